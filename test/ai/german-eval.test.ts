// The German side's extra knowledge (src/games/ca-arras-1940/ai.ts): Zones A and B left without a
// German unit, worse when the Allies hold a path to Lens next to them (16.1.1); the fight for the VP
// areas (16.2, vpFront); and the garrisons of Zones A and B kept by the German computer players.
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.ts';
import {
  GERMAN_FEATURES,
  GERMAN_MODEL,
  evaluateView,
  germanChance,
  germanFeatures,
  germanRisk,
  prune,
  vpFront,
  zoneRisk,
} from '../../src/games/ca-arras-1940/ai/index.ts';
import type { ArrasView } from '../../src/games/ca-arras-1940/game.ts';
import { ZONE } from '../../src/games/ca-arras-1940/data.ts';
import { emptyBoard, historical, play, put } from '../games/ca-arras-1940/helpers.ts';

const game = getGame('ca-arras-1940');

describe('ca-arras-1940 German evaluation', () => {
  const base = game.view(game.setup({}), 'german') as ArrasView;
  const clone = (v: ArrasView): ArrasView => JSON.parse(JSON.stringify(v));

  it('an open Zone B costs more with an Allied path to Lens next to it; a German garrison removes the cost', () => {
    const open = clone(base);
    for (const x of open.units) if (x.side === 'german' && (x.area === ZONE.A || x.area === ZONE.B)) x.area = 3;
    const ally = open.units.find((x) => x.side === 'allied' && x.released && x.area !== null && x.type !== 'leader' && x.type !== 'artillery')!;
    ally.area = 4;
    const risk = zoneRisk(open);
    expect(risk).toBeGreaterThan(0);

    const path = clone(open);
    for (const a of path.areas) if (a.id !== ZONE.A && a.id !== ZONE.B && a.id !== ZONE.C) a.control = 'allied';
    expect(zoneRisk(path)).toBeGreaterThan(risk);
    // The German value is below the shared evaluation's complement; the Allied value is unchanged.
    expect(evaluateView(path, 'german')).toBeLessThan(1 - evaluateView(path, 'allied'));

    const held = clone(path);
    const g = held.units.filter((x) => x.side === 'german' && x.area !== null && x.type !== 'leader');
    g[0].area = ZONE.A;
    g[1].area = ZONE.B;
    expect(zoneRisk(held)).toBe(0);
  });

  it('16.2 the fitted German evaluation: Allied tanks in a VP area (Neuville) lower the German chance', () => {
    expect(GERMAN_MODEL.w.length).toBe(GERMAN_FEATURES.length);
    const at = (tanks: boolean) => {
      const s = historical();
      s.turn = 3;
      s.phase = 'combat';
      if (tanks) {
        put(s, 4, ['4RT-A', '7RT-A']);
        s.control[4] = 'allied';
      }
      return game.view(s, 'german') as ArrasView;
    };
    const before = at(false);
    const after = at(true);
    expect(germanFeatures(after)[GERMAN_FEATURES.indexOf('vpAreasAllied')]).toBe(1);
    expect(germanChance(before)).toBeGreaterThan(0);
    expect(germanChance(after)).toBeLessThan(germanChance(before));
    expect(evaluateView(after, 'german')).toBe(germanChance(after));
  });

  it('16.1 the German evaluation of a finished game is its result', () => {
    const won = { ...clone(base), result: { winner: 'german', kind: 'automatic', detail: '' } } as unknown as ArrasView;
    const lost = { ...clone(base), result: { winner: 'allied', kind: 'automatic', detail: '' } } as unknown as ArrasView;
    expect(evaluateView(won, 'german')).toBe(1);
    expect(evaluateView(lost, 'german')).toBe(0);
  });

  it('16.2 vpFront: a German-held VP area next to an Allied stack is threatened, an empty one is lost for certain', () => {
    const s = emptyBoard(3, 'german');
    put(s, 4, ['2-7']); // Neuville (VP area, 16.2) held by one rifle battalion
    put(s, 5, ['4RT-A', '7RT-A', '6DLI']); // Beaurains, next to it
    const v = game.view(s, 'german') as ArrasView;
    const f = vpFront(v);
    expect(f.threat).toBeGreaterThan(1); // Area 4 attacked at good odds, plus the empty VP areas reachable
    const alone = vpFront(game.view(emptyBoardWith(5, ['4RT-A', '7RT-A', '6DLI']), 'german') as ArrasView);
    expect(alone.threat).toBeGreaterThan(f.threat); // nobody in Area 4: taken for certain
    expect(germanRisk(v)).toBeGreaterThan(zoneRisk(v)); // the threat counts against the German
  });

  it('16.2 vpFront: German stacks next to Allied units in a VP area are a counter-attack', () => {
    const s = emptyBoard(3, 'german');
    put(s, 4, ['6DLI']);
    const none = vpFront(game.view(s, 'german') as ArrasView).counter;
    put(s, 3, ['1-25Pz', '2-25Pz', '2-7', 'Rommel']);
    const near = vpFront(game.view(s, 'german') as ArrasView).counter;
    expect(none).toBe(0);
    expect(near).toBeGreaterThan(0.5);
  });

  it('16.1.1 a German computer player does not move the last German unit out of Zone B', () => {
    const s = emptyBoard(3, 'german');
    put(s, ZONE.B, ['2-7', '42-AT']);
    put(s, 5, ['4RT-A']);
    play(s, 'german', { type: 'assault', area: ZONE.B });
    const movesOf = (id: string) => prune(s, 'german', game.legalActions(s, 'german')).filter((a) => a.type === 'move' && a.unit === id);
    // Two units in the Zone: either may leave.
    expect(movesOf('2-7').length).toBeGreaterThan(0);
    play(s, 'german', { type: 'move', unit: '42-AT', to: 8 });
    // 2-7 is now the last German unit in Zone B: it stays (the legal moves are still offered by the engine).
    expect(game.legalActions(s, 'german').some((a) => a.type === 'move' && a.unit === '2-7')).toBe(true);
    expect(movesOf('2-7')).toEqual([]);
  });

  it('16.1.1 with an Allied unit in an exit Area (14.2.3), the best defender of Zone B stays; a weaker unit may leave', () => {
    const s = emptyBoard(3, 'german');
    put(s, ZONE.B, ['2-7', '1-78']); // defense 3 and 2
    put(s, 4, ['4RT-A']); // Area 4: Allied units may enter Zone B from it
    play(s, 'german', { type: 'assault', area: ZONE.B });
    const pruned = prune(s, 'german', game.legalActions(s, 'german'));
    expect(game.legalActions(s, 'german').some((a) => a.type === 'move' && a.unit === '2-7')).toBe(true);
    expect(pruned.some((a) => a.type === 'move' && a.unit === '2-7')).toBe(false);
    expect(pruned.some((a) => a.type === 'move' && a.unit === '1-78')).toBe(true);
  });
});

function emptyBoardWith(area: number, ids: string[]) {
  const s = emptyBoard(3, 'german');
  put(s, area, ids);
  return s;
}
