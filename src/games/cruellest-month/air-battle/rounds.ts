// The Cruellest Month - rounds and impulses on the Air Battle Board (8.7.4): the order of movement, wind (option),
// the balloon's round (8.11.2), and the end of the battle.
import type { LogSink } from '../../../kernel/game.ts';
import type { AirBattle, BattleUnit } from './contract.ts';
import * as D from './data.ts';
import * as G from './geometry.ts';
import { ALT, alt, say, unit, must, tag } from './battle.ts';
import { roundMp, newImpulse } from './manoeuvres.ts';
const { AIRCRAFT, ROUNDS } = D;
const { turn } = G;

export function windCheck(b: AirBattle, u: BattleUnit): void {
  if (b.wind !== null && (u.facing === b.wind || u.facing === turn(b.wind, 3))) b.rolls.push({ kind: 'wind', unit: u.id });
}

export function startRound(b: AirBattle, log?: LogSink): void {
  // 8.7.3: m1, i1, m2, i2, m3, i3, m4, i4.
  b.order = [];
  for (let s = 1; s <= 4; s++) {
    for (let k = 0; k < 2; k++) {
      const side = k === 0 ? b.missionSide : b.interceptorSide;
      for (const u of b.units)
        if (u.side === side && u.seq === s) {
          b.order.push(u.id);
          break;
        }
    }
  }
  b.next = 0;
  b.impulse = null;
  if (log) say(log, '8.7.4', (w) => w.round(b.round));
}

function canMove(b: AirBattle, u: BattleUnit): boolean {
  if (u.where === 'board') return true;
  if (u.where === 'off') return true; // an interceptor off the board may enter or stay off (8.7.5, 8.7.6)
  if (u.where === 'waiting') return b.round >= 2;
  return false;
}

function beginImpulse(b: AirBattle, u: BattleUnit, log?: LogSink): void {
  b.impulse = newImpulse(u.id, roundMp(b, u));
  if (!u.revealed) {
    u.revealed = true;
    // 8.7.3: the markers go to the Aerial Combat Tactical Status Box when the unit first moves.
    if (log) say(log, '8.7.3', (w) => w.moves(tag(b, u), u.seq, u.altitude, u.disrupted, u.ace));
  }
  if (u.where === 'board' && b.options.wind) windCheck(b, u);
}

function missionLeft(b: AirBattle): boolean {
  return b.units.some((u) => u.side === b.missionSide && (u.where === 'board' || u.where === 'waiting'));
}

function finish(b: AirBattle, log?: LogSink): void {
  b.roundsPlayed = Math.min(b.round, ROUNDS.count);
  b.phase = 'over';
  b.impulse = null;
  b.defensive = null;
  for (const u of b.units) {
    if (u.side !== b.missionSide || u.where === 'eliminated') continue;
    // 8.7.4, 8.8: a bomber that failed to deliver within the eight rounds has aborted.
    if ((u.task === 'bombing' || u.task === 'spotting') && !u.delivered && !u.aborted) {
      u.aborted = true;
      if (log) say(log, '8.8', (w) => w.notDelivered(tag(b, u)));
    }
  }
  if (log) say(log, '8.7.4', (w) => w.ends(b.roundsPlayed));
}

function balloonRound(b: AirBattle, log?: LogSink): boolean {
  const bl = b.balloon;
  if (!bl || bl.destroyed || bl.altitude === 'ground') return false;
  if (bl.changing) {
    const i = alt(bl.altitude);
    if (bl.changing === 'up') bl.altitude = ALT[Math.min(2, i + 1)];
    else bl.altitude = i === 0 ? 'ground' : ALT[i - 1];
    bl.changing = null;
    if (log) say(log, '8.11.2', (w) => w.balloonNow(bl.altitude));
    return false; // it changed this round: no new announcement
  }
  return true;
}

/** Move on until a player or the dice must act. */
export function settle(b: AirBattle, log?: LogSink): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (b.phase === 'over' || b.rolls.length) return;
    if (b.phase === 'sequence') return;
    if (b.phase === 'place') {
      if (b.units.some((u) => u.side === b.missionSide && !u.late && u.hex === null)) return;
      b.phase = b.balloon?.aa.length ? 'aa-place' : 'move';
      if (b.phase === 'move') {
        if (balloonRound(b, log)) {
          b.phase = 'balloon';
          return;
        }
        startRound(b, log);
      }
      continue;
    }
    if (b.phase === 'aa-place') {
      if (b.balloon!.aa.some((a) => a.hex === null)) return;
      b.phase = 'move';
      if (balloonRound(b, log)) {
        b.phase = 'balloon';
        return;
      }
      startRound(b, log);
      continue;
    }
    if (b.phase === 'balloon') return;
    // phase 'move'
    if (b.defensive) {
      const mover = unit(b, b.defensive.mover);
      if (!mover || mover.where === 'eliminated' || b.defensive.shooters.length === 0) b.defensive = null;
      else return;
    }
    if (!missionLeft(b)) {
      finish(b, log);
      return;
    }
    const imp = b.impulse;
    if (imp) {
      const u = must(b, imp.unit);
      if (u.where === 'eliminated' || u.where === 'gone') imp.done = true;
      if (!imp.done) return;
      if (!imp.fragilityDone) {
        imp.fragilityDone = true;
        // 8.7.7 Fragility: a Reduced unit, or a Normal Albatros D.III / N-17, that used MPs gained by diving.
        if (imp.bonusSpent > 0 && u.where !== 'eliminated' && (u.reduced || AIRCRAFT[u.aircraft].fragile)) {
          b.rolls.push({ kind: 'fragility', unit: u.id, mod: imp.bonusSpent + (u.disrupted ? 1 : 0) });
          continue;
        }
      }
      // 8.7.5: the Surprise! firing bonus is for its current round only.
      if (b.surprise === u.id) b.surprise = null;
      b.impulse = null;
      b.next += 1;
      continue;
    }
    while (b.next < b.order.length && !canMove(b, must(b, b.order[b.next]))) b.next += 1;
    if (b.next < b.order.length) {
      beginImpulse(b, must(b, b.order[b.next]), log);
      continue;
    }
    // 8.7.4 step 2: advance the Air Battle Round marker.
    b.round += 1;
    if (b.round > ROUNDS.count) {
      finish(b, log);
      return;
    }
    for (const u of b.units) u.noDefensiveFire = false;
    if (balloonRound(b, log)) {
      b.phase = 'balloon';
      startRoundOrderOnly(b);
      return;
    }
    startRound(b, log);
  }
  throw new Error('air battle: settle did not converge');
}

function startRoundOrderOnly(b: AirBattle): void {
  b.order = [];
  b.next = 0;
  b.impulse = null;
}

// Outcome and view
