// The computer opponent seen from the server: a level (easy / normal / hard) maps to a player of
// src/ai (random, heuristic, search). A level whose player does not exist yet plays as the best one
// that does, so the levels of issue 4 plug in by registering their players, with no server change.
import { type Player, createPlayer, playerNames } from '../ai/player.ts';
import type { Level } from './types.ts';

const PREFERENCE: Record<Level, string[]> = {
  easy: ['random'],
  normal: ['heuristic', 'random'],
  hard: ['search', 'heuristic', 'random'],
};

/** A new player for `level` (the server keeps one per computer seat of each match). */
export function computerPlayer(level: Level): Player {
  const known = playerNames();
  return createPlayer(PREFERENCE[level].find((n) => known.includes(n)) ?? 'random');
}

/** Which player each level uses now, for the game list shown to the client. */
export function levelNames(): Record<Level, string> {
  const known = playerNames();
  const out = {} as Record<Level, string>;
  for (const level of Object.keys(PREFERENCE) as Level[]) out[level] = PREFERENCE[level].find((n) => known.includes(n)) ?? 'random';
  return out;
}
