// The area-impulse family's combat values (values.ts): the sum of an edition's declared terms.
import { describe, expect, it } from 'vitest';
import { type Term, assaultValues, sum, totals } from '../../src/families/area-impulse/values.ts';

interface Fight {
  lead: number;
  others: number;
  tem: number;
}
type S = { turn: number };

const ATTACK: readonly Term<S, Fight, string>[] = [
  { rule: 'A', of: (_s, c, v) => v.add(c.lead, `${c.lead} lead`) },
  {
    rule: 'B',
    of: (_s, c, v) => {
      for (let i = 0; i < c.others; i++) v.add(1, '+1 other');
    },
  },
  {
    rule: 'D',
    of: (s, _c, v) => {
      if (s.turn >= 4) v.add(1, '+1 air');
    },
  },
];
const DEFENCE: readonly Term<S, Fight, string>[] = [
  { rule: 'A', of: () => undefined },
  { rule: 'C', of: (_s, c, v) => v.add(c.tem, `+${c.tem} tem`) },
];

describe('area-impulse values', () => {
  it('1940 9.4.2, Battles 6.2, Cambrai Attack Mod.: a value is the sum of the terms that apply, with one part each, in their order', () => {
    const v = sum(ATTACK, { turn: 3 }, { lead: 4, others: 2, tem: 0 });
    expect([v.n, v.parts]).toEqual([6, ['4 lead', '+1 other', '+1 other']]);
    expect(sum(ATTACK, { turn: 4 }, { lead: 3, others: 0, tem: 0 }).parts).toEqual(['3 lead', '+1 air']);
  });

  it('1940 9.4.2-9.4.3, Battles 6.2-6.3: an assault has both values with their parts; a term of 0 that applies is shown (6.3 C: the terrain)', () => {
    expect(assaultValues(ATTACK, DEFENCE, { turn: 1 }, { lead: 2, others: 1, tem: 0 })).toEqual({
      av: 3,
      dv: 0,
      avParts: ['2 lead', '+1 other'],
      dvParts: ['+0 tem'],
    });
  });

  it('1940 9.4.1, Battles 6.1.1, Cambrai: each total is its value plus its own dice, the attacker rolling first (Battles: as many dice as its support gives)', () => {
    expect(totals(5, 7, [3, 4, 1, 2], 2)).toEqual({ at: 12, dt: 10 });
    expect(totals(5, 7, [3, 4, 6, 1, 2], 3)).toEqual({ at: 18, dt: 10 });
    expect(totals(5, 7, [6, 6], 2)).toEqual({ at: 17, dt: 7 }); // Cambrai: the defender has not rolled yet
  });
});
