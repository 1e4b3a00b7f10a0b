// Move Units: the cost and legality of one step of one unit (player aid, MP table), and the
// retreats of the Combat section (the family's retreat priorities with this game's restrictions).

import {
  ALL_MF as ALL_MF_,
  MapSteps,
  OPEN as OPEN_,
  type StepCheckRules,
  type StepOk,
  StepChecker,
  StepFacts,
  type StepRefusal,
  nextToFreshCost,
  stepWhyText,
} from '../../families/area-impulse/step-check.ts';
import { type RetreatRules, retreatDestinations as byPriorities } from '../../families/area-impulse/retreat.ts';
import { AREA_BY_ID as AREA_BY_ID_, BRIDGE_LIMIT as BRIDGE_LIMIT_, STACKING_LIMIT as STACKING_LIMIT_, UNITS } from './data.ts';
import type { Words } from './text/en.ts';
import { words } from './text/fr.ts';
import {
  type CambraiState,
  type Side,
  BOARD as BOARD_,
  BRIDGES0,
  GRAPH as GRAPH_,
  N_AREA_SLOTS,
  actsAsInfantry as actsAsInfantry_,
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
const boundaryNow = boundaryNow_;
const bridgeBetween = bridgeBetween_;
const hasUnits = hasUnits_;
const isBritishZone = isBritishZone_;
const isZone = isZone_;
const other = other_;
const stackCount = stackCount_;
const stacks = stacks_;
const [OPEN, ALL_MF] = [OPEN_, ALL_MF_];

/** A module-local alias of UNITS (the hot loops read it often). */
const UN = UNITS;
// Module-local bindings of the imports the hot path reads (one lookup each, not one per call).
const graph = GRAPH;
const board = BOARD;
const zoneOf = isZone;

export type StepCheck = StepOk | StepRefusal<Why>;
/** This game's reasons to refuse a step (the family's step check adds its own, `StepWhy`). */
type Why = 'not-adjacent' | 'british-zone' | 'corps' | 'bridge';

/** A refusal's text in `w`'s language (text/en.ts and fr.ts `step`). */
function refusalText(r: StepRefusal<Why>, w: Words): string {
  const { u, from, to } = r;
  const t = w.step;
  switch (r.why) {
    case 'not-adjacent':
      return t.notAdjacent(to, from);
    case 'british-zone':
      return t.britishZone;
    case 'corps':
      return t.corps(UN[u].name, String(UN[u].corps), to, String(AREA_BY_ID[to].corps));
    case 'bridge':
      return t.bridge(BRIDGE_LIMIT, BRIDGES0[r.crossing - BRIDGE].name);
    default:
      return stepWhyText(r.why, r, t, STACKING_LIMIT);
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

/** No bridge crossed yet (the listings' questions before any Assault). Never written. */
export const NO_BRIDGE_USE: Record<number, number> = Object.freeze({});

/** The zones: entered only on a first step (1940 14.1). */
const ZONES = Array.from({ length: N_AREA_SLOTS }, (_, a) => zoneOf(a));

/** `StepFacts.crossing`: over standing bridge b, BRIDGE + b (a canal without one, or with a demolished one, is ALL_MF). */
export const BRIDGE = 2;

/** What the map alone says of a step: not adjacent, a German unit's British zone (ruling Z1), else its boundary. */
const NOT_ADJACENT = 0;
const BRITISH_ZONE = 1;
const LAND = 2;
const CANAL = 3;
const ON_BRIDGE = 4;
const MAP_STEP = new MapSteps(N_AREA_SLOTS, (side, from, to) => {
  const kind = graph.boundary(from, to);
  if (!kind) return NOT_ADJACENT;
  if (zoneForbidden(side, to)) return BRITISH_ZONE;
  return kind === 'canal' ? CANAL : kind === 'bridge' ? ON_BRIDGE : LAND;
});

/**
 * The MP table and Move Units: this game's checks in the family's step check (see step-check.ts for
 * their order); the step's own inputs: whether a Rolling Barrage marker lies in the area entered, and
 * the units that crossed each bridge this impulse.
 */
const STEP_CHECK: StepCheckRules<CambraiState, Why, StepFacts, boolean, Record<number, number>> = {
  board: BOARD,
  side: UN.map((d) => d.side),
  crossing(s, t, u, from, to, side) {
    // The boundary as it stands now (boundaryNow), its bridge found once: a demolished bridge is a canal.
    const map = MAP_STEP.at(side, from, to);
    if (map === NOT_ADJACENT) return 'not-adjacent';
    if (map === BRITISH_ZONE) return 'british-zone';
    t.crossing = map === CANAL ? ALL_MF : OPEN;
    if (map === ON_BRIDGE) {
      const bridge = bridgeBetween(s, from, to);
      t.crossing = s.bridges[bridge]?.demolished ? ALL_MF : BRIDGE + bridge;
    }
    if (operationalRestriction(s, u, to)) return 'corps';
    return null;
  },
  zones: ZONES,
  stacks: UN.map((_, u) => stacks(u)), // 9 units per area, tanks and Garrisons aside
  stackLimit: new Array(N_AREA_SLOTS).fill(STACKING_LIMIT),
  contestedExit: true,
  // 5 units per bridge per impulse.
  enter: (_s, t, _u, _from, _to, _side, _enemyHere, _friendHere, _enemyFrom, _rolling, bridgeUse) =>
    t.crossing >= BRIDGE && (bridgeUse[t.crossing - BRIDGE] ?? 0) >= BRIDGE_LIMIT ? 'bridge' : null,
  // MP table: entering an area without enemy units costs 2 MP next to a Fresh enemy unit, else 1 (enemy units in zones ignored, 1940 14.1).
  emptyCost: (s, side, area) => nextToFreshCost(board, graph.neighbours, ZONES, s, side, area),
  enemyFreshOnly: true, // it reads only the enemy's Fresh counts
  // Rolling Barrage: -2 MP to enter (at least 1, ruling); it does not help across a canal.
  price: (t, cost, _enemyHere, rolling) => (rolling && t.crossing !== ALL_MF ? Math.max(1, cost - 2) : cost),
  allMfType: actsAsInfantry, // a canal without a bridge: all MP, infantry only
  anyFirstStep: true, // a unit that has not spent any MP may enter any adjacent area
  stopWhenSpent: false,
};

const STEPS = new StepChecker(STEP_CHECK, new StepFacts(), {
  rule: (r) => (r.why === 'corps' ? '10.5.3' : 'Move Units'),
  text: (r, lang) => refusalText(r, words(lang)),
});

/**
 * One step of unit `u` from `from` to the adjacent `to`, with `mp` MP left. `fresh`: the unit has not
 * spent any MP this impulse (it may then enter any adjacent area, MP table). `rolling`: a Rolling
 * Barrage marker lies in `to`. `bridgeUse`: units that crossed each bridge this impulse.
 */
export const checkStep: StepQuestion<StepCheck> = (s, u, from, to, mp, fresh, rolling, bridgeUse) => STEPS.check(s, u, from, to, mp, fresh, rolling, bridgeUse);

/** Is the step of `checkStep` legal (its `ok` alone, with no answer object: the listings' question)? */
export const stepAllowed: StepQuestion<boolean> = (s, u, from, to, mp, fresh, rolling, bridgeUse) =>
  STEPS.refused(s, u, from, to, mp, fresh, true, rolling, bridgeUse) === null;

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
