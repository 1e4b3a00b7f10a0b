// Honest estimates (issue 32, item 5), first step: does the search player's estimated chance of winning
// agree with what happens? Plays search mirror games (the same iteration budget on both seats, no time
// limit: the figures do not depend on the machine's load), records at each decision the deciding seat's
// predicted chance (the value of the action the search plays, its root estimate, read as a chance by the
// game's knowledge: searchChance, src/ai-kit/calibration.ts; before any calibration curve) and, at the end, whether
// that seat won (1), drew (0.5) or lost (0). Prints per game the Brier score and a calibration table of
// 10 bins (predicted mean, observed frequency, count), the figures per role, and the Brier score a
// logistic refit of the estimate would reach (refitBrier).
//
//   npx tsx tools/calibration.ts [--game GAME ...] [--games N] [--budget N] [--seed S] [--max-steps N] [--json] [--out FILE]
//
// --out FILE writes the results with every prediction (game, role, predicted chance, search value, outcome), for the
// fit of the estimate (tools/fit/calibration-fit.ts).
//
// Decisions with one legal action (nothing searched) are not counted. The positions of one game are
// correlated (its outcome is shared): the effective sample is nearer the number of games than of positions.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Action, GameDefinition, Role } from '../src/kernel/game.ts';
import type { Rng } from '../src/kernel/rng.ts';
import { games as registry, getGame } from '../src/games/index.ts';
import { SearchPlayer } from '../src/players/search.ts';
import type { Player } from '../src/players/player.ts';
import type { Observation } from '../src/ai-kit/knowledge.ts';
import { playMatch } from '../src/sim/match.ts';
import { gameSeed } from '../src/sim/simulate.ts';
import { parseArgs, flag, intFlag } from '../src/cli/args.ts';
import { fitLogistic, logit, sigmoid } from '../src/ai-kit/logistic.ts';
import { logitOf, searchChance } from '../src/ai-kit/calibration.ts';

export interface Prediction {
  p: number;
  outcome: number;
}

/** A prediction with where it comes from (for refits cross-validated by game). */
export interface Noted extends Prediction {
  /** The search's value the chance `p` was read from (searchChance). */
  value: number;
  game: number;
  /** Made for the first role (game.roles[0]): the curves of the fit are per role. */
  first: boolean;
}

const refitFeatures = (x: Noted) => [logitOf(x.p), x.first ? 1 : 0, x.first ? logitOf(x.p) : 0];

/**
 * The Brier score after refitting the predictions (a logistic curve of the predicted logit, per seat:
 * P = sigmoid(a·logit(p) + b), a and b for each seat), cross-validated by game: fitted on the even
 * games and scored on the odd ones, and the other way round. What a fit of the estimate could gain.
 */
export function refitBrier(ps: readonly Noted[]): number {
  const scored: Prediction[] = [];
  for (const fold of [0, 1]) {
    const train = ps.filter((x) => x.game % 2 !== fold);
    const test = ps.filter((x) => x.game % 2 === fold);
    if (!train.length || !test.length) continue;
    const m = fitLogistic(
      train.map(refitFeatures),
      train.map((x) => x.outcome),
    );
    for (const x of test) scored.push({ p: sigmoid(logit(m, refitFeatures(x))), outcome: x.outcome });
  }
  return brier(scored);
}

export interface Bin {
  lo: number;
  hi: number;
  count: number;
  /** Mean predicted chance and observed frequency of the bin's positions (null when empty). */
  predicted: number | null;
  observed: number | null;
}

/** The Brier score: the mean squared difference between prediction and outcome (0 is perfect, 0.25 a coin). */
export function brier(ps: readonly Prediction[]): number {
  return ps.length ? ps.reduce((t, x) => t + (x.p - x.outcome) ** 2, 0) / ps.length : NaN;
}

/** The Brier score of the search values themselves, read as chances (before the game's Knowledge.chance). */
export function valueBrier(ps: readonly Noted[]): number {
  return brier(ps.map((x) => ({ p: Math.min(1, Math.max(0, x.value)), outcome: x.outcome })));
}

/** `bins` equal bins of the predicted chance over [0, 1] (1 falls in the last). */
export function calibrationTable(ps: readonly Prediction[], bins = 10): Bin[] {
  const acc = Array.from({ length: bins }, () => ({ n: 0, p: 0, o: 0 }));
  for (const x of ps) {
    const b = acc[Math.min(bins - 1, Math.floor(x.p * bins))];
    b.n++;
    b.p += x.p;
    b.o += x.outcome;
  }
  return acc.map((b, i) => ({ lo: i / bins, hi: (i + 1) / bins, count: b.n, predicted: b.n ? b.p / b.n : null, observed: b.n ? b.o / b.n : null }));
}

/** A search player that notes its predicted chance at each decision it searches. */
class Recorder implements Player {
  readonly name = 'search';
  readonly observes = true;
  /**
   * At each decision searched: the predicted chance, the search value it was read from, and the role it was
   * made for (after a side bid, 17.1 in ca-arras-1940, a seat may play the other role).
   */
  readonly predictions: { p: number; value: number; role: Role }[] = [];
  private readonly search: SearchPlayer;
  constructor(budget: number) {
    this.search = new SearchPlayer({ iterations: budget, ms: Number.MAX_SAFE_INTEGER });
  }
  choose(game: GameDefinition, observation: Observation | undefined, role: Role, legal: readonly Action[], rng: Rng): Action {
    const a = this.search.choose(game, observation, role, legal, rng);
    const stats = this.search.lastStats;
    const key = JSON.stringify(a);
    const played = stats?.root.find((e) => JSON.stringify(e.action) === key);
    if (played && played.visits > 0) this.predictions.push({ p: searchChance(game, observation, role, played.value), value: played.value, role });
    return a;
  }
}

export interface GameCalibration {
  game: string;
  budget: number;
  games: number;
  errors: number;
  positions: number;
  brier: number;
  /** The Brier score of the search's values read as chances as they are (the chance before Knowledge.chance). */
  valueBrier: number;
  /** The Brier score of always predicting the observed mean (the base rate): what the estimate must beat. */
  baseRateBrier: number;
  /** The Brier score of the refitted estimate, cross-validated by game (refitBrier). */
  refitBrier: number;
  table: Bin[];
  /** Every prediction with its game and role: the data a fit of the estimate learns from (`--out`). */
  predictions: Noted[];
  /**
   * Per role (the one the decision was made for; a seat may change role after a side bid): its positions, mean prediction, observed score, Brier score, and
   * the Brier score of always predicting its observed score (its base rate).
   */
  byRole: Record<Role, { positions: number; predicted: number; observed: number; brier: number; baseRateBrier: number }>;
  ms: number;
}

/** Play `games` search mirrors of `game` and score the predictions. */
export function calibrate(
  game: GameDefinition,
  opts: { games: number; budget: number; seed: number; maxSteps?: number },
  onGame?: (done: number) => void,
): GameCalibration {
  const t0 = performance.now();
  const ps: Noted[] = [];
  const perRole: Record<Role, Prediction[]> = Object.fromEntries(game.roles.map((r) => [r, []]));
  let errors = 0;
  for (let i = 0; i < opts.games; i++) {
    const seats = Object.fromEntries(game.roles.map((r) => [r, new Recorder(opts.budget)])) as Record<Role, Recorder>;
    const players = Object.fromEntries(game.roles.map((r) => [r, `search:${opts.budget}`]));
    const o = playMatch({ gameId: game.id, config: {}, seed: gameSeed(opts.seed, i), index: i, players, maxSteps: opts.maxSteps, metricsEvery: 1e9 }, seats);
    onGame?.(i + 1);
    if (o.error) {
      errors++;
      continue;
    }
    for (const [seat, rec] of Object.entries(seats)) {
      const outcome = o.winnerSeat === null ? 0.5 : o.winnerSeat === seat ? 1 : 0;
      for (const { p, value, role } of rec.predictions) {
        ps.push({ p, value, outcome, game: i, first: role === game.roles[0] });
        perRole[role].push({ p, outcome });
      }
    }
  }
  const mean = (xs: readonly Prediction[], f: (x: Prediction) => number) => xs.reduce((t, x) => t + f(x), 0) / Math.max(1, xs.length);
  const observed = mean(ps, (x) => x.outcome);
  return {
    game: game.id,
    budget: opts.budget,
    games: opts.games,
    errors,
    positions: ps.length,
    brier: brier(ps),
    valueBrier: valueBrier(ps),
    baseRateBrier: brier(ps.map((x) => ({ p: observed, outcome: x.outcome }))),
    refitBrier: refitBrier(ps),
    table: calibrationTable(ps),
    predictions: ps,
    byRole: Object.fromEntries(
      Object.entries(perRole).map(([seat, xs]) => {
        const o = mean(xs, (x) => x.outcome);
        return [
          seat,
          {
            positions: xs.length,
            predicted: mean(xs, (x) => x.p),
            observed: o,
            brier: brier(xs),
            baseRateBrier: brier(xs.map((x) => ({ p: o, outcome: x.outcome }))),
          },
        ];
      }),
    ),
    ms: performance.now() - t0,
  };
}

export function printCalibration(out: (s: string) => void, c: GameCalibration): void {
  const f = (x: number | null) => (x === null ? '    -' : x.toFixed(3));
  out(`${c.game}: ${c.games} search:${c.budget} mirror games (${c.errors} errors), ${c.positions} positions, ${(c.ms / 1000).toFixed(0)} s`);
  out(
    `  Brier score ${c.brier.toFixed(4)} (the search value as it is ${c.valueBrier.toFixed(4)}; base rate ${c.baseRateBrier.toFixed(4)}; refitted per role, cross-validated by game, ${c.refitBrier.toFixed(4)})`,
  );
  out('  predicted    mean pred  observed  count');
  for (const [role, x] of Object.entries(c.byRole)) {
    out(
      `  role ${role}: ${x.positions} positions, mean predicted ${x.predicted.toFixed(3)}, observed ${x.observed.toFixed(3)}, Brier ${x.brier.toFixed(4)} (its base rate ${x.baseRateBrier.toFixed(4)})`,
    );
  }
  for (const b of c.table)
    out(`  [${b.lo.toFixed(1)}, ${b.hi.toFixed(1)}${b.hi === 1 ? ']' : ')'}   ${f(b.predicted)}      ${f(b.observed)}    ${String(b.count).padStart(5)}`);
}

async function main(argv: readonly string[]): Promise<void> {
  const args = parseArgs(argv, new Set(['json']));
  const ids = args.flags.get('game') ?? Object.keys(registry);
  const opts = {
    games: intFlag(args, 'games', 20, 1),
    budget: intFlag(args, 'budget', 100, 1),
    seed: intFlag(args, 'seed', 1),
    maxSteps: intFlag(args, 'max-steps', 20_000, 1),
  };
  const results: GameCalibration[] = [];
  for (const id of ids) {
    const game = getGame(id);
    const c = calibrate(game, opts, (done) => process.stderr.write(`\r${id} ${done}/${opts.games}\x1b[K`));
    process.stderr.write('\n');
    results.push(c);
    if (flag(args, 'json') !== 'true') printCalibration((s) => process.stdout.write(s + '\n'), c);
  }
  if (flag(args, 'json') === 'true') process.stdout.write(JSON.stringify(results.map(({ predictions: _, ...r }) => r)) + '\n');
  const out = flag(args, 'out');
  if (out) writeFileSync(out, JSON.stringify(results) + '\n');
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) await main(process.argv.slice(2));
