// Views of random games for the board tests: legal actions chosen at random (seeded), the dice rolled by
// the same generator, and each role's view every `every` actions.
import { games } from '../../src/games/index.ts';
import { CHANCE } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';

export interface RandomView {
  where: string;
  role: string;
  v: any;
}

/** Each role's view of game `id` every `every` of its first `actions` actions (to its end if sooner), for each seed. */
export function randomViews(id: string, seeds: readonly number[], every: number, actions = Infinity): RandomView[] {
  const game = games[id];
  const out: RandomView[] = [];
  for (const seed of seeds) {
    const rng = new Rng(seed);
    const s = game.setup({});
    for (let i = 0; i < actions; i++) {
      const who = game.toAct(s);
      if (!who.length) break;
      const role = who[rng.int(who.length)];
      const action =
        role === CHANCE
          ? { type: 'dice', dice: Array.from({ length: game.chance(s).dice }, () => rng.die(game.chance(s).sides)) }
          : (() => {
              const l = game.legalActions(s, role);
              return l[rng.int(l.length)];
            })();
      game.perform(s, role, action as never);
      if (i % every === 0) for (const r of game.roles) out.push({ where: `seed ${seed} action ${i} ${r}`, role: r, v: game.view(s, r) });
    }
  }
  return out;
}
