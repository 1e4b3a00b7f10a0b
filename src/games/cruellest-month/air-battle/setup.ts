// The Cruellest Month - the Air Battle Board's set-up (8.7.1-8.7.3): the battle's units from the strategic game, the
// Movement Sequence markers and altitudes chosen in secret, the raid's placement, the balloon and its AA (8.11.1, 8.11.2).
import type { Action, LogSink, Role } from '../../../kernel/game.ts';
import * as K from '../../../kernel/game.ts';
import type { AirBattle, AirBattleInput, BattleUnit, BattleUnitInput, Side } from './contract.ts';
import * as D from './data.ts';
import { ALT, unitName, type Why, REFUSED, no, refusal, say, unit, onBoard, active, isWhy } from './battle.ts';
import { type AirSetupWords, airSetupEn } from '../text/air-battle.en.ts';
import { airSetupFr } from '../text/air-battle.fr.ts';
const { RuleError } = K;
const { AIRCRAFT, BALLOON, BOARD_GRID, RAID_ENTRY_AREA, RANGES, SEQUENCE_MARKERS, TARGET_HEX } = D;

/** A set-up refused under `rule`, its words read from text/air-battle.en.ts and .fr.ts (`airSetup`). */
const refused = (rule: string, text: (w: AirSetupWords) => string) => new RuleError(text(airSetupEn), rule, 'bad-setup', { fr: text(airSetupFr) });

export function face(f: BattleUnitInput['face']): BattleUnitInput['face'] {
  return { af: f.af, df: f.df, bf: f.bf, sr: f.sr };
}

function makeUnit(u: BattleUnitInput, side: Side, mission: boolean): BattleUnit {
  if (!AIRCRAFT[u.aircraft]) throw refused('8.7.7', (w) => w.unknownAircraft(u.aircraft, unitName(u.id)));
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
    if (ids.has(u.id)) throw refused('8.7', (w) => w.twice(unitName(u.id)));
    ids.add(u.id);
  }
  if (input.mission.length === 0) throw refused('8.7', (w) => w.noMission);
  if (input.mission.length > SEQUENCE_MARKERS[input.missionSide].count) {
    throw refused('8.7.2', (w) => w.tooMany(SEQUENCE_MARKERS[input.missionSide].count, input.missionSide));
  }
  if (input.interceptors.length > Math.min(2, SEQUENCE_MARKERS[interceptorSide].count)) {
    throw refused('8.4', (w) => w.interceptors);
  }
  if (input.mission.every((u) => u.late)) throw refused('8.7.1', (w) => w.allLate);
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
      ? {
          side: interceptorSide,
          hex: TARGET_HEX.hex,
          altitude: BALLOON.altitude,
          changing: null,
          destroyed: false,
          aa: input.balloon.aaUnits.map((f) => ({
            factor: f,
            hex: null,
            disrupted: false,
            double: input.balloon!.cf ? f >= 2 * input.balloon!.cf : f >= 2,
            removed: false,
          })),
        }
      : null,
    roundsPlayed: 0,
  };
  if (b.options.wind) b.rolls.push({ kind: 'wind-dir' });
  if (b.options.sun) b.rolls.push({ kind: 'sun-dir' });
  if (log) say(log, '8.7.3', (w) => w.battle(b.missionSide, input.mission.length, input.interceptors.length));
  return b;
}

// Who acts, what to roll

export function checkSequence(b: AirBattle, role: Role, a: Action, explain: boolean): Why {
  if (b.phase !== 'sequence') return no(explain, '8.7.3', 'sequenceMarkersAreAlreadyPlaced');
  const u = unit(b, String(a.unit));
  if (!u || u.side !== role) return !explain ? REFUSED : refusal('8.7.3', 'notYourUnit', unitName(String(a.unit)));
  if (u.seq !== null) return !explain ? REFUSED : refusal('8.7.3', 'alreadyHasAMovementSequence', unitName(u.id));
  const seq = Number(a.seq);
  const max = SEQUENCE_MARKERS[u.side].count;
  if (!Number.isInteger(seq) || seq < 1 || seq > max) return !explain ? REFUSED : refusal('8.7.2', 'sequenceMarkers', u.side, max);
  if (b.units.some((o) => o.side === u.side && o.seq === seq)) return !explain ? REFUSED : refusal('8.7.3', 'markerTaken', seq);
  const altitude = ALT.find((x) => x === a.altitude);
  if (!altitude) return no(explain, '8.7.3', 'altitudeIsLowMediumOr');
  if (altitude === 'high' && u.loaded) return no(explain, '8.7.3', 'bombersAssumedLoadedMayNot');
  if (u.side === b.missionSide && !sequenceFeasible(b, u, seq)) {
    return no(explain, '8.7.3', 'latecomerMustHaveAHigher');
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

export function checkPlace(b: AirBattle, role: Role, a: Action, explain: boolean): Why {
  const u = unit(b, String(a.unit));
  const latecomer = b.phase === 'move';
  if (latecomer) {
    const m = active(b, role, explain);
    if (isWhy(m)) return m;
    if (m.u.id !== a.unit || m.u.where !== 'waiting') return no(explain, '8.7.5', 'onlyALatecomerSetsUp');
    if (b.round < 2) return no(explain, '8.7.1', 'latecomersEnterOnTheSecond');
  } else {
    if (b.phase !== 'place') return no(explain, '8.7.3', 'raidSetsUpAfterThe');
    if (role !== b.missionSide) return no(explain, '8.7.3', 'onlyTheMissionPlayerSets');
    if (!u || u.side !== role) return !explain ? REFUSED : refusal('8.7.3', 'isNotAMissionUnit', unitName(String(a.unit)));
    if (u.late) return no(explain, '8.7.3', 'latecomersStartOffTheBoard');
    if (u.hex !== null) return !explain ? REFUSED : refusal('8.7.3', 'isAlreadySetUp', unitName(u.id));
  }
  const hex = String(a.hex);
  if (!RAID_ENTRY_AREA.hexes.includes(hex)) return !explain ? REFUSED : refusal(latecomer ? '8.7.5' : '8.7.3', 'notRaidEntryHex', hex);
  if (b.units.some((o) => o.side === b.missionSide && onBoard(o) && o.hex === hex)) return !explain ? REFUSED : refusal('8.7.3', 'oneMissionUnitPerHex', hex);
  const f = Number(a.facing);
  if (!Number.isInteger(f) || f < 0 || f > 5) return no(explain, '8.7.7', 'facingIsAHexside');
  return null;
}

export function checkPlaceAa(b: AirBattle, role: Role, a: Action, explain: boolean): Why {
  if (b.phase !== 'aa-place' || !b.balloon) return no(explain, '8.11.1', 'aaUnitsAreSetUp');
  if (role !== b.balloon.side) return no(explain, '8.11.1', 'defendingPlayerSetsUpThe');
  const i = Number(a.index);
  const aa = b.balloon.aa[i];
  if (!aa) return !explain ? REFUSED : refusal('8.11.1', 'noAaUnit', String(a.index));
  if (aa.hex !== null) return !explain ? REFUSED : refusal('8.11.1', 'aaUnitIsAlreadySet', i);
  const hex = String(a.hex);
  if (!BOARD_GRID.has(hex) || BOARD_GRID.distance(hex, TARGET_HEX.hex) > RANGES.aaPlacement.hexes) return no(explain, '8.11.1', 'aaUnitsGoOnOr');
  if (b.balloon.aa.some((o) => o.hex === hex)) return no(explain, '8.11.1', 'oneAaUnitToA');
  return null;
}

export function checkBalloon(b: AirBattle, role: Role, a: Action, explain: boolean): Why {
  const bl = b.balloon;
  if (b.phase !== 'balloon' || !bl) return no(explain, '8.11.2', 'noBalloonDecisionNow');
  if (role !== bl.side) return no(explain, '8.11.2', 'owningPlayerMovesTheBalloon');
  const mv = a.move;
  if (mv === 'stay') return null;
  if (mv === 'up') return bl.altitude === 'high' || bl.altitude === 'ground' ? no(explain, '8.11.2', 'balloonCannotClimbFromHere') : null;
  if (mv === 'down') return bl.altitude === 'ground' ? no(explain, '8.11.2', 'balloonIsGrounded') : null;
  return no(explain, '8.11.2', 'balloonMovesUpDownOr');
}

/** The setup phases list their actions directly (many candidates); a test checks them against `check`. */
export function legalSequence(b: AirBattle, role: Role): Action[] {
  const out: Action[] = [];
  const max = SEQUENCE_MARKERS[role === 'german' ? 'german' : 'allied'].count;
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

export function legalPlace(b: AirBattle, role: Role): Action[] {
  const out: Action[] = [];
  if (role !== b.missionSide) return out;
  const taken = new Set(b.units.filter((o) => o.side === b.missionSide && onBoard(o)).map((o) => o.hex));
  for (const u of b.units) {
    if (u.side !== role || u.late || u.hex !== null) continue;
    for (const hex of RAID_ENTRY_AREA.hexes) if (!taken.has(hex)) for (let f = 0; f < 6; f++) out.push({ type: 'ab-place', unit: u.id, hex, facing: f });
  }
  return out;
}
