// Time budgeting as per-game configuration (issue 31, item 5; issue 17: a computer impulse within 3 s).
// A game's time plan says what kind of decision an observation is (`kind`), the share of a player's
// per-decision time budget each kind gets (`shares`, data), and which decisions in a row share one
// clock (`group`: the steps of an impulse, with the group's time in budgets of one decision). Every
// time-budgeted player (search, uct) applies the same plan, so players given the same budget spend the
// same time on each decision. The iteration budget is never shared out.
import type { Action, Role } from '../kernel/game.ts';

export interface TimePlan<O = any> {
  /** The kind of decision: a key of `shares` (a kind not listed there gets the whole budget). */
  kind(observation: O, role: Role, legal: readonly Action[]): string;
  /** The share, in (0, 1], of the per-decision budget for each kind of decision. */
  shares: Readonly<Record<string, number>>;
  /** Decisions that share one clock: the group's time in budgets of one decision, and the group of a decision. */
  group?: {
    budgets: number;
    /** The group (`key`, the same for each of its decisions; `opens`: the decision that begins it), or null when it stands alone. */
    of(observation: O, role: Role): { key: string; opens: boolean } | null;
  };
}

/** The smallest share of its time budget a player spends on a decision (`timeShare`). */
export const MIN_TIME_SHARE = 0.01;

/** The share of its time budget a player spends on this decision, within [MIN_TIME_SHARE, 1]; 1 without a plan. */
export function timeShare(plan: TimePlan | undefined, observation: unknown, role: Role, legal: readonly Action[]): number {
  const share = plan ? (plan.shares[plan.kind(observation, role, legal)] ?? 1) : 1;
  return Math.min(1, Math.max(MIN_TIME_SHARE, share));
}

/** The largest part of what its group has left that one decision of the group may spend (`GroupClock`). */
export const GROUP_FRACTION = 0.25;

/**
 * A player's clock for groups of decisions (TimePlan.group): the time it spent in the current group.
 * Each player instance has its own (a player plays one seat of one game at a time).
 */
export class GroupClock {
  private key: string | null = null;
  private spent = 0;

  /**
   * The time cap of this decision for a player whose budget is `ms` a decision: `ms` × timeShare; within a
   * group at most what the group has left, and after its opening decision at most GROUP_FRACTION of it;
   * never below MIN_TIME_SHARE of `ms`.
   */
  cap(plan: TimePlan | undefined, observation: unknown, role: Role, legal: readonly Action[], ms: number): number {
    const own = ms * timeShare(plan, observation, role, legal);
    const g = plan?.group?.of(observation, role) ?? null;
    if (!g || !plan?.group) {
      this.key = null;
      return own;
    }
    if (g.opens || g.key !== this.key) {
      this.key = g.key;
      this.spent = 0;
    }
    const left = Math.max(0, plan.group.budgets * ms - this.spent);
    // The decision that opens the group (an impulse's activation) keeps its own share.
    return Math.max(ms * MIN_TIME_SHARE, Math.min(own, g.opens ? left : left * GROUP_FRACTION));
  }

  /** Count `ms` spent on a decision of the current group (nothing outside a group). */
  spend(ms: number): void {
    if (this.key !== null) this.spent += ms;
  }
}
