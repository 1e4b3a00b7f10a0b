// Imported by the computer workers of test/server/computer-worker.test.ts: the fixture game, and a
// deliberately slow "search" player (it thinks for SLOW_MS, busy, as a real search would) that
// chooses with its seeded generator. Only the workers of that test's server load it.
import { registerPlayer } from '../../src/players/player.ts';
export { diceRace } from '../kernel/fixture-game.ts';

export const SLOW_MS = 1500;

registerPlayer('search', () => ({
  name: 'search',
  observes: true,
  choose(_game, view, _role, legal, rng) {
    if (!view) throw new Error('the slow player needs its view');
    const until = Date.now() + SLOW_MS;
    while (Date.now() < until) {
      // thinking
    }
    return legal[rng.int(legal.length)];
  },
}));
