// `arras analyse` (issue 32, item 1): each decision of a saved game estimated by the search player from
// the deciding side's own view - the chance of winning before it, the best action the search finds and
// its chance, the chosen action's chance and the difference (the loss) - and the game's turning points.
//
// - A decision is analysed from what its side knew: the task carries the seat's observation (the game's
//   observe) and the legal actions only, never the state, so the other side's secrets (a sealed bid, 17.1
//   in ca-arras-1940) cannot reach the estimate; the search samples them with the game's resample, as the
//   players do.
// - Searches per decision, all seeded from the decision's step: one of `budget` iterations over the root's
//   actions (the game's prune, with the chosen action always among them), whose most visited action is the
//   best; then one of budget/2 iterations over the best alone and one over the chosen alone, whose values
//   give their chances (the chance a search value stands for, read by the game's knowledge, then the game's
//   calibration: shownChance, src/ai-kit/calibration.ts) (the best's is the side's chance before the decision). When the chosen one scores at
//   least as well, it is the best (loss 0): the loss is never negative. When the prune leaves the chosen
//   action alone at the root, the first search is already its search alone: its value is the chance.
// - A decision with one legal action that its side's next decision follows at once (no die rolled, no
//   move of the other side in between) is not searched (analyseGame): there is no choice to judge (loss
//   0), and the side's chance before it is its chance before that next decision, the position its only
//   action leads to, with nothing more known. Other decisions with one legal action are searched as before.
// - The searched decisions are independent: they run on the worker pool (pool.ts), in any order, with the
//   same result.
import type { Action, GameDefinition, Role } from '../kernel/game.ts';
import { CHANCE, actionKey } from '../kernel/game.ts';
import { Rng } from '../kernel/rng.ts';
import { getGame } from '../games/index.ts';
import { SearchPlayer } from '../players/search.ts';
import { copyData, treeKey } from '../ai-kit/model.ts';
import type { Observation } from '../ai-kit/knowledge.ts';
import { observe } from '../ai-kit/registry.ts';
import { shownChance } from '../ai-kit/calibration.ts';
import { gameSeed } from './simulate.ts';

/** A loss of winning chance from this much on is a mistake (marked in the table). */
export const MISTAKE = 0.1;
/** A blunder: a loss of this much or more. */
export const BLUNDER = 0.25;
/** Iterations of the search per decision by default. */
export const DEFAULT_BUDGET = 200;

export interface AnalyseTask {
  kind: 'analyse';
  gameId: string;
  /** The step of the decision: its action is journal entry `step - 1` (step N of `arras replay`). */
  step: number;
  role: Role;
  /** observe(game, state, role) before the decision: all the analysis knows of the position. */
  observation: Observation | undefined;
  legal: Action[];
  chosen: Action;
  /** Search iterations. */
  budget: number;
  /** The analysis seed; each decision's generator is gameSeed(seed, step). */
  seed: number;
}

export interface DecisionAnalysis {
  step: number;
  role: Role;
  /** The deciding side's chance of winning before the decision (the best action's chance). */
  chance: number;
  chosen: Action;
  chosenChance: number;
  best: Action;
  bestChance: number;
  /** bestChance - chosenChance, >= 0. */
  loss: number;
  /** Legal actions, and the root's actions the search weighed (the game's prune, plus the chosen one). */
  legalCount: number;
  searched: number;
  iterations: number;
}

/** Estimate one decision (runs in a worker thread or in this one). */
export function analyseDecision(task: AnalyseTask): DecisionAnalysis {
  const game = getGame(task.gameId);
  const rng = new Rng(gameSeed(task.seed, task.step));
  // An iteration budget only (no time limit): the result depends on the save and the budget, not the load.
  const search = (iterations: number) => new SearchPlayer({ iterations, ms: Number.MAX_SAFE_INTEGER });
  const half = Math.ceil(task.budget / 2);
  // A search value read as the side's chance of winning (issue 32, item 5): the chance it stands for, through
  // the game's calibration where one is kept (shownChance), so that a side whose evaluation is far too sure
  // does not show its mistakes as small.
  const chance = (value: number) => shownChance(game, task.observation, task.role, value);
  const base = { step: task.step, role: task.role, chosen: task.chosen, legalCount: task.legal.length };
  if (task.legal.length <= 1) {
    // One legal action: no choice to judge; its chance is the position's.
    const only = search(half).analyseRoot(game, task.observation, task.role, task.legal, rng, task.chosen, true);
    const p = chance(only.root[0].value);
    return { ...base, chance: p, chosenChance: p, best: task.chosen, bestChance: p, loss: 0, searched: 1, iterations: only.iterations };
  }
  const all = search(task.budget).analyseRoot(game, task.observation, task.role, task.legal, rng, task.chosen);
  if (all.root.length === 1) {
    // The game's prune kept the chosen action alone: this search is the chosen action's own search (as
    // searchValue's, with `budget` iterations rather than half), its value the chosen and best action's chance.
    const p = chance(all.root[0].value);
    return { ...base, chance: p, chosenChance: p, best: task.chosen, bestChance: p, loss: 0, searched: 1, iterations: all.iterations };
  }
  // The best: the action the search player would play (most visits; ties to the higher value).
  let best = all.root[0];
  for (const e of all.root) if (e.visits > best.visits || (e.visits === best.visits && e.value > best.value)) best = e;
  // Each of the best and the chosen action is then valued by a search of its own, of the same size: the
  // best's value in the first search is biased upwards by its being picked, and the chosen action may
  // have had few visits there.
  const searchValue = (a: Action): { value: number; iterations: number } => {
    const alone = search(half).analyseRoot(game, task.observation, task.role, task.legal, rng, a, true);
    // An action the model never allows (its secrets sampled otherwise: Knowledge.resample) keeps its value in the first search.
    const value = alone.root[0].visits ? alone.root[0].value : (all.root.find((e) => treeKey(e.action) === treeKey(a))?.value ?? 0.5);
    return { value: chance(value), iterations: alone.iterations };
  };
  const b = searchValue(best.action);
  const q = treeKey(best.action) === treeKey(task.chosen) ? b : searchValue(task.chosen);
  const iterations = all.iterations + b.iterations + (q === b ? 0 : q.iterations);
  // The chosen action scoring at least as well as the search's pick is the best found: the loss is never negative.
  const [bestAction, bestChance] = q.value >= b.value ? [task.chosen, q.value] : [best.action, b.value];
  return {
    ...base,
    chance: bestChance,
    chosenChance: q.value,
    best: bestAction,
    bestChance,
    loss: bestChance - q.value,
    searched: all.root.length,
    iterations,
  };
}

/**
 * For each task, the task whose search gives its chance: itself, or for a decision with one legal action
 * that the same side's next decision follows at once (the next step: no die, no other side's move in
 * between) that decision's source - the position it reaches by its only action, with nothing more known.
 */
export function chanceSources(tasks: readonly AnalyseTask[]): number[] {
  const source = tasks.map((_, i) => i);
  for (let i = tasks.length - 2; i >= 0; i--) {
    const [t, next] = [tasks[i], tasks[i + 1]];
    if (t.legal.length <= 1 && next.role === t.role && next.step === t.step + 1) source[i] = source[i + 1];
  }
  return source;
}

/**
 * Analyse the decisions of a game: `searchAll` runs the tasks that need a search (analyseDecision, in any
 * order, on any threads: it returns their results in the order given); a decision with one legal action
 * that its side's next decision follows at once takes that one's chance (chanceSources). Results in task order.
 */
export async function analyseGame(
  tasks: readonly AnalyseTask[],
  searchAll: (searched: AnalyseTask[]) => Promise<DecisionAnalysis[]>,
): Promise<DecisionAnalysis[]> {
  const source = chanceSources(tasks);
  const searched = tasks.filter((_, i) => source[i] === i);
  const results = await searchAll(searched);
  const byStep = new Map(results.map((r) => [r.step, r]));
  return tasks.map((task, i) => {
    const from = byStep.get(tasks[source[i]].step)!;
    if (source[i] === i) return from;
    const p = from.chance;
    return {
      step: task.step,
      role: task.role,
      chance: p,
      chosen: task.chosen,
      chosenChance: p,
      best: task.chosen,
      bestChance: p,
      loss: 0,
      legalCount: task.legal.length,
      searched: 1,
      iterations: 0,
    };
  });
}

/** A decision of a saved game, with the state before it (for descriptions; never given to the analysis). */
export interface Decision {
  task: AnalyseTask;
  stateBefore: unknown;
  /** The seat that decides (after a side bid, 17.1, it may differ from the role). */
  seat: Role;
}

/**
 * The decisions of a played game (every journal entry that is not a chance action; of `role` only when
 * given), each with its task. `states` replays the game: it yields each journal entry with the state
 * before it, which the caller must not keep past the next entry.
 */
export function decisionsOf(
  game: GameDefinition,
  entries: Iterable<{ step: number; role: Role; action: Action; state: unknown }>,
  opts: { role?: Role; budget: number; seed: number },
): Decision[] {
  const out: Decision[] = [];
  for (const { step, role, action, state } of entries) {
    if (role === CHANCE || (opts.role && role !== opts.role)) continue;
    const legal = game.legalActions(state, role);
    // The journal keeps an action with its fields sorted (the kernel's actionKey); the search compares
    // actions as the game lists them (treeKey): take the chosen one from the legal list.
    const key = actionKey(action);
    const task: AnalyseTask = {
      kind: 'analyse',
      gameId: game.id,
      step,
      role,
      observation: observe(game, state, role),
      legal: copyData(legal as Action[]),
      chosen: copyData(legal.find((a) => actionKey(a) === key) ?? action),
      budget: opts.budget,
      seed: opts.seed,
    };
    out.push({ task, stateBefore: copyData(state), seat: game.seatOf ? game.seatOf(state, role) : role });
  }
  return out;
}

export interface TurningPoint {
  /** The side whose chance moved, between two consecutive decisions of its own. */
  role: Role;
  from: number;
  to: number;
  /** Its chance at decision `from` and at decision `to`. */
  before: number;
  after: number;
  swing: number;
}

/**
 * The largest swings of the estimate over the game: the `count` largest changes of a side's chance
 * between two consecutive decisions of that side. Each side's series is its own estimate from its own
 * view; the two sides' estimates are not mixed (each evaluates from what it sees, and the evaluations of
 * the two sides need not add up to one: docs/ai/calibration.md).
 */
export function turningPoints(decisions: readonly DecisionAnalysis[], count = 5): TurningPoint[] {
  const last = new Map<Role, DecisionAnalysis>();
  const swings: TurningPoint[] = [];
  for (const d of decisions) {
    const prev = last.get(d.role);
    last.set(d.role, d);
    if (prev && d.chance !== prev.chance)
      swings.push({ role: d.role, from: prev.step, to: d.step, before: prev.chance, after: d.chance, swing: d.chance - prev.chance });
  }
  return swings.sort((x, y) => Math.abs(y.swing) - Math.abs(x.swing) || x.from - y.from).slice(0, count);
}
