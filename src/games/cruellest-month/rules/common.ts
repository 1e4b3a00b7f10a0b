// What every chapter of the rules uses: the bilingual log entry, the dice request, names, and two airbase helpers.
import type { LogEntry, LogSink, Role } from '../../../kernel/game.ts';
import { type Step, roles } from '../../../kernel/steps.ts';
import type { CmAction } from '../actions.ts';
import * as D from '../data.ts';
import type { RollCtx, Side, State } from '../state.ts';
import type * as S from '../state.ts';
import { type LogWords, logEn } from '../text/log.en.ts';
export { areaName } from '../text/log.en.ts';
import { logFr } from '../text/log.fr.ts';
export { EVENT_FR, RESULT_FR, SIDE_FR, TASK_FR, WHY_FR, whyFr } from '../text/fr.ts';
const { airUnitName, AIR_BY_ID, GROUND_BY_ID } = D;

export type Log = LogSink | undefined;
export type Aircraft = ReturnType<typeof S.aircraftOf>;
/** A log entry naming its rule, its texts read from text/log.en.ts and log.fr.ts by `words` (`if (log) tell(log, rule,
 * (w) => w.turn(...))`); `to` limits it to those sides (hidden information). Callers test the log first: without a
 * log (simulation, search) the texts are not built at all. */
export const tell = (log: LogSink, rule: string, words: (w: LogWords) => string, to?: Side[]) => {
  const entry: LogEntry = { rule, text: words(logEn), texts: { fr: words(logFr) } };
  if (to) entry.to = to;
  log(entry);
};
export const airName = airUnitName;
export const gName = (id: string) => GROUND_BY_ID[id].name;

/** Dice are due: `label` reads what for from text/log.en.ts and log.fr.ts (`(w) => w.roll.event`), naming `rule`. */
export function need(s: State, purpose: string, dice: number, sides: number, label: (w: LogWords) => string, rule: string, ctx?: RollCtx): void {
  s.roll = { purpose, dice, sides, label: label(logEn), fr: label(logFr), rule, ...(ctx ? { ctx } : {}) };
}

export const atAirbase = (b: string) => b !== 'away' && b !== 'reserve' && b !== 'event' && b !== 'dead';
export function AIRBASE_UNITS_IX(): string[] {
  return Object.keys(AIR_BY_ID).filter((id) => AIR_BY_ID[id].group === 'IX');
}

/** The one role to act (shared, frozen arrays: toAct is asked about twice an action; callers only read it). */
export const ALLIED_ACTS = roles('allied');
export const GERMAN_ACTS = roles('german');
export const only = (side: Side): Role[] => (side === 'allied' ? ALLIED_ACTS : GERMAN_ACTS);

/** The side a role is (a decision's role is always one of the two players). */
export const sideOf = (role: Role): Side => (role === 'german' ? 'german' : 'allied');

/** A step where a player decides, declared beside its rule: the rule, who acts, the legal actions and the effect of each
 * action type (kernel/steps.ts; steps.ts adds the prompt and the explanation of a refusal). */
export type Decision = Pick<Step<State, CmAction>, 'rule' | 'actor' | 'legal' | 'perform'>;
/** Declare a decision (identity: it types each effect by its action). */
export const decision = (d: Decision): Decision => d;
/** A step the flow takes on its own (it may ask for dice with `need`). */
export type Auto = (s: State, log: Log) => void;
/** What a roll of the dice asked for by `need(s, purpose, ...)` does. */
export type DiceEffect = (s: State, d: number[], ctx: RollCtx, log: Log) => void;
/** What a chapter declares: its decision steps, its automatic steps and its dice, by name. */
export interface Chapter {
  decisions?: Record<string, Decision>;
  auto?: Record<string, Auto>;
  dice?: Record<string, DiceEffect>;
}
