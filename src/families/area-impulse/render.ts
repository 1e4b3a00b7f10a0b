// Area-impulse family: the terminal's picture of an area board, the same in every area game - one line
// per area shown (its title, control and marks), a line per side with its counters there, then the
// units in each box. Each game words the lines (text/) and chooses what to show.

import { SIDES, type Side } from './board.ts';

/** What a game shows of its areas and counters. */
export interface BoardPicture<A> {
  /** Shown even without units (a victory area, a star). */
  always?(a: A): boolean;
  /** The area's line, left of its tags, padded to `width`. */
  title(a: A): string;
  width: number;
  /** What goes in the brackets after the title: control, marks. */
  tags(a: A): string;
  /** A side's name, padded to `sideWidth`. */
  side(x: Side): string;
  sideWidth: number;
  counter(u: number): string;
}

/** The units at each location (an area, or a box), in the order of the unit table. */
function unitsAt(loc: readonly number[]): Map<number, number[]> {
  const at = new Map<number, number[]>();
  loc.forEach((l, u) => {
    const here = at.get(l);
    if (here) here.push(u);
    else at.set(l, [u]);
  });
  return at;
}

/** An area's title: its number (or its zone's letter) and its name; `prefix` before a number. */
export const areaTitle = (a: { id: number; label: string; name: string; zone?: unknown }, prefix = '') =>
  `${a.zone ? 'Zone ' + a.label : prefix + String(a.id).padStart(2)} ${a.name}`;

/** A counter: its name, its factors, and its flags in parentheses (`sep` between them), if any. */
export function counterText(name: string, factors: string, flags: readonly string[], sep = ','): string {
  const shown = flags.filter(Boolean).join(sep);
  return `${name} ${factors}${shown ? ` (${shown})` : ''}`;
}

/** The board's lines: each area with units (or always shown), then each side's counters there. */
export function boardLines<A extends { id: number }>(
  areas: readonly A[],
  units: readonly { side: Side }[],
  loc: readonly number[],
  p: BoardPicture<A>,
): string[] {
  const at = unitsAt(loc);
  const lines: string[] = [];
  for (const a of areas) {
    const here = at.get(a.id) ?? [];
    if (!here.length && !p.always?.(a)) continue;
    lines.push(`${p.title(a).padEnd(p.width)} [${p.tags(a)}]`);
    for (const x of SIDES) {
      const list = here.filter((u) => units[u].side === x);
      if (list.length) lines.push(`    ${p.side(x).padEnd(p.sideWidth)} ${list.map(p.counter).join('; ')}`);
    }
  }
  return lines;
}

/** A line per box that holds units (`boxes`: its label and location), each unit as `item` words it. */
export function boxLines(loc: readonly number[], boxes: readonly (readonly [label: string, loc: number])[], item: (u: number) => string): string[] {
  const at = unitsAt(loc);
  return boxes.flatMap(([label, l]) => {
    const list = at.get(l);
    return list ? [`${label}: ${list.map(item).join(', ')}`] : [];
  });
}

/** A game's whole picture, top to bottom: its heading lines, its board, its boxes, the combat being rolled and the game's end (none: null). */
export interface Picture<A> {
  head: readonly string[];
  areas: readonly A[];
  units: readonly { side: Side }[];
  loc: readonly number[];
  board: BoardPicture<A>;
  boxes: readonly (readonly [label: string, loc: number])[];
  /** A unit in a box. */
  boxed(u: number): string;
  combat: string | null;
  over: string | null;
}

/** The picture's lines, joined. */
export function picture<A extends { id: number }>(p: Picture<A>): string {
  const tail = [p.combat, p.over].filter((l) => l !== null);
  return [...p.head, ...boardLines(p.areas, p.units, p.loc, p.board), ...boxLines(p.loc, p.boxes, p.boxed), ...tail].join('\n');
}
