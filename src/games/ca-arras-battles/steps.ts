// Counter-Attack Battles edition: the step table. Every step of the sequence of play, with the chapter
// that declares it (who acts, the legal actions, their effects, the prompt and the refusals sit
// together there, rules/NN-*.ts); the kernel derives toAct, chance, legalActions, perform,
// explainIllegal and prompt from it (src/kernel/steps.ts).

import type { LogSink, Role } from '../../kernel/game.ts';
import { areaStepTable } from '../../families/area-impulse/steps.ts';
import type { Action } from '../../kernel/game.ts';
import { type BattlesAction, actionSchema } from './actions.ts';
import type { BattlesState } from './state.ts';
import { impulseStep, noRoll, rollStep } from './rules/04-sequence-of-play.ts';
import { assaultStep } from './rules/05-movement.ts';
import { absorbStep, advancedStep, attackSelectStep, overrunStep, retreatStep, spearheadStep, voluntaryRetreatStep } from './rules/06-assault.ts';
import { bombardSecondStep } from './rules/07-bombardment.ts';
import { supportStep } from './rules/08-combat-support.ts';
import { advantageStep, refreshPickStep } from './rules/09-advantage.ts';
import { reorganizeStep } from './rules/10-reorganization.ts';
import { overStep } from './rules/11-victory.ts';
import { setupStep } from './rules/12-setup.ts';
import { bidStep } from './rules/14-optional-rules.ts';

export const STEPS = areaStepTable<BattlesState, BattlesAction>({
  steps: {
    bid: bidStep, // 14.1.1
    setup: setupStep, // 12.2
    roll: rollStep, // 13.1-13.6, 4.1, 6.1.1, 7.2, 9.3, 14.1.2
    advantage: advantageStep, // 9.0-9.4
    impulse: impulseStep, // 4.3
    assault: assaultStep, // 5.0-5.2.1
    'attack-select': attackSelectStep, // 5.2.1
    spearhead: spearheadStep, // 6.1
    advanced: advancedStep, // 6.1
    support: supportStep, // 8.0-8.3
    absorb: absorbStep, // 6.4.2.a
    retreat: retreatStep, // 6.6.1-6.6.2
    'voluntary-retreat': voluntaryRetreatStep, // 6.6.3
    overrun: overrunStep, // 6.5
    'bombard-second': bombardSecondStep, // 7.0
    'refresh-pick': refreshPickStep, // 9.3
    reorganize: reorganizeStep, // 10.0
    over: overStep, // 11.1, 11.3
  },
  noRoll,
  actionSchema,
});

export const toAct = STEPS.toAct;

export const legal = (s: BattlesState, role: Role): BattlesAction[] => STEPS.legalActions(s, role) as BattlesAction[];

export const perform = (s: BattlesState, role: Role, a: Action, log: LogSink | undefined): void => STEPS.perform(s, role, a, log);
