// PostgreSQL stopped and started again under load (issue 33.4-33.6 on PostgreSQL): two instances on
// one database survive every outage, answer a clear 503 `unavailable` while it lasts (no host, port or
// table in it), serve again within seconds of its return, their open sockets still follow their
// matches, and sockets stopped in the middle of a frame are closed. The loop is bench/fuzz-outages.ts
// (also run by `npm run fuzz -- --outages N`).
import { describe, expect, it } from 'vitest';
import { fuzzOutages } from '../../bench/fuzz-outages.ts';

const OUTAGES = 5;

describe('33.4: a PostgreSQL restart under load', () => {
  it(`two instances survive ${OUTAGES} fast shutdowns of the database, answer 503 unavailable meanwhile, and serve and push again after`, async () => {
    const r = await fuzzOutages({ outages: OUTAGES, seed: 3 });
    console.log(`PostgreSQL outages: ${JSON.stringify(r)}`);
    expect(r.problems).toEqual([]);
    expect(r.survived).toBe(OUTAGES);
    expect(r.leaky).toBe(0);
    expect(r.otherServerErrors).toBe(0);
    // Each outage was probed through both instances while the database was down.
    expect(r.unavailable).toBeGreaterThanOrEqual(2 * OUTAGES);
    expect(Math.max(...r.backMs)).toBeLessThan(15_000);
    expect(r.sockets).toBeGreaterThan(0);
    expect(r.following).toBe(r.sockets);
    expect(r.deadClosed).toBe(r.deadClients);
    expect(r.acknowledged).toBeGreaterThan(OUTAGES * 8);
  }, 300_000);
});
