// The words of The Cruellest Month's game.ts in French, keyed as game.en.ts (typed against it).
import type { Side } from '../state.ts';
import type { GameWords } from './game.en.ts';
import { TASK_FR } from './fr.ts';

const SIDE: Record<Side, string> = { allied: 'allié', german: 'allemand' };
const SIDE_FEM: Record<Side, string> = { allied: 'alliée', german: 'allemande' };

export const gameFr: GameWords = {
  phase: {
    setup: 'mise en place',
    events: 'événements aléatoires',
    initiative: "phase d'initiative",
    air: 'opérations aériennes',
    ground: 'opérations terrestres',
    supply: 'ravitaillement',
    regroup: 'regroupement',
    reinforcement: 'renforts',
    victory: 'points de victoire',
    over: 'partie terminée',
  },
  status: {
    normal: 'normal',
    disrupted: 'désorganisé',
    construction: 'en construction',
    destroyed: 'détruit',
    dismantled: 'démonté',
  },
  balloon: ['normal', 'affaibli', 'réduit'],
  picture: {
    head: (turn, last, phase, poorWeather, initiative) =>
      `The Cruellest Month - tour ${turn}/${last}, ${phase}${poorWeather ? ', mauvais temps' : ''} ; initiative ${SIDE[initiative]}`,
    score: (allied, german, arras, lens, douai, cambrai) =>
      `PV alliés ${allied}, allemands ${german} ; coups au but Arras ${arras}, Lens ${lens}, Douai ${douai}, Cambrai ${cambrai}`,
    support: (asl, bosl, tsp) => `Artillerie : ${asl} ; ballons ${bosl} ; chars ${tsp}`,
    ground: 'Troupes au sol :',
    groundMarks: (reduced, interdicted) => `${reduced ? ' réduite' : ''}${interdicted ? ' interdite' : ''}`,
    airbases: 'Aérodromes :',
    airbase: (name, where, status) => `  ${name} : ${where} ${status}`,
    airMarks: (flown, disrupted, reduced) => `${flown ? ' a volé' : ''}${disrupted ? ' désorganisé' : ''}${reduced ? ' réduit' : ''}`,
    rfc: (units) => `  Zone d'attente du RFC : ${units}`,
    mission: (side, task, target, hex, units) =>
      `Mission ${SIDE_FEM[side]} : ${TASK_FR[task] ?? task} contre ${target} (${hex})${units ? ` ; unités : ${units}` : ''}`,
    missionPrepared: (side) => `Mission ${SIDE_FEM[side]} en préparation`,
    over: (allied, german, margin) => `Partie terminée : alliés ${allied} - allemands ${german} = ${margin}`,
  },
  result: (margin) =>
    `points de victoire alliés moins allemands : ${margin} (13.3 : 19 ou moins victoire allemande, 20-40 match nul, 41 et plus victoire alliée)`,
  airbasesOf: (area) => `les aérodromes de ${area}`,
  dice: (dice) => `dés ${dice.join(' ')}`,
  scenario: {
    label: 'Avril 1917',
    description: "La bataille d'Arras dans les airs : 12 tours de deux jours à partir du 1er avril 1917 ; initiative alliée au tour 1 (14.0).",
  },
  options: {
    turns: 'Durée de la partie en tours (12 selon 4.0 et 14.0 ; 10 selon 13.0 et 13.2)',
    wind: 'Règle optionnelle 15.1 Vent',
    sun: 'Règle optionnelle 15.2 Soleil',
    noviceGerman: 'Équilibrage pour un joueur allemand novice (une division de réserve sur la carte)',
    bombingAtLaunch: '13.1 lu ainsi : une mission de bombardement alliée annule les +4 allemands dès son lancement, même si tous ses bombardiers abandonnent',
    airbaseBelowZero: '8.10.6 lu ainsi : un résultat de bombardement inférieur à 0 élimine aussitôt un aérodrome et les avions au sol',
    stepLossLasting: "8.7.9 lu ainsi : la désorganisation due à une perte de pas dure jusqu'à un regroupement, comme toute autre",
  },
};
