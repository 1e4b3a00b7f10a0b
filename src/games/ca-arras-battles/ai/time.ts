// The players' time plan for the battles (src/ai-kit/time.ts; issue 17), read from a seat's observation.
import type { Role } from '../../../kernel/game.ts';
import type { TimePlan } from '../../../ai-kit/time.ts';
import type { BattlesObservation } from './resample.ts';

/**
 * The players' time budget by decision (issue 17: a whole computer impulse within 3 s). The decision
 * that opens an impulse (4.3: activate, bombard, refresh, pass) may take IMPULSE_SHARE of a player's
 * budget; each later decision of the impulse (each step of each move, 5.2; joins, support, losses,
 * retreats) STEP_SHARE. The decisions of one impulse form a group (TIME.group) with IMPULSE_BUDGETS
 * budgets in all: a player's `GroupClock` (src/ai-kit/time.ts) gives a decision at most a quarter of
 * what the group has left, so a step gets the iterations it needs while the impulse has time, and a
 * long impulse's later steps get less only when the clock runs short. (Before: a step got 0.12 ×
 * 0.9^k whatever the time the impulse had used, and search:200's later steps stopped short of 200
 * iterations even on a quiet machine; German 12/20 against the heuristic, lead, 24 Nov.)
 */
export const IMPULSE_SHARE = 0.8;
export const STEP_SHARE = 0.25;
/** The time of a whole impulse's decisions of one seat, in budgets of one decision (2.3 × 950 ms = 2.19 s; with 2.6, 1 of 63 hard impulses took 3.2 s at load 9-11). */
export const IMPULSE_BUDGETS = 2.3;
const FULL_BUDGET_STEPS = new Set(['impulse', 'setup', 'bid', 'advantage', 'reorganize']);
const IMPULSE_STEPS = new Set(['impulse', 'bombard-second', 'refresh-pick']);

/** The kind of decision for the time plan (see IMPULSE_SHARE); inside an impulse (an assault or a bombardment under way) an Advantage decision (9.1) is one of its steps. */
function decisionKind(o: BattlesObservation): 'impulse' | 'step' {
  return FULL_BUDGET_STEPS.has(o.step.k) && !o.assault && !o.combat ? 'impulse' : 'step';
}

/**
 * The impulse a decision belongs to (4.3), for either seat: the decisions of the Combat Phase from the
 * one that opens an impulse to its end (its moves, assaults, bombardments, refreshes, and the other
 * seat's support, losses and retreats). The key names the impulse (turn, impulse number, side with the
 * Initiative); the number restarts when the Initiative passes, so the opening decision also says so
 * (`opens`). The Advantage's offer to prolong the Combat Phase (9.2) stands alone.
 */
function impulseOf(o: BattlesObservation, role: Role): { key: string; opens: boolean } | null {
  if (o.phase !== 'combat' || !(o.assault || o.combat || IMPULSE_STEPS.has(o.step.k))) return null;
  // The side with the Initiative (4.1) is the state's `momentum`.
  return { key: `${o.turn}/${o.impulse}/${o.momentum}`, opens: o.step.k === 'impulse' && !o.assault && role === o.momentum };
}

/** The players' time plan (src/ai-kit/time.ts): the shares above, and an impulse's decisions sharing IMPULSE_BUDGETS. */
export const TIME: TimePlan<BattlesObservation> = {
  kind: decisionKind,
  shares: { impulse: IMPULSE_SHARE, step: STEP_SHARE },
  group: { budgets: IMPULSE_BUDGETS, of: impulseOf },
};
