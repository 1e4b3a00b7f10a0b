// The heuristic player (level "heuristic"; hard, and normal with noise, in every game): one-ply look-ahead. For each legal action
// it applies the action to a model of the game resampled from its observation (the game's knowledge,
// src/ai-kit/knowledge.ts), resolves the dice that follow as a few sampled outcomes (an estimate of
// their expectation), and scores the result with the game's evaluation. Ties are broken at random. A
// game without knowledge is played at random. With `noise` (a level below the plain heuristic, issue 32,
// item 4: Knowledge.levels) it plays that share of its decisions at random among the game's candidates
// (the prune's: moves a player might make, not every legal one), a player who overlooks the best move; or,
// with `noiseAmongLegal`, among all the legal actions, for a game whose candidates are all sound moves.

import type { Knowledge, Observation } from '../ai-kit/knowledge.ts';
import { applyInModel, cloneState, evaluateModel, rollChance } from '../ai-kit/model.ts';
import { knowledgeOf } from '../ai-kit/registry.ts';
import type { Action, GameDefinition, Role } from '../kernel/game.ts';
import type { Rng } from '../kernel/rng.ts';
import type { Player } from './player.ts';

export interface HeuristicOptions {
  /** Dice samples per action when the action is followed by a roll. */
  diceSamples?: number;
  /** The share of decisions played at random among the candidates, in [0, 1] (default 0: never). */
  noise?: number;
  /** The noise's random decisions are among all the legal actions, not the prune's candidates (default false). */
  noiseAmongLegal?: boolean;
  /** The share of decisions that weigh every legal action, without the game's prune of the candidates, in [0, 1] (default 0). */
  unpruned?: number;
  /**
   * The kinds of decision the noise plays (default: all): a decision is of a kind when its first legal
   * action's type starts with one of `noiseOn`'s prefixes and none of `noiseOff`'s.
   */
  noiseOn?: readonly string[];
  noiseOff?: readonly string[];
}

export class HeuristicPlayer implements Player {
  readonly name = 'heuristic';
  readonly observes = true;
  private readonly samples: number;
  readonly noise: number;
  readonly noiseAmongLegal: boolean;
  readonly unpruned: number;
  readonly noiseOn: readonly string[] | undefined;
  readonly noiseOff: readonly string[];

  constructor(opts: HeuristicOptions = {}) {
    this.samples = Math.max(1, opts.diceSamples ?? 4);
    this.noise = opts.noise ?? 0;
    this.noiseAmongLegal = opts.noiseAmongLegal ?? false;
    this.unpruned = opts.unpruned ?? 0;
    this.noiseOn = opts.noiseOn;
    this.noiseOff = opts.noiseOff ?? [];
    if (!(this.unpruned >= 0 && this.unpruned <= 1)) throw new Error(`heuristic player: unpruned ${opts.unpruned} is not a share in [0, 1]`);
    if (!(this.noise >= 0 && this.noise <= 1)) throw new Error(`heuristic player: noise ${opts.noise} is not a share in [0, 1]`);
  }

  choose(game: GameDefinition, observation: Observation | undefined, role: Role, legal: readonly Action[], rng: Rng): Action {
    if (legal.length === 0) throw new Error('heuristic player: no legal action to choose from');
    if (legal.length === 1) return legal[0];
    const noisy = this.noise > 0 && this.noisyKind(legal[0]);
    if (this.noiseAmongLegal && noisy && rng.float() < this.noise) return legal[rng.int(legal.length)];
    const k = knowledgeOf(game);
    if (!k || observation === undefined) return legal[rng.int(legal.length)];
    const base = k.resample(observation, role, rng);
    // Drawn only when some decisions go unpruned: the plain heuristic's random sequence is unchanged.
    const pruned = this.unpruned === 0 || (this.unpruned < 1 && rng.float() >= this.unpruned);
    const candidates = k.prune && pruned ? k.prune(base, role, legal, true) : legal;
    if (candidates.length === 1) return candidates[0];
    // Drawn only with noise: the plain heuristic's random sequence is unchanged.
    if (noisy && !this.noiseAmongLegal && rng.float() < this.noise) return candidates[rng.int(candidates.length)];
    let best: Action[] = [];
    let bestValue = -Infinity;
    for (const action of candidates) {
      const value = this.score(game, k, base, role, action, rng);
      if (value > bestValue + 1e-9) {
        bestValue = value;
        best = [action];
      } else if (Math.abs(value - bestValue) <= 1e-9) best.push(action);
    }
    return best[rng.int(best.length)];
  }

  /** Whether the noise plays a decision whose first legal action is `first` (noiseOn, noiseOff). */
  private noisyKind(first: Action): boolean {
    const type = first.type;
    if (this.noiseOn && !this.noiseOn.some((p) => type.startsWith(p))) return false;
    return !this.noiseOff.some((p) => type.startsWith(p));
  }

  /** The expected evaluation after `action` (dice sampled). */
  score(game: GameDefinition, ai: Knowledge, base: unknown, role: Role, action: Action, rng: Rng): number {
    const s = cloneState(base);
    try {
      if (!applyInModel(game, s, role, action)) return evaluateModel(game, ai, base, role);
      const acting = game.toAct(s);
      if (acting.length !== 1 || acting[0] !== 'chance') return evaluateModel(game, ai, s, role);
      let total = 0;
      for (let i = 0; i < this.samples; i++) {
        const t = cloneState(s);
        rollChance(game, t, rng);
        total += evaluateModel(game, ai, t, role);
      }
      return total / this.samples;
    } catch {
      return evaluateModel(game, ai, base, role);
    }
  }
}
