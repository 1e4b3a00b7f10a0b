// Counter-Attack 1940, chapter 12 Reorganization: 6.3 the Reorganization Phase, 12.1 the procedure,
// 12.2 leader units; 13.2 and 13.3 the Advantage in this phase.

import { sideOfRole } from '../../../families/area-impulse/board.ts';
import { stepAt } from '../../../families/area-impulse/steps.ts';
import { type Reorganization, ReorganizationPhase, comebackAreas, reorganizations } from '../../../families/area-impulse/reorganization.ts';
import { told } from '../text/fr.ts';
import { STACKING_LIMIT, UNITS } from '../data.ts';
import {
  type ArrasState,
  type Side,
  BOARD,
  ELIMINATED,
  GRAPH,
  KIA,
  N_UNITS,
  OVERRUN_TRACK,
  WOUNDED,
  hasUnits,
  isZone,
  other,
  setLoc,
  setSpent,
  stackCount,
  unitName,
  updateControl,
} from '../state.ts';
import type { Log } from './common.ts';
import { roll } from './06-sequence-of-play.ts';
import { settleAdvantage } from './13-advantage.ts';
import { endPhase } from './16-victory.ts';
import type { ArrasAction } from '../actions.ts';
import { PROMPTS } from '../text/prompts.ts';
import { DONE, ONLY, U, arrasStep } from './common.ts';
import { useAdvantage } from './13-advantage.ts';
import { REMOVED } from '../state.ts';

export function endCombatPhase(s: ArrasState, log: Log) {
  s.assault = null;
  s.combat = null;
  s.phase = 'reorganization';
  settleAdvantage(s, log);
  log?.(told('6.3', (w) => w.log.reorganizationPhase(s.turn)));
  startReorganization(s, 'allied', log);
}

function startReorganization(s: ArrasState, side: Side, log: Log) {
  s.rallied = false;
  s.leaderQueue = [];
  s.leadersToPlace = [];
  for (let u = 0; u < N_UNITS; u++) {
    if (UNITS[u].side !== side || UNITS[u].type !== 'leader') continue;
    if (s.loc[u] === ELIMINATED) s.leaderQueue.push(u);
    if (s.loc[u] === WOUNDED) s.leadersToPlace.push(u); // 12.2 lightly wounded last Turn
  }
  nextLeaderFate(s, side, log);
}

function nextLeaderFate(s: ArrasState, side: Side, log: Log) {
  if (s.leaderQueue.length) return roll(s, 'leader-fate', 1, s.leaderQueue[0]);
  PHASE.ask(s, side, log);
}

/** 12.2 The fate of an eliminated Leader. */
export function leaderFate(s: ArrasState, u: number, dr: number, log: Log) {
  s.leaderQueue.shift();
  const side = UNITS[u].side;
  if (dr <= 2) {
    setLoc(s, u, KIA);
    log?.(told('12.2', (w) => w.log.kia(unitName(u), dr)));
  } else if (dr <= 4) {
    setLoc(s, u, WOUNDED);
    log?.(told('12.2', (w) => w.log.wounded(unitName(u), dr)));
  } else {
    s.leadersToPlace.push(u);
    log?.(told('12.2', (w) => w.log.returnsNow(unitName(u), dr)));
  }
  nextLeaderFate(s, side, log);
}

/** 12.1 Areas a returning unit may be placed in: not a zone, 19 and 21 once their groups are released, 7.1 stacking (leaders aside); else a zone. */
export function placementAreas(s: ArrasState, side: Side, u: number): number[] {
  const leader = UNITS[u].type === 'leader';
  const closed = (a: number) => (a === 19 && !s.released['panzer-25']) || (a === 21 && !s.released['french-cavalry']);
  const out = comebackAreas(BOARD, s, side, GRAPH.ids, (a) => !isZone(a) && !closed(a) && (leader || stackCount(s, a, side) < STACKING_LIMIT));
  if (out.length) return out;
  return GRAPH.ids.filter((a) => isZone(a) && s.control[a] === side && !hasUnits(s, a, other(side)));
}

/** 12.1 British and French reorganize each other, as do SS and Wehrmacht: same side, same type (any values). */
const REORGANIZATION: Reorganization<ArrasState, ArrasAction[]> = {
  eliminated: ELIMINATED,
  side: UNITS.map((d) => d.side),
  type: UNITS.map((d) => d.type),
  id: UNITS.map((d) => d.id),
  areas: placementAreas,
  // The box holds no leader, and only a leader's areas differ (7.1 stacking): one answer, found once per listing.
  sameAreas: true,
};

/** 12.1-12.2 / 13.2 the reorganizations open to `side` (`first`: stop at the first found), with the rallies when `rally`. */
function listReorganizations(s: ArrasState, side: Side, out: ArrasAction[], first: boolean, rally: boolean) {
  reorganizations(REORGANIZATION, s, side, out, first, (u, areas) => {
    if (rally) for (const a of areas) out.push({ type: 'rally', unit: UNITS[u].id, area: a });
  });
}

/** Has `side` anything to do in the Reorganization Phase but be done (a leader to place, a reorganization, a rally)? */
function canReorganize(s: ArrasState, side: Side): boolean {
  if (s.leadersToPlace.length && placementAreas(s, side, s.leadersToPlace[0]).length) return true;
  const out: ArrasAction[] = [];
  listReorganizations(s, side, out, true, s.advantage === side && !s.rallied);
  return out.length > 0;
}

/** 12.1-12.2 the leader to place first, else the reorganizations, 13.2 a rally with the Advantage, and done. */
export function reorganizeActions(s: ArrasState, side: Side): ArrasAction[] {
  const out: ArrasAction[] = [];
  if (s.leadersToPlace.length) {
    const u = s.leadersToPlace[0];
    const areas = placementAreas(s, side, u);
    for (const a of areas) out.push({ type: 'place-leader', unit: UNITS[u].id, area: a });
    if (areas.length) return out;
  }
  // 13.2 the side with the Advantage may rally one unit instead, once in the phase.
  listReorganizations(s, side, out, false, s.advantage === side && !s.rallied);
  out.push(DONE);
  return out;
}

export function placeReturning(s: ArrasState, u: number, area: number) {
  setLoc(s, u, area);
  setSpent(s, u, 0);
  updateControl(s, area);
}

/** 6.3 the phase: the Allies, then the Germans (each after its leaders' fate, 12.2), then the End Phase. */
const PHASE = new ReorganizationPhase<ArrasState>({
  mayAct: canReorganize,
  begin: startReorganization,
  closed: (s) => {
    // Leaders who could not be placed stay out until a later phase (12.2: WOUNDED keeps them queued).
    for (const u of s.leadersToPlace) setLoc(s, u, WOUNDED);
    s.leadersToPlace = [];
  },
  next: (s, log) => {
    settleAdvantage(s, log); // 13.3 at the end of the Phase
    // 12.1 Units overrun last Turn move from the Turn Track to the Eliminated Units Box.
    for (let u = 0; u < N_UNITS; u++) {
      if (s.loc[u] === OVERRUN_TRACK && s.overrunUntil[u] <= s.turn) {
        setLoc(s, u, ELIMINATED);
        delete s.overrunUntil[u];
      }
    }
    endPhase(s, log);
  },
});

/** 12.1-12.2 / 13.2 each side returns leaders, rebuilds units and may rally one with the Advantage, then is done. */
export const reorganizeStep = arrasStep('reorganize', {
  rule: '12.1',
  actor: (s) => ONLY[stepAt(s, 'reorganize').side],
  legal: (s, side, out) => {
    out.push(...reorganizeActions(s, side));
  },
  perform: {
    'place-leader': (s, a, log, role) => {
      const u = U(a.unit);
      s.leadersToPlace.shift();
      placeReturning(s, u, a.area);
      log?.(told('12.2', (w) => w.log.leaderReturns(unitName(u), a.area)));
      PHASE.after(s, sideOfRole(role), log);
    },
    reorganize: (s, a, log, role) => {
      const u = U(a.unit);
      const v = U(a.remove);
      placeReturning(s, u, a.area);
      setLoc(s, v, REMOVED);
      log?.(told('12.1', (w) => w.log.reorganized(unitName(u), a.area, unitName(v))));
      PHASE.after(s, sideOfRole(role), log);
    },
    rally: (s, a, log, role) => {
      const side = sideOfRole(role);
      const u = U(a.unit);
      placeReturning(s, u, a.area);
      s.rallied = true;
      useAdvantage(s, side);
      log?.(told('13.2', (w) => w.log.rally(side, unitName(u), a.area)));
      PHASE.after(s, side, log);
    },
    done: (s, _a, log, role) => PHASE.done(s, sideOfRole(role), log),
  },
  prompt: PROMPTS.reorganize,
});
