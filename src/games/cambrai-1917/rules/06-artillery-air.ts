// Assault: Artillery & Air Support. A single Hurricane Barrage per Assault on an area up to two areas
// away: a primary target, 1d6+7 (+2 against four or more units) against the defender's 1d6 + terrain
// (+2 Overcast); the difference in Casualty Points (-1 with a square identifier), the primary target
// first (Barrage CP: 2 exhaust or eliminate an exhausted non-tank unit, 4 for tanks; ruling B1); the
// marker flips to used. Rolling Barrage and Direct Support markers in areas adjacent to the active
// area (at most one per participating unit); the Air Support marker in Clear weather (ruling A1).
import { type AttritionCosts, NEVER } from '../../../families/area-impulse/attrition.ts';
import { type LossRules, absorbing, startLosses } from '../../../families/area-impulse/losses.ts';
import { type LeadRules, leadChoice, pickLead, waitAt } from '../../../families/area-impulse/combat.ts';
import { AREA_BY_ID, BARRAGE_CP, FIRST_DAY, HURRICANE } from '../data.ts';
import { promptOf } from '../prompt.ts';
import { cambraiStep } from '../refusals.ts';
import {
  BOARD,
  IDS,
  type CambraiState,
  type Side,
  AREA_IDS as AREA_IDS_,
  DIST as DIST_,
  GRAPH,
  hasUnits as hasUnits_,
  isTank as isTank_,
  other as other_,
  actsFor,
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

/** Hurricane Barrage: the attacker selects the primary target among the units of the target area. */
const PRIMARY: LeadRules<CambraiState> = {
  candidates: (s) => unitsIn(s, s.barrage!.target, other(s.barrage!.attacker)),
  chosen: (s, u, log) => choosePrimary(s, u, log),
  ask: waitAt({ k: 'hb-primary' }),
};

export const toPrimary = (s: CambraiState, log: Log) => pickLead(PRIMARY, s, log);

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
  startLosses(BARRAGE, s, cp, log);
}

/** Barrage CP (the table): exhaust a fresh unit, eliminate an exhausted one, no retreat; ruling B1: what cannot be taken exactly is lost. */
const BARRAGE_COSTS: AttritionCosts = {
  flip: BARRAGE_CP.exhaust,
  spentEliminated: BARRAGE_CP.eliminateExhausted,
  freshEliminated: NEVER,
  spentRetreats: NEVER,
  excessLost: true,
};
const TANK_COSTS: AttritionCosts = { ...BARRAGE_COSTS, flip: BARRAGE_CP.exhaustTank, spentEliminated: BARRAGE_CP.eliminateExhaustedTank };

/** Barrage CP: the defender absorbs them one unit at a time, the primary target first (run by the family's loss machine). */
const BARRAGE: LossRules<CambraiState> = {
  costs: BARRAGE_COSTS,
  costOf: (u) => (isTank(u) ? TANK_COSTS : BARRAGE_COSTS),
  board: BOARD,
  updateControl: (s, area, left) => {
    if (!left) return; // an exhausted unit changes no control
    updateControl(s, area);
    settleBridges(s);
  },
  record: (s) => s.barrage!,
  area: (s) => s.barrage!.target,
  victims: (s) => unitsIn(s, s.barrage!.target, other(s.barrage!.attacker)),
  left: (s) => s.barrage!.cpLeft,
  setLeft: (s, n) => {
    s.barrage!.cpLeft = n;
  },
  firsts: (s) => [s.barrage!.primary],
  eliminate,
  texts: {
    flipped: (u, cost) => told('Barrage CP', (w) => w.log.exhaustedCp(u, cost)),
    eliminated: (u, cost) => told('Barrage CP', (w) => w.log.eliminatedCp(u, cost)),
  },
  ask: waitAt({ k: 'barrage-absorb' }),
  done: (s, log) => afterBarrage(s, log),
};

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
  actor: (s) => actsFor(s.barrage!.attacker),
  ...leadChoice('primary', PRIMARY, IDS),
  prompt: promptOf('hb-primary', 'Hurricane Barrage'),
});

/** Barrage CP: the defender absorbs them one unit at a time, the primary target first. */
export const barrageAbsorbStep = cambraiStep({
  rule: 'Barrage CP',
  actor: (s) => actsFor(other(s.barrage!.attacker)),
  ...absorbing(BARRAGE, IDS),
  prompt: promptOf('barrage-absorb', 'Barrage CP'),
});
