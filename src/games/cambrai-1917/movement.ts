// Move Units: the cost and legality of one step of one unit (player aid, MP table), and the
// retreats of the Combat section (the family's retreat priorities with this game's restrictions).

import { EntryCosts } from '../../families/area-impulse/movement.ts';
import { type RetreatRules, retreatDestinations as byPriorities } from '../../families/area-impulse/retreat.ts';
import { AREA_BY_ID as AREA_BY_ID_, BRIDGE_LIMIT as BRIDGE_LIMIT_, STACKING_LIMIT as STACKING_LIMIT_, UNITS } from './data.ts';
import { areaFr } from './text/names.ts';
import {
  type CambraiState,
  type Side,
  BOARD as BOARD_,
  GRAPH as GRAPH_,
  N_AREA_SLOTS,
  actsAsInfantry as actsAsInfantry_,
  areaName as areaName_,
  boundaryNow as boundaryNow_,
  bridgeBetween as bridgeBetween_,
  hasUnits as hasUnits_,
  isBritishZone as isBritishZone_,
  isZone as isZone_,
  other as other_,
  stackCount as stackCount_,
  stacks as stacks_,
} from './state.ts';

// Module-local bindings of the imports (the hot loops then read plain constants).
const AREA_BY_ID = AREA_BY_ID_;
const BRIDGE_LIMIT = BRIDGE_LIMIT_;
const STACKING_LIMIT = STACKING_LIMIT_;
const BOARD = BOARD_;
const GRAPH = GRAPH_;
const actsAsInfantry = actsAsInfantry_;
const areaName = areaName_;
const boundaryNow = boundaryNow_;
const bridgeBetween = bridgeBetween_;
const hasUnits = hasUnits_;
const isBritishZone = isBritishZone_;
const isZone = isZone_;
const other = other_;
const stackCount = stackCount_;
const stacks = stacks_;

/** A module-local alias of UNITS (the hot loops read it often). */
const UN = UNITS;
// Module-local bindings of the imports the hot path reads (one lookup each, not one per call).
const graph = GRAPH;
const board = BOARD;
const zoneOf = isZone;

export type StepCheck =
  | { ok: true; cost: number; stop: boolean; bridge: number; canal: boolean }
  | { ok: false; message: string; messageFr: string; rule: string };
/** Why a step is refused (the messages are built from it only when read). */
type Why = 'not-adjacent' | 'british-zone' | 'corps' | 'zone-moved' | 'stacking' | 'contested' | 'bridge' | 'canal-type' | 'canal-moved' | 'cost';

/**
 * A refusal in English and French (IllegalInfo.texts) that keeps its facts and builds its messages
 * when read: the listings refuse many steps and never read them.
 */
class Refusal {
  readonly ok = false;
  constructor(
    readonly why: Why,
    readonly u: number,
    readonly from: number,
    readonly to: number,
    /** 'bridge': the bridge's name; 'cost': the cost and the MP left. */
    readonly bridgeName = '',
    readonly cost = 0,
    readonly mp = 0,
  ) {}
  get rule(): string {
    return this.why === 'corps' ? '10.5.3' : 'Move Units';
  }
  get message(): string {
    return refusalEn(this);
  }
  get messageFr(): string {
    return refusalFr(this);
  }
}

/** A refusal's English text. */
function refusalEn(r: Refusal): string {
  const { u, from, to } = r;
  switch (r.why) {
    case 'not-adjacent':
      return `${areaName(to)} is not adjacent to ${areaName(from)}`;
    case 'british-zone':
      return 'German units may not enter the British zones I-L';
    case 'corps':
      return `${UN[u].name} belongs to ${UN[u].corps} Corps and may not enter ${areaName(to)} (${AREA_BY_ID[to].corps} Corps sector) on 20-21 November`;
    case 'zone-moved':
      return 'a zone may only be entered by a unit that has not moved yet this impulse (it stops there)';
    case 'stacking':
      return `${areaName(to)} already holds ${STACKING_LIMIT} units (tanks and Garrisons excluded)`;
    case 'contested':
      return 'units leaving a contested area must first move to a free area';
    case 'bridge':
      return `${BRIDGE_LIMIT} units have crossed the ${r.bridgeName} bridge this impulse`;
    case 'canal-type':
      return 'only infantry may cross a canal without a bridge';
    case 'canal-moved':
      return 'crossing a canal without a bridge costs all MP: the unit must not have spent any';
    case 'cost':
      return `entering ${areaName(to)} costs ${r.cost} MP; ${r.mp} left`;
  }
}

/** A refusal's French text. */
function refusalFr(r: Refusal): string {
  const { u, from, to } = r;
  switch (r.why) {
    case 'not-adjacent':
      return `la ${areaFr(to)} n’est pas adjacente à la ${areaFr(from)}`;
    case 'british-zone':
      return 'les unités allemandes ne peuvent pas entrer dans les zones britanniques I-L';
    case 'corps':
      return `${UN[u].name} appartient au ${UN[u].corps}e corps et ne peut pas entrer dans la ${areaFr(to)} (secteur du ${AREA_BY_ID[to].corps}e corps) les 20 et 21 novembre`;
    case 'zone-moved':
      return 'seule une unité qui ne s’est pas encore déplacée pendant cette impulsion peut entrer dans une zone (elle s’y arrête)';
    case 'stacking':
      return `la ${areaFr(to)} contient déjà ${STACKING_LIMIT} unités (chars et Garnisons exclus)`;
    case 'contested':
      return 'les unités qui quittent une zone contestée doivent d’abord entrer dans une zone libre';
    case 'bridge':
      return `${BRIDGE_LIMIT} unités ont déjà franchi le pont de ${r.bridgeName} pendant cette impulsion`;
    case 'canal-type':
      return 'seule l’infanterie peut franchir un canal sans pont';
    case 'canal-moved':
      return 'franchir un canal sans pont coûte tous les PM : l’unité ne doit en avoir dépensé aucun';
    case 'cost':
      return `entrer dans la ${areaFr(to)} coûte ${r.cost} PM ; il en reste ${r.mp}`;
  }
}

/** May a unit of `side` ever be in `to` (zones; ruling Z1 in the docs)? */
export function zoneForbidden(side: Side, to: number): boolean {
  return side === 'german' && isBritishZone(to);
}

/** 10.5.3 (reconstructed ruling): on 20-21 November British units stay in their corps' sector. */
export function operationalRestriction(s: CambraiState, u: number, to: number): boolean {
  if (s.day > 21) return false;
  const c = UNIT_CORPS[u];
  const a = AREA_CORPS[to];
  return c !== 0 && a !== 0 && a !== c;
}

/** Corps as small numbers for the step check (0: none): 1 III, 2 IV. */
const corpsCode = (c: string | null | undefined) => (c === 'III' ? 1 : c === 'IV' ? 2 : 0);
/** Per unit, the corps sector it keeps to on 20-21 November (0: none, a German or cavalry unit). */
const UNIT_CORPS = Uint8Array.from(UN, (d) => (d.side === 'allied' ? corpsCode(d.corps) : 0));
/** Per area slot, its corps sector (0: none, a zone). */
const AREA_CORPS = Uint8Array.from({ length: N_AREA_SLOTS }, (_, a) => corpsCode(AREA_BY_ID[a]?.corps));

/** MP table: entering an area without enemy units costs 2 MP next to a Fresh enemy unit, else 1 (enemy units in zones ignored, 1940 14.1). */
function emptyEntryCost(s: CambraiState, side: Side, area: number): number {
  const fresh = board.occupancy(s).fresh;
  const foe = board.offset(side === 'allied' ? 'german' : 'allied');
  for (const n of graph.neighbours[area]) if (!zoneOf(n) && fresh[foe + n] > 0) return 2;
  return 1;
}

/** `emptyEntryCost` kept while the enemy's Fresh units stay put (the family's `EntryCosts`: it reads only their counts). */
const ENTRY_COSTS = new EntryCosts<CambraiState>(BOARD, N_AREA_SLOTS, 1, emptyEntryCost, true);

/**
 * One step of unit `u` from `from` to the adjacent `to`, with `mp` MP left. `fresh`: the unit has not
 * spent any MP this impulse (it may then enter any adjacent area, MP table). `rolling`: a Rolling
 * Barrage marker lies in `to`. `bridgeUse`: units that crossed each bridge this impulse.
 */
export const checkStep: StepQuestion<StepCheck> = (s, u, from, to, mp, fresh, rolling, bridgeUse) => {
  const why = stepRefused(s, u, from, to, mp, fresh, rolling, bridgeUse, false);
  if (why === LEGAL) return { ok: true, cost: stepCost, stop: stepStop, bridge: stepBridge, canal: stepCanal };
  return new Refusal(why, u, from, to, why === 'bridge' ? s.bridges[stepBridge].name : '', stepCost, mp);
};

/** Is the step of `checkStep` legal (its `ok` alone, with no answer object: the listings' question)? */
export const stepAllowed: StepQuestion<boolean> = (s, u, from, to, mp, fresh, rolling, bridgeUse) =>
  stepRefused(s, u, from, to, mp, fresh, rolling, bridgeUse, true) === LEGAL;

/** A question about one step (`checkStep`'s parameters). */
type StepQuestion<R> = (
  s: CambraiState,
  u: number,
  from: number,
  to: number,
  mp: number,
  fresh: boolean,
  rolling: boolean,
  bridgeUse: Record<number, number>,
) => R;

/** `stepRefused`'s answer for a legal step. */
const LEGAL = 'legal';
/** The facts of the last step `stepRefused` found legal (module-level: the check allocates nothing); for 'cost' the cost asked, for 'bridge' the bridge. */
let stepCost = 0;
let stepStop = false;
let stepBridge = -1;
let stepCanal = false;

/** Why the step of `checkStep` is refused, or LEGAL (its facts then in `stepCost` ...); `legalOnly`: its cost is not needed. */
function stepRefused(
  s: CambraiState,
  u: number,
  from: number,
  to: number,
  mp: number,
  fresh: boolean,
  rolling: boolean,
  bridgeUse: Record<number, number>,
  legalOnly: boolean,
): Why | typeof LEGAL {
  const d = UN[u];
  const side = d.side;
  // The boundary as it stands now (boundaryNow), its bridge found once: a demolished bridge is a canal.
  let kind = graph.boundary(from, to);
  if (!kind) return 'not-adjacent';
  let bridge = -1;
  if (kind === 'bridge') {
    bridge = bridgeBetween(s, from, to);
    if (s.bridges[bridge]?.demolished) kind = 'canal';
  }
  if (zoneForbidden(side, to)) return 'british-zone';
  if (operationalRestriction(s, u, to)) return 'corps';
  const zone = zoneOf(to);
  if (zone && !fresh) return 'zone-moved';
  // The counts of the board, read directly (this check runs for every step every listing tries).
  const o = board.occupancy(s);
  const own = board.offset(side);
  const enemy: Side = side === 'allied' ? 'german' : 'allied';
  const foe = board.offset(enemy);
  if (stacks(u) && !zone && o.stack[own + to] >= STACKING_LIMIT) return 'stacking';
  if (from > 0 && o.units[own + from] > 0 && o.units[foe + from] > 0 && !(s.control[to] === side && o.units[foe + to] === 0)) return 'contested';
  if (kind === 'bridge') {
    stepBridge = bridge;
    if ((bridgeUse[bridge] ?? 0) >= BRIDGE_LIMIT) return 'bridge';
  }
  const enemyHere = o.units[foe + to] > 0;
  // A unit that has not spent any MP may enter any adjacent area: when only legality is asked, the cost does not matter.
  if (legalOnly && fresh && kind !== 'canal') return LEGAL;
  let cost: number;
  if (enemyHere) cost = o.fresh[foe + to] > 0 ? 4 : 3;
  else cost = ENTRY_COSTS.get(s, side, to);
  if (kind !== 'bridge') bridge = -1;
  stepBridge = bridge;
  if (kind === 'canal') {
    // Cross a canal without a bridge: all MP, infantry only; the Rolling Barrage does not help.
    if (!actsAsInfantry(s, u)) return 'canal-type';
    if (!fresh) return 'canal-moved';
    return legal(Math.max(mp, 1), true, true);
  }
  if (rolling) cost = Math.max(1, cost - 2); // Rolling Barrage: -2 MP to enter (at least 1, ruling)
  if (cost > mp) {
    // Enter any adjacent area if the unit has not spent any MP.
    if (fresh) return legal(Math.max(mp, 0), true, kind === 'bridge');
    stepCost = cost;
    return 'cost';
  }
  return legal(cost, enemyHere || zone, kind === 'bridge');
}

/** Keeps the facts of a legal step for `checkStep`. */
function legal(cost: number, stop: boolean, canal: boolean): typeof LEGAL {
  stepCost = cost;
  stepStop = stop;
  stepCanal = canal;
  return LEGAL;
}

// ---- retreats -----------------------------------------------------------------------------------------

const RULES: RetreatRules<CambraiState> = {
  graph: GRAPH,
  board: BOARD,
  possible(s, u, from, to) {
    const kind = boundaryNow(s, from, to);
    if (!kind) return false;
    if (UN[u].type === 'garrison') return false; // Garrisons never move (ruling G1)
    if (kind === 'canal' && !actsAsInfantry(s, u)) return false;
    if (zoneForbidden(UN[u].side, to)) return false;
    if (isZone(to)) return s.control[to] === UN[u].side && !hasUnits(s, to, other(UN[u].side));
    return true;
  },
  full: (s, u, to) => stacks(u) && !isZone(to) && stackCount(s, to, UN[u].side) >= STACKING_LIMIT,
  // 1940 14.5: a friendly uncontested zone is allowed whatever the priorities.
  alwaysAllowed: (_s, _u, to) => isZone(to),
};

/** Retreat priority: the areas unit `u` may retreat to from `from` ([] = eliminated). */
export function retreatDestinations(s: CambraiState, u: number, from: number): number[] {
  return byPriorities(RULES, s, u, from);
}

/** Attacking units may only retreat into the area they entered from, within the 9-unit limit. */
export function attackerRetreat(s: CambraiState, u: number, from: number, enteredFrom: number | undefined): number[] {
  if (enteredFrom === undefined || !RULES.possible(s, u, from, enteredFrom)) return [];
  if (RULES.full(s, u, enteredFrom)) return [];
  const side = UN[u].side;
  if (hasUnits(s, enteredFrom, other(side)) && !hasUnits(s, enteredFrom, side)) return [];
  return [enteredFrom];
}
