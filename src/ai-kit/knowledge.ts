// The knowledge contract (issue 31, item 5): what a game tells its computer players. The players
// (src/players) know no game; a game's knowledge (src/games/<id>/ai/) knows no player.
//
//   observe(state, role)         what the seat knows: the state with the other side's secrets removed,
//                                computed by the caller that holds the state (the server, the simulator),
//                                never rebuilt from the UI's view.
//   resample(observation, ...)   a full state consistent with the observation: it fills ONLY the secrets
//                                (sampled from the player's generator); everything the seat knows is copied.
//   evaluate(state, role)        the value of a state for `role`, in [0, 1] (its chance of winning).
//   prune, prior                 optional: the actions worth considering, and an ordering of them.
//   horizon                      optional: where a search stops descending and evaluates.
//   metrics                      optional: named numbers of a position, for reports and hints.
//   chance                       optional: the chance of winning a search value stands for (issue 32, item 5).
//   time                         optional: the time plan (src/ai-kit/time.ts), per-game configuration.
//   levels                       optional: the players of the levels normal, hard and expert in this game.
import type { Action, Role } from '../kernel/game.ts';
import type { Rng } from '../kernel/rng.ts';
import type { TimePlan } from './time.ts';

/**
 * What a seat knows of a game, as the seat's knowledge `observe`s it (a brand: only `observe` makes one,
 * so no caller can pass a player the UI's view or the true state by mistake). Plain data: it crosses to
 * the server's worker threads.
 */
declare const observed: unique symbol;
export type Observation = { readonly [observed]: true };

export interface Knowledge<S = any, O = any> {
  gameId: string;
  /**
   * What `role`'s seat knows of `state`: a fresh value (sharing nothing with `state`) that holds none of
   * the other side's secrets (test/leaks checks it: two states differing only in such a secret give equal
   * observations). For a game without hidden information, a copy of the state.
   */
  observe(state: S, role: Role): O;
  /**
   * A full state consistent with `observation` (what `role` knows), whose secrets are drawn from `rng`:
   * a fresh state the caller may play on. `search` is true for the search player's models, which a game
   * may mark for its evaluation (arras-postcard: the Allied search reads the German attack of the coming
   * turn, issue 17).
   */
  resample(observation: O, role: Role, rng: Rng, search?: boolean): S;
  /** The value of `state` for `role`, in [0, 1] (an estimate of its probability of winning). */
  evaluate(state: S, role: Role): number;
  /**
   * Optional: the actions worth considering among `legal` (never empty when `legal` is not). `root` is
   * true for the player's own decision (the model fresh from `resample`), false inside a search tree.
   * `deadline` (a `performance.now()` time, given at a time-budgeted search's root) is when the prune
   * should be done.
   */
  prune?(state: S, role: Role, legal: readonly Action[], root?: boolean, deadline?: number): readonly Action[];
  /** Optional prior of an action for the player to act (bigger is more promising). */
  prior?(state: S, role: Role, action: Action): number;
  /**
   * Optional: true when a search should stop descending at this model state and take its evaluation
   * (a horizon inside the tree besides the player's depth). `rootRole` is the role the search decides for.
   */
  horizon?(state: S, rootRole: Role): boolean;
  /**
   * Optional: numbers describing a position for reports (`arras simulate`'s "VP by turn" groups by
   * `turn`) and hints (the terms that move). They read only what every seat sees.
   */
  metrics?(state: S): Record<string, number>;
  /**
   * Optional: the chance of winning of `role` that a search value of the decision `observation` stands for
   * (issue 32, item 5), for a game whose search models score positions otherwise than by that chance (about
   * the decision's root, sharpened: issue 17). Without it a search value is the chance itself. Read through
   * src/ai-kit/calibration.ts (searchChance), never by a player: the search scores its tree as it is.
   */
  chance?(observation: O, role: Role, value: number): number;
  /** Optional: how a time-budgeted player shares its time between decisions (1 for each without it). */
  time?: TimePlan<O>;
  /**
   * Optional: the players of the computer's levels in this game (issue 32, item 4; issue 31, item 5): each
   * level placed by arenas about 200 Elo or more above the level below (docs/games/<id>.md, "Levels"). A
   * level the game does not declare plays as LEVEL_PLAYERS says (src/players/player.ts); easy is random play
   * in every game.
   */
  levels?: Partial<Record<ComputerLevel, LevelPlayer>>;
}

/** The levels of the computer a game may place (src/players/player.ts, LEVEL_PLAYERS); easy is random play. */
export type ComputerLevel = 'normal' | 'hard' | 'expert';

/**
 * A level's player in a game: the one-ply heuristic, which plays a share `noise` of its decisions at random
 * (0: never) among its candidates (the game's prune's), or among all the legal actions when `amongLegal`, and
 * weighs every legal action without the game's prune in a share `unpruned` of its decisions, the noise only in
 * the decisions whose first legal action's type starts with one of `noiseOn`'s prefixes (all when absent) and
 * none of `noiseOff`'s; or the search with its budget.
 */
export type LevelPlayer =
  | {
      readonly player: 'heuristic';
      readonly noise: number;
      readonly amongLegal?: boolean;
      readonly unpruned?: number;
      readonly noiseOn?: readonly string[];
      readonly noiseOff?: readonly string[];
    }
  | ({ readonly player: 'search' } & LevelBudget);

/** A search level's budget per decision: its iterations, and the time that stops it first on a slow machine. */
export interface LevelBudget {
  readonly iterations: number;
  readonly ms: number;
}
