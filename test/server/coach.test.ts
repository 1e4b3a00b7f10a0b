// The computer as coach through the server (issue 32, items 2 and 3): a match's analysis (refused in
// the middle of a game between people, kept with the match and served again without computing it
// again) and hints (only against the computer, never in a rated game, written in the log for all).
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import type { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import type { AnalysisReply, HintReply } from '../../src/protocol/coach.ts';
import { type TestServer, api } from './helpers.ts';
import { pgForSuite, serveApp, sqliteSuite } from './app-helpers.ts';
import { findPostgres } from './postgres.ts';
import { PgStore } from '../../src/server/pg-store.ts';
import { availableParallelism } from 'node:os';
import { CHANCE } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { Session, seededDice } from '../../src/kernel/session.ts';
import type { AnalyseTask, DecisionAnalysis } from '../../src/sim/analyse.ts';
import { Coach, type CoachHost } from '../../src/server/coach.ts';
import { ComputerRunner } from '../../src/server/computer.ts';
import type { Live } from '../../src/server/live.ts';
import type { MatchStore, TokenRecord } from '../../src/server/storage.ts';

const GAME = 'arras-postcard';
const suite = sqliteSuite({ games, rateLimits: false, coach: { analysisBudget: 6, hintBudget: 40, hintMs: 1500 } });
let server: TestServer;
let store: SqliteStore;
beforeAll(() => {
  ({ server, store } = suite());
});

async function create(opponent: 'invite' | 'hotseat' | 'computer', extra: Record<string, unknown> = {}) {
  const r = await api<CreatedMatch>(server, 'POST', '/api/matches', { game: GAME, seat: 'allied', opponent, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}
const snapshot = async (token: string, lang = 'en') => (await api<Snapshot>(server, 'GET', `/api/play/${token}?lang=${lang}`)).body;

/** Play `n` actions at a shared screen (the first legal action each time), for a game with some decisions. */
async function play(token: string, n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const s = await snapshot(token);
    if (s.status !== 'active' || !s.legal.length) return;
    const l = s.legal[i % s.legal.length];
    const r = await api(server, 'POST', `/api/play/${token}/action`, { seq: s.seq, action: l.action, role: l.role });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
}

async function whenMyTurn(token: string): Promise<Snapshot> {
  for (let i = 0; i < 200; i++) {
    const s = await snapshot(token);
    if (s.legal.length) return s;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('never my turn');
}

async function analysed(token: string): Promise<AnalysisReply & { status: 'done' }> {
  let r = await api<AnalysisReply>(server, 'POST', `/api/play/${token}/analysis`, {});
  for (let i = 0; r.body.status === 'running' && i < 2000; i++) {
    expect(r.body.done).toBeLessThanOrEqual(r.body.total);
    await new Promise((res) => setTimeout(res, 25));
    r = await api<AnalysisReply>(server, 'GET', `/api/play/${token}/analysis`);
  }
  expect(r.body.status).toBe('done');
  return r.body as AnalysisReply & { status: 'done' };
}

describe('the analysis of a match (issue 32.2)', () => {
  it('between people it is refused until the end, naming the reason, and nothing is started', async () => {
    const m = await create('invite');
    await play(m.links[0].token, 1);
    for (const method of ['GET', 'POST']) {
      const r = await api(server, method, `/api/play/${m.links[0].token}/analysis`, method === 'POST' ? {} : undefined);
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe('in-play');
      expect(r.body.error.message).toMatch(/between people opens once the game is over/);
    }
    const rows = store.sqlite().prepare('SELECT count(*) AS n FROM coach_analyses WHERE match_id = ?').get(m.matchId) as { n: number };
    expect(rows.n).toBe(0);
  });

  it('once over: every decision of both sides with chances in [0, 1], kept with the match and served again without computing it again', async () => {
    const m = await create('hotseat');
    const token = m.links[0].token;
    await play(token, 12);
    expect((await api(server, 'POST', `/api/play/${token}/resign`, { role: 'german' })).status).toBe(200);
    const { analysis } = await analysed(token);
    const s = await snapshot(token);
    expect(analysis.upTo).toBe(s.seq);
    expect(analysis.decisions.length).toBeGreaterThan(5);
    expect(new Set(analysis.decisions.map((d) => d.role))).toEqual(new Set(['allied', 'german']));
    for (const d of analysis.decisions) {
      for (const p of [d.chance, d.chosenChance, d.bestChance]) expect(p).toBeGreaterThanOrEqual(0), expect(p).toBeLessThanOrEqual(1);
      expect(d.loss).toBeCloseTo(d.bestChance - d.chosenChance, 9);
      expect(d.bestText.en).toBeTruthy();
      expect(d.chosenText.en).toBeTruthy();
    }
    // Kept in the match's table: the observer's link is served the same analysis, by GET alone (which never starts one).
    const row = store.sqlite().prepare('SELECT count(*) AS n FROM coach_analyses WHERE match_id = ?').get(m.matchId) as { n: number };
    expect(row.n).toBe(1);
    // A changed stored copy is what comes back: the answer is read from the table, not computed again.
    store.sqlite().prepare("UPDATE coach_analyses SET analysis = json_set(analysis, '$.decisions[0].loss', 0.123) WHERE match_id = ?").run(m.matchId);
    const again = await api<AnalysisReply>(server, 'GET', `/api/play/${m.observer.token}/analysis`);
    expect(again.body.status).toBe('done');
    expect((again.body as { analysis: { decisions: { loss: number }[] } }).analysis.decisions[0].loss).toBe(0.123);
  });

  it('in the middle of a game against the computer the asker gets the analysis of its own decisions only; an observer none', async () => {
    const m = await create('computer', { level: 'easy' });
    const token = m.links[0].token;
    await whenMyTurn(token);
    await play(token, 3);
    const { analysis } = await analysed(token);
    expect(analysis.decisions.length).toBeGreaterThan(0);
    expect(analysis.decisions.every((d) => d.role === 'allied')).toBe(true);
    const obs = await api(server, 'POST', `/api/play/${m.observer.token}/analysis`, {});
    expect(obs.status).toBe(403);
  });
});

describe('hints (issue 32.3)', () => {
  it('a hint is refused in a rated game (by the server), naming the reason; and in a game between people', async () => {
    const rated = await create('invite', { rated: true });
    const r = await api(server, 'POST', `/api/play/${rated.links[0].token}/hint`, {});
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('rated');
    expect(r.body.error.message).toMatch(/no hints in a rated game/);
    const people = await create('hotseat');
    const p = await api(server, 'POST', `/api/play/${people.links[0].token}/hint`, {});
    expect(p.status).toBe(409);
    expect(p.body.error.code).toBe('no-computer');
  });

  it('against the computer: a legal action with a reason in the game\'s terms, and "Allied asked for a hint" in the log of both sides', async () => {
    const m = await create('computer', { level: 'easy' });
    const token = m.links[0].token;
    const before = await whenMyTurn(token);
    const r = await api<HintReply>(server, 'POST', `/api/play/${token}/hint`, {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(before.legal.map((l) => JSON.stringify(l.action))).toContain(JSON.stringify(r.body.action));
    expect(r.body.text).toBe(before.legal.find((l) => JSON.stringify(l.action) === JSON.stringify(r.body.action))!.text);
    expect(r.body.reason).toMatch(/chance \d+% with this move/);
    // The hint says how long it took (its limit, 2 s, is measured in bench/coach.ts: tests assert no timings).
    expect(r.body.ms).toBeGreaterThanOrEqual(0);
    const mine = await snapshot(token);
    expect(mine.log.map((l) => l.text)).toContain('Allied asked for a hint');
    const watched = await snapshot(m.observer.token);
    expect(watched.log.map((l) => l.text)).toContain('Allied asked for a hint');
    const fr = await snapshot(m.observer.token, 'fr');
    expect(fr.log.map((l) => l.text)).toContain('Alliés a demandé un conseil');
    // Kept: a match loaded again from the store shows it too.
    const rows = store.sqlite().prepare('SELECT step, role FROM coach_hints WHERE match_id = ?').all(m.matchId);
    expect(rows).toEqual([{ step: before.seq, role: 'allied' }]);
    const fhint = await api<HintReply>(server, 'POST', `/api/play/${token}/hint?lang=fr`, {});
    expect(fhint.body.reason).toMatch(/chances \d+% avec ce coup/);
  });

  it('an observer asks no hint', async () => {
    const m = await create('computer', { level: 'easy' });
    const r = await api(server, 'POST', `/api/play/${m.observer.token}/hint`, {});
    expect(r.status).toBe(403);
  });
});

describe.skipIf(!findPostgres())('the coach on PostgreSQL (migration 9)', () => {
  const database = pgForSuite();
  it("an analysis made through one instance is served by another from the table, and a hint is in both instances' logs", async () => {
    const url = await database('coach');
    const opts = { games, rateLimits: false as const, coach: { analysisBudget: 4, hintBudget: 20, hintMs: 1000 } };
    const a = await serveApp({ ...opts, store: await PgStore.open(url) });
    const b = await serveApp({ ...opts, store: await PgStore.open(url) });
    try {
      const m = (await api<CreatedMatch>(a.server, 'POST', '/api/matches', { game: GAME, seat: 'allied', opponent: 'hotseat' })).body;
      const token = m.links[0].token;
      for (let i = 0; i < 4; i++) {
        const snap = (await api<Snapshot>(a.server, 'GET', `/api/play/${token}`)).body;
        await api(a.server, 'POST', `/api/play/${token}/action`, { seq: snap.seq, action: snap.legal[0].action, role: snap.legal[0].role });
      }
      await api(a.server, 'POST', `/api/play/${token}/resign`, { role: 'german' });
      let r = await api<AnalysisReply>(a.server, 'POST', `/api/play/${token}/analysis`, {});
      while (r.body.status === 'running') {
        await new Promise((res) => setTimeout(res, 25));
        r = await api<AnalysisReply>(a.server, 'GET', `/api/play/${token}/analysis`);
      }
      expect(r.body.status).toBe('done');
      const other = await api<AnalysisReply>(b.server, 'GET', `/api/play/${token}/analysis`);
      expect(other.body).toEqual(r.body);
      const c = (await api<CreatedMatch>(a.server, 'POST', '/api/matches', { game: GAME, seat: 'allied', opponent: 'computer', level: 'easy' })).body;
      let snap = (await api<Snapshot>(a.server, 'GET', `/api/play/${c.links[0].token}`)).body;
      for (let i = 0; i < 100 && !snap.legal.length; i++) snap = (await api<Snapshot>(a.server, 'GET', `/api/play/${c.links[0].token}`)).body;
      expect((await api(a.server, 'POST', `/api/play/${c.links[0].token}/hint`, {})).status).toBe(200);
      expect((await api<Snapshot>(b.server, 'GET', `/api/play/${c.observer.token}`)).body.log.map((l) => l.text)).toContain('Allied asked for a hint');
    } finally {
      await a.app.close();
      await b.app.close();
    }
  }, 90_000);
});

describe('the analysis on both cores (issue 32.6)', () => {
  it('a finished match is analysed on every worker thread of the computer at once (two on a two-core machine), its results in the order of the game', async () => {
    // The computer's runner has two worker threads or more wherever there are two cores.
    expect(new ComputerRunner().threads).toBeGreaterThanOrEqual(Math.min(2, availableParallelism()));
    // A finished game of arras-postcard, analysed through a runner of two threads that counts the searches running at once.
    const game = games['arras-postcard'];
    const session = new Session(game, {}, seededDice(3));
    const rng = new Rng(4);
    while (!session.isOver() && session.seq < 60) {
      const role = session.toAct()[0];
      if (role === CHANCE) session.rollIfDue();
      else {
        const legal = game.legalActions(session.state, role);
        session.act(role, legal[rng.int(legal.length)]);
      }
    }
    const live = { game, session, record: { status: 'over', players: {}, config: session.config }, secret: '0123456789abcdef' } as unknown as Live;
    let running = 0;
    let most = 0;
    const searched: number[] = [];
    const runner = {
      threads: 2,
      async coach(task: AnalyseTask): Promise<DecisionAnalysis> {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 2));
        running--;
        searched.push(task.step);
        return {
          ...task,
          chance: 0.5,
          chosenChance: 0.5,
          best: task.chosen,
          bestChance: 0.5,
          loss: 0,
          legalCount: task.legal.length,
          searched: 1,
          iterations: 1,
        };
      },
    } as unknown as ComputerRunner;
    const host = {
      withMatch: async (_id: string, fn: (l: Live) => unknown) => fn(live),
      isRated: async () => false,
      changed: async () => {},
    } as unknown as CoachHost;
    const coach = new Coach({} as MatchStore, host, runner);
    const access = { hash: 'h', matchId: 'm', kind: 'seat', seats: game.roles } as TokenRecord;
    let reply = await coach.analysis(access, true);
    while (reply.status === 'running') {
      await new Promise((r) => setTimeout(r, 5));
      reply = await coach.analysis(access, false);
    }
    expect(reply.status).toBe('done');
    expect(most).toBe(2);
    const steps = session.journal.flatMap((e, i) => (e.role === CHANCE ? [] : [i + 1]));
    expect(reply.status === 'done' && reply.analysis.decisions.map((d) => d.step)).toEqual(steps);
    expect(searched.length).toBeGreaterThan(10);
  });
});
