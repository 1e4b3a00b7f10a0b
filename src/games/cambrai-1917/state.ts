// The state of a game of Cambrai 1917 and the static tables derived from data.ts. The state is a
// plain JSON object (hashed, saved, replayed); units are indexed by their position in UNITS.

import type { Role } from '../../kernel/game.ts';
import { roles } from '../../kernel/steps.ts';
import { areaDistances } from '../../families/area-impulse/artillery.ts';
import { type BoardState, areaBoard, otherSide } from '../../families/area-impulse/board.ts';
import type { Fight } from '../../families/area-impulse/combat.ts';
import type { OverrunRecord } from '../../families/area-impulse/overrun.ts';
import type { Activation } from '../../families/area-impulse/impulses.ts';
import {
  AREA_BY_ID,
  AREAS,
  BOUNDARIES,
  type BoundaryKind,
  GERMAN_ZONES,
  BRITISH_ZONES,
  type Side,
  TANK_STEPS,
  type TankStep,
  type UnitData,
  UNITS,
} from './data.ts';

/** A module-local alias of UNITS (the hot loops read it often). */
const UN = UNITS;

export type { Side } from './data.ts';
export const other = otherSide;

// Unit locations besides an area id.
export const ELIMINATED = 0;
/** Cavalry traded away at Night (removed from the game), tanks stepped below 2. */
export const REMOVED = -1;
/** Not yet arrived (reinforcement cards) or not in this scenario. */
export const OFF_MAP = -2;

export type RollPurpose =
  | 'weather' // Dawn Phase
  | 'hurricane' // Hurricane Barrage: attacker 1d6, defender 1d6
  | 'attack' // Combat: the attacker's 2d6 (the point unit chosen)
  | 'defense' // Combat: the defender's 2d6 (the forward unit chosen, seeing the attack total)
  | 'sunset' // Sunset DR, 2d6
  | 'demolition' // 1d6
  | 'hb-refresh' // Night Phase, 1d6 per marker
  | 'ammo' // Night Phase
  | 'advantage-ammo' // The Advantage: 2d6 more ammunition
  | 'refit' // Night Phase, exhausted tank
  | 'haig'; // End Phase

/** Work still to do, in order (the sequence of play as a queue). */
export type Task =
  | { t: 'dawn' }
  | { t: 'place'; unit: number; zones: number[]; why: 'card' }
  | { t: 'garrison'; unit: number }
  | { t: 'weather' }
  | { t: 'daylight' }
  | { t: 'impulse' }
  | { t: 'impulse-end' }
  | { t: 'night'; side: Side }
  | { t: 'hb-refresh'; side: Side; marker: number }
  | { t: 'ammo'; side: Side }
  | { t: 'buy'; side: Side }
  | { t: 'tank-advantage' }
  | { t: 'refit'; unit: number }
  | { t: 'refresh'; side: Side; left: number; where: 'supply' | 'JK' }
  | { t: 'cavalry' }
  | { t: 'end' };

/** The decision the game waits for. */
export type Step =
  | { k: 'idle' }
  | { k: 'roll'; purpose: RollPurpose; dice: number; unit?: number; marker?: number; bridge?: number; side?: Side }
  | { k: 'place'; side: Side; unit: number; options: number[] }
  | { k: 'advantage'; who: Side; use: 'weather' | 'repulse' | 'success' | 'ammo' | 'haig' }
  | { k: 'impulse' }
  | { k: 'regroup' }
  | { k: 'assault' }
  | { k: 'opening' }
  | { k: 'hb-primary' }
  | { k: 'barrage-absorb' }
  | { k: 'attack-select' }
  | { k: 'point' }
  | { k: 'forward' }
  | { k: 'absorb' }
  | { k: 'voluntary-retreat' }
  | { k: 'overrun' }
  | { k: 'buy'; side: Side }
  | { k: 'tank-advantage' }
  | { k: 'refresh'; side: Side; where: 'supply' | 'JK' }
  | { k: 'cavalry' }
  | { k: 'over' };

/** The Assault (or Regroup) impulse in progress (the family's Activation, plus this game's records). */
export interface AssaultState extends Activation {
  regroup: boolean;
  /** MP left per unit that has started moving or paid to activate. */
  mp: Record<number, number>;
  /** Per unit that moved: the boundary crossed into its present area ('canal', 'bridge' or 'open'). */
  crossed: Record<number, string>;
  /** Units that crossed each bridge this impulse (5 at most, Move Units). */
  bridgeUse: Record<number, number>;
  /** Areas attacked this impulse (each once). */
  attacked: number[];
  /** Enemy-occupied areas that were not contested at the start (mandatory combat if entered). */
  uncontestedStart: number[];
  contestedStart: boolean;
  /** Something has moved or attacked: no more barrages or markers (except in an overrun). */
  started: boolean;
  /** Combat has begun: no more movement except overruns. */
  combatStarted: boolean;
  hbUsed: boolean;
  /** Artillery markers: areas with a Rolling Barrage, Direct Support markers per area, the Air Support area. */
  rolling: number[];
  support: Record<number, number>;
  air: number;
  markersPlaced: number;
  /** After a combat before movement (Combat): the extra MP the other units pay to move. */
  inPlacePenalty: number;
  inPlaceDone: boolean;
  /** Units that took part in the combat before movement (they move on only after an overrun). */
  inPlaceUnits: number[];
  /** Bridges whose demolition was attempted this impulse. */
  demolitions: number[];
  /** Units whose exhaustion waits for the end of an overrun. */
  pendingExhaust: number[];
}

/** A combat (the family's records: the candidates of an optional one, combat before movement, the retreat queue, the Overrun's movers). */
export interface CombatState extends Fight, OverrunRecord {
  mandatory: boolean;
  point: number;
  forward: number;
  at: number;
  dt: number;
  atParts: string[];
  dtParts: string[];
  result: 'repulse' | 'stalemate' | 'success' | 'none';
  cp: number;
  cpLeft: number;
  overrun: boolean;
  overrunMarkers: number;
}

export interface BarrageState {
  attacker: Side;
  target: number;
  primary: number;
  dice: number[];
  cp: number;
  cpLeft: number;
  firstTaken: boolean;
  /** The opening barrage of 20 November: targets still to fire on. */
  opening: number[];
}

export interface Bridge {
  a: number;
  b: number;
  name: string;
  canal: 'nord' | 'st-quentin';
  control: Side;
  demolished: boolean;
}

/** Rule options: the other reading where a ruling chose between two playable ones (all off: the aid as ruled). */
export interface Variant {
  /** Ruling D2's other reading (1940 6.2.5): two consecutive Pass impulses end Daylight. */
  twoPasses: boolean;
  /** Ruling D1's other reading: the impulse track stops at 12 (Daylight ends after German impulse 12). */
  track12: boolean;
  /** Ruling V2's other reading: at sunset the Advantage passes unless its holder spent it this Daylight. */
  advantageAtSunset: boolean;
  /** Ruling V1's other reading: sudden death needs a mounted cavalry unit. */
  mountedCavalry: boolean;
}
export const NO_VARIANT: Readonly<Variant> = Object.freeze({ twoPasses: false, track12: false, advantageAtSunset: false, mountedCavalry: false });

/** How a game ends (End Phase, Haig Decides, ruling S1): the result's kind (text/ words it). */
export const RESULT_KINDS = ['sudden death', 'normal', 'haig', 'scenario'] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** The family's board (per unit `loc`: an area id, or ELIMINATED, REMOVED, OFF_MAP; `spent`, 1 exhausted; per area id `control`), then this game's records. */
export interface CambraiState extends BoardState {
  scenario: 'campaign' | 'first-day';
  /** Control markers the British need to win (the aid's 20; the handicap option may lower it). */
  vpToWin: number;
  day: number;
  phase: 'dawn' | 'daylight' | 'night' | 'end' | 'over';
  step: Step;
  queue: Task[];
  /** Tank battalions: the step (6, 4, 2); 0 for other units. */
  tank: number[];
  /** Cavalry dismounted (Night Phase). */
  dismounted: number[];
  /** Reinforcement cards already played. */
  cards: string[];
  weather: 'clear' | 'overcast';
  /** The impulse track (0 at Night) and whose impulse it is. */
  impulse: number;
  active: Side;
  /** Pass impulses in a row (this Daylight). */
  passes: number;
  /** This British impulse's Sunset DR, once rolled. */
  sunset: number | null;
  /** The Advantage: its holder, and who spent it during this Daylight (in order). */
  advantage: Side;
  advantageSpent: Side[];
  /** The other reading of four rulings, each a setup option (game.ts VARIANT_OPTIONS; docs, Rulings). */
  variant: Variant;
  /** Hurricane Barrage markers: true = ready (unused). */
  hurricane: { allied: boolean[]; german: boolean[] };
  ammo: { allied: number; german: number };
  /** Artillery markers bought for the coming Daylight. */
  markers: { allied: number; german: number };
  bridges: Bridge[];
  assault: AssaultState | null;
  combat: CombatState | null;
  barrage: BarrageState | null;
  /** The Sunset DR may end this Daylight (not on 20 November). */
  result: { winner: Side; kind: ResultKind; detail: string; detailFr: string } | null;
  /** The last Haig Decides roll, for the log and view. */
  haig: { day: number; roll: number; total: number } | null;
}

// ---- static tables -------------------------------------------------------------------------------

/** Tanks and Garrisons do not count against stacking (Move Units). */
const TABLES = areaBoard<CambraiState, BoundaryKind>({
  units: UNITS,
  areas: AREAS,
  boundaries: BOUNDARIES,
  unstacked: (u) => UNITS[u].type === 'tank' || UNITS[u].type === 'garrison',
});
export const { UNIT_INDEX, unitOf, IDS, N_UNITS, AREA_IDS, N_AREA_SLOTS, GRAPH, isZone, BOARD } = TABLES;
/** The board's queries; control changes when one side alone has units in an area (as 1940 7.2). */
export const { invalidateOccupancy, setLoc, setSpent, unitsIn, hasUnits, hasFresh, stackCount, contested, vacant, free, updateControl } = TABLES;
export { AREA_BY_ID };

const GZ = GERMAN_ZONES;
const BZ = BRITISH_ZONES;
/** Per area id: 1 for the German zones A-H, 2 for the British zones I-L (flags instead of list searches in the hot checks). */
const ZONE_SIDE = (() => {
  const z = new Uint8Array(N_AREA_SLOTS);
  for (const a of GZ) z[a] = 1;
  for (const a of BZ) z[a] = 2;
  return z;
})();
export const isGermanZone = (area: number) => ZONE_SIDE[area] === 1;
export const isBritishZone = (area: number) => ZONE_SIDE[area] === 2;
export const unit = (u: number): UnitData => UN[u];
export const sideOf = (u: number): Side => UN[u].side;
/** Per unit: its type as a small number (the hot checks read a typed array, not the unit's record). */
const T_INFANTRY = 0;
const T_CAVALRY = 1;
const T_TANK = 2;
const T_GARRISON = 3;
const TYPE_CODE = Uint8Array.from(UN, (d) => (d.type === 'cavalry' ? T_CAVALRY : d.type === 'tank' ? T_TANK : d.type === 'garrison' ? T_GARRISON : T_INFANTRY));
export const isTank = (u: number) => TYPE_CODE[u] === T_TANK;
export const isGarrison = (u: number) => TYPE_CODE[u] === T_GARRISON;
export const isCavalry = (u: number) => TYPE_CODE[u] === T_CAVALRY;
export const cap = (s: Side) => (s === 'allied' ? 'British' : 'German');
export const roleOf = (s: Side) => (s === 'allied' ? 'british' : 'german');
export const sideOfRole = (r: string): Side => (r === 'british' ? 'allied' : 'german');
export const areaName = (a: number) => {
  const d = AREA_BY_ID[a];
  return d.zone ? `zone ${d.label} (${d.name})` : `area ${d.id} (${d.name})`;
};
export const unitName = (u: number) => UN[u].name;

/** Distances between areas (for the Hurricane Barrage's range of two areas). */
export const DIST: number[][] = areaDistances(GRAPH, N_AREA_SLOTS);

/** Does `u` count against the stacking limit of 9? */
export const stacks = (u: number) => TYPE_CODE[u] < T_TANK;

// ---- unit values ---------------------------------------------------------------------------------

/** TANK_STEPS by step value (an index, not a search with a closure per call: the listings ask for every tank). */
const STEP_BY_VALUE: TankStep[] = (() => {
  const out: TankStep[] = [];
  for (let v = 0; v <= Math.max(...TANK_STEPS.map((t) => t.step)); v++) out[v] = TANK_STEPS.find((t) => t.step === v) ?? TANK_STEPS[0];
  return out;
})();
const stepOf = (s: CambraiState, u: number) => STEP_BY_VALUE[s.tank[u]] ?? TANK_STEPS[0];
/** Dismounted cavalry fight and move as infantry (Night Phase; values: ruling in the docs). */
export const DISMOUNTED = { attack: 3, defense: 3, exhaustedDefense: 2, move: 4 };

export function attackOf(s: CambraiState, u: number): number {
  if (isTank(u)) return stepOf(s, u).attack;
  if (isCavalry(u) && s.dismounted[u]) return DISMOUNTED.attack;
  return UN[u].attack ?? 0;
}
export function defenseOf(s: CambraiState, u: number, ex = !!s.spent[u]): number {
  if (isTank(u)) return ex ? stepOf(s, u).exhaustedDefense : stepOf(s, u).defense;
  if (isCavalry(u) && s.dismounted[u]) return ex ? DISMOUNTED.exhaustedDefense : DISMOUNTED.defense;
  return ex ? UN[u].exhaustedDefense : UN[u].defense;
}
export function exhaustedDefenseOf(s: CambraiState, u: number): number {
  return isTank(u) ? stepOf(s, u).exhaustedDefense : UN[u].exhaustedDefense;
}
/** Infantry for the rules that name it: canal crossings without a bridge, refreshes. Dismounted cavalry count. */
export const actsAsInfantry = (s: CambraiState, u: number) => TYPE_CODE[u] === T_INFANTRY || (TYPE_CODE[u] === T_CAVALRY && !!s.dismounted[u]);

export function baseMove(s: CambraiState, u: number): number {
  if (isCavalry(u)) {
    if (s.dismounted[u]) return DISMOUNTED.move;
    // Special November 20 Turn: cavalry released as reinforcements have only 5 MP.
    return s.day === 20 ? 5 : UN[u].move;
  }
  return isTank(u) ? stepOf(s, u).move : UN[u].move;
}
/** MP this impulse: -1 in Overcast weather (Move Units). */
export const movementPoints = (s: CambraiState, u: number) => Math.max(0, baseMove(s, u) - (s.weather === 'overcast' ? 1 : 0));

// ---- control, supply, victory points -----------------------------------------------------------------

/**
 * Supply line (ruling, after 1940 16.1.1): from the unit's area (which may be contested) through
 * contiguous friendly-Controlled areas and zones to a friendly-Controlled supply zone (British I-L,
 * German A-H). A unit in a supply zone is in supply.
 */
export function inSupply(s: CambraiState, side: Side, from: number): boolean {
  if (from <= 0) return false;
  const target = side === 'allied' ? isBritishZone : isGermanZone;
  if (target(from) && s.control[from] === side) return true;
  // Reused scratch (the search is not re-entrant): an area is seen in this search when its mark is `mark`.
  const { seen, stack } = SUPPLY;
  const mark = ++SUPPLY.mark;
  seen[from] = mark;
  stack[0] = from;
  let top = 1;
  while (top > 0) {
    const a = stack[--top];
    for (const n of GRAPH.neighbours[a]) {
      if (seen[n] === mark || s.control[n] !== side) continue;
      if (target(n)) return true;
      seen[n] = mark;
      stack[top++] = n;
    }
  }
  return false;
}

/** `inSupply`'s scratch: the last search's number, its marks per area and its stack (each area is pushed at most once).
 * Not a cache: each search numbers itself and reads only the marks it wrote (docs/architecture.md, "Module state"). */
const SUPPLY = { mark: 0, seen: new Float64Array(N_AREA_SLOTS), stack: new Int32Array(N_AREA_SLOTS) };

/** End Phase: 1 VP for every British Control marker (an area that began German) tracing to I-L. */
export function britishVp(s: CambraiState): number {
  let vp = 0;
  for (const a of AREAS) if (!a.zone && a.sector === 'german' && s.control[a.id] === 'allied' && inSupply(s, 'allied', a.id)) vp++;
  return vp;
}

/** The bridges of the map, in the order of BOUNDARIES. */
export const BRIDGES0: Bridge[] = BOUNDARIES.filter((b) => b.kind === 'bridge').map(
  (b): Bridge => ({ a: b.a, b: b.b, name: b.bridge!, canal: b.canal!, control: 'german', demolished: false }),
);

/** The bridge between two areas (index), or -1. */
export function bridgeBetween(s: CambraiState, a: number, b: number): number {
  for (let i = 0; i < s.bridges.length; i++) {
    const x = s.bridges[i];
    if ((x.a === a && x.b === b) || (x.a === b && x.b === a)) return i;
  }
  return -1;
}

/** The boundary as it stands now: a demolished bridge is a canal without a bridge. */
export function boundaryNow(s: CambraiState, a: number, b: number): BoundaryKind | undefined {
  const k = GRAPH.boundary(a, b);
  if (k === 'bridge' && s.bridges[bridgeBetween(s, a, b)]?.demolished) return 'canal';
  return k;
}

/** Each side's role as a list of one, and nobody: the steps' actors (frozen and shared: callers only read them). */
const ACTS: Record<Side, Role[]> = { allied: roles('british'), german: roles('german') };
export const NOBODY: Role[] = roles();
/** The role of `side` as a step's actor. */
export const actsFor = (side: Side) => ACTS[side];

/** The acting role of the active side (the steps' actor). */
export const activeRole = (s: CambraiState) => ACTS[s.active];

/** The step at hand as step `k` (the caller is that step's own code: the step table dispatched on it; the family's check). */
export { stepAt } from '../../families/area-impulse/steps.ts';
