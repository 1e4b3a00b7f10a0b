// Counterattack at Arras (postcard game): the hex map drawn from the view - hexes by their x/y,
// terrain, Arras, named villages, roads, rivers on hexsides, the west edge the Germans must reach,
// the turn track on the bottom row with its marker; counters with NATO symbols, strength and
// movement, disrupted side; eliminated and exited units; combat with odds, die and result.
// Clicking a hex or a counter selects it; the prompt then offers the legal actions that use it.
import { h, type VNode } from 'preact';
import { useState } from 'preact/hooks';
import { lang, phase, role, t } from '../../i18n.ts';
import { type BoardProps, type Presentation, pickable } from '../presentation.ts';
import { unitType } from '../../kit/map-words.ts';
import { HideCountersButton } from '../hide-counters.ts';
import { hexCell, hexCorners, hexside, polygonPoints } from '../../kit/hex-map.ts';
import { type NameAt, type Named, arrange, boxOf, nameText, prepare } from '../../kit/labels.ts';
import type { PostcardView, UnitView as UnitV } from '../../../games/arras-postcard/view.ts';

const R = 46; // hex radius in pixels
const M = 30; // margin
const TERRAIN: Record<string, string> = { clear: '#e9e2c6', city: '#c9b8a0', woods: '#b9cf9a' };

function counter(u: UnitV, x: number, y: number, p: BoardProps, size = 44): VNode<any> {
  const bg = u.side === 'allied' ? '#d2bf86' : '#a4acb0';
  const attrs = pickable(u.id, p, `${u.name} ${unitType(u.type)} ${u.strength}-${u.ma}${u.disrupted ? ` ${t('board.disrupted').toLowerCase()}` : ''}`);
  const fx = x + size * 0.2;
  const fy = y + size * 0.32;
  const fw = size * 0.6;
  const fh = size * 0.32;
  const sym =
    u.type === 'tank'
      ? [h('rect', { x: fx + fw * 0.18, y: fy + fh * 0.22, width: fw * 0.64, height: fh * 0.56, rx: fh * 0.28, fill: 'none', stroke: '#111' })]
      : [h('line', { x1: fx, y1: fy, x2: fx + fw, y2: fy + fh, stroke: '#111' }), h('line', { x1: fx, y1: fy + fh, x2: fx + fw, y2: fy, stroke: '#111' })];
  return h('g', { ...attrs, class: `counter ${attrs.class}`, 'data-unit': u.id, 'data-state': u.disrupted ? 'Disrupted' : 'Ready' }, [
    h(
      'title',
      null,
      [
        `${u.name}: ${t('board.unitLine', { type: unitType(u.type), strength: u.strength, ma: u.ma })}`,
        ...(u.disrupted ? [t('board.disrupted').toLowerCase()] : []),
        ...(u.moved ? [t('board.moved')] : []),
        ...(u.attacked ? [t('board.attacked')] : []),
      ].join(', '),
    ),
    h('rect', { class: 'body', x, y, width: size, height: size, rx: 3, fill: bg, stroke: '#222' }),
    h(
      'text',
      {
        x: x + size / 2,
        y: y + size * 0.25,
        'text-anchor': 'middle',
        'font-size': size * 0.25,
        'font-weight': 600,
        ...(u.abbr.length * size * 0.15 > size - 4 ? { textLength: size - 4, lengthAdjust: 'spacingAndGlyphs' } : {}),
      },
      u.abbr,
    ),
    h('rect', { x: fx, y: fy, width: fw, height: fh, fill: 'none', stroke: '#111' }),
    ...sym,
    h('text', { x: x + size / 2, y: y + size * 0.95, 'text-anchor': 'middle', 'font-size': size * 0.3, 'font-weight': 700 }, `${u.strength}-${u.ma}`),
    u.disrupted && h('rect', { x, y, width: size, height: size, rx: 3, fill: '#b3261e', opacity: 0.35, 'pointer-events': 'none' }),
    u.disrupted && h('text', { x: x + size - 3, y: y + size * 0.56, 'text-anchor': 'end', 'font-size': size * 0.27, 'font-weight': 700, fill: '#7a0c0c' }, 'D'),
  ]);
}

/** A hex's centre on the page from its x/y in the view (hex radii). */
const px = (x: number) => M + R + x * R;
const py = (y: number) => M + R + y * R;

/**
 * The place names in their hexes under the centre (a name may run over the hexside), long ones on two lines at the
 * hyphen: each has that one spot, which the shared placer (kit/labels.ts) keeps whole on the map and clear of the
 * other names.
 */
export function placeNames(v: PostcardView): NameAt[] {
  const spots: Named<NameAt>[] = v.map.hexes
    .filter((x) => x.name)
    .map((x) => {
      const name = x.name!;
      const cut = name.length > 12 ? name.indexOf('-', 4) : -1;
      const lines = cut > 0 ? [name.slice(0, cut + 1), name.slice(cut + 1)] : [name];
      const at = { id: x.id, lines, fs: 12, x: px(x.x), y: py(x.y) + R * (lines.length > 1 ? 0.55 : 0.82), step: 13 };
      const b = boxOf(lines, at.x, at.y, at.fs);
      return { id: x.id, rank: 0, lattices: [{ x0: b.x1, y0: b.y1, sx: 1, sy: 1, nx: 1, ny: 1, w: b.x2 - b.x1, h: b.y2 - b.y1, cost: () => 0, data: at }] };
    });
  const bounds = { x1: 0, y1: 0, x2: px(Math.max(...v.map.hexes.map((x) => x.x))) + R + M, y2: py(Math.max(...v.map.hexes.map((x) => x.y))) + R + M };
  return arrange(prepare(spots, bounds), []).flatMap((s) => (s ? [s.data] : []));
}

function Board(props: BoardProps): VNode<any> {
  // The magnifier (issue 29): the counter under the pointer or the focus, or held down (a long press
  // opens the context menu on touch screens), shown large in the map's top corner away from it.
  const [lens, setLens] = useState<string | null>(null);
  const v = props.view as PostcardView;
  if (!v?.map?.hexes) return h('p', null, t('map.none'));
  const p: BoardProps = { ...props, onHover: (ref) => (props.onHover?.(ref), setLens(ref !== null && v.units.some((u) => u.id === ref) ? ref : null)) };
  const byId = new Map(v.map.hexes.map((x) => [x.id, x]));
  const maxX = Math.max(...v.map.hexes.map((x) => x.x));
  const maxY = Math.max(...v.map.hexes.map((x) => x.y));
  const width = px(maxX) + R + M;
  const mapH = py(maxY) + R + M;

  const hexes = v.map.hexes.map((x) => {
    const cx = px(x.x);
    const cy = py(x.y);
    const fill = x.id === v.map.arras ? '#b9a58a' : x.turnTrack !== null ? '#efe9d8' : (TERRAIN[x.terrain] ?? '#e9e2c6');
    return hexCell({
      id: x.id,
      points: polygonPoints(hexCorners(cx, cy, R)),
      p,
      label: `${t('board.hex')} ${x.id}${x.name ? ' ' + x.name : ''}`,
      fill,
      stroke: x.westEdge ? '#8a1c1c' : '#9b927a',
      strokeWidth: x.westEdge ? 2.5 : 1,
      after: [
        h('text', { x: cx, y: cy - R * 0.6, 'text-anchor': 'middle', 'font-size': 11, fill: '#6b665a' }, x.id),
        x.turnTrack !== null && h('text', { x: cx, y: cy + 5, 'text-anchor': 'middle', 'font-size': 15, fill: '#6b665a' }, `T${x.turnTrack}`),
      ],
    });
  });
  const names = placeNames(v).map((l) => nameText(l, { 'font-weight': 600 }, '#fffdf5'));
  const roads: VNode<any>[] = [];
  const rivers: VNode<any>[] = [];
  for (const x of v.map.hexes) {
    for (const to of x.roads) {
      const o = byId.get(to);
      if (!o || o.id < x.id) continue;
      roads.push(
        h('line', {
          class: 'road',
          x1: px(x.x),
          y1: py(x.y),
          x2: px(o.x),
          y2: py(o.y),
          stroke: '#8a5a2b',
          'stroke-width': 3,
          'stroke-dasharray': '7 3',
          'pointer-events': 'none',
        }),
      );
    }
    for (const r of x.rivers) {
      const o = byId.get(r.to);
      if (!o || o.id < x.id) continue;
      const side = hexside({ x: px(x.x), y: py(x.y) }, { x: px(o.x), y: py(o.y) }, R / 2);
      rivers.push(
        h(
          'line',
          { class: 'river', 'data-kind': 'river', ...side, stroke: '#2f7fd0', 'stroke-width': 5, 'stroke-linecap': 'round', 'pointer-events': 'none' },
          h('title', null, r.river),
        ),
      );
    }
  }
  const onMap = v.units.filter((u) => u.hex && !u.out);
  const perHex = new Map<string, UnitV[]>();
  for (const u of onMap) perHex.set(u.hex!, [...(perHex.get(u.hex!) ?? []), u]);
  const counters: VNode<any>[] = [];
  for (const [id, us] of perHex) {
    const x = byId.get(id);
    if (!x) continue;
    us.forEach((u, i) => counters.push(counter(u, px(x.x) - 22 + i * 7, py(x.y) - 27 + i * 7, p)));
  }
  const marker = v.turnMarkerHex && byId.get(v.turnMarkerHex);
  const big = v.units.find((u) => u.id === lens && u.hex);
  const bigAt = big && byId.get(big.hex!);
  const magnifier =
    big &&
    bigAt &&
    (() => {
      const size = 132;
      const wd = size + 60;
      const x = px(bigAt.x) > width / 2 ? 8 : width - wd - 8;
      const still: BoardProps = { view: null, snapshot: null as never, legal: [], clickable: new Set(), selected: [], onPick: () => {} };
      const lines = [
        big.name,
        t('board.unitLine', { type: unitType(big.type), strength: big.strength, ma: big.ma }),
        ...(big.disrupted ? [t('board.disrupted')] : []),
      ];
      return h('g', { class: 'lens', 'data-lens': big.id, 'pointer-events': 'none', 'aria-hidden': 'true' }, [
        h('rect', { x, y: 8, width: wd, height: size + 24 + lines.length * 18, rx: 6, fill: '#fffdf7', stroke: '#2b2820', 'stroke-width': 2 }),
        counter(big, x + (wd - size) / 2, 20, still, size),
        ...lines.map((line, i) =>
          h('text', { x: x + wd / 2, y: 20 + size + 20 + i * 18, 'text-anchor': 'middle', 'font-size': i ? 13 : 15, 'font-weight': i ? 500 : 700 }, line),
        ),
      ]);
    })();
  const onContextMenu = (e: MouseEvent) => {
    const unit = (e.target as Element | null)?.closest?.('[data-unit]')?.getAttribute('data-unit');
    if (!unit) return;
    e.preventDefault();
    setLens(unit);
  };
  return h(
    'svg',
    {
      viewBox: `0 -30 ${width} ${mapH + 30}`,
      preserveAspectRatio: 'xMidYMid meet',
      'data-testid': 'board',
      class: 'board postcard',
      role: 'group',
      'aria-label': t('board.hexMap'),
      onContextMenu,
      onClick: () => lens !== null && setLens(null),
    },
    [
      // The title strip: turn and phase (the turn marker is also on the track hexes).
      h('rect', { x: 0, y: -30, width, height: 30, fill: '#2b2820' }),
      h(
        'text',
        { class: 'caption', x: 12, y: -9, 'font-size': 16, 'font-weight': 700, fill: '#f4f1e8' },
        `${t('board.hexMap')} · ${t('board.turnOf', { turn: v.turn, last: v.lastTurn })} · ${role(v.side)} ${phase(v.phase)}`,
      ),
      h('text', { x: width - 12, y: -9, 'text-anchor': 'end', 'font-size': 16, 'font-weight': 800, fill: '#f4f1e8' }, 'N ↑'),
      h('g', { class: 'regions' }, hexes),
      h('g', { class: 'roads' }, roads),
      h('g', { class: 'rivers' }, rivers),
      h('g', { class: 'names', 'pointer-events': 'none' }, names),
      marker &&
        h('g', { class: 'turn-marker', 'pointer-events': 'none' }, [
          h('circle', { cx: px(marker.x) + 26, cy: py(marker.y) - 22, r: 13, fill: '#e0a400', stroke: '#222' }),
          h('text', { x: px(marker.x) + 26, y: py(marker.y) - 17, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700 }, String(v.turn)),
        ]),
      h('g', { class: 'labels' }, counters),
      magnifier,
    ],
  );
}

const fmt = (x: unknown) => (x === null || x === undefined ? '–' : Array.isArray(x) ? x.join(' ') : String(x));

/** Beside the map: turn and phase, the Flak 88, the combat, the units out of play, the key. */
function Aside(p: BoardProps): VNode<any> | null {
  const v = p.view as PostcardView;
  if (!v?.map?.hexes) return null;
  const c = v.combat;
  const out = v.units.filter((u) => u.out);
  /** A unit by its name, never its id (issue 29). */
  const unitName = (id: string) => v.units.find((u) => u.id === id)?.name ?? id;
  return h('div', { class: 'board-aside postcard' }, [
    h('section', { class: 'tracks' }, [
      h('p', null, h('strong', null, `${t('board.turnOf', { turn: v.turn, last: v.lastTurn })} · ${role(v.side)} ${phase(v.phase)}`)),
      h('p', { 'data-testid': 'flak88' }, `Flak 88 (${v.flak88?.strength ?? '–'}): ${v.flak88?.available ? t('board.available') : t('board.used')}`),
      v.prompt ? h('p', { class: 'muted' }, lang() === 'fr' ? v.promptFr : v.prompt) : null,
    ]),
    c &&
      h(
        'section',
        { class: 'combat-panel', 'data-testid': 'combat' },
        h(
          'p',
          null,
          t('board.combatLine', {
            attackers: c.attackers.map(unitName).join(', '),
            defender: unitName(c.defender),
            odds: c.odds ? `${c.odds.attack}:${c.odds.defense}` : '–',
            column: fmt(c.column),
            die: fmt(c.die),
            result: fmt(c.result),
          }),
        ),
      ),
    h('section', { class: 'holding-box', 'data-box': 'out' }, [
      h('h3', null, t('board.outOfPlayN', { n: out.length })),
      h(
        'div',
        { class: 'chips' },
        out.map((u) =>
          h('figure', { class: 'out-unit' }, [
            h('svg', { class: 'counter-chip', viewBox: '-2 -2 48 48', width: 48, height: 48 }, counter(u, 0, 0, p)),
            h('figcaption', null, u.out === 'exited' ? t('board.box.exited') : u.out ? t('board.box.eliminated') : ''),
          ]),
        ),
      ),
    ]),
    h('div', { class: 'map-key-tools' }, [h(HideCountersButton, null), h('p', { class: 'map-key muted' }, t('board.postcardLegend'))]),
  ]);
}

export const postcardPresentation: Presentation = {
  Board,
  Aside,
  status(view: any) {
    const v = view as PostcardView;
    return v && typeof v.turn === 'number' ? `${t('board.turn')} ${v.turn}/${v.lastTurn} · ${role(v.side)} ${phase(v.phase)}` : '';
  },
};
