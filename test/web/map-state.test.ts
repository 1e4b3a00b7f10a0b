// The whole state on the map (issue 29, item 3), from the board renderers themselves: counter names
// abbreviated rather than squeezed, Cambrai's assault and barrage markers drawn in their areas, the
// opponent's changed areas outlined, the magnifier, and a map key that lists every fill, mark and
// marker a board draws (Counter-Attack 1940, its Battles edition, Cambrai).
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { games } from '../../src/games/index.ts';
import * as arras1940 from '../../src/games/ca-arras-1940/data.ts';
import * as battles from '../../src/games/ca-arras-battles/data.ts';
import { AIR_UNITS } from '../../src/games/cruellest-month/data.ts';
import { AreaMap, type AreaMapProps, areaMapSvg } from '../../src/web/kit/area-map.ts';
import { type Rect, mapLayouts } from '../../src/web/kit/area-layout.ts';
import { COUNTER, type MapUnit, NAME_MAX, counter, shortName } from '../../src/web/kit/counters.ts';
import { MapLegend } from '../../src/web/kit/aside.ts';
import { t } from '../../src/web/i18n.ts';
import { cambrai1917 } from '../../src/games/cambrai-1917/game.ts';
import { boardAreas, mapUnit } from '../../src/web/games/cambrai-1917/board.ts';
import { GEOMETRY as CAMBRAI } from '../../src/web/games/cambrai-1917/geometry.ts';
import { GEOMETRY as G1940 } from '../../src/web/games/ca-arras-1940/geometry.ts';
import { GEOMETRY as GBATTLES } from '../../src/web/games/ca-arras-battles/geometry.ts';
import { positions, stateOf } from './cambrai-positions.ts';
import { rng } from '../e2e/map-driver.ts';
import '../../src/web/games/all.ts';
import { presentationFor } from '../../src/web/games/index.ts';
import type { BoardProps } from '../../src/web/games/presentation.ts';
import { airShort } from '../../src/web/games/cruellest-month/air-battle-board.ts';

function walk(v: unknown, out: VNode<any>[] = []): VNode<any>[] {
  if (Array.isArray(v)) v.forEach((x) => walk(x, out));
  else if (v && typeof v === 'object' && 'props' in (v as object)) {
    out.push(v as VNode<any>);
    walk((v as VNode<any>).props.children, out);
  }
  return out;
}
const cls = (n: VNode<any>) => String(n.props.class ?? '');
const text = (n: VNode<any>): string =>
  walk(n)
    .map((x) => (typeof x.props.children === 'string' || typeof x.props.children === 'number' ? String(x.props.children) : ''))
    .join(' ');

const props = (view: unknown, more: Partial<BoardProps> = {}): BoardProps => ({
  view,
  snapshot: null as never,
  legal: [],
  clickable: new Set(),
  selected: [],
  onPick: () => {},
  ...more,
});
const still = { opened: null, setOpened: () => {}, lens: null, setLens: () => {} };

/** The area map a game's Board draws, laid out (AreaMap's own drawing with no stack open). */
function areaBoard(game: string, p: BoardProps, lens: string | null = null): VNode<any> {
  const board = presentationFor(game).Board(p);
  expect(board.type).toBe(AreaMap);
  return areaMapSvg(board.props as AreaMapProps, { ...still, lens });
}
/** The map key a game's Aside shows, drawn. */
function legendOf(game: string, p: BoardProps): VNode<any> {
  const key = walk(presentationFor(game).Aside!(p)).find((n) => n.type === MapLegend);
  expect(key, `${game} has a map key`).toBeTruthy();
  return MapLegend(key!.props);
}

describe('counters: names abbreviated, never squeezed (issue 29)', () => {
  it('every unit of the two Counter-Attack editions has a counter name of at most 8 characters, its glyphs drawn at least 3/4 of their width', () => {
    const names = [...arras1940.UNITS, ...battles.UNITS].map((u) => u.name);
    const squeezed: string[] = [];
    for (const name of names) {
      const short = shortName(name);
      expect(short.length, name).toBeLessThanOrEqual(NAME_MAX);
      const u: MapUnit = {
        id: 'x',
        name,
        nation: 'wehrmacht',
        type: 'infantry',
        attack: 3,
        defense: 3,
        move: 5,
        area: 1,
        box: 'map',
        spent: false,
        released: true,
      };
      const drawn = walk(counter(u, 0, 0, props(null)));
      const band = drawn.find((n) => cls(n) === 'counter-name')!;
      expect(band.props.children).toBe(short);
      // Glyphs squeezed below 75% of their width (bold glyphs about 0.6 em) count as squeezed.
      if (band.props.textLength && band.props.textLength / (short.length * band.props['font-size'] * 0.6) < 0.75) squeezed.push(`${name} -> ${short}`);
      // The full name stays in the counter's title.
      expect(String(drawn.find((n) => n.type === 'title')!.props.children)).toContain(name);
    }
    expect(squeezed).toEqual([]);
  });

  it('the examples of the issue: "2/6 Schützen" and the Battles edition\'s "7th Pz. 1/7 RR" read as "2/6 Sch" and "1/7 RR"', () => {
    expect(shortName('2/6 Schützen')).toBe('2/6 Sch');
    expect(shortName('7th Pz. 1/7 RR')).toBe('1/7 RR');
    expect(shortName('13e BCC-1 (R)')).toBe('13BCC-1R');
    expect(shortName('7 Royal Tank A (R)')).toBe('7 RTA(R)');
    expect(shortName('9 Durham')).toBe('9 Durham');
  });

  it('8.7.3 air-battle aircraft are named by their squadron or Jasta on the counter (not "i? N17"), each name distinct', () => {
    const shorts = AIR_UNITS.map((u) => airShort(u.name));
    for (const s of shorts) expect(s.length, s).toBeLessThanOrEqual(6);
    expect(new Set(shorts).size).toBe(shorts.length);
    expect(airShort('Jasta 11')).toBe('J11');
  });
});

describe('markers and marks on the area map (issue 29)', () => {
  const cambrai = games['cambrai-1917'];
  const setup = cambrai.setup({ scenario: 'campaign', options: {} } as never) as never;
  const view = () => JSON.parse(JSON.stringify(cambrai.view(setup, 'british'))) as any;

  it("Assault: the Rolling Barrage, Direct Support and Air Support markers and the Hurricane Barrage's target are drawn in their areas, each named in its title", () => {
    const v = view();
    v.assault = { area: 30, rolling: [31, 32], support: { 33: 2 }, air: 34 };
    v.barrage = { target: 35, attacker: 'british', dice: null, cp: null, cpLeft: null };
    const nodes = walk(areaBoard('cambrai-1917', props(v)));
    const inLabel = (area: number) =>
      walk(nodes.find((n) => n.props['data-label'] === area))
        .filter((n) => n.props['data-marker'])
        .map((n) => `${n.props['data-marker']}:${text(n).trim()}`);
    expect(inLabel(31)).toEqual([expect.stringMatching(/^rolling:.*RB$/)]);
    expect(inLabel(32)).toEqual([expect.stringMatching(/^rolling:/)]);
    expect(inLabel(33)).toEqual([expect.stringMatching(/^support:.*DS×2$/)]);
    expect(inLabel(34)).toEqual([expect.stringMatching(/^air:/)]);
    expect(inLabel(35)).toEqual([expect.stringMatching(/^hurricane:/)]);
    expect(inLabel(36)).toEqual([]);
    const titles = nodes.filter((n) => n.props['data-marker'] === 'rolling').map((n) => text(walk(n).find((x) => x.type === 'title')!));
    expect(titles[0]).toMatch(/Rolling Barrage/);
    // The barrage's target is outlined as the combat under way.
    const combat = nodes.filter((n) => cls(n) === 'mark-combat');
    expect(combat).toHaveLength(1);
  });

  it('an area the opponent changed (a German move into area 27) is outlined over the borders, not only classed "recent"', () => {
    const v = view();
    const nodes = walk(areaBoard('cambrai-1917', props(v, { recent: new Set(['27']) })));
    const region = nodes.find((n) => n.props['data-area'] === 27)!;
    expect(cls(region)).toContain('recent');
    const marks = nodes.filter((n) => cls(n) === 'mark-recent');
    expect(marks).toHaveLength(1);
    // Drawn in the marks layer, after the borders (which covered the region's own outline).
    const layers = walk(areaBoard('cambrai-1917', props(v, { recent: new Set(['27']) })))
      .filter((n) => ['boundaries', 'marks'].includes(cls(n)))
      .map(cls);
    expect(layers).toEqual(['boundaries', 'marks']);
    expect(walk(areaBoard('cambrai-1917', props(v))).filter((n) => cls(n) === 'mark-recent')).toHaveLength(0);
  });

  it('the magnifier shows the counter under the pointer at three times its size, with its name and values in words', () => {
    const v = view();
    const unit = v.units.find((u: any) => u.area !== null && u.box === 'map');
    const nodes = walk(areaBoard('cambrai-1917', props(v), unit.id));
    const lens = nodes.find((n) => n.props['data-lens'] === unit.id)!;
    expect(lens).toBeTruthy();
    // The counter drawn at its size inside a group magnified three times (kit/lens.ts).
    const big = walk(lens).find((n) => String(n.props.transform ?? '').includes('scale(3)'))!;
    expect(walk(big).find((n) => cls(n) === 'body')!.props.width).toBe(COUNTER);
    expect(text(lens)).toMatch(/attack-defence-movement/);
    expect(walk(areaBoard('cambrai-1917', props(v))).some((n) => n.props['data-lens'])).toBe(false);
  });
});

describe('the map key lists everything the board draws (issue 29)', () => {
  /** What a drawn board uses that a key must explain: area fills, control, stars, VP, marks, markers, stacks, Spent sides. */
  function used(board: VNode<any>): Set<string> {
    const out = new Set<string>();
    for (const n of walk(board)) {
      const c = cls(n);
      if (c.includes('area ') && n.props['data-area'] !== undefined) {
        const shape = walk(n).find((x) => cls(x) === 'shape')!;
        out.add(c.includes('zone') ? 'zone' : `fill:${shape.props.fill}`);
      }
      if (n.props['data-control']) out.add(`control:${n.props['data-control']}`);
      if (n.props['data-marker']) out.add(`marker:${n.props['data-marker']}`);
      if (/^mark-/.test(c)) out.add(c);
      if (/^stack\b/.test(c)) out.add('stack');
      if (n.props['data-state'] === 'Spent') out.add('spent');
      if (n.type === 'text' && n.props.children === '★') out.add(`star:${n.props.fill === '#fff' ? 'white' : 'black'}`);
      if (n.type === 'rect' && n.props.stroke === '#b3261e' && n.props['stroke-width'] === 2.5) out.add('vp');
      if (n.type === 'text' && n.props.children === 'contested') out.add('contested');
    }
    return out;
  }
  const keys = (legend: VNode<any>) =>
    new Set(
      walk(legend)
        .map((n) => n.props['data-key'])
        .filter(Boolean),
    );

  it.each(['ca-arras-1940', 'ca-arras-battles', 'cambrai-1917'])(
    '%s: every fill, control dot, star, VP ring, mark, marker, stack and Spent side on the board has a row in the key',
    (id) => {
      const g = games[id];
      const s = g.setup({ scenario: g.scenarios?.[0]?.id, options: {} } as never) as never;
      const v = JSON.parse(JSON.stringify(g.view(s, g.roles[0]))) as any;
      const areas: any[] = v.areas ?? v.sectors;
      const [a, b, c, d] = areas.filter((x) => !x.zone).map((x) => x.id);
      // Everything at once: an assault with its markers and combat, a contested area, the opponent's
      // last move, a choosable and a chosen area, a Spent unit, a full area (a stack).
      v.assault = id === 'cambrai-1917' ? { area: a, rolling: [b], support: { [c]: 1 }, air: d } : { ...(v.assault ?? {}), area: a, mover: null, mfLeft: 0 };
      v.combat = { kind: 'assault', area: b, attacker: 'allied', av: 1, dv: 1, dice: null, result: null };
      if (id === 'cambrai-1917') v.barrage = { target: c, attacker: 'british', dice: null, cp: null, cpLeft: null };
      areas.find((x) => x.id === d).contested = true;
      areas.find((x) => x.id === d).control = 'allied';
      const full = v.units.slice(0, 12);
      for (const u of full) Object.assign(u, { box: 'map', area: c });
      full[0].spent = true;
      const p = props(v, { clickable: new Set([String(a), String(b)]), selected: [String(b)], recent: new Set([String(c)]) });
      const drawn = used(areaBoard(id, p));
      for (const k of ['mark-active', 'mark-combat', 'mark-recent', 'mark-choosable', 'mark-selected', 'stack', 'spent', 'contested'])
        expect(drawn, k).toContain(k);
      if (id === 'cambrai-1917') for (const k of ['marker:rolling', 'marker:support', 'marker:air', 'marker:hurricane']) expect(drawn).toContain(k);
      else for (const k of ['star:white', 'star:black', 'vp']) expect(drawn).toContain(k);
      const listed = keys(legendOf(id, p));
      expect([...drawn].filter((k) => !listed.has(k))).toEqual([]);
    },
  );
});

describe('no label under a stack (issue 29)', () => {
  const hit = (p: Rect, q: Rect) => p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1;
  const covered = (l: ReturnType<typeof mapLayouts>) =>
    l.flatMap((a) => l.filter((b) => a.block && hit(a.block, b.label)).map((b) => `counters ${a.id} / label ${b.id}`));

  it("Cambrai, in every position of random and heuristic games from the 21st, both sides' views: no counter block covers an area's label (Ribécourt, Villers-Plouich, La Vacquerie)", {
    timeout: 120_000,
  }, () => {
    const all = positions();
    expect(all.length).toBeGreaterThanOrEqual(20);
    for (const p of all) {
      const s = stateOf(p);
      for (const role of ['british', 'german'] as const) {
        const v = cambrai1917.view(s, role) as any;
        expect(covered(mapLayouts(CAMBRAI, boardAreas(v), v.units.map(mapUnit))), `seed ${p.seed} day ${p.day} impulse ${p.impulse} ${role}`).toEqual([]);
      }
    }
  });

  it.each([
    ['ca-arras-1940', G1940],
    ['ca-arras-battles', GBATTLES],
  ] as const)('%s: with most units crowded on the map at random, no counter block covers a label', (id, geometry) => {
    const g = games[id];
    const s = g.setup({ scenario: g.scenarios?.[0]?.id, options: {} } as never) as never;
    const random = rng(29);
    for (let k = 0; k < 20; k++) {
      const v = JSON.parse(JSON.stringify(g.view(s, 'allied'))) as any;
      const areas = (v.areas ?? v.sectors).map((a: any) => ({ ...a, fill: '#fff' }));
      const ids = areas.filter((a: any) => !a.zone).map((a: any) => a.id);
      for (const u of v.units) if (random() < 0.7) Object.assign(u, { box: 'map', area: ids[Math.floor(random() * ids.length)] });
      expect(covered(mapLayouts(geometry, areas, v.units)), `crowd ${k}`).toEqual([]);
    }
  });
});

describe("a game's own words in the map key (issue 29)", () => {
  it("Cambrai's map key calls the hatched band its lettered zones (A-L), the wording its board passes, not the other maps' one", () => {
    const v = cambrai1917.view(stateOf(positions()[0]), 'british');
    const zoneRow = walk(legendOf('cambrai-1917', props(v))).find((n) => n.type === 'li' && n.props['data-key'] === 'zone');
    expect((zoneRow!.props.children as unknown[])[2]).toBe(t('board.cambraiZoneKey'));
  });
});
