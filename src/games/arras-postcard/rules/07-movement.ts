// 7.0 Movement.
// 7.1 Entering a clear hex costs 1 MP; along a road 0.5 MP; crossing a river +1 MP unless moving
//     along a road. Costs are counted in half points (clear 2, road 1, river +2).
// 7.2 No stacking on either side; the restriction is applied at the end of each phase. Ruling: a unit
//     may pass through friendly units but must end its move (retreat, advance) in an empty hex, so no
//     phase can end with a stack and no player is ever left unable to fix one.
// With 6.0: entering an EZoC stops the unit; no move from an EZoC directly into another EZoC.
// Victory: a German unit breaks through by moving off the west map edge during its move (ruling 1:
// the plain reading): it reaches a west-edge hex and leaves the map, paying 1 MP, or 0.5 MP where a
// road leaves the map; zones of control apply as to any move (a unit that entered an enemy ZoC has
// stopped and cannot go on off the map; a unit that began the move in an enemy ZoC may leave it,
// since off the map is no enemy zone).
import type { IllegalInfo } from '../../../kernel/game.ts';
import { step } from '../../../kernel/steps.ts';
import { reachOver } from '../../../maps/hex.ts';
import { MOVEMENT_COSTS, type Side } from '../data.ts';
import { type PostcardAction, type State, grid, occupancy, other, riverSides, roadSides, unitData, unitOrder, westEdge, westRoadExit } from '../state.ts';
import { germanBreakthrough } from './02-victory.ts';
import { endOfPhase, notNow } from './03-sequence.ts';
import { zocOf } from './06-zones-of-control.ts';
import { refusal, told, words } from '../text/fr.ts';

/** The movement phase of the side whose turn it is: move units one by one, then end the phase. */
export const movementStep = step<State, PostcardAction>({
  rule: 'Sequence',
  actor: (s) => [s.side],
  legal: (s, _role, out) => {
    const ezoc = zocOf(s, other(s.side));
    const occ = occupancy(s);
    const enemy = enemyAt(occ, s.side);
    for (const id of unitOrder) {
      const u = s.units[id];
      if (unitData[id].side !== s.side || u.hex === null || u.disrupted || u.moved) continue; // as whyCannotMove, without its words
      const m = moveOptions(s, id, ezoc, occ, enemy);
      for (const to of m.destinations) out.push({ type: 'move', unit: id, to });
      if (m.canExit) out.push({ type: 'exit', unit: id });
    }
    out.push({ type: 'end' });
  },
  perform: {
    // 7.1: a move to a hex the unit can reach.
    move: (s, a, log) => {
      const u = s.units[a.unit];
      log?.(told('7.1', (w) => w.log.moves(unitData[a.unit].name, u.hex, a.to)));
      u.hex = a.to;
      u.moved = true;
    },
    // Victory (ruling 1): off the west map edge.
    exit: (s, a, log) => {
      const u = s.units[a.unit];
      log?.(told('Victory', (w) => w.log.exits(unitData[a.unit].name, u.hex)));
      u.hex = null;
      u.out = 'exited';
      u.moved = true;
      germanBreakthrough(s, unitData[a.unit].name, log);
    },
    end: endOfPhase,
  },
  prompt: (_s, _role, lang) => ({ text: words(lang).prompt.movement, rule: '7.1' }),
  refuse: {
    move: (s, a) => whyNotMover(s, a.unit) ?? whyNotDestination(s, a.unit, a.to),
    exit: (s, a) => {
      const why = whyNotMover(s, a.unit);
      if (why) return why;
      if (s.side !== 'german') return refusal('Victory', (w) => w.refuse.onlyGermanExit);
      return refusal('Victory', (w) => w.refuse.cannotExit(unitData[a.unit].name));
    },
  },
  refuseOther: (_s, a) => (a.type === 'attack' ? refusal('Sequence', (w) => w.refuse.attackInMovement) : notNow(a, (w) => w.refuse.expectMove, 'Sequence')),
});

/** Why `unit` may not be moved by the phasing player now (unknown, not his, or unable to move). */
function whyNotMover(s: State, unit: string): IllegalInfo | null {
  if (!unitData[unit]) return refusal('7.1', (w) => w.refuse.unknownUnit(unit));
  if (unitData[unit].side !== s.side) return refusal('Sequence', (w) => w.refuse.notYoursToMove(unitData[unit].name));
  return whyCannotMove(s, unit);
}

/** 7.1: cost in half movement points to step between adjacent hexes. */
export function stepCost(from: number, to: number): number {
  const a = grid.idAt(from);
  const b = grid.idAt(to);
  if (roadSides.has(a, b)) return MOVEMENT_COSTS.road; // along a road: the river is ignored
  return MOVEMENT_COSTS.clear + (riverSides.has(a, b) ? MOVEMENT_COSTS.river : 0);
}

/** 7.1: precomputed step costs in half points, costTable[from * 6 + d] for the neighbour in direction d (grid.neighbourTable). */
const costTable = new Int8Array(grid.size * 6);
for (let i = 0; i < grid.size; i++) {
  for (let d = 0; d < 6; d++) {
    const j = grid.neighbourTable[i * 6 + d];
    if (j >= 0) costTable[i * 6 + d] = stepCost(i, j);
  }
}

/** 7.1: the hexes holding a unit of the side other than `side` (1), which no move enters. */
export function enemyAt(occ: string[], side: Side): Uint8Array {
  const mask = new Uint8Array(grid.size);
  for (let i = 0; i < occ.length; i++) if (occ[i] !== '' && unitData[occ[i]].side !== side) mask[i] = 1;
  return mask;
}

// The costs of the last search (moveOptions reads them before it returns).
const reachCost = new Float64Array(grid.size);

export interface MoveOptions {
  /** Empty hexes the unit may end its move in. */
  destinations: string[];
  /** German only: the unit may leave the map across the west edge (Victory). */
  canExit: boolean;
}

/** Every legal end of a move for `unit` now (7.1, 7.2, 6.0); assumes the unit may move. `ezoc`, `occ`
 *  and `enemy` (zocOf the other side, occupancy, enemyAt) may be passed when listing several units. */
export function moveOptions(s: State, unit: string, ezoc?: Uint8Array, occ?: string[], enemy?: Uint8Array): MoveOptions {
  const u = s.units[unit];
  const data = unitData[unit];
  const zone = ezoc ?? zocOf(s, other(data.side));
  const occupied = occ ?? occupancy(s);
  const start = grid.indexOf(u.hex!);
  const budget = data.ma * 2;
  reachOver(
    grid,
    start,
    {
      budget,
      stepCost: costTable,
      blocked: enemy ?? enemyAt(occupied, data.side), // 7.1: never into an enemy unit
      stops: zone, // 6.0: entering an EZoC ends the move
      firstStepForbidden: zone[start] === 1 ? zone : undefined, // 6.0: not EZoC to EZoC
    },
    reachCost,
  );
  const destinations: string[] = [];
  let canExit = false;
  for (let i = 0; i < grid.size; i++) {
    if (reachCost[i] === Infinity || i === start) continue;
    if (occupied[i] === '') destinations.push(grid.idAt(i)); // 7.2: end alone
  }
  // Victory (ruling 1): a German unit breaks through by leaving the map across the west edge as part
  // of its move: from any west-edge hex it reaches (or starts on) without having stopped there in an
  // enemy ZoC (6.0), with the exit cost left in its allowance (7.1). Passing through a friend on the
  // edge is allowed (7.2 applies at the end of the phase, and the unit ends off the map).
  if (data.side === 'german') {
    for (let i = 0; i < grid.size && !canExit; i++) {
      if (!westEdge[i] || reachCost[i] === Infinity) continue;
      if (i !== start && zone[i] === 1) continue; // entered an enemy ZoC: the move ends there
      const exitCost = westRoadExit[i] ? MOVEMENT_COSTS.road : MOVEMENT_COSTS.exitWest;
      canExit = reachCost[i] + exitCost <= budget;
    }
  }
  return { destinations, canExit };
}

/** May this unit move now at all? Returns the reason (with its rule) when it may not. */
export function whyCannotMove(s: State, unit: string): { message: string; rule: string } | null {
  const u = s.units[unit];
  if (u.hex === null) return refusal('8.4', (w) => w.refuse.gone(unitData[unit].name));
  if (u.disrupted) return refusal('6.0', (w) => w.refuse.disruptedMove(unitData[unit].name));
  if (u.moved) return refusal('7.1', (w) => w.refuse.moved(unitData[unit].name));
  return null;
}

/** Why `unit` cannot end a move in `to` (for explainIllegal). */
export function whyNotDestination(s: State, unit: string, to: string): { message: string; rule: string } {
  const name = unitData[unit].name;
  if (!grid.has(to)) return refusal('7.1', (w) => w.refuse.offMap(to));
  const occ = occupancy(s);
  const o = occ[grid.indexOf(to)];
  if (o !== '' && unitData[o].side !== unitData[unit].side) return refusal('7.1', (w) => w.refuse.enemyThere(to, unitData[o].name));
  if (o !== '') return refusal('7.2', (w) => w.refuse.stacking(to, unitData[o].name));
  const zone = zocOf(s, other(unitData[unit].side));
  const start = grid.indexOf(s.units[unit].hex!);
  if (zone[start] === 1 && zone[grid.indexOf(to)] === 1 && grid.adjacent(s.units[unit].hex!, to)) {
    return refusal('6.0', (w) => w.refuse.zocToZoc(name));
  }
  // Unreachable: either too far, or the way is blocked by enemy zones of control.
  const free = new Float64Array(grid.size);
  reachOver(grid, start, { budget: unitData[unit].ma * 2, stepCost: costTable, blocked: enemyAt(occ, unitData[unit].side) }, free);
  if (free[grid.indexOf(to)] !== Infinity) {
    return refusal('6.0', (w) => w.refuse.zocStops(name, to));
  }
  return refusal('7.1', (w) => w.refuse.tooFar(name, to, unitData[unit].ma));
}
