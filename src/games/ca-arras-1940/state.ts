// The state of a game of Counter-Attack: The Battle of Arras, 1940, and the static tables derived
// from data.ts. The state is a plain JSON object (hashed, saved, replayed); units are indexed
// by their position in UNITS so the hot path works on small arrays.

import { type BoardState, areaBoard, otherSide } from '../../families/area-impulse/board.ts';
import type { Fight } from '../../families/area-impulse/combat.ts';
import type { OverrunRecord } from '../../families/area-impulse/overrun.ts';
import type { Activation, LoopState } from '../../families/area-impulse/impulses.ts';
import { AREA_BY_ID, AREAS, BOUNDARIES, type BoundaryKind, type Side, type UnitData, UNITS } from './data.ts';

export type { Side } from './data.ts';
export { SIDES } from '../../families/area-impulse/board.ts';
export const other = otherSide;

// Unit locations besides an area id (1-36).
export const ELIMINATED = 0; // 3.6 Eliminated Units Box
export const REMOVED = -1; // 12.1 permanently removed from play
export const OVERRUN_TRACK = -2; // 9.4.4 on the Turn Track after an Overrun
export const OUT_OF_PLAY = -3; // optional units not in this game, or not yet set up (5.3)
export const KIA = -4; // 12.2 leader killed in action
export const WOUNDED = -5; // 12.2 leader lightly wounded: returns next Reorganization Phase

export interface Options {
  historicalSetup: boolean; // 18.1
  historicalAttackPath: boolean; // 18.1.1
  gort: boolean; // 18.2
  rommelNorth: boolean; // 18.3
  fifthPanzer: boolean; // 18.4
  coordination: boolean; // 18.5
  germanAir: boolean; // 18.6.1
  alliedAir: boolean; // 18.6.2
  bids: boolean; // 17.1
}

export type RollPurpose =
  | 'bid-tie' // 17.1
  | 'french-release' // 15.2
  | 'reserve-release' // 15.1
  | 'panzer-release' // 15.3
  | 'rommel-north' // 18.3
  | 'fifth-panzer' // 18.4
  | 'momentum-phase' // 6.1.1
  | 'momentum' // 6.2.1
  | 'bombardment' // 10.4
  | 'combat' // 9.4.1
  | 'leader-fate' // 12.2
  | 'gort'; // 18.2

/** The decision the game waits for. */
export type Step =
  | { k: 'bid' }
  | { k: 'setup'; side: Side }
  | { k: 'roll'; purpose: RollPurpose; dice: number; unit?: number }
  | { k: 'reroll-offer'; who: Side; purpose: 'momentum' | 'bombardment' }
  | { k: 'impulse-start' }
  | { k: 'impulse' }
  | { k: 'assault' }
  | { k: 'attack-select' }
  | { k: 'lead-attacker' }
  | { k: 'lead-defender' }
  | { k: 'support' }
  | { k: 'primary' }
  | { k: 'combat-reroll'; who: Side }
  | { k: 'absorb' }
  | { k: 'retreat'; side: Side; unit: number; options: number[]; voluntary: false }
  | { k: 'voluntary-retreat'; side: Side }
  | { k: 'overrun' }
  | { k: 'reorganize'; side: Side }
  | { k: 'gort-mind' }
  | { k: 'over' };

/** 6.2.3 / 8.1 The Assault Impulse in progress (the family's Activation, plus this game's records). */
export interface AssaultState extends Activation {
  /** Areas attacked this Impulse (9.0: once each). */
  attacked: number[];
  /** Enemy-occupied areas that were not Contested at the start (9.1 Mandatory Attack if entered). */
  mandatoryAreas: number[];
  /** Was the Active Area Contested at the start of the Impulse (9.3). */
  contestedStart: boolean;
  /** Areas entered this impulse, by which units. */
  enteredBy: Record<number, number[]>;
}

/** An attack (the family's records: 9.2-9.3 the candidates, 9.3 in place, 11.2.1 the retreat queue, 9.4.4 the Overrun's movers), a bombardment or an Air Bombardment. */
export interface CombatState extends Fight, OverrunRecord {
  kind: 'assault' | 'bombardment' | 'air' | 'overrun' | 'overrun-pending';
  /** The side that absorbs Attrition Points (the defender; the attacker in a mistaken attack, 18.6.3). */
  victim: Side;
  mandatory: boolean;
  lead: number;
  defLead: number;
  support: number;
  /** Attack, defense values before dice. */
  av: number;
  dv: number;
  /** 13.4 Each player may reroll a Combat Resolution once. */
  rerolled: { allied: boolean; german: boolean };
  ap: number;
  /** AP still to be absorbed. */
  apLeft: number;
  result: 'repulse' | 'stalemate' | 'success' | 'none';
  overrun: boolean;
  /** 9.4.4 the enemy-occupied area an overrunning unit entered (-1: none; one at most). */
  overrunEnemyArea: number;
  /** 18.6.3 mistaken attack AP against the attacker's own units, and their Primary Target. */
  friendlyAp: number;
  friendlyPrimary?: number;
  /** Players who declined their reroll of this resolution (13.4). */
  declined?: Side[];
}

/**
 * The family's board (per unit `loc`: an area id, or one of ELIMINATED, REMOVED, OVERRUN_TRACK, OUT_OF_PLAY,
 * KIA, WOUNDED; `spent`; per area id `control`, 7.2) and impulses (6.2: `momentum`, the Attacker's side, the
 * Impulse number, the last Impulse a Pass), then this edition's records.
 */
export interface ArrasState extends BoardState, LoopState {
  options: Options;
  turn: number;
  phase: 'bid' | 'setup' | 'momentum' | 'combat' | 'reorganization' | 'end' | 'over';
  step: Step;
  /** Per unit on the overrun track: the turn at whose Reorganization Phase end it moves to the box. */
  overrunUntil: Record<number, number>;
  /** 5.3 Setup groups still to place. */
  toPlace: { allied: string[]; german: string[] };
  released: { 'french-cavalry': number; 'panzer-25': number; 'british-reserve': number; 'fifth-panzer': number };
  /** 13.0 Who holds the Advantage (null while it is being used, 13.3) and who used it. */
  advantage: Side | null;
  advantageUsedBy: Side | null;
  resetUsed: { allied: boolean; german: boolean };
  /** 13.4 Reroll markers available this turn. */
  rerollMarker: { allied: boolean; german: boolean };
  /** 18.6 Air Bombardment markers: available this turn. */
  air: { allied: boolean; german: boolean };
  /** 6.1.2 German movement bonus this turn. */
  germanBonus: boolean;
  vp: number;
  /** 16.3 / 17.1 VP needed for an Allied Operational Victory. */
  vpNeeded: number;
  /** 17.1 Secret bids; `swapped` when the seat that began as German won the Allies. */
  bids: { allied: number | null; german: number | null };
  swapped: boolean;
  /** 15.3.1 Allies moved into, attacked or bombarded Area 1 or 3 on Turn 1 or 2. */
  alliesTurnedEast: boolean;
  /** 18.4 Allies assaulted Area 1 or 3 before Turn 6. */
  alliesAssaulted13: boolean;
  /** 18.3 Allies have Contested (1) or Controlled (2) Area 1 / Area 3 at any time. */
  reached: { 1: number; 3: number };
  /** 18.3 German movement restrictions lifted. */
  rommelNorth: boolean;
  /** 15.3.2 The German player has activated Area 19 for an Assault Impulse since release. */
  area19Activated: boolean;
  /** 18.4 Zone A units' release roll: 'pending' until decided, 'never' after failing on Turn 7. */
  assault: AssaultState | null;
  combat: CombatState | null;
  /** 12.2 Leaders whose fate must be rolled this Reorganization Phase, then leaders to place. */
  leaderQueue: number[];
  leadersToPlace: number[];
  rallied: boolean;
  /** The detail in English, `texts` in the other languages (GameResult.texts). */
  result: { winner: Side; kind: string; detail: string; texts?: Record<string, string> } | null;
  /** Momentum Phase rolls already made this Turn. */
  rollsDone?: RollPurpose[];
  /** 13.1A A Momentum dr waiting for the Advantage holder's decision, and whether it was rerolled. */
  pendingDr?: number;
  momentumRerolled?: boolean;
}

// ---- static tables and the board: occupancy, stacking (7.1), control, Contested (7.3), Vacant (7.4), Free (7.5) ----

const TABLES = areaBoard<ArrasState, BoundaryKind>({
  units: UNITS,
  areas: AREAS,
  boundaries: BOUNDARIES,
  passable: (k) => k !== 'prohibited', // 14.2.4 Movement Prohibited between two Zones
  unstacked: (u) => UNITS[u].type === 'leader', // 7.1
});
export const { UNIT_INDEX, unitOf, IDS, N_UNITS, AREA_IDS, N_AREA_SLOTS, GRAPH, isZone, BOARD } = TABLES;
export const { invalidateOccupancy, setLoc, setSpent, unitsIn, hasUnits, hasFresh, stackCount, contested, vacant, free } = TABLES;
export { AREA_BY_ID };

export const unit = (u: number): UnitData => UNITS[u];
export const sideOf = (u: number): Side => UNITS[u].side;
export const isLeader = (u: number) => UNITS[u].type === 'leader';
export const areaName = (a: number) => {
  const d = AREA_BY_ID[a];
  return d.zone ? `Zone ${d.label} (${d.name})` : `Area ${d.id} (${d.name})`;
};
export const unitName = (u: number) => UNITS[u].name;

export function onMap(loc: number): boolean {
  return loc > 0;
}

/** 7.2 Control changes when one side has a unit in a Vacant area the enemy controls. */
export function updateControl(s: ArrasState, area: number): void {
  BOARD.updateControl(s, area);
  // 18.3 tracking: Allies Contested or Controlled Areas 1/3 at any time.
  if (area === 1 || area === 3) {
    const level = s.control[area] === 'allied' ? 2 : hasUnits(s, area, 'allied') ? 1 : 0;
    if (level > s.reached[area]) s.reached[area] = level;
  }
}

/** Per unit, the release it waits for (null: none): one array read, not a field of unit objects of several shapes. */
const RELEASE = UNITS.map((d) => d.release ?? null);

/** Released units may be activated (15.1-15.3, 18.4). */
export function isReleased(s: ArrasState, u: number): boolean {
  const r = RELEASE[u];
  return r === null || s.released[r] > 0;
}

/** Fresh units of `side` on the map that can be activated (6.2.2 C). */
export function hasActivatableFresh(s: ArrasState, side: Side): boolean {
  for (const u of BOARD.ofSide(side)) if (s.loc[u] > 0 && !s.spent[u] && isReleased(s, u)) return true;
  return false;
}
