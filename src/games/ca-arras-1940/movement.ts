// 8.0 Movement and 14.0 Zones: the cost and legality of one step of one unit.

import { AREA_BY_ID, UNITS, ZONE } from './data.ts';
import {
  type ArrasState,
  type Side,
  GRAPH,
  N_UNITS,
  contested,
  free,
  hasFresh,
  hasUnits,
  isReleased,
  isZone,
  other,
  stackCount,
} from './state.ts';
import { STACKING_LIMIT } from './data.ts';

export interface StepOk {
  ok: true;
  cost: number;
  /** The unit must stop after this step (entered an enemy-occupied area, a Zone, or spent ALL MF). */
  stop: boolean;
}
export interface StepRefused {
  ok: false;
  message: string;
  rule: string;
}
export type StepCheck = StepOk | StepRefused;

const refuse = (message: string, rule: string): StepRefused => ({ ok: false, message, rule });

/** 6.1.2 The unit's Movement Factor this Turn. */
export function movementFactor(s: ArrasState, u: number): number {
  const d = UNITS[u];
  return d.move + (d.side === 'german' && s.germanBonus && d.move === 5 ? 1 : 0);
}

/** 8.3.2 / 14.2 / 15.2 / 15.3 May a unit of `side` ever be in `to` now (sectors, zones, unreleased areas)? */
export function entryForbidden(s: ArrasState, side: Side, from: number, to: number): StepRefused | null {
  const area = AREA_BY_ID[to];
  if (side === 'german') {
    if (to === ZONE.D || to === ZONE.E || to === ZONE.F) return refuse(`German units may not enter ${area.name} (Zone ${area.label})`, '14.2.1');
    if (area.sector === 'allied' && !area.zone && !s.rommelNorth) {
      return refuse(`German units may not enter Area ${to}: it has a blue Identifier (Allied operational sector)`, '8.3.2');
    }
  } else {
    if (to === ZONE.C) return refuse('Allied units may not enter Zone C', '14.2.2');
    if (to === ZONE.A || to === ZONE.B) {
      if (from === ZONE.A || from === ZONE.B) return refuse('Allied units in Zone A or B may not move between these Zones', '14.2.3');
      if (![2, 4, 6, 7, 8].includes(from) || s.control[from] !== 'allied') {
        return refuse('Allied units may enter Zone A or B only by exiting an Allied-Controlled Area 2, 4, 6, 7 or 8', '14.2.3');
      }
    }
  }
  if (to === 21 && !s.released['french-cavalry']) return refuse('no unit may move into Area 21 before the French Cavalry Corps is released', '15.2');
  if (to === 19 && !s.released['panzer-25']) return refuse('no unit may move into Area 19 before the 25th Panzer Regiment is released', '15.3');
  if (side === 'allied' && (from === ZONE.A && to === 1)) return refuse('Allied units may not move from Zone A to Area 1', '14.2.3');
  return null;
}

/** 8.2 Is `area` adjacent to a Fresh enemy unit, for the 2 MF cost (14.1 and 15.3 exceptions)? */
function nextToFreshEnemy(s: ArrasState, side: Side, area: number): boolean {
  const enemy = other(side);
  for (const n of GRAPH.neighbours[area]) {
    if (isZone(n)) continue; // 14.1 enemy units in a Zone are ignored for movement
    if (side === 'allied' && n === 19 && !s.released['panzer-25']) continue; // 15.3 exception
    if (hasFresh(s, n, enemy)) return true;
  }
  return false;
}

/**
 * One step of unit `u` from `from` to the adjacent `to`, with `mfLeft` MF left of `mf`.
 * `first` = the unit has not moved yet this Impulse.
 */
export function checkStep(s: ArrasState, u: number, from: number, to: number, mfLeft: number, first: boolean): StepCheck {
  const d = UNITS[u];
  const side = d.side;
  const kind = GRAPH.boundary(from, to);
  if (kind === 'prohibited') return refuse(`movement between ${AREA_BY_ID[from].label} and ${AREA_BY_ID[to].label} is prohibited`, '14.2.4');
  if (!kind) {
    const corner = (from === 9 && to === 11) || (from === 11 && to === 9) || (from === 10 && to === 12) || (from === 12 && to === 10);
    return refuse(`Area ${AREA_BY_ID[to].label} is not adjacent to ${AREA_BY_ID[from].label}`, corner ? '8.3.6' : '3.1');
  }
  const forbidden = entryForbidden(s, side, from, to);
  if (forbidden) return forbidden;
  if (s.options.historicalAttackPath && side === 'allied' && s.turn === 1 && (to === 1 || to === 3)) {
    return refuse('Allied units may not move into Area 1 or Area 3 during Turn 1', '18.1.1');
  }
  if (isZone(to) && !first) return refuse('a Zone may only be entered by a unit that begins its movement in an Adjacent Area or Zone', '14.1');
  if (!isZone(to) && d.type !== 'leader' && stackCount(s, to, side) >= STACKING_LIMIT) {
    return refuse(`Area ${to} already holds ${STACKING_LIMIT} friendly units`, '8.3.1');
  }
  if (contested(s, from) && !free(s, to, side)) {
    return refuse('units in a Contested Area must first move to a Free Area before entering an Area Controlled or Contested by the enemy', '8.3.3');
  }
  const enemy = other(side);
  const enemyHere = hasUnits(s, to, enemy);
  if (s.control[to] === enemy && !hasUnits(s, to, side)) {
    if (d.type === 'artillery' || d.type === 'leader') {
      return refuse(`${d.type === 'leader' ? 'Leader' : 'Artillery'} units may not enter an enemy-Controlled, uncontested Area unless accompanied by another unit type: move that unit first`, '8.3.4');
    }
    if (d.type === 'antitank' && enemyHere) {
      return refuse('AT and FLAK units may not enter an enemy-Controlled, uncontested Area containing enemy units unless accompanied by Armor or Infantry: move that unit first', '8.3.5');
    }
  }
  let cost: number;
  if (enemyHere) cost = hasFresh(s, to, enemy) ? 4 : 3;
  else cost = nextToFreshEnemy(s, side, to) ? 2 : 1;
  let stop = enemyHere || isZone(to);
  if (kind === 'water') {
    // 8.2 ALL MF: cross a water boundary without a bridge (Infantry and Leaders only).
    if (d.type !== 'infantry' && d.type !== 'leader') {
      return refuse('only Infantry and Leader units may cross a water boundary without a bridge', '8.2');
    }
    if (!first) return refuse('crossing a water boundary without a bridge costs ALL MF: the unit must not have moved yet', '8.2');
    cost = Math.max(cost, mfLeft);
    stop = true;
  }
  if (cost > mfLeft) return refuse(`entering ${AREA_BY_ID[to].zone ? 'Zone ' + AREA_BY_ID[to].label : 'Area ' + to} costs ${cost} MF; ${mfLeft} left`, '8.2');
  return { ok: true, cost, stop };
}

/** Units of `side` that may be activated in `area` (8.1: Fresh, released). */
export function activatable(s: ArrasState, area: number, side: Side): number[] {
  const out: number[] = [];
  for (let u = 0; u < N_UNITS; u++) {
    if (s.loc[u] === area && !s.spent[u] && UNITS[u].side === side && isReleased(s, u)) out.push(u);
  }
  return out;
}
