// Placing the names of a map clear of what stands on it and of one another (issue 16). Each name comes with
// the spots it may take, as lattices of boxes (one size, corners on a regular grid) with a cost for each
// spot (the nearer its place the cheaper); the spots that cover an obstacle (a counter, an Airbase, a town's
// dot) are dropped, then the names are placed one at a time, the one with the fewest free spots first, each
// on its cheapest free spot. A name left with no free spot moves one or two names already placed to other
// free spots of theirs (repair); if no such move frees a spot, it takes the place of names of a lower rank,
// which are placed again after it or, when nothing is left for them, yield (are not drawn). On a lattice the
// spots a box covers form a block of the grid, so each placing touches only the spots it takes away.
// Nothing here knows the game: each hex board (cruellest-month, arras-postcard) gives its names' spots and
// draws the names placed with `nameText` (issue 31, item 7: one label placer for both hex boards).
import { h, type VNode } from 'preact';

/** A box on the map (x1 < x2, y1 < y2). */
export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
/** Two boxes share some area (touching edges do not count). */
export const overlaps = (a: Box, b: Box): boolean => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

/**
 * Spots of one size w x h whose top left corners are (x0 + a sx, y0 + b sy) for a < nx, b < ny; `cost` of
 * each (Infinity: not a spot); `data`, what the name is drawn with there (its lines, size...); `tier` (0 by default), how far the
 * spots are from the name's own place: a spot of a higher tier is taken only when no spot of a lower one can be,
 * free or by moving names in the way.
 */
export interface Lattice<T> {
  x0: number;
  y0: number;
  sx: number;
  sy: number;
  nx: number;
  ny: number;
  w: number;
  h: number;
  cost: (x1: number, y1: number) => number;
  data: T;
  tier?: number;
}
/** A name to place: rank 0 yields last. */
export interface Named<T> {
  id: string;
  rank: number;
  lattices: Lattice<T>[];
}
export interface Placed<T> {
  box: Box;
  cost: number;
  data: T;
}

interface Grid<T> {
  lat: Lattice<T>;
  base: number;
  env: Box;
}
/** The names' spots laid out once (the names and the map do not change, only what stands on it). */
export interface Prepared<T> {
  names: Named<T>[];
  grids: Grid<T>[][];
  /** Each name's spot boxes, 4 numbers a spot (x1, y1, x2, y2), and their costs. */
  boxes: Float64Array[];
  costs: Float64Array[];
  /** Each name's spots within the map, cheapest first, and as flags (1: within) by spot; each spot's tier. */
  order: Int32Array[];
  within: Uint8Array[];
  tiers: Uint8Array[];
  env: Box[];
  /** The height of each name's tallest lattice (its lattices are sorted by their top). */
  tallest: number[];
  /** The names whose spots may meet (their envelopes overlap). */
  nb: number[][];
}

const around = (bs: Box[]): Box => {
  const e = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (const b of bs) (e.x1 = Math.min(e.x1, b.x1)), (e.y1 = Math.min(e.y1, b.y1)), (e.x2 = Math.max(e.x2, b.x2)), (e.y2 = Math.max(e.y2, b.y2));
  return e;
};

/** Lay out the names' spots for `arrange`, keeping those whole within `bounds` and clear of `fixed` (obstacles that never move). */
export function prepare<T>(names: Named<T>[], bounds: Box, fixed: Box[] = []): Prepared<T> {
  const grids: Grid<T>[][] = [];
  const boxes: Float64Array[] = [];
  const costs: Float64Array[] = [];
  const order: Int32Array[] = [];
  const tiers: Uint8Array[] = [];
  for (const nm of names) {
    let n = 0;
    const gs = nm.lattices.map((lat) => {
      const g = { lat, base: n, env: { x1: lat.x0, y1: lat.y0, x2: lat.x0 + (lat.nx - 1) * lat.sx + lat.w, y2: lat.y0 + (lat.ny - 1) * lat.sy + lat.h } };
      n += lat.nx * lat.ny;
      return g;
    });
    const bx = new Float64Array(n * 4);
    const cs = new Float64Array(n);
    const ts = new Uint8Array(n);
    // Each spot's box and cost; off the map or under a fixed obstacle (a block of each lattice), none.
    const covered = new Uint8Array(n);
    for (const { lat, base, env } of gs) {
      for (const o of fixed) {
        if (!overlaps(o, env)) continue;
        const [a0, a1, c0, c1] = block(lat, o);
        for (let a = a0; a <= a1; a++) covered.fill(1, base + a * lat.ny + c0, base + a * lat.ny + c1 + 1);
      }
    }
    const keep: number[] = [];
    for (const { lat, base } of gs) {
      for (let a = 0; a < lat.nx; a++) {
        for (let b = 0; b < lat.ny; b++) {
          const k = base + a * lat.ny + b;
          ts[k] = lat.tier ?? 0;
          const x1 = lat.x0 + a * lat.sx;
          const y1 = lat.y0 + b * lat.sy;
          (bx[k * 4] = x1), (bx[k * 4 + 1] = y1), (bx[k * 4 + 2] = x1 + lat.w), (bx[k * 4 + 3] = y1 + lat.h);
          const out = x1 < bounds.x1 || y1 < bounds.y1 || x1 + lat.w > bounds.x2 || y1 + lat.h > bounds.y2;
          cs[k] = out || covered[k] ? Infinity : lat.cost(x1, y1);
          if (cs[k] < Infinity) keep.push(k);
        }
      }
    }
    keep.sort((p, q) => cs[p] - cs[q] || p - q);
    grids.push(gs.sort((a, b) => a.env.y1 - b.env.y1));
    boxes.push(bx);
    costs.push(cs);
    tiers.push(ts);
    order.push(Int32Array.from(keep));
  }
  const tallest = grids.map((gs) => Math.max(...gs.map((g) => g.env.y2 - g.env.y1)));
  const within = costs.map((cs) => Uint8Array.from(cs, (c) => (c < Infinity ? 1 : 0)));
  const env = grids.map((gs) => around(gs.map((g) => g.env)));
  const nb = env.map((e, i) => env.flatMap((f, j) => (j !== i && overlaps(e, f) ? [j] : [])));
  return { names, grids, boxes, costs, order, within, tiers, env, tallest, nb };
}

/**
 * The spots of a lattice that box b overlaps: a block of its grid, columns a0..a1 and rows c0..c1 (empty
 * when a0 > a1 or c0 > c1). Spot (a, c) overlaps b when x0 + a sx < b.x2 and b.x1 < x0 + a sx + w, so
 * (b.x1 - w - x0) / sx < a < (b.x2 - x0) / sx; the same for rows.
 */
function block(lat: Lattice<unknown>, b: Box): [number, number, number, number] {
  return [
    Math.max(0, Math.floor((b.x1 - lat.w - lat.x0) / lat.sx) + 1),
    Math.min(lat.nx - 1, Math.ceil((b.x2 - lat.x0) / lat.sx) - 1),
    Math.max(0, Math.floor((b.y1 - lat.h - lat.y0) / lat.sy) + 1),
    Math.min(lat.ny - 1, Math.ceil((b.y2 - lat.y0) / lat.sy) - 1),
  ];
}

/**
 * The place each name takes (by the index of `names`), or null where it yields. No two chosen boxes
 * overlap, none overlaps an obstacle, all lie within the bounds given to `prepare`.
 */
export function arrange<T>(p: Prepared<T>, obstacles: Box[]): (Placed<T> | null)[] {
  const { names, grids, boxes, order, env } = p;
  const n = names.length;
  // live[i][k]: spot k of name i is within the map and clear of every obstacle.
  const live = p.within.map((l) => l.slice());
  // hits[i][k]: how many placed names cover spot k of name i; free[i]: its live spots covered by none.
  const hits = live.map((l) => new Int16Array(l.length));
  const free = new Int32Array(n);
  // near[i]: the free spots of tiers 0 and 1, which decide the order.
  const near = new Int32Array(n);
  /**
   * Each spot of name j that box b overlaps: covered once more (1, b placed) or once less (2, b lifted).
   * Its lattices are sorted by their top: only those from the last whose top may reach b are looked at.
   */
  const sweep = (j: number, b: Box, mode: 1 | 2) => {
    const gs = grids[j];
    const hj = hits[j];
    const lj = live[j];
    const tj = p.tiers[j];
    let lo = 0;
    let hi = gs.length;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if (gs[m].env.y1 < b.y1 - p.tallest[j]) lo = m + 1;
      else hi = m;
    }
    for (let g = lo; g < gs.length && gs[g].env.y1 < b.y2; g++) {
      const { lat, base, env: e } = gs[g];
      if (!(e.x1 < b.x2 && b.x1 < e.x2 && e.y1 < b.y2 && b.y1 < e.y2)) continue;
      const [a0, a1, c0, c1] = block(lat, b);
      for (let a = a0; a <= a1; a++) {
        for (let c = c0; c <= c1; c++) {
          const k = base + a * lat.ny + c;
          if (mode === 1) {
            if (hj[k]++ === 0 && lj[k]) free[j]--, tj[k] < 2 && near[j]--;
          } else if (--hj[k] === 0 && lj[k]) free[j]++, tj[k] < 2 && near[j]++;
        }
      }
    }
  };
  // The obstacles: each takes off the block of each lattice it covers.
  for (let i = 0; i < n; i++) {
    const mine = obstacles.filter((o) => overlaps(o, env[i]));
    if (!mine.length) continue;
    const l = live[i];
    for (const { lat, base, env: e } of grids[i]) {
      for (const o of mine) {
        if (!overlaps(o, e)) continue;
        const [a0, a1, c0, c1] = block(lat, o);
        for (let a = a0; a <= a1; a++) l.fill(0, base + a * lat.ny + c0, base + a * lat.ny + c1 + 1);
      }
    }
  }
  for (let i = 0; i < n; i++) for (const k of order[i]) (free[i] += live[i][k]), p.tiers[i][k] < 2 && (near[i] += live[i][k]);
  const { nb } = p;
  const at = new Int32Array(n).fill(-1);
  const yielded = new Uint8Array(n);
  const evicted = new Uint8Array(n);
  const boxOf = (i: number, k: number): Box => ({ x1: boxes[i][k * 4], y1: boxes[i][k * 4 + 1], x2: boxes[i][k * 4 + 2], y2: boxes[i][k * 4 + 3] });
  /** Does spot k of name j overlap box b? */
  const hit = (j: number, k: number, b: Box) => {
    const f = boxes[j];
    return f[k * 4] < b.x2 && b.x1 < f[k * 4 + 2] && f[k * 4 + 1] < b.y2 && b.y1 < f[k * 4 + 3];
  };
  const put = (i: number, k: number) => {
    at[i] = k;
    const b = boxOf(i, k);
    for (const j of nb[i]) if (overlaps(b, env[j])) sweep(j, b, 1);
  };
  const lift = (i: number) => {
    const b = boxOf(i, at[i]);
    for (const j of nb[i]) if (overlaps(b, env[j])) sweep(j, b, 2);
    at[i] = -1;
  };
  const cheapestFree = (i: number, tier = 255) => {
    for (const k of order[i]) if (live[i][k] && !hits[i][k] && p.tiers[i][k] <= tier) return k;
    return -1;
  };
  /** The placed names that cover spot k of name i. */
  const blockers = (i: number, k: number) => {
    const b = boxOf(i, k);
    return nb[i].filter((j) => at[j] >= 0 && hit(j, at[j], b));
  };
  /**
   * Name i on spot k once each name in its way has moved to another spot of its own, clear of every other
   * placed name, of spot k and of the names moved before it, and of no higher tier than its own spot unless
   * `farther`: the new spots, or null. Nothing changes.
   */
  const moves = (i: number, k: number, ways: number[], farther = false): number[] | null => {
    const taken = [boxOf(i, k)];
    const out: number[] = [];
    for (const j of ways) {
      // The other names in the way, which leave their spots too.
      const leaving = ways.filter((w) => w !== j).map((w) => boxOf(w, at[w]));
      let found = -1;
      // It keeps to spots no farther than its own (unless told it may go farther).
      const tier = farther ? 255 : p.tiers[j][at[j]];
      for (const m of order[j]) {
        if (!live[j][m] || hits[j][m] > leaving.length || p.tiers[j][m] > tier) continue;
        let h = hits[j][m];
        for (const b of leaving) if (hit(j, m, b)) h--;
        if (h === 0 && !taken.some((b) => hit(j, m, b))) {
          found = m;
          break;
        }
      }
      if (found < 0) return null;
      out.push(found);
      taken.push(boxOf(j, found));
    }
    return out;
  };

  for (;;) {
    // The name with the fewest free spots near its place (then in all), the higher rank first among equals.
    let i = -1;
    for (let j = 0; j < n; j++) {
      if (at[j] >= 0 || yielded[j]) continue;
      if (i < 0 || near[j] < near[i] || (near[j] === near[i] && (free[j] < free[i] || (free[j] === free[i] && names[j].rank < names[i].rank)))) i = j;
    }
    if (i < 0) break;
    // Tier by tier: its cheapest free spot, else one freed by moving one or two names in the way (repair)
    // within their own tiers; any free spot; last, a repair in which the names in the way may go farther.
    let done = false;
    const repair = (tier: number, farther: boolean) => {
      for (const k of order[i]) {
        if (!live[i][k] || p.tiers[i][k] > tier) continue;
        const ways = blockers(i, k);
        if (ways.length > 2) continue;
        const to = moves(i, k, ways, farther);
        if (!to) continue;
        ways.forEach(lift);
        put(i, k);
        ways.forEach((j, x) => put(j, to[x]));
        return true;
      }
      return false;
    };
    for (let tier = 0; tier <= 3 && !done; tier++) {
      const k = cheapestFree(i, tier);
      if (k >= 0) put(i, k), (done = true);
      else done = repair(tier, false);
    }
    if (!done && free[i] > 0) put(i, cheapestFree(i)), (done = true);
    if (!done) done = repair(255, true);
    if (done) continue;
    // Yield: names of a lower rank give way (to be placed again after, or to yield in their turn).
    if (!evicted[i]) {
      for (const k of order[i]) {
        if (!live[i][k]) continue;
        const ways = blockers(i, k);
        if (!ways.every((j) => names[j].rank > names[i].rank)) continue;
        ways.forEach((j) => {
          lift(j);
          evicted[j] = 1;
        });
        put(i, k);
        done = true;
        break;
      }
    }
    if (!done) yielded[i] = 1;
  }
  return Array.from(at, (k, i) => {
    if (k < 0) return null;
    const g = grids[i].find((x) => x.base <= k && k < x.base + x.lat.nx * x.lat.ny)!;
    return { box: boxOf(i, k), cost: p.costs[i][k], data: g.lat.data };
  });
}

// ---------------------------------------------------------------- measuring and drawing a name

/** Advance widths (em) of DejaVu Sans Bold, Debian's default sans, rounded up; other letters 0.72 em, capitals 0.8. */
const EM: Record<string, number> = {
  i: 0.35,
  l: 0.35,
  j: 0.35,
  f: 0.44,
  t: 0.48,
  r: 0.5,
  '-': 0.42,
  ' ': 0.35,
  s: 0.6,
  c: 0.6,
  m: 1.05,
  w: 0.93,
  I: 0.38,
  M: 1.0,
  W: 1.11,
};
export const textWidth = (s: string, fs: number) => [...s].reduce((n, c) => n + (EM[c] ?? (c >= 'A' && c <= 'Z' ? 0.8 : 0.72)), 0) * fs;

/** The box a name covers: the font's whole em box (DejaVu: 0.93 em above the baseline, 0.24 below) as the browser measures it, 1 px more around. */
export function boxOf(lines: string[], x: number, y: number, fs: number): Box {
  const w = Math.max(...lines.map((l) => textWidth(l, fs)));
  return { x1: x - w / 2 - 1, y1: y - fs * 0.95 - 0.5, x2: x + w / 2 + 1, y2: y + (lines.length - 1) * fs * 1.05 + fs * 0.26 + 0.5 };
}

/** Each wording of a name: on one line, then wrapped at the hyphen or space nearest its middle. */
export function wordings(name: string): string[][] {
  const out = [[name]];
  const cuts = [...name.matchAll(/[- ]/g)].map((m) => m.index!);
  if (name.length > 9 && cuts.length) {
    const c = cuts.reduce((a, b) => (Math.abs(b - name.length / 2) < Math.abs(a - name.length / 2) ? b : a));
    out.push([name.slice(0, name[c] === '-' ? c + 1 : c), name.slice(c + 1)]);
  }
  return out;
}
/** The size of the box of `lines` at `fs` (boxOf). */
export function sizeOf(lines: string[], fs: number): { w: number; h: number } {
  const b = boxOf(lines, 0, 0, fs);
  return { w: b.x2 - b.x1, h: b.y2 - b.y1 };
}
/** Distance from a point to a box (0 inside). */
export const reach = (px: number, py: number, b: Box) => Math.hypot(Math.max(0, b.x1 - px, px - b.x2), Math.max(0, b.y1 - py, py - b.y2));
/** The point of a box nearest (px, py). */
export const nearest = (px: number, py: number, b: Box) => ({ x: Math.min(Math.max(px, b.x1), b.x2), y: Math.min(Math.max(py, b.y1), b.y2) });

/** A name where it was placed: its lines at `fs`, centred on x, the first line's baseline at y, each next line `step` lower (1.05 fs). */
export interface NameAt {
  id: string;
  lines: string[];
  fs: number;
  x: number;
  y: number;
  step?: number;
}

/** A name drawn where it was placed, over the map with a halo of `halo` so that it reads over lines and hexes; `style`, its weight, colour... */
export function nameText(l: NameAt, style: Record<string, string | number | undefined>, halo: string): VNode<any> {
  const body = l.lines.length === 1 ? l.lines[0] : l.lines.map((s, i) => h('tspan', { x: l.x, dy: i ? (l.step ?? l.fs * 1.05) : 0 }, s));
  return h(
    'text',
    {
      class: 'place-name',
      'data-place': l.id,
      x: l.x,
      y: l.y,
      'text-anchor': 'middle',
      'font-size': l.fs,
      ...style,
      'paint-order': 'stroke',
      stroke: halo,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    },
    body,
  );
}
