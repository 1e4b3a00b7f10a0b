// Area-impulse family: who is where, stacking, control, Contested/Vacant/Free.
//
// Shared by every area-impulse game (Counter-Attack 1940 rules 7.0, the Battles edition 5.1.3-5.1.4,
// Cambrai). A game's state holds unit locations and Fresh/Spent flags as plain arrays and the
// controlling side of each area; this module keeps a per-side occupancy index beside the state
// (never inside it: the state stays plain JSON) so the hot queries are array lookups. `areaBoard`
// builds, once from a game's data, the tables every such game derives: units by index, the map's
// area ids and graph, and the board with its queries.

import { type AreaBoundary, AreaGraph } from '../../maps/area.ts';

export type Side = 'allied' | 'german';
export const SIDES: readonly Side[] = ['allied', 'german'];
export const otherSide = (s: Side): Side => (s === 'allied' ? 'german' : 'allied');
/** The side a role plays (a step's effect receives the role that acts; only the two sides act there). */
export function sideOfRole(role: string): Side {
  if (role !== 'allied' && role !== 'german') throw new Error(`${role} plays no side`);
  return role;
}

/** The static facts about the units a board needs. */
export interface UnitTable {
  side: readonly Side[];
  /** Leaders do not count against stacking. */
  leader: readonly boolean[];
}

/** The part of a game state the board works on. */
export interface BoardState {
  /** Per unit: an area id (> 0) or a box (<= 0). */
  loc: number[];
  /** Per unit: 1 Spent, 0 Fresh. */
  spent: number[];
  /** Per area id: the side that controls it. */
  control: Side[];
}

/** The counts of one state: per side and area, at `offset(side) + area`. */
export interface Occupancy {
  units: Int16Array;
  stack: Int16Array;
  fresh: Int16Array;
  /** Changes whenever the counts do; never the same for two indexes or two moments (see `stamp`). */
  stamp: number;
  /** Per side (allied, german): as `stamp`, but changes only when that side's Fresh counts do (see `freshStamp`). */
  freshStamps: Float64Array;
}

/** Board queries for one game's unit table and number of area slots. */
export class Board<S extends BoardState> {
  private readonly cache = new WeakMap<S, Occupancy>();
  /** The last state looked up and its index: nearly every query in a row is about one state. */
  private lastState: S | null = null;
  private lastOcc: Occupancy | null = null;
  private readonly n: number;
  /** The last stamp this board gave (`stamp`, `freshStamp`): a version number, never given twice; not a cache. */
  private stamps = 0;
  /** Each side's units (allied, german), in unit order (`ofSide`). */
  private readonly sideUnits: readonly (readonly number[])[];

  constructor(
    readonly units: UnitTable,
    /** Largest area id + 1. */
    readonly slots: number,
  ) {
    this.n = units.side.length;
    this.sideUnits = SIDES.map((side) => units.side.flatMap((d, u) => (d === side ? [u] : [])));
  }

  /** Where `side`'s counts begin in an `Occupancy` (its count for `area` is at `offset(side) + area`). */
  offset(side: Side): number {
    return side === 'allied' ? 0 : this.slots;
  }

  private idx(side: Side, area: number): number {
    return (side === 'allied' ? 0 : this.slots) + area;
  }

  /** The index of `s` if one is built. */
  private cached(s: S): Occupancy | undefined {
    if (s === this.lastState) return this.lastOcc!;
    const o = this.cache.get(s);
    if (o) {
      this.lastState = s;
      this.lastOcc = o;
    }
    return o;
  }

  /** The counts of `s` (built once, then kept up to date by `setLoc`/`setSpent`): for hot loops that read many. Read-only. */
  occupancy(s: S): Occupancy {
    let o = this.cached(s);
    if (!o) {
      const size = 2 * this.slots;
      const freshStamps = new Float64Array(2);
      freshStamps[0] = ++this.stamps;
      freshStamps[1] = ++this.stamps;
      o = { units: new Int16Array(size), stack: new Int16Array(size), fresh: new Int16Array(size), stamp: ++this.stamps, freshStamps };
      for (let u = 0; u < this.n; u++) this.count(o, u, s.loc[u], s.spent[u], 1);
      this.cache.set(s, o);
      this.lastState = s;
      this.lastOcc = o;
    }
    return o;
  }

  private count(o: Occupancy, u: number, loc: number, spent: number, by: number) {
    if (loc <= 0) return;
    const i = this.idx(this.units.side[u], loc);
    o.units[i] += by;
    if (!this.units.leader[u]) o.stack[i] += by;
    if (!spent) o.fresh[i] += by;
  }

  /** Forget the index after editing `loc`/`spent` directly (tests building positions). */
  invalidate(s: S): void {
    this.cache.delete(s);
    if (s === this.lastState) this.lastState = this.lastOcc = null;
  }

  /** Move unit `u` to `loc` (an area, or a box <= 0). */
  setLoc(s: S, u: number, loc: number): void {
    const o = this.cached(s);
    if (o) {
      this.count(o, u, s.loc[u], s.spent[u], -1);
      this.count(o, u, loc, s.spent[u], 1);
      o.stamp = ++this.stamps;
      if (!s.spent[u] && (s.loc[u] > 0 || loc > 0)) o.freshStamps[this.units.side[u] === 'allied' ? 0 : 1] = ++this.stamps;
    }
    s.loc[u] = loc;
  }

  /** Flip unit `u` Spent (1) or Fresh (0). */
  setSpent(s: S, u: number, spent: number): void {
    if (s.spent[u] === spent) return;
    const o = this.cached(s);
    if (o) {
      this.count(o, u, s.loc[u], s.spent[u], -1);
      this.count(o, u, s.loc[u], spent, 1);
      o.stamp = ++this.stamps;
      if (s.loc[u] > 0) o.freshStamps[this.units.side[u] === 'allied' ? 0 : 1] = ++this.stamps;
    }
    s.spent[u] = spent;
  }

  /**
   * A number that identifies the occupancy of `s` now: it changes with every move or flip made through
   * this board, and no other state or moment has it. A game can keep what it derives from the counts
   * alone (e.g. movement costs) under it.
   */
  stamp(s: S): number {
    return this.occupancy(s).stamp;
  }

  /** As `stamp`, but it changes only when `side`'s Fresh counts do (what depends on them alone may be kept under it). */
  freshStamp(s: S, side: Side): number {
    return this.occupancy(s).freshStamps[side === 'allied' ? 0 : 1];
  }

  /** The units of `side`, in unit order. */
  ofSide(side: Side): readonly number[] {
    return this.sideUnits[side === 'allied' ? 0 : 1];
  }

  unitsIn(s: S, area: number, side?: Side): number[] {
    const out: number[] = [];
    if (side) {
      for (const u of this.ofSide(side)) if (s.loc[u] === area) out.push(u);
      return out;
    }
    for (let u = 0; u < this.n; u++) if (s.loc[u] === area) out.push(u);
    return out;
  }

  hasUnits(s: S, area: number, side: Side): boolean {
    return area > 0 && this.occupancy(s).units[this.idx(side, area)] > 0;
  }

  hasFresh(s: S, area: number, side: Side): boolean {
    return area > 0 && this.occupancy(s).fresh[this.idx(side, area)] > 0;
  }

  /** Fresh units of `side` and none of the other side (an uncontested area with a Fresh unit): one lookup for hot loops. */
  freshAlone(s: S, area: number, side: Side): boolean {
    if (area <= 0) return false;
    const o = this.occupancy(s);
    return o.fresh[this.idx(side, area)] > 0 && o.units[this.idx(otherSide(side), area)] === 0;
  }

  /** Is one of `areas` held by Fresh units of `side` alone (`freshAlone` over a list, one index lookup)? */
  anyFreshAlone(s: S, areas: readonly number[], side: Side): boolean {
    const o = this.occupancy(s);
    const own = this.idx(side, 0);
    const other = this.idx(otherSide(side), 0);
    for (const a of areas) if (a > 0 && o.fresh[own + a] > 0 && o.units[other + a] === 0) return true;
    return false;
  }

  /** The areas among `ids` with enemy units and none of `side`'s, in the order of `ids` (1940 9.1, Cambrai Combat: a mandatory attack if entered). */
  enemyOnly(s: S, side: Side, ids: readonly number[]): number[] {
    const o = this.occupancy(s);
    const own = this.idx(side, 0);
    const foe = this.idx(otherSide(side), 0);
    const out: number[] = [];
    for (const a of ids) if (a > 0 && o.units[foe + a] > 0 && o.units[own + a] === 0) out.push(a);
    return out;
  }

  /** Units counting against stacking (leaders do not). */
  stackCount(s: S, area: number, side: Side): number {
    return this.occupancy(s).stack[this.idx(side, area)];
  }

  /** Contested: units of both sides. */
  contested(s: S, area: number): boolean {
    return this.hasUnits(s, area, 'allied') && this.hasUnits(s, area, 'german');
  }

  /** Vacant for `side`: no enemy units. */
  vacant(s: S, area: number, side: Side): boolean {
    return !this.hasUnits(s, area, otherSide(side));
  }

  /** Free for `side`: Vacant and friendly-Controlled. */
  free(s: S, area: number, side: Side): boolean {
    return s.control[area] === side && this.vacant(s, area, side);
  }

  /** Control changes when one side alone has units in an area the enemy controls. Returns the new controller if it changed. */
  updateControl(s: S, area: number): Side | null {
    if (area <= 0) return null;
    const a = this.hasUnits(s, area, 'allied');
    const g = this.hasUnits(s, area, 'german');
    if (a && !g && s.control[area] !== 'allied') return (s.control[area] = 'allied');
    if (g && !a && s.control[area] !== 'german') return (s.control[area] = 'german');
    return null;
  }
}

/** What `areaBoard` reads from a game's data.ts. */
export interface AreaBoardData<K extends string> {
  /** The counters, in the order of the state's per-unit arrays. */
  units: readonly { id: string; side: Side }[];
  /** Its areas (`zone`: a Zone, not an area of the map proper). */
  areas: readonly { id: number; zone?: boolean }[];
  boundaries: readonly AreaBoundary<K>[];
  /** Boundary kinds that join two areas (default: every kind). */
  passable?: (kind: K) => boolean;
  /** Does unit `u` not count against stacking (1940 7.1, Battles 5.1.3: leaders; Cambrai: tanks, Garrisons)? */
  unstacked: (u: number) => boolean;
}

/**
 * The static tables of an area game, derived once from its data: units by index, the area ids and
 * graph, and its board, whose queries come as plain functions too (the names the rules use): bound
 * methods, whose receiver the optimizer knows (closures made here for three games would share one
 * feedback cell and lose it: the 1940 edition ran 2.6% slower).
 */
export function areaBoard<S extends BoardState, K extends string>(data: AreaBoardData<K>) {
  const ids = data.areas.map((a) => a.id);
  const slots = Math.max(...ids) + 1;
  const zones = new Uint8Array(slots);
  for (const a of data.areas) if (a.zone) zones[a.id] = 1;
  const byId = new Map(data.units.map((u, i) => [u.id, i]));
  /** The index of the unit an action names (-1: no unit has that id), by a Map: half the time of `UNIT_INDEX[id]`. */
  const unitOf = (id: unknown): number => (typeof id === 'string' ? (byId.get(id) ?? -1) : -1);
  const board = new Board<S>({ side: data.units.map((u) => u.side), leader: data.units.map((_, u) => data.unstacked(u)) }, slots);
  return {
    UNIT_INDEX: Object.fromEntries(byId) as Record<string, number>,
    unitOf,
    /** How actions name units, both ways (the family's UnitIds). */
    IDS: { id: (u: number) => data.units[u].id, unit: unitOf },
    N_UNITS: data.units.length,
    AREA_IDS: ids,
    /** Largest area id + 1. */
    N_AREA_SLOTS: slots,
    GRAPH: new AreaGraph<K>(ids, data.boundaries, data.passable),
    isZone: (area: number) => zones[area] === 1,
    BOARD: board,
    /** Code that edits `loc`/`spent` directly (tests building positions) must call this. */
    invalidateOccupancy: board.invalidate.bind(board),
    setLoc: board.setLoc.bind(board),
    setSpent: board.setSpent.bind(board),
    unitsIn: board.unitsIn.bind(board),
    hasUnits: board.hasUnits.bind(board),
    hasFresh: board.hasFresh.bind(board),
    /** 1940 7.1: units counting against stacking. */
    stackCount: board.stackCount.bind(board),
    /** 1940 7.3: Contested, units of both sides. */
    contested: board.contested.bind(board),
    /** 1940 7.4: Vacant (for `side`), no enemy units. */
    vacant: board.vacant.bind(board),
    /** 1940 7.5: Free (for `side`), Vacant and friendly-Controlled. */
    free: board.free.bind(board),
    updateControl: board.updateControl.bind(board),
  };
}
