// The Cruellest Month's computer players: what the Allied plan (src/games/cruellest-month/ai.ts) adds to the
// one-ply look - Arras kept (13.2, 9.5.1) against German divisions further than next door.
import { describe, expect, it } from 'vitest';
import {
  ARRAS_EXPOSURE,
  ARRAS_WORTH,
  type CmView,
  PLAN_WEIGHT,
  arrasExposure,
  cruellestMonthAI,
  evaluateState,
  groundPlan,
  missionValue,
  prune,
} from '../../../src/games/cruellest-month/ai/index.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { AIR_BY_ID, GROUND_BY_ID, grid } from '../../../src/games/cruellest-month/data.ts';
import { type State, act, atAirOps, game } from './helpers.ts';

const ARRAS = '2208';
const view = (s: State) => game.view(s, 'allied') as CmView;
const onMap = (s: State, side: 'allied' | 'german') => Object.keys(s.ground).filter((id) => GROUND_BY_ID[id].side === side && s.ground[id].where === 'map');

/** The standard position with the German divisions off the map but one, `d` hexes from Arras, and `n` Allied ones in Arras. */
function arrasAt(d: number, n: number): State {
  const s = atAirOps();
  const germans = onMap(s, 'german');
  for (const id of germans) s.ground[id].where = 'reserve';
  const hex = grid.ids.find(
    (h) => grid.distance(h, ARRAS) === d && s.control[h] === 'allied' && !Object.values(s.ground).some((g) => g.where === 'map' && g.hex === h),
  )!;
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
      expect(
        arrasExposure(
          view(one),
          onMap(one, 'allied').filter((id) => one.ground[id].hex === ARRAS),
        ),
      ).toBeCloseTo(ARRAS_EXPOSURE[d] / 3, 12);
      const two = arrasAt(d, 2);
      expect(
        arrasExposure(
          view(two),
          onMap(two, 'allied').filter((id) => two.ground[id].hex === ARRAS),
        ),
      ).toBe(0);
    }
    expect(ARRAS_EXPOSURE[2]).toBeGreaterThan(ARRAS_EXPOSURE[3]);
    // Further away, nothing; next door the plan's attack odds take over (9.4).
    expect(arrasExposure(view(arrasAt(4, 0)), [])).toBe(0);
    expect(arrasExposure(view(arrasAt(1, 0)), [])).toBe(0);
  });

  it('13.2 the Allied ground plan counts the exposure at the worth of Arras: emptying it costs what the German may take', () => {
    const empty = groundPlan(view(arrasAt(2, 0)), true);
    const held = groundPlan(view(arrasAt(2, 2)), true);
    expect(held - empty).toBeCloseTo(PLAN_WEIGHT * ARRAS_WORTH * ARRAS_EXPOSURE[2], 9);
    // The search's evaluation only (resample for the search): the heuristic's plan is unchanged.
    expect(groundPlan(view(arrasAt(2, 2)))).toBeCloseTo(groundPlan(view(arrasAt(2, 0))), 9);
    // A German Arras is not exposed: the plan values retaking it instead (9.4).
    const lost = arrasAt(2, 0);
    lost.control[ARRAS] = 'german';
    expect(arrasExposure(view(lost), [])).toBe(0);
  });

  it('8.10.6 8.5 6.1 the Allied search values its own aircraft on the ground at an Airbase the German strafes: Target Scrambled away, the strike costs less', () => {
    const s = atAirOps();
    if (game.toAct(s)[0] === 'allied') act(s, 'allied', { type: 'pass' });
    const strafe = game.legalActions(s, 'german').find((a) => a.type === 'mission' && a.task === 'strafing' && String(a.target).startsWith('base:'))!;
    expect(strafe).toBeDefined();
    act(s, 'german', strafe);
    act(s, 'german', game.legalActions(s, 'german').find((a) => a.type === 'add')!);
    act(s, 'german', { type: 'launch' });
    const base = String(strafe.target).slice(5);
    const grounded = Object.keys(s.air).filter((id) => AIR_BY_ID[id].side === 'allied' && s.air[id].base === base);
    expect(grounded.length).toBeGreaterThan(0);
    // The same strike with the base's aircraft gone elsewhere (as a Target Scramble success moves them, 8.5.2).
    const away = JSON.parse(JSON.stringify(s)) as State;
    const elsewhere = Object.keys(s.bases).find(
      (b) => b !== base && s.bases[b].hex && Object.values(s.air).some((u) => u.base === b && AIR_BY_ID[u.id].side === 'allied'),
    )!;
    for (const id of grounded) away.air[id].base = elsewhere;
    const deep = (x: State) => missionValue(view(x), 'allied', 'allied', true);
    expect(deep(s)).toBeLessThan(deep(away));
    // The one-ply heuristic's evaluation guesses the grounded aircraft (it did before): the same either way.
    expect(missionValue(view(s), 'allied', 'allied')).toBeCloseTo(missionValue(view(away), 'allied', 'allied'), 9);
    // The search's model carries the deeper reading; the heuristic's does not.
    const searchModel = cruellestMonthAI.resample(cruellestMonthAI.observe(s, 'allied'), 'allied', new Rng(1), true);
    const plainModel = cruellestMonthAI.resample(cruellestMonthAI.observe(s, 'allied'), 'allied', new Rng(1));
    expect(evaluateState(searchModel, 'allied')).toBeCloseTo(0.5, 9); // the root, sharpened about its own value
    expect(evaluateState(plainModel, 'allied')).toBeCloseTo(0.5, 9);
    expect((searchModel as { deep?: boolean }).deep).toBe(true);
    expect((plainModel as { deep?: boolean }).deep).toBeUndefined();
  });
});

describe('The Cruellest Month computer players: what they look at', () => {
  it("12.1.1 the Strategic Reserve divisions are placed one at a time: the players look at the first one's hexes and place-done", () => {
    const s = atAirOps();
    const reserve = Object.keys(s.ground)
      .filter((id) => GROUND_BY_ID[id].side === 'allied' && s.ground[id].where === 'map')
      .slice(0, 3);
    for (const id of reserve) s.ground[id].where = 'reserve';
    s.phase = 'reinforcement';
    s.step = 'place-allied';
    s.regroupUsed.allied = true;
    const legal = game.legalActions(s, 'allied');
    const places = legal.filter((a) => a.type === 'place');
    expect(new Set(places.map((a) => a.unit)).size).toBeGreaterThan(1);
    const kept = prune(s, 'allied', legal);
    const first = places[0].unit;
    expect(kept.filter((a) => a.type === 'place').every((a) => a.unit === first)).toBe(true);
    expect(kept.filter((a) => a.type === 'place').length).toBe(places.filter((a) => a.unit === first).length);
    expect(kept.some((a) => a.type === 'place-done')).toBe(true);
  });
});

describe('The Cruellest Month Allied plan: kept with its inputs', () => {
  it('9.4 13.2 the plan kept for a position is given again only for the same divisions, control and support: each change is seen', () => {
    const s = atAirOps();
    const fresh = (x: State) => {
      // Another position between two calls: the plan of `x` computed afresh.
      groundPlan(view(arrasAt(2, 0)), true);
      return groundPlan(view(x), true);
    };
    const base = groundPlan(view(s), true);
    expect(groundPlan(view(s), true)).toBe(base);
    const changes: ((x: State) => void)[] = [
      (x) => {
        x.control[ARRAS] = 'german';
      },
      (x) => {
        x.asl.Canadian += 3;
      },
      (x) => {
        x.bosl.vimy = 0;
      },
      (x) => {
        x.tsp = 0;
      },
      (x) => {
        const id = onMap(x, 'allied').find((u) => x.ground[u].hex === ARRAS)!;
        x.ground[id].reduced = true;
      },
      (x) => {
        for (const id of onMap(x, 'allied').filter((u) => x.ground[u].hex === ARRAS)) x.ground[id].where = 'reserve';
      },
    ];
    let differ = 0;
    for (const change of changes) {
      const t = structuredClone(s);
      change(t);
      const p = groundPlan(view(t), true);
      expect(p).toBe(fresh(t));
      if (p !== base) differ++;
    }
    expect(differ).toBeGreaterThanOrEqual(3);
  });
});
