// The German computer player's knowledge of Rommel's panic (8.6) from Allied attacks (8.1-8.4),
// with the combat-first shift (8.2): src/games/arras-postcard/ai.ts alliedThreat.
import { describe, expect, it } from 'vitest';
import { alliedThreat, arrasPostcardAI, expectedPanic, germanChance } from '../../../src/games/arras-postcard/ai.ts';
import { game, inPhase, position, strength } from './helpers.ts';

/** The expected panic of 7 RTR attacking a rifle regiment, from the data (8.2: `shift`). */
const matildaOnRifles = (shift: number) => expectedPanic(strength('7rtr'), strength('sr6'), shift, false);

describe('computer players: the Allied threat the German player counts', () => {
  it('8.6 the expected panic of an attack is the CRT turns over the die: D1 1, D2 2, De and Ex 3 (8.4)', () => {
    // 6:3 is 2:1 (Ar C C D1 Ex D2 on 1-6): (1 + 3 + 2) / 6.
    expect(expectedPanic(6, 3, 0, false)).toBeCloseTo(1, 9);
    // 8.2 one column right: 3:1 (C C D1 D2 Ex De): (1 + 2 + 3 + 3) / 6.
    expect(expectedPanic(6, 3, 1, false)).toBeCloseTo(1.5, 9);
    // 8.1 below 1:2 is read as 1:2 (D1 only on a 6); 8.3 in Arras the 6 becomes a 5 (C): no panic.
    expect(expectedPanic(1, 6, 0, false)).toBeCloseTo(1 / 6, 9);
    expect(expectedPanic(1, 6, 0, true)).toBe(0);
  });

  it('8.2 a German unit left next to a Matilda at the end of his turn faces a combat-first attack one column right', () => {
    const s = inPhase(position({ '7rtr': '0902', sr6: '0903' }), 'german', 'movement');
    expect(matildaOnRifles(1)).toBeGreaterThan(matildaOnRifles(0));
    expect(alliedThreat(s)).toBeCloseTo(matildaOnRifles(1), 9);
    expect(alliedThreat(s, 'adjacent')).toBeCloseTo(matildaOnRifles(1), 9);
    // Moving first, the Matilda attacks without the shift.
    expect(alliedThreat(s, 'reach')).toBeCloseTo(matildaOnRifles(0), 9);
  });

  it('7.1 and 6.0 a German unit out of the Allied units\' reach faces no attack', () => {
    const s = inPhase(position({ '7rtr': '0102', sr6: '1106' }), 'german', 'movement');
    expect(alliedThreat(s)).toBe(0);
  });

  it('8.1 each Allied unit joins one attack: one Matilda next to two rifle regiments threatens one of them', () => {
    const s = inPhase(position({ '7rtr': '0902', sr6: '0903', sr7: '1002' }), 'german', 'movement');
    expect(alliedThreat(s, 'adjacent')).toBeCloseTo(matildaOnRifles(1), 9);
  });

  it('8.6 only the German player counts the threat; the Allied evaluation of a position is unchanged', () => {
    const near = inPhase(position({ '7rtr': '0902', sr6: '0903' }), 'german', 'movement');
    const v = game.view(near, 'german') as never;
    const plain = germanChance(v);
    expect(arrasPostcardAI.evaluate(v, 'german')).toBeLessThan(plain);
    expect(arrasPostcardAI.evaluate(game.view(near, 'allied') as never, 'allied')).toBeCloseTo(1 - plain, 12);
  });
});
