// Counter-Attack 1940, chapter 11 Attrition and Retreat: 11.1 Attrition Points (the loss choices are the
// area-impulse family's), 11.2 retreats (11.2.1, 11.2.2 priorities in ../retreat.ts), 11.2.3 voluntary
// retreat, 11.2.4 retreat elimination; 9.4.4 eliminations in an Overrun, 18.6.3 mistaken attacks. The
// area-impulse family runs them (losses.ts, combat.ts) by LOSSES, SEND_BACK and VOLUNTARY.

import { told } from '../text/fr.ts';
import { AREA_BY_ID as AREA, UNITS } from '../data.ts';
import type { AttritionCosts } from '../../../families/area-impulse/attrition.ts';
import { type VoluntaryRules, offerRetreats, retreating, waitAt } from '../../../families/area-impulse/combat.ts';
import { type LossRules, type ReturnRules, absorbing, returning, sendBack, startLosses } from '../../../families/area-impulse/losses.ts';
import { retreatInto } from '../../../families/area-impulse/retreat.ts';
import { attackerRetreatDestinations, retreatDestinations } from '../retreat.ts';
import { type ArrasState, type Side, BOARD, ELIMINATED, OVERRUN_TRACK, isZone, other, setLoc, setSpent, unitName, unitsIn, updateControl } from '../state.ts';
import type { Log } from './common.ts';
import { endImpulse } from './06-sequence-of-play.ts';
import { endCombat } from './09-combat.ts';
import { PROMPTS } from '../text/prompts.ts';
import { IDS, ONLY, arrasStep } from './common.ts';

/** 11.2 attackers sent back after a Repulse or Stalemate (9.4.4), one at a time (11.2.1). */
const SEND_BACK: ReturnRules<ArrasState> = {
  queue: (s) => s.combat!.retreatQueue,
  options: (s, u) => attackerRetreatDestinations(s, u, s.combat!.area, s.assault!.enteredFrom[u]),
  retreat: (s, u, to, log) => retreatUnit(s, u, to, log),
  cannot: (s, u, log) => {
    log?.(told('11.2.4', (w) => w.log.cannotRetreat(unitName(u))));
    eliminate(s, u, false);
  },
  ask: (s, u, options) => {
    s.step = { k: 'retreat', side: s.combat!.attacker, unit: u, options, voluntary: false };
  },
  done: (s, log) => defenderVoluntaryRetreat(s, log),
};

export const processAttackerRetreats = (s: ArrasState, log: Log) => sendBack(SEND_BACK, s, log);

export function retreatUnit(s: ArrasState, u: number, to: number, log: Log) {
  const from = retreatInto(LOSSES, s, u, to);
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

/** 11.2.3 voluntary retreats as the area-impulse family's machine runs them: the attacker's, then the defender's. */
const VOLUNTARY: VoluntaryRules<ArrasState> = {
  units: voluntaryRetreatUnits,
  options: voluntaryRetreatOptions,
  retreat: (s, _side, u, to, log) => retreatUnit(s, u, to, log),
  ask: (s, side) => {
    s.step = { k: 'voluntary-retreat', side };
  },
  done: (s, side, log) => doneVoluntary(s, side, log),
};

/** 11.2.3 after a Repulse or Stalemate the attacker's units in the area may retreat: its player is asked (only 'done' where none has a way). */
export const attackerVoluntaryRetreat = (s: ArrasState) => VOLUNTARY.ask(s, s.combat!.attacker);

/** 11.2.3 the defender's Spent units may retreat; none can: the combat ends. */
export const defenderVoluntaryRetreat = (s: ArrasState, log: Log) => offerRetreats(VOLUNTARY, s, other(s.combat!.attacker), log);

/** 11.1 Attrition costs: Fresh eliminated 3, Fresh flipped 1, Spent eliminated 2, Spent retreats 1. */
export const COSTS: AttritionCosts = { freshEliminated: 3, flip: 1, spentEliminated: 2, spentRetreats: 1 };

/** 11.1 the victim absorbs the AP (first on the lead unit or Primary Target, 9.4.3A, 10.4), run by the family. */
const LOSSES: LossRules<ArrasState> = {
  costs: COSTS,
  board: BOARD,
  updateControl, // 7.2 with the 18.3 tracking
  record: (s) => s.combat!,
  area: (s) => s.combat!.area,
  victims: (s) => unitsIn(s, s.combat!.area, s.combat!.victim),
  left: (s) => s.combat!.apLeft,
  setLeft: (s, n) => {
    s.combat!.apLeft = n;
  },
  firsts: (s) => {
    const c = s.combat!;
    return [c.victim === c.attacker ? c.friendlyPrimary! : c.defLead];
  },
  targetFirsts: () => [-1],
  destinations: (s, u) => retreatDestinations(s, u, s.combat!.area),
  wipedOut: (ap, capacity) => ap >= capacity,
  wipeOut: (s, victims, ap, capacity, log) => {
    // 9.4.4 more AP than the defenders can absorb: all are eliminated, the rest ignored; Overrun?
    const c = s.combat!;
    const overrun =
      c.kind === 'assault' && ap > capacity && UNITS[c.lead].type === 'armor' && AREA[c.area].tem < 3 && !isZone(c.area) && c.victim !== c.attacker;
    log?.(told('11.1', (w) => w.log.wipedOut(ap, capacity, c.victim, c.area)));
    for (const u of victims) eliminate(s, u, overrun);
    if (overrun) {
      c.overrun = true;
      c.overrunUnits = c.participants.filter((u) => s.loc[u] === c.area);
      log?.(told('9.4.4', (w) => w.log.overrun));
    }
  },
  eliminate: (s, u) => eliminate(s, u, false),
  retreat: (s, u, to, log) => retreatUnit(s, u, to, log),
  texts: {
    flipped: (u) => told('11.1', (w) => w.log.flips(unitName(u))),
    eliminated: (u, cost) => told('11.1', (w) => w.log.eliminated(unitName(u), cost)),
    cannotRetreat: (u) => told('11.2.4', (w) => w.log.cannotRetreatAp(unitName(u))),
    retreated: () => told('11.1', (w) => w.log.spentRetreat),
  },
  ask: waitAt({ k: 'absorb' }),
  done: (s, log) => afterAbsorb(s, log),
};

export const startAbsorb = (s: ArrasState, ap: number, log: Log) => startLosses(LOSSES, s, ap, log);

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

/** 11.1 the victim absorbs the Attrition Points one unit at a time. */
export const absorbStep = arrasStep('absorb', {
  rule: '11.1',
  actor: (s) => ONLY[s.combat!.victim],
  ...absorbing(LOSSES, IDS),
  prompt: PROMPTS.absorb,
});

/** 11.2.2 an attacking unit retreats: its player picks where. */
export const retreatStep = arrasStep('retreat', {
  rule: '11.2.2',
  actor: (s) => ONLY[(s.step as { side: Side }).side],
  ...returning(SEND_BACK, (s) => s.step as { unit: number; options: number[] }, IDS),
  prompt: PROMPTS.retreat,
});

/** 11.2.3 voluntary retreats of the attacker, then of the defender. */
function doneVoluntary(s: ArrasState, side: Side, log: Log) {
  const c = s.combat!;
  if (side === c.attacker) return defenderVoluntaryRetreat(s, log);
  endCombat(s, log);
}

/** 11.2.3 a side may retreat units voluntarily, then is done. */
export const voluntaryRetreatStep = arrasStep('voluntary-retreat', {
  rule: '11.2.3',
  actor: (s) => ONLY[(s.step as { side: Side }).side],
  ...retreating(VOLUNTARY, (s) => (s.step as { side: Side }).side, IDS),
  prompt: PROMPTS['voluntary-retreat'],
});
