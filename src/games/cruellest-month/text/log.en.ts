// The Cruellest Month's strategic log in English (log.fr.ts: the same in French). Each text is keyed by what it
// says, grouped by the chapter of the rules that writes it, and takes what it names (units and bases by id); the
// rule numbers stay at the call sites (rules/common.ts `tell`).
import { SIDE_NAME, type Side, baseName } from '../state.ts';
import { airUnitName as airName } from '../data.ts';

export const logEn = {
  // 4.0, 5.0 Random Events, 6.1 and 7.4.3 examining an Airbase
  turn: (turn: number, last: number) => `Turn ${turn} of ${last}`,
  randomEvent: (roll: number, name: string, _id: string) => `Random Event ${roll}: ${name}`,
  nbJoins: 'IX/100 Sqdn (NB) joins the RFC Reserve',
  examines: (side: Side, base: string, fighters: number, bombers: number) =>
    `${SIDE_NAME[side]} examines ${baseName(base)}: ${fighters} fighters, ${bombers} bombers`,
  examinesNone: (side: Side) => `${SIDE_NAME[side]} examines no Airbase`,
  // 6.5 Feldflugplatz
  feldBuilt: (hex: string) => `A Feldflugplatz is under construction in ${hex}`,
  dismantled: (base: string, turn: number) => `${baseName(base)} is dismantled; it may be rebuilt from turn ${turn}`,
};

export type LogWords = typeof logEn;
