// npm run bench: complete random games per second and actions per second for every registered game,
// on one core (legal-action listing plus apply, dice from the seeded generator; no session, no log).
// Not a test. Usage: tsx bench/engine.ts [--seconds S] [--seed N] [--cpu] [GAME ...]
// --cpu: the warm-up and the S seconds are the process's CPU time (process.cpuUsage, every thread), not
// the wall clock: on a machine shared with other work, the figures a quiet machine's wall clock gives
// (there CPU and wall time nearly agree for this single-threaded loop; the collector's helper thread
// counts in CPU time).
// Each game runs in its own child process: in one process the games measured later ran up to 2.5x
// slower than alone (the shared kernel and simulator code turned polymorphic after the first game),
// so a ratio "in the same run" depended on the order of the games (measured 23 Nov 2026).
//
// --vs-bundle [--rounds R]: what production would gain from running a build. The app, the CLI and the
// worker pool run the TypeScript through tsx, whose esbuild transform keeps function names (every
// named closure created in a hot function is wrapped in a `__name` call). This bundles this very
// script with esbuild (no keepNames, as a production build would) into a temporary directory, then
// times each game R times under tsx and R times from the bundle, alternating which goes first, and
// prints each pair and the median gap. Usage: tsx bench/engine.ts --cpu --seconds 5 --vs-bundle [GAME ...]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { games } from '../src/games/index.ts';
import type { GameDefinition } from '../src/kernel/game.ts';
import { simulate, type SimulationSummary } from '../src/sim/simulate.ts';
import { diceRace } from '../test/kernel/fixture-game.ts';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const seconds = opt('seconds', 2);
const seed = opt('seed', 1);
const byCpu = argv.includes('--cpu');
const vsBundle = argv.includes('--vs-bundle');
const rounds = opt('rounds', 3);
/**
 * Seconds of warm-up before the measure (--warm W): the flagship reaches its full speed after about 2.5 CPU s
 * of random games (half a second left its first measured seconds a third slower: 3.03 against 2.12 ms a game).
 */
const warmSeconds = opt('warm', 3);
const FLAGS = ['--cpu', '--vs-bundle', '--child'];
const only = argv.filter((a, i) => !a.startsWith('--') && !(argv[i - 1]?.startsWith('--') && !FLAGS.includes(argv[i - 1])));
/** Milliseconds of the clock the bench runs on: CPU time with --cpu, else the wall clock. */
const clockMs = () => {
  if (!byCpu) return performance.now();
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Play batches of games until `seconds` have passed (after a short warm-up), and sum them. */
function bench(game: GameDefinition): { s: SimulationSummary; games: number; actions: number; steps: number; ms: number; errors: number } {
  // Warm-up for the JIT: `warmSeconds` of games (the first ~40 games of an area game run at about a
  // third of full speed; three games of warm-up left that in the figures, half a second a third of it).
  for (let w = 0, t0 = clockMs(); clockMs() - t0 < warmSeconds * 1000; w += 4) simulate({ game, games: 4, seed: seed + 1_000_000, first: w });
  let n = 0;
  let actions = 0;
  let steps = 0;
  let ms = 0;
  let errors = 0;
  let batch = 1;
  let last!: SimulationSummary;
  while (ms < seconds * 1000) {
    const t0 = clockMs();
    last = simulate({ game, games: batch, seed, first: n });
    n += last.games;
    actions += last.actions.total;
    steps += last.actions.total + last.rolls.total;
    errors += last.errors;
    ms += byCpu ? clockMs() - t0 : last.elapsedMs;
    batch = Math.min(batch * 2, 1000);
  }
  return { s: last, games: n, actions, steps, ms, errors };
}

const list: { label: string; game: GameDefinition }[] = Object.values(games)
  .filter((g) => only.length === 0 || only.includes(g.id))
  .map((g) => ({ label: g.id, game: g }));
if (only.length === 0 || only.includes(diceRace.id)) list.push({ label: 'kernel fixture (baseline)', game: diceRace });

const child = argv.includes('--child');
type Result = ReturnType<typeof bench>;
/** Time one game in a fresh process: under tsx (this file with the parent's loader), or from `bundle`. */
function timeInChild(game: GameDefinition, bundle?: string): Result {
  const args = ['--child', '--seconds', String(seconds), '--warm', String(warmSeconds), '--seed', String(seed), ...(byCpu ? ['--cpu'] : []), game.id];
  const out = execFileSync(process.execPath, bundle ? [bundle, ...args] : [...process.execArgv, fileURLToPath(import.meta.url), ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').pop()!);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const rows: string[][] = vsBundle
  ? [['game', 'tsx ms/game', 'bundle ms/game', 'tsx / bundle (median, range)']]
  : [['game', 'games', 'ms/game', 'games/s', 'actions/game', 'actions/s', 'with dice/s', 'errors']];
let bundleDir: string | undefined;
let bundle: string | undefined;
if (vsBundle && !child) {
  // The same code as a production build would run it: one esbuild bundle, names not kept.
  const esbuild = await import('esbuild');
  bundleDir = mkdtempSync(join(tmpdir(), 'arras-bench-'));
  bundle = join(bundleDir, 'engine.mjs');
  await esbuild.build({
    entryPoints: [fileURLToPath(import.meta.url)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    keepNames: false,
    outfile: bundle,
    logLevel: 'error',
  });
}
for (const { label, game } of list) {
  if (child) {
    console.log(JSON.stringify(bench(game)));
    continue;
  }
  if (bundle) {
    const tsx: number[] = [];
    const built: number[] = [];
    for (let r = 0; r < rounds; r++) {
      // Alternate which goes first, so that a change in the machine's load falls on both alike.
      const order = r % 2 === 0 ? [undefined, bundle] : [bundle, undefined];
      const ms: Record<string, number> = {};
      for (const b of order) {
        const res = timeInChild(game, b);
        ms[b ? 'bundle' : 'tsx'] = res.ms / res.games;
      }
      tsx.push(ms.tsx);
      built.push(ms.bundle);
    }
    const ratios = tsx.map((t, i) => t / built[i]);
    rows.push([
      label,
      tsx.map((x) => x.toFixed(3)).join(' '),
      built.map((x) => x.toFixed(3)).join(' '),
      `${median(ratios).toFixed(3)} (${Math.min(...ratios).toFixed(3)}-${Math.max(...ratios).toFixed(3)})`,
    ]);
    continue;
  }
  const r = timeInChild(game);
  const secs = r.ms / 1000;
  rows.push([
    label,
    String(r.games),
    (r.ms / r.games).toFixed(3),
    Math.round(r.games / secs).toLocaleString('en-US'),
    (r.actions / r.games).toFixed(1),
    Math.round(r.actions / secs).toLocaleString('en-US'),
    Math.round(r.steps / secs).toLocaleString('en-US'),
    String(r.errors),
  ]);
}
if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
if (child) process.exit(0);
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
console.log(
  `engine bench: random vs random, one core, ~${seconds} ${byCpu ? 'CPU ' : ''}s per game, seed ${seed}, node ${process.version}${
    byCpu
      ? `; rates per CPU second; load average ${loadavg()
          .map((x) => x.toFixed(1))
          .join(' ')}`
      : ''
  }`,
);
if (vsBundle) console.log(`tsx: this script under tsx (keepNames); bundle: esbuild --bundle without keepNames; ${rounds} rounds, alternating`);
for (const [i, r] of rows.entries()) {
  console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
console.log('actions = player decisions (legal-action listing + choice + apply); "with dice" adds the chance actions.');
