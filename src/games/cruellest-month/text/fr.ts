// The Cruellest Month in French: the words the strategic log and the action texts put in their sentences.
import type { Action } from '../../../kernel/game.ts';
import { unitName } from '../air-battle/battle.ts';
import type { Altitude } from '../air-battle/contract.ts';
import type { Side } from '../state.ts';

/** French words of the log: the sides (as adjectives), the mission tasks, results and modifiers. */
export const SIDE_FR: Record<Side, string> = { allied: 'allié', german: 'allemand' };
export const TASK_FR: Record<string, string> = {
  bombing: 'bombardement',
  strafing: 'mitraillage',
  spotting: "réglage d'artillerie",
  balloon: 'attaque de ballon',
};
export const RESULT_FR: Record<string, string> = { none: 'sans effet', disrupted: 'désorganisé', reduced: 'réduit' };
export const WHY_FR: Record<string, string> = {
  'Airbase Disrupted': 'aérodrome désorganisé',
  Disrupted: 'désorganisé',
  Flown: 'a volé',
  'Hindenburg Line': 'ligne Hindenburg',
  'Poor Weather': 'mauvais temps',
  city: 'ville',
  'east of the Hindenburg Line': "à l'est de la ligne Hindenburg",
  'ground observers': 'observateurs au sol',
  'interceptor range': "rayon d'action de l'intercepteur",
  reconnaissance: 'reconnaissance',
  regroup: 'regroupement',
  ridge: 'crête',
  river: 'rivière',
  strafing: 'mitraillage',
  'low altitude': 'basse altitude',
  ace: 'as',
  'interdicted target': 'cible interdite',
  'third straight': 'troisième ligne droite',
  'German unit': 'unité allemande',
};
export const whyFr = (why: string) => WHY_FR[why] ?? why;
export const EVENT_FR: Record<string, string> = {
  'nb-arrives': 'Arrivée du IX/100 Sqdn (NB)',
  none: 'Aucun événement',
  'poor-weather': 'Mauvais temps',
  'allied-spies': 'Espions alliés (espionnage)',
  'german-spies': 'Espions allemands (espionnage)',
  'france-attacks': 'La France attaque (offensive Nivelle)',
  'trenchard-anzac': 'Trenchard intervient / les ANZAC attaquent',
};

/** The Air Battle Board's altitudes and facings (8.7.3, 8.7.7). */
export const ALT_FR: Record<Altitude, string> = { low: 'basse', medium: 'moyenne', high: 'haute' };
export const DIR_FR = ['N', 'NE', 'SE', 'S', 'SO', 'NO'];
/** A fire target: a unit, or the balloon. */
export const targetNameFr = (id: string) => (id === 'balloon' ? 'le ballon' : unitName(id));
const dir = (d: unknown) => (d === 'left' ? 'à gauche' : 'à droite');

/** What an Air Battle Board action does, in French. */
export const AIR_BATTLE_ACTION_FR: Record<string, (a: Action) => string> = {
  dice: (a) => `dés : ${String((a as { dice?: number[] }).dice)}`,
  'ab-sequence': (a) => `${unitName(String(a.unit))} : séquence ${String(a.seq)}, altitude ${ALT_FR[a.altitude as Altitude] ?? a.altitude}`,
  'ab-place': (a) => `placer ${unitName(String(a.unit))} en ${String(a.hex)}, face ${DIR_FR[Number(a.facing)]}`,
  'ab-place-aa': (a) => `DCA ${Number(a.index) + 1} en ${String(a.hex)}`,
  'ab-balloon': (a) => `ballon : ${a.move === 'up' ? 'monter' : a.move === 'down' ? 'descendre' : 'rester'}`,
  'ab-forward': () => "avancer d'un hex",
  'ab-exit': () => 'quitter le plateau',
  'ab-turn': (a) => `virer ${dir(a.dir)}`,
  'ab-roll': (a) => `tonneau / virage en S ${dir(a.dir)}`,
  'ab-immelmann': () => 'faire un Immelmann',
  'ab-climb': () => 'avancer en montant',
  'ab-zoom': () => 'monter de deux niveaux (Triplane)',
  'ab-dive': () => 'avancer en piquant',
  'ab-fire': (a) => `tirer sur ${targetNameFr(String(a.target))} (${a.guns === 'observer' ? 'observateur' : 'mitrailleuses avant'})`,
  'ab-bomb': () => 'bombarder',
  'ab-strafe': () => "mitrailler l'objectif",
  'ab-spot': () => "régler l'artillerie",
  'ab-abort': () => 'abandonner la mission',
  'ab-end': () => 'fin du mouvement',
  'ab-stay-off': (a) => `rester hors du plateau (altitude ${Number(a.climb) > 0 ? '+1' : Number(a.climb) < 0 ? '-1' : '='})`,
  'ab-enter-roll': () => "lancer le dé d'entrée",
  'ab-enter': (a) => `entrer en ${String(a.hex)}, face ${DIR_FR[Number(a.facing)]}`,
  'ab-defend': (a) => `tir défensif de ${unitName(String(a.unit))}`,
  'ab-hold': () => 'pas de tir défensif',
  'ab-attack-aa': (a) => `attaquer l'unité de DCA ${Number(a.index) + 1}`,
};
