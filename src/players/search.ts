// The search player (level "search"; the level expert in every game): Monte Carlo tree search over information sets
// with determinization (ISMCTS, Cowling, Powley & Whitehouse 2012), open loop.
//
// - Hidden information: each iteration starts from a fresh state the game's knowledge `resample`s
//   from the seat's observation (in ca-arras-1940: the other seat's sealed bid); the player never gets
//   the true state.
// - Dice are chance nodes resolved by sampling: the tree is keyed by the sequence of player actions
//   (open loop), and each iteration draws new dice, so a node's statistics average over the outcomes.
// - Selection: UCB1 over the children available in this iteration's model (ISMCTS availability
//   counts), on the values as they are or (`normalize`, the expert level) on the scale of each node's
//   spread; expansion: one untried action; evaluation: a rollout of up to `rolloutDepth` random
//   player actions (dice rolled), then the game's evaluation of the view (or the result when over).
// - Budget: `iterations` and/or `ms` per decision (whichever is reached first; no iteration is begun
//   that the longest one so far would carry past `ms`); root actions are the legal actions the player
//   was given. The time is the game's share of `ms` for the decision (its time plan, src/ai-kit/time.ts),
//   within what its group of decisions has left (`GroupClock`: the steps of an impulse).

import type { Knowledge, Observation } from '../ai-kit/knowledge.ts';
import { evaluateModel, rollChance, treeKey } from '../ai-kit/model.ts';
import { knowledgeOf } from '../ai-kit/registry.ts';
import { GroupClock } from '../ai-kit/time.ts';
import type { Action, GameDefinition, Role } from '../kernel/game.ts';
import { Rng } from '../kernel/rng.ts';
import { HeuristicPlayer } from './heuristic.ts';
import type { Player } from './player.ts';

export interface SearchOptions {
  /** Iterations per decision (default 400). */
  iterations?: number;
  /**
   * Milliseconds per decision (default 950: the limit is 1 s a decision, and 50 ms are left for
   * what the clock of a caller also counts - the view, the root's prune, a garbage collection); the
   * first limit reached stops.
   */
  ms?: number;
  /** Player actions in a rollout before the evaluation (default 0: evaluate the leaf directly). */
  rolloutDepth?: number;
  /** UCB1 exploration constant (default 0.7; values are win chances in [0, 1]). */
  c?: number;
  /** Tree depth limit in player decisions (default 12). */
  maxDepth?: number;
  /** Apply the game's `prune` inside the tree too, not only at the root (default true). */
  pruneTree?: boolean;
  /**
   * Read each node's mean values on the scale of that node's spread (min-max, as MuZero's normalized Q)
   * in UCB1 (default false): where a game's evaluation saturates near 0 or 1, the moves' values differ
   * by thousandths and an exploration constant on the [0, 1] scale spreads the visits evenly.
   */
  normalize?: boolean;
  /**
   * Back up each leaf's value on the logit scale, logit(v) with v clipped to [LOGIT_CLIP, 1 - LOGIT_CLIP]
   * (default false), and read the means and `c` on that scale: where a game's evaluation saturates, 0.002
   * against 0.02 differs there as much as 0.5 against 0.9. The root's reported values are read back as
   * chances (the sigmoid of the mean).
   */
  logit?: boolean;
}

/** The clip of a value before its logit (`logit` option): logits within about ±13.8. */
export const LOGIT_CLIP = 1e-6;

/** The value `v` (a chance in [0, 1]) on the logit scale, clipped (SearchOptions.logit). */
export function clippedLogit(v: number): number {
  const p = Math.min(1 - LOGIT_CLIP, Math.max(LOGIT_CLIP, v));
  return Math.log(p / (1 - p));
}

/**
 * The share of a decision's time budget a game's root prune may take (Knowledge.prune `deadline`); the
 * iterations get what is left. Under load an arras-postcard root prune (a one-ply value for each of up
 * to 200 moves) took the whole 950 ms and the search ran 0 iterations (issue 17).
 */
export const ROOT_PRUNE_SHARE = 0.4;

interface Edge {
  action: Action;
  key: string;
  visits: number;
  total: number;
  /** Iterations in which this action was available (ISMCTS). */
  avail: number;
  child: TreeNode | null;
}

interface TreeNode {
  role: Role;
  /** The seat that plays `role` at this node (after a side bid, 17.1, it may differ from the role). */
  seat: Role;
  edges: Map<string, Edge>;
}

export interface SearchStats {
  iterations: number;
  ms: number;
  /** Visits and mean value per root action. */
  root: { action: Action; visits: number; value: number }[];
}

export class SearchPlayer implements Player {
  readonly name = 'search';
  readonly observes = true;
  readonly opts: Required<SearchOptions>;
  /** Statistics of the last decision (for the bench and tests). */
  lastStats: SearchStats | null = null;
  private readonly fallback = new HeuristicPlayer();
  /** The time spent in the current group of decisions (the game's TimePlan.group: the steps of an impulse). */
  private readonly clock = new GroupClock();

  constructor(opts: SearchOptions = {}) {
    this.opts = {
      iterations: opts.iterations ?? 400,
      ms: opts.ms ?? 950,
      rolloutDepth: opts.rolloutDepth ?? 0,
      c: opts.c ?? 0.7,
      maxDepth: opts.maxDepth ?? 12,
      pruneTree: opts.pruneTree ?? true,
      normalize: opts.normalize ?? false,
      logit: opts.logit ?? false,
    };
  }

  choose(game: GameDefinition, observation: Observation | undefined, role: Role, legal: readonly Action[], rng: Rng): Action {
    if (legal.length === 0) throw new Error('search player: no legal action to choose from');
    this.lastStats = null;
    if (legal.length === 1) return legal[0];
    const k = knowledgeOf(game);
    if (!k || observation === undefined) return this.fallback.choose(game, observation, role, legal, rng);
    return this.searchRoot(game, k, observation, role, legal, rng, null);
  }

  /**
   * The analysis hook (`arras analyse`, src/sim/analyse.ts): search the decision as `choose` does, with
   * `include` always among the root's actions (added when the game's prune dropped it; alone when `only`),
   * even where `choose` would not search (one candidate). Returns the root's statistics (lastStats).
   * Throws for a game without knowledge (it has no estimate to give).
   */
  analyseRoot(
    game: GameDefinition,
    observation: Observation | undefined,
    role: Role,
    legal: readonly Action[],
    rng: Rng,
    include: Action,
    only = false,
  ): SearchStats {
    const k = knowledgeOf(game);
    if (!k || observation === undefined) throw new Error(`search player: ${game.id} has no knowledge to estimate from`);
    this.searchRoot(game, k, observation, role, legal, rng, { include, only });
    return this.lastStats!;
  }

  private searchRoot(
    game: GameDefinition,
    ai: Knowledge,
    observation: Observation,
    role: Role,
    legal: readonly Action[],
    rng: Rng,
    analyse: { include: Action; only: boolean } | null,
  ): Action {
    // The game's share of the time budget for this decision, within what its group of decisions has
    // left (GroupClock; the iteration budget is not shared: it decides only when the machine is fast,
    // and then the time is small anyway).
    const { iterations, ms: budgetMs } = this.opts;
    const ms = this.clock.cap(ai.time, observation, role, legal, budgetMs);
    const t0 = performance.now();
    // The search draws from its own generator, seeded from the player's: reproducible, and the number
    // of iterations (time budget) does not shift the caller's random sequence.
    const srng = new Rng(rng.next());
    const seatOf = (s: unknown, r: Role): Role => (game.seatOf ? game.seatOf(s, r) : r);
    const first = ai.resample(observation, role, srng, true);
    const root: TreeNode = { role, seat: seatOf(first, role), edges: new Map() };
    // The root's prune counts in the time budget: it is given ROOT_PRUNE_SHARE of it, the tree the rest.
    let candidates = analyse?.only ? [] : ai.prune ? ai.prune(first, role, legal, true, t0 + ms * ROOT_PRUNE_SHARE) : legal;
    if (analyse && !candidates.some((a) => treeKey(a) === treeKey(analyse.include))) candidates = [...candidates, analyse.include];
    if (candidates.length === 1 && !analyse) {
      this.clock.spend(performance.now() - t0);
      return candidates[0];
    }
    for (const a of candidates) root.edges.set(treeKey(a), { action: a, key: treeKey(a), visits: 0, total: 0, avail: 0, child: null });
    let n = 0;
    // The time budget is checked before each iteration, against the time so far plus the longest
    // iteration yet: a decision does not start an iteration it cannot finish within the budget.
    let longest = 0;
    while (n < iterations) {
      const t = performance.now();
      if (t - t0 + longest >= ms) break;
      const s = ai.resample(observation, role, srng, true);
      this.iterate(game, ai, root, s, srng);
      longest = Math.max(longest, performance.now() - t);
      n++;
    }
    let best: Edge | null = null;
    for (const e of root.edges.values()) {
      if (!best || e.visits > best.visits || (e.visits === best.visits && e.total / Math.max(1, e.visits) > best.total / Math.max(1, best.visits))) best = e;
    }
    const spent = performance.now() - t0;
    this.clock.spend(spent);
    this.lastStats = {
      iterations: n,
      ms: spent,
      root: [...root.edges.values()].map((e) => ({ action: e.action, visits: e.visits, value: e.visits ? this.chanceOf(e.total / e.visits) : 0 })),
    };
    return best!.action;
  }

  /** An edge's mean as a chance: as it is, or read back from the logit scale (the `logit` option). */
  private chanceOf(mean: number): number {
    return this.opts.logit ? 1 / (1 + Math.exp(-mean)) : mean;
  }

  /** One iteration from `node` on model state `s`; returns the value for `rootRole`. */
  private iterate(game: GameDefinition, ai: Knowledge, root: TreeNode, s: unknown, rng: Rng): number {
    let node: TreeNode = root;
    const path: { node: TreeNode; edge: Edge }[] = [];
    let depth = 0;
    let value: number | null = null;
    try {
      for (;;) {
        rollChance(game, s, rng);
        const acting = game.toAct(s);
        if (acting.length === 0) break;
        if (depth >= this.opts.maxDepth) break;
        // The game's horizon (Knowledge.horizon): below the root, a position it evaluates rather than searches.
        if (depth > 0 && ai.horizon?.(s, root.role)) break;
        const role = acting.includes(node.role) ? node.role : acting[0];
        // The node of this decision: the tree is keyed by action sequences; a different actor at the
        // same place (another die outcome) starts a fresh node for that role.
        if (node.role !== role) break;
        let legal: readonly Action[] | null = depth === 0 ? null : game.legalActions(s, role);
        // The game's pruning (stalling moves, attacks without concentration) inside the tree as at
        // the root: the iterations go to the lines a player would consider.
        if (legal && legal.length > 1 && ai.prune && this.opts.pruneTree) legal = ai.prune(s, role, legal, false);
        let available: Edge[];
        if (legal === null) {
          // The root: the true legal actions; check them against the model.
          const modelKeys = new Set(game.legalActions(s, role).map(treeKey));
          available = [...node.edges.values()].filter((e) => modelKeys.has(e.key));
          if (available.length === 0) break;
        } else {
          if (legal.length === 0) break;
          available = [];
          for (const a of legal) {
            const key = treeKey(a);
            let e = node.edges.get(key);
            if (!e) {
              e = { action: a, key, visits: 0, total: 0, avail: 0, child: null };
              node.edges.set(key, e);
            }
            available.push(e);
          }
        }
        for (const e of available) e.avail++;
        const untried = available.filter((e) => e.visits === 0);
        let edge: Edge;
        let expanded = false;
        if (untried.length) {
          edge = untried[rng.int(untried.length)];
          expanded = true;
        } else {
          edge = available[0];
          let bestU = -Infinity;
          let lo = 0;
          let scale = 1;
          if (this.opts.normalize) {
            lo = Infinity;
            let hi = -Infinity;
            for (const e of available) {
              const q = e.total / e.visits;
              if (q < lo) lo = q;
              if (q > hi) hi = q;
            }
            scale = hi > lo ? 1 / (hi - lo) : 1;
          }
          for (const e of available) {
            const u = (e.total / e.visits - lo) * scale + this.opts.c * Math.sqrt(Math.log(Math.max(1, e.avail)) / e.visits);
            if (u > bestU) {
              bestU = u;
              edge = e;
            }
          }
        }
        game.perform(s, role, edge.action);
        path.push({ node, edge });
        depth++;
        if (expanded) break;
        rollChance(game, s, rng);
        const next = game.toAct(s);
        if (next.length === 0) break;
        if (!edge.child) edge.child = { role: next[0], seat: game.seatOf ? game.seatOf(s, next[0]) : next[0], edges: new Map() };
        node = edge.child;
      }
      value = this.rollout(game, ai, s, root.seat, rng);
    } catch {
      // The model is approximate; a failure inside it scores the line as even.
      value = 0.5;
    }
    // On the logit scale the other seat's value 1 - v is -logit(v).
    if (this.opts.logit) {
      const x = clippedLogit(value);
      for (const { node: n, edge } of path) {
        edge.visits++;
        edge.total += n.seat === root.seat ? x : -x;
      }
    } else {
      for (const { node: n, edge } of path) {
        edge.visits++;
        edge.total += n.seat === root.seat ? value : 1 - value;
      }
    }
    return value;
  }

  /** Play on at random for a few actions, then the value for the role that `seat` plays. */
  private rollout(game: GameDefinition, ai: Knowledge, s: unknown, seat: Role, rng: Rng): number {
    for (let i = 0; i < this.opts.rolloutDepth; i++) {
      rollChance(game, s, rng);
      const acting = game.toAct(s);
      if (acting.length === 0) break;
      const legal = game.legalActions(s, acting[0]);
      if (legal.length === 0) break;
      game.perform(s, acting[0], legal[rng.int(legal.length)]);
    }
    rollChance(game, s, rng);
    const role = game.seatOf ? (game.roles.find((r) => game.seatOf!(s, r) === seat) ?? seat) : seat;
    return evaluateModel(game, ai, s, role);
  }
}
