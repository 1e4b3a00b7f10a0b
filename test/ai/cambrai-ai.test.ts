// The Cambrai computer players' knowledge (src/games/cambrai-1917/ai.ts): the evaluation follows the
// End Phase (Haig Decides, Control markers needed), the determinization is exact, the pruning keeps
// what the aid makes worth doing.
import { describe, expect, it } from 'vitest';
import { ASSAULT_CHOICES, assaultValue, britishChance, cambrai1917AI, determinize, haigBonus, prune } from '../../src/games/cambrai-1917/ai.ts';
import { haigModifier } from '../../src/games/cambrai-1917/rules.ts';
import type { CambraiView } from '../../src/games/cambrai-1917/game.ts';
import { britishVp } from '../../src/games/cambrai-1917/state.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { emptyBoard, game, legalOf, put } from '../games/cambrai-1917/helpers.ts';

/** 21 November, British impulse 3: a British foothold of the outposts, nothing in areas 1 or 6. */
function position() {
  const s = emptyBoard(21, 'allied', 3);
  put(s, 34, ['152Bde', '153Bde']);
  put(s, 52, ['154Bde']);
  put(s, 2, ['IR27']);
  put(s, 7, ['IR84']);
  for (const a of [51, 52, 53, 54]) s.control[a] = 'allied';
  return s;
}

describe('cambrai-1917 evaluation', () => {
  it('Haig Decides: holding area 6 (+2) and area 1 (+2) raises the British chance, step by step', () => {
    const s = position();
    expect(haigModifier(s).mod).toBe(0);
    const none = britishChance(s);
    put(s, 6, ['185Bde']);
    expect(haigModifier(s).mod).toBe(2);
    const six = britishChance(s);
    put(s, 1, ['186Bde']);
    expect(haigModifier(s).mod).toBe(4);
    const both = britishChance(s);
    expect(six).toBeGreaterThan(none);
    expect(both).toBeGreaterThan(six);
  });

  it('the handicap: the same position is worth more to the British when they need fewer Control markers', () => {
    const s = position();
    const at20 = britishChance(s);
    s.vpToWin = britishVp(s) + 2;
    expect(britishChance(s)).toBeGreaterThan(at20);
  });

  it('the two sides\' values are complements; a finished game is worth 1 to its winner', () => {
    const s = position();
    const v = game.view(s, 'british') as CambraiView;
    expect(cambrai1917AI.evaluate(v, 'british') + cambrai1917AI.evaluate(v, 'german')).toBeCloseTo(1, 12);
    const over = { ...v, result: { winner: 'german', kind: 'haig', detail: '', detailFr: '' } } as CambraiView;
    expect(cambrai1917AI.evaluate(over, 'german')).toBe(1);
    expect(cambrai1917AI.evaluate(over, 'british')).toBe(0);
  });

  it('determinization is exact: nothing is hidden in this game', () => {
    const s = position();
    const v = game.view(s, 'german') as CambraiView;
    const model = determinize(v, 'german', [], new Rng(1));
    expect(JSON.stringify(model)).toBe(JSON.stringify(s));
    expect(model).not.toBe(s);
  });

  it('prune: buy every artillery marker the ammunition pays for; at a Haig Decides end keep or spend the Advantage by who wins', () => {
    const s = position();
    s.phase = 'night';
    s.ammo.allied = 7;
    s.markers.allied = 0;
    s.step = { k: 'buy', side: 'allied' };
    const buys = legalOf(s, 'british');
    expect(buys.length).toBeGreaterThan(1);
    const kept = prune(s, 'british', buys);
    expect(kept).toEqual([{ type: 'buy', n: Math.max(...buys.map((a) => a.n as number)) }]);

    s.step = { k: 'advantage', who: 'allied', use: 'haig' };
    const answers = legalOf(s, 'british');
    // The British lack the Control markers needed: they spend the Advantage to go on.
    expect(prune(s, 'british', answers)).toEqual([{ type: 'advantage', use: true }]);
    s.vpToWin = britishVp(s);
    // With the markers needed the game ending is a British win: they keep it.
    expect(prune(s, 'british', answers)).toEqual([{ type: 'advantage', use: false }]);
  });

  it('prune, British impulse: no Pass or Regroup while an Assault can strike; the best assault areas, Haig Decides targets first', () => {
    const s = position();
    // Two brigades in the outpost next to Flesquières (area 6, +2 Haig Decides), held by a German regiment.
    put(s, 52, ['185Bde']);
    put(s, 6, ['IR84']);
    const legal = legalOf(s, 'british');
    expect(legal.some((a) => a.type === 'pass')).toBe(true);
    const kept = prune(s, 'british', legal);
    expect(kept.length).toBeLessThanOrEqual(ASSAULT_CHOICES);
    expect(kept.every((a) => a.type === 'assault')).toBe(true);
    expect(haigBonus(s, 6)).toBeGreaterThan(0);
    expect(kept).toContainEqual({ type: 'assault', area: 52 });
    const values = kept.map((a) => assaultValue(s, a.area as number));
    for (const a of legal) if (a.type === 'assault' && !kept.includes(a)) expect(assaultValue(s, a.area as number)).toBeLessThanOrEqual(Math.min(...values));
    // Once a British unit holds area 6, it adds nothing more to Haig Decides.
    put(s, 6, ['186Bde']);
    expect(haigBonus(s, 6)).toBe(0);
  });
});
