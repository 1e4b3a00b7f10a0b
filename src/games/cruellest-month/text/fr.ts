// The Cruellest Month in French: the words the strategic log and the action texts put in their sentences.
import type { Side } from '../state.ts';

/** French words of the log: the sides (as adjectives), the mission tasks, results and modifiers. */
export const SIDE_FR: Record<Side, string> = { allied: 'allié', german: 'allemand' };
export const TASK_FR: Record<string, string> = { bombing: 'bombardement', strafing: 'mitraillage', spotting: "réglage d'artillerie", balloon: 'attaque de ballon' };
export const RESULT_FR: Record<string, string> = { none: 'sans effet', disrupted: 'désorganisé', reduced: 'réduit' };
export const WHY_FR: Record<string, string> = {
  'Airbase Disrupted': 'aérodrome désorganisé', Disrupted: 'désorganisé', Flown: 'a volé', 'Hindenburg Line': 'ligne Hindenburg', 'Poor Weather': 'mauvais temps',
  city: 'ville', 'east of the Hindenburg Line': 'à l\'est de la ligne Hindenburg', 'ground observers': 'observateurs au sol', 'interceptor range': "rayon d'action de l'intercepteur",
  reconnaissance: 'reconnaissance', regroup: 'regroupement', ridge: 'crête', river: 'rivière',
};
export const whyFr = (why: string) => WHY_FR[why] ?? why;
export const EVENT_FR: Record<string, string> = {
  'nb-arrives': "Arrivée du IX/100 Sqdn (NB)", none: 'Aucun événement', 'poor-weather': 'Mauvais temps', 'allied-spies': 'Espions alliés (espionnage)',
  'german-spies': 'Espions allemands (espionnage)', 'france-attacks': "La France attaque (offensive Nivelle)", 'trenchard-anzac': 'Trenchard intervient / les ANZAC attaquent',
};
