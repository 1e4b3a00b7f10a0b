// Overrun (Combat): after a success led by a tank point unit whose CP the defenders could not all
// absorb, outside an area with a triangle identifier, the active player may, before the point unit
// and tanks are exhausted, assign more Rolling Barrage and Direct Support markers to areas adjacent
// to the one just attacked, move the attacking units on into adjacent areas (MP costs apply; no zone,
// as 1940 9.4.4), and resolve the combats this movement brings. The moves on are run by the
// area-impulse family (overrun.ts) by OVERRUN.
import { type OverrunRules, fromAreaWon, moveOn, moveOnActions } from '../../../families/area-impulse/overrun.ts';
import type { CambraiAction } from '../actions.ts';
import { checkStep } from '../movement.ts';
import { promptOf } from '../prompt.ts';
import { cambraiStep } from '../refusals.ts';
import { type CambraiState, GRAPH, IDS, activeRole, hasUnits, isZone, movementPoints, other, setLoc, setSpent, unitOf, updateControl } from '../state.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { placeMarker } from './06-artillery-air.ts';
import { endCombat } from './08-combat.ts';
import { crossing } from './07-move-units.ts';
import { settleBridges } from './10-bridges.ts';

/** Overrun: the attackers move on with the MP they have left (Move Units), as the area-impulse family moves them. */
const OVERRUN: OverrunRules<CambraiState> = {
  record: (s) => s.combat!,
  loc: (s) => s.loc,
  attacked: (s) => s.assault!.attacked,
  neighbours: GRAPH.neighbours,
  isZone,
  mayEnter: (s, u, to) => step(s, u, s.combat!.area, to).ok,
  enter: (s, u, from, to, log) => {
    const c = s.combat!;
    const as = s.assault!;
    const r = step(s, u, from, to);
    if (!r.ok) throw new Error(`internal: ${r.message}`);
    as.mp[u] = mpOf(s, u) - r.cost;
    crossing(as, u, r);
    setLoc(s, u, to);
    as.enteredFrom[u] = from;
    updateControl(s, from);
    updateControl(s, to);
    settleBridges(s);
    if (hasUnits(s, to, other(c.attacker))) {
      as.done = as.done.filter((x) => x !== u);
      as.waiting.push(u);
    }
    log?.(told('Overrun', (w) => w.log.movesOn(u, to, r.cost)));
  },
};

const MOVE_ON = fromAreaWon(OVERRUN);

/** The MP unit `u` has left. */
const mpOf = (s: CambraiState, u: number) => s.assault!.mp[u] ?? movementPoints(s, u);

/** Move Units: the step from `from` to `to` with the MP left (Rolling Barrage areas, bridges used). */
const step = (s: CambraiState, u: number, from: number, to: number) => {
  const as = s.assault!;
  return checkStep(s, u, from, to, mpOf(s, u), false, as.rolling.includes(to), as.bridgeUse);
};

/** Overrun: markers next to the area just attacked, moves of the attackers on into adjacent areas, done. */
export function overrunActions(s: CambraiState, out: CambraiAction[]): void {
  const c = s.combat!;
  if (s.markers[c.attacker] > 0 && c.overrunMarkers < c.overrunUnits.length) {
    for (const a of GRAPH.neighbours[c.area]) {
      out.push({ type: 'marker', area: a, kind: 'rolling' }, { type: 'marker', area: a, kind: 'support' });
    }
  }
  moveOnActions('move', MOVE_ON, s, IDS, out);
  out.push({ type: 'done' });
}

function overrunDone(s: CambraiState, log: Log) {
  const as = s.assault!;
  for (const u of as.pendingExhaust) if (s.loc[u] > 0) setSpent(s, u, 1);
  as.pendingExhaust = [];
  log?.(told('Overrun', (w) => w.log.overrunEnds));
  endCombat(s, log);
}

/** Overrun: markers, moves on, then done (the point unit and tanks are then exhausted). */
export const overrunStep = cambraiStep({
  rule: 'Overrun',
  actor: activeRole,
  legal: (s, _role, out) => overrunActions(s, out),
  perform: {
    marker: (s, a, log) => placeMarker(s, a.area, a.kind, log),
    move: (s, a, log) => moveOn(OVERRUN, s, unitOf(a.unit), a.to, log),
    done: (s, _a, log) => overrunDone(s, log),
  },
  prompt: promptOf('overrun', 'Overrun'),
});
