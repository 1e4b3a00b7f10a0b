// PostgreSQL stopped and started again under load (issue 33.4, 33.5 on PostgreSQL): two instances on
// one database survive every outage, answer a clear 503 `unavailable` while it lasts (no host, port or
// table in it), serve again within seconds of its return, and their open sockets still follow.
import { afterAll, describe, expect, it } from 'vitest';
import { Rng } from '../../src/kernel/rng.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { Watcher } from './helpers.ts';
import { type Instance, startInstance } from './instances.ts';
import { type TestPostgres, startPostgres } from './postgres.ts';

const OUTAGES = 5;
const LANES = 6;

async function call(base: string, method: string, p: string, body?: unknown): Promise<{ status: number; body: any; text: string } | null> {
  try {
    const res = await fetch(base + p, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text), text };
  } catch {
    return null;
  }
}

describe('33.4: a PostgreSQL restart under load', () => {
  let pgServer: TestPostgres | null = null;
  const instances: Instance[] = [];
  afterAll(async () => {
    for (const i of instances) await i.close().catch(() => {});
    await pgServer?.stop();
  }, 60_000);

  it(`two instances survive ${OUTAGES} fast shutdowns of the database, answer 503 unavailable meanwhile, and serve and push again after`, async () => {
    pgServer = await startPostgres();
    const url = await pgServer.database('outage');
    const port = new URL(pgServer.url).port;
    instances.push(await startInstance({ DATABASE_URL: url }), await startInstance({ DATABASE_URL: url }));
    const [a, b] = instances;
    const matches: string[] = [];
    for (let i = 0; i < LANES; i++) {
      const r = await call(a.url, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'hotseat' });
      expect(r?.status).toBe(201);
      matches.push((r!.body as CreatedMatch).links[0].token);
    }
    // A socket on each instance for every match.
    const watchers = await Promise.all(matches.flatMap((t) => [Watcher.open(a, t), Watcher.open(b, t)]));
    let acks = 0;
    let running = true;
    const lane = async (token: string, rng: Rng) => {
      while (running) {
        const via = rng.int(2) === 0 ? a : b;
        const s = await call(via.url, 'GET', `/api/play/${token}`);
        if (s?.status !== 200) {
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        const snap = s.body as Snapshot;
        if (snap.status !== 'active' || snap.legal.length === 0) return;
        const pick = snap.legal[rng.int(snap.legal.length)];
        const r = await call(via.url, 'POST', `/api/play/${token}/action`, { seq: snap.seq, action: pick.action, role: pick.role });
        if (r?.status === 200) acks++;
      }
    };
    // New matches all along: each is a transaction on a checked-out client (PgStore.tx), the case that
    // killed instances when the database ended its sessions (57P01).
    let created = 0;
    const creator = async (via: Instance) => {
      while (running) {
        const r = await call(via.url, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'invite' });
        if (r?.status === 201) created++;
        else await new Promise((r) => setTimeout(r, 20));
      }
    };
    const lanes = [...matches.map((t, i) => lane(t, new Rng(300 + i))), creator(a), creator(b)];
    const backMs: number[] = [];
    for (let k = 0; k < OUTAGES; k++) {
      const before = acks;
      while (acks < before + 8) await new Promise((r) => setTimeout(r, 50));
      await pgServer.down();
      // While it is down: a clear 503, and nothing of the driver's message.
      for (const inst of [a, b]) {
        const r = await call(inst.url, 'GET', `/api/play/${matches[0]}`);
        expect(r?.status, `outage ${k + 1}`).toBe(503);
        expect(r!.body.error).toMatchObject({ code: 'unavailable', rule: null });
        expect(r!.text).not.toContain(port);
        expect(r!.text).not.toMatch(/127\.0\.0\.1|relation|matches|terminat/);
      }
      await new Promise((r) => setTimeout(r, 500));
      await pgServer.up();
      const t0 = Date.now();
      for (const inst of [a, b]) {
        for (;;) {
          const r = await call(inst.url, 'GET', `/api/play/${matches[0]}`);
          if (r?.status === 200) break;
          expect(Date.now() - t0, 'serving again within 15 s').toBeLessThan(15_000);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      backMs.push(Date.now() - t0);
      for (const inst of [a, b]) expect(inst.child.exitCode, 'the instance is alive').toBeNull();
    }
    running = false;
    await Promise.all(lanes);
    // Every socket still follows its match: one more action through instance A reaches both instances' sockets.
    let following = 0;
    for (const [i, token] of matches.entries()) {
      const s = (await call(a.url, 'GET', `/api/play/${token}`))!.body as Snapshot;
      if (s.status !== 'active' || s.legal.length === 0) continue;
      expect((await call(a.url, 'POST', `/api/play/${token}/action`, { seq: s.seq, action: s.legal[0].action, role: s.legal[0].role }))?.status).toBe(200);
      for (const w of [watchers[2 * i], watchers[2 * i + 1]]) {
        await w.until((x) => x.seq >= s.seq + 1, 10_000);
        following++;
      }
    }
    for (const w of watchers) w.close();
    expect(following).toBeGreaterThan(0);
    console.log(`PostgreSQL outages: ${OUTAGES} survived by 2 instances, ${acks} actions acknowledged and ${created} matches created, serving again ${backMs.join(', ')} ms after restart, ${following}/${following} sockets following`);
  }, 240_000);
});
