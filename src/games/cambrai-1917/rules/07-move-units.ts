// Assault: Move Units. Each unit in the active area moves individually: 1 MP to enter a vacant
// area, 2 next to a fresh enemy unit, 3 into an area with only exhausted enemy units, 4 with a fresh
// one; all its MP to cross a canal without a bridge (infantry only) or to enter any adjacent area
// before spending any; -1 MP for all in Overcast weather; 9 units per area (tanks and Garrisons
// aside), 5 per bridge per impulse; operational restrictions on 20-21 November (rule 10.5.3). The
// table itself: movement.ts (checkStep); this file: who may move, and the move.
import type { CambraiAction } from '../actions.ts';
import { UNITS as UNITS_ } from '../data.ts';
import { type MoveListRules, MoveLister, type StepRules, stepClasses } from '../../../families/area-impulse/movement.ts';
import { NO_BRIDGE_USE as NO_BRIDGE_USE_, checkStep as checkStep_, stepAllowed as stepAllowed_ } from '../movement.ts';
import {
  type AssaultState,
  type CambraiState,
  GRAPH as GRAPH_,
  N_AREA_SLOTS,
  N_UNITS as N_UNITS_,
  hasUnits as hasUnits_,
  movementPoints as movementPoints_,
  other as other_,
  setLoc,
  updateControl,
} from '../state.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { afterAssaultAction } from './05-impulses.ts';
import { settleBridges } from './10-bridges.ts';

// The loops' bindings as module constants (V8 folds a module's own constants; an imported binding
// is re-read at each use: docs/games/cambrai-1917.md, Engine checks and speed).
const [UNITS, checkStep, stepAllowed, GRAPH, N_UNITS, movementPoints, hasUnits, other, NO_BRIDGE_USE] = [
  UNITS_,
  checkStep_,
  stepAllowed_,
  GRAPH_,
  N_UNITS_,
  movementPoints_,
  hasUnits_,
  other_,
  NO_BRIDGE_USE_,
] as const;

const isFreshMover = (as: AssaultState, u: number) => !(u in as.mp);

function canStart(s: CambraiState, u: number): boolean {
  const as = s.assault!;
  return (
    as.eligible.includes(u) &&
    !as.done.includes(u) &&
    !as.waiting.includes(u) &&
    as.mover !== u &&
    s.loc[u] === as.area &&
    !as.inPlaceUnits.includes(u) &&
    UNITS[u].move > 0
  );
}

export function mpOf(s: CambraiState, u: number): number {
  const as = s.assault!;
  return u in as.mp ? as.mp[u] : movementPoints(s, u) - as.inPlacePenalty;
}

export function finishMover(s: CambraiState) {
  const as = s.assault!;
  if (as.mover >= 0) {
    if (!as.waiting.includes(as.mover) && !as.done.includes(as.mover)) as.done.push(as.mover);
    as.mover = -1;
  }
}

/** Each unit's type and corps as one small number (units alike for the step check, with its dismounted flag). */
const KIND = stepClasses(UNITS, (d) => `${d.type}|${d.corps}`);

/**
 * The MP table for the family's move listing: `checkStep` reads of a unit its type, corps, side (in its
 * corps) and whether it is dismounted; no move into an area attacked this impulse.
 */
const STEP_RULES: StepRules<CambraiState> = {
  stepClass: (s, u) => KIND.of[u] * 2 + (s.dismounted[u] ? 1 : 0),
  classes: KIND.count * 2,
  steps: (_s, _u, from) => GRAPH.neighbours[from],
  stepOk(s, u, from, to, mp, fresh) {
    const as = s.assault;
    if (!as) return stepAllowed(s, u, from, to, mp, fresh, false, NO_BRIDGE_USE);
    return !as.attacked.includes(to) && stepAllowed(s, u, from, to, mp, fresh, as.rolling.includes(to), as.bridgeUse);
  },
};

/** The legal steps of the units, listed once per class, area, MP and first step. */
export const MOVES = new MoveLister(STEP_RULES, N_UNITS + 1, Math.max(...GRAPH.neighbours.map((n) => n.length)));

/** The move actions, one frozen object per unit and area, made on first use (the listings reuse them; nothing writes into a listed action). */
const MOVE_ACTIONS: (CambraiAction | undefined)[] = new Array(N_UNITS_ * N_AREA_SLOTS).fill(undefined);

/** The action moving unit `u` into `to` (frozen, shared). */
export function moveAction(u: number, to: number): CambraiAction {
  const i = u * N_AREA_SLOTS + to;
  return (MOVE_ACTIONS[i] ??= Object.freeze({ type: 'move', unit: UNITS[u].id, to }));
}

/** Move Units: the unit moving now, then each unit that may start, with its MP; a first step while no MP is spent. */
const LISTING: MoveListRules<CambraiState, CambraiAction, AssaultState> = {
  mayStart: (s, _as, u) => canStart(s, u),
  mf: (s, _as, u) => mpOf(s, u),
  first: (_s, as, u) => isFreshMover(as, u) && as.inPlacePenalty === 0,
  action: moveAction,
};

/** The moves open to the unit moving now, then to each unit that may start (`firstOnly`: is there one?). */
export function legalMoves(s: CambraiState, out: CambraiAction[], firstOnly = false) {
  // Combat: movement is over once combat has begun (overruns aside).
  if (!s.assault!.combatStarted) MOVES.moves(LISTING, s, s.assault!, out, firstOnly);
}

export function moveStep(s: CambraiState, u: number, to: number, log: Log) {
  const as = s.assault!;
  if (as.mover !== u) {
    finishMover(s);
    as.mover = u;
  }
  const from = s.loc[u];
  const mp = mpOf(s, u);
  const fresh = isFreshMover(as, u) && as.inPlacePenalty === 0;
  const c = checkStep(s, u, from, to, mp, fresh, as.rolling.includes(to), as.bridgeUse);
  if (!c.ok) throw new Error(`internal: illegal step passed validation: ${c.message}`);
  as.started = true;
  as.mp[u] = mp - c.cost;
  if (c.bridge >= 0) as.bridgeUse[c.bridge] = (as.bridgeUse[c.bridge] ?? 0) + 1;
  as.crossed[u] = c.bridge >= 0 ? `bridge:${c.bridge}` : c.canal ? 'canal' : 'open';
  setLoc(s, u, to);
  as.enteredFrom[u] = from;
  updateControl(s, from);
  updateControl(s, to);
  settleBridges(s);
  log?.(told('Move Units', (w) => w.log.moves(u, to, c.cost, c.stop)));
  if (hasUnits(s, to, other(s.active))) {
    as.waiting.push(u);
    as.mover = -1;
  } else if (c.stop || as.mp[u] <= 0) {
    as.done.push(u);
    as.mover = -1;
  }
  afterAssaultAction(s, log);
}
