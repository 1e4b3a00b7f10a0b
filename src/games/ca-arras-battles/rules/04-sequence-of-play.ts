// Counter-Attack Battles edition, chapter 4 Séquence de jeu: 4.0 the start of a turn (13.1-13.4, 13.6
// arrivals, 14.2, 15.1-15.2), 4.1 Initiative, 4.2 air support (8.3), 4.3 the Combat Phase and its
// impulses, 4.4 to the Reorganization Phase (9.2 offered).

import { type ImpulseLoop, UnitsByArea, endImpulse as endImpulseOf, openCombatPhase, pass as passOf } from '../../../families/area-impulse/impulses.ts';
import type { IllegalInfo } from '../../../kernel/game.ts';
import { type Rolls, diceStep, noDiceDue } from '../../../families/area-impulse/dice.ts';
import * as Turn from '../../../families/area-impulse/turn-start.ts';
import type { ActionOf, BattlesAction } from '../actions.ts';
import { AIR_SUPPORT, BLACK_STAR, RESERVE_TRIGGER, UNITS, WHITE_STARS, ZONE, clock } from '../data.ts';
import { MOVES } from '../movement.ts';
import {
  type BattlesState,
  type RollPurpose,
  type Side,
  type Step,
  BOARD,
  N_UNITS,
  SECTOR_BY_ID,
  SIDE_OF,
  WAITING,
  canAct,
  hasActiveFresh,
  other,
  stepOf,
} from '../state.ts';
import type { Log } from '../text/names.ts';
import { PROMPTS } from '../text/prompts.ts';
import { ONLY, U, battlesStep } from './common.ts';
import { combatDice } from './06-assault.ts';
import { bombard, bombardOptions } from './07-bombardment.ts';
import { gortDie } from './11-victory.ts';
import { bidTieDie } from './14-optional-rules.ts';
import { type Words, en } from '../text/en.ts';
import { fr, refused, told } from '../text/fr.ts';
import { mayUseAdvantage, offer, refreshDie, refreshSectors, useAdvantage } from './09-advantage.ts';
import { activate, canSpearhead, flipDone, finishMover } from './05-movement.ts';
import { startReorganization } from './10-reorganization.ts';

export function startTurn(s: BattlesState, log: Log) {
  s.phase = 'initiative';
  s.rollsDone = [];
  s.advantageUsed = { allied: false, german: false };
  log?.(told('4.0', (w) => w.log.turn(s.turn, clock(s.turn))));
  turnStart(s, log);
}

export function roll(s: BattlesState, purpose: RollPurpose, dice = 1) {
  s.step = { k: 'roll', purpose, dice };
}

/** The turn's opening rolls and releases, in order, until a die is due or the Combat Phase begins. */
export function turnStart(s: BattlesState, log: Log) {
  const t = s.turn;
  const rel = s.released;
  // 13.1 / 14.2.3a the French Cavalry Corps: dr on Turn 2 (16:00), automatic on Turn 3 (17:00).
  if (Turn.releaseDue(s, 'french', 'french', 2, log, () => told('13.1', (w) => w.log.frenchAuto))) return roll(s, 'french');
  // 13.3 the British reserve: a British unit in 7, 6, 2 or 4 at the start of a turn (15.1: or 8 VP).
  if (!rel.reserve) {
    const british = RESERVE_TRIGGER.some((a) => UNITS.some((d, u) => s.loc[u] === a && d.nation === 'british'));
    if (british) Turn.release(s, 'reserve', log, () => told('13.3', (w) => w.log.britishReserve));
    else if (s.options.earlyReserve && s.vp >= 8) Turn.release(s, 'reserve', log, () => told('15.1', (w) => w.log.earlyReserve(s.vp)));
  }
  // 13.2 / 14.2.3b the Panzer Regiments: dr at 18:00 (Turn 4), automatic at 19:00 (Turn 5). See the ruling.
  if (Turn.releaseDue(s, 'panzer', 'panzer', 4, log, () => told('13.2', (w) => w.log.panzerAuto))) return roll(s, 'panzer');
  // 13.4 the 5th Panzer Division: 5-6 on Turn 6, 4-6 on Turn 7.
  if (!rel.fifth && (t === 6 || t === 7) && !Turn.rolledThisTurn(s, 'fifth')) return roll(s, 'fifth');
  // 13.6 Rommel turns north: from Turn 4, every turn until it succeeds.
  if (!s.rommelNorth && t >= 4 && !Turn.rolledThisTurn(s, 'rommel')) return roll(s, 'rommel');
  // 4.1 Initiative.
  const w = Turn.initiativeWithoutDice(t);
  if (!w) {
    if (!Turn.rolledThisTurn(s, 'initiative')) return roll(s, 'initiative', 4);
    return;
  }
  log?.(told('4.1', (x) => x.log.autoInitiative(w, t)));
  beginCombatPhase(s, w, log);
}

const RELEASE_OWNER: Record<'french' | 'panzer' | 'fifth', Side> = { french: 'allied', panzer: 'german', fifth: 'german' };

const RELEASE_RULE: Record<'french' | 'panzer' | 'fifth', string> = { french: '13.1', panzer: '13.2', fifth: '13.4' };

export function openingDie(s: BattlesState, purpose: RollPurpose, dice: number[], log: Log) {
  const dr = dice[0];
  Turn.markRolled(s, purpose);
  switch (purpose) {
    case 'french':
    case 'panzer':
    case 'fifth': {
      const need = purpose === 'fifth' && s.turn === 6 ? 5 : 4;
      const rule = RELEASE_RULE[purpose];
      const yes = Turn.releaseRoll(s, purpose, dr, need, log, (yes) =>
        told(rule, (w) => (yes ? w.log.released(purpose, dr) : w.log.notReleased(purpose, s.turn, dr))),
      );
      if (!yes && mayUseAdvantage(s, RELEASE_OWNER[purpose])) return offer(s, RELEASE_OWNER[purpose], purpose);
      break;
    }
    case 'rommel': {
      // 13.6 +1 if an Allied unit went from 26/28 into 1/3; +2 if ten did (not cumulative).
      const n = s.northward.length;
      const drm = n >= 10 ? 2 : n >= 1 ? 1 : 0;
      const total = dr + drm;
      s.rommelNorth = total >= 6;
      log?.(told('13.6', (w) => w.log.rommel(dr, drm, total, s.rommelNorth)));
      break;
    }
  }
  turnStart(s, log);
}

/** 4.1 the Initiative dice: [Allied, Allied, German, German]. */
export function initiativeDice(s: BattlesState, dice: number[], log: Log) {
  s.pendingInitiative = dice;
  const tie = dice[0] + dice[1] + initiativeModifier(s) === dice[2] + dice[3];
  if (!tie && mayUseAdvantage(s, s.advantage)) return offer(s, s.advantage, 'initiative');
  settleInitiative(s, log);
}

/** 4.1 Allied modifiers: +1 per white-star sector (9, 5) Allied-controlled; -1 if Sector 20 is German. */
const initiativeModifier = (s: BattlesState): number => Turn.starModifier(s.control, WHITE_STARS, BLACK_STAR, 1);

export function settleInitiative(s: BattlesState, log: Log) {
  const d = s.pendingInitiative!;
  s.pendingInitiative = null;
  const drm = initiativeModifier(s);
  const allied = d[0] + d[1] + drm;
  const german = d[2] + d[3];
  const mod = drm ? ` ${drm > 0 ? '+' : ''}${drm}` : '';
  if (allied === german) {
    log?.(told('4.1', (x) => x.log.initiativeTie(d, mod, allied, german)));
    return roll(s, 'initiative', 4);
  }
  const w: Side = allied > german ? 'allied' : 'german';
  Turn.markRolled(s, 'initiative');
  log?.(told('4.1', (x) => x.log.initiative(d, mod, allied, german, w)));
  beginCombatPhase(s, w, log);
}

/** 4.2 / 8.3 air support counters of the turn (15.1, 15.2 balance options). */
export function airFor(s: BattlesState, side: Side, turn: number): number {
  let n = AIR_SUPPORT[side][turn] ?? 0;
  if (side === 'german' && s.options.fewerGermanAir) n--;
  if (side === 'german' && s.options.moreGermanAir) n++;
  if (side === 'allied' && s.options.fewerAlliedAir) n--;
  return Math.max(0, n);
}

function beginCombatPhase(s: BattlesState, w: Side, log: Log) {
  s.air = { allied: airFor(s, 'allied', s.turn), german: airFor(s, 'german', s.turn) };
  log?.(told('4.2', (x) => x.log.air(s.air.allied, s.air.german)));
  s.turnInitiative = w;
  startCombatPhase(s, log);
}

export function startCombatPhase(s: BattlesState, log: Log) {
  s.phase = 'combat';
  log?.(told('4.3', (w) => w.log.combatPhase(s.turnInitiative)));
  openCombatPhase(IMPULSES, s, s.turnInitiative, log);
}

/** 4.3 the Combat Phase's impulses as this edition plays them (the family's loop). */
const IMPULSES: ImpulseLoop<BattlesState, Log> = {
  hasFresh: hasActiveFresh, // 4.3 B
  open: (s) => {
    s.step = { k: 'impulse' };
  },
  noFresh: (s, log) => log?.(told('4.3', (w) => w.log.noFresh(s.momentum))),
  passes: (s, log) => log?.(told('4.3', (w) => w.log.passes(s.momentum))),
  close: (s) => {
    if (!s.assault) return;
    finishMover(s);
    for (const u of s.assault.waiting) flipDone(s, u);
  },
  failed: (s, log) => log?.(told('4.3', (w) => w.log.failure(other(s.momentum)))), // 4.3 C
  end: (s, why, log) => {
    log?.(told('4.3', (w) => (why === 'passes' ? w.log.bothPassed : w.log.noneFresh)));
    endCombatPhase(s, log);
  },
};

/** 4.3 A pass: the Initiative passes; two passes in a row end the Combat Phase. */
export function pass(s: BattlesState, log: Log) {
  passOf(IMPULSES, s, log);
}

/** The end of an impulse; `failed` = 4.3 C a failed assault or bombardment hands over the Initiative. */
export function endImpulse(s: BattlesState, failed: boolean, log: Log) {
  endImpulseOf(IMPULSES, s, failed, log);
}

/** 9.2 / 4.4 the end of the Combat Phase: the Advantage may extend the turn. */
function endCombatPhase(s: BattlesState, log: Log) {
  s.assault = null;
  s.combat = null;
  if (mayUseAdvantage(s, s.advantage)) return offer(s, s.advantage, 'prolong');
  startReorganization(s, 'allied', log);
}

type RollStep = Extract<Step, { k: 'roll' }>;

/** The turn's opening rolls (13.1, 13.2, 13.4, 13.6): their dice read by `openingDie`. */
const opening = (s: BattlesState, dice: number[], st: RollStep, log: Log) => openingDie(s, st.purpose, dice, log);

/** A die roll: each roll's rule, and what its dice do (in the chapter of its rule). */
const ROLLS: Rolls<BattlesState, RollStep, Words> = {
  at: (s) => stepOf(s, 'roll'),
  rules: {
    'bid-tie': { rule: '14.1.2', effect: (s, dice, _st, log) => bidTieDie(s, dice[0], log) },
    french: { rule: '13.1', effect: opening },
    panzer: { rule: '13.2', effect: opening },
    fifth: { rule: '13.4', effect: opening },
    rommel: { rule: '13.6', effect: opening },
    initiative: { rule: '4.1', effect: (s, dice, _st, log) => initiativeDice(s, dice, log) },
    combat: { rule: '6.1.1', effect: (s, dice, _st, log) => combatDice(s, dice, log) },
    bombard: { rule: '7.2', effect: (s, dice, _st, log) => combatDice(s, dice, log) },
    refresh: { rule: '9.3', effect: (s, dice, _st, log) => refreshDie(s, dice[0], log) },
    gort: { rule: '13.5', effect: (s, dice, _st, log) => gortDie(s, dice[0], log) },
  },
  // 6.1.1 an assault rolls two dice, three with combat support (8.0).
  label: (w, s, st) => {
    if (st.purpose !== 'combat') return w.roll[st.purpose];
    const a = s.combat!.support[s.combat!.attacker] === -1 ? 2 : 3;
    return w.assaultRoll(a, st.dice - a);
  },
  en,
  fr,
};

/** Outside a roll no dice are due. */
export const noRoll = noDiceDue(en.refuse.noDice, fr.refuse.noDice);

/** A die roll (13.1-13.6, 4.1, 6.1.1, 7.2, 9.3, 14.1.2): the chance role rolls; the roll's purpose reads the dice. */
export const rollStep = battlesStep('roll', { rule: '6.1.1', ...diceStep(ROLLS) });

/** The units that may act by sector, for the listings of impulse choices (the family's; WAITING in slot 0). */
const BY_AREA = new UnitsByArea(N_UNITS, ZONE.F + 1);
/** The impulse listing's actions, one frozen object each (the listing is made at every impulse; nothing writes into an action). */
const ENTER: BattlesAction = Object.freeze({ type: 'enter' });
const PASS: BattlesAction = Object.freeze({ type: 'pass' });
const ACTIVATE: readonly BattlesAction[] = Array.from({ length: ZONE.F + 1 }, (_, area) => Object.freeze({ type: 'activate', area }));

/** 4.3 the choices of the player with the Initiative at the start of an impulse. */
function impulseActions(s: BattlesState, side: Side, out: BattlesAction[]) {
  // The units that may act, by sector in increasing order, WAITING (< 0) first (one pass: activatable()
  // per sector would scan every unit again).
  MOVES.begin(); // canDoSomething's questions, answered once per class, sector and MF
  BY_AREA.clear();
  for (let u = 0; u < N_UNITS; u++) if (SIDE_OF[u] === side && canAct(s, u)) BY_AREA.add(s.loc[u] === WAITING ? 0 : s.loc[u], u);
  const { count, stride } = BY_AREA;
  for (let i = 0; i <= ZONE.F; i++) {
    const a = i === 0 ? WAITING : i;
    if (!count[i] || !canDoSomething(s, a, i * stride, i * stride + count[i])) continue;
    out.push(a === WAITING ? ENTER : ACTIVATE[a]);
  }
  bombardOptions(s, side, null, out);
  if (mayUseAdvantage(s, side)) for (const a of refreshSectors(s, side)) out.push({ type: 'refresh', area: a }); // 9.3
  out.push(PASS);
}

/**
 * An activation must let at least one unit move or assault (so that every impulse changes something):
 * may one of the units `BY_AREA.units[lo .. hi - 1]`, in `area`, move or assault in place?
 */
function canDoSomething(s: BattlesState, area: number, lo: number, hi: number): boolean {
  const contested = area > 0 && BOARD.contested(s, area);
  for (let k = lo; k < hi; k++) {
    const u = BY_AREA.units[k];
    if (contested && canSpearhead(u)) return true; // 5.2.1 assault in place
    if (MOVES.canStep(s, u, area, UNITS[u].move, false)) return true;
  }
  return false;
}

/** 2.1.4 / 7.1 why a bombardment's target is refused. */
function whyNotBombard(s: BattlesState, role: Side, a: ActionOf<'bombard'>): IllegalInfo | null {
  if (SECTOR_BY_ID[a.target]?.zone) return refused('7.1', (w) => w.refuse.zoneBombard);
  if (role === 'german' && SECTOR_BY_ID[a.target]?.ident === 'blue' && !s.rommelNorth) {
    return refused('2.1.4', (w) => w.refuse.blueBombard(a.target));
  }
  return null;
}

/** 4.3 an impulse: the player with the Initiative activates a Sector (5.0), brings units on (13.0), bombards (7.0), refreshes (9.3) or passes. */
export const impulseStep = battlesStep('impulse', {
  rule: '4.3',
  actor: (s) => ONLY[s.momentum],
  legal: impulseActions,
  perform: {
    activate: (s, a, log) => activate(s, a.area, log),
    enter: (s, _a, log) => activate(s, WAITING, log),
    bombard: (s, a, log) => bombard(s, U(a.artillery), a.target, log),
    refresh: (s, a, log) => {
      useAdvantage(s, log, (w) => w.log.use.refresh(a.area), '9.3');
      s.pendingRefresh = a.area;
      roll(s, 'refresh');
    },
    pass: (s, _a, log) => pass(s, log),
  },
  prompt: PROMPTS.impulse,
  why: {
    activate: (s, role, a) => (BOARD.hasFresh(s, a.area, role) ? null : refused('5.0', (w) => w.refuse.noFresh(a.area))),
    bombard: whyNotBombard,
  },
});
