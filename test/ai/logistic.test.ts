// The logistic regression behind fitted evaluations (src/ai-kit/logistic.ts).
import { describe, expect, it } from 'vitest';
import { crossValidate, fitLogistic, logLoss, logit, sigmoid } from '../../src/ai-kit/logistic.ts';
import { Rng } from '../../src/kernel/rng.ts';

/** Rows drawn from a known model: y = 1 with probability sigmoid(0.5 + 2 x0 - 1 x1), x2 is noise. */
function sample(n: number, seed: number): { X: number[][]; y: number[]; group: number[] } {
  const rng = new Rng(seed);
  const X: number[][] = [];
  const y: number[] = [];
  const group: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = [rng.float() * 4 - 2, rng.float() * 10, rng.float()];
    X.push(x);
    y.push(rng.float() < sigmoid(0.5 + 2 * x[0] - 1 * (x[1] - 5)) ? 1 : 0);
    group.push(i % 50);
  }
  return { X, y, group };
}

describe('logistic regression', () => {
  it('recovers the weights of the model that drew the data, on the raw feature scale', () => {
    const { X, y } = sample(4000, 1);
    const m = fitLogistic(X, y, { lambda: 0, iterations: 600 });
    expect(m.w[0]).toBeGreaterThan(1.7);
    expect(m.w[0]).toBeLessThan(2.3);
    expect(m.w[1]).toBeGreaterThan(-1.2);
    expect(m.w[1]).toBeLessThan(-0.8);
    expect(Math.abs(m.w[2])).toBeLessThan(0.4);
    expect(m.b).toBeGreaterThan(4.5); // 0.5 + 5
    expect(m.b).toBeLessThan(6.5);
    expect(logit(m, [0, 5, 0.5])).toBeCloseTo(m.b + 5 * m.w[1] + 0.5 * m.w[2], 10);
  });

  it('is deterministic, and a constant feature gets weight 0', () => {
    const { X, y } = sample(500, 2);
    const withConst = X.map((x) => [...x, 7]);
    const a = fitLogistic(withConst, y);
    const b = fitLogistic(withConst, y);
    expect(a).toEqual(b);
    expect(a.w[3]).toBe(0);
  });

  it('held-out log-loss (folds by group) beats the constant model', () => {
    const { X, y, group } = sample(2000, 3);
    const cv = crossValidate(X, y, group, 5);
    const rate = y.reduce((s, v) => s + v, 0) / y.length;
    const constant = logLoss({ w: [0, 0, 0], b: Math.log(rate / (1 - rate)) }, X, y);
    expect(cv.logLoss).toBeLessThan(constant.logLoss - 0.1);
    expect(cv.accuracy).toBeGreaterThan(0.75);
  });

  it('refuses rows and labels of different lengths', () => {
    expect(() => fitLogistic([[1], [2]], [1])).toThrow(/2 rows and 1 labels/);
  });
});
