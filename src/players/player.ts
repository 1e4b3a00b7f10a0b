// Computer players. A player acts only from what its seat knows: the caller, who holds the state, gives
// it the seat's observation (the game's `observe`, src/ai-kit/knowledge.ts; never the raw state nor the
// UI's view) and the legal actions of that role, and the player returns one of those actions. Heuristic
// and search players (issue 4) implement the same interface. `decide` does it from a state.

import type { ComputerLevel, LevelPlayer, Observation } from '../ai-kit/knowledge.ts';
import { knowledgeOf, observe } from '../ai-kit/registry.ts';
import type { Action, GameDefinition, Role } from '../kernel/game.ts';
import type { Rng } from '../kernel/rng.ts';
import { HeuristicPlayer } from './heuristic.ts';
import { randomPlayer } from './random.ts';
import { SearchPlayer } from './search.ts';
import { UctPlayer } from './uct.ts';

export interface Player {
  /** The name used on the command line (`--german random`). */
  readonly name: string;
  /**
   * False when the player never reads its observation (the random player): callers may then skip
   * computing it and pass `undefined`.
   */
  readonly observes: boolean;
  /**
   * Choose one of `legal` (never empty) for `role`. `observation` is `observe(game, state, role)`: what
   * the seat knows (undefined for a game without knowledge: the player then chooses at random). `rng` is
   * the only source of randomness a player may use, so that games are reproducible from their seed.
   */
  choose(game: GameDefinition, observation: Observation | undefined, role: Role, legal: readonly Action[], rng: Rng): Action;
}

/** `player`'s choice for `role` among `legal` in `state`: the player gets the seat's observation, never the state. */
export function decide(player: Player, game: GameDefinition, state: unknown, role: Role, legal: readonly Action[], rng: Rng): Action {
  return player.choose(game, player.observes ? observe(game, state, role) : undefined, role, legal, rng);
}

/**
 * The players of the computer's levels (issue 32, item 4) in a game that declares none of its own
 * (Knowledge.levels, in src/games/<id>/ai/index.ts): normal the one-ply heuristic, hard a search that
 * decides within about a second, expert one that takes its time (four times the iterations, up to 4 s a
 * decision). Easy is random play in every game. Their places on one scale per game are measured by
 * tools/levels.ts, which plays each game's levels (docs/ai/levels.md).
 */
export const LEVEL_PLAYERS: Readonly<Record<ComputerLevel, LevelPlayer>> = {
  normal: { player: 'heuristic', noise: 0 },
  hard: { player: 'search', iterations: 400, ms: 950 },
  expert: { player: 'search', iterations: 1600, ms: 4000 },
};

/** The player of the level `level` in `game`: the game's own (Knowledge.levels), else LEVEL_PLAYERS'. */
export function levelPlayer(game: GameDefinition | string, level: ComputerLevel): LevelPlayer {
  return knowledgeOf(game)?.levels?.[level] ?? LEVEL_PLAYERS[level];
}

/** A new player as `spec` describes it. */
export function playerOfLevel(spec: LevelPlayer): HeuristicPlayer | SearchPlayer {
  return spec.player === 'heuristic'
    ? new HeuristicPlayer({ noise: spec.noise, noiseAmongLegal: spec.amongLegal, unpruned: spec.unpruned, noiseOn: spec.noiseOn, noiseOff: spec.noiseOff })
    : new SearchPlayer({ iterations: spec.iterations, ms: spec.ms });
}

/**
 * A level of the computer (normal, hard, expert): in each game it plays as the game's player for the level
 * (levelPlayer), one player per game kept for the seat (a search keeps its clock between decisions).
 */
export class ComputerLevelPlayer implements Player {
  readonly observes = true;
  private readonly byGame = new Map<string, HeuristicPlayer | SearchPlayer>();

  constructor(readonly name: ComputerLevel) {}

  /** This level's player in `game`. */
  in(game: GameDefinition): HeuristicPlayer | SearchPlayer {
    let player = this.byGame.get(game.id);
    if (!player) this.byGame.set(game.id, (player = playerOfLevel(levelPlayer(game, this.name))));
    return player;
  }

  choose(game: GameDefinition, observation: Observation | undefined, role: Role, legal: readonly Action[], rng: Rng): Action {
    return this.in(game).choose(game, observation, role, legal, rng);
  }
}

/**
 * Player kinds known to the command line and the server: the three levels of issue 4 and their
 * aliases easy / normal / hard, the stronger expert (issue 32), and the plain UCT reference `uct` (see
 * src/players/index.ts for budgets such as `search:200` or `uct:250ms`).
 */
const factories: Record<string, () => Player> = {
  random: () => randomPlayer,
  heuristic: () => new HeuristicPlayer(),
  search: () => new SearchPlayer(),
  easy: () => randomPlayer,
  normal: () => new ComputerLevelPlayer('normal'),
  hard: () => new ComputerLevelPlayer('hard'),
  expert: () => new ComputerLevelPlayer('expert'),
  // The plain UCT reference (uct.ts; issue 17): random playouts, no game knowledge.
  uct: () => new UctPlayer(),
};

export function playerNames(): string[] {
  return Object.keys(factories);
}

export function registerPlayer(name: string, factory: () => Player): void {
  factories[name] = factory;
}

/** A new player of kind `name`; throws with the known kinds when the name is unknown. */
export function createPlayer(name: string): Player {
  const factory = factories[name];
  if (!factory) throw new Error(`unknown player "${name}"; known players: ${playerNames().join(', ')}`);
  return factory();
}
