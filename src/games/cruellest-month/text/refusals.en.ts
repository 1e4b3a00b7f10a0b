// Why The Cruellest Month's strategic game refuses an action, in English (refusals.fr.ts: the same in French), keyed by
// what it says; refusals.ts gives each its rule.
import type { Role } from '../../../kernel/game.ts';

export const refusalsEn = {
  /** 4.0: `role` is not to act now; `acting` are. */
  notToAct: (role: Role, acting: Role[]) => `${role} may not act now: waiting for ${acting.join(' and ') || 'nobody'}`,
  /** An action type that is not open now, naming the types that are. */
  notOpen: (type: string, phase: string, where: string, types: string[]) => `"${type}" is not possible now (${phase}, ${where}); possible: ${types.join(', ')}`,
  /** The label of a roll asked when none is due (the step table's noRoll). */
  noRoll: 'no roll is due',
  /** 14.0: a game length the options do not offer (state.ts newGame). */
  turns: (turns: number) => `the game lasts 12 turns (4.0, 14.0) or, by the 13.0 reading, 10; not ${turns}`,
  /** An action of an open type that breaks its rule, without a more precise reason. */
  notLegal: (type: string) => `that ${type} is not legal now`,
  /** Why an action of each type is refused when its type is possible now (the rule checks of the steps). */
  why: {
    add:
      'that unit may not join this mission: it must be Ready at an operating Airbase, not regrouping, not on reconnaissance, not have attempted an ' +
      'interception first (8.1.6), and the mission must stay within 4 units of one Brigade / 2 of differing Brigades / 3 German / 2 in a General ' +
      'Regroup Turn (8.1.5)',
    mission:
      'not a target for that mission type: bombing/strafing enemy Airbases, cities, Douai/Cambrai (Allied) or divisions; spotting (RB) a division ' +
      'in a friendly ZOC; balloon busting (F/FB) a division within 2 hexes of a friendly one (8.6, 8.11)',
    stage: 'a stage-move goes to another friendly, operating, un-Disrupted Airbase with room (8.3, 6.3); a unit stages once a phase',
    scramble: 'up to two different fighters of the Interceptor player at operating Airbases may attempt (8.4)',
    move:
      'a division moves one hex (9.2) into a hex without enemy units and within stacking (9.3), not from one enemy ZOC hex to another (9.3.2), ' +
      'keeping within 2 hexes of its Corps (9.3.1) and within 9.1',
    attack: 'an attacker attacks one adjacent enemy hex once (9.4), within 9.1',
    defend: 'the unit meeting the attack is one of the defending divisions in the attacked hex (9.4)',
    place: 'not a legal placement hex or base (12.1.1, 12.2)',
    relocate: 'an evacuating unit goes to another friendly, operating, un-Disrupted Airbase with room (6.6.5, 6.3)',
  },
};
/** The refusals, keyed; refusals.fr.ts gives each in French. */
export type RefusalWords = typeof refusalsEn;
