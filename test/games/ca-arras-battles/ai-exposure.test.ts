// The search's reading of what the opponent's next impulse can take (issue 17: the German search walked its
// screen away on Turn 1 and the Allies took 7 VP against the spent units; ai.ts `exposure`).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/kernel/rng.ts';
import { EXPOSED, EXPOSURE_WEIGHT, caArrasBattlesAI, evaluateView, exposure, observe, resample } from '../../../src/games/ca-arras-battles/ai/index.ts';
import type { BattlesView } from '../../../src/games/ca-arras-battles/game.ts';
import { emptyBoard, game, play, put } from './helpers.ts';

describe('ca-arras-battles search: exposure (5.0, 5.1, 5.2, 6.2, 11.2)', () => {
  it('5.1 a German unit that leaves its sector to wander is Fatiguée: the Allied assault on the sector it left and on the one it reached gets likelier (6.2 B), and a Vacant German sector next to a Fresh Allied unit may be walked into (5.2.2)', () => {
    // Turn 3, a German impulse; two German infantry hold Sector 9 (black, German), three British units
    // hold Sector 10 next to it (Allied control).
    const s = emptyBoard(3, 'german');
    put(s, 9, ['1-7', '2-6']);
    put(s, 10, ['7RT-A', '7RT-B', '8DLI-1']);
    expect(s.control[10]).toBe('allied');
    const before = exposure(s);
    // The Allies may take Sector 9 by assault: a positive Allied logit, below one VP's weight (Sector 9
    // alone; no other German sector is next to an Allied unit that can pay its entry).
    expect(before).toBeGreaterThan(0);
    // One German unit walks to Sector 12 and the impulse ends: 2-6 is Fatiguée, 1-7 alone in Sector 9.
    play(s, 'german', { type: 'activate', area: 9 });
    play(s, 'german', { type: 'move', unit: '2-6', to: 12 });
    play(s, 'german', { type: 'end' });
    const after = exposure(s);
    expect(after).toBeGreaterThan(before);
    // Both German units gone: Sector 9 is Vacant and German, next to Fresh British units that may lead
    // (5.2.2): a whole VP within reach.
    const t = emptyBoard(3, 'german');
    put(t, 10, ['7RT-A', '7RT-B', '8DLI-1']);
    put(t, 12, ['1-7', '2-6']);
    expect(exposure(t)).toBeGreaterThanOrEqual(EXPOSURE_WEIGHT * 1 - 1e-12);
    expect(exposure(t)).toBeGreaterThan(after);
  });

  it("11.2 the German side's exposure counts the VP sectors it can take back: German units next to an Allied-held German sector lower the Allied logit; outside the Combat Phase nothing is counted", () => {
    const s = emptyBoard(3, 'german');
    put(s, 10, ['8DLI-1']);
    expect(s.control[10]).toBe('allied');
    const alone = exposure(s);
    put(s, 9, ['1-7', '2-6', '2-7']);
    expect(exposure(s)).toBeLessThan(alone);
    s.phase = 'final';
    expect(exposure(s)).toBe(0);
  });

  it("the German search's models read the exposure about the root; the heuristic's do not", () => {
    const s = emptyBoard(3, 'german');
    put(s, 9, ['1-7', '2-6']);
    put(s, 10, ['7RT-A', '7RT-B', '8DLI-1']);
    const view = game.view(s, 'german') as BattlesView;
    const model = resample(observe(s, 'german'), 'german', new Rng(1), true);
    expect(caArrasBattlesAI.evaluate(model, 'german')).toBeCloseTo(0.5, 12);
    // In the search's model, the German walks 2-6 away: the value falls below the root's.
    play(model, 'german', { type: 'activate', area: 9 });
    play(model, 'german', { type: 'move', unit: '2-6', to: 12 });
    play(model, 'german', { type: 'end' });
    expect(caArrasBattlesAI.evaluate(model, 'german')).toBeLessThan(0.5);
    const plain = resample(observe(s, 'german'), 'german', new Rng(1));
    expect(caArrasBattlesAI.evaluate(plain, 'german')).toBeCloseTo(evaluateView(view, 'german'), 12);
  });

  it("the Allied search's models add the exposure to the plain logit (EXPOSED): a German sector open to a British assault is worth more to them", () => {
    const s = emptyBoard(3, 'allied');
    put(s, 9, ['1-7']);
    put(s, 10, ['7RT-A', '7RT-B', '8DLI-1']);
    expect(EXPOSED.has('allied')).toBe(true);
    expect(exposure(s)).toBeGreaterThan(0);
    const view = game.view(s, 'allied') as BattlesView;
    const search = resample(observe(s, 'allied'), 'allied', new Rng(1), true);
    const plain = resample(observe(s, 'allied'), 'allied', new Rng(1));
    expect(caArrasBattlesAI.evaluate(search, 'allied')).toBeGreaterThan(caArrasBattlesAI.evaluate(plain, 'allied'));
    expect(caArrasBattlesAI.evaluate(plain, 'allied')).toBeCloseTo(evaluateView(view, 'allied'), 12);
  });

  it("4.3 A two passes in a row end the Combat Phase: the search's model knows the opponent has just passed (the view does not say it)", () => {
    const s = emptyBoard(3, 'allied');
    put(s, 9, ['1-7', '2-6']);
    put(s, 10, ['7RT-A', '8DLI-1']);
    // The phase's own start: nothing passed yet.
    const start = resample(observe(s, 'allied'), 'allied', new Rng(1), true);
    expect(start.lastImpulsePass).toBe(false);
    play(s, 'allied', { type: 'pass' });
    expect(s.momentum).toBe('german');
    expect(s.lastImpulsePass).toBe(true);
    const model = resample(observe(s, 'german'), 'german', new Rng(1), true);
    expect(model.lastImpulsePass).toBe(true);
    // In the model as in the game, a German Pass now ends the Combat Phase.
    play(model, 'german', { type: 'pass' });
    expect(model.phase).not.toBe('combat');
    // After a German impulse the Initiative stays German: no pass to read.
    play(s, 'german', { type: 'activate', area: 9 });
    play(s, 'german', { type: 'move', unit: '2-6', to: 12 });
    play(s, 'german', { type: 'end' });
    const later = resample(observe(s, 'german'), 'german', new Rng(1), true);
    expect(later.lastImpulsePass).toBe(false);
  });
});
