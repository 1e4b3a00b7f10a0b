// The determinized model's fidelity (src/ai-kit/registry.ts `determinize`): at every player decision of
// random games, does the state built from the view and the legal actions offer the true legal actions?
import { type Action, type GameDefinition, type SetupConfig, actionKey } from '../../src/kernel/game.ts';
import { rollChance } from '../../src/ai-kit/model.ts';
import type { Rng } from '../../src/kernel/rng.ts';

const key = (l: readonly Action[]) => l.map(actionKey).sort().join('|');

/** Decisions seen and decisions where the model's legal actions equal the true ones, over one random game per config. */
export function determinizeFidelity<S>(
  game: GameDefinition<S>,
  determinize: (view: never, role: string, legal: readonly Action[], rng: Rng) => S,
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
      const d = determinize(game.view(s, role) as never, role, legal, rng);
      n++;
      if (key(game.legalActions(d, role)) === key(legal)) same++;
      game.perform(s, role, legal[rng.int(legal.length)]);
    }
  }
  return { n, same };
}
