// Does The Cruellest Month's evaluation (src/games/cruellest-month/ai.ts) predict the result? Plays games
// between two computer players (as `arras arena` does: dice and choices from the seed) and prints, per game,
// the projected 13.3 margin and the Allied evaluation at the start of each turn (from the observer's view)
// and the final margin; then the correlation of the turn-T projection with the final margin.
//
//   npx tsx tools/cruellest-month-eval-check.ts ALLIED_PLAYER GERMAN_PLAYER SEED GAMES [TURN=6]
//   e.g. nice -n 10 npx tsx tools/cruellest-month-eval-check.ts heuristic heuristic 200 4
import { decide } from '../src/players/player.ts';
import { OBSERVER, applyAction } from '../src/kernel/game.ts';
import { getGame } from '../src/games/index.ts';
import { type CmView, evaluate, projectedMargin } from '../src/games/cruellest-month/ai/index.ts';
import { correlation, decisions, newMatch } from './cruellest-month-match.ts';

const [allied, german, seedArg, gamesArg, turnArg] = process.argv.slice(2);
if (!allied || !german) throw new Error('usage: cruellest-month-eval-check.ts ALLIED GERMAN SEED GAMES [TURN]');
const game = getGame('cruellest-month');
const at = Number(turnArg ?? 6);
const pairs: [number, number][] = [];
for (let g = 0; g < Number(gamesArg ?? 1); g++) {
  const seed = Number(seedArg ?? 1) + g;
  const { players, dice, choices, s } = newMatch(game, allied, german, seed);
  const margin: Record<number, number> = {};
  const alliedValue: Record<number, number> = {};
  const t0 = performance.now();
  for (const role of decisions(game, s, dice)) {
    if (margin[s.turn] === undefined && s.phase !== 'setup') {
      const v = game.view(s, OBSERVER) as CmView;
      margin[s.turn] = +projectedMargin(v).toFixed(2);
      alliedValue[s.turn] = +evaluate(v, 'allied').toFixed(3);
    }
    const p = players[role];
    applyAction(game, s, role, decide(p, game, s, role, game.legalActions(s, role), choices));
  }
  const r = game.result(s)!;
  if (margin[at] !== undefined) pairs.push([margin[at], s.finalMargin!]);
  console.log(
    JSON.stringify({
      seed,
      allied,
      german,
      winner: r.winner,
      finalMargin: s.finalMargin,
      vp: s.vp,
      ms: Math.round(performance.now() - t0),
      margin,
      alliedValue,
    }),
  );
}
const n = pairs.length;
if (n > 1) {
  const { r, mx, my } = correlation(pairs);
  const mae = pairs.reduce((a, [x, y]) => a + Math.abs(x - y), 0) / n;
  console.log(JSON.stringify({ turn: at, games: n, correlation: r, meanAbsError: +mae.toFixed(2), meanProjected: +mx.toFixed(2), meanFinal: +my.toFixed(2) }));
}
