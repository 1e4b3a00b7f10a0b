// A model's fidelity (a game's knowledge `resample`, src/ai-kit/knowledge.ts, or a determinizer of the
// older shape that rebuilds a state from the view): at every player decision of random games, does the
// model of what the seat knows offer the true legal actions?
import { type Action, type GameDefinition, type SetupConfig, actionKey } from '../../src/kernel/game.ts';
import { rollChance } from '../../src/ai-kit/model.ts';
import type { Rng } from '../../src/kernel/rng.ts';

const key = (l: readonly Action[]) => l.map(actionKey).sort().join('|');

/** Decisions seen and decisions where the model's legal actions equal the true ones, over one random game per config. */
export function modelFidelity<S>(
  game: GameDefinition<S>,
  model: (s: S, role: string, rng: Rng) => S,
  configs: readonly SetupConfig[],
  rng: Rng,
): { n: number; same: number } {
  let n = 0;
  let same = 0;
  for (const config of configs) {
    const s = game.setup(config);
    for (;;) {
      rollChance(game, s, rng);
      const role = game.toAct(s)[0];
      if (role === undefined) break;
      const legal = game.legalActions(s, role);
      const d = model(s, role, rng);
      n++;
      if (key(game.legalActions(d, role)) === key(legal)) same++;
      game.perform(s, role, legal[rng.int(legal.length)]);
    }
  }
  return { n, same };
}
