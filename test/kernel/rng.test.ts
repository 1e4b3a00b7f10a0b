// The dice generator's seeds (issue 33): the server seeds it with 128 bits directly; number seeds
// (the CLI, simulate, arena, tests) give the same sequences as before, so the same seeds play the
// same games.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/kernel/rng.ts';

const draw = (r: Rng) => [r.next(), r.next(), r.next(), r.die(6), r.die(6)];

describe('Rng seeds', () => {
  it('number seeds give the sequences they always gave (values from before issue 33)', () => {
    expect(draw(new Rng(1))).toEqual([1828152527, 3394835397, 2967886022, 4, 6]);
    expect(draw(new Rng(42))).toEqual([1028872839, 2516511472, 400437680, 2, 3]);
    expect(draw(new Rng(424242))).toEqual([2207280481, 157396876, 2804156993, 4, 4]);
  });

  it('a 128-bit seed (32 hex digits) fills the four words of the state: seeds differing in any word give other sequences', () => {
    const base = '0123456789abcdef0123456789abcdef';
    const seen = new Set([JSON.stringify(draw(new Rng(base)))]);
    for (let w = 0; w < 4; w++) {
      const other = base.slice(0, w * 8) + (base[w * 8] === 'f' ? 'e' : 'f') + base.slice(w * 8 + 1);
      seen.add(JSON.stringify(draw(new Rng(other))));
    }
    expect(seen.size).toBe(5);
    expect(draw(new Rng(base))).toEqual(draw(new Rng(base)));
  });

  it("a decimal seed as text is that number (a test server's known dice); anything else is refused", () => {
    expect(draw(new Rng('42'))).toEqual(draw(new Rng(42)));
    for (const bad of ['', 'x', '0123456789ABCDEF0123456789ABCDEF', '12345678901', 'f'.repeat(31), 'f'.repeat(33)]) {
      expect(() => new Rng(bad), bad).toThrow(/a seed is 32 hex digits or a number/);
    }
  });
});
