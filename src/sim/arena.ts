// `arras arena`: two players, N games, sides alternating: game 2k has A in the first seat and B in the
// second, game 2k+1 the same dice seed with the seats swapped, so each pairing is played on both
// sides. Win rates per player and per side with 95% (Wilson) confidence intervals.
import type { GameDefinition, Role, SetupConfig } from '../kernel/game.ts';
import type { MatchOutcome, MatchTask } from './match.ts';
import { type PoolOptions, runMatches } from './pool.ts';
import { gameSeed } from './simulate.ts';
import { type Rate, rate } from './stats.ts';

export interface ArenaOptions extends PoolOptions {
  game: GameDefinition;
  config?: SetupConfig;
  a: string;
  b: string;
  games: number;
  seed: number;
  /** The first game's index (default 0): games from..games-1 are played, as they are in a run of `games` from 0 (seeded by index). */
  from?: number;
  maxSteps?: number;
}

export interface ArenaReport {
  game: string;
  scenario: string | null;
  options: Record<string, boolean | number>;
  seed: number;
  games: number;
  players: { a: string; b: string };
  /** Per player (a, b): over all its games. */
  results: { a: Rate; b: Rate };
  /** Per player and per side (role played). */
  bySide: { a: Record<Role, Rate>; b: Record<Role, Rate> };
  /** Games per result kind. */
  kinds: Record<string, number>;
  /** Per player: decisions, mean and longest time per decision in ms. */
  decisions: { a: { count: number; meanMs: number; maxMs: number }; b: { count: number; meanMs: number; maxMs: number } };
  averageActions: number;
  errors: number;
  errorSamples: { index: number; seed: number; error: string }[];
  elapsedMs: number;
}

export function arenaTasks(opts: ArenaOptions): MatchTask[] {
  const { game } = opts;
  const [first, second] = game.roles;
  const tasks: MatchTask[] = [];
  for (let i = opts.from ?? 0; i < opts.games; i++) {
    const aFirst = i % 2 === 0;
    const players: Record<Role, string> = aFirst ? { [first]: opts.a, [second]: opts.b } : { [first]: opts.b, [second]: opts.a };
    tasks.push({
      gameId: game.id,
      config: opts.config ?? {},
      seed: gameSeed(opts.seed, Math.floor(i / 2)),
      index: i,
      players,
      maxSteps: opts.maxSteps,
      metricsEvery: 1e9,
    });
  }
  return tasks;
}

/** Which seat player A had in game `index`. */
function seatOfA(game: GameDefinition, index: number): Role {
  return index % 2 === 0 ? game.roles[0] : game.roles[1];
}

export async function arena(opts: ArenaOptions): Promise<ArenaReport> {
  const t0 = performance.now();
  const outcomes = await runMatches(arenaTasks(opts), opts);
  return summarizeArena(opts, outcomes, performance.now() - t0);
}

export function summarizeArena(opts: ArenaOptions, outcomes: readonly MatchOutcome[], elapsedMs: number): ArenaReport {
  const { game } = opts;
  const roles = game.roles;
  type Count = { w: number; d: number; n: number };
  const zero = (): Count => ({ w: 0, d: 0, n: 0 });
  const tot = { a: zero(), b: zero() };
  const side = {
    a: Object.fromEntries(roles.map((r) => [r, zero()])) as Record<Role, Count>,
    b: Object.fromEntries(roles.map((r) => [r, zero()])) as Record<Role, Count>,
  };
  const dec = { a: { count: 0, totalMs: 0, maxMs: 0 }, b: { count: 0, totalMs: 0, maxMs: 0 } };
  const kinds: Record<string, number> = {};
  const errorSamples: ArenaReport['errorSamples'] = [];
  let errors = 0;
  let actions = 0;
  for (const o of outcomes) {
    if (o.error) {
      errors++;
      if (errorSamples.length < 5) errorSamples.push({ index: o.index, seed: o.seed, error: o.error.split('\n').slice(0, 3).join(' | ') });
      continue;
    }
    actions += o.actions;
    if (o.kind) kinds[o.kind] = (kinds[o.kind] ?? 0) + 1;
    const seatA = seatOfA(game, o.index);
    const seatB = roles.find((r) => r !== seatA)!;
    for (const [who, seat] of [
      ['a', seatA],
      ['b', seatB],
    ] as const) {
      const role = o.roleOfSeat[seat] ?? seat;
      const c = tot[who];
      const cs = side[who][role];
      c.n++;
      cs.n++;
      if (o.winnerSeat === null) {
        c.d++;
        cs.d++;
      } else if (o.winnerSeat === seat) {
        c.w++;
        cs.w++;
      }
      const d = o.decisions[seat];
      if (d) {
        dec[who].count += d.count;
        dec[who].totalMs += d.totalMs;
        dec[who].maxMs = Math.max(dec[who].maxMs, d.maxMs);
      }
    }
  }
  const r = (c: Count) => rate(c.w, c.d, c.n);
  const options: Record<string, boolean | number> = {};
  for (const o of game.options) options[o.id] = opts.config?.options?.[o.id] ?? o.default;
  const played = outcomes.length - errors;
  return {
    game: game.id,
    scenario: opts.config?.scenario ?? game.scenarios[0]?.id ?? null,
    options,
    seed: opts.seed,
    games: outcomes.length,
    players: { a: opts.a, b: opts.b },
    results: { a: r(tot.a), b: r(tot.b) },
    bySide: {
      a: Object.fromEntries(roles.map((x) => [x, r(side.a[x])])),
      b: Object.fromEntries(roles.map((x) => [x, r(side.b[x])])),
    },
    kinds,
    decisions: {
      a: { count: dec.a.count, meanMs: dec.a.count ? dec.a.totalMs / dec.a.count : 0, maxMs: dec.a.maxMs },
      b: { count: dec.b.count, meanMs: dec.b.count ? dec.b.totalMs / dec.b.count : 0, maxMs: dec.b.maxMs },
    },
    averageActions: played ? actions / played : 0,
    errors,
    errorSamples,
    elapsedMs,
  };
}
