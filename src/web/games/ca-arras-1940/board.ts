// Counter-Attack: The Battle of Arras, 1940 - the map and counters, drawn from the view.
// Areas are the regions around each area's point (x/y in the game data, north up), with number,
// name, TEM, VP and star marks, control marker and sector colour; boundaries show their kind
// (water, bridges, canal, prohibited); zones A-F lie at the edges. Counters carry NATO symbols,
// attack-defense-movement and their Fresh/Spent side. Tracks and holding boxes are at the right.
// Clicking an area or a counter selects it: the prompt then offers the legal actions that use it.
import { h, type VNode } from 'preact';
import type { BoardProps, Presentation } from '../presentation.ts';
import { type Cell, pathOf, sharedEdge, voronoi } from '../svg/cells.ts';

// The view's shapes (src/games/ca-arras-1940/game.ts `view`), as far as the board reads them.
interface AreaV {
  id: number;
  label: string;
  name: string;
  tem: number;
  sector: 'allied' | 'german' | 'half';
  scarpe: 'N' | 'S';
  zone: boolean;
  vp: boolean;
  star: 'white' | 'black' | null;
  x: number;
  y: number;
  control: 'allied' | 'german' | null;
  contested: boolean;
}
interface UnitV {
  id: string;
  name: string;
  side: 'allied' | 'german';
  nation: 'british' | 'french' | 'wehrmacht' | 'ss';
  type: 'armor' | 'infantry' | 'antitank' | 'artillery' | 'leader';
  flak: boolean;
  attack: number;
  defense: number;
  move: number;
  area: number | null;
  box: string;
  spent: boolean;
  released: boolean;
}
interface ArrasViewLike {
  turn: number;
  phase: string;
  step: string;
  momentum: string | null;
  impulse: number;
  advantage: string | null;
  vp: number;
  vpNeeded: number;
  vpThisTurn: number;
  rerollMarkers: Record<string, boolean>;
  airMarkers: Record<string, boolean>;
  released: Record<string, number>;
  bids: Record<string, unknown>;
  swapped: boolean;
  areas: AreaV[];
  boundaries: { a: number; b: number; kind: string }[];
  units: UnitV[];
  assault: { area: number; mover: string | null; mfLeft: number; attacked: number[]; done: string[] } | null;
  combat: { kind: string; area: number; attacker: string; participants: string[]; lead: string | null; defLead: string | null; av: unknown; dv: unknown; dice: unknown; ap: unknown; apLeft: unknown; result: unknown } | null;
  result: { winner: string; kind: string; detail: string } | null;
}

const S = 58; // pixels per map unit
const PAD = 1.4; // map units around the outermost points
const COUNTER = 36;
const PANEL_W = 420;

const SIDE_FILL: Record<string, string> = { allied: '#dbe5f3', german: '#e6e3d6', half: '#e2e4e6' };
const CONTROL: Record<string, string> = { allied: '#2f5fa7', german: '#5b5d4a' };
const NATION: Record<string, { bg: string; fg: string }> = {
  british: { bg: '#d2bf86', fg: '#1d1a10' },
  french: { bg: '#9bbbe6', fg: '#0f1d33' },
  wehrmacht: { bg: '#a4acb0', fg: '#111' },
  ss: { bg: '#3d3d3d', fg: '#f3f3f3' },
};
const BOXES: [string, string][] = [
  ['eliminated', 'Eliminated'],
  ['removed', 'Permanently removed'],
  ['overrun', 'Overrun (turn track)'],
  ['wounded', 'Leaders wounded'],
  ['kia', 'Leaders killed'],
];

interface Geometry {
  cells: Map<number, Cell>;
  width: number;
  height: number;
  px: (x: number) => number;
  py: (y: number) => number;
}

let cached: { key: string; geo: Geometry } | null = null;
function geometry(areas: AreaV[]): Geometry {
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

function pickable(ref: string, p: BoardProps, label: string) {
  const clickable = p.clickable.has(ref);
  return {
    'data-ref': ref,
    class: `${clickable ? 'clickable' : ''} ${p.selected.includes(ref) ? 'selected' : ''}`,
    ...(clickable
      ? {
          tabIndex: 0,
          role: 'button',
          'aria-label': label,
          'aria-pressed': p.selected.includes(ref),
          onClick: (e: Event) => {
            e.stopPropagation();
            p.onPick(ref);
          },
          onKeyDown: (e: KeyboardEvent) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              p.onPick(ref);
            }
          },
        }
      : {}),
  };
}

/** The NATO symbol of a unit type inside a w x h frame at (x, y). */
function natoSymbol(type: UnitV['type'], x: number, y: number, w: number, hh: number, color: string): VNode<any>[] {
  const frame = h('rect', { x, y, width: w, height: hh, fill: 'none', stroke: color, 'stroke-width': 1.2 });
  const line = (x1: number, y1: number, x2: number, y2: number) => h('line', { x1, y1, x2, y2, stroke: color, 'stroke-width': 1.2 });
  switch (type) {
    case 'infantry':
      return [frame, line(x, y, x + w, y + hh), line(x, y + hh, x + w, y)];
    case 'armor':
      return [frame, h('rect', { x: x + w * 0.18, y: y + hh * 0.22, width: w * 0.64, height: hh * 0.56, rx: hh * 0.28, fill: 'none', stroke: color, 'stroke-width': 1.2 })];
    case 'antitank':
      return [frame, line(x, y + hh, x + w / 2, y), line(x + w / 2, y, x + w, y + hh)];
    case 'artillery':
      return [frame, h('circle', { cx: x + w / 2, cy: y + hh / 2, r: hh * 0.22, fill: color })];
    case 'leader':
      // A commander: the flag of a headquarters on its staff.
      return [line(x + 3, y + hh, x + 3, y - 1), h('rect', { x: x + 3, y: y - 1, width: w - 6, height: hh * 0.6, fill: 'none', stroke: color, 'stroke-width': 1.2 })];
  }
}

function counter(u: UnitV, x: number, y: number, p: BoardProps, size = COUNTER): VNode<any> {
  const c = NATION[u.nation] ?? NATION.british;
  const fg = c.fg;
  const sym = natoSymbol(u.type, x + size * 0.22, y + size * 0.25, size * 0.56, size * 0.34, fg);
  const state = u.spent ? 'Spent' : 'Fresh';
  const attrs = pickable(u.id, p, `${u.name}, ${u.type}, ${u.attack}-${u.defense}-${u.move}, ${state}`);
  return h('g', { ...attrs, class: `counter ${attrs.class} ${u.spent ? 'spent' : 'fresh'}`, 'data-unit': u.id, 'data-state': state }, [
    h('title', null, `${u.name} (${u.nation} ${u.type}${u.flak ? ', Flak' : ''}) ${u.attack}-${u.defense}-${u.move} · ${state}${u.released ? '' : ' · not released'}`),
    h('rect', { class: 'body', x, y, width: size, height: size, rx: 3, fill: c.bg, stroke: '#222', 'stroke-width': 1, opacity: u.released ? 1 : 0.6 }),
    h('text', { x: x + size / 2, y: y + size * 0.2, 'text-anchor': 'middle', 'font-size': size * 0.19, fill: fg }, u.name.length > 9 ? u.name.slice(0, 9) : u.name),
    ...sym,
    h('text', { x: x + size / 2, y: y + size * 0.93, 'text-anchor': 'middle', 'font-size': size * 0.25, 'font-weight': 700, fill: fg }, `${u.attack}-${u.defense}-${u.move}`),
    u.flak && h('text', { x: x + size - 2, y: y + size * 0.45, 'text-anchor': 'end', 'font-size': size * 0.16, fill: fg }, '88'),
    // The Spent side: a grey veil and a diagonal band.
    u.spent && h('rect', { x, y, width: size, height: size, rx: 3, fill: '#555', opacity: 0.45, 'pointer-events': 'none' }),
    u.spent && h('text', { x: x + size / 2, y: y + size * 0.6, 'text-anchor': 'middle', 'font-size': size * 0.22, 'font-weight': 700, fill: '#fff', transform: `rotate(-30 ${x + size / 2} ${y + size / 2})` }, 'SPENT'),
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
      return h('g', { class: 'boundary water', 'data-kind': kind }, [h('line', { ...line, stroke: '#2f7fd0', 'stroke-width': 6, 'stroke-linecap': 'round' })]);
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
        h('text', { x: mid.x, y: mid.y - 8, 'text-anchor': 'middle', 'font-size': 12, fill: '#b3261e', 'font-weight': 700 }, 'no movement'),
      ]);
    default:
      return null;
  }
}

function Track(props: { x: number; y: number; label: string; values: (string | number)[]; current: string | number | null; rule?: string }): VNode<any> {
  const w = Math.min(44, (PANEL_W - 40) / props.values.length);
  return h('g', { class: 'track', 'data-track': props.label }, [
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

function sideChip(x: number, y: number, label: string, side: string | null): VNode<any> {
  return h('g', null, [
    h('text', { x, y: y + 16, 'font-size': 14, 'font-weight': 700 }, label),
    h('rect', { x: x + 150, y, width: 120, height: 24, rx: 12, fill: side ? CONTROL[side] ?? '#888' : '#ddd' }),
    h('text', { x: x + 210, y: y + 16, 'text-anchor': 'middle', 'font-size': 13, fill: side ? '#fff' : '#333' }, side ?? 'none'),
  ]);
}

function Board(p: BoardProps): VNode<any> {
  const v = p.view as ArrasViewLike;
  if (!v || !Array.isArray(v.areas)) return h('p', null, 'No map in this view.');
  const geo = geometry(v.areas);
  const byArea = new Map<number, UnitV[]>();
  for (const u of v.units) if (u.box === 'map' && u.area !== null) byArea.set(u.area, [...(byArea.get(u.area) ?? []), u]);
  const active = v.assault?.area ?? null;
  const combatArea = v.combat?.area ?? null;

  // Regions.
  const regions = v.areas.map((a) => {
    const cell = geo.cells.get(a.id)!;
    const ref = String(a.id);
    const attrs = pickable(ref, p, `${a.zone ? 'Zone' : 'Area'} ${a.label} ${a.name}, TEM ${a.tem}`);
    const fill = a.zone ? '#f1ede0' : SIDE_FILL[a.sector];
    return h('g', { ...attrs, class: `area ${attrs.class} ${a.zone ? 'zone' : ''}`, 'data-area': a.id }, [
      h('title', null, `${a.zone ? 'Zone' : 'Area'} ${a.label}: ${a.name} · TEM +${a.tem} · ${a.scarpe === 'N' ? 'north' : 'south'} of the Scarpe${a.vp ? ' · VP area' : ''}${a.control ? ` · ${a.control} control` : ''}${a.contested ? ' · contested' : ''}`),
      h('path', { class: 'shape', d: pathOf(cell.poly), fill, 'fill-opacity': a.zone ? 0.9 : 0.85, stroke: '#8f876f', 'stroke-width': 1 }),
      a.zone && h('path', { d: pathOf(cell.poly), fill: 'url(#zone-hatch)', 'pointer-events': 'none' }),
      a.id === active && h('path', { d: pathOf(cell.poly), fill: 'none', stroke: '#e0a400', 'stroke-width': 5, 'stroke-dasharray': '12 6', 'pointer-events': 'none' }),
      a.id === combatArea && h('path', { d: pathOf(cell.poly), fill: 'none', stroke: '#c62828', 'stroke-width': 5, 'pointer-events': 'none' }),
    ]);
  });

  // Boundaries between adjacent areas, by kind; adjacencies whose regions do not touch as a dashed link.
  const boundaries: VNode<any>[] = [];
  for (const b of v.boundaries) {
    const ca = geo.cells.get(b.a);
    const cb = geo.cells.get(b.b);
    if (!ca || !cb) continue;
    const e = sharedEdge(ca, b.b);
    if (e) {
      const m = boundaryMark(b.kind, e);
      if (m) boundaries.push(m);
    } else {
      boundaries.push(
        h('line', { class: 'boundary link', 'data-kind': b.kind, x1: ca.site.x, y1: ca.site.y, x2: cb.site.x, y2: cb.site.y, stroke: b.kind === 'open' ? '#8f876f' : '#2f7fd0', 'stroke-width': 2, 'stroke-dasharray': '4 5', 'pointer-events': 'none' }),
      );
    }
  }
  // Touching regions that are not adjacent: a heavy border (no movement across it).
  const adjacent = new Set(v.boundaries.map((b) => `${Math.min(b.a, b.b)}-${Math.max(b.a, b.b)}`));
  for (const c of geo.cells.values()) {
    c.by.forEach((o, i) => {
      if (o < 0 || o < c.id || adjacent.has(`${c.id}-${o}`)) return;
      const a = c.poly[i];
      const b = c.poly[(i + 1) % c.poly.length];
      boundaries.push(h('line', { class: 'boundary none', x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: '#3b382f', 'stroke-width': 3.5, 'pointer-events': 'none' }));
    });
  }

  // Labels, control markers and counters, above the boundaries.
  const labels = v.areas.map((a) => {
    const x = geo.px(a.x);
    const y = geo.py(a.y);
    const units = byArea.get(a.id) ?? [];
    const perRow = 4;
    const size = units.length > 8 ? 28 : COUNTER;
    const rows = Math.ceil(units.length / perRow);
    const top = y + 6;
    const counters = units.map((u, i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, units.length - row * perRow);
      const cx = x - (inRow * (size + 3)) / 2 + (i % perRow) * (size + 3);
      return counter(u, cx, top + row * (size + 3), p, size);
    });
    return h('g', { class: 'area-label', 'data-label': a.id }, [
      h('text', { class: 'area-number', x, y: y - 22, 'text-anchor': 'middle', 'font-size': a.zone ? 22 : 20, 'font-weight': 800, fill: '#2b2820' }, a.zone ? `Zone ${a.label}` : a.label),
      h('text', { x, y: y - 6, 'text-anchor': 'middle', 'font-size': 12.5, fill: '#2b2820' }, `${a.name} · TEM +${a.tem}`),
      a.vp && h('text', { x: x + 44, y: y - 24, 'font-size': 12, 'font-weight': 700, fill: '#8a1c1c' }, 'VP'),
      a.star && h('text', { x: x - 46, y: y - 22, 'text-anchor': 'middle', 'font-size': 20, fill: a.star === 'white' ? '#fff' : '#111', stroke: '#111', 'stroke-width': 0.8 }, '★'),
      a.control &&
        h('g', { class: 'control', 'data-control': a.control, 'pointer-events': 'none' }, [
          h('circle', { cx: x - 28, cy: y - 42, r: 9, fill: CONTROL[a.control], stroke: a.contested ? '#e65100' : '#fff', 'stroke-width': a.contested ? 4 : 2 }),
          h('title', null, `${a.control} control${a.contested ? ', contested' : ''}`),
        ]),
      a.contested && h('text', { x: x + 2, y: y - 38, 'font-size': 11, fill: '#e65100', 'font-weight': 700 }, 'contested'),
      ...counters,
      rows > 2 && h('text', { x, y: top + rows * (size + 3) + 12, 'text-anchor': 'middle', 'font-size': 11 }, `${units.length} units`),
    ]);
  });

  // The panel: tracks and holding boxes.
  const px0 = geo.width + 24;
  let y = 40;
  const panel: VNode<any>[] = [h('rect', { x: geo.width, y: 0, width: PANEL_W + 40, height: Math.max(geo.height, 1200), fill: '#f7f3e6' })];
  const next = (dy: number) => {
    const at = y;
    y += dy;
    return at;
  };
  panel.push(h(Track, { x: px0, y: next(62), label: 'Turn', values: [1, 2, 3, 4, 5, 6, 7], current: v.turn, rule: '6.0' }));
  const impulses = Array.from({ length: Math.max(8, v.impulse + 1) }, (_, i) => i);
  panel.push(h(Track, { x: px0, y: next(62), label: 'Impulse', values: impulses, current: v.impulse, rule: '6.2' }));
  panel.push(sideChip(px0, next(34), 'Momentum (6.1)', v.momentum));
  panel.push(sideChip(px0, next(34), 'Advantage (13.0)', v.advantage));
  const vpMax = Math.max(v.vpNeeded + 5, v.vp + 1, 25);
  const vpW = PANEL_W - 30;
  const vpY = next(70);
  panel.push(
    h('g', { class: 'track', 'data-track': 'VP' }, [
      h('text', { x: px0, y: vpY + 10, 'font-size': 14, 'font-weight': 700 }, `Allied VP (16.0): ${v.vp}  ·  this turn ${v.vpThisTurn >= 0 ? '+' : ''}${v.vpThisTurn}  ·  needed ${v.vpNeeded}`),
      h('rect', { x: px0, y: vpY + 20, width: vpW, height: 18, fill: '#fffdf7', stroke: '#6b665a' }),
      h('rect', { x: px0, y: vpY + 20, width: (vpW * Math.max(0, Math.min(v.vp, vpMax))) / vpMax, height: 18, fill: CONTROL.allied }),
      h('line', { x1: px0 + (vpW * v.vpNeeded) / vpMax, y1: vpY + 14, x2: px0 + (vpW * v.vpNeeded) / vpMax, y2: vpY + 44, stroke: '#c62828', 'stroke-width': 3 }),
    ]),
  );
  const markers = (label: string, m: Record<string, boolean>) =>
    h('text', { x: px0, y: next(24), 'font-size': 13 }, `${label}: ${Object.entries(m ?? {}).map(([s, ok]) => `${s} ${ok ? 'available' : '–'}`).join(' · ')}`);
  panel.push(markers('Reroll markers (13.4)', v.rerollMarkers));
  panel.push(markers('Air markers (18.6)', v.airMarkers));
  const rel = Object.entries(v.released ?? {}).map(([k, t]) => `${k} ${t > 0 ? `turn ${t}` : '–'}`);
  panel.push(h('text', { x: px0, y: next(24), 'font-size': 13 }, `Released (15): ${rel.join(' · ')}`));
  if (v.bids && (v.bids.allied !== null || v.bids.german !== null)) {
    panel.push(h('text', { x: px0, y: next(24), 'font-size': 13 }, `Bids (17.1): allied ${v.bids.allied ?? '–'} · german ${v.bids.german ?? '–'}${v.swapped ? ' · seats swapped' : ''}`));
  }
  panel.push(h('text', { x: px0, y: next(30), 'font-size': 13, fill: '#555' }, `Phase: ${v.phase} · step: ${v.step}`));
  if (v.combat) {
    const c = v.combat;
    const fmt = (x: unknown) => (x === null || x === undefined ? '–' : Array.isArray(x) ? x.join(' ') : String(x));
    const cy = next(110);
    panel.push(
      h('g', { class: 'combat', 'data-testid': 'combat' }, [
        h('rect', { x: px0 - 8, y: cy, width: PANEL_W - 10, height: 100, fill: '#fff', stroke: '#c62828' }),
        h('text', { x: px0, y: cy + 20, 'font-size': 14, 'font-weight': 700 }, `${c.kind} on Area ${c.area} by ${c.attacker}`),
        h('text', { x: px0, y: cy + 42, 'font-size': 13 }, `AV ${fmt(c.av)}  ·  DV ${fmt(c.dv)}`),
        h('text', { x: px0, y: cy + 62, 'font-size': 13, 'data-testid': 'dice' }, `Dice: ${fmt(c.dice)}`),
        h('text', { x: px0, y: cy + 82, 'font-size': 13 }, `Result: ${fmt(c.result)}  ·  AP ${fmt(c.ap)} (left ${fmt(c.apLeft)})`),
      ]),
    );
  }
  if (v.assault) {
    panel.push(h('text', { x: px0, y: next(24), 'font-size': 13 }, `Active Area ${v.assault.area}${v.assault.mover ? ` · moving ${v.assault.mover} (${v.assault.mfLeft} MF left)` : ''}`));
  }
  y += 10;
  for (const [box, label] of BOXES) {
    const units = v.units.filter((u) => u.box === box);
    const perRow = Math.floor((PANEL_W - 20) / (COUNTER + 4));
    const rows = Math.max(1, Math.ceil(units.length / perRow));
    const by = next(30 + rows * (COUNTER + 4) + 12);
    panel.push(
      h('g', { class: 'holding-box', 'data-box': box }, [
        h('text', { x: px0, y: by + 14, 'font-size': 14, 'font-weight': 700 }, `${label} (${units.length})`),
        h('rect', { x: px0 - 6, y: by + 20, width: PANEL_W - 8, height: rows * (COUNTER + 4) + 8, fill: '#fffdf7', stroke: '#b7ae95' }),
        ...units.map((u, i) => counter(u, px0 + (i % perRow) * (COUNTER + 4), by + 24 + Math.floor(i / perRow) * (COUNTER + 4), p)),
      ]),
    );
  }

  const width = geo.width + PANEL_W + 40;
  const height = Math.max(geo.height, y + 20);
  return h(
    'svg',
    { viewBox: `0 0 ${width} ${height}`, preserveAspectRatio: 'xMidYMin meet', 'data-testid': 'board', class: 'board arras-1940', role: 'img', 'aria-label': 'Map of the Arras area' },
    [
      h('defs', null, h('pattern', { id: 'zone-hatch', width: 10, height: 10, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, h('line', { x1: 0, y1: 0, x2: 0, y2: 10, stroke: '#b9ae8e', 'stroke-width': 2 }))),
      h('g', { class: 'regions' }, regions),
      h('g', { class: 'boundaries' }, boundaries),
      h('g', { class: 'labels' }, labels),
      h('text', { x: 16, y: geo.height - 16, 'font-size': 13, fill: '#555' }, 'N ↑   blue: water · blue + bridge: bridged · double: canal with bridge · heavy: not adjacent · red dashes: movement prohibited'),
      h('g', { class: 'panel' }, panel),
    ],
  );
}

export const arras1940Presentation: Presentation = {
  Board,
  status(view: any) {
    const v = view as ArrasViewLike;
    if (!v || typeof v.turn !== 'number') return '';
    return `Turn ${v.turn} · ${v.phase} · Impulse ${v.impulse} · Momentum ${v.momentum ?? '–'} · Allied VP ${v.vp}`;
  },
};
