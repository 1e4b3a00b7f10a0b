// 8.2 Range points: the distance a mission flies, from an Airbase (a hex, or an off-map area: Douai, Cambrai, the RFC
// Holding Area) to a target, and the hexes it flies over (observer reports, 8.4.1, 8.5.1). Both depend only on the static
// map: computed once per pair.
import type { HexId } from '../../maps/hex.ts';
import * as D from './data.ts';
import type { AirbaseData } from './data.ts';
import type { State } from './state.ts';
const { AIRBASES, OFFMAP_EDGE, OFFMAP_RANGE, grid, hexLine } = D;

/** Every Airbase's static data by id. */
export const baseData: Record<string, AirbaseData> = Object.fromEntries(AIRBASES.map((b) => [b.id, b]));

/** Where an airbase is: a hex, or an off-map area. */
export function baseLoc(s: Pick<State, 'bases'>, baseId: string): string {
  if (baseId === 'rfc') return 'rfc';
  const b = s.bases[baseId];
  if (b?.hex) return b.hex;
  const d = baseData[baseId];
  if (d?.area) return d.area;
  return b?.area ?? 'douai';
}
type OffMap = 'douai' | 'cambrai' | 'rfc';
const isOff = (loc: string): loc is OffMap => loc === 'douai' || loc === 'cambrai' || loc === 'rfc';
function edgeDist(area: OffMap, hex: HexId): number {
  let best = 99;
  for (const e of OFFMAP_EDGE[area].hexes) best = Math.min(best, grid.distance(e, hex));
  return best;
}
/** Range points between two locations (8.2): off-map legs count 2; the first map hex entered counts. */
export function rangePoints(from: string, to: string): number {
  let row = rangeCache.get(from);
  if (!row) rangeCache.set(from, (row = new Map()));
  let r = row.get(to);
  if (r === undefined) {
    r = rangePointsOf(from, to);
    row.set(to, r);
  }
  return r;
}
/** Range points and flight paths depend only on the (static) map: computed once per pair (range points by origin, then
 * destination: no key string made per call). */
const rangeCache = new Map<string, Map<string, number>>();
const pathCache = new Map<string, Map<string, readonly HexId[]>>();
function rangePointsOf(from: string, to: string): number {
  if (from === to) return 0;
  if (!isOff(from)) return isOff(to) ? edgeDist(to, from) + 1 + OFFMAP_RANGE : grid.distance(from, to); // 8.2: the same 10 points back to Cambrai
  if (!isOff(to)) return OFFMAP_RANGE + 1 + edgeDist(from, to);
  // off-map to off-map: across the map.
  let best = 99;
  for (const e of OFFMAP_EDGE[from].hexes) best = Math.min(best, 1 + edgeDist(to, e));
  return OFFMAP_RANGE + best + OFFMAP_RANGE;
}
/** The hexes a unit flies over from `from` to `to` (straight line), for observer reports (8.4.1, 8.5.1). */
export function flightPath(from: string, to: string): readonly HexId[] {
  let row = pathCache.get(from);
  if (!row) pathCache.set(from, (row = new Map()));
  let p = row.get(to);
  if (!p) {
    p = flightPathOf(from, to);
    row.set(to, p);
  }
  return p;
}
/** The edge hex of the off-map `area` nearest to `toward` (a hex, or the first edge hex of another off-map area). */
function edgeToward(area: OffMap, toward: string): HexId {
  let best = OFFMAP_EDGE[area].hexes[0];
  let bd = 99;
  const target = isOff(toward) ? OFFMAP_EDGE[toward].hexes[0] : toward;
  for (const e of OFFMAP_EDGE[area].hexes) {
    const d = grid.distance(e, target);
    if (d < bd) {
      bd = d;
      best = e;
    }
  }
  return best;
}
function flightPathOf(from: string, to: string): HexId[] {
  const a = isOff(from) ? edgeToward(from, to) : from;
  const b = isOff(to) ? edgeToward(to, from) : to;
  const line = hexLineCached(a, b);
  return isOff(from) ? line : line.slice(1);
}
const lineCache = new Map<string, HexId[]>();
function hexLineCached(a: HexId, b: HexId): HexId[] {
  const k = a + b;
  let l = lineCache.get(k);
  if (!l) {
    l = hexLine(a, b);
    lineCache.set(k, l);
  }
  return l;
}
