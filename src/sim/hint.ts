// A hint (issue 32, item 3): the action the search player would play from a seat's own observation,
// and why, in the game's terms. The reason is made of the game's named evaluation terms (Knowledge.metrics:
// VP, strengths, Arras held...) that move most between the position before the suggested action and after
// it (its dice rolled), averaged over a few models of what the seat does not know (the game's resample,
// as the players sample them): never the true state, so a hint cannot tell what the seat may not see.
import type { Action, GameDefinition, Role } from '../kernel/game.ts';
import { Rng } from '../kernel/rng.ts';
import { getGame } from '../games/index.ts';
import type { Knowledge, Observation } from '../ai-kit/knowledge.ts';
import { SearchPlayer } from '../players/search.ts';
import { HeuristicPlayer } from '../players/heuristic.ts';
import { applyInModel, copyData, evaluateModel, rollChance, treeKey } from '../ai-kit/model.ts';
import { knowledgeOf, observe } from '../ai-kit/registry.ts';
import { shownChance } from '../ai-kit/calibration.ts';

export interface HintTask {
  kind: 'hint';
  gameId: string;
  role: Role;
  /** observe(game, state, role): all the hint knows of the position. */
  observation: Observation | undefined;
  legal: Action[];
  /** The generator's seed (a number, or 32 hex digits). */
  seed: number | string;
  /** Search iterations, and a time cap (ms) so that a hint answers within its budget. */
  budget: number;
  ms: number;
}

export interface HintTerm {
  /** The term's name in Knowledge.metrics ("vp", "alliedStrength"...). */
  name: string;
  before: number;
  after: number;
}

export interface Hint {
  /** The suggested action's index in the task's legal actions. */
  index: number;
  /**
   * The side's chance of winning with the suggested action (shownChance) from the search's value of it (when
   * the search did not run, one candidate, from its value one ply ahead in the search's models).
   */
  chance: number;
  /** The terms that move, the largest moves first (relative to the term's size); at most MAX_TERMS. */
  terms: HintTerm[];
  /** The terms move only by the end of the side's move (its rest played by the heuristic player). */
  later: boolean;
  iterations: number;
}

/** Models of the hidden part of the position the reason is averaged over. */
const SAMPLES = 8;
/** Terms named in a reason. */
export const MAX_TERMS = 2;
/** The rest of the side's move, for the terms at its end: at most this many steps and this long (ms) in all. */
const LATER_STEPS = 12;
const LATER_MS = 300;
/** Terms that only count time, never a reason to play a move. */
const NOT_REASONS = new Set(['turn']);

export function hintFor(task: HintTask): Hint {
  const game = getGame(task.gameId);
  const k = knowledgeOf(game);
  const rng = new Rng(task.seed);
  const player = new SearchPlayer({ iterations: task.budget, ms: task.ms });
  const best = player.choose(game, task.observation, task.role, task.legal, rng);
  const key = treeKey(best);
  const index = Math.max(
    0,
    task.legal.findIndex((a) => treeKey(a) === key),
  );
  let samples = 0;
  // The terms right after the action, and at the end of the side's move (the rest of it played by the
  // heuristic player, its dice rolled): a unit moved changes no VP yet, the attack it prepares may.
  const now = new Terms();
  const later = new Terms();
  const heuristic = new HeuristicPlayer();
  const deadline = performance.now() + LATER_MS;
  const metrics = (s: unknown) => k?.metrics?.(s) ?? {};
  for (let i = 0; k && task.observation !== undefined && i < SAMPLES; i++) {
    const model = k.resample(task.observation, task.role, rng);
    const m0 = metrics(model);
    const next = copyData(model);
    if (!applyInModel(game, next, task.role, task.legal[index])) continue;
    rollChance(game, next, rng);
    samples++;
    now.add(m0, metrics(next));
    for (let j = 0; j < LATER_STEPS && performance.now() < deadline; j++) {
      const acting = game.toAct(next);
      if (acting.length !== 1 || acting[0] !== task.role) break;
      const legal = game.legalActions(next, task.role);
      // The heuristic plays on the model, from the seat's observation of it (a model holds no more than the seat knows).
      if (!applyInModel(game, next, task.role, heuristic.choose(game, observe(game, next, task.role), task.role, legal, rng))) break;
      rollChance(game, next, rng);
    }
    later.add(m0, metrics(next));
  }
  const first = now.moved(samples);
  const terms = first.length ? first : later.moved(samples);
  // The search's value of the suggestion; when the search did not run (one candidate), its value one ply
  // ahead in the search's models (valueAfter).
  const searched = player.lastStats?.root.find((e) => treeKey(e.action) === key && e.visits > 0);
  const value = searched?.value ?? (k && task.observation !== undefined ? valueAfter(game, k, task.observation, task.role, task.legal[index], rng) : undefined);
  return {
    index,
    // The chance shown: what the search value stands for, through the game's calibration (issue 32, item 5).
    chance: value === undefined ? 0.5 : shownChance(game, task.observation, task.role, value),
    terms,
    later: !first.length && terms.length > 0,
    iterations: player.lastStats?.iterations ?? 0,
  };
}

/**
 * The mean value of `action` right after it (its dice rolled) in SAMPLES of the search's models (`resample`
 * for the search): values as a search reads them, which Knowledge.chance reads back (searchChance).
 */
function valueAfter(game: GameDefinition, k: Knowledge, observation: Observation, role: Role, action: Action, rng: Rng): number | undefined {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const model = k.resample(observation, role, rng, true);
    if (!applyInModel(game, model, role, action)) continue;
    rollChance(game, model, rng);
    sum += evaluateModel(game, k, model, role);
    n++;
  }
  return n ? sum / n : undefined;
}

/** Sums of the terms before and after, over the models. */
class Terms {
  private readonly sums = new Map<string, { before: number; after: number }>();

  add(before: Record<string, number>, after: Record<string, number>): void {
    for (const name of Object.keys(before)) {
      if (NOT_REASONS.has(name) || !(name in after)) continue;
      const s = this.sums.get(name) ?? { before: 0, after: 0 };
      s.before += before[name];
      s.after += after[name];
      this.sums.set(name, s);
    }
  }

  /** The terms that moved (means over `n` models), the largest moves first; at most MAX_TERMS. */
  moved(n: number): HintTerm[] {
    const round = (x: number) => Math.round((x / Math.max(1, n)) * 10) / 10;
    return [...this.sums.entries()]
      .map(([name, s]) => ({ name, before: round(s.before), after: round(s.after) }))
      .filter((t) => t.before !== t.after)
      .sort((x, y) => moved(y) - moved(x) || x.name.localeCompare(y.name))
      .slice(0, MAX_TERMS);
  }
}

/** How much a term moved, relative to its size (a VP out of 3 weighs more than 1 strength point out of 40). */
const moved = (t: HintTerm) => Math.abs(t.after - t.before) / Math.max(1, Math.abs(t.before));
