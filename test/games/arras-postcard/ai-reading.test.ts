// Issue 17, ninth pass: the Allied search reads the German chance rescaled to outcomes
// (src/games/arras-postcard/ai.ts ALLIED_READING_CALIBRATION), so the gain of the German attack to come
// is not lost against the cap of a saturated hand evaluation.
import { describe, expect, it } from 'vitest';
import {
  arrasPostcardAI,
  breakthroughTerms,
  clearMemos,
  germanChance,
  germanThreatGain,
  observe,
  resample,
} from '../../../src/games/arras-postcard/ai/index.ts';
import type { PostcardView } from '../../../src/games/arras-postcard/view.ts';
import type { State } from '../../../src/games/arras-postcard/state.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { game, rescaledChance as rescaled } from './helpers.ts';

/** Turn 1 at the German movement phase: the Allies took recovery and combat, moved the 3e DLM (1er Cuir.) to 0102 and ended. */
function germanTurnOne(search: boolean): State {
  const s = game.setup({});
  for (const a of [{ type: 'phase', phase: 'recovery' }, { type: 'phase', phase: 'combat' }, { type: 'end' }, { type: 'phase', phase: 'movement' }])
    game.perform(s, 'allied', a);
  const m = resample(observe(s, 'allied'), 'allied', new Rng(1), search);
  game.perform(m, 'allied', { type: 'move', unit: 'dlm-cuir', to: '0102' });
  game.perform(m, 'allied', { type: 'end' });
  expect(m.side).toBe('german');
  expect(m.phase).toBe('movement');
  return m;
}

describe('computer players: the Allied search reads the German chance rescaled to outcomes', () => {
  it('Victory, 8.1-8.6: the Allied search values the German reply by the rescaled chance and the German attack to come', () => {
    clearMemos();
    const m = germanTurnOne(true);
    const v = game.view(m, 'allied') as PostcardView;
    const hand = germanChance(v);
    const now = rescaled(hand);
    const gain = germanThreatGain(v, m, breakthroughTerms(v), now, true);
    expect(arrasPostcardAI.evaluate(m, 'allied')).toBeCloseTo(1 - Math.min(1, now + Math.max(0, gain)), 9);
    // The heuristic (not a search) reads the hand evaluation as it is.
    expect(arrasPostcardAI.evaluate(germanTurnOne(false), 'allied')).toBeCloseTo(1 - hand, 9);
  });

  it('8.1-8.6: where the hand evaluation is saturated, the German attack to come still counts in full in the Allied search value', () => {
    clearMemos();
    const m = germanTurnOne(true);
    const v = game.view(m, 'allied') as PostcardView;
    const hand = germanChance(v);
    const value = arrasPostcardAI.evaluate(m, 'allied');
    const counted = 1 - value - rescaled(hand);
    // The gain the search counts is more than the whole headroom the hand chance leaves under the cap of 1.
    expect(counted).toBeGreaterThan(1 - hand);
    // So the search's value is not pressed against 0 as the hand reading is.
    expect(value).toBeGreaterThan(10 * (1 - hand));
  });
});
