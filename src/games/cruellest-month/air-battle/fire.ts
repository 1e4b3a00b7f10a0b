// The Cruellest Month - fire and attacks on the Air Battle Board: fire and its geometry (8.7.8, 8.7.9), observers and aces
// (8.7.10, 8.7.11), aborts (8.8), bombing, strafing and spotting (8.10), AA units (8.11.1); the dice that resolve them
// are in resolve.ts.
import type { Action, IllegalInfo, LogSink, Role } from '../../../kernel/game.ts';
import type { AirBattle, Altitude, BattleUnit, Facing, Impulse, Mod } from './contract.ts';
import * as D from './data.ts';
import * as G from './geometry.ts';
import type { AbortWhy } from '../text/air-battle-log.en.ts';
import {
  T_HEXES,
  unitName,
  type Why,
  REFUSED,
  no,
  refusal,
  say,
  unit,
  must,
  isMission,
  tag,
  isBomberType,
  abortScores,
  isFighterType,
  onBoard,
  isWhy,
  boardMover,
} from './battle.ts';
import { avail, spend } from './manoeuvres.ts';
const { BALLOON, BOARD_GRID, RANGES } = D;
const { aspect, between, inForwardArc, towards, turn } = G;

/** Why `shooter` may not fire at `target` with `guns` now (geometry, altitude, blocking; 8.7.8). */
export function fireGeometry(
  b: AirBattle,
  shooter: BattleUnit,
  targetHex: string,
  targetAlt: Altitude | 'ground',
  guns: 'forward' | 'observer',
  exclude: string | null,
  explain: boolean,
): Why {
  if (targetAlt !== shooter.altitude) return no(explain, '8.7.8', 'otherAltitude');
  if (targetHex === shooter.hex) return no(explain, '8.7.8', 'ownHex');
  const d = BOARD_GRID.distance(shooter.hex!, targetHex);
  if (guns === 'forward') {
    if (d > RANGES.fighter.hexes) return !explain ? REFUSED : refusal('8.7.8', 'forwardGunsReachHexes', RANGES.fighter.hexes);
    if (!inForwardArc(shooter.hex!, shooter.facing, targetHex)) return no(explain, '8.7.8', 'targetIsNotInThe');
  } else {
    if (d > RANGES.observer.hexes) return !explain ? REFUSED : refusal('8.7.8', 'observerReachesHexes', RANGES.observer.hexes);
    if (!shooter.allRound && inForwardArc(shooter.hex!, shooter.facing, targetHex)) return no(explain, '8.7.8', 'observerFiresAtSideAnd');
  }
  if (isBlocked(b, shooter.hex!, targetHex, shooter.altitude, shooter.id, exclude)) return no(explain, '8.7.8', 'lineBlocked');
  return null;
}

/** Whether units at `altitude` (not the shooter, not `exclude`: the target) block the line of fire from `from` to `to`. */
function isBlocked(b: AirBattle, from: string, to: string, altitude: Altitude, shooter: string, exclude: string | null): boolean {
  const lines = between(from, to);
  if (lines[0].length === 0 && lines[1].length === 0) return false; // adjacent: nothing between
  // Ruling: a line along hexsides is blocked only if both sides of it are.
  return lineBlocked(b, lines[0], altitude, shooter, exclude) && lineBlocked(b, lines[1], altitude, shooter, exclude);
}

/** Whether a unit at `altitude` (not the shooter, not excluded) stands in one of the hexes of `line`. */
function lineBlocked(b: AirBattle, line: string[], altitude: Altitude, shooter: string, exclude: string | null): boolean {
  for (const o of b.units) {
    // Ruling (8.7.3): a unit whose markers are still secret (it has not moved yet) does not block.
    if (o.hex === null || o.altitude !== altitude || !o.revealed || o.id === shooter || !onBoard(o) || o.id === exclude) continue;
    if (line.includes(o.hex)) return true;
  }
  return false;
}

export function checkFire(b: AirBattle, role: Role, a: Action, explain: boolean): Why {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  const { u, imp } = m;
  if (u.face.af === null) return !explain ? REFUSED : refusal('8.7.8', 'hasNoAfAndMay', unitName(u.id));
  if (imp.fired) return no(explain, '8.7.7', 'movingUnitFiresOnlyOnce');
  const guns = a.guns === 'observer' ? 'observer' : a.guns === 'forward' ? 'forward' : null;
  if (!guns) return no(explain, '8.7.8', 'gunsAreForwardOrObserver');
  if (guns === 'observer') {
    if (!isBomberType(u)) return no(explain, '8.7.8', 'onlyRbUnitsHaveObserver');
    if (!u.observer) return !explain ? REFUSED : refusal('8.7.11', 'hasNoObserver', unitName(u.id));
  }
  if (guns === 'forward' && isBomberType(u) && u.defensiveRound === b.round) return no(explain, '8.7.8', 'firedDefensively');
  if (isFighterType(u) && avail(imp) < 1) return no(explain, '8.7.7', 'fighterFiringItsGunsExpends');
  if (a.target === 'balloon') {
    const bl = b.balloon;
    if (!bl || bl.side === u.side || bl.destroyed || bl.altitude === 'ground') return no(explain, '8.11', 'noEnemyBalloonToFire');
    return fireGeometry(b, u, bl.hex, bl.altitude, guns, null, explain);
  }
  const t = unit(b, String(a.target));
  if (!t || t.side === u.side || !onBoard(t)) return !explain ? REFUSED : refusal('8.7.8', 'notEnemyOnBoard', String(a.target));
  // Ruling (8.7.3): its altitude is secret until it first moves, so it cannot be fired at before.
  if (!t.revealed) return !explain ? REFUSED : refusal('8.7.3', 'hasNotMovedYetIts', unitName(t.id));
  return fireGeometry(b, u, t.hex!, t.altitude, guns, t.id, explain);
}

function inT(u: BattleUnit): boolean {
  return u.hex !== null && T_HEXES.has(u.hex);
}

export function checkBomb(b: AirBattle, role: Role, explain: boolean): Why {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  const { u } = m;
  if (u.task !== 'bombing' || !u.loaded) return !explain ? REFUSED : refusal('8.10.1', 'carriesNoBombsForThis', unitName(u.id));
  if (!inT(u)) return no(explain, '8.10.4', 'bomberMustBeInOne');
  return null;
}

/** The unit moving now, if its task is `task` and it has neither delivered nor aborted (8.6); else why not. */
function onTask(b: AirBattle, role: Role, task: 'strafing' | 'spotting', explain: boolean): { u: BattleUnit; imp: Impulse } | IllegalInfo {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  const { u } = m;
  if (u.task !== task || u.delivered || u.aborted) return !explain ? REFUSED : refusal('8.6', 'notOnTask', unitName(u.id), task);
  return m;
}

export function checkStrafe(b: AirBattle, role: Role, explain: boolean): Why {
  const m = onTask(b, role, 'strafing', explain);
  if (isWhy(m)) return m;
  const { u, imp } = m;
  if (isFighterType(u) && u.engaged) return no(explain, '8.10.2', 'fightersThatEngagedInAerial');
  if (u.altitude !== 'low') return no(explain, '8.10.2', 'strafingIsConductedAtLow');
  if (!inT(u)) return no(explain, '8.7.7', 'strafingNeedsATargetZone');
  if (imp.fired) return no(explain, '8.7.7', 'strafingCountsAsTheUnit');
  if (isFighterType(u) && avail(imp) < 1) return no(explain, '8.7.7', 'strafingCostsMpLikeFiring');
  return null;
}

export function checkSpot(b: AirBattle, role: Role, explain: boolean): Why {
  const m = onTask(b, role, 'spotting', explain);
  if (isWhy(m)) return m;
  const { u, imp } = m;
  if (!u.observer) return no(explain, '8.7.11', 'rbWithoutAnObserverMust');
  if (u.altitude === 'high') return no(explain, '8.10.3', 'spottingIsFlownAtMedium');
  const run = imp.run.slice(-3);
  if (run.length < 2) return no(explain, '8.10.3', 'spottingNeedsAStraightLine');
  if (!run.some((h) => T_HEXES.has(h))) return no(explain, '8.10.3', 'lineNotInTargetZone');
  return null;
}

export function checkAttackAa(b: AirBattle, role: Role, a: Action, explain: boolean): Why {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  const { u, imp } = m;
  const bl = b.balloon;
  const aa = bl?.aa[Number(a.index)];
  if (!bl || bl.side === u.side || !aa || aa.removed || aa.hex === null) return no(explain, '8.11.1', 'noEnemyAaUnitTo');
  if (aa.hex !== u.hex) return no(explain, '8.11.1', 'notInAaHex');
  if (u.face.bf === null) return no(explain, '8.10.1', 'hasNoBombingFactor', unitName(u.id));
  const strafing = u.face.bf === 'S' || !u.loaded;
  if (strafing && u.altitude !== 'low') return no(explain, '8.10.2', 'strafingIsConductedAtLow');
  if (strafing && isFighterType(u) && u.engaged) return no(explain, '8.10.2', 'fightersThatEngagedInAerial');
  if (imp.fired) return no(explain, '8.7.7', 'strafingCountsAsTheUnit');
  if (strafing && isFighterType(u) && avail(imp) < 1) return no(explain, '8.7.7', 'strafingCostsMpLikeFiring');
  return null;
}

export function checkAbort(b: AirBattle, role: Role, explain: boolean): Why {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  const { u } = m;
  if (!isMission(b, u)) return no(explain, '8.7.6', 'interceptorsLeaveTheBoardInstead');
  if (u.aborted) return !explain ? REFUSED : refusal('8.8', 'hasAlreadyAborted', unitName(u.id));
  if (u.task === 'escort' || u.task === 'intercept') return no(explain, '8.8', 'escortSimplyLeavesTheBoard');
  if (u.delivered) return !explain ? REFUSED : refusal('8.8', 'hasAlreadyDeliveredItsAttack', unitName(u.id));
  return null;
}

/** The effect of firing, attacking the target or an AA unit, or aborting (8.7.8, 8.7.11, 8.8, 8.10, 8.11.1). */
export function performAttack(b: AirBattle, u: BattleUnit, imp: Impulse, a: Action, log?: LogSink): void {
  switch (a.type) {
    case 'ab-fire': {
      imp.fired = true;
      if (isFighterType(u)) spend(imp, 1); // 8.7.7: a fighter firing loses momentum; bombers do not
      if (a.guns === 'forward' && isBomberType(u)) u.noDefensiveFire = true; // 8.7.8 RBs as fighters
      if (a.target === 'balloon') {
        queueBalloonFire(b, u, log);
      } else {
        const t = must(b, String(a.target));
        queueFire(b, u, t, t.hex!, t.facing, false, log, a.guns === 'observer');
      }
      return;
    }
    case 'ab-bomb':
      queueAttack(b, u, 'bombing', undefined, log);
      return;
    case 'ab-strafe':
      imp.fired = true;
      if (isFighterType(u)) spend(imp, 1);
      queueAttack(b, u, 'strafing', undefined, log);
      return;
    case 'ab-spot':
      queueAttack(b, u, 'spotting', Math.min(3, imp.run.length) as 2 | 3, log);
      return;
    case 'ab-abort':
      abort(b, u, 'chosen', log);
      return;
    case 'ab-attack-aa': {
      // 8.11.1: AA units can be bombed and strafed, resolved as bombing (8.10.5).
      const strafing = u.face.bf === 'S' || !u.loaded;
      imp.fired = true;
      if (strafing && isFighterType(u)) spend(imp, 1);
      if (!strafing) {
        u.loaded = false;
        u.unloadedRound = b.round;
      }
      const mods: Mod[] = [];
      if (strafing) mods.push({ label: 'strafingLow', value: -2, rule: '8.10.5' });
      else if (u.altitude === 'low') mods.push({ label: 'bombingLow', value: -1, rule: '8.10.5' });
      if (u.ace) mods.push({ label: 'ace', value: -1, rule: '8.10.5' });
      if (u.disrupted) mods.push({ label: 'disrupted', value: 1, rule: '8.10.5' });
      if (b.poorWeather) mods.push({ label: 'poorWeather', value: 1, rule: '8.10.5' });
      const bf = u.face.bf === 'S' || strafing ? 1 : Number(u.face.bf);
      b.rolls.push({ kind: 'aa-attack', unit: u.id, index: Number(a.index), mods, bf });
      if (log) say(log, '8.11.1', (w) => w.attacksAa(tag(b, u), strafing, Number(a.index) + 1));
      return;
    }
  }
}

export function abort(b: AirBattle, u: BattleUnit, why: AbortWhy, log?: LogSink): void {
  u.aborted = true;
  if (u.loaded) {
    u.loaded = false;
    u.unloadedRound = b.round; // jettisons the bombs, and may accelerate (8.8)
  }
  const vp = abortScores(u.type, u.task);
  if (log) say(log, '8.8', (w) => w.aborts(tag(b, u), why, vp));
}

export function aaMods(b: AirBattle, u: BattleUnit, aaDisrupted: boolean): Mod[] {
  const mods: Mod[] = [];
  if (aaDisrupted) mods.push({ label: 'aaDisrupted', value: 1, rule: '8.11.1' });
  if (b.wind !== null && u.facing === turn(b.wind, 3) && u.altitude !== 'high') {
    mods.push({ label: 'wind', value: u.altitude === 'low' ? -2 : -1, rule: '15.1' });
  }
  return mods;
}

function queueAttack(b: AirBattle, u: BattleUnit, kind: 'bombing' | 'strafing' | 'spotting', straight: 2 | 3 | undefined, log?: LogSink): void {
  if (log) say(log, kind === 'spotting' ? '8.10.3' : '8.9', (w) => w.attacksTarget(tag(b, u), kind, u.altitude));
  if (kind === 'bombing') {
    u.loaded = false;
    u.unloadedRound = b.round;
  }
  if (b.targetAaf > 0) b.rolls.push({ kind: 'aa', unit: u.id, aaf: b.targetAaf, mods: aaMods(b, u, false), then: kind, straight });
  else deliver(b, u, kind, straight, log);
}

export function deliver(b: AirBattle, u: BattleUnit, kind: 'bombing' | 'strafing' | 'spotting', straight: 2 | 3 | undefined, log?: LogSink): void {
  u.delivered = { kind, altitude: u.altitude, round: b.round, ...(straight ? { straight } : {}), disruptedAtDelivery: u.disrupted, ace: u.ace };
  if (log) say(log, '8.10', (w) => w.delivers(tag(b, u), kind));
}

// Fire (8.7.8, 8.7.9)

function fireMods(b: AirBattle, s: BattleUnit, t: BattleUnit, tHex: string, tFacing: Facing, observerGuns: boolean): { mods: Mod[]; fromRear: boolean } {
  const mods: Mod[] = [];
  const fighter = isFighterType(s) && !observerGuns;
  const asp = aspect(tHex, tFacing, s.hex!);
  mods.push({ label: 'af', value: s.face.af ?? 0, rule: '8.7.9' });
  if (fighter && !isBomberType(s) && asp === 'rear') mods.push({ label: 'rear', value: 2, rule: '8.7.9' });
  if (fighter && asp === 'front' && (isBomberType(t) || t.loaded)) mods.push({ label: 'bomberFront', value: 1, rule: '8.7.9' });
  if (s.ace) mods.push({ label: 'aceFiring', value: 1, rule: '8.7.9' });
  if (b.surprise === s.id && !isMission(b, s)) mods.push({ label: 'surprise', value: 1, rule: '8.7.5' });
  if (b.sun !== null && towards(tHex, s.hex!, b.sun)) mods.push({ label: 'sun', value: 1, rule: '15.2' });
  const df = t.face.df - (t.disrupted ? 1 : 0);
  mods.push({ label: t.disrupted ? 'targetDfDisrupted' : 'targetDf', value: -df, rule: '8.7.9' });
  if (s.disrupted) mods.push({ label: 'firingDisrupted', value: -2, rule: '8.7.9' });
  if (asp === 'side') mods.push({ label: 'side', value: -1, rule: '8.7.9' });
  const gap = BOARD_GRID.distance(s.hex!, tHex) - 1;
  if (gap > 0) mods.push({ label: 'intervening', value: -gap, rule: '8.7.9' });
  if (t.ace) mods.push({ label: 'aceTarget', value: -1, rule: '8.7.9' });
  return { mods, fromRear: asp === 'rear' };
}

export function queueFire(
  b: AirBattle,
  s: BattleUnit,
  t: BattleUnit,
  tHex: string,
  tFacing: Facing,
  defensive: boolean,
  log?: LogSink,
  observerGuns = defensive,
): void {
  const { mods, fromRear } = fireMods(b, s, t, tHex, tFacing, observerGuns);
  s.engaged = true;
  t.engaged = true;
  const adjacent = BOARD_GRID.distance(s.hex!, tHex) === 1;
  b.rolls.push({ kind: 'fire', shooter: s.id, target: t.id, defensive, adjacent, fromRear, mods });
  if (b.surprise === s.id) b.surprise = null; // 8.7.9: remove the Surprise! marker after firing
  if (log) say(log, defensive ? '8.7.8' : '8.7.9', (w) => w.fires(tag(b, s), tag(b, t), defensive, mods));
}

function queueBalloonFire(b: AirBattle, s: BattleUnit, log?: LogSink): void {
  const bl = b.balloon!;
  const mods: Mod[] = [{ label: 'af', value: s.face.af ?? 0, rule: '8.7.9' }];
  if (s.ace) mods.push({ label: 'ace', value: 1, rule: '8.7.9' });
  if (b.sun !== null && towards(bl.hex, s.hex!, b.sun)) mods.push({ label: 'sun', value: 1, rule: '15.2' });
  mods.push({ label: 'balloonDf', value: -BALLOON.df, rule: '8.11' });
  if (s.disrupted) mods.push({ label: 'firingDisrupted', value: -2, rule: '8.7.9' });
  const gap = BOARD_GRID.distance(s.hex!, bl.hex) - 1;
  if (gap > 0) mods.push({ label: 'intervening', value: -gap, rule: '8.7.9' });
  s.engaged = true;
  b.rolls.push({ kind: 'fire', shooter: s.id, target: 'balloon', defensive: false, adjacent: gap === 0, fromRear: false, mods });
  if (log) say(log, '8.11', (w) => w.firesAtBalloon(tag(b, s)));
}
