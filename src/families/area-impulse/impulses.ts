// Area-impulse family: the alternation of Impulses in a Combat Phase (1940 6.2.2/6.2.5, Battles 4.3).
// A player keeps the initiative until it passes, has no Fresh units, or a game-specific event;
// the phase ends when both pass in consecutive Impulses or neither has Fresh units. Each edition
// declares the rest (its dice, its texts, what an impulse's end settles) in an `ImpulseLoop` beside
// its rules. (Cambrai's Daylight alternates at every impulse on its impulse track: its own loop.)

import type { Side } from './board.ts';
import { otherSide } from './board.ts';

export interface ImpulseState {
  /** The side with the initiative (Momentum / Initiative). */
  momentum: Side;
  impulse: number;
  lastImpulsePass: boolean;
}

/** A Pass: returns true when it ends the Combat Phase (the second consecutive pass). */
export function passImpulse(s: ImpulseState): boolean {
  if (s.lastImpulsePass) return true;
  s.lastImpulsePass = true;
  s.momentum = otherSide(s.momentum);
  s.impulse = 1;
  return false;
}

/** The initiative passes to the other side, Impulse 1. */
export function switchInitiative(s: ImpulseState): void {
  s.momentum = otherSide(s.momentum);
  s.impulse = 1;
}

/** Who may take the next Impulse: 'end' when neither side has Fresh units, 'switch' when only the other side has. */
export function freshCheck(s: ImpulseState, hasFresh: (side: Side) => boolean): 'go' | 'switch' | 'end' {
  if (hasFresh(s.momentum)) return 'go';
  return hasFresh(otherSide(s.momentum)) ? 'switch' : 'end';
}

/** The state an impulse loop runs: the initiative, and the impulse's activation and combat (null between impulses). */
export interface LoopState extends ImpulseState {
  assault: object | null;
  combat: object | null;
}

/** What an edition declares about the impulses of its Combat Phase (1940 6.2, Battles 4.3); `L` is its log. */
export interface ImpulseLoop<S extends LoopState, L> {
  /** May `side` still take an impulse: has it Fresh units it may activate? */
  hasFresh: (s: S, side: Side) => boolean;
  /** The impulse's first decision, for the side with the initiative. */
  open: (s: S, log: L) => void;
  /** The side with the initiative has no Fresh unit (said before the initiative passes). */
  noFresh: (s: S, log: L) => void;
  /** The initiative has passed to the other side, Impulse 1 (said, where the edition says it). */
  handedOver?: (s: S, log: L) => void;
  /** The side with the initiative passes (said, with what a pass settles). */
  passes: (s: S, log: L) => void;
  /** What the end of an impulse settles, before its activation and combat are put away. */
  close: (s: S, log: L) => void;
  /** An impulse that failed hands over the initiative (said). */
  failed?: (s: S, log: L) => void;
  /** The Combat Phase ends: neither side has Fresh units, or both passed in a row (said, then the next phase). */
  end: (s: S, why: 'no-fresh' | 'passes', log: L) => void;
}

/** The Combat Phase opens with Impulse 1 of `side`, the side with the initiative (1940 6.1.1, Battles 4.1). */
export function openCombatPhase<S extends LoopState, L>(loop: ImpulseLoop<S, L>, s: S, side: Side, log: L): void {
  s.momentum = side;
  s.impulse = 1;
  s.lastImpulsePass = false;
  startImpulse(loop, s, log);
}

/** An impulse starts: the side with the initiative acts if it can, else the other side, else the phase ends. */
export function startImpulse<S extends LoopState, L>(loop: ImpulseLoop<S, L>, s: S, log: L): void {
  s.assault = null;
  s.combat = null;
  const fresh = freshCheck(s, (side) => loop.hasFresh(s, side));
  if (fresh === 'end') return loop.end(s, 'no-fresh', log);
  if (fresh === 'switch') {
    loop.noFresh(s, log);
    return handOver(loop, s, log);
  }
  loop.open(s, log);
}

/** The initiative passes to the other side, whose Impulse 1 starts. */
export function handOver<S extends LoopState, L>(loop: ImpulseLoop<S, L>, s: S, log: L): void {
  switchInitiative(s);
  loop.handedOver?.(s, log);
  startImpulse(loop, s, log);
}

/** A Pass Impulse: the initiative passes; the second pass in a row ends the Combat Phase. */
export function pass<S extends LoopState, L>(loop: ImpulseLoop<S, L>, s: S, log: L): void {
  loop.passes(s, log);
  if (passImpulse(s)) return loop.end(s, 'passes', log);
  startImpulse(loop, s, log);
}

/** The end of an Assault or Bombardment Impulse: the next Impulse, or (`failed`) the other side's first. */
export function endImpulse<S extends LoopState, L>(loop: ImpulseLoop<S, L>, s: S, failed: boolean, log: L): void {
  loop.close(s, log);
  s.assault = null;
  s.combat = null;
  s.lastImpulsePass = false;
  if (failed) {
    loop.failed?.(s, log);
    return handOver(loop, s, log);
  }
  s.impulse += 1;
  startImpulse(loop, s, log);
}

/** What the impulse of an activated area tracks in every area-impulse game (each game extends it). */
export interface Activation {
  /** The Active Area. */
  area: number;
  /** Units that may act: Fresh in the Active Area when it was activated. */
  eligible: number[];
  /** Units that have finished acting this impulse. */
  done: number[];
  /** The unit moving now (-1: none) and its movement points left. */
  mover: number;
  mfLeft: number;
  /** Per unit that moved: the area it entered its present area from. */
  enteredFrom: Record<number, number>;
  /** Units that entered an enemy-occupied area and wait for their attack. */
  waiting: number[];
  /**
   * Per unit that moved: the areas it went through, its start first (public: every move is seen, shown
   * on the map; the computer players use it not to move a unit back where it was, issue 14). Optional:
   * absent in states saved before it was kept.
   */
  paths?: Record<number, number[]>;
}

/** 1940 8.1 / Battles 5.1: may unit `u` of the Active Area start moving (one unit at a time, each once)? */
export const mayStartMoving = (a: Activation, loc: readonly number[], u: number): boolean =>
  loc[u] === a.area && a.mover !== u && !a.done.includes(u) && !a.waiting.includes(u) && a.eligible.includes(u); // the cheapest questions first

/**
 * The unit moving now stops; unless it waits for its attack it has finished (`finished(s, u)`, the
 * edition's bookkeeping: a module-level function, so that no closure is made per step).
 */
export function finishMover<S>(a: Activation, s: S, finished: (s: S, u: number) => void): void {
  if (a.mover >= 0 && !a.waiting.includes(a.mover)) finished(s, a.mover);
  a.mover = -1;
}

/**
 * Unit `u` has stepped from `from` to `to` for `cost` MF: its entry and path are recorded. Then a unit
 * that entered an enemy-occupied area waits for its attack (1940 8.2, 9.1; Battles 5.2.1), and one
 * that must stop or has no MF left has finished; either way no unit is moving.
 */
export function stepTaken(a: Activation, u: number, from: number, to: number, cost: number): void {
  a.enteredFrom[u] = from;
  const paths = (a.paths ??= {});
  const path = paths[u];
  if (path) path.push(to);
  else paths[u] = [from, to]; // one array of the right size (an empty one grows on its first push)
  a.mfLeft -= cost;
}

/** After a step (see `stepTaken`): 'waiting' for an attack, 'finished', or still 'moving'. */
export function afterStep<S>(
  a: Activation,
  u: number,
  enemyThere: boolean,
  mustStop: boolean,
  s: S,
  finished: (s: S, u: number) => void,
): 'waiting' | 'finished' | 'moving' {
  if (enemyThere) {
    a.waiting.push(u);
    a.mover = -1;
    return 'waiting';
  }
  if (mustStop || a.mfLeft <= 0) {
    finished(s, u);
    a.mover = -1;
    return 'finished';
  }
  return 'moving';
}

/**
 * The units of the side with the initiative by area, for a listing of its impulse choices (Battles 4.3,
 * Cambrai's Impulses): the listing empties it (`clear`), adds each unit that may act to its area's slot
 * (`add`), then reads the units of slot `a` as `units[a * stride + i]` for i below `count[a]`, in the
 * order added. Reused by every listing (typed arrays: nothing allocated). (1940 6.2.2 asks only whether
 * an area has one unit that may act: its listing marks the areas as it finds them, faster there.)
 */
export class UnitsByArea {
  readonly stride: number;
  readonly count: Int32Array;
  readonly units: Int32Array;

  constructor(units: number, slots: number) {
    this.stride = units;
    this.count = new Int32Array(slots);
    this.units = new Int32Array(slots * units);
  }

  clear(): void {
    this.count.fill(0);
  }

  add(slot: number, u: number): void {
    this.units[slot * this.stride + this.count[slot]++] = u;
  }
}
