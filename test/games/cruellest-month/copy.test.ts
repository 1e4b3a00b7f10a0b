// The players' copies of a state (ai/copy.ts): the same data as the generic copy, in the same order, sharing
// no object with the state copied, so that a search's model never changes the real game.
import { describe, expect, it } from 'vitest';
import { copyData } from '../../../src/ai-kit/model.ts';
import { copyState } from '../../../src/games/cruellest-month/ai/copy.ts';
import { cruellestMonthAI } from '../../../src/games/cruellest-month/ai/index.ts';
import { enterHex } from '../../../src/games/cruellest-month/rules/09-ground-movement.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { atAirOps } from './helpers.ts';
import { airBattleSight, airBattleView } from '../../../src/games/cruellest-month/air-battle/battle.ts';
import type { State } from '../../../src/games/cruellest-month/state.ts';
import { playVisiting } from './helpers.ts';

/** Every object and array inside `x` (itself included). */
function objectsOf(x: unknown, out = new Set<object>()): Set<object> {
  if (typeof x !== 'object' || x === null) return out;
  out.add(x);
  for (const v of Object.values(x)) objectsOf(v, out);
  return out;
}

describe('cruellest-month: the players copy a state field by field', () => {
  it('a model copy is the state as the generic copy gives it, and shares no object with it (a search never changes the real game)', () => {
    let checked = 0;
    let battles = 0;
    const differ: string[] = [];
    for (const seed of [3, 8]) {
      let n = 0;
      playVisiting(seed, (s: State) => {
        if (n++ % 10 !== 0) return;
        const t = copyState(s);
        if (JSON.stringify(t) !== JSON.stringify(copyData(s))) differ.push(`seed ${seed} step ${n}: not the same data`);
        const mine = objectsOf(s);
        for (const o of objectsOf(t)) if (mine.has(o)) differ.push(`seed ${seed} step ${n}: an object shared`);
        checked++;
        if (s.battle) battles++;
      });
    }
    expect(differ.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(500);
    expect(battles).toBeGreaterThan(10);
  });

  it("8.7.3 the players' sight of an air battle (read by their prune at every node) is the side's view: the same data, the other side's unrevealed markers hidden", () => {
    let checked = 0;
    const differ: string[] = [];
    for (const seed of [3, 8, 11]) {
      playVisiting(seed, (s: State) => {
        if (!s.battle) return;
        for (const role of ['allied', 'german'] as const) {
          const view = JSON.stringify(airBattleView(s.battle, role));
          if (JSON.stringify(airBattleSight(s.battle, role)) !== view) differ.push(`seed ${seed} ${role}: the sight differs`);
          checked++;
        }
      });
    }
    expect(differ.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
  it("3.0 a model shares its observation's control table until a division takes a hex: then it has its own, and the observation is unchanged", () => {
    const s = atAirOps();
    const o = cruellestMonthAI.observe(s, 'allied');
    const before = JSON.stringify(o);
    const a = cruellestMonthAI.resample(o, 'allied', new Rng(1), true) as State;
    const b = cruellestMonthAI.resample(o, 'allied', new Rng(2), true) as State;
    expect(a.control).toBe(b.control);
    expect(copyState(a).control).toBe(a.control);
    const german = Object.keys(a.ground).find((id) => id.startsWith('g-') && a.ground[id].where === 'map')!;
    enterHex(a, german, '2208', undefined);
    expect(a.control['2208']).toBe('german');
    expect(b.control['2208']).toBe('allied');
    expect(JSON.stringify(o)).toBe(before);
    // A state of the game itself is never shared: its copy has its own table.
    expect(copyState(s).control).not.toBe(s.control);
  });
});
