// The random player: uniform over the legal actions, drawn from the kernel's seeded Rng.
import type { Player } from './player.ts';

export const randomPlayer: Player = {
  name: 'random',
  observes: false,
  choose(_game, _view, _role, legal, rng) {
    if (legal.length === 0) throw new Error('random player: no legal action to choose from');
    return legal[rng.int(legal.length)];
  },
};
