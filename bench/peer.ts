// The peer comparison of the developers' guide (issue 32, item 6): each game's random-play rate
// against a peer rules engine's, measured side by side in one run, interleaved round by round so
// that the machine's load falls on both alike. Peers are Rally the Troops modules (rules.js with
// setup/view/action over a plain JSON state), played at random the way Rally the Troops' own fuzzer
// plays them (rally-the-troops/server tools/fuzz.js: view of the active role, every enabled action
// and argument listed, "undo" never chosen, one picked at random); the fuzzer's own checks (a deep
// copy of the state before every action for its undo test) are left out, which favours the peer.
// An action is one player decision on both sides (our dice are chance actions, not counted; a
// peer's dice are inside its actions).
//
// The peers' code is not in this repository: `sh tools/peers.sh` puts it in ../peers (pinned
// commits). Without it this prints how to get it and exits 0.
//   npx tsx bench/peer.ts [--seconds S] [--rounds R] [--warm W] [--wall] [GAME ...]   (W: seconds of warm-up, default 3)
// By default the clock is CPU time (process.cpuUsage), for a machine shared with other work.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Which peer each game is compared with: an area-map peer for the area games, a hex-map one for hex games. */
export const PEERS: Record<string, string> = {
  'ca-arras-1940': 'hammer-of-the-scots',
  'ca-arras-battles': 'hammer-of-the-scots',
  'cambrai-1917': 'hammer-of-the-scots',
  'arras-postcard': 'waterloo-campaign-1815',
  'cruellest-month': 'waterloo-campaign-1815',
};

const here = dirname(fileURLToPath(import.meta.url));
const peersDir = process.env.PEERS_DIR ?? resolve(here, '..', '..', 'peers');
const argv = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const seconds = opt('seconds', 2);
const rounds = opt('rounds', 3);
/**
 * Seconds of warm-up before each measure, ours and the peer's alike (--warm W): the flagship reaches its full
 * speed after about 2.5 CPU s of random games (its many rule functions wait for the optimizing compiler),
 * so after half a second its first measured seconds ran a third slower (3.03 against 2.12 ms a game, 6 CPU s
 * measured, 29 Nov 2026).
 */
const warm = opt('warm', 3);
const byWall = argv.includes('--wall');
const clockMs = () => {
  if (byWall) return performance.now();
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

interface PeerRules {
  scenarios: string[] | Record<string, string[]>;
  roles: string[] | ((scenario: string, options: object) => string[]);
  setup(seed: number, scenario: string, options: object): { active: string | string[] };
  view(state: unknown, role: string): { actions?: Record<string, unknown> };
  action(state: unknown, role: string, action: string, arg?: unknown): { active: string | string[] };
}

/** A small seeded generator for the peer's choices (xorshift32). */
function picker(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/** One random game of a peer: the number of actions until nobody is to act (or the fuzzer's cap of 10,000). */
function peerGame(rules: PeerRules, seed: number): number {
  const pick = picker(seed);
  const scenarios = (Array.isArray(rules.scenarios) ? rules.scenarios : Object.values(rules.scenarios).flat()).filter((n) => !n.startsWith('Random'));
  const scenario = scenarios[pick(scenarios.length)];
  const roles = typeof rules.roles === 'function' ? rules.roles(scenario, {}) : rules.roles;
  let g = rules.setup(1 + pick(2 ** 31 - 2), scenario, {});
  let steps = 0;
  const actions: [string, unknown][] = [];
  while (g.active && g.active !== 'None' && steps < 10_000) {
    const role = Array.isArray(g.active) ? g.active[pick(g.active.length)] : g.active === 'Both' ? roles[pick(roles.length)] : g.active;
    const v = rules.view(g, role);
    actions.length = 0;
    for (const act in v.actions ?? {}) {
      const arg = v.actions![act];
      if (act === 'undo' || act === 'ping' || arg === 0 || arg === false) continue;
      if (Array.isArray(arg)) for (const a of arg) actions.push([act, a]);
      else actions.push([act, undefined]);
    }
    if (actions.length === 0) throw new Error(`peer dead end at step ${steps}`);
    const [act, arg] = actions[pick(actions.length)];
    g = rules.action(g, role, act, arg);
    steps++;
  }
  return steps;
}

function peerChild(name: string): { games: number; actions: number; ms: number } {
  const rules = createRequire(join(peersDir, name, 'package.json'))('./rules.js') as PeerRules;
  (globalThis as { RTT_FUZZER?: boolean }).RTT_FUZZER = true;
  let seed = 1;
  for (const t0 = clockMs(); clockMs() - t0 < warm * 1000; ) peerGame(rules, 1_000_000 + seed++);
  let games = 0;
  let actions = 0;
  const t0 = clockMs();
  while (clockMs() - t0 < seconds * 1000) {
    actions += peerGame(rules, seed++);
    games++;
  }
  return { games, actions, ms: clockMs() - t0 };
}

if (argv[0] === '--peer-child') {
  console.log(JSON.stringify(peerChild(argv[1])));
  process.exit(0);
}

const only = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.match(/^--(seconds|rounds|warm)$/));
const list = Object.entries(PEERS).filter(([g]) => only.length === 0 || only.includes(g));
const missing = [...new Set(list.map(([, p]) => p))].filter((p) => !existsSync(join(peersDir, p, 'rules.js')));
if (missing.length > 0) {
  console.log(`peer bench: ${missing.join(', ')} not in ${peersDir}; run \`sh tools/peers.sh\` to fetch them (outside the repository).`);
  process.exit(0);
}

const run = (args: string[]): string =>
  execFileSync(process.execPath, [...process.execArgv, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
    .trim()
    .split('\n')
    .pop()!;
const ours = (game: string) => {
  const r = JSON.parse(run([join(here, 'engine.ts'), '--child', '--seconds', String(seconds), '--warm', String(warm), ...(byWall ? [] : ['--cpu']), game])) as {
    games: number;
    actions: number;
    ms: number;
  };
  return { rate: r.actions / (r.ms / 1000), msPerGame: r.ms / r.games };
};
const peer = (name: string) => {
  const r = JSON.parse(
    run([fileURLToPath(import.meta.url), '--peer-child', name, '--seconds', String(seconds), '--warm', String(warm), ...(byWall ? ['--wall'] : [])]),
  ) as {
    games: number;
    actions: number;
    ms: number;
  };
  return { rate: r.actions / (r.ms / 1000), msPerGame: r.ms / r.games };
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows = [['game', 'peer', 'actions/s', 'peer actions/s', 'ratio (median)', 'ratio range', 'ms/game', 'peer ms/game']];
for (const [game, name] of list) {
  const o: ReturnType<typeof ours>[] = [];
  const p: ReturnType<typeof peer>[] = [];
  for (let r = 0; r < rounds; r++) {
    // Alternate which goes first, so a change of load between the two halves of a round falls on both.
    if (r % 2 === 0) {
      o.push(ours(game));
      p.push(peer(name));
    } else {
      p.push(peer(name));
      o.push(ours(game));
    }
  }
  const ratios = o.map((x, i) => x.rate / p[i].rate);
  rows.push([
    game,
    name,
    Math.round(median(o.map((x) => x.rate))).toLocaleString('en-US'),
    Math.round(median(p.map((x) => x.rate))).toLocaleString('en-US'),
    `${median(ratios).toFixed(2)}x`,
    `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`,
    median(o.map((x) => x.msPerGame)).toFixed(2),
    median(p.map((x) => x.msPerGame)).toFixed(2),
  ]);
}
const commit = (name: string) => (JSON.parse(readFileSync(join(peersDir, name, 'package.json'), 'utf8')) as { commit?: string }).commit?.slice(0, 7) ?? '?';
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
console.log(
  `peer bench: random play, ${rounds} interleaved rounds of ~${seconds} ${byWall ? 'wall' : 'CPU'} s each, node ${process.version}, load ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}; peers ${[...new Set(list.map(([, p]) => `${p}@${commit(p)}`))].join(', ')}`,
);
for (const [i, r] of rows.entries()) {
  console.log(r.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
console.log("aims (developers' guide): every game >= 5x its peer, the flagship (ca-arras-1940) >= 10x with a random game under 2 ms.");
