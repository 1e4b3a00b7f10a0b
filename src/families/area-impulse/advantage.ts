// Area-impulse family: the Advantage (Battles chapter 9, Cambrai's Advantage Marker). When a use of it
// comes up, its holder is asked (a step { k: 'advantage', who, use }) and spends it or keeps it; each
// use says what spending it does and what follows when it is kept (the game's table of uses). Spent,
// it passes at once to the other player (Battles 9.0, Cambrai). The 1940 edition's Advantage belongs
// to neither player until the end of the phase or impulse (13.3): that edition keeps its own.

import { type Board, type BoardState, type Side, otherSide } from './board.ts';
import type { LogSink } from '../../kernel/game.ts';

/** The step that asks the holder whether to spend the Advantage for `use`. */
export interface AdvantageOffer<U extends string> {
  k: 'advantage';
  who: Side;
  use: U;
}

/** One use of the Advantage: what spending it does (for `who`), and what follows when it is kept. */
export interface AdvantageUse<S> {
  spend(s: S, log: LogSink | undefined, who: Side): void;
  keep(s: S, log: LogSink | undefined): void;
}

/** The holder answers an offer: spend the Advantage (`spend`) or keep it. */
export function decideAdvantage<S, U extends string>(
  uses: Record<U, AdvantageUse<S>>,
  s: S,
  offer: AdvantageOffer<U>,
  spend: boolean,
  log: LogSink | undefined,
): void {
  if (spend) uses[offer.use].spend(s, log, offer.who);
  else uses[offer.use].keep(s, log);
}

/** The holder spends the Advantage: it passes to the other player (Battles 9.0, Cambrai). Returns who spent it. */
export function passAdvantage(s: { advantage: Side }): Side {
  const by = s.advantage;
  s.advantage = otherSide(by);
  return by;
}

/** 1940 13.1B / Battles 9.2: the Advantage starts the Combat Phase again: every Spent unit on the map is Fresh. */
export function allFreshAgain<S extends BoardState>(board: Board<S>, s: S): void {
  for (let u = 0; u < s.loc.length; u++) if (s.loc[u] > 0) board.setSpent(s, u, 0);
}
