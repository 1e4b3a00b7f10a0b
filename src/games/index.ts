// The games of the project. A new game is one folder under src/games and one line here; the command
// line, the server and the computer players find it through this registry. Each game registers with
// its computer players' knowledge (src/games/<id>/ai/, optional; src/ai-kit/knowledge.ts): imports run
// one way, the games use the AI toolkit (src/ai-kit), which never imports a game.
import { type GameDefinition, RuleError } from '../kernel/game.ts';
import type { Knowledge } from '../ai-kit/knowledge.ts';
import { registerKnowledge } from '../ai-kit/registry.ts';
import { registerChanceCalibration } from '../ai-kit/calibration.ts';

export const games: Record<string, GameDefinition> = {};

/** Register `game`, and `knowledge` (its computer players' knowledge, same game id). */
export function registerGame(game: GameDefinition, knowledge?: Knowledge): void {
  if (knowledge && knowledge.gameId !== game.id) throw new Error(`registerGame: AI knowledge of "${knowledge.gameId}" given for game "${game.id}"`);
  games[game.id] = game;
  if (knowledge) registerKnowledge(knowledge);
}

export function getGame(id: string): GameDefinition {
  const game = games[id];
  if (!game) throw new RuleError(`unknown game "${id}"; known games: ${Object.keys(games).join(', ') || 'none'}`, null, 'bad-setup');
  return game;
}

import { caArras1940 } from './ca-arras-1940/game.ts';
import { caArras1940AI } from './ca-arras-1940/ai/index.ts';
registerGame(caArras1940, caArras1940AI);
import { CHANCE_CALIBRATION as caArras1940Chances } from './ca-arras-1940/ai/calibration.ts';
registerChanceCalibration(caArras1940.id, caArras1940Chances);

import { arrasPostcard } from './arras-postcard/game.ts';
import { arrasPostcardAI } from './arras-postcard/ai/index.ts';
registerGame(arrasPostcard, arrasPostcardAI);
import { CHANCE_CALIBRATION as arrasPostcardChances } from './arras-postcard/ai/calibration.ts';
registerChanceCalibration(arrasPostcard.id, arrasPostcardChances);

import { caArrasBattles } from './ca-arras-battles/game.ts';
import { caArrasBattlesAI } from './ca-arras-battles/ai/index.ts';
registerGame(caArrasBattles, caArrasBattlesAI);

import { cambrai1917 } from './cambrai-1917/game.ts';
import { cambrai1917AI } from './cambrai-1917/ai/index.ts';
registerGame(cambrai1917, cambrai1917AI);
import { CHANCE_CALIBRATION as cambrai1917Chances } from './cambrai-1917/ai/calibration.ts';
registerChanceCalibration(cambrai1917.id, cambrai1917Chances);

import { cruellestMonth } from './cruellest-month/game.ts';
import { cruellestMonthAI } from './cruellest-month/ai/index.ts';
registerGame(cruellestMonth, cruellestMonthAI);
