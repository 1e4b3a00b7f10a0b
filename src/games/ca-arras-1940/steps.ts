// Counter-Attack 1940: who acts at each step, the legal actions, and performing one; each action's
// effect is in the chapter of the rules (rules/NN-*.ts) that it implements.

import type { ArrasAction } from './actions.ts';
import type { Action } from '../../kernel/game.ts';
import { told } from './text/fr.ts';
import { UNITS } from './data.ts';
import { sealBid, settleTiedBids } from '../../families/area-impulse/contract.ts';
import { checkStep, movementFactor } from './movement.ts';
import {
  type ArrasState,
  type RollPurpose,
  type Side,
  GRAPH,
  N_UNITS,
  REMOVED,
  SIDES,
  contested,
  isReleased,
  isZone,
  other,
  setLoc,
  unitName,
  unitsIn,
} from './state.ts';
import type { Log } from './rules/common.ts';
import { setupAreasFor, placeGroup } from './rules/05-setup.ts';
import { MAX_BID, BIDS } from './rules/17-side-determination.ts';
import { roll, momentumPhaseDice, momentumDr, pass } from './rules/06-sequence-of-play.ts';
import { canReset, resetImpulseTrack, useAdvantage, settleAdvantage, rerollOffer } from './rules/13-advantage.ts';
import { declareAssault, noteAlliesEast, moveStep, legalMoves } from './rules/08-movement.ts';
import {
  attackOptions,
  canLead,
  pendingMandatory,
  declareAttack,
  newCombat,
  toLeadAttacker,
  chooseLead,
  chooseDefLead,
  combatDice,
  combatReroll,
  endCombat,
  continueAssault,
  endAssault,
  overrunMoves,
  overrunMove,
  overrunAttack,
} from './rules/09-combat.ts';
import {
  attackerRetreatsTo,
  retreatUnit,
  voluntaryRetreatUnits,
  voluntaryRetreatOptions,
  defenderVoluntaryRetreat,
  absorbOptions,
  absorb,
} from './rules/11-attrition-and-retreat.ts';
import {
  inRange,
  bombardTargetOk,
  freshArtillery,
  declareBombardment,
  supportOptions,
  primaryOptions,
  toPrimary,
  choosePrimary,
  bombardmentDice,
} from './rules/10-bombardment.ts';
import { leaderFate, reorganizeActions, placeReturning, finishReorganization } from './rules/12-reorganization.ts';
import { gortDr, closeTurn, finish } from './rules/16-victory.ts';

export function toAct(s: ArrasState): string[] {
  const st = s.step;
  switch (st.k) {
    case 'over':
      return [];
    case 'bid':
      return SIDES.filter((r) => s.bids[r] === null);
    case 'setup':
    case 'reorganize':
    case 'voluntary-retreat':
    case 'retreat':
      return [st.side];
    case 'roll':
      return ['chance'];
    case 'reroll-offer':
    case 'combat-reroll':
      return [st.who];
    case 'lead-defender':
      return [other(s.combat!.attacker)];
    case 'absorb':
      return [s.combat!.victim];
    case 'primary':
      return [s.combat!.friendlyAp > 0 ? other(s.combat!.attacker) : s.combat!.attacker];
    case 'gort-mind':
      return ['allied'];
    default:
      return [s.momentum];
  }
}

export function legal(s: ArrasState, role: string): Action[] {
  if (!toAct(s).includes(role) || role === 'chance') return [];
  const st = s.step;
  const side = role as Side;
  const out: Action[] = [];
  switch (st.k) {
    case 'bid':
      for (let n = 0; n <= MAX_BID; n++) out.push({ type: 'bid', vp: n });
      break;
    case 'setup':
      for (const g of s.toPlace[side]) for (const a of setupAreasFor(s, side, g)) out.push({ type: 'place', group: g, area: a });
      break;
    case 'impulse-start':
      out.push({ type: 'roll-momentum' }, { type: 'reset' });
      break;
    case 'impulse':
      impulseActions(s, side, out);
      break;
    case 'reroll-offer':
      out.push({ type: 'accept' }, { type: 'reroll', using: 'advantage' });
      break;
    case 'assault': {
      legalMoves(s, out);
      for (const o of attackOptions(s)) out.push({ type: 'attack', area: o.area });
      // 8.1 at least one unit must act in an Assault Impulse before it may end.
      const as = s.assault!;
      if (!pendingMandatory(s) && (as.done.length || as.mover >= 0 || as.waiting.length)) out.push({ type: 'end' });
      break;
    }
    case 'attack-select': {
      const c = s.combat!;
      for (const u of c.candidates) if (!c.participants.includes(u)) out.push({ type: 'join', unit: UNITS[u].id });
      if (c.participants.some(canLead)) out.push({ type: 'resolve' });
      break;
    }
    case 'lead-attacker':
      for (const u of s.combat!.participants) if (canLead(u)) out.push({ type: 'lead', unit: UNITS[u].id });
      break;
    case 'lead-defender':
      for (const u of unitsIn(s, s.combat!.area, s.combat!.victim)) out.push({ type: 'lead', unit: UNITS[u].id });
      break;
    case 'combat-reroll':
      out.push({ type: 'accept' });
      if (s.rerollMarker[side]) out.push({ type: 'reroll', using: 'marker' });
      if (s.advantage === side) out.push({ type: 'reroll', using: 'advantage' });
      break;
    case 'support':
      for (const u of supportOptions(s)) out.push({ type: 'support', unit: UNITS[u].id });
      out.push({ type: 'no-support' });
      break;
    case 'primary': {
      const c = s.combat!;
      const victim = c.friendlyAp > 0 ? c.attacker : c.victim;
      for (const u of primaryOptions(s, victim)) out.push({ type: 'primary', unit: UNITS[u].id });
      break;
    }
    case 'absorb':
      for (const o of absorbOptions(s))
        out.push(
          o.to === undefined ? { type: 'absorb', unit: UNITS[o.unit].id, how: o.how } : { type: 'absorb', unit: UNITS[o.unit].id, how: o.how, to: o.to },
        );
      break;
    case 'retreat':
      for (const a of st.options) out.push({ type: 'retreat', unit: UNITS[st.unit].id, to: a });
      break;
    case 'voluntary-retreat':
      for (const u of voluntaryRetreatUnits(s, side))
        for (const a of voluntaryRetreatOptions(s, side, u)) out.push({ type: 'retreat', unit: UNITS[u].id, to: a });
      out.push({ type: 'done' });
      break;
    case 'overrun':
      out.push(...overrunMoves(s));
      break;
    case 'reorganize':
      out.push(...reorganizeActions(s, side));
      break;
    case 'gort-mind':
      out.push({ type: 'change-gort' }, { type: 'accept' });
      break;
  }
  return out;
}

/** Could unit `u` (Fresh, in `area`) move or attack if `area` were activated? */
function canActInAssault(s: ArrasState, u: number, area: number): boolean {
  // 9.3 an attack within a Contested Active Area, led by Infantry or Armor.
  if (canLead(u) && contested(s, area)) return true;
  const mf = movementFactor(s, u);
  for (const to of GRAPH.neighbours[area]) if (checkStep(s, u, area, to, mf, true).ok) return true;
  return false;
}

function impulseActions(s: ArrasState, side: Side, out: Action[]) {
  // 6.2.3 Assault: an Area with a Fresh activatable unit that can move or attack (an Assault in
  // which nothing could act would be a Pass that does not count as one: ruling, see the notes).
  const areas: number[] = [];
  for (let u = 0; u < N_UNITS; u++) {
    const a = s.loc[u];
    if (a > 0 && !s.spent[u] && UNITS[u].side === side && isReleased(s, u) && !areas.includes(a) && canActInAssault(s, u, a)) areas.push(a);
  }
  for (const a of areas.sort((x, y) => x - y)) out.push({ type: 'assault', area: a });
  // 6.2.4 Bombardment with Artillery (10.1) and Air Bombardment markers (18.6).
  const artillery = freshArtillery(s, side);
  if (artillery.length || s.air[side]) {
    const targets = GRAPH.ids.filter((t) => bombardTargetOk(s, side, t));
    for (const u of artillery) for (const t of targets) if (inRange(s, u, t)) out.push({ type: 'bombard', target: t, artillery: UNITS[u].id });
    if (s.air[side]) for (const t of targets) if (!isZone(t)) out.push({ type: 'air', target: t });
  }
  out.push({ type: 'pass' });
  if (s.impulse === 1 && canReset(s)) out.push({ type: 'reset' });
}

const UNIT_AT = new Map(UNITS.map((d, i) => [d.id, i]));

const U = (id: unknown) => UNIT_AT.get(id as string) ?? -1;

export function perform(s: ArrasState, role: string, a: ArrasAction, log: Log): void {
  const side = role as Side;
  switch (a.type) {
    case 'dice':
      return onDice(s, a.dice, log);
    case 'bid':
      return sealBid(BIDS, s, side, a.vp, log);
    case 'place':
      return placeGroup(s, side, a.group, a.area, log);
    case 'roll-momentum':
      return roll(s, 'momentum');
    case 'reset':
      return resetImpulseTrack(s, log);
    case 'assault':
      return declareAssault(s, a.area, log);
    case 'bombard':
      return declareBombardment(s, a.target, U(a.artillery), log);
    case 'air': {
      s.air[side] = false;
      const c = newCombat(s, 'air', a.target, false, false);
      s.combat = c;
      noteAlliesEast(s, side, c.area, false);
      log?.(told('18.6', (w) => w.log.airBombardment(side, s.impulse, c.area)));
      return toPrimary(s, log);
    }
    case 'pass':
      return pass(s, log);
    case 'move':
      return moveStep(s, U(a.unit), a.to, log);
    case 'attack':
      if (s.step.k === 'overrun') return overrunAttack(s, log);
      return declareAttack(s, a.area, log);
    case 'end':
      return endAssault(s, log);
    case 'join':
      s.combat!.participants.push(U(a.unit));
      return;
    case 'resolve':
      return toLeadAttacker(s, log);
    case 'lead':
      if (s.step.k === 'lead-attacker') return chooseLead(s, U(a.unit), log);
      return chooseDefLead(s, U(a.unit), log);
    case 'accept':
      if (s.step.k === 'combat-reroll') return combatReroll(s, side, null, log);
      if (s.step.k === 'gort-mind') return finish(s, 'german', 'automatic', (w) => w.result.gort, log, '18.2');
      return rerollOffer(s, side, true, log);
    case 'reroll':
      if (s.step.k === 'combat-reroll') return combatReroll(s, side, a.using, log);
      return rerollOffer(s, side, false, log);
    case 'support':
      s.combat!.support = U(a.unit);
      log?.(told('10.3B', (w) => w.log.supports(unitName(U(a.unit)))));
      return toPrimary(s, log);
    case 'no-support':
      return toPrimary(s, log);
    case 'primary':
      return choosePrimary(s, U(a.unit), log);
    case 'absorb':
      return absorb(s, U(a.unit), a.how, a.to, log);
    case 'retreat': {
      const u = U(a.unit);
      if (s.step.k === 'retreat') return attackerRetreatsTo(s, u, a.to, log);
      retreatUnit(s, u, a.to, log);
      if (!voluntaryRetreatUnits(s, side).some((v) => voluntaryRetreatOptions(s, side, v).length)) return doneVoluntary(s, side, log);
      return;
    }
    case 'done':
      if (s.step.k === 'voluntary-retreat') return doneVoluntary(s, side, log);
      if (s.step.k === 'overrun') {
        s.combat = null;
        return continueAssault(s, log);
      }
      return finishReorganization(s, side, log);
    case 'overrun-move':
      return overrunMove(s, U(a.unit), a.to, log);
    case 'place-leader': {
      const u = U(a.unit);
      s.leadersToPlace.shift();
      placeReturning(s, u, a.area);
      log?.(told('12.2', (w) => w.log.leaderReturns(unitName(u), a.area)));
      return afterReorgAction(s, side, log);
    }
    case 'reorganize': {
      const u = U(a.unit);
      const v = U(a.remove);
      placeReturning(s, u, a.area);
      setLoc(s, v, REMOVED);
      log?.(told('12.1', (w) => w.log.reorganized(unitName(u), a.area, unitName(v))));
      return afterReorgAction(s, side, log);
    }
    case 'rally': {
      const u = U(a.unit);
      placeReturning(s, u, a.area);
      s.rallied = true;
      useAdvantage(s, side);
      log?.(told('13.2', (w) => w.log.rally(side, unitName(u), a.area)));
      return afterReorgAction(s, side, log);
    }
    case 'change-gort':
      useAdvantage(s, 'allied');
      log?.(told('18.2.1', (w) => w.log.gortChanged));
      settleAdvantage(s, log);
      return closeTurn(s, log);
  }
  throw new Error(`internal: unhandled action ${JSON.stringify(a)}`);
}

function afterReorgAction(s: ArrasState, side: Side, log: Log) {
  if (!reorganizeActions(s, side).some((x) => x.type !== 'done')) finishReorganization(s, side, log);
}

function doneVoluntary(s: ArrasState, side: Side, log: Log) {
  const c = s.combat!;
  if (side === c.attacker) return defenderVoluntaryRetreat(s, log);
  endCombat(s, log);
}

function onDice(s: ArrasState, dice: number[], log: Log) {
  const st = s.step as { k: 'roll'; purpose: RollPurpose; unit?: number };
  switch (st.purpose) {
    case 'bid-tie':
      return settleTiedBids(BIDS, s, dice[0], log);
    case 'momentum': {
      // 13.1A the holder of the Advantage may demand a reroll (not of a roll already rerolled).
      if (s.advantage && !s.momentumRerolled) {
        s.pendingDr = dice[0];
        log?.(told('6.2.1', (w) => w.log.momentumDrRolled(dice[0], s.impulse)));
        s.step = { k: 'reroll-offer', who: s.advantage, purpose: 'momentum' };
        return;
      }
      s.momentumRerolled = false;
      return momentumDr(s, dice[0], log);
    }
    case 'combat':
      return combatDice(s, dice, log);
    case 'bombardment':
      return bombardmentDice(s, dice, log);
    case 'leader-fate':
      return leaderFate(s, st.unit!, dice[0], log);
    case 'gort':
      return gortDr(s, dice[0], log);
    default:
      return momentumPhaseDice(s, st.purpose, dice, log);
  }
}
