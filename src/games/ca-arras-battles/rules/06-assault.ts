// Counter-Attack Battles edition, chapter 6 Assaut: 6.1 resolution (6.1.1 dice), 6.2 Valeur d'Attaque,
// 6.3 Valeur Défensive, 6.4 results: 6.4.1 failure, 6.4.2 success, 6.4.2.a Points de Pertes (the loss
// choices are the area-impulse family's), 6.5 Débordement (6.5.1), 6.6 retreats (6.6.1, 6.6.3; 6.6.2
// priorities in ../retreat.ts); 7.3 the first loss when bombarded, 8.1 spent artillery, 9.1 rerolls.
// The area-impulse family runs the machine (combat.ts, losses.ts, overrun.ts) by SPEARHEAD, ADVANCED,
// LOSSES, SEND_BACK, VOLUNTARY and MOVE_ON.

import type { BattlesAction } from '../actions.ts';
import type { AttritionCosts } from '../../../families/area-impulse/attrition.ts';
import {
  type LeadRules,
  type VoluntaryRules,
  joining,
  leadChoice,
  offerRetreats,
  outcome,
  pickLead,
  retreating,
  waitAt,
} from '../../../families/area-impulse/combat.ts';
import { type LossRules, type ReturnRules, absorbing, returning, sendBack, startLosses } from '../../../families/area-impulse/losses.ts';
import { type MoveOnRules, moveOnActions } from '../../../families/area-impulse/overrun.ts';
import { retreatInto } from '../../../families/area-impulse/retreat.ts';
import { type Term, assaultValues as familyValues, totals } from '../../../families/area-impulse/values.ts';
import { SECTOR_BY_ID as SEC, UNITS } from '../data.ts';
import { checkStep } from '../movement.ts';
import { retreatDestinations, returnDestinations } from '../retreat.ts';
import { type BattlesState, type CombatState, BOARD, ELIMINATED, GRAPH, TYPE_OF, WAITING, other, stepOf } from '../state.ts';
import type { AssaultTerm, Values } from '../text/en.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { IDS, ONLY, SIDES, battlesStep } from './common.ts';
import { PROMPTS } from '../text/prompts.ts';
import { roll } from './04-sequence-of-play.ts';
import { mayUseAdvantage, offer } from './09-advantage.ts';
import { flipDone, finishMover, canSpearhead, attackOptions, continueAssault, declareAttack, moveUnit, whyNotMove } from './05-movement.ts';
import { nextSupport, diceOf } from './08-combat-support.ts';
import { resolveBombard, afterBombard } from './07-bombardment.ts';

export function newCombat(s: BattlesState, kind: CombatState['kind'], area: number, inPlace: boolean): CombatState {
  const none = { allied: -1, german: -1 };
  return {
    area,
    kind,
    inPlace,
    attacker: s.momentum,
    spearhead: -1,
    advanced: -1,
    participants: [],
    candidates: [],
    support: none,
    supportAsked: [],
    av: 0,
    dv: 0,
    dice: [],
    pp: 0,
    ppLeft: 0,
    firstTaken: false,
    defenderRetreated: false,
    result: 'none',
    retreatQueue: [],
  };
}

export function toSpearhead(s: BattlesState, log: Log) {
  const c = s.combat!;
  for (const u of c.participants) flipDone(s, u); // 5.2.1 / 6.0 every unit of the assault has acted
  pickLead(SPEARHEAD, s, log); // 6.1 no choice with one candidate
}

/** 6.1 the attacker picks the Unité de Pointe among the units of the assault that may be one. */
const SPEARHEAD: LeadRules<BattlesState> = {
  candidates: (s) => s.combat!.participants.filter(canSpearhead),
  chosen: (s, u, log) => chooseSpearhead(s, u, log),
  ask: waitAt({ k: 'spearhead' }),
};

/** 6.1 the defender picks the Unité Avancée (6.3 A). */
const ADVANCED: LeadRules<BattlesState> = {
  candidates: (s) => advancedCandidates(s),
  chosen: (s, u, log) => chooseAdvanced(s, u, log),
  ask: waitAt({ k: 'advanced' }),
};

export function chooseSpearhead(s: BattlesState, u: number, log: Log) {
  const c = s.combat!;
  c.spearhead = u;
  log?.(told('6.1', (w) => w.log.spearhead(u)));
  pickLead(ADVANCED, s, log);
}

/** 6.3 A the defender's Unité Avancée: any defending unit, artillery and leaders only when nothing else is there (5.2.2). */
export function advancedCandidates(s: BattlesState): number[] {
  const c = s.combat!;
  const all = BOARD.unitsIn(s, c.area, other(c.attacker));
  const fighting = all.filter((u) => TYPE_OF[u] !== 'artillery' && TYPE_OF[u] !== 'leader');
  if (fighting.length) return fighting;
  const leaders = all.filter((u) => TYPE_OF[u] === 'leader');
  return leaders.length ? leaders : all;
}

export function chooseAdvanced(s: BattlesState, u: number, log: Log) {
  const c = s.combat!;
  c.advanced = u;
  log?.(told('6.1', (w) => w.log.advanced(u)));
  const v = assaultValues(s, c);
  c.av = v.av;
  c.dv = v.dv;
  log?.(told('6.2', (w) => w.log.values(v)));
  nextSupport(s, log);
}

/** 6.2 Valeur d'Attaque: the terms the family sums, in the order the log shows them. */
const ATTACK: readonly Term<BattlesState, CombatState, AssaultTerm>[] = [
  {
    rule: '6.2 A',
    of: (_s, c, v) => {
      const n = UNITS[c.spearhead].attack ?? 0;
      v.add(n, { k: 'unit', n, u: c.spearhead });
    },
  },
  {
    rule: '6.2 B', // +1 per other unit of the assault
    of: (_s, c, v) => {
      const n = c.participants.length - 1;
      if (n > 0) v.add(n, { k: 'others', n });
    },
  },
  {
    rule: '6.2 C', // -1 British and French, or Wehrmacht and SS, together
    of: (_s, c, v) => {
      const nations = new Set(c.participants.map((u) => UNITS[u].nation));
      if ((nations.has('british') && nations.has('french')) || (nations.has('wehrmacht') && nations.has('ss'))) v.add(-1, { k: 'mixed' });
    },
  },
  {
    rule: '6.2 E', // -1 every unit that moved in crossed a river
    of: (s, c, v) => {
      const as = s.assault;
      const moved = c.participants.filter((u) => as && u in as.enteredFrom);
      if (!c.inPlace && moved.length && moved.every((u) => as!.crossedRiver.includes(u))) v.add(-1, { k: 'river' });
    },
  },
];

/** 6.3 Valeur de Défense: the terms the family sums, in the order the log shows them. */
const DEFENCE: readonly Term<BattlesState, CombatState, AssaultTerm>[] = [
  {
    rule: '6.3 A', // the Unité Avancée, on its Fraîche or Fatiguée face
    of: (s, c, v) => {
      const def = UNITS[c.advanced];
      const n = s.spent[c.advanced] ? def.spentDefense : def.defense;
      v.add(n, { k: 'unit', n, u: c.advanced });
    },
  },
  {
    rule: '6.3 B', // +1 per other Fraîche defender (not the artillery)
    of: (s, c, v) => {
      let n = 0;
      for (const u of BOARD.unitsIn(s, c.area, other(c.attacker))) if (u !== c.advanced && !s.spent[u] && TYPE_OF[u] !== 'artillery') n++;
      if (n) v.add(n, { k: 'fresh', n });
    },
  },
  {
    rule: '6.3 C', // the sector's terrain
    of: (_s, c, v) => {
      const n = SEC[c.area].tem;
      v.add(n, { k: 'tem', n });
    },
  },
  {
    rule: '6.3 D', // +2 Rommel defends
    of: (s, c, v) => {
      if (BOARD.unitsIn(s, c.area, other(c.attacker)).some((u) => UNITS[u].id === 'Rommel')) v.add(2, { k: 'rommel' });
    },
  },
];

/** 6.2 Valeur d'Attaque and 6.3 Valeur de Défense. */
export const assaultValues = (s: BattlesState, c: CombatState): Values => familyValues(ATTACK, DEFENCE, s, c);

export function rollCombat(s: BattlesState, _log: Log) {
  const c = s.combat!;
  roll(s, 'combat', diceOf(c, c.attacker) + diceOf(c, other(c.attacker)));
}

export function combatTotals(c: CombatState): { ta: number; td: number; a: number[]; d: number[] } {
  const n = c.kind === 'bombard' ? 2 : diceOf(c, c.attacker);
  const t = totals(c.av, c.dv, c.dice, n);
  return { ta: t.at, td: t.dt, a: c.dice.slice(0, n), d: c.dice.slice(n) };
}

export function combatDice(s: BattlesState, dice: number[], log: Log) {
  const c = s.combat!;
  c.dice = dice;
  const t = combatTotals(c);
  log?.(told('6.1', (w) => w.log.totals(c.av, t.a, t.ta, c.dv, t.d, t.td)));
  // 9.1 the holder of the Advantage may force both players to roll again.
  if (mayUseAdvantage(s, s.advantage)) return offer(s, s.advantage, c.kind === 'bombard' ? 'bombard' : 'combat');
  if (c.kind === 'bombard') return resolveBombard(s, log);
  resolveAssault(s, log);
}

export function resolveAssault(s: BattlesState, log: Log) {
  const c = s.combat!;
  const as = s.assault!;
  const { ta, td } = combatTotals(c);
  if (outcome(ta, td, true) === 'repulse') {
    c.result = 'failure';
    as.failed = true;
    log?.(told('6.4.1', (w) => w.log.assaultFails(ta, td, c.spearhead)));
    eliminate(s, c.spearhead);
    for (const u of c.participants) if (s.loc[u] > 0) BOARD.setSpent(s, u, 1);
    if (!c.inPlace) c.retreatQueue = c.participants.filter((u) => s.loc[u] === c.area);
    BOARD.updateControl(s, c.area);
    return attackerReturns(s, log);
  }
  c.result = 'success';
  for (const u of c.participants) BOARD.setSpent(s, u, 1);
  c.pp = ta - td;
  log?.(told('6.4.2', (w) => w.log.assaultSucceeds(ta, td, c.pp)));
  startAbsorb(s, log);
}

/** 6.4.1 / 6.6 the attackers of a failed assault go back where they came from, one at a time (run by the family). */
const SEND_BACK: ReturnRules<BattlesState> = {
  queue: (s) => s.combat!.retreatQueue,
  settled: (s, u, log) => {
    if (s.assault!.fromEnemy.includes(u)) {
      log?.(told('6.4.1', (w) => w.log.enteredFromEnemy(u)));
      eliminate(s, u);
      return true;
    }
    if (s.assault!.enteredFrom[u] !== WAITING) return false;
    BOARD.setLoc(s, u, WAITING);
    log?.(told('6.6', (w) => w.log.backOffMap(u)));
    return true;
  },
  options: (s, u) => returnDestinations(s, u, s.combat!.area, s.assault!.enteredFrom[u]),
  retreat: (s, u, to, log) => retreatTo(s, u, to, log),
  cannot: (s, u, log) => {
    log?.(told('6.6.1', (w) => w.log.noReturn(u)));
    eliminate(s, u);
  },
  ask: (s, u, options) => {
    s.step = { k: 'retreat', side: s.combat!.attacker, unit: u, options };
  },
  done: (s, log) => {
    BOARD.updateControl(s, s.combat!.area);
    afterLosses(s, log);
  },
};

export const attackerReturns = (s: BattlesState, log: Log) => sendBack(SEND_BACK, s, log);

export function retreatTo(s: BattlesState, u: number, to: number, log: Log) {
  const from = retreatInto(LOSSES, s, u, to);
  log?.(told('6.6', (w) => w.log.retreats(u, from, to)));
}

function eliminate(s: BattlesState, u: number) {
  BOARD.setLoc(s, u, ELIMINATED);
  BOARD.setSpent(s, u, 0);
}

/** 6.4.2.a: Fraîche eliminated 5, Fraîche to Fatiguée 2, Fatiguée eliminated 2, Fatiguée retreats 2. */
export const COSTS: AttritionCosts = { freshEliminated: 5, flip: 2, spentEliminated: 2, spentRetreats: 2, eliminationsBeforeRetreats: true };

const victims = (s: BattlesState) => BOARD.unitsIn(s, s.combat!.area, other(s.combat!.attacker));

/** 6.4.2.a the defender absorbs the PP (the first on the Unité Avancée), run by the family. */
const LOSSES: LossRules<BattlesState> = {
  costs: COSTS,
  board: BOARD,
  updateControl: (s, area) => BOARD.updateControl(s, area),
  record: (s) => s.combat!,
  area: (s) => s.combat!.area,
  victims,
  left: (s) => s.combat!.ppLeft,
  setLeft: (s, n) => {
    s.combat!.ppLeft = n;
  },
  taken: (s, how) => {
    if (how === 'retreat') s.combat!.defenderRetreated = true;
  },
  firsts: (s) => firstLoss(s),
  retreated: (s) => s.combat!.defenderRetreated,
  destinations: (s, u) => retreatDestinations(s, u, s.combat!.area),
  // Clarification 6.4.2.a (2): the sum cannot be reached: as close as possible, losses before retreats.
  wipedOut: (pp, capacity) => pp > capacity,
  wipeOut: (s, units, pp, capacity, log) => {
    log?.(told('6.4.2.a', (w) => w.log.wipedOut(pp, capacity)));
    for (const u of units) eliminate(s, u);
  },
  eliminate,
  retreat: retreatTo,
  texts: {
    flipped: (u) => told('6.4.2.a', (w) => w.log.flipped(u)),
    eliminated: (u, cost) => told('6.4.2.a', (w) => w.log.eliminated(u, cost)),
    cannotRetreat: (u) => told('6.6.1', (w) => w.log.cannotRetreat(u)),
    retreated: () => told('6.4.2.a', (w) => w.log.retreatCost),
    above: (pp, target) => told('6.4.2.a', (w) => w.log.noExactLoss(pp, target)),
  },
  ask: waitAt({ k: 'absorb' }),
  done: (s, log) => afterLosses(s, log),
};

export const startAbsorb = (s: BattlesState, log: Log) => startLosses(LOSSES, s, s.combat!.pp, log);

/** The first loss falls on the Unité Avancée (7.3: on the strongest unit when bombarded). */
function firstLoss(s: BattlesState): number[] {
  const c = s.combat!;
  if (c.kind !== 'bombard') return [c.advanced];
  const units = victims(s);
  const best = Math.max(...units.map((u) => UNITS[u].defense));
  return units.filter((u) => UNITS[u].defense === best);
}

/** 6.6.3 the defender's voluntary retreats, run by the family: any defending unit, which becomes Fatiguée. */
const VOLUNTARY: VoluntaryRules<BattlesState> = {
  units: (s) => victims(s),
  options: (s, _side, u) => retreatDestinations(s, u, s.combat!.area),
  retreat: (s, _side, u, to, log) => {
    s.combat!.defenderRetreated = true;
    BOARD.setSpent(s, u, 1);
    retreatTo(s, u, to, log);
  },
  ask: waitAt({ k: 'voluntary-retreat' }),
  done: (s, _side, log) => endCombat(s, log),
};

/** 6.6.3 after an assault the defenders may retreat voluntarily (even when the attacker failed). */
function afterLosses(s: BattlesState, log: Log) {
  const c = s.combat!;
  if (c.kind === 'bombard') return endCombat(s, log);
  offerRetreats(VOLUNTARY, s, other(c.attacker), log);
}

export function endCombat(s: BattlesState, log: Log) {
  const c = s.combat!;
  // 8.1 the supporting artillery is Fatiguée after the assault (if it is still on the map).
  for (const side of SIDES) {
    const art = c.support[side];
    if (art >= 0 && s.loc[art] > 0) BOARD.setSpent(s, art, 1);
  }
  if (c.kind === 'bombard') return afterBombard(s, log);
  const as = s.assault!;
  s.combat = null;
  // 6.5 Débordement: an armored Unité de Pointe, every defender eliminated (none retreated).
  if (
    c.kind === 'assault' &&
    c.result === 'success' &&
    TYPE_OF[c.spearhead] === 'armor' &&
    !c.defenderRetreated &&
    !BOARD.hasUnits(s, c.area, other(c.attacker))
  ) {
    if (c.inPlace) log?.(told('6.5.1', (w) => w.log.noOverrunInPlace));
    else if (SEC[c.area].square) log?.(told('6.5.1', (w) => w.log.noOverrunSquare(c.area)));
    else {
      const units = c.participants.filter((u) => s.loc[u] === c.area && UNITS[u].italic);
      if (units.length) {
        as.overrunUnits.push(...units);
        log?.(told('6.5', (w) => w.log.overrun(units)));
      }
    }
  }
  if (as.overrunUnits.length) {
    s.step = { k: 'overrun' };
    return continueOverrun(s, log);
  }
  continueAssault(s, log);
}

/** 6.5 the Débordement's moves, listed by the family: the armour moving on, then those not yet started, each by 5.2 with the MF left. */
const MOVE_ON: MoveOnRules<BattlesState> = {
  movers: (s) => {
    const as = s.assault!;
    const out: number[] = [];
    if (as.failed) return out; // 4.3 C after a failed assault only the pending assaults are made
    if (as.mover >= 0 && as.overrunUnits.includes(as.mover)) out.push(as.mover);
    for (const u of as.overrunUnits) if (!as.overrunUsed.includes(u) && s.loc[u] > 0 && !as.waiting.includes(u)) out.push(u);
    return out;
  },
  loc: (s) => s.loc,
  neighbours: GRAPH.neighbours,
  mayEnter: (s, u, to) => {
    const as = s.assault!;
    const first = !as.overrunUsed.includes(u);
    return checkStep(s, u, s.loc[u], to, first ? (as.mfLeftOf[u] ?? 0) : as.mfLeft, first).ok;
  },
};

export function overrunActions(s: BattlesState, out: BattlesAction[]) {
  moveOnActions('move', MOVE_ON, s, IDS, out);
  const pending = attackOptions(s);
  for (const o of pending) out.push({ type: 'attack', area: o.area });
  if (!pending.length) out.push({ type: 'done' });
}

export function continueOverrun(s: BattlesState, log: Log) {
  const out: BattlesAction[] = [];
  overrunActions(s, out);
  if (out.length === 1 && out[0].type === 'done') return endOverrun(s, log);
}

export function endOverrun(s: BattlesState, log: Log) {
  const as = s.assault!;
  finishMover(s);
  for (const u of as.overrunUnits) if (!as.done.includes(u)) flipDone(s, u);
  as.overrunUnits = [];
  as.overrunUsed = [];
  continueAssault(s, log);
}

/** 5.2.1 an assault in place: the attacker picks the units that join it, then resolves it. */
export const attackSelectStep = battlesStep('attack-select', {
  rule: '5.2.1',
  actor: (s) => ONLY[s.momentum],
  ...joining({ combat: (s) => s.combat!, canLead: (_s, u) => canSpearhead(u), toLead: (s, log) => toSpearhead(s, log) }, IDS),
  prompt: PROMPTS['attack-select'],
});

/** 6.1 the attacker picks the Unité de Pointe. */
export const spearheadStep = battlesStep('spearhead', {
  rule: '6.1',
  actor: (s) => ONLY[s.momentum],
  ...leadChoice('spearhead', SPEARHEAD, IDS),
  prompt: PROMPTS.spearhead,
});

/** 6.1 / 6.3 A the defender picks the Unité Avancée. */
export const advancedStep = battlesStep('advanced', {
  rule: '6.1',
  actor: (s) => ONLY[other(s.combat!.attacker)],
  ...leadChoice('advanced', ADVANCED, IDS),
  prompt: PROMPTS.advanced,
});

/** 6.4.2.a the defender absorbs the Points de Pertes one unit at a time. */
export const absorbStep = battlesStep('absorb', {
  rule: '6.4.2.a',
  actor: (s) => ONLY[other(s.combat!.attacker)],
  ...absorbing(LOSSES, IDS),
  prompt: PROMPTS.absorb,
});

/** 6.6.1 / 6.6.2 an attacker that cannot stay goes back: its player picks where. */
export const retreatStep = battlesStep('retreat', {
  rule: '6.6.2',
  actor: (s) => ONLY[stepOf(s, 'retreat').side],
  ...returning(SEND_BACK, (s) => stepOf(s, 'retreat'), IDS),
  prompt: PROMPTS.retreat,
});

/** 6.6.3 the defender may retreat units voluntarily (each becomes Fatiguée), then is done. */
export const voluntaryRetreatStep = battlesStep('voluntary-retreat', {
  rule: '6.6.3',
  actor: (s) => ONLY[other(s.combat!.attacker)],
  ...retreating(VOLUNTARY, (s) => other(s.combat!.attacker), IDS),
  prompt: PROMPTS['voluntary-retreat'],
});

/** 6.5 Débordement: the victorious armour moves on with the MF left, or assaults again, or stops. */
export const overrunStep = battlesStep('overrun', {
  rule: '6.5',
  actor: (s) => ONLY[s.momentum],
  legal: (s, _side, out) => overrunActions(s, out),
  perform: {
    move: (s, a, log) => moveUnit(s, a, log),
    attack: (s, a, log) => declareAttack(s, a.area, log),
    done: (s, _a, log) => endOverrun(s, log),
  },
  prompt: PROMPTS.overrun,
  why: { move: (s, role, a) => whyNotMove(s, role, a) },
});
