// The prompt of each decision (issue 14): one sentence in the player aid's terms, with the section
// of the aid behind it (the aid names sections, not numbers), in English and French. The web page
// shows it above the few buttons that are not on the map; the terminal prints it before the list.
import type { StepPrompt } from '../../kernel/game.ts';
import type { CambraiState, Step } from './state.ts';
import { attackTotal } from './rules/08-combat.ts';

type Line = [en: string, fr: string, rule: string];

const ADVANTAGE: Record<Extract<Step, { k: 'advantage' }>['use'], Line> = {
  weather: ['Spend the Advantage to reverse the Dawn weather roll, or keep it.', 'Dépensez l’Avantage pour inverser le jet de météo de l’aube, ou gardez-le.', 'Advantage Marker'],
  repulse: ['Spend the Advantage to turn this repulse into a stalemate, or keep it.', 'Dépensez l’Avantage pour changer cet échec en impasse, ou gardez-le.', 'Advantage Marker'],
  success: ['Spend the Advantage to turn this success into a stalemate, or keep it.', 'Dépensez l’Avantage pour changer ce succès en impasse, ou gardez-le.', 'Advantage Marker'],
  ammo: ['Spend the Advantage for 2d6 more ammunition points, or keep it.', 'Dépensez l’Avantage pour 2d6 points de munitions de plus, ou gardez-le.', 'Advantage Marker'],
  haig: ['Spend the Advantage to continue the game after the Haig Decides roll, or keep it.', 'Dépensez l’Avantage pour poursuivre la partie après le jet « Haig décide », ou gardez-le.', 'Advantage Marker'],
};

const STEPS: Partial<Record<Step['k'], Line>> = {
  place: ['Choose where this unit enters the map (a reinforcement, or a replaced Garrison).', 'Choisissez où cette unité entre sur la carte (un renfort, ou une Garnison remplacée).', 'Dawn Phase'],
  impulse: ['Choose an area to activate for an Assault or a Regroup, or Pass.', 'Choisissez une zone à activer pour un Assaut ou un Regroupement, ou passez.', 'Impulses'],
  regroup: ['Regroup: move units of the active area one at a time, then end the impulse.', 'Regroupement : déplacez une à une les unités de la zone active, puis terminez l’impulsion.', 'Impulses'],
  assault: ['Assault: fire the Hurricane Barrage, place markers, move units one at a time, then attack an area or end the impulse.', 'Assaut : tirez le barrage d’ouragan, placez les marqueurs, déplacez les unités une à une, puis attaquez une zone ou terminez l’impulsion.', 'Impulses'],
  opening: ['Fire the opening barrage on its next target.', 'Tirez le barrage d’ouverture sur sa cible suivante.', 'Special November 20 Turn'],
  'hb-primary': ['Choose the primary target of the Hurricane Barrage.', 'Choisissez la cible principale du barrage d’ouragan.', 'Hurricane Barrage'],
  'barrage-absorb': ['Absorb the barrage CP: choose a unit to exhaust or eliminate.', 'Absorbez les PC du barrage : choisissez une unité à épuiser ou éliminer.', 'Barrage CP'],
  'attack-select': ['Choose the units that join the attack, then resolve it.', 'Choisissez les unités qui se joignent à l’attaque, puis résolvez-la.', 'Combat'],
  point: ['Choose the point unit of the attack; you then roll 2d6, before the defender chooses his forward unit.', 'Choisissez l’unité de pointe de l’attaque ; vous lancez ensuite 2d6, avant que le défenseur choisisse son unité avancée.', 'Combat'],
  absorb: ['Absorb the attack CP: choose a unit to exhaust, step down, retreat or eliminate.', 'Absorbez les PC de l’attaque : choisissez une unité à épuiser, réduire, retraiter ou éliminer.', 'Attack CP'],
  'voluntary-retreat': ['Retreat defending units if you wish, then Done.', 'Retraitez des défenseurs si vous le souhaitez, puis Terminé.', 'Combat'],
  overrun: ['Overrun: move the overrunning units on and attack again, or stop.', 'Débordement : poursuivez avec les unités qui débordent et attaquez encore, ou arrêtez.', 'Overrun'],
  buy: ['Buy artillery markers with your ammunition points, then Done.', 'Achetez des marqueurs d’artillerie avec vos points de munitions, puis Terminé.', 'Night Phase'],
  'tank-advantage': ['Spend the Advantage to refit an exhausted tank without a roll, or keep it.', 'Dépensez l’Avantage pour remettre en état un char épuisé sans jet, ou gardez-le.', 'Advantage Marker'],
  refresh: ['Choose an exhausted infantry unit to refresh.', 'Choisissez une unité d’infanterie épuisée à ravitailler.', 'Night Phase'],
  cavalry: ['Dismount cavalry or trade a removed cavalry unit for an infantry refresh, then Done.', 'Démontez la cavalerie ou échangez une cavalerie retirée contre le rétablissement d’une infanterie, puis Terminé.', 'Night Phase'],
};

/** Combat: the defender chooses his forward unit knowing the attack total. */
const forwardLine = (s: CambraiState): Line => {
  const at = attackTotal(s.combat!);
  return [`The attack total is ${at}: choose the forward unit of the defence, then roll 2d6.`, `Le total d’attaque est de ${at} : choisissez l’unité avancée de la défense, puis lancez 2d6.`, 'Combat'];
};

export function prompt(s: CambraiState, _role: string, lang = 'en'): StepPrompt {
  const line = s.step.k === 'advantage' ? ADVANTAGE[s.step.use] : s.step.k === 'forward' ? forwardLine(s) : STEPS[s.step.k];
  if (!line) return lang === 'fr' ? { text: 'Choisissez votre action.' } : { text: 'Choose your action.' };
  return { text: lang === 'fr' ? line[1] : line[0], rule: line[2] };
}

/** The scenarios' labels in French (the shell is bilingual; issue 14). */
export const SCENARIO_TEXTS: Record<string, Record<string, { label: string; description: string }>> = {
  campaign: {
    fr: { label: 'Campagne, 20-26 novembre 1917', description: 'Toute la bataille : les Britanniques doivent avoir 20 marqueurs de contrôle ravitaillés (ou le nombre de l’option de handicap) à la fin, ou quand Haig arrête l’offensive.' },
  },
  'first-day': {
    fr: { label: 'Le premier jour, 20 novembre 1917', description: 'Le tour spécial du 20 novembre seul : les Britanniques doivent tenir un nombre de marqueurs de contrôle ravitaillés à la tombée de la nuit (reconstitué).' },
  },
};
