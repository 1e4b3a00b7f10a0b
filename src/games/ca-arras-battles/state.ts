// The state of a game of Counter-Attack: Arras (Battles Magazine edition) and the static tables
// derived from data.ts. The state is a plain JSON object (hashed, saved, replayed); units are
// indexed by their position in UNITS. Board queries (occupancy, stacking, control, Contesté /
// Vacant / Libre) come from the area-impulse family module.

import { type BoardState, areaBoard, otherSide } from '../../families/area-impulse/board.ts';
import type { Fight } from '../../families/area-impulse/combat.ts';
import type { Activation, LoopState } from '../../families/area-impulse/impulses.ts';
import { ARRAS, ARRAS_STACKING, type BoundaryKind, BOUNDARIES, SECTORS, SECTOR_BY_ID, STACKING, type Side, type UnitData, UNITS } from './data.ts';

export type { Side } from './data.ts';

// Unit locations besides a sector id (1-36).
export const ELIMINATED = 0; // eliminated, may be reorganized (10.0)
export const REMOVED = -1; // 10.1 / 10.2 permanently out of the game
export const OUT = -3; // not in this game: R counters set aside (12.1), balance units not chosen
export const WAITING = -6; // 13.1-13.3 off the map, waiting to enter

export interface Options {
  historicalSetup: boolean; // 14.2
  bids: boolean; // 14.1
  fewerGermanAir: boolean; // 15.1 (first choice)
  earlyReserve: boolean; // 15.1 (second choice)
  fewerAlliedAir: boolean; // 15.2 (first choice)
  germanArtillery: boolean; // 15.2 (second choice)
  moreGermanAir: boolean; // 15.2 (third choice)
}

export type Release = 'french' | 'panzer' | 'reserve' | 'fifth';

export type RollPurpose =
  | 'bid-tie' // 14.1.2
  | 'french' // 13.1
  | 'panzer' // 13.2
  | 'fifth' // 13.4
  | 'rommel' // 13.6
  | 'initiative' // 4.1
  | 'combat' // 6.1.1, 8.0
  | 'bombard' // 7.2
  | 'refresh' // 9.3
  | 'gort'; // 13.5

/** What the holder of the Advantage is offered (9.1-9.4). */
export type AdvantageUse = 'initiative' | 'combat' | 'bombard' | 'french' | 'panzer' | 'fifth' | 'gort' | 'prolong';

/** The decision the game waits for. */
export type Step =
  | { k: 'bid' }
  | { k: 'setup'; side: Side }
  | { k: 'roll'; purpose: RollPurpose; dice: number }
  | { k: 'advantage'; who: Side; use: AdvantageUse }
  | { k: 'impulse' }
  | { k: 'assault' }
  | { k: 'attack-select' }
  | { k: 'spearhead' }
  | { k: 'advanced' }
  | { k: 'support'; side: Side }
  | { k: 'absorb' }
  | { k: 'retreat'; side: Side; unit: number; options: number[] }
  | { k: 'voluntary-retreat' }
  | { k: 'overrun' }
  | { k: 'bombard-second' }
  | { k: 'refresh-pick'; area: number; left: number }
  | { k: 'reorganize'; side: Side }
  | { k: 'over' };

/** 5.0 the impulse of an Active Sector (the family's Activation; area = WAITING for units entering the map). */
export interface AssaultState extends Activation {
  /** Per unit that entered an enemy-occupied sector: MF left when it stopped (6.5). */
  mfLeftOf: Record<number, number>;
  /** Units that entered across a river (6.2 E). */
  crossedRiver: number[];
  /** Armored units that entered an enemy-occupied sector from another enemy-occupied sector (6.4.1). */
  fromEnemy: number[];
  /** Was the Active Sector Contesté at activation (5.2.1, 6.5.1). */
  contestedStart: boolean;
  /** 4.3 C an assault failed: no more movement; the pending assaults are made, then the Initiative passes. */
  failed: boolean;
  /** 6.5 units that may make a Débordement, and those that have. */
  overrunUnits: number[];
  overrunUsed: number[];
  /** 5.2.1 the assault from the Contested Active Sector has been made. */
  inPlaceDone: boolean;
}

/** An assault (the family's record: 5.2.1 the candidates in place, 6.6.1 the retreat queue) or a bombardment. */
export interface CombatState extends Fight {
  kind: 'assault' | 'overrun' | 'bombard';
  /** 6.1 Unité de Pointe (the bombarding artillery for 7.2) and Unité Avancée. */
  spearhead: number;
  advanced: number;
  /** 8.0 combat support per side: -1 none, -2 an air support counter, else an artillery unit. */
  support: { allied: number; german: number };
  supportAsked: Side[];
  av: number;
  dv: number;
  pp: number;
  ppLeft: number;
  /** 6.5 a defender retreated (no Débordement). */
  defenderRetreated: boolean;
  result: 'none' | 'failure' | 'success';
}

/**
 * The family's board (per unit `loc`: a sector id, or ELIMINATED, REMOVED, OUT, WAITING; `spent`, 1 Fatiguée;
 * per sector id `control`, 5.1.4) and impulses (4.3: `momentum`, the side with the Initiative, the impulse
 * number, the last impulse a pass), then this edition's records.
 */
export interface BattlesState extends BoardState, LoopState {
  options: Options;
  turn: number;
  phase: 'bid' | 'setup' | 'initiative' | 'combat' | 'reorganization' | 'final' | 'over';
  step: Step;
  /** 12.2 groups still to place. */
  toPlace: { allied: string[]; german: string[] };
  /** Turn of release, 0 = not yet (13.1-13.4). */
  released: Record<Release, number>;
  /** 13.6 German units may enter blue sectors. */
  rommelNorth: boolean;
  /** 13.6 Allied units that went from 26 or 28 into 1 or 3. */
  northward: number[];
  /** 4.1 the side with the Initiative at the turn's first impulse. */
  turnInitiative: Side;
  /** 9.0 who holds the Advantage; 9.5 who used it this turn. */
  advantage: Side;
  advantageUsed: { allied: boolean; german: boolean };
  /** 8.3 air support counters left this turn. */
  air: { allied: number; german: number };
  /** 11.2 the VP track (moved at the end of each turn) and the VP needed (11.3, 14.1). */
  vp: number;
  vpNeeded: number;
  bids: { allied: number | null; german: number | null };
  swapped: boolean;
  /** Rolls of the turn's start already made. */
  rollsDone: RollPurpose[];
  /** 4.1 the initiative dice waiting for an Advantage decision. */
  pendingInitiative: number[] | null;
  /** 9.3 the sector to refresh once the die is rolled. */
  pendingRefresh: number | null;
  /** 4.3 C a bombardment of this impulse failed. */
  bombardFailed: boolean;
  /** 7.0 artillery that bombarded this impulse and the targets chosen. */
  bombarded: number[];
  bombardTargets: number[];
  assault: AssaultState | null;
  combat: CombatState | null;
  result: { winner: Side; kind: string; detail: string; detailFr: string } | null;
}

// ---- static tables -------------------------------------------------------------------------------

/** 5.1.3 leaders do not count against stacking. */
const TABLES = areaBoard<BattlesState, BoundaryKind>({ units: UNITS, areas: SECTORS, boundaries: BOUNDARIES, unstacked: (u) => UNITS[u].type === 'leader' });
export const { UNIT_INDEX, unitOf, IDS, N_UNITS, AREA_IDS: SECTOR_IDS, GRAPH, isZone, BOARD } = TABLES;
/** The index of the unit with id `id` (undefined: none). */
export function unitIndex(id: unknown): number | undefined {
  const u = unitOf(id);
  return u < 0 ? undefined : u;
}
export { SECTOR_BY_ID };

/** The current step, which is of kind `k`: a step's handlers run only in their own step (the family's check). */
export { stepAt as stepOf } from '../../families/area-impulse/steps.ts';

/** The side a player's role plays (a handler's role is the actor the step named, a side). */
/** The side a role plays: the family's check (one piece of code for both editions). */
export { sideOfRole as sideOf } from '../../families/area-impulse/board.ts';

export const other = otherSide;
export const unit = (u: number): UnitData => UNITS[u];
export const SIDE_OF: Side[] = UNITS.map((u) => u.side);
export const TYPE_OF = UNITS.map((u) => u.type);

/** 5.1.3 stacking limit of a sector: 5 per side in Arras, 10 elsewhere. */
export const stackLimit = (area: number) => (area === ARRAS ? ARRAS_STACKING : STACKING);
/** 5.1.3 may unit `u` be added to `area` (leaders do not count)? */
export const roomFor = (s: BattlesState, u: number, area: number) => UNITS[u].type === 'leader' || BOARD.stackCount(s, area, UNITS[u].side) < stackLimit(area);

/** The release rule of a unit's group (13.1-13.4), or null. */
export function releaseOf(u: number): Release | null {
  return RELEASE_OF[u];
}
const RELEASE_OF: readonly (Release | null)[] = UNITS.map((d) => {
  if (d.side === 'allied') return d.group === 'A' ? 'french' : d.group === 'J' ? 'reserve' : null;
  return d.group === 'L' ? 'panzer' : d.group === 'M' ? 'fifth' : null;
});

export function isReleased(s: BattlesState, u: number): boolean {
  const r = releaseOf(u);
  return !r || s.released[r] > 0;
}

/** Units that may act: on the map or waiting to enter, Fresh, released. */
export function canAct(s: BattlesState, u: number): boolean {
  const l = s.loc[u];
  return (l > 0 || l === WAITING) && !s.spent[u] && isReleased(s, u);
}

/** 4.3 B Fresh units that can act (released units waiting to enter count: they may be activated). */
export function hasActiveFresh(s: BattlesState, side: Side): boolean {
  for (let u = 0; u < N_UNITS; u++) if (SIDE_OF[u] === side && canAct(s, u)) return true;
  return false;
}

/** 6.2 C / 8.1 / 8.3 nationality. */
export const nation = (u: number) => UNITS[u].nation;
