// What every chapter of the rules uses: the bilingual log entry, the dice request, names, and two airbase helpers.
import type { Action, LogEntry, LogSink, Role } from '../../../kernel/game.ts';
import * as D from '../data.ts';
import type { Kept } from '../cache.ts';
import type { Side, State } from '../state.ts';
import type * as S from '../state.ts';
export { EVENT_FR, RESULT_FR, SIDE_FR, TASK_FR, WHY_FR, whyFr } from '../text/fr.ts';
const { airUnitName, AIR_BY_ID, GROUND_BY_ID } = D;

export type Log = LogSink | undefined;
export type Aircraft = ReturnType<typeof S.aircraftOf>;
/** A log entry in English and French (LogEntry.texts), naming its rule; `to` limits it to those sides (hidden information).
 * Callers test the log first (`if (log) say(log, ...)`, as the Air Battle Board does): without a log (simulation, search)
 * the texts are not built at all (building them was ~14% of the instructions of a random game). */
export const say = (log: LogSink, rule: string, text: string, fr: string, to?: Side[]) => log({ rule, text, texts: { fr }, ...(to ? { to } : {}) } as LogEntry);
export const areaName = (a: string) => a[0].toUpperCase() + a.slice(1);
export const airName = airUnitName;
export const gName = (id: string) => GROUND_BY_ID[id].name;

/** Dice are due: `label` says what for (in English, `fr` in French), naming `rule`. */
export function need(s: State, purpose: string, dice: number, sides: number, label: string, fr: string, rule: string, ctx?: Record<string, unknown>): void {
  s.roll = { purpose, dice, sides, label, fr, rule, ...(ctx ? { ctx } : {}) };
}

export const atAirbase = (b: string) => b !== 'away' && b !== 'reserve' && b !== 'event' && b !== 'dead';
export function AIRBASE_UNITS_IX(): string[] {
  return Object.keys(AIR_BY_ID).filter((id) => AIR_BY_ID[id].group === 'IX');
}


/** The one role to act (shared, frozen arrays: toAct is asked about twice an action; callers only read it). */
export const ALLIED_ACTS: Role[] = Object.freeze(['allied']) as Role[];
export const GERMAN_ACTS: Role[] = Object.freeze(['german']) as Role[];
export const only = (side: Side): Role[] => (side === 'allied' ? ALLIED_ACTS : GERMAN_ACTS);

/** A step where a player decides: who acts, the legal actions, and the effect of each; declared beside its rule.
 * `listed` is the listing the action was chosen from when one was kept (cache.ts: the air step's, 8.1.5). */
export interface Decision {
  actor(s: State): Role[];
  legal(s: State, side: Side): Action[];
  perform(s: State, side: Side, a: Action, log: Log, listed: Kept['listed']): void;
}
/** A step the flow takes on its own (it may ask for dice with `need`). */
export type Auto = (s: State, log: Log) => void;
/** What a roll of the dice asked for by `need(s, purpose, ...)` does. */
export type DiceEffect = (s: State, d: number[], ctx: Record<string, unknown>, log: Log) => void;
/** What a chapter declares: its decision steps, its automatic steps and its dice, by name. */
export interface Chapter {
  decisions?: Record<string, Decision>;
  auto?: Record<string, Auto>;
  dice?: Record<string, DiceEffect>;
}
