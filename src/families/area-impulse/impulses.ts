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
