// Coverage of rules 1.0-5.3.3: the sides, the dice, the map, the counters, preparation for play.
import { describe, expect, it } from 'vitest';
import { AREAS, UNITS, ZONE } from '../../../src/games/ca-arras-1940/data.ts';
import { ELIMINATED } from '../../../src/games/ca-arras-1940/state.ts';
import { dice, emptyBoard, game, historical, isLegal, play, put, refused, where } from './helpers.ts';

describe('1.0-4.0 Introduction, components, map and pieces', () => {
  it('1.0 two players: the Allied side and the German side', () => {
    expect(game.roles).toEqual(['allied', 'german']);
  });

  it('2.1 a dr is one die and a DR two dice (Momentum dr: 1 die; Combat Resolution: a DR for each player)', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 5, ['2-6']);
    s.step = { k: 'roll', purpose: 'momentum', dice: 1 };
    expect(game.chance!(s).dice).toBe(1);
    const t = emptyBoard(3, 'allied');
    put(t, 25, ['4RT-A']);
    put(t, 5, ['2-6']);
    play(t, 'allied', { type: 'assault', area: 25 });
    play(t, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(t, 'allied', { type: 'attack', area: 5 });
    expect(game.chance!(t).dice).toBe(4); // attacker DR + defender DR (9.4.1)
  });

  it('3.1 the map has 30 numbered Areas and Zones A-F', () => {
    const v = game.view(historical(), 'allied') as { areas: { id: number; label: string; zone: boolean }[] };
    expect(v.areas.filter((a) => !a.zone).map((a) => a.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(v.areas.filter((a) => a.zone).map((a) => a.label)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
  });

  it('3.1.1 each Identifier carries the Area number 1-30', () => {
    for (const a of AREAS) if (!a.zone) expect(a.label).toBe(String(a.id));
  });

  it('3.1.2 every Area has a TEM from +1 to +3; Areas 1, 3, 25, 29 and 30 are +3, Area 7 is +1', () => {
    for (const a of AREAS) expect(a.tem >= 1 && a.tem <= 3).toBe(true);
    expect(AREAS.filter((a) => a.tem === 3).map((a) => a.id)).toEqual([1, 3, 25, 29, 30]);
    expect(AREAS.find((a) => a.id === 7)!.tem).toBe(1);
  });

  it('3.1.3 boundaries are open, natural water or canal; 7/10, 16/17 and 18/22 are water without a bridge', () => {
    const v = game.view(historical(), 'allied') as { boundaries: { a: number; b: number; kind: string }[] };
    const kinds = new Set(v.boundaries.map((b) => b.kind));
    for (const k of kinds) expect(['open', 'water', 'water-bridge', 'canal-bridge', 'prohibited']).toContain(k);
    const water = v.boundaries
      .filter((b) => b.kind === 'water')
      .map((b) => `${b.a}/${b.b}`)
      .sort();
    expect(water).toEqual(['16/17', '18/22', '7/10']);
  });

  it('3.1.4 Areas 1-19 are gray, 21-30 blue, Area 20 half: it starts Allied-Controlled', () => {
    for (const a of AREAS) {
      if (a.zone) continue;
      expect(a.sector).toBe(a.id <= 19 ? 'german' : a.id === 20 ? 'half' : 'allied');
    }
    const s = historical();
    expect(s.control[20]).toBe('allied');
  });

  it('3.2 the Turn Track: the Turn advances by one at the End Phase', () => {
    const s = emptyBoard(2, 'allied');
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    play(s, 'allied', { type: 'pass' });
    play(s, 'german', { type: 'pass' });
    expect(s.turn).toBe(3);
  });

  it('3.3 the Impulse Track starts at 1 and advances after each Impulse', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368', '4GH']);
    put(s, 5, ['2-6']);
    expect(s.impulse).toBe(1);
    play(s, 'allied', { type: 'bombard', target: 5, artillery: '92-368' });
    dice(s, 1, 1, 6, 6);
    while (s.step.k === 'reroll-offer') play(s, s.step.who, { type: 'accept' });
    while (s.step.k === 'voluntary-retreat') play(s, s.step.side, { type: 'done' });
    expect(s.impulse).toBe(2);
  });

  it('3.4 the Victory Point Track starts at 0 and records Allied VP', () => {
    const s = game.setup({});
    expect((game.view(s, 'german') as { vp: number }).vp).toBe(0);
  });

  it("3.5 the holding boxes hold each side's Reroll marker and (18.6) Air Bombardment marker", () => {
    const v = game.view(historical({ 'allied-air': true }), 'allied') as { rerollMarkers: object; airMarkers: object };
    expect(v.rerollMarkers).toEqual({ allied: true, german: true });
    expect(v.airMarkers).toEqual({ allied: true, german: false });
  });

  it('3.6 a repulsed Lead Attacking Unit goes to the Eliminated Units Box', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    dice(s, 1, 1, 6, 6);
    while (s.step.k === 'combat-reroll') play(s, s.step.who, { type: 'accept' });
    expect(where(s, '4RT-A')).toBe(ELIMINATED);
    const v = game.view(s, 'german') as { units: { id: string; box: string }[] };
    expect(v.units.find((u) => u.id === '4RT-A')!.box).toBe('eliminated');
  });

  it('4.0 every counter has attack-defense-movement; Anti-Tank and Leaders print * for attack', () => {
    for (const u of UNITS) {
      expect(u.defense).toBeGreaterThan(0);
      expect(u.move).toBeGreaterThan(0);
      if (u.type === 'antitank' || u.type === 'leader') expect(u.attack).toBeNull();
      else expect(u.attack).toBeGreaterThan(0);
    }
  });
});

describe('5.0 Prepare for play', () => {
  it('5.1 the game is seven Turns long: it ends after the End Phase of Turn 7', () => {
    const s = emptyBoard(7, 'german');
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    play(s, 'german', { type: 'pass' });
    play(s, 'allied', { type: 'pass' });
    expect(s.phase).toBe('over');
    expect(game.result!(s)).not.toBeNull();
  });

  it('5.1.1 choosing sides: with the bids option the game starts with secret bids (17.1)', () => {
    const s = game.setup({ options: { bids: true } });
    expect(s.step.k).toBe('bid');
    expect(game.toAct(s).sort()).toEqual(['allied', 'german']);
  });

  it('5.2 markers: Turn 1, Allied Impulse 1 and Advantage, 0 VP, Areas 20-30 Allied, Reroll markers available', () => {
    const s = game.setup({});
    expect(s.turn).toBe(1);
    expect(s.impulse).toBe(1);
    expect(s.momentum).toBe('allied');
    expect(s.advantage).toBe('allied');
    expect(s.vp).toBe(0);
    for (let a = 1; a <= 30; a++) expect(s.control[a]).toBe(a >= 20 ? 'allied' : 'german');
    expect(s.rerollMarker).toEqual({ allied: true, german: true });
    expect(s.air).toEqual({ allied: false, german: false }); // 18.6 only with its option
  });

  it('5.3 mandatory setups are not groups: a group may share an Area with mandatory units', () => {
    const s = game.setup({});
    expect(isLegal(s, 'allied', { type: 'place', group: 'B', area: ZONE.E })).toBe(true); // with 9 Durham
    play(s, 'allied', { type: 'place', group: 'E', area: 26 });
    expect(isLegal(s, 'german', { type: 'place', group: 'A', area: 13 })).toBe(true); // with 2/3 SS, HC AT, Eiche
    expect(isLegal(s, 'german', { type: 'place', group: 'A', area: 19 })).toBe(true); // with the Panzers (3 + 2 units)
  });

  it('5.3.1 Allied Group A may exceed stacking only alone in its setup Area; Group D only may use Arras', () => {
    const s = game.setup({});
    expect(isLegal(s, 'allied', { type: 'place', group: 'A', area: 22 })).toBe(true);
    expect(isLegal(s, 'allied', { type: 'place', group: 'A', area: 21 })).toBe(false); // the French are there
    refused(s, 'allied', { type: 'place', group: 'C', area: 25 }, '5.3');
    expect(isLegal(s, 'allied', { type: 'place', group: 'D', area: 25 })).toBe(true);
    play(s, 'allied', { type: 'place', group: 'A', area: 22 });
    expect(where(s, '151-A')).toBe(22); // 7 units in Area 22
  });

  it('5.3.2 German groups set up in Areas 1-19 and Zone A only', () => {
    const s = game.setup({});
    play(s, 'allied', { type: 'place', group: 'A', area: 22 });
    expect(isLegal(s, 'german', { type: 'place', group: 'A', area: ZONE.A })).toBe(true);
    refused(s, 'german', { type: 'place', group: 'A', area: 20 }, '5.3');
    refused(s, 'german', { type: 'place', group: 'A', area: ZONE.B }, '5.3');
  });

  it('5.3.3 the historical setup scenario places every unit in its historical Area (18.1)', () => {
    const s = game.setup({ scenario: 'historical' });
    for (let u = 0; u < UNITS.length; u++) if (!UNITS[u].optional) expect(s.loc[u]).toBe(UNITS[u].historical);
    expect(s.phase).toBe('combat');
  });
});
