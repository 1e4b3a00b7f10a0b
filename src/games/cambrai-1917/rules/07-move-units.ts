// Assault: Move Units. Each unit in the active area moves individually: 1 MP to enter a vacant
// area, 2 next to a fresh enemy unit, 3 into an area with only exhausted enemy units, 4 with a fresh
// one; all its MP to cross a canal without a bridge (infantry only) or to enter any adjacent area
// before spending any; -1 MP for all in Overcast weather; 9 units per area (tanks and Garrisons
// aside), 5 per bridge per impulse; operational restrictions on 20-21 November (rule 10.5.3). The
// table itself: movement.ts (checkStep); this file: who may move, and the move.
import type { CambraiAction } from '../actions.ts';
import { UNITS as UNITS_ } from '../data.ts';
import { checkStep as checkStep_ } from '../movement.ts';
import {
  type AssaultState,
  type CambraiState,
  GRAPH as GRAPH_,
  N_UNITS as N_UNITS_,
  areaName,
  hasUnits as hasUnits_,
  movementPoints as movementPoints_,
  other as other_,
  setLoc,
  unitName,
  updateControl,
} from '../state.ts';
import { type Log, areaFr, say } from '../text.ts';
import { afterAssaultAction } from './05-impulses.ts';
import { settleBridges } from './10-bridges.ts';

// The loops' bindings as module constants (V8 folds a module's own constants; an imported binding
// is re-read at each use: docs/games/cambrai-1917.md, Engine checks and speed).
const [UNITS, checkStep, GRAPH, N_UNITS, movementPoints, hasUnits, other] = [UNITS_, checkStep_, GRAPH_, N_UNITS_, movementPoints_, hasUnits_, other_] as const;

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

/** Each unit's type and corps as one small number (the units alike in legalMoves). */
const KIND_CODE: number[] = (() => {
  const kinds: string[] = [];
  const codes = UNITS.map((d) => {
    const k = `${d.type}|${d.corps}`;
    if (!kinds.includes(k)) kinds.push(k);
    return kinds.indexOf(k);
  });
  if (kinds.length > 16) throw new Error('internal: more than 16 unit kinds for the legalMoves key');
  return codes;
})();

/** legalMoves' reused scratch (no Map or arrays per listing): the keys of the units alike seen so far and the areas each may enter. */
const SEEN_KEY = new Int32Array(N_UNITS + 1);
const SEEN_AT = new Int32Array(N_UNITS + 1);
const SEEN_LEN = new Int32Array(N_UNITS + 1);
const SEEN_TOS = new Int32Array((N_UNITS + 1) * Math.max(...GRAPH.neighbours.map((n) => n.length)));

/** The moves open to the unit moving now, then to each unit that may start (`firstOnly`: is there one?). */
export function legalMoves(s: CambraiState, out: CambraiAction[], firstOnly = false) {
  const as = s.assault!;
  if (as.combatStarted) return;
  // Units alike (same area, type, corps, MP, first step) have the same steps: check them once.
  let nSeen = 0;
  let nTos = 0;
  const eligible = as.eligible;
  // The unit moving now first, then every unit that may start (the order of the listing).
  for (let i = -1; i < eligible.length; i++) {
    let u: number;
    if (i < 0) {
      if (as.mover < 0) continue;
      u = as.mover;
    } else {
      u = eligible[i];
      if (!canStart(s, u)) continue;
    }
    const from = s.loc[u];
    const mp = mpOf(s, u);
    const fresh = isFreshMover(as, u) && as.inPlacePenalty === 0;
    // A number for (area, type, corps, MP, fresh, dismounted): MP is below 64 and above -64.
    const key = (((from * 16 + KIND_CODE[u]) * 128 + mp + 64) * 2 + (fresh ? 1 : 0)) * 2 + (s.dismounted[u] ? 1 : 0);
    let k = 0;
    while (k < nSeen && SEEN_KEY[k] !== key) k++;
    if (k === nSeen) {
      SEEN_KEY[k] = key;
      SEEN_AT[k] = nTos;
      let len = 0;
      for (const to of GRAPH.neighbours[from]) {
        if (as.attacked.includes(to)) continue;
        if (checkStep(s, u, from, to, mp, fresh, as.rolling.includes(to), as.bridgeUse, false).ok) SEEN_TOS[nTos + len++] = to;
      }
      SEEN_LEN[k] = len;
      nTos += len;
      nSeen++;
    }
    const id = UNITS[u].id;
    for (let j = SEEN_AT[k], end = j + SEEN_LEN[k]; j < end; j++) {
      out.push({ type: 'move', unit: id, to: SEEN_TOS[j] });
      if (firstOnly) return;
    }
  }
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
  if (log)
    say(
      log,
      'Move Units',
      `${unitName(u)} moves to ${areaName(to)} (${c.cost} MP${c.stop ? ', stops' : ''}).`,
      `${unitName(u)} se déplace en ${areaFr(to)} (${c.cost} PM${c.stop ? ', s’arrête' : ''}).`,
    );
  if (hasUnits(s, to, other(s.active))) {
    as.waiting.push(u);
    as.mover = -1;
  } else if (c.stop || as.mp[u] <= 0) {
    as.done.push(u);
    as.mover = -1;
  }
  afterAssaultAction(s, log);
}
