// Why an action is refused in the strategic game, in English and French (IllegalInfo.texts): a role that is not to act,
// an action type that is not open now (naming the types that are), or an action of an open type that breaks its rule.
// The step table (steps.ts) asks for these; the Air Battle Board explains its own refusals (air-battle/battle.ts).
import type { Action, IllegalInfo, Role } from '../../kernel/game.ts';
import type { State } from './state.ts';

/** A refusal in English and French (IllegalInfo.texts). */
const refusal = (message: string, rule: string | null, fr: string): IllegalInfo => ({ message, rule, texts: { fr } });
const ROLE_FR: Record<string, string> = { allied: 'le joueur allié', german: 'le joueur allemand', chance: 'les dés' };
/** Why an action of each type is refused when its type is possible now (the rule checks of the steps): [English, French]. */
const WHY: Record<string, [string, string]> = {
  add: [
    'that unit may not join this mission: it must be Ready at an operating Airbase, not regrouping, not on reconnaissance, not have attempted an ' +
      'interception first (8.1.6), and the mission must stay within 4 units of one Brigade / 2 of differing Brigades / 3 German / 2 in a General Regroup Turn ' +
      '(8.1.5)',
    'cette unité ne peut pas rejoindre la mission : elle doit être Prête sur un aérodrome en service, ni en regroupement, ni en reconnaissance, ni avoir ' +
      "tenté une interception (8.1.6), et la mission reste dans la limite de 4 unités d'une brigade / 2 de brigades différentes / 3 allemandes / 2 lors d'un " +
      'tour de regroupement général (8.1.5)',
  ],
  mission: [
    'not a target for that mission type: bombing/strafing enemy Airbases, cities, Douai/Cambrai (Allied) or divisions; spotting (RB) a division in a ' +
      'friendly ZOC; balloon busting (F/FB) a division within 2 hexes of a friendly one (8.6, 8.11)',
    "pas un objectif pour ce type de mission : bombardement/mitraillage d'aérodromes ennemis, de villes, de Douai/Cambrai (allié) ou de divisions ; réglage " +
      "d'artillerie (RB) sur une division dans une ZDC amie ; attaque de ballon (F/FB) sur une division à 2 hexagones au plus d'une division amie (8.6, 8.11)",
  ],
  stage: [
    'a stage-move goes to another friendly, operating, un-Disrupted Airbase with room (8.3, 6.3); a unit stages once a phase',
    'un transfert va vers un autre aérodrome ami, en service, non désorganisé et avec de la place (8.3, 6.3) ; une unité se transfère une fois par phase',
  ],
  scramble: [
    'up to two different fighters of the Interceptor player at operating Airbases may attempt (8.4)',
    "deux chasseurs différents au plus du joueur intercepteur, sur des aérodromes en service, peuvent tenter l'interception (8.4)",
  ],
  move: [
    'a division moves one hex (9.2) into a hex without enemy units and within stacking (9.3), not from one enemy ZOC hex to another (9.3.2), keeping within ' +
      '2 hexes of its Corps (9.3.1) and within 9.1',
    "une division avance d'un hexagone (9.2) dans un hexagone sans unité ennemie et dans la limite d'empilement (9.3), pas d'une ZDC ennemie à une autre " +
      '(9.3.2), à 2 hexagones au plus de son corps (9.3.1) et selon 9.1',
  ],
  attack: ['an attacker attacks one adjacent enemy hex once (9.4), within 9.1', 'un attaquant attaque une fois un hexagone ennemi adjacent (9.4), selon 9.1'],
  defend: [
    'the unit meeting the attack is one of the defending divisions in the attacked hex (9.4)',
    "l'unité qui reçoit l'attaque est l'une des divisions en défense dans l'hexagone attaqué (9.4)",
  ],
  place: ['not a legal placement hex or base (12.1.1, 12.2)', 'hexagone ou aérodrome de placement non autorisé (12.1.1, 12.2)'],
  relocate: [
    'an evacuating unit goes to another friendly, operating, un-Disrupted Airbase with room (6.6.5, 6.3)',
    'une unité évacuée va vers un autre aérodrome ami, en service, non désorganisé et avec de la place (6.6.5, 6.3)',
  ],
};

/** 4.0: `role` is not to act now; `acting` are. */
export function notToAct(role: Role, acting: Role[]): IllegalInfo {
  return refusal(
    `${role} may not act now: waiting for ${acting.join(' and ') || 'nobody'}`,
    '4.0',
    `${ROLE_FR[role] ?? role} ne peut pas agir maintenant : on attend ${acting.map((r) => ROLE_FR[r] ?? r).join(' et ') || 'personne'}`,
  );
}

/** Why `a` is refused at a step whose rule is `rule`, `legal` being what `role` may do there. */
export function refuseAt(s: State, a: Action, rule: string, legal: Action[]): IllegalInfo {
  const types = [...new Set(legal.map((x) => x.type))];
  if (!types.includes(a.type)) {
    const where = s.mission ? 'mission ' + s.mission.step : s.step;
    return refusal(
      `"${a.type}" is not possible now (${s.phase}, ${where}); possible: ${types.join(', ')}`,
      rule,
      `« ${a.type} » n'est pas possible maintenant (${s.phase}, ${where}) ; possible : ${types.join(', ')}`,
    );
  }
  const why = WHY[a.type];
  if (why) return refusal(why[0], rule, why[1]);
  return refusal(`that ${a.type} is not legal now`, rule, `cette action ${a.type} n'est pas permise maintenant`);
}

/** The rule of the air step's decision: the mission's step (8.1.5-8.12), or the choice of a mission (8.1). */
export function airRule(s: State): string {
  return (s.mission && MISSION_RULE[s.mission.step]) || '8.1';
}
const MISSION_RULE: Record<string, string> = { compose: '8.1.5', scramble: '8.4', 'target-scramble': '8.5', late: '8.7.1', altitude: '8.9', land: '8.12' };
