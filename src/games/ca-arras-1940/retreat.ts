// 11.2 Retreats: where a unit may retreat, by the Retreat Priorities.

import { AREA_BY_ID, STACKING_LIMIT, UNITS } from './data.ts';
import { entryForbidden } from './movement.ts';
import { type ArrasState, type Side, GRAPH, contested, free, isZone, other, stackCount, hasUnits } from './state.ts';

function full(s: ArrasState, area: number, u: number): boolean {
  return !isZone(area) && UNITS[u].type !== 'leader' && stackCount(s, area, UNITS[u].side) >= STACKING_LIMIT;
}

/** May unit `u` retreat across the boundary from `from` into `to` at all (11.2.4, 14.2, 14.5)? */
function retreatPossible(s: ArrasState, u: number, from: number, to: number): boolean {
  const d = UNITS[u];
  const kind = GRAPH.boundary(from, to);
  if (!kind || kind === 'prohibited') return false;
  // 11.2.4 units other than Infantry and Leaders may not retreat over a water boundary without a bridge.
  if (kind === 'water' && d.type !== 'infantry' && d.type !== 'leader') return false;
  // 11.2.4 German units may not retreat into the Allied Operational Sector; Allied units not Zone A <-> Area 1.
  if (entryForbidden(s, d.side, from, to)) return false;
  if (isZone(to)) {
    // 14.5 a unit may retreat into a friendly-Controlled, uncontested Zone.
    return s.control[to] === d.side && !contested(s, to) && !hasUnits(s, to, other(d.side));
  }
  // Retreat Priorities list only friendly-Controlled areas and Contested areas: never into an
  // enemy-Controlled, uncontested area.
  return s.control[to] === d.side || contested(s, to);
}

function enemyControlledNeighbours(s: ArrasState, area: number, side: Side): number {
  let n = 0;
  for (const a of GRAPH.neighbours[area]) if (s.control[a] === other(side)) n++;
  return n;
}

/**
 * 11.2.2 The areas unit `u` may end its retreat in, starting from `from`. A fully stacked area
 * (priority D) is passed through and the unit retreats again (11.2.1), never back into an area it
 * has already left. Returns [] when the unit cannot retreat (11.2.4: it is eliminated).
 */
export function retreatDestinations(s: ArrasState, u: number, from: number, visited: number[] = []): number[] {
  const side = UNITS[u].side;
  const seen = [...visited, from];
  const zones: number[] = [];
  const a: number[] = [];
  const b: number[] = [];
  const c: number[] = [];
  const d: number[] = [];
  for (const to of GRAPH.neighbours[from]) {
    if (seen.includes(to) || !retreatPossible(s, u, from, to)) continue;
    if (isZone(to)) zones.push(to);
    else if (full(s, to, u)) d.push(to);
    else if (free(s, to, side)) a.push(to);
    else if (s.control[to] === side) b.push(to);
    else c.push(to);
  }
  let best: number[];
  if (a.length) {
    const least = Math.min(...a.map((x) => enemyControlledNeighbours(s, x, side)));
    best = a.filter((x) => enemyControlledNeighbours(s, x, side) === least);
  } else if (b.length) best = b;
  else if (c.length) best = c;
  else {
    best = [];
    for (const x of d) for (const y of retreatDestinations(s, u, x, seen)) if (!best.includes(y)) best.push(y);
  }
  // 14.5 a friendly uncontested Zone is allowed even against the priorities.
  for (const z of zones) if (!best.includes(z)) best.push(z);
  return best.sort((x, y) => x - y);
}

/**
 * 11.2 Attacking units retreat only into the area they entered from; if it is fully stacked they
 * retreat through it by the Retreat Priorities.
 */
export function attackerRetreatDestinations(s: ArrasState, u: number, attacked: number, enteredFrom: number): number[] {
  if (!retreatPossible(s, u, attacked, enteredFrom)) return [];
  if (!full(s, enteredFrom, u)) return [enteredFrom];
  return retreatDestinations(s, u, enteredFrom, [attacked]);
}

export function describeArea(a: number): string {
  const d = AREA_BY_ID[a];
  return d.zone ? `Zone ${d.label}` : `Area ${d.id}`;
}
