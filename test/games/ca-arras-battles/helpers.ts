// Test helpers for Counter-Attack: Arras (Battles): exact positions, actions through the kernel's validation.
import { type Action, type LogEntry, type RuleError, applyAction, actionKey } from '../../../src/kernel/game.ts';
import { expectRefused } from '../../families/area-impulse-helpers.ts';
import { caArrasBattles as game } from '../../../src/games/ca-arras-battles/game.ts';
import { SECTORS, UNITS } from '../../../src/games/ca-arras-battles/data.ts';
import { type BattlesState, BOARD, OUT, type Side, UNIT_INDEX } from '../../../src/games/ca-arras-battles/state.ts';

export { game };
export const idx = (id: string) => {
  const i = UNIT_INDEX[id];
  if (i === undefined) throw new Error(`no unit ${id}`);
  return i;
};

/** The historical setup (14.2): Turn 1, Allied Initiative, first impulse. */
export const historical = (options: Record<string, boolean> = {}): BattlesState => game.setup({ scenario: 'historical', options });

/** An empty map at the start of an impulse of `side` on `turn`; every group released; the Advantage already used by both. */
export function emptyBoard(turn = 3, side: Side = 'allied', options: Record<string, boolean> = {}): BattlesState {
  const s = historical(options);
  s.loc = s.loc.map(() => OUT);
  s.spent = s.spent.map(() => 0);
  for (const a of SECTORS) s.control[a.id] = a.start;
  s.turn = turn;
  s.momentum = s.turnInitiative = side;
  s.advantage = side;
  s.advantageUsed = { allied: true, german: true };
  s.impulse = 1;
  s.released = { french: 1, panzer: 1, reserve: 1, fifth: 1 };
  s.air = { allied: 0, german: 0 };
  s.phase = 'combat';
  s.step = { k: 'impulse' };
  BOARD.invalidate(s);
  return s;
}

/** Put units in a sector (control follows, as the rules would have it). */
export function put(s: BattlesState, area: number, ids: string[], spent = false): void {
  for (const id of ids) {
    s.loc[idx(id)] = area;
    s.spent[idx(id)] = spent ? 1 : 0;
  }
  BOARD.invalidate(s);
  BOARD.updateControl(s, area);
}

export function play(s: BattlesState, role: string, action: Action): LogEntry[] {
  const log: LogEntry[] = [];
  BOARD.invalidate(s);
  applyAction(game, s, role, action, (e) => log.push(e));
  return log;
}

export const dice = (s: BattlesState, ...d: number[]) => play(s, 'chance', { type: 'dice', dice: d });

export function legalTypes(s: BattlesState, role: string): string[] {
  BOARD.invalidate(s);
  return game.legalActions(s, role).map((a) => a.type);
}

export function isLegal(s: BattlesState, role: string, action: Action): boolean {
  BOARD.invalidate(s);
  return game.legalActions(s, role).some((a) => actionKey(a) === actionKey(action));
}

/** Expect the action to be refused with a RuleError naming `rule`, the state unchanged. */
export function refused(s: BattlesState, role: string, action: unknown, rule: string | null, message?: RegExp): RuleError {
  BOARD.invalidate(s);
  return expectRefused(game, s, role, action, rule, message);
}

/** Move units of the Active Sector one after the other, then assault `target`. */
export function assault(s: BattlesState, side: Side, from: number, moves: [string, number][], target: number): LogEntry[] {
  const log = play(s, side, { type: 'activate', area: from });
  for (const [unit, to] of moves) log.push(...play(s, side, { type: 'move', unit, to }));
  log.push(...play(s, side, { type: 'attack', area: target }));
  return log;
}

/** Answer the support questions with "no support" until the dice are due. */
export function noSupport(s: BattlesState): void {
  while (s.step.k === 'support') play(s, s.step.side, { type: 'no-support' });
}

export const texts = (log: LogEntry[]) => log.map((e) => `${e.rule ?? ''} ${e.text}`).join('\n');
export const where = (s: BattlesState, id: string) => s.loc[idx(id)];
export const isSpent = (s: BattlesState, id: string) => s.spent[idx(id)] === 1;
export const unitData = (id: string) => UNITS[idx(id)];
