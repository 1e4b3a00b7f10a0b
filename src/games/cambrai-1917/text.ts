// The log's texts in English and French (issue 15): the aid's terms in French are those of the
// prompts (prompt.ts) and the board (src/i18n/fr.ts): barrage d'ouragan, jet du crépuscule,
// « Haig décide », Avantage, PC, unité de pointe, unité avancée, épuisé, impasse.
// Place, unit and bridge names stay as printed (proper names).

import type { LogEntry } from '../../kernel/game.ts';
import { AREA_BY_ID, type Side } from './data.ts';
import { cap, unitName } from './state.ts';

export type Log = ((e: LogEntry) => void) | undefined;
/** A modifier of a roll as it is shown: [English, French]. */
export type Part = readonly [en: string, fr: string];

/** A log entry in English with its French text. */
export function say(log: Log, rule: string, en: string, fr: string): void {
  log?.({ rule, text: en, texts: { fr } });
}

/** "British" / "German" (English adjective and noun). */
export const capEn = (s: Side) => (s === 'allied' ? 'British' : 'German');
/** "britannique" / "allemand" (French adjective, masculine). */
export const sideFr = (s: Side) => (s === 'allied' ? 'britannique' : 'allemand');
/** "britannique" / "allemande" (French adjective, feminine: impulsion, carte, phase; plural adds s). */
export const sideFrF = (s: Side) => (s === 'allied' ? 'britannique' : 'allemande');
/** "Le joueur britannique" / "Le joueur allemand". */
export const PlayerFr = (s: Side) => `Le joueur ${sideFr(s)}`;

/** "zone 6 (Flesquières)" for an area (the prompts' word), "zone B (Marquion)" for a zone. */
export const areaFr = (a: number) => {
  const d = AREA_BY_ID[a];
  return d.zone ? `zone ${d.label} (${d.name})` : `zone ${d.id} (${d.name})`;
};
export const weatherFr = (w: 'clear' | 'overcast') => (w === 'clear' ? 'Dégagé' : 'Couvert');
export const weatherEn = (w: 'clear' | 'overcast') => (w === 'clear' ? 'Clear' : 'Overcast');
export const dayEn = (d: number) => `${d} November`;
export const dayFr = (d: number) => `${d} novembre`;
/** The modifiers of a roll joined with a separator, in one language. */
export const joinParts = (parts: readonly Part[], lang: 0 | 1, sep: string) => parts.map((p) => p[lang]).join(sep);

/** What a roll is for (the prompt of a person rolling real dice), in English and French, and its rule; built only for the roll due. */
export function chanceLine(purpose: string, side: Side | undefined, u: number | undefined): [string, string, string] {
  switch (purpose) {
    case 'weather':
      return ['weather dr (1-4 Overcast, 5-6 Clear)', 'jet de météo (1-4 Couvert, 5-6 Dégagé)', 'Dawn Phase'];
    case 'hurricane':
      return ['Hurricane Barrage: attacker dr, defender dr', 'barrage d’ouragan : jet de l’attaquant, jet du défenseur', 'Hurricane Barrage'];
    case 'attack':
      return ['combat: the attacker rolls 2d6', 'combat : l’attaquant lance 2d6', 'Combat'];
    case 'defense':
      return ['combat: the defender rolls 2d6', 'combat : le défenseur lance 2d6', 'Combat'];
    case 'sunset':
      return ['British Sunset DR (2d6)', 'jet du crépuscule britannique (2d6)', 'Sunset DR'];
    case 'demolition':
      return ['bridge demolition dr', 'jet de destruction du pont', 'Demolish Bridges'];
    case 'hb-refresh':
      return ['Hurricane Barrage refresh dr', 'jet de rétablissement du barrage d’ouragan', 'Night Phase'];
    case 'ammo':
      return [`${side ? cap(side) : ''} ammunition`, `munitions ${side ? sideFrF(side) + 's' : ''}`, 'Night Phase'];
    case 'advantage-ammo':
      return ['Advantage: 2d6 more ammunition', 'Avantage : 2d6 munitions de plus', 'Advantage Marker'];
    case 'refit':
      return [`refit dr for ${u !== undefined ? unitName(u) : 'the tank'}`, `jet de remise en état ${u !== undefined ? `de ${unitName(u)}` : 'du char'}`, 'Night Phase'];
    default:
      return ['Haig Decides dr', 'jet « Haig décide »', 'Haig Decides'];
  }
}

export const STEP_RULE: Record<string, string> = {
  place: '5.5',
  advantage: 'Advantage Marker',
  impulse: 'Impulses',
  regroup: 'Impulses',
  assault: 'Impulses',
  opening: 'Special November 20 Turn',
  'hb-primary': 'Hurricane Barrage',
  'barrage-absorb': 'Barrage CP',
  'attack-select': 'Combat',
  point: 'Combat',
  forward: 'Combat',
  absorb: 'Attack CP',
  'voluntary-retreat': 'Combat',
  overrun: 'Overrun',
  buy: 'Night Phase',
  'tank-advantage': 'Advantage Marker',
  refresh: 'Night Phase',
  cavalry: 'Night Phase',
};

/** The French name of each step, for refusals ("(étape impulsion)"), in the aid's French terms (text.ts). */
export const STEP_FR: Record<string, string> = {
  idle: 'attente',
  roll: 'jet de dés',
  place: 'placement des renforts',
  advantage: 'Avantage',
  impulse: 'impulsion',
  regroup: 'regroupement',
  assault: 'assaut',
  opening: 'barrage d’ouverture',
  'hb-primary': 'cible principale du barrage d’ouragan',
  'barrage-absorb': 'PC du barrage',
  'attack-select': 'choix des unités du combat',
  point: 'unité de pointe',
  forward: 'unité avancée',
  absorb: 'PC du combat',
  retreat: 'retraite',
  'voluntary-retreat': 'retraite volontaire',
  overrun: 'débordement',
  buy: 'achat de marqueurs d’artillerie',
  'tank-advantage': 'Avantage : remise en état d’un char',
  refresh: 'rétablissement',
  cavalry: 'cavalerie',
  over: 'partie terminée',
};
