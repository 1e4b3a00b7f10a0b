// The players' copies of a state (ai/copy.ts): the same data as the generic copy, in the same order, sharing
// no object with the state copied, so that a search's model never changes the real game.
import { describe, expect, it } from 'vitest';
import { copyData } from '../../../src/ai-kit/model.ts';
import { copyState } from '../../../src/games/cruellest-month/ai/copy.ts';
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
});
