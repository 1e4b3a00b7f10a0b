// The area-impulse family's describer and step table (src/families/area-impulse/describe.ts, steps.ts):
// the actions every area game takes are described once, in each game's words, and a step table gets
// its step, schema check and refusal of a role not to act from the family.
import { describe, expect, it } from 'vitest';
import { type DescribeWords, type Describing, describeAreaAction } from '../../src/families/area-impulse/describe.ts';
import { areaStepTable } from '../../src/families/area-impulse/steps.ts';
import { step } from '../../src/kernel/steps.ts';

/** Words that show what the describer passed on. */
const WORDS: DescribeWords = {
  dice: (d) => `dice ${d.join('+')}`,
  pass: 'pass',
  move: (u, a, cost) => `${u}>${a}@${cost}`,
  attack: (a, mandatory) => `attack ${a}${mandatory ? '!' : ''}`,
  end: 'end',
  join: (u) => `join ${u}`,
  resolve: 'resolve',
  retreat: (u, a) => `${u} retreats ${a}`,
  done: 'done',
  flip: (u) => `flip ${u}`,
  eliminate: (u, p) => `eliminate ${u} ${p}`,
  noRetreat: (u) => `${u} stays`,
};

const state = { loc: [3, 4], spent: [0, 1], control: [] } as never;
const GAME: Describing<never> = {
  unitOf: (id) => ['a', 'b'].indexOf(id),
  moveCost: (_s, u, to) => (u === 0 ? to * 10 : null),
  costs: { freshEliminated: 3, flip: 1, spentEliminated: 2, spentRetreats: 1 },
};

describe('area-impulse describer', () => {
  it('a move is described with what the game says it costs the unit now (null: the step is not open)', () => {
    expect(describeAreaAction(state, { type: 'move', unit: 'a', to: 5 }, 'A', WORDS, GAME)).toBe('A>5@50');
    expect(describeAreaAction(state, { type: 'move', unit: 'b', to: 5 }, 'B', WORDS, GAME)).toBe('B>5@null');
  });

  it('an attack is worded mandatory or not as the game says (Cambrai Combat), not mandatory where the game does not say (1940 9.1, Battles 6.0)', () => {
    const attack = { type: 'attack', area: 6 } as const;
    expect(describeAreaAction(state, attack, '', WORDS, GAME)).toBe('attack 6');
    expect(describeAreaAction(state, attack, '', WORDS, { ...GAME, mandatory: (_s, a) => a === 6 })).toBe('attack 6!');
  });

  it("an eliminated unit absorbs its attrition table's points, Fresh or Spent (1940 11.1, Battles 6.4.2)", () => {
    expect(describeAreaAction(state, { type: 'absorb', unit: 'a', how: 'eliminate' }, 'A', WORDS, GAME)).toBe('eliminate A 3');
    expect(describeAreaAction(state, { type: 'absorb', unit: 'b', how: 'eliminate' }, 'B', WORDS, GAME)).toBe('eliminate B 2');
  });

  it('a retreat taken as a loss is worded as any retreat unless the game words it apart, and one that cannot be made as such', () => {
    const absorb = { type: 'absorb', unit: 'a', how: 'retreat', to: 7 } as const;
    expect(describeAreaAction(state, absorb, 'A', WORDS, GAME)).toBe('A retreats 7');
    expect(describeAreaAction(state, absorb, 'A', { ...WORDS, absorbRetreat: (u, a) => `${u} falls back ${a}` }, GAME)).toBe('A falls back 7');
    expect(describeAreaAction(state, { type: 'absorb', unit: 'a', how: 'retreat' }, 'A', WORDS, GAME)).toBe('A stays');
  });
});

describe('area-impulse step table', () => {
  type S = { step: { k: 'only' } };
  const table = areaStepTable<S, { type: 'go' }>({
    steps: {
      only: step<S, { type: 'go' }>({
        rule: '1.0',
        actor: () => ['allied'],
        legal: (_s, _r, out) => {
          out.push({ type: 'go' });
        },
        perform: {},
        prompt: () => ({ text: 'go' }),
        refuseOther: () => ({ message: 'no', rule: '1.0' }),
      }),
    },
    noRoll: () => ({ dice: 1, sides: 6, label: 'none' }),
    actionSchema: () => ({ safeParse: (v: unknown) => ({ success: (v as { type?: string }).type === 'go' }) }),
  });

  it("the step is the state's step.k, and a role not to act is refused in English and French, naming no rule", () => {
    const s: S = { step: { k: 'only' } };
    expect(table.toAct(s)).toEqual(['allied']);
    expect(table.legalActions(s, 'allied')).toEqual([{ type: 'go' }]);
    expect(table.explainIllegal?.(s, 'german', { type: 'go' })).toEqual({
      message: 'german is not to act now',
      rule: null,
      texts: { fr: "german n'a pas à agir maintenant" },
    });
  });
});
