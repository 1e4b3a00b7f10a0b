// The Cruellest Month: the game state, setup (14.0) and the map questions every phase asks
// (control, zones of control, supply; airbase hosting capacity in hosting.ts, range points in range.ts: both
// re-exported here).
// Imported values are read once into local bindings (`const { ... } = M`): tsx compiles each module to CommonJS, where
// every use of an imported name is a getter call (about 7% of a random game's time).
import * as K from '../../kernel/game.ts';
const { RuleError } = K;
import type { HexId } from '../../maps/hex.ts';
import type { AirBattle } from './air-battle/contract.ts';
import * as D from './data.ts';
import type { Corps, Face, Gruppe, Side } from './data.ts';
import * as X from './indexes.ts';
import type { HexMarks as Marks } from './indexes.ts';
import { refusalsEn } from './text/refusals.en.ts';
import { refusalsFr } from './text/refusals.fr.ts';
export {
  unitsAt,
  operating,
  feldInArea,
  hostClassAt,
  hostIX,
  HOST_CLASSES,
  hostClass,
  placeNo,
  hostCounts,
  hostTally,
  capacityBreach,
  overCapacity,
  applyOverCapacity,
  ownBases,
} from './hosting.ts';
export type { HostCounts, HostTally } from './hosting.ts';
const { HEX_INFO, NBR_INDEX, HexMarks, hexNo } = X;
const {
  AIR_BY_ID,
  AIR_UNITS,
  AIRBASES,
  AIRCRAFT,
  GROUND_BY_ID,
  GROUND_UNITS,
  TURNS,
  WEST_ROW,
  EAST_ROW,
  eastOfHindenburg,
  grid,
  gruppenOf,
  isHindenburg,
  westOfHindenburg,
  RIDGE_HEXES,
  HL_HEXES,
} = D;

export type { HexId, Side };
export { baseData, baseLoc, flightPath, rangePoints } from './range.ts';
export { HEX_INFO, HexMarks, NBR_INDEX, airDef, groundDef, hexDistance, hexNo } from './indexes.ts';

export const SIDES: Side[] = ['allied', 'german'];
export const other = (s: Side): Side => (s === 'allied' ? 'german' : 'allied');
export const SIDE_NAME: Record<Side, string> = { allied: 'Allied', german: 'German' };

export interface AirUnit {
  id: string;
  /** Airbase id, 'rfc' (RFC Holding Area, an airbase for IX Brigade, 6.3.1), 'away' (IX not committed, 7.3),
   *  'reserve' (German Strategic Reserve Holding Area), 'event' (NB not yet arrived), 'dead'. */
  base: string;
  flown: boolean;
  disrupted: boolean;
  reduced: boolean;
  regroup: boolean;
  ace: boolean;
  observerLost: boolean;
  /** Attempted an interception this phase (8.1.6: no mission afterwards unless it had flown one). */
  intercepted: boolean;
  /** Flew an air mission this phase (8.1.6). */
  missioned: boolean;
  /** Disrupted only by a step loss this turn (8.7.9: for the remainder of the game turn). */
  lossDisrupted?: boolean;
  /** Stage-moved this Air Operations Phase (8.3, ruling: once a phase); set from the first stage-move on. */
  staged?: boolean;
}
export interface GroundUnit {
  id: string;
  hex: HexId | null;
  /** 'map' | 'reserve' (Holding Area) | 'dead' | 'off' (retreated off the map, 9.4.6). */
  where: 'map' | 'reserve' | 'dead' | 'off';
  reduced: boolean;
  interdicted: boolean;
  /** Edge it left by (9.4.6). */
  offEdge?: 'east' | 'west';
  /** A reserve division's Gruppe/Corps affiliation source once in play (12.1.1, 12.2.3). */
}
export interface Airbase {
  id: string;
  hex: HexId | null;
  /** Off-map area (Douai/Cambrai) a Feldflugplatz stands in, when not on the map (6.3.1). */
  area: 'douai' | 'cambrai' | null;
  status: 'normal' | 'disrupted' | 'construction' | 'destroyed' | 'dismantled';
  /** Dismantled this turn: may be rebuilt from the next (6.5.4). */
  readyTurn: number;
}
export interface Disclosure {
  turn: number;
  base: string;
  fighters: number;
  bombers: number;
  rule: string;
}

export type Task = 'bombing' | 'strafing' | 'spotting' | 'balloon';
export interface Mission {
  side: Side;
  task: Task;
  /** Target hex, or an off-map box id ('douai' | 'cambrai'). */
  hex: string;
  /** 'base:<id>' | 'unit:<id>' | 'city' | 'box'. */
  target: string;
  units: string[];
  /** Range points flown by each unit (8.2). */
  range: Record<string, number>;
  launched: boolean;
  scrambles: { unit: string; ok: boolean | null }[];
  intercepting: string[];
  targetScrambles: { unit: string; to: string; ok: boolean | null }[];
  late: string[];
  altitude: Record<string, 'low' | 'medium' | 'high'>;
  /** Units still to resolve after the battle (AA and bombing) in order. */
  strikes: {
    unit: string;
    altitude: 'low' | 'medium' | 'high';
    disrupted: boolean;
    ace: boolean;
    kind: 'bombing' | 'strafing' | 'spotting';
    straight: 2 | 3;
    aaDone: boolean;
  }[];
  landing: string[];
  accidents: string[];
  step: 'compose' | 'scramble' | 'target-scramble' | 'late' | 'battle' | 'altitude' | 'strike' | 'land' | 'done';
  /** Dice waited for: what the next chance roll is for. */
  balloonRounds?: number;
}

export interface Roll {
  purpose: string;
  dice: number;
  sides: number;
  label: string;
  /** The label in French (ChanceSpec.texts.fr); the engine always gives it (optional for a state rebuilt from a view). */
  fr?: string;
  rule: string;
  ctx?: RollCtx;
}

/** What a roll carries to its effect (common.ts `need`): the units or items rolled for, and what was found on asking. */
export interface RollCtx {
  units?: string[];
  items?: string[];
  unit?: string;
  base?: string;
  wasDisrupted?: boolean;
  mods?: { v: number; why: string }[];
  late?: string[];
  diff?: number;
  mod?: number;
}

export interface GroundCombat {
  attacker: string;
  defender: string;
  step: 'asp-def' | 'asp-att' | 'tsp' | 'roll' | 'retreat' | 'advance';
  aspDef: number;
  aspAtt: number;
  tsp: number;
  defSector: string | null;
  attSector: string | null;
  vacated?: HexId;
}

export interface State {
  v: 1;
  turn: number;
  lastTurn: number;
  /** Game options (game.ts): the optional rules, and the other reading of some rulings (docs, Rulings). */
  options: { wind: boolean; sun: boolean; noviceGerman: boolean; bombingAtLaunch?: boolean; airbaseBelowZero?: boolean; stepLossLasting?: boolean };
  /** Where in the turn: see engine.ts. */
  phase: string;
  step: string;
  roll: Roll | null;
  initiative: Side;
  initiativeMissions: number;
  poorWeather: boolean;
  events: { alliedSpies: boolean; germanSpies: boolean; france: boolean; anzac: boolean; trenchard: boolean };
  generalRegroup: Side | null;
  regroupUsed: Record<Side, boolean>;
  /** Declared individual regroups done (7.2, secret). */
  designated: Record<Side, boolean>;
  rfcCommitted: boolean;
  recon: { unit: string; area: 'arras' | 'douai' | 'cambrai'; side: Side; status: 'chosen' | 'flying' | 'grounded' }[];
  reconDone: Record<Side, boolean>;
  known: Record<Side, Disclosure[]>;
  pendingExamine: { side: Side; rule: string }[];
  air: Record<string, AirUnit>;
  ground: Record<string, GroundUnit>;
  bases: Record<string, Airbase>;
  control: Record<HexId, Side>;
  cityHits: { arras: number; lens: number };
  /** 13.1: Arras captured by the German, Lens by the Allied player (their hit awards end for good). */
  captured?: { arras?: boolean; lens?: boolean };
  boxHits: { douai: number; cambrai: number };
  asl: Record<string, number>;
  bosl: Record<string, number>;
  tsp: number;
  tanksGone: boolean;
  alliedAcesFree: number;
  vp: Record<Side, number>;
  /** Air Operations (8.1). */
  ops: { mover: Side; initiativeLeft: number; passes: number; alliedBombed: boolean };
  mission: Mission | null;
  battle: AirBattle | null;
  /** Ground operations (9). */
  groundSide: Side;
  /** Declared attacks (9.4): each against an enemy hex; the defender picks the unit that meets it. */
  attacks: { attacker: string; hex: HexId }[];
  combat: GroundCombat | null;
  moved: string[];
  /** 6.6.5: the units of an overrun Airbase that made their evacuation roll, each to be sent by its owner to a base. */
  relocate?: { units: string[]; base: string } | null;
  /** German reinforcement units to place (12.2). */
  toPlace: string[];
  restoreSteps: number;
  reserveFightersIn: string[];
  over: boolean;
  /** Allied total minus German total, at the end. */
  finalMargin: number | null;
}

/** Each aerial unit's aircraft (one lookup instead of two in the hot listings). */
const AIRCRAFT_OF: Record<string, (typeof AIRCRAFT)[string]> = Object.fromEntries(AIR_UNITS.map((u) => [u.id, AIRCRAFT[u.aircraft]]));
export function faceOf(u: AirUnit): Face {
  const a = AIRCRAFT_OF[u.id];
  return u.reduced ? a.reduced : a.full;
}
export const aircraftOf = (id: string) => AIRCRAFT_OF[id];
/** Each aerial unit's aircraft by its position in AIR_UNITS. */
const AIRCRAFT_BY_POSITION = AIR_UNITS.map((u) => AIRCRAFT[u.aircraft]);
/** aircraftOf the unit met as the i-th key of `s.air` (see airDef). */
export function aircraftAt(id: string, i: number): (typeof AIRCRAFT)[string] {
  const d = AIR_UNITS[i];
  return d !== undefined && d.id === id ? AIRCRAFT_BY_POSITION[i] : AIRCRAFT_OF[id];
}
export const sideOfAir = (id: string): Side => AIR_BY_ID[id].side;
export const sideOfGround = (id: string): Side => GROUND_BY_ID[id].side;
export const isFighter = (id: string) => aircraftOf(id).type === 'F' || aircraftOf(id).type === 'FB';
export const isBomber = (id: string) => aircraftOf(id).type !== 'F';

// ---------------------------------------------------------------------------------------------
// Setup (14.0)

export function setup(
  opts: {
    turns?: number;
    wind?: boolean;
    sun?: boolean;
    noviceGerman?: boolean;
    bombingAtLaunch?: boolean;
    airbaseBelowZero?: boolean;
    stepLossLasting?: boolean;
  } = {},
): State {
  const turns = opts.turns ?? TURNS.default;
  if (turns !== 10 && turns !== 12) throw new RuleError(refusalsEn.turns(turns), '14.0', 'bad-setup', { fr: refusalsFr.turns(turns) });
  const control: Record<HexId, Side> = {};
  // 3.0: the Hindenburg Line and everything east of it starts German, the rest Allied.
  for (const h of grid.ids) control[h] = westOfHindenburg(h) ? 'allied' : 'german';
  const air: Record<string, AirUnit> = {};
  for (const u of AIR_UNITS) {
    air[u.id] = {
      id: u.id,
      base: u.start,
      flown: false,
      disrupted: false,
      reduced: false,
      regroup: false,
      ace: !!u.ace && u.side === 'german' && u.group !== 'fa-reserve',
      observerLost: false,
      intercepted: false,
      missioned: false,
      lossDisrupted: false,
    };
  }
  const ground: Record<string, GroundUnit> = {};
  for (const g of GROUND_UNITS) ground[g.id] = { id: g.id, hex: g.hex, where: g.hex ? 'map' : 'reserve', reduced: false, interdicted: false };
  if (opts.noviceGerman) {
    // 14.2 note: one 4 CF reserve division within 4 hexes of the east edge: 17 Div at Douai's door.
    ground['g-17'].hex = '2103';
    ground['g-17'].where = 'map';
  }
  const bases: Record<string, Airbase> = {};
  for (const b of AIRBASES) bases[b.id] = { id: b.id, hex: b.hex, area: b.area && b.kind === 'feld' ? b.area : null, status: 'normal', readyTurn: 1 };
  return {
    v: 1,
    turn: 1,
    lastTurn: turns,
    options: {
      wind: !!opts.wind,
      sun: !!opts.sun,
      noviceGerman: !!opts.noviceGerman,
      ...(opts.bombingAtLaunch ? { bombingAtLaunch: true } : {}),
      ...(opts.airbaseBelowZero ? { airbaseBelowZero: true } : {}),
      ...(opts.stepLossLasting ? { stepLossLasting: true } : {}),
    },
    phase: 'setup',
    // 14.0: the Allied player sets up first (14.1 divisions, Ace), then the German (14.2 divisions, RB Ace draw), then the markers (14.3)
    step: 'deploy-allied',
    roll: null,
    initiative: 'allied',
    initiativeMissions: 0,
    poorWeather: false,
    events: { alliedSpies: false, germanSpies: false, france: false, anzac: false, trenchard: false },
    generalRegroup: null,
    regroupUsed: { allied: false, german: false },
    designated: { allied: false, german: false },
    rfcCommitted: false,
    recon: [],
    reconDone: { allied: false, german: false },
    known: { allied: [], german: [] },
    pendingExamine: [],
    air,
    ground,
    bases,
    control,
    cityHits: { arras: 0, lens: 0 },
    captured: { arras: false, lens: false },
    boxHits: { douai: 0, cambrai: 0 },
    asl: { XXIV: 2, Canadian: 0, VI: 0, VII: 0, souchez: 0, vimy: 0, arras: 0 },
    bosl: { XXIV: 0, Canadian: 0, VI: 0, VII: 0, souchez: 0, vimy: 0, arras: 0 },
    tsp: 6,
    tanksGone: false,
    alliedAcesFree: 3,
    vp: { allied: 0, german: 0 },
    ops: { mover: 'allied', initiativeLeft: 0, passes: 0, alliedBombed: false },
    mission: null,
    battle: null,
    groundSide: 'allied',
    attacks: [],
    combat: null,
    moved: [],
    relocate: null,
    toPlace: [],
    restoreSteps: 0,
    reserveFightersIn: [],
    over: false,
    finalMargin: null,
  };
}

// ---------------------------------------------------------------------------------------------
// The map: control, units, ZOC (3.0, 9.3.2)

export const ARRAS = '2208';
export const LENS = '1607';

export function unitsIn(s: State, hex: HexId, side?: Side): string[] {
  const ground = s.ground;
  const out: string[] = [];
  for (const id in ground) {
    const g = ground[id];
    if (g.where === 'map' && g.hex === hex && (!side || GROUND_BY_ID[id].side === side)) out.push(id);
  }
  return out;
}
export function occupant(s: State): Map<HexId, Side> {
  const ground = s.ground;
  const m = new Map<HexId, Side>();
  for (const id in ground) {
    const g = ground[id];
    if (g.where === 'map' && g.hex) m.set(g.hex, GROUND_BY_ID[id].side);
  }
  return m;
}
export function zoc(s: State, side: Side): Set<HexId> {
  const ground = s.ground;
  const z = new Set<HexId>();
  for (const id in ground) {
    const g = ground[id];
    if (g.where === 'map' && g.hex && GROUND_BY_ID[id].side === side) for (const n of grid.neighbours(g.hex)) z.add(n);
  }
  return z;
}
export function cf(s: State, id: string): number {
  const d = GROUND_BY_ID[id];
  return s.ground[id].reduced ? d.reducedCf : d.cf;
}

/** The Corps or Gruppe whose artillery and balloons support a ground unit (9.3.1, 12.1.1, 12.2.3). */
export function sectorsOf(s: State, id: string): readonly string[] {
  const d = GROUND_BY_ID[id];
  const g = s.ground[id];
  if (d.side === 'allied') {
    if (d.formation !== 'allied-reserve') return [d.formation];
    // 12.1.1: from any one Allied at-start unit it is stacked with or adjacent to.
    if (!g.hex) return [];
    const out = new Set<string>();
    for (const h of [g.hex, ...grid.neighbours(g.hex)])
      for (const o of unitsIn(s, h, 'allied')) {
        const f = GROUND_BY_ID[o].formation;
        if (f !== 'allied-reserve') out.add(f);
      }
    return [...out];
  }
  // 9.3.1: German units take the Gruppe of the area they are in (either one on a boundary hex).
  return g.hex ? gruppenOf(g.hex) : [];
}

// ---------------------------------------------------------------------------------------------
// Supply (10)

/** The hexes of the west and east map edges by number, static (the supply sources of 10.1, 10.2). */
const WEST_EDGE = HEX_INFO.flatMap((x, i) => (x.row === WEST_ROW ? [i] : []));
const EAST_EDGE = HEX_INFO.flatMap((x, i) => (x.row === EAST_ROW ? [i] : []));
/** Hexes from which `side` traces supply to a friendly source (10.1, 10.2). */
export function supplied(s: State, side: Side): Marks {
  const ground = s.ground;
  const enemy = other(side);
  // A hex carries supply when friendly-controlled and free of enemy units: judged when the search reaches it
  // (the control table, 294 string keys, is the slow part): 0 not judged yet, 1 open, 2 closed.
  const open = new Uint8Array(HEX_INFO.length);
  for (const id in ground) {
    const g = ground[id];
    if (g.where === 'map' && g.hex && GROUND_BY_ID[id].side === enemy) open[hexNo(g.hex)] = 2;
  }
  const mark = new Uint8Array(HEX_INFO.length);
  const queue: number[] = [];
  if (side === 'allied') {
    for (const i of WEST_EDGE) reach(s, side, i, open, mark, queue);
    if (s.cityHits.arras <= 2) reach(s, side, hexNo(ARRAS), open, mark, queue);
  } else {
    // 8.10.6: Douai or Cambrai with 4 hits cannot be used as a supply source.
    for (const i of EAST_EDGE) if (s.boxHits[HEX_INFO[i].col <= 21 ? 'douai' : 'cambrai'] < 4) reach(s, side, i, open, mark, queue);
  }
  while (queue.length) {
    const nb = NBR_INDEX[queue.pop()!];
    for (let k = 0; k < nb.length; k++) reach(s, side, nb[k], open, mark, queue);
  }
  return new HexMarks(mark);
}
/** The supply search reaches hex `i`: marked and queued when it carries supply (judged once). */
function reach(s: State, side: Side, i: number, open: Uint8Array, mark: Uint8Array, queue: number[]): void {
  if (mark[i]) return;
  if (open[i] === 0) open[i] = s.control[HEX_INFO[i].h] === side ? 1 : 2;
  if (open[i] === 1) {
    mark[i] = 1;
    queue.push(i);
  }
}

export { isHindenburg, HL_HEXES, RIDGE_HEXES, eastOfHindenburg, westOfHindenburg };
export type { Corps, Gruppe };
