// Impulses: the active player makes one of three types of impulses during the Daylight Phase.
// 1. Pass (nothing but the Sunset DR if British). 2. Regroup: units of a single active area move into
// free areas adjacent to it. 3. Assault: from one active area, any or all of Artillery & Air Support
// (06-artillery-air.ts), Move Units (07-move-units.ts), Combat (08-combat.ts, 09-overrun.ts) and
// Demolish Bridges (10-bridges.ts); this file declares the impulse, lists the Assault's actions and
// ends it. Option two-passes counts the passes (02-daylight.ts).
import { endWhenIdle } from '../../../families/area-impulse/combat.ts';
import type { CambraiAction } from '../actions.ts';
import { UNITS as UNITS_ } from '../data.ts';
import { zoneForbidden as zoneForbidden_ } from '../movement.ts';
import { promptOf } from '../prompt.ts';
import { cambraiStep, refuseAssault } from '../refusals.ts';
import {
  type AssaultState,
  type CambraiState,
  type Side,
  AREA_IDS as AREA_IDS_,
  BOARD as BOARD_,
  GRAPH as GRAPH_,
  N_AREA_SLOTS as N_AREA_SLOTS_,
  N_UNITS as N_UNITS_,
  activeRole,
  attackOf as attackOf_,
  contested as contested_,
  free as free_,
  isGarrison as isGarrison_,
  other as other_,
  setLoc,
  sideOfRole,
  unitOf,
  updateControl,
} from '../state.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { advance as advance_, keep, kept, push as push_ } from './00-sequence.ts';
import {
  airAreas as airAreas_,
  declareHurricane,
  hurricaneTargets as hurricaneTargets_,
  markerAreas as markerAreas_,
  placeMarker,
} from './06-artillery-air.ts';
import { FIRST_STEPS, finishMover, legalMoves as legalMoves_, moveAction, moveStep } from './07-move-units.ts';
import { attackOptions as attackOptions_, declareAttack } from './08-combat.ts';
import { bridgeIndex, demolish, demolitionOptions as demolitionOptions_, settleBridges } from './10-bridges.ts';
import { UnitsByArea } from '../../../families/area-impulse/impulses.ts';

// The loops' bindings as module constants (V8 folds a module's own constants; an imported binding
// is re-read at each use: docs/games/cambrai-1917.md, Engine checks and speed).
// (the other chapters' functions too: function declarations, bound before any chapter runs)
const [
  UNITS,
  zoneForbidden,
  GRAPH,
  N_AREA_SLOTS,
  N_UNITS,
  attackOf,
  contested,
  free,
  isGarrison,
  AREA_IDS,
  BOARD,
  other,
  advance,
  push,
  hurricaneTargets,
  markerAreas,
  airAreas,
  legalMoves,
  attackOptions,
  demolitionOptions,
] = [
  UNITS_,
  zoneForbidden_,
  GRAPH_,
  N_AREA_SLOTS_,
  N_UNITS_,
  attackOf_,
  contested_,
  free_,
  isGarrison_,
  AREA_IDS_,
  BOARD_,
  other_,
  advance_,
  push_,
  hurricaneTargets_,
  markerAreas_,
  airAreas_,
  legalMoves_,
  attackOptions_,
  demolitionOptions_,
] as const;

export function pass(s: CambraiState, log: Log) {
  log?.(told('Impulses', (w) => w.log.passes(s.active, s.impulse)));
  s.passes += 1;
  s.step = { k: 'idle' };
  push(s, { t: 'impulse-end' });
  advance(s, log);
}

export function endImpulse(s: CambraiState, log: Log) {
  s.assault = null;
  s.combat = null;
  s.barrage = null;
  s.step = { k: 'idle' };
  push(s, { t: 'impulse-end' });
  advance(s, log);
}

function newActivation(s: CambraiState, area: number, regroup: boolean): AssaultState {
  const side = s.active;
  // The side's units in the area (in unit order), Fresh ones for an Assault, Garrisons never.
  const eligible: number[] = [];
  const mine = side === 'allied' ? 1 : 0;
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] === area && IS_ALLIED[u] === mine && (regroup || !s.spent[u]) && !isGarrison(u)) eligible.push(u);
  return {
    area,
    regroup,
    eligible,
    done: [],
    mover: -1,
    mfLeft: 0,
    enteredFrom: {},
    waiting: [],
    mp: {},
    crossed: {},
    bridgeUse: {},
    attacked: [],
    uncontestedStart: BOARD.enemyOnly(s, side, AREA_IDS), // the enemy's areas without the side's units
    contestedStart: contested(s, area),
    started: false,
    combatStarted: false,
    hbUsed: false,
    rolling: [],
    support: {},
    air: -1,
    markersPlaced: 0,
    inPlacePenalty: 0,
    inPlaceDone: false,
    inPlaceUnits: [],
    demolitions: [],
    pendingExhaust: [],
    paths: {}, // Move Units: the family's move step keeps each unit's path (made here: one shape for every assault record)
  };
}

/**
 * The Regroup moves into `out` (true if there is one), unit by unit: the areas' conditions (free, not a
 * forbidden zone) are the side's, found once; then each unit's step (one answer per step class).
 */
function regroupList(s: CambraiState, out: CambraiAction[]): boolean {
  const as = s.assault!;
  const side = s.active;
  const from = as.area;
  const near = GRAPH.neighbours[from];
  let tos = 0;
  for (let j = 0; j < near.length; j++) if (free(s, near[j], side) && !zoneForbidden(side, near[j])) REGROUP_TOS[tos++] = j;
  FIRST_STEPS.begin();
  let any = false;
  for (const u of as.eligible) {
    if (as.done.includes(u) || s.loc[u] !== from) continue;
    for (let i = 0; i < tos; i++) {
      const j = REGROUP_TOS[i];
      if (!FIRST_STEPS.allowed(s, u, from, j, near[j], as.bridgeUse)) continue;
      out.push(moveAction(u, near[j]));
      any = true;
    }
  }
  return any;
}

/** The free Areas a Regroup may enter (their places among the neighbours), found by `regroupList` (reused scratch: nothing allocated). */
const REGROUP_TOS = new Int16Array(N_AREA_SLOTS);

/** May the active side Regroup from `area` (its units `units[lo..hi)`)? Asks the first steps found since `FIRST_STEPS.begin()` (the same state and Area). */
function canRegroup(s: CambraiState, area: number, units: ArrayLike<number>, lo: number, hi: number): boolean {
  const side = s.active;
  // Area conditions first (free: friendly-Controlled without enemy units, the board's counts read
  // once; not a forbidden zone), then the units: the same answer, fewer checks.
  const foeUnits = BOARD.occupancy(s).units;
  const foe = BOARD.offset(other(side));
  const near = GRAPH.neighbours[area];
  for (let j = 0; j < near.length; j++) {
    const to = near[j];
    if (s.control[to] !== side || foeUnits[foe + to] > 0 || zoneForbidden(side, to)) continue;
    for (let i = lo; i < hi; i++) {
      const u = units[i];
      if (isGarrison(u)) continue;
      if (FIRST_STEPS.allowed(s, u, area, j, to, NO_BRIDGE_USE)) return true;
    }
  }
  return false;
}

/** No bridge crossed yet (the listings' questions about a first step). Never written. */
const NO_BRIDGE_USE: Record<number, number> = Object.freeze({});

/** May an Assault in `area` do anything (move, attack, barrage), with its units `units[lo..hi)`? Asks the first steps as `canRegroup`. */
function canAssault(s: CambraiState, area: number, units: ArrayLike<number>, lo: number, hi: number): boolean {
  let any = false;
  const isContested = contested(s, area);
  for (let i = lo; i < hi; i++) {
    const u = units[i];
    if (s.spent[u] || isGarrison(u)) continue;
    any = true;
    if (isContested && attackOf(s, u) > 0) return true;
  }
  if (!any) return false;
  // Move Units before any move: a first step (the Assault's markers and bridges do not exist yet).
  const near = GRAPH.neighbours[area];
  for (let i = lo; i < hi; i++) {
    const u = units[i];
    if (s.spent[u] || isGarrison(u)) continue;
    for (let j = 0; j < near.length; j++) if (FIRST_STEPS.allowed(s, u, area, j, near[j], NO_BRIDGE_USE)) return true;
  }
  return false;
}

function declare(s: CambraiState, type: 'regroup' | 'assault', area: number, log: Log) {
  s.passes = 0;
  s.assault = newActivation(s, area, type === 'regroup');
  log?.(told('Impulses', (w) => w.log.activates(s.active, s.impulse, type === 'regroup', area)));
  s.step = { k: type === 'regroup' ? 'regroup' : 'assault' };
}

function regroupMove(s: CambraiState, u: number, to: number, log: Log) {
  const as = s.assault!;
  const from = s.loc[u];
  const b = GRAPH.boundary(from, to) === 'bridge' ? bridgeIndex(s, from, to) : -1;
  if (b >= 0) as.bridgeUse[b] = (as.bridgeUse[b] ?? 0) + 1;
  setLoc(s, u, to);
  as.done.push(u);
  updateControl(s, from);
  updateControl(s, to);
  settleBridges(s);
  log?.(told('Impulses', (w) => w.log.regroups(u, to)));
  // The impulse ends when no unit can move; else the listing found is the next decision's (`keep`).
  const out: CambraiAction[] = [];
  if (!regroupActions(s, out)) return endImpulse(s, log);
  keep(s, out);
}

/** Regroup: the moves, then `end` once a unit has moved; false when no unit can move. */
function regroupActions(s: CambraiState, out: CambraiAction[]): boolean {
  const any = regroupList(s, out);
  if (s.assault!.done.length) out.push(END);
  return any;
}

export function afterAssaultAction(s: CambraiState, log: Log) {
  if (s.step.k === 'assault') endWhenIdle(s, anyChoice, legalMoves, endAssault, log); // nothing left to do: the impulse ends
}

/** `afterAssaultAction` at the end of a move (the last thing it does): the listing it finds is kept for the next decision. */
export function afterAssaultMove(s: CambraiState, log: Log) {
  if (s.step.k !== 'assault') return;
  const out: CambraiAction[] = [];
  if (!assaultActions(s, out)) return endAssault(s, log); // nothing left to do: the impulse ends
  keep(s, out);
}

/** A combat, a bridge demolition or a Hurricane Barrage is open. */
const anyChoice = (s: CambraiState) => attackOptions(s).length > 0 || demolitionOptions(s).length > 0 || hurricaneTargets(s).length > 0;

export function endAssault(s: CambraiState, log: Log) {
  finishMover(s);
  log?.(told('Impulses', (w) => w.log.endsAssault(s.active)));
  endImpulse(s, log);
}

/** Units by area for the impulse listing (the family's, reused: the listing is not re-entrant). */
const BY_AREA = new UnitsByArea(N_UNITS, N_AREA_SLOTS);
/** Per unit: 1 British, 0 German (the impulse listing's side test without a string comparison). */
const IS_ALLIED = Uint8Array.from(UNITS, (d) => (d.side === 'allied' ? 1 : 0));
/** The impulse listing's actions, one frozen object each (the listing is built at every impulse; nothing writes into an action). */
const PASS: CambraiAction = Object.freeze({ type: 'pass' });
const END: CambraiAction = Object.freeze({ type: 'end' });
const ASSAULT_ACTION: CambraiAction[] = [];
const REGROUP_ACTION: CambraiAction[] = [];
const ATTACK_ACTION: CambraiAction[] = [];
const ROLLING_ACTION: CambraiAction[] = [];
const SUPPORT_ACTION: CambraiAction[] = [];
const AIR_ACTION: CambraiAction[] = [];
for (const a of AREA_IDS) {
  ASSAULT_ACTION[a] = Object.freeze({ type: 'assault', area: a });
  REGROUP_ACTION[a] = Object.freeze({ type: 'regroup', area: a });
  ATTACK_ACTION[a] = Object.freeze({ type: 'attack', area: a });
  ROLLING_ACTION[a] = Object.freeze({ type: 'marker', area: a, kind: 'rolling' });
  SUPPORT_ACTION[a] = Object.freeze({ type: 'marker', area: a, kind: 'support' });
  AIR_ACTION[a] = Object.freeze({ type: 'marker', area: a, kind: 'air' });
}

/** Impulses: Pass, and each area where an Assault or a Regroup can do something (a function of its own: the JIT optimizes it apart). */
function impulseActions(s: CambraiState, side: Side, out: CambraiAction[]): void {
  out.push(PASS);
  // The side's units on the map by area, read in area order.
  const mine = side === 'allied' ? 1 : 0;
  BY_AREA.clear();
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] > 0 && IS_ALLIED[u] === mine) BY_AREA.add(s.loc[u], u);
  const { count, units, stride } = BY_AREA;
  for (let a = 1; a < N_AREA_SLOTS; a++) {
    if (!count[a]) continue;
    const lo = a * stride;
    const hi = lo + count[a];
    // The first steps out of the area, answered once per class and neighbour for both questions.
    FIRST_STEPS.begin();
    if (canAssault(s, a, units, lo, hi)) out.push(ASSAULT_ACTION[a]);
    if (canRegroup(s, a, units, lo, hi)) out.push(REGROUP_ACTION[a]);
  }
}

/**
 * An Assault impulse: Hurricane Barrage, markers, moves, combats, demolitions, end (a function of its own,
 * as impulseActions). Returns whether a barrage, a move, a combat or a demolition is open (else the
 * impulse has nothing left to do: `afterAssaultAction`).
 */
function assaultActions(s: CambraiState, out: CambraiAction[]): boolean {
  const as = s.assault!;
  const targets = hurricaneTargets(s);
  for (const t of targets) out.push({ type: 'hurricane', target: t });
  for (const a of markerAreas(s)) out.push(ROLLING_ACTION[a], SUPPORT_ACTION[a]);
  for (const a of airAreas(s)) out.push(AIR_ACTION[a]);
  const before = out.length;
  legalMoves(s, out);
  const moves = out.length > before;
  const attacks = attackOptions(s);
  for (const o of attacks) out.push(ATTACK_ACTION[o.area]);
  const demolitions = demolitionOptions(s);
  for (const b of demolitions) out.push({ type: 'demolish', bridge: b });
  if (!attacks.some((o) => o.mandatory) && (as.started || as.hbUsed)) out.push(END);
  return targets.length > 0 || moves || attacks.length > 0 || demolitions.length > 0;
}

// ---- the steps --------------------------------------------------------------------------------------

/** Impulses: Pass, or activate an area for an Assault or a Regroup. */
export const impulseStep = cambraiStep({
  rule: 'Impulses',
  actor: activeRole,
  legal: (s, role, out) => impulseActions(s, sideOfRole(role), out),
  perform: {
    pass: (s, _a, log) => pass(s, log),
    assault: (s, a, log) => declare(s, 'assault', a.area, log),
    regroup: (s, a, log) => declare(s, 'regroup', a.area, log),
  },
  prompt: promptOf('impulse', 'Impulses'),
});

/** Regroup: units of the active area move, each into one adjacent free area; then the impulse ends. */
export const regroupStep = cambraiStep({
  rule: 'Impulses',
  actor: activeRole,
  legal: (s, _role, out) => kept(s) ?? void regroupActions(s, out),
  perform: {
    move: (s, a, log) => regroupMove(s, unitOf(a.unit), a.to, log),
    end: (s, _a, log) => endImpulse(s, log),
  },
  prompt: promptOf('regroup', 'Impulses'),
});

/** Assault: `end` and `move` refused with the rule that forbids them. */
function refuseInAssault(s: CambraiState, a: CambraiAction) {
  const out: CambraiAction[] = [];
  assaultActions(s, out);
  return refuseAssault(s, a, out);
}

/** Assault: the Hurricane Barrage, markers, moves, combats and demolitions of one active area, in the order the player chooses within the aid's. */
export const assaultStep = cambraiStep({
  rule: 'Impulses',
  actor: activeRole,
  legal: (s, _role, out) => kept(s) ?? void assaultActions(s, out),
  perform: {
    hurricane: (s, a, log) => declareHurricane(s, a.target, log),
    marker: (s, a, log) => placeMarker(s, a.area, a.kind, log),
    move: (s, a, log) => moveStep(s, unitOf(a.unit), a.to, log),
    attack: (s, a, log) => declareAttack(s, a.area, log),
    demolish: (s, a, log) => demolish(s, a.bridge, log),
    end: (s, _a, log) => endAssault(s, log),
  },
  prompt: promptOf('assault', 'Impulses'),
  refuse: { end: refuseInAssault, move: refuseInAssault },
});
