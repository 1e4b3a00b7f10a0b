// Issue 29: the magnifier on The Cruellest Month's strategic map, as the area maps and the Air Battle Board
// have one: a division or an aerial unit under the pointer, the focus or a long press is drawn three times
// larger, in the half of the board away from it, with its name and values in the player's language.
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { cruellestMonth as game } from '../../src/games/cruellest-month/game.ts';
import { GROUND_BY_ID } from '../../src/games/cruellest-month/data.ts';
import { setLang } from '../../src/web/i18n.ts';
import { cruellestMonthPresentation as P } from '../../src/web/games/cruellest-month/board.ts';

function walk(n: unknown, out: VNode<any>[] = []): VNode<any>[] {
  if (Array.isArray(n)) n.forEach((x) => walk(x, out));
  else if (n && typeof n === 'object' && 'props' in n) {
    const v = n as VNode<any>;
    out.push(v);
    walk(v.props.children, out);
  }
  return out;
}
const texts = (nodes: VNode<any>[]) =>
  nodes
    .filter((n) => n.type === 'text')
    .map((n) => String(n.props.children))
    .join(' | ');
const props = (view: unknown, extra: object = {}) => ({
  view,
  snapshot: null as never,
  legal: [],
  clickable: new Set<string>(),
  selected: [],
  onPick: () => {},
  ...extra,
});
const Board = P.Board as (p: ReturnType<typeof props> & { lens?: string | null }) => VNode<any>;

describe('cruellest-month strategic map: the magnifier (issue 29)', () => {
  const view = game.view(game.setup({}), 'allied') as any;
  const division = Object.keys(view.ground).find((id) => view.ground[id].where === 'map' && view.ground[id].hex)!;
  const air = Object.keys(view.air).find((id) => view.air[id].base !== 'dead')!;

  it('9.0: a division under the magnifier shows its name and Combat Factor, three times its size, away from it, nothing in it to click', () => {
    setLang('en');
    expect(walk(Board(props(view))).some((n) => n.props.class === 'lens')).toBe(false);
    const nodes = walk(Board({ ...props(view), lens: division }));
    const lens = nodes.find((n) => n.props.class === 'lens')!;
    expect(lens.props['data-lens']).toBe(division);
    const inside = walk(lens.props.children);
    const d = GROUND_BY_ID[division];
    expect(texts(inside)).toContain(d.name);
    expect(texts(inside)).toContain(`Combat Factor ${view.ground[division].reduced ? d.reducedCf : d.cf}`);
    expect(inside.some((n) => String(n.props.transform).includes('scale(3)'))).toBe(true);
    expect(inside.some((n) => n.props['data-ref'] !== undefined || n.props.tabindex !== undefined)).toBe(false);
    const own = nodes.find((n) => n.props['data-unit'] === division)!;
    const body = walk(own.props.children).find((c) => c.props.class === 'body')!.props as { x: number };
    const frame = inside.find((n) => n.type === 'rect')!.props as { x: number; width: number };
    const width = Number(String(nodes[0].props.viewBox).split(' ')[2]);
    expect(frame.x + frame.width / 2 > width / 2 !== body.x > width / 2).toBe(true);
  });

  it('6.4: an aerial unit of the Airbase Display, hovered, shows its squadron, aircraft and state, in French on the French page', () => {
    setLang('fr');
    let hovered: string | null = null;
    const nodes = walk(Board(props(view, { onHover: (r: string | null) => (hovered = r) })));
    const counter = nodes.find((n) => n.props['data-unit'] === air)!;
    counter.props.onMouseEnter();
    expect(hovered).toBe(air);
    // The shell draws the board again on the hover: the magnifier now shows the unit.
    const lens = walk(Board(props(view))).find((n) => n.props.class === 'lens')!;
    expect(lens.props['data-lens']).toBe(air);
    const text = texts(walk(lens.props.children));
    expect(text).toContain(view.air[air].name);
    expect(text).toContain(view.air[air].aircraft);
    expect(text).toMatch(/Prêt|A volé/);
    counter.props.onMouseLeave();
    expect(walk(Board(props(view))).some((n) => n.props.class === 'lens')).toBe(false);
    setLang('en');
  });
});
