// The area map shared by the area-impulse games (Counter-Attack 1940, Counter-Attack Battles
// edition, Cambrai...): areas shaped on the ground from the game's geometry data (area-geometry.ts:
// each area grown from its villages up to its neighbours and the rivers that bound it), rivers,
// canal, roads and places under them, borders drawn by the kind the rules' data gives (water,
// bridge, canal, prohibited; touching areas that are not adjacent get a heavy border), zones as
// labelled stretches of the map edge; in each area its number, TEM, name, markers and counters
// (area-layout.ts, counters.ts), laid out inside the area or, when they do not fit, as a stack that
// a click opens. Beside the map (the presentation's Aside), readable HTML: aside.ts. Each game's
// board keeps only what differs. Its parts: area-ground.ts (the ground under the areas, bridges),
// area-stacks.ts (stacks a click opens, the magnifier).
import { h, type VNode } from 'preact';
import { useState } from 'preact/hooks';
import { role, t } from '../i18n.ts';
import { type BoardProps, pickable } from '../games/presentation.ts';
import { type AreaMapGeometry, areaGeometry } from './area-geometry.ts';
import { type MapArea, areaLabel, avoidLabels, blockRect, labelRect, layout } from './area-layout.ts';
import { COUNTER, GAP, type MapUnit, counter } from './counters.ts';
import { RECENT, WATER, bridge, bridgePoint, groundLayer, polyline } from './area-ground.ts';
import { kindOf, magnifier, openStack, stackPile } from './area-stacks.ts';

export interface MapBoundary {
  a: number;
  b: number;
  kind: string;
}

// ---------------------------------------------------------------- the map

export interface AreaMapProps {
  p: BoardProps;
  geometry: AreaMapGeometry;
  areas: readonly MapArea[];
  boundaries: readonly MapBoundary[];
  units: readonly MapUnit[];
  marks: { active: number | null; combat: number | null };
  /** The SVG's class and accessible name. */
  cls: string;
  label: string;
  spentMark?: string;
  /** A line over the map (the turn, as on a printed map's title strip). */
  caption?: string;
  /** The turn track, drawn in the title strip as on a printed map sheet. */
  turnTrack?: { label: string; values: (string | number)[]; current: string | number | null };
  /** Off-map boxes drawn in a strip under the map when they hold units (e.g. units waiting to enter). */
  trays?: { box: string; label: string }[];
  /** The edition's name for a VP area in the areas' titles, where its word for an area differs (issue 29: "VP Sector"). */
  vpWord?: string;
}

const HEAD = 30;

/** A turn track in the title strip, ending at x. */
function turnStrip(tr: NonNullable<AreaMapProps['turnTrack']>, x1: number): VNode<any> {
  const bw = 24;
  const x0 = x1 - tr.values.length * bw;
  return h('g', { class: 'track', 'data-track': 'Turn', role: 'img', 'aria-label': `${tr.label} ${tr.current ?? '–'}` }, [
    h('text', { x: x0 - 8, y: -9, 'text-anchor': 'end', 'font-size': 14, fill: '#f4f1e8' }, tr.label),
    ...tr.values.map((v, i) => {
      const on = String(v) === String(tr.current);
      return h('g', null, [
        h('rect', {
          x: x0 + i * bw,
          y: -26,
          width: bw - 2,
          height: 22,
          rx: 2,
          fill: on ? '#e0a400' : '#4a463c',
          stroke: '#f4f1e8',
          'stroke-width': on ? 2 : 0.5,
        }),
        h(
          'text',
          { x: x0 + i * bw + (bw - 2) / 2, y: -10, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': on ? 800 : 400, fill: on ? '#000' : '#f4f1e8' },
          String(v),
        ),
      ]);
    }),
  ]);
}

/** The map with its open stack and its magnifier kept between renders. */
export function AreaMap(props: AreaMapProps): VNode<any> {
  const [opened, setOpened] = useState<number | null>(null);
  const [lens, setLens] = useState<string | null>(null);
  return areaMapSvg(props, { opened, setOpened, lens, setLens });
}

/** What the map keeps between renders: the stack opened, the counter under the magnifier. */
export interface MapState {
  opened: number | null;
  setOpened(id: number | null): void;
  lens: string | null;
  setLens(id: string | null): void;
}

/** The map drawn for a state of its own (AreaMap holds it; tests pass one). */
export function areaMapSvg(props: AreaMapProps, st: MapState): VNode<any> {
  const { areas, boundaries, units, marks } = props;
  const { opened, setOpened } = st;
  // A counter under the pointer or the focus, or held down (a long press opens the context menu on
  // touch screens), is shown large with its values: the magnifier (issue 29).
  const p: BoardProps = { ...props.p, onHover: (ref) => (props.p.onHover?.(ref), st.setLens(ref !== null && units.some((u) => u.id === ref) ? ref : null)) };
  const geo = areaGeometry(props.geometry);
  const byArea = new Map<number, MapUnit[]>();
  for (const u of units) if (u.box === 'map' && u.area !== null) byArea.set(u.area, [...(byArea.get(u.area) ?? []), u]);
  const kinds = new Map(boundaries.map((b) => [`${Math.min(b.a, b.b)}-${Math.max(b.a, b.b)}`, b.kind]));

  const regions = areas.map((a) => {
    const d = geo.paths.get(a.id) ?? '';
    const kind = kindOf(a);
    const attrs = pickable(String(a.id), p, `${kind} ${a.label} ${a.name}, ${t('area.tem')} +${a.tem}`);
    const notes = [
      `${t('area.tem')} +${a.tem}`,
      ...(a.notes ?? []),
      ...(a.vp ? [props.vpWord ?? t('board.vpArea')] : []),
      ...(a.control ? [t('board.control', { side: role(a.control) })] : []),
      ...(a.contested ? [t('board.contested')] : []),
    ];
    return h('g', { ...attrs, class: `area ${attrs.class} ${a.zone ? 'zone' : ''}`, 'data-area': a.id }, [
      h('title', null, `${kind} ${a.label}: ${a.name} · ${notes.join(' · ')}`),
      h('path', { class: 'shape', d, fill: a.fill, 'fill-rule': 'evenodd', stroke: 'none' }),
      a.zone && h('path', { d, fill: 'url(#zone-hatch)', 'pointer-events': 'none' }),
    ]);
  });
  const marksLayer = areas.flatMap((a) => {
    const d = geo.paths.get(a.id) ?? '';
    const ref = String(a.id);
    return [
      // What the player may choose now, drawn over the borders and the ground so that it shows (the
      // region's own outline lies under them): a tinted area with a yellow edge; the selection in black.
      p.clickable.has(ref) &&
        !p.selected.includes(ref) &&
        h('path', {
          class: 'mark-choosable',
          d,
          fill: '#ffd54f',
          'fill-opacity': 0.2,
          'fill-rule': 'evenodd',
          stroke: '#e0a400',
          'stroke-width': 3.5,
          'stroke-linejoin': 'round',
          'pointer-events': 'none',
        }),
      p.selected.includes(ref) &&
        h('path', {
          class: 'mark-selected',
          d,
          fill: '#ffd54f',
          'fill-opacity': 0.35,
          'fill-rule': 'evenodd',
          stroke: '#000',
          'stroke-width': 4.5,
          'stroke-linejoin': 'round',
          'pointer-events': 'none',
        }),
      a.id === marks.active &&
        h('path', { class: 'mark-active', d, fill: 'none', stroke: '#e0a400', 'stroke-width': 6, 'stroke-dasharray': '12 6', 'pointer-events': 'none' }),
      a.id === marks.combat && h('path', { class: 'mark-combat', d, fill: 'none', stroke: '#c62828', 'stroke-width': 6, 'pointer-events': 'none' }),
      // What the opponent changed since this player's last action (an area entered or taken): a
      // dashed magenta edge over the borders (the region's own outline lies under them, issue 29).
      p.recent?.has(ref) &&
        h('path', {
          class: 'mark-recent',
          d,
          fill: 'none',
          stroke: RECENT,
          'stroke-width': 4.5,
          'stroke-dasharray': '10 5',
          'stroke-linejoin': 'round',
          'pointer-events': 'none',
        }),
    ].filter(Boolean) as VNode<any>[];
  });

  // Borders between regions, by the kind the rules' data gives the pair.
  const roads = props.geometry.ground.filter((x) => x.kind === 'road').map((x) => x.pts.map((q) => geo.ll(q)));
  const borders: VNode<any>[] = [];
  const bridges: VNode<any>[] = [];
  const touching = new Set<string>();
  for (const ch of geo.part.chains) {
    if (ch.left < 0 || ch.right < 0) continue;
    const key = `${Math.min(ch.left, ch.right)}-${Math.max(ch.left, ch.right)}`;
    touching.add(key);
    const pts = ch.pts.map((q) => geo.at(q));
    const d = polyline(pts);
    const kind = kinds.get(key);
    const data = { class: `boundary ${kind ?? 'none'}`, 'data-kind': kind ?? 'none', 'data-pair': key, 'pointer-events': 'none' };
    switch (kind) {
      case undefined:
        borders.push(h('path', { ...data, d, fill: 'none', stroke: '#2b2820', 'stroke-width': 4.5, 'stroke-linecap': 'round' }));
        break;
      case 'water':
      case 'river':
        borders.push(h('path', { ...data, d, fill: 'none', stroke: WATER, 'stroke-width': 4, 'stroke-linecap': 'round' }));
        break;
      case 'water-bridge':
      case 'canal-bridge': {
        borders.push(
          h('path', {
            ...data,
            d,
            fill: 'none',
            stroke: kind === 'canal-bridge' ? '#1b4f8f' : WATER,
            'stroke-width': kind === 'canal-bridge' ? 6 : 4,
            'stroke-linecap': 'round',
          }),
        );
        const b = bridgePoint(pts, roads);
        bridges.push(bridge(b.at, b.angle));
        break;
      }
      case 'prohibited': {
        borders.push(h('path', { ...data, d, fill: 'none', stroke: '#b3261e', 'stroke-width': 5, 'stroke-dasharray': '10 6' }));
        const m = bridgePoint(pts, []);
        // Kept inside the map whatever the language's words (under 0.72 em per bold character, with its halo).
        const label = t('board.noMovement');
        const half = (label.length * 13 * 0.72) / 2 + 10;
        const tx = Math.max(half, Math.min(geo.width - half, m.at.x));
        bridges.push(
          h(
            'text',
            {
              x: tx,
              y: m.at.y + 5,
              'text-anchor': 'middle',
              'font-size': 13,
              'font-weight': 700,
              fill: '#b3261e',
              stroke: '#fffdf5',
              'stroke-width': 3.5,
              'paint-order': 'stroke',
              transform: Math.abs(Math.cos(m.angle)) < 0.5 ? `rotate(-90 ${tx} ${m.at.y})` : undefined,
            },
            label,
          ),
        );
        break;
      }
      default:
        borders.push(h('path', { ...data, d, fill: 'none', stroke: '#6f6650', 'stroke-width': 1.4 }));
    }
  }
  // Adjacent in the data but not touching on this drawing: a dashed link.
  for (const b of boundaries) {
    const key = `${Math.min(b.a, b.b)}-${Math.max(b.a, b.b)}`;
    if (touching.has(key)) continue;
    const pa = geo.poles.get(b.a);
    const pb = geo.poles.get(b.b);
    if (!pa || !pb) continue;
    borders.push(
      h('line', {
        class: 'boundary link',
        'data-kind': b.kind,
        'data-pair': key,
        x1: pa.x,
        y1: pa.y,
        x2: pb.x,
        y2: pb.y,
        stroke: b.kind === 'open' ? '#6f6650' : WATER,
        'stroke-width': 2.5,
        'stroke-dasharray': '5 5',
        'pointer-events': 'none',
      }),
    );
  }

  const layouts = areas.map((a) => layout(geo, a, byArea.get(a.id) ?? []));
  avoidLabels(geo, layouts);

  // Places: each as a small block; the name of a place that is not an area's own village, where it
  // does not run into an area's label or counters.
  const anchors = [...geo.anchors.values()];
  const busy = [...layouts.map(labelRect), ...layouts.filter((l) => l.units.length).map(blockRect)];
  const places = props.geometry.places.map((pl) => {
    const at = geo.ll(pl.at);
    if (pl.town)
      return h('circle', { class: 'town', cx: at.x, cy: at.y, r: 22, fill: '#c9a98a', 'fill-opacity': 0.55, stroke: '#8a6a4a', 'pointer-events': 'none' });
    const own = anchors.some((q) => Math.hypot(q.x - at.x, q.y - at.y) < 2);
    const wd = pl.name.length * 6.5;
    const free = !busy.some((b) => at.x + 6 < b.x1 && at.x + 6 + wd > b.x0 && at.y - 16 < b.y1 && at.y > b.y0);
    return h('g', { class: 'place', 'pointer-events': 'none' }, [
      h('rect', { x: at.x - 3.5, y: at.y - 3.5, width: 7, height: 7, fill: '#3b3428' }),
      !own &&
        free &&
        h(
          'text',
          { x: at.x + 6, y: at.y - 5, 'font-size': 12, 'font-style': 'italic', fill: '#4b4433', stroke: '#fffdf5', 'stroke-width': 3, 'paint-order': 'stroke' },
          pl.name,
        ),
    ]);
  });

  const counters = layouts.flatMap((l) => {
    if (!l.units.length) return [];
    if (l.pile) return [stackPile(l, p, () => setOpened(l.area.id), props.spentMark)];
    const cell = COUNTER + GAP;
    return l.units.map((u, i) => {
      const row = Math.floor(i / l.cols);
      const inRow = Math.min(l.cols, l.units.length - row * l.cols);
      const cx = l.bx - (inRow * cell - GAP) / 2 + (i % l.cols) * cell;
      return counter(u, cx, l.by + row * cell, p, { spentMark: props.spentMark });
    });
  });
  const openL = layouts.find((l) => l.area.id === opened && l.pile);

  // The trays under the map: each box's label, then its counters in rows.
  const cell = COUNTER + GAP;
  const perRow = Math.max(1, Math.floor((geo.width - 24) / cell));
  let trayY = geo.height + 10;
  const trays: VNode<any>[] = [];
  for (const tr of props.trays ?? []) {
    const here = units.filter((u) => u.box === tr.box);
    if (!here.length) continue;
    trays.push(
      h('g', { class: 'tray holding-box', 'data-box': tr.box }, [
        h('text', { x: 12, y: trayY + 16, 'font-size': 15, 'font-weight': 700 }, `${tr.label} (${here.length})`),
        ...here.map((u, i) => counter(u, 12 + (i % perRow) * cell, trayY + 24 + Math.floor(i / perRow) * cell, p, { spentMark: props.spentMark })),
      ]),
    );
    trayY += 24 + Math.ceil(here.length / perRow) * cell + 8;
  }
  const height = trays.length ? trayY : geo.height;

  return h(
    'svg',
    {
      viewBox: `0 ${-HEAD} ${geo.width.toFixed(0)} ${(height + HEAD).toFixed(0)}`,
      preserveAspectRatio: 'xMidYMid meet',
      'data-testid': 'board',
      class: `board area-board ${props.cls}`,
      role: 'group',
      'aria-label': props.label,
      onClick: () => (opened !== null && setOpened(null), st.lens !== null && st.setLens(null)),
      onContextMenu: (e: MouseEvent) => {
        const unit = (e.target as Element | null)?.closest?.('[data-unit]')?.getAttribute('data-unit');
        if (!unit) return;
        e.preventDefault();
        st.setLens(unit);
      },
    },
    [
      h('defs', null, [
        h(
          'pattern',
          { id: 'zone-hatch', width: 12, height: 12, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
          h('line', { x1: 0, y1: 0, x2: 0, y2: 12, stroke: '#b9ae8e', 'stroke-width': 2.5 }),
        ),
        h('pattern', { id: 'wood-trees', width: 14, height: 12, patternUnits: 'userSpaceOnUse' }, [
          h('circle', { cx: 4, cy: 4, r: 2.4, fill: '#3f6b24', 'fill-opacity': 0.55 }),
          h('circle', { cx: 11, cy: 10, r: 2.4, fill: '#3f6b24', 'fill-opacity': 0.55 }),
        ]),
        h('clipPath', { id: `clip-${props.cls}` }, h('rect', { x: 0, y: 0, width: geo.width, height: geo.height })),
        h(
          'filter',
          { id: 'lift', x: '-10%', y: '-10%', width: '130%', height: '130%' },
          h('feDropShadow', { dx: 2, dy: 3, stdDeviation: 3, 'flood-opacity': 0.35 }),
        ),
      ]),
      h('rect', { x: 0, y: -HEAD, width: geo.width, height: height + HEAD, fill: '#efe9d8' }),
      h('rect', { x: 0, y: -HEAD, width: geo.width, height: HEAD, fill: '#2b2820' }),
      h('text', { class: 'caption', x: 12, y: -9, 'font-size': 16, 'font-weight': 700, fill: '#f4f1e8' }, props.caption ?? props.label),
      h('text', { class: 'north', x: geo.width - 12, y: -9, 'text-anchor': 'end', 'font-size': 16, 'font-weight': 800, fill: '#f4f1e8' }, 'N ↑'),
      props.turnTrack && turnStrip(props.turnTrack, geo.width - 60),
      ...trays,
      h('g', { class: 'regions' }, regions),
      h('g', { class: 'ground', 'pointer-events': 'none', 'clip-path': `url(#clip-${props.cls})` }, groundLayer(geo, props.geometry)),
      h('g', { class: 'boundaries' }, borders),
      h('g', { class: 'bridges' }, bridges),
      geo.frameEdges
        ? h('path', { class: 'frame', d: geo.frameEdges, fill: 'none', stroke: '#2b2820', 'stroke-width': 2, 'pointer-events': 'none' })
        : h('rect', {
            class: 'frame',
            x: geo.frame.x0,
            y: geo.frame.y0,
            width: geo.frame.x1 - geo.frame.x0,
            height: geo.frame.y1 - geo.frame.y0,
            fill: 'none',
            stroke: '#2b2820',
            'stroke-width': 2,
            'pointer-events': 'none',
          }),
      h('g', { class: 'places' }, places),
      h('g', { class: 'marks' }, marksLayer),
      h('g', { class: 'labels' }, layouts.map(areaLabel)),
      h('g', { class: 'counters' }, counters),
      openL ? openStack(geo, openL, p, () => setOpened(null), props.spentMark) : null,
      magnifier(
        units.find((u) => u.id === st.lens),
        layouts,
        geo.width,
        props.spentMark,
      ),
    ],
  );
}
