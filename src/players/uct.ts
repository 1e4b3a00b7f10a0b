// The plain UCT player (name "uct"): the field's usual reference, as boardgame.io's MCTSBot or Ludii's
// UCT. UCB1 tree search with uniformly random playouts to the end of the game and no game knowledge:
// no evaluation, no pruning, no priors. It measures what the search player's knowledge is worth
// (issue 17: search against uct at the same time per decision).
//
// - Hidden information: each iteration starts from a state the game's knowledge `resample`s from the
//   seat's observation (the one piece of the game's knowledge it uses besides its time plan; a game
//   without knowledge is played at random), as the search player does.
// - Dice are chance nodes resolved by sampling: the tree is keyed by the sequence of player actions
//   (open loop), and each iteration draws new dice.
// - Selection: UCB1 (c = sqrt 2, values are results in [0, 1]) over the children available in this
//   iteration's model; expansion: one untried action; then a playout of uniformly random actions to
//   the end of the game (a playout cut at `playoutCap` actions counts as a draw), scored by the
//   game's result for the seat.
// - Budget: `iterations` and/or `ms` per decision, the first reached stops (as the search player:
//   `uct:200`, `uct:250ms`). The time budget is shared out by the game's time plan as the search
//   player's is (src/ai-kit/time.ts: the share belongs to the decision, not to a player; within a group
//   of decisions, the same `GroupClock`), so that the two given the same budget spend the same time on
//   each decision.
import type { Action, GameDefinition, Role } from '../kernel/game.ts';
import { Rng } from '../kernel/rng.ts';
import type { Player } from './player.ts';
import { randomPlayer } from './random.ts';
import { rollChance, treeKey } from '../ai-kit/model.ts';
import type { Observation } from '../ai-kit/knowledge.ts';
import { knowledgeOf } from '../ai-kit/registry.ts';
import { GroupClock } from '../ai-kit/time.ts';

export interface UctOptions {
  /** Iterations per decision (default: no limit, the time budget decides). */
  iterations?: number;
  /** Milliseconds per decision (default 950, as the search player). */
  ms?: number;
  /** UCB1 exploration constant (default sqrt 2). */
  c?: number;
  /** Player and chance actions in one playout before it is scored as a draw (default 20,000). */
  playoutCap?: number;
}

interface Edge {
  action: Action;
  visits: number;
  total: number;
  /** Iterations in which this action was available in the model. */
  avail: number;
  child: Node | null;
}

interface Node {
  role: Role;
  /** The seat that plays `role` here (after a side bid the seat may differ from the role). */
  seat: Role;
  edges: Map<string, Edge>;
}

export class UctPlayer implements Player {
  readonly name = 'uct';
  readonly observes = true;
  readonly opts: Required<UctOptions>;
  /** Iterations of the last decision (for tests and the bench). */
  lastIterations = 0;
  /** The time spent in the current group of decisions (the game's TimePlan.group), as the search player keeps it. */
  private readonly clock = new GroupClock();

  constructor(opts: UctOptions = {}) {
    this.opts = {
      iterations: opts.iterations ?? Number.MAX_SAFE_INTEGER,
      ms: opts.ms ?? 950,
      c: opts.c ?? Math.SQRT2,
      playoutCap: opts.playoutCap ?? 20_000,
    };
  }

  choose(game: GameDefinition, observation: Observation | undefined, role: Role, legal: readonly Action[], rng: Rng): Action {
    if (legal.length === 0) throw new Error('uct player: no legal action to choose from');
    this.lastIterations = 0;
    if (legal.length === 1) return legal[0];
    const k = knowledgeOf(game);
    if (!k || observation === undefined) return randomPlayer.choose(game, observation, role, legal, rng);
    const ms = this.clock.cap(k.time, observation, role, legal, this.opts.ms);
    const t0 = performance.now();
    const srng = new Rng(rng.next());
    const seatOf = (s: unknown, r: Role): Role => (game.seatOf ? game.seatOf(s, r) : r);
    const root: Node = { role, seat: role, edges: new Map() };
    for (const a of legal) root.edges.set(treeKey(a), { action: a, visits: 0, total: 0, avail: 0, child: null });
    let n = 0;
    let longest = 0;
    while (n < this.opts.iterations) {
      const t = performance.now();
      if (t - t0 + longest >= ms) break;
      const s = k.resample(observation, role, srng);
      if (n === 0) root.seat = seatOf(s, role);
      this.iterate(game, root, s, srng, seatOf);
      longest = Math.max(longest, performance.now() - t);
      n++;
    }
    this.lastIterations = n;
    this.clock.spend(performance.now() - t0);
    let best: Edge | null = null;
    for (const e of root.edges.values()) if (!best || e.visits > best.visits || (e.visits === best.visits && e.total > best.total)) best = e;
    return best!.action;
  }

  private iterate(game: GameDefinition, root: Node, s: unknown, rng: Rng, seatOf: (s: unknown, r: Role) => Role): void {
    const path: { node: Node; edge: Edge }[] = [];
    let node = root;
    let value: number;
    try {
      for (;;) {
        rollChance(game, s, rng);
        const acting = game.toAct(s);
        if (acting.length === 0 || !acting.includes(node.role)) break;
        const available: Edge[] = [];
        for (const a of game.legalActions(s, node.role)) {
          const key = treeKey(a);
          let e = node.edges.get(key);
          if (!e) {
            // At the root only the actions the seat was given; below it, whatever the model offers.
            if (node === root) continue;
            e = { action: a, visits: 0, total: 0, avail: 0, child: null };
            node.edges.set(key, e);
          }
          available.push(e);
        }
        if (available.length === 0) break;
        let edge: Edge | null = null;
        let untried = 0;
        for (const e of available) {
          e.avail++;
          // A uniformly random untried action (reservoir sampling).
          if (e.visits === 0 && rng.int(++untried) === 0) edge = e;
        }
        if (!edge) {
          let bestU = -Infinity;
          for (const e of available) {
            const u = e.total / e.visits + this.opts.c * Math.sqrt(Math.log(e.avail) / e.visits);
            if (u > bestU) {
              bestU = u;
              edge = e;
            }
          }
        }
        game.perform(s, node.role, edge!.action);
        path.push({ node, edge: edge! });
        if (untried) break; // expanded: play out from here
        rollChance(game, s, rng);
        const next = game.toAct(s);
        if (next.length === 0) break;
        if (!edge!.child) edge!.child = { role: next[0], seat: seatOf(s, next[0]), edges: new Map() };
        node = edge!.child;
      }
      value = this.playout(game, s, root.seat, rng, seatOf);
    } catch {
      value = 0.5; // the model is approximate: a line it cannot follow counts as even
    }
    for (const { node: n, edge } of path) {
      edge.visits++;
      edge.total += n.seat === root.seat ? value : 1 - value;
    }
  }

  /** Uniformly random actions to the end of the game; the result for the role `seat` plays. */
  private playout(game: GameDefinition, s: unknown, seat: Role, rng: Rng, seatOf: (s: unknown, r: Role) => Role): number {
    for (let i = 0; i < this.opts.playoutCap; i++) {
      rollChance(game, s, rng);
      const acting = game.toAct(s);
      if (acting.length === 0) {
        const r = game.result(s);
        if (!r) return 0.5;
        const role = game.roles.find((x) => seatOf(s, x) === seat) ?? seat;
        return r.scores[role] ?? 0;
      }
      const legal = game.legalActions(s, acting[0]);
      if (legal.length === 0) return 0.5;
      game.perform(s, acting[0], legal[rng.int(legal.length)]);
    }
    return 0.5;
  }
}
