// The ground under the area map (area-map.ts): the geometry of a map that has no ground data (each
// area grown from its view x/y), the water and recent-move colours, bridges where a road crosses a
// border, and the ground lines (roads, railways, ridges, trenches, woods, canals, rivers).
import { h, type VNode } from 'preact';
import type { AreaMapGeometry, SvgGeometry } from './area-geometry.ts';
import type { Pt } from './partition.ts';
import { groundName } from './map-words.ts';

/** The geometry of a map that has no ground data: each area grown from its view x/y (km-like units). */
const pointCache = new Map<string, AreaMapGeometry>();
export function geometryFromPoints(areas: readonly { id: number; x: number; y: number; zone?: boolean }[]): AreaMapGeometry {
  const key = areas.map((a) => `${a.id}:${a.x}:${a.y}`).join('|');
  const hit = pointCache.get(key);
  if (hit) return hit;
  const inner = areas.filter((a) => !a.zone);
  const xs = inner.map((a) => a.x);
  const ys = inner.map((a) => a.y);
  const frame = { x0: Math.min(...xs) - 1.4, y0: Math.min(...ys) - 1.4, x1: Math.max(...xs) + 1.4, y1: Math.max(...ys) + 1.4 };
  const g: AreaMapGeometry = {
    origin: { lat: 0, lon: 0 },
    frame,
    band: areas.some((a) => a.zone) ? 2 : 0,
    scale: 40,
    res: 0.12,
    // Points as if lat/lon at the origin: 1 unit = 1 km.
    areas: Object.fromEntries(inner.map((a) => [a.id, { at: [[a.y / 110.57, a.x / 111.32]], source: 'the view x/y' }])),
    zones: Object.fromEntries(
      areas
        .filter((a) => a.zone)
        .map((a) => {
          const cx = Math.max(frame.x0, Math.min(frame.x1, a.x));
          const cy = Math.max(frame.y0, Math.min(frame.y1, a.y));
          const dx = Math.min(Math.abs(a.x - frame.x0), Math.abs(a.x - frame.x1));
          const dy = Math.min(Math.abs(a.y - frame.y0), Math.abs(a.y - frame.y1));
          const side = dx < dy ? (a.x < 0 ? 'W' : 'E') : a.y < 0 ? 'S' : 'N';
          const along = side === 'N' || side === 'S' ? cx : cy;
          return [a.id, { edges: [[side, along - 2, along + 2]], source: 'the view x/y' }];
        }),
    ) as AreaMapGeometry['zones'],
    barriers: [],
    ground: [],
    places: [],
  };
  pointCache.set(key, g);
  return g;
}

export const WATER = '#3d85c6';
/** The colour of the opponent's last moves (style.css draws moved counters in it too). */
export const RECENT = '#c2185b';

export function polyline(pts: Pt[]): string {
  return pts.map((q, i) => `${i ? 'L' : 'M'}${q.x.toFixed(1)},${q.y.toFixed(1)}`).join('');
}

function segCross(p: Pt, q: Pt, a: Pt, b: Pt): Pt | null {
  const r = { x: q.x - p.x, y: q.y - p.y };
  const s = { x: b.x - a.x, y: b.y - a.y };
  const d = r.x * s.y - r.y * s.x;
  if (Math.abs(d) < 1e-9) return null;
  const tt = ((a.x - p.x) * s.y - (a.y - p.y) * s.x) / d;
  const u = ((a.x - p.x) * r.y - (a.y - p.y) * r.x) / d;
  return tt >= 0 && tt <= 1 && u >= 0 && u <= 1 ? { x: p.x + tt * r.x, y: p.y + tt * r.y } : null;
}

/** Where a border chain is crossed by a road (the bridge), else its middle; and the chain's direction there. */
export function bridgePoint(chain: Pt[], roads: Pt[][]): { at: Pt; angle: number } {
  for (let i = 0; i + 1 < chain.length; i++)
    for (const r of roads)
      for (let j = 0; j + 1 < r.length; j++) {
        const x = segCross(chain[i], chain[i + 1], r[j], r[j + 1]);
        if (x) return { at: x, angle: Math.atan2(chain[i + 1].y - chain[i].y, chain[i + 1].x - chain[i].x) };
      }
  let len = 0;
  for (let i = 1; i < chain.length; i++) len += Math.hypot(chain[i].x - chain[i - 1].x, chain[i].y - chain[i - 1].y);
  let run = 0;
  for (let i = 1; i < chain.length; i++) {
    const d = Math.hypot(chain[i].x - chain[i - 1].x, chain[i].y - chain[i - 1].y);
    if (run + d >= len / 2) {
      const f = (len / 2 - run) / (d || 1);
      return {
        at: { x: chain[i - 1].x + f * (chain[i].x - chain[i - 1].x), y: chain[i - 1].y + f * (chain[i].y - chain[i - 1].y) },
        angle: Math.atan2(chain[i].y - chain[i - 1].y, chain[i].x - chain[i - 1].x),
      };
    }
    run += d;
  }
  return { at: chain[0], angle: 0 };
}

export function bridge(at: Pt, angle: number): VNode<any> {
  const deg = (angle * 180) / Math.PI;
  return h('g', { class: 'bridge', transform: `translate(${at.x.toFixed(1)} ${at.y.toFixed(1)}) rotate(${deg.toFixed(1)})`, 'pointer-events': 'none' }, [
    h('rect', { x: -6, y: -9, width: 12, height: 18, fill: '#efe6cf', stroke: '#3a2410', 'stroke-width': 1.5 }),
    h('line', { x1: -9, y1: -11, x2: -6, y2: -9, stroke: '#3a2410', 'stroke-width': 1.5 }),
    h('line', { x1: -9, y1: 11, x2: -6, y2: 9, stroke: '#3a2410', 'stroke-width': 1.5 }),
    h('line', { x1: 9, y1: -11, x2: 6, y2: -9, stroke: '#3a2410', 'stroke-width': 1.5 }),
    h('line', { x1: 9, y1: 11, x2: 6, y2: 9, stroke: '#3a2410', 'stroke-width': 1.5 }),
  ]);
}

export function groundLayer(geo: SvgGeometry, g: AreaMapGeometry): VNode<any>[] {
  const out: VNode<any>[] = [];
  for (const line of g.ground) {
    const d = polyline(line.pts.map((x) => geo.ll(x)));
    const title = h('title', null, groundName(line.name));
    switch (line.kind) {
      case 'road':
        out.push(h('path', { class: 'road', d, fill: 'none', stroke: '#fffaf0', 'stroke-width': 5, 'stroke-linejoin': 'round' }));
        out.push(h('path', { class: 'road', d, fill: 'none', stroke: '#b0603a', 'stroke-width': 2.4, 'stroke-linejoin': 'round' }, title));
        break;
      case 'railway':
        out.push(h('path', { class: 'railway', d, fill: 'none', stroke: '#444', 'stroke-width': 1.6 }));
        out.push(h('path', { class: 'railway', d, fill: 'none', stroke: '#444', 'stroke-width': 6, 'stroke-dasharray': '1.5 9' }, title));
        break;
      case 'ridge':
        out.push(h('path', { class: 'ridge', d, fill: 'none', stroke: '#9a7b4f', 'stroke-width': 14, 'stroke-opacity': 0.28, 'stroke-linecap': 'round' }));
        out.push(
          h('path', { class: 'ridge', d, fill: 'none', stroke: '#7a5b33', 'stroke-width': 9, 'stroke-dasharray': '1.5 4', 'stroke-opacity': 0.7 }, title),
        );
        break;
      case 'trench':
        // A fortified line (e.g. the Hindenburg Line): a dark red line with teeth on its front.
        out.push(h('path', { class: 'trench', d, fill: 'none', stroke: '#8a1c1c', 'stroke-width': 2.2, 'stroke-opacity': 0.8, 'stroke-linejoin': 'round' }));
        out.push(
          h('path', { class: 'trench', d, fill: 'none', stroke: '#8a1c1c', 'stroke-width': 7, 'stroke-dasharray': '2 7', 'stroke-opacity': 0.8 }, title),
        );
        break;
      case 'wood':
        // A wood: green, with tree dots (the pattern of the map's defs), its name on hover.
        out.push(
          h('path', { class: 'wood', d: `${d}Z`, fill: '#6f9a4a', 'fill-opacity': 0.42, stroke: '#4d7a2e', 'stroke-width': 1.5, 'stroke-opacity': 0.8 }),
        );
        out.push(h('path', { class: 'wood', d: `${d}Z`, fill: 'url(#wood-trees)', stroke: 'none' }, title));
        break;
      case 'canal':
        out.push(h('path', { class: 'canal', 'data-kind': 'canal', d, fill: 'none', stroke: '#1b4f8f', 'stroke-width': 7, 'stroke-linejoin': 'round' }));
        out.push(h('path', { class: 'canal', d, fill: 'none', stroke: '#9cc7f0', 'stroke-width': 3, 'stroke-linejoin': 'round' }, title));
        break;
      default:
        out.push(
          h(
            'path',
            {
              class: 'river',
              'data-kind': line.kind,
              d,
              fill: 'none',
              stroke: WATER,
              'stroke-width': line.kind === 'river' ? 4.5 : 3,
              'stroke-linejoin': 'round',
              'stroke-linecap': 'round',
            },
            title,
          ),
        );
    }
  }
  return out;
}
