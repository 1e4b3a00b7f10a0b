// Helpers for the postcard game's tests: build positions, act through the kernel (validated), roll dice.
import { type Action, type LogEntry, type Role, CHANCE, applyAction } from '../../../src/kernel/game.ts';
import { arrasPostcard as game } from '../../../src/games/arras-postcard/game.ts';
import type { State } from '../../../src/games/arras-postcard/board.ts';
import { unitOrder } from '../../../src/games/arras-postcard/board.ts';

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
