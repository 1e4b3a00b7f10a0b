// The Cruellest Month's strategic log in French, typed against the English (log.en.ts): a missing text fails tsc.
import { type Side, baseName } from '../state.ts';
import { airUnitName as airName } from '../data.ts';
import { EVENT_FR, SIDE_FR } from './fr.ts';
import type { LogWords } from './log.en.ts';

export const logFr: LogWords = {
  // 4.0, 5.0 Random Events, 6.1 and 7.4.3 examining an Airbase
  turn: (turn, last) => `Tour ${turn} sur ${last}`,
  randomEvent: (roll, name, id) => `Événement aléatoire ${roll} : ${EVENT_FR[id] ?? name}`,
  nbJoins: 'Le IX/100 Sqdn (NB) rejoint la réserve du RFC',
  examines: (side: Side, base, fighters, bombers) => `Le joueur ${SIDE_FR[side]} examine ${baseName(base)} : ${fighters} chasseurs, ${bombers} bombardiers`,
  examinesNone: (side) => `Le joueur ${SIDE_FR[side]} n'examine aucun aérodrome`,
  // 6.5 Feldflugplatz
  feldBuilt: (hex) => `Un Feldflugplatz est en construction en ${hex}`,
  dismantled: (base, turn) => `${baseName(base)} est démonté ; il pourra être reconstruit à partir du tour ${turn}`,
};
