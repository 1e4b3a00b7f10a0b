// The Cruellest Month - the dice of the Air Battle Board (8.7.9 aerial combat resolution): a hit and its effect (Disrupted,
// Reduced, eliminated), the observer's roll (8.7.11), an ace's (8.7.10), the rotary engine's (8.7.7), an interceptor's
// entry die (8.7.5), AA fire at a bomber, strafer or spotter in a T hex (8.9, 8.10) and at a balloon buster (8.11.1),
// wind (15.1) and sun (15.2). The fire and attacks that queue these rolls are in fire.ts.
import type { LogSink } from '../../../kernel/game.ts';
import * as SD from '../data.ts';
import type { AirBattle, BattleUnit, Mod, PendingRoll, Side } from './contract.ts';
import * as D from './data.ts';
import * as G from './geometry.ts';
import { DIR_NAMES } from '../text/en.ts';
import { DIR_FR } from '../text/fr.ts';
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
      if (log) say(log, rule, `${tag(b, t)} is already Disrupted: no further effect.`, `${tag(b, t)} est déjà désorganisé : sans effet.`);
      return 'none';
    }
    t.disrupted = true;
    if (log) say(log, rule, `${tag(b, t)} is Disrupted.`, `${tag(b, t)} est désorganisé.`);
    return 'disrupted';
  }
  if (t.reduced || !t.reducedFace) {
    t.where = 'eliminated';
    t.hex = null;
    if (t.ace) t.aceLost = true;
    if (b.surprise === t.id) b.surprise = null;
    if (log) say(log, rule, `${tag(b, t)} is eliminated${t.ace ? ' with its ace' : ''}.`, `${tag(b, t)} est éliminé${t.ace ? ' avec son as' : ''}.`);
    return 'eliminated';
  }
  t.reduced = true;
  t.reducedNow = true;
  t.face = { ...t.reducedFace };
  t.disrupted = true; // 8.7.9: automatically Disrupted when it loses a step
  if (log) say(log, rule, `${tag(b, t)} is Reduced (and Disrupted).`, `${tag(b, t)} est réduit (et désorganisé).`);
  return 'reduced';
}

function observerCheck(b: AirBattle, t: BattleUnit, wasDisrupted: boolean, adjacent: boolean, fromRear: boolean): void {
  // 8.7.11: RB and F2a (FB) units that become Disrupted or Reduced roll for their Observer.
  if (!t.observer || t.where === 'eliminated' || !observerRolls(t.type, t.aircraft)) return;
  const mods: Mod[] = [];
  if (wasDisrupted) mods.push({ label: 'RB was Disrupted', value: 1, rule: '8.7.11' });
  if (adjacent) mods.push({ label: 'attacker adjacent', value: 1, rule: '8.7.11' });
  if (fromRear && AIRCRAFT[t.aircraft].pusher) mods.push({ label: 'F.E.2 attacked from behind', value: -1, rule: '8.7.11' });
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
      if (log) say(log, '15.1', `Wind: blowing towards ${DIR_NAMES[b.wind]} (1D6 = ${d}).`, `Vent : souffle vers ${DIR_FR[b.wind]} (1D6 = ${d}).`);
      return;
    case 'sun-dir':
      b.sun = turn(0, d - 1);
      if (log) say(log, '15.2', `Sun: on the ${DIR_NAMES[b.sun]} side of the board (1D6 = ${d}).`, `Soleil : côté ${DIR_FR[b.sun]} du plateau (1D6 = ${d}).`);
      return;
    case 'wind': {
      const u = must(b, r.unit);
      const imp = b.impulse;
      if (!imp || imp.unit !== u.id) return;
      // 2.2.2: an 'L' bomber has +1 SR after delivering its bombs or on an Artillery Spotting Mission.
      const sr = u.face.sr + (u.accel && ((u.unloadedRound !== null && u.unloadedRound < b.round) || u.task === 'spotting') ? 1 : 0);
      if (u.facing === b.wind && d < sr) {
        imp.wind = 1;
        if (log)
          say(log, '15.1', `${tag(b, u)} flies with the wind: +1 free MP (1D6 = ${d} < SR ${sr}).`, `${tag(b, u)} a le vent dans le dos : +1 PM gratuit.`);
      } else if (u.facing === turn(b.wind!, 3) && d > sr) {
        imp.mp = Math.max(0, imp.mp - 1);
        if (log) say(log, '15.1', `${tag(b, u)} flies against the wind: -1 MP (1D6 = ${d} > SR ${sr}).`, `${tag(b, u)} a le vent de face : -1 PM.`);
      } else {
        if (log) say(log, '15.1', `Wind check for ${tag(b, u)}: no effect (1D6 = ${d}).`, `Vent pour ${tag(b, u)} : sans effet.`);
      }
      return;
    }
    case 'entry': {
      const u = must(b, r.unit);
      b.impulse!.entryRoll = d;
      let extra = '';
      if (d === ENTRY_DIE.surprise) {
        if (b.surprise === null && b.surpriseRound !== b.round) {
          b.surprise = u.id;
          b.surpriseRound = b.round;
          extra = ': Surprise! - any board edge hex, +1 to fire this round';
        } else {
          extra = ': any board edge hex (the Surprise! marker is taken)';
        }
      }
      if (log) say(log, '8.7.5', `${tag(b, u)} entry die: ${d}${extra}.`, `${tag(b, u)} dé d'entrée : ${d}${d === 10 ? ' (Surprise !)' : ''}.`);
      return;
    }
    case 'rotary': {
      const u = must(b, r.unit);
      const cost = d % 2 === 0 ? Math.max(0, r.cost - 1) : r.cost;
      if (log)
        say(
          log,
          '8.7.7',
          `${tag(b, u)} rotary engine, manoeuvre to the right: 1D6 = ${d}, costs ${cost} MP.`,
          `${tag(b, u)} moteur rotatif, manœuvre à droite : 1D6 = ${d}, coûte ${cost} PM.`,
        );
      manoeuvre(b, u, r.action, cost, log);
      return;
    }
    case 'fragility': {
      const u = must(b, r.unit);
      const t = d + r.mod;
      if (log)
        say(
          log,
          '8.7.7',
          `${tag(b, u)} fragility: 1D6 ${d} + ${r.mod} = ${t}${t > 6 ? ' > 6: wings fail' : ': holds'}.`,
          `${tag(b, u)} fragilité : ${t}${t > 6 ? ' > 6 : les ailes cèdent' : ' : tient'}.`,
        );
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
          if (log)
            say(log, '8.7.9', `1D10 ${d}, modified ${n} >= ${2 * BALLOON.df}: the balloon is destroyed.`, `1D10 ${d}, modifié ${n} : le ballon est détruit.`);
          aceCheck(b, s, bl.side);
        } else if (n > BALLOON.df) {
          if (log)
            say(log, '8.7.9', `1D10 ${d}, modified ${n} > ${BALLOON.df}: a second die for the balloon.`, `1D10 ${d}, modifié ${n} : second dé pour le ballon.`);
          b.rolls.unshift({ kind: 'balloon', target: 'balloon', shooter: s.id });
        } else {
          if (log) say(log, '8.7.9', `1D10 ${d}, modified ${n}: no effect on the balloon.`, `1D10 ${d}, modifié ${n} : sans effet sur le ballon.`);
        }
        return;
      }
      const t = must(b, r.target);
      const df = t.face.df;
      const res = n >= 2 * df ? 'reduced' : n > df ? 'disrupted' : 'none';
      if (log)
        say(
          log,
          '8.7.9',
          `1D10 ${d}, modified ${n} against DF ${df}: ${res === 'none' ? 'no effect' : res}.`,
          `1D10 ${d}, modifié ${n} contre FD ${df} : ${res === 'none' ? 'sans effet' : res === 'reduced' ? 'réduit' : 'désorganisé'}.`,
        );
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
        if (log) say(log, '8.7.9', `Second die ${d} (even): the balloon is destroyed.`, `Second dé ${d} (pair) : le ballon est détruit.`);
        aceCheck(b, must(b, r.shooter), bl.side);
      } else {
        if (log) say(log, '8.7.9', `Second die ${d} (odd): no effect.`, `Second dé ${d} (impair) : sans effet.`);
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
          if (log)
            say(
              log,
              '8.11.1',
              `1D6 ${d}, modified ${n} <= BF ${r.bf}: the AA unit is hit, Disrupted and lessened to 1xCF (factor ${aa.factor}).`,
              `1D6 ${d}, modifié ${n} : l'unité de DCA est touchée, désorganisée et réduite (facteur ${aa.factor}).`,
            );
        } else {
          aa.removed = true;
          aa.hex = null;
          if (log) say(log, '8.11.1', `1D6 ${d}, modified ${n} <= BF ${r.bf}: the AA unit is removed.`, `1D6 ${d}, modifié ${n} : l'unité de DCA est retirée.`);
        }
      } else {
        if (log) say(log, '8.11.1', `1D6 ${d}, modified ${n} > BF ${r.bf}: no effect.`, `1D6 ${d}, modifié ${n} : sans effet.`);
      }
      return;
    }
    case 'observer': {
      const u = must(b, r.unit);
      const n = total(d, r.mods);
      const lost = observerLostOn(n, b.options.literalObserverRoll);
      if (log)
        say(
          log,
          '8.7.11',
          `Observer of ${tag(b, u)}: 1D6 ${d}, modified ${n}: ${lost ? 'lost (No Observer)' : 'unhurt'}.`,
          `Observateur de ${tag(b, u)} : ${n} : ${lost ? 'perdu' : 'indemne'}.`,
        );
      if (lost) {
        u.observer = false;
        u.observerLost = true;
        if (isMission(b, u) && isBomberType(u) && !u.aborted && !u.delivered && u.task !== 'escort') abort(b, u, 'no Observer', log);
      }
      return;
    }
    case 'ace': {
      const u = must(b, r.unit);
      if (d >= 9 && b.alliedAcesAvailable > 0 && !u.ace) {
        u.ace = true;
        u.aceGained = true;
        b.alliedAcesAvailable -= 1;
        if (log) say(log, '8.7.10', `${tag(b, u)}: 1D10 = ${d}, an Allied Ace joins the unit.`, `${tag(b, u)} : 1D10 = ${d}, un as allié rejoint l'unité.`);
      } else {
        if (log) say(log, '8.7.10', `${tag(b, u)}: 1D10 = ${d}, no ace.`, `${tag(b, u)} : 1D10 = ${d}, pas d'as.`);
      }
      return;
    }
    case 'aa': {
      const u = must(b, r.unit);
      const n = total(d, r.mods);
      if (u.where === 'eliminated') return;
      const res = aaFire(r.aaf, n, u.altitude, u.face.df - (u.disrupted ? 1 : 0));
      if (log)
        say(
          log,
          r.aaIndex !== undefined ? '8.11.1' : '8.9.2',
          `AA fire (AAF ${r.aaf}) at ${tag(b, u)}: 1D10 ${d}, modified ${n}: ${res === 'none' ? 'no effect' : res}.`,
          `Tir de DCA (FAA ${r.aaf}) sur ${tag(b, u)} : ${n} : ${res === 'none' ? 'sans effet' : res === 'reduced' ? 'réduit' : 'désorganisé'}.`,
        );
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
