// Area-impulse family: the movement core the three area games share (1940 8.0-8.3 and 14.1, Battles
// 5.0-5.2, Cambrai Move Units and the MP table). Each game keeps its own step check (the cost and
// legality of one step, with its rule numbers) and declares the rest in one `StepRules` object beside
// it; this module does, once and fast, what every game's listings do with that check:
// - `stepClasses`: units alike for the step check (units of one class get the same answers);
// - `MoveLister`: the legal steps of a unit, found once per class, area, MF and first step in one
//   listing (every unit of a stack asks the same question), and the areas of an impulse listing
//   from which some unit could step; `moves`: the listing of an activation's moves (`MoveListRules`).
// Nothing here is kept inside a state (the state stays plain JSON); what is kept beside it is kept
// for the listing under way, never reused for another state or moment. (The entry costs, kept per
// occupancy, are the step check's: step-check.ts.)

import { type Activation, stepTaken } from './impulses.ts';

/**
 * Per unit, a class number from `key` (units with the same key share a class); the classes are
 * numbered 0..n-1 in the order of the units.
 */
export function stepClasses<U>(units: readonly U[], key: (d: U) => string): { of: readonly number[]; count: number } {
  const ids = new Map<string, number>();
  const of = units.map((d) => {
    const k = key(d);
    if (!ids.has(k)) ids.set(k, ids.size);
    return ids.get(k)!;
  });
  return { of, count: ids.size };
}

/** What the family's move listing needs of a game: its step check and which units are alike for it. */
export interface StepRules<S> {
  /**
   * Unit `u`'s step class now, below `classes`: two units of one class in one area with the same MF
   * left and the same first-step flag get the same answer from `stepOk` for every step (the game
   * says which facts of a unit its step check reads).
   */
  stepClass(s: S, u: number): number;
  readonly classes: number;
  /** The areas unit `u` may try to enter from `from` (its neighbours; its entry areas off the map). */
  steps(s: S, u: number, from: number): readonly number[];
  /** The game's step check: may `u` step from `from` to `to` with `mf` left, `first` = it has not moved yet? */
  stepOk(s: S, u: number, from: number, to: number, mf: number, first: boolean): boolean;
}

/**
 * Lists legal steps through a game's `StepRules`, once per (area, class, MF, first) in a listing:
 * `begin()` starts a listing (the state must not change until the next `begin()`), `steps()` gives
 * the legal destinations of a unit as a range of `found`. Reused scratch arrays: a listing allocates
 * nothing. Not re-entrant (one listing at a time, as the engine lists one state's actions at a time).
 */
export class MoveLister<S extends { loc: readonly number[] }> {
  /** The destinations found in this listing; `steps()` returns a range of it. */
  readonly found: Int32Array;
  /** The start in `found` of the range the last `steps()` call returned. */
  at = 0;
  private readonly keys: Int32Array;
  private readonly starts: Int32Array;
  private readonly counts: Int32Array;
  private seen = 0;
  private used = 0;

  constructor(
    private readonly rules: StepRules<S>,
    /** The most different questions in one listing (e.g. the number of units + 1). */
    questions: number,
    /** The most areas a unit may try from one area. */
    maxSteps: number,
  ) {
    this.keys = new Int32Array(questions);
    this.starts = new Int32Array(questions);
    this.counts = new Int32Array(questions);
    this.found = new Int32Array(questions * maxSteps);
  }

  begin(): void {
    this.seen = 0;
    this.used = 0;
  }

  /**
   * The legal steps of unit `u` from `from` with `mf` left (`first`: it has not moved yet): returns
   * how many, found at `found[at ..]`, in the order of `rules.steps`.
   */
  steps(s: S, u: number, from: number, mf: number, first: boolean): number {
    const key = this.key(s, u, from, mf, first);
    const k = this.find(key, key);
    if (k >= 0) {
      this.at = this.starts[k];
      return this.counts[k];
    }
    return this.list(s, u, from, mf, first, key, false);
  }

  /** Has unit `u` a legal step from `from` (as `steps`, but stops at the first one found, at `found[at]`)? */
  canStep(s: S, u: number, from: number, mf: number, first: boolean): boolean {
    const key = this.key(s, u, from, mf, first);
    const k = this.find(key, -key - 1);
    if (k >= 0) {
      this.at = this.starts[k];
      return this.counts[k] > 0;
    }
    return this.list(s, u, from, mf, first, key, true) > 0;
  }

  /**
   * The moves open in activation `a`, into `out` (a listing of its own): the unit moving now goes on,
   * then any eligible unit that may start. With `any`, only the first one found (is there a move at all?).
   */
  moves<A, Act extends Activation>(r: MoveListRules<S, A, Act>, s: S, a: Act, out: A[], any = false): void {
    this.begin();
    if (a.mover >= 0 && this.unitMoves(r, s, a, a.mover, out, any) && any) return;
    for (const u of a.eligible) if (r.mayStart(s, a, u) && this.unitMoves(r, s, a, u, out, any) && any) return;
  }

  /** The steps unit `u` of `a` may take (with `any`, the first only) into `out`; true if it has one. */
  private unitMoves<A, Act extends Activation>(r: MoveListRules<S, A, Act>, s: S, a: Act, u: number, out: A[], any: boolean): boolean {
    const from = s.loc[u];
    const mf = r.mf(s, a, u);
    const first = r.first(s, a, u);
    const n = any ? (this.canStep(s, u, from, mf, first) ? 1 : 0) : this.steps(s, u, from, mf, first);
    for (let j = this.at, end = j + n; j < end; j++) out.push(r.action(u, this.found[j]));
    return n > 0;
  }

  /** The question's number: MF are below 64 and above -64; an area id (or a box >= -64) below 2^12. */
  private key(s: S, u: number, from: number, mf: number, first: boolean): number {
    const r = this.rules;
    return (((from + 64) * r.classes + r.stepClass(s, u)) * 128 + mf + 64) * 2 + (first ? 1 : 0);
  }

  /** The index of the answer to `key` (all steps) or `partial` (only whether there is one), or -1. */
  private find(key: number, partial: number): number {
    const keys = this.keys;
    for (let k = 0; k < this.seen; k++) if (keys[k] === key || keys[k] === partial) return k;
    return -1;
  }

  /** Finds the legal steps (with `any`, the first only: kept under the key -key - 1) and keeps them. */
  private list(s: S, u: number, from: number, mf: number, first: boolean, key: number, any: boolean): number {
    if (this.seen === this.keys.length) this.begin(); // full: start over (a range is read before the next call)
    const r = this.rules;
    const k = this.seen++;
    const at = this.used;
    let n = 0;
    for (const to of r.steps(s, u, from)) {
      if (!r.stepOk(s, u, from, to, mf, first)) continue;
      this.found[at + n++] = to;
      if (any) break;
    }
    this.keys[k] = any ? -key - 1 : key;
    this.starts[k] = at;
    this.counts[k] = n;
    this.used += n;
    this.at = at;
    return n;
  }
}

/**
 * What a game's listing of the moves (1940 8.1, Battles 5.1, Cambrai Move Units) reads of its
 * activation: who may start moving, each unit's MF (MP) left and first step, the action of a step.
 */
export interface MoveListRules<S, A, Act extends Activation = Activation> {
  /** May unit `u` of the activation's eligible units start moving now (each once, one at a time)? */
  mayStart(s: S, a: Act, u: number): boolean;
  /** The MF unit `u` has left (the unit moving now, or one that may start). */
  mf(s: S, a: Act, u: number): number;
  /** Has unit `u` not moved yet (a first step)? */
  first(s: S, a: Act, u: number): boolean;
  /** The action moving unit `u` into `to`. */
  action(u: number, to: number): A;
}

/** What a game's move (1940 8.1-8.2, Battles 5.1-5.2) needs: who stops, a new mover's MF, its step check, its board. */
export interface MoveRules<S, C extends { ok: true; cost: number }> {
  /** The unit moving now stops (the game's `finishMover`). */
  finishMover(s: S): void;
  /** The MF of unit `u` as it starts moving. */
  startMf(s: S, u: number): number;
  check(s: S, u: number, from: number, to: number, mf: number, first: boolean): C | { ok: false; message: string };
  setLoc(s: S, u: number, area: number): void;
  updateControl(s: S, area: number): void;
}

/**
 * Unit `u` of the activation `a` steps into `to` (`first`: it has not moved yet): it becomes the mover
 * (the one before stops), its step is checked (validation has passed it), it moves, its MF, entry
 * and path are recorded (`stepTaken`) and both areas' control is updated. Returns the step's check;
 * the game then says what the step means (`afterStep`).
 */
export function takeStep<S, C extends { ok: true; cost: number }>(
  r: MoveRules<S, C>,
  a: Activation,
  s: S & { loc: number[] },
  u: number,
  to: number,
  first: boolean,
): C {
  if (a.mover !== u) {
    r.finishMover(s);
    a.mover = u;
    a.mfLeft = r.startMf(s, u);
  }
  const from = s.loc[u];
  const check = r.check(s, u, from, to, a.mfLeft, first);
  if (!check.ok) throw new Error(`internal: illegal step passed validation: ${check.message}`);
  r.setLoc(s, u, to);
  stepTaken(a, u, from, to, check.cost);
  r.updateControl(s, from);
  r.updateControl(s, to);
  return check;
}
