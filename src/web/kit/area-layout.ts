// Where the area map puts each area's label and counters (issue 31, item 7: from area-map.ts): the
// largest free circle of its shape, the counters in a grid under the label or one stack, moved off
// other labels and counters; and the label itself (number, TEM, name, control, markers).
import { h, type VNode } from 'preact';
import { role, t } from '../i18n.ts';
import { type AreaMapGeometry, type SvgGeometry, areaGeometry } from './area-geometry.ts';
import type { Pt } from './partition.ts';
import { CONTROL, COUNTER, GAP, type MapUnit } from './counters.ts';

export interface MapArea {
  id: number;
  label: string;
  name: string;
  tem: number;
  /** The region's fill colour. */
  fill: string;
  zone: boolean;
  vp: boolean;
  star: 'white' | 'black' | null;
  x: number;
  y: number;
  control: string | null;
  contested: boolean;
  /** More words for the area's tooltip (e.g. north of the Scarpe). */
  notes?: string[];
  /** Markers the rules put in the area (a Rolling Barrage, Direct Support...), drawn over its label. */
  markers?: AreaMarker[];
  /** The edition's word for this area where it is not the shared "Area"/"Zone" (Cambrai's French "Zone", issue 29). */
  kind?: string;
}

/** A marker in an area: a short tag on the map, its full name (with its rule) in the tag's title and the key. */
export interface AreaMarker {
  /** What kind of marker (the key lists each kind the board draws once). */
  kind: string;
  /** The tag drawn on the map ("RB", "DS 2"). */
  text: string;
  /** Its name with its rule, for the title and the key ("Rolling Barrage (Assault)"). */
  title: string;
  fill: string;
}

/** A marker tag's width for its text. */
const markerW = (m: AreaMarker) => m.text.length * 8 + 10;
/** The markers' row over a label: its width, centred on the label. */
const markersW = (ms: readonly AreaMarker[]) => ms.reduce((n, m) => n + markerW(m) + 3, -3);

const LABEL_H = 44;

/** A marker tag's height. */
const MARKER_H = 18;

export interface Layout {
  area: MapArea;
  /** Top-left of the label block's centre line. */
  x: number;
  y: number;
  units: MapUnit[];
  pile: boolean;
  cols: number;
  /** The counters' block: its centre x and top y (under the label unless moved off another label). */
  bx: number;
  by: number;
  /** The label without the area's name: an area too small for its name and its counters. */
  short?: boolean;
}

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const overlaps = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The box an area's label covers, as `areaLabel` draws it: the number and TEM row centred on x with the
 * star to its left, the VP mark and control disc to its right, the name under it, "contested" over it. */
export function labelRect(l: Layout): Rect {
  const a = l.area;
  const num = a.zone ? `${t('board.zone')} ${a.label}` : a.label;
  const row = Math.max(26, num.length * 10 + 10) + 28;
  const name = l.short ? 0 : (a.name.length * 8.8) / 2;
  const right = a.control ? (a.vp ? 42 : 12) + 9 + (a.contested ? 2 : 1) : a.vp ? 23 : 0;
  const marks = a.markers?.length ? markersW(a.markers) / 2 : 0;
  return {
    x0: Math.min(l.x - name, l.x - row / 2 - (a.star ? 22 : 0), l.x - marks),
    y0: l.y - (a.contested ? 16 : 2) - (marks ? MARKER_H + 2 : 0),
    x1: Math.max(l.x + name, l.x + row / 2 + right, l.x + marks),
    y1: l.y + (l.short ? 22 : LABEL_H - 2),
  };
}

/** The bounding box of points. */
function boundsOf(pts: readonly { x: number; y: number }[]): Rect {
  return {
    x0: Math.min(...pts.map((q) => q.x)),
    y0: Math.min(...pts.map((q) => q.y)),
    x1: Math.max(...pts.map((q) => q.x)),
    y1: Math.max(...pts.map((q) => q.y)),
  };
}

/** The box an area's counters cover. */
export function blockRect(l: Layout): Rect {
  const cell = COUNTER + GAP;
  // A stack as `stackPile` draws it: its focus ring 2 units out from the top counter, the count disc right and below.
  if (l.pile) return { x0: l.bx - (COUNTER + 8) / 2 - 2, y0: l.by - 2, x1: l.bx + (COUNTER + 8) / 2 + 18, y1: l.by + COUNTER + 18 };
  const rows = Math.ceil(l.units.length / l.cols);
  const w = Math.min(l.cols, l.units.length) * cell - GAP;
  return { x0: l.bx - w / 2, y0: l.by, x1: l.bx + w / 2, y1: l.by + rows * cell - GAP };
}

function pointInRing(x: number, y: number, r: Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    if (r[i].y > y !== r[j].y > y && x < ((r[j].x - r[i].x) * (y - r[i].y)) / (r[j].y - r[i].y) + r[i].x) inside = !inside;
  }
  return inside;
}

/** Counters must not cover a label or another area's counters: stack them, then move the block beside its own label. */
export function avoidLabels(geo: SvgGeometry, layouts: Layout[]): void {
  const labels = layouts.map(labelRect);
  // Where a label and its block stand, kept to be put back when a try fails.
  const placeOf = (o: Layout) => ({ x: o.x, y: o.y, bx: o.bx, by: o.by, short: o.short });
  const putBack = (j: number, was: ReturnType<typeof placeOf>) => {
    Object.assign(layouts[j], was);
    labels[j] = labelRect(layouts[j]);
  };
  // Every label (its own too: a moved block may reach it) and every other block where it stands now.
  const clear = (l: Layout) => {
    const b = blockRect(l);
    return !layouts.some((o, j) => overlaps(b, labels[j]) || (o !== l && o.units.length > 0 && overlaps(b, blockRect(o))));
  };
  const ringOf = (l: Layout) => (geo.part.rings.get(l.area.id) ?? []).map((r) => r.map((q) => geo.at(q)));
  /**
   * The label moves with its counters (under it, beside it or over it): every place on an 8 px grid
   * where the label's middle and the block's are inside the area's own shape, neither covers another
   * label or block (nor `avoid`), nearest the label's place first; then the same with the label cut
   * to its number and TEM (its name stays in the area's tooltip), for an area too small for both.
   * False, and nothing changed, when there is no such place.
   */
  /** The places for a label inside its area's own shape on a grid of `step`, nearest its place first. */
  const labelSpots = (l: Layout, step: number) => {
    const ring = ringOf(l);
    const pts = ring.flat();
    const first = placeOf(l);
    const spots: { x: number; y: number; d: number }[] = [];
    if (!pts.length) return { ring, first, spots };
    const { x0, x1, y0, y1 } = boundsOf(pts);
    for (let x = x0; x <= x1; x += step)
      for (let y = y0 - LABEL_H / 2; y <= y1; y += step)
        if (ring.some((r) => pointInRing(x, y + 11, r))) spots.push({ x, y, d: Math.hypot(x - first.x, y - first.y) });
    spots.sort((p, q) => p.d - q.d);
    return { ring, first, spots };
  };
  const relabel = (l: Layout, avoid?: Rect): boolean => {
    const i = layouts.indexOf(l);
    const { ring, first, spots } = labelSpots(l, 8);
    if (!spots.length) return false;
    const inOwn = (c: { bx: number; by: number }) => ring.some((r) => pointInRing(c.bx, c.by + COUNTER / 2, r));
    const b0 = blockRect({ ...l, bx: 0, by: 0 });
    const w2 = (b0.x1 - b0.x0) / 2;
    const h = b0.y1 - b0.y0;
    const fits = () =>
      spots.some((s) => {
        l.x = s.x;
        l.y = s.y;
        if (l.x - 60 < 0 || l.x + 60 > geo.width || l.y < 0) return false;
        const lr = (labels[i] = labelRect(l));
        if (
          (avoid && overlaps(lr, avoid)) ||
          layouts.some((o, j) => j !== i && (overlaps(lr, labels[j]) || (o.units.length > 0 && overlaps(lr, blockRect(o)))))
        )
          return false;
        if (!l.units.length) return true;
        return [
          { bx: l.x, by: lr.y1 + 2 },
          { bx: lr.x1 + w2 + 2, by: l.y },
          { bx: lr.x0 - w2 - 2, by: l.y },
          { bx: l.x, by: lr.y0 - h - 2 },
        ].some((c) => {
          l.bx = c.bx;
          l.by = c.by;
          return (
            inOwn(c) &&
            c.bx - w2 > 0 &&
            c.bx + w2 < geo.width &&
            c.by > 0 &&
            c.by + COUNTER + 18 < geo.height &&
            !(avoid && overlaps(blockRect(l), avoid)) &&
            clear(l)
          );
        });
      });
    if (fits()) return true;
    if (!l.short) {
      l.short = true;
      if (fits()) return true;
    }
    putBack(i, first);
    return false;
  };
  for (const l of layouts) {
    if (!l.units.length || clear(l)) continue;
    // A block that only grazes something: nudged a little under its own label, before it is stacked.
    const ring = (geo.part.rings.get(l.area.id) ?? []).map((r) => r.map((q) => geo.at(q)));
    const inOwn = (c: { bx: number; by: number }) => ring.some((r) => pointInRing(c.bx, c.by + COUNTER / 2, r));
    const start = { bx: l.bx, by: l.by };
    const nudged = [
      [10, 0],
      [-10, 0],
      [20, 0],
      [-20, 0],
      [0, 8],
      [10, 8],
      [-10, 8],
      [30, 0],
      [-30, 0],
      [0, 16],
    ].find(([dx, dy]) => {
      l.bx = start.bx + dx;
      l.by = start.by + dy;
      return inOwn(l) && clear(l);
    });
    if (nudged) continue;
    Object.assign(l, start);
    if (!l.pile && l.units.length > 1) {
      l.pile = true;
      if (clear(l)) continue;
    }
    const own = labels[layouts.indexOf(l)];
    const home = { bx: l.bx, by: l.by };
    const w = (COUNTER + 26) / 2;
    const all = [
      { bx: l.x + 45, by: home.by },
      { bx: l.x - 45, by: home.by },
      { bx: l.x, by: home.by + 25 },
      { bx: own.x1 + w, by: l.y - 8 },
      { bx: own.x0 - w, by: l.y - 8 },
      { bx: l.x, by: l.y - COUNTER - 22 },
      { bx: l.x + 70, by: home.by + 20 },
      { bx: l.x - 70, by: home.by + 20 },
      // Further out, for crowded maps (Cambrai's outposts).
      { bx: own.x1 + w, by: l.y + 22 },
      { bx: own.x0 - w, by: l.y + 22 },
      { bx: l.x + 45, by: l.y - COUNTER - 22 },
      { bx: l.x - 45, by: l.y - COUNTER - 22 },
      { bx: l.x + 95, by: home.by + 10 },
      { bx: l.x - 95, by: home.by + 10 },
      { bx: l.x, by: home.by + 50 },
    ].filter((c) => c.bx - w > 0 && c.bx + w < geo.width && c.by > 0 && c.by + COUNTER + 18 < geo.height);
    // Places whose middle is inside the area's own shape first.
    const tries = [...all.filter(inOwn), ...all.filter((c) => !inOwn(c))];
    const ok = tries.find((c) => {
      l.bx = c.bx;
      l.by = c.by;
      return clear(l);
    });
    if (ok) continue;
    // Then every place on a fine grid over the area's shape, its own shape first, nearest first.
    const pts = ring.flat();
    const grid: { bx: number; by: number; d: number; own: boolean }[] = [];
    if (pts.length) {
      const { x0, x1, y0, y1 } = boundsOf(pts);
      for (let bx = x0; bx <= x1; bx += 8)
        for (let by = y0 - COUNTER / 2; by <= y1 - COUNTER / 2; by += 8) {
          const c = { bx, by };
          if (c.bx - w > 0 && c.bx + w < geo.width && c.by > 0 && c.by + COUNTER + 18 < geo.height)
            grid.push({ ...c, d: Math.hypot(bx - home.bx, by - home.by), own: inOwn(c) });
        }
      grid.sort((p, q) => Number(q.own) - Number(p.own) || p.d - q.d);
      const near = grid.find((c) => {
        l.bx = c.bx;
        l.by = c.by;
        return c.own && clear(l);
      });
      if (near) continue;
      // Then the label moves too, with its counters (relabel, below); failing that, a neighbour's
      // label that lies over this area's shape moves off it first.
      if (relabel(l)) continue;
      const box = { x0, y0, x1, y1 };
      const moved = layouts.some((o, j) => {
        if (o === l || !overlaps(labels[j], box)) return false;
        const was = placeOf(o);
        if (relabel(o, box) && relabel(l)) return true;
        putBack(j, was);
        return false;
      });
      if (moved) continue;
    }
    // Nowhere clear: the place that covers the least of the labels (its own included) and counters.
    const covered = (c: { bx: number; by: number }) => {
      l.bx = c.bx;
      l.by = c.by;
      const b = blockRect(l);
      const over = (r: Rect) => Math.max(0, Math.min(b.x1, r.x1) - Math.max(b.x0, r.x0)) * Math.max(0, Math.min(b.y1, r.y1) - Math.max(b.y0, r.y0));
      // Labels, and the other areas' counters (never one block over another).
      // A covered label or counter weighs the same; nearer places first among equals.
      return (
        layouts.reduce((sum, o, j) => sum + 10 * over(labels[j]) + (o !== l && o.units.length ? 10 * over(blockRect(o)) : 0), 0) +
        Math.hypot(c.bx - home.bx, c.by - home.by)
      );
    };
    // A ring of places around the label, further out each time.
    const ringTries = [60, 90, 120].flatMap((r) =>
      Array.from({ length: 12 }, (_, i) => ({ bx: l.x + r * Math.cos((i * Math.PI) / 6), by: home.by + r * Math.sin((i * Math.PI) / 6) })),
    );
    const inside = (c: { bx: number; by: number }) => c.bx - w > 0 && c.bx + w < geo.width && c.by > 0 && c.by + COUNTER + 18 < geo.height;
    // Only places inside the area's own shape: counters drawn in a neighbour would read as the neighbour's.
    // Never over another area's counters: among the places that cover none of them, these first, then the
    // fine grid over its own shape, then (a shape full of counters) the grid around it and wider rings.
    const onBlock = (c: { bx: number; by: number }) => {
      const b = blockRect({ ...l, bx: c.bx, by: c.by });
      return layouts.some((o) => o !== l && o.units.length > 0 && overlaps(b, blockRect(o)));
    };
    const places = [home, ...[...tries, ...ringTries.filter(inside)].filter(inOwn)];
    const wide = [150, 200, 250, 300, 400].flatMap((r) =>
      Array.from({ length: 24 }, (_, i) => ({ bx: l.x + r * Math.cos((i * Math.PI) / 12), by: home.by + r * Math.sin((i * Math.PI) / 12) })),
    );
    const free =
      [places, grid.filter((c) => c.own), grid.filter((c) => !c.own), wide.filter(inside)].map((cs) => cs.filter((c) => !onBlock(c))).find((cs) => cs.length) ??
      places;
    const ranked = free
      .map((c) => ({ c, a: covered(c) }))
      .sort((p, q) => p.a - q.a)
      .map((x) => x.c);
    // Then the labels it covers move off it, each inside its own area, where they can: the least
    // covered place first; where a label cannot move, the next places in turn (then the fine grid over
    // its own shape, 40 places in all), else the first.
    const settle = (c: { bx: number; by: number }) => {
      Object.assign(l, { bx: c.bx, by: c.by });
      const b = blockRect(l);
      layouts.forEach((o, j) => {
        if (o !== l && overlaps(b, labels[j])) relabel(o, b);
      });
      return !labels.some((r) => overlaps(b, r));
    };
    const was = layouts.map(placeOf);
    const undo = () => was.forEach((w, j) => putBack(j, w));
    const more = grid
      .filter((c) => c.own && !onBlock(c))
      .map((c) => ({ c, a: covered(c) }))
      .sort((p, q) => p.a - q.a)
      .map((x) => x.c);
    if (![...ranked, ...more].slice(0, 40).some((c) => settle(c) || (undo(), false))) settle(ranked[0]);
  }
  // Last, no label under counters (issue 29): a label some block still covers moves alone, its
  // counters staying, to the nearest place inside its own area clear of every block and label (with
  // its name, else cut to its number and TEM).
  const blocks = () => layouts.filter((o) => o.units.length > 0).map(blockRect);
  layouts.forEach((l, i) => {
    if (!blocks().some((b) => overlaps(b, labels[i]))) return;
    const { first, spots } = labelSpots(l, 6);
    if (!spots.length) return;
    const bs = blocks();
    const free = () =>
      spots.some((sp) => {
        l.x = sp.x;
        l.y = sp.y;
        const lr = (labels[i] = labelRect(l));
        return (
          lr.x0 >= 0 &&
          lr.x1 <= geo.width &&
          lr.y0 >= 0 &&
          lr.y1 <= geo.height &&
          !bs.some((b) => overlaps(b, lr)) &&
          !labels.some((o, j) => j !== i && overlaps(o, lr))
        );
      });
    if (free()) return;
    l.short = true;
    if (free()) return;
    putBack(i, first);
  });
}

/** Where the map puts each area's label and counter block (as `AreaMap` draws them), for measuring overlaps. */
export function mapLayouts(
  geometry: AreaMapGeometry,
  areas: readonly MapArea[],
  units: readonly MapUnit[],
): { id: number; label: Rect; block: Rect | null; pile: boolean }[] {
  const geo = areaGeometry(geometry);
  const layouts = areas.map((a) =>
    layout(
      geo,
      a,
      units.filter((u) => u.box === 'map' && u.area === a.id),
    ),
  );
  avoidLabels(geo, layouts);
  return layouts.map((l) => ({ id: l.area.id, label: labelRect(l), block: l.units.length ? blockRect(l) : null, pile: l.pile }));
}

/** Where an area's label and counters go: the largest free circle of its shape, the counters in a grid under the label, or one stack. */
export function layout(geo: SvgGeometry, a: MapArea, here: MapUnit[]): Layout {
  const pole = geo.poles.get(a.id) ?? { x: 0, y: 0, r: 40 };
  const d = 2 * pole.r;
  const cell = COUNTER + GAP;
  const maxCols = Math.max(1, Math.floor((d * 1.15) / cell));
  const maxRows = Math.max(0, Math.floor((d * 1.1 - LABEL_H) / cell));
  let cols = Math.min(maxCols, Math.max(1, here.length));
  let rows = Math.ceil(here.length / cols);
  if (here.length && cols > 1 && rows === 1 && here.length > 2 && maxRows >= 2) {
    cols = Math.ceil(here.length / 2);
    rows = 2;
  }
  const pile = here.length > 1 && (rows > maxRows || here.length > maxCols * Math.max(1, maxRows));
  const blockH = LABEL_H + (here.length ? (pile ? COUNTER + 8 : rows * cell) : 0);
  const half = Math.max(70, pile ? 0 : (cols * cell) / 2);
  const x = Math.max(half + 4, Math.min(geo.width - half - 4, pole.x));
  const y = Math.max(6, Math.min(geo.height - blockH - 6, pole.y - blockH / 2));
  return { area: a, x, y, units: here, pile, cols, bx: x, by: y + LABEL_H };
}

export function areaLabel(l: Layout): VNode<any> {
  const a = l.area;
  const x = l.x;
  const y = l.y;
  const num = a.zone ? `${t('board.zone')} ${a.label}` : a.label;
  const numW = Math.max(26, num.length * 10 + 10);
  const temW = 28;
  const rowW = numW + temW;
  const x0 = x - rowW / 2;
  return h('g', { class: 'area-label', 'data-label': a.id, 'pointer-events': 'none' }, [
    h('rect', { x: x0, y, width: numW, height: 22, rx: 3, fill: '#fffdf5', stroke: a.vp ? '#b3261e' : '#2b2820', 'stroke-width': a.vp ? 2.5 : 1.3 }),
    h('text', { class: 'area-number', x: x0 + numW / 2, y: y + 17, 'text-anchor': 'middle', 'font-size': 17, 'font-weight': 800, fill: '#1f1c15' }, num),
    h('rect', { x: x0 + numW, y, width: temW, height: 22, rx: 3, fill: '#2b2820' }),
    h(
      'text',
      { class: 'area-tem', x: x0 + numW + temW / 2, y: y + 16, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: '#fff' },
      `+${a.tem}`,
      h('title', null, `${t('area.tem')} +${a.tem}`),
    ),
    a.star &&
      h(
        'text',
        { x: x0 - 12, y: y + 18, 'text-anchor': 'middle', 'font-size': 20, fill: a.star === 'white' ? '#fff' : '#111', stroke: '#111', 'stroke-width': 0.9 },
        '★',
      ),
    a.vp && h('text', { x: x0 + rowW + 4, y: y + 16, 'font-size': 13, 'font-weight': 800, fill: '#b3261e' }, t('board.vp')),
    a.control &&
      h('g', { class: 'control', 'data-control': a.control }, [
        h('circle', {
          cx: x0 + rowW + (a.vp ? 42 : 12),
          cy: y + 11,
          r: 9,
          fill: CONTROL[a.control] ?? '#888',
          stroke: a.contested ? '#e65100' : '#fff',
          'stroke-width': a.contested ? 4 : 2,
        }),
        h('title', null, `${t('board.control', { side: role(a.control) })}${a.contested ? `, ${t('board.contested')}` : ''}`),
      ]),
    !l.short &&
      h(
        'text',
        {
          class: 'area-name',
          x,
          y: y + 36,
          'text-anchor': 'middle',
          'font-size': 13.5,
          'font-weight': 600,
          fill: '#1f1c15',
          stroke: '#fffdf5',
          'stroke-width': 3.5,
          'paint-order': 'stroke',
          'stroke-linejoin': 'round',
        },
        a.name,
      ),
    a.contested &&
      h(
        'text',
        {
          x,
          y: y - 4,
          'text-anchor': 'middle',
          'font-size': 12,
          fill: '#b34700',
          'font-weight': 700,
          stroke: '#fffdf5',
          'stroke-width': 3,
          'paint-order': 'stroke',
        },
        t('board.contested'),
      ),
    ...markerTags(a.markers ?? [], x, y - (a.contested ? 16 : 2) - MARKER_H - 1),
  ]);
}

/** An area's markers as tags in a row centred on x, top at y. */
function markerTags(ms: readonly AreaMarker[], x: number, y: number): VNode<any>[] {
  let at = x - markersW(ms) / 2;
  return ms.map((m) => {
    const x0 = at;
    at += markerW(m) + 3;
    return h('g', { class: 'marker', 'data-marker': m.kind }, [
      h('title', null, m.title),
      h('rect', { x: x0, y, width: markerW(m), height: MARKER_H, rx: 3, fill: m.fill, stroke: '#1f1c15', 'stroke-width': 1.2 }),
      h('text', { x: x0 + markerW(m) / 2, y: y + 13.5, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 800, fill: '#fff' }, m.text),
    ]);
  });
}
