// Area-impulse family: the alternation of Impulses in a Combat Phase (1940 6.2.2/6.2.5, Battles 4.3).
// A player keeps the initiative until it passes, has no Fresh units, or a game-specific event;
// the phase ends when both pass in consecutive Impulses or neither has Fresh units.

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
  /** Per unit that moved: the areas it went through, from where it started (shown on the map). */
  paths?: Record<number, number[]>;
}

/** 1940 8.1 / Battles 5.1: may unit `u` of the Active Area start moving (one unit at a time, each once)? */
export const mayStartMoving = (a: Activation, loc: readonly number[], u: number): boolean =>
  a.eligible.includes(u) && !a.done.includes(u) && !a.waiting.includes(u) && a.mover !== u && loc[u] === a.area;

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
  ((a.paths ??= {})[u] ??= [from]).push(to);
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
