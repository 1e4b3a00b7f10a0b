// Area-impulse family: the start of a Counter-Attack turn (1940 6.1 the Momentum Phase, Battles 4.0-4.1).
// Groups held back come on by a die roll on one turn, or automatically once that turn is past (1940
// 15.1-15.3, 18.4; Battles 13.1, 13.2, 13.4); then the side that begins the Combat Phase is known: the
// Allies on Turns 1-2, the Germans from Turn 6, the dice on Turns 3-5, the Allies' modified by the
// star areas they hold (1940 6.1.1, Battles 4.1). Each edition declares its groups, their turns, rules
// and texts beside its rules.

import type { LogEntry, LogSink } from '../../kernel/game.ts';
import type { Side } from './board.ts';

/** What the start of a turn keeps: per group held back, the turn it came on (0: not yet); the rolls made this turn. */
export interface OpeningState<G extends string, P extends string> {
  turn: number;
  released: Record<G, number>;
  rollsDone?: P[];
}

/** Has the roll for `purpose` been made this turn? */
export const rolledThisTurn = <P extends string>(s: { rollsDone?: P[] }, purpose: P): boolean => !!s.rollsDone?.includes(purpose);

/** The roll for `purpose` is made (it is not asked again this turn). */
export function markRolled<P extends string>(s: { rollsDone?: P[] }, purpose: P): void {
  (s.rollsDone ??= []).push(purpose);
}

/** `group` comes on this turn; `entry` says so (with its rule). */
export function release<G extends string>(s: OpeningState<G, string>, group: G, log: LogSink | undefined, entry: () => LogEntry): void {
  s.released[group] = s.turn;
  log?.(entry());
}

/**
 * `group`, held back, rolls its die (`purpose`) on turn `rollTurn` and comes on automatically on any
 * later turn (`auto` says so). True when its die is due now: the edition asks for it.
 */
export function releaseDue<G extends string, P extends string>(
  s: OpeningState<G, P>,
  group: G,
  purpose: P,
  rollTurn: number,
  log: LogSink | undefined,
  auto: () => LogEntry,
): boolean {
  if (s.released[group]) return false;
  if (s.turn === rollTurn) return !rolledThisTurn(s, purpose);
  if (s.turn > rollTurn) release(s, group, log, auto);
  return false;
}

/** The release die of `group`: `total` at least `need` and it comes on (`entry(true)`), else not (`entry(false)`). Returns whether it came. */
export function releaseRoll<G extends string>(
  s: OpeningState<G, string>,
  group: G,
  total: number,
  need: number,
  log: LogSink | undefined,
  entry: (released: boolean) => LogEntry,
): boolean {
  const released = total >= need;
  if (released) s.released[group] = s.turn;
  log?.(entry(released));
  return released;
}

/** 1940 6.1.1 / Battles 4.1 the side that begins the Combat Phase without dice: the Allies on Turns 1-2, the Germans from Turn 6; null on Turns 3-5 (the dice tell). */
export function initiativeWithoutDice(turn: number): Side | null {
  if (turn >= 3 && turn <= 5) return null;
  return turn <= 2 ? 'allied' : 'german';
}

/** 1940 6.1.1 / Battles 4.1 the Allies' modifier: +1 per white-star area they control, `blackStar` off when they do not control the black star's. */
export function starModifier(control: readonly Side[], whiteStars: readonly number[], black: number, blackStar: number): number {
  let drm = 0;
  for (const a of whiteStars) if (control[a] === 'allied') drm++;
  return control[black] === 'allied' ? drm : drm - blackStar;
}
