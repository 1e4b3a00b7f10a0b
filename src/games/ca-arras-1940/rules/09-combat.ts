// Counter-Attack 1940, chapter 9 Combat: 9.1 mandatory and 9.2 optional attacks, 9.3 the Contested Area,
// 9.4 combat resolution: 9.4.1 dice, 9.4.2 Attack Value, 9.4.3 Defense Value, 9.4.4 results and Overrun
// (8.3.4, 8.3.5 on its moves); 13.1A and 13.4 rerolls; 18.5 coordination. The machine is the
// area-impulse family's (combat.ts, overrun.ts), run by COMBAT, ATTACK_LEAD, DEFENCE_LEAD and OVERRUN.

import { sideOfRole } from '../../../families/area-impulse/board.ts';
import { type OverrunRules, fromAreaWon, moveOn, moveOnActions } from '../../../families/area-impulse/overrun.ts';
import {
  type CombatRules,
  attackOptions as familyAttackOptions,
  declareAttack as familyDeclareAttack,
  endWhenIdle,
  fought,
  outcome,
  joining,
  leadChoice,
  pickLead,
  type LeadRules,
  waitAt,
} from '../../../families/area-impulse/combat.ts';
import type { Words } from '../text/en.ts';
import { told } from '../text/fr.ts';
import { AREA_BY_ID as AREA, STACKING_LIMIT, UNITS } from '../data.ts';
import { entryForbidden } from '../movement.ts';
import { stepTaken } from '../../../families/area-impulse/impulses.ts';
import { type Term, assaultValues as familyValues, totals } from '../../../families/area-impulse/values.ts';
import {
  type ArrasState,
  type CombatState,
  type Side,
  GRAPH,
  hasUnits,
  isZone,
  other,
  setLoc,
  setSpent,
  stackCount,
  unitName,
  unitsIn,
  updateControl,
} from '../state.ts';
import type { Log } from './common.ts';
import { roll, endImpulse } from './06-sequence-of-play.ts';
import { useAdvantage } from './13-advantage.ts';
import { noteAlliesEast, canStartMoving, finishMover, legalMoves } from './08-movement.ts';
import {
  attackerVoluntaryRetreat,
  processAttackerRetreats,
  voluntaryRetreatUnits,
  defenderVoluntaryRetreat,
  startAbsorb,
  eliminate,
} from './11-attrition-and-retreat.ts';
import { mistakenAttack } from './10-bombardment.ts';
import type { ArrasAction } from '../actions.ts';
import { PROMPTS } from '../text/prompts.ts';
import { ACCEPT, DONE, IDS, ONLY, REROLL, U, arrasStep } from './common.ts';

export const canLead = (u: number) => UNITS[u].type === 'infantry' || UNITS[u].type === 'armor';

/** Chapter 9's attacks as the area-impulse family's combat machine runs them. */
const COMBAT: CombatRules<ArrasState, CombatState> = {
  assault: (s) => s.assault!,
  combat: (s) => s.combat!,
  attacker: (s) => s.momentum,
  hasUnits,
  mandatory: (s, area) => s.assault!.mandatoryAreas.includes(area), // 9.1
  // 9.3 units in a Contested Active Area may attack there (without moving).
  inPlaceUnits: (s) => {
    const as = s.assault!;
    return as.eligible.filter((u) => canStartMoving(s, u) && !(u in as.enteredFrom));
  },
  canLead: (_s, u) => canLead(u), // 9.4.2A only Infantry and Armor can lead an attack
  finishMover: (s) => finishMover(s),
  open: (s, o, log) => {
    noteAlliesEast(s, s.momentum, o.area, true);
    s.combat = newCombat(s, 'assault', o.area, o.mandatory, o.inPlace);
    log?.(told(o.mandatory ? '9.1' : '9.2', (w) => w.log.attack(s.momentum, o.mandatory, o.area)));
  },
  toLead: (s, log) => toLeadAttacker(s, log),
  select: waitAt({ k: 'attack-select' }),
};

/** Areas the Attacker may attack now (9.1, 9.2, 9.3), with the units that would take part. */
export function attackOptions(s: ArrasState) {
  return familyAttackOptions(COMBAT, s, s.loc);
}

export function pendingMandatory(s: ArrasState): boolean {
  return attackOptions(s).some((o) => o.mandatory);
}

export function declareAttack(s: ArrasState, area: number, log: Log) {
  familyDeclareAttack(COMBAT, s, area, s.loc, log);
}

export function newCombat(s: ArrasState, kind: CombatState['kind'], area: number, mandatory: boolean, inPlace: boolean): CombatState {
  return {
    kind,
    attacker: s.momentum,
    area,
    participants: [],
    candidates: [],
    mandatory,
    inPlace,
    lead: -1,
    defLead: -1,
    support: -1,
    av: 0,
    dv: 0,
    dice: [],
    rerolled: { allied: false, german: false },
    ap: 0,
    apLeft: 0,
    firstTaken: false,
    result: 'none',
    overrun: false,
    overrunUnits: [],
    overrunEnemyArea: -1,
    friendlyAp: 0,
    victim: other(s.momentum),
    retreatQueue: [],
    overrunMoved: [],
  };
}

/** 9.4.2A the attacker picks the Lead Attacking Unit among the Infantry and Armor attacking. */
const ATTACK_LEAD: LeadRules<ArrasState> = {
  candidates: (s) => s.combat!.participants.filter(canLead),
  chosen: (s, u, log) => chooseLead(s, u, log),
  ask: waitAt({ k: 'lead-attacker' }),
};

/** 9.4.3A the defender picks the Lead Defending Unit among its units in the area. */
const DEFENCE_LEAD: LeadRules<ArrasState> = {
  candidates: (s) => unitsIn(s, s.combat!.area, s.combat!.victim),
  chosen: (s, u, log) => chooseDefLead(s, u, log),
  ask: waitAt({ k: 'lead-defender' }),
};

export const toLeadAttacker = (s: ArrasState, log: Log) => pickLead(ATTACK_LEAD, s, log);

export function chooseLead(s: ArrasState, u: number, log: Log) {
  const c = s.combat!;
  c.lead = u;
  log?.(told('9.4.2A', (w) => w.log.leadAttacker(unitName(u))));
  pickLead(DEFENCE_LEAD, s, log);
}

export function chooseDefLead(s: ArrasState, u: number, log: Log) {
  const c = s.combat!;
  c.defLead = u;
  log?.(told('9.4.3A', (w) => w.log.leadDefender(unitName(u))));
  computeAssaultValues(s, log);
  roll(s, 'combat', 4);
}

/** One term of an Attack or Defense Value ("+1 Fresh 2/25 Panzer"), in a language's words. */
export type Part = (w: Words) => string;

export const partsText = (parts: Part[], w: Words) => parts.map((p) => p(w)).join(' ');

/** 18.5 Are all of `units` of nationality `nation`? (Module-level: under tsx a named closure in a hot function is wrapped at each call.) */
function onlyNation(units: readonly number[], nation: string): boolean {
  for (const u of units) if (UNITS[u].nation !== nation) return false;
  return true;
}

/** The units of an attack that are no leaders (9.4.2C, 18.5). */
const nonLeaders = (c: CombatState) => c.participants.filter((u) => UNITS[u].type !== 'leader');

/** 9.4.2 Attack Value: the terms the family sums, in the order the log shows them. */
const ATTACK: readonly Term<ArrasState, CombatState, Part>[] = [
  {
    rule: '9.4.2A',
    of: (_s, c, v) => {
      const lead = UNITS[c.lead];
      v.add(lead.attack ?? 0, () => `${lead.attack} ${lead.name}`);
    },
  },
  {
    rule: '9.4.2B', // +1 per other attacking unit, +2 for Rommel
    of: (s, c, v) => {
      const others = nonLeaders(c);
      for (const u of c.participants) {
        if (u === c.lead) continue;
        const d = UNITS[u];
        if (d.type === 'leader' && s.options.coordination) {
          // 18.5 leaders do not add to an attack made only by the other nationality.
          if (d.nation === 'british' && onlyNation(others, 'french')) continue;
          if (d.nation === 'wehrmacht' && onlyNation(others, 'ss')) continue;
          if (d.nation === 'ss' && onlyNation(others, 'wehrmacht')) continue;
        }
        const n = d.id === 'Rommel' ? 2 : 1;
        v.add(n, () => `+${n} ${d.name}`);
      }
    },
  },
  {
    rule: '9.4.2C', // combined arms: three unit types (leaders do not count)
    of: (_s, c, v) => {
      if (new Set(nonLeaders(c).map((u) => UNITS[u].type)).size >= 3) v.add(1, (w) => `+1 ${w.term.combinedArms}`);
    },
  },
  {
    rule: '9.4.2D', // German air support from Turn 4
    of: (s, c, v) => {
      if (c.attacker === 'german' && s.turn >= 4) v.add(1, (w) => `+1 ${w.term.airSupport}`);
    },
  },
  {
    rule: '18.5', // coordination: British and French, or SS and Wehrmacht, together
    of: (s, c, v) => {
      if (!s.options.coordination) return;
      const nations = new Set(nonLeaders(c).map((u) => UNITS[u].nation));
      if ((nations.has('british') && nations.has('french')) || (nations.has('ss') && nations.has('wehrmacht'))) v.add(-1, (w) => `-1 ${w.term.coordination}`);
    },
  },
];

/** 9.4.3 Defense Value: the terms the family sums, in the order the log shows them. */
const DEFENCE: readonly Term<ArrasState, CombatState, Part>[] = [
  {
    rule: '9.4.3A',
    of: (_s, c, v) => {
      const def = UNITS[c.defLead];
      v.add(def.defense, () => `${def.defense} ${def.name}`);
    },
  },
  {
    rule: '9.4.3B', // +1 per other Fresh defender (not the leaders)
    of: (s, c, v) => {
      for (const u of unitsIn(s, c.area, c.victim))
        if (u !== c.defLead && !s.spent[u] && UNITS[u].type !== 'leader') v.add(1, (w) => `+1 ${w.term.fresh} ${UNITS[u].name}`);
    },
  },
  {
    rule: '9.4.3C', // the area's TEM
    of: (_s, c, v) => {
      const n = AREA[c.area].tem;
      v.add(n, (w) => `+${n} ${w.term.tem}`);
    },
  },
  {
    rule: '9.4.3D', // every attacking unit crossed a natural water (+1) or canal (+2) boundary
    of: (s, c, v) => {
      if (!c.mandatory || c.kind !== 'assault') return;
      const kinds = c.participants.map((u) => GRAPH.boundary(s.assault!.enteredFrom[u], c.area));
      if (kinds.every((k) => k === 'canal-bridge')) v.add(2, (w) => `+2 ${w.term.canal}`);
      else if (kinds.every((k) => k === 'water' || k === 'water-bridge' || k === 'canal-bridge')) v.add(1, (w) => `+1 ${w.term.water}`);
    },
  },
  {
    rule: '9.4.3E', // +1 per defending leader
    of: (s, c, v) => {
      for (const u of unitsIn(s, c.area, c.victim)) if (UNITS[u].type === 'leader') v.add(1, (w) => `+1 ${w.term.leader} ${UNITS[u].name}`);
    },
  },
];

/** 9.4.2 Attack Value and 9.4.3 Defense Value. */
export const assaultValues = (s: ArrasState, c: CombatState) => familyValues(ATTACK, DEFENCE, s, c);

function computeAssaultValues(s: ArrasState, log: Log) {
  const c = s.combat!;
  const v = assaultValues(s, c);
  c.av = v.av;
  c.dv = v.dv;
  log?.(told('9.4.2', (w) => w.log.values(v.av, partsText(v.avParts, w), v.dv, partsText(v.dvParts, w))));
}

/** Dice of an assault Combat Resolution: [attacker DR die, die, defender DR die, die]. */
export function combatDice(s: ArrasState, dice: number[], log: Log) {
  const c = s.combat!;
  c.dice = dice;
  const { at, dt } = totals(c.av, c.dv, dice, 2);
  log?.(told('9.4.1', (w) => w.log.totals(c.av, dice[0] + dice[1], at, c.dv, dice[2] + dice[3], dt)));
  offerCombatReroll(s, log);
}

/** 13.4 / 13.1A The Attacker, then the Defender, may reroll a Combat Resolution once each. */
function offerCombatReroll(s: ArrasState, log: Log) {
  const c = s.combat!;
  for (const who of [c.attacker, other(c.attacker)]) {
    if (c.rerolled[who] || c.declined?.includes(who)) continue;
    if (s.rerollMarker[who] || s.advantage === who) {
      s.step = { k: 'combat-reroll', who };
      return;
    }
  }
  resolveAssault(s, log);
}

export function combatReroll(s: ArrasState, who: Side, using: 'marker' | 'advantage' | null, log: Log) {
  const c = s.combat!;
  if (!using) {
    (c.declined ??= []).push(who);
    return offerCombatReroll(s, log);
  }
  c.rerolled[who] = true;
  if (using === 'marker') {
    s.rerollMarker[who] = false;
    log?.(told('13.4', (w) => w.log.rerollMarker(who)));
  } else {
    useAdvantage(s, who);
    log?.(told('13.1A', (w) => w.log.rerollAdvantage(who)));
  }
  roll(s, 'combat', 4);
}

/** 9.4.4 Computing results. */
function resolveAssault(s: ArrasState, log: Log) {
  const c = s.combat!;
  const { at, dt } = totals(c.av, c.dv, c.dice, 2);
  fought(s.assault!, c.participants);
  const result = outcome(at, dt, false);
  if (result === 'repulse') {
    c.result = 'repulse';
    log?.(told('9.4.4', (w) => w.log.repulse(at, dt, unitName(c.lead))));
    eliminate(s, c.lead, false);
    for (const u of c.participants) if (u !== c.lead) setSpent(s, u, 1);
    if (c.mandatory) {
      log?.(told('9.1', (w) => w.log.mandatoryRepulsed));
      c.retreatQueue = c.participants.filter((u) => s.loc[u] === c.area);
      return processAttackerRetreats(s, log);
    }
    return afterAttackerResult(s, log);
  }
  for (const u of c.participants) setSpent(s, u, 1);
  if (result === 'stalemate') {
    c.result = 'stalemate';
    log?.(told('9.4.4', (w) => w.log.stalemate(at, dt)));
    return afterAttackerResult(s, log);
  }
  c.result = 'success';
  c.ap = at - dt;
  log?.(told('9.4.4', (w) => w.log.success(at, dt, c.ap)));
  startAbsorb(s, c.ap, log);
}

/** After a Repulse or Stalemate: the attacker may retreat voluntarily (not from a Contested Active Area, 9.3). */
function afterAttackerResult(s: ArrasState, log: Log) {
  const c = s.combat!;
  if (!c.inPlace && voluntaryRetreatUnits(s, c.attacker).length) return attackerVoluntaryRetreat(s);
  defenderVoluntaryRetreat(s, log);
}

export function endCombat(s: ArrasState, log: Log) {
  const c = s.combat!;
  if (c.friendlyAp > 0) return mistakenAttack(s, log);
  if (c.overrun && c.kind === 'assault') {
    c.kind = 'overrun-pending';
    s.step = { k: 'overrun' };
    return;
  }
  if (c.kind === 'bombardment' || c.kind === 'air') return endImpulse(s, log);
  s.combat = null;
  continueAssault(s, log);
}

export function continueAssault(s: ArrasState, log: Log) {
  s.step = { k: 'assault' };
  endWhenIdle(s, anyAttack, legalMoves, endAssault, log); // nothing left to do: the Impulse ends by itself
}

const anyAttack = (s: ArrasState) => attackOptions(s).length > 0;

export function endAssault(s: ArrasState, log: Log) {
  finishMover(s);
  const as = s.assault!;
  for (const u of as.waiting) if (!as.done.includes(u)) as.done.push(u);
  log?.(told('8.1', (w) => w.log.endAssault(s.momentum)));
  endImpulse(s, log);
}

/** 9.4.4 Overrun movement as the area-impulse family moves the units on: no MF, at most one enemy-occupied area. */
const OVERRUN: OverrunRules<ArrasState> = {
  record: (s) => s.combat!,
  loc: (s) => s.loc,
  attacked: (s) => s.assault!.attacked,
  neighbours: GRAPH.neighbours,
  isZone,
  mayEnter: (s, u, to) => {
    const c = s.combat!;
    if (entryForbidden(s, c.attacker, c.area, to)) return false;
    if (s.options.historicalAttackPath && c.attacker === 'allied' && s.turn === 1 && (to === 1 || to === 3)) return false; // 18.1.1
    if (GRAPH.boundary(c.area, to) === 'water' && UNITS[u].type !== 'infantry' && UNITS[u].type !== 'leader') return false;
    if (UNITS[u].type !== 'leader' && stackCount(s, to, c.attacker) >= STACKING_LIMIT) return false;
    const enemy = hasUnits(s, to, other(c.attacker));
    if (enemy && c.overrunEnemyArea >= 0 && c.overrunEnemyArea !== to) return false; // only one enemy-occupied area
    if (s.control[to] !== c.attacker && !hasUnits(s, to, c.attacker)) {
      const t = UNITS[u].type;
      if (t === 'artillery' || t === 'leader') return false; // 8.3.4
      if (t === 'antitank' && enemy) return false; // 8.3.5
    }
    return true;
  },
  enter: (s, u, from, to, log) => {
    const c = s.combat!;
    setLoc(s, u, to);
    stepTaken(s.assault!, u, from, to, 0); // 9.4.4 Overrun movement costs no MF
    updateControl(s, from);
    updateControl(s, to);
    if (hasUnits(s, to, other(c.attacker))) c.overrunEnemyArea = to;
    noteAlliesEast(s, c.attacker, to, false);
    log?.(told('9.4.4', (w) => w.log.overrunsInto(unitName(u), to)));
  },
};

const MOVE_ON = fromAreaWon(OVERRUN);

/** 9.4.4 the overrunning units move on, attack the enemy-occupied area entered, or stop. */
export function overrunMoves(s: ArrasState, out: ArrasAction[]): void {
  const c = s.combat!;
  moveOnActions('overrun-move', MOVE_ON, s, IDS, out);
  if (c.overrunEnemyArea >= 0) {
    const units = c.overrunUnits.filter((u) => s.loc[u] === c.overrunEnemyArea);
    if (units.some(canLead) && hasUnits(s, c.overrunEnemyArea, other(c.attacker))) out.push({ type: 'attack', area: c.overrunEnemyArea });
  }
  out.push(DONE);
}

export function overrunAttack(s: ArrasState, log: Log) {
  const c = s.combat!;
  const area = c.overrunEnemyArea;
  const units = c.overrunUnits.filter((u) => s.loc[u] === area);
  s.assault!.attacked.push(area);
  noteAlliesEast(s, c.attacker, area, true);
  const next = newCombat(s, 'overrun', area, false, false);
  next.candidates = units;
  s.combat = next;
  log?.(told('9.4.4', (w) => w.log.overrunAttack(area)));
  s.step = { k: 'attack-select' };
}

/** 9.2 an attack within the Active Area: the attacker picks the units that join it, then resolves it. */
export const attackSelectStep = arrasStep('attack-select', {
  rule: '9.2',
  actor: (s) => ONLY[s.momentum],
  ...joining(COMBAT, IDS),
  prompt: PROMPTS['attack-select'],
});

/** 9.4.2A the attacker picks the Lead Attacking Unit. */
export const leadAttackerStep = arrasStep('lead-attacker', {
  rule: '9.4.2A',
  actor: (s) => ONLY[s.momentum],
  ...leadChoice('lead', ATTACK_LEAD, IDS),
  prompt: PROMPTS['lead-attacker'],
});

/** 9.4.3A the defender picks the Lead Defending Unit. */
export const leadDefenderStep = arrasStep('lead-defender', {
  rule: '9.4.3A',
  actor: (s) => ONLY[other(s.combat!.attacker)],
  ...leadChoice('lead', DEFENCE_LEAD, IDS),
  prompt: PROMPTS['lead-defender'],
});

/** 13.4 a combat roll may be rerolled with a Reroll marker or the Advantage. */
export const combatRerollStep = arrasStep('combat-reroll', {
  rule: '13.4',
  actor: (s) => ONLY[(s.step as { who: Side }).who],
  legal: (s, side, out) => {
    out.push(ACCEPT);
    if (s.rerollMarker[side]) out.push(REROLL.marker);
    if (s.advantage === side) out.push(REROLL.advantage);
  },
  perform: {
    accept: (s, _a, log, role) => combatReroll(s, sideOfRole(role), null, log),
    reroll: (s, a, log, role) => combatReroll(s, sideOfRole(role), a.using, log),
  },
  prompt: PROMPTS['combat-reroll'],
});

/** 9.4.4 Overrun: the overrunning units move on, attack, or stop. */
export const overrunStep = arrasStep('overrun', {
  rule: '9.4.4',
  actor: (s) => ONLY[s.momentum],
  legal: (s, _side, out) => overrunMoves(s, out),
  perform: {
    'overrun-move': (s, a, log) => moveOn(OVERRUN, s, U(a.unit), a.to, log),
    attack: (s, _a, log) => overrunAttack(s, log),
    done: (s, _a, log) => {
      s.combat = null;
      continueAssault(s, log);
    },
  },
  prompt: PROMPTS.overrun,
});
