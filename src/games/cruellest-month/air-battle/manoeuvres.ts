// The Cruellest Month - the Air Battle Board's manoeuvres (8.7.5-8.7.7): movement points, each manoeuvre's check, the
// mover's listing (`legalManoeuvres`, in the candidates' order) and each manoeuvre's effect; entering the board is in entry.ts.
import type { Action, LogSink, Role } from '../../../kernel/game.ts';
import type { AirBattle, Altitude, BattleUnit, Facing, Impulse } from './contract.ts';
import * as D from './data.ts';
import type { MoveCosts } from './data.ts';
import * as G from './geometry.ts';
import {
  ALT,
  alt,
  T_HEXES,
  type Why,
  REFUSED,
  no,
  refusal,
  say,
  isMission,
  tag,
  isBomberType,
  isFighterType,
  onBoard,
  active,
  isWhy,
  boardMover,
  fireCandidates,
} from './battle.ts';
import { fireGeometry, checkFire, checkStrafe, checkSpot, checkAttackAa } from './fire.ts';
import { entered } from './entry.ts';
const { AIRCRAFT, MOVEMENT_TABLE, moveClass } = D;
const { ahead, turn } = G;

export function costs(u: BattleUnit): MoveCosts {
  return MOVEMENT_TABLE[moveClass(u.type, u.loaded)][u.disrupted ? 'disrupted' : 'normal'];
}

function turnCost(u: BattleUnit): number {
  return costs(u).turn + AIRCRAFT[u.aircraft].turnExtra;
}

/** Roll (F, FB not carrying bombs) or S-Turn (RB, NB); null when not allowed (8.7.7). */
function rollCost(u: BattleUnit): number | null {
  if (isFighterType(u) && u.loaded) return null;
  return costs(u).roll;
}

function immelmannCost(u: BattleUnit): number | null {
  if (!isFighterType(u) || u.loaded) return null;
  return costs(u).immelmann;
}

function ceiling(u: BattleUnit): Altitude {
  return u.loaded ? 'medium' : 'high'; // 8.7.7: loaded bombers cannot climb above medium
}

export const avail = (imp: Impulse) => imp.mp + imp.bonus + Math.max(0, imp.wind);

/** Printed MPs of a unit this round (8.7.7: -1 Disrupted; +1 for 'L' after unloading or spotting, 2.2.2). */
export function roundMp(b: AirBattle, u: BattleUnit): number {
  let mp = AIRCRAFT[u.aircraft].mp;
  if (u.disrupted) mp -= 1;
  if (u.accel && ((u.unloadedRound !== null && u.unloadedRound < b.round) || u.task === 'spotting')) mp += 1;
  return Math.max(0, mp);
}

/** Spend MPs: printed first, then the free wind MP, then MPs gained by diving (counted for fragility). */
export function spend(imp: Impulse, n: number): void {
  const a = Math.min(imp.mp, n);
  imp.mp -= a;
  n -= a;
  if (n > 0 && imp.wind > 0) {
    const w = Math.min(imp.wind, n);
    imp.wind -= w;
    n -= w;
  }
  if (n > 0) {
    imp.bonus -= n;
    imp.bonusSpent += n;
  }
  imp.started = true;
}

export function newImpulse(id: string, mp: number): Impulse {
  return {
    unit: id,
    mp,
    bonus: 0,
    lastTurnOrRoll: false,
    fired: false,
    started: false,
    dived: 0,
    climbed: 0,
    bonusSpent: 0,
    straight: 0,
    straightT: false,
    run: [],
    entryRoll: null,
    wind: 0,
    leftStart: false,
    aaFired: [],
    done: false,
    fragilityDone: false,
  };
}

// Checks: null when legal, else why not (with the rule)

export function checkForward(b: AirBattle, role: Role, explain: boolean): Why {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  if (avail(m.imp) < 1) return no(explain, '8.7.7', 'noMpsLeft');
  if (!ahead(m.u.hex!, m.u.facing)) return no(explain, '8.7.6', 'exitInstead');
  return null;
}

export function checkExit(b: AirBattle, role: Role, explain: boolean): Why {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  if (avail(m.imp) < 1) return no(explain, '8.7.6', 'leavingTheBoardCostsMp');
  if (ahead(m.u.hex!, m.u.facing)) return no(explain, '8.7.6', 'unitLeavesTheBoardOnly');
  return null;
}

export function checkTurn(b: AirBattle, role: Role, a: Action, explain: boolean): Why {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  if (a.dir !== 'left' && a.dir !== 'right') return no(explain, '8.7.7', 'turnLeftOrRight');
  if (m.imp.lastTurnOrRoll) return no(explain, '8.7.7', 'noConsecutiveTurnsOrRolls');
  if (avail(m.imp) < turnCost(m.u)) return !explain ? REFUSED : refusal('8.7.7', 'turnCostsMp', turnCost(m.u));
  return null;
}

export function checkRoll(b: AirBattle, role: Role, a: Action, explain: boolean): Why {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  if (a.dir !== 'left' && a.dir !== 'right') return no(explain, '8.7.7', 'rollLeftOrRight');
  const c = rollCost(m.u);
  if (c === null) return no(explain, '8.7.7', 'fighterCarryingBombsMayNot');
  if (m.imp.lastTurnOrRoll) return no(explain, '8.7.7', 'noConsecutiveTurnsOrRolls');
  if (avail(m.imp) < c) return !explain ? REFUSED : refusal('8.7.7', 'rollCosts', isBomberType(m.u), c);
  if (!ahead(m.u.hex!, m.u.facing + (a.dir === 'left' ? -1 : 1))) return no(explain, '8.7.7', 'thatHexOffBoard');
  return null;
}

export function checkImmelmann(b: AirBattle, role: Role, explain: boolean): Why {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  const c = immelmannCost(m.u);
  if (c === null) return no(explain, '8.7.7', 'immelmannFighterOnly');
  if (m.imp.lastTurnOrRoll) return no(explain, '8.7.7', 'noConsecutiveTurnsOrRolls');
  if (avail(m.imp) < c) return !explain ? REFUSED : refusal('8.7.7', 'immelmannCostsMp', c);
  if (!ahead(m.u.hex!, m.u.facing)) return no(explain, '8.7.7', 'aheadOffBoard');
  return null;
}

export function checkClimb(b: AirBattle, role: Role, explain: boolean): Why {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  if (alt(m.u.altitude) >= alt(ceiling(m.u))) return no(explain, '8.7.7', m.u.loaded ? 'loadedCeiling' : 'ceiling');
  if (m.imp.climbed >= 1) return no(explain, '8.7.7', 'noUnitCanClimbMore');
  const c = 1 + costs(m.u).climb;
  if (avail(m.imp) < c) return !explain ? REFUSED : refusal('8.7.7', 'movingAheadAndClimbingCosts', c);
  if (!ahead(m.u.hex!, m.u.facing)) return no(explain, '8.7.7', 'aheadOffBoard');
  return null;
}

export function checkZoom(b: AirBattle, role: Role, explain: boolean): Why {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  if (AIRCRAFT[m.u.aircraft].maxClimb < 2) return no(explain, '8.7.7', 'onlyTheSopwithTriplaneClimbs');
  if (m.imp.started) return no(explain, '8.7.7', 'triplaneUsesAllOfIts');
  if (m.u.altitude !== 'low') return no(explain, '8.7.7', 'twoLevelsUpFromLow');
  if (!ahead(m.u.hex!, m.u.facing)) return no(explain, '8.7.7', 'aheadOffBoard');
  if (m.imp.mp < 1) return no(explain, '8.7.7', 'noMps');
  return null;
}

export function checkDive(b: AirBattle, role: Role, explain: boolean): Why {
  const m = boardMover(b, role, explain);
  if (isWhy(m)) return m;
  if (m.u.altitude === 'low') return no(explain, '8.7.7', 'noUnitCanMoveBelow');
  if (m.imp.dived >= AIRCRAFT[m.u.aircraft].maxDive) return no(explain, '8.7.7', 'noUnitCanDiveMore');
  if (avail(m.imp) < 1) return no(explain, '8.7.7', 'noMpsLeft');
  if (!ahead(m.u.hex!, m.u.facing)) return no(explain, '8.7.7', 'aheadOffBoard');
  return null;
}

/** Could the mover spend MPs some way other than leaving the board? (8.7.7: all printed MPs must be spent.) */
function canSpend(b: AirBattle, role: Role, u: BattleUnit): boolean {
  if (
    !checkForward(b, role, false) ||
    !checkClimb(b, role, false) ||
    !checkDive(b, role, false) ||
    !checkImmelmann(b, role, false) ||
    !checkZoom(b, role, false)
  )
    return true;
  for (const dir of ['left', 'right'])
    if (!checkTurn(b, role, { type: 'ab-turn', dir }, false) || !checkRoll(b, role, { type: 'ab-roll', dir }, false)) return true;
  if (isFighterType(u)) for (const a of fireCandidates(b, u)) if (!checkFire(b, role, a, false)) return true;
  if (!checkStrafe(b, role, false)) return true;
  return false;
}

export function checkEnd(b: AirBattle, role: Role, explain: boolean): Why {
  const m = active(b, role, explain);
  if (isWhy(m)) return m;
  const { u, imp } = m;
  if (u.where === 'waiting') return null; // a latecomer may wait for a later round (8.7.1)
  if (u.where === 'off') return no(explain, '8.7.5', 'offBoardInterceptorStaysOff');
  if (imp.mp > 0 && canSpend(b, role, u)) return !explain ? REFUSED : refusal('8.7.7', 'printedMpLeft', imp.mp);
  return null;
}

/**
 * The legal actions of the unit moving on the board, listed directly (8.7.7-8.7.11, 8.10, 8.11): the same
 * actions in the same order as the candidates that pass their checks (`legalByChecks`; a test compares them
 * on many random positions), without running each check and the must-spend-MPs check again for `ab-end`.
 */
export function legalManoeuvres(b: AirBattle, role: Role, u: BattleUnit, imp: Impulse): Action[] {
  const out: Action[] = [];
  const av = avail(imp);
  const hex = u.hex!;
  const fwd = ahead(hex, u.facing) !== null;
  const last = imp.lastTurnOrRoll;
  const fighter = isFighterType(u);
  const bomber = isBomberType(u);
  const craft = AIRCRAFT[u.aircraft];
  const c = costs(u);
  let spendable = false; // 8.7.7: some way to spend MPs other than leaving the board (for ab-end)
  if (av >= 1 && fwd) {
    out.push({ type: 'ab-forward' });
    spendable = true;
  }
  if (av >= 1 && !fwd) out.push({ type: 'ab-exit' });
  if (fwd && alt(u.altitude) < alt(ceiling(u)) && imp.climbed < 1 && av >= 1 + c.climb) {
    out.push({ type: 'ab-climb' });
    spendable = true;
  }
  if (fwd && u.altitude !== 'low' && imp.dived < craft.maxDive && av >= 1) {
    out.push({ type: 'ab-dive' });
    spendable = true;
  }
  if (fwd && craft.maxClimb >= 2 && !imp.started && u.altitude === 'low' && imp.mp >= 1) {
    out.push({ type: 'ab-zoom' });
    spendable = true;
  }
  const ic = immelmannCost(u);
  if (fwd && ic !== null && !last && av >= ic) {
    out.push({ type: 'ab-immelmann' });
    spendable = true;
  }
  if (!last) {
    const tc = c.turn + craft.turnExtra; // turnCost(u)
    const rc = rollCost(u);
    if (av >= tc) {
      out.push({ type: 'ab-turn', dir: 'left' });
      spendable = true;
    }
    if (rc !== null && av >= rc && ahead(hex, u.facing - 1)) {
      out.push({ type: 'ab-roll', dir: 'left' });
      spendable = true;
    }
    if (av >= tc) {
      out.push({ type: 'ab-turn', dir: 'right' });
      spendable = true;
    }
    if (rc !== null && av >= rc && ahead(hex, u.facing + 1)) {
      out.push({ type: 'ab-roll', dir: 'right' });
      spendable = true;
    }
  }
  // checkFire for each target of fireCandidates, in its order: first what does not depend on the target (8.7.7, 8.7.8).
  if (u.face.af !== null && !imp.fired && !(fighter && av < 1)) {
    const forward = !(bomber && u.defensiveRound === b.round);
    const observer = bomber && u.observer;
    for (const t of b.units) {
      if (t.side === u.side || !onBoard(t) || !t.revealed) continue; // 8.7.3: not fired at before it first moves
      if (forward && fireGeometry(b, u, t.hex!, t.altitude, 'forward', t.id, false) === null) {
        out.push({ type: 'ab-fire', target: t.id, guns: 'forward' });
        if (fighter) spendable = true;
      }
      if (observer && fireGeometry(b, u, t.hex!, t.altitude, 'observer', t.id, false) === null) out.push({ type: 'ab-fire', target: t.id, guns: 'observer' });
    }
    const bl = b.balloon;
    if (bl && bl.side !== u.side && !bl.destroyed && bl.altitude !== 'ground') {
      if (forward && fireGeometry(b, u, bl.hex, bl.altitude, 'forward', null, false) === null) {
        out.push({ type: 'ab-fire', target: 'balloon', guns: 'forward' });
        if (fighter) spendable = true;
      }
      if (observer && fireGeometry(b, u, bl.hex, bl.altitude, 'observer', null, false) === null)
        out.push({ type: 'ab-fire', target: 'balloon', guns: 'observer' });
    }
  }
  // checkBomb, checkStrafe, checkSpot, checkAbort (8.10.1-8.10.4, 8.7.7, 8.8, 8.7.11).
  const inTarget = T_HEXES.has(hex);
  if (u.task === 'bombing' && u.loaded && inTarget) out.push({ type: 'ab-bomb' });
  if (
    u.task === 'strafing' &&
    !u.delivered &&
    !u.aborted &&
    !(fighter && u.engaged) &&
    u.altitude === 'low' &&
    inTarget &&
    !imp.fired &&
    !(fighter && av < 1)
  ) {
    out.push({ type: 'ab-strafe' });
    spendable = true;
  }
  if (u.task === 'spotting' && checkSpot(b, role, false) === null) out.push({ type: 'ab-spot' });
  if (isMission(b, u) && !u.aborted && u.task !== 'escort' && u.task !== 'intercept' && !u.delivered) out.push({ type: 'ab-abort' });
  if (!(imp.mp > 0 && spendable)) out.push({ type: 'ab-end' });
  if (b.balloon)
    b.balloon.aa.forEach((aa, i) => {
      if (aa.hex === hex && !aa.removed && checkAttackAa(b, role, { type: 'ab-attack-aa', index: i }, false) === null)
        out.push({ type: 'ab-attack-aa', index: i });
    });
  return out;
}

/** The effect of a manoeuvre on the board (8.7.6, 8.7.7); its check is `check<Name>` above, its listing `legalManoeuvres`. */
export function performManoeuvre(b: AirBattle, u: BattleUnit, imp: Impulse, a: Action, log?: LogSink): void {
  switch (a.type) {
    case 'ab-forward':
      moveTo(b, u, ahead(u.hex!, u.facing)!, 1, log, true, u.facing, u.altitude);
      return;
    case 'ab-exit': {
      const from = u.hex!;
      const fromAlt = u.altitude;
      const fromFacing = u.facing;
      spend(imp, 1);
      u.hex = null;
      imp.run = [];
      if (isMission(b, u)) {
        u.where = 'gone';
        if (u.task !== 'escort' && !u.delivered) u.aborted = true;
        if (log) say(log, '8.7.6', (w) => w.leavesHome(tag(b, u)));
      } else {
        u.where = 'off';
        if (log) say(log, '8.7.6', (w) => w.leavesMayReturn(tag(b, u), u.altitude));
      }
      imp.done = true;
      leftHex(b, u, from, fromAlt, fromFacing);
      return;
    }
    case 'ab-turn':
    case 'ab-roll': {
      const cost = a.type === 'ab-turn' ? turnCost(u) : rollCost(u)!;
      if (a.dir === 'right' && u.rotary) {
        b.rolls.push({ kind: 'rotary', unit: u.id, action: { ...a }, cost });
        return;
      }
      manoeuvre(b, u, a, cost, log);
      return;
    }
    case 'ab-immelmann': {
      const from = u.hex!;
      moveTo(b, u, ahead(from, u.facing)!, immelmannCost(u)!, log, false, turn(u.facing, 3), u.altitude);
      imp.lastTurnOrRoll = true;
      if (log) say(log, '8.7.7', (w) => w.immelmann(tag(b, u), u.hex!, u.facing));
      return;
    }
    case 'ab-climb':
      imp.climbed += 1;
      moveTo(b, u, ahead(u.hex!, u.facing)!, 1 + costs(u).climb, log, false, u.facing, ALT[alt(u.altitude) + 1]);
      if (log) say(log, '8.7.7', (w) => w.climbs(tag(b, u), u.altitude, 1 + costs(u).climb));
      return;
    case 'ab-zoom':
      imp.climbed += 2;
      moveTo(b, u, ahead(u.hex!, u.facing)!, 0, log, false, u.facing, 'high');
      imp.mp = 0;
      imp.bonus = 0;
      imp.wind = 0;
      if (log) say(log, '8.7.7', (w) => w.zooms(tag(b, u)));
      return;
    case 'ab-dive': {
      imp.dived += 1;
      const gain = costs(u).dive;
      moveTo(b, u, ahead(u.hex!, u.facing)!, 1, log, false, u.facing, ALT[alt(u.altitude) - 1]);
      imp.bonus += gain;
      if (log) say(log, '8.7.7', (w) => w.dives(tag(b, u), u.altitude, gain));
      return;
    }
  }
}

export function manoeuvre(b: AirBattle, u: BattleUnit, a: Action, cost: number, log?: LogSink): void {
  const imp = b.impulse!;
  if (a.type === 'ab-turn') {
    spend(imp, cost);
    u.facing = turn(u.facing, a.dir === 'left' ? -1 : 1);
    imp.run = [];
    imp.lastTurnOrRoll = true;
    if (log) say(log, '8.7.7', (w) => w.turns(tag(b, u), String(a.dir), u.facing, cost));
  } else {
    const to = ahead(u.hex!, u.facing + (a.dir === 'left' ? -1 : 1))!;
    moveTo(b, u, to, cost, log, false, u.facing, u.altitude);
    imp.lastTurnOrRoll = true;
    if (log) say(log, '8.7.7', (w) => w.rolls(tag(b, u), isBomberType(u), String(a.dir), to, cost));
  }
}

/** Move the active unit into `to`, paying `cost`, ending with `facing` and `altitude` (an Immelmann turns, a climb
 * or dive changes level); defensive fire and AA as it leaves/enters hexes. `straight`: a move straight ahead (8.10.3). */
function moveTo(b: AirBattle, u: BattleUnit, to: string, cost: number, log: LogSink | undefined, straight: boolean, facing: Facing, altitude: Altitude): void {
  const imp = b.impulse!;
  const from = u.hex!;
  const fromAlt = u.altitude;
  const fromFacing = u.facing;
  spend(imp, cost);
  u.hex = to;
  u.facing = facing;
  u.altitude = altitude;
  if (straight) imp.run.push(to);
  else imp.run = [];
  imp.lastTurnOrRoll = false; // a move into a hex (rolls and the Immelmann set it again after)
  leftHex(b, u, from, fromAlt, fromFacing);
  entered(b, u, log);
}

/** 8.7.8 RB Defensive Fire: a moving interceptor leaving a hex (not its first) in a mission RB's field of fire. */
function leftHex(b: AirBattle, u: BattleUnit, from: string, fromAlt: Altitude, fromFacing: Facing): void {
  const imp = b.impulse!;
  const first = !imp.leftStart;
  imp.leftStart = true;
  if (first || isMission(b, u)) return;
  const shooters = b.units
    .filter(
      (r) =>
        r.side === b.missionSide &&
        onBoard(r) &&
        r.revealed &&
        isBomberType(r) &&
        r.face.af !== null &&
        r.observer &&
        !r.noDefensiveFire &&
        r.hex !== from &&
        !fireGeometry(b, r, from, fromAlt, 'observer', u.id, false),
    )
    .map((r) => r.id);
  if (shooters.length) b.defensive = { mover: u.id, fromHex: from, altitude: fromAlt, facing: fromFacing, shooters };
}
