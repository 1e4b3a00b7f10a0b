// Several server instances on one PostgreSQL database (issue 18), seen from outside through the
// HTTP and WebSocket API: a real PostgreSQL started by the suite in a temporary directory, and the
// instances as child processes on loopback, so that one can be killed with SIGKILL.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { PgStore } from '../../src/server/pg-store.ts';
import { MatchService } from '../../src/server/service.ts';
import type { MatchStore } from '../../src/server/storage.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { Watcher, api } from './helpers.ts';
import { type Instance, startInstance } from './instances.ts';
import { type TestPostgres, startPostgres } from './postgres.ts';

let pgServer: TestPostgres;
let url: string;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  pgServer = await startPostgres();
  url = await pgServer.database('multi');
  [a, b] = await Promise.all([startInstance({ DATABASE_URL: url }), startInstance({ DATABASE_URL: url })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await pgServer?.stop();
}, 60_000);

const snap = async (s: Instance, token: string) => {
  const r = await api<Snapshot>(s, 'GET', `/api/play/${token}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};

async function hotseat(s: Instance, game = 'arras-postcard') {
  const r = await api<CreatedMatch>(s, 'POST', '/api/matches', { game, seat: 'allied', opponent: 'hotseat' });
  expect(r.status).toBe(201);
  return r.body;
}

describe('two instances on one PostgreSQL database', () => {
  it('shared store: a match started through one instance is served by the other, the same to the byte', async () => {
    const m = await hotseat(a);
    const t = m.links[0].token;
    expect(await snap(b, t)).toEqual(await snap(a, t));
    // An action through B is seen through A.
    const s = await snap(b, t);
    const r = await api<Snapshot>(b, 'POST', `/api/play/${t}/action`, { seq: s.seq, action: s.legal[0].action, role: s.legal[0].role });
    expect(r.status).toBe(200);
    const seen = await snap(a, t);
    expect(seen.seq).toBe(r.body.seq);
    expect(seen.view).toEqual(r.body.view);
  });

  it('the public lobby (issue 14) is shared: an invitation listed through A is listed and taken, once, through B', async () => {
    const r = await api<CreatedMatch>(a, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'invite', lobby: true });
    expect(r.status).toBe(201);
    const open = await api<{ open: { matchId: string; seat: string }[] }>(b, 'GET', '/api/lobby');
    expect(open.body.open.some((e) => e.matchId === r.body.matchId && e.seat === 'german')).toBe(true);
    const taken = await api<{ token: string }>(b, 'POST', `/api/lobby/${r.body.matchId}/german`, {});
    expect(taken.status).toBe(200);
    expect((await snap(a, taken.body.token)).myRoles).toEqual(['german']);
    expect((await api(a, 'POST', `/api/lobby/${r.body.matchId}/german`, {})).status).toBe(410);
  });

  it('issue 33: 16 concurrent takes of one listed seat through two instances on PostgreSQL: exactly one gets a link, the others 410', async () => {
    const r = await api<CreatedMatch>(a, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'invite', lobby: true });
    // The creator gets no link for the listed seat: the lobby makes it once, for its taker.
    expect(r.body.links.map((l) => l.seat)).toEqual(['allied']);
    const takes = await Promise.all(
      Array.from({ length: 16 }, (_, i) => api<{ token: string }>(i % 2 ? a : b, 'POST', `/api/lobby/${r.body.matchId}/german`, {})),
    );
    const won = takes.filter((t) => t.status === 200);
    expect(won).toHaveLength(1);
    expect(takes.filter((t) => t.status === 410)).toHaveLength(15);
    for (const t of takes.filter((x) => x.status === 410))
      expect(t.body).toMatchObject({ error: { code: 'taken', message: expect.stringMatching(/already been taken/) } });
    expect((await snap(b, won[0].body.token)).myRoles).toEqual(['german']);
  });

  it('live updates across instances: an action through A reaches the WebSockets of that match on B', async () => {
    const m = await hotseat(a, 'ca-arras-1940');
    const t = m.links[0].token;
    const player = await Watcher.open(b, t);
    const observer = await Watcher.open(b, m.observer.token);
    await player.until((x) => x.seq === 0);
    await observer.until((x) => x.seq === 0);
    const rng = new Rng(4);
    for (let i = 0; i < 5; i++) {
      const s = await snap(a, t);
      if (s.status !== 'active' || s.legal.length === 0) break;
      const pick = s.legal[rng.int(s.legal.length)];
      const r = await api<Snapshot>(a, 'POST', `/api/play/${t}/action`, { seq: s.seq, action: pick.action, role: pick.role });
      expect(r.status).toBe(200);
      const live = await player.until((x) => x.seq === r.body.seq, 10_000);
      expect(live.view).toEqual(r.body.view);
      await observer.until((x) => x.seq === r.body.seq, 10_000);
    }
    player.close();
    observer.close();
  });

  it('a lost database session (LISTEN connection ended) reconnects: updates keep crossing instances', async () => {
    const m = await hotseat(a, 'arras-postcard');
    const t = m.links[0].token;
    const w = await Watcher.open(b, t);
    await w.until((x) => x.seq === 0);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const ended = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`);
    await admin.end();
    expect(ended.rowCount).toBeGreaterThanOrEqual(2);
    // Meanwhile, an action through A: B hears of it once its session is back (and refreshes what it holds).
    const s = await snap(a, t);
    const r = await api<Snapshot>(a, 'POST', `/api/play/${t}/action`, { seq: s.seq, action: s.legal[0].action, role: s.legal[0].role });
    expect(r.status).toBe(200);
    const live = await w.until((x) => x.seq === r.body.seq, 15_000);
    expect(live.view).toEqual(r.body.view);
    // And later changes arrive as usual.
    const s2 = await snap(b, t);
    const r2 = await api<Snapshot>(a, 'POST', `/api/play/${t}/action`, { seq: s2.seq, action: s2.legal[0].action, role: s2.legal[0].role });
    expect(r2.status).toBe(200);
    await w.until((x) => x.seq === r2.body.seq, 15_000);
    w.close();
  }, 60_000);

  it('one writer per step: the same step sent to both instances at once is applied once, the other answer is 409 stale', async () => {
    const m = await hotseat(a, 'arras-postcard');
    const t = m.links[0].token;
    await snap(b, t); // both hold the match in memory
    for (let round = 0; round < 8; round++) {
      const s = await snap(a, t);
      if (s.status !== 'active' || s.legal.length === 0) break;
      const body = { seq: s.seq, action: s.legal[0].action, role: s.legal[0].role };
      const [ra, rb] = await Promise.all([api(a, 'POST', `/api/play/${t}/action`, body), api(b, 'POST', `/api/play/${t}/action`, body)]);
      const statuses = [ra.status, rb.status].sort();
      expect(statuses, JSON.stringify([ra.body, rb.body]).slice(0, 400)).toEqual([200, 409]);
      const loser = ra.status === 409 ? ra : rb;
      expect(loser.body.error.code).toBe('stale');
      const winner = (ra.status === 200 ? ra : rb).body as Snapshot;
      // Exactly one step was taken (dice that follow it are the game's own).
      const after = await snap(b, t);
      expect(after.seq).toBe(winner.seq);
      expect(await snap(a, t)).toEqual(after);
    }
  });

  it('a computer seat survives kill -9 of the instance playing it: another instance takes it over within seconds', async () => {
    const c = await startInstance({ DATABASE_URL: url });
    const m = (await api<CreatedMatch>(c, 'POST', '/api/matches', { game: 'ca-arras-1940', seat: 'allied', opponent: 'computer', level: 'hard' })).body;
    const t = m.links[0].token;
    const rng = new Rng(2);
    let killedMidTurn = false;
    let takeoverMs = 0;
    let s = await snap(c, t);
    const deadline = Date.now() + 60_000;
    while (s.status === 'active' && s.legal.length === 0 && Date.now() < deadline) s = await snap(c, t);
    for (let tries = 0; tries < 6 && !killedMidTurn && s.status === 'active'; tries++) {
      const pick = s.legal[rng.int(s.legal.length)];
      const r = await api<Snapshot>(c, 'POST', `/api/play/${t}/action`, { seq: s.seq, action: pick.action, role: pick.role });
      expect(r.status).toBe(200);
      if (r.body.toAct.includes('german') && r.body.status === 'active') {
        // The computer (german) is thinking in C: kill C now.
        await c.kill9();
        const killedAt = Date.now();
        const seen = await snap(b, t);
        killedMidTurn = seen.seq === r.body.seq && seen.toAct.includes('german');
        for (;;) {
          s = await snap(b, t);
          if (s.status !== 'active' || s.legal.length > 0) break;
          expect(Date.now() - killedAt, 'the computer seat was not taken over').toBeLessThan(30_000);
          await new Promise((res) => setTimeout(res, 100));
        }
        takeoverMs = Date.now() - killedAt;
        expect(s.seq).toBeGreaterThan(r.body.seq);
        break;
      }
      s = await snap(c, t);
    }
    expect(killedMidTurn).toBe(true);
    console.log(`computer seat taken over ${takeoverMs} ms after kill -9`);
    expect(takeoverMs).toBeLessThan(30_000);
    if (c.child.exitCode === null && c.child.signalCode === null) await c.kill9();
  }, 120_000);

  it('read-your-writes: a snapshot through one instance shows a change committed through another before its notice arrives', async () => {
    const storeA = await PgStore.open(url);
    const storeB = await PgStore.open(url);
    // B never hears of another instance's change (its notices lost or late): only the stored step can tell it.
    const deaf = new Proxy(storeB, {
      get: (target, key) => {
        if (key === 'onChange') return undefined;
        const v = Reflect.get(target, key, target);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    }) as MatchStore;
    const sa = new MatchService({ store: storeA, games });
    const sb = new MatchService({ store: deaf, games });
    try {
      const m = await sa.create({ game: 'arras-postcard', seat: 'allied', opponent: 'hotseat' });
      const t = m.links[0].token;
      const first = await sb.snapshotFor(t);
      const pick = first.legal[0];
      const after = await sa.act(t, { seq: first.seq, action: pick.action, role: pick.role });
      expect(after.seq).toBeGreaterThan(first.seq);
      const seen = await sb.snapshotFor(t);
      expect(seen.seq).toBe(after.seq);
      expect(seen.view).toEqual(after.view);
      // And the next action through B is made on that step, not refused as stale.
      const next = seen.legal[0];
      expect((await sb.act(t, { seq: seen.seq, action: next.action, role: next.role })).seq).toBeGreaterThan(seen.seq);
    } finally {
      await sa.close();
      await sb.close();
      await storeA.close();
      await storeB.close();
    }
  });

  it('a restart of every instance loses nothing: every match resumes where it was', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const m = await hotseat(i % 2 ? a : b, 'ca-arras-battles');
      const t = m.links[0].token;
      tokens.push(t);
      const rng = new Rng(i);
      for (let k = 0; k < 4; k++) {
        const s = await snap(a, t);
        if (s.legal.length === 0) break;
        const pick = s.legal[rng.int(s.legal.length)];
        expect((await api(k % 2 ? a : b, 'POST', `/api/play/${t}/action`, { seq: s.seq, action: pick.action, role: pick.role })).status).toBe(200);
      }
    }
    const before = await Promise.all(tokens.map((t) => snap(a, t)));
    await Promise.all([a.kill9(), b.kill9()]);
    [a, b] = await Promise.all([startInstance({ DATABASE_URL: url }), startInstance({ DATABASE_URL: url })]);
    for (let i = 0; i < tokens.length; i++) {
      expect(await snap(a, tokens[i])).toEqual(before[i]);
      expect(await snap(b, tokens[i])).toEqual(before[i]);
    }
  }, 120_000);
});
