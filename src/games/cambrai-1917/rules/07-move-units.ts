// Assault: Move Units. Each unit in the active area moves individually: 1 MP to enter a vacant
// area, 2 next to a fresh enemy unit, 3 into an area with only exhausted enemy units, 4 with a fresh
// one; all its MP to cross a canal without a bridge (infantry only) or to enter any adjacent area
// before spending any; -1 MP for all in Overcast weather; 9 units per area (tanks and Garrisons
// aside), 5 per bridge per impulse; operational restrictions on 20-21 November (rule 10.5.3). The
// table itself: movement.ts (checkStep); this file: who may move, and the move.
import type { CambraiAction } from '../actions.ts';
import { UNITS as UNITS_ } from '../data.ts';
import { afterStep, finishMover as finishMoving } from '../../../families/area-impulse/impulses.ts';
import { type MoveListRules, MoveLister, type MoveRules, type StepRules, stepClasses, takeStep } from '../../../families/area-impulse/movement.ts';
import { ALL_MF, type StepOk } from '../../../families/area-impulse/step-check.ts';
import { BRIDGE, NO_BRIDGE_USE as NO_BRIDGE_USE_, checkStep as checkStep_, stepAllowed as stepAllowed_ } from '../movement.ts';
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
import { afterAssaultMove } from './05-impulses.ts';
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

/** A unit that stopped, spent its MP or was followed by another has moved (it acted). */
function finished(s: CambraiState, u: number) {
  const as = s.assault!;
  if (!as.done.includes(u)) as.done.push(u);
}

export const finishMover = (s: CambraiState) => finishMoving(s.assault!, s, finished);

/** Move Units: a step's crossing is kept: the bridge used (5 units per bridge per impulse), the boundary crossed (Combat: -2 after a canal). */
export function crossing(as: AssaultState, u: number, c: StepOk) {
  const bridge = c.crossing - BRIDGE;
  if (bridge >= 0) as.bridgeUse[bridge] = (as.bridgeUse[bridge] ?? 0) + 1;
  as.crossed[u] = bridge >= 0 ? `bridge:${bridge}` : c.crossing === ALL_MF ? 'canal' : 'open';
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

/** The most Areas adjacent to one. */
const MAX_NEIGHBOURS = Math.max(...GRAPH.neighbours.map((n) => n.length));

/** The legal steps of the units, listed once per class, area, MP and first step. */
export const MOVES = new MoveLister(STEP_RULES, N_UNITS + 1, MAX_NEIGHBOURS);

/**
 * The first steps out of one Area (may a unit that has not spent any MP enter this adjacent Area?), per
 * step class and neighbour, asked by the impulse and Regroup listings. MP play no part in a first step
 * (MP table: a unit that has not spent any MP may enter any adjacent area), so the units of one class
 * get one answer: found once, kept until the next `begin` (one Area of one listing: the state and the
 * bridges crossed stay the same).
 */
class FirstSteps {
  private readonly stamps = new Float64Array(STEP_RULES.classes * MAX_NEIGHBOURS);
  private readonly legal = new Uint8Array(STEP_RULES.classes * MAX_NEIGHBOURS);
  private stamp = 0;

  begin(): void {
    this.stamp++;
  }

  /** May unit `u` step from `from` into its `j`th neighbour `to`, as its first step, with `bridgeUse` crossings made this impulse? */
  allowed(s: CambraiState, u: number, from: number, j: number, to: number, bridgeUse: Record<number, number>): boolean {
    const i = STEP_RULES.stepClass(s, u) * MAX_NEIGHBOURS + j;
    if (this.stamps[i] !== this.stamp) {
      this.stamps[i] = this.stamp;
      this.legal[i] = stepAllowed(s, u, from, to, 99, true, false, bridgeUse) ? 1 : 0;
    }
    return this.legal[i] === 1;
  }
}

/** The impulse and Regroup listings' first steps (one Area at a time: not re-entrant). */
export const FIRST_STEPS = new FirstSteps();

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

/** Move Units: a unit's MP (left, once it moved or paid to activate), the MP table with this impulse's Rolling Barrage areas and bridges used, the board. */
const MOVE: MoveRules<CambraiState, StepOk> = {
  finishMover,
  startMf: mpOf,
  check: (s, u, from, to, mp, fresh) => checkStep(s, u, from, to, mp, fresh, s.assault!.rolling.includes(to), s.assault!.bridgeUse),
  setLoc,
  updateControl,
};

/** Move Units: one step of a unit (a fresh one while no MP is spent); it stops in an area with enemy units (Combat) or without MP. */
export function moveStep(s: CambraiState, u: number, to: number, log: Log) {
  const as = s.assault!;
  const c = takeStep(MOVE, as, s, u, to, isFreshMover(as, u) && as.inPlacePenalty === 0);
  as.started = true;
  as.mp[u] = as.mfLeft;
  crossing(as, u, c);
  settleBridges(s);
  log?.(told('Move Units', (w) => w.log.moves(u, to, c.cost, c.stop)));
  afterStep(as, u, hasUnits(s, to, other(s.active)), c.stop, s, finished);
  afterAssaultMove(s, log);
}
