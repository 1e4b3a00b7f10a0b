// The step table of the postcard game: every step of the sequence of play, in the order of play,
// with the chapter that declares it (who acts, the legal actions, their effects, the prompt and the
// refusals sit together there). The kernel derives toAct, chance, legalActions, perform,
// explainIllegal and prompt from it (src/kernel/steps.ts).
import { stepTable } from '../../kernel/steps.ts';
import { chooseStep } from './rules/03-sequence.ts';
import { movementStep } from './rules/07-movement.ts';
import { advanceStep, combatStep, flakRollStep, flakStep, lossStep, retreatStep, rollStep } from './rules/08-combat.ts';
import { overStep } from './rules/02-victory.ts';
import { type CombatState, type PostcardAction, type State, actionSchema } from './state.ts';
import { say } from './text/en.ts';
import { refusal, sayFr } from './text/fr.ts';

export type StepName = 'choose' | 'movement' | 'combat' | CombatState['step'] | 'over';

/** The step a state is in: a pending combat's step, else the phase. */
export function stepOf(s: State): StepName {
  if (s.phase === 'over') return 'over';
  return s.combat ? s.combat.step : s.phase;
}

export const STEPS = stepTable<State, PostcardAction, StepName>({
  stepOf,
  steps: {
    choose: chooseStep, // Sequence
    movement: movementStep, // 7.1-7.2, 6.0, Victory (breakthrough)
    combat: combatStep, // 8.1
    flak: flakStep, // 8.8
    'flak-roll': flakRollStep, // 8.8
    roll: rollStep, // 8.1-8.4
    retreat: retreatStep, // 8.5-8.6
    loss: lossStep, // 8.4
    advance: advanceStep, // 8.7
    over: overStep, // Victory
  },
  noRoll: () => ({ dice: 1, sides: 6, label: say.chance.none, rule: '8.1', texts: { fr: sayFr.chance.none } }),
  notToAct: (_s, role) => refusal('Sequence', (w) => w.refuse.notToAct(role)),
  schema: { safeParse: (value) => actionSchema().safeParse(value) },
});
