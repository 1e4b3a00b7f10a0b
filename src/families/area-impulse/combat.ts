// Area-impulse family: the assault and combat machine.
//
// Serves, each through a `CombatRules` declaration beside its own rule:
// - Counter-Attack 1940 (rules/09-combat.ts, 11-attrition-and-retreat.ts): 9.1 Mandatory and 9.2 optional
//   attacks, 9.3 the Contested Active Area, 9.4.2A the Lead Attacking Unit, 9.4.3A the Lead Defending
//   Unit, 9.4.4 Repulse / Stalemate / Success, 11.2.1 attackers sent back, 11.2.3 voluntary retreats;
// - the Battles edition (rules/05-movement.ts, 06-assault.ts): 5.2.1 the assaults open and their
//   declaration (every assault of a sector entered is mandatory, and a sector may be assaulted again),
//   the units of an assault in place, 6.1 the Unité de Pointe and the Unité Avancée, 6.4.1 a failure,
//   6.6.1 attackers sent back, 6.6.3 voluntary retreats;
// - Cambrai 1917 (rules/08-combat.ts): Combat (mandatory and optional combats, combat before movement,
//   the point and forward units, Repulse / Stalemate / Success, the retreats of attackers).
//
// The machine: the attacks open after movement (every area the attacker entered that holds enemies,
// and the Contested Active Area in place), the declaration of one (a mandatory one with every unit
// that entered, an optional one with the units the attacker picks), the lead units (no choice with one
// candidate), the result of the totals, and the voluntary retreats after it. Losses and attackers sent
// back are losses.ts's, overruns overrun.ts's. Each game keeps its values, rule numbers and texts.

import type { LogSink } from '../../kernel/game.ts';
import { type Side, otherSide } from './board.ts';
import type { Activation } from './impulses.ts';

type Log = LogSink | undefined;

/** What every edition's combat record holds, under the same names. */
export interface Fight {
  /** The area fought over. */
  area: number;
  attacker: Side;
  /** The units that attack, and those the attacker may still add (an optional attack). */
  participants: number[];
  candidates: number[];
  /** An attack in place from the Contested Active Area (1940 9.3, Battles 5.2.1, Cambrai combat before movement). */
  inPlace: boolean;
  /** Attackers still to send back, first first. */
  retreatQueue: number[];
  /** The combat's dice, as the edition rolls them. */
  dice: number[];
  /** The first loss (on the lead unit, the Primary Target) is taken (losses.ts). */
  firstTaken: boolean;
}

/** An impulse's activation with the areas attacked this impulse (1940 9.0, Cambrai Combat: each once). */
export interface Assault extends Activation {
  /** None kept: an area may be attacked again (Battles 5.2.1: each entry into an enemy sector brings its assault). */
  attacked?: number[];
  /** The Active Area was Contested when activated (an attack in place may be open). */
  contestedStart: boolean;
}

/** An attack open now: its area and the units that would take part. */
export interface AttackOption {
  area: number;
  units: number[];
  /** Every unit that entered must attack (1940 9.1, Cambrai mandatory combat). */
  mandatory: boolean;
  inPlace: boolean;
}

const NO_ATTACKS: readonly AttackOption[] = Object.freeze([]);
const NONE: readonly number[] = Object.freeze([]);

/** How an edition opens its attacks (its record, its lead units, its texts). */
export interface CombatRules<S, C extends Fight> {
  assault(s: S): Assault;
  combat(s: S): C;
  /** The side whose impulse it is. */
  attacker(s: S): Side;
  hasUnits(s: S, area: number, side: Side): boolean;
  /** Is an attack on `area` (entered this impulse) mandatory? */
  mandatory(s: S, area: number): boolean;
  /** The units that may attack the Active Area in place, it being Contested since its activation (none: no such attack now). */
  inPlaceUnits(s: S): number[];
  /** May `u` lead an attack (1940 9.4.2A, Battles 6.1, Cambrai: an attack value)? */
  canLead(s: S, u: number): boolean;
  /** The unit moving stops before an attack is declared. */
  finishMover(s: S): void;
  /** The attack on `o.area` begins: the edition's combat record is set and the attack logged. */
  open(s: S, o: AttackOption, log: Log): void;
  /** The attackers are known: on to the lead unit. */
  toLead(s: S, log: Log): void;
  /** Wait for the attacker's choice of the units that join an optional attack. */
  select(s: S): void;
}

/** Wait at `step`, a step that holds nothing but its key (the `ask` of the declarations below). */
export function waitAt<S extends { step: object }>(step: S['step']): (s: S) => void {
  return (s) => {
    s.step = { ...step };
  };
}

/** May one of `units` lead an attack? */
function anyLeads<S>(r: { canLead(s: S, u: number): boolean }, s: S, units: readonly number[]): boolean {
  for (const u of units) if (r.canLead(s, u)) return true;
  return false;
}

/**
 * The attacks open now: each area entered this impulse that holds enemies, with the units waiting
 * there (in the order they entered), then the Contested Active Area in place; only those one of whose
 * units may lead.
 */
export function attackOptions<S, C extends Fight>(r: CombatRules<S, C>, s: S, loc: readonly number[]): readonly AttackOption[] {
  const as = r.assault(s);
  if (!as.waiting.length && !as.contestedStart) return NO_ATTACKS; // nothing entered an enemy area, no attack in place
  const enemy = otherSide(r.attacker(s));
  const attacked = as.attacked ?? NONE;
  const by: AttackOption[] = [];
  for (const u of as.waiting) {
    const area = loc[u];
    if (area <= 0) continue;
    let o: AttackOption | undefined;
    for (const x of by) if (x.area === area) o = x;
    if (o) o.units.push(u);
    else by.push({ area, units: [u], mandatory: false, inPlace: false });
  }
  const out: AttackOption[] = [];
  for (const o of by) {
    if (attacked.includes(o.area) || !r.hasUnits(s, o.area, enemy) || !anyLeads(r, s, o.units)) continue;
    o.mandatory = r.mandatory(s, o.area);
    out.push(o);
  }
  if (as.contestedStart && !attacked.includes(as.area) && r.hasUnits(s, as.area, enemy)) {
    const units = r.inPlaceUnits(s);
    if (anyLeads(r, s, units)) out.push({ area: as.area, units, mandatory: false, inPlace: true });
  }
  return out;
}

/** The attacker attacks `area`: a mandatory attack with every unit there, else the attacker picks who joins. */
export function declareAttack<S, C extends Fight>(r: CombatRules<S, C>, s: S, area: number, loc: readonly number[], log: Log): void {
  r.finishMover(s);
  const o = attackOptions(r, s, loc).find((x) => x.area === area)!;
  r.assault(s).attacked?.push(area);
  r.open(s, o, log);
  const c = r.combat(s);
  if (o.mandatory) {
    c.participants = o.units; // 1940 9.1, Cambrai: every unit that entered attacks
    return r.toLead(s, log);
  }
  c.candidates = o.units;
  r.select(s);
}

/**
 * Nothing left to do in the activation (no attack open, nor anything else `open` says, and no move in
 * the edition's listing, asked for its first one): it ends by itself (1940 8.1, Battles 5.0, Cambrai Impulses).
 */
export function endWhenIdle<S, A>(s: S, open: (s: S) => boolean, moves: (s: S, out: A[], any: boolean) => void, end: (s: S, log: Log) => void, log: Log): void {
  if (open(s)) return;
  const out: A[] = [];
  moves(s, out, true);
  if (!out.length) end(s, log);
}

/** How a game names units in its actions: the id of a unit, and the unit an id names. */
export interface UnitIds {
  id(u: number): string;
  unit(id: string): number;
}

type Push<A> = { push(a: A): void };

/**
 * The step in which the attacker picks the units that join an optional attack (1940 9.2, Battles
 * 5.2.1, Cambrai Combat): each candidate not yet in may join; once one of them may lead, resolve.
 */
export function joining<S, C extends Fight>(r: Pick<CombatRules<S, C>, 'combat' | 'canLead' | 'toLead'>, ids: UnitIds) {
  return {
    legal: (s: S, _role: unknown, out: Push<{ type: 'join'; unit: string } | { type: 'resolve' }>) => {
      const c = r.combat(s);
      for (const u of c.candidates) if (!c.participants.includes(u)) out.push({ type: 'join', unit: ids.id(u) });
      if (anyLeads(r, s, c.participants)) out.push({ type: 'resolve' });
    },
    perform: {
      join: (s: S, a: { unit: string }) => void r.combat(s).participants.push(ids.unit(a.unit)),
      resolve: (s: S, _a: unknown, log: Log) => r.toLead(s, log),
    },
  };
}

/** How an edition picks a lead unit (1940 9.4.2A / 9.4.3A, Battles 6.1, Cambrai the point and forward units). */
export interface LeadRules<S> {
  /** The units that may be the lead. */
  candidates(s: S): readonly number[];
  /** The lead is chosen: the edition logs it and goes on. */
  chosen(s: S, u: number, log: Log): void;
  /** Wait for its player's choice. */
  ask(s: S): void;
}

/** A lead is needed: the only candidate is chosen at once, else its player is asked. */
export function pickLead<S>(r: LeadRules<S>, s: S, log: Log): void {
  const units = r.candidates(s);
  if (units.length === 1) return r.chosen(s, units[0], log);
  r.ask(s);
}

/** The step in which a player picks a lead: each candidate as an action of type `type`. */
export function leadChoice<S, T extends string>(type: T, r: LeadRules<S>, ids: UnitIds) {
  const choose = (s: S, a: { unit: string }, log: Log) => r.chosen(s, ids.unit(a.unit), log);
  return {
    legal: (s: S, _role: unknown, out: Push<{ type: T; unit: string }>) => {
      for (const u of r.candidates(s)) out.push({ type, unit: ids.id(u) });
    },
    perform: { [type]: choose } as Record<T, typeof choose>,
  };
}

export type Outcome = 'repulse' | 'stalemate' | 'success';

/**
 * The result of the totals: AT < DT a Repulse, AT = DT a Stalemate, AT > DT a Success (1940 9.4.4,
 * Cambrai Combat); with `tieFails` an equal total fails too (Battles 6.4.1: "inférieur ou égal").
 */
export const outcome = (at: number, dt: number, tieFails: boolean): Outcome =>
  at < dt || (tieFails && at === dt) ? 'repulse' : at === dt ? 'stalemate' : 'success';

/** The units of a resolved attack have acted: done, no longer waiting (1940 9.4.4, Cambrai Combat). */
export function fought(as: Activation, participants: readonly number[]): void {
  for (const u of participants) if (!as.done.includes(u)) as.done.push(u);
  as.waiting = as.waiting.filter((u) => !participants.includes(u));
}

/** How an edition lets a side retreat voluntarily after a combat (1940 11.2.3, Battles 6.6.3, Cambrai Combat). */
export interface VoluntaryRules<S> {
  /** The units of `side` that may retreat. */
  units(s: S, side: Side): readonly number[];
  /** Where unit `u` may retreat to. */
  options(s: S, side: Side, u: number): readonly number[];
  /** The unit retreats (with what the edition's rule adds, e.g. Battles 6.6.3: it becomes Fatiguée). */
  retreat(s: S, side: Side, u: number, to: number, log: Log): void;
  /** Wait for the retreats of `side`. */
  ask(s: S, side: Side): void;
  /** The side is done retreating. */
  done(s: S, side: Side, log: Log): void;
}

/** May a unit of `side` retreat somewhere? */
function mayRetreat<S>(r: VoluntaryRules<S>, s: S, side: Side): boolean {
  for (const u of r.units(s, side)) if (r.options(s, side, u).length) return true;
  return false;
}

/** After a combat `side` may retreat voluntarily: its player is asked when one of its units can, else it is done at once. */
export function offerRetreats<S>(r: VoluntaryRules<S>, s: S, side: Side, log: Log): void {
  if (mayRetreat(r, s, side)) return r.ask(s, side);
  r.done(s, side, log);
}

type RetreatAction = { type: 'retreat'; unit: string; to: number } | { type: 'done' };

/** The voluntary retreats open to `side` (each unit, each destination), then done. */
export function voluntaryActions<S>(r: VoluntaryRules<S>, s: S, side: Side, id: (u: number) => string, out: Push<RetreatAction>): void {
  for (const u of r.units(s, side)) for (const to of r.options(s, side, u)) out.push({ type: 'retreat', unit: id(u), to });
  out.push({ type: 'done' });
}

/** A unit retreats voluntarily; when no other can, the side is done. */
export function voluntaryRetreat<S>(r: VoluntaryRules<S>, s: S, side: Side, u: number, to: number, log: Log): void {
  r.retreat(s, side, u, to, log);
  if (!mayRetreat(r, s, side)) r.done(s, side, log);
}

/** The step of a side's voluntary retreats (`side`: who retreats now): a retreat per unit and destination, or done. */
export function retreating<S>(r: VoluntaryRules<S>, side: (s: S) => Side, ids: UnitIds) {
  return {
    legal: (s: S, _role: unknown, out: Push<RetreatAction>) => voluntaryActions(r, s, side(s), ids.id, out),
    perform: {
      retreat: (s: S, a: { unit: string; to: number }, log: Log) => voluntaryRetreat(r, s, side(s), ids.unit(a.unit), a.to, log),
      done: (s: S, _a: unknown, log: Log) => r.done(s, side(s), log),
    },
  };
}
