// Clocks (issue 30.3): paces, time charged to the seat to act, the increment and its cap, forfeit on
// time, pause by agreement, and exactly one enforcer per clock with two instances on one database
// (SQLite file and PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { type ClockState, advance, outOfTime } from '../../src/server/clocks.ts';
import { PgStore } from '../../src/server/pg-store.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { MatchStore } from '../../src/server/storage.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { formatClock } from '../../src/protocol/clock.ts';
import { type TestServer, Watcher, api } from './helpers.ts';
import { findPostgres } from './postgres.ts';
import { pgForSuite, serveApp } from './app-helpers.ts';

/** A pace short enough for a test: 1.2 s each, +0.4 s a move, at most 1.4 s. */
const PACES = { test: { totalMs: 1200, incMs: 400, capMs: 1400 }, long: { totalMs: 60_000, incMs: 0, capMs: 60_000 } };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const serve = (store: MatchStore, clockTickMs = 40) => serveApp({ store, games, rateLimits: false, paces: PACES, clockTickMs });

async function invite(server: TestServer, pace?: string) {
  const r = await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'invite', ...(pace ? { pace } : {}) });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const seat = (s: string) => r.body.links.find((l) => l.seat === s)!.token;
  return { allied: seat('allied'), german: seat('german'), observer: r.body.observer.token };
}
const snap = async (server: TestServer, token: string) => (await api<Snapshot>(server, 'GET', `/api/play/${token}`)).body;

describe('clock arithmetic', () => {
  const pace = { totalMs: 1000, incMs: 300, capMs: 1200 };
  const c: ClockState = { pace: 'p', remaining: { a: 1000, b: 1000 }, running: ['a'], since: 0, paused: false, pauseAsk: null, flagged: null, seq: 0 };
  it('the seat to act is charged the time since its turn began; the other is not', () => {
    const n = advance(c, pace, ['a'], 1, 250);
    expect(n.remaining).toEqual({ a: 750, b: 1000 });
  });
  it('a seat whose turn passes gains the increment, never beyond the cap', () => {
    expect(advance(c, pace, ['b'], 1, 250).remaining.a).toBe(1050);
    expect(advance(c, pace, ['b'], 1, 10).remaining.a).toBe(1200);
  });
  it('a paused clock charges nobody', () => {
    expect(advance({ ...c, paused: true }, pace, ['a'], 1, 900).remaining.a).toBe(1000);
    expect(outOfTime({ ...c, paused: true }, 5000)).toBeNull();
  });
  it('the seat to act is out of time once its time is spent', () => {
    expect(outOfTime(c, 999)).toBeNull();
    expect(outOfTime(c, 1000)).toBe('a');
  });
  it('the page shows days, hours, minutes and seconds', () => {
    expect(formatClock(65_000)).toBe('01:05');
    expect(formatClock(3_600_000 + 5_000)).toBe('1:00:05');
    expect(formatClock(26 * 3_600_000)).toBe('1d 02:00');
  });
});

describe('clocks on one server (SQLite)', () => {
  let dir: string;
  let store: SqliteStore;
  let s: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'arras-clocks-'));
    store = new SqliteStore(path.join(dir, 'db.sqlite'));
    s = await serve(store);
  });
  afterAll(async () => {
    await s.app.close();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a pace is chosen at creation: untimed has no clock, a timed game gives each seat the pace total, an unknown pace is refused', async () => {
    const untimed = await invite(s.server);
    expect((await snap(s.server, untimed.allied)).clock).toBeNull();
    const m = await invite(s.server, 'long');
    const c = (await snap(s.server, m.allied)).clock!;
    expect(c.pace).toBe('long');
    expect(Object.keys(c.remaining).sort()).toEqual(['allied', 'german']);
    expect(c.running.length).toBe(1);
    const bad = await api(s.server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'invite', pace: 'bullet' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('unknown pace');
  });

  it('running out of time forfeits the game: result kind "time", the other side wins, the seat can no longer act', async () => {
    const m = await invite(s.server, 'test');
    const first = await snap(s.server, m.allied);
    const runner = first.clock!.running[0];
    const w = await Watcher.open(s.server, m.observer);
    const over = await w.until((x) => x.status === 'over', 5000);
    w.close();
    expect(over.result!.kind).toBe('time');
    expect(over.result!.winner).toBe(runner === 'allied' ? 'german' : 'allied');
    expect(over.result!.detail).toContain(`${runner} ran out of time`);
    expect(over.clock!.flagged).toBe(runner);
    expect(over.clock!.remaining[runner]).toBe(0);
    const token = runner === 'allied' ? m.allied : m.german;
    const after = await snap(s.server, token);
    expect(after.legal).toEqual([]);
  });

  it("a move stops the mover's clock and starts the other's, with the increment", async () => {
    const m = await invite(s.server, 'long');
    const first = await snap(s.server, m.allied);
    const mover = first.legal[0].role === 'allied' || first.toAct.includes('allied') ? m.allied : m.german;
    const sn = await snap(s.server, mover);
    const seat = sn.clock!.running[0];
    await sleep(150);
    // Act until the turn passes to the other seat.
    let cur = sn;
    for (let i = 0; i < 200 && cur.clock!.running.includes(seat); i++) {
      const r = await api<Snapshot>(s.server, 'POST', `/api/play/${mover}/action`, { seq: cur.seq, action: cur.legal[0].action, role: cur.legal[0].role });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      cur = r.body;
    }
    const c = cur.clock!;
    expect(c.running).not.toContain(seat);
    // Charged at least the 150 ms waited; 'long' has no increment, so below the total.
    expect(c.remaining[seat]).toBeLessThanOrEqual(60_000 - 150);
    expect(c.remaining[seat]).toBeGreaterThan(50_000);
  });

  it('a pause needs both players: one asks, the other accepts; paused clocks do not run; either resumes; an observer cannot', async () => {
    const m = await invite(s.server, 'test');
    expect((await api(s.server, 'POST', `/api/play/${m.observer}/clock`, { request: 'pause' })).status).toBe(403);
    const ask = await api<Snapshot>(s.server, 'POST', `/api/play/${m.allied}/clock`, { request: 'pause' });
    expect(ask.status).toBe(200);
    expect(ask.body.clock!.paused).toBe(false);
    expect(ask.body.clock!.pauseAsk).toBe('allied');
    // The asker cannot accept their own request.
    expect((await api(s.server, 'POST', `/api/play/${m.allied}/clock`, { request: 'accept' })).status).toBe(409);
    const ok = await api<Snapshot>(s.server, 'POST', `/api/play/${m.german}/clock`, { request: 'accept' });
    expect(ok.status).toBe(200);
    expect(ok.body.clock!.paused).toBe(true);
    const before = ok.body.clock!.remaining;
    // Longer than the whole pace: a paused game is not forfeited.
    await sleep(1600);
    const still = await snap(s.server, m.allied);
    expect(still.status).toBe('active');
    expect(still.clock!.remaining).toEqual(before);
    const resumed = await api<Snapshot>(s.server, 'POST', `/api/play/${m.german}/clock`, { request: 'resume' });
    expect(resumed.body.clock!.paused).toBe(false);
    const w = await Watcher.open(s.server, m.observer);
    expect((await w.until((x) => x.status === 'over', 5000)).result!.kind).toBe('time');
    w.close();
  });

  it('a bad clock request is refused (400) and a declined pause leaves the clocks running', async () => {
    const m = await invite(s.server, 'long');
    expect((await api(s.server, 'POST', `/api/play/${m.allied}/clock`, { request: 'stop' })).status).toBe(400);
    await api(s.server, 'POST', `/api/play/${m.allied}/clock`, { request: 'pause' });
    const no = await api<Snapshot>(s.server, 'POST', `/api/play/${m.german}/clock`, { request: 'decline' });
    expect(no.body.clock!.pauseAsk).toBeNull();
    expect(no.body.clock!.paused).toBe(false);
  });

  it('the your-games summary carries the clock', async () => {
    const m = await invite(s.server, 'long');
    const r = await api(s.server, 'GET', `/api/play/${m.allied}/summary`);
    expect(r.body.clock.pace).toBe('long');
  });
});

/** Two instances on one database, their tickers off: each enforces by hand, at the same time. */
async function exactlyOneEnforcer(open: () => Promise<MatchStore>, shared: boolean) {
  const [sa, sb] = [await open(), await open()];
  const a = await serve(sa, 3_600_000);
  const b = await serve(sb, 3_600_000);
  try {
    const matches = [];
    for (let i = 0; i < 4; i++) matches.push(await invite(a.server, 'test'));
    // B serves them too (it loads them now).
    for (const m of matches) expect((await snap(b.server, m.allied)).clock!.pace).toBe('test');
    await sleep(1300);
    const [fa, fb] = await Promise.all([a.service.enforceClocks(), b.service.enforceClocks()]);
    expect(fa + fb).toBe(matches.length);
    // Again: nothing left to enforce.
    const again = await Promise.all([a.service.enforceClocks(), b.service.enforceClocks()]);
    expect(again[0] + again[1]).toBe(0);
    for (const m of matches) {
      const id = (await snap(a.server, m.german)).matchId;
      const stored = (await sa.loadMatch(id))!.record;
      expect(stored.status).toBe('over');
      expect(stored.result!.kind).toBe('time');
      // On PostgreSQL each instance hears of the other's forfeit (NOTIFY) and shows it.
      if (!shared) continue;
      for (const s of [a, b]) {
        let x = await snap(s.server, m.german);
        for (let i = 0; i < 100 && x.status !== 'over'; i++) x = (await sleep(20), await snap(s.server, m.german));
        expect(x.status).toBe('over');
        expect(x.result!.kind).toBe('time');
      }
    }
  } finally {
    await a.app.close();
    await b.app.close();
    await sa.close();
    await sb.close();
  }
}

describe('exactly one instance enforces each clock', () => {
  it('two instances on one SQLite file: each run-out clock is forfeited once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arras-clocks2-'));
    try {
      await exactlyOneEnforcer(async () => new SqliteStore(path.join(dir, 'db.sqlite')), false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  describe.skipIf(!findPostgres())('PostgreSQL', () => {
    const database = pgForSuite();
    it('two instances on one PostgreSQL database: each run-out clock is forfeited once', async () => {
      const url = await database('clocks');
      await exactlyOneEnforcer(() => PgStore.open(url), true);
    }, 60_000);
  });
});
