// Counter-Attack Battles edition, chapter 4 Séquence de jeu: 4.0 the start of a turn (13.1-13.4, 13.6
// arrivals, 14.2, 15.1-15.2), 4.1 Initiative, 4.2 air support (8.3), 4.3 the Combat Phase and its
// impulses, 4.4 to the Reorganization Phase (9.2 offered).

import { freshCheck, passImpulse, switchInitiative } from '../../../families/area-impulse/impulses.ts';
import { AIR_SUPPORT, BLACK_STAR, RESERVE_TRIGGER, UNITS, WHITE_STARS, clock } from '../data.ts';
import { type BattlesState, type Release, type RollPurpose, type Side, hasActiveFresh, other } from '../state.ts';
import type { Log } from '../text/names.ts';
import type { Words } from '../text/en.ts';
import { told } from '../text/fr.ts';
import { mayUseAdvantage, offer } from './09-advantage.ts';
import { flipDone, finishMover } from './05-movement.ts';
import { startReorganization } from './10-reorganization.ts';

export function startTurn(s: BattlesState, log: Log) {
  s.phase = 'initiative';
  s.rollsDone = [];
  s.advantageUsed = { allied: false, german: false };
  log?.(told('4.0', (w) => w.log.turn(s.turn, clock(s.turn))));
  turnStart(s, log);
}

const rolled = (s: BattlesState, p: RollPurpose) => s.rollsDone.includes(p);

export function roll(s: BattlesState, purpose: RollPurpose, dice = 1) {
  s.step = { k: 'roll', purpose, dice };
}

/** The turn's opening rolls and releases, in order, until a die is due or the Combat Phase begins. */
export function turnStart(s: BattlesState, log: Log) {
  const t = s.turn;
  const rel = s.released;
  // 13.1 / 14.2.3a the French Cavalry Corps: dr on Turn 2 (16:00), automatic on Turn 3 (17:00).
  if (!rel.french) {
    if (t === 2 && !rolled(s, 'french')) return roll(s, 'french');
    if (t >= 3) release(s, 'french', log, '13.1', (w) => w.log.frenchAuto);
  }
  // 13.3 the British reserve: a British unit in 7, 6, 2 or 4 at the start of a turn (15.1: or 8 VP).
  if (!rel.reserve) {
    const british = RESERVE_TRIGGER.some((a) => UNITS.some((d, u) => s.loc[u] === a && d.nation === 'british'));
    if (british) release(s, 'reserve', log, '13.3', (w) => w.log.britishReserve);
    else if (s.options.earlyReserve && s.vp >= 8) release(s, 'reserve', log, '15.1', (w) => w.log.earlyReserve(s.vp));
  }
  // 13.2 / 14.2.3b the Panzer Regiments: dr at 18:00 (Turn 4), automatic at 19:00 (Turn 5). See the ruling.
  if (!rel.panzer) {
    if (t === 4 && !rolled(s, 'panzer')) return roll(s, 'panzer');
    if (t >= 5) release(s, 'panzer', log, '13.2', (w) => w.log.panzerAuto);
  }
  // 13.4 the 5th Panzer Division: 5-6 on Turn 6, 4-6 on Turn 7.
  if (!rel.fifth && (t === 6 || t === 7) && !rolled(s, 'fifth')) return roll(s, 'fifth');
  // 13.6 Rommel turns north: from Turn 4, every turn until it succeeds.
  if (!s.rommelNorth && t >= 4 && !rolled(s, 'rommel')) return roll(s, 'rommel');
  // 4.1 Initiative.
  if (t >= 3 && t <= 5) {
    if (!rolled(s, 'initiative')) return roll(s, 'initiative', 4);
    return;
  }
  const w: Side = t <= 2 ? 'allied' : 'german';
  log?.(told('4.1', (x) => x.log.autoInitiative(w, t)));
  beginCombatPhase(s, w, log);
}

function release(s: BattlesState, r: Release, log: Log, rule: string, say: (w: Words) => string) {
  s.released[r] = s.turn;
  log?.(told(rule, say));
}

const RELEASE_OWNER: Record<'french' | 'panzer' | 'fifth', Side> = { french: 'allied', panzer: 'german', fifth: 'german' };

const RELEASE_RULE: Record<'french' | 'panzer' | 'fifth', string> = { french: '13.1', panzer: '13.2', fifth: '13.4' };

export function openingDie(s: BattlesState, purpose: RollPurpose, dice: number[], log: Log) {
  const dr = dice[0];
  s.rollsDone.push(purpose);
  switch (purpose) {
    case 'french':
    case 'panzer':
    case 'fifth': {
      const need = purpose === 'fifth' && s.turn === 6 ? 5 : 4;
      const rule = RELEASE_RULE[purpose];
      if (dr >= need) {
        release(s, purpose, log, rule, (w) => w.log.released(purpose, dr));
        break;
      }
      log?.(told(rule, (w) => w.log.notReleased(purpose, s.turn, dr)));
      if (mayUseAdvantage(s, RELEASE_OWNER[purpose])) return offer(s, RELEASE_OWNER[purpose], purpose);
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
export function initiativeModifier(s: BattlesState): number {
  let drm = 0;
  for (const a of WHITE_STARS) if (s.control[a] === 'allied') drm++;
  if (s.control[BLACK_STAR] === 'german') drm--;
  return drm;
}

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
  s.rollsDone.push('initiative');
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
  s.momentum = s.turnInitiative;
  s.impulse = 1;
  s.lastImpulsePass = false;
  log?.(told('4.3', (w) => w.log.combatPhase(s.momentum)));
  startImpulse(s, log);
}

function startImpulse(s: BattlesState, log: Log) {
  s.assault = null;
  s.combat = null;
  const fresh = freshCheck(s, (side) => hasActiveFresh(s, side));
  if (fresh === 'end') {
    log?.(told('4.3', (w) => w.log.noneFresh));
    return endCombatPhase(s, log);
  }
  if (fresh === 'switch') {
    log?.(told('4.3', (w) => w.log.noFresh(s.momentum)));
    switchInitiative(s);
    return startImpulse(s, log);
  }
  s.step = { k: 'impulse' };
}

/** 4.3 A pass: the Initiative passes; two passes in a row end the Combat Phase. */
export function pass(s: BattlesState, log: Log) {
  log?.(told('4.3', (w) => w.log.passes(s.momentum)));
  if (passImpulse(s)) {
    log?.(told('4.3', (w) => w.log.bothPassed));
    return endCombatPhase(s, log);
  }
  startImpulse(s, log);
}

/** The end of an impulse; `failed` = 4.3 C a failed assault or bombardment hands over the Initiative. */
export function endImpulse(s: BattlesState, failed: boolean, log: Log) {
  const as = s.assault;
  if (as) {
    finishMover(s);
    for (const u of as.waiting) flipDone(s, u);
  }
  s.assault = null;
  s.combat = null;
  s.lastImpulsePass = false;
  if (failed) {
    log?.(told('4.3', (w) => w.log.failure(other(s.momentum))));
    switchInitiative(s);
  } else s.impulse += 1;
  startImpulse(s, log);
}

/** 9.2 / 4.4 the end of the Combat Phase: the Advantage may extend the turn. */
function endCombatPhase(s: BattlesState, log: Log) {
  s.assault = null;
  s.combat = null;
  if (mayUseAdvantage(s, s.advantage)) return offer(s, s.advantage, 'prolong');
  startReorganization(s, 'allied', log);
}
