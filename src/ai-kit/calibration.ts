// Honest estimates (issue 32, item 5): the search's value of a position is a good signal for choosing
// moves but not a probability (sharpened evaluations, a seat's bias). A game's calibration maps it to the
// chance of winning shown to players: per seat, P = sigmoid(a·logit(value) + b), fitted to the outcomes
// of search mirror games by tools/fit/calibration-fit.ts (src/games/<id>/ai/calibration.ts).
// The hint shows the calibrated chance. `arras analyse` keeps the search's values: its losses compare
// decisions of both sides, and per-seat curves of different slopes would rank one side's mistakes above
// the other's by the fit rather than by the position (docs/ai/calibration.md).
import type { Role } from '../kernel/game.ts';

export interface ChanceCalibration {
  /** Per role: the slope and offset of the logistic curve of the value's logit. */
  seats: Record<Role, { a: number; b: number }>;
  /** When, on which games and by which command it was fitted, and how it did on held-out games. */
  provenance: string;
}

/** The logit of a chance, kept finite (a value of exactly 0 or 1 is read as 1e-4 from the end). */
export function logitOf(p: number): number {
  const q = Math.min(1 - 1e-4, Math.max(1e-4, p));
  return Math.log(q / (1 - q));
}

/** The calibrated chance of winning of `role` whose search values the position at `value`. */
export function calibratedChance(c: ChanceCalibration | undefined, role: Role, value: number): number {
  const s = c?.seats[role];
  return s ? 1 / (1 + Math.exp(-(s.a * logitOf(value) + s.b))) : value;
}

/** The games' calibrations, registered with their games (src/games/index.ts). */
const calibrations = new Map<string, ChanceCalibration>();

export function registerChanceCalibration(gameId: string, c: ChanceCalibration): void {
  calibrations.set(gameId, c);
}

/** The chance of winning shown to `role` in `gameId` for a search value (the value itself when the game has no calibration). */
export function shownChance(gameId: string, role: Role, value: number): number {
  return calibratedChance(calibrations.get(gameId), role, value);
}
