// Area-impulse family: the check of one step of one unit, in the order the three area games make it
// (1940 8.2-8.3 and 14.1, Battles 5.1-5.2, Cambrai Move Units and the MP table). Each game declares its
// own checks in one `StepCheckRules` object beside its rule, with its own reasons and rule numbers:
//  1. `crossing`: the boundary (adjacent areas only) and the areas the unit may not enter now;
//  2. a zone (`zones`) is entered only on a unit's first step, and stops it (1940 14.1);
//  3. stacking (`stacks`, `stackLimit`);
//  4. out of a contested area only into a free one (`contestedExit`, 1940 8.3.3);
//  5. `enter`: the game's own conditions on entering (unaccompanied units, bridges, ...);
//  6. a crossing that costs all MF (`ALL_MF`: water, a canal without a bridge): some types only
//     (`allMfType`), on a first step only; the unit stops;
//  7. the entry cost: 4 into an area with a Fresh enemy unit, 3 with exhausted ones only, else the
//     game's `emptyCost` (1 or 2), kept per side and area while the counts it reads stay the same;
//     then `price`, the game's changes to it;
//  8. the cost against the MF left (`anyFirstStep`: a unit that has not moved may enter any area).
// A check (`StepChecker`) allocates nothing (the listings check many steps): the step, and the inputs
// a game adds to it (`x`, `y`: Cambrai's Rolling Barrage and bridges, Battles' Débordement), go to the
// game's hooks as arguments, never through memory (stored then read back, they made the check 15%
// slower); what the checks find goes into the game's `StepFacts`; the texts of a refusal are built
// only when read (`StepRefusal`). It reads the board's counts once (`occupancy`), the kept entry costs
// from them too, and finds a cost not yet kept out of line (`keepCost`). `MapSteps`: what the map alone
// says of a step, a table per side, from and to that a game's `crossing` reads.

import type { IllegalInfo } from '../../kernel/game.ts';
import { type Board, type BoardState, SIDES, type Side } from './board.ts';

/** `StepFacts.crossing`: an ordinary boundary; one that costs all MF; a game numbers its own above. */
export const OPEN = 0;
export const ALL_MF = 1;
/**
 * The dearest entry, into an area with a Fresh enemy unit (1940 8.2, Battles 5.2 D, Cambrai MP table):
 * no game's `price` raises a cost above it before it is compared with the MF left.
 */
const DEAREST = 4;

/**
 * What the map alone says of a step (a game's code, 0-255: not adjacent, the kind of boundary, an area
 * a side may never enter), per side, from and to, found once: a game's `crossing` reads it for every step.
 */
export class MapSteps {
  private readonly codes: Uint8Array;

  constructor(
    private readonly slots: number,
    private readonly code: (side: Side, from: number, to: number) => number,
  ) {
    this.codes = new Uint8Array(2 * slots * slots);
    for (const side of SIDES)
      for (let from = 0; from < slots; from++) for (let to = 0; to < slots; to++) this.codes[this.index(side, from, to)] = code(side, from, to);
  }

  /** The code of the step (found anew from a box off the map, or into an area id out of range). */
  at(side: Side, from: number, to: number): number {
    const n = this.slots;
    return from > 0 && from < n && to > 0 && to < n ? this.codes[this.index(side, from, to)] : this.code(side, from, to);
  }

  private index(side: Side, from: number, to: number): number {
    return (side === 'allied' ? 0 : this.slots * this.slots) + from * this.slots + to;
  }
}

/** The reasons to refuse a step that the family's checks find (a game's `crossing` and `enter` add their own). */
export type StepWhy = 'zone-first' | 'stacking' | 'contested' | 'all-mf-type' | 'all-mf-moved' | 'cost';

/**
 * What the checks found of the step under check (one object per game, reused). The step itself (unit,
 * areas, side) goes to the hooks as arguments; a game extends this with its own facts (Battles:
 * the cost of leaving, 5.2 F) and its hooks read and write them.
 */
export class StepFacts {
  /** OPEN, ALL_MF, or the game's own kind of boundary (Cambrai: the bridge crossed). */
  crossing = OPEN;
  /** The step costs all MF the unit has, besides an ALL_MF crossing (the game's `enter` sets it for every step: Battles 5.2 E). */
  allMf = false;
  /** The cost (for a refusal 'cost', the cost asked) and whether the unit must stop after the step. */
  cost = 0;
  stop = false;
}

/** A legal step (`StepChecker.check`): its cost, whether the unit must stop after it, and the kind of boundary crossed. */
export interface StepOk {
  readonly ok: true;
  readonly cost: number;
  readonly stop: boolean;
  /** `StepFacts.crossing`: OPEN, ALL_MF, or the game's own kind (Battles: a river; Cambrai: the bridge crossed). */
  readonly crossing: number;
}

/** A game's checks of one step, in the family's order (see the top of this file). */
export interface StepCheckRules<S extends BoardState, W extends string, F extends StepFacts, X = undefined, Y = undefined> {
  board: Board<S>;
  /** Per unit, its side. */
  side: readonly Side[];
  /** 1. The boundary and the areas the unit may not enter now; sets `t.crossing`. */
  crossing(s: S, t: F, u: number, from: number, to: number, side: Side): W | null;
  /** 2. Per area, whether it is a zone: entered on a first step only; the unit stops there (none: no such rule). */
  zones: readonly boolean[] | null;
  /** 3. Per unit, whether it counts against stacking (outside zones); per area, the limit. */
  stacks: readonly boolean[];
  stackLimit: readonly number[];
  /** 4. Units leaving a contested area must first move to a free one. */
  contestedExit: boolean;
  /**
   * 5. The game's own conditions on entering (`enemyHere`, `friendHere`: units of the enemy, of the
   * unit's side, in `to`; `enemyFrom`: enemy units in `from`, an area on the map; `x`, `y`: the game's
   * inputs to the step).
   */
  enter?(s: S, t: F, u: number, from: number, to: number, side: Side, enemyHere: boolean, friendHere: boolean, enemyFrom: boolean, x: X, y: Y): W | null;
  /** 6. May the unit make an ALL_MF crossing? */
  allMfType(s: S, u: number): boolean;
  /**
   * 7. The cost of entering an area without enemy units (1 or 2, 1940 8.2, Battles 5.2 A/B, Cambrai MP
   * table: next to a Fresh enemy unit or not). The check keeps each answer while the counts it reads
   * stay the same: all the board's counts (`Occupancy.stamp`), or with `enemyFreshOnly` the enemy's
   * Fresh counts alone (`Occupancy.freshStamps`: kept through the moves of the side asking).
   */
  emptyCost(s: S, side: Side, area: number): number;
  enemyFreshOnly: boolean;
  /** 7. A state fact `emptyCost` also reads (1940 15.3: Area 19 before the Panzer release), as 0 or 1: answers kept apart. */
  costVariant?(s: S): number;
  /** 7. The game's changes to the cost (never above 4). */
  price?(t: F, cost: number, enemyHere: boolean, x: X, y: Y): number;
  /** 8. A unit that has not moved yet may enter any adjacent area, with all its MF. */
  anyFirstStep: boolean;
  /** 8. A unit that has spent all its MF stops (its step says so). */
  stopWhenSpent: boolean;
}

/**
 * 7. The `emptyCost` of 1940 (8.2, 14.1) and Cambrai (MP table): 2 next to an area with a Fresh unit of
 * the enemy of `side`, enemy units in a zone (`zones`) ignored, and in `skip` too (-1: none), else 1.
 */
export function nextToFreshCost<S extends BoardState>(
  board: Board<S>,
  neighbours: readonly (readonly number[])[],
  zones: readonly boolean[],
  s: S,
  side: Side,
  area: number,
  skip = -1,
): number {
  const fresh = board.occupancy(s).fresh;
  const foe = board.offset(side === 'allied' ? 'german' : 'allied');
  for (const n of neighbours[area]) if (!zones[n] && n !== skip && fresh[foe + n] > 0) return 2;
  return 1;
}

/**
 * A game's step check: its rules, its facts object (reused by every check) and how it words a refusal.
 * Not re-entrant (one check at a time; the facts of the last one stay readable until the next).
 */
export class StepChecker<S extends BoardState, W extends string, F extends StepFacts, X = undefined, Y = undefined> {
  /** The kept `emptyCost` answers, per (variant, side, area): the stamp they were found under, and the cost. */
  private readonly costStamps: Float64Array;
  private readonly costs: Int8Array;
  /** The answers of legal steps, one frozen object per (cost, stop, crossing), built once: listing the moves checks many steps. */
  private readonly oks: StepOk[] = [];

  constructor(
    readonly rules: StepCheckRules<S, W, F, X, Y>,
    readonly t: F,
    private readonly words: StepWords<W>,
  ) {
    this.costStamps = new Float64Array(4 * rules.board.slots);
    this.costs = new Int8Array(4 * rules.board.slots);
  }

  /**
   * Why the step of unit `u` from `from` to `to` with `mf` MF left (`first`: it has not moved yet) is
   * refused, or null when it is legal: its cost and stop are then in `t`. `legalOnly`: the cost is not
   * needed. `x`, `y`: the game's own inputs to the step, passed on to its hooks.
   */
  refused(s: S, u: number, from: number, to: number, mf: number, first: boolean, legalOnly = false, x?: X, y?: Y): W | StepWhy | null {
    const r = this.rules;
    const t = this.t;
    const side = r.side[u];
    const crossing = r.crossing(s, t, u, from, to, side);
    if (crossing !== null) return crossing;
    const zone = r.zones !== null && r.zones[to] === true;
    if (zone && !first) return 'zone-first';
    // The counts of the board, read directly (this check runs for every step every listing tries).
    const board = r.board;
    const o = board.occupancy(s);
    const own = board.offset(side);
    const foe = board.offset(side === 'allied' ? 'german' : 'allied');
    if (!zone && r.stacks[u] && o.stack[own + to] >= r.stackLimit[to]) return 'stacking';
    const enemyFrom = from > 0 && o.units[foe + from] > 0;
    if (r.contestedExit && enemyFrom && o.units[own + from] > 0 && !(s.control[to] === side && o.units[foe + to] === 0)) return 'contested';
    const enemyHere = o.units[foe + to] > 0;
    if (r.enter !== undefined) {
      const refused = r.enter(s, t, u, from, to, side, enemyHere, o.units[own + to] > 0, enemyFrom, x as X, y as Y);
      if (refused !== null) return refused;
    }
    const allMf = t.crossing === ALL_MF;
    if (allMf) {
      if (!r.allMfType(s, u)) return 'all-mf-type';
      if (!first) return 'all-mf-moved';
    }
    // When only legality is asked, the cost matters only if it may exceed the MF left.
    if (legalOnly && (mf >= DEAREST || (first && r.anyFirstStep))) return null;
    let cost: number;
    if (enemyHere) cost = o.fresh[foe + to] > 0 ? DEAREST : 3;
    else {
      // The game's `emptyCost` as kept per (variant, side, area) with the stamp of the counts it reads.
      const enemy = side === 'allied' ? 1 : 0;
      const i = ((r.costVariant ? r.costVariant(s) * 2 : 0) + 1 - enemy) * board.slots + to;
      const stamp = r.enemyFreshOnly ? o.freshStamps[enemy] : o.stamp;
      cost = this.costStamps[i] === stamp ? this.costs[i] : this.keepCost(s, side, to, i, stamp);
    }
    if (r.price) cost = r.price(t, cost, enemyHere, x as X, y as Y);
    let stop = enemyHere || zone;
    if (cost > mf) {
      if (!(first && r.anyFirstStep)) {
        t.cost = cost;
        return 'cost';
      }
      cost = Math.max(mf, 0);
      stop = true;
    }
    if (allMf || t.allMf) {
      cost = Math.max(cost, mf);
      stop = true;
    }
    t.cost = cost;
    t.stop = stop || (r.stopWhenSpent && cost >= mf);
    return null;
  }

  /** `refused` as an answer: the legal step (a shared frozen object), or its refusal. */
  check(s: S, u: number, from: number, to: number, mf: number, first: boolean, x?: X, y?: Y): StepOk | StepRefusal<W> {
    const why = this.refused(s, u, from, to, mf, first, false, x, y);
    const { cost, stop, crossing } = this.t;
    if (why !== null) return new StepRefusal(this.words, why, u, from, to, cost, mf, crossing);
    return (this.oks[((crossing * 64 + cost) * 2) | (stop ? 1 : 0)] ??= Object.freeze({ ok: true, cost, stop, crossing }));
  }

  /** 7. The game's `emptyCost` of `to` for `side`, found and kept under `stamp` at `i`. */
  private keepCost(s: S, side: Side, to: number, i: number, stamp: number): number {
    const cost = this.rules.emptyCost(s, side, to);
    this.costStamps[i] = stamp;
    this.costs[i] = cost;
    return cost;
  }
}

/**
 * A game's words for the family's reasons (its text/ en.ts and fr.ts), each absent where no step of the
 * game is refused for it (Battles: no zones, no contested exit, no ALL MF crossing).
 */
export interface StepWhyTexts {
  zoneFirst?: string;
  stacking(area: number, limit: number): string;
  contested?: string;
  allMfType?: string;
  allMfMoved?: string;
  cost(area: number, cost: number, mfLeft: number): string;
}

/** The text of refusal `r` for the family's reason `why`, in the game's words `t` (`limit`: the stacking limit of the area entered). */
export function stepWhyText(why: StepWhy, r: StepRefusal<string>, t: StepWhyTexts, limit: number): string {
  switch (why) {
    case 'zone-first':
      return t.zoneFirst ?? unworded(why);
    case 'stacking':
      return t.stacking(r.to, limit);
    case 'contested':
      return t.contested ?? unworded(why);
    case 'all-mf-type':
      return t.allMfType ?? unworded(why);
    case 'all-mf-moved':
      return t.allMfMoved ?? unworded(why);
    case 'cost':
      return t.cost(r.to, r.cost, r.mfLeft);
  }
}

/** A family reason a game has no words for: no step of the game is refused for it. */
function unworded(why: StepWhy): never {
  throw new Error(`internal: no step of this game is refused for '${why}'`);
}

/** How a game words its step refusals: the rule and the text of each reason. */
export interface StepWords<W extends string> {
  rule(r: StepRefusal<W>): string;
  text(r: StepRefusal<W>, lang: 'en' | 'fr'): string;
}

/**
 * A refused step that keeps its facts and builds its texts when read: listing the legal moves tries
 * many steps that are refused, and only the refusal of a player's action is ever shown.
 */
export class StepRefusal<W extends string> implements IllegalInfo {
  readonly ok = false;
  constructor(
    private readonly words: StepWords<W>,
    readonly why: W | StepWhy,
    readonly u: number,
    readonly from: number,
    readonly to: number,
    /** 'cost': the cost asked and the MF left. */
    readonly cost: number,
    readonly mfLeft: number,
    /** The boundary crossed, as the game's `crossing` found it (Cambrai 'bridge': the bridge). */
    readonly crossing = OPEN,
  ) {}
  get rule(): string {
    return this.words.rule(this);
  }
  get message(): string {
    return this.words.text(this, 'en');
  }
  get texts(): Record<string, string> {
    return { fr: this.words.text(this, 'fr') };
  }
  /** As a plain refusal of a player's action (IllegalInfo: texts read now, no getters). */
  info(): IllegalInfo {
    return { message: this.message, rule: this.rule, texts: this.texts };
  }
}
