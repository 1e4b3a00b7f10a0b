// Assault: Artillery & Air Support. A single Hurricane Barrage per Assault on an area up to two areas
// away: a primary target, 1d6+7 (+2 against four or more units) against the defender's 1d6 + terrain
// (+2 Overcast); the difference in Casualty Points (-1 with a square identifier), the primary target
// first (Barrage CP: 2 exhaust or eliminate an exhausted non-tank unit, 4 for tanks; ruling B1); the
// marker flips to used. Rolling Barrage and Direct Support markers in areas adjacent to the active
// area (at most one per participating unit); the Air Support marker in Clear weather (ruling A1).
import { AREA_BY_ID, BARRAGE_CP, FIRST_DAY, HURRICANE, UNITS } from '../data.ts';
import { promptOf } from '../prompt.ts';
import { cambraiStep } from '../refusals.ts';
import {
  type CambraiState,
  type Side,
  AREA_IDS as AREA_IDS_,
  DIST as DIST_,
  GRAPH,
  hasUnits as hasUnits_,
  isTank as isTank_,
  other as other_,
  roleOf,
  setSpent,
  unitOf,
  unitsIn as unitsIn_,
  updateControl,
} from '../state.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { afterAssaultAction } from './05-impulses.ts';
import { roll } from './00-sequence.ts';
import { eliminate } from './08-combat.ts';
import { settleBridges } from './10-bridges.ts';
import { nextOpeningTarget } from './12-november-20.ts';

// The loops' bindings as module constants (V8 folds a module's own constants; an imported binding
// is re-read at each use: docs/games/cambrai-1917.md, Engine checks and speed).
const [AREA_IDS, DIST, unitsIn, isTank, other, hasUnits] = [AREA_IDS_, DIST_, unitsIn_, isTank_, other_, hasUnits_] as const;

/** Hurricane Barrage targets: enemy-occupied areas up to two areas away from the active area. */
export function hurricaneTargets(s: CambraiState): number[] {
  const as = s.assault!;
  if (as.hbUsed || as.started || !s.hurricane[s.active].some(Boolean)) return [];
  return HB_NEAR[as.area].filter((a) => hasUnits(s, a, other(s.active)));
}

/** The areas within the Hurricane Barrage's range of each area (up to two areas away), in id order. */
const HB_NEAR: number[][] = (() => {
  const out: number[][] = [];
  for (const from of AREA_IDS) out[from] = AREA_IDS.filter((a) => DIST[from][a] <= HURRICANE.range);
  return out;
})();

export function declareHurricane(s: CambraiState, target: number, log: Log) {
  const as = s.assault!;
  as.hbUsed = true;
  const i = s.hurricane[s.active].indexOf(true);
  s.hurricane[s.active][i] = false; // flip the marker to "used"
  s.barrage = { attacker: s.active, target, primary: -1, dice: [], cp: 0, cpLeft: 0, firstTaken: false, opening: [] };
  log?.(told('Hurricane Barrage', (w) => w.log.hurricaneOn(s.active, target)));
  toPrimary(s, log);
}

export function toPrimary(s: CambraiState, log: Log) {
  const b = s.barrage!;
  const victims = unitsIn(s, b.target, other(b.attacker));
  if (victims.length === 1) return choosePrimary(s, victims[0], log);
  s.step = { k: 'hb-primary' };
}

function choosePrimary(s: CambraiState, u: number, log: Log) {
  s.barrage!.primary = u;
  log?.(told('Hurricane Barrage', (w) => w.log.primaryTarget(u)));
  roll(s, 'hurricane', 2);
}

/** The barrage totals: attacker 1d6+7 (+2 against four or more units), defender 1d6 + TEM (+2 Overcast). */
export function barrageTotals(s: CambraiState, target: number, attacker: Side, dice: number[]): { at: number; dt: number; cp: number } {
  const many = unitsIn(s, target, other(attacker)).length >= HURRICANE.manyUnits;
  const at = dice[0] + HURRICANE.base + (many ? HURRICANE.manyBonus : 0);
  const dt = dice[1] + AREA_BY_ID[target].tem + (s.weather === 'overcast' ? HURRICANE.overcast : 0);
  const square = AREA_BY_ID[target].identifier === 'square' ? 1 : 0;
  return { at, dt, cp: at > dt ? Math.max(0, at - dt - square) : 0 };
}

/** Hurricane Barrage: the attacker's and the defender's dr (the chance role rolls both). */
export function hurricaneRoll(s: CambraiState, dice: number[], _st: unknown, log: Log) {
  const b = s.barrage!;
  b.dice = dice;
  const { at, dt, cp } = barrageTotals(s, b.target, b.attacker, dice);
  b.cp = cp;
  const sq = AREA_BY_ID[b.target].identifier === 'square' && at > dt;
  log?.(told('Hurricane Barrage', (w) => w.log.barrage(at, dice[0], dt, dice[1], cp, sq)));
  const victims = unitsIn(s, b.target, other(b.attacker));
  b.cpLeft = barrageTarget(s, victims, cp, b.primary);
  b.firstTaken = false;
  if (b.cpLeft <= 0) return afterBarrage(s, log);
  s.step = { k: 'barrage-absorb' };
}

const barrageCosts = (s: CambraiState, u: number) =>
  isTank(u)
    ? s.spent[u]
      ? [0, BARRAGE_CP.eliminateExhaustedTank]
      : [0, BARRAGE_CP.exhaustTank, BARRAGE_CP.exhaustTank + BARRAGE_CP.eliminateExhaustedTank]
    : s.spent[u]
      ? [0, BARRAGE_CP.eliminateExhausted]
      : [0, BARRAGE_CP.exhaust, BARRAGE_CP.exhaust + BARRAGE_CP.eliminateExhausted];

function reachableSums(s: CambraiState, units: number[], limit: number): Uint8Array {
  let can = new Uint8Array(limit + 1);
  can[0] = 1;
  for (const u of units) {
    const next = new Uint8Array(limit + 1);
    for (let t = 0; t <= limit; t++) if (can[t]) for (const c of barrageCosts(s, u)) if (t + c <= limit) next[t + c] = 1;
    can = next;
  }
  return can;
}

/** Ruling B1: barrage CP are absorbed up to the largest total the units can take exactly (the rest is lost), the primary target first. */
function barrageTarget(s: CambraiState, units: number[], cp: number, primary: number): number {
  for (let t = cp; t > 0; t--) {
    if (!reachableSums(s, units, t)[t]) continue;
    if (barrageOptionsFor(s, units, t, primary).length) return t;
  }
  return 0;
}

function barrageOptionsFor(s: CambraiState, units: number[], left: number, first: number): { unit: number; how: 'exhaust' | 'eliminate'; cost: number }[] {
  const out: { unit: number; how: 'exhaust' | 'eliminate'; cost: number }[] = [];
  for (const u of units) {
    if (first >= 0 && u !== first) continue;
    const cost = isTank(u)
      ? s.spent[u]
        ? BARRAGE_CP.eliminateExhaustedTank
        : BARRAGE_CP.exhaustTank
      : s.spent[u]
        ? BARRAGE_CP.eliminateExhausted
        : BARRAGE_CP.exhaust;
    if (cost > left) continue;
    const rest = left - cost;
    // After exhausting, the unit can still be eliminated: model it as an exhausted unit.
    const others = units.filter((x) => x !== u);
    let ok: boolean;
    if (s.spent[u]) ok = !!reachableSums(s, others, rest)[rest];
    else {
      const elim = isTank(u) ? BARRAGE_CP.eliminateExhaustedTank : BARRAGE_CP.eliminateExhausted;
      const r = reachableSums(s, others, rest);
      ok = !!r[rest] || (rest >= elim && !!r[rest - elim]);
    }
    if (ok) out.push({ unit: u, how: s.spent[u] ? 'eliminate' : 'exhaust', cost });
  }
  return out;
}

export function barrageAbsorbOptions(s: CambraiState) {
  const b = s.barrage!;
  return barrageOptionsFor(s, unitsIn(s, b.target, other(b.attacker)), b.cpLeft, b.firstTaken ? -1 : b.primary);
}

function barrageAbsorb(s: CambraiState, u: number, log: Log) {
  const b = s.barrage!;
  const o = barrageAbsorbOptions(s).find((x) => x.unit === u)!;
  b.cpLeft -= o.cost;
  b.firstTaken = true;
  if (o.how === 'exhaust') {
    setSpent(s, u, 1);
    log?.(told('Barrage CP', (w) => w.log.exhaustedCp(u, o.cost)));
  } else {
    log?.(told('Barrage CP', (w) => w.log.eliminatedCp(u, o.cost)));
    eliminate(s, u);
    updateControl(s, b.target);
    settleBridges(s);
  }
  if (b.cpLeft <= 0 || !barrageAbsorbOptions(s).length) afterBarrage(s, log);
}

export function afterBarrage(s: CambraiState, log: Log) {
  const b = s.barrage!;
  if (b.opening.length || (s.day === FIRST_DAY && s.impulse === 1 && b.attacker === 'allied' && !s.assault)) return nextOpeningTarget(s, log);
  s.barrage = null;
  s.step = { k: 'assault' };
  afterAssaultAction(s, log);
}

/** Artillery markers: in areas adjacent to the active area, at most one per participating unit. */
export function markerAreas(s: CambraiState): number[] {
  const as = s.assault!;
  if (as.started || s.markers[s.active] <= 0 || as.markersPlaced >= as.eligible.length) return [];
  return GRAPH.neighbours[as.area];
}

export function placeMarker(s: CambraiState, area: number, kind: 'rolling' | 'support' | 'air', log: Log) {
  const as = s.assault!;
  if (kind === 'air') {
    as.air = area;
    log?.(told('Air Support', (w) => w.log.airSupport(s.active, area)));
    return;
  }
  s.markers[s.active] -= 1;
  if (s.step.k === 'overrun') s.combat!.overrunMarkers += 1;
  else as.markersPlaced += 1;
  if (kind === 'rolling') {
    if (!as.rolling.includes(area)) as.rolling.push(area);
    log?.(told('Rolling Barrage', (w) => w.log.rollingBarrage(area)));
  } else {
    as.support[area] = (as.support[area] ?? 0) + 1;
    log?.(told('Direct Support', (w) => w.log.directSupport(area)));
  }
}

/** Air Support: Clear weather only; once per impulse (ruling A1), in the active area or an adjacent one. */
export function airAreas(s: CambraiState): number[] {
  const as = s.assault!;
  if (as.started || as.air >= 0 || s.weather !== 'clear') return [];
  return [as.area, ...GRAPH.neighbours[as.area]];
}

// ---- the steps --------------------------------------------------------------------------------------

/** Hurricane Barrage: the attacker selects the primary target among the units of the target area. */
export const primaryStep = cambraiStep({
  rule: 'Hurricane Barrage',
  actor: (s) => [roleOf(s.barrage!.attacker)],
  legal: (s, _role, out) => {
    const b = s.barrage!;
    for (const u of unitsIn(s, b.target, other(b.attacker))) out.push({ type: 'primary', unit: UNITS[u].id });
  },
  perform: { primary: (s, a, log) => choosePrimary(s, unitOf(a.unit), log) },
  prompt: promptOf('hb-primary', 'Hurricane Barrage'),
});

/** Barrage CP: the defender absorbs them one unit at a time, the primary target first. */
export const barrageAbsorbStep = cambraiStep({
  rule: 'Barrage CP',
  actor: (s) => [roleOf(other(s.barrage!.attacker))],
  legal: (s, _role, out) => {
    for (const o of barrageAbsorbOptions(s)) out.push({ type: 'absorb', unit: UNITS[o.unit].id, how: o.how === 'exhaust' ? 'flip' : 'eliminate' });
  },
  perform: { absorb: (s, a, log) => barrageAbsorb(s, unitOf(a.unit), log) },
  prompt: promptOf('barrage-absorb', 'Barrage CP'),
});
