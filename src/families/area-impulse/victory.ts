// Area-impulse family: the end of the area games' turns. The commander decides whether the offensive
// goes on (1940 18.2 and Battles 13.5 Gort, Cambrai "Haig Decides"): a die plus the game's modifier,
// 7 or more and it goes on; below, the holder of the Advantage may change his mind, else the game
// ends. Each game declares its modifier, its texts and what follows (its CommanderDecides). Then the
// next turn, or the end of the game.

import type { LogEntry, LogSink } from '../../kernel/game.ts';
import type { Board, BoardState } from './board.ts';

/** The total (die + modifier) at which the offensive goes on. */
export const OFFENSIVE_GOES_ON = 7;

/** How a game runs its commander's decision. */
export interface CommanderDecides<S> {
  /** The modifier of the die now. */
  modifier(s: S): number;
  /** The decision is known (`goesOn`): the game notes and tells it. */
  decided(s: S, dr: number, mod: number, total: number, goesOn: boolean, log: LogSink | undefined): void;
  /** The offensive goes on: the next turn. */
  goOn(s: S, log: LogSink | undefined): void;
  /** The offensive stops: the Advantage is offered to change the commander's mind (false: nobody may). */
  offerChange(s: S): boolean;
  /** The offensive stops for good: the game ends. */
  end(s: S, log: LogSink | undefined): void;
}

/** The commander's die `dr` is rolled: the offensive goes on, the Advantage is offered, or the game ends. */
export function commanderDecides<S>(r: CommanderDecides<S>, s: S, dr: number, log: LogSink | undefined): void {
  const mod = r.modifier(s);
  const total = dr + mod;
  const goesOn = total >= OFFENSIVE_GOES_ON;
  r.decided(s, dr, mod, total, goesOn, log);
  if (goesOn) return r.goOn(s, log);
  if (r.offerChange(s)) return;
  r.end(s, log);
}

/** 1940 6.4 / Battles 4.5 the turn is over: every unit is Fresh again, and the next turn starts. */
export function nextTurn<S extends BoardState & { turn: number }>(
  board: Board<S>,
  s: S,
  log: LogSink | undefined,
  start: (s: S, log: LogSink | undefined) => void,
): void {
  for (let u = 0; u < s.loc.length; u++) board.setSpent(s, u, 0);
  s.turn += 1;
  start(s, log);
}

/** What the end of a game writes. */
export interface EndingState<R> {
  phase: string;
  step: { k: string };
  result: R | null;
}

/** The game is over (1940 16.1, 16.3, 18.2; Battles 11.1, 11.3; Cambrai's End Phase): its result, nobody acts any more; `entry` says who won. */
export function gameOver<R>(s: EndingState<R>, result: R, log: LogSink | undefined, entry: () => LogEntry): void {
  s.phase = 'over';
  s.step = { k: 'over' };
  s.result = result;
  log?.(entry());
}
