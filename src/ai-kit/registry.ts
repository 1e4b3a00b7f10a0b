// Per-game knowledge for the computer players, registered by game id. A game's `ai.ts` (for example
// src/games/ca-arras-1940/ai.ts) is registered with its game in src/games/index.ts
// (`registerGame(game, ai)`): src/ai never imports a game. It provides an evaluation of a position
// FROM A VIEW (what a seat may see) and a determinizer that builds a full state consistent with a
// view, sampling what the view hides. The heuristic and search players never receive the true state: they look ahead only on
// states built by `determinize`. A game without an entry gets the generic fallback below (the
// heuristic and search players then play like the random player, since they cannot look ahead).
import type { Action, GameDefinition, Role } from '../kernel/game.ts';
import type { Rng } from '../kernel/rng.ts';

export interface GameAI<S = any, V = any> {
  gameId: string;
  /**
   * The value of the position for `role`, in [0, 1] (an estimate of its probability of winning),
   * computed from `view` (game.view of any role: the evaluation uses only public fields).
   */
  evaluate(view: V, role: Role): number;
  /**
   * A complete state consistent with what `role` sees: `view` is game.view(state, role) and `legal`
   * the role's legal actions (what a person in that seat sees on the prompt). Values the view hides
   * (the other side's sealed bid) are sampled from `rng`. May be approximate for bookkeeping the view
   * does not carry; callers treat the result as a model, never as the truth. `search` is true when
   * the model is for the search player (SearchPlayer), whose evaluation a game may let read further
   * ahead than the one-ply heuristic's (arras-postcard: the Allied search reads the German attack of
   * the coming turn, issue 17); games without such a reading ignore it.
   */
  determinize?(view: V, role: Role, legal: readonly Action[], rng: Rng, search?: boolean): S;
  /**
   * Numbers describing a position for balance reports (e.g. `vp`, `turn`), from the observer's view.
   * `turn` (when present) groups the "VP by turn" series of `arras simulate`.
   */
  metrics?(view: V): Record<string, number>;
  /**
   * Optional: the actions worth considering among `legal` (never empty when `legal` is not), on the
   * player's model `state`. Used to drop stalling moves that the rules allow but that could make a
   * game between computer players last forever. `root` is true for the player's own decision (the
   * model fresh from `determinize`), false inside a search tree. `deadline` (a `performance.now()`
   * time, given by a time-budgeted search at its root) is when the prune should be done, so that the
   * search's clock leaves the tree its share: a game whose root prune is costly may then judge fewer
   * actions; without it the prune is whole.
   */
  prune?(state: S, role: Role, legal: readonly Action[], root?: boolean, deadline?: number): readonly Action[];
  /**
   * Optional: the evaluation of a model state, without building the whole view (the search evaluates
   * a leaf at every iteration). On a true game state it equals `evaluate(game.view(state, role), role)`;
   * on a model state made by `determinize` a game may also read what its model carries about the search
   * (arras-postcard sharpens German values about the decision's root value, issue 17), so the search's
   * leaves and a plain evaluation of the same position may differ there.
   */
  evaluateState?(state: S, role: Role): number;
  /**
   * Optional: the share, in (0, 1], of a time-budgeted player's budget to spend on this decision
   * (the iteration budget stays whole). A game whose turn is made of many small decisions (a move step by step) gives them
   * a smaller share, so that a whole turn keeps within what a player waits (issue 17: a computer
   * impulse within 3 s). The share is a property of the decision: every player with a time budget
   * (search, uct) applies it through `timeShare`, so that players given the same budget spend the
   * same time on each decision.
   */
  budgetShare?(view: V, role: Role, legal: readonly Action[]): number;
  /**
   * Optional: the group of decisions this one belongs to, when several decisions in a row share one
   * time budget (the steps of an impulse, issue 17: a whole computer impulse within 3 s). `key` names
   * the group (the same for each of its decisions), `opens` is true for the decision that begins it,
   * and `budgets` is the group's time in budgets of one decision. A time-budgeted player keeps the time
   * it spent in the group (`GroupClock`) and gives each decision its `budgetShare` of the time, but
   * (after the opening decision) at most GROUP_FRACTION of what the group has left: each decision gets
   * its iterations while the group has time, and the group's decisions together stay within `budgets` (plus MIN_TIME_SHARE each).
   * Without it (or null) a decision stands alone.
   */
  budgetGroup?(view: V, role: Role): { key: string; opens: boolean; budgets: number } | null;
  /**
   * Optional: true when the search should stop descending at this model position and take the game's
   * evaluation of it as the value of the line (a horizon inside the tree, besides `maxDepth`). `rootRole`
   * is the role the search decides for. A game whose evaluation already reads an opponent's coming turn
   * better than the tree's near-random replies to it can stop there (arras-postcard: the Allied search
   * stops at the start of the German movement phase, issue 17). Without it (or false) the search goes on.
   */
  horizon?(state: S, rootRole: Role): boolean;
  /**
   * Optional prior of an action for the player to act (bigger is more promising), used to order
   * expansions and bias rollouts. Computed on the search's own (determinized) state.
   */
  actionPrior?(state: S, role: Role, action: Action): number;
}

const registry = new Map<string, GameAI>();

export function registerGameAI(ai: GameAI): void {
  registry.set(ai.gameId, ai);
}

/** The generic fallback: no evaluation (0.5 until the game's result is known), no look-ahead. */
export const genericAI: GameAI = {
  gameId: '*',
  evaluate(view: any, role: Role) {
    const r = view?.result;
    if (r && typeof r === 'object' && 'winner' in r) return r.winner === role ? 1 : r.winner === null ? 0.5 : 0;
    return 0.5;
  },
};

/** The smallest share of its time budget a player spends on a decision (`timeShare`). */
export const MIN_TIME_SHARE = 0.01;

/**
 * The share of its time budget a player spends on this decision: the game's `budgetShare`, kept within
 * [MIN_TIME_SHARE, 1]; 1 for a game without one.
 */
export function timeShare(ai: GameAI, view: unknown, role: Role, legal: readonly Action[]): number {
  return Math.min(1, Math.max(MIN_TIME_SHARE, ai.budgetShare?.(view, role, legal) ?? 1));
}

/** The largest part of what its group has left that one decision of the group may spend (`GroupClock`). */
export const GROUP_FRACTION = 0.25;

/**
 * A player's clock for groups of decisions (GameAI.budgetGroup): the time it spent in the current group.
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
  cap(ai: GameAI, view: unknown, role: Role, legal: readonly Action[], ms: number): number {
    const own = ms * timeShare(ai, view, role, legal);
    const g = ai.budgetGroup?.(view, role) ?? null;
    if (!g) {
      this.key = null;
      return own;
    }
    if (g.opens || g.key !== this.key) {
      this.key = g.key;
      this.spent = 0;
    }
    const left = Math.max(0, g.budgets * ms - this.spent);
    // The decision that opens the group (an impulse's activation) keeps its own share.
    return Math.max(ms * MIN_TIME_SHARE, Math.min(own, g.opens ? left : left * GROUP_FRACTION));
  }

  /** Count `ms` spent on a decision of the current group (nothing outside a group). */
  spend(ms: number): void {
    if (this.key !== null) this.spent += ms;
  }
}

export function gameAI(game: GameDefinition | string): GameAI {
  const id = typeof game === 'string' ? game : game.id;
  return registry.get(id) ?? genericAI;
}

export function hasGameAI(game: GameDefinition | string): boolean {
  return registry.has(typeof game === 'string' ? game : game.id);
}
