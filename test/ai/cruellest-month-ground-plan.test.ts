// The Cruellest Month's Allied ground plan (src/games/cruellest-month/ai.ts `groundPlan`): what the next ground
// phase may take from either side, by the rules of ground combat (9.4), weighed by what the hexes are worth (13.2).
import { describe, expect, it } from 'vitest';
import '../../src/games/index.ts';
import type { Role } from '../../src/kernel/game.ts';
import {
  ARRAS_WORTH,
  ATTRITION,
  type CmView,
  LOSS_IF_INTERCEPTED,
  P_CLEAR,
  airPlan,
  missionValue,
  PLAN_WEIGHT,
  combatOdds,
  evaluate,
  evaluateState,
  groundPlan,
  hexWorth,
  projectedMargin,
  retreatChance,
  takeChance,
} from '../../src/games/cruellest-month/ai/index.ts';
import {
  AIRCRAFT,
  AIR_BY_ID,
  GROUND_BY_ID,
  GROUND_CRT,
  HL_HEXES,
  PLACES,
  RANDOM_EVENTS,
  RIDGE_HEXES,
  TEC,
  grid,
  groundColumn,
} from '../../src/games/cruellest-month/data.ts';
import { type State, act, atAirOps, game } from '../games/cruellest-month/helpers.ts';

const view = (s: State, role: Role) => game.view(s, role) as CmView;
const clone = (s: State) => JSON.parse(JSON.stringify(s)) as State;
const ARRAS = '2208';
/** The German divisions next to `hex`. */
const germansNext = (s: State, hex: string) =>
  Object.keys(s.ground).filter((id) => GROUND_BY_ID[id].side === 'german' && s.ground[id].where === 'map' && grid.adjacent(s.ground[id].hex!, hex));

describe('The Cruellest Month Allied ground plan', () => {
  it('9.4 9.4.4 the chance that an attack makes its defender retreat is read off the Ground Combat Table (DX, or DI on an Interdicted one)', () => {
    for (const [acf, dcf, mods] of [
      [4, 4, 0],
      [5, 4, 3],
      [4, 5, 6],
      [2, 4, 8],
    ]) {
      let dx = 0;
      let di = 0;
      for (let r = 1; r <= 10; r++) {
        const col = Math.max(0, Math.min(GROUND_CRT.rows[0].length - 1, groundColumn(r + mods + acf)));
        const res = GROUND_CRT.rows[dcf - 1][col];
        if (res === 'DX') dx++;
        if (res === 'DI') di++;
      }
      expect(retreatChance(acf, dcf, mods, false)).toBeCloseTo(dx / 10, 12);
      expect(retreatChance(acf, dcf, mods, true)).toBeCloseTo((dx + di) / 10, 12);
    }
    expect(combatOdds(4, 4, 3)).toEqual({ dx: retreatChance(4, 4, 3, false), di: retreatChance(4, 4, 3, true) - retreatChance(4, 4, 3, false) });
    // A DI Interdicts a fresh defender, and a second DI makes it retreat (9.4.4); two defenders must both go (9.3).
    const a = { dx: 0.2, di: 0.3 };
    expect(takeChance([a], [false])).toBeCloseTo(0.2, 12);
    expect(takeChance([a], [true])).toBeCloseTo(0.5, 12);
    expect(takeChance([a, a], [false])).toBeCloseTo(0.2 + 0.3 * 0.5 + 0.5 * 0.2, 12);
    const sure = { dx: 1, di: 0 };
    expect(takeChance([sure], [false, false])).toBe(0);
    expect(takeChance([sure, sure], [false, false])).toBeCloseTo(1, 12);
  });

  it('13.2 what a hex is worth to the Allies: Arras, each Vimy Ridge hex both ways (not also as a Hindenburg Line hex, ruling), the Line, half a town east of it', () => {
    expect(hexWorth(ARRAS)).toBe(ARRAS_WORTH);
    expect(ARRAS_WORTH).toBeGreaterThan(5); // 13.2 +5 German, and 9.5.1 -2 a Corps
    expect(RIDGE_HEXES.length).toBe(3);
    for (const h of RIDGE_HEXES) expect(hexWorth(h)).toBe(3 + 3);
    const line = HL_HEXES.find((h) => !PLACES[h]);
    expect(hexWorth(line!)).toBe(2);
    const plain = grid.ids.find((h) => !PLACES[h] && !HL_HEXES.includes(h));
    expect(hexWorth(plain!)).toBe(0);
  });

  it('9.3 9.4.1 13.2 Arras held by one division whose Corps has spent its Artillery Support is open to the German attack next to it; two divisions close it', () => {
    const s = atAirOps();
    expect(s.control[ARRAS]).toBe('allied');
    const inArras = Object.keys(s.ground).filter((id) => s.ground[id].hex === ARRAS);
    expect(inArras.length).toBe(2);
    expect(germansNext(s, ARRAS).length).toBeGreaterThan(0);
    const corps = GROUND_BY_ID[inArras[0]].formation;
    const spent = clone(s);
    spent.asl[corps] = 0;
    const one = clone(spent);
    // One division leaves for a hex west of Arras.
    one.ground[inArras[1]].hex = grid.neighbours(ARRAS).find((h) => !Object.values(s.ground).some((g) => g.hex === h) && germansNext(s, h).length === 0)!;
    const plan = (x: State) => groundPlan(view(x, 'allied'));
    expect(plan(one)).toBeLessThan(plan(spent));
    // With its guns (9.4.1: up to its CF) the lone division is safer than without them.
    const armed = clone(one);
    armed.asl[corps] = 7;
    expect(plan(armed)).toBeGreaterThan(plan(one));
    // Empty, Arras is walked into.
    const empty = clone(one);
    empty.ground[inArras[0]].hex = one.ground[inArras[1]].hex === '2209' ? '2109' : '2209';
    expect(plan(empty)).toBeLessThan(plan(one));
    expect(plan(one) - plan(empty)).toBeLessThanOrEqual(PLAN_WEIGHT * ARRAS_WORTH + 1e-9);
  });

  it('9.4 9.4.3 13.2 the Vimy Ridge hexes the Canadians stand next to are worth more with their guns and tanks', () => {
    const s = atAirOps();
    const ridge = RIDGE_HEXES.find(
      (h) =>
        s.control[h] === 'german' &&
        Object.values(s.ground).some((g) => g.hex && g.where === 'map' && GROUND_BY_ID[g.id].side === 'allied' && grid.adjacent(g.hex, h)),
    );
    expect(ridge).toBeDefined();
    const plan = (x: State) => groundPlan(view(x, 'allied'));
    const none = clone(s);
    none.asl.Canadian = 0;
    none.tsp = 0;
    const guns = clone(none);
    guns.asl.Canadian = 5;
    const tanks = clone(guns);
    tanks.tsp = 2;
    expect(plan(guns)).toBeGreaterThanOrEqual(plan(none));
    expect(plan(tanks)).toBeGreaterThan(plan(none));
    // Poor terrain for the attacker: the ridge's -1 and the Line's -2 (9.4) are counted.
    expect(TEC.ridge.combat).toBeLessThan(0);
  });

  it("the plan is the Allied player's: it moves the Allied evaluation only, and evaluateState still equals the evaluation of the view", () => {
    const s = atAirOps();
    const vA = view(s, 'allied');
    const vG = view(s, 'german');
    expect(projectedMargin(vA, 'observer', 'allied') - projectedMargin(vA, 'observer')).toBeCloseTo(groundPlan(vA) + airPlan(vA).value, 9);
    expect(projectedMargin(vG, 'observer', 'german')).toBe(projectedMargin(vG, 'observer'));
    expect(evaluateState(s, 'allied')).toBeCloseTo(evaluate(vA, 'allied'), 12);
    expect(evaluateState(s, 'german')).toBeCloseTo(evaluate(vG, 'german'), 12);
  });

  it('13.1 5.0 the Allied air plan: each clear turn the bombers cannot cover is +4 German, so a bomber lost costs the Allies, more with fewer left', () => {
    expect(P_CLEAR).toBeCloseTo(1 - Object.values(RANDOM_EVENTS).filter((e) => e.id === 'poor-weather').length / 10, 12);
    const s = atAirOps();
    const bombers = Object.keys(s.air).filter((id) => {
      const d = AIR_BY_ID[id];
      const a = AIRCRAFT[d.aircraft];
      return d.side === 'allied' && !d.reserve && a.type !== 'F' && typeof a.full.bf === 'number' && a.full.bf > 0;
    });
    expect(bombers.length).toBeGreaterThan(4);
    const plan = (x: State) => airPlan(view(x, 'allied'));
    const lose = (x: State, k: number) => {
      const t = clone(x);
      for (const id of bombers.slice(0, k)) t.air[id].base = 'dead';
      return t;
    };
    const whole = plan(s).value;
    const one = plan(lose(s, 1)).value;
    const four = plan(lose(s, 4)).value;
    const five = plan(lose(s, 5)).value;
    expect(one).toBeLessThan(whole);
    expect(five).toBeLessThan(four);
    expect(four - five).toBeGreaterThan(whole - one); // the fewer left, the more each is worth
    // A bomber never covers more than the +4 of the clear turns it adds (1 / ATTRITION of a turn each).
    expect(plan(s).perBomber).toBeLessThanOrEqual((4 * P_CLEAR) / ATTRITION + 1e-9);
    // The last turn has no turn after it to cover.
    const last = clone(s);
    last.turn = last.lastTurn;
    expect(plan(lose(last, 5)).perBomber).toBe(0);
  });

  it('11.2.3 13.1 a General Regroup is worth the bombers it brings back less the VP each costs: kept while few are lost, declared when many are', () => {
    const s = atAirOps();
    const bombers = Object.keys(s.air).filter((id) => {
      const d = AIR_BY_ID[id];
      const a = AIRCRAFT[d.aircraft];
      return d.side === 'allied' && !d.reserve && a.type !== 'F' && typeof a.full.bf === 'number' && a.full.bf > 0;
    });
    const declared = (x: State) => {
      const t = clone(x);
      t.generalRegroup = 'allied';
      t.regroupUsed.allied = true;
      return t;
    };
    const lose = (x: State, k: number) => {
      const t = clone(x);
      for (const id of bombers.slice(0, k)) t.air[id].base = 'dead';
      return t;
    };
    const plan = (x: State) => airPlan(view(x, 'allied')).value;
    expect(plan(declared(lose(s, 1)))).toBeLessThan(plan(lose(s, 1)));
    expect(plan(declared(lose(s, 6)))).toBeGreaterThan(plan(lose(s, 6)));
    // Once used it brings nothing more.
    const used = lose(s, 6);
    used.regroupUsed.allied = true;
    expect(plan(used)).toBeLessThan(plan(lose(s, 6)));
  });

  it("8.7 8.1.5 the Allied player weighs what its units risk once intercepted: a composition's value falls by the risk of each unit", () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'strafing', hex: '2003', target: 'base:ff-1' });
    const bomber = game.legalActions(s, 'allied').find((a) => a.type === 'add');
    expect(bomber).toBeDefined();
    act(s, 'allied', bomber!);
    const v = view(s, 'allied');
    // The Allied planner's value of the mission is the plain one less the risk: an airbase has AA (8.9.1) and
    // the German fighters may intercept (8.4).
    expect(missionValue(v, 'allied', 'allied')).toBeLessThan(missionValue(v, 'allied'));
    expect(LOSS_IF_INTERCEPTED).toBeGreaterThan(0);
    expect(LOSS_IF_INTERCEPTED).toBeLessThan(1);
    // The German's value of an Allied mission is untouched by the Allied plan.
    expect(missionValue(view(s, 'german'), 'german', 'german')).toBe(missionValue(view(s, 'german'), 'german'));
  });
});
