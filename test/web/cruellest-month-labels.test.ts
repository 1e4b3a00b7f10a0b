// The Cruellest Month's map names during play (issue 16): in random-play positions of several games, at both
// sides' views and in both languages, no name on another, none on a division counter or an Airbase, none cut at
// the map's edge, none below 9.5 px, each town's and city's name by its hex (or joined to it by a leader line).
// The counters, Airbases and hexes are read from the board as drawn (board.ts's Board), the names' boxes from
// the layout it draws them with (placeLabels); and the placing itself (labels.ts) on small cases.
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { cruellestMonth as game } from '../../src/games/cruellest-month/game.ts';
import { PLACES, RIVERS } from '../../src/games/cruellest-month/data.ts';
import { randomViews } from './random-views.ts';
import { setLang } from '../../src/web/i18n.ts';
import { cruellestMonthPresentation as P } from '../../src/web/games/cruellest-month/board.ts';
import { NAME_REACH, boardLabels, placeLabels } from '../../src/web/games/cruellest-month/place-names.ts';
import { type Box, type Lattice, type Named, arrange, prepare } from '../../src/web/kit/labels.ts';

/** The board's element nodes, function components expanded. */
function walk(n: unknown, out: VNode<any>[] = []): VNode<any>[] {
  if (Array.isArray(n)) n.forEach((x) => walk(x, out));
  else if (n && typeof n === 'object' && 'props' in n) {
    const v = n as VNode<any>;
    if (typeof v.type === 'function') walk((v.type as (p: unknown) => unknown)(v.props), out);
    else out.push(v), walk(v.props.children, out);
  }
  return out;
}
/** The element nodes inside the board's top-level group of class `cls`. */
const group = (svg: VNode<any>, cls: string) =>
  walk((svg.props.children as VNode<any>[]).find((n) => n && n.type === 'g' && n.props.class === cls)!.props.children);
const props = (view: unknown) => ({ view, snapshot: null as never, legal: [], clickable: new Set<string>(), selected: [], onPick: () => {} });
/** Boxes sharing more than a hair of area (as the e2e test measures in the page: 0.5 px each way). */
const meet = (a: Box, b: Box) => Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1) > 0.5 && Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1) > 0.5;
/** A town is read by its dot, 2 px below its hex centre; a city by its centre. */
const dotDy = (id: string) => (PLACES[id].terrain === 'town' ? 2 : 0);
const reach = (px: number, py: number, b: Box) => Math.hypot(Math.max(0, b.x1 - px, px - b.x2), Math.max(0, b.y1 - py, py - b.y2));

/** Each hex's centre and the map's extent, from the hexes' outlines as drawn (the same in every view: read once). */
let hexGeometry: { centre: Map<string, { x: number; y: number }>; map: Box } | null = null;
function hexes(svg: VNode<any>) {
  if (hexGeometry) return hexGeometry;
  const centre = new Map<string, { x: number; y: number }>();
  const map = { x1: Infinity, y1: Infinity, x2: -Infinity, y2: -Infinity };
  for (const g of group(svg, 'regions').filter((n) => n.props['data-hex'])) {
    const pts = walk(g.props.children)
      .find((n) => n.type === 'polygon')!
      .props.points.split(' ')
      .map((p: string) => p.split(',').map(Number));
    centre.set(g.props['data-hex'], { x: pts.reduce((a: number, p: number[]) => a + p[0], 0) / 6, y: pts.reduce((a: number, p: number[]) => a + p[1], 0) / 6 });
    for (const [x, y] of pts) (map.x1 = Math.min(map.x1, x)), (map.y1 = Math.min(map.y1, y)), (map.x2 = Math.max(map.x2, x)), (map.y2 = Math.max(map.y2, y));
  }
  return (hexGeometry = { centre, map });
}

/** What is wrong with the names in one view, as drawn in the current language. */
function problems(view: any, i = 0): { bad: string[]; leaders: number } {
  // While an air battle runs its board replaces the map: the map as it stands under it.
  const v = { ...view, battle: null };
  const svg = P.Board(props(v)) as VNode<any>;
  const things: { id: string; b: Box }[] = [
    ...group(svg, 'labels')
      .filter((n) => n.type === 'rect' && n.props.class === 'body')
      .map((n) => ({ id: 'counter', b: { x1: n.props.x, y1: n.props.y, x2: n.props.x + n.props.width, y2: n.props.y + n.props.height } })),
    ...group(svg, 'airbases')
      .filter((n) => n.type === 'circle' && n.props.class === 'body')
      .map((n) => ({ id: 'airbase', b: { x1: n.props.cx - n.props.r, y1: n.props.cy - n.props.r, x2: n.props.cx + n.props.r, y2: n.props.cy + n.props.r } })),
  ];
  const { centre, map } = hexes(svg);
  // The layout the board drew with (kept by the board: not placed again), and the same placed anew.
  const labels = boardLabels(v);
  // The names the board draws are the layout's, where the layout put them.
  const drawn = group(svg, 'places').filter((n) => n.type === 'text');
  const bad: string[] = [];
  // One view in ten: the board's kept layout is the one placed anew.
  if (i % 10 === 0 && JSON.stringify(placeLabels(v)) !== JSON.stringify(labels)) bad.push('placed otherwise anew');
  if (drawn.map((n) => `${n.props['data-place']} ${n.props.x} ${n.props.y}`).join() !== labels.map((l) => `${l.id} ${l.x} ${l.y}`).join())
    bad.push('drawn elsewhere');
  for (const [i, l] of labels.entries()) {
    for (const m of labels.slice(i + 1)) if (meet(l.box, m.box)) bad.push(`${l.id} on ${m.id}`);
    for (const t of things) if (meet(l.box, t.b)) bad.push(`${l.id} on ${t.id}`);
    if (l.box.x1 < map.x1 || l.box.x2 > map.x2 || l.box.y1 < map.y1 || l.box.y2 > map.y2) bad.push(`${l.id} cut`);
    if (l.fs < 9.5) bad.push(`${l.id} at ${l.fs} px`);
    const c = centre.get(l.id);
    // Never nearer another place (a town's dot, a city's centre) than its own by more than 4 px, unless a
    // leader line shows whose it is (and then at least 4 px clear of any other place).
    if (c) {
      const own = reach(c.x, c.y + dotDy(l.id), l.box);
      for (const o in PLACES) {
        const q = centre.get(o)!;
        if (o !== l.id && PLACES[o].terrain !== 'ridge' && reach(q.x, q.y + dotDy(o), l.box) + 4 < (l.leader ? 8 : own)) bad.push(`${l.id} nearer ${o}`);
      }
    }
    // A town's or city's name within 1.5 reach of its hex centre (2 px more: a town's dot is 2 px below the
    // centre, the name's reach counts from the dot); farther only with a leader line from its hex to its box.
    if (c && reach(c.x, c.y, l.box) > NAME_REACH * 1.5 + 2) {
      const ok = l.leader && Math.hypot(l.leader.x1 - c.x, l.leader.y1 - c.y) <= 2 && reach(l.leader.x2, l.leader.y2, l.box) < 0.01;
      if (!ok) bad.push(`${l.id} far from its hex`);
    }
  }
  // Every city and town is named (rivers, the Hindenburg Line and Vimy Ridge yield first).
  for (const id in PLACES) if (PLACES[id].terrain !== 'ridge' && !labels.some((l) => l.id === id)) bad.push(`${id} not named`);
  return { bad, leaders: labels.filter((l) => l.leader).length };
}

describe('The Cruellest Month: the map names in play', () => {
  it('no name on another, on a division counter or an Airbase, cut or under 9.5 px, and each by its hex, at both views in random games', () => {
    const views = randomViews('cruellest-month', [1, 2, 3], 140);
    expect(views.length).toBeGreaterThan(300);
    const found: string[] = [];
    let leaders = 0;
    views.forEach(({ where, v }, i) => {
      // Every fourth view in French (other names for the Hindenburg Line and Vimy Ridge).
      setLang(i % 4 === 3 ? 'fr' : 'en');
      const p = problems(v, i);
      leaders += p.leaders;
      for (const b of p.bad) found.push(`${where}: ${b}`);
    });
    setLang('en');
    expect(found).toEqual([]);
    // Leader lines are the exception: fewer than one town or city name in 20.
    expect(leaders).toBeLessThan((views.length * Object.values(PLACES).filter((p) => p.terrain !== 'ridge').length) / 20);
  });

  it('every name of the map is placed in the set-up position, the rivers and the Hindenburg Line by their courses', () => {
    const v = game.view(game.setup({}), 'allied');
    const ids = placeLabels(v as never).map((l) => l.id);
    for (const id of [...Object.keys(PLACES).filter((x) => PLACES[x].terrain !== 'ridge'), 'vimy', 'hl', ...RIVERS.map((r) => `river-${r.name}`)])
      expect(ids).toContain(id);
    expect(problems(v).bad).toEqual([]);
  });
});

describe('placing names (labels.ts)', () => {
  /** One spot: a lattice of a single box. */
  const one = (x1: number, y1: number, x2: number, y2: number, cost: number): Lattice<number> => ({
    x0: x1,
    y0: y1,
    sx: 1,
    sy: 1,
    nx: 1,
    ny: 1,
    w: x2 - x1,
    h: y2 - y1,
    cost: () => cost,
    data: cost,
  });
  const bounds: Box = { x1: 0, y1: 0, x2: 100, y2: 100 };

  it('a name left without a free spot moves a name already placed (repair)', () => {
    // a prefers the left spot, b has only that one: a moves right.
    const names: Named<number>[] = [
      { id: 'a', rank: 1, lattices: [one(0, 0, 10, 10, 0), one(20, 0, 30, 10, 5)] },
      { id: 'b', rank: 1, lattices: [one(5, 0, 15, 10, 0)] },
    ];
    expect(arrange(prepare(names, bounds), []).map((s) => s?.box.x1)).toEqual([20, 5]);
  });

  it('spots on an obstacle or out of bounds are never taken; where two names cannot both stand, the lower rank yields', () => {
    const names: Named<number>[] = [
      { id: 'river', rank: 3, lattices: [one(0, 0, 10, 10, 0), one(40, 0, 50, 10, 1), one(95, 0, 105, 10, 2)] },
      { id: 'town', rank: 1, lattices: [one(5, 0, 15, 10, 0)] },
    ];
    // The river's second spot is under a counter, its third out of the map: only its first is left, the town's.
    const chosen = arrange(prepare(names, bounds), [{ x1: 42, y1: 2, x2: 48, y2: 8 }]);
    expect(chosen.map((s) => s?.data ?? null)).toEqual([null, 0]);
  });

  it('on a lattice, the cheapest spot clear of an obstacle and of the names placed before', () => {
    // A 10 x 10 name on a 2 px grid over 0..40, cheapest nearest x = 0; a counter over 0..13 and a name fixed at 14..24.
    const lat: Lattice<number> = { x0: 0, y0: 0, sx: 2, sy: 2, nx: 16, ny: 1, w: 10, h: 10, cost: (x1) => x1, data: 0 };
    const names: Named<number>[] = [
      { id: 'fixed', rank: 0, lattices: [one(14, 0, 24, 10, 0)] },
      { id: 'free', rank: 1, lattices: [lat] },
    ];
    expect(arrange(prepare(names, bounds), [{ x1: 0, y1: 0, x2: 13, y2: 10 }]).map((s) => s?.box.x1)).toEqual([14, 24]);
  });
});
