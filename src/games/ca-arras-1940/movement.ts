// 8.0 Movement and 14.0 Zones: the cost and legality of one step of one unit.

import { AREA_BY_ID, UNITS, ZONE } from './data.ts';
import { type ArrasState, type Side, GRAPH, N_UNITS, contested, free, hasFresh, hasUnits, isReleased, isZone, other, stackCount } from './state.ts';
import { STACKING_LIMIT } from './data.ts';
import { type Words, en } from './text/en.ts';
import { fr } from './text/fr.ts';

export interface StepOk {
  readonly ok: true;
  readonly cost: number;
  /** The unit must stop after this step (entered an enemy-occupied area, a Zone, or spent ALL MF). */
  readonly stop: boolean;
}
export interface StepRefused {
  ok: false;
  message: string;
  rule: string;
  /** The message in French (IllegalInfo.texts). */
  texts?: Record<string, string>;
}
export type StepCheck = StepOk | StepRefused;

/** Why a step is refused; the message is built from it only when read (see `refusalText`). */
type Why =
  | 'prohibited'
  | 'not-adjacent'
  | 'german-zone'
  | 'blue'
  | 'zone-c'
  | 'between-a-b'
  | 'exit-to-a-b'
  | 'area-21'
  | 'area-19'
  | 'zone-a-to-1'
  | 'turn-1'
  | 'zone-first'
  | 'stacking'
  | 'contested'
  | 'unaccompanied'
  | 'antitank'
  | 'water-type'
  | 'water-moved'
  | 'cost';

/**
 * A refusal that keeps its facts and builds its message when read: listing the legal moves tries
 * many steps that are refused, and only the refusal of a player's action is ever shown.
 */
class Refusal implements StepRefused {
  readonly ok = false;
  constructor(
    readonly rule: string,
    readonly why: Why,
    readonly from: number,
    readonly to: number,
    /** 8.3.4 the unit's type; 8.2 the cost and the MF left. */
    readonly type = '',
    readonly cost = 0,
    readonly mfLeft = 0,
  ) {}
  get message(): string {
    return refusalText(this, en);
  }
  get texts(): Record<string, string> {
    return { fr: refusalText(this, fr) };
  }
}

function refusalText(r: Refusal, w: Words): string {
  const { from, to } = r;
  const t = w.refuse;
  switch (r.why) {
    case 'prohibited':
      return t.prohibited(from, to);
    case 'not-adjacent':
      return t.notAdjacent(from, to);
    case 'german-zone':
      return t.germanZone(to);
    case 'blue':
      return t.blue(to);
    case 'zone-c':
      return t.zoneC;
    case 'between-a-b':
      return t.betweenAB;
    case 'exit-to-a-b':
      return t.exitToAB;
    case 'area-21':
      return t.area21;
    case 'area-19':
      return t.area19;
    case 'zone-a-to-1':
      return t.zoneAto1;
    case 'turn-1':
      return t.turn1;
    case 'zone-first':
      return t.zoneFirst;
    case 'stacking':
      return t.stacking(to, STACKING_LIMIT);
    case 'contested':
      return t.contested;
    case 'unaccompanied':
      return t.unaccompanied(r.type === 'leader');
    case 'antitank':
      return t.antitank;
    case 'water-type':
      return t.waterType;
    case 'water-moved':
      return t.waterMoved;
    case 'cost':
      return t.cost(to, r.cost, r.mfLeft);
  }
}

/** 6.1.2 The unit's Movement Factor this Turn. */
export function movementFactor(s: ArrasState, u: number): number {
  const d = UNITS[u];
  return d.move + (d.side === 'german' && s.germanBonus && d.move === 5 ? 1 : 0);
}

/** 8.3.2 / 14.2 / 15.2 / 15.3 May a unit of `side` ever be in `to` now (sectors, zones, unreleased areas)? */
export function entryForbidden(s: ArrasState, side: Side, from: number, to: number): StepRefused | null {
  const area = AREA_BY_ID[to];
  if (side === 'german') {
    if (to === ZONE.D || to === ZONE.E || to === ZONE.F) return new Refusal('14.2.1', 'german-zone', from, to);
    if (area.sector === 'allied' && !area.zone && !s.rommelNorth) {
      return new Refusal('8.3.2', 'blue', from, to);
    }
  } else {
    if (to === ZONE.C) return new Refusal('14.2.2', 'zone-c', from, to);
    if (to === ZONE.A || to === ZONE.B) {
      if (from === ZONE.A || from === ZONE.B) return new Refusal('14.2.3', 'between-a-b', from, to);
      if (![2, 4, 6, 7, 8].includes(from) || s.control[from] !== 'allied') {
        return new Refusal('14.2.3', 'exit-to-a-b', from, to);
      }
    }
  }
  if (to === 21 && !s.released['french-cavalry']) return new Refusal('15.2', 'area-21', from, to);
  if (to === 19 && !s.released['panzer-25']) return new Refusal('15.3', 'area-19', from, to);
  if (side === 'allied' && from === ZONE.A && to === 1) return new Refusal('14.2.3', 'zone-a-to-1', from, to);
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
  if (kind === 'prohibited') return new Refusal('14.2.4', 'prohibited', from, to);
  if (!kind) {
    const corner = (from === 9 && to === 11) || (from === 11 && to === 9) || (from === 10 && to === 12) || (from === 12 && to === 10);
    return new Refusal(corner ? '8.3.6' : '3.1', 'not-adjacent', from, to);
  }
  const forbidden = entryForbidden(s, side, from, to);
  if (forbidden) return forbidden;
  if (s.options.historicalAttackPath && side === 'allied' && s.turn === 1 && (to === 1 || to === 3)) {
    return new Refusal('18.1.1', 'turn-1', from, to);
  }
  if (isZone(to) && !first) return new Refusal('14.1', 'zone-first', from, to);
  if (!isZone(to) && d.type !== 'leader' && stackCount(s, to, side) >= STACKING_LIMIT) {
    return new Refusal('8.3.1', 'stacking', from, to);
  }
  if (contested(s, from) && !free(s, to, side)) {
    return new Refusal('8.3.3', 'contested', from, to);
  }
  const enemy = other(side);
  const enemyHere = hasUnits(s, to, enemy);
  if (s.control[to] === enemy && !hasUnits(s, to, side)) {
    if (d.type === 'artillery' || d.type === 'leader') {
      return new Refusal('8.3.4', 'unaccompanied', from, to, d.type);
    }
    if (d.type === 'antitank' && enemyHere) {
      return new Refusal('8.3.5', 'antitank', from, to);
    }
  }
  let cost: number;
  if (enemyHere) cost = hasFresh(s, to, enemy) ? 4 : 3;
  else cost = nextToFreshEnemy(s, side, to) ? 2 : 1;
  let stop = enemyHere || isZone(to);
  if (kind === 'water') {
    // 8.2 ALL MF: cross a water boundary without a bridge (Infantry and Leaders only).
    if (d.type !== 'infantry' && d.type !== 'leader') {
      return new Refusal('8.2', 'water-type', from, to);
    }
    if (!first) return new Refusal('8.2', 'water-moved', from, to);
    cost = Math.max(cost, mfLeft);
    stop = true;
  }
  if (cost > mfLeft) return new Refusal('8.2', 'cost', from, to, '', cost, mfLeft);
  return stepOk(cost, stop);
}

/** The answers of legal steps, one frozen object per (cost, stop), built once (listing the moves checks many steps). */
const STEP_OK: StepOk[] = [];
function stepOk(cost: number, stop: boolean): StepOk {
  return (STEP_OK[cost * 2 + (stop ? 1 : 0)] ??= Object.freeze({ ok: true, cost, stop }));
}

/** Units of `side` that may be activated in `area` (8.1: Fresh, released). */
export function activatable(s: ArrasState, area: number, side: Side): number[] {
  const out: number[] = [];
  for (let u = 0; u < N_UNITS; u++) {
    if (s.loc[u] === area && !s.spent[u] && UNITS[u].side === side && isReleased(s, u)) out.push(u);
  }
  return out;
}
