// The Cruellest Month - the Air Battle Board (8.7): setup, eight rounds of movement and fire, AA fire
// on the board, observers, aces, aborts, conclusion. Implements AirBattleApi (./contract.ts). This file holds what
// every part shares, who acts, the dispatch of checks, listings and effects (the outcome and the view in outcome.ts); the rules are in
// setup.ts (8.7.1-8.7.3, 8.11.1-8.11.2), manoeuvres.ts (8.7.5-8.7.7), fire.ts (8.7.8-8.7.11, 8.8, 8.10, 8.11.1), resolve.ts (their dice) and
// rounds.ts (8.7.4); the words of the action descriptions in ../text/en.ts and ../text/fr.ts; the determinization for
// computer players in ../ai/air-battle.ts.
//
// Shape: every action family has a `check` returning why it is illegal (message + rule) or null;
// `airBattleLegal` enumerates candidate actions and keeps those whose check passes, and
// `explainAirBattleIllegal` returns the check's reason, so the two never disagree. Dice are
// PendingRolls answered by the `chance` role. `settle` moves the battle on until someone must act.

// Imported values are read once into local bindings (`const { ... } = M`): tsx compiles each module to CommonJS, where
// every use of an imported name is a getter call (about 7% of a random game's time).
import * as K from '../../../kernel/game.ts';
import type { Action, ChanceSpec, IllegalInfo, LogSink, Role } from '../../../kernel/game.ts';
import type { AirBattleAction } from '../actions.ts';
const { CHANCE, RuleError } = K;
import { roles } from '../../../kernel/steps.ts';
import * as SD from '../data.ts';
const { AIR_BY_ID: UNIT_BY_ID, airUnitName } = SD;
import type { AirBattle, Altitude, BattleUnit, Facing, Impulse, Side, Task, UnitType } from './contract.ts';
import * as D from './data.ts';
const { BOARD_GRID, INTERCEPTOR_ENTRY, RAID_ENTRY_AREA, RANGES, SEQUENCE_MARKERS, TARGET_HEX, TARGET_ZONE } = D;
import * as G from './geometry.ts';
const { entryFacingsOf } = G;
// The words (read at call time: the text modules name units through this module).
import { AIR_BATTLE_ACTION_EN } from '../text/en.ts';
import { type AirLogWords, airLogEn } from '../text/air-battle-log.en.ts';
import { airLogFr } from '../text/air-battle-log.fr.ts';
import { AIR_BATTLE_ACTION_FR } from '../text/fr.ts';
import { type AirDiceWords, type AirRefusalWords, airDiceEn, airRefusalsEn } from '../text/air-battle.en.ts';
import { airDiceFr, airRefusalsFr } from '../text/air-battle.fr.ts';

export type * from './contract.ts';

export const ALT: Altitude[] = ['low', 'medium', 'high'];
const FACINGS: Facing[] = [0, 1, 2, 3, 4, 5];
export const alt = (a: Altitude) => ALT.indexOf(a);
export const T_HEXES = new Set(TARGET_ZONE.hexes);
export const NUMBERED_ENTRY = Object.values(INTERCEPTOR_ENTRY.byNumber).flat();
/** A unit as its counter shows it, squadron or Jasta and aircraft ("2 Sqn (B.E.2c/d)"); the id when it is no counter of the game. */
export const unitName = (id: string): string => (UNIT_BY_ID[id] ? airUnitName(id) : id);

export type Why = IllegalInfo | null;
// A check is asked either by a listing (`explain` false: many candidates, only whether each is legal; every refusal is
// REFUSED) or to explain one refusal (`explain` true: its rule and texts). The flag is the checks' last parameter.
export const REFUSED: IllegalInfo = { message: 'illegal', rule: null };
type Refusal = keyof AirRefusalWords;
/** What a refusal names (a unit, a number of MPs...), as its text in text/air-battle.en.ts takes it. */
type Named<K extends Refusal> = AirRefusalWords[K] extends (...a: infer P) => string ? P : [];
/** A refusal naming its rule, its texts read from text/air-battle.en.ts and .fr.ts by `key` (IllegalInfo.texts.fr). */
export function refusal<K extends Refusal>(rule: string | null, key: K, ...named: Named<K>): IllegalInfo {
  return { message: words(airRefusalsEn[key], named), rule, texts: { fr: words(airRefusalsFr[key], named) } };
}
/** `refusal` when explaining, else REFUSED: the texts are made only when explaining (where what a refusal names costs
 * something to find, the check writes `!explain ? REFUSED : refusal(...)`). */
export function no<K extends Refusal>(explain: boolean, rule: string | null, key: K, ...named: Named<K>): IllegalInfo {
  return explain ? refusal(rule, key, ...named) : REFUSED;
}
const words = (text: string | ((...a: never[]) => string), named: unknown[]) =>
  typeof text === 'string' ? text : (text as (...a: unknown[]) => string)(...named);

/** A log entry naming its rule, its texts read from text/air-battle-log.en.ts and .fr.ts by `words` (`if (log) say(log,
 * rule, (w) => w.round(...))`); `to` limits it to those sides (hidden information). Callers test the log first: without
 * a log (simulation, search) the texts are not built at all. */
export function say(log: LogSink | undefined, rule: string, words: (w: AirLogWords) => string, to?: Role[]): void {
  if (!log) return;
  const text = words(airLogEn);
  const fr = words(airLogFr);
  log(to ? { rule, text, texts: { fr }, to } : { rule, text, texts: { fr } });
}

export function unit(b: AirBattle, id: string): BattleUnit | undefined {
  for (const u of b.units) if (u.id === id) return u;
  return undefined;
}
export function must(b: AirBattle, id: string): BattleUnit {
  const u = unit(b, id);
  if (!u) throw new Error(`air battle: no unit ${id}`);
  return u;
}
export const isMission = (b: AirBattle, u: BattleUnit) => u.side === b.missionSide;
export const tag = (b: AirBattle, u: BattleUnit) => `${isMission(b, u) ? 'm' : 'i'}${u.seq ?? '?'} ${unitName(u.id)}`;
export const isBomberType = (u: BattleUnit) => u.type === 'RB' || u.type === 'NB';
/**
 * Whether an aborted mission unit gives its opponent 1 VP (8.8, 13.1). Ruling: 8.8 names the RB (on any task
 * but escort); 13.1 says "each time a bomber aborts", so an FB or NB flying a bombing or spotting task (with its
 * bomb load) counts too. A fighter's abort is free (8.8), as is an FB's that strafes or escorts (it flies as a
 * fighter). See docs/games/cruellest-month.md, Rulings.
 */
/** 8.7.11: the units that roll for their Observer when Disrupted or Reduced: RB (and NB) and the F2a (FB). */
export const observerRolls = (type: UnitType, aircraft: string): boolean => type === 'RB' || type === 'NB' || aircraft === 'F2A';
/** 8.7.11: whether the modified 1D6 loses the Observer (ruling: 6 or more; the literal "6 or less" as an option). */
export const observerLostOn = (modified: number, literal = false): boolean => (literal ? modified <= 6 : modified >= 6);
export function abortScores(type: UnitType, task: Task): boolean {
  if (task === 'escort' || task === 'intercept' || task === 'balloon') return false;
  if (type === 'RB') return true;
  return (type === 'FB' || type === 'NB') && (task === 'bombing' || task === 'spotting');
}
export const isFighterType = (u: BattleUnit) => u.type === 'F' || u.type === 'FB';
export const onBoard = (u: BattleUnit) => u.where === 'board' && u.hex !== null;

import { checkSequence, checkPlace, checkPlaceAa, checkBalloon, legalSequence, legalPlace } from './setup.ts';
import {
  spend,
  checkForward,
  checkExit,
  checkTurn,
  checkRoll,
  checkImmelmann,
  checkClimb,
  checkZoom,
  checkDive,
  checkEnd,
  legalManoeuvres,
  performManoeuvre,
} from './manoeuvres.ts';
import { checkStayOff, checkEnterRoll, entryHexes, checkEnter, legalOffBoard, legalLatecomer, entered } from './entry.ts';
import { checkFire, checkBomb, checkStrafe, checkSpot, checkAttackAa, checkAbort, performAttack, queueFire } from './fire.ts';
import { resolveRoll } from './resolve.ts';
import { windCheck, startRound, settle } from './rounds.ts';
/** The battle's start is the API's too (contract.ts). */
export { startAirBattle } from './setup.ts';
export { airBattleGlance, airBattleOutcome, airBattleSight, airBattleView, copyUnit } from './outcome.ts';
export type { AirBattleGlance, AirBattleView, UnitSeen, UnitView } from './outcome.ts';

/** The one role to act (shared, frozen arrays: asked about twice an action; callers only read it). */
const ACTS: Record<string, Role[]> = { allied: roles('allied'), german: roles('german'), [CHANCE]: roles(CHANCE) };

const NOBODY = roles();
const SIDES: Side[] = ['allied', 'german'];

export function airBattleToAct(b: AirBattle): Role[] {
  if (b.phase === 'over') return NOBODY;
  if (b.rolls.length) return ACTS[CHANCE];
  switch (b.phase) {
    case 'sequence': {
      const out: Role[] = [];
      for (const side of SIDES) if (b.units.some((u) => u.side === side && u.seq === null)) out.push(side);
      return out;
    }
    case 'place':
      return ACTS[b.missionSide];
    case 'aa-place':
      return ACTS[b.interceptorSide];
    case 'balloon':
      return ACTS[b.balloon!.side];
    case 'move':
      if (b.defensive) return ACTS[b.missionSide];
      return b.impulse ? ACTS[must(b, b.impulse.unit).side] : NOBODY;
  }
  return NOBODY;
}

type Die = keyof AirDiceWords;
/** One die of `sides`, its label read from text/air-battle.en.ts and .fr.ts by `key` (a top-level function: tsx names every
 * inner closure, at a cost on each call). */
function spec<K extends Die>(sides: number, rule: string, key: K, ...named: AirDiceWords[K] extends (...a: infer P) => string ? P : []): ChanceSpec {
  return { dice: 1, sides, label: words(airDiceEn[key], named), rule, texts: { fr: words(airDiceFr[key], named) } };
}

export function airBattleChance(b: AirBattle): ChanceSpec {
  const r = b.rolls[0];
  if (!r) throw new RuleError(airRefusalsEn.noDieNow, null, 'illegal', { fr: airRefusalsFr.noDieNow });
  switch (r.kind) {
    case 'fire':
      return spec(10, '8.7.9', 'fire', unitName(r.shooter), r.target);
    case 'observer':
      return spec(6, '8.7.11', 'observer', unitName(r.unit));
    case 'ace':
      return spec(10, '8.7.10', 'ace', unitName(r.unit));
    case 'fragility':
      return spec(6, '8.7.7', 'fragility', unitName(r.unit));
    case 'rotary':
      return spec(6, '8.7.7', 'rotary', unitName(r.unit));
    case 'entry':
      return spec(10, '8.7.5', 'entry', unitName(r.unit));
    case 'aa':
      return spec(10, r.aaIndex !== undefined ? '8.11.1' : '8.9.2', 'aa', unitName(r.unit));
    case 'wind-dir':
      return spec(6, '15.1', 'windDirection');
    case 'sun-dir':
      return spec(6, '15.2', 'sunPosition');
    case 'wind':
      return spec(6, '15.1', 'wind', unitName(r.unit));
    case 'balloon':
      return spec(10, '8.7.9', 'balloon', unitName(r.shooter));
    case 'aa-attack':
      return spec(6, '8.11.1', 'attackAa', unitName(r.unit), r.index + 1);
  }
}

// Movement helpers (8.7.7)

export function active(b: AirBattle, role: Role, explain: boolean): { u: BattleUnit; imp: Impulse } | IllegalInfo {
  if (b.phase !== 'move') return no(explain, '8.7.4', 'noUnitIsMovingNow');
  if (b.rolls.length) return no(explain, '8.7.4', 'diceMustBeRolledFirst');
  if (b.defensive) return no(explain, '8.7.8', 'missionPlayerDecidesOnDefensive');
  const imp = b.impulse;
  if (!imp) return no(explain, '8.7.4', 'noUnitIsMovingNow');
  const u = must(b, imp.unit);
  if (u.side !== role) return !explain ? REFUSED : refusal('8.7.3', 'movementOf', tag(b, u), u.side);
  return { u, imp };
}

export const isWhy = (x: unknown): x is IllegalInfo => typeof x === 'object' && x !== null && 'message' in x;

export function boardMover(b: AirBattle, role: Role, explain: boolean): { u: BattleUnit; imp: Impulse } | IllegalInfo {
  const a = active(b, role, explain);
  if (isWhy(a)) return a;
  if (!onBoard(a.u)) return !explain ? REFUSED : refusal('8.7.5', 'notOnBoard', unitName(a.u.id));
  return a;
}

function checkDefend(b: AirBattle, role: Role, a: Action, explain: boolean): Why {
  const d = b.defensive;
  if (!d || b.rolls.length) return no(explain, '8.7.8', 'noInterceptorIsPresentingItself');
  if (role !== b.missionSide) return no(explain, '8.7.8', 'defensiveFireIsTheMission');
  if (a.type === 'ab-hold') return null;
  if (!d.shooters.includes(String(a.unit))) return !explain ? REFUSED : refusal('8.7.8', 'mayNotFireDefensivelyAt', unitName(String(a.unit)));
  return null;
}

/** Why `a` is illegal for `role` now (null when legal); `explain`: word the refusal (else REFUSED). */
export function check(b: AirBattle, role: Role, a: Action, explain: boolean): Why {
  if (b.phase === 'over') return no(explain, '8.7.4', 'airBattleIsOver');
  if (role === CHANCE) return b.rolls.length ? null : no(explain, null, 'noDieToRoll');
  if (b.rolls.length) return no(explain, '8.7.4', 'diceMustBeRolledFirst');
  switch (a.type) {
    case 'ab-sequence':
      return checkSequence(b, role, a, explain);
    case 'ab-place':
      return checkPlace(b, role, a, explain);
    case 'ab-place-aa':
      return checkPlaceAa(b, role, a, explain);
    case 'ab-balloon':
      return checkBalloon(b, role, a, explain);
    case 'ab-forward':
      return checkForward(b, role, explain);
    case 'ab-exit':
      return checkExit(b, role, explain);
    case 'ab-turn':
      return checkTurn(b, role, a, explain);
    case 'ab-roll':
      return checkRoll(b, role, a, explain);
    case 'ab-immelmann':
      return checkImmelmann(b, role, explain);
    case 'ab-climb':
      return checkClimb(b, role, explain);
    case 'ab-zoom':
      return checkZoom(b, role, explain);
    case 'ab-dive':
      return checkDive(b, role, explain);
    case 'ab-fire':
      return checkFire(b, role, a, explain);
    case 'ab-bomb':
      return checkBomb(b, role, explain);
    case 'ab-strafe':
      return checkStrafe(b, role, explain);
    case 'ab-spot':
      return checkSpot(b, role, explain);
    case 'ab-abort':
      return checkAbort(b, role, explain);
    case 'ab-attack-aa':
      return checkAttackAa(b, role, a, explain);
    case 'ab-end':
      return checkEnd(b, role, explain);
    case 'ab-stay-off':
      return checkStayOff(b, role, a, explain);
    case 'ab-enter-roll':
      return checkEnterRoll(b, role, explain);
    case 'ab-enter':
      return checkEnter(b, role, a, explain);
    case 'ab-defend':
    case 'ab-hold':
      return checkDefend(b, role, a, explain);
  }
  return !explain ? REFUSED : refusal(null, 'unknownAirBattleAction', a.type);
}

export function explainAirBattleIllegal(b: AirBattle, role: Role, action: Action): IllegalInfo {
  return check(b, role, action, true) ?? refusal('8.7', 'thisActionIsNotLegal');
}

// Legal actions

export function fireCandidates(b: AirBattle, u: BattleUnit): AirBattleAction[] {
  const out: AirBattleAction[] = [];
  const gunsList: ('forward' | 'observer')[] = isBomberType(u) ? ['forward', 'observer'] : ['forward'];
  for (const t of b.units) if (t.side !== u.side && onBoard(t)) for (const guns of gunsList) out.push({ type: 'ab-fire', target: t.id, guns });
  if (b.balloon && b.balloon.side !== u.side) for (const guns of gunsList) out.push({ type: 'ab-fire', target: 'balloon', guns });
  return out;
}

function candidates(b: AirBattle, role: Role): AirBattleAction[] {
  const out: AirBattleAction[] = [];
  if (b.phase === 'sequence') {
    for (const u of b.units) {
      if (u.side !== role || u.seq !== null) continue;
      for (let s = 1; s <= SEQUENCE_MARKERS[u.side].count; s++) for (const a of ALT) out.push({ type: 'ab-sequence', unit: u.id, seq: s, altitude: a });
    }
    return out;
  }
  if (b.phase === 'place') {
    for (const u of b.units)
      if (u.side === role && !u.late && u.hex === null)
        for (const h of RAID_ENTRY_AREA.hexes) for (const f of FACINGS) out.push({ type: 'ab-place', unit: u.id, hex: h, facing: f });
    return out;
  }
  if (b.phase === 'aa-place' && b.balloon) {
    const i = b.balloon.aa.findIndex((a) => a.hex === null);
    if (i >= 0) for (const h of BOARD_GRID.within(TARGET_HEX.hex, RANGES.aaPlacement.hexes)) out.push({ type: 'ab-place-aa', index: i, hex: h });
    return out;
  }
  if (b.phase === 'balloon')
    return [
      { type: 'ab-balloon', move: 'stay' },
      { type: 'ab-balloon', move: 'up' },
      { type: 'ab-balloon', move: 'down' },
    ];
  if (b.phase !== 'move') return out;
  if (b.defensive) {
    for (const s of b.defensive.shooters) out.push({ type: 'ab-defend', unit: s });
    out.push({ type: 'ab-hold' });
    return out;
  }
  const imp = b.impulse;
  if (!imp) return out;
  const u = must(b, imp.unit);
  if (u.where === 'waiting') {
    for (const h of RAID_ENTRY_AREA.hexes) for (const f of FACINGS) out.push({ type: 'ab-place', unit: u.id, hex: h, facing: f });
    out.push({ type: 'ab-end' });
    return out;
  }
  if (u.where === 'off') {
    if (imp.entryRoll === null) {
      for (const c of [-1, 0, 1] as const) out.push({ type: 'ab-stay-off', climb: c });
      out.push({ type: 'ab-enter-roll' });
    } else {
      for (const h of entryHexes(imp.entryRoll)) for (const f of entryFacingsOf(h)) out.push({ type: 'ab-enter', hex: h, facing: f });
    }
    return out;
  }
  out.push({ type: 'ab-forward' }, { type: 'ab-exit' }, { type: 'ab-climb' }, { type: 'ab-dive' }, { type: 'ab-zoom' }, { type: 'ab-immelmann' });
  for (const dir of ['left', 'right'] as const) out.push({ type: 'ab-turn', dir }, { type: 'ab-roll', dir });
  out.push(...fireCandidates(b, u));
  out.push({ type: 'ab-bomb' }, { type: 'ab-strafe' }, { type: 'ab-spot' }, { type: 'ab-abort' }, { type: 'ab-end' });
  if (b.balloon)
    b.balloon.aa.forEach((aa, i) => {
      if (aa.hex === u.hex && !aa.removed) out.push({ type: 'ab-attack-aa', index: i });
    });
  return out;
}

export function airBattleLegal(b: AirBattle, role: Role): Action[] {
  if (!airBattleToAct(b).includes(role) || role === CHANCE) return [];
  if (b.phase === 'sequence') return legalSequence(b, role);
  if (b.phase === 'place') return legalPlace(b, role);
  const mover = b.phase === 'move' && !b.defensive && !b.rolls.length && b.impulse ? must(b, b.impulse.unit) : null;
  if (mover && mover.side === role) {
    const out = onBoard(mover)
      ? legalManoeuvres(b, role, mover, b.impulse!)
      : mover.where === 'off'
        ? legalOffBoard(mover, b.impulse!)
        : mover.where === 'waiting'
          ? legalLatecomer(b, mover)
          : null;
    if (out) return out;
  }
  return candidates(b, role).filter((a) => check(b, role, a, false) === null);
}

/** Every action of the families open now, legal or not (for tests and for prompts that explain refusals). */
export function airBattleCandidates(b: AirBattle, role: Role): Action[] {
  return b.phase === 'over' || role === CHANCE ? [] : candidates(b, role);
}

/** The reference listing: every candidate that passes its check (tests compare airBattleLegal with it). */
export function legalByChecks(b: AirBattle, role: Role): Action[] {
  if (!airBattleToAct(b).includes(role) || role === CHANCE) return [];
  return candidates(b, role).filter((a) => check(b, role, a, false) === null);
}

// Perform

export function airBattlePerform(b: AirBattle, role: Role, action: Action, log?: LogSink): void {
  // The kernel performs only actions listed by airBattleLegal and dice, which are of the game's shapes (actions.ts).
  const a = action as AirBattleAction;
  if (role === CHANCE) {
    const d = a.type === 'dice' ? a.dice?.[0] : undefined;
    if (typeof d !== 'number') throw new RuleError('chance answers with {"type":"dice","dice":[n]}', null, 'malformed');
    resolveRoll(b, d, log);
  } else {
    doAction(b, role, a, log);
  }
  settle(b, log);
}

function doAction(b: AirBattle, _role: Role, a: AirBattleAction, log?: LogSink): void {
  switch (a.type) {
    case 'ab-sequence': {
      const u = must(b, a.unit);
      u.seq = a.seq;
      u.altitude = a.altitude;
      // 8.7.3: placed secretly - only the owner's log shows it.
      if (log) say(log, '8.7.3', (w) => w.sequence(unitName(u.id), u.seq, u.altitude), [u.side]);
      if (b.units.every((o) => o.seq !== null)) {
        b.phase = 'place';
        if (log) say(log, '8.7.3', (w) => w.sequencesPlaced);
      }
      return;
    }
    case 'ab-place': {
      const u = must(b, a.unit);
      u.hex = a.hex;
      u.facing = a.facing;
      u.where = 'board';
      const late = b.phase === 'move';
      if (log) say(log, late ? '8.7.5' : '8.7.3', (w) => w.setsUp(unitName(u.id), a.hex, u.facing, late));
      if (late && b.impulse) {
        b.impulse.leftStart = false;
        if (b.options.wind) windCheck(b, u);
      }
      return;
    }
    case 'ab-place-aa': {
      const bl = b.balloon!;
      const aa = bl.aa[a.index];
      aa.hex = a.hex;
      if (log) say(log, '8.11.1', (w) => w.aaSetUp(a.index + 1, aa.factor, a.hex));
      return;
    }
    case 'ab-balloon': {
      const bl = b.balloon!;
      if (a.move !== 'stay') {
        bl.changing = a.move;
        if (log) say(log, '8.11.2', (w) => w.balloonFlipped(a.move === 'up'));
      }
      b.phase = 'move';
      startRound(b, log);
      return;
    }
    case 'ab-defend': {
      const d = b.defensive!;
      const s = must(b, a.unit);
      const mover = must(b, d.mover);
      d.shooters = d.shooters.filter((x) => x !== s.id);
      s.defensiveRound = b.round;
      queueFire(b, s, mover, d.fromHex, d.facing, true, log);
      return;
    }
    case 'ab-hold':
      b.defensive = null;
      return;
  }
  const imp = b.impulse!;
  const u = must(b, imp.unit);
  switch (a.type) {
    case 'ab-end':
      imp.done = true;
      return;
    case 'ab-stay-off': {
      const c = a.climb;
      u.altitude = ALT[alt(u.altitude) + c];
      if (log) say(log, '8.7.5', (w) => w.staysOff(tag(b, u), c, u.altitude));
      imp.done = true;
      return;
    }
    case 'ab-enter-roll':
      b.rolls.push({ kind: 'entry', unit: u.id });
      return;
    case 'ab-enter': {
      spend(imp, 1);
      u.hex = a.hex;
      u.facing = a.facing;
      u.where = 'board';
      imp.leftStart = true; // it came from off the board: every hex it leaves now may draw defensive fire
      if (log) say(log, '8.7.5', (w) => w.enters(tag(b, u), a.hex, u.facing));
      entered(b, u, log);
      return;
    }
    case 'ab-forward':
    case 'ab-exit':
    case 'ab-turn':
    case 'ab-roll':
    case 'ab-immelmann':
    case 'ab-climb':
    case 'ab-zoom':
    case 'ab-dive':
      return performManoeuvre(b, u, imp, a, log);
    case 'ab-fire':
    case 'ab-bomb':
    case 'ab-strafe':
    case 'ab-spot':
    case 'ab-abort':
    case 'ab-attack-aa':
      return performAttack(b, u, imp, a, log);
  }
}

/** What an action does, in `lang` (the words are in text/en.ts and text/fr.ts, keyed by action type). */
export function describeAirBattleAction(_b: AirBattle, _role: Role, a: Action, lang = 'en'): string {
  return (lang === 'fr' ? AIR_BATTLE_ACTION_FR : AIR_BATTLE_ACTION_EN)[a.type]?.(a) ?? a.type;
}
