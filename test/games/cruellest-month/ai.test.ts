// The computer players' knowledge (src/games/cruellest-month/ai.ts): the evaluation reads the view
// only; the determinization samples the other side's hidden Airbase Display (6.1) consistently.
import { timeShare } from '../../../src/ai-kit/time.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/kernel/rng.ts';
import { AIR_BY_ID } from '../../../src/games/cruellest-month/data.ts';
import {
  type CmView,
  DECISIVE_SHARE,
  attackValue,
  TIME,
  cruellestMonthAI,
  evaluate,
  projectedMargin,
  winChance,
} from '../../../src/games/cruellest-month/ai/index.ts';
import { overCapacity } from '../../../src/games/cruellest-month/state.ts';
import { act, atAirOps, game } from './helpers.ts';

describe('computer players', () => {
  it('13.1 13.3 the evaluation counts the +4 German VP of a clear turn until the Allied player bombs (a bombing mission in flight counts as bombing)', () => {
    const s = atAirOps();
    const before = projectedMargin(game.view(s, 'allied') as CmView);
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'launch' });
    // Nothing is settled at the launch (ruling 13.1: the first bombing roll settles it); the mission's own prospects
    // aside (ai.ts missionValue), a bombing mission in flight is counted as executed, and so is one that has bombed.
    const flying = game.view(s, 'allied') as CmView;
    expect(projectedMargin({ ...flying, mission: null })).toBe(before);
    expect(projectedMargin({ ...flying, mission: null, ops: { ...flying.ops, alliedBombed: true } })).toBe(before + 4);
    const v = game.view(s, 'allied') as CmView;
    // The two sides' values add up to 1 but for the Allied player's own plan (ai.ts groundPlan, airPlan).
    expect(evaluate(v, 'german')).toBeCloseTo(1 - winChance(v, projectedMargin(v), 'allied'), 9);
  });

  it('8.1 8.1.5 the search spends its decisive share of the time on whether and where to fly and on composition, a twentieth on chores', () => {
    const s = atAirOps();
    const share = () => timeShare(TIME, cruellestMonthAI.observe(s, 'allied'), 'allied', game.legalActions(s, 'allied'));
    expect(cruellestMonthAI.time).toBe(TIME);
    expect(share()).toBe(DECISIVE_SHARE); // mission or pass (8.1)
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    expect(share()).toBe(DECISIVE_SHARE); // composition (8.1.5)
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'launch' });
    // From here on the German scrambles (8.4): decisive for him; the landings after the battle are not.
    const g = () => timeShare(TIME, cruellestMonthAI.observe(s, 'german'), 'german', game.legalActions(s, 'german'));
    expect(s.mission?.step).toBe('scramble');
    expect(game.toAct(s)).toEqual(['german']);
    expect(g()).toBe(DECISIVE_SHARE);
    const v = { ...cruellestMonthAI.observe(s, 'allied'), step: 'move', mission: null, battle: null };
    expect(timeShare(TIME, v, 'allied', [{ type: 'move', unit: 'x', to: '2208' }, { type: 'move-done' }])).toBe(0.05);
    expect(timeShare(TIME, { ...v, battle: {} }, 'allied', [])).toBe(0.05);
  });

  it('8.4 the model of an enemy mission never changes the real game (the German scrambles in his model only)', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'launch' });
    expect(s.mission?.step).toBe('scramble');
    const before = JSON.stringify(s);
    const d = cruellestMonthAI.resample(cruellestMonthAI.observe(s, 'german'), 'german', new Rng(5));
    const scramble = game.legalActions(d, 'german').find((a) => a.type === 'scramble')!;
    expect(scramble).toBeDefined();
    game.perform(d, 'german', scramble);
    expect(d.mission!.scrambles.length).toBe(1);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('6.1 resample keeps my own units, samples every live enemy aircraft at a base within hosting capacity', () => {
    const s = atAirOps();
    const d = cruellestMonthAI.resample(cruellestMonthAI.observe(s, 'allied'), 'allied', new Rng(3));
    for (const id in d.air) if (AIR_BY_ID[id].side === 'allied') expect(d.air[id]).toMatchObject({ base: s.air[id].base, flown: s.air[id].flown });
    const germanBases = new Set(
      Object.keys(d.air)
        .filter((id) => AIR_BY_ID[id].side === 'german')
        .map((id) => d.air[id].base),
    );
    for (const b of germanBases) if (b !== 'reserve') expect(overCapacity(d, b)).toBeNull();
    // The model plays on: its legal actions for the Allied player are the real ones.
    expect(
      game
        .legalActions(d, 'allied')
        .map((a) => a.type)
        .sort(),
    ).toEqual(
      game
        .legalActions(s, 'allied')
        .map((a) => a.type)
        .sort(),
    );
  });

  it('9.4 13.2 a declared attack on a Hindenburg Line hex is worth its chance of a DX times the hex', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'pass' });
    act(s, 'german', { type: 'pass' });
    expect(s.phase).toBe('ground');
    act(s, 'allied', { type: 'move-done' });
    const before = projectedMargin(game.view(s, 'allied') as CmView);
    act(s, 'allied', { type: 'attack', attacker: 'i-3', hex: '2207' });
    const v = game.view(s, 'allied') as CmView;
    expect(projectedMargin(v) - before).toBeCloseTo(attackValue(v, 'i-3', 'g-11r', null), 9);
    expect(attackValue(v, 'i-3', 'g-11r', null)).toBeGreaterThan(0);
  });
});
