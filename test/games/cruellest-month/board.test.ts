// The web board of the strategic game (src/web/games/cruellest-month/board.ts): the map, the
// viewer's own Airbase Display only (6.1, 6.4), and the Air Battle Board while a battle runs (8.7.2).
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { grid } from '../../../src/games/cruellest-month/data.ts';
import { cruellestMonthPresentation as P } from '../../../src/web/games/cruellest-month/board.ts';
import { act, atAirOps, game, roll } from './helpers.ts';

function walk(v: unknown, out: VNode<any>[] = []): VNode<any>[] {
  if (Array.isArray(v)) v.forEach((x) => walk(x, out));
  else if (v && typeof v === 'object' && 'props' in (v as object)) {
    out.push(v as VNode<any>);
    const c = (v as VNode<any>).props.children;
    walk(c, out);
    if (typeof (v as VNode<any>).type === 'function') walk(((v as VNode<any>).type as (p: unknown) => unknown)((v as VNode<any>).props), out);
  }
  return out;
}
const props = (view: unknown) => ({ view, snapshot: null as never, legal: [], clickable: new Set<string>(), selected: [], onPick: () => {} });

describe('web board', () => {
  it('2.1.1 6.4 the map has every hex and the divisions; the Airbase Display shows Ready/Flown x Normal/Disrupted of own units', () => {
    const s = atAirOps();
    const nodes = walk(P.Board(props(game.view(s, 'allied'))));
    expect(nodes.filter((n) => n.props['data-hex'])).toHaveLength(grid.size);
    expect(nodes.some((n) => n.props['data-unit'] === 'i-3')).toBe(true);
    // The Airbase Display is drawn on the board, beside the map, so that its units are chosen by a click.
    const units = nodes.filter((n) => n.props['data-unit'] && String(n.props.class).includes('aircraft')).map((n) => n.props['data-unit'] as string);
    expect(units).toContain('a-2');
    expect(units.some((u) => u.startsWith('g-'))).toBe(false); // 6.1: no German aircraft
  });

  it('8.7.2 while an air battle runs the Air Battle Board replaces the map', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'launch' });
    act(s, 'german', { type: 'scramble', unit: 'g-j4' });
    roll(s, 1);
    act(s, 'german', { type: 'scramble-done' });
    expect(s.battle).not.toBeNull();
    const svg = P.Board(props(game.view(s, 'german')));
    expect(walk(svg).some((n) => n.props['data-testid'] === 'air-battle-board')).toBe(true);
  });
  it('7.4.2 a reconnaissance of the Douai area is written inside its box: each line short enough, or squeezed to the box', () => {
    const s = atAirOps();
    const view = game.view(s, 'allied') as { recon: { unit?: string; side: string; area: string; status: string }[] };
    view.recon = [
      { side: 'allied', area: 'douai', status: 'flying' },
      { side: 'german', area: 'douai', status: 'flying' },
    ];
    const nodes = walk(P.Board(props(view)));
    const box = nodes.find((n) => n.type === 'rect' && n.props.class === 'shape' && Number(n.props.width) < 100)!;
    const lines = nodes.filter((n) => n.type === 'text' && n.props.fill === '#0b3d91');
    expect(lines.length).toBe(4); // two lines a reconnaissance
    for (const l of lines) {
      const text = ([] as unknown[])
        .concat(l.props.children)
        .filter((c) => typeof c === 'string')
        .join('');
      // At 10 px no glyph of the font is wider than 0.8 em but capitals and m/w: a line fits the box at 0.8 em a glyph, or carries a textLength within it.
      const width = l.props.textLength ?? text.length * 0.8 * Number(l.props['font-size']);
      expect(width).toBeLessThanOrEqual(Number(box.props.width));
    }
  });
});
