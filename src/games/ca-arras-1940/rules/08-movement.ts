// Counter-Attack 1940, chapter 8 Movement: 6.2.3 the Assault Impulse and its Active Area, 8.1 the
// mechanics of movement, 8.2 costs (8.2.1; the step checks, 8.2-8.3, are in ../movement.ts); 15.3.1,
// 15.3.2 and 18.4 the Allied moves that release German units.

import type { Action } from '../../../kernel/game.ts';
import { told } from '../text/fr.ts';
import { UNITS } from '../data.ts';
import { MOVES, type StepOk, activatable, checkStep, movementFactor } from '../movement.ts';
import { afterStep, finishMover as finishMoving, mayStartMoving } from '../../../families/area-impulse/impulses.ts';
import { type MoveListRules, type MoveRules, takeStep } from '../../../families/area-impulse/movement.ts';
import { type ArrasState, type Side, BOARD, GRAPH, contested, hasUnits, other, setLoc, unitName, updateControl } from '../state.ts';
import type { Log } from './common.ts';
import type { IllegalInfo } from '../../../kernel/game.ts';
import type { ArrasAction } from '../actions.ts';
import { refusal } from '../text/fr.ts';
import { PROMPTS } from '../text/prompts.ts';
import { END, ONLY, U, areaAction, arrasStep, moveAction } from './common.ts';
import { attackOptions, declareAttack, endAssault } from './09-combat.ts';

export function declareAssault(s: ArrasState, area: number, log: Log) {
  const att = s.momentum;
  s.assault = {
    area,
    eligible: activatable(s, area, att),
    done: [],
    mover: -1,
    mfLeft: 0,
    enteredFrom: {},
    attacked: [],
    mandatoryAreas: BOARD.enemyOnly(s, att, GRAPH.ids), // 9.1 the enemy-occupied Areas that are not Contested now
    waiting: [],
    contestedStart: contested(s, area),
    enteredBy: {},
    paths: {},
  };
  if (att === 'german' && area === 19) s.area19Activated = true; // 15.3.2
  log?.(told('6.2.3', (w) => w.log.assault(att, s.impulse, area)));
  s.step = { k: 'assault' };
}

/**
 * 15.3.1 Allied moves into, attacks or bombardments of Area 1 or 3 on Turns 1-2 (+2 to the Panzer
 * release dr); 18.4 Allied assaults on Area 1 or 3 before Turn 6 (the 5th Panzer is released).
 */
export function noteAlliesEast(s: ArrasState, side: Side, area: number, assault: boolean) {
  if (side !== 'allied' || (area !== 1 && area !== 3)) return;
  if (s.turn <= 2) s.alliesTurnedEast = true;
  if (assault && s.turn < 6) s.alliesAssaulted13 = true;
}

/** Units of the Active Area that may still start moving (8.1). */
export const canStartMoving = (s: ArrasState, u: number): boolean => mayStartMoving(s.assault!, s.loc, u);

/** 8.1 a unit that has finished moving has acted (it is Spent at the end of the Impulse). */
function finished(s: ArrasState, u: number) {
  const as = s.assault!;
  if (!as.done.includes(u)) as.done.push(u);
}

/** 8.1 a unit that stopped or spent its MF has acted. */
function stepDone(s: ArrasState, u: number) {
  s.assault!.done.push(u);
}

export const finishMover = (s: ArrasState) => finishMoving(s.assault!, s, finished);

/** 8.1-8.2 how a unit moves: its MF this Turn (6.1.2), the step check (8.2-8.3), the board with 18.3 tracking. */
const MOVE: MoveRules<ArrasState, StepOk> = { finishMover, startMf: movementFactor, check: checkStep, setLoc, updateControl };

export function moveStep(s: ArrasState, u: number, to: number, log: Log) {
  const as = s.assault!;
  const check = takeStep(MOVE, as, s, u, to, !(u in as.enteredFrom));
  const by = as.enteredBy[to];
  if (by) by.push(u);
  else as.enteredBy[to] = [u];
  noteAlliesEast(s, s.momentum, to, false);
  log?.(told('8.2', (w) => w.log.moves(unitName(u), to, check.cost, check.stop)));
  afterStep(as, u, hasUnits(s, to, other(s.momentum)), check.stop, s, stepDone);
}

/** 8.1-8.2 the moves: the unit moving now with its MF left, then a unit of the Active Area with its MF this Turn (6.1.2); 8.2.1 in `MOVES`. */
const LISTING: MoveListRules<ArrasState, Action> = {
  mayStart: (s, a, u) => mayStartMoving(a, s.loc, u),
  mf: (s, a, u) => (u === a.mover ? a.mfLeft : movementFactor(s, u)),
  first: (_s, a, u) => !(u in a.enteredFrom),
  action: moveAction,
};

export const legalMoves = (s: ArrasState, out: Action[], any = false) => MOVES.moves(LISTING, s, s.assault!, out, any);

/** 8.1 why a move is refused in an Assault Impulse. */
function whyNotMove(s: ArrasState, role: Side, a: Extract<ArrasAction, { type: 'move' }>): IllegalInfo | null {
  const as = s.assault;
  if (!as) return null;
  const u = U(a.unit);
  if (UNITS[u].side !== role) return refusal('8.1', (w) => w.refuse.notYours(unitName(u)));
  if (!as.eligible.includes(u)) return refusal('8.1', (w) => w.refuse.notEligible(unitName(u), as.area));
  if (as.done.includes(u) || as.waiting.includes(u)) return refusal('8.1', (w) => w.refuse.finished(unitName(u)));
  if (as.attacked.includes(a.to)) return refusal('8.2.1', (w) => w.refuse.attacked(a.to));
  const mf = as.mover === u ? as.mfLeft : movementFactor(s, u);
  const c = checkStep(s, u, s.loc[u], a.to, mf, !(u in as.enteredFrom));
  return c.ok ? null : c.info();
}

/** 8.1-8.2 an Assault Impulse: the Active Area's units move one at a time, then attack (9.1-9.2). */
export const assaultStep = arrasStep('assault', {
  rule: '8.1',
  actor: (s) => ONLY[s.momentum],
  legal: (s, _side, out) => {
    legalMoves(s, out);
    let mandatory = false; // 9.1 a Mandatory Attack pending
    for (const o of attackOptions(s)) {
      out.push(areaAction('attack', o.area));
      if (o.mandatory) mandatory = true;
    }
    // 8.1 at least one unit must act in an Assault Impulse before it may end.
    const as = s.assault!;
    if (!mandatory && (as.done.length || as.mover >= 0 || as.waiting.length)) out.push(END);
  },
  perform: {
    move: (s, a, log) => moveStep(s, U(a.unit), a.to, log),
    attack: (s, a, log) => declareAttack(s, a.area, log),
    end: (s, _a, log) => endAssault(s, log),
  },
  prompt: PROMPTS.assault,
  why: { move: whyNotMove, end: () => refusal('9.1', (w) => w.refuse.mandatoryFirst) },
});
