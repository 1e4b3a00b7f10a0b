// The Cruellest Month: the game state, setup (14.0) and the map questions every phase asks
// (control, zones of control, supply, hosting capacity; range points in range.ts).
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
import * as R from './range.ts';
const { HEX_INFO, NBR_INDEX, HexMarks, hexNo } = X;
const { baseData } = R;
const {
  AIR_BY_ID,
  AIR_UNITS,
  AIRBASES,
  AIRCRAFT,
  GROUND_BY_ID,
  GROUND_UNITS,
  OFFMAP_CAPACITY,
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
  if (turns !== 10 && turns !== 12)
    throw new RuleError(`the game lasts 12 turns (4.0, 14.0) or, by the 13.0 reading, 10; not ${turns}`, '14.0', 'bad-setup', {
      fr: `la partie dure 12 tours (4.0, 14.0) ou, selon la lecture de 13.0, 10 ; pas ${turns}`,
    });
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

// ---------------------------------------------------------------------------------------------
// Airbases: hosting capacity (6.3), operating status

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
/** A Corps' or Gruppe's name (its Artillery Support and Balloon Observation markers, 9.5.1, 9.4.2), never its id. */
export function sectorName(k: string, fr = false): string {
  if (k === 'souchez' || k === 'vimy' || k === 'arras') return `Gruppe ${k[0].toUpperCase()}${k.slice(1)}`;
  if (k === 'Canadian') return fr ? 'corps canadien' : 'Canadian Corps';
  return fr ? `${k}e corps` : `${k} Corps`;
}
/** Every Corps' and Gruppe's Artillery Support Level (9.5.1), by name: "XXIV Corps 2, ..., Gruppe Arras 3". */
export function aslText(s: State, fr = false): string {
  return Object.entries(s.asl)
    .map(([k, v]) => `${sectorName(k, fr)} ${v}`)
    .join(', ');
}
export function baseName(id: string): string {
  if (id === 'rfc') return 'RFC Holding Area';
  return baseData[id]?.name ?? id;
}

export { isHindenburg, HL_HEXES, RIDGE_HEXES, eastOfHindenburg, westOfHindenburg };
export type { Corps, Gruppe };
