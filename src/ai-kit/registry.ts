// Each game's knowledge for the computer players (src/ai-kit/knowledge.ts), registered by game id with
// its game in src/games/index.ts (`registerGame(game, knowledge)`): the players and src/ai-kit never
// import a game. A game without knowledge is played at random by every level (they cannot look ahead).
import type { GameDefinition, Role } from '../kernel/game.ts';
import type { Knowledge, Observation } from './knowledge.ts';

const registry = new Map<string, Knowledge>();

export function registerKnowledge(knowledge: Knowledge): void {
  registry.set(knowledge.gameId, knowledge);
}

const idOf = (game: GameDefinition | string): string => (typeof game === 'string' ? game : game.id);

/** The game's knowledge, or null for a game without any. */
export function knowledgeOf(game: GameDefinition | string): Knowledge | null {
  return registry.get(idOf(game)) ?? null;
}

export function hasKnowledge(game: GameDefinition | string): boolean {
  return registry.has(idOf(game));
}

/**
 * What `role`'s seat knows of `state` (the game's `observe`), for a computer player of that seat; undefined
 * for a game without knowledge (its players then choose at random). The caller holds the state (the
 * server, the simulator): the player gets only this.
 */
export function observe(game: GameDefinition, state: unknown, role: Role): Observation | undefined {
  return registry.get(game.id)?.observe(state, role) as Observation | undefined;
}
