// Load benchmark of the game server (loopback only, stops by itself):
//   npx tsx bench/server.ts [--games 50] [--seconds 15] [--game ca-arras-1940] [--observers 1]
//                           [--store sqlite|pg] [--instances 1] [--think 0 | --think MIN-MAX]
//                           [--sample S] [--idle S] [--json]
// Starts the server in child processes (bench/server-host.ts, per-address rate limits lifted: all
// the traffic comes from this one address) on a throwaway SQLite file (WAL) or a throwaway
// PostgreSQL cluster (test/server/postgres.ts; several instances share it), then keeps N matches in
// play at once, each with two scripted players (uniformly random legal actions, sent over HTTP) and
// observers, all listening on WebSockets. With several instances, the seats and observers of one
// match are spread over them, so an update crosses instances (LISTEN/NOTIFY). Reports actions per
// second and the latency from an action being sent to every seat and observer of that match having
// received the new snapshot.
//
// Each seat has its own keep-alive HTTP connection, opened during the warm-up like a player's page
// (which loaded the match and opened its WebSocket before the first move). Sharing one pool for all
// seats made the first move of every match open a new connection at the same instant, and Node
// accepts one connection per turn of its event loop (libuv >= 1.45): under a saturating load the
// 200 new connections waited in the listen queue for up to 20 s, which was the p99 of the run.
//
// --think 0 is a closed loop (each lane sends its next action as soon as the last one is seen, so
// latency is about lanes / throughput: a queueing figure). --think MIN-MAX waits a uniform time in
// that range (ms) before each action, as a player does: the latency then reflects the service time.
// --sample S prints each instance's matches in memory, RSS and heap every S seconds (long runs);
// --idle S sets the servers' IDLE_SECONDS (how long a match nobody watches stays in memory).
import http from 'node:http';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { CreatedMatch, Snapshot } from '../src/protocol/types.ts';
import { type TestPostgres, startPostgres } from '../test/server/postgres.ts';

const args = process.argv.slice(2);
const arg = (name: string, dflt: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const CONCURRENT = Number(arg('games', '50'));
const SECONDS = Number(arg('seconds', '15'));
const OBSERVERS = Number(arg('observers', '1'));
const STORE = arg('store', 'sqlite');
const INSTANCES = Number(arg('instances', '1'));
/** A player's thinking time between actions (ms): MIN-MAX uniform, or N for 0.5N-1.5N. 0: each lane sends its next action at once (a closed loop). */
const THINK_ARG = arg('think', '0');
const [THINK_MIN, THINK_MAX] = THINK_ARG.includes('-') ? THINK_ARG.split('-').map(Number) : [Number(THINK_ARG) * 0.5, Number(THINK_ARG) * 1.5];
if (!(THINK_MIN >= 0 && THINK_MAX >= THINK_MIN)) throw new Error('--think is N or MIN-MAX (ms)');
const SAMPLE = Number(arg('sample', '0'));
const IDLE = arg('idle', '');
let GAME = arg('game', '');
if (STORE !== 'sqlite' && STORE !== 'pg') throw new Error('--store is sqlite or pg');
if (STORE === 'sqlite' && INSTANCES !== 1) throw new Error("several instances need --store pg (SQLite is one process's file)");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(tmpdir(), 'arras-bench-'));
let postgres: TestPostgres | null = null;
const storeEnv: Record<string, string> = {};
if (STORE === 'pg') {
  postgres = await startPostgres();
  storeEnv.DATABASE_URL = await postgres.database('bench');
} else storeEnv.DATABASE = path.join(dir, 'bench.sqlite');

const hostArgs = (process.env.BENCH_HOST_ARGS ?? '').split(' ').filter(Boolean); // e.g. --cpu-prof
function startHost(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...hostArgs, '--import', 'tsx', path.join(root, 'bench/server-host.ts')], {
    cwd: root,
    env: { ...process.env, ...storeEnv, RATE_LIMITS: 'off', MAX_SECONDS: String(SECONDS + 600), ...(IDLE ? { IDLE_SECONDS: IDLE } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let hostOut = '';
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000);
    child.stdout!.on('data', (d) => {
      hostOut += String(d);
      const m = hostOut.match(/READY (\S+)/);
      if (m) {
        clearTimeout(t);
        resolve({ child, url: m[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}
const hosts = await Promise.all(Array.from({ length: INSTANCES }, startHost));
const url = hosts[0].url;
let matchCounter = 0;

async function post<T>(p: string, body: unknown, base = url): Promise<{ status: number; body: T }> {
  const res = await fetch(base + p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

/** A request on a seat's own keep-alive connection (as a player's browser keeps one). */
function request<T>(agent: http.Agent, base: string, method: string, p: string, body?: unknown): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      base + p,
      { method, agent, headers: data === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as T });
          } catch (e) {
            reject(e);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const list = (await (await fetch(url + '/api/games')).json()) as { games: { id: string; roles: string[] }[] };
if (!GAME) GAME = list.games.some((g) => g.id === 'ca-arras-1940') ? 'ca-arras-1940' : 'dice-race';
const info = list.games.find((g) => g.id === GAME);
if (!info) throw new Error(`unknown game ${GAME}; games: ${list.games.map((g) => g.id).join(', ')}`);

const latencies: number[] = [];
/** From an action sent to its HTTP answer. */
const postTimes: number[] = [];
let actions = 0;
let steps = 0;
let finished = 0;
let refused = 0;
let errors = 0;
let running = true;

/** A tiny deterministic generator for the scripted players' choices. */
let seed = 12345;
const rand = (n: number) => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed % n;
};

interface Sock {
  ws: WebSocket;
  last: Snapshot | null;
  waiter: ((s: Snapshot) => void) | null;
}

function openSocket(token: string, base: string): Promise<Sock> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/play/${token}/ws`);
    const sock: Sock = { ws, last: null, waiter: null };
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data));
      if (msg.type !== 'snapshot') return;
      sock.last = msg.snapshot;
      sock.waiter?.(msg.snapshot);
    });
    ws.once('open', () => resolve(sock));
    ws.once('error', reject);
  });
}

/** Resolves when `sock` has a snapshot with seq > `after` (or any change of status). */
function nextSnapshot(sock: Sock, after: number, since: number): Promise<number> {
  return new Promise((resolve) => {
    const check = (s: Snapshot) => {
      if (s.seq > after || s.status === 'over') {
        sock.waiter = null;
        resolve(performance.now() - since);
        return true;
      }
      return false;
    };
    if (sock.last && check(sock.last)) return;
    sock.waiter = (s) => void check(s);
  });
}

interface Prepared {
  seats: { token: string; base: string; sock: Sock; agent: http.Agent }[];
  all: Sock[];
}

/** A new match with its seats and observers connected and their first snapshots received. */
async function prepareMatch(): Promise<Prepared> {
  const n = matchCounter++;
  // With several instances, each seat and observer of the match talks to its own (round robin).
  const hostFor = (k: number) => hosts[(n + k) % hosts.length].url;
  const m = (await post<CreatedMatch>('/api/matches', { game: GAME, seat: info!.roles[0], opponent: 'invite' }, hostFor(0))).body;
  const seats = await Promise.all(
    m.links.map(async (l, k) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      // The page's first request opens the seat's connection (kept for its actions).
      await request(agent, hostFor(k), 'GET', `/api/play/${l.token}/summary`);
      return { token: l.token, base: hostFor(k), agent, sock: await openSocket(l.token, hostFor(k)) };
    }),
  );
  const watchers = await Promise.all(Array.from({ length: OBSERVERS }, (_, k) => openSocket(m.observer.token, hostFor(seats.length + k))));
  const all = [...seats.map((s) => s.sock), ...watchers];
  await Promise.all(all.map((s) => nextSnapshot(s, -1, 0)));
  return { seats, all };
}

async function playOneMatch(prepared: Prepared): Promise<void> {
  const { seats, all } = prepared;
  try {
    while (running) {
      if (THINK_MAX > 0) await new Promise((r) => setTimeout(r, THINK_MIN + (THINK_MAX - THINK_MIN) * Math.random()));
      const actor = seats.find((s) => s.sock.last && s.sock.last.legal.length > 0 && s.sock.last.status === 'active');
      if (!actor) break; // over
      const snap = actor.sock.last!;
      const pick = snap.legal[rand(snap.legal.length)];
      const t0 = performance.now();
      const arrivals = all.map((s) => nextSnapshot(s, snap.seq, t0));
      const r = await request<Snapshot & { error?: unknown }>(actor.agent, actor.base, 'POST', `/api/play/${actor.token}/action`, {
        seq: snap.seq,
        action: pick.action,
        role: pick.role,
      });
      if (r.status !== 200) {
        if (r.status === 409) refused++;
        else errors++;
        all.forEach((s) => (s.waiter = null));
        if (r.status !== 409) break;
        continue;
      }
      postTimes.push(performance.now() - t0);
      const times = await Promise.all(arrivals);
      latencies.push(Math.max(...times));
      actions++;
      steps += r.body.seq - snap.seq;
      if (r.body.status === 'over') {
        finished++;
        break;
      }
    }
  } finally {
    for (const s of all) s.ws.close();
    for (const s of seats) s.agent.destroy();
  }
}

async function lane(first: Prepared): Promise<void> {
  let next: Prepared | null = first;
  while (running && performance.now() < deadline) {
    try {
      await playOneMatch(next ?? (await prepareMatch()));
    } catch (e) {
      errors++;
      console.error(e);
    }
    next = null;
  }
}

// Warm-up, not measured: every match started and connected before the clock starts.
const prepared: Prepared[] = [];
for (let i = 0; i < CONCURRENT; i += 10) prepared.push(...(await Promise.all(Array.from({ length: Math.min(10, CONCURRENT - i) }, prepareMatch))));
const health = async () =>
  Promise.all(hosts.map(async (h) => (await (await fetch(h.url + '/api/health')).json()) as { live: number; rssMB: number; heapMB?: number }));
const healthBefore = await health();
const started = performance.now();
/** Memory over the run (--sample S): seconds, then per instance matches in memory, RSS and heap. */
const samples: { t: number; live: number[]; rssMB: number[]; heapMB: number[]; actions: number; finished: number }[] = [];
const sampler =
  SAMPLE > 0
    ? setInterval(() => {
        void health().then((hs) => {
          const row = {
            t: Math.round((performance.now() - started) / 1000),
            live: hs.map((h) => h.live),
            rssMB: hs.map((h) => h.rssMB),
            heapMB: hs.map((h) => h.heapMB ?? NaN),
            actions,
            finished,
          };
          samples.push(row);
          console.log(
            `  t=${row.t}s live ${row.live.join('/')} rss ${row.rssMB.join('/')} MB heap ${row.heapMB.join('/')} MB, ${actions} actions, ${finished} games finished`,
          );
        });
      }, SAMPLE * 1000)
    : null;
const deadline = started + SECONDS * 1000;
const timer = setTimeout(() => (running = false), SECONDS * 1000);
await Promise.all(prepared.map(lane));
clearTimeout(timer);
if (sampler) clearInterval(sampler);
const elapsed = (performance.now() - started) / 1000;
const healthAfter = await health();

latencies.sort((a, b) => a - b);
postTimes.sort((a, b) => a - b);
const pq = (p: number) => (postTimes.length ? postTimes[Math.min(postTimes.length - 1, Math.floor(p * postTimes.length))] : NaN);
const q = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] : NaN);
const report = {
  game: GAME,
  store: STORE,
  instances: INSTANCES,
  thinkMs: [THINK_MIN, THINK_MAX],
  concurrentGames: CONCURRENT,
  observersPerGame: OBSERVERS,
  seconds: Number(elapsed.toFixed(1)),
  actions,
  journalSteps: steps,
  gamesFinished: finished,
  actionsPerSecond: Number((actions / elapsed).toFixed(1)),
  latencyMs: { p50: Number(q(0.5).toFixed(2)), p90: Number(q(0.9).toFixed(2)), p99: Number(q(0.99).toFixed(2)), max: Number(q(1).toFixed(2)) },
  answerMs: { p50: Number(pq(0.5).toFixed(2)), p99: Number(pq(0.99).toFixed(2)) },
  refusedStale: refused,
  errors,
  /** Matches in memory and resident memory per instance, when play started and when it ended. */
  memory: { before: healthBefore, after: healthAfter, samples },
};
await Promise.all(
  hosts.map(({ child }) => {
    child.kill('SIGTERM');
    return new Promise((r) => child.once('exit', r));
  }),
);
await postgres?.stop();
rmSync(dir, { recursive: true, force: true });
console.log(`server load benchmark (${GAME}, loopback, ${STORE === 'pg' ? `PostgreSQL, ${INSTANCES} instance(s)` : 'SQLite WAL'})`);
console.log(
  `  ${CONCURRENT} concurrent games, 2 scripted seats + ${OBSERVERS} observer(s) each, thinking ${THINK_MAX > 0 ? `${THINK_MIN}-${THINK_MAX}` : 0} ms, ${report.seconds} s`,
);
console.log(`  ${actions} actions (${steps} journal steps with dice), ${finished} games finished`);
console.log(`  ${report.actionsPerSecond} actions/s`);
console.log(
  `  latency, action sent -> every seat and observer updated: p50 ${report.latencyMs.p50} ms, p90 ${report.latencyMs.p90} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms`,
);
console.log(`  the action's own HTTP answer: p50 ${report.answerMs.p50} ms, p99 ${report.answerMs.p99} ms`);
console.log(`  refused as stale: ${refused}, errors: ${errors}`);
console.log(
  `  per instance, matches in memory and RSS: ${healthBefore.map((h, i) => `${h.live} -> ${healthAfter[i].live} matches, ${h.rssMB} -> ${healthAfter[i].rssMB} MB`).join('; ')}`,
);
if (args.includes('--json')) console.log(JSON.stringify(report));
process.exit(errors > 0 ? 1 : 0);
