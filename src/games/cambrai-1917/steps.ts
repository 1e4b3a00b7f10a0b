// The step table of Cambrai 1917: every step of the sequence of play, in the aid's order, with the
// chapter that declares it (who acts, the legal actions, their effects, the prompt and the refusals
// sit together there). The kernel derives toAct, chance, legalActions, perform, explainIllegal and
// prompt from it (src/kernel/steps.ts). Between the steps the aid's ordered lists run as a queue of
// tasks (rules/00-sequence.ts).
import { type IllegalInfo, type Role, RuleError } from '../../kernel/game.ts';
import { areaStepTable } from '../../families/area-impulse/steps.ts';
import { type CambraiAction, actionSchema } from './actions.ts';
import { forgetListing, idleStep, overStep, rollStep } from './rules/00-sequence.ts';
import { placeStep } from './rules/01-dawn.ts';
import { buyStep, cavalryStep, refreshStep } from './rules/03-night.ts';
import { assaultStep, impulseStep, regroupStep } from './rules/05-impulses.ts';
import { barrageAbsorbStep, primaryStep } from './rules/06-artillery-air.ts';
import { absorbStep, attackSelectStep, forwardStep, pointStep, voluntaryRetreatStep } from './rules/08-combat.ts';
import { overrunStep } from './rules/09-overrun.ts';
import { advantageStep, tankAdvantageStep } from './rules/11-advantage.ts';
import { openingStep } from './rules/12-november-20.ts';
import type { CambraiState } from './state.ts';
import { en } from './text/en.ts';
import { fr, refused } from './text/fr.ts';

export const STEPS = areaStepTable<CambraiState, CambraiAction>({
  steps: {
    idle: idleStep, // Sequence of Play (the queue runs)
    roll: rollStep, // every roll, its effect in its chapter
    place: placeStep, // Dawn Phase, 5.5
    impulse: impulseStep, // Impulses
    opening: openingStep, // Special November 20 Turn
    regroup: regroupStep, // Impulses: Regroup
    assault: assaultStep, // Impulses: Assault
    'hb-primary': primaryStep, // Hurricane Barrage
    'barrage-absorb': barrageAbsorbStep, // Barrage CP
    'attack-select': attackSelectStep, // Combat
    point: pointStep, // Combat
    forward: forwardStep, // Combat
    absorb: absorbStep, // Attack CP
    'voluntary-retreat': voluntaryRetreatStep, // Combat (retreats)
    overrun: overrunStep, // Overrun
    advantage: advantageStep, // Advantage Marker
    buy: buyStep, // Night Phase
    'tank-advantage': tankAdvantageStep, // Advantage Marker (Night Phase)
    refresh: refreshStep, // Night Phase
    cavalry: cavalryStep, // Night Phase
    over: overStep, // End Phase
  },
  noRoll: () => {
    throw new RuleError(en.refuse.noDice, null, 'wrong-role', { fr: fr.refuse.noDice });
  },
  notToAct: refuseNotToAct,
  actionSchema,
  beforeEach: forgetListing, // (a listing kept at the end of an action answers only the decision that follows it)
});

/** A role that is not to act (the kernel answers these itself before asking the game; for direct callers). */
function refuseNotToAct(s: CambraiState, role: Role): IllegalInfo {
  const acting = STEPS.toAct(s).join(' and ') || 'nobody';
  return refused(null, (w) => w.refuse.notToAct(role, acting, s.step.k));
}
