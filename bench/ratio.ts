// Random-play speed of several games compared in one process, by CPU time, for a loaded machine
// (issue 17: ca-arras-battles against ca-arras-1940). `npm run bench` (bench/engine.ts) measures
// wall-clock time, one game after the other: on a machine shared with other work its figures move
// from run to run. Here the games take turns: each round plays one batch of every game (the order
// rotates each round), each batch timed by the process's CPU time (process.cpuUsage: user + system,
// every thread, so the garbage collector's helper threads count), and the report gives the median
// rate per game and the median of the per-round ratios to the first game. Not a test.
//
// With --processes every batch runs in a child process of its own, as bench/engine.ts runs each game
// (in one process the games share the kernel's and the family's code, whose call sites then see the
// states of every game: polymorphic, slower for some games than alone). A child warms up for W CPU seconds (ca-arras-1940 reaches its
// full speed after about 2.5 CPU s of random games, ca-arras-battles after about 2), then plays the
// same seeded games each round for about M CPU ms; the report adds the best rate of each game (the
// round least disturbed by other work) and the ratio of the best rates.
//
// Usage: tsx bench/ratio.ts [--processes [--warm W]] [--rounds N] [--ms M] [--seed N] [GAME ...]
//   default games: ca-arras-1940 ca-arras-battles; --rounds 7; --ms 400 (CPU ms per batch, about); --warm 3.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { games } from '../src/games/index.ts';
import type { GameDefinition } from '../src/kernel/game.ts';
import { simulate } from '../src/sim/simulate.ts';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const rounds = opt('rounds', 7);
const batchMs = opt('ms', 400);
const seed = opt('seed', 1);
const warm = opt('warm', 3);
const named = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
const ids = named.length ? named : ['ca-arras-1940', 'ca-arras-battles'];
for (const id of ids) if (!games[id]) throw new Error(`unknown game ${id}; known: ${Object.keys(games).join(', ')}`);

const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

interface Entry {
  id: string;
  game: GameDefinition;
  /** Games per batch, sized after the warm-up to take about `batchMs` of CPU time. */
  batch: number;
  /** Next game index (every batch plays new games of the same seeded series). */
  next: number;
  rates: number[];
  msPerGame: number[];
  actionsPerGame: number[];
}

/** Play `n` games of `e` from its next index; actions per CPU second and CPU ms per game. */
function batch(e: Entry, n: number): { rate: number; msPerGame: number; actions: number } {
  const t0 = cpuMs();
  const s = simulate({ game: e.game, games: n, seed, first: e.next });
  const ms = Math.max(cpuMs() - t0, 1e-3);
  e.next += n;
  if (s.errors) throw new Error(`${e.id}: ${s.errors} errors in random play`);
  return { rate: (s.actions.total / ms) * 1000, msPerGame: ms / n, actions: s.actions.total / n };
}

const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

if (argv.includes('--child')) {
  // One batch in a fresh process: `warm` CPU seconds of warm-up (by CPU time: on a loaded machine half a
  // second of wall clock leaves the JIT cold), then games from index 0 for about `batchMs` CPU ms.
  const game = games[ids[0]];
  for (let w = 0, t0 = cpuMs(); cpuMs() - t0 < warm * 1000; w += 4) simulate({ game, games: 4, seed: seed + 1_000_000, first: w });
  let actions = 0;
  let ms = 0;
  for (let next = 0, n = 2; ms < batchMs; next += n, n = Math.min(n * 2, 200)) {
    const t0 = cpuMs();
    const s = simulate({ game, games: n, seed, first: next });
    ms += cpuMs() - t0;
    if (s.errors) throw new Error(`${ids[0]}: ${s.errors} errors in random play`);
    actions += s.actions.total;
  }
  console.log(JSON.stringify({ actions, ms }));
  process.exit(0);
}

if (argv.includes('--processes')) {
  const rates: number[][] = ids.map(() => []);
  const loadBefore = load();
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < ids.length; k++) {
      const i = (k + r) % ids.length;
      const args = ['--child', '--ms', String(batchMs), '--warm', String(warm), '--seed', String(seed), ids[i]];
      const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const b: { actions: number; ms: number } = JSON.parse(out.trim().split('\n').pop()!);
      rates[i].push((b.actions / b.ms) * 1000);
    }
  }
  console.log(
    `ratio bench: ${rounds} rounds, one process per batch of ~${batchMs} CPU ms after ${warm} CPU s of warm-up, games alternating, seed ${seed}, node ${process.version}; load average ${loadBefore} before, ${load()} after`,
  );
  console.log('game                 actions per CPU s: best  median [min-max]            ratio to first: best/best  per round median [min-max]');
  for (const [i, id] of ids.entries()) {
    const per = rates[i].map((x, r) => x / rates[0][r]);
    const best = Math.max(...rates[i]);
    console.log(
      [
        id.padEnd(20),
        fmt(best).padStart(22),
        `${fmt(median(rates[i]))} [${fmt(Math.min(...rates[i]))}-${fmt(Math.max(...rates[i]))}]`.padStart(30),
        (best / Math.max(...rates[0])).toFixed(2).padStart(24),
        `${median(per).toFixed(2)} [${Math.min(...per).toFixed(2)}-${Math.max(...per).toFixed(2)}]`.padStart(28),
      ].join('  '),
    );
  }
  console.log('CPU time = process.cpuUsage of the child around its measured games (user + system, all threads).');
  process.exit(0);
}

const entries: Entry[] = ids.map((id) => ({ id, game: games[id], batch: 5, next: 0, rates: [], msPerGame: [], actionsPerGame: [] }));
// Warm-up: every game in turn until each has run ~2 batches' worth (the JIT sees every game before
// any is measured, as in a process that serves them all); then size the batches.
for (let pass = 0; pass < 3; pass++) {
  for (const e of entries) {
    const w = batch(e, e.batch);
    e.batch = Math.max(3, Math.round(batchMs / w.msPerGame));
  }
}
const ratios: number[][] = entries.map(() => []);
for (let r = 0; r < rounds; r++) {
  const order = entries.map((_, i) => entries[(i + r) % entries.length]);
  for (const e of order) {
    const b = batch(e, e.batch);
    e.rates.push(b.rate);
    e.msPerGame.push(b.msPerGame);
    e.actionsPerGame.push(b.actions);
  }
  for (const [i, e] of entries.entries()) ratios[i].push(e.rates[r] / entries[0].rates[r]);
}

console.log(
  `ratio bench: ${rounds} rounds, batches of ~${batchMs} CPU ms, games interleaved (order rotating), seed ${seed}, node ${process.version}; load average ${load()}`,
);
console.log('game                 games/batch  CPU ms/game (median)  actions/game  actions per CPU s: median [min-max]  ratio to first: median [min-max]');
for (const [i, e] of entries.entries()) {
  const apg = e.actionsPerGame.reduce((a, b) => a + b, 0) / e.actionsPerGame.length;
  console.log(
    [
      e.id.padEnd(20),
      String(e.batch).padStart(11),
      median(e.msPerGame).toFixed(2).padStart(21),
      apg.toFixed(1).padStart(13),
      `${fmt(median(e.rates))} [${fmt(Math.min(...e.rates))}-${fmt(Math.max(...e.rates))}]`.padStart(36),
      `${median(ratios[i]).toFixed(2)} [${Math.min(...ratios[i]).toFixed(2)}-${Math.max(...ratios[i]).toFixed(2)}]`.padStart(33),
    ].join('  '),
  );
}
console.log("CPU time = process.cpuUsage (user + system, all threads); ratio = rate / first game's rate in the same round.");
