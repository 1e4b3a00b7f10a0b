// Counter-Attack 1940: the step table. Every step of the sequence of play, with the chapter that
// declares it (who acts, the legal actions, their effects, the prompt and the refusals sit together
// there, rules/NN-*.ts); the kernel derives toAct, chance, legalActions, perform, explainIllegal and
// prompt from it (src/kernel/steps.ts).

import type { Action, LogSink, Role } from '../../kernel/game.ts';
import { areaStepTable } from '../../families/area-impulse/steps.ts';
import { type ArrasAction, actionSchema } from './actions.ts';
import type { ArrasState } from './state.ts';
import { setupStep } from './rules/05-setup.ts';
import { impulseStartStep, impulseStep, noRoll, rollStep } from './rules/06-sequence-of-play.ts';
import { assaultStep } from './rules/08-movement.ts';
import { attackSelectStep, combatRerollStep, leadAttackerStep, leadDefenderStep, overrunStep } from './rules/09-combat.ts';
import { primaryStep, supportStep } from './rules/10-bombardment.ts';
import { absorbStep, retreatStep, voluntaryRetreatStep } from './rules/11-attrition-and-retreat.ts';
import { reorganizeStep } from './rules/12-reorganization.ts';
import { rerollOfferStep } from './rules/13-advantage.ts';
import { gortMindStep, overStep } from './rules/16-victory.ts';
import { bidStep } from './rules/17-side-determination.ts';

export const STEPS = areaStepTable<ArrasState, ArrasAction>({
  steps: {
    bid: bidStep, // 17.1
    setup: setupStep, // 5.3
    roll: rollStep, // 2.1
    'reroll-offer': rerollOfferStep, // 13.1A
    'impulse-start': impulseStartStep, // 6.2.1, 13.1B
    impulse: impulseStep, // 6.2.2
    assault: assaultStep, // 8.1
    'attack-select': attackSelectStep, // 9.2
    'lead-attacker': leadAttackerStep, // 9.4.2A
    'lead-defender': leadDefenderStep, // 9.4.3A
    support: supportStep, // 10.3B
    primary: primaryStep, // 10.2.1
    'combat-reroll': combatRerollStep, // 13.4
    absorb: absorbStep, // 11.1
    retreat: retreatStep, // 11.2.2
    'voluntary-retreat': voluntaryRetreatStep, // 11.2.3
    overrun: overrunStep, // 9.4.4
    reorganize: reorganizeStep, // 12.1
    'gort-mind': gortMindStep, // 18.2.1
    over: overStep, // 16
  },
  noRoll,
  actionSchema,
});

export const toAct = STEPS.toAct;

export const legal = (s: ArrasState, role: Role): ArrasAction[] => STEPS.legalActions(s, role) as ArrasAction[];

export const perform = (s: ArrasState, role: Role, a: Action, log: LogSink | undefined): void => STEPS.perform(s, role, a, log);
