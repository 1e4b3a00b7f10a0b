// Where the Cruellest Month board (board.ts) puts things: each hex on the screen (north up, east right),
// the east-edge boxes and the Airbase Display beside the map, the division counters and Airbase discs
// in a hex, and the lines along hexes (Hindenburg Line, rivers).
import { AIRBASES, HINDENBURG, HL_HEXES, grid } from '../../../games/cruellest-month/data.ts';
import type { CmView } from '../../../games/cruellest-month/view.ts';
import { hexCorners, hexside } from '../../kit/hex-map.ts';

export const R = 22;
export const M = 20;
const SQ3 = Math.sqrt(3);
// Map col (north->south) to screen y and row (east->west) to screen x, east on the right.
const maxRow = grid.lastRow;
export function pos(id: string): { x: number; y: number } {
  const c = grid.center(id, R);
  return { x: M + (SQ3 * R * (maxRow - 1) + SQ3 * R) - c.y, y: M + R + c.x };
}
export const corners = (id: string) => {
  const { x, y } = pos(id);
  return hexCorners(x, y, R, Math.PI / 6);
};
export const W = M * 2 + SQ3 * R * (maxRow + 1);
export const H = M * 2 + R * 2 + 1.5 * R * (grid.lastCol - grid.firstCol) + R;
/** The east-edge boxes (Douai, Cambrai) and the Airbase Display to their right. */
export const BOX_X = W;
export const BOX_W = 64;
export const PANEL_X = W + BOX_W + 16;
export const CW = 58; // a counter of the display
export const CH = 32;
export const PER_ROW = 5;
export const PANEL_W = PER_ROW * (CW + 4);
/** A halo under map texts so that they read over lines and hexes. */
export const HALO = { 'paint-order': 'stroke', stroke: '#f7f3e3', 'stroke-width': 3, 'stroke-linejoin': 'round' };

/** Where the counters of a hex stand: one alone in the middle; two (the stacking limit, 9.3) side by side,
 * narrower, so that both numbers and Combat Factors show; more (never in play) overlapping down and right. */
export const DIV = 28;
const PAIR_W = 19;
export function stackAt(hex: string, i: number, n: number, base: boolean): { x: number; y: number; w: number } {
  const { x, y } = pos(hex);
  // With an Airbase in the hex the stack moves left, the Airbase stands on its right.
  const left = x - (base ? 5 : 0);
  if (n === 2) return { x: left - PAIR_W - 0.5 + i * (PAIR_W + 1), y: y - DIV / 2 - 1, w: PAIR_W };
  return { x: left - DIV / 2 + i * 7 - (n - 1) * 3.5, y: y - DIV / 2 - 1 + i * 7 - (n - 1) * 3.5, w: DIV };
}
/** Where an Airbase's disc stands in its hex (right of the centre, or lower right beside a stack). */
export function baseAt(hex: string, stacked: boolean): { x: number; y: number; r: number } {
  const { x, y } = pos(hex);
  return stacked ? { x: x + R * 0.55, y: y + R * 0.42, r: 7.5 } : { x: x + R * 0.5, y: y - R * 0.05, r: 8 };
}

/** What stands on the map: the divisions by hex and the Airbases by hex. */
export function occupants(v: CmView): { stacks: Map<string, string[]>; bases: Map<string, string> } {
  const stacks = new Map<string, string[]>();
  for (const id in v.ground) {
    const g = v.ground[id];
    if (g.where === 'map' && g.hex) stacks.set(g.hex, [...(stacks.get(g.hex) ?? []), id]);
  }
  const bases = new Map<string, string>();
  for (const b of AIRBASES) {
    const st = v.bases[b.id];
    if (st?.hex && st.status !== 'destroyed') bases.set(st.hex, b.id);
  }
  return { stacks, bases };
}

/** The Hindenburg Line's hexes, one a column, north to south (3.0). */
export const hlPath = () =>
  Object.keys(HINDENBURG.rowByCol)
    .map(Number)
    .sort((a, b) => a - b)
    .map((c) => HL_HEXES.find((id) => grid.coord(id).col === c))
    .filter(Boolean) as string[];
/** A river drawn along its hexsides: one short segment across each pair of hexes it separates. */
export function riverSegments(sides: [string, string][]) {
  return sides.map(([a, b]) => hexside(pos(a), pos(b), R / 1.8));
}
