// The Cruellest Month's airbases as the state holds them: 6.3 hosting capacity (6.3.1 on-map aerodromes, off-map
// major airbases, 6.3.2 Feldflugplatz, 6.3.4 the over-capacity penalty), an airbase's operating status (6.2, 6.5,
// 6.6.2-6.6.3) and each side's airbases. Re-exported by state.ts, where the rest of the state's questions are.
import * as D from './data.ts';
import type { Side } from './data.ts';
import * as R from './range.ts';
import type { State } from './state.ts';
const { baseData } = R;
const { AIR_UNITS, AIRBASES, AIRCRAFT, OFFMAP_CAPACITY } = D;

export function unitsAt(s: State, baseId: string): string[] {
  const air = s.air;
  const out: string[] = [];
  for (const id in air) if (air[id].base === baseId) out.push(id);
  return out;
}
export function operating(s: Pick<State, 'bases' | 'rfcCommitted'>, baseId: string): boolean {
  if (baseId === 'rfc') return s.rfcCommitted;
  const b = s.bases[baseId];
  if (!b) return false;
  if (b.status === 'destroyed' || b.status === 'dismantled' || b.status === 'construction') return false;
  if (baseData[baseId].kind === 'feld' && !b.hex) return false; // standing in Douai/Cambrai (6.3.1)
  return true;
}
/** Feldflugplatz counters standing in an off-map area (6.3.1). */
export function feldInArea(s: State, area: 'douai' | 'cambrai'): number {
  const bases = s.bases;
  let n = 0;
  for (const id in bases) if (bases[id].area === area && !bases[id].hex && bases[id].status !== 'destroyed') n++;
  return n;
}
// The hosting rules (6.3) read, of a base's units, only each unit's Brigade (group) and aircraft type: its hosting
// class. A base's units are counted by class (HostCounts), and the rules judged from those counts, with one unit
// added or taken away without copying: the listings (stage-moves, landing, target scramble) judge many candidates.
const GROUP_NO: Record<string, number> = {};
/** The hosting classes: a group number (IX Brigade marked) and a type, static. */
const CLASS_GROUP: number[] = [];
const CLASS_IX: boolean[] = [];
const CLASS_TYPE: string[] = [];
/** Each aerial unit's hosting class, by its position in AIR_UNITS and by id. */
const CLASS_AT = new Int8Array(AIR_UNITS.length);
const CLASS_OF: Record<string, number> = {};
for (let i = 0; i < AIR_UNITS.length; i++) {
  const u = AIR_UNITS[i];
  const type = AIRCRAFT[u.aircraft].type;
  const g = (GROUP_NO[u.group] ??= Object.keys(GROUP_NO).length);
  let c = 0;
  while (c < CLASS_GROUP.length && !(CLASS_GROUP[c] === g && CLASS_TYPE[c] === type)) c++;
  if (c === CLASS_GROUP.length) {
    CLASS_GROUP.push(g);
    CLASS_IX.push(u.group === 'IX');
    CLASS_TYPE.push(type);
  }
  CLASS_AT[i] = c;
  CLASS_OF[u.id] = c;
}
/** hostClass of the unit met as the i-th key of `s.air` (see airDef). */
export function hostClassAt(id: string, i: number): number {
  const d = AIR_UNITS[i];
  return d !== undefined && d.id === id ? CLASS_AT[i] : hostClass(id);
}
/** Whether a hosting class is the IX Brigade's. */
export const hostIX = (c: number): boolean => CLASS_IX[c];
/** The number of hosting classes. */
export const HOST_CLASSES = CLASS_GROUP.length;
/** A unit's hosting class (6.3: Brigade and type), a small number. */
export function hostClass(id: string): number {
  const c = CLASS_OF[id];
  if (c === undefined) throw new Error(`cruellest-month: no aerial unit ${id}`);
  return c;
}
/** Every place a unit's `base` may name (the airbases, the RFC Holding Area and the holding boxes), numbered. */
const PLACE_NO: Record<string, number> = {};
for (const id of [...AIRBASES.map((b) => b.id), 'rfc', 'away', 'reserve', 'event', 'dead']) PLACE_NO[id] = Object.keys(PLACE_NO).length;
const PLACE_COUNT = Object.keys(PLACE_NO).length;
/** Each base's units counted by hosting class: `counts[placeNo(base) * HOST_CLASSES + class]`. */
export type HostCounts = Int16Array;
/** The row of a base in HostCounts (a number, -1 for no known place). */
export function placeNo(baseId: string): number {
  return PLACE_NO[baseId] ?? -1;
}
/** The scratch array of hostCounts. */
const COUNTS = new Int16Array(PLACE_COUNT * HOST_CLASSES);
/** Every base's units counted by hosting class, in one pass. The array is a scratch one, valid until the next call. */
export function hostCounts(s: State): HostCounts {
  const air = s.air;
  const counts = COUNTS.fill(0);
  let i = -1;
  for (const id in air) {
    i++;
    const p = PLACE_NO[air[id].base];
    if (p === undefined) continue;
    const d = AIR_UNITS[i];
    counts[p * HOST_CLASSES + (d !== undefined && d.id === id ? CLASS_AT[i] : hostClass(id))]++;
  }
  return counts;
}
/** What the hosting rules (6.3) read of a base's units: how many, how many not of the IX Brigade, whether any is not a
 * fighter, how many hosted (NB based free), of them F and RB, and their Brigades (the first one and whether several). */
export interface HostTally {
  n: number;
  others: number;
  notFighter: boolean;
  hosted: number;
  fight: number;
  bomb: number;
  group: number;
  groups: number;
}
/** The tally of `counts[row...row + HOST_CLASSES]` with one unit of class `minus` taken away (-1: none). */
export function hostTally(counts: HostCounts, row: number, minus: number): HostTally {
  const t: HostTally = { n: 0, others: 0, notFighter: false, hosted: 0, fight: 0, bomb: 0, group: -1, groups: 0 };
  for (let c = 0; c < HOST_CLASSES; c++) {
    const k = (row >= 0 ? counts[row + c] : 0) - (c === minus ? 1 : 0);
    if (k > 0) addToTally(t, c, k);
  }
  return t;
}
function addToTally(t: HostTally, c: number, k: number): void {
  const type = CLASS_TYPE[c];
  t.n += k;
  if (!CLASS_IX[c]) t.others += k;
  if (type !== 'F' && type !== 'FB') t.notFighter = true;
  if (type === 'NB') return;
  t.hosted += k;
  if (type === 'F') t.fight += k;
  else if (type === 'RB') t.bomb += k;
  if (t.groups === 0) {
    t.group = CLASS_GROUP[c];
    t.groups = 1;
  } else if (CLASS_GROUP[c] !== t.group) t.groups = 2;
}
/** Why a base whose units are tallied in `t`, with one unit of class `plus` added (-1: none), breaks the hosting rules
 * (6.3): 0 when within capacity, else a reason (see capacityWhy). */
export function capacityBreach(s: State, baseId: string, t: HostTally, plus: number): number {
  let { n, others, notFighter, hosted, fight, bomb, groups } = t;
  if (plus >= 0) {
    const type = CLASS_TYPE[plus];
    n++;
    if (!CLASS_IX[plus]) others++;
    if (type !== 'F' && type !== 'FB') notFighter = true;
    if (type !== 'NB') {
      hosted++;
      if (type === 'F') fight++;
      else if (type === 'RB') bomb++;
      if (groups === 0) groups = 1;
      else if (groups === 1 && CLASS_GROUP[plus] !== t.group) groups = 2;
    }
  }
  if (baseId === 'rfc') {
    // 6.3.1 (3): all IX Brigade units plus one other.
    return others > 1 ? 1 : 0;
  }
  const d = baseData[baseId];
  if (d.kind === 'offmap') {
    const cap = Math.min(OFFMAP_CAPACITY, 2 * feldInArea(s, d.area!));
    return n > cap ? 2 : 0;
  }
  if (d.kind === 'feld') return n > 1 || notFighter ? 3 : 0; // 6.3.2
  // Allied Aerodrome (6.3.1): NB based free; FB counts as either.
  if (hosted === 0) return 0;
  if (fight > 0 && bomb > 0) return 4;
  return hosted > (groups === 1 ? 3 : 2) ? 5 : 0;
}
/** The hosting rule a breach (capacityBreach) names, in words. */
function capacityWhy(s: State, baseId: string, breach: number): string | null {
  switch (breach) {
    case 0:
      return null;
    case 1:
      return 'the RFC Holding Area hosts the IX Brigade and one other unit (6.3.1)';
    case 2: {
      const d = baseData[baseId];
      const cap = Math.min(OFFMAP_CAPACITY, 2 * feldInArea(s, d.area!));
      return `${d.name} hosts ${cap} units: 6 at most and 2 for each Feldflugplatz in the area (6.3.1)`;
    }
    case 3:
      return 'a Feldflugplatz hosts one F unit (6.3.2)';
    case 4:
      return 'an Aerodrome hosts units of one type, all F or all RB (6.3.1)';
    default:
      return 'an Aerodrome hosts 3 units of one Brigade or 2 of differing Brigades (6.3.1)';
  }
}
/** One base's units counted by class (a scratch row for overCapacity). */
const ONE_BASE = new Int16Array(HOST_CLASSES);
/** Hosting capacity check (6.3): null when within capacity, else why not. `extra` adds a unit (counted once); `present`,
 * when given, lists the base's units (else they are found in the state). */
export function overCapacity(s: State, baseId: string, extra?: string, present?: readonly string[]): string | null {
  const air = s.air;
  const counts = ONE_BASE.fill(0);
  if (present) {
    for (const u of present) if (u !== extra) counts[hostClass(u)]++;
  } else {
    let i = -1;
    for (const id in air) {
      i++;
      if (air[id].base === baseId && id !== extra) counts[hostClassAt(id, i)]++;
    }
  }
  return capacityWhy(s, baseId, capacityBreach(s, baseId, hostTally(counts, 0, -1), extra ? hostClass(extra) : -1));
}
/** 6.3.4: units at an over-capacity base are all Flown. */
export function applyOverCapacity(s: State, baseId: string): void {
  const air = s.air;
  if (overCapacity(s, baseId)) for (const id in air) if (air[id].base === baseId) air[id].flown = true;
}
/** Each side's airbases (the Allied with the RFC Holding Area last), static. */
const OWN_BASES: Record<Side, readonly string[]> = {
  allied: [...AIRBASES.filter((b) => b.side === 'allied').map((b) => b.id), 'rfc'],
  german: AIRBASES.filter((b) => b.side === 'german').map((b) => b.id),
};
/** A side's airbases, whatever their state (a fresh list: callers may filter or change it). */
export function ownBases(_s: unknown, side: Side): string[] {
  return OWN_BASES[side].slice();
}
