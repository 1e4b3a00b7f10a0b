// The area map shared by the area-impulse games (Counter-Attack 1940, Counter-Attack Battles
// edition, and later Cambrai): areas as the regions around each area's point (x/y in the game's
// data, north up) with number, name, TEM, VP and star marks, control marker and fill; boundaries by
// kind (water or river, bridges, canal, prohibited; touching regions that are not adjacent get a
// heavy border); counters with NATO symbols, attack-defense-movement and their Fresh/Spent side;
// tracks, side chips and holding boxes for the panel. Each game's board keeps only what differs.
// Clicking an area or a counter selects it: the prompt then offers the legal actions that use it.
import { h, type VNode } from 'preact';
import { phase, role, t } from '../i18n.ts';
import { type BoardProps, pickable } from './presentation.ts';

export { pickable };
import { type Cell, pathOf, sharedEdge, voronoi } from './svg/cells.ts';

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
}

export interface MapUnit {
  id: string;
  name: string;
  nation: string;
  type: string;
  /** null: no attack factor, printed '*' (AT, FLAK, leaders: 4.2.2). */
  attack: number | null;
  defense: number;
  move: number;
  area: number | null;
  box: string;
  spent: boolean;
  released: boolean;
  /** An 88 mm Flak gun (anti-tank). */
  flak?: boolean;
}

export interface MapBoundary {
  a: number;
  b: number;
  kind: string;
}

export const S = 58; // pixels per map unit
const PAD = 1.4; // map units around the outermost points
export const COUNTER = 36;
export const PANEL_W = 420;

export const CONTROL: Record<string, string> = { allied: '#2f5fa7', german: '#5b5d4a' };
const NATION: Record<string, { bg: string; fg: string }> = {
  british: { bg: '#d2bf86', fg: '#1d1a10' },
  french: { bg: '#9bbbe6', fg: '#0f1d33' },
  wehrmacht: { bg: '#a4acb0', fg: '#111' },
  ss: { bg: '#3d3d3d', fg: '#f3f3f3' },
};

export interface Geometry {
  cells: Map<number, Cell>;
  width: number;
  height: number;
  px: (x: number) => number;
  py: (y: number) => number;
}

let cached: { key: string; geo: Geometry } | null = null;
export function geometry(areas: readonly { id: number; x: number; y: number }[]): Geometry {
  const key = areas.map((a) => `${a.id}:${a.x}:${a.y}`).join('|');
  if (cached?.key === key) return cached.geo;
  const xs = areas.map((a) => a.x);
  const ys = areas.map((a) => a.y);
  const x0 = Math.min(...xs) - PAD;
  const x1 = Math.max(...xs) + PAD;
  const y0 = Math.min(...ys) - PAD;
  const y1 = Math.max(...ys) + PAD;
  const px = (x: number) => (x - x0) * S;
  const py = (y: number) => (y1 - y) * S; // north up
  const sites = areas.map((a) => ({ id: a.id, x: px(a.x), y: py(a.y) }));
  const cells = new Map(voronoi(sites, { x0: 0, y0: 0, x1: (x1 - x0) * S, y1: (y1 - y0) * S }).map((c) => [c.id, c]));
  const geo = { cells, width: (x1 - x0) * S, height: (y1 - y0) * S, px, py };
  cached = { key, geo };
  return geo;
}

/** The NATO symbol of a unit type inside a w x h frame at (x, y). */
function natoSymbol(type: string, x: number, y: number, w: number, hh: number, color: string): VNode<any>[] {
  const frame = h('rect', { x, y, width: w, height: hh, fill: 'none', stroke: color, 'stroke-width': 1.2 });
  const line = (x1: number, y1: number, x2: number, y2: number) => h('line', { x1, y1, x2, y2, stroke: color, 'stroke-width': 1.2 });
  switch (type) {
    case 'infantry':
      return [frame, line(x, y, x + w, y + hh), line(x, y + hh, x + w, y)];
    case 'armor':
      return [frame, h('rect', { x: x + w * 0.18, y: y + hh * 0.22, width: w * 0.64, height: hh * 0.56, rx: hh * 0.28, fill: 'none', stroke: color, 'stroke-width': 1.2 })];
    case 'antitank':
    case 'flak':
      return [frame, line(x, y + hh, x + w / 2, y), line(x + w / 2, y, x + w, y + hh)];
    case 'artillery':
      return [frame, h('circle', { cx: x + w / 2, cy: y + hh / 2, r: hh * 0.22, fill: color })];
    case 'leader':
      // A commander: the flag of a headquarters on its staff.
      return [line(x + 3, y + hh, x + 3, y - 1), h('rect', { x: x + 3, y: y - 1, width: w - 6, height: hh * 0.6, fill: 'none', stroke: color, 'stroke-width': 1.2 })];
    default:
      return [frame];
  }
}

export function counter(u: MapUnit, x: number, y: number, p: BoardProps, size = COUNTER): VNode<any> {
  const c = NATION[u.nation] ?? NATION.british;
  const fg = c.fg;
  const flak = u.flak || u.type === 'flak';
  const sym = natoSymbol(u.type, x + size * 0.22, y + size * 0.25, size * 0.56, size * 0.34, fg);
  const state = u.spent ? 'Spent' : 'Fresh';
  const shown = u.spent ? t('board.spent') : t('board.fresh');
  const values = `${u.attack ?? '*'}-${u.defense}-${u.move}`;
  const attrs = pickable(u.id, p, `${u.name}, ${u.type}, ${values}, ${shown}`);
  return h('g', { ...attrs, class: `counter ${attrs.class} ${u.spent ? 'spent' : 'fresh'}`, 'data-unit': u.id, 'data-state': state }, [
    h('title', null, `${u.name} (${u.nation} ${u.type}${flak ? ', Flak' : ''}) ${values} · ${shown}${u.released ? '' : ` · ${t('board.notReleased')}`}`),
    h('rect', { class: 'body', x, y, width: size, height: size, rx: 3, fill: c.bg, stroke: '#222', 'stroke-width': 1, opacity: u.released ? 1 : 0.6 }),
    h('text', { x: x + size / 2, y: y + size * 0.2, 'text-anchor': 'middle', 'font-size': size * 0.19, fill: fg }, u.name.length > 9 ? u.name.slice(0, 9) : u.name),
    ...sym,
    h('text', { x: x + size / 2, y: y + size * 0.93, 'text-anchor': 'middle', 'font-size': size * 0.25, 'font-weight': 700, fill: fg }, values),
    flak && h('text', { x: x + size - 2, y: y + size * 0.45, 'text-anchor': 'end', 'font-size': size * 0.16, fill: fg }, '88'),
    // The Spent side: a grey veil and a diagonal band.
    u.spent && h('rect', { x, y, width: size, height: size, rx: 3, fill: '#555', opacity: 0.45, 'pointer-events': 'none' }),
    u.spent && h('text', { x: x + size / 2, y: y + size * 0.6, 'text-anchor': 'middle', 'font-size': size * 0.2, 'font-weight': 700, fill: '#fff', transform: `rotate(-30 ${x + size / 2} ${y + size / 2})` }, t('board.spentMark')),
  ]);
}

function boundaryMark(kind: string, e: [{ x: number; y: number }, { x: number; y: number }]): VNode<any> | null {
  const [a, b] = e;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const line = { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
  const bridge = () =>
    h('rect', {
      x: mid.x - 9,
      y: mid.y - 5,
      width: 18,
      height: 10,
      fill: '#8a5a2b',
      stroke: '#3a2410',
      transform: `rotate(${(Math.atan2(uy, ux) * 180) / Math.PI + 90} ${mid.x} ${mid.y})`,
    });
  switch (kind) {
    case 'water':
    case 'river':
      return h('g', { class: `boundary ${kind}`, 'data-kind': kind }, [h('line', { ...line, stroke: '#2f7fd0', 'stroke-width': 6, 'stroke-linecap': 'round' })]);
    case 'water-bridge':
      return h('g', { class: 'boundary water-bridge', 'data-kind': kind }, [h('line', { ...line, stroke: '#2f7fd0', 'stroke-width': 6, 'stroke-linecap': 'round' }), bridge()]);
    case 'canal-bridge':
      return h('g', { class: 'boundary canal-bridge', 'data-kind': kind }, [
        h('line', { ...line, stroke: '#1b4f8f', 'stroke-width': 8 }),
        h('line', { ...line, stroke: '#9cc7f0', 'stroke-width': 3 }),
        bridge(),
      ]);
    case 'prohibited':
      return h('g', { class: 'boundary prohibited', 'data-kind': kind }, [
        h('line', { ...line, stroke: '#b3261e', 'stroke-width': 5, 'stroke-dasharray': '10 6' }),
        h('text', { x: mid.x, y: mid.y - 8, 'text-anchor': 'middle', 'font-size': 12, fill: '#b3261e', 'font-weight': 700 }, t('board.noMovement')),
      ]);
    default:
      return null;
  }
}

export function Track(props: { x: number; y: number; label: string; values: (string | number)[]; current: string | number | null; rule?: string; id?: string }): VNode<any> {
  const w = Math.min(44, (PANEL_W - 40) / props.values.length);
  return h('g', { class: 'track', 'data-track': props.id ?? props.label }, [
    h('text', { x: props.x, y: props.y - 6, 'font-size': 14, 'font-weight': 700 }, props.label + (props.rule ? `  (${props.rule})` : '')),
    ...props.values.map((v, i) => {
      const on = String(v) === String(props.current);
      return h('g', null, [
        h('rect', { x: props.x + i * w, y: props.y, width: w - 3, height: 26, fill: on ? '#e0a400' : '#fffdf7', stroke: '#6b665a' }),
        h('text', { x: props.x + i * w + (w - 3) / 2, y: props.y + 18, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': on ? 700 : 400 }, String(v)),
      ]);
    }),
  ]);
}

export function sideChip(x: number, y: number, label: string, side: string | null, shown?: string): VNode<any> {
  return h('g', null, [
    h('text', { x, y: y + 16, 'font-size': 14, 'font-weight': 700 }, label),
    h('rect', { x: x + 150, y, width: 120, height: 24, rx: 12, fill: side ? CONTROL[side] ?? '#888' : '#ddd' }),
    h('text', { x: x + 210, y: y + 16, 'text-anchor': 'middle', 'font-size': 13, fill: side ? '#fff' : '#333' }, shown ?? side ?? t('common.none')),
  ]);
}

/** The map's layers: regions, boundaries, then labels with control markers and the counters in each area. */
export function areaMapLayers(
  p: BoardProps,
  geo: Geometry,
  areas: readonly MapArea[],
  boundaries: readonly MapBoundary[],
  units: readonly MapUnit[],
  marks: { active: number | null; combat: number | null },
): VNode<any>[] {
  const byArea = new Map<number, MapUnit[]>();
  for (const u of units) if (u.box === 'map' && u.area !== null) byArea.set(u.area, [...(byArea.get(u.area) ?? []), u]);

  const regions = areas.map((a) => {
    const cell = geo.cells.get(a.id)!;
    const kind = a.zone ? t('board.zone') : t('board.area');
    const attrs = pickable(String(a.id), p, `${kind} ${a.label} ${a.name}, TEM ${a.tem}`);
    const notes = [`TEM +${a.tem}`, ...(a.notes ?? []), ...(a.vp ? [t('board.vpArea')] : []), ...(a.control ? [t('board.control', { side: a.control })] : []), ...(a.contested ? [t('board.contested')] : [])];
    return h('g', { ...attrs, class: `area ${attrs.class} ${a.zone ? 'zone' : ''}`, 'data-area': a.id }, [
      h('title', null, `${kind} ${a.label}: ${a.name} · ${notes.join(' · ')}`),
      h('path', { class: 'shape', d: pathOf(cell.poly), fill: a.fill, 'fill-opacity': a.zone ? 0.9 : 0.85, stroke: '#8f876f', 'stroke-width': 1 }),
      a.zone && h('path', { d: pathOf(cell.poly), fill: 'url(#zone-hatch)', 'pointer-events': 'none' }),
      a.id === marks.active && h('path', { d: pathOf(cell.poly), fill: 'none', stroke: '#e0a400', 'stroke-width': 5, 'stroke-dasharray': '12 6', 'pointer-events': 'none' }),
      a.id === marks.combat && h('path', { d: pathOf(cell.poly), fill: 'none', stroke: '#c62828', 'stroke-width': 5, 'pointer-events': 'none' }),
    ]);
  });

  // Boundaries between adjacent areas, by kind; adjacencies whose regions do not touch as a dashed link.
  const lines: VNode<any>[] = [];
  for (const b of boundaries) {
    const ca = geo.cells.get(b.a);
    const cb = geo.cells.get(b.b);
    if (!ca || !cb) continue;
    const e = sharedEdge(ca, b.b);
    if (e) {
      const m = boundaryMark(b.kind, e);
      if (m) lines.push(m);
    } else {
      lines.push(
        h('line', { class: 'boundary link', 'data-kind': b.kind, x1: ca.site.x, y1: ca.site.y, x2: cb.site.x, y2: cb.site.y, stroke: b.kind === 'open' ? '#8f876f' : '#2f7fd0', 'stroke-width': 2, 'stroke-dasharray': '4 5', 'pointer-events': 'none' }),
      );
    }
  }
  // Touching regions that are not adjacent: a heavy border (no movement across it).
  const adjacent = new Set(boundaries.map((b) => `${Math.min(b.a, b.b)}-${Math.max(b.a, b.b)}`));
  for (const c of geo.cells.values()) {
    c.by.forEach((o, i) => {
      if (o < 0 || o < c.id || adjacent.has(`${c.id}-${o}`)) return;
      const a = c.poly[i];
      const b = c.poly[(i + 1) % c.poly.length];
      lines.push(h('line', { class: 'boundary none', x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: '#3b382f', 'stroke-width': 3.5, 'pointer-events': 'none' }));
    });
  }

  const labels = areas.map((a) => {
    const x = geo.px(a.x);
    const y = geo.py(a.y);
    const here = byArea.get(a.id) ?? [];
    const perRow = 4;
    const size = here.length > 8 ? 28 : COUNTER;
    const rows = Math.ceil(here.length / perRow);
    const top = y + 6;
    const counters = here.map((u, i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, here.length - row * perRow);
      const cx = x - (inRow * (size + 3)) / 2 + (i % perRow) * (size + 3);
      return counter(u, cx, top + row * (size + 3), p, size);
    });
    return h('g', { class: 'area-label', 'data-label': a.id }, [
      h('text', { class: 'area-number', x, y: y - 22, 'text-anchor': 'middle', 'font-size': a.zone ? 22 : 20, 'font-weight': 800, fill: '#2b2820' }, a.zone ? `${t('board.zone')} ${a.label}` : a.label),
      h('text', { x, y: y - 6, 'text-anchor': 'middle', 'font-size': 12.5, fill: '#2b2820' }, `${a.name} · TEM +${a.tem}`),
      a.vp && h('text', { x: x + 44, y: y - 24, 'font-size': 12, 'font-weight': 700, fill: '#8a1c1c' }, t('board.vp')),
      a.star && h('text', { x: x - 46, y: y - 22, 'text-anchor': 'middle', 'font-size': 20, fill: a.star === 'white' ? '#fff' : '#111', stroke: '#111', 'stroke-width': 0.8 }, '★'),
      a.control &&
        h('g', { class: 'control', 'data-control': a.control, 'pointer-events': 'none' }, [
          h('circle', { cx: x - 28, cy: y - 42, r: 9, fill: CONTROL[a.control], stroke: a.contested ? '#e65100' : '#fff', 'stroke-width': a.contested ? 4 : 2 }),
          h('title', null, `${t('board.control', { side: a.control })}${a.contested ? `, ${t('board.contested')}` : ''}`),
        ]),
      a.contested && h('text', { x: x + 2, y: y - 38, 'font-size': 11, fill: '#e65100', 'font-weight': 700 }, t('board.contested')),
      ...counters,
      rows > 2 && h('text', { x, y: top + rows * (size + 3) + 12, 'text-anchor': 'middle', 'font-size': 11 }, t('board.units', { n: here.length })),
    ]);
  });

  return [
    h('defs', null, h('pattern', { id: 'zone-hatch', width: 10, height: 10, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, h('line', { x1: 0, y1: 0, x2: 0, y2: 10, stroke: '#b9ae8e', 'stroke-width': 2 }))),
    h('g', { class: 'regions' }, regions),
    h('g', { class: 'boundaries' }, lines),
    h('g', { class: 'labels' }, labels),
  ];
}

/** A panel laid out from top to bottom: `next(dy)` gives the current y and moves down by dy. */
export function panelCursor(start: number) {
  let y = start;
  return {
    next(dy: number): number {
      const at = y;
      y += dy;
      return at;
    },
    skip(dy: number): void {
      y += dy;
    },
    get y() {
      return y;
    },
  };
}

/** Holding boxes (eliminated, removed...) of counters, one under the other, from the cursor. */
export function holdingBoxes(p: BoardProps, units: readonly MapUnit[], boxes: readonly [string, string][], x: number, cursor: ReturnType<typeof panelCursor>): VNode<any>[] {
  return boxes.map(([box, label]) => {
    const here = units.filter((u) => u.box === box);
    const perRow = Math.floor((PANEL_W - 20) / (COUNTER + 4));
    const rows = Math.max(1, Math.ceil(here.length / perRow));
    const by = cursor.next(30 + rows * (COUNTER + 4) + 12);
    return h('g', { class: 'holding-box', 'data-box': box }, [
      h('text', { x, y: by + 14, 'font-size': 14, 'font-weight': 700 }, `${label} (${here.length})`),
      h('rect', { x: x - 6, y: by + 20, width: PANEL_W - 8, height: rows * (COUNTER + 4) + 8, fill: '#fffdf7', stroke: '#b7ae95' }),
      ...here.map((u, i) => counter(u, x + (i % perRow) * (COUNTER + 4), by + 24 + Math.floor(i / perRow) * (COUNTER + 4), p)),
    ]);
  });
}

/** A combat box: kind and area, AV/DV, dice, result. */
export function combatBox(x: number, y: number, lines: { title: string; values: string; dice: string; result: string }): VNode<any> {
  return h('g', { class: 'combat', 'data-testid': 'combat' }, [
    h('rect', { x: x - 8, y, width: PANEL_W - 10, height: 100, fill: '#fff', stroke: '#c62828' }),
    h('text', { x, y: y + 20, 'font-size': 14, 'font-weight': 700 }, lines.title),
    h('text', { x, y: y + 42, 'font-size': 13 }, lines.values),
    h('text', { x, y: y + 62, 'font-size': 13, 'data-testid': 'dice' }, `${t('board.dice')}: ${lines.dice}`),
    h('text', { x, y: y + 82, 'font-size': 13 }, `${t('board.result')}: ${lines.result}`),
  ]);
}

/** The Allied VP track: the VP, a note, and the bar with the VP needed marked. */
export function vpBar(x: number, y: number, label: string, vp: number, needed: number, floor: number): VNode<any> {
  const max = Math.max(needed + 5, vp + 1, floor);
  const w = PANEL_W - 30;
  return h('g', { class: 'track', 'data-track': 'VP' }, [
    h('text', { x, y: y + 10, 'font-size': 14, 'font-weight': 700 }, label),
    h('rect', { x, y: y + 20, width: w, height: 18, fill: '#fffdf7', stroke: '#6b665a' }),
    h('rect', { x, y: y + 20, width: (w * Math.max(0, Math.min(vp, max))) / max, height: 18, fill: CONTROL.allied }),
    h('line', { x1: x + (w * needed) / max, y1: y + 14, x2: x + (w * needed) / max, y2: y + 44, stroke: '#c62828', 'stroke-width': 3 }),
  ]);
}

/** A line of text in the panel. */
export function panelLine(x: number, y: number, text: string, fill?: string): VNode<any> {
  return h('text', { x, y, 'font-size': 13, ...(fill ? { fill } : {}) }, text);
}

/** The lines the area-impulse games share at the bottom of their panel: releases, bids, phase, combat, active area. */
export function commonPanel<C extends { kind: string; area: number; attacker: string; av: unknown; dv: unknown; dice: unknown }>(
  x: number,
  c: ReturnType<typeof panelCursor>,
  v: {
    released?: Record<string, number>;
    bids?: Record<string, unknown>;
    swapped?: boolean;
    phase: string;
    step: string;
    combat: C | null;
    assault: { area: number | null; mover: string | null; mfLeft: number } | null;
  },
  rules: { released: string; bids: string },
  /** The combat's result line (result, attrition points). */
  points: (combat: C) => string,
  releasedExtra = '',
): VNode<any>[] {
  const out: VNode<any>[] = [];
  const rel = Object.entries(v.released ?? {}).map(([k, n]) => `${k} ${n > 0 ? `${t('board.turn')} ${n}` : '–'}`);
  out.push(panelLine(x, c.next(24), `${t('board.released')} (${rules.released}): ${rel.join(' · ')}${releasedExtra}`));
  if (v.bids && (v.bids.allied !== null || v.bids.german !== null)) {
    out.push(panelLine(x, c.next(24), `${t('board.bids')} (${rules.bids}): ${role('allied')} ${v.bids.allied ?? '–'} · ${role('german')} ${v.bids.german ?? '–'}${v.swapped ? ` · ${t('board.seatsSwapped')}` : ''}`));
  }
  out.push(panelLine(x, c.next(30), `${t('board.phase')}: ${phase(v.phase)} · ${t('board.step')}: ${phase(v.step)}`, '#555'));
  if (v.combat) {
    const k = v.combat;
    out.push(combatBox(x, c.next(110), {
      title: t('board.combatOn', { kind: k.kind, area: k.area, attacker: role(k.attacker) }),
      values: `AV ${fmt(k.av)}  ·  DV ${fmt(k.dv)}`,
      dice: fmt(k.dice),
      result: points(k),
    }));
  }
  if (v.assault?.area) {
    const moving = v.assault.mover ? ` · ${t('board.moving', { unit: v.assault.mover, mf: v.assault.mfLeft })}` : '';
    out.push(panelLine(x, c.next(24), `${t('board.activeArea', { area: v.assault.area })}${moving}`));
  }
  return out;
}

export const fmt = (x: unknown) => (x === null || x === undefined ? '–' : Array.isArray(x) ? x.join(' ') : String(x));

/** The whole board: the map, the legend under it, the panel at its right. */
export function boardSvg(geo: Geometry, panelHeight: number, cls: string, label: string, layers: VNode<any>[], panel: VNode<any>[]): VNode<any> {
  const width = geo.width + PANEL_W + 40;
  const height = Math.max(geo.height, panelHeight + 20);
  return h('svg', { viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: 'xMidYMin meet', 'data-testid': 'board', class: `board ${cls}`, role: 'img', 'aria-label': label }, [
    ...layers,
    h('text', { x: 16, y: geo.height - 16, 'font-size': 13, fill: '#555' }, t('board.legend')),
    h('g', { class: 'panel' }, [h('rect', { x: geo.width, y: 0, width: PANEL_W + 40, height: Math.max(geo.height, panelHeight + 20, 1200), fill: '#f7f3e6' }), ...panel]),
  ]);
}
