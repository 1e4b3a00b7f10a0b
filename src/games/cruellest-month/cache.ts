// What the game keeps between calls, keyed by the state it was derived from (a WeakMap: it goes with its state): the
// game's only memory outside the state. Nothing kept here changes what an action does; it spares listing again what
// was just listed.
//
// 8.1.5: declaring a mission (the target first, then the units) and cancelling it before launch returns the state to
// the position it was declared from; the air-step listing of that position is kept with the mission and given again
// after `cancel` instead of being listed anew (random play declares and cancels about 190 missions a game).
import type { CmAction } from './actions.ts';
import type { Mission, Side, State } from './state.ts';

export interface Kept {
  /** The air-step listing last given for this position, and to whom; any action forgets it. */
  listed: { side: Side; list: CmAction[] } | null;
  /** The listing to give again just after a `cancel`; any action forgets it. */
  restored: { side: Side; list: CmAction[] } | null;
  /** The mission declared last and the listing of the position it was declared from. */
  declared: { m: Mission; list: CmAction[] } | null;
  /** The air-step listing the action being performed was chosen from, if one was kept (`forgetListings`). */
  chosen: { side: Side; list: CmAction[] } | null;
}

const KEPT = new WeakMap<State, Kept>();

/** What is kept for `s` (created empty the first time). */
export function kept(s: State): Kept {
  let k = KEPT.get(s);
  if (!k) KEPT.set(s, (k = { listed: null, restored: null, declared: null, chosen: null }));
  return k;
}

/** Before every action (the step table's `beforeEach`): the air-step listing last given becomes the one the action was
 * chosen from; both listings are forgotten. */
export function forgetListings(s: State): void {
  const k = KEPT.get(s);
  if (!k) return;
  k.chosen = k.listed;
  k.listed = null;
  k.restored = null;
}

/** The air-step listing the action being performed was chosen from, if one was kept. */
export function chosenFrom(s: State): Kept['chosen'] {
  return KEPT.get(s)?.chosen ?? null;
}
