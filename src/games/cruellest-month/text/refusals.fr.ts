// Why The Cruellest Month's strategic game refuses an action, in French, keyed as refusals.en.ts (typed against it).
import type { RefusalWords } from './refusals.en.ts';

const ROLE_FR: Record<string, string> = { allied: 'le joueur allié', german: 'le joueur allemand', chance: 'les dés' };

export const refusalsFr: RefusalWords = {
  notToAct: (role, acting) =>
    `${ROLE_FR[role] ?? role} ne peut pas agir maintenant : on attend ${acting.map((r) => ROLE_FR[r] ?? r).join(' et ') || 'personne'}`,
  notOpen: (type, phase, where, types) => `« ${type} » n'est pas possible maintenant (${phase}, ${where}) ; possible : ${types.join(', ')}`,
  noRoll: 'aucun jet de dé attendu',
  turns: (turns) => `la partie dure 12 tours (4.0, 14.0) ou, selon la lecture de 13.0, 10 ; pas ${turns}`,
  notLegal: (type) => `cette action ${type} n'est pas permise maintenant`,
  why: {
    add:
      'cette unité ne peut pas rejoindre la mission : elle doit être Prête sur un aérodrome en service, ni en regroupement, ni en reconnaissance, ' +
      "ni avoir tenté une interception (8.1.6), et la mission reste dans la limite de 4 unités d'une brigade / 2 de brigades différentes / 3 " +
      "allemandes / 2 lors d'un tour de regroupement général (8.1.5)",
    mission:
      "pas un objectif pour ce type de mission : bombardement/mitraillage d'aérodromes ennemis, de villes, de Douai/Cambrai (allié) ou de divisions " +
      "; réglage d'artillerie (RB) sur une division dans une ZDC amie ; attaque de ballon (F/FB) sur une division à 2 hexagones au plus d'une " +
      'division amie (8.6, 8.11)',
    stage:
      'un transfert va vers un autre aérodrome ami, en service, non désorganisé et avec de la place (8.3, 6.3) ; une unité se transfère une fois ' +
      'par phase',
    scramble: "deux chasseurs différents au plus du joueur intercepteur, sur des aérodromes en service, peuvent tenter l'interception (8.4)",
    move:
      "une division avance d'un hexagone (9.2) dans un hexagone sans unité ennemie et dans la limite d'empilement (9.3), pas d'une ZDC ennemie à " +
      'une autre (9.3.2), à 2 hexagones au plus de son corps (9.3.1) et selon 9.1',
    attack: 'un attaquant attaque une fois un hexagone ennemi adjacent (9.4), selon 9.1',
    defend: "l'unité qui reçoit l'attaque est l'une des divisions en défense dans l'hexagone attaqué (9.4)",
    place: 'hexagone ou aérodrome de placement non autorisé (12.1.1, 12.2)',
    relocate: 'une unité évacuée va vers un autre aérodrome ami, en service, non désorganisé et avec de la place (6.6.5, 6.3)',
  },
};
