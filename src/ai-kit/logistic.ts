// L2-regularized logistic regression, for evaluations fitted to game outcomes (a game's ai.ts may
// learn the weights of its evaluation from positions of played games, labelled by who won).
//
// Features are standardized for the fit (Adam on the full batch, deterministic: same data, same
// weights) and the weights are returned on the raw scale, so that a model is `b + sum w[j] x[j]`.
// A model this small does not justify a dependency; the fit is checked by the tests in
// test/ai/logistic.test.ts and by cross-validation by game (`crossValidate`).

export interface LogisticModel {
  /** Weights on the raw features. */
  w: number[];
  b: number;
}

export interface FitOptions {
  /** L2 penalty on the standardized weights (default 1e-3). */
  lambda?: number;
  /** Full-batch Adam steps (default 400). */
  iterations?: number;
  /** Adam step size (default 0.05). */
  rate?: number;
}

export function logit(m: LogisticModel, x: readonly number[]): number {
  let z = m.b;
  for (let j = 0; j < m.w.length; j++) z += m.w[j] * x[j];
  return z;
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/** Fit P(y = 1 | x); `y` holds 0 or 1. */
export function fitLogistic(X: readonly (readonly number[])[], y: readonly number[], opts: FitOptions = {}): LogisticModel {
  const n = X.length;
  if (n === 0 || n !== y.length) throw new Error(`fitLogistic: ${n} rows and ${y.length} labels`);
  const d = X[0].length;
  const lambda = opts.lambda ?? 1e-3;
  const iterations = opts.iterations ?? 400;
  const rate = opts.rate ?? 0.05;
  const mu = new Float64Array(d);
  const sd = new Float64Array(d);
  for (const x of X) for (let j = 0; j < d; j++) mu[j] += x[j] / n;
  for (const x of X) for (let j = 0; j < d; j++) sd[j] += (x[j] - mu[j]) ** 2 / n;
  // A constant feature (sd 0, up to rounding) gets weight 0.
  for (let j = 0; j < d; j++) sd[j] = Math.sqrt(sd[j]) > 1e-9 * Math.max(1, Math.abs(mu[j])) ? Math.sqrt(sd[j]) : 0;
  const Z = X.map((x) => Float64Array.from(x, (v, j) => (sd[j] ? (v - mu[j]) / sd[j] : 0)));
  const w = new Float64Array(d + 1); // w[d] is the bias
  const m = new Float64Array(d + 1);
  const v = new Float64Array(d + 1);
  const g = new Float64Array(d + 1);
  const b1 = 0.9;
  const b2 = 0.999;
  for (let t = 1; t <= iterations; t++) {
    g.fill(0);
    for (let i = 0; i < n; i++) {
      const z = Z[i];
      let s = w[d];
      for (let j = 0; j < d; j++) s += w[j] * z[j];
      const e = sigmoid(s) - y[i];
      g[d] += e;
      for (let j = 0; j < d; j++) g[j] += e * z[j];
    }
    for (let j = 0; j <= d; j++) {
      g[j] = g[j] / n + (j < d ? lambda * w[j] : 0);
      m[j] = b1 * m[j] + (1 - b1) * g[j];
      v[j] = b2 * v[j] + (1 - b2) * g[j] * g[j];
      w[j] -= (rate * (m[j] / (1 - b1 ** t))) / (Math.sqrt(v[j] / (1 - b2 ** t)) + 1e-8);
    }
  }
  const raw: number[] = new Array(d).fill(0);
  let b = w[d];
  for (let j = 0; j < d; j++) {
    if (!sd[j]) continue;
    raw[j] = w[j] / sd[j];
    b -= (w[j] * mu[j]) / sd[j];
  }
  return { w: raw, b };
}

/** Mean log-loss and accuracy of `model` on rows `X` with labels `y`. */
export function logLoss(model: LogisticModel, X: readonly (readonly number[])[], y: readonly number[]): { logLoss: number; accuracy: number } {
  let loss = 0;
  let right = 0;
  for (let i = 0; i < X.length; i++) {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, sigmoid(logit(model, X[i]))));
    loss -= y[i] ? Math.log(p) : Math.log(1 - p);
    if (p > 0.5 === (y[i] === 1)) right++;
  }
  return { logLoss: loss / X.length, accuracy: right / X.length };
}

/**
 * K-fold cross-validation where rows of the same group (the same game) stay in the same fold, since
 * positions of one game share its outcome. Returns the pooled held-out log-loss and accuracy.
 */
export function crossValidate(
  X: readonly (readonly number[])[],
  y: readonly number[],
  group: readonly number[],
  folds: number,
  opts: FitOptions = {},
): { logLoss: number; accuracy: number } {
  let loss = 0;
  let right = 0;
  let count = 0;
  const foldOf = (gid: number) => (Math.imul(gid, 2654435761) >>> 0) % folds;
  for (let k = 0; k < folds; k++) {
    const train: number[] = [];
    const test: number[] = [];
    for (let i = 0; i < X.length; i++) (foldOf(group[i]) === k ? test : train).push(i);
    if (!train.length || !test.length) continue;
    const model = fitLogistic(
      train.map((i) => X[i]),
      train.map((i) => y[i]),
      opts,
    );
    const r = logLoss(
      model,
      test.map((i) => X[i]),
      test.map((i) => y[i]),
    );
    loss += r.logLoss * test.length;
    right += r.accuracy * test.length;
    count += test.length;
  }
  return { logLoss: loss / count, accuracy: right / count };
}
