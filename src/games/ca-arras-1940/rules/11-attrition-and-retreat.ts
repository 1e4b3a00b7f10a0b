// Counter-Attack 1940, chapter 11 Attrition and Retreat: 11.1 Attrition Points (the loss choices are the
// area-impulse family's), 11.2 retreats (11.2.1, 11.2.2 priorities in ../retreat.ts), 11.2.3 voluntary
// retreat, 11.2.4 retreat elimination; 9.4.4 eliminations in an Overrun, 18.6.3 mistaken attacks.

import { told } from '../text/fr.ts';
import { AREA_BY_ID as AREA, UNITS } from '../data.ts';
import { type AbsorbHow, type AttritionCosts, type LossChoice, lossCapacity, lossChoices, lossCost, lossTarget, lossUnits } from '../../../families/area-impulse/attrition.ts';
import { attackerRetreatDestinations, retreatDestinations } from '../retreat.ts';
import { type ArrasState, type Side, ELIMINATED, OVERRUN_TRACK, isZone, other, setLoc, setSpent, unitName, unitsIn, updateControl } from '../state.ts';
import type { Log } from './common.ts';
import { endImpulse } from './06-sequence-of-play.ts';
import { endCombat } from './09-combat.ts';

export function processAttackerRetreats(s: ArrasState, log: Log) {
  const c = s.combat!;
  while (c.retreatQueue.length) {
    const u = c.retreatQueue[0];
    const options = attackerRetreatDestinations(s, u, c.area, s.assault!.enteredFrom[u]);
    if (options.length === 0) {
      c.retreatQueue.shift();
      log?.(told('11.2.4', (w) => w.log.cannotRetreat(unitName(u))));
      eliminate(s, u, false);
      continue;
    }
    if (options.length === 1) {
      c.retreatQueue.shift();
      retreatUnit(s, u, options[0], log);
      continue;
    }
    s.step = { k: 'retreat', side: c.attacker, unit: u, options, voluntary: false };
    return;
  }
  defenderVoluntaryRetreat(s, log);
}

export function retreatUnit(s: ArrasState, u: number, to: number, log: Log) {
  const from = s.loc[u];
  setLoc(s, u, to);
  updateControl(s, from);
  updateControl(s, to);
  log?.(told('11.2', (w) => w.log.retreats(unitName(u), from, to)));
}

/** Units that may retreat voluntarily (11.2.3): Spent defenders; attackers after Repulse/Stalemate. */
export function voluntaryRetreatUnits(s: ArrasState, side: Side): number[] {
  const c = s.combat!;
  if (side === c.attacker) return c.participants.filter((u) => s.loc[u] === c.area);
  return unitsIn(s, c.area, side).filter((u) => s.spent[u]);
}

export function voluntaryRetreatOptions(s: ArrasState, side: Side, u: number): number[] {
  const c = s.combat!;
  if (side === c.attacker) return attackerRetreatDestinations(s, u, c.area, s.assault!.enteredFrom[u]);
  return retreatDestinations(s, u, c.area);
}

export function defenderVoluntaryRetreat(s: ArrasState, log: Log) {
  const c = s.combat!;
  const def = other(c.attacker);
  const any = voluntaryRetreatUnits(s, def).some((u) => voluntaryRetreatOptions(s, def, u).length > 0);
  if (any) {
    s.step = { k: 'voluntary-retreat', side: def };
    return;
  }
  endCombat(s, log);
}

/** 11.1 Attrition costs: Fresh eliminated 3, Fresh flipped 1, Spent eliminated 2, Spent retreats 1. */
const COSTS: AttritionCosts = { freshEliminated: 3, flip: 1, spentEliminated: 2, spentRetreats: 1 };

export function startAbsorb(s: ArrasState, ap: number, log: Log) {
  const c = s.combat!;
  const victims = unitsIn(s, c.area, c.victim);
  const units = lossUnits(s.spent, victims);
  const capacity = lossCapacity(COSTS, units);
  c.apLeft = lossTarget(COSTS, units, ap);
  c.firstTaken = false;
  if (ap >= capacity) {
    // 9.4.4 more AP than the defenders can absorb: all are eliminated, the rest ignored; Overrun?
    const overrun =
      c.kind === 'assault' && ap > capacity && UNITS[c.lead].type === 'armor' && AREA[c.area].tem < 3 && !isZone(c.area) && c.victim !== c.attacker;
    log?.(told('11.1', (w) => w.log.wipedOut(ap, capacity, c.victim, c.area)));
    for (const u of victims) eliminate(s, u, overrun);
    updateControl(s, c.area);
    c.apLeft = 0;
    if (overrun) {
      c.overrun = true;
      c.overrunUnits = c.participants.filter((u) => s.loc[u] === c.area);
      log?.(told('9.4.4', (w) => w.log.overrun));
    }
    return afterAbsorb(s, log);
  }
  s.step = { k: 'absorb' };
}

/** 11.1 The AP allocations open to the victim now (first AP on the lead/Primary Target, exact losses). */
export function absorbOptions(s: ArrasState): LossChoice[] {
  const c = s.combat!;
  const first = c.firstTaken ? -1 : c.victim === c.attacker ? c.friendlyPrimary! : c.defLead;
  return lossChoices(COSTS, lossUnits(s.spent, unitsIn(s, c.area, c.victim)), c.apLeft, [first], false, (u) => retreatDestinations(s, u, c.area));
}

export function absorb(s: ArrasState, u: number, how: AbsorbHow, to: number | undefined, log: Log) {
  const c = s.combat!;
  const cost = lossCost(COSTS, how, !!s.spent[u]);
  c.apLeft -= cost;
  c.firstTaken = true;
  if (how === 'flip') {
    setSpent(s, u, 1);
    log?.(told('11.1', (w) => w.log.flips(unitName(u))));
  } else if (how === 'eliminate') {
    log?.(told('11.1', (w) => w.log.eliminated(unitName(u), cost)));
    eliminate(s, u, false);
    updateControl(s, c.area);
  } else if (to === undefined) {
    log?.(told('11.2.4', (w) => w.log.cannotRetreatAp(unitName(u))));
    eliminate(s, u, false);
    updateControl(s, c.area);
  } else {
    retreatUnit(s, u, to, log);
    log?.(told('11.1', (w) => w.log.spentRetreat));
  }
  if (c.apLeft <= 0 || unitsIn(s, c.area, c.victim).length === 0) {
    c.apLeft = 0;
    return afterAbsorb(s, log);
  }
}

function afterAbsorb(s: ArrasState, log: Log) {
  const c = s.combat!;
  if (c.victim === c.attacker) {
    // 18.6.3 the mistaken attack's losses are taken; the impulse ends.
    c.friendlyAp = 0;
    return endImpulse(s, log);
  }
  defenderVoluntaryRetreat(s, log);
}

/** Put a unit in the Eliminated Units Box (or on the Turn Track after an Overrun, 9.4.4). */
export function eliminate(s: ArrasState, u: number, overrun: boolean) {
  if (overrun && UNITS[u].type !== 'leader') {
    setLoc(s, u, OVERRUN_TRACK);
    s.overrunUntil[u] = s.turn + 1;
  } else setLoc(s, u, ELIMINATED);
  setSpent(s, u, 0);
}
