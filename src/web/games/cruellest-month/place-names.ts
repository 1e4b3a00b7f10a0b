// The names on the Cruellest Month map (board.ts): cities, towns, Vimy Ridge, the Hindenburg Line and
// the rivers, each placed clear of the counters, Airbases, town dots and other names (kit/labels.ts
// arranges them), and drawn with a halo.
import type { VNode } from 'preact';
import { PLACES, RIVERS, grid } from '../../../games/cruellest-month/data.ts';
import type { CmView } from '../../../games/cruellest-month/view.ts';
import {
  type Box,
  type Lattice,
  type NameAt,
  type Named,
  type Prepared,
  arrange,
  nameText,
  nearest,
  prepare,
  reach,
  sizeOf,
  textWidth,
  wordings,
} from '../../kit/labels.ts';
import { DIV, H, HALO, M, R, baseAt, corners, hlPath, occupants, pos, riverSegments, stackAt } from './geometry.ts';
import { t } from '../../i18n.ts';

/** A placed name; `leader`, a thin line from its hex to it, where it stands beyond 1.5 NAME_REACH. */
export interface Label extends NameAt {
  box: Box;
  leader?: { x1: number; y1: number; x2: number; y2: number };
}
/** The map's own extent (its hexes): no name leaves it. */
const MAP_BOX: Box = (() => {
  const cs = grid.ids.flatMap(corners);
  return {
    x1: Math.min(...cs.map((c) => c[0])),
    y1: Math.min(...cs.map((c) => c[1])),
    x2: Math.max(...cs.map((c) => c[0])),
    y2: Math.max(...cs.map((c) => c[1])),
  };
})();
/** The RFC Holding Area's box, drawn over the map's south-west corner. */
const RFC_BOX: Box = { x1: M - 1, y1: H - 7, x2: M + 151, y2: H + 15 };
/** How far a town's or a city's name may stand from its hex centre (the nearest point of its box): inside the hex's circle. */
export const NAME_REACH = R;
/** How a name is drawn at a spot: its lines and size, and the point a leader line runs from (beyond 1.5 NAME_REACH). */
type Drawn = { lines: string[]; fs: number; from?: { x: number; y: number } };
/**
 * The spots of a place's name around its point (px, py), on one line or wrapped: within NAME_REACH on a 4 px
 * grid, the nearer and the more centred the cheaper; then out to 1.5 NAME_REACH on a 6 x 5 px grid, dearer;
 * then, with a leader line from the point, out to 3 NAME_REACH on a 10 x 8 px grid, and last out to 4.5 on a
 * 16 x 12 px grid. None nearer another place (`others`) than its own by more than 4 px; with a leader line,
 * none within 8 px of another place (4 px in the last tier).
 */
function spotsNear(name: string, fs: number, px: number, py: number, tiers = 3, others: { x: number; y: number }[] = []): Lattice<Drawn>[] {
  const out: Lattice<Drawn>[] = [];
  // The other places near enough to be mistaken for this one.
  const rivals = others.filter((o) => Math.hypot(o.x - px, o.y - py) < NAME_REACH * 4.5 + textWidth(name, fs) + 2 * fs);
  wordings(name).forEach((lines, wi) => {
    const { w, h } = sizeOf(lines, fs);
    const ring = (d0: number, d1: number, sx: number, sy: number, extra: number, tier: number) => {
      const leader = tier >= 2;
      const x0 = px - w / 2 - Math.ceil((w / 2 + d1) / sx) * sx;
      const y0 = py - h / 2 - Math.ceil((h / 2 + d1) / sy) * sy;
      out.push({
        x0,
        y0,
        sx,
        sy,
        nx: Math.floor((px + d1 - x0) / sx) + 1,
        ny: Math.floor((py + d1 - y0) / sy) + 1,
        w,
        h,
        tier,
        data: leader ? { lines, fs, from: { x: px, y: py } } : { lines, fs },
        cost: (x1, y1) => {
          const b = { x1, y1, x2: x1 + w, y2: y1 + h };
          const r = reach(px, py, b);
          if (r > d1 || r <= d0) return Infinity;
          // Never read as another place's: a leader line shows whose it is, but not right against another dot.
          if (rivals.some((o) => reach(o.x, o.y, b) + 4 < (tier === 3 ? 8 : leader ? 12 : r))) return Infinity;
          return r + 0.08 * Math.abs(x1 + w / 2 - px) + 0.04 * Math.abs(y1 + h / 2 - py) + wi * 8 + extra;
        },
      });
    };
    ring(-1, NAME_REACH, 4, 4, 0, 0);
    if (tiers > 1) ring(NAME_REACH, NAME_REACH * 1.5, 6, 5, 15, 1);
    if (tiers > 2) ring(NAME_REACH * 1.5, NAME_REACH * 3, 10, 8, 60, 2);
    // The last resort, rather than no name: farther out, 4 px clear of other places.
    if (tiers > 2) ring(NAME_REACH * 3, NAME_REACH * 4.5, 16, 12, 150, 3);
  });
  return out;
}

/** The names and their spots, which depend on the language only: laid out once for each. */
const NAMES = new Map<string, Prepared<Drawn>>();
function mapNames(): Prepared<Drawn> {
  const vimy = t('cm.vimy');
  const hlName = t('cm.hl');
  const key = `${vimy}|${hlName}`;
  const known = NAMES.get(key);
  if (known) return known;
  const names: Named<Drawn>[] = [];
  const dots: Box[] = [];
  // Each city's centre and each town's dot: the point its name is read by.
  const points = new Map(
    Object.entries(PLACES)
      .filter(([, pl]) => pl.terrain !== 'ridge')
      .map(([id, pl]) => {
        const { x, y } = pos(id);
        return [id, { x, y: pl.terrain === 'town' ? y + 2 : y }];
      }),
  );
  for (const [id, pl] of Object.entries(PLACES)) {
    const p = points.get(id);
    if (!p) continue;
    const others = [...points].filter(([o]) => o !== id).map(([, q]) => q);
    if (pl.terrain === 'city') names.push({ id, rank: 0, lattices: spotsNear(pl.name, 14, p.x, p.y, 3, others) });
    if (pl.terrain === 'town') {
      // The town's dot (townDots) is an obstacle too: a name never hides it.
      dots.push({ x1: p.x - 4, y1: p.y - 4, x2: p.x + 4, y2: p.y + 4 });
      names.push({ id, rank: 1, lattices: spotsNear(pl.name, 9.5, p.x, p.y, 3, others) });
    }
  }
  // Vimy Ridge by any of its hexes, nearest its middle one first.
  const mid = pos('1908');
  names.push({
    id: 'vimy',
    rank: 2,
    lattices: Object.keys(PLACES)
      .filter((id) => PLACES[id].terrain === 'ridge')
      .flatMap((id) => {
        const q = pos(id);
        return spotsNear(vimy, 12, q.x, q.y, 2);
      })
      .map((l) => ({ ...l, cost: (x1: number, y1: number) => l.cost(x1, y1) + 0.1 * Math.hypot(x1 + l.w / 2 - mid.x, y1 + l.h / 2 - mid.y) })),
  });
  // The Hindenburg Line beside its course, left or right of the red line (5 px wide), anywhere along it.
  const hl = hlPath().map(pos);
  const south = hl[Math.floor(hl.length * 0.8)].y;
  const hlSpots: Lattice<Drawn>[] = [];
  wordings(hlName).forEach((lines, wi) => {
    const { w, h } = sizeOf(lines, 12);
    for (let y1 = hl[0].y; y1 + h <= hl[hl.length - 1].y; y1 += 4) {
      const [lo, hi] = xSpan(hl, y1 - 3, y1 + h + 3);
      const cost = (d: number) => (d / 5) * 3 + wi * 8 + 0.02 * Math.abs(y1 - south);
      hlSpots.push({ x0: lo - 15 - w, y0: y1, sx: 5, sy: 1, nx: 3, ny: 1, w, h, data: { lines, fs: 12 }, cost: (x1) => cost(lo - 5 - w - x1) });
      hlSpots.push({ x0: hi + 5, y0: y1, sx: 5, sy: 1, nx: 3, ny: 1, w, h, data: { lines, fs: 12 }, cost: (x1) => cost(x1 - hi - 5) });
    }
  });
  names.push({ id: 'hl', rank: 2, lattices: hlSpots });
  // Each river's name just above or below its line (4 px wide), anywhere along its course.
  for (const r of RIVERS) {
    const segs = riverSegments(r.sides);
    const top = Math.min(...segs.flatMap((s) => [s.y1, s.y2])) - 3;
    const bottom = Math.max(...segs.flatMap((s) => [s.y1, s.y2])) + 3;
    const left = Math.min(...segs.flatMap((s) => [s.x1, s.x2]));
    const right = Math.max(...segs.flatMap((s) => [s.x1, s.x2]));
    const lattices: Lattice<Drawn>[] = [];
    wordings(r.name).forEach((lines, wi) => {
      const { w, h } = sizeOf(lines, 12);
      const nx = Math.floor((right - left - w) / 4) + 1;
      const cost = (x1: number, d: number) => d + wi * 8 + 0.02 * Math.abs(x1 + w / 2 - (left + right) / 2);
      lattices.push({ x0: left, y0: top - h - 6, sx: 4, sy: 3, nx, ny: 3, w, h, data: { lines, fs: 12 }, cost: (x1, y1) => cost(x1, top - h - y1) });
      lattices.push({ x0: left, y0: bottom, sx: 4, sy: 3, nx, ny: 3, w, h, data: { lines, fs: 12 }, cost: (x1, y1) => cost(x1, y1 - bottom + 1) });
    });
    names.push({ id: `river-${r.name}`, rank: 3, lattices });
  }
  // Within the map, clear of the town dots and of the RFC Holding Area's box.
  const out = prepare(names, MAP_BOX, [RFC_BOX, ...dots]);
  NAMES.set(key, out);
  return out;
}

/**
 * The names of the map, each clear of every division counter, Airbase, town dot and other name, whole
 * within the map and at least 9.5 px: the cities and towns near their hex centre (dot; beyond 1.5 NAME_REACH
 * with a leader line), Vimy Ridge by its hexes, the Hindenburg Line beside any stretch of its course and each
 * river beside any stretch of its own. `arrange` (labels.ts) chooses; where a position cannot hold every name
 * clear, the rivers' names yield first, then the Hindenburg Line's and Vimy Ridge's (all four drawn in their
 * own colour, which the legend explains), then the towns', the cities' last (docs/games/cruellest-month.md, "The web board: names on the
 * strategic map").
 */
export function placeLabels(v: CmView, { stacks, bases } = occupants(v)): Label[] {
  const names = mapNames();
  const obstacles: Box[] = [];
  for (const [hex, ids] of stacks) {
    ids.forEach((_, i) => {
      const c = stackAt(hex, i, ids.length, bases.has(hex));
      obstacles.push({ x1: c.x - 1, y1: c.y - 1, x2: c.x + c.w + 1, y2: c.y + DIV + 1 });
    });
  }
  for (const [hex] of bases) {
    const c = baseAt(hex, stacks.has(hex));
    obstacles.push({ x1: c.x - c.r - 1, y1: c.y - c.r - 1, x2: c.x + c.r + 1, y2: c.y + c.r + 1 });
  }
  const chosen = arrange(names, obstacles);
  return names.names.flatMap((nm, i) => {
    const s = chosen[i];
    if (!s) return [];
    const { lines, fs, from } = s.data;
    // The text's anchor from its box (boxOf backwards).
    const x = (s.box.x1 + s.box.x2) / 2;
    const y = s.box.y1 + fs * 0.95 + 0.5;
    const to = from && nearest(from.x, from.y, s.box);
    return [{ id: nm.id, lines, fs, x, y, box: s.box, ...(from && to ? { leader: { x1: from.x, y1: from.y, x2: to.x, y2: to.y } } : {}) }];
  });
}
/** The page draws the board again on every choice, most often with nothing moved: the last layout is kept. */
let lastLayout: { key: string; labels: Label[] } | null = null;
/** The names as the board draws them: placeLabels, kept while no division or Airbase moves. */
export function boardLabels(v: CmView): Label[] {
  const occupied = occupants(v);
  const { stacks, bases } = occupied;
  const key = `${t('cm.vimy')}|${t('cm.hl')}|${[...stacks].map(([hx, ids]) => `${hx}:${ids.length}`).join()}|${[...bases.keys()].join()}`;
  if (lastLayout?.key !== key) lastLayout = { key, labels: placeLabels(v, occupied) };
  return lastLayout.labels;
}

/** The least and greatest x of a polyline over the band y1..y2. */
function xSpan(pts: { x: number; y: number }[], y1: number, y2: number): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i + 1 < pts.length; i++) {
    const a = pts[i];
    const b = pts[i + 1];
    const ya = Math.min(a.y, b.y);
    const yb = Math.max(a.y, b.y);
    if (yb < y1 || ya > y2) continue;
    // The segment's part within the band.
    for (const y of [Math.max(ya, y1), Math.min(yb, y2)]) {
      const x = yb === ya ? a.x : a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y);
      lo = Math.min(lo, x, yb === ya ? b.x : x);
      hi = Math.max(hi, x, yb === ya ? b.x : x);
    }
  }
  return [lo, hi];
}
/** The names, drawn above the counters with a halo where they were placed (full names, never cut). */
export function names(labels: Label[]): VNode<any>[] {
  return labels.map((l) => {
    const city = PLACES[l.id]?.terrain === 'city';
    const river = l.id.startsWith('river-');
    const style = city
      ? { 'font-weight': 800, fill: '#3b2410' }
      : river
        ? { 'font-weight': 700, 'font-style': 'italic', fill: '#1d5fa8' }
        : l.id === 'hl'
          ? { 'font-weight': 700, fill: '#8f1c15' }
          : l.id === 'vimy'
            ? { 'font-weight': 700, 'font-style': 'italic', fill: '#6b4216' }
            : { 'font-weight': 600, fill: '#2c2418' };
    return nameText(l, { ...style, 'pointer-events': 'none' }, HALO.stroke);
  });
}
