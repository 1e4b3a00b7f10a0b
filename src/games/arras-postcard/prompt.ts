// The prompt of each decision (issue 14): one sentence in the game's own terms, with its rule, in
// English and French. The web page shows it above the few buttons that are not on the map.
import type { StepPrompt } from '../../kernel/game.ts';
import type { State } from './board.ts';

type Line = [en: string, fr: string, rule: string];

const COMBAT: Record<string, Line> = {
  flak: ['Fire the 88 at an attacking tank, or hold fire.', 'Tirez au 88 sur un char attaquant, ou retenez le tir.', '8.8'],
  retreat: ['Choose the hex the defeated unit retreats to.', 'Choisissez l’hexagone où l’unité battue retraite.', '8.4'],
  loss: ['Choose the attacking unit that is eliminated.', 'Choisissez l’unité attaquante éliminée.', '8.5'],
  advance: ['Advance a victorious unit into the vacated hex, or stop.', 'Avancez une unité victorieuse dans l’hexagone libéré, ou arrêtez.', '8.7'],
};
const PHASE: Record<string, Line> = {
  choose: ['Choose your next phase: movement, combat or recovery.', 'Choisissez votre prochaine phase : mouvement, combat ou récupération.', 'Sequence'],
  movement: ['Move your units: choose a unit, then its destination hex; end the phase when done.', 'Déplacez vos unités : choisissez une unité, puis l’hexagone d’arrivée ; terminez la phase ensuite.', '7.1'],
  combat: ['Attack: choose an enemy unit, then the attackers; end the phase when done.', 'Attaquez : choisissez une unité ennemie, puis les attaquants ; terminez la phase ensuite.', '8.1'],
};

export function prompt(s: State, _role: string, lang = 'en'): StepPrompt {
  const line = s.combat ? COMBAT[s.combat.step] : PHASE[s.phase];
  if (!line) return lang === 'fr' ? { text: 'Choisissez votre action.' } : { text: 'Choose your action.' };
  return { text: lang === 'fr' ? line[1] : line[0], rule: line[2] };
}

export const SCENARIO_TEXTS: Record<string, Record<string, { label: string; description: string }>> = {
  standard: { fr: { label: '21 mai 1940', description: 'La contre-attaque britannique au sud d’Arras contre la 7e Panzer et la SS Totenkopf ; 8 tours, les Alliés jouent en premier.' } },
};
