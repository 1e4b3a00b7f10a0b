// The area map's stacks and magnifier (area-map.ts): the counters of an area that do not fit in it
// drawn as a pile that a click (or Enter) opens over the map, the opened stack with its close button,
// and the magnifier of the counter under the pointer or the focus (lens.ts).
import { h, type VNode } from 'preact';
import { t } from '../i18n.ts';
import type { BoardProps } from '../games/presentation.ts';
import type { SvgGeometry } from './area-geometry.ts';
import type { Layout, MapArea } from './area-layout.ts';
import { COUNTER, type MapUnit, counter } from './counters.ts';
import { STILL, lensFrame } from './lens.ts';
import { unitKind } from './map-words.ts';

/** What an area is called on the map: its edition's word, else the shared Area or Zone. */
export const kindOf = (a: MapArea) => a.kind ?? (a.zone ? t('board.zone') : t('board.area'));

export function stackPile(l: Layout, p: BoardProps, open: () => void, spentMark?: string): VNode<any> {
  const top = l.units[0];
  const x = l.bx - (COUNTER + 8) / 2;
  const y = l.by;
  const n = l.units.length;
  const live = l.units.some((u) => p.clickable.has(u.id));
  const chosen = l.units.some((u) => p.selected.includes(u.id));
  const name = `${kindOf(l.area)} ${l.area.label} ${l.area.name}`;
  const go = (e: Event) => {
    e.stopPropagation();
    open();
  };
  return h(
    'g',
    {
      class: `stack ${live ? 'live' : ''} ${chosen ? 'selected' : ''}`,
      'data-stack': l.area.id,
      tabindex: 0, // lower case: an SVG attribute
      role: 'button',
      // Named by its <title>, as every thing on the map (see pickable): an aria-label would differ
      // from the texts drawn on the pile (axe label-content-name-mismatch, WCAG 2.5.3).
      onClick: go,
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') go(e);
      },
    },
    [
      h('title', null, t('area.stack', { n, area: name, units: l.units.map((u) => u.name).join(' · ') })),
      ...[3, 2, 1]
        .filter((i) => i < n)
        .map((i) => h('rect', { x: x + i * 3.5, y: y + i * 3.5, width: COUNTER, height: COUNTER, rx: 4, fill: '#cfc8b4', stroke: '#333' })),
      counter(top, x, y, p, { plain: true, spentMark }),
      h('rect', {
        class: 'body stack-ring',
        x: x - 2,
        y: y - 2,
        width: COUNTER + 4 + Math.min(3, n - 1) * 3.5,
        height: COUNTER + 4 + Math.min(3, n - 1) * 3.5,
        rx: 5,
        fill: 'none',
        stroke: 'none',
      }),
      h('circle', { cx: x + COUNTER + 6, cy: y + COUNTER - 2, r: 12, fill: live ? '#e0a400' : '#2b2820', stroke: '#fff', 'stroke-width': 2 }),
      h(
        'text',
        { x: x + COUNTER + 6, y: y + COUNTER + 3, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 800, fill: live ? '#000' : '#fff' },
        String(n),
      ),
    ],
  );
}

/** An opened stack: its counters at full size with their names, over the map, and a close button. */
export function openStack(geo: SvgGeometry, l: Layout, p: BoardProps, close: () => void, spentMark?: string): VNode<any> {
  const n = l.units.length;
  const cellW = 96;
  const cellH = COUNTER + 26;
  const cols = Math.min(n, n > 8 ? 5 : 4);
  const rows = Math.ceil(n / cols);
  const wd = cols * cellW + 16;
  const ht = rows * cellH + 46;
  const x = Math.max(4, Math.min(geo.width - wd - 4, l.bx - wd / 2));
  const y = Math.max(4, Math.min(geo.height - ht - 4, l.by - 10));
  const title = t('area.stackTitle', { area: `${kindOf(l.area)} ${l.area.label} ${l.area.name}`, n });
  const shut = (e: Event) => {
    e.stopPropagation();
    close();
  };
  return h('g', { class: 'open-stack', 'data-open-stack': l.area.id, role: 'group', 'aria-label': title }, [
    h('rect', { x, y, width: wd, height: ht, rx: 6, fill: '#fffdf7', stroke: '#2b2820', 'stroke-width': 2, filter: 'url(#lift)' }),
    h('text', { x: x + 10, y: y + 22, 'font-size': 14, 'font-weight': 700 }, title),
    h(
      'g',
      {
        class: 'close',
        tabindex: 0,
        role: 'button',
        'aria-label': t('area.closeStack'),
        onClick: shut,
        onKeyDown: (e: KeyboardEvent) => {
          if (e.key === 'Enter' || e.key === ' ' || e.key === 'Escape') shut(e);
        },
      },
      [
        h('title', null, t('area.close')),
        h('rect', { class: 'body', x: x + wd - 34, y: y + 6, width: 28, height: 26, rx: 4, fill: '#eee8d8', stroke: '#6b665a' }),
        h('text', { x: x + wd - 20, y: y + 25, 'text-anchor': 'middle', 'font-size': 18, 'font-weight': 700 }, '×'),
      ],
    ),
    ...l.units.map((u, i) => {
      const cx = x + 8 + (i % cols) * cellW;
      const cy = y + 38 + Math.floor(i / cols) * cellH;
      const nm = u.name.length > 14 ? `${u.name.slice(0, 13)}…` : u.name;
      return h('g', null, [
        counter(u, cx + (cellW - COUNTER) / 2, cy, p, { spentMark }),
        h('text', { x: cx + cellW / 2, y: cy + COUNTER + 16, 'text-anchor': 'middle', 'font-size': 12 }, nm),
      ]);
    }),
  ]);
}

/** The magnifier (lens.ts): a counter at three times its size with its name and values in words, in the map's top corner away from it. */
export function magnifier(u: MapUnit | undefined, layouts: readonly Layout[], width: number, spentMark?: string): VNode<any> | null {
  if (!u) return null;
  const at = layouts.find((l) => l.units.includes(u));
  return lensFrame(
    {
      id: u.id,
      at: at?.bx ?? 0,
      picture: counter(u, 0, 0, STILL, { plain: true, spentMark }),
      w: COUNTER,
      h: COUNTER,
      lines: [
        u.name,
        unitKind(u),
        `${u.attack ?? '*'}-${u.defense}-${u.move}: ${t('area.values')}`,
        u.spent ? (spentMark ?? t('board.spent')) : t('board.fresh'),
      ],
    },
    width,
  );
}
