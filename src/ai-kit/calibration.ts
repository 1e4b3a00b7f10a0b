// Honest estimates (issue 32, item 5): the search's value of a position is a good signal for choosing
// moves but not a probability. Two steps turn it into the chance of winning shown to players:
// - the game's knowledge reads the value back as the chance its evaluation gives (Knowledge.chance): some
//   sides' search models score every position about the decision's root, sharpened (issue 17), so that
//   their value is 0.5 plus the action's gain over the position, whatever the position;
// - the game's calibration maps that chance to what happens: per seat, P = sigmoid(a·logit(chance) + b),
//   fitted to the outcomes of search mirror games by tools/fit/calibration-fit.ts
//   (src/games/<id>/ai/calibration.ts), where one is kept.
// searchChance is the first step (what tools/calibration.ts measures and the fit learns from); shownChance
// both (the hint and `arras analyse`).
import type { GameDefinition, Role } from '../kernel/game.ts';
import type { Observation } from './knowledge.ts';
import { knowledgeOf } from './registry.ts';

export interface ChanceCalibration {
  /** Per role: the slope and offset of the logistic curve of the chance's logit. */
  seats: Record<Role, { a: number; b: number }>;
  /** When, on which games and by which command it was fitted, and how it did on held-out games. */
  provenance: string;
}

/** The logit of a chance, kept finite (a value of exactly 0 or 1 is read as 1e-4 from the end). */
export function logitOf(p: number): number {
  const q = Math.min(1 - 1e-4, Math.max(1e-4, p));
  return Math.log(q / (1 - q));
}

/** The calibrated chance of winning of `role` whose uncalibrated chance is `p`. */
export function calibratedChance(c: ChanceCalibration | undefined, role: Role, p: number): number {
  const s = c?.seats[role];
  return s ? 1 / (1 + Math.exp(-(s.a * logitOf(p) + s.b))) : p;
}

/** The games' calibrations, registered with their games (src/games/index.ts). */
const calibrations = new Map<string, ChanceCalibration>();

export function registerChanceCalibration(gameId: string, c: ChanceCalibration): void {
  calibrations.set(gameId, c);
}

const clamp = (p: number) => Math.min(1, Math.max(0, p));

/**
 * The chance of winning of `role` that the search `value` of a decision stands for, read by the game's
 * knowledge from what the seat observed there (Knowledge.chance; the value itself without it), in [0, 1].
 */
export function searchChance(game: GameDefinition | string, observation: Observation | undefined, role: Role, value: number): number {
  const chance = observation === undefined ? undefined : knowledgeOf(game)?.chance;
  return clamp(chance ? chance(observation, role, clamp(value)) : value);
}

/** The chance of winning shown to `role` for a search value: searchChance, then the game's calibration (where one is kept). */
export function shownChance(game: GameDefinition | string, observation: Observation | undefined, role: Role, value: number): number {
  return calibratedChance(calibrations.get(typeof game === 'string' ? game : game.id), role, searchChance(game, observation, role, value));
}
