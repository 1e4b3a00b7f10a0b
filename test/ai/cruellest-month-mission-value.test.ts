// The Cruellest Month's mission-value term (src/games/cruellest-month/ai.ts `missionValue`): what an air
// mission can earn by the rules (8.10, 8.11, 13.1), weighed by its risk (8.4, 8.9), from the side's own view;
// and the evaluation without the view (`evaluateState`), which must equal the evaluation of the view.
import { describe, expect, it } from 'vitest';
import '../../src/games/index.ts';
import type { Role } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import {
  ASL_WORTH,
  type CmView,
  cruellestMonthAI,
  evaluate,
  evaluateState,
  missionValue,
  projectedMargin,
  rankOnePly,
  sharpened,
  strikeOdds,
} from '../../src/games/cruellest-month/ai/index.ts';
import { type State, act, atAirOps, game, playVisiting } from '../games/cruellest-month/helpers.ts';

const view = (s: State, role: Role) => game.view(s, role) as CmView;
const clone = (s: State) => JSON.parse(JSON.stringify(s)) as State;

describe('The Cruellest Month mission value', () => {
  it('8.10.5 8.10.6 a bombing roll: a B.E.2 rolling 0 scores 2 hits, BF or under at least 1, under 0 the difference', () => {
    // B.E.2 (BF 2) bombing from low altitude (-1): the die 1..6 reads 0..5.
    const bf = 2;
    const low = strikeOdds(bf, -1);
    const hitsOf = (r: number) => (r < 0 ? bf - r : r <= bf ? Math.max(1, bf - r) : 0);
    const expected = [1, 2, 3, 4, 5, 6].reduce((t, d) => t + hitsOf(d - 1) / 6, 0);
    expect(low.hits).toBeCloseTo(expected, 12);
    expect(hitsOf(0)).toBe(2); // the rule's own example
    expect(low.severe).toBe(0);
    expect(low.any).toBeCloseTo(3 / 6, 12);
    // An Ace and low altitude (-2): a 1 reads -1, below 0 - 3 hits or the Disrupted/Interdicted result.
    const ace = strikeOdds(bf, -2);
    expect(ace.severe).toBeCloseTo(1 / 6, 12);
    expect(ace.dist[3]).toBeCloseTo(1 / 6, 12);
    expect(ace.dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('13.1 8.1.7 an Allied bombing mission on a clear turn is worth the +4 German it spares; the one-ply look ranks bombing above pass', () => {
    const s = atAirOps();
    expect(s.poorWeather).toBe(false);
    expect(s.ops.alliedBombed).toBe(false);
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: 'douai', target: 'box' });
    const v = missionValue(view(s, 'allied'), 'allied');
    expect(v).toBeGreaterThanOrEqual(4);
    // Once an Allied bombing attack has been launched this turn, a second one spares nothing more.
    const t = clone(s);
    t.ops.alliedBombed = true;
    const again = missionValue(view(t, 'allied'), 'allied');
    expect(again).toBeLessThan(v - 3.9);
    expect(again).toBeGreaterThanOrEqual(0);
    // A strafing attack (8.10.2) is not a bombing attack: it spares nothing.
    const u = atAirOps();
    act(u, 'allied', { type: 'mission', task: 'strafing', hex: 'douai', target: 'box' });
    expect(missionValue(view(u, 'allied'), 'allied')).toBeLessThan(1);
    // The one-ply look: missions now differ, and the best is a bombing mission worth more than passing.
    const w = atAirOps();
    const legal = game.legalActions(w, 'allied').filter((a) => a.type !== 'stage');
    const model = cruellestMonthAI.resample(cruellestMonthAI.observe(w, 'allied'), 'allied', new Rng(3));
    const ranked = rankOnePly(model, 'allied', legal);
    expect(ranked[0].action).toMatchObject({ type: 'mission', task: 'bombing' });
    const pass = ranked.find((x) => x.action.type === 'pass')!;
    expect(ranked[0].value).toBeGreaterThan(pass.value);
    expect(new Set(ranked.map((x) => x.value.toFixed(9))).size).toBeGreaterThan(3);
  });

  it('8.10.6 9.5.1 standing Artillery Support counts for its side, a Gruppe point against the Allies', () => {
    const s = atAirOps();
    const base = projectedMargin(view(s, 'allied'), 'allied');
    const t = clone(s);
    t.asl.VI = Math.max(0, t.asl.VI - 1);
    expect(projectedMargin(view(t, 'allied'), 'allied') - base).toBeCloseTo(-ASL_WORTH, 9);
    t.asl.VI += 1;
    t.asl.arras = Math.max(0, t.asl.arras - 1);
    expect(projectedMargin(view(t, 'allied'), 'allied') - base).toBeCloseTo(ASL_WORTH, 9);
  });

  it('8.1.6 note 6.1 the value of the enemy mission does not depend on its hidden units', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'pass' });
    expect(game.toAct(s)).toEqual(['german']);
    // The German fighters at the start (14.2) strafe Arras (8.10.2, 8.6).
    const mission = game.legalActions(s, 'german').find((a) => a.type === 'mission' && a.task === 'strafing' && a.target === 'city')!;
    expect(mission).toBeDefined();
    act(s, 'german', mission);
    const adds = game.legalActions(s, 'german').filter((a) => a.type === 'add');
    const first = adds[0];
    act(s, 'german', first);
    const other = adds.find((a) => a.unit !== first.unit)!;
    const t = clone(s);
    t.mission!.units = [String(other.unit)];
    expect(JSON.stringify(view(t, 'allied'))).toBe(JSON.stringify(view(s, 'allied')));
    expect(evaluateState(t, 'allied')).toBe(evaluateState(s, 'allied'));
    act(s, 'german', { type: 'launch' });
    const u = clone(s);
    u.mission!.units = [String(other.unit)];
    u.mission!.range = { [String(other.unit)]: 5 };
    expect(JSON.stringify(view(u, 'allied'))).toBe(JSON.stringify(view(s, 'allied')));
    expect(missionValue(view(s, 'allied'), 'allied')).toBeLessThan(0); // a German strike under way costs the Allies
    expect(evaluateState(u, 'allied')).toBe(evaluateState(s, 'allied'));
  });

  it('the search sees its values sharpened about the root (as arras-postcard): the root scores 0.5, the order is kept, the gaps widen', () => {
    const s = atAirOps();
    const v = view(s, 'allied');
    const model = cruellestMonthAI.resample(cruellestMonthAI.observe(s, 'allied'), 'allied', new Rng(5));
    expect(evaluateState(model, 'allied')).toBeCloseTo(0.5, 9);
    const root = evaluate(v, 'allied');
    const logit = Math.log(root / (1 - root));
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: 'douai', target: 'box' });
    const bombing = evaluate(view(s, 'allied'), 'allied');
    expect(bombing).toBeGreaterThan(root);
    expect(sharpened(bombing, logit) - 0.5).toBeGreaterThan(3 * (bombing - root));
    expect(sharpened(root - 0.001, logit)).toBeLessThan(0.5);
  });

  it('evaluateState equals the evaluation of the view, for each side, along a random game with its missions', () => {
    let checked = 0;
    let missions = 0;
    let i = 0;
    playVisiting(
      11,
      (s) => {
        if (!s.mission && i++ % 25) return;
        if (s.mission) missions++;
        for (const role of ['allied', 'german'] as const) {
          expect(evaluateState(s, role)).toBe(evaluate(view(s, role), role));
          checked++;
        }
      },
      () => checked >= 1200,
    );
    expect(missions).toBeGreaterThan(100);
  });
});
