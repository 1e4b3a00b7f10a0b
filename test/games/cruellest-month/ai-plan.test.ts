// The Cruellest Month's computer players: what the Allied plan (src/games/cruellest-month/ai.ts) adds to the
// one-ply look - Arras kept (13.2, 9.5.1) against German divisions further than next door.
import { describe, expect, it } from 'vitest';
import { ARRAS_EXPOSURE, ARRAS_WORTH, type CmView, PLAN_WEIGHT, arrasExposure, groundPlan } from '../../../src/games/cruellest-month/ai.ts';
import { GROUND_BY_ID, grid } from '../../../src/games/cruellest-month/data.ts';
import { type State, atAirOps, game } from './helpers.ts';

const ARRAS = '2208';
const view = (s: State) => game.view(s, 'allied') as CmView;
const onMap = (s: State, side: 'allied' | 'german') => Object.keys(s.ground).filter((id) => GROUND_BY_ID[id].side === side && s.ground[id].where === 'map');

/** The standard position with the German divisions off the map but one, `d` hexes from Arras, and `n` Allied ones in Arras. */
function arrasAt(d: number, n: number): State {
  const s = atAirOps();
  const germans = onMap(s, 'german');
  for (const id of germans) s.ground[id].where = 'reserve';
  const hex = grid.ids.find((h) => grid.distance(h, ARRAS) === d && s.control[h] === 'allied' && !Object.values(s.ground).some((g) => g.where === 'map' && g.hex === h))!;
  s.ground[germans[0]].where = 'map';
  s.ground[germans[0]].hex = hex;
  const inArras = onMap(s, 'allied').filter((id) => s.ground[id].hex === ARRAS);
  expect(inArras.length).toBe(2);
  for (const id of inArras.slice(n)) s.ground[id].where = 'reserve';
  return s;
}

describe('The Cruellest Month Allied plan: Arras', () => {
  it('13.2 9.2 9.5.1 an Arras left empty is exposed to a German division two or three hexes away; one division in it a third as much, two not at all', () => {
    for (const d of [2, 3]) {
      expect(arrasExposure(view(arrasAt(d, 0)), [])).toBeCloseTo(ARRAS_EXPOSURE[d], 12);
      const one = arrasAt(d, 1);
      expect(arrasExposure(view(one), onMap(one, 'allied').filter((id) => one.ground[id].hex === ARRAS))).toBeCloseTo(ARRAS_EXPOSURE[d] / 3, 12);
      const two = arrasAt(d, 2);
      expect(arrasExposure(view(two), onMap(two, 'allied').filter((id) => two.ground[id].hex === ARRAS))).toBe(0);
    }
    expect(ARRAS_EXPOSURE[2]).toBeGreaterThan(ARRAS_EXPOSURE[3]);
    // Further away, nothing; next door the plan's attack odds take over (9.4).
    expect(arrasExposure(view(arrasAt(4, 0)), [])).toBe(0);
    expect(arrasExposure(view(arrasAt(1, 0)), [])).toBe(0);
  });

  it('13.2 the Allied ground plan counts the exposure at the worth of Arras: emptying it costs what the German may take', () => {
    const empty = groundPlan(view(arrasAt(2, 0)));
    const held = groundPlan(view(arrasAt(2, 2)));
    expect(held - empty).toBeCloseTo(PLAN_WEIGHT * ARRAS_WORTH * ARRAS_EXPOSURE[2], 9);
    // A German Arras is not exposed: the plan values retaking it instead (9.4).
    const lost = arrasAt(2, 0);
    lost.control[ARRAS] = 'german';
    expect(arrasExposure(view(lost), [])).toBe(0);
  });
});
