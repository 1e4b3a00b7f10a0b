// Counter-Attack Battles edition, chapter 5 Mouvement: 5.0 the impulse and its Active Sector (13.0 entries),
// 5.1 one unit at a time, 5.2 costs (the step checks, 5.1-5.2, are in ../movement.ts), 5.2.1 movement and
// assault, 5.2.2 the Unités de Pointe; 4.3 C after a failure; 13.6 northward moves.

import type { ActionOf, BattlesAction } from '../actions.ts';
import {
  type CombatRules,
  attackOptions as familyAttackOptions,
  declareAttack as familyDeclareAttack,
  endWhenIdle,
} from '../../../families/area-impulse/combat.ts';
import { afterStep, finishMover as finishMoving, mayStartMoving } from '../../../families/area-impulse/impulses.ts';
import { type MoveListRules, type MoveRules, takeStep } from '../../../families/area-impulse/movement.ts';
import { UNITS } from '../data.ts';
import { MOVES, RIVER, type StepOk, activatable, checkStep } from '../movement.ts';
import { type BattlesState, type CombatState, type Side, BOARD, SIDE_OF, TYPE_OF, WAITING, other } from '../state.ts';
import type { IllegalInfo } from '../../../kernel/game.ts';
import type { Log } from '../text/names.ts';
import { refused, told } from '../text/fr.ts';
import { PROMPTS } from '../text/prompts.ts';
import { ONLY, U, battlesStep, uid } from './common.ts';
import { endImpulse } from './04-sequence-of-play.ts';
import { continueOverrun, newCombat, toSpearhead } from './06-assault.ts';

export function activate(s: BattlesState, area: number, log: Log) {
  const side = s.momentum;
  s.assault = {
    area,
    eligible: activatable(s, area, side),
    done: [],
    mover: -1,
    mfLeft: 0,
    enteredFrom: {},
    mfLeftOf: {},
    crossedRiver: [],
    fromEnemy: [],
    waiting: [],
    contestedStart: area > 0 && BOARD.contested(s, area),
    failed: false,
    overrunUnits: [],
    overrunUsed: [],
    inPlaceDone: false,
    paths: {},
  };
  if (area === WAITING) log?.(told('13.0', (w) => w.log.enter(side, s.impulse)));
  else log?.(told('5.0', (w) => w.log.activate(side, s.impulse, area)));
  s.step = { k: 'assault' };
}

/** A unit that has finished acting flips to its Fatiguée face (5.1). */
export function flipDone(s: BattlesState, u: number) {
  const as = s.assault!;
  if (!as.done.includes(u)) as.done.push(u);
  if (s.loc[u] > 0 || s.loc[u] === WAITING) BOARD.setSpent(s, u, 1);
}

export const finishMover = (s: BattlesState) => finishMoving(s.assault!, s, flipDone);

/** 5.1 a Fresh unit of the Active Sector that has not acted may start moving. */
const canStart = (s: BattlesState, u: number): boolean => mayStartMoving(s.assault!, s.loc, u) && !s.spent[u];

/**
 * 5.1-5.2 how a unit moves: its MF as it starts (6.5 in a Débordement, what it had left, once), the
 * step check (5.1-5.2), the board.
 */
const MOVE: MoveRules<BattlesState, StepOk> = {
  finishMover,
  startMf(s, u) {
    if (s.step.k !== 'overrun') return UNITS[u].move;
    s.assault!.overrunUsed.push(u);
    return s.assault!.mfLeftOf[u] ?? 0;
  },
  check: checkStep,
  setLoc: (s, u, to) => BOARD.setLoc(s, u, to),
  updateControl: (s, area) => BOARD.updateControl(s, area),
};

export function moveStep(s: BattlesState, u: number, to: number, log: Log) {
  const as = s.assault!;
  const from = s.loc[u];
  const side = SIDE_OF[u];
  const fromEnemy = from > 0 && BOARD.hasUnits(s, from, other(side));
  const check = takeStep(MOVE, as, s, u, to, s.step.k === 'overrun' && !as.overrunUsed.includes(u));
  // 13.6 Allied units going from 26 or 28 into 1 or 3.
  if (side === 'allied' && (from === 26 || from === 28) && (to === 1 || to === 3) && !s.northward.includes(u)) s.northward.push(u);
  remove(as.crossedRiver, u);
  if (check.crossing === RIVER) as.crossedRiver.push(u);
  remove(as.fromEnemy, u);
  log?.(told('5.2', (w) => w.log.move(u, from === WAITING, to, check.cost)));
  // 5.2.1 units entering a sector with enemy units must assault it (with the MF they have left for a Débordement).
  if (afterStep(as, u, BOARD.hasUnits(s, to, other(side)), check.stop, s, flipDone) !== 'waiting') return;
  as.mfLeftOf[u] = Math.max(0, as.mfLeft);
  if (fromEnemy && UNITS[u].type === 'armor') as.fromEnemy.push(u);
}

/** Take `u` out of `list` (in place; a unit is listed once). */
function remove(list: number[], u: number) {
  const i = list.indexOf(u);
  if (i >= 0) list.splice(i, 1);
}

/**
 * 5.1 the moves, one unit at a time: the unit moving now with its MF left, then a Fresh unit of the
 * Active Sector that has not acted, with its MF (a first step changes nothing here but a Débordement's,
 * not listed with these).
 */
const LISTING: MoveListRules<BattlesState, BattlesAction> = {
  mayStart: (s, a, u) => a.mover !== u && s.loc[u] === a.area && !s.spent[u] && !a.done.includes(u) && !a.waiting.includes(u),
  mf: (_s, a, u) => (u === a.mover ? a.mfLeft : UNITS[u].move),
  first: () => false,
  action: (u, to) => ({ type: 'move', unit: uid(u), to }),
};

/** The legal moves; with `any`, stops at the first one found (is there a move at all?). */
export function legalMoves(s: BattlesState, out: BattlesAction[], any = false) {
  // 4.3 C after a failed assault only the pending assaults are made.
  if (!s.assault!.failed) MOVES.moves(LISTING, s, s.assault!, out, any);
}

const SPEARHEAD_TYPES = ['infantry', 'armor', 'antitank', 'flak'];

/** 6.1 per unit: may it be the Unité de Pointe? */
const SPEARHEAD: readonly boolean[] = TYPE_OF.map((t) => SPEARHEAD_TYPES.includes(t));

export const canSpearhead = (u: number) => SPEARHEAD[u];

/** 5.2.1 the assaults as the area-impulse family's combat machine opens and declares them. */
const COMBAT: CombatRules<BattlesState, CombatState> = {
  assault: (s) => s.assault!,
  combat: (s) => s.combat!,
  attacker: (s) => s.momentum,
  hasUnits: (s, area, side) => BOARD.hasUnits(s, area, side),
  mandatory: () => true, // 5.2.1 units entering a sector with enemy units must assault it
  // 5.2.1 the Fresh units of a Contested Active Sector may assault it in place (not the artillery), once,
  // not after a failure (4.3 C) nor in a Débordement.
  inPlaceUnits: (s) => {
    const as = s.assault!;
    if (as.failed || as.inPlaceDone || s.step.k === 'overrun') return [];
    return as.eligible.filter((u) => canStart(s, u) && TYPE_OF[u] !== 'artillery');
  },
  canLead: (_s, u) => canSpearhead(u), // 6.1 the Unité de Pointe
  finishMover: (s) => finishMover(s),
  open: (s, o, log) => {
    const as = s.assault!;
    const overrun = o.units.some((u) => as.overrunUnits.includes(u));
    s.combat = newCombat(s, overrun ? 'overrun' : 'assault', o.area, o.inPlace);
    if (o.inPlace) {
      as.inPlaceDone = true;
      log?.(told('5.2.1', (w) => w.log.assaultInPlace(s.momentum, o.area)));
      return;
    }
    as.waiting = as.waiting.filter((u) => !o.units.includes(u));
    log?.(told('5.2.1', (w) => w.log.assault(overrun, o.area, o.units)));
  },
  toLead: (s, log) => toSpearhead(s, log),
  select: (s) => {
    s.step = { k: 'attack-select' };
  },
};

/** 5.2.1 the assaults open now: every sector entered this impulse, and the Contested Active Sector. */
export const attackOptions = (s: BattlesState) => familyAttackOptions(COMBAT, s, s.loc);

/** Units waiting in a sector whose enemies are gone (or that cannot assault) simply stop there. */
function settleWaiting(s: BattlesState) {
  const as = s.assault!;
  if (!as.waiting.length) return; // nothing waits (most steps): no assault to look up
  const open = attackOptions(s);
  for (const u of [...as.waiting]) {
    if (!open.some((o) => !o.inPlace && o.units.includes(u))) {
      as.waiting = as.waiting.filter((x) => x !== u);
      flipDone(s, u);
    }
  }
}

export const declareAttack = (s: BattlesState, area: number, log: Log) => familyDeclareAttack(COMBAT, s, area, s.loc, log);

export function continueAssault(s: BattlesState, log: Log) {
  s.step = { k: 'assault' };
  settleWaiting(s);
  endWhenIdle(s, anyAttack, legalMoves, endAssault, log); // 5.0 nothing left to do: the impulse ends
}

const anyAttack = (s: BattlesState) => attackOptions(s).length > 0;

export function endAssault(s: BattlesState, log: Log) {
  const failed = s.assault!.failed;
  log?.(told('5.0', (w) => w.log.endImpulse(s.momentum)));
  endImpulse(s, failed, log);
}

/** A move of the Active Sector's units (5.1-5.2), then the assaults of the sectors they entered (5.2.1). */
export function moveUnit(s: BattlesState, a: ActionOf<'move'>, log: Log) {
  moveStep(s, U(a.unit), a.to, log);
  if (s.step.k === 'overrun') continueOverrun(s, log);
  else continueAssault(s, log);
}

/** Why a move is refused in the assault (5.0-5.2) or the Débordement (6.5) step. */
export function whyNotMove(s: BattlesState, role: Side, a: ActionOf<'move'>): IllegalInfo | null {
  const as = s.assault;
  if (!as) return null;
  const u = U(a.unit);
  if (UNITS[u].side !== role) return refused('5.0', (w) => w.refuse.notYours(u));
  if (as.failed) return refused('4.3', (w) => w.refuse.assaultFailed);
  if (s.step.k === 'assault') {
    if (!as.eligible.includes(u)) return refused('5.0', (w) => w.refuse.notActivated(u));
    if (as.done.includes(u) || as.waiting.includes(u)) return refused('5.1', (w) => w.refuse.finishedMoving(u));
  }
  if (s.loc[u] <= 0 && s.loc[u] !== WAITING) return refused('5.0', (w) => w.refuse.offMap(u));
  const mf = as.mover === u ? as.mfLeft : UNITS[u].move;
  const c = checkStep(s, u, s.loc[u], a.to, mf);
  return c.ok ? null : c.info();
}

/** 5.0-5.2.1 the Active Sector's units move one at a time, then assault the sectors they entered. */
export const assaultStep = battlesStep('assault', {
  rule: '5.0',
  actor: (s) => ONLY[s.momentum],
  legal: (s, _side, out) => {
    legalMoves(s, out);
    const attacks = attackOptions(s);
    for (const o of attacks) out.push({ type: 'attack', area: o.area });
    // 5.2.1 assaults are mandatory; an impulse ends once a unit has acted.
    if (!attacks.some((o) => !o.inPlace) && (s.assault!.done.length || s.assault!.mover >= 0)) out.push({ type: 'end' });
  },
  perform: {
    move: (s, a, log) => moveUnit(s, a, log),
    attack: (s, a, log) => declareAttack(s, a.area, log),
    end: (s, _a, log) => {
      finishMover(s);
      endAssault(s, log);
    },
  },
  prompt: PROMPTS.assault,
  why: {
    move: whyNotMove,
    end: () => refused('5.2.1', (w) => w.refuse.mustAssault),
  },
});
