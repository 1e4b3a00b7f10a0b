// Move Units: the cost and legality of one step of one unit (player aid, MP table), and the
// retreats of the Combat section (the family's retreat priorities with this game's restrictions).

import { type RetreatRules, retreatDestinations as byPriorities } from '../../families/area-impulse/retreat.ts';
import { AREA_BY_ID as AREA_BY_ID_, BRIDGE_LIMIT as BRIDGE_LIMIT_, STACKING_LIMIT as STACKING_LIMIT_, UNITS } from './data.ts';
import { areaFr } from './text.ts';
import {
  type CambraiState,
  type Side,
  BOARD as BOARD_,
  GRAPH as GRAPH_,
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
const kindNow = boundaryNow;

export type StepCheck =
  | { ok: true; cost: number; stop: boolean; bridge: number; canal: boolean }
  | { ok: false; message: string; messageFr: string; rule: string };
/** A refusal; its message is built only when read (the legal-action listing refuses many steps and never reads them). */
/** The answer to a legality-only question (its cost and bridge are not computed: callers read `ok` only). */
const LEGAL_ONLY: StepCheck = Object.freeze({ ok: true, cost: -1, stop: true, bridge: -1, canal: false });

/** The refusal of a legality-only question (callers read `ok` only): one shared object, no allocation. */
const REFUSED: StepCheck = Object.freeze({ ok: false, rule: '', message: '', messageFr: '' });

/** A refusal in English and French (IllegalInfo.texts); both messages are built only when read. */
const refuse = (message: () => string, messageFr: () => string, rule: string): StepCheck => ({
  ok: false,
  rule,
  get message() {
    return message();
  },
  get messageFr() {
    return messageFr();
  },
});

/** A refusal with its messages, or the shared one when only legality is asked (a module-level function: no closure per call). */
function refuseIf(needCost: boolean, message: () => string, messageFr: () => string, rule: string): StepCheck {
  return needCost ? refuse(message, messageFr, rule) : REFUSED;
}

/** May a unit of `side` ever be in `to` (zones; ruling Z1 in the docs)? */
export function zoneForbidden(side: Side, to: number): boolean {
  return side === 'german' && isBritishZone(to);
}

/** 10.5.3 (reconstructed ruling): on 20-21 November British units stay in their corps' sector. */
export function operationalRestriction(s: CambraiState, u: number, to: number): boolean {
  const d = UN[u];
  if (d.side !== 'allied' || s.day > 21 || !d.corps || d.corps === 'cavalry') return false;
  const c = AREA_BY_ID[to].corps;
  return c !== null && c !== d.corps;
}

/** MP table: is `area` adjacent to a Fresh enemy unit (enemy units in zones ignored, 1940 14.1)? */
function nextToFreshEnemy(s: CambraiState, side: Side, area: number): boolean {
  const enemyOf = side === 'allied' ? 'german' : 'allied';
  for (const n of graph.neighbours[area]) if (!zoneOf(n) && board.hasFresh(s, n, enemyOf)) return true;
  return false;
}

/**
 * One step of unit `u` from `from` to the adjacent `to`, with `mp` MP left. `fresh`: the unit has not
 * spent any MP this impulse (it may then enter any adjacent area, MP table). `rolling`: a Rolling
 * Barrage marker lies in `to`. `bridgeUse`: units that crossed each bridge this impulse.
 */
export function checkStep(
  s: CambraiState,
  u: number,
  from: number,
  to: number,
  mp: number,
  fresh: boolean,
  rolling: boolean,
  bridgeUse: Record<number, number>,
  needCost = true,
): StepCheck {
  const d = UN[u];
  const side = d.side;
  const kind = kindNow(s, from, to);
  if (!kind)
    return refuseIf(
      needCost,
      () => `${areaName(to)} is not adjacent to ${areaName(from)}`,
      () => `la ${areaFr(to)} n’est pas adjacente à la ${areaFr(from)}`,
      'Move Units',
    );
  if (zoneForbidden(side, to))
    return refuseIf(
      needCost,
      () => 'German units may not enter the British zones I-L',
      () => 'les unités allemandes ne peuvent pas entrer dans les zones britanniques I-L',
      'Move Units',
    );
  if (operationalRestriction(s, u, to))
    return refuseIf(
      needCost,
      () => `${d.name} belongs to ${d.corps} Corps and may not enter ${areaName(to)} (${AREA_BY_ID[to].corps} Corps sector) on 20-21 November`,
      () =>
        `${d.name} appartient au ${d.corps}e corps et ne peut pas entrer dans la ${areaFr(to)} (secteur du ${AREA_BY_ID[to].corps}e corps) les 20 et 21 novembre`,
      '10.5.3',
    );
  if (zoneOf(to) && !fresh)
    return refuseIf(
      needCost,
      () => 'a zone may only be entered by a unit that has not moved yet this impulse (it stops there)',
      () => 'seule une unité qui ne s’est pas encore déplacée pendant cette impulsion peut entrer dans une zone (elle s’y arrête)',
      'Move Units',
    );
  if (stacks(u) && !zoneOf(to) && board.stackCount(s, to, side) >= STACKING_LIMIT)
    return refuseIf(
      needCost,
      () => `${areaName(to)} already holds ${STACKING_LIMIT} units (tanks and Garrisons excluded)`,
      () => `la ${areaFr(to)} contient déjà ${STACKING_LIMIT} unités (chars et Garnisons exclus)`,
      'Move Units',
    );
  if (board.contested(s, from) && !board.free(s, to, side))
    return refuseIf(
      needCost,
      () => 'units leaving a contested area must first move to a free area',
      () => 'les unités qui quittent une zone contestée doivent d’abord entrer dans une zone libre',
      'Move Units',
    );
  let bridge = -1;
  if (kind === 'bridge') {
    bridge = bridgeBetween(s, from, to);
    if ((bridgeUse[bridge] ?? 0) >= BRIDGE_LIMIT)
      return refuseIf(
        needCost,
        () => `${BRIDGE_LIMIT} units have crossed the ${s.bridges[bridge].name} bridge this impulse`,
        () => `${BRIDGE_LIMIT} unités ont déjà franchi le pont de ${s.bridges[bridge].name} pendant cette impulsion`,
        'Move Units',
      );
  }
  const enemy: Side = side === 'allied' ? 'german' : 'allied';
  const enemyHere = board.hasUnits(s, to, enemy);
  // A unit that has not spent any MP may enter any adjacent area: when only legality is asked, the cost does not matter.
  if (!needCost && fresh && kind !== 'canal') return LEGAL_ONLY;
  let cost: number;
  if (enemyHere) cost = board.hasFresh(s, to, enemy) ? 4 : 3;
  else cost = nextToFreshEnemy(s, side, to) ? 2 : 1;
  const stop = enemyHere || zoneOf(to);
  if (kind === 'canal') {
    // Cross a canal without a bridge: all MP, infantry only; the Rolling Barrage does not help.
    if (!actsAsInfantry(s, u))
      return refuseIf(
        needCost,
        () => 'only infantry may cross a canal without a bridge',
        () => 'seule l’infanterie peut franchir un canal sans pont',
        'Move Units',
      );
    if (!fresh)
      return refuseIf(
        needCost,
        () => 'crossing a canal without a bridge costs all MP: the unit must not have spent any',
        () => 'franchir un canal sans pont coûte tous les PM : l’unité ne doit en avoir dépensé aucun',
        'Move Units',
      );
    return { ok: true, cost: Math.max(mp, 1), stop: true, bridge, canal: true };
  }
  if (rolling) cost = Math.max(1, cost - 2); // Rolling Barrage: -2 MP to enter (at least 1, ruling)
  if (cost > mp) {
    // Enter any adjacent area if the unit has not spent any MP.
    if (fresh) return { ok: true, cost: Math.max(mp, 0), stop: true, bridge, canal: kind === 'bridge' };
    return refuseIf(
      needCost,
      () => `entering ${areaName(to)} costs ${cost} MP; ${mp} left`,
      () => `entrer dans la ${areaFr(to)} coûte ${cost} PM ; il en reste ${mp}`,
      'Move Units',
    );
  }
  return { ok: true, cost, stop, bridge, canal: kind === 'bridge' };
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
