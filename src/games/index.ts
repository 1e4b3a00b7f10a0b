// The games of the project. A new game is one folder under src/games and one line here; the command
// line, the server and the computer players find it through this registry.
import { type GameDefinition, RuleError } from '../kernel/game.ts';

export const games: Record<string, GameDefinition> = {};

export function registerGame(game: GameDefinition): void {
  games[game.id] = game;
}

export function getGame(id: string): GameDefinition {
  const game = games[id];
  if (!game) throw new RuleError(`unknown game "${id}"; known games: ${Object.keys(games).join(', ') || 'none'}`, null, 'bad-setup');
  return game;
}

import { caArras1940 } from './ca-arras-1940/game.ts';
registerGame(caArras1940);

import { arrasPostcard } from './arras-postcard/game.ts';
registerGame(arrasPostcard);

import { caArrasBattles } from './ca-arras-battles/game.ts';
registerGame(caArrasBattles);

import { cruellestMonth } from './cruellest-month/game.ts';
registerGame(cruellestMonth);
