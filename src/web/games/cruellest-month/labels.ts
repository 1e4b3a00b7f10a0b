// Placing the names of a map clear of what stands on it and of one another (issue 16). Each name comes with
// the spots it may take (a box and a cost: the nearer its place the cheaper); the spots that cover an
// obstacle (a counter, an Airbase, a town's dot) or leave the map are dropped, then the names are placed
// one at a time, the one with the fewest free spots first, each on its cheapest free spot. A name left
// with no free spot moves one or two names already placed to other free spots of theirs (repair); if no
// such move frees a spot, it takes the place of names of a lower rank, which are placed again after it or,
// when nothing is left for them, yield (are not drawn). Nothing here knows the game: board.ts gives the spots.

/** A box on the map (x1 < x2, y1 < y2). */
export interface Box { x1: number; y1: number; x2: number; y2: number }
/** Two boxes share some area (touching edges do not count). */
export const overlaps = (a: Box, b: Box): boolean => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

export interface Spot<T> { box: Box; cost: number; at: T }
/** A name to place: rank 0 yields last. */
export interface Wanted<T> { id: string; rank: number; spots: Spot<T>[] }
/** The names with their spots cheapest first, as flat boxes (x1, y1, x2, y2 a spot), and each name's envelope. */
export interface Prepared<T> { wanted: Wanted<T>[]; flat: Float64Array[]; env: Box[] }

/** The smallest box holding all of `bs`. */
export function envelope(bs: Box[]): Box {
  const e = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (const b of bs) (e.x1 = Math.min(e.x1, b.x1)), (e.y1 = Math.min(e.y1, b.y1)), (e.x2 = Math.max(e.x2, b.x2)), (e.y2 = Math.max(e.y2, b.y2));
  return e;
}

/** Sort each name's spots cheapest first and lay them out for `arrange` (done once for names that do not change). */
export function prepare<T>(wanted: Wanted<T>[]): Prepared<T> {
  for (const w of wanted) w.spots.sort((a, b) => a.cost - b.cost);
  const flat = wanted.map((w) => {
    const f = new Float64Array(w.spots.length * 4);
    w.spots.forEach((s, k) => f.set([s.box.x1, s.box.y1, s.box.x2, s.box.y2], k * 4));
    return f;
  });
  return { wanted, flat, env: wanted.map((w) => envelope(w.spots.map((s) => s.box))) };
}

/**
 * The spot each name takes (by the index of `wanted`), or null where it yields. No two chosen boxes
 * overlap, none overlaps an obstacle, all lie within `bounds`.
 */
export function arrange<T>(p: Prepared<T>, obstacles: Box[], bounds: Box): (Spot<T> | null)[] {
  const { wanted } = p;
  const n = wanted.length;
  // The spots of each name clear of every obstacle and within the map (cheapest first), by index, and their boxes.
  const idx: Int32Array[] = [];
  const flat: Float64Array[] = [];
  for (let i = 0; i < n; i++) {
    const near = obstacles.filter((o) => overlaps(o, p.env[i]));
    const f = p.flat[i];
    const keep: number[] = [];
    for (let k = 0; k < f.length / 4; k++) {
      const x1 = f[k * 4], y1 = f[k * 4 + 1], x2 = f[k * 4 + 2], y2 = f[k * 4 + 3];
      if (x1 < bounds.x1 || y1 < bounds.y1 || x2 > bounds.x2 || y2 > bounds.y2) continue;
      if (near.some((o) => x1 < o.x2 && o.x1 < x2 && y1 < o.y2 && o.y1 < y2)) continue;
      keep.push(k);
    }
    idx.push(Int32Array.from(keep));
    const g = new Float64Array(keep.length * 4);
    keep.forEach((k, m) => g.set(f.subarray(k * 4, k * 4 + 4), m * 4));
    flat.push(g);
  }
  const envs = p.env;
  // The names whose spots may meet.
  const nb: number[][] = envs.map((e, i) => envs.flatMap((f, j) => (j !== i && idx[j].length && idx[i].length && overlaps(e, f) ? [j] : [])));
  // hits[i][k]: how many placed names cover spot k of name i; free[i]: its spots covered by none.
  const hits = idx.map((ix) => new Int16Array(ix.length));
  const free = idx.map((ix) => ix.length);
  const at = new Int32Array(n).fill(-1);
  const yielded = new Uint8Array(n);
  const evicted = new Uint8Array(n);
  const boxAt = (i: number, k: number): Box => ({ x1: flat[i][k * 4], y1: flat[i][k * 4 + 1], x2: flat[i][k * 4 + 2], y2: flat[i][k * 4 + 3] });
  /** Does spot k of name j overlap box b? */
  const hit = (j: number, k: number, b: Box) => {
    const f = flat[j];
    return f[k * 4] < b.x2 && b.x1 < f[k * 4 + 2] && f[k * 4 + 1] < b.y2 && b.y1 < f[k * 4 + 3];
  };

  const mark = (i: number, d: 1 | -1) => {
    const b = boxAt(i, at[i]);
    for (const j of nb[i]) {
      if (!overlaps(b, envs[j])) continue;
      const hj = hits[j];
      for (let k = 0; k < hj.length; k++) {
        if (!hit(j, k, b)) continue;
        if (d === 1) { if (hj[k]++ === 0) free[j]--; } else if (--hj[k] === 0) free[j]++;
      }
    }
  };
  const put = (i: number, k: number) => { at[i] = k; mark(i, 1); };
  const lift = (i: number) => { mark(i, -1); at[i] = -1; };
  /** The placed names that cover spot k of name i. */
  const blockers = (i: number, k: number) => {
    const b = boxAt(i, k);
    return nb[i].filter((j) => at[j] >= 0 && hit(j, at[j], b));
  };
  /**
   * Name i on spot k once each name in its way has moved to another spot of its own, clear of every other
   * placed name, of spot k and of the names moved before it: the new spots, or null. Nothing changes.
   */
  const moves = (i: number, k: number, ways: number[]): number[] | null => {
    const taken = [boxAt(i, k)];
    const out: number[] = [];
    for (const j of ways) {
      // Placed names other than j that cover a spot of j and will move away.
      const leaving = ways.filter((w) => w !== j).map((w) => boxAt(w, at[w]));
      let found = -1;
      for (let m = 0; m < hits[j].length && found < 0; m++) {
        let h = hits[j][m];
        if (h > leaving.length) continue;
        for (const b of leaving) if (hit(j, m, b)) h--;
        if (h === 0 && !taken.some((b) => hit(j, m, b))) found = m;
      }
      if (found < 0) return null;
      out.push(found);
      taken.push(boxAt(j, found));
    }
    return out;
  };

  for (;;) {
    // The name with the fewest free spots, the higher rank first among equals.
    let i = -1;
    for (let j = 0; j < n; j++) {
      if (at[j] >= 0 || yielded[j]) continue;
      if (i < 0 || free[j] < free[i] || (free[j] === free[i] && wanted[j].rank < wanted[i].rank)) i = j;
    }
    if (i < 0) break;
    if (free[i] > 0) { put(i, hits[i].indexOf(0)); continue; }
    // Repair: one or two names in the way move elsewhere.
    let done = false;
    for (let k = 0; k < idx[i].length && !done; k++) {
      const ways = blockers(i, k);
      if (ways.length > 2) continue;
      const to = moves(i, k, ways);
      if (!to) continue;
      ways.forEach(lift);
      put(i, k);
      ways.forEach((j, x) => put(j, to[x]));
      done = true;
    }
    if (done) continue;
    // Yield: names of a lower rank give way (to be placed again after, or to yield in their turn).
    if (!evicted[i]) {
      for (let k = 0; k < idx[i].length && !done; k++) {
        const ways = blockers(i, k);
        if (ways.every((j) => wanted[j].rank > wanted[i].rank)) {
          ways.forEach((j) => { lift(j); evicted[j] = 1; });
          put(i, k);
          done = true;
        }
      }
    }
    if (!done) yielded[i] = 1;
  }
  return Array.from(at, (k, i) => (k >= 0 ? wanted[i].spots[idx[i][k]] : null));
}
