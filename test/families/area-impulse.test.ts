// The area-impulse family module: board queries, retreat priorities, attrition, impulse alternation,
// the loss machine, sending attackers back, sealed bids.
import { describe, expect, it } from 'vitest';
import { AreaGraph } from '../../src/maps/area.ts';
import { type AttritionCosts, lossOptions, lossTarget } from '../../src/families/area-impulse/attrition.ts';
import { Board, type BoardState, type Side } from '../../src/families/area-impulse/board.ts';
import { type BidRules, type BidState, sealBid, settleTiedBids } from '../../src/families/area-impulse/contract.ts';
import { type LossRules, type ReturnRules, lossesOpen, sendBack, startLosses, takeLoss } from '../../src/families/area-impulse/losses.ts';
import { passImpulse, freshCheck } from '../../src/families/area-impulse/impulses.ts';
import { retreatDestinations } from '../../src/families/area-impulse/retreat.ts';

const ARRAS_1940: AttritionCosts = { freshEliminated: 3, flip: 1, spentEliminated: 2, spentRetreats: 1 };
const BATTLES: AttritionCosts = { freshEliminated: 5, flip: 2, spentEliminated: 2, spentRetreats: 2, eliminationsBeforeRetreats: true };

// A line of areas 1-2-3-4 with a branch 2-5; units: 0,1 allied, 2,3 german, 4 german leader.
const graph = new AreaGraph(
  [1, 2, 3, 4, 5],
  [
    { a: 1, b: 2, kind: 'open' },
    { a: 2, b: 3, kind: 'open' },
    { a: 3, b: 4, kind: 'open' },
    { a: 2, b: 5, kind: 'open' },
  ],
);
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
      for (const areas of [[1], [2, 3], [3, 4], [1, 2, 3, 4, 5]])
        expect(board.anyFreshAlone(s, areas, side)).toBe(areas.some((a) => board.freshAlone(s, a, side)));
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

// The loss machine, sending attackers back and the sealed bids, run on the little board above with a
// toy combat record: `left` points to take in area 2, the German units there the victims.
interface Fight extends BoardState {
  area: number;
  left: number;
  firstTaken: boolean;
  asked: number;
  done: number;
  lost: number[];
}

function lossRules(costs: AttritionCosts, wipedOut: (p: number, c: number) => boolean): LossRules<Fight> {
  const entry = (text: string) => ({ rule: 'x', text });
  return {
    costs,
    board: board as unknown as Board<Fight>,
    updateControl: (s, area) => board.updateControl(s, area),
    record: (s) => s,
    victims: (s) => board.unitsIn(s, 2, 'german'),
    left: (s) => s.left,
    setLeft: (s, n) => {
      s.left = n;
    },
    firsts: () => [2],
    targetFirsts: () => [-1],
    retreated: () => false,
    destinations: () => [3],
    wipedOut,
    wipeOut: (s, units) => {
      for (const u of units) board.setLoc(s, u, 0);
    },
    eliminate: (s, u) => {
      board.setLoc(s, u, 0);
      s.lost.push(u);
    },
    retreat: (s, u, to) => board.setLoc(s, u, to),
    texts: {
      flipped: (u, cost) => entry(`flip ${u} ${cost}`),
      eliminated: (u, cost) => entry(`elim ${u} ${cost}`),
      cannotRetreat: (u, cost) => entry(`cannot ${u} ${cost}`),
      retreated: (cost) => entry(`retreat ${cost}`),
    },
    ask: (s) => {
      s.asked++;
    },
    done: (s) => {
      s.done++;
    },
  };
}

// Germans 2 and 3 (and the leader 4) in area 2, the allies in 1; area 3 German.
const fight = (): Fight => ({
  ...state([1, 1, 2, 2, 2], ['allied', 'german', 'german', 'german', 'german']),
  area: 2,
  left: 0,
  firstTaken: false,
  asked: 0,
  done: 0,
  lost: [],
});

describe('area-impulse losses', () => {
  it('1940 11.1, Battles 6.4.2.a, Cambrai Attack CP: losses are taken one at a time, the first on the lead unit, then on any, until the points are absorbed', () => {
    const r = lossRules(ARRAS_1940, (ap, capacity) => ap >= capacity);
    const s = fight();
    const log: string[] = [];
    startLosses(r, s, 2, (e) => log.push(e.text));
    expect(s.left).toBe(2);
    expect(s.asked).toBe(1);
    // The first AP must fall on unit 2 (the lead): no choice for unit 3 yet; the family notes when it is taken.
    expect(lossesOpen(r, s).every((o) => o.unit === 2)).toBe(true);
    takeLoss(r, s, 2, 'flip', undefined, (e) => log.push(e.text));
    expect([s.firstTaken, lossesOpen(r, s).some((o) => o.unit === 3)]).toEqual([true, true]);
    expect(s.spent[2]).toBe(1);
    expect(s.left).toBe(1);
    expect(s.done).toBe(0);
    // Now a Spent unit may retreat (once per destination) or the other unit flip.
    expect(lossesOpen(r, s)).toContainEqual({ unit: 2, how: 'retreat', cost: 1, to: 3 });
    takeLoss(r, s, 2, 'retreat', 3, (e) => log.push(e.text));
    expect(s.loc[2]).toBe(3);
    expect(s.left).toBe(0);
    expect(s.done).toBe(1);
    expect(log).toEqual(['flip 2 1', 'retreat 1']);
  });

  it('1940 11.1 / Battles 6.4.2.a: more points than the stack can absorb eliminate it at once, and control changes', () => {
    const r1940 = lossRules(ARRAS_1940, (ap, capacity) => ap >= capacity);
    const s = fight();
    board.setLoc(s, 0, 2); // an allied attacker in area 2
    startLosses(r1940, s, 9, undefined); // capacity 3 + 3 + 3
    expect([s.loc[2], s.loc[3], s.loc[4]]).toEqual([0, 0, 0]);
    expect(s.control[2]).toBe('allied');
    expect(s.done).toBe(1);
    expect(s.asked).toBe(0);
    // The Battles edition eliminates at once only above the capacity (15 = 5 + 5 + 5 is taken loss by loss).
    const battles = lossRules(BATTLES, (pp, capacity) => pp > capacity);
    const t = fight();
    startLosses(battles, t, 15, undefined);
    expect(t.asked).toBe(1);
    expect(t.left).toBe(15);
  });

  it('1940 11.2.4 / Battles 6.6.1: a unit that must retreat and cannot is eliminated', () => {
    const r = { ...lossRules(ARRAS_1940, (ap, capacity) => ap >= capacity), destinations: () => [] };
    const s = fight();
    board.setSpent(s, 2, 1);
    startLosses(r, s, 1, undefined);
    expect(lossesOpen(r, s)).toContainEqual({ unit: 2, how: 'retreat', cost: 1 });
    takeLoss(r, s, 2, 'retreat', undefined, undefined);
    expect(s.lost).toEqual([2]);
    expect(s.loc[2]).toBe(0);
  });
});

describe('area-impulse sending attackers back', () => {
  const rules = (asked: number[][]): ReturnRules<{ queue: number[]; moved: string[] }> => ({
    queue: (s) => s.queue,
    settled: (s, u) => u === 9 && s.moved.push('9 settled') > 0,
    options: (_s, u) => (u === 1 ? [] : u === 2 ? [5] : [5, 6]),
    retreat: (s, u, to) => s.moved.push(`${u}->${to}`),
    cannot: (s, u) => s.moved.push(`${u} eliminated`),
    ask: (_s, u, options) => asked.push([u, ...options]),
    done: (s) => s.moved.push('done'),
  });

  it('1940 11.2.1 / Battles 6.4.1: one unit at a time; one destination is taken, none eliminates, two or more are asked', () => {
    const asked: number[][] = [];
    const s = { queue: [9, 1, 2, 3, 2], moved: [] as string[] };
    sendBack(rules(asked), s, undefined);
    expect(s.moved).toEqual(['9 settled', '1 eliminated', '2->5']);
    expect(asked).toEqual([[3, 5, 6]]);
    expect(s.queue).toEqual([3, 2]);
    // The owner's choice moves unit 3 and takes it off the queue; the rest goes on.
    s.queue.shift();
    sendBack(rules(asked), s, undefined);
    expect(s.moved.slice(3)).toEqual(['2->5', 'done']);
  });
});

describe('area-impulse sealed bids', () => {
  const bidRules = (ties: number[], then: string[]): BidRules<BidState> => ({
    sealed: (role, n) => ({ rule: '17.1', text: `${role} ${n}` }),
    revealed: (a, g) => ({ rule: '17.1', text: `revealed ${a} ${g}` }),
    settled: (swap, vp) => ({ rule: '17.1', text: `swap ${swap} ${vp}` }),
    tied: (dr, swap) => ({ rule: '17.1', text: `tie ${dr} ${swap}` }),
    tie: () => ties.push(1),
    then: () => then.push('then'),
  });

  it('1940 17.1 / Battles 14.1.1: a sealed bid is told only to its seat; the higher bid takes the Allies and needs that many VP', () => {
    const ties: number[] = [];
    const then: string[] = [];
    const s: BidState = { bids: { allied: null, german: null }, swapped: false, vpNeeded: 0 };
    const log: { text: string; to?: string[] }[] = [];
    sealBid(bidRules(ties, then), s, 'allied', 8, (e) => log.push(e));
    expect(log).toEqual([{ rule: '17.1', text: 'allied 8', to: ['allied'] }]);
    expect(then).toEqual([]);
    sealBid(bidRules(ties, then), s, 'german', 11, (e) => log.push(e));
    expect(s.swapped).toBe(true);
    expect(s.vpNeeded).toBe(11);
    expect(log.slice(1).map((e) => e.text)).toEqual(['german 11', 'revealed 8 11', 'swap true 11']);
    expect(then).toEqual(['then']);
    // Equal bids go to the edition's tie roll.
    const t: BidState = { bids: { allied: 5, german: null }, swapped: false, vpNeeded: 0 };
    sealBid(bidRules(ties, then), t, 'german', 5, undefined);
    expect(ties).toEqual([1]);
    expect(t.vpNeeded).toBe(0);
    // The tie die: 4-6 the German seat takes the Allies, 1-3 the Allied seat keeps them.
    settleTiedBids(bidRules(ties, then), t, 4, undefined);
    expect(t.swapped).toBe(true);
    expect(t.vpNeeded).toBe(5);
    const u: BidState = { bids: { allied: 5, german: 5 }, swapped: false, vpNeeded: 0 };
    settleTiedBids(bidRules(ties, then), u, 3, undefined);
    expect(u.swapped).toBe(false);
  });
});
