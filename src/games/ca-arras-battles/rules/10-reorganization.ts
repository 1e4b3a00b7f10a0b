// Counter-Attack Battles edition, chapter 10 Réorganisation: 4.4 the phase, 10.1 non-armoured units, 10.2
// armoured units (R counters), 10.3 leaders; 5.1.2, 13.6.

import type { BattlesAction } from '../actions.ts';
import { type Reorganization, ReorganizationPhase, comebackAreas, reorganizations } from '../../../families/area-impulse/reorganization.ts';
import { UNITS } from '../data.ts';
import { entryForbidden } from '../movement.ts';
import { type BattlesState, type Side, BOARD, ELIMINATED, GRAPH, OUT, REMOVED, SIDE_OF, TYPE_OF, UNIT_INDEX, roomFor, sideOf, stepOf } from '../state.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { ONLY, U, battlesStep, uid } from './common.ts';
import { PROMPTS } from '../text/prompts.ts';
import { sealedOff } from './07-bombardment.ts';
import { finalPhase } from './11-victory.ts';

export function startReorganization(s: BattlesState, side: Side, log: Log) {
  s.phase = 'reorganization';
  if (side === 'allied') log?.(told('4.4', (w) => w.log.reorganizationPhase));
  PHASE.ask(s, side, log);
}

/** 4.4 the phase: the Allies, then the Germans, then the Final Phase (4.5). */
const PHASE = new ReorganizationPhase<BattlesState>({
  mayAct: (s, side) => reorganizeActions(s, side, true).length > 0,
  begin: startReorganization,
  next: (s, log) => finalPhase(s, log),
});

/** 10.1 / 10.2 where a reorganized unit may be placed: uncontested, friendly-controlled, with another friendly unit, with room for it. */
export function reorganizationSectors(s: BattlesState, u: number): number[] {
  // 5.1.2 also holds: a German unit is never placed in a blue sector (until 13.6).
  return comebackAreas(BOARD, s, SIDE_OF[u], GRAPH.ids, (a) => roomFor(s, u, a) && !sealedOff(s, a) && !entryForbidden(s, u, ELIMINATED, a));
}

/** 10.2 per armored unit: its R counter (-1: none). */
const R_COUNTER: readonly number[] = UNITS.map((d) => UNIT_INDEX[`${d.id}-R`] ?? -1);

/** 10.1 / 10.2 how this edition reorganizes. */
const REORGANIZATION: Reorganization<BattlesState, BattlesAction[]> = {
  eliminated: ELIMINATED,
  side: SIDE_OF,
  type: TYPE_OF,
  id: UNITS.map((d) => d.id),
  areas: (s, _side, u) => reorganizationSectors(s, u),
  // 10.1 another eliminated unit of the same type with at least the same Fatiguée Defense Value leaves the game.
  mayLeave: (u, v) => UNITS[v].spentDefense >= UNITS[u].spentDefense,
  // Units alike for reorganization (same counter values): only one of each is listed.
  alike: UNITS.map((d) => `${d.side}/${d.type}/${d.nation}/${d.attack}/${d.defense}/${d.spentDefense}/${d.move}/${d.group}/${d.rOf ?? ''}`),
  // 10.2 an armored unit is replaced by the R counter with the same identification.
  otherWay: (s, u, areas, out) => {
    if (TYPE_OF[u] !== 'armor') return false;
    const r = R_COUNTER[u];
    if (r >= 0 && s.loc[r] === OUT) for (const a of areas) out.push({ type: 'reorganize', unit: uid(u), area: a });
    return true;
  },
};

/** The reorganizations open to `side` and `done`; with `any`, only the first reorganization (none: an empty list). */
export function reorganizeActions(s: BattlesState, side: Side, any = false): BattlesAction[] {
  const out: BattlesAction[] = [];
  reorganizations(REORGANIZATION, s, side, out, any); // 10.3 leaders are not reorganized
  if (!any) out.push({ type: 'done' });
  return out;
}

export function reorganize(s: BattlesState, u: number, v: number | null, area: number, log: Log) {
  if (v === null) {
    const r = R_COUNTER[u];
    BOARD.setLoc(s, u, REMOVED);
    BOARD.setLoc(s, r, area);
    BOARD.setSpent(s, r, 1);
    log?.(told('10.2', (w) => w.log.replaced(u, r, area)));
  } else {
    BOARD.setLoc(s, u, area);
    BOARD.setSpent(s, u, 1);
    BOARD.setLoc(s, v, REMOVED);
    log?.(told('10.1', (w) => w.log.reorganized(u, area, v)));
  }
  PHASE.after(s, SIDE_OF[u], log);
}

/** 4.4 / 10.0 each side in turn reorganizes units, then is done. */
export const reorganizeStep = battlesStep('reorganize', {
  rule: '10.0',
  actor: (s) => ONLY[stepOf(s, 'reorganize').side],
  legal: (s, side, out) => {
    out.push(...reorganizeActions(s, side));
  },
  perform: {
    reorganize: (s, a, log) => reorganize(s, U(a.unit), a.remove === undefined ? null : U(a.remove), a.area, log),
    done: (s, _a, log, role) => PHASE.done(s, sideOf(role), log),
  },
  prompt: PROMPTS.reorganize,
});
