// The Cruellest Month - the dice of the Air Battle Board (8.7.9 aerial combat resolution): a hit and its effect (Disrupted,
// Reduced, eliminated), the observer's roll (8.7.11), an ace's (8.7.10), the rotary engine's (8.7.7), an interceptor's
// entry die (8.7.5), AA fire at a bomber, strafer or spotter in a T hex (8.9, 8.10) and at a balloon buster (8.11.1),
// wind (15.1) and sun (15.2). The fire and attacks that queue these rolls are in fire.ts.
import type { LogSink } from '../../../kernel/game.ts';
import * as SD from '../data.ts';
import type { AirBattle, BattleUnit, Mod, PendingRoll, Side } from './contract.ts';
import * as D from './data.ts';
import * as G from './geometry.ts';
import { say, must, isMission, tag, isBomberType, observerRolls, observerLostOn } from './battle.ts';
import { manoeuvre } from './manoeuvres.ts';
import { abort, deliver } from './fire.ts';
const { aaFire } = SD;
const { AIRCRAFT, BALLOON, ENTRY_DIE } = D;
const { turn } = G;

/** A Disrupted or Reduced result on a unit (8.7.9). Returns what happened. */
export function hit(
  b: AirBattle,
  t: BattleUnit,
  result: 'disrupted' | 'reduced',
  rule: string,
  log?: LogSink,
): 'none' | 'disrupted' | 'reduced' | 'eliminated' {
  if (result === 'disrupted') {
    if (t.disrupted) {
      if (log) say(log, rule, (w) => w.alreadyDisrupted(tag(b, t)));
      return 'none';
    }
    t.disrupted = true;
    if (log) say(log, rule, (w) => w.disrupted(tag(b, t)));
    return 'disrupted';
  }
  if (t.reduced || !t.reducedFace) {
    t.where = 'eliminated';
    t.hex = null;
    if (t.ace) t.aceLost = true;
    if (b.surprise === t.id) b.surprise = null;
    if (log) say(log, rule, (w) => w.eliminated(tag(b, t), t.ace));
    return 'eliminated';
  }
  t.reduced = true;
  t.reducedNow = true;
  t.face = { ...t.reducedFace };
  t.disrupted = true; // 8.7.9: automatically Disrupted when it loses a step
  if (log) say(log, rule, (w) => w.reduced(tag(b, t)));
  return 'reduced';
}

function observerCheck(b: AirBattle, t: BattleUnit, wasDisrupted: boolean, adjacent: boolean, fromRear: boolean): void {
  // 8.7.11: RB and F2a (FB) units that become Disrupted or Reduced roll for their Observer.
  if (!t.observer || t.where === 'eliminated' || !observerRolls(t.type, t.aircraft)) return;
  const mods: Mod[] = [];
  if (wasDisrupted) mods.push({ label: 'rbDisrupted', value: 1, rule: '8.7.11' });
  if (adjacent) mods.push({ label: 'adjacent', value: 1, rule: '8.7.11' });
  if (fromRear && AIRCRAFT[t.aircraft].pusher) mods.push({ label: 'pusherRear', value: -1, rule: '8.7.11' });
  b.rolls.push({ kind: 'observer', unit: t.id, mods });
}

function aceCheck(b: AirBattle, s: BattleUnit, targetSide: Side): void {
  // 8.7.10: an Allied unit that Reduces or eliminates a German unit (or destroys a balloon) may gain an ace.
  if (s.side !== 'allied' || targetSide !== 'german' || s.ace || s.type === 'NB' || b.alliedAcesAvailable <= 0 || s.where === 'eliminated') return;
  b.rolls.push({ kind: 'ace', unit: s.id });
}

const total = (d: number, mods: Mod[]) => mods.reduce((n, m) => n + m.value, d);

export function resolveRoll(b: AirBattle, d: number, log?: LogSink): void {
  const r = b.rolls.shift()!;
  switch (r.kind) {
    case 'wind-dir':
      b.wind = turn(0, d - 1);
      if (log) say(log, '15.1', (w) => w.windDir(b.wind!, d));
      return;
    case 'sun-dir':
      b.sun = turn(0, d - 1);
      if (log) say(log, '15.2', (w) => w.sunDir(b.sun!, d));
      return;
    case 'wind': {
      const u = must(b, r.unit);
      const imp = b.impulse;
      if (!imp || imp.unit !== u.id) return;
      // 2.2.2: an 'L' bomber has +1 SR after delivering its bombs or on an Artillery Spotting Mission.
      const sr = u.face.sr + (u.accel && ((u.unloadedRound !== null && u.unloadedRound < b.round) || u.task === 'spotting') ? 1 : 0);
      if (u.facing === b.wind && d < sr) {
        imp.wind = 1;
        if (log) say(log, '15.1', (w) => w.windWith(tag(b, u), d, sr));
      } else if (u.facing === turn(b.wind!, 3) && d > sr) {
        imp.mp = Math.max(0, imp.mp - 1);
        if (log) say(log, '15.1', (w) => w.windAgainst(tag(b, u), d, sr));
      } else {
        if (log) say(log, '15.1', (w) => w.windNone(tag(b, u), d));
      }
      return;
    }
    case 'entry': {
      const u = must(b, r.unit);
      b.impulse!.entryRoll = d;
      let surprise: 'new' | 'taken' | null = null;
      if (d === ENTRY_DIE.surprise) {
        if (b.surprise === null && b.surpriseRound !== b.round) {
          b.surprise = u.id;
          b.surpriseRound = b.round;
          surprise = 'new';
        } else {
          surprise = 'taken';
        }
      }
      if (log) say(log, '8.7.5', (w) => w.entryDie(tag(b, u), d, surprise));
      return;
    }
    case 'rotary': {
      const u = must(b, r.unit);
      const cost = d % 2 === 0 ? Math.max(0, r.cost - 1) : r.cost;
      if (log) say(log, '8.7.7', (w) => w.rotary(tag(b, u), d, cost));
      manoeuvre(b, u, r.action, cost, log);
      return;
    }
    case 'fragility': {
      const u = must(b, r.unit);
      const t = d + r.mod;
      if (log) say(log, '8.7.7', (w) => w.fragility(tag(b, u), d, r.mod, t));
      if (t > 6) hit(b, u, 'reduced', '8.7.7', log);
      return;
    }
    case 'fire': {
      const s = must(b, r.shooter);
      const n = total(d, r.mods);
      if (r.target === 'balloon') {
        const bl = b.balloon!;
        if (n >= 2 * BALLOON.df) {
          bl.destroyed = true;
          if (log) say(log, '8.7.9', (w) => w.balloonDestroyed(d, n, 2 * BALLOON.df));
          aceCheck(b, s, bl.side);
        } else if (n > BALLOON.df) {
          if (log) say(log, '8.7.9', (w) => w.balloonSecond(d, n, BALLOON.df));
          b.rolls.unshift({ kind: 'balloon', target: 'balloon', shooter: s.id });
        } else {
          if (log) say(log, '8.7.9', (w) => w.balloonMissed(d, n));
        }
        return;
      }
      const t = must(b, r.target);
      const df = t.face.df;
      const res = n >= 2 * df ? 'reduced' : n > df ? 'disrupted' : 'none';
      if (log) say(log, '8.7.9', (w) => w.fireResult(d, n, df, res));
      if (res === 'none' || t.where === 'eliminated') return;
      const wasDisrupted = t.disrupted;
      const what = hit(b, t, res, '8.7.9', log);
      const follow: PendingRoll[] = [];
      const before = b.rolls;
      b.rolls = follow;
      if (what === 'disrupted' || what === 'reduced') observerCheck(b, t, wasDisrupted, r.adjacent, r.fromRear);
      if (what === 'reduced' || what === 'eliminated') aceCheck(b, s, t.side);
      b.rolls = [...follow, ...before];
      return;
    }
    case 'balloon': {
      const bl = b.balloon!;
      if (d % 2 === 0) {
        bl.destroyed = true;
        if (log) say(log, '8.7.9', (w) => w.secondEven(d));
        aceCheck(b, must(b, r.shooter), bl.side);
      } else {
        if (log) say(log, '8.7.9', (w) => w.secondOdd(d));
      }
      return;
    }
    case 'aa-attack': {
      const aa = b.balloon!.aa[r.index];
      const n = total(d, r.mods);
      // 8.10.6: a result not above the BF is at least one hit.
      if (n <= r.bf) {
        if (aa.double) {
          aa.double = false;
          aa.disrupted = true;
          aa.factor = Math.max(1, Math.floor(aa.factor / 2));
          if (log) say(log, '8.11.1', (w) => w.aaLessened(d, n, r.bf, aa.factor));
        } else {
          aa.removed = true;
          aa.hex = null;
          if (log) say(log, '8.11.1', (w) => w.aaRemoved(d, n, r.bf));
        }
      } else {
        if (log) say(log, '8.11.1', (w) => w.aaMissed(d, n, r.bf));
      }
      return;
    }
    case 'observer': {
      const u = must(b, r.unit);
      const n = total(d, r.mods);
      const lost = observerLostOn(n, b.options.literalObserverRoll);
      if (log) say(log, '8.7.11', (w) => w.observer(tag(b, u), d, n, lost));
      if (lost) {
        u.observer = false;
        u.observerLost = true;
        if (isMission(b, u) && isBomberType(u) && !u.aborted && !u.delivered && u.task !== 'escort') abort(b, u, 'noObserver', log);
      }
      return;
    }
    case 'ace': {
      const u = must(b, r.unit);
      if (d >= 9 && b.alliedAcesAvailable > 0 && !u.ace) {
        u.ace = true;
        u.aceGained = true;
        b.alliedAcesAvailable -= 1;
        if (log) say(log, '8.7.10', (w) => w.aceJoins(tag(b, u), d));
      } else {
        if (log) say(log, '8.7.10', (w) => w.noAce(tag(b, u), d));
      }
      return;
    }
    case 'aa': {
      const u = must(b, r.unit);
      const n = total(d, r.mods);
      if (u.where === 'eliminated') return;
      const res = aaFire(r.aaf, n, u.altitude, u.face.df - (u.disrupted ? 1 : 0));
      if (log) say(log, r.aaIndex !== undefined ? '8.11.1' : '8.9.2', (w) => w.aaFire(r.aaf, tag(b, u), d, n, res));
      if (res !== 'none') {
        const wasDisrupted = u.disrupted;
        const what = hit(b, u, res, '8.9.2', log);
        if (what === 'disrupted' || what === 'reduced') {
          const before = b.rolls;
          b.rolls = [];
          observerCheck(b, u, wasDisrupted, false, false);
          b.rolls = [...b.rolls, ...before];
        }
      }
      if (r.then && (u.where as string) !== 'eliminated') {
        // Ruling: the attack is delivered once the unit survives the AA fire; an observer lost to that
        // fire (rolled next) no longer stops it.
        deliver(b, u, r.then, r.straight, log);
      }
      return;
    }
  }
}
