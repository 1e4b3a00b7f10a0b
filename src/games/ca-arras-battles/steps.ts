// Counter-Attack Battles edition: who acts at each step, the legal actions, and performing one; each
// action's effect is in the chapter of the rules (rules/NN-*.ts) that it implements.

import type { Action } from '../../kernel/game.ts';
import type { ActionOf, BattlesAction } from './actions.ts';
import { sealBid, settleTiedBids } from '../../families/area-impulse/contract.ts';
import { UNITS, ZONE } from './data.ts';
import { STEP_CLASS, STEP_CLASSES, checkStep, stepsFrom } from './movement.ts';
import { type BattlesState, type RollPurpose, type Side, BOARD, N_UNITS, SIDE_OF, WAITING, canAct, other, unitIndex } from './state.ts';
import type { Log } from './text/names.ts';
import { SIDES, uid } from './rules/common.ts';
import { setupSectors, openSetupSectors, place } from './rules/12-setup.ts';
import { MAX_BID, BIDS } from './rules/14-optional-rules.ts';
import { roll, openingDie, initiativeDice, pass } from './rules/04-sequence-of-play.ts';
import { mayUseAdvantage, useAdvantage, refreshSectors, refreshDie, refreshUnit, advantageDecision } from './rules/09-advantage.ts';
import { activate, finishMover, moveStep, nextListing, legalMoves, canSpearhead, attackOptions, declareAttack, continueAssault, endAssault } from './rules/05-movement.ts';
import { toSpearhead, chooseSpearhead, advancedCandidates, chooseAdvanced, combatDice, attackerReturnsTo, retreatTo, absorbOptions, absorb, voluntaryRetreats, endCombat, overrunActions, continueOverrun, endOverrun } from './rules/06-assault.ts';
import { supportOptions, nextSupport, giveSupport } from './rules/08-combat-support.ts';
import { bombardOptions, bombard, endBombardment } from './rules/07-bombardment.ts';
import { reorganizeActions, reorganize, finishReorganization } from './rules/10-reorganization.ts';
import { gortDie } from './rules/11-victory.ts';

/** Who decides at each step (the player with the Initiative unless listed). */
const DECIDES: Partial<Record<BattlesState['step']['k'], (s: BattlesState) => string[]>> = {
  over: () => [],
  bid: (s) => SIDES.filter((r) => s.bids[r] === null), // 14.1.1 simultaneous sealed bids
  roll: () => ['chance'],
  advantage: (s) => [(s.step as { who: Side }).who],
  setup: (s) => [(s.step as { side: Side }).side],
  reorganize: (s) => [(s.step as { side: Side }).side],
  retreat: (s) => [(s.step as { side: Side }).side],
  support: (s) => [(s.step as { side: Side }).side],
  advanced: (s) => [other(s.combat!.attacker)],
  absorb: (s) => [other(s.combat!.attacker)],
  'voluntary-retreat': (s) => [other(s.combat!.attacker)],
};

export function toAct(s: BattlesState): string[] {
  return DECIDES[s.step.k]?.(s) ?? [s.momentum];
}

/** Is `role` to act now (`toAct(s).includes(role)` without the list, for the common steps)? */
function decides(s: BattlesState, role: string): boolean {
  const k = s.step.k;
  return k === 'impulse' || k === 'assault' ? role === s.momentum : toAct(s).includes(role);
}

export function legal(s: BattlesState, role: string): BattlesAction[] {
  if (role === 'chance' || !decides(s, role)) return [];
  const st = s.step;
  const side = role as Side;
  const out: BattlesAction[] = [];
  switch (st.k) {
    case 'bid':
      for (let n = 1; n <= MAX_BID; n++) out.push({ type: 'bid', vp: n });
      break;
    case 'setup': {
      const open = openSetupSectors(s, side);
      for (const g of s.toPlace[side]) for (const a of setupSectors(s, side, g, open)) out.push({ type: 'place', group: g, area: a });
      break;
    }
    case 'advantage':
      out.push({ type: 'use-advantage' }, { type: 'decline' });
      break;
    case 'impulse':
      impulseActions(s, side, out);
      break;
    case 'assault': {
      legalMoves(s, out);
      const attacks = attackOptions(s);
      for (const o of attacks) out.push({ type: 'attack', area: o.area });
      // 5.2.1 assaults are mandatory; an impulse ends once a unit has acted.
      if (!attacks.some((o) => !o.inPlace) && (s.assault!.done.length || s.assault!.mover >= 0)) out.push({ type: 'end' });
      break;
    }
    case 'attack-select': {
      const c = s.combat!;
      for (const u of c.candidates) if (!c.participants.includes(u)) out.push({ type: 'join', unit: uid(u) });
      if (c.participants.some(canSpearhead)) out.push({ type: 'resolve' });
      break;
    }
    case 'spearhead':
      for (const u of s.combat!.participants) if (canSpearhead(u)) out.push({ type: 'spearhead', unit: uid(u) });
      break;
    case 'advanced':
      for (const u of advancedCandidates(s)) out.push({ type: 'advanced', unit: uid(u) });
      break;
    case 'support':
      for (const u of supportOptions(s, side)) out.push(u === -2 ? { type: 'support', air: true } : { type: 'support', unit: uid(u) });
      out.push({ type: 'no-support' });
      break;
    case 'absorb':
      for (const o of absorbOptions(s)) out.push(o.to === undefined ? { type: 'absorb', unit: uid(o.unit), how: o.how } : { type: 'absorb', unit: uid(o.unit), how: o.how, to: o.to });
      break;
    case 'retreat':
      for (const a of st.options) out.push({ type: 'retreat', unit: uid(st.unit), to: a });
      break;
    case 'voluntary-retreat':
      for (const r of voluntaryRetreats(s)) out.push({ type: 'retreat', unit: uid(r.unit), to: r.to });
      out.push({ type: 'done' });
      break;
    case 'overrun':
      overrunActions(s, out);
      break;
    case 'bombard-second':
      bombardOptions(s, side, s.loc[s.bombarded[0]], out);
      out.push({ type: 'done' });
      break;
    case 'refresh-pick':
      for (const u of BOARD.unitsIn(s, st.area, side)) if (s.spent[u]) out.push({ type: 'refresh-unit', unit: uid(u) });
      break;
    case 'reorganize':
      out.push(...reorganizeActions(s, side));
      break;
  }
  return out;
}

/**
 * The units that may act, by sector, for one listing of impulse choices: the units of sector `a` are
 * `UNITS_AT[a * N_UNITS + i]` for i < `COUNT_AT[a]` (WAITING at index 0). Reused by every listing.
 */
const UNITS_AT = new Int16Array((ZONE.F + 1) * N_UNITS);

const COUNT_AT = new Int16Array(ZONE.F + 1);

const STUCK = new Float64Array(STEP_CLASSES);

/** 4.3 the choices of the player with the Initiative at the start of an impulse. */
function impulseActions(s: BattlesState, side: Side, out: BattlesAction[]) {
  // The units that may act, by sector in increasing order, WAITING (< 0) first (one pass: activatable()
  // per sector would scan every unit again).
  COUNT_AT.fill(0);
  let last = -1;
  for (let u = 0; u < N_UNITS; u++) {
    if (SIDE_OF[u] !== side || !canAct(s, u)) continue;
    const i = s.loc[u] === WAITING ? 0 : s.loc[u];
    UNITS_AT[i * N_UNITS + COUNT_AT[i]++] = u;
    if (i > last) last = i;
  }
  for (let i = 0; i <= last; i++) {
    const a = i === 0 ? WAITING : i;
    if (!COUNT_AT[i] || !canDoSomething(s, a, i * N_UNITS, COUNT_AT[i])) continue;
    out.push(a === WAITING ? { type: 'enter' } : { type: 'activate', area: a });
  }
  bombardOptions(s, side, null, out);
  if (mayUseAdvantage(s, side)) for (const a of refreshSectors(s, side)) out.push({ type: 'refresh', area: a }); // 9.3
  out.push({ type: 'pass' });
}

/**
 * An activation must let at least one unit move or assault (so that every impulse changes something):
 * may one of the `n` units from `UNITS_AT[first]` on, in `area`, move or assault in place?
 */
function canDoSomething(s: BattlesState, area: number, first: number, n: number): boolean {
  const contested = area > 0 && BOARD.contested(s, area);
  const call = nextListing(); // STUCK[c] === call: class c (`STEP_CLASS`) already found without a step from `area`
  for (let k = first; k < first + n; k++) {
    const u = UNITS_AT[k];
    if (contested && canSpearhead(u)) return true; // 5.2.1 assault in place
    const c = STEP_CLASS[u];
    if (STUCK[c] === call) continue;
    for (const to of stepsFrom(u, area)) if (checkStep(s, u, area, to, UNITS[u].move).ok) return true;
    STUCK[c] = call;
  }
  return false;
}

const U = (id: unknown) => unitIndex(id)!;

type Handler<A = BattlesAction> = (s: BattlesState, side: Side, a: A, log: Log) => void;

/** 6.6 a retreat: an attacker going back (6.6.1) or a defender retreating voluntarily (6.6.3, the unit is Fatiguée). */
function retreatAction(s: BattlesState, _side: Side, a: ActionOf<'retreat'>, log: Log) {
  const u = U(a.unit);
  if (s.step.k === 'retreat') return attackerReturnsTo(s, u, a.to, log);
  s.combat!.defenderRetreated = true;
  BOARD.setSpent(s, u, 1);
  retreatTo(s, u, a.to, log);
  if (!voluntaryRetreats(s, true).length) endCombat(s, log);
}

function doneAction(s: BattlesState, side: Side, _a: ActionOf<'done'>, log: Log) {
  const k = s.step.k;
  if (k === 'voluntary-retreat') endCombat(s, log);
  else if (k === 'overrun') endOverrun(s, log);
  else if (k === 'bombard-second') endBombardment(s, log);
  else finishReorganization(s, side, log);
}

/** What each action does (the kernel has checked that it is legal). */
const HANDLERS: { [K in BattlesAction['type']]: Handler<ActionOf<K>> } = {
  dice: (s, _, a, log) => onDice(s, a.dice, log),
  bid: (s, side, a, log) => sealBid(BIDS, s, side, a.vp, log),
  place: (s, side, a, log) => place(s, side, a.group, a.area, log),
  'use-advantage': (s, _, __, log) => advantageDecision(s, true, log),
  decline: (s, _, __, log) => advantageDecision(s, false, log),
  activate: (s, _, a, log) => activate(s, a.area, log),
  enter: (s, _, __, log) => activate(s, WAITING, log),
  bombard: (s, _, a, log) => bombard(s, U(a.artillery), a.target, log),
  refresh: (s, _, a, log) => {
    useAdvantage(s, log, (w) => w.log.use.refresh(a.area), '9.3');
    s.pendingRefresh = a.area;
    roll(s, 'refresh');
  },
  'refresh-unit': (s, _, a, log) => refreshUnit(s, U(a.unit), log),
  pass: (s, _, __, log) => pass(s, log),
  move: (s, _, a, log) => {
    moveStep(s, U(a.unit), a.to, log);
    if (s.step.k === 'overrun') continueOverrun(s, log);
    else continueAssault(s, log);
  },
  attack: (s, _, a, log) => declareAttack(s, a.area, log),
  end: (s, _, __, log) => {
    finishMover(s);
    endAssault(s, log);
  },
  join: (s, _, a) => void s.combat!.participants.push(U(a.unit)),
  resolve: (s, _, __, log) => toSpearhead(s, log),
  spearhead: (s, _, a, log) => chooseSpearhead(s, U(a.unit), log),
  advanced: (s, _, a, log) => chooseAdvanced(s, U(a.unit), log),
  support: (s, side, a, log) => giveSupport(s, side, a.air ? -2 : U(a.unit), log),
  'no-support': (s, _, __, log) => nextSupport(s, log),
  absorb: (s, _, a, log) => absorb(s, U(a.unit), a.how, a.to, log),
  retreat: retreatAction,
  done: doneAction,
  reorganize: (s, _, a, log) => reorganize(s, U(a.unit), a.remove === undefined ? null : U(a.remove), a.area, log),
};

export function perform(s: BattlesState, role: string, a: Action, log: Log): void {
  // The handler of the action's type takes it: the kernel hands perform only actions it found among
  // the legal ones (of the shapes of actions.ts).
  const handler = (HANDLERS as Record<string, Handler | undefined>)[a.type];
  if (!handler) throw new Error(`internal: unhandled action ${a.type}`);
  handler(s, role as Side, a as BattlesAction, log);
}

function onDice(s: BattlesState, dice: number[], log: Log) {
  const st = s.step as { k: 'roll'; purpose: RollPurpose };
  switch (st.purpose) {
    case 'bid-tie':
      return settleTiedBids(BIDS, s, dice[0], log);
    case 'initiative':
      return initiativeDice(s, dice, log);
    case 'combat':
    case 'bombard':
      return combatDice(s, dice, log);
    case 'refresh':
      return refreshDie(s, dice[0], log);
    case 'gort':
      return gortDie(s, dice[0], log);
    default:
      return openingDie(s, st.purpose, dice, log);
  }
}
