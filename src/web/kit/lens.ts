// The magnifier (issue 29, as Rally the Troops has): the counter under the pointer or the focus, or held
// down (a long press opens the context menu on touch screens), drawn large in the map's top corner away
// from it, with its name and values in words. One frame for every board that shows one.
import { h, type VNode } from 'preact';
import type { BoardProps } from '../games/presentation.ts';
import { textWidth } from './labels.ts';

/** Props that draw a counter as a picture only: nothing in it to click, focus or mark. */
export const STILL: BoardProps = { view: null, snapshot: null as never, legal: [], clickable: new Set(), selected: [], onPick: () => {} };

/** What the magnifier shows: a counter (drawn at the origin, `w` x `h`), magnified `scale` times, with lines of words under it. */
export interface Lensed {
  id: string;
  /** The counter's x on the board: the magnifier opens in the half away from it. */
  at: number;
  picture: VNode<any>;
  w: number;
  h: number;
  lines: string[];
  scale?: number;
}

/** The magnifier's frame on a board `width` wide: the picture magnified, its first line (the name) bold, the others under it. */
export function lensFrame(u: Lensed, width: number): VNode<any> {
  const k = u.scale ?? 3;
  const words = Math.max(...u.lines.map((l, i) => textWidth(l, i ? 13 : 15)));
  const wd = Math.min(width - 16, Math.max(u.w * k, words) + 40);
  const x = u.at > width / 2 ? 8 : width - wd - 8;
  const y = 8;
  const top = y + 12 + u.h * k;
  return h('g', { class: 'lens', 'data-lens': u.id, 'pointer-events': 'none', 'aria-hidden': 'true' }, [
    h('rect', { x, y, width: wd, height: u.h * k + 24 + u.lines.length * 18, rx: 6, fill: '#fffdf7', stroke: '#2b2820', 'stroke-width': 2 }),
    h('g', { transform: `translate(${x + (wd - u.w * k) / 2} ${y + 12}) scale(${k})` }, u.picture),
    ...u.lines.map((line, i) =>
      h('text', { x: x + wd / 2, y: top + 16 + i * 18, 'text-anchor': 'middle', 'font-size': i ? 13 : 15, 'font-weight': i ? 500 : 700 }, line),
    ),
  ]);
}

/** The board's handlers of the magnifier: a long press (context menu) on a counter holds it; a click elsewhere lets it go. */
export function lensEvents(lens: string | null, setLens: (id: string | null) => void) {
  return {
    onContextMenu: (e: MouseEvent) => {
      const unit = (e.target as Element | null)?.closest?.('[data-unit]')?.getAttribute('data-unit');
      if (!unit) return;
      e.preventDefault();
      setLens(unit);
    },
    onClick: () => lens !== null && setLens(null),
  };
}
