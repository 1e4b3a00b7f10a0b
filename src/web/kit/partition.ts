// Area shapes on the ground: a partition of a map into regions grown from each region's seed points
// (its villages, in km), as far as the nearest seed reaches - but never across a barrier (a river
// the game's data makes an area border), so that areas on either bank meet along the river itself.
// Computed on a grid, then turned into shared border chains (each chain knows the two regions it
// separates: the adjacency the drawing really shows) and one polygon per region, smoothed. Zones
// live in a band around the frame, areas inside it; a zone may also hold land inside the frame and an
// area a way through the band to the map edge (`across`). Generic: any area map passes its own data.

export interface Pt {
  x: number;
  y: number;
}
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface RegionSeed {
  id: number;
  /** Seed points in km (x east, y north); the first is the region's anchor. */
  seeds: Pt[];
  /** > 1 grows faster (a larger region), < 1 slower. */
  weight?: number;
  /** A zone: grows in the band around the frame only (and from `across`). */
  zone?: boolean;
  /**
   * Seed points (km) on the other side of the frame's edge, from which the region also grows there:
   * a zone's land inside the frame (a town, a river bank), an area's way through the band to the map
   * edge (between two zones that are not adjacent). The region is one shape when that growth meets
   * its own at the frame's edge.
   */
  across?: Pt[];
  /** The speed of the growth from `across` (default `weight`). */
  acrossWeight?: number;
}

export interface PartitionInput {
  /** Where the areas are, in km. */
  frame: Box;
  /** Width of the zones' band outside the frame, in km (0: no band). */
  band: number;
  /** Grid cell size in km. */
  res: number;
  regions: RegionSeed[];
  /** Polylines no region grows across (rivers that are area borders). */
  barriers: Pt[][];
}

export interface Chain {
  /** The region on the left when walking the points in order, and on the right; -1 outside the map. */
  left: number;
  right: number;
  pts: Pt[];
}

export interface Partition {
  box: Box;
  chains: Chain[];
  /** Each region's outline rings (outer ring counter-clockwise in km, y north). */
  rings: Map<number, Pt[][]>;
  /** The centre of the largest circle inside each region, and its radius (km). */
  poles: Map<number, Pt & { r: number }>;
  /** Pairs "a-b" (a < b) whose shapes share a border, with its length in km. */
  borders: Map<string, number>;
  /** The stretches of the frame (on the grid) where the regions inside and outside it differ, as [from, to] (km). */
  frameRuns: [Pt, Pt][];
}

const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

function segmentsCross(p: Pt, q: Pt, a: Pt, b: Pt): boolean {
  const d = (u: Pt, v: Pt, w: Pt) => (v.x - u.x) * (w.y - u.y) - (v.y - u.y) * (w.x - u.x);
  const d1 = d(a, b, p);
  const d2 = d(a, b, q);
  const d3 = d(p, q, a);
  const d4 = d(p, q, b);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** A binary min-heap of (key, value, tag) entries in growable typed arrays. */
class Heap {
  private k = new Float64Array(1024);
  private v = new Int32Array(1024);
  private t = new Int32Array(1024);
  size = 0;
  push(key: number, value: number, tag: number) {
    if (this.size === this.k.length) {
      const grow = <T extends Float64Array | Int32Array>(a: T): T => {
        const b = new (a.constructor as any)(a.length * 2);
        b.set(a);
        return b;
      };
      this.k = grow(this.k);
      this.v = grow(this.v);
      this.t = grow(this.t);
    }
    const { k, v, t } = this;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (k[p] <= key) break;
      k[i] = k[p];
      v[i] = v[p];
      t[i] = t[p];
      i = p;
    }
    k[i] = key;
    v[i] = value;
    t[i] = tag;
  }
  /** Removes the smallest entry; read it from `key`, `value`, `tag`. */
  key = 0;
  value = 0;
  tag = 0;
  pop(): void {
    const { k, v, t } = this;
    this.key = k[0];
    this.value = v[0];
    this.tag = t[0];
    const n = --this.size;
    const lk = k[n];
    const lv = v[n];
    const lt = t[n];
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const m = r < n && k[r] < k[l] ? r : l;
      if (k[m] >= lk) break;
      k[i] = k[m];
      v[i] = v[m];
      t[i] = t[m];
      i = m;
    }
    k[i] = lk;
    v[i] = lv;
    t[i] = lt;
  }
}

const STEPS = [
  [1, 0, 1],
  [-1, 0, 1],
  [0, 1, 1],
  [0, -1, 1],
  [1, 1, Math.SQRT2],
  [1, -1, Math.SQRT2],
  [-1, 1, Math.SQRT2],
  [-1, -1, Math.SQRT2],
] as const;

export function partition(input: PartitionInput): Partition {
  const { frame, band, res } = input;
  // The grid is aligned on the frame's south-west corner, so that the band's width does not move the areas' cells.
  const pad = Math.ceil(band / res - 1e-9) * res;
  const box: Box = { x0: frame.x0 - pad, y0: frame.y0 - pad, x1: frame.x1 + pad, y1: frame.y1 + pad };
  const W = Math.ceil((box.x1 - box.x0) / res);
  const H = Math.ceil((box.y1 - box.y0) / res);
  box.x1 = box.x0 + W * res;
  box.y1 = box.y0 + H * res;
  const cx = (i: number) => box.x0 + (i + 0.5) * res;
  const cy = (j: number) => box.y0 + (j + 0.5) * res;
  const inFrame = (i: number, j: number) => {
    const x = cx(i);
    const y = cy(j);
    return x >= frame.x0 && x <= frame.x1 && y >= frame.y0 && y <= frame.y1;
  };
  const zoneOf = new Map(input.regions.map((r) => [r.id, !!r.zone]));
  // What grows: each region from its seeds, in the band if a zone, else in the frame; then each region
  // from its `across` seeds, on the other side. The heap's tag is the grower's index.
  const growers = [
    ...input.regions.map((r) => ({ id: r.id, zone: !!r.zone, weight: r.weight ?? 1, seeds: r.seeds })),
    ...input.regions.filter((r) => r.across?.length).map((r) => ({ id: r.id, zone: !r.zone, weight: r.acrossWeight ?? r.weight ?? 1, seeds: r.across! })),
  ];
  const frameCell = new Uint8Array(W * H);
  for (let j = 0; j < H; j++) for (let i = 0; i < W; i++) frameCell[j * W + i] = inFrame(i, j) ? 1 : 0;

  // Barrier segments bucketed by the cells they pass near.
  const segs: [Pt, Pt][] = [];
  for (const line of input.barriers) for (let i = 0; i + 1 < line.length; i++) segs.push([line[i], line[i + 1]]);
  const buckets = new Map<number, number[]>();
  // (filled below; cells without barriers are not in the map)
  segs.forEach(([a, b], s) => {
    const n = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / (res / 3)) + 1;
    for (let k = 0; k <= n; k++) {
      const x = a.x + ((b.x - a.x) * k) / n;
      const y = a.y + ((b.y - a.y) * k) / n;
      const i = Math.floor((x - box.x0) / res);
      const j = Math.floor((y - box.y0) / res);
      for (let di = -1; di <= 1; di++)
        for (let dj = -1; dj <= 1; dj++) {
          const ii = i + di;
          const jj = j + dj;
          if (ii < 0 || jj < 0 || ii >= W || jj >= H) continue;
          const c = jj * W + ii;
          const l = buckets.get(c) ?? [];
          if (!l.includes(s)) l.push(s);
          buckets.set(c, l);
        }
    }
  });
  const blocked = (i: number, j: number, ii: number, jj: number) => {
    const l = buckets.get(j * W + i);
    if (!l) return false;
    const p = { x: cx(i), y: cy(j) };
    const q = { x: cx(ii), y: cy(jj) };
    return l.some((s) => segmentsCross(p, q, segs[s][0], segs[s][1]));
  };

  // Grow every region from its seeds (Dijkstra, each region at its own speed).
  const label = new Int32Array(W * H).fill(-1);
  const heap = new Heap();
  growers.forEach((g, tag) => {
    for (const s of g.seeds) {
      const i = Math.max(0, Math.min(W - 1, Math.floor((s.x - box.x0) / res)));
      const j = Math.max(0, Math.min(H - 1, Math.floor((s.y - box.y0) / res)));
      heap.push(0, j * W + i, tag);
    }
  });
  while (heap.size) {
    heap.pop();
    const d = heap.key;
    const c = heap.value;
    const tag = heap.tag;
    if (label[c] !== -1) continue;
    const i = c % W;
    const j = (c - i) / W;
    const { id, zone, weight: w } = growers[tag];
    if (frameCell[c] === (zone ? 1 : 0) && d > 0) continue;
    label[c] = id;
    for (const [di, dj, len] of STEPS) {
      const ii = i + di;
      const jj = j + dj;
      if (ii < 0 || jj < 0 || ii >= W || jj >= H) continue;
      const n = jj * W + ii;
      if (label[n] !== -1 || frameCell[n] === (zone ? 1 : 0) || blocked(i, j, ii, jj)) continue;
      heap.push(d + len / w, n, tag);
    }
  }
  // Cells no region reached (closed off by barriers): the nearest labelled neighbour's.
  for (let pass = 0; pass < W + H && label.includes(-1); pass++) {
    const next = label.slice();
    for (let c = 0; c < W * H; c++) {
      if (label[c] !== -1) continue;
      const i = c % W;
      const j = (c - i) / W;
      for (const [di, dj] of STEPS) {
        const ii = i + di;
        const jj = j + dj;
        if (ii < 0 || jj < 0 || ii >= W || jj >= H) continue;
        const o = label[jj * W + ii];
        if (o !== -1 && zoneOf.get(o) !== inFrame(i, j)) {
          next[c] = o;
          break;
        }
      }
    }
    label.set(next);
  }
  const at = (i: number, j: number) => (i < 0 || j < 0 || i >= W || j >= H ? -1 : label[j * W + i]);

  // Poles: distance of each cell to its region's edge, the farthest cell per region.
  const dist = new Float64Array(W * H).fill(Infinity);
  const dh = new Heap();
  for (let j = 0; j < H; j++)
    for (let i = 0; i < W; i++) {
      const c = j * W + i;
      const l = label[c];
      const edge = at(i + 1, j) !== l || at(i - 1, j) !== l || at(i, j + 1) !== l || at(i, j - 1) !== l;
      if (edge) {
        dist[c] = 0.5;
        dh.push(0.5, c, 0);
      }
    }
  while (dh.size) {
    dh.pop();
    const d = dh.key;
    const c = dh.value;
    if (d > dist[c]) continue;
    const i = c % W;
    const j = (c - i) / W;
    for (const [di, dj, len] of STEPS) {
      const ii = i + di;
      const jj = j + dj;
      if (at(ii, jj) !== label[c]) continue;
      const n = jj * W + ii;
      if (d + len < dist[n]) {
        dist[n] = d + len;
        dh.push(d + len, n, 0);
      }
    }
  }
  const poles = new Map<number, Pt & { r: number }>();
  for (let c = 0; c < W * H; c++) {
    const id = label[c];
    const p = poles.get(id);
    const r = dist[c] * res;
    if (!p || r > p.r) poles.set(id, { x: cx(c % W), y: cy(Math.floor(c / W)), r });
  }

  // Border chains on the grid lines between cells of different regions.
  // Lattice vertex (i, j) is the corner at x0 + i*res, y0 + j*res; edges: 'h' (i,j)-(i+1,j), 'v' (i,j)-(i,j+1).
  const VW = W + 1;
  const vkey = (i: number, j: number) => j * VW + i;
  const edges = new Map<number, { to: number; left: number; right: number; id: string }[]>();
  const addEdge = (a: number, b: number, left: number, right: number, id: string) => {
    (edges.get(a) ?? edges.set(a, []).get(a)!).push({ to: b, left, right, id });
    (edges.get(b) ?? edges.set(b, []).get(b)!).push({ to: a, left: right, right: left, id });
  };
  for (let j = 0; j <= H; j++)
    for (let i = 0; i < W; i++) {
      // Horizontal edge from (i,j) to (i+1,j): the cell above (j) is on its left.
      const up = at(i, j);
      const down = at(i, j - 1);
      if (up !== down) addEdge(vkey(i, j), vkey(i + 1, j), up, down, `h${i},${j}`);
    }
  for (let j = 0; j < H; j++)
    for (let i = 0; i <= W; i++) {
      // Vertical edge from (i,j) to (i,j+1): the cell to the west (i-1) is on its left.
      const west = at(i - 1, j);
      const east = at(i, j);
      if (west !== east) addEdge(vkey(i, j), vkey(i, j + 1), west, east, `v${i},${j}`);
    }
  const junction = (v: number) => {
    const l = edges.get(v)!;
    if (l.length !== 2) return true;
    const [a, b] = l;
    return !(a.left === b.right && a.right === b.left);
  };
  const used = new Set<string>();
  const vpt = (v: number): Pt => ({ x: box.x0 + (v % VW) * res, y: box.y0 + Math.floor(v / VW) * res });
  const raw: { left: number; right: number; vs: number[] }[] = [];
  const walk = (start: number, first: { to: number; left: number; right: number; id: string }) => {
    const vs = [start];
    let e = first;
    for (;;) {
      used.add(e.id);
      vs.push(e.to);
      if (e.to === start || junction(e.to)) break;
      const next = edges.get(e.to)!.find((x) => !used.has(x.id));
      if (!next) break;
      e = next;
    }
    raw.push({ left: first.left, right: first.right, vs });
  };
  for (const [v, l] of edges) if (junction(v)) for (const e of l) if (!used.has(e.id)) walk(v, e);
  for (const [v, l] of edges) for (const e of l) if (!used.has(e.id)) walk(v, e);

  const chains: Chain[] = raw.map((r) => ({
    left: r.left,
    right: r.right,
    pts: smooth(simplify(r.vs.map(vpt), res * 0.75), r.vs[0] === r.vs[r.vs.length - 1]),
  }));
  const borders = new Map<string, number>();
  for (const ch of chains) {
    if (ch.left < 0 || ch.right < 0) continue;
    let len = 0;
    for (let i = 1; i < ch.pts.length; i++) len += Math.hypot(ch.pts[i].x - ch.pts[i - 1].x, ch.pts[i].y - ch.pts[i - 1].y);
    const k = pairKey(ch.left, ch.right);
    borders.set(k, (borders.get(k) ?? 0) + len);
  }

  // Rings: each region's chains, oriented with the region on the left, joined end to start.
  const rings = new Map<number, Pt[][]>();
  for (const r of input.regions) {
    const mine = raw
      .map((c, i) =>
        c.left === r.id ? { vs: c.vs, pts: chains[i].pts } : c.right === r.id ? { vs: [...c.vs].reverse(), pts: [...chains[i].pts].reverse() } : null,
      )
      .filter((x): x is { vs: number[]; pts: Pt[] } => x !== null);
    const out: Pt[][] = [];
    const left = new Set(mine.map((_, i) => i));
    while (left.size) {
      const first = left.values().next().value!;
      left.delete(first);
      const ring = [...mine[first].pts];
      const start = mine[first].vs[0];
      let end = mine[first].vs[mine[first].vs.length - 1];
      while (end !== start) {
        const n = [...left].find((i) => mine[i].vs[0] === end);
        if (n === undefined) break;
        left.delete(n);
        ring.push(...mine[n].pts.slice(1));
        end = mine[n].vs[mine[n].vs.length - 1];
      }
      out.push(ring);
    }
    rings.set(r.id, out);
  }
  // The frame on the grid: the lattice lines between frame cells and band cells, where their regions differ.
  const frameRuns: [Pt, Pt][] = [];
  let [i0, i1, j0, j1] = [W, -1, H, -1];
  for (let j = 0; j < H; j++)
    for (let i = 0; i < W; i++) if (frameCell[j * W + i]) [i0, i1, j0, j1] = [Math.min(i0, i), Math.max(i1, i), Math.min(j0, j), Math.max(j1, j)];
  const lattice = (i: number, j: number): Pt => ({ x: box.x0 + i * res, y: box.y0 + j * res });
  const runs = (n: number, differs: (k: number) => boolean, from: (k: number) => Pt, to: (k: number) => Pt) => {
    let start = -1;
    for (let k = 0; k <= n; k++) {
      const on = k < n && differs(k);
      if (on && start < 0) start = k;
      if (!on && start >= 0) {
        frameRuns.push([from(start), to(k - 1)]);
        start = -1;
      }
    }
  };
  if (i1 >= 0) {
    const nI = i1 - i0 + 1;
    const nJ = j1 - j0 + 1;
    runs(
      nI,
      (k) => at(i0 + k, j1) !== at(i0 + k, j1 + 1),
      (k) => lattice(i0 + k, j1 + 1),
      (k) => lattice(i0 + k + 1, j1 + 1),
    );
    runs(
      nI,
      (k) => at(i0 + k, j0) !== at(i0 + k, j0 - 1),
      (k) => lattice(i0 + k, j0),
      (k) => lattice(i0 + k + 1, j0),
    );
    runs(
      nJ,
      (k) => at(i0, j0 + k) !== at(i0 - 1, j0 + k),
      (k) => lattice(i0, j0 + k),
      (k) => lattice(i0, j0 + k + 1),
    );
    runs(
      nJ,
      (k) => at(i1, j0 + k) !== at(i1 + 1, j0 + k),
      (k) => lattice(i1 + 1, j0 + k),
      (k) => lattice(i1 + 1, j0 + k + 1),
    );
  }
  return { box, chains, rings, poles, borders, frameRuns };
}

/** Douglas-Peucker: drop points closer than tol to the line of their neighbours. */
export function simplify(pts: Pt[], tol: number): Pt[] {
  if (pts.length < 3) return pts;
  const keep = new Uint8Array(pts.length);
  keep[0] = keep[pts.length - 1] = 1;
  const stack: [number, number][] = [[0, pts.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const p = pts[a];
    const q = pts[b];
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    let best = -1;
    let far = tol;
    for (let i = a + 1; i < b; i++) {
      const d = len === 0 ? Math.hypot(pts[i].x - p.x, pts[i].y - p.y) : Math.abs((q.x - p.x) * (p.y - pts[i].y) - (p.x - pts[i].x) * (q.y - p.y)) / len;
      if (d > far) {
        far = d;
        best = i;
      }
    }
    if (best >= 0) {
      keep[best] = 1;
      stack.push([a, best], [best, b]);
    }
  }
  return pts.filter((_, i) => keep[i]);
}

/** Chaikin corner cutting, twice, keeping the end points (both ends of a closed chain are the same point). */
export function smooth(pts: Pt[], closed: boolean): Pt[] {
  let p = pts;
  for (let round = 0; round < 2 && p.length > 2; round++) {
    const out: Pt[] = [p[0]];
    for (let i = 0; i + 1 < p.length; i++) {
      const a = p[i];
      const b = p[i + 1];
      if (i > 0 || closed) out.push({ x: 0.75 * a.x + 0.25 * b.x, y: 0.75 * a.y + 0.25 * b.y });
      if (i + 2 < p.length || closed) out.push({ x: 0.25 * a.x + 0.75 * b.x, y: 0.25 * a.y + 0.75 * b.y });
    }
    out.push(p[p.length - 1]);
    p = out;
  }
  return p;
}

/** Lon/lat to km east and north of an origin (equirectangular; exact enough over 40 km). */
export function project(origin: { lat: number; lon: number }) {
  const kx = 111.32 * Math.cos((origin.lat * Math.PI) / 180);
  const ky = 110.57;
  return (lat: number, lon: number): Pt => ({ x: (lon - origin.lon) * kx, y: (lat - origin.lat) * ky });
}
