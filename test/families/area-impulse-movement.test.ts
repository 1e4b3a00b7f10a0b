// The area-impulse family's movement core (src/families/area-impulse/movement.ts): the move listing
// that asks a game's step check once per class, area, MF and first step, an activation's moves, and
// the step classes.
import { describe, expect, it } from 'vitest';
import { Board, type BoardState, type Side } from '../../src/families/area-impulse/board.ts';
import { type Activation, mayStartMoving } from '../../src/families/area-impulse/impulses.ts';
import { type MoveListRules, MoveLister, type StepRules, stepClasses } from '../../src/families/area-impulse/movement.ts';
import { AreaGraph } from '../../src/maps/area.ts';

// A line of areas 1-2-3-4 with a branch 2-5; units 0-2 allied (0, 1 infantry, 2 artillery), 3 german.
const graph = new AreaGraph(
  [1, 2, 3, 4, 5],
  [
    { a: 1, b: 2, kind: 'open' },
    { a: 2, b: 3, kind: 'open' },
    { a: 3, b: 4, kind: 'open' },
    { a: 2, b: 5, kind: 'open' },
  ],
);
const TYPES = ['infantry', 'infantry', 'artillery', 'infantry'];
const SIDES: Side[] = ['allied', 'allied', 'allied', 'german'];
const board = new Board<BoardState>({ side: SIDES, leader: [false, false, false, false] }, 6);
const state = (loc: number[], spent = loc.map(() => 0)): BoardState => ({ loc, spent, control: ['allied', 'allied', 'allied', 'german', 'german', 'allied'] });

describe('area-impulse movement core', () => {
  // A step check that counts its questions: infantry may step anywhere but into enemy-held areas
  // beyond its MF, artillery only into areas without enemy units.
  let checks = 0;
  const classes = stepClasses(
    TYPES.map((type, i) => ({ type, side: SIDES[i] })),
    (d) => `${d.side}|${d.type}`,
  );
  const rules: StepRules<BoardState> = {
    stepClass: (_s, u) => classes.of[u],
    classes: classes.count,
    steps: (_s, _u, from) => graph.neighbours[from],
    stepOk(s, u, _from, to, mf, first) {
      checks++;
      const enemy = board.hasUnits(s, to, SIDES[u] === 'allied' ? 'german' : 'allied');
      if (TYPES[u] === 'artillery') return !enemy;
      return !enemy || mf >= 3 || first;
    },
  };

  it('units alike (same side and type) share one step class; others do not', () => {
    expect(classes.count).toBe(3);
    expect(classes.of[0]).toBe(classes.of[1]);
    expect(classes.of[2]).not.toBe(classes.of[0]);
    expect(classes.of[3]).not.toBe(classes.of[0]);
  });

  it('8.1 a stack of units alike is checked once per listing; a unit with other MF, first step or class is checked apart', () => {
    const lister = new MoveLister(rules, 5, 3);
    const s = state([2, 2, 2, 3]);
    const listed = (u: number, mf: number, first: boolean) => {
      const n = lister.steps(s, u, 2, mf, first);
      return Array.from(lister.found.subarray(lister.at, lister.at + n));
    };
    lister.begin();
    checks = 0;
    expect(listed(0, 1, false)).toEqual([1, 5]); // 3 holds an enemy unit and 1 MF is not enough
    expect(checks).toBe(3);
    expect(listed(1, 1, false)).toEqual([1, 5]); // the same class, area, MF and first step: no new check
    expect(checks).toBe(3);
    expect(listed(1, 4, false)).toEqual([1, 3, 5]); // more MF: asked again
    expect(listed(1, 1, true)).toEqual([1, 3, 5]); // a first step: asked again
    expect(listed(2, 1, false)).toEqual([1, 5]); // artillery: another class
    expect(checks).toBe(12);
    lister.begin(); // a new listing forgets the answers (the state may have changed)
    board.setLoc(s, 3, 4);
    expect(listed(0, 1, false)).toEqual([1, 3, 5]);
    expect(checks).toBe(15);
  });

  it('6.2.3 whether a unit can step at all stops at its first legal step, and a full listing after it finds them all', () => {
    const lister = new MoveLister(rules, 5, 3);
    const s = state([2, 2, 2, 3]);
    lister.begin();
    checks = 0;
    expect(lister.canStep(s, 0, 2, 1, false)).toBe(true);
    expect(lister.found[lister.at]).toBe(1);
    expect(checks).toBe(1);
    expect(lister.canStep(s, 1, 2, 1, false)).toBe(true); // answered: no new check
    expect(checks).toBe(1);
    expect(lister.steps(s, 1, 2, 1, false)).toBe(2);
    expect(checks).toBe(4);
    expect(lister.canStep(s, 0, 2, 1, false)).toBe(true); // the full answer serves too
    expect(checks).toBe(4);
    const cornered = state([4, 4, 4, 3]);
    lister.begin();
    expect(lister.canStep(cornered, 2, 4, 5, false)).toBe(false); // artillery next to the enemy only
  });

  it('8.1 / 5.1 one unit at a time: the unit moving now goes on with its MF left, then each eligible unit that may start; with any, the first move only', () => {
    const lister = new MoveLister(rules, 5, 3);
    const listing: MoveListRules<BoardState, string> = {
      mayStart: (s, a, u) => mayStartMoving(a, s.loc, u),
      mf: (_s, a, u) => (u === a.mover ? a.mfLeft : 1),
      first: (_s, a, u) => !(u in a.enteredFrom),
      action: (u, to) => `${u}>${to}`,
    };
    const s = state([1, 2, 2, 3]);
    const a: Activation = { area: 2, eligible: [0, 1, 2], done: [], mover: 0, mfLeft: 0, enteredFrom: { 0: 2 }, waiting: [] };
    const listed = (any = false) => {
      const out: string[] = [];
      lister.moves(listing, s, a, out, any);
      return out;
    };
    // Unit 0 moved from 2 into 1 with no MF left: back to 2 only; unit 1 (first step) may enter the enemy's 3; artillery not.
    expect(listed()).toEqual(['0>2', '1>1', '1>3', '1>5', '2>1', '2>5']);
    expect(listed(true)).toEqual(['0>2']);
    a.mover = -1;
    a.done.push(0, 1); // finished: only the artillery may still start
    expect(listed()).toEqual(['2>1', '2>5']);
  });

  it('a listing with more questions than it was sized for starts over instead of writing past its tables', () => {
    const lister = new MoveLister(rules, 2, 3);
    const s = state([2, 2, 2, 3]);
    lister.begin();
    for (let mf = 1; mf <= 6; mf++) {
      const n = lister.steps(s, 0, 2, mf, false);
      expect(Array.from(lister.found.subarray(lister.at, lister.at + n))).toEqual(mf >= 3 ? [1, 3, 5] : [1, 5]);
    }
  });
});
