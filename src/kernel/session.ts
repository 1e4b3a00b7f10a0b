// A session: one game in progress as (game, setup, journal). It applies validated actions, resolves
// dice, replays to any point, hashes the state, saves and loads, and undoes within the limits of undo.

import {
  type Action,
  type ChanceSpec,
  type GameDefinition,
  type LogEntry,
  type Role,
  type SetupConfig,
  CHANCE,
  OBSERVER,
  RuleError,
  applyAction,
  checkSetup,
  isPlainJson,
  stableStringify,
} from './game.ts';
import { hashState } from './hash.ts';
import { Rng, type RngState, SEED_TEXT } from './rng.ts';

export interface JournalEntry {
  role: Role;
  action: Action;
}

/** Where dice come from. `roll` returns null when a person must type the result (manual dice). */
export interface DiceSource {
  readonly kind: 'seeded' | 'manual' | 'script';
  roll(spec: ChanceSpec): number[] | null;
  state?(): RngState;
}

export function seededDice(seed: number | string | RngState): DiceSource {
  const rng = new Rng(seed);
  return {
    kind: 'seeded',
    roll: (spec) => Array.from({ length: spec.dice }, () => rng.die(spec.sides)),
    state: () => rng.state(),
  };
}

export function manualDice(): DiceSource {
  return { kind: 'manual', roll: () => null };
}

/** Dice from a script: each die of each roll in order. Throws when the script runs out. */
export function scriptedDice(values: number[]): DiceSource {
  let i = 0;
  return {
    kind: 'script',
    roll: (spec) => {
      if (i + spec.dice > values.length) throw new Error(`dice script exhausted at roll for ${spec.label}`);
      const out = values.slice(i, i + spec.dice);
      i += spec.dice;
      return out;
    },
  };
}

export interface SaveFile {
  format: 'arras-save';
  version: 1;
  game: string;
  config: SetupConfig;
  /** GameDefinition.dataVersion of the game it was played with; absent = 1 (saves before data versions). */
  dataVersion?: number;
  journal: JournalEntry[];
  /** The seeded generator's state, so a loaded game rolls on where it stopped. */
  rng?: RngState;
  /** A finished server match: its dice seed (revealed at the end) and the commitment published at its start (dice-proof.ts). */
  seed?: string;
  commitment?: string;
}

interface EntryMeta {
  before: Role[];
  after: Role[];
  reveals: boolean;
  /** Only its actor knows it was taken (GameDefinition.secret, and who is to act did not change). */
  secret: boolean;
}

export class Session<S = unknown> {
  state: S;
  readonly journal: JournalEntry[] = [];
  /** Log entries produced by each journal entry. */
  readonly logs: LogEntry[][] = [];
  private readonly meta: EntryMeta[] = [];

  constructor(
    readonly game: GameDefinition<S>,
    readonly config: SetupConfig,
    public dice: DiceSource = seededDice(1),
  ) {
    checkSetup(game, config);
    this.state = game.setup(config);
  }

  /** The number of actions so far (the journal's length). */
  get seq(): number {
    return this.journal.length;
  }

  /**
   * The step count `role` is shown and sends back with its actions to detect stale requests: the
   * actions so far less the other roles' secret ones (GameDefinition.secret), so that the count tells
   * nothing of them (OBSERVER: every secret action is left out). Equal to `seq` in games without them.
   */
  seqFor(role: Role): number {
    let n = this.journal.length;
    if (role === CHANCE || this.secretCount === 0) return n;
    this.meta.forEach((m, i) => {
      if (m.secret && this.journal[i].role !== role) n--;
    });
    return n;
  }
  /**
   * The journal length at which `role` counted `step` steps (seqFor): just after the step-th entry it
   * may know of, before any secret entry of another role that follows (a replay during play).
   */
  entriesAt(role: Role, step: number): number {
    if (role === CHANCE || this.secretCount === 0) return Math.min(step, this.journal.length);
    let seen = 0;
    for (let i = 0; i < this.journal.length; i++) {
      if (seen >= step) return i;
      if (!(this.meta[i].secret && this.journal[i].role !== role)) seen++;
    }
    return this.journal.length;
  }
  /** How many journal entries are secret (seqFor's loop runs only when there are some). */
  private secretCount = 0;

  toAct(): Role[] {
    return this.game.toAct(this.state);
  }

  isOver(): boolean {
    return this.game.toAct(this.state).length === 0;
  }

  /**
   * Apply `action` for `role`. With `expectedSeq`, refuse a stale request (one made against an
   * earlier position). Throws RuleError and changes nothing when the action is refused.
   */
  act(role: Role, action: unknown, expectedSeq?: number): void {
    if (expectedSeq !== undefined && expectedSeq !== this.journal.length) {
      throw new RuleError(`stale action: it was made at step ${expectedSeq} but the game is at step ${this.journal.length}`, null, 'stale');
    }
    const before = this.game.toAct(this.state);
    const entries: LogEntry[] = [];
    const reveals = role !== CHANCE && !!this.game.reveals?.(this.state, role, action as Action);
    const secret = role !== CHANCE && !!this.game.secret?.(this.state, role, action as Action);
    try {
      applyAction(this.game, this.state, role, action, (e) => entries.push(e));
    } catch (err) {
      // A refused action changed nothing; an engine fault may have left the state half-changed:
      // rebuild it from the journal so the session stays consistent.
      if (!(err instanceof RuleError)) this.rebuild(this.journal.slice());
      throw err;
    }
    // Journal a canonical copy: later mutation of the caller's object cannot alter the record.
    this.journal.push({ role, action: JSON.parse(stableStringify(action)) });
    this.logs.push(entries);
    const after = this.game.toAct(this.state);
    // Who is to act is seen by all: an action that changes it is no secret.
    const hidden = secret && sameRoles(before, after);
    if (hidden) this.secretCount++;
    this.meta.push({ before, after, reveals, secret: hidden });
  }

  /** If dice are due, roll them from the dice source. Returns false when a person must enter them. */
  rollIfDue(): boolean {
    const acting = this.toAct();
    if (acting.length !== 1 || acting[0] !== CHANCE) return false;
    const dice = this.dice.roll(this.game.chance(this.state));
    if (!dice) return false;
    this.act(CHANCE, { type: 'dice', dice });
    return true;
  }

  /** Roll every due die until a player must act (or a person must roll). */
  settle(): void {
    while (this.rollIfDue());
  }

  /**
   * Undo is allowed for `role` when its own last action did not roll dice, reveal hidden
   * information, or change who is to act.
   */
  canUndo(role: Role): boolean {
    const n = this.journal.length;
    if (n === 0 || role === CHANCE) return false;
    const last = this.journal[n - 1];
    const m = this.meta[n - 1];
    if (last.role !== role || m.reveals) return false;
    return sameRoles(m.before, m.after) && m.after.includes(role);
  }

  undo(role: Role): void {
    if (!this.canUndo(role)) {
      throw new RuleError('nothing to undo: undo never crosses a die roll, a reveal or a change of the player to act', null, 'illegal');
    }
    const journal = this.journal.slice(0, -1);
    this.rebuild(journal);
  }

  /** The state after the first `n` journal entries (replay). */
  stateAt(n: number): S {
    const s = new Session(this.game, this.config);
    for (const e of this.journal.slice(0, n)) s.act(e.role, e.action);
    return s.state;
  }

  hash(): string {
    return hashState(this.state);
  }

  /** The log as `role` may see it (OBSERVER sees only public entries). */
  visibleLog(role: Role = OBSERVER): LogEntry[] {
    const out: LogEntry[] = [];
    for (const entries of this.logs) for (const e of entries) if (!e.to || e.to.includes(role)) out.push(e);
    return out;
  }

  save(): SaveFile {
    const file: SaveFile = { format: 'arras-save', version: 1, game: this.game.id, config: this.config, ...dataVersionField(this.game), journal: this.journal };
    const rng = this.dice.state?.();
    if (rng) file.rng = rng;
    return JSON.parse(JSON.stringify(file));
  }

  /** Rebuild a session from a save file. `dice` defaults to the saved generator (or seed 1). */
  static load<S>(game: GameDefinition<S>, file: unknown, dice?: DiceSource): Session<S> {
    const f = checkSaveFile(file);
    if (f.game !== game.id) throw new RuleError(`save file is for game ${f.game}, not ${game.id}`, null, 'malformed');
    checkDataVersion(game, f.dataVersion);
    const s = new Session(game, f.config, dice ?? seededDice(f.rng ?? 1));
    s.rebuild(f.journal);
    return s;
  }

  private rebuild(journal: JournalEntry[]): void {
    this.state = this.game.setup(this.config);
    this.journal.length = 0;
    this.logs.length = 0;
    this.meta.length = 0;
    this.secretCount = 0;
    journal.forEach((e, i) => {
      try {
        this.act(e.role, e.action);
      } catch (err) {
        throw new RuleError(`journal entry ${i} (${e.role} ${JSON.stringify(e.action)}) does not replay: ${(err as Error).message}`, null, 'malformed');
      }
    });
  }
}

/** The data version a save of `game` records: only for games past version 1 (so older games' saves stay byte for byte as they were). */
export function dataVersionField(game: GameDefinition): { dataVersion?: number } {
  return (game.dataVersion ?? 1) !== 1 ? { dataVersion: game.dataVersion } : {};
}

/**
 * Refuse a save or stored match played on other data than `game` has now (its map, counters or cards
 * changed): its journal would replay into a different game. `saved` absent = version 1.
 */
export function checkDataVersion(game: GameDefinition, saved: number | undefined): void {
  const was = saved ?? 1;
  const now = game.dataVersion ?? 1;
  if (was === now) return;
  const earlier = was < now;
  // The English is the kernel's own message; the shell words the reason in the reader's language (src/i18n refuse.data.*).
  throw new RuleError(
    `this game of ${game.title} was played on ${earlier ? 'an earlier' : 'a later'} map (data version ${was}; this build has data version ${now}); it cannot be continued`,
    null,
    'malformed',
    undefined,
    { key: earlier ? 'data.earlier' : 'data.later', params: { game: game.title, was, now } },
  );
}

const SAVE_KEYS = ['format', 'version', 'game', 'config', 'dataVersion', 'journal', 'rng', 'seed', 'commitment'];
const bad = (why: string): never => {
  throw new RuleError(`not a valid arras save file: ${why}`, null, 'malformed');
};

/** A generator state: four 32-bit integers (signed or unsigned, as the generator leaves them). */
export function isRngState(value: unknown): value is RngState {
  return Array.isArray(value) && value.length === 4 && value.every((v) => Number.isInteger(v) && v >= -0x80000000 && v <= 0xffffffff);
}

/**
 * Check every part of a save file (nothing unknown, nothing of the wrong type), so that a file loads
 * only when it is whole, and save -> load -> save gives the same file.
 */
export function checkSaveFile(file: unknown): SaveFile {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) bad('a save is a JSON object');
  const f = file as Record<string, unknown>;
  if (f.format !== 'arras-save') bad('expected format "arras-save"');
  if (f.version !== 1) bad(`version ${JSON.stringify(f.version)} is not 1`);
  if (typeof f.game !== 'string') bad('"game" must be a string');
  if (f.dataVersion !== undefined && !(Number.isInteger(f.dataVersion) && (f.dataVersion as number) >= 1)) bad('"dataVersion" must be a whole number from 1');
  for (const k of Object.keys(f)) if (!SAVE_KEYS.includes(k)) bad(`unknown field "${k}"`);
  const config = f.config;
  if (typeof config !== 'object' || config === null || Array.isArray(config)) bad('"config" must be an object');
  for (const k of Object.keys(config as object)) if (k !== 'scenario' && k !== 'options') bad(`unknown config field "${k}"`);
  if (!Array.isArray(f.journal)) bad('"journal" must be an array');
  (f.journal as unknown[]).forEach((e, i) => {
    if (typeof e !== 'object' || e === null || Array.isArray(e)) bad(`journal entry ${i} is not an object`);
    const entry = e as Record<string, unknown>;
    if (Object.keys(entry).some((k) => k !== 'role' && k !== 'action')) bad(`journal entry ${i} has fields other than role and action`);
    if (typeof entry.role !== 'string') bad(`journal entry ${i}: "role" must be a string`);
    if (!isPlainJson(entry.action, 16)) bad(`journal entry ${i}: "action" is not plain JSON`);
  });
  if (f.rng !== undefined && !isRngState(f.rng)) bad('"rng" must be four 32-bit integers');
  if (f.seed !== undefined && !(typeof f.seed === 'string' && SEED_TEXT.test(f.seed))) bad('"seed" must be a seed as text (32 hex digits)');
  if (f.commitment !== undefined && !(typeof f.commitment === 'string' && /^[0-9a-f]{64}$/.test(f.commitment)))
    bad('"commitment" must be a SHA-256 (64 hex digits)');
  return f as unknown as SaveFile;
}

function sameRoles(a: Role[], b: Role[]): boolean {
  return a.length === b.length && a.every((r, i) => r === b[i]);
}
