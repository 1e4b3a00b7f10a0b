// Does The Cruellest Month's mission-value term (src/games/cruellest-month/ai.ts `missionValue`) foresee what
// missions earn? Plays games between two computer players (dice and choices from the seed, as `arras arena`
// does) and, for every air mission flown, prints the value the mission side's own view gave it just before
// the launch (8.1.7) and what it earned: the change of the projected margin (with no mission under way) from
// before the mission was declared to after it landed, for the mission's side. Then the correlation by side.
//
//   npx tsx scripts/cruellest-month-mission-check.ts ALLIED_PLAYER GERMAN_PLAYER SEED GAMES
//   e.g. nice -n 10 npx tsx scripts/cruellest-month-mission-check.ts heuristic heuristic 300 2
import { CHANCE, OBSERVER, applyAction } from '../src/kernel/game.ts';
import { Rng } from '../src/kernel/rng.ts';
import { getGame } from '../src/games/index.ts';
import { createPlayer } from '../src/ai/index.ts';
import { type CmView, missionValue, projectedMargin } from '../src/games/cruellest-month/ai.ts';
import type { State } from '../src/games/cruellest-month/state.ts';

const [allied, german, seedArg, gamesArg] = process.argv.slice(2);
if (!allied || !german) throw new Error('usage: cruellest-month-mission-check.ts ALLIED GERMAN SEED GAMES');
const game = getGame('cruellest-month');
/** The projected margin from the observer's view with no mission under way: what is settled. */
const settled = (s: State) => projectedMargin({ ...(game.view(s, OBSERVER) as CmView), mission: null }, OBSERVER);
const rows: { side: string; task: string; target: string; predicted: number; earned: number }[] = [];
for (let g = 0; g < Number(gamesArg ?? 1); g++) {
  const seed = Number(seedArg ?? 1) + g;
  const players = { allied: createPlayer(allied, game), german: createPlayer(german, game) };
  const dice = new Rng(seed);
  const choices = new Rng((seed ^ 0x5eed5eed) >>> 0);
  const s = game.setup({}) as State;
  let open: { side: string; task: string; target: string; before: number; predicted: number } | null = null;
  for (;;) {
    const acting = game.toAct(s);
    if (!acting.length) break;
    const role = acting[0];
    if (role === CHANCE) {
      const spec = game.chance(s);
      game.perform(s, role, { type: 'dice', dice: Array.from({ length: spec.dice }, () => dice.die(spec.sides)) });
    } else {
      const before = s.mission ? null : settled(s);
      const a = players[role as 'allied' | 'german'].choose(game, game.view(s, role), role, game.legalActions(s, role), choices);
      if (a.type === 'launch' && open) open.predicted = (role === 'allied' ? 1 : -1) * missionValue(game.view(s, role) as CmView, role);
      applyAction(game, s, role, a);
      if (a.type === 'mission' && before !== null) open = { side: role, task: String(a.task), target: String(a.target), before, predicted: NaN };
    }
    if (open && !s.mission) {
      if (!Number.isNaN(open.predicted)) rows.push({ side: open.side, task: open.task, target: open.target, predicted: +open.predicted.toFixed(3), earned: +((open.side === 'allied' ? 1 : -1) * (settled(s) - open.before)).toFixed(3) });
      open = null;
    }
  }
  console.log(JSON.stringify({ seed, winner: game.result(s)!.winner, finalMargin: s.finalMargin, vp: s.vp, missions: rows.length }));
}
for (const side of ['allied', 'german', 'both']) {
  const r = rows.filter((x) => side === 'both' || x.side === side);
  const n = r.length;
  if (n < 2) continue;
  const mx = r.reduce((a, x) => a + x.predicted, 0) / n;
  const my = r.reduce((a, x) => a + x.earned, 0) / n;
  let sxy = 0, sx = 0, sy = 0;
  for (const x of r) { sxy += (x.predicted - mx) * (x.earned - my); sx += (x.predicted - mx) ** 2; sy += (x.earned - my) ** 2; }
  const tasks: Record<string, number> = {};
  for (const x of r) tasks[`${x.task}:${x.target.split(':')[0]}`] = (tasks[`${x.task}:${x.target.split(':')[0]}`] ?? 0) + 1;
  console.log(JSON.stringify({ side, missions: n, correlation: sx && sy ? +(sxy / Math.sqrt(sx * sy)).toFixed(3) : null, meanPredicted: +mx.toFixed(2), meanEarned: +my.toFixed(2), tasks }));
}
