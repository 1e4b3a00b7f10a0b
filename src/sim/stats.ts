// Small statistics for arenas and balance reports.

/** Wilson score interval for a proportion (95% by default); draws count as half a win by the caller. */
export function wilson(successes: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // Exact ends at 0 and n successes (rounding would leave 0.9999... otherwise).
  return [successes <= 0 ? 0 : Math.max(0, centre - half), successes >= n ? 1 : Math.min(1, centre + half)];
}

export interface Rate {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** (wins + draws/2) / games */
  winRate: number;
  /** 95% Wilson interval of the win rate. */
  ci95: [number, number];
}

export function rate(wins: number, draws: number, games: number): Rate {
  const score = wins + draws / 2;
  return { games, wins, draws, losses: games - wins - draws, winRate: games ? score / games : 0, ci95: wilson(score, games) };
}

/** Counts of values in bins of width `width` (keys are the bins' lower bounds). */
export function histogram(values: readonly number[], width = 1): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) {
    const b = Math.floor(v / width) * width;
    out[b] = (out[b] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(out).sort((a, b) => Number(a[0]) - Number(b[0])));
}

export function describe(values: readonly number[]): { n: number; mean: number; min: number; max: number; p10: number; median: number; p90: number } {
  const v = [...values].sort((a, b) => a - b);
  const q = (f: number) => (v.length ? v[Math.min(v.length - 1, Math.floor(f * v.length))] : 0);
  return {
    n: v.length,
    mean: v.length ? v.reduce((a, b) => a + b, 0) / v.length : 0,
    min: v[0] ?? 0,
    max: v[v.length - 1] ?? 0,
    p10: q(0.1),
    median: q(0.5),
    p90: q(0.9),
  };
}
