// The game contract: every game of the project is one GameDefinition.
//
// After OpenSpiel's State: who acts now, every legal action, apply, a view per role, the result.
// Dice are decisions of the pseudo-role `chance` (see ChanceSpec); the session resolves them from a
// seeded generator, from a person typing the result, or from a script, and journals them like any
// other action, so a game is fully described by (game, setup config, journal).
//
// States are plain JSON objects. `perform` mutates the state in place (the engine is the inner loop of
// search and simulation, so it must not copy); `applyAction` (below) validates before it calls
// `perform`, so a refused action changes nothing.

export type Role = string;
export const CHANCE: Role = 'chance';
export const OBSERVER: Role = 'observer';

/** An action: a plain JSON object with a `type`. */
export interface Action {
  type: string;
  [key: string]: unknown;
}

/** The action of the chance role: the dice as they fell. */
export interface DiceAction extends Action {
  type: 'dice';
  dice: number[];
}

/** A log entry shown to players; `rule` names the rule behind the event. `to` limits who sees it. */
export interface LogEntry {
  rule?: string;
  /** The text in English. */
  text: string;
  /** The same text in other languages, by language code (e.g. { fr: '...' }). */
  texts?: Record<string, string>;
  to?: Role[];
}

/** The text of a log entry in `lang`, falling back to English. */
export function logText(entry: LogEntry, lang = 'en'): string {
  return (lang !== 'en' && entry.texts?.[lang]) || entry.text;
}
export type LogSink = (entry: LogEntry) => void;

/** What the chance role must roll now. */
export interface ChanceSpec {
  dice: number;
  sides: number;
  /** What the roll is for, for the prompt of a person rolling real dice ("Allied DR and German DR"). */
  label: string;
  rule?: string;
}

export interface GameResult {
  winner: Role | null;
  /** e.g. 'automatic', 'operational', 'resignation'. */
  kind: string;
  detail: string;
  /** Per-role score in [0, 1] for AI and arena tallies (1 win, 0 loss, 0.5 draw). */
  scores: Record<Role, number>;
}

export interface OptionInfo {
  id: string;
  label: string;
  rule?: string;
  kind: 'flag' | 'number';
  default: boolean | number;
  min?: number;
  max?: number;
  /** The label in other languages (and in English when `label` mixes languages), by language code. */
  texts?: Record<string, string>;
}

export interface ScenarioInfo {
  id: string;
  label: string;
  description: string;
  /** The label and description in other languages, by language code. */
  texts?: Record<string, { label: string; description: string }>;
}

export interface SetupConfig {
  scenario?: string;
  options?: Record<string, boolean | number>;
}

export interface IllegalInfo {
  message: string;
  rule: string | null;
}

export interface GameDefinition<S = any> {
  id: string;
  title: string;
  /** Roles of the players, in seat order (chance is not listed). */
  roles: readonly Role[];
  scenarios: readonly ScenarioInfo[];
  options: readonly OptionInfo[];
  /** A new game. Throws RuleError on a bad scenario or option. */
  setup(config: SetupConfig): S;
  /** Who must act now: one role, several for simultaneous secret decisions, [CHANCE] for dice, [] when over. */
  toAct(state: S): Role[];
  /** When toAct is [CHANCE]: what to roll. */
  chance(state: S): ChanceSpec;
  /** Every legal action for `role` now ([] if the role is not to act). */
  legalActions(state: S, role: Role): Action[];
  /** Apply a legal action in place. Callers must have checked legality (see applyAction). */
  perform(state: S, role: Role, action: Action, log?: LogSink): void;
  /** Why `action` is illegal now, naming the rule; called only for refused actions. */
  explainIllegal?(state: S, role: Role, action: Action): IllegalInfo;
  /** What `role` may see (OBSERVER: what anyone may see). Never contains another role's secrets. */
  view(state: S, role: Role): unknown;
  result(state: S): GameResult | null;
  /** Languages the game's own texts (log, action descriptions, render) come in; default ['en']. */
  languages?: readonly string[];
  /** A one-line description of an action for prompts and logs, in `lang` when the game has it. */
  describeAction(state: S, role: Role, action: Action, lang?: string): string;
  /** A text picture of the situation for the terminal (what `role` may see), in `lang` when the game has it. */
  render?(state: S, role: Role, lang?: string): string;
  /** Checks of the game's data; returns the problems found (empty when the data is sound). */
  validateData?(): string[];
  /** The seat that plays `role` (differs from the role after a side bid, 17.1). Default: the role. */
  seatOf?(state: S, role: Role): Role;
  /** True when `action` reveals hidden information (undo must not cross it). */
  reveals?(state: S, role: Role, action: Action): boolean;
  /**
   * What `role` must do now, in one sentence in the game's own terms, with the rule that governs it
   * ("Activate an Area for an Assault or a Bombardment, or Pass", 6.2), in `lang` when the game has it.
   */
  prompt?(state: S, role: Role, lang?: string): StepPrompt;
  /**
   * What an action would lead to, before it is chosen (the AV and DV of an assault with each
   * modifier and its rule); null when there is nothing to foresee. In `lang` when the game has it.
   */
  preview?(state: S, role: Role, action: Action, lang?: string): Preview | null;
}

/** The sentence of the prompt for one decision and the rule behind it. */
export interface StepPrompt {
  text: string;
  rule?: string;
}

/** A foreseen result: lines such as "AV 5: base 4 (9.4.1), +1 armour (9.4.2)". */
export interface Preview {
  lines: { text: string; rule?: string }[];
}

export type ErrorCode = 'malformed' | 'unknown-action' | 'wrong-role' | 'illegal' | 'stale' | 'game-over' | 'bad-setup';

/** A refused action or bad input. The state is unchanged. */
export class RuleError extends Error {
  constructor(
    message: string,
    readonly rule: string | null = null,
    readonly code: ErrorCode = 'illegal',
  ) {
    super(rule ? `${message} (rule ${rule})` : message);
    this.name = 'RuleError';
  }
}

/** A canonical string for an action: same action, same key, whatever the property order. */
export function actionKey(action: unknown): string {
  return stableStringify(action);
}

export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return '[' + value.map(stableStringify).join(',') + ']';
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + stableStringify(obj[k])).join(',') + '}';
}

function isAction(value: unknown): value is Action {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Action).type === 'string';
}

/** Check that the chance role's action is a well-formed roll of the dice asked for. */
export function checkDice(spec: ChanceSpec, action: Action): void {
  const dice = (action as DiceAction).dice;
  if (action.type !== 'dice' || !Array.isArray(dice)) {
    throw new RuleError(`chance must answer with {"type":"dice","dice":[...]} for: ${spec.label}`, spec.rule ?? null, 'malformed');
  }
  if (dice.length !== spec.dice) {
    throw new RuleError(`expected ${spec.dice} dice for ${spec.label}, got ${dice.length}`, spec.rule ?? null, 'malformed');
  }
  for (const d of dice) {
    if (!Number.isInteger(d) || d < 1 || d > spec.sides) {
      throw new RuleError(`a die shows 1-${spec.sides}, not ${JSON.stringify(d)} (${spec.label})`, spec.rule ?? null, 'malformed');
    }
  }
}

/**
 * Validate and apply one action. Throws RuleError (state unchanged) when the game is over, the input
 * is malformed, the role is not to act, or the action is not legal now.
 */
export function applyAction<S>(game: GameDefinition<S>, state: S, role: Role, action: unknown, log?: LogSink): void {
  if (!isAction(action)) {
    throw new RuleError('an action must be a JSON object with a string "type"', null, 'malformed');
  }
  const acting = game.toAct(state);
  if (acting.length === 0) throw new RuleError('the game is over', null, 'game-over');
  if (!acting.includes(role)) {
    throw new RuleError(`${role} may not act now: waiting for ${acting.join(' and ')}`, null, 'wrong-role');
  }
  if (role === CHANCE) {
    checkDice(game.chance(state), action);
  } else {
    const key = actionKey(action);
    const legal = game.legalActions(state, role);
    if (!legal.some((a) => actionKey(a) === key)) {
      if (!legal.some((a) => a.type === action.type) && !game.explainIllegal) {
        throw new RuleError(`unknown or unavailable action type "${action.type}"`, null, 'unknown-action');
      }
      const why = game.explainIllegal?.(state, role, action) ?? { message: `action ${key} is not legal now`, rule: null };
      throw new RuleError(why.message, why.rule, 'illegal');
    }
  }
  game.perform(state, role, action, log);
}
