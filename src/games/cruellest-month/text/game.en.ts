// The words of The Cruellest Month's game.ts in English (game.fr.ts: the same in French, typed against these keys): the
// terminal picture, the result, the scenario and the options, a mission's target and the dice of a description.
import type { Side } from '../state.ts';

const SIDE: Record<Side, string> = { allied: 'Allied', german: 'German' };

const PHASE: Record<string, string> = {
  setup: 'set-up',
  events: 'Random Events',
  initiative: 'Initiative Phase',
  air: 'Air Operations',
  ground: 'Ground Operations',
  supply: 'Supply',
  regroup: 'Regroup',
  reinforcement: 'Reinforcements',
  victory: 'Victory Points',
  over: 'game over',
};
const STATUS: Record<string, string> = {
  normal: 'normal',
  disrupted: 'Disrupted',
  construction: 'under construction',
  destroyed: 'destroyed',
  dismantled: 'dismantled',
};

export const gameEn = {
  /** The phases of the turn (4.0). */
  phase: PHASE,
  /** An Airbase's status (6.0). */
  status: STATUS,
  /** A Balloon Observation Support Level (9.4.2), by its value 0-2. */
  balloon: ['Normal', 'Weakened', 'Reduced'],
  /** The terminal picture, line by line. */
  picture: {
    head: (turn: number, last: number, phase: string, poorWeather: boolean, initiative: Side) =>
      `The Cruellest Month - turn ${turn}/${last}, ${phase}${poorWeather ? ', Poor Weather' : ''}; initiative ${SIDE[initiative]}`,
    score: (allied: number, german: number, arras: number, lens: number, douai: number, cambrai: number) =>
      `VP Allied ${allied}, German ${german}; hits Arras ${arras}, Lens ${lens}, Douai ${douai}, Cambrai ${cambrai}`,
    support: (asl: string, bosl: string, tsp: number) => `Artillery: ${asl}; balloons ${bosl}; tanks ${tsp}`,
    ground: 'Ground:',
    groundMarks: (reduced: boolean, interdicted: boolean) => `${reduced ? ' reduced' : ''}${interdicted ? ' interdicted' : ''}`,
    airbases: 'Airbases:',
    airbase: (name: string, where: string, status: string) => `  ${name}: ${where} ${status}`,
    airMarks: (flown: boolean, disrupted: boolean, reduced: boolean) => `${flown ? ' flown' : ''}${disrupted ? ' disrupted' : ''}${reduced ? ' reduced' : ''}`,
    rfc: (units: string) => `  RFC Holding Area: ${units}`,
    mission: (side: Side, task: string, target: string, hex: string, units: string) =>
      `Mission (${SIDE[side]}): ${task} against ${target} (${hex})${units ? `; units: ${units}` : ''}`,
    missionPrepared: (side: Side) => `Mission (${SIDE[side]}) being prepared`,
    over: (allied: number, german: number, margin: number | null) => `Game over: Allied ${allied} - German ${german} = ${margin}`,
  },
  /** 13.3: the result's detail, from the final margin. */
  result: (margin: number) => `Allied minus German victory points: ${margin} (13.3: 19 or fewer German, 20-40 draw, 41+ Allied)`,
  /** A mission against the Airbases of an off-map area (8.6). */
  airbasesOf: (area: string) => `the ${area} airbases`,
  /** The RFC Holding Area as a base of a description. */
  /** The chance role's action. */
  dice: (dice: number[]) => `dice ${dice.join(' ')}`,
  scenario: {
    label: 'April 1917',
    description: 'The Battle of Arras in the air: 12 two-day turns from 1 April 1917; Allied initiative on turn 1 (14.0).',
  },
  /** The options, by id (their rules are in game.ts). */
  options: {
    turns: 'Game length in turns (12 by 4.0 and 14.0; 10 by 13.0 and 13.2)',
    wind: 'Optional rule 15.1 Wind',
    sun: 'Optional rule 15.2 Sun',
    noviceGerman: 'Play balance for a novice German player (one reserve division on the map)',
    bombingAtLaunch: '13.1 read as: an Allied bombing mission cancels the German +4 when launched, even if every bomber aborts',
    airbaseBelowZero: '8.10.6 read as: a bombing result below 0 eliminates an Airbase and the aircraft on its ground at once',
    stepLossLasting: '8.7.9 read as: the Disruption that comes with a step loss lasts until a regroup, like any other',
  },
};
/** The words of game.ts; game.fr.ts gives each in French. */
export type GameWords = typeof gameEn;
