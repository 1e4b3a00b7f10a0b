// The area-impulse family module: board queries, retreat priorities, attrition, impulse alternation.
import { describe, expect, it } from 'vitest';
import { AreaGraph } from '../../src/maps/area.ts';
import { type AttritionCosts, lossOptions, lossTarget } from '../../src/families/area-impulse/attrition.ts';
import { Board, type BoardState, type Side } from '../../src/families/area-impulse/board.ts';
import { passImpulse, freshCheck } from '../../src/families/area-impulse/impulses.ts';
import { retreatDestinations } from '../../src/families/area-impulse/retreat.ts';

const ARRAS_1940: AttritionCosts = { freshEliminated: 3, flip: 1, spentEliminated: 2, spentRetreats: 1 };
const BATTLES: AttritionCosts = { freshEliminated: 5, flip: 2, spentEliminated: 2, spentRetreats: 2, eliminationsBeforeRetreats: true };

// A line of areas 1-2-3-4 with a branch 2-5; units: 0,1 allied, 2,3 german, 4 german leader.
const graph = new AreaGraph([1, 2, 3, 4, 5], [
  { a: 1, b: 2, kind: 'open' },
  { a: 2, b: 3, kind: 'open' },
  { a: 3, b: 4, kind: 'open' },
  { a: 2, b: 5, kind: 'open' },
]);
const board = new Board<BoardState>({ side: ['allied', 'allied', 'german', 'german', 'german'], leader: [false, false, false, false, true] }, 6);
const state = (loc: number[], control: Side[]): BoardState => ({ loc, spent: loc.map(() => 0), control: ['allied', ...control] });

describe('area-impulse board', () => {
  it('counts units, stacking (leaders excluded) and Fresh units per side, and follows setLoc/setSpent', () => {
    const s = state([1, 1, 2, 2, 2], ['allied', 'german', 'german', 'german', 'german']);
    expect(board.stackCount(s, 2, 'german')).toBe(2);
    expect(board.hasFresh(s, 2, 'german')).toBe(true);
    board.setSpent(s, 2, 1);
    board.setSpent(s, 3, 1);
    board.setSpent(s, 4, 1);
    expect(board.hasFresh(s, 2, 'german')).toBe(false);
    board.setLoc(s, 0, 2);
    expect(board.contested(s, 2)).toBe(true);
    expect(board.vacant(s, 1, 'allied')).toBe(true);
    expect(board.free(s, 1, 'allied')).toBe(true);
  });

  it('Battles 5.2 B: anyFreshAlone finds an area with Fresh units of a side and none of the other, as freshAlone does', () => {
    // Allied 0 in 1, allied 1 and german 2 in 3 (Contested), german 3 and the leader in 4.
    const s = state([1, 3, 3, 4, 4], ['allied', 'german', 'german', 'german', 'german']);
    expect(board.anyFreshAlone(s, [2, 3], 'german')).toBe(false); // 2 empty, 3 Contested
    expect(board.anyFreshAlone(s, [3, 4], 'german')).toBe(true);
    expect(board.anyFreshAlone(s, [1, 5], 'allied')).toBe(true);
    board.setSpent(s, 3, 1); // the leader alone stays Fresh in 4
    expect(board.anyFreshAlone(s, [4], 'german')).toBe(true);
    board.setSpent(s, 4, 1);
    expect(board.anyFreshAlone(s, [3, 4], 'german')).toBe(false);
    for (const side of ['allied', 'german'] as const) {
      for (const areas of [[1], [2, 3], [3, 4], [1, 2, 3, 4, 5]]) expect(board.anyFreshAlone(s, areas, side)).toBe(areas.some((a) => board.freshAlone(s, a, side)));
    }
  });

  it('the stamp of a position changes with every move and flip, and no two positions share one', () => {
    const s = state([1, 1, 2, 2, 2], ['allied', 'german', 'german', 'german', 'german']);
    const t = state([1, 1, 2, 2, 2], ['allied', 'german', 'german', 'german', 'german']);
    const seen = new Set([board.stamp(s), board.stamp(t)]);
    expect(seen.size).toBe(2); // equal positions of two states: two stamps
    expect(board.stamp(s)).toBe([...seen][0]); // unchanged while nothing moves
    board.setLoc(s, 0, 2);
    seen.add(board.stamp(s));
    board.setSpent(s, 2, 1);
    seen.add(board.stamp(s));
    board.setSpent(s, 2, 1); // already Spent: nothing changes
    seen.add(board.stamp(s));
    board.invalidate(t);
    seen.add(board.stamp(t));
    expect(seen.size).toBe(5);
  });

  it('control changes only when one side alone occupies an area the enemy controls', () => {
    const s = state([3, 1, 2, 2, 2], ['allied', 'german', 'german', 'german', 'german']);
    expect(board.updateControl(s, 3)).toBe('allied');
    expect(board.updateControl(s, 2)).toBeNull();
  });
});

describe('area-impulse retreat priorities', () => {
  it('prefer a Free area next to the fewest enemy-Controlled areas, then friendly Contested, then enemy Contested', () => {
    const rules = { graph, board, possible: () => true, full: () => false };
    // German unit 2 in area 2; Allied and German units in 3. Areas 1 and 5 are Allied-Controlled and empty:
    // enemy-Controlled uncontested areas are never retreat destinations; 3 is friendly Contested.
    const s = state([3, 0, 2, 3, 0], ['allied', 'german', 'german', 'german', 'allied']);
    expect(retreatDestinations(rules, s, 2, 2)).toEqual([3]);
    const t = state([0, 0, 2, 0, 0], ['allied', 'german', 'german', 'german', 'german']);
    expect(retreatDestinations(rules, t, 2, 2)).toEqual([3, 5]);
    t.control[4] = 'allied';
    expect(retreatDestinations(rules, t, 2, 2)).toEqual([5]); // 3 now touches an enemy-Controlled area
  });

  it('pass through a fully stacked area and retreat again from it, never back', () => {
    const s = state([0, 0, 2, 0, 0], ['allied', 'german', 'german', 'german', 'allied']);
    const rules = { graph, board, possible: () => true, full: (_s: BoardState, _u: number, to: number) => to === 3 };
    expect(retreatDestinations(rules, s, 2, 2)).toEqual([4]);
  });
});

describe('area-impulse attrition', () => {
  const units = (...spent: boolean[]) => spent.map((sp, i) => ({ unit: i, spent: sp }));

  it('1940 11.1: every total up to the capacity is exact; the lead takes the first AP', () => {
    expect(lossTarget(ARRAS_1940, units(false, true), 4)).toBe(4);
    expect(lossTarget(ARRAS_1940, units(false, true), 9)).toBe(5); // excess ignored
    const first = lossOptions(ARRAS_1940, units(false, true), 4, 1);
    expect(first.map((o) => o.unit)).toEqual([1, 1]);
    // 1 AP left with a Spent unit alone: retreat (1) only, not elimination (2).
    expect(lossOptions(ARRAS_1940, units(true), 1, -1)).toEqual([{ unit: 0, how: 'retreat', cost: 1 }]);
  });

  it('Battles 6.4.2.a: when no exact loss exists the defender must exceed it', () => {
    // One Fresh unit can absorb 2, 4 or 5: 3 PP must become 4.
    expect(lossTarget(BATTLES, units(false), 3)).toBe(4);
    expect(lossTarget(BATTLES, units(false), 1)).toBe(2);
    // Eliminations before retreats.
    expect(lossOptions(BATTLES, units(true, true), 2, -1, true).every((o) => o.how !== 'eliminate')).toBe(true);
  });
});

describe('area-impulse impulses', () => {
  it('two consecutive passes end the Combat Phase; no Fresh units hands over or ends it', () => {
    const s = { momentum: 'allied' as Side, impulse: 3, lastImpulsePass: false };
    expect(passImpulse(s)).toBe(false);
    expect(s).toEqual({ momentum: 'german', impulse: 1, lastImpulsePass: true });
    expect(passImpulse(s)).toBe(true);
    expect(freshCheck(s, (side) => side === 'allied')).toBe('switch');
    expect(freshCheck(s, () => false)).toBe('end');
  });
});

describe('area-impulse attrition: the first loss', () => {
  it('Battles 6.4.2.a: the target counts only totals in which the lead unit takes the first loss', () => {
    const units = [
      { unit: 0, spent: true },
      { unit: 1, spent: false },
    ];
    // 5 PP: exact without the lead (the Fresh unit eliminated), but the Fatiguée lead must take the first PP: 2 + 4 = 6.
    expect(lossTarget(BATTLES, units, 5)).toBe(5);
    expect(lossTarget(BATTLES, units, 5, 0)).toBe(6);
    expect(lossTarget(BATTLES, units, 5, [0, 1])).toBe(5);
    expect(lossOptions(BATTLES, units, 6, 0).length).toBeGreaterThan(0);
    // 1940 costs: every total stays exact, with or without a first unit.
    expect(lossTarget(ARRAS_1940, units, 3, 0)).toBe(3);
  });
});

describe('area-impulse attrition: eliminations before retreats', () => {
  it('Battles 6.4.2.a: a retreat is open only when the rest can be absorbed without eliminations', () => {
    // 7 PP on a Fatiguée and a Fresh unit: the Fresh unit must be eliminated (5) before the retreat (2).
    const units = [
      { unit: 0, spent: true },
      { unit: 1, spent: false },
    ];
    const opts = lossOptions(BATTLES, units, 7, -1);
    expect(opts).toContainEqual({ unit: 1, how: 'eliminate', cost: 5 });
    expect(opts.some((o) => o.how === 'retreat')).toBe(false);
    // 1940 costs are unaffected: a retreat first is still open.
    expect(lossOptions(ARRAS_1940, units, 4, -1).some((o) => o.how === 'retreat')).toBe(true);
  });
});
