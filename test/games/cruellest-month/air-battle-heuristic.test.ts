import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/kernel/game.ts';
import {
  airBattleChance,
  airBattleGlance,
  airBattleLegal,
  airBattleOutcome,
  airBattlePerform,
  airBattleToAct,
  airBattleView,
  startAirBattle,
} from '../../../src/games/cruellest-month/air-battle/battle.ts';
import { chooseAirBattleAction } from '../../../src/games/cruellest-month/air-battle/heuristic.ts';
import { randomInput, rng } from './air-battle-helpers.ts';

/** One battle; each side plays the heuristic (from its own view only) or uniformly random legal actions. */
function play(seed: number, smart: { mission: boolean; interceptor: boolean }) {
  const input = randomInput(rng(seed));
  input.balloon = undefined;
  for (const u of input.mission) if (u.task === 'balloon') u.task = 'escort';
  const b = startAirBattle(input);
  const r = rng(seed * 31 + 7);
  while (!airBattleOutcome(b)) {
    const [role] = airBattleToAct(b);
    if (role === CHANCE) {
      airBattlePerform(b, role, { type: 'dice', dice: [1 + Math.floor(r() * airBattleChance(b).sides)] });
      continue;
    }
    const legal = airBattleLegal(b, role);
    const useHeuristic = role === b.missionSide ? smart.mission : smart.interceptor;
    const a = useHeuristic ? chooseAirBattleAction(airBattleView(b, role), role, legal) : legal[Math.floor(r() * legal.length)];
    expect(legal).toContainEqual(a);
    airBattlePerform(b, role, a);
  }
  const o = airBattleOutcome(b)!;
  const loss = (mission: boolean) =>
    o.units.filter((u) => (u.side === b.missionSide) === mission).reduce((n, u) => n + (u.eliminated ? 3 : u.reducedNow ? 2 : u.disrupted ? 1 : 0), 0);
  return { delivered: o.units.filter((u) => u.delivered).length, missionLoss: loss(true), interceptorLoss: loss(false) };
}

function total(smart: { mission: boolean; interceptor: boolean }) {
  const t = { delivered: 0, missionLoss: 0, interceptorLoss: 0 };
  for (let s = 1; s <= 25; s++) {
    const x = play(s, smart);
    t.delivered += x.delivered;
    t.missionLoss += x.missionLoss;
    t.interceptorLoss += x.interceptorLoss;
  }
  return t;
}

describe('air battle heuristic player', () => {
  it('8.10.4 heuristic bombers reach the target zone and deliver far more often than random ones', () => {
    expect(total({ mission: true, interceptor: false }).delivered).toBeGreaterThan(2 * total({ mission: false, interceptor: false }).delivered + 5);
  });
  it('8.7.9 heuristic interceptors inflict more damage on the raid than random ones', () => {
    expect(total({ mission: false, interceptor: true }).missionLoss).toBeGreaterThan(total({ mission: false, interceptor: false }).missionLoss);
  });
  it("8.7.3 the policy sees as the view does: an unrevealed enemy unit's markers hidden, and the same choices", () => {
    let masked = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const input = randomInput(rng(seed));
      const b = startAirBattle(input);
      const r = rng(seed * 17 + 3);
      for (let n = 0; n < 400 && !airBattleOutcome(b); n++) {
        const [role] = airBattleToAct(b);
        if (role === CHANCE) {
          airBattlePerform(b, role, { type: 'dice', dice: [1 + Math.floor(r() * airBattleChance(b).sides)] });
          continue;
        }
        const view = airBattleView(b, role);
        const glance = airBattleGlance(b, role);
        for (const [i, u] of glance.units.entries()) {
          const { placed: _, ...seen } = view.units[i];
          expect(u).toEqual(seen);
          if (u.side !== role && u.altitude === null) masked++;
        }
        const legal = airBattleLegal(b, role);
        const a = chooseAirBattleAction(glance, role, legal);
        expect(a).toEqual(chooseAirBattleAction(view, role, legal));
        airBattlePerform(b, role, a);
      }
    }
    expect(masked).toBeGreaterThan(0);
  });
});
