// The area-impulse family's step declaration and its refusals (src/families/area-impulse/steps.ts):
// the order of the reasons a step gives, and the prompt it falls back to.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/kernel/game.ts';
import { type AreaStep, type StepRefusals, areaSteps, explainAtStep, stepAt } from '../../src/families/area-impulse/steps.ts';

type S = { open: boolean };
type A = { type: 'move'; unit: string; to: number } | { type: 'done' };
const WORDS: StepRefusals<AreaStep<S, A, 'allied' | 'german'>> = {
  knows: { unit: (id) => id === 'inf', area: (id) => id === 1 || id === 2, areaHelp: () => 'areas 1-2', unitRule: '3.0', areaRule: '2.1' },
  notOpen: (basic, k, st) => ({ message: `${basic.message} [${k}]`, rule: st.rule }),
  notLegal: (a, k, st) => ({ message: `${a.type} not now [${k}]`, rule: st.rule }),
};
const step = areaSteps<S, A, 'allied' | 'german', AreaStep<S, A, 'allied' | 'german'>>(WORDS, (r) => (r === 'german' ? 'german' : 'allied'))('movement', {
  rule: '5.1',
  actor: () => ['allied'],
  legal: (s, _side, out) => {
    if (s.open) out.push({ type: 'move', unit: 'inf', to: 2 });
    out.push({ type: 'done' });
  },
  perform: {},
  why: { move: (_s, side, a) => (a.to === 1 ? { message: `${side} may not re-enter 1`, rule: '5.2' } : null) },
});

describe('area-impulse steps: why an action is refused', () => {
  const s: S = { open: true };
  it('1940 4.0/3.1, Battles 3.0/2.1.1: an unknown unit or area is refused before the step says anything', () => {
    expect(step.refuse!.move!(s, { type: 'move', unit: 'tank', to: 2 }, 'allied').rule).toBe('3.0');
    expect(step.refuse!.move!(s, { type: 'move', unit: 'inf', to: 9 }, 'allied')).toMatchObject({ rule: '2.1', message: 'unknown area 9 (areas 1-2)' });
  });
  it("the step's own reason comes next, with the role read as its side", () => {
    expect(step.refuse!.move!(s, { type: 'move', unit: 'inf', to: 1 }, 'allied')).toEqual({ message: 'allied may not re-enter 1', rule: '5.2' });
  });
  it("an action type the step does not take names what is possible and the step; any other, the step's rule", () => {
    expect(step.refuseOther(s, { type: 'bid', amount: 3 } as Action, 'allied')).toEqual({
      message: '"bid" is not possible now; possible actions: move, done [movement]',
      rule: '5.1',
    });
    expect(step.refuseOther({ open: false }, { type: 'move', unit: 'inf', to: 2 } as Action, 'allied')).toEqual({
      message: '"move" is not possible now; possible actions: done [movement]',
      rule: '5.1',
    });
    expect(explainAtStep(WORDS, 'movement', { rule: '5.1' } as AreaStep<S, A, 'allied'>, { type: 'done' }, [{ type: 'done' }])).toEqual({
      message: 'done not now [movement]',
      rule: '5.1',
    });
  });
  it('a step without its own prompt asks to choose an action, in English and French', () => {
    expect(step.prompt(s, 'allied', 'en')).toEqual({ text: 'Choose your action.' });
    expect(step.prompt(s, 'allied', 'fr')).toEqual({ text: 'Choisissez votre action.' });
  });
});

describe('area-impulse steps: the step at hand', () => {
  type Step = { k: 'roll'; purpose: string; dice: number } | { k: 'reorganize'; side: 'allied' | 'german' };
  it("1940 2.1 / Battles 10.0 / Cambrai's Sequence of Play: a step's own handlers read the step at hand; anywhere else is an internal error", () => {
    const s: { step: Step } = { step: { k: 'reorganize', side: 'german' } };
    expect(stepAt(s, 'reorganize').side).toBe('german');
    expect(() => stepAt(s, 'roll')).toThrow('internal: step reorganize where roll was due');
  });
});
