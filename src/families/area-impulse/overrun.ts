// Area-impulse family: moving on after an Overrun.
//
// Serves Counter-Attack 1940 9.4.4 (rules/09-combat.ts: "Overrun movement ... may not enter a Zone",
// costs no MF, into one enemy-occupied area at most), Cambrai 1917's Overrun (rules/09-overrun.ts: the
// attackers move on with the MP they have left, no zone, as 1940 9.4.4) and the Battles edition's 6.5
// Débordement (rules/06-assault.ts: the armour moves on by 5.2's movement with the MF it has left, step
// after step). `moveOnActions` lists the steps of the units that may move on, as the edition's movement
// rules allow (`MoveOnRules`). In 1940 and Cambrai the units that won the area step on, one step each,
// into a neighbouring area that is no Zone and was not attacked this impulse (`fromAreaWon`); the
// edition says what the step costs and records (`OverrunRules`).

import type { LogSink } from '../../kernel/game.ts';
import type { Side } from './board.ts';
import type { UnitIds } from './combat.ts';

type Log = LogSink | undefined;

/** What the combat record of an overrun holds in both editions. */
export interface OverrunRecord {
  /** The area won. */
  area: number;
  attacker: Side;
  /** The units that may move on, and those that have. */
  overrunUnits: number[];
  overrunMoved: number[];
}

/** Which units may move on now, and where each may step from where it stands. */
export interface MoveOnRules<S> {
  movers(s: S): readonly number[];
  loc(s: S): readonly number[];
  neighbours: readonly (readonly number[])[];
  /** May unit `u` step into `to` by the edition's movement rules? */
  mayEnter(s: S, u: number, to: number): boolean;
}

/** How 1940 and Cambrai move their overrunning units on, one step each out of the area won. */
export interface OverrunRules<S> {
  record(s: S): OverrunRecord;
  loc(s: S): readonly number[];
  /** The areas attacked this impulse (not entered again). */
  attacked(s: S): readonly number[];
  neighbours: readonly (readonly number[])[];
  isZone(area: number): boolean;
  /** May unit `u` move on from the area won into `to` by the edition's movement rules? */
  mayEnter(s: S, u: number, to: number): boolean;
  /** Unit `u` moves on from `from` into `to`: the edition's costs, records, control and log. */
  enter(s: S, u: number, from: number, to: number, log: Log): void;
}

/** The steps open to the units that may move on, as actions of type `type` (1940 'overrun-move', Battles and Cambrai 'move'). */
export function moveOnActions<S, T extends string>(
  type: T,
  r: MoveOnRules<S>,
  s: S,
  ids: UnitIds,
  out: { push(a: { type: NoInfer<T>; unit: string; to: number }): void },
): void {
  const loc = r.loc(s);
  for (const u of r.movers(s)) for (const to of r.neighbours[loc[u]]) if (r.mayEnter(s, u, to)) out.push({ type, unit: ids.id(u), to });
}

/**
 * 1940 9.4.4, Cambrai Overrun: the units in the area won that have not moved on step into a neighbouring
 * area that is no Zone and was not attacked this impulse ("Overrun movement ... may not enter a Zone").
 */
export function fromAreaWon<S>(r: OverrunRules<S>): MoveOnRules<S> {
  return {
    movers: (s) => {
      const c = r.record(s);
      const loc = r.loc(s);
      return c.overrunUnits.filter((u) => loc[u] === c.area && !c.overrunMoved.includes(u));
    },
    loc: r.loc,
    neighbours: r.neighbours,
    mayEnter: (s, u, to) => !r.isZone(to) && !r.attacked(s).includes(to) && r.mayEnter(s, u, to),
  };
}

/** Unit `u` moves on into `to` (one step: it has then moved on). */
export function moveOn<S>(r: OverrunRules<S>, s: S, u: number, to: number, log: Log): void {
  r.enter(s, u, r.loc(s)[u], to, log);
  r.record(s).overrunMoved.push(u);
}
