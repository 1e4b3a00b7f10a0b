// Area-impulse family: moving on after an Overrun.
//
// Serves Counter-Attack 1940 9.4.4 (rules/09-combat.ts: "Overrun movement ... may not enter a Zone",
// costs no MF, into one enemy-occupied area at most) and Cambrai 1917's Overrun (rules/09-overrun.ts:
// the attackers move on with the MP they have left, no zone, as 1940 9.4.4). The units that won the
// area step on, one step each, into a neighbouring area that is no Zone and was not attacked this
// impulse, as the edition's movement rules allow; the edition says what the step costs and records.
// (The Battles edition's 6.5 Débordement moves on through its ordinary movement: 06-assault.ts.)

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

/** How an edition moves its overrunning units on. */
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

/** The steps open to the overrunning units, as actions of type `type` (1940 'overrun-move', Cambrai 'move'). */
export function moveOnActions<S, T extends string>(
  type: T,
  r: OverrunRules<S>,
  s: S,
  ids: UnitIds,
  out: { push(a: { type: NoInfer<T>; unit: string; to: number }): void },
): void {
  const c = r.record(s);
  const loc = r.loc(s);
  const attacked = r.attacked(s);
  for (const u of c.overrunUnits) {
    if (loc[u] !== c.area || c.overrunMoved.includes(u)) continue;
    for (const to of r.neighbours[c.area]) {
      if (r.isZone(to) || attacked.includes(to)) continue; // 1940 9.4.4: Overrun movement may not enter a Zone
      if (r.mayEnter(s, u, to)) out.push({ type, unit: ids.id(u), to });
    }
  }
}

/** Unit `u` moves on into `to` (one step: it has then moved on). */
export function moveOn<S>(r: OverrunRules<S>, s: S, u: number, to: number, log: Log): void {
  r.enter(s, u, r.loc(s)[u], to, log);
  r.record(s).overrunMoved.push(u);
}
