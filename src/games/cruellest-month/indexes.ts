// Static indexes the listings' inner loops read instead of string-keyed lookups: each map hex by number (its row,
// column, neighbours, distance) and each unit's static data by its position among the state's keys.
import type { HexId } from '../../maps/hex.ts';
import * as D from './data.ts';
const { AIR_BY_ID, AIR_UNITS, GROUND_BY_ID, GROUND_UNITS, grid } = D;

/** Each hex's row, column and neighbours, static (the supply search runs several times a turn), by hex number:
 * the search runs over small integers and typed arrays rather than string-keyed maps. */
export const HEX_INFO: readonly { h: HexId; row: number; col: number }[] = grid.ids.map((h) => ({ h, ...grid.coord(h) }));
/** Hex numbers by the value of their four digits (`ccrr`), -1 off the map: `hexNo` reads an id without a map lookup. */
const HEX_BY_DIGITS = new Int16Array(10000).fill(-1);
HEX_INFO.forEach((x, i) => {
  HEX_BY_DIGITS[Number(x.h)] = i;
});
/** The number of a map hex (its index in `grid.ids`), -1 for anything else. */
export function hexNo(h: HexId): number {
  if (h.length !== 4) return -1;
  const n = (h.charCodeAt(0) - 48) * 1000 + (h.charCodeAt(1) - 48) * 100 + (h.charCodeAt(2) - 48) * 10 + (h.charCodeAt(3) - 48);
  return n >= 0 && n < 10000 && HEX_INFO[HEX_BY_DIGITS[n]]?.h === h ? HEX_BY_DIGITS[n] : -1;
}
/** Each hex's neighbours by number, in `grid.neighbours` order. */
export const NBR_INDEX: readonly Int16Array[] = HEX_INFO.map((x) => Int16Array.from(grid.neighbours(x.h), hexNo));
const CUBE_Q = Int16Array.from(HEX_INFO, (x) => grid.cube(x.h).q);
const CUBE_R = Int16Array.from(HEX_INFO, (x) => grid.cube(x.h).r);
/** grid.distance by hex numbers. */
export function hexDistance(a: number, b: number): number {
  const dq = CUBE_Q[a] - CUBE_Q[b];
  const dr = CUBE_R[a] - CUBE_R[b];
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}
/** A set of hexes kept as one mark per hex number (what `supplied` answers: only `has` is asked). */
export class HexMarks {
  constructor(private readonly mark: Uint8Array) {}
  has(h: HexId): boolean {
    const i = hexNo(h);
    return i >= 0 && this.mark[i] === 1;
  }
}

/**
 * The static data of the unit met as the i-th key of `s.air` / `s.ground` in a for...in loop. The keys are in
 * AIR_UNITS / GROUND_UNITS order (setup inserts them so; copies and the computer players' model states keep it), so the
 * data is found by position, checked by id, with the lookup by id as the fallback: a string-keyed lookup in a table of
 * 40 entries, with a key that changes from one call to the next, is the slow part of the listings' loops.
 */
export function airDef(id: string, i: number): D.AirUnitData {
  const d = AIR_UNITS[i];
  return d !== undefined && d.id === id ? d : AIR_BY_ID[id];
}
export function groundDef(id: string, i: number): D.GroundUnitData {
  const d = GROUND_UNITS[i];
  return d !== undefined && d.id === id ? d : GROUND_BY_ID[id];
}
