// The step table (issue 31): a game declares each step once (who acts, legal actions, effects,
// prompt, refusals, dice) and the kernel derives the GameDefinition's hooks; the action schema is
// checked once at the boundary (applyAction, so Session.act).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CHANCE, type GameDefinition } from '../../src/kernel/game.ts';
import { refusal } from './refusal.ts';
import { Session, scriptedDice } from '../../src/kernel/session.ts';
import { step, stepTable } from '../../src/kernel/steps.ts';

// A two-step game: the runner picks a lane (1-3, each once) or stops; a die then adds to the score.
// `stop` is taken in both steps with different effects, as `accept` is in the area games.
interface S {
  at: 'pick' | 'roll' | 'over';
  lanes: number[];
  score: number;
}
const SCHEMA = z.discriminatedUnion('type', [
  z.object({ type: z.literal('lane'), lane: z.number() }),
  z.object({ type: z.literal('stop') }),
  z.object({ type: z.literal('dice'), dice: z.array(z.number()) }),
]);
type A = z.infer<typeof SCHEMA>;

const pick = step<S, A>({
  rule: '1.1',
  actor: () => ['runner'],
  legal: (s, _role, out) => {
    for (const lane of [1, 2, 3]) if (!s.lanes.includes(lane)) out.push({ type: 'lane', lane });
    out.push({ type: 'stop' });
  },
  perform: {
    lane: (s, a) => {
      s.lanes.push(a.lane);
      s.at = 'roll';
    },
    stop: (s) => {
      s.at = 'over';
    },
  },
  prompt: (_s, _role, lang) => ({ text: lang === 'fr' ? 'Choisissez un couloir.' : 'Pick a lane.', rule: '1.1' }),
  refuse: { lane: (_s, a) => ({ message: `lane ${a.lane} is taken or unknown`, rule: '1.2' }) },
  refuseOther: (_s, a) => ({ message: `"${a.type}" waits: pick a lane`, rule: '1.1' }),
});
const roll = step<S, A>({
  rule: '2.1',
  actor: () => [CHANCE],
  chance: () => ({ dice: 1, sides: 6, label: 'the lane die', rule: '2.1' }),
  perform: {
    dice: (s, a) => {
      s.score += a.dice[0] * s.lanes[s.lanes.length - 1];
      s.at = s.lanes.length === 3 ? 'over' : 'pick';
    },
    stop: (s) => {
      s.score = -1;
    },
  },
  prompt: () => ({ text: 'dice' }),
  refuseOther: () => ({ message: 'dice are due', rule: '2.1' }),
});
const over = step<S, A>({ rule: '3.1', actor: () => [], perform: {}, prompt: () => ({ text: 'over' }), refuseOther: () => ({ message: 'over', rule: '3.1' }) });

const table = stepTable<S, A, S['at']>({
  stepOf: (s) => s.at,
  steps: { pick, roll, over },
  noRoll: () => ({ dice: 1, sides: 6, label: 'no roll is due' }),
  notToAct: (_s, role) => ({ message: `${role} waits`, rule: '0.1' }),
  schema: SCHEMA,
});
const lanes: GameDefinition<S> = {
  id: 'lanes',
  title: 'Lanes',
  roles: ['runner'],
  scenarios: [],
  options: [],
  setup: () => ({ at: 'pick', lanes: [], score: 0 }),
  ...table,
  actionSchema: SCHEMA,
  view: (s) => s,
  result: (s) => (s.at === 'over' ? { winner: 'runner', kind: 'done', detail: `${s.score}`, scores: { runner: 1 } } : null),
  describeAction: (_s, _r, a) => a.type,
};

describe('kernel: the step table (issue 31)', () => {
  it('toAct, legalActions, chance and prompt come from the step the state is in', () => {
    const s = lanes.setup({});
    expect(lanes.toAct(s)).toEqual(['runner']);
    expect(lanes.legalActions(s, 'runner')).toEqual([{ type: 'lane', lane: 1 }, { type: 'lane', lane: 2 }, { type: 'lane', lane: 3 }, { type: 'stop' }]);
    expect(lanes.legalActions(s, CHANCE)).toEqual([]);
    expect(lanes.chance(s).label).toBe('no roll is due');
    expect(lanes.prompt!(s, 'runner', 'fr')).toEqual({ text: 'Choisissez un couloir.', rule: '1.1' });
    lanes.perform(s, 'runner', { type: 'lane', lane: 2 });
    expect(lanes.toAct(s)).toEqual([CHANCE]);
    expect(lanes.legalActions(s, 'runner')).toEqual([]);
    expect(lanes.chance(s)).toMatchObject({ label: 'the lane die', rule: '2.1' });
    lanes.perform(s, CHANCE, { type: 'dice', dice: [4] });
    expect(s).toEqual({ at: 'pick', lanes: [2], score: 8 });
    expect(lanes.legalActions(s, 'runner').map((a) => a.type === 'lane' && a.lane)).toEqual([1, 3, false]);
  });

  it('one action type, one effect per step: stop ends the game when picking, scores -1 when the die is due', () => {
    const s = lanes.setup({});
    lanes.perform(s, 'runner', { type: 'stop' });
    expect(s.at).toBe('over');
    expect(lanes.toAct(s)).toEqual([]);
    const t = lanes.setup({});
    lanes.perform(t, 'runner', { type: 'lane', lane: 1 });
    lanes.perform(t, CHANCE, { type: 'stop' });
    expect(t.score).toBe(-1);
    expect(() => lanes.perform(lanes.setup({}), 'runner', { type: 'dice', dice: [1] })).toThrow(/no effect/);
  });

  it('a refusal is explained by the step: its handler for the type, else refuseOther, else the role is not to act', () => {
    const s = lanes.setup({});
    s.lanes.push(2);
    expect(lanes.explainIllegal!(s, 'runner', { type: 'lane', lane: 2 })).toEqual({ message: 'lane 2 is taken or unknown', rule: '1.2' });
    expect(lanes.explainIllegal!(s, 'runner', { type: 'fly' })).toEqual({ message: '"fly" waits: pick a lane', rule: '1.1' });
    // A lane that is no number never reaches the typed handler.
    expect(lanes.explainIllegal!(s, 'runner', { type: 'lane', lane: 'two' })).toEqual({ message: '"lane" waits: pick a lane', rule: '1.1' });
    expect(lanes.explainIllegal!(s, 'referee', { type: 'stop' })).toEqual({ message: 'referee waits', rule: '0.1' });
  });

  it('the action schema at the boundary: a known type with a field of the wrong shape is malformed, with the rule of the decision; the state is unchanged', () => {
    const session = new Session(lanes, {}, scriptedDice([]));
    const hash = session.hash();
    const bad = refusal(() => session.act('runner', { type: 'lane', lane: 'two' }));
    expect(bad.code).toBe('malformed');
    expect(bad.rule).toBe('1.1');
    expect(bad.message).toMatch(/"lane"/);
    // An unknown type is still unknown-action, explained by the step; a well-formed illegal one is illegal.
    const fly = refusal(() => session.act('runner', { type: 'fly' }));
    expect([fly.code, fly.rule]).toEqual(['unknown-action', '1.1']);
    const taken = refusal(() => session.act('runner', { type: 'lane', lane: 7 }));
    expect([taken.code, taken.rule]).toEqual(['illegal', '1.2']);
    expect(session.hash()).toBe(hash);
    expect(session.seq).toBe(0);
    session.act('runner', { type: 'lane', lane: 3 });
    expect(session.toAct()).toEqual([CHANCE]);
  });

  it('states in different steps asked in turn each get their own step (the table keeps the step it last looked up)', () => {
    const picking = lanes.setup({});
    const rolling = lanes.setup({});
    lanes.perform(rolling, 'runner', { type: 'lane', lane: 3 });
    for (let i = 0; i < 3; i++) {
      expect(lanes.toAct(picking)).toEqual(['runner']);
      expect(lanes.toAct(rolling)).toEqual([CHANCE]);
      expect(lanes.legalActions(picking, 'runner')).toHaveLength(4);
      expect(lanes.chance(rolling).label).toBe('the lane die');
      expect(lanes.chance(picking).label).toBe('no roll is due');
    }
    // The same action type, each state's own effect: stop ends the one, scores -1 in the other.
    lanes.perform(rolling, CHANCE, { type: 'stop' });
    lanes.perform(picking, 'runner', { type: 'stop' });
    expect([picking.at, picking.score, rolling.at, rolling.score]).toEqual(['over', 0, 'roll', -1]);
  });

  it('a step may hand out a listing made whole elsewhere; beforeEach and afterEach run around every effect (the flow on), notToAct sees the action', () => {
    const calls: string[] = [];
    const whole: A[] = [{ type: 'stop' }];
    const flowing = stepTable<S, A, S['at']>({
      stepOf: (s) => s.at,
      steps: { pick: { ...pick, legal: () => whole }, roll, over },
      noRoll: () => ({ dice: 1, sides: 6, label: 'no roll is due' }),
      notToAct: (_s, role, a) => ({ message: `${role} waits (${a.type})`, rule: '0.1' }),
      beforeEach: (s) => calls.push(`before ${s.at}`),
      // The flow on: a roll of the die is automatic here, settling at the next decision.
      afterEach: (s) => {
        calls.push(`after ${s.at}`);
        if (s.at === 'roll') s.at = 'pick';
      },
    });
    const s: S = { at: 'pick', lanes: [], score: 0 };
    expect(flowing.legalActions(s, 'runner')).toBe(whole);
    flowing.perform(s, 'runner', { type: 'lane', lane: 1 });
    expect(calls).toEqual(['before pick', 'after roll']);
    expect(s.at).toBe('pick');
    expect(flowing.explainIllegal!(s, 'referee', { type: 'stop' })).toEqual({ message: 'referee waits (stop)', rule: '0.1' });
  });
});
