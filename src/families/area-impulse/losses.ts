// Area-impulse family: taking the losses of a combat, and sending attackers back.
//
// Counter-Attack 1940 11.1-11.2.4 (Attrition Points, rules/11-attrition-and-retreat.ts), the Battles
// edition 6.4.1, 6.4.2.a, 6.6.1 (Points de Pertes, rules/06-assault.ts) and Cambrai 1917's Attack CP and
// a repulsed mandatory combat's retreats (rules/08-combat.ts) run one machine: the defender's units
// absorb the points one loss at a time (flip, eliminate, retreat; the choices are attrition.ts's), a
// unit that must retreat and cannot is eliminated, and more points than the stack can absorb eliminate
// it at once. Attackers sent back retreat one at a time, the player choosing only between two or more
// destinations (Cambrai: none, the retreat priority decides). Each edition declares what differs (its
// costs, record fields, first loss, wipe-out, texts and rule numbers) in a `LossRules` / `ReturnRules`
// object; `absorbing` and `returning` give the steps' actions and effects.

import type { LogEntry, LogSink } from '../../kernel/game.ts';
import { type AbsorbHow, type AttritionCosts, type LossChoice, lossCapacity, lossChoices, lossCost, lossTarget, lossUnits } from './attrition.ts';
import type { Board, BoardState } from './board.ts';
import type { UnitIds } from './combat.ts';

type Log = LogSink | undefined;

export interface LossRules<S extends BoardState> {
  costs: AttritionCosts;
  board: Board<S>;
  /** Settle the control of an area after losses (the board's, plus what the edition tracks with it). */
  updateControl(s: S, area: number): void;
  /** The edition's combat record: the area fought over, and whether the first loss is taken. */
  record(s: S): { area: number; firstTaken: boolean };
  /** The units in the area taking the losses. */
  victims(s: S): number[];
  /** The points (AP, PP) still to take: read and set on the edition's combat record. */
  left(s: S): number;
  setLeft(s: S, n: number): void;
  /** A loss of kind `how` is taken: what the edition records beside (Battles 6.5: a defender retreated). */
  taken?(s: S, how: AbsorbHow): void;
  /** The units one of which must take the first loss ([-1]: any unit); any unit takes the later ones. */
  firsts(s: S): readonly number[];
  /** The same constraint as it applies to the total to reach. */
  targetFirsts(s: S): readonly number[];
  /** Has a unit already retreated (it forbids eliminations where `costs.eliminationsBeforeRetreats`)? */
  retreated(s: S): boolean;
  /** Where a unit taking a retreat as a loss may go. */
  destinations(s: S, u: number): readonly number[];
  /** Are `points` more than the `capacity` of the stack, so that it is eliminated at once? */
  wipedOut(points: number, capacity: number): boolean;
  /** The edition's elimination of the whole stack (its log and how units leave the map). */
  wipeOut(s: S, units: readonly number[], points: number, capacity: number, log: Log): void;
  eliminate(s: S, u: number): void;
  retreat(s: S, u: number, to: number, log: Log): void;
  texts: {
    flipped(u: number, cost: number): LogEntry;
    eliminated(u: number, cost: number): LogEntry;
    cannotRetreat(u: number, cost: number): LogEntry;
    /** After the retreat's own log, what the loss cost (none: nothing more is said). */
    retreated?(cost: number): LogEntry;
    /** No exact loss is possible: the defender must take `target` (Battles 6.4.2.a clarification). */
    above?(points: number, target: number): LogEntry;
  };
  /** Wait for the defender's choice of loss. */
  ask(s: S): void;
  /** The losses are taken. */
  done(s: S, log: Log): void;
}

/** The defender must absorb `points`: all at once when the stack cannot hold them, else one loss at a time. */
export function startLosses<S extends BoardState>(r: LossRules<S>, s: S, points: number, log: Log): void {
  const victims = r.victims(s);
  const units = lossUnits(s.spent, victims);
  const capacity = lossCapacity(r.costs, units);
  const c = r.record(s);
  c.firstTaken = false;
  if (r.wipedOut(points, capacity)) {
    r.wipeOut(s, victims, points, capacity, log);
    r.updateControl(s, c.area);
    r.setLeft(s, 0);
    return r.done(s, log);
  }
  const target = lossTarget(r.costs, units, points, r.targetFirsts(s));
  r.setLeft(s, target);
  if (target > points && r.texts.above) log?.(r.texts.above(points, target));
  r.ask(s);
}

const ANY: readonly number[] = Object.freeze([-1]);

/** The losses the defender may take now (the first on the edition's `firsts`), a retreat once per destination. */
export function lossesOpen<S extends BoardState>(r: LossRules<S>, s: S): LossChoice[] {
  const firsts = r.record(s).firstTaken ? ANY : r.firsts(s);
  return lossChoices(r.costs, lossUnits(s.spent, r.victims(s)), r.left(s), firsts, r.retreated(s), (u) => r.destinations(s, u));
}

type AbsorbAction = { type: 'absorb'; unit: string; how: AbsorbHow; to?: number };

/** The step in which the defender takes its losses one at a time (`to` only on a retreat that has a destination). */
export function absorbing<S extends BoardState>(r: LossRules<S>, ids: UnitIds) {
  return {
    legal: (s: S, _role: unknown, out: { push(a: AbsorbAction): void }) => {
      for (const o of lossesOpen(r, s))
        out.push(o.to === undefined ? { type: 'absorb', unit: ids.id(o.unit), how: o.how } : { type: 'absorb', unit: ids.id(o.unit), how: o.how, to: o.to });
    },
    perform: { absorb: (s: S, a: { unit: string; how?: AbsorbHow; to?: number }, log: Log) => takeLoss(r, s, ids.unit(a.unit), a.how!, a.to, log) },
  };
}

/** One loss: a Fresh unit flips, a unit is eliminated, or a Spent unit retreats (eliminated if it cannot). */
export function takeLoss<S extends BoardState>(r: LossRules<S>, s: S, u: number, how: AbsorbHow, to: number | undefined, log: Log): void {
  const cost = lossCost(r.costs, how, !!s.spent[u]);
  r.setLeft(s, r.left(s) - cost);
  const c = r.record(s);
  c.firstTaken = true;
  r.taken?.(s, how);
  if (how === 'flip') {
    r.board.setSpent(s, u, 1);
    log?.(r.texts.flipped(u, cost));
  } else if (how === 'eliminate') {
    log?.(r.texts.eliminated(u, cost));
    r.eliminate(s, u);
  } else if (to === undefined) {
    log?.(r.texts.cannotRetreat(u, cost));
    r.eliminate(s, u);
  } else {
    r.retreat(s, u, to, log);
    if (r.texts.retreated) log?.(r.texts.retreated(cost));
  }
  r.updateControl(s, c.area);
  if (r.left(s) <= 0 || r.victims(s).length === 0) {
    r.setLeft(s, 0);
    r.done(s, log);
  }
}

/** How an edition sends attackers back one at a time (1940 11.2 after a Repulse, Battles 6.4.1 after a failure). */
export interface ReturnRules<S> {
  /** The units still to go back, first first (the edition's combat record). */
  queue(s: S): number[];
  /** A unit the edition's own rule settles without a retreat (it has acted); false otherwise. */
  settled?(s: S, u: number, log: Log): boolean;
  /** Where unit `u` may go back to. */
  options(s: S, u: number): number[];
  retreat(s: S, u: number, to: number, log: Log): void;
  /** The unit has nowhere to go: it is eliminated (1940 11.2.4, Battles 6.6.1). */
  cannot(s: S, u: number, log: Log): void;
  /** Two or more destinations: wait for the owner's choice (none: the first is taken, Cambrai's retreat priority). */
  ask?(s: S, u: number, options: number[]): void;
  done(s: S, log: Log): void;
}

/** Send the queued attackers back; stops to ask when a unit has a choice, and resumes when called again. */
export function sendBack<S>(r: ReturnRules<S>, s: S, log: Log): void {
  const queue = r.queue(s);
  while (queue.length) {
    const u = queue[0];
    if (r.settled?.(s, u, log)) {
      queue.shift();
      continue;
    }
    const options = r.options(s, u);
    if (options.length > 1 && r.ask) return r.ask(s, u, options);
    queue.shift();
    if (options.length) r.retreat(s, u, options[0], log);
    else r.cannot(s, u, log);
  }
  r.done(s, log);
}

/** The step in which the owner of a unit sent back picks where it goes (`asked`: the unit and its destinations). */
export function returning<S>(r: ReturnRules<S>, asked: (s: S) => { unit: number; options: readonly number[] }, ids: UnitIds) {
  return {
    legal: (s: S, _role: unknown, out: { push(a: { type: 'retreat'; unit: string; to: number }): void }) => {
      const st = asked(s);
      for (const to of st.options) out.push({ type: 'retreat', unit: ids.id(st.unit), to });
    },
    perform: { retreat: (s: S, a: { unit: string; to: number }, log: Log) => sendBackTo(r, s, ids.unit(a.unit), a.to, log) },
  };
}

/** The owner chose where the unit asked about goes back to: it goes, and the rest of the queue follows. */
export function sendBackTo<S>(r: ReturnRules<S>, s: S, u: number, to: number, log: Log): void {
  r.queue(s).shift();
  r.retreat(s, u, to, log);
  sendBack(r, s, log);
}
