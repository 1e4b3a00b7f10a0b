// 11.2 Retreats: the family's Retreat Priorities (11.2.2) with this game's restrictions (11.2.4, 14.5).

import { type RetreatRules, backTo, retreatDestinations as byPriorities } from '../../families/area-impulse/retreat.ts';
import { STACKING_LIMIT, UNITS } from './data.ts';
import { entryForbidden } from './movement.ts';
import { type ArrasState, BOARD, GRAPH, hasUnits, isZone, other, stackCount } from './state.ts';

const RULES: RetreatRules<ArrasState> = {
  graph: GRAPH,
  board: BOARD,
  possible(s, u, from, to) {
    const d = UNITS[u];
    const kind = GRAPH.boundary(from, to);
    if (!kind || kind === 'prohibited') return false;
    // 11.2.4 units other than Infantry and Leaders may not retreat over a water boundary without a bridge.
    if (kind === 'water' && d.type !== 'infantry' && d.type !== 'leader') return false;
    // 11.2.4 German units may not retreat into the Allied Operational Sector; Allied units not Zone A <-> Area 1.
    if (entryForbidden(s, d.side, from, to)) return false;
    // 14.5 Zones: only a friendly-Controlled, uncontested one.
    if (isZone(to)) return s.control[to] === d.side && !hasUnits(s, to, other(d.side));
    return true;
  },
  full: (s, u, to) => UNITS[u].type !== 'leader' && stackCount(s, to, UNITS[u].side) >= STACKING_LIMIT,
  // 14.5 a friendly uncontested Zone is allowed even against the priorities.
  alwaysAllowed: (_s, _u, to) => isZone(to),
};

/** 11.2.2 The areas unit `u` may end its retreat in from `from` ([] = it is eliminated, 11.2.4). */
export function retreatDestinations(s: ArrasState, u: number, from: number, visited: number[] = []): number[] {
  return byPriorities(RULES, s, u, from, visited);
}

/** 11.2 Attacking units retreat only into the area they entered from; if it is fully stacked they retreat through it by the Retreat Priorities. */
export const attackerRetreatDestinations = (s: ArrasState, u: number, attacked: number, enteredFrom: number): number[] =>
  backTo(RULES, s, u, attacked, enteredFrom);
