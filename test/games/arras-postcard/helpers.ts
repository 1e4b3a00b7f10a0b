// Helpers for the postcard game's tests: build positions, act through the kernel (validated), roll dice.
import { type Action, type LogEntry, type Role, CHANCE, applyAction } from '../../../src/kernel/game.ts';
import { arrasPostcard as game } from '../../../src/games/arras-postcard/game.ts';
import type { State } from '../../../src/games/arras-postcard/state.ts';
import { unitData, unitOrder } from '../../../src/games/arras-postcard/state.ts';
import { crtResult, oddsColumn, shiftColumn } from '../../../src/games/arras-postcard/rules/08-combat.ts';
import { CRT, type CombatResult, FLAK88 } from '../../../src/games/arras-postcard/data.ts';
import { ALLIED_READING_CALIBRATION } from '../../../src/games/arras-postcard/ai/index.ts';
import { sigmoid } from '../../../src/ai-kit/logistic.ts';

export { game };

/** A new game with only the listed units on the map (the others eliminated), at the given hexes. */
export function position(where: Record<string, string>, patch: Partial<State> = {}): State {
  const s = game.setup({});
  for (const id of unitOrder) {
    const u = s.units[id];
    if (where[id]) u.hex = where[id];
    else {
      u.hex = null;
      u.out = 'eliminated';
    }
  }
  Object.assign(s, patch);
  return s;
}

/** Apply a validated action; returns the log entries it produced. */
export function act(s: State, role: Role, action: Action): LogEntry[] {
  const log: LogEntry[] = [];
  applyAction(game, s, role, action, (e) => log.push(e));
  return log;
}

export function roll(s: State, die: number): LogEntry[] {
  return act(s, CHANCE, { type: 'dice', dice: [die] });
}

/** Put the game in the Allied or German movement or combat phase directly. */
export function inPhase(s: State, side: 'allied' | 'german', phase: 'movement' | 'combat', done: ('movement' | 'combat' | 'recovery')[] = []): State {
  s.side = side;
  s.phase = phase;
  s.done = done;
  s.shift = side === 'allied' && phase === 'combat' && !done.includes('movement') ? 1 : 0;
  return s;
}

export function destinations(s: State, unit: string): string[] {
  return game
    .legalActions(s, s.side)
    .filter((a) => a.type === 'move' && a.unit === unit)
    .map((a) => a.to as string)
    .sort();
}

export function types(s: State, role: Role): string[] {
  return [...new Set(game.legalActions(s, role).map((a) => a.type))].sort();
}

export function rules(log: LogEntry[]): string[] {
  return log.map((e) => e.rule ?? '');
}

// ---- Odds from the data (issue 17): a test never hard-codes a strength, so it never vetoes a data change.

export const strength = (id: string) => unitData[id].strength;

/** 8.1 / 8.2 the CRT column of an attack by `attackers` (ids, or the 88's strength) on `defender`. */
export function columnOf(attackers: string[] | number, defender: string, shift = 0): number {
  const att = typeof attackers === 'number' ? attackers : attackers.reduce((t, a) => t + strength(a), 0);
  return shiftColumn(oddsColumn(att, strength(defender)), shift);
}

/** The first die (1-6) giving `want` on `column` (8.3: `arras` for a defender in Arras); null if none does. */
export function dieFor(want: CombatResult, column: number, arras = false): number | null {
  for (let d = 1; d <= 6; d++) if (crtResult(column, d, arras).result === want) return d;
  return null;
}

/** The die for `want` in this attack, from the data; fails the test (naming the column) when the CRT has none there. */
export function need(want: CombatResult, attackers: string[] | number, defender: string, shift = 0, arras = false): number {
  const col = columnOf(attackers, defender, shift);
  const d = dieFor(want, col, arras);
  if (d === null) throw new Error(`the data give ${CRT.columns[col]} for this attack, whose column has no ${want}`);
  return d;
}

/** The first of `defenders` that `attackers` can give `want` to (with the die), from the data. */
export function pick(want: CombatResult, attackers: string[], defenders: string[], shift = 0): { defender: string; die: number } {
  for (const defender of defenders) {
    const die = dieFor(want, columnOf(attackers, defender, shift));
    if (die !== null) return { defender, die };
  }
  throw new Error(`no defender among ${defenders.join(', ')} can suffer ${want} from ${attackers.join(', ')} with these data`);
}

/** The 88's strength (8.8), the rules' one printed strength. */
export const FLAK = FLAK88.strength;

/** A German chance `p` of the hand evaluation rescaled as the Allied search reads it (ALLIED_READING_CALIBRATION). */
export function rescaledChance(p: number): number {
  return sigmoid(ALLIED_READING_CALIBRATION.scale * Math.log(p / (1 - p)) + ALLIED_READING_CALIBRATION.shift);
}
