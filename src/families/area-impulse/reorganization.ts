// Area-impulse family: the Reorganization Phase of the two Counter-Attack editions (1940 12.1, Battles
// 10.1-10.2). An eliminated unit (leaders aside) comes back to an area its side may place it in by
// taking another eliminated unit of the same type out of the game; the Allies reorganize first, then
// the Germans. Each edition declares what differs (its Reorganization: where a unit may go, which
// units may leave for it, which units are listed once, units that come back another way).

import type { LogSink } from '../../kernel/game.ts';
import type { Board, BoardState, Side } from './board.ts';

/** A reorganization as the players send it: `unit` comes back to `area`, `remove` leaves the game. */
export interface ReorganizeAction {
  type: 'reorganize';
  unit: string;
  remove: string;
  area: number;
}

/** Where an edition's actions are listed (its own action list). */
export type Listing = { push(a: ReorganizeAction): unknown; length: number };

/** How an edition reorganizes its units (`O`: its list of actions). */
export interface Reorganization<S, O extends Listing> {
  /** The box of eliminated units (a unit location). */
  eliminated: number;
  /** Per unit: its side, its type ('leader' is never reorganized), its id. */
  side: readonly Side[];
  type: readonly string[];
  id: readonly string[];
  /** The areas eliminated unit `u` of `side` may come back to. */
  areas(s: S, side: Side, u: number): number[];
  /** The areas are the same for every unit of the box: asked once per listing (1940 12.1). */
  sameAreas?: boolean;
  /** May eliminated unit `v` (of the same type) leave the game for `u`? */
  mayLeave?(u: number, v: number): boolean;
  /** Per unit: units with the same key give the same results, and only the first is listed (none: each is). */
  alike?: readonly string[];
  /** A unit that comes back another way pushes its reorganizations and answers true (Battles 10.2). */
  otherWay?(s: S, u: number, areas: readonly number[], out: O): boolean;
}

/**
 * 1940 12.1 / Battles 10.1-10.2 where an eliminated unit of `side` may come back: an area it controls,
 * holding one of its units and none of the other side's; `may` adds the edition's conditions.
 */
export function comebackAreas<S extends BoardState>(board: Board<S>, s: S, side: Side, areas: readonly number[], may: (a: number) => boolean): number[] {
  return areas.filter((a) => s.control[a] === side && board.hasUnits(s, a, side) && board.vacant(s, a, side) && may(a));
}

/** The eliminated units of `side` that may be reorganized, in unit order. */
export function eliminatedUnits<S extends { loc: readonly number[] }>(r: Reorganization<S, Listing>, s: S, side: Side): number[] {
  const box: number[] = [];
  for (let u = 0; u < s.loc.length; u++) if (s.loc[u] === r.eliminated && r.side[u] === side && r.type[u] !== 'leader') box.push(u);
  return box;
}

/**
 * Push the reorganizations open to `side` (`first`: stop at the first one found): for each unit of the
 * box with an area to go to, each other unit of its type that may leave the game for it, each area.
 * `also` adds what an edition offers besides for a unit that may come back (1940 13.2 rally).
 */
export function reorganizations<S extends { loc: readonly number[] }, O extends Listing>(
  r: Reorganization<S, O>,
  s: S,
  side: Side,
  out: O,
  first = false,
  also?: (u: number, areas: readonly number[]) => void,
): void {
  const box = eliminatedUnits(r, s, side);
  const { alike } = r;
  const seen = new Set<string>();
  let boxAreas: number[] | undefined; // with `sameAreas`, the first unit's
  for (const u of box) {
    if (alike) {
      if (seen.has(alike[u])) continue;
      seen.add(alike[u]);
    }
    const areas = r.sameAreas ? (boxAreas ??= r.areas(s, side, u)) : r.areas(s, side, u);
    if (!areas.length) continue;
    if (r.otherWay?.(s, u, areas, out)) {
      if (first && out.length) return;
      continue;
    }
    const leaving = new Set<string>();
    for (const v of box) {
      if (v === u || r.type[v] !== r.type[u] || (r.mayLeave && !r.mayLeave(u, v))) continue;
      if (alike) {
        if (leaving.has(alike[v])) continue;
        leaving.add(alike[v]);
      }
      for (const a of areas) out.push({ type: 'reorganize', unit: r.id[u], remove: r.id[v], area: a });
      if (first) return;
    }
    also?.(u, areas);
  }
}

/** What the phase's flow writes: the step that asks `side` to reorganize. */
export interface ReorganizingState {
  step: { k: string; side?: Side };
}

/** What an edition declares about its phase (1940 6.3, Battles 4.4). */
export interface PhaseDeclaration<S> {
  /** May `side` do anything but be done? */
  mayAct(s: S, side: Side): boolean;
  /** The Germans' turn begins (1940 12.2: the fate of their leaders first). */
  begin(s: S, side: Side, log: LogSink | undefined): void;
  /** What the end of `side`'s turn settles (1940 12.2: leaders not placed stay out). */
  closed?(s: S, side: Side): void;
  /** The Germans are done: the end of the phase and the next one. */
  next(s: S, log: LogSink | undefined): void;
}

/** The Reorganization Phase: the Allies reorganize until done, then the Germans, then the next phase. */
export class ReorganizationPhase<S extends ReorganizingState> {
  constructor(private readonly d: PhaseDeclaration<S>) {}

  /** `side` is asked to reorganize, unless it has nothing to do (then it is done at once). */
  ask(s: S, side: Side, log: LogSink | undefined): void {
    const at: ReorganizingState = s;
    at.step = { k: 'reorganize', side };
    this.after(s, side, log);
  }

  /** After an action of `side`: done when nothing is left to do. */
  after(s: S, side: Side, log: LogSink | undefined): void {
    if (!this.d.mayAct(s, side)) this.done(s, side, log);
  }

  /** `side` is done: the Germans follow the Allies; after the Germans, the next phase. */
  done(s: S, side: Side, log: LogSink | undefined): void {
    this.d.closed?.(s, side);
    if (side === 'allied') return this.d.begin(s, 'german', log);
    this.d.next(s, log);
  }
}
