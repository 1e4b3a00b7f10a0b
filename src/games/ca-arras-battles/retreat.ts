// 6.6 Retreats: the family's priorities (6.6.2) with this edition's restrictions (5.1.2, 5.1.3).

import { type RetreatRules, backTo, retreatDestinations as byPriorities } from '../../families/area-impulse/retreat.ts';
import { entryForbidden } from './movement.ts';
import { type BattlesState, BOARD, GRAPH, isReleased, releaseOf, roomFor } from './state.ts';

/** 13.4 Group M, not released, may not leave Zone A, not even by a retreat. */
export const heldInCambrai = (s: BattlesState, u: number) => releaseOf(u) === 'fifth' && !isReleased(s, u);

const RULES: RetreatRules<BattlesState> = {
  graph: GRAPH,
  board: BOARD,
  // 5.1.2 German units retreat only into black or half-black sectors (until 13.6); 13.4 the 5th Panzer
  // Division's units stay in Cambrai (Zone A) until released ("ils doivent rester à Cambrai").
  possible: (s, u, from, to) => entryForbidden(s, u, from, to) === null && !heldInCambrai(s, u),
  // 6.6.1 a sector whose stacking is complete is passed through.
  full: (s, u, to) => !roomFor(s, u, to),
};

/** 6.6.2 the sectors unit `u` may end its retreat in from `from` ([] = it is eliminated, 6.6.1). */
export function retreatDestinations(s: BattlesState, u: number, from: number, visited: number[] = []): number[] {
  return byPriorities(RULES, s, u, from, visited);
}

/** 6.4.1 / 6.6 attackers that fail go back to the sector they came from (through it by priorities if full). */
export const returnDestinations = (s: BattlesState, u: number, attacked: number, cameFrom: number): number[] => backTo(RULES, s, u, attacked, cameFrom);
