// Batch simulation: complete games between computer players, straight on the GameDefinition (no
// Session, no journal, no log sink: this is the hot path of the bench, the tests and the balance
// analysis). Dice come from the same seeded Rng as the players' choices, one Rng per game, seeded
// from (seed, game index): a game's outcome does not depend on which worker or batch played it, and
// any single game can be played again from its index.
//
// Errors are counted, not thrown: any exception, a dead end (a role to act with no legal action), a
// game that exceeds the step cap, or a game that ends without a result.
import { type Action, type GameDefinition, type GameResult, type Role, type SetupConfig, CHANCE, applyAction } from '../kernel/game.ts';
import { Rng } from '../kernel/rng.ts';
import { type JournalEntry, type SaveFile, dataVersionField } from '../kernel/session.ts';
import { type Player, decide } from '../players/player.ts';
import { randomPlayer } from '../players/random.ts';

export type SimErrorKind = 'exception' | 'dead-end' | 'step-cap' | 'no-result';

export interface SimError {
  kind: SimErrorKind;
  message: string;
  /** Actions applied before the error. */
  step: number;
  role?: Role;
  action?: Action;
}

export interface GameOutcome {
  index: number;
  seed: number;
  result: GameResult | null;
  /** Player actions (chance excluded). */
  actions: number;
  /** Chance actions (dice rolls). */
  rolls: number;
  error: SimError | null;
}

export interface PlayOptions {
  /** Players by seat (see GameDefinition.seatOf); a missing seat plays randomly. */
  players?: Record<Role, Player>;
  /** Stop a game (as an error) after this many actions, dice included. */
  maxSteps?: number;
  /** Validate every action with applyAction (slower; for untrusted players). */
  check?: boolean;
  /** When given, every applied action is appended (to save a failing game). */
  record?: JournalEntry[];
}

export const DEFAULT_MAX_STEPS = 100_000;

/** The seed of game `index` of a batch seeded with `seed` (a 32-bit mix of both). */
export function gameSeed(seed: number, index: number): number {
  let h = Math.imul((seed >>> 0) ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13) ^ (index >>> 0), 0xc2b2ae35) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x27d4eb2f) >>> 0;
  return (h ^ (h >>> 15)) >>> 0;
}

/** Play one complete game from `seed`. Never throws for errors of the game: they are in `error`. */
export function playGame(game: GameDefinition, config: SetupConfig, seed: number, opts: PlayOptions = {}, index = 0): GameOutcome {
  const rng = new Rng(seed);
  const players = opts.players;
  const maxSteps = opts.maxSteps ?? DEFAULT_MAX_STEPS;
  const record = opts.record;
  const check = !!opts.check;
  let actions = 0;
  let rolls = 0;
  let role: Role | undefined;
  let action: Action | undefined;
  const out = (error: SimError | null, result: GameResult | null): GameOutcome => ({ index, seed, result, actions, rolls, error });
  let state: unknown;
  try {
    state = game.setup(config);
    for (;;) {
      const acting = game.toAct(state);
      if (acting.length === 0) break;
      const steps = actions + rolls;
      if (steps >= maxSteps) {
        return out({ kind: 'step-cap', message: `no end after ${steps} actions`, step: steps }, null);
      }
      role = acting[0];
      if (role === CHANCE) {
        const spec = game.chance(state);
        const dice: number[] = []; // packed, as a journal's dice read back from JSON
        for (let i = 0; i < spec.dice; i++) dice.push(rng.die(spec.sides));
        action = { type: 'dice', dice };
        rolls++;
      } else {
        const legal = game.legalActions(state, role);
        if (legal.length === 0) {
          return out({ kind: 'dead-end', message: `${role} must act but has no legal action`, step: steps, role }, null);
        }
        // Without players every seat plays at random (the bench and random simulations): no seat to look up.
        const player = players ? (players[game.seatOf ? game.seatOf(state, role) : role] ?? randomPlayer) : randomPlayer;
        action = decide(player, game, state, role, legal, rng);
        actions++;
      }
      if (check) applyAction(game, state, role, action);
      else game.perform(state, role, action);
      if (record) record.push({ role, action });
      role = undefined;
      action = undefined;
    }
    const result = game.result(state);
    if (!result) return out({ kind: 'no-result', message: 'no role to act but no result', step: actions + rolls }, null);
    return out(null, result);
  } catch (e) {
    const err = e as Error;
    const message = err?.stack ?? String(e);
    return out({ kind: 'exception', message, step: actions + rolls, ...(role !== undefined ? { role } : {}), ...(action ? { action } : {}) }, null);
  }
}

/** A running tally of outcomes; tallies of separate batches (or worker threads) merge. */
export interface Tally {
  games: number;
  wins: Record<Role, number>;
  draws: number;
  kinds: Record<string, number>;
  actions: number;
  rolls: number;
  minActions: number;
  maxActions: number;
  errors: number;
  errorKinds: Partial<Record<SimErrorKind, number>>;
  /** The first few errors, with the game index and seed to reproduce them. */
  errorSamples: (SimError & { game: number; seed: number })[];
}

export const MAX_ERROR_SAMPLES = 10;

export function newTally(roles: readonly Role[]): Tally {
  const wins: Record<Role, number> = {};
  for (const r of roles) wins[r] = 0;
  return { games: 0, wins, draws: 0, kinds: {}, actions: 0, rolls: 0, minActions: Infinity, maxActions: 0, errors: 0, errorKinds: {}, errorSamples: [] };
}

export function addOutcome(t: Tally, o: GameOutcome): void {
  t.games++;
  t.actions += o.actions;
  t.rolls += o.rolls;
  if (o.error) {
    t.errors++;
    t.errorKinds[o.error.kind] = (t.errorKinds[o.error.kind] ?? 0) + 1;
    if (t.errorSamples.length < MAX_ERROR_SAMPLES) t.errorSamples.push({ ...o.error, game: o.index, seed: o.seed });
    return;
  }
  if (o.actions < t.minActions) t.minActions = o.actions;
  if (o.actions > t.maxActions) t.maxActions = o.actions;
  const r = o.result!;
  if (r.winner === null) t.draws++;
  else t.wins[r.winner] = (t.wins[r.winner] ?? 0) + 1;
  t.kinds[r.kind] = (t.kinds[r.kind] ?? 0) + 1;
}

export function mergeTallies(a: Tally, b: Tally): Tally {
  const out: Tally = JSON.parse(JSON.stringify({ ...a, minActions: 0 }));
  out.minActions = Math.min(a.minActions, b.minActions);
  out.games += b.games;
  out.draws += b.draws;
  out.actions += b.actions;
  out.rolls += b.rolls;
  out.maxActions = Math.max(a.maxActions, b.maxActions);
  out.errors += b.errors;
  for (const [k, v] of Object.entries(b.wins)) out.wins[k] = (out.wins[k] ?? 0) + v;
  for (const [k, v] of Object.entries(b.kinds)) out.kinds[k] = (out.kinds[k] ?? 0) + v;
  for (const [k, v] of Object.entries(b.errorKinds)) out.errorKinds[k as SimErrorKind] = (out.errorKinds[k as SimErrorKind] ?? 0) + (v ?? 0);
  out.errorSamples = [...a.errorSamples, ...b.errorSamples].slice(0, MAX_ERROR_SAMPLES);
  return out;
}

export interface SimulateOptions extends Omit<PlayOptions, 'record'> {
  game: GameDefinition;
  config?: SetupConfig;
  games: number;
  seed: number;
  /** Index of the first game (a worker playing games first..first+games-1 of a larger batch). */
  first?: number;
  /** Called after each game (progress bars, per-game statistics). */
  onGame?: (outcome: GameOutcome) => void;
}

export interface SimulationSummary {
  game: string;
  scenario: string | null;
  options: Record<string, boolean | number>;
  seed: number;
  games: number;
  /** Wins per role (result.winner); draws are games with winner null. */
  wins: Record<Role, number>;
  draws: number;
  /** Games per result kind (automatic, operational, ...). */
  kinds: Record<string, number>;
  /** Player actions (dice excluded), per game: average over all games, min and max over completed games. */
  actions: { total: number; average: number; min: number; max: number };
  rolls: { total: number; average: number };
  errors: number;
  errorKinds: Partial<Record<SimErrorKind, number>>;
  errorSamples: (SimError & { game: number; seed: number })[];
  elapsedMs: number;
  gamesPerSecond: number;
  /** Player actions per second. */
  actionsPerSecond: number;
  /** All applied actions (player actions and dice rolls) per second. */
  stepsPerSecond: number;
}

export function simulate(opts: SimulateOptions): SimulationSummary {
  const { game, games, seed } = opts;
  const config = opts.config ?? {};
  const first = opts.first ?? 0;
  const tally = newTally(game.roles);
  const t0 = performance.now();
  for (let i = first; i < first + games; i++) {
    const o = playGame(game, config, gameSeed(seed, i), opts, i);
    addOutcome(tally, o);
    opts.onGame?.(o);
  }
  return summarize(game, config, seed, tally, performance.now() - t0);
}

export function summarize(game: GameDefinition, config: SetupConfig, seed: number, t: Tally, elapsedMs: number): SimulationSummary {
  const secs = Math.max(elapsedMs, 1e-6) / 1000;
  const options: Record<string, boolean | number> = {};
  for (const o of game.options) options[o.id] = config.options?.[o.id] ?? o.default;
  return {
    game: game.id,
    scenario: config.scenario ?? game.scenarios[0]?.id ?? null,
    options,
    seed,
    games: t.games,
    wins: t.wins,
    draws: t.draws,
    kinds: t.kinds,
    actions: {
      total: t.actions,
      average: t.games ? t.actions / t.games : 0,
      min: Number.isFinite(t.minActions) ? t.minActions : 0,
      max: t.maxActions,
    },
    rolls: { total: t.rolls, average: t.games ? t.rolls / t.games : 0 },
    errors: t.errors,
    errorKinds: t.errorKinds,
    errorSamples: t.errorSamples,
    elapsedMs,
    gamesPerSecond: t.games / secs,
    actionsPerSecond: t.actions / secs,
    stepsPerSecond: (t.actions + t.rolls) / secs,
  };
}

/** Play game `index` of a batch again, recording it, and return it as a save file (for `arras replay`). */
export function recordGame(
  game: GameDefinition,
  config: SetupConfig,
  seed: number,
  index: number,
  opts: Omit<PlayOptions, 'record'> = {},
): { outcome: GameOutcome; save: SaveFile } {
  const journal: JournalEntry[] = [];
  const outcome = playGame(game, config, gameSeed(seed, index), { ...opts, record: journal }, index);
  const save: SaveFile = { format: 'arras-save', version: 1, game: game.id, config, ...dataVersionField(game), journal: JSON.parse(JSON.stringify(journal)) };
  return { outcome, save };
}
