// Geometry of the Air Battle Board: facings, fields of fire (8.7.8 Figure 1), target orientation
// (8.7.8 Figure 2), lines of fire and blocking. The figures are lost; the reconstruction (RULINGS.md):
// - a facing is a hexside, 0 = N clockwise to 5 = NW (flat-topped hexes, FLAT_DIRECTIONS);
// - the forward field of fire (Figure 1) is the 60-degree cone on the facing line: a hex is in it
//   when the line from centre to centre is within 30 degrees of the facing (d+1 hexes at range d);
// - a firer is at the target's front when within 30 degrees of the target's facing, at its rear
//   when within 30 degrees of its tail, else at its side; the observer's field (side and rear
//   aspects) is everything outside the forward cone.

// Imported values are read once into local bindings (`const { ... } = M`): tsx compiles each module to CommonJS, where
// every use of an imported name is a getter call (about 7% of a random game's time).
import * as H from '../../../maps/hex.ts';
const { FLAT_DIRECTIONS } = H;
import * as D from './data.ts';
const { BOARD_GRID } = D;
import type { Facing } from './contract.ts';

const SQ3 = Math.sqrt(3);
const EPS = 1e-6;

const CENTRES = new Map<string, { x: number; y: number }>();
for (const id of BOARD_GRID.ids) {
  const c = BOARD_GRID.cube(id);
  CENTRES.set(id, { x: 1.5 * c.q, y: SQ3 * (c.r + c.q / 2) });
}

/** Pixel centre of a hex (flat-topped, size 1). */
export function centre(hex: string): { x: number; y: number } {
  const c = CENTRES.get(hex);
  if (!c) throw new Error(`air battle board: no hex ${hex}`);
  return c;
}

// Unit vectors of the six facings (y grows downwards, N is up).
const DIRS = [0, 1, 2, 3, 4, 5].map((f) => {
  const a = (f * Math.PI) / 3; // N=0, clockwise 60 degrees each
  return { x: Math.sin(a), y: -Math.cos(a) };
});

export function facingVector(f: Facing): { x: number; y: number } {
  return DIRS[f];
}

/** The neighbour of `hex` across facing `f`, or null off the board. */
export function ahead(hex: string, f: number): string | null {
  const row = AHEAD.get(hex);
  if (!row) return BOARD_GRID.neighbour(hex, FLAT_DIRECTIONS[((f % 6) + 6) % 6]); // throws: not on the board
  return row[((f % 6) + 6) % 6];
}
/** Every hex's neighbour across each facing (null off the board), computed once. */
const AHEAD = new Map<string, (string | null)[]>(BOARD_GRID.ids.map((h) => [h, FLAT_DIRECTIONS.map((d) => BOARD_GRID.neighbour(h, d))]));

/** The six facings, 0 = N, clockwise. */
export const FACINGS: readonly Facing[] = [0, 1, 2, 3, 4, 5];
/** Facing `f` turned `by` hexsides clockwise (negative: counter-clockwise). */
export function turn(f: number, by: number): Facing {
  return FACINGS[(((f + by) % 6) + 6) % 6];
}

/** Angle in degrees between facing `f` seen from `from` and the line to `to` (0 = dead ahead). */
export function angleFrom(from: string, f: Facing, to: string): number {
  let byTo = ANGLES.get(from);
  if (!byTo) ANGLES.set(from, (byTo = new Map()));
  let row = byTo.get(to);
  if (!row) {
    row = FACINGS.map((g) => angleOf(from, g, to));
    byTo.set(to, row);
  }
  return row[f];
}
/** Angles by hex pair (from, then to: no key string made per call) and facing, computed on first use (the board is
 * static). */
const ANGLES = new Map<string, Map<string, number[]>>();
function angleOf(from: string, f: Facing, to: string): number {
  const a = centre(from);
  const b = centre(to);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  if (len < EPS) return 0;
  const v = DIRS[f];
  const cos = Math.max(-1, Math.min(1, (dx * v.x + dy * v.y) / len));
  return (Math.acos(cos) * 180) / Math.PI;
}

/** 8.7.8 Figure 1: `to` lies in the forward field of fire of a unit in `from` facing `f`. */
export function inForwardArc(from: string, f: Facing, to: string): boolean {
  return angleFrom(from, f, to) <= 30 + EPS;
}

export type Aspect = 'front' | 'side' | 'rear';

/** 8.7.8 Figure 2: where the firer stands relative to a target in `targetHex` facing `targetFacing`. */
export function aspect(targetHex: string, targetFacing: Facing, firerHex: string): Aspect {
  const a = angleFrom(targetHex, targetFacing, firerHex);
  if (a <= 30 + EPS) return 'front';
  if (a >= 150 - EPS) return 'rear';
  return 'side';
}

/** Direction vector from `from` to `to` is within 30 degrees of facing `f` (the sun's side, 15.2). */
export function towards(from: string, to: string, f: Facing): boolean {
  return angleFrom(from, f, to) <= 30 + EPS;
}

function cubeRound(q: number, r: number): { q: number; r: number } {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq, r: rr };
}

const byCube = new Map<string, string>();
for (const id of BOARD_GRID.ids) {
  const c = BOARD_GRID.cube(id);
  byCube.set(`${c.q},${c.r}`, id);
}

/**
 * The hexes strictly between `a` and `b` on the line of fire, as two lists: the line nudged to
 * either side (they differ only when the line runs along hexsides).
 */
const BETWEEN = new Map<string, Map<string, [string[], string[]]>>();
export function between(a: string, b: string): [string[], string[]] {
  let byB = BETWEEN.get(a);
  if (!byB) BETWEEN.set(a, (byB = new Map()));
  let v = byB.get(b);
  if (!v) {
    v = computeBetween(a, b);
    byB.set(b, v);
  }
  return v;
}

function computeBetween(a: string, b: string): [string[], string[]] {
  const ca = BOARD_GRID.cube(a);
  const cb = BOARD_GRID.cube(b);
  const n = BOARD_GRID.distance(a, b);
  const out: [string[], string[]] = [[], []];
  for (const [k, nudge] of [
    [0, 1e-4],
    [1, -1e-4],
  ] as const) {
    for (let i = 1; i < n; i++) {
      const t = i / n;
      const q = ca.q + (cb.q - ca.q) * t + nudge;
      const r = ca.r + (cb.r - ca.r) * t + nudge * 2;
      const c = cubeRound(q, r);
      const id = byCube.get(`${c.q},${c.r}`);
      if (id) out[k].push(id);
    }
  }
  return out;
}

/** Board edge hexes (fewer than six neighbours). */
export const EDGE_HEXES: string[] = BOARD_GRID.ids.filter((h) => BOARD_GRID.neighbours(h).length < 6);

/** Facings with which a unit off the board enters `hex` (8.7.5: it faces a hexside that takes it on). */
export function entryFacings(hex: string): Facing[] {
  return entryFacingsOf(hex).slice();
}
/** entryFacings without a copy (for the listings: not to be changed). */
export function entryFacingsOf(hex: string): readonly Facing[] {
  return ENTRY_FACINGS.get(hex) ?? facingsOnto(hex);
}
function facingsOnto(hex: string): Facing[] {
  const out: Facing[] = [];
  for (const f of FACINGS) if (ahead(hex, f + 3) === null) out.push(f);
  return out;
}
/** entryFacings of every board hex, computed once (a fresh copy is handed out). */
const ENTRY_FACINGS = new Map<string, Facing[]>(BOARD_GRID.ids.map((h) => [h, facingsOnto(h)]));
