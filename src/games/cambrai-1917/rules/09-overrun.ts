// Overrun (Combat): after a success led by a tank point unit whose CP the defenders could not all
// absorb, outside an area with a triangle identifier, the active player may, before the point unit
// and tanks are exhausted, assign more Rolling Barrage and Direct Support markers to areas adjacent
// to the one just attacked, move the attacking units on into adjacent areas (MP costs apply; no zone,
// as 1940 9.4.4), and resolve the combats this movement brings.
import type { CambraiAction } from '../actions.ts';
import { UNITS } from '../data.ts';
import { checkStep } from '../movement.ts';
import { promptOf } from '../prompt.ts';
import { cambraiStep } from '../refusals.ts';
import {
  type CambraiState,
  GRAPH,
  activeRole,
  areaName,
  hasUnits,
  isZone,
  movementPoints,
  other,
  setLoc,
  setSpent,
  unitName,
  unitOf,
  updateControl,
} from '../state.ts';
import { type Log, areaFr, say } from '../text.ts';
import { placeMarker } from './06-artillery-air.ts';
import { endCombat } from './08-combat.ts';
import { settleBridges } from './10-bridges.ts';

/** Overrun: markers next to the area just attacked, moves of the attackers on into adjacent areas, done. */
export function overrunActions(s: CambraiState, out: CambraiAction[]): void {
  const c = s.combat!;
  const as = s.assault!;
  if (s.markers[c.attacker] > 0 && c.overrunMarkers < c.overrunUnits.length) {
    for (const a of GRAPH.neighbours[c.area]) {
      out.push({ type: 'marker', area: a, kind: 'rolling' }, { type: 'marker', area: a, kind: 'support' });
    }
  }
  for (const u of c.overrunUnits) {
    if (s.loc[u] !== c.area || c.overrunMoved.includes(u)) continue;
    const mp = as.mp[u] ?? movementPoints(s, u);
    for (const to of GRAPH.neighbours[c.area]) {
      if (as.attacked.includes(to)) continue;
      if (isZone(to)) continue; // 1940 9.4.4: overrun movement may not enter a zone
      const r = checkStep(s, u, c.area, to, mp, false, as.rolling.includes(to), as.bridgeUse);
      if (r.ok) out.push({ type: 'move', unit: UNITS[u].id, to });
    }
  }
  out.push({ type: 'done' });
}

function overrunMove(s: CambraiState, u: number, to: number, log: Log) {
  const c = s.combat!;
  const as = s.assault!;
  const from = s.loc[u];
  const mp = as.mp[u] ?? movementPoints(s, u);
  const r = checkStep(s, u, from, to, mp, false, as.rolling.includes(to), as.bridgeUse);
  if (!r.ok) throw new Error(`internal: ${r.message}`);
  as.mp[u] = mp - r.cost;
  if (r.bridge >= 0) as.bridgeUse[r.bridge] = (as.bridgeUse[r.bridge] ?? 0) + 1;
  as.crossed[u] = r.bridge >= 0 ? `bridge:${r.bridge}` : r.canal ? 'canal' : 'open';
  setLoc(s, u, to);
  as.enteredFrom[u] = from;
  c.overrunMoved.push(u);
  updateControl(s, from);
  updateControl(s, to);
  settleBridges(s);
  if (hasUnits(s, to, other(c.attacker))) {
    as.done = as.done.filter((x) => x !== u);
    as.waiting.push(u);
  }
  if (log) say(log, 'Overrun', `${unitName(u)} moves on to ${areaName(to)} (${r.cost} MP).`, `${unitName(u)} poursuit en ${areaFr(to)} (${r.cost} PM).`);
}

function overrunDone(s: CambraiState, log: Log) {
  const as = s.assault!;
  for (const u of as.pendingExhaust) if (s.loc[u] > 0) setSpent(s, u, 1);
  as.pendingExhaust = [];
  if (log)
    say(
      log,
      'Overrun',
      'The overrun ends: its point unit and tanks are exhausted.',
      'Le débordement prend fin : son unité de pointe et ses chars sont épuisés.',
    );
  endCombat(s, log);
}

/** Overrun: markers, moves on, then done (the point unit and tanks are then exhausted). */
export const overrunStep = cambraiStep({
  rule: 'Overrun',
  actor: activeRole,
  legal: (s, _role, out) => overrunActions(s, out),
  perform: {
    marker: (s, a, log) => placeMarker(s, a.area, a.kind, log),
    move: (s, a, log) => overrunMove(s, unitOf(a.unit), a.to, log),
    done: (s, _a, log) => overrunDone(s, log),
  },
  prompt: promptOf('overrun', 'Overrun'),
});
