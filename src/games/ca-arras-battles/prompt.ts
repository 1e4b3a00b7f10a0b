// The prompt of each decision (issue 14): one sentence in the game's own terms, with its rule, in
// English and French. The web page shows it above the few buttons that are not on the map.
import type { Action, Preview, StepPrompt } from '../../kernel/game.ts';
import { groupPreview } from '../../families/area-impulse/setup-groups.ts';
import { UNITS } from './data.ts';
import { assaultValues } from './rules/06-assault.ts';
import { BOARD, type BattlesState, other, unitIndex } from './state.ts';

type Line = [en: string, fr: string, rule: string];

const STEPS: Record<string, Line> = {
  bid: ['Bid secretly the VP you give up to command the Allies.', 'Misez en secret les PV que vous cédez pour commander les Alliés.', '14.1'],
  setup: ['Place your next group: choose a Sector where it may set up, then choose the group.', 'Placez votre prochain groupe : choisissez un Secteur où il peut se placer, puis choisissez le groupe.', '12.2'],
  impulse: ['Activate a Sector, bombard with an artillery unit, or Pass.', 'Activez un Secteur, bombardez avec une artillerie, ou passez.', '4.3'],
  assault: ['Move the Fresh units of the Active Sector one at a time (choose a unit, then its destination), then assault a Sector you entered.', 'Déplacez une à une les unités Fraîches du Secteur actif (une unité, puis sa destination), puis donnez l’assaut à un Secteur où vous êtes entré.', '5.0'],
  'attack-select': ['Choose the units that join the assault, then resolve it.', 'Choisissez les unités qui se joignent à l’assaut, puis résolvez-le.', '5.2.1'],
  spearhead: ['Choose your Unité de Pointe.', 'Choisissez votre Unité de Pointe.', '6.1'],
  advanced: ['Choose your Unité Avancée.', 'Choisissez votre Unité Avancée.', '6.1'],
  support: ['Add a support (a third die) with an artillery unit, or no support.', 'Ajoutez un appui (un troisième dé) avec une artillerie, ou aucun appui.', '8.0'],
  absorb: ['Absorb the losses: choose a unit to flip, retreat or eliminate it.', 'Encaissez les pertes : choisissez une unité à retourner, retraiter ou éliminer.', '6.4.2.a'],
  retreat: ['Choose the Sector the unit retreats to.', 'Choisissez le Secteur où l’unité retraite.', '6.6.2'],
  'voluntary-retreat': ['Retreat defending units if you wish (a unit, then a Sector), then Done.', 'Retraitez des défenseurs si vous le souhaitez (une unité, puis un Secteur), puis Terminé.', '6.6.3'],
  overrun: ['Overrun: move on with the victorious units, or stop.', 'Débordement : poursuivez avec les unités victorieuses, ou arrêtez.', '6.5'],
  'bombard-second': ['Bombard with a second artillery unit, or Done.', 'Bombardez avec une deuxième artillerie, ou Terminé.', '7.0'],
  'refresh-pick': ['Choose the Spent units the Avantage refreshes.', 'Choisissez les unités Épuisées que l’Avantage rafraîchit.', '9.3'],
  reorganize: ['Reorganize your units, then Done.', 'Réorganisez vos unités, puis Terminé.', '10.0'],
};

const ADVANTAGE: Record<string, Line> = {
  initiative: ['Use the Avantage to take the Initiative, or decline.', 'Utilisez l’Avantage pour prendre l’Initiative, ou refusez.', '9.1'],
  combat: ['Use the Avantage to have both players roll again, or decline.', 'Utilisez l’Avantage pour faire relancer les deux joueurs, ou refusez.', '9.1'],
  bombard: ['Use the Avantage to roll the bombardment again, or decline.', 'Utilisez l’Avantage pour relancer le bombardement, ou refusez.', '9.1'],
  prolong: ['Use the Avantage to prolong the turn, or decline.', 'Utilisez l’Avantage pour prolonger le tour, ou refusez.', '9.4'],
};
const ADVANTAGE_OTHER: Line = ['Use the Avantage on this roll, or decline.', 'Utilisez l’Avantage sur ce jet, ou refusez.', '9.0'];

export function prompt(s: BattlesState, _role: string, lang = 'en'): StepPrompt {
  const st = s.step;
  const line = st.k === 'advantage' ? (ADVANTAGE[st.use] ?? ADVANTAGE_OTHER) : STEPS[st.k];
  if (!line) return lang === 'fr' ? { text: 'Choisissez votre action.' } : { text: 'Choose your action.' };
  return { text: lang === 'fr' ? line[1] : line[0], rule: line[2] };
}

/** The options' and scenarios' labels in English and French (the game's own labels mix both; issue 14). */
export const OPTION_TEXTS: Record<string, Record<string, string>> = {
  'historical-setup': { en: 'Historical setup', fr: 'Placement initial historique' },
  bids: { en: 'Bids: secret VP bids for the Allied command', fr: 'Enchères : mises secrètes en PV pour le commandement allié' },
  'fewer-german-air': { fr: 'Pour les Alliés : un pion d’appui aérien allemand de moins par tour' },
  'early-reserve': { fr: 'Pour les Alliés : la réserve britannique arrive dès que les Alliés atteignent 8 PV' },
  'fewer-allied-air': { fr: 'Pour les Allemands : un pion d’appui aérien allié de moins par tour' },
  'german-artillery': { fr: 'Pour les Allemands : l’artillerie 7/3/78 rejoint le groupe allemand B' },
  'more-german-air': { fr: 'Pour les Allemands : un pion d’appui aérien allemand de plus par tour' },
};
export const SCENARIO_TEXTS: Record<string, Record<string, { label: string; description: string }>> = {
  standard: { fr: { label: 'Standard (placement alterné, 12.2)', description: 'Groupes placés en alternance, les Allemands d’abord ; les Français, les Panzers et la réserve britannique arrivent plus tard (13.1-13.3).' } },
  historical: {
    en: { label: 'Historical setup (14.2)', description: 'Every group in its historical sector.' },
    fr: { label: 'Placement historique (14.2)', description: 'Chaque groupe dans son secteur historique.' },
  },
};

/**
 * Before an assault is resolved (5.2.1) or its Unité de Pointe chosen (6.1): the Valeur d'Attaque with that (or the strongest) Unité de Pointe
 * (6.2) and the Valeur de Défense with the defender's strongest Unité Avancée (6.3), each modifier named.
 */
export function preview(s: BattlesState, _role: string, a: Action, lang = 'en'): Preview | null {
  if (a.type === 'place') return groupPreview(UNITS, _role, a, '12.2', lang);
  const c = s.combat;
  const choosing = a.type === 'spearhead' && s.step.k === 'spearhead';
  if (!c || !(choosing || (a.type === 'resolve' && s.step.k === 'attack-select'))) return null;
  const leads = choosing ? [unitIndex(a.unit)!] : c.participants.filter((u) => UNITS[u].type !== 'leader' && UNITS[u].attack !== null);
  const defenders = BOARD.unitsIn(s, c.area, other(c.attacker)).filter((u) => UNITS[u].type !== 'leader');
  if (leads.length === 0 || defenders.length === 0) return null;
  const best = (xs: number[], f: (u: number) => number) => xs.reduce((b, u) => (f(u) > f(b) ? u : b), xs[0]);
  const spearhead = best(leads, (u) => assaultValues(s, { ...c, spearhead: u, advanced: defenders[0] }).av);
  const advanced = best(defenders, (u) => assaultValues(s, { ...c, spearhead, advanced: u }).dv);
  const v = assaultValues(s, { ...c, spearhead, advanced });
  const fr = lang === 'fr';
  return {
    lines: [
      { text: `${fr ? 'Valeur d’Attaque' : 'Attack Value'} ${v.av} = ${(fr ? v.avPartsFr : v.avParts).join(' ')}`, rule: '6.2' },
      { text: `${fr ? 'Valeur de Défense' : 'Defense Value'} ${v.dv} = ${(fr ? v.dvPartsFr : v.dvParts).join(' ')}${fr ? ' (si la défense choisit sa meilleure Unité Avancée)' : ' (if the defender picks its best Unité Avancée)'}`, rule: '6.3' },
    ],
  };
}
