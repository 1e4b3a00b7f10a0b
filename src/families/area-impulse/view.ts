// Area-impulse family: the parts of a player's view that every area game builds the same way - where a
// unit is, the units named by their ids, the paths of this impulse's moves, and the seats' part (the
// sealed bids as a seat may see them, the groups still to set up). Each game's view.ts lists its own
// facts around them.

import type { BoardState, Side } from './board.ts';
import { type Bids, bidsSeenBy } from './contract.ts';
import type { AreaRecord } from './data.ts';
import { type GroupUnit, groupsLeft } from './setup-groups.ts';

/** Where a unit is: 'map' on an area, else the name of its box (`boxes`, by location), else `off`. */
export const boxNames =
  (boxes: Record<number, string>, off: string) =>
  (loc: number): string =>
    loc > 0 ? 'map' : (boxes[loc] ?? off);

/** What the view shows first of every area: its id, the label the map prints, its name and TEM. */
export const areaFacts = (a: AreaRecord) => ({ id: a.id, label: a.label, name: a.name, tem: a.tem });

/** The areas, their facts that never change (`fixed`, built once) then who controls each and whether it is contested. */
export function areasView<A extends { id: number }>(fixed: readonly A[], control: readonly Side[], contested: (area: number) => boolean) {
  return fixed.map((a) => ({ ...a, control: control[a.id], contested: contested(a.id) }));
}

/**
 * The units in play (those whose box is not `off`): their counters' facts (`fixed`, built once), then
 * where each is, whether Spent, and whether released.
 */
export function unitsView<U>(fixed: readonly U[], s: BoardState, box: (loc: number) => string, off: string, released: (u: number) => boolean) {
  const out = [];
  for (let i = 0; i < fixed.length; i++) {
    const where = box(s.loc[i]);
    if (where !== off) out.push({ ...fixed[i], area: s.loc[i] > 0 ? s.loc[i] : null, box: where, spent: !!s.spent[i], released: released(i) });
  }
  return out;
}

/** The units of a game by their ids: one (null for none, -1) or a list. */
export function unitIds(units: readonly { id: string }[]) {
  return {
    one: (u: number) => (u >= 0 ? units[u].id : null),
    all: (list: readonly number[]) => list.map((u) => units[u].id),
    /** The areas each unit that moved this impulse has been in, start first (public: every move is seen). */
    paths: (paths: Record<number, readonly number[]> | undefined): Record<string, number[]> =>
      Object.fromEntries(Object.entries(paths ?? {}).map(([i, p]) => [units[Number(i)].id, [...p]])),
  };
}

/** The part of a state that seats the players: the side bids and the setup groups. */
export interface SeatsState {
  phase: string;
  bids: Bids;
  swapped: boolean;
  toPlace: Record<Side, readonly string[]>;
}

/**
 * The seats as `role` sees them (1940 17.1 and 5.3, Battles 14.1.1 and 12.2): the bids (another seat's
 * stays sealed while bidding), whether the seats swapped sides, and the units of the groups still to set
 * up (issue 14: shown on every screen).
 */
export function seatsView(s: SeatsState, role: string, units: readonly GroupUnit[]) {
  return {
    bids: bidsSeenBy(s.bids, s.phase === 'bid', role),
    swapped: s.phase === 'bid' ? false : s.swapped,
    setupGroups: groupsLeft(units, s),
  };
}
