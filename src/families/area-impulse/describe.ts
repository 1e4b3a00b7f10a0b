// Area-impulse family: the actions every area game describes the same way (the dice, a pass, a move and
// what it costs, an attack, the end of an impulse, joining and resolving an attack, a retreat, done, and
// a loss absorbed; and those two of the games take: a bid, a placement, a Primary Target), each in the
// game's own words (its text/ `describe`). Each game describes its own actions itself and hands these here.

import type { z as Zod } from 'zod';
import type { areaActions } from './actions.ts';
import type { AbsorbHow, AttritionCosts } from './attrition.ts';
import type { BoardState } from './board.ts';

/**
 * The actions every area game takes (actions.ts); in each game's own schema, a loss absorbed, and a bid
 * (1940, Battles), a placement (of a group: 1940, Battles; of a unit: Cambrai), a Primary Target (1940, Cambrai).
 */
export type DescribedAction =
  | Zod.infer<ReturnType<typeof areaActions>[number]>
  | { type: 'absorb'; unit: string; how?: AbsorbHow | undefined; to?: number | undefined }
  | { type: 'bid'; vp: number }
  | { type: 'place'; area: number; group?: string }
  | { type: 'primary'; unit: string };

/** A game's words for these actions (text/en.ts and fr.ts). */
export interface DescribeWords {
  dice(dice: number[]): string;
  pass: string;
  /** A move to `area` and what it costs (null: the step is not open). */
  move(unit: string, area: number, cost: number | null): string;
  /** An attack on `area`, mandatory or not (as the game's `mandatory` says). */
  attack(area: number, mandatory: boolean): string;
  end: string;
  join(unit: string): string;
  resolve: string;
  retreat(unit: string, area: number): string;
  done: string;
  flip(unit: string): string;
  /** An elimination and the loss points it absorbs. */
  eliminate(unit: string, points: number): string;
  /** A retreat that cannot be made: the unit is eliminated. */
  noRetreat(unit: string): string;
  /** A retreat taken as a loss (none: worded as any retreat). */
  absorbRetreat?(unit: string, area: number): string;
  /** Each absent where the game has no such action. `who`: the group placed, else the unit. */
  bid?(vp: number): string;
  place?(who: string, area: number): string;
  primary?(unit: string): string;
}

/** What a game tells the describer: its units by id, what a move costs now, the points of a loss. */
export interface Describing<S> {
  unitOf(id: string): number;
  moveCost(s: S, unit: number, to: number): number | null;
  /** Is an attack on `area` mandatory now (none: the game's words do not say)? */
  mandatory?(s: S, area: number): boolean;
  /** The loss points of an elimination, Fresh or Spent (none: the game's words do not say them). */
  costs?: AttritionCosts;
}

/** Action `a` in words `t`; `u` is the game's name of the unit it names. */
export function describeAreaAction<S extends BoardState>(s: S, a: DescribedAction, u: string, t: DescribeWords, game: Describing<S>): string {
  switch (a.type) {
    case 'dice':
      return t.dice(a.dice);
    case 'pass':
      return t.pass;
    case 'move':
      return t.move(u, a.to, game.moveCost(s, game.unitOf(a.unit), a.to));
    case 'attack':
      return t.attack(a.area, game.mandatory?.(s, a.area) ?? false);
    case 'end':
      return t.end;
    case 'join':
      return t.join(u);
    case 'resolve':
      return t.resolve;
    case 'retreat':
      return t.retreat(u, a.to);
    case 'done':
      return t.done;
    case 'bid':
      return t.bid!(a.vp);
    case 'place':
      return t.place!(a.group ?? u, a.area);
    case 'primary':
      return t.primary!(u);
    case 'absorb': {
      if (a.how === 'flip') return t.flip(u);
      const c = game.costs;
      if (a.how === 'eliminate') return t.eliminate(u, !c ? 0 : s.spent[game.unitOf(a.unit)] ? c.spentEliminated : c.freshEliminated);
      if (a.to === undefined) return t.noRetreat(u);
      return (t.absorbRetreat ?? t.retreat)(u, a.to);
    }
  }
}
