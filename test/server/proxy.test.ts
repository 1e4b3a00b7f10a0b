// Behind a reverse proxy (docs/deploy.md): with TRUST_PROXY naming the proxy, the rate limits count
// each client by X-Forwarded-For; without it, the header is ignored (a client cannot pick its address).
import { afterAll, describe, expect, it } from 'vitest';
import { type TestServer, cleanup, startServer } from './helpers.ts';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) {
    await s.close();
    cleanup(s);
  }
});

async function statuses(server: TestServer, forwardedFor: string, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await fetch(server.url + '/api/health', { headers: { 'x-forwarded-for': forwardedFor } })).status);
  return out;
}

describe('reverse proxy', () => {
  it('trusting the proxy on loopback: each forwarded client has its own request limit', async () => {
    const server = await startServer({ rateLimits: { requestsPerMinute: 5, matchesPerMinute: 5 }, trustProxy: '127.0.0.1' });
    servers.push(server);
    expect(await statuses(server, '203.0.113.1', 6)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await statuses(server, '203.0.113.2', 5)).toEqual([200, 200, 200, 200, 200]);
  });

  it('by default X-Forwarded-For is ignored: changing it does not escape the limit', async () => {
    const server = await startServer({ rateLimits: { requestsPerMinute: 5, matchesPerMinute: 5 } });
    servers.push(server);
    expect(await statuses(server, '203.0.113.1', 5)).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(server, '203.0.113.2', 1)).toEqual([429]);
  });
});
