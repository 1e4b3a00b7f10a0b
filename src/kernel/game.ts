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
import type { ZodType } from 'zod';

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
  /** The label in other languages, by language code (as LogEntry.texts). */
  texts?: Record<string, string>;
}

export interface GameResult {
  winner: Role | null;
  /** e.g. 'automatic', 'operational', 'resignation'. */
  kind: string;
  detail: string;
  /** The detail in other languages, by language code (as LogEntry.texts). */
  texts?: Record<string, string>;
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
  /** Options that may not be on together with this one (checked at setup, see checkSetup). */
  excludes?: readonly string[];
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
  /** The message in other languages, by language code (as LogEntry.texts). */
  texts?: Record<string, string>;
}

export interface GameDefinition<S = any> {
  id: string;
  title: string;
  /** Roles of the players, in seat order (chance is not listed). */
  roles: readonly Role[];
  scenarios: readonly ScenarioInfo[];
  options: readonly OptionInfo[];
  /**
   * The version of the game's data (map, counters, cards), default 1. Raised when reconstructed data
   * changes so that a journal would replay into a different game: saves and stored matches carry it,
   * and one of another version is refused (Session.load, the server) instead of replaying silently.
   */
  dataVersion?: number;
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
  /**
   * The game's actions as one zod schema (a discriminated union on `type`), checked once at the
   * boundary (applyAction, so Session.act): an action of a type the schema knows whose fields do not
   * fit is refused as 'malformed' with the rule of the decision at hand (the prompt's); a type the
   * schema does not know goes on to the legality check ('unknown-action'). `perform` then only meets
   * actions the game listed, and `explainIllegal` actions of the game's own shapes.
   */
  actionSchema?: ZodType<Action>;
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
  /**
   * True when the very taking of `action` by `role` is hidden from the other roles (a unit added to a
   * mission being composed, a secret designation): their step count (Session.seqFor) does not count
   * it unless it changes who is to act. Such an action must change nothing else the others receive.
   */
  secret?(state: S, role: Role, action: Action): boolean;
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
  /** The message in English without the rule. */
  readonly text: string;
  constructor(
    message: string,
    readonly rule: string | null = null,
    readonly code: ErrorCode = 'illegal',
    /** The message (without the rule) in other languages, by language code (IllegalInfo.texts). */
    readonly texts?: Record<string, string>,
    /**
     * What was refused, as a key and its values, for a refusal the kernel itself makes (a setup): the shell
     * words it in the reader's language from its catalogue (src/i18n `refusalIn`, keys `refuse.<key>`).
     */
    readonly reason?: { key: string; params: Record<string, string | number> },
  ) {
    super(rule ? `${message} (rule ${rule})` : message);
    this.name = 'RuleError';
    this.text = message;
  }

  /**
   * The message in `lang` when the game gave it, else in English, without the rule: the shell words the rule
   * in the reader's language (src/i18n `refusalIn`). The kernel holds no language but the English of `message`.
   */
  textIn(lang = 'en'): string {
    return (lang !== 'en' ? this.texts?.[lang] : undefined) ?? this.text;
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
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + stableStringify(obj[k])).join(',') + '}';
}

function isAction(value: unknown): value is Action {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Action).type === 'string';
}

/** How deep an action may nest (actions are flat objects with a few small arrays). */
export const MAX_ACTION_DEPTH = 8;

/** True when `value` is plain JSON (no functions, no cycles) no deeper than `maxDepth`. */
export function isPlainJson(value: unknown, maxDepth: number): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'object' || maxDepth <= 0) return false;
  if (Array.isArray(value)) return value.every((v) => isPlainJson(v, maxDepth - 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every((v) => isPlainJson(v, maxDepth - 1));
}

/** `key` is an own property of `record` (never one inherited from Object.prototype, such as "constructor"). */
export function hasOwn(record: object, key: unknown): key is string {
  return typeof key === 'string' && Object.hasOwn(record, key);
}

/** A setup refused by the kernel: `message` in English, `key` and `params` for the shell's other languages (RuleError.reason). */
function badSetup(message: string, rule: string | null, key: string, params: Record<string, string | number>): RuleError {
  return new RuleError(message, rule, 'bad-setup', undefined, { key, params });
}

/**
 * Check a setup against what the game declares, before the game sees it: the scenario is one of the
 * game's, every option is one of its own (own keys only), of its kind and range, and no two options
 * that exclude each other are on together. Throws RuleError 'bad-setup'.
 */
export function checkSetup(game: GameDefinition, config: unknown): asserts config is SetupConfig {
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    throw badSetup('a setup is an object {scenario?, options?}', null, 'setup.object', {});
  const { scenario, options } = config as Record<string, unknown>;
  if (scenario !== undefined) {
    if (typeof scenario !== 'string')
      throw badSetup(`a scenario is named by a string, not ${JSON.stringify(scenario)}`, null, 'setup.scenarioName', { given: JSON.stringify(scenario) });
    if (game.scenarios.length > 0 && !game.scenarios.some((s) => s.id === scenario)) {
      const known = game.scenarios.map((s) => s.id).join(', ');
      throw badSetup(`unknown scenario "${scenario}"; scenarios: ${known}`, null, 'setup.unknownScenario', { scenario, known });
    }
  }
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options) || Object.getPrototypeOf(options) !== Object.prototype) {
    throw badSetup('options are an object {"option-id": value}', null, 'setup.optionsObject', {});
  }
  const byId = new Map(game.options.map((o) => [o.id, o]));
  const given = options as Record<string, unknown>;
  const known = game.options.map((o) => o.id).join(', ') || 'none';
  for (const id of Object.keys(given)) {
    const info = byId.get(id);
    if (!info) throw badSetup(`unknown option "${id}"; options: ${known}`, null, 'setup.unknownOption', { option: id, known });
    const v = given[id];
    if (info.kind === 'flag' ? typeof v !== 'boolean' : typeof v !== 'number' || !Number.isFinite(v)) {
      const kind = info.kind === 'flag' ? 'setup.optionFlag' : 'setup.optionNumber';
      throw badSetup(`option "${id}" takes ${info.kind === 'flag' ? 'true or false' : 'a number'}, not ${JSON.stringify(v)}`, info.rule ?? null, kind, {
        option: id,
        given: JSON.stringify(v),
      });
    }
    if (typeof v === 'number' && ((info.min !== undefined && v < info.min) || (info.max !== undefined && v > info.max))) {
      const [min, max] = [info.min ?? '-inf', info.max ?? 'inf'];
      throw badSetup(`option "${id}" lies in ${min}..${max}, not ${v}`, info.rule ?? null, 'setup.optionRange', { option: id, min, max, given: v });
    }
  }
  const on = (o: OptionInfo) => (hasOwn(given, o.id) ? given[o.id] : o.default);
  for (const o of game.options) {
    if (!on(o)) continue;
    for (const other of o.excludes ?? []) {
      const x = byId.get(other);
      if (x && on(x))
        throw badSetup(`options "${o.id}" and "${other}" exclude each other: choose one`, o.rule ?? null, 'setup.optionsExclude', { option: o.id, other });
    }
  }
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
  if (!isAction(action) || !isPlainJson(action, MAX_ACTION_DEPTH)) {
    throw new RuleError(`an action must be a plain JSON object with a string "type", nested at most ${MAX_ACTION_DEPTH} deep`, null, 'malformed');
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
    // Same type first: the canonical key is computed only for the candidates that could match.
    if (!legal.some((a) => a.type === action.type && actionKey(a) === key)) {
      // An action the game listed fits its schema: the shape is checked only for the others.
      if (game.actionSchema) checkShape(game, state, role, action, game.actionSchema);
      // No legal action of this type now: the type is unknown to the game or not open at this step.
      const code = legal.some((a) => a.type === action.type) ? 'illegal' : 'unknown-action';
      const why = explainRefusal(game, state, role, action, key, code);
      throw new RuleError(why.message, why.rule, code, why.texts);
    }
  }
  game.perform(state, role, action, log);
}

/** Refuse an action of a type the schema knows whose fields do not fit it ('malformed'). */
function checkShape<S>(game: GameDefinition<S>, state: S, role: Role, action: Action, schema: ZodType<Action>): void {
  const parsed = schema.safeParse(action);
  if (parsed.success) return;
  const issue = parsed.error.issues[0];
  if (issue.path.length === 1 && issue.path[0] === 'type') return; // a type the game does not know: unknown-action below
  const where = issue.path.length ? `"${issue.path.join('.')}"` : 'the action';
  const rule = game.prompt?.(state, role).rule ?? null;
  throw new RuleError(`malformed "${action.type}" action: ${where}: ${issue.message}`, rule, 'malformed');
}

/**
 * The game's explanation of a refused action. A game's explainIllegal may assume well-formed fields;
 * when it throws on a malformed action, the refusal falls back to a generic message (never a crash).
 */
function explainRefusal<S>(game: GameDefinition<S>, state: S, role: Role, action: Action, key: string, code: ErrorCode): IllegalInfo {
  const generic: IllegalInfo = {
    message: code === 'unknown-action' ? `unknown or unavailable action type "${action.type}"` : `action ${key} is not legal now`,
    rule: null,
  };
  if (!game.explainIllegal) return generic;
  try {
    const why = game.explainIllegal(state, role, action);
    if (why && typeof why.message === 'string') return { message: why.message, rule: why.rule ?? null, texts: why.texts };
  } catch {
    // A malformed action (a field missing or of the wrong type): the generic message says enough.
  }
  return generic;
}
