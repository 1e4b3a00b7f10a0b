// Hex geometry shared by the project's hex games (the Arras postcard game, The Cruellest Month's
// strategic map and air battle board, ...).
//
// - Ids are printed hex numbers `ccrr` (column then row, zero padded: 0704, 2208), as on most
//   hex-and-counter maps. Columns and rows are 1-based by default.
// - Offset layouts: flat-topped hexes in columns ('flat', the usual wargame map: 3709's north
//   neighbour is 3708) or pointy-topped hexes in rows ('pointy'); `shoved` says which columns (rows)
//   sit half a hex lower (further right). Cube coordinates do the arithmetic.
// - Hexsides are named by the two hexes they separate (`sideKey`), so roads, rivers, bridges or
//   canals are sets of side keys, and a river is a chain of sides that must connect end to end.
// - Zones of control and movement: `zoneOf` (hexes adjacent to units), `reachable` (cheapest cost
//   to every hex within a budget, with hexes that stop movement and hexes that may not be entered),
//   `shortestPath`.
// A grid precomputes neighbour indexes, so queries in a game's inner loop cost array lookups.

export type HexId = string;

export interface OffsetCoord {
  col: number;
  row: number;
}

export interface Cube {
  q: number;
  r: number;
  s: number;
}

export type Orientation = 'flat' | 'pointy';
export type Shove = 'even' | 'odd';

export interface GridSpec {
  cols: number;
  rows: number;
  /** Number of the first column / row (default 1). */
  firstCol?: number;
  firstRow?: number;
  /** 'flat' (columns of flat-topped hexes, default) or 'pointy' (rows of pointy-topped hexes). */
  orientation?: Orientation;
  /** Which columns (flat) or rows (pointy) are shoved half a hex down (right); default 'even'. */
  shoved?: Shove;
  /** Digits per coordinate in an id (default 2: `0704`). */
  digits?: number;
  /** Leave out hexes of an irregular map. */
  exists?: (col: number, row: number) => boolean;
}

/** Direction names, clockwise from the top. */
export const FLAT_DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export const POINTY_DIRECTIONS = ['NE', 'E', 'SE', 'SW', 'W', 'NW'] as const;

// Cube direction vectors in the same clockwise orders.
const FLAT_CUBE_DIRS: Cube[] = [
  { q: 0, r: -1, s: 1 }, // N
  { q: 1, r: -1, s: 0 }, // NE
  { q: 1, r: 0, s: -1 }, // SE
  { q: 0, r: 1, s: -1 }, // S
  { q: -1, r: 1, s: 0 }, // SW
  { q: -1, r: 0, s: 1 }, // NW
];
const POINTY_CUBE_DIRS: Cube[] = [
  { q: 1, r: -1, s: 0 }, // NE
  { q: 1, r: 0, s: -1 }, // E
  { q: 0, r: 1, s: -1 }, // SE
  { q: -1, r: 1, s: 0 }, // SW
  { q: -1, r: 0, s: 1 }, // W
  { q: 0, r: -1, s: 1 }, // NW
];

export function hexId(col: number, row: number, digits = 2): HexId {
  return String(col).padStart(digits, '0') + String(row).padStart(digits, '0');
}

/** Parse `ccrr` (or `cccrrr` with digits 3). Returns null for anything else. */
export function parseHexId(id: string, digits = 2): OffsetCoord | null {
  if (typeof id !== 'string' || id.length !== digits * 2 || !/^\d+$/.test(id)) return null;
  return { col: Number(id.slice(0, digits)), row: Number(id.slice(digits)) };
}

export function cubeDistance(a: Cube, b: Cube): number {
  return Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
}

const parity = (n: number) => ((n % 2) + 2) % 2;

/**
 * Offset (col,row) to cube, for the given layout. Parity is that of the printed number: with
 * `shoved: 'even'` on a flat map, columns 02, 04 ... sit half a hex lower than 01, 03 ...
 */
export function offsetToCube(c: OffsetCoord, orientation: Orientation = 'flat', shoved: Shove = 'even'): Cube {
  const sign = shoved === 'even' ? 1 : -1;
  if (orientation === 'flat') {
    const q = c.col;
    const r = c.row - (c.col + sign * parity(c.col)) / 2;
    return { q, r, s: -q - r };
  }
  const r = c.row;
  const q = c.col - (c.row + sign * parity(c.row)) / 2;
  return { q, r, s: -q - r };
}

export function cubeToOffset(h: Cube, orientation: Orientation = 'flat', shoved: Shove = 'even'): OffsetCoord {
  const sign = shoved === 'even' ? 1 : -1;
  if (orientation === 'flat') return { col: h.q, row: h.r + (h.q + sign * parity(h.q)) / 2 };
  return { col: h.q + (h.r + sign * parity(h.r)) / 2, row: h.r };
}

/** The key of the hexside between two hexes (order-free): `0704/0803`. */
export function sideKey(a: HexId, b: HexId): string {
  return a < b ? `${a}/${b}` : `${b}/${a}`;
}

export class HexGrid {
  readonly orientation: Orientation;
  readonly shoved: Shove;
  readonly digits: number;
  readonly firstCol: number;
  readonly firstRow: number;
  readonly lastCol: number;
  readonly lastRow: number;
  /** Every hex id, column by column. */
  readonly ids: HexId[] = [];
  private readonly index = new Map<HexId, number>();
  private readonly coords: OffsetCoord[] = [];
  private readonly cubes: Cube[] = [];
  /** nbr[i][d]: index of the neighbour of hex i in direction d, or -1 off the map. */
  private readonly nbr: Int16Array[] = [];
  /** The same as one flat table: neighbourTable[i * 6 + d], for inner loops. */
  readonly neighbourTable: Int16Array;
  private readonly nbrIds: HexId[][] = [];

  constructor(spec: GridSpec) {
    this.orientation = spec.orientation ?? 'flat';
    this.shoved = spec.shoved ?? 'even';
    this.digits = spec.digits ?? 2;
    this.firstCol = spec.firstCol ?? 1;
    this.firstRow = spec.firstRow ?? 1;
    this.lastCol = this.firstCol + spec.cols - 1;
    this.lastRow = this.firstRow + spec.rows - 1;
    for (let col = this.firstCol; col <= this.lastCol; col++) {
      for (let row = this.firstRow; row <= this.lastRow; row++) {
        if (spec.exists && !spec.exists(col, row)) continue;
        const id = hexId(col, row, this.digits);
        this.index.set(id, this.ids.length);
        this.ids.push(id);
        this.coords.push({ col, row });
        this.cubes.push(offsetToCube({ col, row }, this.orientation, this.shoved));
      }
    }
    const dirs = this.orientation === 'flat' ? FLAT_CUBE_DIRS : POINTY_CUBE_DIRS;
    const byCube = new Map<string, number>();
    this.cubes.forEach((c, i) => byCube.set(`${c.q},${c.r}`, i));
    this.neighbourTable = new Int16Array(this.ids.length * 6);
    for (let i = 0; i < this.ids.length; i++) {
      const c = this.cubes[i];
      const row = this.neighbourTable.subarray(i * 6, i * 6 + 6);
      const list: HexId[] = [];
      for (let d = 0; d < 6; d++) {
        const j = byCube.get(`${c.q + dirs[d].q},${c.r + dirs[d].r}`);
        row[d] = j ?? -1;
        if (j !== undefined) list.push(this.ids[j]);
      }
      this.nbr.push(row);
      this.nbrIds.push(list);
    }
  }

  get size(): number {
    return this.ids.length;
  }

  get directions(): readonly string[] {
    return this.orientation === 'flat' ? FLAT_DIRECTIONS : POINTY_DIRECTIONS;
  }

  has(id: HexId): boolean {
    return this.index.has(id);
  }

  /** Index of a hex (for typed arrays); -1 when not on the map. */
  indexOf(id: HexId): number {
    return this.index.get(id) ?? -1;
  }

  idAt(index: number): HexId {
    return this.ids[index];
  }

  coord(id: HexId): OffsetCoord {
    const i = this.req(id);
    return this.coords[i];
  }

  cube(id: HexId): Cube {
    return this.cubes[this.req(id)];
  }

  /** The on-map neighbours of a hex, clockwise from the top. */
  neighbours(id: HexId): readonly HexId[] {
    return this.nbrIds[this.req(id)];
  }

  /** Neighbour indexes (with -1 for off-map) by direction, for inner loops. */
  neighbourIndexes(index: number): Int16Array {
    return this.nbr[index];
  }

  /** The neighbour in a named direction ('N', 'NE', ... for flat maps), or null off the map. */
  neighbour(id: HexId, direction: string): HexId | null {
    const d = this.directions.indexOf(direction);
    if (d < 0) throw new Error(`unknown direction ${direction} for a ${this.orientation} grid`);
    const j = this.nbr[this.req(id)][d];
    return j < 0 ? null : this.ids[j];
  }

  /** The direction from a hex to an adjacent hex, or null when not adjacent. */
  directionTo(from: HexId, to: HexId): string | null {
    const row = this.nbr[this.req(from)];
    const j = this.indexOf(to);
    for (let d = 0; d < 6; d++) if (row[d] === j && j >= 0) return this.directions[d];
    return null;
  }

  adjacent(a: HexId, b: HexId): boolean {
    return this.directionTo(a, b) !== null;
  }

  distance(a: HexId, b: HexId): number {
    return cubeDistance(this.cube(a), this.cube(b));
  }

  /** Hexes within `radius` of `id` (including it), on the map. */
  within(id: HexId, radius: number): HexId[] {
    const c = this.cube(id);
    return this.ids.filter((_, i) => cubeDistance(c, this.cubes[i]) <= radius);
  }

  /** Hexes at exactly `radius`. */
  ring(id: HexId, radius: number): HexId[] {
    const c = this.cube(id);
    return this.ids.filter((_, i) => cubeDistance(c, this.cubes[i]) === radius);
  }

  /** Which map edges a hex lies on ('N', 'S', 'E', 'W' for its first/last row/column). */
  edges(id: HexId): string[] {
    const { col, row } = this.coord(id);
    const out: string[] = [];
    if (row === this.firstRow) out.push('N');
    if (row === this.lastRow) out.push('S');
    if (col === this.lastCol) out.push('E');
    if (col === this.firstCol) out.push('W');
    return out;
  }

  /**
   * The centre of a hex in drawing units (y grows downward), for a hex of circumradius `size`.
   * Flat maps: columns are 1.5*size apart, rows sqrt(3)*size.
   */
  center(id: HexId, size = 1): { x: number; y: number } {
    const { col, row } = this.coord(id);
    const r3 = Math.sqrt(3);
    const off = this.shoved === 'even' ? 0 : 1;
    if (this.orientation === 'flat') {
      const down = parity(col) === off ? 0.5 : 0;
      return { x: size * 1.5 * (col - this.firstCol), y: size * r3 * (row - this.firstRow + down) };
    }
    const right = parity(row) === off ? 0.5 : 0;
    return { x: size * r3 * (col - this.firstCol + right), y: size * 1.5 * (row - this.firstRow) };
  }

  /** The six corners of a hex in drawing units, clockwise, for SVG polygons. */
  corners(id: HexId, size = 1): { x: number; y: number }[] {
    const c = this.center(id, size);
    const start = this.orientation === 'flat' ? 0 : 30;
    return Array.from({ length: 6 }, (_, k) => {
      const a = ((start + 60 * k) * Math.PI) / 180;
      return { x: c.x + size * Math.cos(a), y: c.y + size * Math.sin(a) };
    });
  }

  /** The end points of the hexside between two adjacent hexes (for drawing rivers), or null. */
  sideSegment(a: HexId, b: HexId, size = 1): [{ x: number; y: number }, { x: number; y: number }] | null {
    if (!this.adjacent(a, b)) return null;
    const ca = this.center(a, size);
    const cb = this.center(b, size);
    const mx = (ca.x + cb.x) / 2;
    const my = (ca.y + cb.y) / 2;
    // The side is perpendicular to the centre line, half a side long each way.
    const dx = cb.x - ca.x;
    const dy = cb.y - ca.y;
    const len = Math.hypot(dx, dy);
    const half = size / 2;
    return [
      { x: mx - (dy / len) * half, y: my + (dx / len) * half },
      { x: mx + (dy / len) * half, y: my - (dx / len) * half },
    ];
  }

  /** True when two adjacent hexsides meet at a corner (so a river can run from one to the other). */
  sidesMeet(s1: [HexId, HexId], s2: [HexId, HexId]): boolean {
    const set = new Set([...s1, ...s2]);
    if (set.size !== 3) return false;
    const [x, y, z] = [...set];
    return this.adjacent(x, y) && this.adjacent(y, z) && this.adjacent(x, z);
  }

  private req(id: HexId): number {
    const i = this.index.get(id);
    if (i === undefined) throw new Error(`hex ${id} is not on the map`);
    return i;
  }
}

/** A set of hexsides with a feature (road, river, bridge ...). */
export class HexsideSet {
  private readonly keys = new Set<string>();

  constructor(sides: Iterable<[HexId, HexId]> = []) {
    for (const [a, b] of sides) this.add(a, b);
  }

  add(a: HexId, b: HexId): void {
    this.keys.add(sideKey(a, b));
  }

  has(a: HexId, b: HexId): boolean {
    return this.keys.has(sideKey(a, b));
  }

  get size(): number {
    return this.keys.size;
  }

  /** The hexsides as [a, b] pairs with a < b. */
  pairs(): [HexId, HexId][] {
    return [...this.keys].sort().map((k) => k.split('/') as [HexId, HexId]);
  }
}

/** The hexsides crossed by a path of hexes (a road given as the hexes it runs through). */
export function pathSides(path: readonly HexId[]): [HexId, HexId][] {
  const out: [HexId, HexId][] = [];
  for (let i = 1; i < path.length; i++) out.push([path[i - 1], path[i]]);
  return out;
}

/** Problems with a path of hexes: off the map, or consecutive hexes not adjacent. */
export function checkPath(grid: HexGrid, path: readonly HexId[], what: string): string[] {
  const problems: string[] = [];
  path.forEach((h) => {
    if (!grid.has(h)) problems.push(`${what}: hex ${h} is not on the map`);
  });
  for (let i = 1; i < path.length; i++) {
    if (grid.has(path[i - 1]) && grid.has(path[i]) && !grid.adjacent(path[i - 1], path[i])) {
      problems.push(`${what}: ${path[i - 1]} and ${path[i]} are not adjacent`);
    }
  }
  return problems;
}

/** Problems with a chain of hexsides (a river): sides between adjacent hexes, each meeting the next at a corner. */
export function checkSideChain(grid: HexGrid, chain: readonly [HexId, HexId][], what: string): string[] {
  const problems: string[] = [];
  chain.forEach(([a, b]) => {
    if (!grid.has(a) || !grid.has(b)) problems.push(`${what}: side ${a}/${b} has a hex off the map`);
    else if (!grid.adjacent(a, b)) problems.push(`${what}: ${a} and ${b} are not adjacent, so share no side`);
  });
  for (let i = 1; i < chain.length; i++) {
    if (!grid.sidesMeet(chain[i - 1], chain[i])) {
      problems.push(`${what}: side ${chain[i - 1].join('/')} does not meet side ${chain[i].join('/')} at a corner`);
    }
  }
  return problems;
}

/** The zone of control of units: every on-map hex adjacent to one of `hexes` (indexes of the grid). */
export function zoneOf(grid: HexGrid, hexes: Iterable<HexId>): Set<HexId> {
  const zone = new Set<HexId>();
  for (const h of hexes) for (const n of grid.neighbours(h)) zone.add(n);
  return zone;
}

/** Index version of zoneOf: a byte per hex, 1 inside the zone. */
export function zoneMask(grid: HexGrid, hexIndexes: Iterable<number>, into?: Uint8Array): Uint8Array {
  const mask = into ?? new Uint8Array(grid.size);
  for (const i of hexIndexes) {
    const row = grid.neighbourIndexes(i);
    for (let d = 0; d < 6; d++) if (row[d] >= 0) mask[row[d]] = 1;
  }
  return mask;
}

export interface ReachOptions {
  /** Budget in cost units (use integers, e.g. half movement points, to keep sums exact). */
  budget: number;
  /** Cost to step from one hex into an adjacent one; null or Infinity when forbidden. */
  cost: (from: number, to: number) => number | null;
  /** Entering this hex ends the move (zone of control). */
  stops?: (to: number) => boolean;
  /** Leaving the start hex into `to` is forbidden (e.g. from one enemy zone of control directly to another). */
  firstStepForbidden?: (to: number) => boolean;
}

/**
 * Cheapest cost to every hex reachable from `start` within the budget (Dijkstra over a small map).
 * Returns an array of costs per hex index (Infinity: unreachable) and the predecessor of each hex.
 * Hexes where movement must stop are reached but not expanded. The callbacks are read once into
 * tables (every step's cost, the stops) and the search runs on those (`reachOver`).
 */
export function reachable(grid: HexGrid, start: number, opts: ReachOptions): { cost: Float64Array; prev: Int16Array } {
  const n = grid.size;
  const nbr = grid.neighbourTable;
  const stepCost = new Float64Array(n * 6).fill(Infinity);
  const stops = opts.stops ? new Uint8Array(n) : undefined;
  for (let u = 0; u < n; u++) {
    if (stops && opts.stops!(u)) stops[u] = 1;
    for (let d = 0; d < 6; d++) {
      const v = nbr[u * 6 + d];
      if (v < 0 || (u === start && opts.firstStepForbidden?.(v))) continue;
      const c = opts.cost(u, v);
      if (c !== null && Number.isFinite(c)) stepCost[u * 6 + d] = c;
    }
  }
  const cost = new Float64Array(n);
  const prev = new Int16Array(n);
  reachOver(grid, start, { budget: opts.budget, stepCost, stops }, cost, prev);
  return { cost, prev };
}

/** The rules of a move as tables, for `reachOver` (the inner loops of a game's movement). */
export interface ReachTables {
  /** Budget in cost units. */
  budget: number;
  /** stepCost[from * 6 + d]: cost to step into the neighbour in direction d (see `neighbourTable`);
   *  Infinity (or NaN) when forbidden. Costs are >= 0. */
  stepCost: ArrayLike<number>;
  /** 1: the hex may not be entered (e.g. an enemy unit). */
  blocked?: Uint8Array;
  /** 1: entering the hex ends the move (zone of control). */
  stops?: Uint8Array;
  /** 1: the first step out of the start hex may not enter the hex (e.g. enemy zone to enemy zone). */
  firstStepForbidden?: Uint8Array;
}

// The search's heap, shared by every call (reachOver calls nothing outside this module while it runs).
let heapCost = new Float64Array(64);
let heapHex = new Int16Array(64);

/**
 * `reachable` on tables: writes the cheapest cost to every hex into `cost` (Infinity: unreachable)
 * and, when given, each hex's predecessor into `prev` (-1: none). Hexes where movement must stop are
 * reached but not expanded. Dijkstra with a binary heap of (cost, hex); stale entries are skipped (a
 * hex is pushed only when its cost strictly drops, so exactly one entry per hex is current).
 */
export function reachOver(grid: HexGrid, start: number, t: ReachTables, cost: Float64Array, prev?: Int16Array): void {
  const nbr = grid.neighbourTable;
  const { budget, stepCost, blocked, stops, firstStepForbidden } = t;
  cost.fill(Infinity);
  prev?.fill(-1);
  cost[start] = 0;
  let size = 1;
  heapCost[0] = 0;
  heapHex[0] = start;
  while (size > 0) {
    const best = heapCost[0];
    const u = heapHex[0];
    // Pop: move the last entry down from the root.
    size--;
    if (size > 0) {
      const lastC = heapCost[size];
      const lastH = heapHex[size];
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= size) break;
        const r = l + 1;
        const m = r < size && heapCost[r] < heapCost[l] ? r : l;
        if (heapCost[m] >= lastC) break;
        heapCost[i] = heapCost[m];
        heapHex[i] = heapHex[m];
        i = m;
      }
      heapCost[i] = lastC;
      heapHex[i] = lastH;
    }
    if (best > cost[u]) continue;
    if (u !== start && stops && stops[u] === 1) continue;
    const base = u * 6;
    for (let d = 0; d < 6; d++) {
      const v = nbr[base + d];
      if (v < 0 || (blocked && blocked[v] === 1)) continue;
      if (u === start && firstStepForbidden && firstStepForbidden[v] === 1) continue;
      const total = best + stepCost[base + d];
      if (!(total <= budget && total < cost[v])) continue; // also refuses Infinity and NaN
      cost[v] = total;
      if (prev) prev[v] = u;
      // Push: sift the new entry up.
      if (size === heapCost.length) {
        const c = new Float64Array(size * 2);
        const h = new Int16Array(size * 2);
        c.set(heapCost);
        h.set(heapHex);
        heapCost = c;
        heapHex = h;
      }
      let i = size++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (heapCost[p] <= total) break;
        heapCost[i] = heapCost[p];
        heapHex[i] = heapHex[p];
        i = p;
      }
      heapCost[i] = total;
      heapHex[i] = v;
    }
  }
}

/** The hexes of the cheapest path to `target` from a `reachable` result (start first), or null. */
export function pathTo(grid: HexGrid, prev: Int16Array, start: number, target: number): HexId[] | null {
  if (target !== start && prev[target] < 0) return null;
  const out: HexId[] = [];
  for (let v = target; v !== -1; v = v === start ? -1 : prev[v]) out.push(grid.idAt(v));
  return out.reverse();
}

/** Cheapest path between two hexes under `opts` (budget defaults to unlimited). */
export function shortestPath(
  grid: HexGrid,
  from: HexId,
  to: HexId,
  opts: Partial<ReachOptions> & Pick<ReachOptions, 'cost'>,
): { path: HexId[]; cost: number } | null {
  const s = grid.indexOf(from);
  const t = grid.indexOf(to);
  if (s < 0 || t < 0) return null;
  const r = reachable(grid, s, { budget: Infinity, ...opts });
  if (!Number.isFinite(r.cost[t])) return null;
  return { path: pathTo(grid, r.prev, s, t)!, cost: r.cost[t] };
}
