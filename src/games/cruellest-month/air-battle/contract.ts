// The Cruellest Month - the Air Battle Board (8.7): the contract between the strategic engine and
// the air battle. The strategic engine calls only what this file exports (re-exported from
// ./battle.ts). The battle state is plain JSON stored inside the game state, mutated in place.
//
// Division of work (see NOTES-for-strategic.md):
// - the strategic engine: scrambles (8.4, 8.5), co-ordination die (8.7.1, it passes `late`), the AA
//   Combat Table (it exports `aaFire` from ../data.ts, the battle calls it when a unit faces AA fire
//   on the board, 8.7.4 A.1 / 8.9 / 8.11.1), the effect of bombing, strafing and spotting on the
//   target (8.10, after the battle, from `delivered`), return to base and accidents (8.12), VPs.
// - the air battle: everything on the Air Battle Board from setup (8.7.3) to the end of the eighth
//   round (8.7.4), including AA fire rolls on the board, aerial fire, observers, Allied aces, aborts.

import type { Action, ChanceSpec, IllegalInfo, LogSink, Role } from '../../../kernel/game.ts';
import type { ModKey } from '../text/modifiers.en.ts';

export type Side = 'allied' | 'german';
export type Altitude = 'low' | 'medium' | 'high';
export type UnitType = 'F' | 'FB' | 'RB' | 'NB';
/** What a mission unit is on the board for (8.6). Interceptors are always 'intercept'. */
export type Task = 'bombing' | 'strafing' | 'spotting' | 'balloon' | 'escort' | 'intercept';

/** The printed factors of one face of a counter (2.2.2). bf 'S': a strafing fighter (BF 1, 8.10.2). */
export interface Face {
  af: number | null;
  df: number;
  bf: number | 'S' | null;
  sr: number;
}

export interface BattleUnitInput {
  /** The strategic engine's counter id. */
  id: string;
  /** A key of AIRCRAFT (./data.ts, the Aircraft Performance Chart). */
  aircraft: string;
  type: UnitType;
  /** The face in play now (the reduced face if `reduced`). */
  face: Face;
  /** The reduced face; null if the counter has no reverse side (a step loss eliminates it, 2.2). */
  reducedFace: Face | null;
  rotary: boolean;
  /** 'L' next to the SR (2.2.2, 8.7.7). */
  accel: boolean;
  /** Circled observer factor / white rectangle: all-round fire (8.7.8). */
  allRound: boolean;
  reduced: boolean;
  /** Left from a Ready-Disrupted quadrant (8.7.3). */
  disrupted: boolean;
  ace: boolean;
  /** Two-seater with its observer still aboard (false once a "No Observer" marker is on it, 8.7.11). */
  observer: boolean;
  /** Mission latecomer after a failed co-ordination roll (8.7.1). */
  late?: boolean;
  task: Task;
}

export interface AirBattleInput {
  missionSide: Side;
  mission: BattleUnitInput[];
  /** 0 to 2 scrambled fighters (8.4); 0 only for Balloon Busting (8.11). */
  interceptors: BattleUnitInput[];
  /** The AAF of the designated target (8.9.1), for the AA fire a bomber/strafer meets in a T hex. */
  targetAaf: number;
  /** Balloon Busting (8.11): the AA units' factors (2 = 2xCF, 1 = 1xCF), placed by the interceptor side. */
  balloon?: { aaUnits: number[]; cf?: number };
  /** Allied Ace markers not in play (8.7.10: an Allied ace needs a free marker). */
  alliedAcesAvailable: number;
  poorWeather?: boolean;
  options?: {
    /** 15.1 Wind. */
    wind?: boolean;
    /** 15.2 Sun (ruling in RULINGS.md). */
    sun?: boolean;
    /** 8.7.11 read literally: the observer is lost on a modified roll <= 6 (default: lost on >= 6, ruling). */
    literalObserverRoll?: boolean;
  };
}

/** A unit's end state, for the strategic engine. */
export interface UnitOutcome {
  id: string;
  side: Side;
  status: 'ok' | 'disrupted' | 'reduced' | 'eliminated';
  /** Became Reduced (lost a step) in this battle, including AA on the board. */
  reducedNow: boolean;
  eliminated: boolean;
  /** Disrupted at the end (8.7.9: a step loss also disrupts for the rest of the turn). */
  disrupted: boolean;
  observerLost: boolean;
  aceGained: boolean;
  /** The unit's ace was lost with it (8.7.10). */
  aceLost: boolean;
  /** 8.8: a mission unit that aborted or failed to deliver (the opponent gets 1 VP when `abortScores` says so). */
  aborted: boolean;
  /** The unit entered a T hex (8.10.4). */
  reachedTarget: boolean;
  /** Set when the unit bombed, strafed or spotted in a T hex and survived the AA fire (8.10). */
  delivered: null | {
    kind: 'bombing' | 'strafing' | 'spotting';
    altitude: Altitude;
    round: number;
    /** 8.10.3: straight-line hexes flown for spotting (2 or 3). */
    straight?: 2 | 3;
    disruptedAtDelivery: boolean;
    ace: boolean;
  };
  /** The altitude it left the board at (or ended at). */
  altitude: Altitude;
  /** Engaged in aerial combat (fired or was fired at) - a fighter that did may not strafe (8.10.2). */
  engaged: boolean;
}

export interface AirBattleOutcome {
  rounds: number;
  units: UnitOutcome[];
  balloon?: { destroyed: boolean; grounded: boolean; altitude: Altitude | 'ground'; rounds: number };
}

// --- Actions (every one prefixed `ab-`) -------------------------------------------------------
// Setup (8.7.3), both sides at once, secretly:
//   { type: 'ab-sequence', unit, seq, altitude }         one unit's Sequence and Altitude markers
//   { type: 'ab-place', unit, hex, facing }               mission unit on a Raid Entry Area hex
//   { type: 'ab-place-aa', index, hex }                   Balloon Busting AA unit (8.11.1)
// A unit's impulse (8.7.4, 8.7.7):
//   { type: 'ab-forward' }   { type: 'ab-turn', dir: 'left'|'right' }   { type: 'ab-roll', dir }
//   { type: 'ab-immelmann' } { type: 'ab-climb' } { type: 'ab-dive' } { type: 'ab-zoom' } (Triplane)
//   { type: 'ab-fire', target }        { type: 'ab-bomb' }  { type: 'ab-strafe' }  { type: 'ab-spot' }
//   { type: 'ab-exit' }      { type: 'ab-abort' }      { type: 'ab-end' }
//   { type: 'ab-attack-aa', index }  bomb or strafe a Balloon Busting AA unit in the unit's hex (8.11.1)
// Off-board interceptor (8.7.5, 8.7.6): { type: 'ab-stay-off', climb: -1|0|1 }  { type: 'ab-enter-roll' }
//   { type: 'ab-enter', hex, facing }  (after the roll)
// Defensive fire (8.7.8): { type: 'ab-defend', unit, target }   { type: 'ab-hold' }
// Balloon (8.11.2): { type: 'ab-balloon', move: 'up'|'down'|'stay' }
// Chance: { type: 'dice', dice: [n] }

export type Facing = 0 | 1 | 2 | 3 | 4 | 5; // 0 = N, clockwise (flat-topped hexes)

/** One aerial unit (or the balloon) on or about the board. */
export interface BattleUnit extends BattleUnitInput {
  side: Side;
  /** Movement Sequence marker (8.7.3): 1-4 Allied, 1-3 German; null until placed. */
  seq: number | null;
  altitude: Altitude;
  /** Board hex (e.g. '3709'); null when off the board. */
  hex: string | null;
  facing: Facing;
  /** 'waiting': mission latecomer not yet in; 'off': interceptor off the board; 'gone': left the board. */
  where: 'board' | 'waiting' | 'off' | 'gone' | 'eliminated';
  /** Its sequence, altitude, status and ace markers are public (8.7.3: on its first movement). */
  revealed: boolean;
  /** Carrying bombs (8.7.3, 8.7.7): bombers on a bombing task until they bomb or abort. */
  loaded: boolean;
  /** Round it unloaded its bombs (8.7.7 'L': +1 MP the next round) or aborted. */
  unloadedRound: number | null;
  noDefensiveFire: boolean;
  /** Round in which it last fired defensively (it may then not attack as a fighter, 8.7.8). */
  defensiveRound: number | null;
  aborted: boolean;
  reachedTarget: boolean;
  engaged: boolean;
  observerLost: boolean;
  aceGained: boolean;
  aceLost: boolean;
  reducedNow: boolean;
  delivered: UnitOutcome['delivered'];
}

/** The unit moving now (8.7.7). */
export interface Impulse {
  unit: string;
  /** Printed (modified) MPs still to spend; they must all be spent (8.7.7). */
  mp: number;
  /** MPs gained by diving, optional (8.7.7). */
  bonus: number;
  /** The last thing done was a turn or roll (no two in a row, 8.7.7). */
  lastTurnOrRoll: boolean;
  fired: boolean;
  /** Anything done yet this impulse (the Triplane's two-level climb needs a fresh impulse). */
  started: boolean;
  /** Levels dived / climbed this round (8.7.7). */
  dived: number;
  climbed: number;
  /** MPs from diving actually spent (fragility, 8.7.7). */
  bonusSpent: number;
  /** Straight-line run for Artillery Spotting (8.10.3): hexes entered in a row, same facing and altitude. */
  straight: number;
  straightT: boolean;
  /** Hexes entered straight ahead in a row at one altitude (8.10.3), last last. */
  run: string[];
  /** Off-board interceptor: the entry die (8.7.5) once rolled. */
  entryRoll: number | null;
  /** 15.1 Wind: MPs added (+1, optional) or lost (-1) this round. */
  wind: number;
  /** The unit has left the hex it began in (defensive fire spares the first hex, 8.7.8). */
  leftStart: boolean;
  /** Balloon AA units (indexes) that fired at it this impulse (8.11.1, once each). */
  aaFired: number[];
  /** The impulse is over (ended, exited, eliminated); fragility rolled if due. */
  done: boolean;
  fragilityDone: boolean;
}

/** A die-roll modifier with its rule. */
export interface Mod {
  /** What it is; its words, given its value, in text/modifiers.en.ts and .fr.ts. */
  label: ModKey;
  value: number;
  rule: string;
}

/** A die the battle waits for (toAct = ['chance']). */
export type PendingRoll =
  | { kind: 'fire'; shooter: string; target: string; defensive: boolean; adjacent: boolean; fromRear: boolean; mods: Mod[] }
  | { kind: 'observer'; unit: string; mods: Mod[] }
  | { kind: 'ace'; unit: string }
  | { kind: 'fragility'; unit: string; mod: number }
  | { kind: 'rotary'; unit: string; action: Action; cost: number }
  | { kind: 'entry'; unit: string }
  | { kind: 'aa'; unit: string; aaf: number; mods: Mod[]; then: 'bombing' | 'strafing' | 'spotting' | null; straight?: 2 | 3; aaIndex?: number }
  | { kind: 'wind-dir' }
  | { kind: 'sun-dir' }
  | { kind: 'wind'; unit: string }
  | { kind: 'balloon'; target: string; shooter: string }
  | { kind: 'aa-attack'; unit: string; index: number; mods: Mod[]; bf: number };

export interface AirBattle {
  v: 1;
  missionSide: Side;
  interceptorSide: Side;
  targetAaf: number;
  alliedAcesAvailable: number;
  poorWeather: boolean;
  options: { wind: boolean; sun: boolean; literalObserverRoll: boolean };
  units: BattleUnit[];
  /** Air Battle Round 1-8 (8.7.4). */
  round: number;
  phase: 'sequence' | 'place' | 'aa-place' | 'balloon' | 'move' | 'over';
  /** Unit ids in movement order this round (8.7.3: m1, i1, m2, i2, ...). */
  order: string[];
  /** Index in `order` of the unit to move. */
  next: number;
  impulse: Impulse | null;
  /** Dice waited for, first first. */
  rolls: PendingRoll[];
  /** An interceptor just left a hex in a mission RB's field of fire: the mission side may fire (8.7.8). */
  defensive: null | { mover: string; fromHex: string; altitude: Altitude; facing: Facing; shooters: string[] };
  /** 15.1: the direction the wind blows towards; 15.2: the board edge the sun is on (a facing). */
  wind: Facing | null;
  sun: Facing | null;
  /** The unit holding the Surprise! marker (8.7.5). */
  surprise: string | null;
  /** The round the marker was last given (a second 0 in the same round earns no bonus, 8.7.5). */
  surpriseRound?: number;
  balloon: null | {
    side: Side;
    hex: string;
    altitude: Altitude | 'ground';
    /** 8.11.2: flipped, changing altitude next round ('up' | 'down'). */
    changing: 'up' | 'down' | null;
    destroyed: boolean;
    /** `double`: a 2xCF unit (a hit lessens it to 1xCF); `removed` by a hit on a 1xCF unit (8.11.1). */
    aa: { factor: number; hex: string | null; disrupted: boolean; double: boolean; removed: boolean }[];
  };
  /** Rounds played when the battle ended. */
  roundsPlayed: number;
}

export interface AirBattleApi {
  startAirBattle(input: AirBattleInput, log?: LogSink): AirBattle;
  airBattleToAct(b: AirBattle): Role[];
  airBattleChance(b: AirBattle): ChanceSpec;
  airBattleLegal(b: AirBattle, role: Role): Action[];
  airBattlePerform(b: AirBattle, role: Role, action: Action, log?: LogSink): void;
  /** What `role` may see: the other side's unrevealed sequence/altitude/status/ace markers are hidden. */
  airBattleView(b: AirBattle, role: Role): unknown;
  explainAirBattleIllegal(b: AirBattle, role: Role, action: Action): IllegalInfo;
  /** null while the battle runs. */
  airBattleOutcome(b: AirBattle): AirBattleOutcome | null;
  describeAirBattleAction(b: AirBattle, role: Role, action: Action, lang?: string): string;
}
