// tools/calibration.ts (issue 32, item 5): the Brier score and the calibration table of the search's
// predicted chances against the outcomes of search mirror games.
import { describe, expect, it } from 'vitest';
import { type Noted, brier, calibrate, calibrationTable, refitBrier } from '../../tools/calibration.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { getGame } from '../../src/games/index.ts';

describe('calibration', () => {
  it('the Brier score is the mean squared error of the predicted chance against the outcome', () => {
    expect(brier([{ p: 1, outcome: 1 }, { p: 0, outcome: 0 }])).toBe(0);
    expect(brier([{ p: 0.5, outcome: 1 }, { p: 0.5, outcome: 0 }])).toBe(0.25);
    expect(brier([{ p: 0.8, outcome: 0 }, { p: 0.3, outcome: 1 }, { p: 0.6, outcome: 0.5 }])).toBeCloseTo((0.64 + 0.49 + 0.01) / 3, 12);
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
        ps.push({ p: 1 / (1 + Math.exp(-3 * logit(t))), outcome: rng.float() < t ? 1 : 0, game, first: k % 2 === 0 });
      }
    }
    const truth = brier(ps.map((x) => ({ p: 1 / (1 + Math.exp(-logit(x.p) / 3)), outcome: x.outcome })));
    expect(refitBrier(ps)).toBeLessThan(brier(ps) - 0.01);
    expect(refitBrier(ps)).toBeLessThan(truth + 0.005);
  });

  it('a search mirror records a prediction in [0, 1] at the decisions it searched, scored against the game\'s result', () => {
    const c = calibrate(getGame('ca-arras-1940'), { games: 1, budget: 4, seed: 3 });
    expect(c.errors).toBe(0);
    expect(c.positions).toBeGreaterThan(20);
    expect(c.table.reduce((t, b) => t + b.count, 0)).toBe(c.positions);
    for (const b of c.table) if (b.count) expect(b.predicted!).toBeGreaterThanOrEqual(b.lo - 1e-12);
    expect(c.brier).toBeGreaterThanOrEqual(0);
    expect(c.brier).toBeLessThanOrEqual(1);
    // Each seat's positions, scored by its own result: together, the whole.
    const seats = Object.values(c.bySeat);
    expect(seats).toHaveLength(2);
    expect(seats.reduce((t, x) => t + x.positions, 0)).toBe(c.positions);
    expect(seats.reduce((t, x) => t + x.brier * x.positions, 0) / c.positions).toBeCloseTo(c.brier, 12);
    for (const x of seats) expect([0, 0.5, 1]).toContain(x.observed);
  }, 120_000);
});
