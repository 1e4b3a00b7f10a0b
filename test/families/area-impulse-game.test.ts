// The area-impulse family's game definition and its view, picture, preview, data and action helpers
// (src/families/area-impulse/game.ts, view.ts, render.ts, preview.ts, data.ts, actions.ts): each area
// game declares only what is its own, and the shared wiring behaves the same in all three.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { areaActions } from '../../src/families/area-impulse/actions.ts';
import { validateAreaMap, validateCounters } from '../../src/families/area-impulse/data.ts';
import { optionsInfo, scenariosInfo } from '../../src/families/area-impulse/game.ts';
import { areaPreview, rollAfter, strongestLeads } from '../../src/families/area-impulse/preview.ts';
import { areaTitle, boardLines, boxLines, counterText, picture } from '../../src/families/area-impulse/render.ts';
import { areasView, boxNames, seatsView, unitIds, unitsView } from '../../src/families/area-impulse/view.ts';
import { caArras1940 } from '../../src/games/ca-arras-1940/game.ts';
import { caArrasBattles } from '../../src/games/ca-arras-battles/game.ts';
import { cambrai1917 } from '../../src/games/cambrai-1917/game.ts';
import type { GameDefinition } from '../../src/kernel/game.ts';

/** The editions with side bids and setup groups. */
const EDITIONS: GameDefinition[] = [caArras1940, caArrasBattles];

describe('area-impulse game definition', () => {
  it('1940 17.1 / Battles 14.1.1: a sealed bid stays hidden from the other seat, and once the German seat takes the Allies the seats swap', () => {
    for (const game of EDITIONS) {
      const s = game.setup({ options: { bids: true } });
      game.perform(s, 'allied', { type: 'bid', vp: 3 });
      expect((game.view(s, 'allied') as { bids: unknown }).bids).toEqual({ allied: 3, german: null });
      expect((game.view(s, 'german') as { bids: unknown }).bids).toEqual({ allied: 'sealed', german: null });
      expect(game.reveals?.(s, 'german', { type: 'bid', vp: 5 })).toBe(true);
      game.perform(s, 'german', { type: 'bid', vp: 5 });
      expect(game.seatOf?.(s, 'allied')).toBe('german');
      expect(game.seatOf?.(s, 'german')).toBe('allied');
    }
  });

  it('1940 5.3 / Battles 12.2: the picture and the view list the groups still to set up, and no longer once all are placed', () => {
    for (const game of EDITIONS) {
      const s = game.setup({});
      expect(game.render?.(s, 'allied', 'en')).toContain('Groups to set up:');
      expect(game.render?.(s, 'allied', 'fr')).toContain('Groupes à placer');
      expect((game.view(s, 'allied') as { setupGroups: unknown }).setupGroups).not.toBeNull();
      const placed = game.setup({ scenario: 'historical' });
      expect(game.render?.(placed, 'allied', 'en')).not.toContain('Groups to set up');
      expect((game.view(placed, 'allied') as { setupGroups: unknown }).setupGroups).toBeNull();
    }
  });

  it('Cambrai has no bids and no setup groups: the seats never swap, and a step names its prompt in both languages', () => {
    const s = cambrai1917.setup({});
    expect(cambrai1917.seatOf).toBeUndefined();
    expect(cambrai1917.languages).toEqual(['en', 'fr']);
    expect(cambrai1917.prompt?.(s, 'british', 'fr').text).not.toBe(cambrai1917.prompt?.(s, 'british', 'en').text);
  });

  it("the kernel's options carry neither the game's keys nor its groups; options and scenarios take the game's words: English, the other languages as texts", () => {
    const options = [{ id: 'x', key: 'x', group: '15.1', kind: 'flag' as const, default: false }];
    expect(optionsInfo(options, { en: { x: 'X' }, fr: { x: 'Ixe' } })).toEqual([{ id: 'x', label: 'X', kind: 'flag', default: false, texts: { fr: 'Ixe' } }]);
    const words = { en: { s: { label: 'S', description: 'Ess' } }, fr: { s: { label: 'É', description: 'Èss' } } };
    expect(scenariosInfo(['s'], words)).toEqual([{ id: 's', label: 'S', description: 'Ess', texts: { fr: { label: 'É', description: 'Èss' } } }]);
  });

  it('every area game takes the dice, a pass, a move, an attack, the end, join, resolve, a retreat and done of the same JSON', () => {
    const shared = z.discriminatedUnion('type', [...areaActions(z)]);
    for (const game of [caArras1940, caArrasBattles, cambrai1917]) {
      for (const a of [{ type: 'move', unit: 'u', to: 3 }, { type: 'retreat', unit: 'u', to: 4 }, { type: 'dice', dice: [1, 6] }, { type: 'done' }]) {
        expect(shared.safeParse(a).success).toBe(true);
        expect(game.actionSchema?.safeParse(a).success).toBe(true);
      }
      expect(game.actionSchema?.safeParse({ type: 'move', unit: 3, to: 3 }).success).toBe(false);
    }
  });
});

describe('area-impulse view', () => {
  const units = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('a unit is on the map on an area, else in its named box, else off', () => {
    const box = boxNames({ 0: 'eliminated', [-1]: 'removed' }, 'out');
    expect([3, 0, -1, -3].map(box)).toEqual(['map', 'eliminated', 'removed', 'out']);
  });

  it('units are named by their ids (none: null), and each path of this impulse keeps its areas in order', () => {
    const ids = unitIds(units);
    expect([ids.one(2), ids.one(-1)]).toEqual(['c', null]);
    expect(ids.all([1, 0])).toEqual(['b', 'a']);
    const paths = { 1: [4, 5, 6] };
    const seen = ids.paths(paths);
    expect(seen).toEqual({ b: [4, 5, 6] });
    seen.b.push(7);
    expect(paths[1]).toEqual([4, 5, 6]);
    expect(ids.paths(undefined)).toEqual({});
  });

  it('the units out of the game are not shown; each in play says where it is, whether Spent and whether released', () => {
    const s = { loc: [3, 0, -3], spent: [1, 0, 0], control: [] };
    const box = boxNames({ 0: 'eliminated' }, 'out');
    expect(unitsView(units, s, box, 'out', (u) => u !== 0)).toEqual([
      { id: 'a', area: 3, box: 'map', spent: true, released: false },
      { id: 'b', area: null, box: 'eliminated', spent: false, released: true },
    ]);
  });

  it('each area shows who controls it and whether it is contested, after its fixed facts', () => {
    const view = areasView(
      [
        { id: 1, name: 'One' },
        { id: 2, name: 'Two' },
      ],
      ['allied', 'german', 'allied'],
      (a) => a === 2,
    );
    expect(view).toEqual([
      { id: 1, name: 'One', control: 'german', contested: false },
      { id: 2, name: 'Two', control: 'allied', contested: true },
    ]);
  });

  it('17.1: while bidding a seat sees only that the other sealed a bid; the swap shows once the bids are over', () => {
    const s = { phase: 'bid', bids: { allied: 2, german: 4 }, swapped: true, toPlace: { allied: [], german: [] } };
    expect(seatsView(s, 'allied', [])).toEqual({ bids: { allied: 2, german: 'sealed' }, swapped: false, setupGroups: null });
    expect(seatsView({ ...s, phase: 'setup' }, 'allied', [])).toEqual({
      bids: { allied: 2, german: 4 },
      swapped: true,
      setupGroups: { allied: [], german: [] },
    });
  });
});

describe('area-impulse picture', () => {
  const units = [
    { side: 'allied' as const, name: 'A1' },
    { side: 'german' as const, name: 'G1' },
    { side: 'allied' as const, name: 'A2' },
  ];
  const areas = [
    { id: 1, label: '1', name: 'One' },
    { id: 2, label: '2', name: 'Two', star: true },
    { id: 3, label: '3', name: 'Three' },
    { id: 7, label: 'A', name: 'Zed', zone: true },
  ];

  it('shows each area with units (or marked), each side on its line with its counters in table order, then the boxes', () => {
    const lines = boardLines(areas, units, [1, 1, 0], {
      always: (a) => !!a.star,
      title: (a) => areaTitle(a),
      width: 10,
      tags: (a) => `t${a.id}`,
      side: (x) => x,
      sideWidth: 7,
      counter: (u) => units[u].name,
    });
    expect(lines).toEqual([' 1 One     [t1]', '    allied  A1', '    german  G1', ' 2 Two     [t2]']);
    expect(
      boxLines(
        [1, 0, 0],
        [
          ['Eliminated', 0],
          ['Removed', -1],
        ],
        (u) => units[u].name,
      ),
    ).toEqual(['Eliminated: G1, A2']);
    expect(areaTitle(areas[3])).toBe('Zone A Zed');
    expect(areaTitle(areas[0], 'Sector ')).toBe('Sector  1 One');
  });

  it('the whole picture runs the heading, the board, the boxes, then the combat being rolled and the end of the game, each only when there is one', () => {
    const p = {
      head: ['Turn 1'],
      areas,
      units,
      loc: [1, 0, -1],
      board: {
        title: (a: (typeof areas)[number]) => areaTitle(a),
        width: 8,
        tags: () => 't',
        side: (x: string) => x,
        sideWidth: 6,
        counter: (u: number) => units[u].name,
      },
      boxes: [['Eliminated', 0] as const],
      boxed: (u: number) => units[u].name,
      combat: null,
      over: null,
    };
    expect(picture(p)).toBe(['Turn 1', ' 1 One   [t]', '    allied A1', 'Eliminated: G1'].join('\n'));
    expect(
      picture({ ...p, combat: 'dice 6 6', over: 'GAME OVER' })
        .split('\n')
        .slice(-2),
    ).toEqual(['dice 6 6', 'GAME OVER']);
  });

  it('a counter shows its factors and, in parentheses, only the flags that are set', () => {
    expect(counterText('7 RTR', '4-3-5', ['', ''])).toBe('7 RTR 4-3-5');
    expect(counterText('7 RTR', '4-3-5', ['Spent', '', 'not released'], ', ')).toBe('7 RTR 4-3-5 (Spent, not released)');
  });
});

describe('area-impulse preview', () => {
  type S = { step: { k: 'roll'; purpose: 'combat' } | { k: 'impulse' }; n: number };
  const perform = (s: S, _role: string, a: { type: string }) => {
    s.n++;
    s.step = a.type === 'resolve' ? { k: 'roll', purpose: 'combat' } : { k: 'impulse' };
  };

  it('issue 29: an action that brings the dice is played on a copy, the state seen untouched; others have nothing to show', () => {
    const s: S = { step: { k: 'impulse' }, n: 0 };
    const roll = rollAfter(s, 'allied', { type: 'resolve' }, new Set(['resolve', 'lead']), perform);
    expect(roll?.purpose).toBe('combat');
    expect(roll?.next.n).toBe(1);
    expect(s).toEqual({ step: { k: 'impulse' }, n: 0 });
    expect(rollAfter(s, 'allied', { type: 'lead' }, new Set(['resolve', 'lead']), perform)).toBeNull();
    expect(rollAfter(s, 'allied', { type: 'pass' }, new Set(['resolve', 'lead']), perform)).toBeNull();
  });

  it('issue 29: the exact values when the dice are due on the copy, else the estimate, else nothing', () => {
    const s: S = { step: { k: 'impulse' }, n: 0 };
    const rolled = (next: S, purpose: string, lang: string) => ({ lines: [{ text: `${purpose} after ${next.n} (${lang})` }] });
    const estimate = (_s: S, _role: string, a: { type: string }) => (a.type === 'lead' ? { lines: [{ text: 'estimate' }] } : null);
    const preview = areaPreview(new Set(['resolve', 'lead']), perform, rolled, estimate);
    expect(preview(s, 'allied', { type: 'resolve' }, 'fr')).toEqual({ lines: [{ text: 'combat after 1 (fr)' }] });
    expect(preview(s, 'allied', { type: 'lead' })).toEqual({ lines: [{ text: 'estimate' }] });
    expect(preview(s, 'allied', { type: 'pass' })).toBeNull();
    expect(areaPreview(new Set(['resolve']), perform, () => null)(s, 'allied', { type: 'resolve' })).toBeNull();
  });

  it("1940 9.4.2-9.4.3 / Battles 6.1-6.3: the estimate takes the attacker's strongest lead, then the defender's strongest against it", () => {
    const attack = [3, 5, 4];
    const defense = [0, 0, 0, 2, 6];
    // The defender's value depends on the lead (a lead of 5 lowers it by one).
    const values = (lead: number, def: number) => ({ av: attack[lead], dv: defense[def] - (attack[lead] === 5 ? 1 : 0), lead, def });
    expect(strongestLeads([0, 1, 2], [3, 4], values)).toEqual({ av: 5, dv: 5, lead: 1, def: 4 });
    expect(strongestLeads([], [3], values)).toBeNull();
    expect(strongestLeads([0], [], values)).toBeNull();
  });
});

describe('area-impulse data checks', () => {
  it('a counter listed twice or without its provenance is reported', () => {
    expect(validateCounters([{ id: 'a', source: 'rulebook 4.1' }, { id: 'a', source: '' }, { id: 'b' }])).toEqual([
      'unit a is listed twice',
      'unit a: no provenance',
      'unit b: no provenance',
    ]);
  });

  it('the kind of a boundary reads the same both ways, and nothing between areas that do not touch', () => {
    const areas = [1, 2, 3].map((id) => ({ id, label: String(id), name: `A${id}`, tem: 1, x: 0, y: 0, source: 'rulebook' }));
    const { problems, kind } = validateAreaMap(
      areas,
      [
        { a: 1, b: 2, kind: 'river', source: 'rulebook' },
        { a: 3, b: 2, kind: 'open', source: 'rulebook' },
      ],
      { tem: [1, 3], hub: 1 },
    );
    expect(problems).toEqual([]);
    expect([kind(2, 1), kind(1, 2), kind(2, 3), kind(1, 3)]).toEqual(['river', 'river', 'open', undefined]);
  });
});
