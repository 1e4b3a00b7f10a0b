// Fitting the chance of winning shown to players (issue 32, item 5) to what happens: from the predictions
// of search mirror games (`tools/calibration.ts --out FILE`), a logistic curve of the logit of the chance the
// search value stands for (Knowledge.chance: searchChance), per seat, P = sigmoid(a·logit(chance) + b), fitted on the even-numbered games and checked on the odd ones
// (held out: the positions of one game share its outcome, so the halves are split by game).
//
//   npx tsx tools/fit/calibration-fit.ts FILE.json [FILE2.json ...] [--write] [--command "the commands that made the FILEs"]
//   npx tsx tools/fit/calibration-fit.ts FILE.json [FILE2.json ...] --kept
//
// --kept fits nothing: it scores the curve the game keeps (src/games/<id>/ai/calibration.ts) on every
// position of the FILEs (games it was not fitted on, when they are fresh runs), with its calibration table.
//
// Several FILEs (runs of other seeds) are pooled per game (mergeRuns): the games of each later run are
// numbered after those of the earlier ones, so that the even/odd split stays a split by game.
//
// The slope is kept >= 0 (a value that points the wrong way is replaced by the seat's observed rate), so
// that the chance shown never orders two actions against the search's value.
//
// Prints per game the Brier score of the search value, of the chance read from it and of the fitted chance on the held-out half, the
// calibration tables (10 bins) of both, and the fitted parameters; --write keeps the parameters (fitted on
// the training half, the ones the held-out figures are for) in src/games/<id>/ai/calibration.ts with their
// provenance.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { type Bin, type GameCalibration, type Noted, type Prediction, brier, calibrationTable, valueBrier } from '../calibration.ts';
import { fitLogistic } from '../../src/ai-kit/logistic.ts';
import { type ChanceCalibration, calibratedChance, logitOf } from '../../src/ai-kit/calibration.ts';
import { getGame } from '../../src/games/index.ts';
import type { Role } from '../../src/kernel/game.ts';

export interface CalibrationFit {
  game: string;
  calibration: ChanceCalibration;
  train: { games: number; positions: number };
  /** On the held-out games: the search value as it is, the chance the game reads from it (raw), the fitted chance. */
  test: { games: number; positions: number; valueBrier: number; rawBrier: number; fittedBrier: number; baseRateBrier: number; raw: Bin[]; fitted: Bin[] };
}

/** Fit the per-seat curve on the even games of `ps` and score it on the odd games. */
export function fitCalibration(
  gameId: string,
  roles: readonly Role[],
  ps: readonly Noted[],
  provenance: (fit: Omit<CalibrationFit, 'calibration'>) => string,
): CalibrationFit {
  const seatOf = (x: Noted) => (x.first ? roles[0] : roles[1]);
  const train = ps.filter((x) => x.game % 2 === 0);
  const test = ps.filter((x) => x.game % 2 === 1);
  const seats: ChanceCalibration['seats'] = {};
  for (const role of roles) {
    const xs = train.filter((x) => seatOf(x) === role);
    if (!xs.length) continue;
    const y = xs.map((x) => x.outcome);
    let m = fitLogistic(
      xs.map((x) => [logitOf(x.p)]),
      y,
    );
    // A value that points the wrong way (a < 0) says nothing a chance could use: the seat's chance is then
    // its observed rate (a = 0), so that a better value never shows a lower chance (the analysis' loss >= 0).
    if (m.w[0] < 0)
      m = fitLogistic(
        xs.map(() => [0]),
        y,
      );
    seats[role] = { a: round(m.w[0]), b: round(m.b) };
  }
  const fitted: Prediction[] = test.map((x) => ({ p: calibratedChance({ seats, provenance: '' }, seatOf(x), x.p), outcome: x.outcome }));
  const mean = test.reduce((t, x) => t + x.outcome, 0) / Math.max(1, test.length);
  const games = (xs: readonly Noted[]) => new Set(xs.map((x) => x.game)).size;
  const fit = {
    game: gameId,
    train: { games: games(train), positions: train.length },
    test: {
      games: games(test),
      positions: test.length,
      valueBrier: valueBrier(test),
      rawBrier: brier(test),
      fittedBrier: brier(fitted),
      baseRateBrier: brier(test.map((x) => ({ p: mean, outcome: x.outcome }))),
      raw: calibrationTable(test),
      fitted: calibrationTable(fitted),
    },
  };
  return { ...fit, calibration: { seats, provenance: provenance(fit) } };
}

/** The runs of several files pooled per game: predictions concatenated, each run's games numbered after the earlier runs'. */
export function mergeRuns(runs: readonly (readonly GameCalibration[])[]): GameCalibration[] {
  const byGame = new Map<string, GameCalibration>();
  for (const run of runs)
    for (const r of run) {
      const m = byGame.get(r.game);
      if (!m) {
        byGame.set(r.game, { ...r, predictions: [...r.predictions] });
        continue;
      }
      for (const x of r.predictions) m.predictions.push({ ...x, game: x.game + m.games });
      m.games += r.games;
      m.errors += r.errors;
      m.ms += r.ms;
    }
  return [...byGame.values()].map((m) => {
    const mean = m.predictions.reduce((t, x) => t + x.outcome, 0) / Math.max(1, m.predictions.length);
    return {
      ...m,
      positions: m.predictions.length,
      brier: brier(m.predictions),
      valueBrier: valueBrier(m.predictions),
      baseRateBrier: brier(m.predictions.map((x) => ({ p: mean, outcome: x.outcome }))),
      table: calibrationTable(m.predictions),
    };
  });
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** The data file keeping a game's fitted calibration. */
export function calibrationFileText(c: ChanceCalibration): string {
  return [
    '// The chance of winning shown to players, fitted to outcomes (issue 32, item 5): written by',
    '// tools/fit/calibration-fit.ts --write (see docs/ai/calibration.md). Do not edit by hand.',
    "import type { ChanceCalibration } from '../../../ai-kit/calibration.ts';",
    '',
    `export const CHANCE_CALIBRATION: ChanceCalibration = ${JSON.stringify(c, null, 2)};`,
    '',
  ].join('\n');
}

/** The calibration table as markdown rows: bin, mean prediction, observed frequency, count. */
export function tableRows(t: readonly Bin[]): string[] {
  const f = (x: number | null) => (x === null ? '-' : x.toFixed(3));
  return t.map((b) => `| [${b.lo.toFixed(1)}, ${b.hi.toFixed(1)}${b.hi === 1 ? ']' : ')'} | ${f(b.predicted)} | ${f(b.observed)} | ${b.count} |`);
}

/** The kept curve of a game scored on predictions: its Brier score, the value's, the base rate's, and its table. */
export function scoreKept(c: ChanceCalibration, roles: readonly Role[], ps: readonly Noted[]) {
  const shown: Prediction[] = ps.map((x) => ({ p: calibratedChance(c, x.first ? roles[0] : roles[1], x.p), outcome: x.outcome }));
  const mean = ps.reduce((t, x) => t + x.outcome, 0) / Math.max(1, ps.length);
  return {
    keptBrier: brier(shown),
    rawBrier: brier(ps),
    baseRateBrier: brier(ps.map((x) => ({ p: mean, outcome: x.outcome }))),
    raw: calibrationTable(ps),
    kept: calibrationTable(shown),
  };
}

async function printKept(r: GameCalibration): Promise<void> {
  const file = new URL(`../../src/games/${r.game}/ai/calibration.ts`, import.meta.url);
  if (!existsSync(file)) {
    process.stdout.write(`## ${r.game}: no kept curve\n`);
    return;
  }
  const { CHANCE_CALIBRATION } = (await import(file.href)) as { CHANCE_CALIBRATION: ChanceCalibration };
  const k = scoreKept(CHANCE_CALIBRATION, getGame(r.game).roles, r.predictions);
  const out = (s: string) => process.stdout.write(s + '\n');
  out(
    `## ${r.game}: the kept curve on ${r.predictions.length} positions of ${r.games} games: chance ${k.rawBrier.toFixed(4)} -> kept ${k.keptBrier.toFixed(4)} (base rate ${k.baseRateBrier.toFixed(4)})`,
  );
  out('| Bin | chance: mean predicted | observed | count | kept: mean predicted | observed | count |');
  out('|---|---:|---:|---:|---:|---:|---:|');
  const raw = tableRows(k.raw);
  const kept = tableRows(k.kept);
  raw.forEach((row, i) => out(`${row} ${kept[i].split('|').slice(2).join('|')}`));
}

function main(argv: readonly string[]): void {
  const ci = argv.indexOf('--command');
  const files = argv.filter((a, i) => !a.startsWith('--') && (ci < 0 || i !== ci + 1));
  if (!files.length) throw new Error('usage: calibration-fit.ts FILE.json [FILE2.json ...] [--write] [--command CMD]');
  const command = ci >= 0 ? argv[ci + 1] : `npx tsx tools/calibration.ts ... --out ${files.join(', ')}`;
  const results = mergeRuns(files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as GameCalibration[]));
  if (argv.includes('--kept')) {
    void results.reduce((done, r) => done.then(() => printKept(r)), Promise.resolve());
    return;
  }
  for (const r of results) {
    const game = getGame(r.game);
    const date = new Date().toISOString().slice(0, 10);
    const fit = fitCalibration(
      r.game,
      game.roles,
      r.predictions,
      (f) =>
        `fitted ${date} on the ${f.train.games} even-numbered of ${r.games} search:${r.budget} mirror games (${f.train.positions} positions; ${command}); ` +
        `on the ${f.test.games} odd-numbered games held out (${f.test.positions} positions) the Brier score went from ${f.test.rawBrier.toFixed(4)} (the chance the search value stands for, Knowledge.chance; the value itself ${f.test.valueBrier.toFixed(4)}) to ${f.test.fittedBrier.toFixed(4)} (base rate ${f.test.baseRateBrier.toFixed(4)})`,
    );
    const out = (s: string) => process.stdout.write(s + '\n');
    out(
      `## ${r.game}: ${r.positions} positions from ${r.games} games (${r.errors} errors); Brier over all ${r.brier.toFixed(4)} (the value itself ${r.valueBrier.toFixed(4)}; base rate ${r.baseRateBrier.toFixed(4)})`,
    );
    out(
      `held out: ${fit.test.positions} positions of ${fit.test.games} games: value ${fit.test.valueBrier.toFixed(4)}, chance ${fit.test.rawBrier.toFixed(4)} -> fitted ${fit.test.fittedBrier.toFixed(4)} (base rate ${fit.test.baseRateBrier.toFixed(4)})`,
    );
    out(`parameters: ${JSON.stringify(fit.calibration.seats)}`);
    out('all positions, the chance (before the fit):');
    for (const row of tableRows(r.table)) out(row);
    out('held-out half: raw | fitted');
    const raw = tableRows(fit.test.raw);
    const fitted = tableRows(fit.test.fitted);
    raw.forEach((row, i) => out(`${row} ${fitted[i].split('|').slice(2).join('|')}`));
    if (argv.includes('--write')) writeFileSync(new URL(`../../src/games/${r.game}/ai/calibration.ts`, import.meta.url), calibrationFileText(fit.calibration));
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) main(process.argv.slice(2));
