// npm run bench (after bench/engine.ts): computer players on one core. For each game with AI knowledge:
// complete random games per second, heuristic decisions per second, and search iterations per second
// measured on positions taken from random games (every 25th player decision). Not a test.
// Usage: tsx bench/ai.ts [--seconds S] [--ms M] [GAME ...]
import { decide } from '../src/players/player.ts';
import { games } from '../src/games/index.ts';
import type { GameDefinition } from '../src/kernel/game.ts';
import { rollChance } from '../src/ai-kit/model.ts';
import { Rng } from '../src/kernel/rng.ts';
import { HeuristicPlayer, SearchPlayer, hasKnowledge } from '../src/players/index.ts';
import { simulate } from '../src/sim/simulate.ts';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const seconds = opt('seconds', 2);
const ms = opt('ms', 200);
const only = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));

/** Player decision points of a random game: (state, role) pairs. */
function positions(game: GameDefinition, seed: number, every: number): { s: unknown; role: string }[] {
  const rng = new Rng(seed);
  const s = game.setup({});
  const out: { s: unknown; role: string }[] = [];
  let n = 0;
  for (;;) {
    rollChance(game, s, rng);
    const role = game.toAct(s)[0];
    if (role === undefined) break;
    const legal = game.legalActions(s, role);
    if (legal.length > 1 && n++ % every === 0) out.push({ s: JSON.parse(JSON.stringify(s)), role });
    game.perform(s, role, legal[rng.int(legal.length)]);
  }
  return out;
}

const rows: string[][] = [['game', 'random games/s', 'heuristic decisions/s', 'search iterations/s', `search ms/decision (budget ${ms} ms)`, 'positions']];
for (const game of Object.values(games)) {
  if (only.length ? !only.includes(game.id) : !hasKnowledge(game)) continue;
  // Random games per second.
  simulate({ game, games: 2, seed: 9 });
  let n = 0;
  let t = 0;
  while (t < seconds * 1000) {
    const r = simulate({ game, games: 10, seed: 1, first: n });
    n += r.games;
    t += r.elapsedMs;
  }
  const gps = n / (t / 1000);
  // Heuristic decisions and search iterations per second over positions of random games.
  const pos = positions(game, 7, 25).slice(0, 40);
  const heur = new HeuristicPlayer();
  const rng = new Rng(3);
  let hd = 0;
  const h0 = performance.now();
  while (performance.now() - h0 < seconds * 1000) {
    const p = pos[hd % pos.length];
    decide(heur, game, p.s, p.role, game.legalActions(p.s, p.role), rng);
    hd++;
  }
  const hps = hd / ((performance.now() - h0) / 1000);
  const search = new SearchPlayer({ iterations: Number.MAX_SAFE_INTEGER, ms });
  let iters = 0;
  let spent = 0;
  let decisions = 0;
  let maxMs = 0;
  const s0 = performance.now();
  for (const p of pos) {
    if (performance.now() - s0 > seconds * 3000) break;
    decide(search, game, p.s, p.role, game.legalActions(p.s, p.role), rng);
    if (!search.lastStats) continue;
    iters += search.lastStats.iterations;
    spent += search.lastStats.ms;
    maxMs = Math.max(maxMs, search.lastStats.ms);
    decisions++;
  }
  rows.push([
    game.id,
    gps.toFixed(1),
    hps.toFixed(1),
    Math.round(iters / (spent / 1000)).toLocaleString('en-US'),
    `${(spent / Math.max(1, decisions)).toFixed(0)} (max ${maxMs.toFixed(0)})`,
    String(decisions),
  ]);
}
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
console.log(`ai bench: one core, ~${seconds} s per measure, node ${process.version}`);
for (const [i, r] of rows.entries()) {
  console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
console.log('search iterations: resample of the observation + tree descent + leaf evaluation (rollout depth 0).');
