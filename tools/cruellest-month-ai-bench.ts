// The Cruellest Month's computer players: how fast they decide. Plays one game between two computer players
// (dice and choices from the seed, as `arras arena` does) and times every decision of theirs: decisions per
// second (wall and CPU), mean and max ms, and the same for the decisive decisions alone (ai.ts `decisive`). With
//
//   nice -n 10 npx tsx tools/cruellest-month-ai-bench.ts [PLAYER=heuristic] [SEED=1] [MAX_ACTIONS=2500]
import { decide } from '../src/players/player.ts';
import { applyAction } from '../src/kernel/game.ts';
import { getGame } from '../src/games/index.ts';
import { decisive } from '../src/games/cruellest-month/ai/index.ts';
import { decisions, newMatch } from './cruellest-month-match.ts';

const [playerArg, seedArg, maxArg] = process.argv.slice(2);
const game = getGame('cruellest-month');
const seed = Number(seedArg ?? 1);
const { players, dice, choices, s } = newMatch(game, playerArg ?? 'heuristic', playerArg ?? 'heuristic', seed);
const all: number[] = [];
let cpuUs = 0;
let maxCpuMs = 0;
const dec: number[] = [];
for (const role of decisions(game, s, dice, Number(maxArg ?? 2500))) {
  const legal = game.legalActions(s, role);
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const a = decide(players[role], game, s, role, legal, choices);
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  cpuUs += c.user + c.system;
  maxCpuMs = Math.max(maxCpuMs, (c.user + c.system) / 1000);
  all.push(ms);
  if (legal.length > 1 && decisive(s.step, s.mission && s.step === 'air' ? s.mission.step : null, !!s.battle, legal)) dec.push(ms);
  applyAction(game, s, role, a);
}
const stat = (x: number[]) => ({
  n: x.length,
  totalMs: Math.round(x.reduce((a, b) => a + b, 0)),
  meanMs: +(x.reduce((a, b) => a + b, 0) / Math.max(1, x.length)).toFixed(2),
  maxMs: +Math.max(0, ...x).toFixed(1),
});
console.log(
  JSON.stringify({
    player: playerArg ?? 'heuristic',
    seed,
    turn: s.turn,
    all: stat(all),
    decisive: stat(dec),
    perSecond: +(all.length / (all.reduce((a, b) => a + b, 0) / 1000)).toFixed(1),
    cpuMs: Math.round(cpuUs / 1000),
    maxCpuMs: Math.round(maxCpuMs),
    perCpuSecond: +(all.length / (cpuUs / 1e6)).toFixed(1),
    load: (await import('node:os')).loadavg()[0].toFixed(2),
  }),
);
