// The fuzzer (issue 18): random games of every game with every option, and malformed or mutated
// requests to the engine protocol, the HTTP API and the WebSocket API. It counts games, refusals,
// crashes (an exception that is not a refusal), 5xx answers and state changes caused by refused
// requests (the journal before and after each refused request is compared). Run it with
// `npx tsx bench/fuzz.ts`; the tests run a short form.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { EngineState, MAX_GO_ITERATIONS, MAX_GO_MS } from '../../src/cli/engine.ts';
import { verifyDice } from '../../src/kernel/dice-proof.ts';
import type { SaveFile } from '../../src/kernel/session.ts';
import {
  type Action,
  type GameDefinition,
  type SetupConfig,
  CHANCE,
  MAX_ACTION_DEPTH,
  RuleError,
  actionKey,
  applyAction,
  checkSetup,
  isPlainJson,
} from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { fuzzAccountRoutes } from './accounts.ts';
import { DICE_FIELDS, buildApp } from '../../src/server/app.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';

export interface FuzzReport {
  /** Complete random games by game. */
  games: Record<string, number>;
  /** Of those, games whose journal was replayed at the end through the kernel's checks to the same state. */
  checked: Record<string, number>;
  /** Mutated actions sent to the games (through the kernel's checks) during the random games. */
  mutated: number;
  /** Setups (option sets) tried by game, and how many of them the game refused. */
  setups: Record<string, { tried: number; refused: number }>;
  /** Malformed or mutated requests sent, by target. */
  requests: { engine: number; http: number; ws: number };
  /** Requests refused (as they should be). */
  refused: number;
  /** Exceptions that were not refusals (engine, kernel or server). */
  crashes: number;
  /** HTTP answers 500-599. */
  serverErrors: number;
  /** Refused requests after which the journal (or the engine's state) differed. */
  stateChanges: number;
  /** Fair play (issue 33): lobby races, dice fields in requests, engine budgets over the caps. */
  fairPlay: FairPlayReport;
  /** The first few problems, for a person to read. */
  problems: string[];
  seconds: number;
}

export interface FairPlayReport {
  /** Listed seats taken by many concurrent requests, and the takes sent. */
  lobbyRaces: number;
  lobbyTakes: number;
  /** New-game requests naming the dice (seed, rng, ...), and finished matches whose save was verified. */
  seedFields: number;
  verifiedMatches: number;
  /** `go` requests with a budget over the caps, by player kind. */
  engineBudgets: Record<string, number>;
  /** A race with other than one winner, a dice field accepted, two matches with one seed, a save that does not verify, an over-cap budget run. */
  violations: number;
}

export interface FuzzOptions {
  games: Record<string, GameDefinition>;
  /** Time for the random games (s). */
  gameSeconds: number;
  /** Time for malformed requests to each of the engine protocol, HTTP and WebSocket (s). */
  requestSeconds: number;
  seed?: number;
  /** Stop each part after this many (games per game, requests per target). */
  maxGames?: number;
  maxRequests?: number;
  /** The index of the first random game of each game (to replay one: `first: i, maxGames: 1`). */
  first?: number;
  /** Only these games (all by default). */
  only?: string[];
  /** Each fair-play probe (lobby races, seed fields) runs at least this many times, whatever the time (0). */
  atLeast?: number;
  /** A mutated action every this many steps on average (256). */
  mutateEvery?: number;
  /** Replay one game in this many through the kernel's checks (64). */
  checkEvery?: number;
  /** Called about every `progressSeconds` during the random games (long runs). */
  progress?: (report: FuzzReport) => void;
  progressSeconds?: number;
}

const ODD: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53,
  -0,
  1e308,
  '',
  'x',
  'constructor',
  '__proto__',
  [],
  [1, 2],
  {},
  { type: 'pass' },
  '🙂'.repeat(3),
];

function oddValue(rng: Rng, depth = 0): unknown {
  const r = rng.int(10);
  if (r < 7 || depth > 3) return rng.pick(ODD);
  if (r < 8) {
    let v: unknown = 1;
    for (let i = rng.int(3000); i > 0; i--) v = [v];
    return v;
  }
  if (r < 9) return Array.from({ length: rng.int(4) }, () => oddValue(rng, depth + 1));
  return Object.fromEntries(Array.from({ length: rng.int(4) }, (_, i) => [rng.pick(['type', 'unit', 'to', 'seq', 'role', `k${i}`]), oddValue(rng, depth + 1)]));
}

/** A mutation of a JSON object: a field removed, replaced by an odd value, or added. */
function mutate(value: Record<string, unknown>, rng: Rng): Record<string, unknown> {
  const out = { ...value };
  const keys = Object.keys(out);
  const n = 1 + rng.int(2);
  for (let i = 0; i < n; i++) {
    const r = rng.int(3);
    const key = keys.length && r < 2 ? rng.pick(keys) : rng.pick(['type', 'seq', 'role', 'action', 'extra', 'dice', 'unit', 'to']);
    if (r === 0) delete out[key];
    else out[key] = oddValue(rng);
  }
  return out;
}

/** Setups to try for a game: none, each option on (or at its bounds), each scenario, then random sets. */
function setups(game: GameDefinition, rng: Rng, count: number): SetupConfig[] {
  const list: SetupConfig[] = [{}];
  for (const s of game.scenarios) list.push({ scenario: s.id });
  for (const o of game.options) {
    if (o.kind === 'flag') list.push({ options: { [o.id]: !o.default } });
    else for (const v of [o.min, o.max]) if (v !== undefined) list.push({ options: { [o.id]: v } });
  }
  while (list.length < count) {
    const options: Record<string, boolean | number> = {};
    for (const o of game.options) {
      if (rng.int(2)) options[o.id] = o.kind === 'flag' ? rng.int(2) === 1 : (o.min ?? 0) + rng.int((o.max ?? 10) - (o.min ?? 0) + 1);
    }
    const scenario = game.scenarios.length ? rng.pick(game.scenarios).id : undefined;
    list.push(scenario ? { scenario, options } : { options });
  }
  return list;
}

const MAX_STEPS = 50_000;

/**
 * One mutated action every MUTATE_EVERY steps on average (each costs a legality check, an
 * explanation and two copies of the state), and one game in CHECK_EVERY replayed at its end through
 * the kernel's checks: sampled so that 10^5 games of a game cost little more than the games.
 */
const MUTATE_EVERY = 256;
const CHECK_EVERY = 64;

/** Random games of every game with every option; each game also meets mutated actions now and then. */
function fuzzGames(opts: FuzzOptions, report: FuzzReport, problem: (s: string) => void): void {
  const ids = Object.keys(opts.games).filter((id) => !opts.only || opts.only.includes(id));
  const until = performance.now() + opts.gameSeconds * 1000;
  const perGame = (opts.gameSeconds * 1000) / Math.max(1, ids.length);
  const mutateEvery = opts.mutateEvery ?? MUTATE_EVERY;
  const checkEvery = opts.checkEvery ?? CHECK_EVERY;
  let nextProgress = performance.now() + (opts.progressSeconds ?? 60) * 1000;
  ids.forEach((id, gi) => {
    const game = opts.games[id];
    const stop = Math.min(until, performance.now() + perGame * (1 + gi) - perGame * gi);
    // Generators of their own (from the seed and the game's name), so that --only replays the same games.
    const gameSeed = ((opts.seed ?? 1) * 1_000_003 + [...id].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261)) >>> 0;
    const configs = setups(game, new Rng(gameSeed), 64);
    report.games[id] = 0;
    report.setups[id] = { tried: 0, refused: 0 };
    report.checked[id] = 0;
    // At least one complete game of each game, however slow the machine (bounded by the setups tried).
    const more = (i: number) => performance.now() < stop || (report.games[id] === 0 && i - (opts.first ?? 0) < configs.length);
    for (let i = opts.first ?? 0; more(i) && report.games[id] < (opts.maxGames ?? Infinity); i++) {
      if (opts.progress && performance.now() > nextProgress) {
        nextProgress = performance.now() + (opts.progressSeconds ?? 60) * 1000;
        opts.progress(report);
      }
      const config = configs[i % configs.length];
      if (i < configs.length) report.setups[id].tried++;
      // Each game has its own generator: a crash is replayed alone with --only ID --first i --games 1.
      const rng = new Rng((gameSeed + Math.imul(i, 2654435761)) >>> 0);
      let state: unknown;
      try {
        checkSetup(game, config);
        state = game.setup(config);
      } catch (e) {
        if (!(e instanceof RuleError)) {
          report.crashes++;
          problem(`${id} setup ${JSON.stringify(config)}: ${(e as Error).message}`);
        } else if (i < configs.length) report.setups[id].refused++;
        continue;
      }
      // Straight on the game (the inner loop of simulations): legal actions are applied unchecked,
      // and now and then a step first meets a mutated action through the kernel's checks. A sample of
      // games keeps its journal, replayed at the end through the kernel's checks to the same state.
      const journal: { role: string; action: Action }[] | null = report.games[id] % checkEvery === 0 ? [] : null;
      let step = 0;
      try {
        for (; step < MAX_STEPS; step++) {
          const acting = game.toAct(state);
          if (acting.length === 0) break;
          const role = rng.pick(acting);
          if (role === CHANCE) {
            const spec = game.chance(state);
            const dice: Action = { type: 'dice', dice: Array.from({ length: spec.dice }, () => rng.die(spec.sides)) };
            journal?.push({ role, action: dice });
            game.perform(state, role, dice);
            continue;
          }
          const legal = game.legalActions(state, role);
          if (legal.length === 0) throw new Error(`${role} must act but has no legal action`);
          if (rng.int(mutateEvery) === 0) mutatedStep(game, state, role, legal, id, rng, report, problem);
          const action = rng.pick(legal);
          journal?.push({ role, action: JSON.parse(JSON.stringify(action)) as Action });
          game.perform(state, role, action);
        }
        if (step === MAX_STEPS) throw new Error(`no end after ${MAX_STEPS} steps`);
        if (!game.result(state)) throw new Error('over without a result');
        if (journal) {
          // The journal through the kernel's checks (each action legal when taken) reaches the same state.
          const again = game.setup(config);
          for (const e of journal) applyAction(game, again, e.role, e.action);
          if (JSON.stringify(again) !== JSON.stringify(state)) throw new Error('the journal replayed through the checks reaches another state');
          report.checked[id]++;
        }
        report.games[id]++;
      } catch (e) {
        report.crashes++;
        const where = ((e as Error).stack ?? '')
          .split('\n')
          .slice(1, 4)
          .map((l) => l.trim())
          .join(' < ');
        problem(`${id} game ${i} (seed ${opts.seed ?? 1}) ${JSON.stringify(config)} step ${step}: ${(e as Error).message} at ${where}`);
      }
    }
  });
}

/** A mutated action through the kernel's checks: refused (a RuleError) and the state unchanged. */
function mutatedStep(
  game: GameDefinition,
  state: unknown,
  role: string,
  legal: Action[],
  id: string,
  rng: Rng,
  report: FuzzReport,
  problem: (s: string) => void,
): void {
  const bad = mutate(rng.pick(legal) as Record<string, unknown>, rng);
  // A value nested thousands deep is no action (the kernel refuses it unread); the harness's own key
  // of it would overflow the stack, so it is compared only when it is plain JSON a few levels deep.
  const key = isPlainJson(bad, MAX_ACTION_DEPTH) ? actionKey(bad) : '(nested too deep)';
  if (legal.some((a) => actionKey(a) === key)) return;
  report.mutated++;
  const before = JSON.stringify(state);
  try {
    applyAction(game, state, role, bad);
    report.stateChanges++;
    problem(`${id}: ${key.slice(0, 200)} was accepted though not legal`);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    report.refused++;
    if (JSON.stringify(state) !== before) {
      report.stateChanges++;
      problem(`${id}: refused ${key.slice(0, 200)} changed the state`);
    }
  }
}

/** The engine's whole state, to compare before and after a refused request. */
function engineFingerprint(e: EngineState): string {
  return JSON.stringify({ save: e.session?.save() ?? null, auto: e.autoDice, ai: e.aiRng.state(), hash: e.session?.hash() ?? null });
}

function engineRequest(rng: Rng, e: EngineState, ids: string[]): string {
  const s = e.session;
  const valid: Record<string, unknown>[] = [
    { cmd: 'new', game: rng.pick(ids), seed: rng.int(1000), dice: rng.pick(['auto', 'manual']) },
    { cmd: 'status' },
    { cmd: 'legal' },
    { cmd: 'save' },
    { cmd: 'view', role: 'observer' },
    { cmd: 'go', player: 'random', apply: true },
  ];
  if (s) {
    const role = s.toAct()[0];
    if (role && role !== 'chance') {
      const legal = s.game.legalActions(s.state, role);
      if (legal.length) valid.push({ cmd: 'apply', role, action: rng.pick(legal), seq: s.seq });
    }
    valid.push({ cmd: 'load', save: s.save() });
  }
  const base = rng.pick(valid);
  const r = rng.int(10);
  if (r < 3) return JSON.stringify(base);
  if (r < 8) {
    const m = mutate(base, rng);
    if (m.save && typeof m.save === 'object' && rng.int(2)) m.save = mutate(m.save as Record<string, unknown>, rng);
    if (m.action && typeof m.action === 'object' && !Array.isArray(m.action) && rng.int(2)) m.action = mutate(m.action as Record<string, unknown>, rng);
    return JSON.stringify(m);
  }
  if (r < 9) return '{"cmd":"status","id":' + '['.repeat(rng.int(20_000)) + ']'.repeat(rng.int(20_000)) + '}';
  const text = JSON.stringify(base);
  return text.slice(0, rng.int(text.length + 1)) + rng.pick(['', '}', '"', '\\', '\u0000']);
}

function fuzzEngine(opts: FuzzOptions, report: FuzzReport, rng: Rng, problem: (s: string) => void): void {
  const ids = Object.keys(opts.games);
  const e = new EngineState();
  const until = performance.now() + opts.requestSeconds * 1000;
  while (performance.now() < until && report.requests.engine < (opts.maxRequests ?? Infinity)) {
    const line = engineRequest(rng, e, ids);
    report.requests.engine++;
    const before = engineFingerprint(e);
    let reply: ReturnType<typeof e.handle>['reply'];
    try {
      reply = e.handle(line).reply;
    } catch (err) {
      report.crashes++;
      problem(`engine: ${line.slice(0, 200)} -> ${(err as Error).message}`);
      continue;
    }
    if (reply.ok === false) {
      report.refused++;
      if (reply.code === 'internal') {
        report.crashes++;
        problem(`engine: ${line.slice(0, 200)} -> internal ${String(reply.error)}`);
      }
      if (engineFingerprint(e) !== before) {
        report.stateChanges++;
        problem(`engine: refused ${line.slice(0, 200)} changed the engine`);
      }
    }
    // Keep games short: start again now and then, and when one is over.
    if (e.session && (e.session.isOver() || e.session.seq > 400)) e.handle('{"cmd":"new","game":"' + rng.pick(ids) + '"}');
  }
}

interface Target {
  token: string;
  matchId: string;
  observer: string;
}

async function fuzzServer(opts: FuzzOptions, report: FuzzReport, rng: Rng, problem: (s: string) => void): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'arras-fuzz-'));
  const store = new SqliteStore(path.join(dir, 'fuzz.sqlite'));
  const { app } = await buildApp({ store, games: opts.games, rateLimits: false, accounts: { mailDir: path.join(dir, 'mail') } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const journalOf = async (id: string) => JSON.stringify((await store.loadMatch(id))?.journal ?? null);
  const call = async (method: string, p: string, body?: string, headers: Record<string, string> = {}) => {
    const res = await fetch(url + p, { method, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers }, body });
    const text = await res.text();
    return { status: res.status, text };
  };
  try {
    const ids = Object.keys(opts.games);
    const targets: Target[] = [];
    const newTarget = async () => {
      const id = rng.pick(ids);
      const game = opts.games[id];
      const r = await call('POST', '/api/matches', JSON.stringify({ game: id, seat: game.roles[0], opponent: 'hotseat' }));
      if (r.status !== 201) throw new Error(`fuzz: could not start a match of ${id}: ${r.text}`);
      const m = JSON.parse(r.text) as CreatedMatch;
      return { token: m.links[0].token, matchId: m.matchId, observer: m.observer.token };
    };
    for (let i = 0; i < 6; i++) targets.push(await newTarget());

    // HTTP: mutated actions, undos, resigns, new matches, replays and raw bodies.
    let until = performance.now() + opts.requestSeconds * 1000;
    while (performance.now() < until && report.requests.http < (opts.maxRequests ?? Infinity)) {
      const ti = rng.int(targets.length);
      const t = targets[ti];
      const snap = JSON.parse((await call('GET', `/api/play/${t.token}`)).text) as Snapshot;
      if (snap.status !== 'active' || snap.seq > 300) {
        targets[ti] = await newTarget();
        continue;
      }
      const legal = snap.legal.length ? rng.pick(snap.legal) : null;
      const kind = rng.int(10);
      let method = 'POST';
      let p = `/api/play/${t.token}/action`;
      let body: string | undefined;
      if (kind < 5 && legal) body = JSON.stringify(mutate({ seq: snap.seq, action: mutate(legal.action, rng), role: legal.role }, rng));
      else if (kind < 6)
        (body = JSON.stringify(mutate({ seq: snap.seq, role: snap.myRoles[0] }, rng))), (p = `/api/play/${t.token}/${rng.pick(['undo', 'resign'])}`);
      else if (kind < 7 && rng.int(2) === 0)
        (body = JSON.stringify(mutate({ game: rng.pick(ids), seat: 'allied', opponent: 'hotseat', options: {} }, rng))), (p = '/api/matches');
      else if (kind < 7) {
        // Issue 30's routes: clock requests, chat, block, report; issue 32's: a hint, an analysis (refused
        // in a game between people still in play).
        const [route, sample] = rng.pick([
          ['clock', { request: 'pause' }],
          ['chat', { text: 'hello' }],
          ['chat/block', { seat: snap.game.roles[1], block: true }],
          ['chat/report', { line: 1, reason: 'spam' }],
          ['hint', {}],
          ['analysis', {}],
        ] as const);
        (p = `/api/play/${t.token}/${route}`), (body = JSON.stringify(mutate({ ...sample }, rng)));
      } else if (kind < 8)
        (method = 'GET'),
          (p = `/api/play/${t.token}/replay?step=${encodeURIComponent(String(oddValue(rng)))}&role=${encodeURIComponent(String(oddValue(rng)))}`);
      else if (kind < 9) body = '{"seq":' + snap.seq + ',"action":' + '['.repeat(rng.int(8000)) + ']'.repeat(rng.int(8000)) + '}';
      else body = JSON.stringify({ seq: snap.seq, action: legal?.action ?? { type: 'pass' } }).slice(0, rng.int(60)) + rng.pick(['', '}', '\u0000']);
      // A resign that is well formed is legal: it is the only mutation that may change the match.
      const before = await journalOf(t.matchId);
      report.requests.http++;
      const r = await call(method, p, body);
      if (r.status >= 500) {
        report.serverErrors++;
        problem(`HTTP ${method} ${p} ${body?.slice(0, 200)} -> ${r.status} ${r.text.slice(0, 200)}`);
      }
      if (r.status >= 400) {
        report.refused++;
        if ((await journalOf(t.matchId)) !== before) {
          report.stateChanges++;
          problem(`HTTP refused ${p} ${body?.slice(0, 200)} changed the journal`);
        }
      }
      // Move the match on now and then so that requests meet many positions.
      if (legal && rng.int(2) === 0)
        await call('POST', `/api/play/${t.token}/action`, JSON.stringify({ seq: snap.seq, action: legal.action, role: legal.role }));
    }

    // Accounts and turn notices (issue 30): mutated requests with no, forged or real sessions.
    const seat = targets[0];
    await fuzzAccountRoutes({
      store,
      rng,
      call,
      mutate,
      oddValue,
      seat,
      requests: Math.min(Math.ceil((opts.maxRequests ?? 400) / 4), 400),
      sent: () => report.requests.http++,
      refused: () => report.refused++,
      problem: (s: string) => (s.includes('-> 5') ? report.serverErrors++ : 0, problem(s)),
      stateChanged: () => report.stateChanges++,
    });

    // WebSocket: bad links, raw and malformed frames; the match must not change.
    until = performance.now() + opts.requestSeconds * 1000;
    const wsUrl = url.replace('http', 'ws');
    while (performance.now() < until && report.requests.ws < (opts.maxRequests ?? Infinity)) {
      const t = rng.pick(targets);
      const before = await journalOf(t.matchId);
      const token = rng.int(4) === 0 ? encodeURIComponent(String(oddValue(rng))).slice(0, 80) || 'x' : rng.pick([t.token, t.observer]);
      const ws = new WebSocket(`${wsUrl}/api/play/${token}/ws?lang=${encodeURIComponent(String(rng.pick(ODD)))}`);
      await new Promise<void>((resolve) => {
        const done = () => resolve();
        ws.once('error', done);
        ws.once('close', done);
        ws.once('open', () => {
          const n = 1 + rng.int(8);
          for (let i = 0; i < n; i++) {
            report.requests.ws++;
            const frame = rng.int(3) === 0 ? Buffer.from(Array.from({ length: rng.int(6000) }, () => rng.int(256))) : JSON.stringify(oddValue(rng));
            ws.send(frame);
          }
          ws.send('ping');
          setTimeout(() => ws.close(), 5);
        });
      });
      if ((await journalOf(t.matchId)) !== before) {
        report.stateChanges++;
        problem(`WebSocket frames changed the journal of ${t.matchId}`);
      }
    }
    const health = await call('GET', '/api/health');
    if (health.status !== 200) {
      report.crashes++;
      problem(`server unhealthy after the fuzz: ${health.status}`);
    }
  } finally {
    await app.close();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A throwaway server (SQLite) for one part of the fuzz, and a raw HTTP call to it. */
async function withServer(
  opts: FuzzOptions,
  fn: (call: (method: string, p: string, body?: string) => Promise<{ status: number; text: string }>) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'arras-fuzz-'));
  const store = new SqliteStore(path.join(dir, 'fuzz.sqlite'));
  const { app } = await buildApp({ store, games: opts.games, rateLimits: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await fn(async (method, p, body) => {
      const res = await fetch(url + p, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body });
      return { status: res.status, text: await res.text() };
    });
  } finally {
    await app.close();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Issue 33: many concurrent takes of one listed seat; exactly one gets a link, the others 410. */
async function fuzzLobbyRace(opts: FuzzOptions, report: FuzzReport, rng: Rng, problem: (s: string) => void): Promise<void> {
  const ids = Object.keys(opts.games);
  const until = performance.now() + opts.requestSeconds * 1000;
  await withServer(opts, async (call) => {
    while (
      (performance.now() < until || report.fairPlay.lobbyRaces < (opts.atLeast ?? 0)) &&
      report.fairPlay.lobbyRaces < (opts.maxRequests ?? Infinity) / 10
    ) {
      const id = rng.pick(ids);
      const game = opts.games[id];
      const r = await call('POST', '/api/matches', JSON.stringify({ game: id, seat: game.roles[0], opponent: 'invite', lobby: true }));
      if (r.status !== 201) throw new Error(`fuzz: could not list a match of ${id}: ${r.text}`);
      const m = JSON.parse(r.text) as CreatedMatch;
      const seat = game.roles[1];
      const n = 2 + rng.int(31);
      const takes = await Promise.all(Array.from({ length: n }, () => call('POST', `/api/lobby/${m.matchId}/${seat}`, '{}')));
      report.fairPlay.lobbyRaces++;
      report.fairPlay.lobbyTakes += n;
      const won = takes.filter((t) => t.status === 200).length;
      const lost = takes.filter((t) => t.status === 410).length;
      const listed = (JSON.parse((await call('GET', '/api/lobby')).text) as { open: { matchId: string }[] }).open.some((e) => e.matchId === m.matchId);
      if (won !== 1 || lost !== n - 1 || listed || m.links.some((l) => l.seat === seat)) {
        report.fairPlay.violations++;
        problem(`lobby race on ${id}: ${n} takes, ${won} won, ${lost} refused with 410, still listed: ${listed}`);
      }
    }
  });
}

/**
 * Issue 33: a new game naming its dice (a seed-like field, any value) is refused and changes nothing;
 * the matches made meanwhile each have their own seed (pairwise distinct once revealed), and each
 * one's save, once over, verifies (its dice are the seed's).
 */
async function fuzzSeedFields(opts: FuzzOptions, report: FuzzReport, rng: Rng, problem: (s: string) => void): Promise<void> {
  const ids = Object.keys(opts.games);
  const until = performance.now() + opts.requestSeconds * 1000;
  const seeds = new Set<string>();
  await withServer(opts, async (call) => {
    while ((performance.now() < until || report.fairPlay.seedFields < (opts.atLeast ?? 0)) && report.fairPlay.seedFields < (opts.maxRequests ?? Infinity) / 4) {
      const id = rng.pick(ids);
      const game = opts.games[id];
      const body: Record<string, unknown> = { game: id, seat: game.roles[0], opponent: 'hotseat' };
      const field = rng.pick(DICE_FIELDS);
      const bad = { ...body, [field]: rng.int(2) ? rng.int(2 ** 31) : oddValue(rng) };
      const before = JSON.parse((await call('GET', '/api/health')).text).matches;
      const r = await call('POST', '/api/matches', JSON.stringify(bad));
      report.fairPlay.seedFields++;
      const after = JSON.parse((await call('GET', '/api/health')).text).matches;
      if (r.status !== 400 || !r.text.includes('seed is chosen by the server') || after !== before) {
        report.fairPlay.violations++;
        problem(`POST /api/matches with "${field}" -> ${r.status} ${r.text.slice(0, 160)} (matches ${before} -> ${after})`);
      }
      // The same game without the field: its own seed, and its dice verify once it is over.
      const ok = await call('POST', '/api/matches', JSON.stringify(body));
      const m = JSON.parse(ok.text) as CreatedMatch;
      const t = m.links[0].token;
      for (let i = rng.int(30); i > 0; i--) {
        const snap = JSON.parse((await call('GET', `/api/play/${t}`)).text) as Snapshot;
        if (snap.status !== 'active' || !snap.legal.length) break;
        const pick = rng.pick(snap.legal);
        await call('POST', `/api/play/${t}/action`, JSON.stringify({ seq: snap.seq, action: pick.action, role: pick.role }));
      }
      await call('POST', `/api/play/${t}/resign`, '{}');
      const save = JSON.parse((await call('GET', `/api/play/${t}/save`)).text) as SaveFile;
      const verdict = verifyDice(game, save, m.diceCommitment ?? undefined);
      if (!verdict.ok || !save.seed || seeds.has(save.seed)) {
        report.fairPlay.violations++;
        problem(`${id}: save of a finished match: ${verdict.problems.join('; ') || `seed ${save.seed} seen before`}`);
      }
      if (save.seed) seeds.add(save.seed);
      report.fairPlay.verifiedMatches++;
    }
  });
}

/** Issue 33: `go` with a budget over the caps, for every player kind that takes one: refused at once, nothing changed. */
function fuzzEngineBudgets(opts: FuzzOptions, report: FuzzReport, rng: Rng, problem: (s: string) => void): void {
  const e = new EngineState();
  const until = performance.now() + Math.min(opts.requestSeconds, 5) * 1000;
  e.handle(JSON.stringify({ cmd: 'new', game: rng.pick(Object.keys(opts.games)) }));
  let sent = 0;
  while (performance.now() < until && sent < (opts.maxRequests ?? Infinity)) {
    const kind = rng.pick(['search', 'hard', 'uct']);
    const overMs = `${MAX_GO_MS + 1 + rng.int(1e9)}ms`;
    const overIterations = String(MAX_GO_ITERATIONS + 1 + rng.int(1e9));
    const budget = rng.pick([overMs, overIterations, `${rng.int(1000)}:${overMs}`]);
    const line = JSON.stringify({ cmd: 'go', player: `${kind}:${budget}` });
    const before = engineFingerprint(e);
    const t0 = performance.now();
    const reply = e.handle(line).reply;
    const ms = performance.now() - t0;
    sent++;
    report.fairPlay.engineBudgets[kind] = (report.fairPlay.engineBudgets[kind] ?? 0) + 1;
    if (reply.ok !== false || reply.code !== 'malformed' || ms > 1000 || engineFingerprint(e) !== before) {
      report.fairPlay.violations++;
      problem(`engine: ${line} -> ${JSON.stringify(reply).slice(0, 160)} after ${Math.round(ms)} ms`);
    }
  }
}

export async function runFuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const t0 = performance.now();
  const rng = new Rng(opts.seed ?? 1);
  const report: FuzzReport = {
    games: {},
    checked: {},
    mutated: 0,
    setups: {},
    requests: { engine: 0, http: 0, ws: 0 },
    refused: 0,
    crashes: 0,
    serverErrors: 0,
    stateChanges: 0,
    fairPlay: { lobbyRaces: 0, lobbyTakes: 0, seedFields: 0, verifiedMatches: 0, engineBudgets: {}, violations: 0 },
    problems: [],
    seconds: 0,
  };
  const problem = (s: string) => {
    if (report.problems.length < 20) report.problems.push(s);
  };
  fuzzGames(opts, report, problem);
  if (opts.requestSeconds > 0) {
    fuzzEngine(opts, report, rng, problem);
    await fuzzServer(opts, report, rng, problem);
    fuzzEngineBudgets(opts, report, rng, problem);
    await fuzzLobbyRace(opts, report, rng, problem);
    await fuzzSeedFields(opts, report, rng, problem);
  }
  report.seconds = Math.round((performance.now() - t0) / 100) / 10;
  return report;
}
