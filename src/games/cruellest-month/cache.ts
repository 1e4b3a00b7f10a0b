// What the game keeps between calls, keyed by the state it was derived from (a WeakMap: it goes with its state): the
// game's only memory outside the state. Nothing kept here changes what an action does; it spares listing again what
// was just listed.
//
// 8.1.5: declaring a mission (the target first, then the units) and cancelling it before launch returns the state to
// the position it was declared from; the air-step listing of that position is kept with the mission and given again
// after `cancel` instead of being listed anew (random play declares and cancels about 190 missions a game).
import type { Action } from '../../kernel/game.ts';
import type { Mission, Side, State } from './state.ts';

export interface Kept {
  /** The air-step listing last given for this position, and to whom; any action forgets it. */
  listed: { side: Side; list: Action[] } | null;
  /** The listing to give again just after a `cancel`; any action forgets it. */
  restored: { side: Side; list: Action[] } | null;
  /** The mission declared last and the listing of the position it was declared from. */
  declared: { m: Mission; list: Action[] } | null;
}

const KEPT = new WeakMap<State, Kept>();

/** What is kept for `s` (created empty the first time). */
export function kept(s: State): Kept {
  let k = KEPT.get(s);
  if (!k) KEPT.set(s, (k = { listed: null, restored: null, declared: null }));
  return k;
}

/** At every action: the air-step listing the action was chosen from, if one was kept for `side`; both listings are
 * forgotten. */
export function takeListing(s: State): Kept['listed'] {
  const k = KEPT.get(s);
  if (!k) return null;
  const listed = k.listed;
  k.listed = null;
  k.restored = null;
  return listed;
}
