// The attacker's risk in the search's value of a ground attack (src/games/cruellest-month/ai.ts attackRisk): an AX
// (9.4.4) costs the attacker a step, and a Reduced attacker standing alone in Arras leaves it empty for the German.
import { describe, expect, it } from 'vitest';
import '../../../src/games/index.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { actionKey } from '../../../src/kernel/game.ts';
import {
  type CmView,
  PLAN_WEIGHT,
  WALK_IN,
  attackValue,
  attackerLoss,
  cruellestMonthAI,
  hexWorth,
  projectedMargin,
  rankOnePly,
} from '../../../src/games/cruellest-month/ai/index.ts';
import { GROUND_CRT, groundColumn } from '../../../src/games/cruellest-month/data.ts';
import { type State, act, atAirOps, game } from './helpers.ts';

const ARRAS = '2208';
/** The ground phase's attack step with i-3 Reduced and alone in Arras, next to the Reduced g-11 (14.0 set-up). */
function lastDivisionInArras(): State {
  const s = atAirOps();
  act(s, 'allied', { type: 'pass' });
  act(s, 'german', { type: 'pass' });
  act(s, 'allied', { type: 'move-done' });
  expect(s.step).toBe('attack');
  s.ground['i-3'].reduced = true;
  for (const id in s.ground) if (id !== 'i-3' && id.startsWith('i-') && s.ground[id].hex === ARRAS) s.ground[id].hex = '2309';
  return s;
}
const attack = { type: 'attack', attacker: 'i-3', hex: '2207' };

describe('computer players: what a ground attack risks (9.4.4)', () => {
  it('9.4.4 P(AX) is read from the Ground Combat Table: the rolls of 1D10 whose column gives AX on the defender row', () => {
    for (const [acf, dcf, mods] of [
      [4, 4, 0],
      [2, 3, -2],
      [5, 2, 3],
      [1, 6, -4],
    ]) {
      let n = 0;
      for (let r = 1; r <= 10; r++) if (GROUND_CRT.rows[dcf - 1][Math.max(0, Math.min(8, groundColumn(r + acf + mods)))] === 'AX') n++;
      expect(attackerLoss(acf, dcf, mods)).toBeCloseTo(n / 10, 12);
    }
  });

  it('9.4.4 13.2 the search counts the AX that would eliminate the last, Reduced division in Arras and leave it empty', () => {
    const s = lastDivisionInArras();
    act(s, 'allied', attack);
    const v = game.view(s, 'allied') as CmView;
    const plain = attackValue(v, 'i-3', 'g-11r', null);
    const deep = attackValue(v, 'i-3', 'g-11r', null, true);
    // The difference is P(AX) x (a step of the evaluation's strength + Arras walked into at the next phase).
    const risk = plain - deep;
    expect(risk).toBeGreaterThan(0);
    const ax = risk / (0.3 + hexWorth(ARRAS) * WALK_IN * PLAN_WEIGHT);
    expect(ax).toBeGreaterThan(0);
    expect(ax).toBeLessThanOrEqual(1);
    expect(Math.round(ax * 10)).toBeCloseTo(ax * 10, 9);
    // The heuristic's (shallow) value is unchanged; the search's margin carries the deep one.
    expect(projectedMargin(v)).toBeCloseTo(projectedMargin({ ...v, attacks: [] }) + plain, 9);
    // With a second division in Arras the loss of the attacker leaves it held: only the step counts.
    const t = lastDivisionInArras();
    t.ground['i-9'].hex = ARRAS;
    act(t, 'allied', attack);
    const w = game.view(t, 'allied') as CmView;
    expect(attackValue(w, 'i-3', 'g-11r', null) - attackValue(w, 'i-3', 'g-11r', null, true)).toBeCloseTo(ax * 0.3, 9);
  });

  it('9.4.4 the Allied search does not attack out of Arras with its last, Reduced division at even odds', () => {
    const s = lastDivisionInArras();
    const legal = game.legalActions(s, 'allied');
    expect(legal.some((a) => actionKey(a) === actionKey(attack))).toBe(true);
    const valueAt = (deep: boolean) => {
      const model = cruellestMonthAI.resample(cruellestMonthAI.observe(s, 'allied'), 'allied', new Rng(5), deep);
      const ranked = rankOnePly(model, 'allied', legal);
      return (a: object) => ranked.find((x) => actionKey(x.action) === actionKey(a as never))!.value;
    };
    const deep = valueAt(true);
    expect(deep(attack)).toBeLessThan(deep({ type: 'attacks-done' }));
    // Without the risk (the heuristic's shallow model) the same attack looked no worse than declaring none.
    const shallow = valueAt(false);
    expect(shallow(attack)).toBeGreaterThanOrEqual(shallow({ type: 'attacks-done' }));
  });
});
