// The presentation for a game with no board of its own yet: its view as a readable outline. Values
// that legal actions use are buttons, so a game is playable by clicking before its map is drawn.
import { h, type VNode } from 'preact';
import { t } from '../i18n.ts';
import type { BoardProps, Presentation } from './presentation.ts';

const label = (k: string) => k.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]/g, ' ');

function value(v: unknown, p: BoardProps, depth: number): VNode<any> | string {
  if (v === null || v === undefined) return h('span', { class: 'muted' }, '–');
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
    const ref = String(v);
    if (typeof v !== 'boolean' && p.clickable.has(ref)) {
      const on = p.selected.includes(ref);
      return h('button', { type: 'button', class: on ? 'ref selected' : 'ref', 'data-ref': ref, 'aria-pressed': on, onClick: () => p.onPick(ref) }, ref);
    }
    return ref;
  }
  if (depth > 6) return '…';
  if (Array.isArray(v)) {
    if (v.length === 0) return h('span', { class: 'muted' }, t('common.none'));
    if (v.every((x) => x === null || typeof x !== 'object')) {
      return h(
        'span',
        null,
        v.flatMap((x, i) => (i ? [', ', value(x, p, depth + 1)] : [value(x, p, depth + 1)])),
      );
    }
    return h(
      'ol',
      { class: 'outline' },
      v.map((x, i) => h('li', { key: i }, value(x, p, depth + 1))),
    );
  }
  const entries = Object.entries(v as Record<string, unknown>);
  return h(
    'dl',
    { class: 'outline' },
    entries.flatMap(([k, x]) => [h('dt', { key: k + ':k' }, label(k)), h('dd', { key: k + ':v' }, value(x, p, depth + 1))]),
  );
}

export const fallbackPresentation: Presentation = {
  Board(p) {
    return h('div', { class: 'fallback-board', 'data-testid': 'board' }, value(p.view, p, 0));
  },
};
