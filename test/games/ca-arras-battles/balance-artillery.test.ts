// 15.2 the 7/3/78 artillery is in the game only with its balance option, in the alternate setup too.
import { describe, expect, it } from 'vitest';
import { OUT } from '../../../src/games/ca-arras-battles/state.ts';
import { game, play, where } from './helpers.ts';

describe('15.2 balance artillery in the 12.2 alternate setup', () => {
  it('15.2 without the option, placing German Group B leaves the 7/3/78 artillery out of the game', () => {
    const s = game.setup({});
    play(s, 'german', { type: 'place', group: 'B', area: 3 });
    expect(where(s, '1-78')).toBe(3);
    expect(where(s, '3-78')).toBe(OUT);
  });

  it('15.2 with the option, the 7/3/78 artillery is placed with Group B', () => {
    const s = game.setup({ options: { 'german-artillery': true } });
    play(s, 'german', { type: 'place', group: 'B', area: 3 });
    expect(where(s, '3-78')).toBe(3);
  });
});
