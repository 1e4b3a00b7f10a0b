// The German side's extra evaluation terms (src/games/ca-arras-1940/ai.ts germanRisk): Zones A and B
// left without a German unit, worse when the Allies hold a path to Lens next to them (16.1.1).
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.ts';
import { caArras1940AI, germanRisk } from '../../src/games/ca-arras-1940/ai.ts';
import type { ArrasView } from '../../src/games/ca-arras-1940/game.ts';
import { ZONE } from '../../src/games/ca-arras-1940/data.ts';

describe('ca-arras-1940 German evaluation', () => {
  const game = getGame('ca-arras-1940');
  const base = game.view(game.setup({}), 'german') as ArrasView;
  const clone = (v: ArrasView): ArrasView => JSON.parse(JSON.stringify(v));

  it('an open Zone B costs more with an Allied path to Lens next to it; a German garrison removes the cost', () => {
    const open = clone(base);
    for (const x of open.units) if (x.side === 'german' && (x.area === ZONE.A || x.area === ZONE.B)) x.area = 3;
    const ally = open.units.find((x) => x.side === 'allied' && x.released && x.area !== null && x.type !== 'leader' && x.type !== 'artillery')!;
    ally.area = 4;
    const risk = germanRisk(open);
    expect(risk).toBeGreaterThan(0);

    const path = clone(open);
    for (const a of path.areas) if (a.id !== ZONE.A && a.id !== ZONE.B && a.id !== ZONE.C) a.control = 'allied';
    expect(germanRisk(path)).toBeGreaterThan(risk);
    // The German value is below the shared evaluation's complement; the Allied value is unchanged.
    expect(caArras1940AI.evaluate(path, 'german')).toBeLessThan(1 - caArras1940AI.evaluate(path, 'allied'));

    const held = clone(path);
    const g = held.units.filter((x) => x.side === 'german' && x.area !== null && x.type !== 'leader');
    g[0].area = ZONE.A;
    g[1].area = ZONE.B;
    expect(germanRisk(held)).toBe(0);
  });
});
