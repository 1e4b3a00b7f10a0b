// The match loop shared by the cruellest-month scripts: two computer players, dice and choices from the seed
// (as `arras arena` does), and a Pearson correlation for their summaries.
import { type GameDefinition, CHANCE, type Role } from '../src/kernel/game.ts';
import { Rng } from '../src/kernel/rng.ts';
import { createPlayer } from '../src/players/index.ts';
import type { State } from '../src/games/cruellest-month/state.ts';

/** A new game with its players, its dice generator and its players' choice generator. */
export function newMatch(game: GameDefinition, allied: string, german: string, seed: number) {
  const players = { allied: createPlayer(allied), german: createPlayer(german) };
  return { players, dice: new Rng(seed), choices: new Rng((seed ^ 0x5eed5eed) >>> 0), s: game.setup({}) as State };
}

/** Rolls every chance step from `dice` (then calls `afterDice`) and yields each player's turn to act, for at most
 *  `maxSteps` steps. */
export function* decisions(game: GameDefinition, s: State, dice: Rng, maxSteps = Infinity, afterDice?: () => void): Generator<'allied' | 'german'> {
  for (let i = 0; i < maxSteps; i++) {
    const acting = game.toAct(s);
    if (!acting.length) return;
    const role: Role = acting[0];
    if (role === CHANCE) {
      const spec = game.chance(s);
      game.perform(s, role, { type: 'dice', dice: Array.from({ length: spec.dice }, () => dice.die(spec.sides)) });
      afterDice?.();
      continue;
    }
    yield role as 'allied' | 'german';
  }
}

/** Pearson correlation of (x, y) pairs (null when either side does not vary), with the means. */
export function correlation(pairs: readonly (readonly [number, number])[]) {
  const n = pairs.length;
  const mx = pairs.reduce((a, p) => a + p[0], 0) / n;
  const my = pairs.reduce((a, p) => a + p[1], 0) / n;
  let sxy = 0,
    sx = 0,
    sy = 0;
  for (const [x, y] of pairs) {
    sxy += (x - mx) * (y - my);
    sx += (x - mx) ** 2;
    sy += (y - my) ** 2;
  }
  return { r: sx && sy ? +(sxy / Math.sqrt(sx * sy)).toFixed(3) : null, mx, my };
}
