// Written by tools/levels.ts (npx tsx tools/levels.ts --game GAME ...): do not edit by hand.
import type { LevelLadder } from './level-ladder.ts';

export const LEVEL_LADDER: LevelLadder = {};
