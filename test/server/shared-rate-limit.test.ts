// Rate limits across instances (issue 33.8): two instances on one PostgreSQL database count one
// client's requests together, so that N instances do not give N times the limit.
import { afterAll, describe, expect, it } from 'vitest';
import { type Instance, startInstance } from './instances.ts';
import { type TestPostgres, startPostgres } from './postgres.ts';

describe('rate limits shared by the instances of one database', () => {
  let pgServer: TestPostgres | null = null;
  const instances: Instance[] = [];
  afterAll(async () => {
    for (const i of instances) await i.close().catch(() => {});
    await pgServer?.stop();
  }, 60_000);

  it('20 API requests and 5 new matches a minute: through two instances together, 20 answers and 10 refusals, 5 matches and 3 refusals', async () => {
    pgServer = await startPostgres();
    const url = await pgServer.database('ratelimit');
    instances.push(await startInstance({ DATABASE_URL: url, RATE_LIMITS: '20/5' }), await startInstance({ DATABASE_URL: url, RATE_LIMITS: '20/5' }));
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      for (const inst of instances) {
        const r = await fetch(inst.url + '/api/games');
        statuses.push(r.status);
        if (r.status === 429) expect((await r.json()).error).toMatchObject({ code: 'rate-limited' });
        else await r.arrayBuffer();
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // New matches count apart, together across the instances too: 5 a minute.
    const created: number[] = [];
    for (let i = 0; i < 4; i++) {
      for (const inst of instances) {
        const r = await fetch(inst.url + '/api/matches', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ game: 'dice-race', seat: 'a', opponent: 'hotseat' }),
        });
        created.push(r.status);
      }
    }
    expect(created.filter((s) => s === 201)).toHaveLength(5);
    expect(created.filter((s) => s === 429)).toHaveLength(3);
  }, 120_000);
});
