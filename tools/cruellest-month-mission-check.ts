// Does The Cruellest Month's mission-value term (src/games/cruellest-month/ai.ts `missionValue`) foresee what
// missions earn? Plays games between two computer players (dice and choices from the seed, as `arras arena`
// does) and, for every air mission flown, prints the value the mission side's own view gave it just before
// the launch (8.1.7) and what it earned: the change of the projected margin (with no mission under way) from
// before the mission was declared to after it landed, for the mission's side. Then the correlation by side.
//
//   npx tsx tools/cruellest-month-mission-check.ts ALLIED_PLAYER GERMAN_PLAYER SEED GAMES
//   e.g. nice -n 10 npx tsx tools/cruellest-month-mission-check.ts heuristic heuristic 300 2
import { decide } from '../src/players/player.ts';
import { OBSERVER, applyAction } from '../src/kernel/game.ts';
import { getGame } from '../src/games/index.ts';
import { type CmView, missionValue, projectedMargin } from '../src/games/cruellest-month/ai/index.ts';
import type { State } from '../src/games/cruellest-month/state.ts';
import { correlation, decisions, newMatch } from './cruellest-month-match.ts';

const [allied, german, seedArg, gamesArg] = process.argv.slice(2);
if (!allied || !german) throw new Error('usage: cruellest-month-mission-check.ts ALLIED GERMAN SEED GAMES');
const game = getGame('cruellest-month');
/** The projected margin from the observer's view with no mission under way: what is settled. */
const settled = (s: State) => projectedMargin({ ...(game.view(s, OBSERVER) as CmView), mission: null }, OBSERVER);
const rows: { side: string; task: string; target: string; predicted: number; earned: number }[] = [];
for (let g = 0; g < Number(gamesArg ?? 1); g++) {
  const seed = Number(seedArg ?? 1) + g;
  const { players, dice, choices, s } = newMatch(game, allied, german, seed);
  let open: { side: string; task: string; target: string; before: number; predicted: number } | null = null;
  // After every step: a mission that has landed is scored.
  const landed = () => {
    if (open && !s.mission) {
      if (!Number.isNaN(open.predicted))
        rows.push({
          side: open.side,
          task: open.task,
          target: open.target,
          predicted: +open.predicted.toFixed(3),
          earned: +((open.side === 'allied' ? 1 : -1) * (settled(s) - open.before)).toFixed(3),
        });
      open = null;
    }
  };
  for (const role of decisions(game, s, dice, Infinity, landed)) {
    const before = s.mission ? null : settled(s);
    const a = decide(players[role], game, s, role, game.legalActions(s, role), choices);
    if (a.type === 'launch' && open) open.predicted = (role === 'allied' ? 1 : -1) * missionValue(game.view(s, role) as CmView, role);
    applyAction(game, s, role, a);
    if (a.type === 'mission' && before !== null) open = { side: role, task: String(a.task), target: String(a.target), before, predicted: NaN };
    landed();
  }
  console.log(JSON.stringify({ seed, winner: game.result(s)!.winner, finalMargin: s.finalMargin, vp: s.vp, missions: rows.length }));
}
for (const side of ['allied', 'german', 'both']) {
  const r = rows.filter((x) => side === 'both' || x.side === side);
  const n = r.length;
  if (n < 2) continue;
  const { r: corr, mx, my } = correlation(r.map((x) => [x.predicted, x.earned] as const));
  const tasks: Record<string, number> = {};
  for (const x of r) tasks[`${x.task}:${x.target.split(':')[0]}`] = (tasks[`${x.task}:${x.target.split(':')[0]}`] ?? 0) + 1;
  console.log(JSON.stringify({ side, missions: n, correlation: corr, meanPredicted: +mx.toFixed(2), meanEarned: +my.toFixed(2), tasks }));
}
