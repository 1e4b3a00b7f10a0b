// The Cruellest Month - the Air Battle Board (8.7): setup, eight rounds of movement and fire, AA fire
// on the board, observers, aces, aborts, conclusion. Implements AirBattleApi (./contract.ts).
//
// Shape: every action family has a `check` returning why it is illegal (message + rule) or null;
// `airBattleLegal` enumerates candidate actions and keeps those whose check passes, and
// `explainAirBattleIllegal` returns the check's reason, so the two never disagree. Dice are
// PendingRolls answered by the `chance` role. `settle` moves the battle on until someone must act.

// Imported values are read once into local bindings (`const { ... } = M`): tsx compiles each module to CommonJS, where
// every use of an imported name is a getter call (about 7% of a random game's time).
import * as K from '../../../kernel/game.ts';
import type { Action, ChanceSpec, IllegalInfo, LogSink, Role } from '../../../kernel/game.ts';
const { CHANCE, RuleError } = K;
import * as SD from '../data.ts';
const { aaFire, AIR_BY_ID: UNIT_BY_ID, airUnitName } = SD;
import type {
  AirBattle, AirBattleInput, AirBattleOutcome, Altitude, BattleUnit, BattleUnitInput, Facing, Impulse, Mod,
  PendingRoll, Side, Task, UnitOutcome, UnitType,
} from './contract.ts';
import * as D from './data.ts';
import type { MoveCosts } from './data.ts';
const { AIRCRAFT, BALLOON, BOARD_GRID, ENTRY_DIE, INTERCEPTOR_ENTRY, MOVEMENT_TABLE, RAID_ENTRY_AREA, RANGES, ROUNDS, SEQUENCE_MARKERS, TARGET_HEX, TARGET_ZONE, moveClass } = D;
import * as G from './geometry.ts';
const { EDGE_HEXES, ahead, aspect, between, entryFacingsOf, inForwardArc, towards, turn } = G;

export type * from './contract.ts';

const ALT: Altitude[] = ['low', 'medium', 'high'];
const ALT_FR: Record<Altitude, string> = { low: 'basse', medium: 'moyenne', high: 'haute' };
const alt = (a: Altitude) => ALT.indexOf(a);
const T_HEXES = new Set(TARGET_ZONE.hexes);
const NUMBERED_ENTRY = Object.values(INTERCEPTOR_ENTRY.byNumber).flat();
const DIR_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
const DIR_FR = ['N', 'NE', 'SE', 'S', 'SO', 'NO'];
/** A unit as its counter shows it, squadron or Jasta and aircraft ("2 Sqn (B.E.2c/d)"); the id when it is no counter of the game. */
export const unitName = (id: string): string => (UNIT_BY_ID[id] ? airUnitName(id) : id);
/** A fire target: a unit, or the balloon. */
const targetName = (id: string, fr: boolean) => (id === 'balloon' ? (fr ? 'le ballon' : 'the balloon') : unitName(id));

type Why = IllegalInfo | null;
// Listing legal actions runs every check on many candidates; only an explanation needs the words.
let explaining = false;
const REFUSED: IllegalInfo = { message: 'illegal', rule: null };
/** A refusal in English and French (IllegalInfo.texts.fr); the texts are made only when explaining (a function defers them). */
const no = (message: string | (() => string), rule: string | null, fr: string | (() => string)): IllegalInfo =>
  explaining ? { message: typeof message === 'function' ? message() : message, rule, texts: { fr: typeof fr === 'function' ? fr() : fr } } : REFUSED;
const SIDE_FR: Record<Side, string> = { allied: 'allié', german: 'allemand' };

function say(log: LogSink | undefined, rule: string, en: string, fr: string, to?: Role[]): void {
  if (log) log(to ? { rule, text: en, texts: { fr }, to } : { rule, text: en, texts: { fr } });
}

function unit(b: AirBattle, id: string): BattleUnit | undefined {
  for (const u of b.units) if (u.id === id) return u;
  return undefined;
}
function must(b: AirBattle, id: string): BattleUnit {
  const u = unit(b, id);
  if (!u) throw new Error(`air battle: no unit ${id}`);
  return u;
}
const isMission = (b: AirBattle, u: BattleUnit) => u.side === b.missionSide;
const tag = (b: AirBattle, u: BattleUnit) => `${isMission(b, u) ? 'm' : 'i'}${u.seq ?? '?'} ${unitName(u.id)}`;
const isBomberType = (u: BattleUnit) => u.type === 'RB' || u.type === 'NB';
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
const isFighterType = (u: BattleUnit) => u.type === 'F' || u.type === 'FB';
const onBoard = (u: BattleUnit) => u.where === 'board' && u.hex !== null;

// ---------------------------------------------------------------------------------------------
// Start

function face(f: BattleUnitInput['face']): BattleUnitInput['face'] {
  return { af: f.af, df: f.df, bf: f.bf, sr: f.sr };
}
function makeUnit(u: BattleUnitInput, side: Side, mission: boolean): BattleUnit {
  if (!AIRCRAFT[u.aircraft]) throw new RuleError(`unknown aircraft "${u.aircraft}" for ${unitName(u.id)}`, '8.7.7', 'bad-setup');
  // Every field in one fixed order (no spread): one hidden class for all units, so the inner loops stay fast.
  return {
    id: u.id,
    aircraft: u.aircraft,
    type: u.type,
    face: face(u.face),
    reducedFace: u.reducedFace ? face(u.reducedFace) : null,
    rotary: !!u.rotary,
    accel: !!u.accel,
    allRound: !!u.allRound,
    reduced: !!u.reduced,
    disrupted: !!u.disrupted,
    ace: !!u.ace,
    observer: !!u.observer,
    late: mission ? !!u.late : false,
    task: u.task,
    side,
    seq: null,
    altitude: 'medium',
    hex: null,
    facing: mission ? 4 : 1,
    where: mission ? (u.late ? 'waiting' : 'board') : 'off',
    revealed: false,
    // 8.7.3: bombers on a bombing mission are assumed loaded.
    loaded: mission && u.task === 'bombing' && u.type !== 'F' && typeof u.face.bf === 'number',
    unloadedRound: null,
    noDefensiveFire: false,
    defensiveRound: null,
    aborted: false,
    reachedTarget: false,
    engaged: false,
    observerLost: false,
    aceGained: false,
    aceLost: false,
    reducedNow: false,
    delivered: null,
  };
}

/** 8.7.3 Aerial Combat Setup. */
export function startAirBattle(input: AirBattleInput, log?: LogSink): AirBattle {
  const interceptorSide: Side = input.missionSide === 'allied' ? 'german' : 'allied';
  const ids = new Set<string>();
  for (const u of [...input.mission, ...input.interceptors]) {
    if (ids.has(u.id)) throw new RuleError(`unit ${unitName(u.id)} twice in the air battle`, '8.7', 'bad-setup');
    ids.add(u.id);
  }
  if (input.mission.length === 0) throw new RuleError('an air battle needs mission units', '8.7', 'bad-setup');
  if (input.mission.length > SEQUENCE_MARKERS[input.missionSide].count) {
    throw new RuleError(`at most ${SEQUENCE_MARKERS[input.missionSide].count} ${input.missionSide} units (sequence markers)`, '8.7.2', 'bad-setup');
  }
  if (input.interceptors.length > Math.min(2, SEQUENCE_MARKERS[interceptorSide].count)) {
    throw new RuleError('at most two interceptors scramble', '8.4', 'bad-setup');
  }
  if (input.mission.every((u) => u.late)) throw new RuleError('at least one group is not late', '8.7.1', 'bad-setup');
  const b: AirBattle = {
    v: 1,
    missionSide: input.missionSide,
    interceptorSide,
    targetAaf: input.targetAaf,
    alliedAcesAvailable: input.alliedAcesAvailable,
    poorWeather: !!input.poorWeather,
    options: { wind: !!input.options?.wind, sun: !!input.options?.sun, literalObserverRoll: !!input.options?.literalObserverRoll },
    units: [...input.mission.map((u) => makeUnit(u, input.missionSide, true)), ...input.interceptors.map((u) => makeUnit(u, interceptorSide, false))],
    round: 1,
    phase: 'sequence',
    order: [],
    next: 0,
    impulse: null,
    rolls: [],
    defensive: null,
    wind: null,
    sun: null,
    surprise: null,
    balloon: input.balloon
      ? { side: interceptorSide, hex: TARGET_HEX.hex, altitude: BALLOON.altitude, changing: null, destroyed: false, aa: input.balloon.aaUnits.map((f) => ({ factor: f, hex: null, disrupted: false, double: input.balloon!.cf ? f >= 2 * input.balloon!.cf : f >= 2, removed: false })) }
      : null,
    roundsPlayed: 0,
  };
  if (b.options.wind) b.rolls.push({ kind: 'wind-dir' });
  if (b.options.sun) b.rolls.push({ kind: 'sun-dir' });
  if (log) say(log, '8.7.3', `Air battle: ${b.missionSide === 'allied' ? 'Allied' : 'German'} mission of ${input.mission.length}, ${input.interceptors.length} interceptor(s). Air Battle Round 1.`,
    `Combat aérien : mission ${b.missionSide === 'allied' ? 'alliée' : 'allemande'} de ${input.mission.length}, ${input.interceptors.length} intercepteur(s). Tour de combat aérien 1.`);
  return b;
}

// ---------------------------------------------------------------------------------------------
// Who acts, what to roll

/** The one role to act (shared, frozen arrays: asked about twice an action; callers only read it). */
const ACTS: Record<string, Role[]> = { allied: Object.freeze(['allied']) as Role[], german: Object.freeze(['german']) as Role[], [CHANCE]: Object.freeze([CHANCE]) as Role[] };
const NOBODY: Role[] = Object.freeze([] as Role[]) as Role[];

export function airBattleToAct(b: AirBattle): Role[] {
  if (b.phase === 'over') return NOBODY;
  if (b.rolls.length) return ACTS[CHANCE];
  switch (b.phase) {
    case 'sequence': {
      const out: Role[] = [];
      for (const side of ['allied', 'german'] as Side[]) if (b.units.some((u) => u.side === side && u.seq === null)) out.push(side);
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

/** One die of `sides` (a top-level function: tsx names every inner closure, at a cost on each call). */
function spec(sides: number, label: string, fr: string, rule: string): ChanceSpec {
  return { dice: 1, sides, label, rule, texts: { fr } };
}
export function airBattleChance(b: AirBattle): ChanceSpec {
  const r = b.rolls[0];
  if (!r) throw new RuleError('no die to roll now', null);
  switch (r.kind) {
    case 'fire': return spec(10, `aerial fire: ${unitName(r.shooter)} at ${targetName(r.target, false)}`, `tir aérien : ${unitName(r.shooter)} sur ${targetName(r.target, true)}`, '8.7.9');
    case 'observer': return spec(6, `observer of ${unitName(r.unit)}`, `observateur de ${unitName(r.unit)}`, '8.7.11');
    case 'ace': return spec(10, `Allied ace for ${unitName(r.unit)}`, `as allié pour ${unitName(r.unit)}`, '8.7.10');
    case 'fragility': return spec(6, `fragility of ${unitName(r.unit)}`, `fragilité de ${unitName(r.unit)}`, '8.7.7');
    case 'rotary': return spec(6, `rotary engine of ${unitName(r.unit)}`, `moteur rotatif de ${unitName(r.unit)}`, '8.7.7');
    case 'entry': return spec(10, `entry of ${unitName(r.unit)}`, `entrée de ${unitName(r.unit)}`, '8.7.5');
    case 'aa': return spec(10, `AA fire at ${unitName(r.unit)}`, `tir de DCA sur ${unitName(r.unit)}`, r.aaIndex !== undefined ? '8.11.1' : '8.9.2');
    case 'wind-dir': return spec(6, 'wind direction', 'direction du vent', '15.1');
    case 'sun-dir': return spec(6, 'sun position', 'position du soleil', '15.2');
    case 'wind': return spec(6, `wind check for ${unitName(r.unit)}`, `test de vent pour ${unitName(r.unit)}`, '15.1');
    case 'balloon': return spec(10, `balloon hit by ${unitName(r.shooter)}`, `ballon touché par ${unitName(r.shooter)}`, '8.7.9');
    case 'aa-attack': return spec(6, `${unitName(r.unit)} attacks AA unit ${r.index + 1}`, `${unitName(r.unit)} attaque l'unité de DCA ${r.index + 1}`, '8.11.1');
  }
}

// ---------------------------------------------------------------------------------------------
// Movement helpers (8.7.7)

function costs(u: BattleUnit): MoveCosts {
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
const avail = (imp: Impulse) => imp.mp + imp.bonus + Math.max(0, imp.wind);

/** Printed MPs of a unit this round (8.7.7: -1 Disrupted; +1 for 'L' after unloading or spotting, 2.2.2). */
function roundMp(b: AirBattle, u: BattleUnit): number {
  let mp = AIRCRAFT[u.aircraft].mp;
  if (u.disrupted) mp -= 1;
  if (u.accel && ((u.unloadedRound !== null && u.unloadedRound < b.round) || u.task === 'spotting')) mp += 1;
  return Math.max(0, mp);
}

/** Spend MPs: printed first, then the free wind MP, then MPs gained by diving (counted for fragility). */
function spend(imp: Impulse, n: number): void {
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

function newImpulse(id: string, mp: number): Impulse {
  return {
    unit: id, mp, bonus: 0, lastTurnOrRoll: false, fired: false, started: false, dived: 0, climbed: 0, bonusSpent: 0,
    straight: 0, straightT: false, run: [], entryRoll: null, wind: 0, leftStart: false, aaFired: [], done: false, fragilityDone: false,
  };
}

// ---------------------------------------------------------------------------------------------
// Checks: null when legal, else why not (with the rule)

function active(b: AirBattle, role: Role): { u: BattleUnit; imp: Impulse } | IllegalInfo {
  if (movingCache && movingCache.b === b && movingCache.role === role && !explaining) return movingCache.value;
  const value = activeNow(b, role);
  if (!explaining) movingCache = { b, role, value };
  return value;
}

function activeNow(b: AirBattle, role: Role): { u: BattleUnit; imp: Impulse } | IllegalInfo {
  if (b.phase !== 'move') return no('no unit is moving now', '8.7.4', 'aucune unité ne se déplace maintenant');
  if (b.rolls.length) return no('the dice must be rolled first', '8.7.4', 'il faut d\'abord lancer les dés');
  if (b.defensive) return no('the mission player decides on defensive fire first', '8.7.8', 'le joueur de la mission décide d\'abord du tir défensif');
  const imp = b.impulse;
  if (!imp) return no('no unit is moving now', '8.7.4', 'aucune unité ne se déplace maintenant');
  const u = must(b, imp.unit);
  if (u.side !== role) return !explaining ? REFUSED : no(() => `it is ${tag(b, u)}'s movement (${u.side})`, '8.7.3', () => `c'est au tour de ${tag(b, u)} de se déplacer (${SIDE_FR[u.side]})`);
  return { u, imp };
}
const isWhy = (x: unknown): x is IllegalInfo => typeof x === 'object' && x !== null && 'message' in x;

function boardMover(b: AirBattle, role: Role): { u: BattleUnit; imp: Impulse } | IllegalInfo {
  const a = active(b, role);
  if (isWhy(a)) return a;
  if (!onBoard(a.u)) return !explaining ? REFUSED : no(() => `${unitName(a.u.id)} is not on the Air Battle Board`, '8.7.5', () => `${unitName(a.u.id)} n'est pas sur le plateau de combat aérien`);
  return a;
}

function checkSequence(b: AirBattle, role: Role, a: Action): Why {
  if (b.phase !== 'sequence') return no('the sequence markers are already placed', '8.7.3', 'les marqueurs de séquence sont déjà placés');
  const u = unit(b, String(a.unit));
  if (!u || u.side !== role) return !explaining ? REFUSED : no(() => `${unitName(String(a.unit))} is not one of your units in this battle`, '8.7.3', () => `${unitName(String(a.unit))} n'est pas une de vos unités dans ce combat`);
  if (u.seq !== null) return !explaining ? REFUSED : no(() => `${unitName(u.id)} already has a Movement Sequence marker`, '8.7.3', () => `${unitName(u.id)} a déjà un marqueur de séquence de mouvement`);
  const seq = Number(a.seq);
  const max = SEQUENCE_MARKERS[u.side].count;
  if (!Number.isInteger(seq) || seq < 1 || seq > max) return !explaining ? REFUSED : no(() => `the ${u.side} Movement Sequence markers are 1 to ${max}`, '8.7.2', () => `les marqueurs de séquence de mouvement (${SIDE_FR[u.side]}) vont de 1 à ${max}`);
  if (b.units.some((o) => o.side === u.side && o.seq === seq)) return !explaining ? REFUSED : no(() => `marker ${seq} is already on another unit`, '8.7.3', () => `le marqueur ${seq} est déjà sur une autre unité`);
  const altitude = a.altitude as Altitude;
  if (!ALT.includes(altitude)) return no('altitude is low, medium or high', '8.7.3', 'l\'altitude est basse, moyenne ou haute');
  if (altitude === 'high' && u.loaded) return no('bombers (assumed loaded) may not set up at high altitude', '8.7.3', 'les bombardiers (supposés chargés) ne peuvent pas se placer à haute altitude');
  if (u.side === b.missionSide && !sequenceFeasible(b, u, seq)) {
    return no('a latecomer must have a higher sequence number than every unit entering on the first round', '8.7.3', 'un retardataire doit avoir un numéro de séquence supérieur à celui de toute unité entrant au premier round');
  }
  return null;
}

/** 8.7.3: after giving `u` marker `seq`, can every late unit still get a higher number than every first-round unit? */
function sequenceFeasible(b: AirBattle, u: BattleUnit, seq: number): boolean {
  const mine = b.units.filter((o) => o.side === u.side);
  if (!mine.some((o) => o.late)) return true; // no latecomer: any numbering will do
  const given = new Map<string, number>(mine.filter((o) => o.seq !== null).map((o) => [o.id, o.seq!]));
  given.set(u.id, seq);
  const free = Array.from({ length: SEQUENCE_MARKERS[u.side].count }, (_, i) => i + 1).filter((n) => ![...given.values()].includes(n));
  const rest = mine.filter((o) => !given.has(o.id));
  const ok = (m: Map<string, number>) => {
    let maxEarly = 0;
    let minLate = Infinity;
    for (const o of mine) {
      const s = m.get(o.id)!;
      if (o.late) minLate = Math.min(minLate, s);
      else maxEarly = Math.max(maxEarly, s);
    }
    return maxEarly < minLate;
  };
  const tryAssign = (i: number, used: Set<number>, m: Map<string, number>): boolean => {
    if (i === rest.length) return ok(m);
    for (const n of free) {
      if (used.has(n)) continue;
      used.add(n);
      m.set(rest[i].id, n);
      if (tryAssign(i + 1, used, m)) return true;
      used.delete(n);
      m.delete(rest[i].id);
    }
    return false;
  };
  return tryAssign(0, new Set(), new Map(given));
}

function checkPlace(b: AirBattle, role: Role, a: Action): Why {
  const u = unit(b, String(a.unit));
  const latecomer = b.phase === 'move';
  if (latecomer) {
    const m = active(b, role);
    if (isWhy(m)) return m;
    if (m.u.id !== a.unit || m.u.where !== 'waiting') return no('only a latecomer sets up during the rounds', '8.7.5', 'seul un retardataire se place pendant les rounds');
    if (b.round < 2) return no('latecomers enter on the second (or later) round', '8.7.1', 'les retardataires entrent au deuxième round (ou plus tard)');
  } else {
    if (b.phase !== 'place') return no('the raid sets up after the sequence markers', '8.7.3', 'le raid se place après les marqueurs de séquence');
    if (role !== b.missionSide) return no('only the Mission player sets up on the Raid Entry Area', '8.7.3', 'seul le joueur de la mission se place dans la zone d\'entrée du raid');
    if (!u || u.side !== role) return !explaining ? REFUSED : no(() => `${unitName(String(a.unit))} is not a mission unit`, '8.7.3', () => `${unitName(String(a.unit))} n'est pas une unité de la mission`);
    if (u.late) return no('latecomers start off the board', '8.7.3', 'les retardataires commencent hors du plateau');
    if (u.hex !== null) return !explaining ? REFUSED : no(() => `${unitName(u.id)} is already set up`, '8.7.3', () => `${unitName(u.id)} est déjà placé`);
  }
  const hex = String(a.hex);
  if (!RAID_ENTRY_AREA.hexes.includes(hex)) return !explaining ? REFUSED : no(() => `${hex} is not a Raid Entry Area hex`, latecomer ? '8.7.5' : '8.7.3', () => `${hex} n'est pas un hexagone de la zone d'entrée du raid`);
  if (b.units.some((o) => o.side === b.missionSide && onBoard(o) && o.hex === hex)) return !explaining ? REFUSED : no(() => `no more than one mission unit in ${hex}`, '8.7.3', () => `pas plus d'une unité de la mission en ${hex}`);
  const f = Number(a.facing);
  if (!Number.isInteger(f) || f < 0 || f > 5) return no('facing is 0-5 (a hexside)', '8.7.7', 'l\'orientation va de 0 à 5 (un côté d\'hexagone)');
  return null;
}

function checkPlaceAa(b: AirBattle, role: Role, a: Action): Why {
  if (b.phase !== 'aa-place' || !b.balloon) return no('AA units are set up only for Balloon Busting', '8.11.1', 'les unités de DCA ne se placent que pour une attaque de ballon');
  if (role !== b.balloon.side) return no('the defending player sets up the AA units', '8.11.1', 'le joueur en défense place les unités de DCA');
  const i = Number(a.index);
  const aa = b.balloon.aa[i];
  if (!aa) return !explaining ? REFUSED : no(() => `no AA unit ${String(a.index)}`, '8.11.1', () => `pas d'unité de DCA ${String(a.index)}`);
  if (aa.hex !== null) return !explaining ? REFUSED : no(() => `AA unit ${i} is already set up`, '8.11.1', () => `l'unité de DCA ${i} est déjà placée`);
  const hex = String(a.hex);
  if (!BOARD_GRID.has(hex) || BOARD_GRID.distance(hex, TARGET_HEX.hex) > RANGES.aaPlacement.hexes) return no('AA units go on or within 4 hexes of the Target hex', '8.11.1', 'les unités de DCA se placent sur l\'hexagone objectif ou à 4 hexagones au plus');
  if (b.balloon.aa.some((o) => o.hex === hex)) return no('one AA unit to a hex', '8.11.1', 'une unité de DCA par hexagone');
  return null;
}

function checkBalloon(b: AirBattle, role: Role, a: Action): Why {
  const bl = b.balloon;
  if (b.phase !== 'balloon' || !bl) return no('no balloon decision now', '8.11.2', 'aucune décision de ballon maintenant');
  if (role !== bl.side) return no('the owning player moves the balloon', '8.11.2', 'le propriétaire du ballon le déplace');
  const mv = a.move;
  if (mv === 'stay') return null;
  if (mv === 'up') return bl.altitude === 'high' || bl.altitude === 'ground' ? no('the balloon cannot climb from here', '8.11.2', 'le ballon ne peut pas monter d\'ici') : null;
  if (mv === 'down') return bl.altitude === 'ground' ? no('the balloon is grounded', '8.11.2', 'le ballon est au sol') : null;
  return no('the balloon moves up, down or stays', '8.11.2', 'le ballon monte, descend ou reste');
}

function checkForward(b: AirBattle, role: Role): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  if (avail(m.imp) < 1) return no('no MPs left', '8.7.7', 'plus de PM');
  if (!ahead(m.u.hex!, m.u.facing)) return no('the hex ahead is off the board: exit instead (1 MP)', '8.7.6', 'l\'hexagone devant est hors du plateau : quitter le plateau (1 PM)');
  return null;
}

function checkExit(b: AirBattle, role: Role): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  if (avail(m.imp) < 1) return no('leaving the board costs 1 MP', '8.7.6', 'quitter le plateau coûte 1 PM');
  if (ahead(m.u.hex!, m.u.facing)) return no('a unit leaves the board only from a board edge hex, facing off it', '8.7.6', 'une unité ne quitte le plateau que depuis un hexagone du bord, face à l\'extérieur');
  return null;
}

function checkTurn(b: AirBattle, role: Role, a: Action): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  if (a.dir !== 'left' && a.dir !== 'right') return no('turn left or right', '8.7.7', 'virer à gauche ou à droite');
  if (m.imp.lastTurnOrRoll) return no('no consecutive turns or rolls: move first', '8.7.7', 'pas de virages ou tonneaux consécutifs : avancer d\'abord');
  if (avail(m.imp) < turnCost(m.u)) return !explaining ? REFUSED : no(() => `a turn costs ${turnCost(m.u)} MP`, '8.7.7', () => `un virage coûte ${turnCost(m.u)} PM`);
  return null;
}

function checkRoll(b: AirBattle, role: Role, a: Action): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  if (a.dir !== 'left' && a.dir !== 'right') return no('roll left or right', '8.7.7', 'tonneau à gauche ou à droite');
  const c = rollCost(m.u);
  if (c === null) return no('a fighter carrying bombs may not Roll', '8.7.7', 'un chasseur chargé de bombes ne peut pas faire de tonneau');
  if (m.imp.lastTurnOrRoll) return no('no consecutive turns or rolls: move first', '8.7.7', 'pas de virages ou tonneaux consécutifs : avancer d\'abord');
  if (avail(m.imp) < c) return !explaining ? REFUSED : no(() => `a ${isBomberType(m.u) ? 'S-Turn' : 'Roll'} costs ${c} MP`, '8.7.7', () => `un ${isBomberType(m.u) ? 'virage en S' : 'tonneau'} coûte ${c} PM`);
  if (!ahead(m.u.hex!, m.u.facing + (a.dir === 'left' ? -1 : 1))) return no('that hex is off the board', '8.7.7', 'cet hexagone est hors du plateau');
  return null;
}

function checkImmelmann(b: AirBattle, role: Role): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  const c = immelmannCost(m.u);
  if (c === null) return no('only an F or FB not carrying bombs may perform an Immelmann', '8.7.7', 'seul un F ou FB sans bombes peut faire un Immelmann');
  if (m.imp.lastTurnOrRoll) return no('no consecutive turns or rolls: move first', '8.7.7', 'pas de virages ou tonneaux consécutifs : avancer d\'abord');
  if (avail(m.imp) < c) return !explaining ? REFUSED : no(() => `an Immelmann costs ${c} MP`, '8.7.7', () => `un Immelmann coûte ${c} PM`);
  if (!ahead(m.u.hex!, m.u.facing)) return no('the hex ahead is off the board', '8.7.7', 'l\'hexagone devant est hors du plateau');
  return null;
}

function checkClimb(b: AirBattle, role: Role): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  if (alt(m.u.altitude) >= alt(ceiling(m.u))) return no(m.u.loaded ? 'loaded bombers cannot climb above medium altitude' : 'no unit can move above high altitude', '8.7.7',
    m.u.loaded ? 'un bombardier chargé ne monte pas au-dessus de la moyenne altitude' : 'aucune unité ne monte au-dessus de la haute altitude');
  if (m.imp.climbed >= 1) return no('no unit can climb more than one level a round (the Triplane: 2 levels with all its MPs)', '8.7.7', 'aucune unité ne monte de plus d\'un niveau par round (le Triplane : 2 niveaux avec tous ses PM)');
  const c = 1 + costs(m.u).climb;
  if (avail(m.imp) < c) return !explaining ? REFUSED : no(() => `moving ahead and climbing costs ${c} MP`, '8.7.7', () => `avancer en montant coûte ${c} PM`);
  if (!ahead(m.u.hex!, m.u.facing)) return no('the hex ahead is off the board', '8.7.7', 'l\'hexagone devant est hors du plateau');
  return null;
}

function checkZoom(b: AirBattle, role: Role): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  if (AIRCRAFT[m.u.aircraft].maxClimb < 2) return no('only the Sopwith Triplane climbs two levels in a round', '8.7.7', 'seul le Sopwith Triplane monte de deux niveaux en un round');
  if (m.imp.started) return no('the Triplane uses all of its MPs to climb two levels', '8.7.7', 'le Triplane dépense tous ses PM pour monter de deux niveaux');
  if (m.u.altitude !== 'low') return no('two levels up from low altitude only', '8.7.7', 'deux niveaux de plus depuis la basse altitude seulement');
  if (!ahead(m.u.hex!, m.u.facing)) return no('the hex ahead is off the board', '8.7.7', 'l\'hexagone devant est hors du plateau');
  if (m.imp.mp < 1) return no('no MPs', '8.7.7', 'pas de PM');
  return null;
}

function checkDive(b: AirBattle, role: Role): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  if (m.u.altitude === 'low') return no('no unit can move below low altitude', '8.7.7', 'aucune unité ne descend sous la basse altitude');
  if (m.imp.dived >= AIRCRAFT[m.u.aircraft].maxDive) return no('no unit can dive more than one level a round except the Spad 7', '8.7.7', 'aucune unité ne pique de plus d\'un niveau par round, sauf le Spad 7');
  if (avail(m.imp) < 1) return no('no MPs left', '8.7.7', 'plus de PM');
  if (!ahead(m.u.hex!, m.u.facing)) return no('the hex ahead is off the board', '8.7.7', 'l\'hexagone devant est hors du plateau');
  return null;
}

/** Why `shooter` may not fire at `target` with `guns` now (geometry, altitude, blocking; 8.7.8). */
function fireGeometry(b: AirBattle, shooter: BattleUnit, targetHex: string, targetAlt: Altitude | 'ground', guns: 'forward' | 'observer', exclude: string | null): Why {
  if (targetAlt !== shooter.altitude) return no('a unit may never fire at an aerial target at a different altitude', '8.7.8', 'une unité ne tire jamais sur une cible aérienne à une autre altitude');
  if (targetHex === shooter.hex) return no('a unit may never fire at an aerial target in its own hex', '8.7.8', 'une unité ne tire jamais sur une cible aérienne dans son propre hexagone');
  const d = BOARD_GRID.distance(shooter.hex!, targetHex);
  if (guns === 'forward') {
    if (d > RANGES.fighter.hexes) return !explaining ? REFUSED : no(() => `forward guns reach ${RANGES.fighter.hexes} hexes`, '8.7.8', () => `les mitrailleuses avant portent à ${RANGES.fighter.hexes} hexagones`);
    if (!inForwardArc(shooter.hex!, shooter.facing, targetHex)) return no('the target is not in the forward field of fire', '8.7.8', 'la cible n\'est pas dans le champ de tir avant');
  } else {
    if (d > RANGES.observer.hexes) return !explaining ? REFUSED : no(() => `an observer reaches ${RANGES.observer.hexes} hexes`, '8.7.8', () => `un observateur porte à ${RANGES.observer.hexes} hexagones`);
    if (!shooter.allRound && inForwardArc(shooter.hex!, shooter.facing, targetHex)) return no('the observer fires at side and rear aspects only', '8.7.8', 'l\'observateur ne tire que sur les flancs et l\'arrière');
  }
  if (isBlocked(b, shooter.hex!, targetHex, shooter.altitude, shooter.id, exclude)) return no('a unit at the same altitude blocks the line of fire', '8.7.8', 'une unité à la même altitude bloque la ligne de tir');
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

function checkFire(b: AirBattle, role: Role, a: Action): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  const { u, imp } = m;
  if (u.face.af === null) return !explaining ? REFUSED : no(() => `${unitName(u.id)} has no AF and may not fire`, '8.7.8', () => `${unitName(u.id)} n'a pas de FA et ne peut pas tirer`);
  if (imp.fired) return no('a moving unit fires only once per air battle round', '8.7.7', 'une unité en mouvement ne tire qu\'une fois par round de combat aérien');
  const guns = a.guns === 'observer' ? 'observer' : a.guns === 'forward' ? 'forward' : null;
  if (!guns) return no('guns are forward or observer', '8.7.8', 'les armes sont avant ou observateur');
  if (guns === 'observer') {
    if (!isBomberType(u)) return no('only RB units have Observer fire', '8.7.8', 'seules les unités RB ont un tir d\'observateur');
    if (!u.observer) return !explaining ? REFUSED : no(() => `${unitName(u.id)} has no Observer`, '8.7.11', () => `${unitName(u.id)} n'a pas d'observateur`);
  }
  if (guns === 'forward' && isBomberType(u) && u.defensiveRound === b.round) return no('an RB that fired defensively this round may not attack as a fighter', '8.7.8', 'un RB qui a fait un tir défensif ce round ne peut pas attaquer comme un chasseur');
  if (isFighterType(u) && avail(imp) < 1) return no('a fighter firing its guns expends 1 MP', '8.7.7', 'un chasseur qui tire dépense 1 PM');
  if (a.target === 'balloon') {
    const bl = b.balloon;
    if (!bl || bl.side === u.side || bl.destroyed || bl.altitude === 'ground') return no('no enemy balloon to fire at', '8.11', 'pas de ballon ennemi sur lequel tirer');
    return fireGeometry(b, u, bl.hex, bl.altitude, guns, null);
  }
  const t = unit(b, String(a.target));
  if (!t || t.side === u.side || !onBoard(t)) return !explaining ? REFUSED : no(() => `${targetName(String(a.target), false)} is not an enemy unit on the board`, '8.7.8', () => `${targetName(String(a.target), true)} n'est pas une unité ennemie sur le plateau`);
  // Ruling (8.7.3): its altitude is secret until it first moves, so it cannot be fired at before.
  if (!t.revealed) return !explaining ? REFUSED : no(() => `${unitName(t.id)} has not moved yet: its altitude is unknown`, '8.7.3', () => `${unitName(t.id)} ne s'est pas encore déplacé : son altitude est inconnue`);
  return fireGeometry(b, u, t.hex!, t.altitude, guns, t.id);
}

function inT(u: BattleUnit): boolean {
  return u.hex !== null && T_HEXES.has(u.hex);
}

function checkBomb(b: AirBattle, role: Role): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  const { u } = m;
  if (u.task !== 'bombing' || !u.loaded) return !explaining ? REFUSED : no(() => `${unitName(u.id)} carries no bombs for this target`, '8.10.1', () => `${unitName(u.id)} ne porte pas de bombes pour cet objectif`);
  if (!inT(u)) return no('the bomber must be in one of the six target zone hexes (T)', '8.10.4', 'le bombardier doit être dans un des six hexagones de la zone objectif (T)');
  return null;
}

function checkStrafe(b: AirBattle, role: Role): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  const { u, imp } = m;
  if (u.task !== 'strafing' || u.delivered || u.aborted) return !explaining ? REFUSED : no(() => `${unitName(u.id)} is not on a strafing task`, '8.6', () => `${unitName(u.id)} n'a pas de mission de mitraillage`);
  if (isFighterType(u) && u.engaged) return no('fighters that engaged in Aerial Combat may not strafe', '8.10.2', 'les chasseurs engagés en combat aérien ne peuvent pas mitrailler');
  if (u.altitude !== 'low') return no('strafing is conducted at low altitude', '8.10.2', 'le mitraillage se fait à basse altitude');
  if (!inT(u)) return no('strafing needs a target zone hex (T)', '8.7.7', 'le mitraillage demande un hexagone de la zone objectif (T)');
  if (imp.fired) return no('strafing counts as the unit\'s fire this round', '8.7.7', 'le mitraillage compte comme le tir de l\'unité ce round');
  if (isFighterType(u) && avail(imp) < 1) return no('strafing costs 1 MP like firing', '8.7.7', 'le mitraillage coûte 1 PM comme un tir');
  return null;
}

function checkSpot(b: AirBattle, role: Role): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  const { u, imp } = m;
  if (u.task !== 'spotting' || u.delivered || u.aborted) return !explaining ? REFUSED : no(() => `${unitName(u.id)} is not on an Artillery Spotting task`, '8.6', () => `${unitName(u.id)} n'a pas de mission de réglage d'artillerie`);
  if (!u.observer) return no('an RB without an Observer must abort', '8.7.11', 'un RB sans observateur doit abandonner');
  if (u.altitude === 'high') return no('spotting is flown at medium or low altitude', '8.10.3', 'le réglage d\'artillerie se fait à moyenne ou basse altitude');
  const run = imp.run.slice(-3);
  if (run.length < 2) return no('spotting needs a straight line of 2 or 3 hexes at one altitude', '8.10.3', 'le réglage d\'artillerie demande une ligne droite de 2 ou 3 hexagones à une même altitude');
  if (!run.some((h) => T_HEXES.has(h))) return no('one of the straight-line hexes must be a target zone hex', '8.10.3', 'un des hexagones de la ligne droite doit être dans la zone objectif');
  return null;
}

function checkAttackAa(b: AirBattle, role: Role, a: Action): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  const { u, imp } = m;
  const bl = b.balloon;
  const aa = bl?.aa[Number(a.index)];
  if (!bl || bl.side === u.side || !aa || aa.removed || aa.hex === null) return no('no enemy AA unit to attack', '8.11.1', 'pas d\'unité de DCA ennemie à attaquer');
  if (aa.hex !== u.hex) return no('the unit must be in the AA unit\'s hex', '8.11.1', 'l\'unité doit être dans l\'hexagone de l\'unité de DCA');
  if (u.face.bf === null) return no(`${unitName(u.id)} has no bombing factor`, '8.10.1', `${unitName(u.id)} n'a pas de facteur de bombardement`);
  const strafing = u.face.bf === 'S' || !u.loaded;
  if (strafing && u.altitude !== 'low') return no('strafing is conducted at low altitude', '8.10.2', 'le mitraillage se fait à basse altitude');
  if (strafing && isFighterType(u) && u.engaged) return no('fighters that engaged in Aerial Combat may not strafe', '8.10.2', 'les chasseurs engagés en combat aérien ne peuvent pas mitrailler');
  if (imp.fired) return no('strafing counts as the unit\'s fire this round', '8.7.7', 'le mitraillage compte comme le tir de l\'unité ce round');
  if (strafing && isFighterType(u) && avail(imp) < 1) return no('strafing costs 1 MP like firing', '8.7.7', 'le mitraillage coûte 1 PM comme un tir');
  return null;
}

function checkAbort(b: AirBattle, role: Role): Why {
  const m = boardMover(b, role);
  if (isWhy(m)) return m;
  const { u } = m;
  if (!isMission(b, u)) return no('interceptors leave the board instead', '8.7.6', 'les intercepteurs quittent plutôt le plateau');
  if (u.aborted) return !explaining ? REFUSED : no(() => `${unitName(u.id)} has already aborted`, '8.8', () => `${unitName(u.id)} a déjà abandonné`);
  if (u.task === 'escort' || u.task === 'intercept') return no('an escort simply leaves the board', '8.8', 'une escorte quitte simplement le plateau');
  if (u.delivered) return !explaining ? REFUSED : no(() => `${unitName(u.id)} has already delivered its attack`, '8.8', () => `${unitName(u.id)} a déjà mené son attaque`);
  return null;
}

/** Could the mover spend MPs some way other than leaving the board? (8.7.7: all printed MPs must be spent.) */
function canSpend(b: AirBattle, role: Role, u: BattleUnit): boolean {
  if (!checkForward(b, role) || !checkClimb(b, role) || !checkDive(b, role) || !checkImmelmann(b, role) || !checkZoom(b, role)) return true;
  for (const dir of ['left', 'right']) if (!checkTurn(b, role, { type: 'ab-turn', dir }) || !checkRoll(b, role, { type: 'ab-roll', dir })) return true;
  if (isFighterType(u)) for (const a of fireCandidates(b, u)) if (!checkFire(b, role, a)) return true;
  if (!checkStrafe(b, role)) return true;
  return false;
}

function checkEnd(b: AirBattle, role: Role): Why {
  const m = active(b, role);
  if (isWhy(m)) return m;
  const { u, imp } = m;
  if (u.where === 'waiting') return null; // a latecomer may wait for a later round (8.7.1)
  if (u.where === 'off') return no('an off-board interceptor stays off (ab-stay-off) or rolls to enter', '8.7.5', 'un intercepteur hors du plateau y reste ou lance le dé d\'entrée');
  if (imp.mp > 0 && canSpend(b, role, u)) return !explaining ? REFUSED : no(() => `${imp.mp} printed MP(s) left: every printed MP must be spent`, '8.7.7', () => `il reste ${imp.mp} PM imprimé(s) : tous les PM imprimés doivent être dépensés`);
  return null;
}

function checkStayOff(b: AirBattle, role: Role, a: Action): Why {
  const m = active(b, role);
  if (isWhy(m)) return m;
  if (m.u.where !== 'off') return no('only an off-board interceptor stays off the board', '8.7.5', 'seul un intercepteur hors du plateau reste hors du plateau');
  if (m.imp.entryRoll !== null) return no('the entry die is rolled: the unit enters', '8.7.5', 'le dé d\'entrée est lancé : l\'unité entre');
  const c = Number(a.climb);
  if (c !== -1 && c !== 0 && c !== 1) return no('off the board it may change altitude by one level', '8.7.5', 'hors du plateau, elle peut changer d\'altitude d\'un niveau');
  const n = alt(m.u.altitude) + c;
  if (n < 0 || n > 2) return no('no unit can move above high or below low altitude', '8.7.7', 'aucune unité ne monte au-dessus de la haute altitude ni ne descend sous la basse altitude');
  return null;
}

function checkEnterRoll(b: AirBattle, role: Role): Why {
  const m = active(b, role);
  if (isWhy(m)) return m;
  if (m.u.where !== 'off') return no('only an off-board interceptor rolls to enter', '8.7.5', 'seul un intercepteur hors du plateau lance le dé d\'entrée');
  if (m.imp.entryRoll !== null) return no('the entry die is already rolled', '8.7.5', 'le dé d\'entrée est déjà lancé');
  return null;
}

function entryHexes(roll: number): string[] {
  if (ENTRY_DIE.numbered.includes(roll)) return INTERCEPTOR_ENTRY.byNumber[roll];
  if (ENTRY_DIE.anyNumbered.includes(roll)) return NUMBERED_ENTRY;
  return EDGE_HEXES;
}

function checkEnter(b: AirBattle, role: Role, a: Action): Why {
  const m = active(b, role);
  if (isWhy(m)) return m;
  if (m.u.where !== 'off' || m.imp.entryRoll === null) return no('roll the entry die first', '8.7.5', 'lancer d\'abord le dé d\'entrée');
  const hex = String(a.hex);
  if (!entryHexes(m.imp.entryRoll).includes(hex)) return !explaining ? REFUSED : no(() => `a roll of ${m.imp.entryRoll} does not enter at ${hex}`, '8.7.5', () => `un jet de ${m.imp.entryRoll} n'entre pas en ${hex}`);
  if (!entryFacingsOf(hex).includes(Number(a.facing) as Facing)) return no('the unit must face a hexside that takes it onto the board', '8.7.5', 'l\'unité doit faire face à un côté d\'hexagone qui la mène sur le plateau');
  if (avail(m.imp) < 1) return no('entering the first board edge hex costs 1 MP', '8.7.5', 'entrer dans le premier hexagone du bord coûte 1 PM');
  return null;
}

function checkDefend(b: AirBattle, role: Role, a: Action): Why {
  const d = b.defensive;
  if (!d || b.rolls.length) return no('no interceptor is presenting itself to defensive fire', '8.7.8', 'aucun intercepteur ne s\'expose au tir défensif');
  if (role !== b.missionSide) return no('defensive fire is the mission RBs\'', '8.7.8', 'le tir défensif est celui des RB de la mission');
  if (a.type === 'ab-hold') return null;
  if (!d.shooters.includes(String(a.unit))) return !explaining ? REFUSED : no(() => `${unitName(String(a.unit))} may not fire defensively at that hex`, '8.7.8', () => `${unitName(String(a.unit))} ne peut pas faire de tir défensif sur cet hexagone`);
  return null;
}

function check(b: AirBattle, role: Role, a: Action): Why {
  if (b.phase === 'over') return no('the air battle is over', '8.7.4', 'le combat aérien est terminé');
  if (role === CHANCE) return b.rolls.length ? null : no('no die to roll', null, 'aucun dé à lancer');
  if (b.rolls.length) return no('the dice must be rolled first', '8.7.4', 'il faut d\'abord lancer les dés');
  switch (a.type) {
    case 'ab-sequence': return checkSequence(b, role, a);
    case 'ab-place': return checkPlace(b, role, a);
    case 'ab-place-aa': return checkPlaceAa(b, role, a);
    case 'ab-balloon': return checkBalloon(b, role, a);
    case 'ab-forward': return checkForward(b, role);
    case 'ab-exit': return checkExit(b, role);
    case 'ab-turn': return checkTurn(b, role, a);
    case 'ab-roll': return checkRoll(b, role, a);
    case 'ab-immelmann': return checkImmelmann(b, role);
    case 'ab-climb': return checkClimb(b, role);
    case 'ab-zoom': return checkZoom(b, role);
    case 'ab-dive': return checkDive(b, role);
    case 'ab-fire': return checkFire(b, role, a);
    case 'ab-bomb': return checkBomb(b, role);
    case 'ab-strafe': return checkStrafe(b, role);
    case 'ab-spot': return checkSpot(b, role);
    case 'ab-abort': return checkAbort(b, role);
    case 'ab-attack-aa': return checkAttackAa(b, role, a);
    case 'ab-end': return checkEnd(b, role);
    case 'ab-stay-off': return checkStayOff(b, role, a);
    case 'ab-enter-roll': return checkEnterRoll(b, role);
    case 'ab-enter': return checkEnter(b, role, a);
    case 'ab-defend':
    case 'ab-hold': return checkDefend(b, role, a);
  }
  return !explaining ? REFUSED : no(() => `unknown air battle action "${a.type}"`, null, () => `action de combat aérien inconnue « ${a.type} »`);
}

export function explainAirBattleIllegal(b: AirBattle, role: Role, action: Action): IllegalInfo {
  explaining = true;
  try {
    return check(b, role, action) ?? no('this action is not legal now', '8.7', 'cette action n\'est pas permise maintenant');
  } finally {
    explaining = false;
  }
}

// ---------------------------------------------------------------------------------------------
// Legal actions

function fireCandidates(b: AirBattle, u: BattleUnit): Action[] {
  const out: Action[] = [];
  const gunsList: ('forward' | 'observer')[] = isBomberType(u) ? ['forward', 'observer'] : ['forward'];
  for (const t of b.units) if (t.side !== u.side && onBoard(t)) for (const guns of gunsList) out.push({ type: 'ab-fire', target: t.id, guns });
  if (b.balloon && b.balloon.side !== u.side) for (const guns of gunsList) out.push({ type: 'ab-fire', target: 'balloon', guns });
  return out;
}

function candidates(b: AirBattle, role: Role): Action[] {
  const out: Action[] = [];
  if (b.phase === 'sequence') {
    for (const u of b.units) {
      if (u.side !== role || u.seq !== null) continue;
      for (let s = 1; s <= SEQUENCE_MARKERS[u.side].count; s++) for (const a of ALT) out.push({ type: 'ab-sequence', unit: u.id, seq: s, altitude: a });
    }
    return out;
  }
  if (b.phase === 'place') {
    for (const u of b.units) if (u.side === role && !u.late && u.hex === null) for (const h of RAID_ENTRY_AREA.hexes) for (let f = 0; f < 6; f++) out.push({ type: 'ab-place', unit: u.id, hex: h, facing: f });
    return out;
  }
  if (b.phase === 'aa-place' && b.balloon) {
    const i = b.balloon.aa.findIndex((a) => a.hex === null);
    if (i >= 0) for (const h of BOARD_GRID.within(TARGET_HEX.hex, RANGES.aaPlacement.hexes)) out.push({ type: 'ab-place-aa', index: i, hex: h });
    return out;
  }
  if (b.phase === 'balloon') return [{ type: 'ab-balloon', move: 'stay' }, { type: 'ab-balloon', move: 'up' }, { type: 'ab-balloon', move: 'down' }];
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
    for (const h of RAID_ENTRY_AREA.hexes) for (let f = 0; f < 6; f++) out.push({ type: 'ab-place', unit: u.id, hex: h, facing: f });
    out.push({ type: 'ab-end' });
    return out;
  }
  if (u.where === 'off') {
    if (imp.entryRoll === null) {
      for (const c of [-1, 0, 1]) out.push({ type: 'ab-stay-off', climb: c });
      out.push({ type: 'ab-enter-roll' });
    } else {
      for (const h of entryHexes(imp.entryRoll)) for (const f of entryFacingsOf(h)) out.push({ type: 'ab-enter', hex: h, facing: f });
    }
    return out;
  }
  out.push({ type: 'ab-forward' }, { type: 'ab-exit' }, { type: 'ab-climb' }, { type: 'ab-dive' }, { type: 'ab-zoom' }, { type: 'ab-immelmann' });
  for (const dir of ['left', 'right']) out.push({ type: 'ab-turn', dir }, { type: 'ab-roll', dir });
  out.push(...fireCandidates(b, u));
  out.push({ type: 'ab-bomb' }, { type: 'ab-strafe' }, { type: 'ab-spot' }, { type: 'ab-abort' }, { type: 'ab-end' });
  if (b.balloon) b.balloon.aa.forEach((aa, i) => { if (aa.hex === u.hex && !aa.removed) out.push({ type: 'ab-attack-aa', index: i }); });
  return out;
}

export function airBattleLegal(b: AirBattle, role: Role): Action[] {
  if (!airBattleToAct(b).includes(role) || role === CHANCE) return [];
  if (b.phase === 'sequence') return legalSequence(b, role);
  if (b.phase === 'place') return legalPlace(b, role);
  movingCache = null;
  const mover = b.phase === 'move' && !b.defensive && !b.rolls.length && b.impulse ? must(b, b.impulse.unit) : null;
  if (mover && mover.side === role) {
    const out = onBoard(mover) ? legalManoeuvres(b, role, mover, b.impulse!) : mover.where === 'off' ? legalOffBoard(mover, b.impulse!) : mover.where === 'waiting' ? legalLatecomer(b, mover) : null;
    movingCache = null;
    if (out) return out;
  }
  const out = candidates(b, role).filter((a) => check(b, role, a) === null);
  movingCache = null;
  return out;
}

/**
 * The legal actions of the unit moving on the board, listed directly (8.7.7-8.7.11, 8.10, 8.11): the same
 * actions in the same order as the candidates that pass their checks (`legalByChecks`; a test compares them
 * on many random positions), without running each check and the must-spend-MPs check again for `ab-end`.
 */
function legalManoeuvres(b: AirBattle, role: Role, u: BattleUnit, imp: Impulse): Action[] {
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
  if (av >= 1 && fwd) { out.push({ type: 'ab-forward' }); spendable = true; }
  if (av >= 1 && !fwd) out.push({ type: 'ab-exit' });
  if (fwd && alt(u.altitude) < alt(ceiling(u)) && imp.climbed < 1 && av >= 1 + c.climb) { out.push({ type: 'ab-climb' }); spendable = true; }
  if (fwd && u.altitude !== 'low' && imp.dived < craft.maxDive && av >= 1) { out.push({ type: 'ab-dive' }); spendable = true; }
  if (fwd && craft.maxClimb >= 2 && !imp.started && u.altitude === 'low' && imp.mp >= 1) { out.push({ type: 'ab-zoom' }); spendable = true; }
  const ic = immelmannCost(u);
  if (fwd && ic !== null && !last && av >= ic) { out.push({ type: 'ab-immelmann' }); spendable = true; }
  if (!last) {
    const tc = c.turn + craft.turnExtra; // turnCost(u)
    const rc = rollCost(u);
    if (av >= tc) { out.push({ type: 'ab-turn', dir: 'left' }); spendable = true; }
    if (rc !== null && av >= rc && ahead(hex, u.facing - 1)) { out.push({ type: 'ab-roll', dir: 'left' }); spendable = true; }
    if (av >= tc) { out.push({ type: 'ab-turn', dir: 'right' }); spendable = true; }
    if (rc !== null && av >= rc && ahead(hex, u.facing + 1)) { out.push({ type: 'ab-roll', dir: 'right' }); spendable = true; }
  }
  // checkFire for each target of fireCandidates, in its order: first what does not depend on the target (8.7.7, 8.7.8).
  if (u.face.af !== null && !imp.fired && !(fighter && av < 1)) {
    const forward = !(bomber && u.defensiveRound === b.round);
    const observer = bomber && u.observer;
    for (const t of b.units) {
      if (t.side === u.side || !onBoard(t) || !t.revealed) continue; // 8.7.3: not fired at before it first moves
      if (forward && fireGeometry(b, u, t.hex!, t.altitude, 'forward', t.id) === null) {
        out.push({ type: 'ab-fire', target: t.id, guns: 'forward' });
        if (fighter) spendable = true;
      }
      if (observer && fireGeometry(b, u, t.hex!, t.altitude, 'observer', t.id) === null) out.push({ type: 'ab-fire', target: t.id, guns: 'observer' });
    }
    const bl = b.balloon;
    if (bl && bl.side !== u.side && !bl.destroyed && bl.altitude !== 'ground') {
      if (forward && fireGeometry(b, u, bl.hex, bl.altitude, 'forward', null) === null) {
        out.push({ type: 'ab-fire', target: 'balloon', guns: 'forward' });
        if (fighter) spendable = true;
      }
      if (observer && fireGeometry(b, u, bl.hex, bl.altitude, 'observer', null) === null) out.push({ type: 'ab-fire', target: 'balloon', guns: 'observer' });
    }
  }
  // checkBomb, checkStrafe, checkSpot, checkAbort (8.10.1-8.10.4, 8.7.7, 8.8, 8.7.11).
  const inTarget = T_HEXES.has(hex);
  if (u.task === 'bombing' && u.loaded && inTarget) out.push({ type: 'ab-bomb' });
  if (u.task === 'strafing' && !u.delivered && !u.aborted && !(fighter && u.engaged) && u.altitude === 'low' && inTarget && !imp.fired && !(fighter && av < 1)) {
    out.push({ type: 'ab-strafe' });
    spendable = true;
  }
  if (u.task === 'spotting' && checkSpot(b, role) === null) out.push({ type: 'ab-spot' });
  if (isMission(b, u) && !u.aborted && u.task !== 'escort' && u.task !== 'intercept' && !u.delivered) out.push({ type: 'ab-abort' });
  if (!(imp.mp > 0 && spendable)) out.push({ type: 'ab-end' });
  if (b.balloon) b.balloon.aa.forEach((aa, i) => { if (aa.hex === hex && !aa.removed && checkAttackAa(b, role, { type: 'ab-attack-aa', index: i }) === null) out.push({ type: 'ab-attack-aa', index: i }); });
  return out;
}

/** An off-board interceptor's actions (8.7.5), listed directly in the candidates' order: stay off or roll; then enter. */
function legalOffBoard(u: BattleUnit, imp: Impulse): Action[] {
  const out: Action[] = [];
  if (imp.entryRoll === null) {
    const level = alt(u.altitude);
    for (const c of [-1, 0, 1]) if (level + c >= 0 && level + c <= 2) out.push({ type: 'ab-stay-off', climb: c });
    out.push({ type: 'ab-enter-roll' });
  } else if (avail(imp) >= 1) {
    for (const h of entryHexes(imp.entryRoll)) for (const f of entryFacingsOf(h)) out.push({ type: 'ab-enter', hex: h, facing: f });
  }
  return out;
}
/** A latecomer's actions (8.7.1, 8.7.5): set up on a free Raid Entry Area hex from round 2, or wait. */
function legalLatecomer(b: AirBattle, u: BattleUnit): Action[] {
  const out: Action[] = [];
  if (b.round >= 2) {
    for (const h of RAID_ENTRY_AREA.hexes) {
      if (b.units.some((o) => o.side === b.missionSide && onBoard(o) && o.hex === h)) continue;
      for (let f = 0; f < 6; f++) out.push({ type: 'ab-place', unit: u.id, hex: h, facing: f });
    }
  }
  out.push({ type: 'ab-end' });
  return out;
}

/** Every action of the families open now, legal or not (for tests and for prompts that explain refusals). */
export function airBattleCandidates(b: AirBattle, role: Role): Action[] {
  return b.phase === 'over' || role === CHANCE ? [] : candidates(b, role);
}

/** The reference listing: every candidate that passes its check (tests compare airBattleLegal with it). */
export function legalByChecks(b: AirBattle, role: Role): Action[] {
  if (!airBattleToAct(b).includes(role) || role === CHANCE) return [];
  movingCache = null;
  const out = candidates(b, role).filter((a) => check(b, role, a) === null);
  movingCache = null;
  return out;
}

/** The setup phases list their actions directly (many candidates); a test checks them against `check`. */
function legalSequence(b: AirBattle, role: Role): Action[] {
  const out: Action[] = [];
  const max = SEQUENCE_MARKERS[role as Side].count;
  const used = new Set(b.units.filter((u) => u.side === role && u.seq !== null).map((u) => u.seq));
  const late = b.units.some((u) => u.side === role && u.late);
  for (const u of b.units) {
    if (u.side !== role || u.seq !== null) continue;
    for (let seq = 1; seq <= max; seq++) {
      if (used.has(seq)) continue;
      if (late && role === b.missionSide && !sequenceFeasible(b, u, seq)) continue;
      for (const altitude of ALT) if (!(altitude === 'high' && u.loaded)) out.push({ type: 'ab-sequence', unit: u.id, seq, altitude });
    }
  }
  return out;
}

function legalPlace(b: AirBattle, role: Role): Action[] {
  const out: Action[] = [];
  if (role !== b.missionSide) return out;
  const taken = new Set(b.units.filter((o) => o.side === b.missionSide && onBoard(o)).map((o) => o.hex));
  for (const u of b.units) {
    if (u.side !== role || u.late || u.hex !== null) continue;
    for (const hex of RAID_ENTRY_AREA.hexes) if (!taken.has(hex)) for (let f = 0; f < 6; f++) out.push({ type: 'ab-place', unit: u.id, hex, facing: f });
  }
  return out;
}

/** During one legal listing, the unit moving now (every movement check asks for it). */
let movingCache: { b: AirBattle; role: Role; value: { u: BattleUnit; imp: Impulse } | IllegalInfo } | null = null;

// ---------------------------------------------------------------------------------------------
// Perform

export function airBattlePerform(b: AirBattle, role: Role, a: Action, log?: LogSink): void {
  if (role === CHANCE) {
    const d = (a as { dice?: number[] }).dice?.[0];
    if (typeof d !== 'number') throw new RuleError('chance answers with {"type":"dice","dice":[n]}', null, 'malformed');
    resolveRoll(b, d, log);
  } else {
    doAction(b, role, a, log);
  }
  settle(b, log);
}

function doAction(b: AirBattle, role: Role, a: Action, log?: LogSink): void {
  switch (a.type) {
    case 'ab-sequence': {
      const u = must(b, String(a.unit));
      u.seq = Number(a.seq);
      u.altitude = a.altitude as Altitude;
      // 8.7.3: placed secretly - only the owner's log shows it.
      if (log) say(log, '8.7.3', `${unitName(u.id)}: Movement Sequence marker ${u.seq}, ${u.altitude} altitude (secret).`,
        `${unitName(u.id)} : marqueur de séquence ${u.seq}, altitude ${ALT_FR[u.altitude]} (secret).`, [u.side]);
      if (b.units.every((o) => o.seq !== null)) {
        b.phase = 'place';
        if (log) say(log, '8.7.3', 'Both sides have placed their Movement Sequence markers.', 'Les deux camps ont placé leurs marqueurs de séquence.');
      }
      return;
    }
    case 'ab-place': {
      const u = must(b, String(a.unit));
      u.hex = String(a.hex);
      u.facing = Number(a.facing) as Facing;
      u.where = 'board';
      const late = b.phase === 'move';
      if (log) say(log, late ? '8.7.5' : '8.7.3', `${unitName(u.id)} sets up in ${u.hex} (Raid Entry Area) facing ${DIR_NAMES[u.facing]}${late ? ' (latecomer)' : ''}.`,
        `${unitName(u.id)} se place en ${u.hex} (zone d'entrée du raid), face ${DIR_FR[u.facing]}${late ? ' (retardataire)' : ''}.`);
      if (late && b.impulse) {
        b.impulse.leftStart = false;
        if (b.options.wind) windCheck(b, u);
      }
      return;
    }
    case 'ab-place-aa': {
      const bl = b.balloon!;
      bl.aa[Number(a.index)].hex = String(a.hex);
      if (log) say(log, '8.11.1', `AA unit ${Number(a.index) + 1} (factor ${bl.aa[Number(a.index)].factor}) set up in ${String(a.hex)}.`, `Unité de DCA ${Number(a.index) + 1} (facteur ${bl.aa[Number(a.index)].factor}) placée en ${String(a.hex)}.`);
      return;
    }
    case 'ab-balloon': {
      const bl = b.balloon!;
      if (a.move !== 'stay') {
        bl.changing = a.move as 'up' | 'down';
        if (log) say(log, '8.11.2', `The balloon is flipped: it begins its ${a.move === 'up' ? 'ascent' : 'descent'}.`, `Le ballon est retourné : il commence sa ${a.move === 'up' ? 'montée' : 'descente'}.`);
      }
      b.phase = 'move';
      startRound(b, log);
      return;
    }
    case 'ab-defend': {
      const d = b.defensive!;
      const s = must(b, String(a.unit));
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
      const c = Number(a.climb);
      u.altitude = ALT[alt(u.altitude) + c];
      if (log) say(log, '8.7.5', `${tag(b, u)} stays off the board${c ? `, ${c > 0 ? 'climbing' : 'diving'} to ${u.altitude}` : ''}.`,
        `${tag(b, u)} reste hors du plateau${c ? `, altitude ${ALT_FR[u.altitude]}` : ''}.`);
      imp.done = true;
      return;
    }
    case 'ab-enter-roll':
      b.rolls.push({ kind: 'entry', unit: u.id });
      return;
    case 'ab-enter': {
      spend(imp, 1);
      u.hex = String(a.hex);
      u.facing = Number(a.facing) as Facing;
      u.where = 'board';
      imp.leftStart = true; // it came from off the board: every hex it leaves now may draw defensive fire
      if (log) say(log, '8.7.5', `${tag(b, u)} enters the board at ${u.hex} facing ${DIR_NAMES[u.facing]} (1 MP).`, `${tag(b, u)} entre sur le plateau en ${u.hex}, face ${DIR_FR[u.facing]} (1 PM).`);
      entered(b, u, log);
      return;
    }
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
        if (log) say(log, '8.7.6', `${tag(b, u)} leaves the board and returns to base.`, `${tag(b, u)} quitte le plateau et rentre à sa base.`);
      } else {
        u.where = 'off';
        if (log) say(log, '8.7.6', `${tag(b, u)} leaves the board at ${u.altitude} altitude; it may come back.`, `${tag(b, u)} quitte le plateau à altitude ${ALT_FR[u.altitude]} ; il pourra revenir.`);
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
      if (log) say(log, '8.7.7', `${tag(b, u)} performs an Immelmann into ${u.hex}, now facing ${DIR_NAMES[u.facing]}.`, `${tag(b, u)} fait un Immelmann vers ${u.hex}, face ${DIR_FR[u.facing]}.`);
      return;
    }
    case 'ab-climb':
      imp.climbed += 1;
      moveTo(b, u, ahead(u.hex!, u.facing)!, 1 + costs(u).climb, log, false, u.facing, ALT[alt(u.altitude) + 1]);
      if (log) say(log, '8.7.7', `${tag(b, u)} climbs to ${u.altitude} (${1 + costs(u).climb} MP).`, `${tag(b, u)} monte à l'altitude ${ALT_FR[u.altitude]}.`);
      return;
    case 'ab-zoom':
      imp.climbed += 2;
      moveTo(b, u, ahead(u.hex!, u.facing)!, 0, log, false, u.facing, 'high');
      imp.mp = 0;
      imp.bonus = 0;
      imp.wind = 0;
      if (log) say(log, '8.7.7', `${tag(b, u)} (Triplane) climbs two levels to high altitude with all its MPs.`, `${tag(b, u)} (Triplane) monte de deux niveaux avec tous ses PM.`);
      return;
    case 'ab-dive': {
      imp.dived += 1;
      const gain = costs(u).dive;
      moveTo(b, u, ahead(u.hex!, u.facing)!, 1, log, false, u.facing, ALT[alt(u.altitude) - 1]);
      imp.bonus += gain;
      if (log) say(log, '8.7.7', `${tag(b, u)} dives to ${u.altitude}, gaining ${gain} MP.`, `${tag(b, u)} pique à l'altitude ${ALT_FR[u.altitude]} et gagne ${gain} PM.`);
      return;
    }
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
      abort(b, u, 'the Mission player aborts', log);
      return;
    case 'ab-attack-aa': {
      // 8.11.1: AA units can be bombed and strafed, resolved as bombing (8.10.5).
      const strafing = u.face.bf === 'S' || !u.loaded;
      imp.fired = true;
      if (strafing && isFighterType(u)) spend(imp, 1);
      if (!strafing) { u.loaded = false; u.unloadedRound = b.round; }
      const mods: Mod[] = [];
      if (strafing) mods.push({ label: 'strafing from low altitude', value: -2, rule: '8.10.5' });
      else if (u.altitude === 'low') mods.push({ label: 'bombing from low altitude', value: -1, rule: '8.10.5' });
      if (u.ace) mods.push({ label: 'Ace', value: -1, rule: '8.10.5' });
      if (u.disrupted) mods.push({ label: 'Disrupted', value: 1, rule: '8.10.5' });
      if (b.poorWeather) mods.push({ label: 'Poor Weather', value: 1, rule: '8.10.5' });
      const bf = u.face.bf === 'S' || strafing ? 1 : Number(u.face.bf);
      b.rolls.push({ kind: 'aa-attack', unit: u.id, index: Number(a.index), mods, bf });
      if (log) say(log, '8.11.1', `${tag(b, u)} ${strafing ? 'strafes' : 'bombs'} AA unit ${Number(a.index) + 1}.`, `${tag(b, u)} ${strafing ? 'mitraille' : 'bombarde'} l'unité de DCA ${Number(a.index) + 1}.`);
      return;
    }
  }
}

function abort(b: AirBattle, u: BattleUnit, why: string, log?: LogSink): void {
  u.aborted = true;
  if (u.loaded) {
    u.loaded = false;
    u.unloadedRound = b.round; // jettisons the bombs, and may accelerate (8.8)
  }
  const vp = abortScores(u.type, u.task);
  if (log) say(log, '8.8', `${tag(b, u)} aborts its mission (${why})${vp ? ': 1 VP to the opponent' : ''}.`,
    `${tag(b, u)} abandonne sa mission${vp ? ' : 1 PV à l\'adversaire' : ''}.`);
}

function manoeuvre(b: AirBattle, u: BattleUnit, a: Action, cost: number, log?: LogSink): void {
  const imp = b.impulse!;
  if (a.type === 'ab-turn') {
    spend(imp, cost);
    u.facing = turn(u.facing, a.dir === 'left' ? -1 : 1);
    imp.run = [];
    imp.lastTurnOrRoll = true;
    if (log) say(log, '8.7.7', `${tag(b, u)} turns ${String(a.dir)} to face ${DIR_NAMES[u.facing]} (${cost} MP).`, `${tag(b, u)} vire à ${a.dir === 'left' ? 'gauche' : 'droite'}, face ${DIR_FR[u.facing]} (${cost} PM).`);
  } else {
    const to = ahead(u.hex!, u.facing + (a.dir === 'left' ? -1 : 1))!;
    moveTo(b, u, to, cost, log, false, u.facing, u.altitude);
    imp.lastTurnOrRoll = true;
    if (log) say(log, '8.7.7', `${tag(b, u)} ${isBomberType(u) ? 'S-turns' : 'rolls'} ${String(a.dir)} into ${to} (${cost} MP).`, `${tag(b, u)} ${isBomberType(u) ? 'fait un virage en S' : 'fait un tonneau'} vers ${to} (${cost} PM).`);
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
  const shooters = b.units.filter((r) => r.side === b.missionSide && onBoard(r) && r.revealed && isBomberType(r) && r.face.af !== null && r.observer && !r.noDefensiveFire
    && r.hex !== from && !fireGeometry(b, r, from, fromAlt, 'observer', u.id)).map((r) => r.id);
  if (shooters.length) b.defensive = { mover: u.id, fromHex: from, altitude: fromAlt, facing: fromFacing, shooters };
}

/** After a unit enters a hex: target zone, balloon AA (8.11.1). */
function entered(b: AirBattle, u: BattleUnit, log?: LogSink): void {
  if (!isMission(b, u) || !u.hex) return;
  if (T_HEXES.has(u.hex) && !u.reachedTarget) {
    u.reachedTarget = true;
    if (log) say(log, '8.10.4', `${tag(b, u)} reaches the target zone (${u.hex}).`, `${tag(b, u)} atteint la zone d'objectif (${u.hex}).`);
  }
  const bl = b.balloon;
  if (bl && bl.side !== u.side) {
    const imp = b.impulse!;
    bl.aa.forEach((aa, i) => {
      if (aa.hex && !aa.removed && !imp.aaFired.includes(i) && BOARD_GRID.distance(aa.hex, u.hex!) <= RANGES.balloonAa.hexes) {
        imp.aaFired.push(i);
        b.rolls.push({ kind: 'aa', unit: u.id, aaf: aa.factor, mods: aaMods(b, u, aa.disrupted), then: null, aaIndex: i });
      }
    });
  }
}

function aaMods(b: AirBattle, u: BattleUnit, aaDisrupted: boolean): Mod[] {
  const mods: Mod[] = [];
  if (aaDisrupted) mods.push({ label: 'AA unit Disrupted', value: 1, rule: '8.11.1' });
  if (b.wind !== null && u.facing === turn(b.wind, 3) && u.altitude !== 'high') {
    mods.push({ label: 'against the wind', value: u.altitude === 'low' ? -2 : -1, rule: '15.1' });
  }
  return mods;
}

function queueAttack(b: AirBattle, u: BattleUnit, kind: 'bombing' | 'strafing' | 'spotting', straight: 2 | 3 | undefined, log?: LogSink): void {
  if (log) say(log, kind === 'spotting' ? '8.10.3' : '8.9', `${tag(b, u)} attacks the target (${kind}) from ${u.altitude} altitude.`, `${tag(b, u)} attaque l'objectif (${kind === 'bombing' ? 'bombardement' : kind === 'strafing' ? 'mitraillage' : 'réglage d\'artillerie'}) à altitude ${ALT_FR[u.altitude]}.`);
  if (kind === 'bombing') {
    u.loaded = false;
    u.unloadedRound = b.round;
  }
  if (b.targetAaf > 0) b.rolls.push({ kind: 'aa', unit: u.id, aaf: b.targetAaf, mods: aaMods(b, u, false), then: kind, straight });
  else deliver(b, u, kind, straight, log);
}

function deliver(b: AirBattle, u: BattleUnit, kind: 'bombing' | 'strafing' | 'spotting', straight: 2 | 3 | undefined, log?: LogSink): void {
  u.delivered = { kind, altitude: u.altitude, round: b.round, ...(straight ? { straight } : {}), disruptedAtDelivery: u.disrupted, ace: u.ace };
  if (log) say(log, '8.10', `${tag(b, u)} delivers its ${kind} attack (resolved after the battle).`, `${tag(b, u)} mène son attaque (résolue après le combat).`);
}

// ---------------------------------------------------------------------------------------------
// Fire (8.7.8, 8.7.9)

function fireMods(b: AirBattle, s: BattleUnit, t: BattleUnit, tHex: string, tFacing: Facing, observerGuns: boolean): { mods: Mod[]; fromRear: boolean } {
  const mods: Mod[] = [];
  const fighter = isFighterType(s) && !observerGuns;
  const asp = aspect(tHex, tFacing, s.hex!);
  mods.push({ label: `AF ${s.face.af}`, value: s.face.af ?? 0, rule: '8.7.9' });
  if (fighter && !isBomberType(s) && asp === 'rear') mods.push({ label: 'fighter from the rear', value: 2, rule: '8.7.9' });
  if (fighter && asp === 'front' && (isBomberType(t) || t.loaded)) mods.push({ label: 'fighter at a bomber from the front', value: 1, rule: '8.7.9' });
  if (s.ace) mods.push({ label: 'Ace with the firing unit', value: 1, rule: '8.7.9' });
  if (b.surprise === s.id && !isMission(b, s)) mods.push({ label: 'Surprise!', value: 1, rule: '8.7.5' });
  if (b.sun !== null && towards(tHex, s.hex!, b.sun)) mods.push({ label: 'out of the sun', value: 1, rule: '15.2' });
  const df = t.face.df - (t.disrupted ? 1 : 0);
  mods.push({ label: `target DF ${df}${t.disrupted ? ' (Disrupted)' : ''}`, value: -df, rule: '8.7.9' });
  if (s.disrupted) mods.push({ label: 'firing unit Disrupted', value: -2, rule: '8.7.9' });
  if (asp === 'side') mods.push({ label: 'from the target\'s side', value: -1, rule: '8.7.9' });
  const gap = BOARD_GRID.distance(s.hex!, tHex) - 1;
  if (gap > 0) mods.push({ label: `${gap} intervening hex(es)`, value: -gap, rule: '8.7.9' });
  if (t.ace) mods.push({ label: 'Ace with the target', value: -1, rule: '8.7.9' });
  return { mods, fromRear: asp === 'rear' };
}

function queueFire(b: AirBattle, s: BattleUnit, t: BattleUnit, tHex: string, tFacing: Facing, defensive: boolean, log?: LogSink, observerGuns = defensive): void {
  const { mods, fromRear } = fireMods(b, s, t, tHex, tFacing, observerGuns);
  s.engaged = true;
  t.engaged = true;
  const adjacent = BOARD_GRID.distance(s.hex!, tHex) === 1;
  b.rolls.push({ kind: 'fire', shooter: s.id, target: t.id, defensive, adjacent, fromRear, mods });
  if (b.surprise === s.id) b.surprise = null; // 8.7.9: remove the Surprise! marker after firing
  if (log) say(log, defensive ? '8.7.8' : '8.7.9', `${tag(b, s)} fires at ${tag(b, t)}${defensive ? ' (defensive fire)' : ''}: ${mods.map((m) => `${m.label} ${m.value >= 0 ? '+' : ''}${m.value}`).join(', ')}.`,
    `${tag(b, s)} tire sur ${tag(b, t)}${defensive ? ' (tir défensif)' : ''}.`);
}

function queueBalloonFire(b: AirBattle, s: BattleUnit, log?: LogSink): void {
  const bl = b.balloon!;
  const mods: Mod[] = [{ label: `AF ${s.face.af}`, value: s.face.af ?? 0, rule: '8.7.9' }];
  if (s.ace) mods.push({ label: 'Ace', value: 1, rule: '8.7.9' });
  if (b.sun !== null && towards(bl.hex, s.hex!, b.sun)) mods.push({ label: 'out of the sun', value: 1, rule: '15.2' });
  mods.push({ label: `balloon DF ${BALLOON.df}`, value: -BALLOON.df, rule: '8.11' });
  if (s.disrupted) mods.push({ label: 'firing unit Disrupted', value: -2, rule: '8.7.9' });
  const gap = BOARD_GRID.distance(s.hex!, bl.hex) - 1;
  if (gap > 0) mods.push({ label: `${gap} intervening hex(es)`, value: -gap, rule: '8.7.9' });
  s.engaged = true;
  b.rolls.push({ kind: 'fire', shooter: s.id, target: 'balloon', defensive: false, adjacent: gap === 0, fromRear: false, mods });
  if (log) say(log, '8.11', `${tag(b, s)} fires at the balloon.`, `${tag(b, s)} tire sur le ballon.`);
}

/** A Disrupted or Reduced result on a unit (8.7.9). Returns what happened. */
function hit(b: AirBattle, t: BattleUnit, result: 'disrupted' | 'reduced', rule: string, log?: LogSink): 'none' | 'disrupted' | 'reduced' | 'eliminated' {
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

function resolveRoll(b: AirBattle, d: number, log?: LogSink): void {
  const r = b.rolls.shift()!;
  switch (r.kind) {
    case 'wind-dir':
      b.wind = (d - 1) as Facing;
      if (log) say(log, '15.1', `Wind: blowing towards ${DIR_NAMES[b.wind]} (1D6 = ${d}).`, `Vent : souffle vers ${DIR_FR[b.wind]} (1D6 = ${d}).`);
      return;
    case 'sun-dir':
      b.sun = (d - 1) as Facing;
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
        if (log) say(log, '15.1', `${tag(b, u)} flies with the wind: +1 free MP (1D6 = ${d} < SR ${sr}).`, `${tag(b, u)} a le vent dans le dos : +1 PM gratuit.`);
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
      if (log) say(log, '8.7.7', `${tag(b, u)} rotary engine, manoeuvre to the right: 1D6 = ${d}, costs ${cost} MP.`, `${tag(b, u)} moteur rotatif, manœuvre à droite : 1D6 = ${d}, coûte ${cost} PM.`);
      manoeuvre(b, u, r.action, cost, log);
      return;
    }
    case 'fragility': {
      const u = must(b, r.unit);
      const t = d + r.mod;
      if (log) say(log, '8.7.7', `${tag(b, u)} fragility: 1D6 ${d} + ${r.mod} = ${t}${t > 6 ? ' > 6: wings fail' : ': holds'}.`, `${tag(b, u)} fragilité : ${t}${t > 6 ? ' > 6 : les ailes cèdent' : ' : tient'}.`);
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
          if (log) say(log, '8.7.9', `1D10 ${d}, modified ${n} >= ${2 * BALLOON.df}: the balloon is destroyed.`, `1D10 ${d}, modifié ${n} : le ballon est détruit.`);
          aceCheck(b, s, bl.side);
        } else if (n > BALLOON.df) {
          if (log) say(log, '8.7.9', `1D10 ${d}, modified ${n} > ${BALLOON.df}: a second die for the balloon.`, `1D10 ${d}, modifié ${n} : second dé pour le ballon.`);
          b.rolls.unshift({ kind: 'balloon', target: 'balloon', shooter: s.id });
        } else {
          if (log) say(log, '8.7.9', `1D10 ${d}, modified ${n}: no effect on the balloon.`, `1D10 ${d}, modifié ${n} : sans effet sur le ballon.`);
        }
        return;
      }
      const t = must(b, r.target);
      const df = t.face.df;
      const res = n >= 2 * df ? 'reduced' : n > df ? 'disrupted' : 'none';
      if (log) say(log, '8.7.9', `1D10 ${d}, modified ${n} against DF ${df}: ${res === 'none' ? 'no effect' : res}.`, `1D10 ${d}, modifié ${n} contre FD ${df} : ${res === 'none' ? 'sans effet' : res === 'reduced' ? 'réduit' : 'désorganisé'}.`);
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
          if (log) say(log, '8.11.1', `1D6 ${d}, modified ${n} <= BF ${r.bf}: the AA unit is hit, Disrupted and lessened to 1xCF (factor ${aa.factor}).`, `1D6 ${d}, modifié ${n} : l'unité de DCA est touchée, désorganisée et réduite (facteur ${aa.factor}).`);
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
      if (log) say(log, '8.7.11', `Observer of ${tag(b, u)}: 1D6 ${d}, modified ${n}: ${lost ? 'lost (No Observer)' : 'unhurt'}.`, `Observateur de ${tag(b, u)} : ${n} : ${lost ? 'perdu' : 'indemne'}.`);
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
      if (log) say(log, r.aaIndex !== undefined ? '8.11.1' : '8.9.2', `AA fire (AAF ${r.aaf}) at ${tag(b, u)}: 1D10 ${d}, modified ${n}: ${res === 'none' ? 'no effect' : res}.`,
        `Tir de DCA (FAA ${r.aaf}) sur ${tag(b, u)} : ${n} : ${res === 'none' ? 'sans effet' : res === 'reduced' ? 'réduit' : 'désorganisé'}.`);
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

// ---------------------------------------------------------------------------------------------
// Rounds and impulses (8.7.4)

function windCheck(b: AirBattle, u: BattleUnit): void {
  if (b.wind !== null && (u.facing === b.wind || u.facing === turn(b.wind, 3))) b.rolls.push({ kind: 'wind', unit: u.id });
}

function startRound(b: AirBattle, log?: LogSink): void {
  // 8.7.3: m1, i1, m2, i2, m3, i3, m4, i4.
  b.order = [];
  for (let s = 1; s <= 4; s++) {
    for (let k = 0; k < 2; k++) {
      const side = k === 0 ? b.missionSide : b.interceptorSide;
      for (const u of b.units) if (u.side === side && u.seq === s) { b.order.push(u.id); break; }
    }
  }
  b.next = 0;
  b.impulse = null;
  if (log) say(log, '8.7.4', `Air Battle Round ${b.round}.`, `Tour de combat aérien ${b.round}.`);
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
    if (log) say(log, '8.7.3', `${tag(b, u)} moves: sequence ${u.seq}, ${u.altitude} altitude${u.disrupted ? ', Disrupted' : ''}${u.ace ? ', Ace' : ''}.`,
      `${tag(b, u)} se déplace : séquence ${u.seq}, altitude ${ALT_FR[u.altitude]}${u.disrupted ? ', désorganisé' : ''}${u.ace ? ', as' : ''}.`);
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
      if (log) say(log, '8.8', `${tag(b, u)} failed to deliver its attack: aborted.`, `${tag(b, u)} n'a pas mené son attaque : mission abandonnée.`);
    }
  }
  if (log) say(log, '8.7.4', `The air battle ends after ${b.roundsPlayed} round(s).`, `Le combat aérien s'achève après ${b.roundsPlayed} tour(s).`);
}

function balloonRound(b: AirBattle, log?: LogSink): boolean {
  const bl = b.balloon;
  if (!bl || bl.destroyed || bl.altitude === 'ground') return false;
  if (bl.changing) {
    const i = alt(bl.altitude as Altitude);
    if (bl.changing === 'up') bl.altitude = ALT[Math.min(2, i + 1)];
    else bl.altitude = i === 0 ? 'ground' : ALT[i - 1];
    bl.changing = null;
    if (log) say(log, '8.11.2', `The balloon is now ${bl.altitude === 'ground' ? 'grounded' : `at ${bl.altitude} altitude`}.`, `Le ballon est ${bl.altitude === 'ground' ? 'au sol' : `à altitude ${ALT_FR[bl.altitude as Altitude]}`}.`);
    return false; // it changed this round: no new announcement
  }
  return true;
}

/** Move on until a player or the dice must act. */
function settle(b: AirBattle, log?: LogSink): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (b.phase === 'over' || b.rolls.length) return;
    if (b.phase === 'sequence') return;
    if (b.phase === 'place') {
      if (b.units.some((u) => u.side === b.missionSide && !u.late && u.hex === null)) return;
      b.phase = b.balloon && b.balloon.aa.length ? 'aa-place' : 'move';
      if (b.phase === 'move') {
        if (balloonRound(b, log)) { b.phase = 'balloon'; return; }
        startRound(b, log);
      }
      continue;
    }
    if (b.phase === 'aa-place') {
      if (b.balloon!.aa.some((a) => a.hex === null)) return;
      b.phase = 'move';
      if (balloonRound(b, log)) { b.phase = 'balloon'; return; }
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
    if (!missionLeft(b)) { finish(b, log); return; }
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
    if (b.round > ROUNDS.count) { finish(b, log); return; }
    for (const u of b.units) u.noDefensiveFire = false;
    if (balloonRound(b, log)) { b.phase = 'balloon'; startRoundOrderOnly(b); return; }
    startRound(b, log);
  }
  throw new Error('air battle: settle did not converge');
}

function startRoundOrderOnly(b: AirBattle): void {
  b.order = [];
  b.next = 0;
  b.impulse = null;
}

// ---------------------------------------------------------------------------------------------
// Outcome and view

export function airBattleOutcome(b: AirBattle): AirBattleOutcome | null {
  if (b.phase !== 'over') return null;
  const units: UnitOutcome[] = b.units.map((u) => ({
    id: u.id,
    side: u.side,
    status: u.where === 'eliminated' ? 'eliminated' : u.reducedNow ? 'reduced' : u.disrupted ? 'disrupted' : 'ok',
    reducedNow: u.reducedNow,
    eliminated: u.where === 'eliminated',
    disrupted: u.disrupted,
    observerLost: u.observerLost,
    aceGained: u.aceGained,
    aceLost: u.aceLost,
    aborted: u.aborted,
    reachedTarget: u.reachedTarget,
    delivered: u.delivered,
    altitude: u.altitude,
    engaged: u.engaged,
  }));
  const out: AirBattleOutcome = { rounds: b.roundsPlayed, units };
  if (b.balloon) {
    out.balloon = { destroyed: b.balloon.destroyed, grounded: b.balloon.altitude === 'ground', altitude: b.balloon.altitude, rounds: b.roundsPlayed };
  }
  return out;
}

/** What `role` may see: another side's unit hides its sequence, altitude, status, ace and task until it first moves (8.7.3). */
export function airBattleView(b: AirBattle, role: Role): AirBattleView {
  const mine = (u: BattleUnit) => u.side === role;
  const units: UnitView[] = b.units.map((u) => {
    const open = mine(u) || u.revealed || b.phase === 'over';
    const c = JSON.parse(JSON.stringify(u)) as UnitView;
    c.placed = mine(u) ? u.seq !== null : null;
    if (!open) {
      c.seq = null;
      c.altitude = null;
      c.disrupted = null;
      c.ace = null;
      c.task = null;
      c.late = null;
      c.loaded = null;
    }
    return c;
  });
  return {
    round: b.round,
    phase: b.phase,
    missionSide: b.missionSide,
    interceptorSide: b.interceptorSide,
    targetAaf: b.targetAaf,
    alliedAcesAvailable: b.alliedAcesAvailable,
    poorWeather: b.poorWeather,
    options: { ...b.options },
    sequenceDone: {
      allied: !b.units.some((u) => u.side === 'allied' && u.seq === null),
      german: !b.units.some((u) => u.side === 'german' && u.seq === null),
    },
    units,
    // Only what has happened this round, and the viewer's own units, of the movement order.
    order: b.order.filter((id, i) => i <= b.next || mine(must(b, id))),
    moving: b.impulse ? (JSON.parse(JSON.stringify(b.impulse)) as Impulse) : null,
    rolls: JSON.parse(JSON.stringify(b.rolls)) as PendingRoll[],
    defensive: b.defensive ? { ...b.defensive, shooters: [...b.defensive.shooters] } : null,
    wind: b.wind,
    sun: b.sun,
    surprise: b.surprise,
    balloon: b.balloon ? JSON.parse(JSON.stringify(b.balloon)) : null,
    targetZone: TARGET_ZONE.hexes,
    raidEntry: RAID_ENTRY_AREA.hexes,
    entry: INTERCEPTOR_ENTRY.byNumber,
    roundsPlayed: b.roundsPlayed,
  };
}

/** A unit as a side sees it: the hidden markers of an unrevealed enemy unit are null. */
export type UnitView = Omit<BattleUnit, 'seq' | 'altitude' | 'disrupted' | 'ace' | 'task' | 'late' | 'loaded'> & {
  seq: number | null;
  altitude: Altitude | null;
  disrupted: boolean | null;
  ace: boolean | null;
  task: BattleUnit['task'] | null;
  late: boolean | null;
  loaded: boolean | null;
  /** Own units only: has its sequence marker. */
  placed: boolean | null;
};
export interface AirBattleView {
  round: number;
  phase: AirBattle['phase'];
  missionSide: Side;
  interceptorSide: Side;
  targetAaf: number;
  alliedAcesAvailable: number;
  poorWeather: boolean;
  options: AirBattle['options'];
  /** Whether each side has placed all its sequence markers (public: who is still to act). */
  sequenceDone: Record<Side, boolean>;
  units: UnitView[];
  order: string[];
  moving: Impulse | null;
  rolls: PendingRoll[];
  defensive: AirBattle['defensive'];
  wind: Facing | null;
  sun: Facing | null;
  surprise: string | null;
  balloon: AirBattle['balloon'];
  targetZone: string[];
  raidEntry: string[];
  entry: Record<number, string[]>;
  roundsPlayed: number;
}

// ---------------------------------------------------------------------------------------------
// Determinization (for computer players): a whole battle consistent with one side's view.

/** Anything with a `next()` giving a uniform 32-bit integer or a float in [0, 1) - the kernel's Rng fits. */
interface RandomSource {
  int?(n: number): number;
  next(): number;
}
function pickInt(rng: RandomSource, n: number): number {
  if (rng.int) return rng.int(n);
  const x = rng.next();
  return x < 1 ? Math.floor(x * n) : x % n;
}

/**
 * A full battle state consistent with what `role` sees in `view`: the other side's unrevealed
 * sequence numbers, altitudes, Disrupted markers, aces and tasks are sampled (sequence numbers
 * respecting 8.7.3's latecomer rule and the units that have already moved this round).
 */
export function determinizeAirBattle(view: AirBattleView, role: Role, rng: RandomSource): AirBattle {
  const other: Side = role === 'allied' ? 'german' : 'allied';
  const units: BattleUnit[] = view.units.map((v) => {
    const { placed: _placed, ...rest } = JSON.parse(JSON.stringify(v)) as UnitView;
    void _placed;
    const u = rest as unknown as BattleUnit;
    if (v.side === role || v.revealed || view.phase === 'over') return u;
    const mission = v.side === view.missionSide;
    u.late = v.where === 'waiting';
    if (!mission) u.task = 'intercept';
    else if (view.balloon) u.task = 'balloon';
    else if (v.type === 'F') u.task = pickInt(rng, 5) === 0 ? 'strafing' : 'escort';
    else if (v.type === 'RB') u.task = pickInt(rng, 10) < 3 ? 'spotting' : 'bombing';
    else u.task = 'bombing';
    u.loaded = mission && u.task === 'bombing' && v.type !== 'F' && typeof v.face.bf === 'number';
    u.disrupted = v.reduced || pickInt(rng, 100) < 15;
    u.ace = pickInt(rng, 100) < 10;
    const alts: Altitude[] = u.loaded ? ['low', 'medium'] : ALT;
    u.altitude = alts[pickInt(rng, alts.length)];
    u.seq = null;
    return u;
  });
  const b: AirBattle = {
    v: 1, missionSide: view.missionSide, interceptorSide: view.interceptorSide, targetAaf: view.targetAaf,
    alliedAcesAvailable: view.alliedAcesAvailable, poorWeather: view.poorWeather, options: { ...view.options },
    units, round: view.round, phase: view.phase, order: [], next: 0,
    impulse: view.moving ? (JSON.parse(JSON.stringify(view.moving)) as Impulse) : null,
    rolls: JSON.parse(JSON.stringify(view.rolls)) as PendingRoll[],
    defensive: view.defensive ? { ...view.defensive, shooters: [...view.defensive.shooters] } : null,
    wind: view.wind, sun: view.sun, surprise: view.surprise,
    balloon: view.balloon ? JSON.parse(JSON.stringify(view.balloon)) : null,
    roundsPlayed: view.roundsPlayed,
  };
  const hidden = units.filter((u) => u.side === other && u.seq === null);
  const placeThem = view.phase !== 'sequence' || view.sequenceDone[other];
  if (hidden.length && placeThem) {
    // Units that have not moved yet this round come after the unit moving now (8.7.3 order).
    const key = (seq: number, side: Side) => seq * 2 + (side === view.missionSide ? 0 : 1);
    const mover = b.impulse ? units.find((u) => u.id === b.impulse!.unit) : undefined;
    const after = b.phase === 'move' && b.round === 1 && mover?.seq ? key(mover.seq, mover.side) : -1;
    const used = new Set(units.filter((u) => u.side === other && u.seq !== null).map((u) => u.seq!));
    const free = Array.from({ length: SEQUENCE_MARKERS[other].count }, (_, i) => i + 1).filter((n) => !used.has(n));
    const ok = (assign: number[]) => {
      const all = units.filter((u) => u.side === other).map((u) => ({ late: !!u.late, seq: u.seq ?? assign[hidden.indexOf(u)] }));
      if (hidden.some((u, i) => key(assign[i], u.side) <= after && u.where !== 'waiting')) return false;
      const early = all.filter((x) => !x.late).map((x) => x.seq);
      const late = all.filter((x) => x.late).map((x) => x.seq);
      return !late.length || Math.max(0, ...early) < Math.min(...late);
    };
    const perms: number[][] = [];
    const build = (acc: number[], left: number[]) => {
      if (acc.length === hidden.length) { if (ok(acc)) perms.push(acc); return; }
      left.forEach((n, i) => build([...acc, n], [...left.slice(0, i), ...left.slice(i + 1)]));
    };
    build([], free);
    const chosen = perms.length ? perms[pickInt(rng, perms.length)] : free.slice(0, hidden.length);
    hidden.forEach((u, i) => { u.seq = chosen[i] ?? null; });
  }
  if (b.phase === 'move') {
    for (let s = 1; s <= 4; s++) {
      for (const side of [b.missionSide, b.interceptorSide]) {
        const u = b.units.find((o) => o.side === side && o.seq === s);
        if (u) b.order.push(u.id);
      }
    }
    b.next = b.impulse ? Math.max(0, b.order.indexOf(b.impulse.unit)) : b.order.length;
  }
  return b;
}

// ---------------------------------------------------------------------------------------------
// Descriptions (English and French)

export function describeAirBattleAction(b: AirBattle, role: Role, a: Action, lang = 'en'): string {
  const fr = lang === 'fr';
  const dir = (d: unknown) => (fr ? (d === 'left' ? 'à gauche' : 'à droite') : String(d));
  switch (a.type) {
    case 'dice': return fr ? `dés : ${String((a as { dice?: number[] }).dice)}` : `dice: ${String((a as { dice?: number[] }).dice)}`;
    case 'ab-sequence': return fr ? `${unitName(String(a.unit))} : séquence ${String(a.seq)}, altitude ${ALT_FR[a.altitude as Altitude] ?? a.altitude}` : `${unitName(String(a.unit))}: sequence ${String(a.seq)}, ${String(a.altitude)} altitude`;
    case 'ab-place': return fr ? `placer ${unitName(String(a.unit))} en ${String(a.hex)}, face ${DIR_FR[Number(a.facing)]}` : `set up ${unitName(String(a.unit))} in ${String(a.hex)} facing ${DIR_NAMES[Number(a.facing)]}`;
    case 'ab-place-aa': return fr ? `DCA ${Number(a.index) + 1} en ${String(a.hex)}` : `AA unit ${Number(a.index) + 1} in ${String(a.hex)}`;
    case 'ab-balloon': return fr ? `ballon : ${a.move === 'up' ? 'monter' : a.move === 'down' ? 'descendre' : 'rester'}` : `balloon: ${String(a.move)}`;
    case 'ab-forward': return fr ? 'avancer d\'un hex' : 'move ahead one hex';
    case 'ab-exit': return fr ? 'quitter le plateau' : 'leave the board';
    case 'ab-turn': return fr ? `virer ${dir(a.dir)}` : `turn ${dir(a.dir)}`;
    case 'ab-roll': return fr ? `tonneau / virage en S ${dir(a.dir)}` : `roll / S-turn ${dir(a.dir)}`;
    case 'ab-immelmann': return fr ? 'faire un Immelmann' : 'perform an Immelmann';
    case 'ab-climb': return fr ? 'avancer en montant' : 'move ahead climbing';
    case 'ab-zoom': return fr ? 'monter de deux niveaux (Triplane)' : 'climb two levels (Triplane)';
    case 'ab-dive': return fr ? 'avancer en piquant' : 'move ahead diving';
    case 'ab-fire': return fr ? `tirer sur ${targetName(String(a.target), true)} (${a.guns === 'observer' ? 'observateur' : 'mitrailleuses avant'})` : `fire at ${targetName(String(a.target), false)} (${String(a.guns)} guns)`;
    case 'ab-bomb': return fr ? 'bombarder' : 'bomb the target';
    case 'ab-strafe': return fr ? 'mitrailler l\'objectif' : 'strafe the target';
    case 'ab-spot': return fr ? 'régler l\'artillerie' : 'spot for the artillery';
    case 'ab-abort': return fr ? 'abandonner la mission' : 'abort the mission';
    case 'ab-end': return fr ? 'fin du mouvement' : 'end movement';
    case 'ab-stay-off': return fr ? `rester hors du plateau (altitude ${Number(a.climb) > 0 ? '+1' : Number(a.climb) < 0 ? '-1' : '='})` : `stay off the board (altitude ${Number(a.climb) > 0 ? '+1' : Number(a.climb) < 0 ? '-1' : 'same'})`;
    case 'ab-enter-roll': return fr ? 'lancer le dé d\'entrée' : 'roll to enter';
    case 'ab-enter': return fr ? `entrer en ${String(a.hex)}, face ${DIR_FR[Number(a.facing)]}` : `enter at ${String(a.hex)} facing ${DIR_NAMES[Number(a.facing)]}`;
    case 'ab-defend': return fr ? `tir défensif de ${unitName(String(a.unit))}` : `defensive fire by ${unitName(String(a.unit))}`;
    case 'ab-hold': return fr ? 'pas de tir défensif' : 'no defensive fire';
    case 'ab-attack-aa': return fr ? `attaquer l'unité de DCA ${Number(a.index) + 1}` : `attack AA unit ${Number(a.index) + 1}`;
  }
  void b; void role;
  return a.type;
}
