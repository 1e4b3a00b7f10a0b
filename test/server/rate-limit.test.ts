// Per-address request limits (@fastify/rate-limit): a client that goes over gets a clear 429 and
// changes nothing; the browser client's files are not counted.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, api, cleanup, startServer } from './helpers.ts';

let server: TestServer;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'arras-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>test client</title>');
  server = await startServer({ webRoot, rateLimits: { requestsPerMinute: 12, matchesPerMinute: 3 } });
});
afterAll(async () => {
  await server.close();
  cleanup(server);
  rmSync(webRoot, { recursive: true, force: true });
});

const health = async () => (await api<{ matches: number }>(server, 'GET', '/api/health')).body;

describe('rate limits', () => {
  it('a client over the new-match limit gets 429 rate-limited with retry-after, and no match is stored', async () => {
    const body = { game: 'dice-race', seat: 'a', opponent: 'hotseat' };
    for (let i = 0; i < 3; i++) expect((await api(server, 'POST', '/api/matches', body)).status).toBe(201);
    const before = (await health()).matches;
    const res = await fetch(server.url + '/api/matches', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const answer = (await res.json()) as { error: { code: string; message: string } };
    expect(answer.error.code).toBe('rate-limited');
    expect(answer.error.message).toMatch(/too many requests from this address: at most 3 a minute/);
    expect((await health()).matches).toBe(before);
  });

  it('a client over the request limit gets 429 on every API route, but the client files are still served', async () => {
    // The match routes above used their own limit; the three health reads count here.
    let status = 200;
    for (let i = 0; i < 20 && status === 200; i++) status = (await api(server, 'GET', '/api/games')).status;
    expect(status).toBe(429);
    const refused = await api<{ error: { code: string } }>(server, 'GET', '/api/games');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate-limited');
    for (let i = 0; i < 20; i++) expect((await fetch(server.url + '/')).status).toBe(200);
  });
});
