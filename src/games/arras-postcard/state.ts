// The map and counters of data.ts turned into fast lookups, the game state's types and the actions
// (one discriminated union, one zod schema). No rules here: they are in rules/, one file per chapter
// of the rulebook, in its order.
import type { z as Zod } from 'zod';
import { lazySchema } from '../../kernel/schema.ts';
import { say } from './text/en.ts';
import { HexGrid, HexsideSet, pathSides } from '../../maps/hex.ts';
import { type CombatResult, type Side, DEFAULT_TERRAIN, HEXES, MAP, RIVERS, ROADS, TURN_TRACK, UNITS, type UnitData, WEST_EDGE } from './data.ts';

export const grid = new HexGrid({ cols: MAP.cols, rows: MAP.rows, orientation: MAP.orientation, shoved: MAP.shoved });

export const roadSides = new HexsideSet(ROADS.flatMap((r) => pathSides(r.path.filter((h) => grid.has(h)))));
/** River name per hexside key. */
export const riverOf = new Map<string, string>();
export const riverSides = new HexsideSet();
for (const river of RIVERS) {
  for (const [a, b] of river.sides) {
    riverSides.add(a, b);
    riverOf.set(a < b ? `${a}/${b}` : `${b}/${a}`, river.name);
  }
}

export const ARRAS = Object.keys(HEXES).find((h) => HEXES[h].terrain === 'city')!;
export const ARRAS_INDEX = grid.indexOf(ARRAS);

/** West edge hexes (indexes). */
export const westEdge = new Uint8Array(grid.size);
for (const id of grid.ids) if (grid.coord(id).col === WEST_EDGE.col) westEdge[grid.indexOf(id)] = 1;
/** West edge hexes where a road leaves the map. */
export const westRoadExit = new Uint8Array(grid.size);
for (const r of ROADS) if (r.exitsWest) westRoadExit[grid.indexOf(r.path[r.path.length - 1])] = 1;

export function terrainOf(hex: string) {
  return HEXES[hex]?.terrain ?? DEFAULT_TERRAIN.terrain;
}

export function hexName(hex: string): string {
  return HEXES[hex] ? `${hex} ${HEXES[hex].name}` : hex;
}

const TRACK_TURN = new Map<string, number>(TURN_TRACK.hexes.map((h, i) => [h, i + 1]));
export function trackTurnOf(hex: string): number | null {
  return TRACK_TURN.get(hex) ?? null;
}

export const unitData: Record<string, UnitData> = Object.fromEntries(UNITS.map((u) => [u.id, u]));
/** Unit ids in data order (the canonical order of attackers in an attack action). */
export const unitOrder: string[] = UNITS.map((u) => u.id);
export const unitRank: Record<string, number> = Object.fromEntries(unitOrder.map((id, i) => [id, i]));

export const other = (side: Side): Side => (side === 'allied' ? 'german' : 'allied');

// ---------------------------------------------------------------------------------------------
// State

export type PhaseName = 'movement' | 'combat' | 'recovery';

export interface UnitState {
  /** Hex on the map, or null once eliminated or exited. */
  hex: string | null;
  /** Disrupted (6.0): face down, no ZoC, may neither move nor attack. */
  disrupted: boolean;
  /** Has moved in this movement phase (7.1). */
  moved: boolean;
  /** Has attacked or been attacked in this combat phase (8.1). */
  attacked: boolean;
  /** 'eliminated' or 'exited' (German breakthrough) once off the map. */
  out: 'eliminated' | 'exited' | null;
}

export interface CombatState {
  /** flak: German may fire the 88 (8.8); flak-roll / roll: dice due; retreat: retreats to carry out
   * (8.5); loss: attacker picks its Ex loss (8.4); advance: advance after combat (8.7). */
  step: 'flak' | 'flak-roll' | 'roll' | 'retreat' | 'loss' | 'advance';
  /** The attacking player. */
  attacker: Side;
  defender: string;
  attackers: string[];
  /** The tank fired on by the 88 (8.8). */
  flakTarget: string | null;
  /** 'flak' while the 88's result is applied, 'main' for the attack itself. */
  stage: 'flak' | 'main';
  column: string | null;
  die: number | null;
  result: CombatResult | null;
  /** Units that must retreat, and how far; carried out by `retreatBy` (8.5). */
  retreats: { unit: string; hexes: number }[];
  retreatBy: Side;
  /** The defender's hex once vacated (8.7). */
  vacated: string | null;
  /** Attackers that have advanced. */
  advanced: string[];
}

export interface State {
  /** Position of the turn marker (Victory, 8.6). */
  turn: number;
  /** Whose player turn (Sequence). */
  side: Side;
  /** choose: the Allied player picks his next phase; movement / combat: that phase; over. */
  phase: 'choose' | 'movement' | 'combat' | 'over';
  /** Phases done in this player turn, in order (Sequence, 8.2, 8.5). */
  done: PhaseName[];
  /** Column shift of the current combat phase (8.2). */
  shift: number;
  units: Record<string, UnitState>;
  combat: CombatState | null;
  flakUsed: boolean;
  winner: Side | null;
  /** How the game ended: 'breakthrough' (German) or 'held' (Allied). */
  winKind: string | null;
  /** Turns added to the marker by Rommel's panic (8.6), for the record. */
  panicTurns: number;
  /** Option `shift-then-cap`: the other reading of 8.1/8.2 (shift, then the 1:2 / 4:1 limits); absent when off. */
  shiftThenCap?: true;
}

/** The unit in a hex, or null. */
export function occupant(s: State, hex: string): string | null {
  for (const id of unitOrder) if (s.units[id].hex === hex) return id;
  return null;
}

/** A per-hex array of occupying unit ids ('' for empty). */
export function occupancy(s: State): string[] {
  const occ = new Array<string>(grid.size).fill('');
  for (const id of unitOrder) {
    const h = s.units[id].hex;
    if (h !== null) occ[grid.indexOf(h)] = id;
  }
  return occ;
}

export function sideOf(unit: string): Side {
  return unitData[unit].side;
}

export function unitLabel(s: State, unit: string): string {
  const u = s.units[unit];
  return `${unitData[unit].name}${u?.hex ? ` (${u.hex})` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Actions: the JSON the engine protocol, the web page and saved journals have always carried.

export const PHASES = ['movement', 'combat', 'recovery'] as const satisfies readonly PhaseName[];

/** Every action of the game, as one zod schema (the boundary checks it: GameDefinition.actionSchema). */
function buildActionSchema(z: typeof Zod) {
  const unit = z.string();
  const hex = z.string();
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('phase'), phase: z.enum(PHASES, { error: (issue) => say.unknownPhase(issue.input) }) }),
    z.object({ type: z.literal('end') }),
    z.object({ type: z.literal('move'), unit, to: hex }),
    z.object({ type: z.literal('exit'), unit }),
    z.object({ type: z.literal('attack'), defender: unit, attackers: z.array(unit) }),
    z.object({ type: z.literal('flak'), unit }),
    z.object({ type: z.literal('no-flak') }),
    z.object({ type: z.literal('dice'), dice: z.array(z.number()) }),
    z.object({ type: z.literal('retreat'), unit, to: hex }),
    z.object({ type: z.literal('eliminate'), unit }),
    z.object({ type: z.literal('advance'), unit, to: hex }),
    z.object({ type: z.literal('stop') }),
  ]);
}

export type PostcardAction = Zod.infer<ReturnType<typeof buildActionSchema>>;

/**
 * The action schema, built when first needed (a refused action, a description). Zod is loaded then,
 * not with the game: loading it into a process slowed random play by 3-8% (bench/engine.ts, the tree
 * before this change with an unused zod import against without; measured 28 Nov 2026), while the
 * engine's loop never needs it (every action it applies is one the game listed).
 */
export const actionSchema = lazySchema(buildActionSchema);
