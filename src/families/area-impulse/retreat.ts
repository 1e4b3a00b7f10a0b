// Area-impulse family: retreat priorities (Counter-Attack 1940 11.2.2, Battles edition 6.6.2, Cambrai's
// retreat priority), attackers sent back into the area they came from (1940 11.2, Battles 6.6.1: backTo),
// and the move of a retreating unit (retreatInto).
//
// A: a Free area adjacent to the fewest enemy-Controlled areas; B: a friendly-Controlled Contested
// area; C: an enemy-Controlled Contested area; a fully stacked area is passed through and the unit
// retreats again from it (never back into an area it has left). Games add their own always-allowed
// destinations (e.g. friendly Zones, 14.5 of the 1940 game).

import type { AreaGraph } from '../../maps/area.ts';
import { type Board, type BoardState, type Side, otherSide } from './board.ts';

export interface RetreatRules<S extends BoardState> {
  graph: AreaGraph<string>;
  board: Board<S>;
  /** May unit `u` retreat across the boundary from `from` into `to` at all (boundary, sector, zone rules)? */
  possible(s: S, u: number, from: number, to: number): boolean;
  /** Is `to` fully stacked for unit `u`? */
  full(s: S, u: number, to: number): boolean;
  /** Destinations allowed whatever the priorities (they are not passed through). */
  alwaysAllowed?(s: S, u: number, to: number): boolean;
}

/** How many areas next to `x` the enemy Controls. */
function hostileNeighbours(graph: AreaGraph<string>, s: BoardState, x: number, enemy: Side): number {
  let n = 0;
  for (const y of graph.neighbours[x]) if (s.control[y] === enemy) n++;
  return n;
}

export function retreatDestinations<S extends BoardState>(rules: RetreatRules<S>, s: S, u: number, from: number, visited: readonly number[] = []): number[] {
  const { graph, board } = rules;
  const side: Side = board.units.side[u];
  const enemy = otherSide(side);
  const extra: number[] = [];
  const a: number[] = [];
  const b: number[] = [];
  const c: number[] = [];
  const full: number[] = [];
  for (const to of graph.neighbours[from]) {
    if (to === from || visited.includes(to) || !rules.possible(s, u, from, to)) continue;
    if (rules.alwaysAllowed?.(s, u, to)) extra.push(to);
    else if (rules.full(s, u, to)) full.push(to);
    else if (board.free(s, to, side)) a.push(to);
    else if (s.control[to] === side && board.contested(s, to)) b.push(to);
    else if (s.control[to] === enemy && board.contested(s, to)) c.push(to);
  }
  // A, B and C keep the order of `neighbours` (ascending): only a retreat through full areas or the extras need a sort.
  let sorted = true;
  let best: number[];
  if (a.length) {
    // A: the Free areas adjacent to the fewest enemy-Controlled areas.
    best = [];
    let least = Infinity;
    for (const x of a) {
      const n = hostileNeighbours(graph, s, x, enemy);
      if (n < least) {
        least = n;
        best.length = 0;
      }
      if (n === least) best.push(x);
    }
  } else if (b.length) best = b;
  else if (c.length) best = c;
  else {
    best = [];
    const seen = [...visited, from];
    for (const x of full) for (const y of retreatDestinations(rules, s, u, x, seen)) if (!best.includes(y)) best.push(y);
    sorted = false;
  }
  for (const z of extra) {
    if (best.includes(z)) continue;
    best.push(z);
    sorted = false;
  }
  return sorted ? best : best.sort((x, y) => x - y);
}

/**
 * Attackers sent back go only into the area they entered from (`cameFrom`); if it is fully stacked
 * they retreat through it by the priorities (1940 11.2, Battles 6.4.1 / 6.6.1). [] when they cannot.
 */
export function backTo<S extends BoardState>(rules: RetreatRules<S>, s: S, u: number, attacked: number, cameFrom: number | undefined): number[] {
  if (cameFrom === undefined || cameFrom <= 0 || !rules.possible(s, u, attacked, cameFrom)) return [];
  if (!rules.full(s, u, cameFrom)) return [cameFrom];
  return retreatDestinations(rules, s, u, cameFrom, [attacked]);
}

/** Unit `u` retreats into `to` (1940 11.2, Battles 6.6, Cambrai Combat): the control of both areas follows; returns the area left. */
export function retreatInto<S extends BoardState>(r: { board: Board<S>; updateControl(s: S, area: number): void }, s: S, u: number, to: number): number {
  const from = s.loc[u];
  r.board.setLoc(s, u, to);
  r.updateControl(s, from);
  r.updateControl(s, to);
  return from;
}
