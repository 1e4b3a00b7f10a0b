// Test helpers: build exact positions and play actions with the kernel's validation.
import { type Action, type LogEntry, type RuleError, applyAction } from '../../../src/kernel/game.ts';
import { expectRefused } from '../../families/area-impulse-helpers.ts';
import { caArras1940 as game } from '../../../src/games/ca-arras-1940/game.ts';
import { UNITS } from '../../../src/games/ca-arras-1940/data.ts';
import { type ArrasState, OUT_OF_PLAY, UNIT_INDEX, type Side, invalidateOccupancy } from '../../../src/games/ca-arras-1940/state.ts';

export { game };
export const idx = (id: string) => {
  const i = UNIT_INDEX[id];
  if (i === undefined) throw new Error(`no unit ${id}`);
  return i;
};

/** A game with the historical setup (18.1): it starts at Turn 1, Allied Impulse 1. */
export function historical(options: Record<string, boolean> = {}): ArrasState {
  return game.setup({ scenario: 'historical', options });
}

/** An empty map at the start of an Impulse of `side` on `turn` (all units out of play). */
export function emptyBoard(turn = 3, side: Side = 'allied', options: Record<string, boolean> = {}): ArrasState {
  const s = historical(options);
  s.loc = s.loc.map(() => OUT_OF_PLAY);
  s.spent = s.spent.map(() => 0);
  s.turn = turn;
  s.momentum = side;
  s.advantage = side;
  s.impulse = 1;
  s.released = { 'french-cavalry': 2, 'panzer-25': 3, 'british-reserve': 3, 'fifth-panzer': 0 };
  s.step = { k: 'impulse' };
  invalidateOccupancy(s);
  return s;
}

/** Put units in an area (and update control as the rules would). */
export function put(s: ArrasState, area: number, ids: string[], spent = false): void {
  for (const id of ids) {
    s.loc[idx(id)] = area;
    s.spent[idx(id)] = spent ? 1 : 0;
  }
  invalidateOccupancy(s);
}

export function play(s: ArrasState, role: string, action: Action): LogEntry[] {
  const log: LogEntry[] = [];
  invalidateOccupancy(s); // tests edit positions directly
  applyAction(game, s, role, action, (e) => log.push(e));
  return log;
}

export function dice(s: ArrasState, ...d: number[]): LogEntry[] {
  return play(s, 'chance', { type: 'dice', dice: d });
}

export function legalTypes(s: ArrasState, role: string): string[] {
  invalidateOccupancy(s);
  return game.legalActions(s, role).map((a) => a.type);
}

export function isLegal(s: ArrasState, role: string, action: Action): boolean {
  invalidateOccupancy(s);
  const sorted = (a: Action) =>
    JSON.stringify(
      Object.fromEntries(
        Object.keys(a)
          .sort()
          .map((k) => [k, a[k]]),
      ),
    );
  const key = sorted(action);
  return game.legalActions(s, role).some((a) => sorted(a) === key);
}

/** Expect the action to be refused with a RuleError naming `rule`, leaving the state unchanged. */
export function refused(s: ArrasState, role: string, action: unknown, rule: string | null, message?: RegExp): RuleError {
  invalidateOccupancy(s); // tests edit positions directly
  return expectRefused(game, s, role, action, rule, message);
}

export const texts = (log: LogEntry[]) => log.map((e) => `${e.rule ?? ''} ${e.text}`).join('\n');
export const where = (s: ArrasState, id: string) => s.loc[idx(id)];
export const isSpent = (s: ArrasState, id: string) => s.spent[idx(id)] === 1;
export const unitData = (id: string) => UNITS[idx(id)];
