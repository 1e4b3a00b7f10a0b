// The Battles evaluation as weights on terms (issue 32, item 5: its weights fitted to mirror games by
// tools/fit/ca-arras-battles.ts): each weight moves the Allied logit by its own term, and the fit tool
// writes weights the evaluation reads.
import { afterEach, describe, expect, it } from 'vitest';
import { TERMS, WEIGHTS, alliedLogit, features, logitTerms } from '../../src/games/ca-arras-battles/ai/evaluate.ts';
import type { BattlesView } from '../../src/games/ca-arras-battles/game.ts';
import { getGame } from '../../src/games/index.ts';
import { FITTED_TERMS, RULE_TERMS, WeightedSearch, rescaled, weightsOf } from '../../tools/fit/ca-arras-battles.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { decide } from '../../src/players/player.ts';
import { emptyBoard, put } from '../games/ca-arras-battles/helpers.ts';

const game = getGame('ca-arras-battles');
const hand = { ...WEIGHTS };
afterEach(() => Object.assign(WEIGHTS, hand));

/** Turn 2, Combat Phase: the Allies hold no VP (11.1) and threaten the red-ringed sectors from Sector 23. */
function noVpView(): BattlesView {
  const s = emptyBoard(2, 'allied');
  put(s, 23, ['8DLI-1', '8DLI-2', '8DLI-3', '8DLI-4', '7RT-A']);
  put(s, 9, ['1-6', '2-7']);
  return game.view(s, 'allied') as BattlesView;
}

describe('Battles evaluation weights', () => {
  it('one term per weight: raising a weight by 1 moves the Allied logit by exactly its term', () => {
    const v = noVpView();
    const f = features(v);
    const t = logitTerms(v, f);
    expect(t.length).toBe(TERMS.length);
    const base = alliedLogit(v, f);
    TERMS.forEach((k, i) => {
      WEIGHTS[k] += 1;
      expect(alliedLogit(v, f) - base).toBeCloseTo(t[i], 12);
      WEIGHTS[k] -= 1;
    });
  });

  it('11.1 fewer than one VP during the Combat Phase counts against the Allies: a larger floor weight lowers their logit', () => {
    const v = noVpView();
    expect(v.vpNow).toBe(0);
    const before = alliedLogit(v);
    WEIGHTS.floor += 2;
    expect(alliedLogit(v)).toBeCloseTo(before - 2, 12);
    WEIGHTS.floor -= 2;
    WEIGHTS.floorLate += 2; // not late: the Combat Phase is on
    expect(alliedLogit(v)).toBeCloseTo(before, 12);
  });

  it('the fit tool keeps the 11.1 terms in their hand ratios under one fitted scale, the bias as the offset, the others as fitted', () => {
    const w = FITTED_TERMS.map((_, i) => i + 1);
    const m = { w: [...w, 0.5], b: -0.7 };
    const out = weightsOf(m);
    expect(Object.keys(out)).toEqual(TERMS);
    FITTED_TERMS.forEach((k, i) => expect(out[k]).toBe(i + 1));
    for (const k of RULE_TERMS) expect(out[k]).toBeCloseTo(hand[k] * 0.5, 3);
    expect(out.bias).toBe(-0.7);
    // No view with an 11.1 term: the column is constant, its weight 0, and the hand weights stay.
    const none = weightsOf({ w: [...w, 0], b: 0 });
    for (const k of RULE_TERMS) expect(none[k]).toBe(hand[k]);
  });

  it('the hand weights rescaled give k times the hand logit plus b, and keep the 11.1 terms (a Zone taken stays a victory)', () => {
    const s = emptyBoard(2, 'allied');
    put(s, 23, ['8DLI-1', '8DLI-2', '8DLI-3', '8DLI-4', '7RT-A']);
    put(s, 9, ['1-6', '2-7']);
    put(s, 11, ['8DLI-1']);
    const v = game.view(s, 'allied') as BattlesView;
    expect(v.vpNow).toBe(1); // no 11.1 term applies
    const before = alliedLogit(v);
    const w = rescaled(0.4, -1.5);
    for (const k of RULE_TERMS) expect(w[k]).toBe(hand[k]);
    Object.assign(WEIGHTS, w);
    expect(alliedLogit(v)).toBeCloseTo(0.4 * before - 1.5, 3);
  });

  it('a search with its own weights plays with them and leaves the evaluation its weights after each decision', () => {
    const mine = { ...hand, vp: 9 };
    const seen: number[] = [];
    const p = new WeightedSearch(mine, 4);
    const s = emptyBoard(2, 'allied');
    put(s, 23, ['8DLI-1', '8DLI-2']);
    put(s, 9, ['1-6']);
    const inner = (p as unknown as { search: { choose: (...a: unknown[]) => unknown } }).search;
    const choose = inner.choose.bind(inner);
    inner.choose = (...a: unknown[]) => {
      seen.push(WEIGHTS.vp);
      return choose(...a);
    };
    const legal = game.legalActions(s, 'allied');
    decide(p, game, s, 'allied', legal, new Rng(1));
    expect(seen).toEqual([9]);
    expect(WEIGHTS).toEqual(hand);
  });
});
