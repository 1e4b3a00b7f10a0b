// The computer's levels on one scale (issue 32, item 4): what the level chooser shows of each level, its
// expected score against the level below, measured by arenas (tools/levels.ts writes levels.data.ts).
import { LEVELS, type Level } from '../../protocol/types.ts';
import { LEVEL_LADDER } from './levels.data.ts';
import { t } from '../i18n.ts';

/** The levels from the weakest up, as the home page offers them. */
export const LADDER_LEVELS = LEVELS;
export type LadderLevel = Level;

/** One arena between a level and the level below it, in one game. */
export interface LadderStep {
  level: LadderLevel;
  below: LadderLevel;
  /** The players the arena put in the seats (budgets in iterations: the figures do not depend on load). */
  players: { level: string; below: string };
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** The level's score against the level below ((wins + draws/2) / games) and its 95% Wilson interval. */
  score: number;
  scoreCi95: [number, number];
  /** The Elo difference the score implies, with the 95% interval (null: unbounded, every game won or lost). */
  elo: number | null;
  eloCi95: [number | null, number | null];
  /** Mean and longest time per decision of the level's player, in ms, on the machine that ran the arena. */
  meanMs: number;
  maxMs: number;
  /** How many decisions the level's player made (the mean's weight when a step is played on; absent in steps written before). */
  decisions?: number;
  /** When and how it was measured. */
  date: string;
  command: string;
}

export type LevelLadder = Record<string, LadderStep[]>;

/** The arena of `level` against the level below in `game`, when it has been measured. */
export function ladderStep(game: string, level: string, ladder: LevelLadder = LEVEL_LADDER): LadderStep | undefined {
  return ladder[game]?.find((s) => s.level === level);
}

/**
 * A level as the chooser offers it: its name, the player it uses (when the name does not say it), and its
 * expected score against the level below in this game when measured.
 */
export function levelLabel(gameId: string, level: Level, player: string | undefined, ladder: LevelLadder = LEVEL_LADDER): string {
  const step = ladderStep(gameId, level, ladder);
  const vs = step ? ` · ${vsBelow(step)}` : '';
  return `${t(`home.level.${level}`)}${player && player !== level ? ` (${player})` : ''}${vs}`;
}

const vsBelow = (step: LadderStep) => t('home.level.vsBelow', { score: Math.round(100 * step.score), below: t(`home.level.${step.below}`) });

/**
 * The chosen level's measure, written out under the chooser (a closed chooser cuts a long label on a phone):
 * its score against the level below with the 95% interval and the number of games; empty when not measured.
 */
export function levelMeasure(gameId: string, level: Level, ladder: LevelLadder = LEVEL_LADDER): string {
  const step = ladderStep(gameId, level, ladder);
  if (!step) return '';
  const [lo, hi] = step.scoreCi95.map((x) => Math.round(100 * x));
  return t('home.level.measured', { vs: vsBelow(step), lo, hi, games: step.games });
}
