// tools/calibration.ts (issue 32, item 5): the Brier score and the calibration table of the search's
// predicted chances against the outcomes of search mirror games.
import { describe, expect, it } from 'vitest';
import { type GameCalibration, type Noted, brier, calibrate, calibrationTable, refitBrier } from '../../tools/calibration.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { getGame } from '../../src/games/index.ts';
import { calibrationFileText, fitCalibration, mergeRuns, scoreKept } from '../../tools/fit/calibration-fit.ts';
import { calibratedChance, shownChance } from '../../src/ai-kit/calibration.ts';

describe('calibration', () => {
  it('the Brier score is the mean squared error of the predicted chance against the outcome', () => {
    expect(
      brier([
        { p: 1, outcome: 1 },
        { p: 0, outcome: 0 },
      ]),
    ).toBe(0);
    expect(
      brier([
        { p: 0.5, outcome: 1 },
        { p: 0.5, outcome: 0 },
      ]),
    ).toBe(0.25);
    expect(
      brier([
        { p: 0.8, outcome: 0 },
        { p: 0.3, outcome: 1 },
        { p: 0.6, outcome: 0.5 },
      ]),
    ).toBeCloseTo((0.64 + 0.49 + 0.01) / 3, 12);
  });

  it('the table has 10 bins of the predicted chance, each with its mean prediction, observed frequency and count', () => {
    const t = calibrationTable([
      { p: 0.05, outcome: 0 },
      { p: 0.15, outcome: 1 },
      { p: 0.19, outcome: 0 },
      { p: 0.95, outcome: 1 },
      { p: 1, outcome: 1 },
    ]);
    expect(t).toHaveLength(10);
    expect(t.map((b) => b.count)).toEqual([1, 2, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(t[1].predicted).toBeCloseTo(0.17, 12);
    expect(t[1].observed).toBe(0.5);
    expect(t[2].predicted).toBeNull();
    expect(t[9]).toMatchObject({ lo: 0.9, hi: 1, observed: 1 });
  });

  it('the refit (a logistic curve of the logit per seat, cross-validated by game) undoes an overconfident estimate', () => {
    // Outcomes drawn with chance t; the estimate says sigmoid(3 logit t): three times too sure.
    const rng = new Rng(1);
    const ps: Noted[] = [];
    const logit = (p: number) => Math.log(p / (1 - p));
    for (let game = 0; game < 20; game++) {
      for (let k = 0; k < 50; k++) {
        const t = 0.02 + 0.96 * rng.float();
        const p = 1 / (1 + Math.exp(-3 * logit(t)));
        ps.push({ p, value: p, outcome: rng.float() < t ? 1 : 0, game, first: k % 2 === 0 });
      }
    }
    const truth = brier(ps.map((x) => ({ p: 1 / (1 + Math.exp(-logit(x.p) / 3)), outcome: x.outcome })));
    expect(refitBrier(ps)).toBeLessThan(brier(ps) - 0.01);
    expect(refitBrier(ps)).toBeLessThan(truth + 0.005);
  });

  it("a search mirror records a prediction in [0, 1] at the decisions it searched, scored against the game's result", () => {
    const c = calibrate(getGame('ca-arras-1940'), { games: 1, budget: 4, seed: 3 });
    expect(c.errors).toBe(0);
    expect(c.positions).toBeGreaterThan(20);
    expect(c.table.reduce((t, b) => t + b.count, 0)).toBe(c.positions);
    for (const b of c.table) if (b.count) expect(b.predicted!).toBeGreaterThanOrEqual(b.lo - 1e-12);
    expect(c.brier).toBeGreaterThanOrEqual(0);
    expect(c.brier).toBeLessThanOrEqual(1);
    // Each role's positions, each scored by its seat's result: together, the whole.
    const roles = Object.values(c.byRole);
    expect(roles).toHaveLength(2);
    expect(roles.reduce((t, x) => t + x.positions, 0)).toBe(c.positions);
    expect(roles.reduce((t, x) => t + x.brier * x.positions, 0) / c.positions).toBeCloseTo(c.brier, 12);
    for (const x of roles) expect(x.observed).toBeGreaterThanOrEqual(0);
    for (const x of roles) expect(x.observed).toBeLessThanOrEqual(1);
    // The predictions kept for the fit are the table's positions.
    expect(c.predictions).toHaveLength(c.positions);
  }, 120_000);
});

describe('the fit of the estimate (tools/fit/calibration-fit.ts)', () => {
  it("fitted on the even games, a per-seat curve undoes a seat's bias on the odd ones; the held-out bins hold every held-out position", () => {
    // The first seat's value says sigmoid(logit t + 1.5) (optimistic), the second's sigmoid(2 logit t) (too sure).
    const rng = new Rng(7);
    const logit = (p: number) => Math.log(p / (1 - p));
    const sig = (z: number) => 1 / (1 + Math.exp(-z));
    const ps: Noted[] = [];
    for (let game = 0; game < 40; game++) {
      for (let k = 0; k < 60; k++) {
        const t = 0.05 + 0.9 * rng.float();
        const first = k % 2 === 0;
        const p = first ? sig(logit(t) + 1.5) : sig(2 * logit(t));
        ps.push({ p, value: p, outcome: rng.float() < t ? 1 : 0, game, first });
      }
    }
    const fit = fitCalibration('g', ['allied', 'german'], ps, (f) => `${f.train.games} games`);
    expect(fit.train).toEqual({ games: 20, positions: 1200 });
    expect(fit.test.games).toBe(20);
    expect(fit.test.fitted.reduce((t, b) => t + b.count, 0)).toBe(fit.test.positions);
    expect(fit.test.raw.reduce((t, b) => t + b.count, 0)).toBe(fit.test.positions);
    expect(fit.test.fittedBrier).toBeLessThan(fit.test.rawBrier - 0.01);
    // The curves found are near the inverse of the planted bias: offset -1.5 for the first seat, slope 1/2 for the second.
    expect(fit.calibration.seats.allied.b).toBeCloseTo(-1.5, 0);
    expect(fit.calibration.seats.german.a).toBeCloseTo(0.5, 0);
    expect(fit.calibration.provenance).toBe('20 games');
    // The kept file reads back to the same parameters, and the calibrated chance is the curve's.
    const text = calibrationFileText(fit.calibration);
    const kept = JSON.parse(text.slice(text.indexOf('= ') + 2, text.lastIndexOf(';')));
    expect(kept).toEqual(fit.calibration);
    expect(calibratedChance(kept, 'allied', 0.7)).toBeCloseTo(sig(kept.seats.allied.a * logit(0.7) + kept.seats.allied.b), 12);
    expect(calibratedChance(undefined, 'allied', 0.7)).toBe(0.7);
  });

  it('a kept curve is scored on fresh games through the curve (--kept): the chance shown per seat, its Brier score and bins', () => {
    // Both seats' values are too sure (the truth is sigmoid(logit(p) / 4)): the curve a = 0.25 undoes it, a = 1 keeps it.
    const rng = new Rng(11);
    const logit = (p: number) => Math.log(p / (1 - p));
    const sig = (z: number) => 1 / (1 + Math.exp(-z));
    const ps: Noted[] = [];
    for (let k = 0; k < 4000; k++) {
      const p = 0.01 + 0.98 * rng.float();
      ps.push({ p, value: p, outcome: rng.float() < sig(logit(p) / 4) ? 1 : 0, game: k % 20, first: k % 2 === 0 });
    }
    const curve = (a: number) => ({ seats: { allied: { a, b: 0 }, german: { a, b: 0 } }, provenance: '' });
    const right = scoreKept(curve(0.25), ['allied', 'german'], ps);
    const none = scoreKept(curve(1), ['allied', 'german'], ps);
    expect(none.keptBrier).toBeCloseTo(none.rawBrier, 12);
    expect(right.keptBrier).toBeLessThan(right.rawBrier - 0.02);
    expect(right.keptBrier).toBeLessThan(right.baseRateBrier);
    expect(right.kept.reduce((t, b) => t + b.count, 0)).toBe(ps.length);
    // The curve with slope 1/4 puts every chance within sigmoid(logit(0.99) / 4) of 0.5: no position in the outer bins.
    expect(right.kept[0].count + right.kept[9].count).toBe(0);
  });

  it("runs of two seeds pool per game: the second run's games are numbered after the first's (the even/odd split stays by game), the figures are over both", () => {
    const run = (games: number, outcome: number, p: number): GameCalibration => {
      const predictions: Noted[] = [];
      for (let game = 0; game < games; game++)
        predictions.push({ p, value: p, outcome, game, first: true }, { p: 1 - p, value: 1 - p, outcome: 1 - outcome, game, first: false });
      return {
        game: 'g',
        budget: 100,
        games,
        errors: 0,
        positions: predictions.length,
        brier: 0,
        valueBrier: 0,
        baseRateBrier: 0,
        refitBrier: 0,
        table: [],
        predictions,
        byRole: {},
        ms: 1,
      };
    };
    const [m] = mergeRuns([[run(3, 1, 0.8)], [run(2, 0, 0.8)]]);
    expect(m.games).toBe(5);
    expect(m.positions).toBe(10);
    expect([...new Set(m.predictions.map((x) => x.game))]).toEqual([0, 1, 2, 3, 4]);
    expect(m.predictions.filter((x) => x.game >= 3).every((x) => (x.first ? x.outcome === 0 : x.outcome === 1))).toBe(true);
    expect(m.brier).toBeCloseTo(brier(m.predictions), 12);
    expect(m.brier).toBeCloseTo((6 * 0.04 + 4 * 0.64) / 10, 12);
    expect(m.baseRateBrier).toBeCloseTo(0.25, 12);
    expect(m.table.reduce((t, b) => t + b.count, 0)).toBe(10);
  });

  it('a seat whose value points the wrong way gets its observed rate (slope 0), never a reversed curve', () => {
    const rng = new Rng(3);
    const ps: Noted[] = [];
    for (let game = 0; game < 20; game++) {
      for (let k = 0; k < 40; k++) {
        const t = 0.1 + 0.8 * rng.float();
        ps.push({ p: 1 - t, value: 1 - t, outcome: rng.float() < t ? 1 : 0, game, first: true });
      }
    }
    const fit = fitCalibration('g', ['allied', 'german'], ps, () => '');
    expect(fit.calibration.seats.allied.a).toBe(0);
    const train = ps.filter((x) => x.game % 2 === 0);
    const rate = train.reduce((t, x) => t + x.outcome, 0) / train.length;
    expect(calibratedChance(fit.calibration, 'allied', 0.9)).toBeCloseTo(rate, 2);
    expect(fit.calibration.seats.german).toBeUndefined();
  });

  it('a game with a fitted calibration shows its chances through it (arras-postcard, registered with the game); another shows the value', async () => {
    const { CHANCE_CALIBRATION } = await import('../../src/games/arras-postcard/ai/calibration.ts');
    for (const role of getGame('arras-postcard').roles) {
      const { a, b } = CHANCE_CALIBRATION.seats[role];
      expect(shownChance('arras-postcard', undefined, role, 0.6)).toBeCloseTo(1 / (1 + Math.exp(-(a * Math.log(0.6 / 0.4) + b))), 12);
    }
    expect(CHANCE_CALIBRATION.provenance).toMatch(/search:100 mirror games.*held out/);
    expect(shownChance('no-such-game', undefined, 'allied', 0.6)).toBe(0.6);
  });
});
