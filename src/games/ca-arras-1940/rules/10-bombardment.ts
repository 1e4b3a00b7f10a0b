// Counter-Attack 1940, chapter 10 Bombardment: 6.2.4 the Bombardment Impulse, 10.1 (10.1.1 range, 10.1.2),
// 10.2 resolution (10.2.1), 10.3 Attack Value, 10.4 Defense Value, 10.5; 14.4 Zones, 18.5, 18.6 air
// bombardment (18.6.3 mistaken attacks).

import { told } from '../text/fr.ts';
import { AIR_MARKERS, AREA_BY_ID as AREA, UNITS } from '../data.ts';
import { type ArrasState, type CombatState, type Side, BOARD, contested, hasUnits, isReleased, isZone, other, setSpent, unitName, unitsIn } from '../state.ts';
import type { Log } from './common.ts';
import { roll, endImpulse } from './06-sequence-of-play.ts';
import { noteAlliesEast } from './08-movement.ts';
import { type Part, newCombat } from './09-combat.ts';
import { defenderVoluntaryRetreat, startAbsorb } from './11-attrition-and-retreat.ts';
import { PROMPTS } from '../text/prompts.ts';
import { IDS, NO_SUPPORT, ONLY, U, arrasStep } from './common.ts';
import { type LeadRules, leadChoice, pickLead, waitAt } from '../../../families/area-impulse/combat.ts';
import { type Sum, type Term, assaultValues } from '../../../families/area-impulse/values.ts';

/** 10.1.1 May artillery unit `u` bombard `target`? */
export function inRange(s: ArrasState, u: number, target: number): boolean {
  const at = s.loc[u];
  if (at <= 0) return false;
  return inRangeFrom(UNITS[u].side, at, fixedRange(s, at), target);
}

/** 10.1.1, 14.4 artillery in a Zone or a Contested Area bombards only its own Area. */
export const fixedRange = (s: ArrasState, at: number): boolean => isZone(at) || contested(s, at);

/** 10.1.1 May artillery of `side` in Area `at` (`fixed`: see `fixedRange`) bombard `target`? */
export function inRangeFrom(side: Side, at: number, fixed: boolean, target: number): boolean {
  if (fixed || isZone(target)) return at === target;
  const bank = AREA[at].scarpe;
  const t = AREA[target];
  if (side === 'german' && bank === 'S') return t.scarpe === 'S';
  return t.scarpe === bank || t.alongScarpe;
}

export function bombardTargetOk(s: ArrasState, side: Side, target: number): boolean {
  if (!hasUnits(s, target, other(side))) return false;
  if (target === 19 && !s.released['panzer-25']) return false; // 10.1.2
  if (target === 21 && !s.released['french-cavalry']) return false; // 10.1.2
  if (side === 'allied' && target === 19 && !s.area19Activated) return false; // 15.3.2
  if (side === 'allied' && s.options.historicalAttackPath && s.turn === 1 && (target === 1 || target === 3)) return false; // 18.1.1
  return true;
}

export function freshArtillery(s: ArrasState, side: Side): number[] {
  const out: number[] = [];
  for (const u of BOARD.ofSide(side)) if (s.loc[u] > 0 && !s.spent[u] && UNITS[u].type === 'artillery' && isReleased(s, u)) out.push(u);
  return out;
}

export function declareBombardment(s: ArrasState, target: number, artillery: number, log: Log) {
  const c = newCombat(s, 'bombardment', target, false, false);
  c.lead = artillery;
  s.combat = c;
  noteAlliesEast(s, s.momentum, target, false);
  log?.(told('6.2.4', (w) => w.log.bombardment(s.momentum, s.impulse, target, unitName(artillery))));
  if (supportOptions(s).length) s.step = { k: 'support' };
  else toPrimary(s, log);
}

/** 10.3B a second Artillery unit may support; SS and Wehrmacht artillery do not support each other. */
export function supportOptions(s: ArrasState): number[] {
  const c = s.combat!;
  const lead = UNITS[c.lead];
  return freshArtillery(s, c.attacker).filter((u) => {
    if (u === c.lead || !inRange(s, u, c.area)) return false;
    const n = UNITS[u].nation;
    return !((n === 'ss' && lead.nation === 'wehrmacht') || (n === 'wehrmacht' && lead.nation === 'ss'));
  });
}

/** 10.2.1 Leaders may be the Primary Target only if they are the only enemy unit type there. */
export function primaryOptions(s: ArrasState, victim: Side): number[] {
  const c = s.combat!;
  const units = unitsIn(s, c.area, victim);
  const nonLeaders = units.filter((u) => UNITS[u].type !== 'leader');
  return nonLeaders.length ? nonLeaders : units;
}

/** 10.2.1 the Primary Target among the victim's units (10.2.2: the bombarding player's own, hit by mistake, 18.6.3). */
const PRIMARY: LeadRules<ArrasState> = {
  candidates: (s) => {
    const c = s.combat!;
    return primaryOptions(s, c.friendlyAp > 0 ? c.attacker : c.victim);
  },
  chosen: (s, u, log) => choosePrimary(s, u, log),
  ask: waitAt({ k: 'primary' }),
};

export const toPrimary = (s: ArrasState, log: Log) => pickLead(PRIMARY, s, log);

export function choosePrimary(s: ArrasState, u: number, log: Log) {
  const c = s.combat!;
  if (c.friendlyAp > 0) {
    c.friendlyPrimary = u;
    log?.(told('18.6.3', (w) => w.log.mistakenTarget(other(c.attacker), unitName(u))));
    c.victim = c.attacker;
    return startAbsorb(s, c.friendlyAp, log);
  }
  c.defLead = u;
  log?.(told('10.2.1', (w) => w.log.primary(unitName(u))));
  const v = bombardmentValues(s, c);
  c.av = v.av;
  c.dv = v.dv;
  log?.(told(c.kind === 'air' ? '18.6' : '10.3', (w) => w.log.bombardValues(c.av, c.dv)));
  roll(s, 'bombardment', 4);
}

/** A term of a bombardment's value as its preview names it: its number, its words, its rule (18.6 for Air Bombardment). */
export interface BombardmentTerm {
  n: number;
  say: Part;
  rule: string;
}

const add = (v: Sum<BombardmentTerm>, n: number, rule: string, say: Part) => v.add(n, { n, say, rule });

/** 10.3 Attack Value (18.6 an Air Bombardment marker's): the terms the family sums, in the order the preview shows them. */
const BOMBARD_ATTACK: readonly Term<ArrasState, CombatState, BombardmentTerm>[] = [
  {
    rule: '10.3A', // the artillery unit's attack factor; 18.6 the Air Bombardment marker's
    of: (_s, c, v) =>
      c.kind === 'air'
        ? add(v, AIR_MARKERS[c.attacker].attack, '18.6', (w) => w.term.airMarker)
        : add(v, UNITS[c.lead].attack ?? 0, '10.3A', () => UNITS[c.lead].name),
  },
  {
    rule: '10.3B',
    of: (_s, c, v) => {
      if (c.kind !== 'air' && c.support >= 0) add(v, 2, '10.3B', (w) => w.term.support(UNITS[c.support].name));
    },
  },
  {
    rule: '10.3C',
    of: (s, c, v) => {
      if (unitsIn(s, c.area, c.victim).length > 4) add(v, 1, c.kind === 'air' ? '18.6' : '10.3C', (w) => w.term.moreThanFour);
    },
  },
];

/** 10.4 Defense Value (18.6: the TEM alone against an Air Bombardment marker): the terms the family sums. */
const BOMBARD_DEFENCE: readonly Term<ArrasState, CombatState, BombardmentTerm>[] = [
  { rule: '10.4A', of: (_s, c, v) => add(v, AREA[c.area].tem, c.kind === 'air' ? '18.6' : '10.4A', (w) => w.term.tem) },
  {
    rule: '10.4B',
    of: (s, c, v) => {
      if (c.kind === 'air') return;
      let n = 0;
      for (const u of unitsIn(s, c.area, c.victim)) if (UNITS[u].type === 'artillery') n++;
      if (n) add(v, n, '10.4B', (w) => w.term.artilleryInArea);
    },
  },
];

/** 10.3 / 10.4 (18.6 for Air Bombardment): the Attack and Defense Values of a bombardment, each term with its rule. */
export const bombardmentValues = (s: ArrasState, c: CombatState) => assaultValues(BOMBARD_ATTACK, BOMBARD_DEFENCE, s, c);

export function bombardmentDice(s: ArrasState, dice: number[], log: Log) {
  const c = s.combat!;
  c.dice = dice;
  const at = c.av + dice[0] + dice[1];
  const dt = c.dv + dice[2] + dice[3];
  log?.(told('10.4', (w) => w.log.bombardTotals(at, dt)));
  // 13.1A the holder of the Advantage may demand a reroll (Reroll markers may not be used, 13.4).
  if (s.advantage && !c.rerolled[s.advantage] && !c.declined?.includes(s.advantage)) {
    s.step = { k: 'reroll-offer', who: s.advantage, purpose: 'bombardment' };
    return;
  }
  resolveBombardment(s, log);
}

export function resolveBombardment(s: ArrasState, log: Log) {
  const c = s.combat!;
  const da = c.dice[0] + c.dice[1];
  const dd = c.dice[2] + c.dice[3];
  const at = c.av + da;
  const dt = c.dv + dd;
  // Attacking artillery flips Spent (10.4); an Air marker is flipped to its used side (18.6).
  if (c.kind === 'bombardment') {
    setSpent(s, c.lead, 1);
    if (c.support >= 0) setSpent(s, c.support, 1);
  }
  // 18.6.3 Mistaken attack: a Contested target and equal unmodified DRs.
  if (c.kind === 'air' && da === dd && contested(s, c.area)) {
    c.friendlyAp = Math.ceil(da / 2);
    log?.(told('18.6.3', (w) => w.log.mistaken(c.friendlyAp)));
  }
  if (at > dt) {
    c.result = 'success';
    c.ap = at - dt;
    log?.(told('10.4', (w) => w.log.bombardSucceeds(c.ap)));
    return startAbsorb(s, c.ap, log);
  }
  log?.(told('10.4', (w) => w.log.bombardFails));
  defenderVoluntaryRetreat(s, log);
}

export function mistakenAttack(s: ArrasState, log: Log) {
  const c = s.combat!;
  if (!hasUnits(s, c.area, c.attacker)) {
    c.friendlyAp = 0;
    return endImpulse(s, log);
  }
  toPrimary(s, log);
}

/** 10.3B the bombarding player may add a supporting artillery unit, or none. */
export const supportStep = arrasStep('support', {
  rule: '10.3B',
  actor: (s) => ONLY[s.momentum],
  legal: (s, _side, out) => {
    for (const u of supportOptions(s)) out.push({ type: 'support', unit: UNITS[u].id });
    out.push(NO_SUPPORT);
  },
  perform: {
    support: (s, a, log) => {
      s.combat!.support = U(a.unit);
      log?.(told('10.3B', (w) => w.log.supports(unitName(U(a.unit)))));
      toPrimary(s, log);
    },
    'no-support': (s, _a, log) => toPrimary(s, log),
  },
  prompt: PROMPTS.support,
});

/** 10.2.1 the Primary Target: chosen by the bombarded player (by the bombarding one when its own units are hit, 10.2.2). */
export const primaryStep = arrasStep('primary', {
  rule: '10.2.1',
  actor: (s) => ONLY[s.combat!.friendlyAp > 0 ? other(s.combat!.attacker) : s.combat!.attacker],
  ...leadChoice('primary', PRIMARY, IDS),
  prompt: PROMPTS.primary,
});
