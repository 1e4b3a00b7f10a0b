// The Allied search's reading of a Disrupted Airbase (src/games/cruellest-month/ai.ts disruptedExposure): the aircraft
// left on the ground there risk the German's next strike (6.6.2, 8.9, 8.10.6), so a returning unit lands elsewhere (8.12).
import { describe, expect, it } from 'vitest';
import '../../../src/games/index.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { type Action, actionKey } from '../../../src/kernel/game.ts';
import { type CmView, DISRUPTED_RISK, cruellestMonthAI, disruptedExposure, projectedMargin, rankOnePly } from '../../../src/games/cruellest-month/ai/index.ts';
import { AIR_BY_ID } from '../../../src/games/cruellest-month/data.ts';
import { type State, act, atAirOps, drive, game } from './helpers.ts';

/** An Allied bombing mission of turn 1 back from its target, its first unit choosing where to land (8.12). */
function landing(): State {
  const s = atAirOps();
  act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
  act(s, 'allied', { type: 'add', unit: 'a-2' });
  act(s, 'allied', { type: 'launch' });
  drive(s, (x) => x.mission?.step === 'land' && game.toAct(x)[0] === 'allied', {
    policy: (_s, _r, legal) => legal.find((a) => a.type === 'scramble-done' || a.type === 'evacuate-done') ?? legal[0],
  });
  return s;
}

describe('computer players: aircraft left at a Disrupted Airbase (6.6.2, 8.10.6)', () => {
  it('6.6.2 8.10.6 the search counts each Allied aircraft on the ground at a Disrupted base, the heuristic none', () => {
    const s = atAirOps();
    const base = s.air['a-2'].base;
    const there = Object.keys(s.air).filter((id) => s.air[id].base === base && AIR_BY_ID[id].side === 'allied');
    expect(there.length).toBeGreaterThan(0);
    const v0 = game.view(s, 'allied') as CmView;
    expect(disruptedExposure(v0)).toBe(0);
    // (A view may share its objects with the state: the margins before the change are taken now.)
    const deep0 = projectedMargin(v0, 'allied', 'allied', true);
    const shallow0 = projectedMargin(v0, 'allied', 'allied', false);
    s.bases[base].status = 'disrupted';
    const v = game.view(s, 'allied') as CmView;
    const x = disruptedExposure(v);
    expect(x).toBeGreaterThan(0);
    // One more aircraft there adds its worth once more.
    const other = Object.keys(s.air).find((id) => AIR_BY_ID[id].side === 'allied' && s.bases[s.air[id].base] && s.air[id].base !== base)!;
    const otherBase = s.air[other].base;
    s.air[other].base = base;
    expect(disruptedExposure(game.view(s, 'allied') as CmView)).toBeGreaterThan(x + DISRUPTED_RISK * 0.5);
    // Only the search's Allied evaluation reads it.
    s.air[other].base = otherBase;
    const v2 = game.view(s, 'allied') as CmView;
    expect(projectedMargin(v2, 'allied', 'allied', true) - deep0).toBeCloseTo(-disruptedExposure(v2), 9);
    expect(projectedMargin(v2, 'allied', 'allied', false)).toBeCloseTo(shallow0, 9);
  });

  it('8.12 the Allied search lands a returning unit at a Normal Airbase rather than a Disrupted one', () => {
    const s = landing();
    const legal = game.legalActions(s, 'allied');
    expect(legal.length).toBeGreaterThan(1);
    // Every base it may land at Disrupted but the last one offered.
    const bases = legal.map((a) => a.base as string);
    for (const b of bases.slice(0, -1)) s.bases[b].status = 'disrupted';
    const rank = (deep: boolean) => rankOnePly(cruellestMonthAI.resample(cruellestMonthAI.observe(s, 'allied'), 'allied', new Rng(7), deep), 'allied', legal);
    const normal: Action = legal[legal.length - 1];
    const deep = rank(true);
    expect(actionKey(deep[0].action)).toBe(actionKey(normal));
    expect(deep[0].value).toBeGreaterThan(deep[1].value + 1e-6);
    // Without the reading (the heuristic's model) the landings are worth the same.
    const values = rank(false).map((x) => x.value);
    expect(Math.max(...values) - Math.min(...values)).toBeLessThan(1e-9);
  });
});
