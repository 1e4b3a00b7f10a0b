import { describe, expect, it } from 'vitest';
import { CHANCE, type Action, type LogEntry, type Role } from '../../../src/kernel/game.ts';
import {
  airBattleLegal,
  airBattleOutcome,
  airBattlePerform,
  airBattleToAct,
  airBattleView,
  explainAirBattleIllegal,
  startAirBattle,
  type AirBattle,
  type AirBattleInput,
  type BattleUnit,
} from '../../../src/games/cruellest-month/air-battle/battle.ts';
import {
  AIRCRAFT,
  BALLOON,
  INTERCEPTOR_ENTRY,
  MOVEMENT_TABLE,
  RAID_ENTRY_AREA,
  TARGET_ZONE,
  validateAirBattleData,
} from '../../../src/games/cruellest-month/air-battle/data.ts';
import { ahead, aspect, entryFacings, inForwardArc } from '../../../src/games/cruellest-month/air-battle/geometry.ts';
import { aaFire } from '../../../src/games/cruellest-month/data.ts';
import type { Mod } from '../../../src/games/cruellest-month/air-battle/contract.ts';
import { modifiersEn } from '../../../src/games/cruellest-month/text/modifiers.en.ts';
import { act, finishRandom, playRandom, randomInput, rng, unitOf, type Driver } from './air-battle-helpers.ts';

// ------------------------------------------------------------------------------------------------
// Helpers: a battle brought to its first impulse, units placed where a test wants them.

function drive(input: AirBattleInput): Driver {
  const log: LogEntry[] = [];
  return { b: startAirBattle(input, (e) => log.push(e)), log, steps: 0, journal: [] };
}
const U = (d: Driver, id: string) => d.b.units.find((u) => u.id === id)!;
const roll = (d: Driver, ...dice: number[]) => {
  for (const x of dice) act(d, CHANCE, { type: 'dice', dice: [x] });
};
const legalTypes = (d: Driver, role: Role) => airBattleLegal(d.b, role).map((a) => a.type);
const isLegal = (d: Driver, role: Role, a: Action) => airBattleLegal(d.b, role).some((x) => JSON.stringify(x) === JSON.stringify(a));

/** Sequence markers and raid placement; returns the driver at round 1's first impulse. */
function ready(input: AirBattleInput, seq: Record<string, [number, 'low' | 'medium' | 'high']>, place: Record<string, [string, number]>): Driver {
  const d = drive(input);
  for (const u of d.b.units) {
    const [s, a] = seq[u.id];
    act(d, u.side, { type: 'ab-sequence', unit: u.id, seq: s, altitude: a });
  }
  for (const [id, [hex, facing]] of Object.entries(place)) act(d, input.missionSide, { type: 'ab-place', unit: id, hex, facing });
  return d;
}

/** Put a unit somewhere (a test's given situation: it has already moved, its markers are public). */
function put(d: Driver, id: string, hex: string, facing: number, altitude: 'low' | 'medium' | 'high' = 'medium'): BattleUnit {
  const u = U(d, id);
  u.revealed = true;
  u.hex = hex;
  u.facing = facing as BattleUnit['facing'];
  u.altitude = altitude;
  u.where = 'board';
  return u;
}

const duel = (mission: string, task: 'bombing' | 'escort' | 'spotting' | 'strafing', interceptor: string, extra: Partial<AirBattleInput> = {}) =>
  ({
    missionSide: 'allied',
    mission: [unitOf('m', mission, task)],
    interceptors: [unitOf('i', interceptor, 'intercept')],
    targetAaf: 2,
    alliedAcesAvailable: 3,
    ...extra,
  }) as AirBattleInput;

/** A battle at m's first impulse, with the interceptor placed on the board too. */
function atImpulse(input: AirBattleInput, mHex: string, mFacing: number, iHex?: string, iFacing = 0): Driver {
  const d = ready(input, { m: [1, 'medium'], i: [1, 'medium'] }, { m: [RAID_ENTRY_AREA.hexes[4], 5] });
  put(d, 'm', mHex, mFacing);
  if (iHex) put(d, 'i', iHex, iFacing);
  return d;
}

// ------------------------------------------------------------------------------------------------

describe('Air Battle Board data (8.7 reconstruction)', () => {
  it('8.7 the board, chart and movement table validate with provenance', () => {
    expect(validateAirBattleData()).toEqual([]);
  });
  it('8.7.7 the roll example: 3709 facing 3708 rolls right into 3808, still facing north', () => {
    expect(ahead('3709', 0)).toBe('3708');
    expect(ahead('3709', 1)).toBe('3808');
    expect(ahead('3808', 0)).toBe('3807');
  });
  it('8.10.4 six target zone hexes', () => {
    expect(TARGET_ZONE.hexes).toHaveLength(6);
  });
  it('8.7.8 the forward field of fire is a cone on the facing line; orientation front/side/rear', () => {
    expect(inForwardArc('3709', 0, '3708')).toBe(true);
    expect(inForwardArc('3709', 0, '3707')).toBe(true);
    expect(inForwardArc('3709', 0, '3808')).toBe(false);
    expect(aspect('3708', 0, '3709')).toBe('rear');
    expect(aspect('3708', 0, '3707')).toBe('front');
    expect(aspect('3708', 0, '3808')).toBe('side');
  });
});

describe('8.7.3 setup', () => {
  const input = (): AirBattleInput => ({
    missionSide: 'allied',
    mission: [unitOf('be', 'BE2', 'bombing'), unitOf('pup', 'Pup', 'escort'), unitOf('late', 'FE2b', 'bombing', { late: true })],
    interceptors: [unitOf('alb', 'AlbDIII', 'intercept'), unitOf('alb2', 'AlbDII', 'intercept')],
    targetAaf: 2,
    alliedAcesAvailable: 3,
  });

  it('8.7.3 movement sequence markers are placed secretly, both sides at once', () => {
    const d = drive(input());
    expect(airBattleToAct(d.b).sort()).toEqual(['allied', 'german']);
    act(d, 'german', { type: 'ab-sequence', unit: 'alb', seq: 2, altitude: 'high' });
    const entry = d.log.find((e) => e.text.includes('alb:'))!;
    expect(entry.to).toEqual(['german']);
    expect(entry.rule).toBe('8.7.3');
    const alliedView = airBattleView(d.b, 'allied');
    const alb = alliedView.units.find((u) => u.id === 'alb')!;
    expect(alb.seq).toBeNull();
    expect(alb.altitude).toBeNull();
    expect(airBattleView(d.b, 'german').units.find((u) => u.id === 'alb')!.seq).toBe(2);
  });

  it('8.7.3 bombers (assumed loaded) may not set up at high altitude', () => {
    const d = drive(input());
    const a = { type: 'ab-sequence', unit: 'be', seq: 1, altitude: 'high' };
    expect(isLegal(d, 'allied', a)).toBe(false);
    expect(explainAirBattleIllegal(d.b, 'allied', a).rule).toBe('8.7.3');
    expect(isLegal(d, 'allied', { ...a, altitude: 'medium' })).toBe(true);
    expect(isLegal(d, 'allied', { type: 'ab-sequence', unit: 'pup', seq: 1, altitude: 'high' })).toBe(true);
  });

  it('8.7.3 a latecomer must have a higher sequence number than the first-round units', () => {
    const d = drive(input());
    expect(isLegal(d, 'allied', { type: 'ab-sequence', unit: 'late', seq: 1, altitude: 'medium' })).toBe(false);
    expect(isLegal(d, 'allied', { type: 'ab-sequence', unit: 'late', seq: 3, altitude: 'medium' })).toBe(true);
    act(d, 'allied', { type: 'ab-sequence', unit: 'late', seq: 3, altitude: 'medium' });
    // Now the first-round units must take numbers below 3.
    expect(isLegal(d, 'allied', { type: 'ab-sequence', unit: 'be', seq: 4, altitude: 'medium' })).toBe(false);
    expect(explainAirBattleIllegal(d.b, 'allied', { type: 'ab-sequence', unit: 'be', seq: 4, altitude: 'medium' }).rule).toBe('8.7.3');
  });

  it('8.7.2 the German side has three sequence markers, the Allied four', () => {
    const d = drive(input());
    expect(isLegal(d, 'german', { type: 'ab-sequence', unit: 'alb', seq: 4, altitude: 'medium' })).toBe(false);
    const e = drive(duel('Pup', 'escort', 'AlbDIII'));
    expect(isLegal(e, 'allied', { type: 'ab-sequence', unit: 'm', seq: 4, altitude: 'medium' })).toBe(true);
  });

  it('8.7.3 the raid sets up on the Raid Entry Area, one unit a hex; interceptors and latecomers start off the board', () => {
    const d = drive(input());
    for (const [id, s] of [
      ['be', 1],
      ['pup', 2],
      ['late', 4],
    ] as const)
      act(d, 'allied', { type: 'ab-sequence', unit: id, seq: s, altitude: 'medium' });
    act(d, 'german', { type: 'ab-sequence', unit: 'alb', seq: 1, altitude: 'medium' });
    act(d, 'german', { type: 'ab-sequence', unit: 'alb2', seq: 2, altitude: 'medium' });
    expect(airBattleToAct(d.b)).toEqual(['allied']);
    const places = airBattleLegal(d.b, 'allied');
    expect(new Set(places.map((a) => a.hex))).toEqual(new Set(RAID_ENTRY_AREA.hexes));
    expect(places.some((a) => a.unit === 'late')).toBe(false);
    act(d, 'allied', { type: 'ab-place', unit: 'be', hex: RAID_ENTRY_AREA.hexes[0], facing: 5 });
    const again = { type: 'ab-place', unit: 'pup', hex: RAID_ENTRY_AREA.hexes[0], facing: 5 };
    expect(isLegal(d, 'allied', again)).toBe(false);
    expect(explainAirBattleIllegal(d.b, 'allied', again).rule).toBe('8.7.3');
    act(d, 'allied', { type: 'ab-place', unit: 'pup', hex: RAID_ENTRY_AREA.hexes[1], facing: 5 });
    expect(U(d, 'alb').where).toBe('off');
    expect(U(d, 'late').where).toBe('waiting');
    // 8.7.3: m1, i1, m2, i2, m3, i3, m4, i4.
    expect(d.b.order).toEqual(['be', 'alb', 'pup', 'alb2', 'late']);
  });

  it("8.7.3 a unit's sequence and altitude are revealed when it first moves", () => {
    const d = ready(duel('BE2', 'bombing', 'AlbDIII'), { m: [1, 'low'], i: [2, 'high'] }, { m: ['4408', 5] });
    expect(airBattleView(d.b, 'german').units.find((u) => u.id === 'm')!.altitude).toBe('low'); // m1 is moving now
    expect(airBattleView(d.b, 'allied').units.find((u) => u.id === 'i')!.altitude).toBeNull();
  });

  it('8.7.1 latecomers enter on the second (or later) round on a Raid Entry Area hex', () => {
    const input: AirBattleInput = {
      missionSide: 'german',
      mission: [unitOf('r', 'AlbCIII', 'bombing'), unitOf('l', 'AlbDIII', 'escort', { late: true })],
      interceptors: [],
      targetAaf: 0,
      alliedAcesAvailable: 3,
    };
    const d = ready(input, { r: [1, 'medium'], l: [2, 'medium'] }, { r: ['4408', 4] });
    expect(d.b.impulse!.unit).toBe('r');
    expect(isLegal(d, 'german', { type: 'ab-place', unit: 'l', hex: RAID_ENTRY_AREA.hexes[8], facing: 5 })).toBe(false);
    while (d.b.round === 1) act(d, 'german', legalTypes(d, 'german').includes('ab-end') ? { type: 'ab-end' } : { type: 'ab-forward' });
    expect(d.b.order).toEqual(['r', 'l']);
    while (d.b.impulse!.unit === 'r') act(d, 'german', legalTypes(d, 'german').includes('ab-end') ? { type: 'ab-end' } : { type: 'ab-forward' });
    expect(
      new Set(
        airBattleLegal(d.b, 'german')
          .filter((a) => a.type === 'ab-place')
          .map((a) => a.hex),
      ),
    ).toEqual(new Set(RAID_ENTRY_AREA.hexes));
    act(d, 'german', { type: 'ab-place', unit: 'l', hex: RAID_ENTRY_AREA.hexes[8], facing: 5 });
    expect(U(d, 'l').where).toBe('board');
    expect(d.b.impulse!.mp).toBe(AIRCRAFT.AlbDIII.mp);
  });
});

describe('8.7.5 entering the Aerial Battle Board', () => {
  function offBoard(): Driver {
    const d = ready(duel('BE2', 'bombing', 'AlbDIII'), { m: [1, 'medium'], i: [1, 'medium'] }, { m: ['4408', 5] });
    act(d, 'allied', { type: 'ab-forward' });
    act(d, 'allied', { type: 'ab-forward' });
    act(d, 'allied', { type: 'ab-end' });
    return d;
  }
  it('8.7.5 an off-board interceptor may stay off and change altitude by one level', () => {
    const d = offBoard();
    expect(legalTypes(d, 'german')).toEqual(expect.arrayContaining(['ab-stay-off', 'ab-enter-roll']));
    act(d, 'german', { type: 'ab-stay-off', climb: 1 });
    expect(U(d, 'i').altitude).toBe('high');
    expect(U(d, 'i').where).toBe('off');
  });
  it('8.7.5 a roll of 1-5 enters at the three hexes of that number, facing onto the board, for 1 MP', () => {
    const d = offBoard();
    act(d, 'german', { type: 'ab-enter-roll' });
    roll(d, 4);
    const hexes = new Set(airBattleLegal(d.b, 'german').map((a) => a.hex));
    expect(hexes).toEqual(new Set(INTERCEPTOR_ENTRY.byNumber[4]));
    for (const a of airBattleLegal(d.b, 'german')) expect(entryFacings(String(a.hex))).toContain(a.facing);
    const bad = { type: 'ab-enter', hex: INTERCEPTOR_ENTRY.byNumber[1][0], facing: 1 };
    expect(explainAirBattleIllegal(d.b, 'german', bad).rule).toBe('8.7.5');
    act(d, 'german', { type: 'ab-enter', hex: INTERCEPTOR_ENTRY.byNumber[4][0], facing: 1 });
    expect(d.b.impulse!.mp).toBe(AIRCRAFT.AlbDIII.mp - 1);
  });
  it("8.7.5 the Surprise! bonus lasts only for the unit's current round", () => {
    const d = offBoard();
    act(d, 'german', { type: 'ab-enter-roll' });
    roll(d, 10);
    act(d, 'german', airBattleLegal(d.b, 'german').find((a) => a.type === 'ab-enter')!);
    expect(d.b.surprise).toBe('i');
    while (airBattleToAct(d.b)[0] === 'german')
      act(
        d,
        'german',
        airBattleLegal(d.b, 'german').find((a) => a.type === 'ab-end') ??
          airBattleLegal(d.b, 'german').find((a) => a.type === 'ab-forward' || a.type === 'ab-exit')!,
      );
    expect(d.b.surprise).toBeNull();
  });
  it('8.7.5 a second 0 in the same round enters anywhere but earns no Surprise! bonus', () => {
    const input: AirBattleInput = {
      missionSide: 'allied',
      mission: [unitOf('m', 'BE2', 'bombing')],
      interceptors: [unitOf('i', 'AlbDIII', 'intercept'), unitOf('j', 'AlbDII', 'intercept')],
      targetAaf: 0,
      alliedAcesAvailable: 0,
    };
    const d = ready(input, { m: [1, 'medium'], i: [1, 'medium'], j: [2, 'medium'] }, { m: ['4408', 5] });
    act(d, 'allied', { type: 'ab-forward' });
    act(d, 'allied', { type: 'ab-forward' });
    act(d, 'allied', { type: 'ab-end' });
    act(d, 'german', { type: 'ab-enter-roll' });
    roll(d, 10);
    expect(d.b.surprise).toBe('i');
    act(d, 'german', { type: 'ab-enter', hex: '4401', facing: 4 });
    while (d.b.impulse!.unit === 'i') act(d, 'german', airBattleLegal(d.b, 'german').find((a) => a.type === 'ab-end') ?? { type: 'ab-forward' });
    expect(d.b.surprise).toBeNull();
    act(d, 'german', { type: 'ab-enter-roll' });
    roll(d, 10);
    expect(d.b.surprise).toBeNull();
    expect(airBattleLegal(d.b, 'german').some((a) => a.hex === '4415')).toBe(true); // still any edge hex
  });
  it('8.7.5 a roll of 6 enters at any numbered hex', () => {
    const d = offBoard();
    act(d, 'german', { type: 'ab-enter-roll' });
    roll(d, 6);
    expect(new Set(airBattleLegal(d.b, 'german').map((a) => a.hex))).toEqual(new Set(Object.values(INTERCEPTOR_ENTRY.byNumber).flat()));
  });
  it('8.7.5 Surprise! on a 0: any board edge hex and +1 to fire this round, then the marker is removed', () => {
    const d = offBoard();
    act(d, 'german', { type: 'ab-enter-roll' });
    roll(d, 10);
    expect(d.b.surprise).toBe('i');
    expect(airBattleLegal(d.b, 'german').some((a) => a.hex === '4401')).toBe(true);
    // Enter right behind the B.E.2 and fire.
    const m = U(d, 'm');
    const behind = ahead(m.hex!, m.facing + 3)!;
    const edge = airBattleLegal(d.b, 'german').find((a) => a.type === 'ab-enter')!;
    act(d, 'german', edge);
    put(d, 'i', behind, m.facing);
    act(d, 'german', { type: 'ab-fire', target: 'm', guns: 'forward' });
    const fire = d.b.rolls[0] as { mods: { label: string; value: number }[] };
    expect(fire.mods.find((x) => x.label === 'surprise')?.value).toBe(1);
    expect(d.b.surprise).toBeNull();
  });
});

describe('8.7.6 leaving the board', () => {
  it('8.7.6 leaving costs 1 MP from a board edge hex; a mission unit has returned to base', () => {
    const d = atImpulse(duel('Pup', 'escort', 'AlbDIII'), '4408', 2);
    expect(isLegal(d, 'allied', { type: 'ab-exit' })).toBe(true);
    expect(isLegal(d, 'allied', { type: 'ab-forward' })).toBe(false);
    act(d, 'allied', { type: 'ab-exit' });
    expect(U(d, 'm').where).toBe('gone');
    expect(airBattleOutcome(d.b)).not.toBeNull(); // 8.7.4: no mission unit left on the board
  });
  it('8.7.6 an interceptor that leaves keeps its altitude and may come back', () => {
    const d = atImpulse(duel('BE2', 'bombing', 'AlbDIII'), '4308', 5, '3005', 5);
    act(d, 'allied', { type: 'ab-forward' });
    act(d, 'allied', { type: 'ab-forward' });
    act(d, 'allied', { type: 'ab-end' });
    U(d, 'i').altitude = 'high';
    act(d, 'german', { type: 'ab-exit' });
    expect(U(d, 'i').where).toBe('off');
    expect(U(d, 'i').altitude).toBe('high');
  });
});

describe('8.7.7 movement', () => {
  it('8.7.7 each unit must expend all of its printed MPs; Disrupted units have 1 MP less', () => {
    const d = atImpulse(duel('Pup', 'escort', 'AlbDIII'), '4008', 5);
    expect(d.b.impulse!.mp).toBe(AIRCRAFT.Pup.mp);
    expect(isLegal(d, 'allied', { type: 'ab-end' })).toBe(false);
    expect(explainAirBattleIllegal(d.b, 'allied', { type: 'ab-end' }).rule).toBe('8.7.7');
    const e = atImpulse(duel('Pup', 'escort', 'AlbDIII', { mission: [unitOf('m', 'Pup', 'escort', { disrupted: true })] }), '4008', 5);
    expect(e.b.impulse!.mp).toBe(AIRCRAFT.Pup.mp - 1);
  });
  it('8.7.7 no consecutive turns or rolls; a unit moves only into the hex it faces', () => {
    const d = atImpulse(duel('SPAD7', 'escort', 'AlbDIII'), '4008', 5);
    act(d, 'allied', { type: 'ab-turn', dir: 'left' });
    expect(U(d, 'm').facing).toBe(4);
    expect(d.b.impulse!.mp).toBe(AIRCRAFT.SPAD7.mp - MOVEMENT_TABLE.fighter.normal.turn);
    expect(isLegal(d, 'allied', { type: 'ab-turn', dir: 'left' })).toBe(false);
    expect(isLegal(d, 'allied', { type: 'ab-roll', dir: 'right' })).toBe(false);
    expect(explainAirBattleIllegal(d.b, 'allied', { type: 'ab-turn', dir: 'left' }).rule).toBe('8.7.7');
    act(d, 'allied', { type: 'ab-forward' });
    expect(U(d, 'm').hex).toBe(ahead('4008', 4));
    expect(isLegal(d, 'allied', { type: 'ab-turn', dir: 'left' })).toBe(true);
  });
  it('8.7.7 a Roll moves into the front-left or front-right hex keeping its facing', () => {
    const d = atImpulse(duel('SPAD7', 'escort', 'AlbDIII'), '3709', 0);
    act(d, 'allied', { type: 'ab-roll', dir: 'right' });
    expect(U(d, 'm').hex).toBe('3808');
    expect(U(d, 'm').facing).toBe(0);
    expect(d.b.impulse!.mp).toBe(AIRCRAFT.SPAD7.mp - MOVEMENT_TABLE.fighter.normal.roll!);
  });
  it('8.7.7 bombers carrying bombs may not Roll; RBs S-turn', () => {
    const d = atImpulse(duel('F2A', 'bombing', 'AlbDIII'), '4008', 5);
    expect(U(d, 'm').loaded).toBe(true);
    expect(isLegal(d, 'allied', { type: 'ab-roll', dir: 'left' })).toBe(false);
    const e = atImpulse(duel('RE8', 'bombing', 'AlbDIII'), '4008', 5);
    expect(isLegal(e, 'allied', { type: 'ab-roll', dir: 'left' })).toBe(MOVEMENT_TABLE.loaded.normal.roll! <= AIRCRAFT.RE8.mp);
  });
  it('8.7.7 the Immelmann: into the hex ahead, then facing reversed; F and FB only', () => {
    const d = atImpulse(duel('SPAD7', 'escort', 'AlbDIII'), '3709', 0);
    act(d, 'allied', { type: 'ab-immelmann' });
    expect(U(d, 'm').hex).toBe('3708');
    expect(U(d, 'm').facing).toBe(3);
    expect(ahead('3708', U(d, 'm').facing)).toBe('3709');
    const e = atImpulse(duel('FE2d', 'spotting', 'AlbDIII'), '3709', 0);
    expect(isLegal(e, 'allied', { type: 'ab-immelmann' })).toBe(false);
    expect(explainAirBattleIllegal(e.b, 'allied', { type: 'ab-immelmann' }).rule).toBe('8.7.7');
  });
  it('8.7.7 climbing costs MPs, diving gains them; one level a round', () => {
    const d = atImpulse(duel('SPAD7', 'escort', 'AlbDIII'), '4010', 5);
    act(d, 'allied', { type: 'ab-climb' });
    expect(U(d, 'm').altitude).toBe('high');
    expect(d.b.impulse!.mp).toBe(AIRCRAFT.SPAD7.mp - 1 - MOVEMENT_TABLE.fighter.normal.climb);
    expect(isLegal(d, 'allied', { type: 'ab-climb' })).toBe(false);
    const e = atImpulse(duel('Pup', 'escort', 'AlbDIII'), '4010', 5);
    act(e, 'allied', { type: 'ab-dive' });
    expect(U(e, 'm').altitude).toBe('low');
    expect(e.b.impulse!.bonus).toBe(MOVEMENT_TABLE.fighter.normal.dive);
    expect(isLegal(e, 'allied', { type: 'ab-dive' })).toBe(false); // low is the floor
  });
  it('8.7.7 only the Spad 7 dives two levels in a round', () => {
    const d = atImpulse(duel('SPAD7', 'escort', 'AlbDIII'), '4010', 5);
    U(d, 'm').altitude = 'high';
    act(d, 'allied', { type: 'ab-dive' });
    expect(isLegal(d, 'allied', { type: 'ab-dive' })).toBe(true);
    const e = atImpulse(duel('Pup', 'escort', 'AlbDIII'), '4010', 5);
    U(e, 'm').altitude = 'high';
    act(e, 'allied', { type: 'ab-dive' });
    expect(isLegal(e, 'allied', { type: 'ab-dive' })).toBe(false);
  });
  it('8.7.7 the Sopwith Triplane climbs two levels using all its MPs', () => {
    const d = atImpulse(duel('Triplane', 'escort', 'AlbDIII'), '4010', 5);
    U(d, 'm').altitude = 'low';
    expect(isLegal(d, 'allied', { type: 'ab-zoom' })).toBe(true);
    act(d, 'allied', { type: 'ab-zoom' });
    expect(U(d, 'm').altitude).toBe('high');
    expect(d.b.impulse!.mp).toBe(0);
    const e = atImpulse(duel('Pup', 'escort', 'AlbDIII'), '4010', 5);
    U(e, 'm').altitude = 'low';
    expect(explainAirBattleIllegal(e.b, 'allied', { type: 'ab-zoom' }).rule).toBe('8.7.7');
  });
  it('8.7.7 loaded RB bombers cannot climb above medium altitude', () => {
    const d = atImpulse(duel('DH4', 'bombing', 'AlbDIII'), '4010', 5);
    expect(isLegal(d, 'allied', { type: 'ab-climb' })).toBe(false);
    expect(explainAirBattleIllegal(d.b, 'allied', { type: 'ab-climb' }).message).toMatch(/loaded/);
  });
  it('8.7.7 rotary engines: a maneuver to the right costs 1 MP less on an even 1D6', () => {
    const cost = MOVEMENT_TABLE.fighter.normal.turn;
    const d = atImpulse(duel('Pup', 'escort', 'AlbDIII'), '4010', 5);
    act(d, 'allied', { type: 'ab-turn', dir: 'right' });
    expect(airBattleToAct(d.b)).toEqual([CHANCE]);
    roll(d, 4);
    expect(d.b.impulse!.mp).toBe(AIRCRAFT.Pup.mp - Math.max(0, cost - 1));
    const e = atImpulse(duel('Pup', 'escort', 'AlbDIII'), '4010', 5);
    act(e, 'allied', { type: 'ab-turn', dir: 'right' });
    roll(e, 3);
    expect(e.b.impulse!.mp).toBe(AIRCRAFT.Pup.mp - cost);
  });
  it('8.7.7 fragility: an Albatros D.III that spends diving MPs rolls 1D6 + MPs beyond; > 6 Reduces it', () => {
    const input: AirBattleInput = {
      missionSide: 'german',
      mission: [unitOf('m', 'AlbDIII', 'escort')],
      interceptors: [],
      targetAaf: 0,
      alliedAcesAvailable: 0,
    };
    const d = ready(input, { m: [1, 'high'] }, { m: ['4408', 5] });
    put(d, 'm', '4010', 5, 'high');
    act(d, 'german', { type: 'ab-dive' });
    while (d.b.impulse!.mp > 0) act(d, 'german', { type: 'ab-forward' });
    act(d, 'german', { type: 'ab-forward' }); // spends one MP gained by diving
    act(d, 'german', { type: 'ab-end' });
    expect(airBattleToAct(d.b)).toEqual([CHANCE]);
    roll(d, 6);
    expect(U(d, 'm').reduced).toBe(true);
    expect(d.log.some((e) => e.rule === '8.7.7' && /fragility/.test(e.text))).toBe(true);
  });
  it('8.7.7 a fighter firing its guns expends 1 MP; bombers do not; one fire per round', () => {
    const d = atImpulse(duel('Pup', 'escort', 'AlbDIII'), '3709', 0, '3707', 0);
    const mp = d.b.impulse!.mp;
    act(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' });
    roll(d, 1);
    expect(d.b.impulse!.mp).toBe(mp - 1);
    expect(isLegal(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' })).toBe(false);
    const e = atImpulse(duel('FE2b', 'bombing', 'AlbDIII'), '3709', 0, '3707', 0);
    const mp2 = e.b.impulse!.mp;
    act(e, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' });
    roll(e, 1);
    expect(e.b.impulse!.mp).toBe(mp2);
  });
  it('8.7.7 stacking: units may share a hex; opponents in one hex may not fire on one another', () => {
    const d = atImpulse(duel('Pup', 'escort', 'AlbDIII'), '3709', 0, '3708', 0);
    act(d, 'allied', { type: 'ab-forward' });
    expect(U(d, 'm').hex).toBe('3708');
    expect(explainAirBattleIllegal(d.b, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' }).rule).toBe('8.7.8');
  });
});

describe('8.7.8 aerial combat', () => {
  it('8.7.8 fighters fire up to four hexes at the same altitude, to the front', () => {
    const d = atImpulse(duel('Pup', 'escort', 'AlbDIII'), '3710', 0, '3706', 0);
    expect(isLegal(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' })).toBe(true);
    put(d, 'i', '3705', 0);
    expect(isLegal(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' })).toBe(false);
    put(d, 'i', '3706', 0, 'high');
    expect(explainAirBattleIllegal(d.b, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' }).message).toMatch(/altitude/);
    put(d, 'i', '3810', 0);
    expect(explainAirBattleIllegal(d.b, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' }).message).toMatch(/field of fire/);
  });
  it('8.7.8 blocking: no fire through a third unit at the same altitude', () => {
    const input: AirBattleInput = {
      missionSide: 'allied',
      mission: [unitOf('m', 'Pup', 'escort'), unitOf('m2', 'BE2', 'bombing')],
      interceptors: [unitOf('i', 'AlbDIII', 'intercept')],
      targetAaf: 0,
      alliedAcesAvailable: 0,
    };
    const d = ready(input, { m: [1, 'medium'], m2: [2, 'medium'], i: [1, 'medium'] }, { m: ['4404', 5], m2: ['4405', 5] });
    put(d, 'm', '3710', 0);
    put(d, 'i', '3707', 0);
    put(d, 'm2', '3708', 0);
    expect(explainAirBattleIllegal(d.b, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' }).message).toMatch(/blocks/);
    U(d, 'm2').altitude = 'low';
    expect(isLegal(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' })).toBe(true);
  });
  it('8.7.8 observer fire: two hexes, side and rear aspects; circled observers all round', () => {
    const d = atImpulse(duel('RE8', 'spotting', 'AlbDIII'), '3709', 0, '3809', 0);
    expect(isLegal(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'observer' })).toBe(true);
    put(d, 'i', '3708', 0); // dead ahead
    expect(isLegal(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'observer' })).toBe(false);
    const e = atImpulse(duel('FE2b', 'spotting', 'AlbDIII'), '3709', 0, '3708', 0);
    expect(isLegal(e, 'allied', { type: 'ab-fire', target: 'i', guns: 'observer' })).toBe(true);
    put(e, 'i', '3906', 0); // three hexes
    expect(isLegal(e, 'allied', { type: 'ab-fire', target: 'i', guns: 'observer' })).toBe(false);
  });
  it('8.7.8 defensive fire is offered each time the interceptor leaves a hex within range, and an RB that attacked as a fighter may not', () => {
    const d = atImpulse(duel('FE2b', 'bombing', 'AlbDIII'), '3810', 0);
    // The FE2b ends its move; the Albatros then flies past it.
    while (d.b.impulse!.unit === 'm') {
      const t = legalTypes(d, 'allied');
      act(d, 'allied', t.includes('ab-end') ? { type: 'ab-end' } : { type: 'ab-forward' });
    }
    expect(U(d, 'm').hex).toBe('3807');
    put(d, 'i', '3805', 3);
    act(d, 'german', { type: 'ab-forward' }); // leaves its first hex: no fire
    expect(d.b.defensive).toBeNull();
    act(d, 'german', { type: 'ab-forward' }); // leaves 3806, next to the all-round F.E.2b
    expect(d.b.defensive).toMatchObject({ mover: 'i', fromHex: '3806', shooters: ['m'] });
    act(d, 'allied', { type: 'ab-defend', unit: 'm' });
    expect(airBattleToAct(d.b)).toEqual([CHANCE]);
    roll(d, 1);
    expect(U(d, 'm').defensiveRound).toBe(d.b.round);
    expect(U(d, 'i').engaged).toBe(true);
  });
  it('8.7.8 RB units as fighters lose their defensive fire for the round', () => {
    const d = atImpulse(duel('FE2b', 'bombing', 'AlbDIII'), '3709', 0, '3707', 0);
    act(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' });
    roll(d, 1);
    expect(U(d, 'm').noDefensiveFire).toBe(true);
  });
});

describe('8.7.9 fire resolution', () => {
  function shot(
    shooter: string,
    target: string,
    sHex: string,
    sFacing: number,
    tHex: string,
    tFacing: number,
    die: number,
    extra: Partial<AirBattleInput> = {},
  ) {
    const d = atImpulse(duel(shooter, 'escort', target, extra), sHex, sFacing, tHex, tFacing);
    act(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' });
    const mods = (d.b.rolls[0] as { mods: { label: string; value: number }[] }).mods;
    roll(d, die);
    return { d, mods, total: die + mods.reduce((n, m) => n + m.value, 0) };
  }
  it('8.7.9 +AF, -DF, +2 from the rear, -1 per intervening hex; > DF Disrupts, >= 2xDF Reduces', () => {
    const { d, mods, total } = shot('SPAD7', 'AlbDIII', '3710', 0, '3708', 0, 7);
    const spad = AIRCRAFT.SPAD7.face;
    const alb = AIRCRAFT.AlbDIII.face;
    expect(mods.map((m) => m.value).sort()).toEqual([spad.af!, 2, -alb.df, -1].sort());
    const i = U(d, 'i');
    if (total >= 2 * alb.df) expect(i.reduced).toBe(true);
    else if (total > alb.df) expect(i.disrupted && !i.reduced).toBe(true);
    else expect(i.disrupted).toBe(false);
  });
  it("8.7.9 -1 from the target's side; +1 fighter at a bomber from its front", () => {
    const side = shot('SPAD7', 'AlbDIII', '3709', 0, '3708', 1, 1);
    expect(side.mods.some((m) => m.value === -1 && /side/.test(m.label))).toBe(true);
    const d = atImpulse(
      {
        missionSide: 'german',
        mission: [unitOf('m', 'AlbDIII', 'escort')],
        interceptors: [unitOf('i', 'BE2', 'intercept')],
        targetAaf: 0,
        alliedAcesAvailable: 0,
      } as AirBattleInput,
      '3709',
      0,
      '3708',
      3,
    );
    act(d, 'german', { type: 'ab-fire', target: 'i', guns: 'forward' });
    expect((d.b.rolls[0] as { mods: { label: string; value: number }[] }).mods.some((m) => m.value === 1 && /bomber/.test(m.label))).toBe(true);
  });
  it('8.7.9 aces: +1 firing, -1 as target; Disrupted: target DF-1, firer -2', () => {
    const input = duel('SPAD7', 'escort', 'AlbDIII', {
      mission: [unitOf('m', 'SPAD7', 'escort', { ace: true, disrupted: true })],
      interceptors: [unitOf('i', 'AlbDIII', 'intercept', { ace: true, disrupted: true })],
    });
    const d = atImpulse(input, '3710', 0, '3708', 0);
    act(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' });
    const mods = (d.b.rolls[0] as { mods: Mod[] }).mods;
    // Each modifier's words in English (text/modifiers.en.ts).
    const v = (re: RegExp) => mods.find((m) => re.test(modifiersEn[m.label](m.value)))?.value;
    expect(v(/Ace with the firing/)).toBe(1);
    expect(v(/Ace with the target/)).toBe(-1);
    expect(v(/firing unit Disrupted/)).toBe(-2);
    expect(v(/target DF/)).toBe(-(AIRCRAFT.AlbDIII.face.df - 1));
  });
  it('8.7.9 a Reduced unit flips to its reduced face and is Disrupted; a second step loss eliminates', () => {
    const { d, total } = shot('SPAD7', 'BE2', '3709', 0, '3708', 0, 10);
    expect(total).toBeGreaterThanOrEqual(2 * AIRCRAFT.BE2.face.df);
    const i = U(d, 'i');
    expect(i.reduced && i.disrupted && i.reducedNow).toBe(true);
    expect(i.face).toEqual(AIRCRAFT.BE2.reducedFace);
    const red = AIRCRAFT.BE2.reducedFace!;
    const e = shot('SPAD7', 'BE2', '3709', 0, '3708', 0, 10, { interceptors: [unitOf('i', 'BE2', 'intercept', { reduced: true, face: { ...red } })] });
    expect(U(e.d, 'i').where).toBe('eliminated');
    expect(airBattleOutcome(e.d.b)).toBeNull();
  });
  it('8.7.9 a Disrupted unit is not affected by further Disruption results', () => {
    const input = duel('Pup', 'escort', 'AlbDIII', { interceptors: [unitOf('i', 'AlbDIII', 'intercept', { disrupted: true })] });
    const d = atImpulse(input, '3709', 0, '3708', 0);
    act(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' });
    const mods = (d.b.rolls[0] as { mods: { value: number }[] }).mods.reduce((n, m) => n + m.value, 0);
    const df = AIRCRAFT.AlbDIII.face.df;
    const die = Array.from({ length: 10 }, (_, k) => k + 1).find((x) => x + mods > df && x + mods < 2 * df);
    expect(die).toBeDefined();
    roll(d, die!);
    expect(U(d, 'i').reduced).toBe(false);
  });
});

describe('8.7.10 / 8.7.11 aces and observers', () => {
  it('8.7.10 an Allied unit that Reduces a German unit gains an Ace on a 9 or 10', () => {
    const d = atImpulse(duel('SPAD7', 'escort', 'RolandCII'), '3709', 0, '3708', 0);
    act(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' });
    roll(d, 10);
    expect(U(d, 'i').reduced).toBe(true);
    expect(d.b.rolls.map((r) => r.kind)).toContain('ace');
    while (d.b.rolls.length) roll(d, d.b.rolls[0].kind === 'ace' ? 9 : 1);
    expect(U(d, 'm').ace).toBe(true);
    expect(U(d, 'm').aceGained).toBe(true);
    expect(d.b.alliedAcesAvailable).toBe(2);
  });
  it('8.7.10 no Ace without a free Allied Ace marker', () => {
    const d = atImpulse(duel('SPAD7', 'escort', 'RolandCII', { alliedAcesAvailable: 0 }), '3709', 0, '3708', 0);
    act(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' });
    roll(d, 10);
    expect(d.b.rolls.map((r) => r.kind)).not.toContain('ace');
  });
  it('8.7.11 an RB that becomes Disrupted rolls for its Observer; without one it must abort', () => {
    const d = atImpulse(
      {
        missionSide: 'german',
        mission: [unitOf('m', 'AlbDIII', 'escort')],
        interceptors: [unitOf('i', 'FE2b', 'intercept')],
        targetAaf: 0,
        alliedAcesAvailable: 0,
      } as AirBattleInput,
      '3709',
      0,
      '3708',
      0,
    );
    act(d, 'german', { type: 'ab-fire', target: 'i', guns: 'forward' });
    roll(d, 3);
    const r = d.b.rolls[0];
    expect(r?.kind).toBe('observer');
    // adjacent +1; from behind an F.E.2 -1 (8.7.11)
    expect((r as { mods: { value: number }[] }).mods.map((m) => m.value).sort()).toEqual([-1, 1]);
    roll(d, 6);
    expect(U(d, 'i').observer).toBe(false);
    expect(U(d, 'i').observerLost).toBe(true);
  });
  it('8.7.11 a mission RB that loses its Observer aborts (8.8)', () => {
    const input: AirBattleInput = {
      missionSide: 'allied',
      mission: [unitOf('m', 'BE2', 'bombing')],
      interceptors: [unitOf('i', 'AlbDIII', 'intercept')],
      targetAaf: 0,
      alliedAcesAvailable: 0,
    };
    const d = ready(input, { m: [1, 'medium'], i: [1, 'medium'] }, { m: ['4408', 5] });
    act(d, 'allied', { type: 'ab-forward' });
    act(d, 'allied', { type: 'ab-forward' });
    act(d, 'allied', { type: 'ab-end' });
    act(d, 'german', { type: 'ab-enter-roll' });
    roll(d, 3);
    act(d, 'german', airBattleLegal(d.b, 'german')[0]);
    const m = U(d, 'm');
    put(d, 'i', ahead(m.hex!, m.facing + 3)!, m.facing);
    act(d, 'german', { type: 'ab-fire', target: 'm', guns: 'forward' });
    roll(d, 1); // 1 + 4 + 2 (rear) - 2 = 5 > 2: Disrupted at least
    expect(U(d, 'm').disrupted).toBe(true);
    while (d.b.rolls.length) roll(d, 6);
    expect(U(d, 'm').observer).toBe(false);
    expect(U(d, 'm').aborted).toBe(true);
    expect(U(d, 'm').loaded).toBe(false);
  });
});

describe('8.8 aborting, 8.9 AA, 8.10 attacks on the board', () => {
  function toT(mission: string, task: 'bombing' | 'spotting' | 'strafing', aaf = 2): Driver {
    const d = atImpulse({ missionSide: 'allied', mission: [unitOf('m', mission, task)], interceptors: [], targetAaf: aaf, alliedAcesAvailable: 0 }, '3810', 0);
    return d;
  }
  it('8.8 an RB may abort: it jettisons its bombs and the opponent gains a VP', () => {
    const d = toT('BE2', 'bombing');
    act(d, 'allied', { type: 'ab-abort' });
    expect(U(d, 'm').aborted).toBe(true);
    expect(U(d, 'm').loaded).toBe(false);
    expect(d.log.some((e) => e.rule === '8.8' && /1 VP/.test(e.text))).toBe(true);
  });
  it("8.10.4 a bomber bombs from a target zone hex; 8.9.2 AA fire first with the target's AAF", () => {
    const d = toT('FK8', 'bombing');
    expect(isLegal(d, 'allied', { type: 'ab-bomb' })).toBe(false);
    expect(explainAirBattleIllegal(d.b, 'allied', { type: 'ab-bomb' }).rule).toBe('8.10.4');
    act(d, 'allied', { type: 'ab-forward' }); // 3810 -> 3809
    act(d, 'allied', { type: 'ab-forward' }); // -> 3808 (T)
    expect(U(d, 'm').reachedTarget).toBe(true);
    act(d, 'allied', { type: 'ab-bomb' });
    expect(d.b.rolls[0].kind).toBe('aa');
    const df = U(d, 'm').face.df;
    roll(d, 10);
    const expected = aaFire(2, 10, 'medium', df);
    const m = U(d, 'm');
    expect(m.disrupted).toBe(expected !== 'none');
    expect(m.delivered).toMatchObject({ kind: 'bombing', altitude: 'medium', round: 1 });
    expect(m.loaded).toBe(false);
  });
  it('8.7.7 L: a bomber gains 1 MP in the rounds after unloading its bombs', () => {
    const input: AirBattleInput = { missionSide: 'allied', mission: [unitOf('m', 'DH4', 'bombing')], interceptors: [], targetAaf: 0, alliedAcesAvailable: 0 };
    const d = ready(input, { m: [1, 'medium'] }, { m: ['4408', 5] });
    put(d, 'm', '3709', 0);
    act(d, 'allied', { type: 'ab-bomb' });
    while (d.b.round === 1) {
      const t = legalTypes(d, 'allied');
      act(d, 'allied', t.includes('ab-end') ? { type: 'ab-end' } : t.includes('ab-forward') ? { type: 'ab-forward' } : { type: 'ab-turn', dir: 'left' });
    }
    expect(d.b.impulse!.mp).toBe(AIRCRAFT.DH4.mp + 1);
  });
  it('8.10.2 strafing: a fighter at low altitude in a T hex, not engaged; costs 1 MP', () => {
    const d = toT('Pup', 'strafing', 1);
    act(d, 'allied', { type: 'ab-forward' });
    act(d, 'allied', { type: 'ab-forward' });
    expect(explainAirBattleIllegal(d.b, 'allied', { type: 'ab-strafe' }).rule).toBe('8.10.2');
    U(d, 'm').altitude = 'low';
    const mp = d.b.impulse!.mp;
    U(d, 'm').engaged = true;
    expect(isLegal(d, 'allied', { type: 'ab-strafe' })).toBe(false);
    U(d, 'm').engaged = false;
    act(d, 'allied', { type: 'ab-strafe' });
    expect(d.b.impulse!.mp).toBe(mp - 1);
    roll(d, 1);
    expect(U(d, 'm').delivered?.kind).toBe('strafing');
  });
  it('8.10.3 artillery spotting: a straight line of 2 or 3 hexes, one of them a T hex, at medium or low', () => {
    const d = toT('BE2e', 'spotting', 0);
    act(d, 'allied', { type: 'ab-forward' });
    expect(isLegal(d, 'allied', { type: 'ab-spot' })).toBe(false);
    act(d, 'allied', { type: 'ab-forward' }); // 3809, 3808 (T)
    expect(isLegal(d, 'allied', { type: 'ab-spot' })).toBe(true);
    act(d, 'allied', { type: 'ab-spot' });
    expect(U(d, 'm').delivered).toMatchObject({ kind: 'spotting', straight: 2 });
  });
  it('8.7.4 a bomber that fails to deliver within the eight rounds has aborted', () => {
    const input: AirBattleInput = {
      missionSide: 'allied',
      mission: [unitOf('m', 'BE2', 'bombing')],
      interceptors: [unitOf('i', 'AlbDIII', 'intercept')],
      targetAaf: 0,
      alliedAcesAvailable: 0,
    };
    input.mission = [unitOf('m', 'FE2b', 'bombing')];
    const d = ready(input, { m: [1, 'medium'], i: [1, 'medium'] }, { m: ['4408', 4] });
    put(d, 'm', '4008', 4);
    while (!airBattleOutcome(d.b)) {
      const [role] = airBattleToAct(d.b);
      if (role === CHANCE) {
        roll(d, 5);
        continue;
      }
      const t = legalTypes(d, role);
      if (role === 'german') act(d, role, { type: 'ab-stay-off', climb: 0 });
      else act(d, role, t.includes('ab-end') ? { type: 'ab-end' } : t.includes('ab-turn') ? { type: 'ab-turn', dir: 'left' } : { type: 'ab-forward' });
    }
    const o = airBattleOutcome(d.b)!;
    expect(o.rounds).toBe(8);
    expect(o.units.find((u) => u.id === 'm')!.aborted).toBe(true);
  });
});

describe('8.11 Balloon Busting on the board', () => {
  const input = (): AirBattleInput => ({
    missionSide: 'allied',
    mission: [unitOf('m', 'N17', 'balloon')],
    interceptors: [],
    targetAaf: 0,
    balloon: { aaUnits: [2, 1] },
    alliedAcesAvailable: 1,
  });
  function placed(): Driver {
    const d = drive(input());
    act(d, 'allied', { type: 'ab-sequence', unit: 'm', seq: 1, altitude: 'high' });
    act(d, 'allied', { type: 'ab-place', unit: 'm', hex: '4408', facing: 5 });
    return d;
  }
  it('8.11.1 the defender sets up the AA units on or within 4 hexes of the Target hex, one a hex', () => {
    const d = placed();
    expect(airBattleToAct(d.b)).toEqual(['german']);
    expect(isLegal(d, 'german', { type: 'ab-place-aa', index: 0, hex: '4408' })).toBe(false);
    expect(explainAirBattleIllegal(d.b, 'german', { type: 'ab-place-aa', index: 0, hex: '4408' }).rule).toBe('8.11.1');
    act(d, 'german', { type: 'ab-place-aa', index: 0, hex: '3909' });
    expect(isLegal(d, 'german', { type: 'ab-place-aa', index: 1, hex: '3909' })).toBe(false);
    act(d, 'german', { type: 'ab-place-aa', index: 1, hex: '3506' });
    expect(d.b.balloon!.altitude).toBe(BALLOON.altitude);
  });
  it('8.11.2 the balloon takes two rounds to change altitude', () => {
    const d = placed();
    act(d, 'german', { type: 'ab-place-aa', index: 0, hex: '3909' });
    act(d, 'german', { type: 'ab-place-aa', index: 1, hex: '3506' });
    act(d, 'german', { type: 'ab-balloon', move: 'down' });
    expect(d.b.balloon!.altitude).toBe('high');
    expect(d.b.balloon!.changing).toBe('down');
    while (d.b.round === 1) {
      const [role] = airBattleToAct(d.b);
      if (role === CHANCE) {
        roll(d, 1);
        continue;
      }
      const t = legalTypes(d, role);
      act(d, role, t.includes('ab-end') ? { type: 'ab-end' } : t.includes('ab-forward') ? { type: 'ab-forward' } : { type: 'ab-turn', dir: 'left' });
    }
    expect(d.b.balloon!.altitude).toBe('medium');
  });
  it('8.11.1 AA fires when a unit enters a hex with or next to an AA unit; 8.7.9 a balloon hit', () => {
    const d = placed();
    act(d, 'german', { type: 'ab-place-aa', index: 0, hex: '3909' });
    act(d, 'german', { type: 'ab-place-aa', index: 1, hex: '3506' });
    act(d, 'german', { type: 'ab-balloon', move: 'stay' });
    put(d, 'm', '3911', 0, 'high');
    act(d, 'allied', { type: 'ab-forward' }); // 3910, next to 3909
    expect(d.b.rolls[0]).toMatchObject({ kind: 'aa', aaf: 2 });
    roll(d, 1);
    put(d, 'm', '3710', 0, 'high');
    act(d, 'allied', { type: 'ab-fire', target: 'balloon', guns: 'forward' });
    roll(d, 10);
    expect(d.b.balloon!.destroyed).toBe(true);
  });
});

describe('8.11.1 attacking the AA units', () => {
  it('8.11.1 AA units can be strafed: a hit Disrupts a 2xCF unit and lessens it to 1xCF; a 1xCF unit hit is removed', () => {
    const d = drive({
      missionSide: 'allied',
      mission: [unitOf('m', 'Pup', 'balloon')],
      interceptors: [],
      targetAaf: 0,
      balloon: { aaUnits: [4, 2], cf: 2 },
      alliedAcesAvailable: 0,
    });
    act(d, 'allied', { type: 'ab-sequence', unit: 'm', seq: 1, altitude: 'low' });
    act(d, 'allied', { type: 'ab-place', unit: 'm', hex: '4408', facing: 5 });
    act(d, 'german', { type: 'ab-place-aa', index: 0, hex: '3909' });
    act(d, 'german', { type: 'ab-place-aa', index: 1, hex: '3506' });
    act(d, 'german', { type: 'ab-balloon', move: 'stay' });
    put(d, 'm', '3909', 0, 'medium');
    expect(explainAirBattleIllegal(d.b, 'allied', { type: 'ab-attack-aa', index: 0 }).rule).toBe('8.10.2');
    U(d, 'm').altitude = 'low';
    const mp = d.b.impulse!.mp;
    act(d, 'allied', { type: 'ab-attack-aa', index: 0 });
    expect(d.b.impulse!.mp).toBe(mp - 1);
    roll(d, 3); // 3 - 2 (strafing low) = 1 <= BF 1: a hit
    expect(d.b.balloon!.aa[0]).toMatchObject({ factor: 2, disrupted: true, double: false, removed: false });
    expect(isLegal(d, 'allied', { type: 'ab-attack-aa', index: 0 })).toBe(false); // one fire a round
    d.b.impulse!.fired = false;
    act(d, 'allied', { type: 'ab-attack-aa', index: 0 });
    roll(d, 1);
    expect(d.b.balloon!.aa[0].removed).toBe(true);
  });
});

describe('15.1 Wind and 15.2 Sun', () => {
  it('15.1 wind: with the wind a roll below SR gives a free MP; against it a roll above SR costs one', () => {
    const input = duel('BE2', 'bombing', 'AlbDIII', { options: { wind: true } });
    const d = drive(input);
    roll(d, 6); // wind blows towards facing 5 (NW)
    expect(d.b.wind).toBe(5);
    act(d, 'allied', { type: 'ab-sequence', unit: 'm', seq: 1, altitude: 'medium' });
    act(d, 'german', { type: 'ab-sequence', unit: 'i', seq: 1, altitude: 'medium' });
    act(d, 'allied', { type: 'ab-place', unit: 'm', hex: '4408', facing: 2 }); // SE: against the wind
    expect(d.b.rolls[0]).toMatchObject({ kind: 'wind', unit: 'm' });
    roll(d, 6);
    expect(d.b.impulse!.mp).toBe(AIRCRAFT.BE2.mp - 1);
  });
  it('15.2 sun: +1 attacking out of the sun', () => {
    const input = duel('SPAD7', 'escort', 'AlbDIII', { options: { sun: true } });
    const d = drive(input);
    roll(d, 4); // sun on the S side
    act(d, 'allied', { type: 'ab-sequence', unit: 'm', seq: 1, altitude: 'medium' });
    act(d, 'german', { type: 'ab-sequence', unit: 'i', seq: 1, altitude: 'medium' });
    act(d, 'allied', { type: 'ab-place', unit: 'm', hex: '4408', facing: 5 });
    put(d, 'm', '3710', 0);
    put(d, 'i', '3708', 0);
    act(d, 'allied', { type: 'ab-fire', target: 'i', guns: 'forward' });
    expect((d.b.rolls[0] as { mods: { label: string; value: number }[] }).mods.find((m) => /sun/.test(m.label))?.value).toBe(1);
  });
});

// ------------------------------------------------------------------------------------------------

describe('8.7 a scripted air battle from entry to conclusion', () => {
  it('8.7.4 an F.E.2b raid escorted by a Pup against Jasta 11: given dice, every step', () => {
    const log: LogEntry[] = [];
    const d: Driver = {
      b: startAirBattle(
        {
          missionSide: 'allied',
          mission: [unitOf('FE2b-11', 'FE2b', 'bombing'), unitOf('Pup-66', 'Pup', 'escort')],
          interceptors: [unitOf('Jasta11', 'AlbDIII', 'intercept', { ace: true })],
          targetAaf: 2,
          alliedAcesAvailable: 2,
        },
        (e) => log.push(e),
      ),
      log,
      steps: 0,
      journal: [],
    };
    const A = (a: Action) => act(d, 'allied', a);
    const G = (a: Action) => act(d, 'german', a);
    const fwd = { type: 'ab-forward' };
    const end = { type: 'ab-end' };
    // 8.7.3 setup
    A({ type: 'ab-sequence', unit: 'FE2b-11', seq: 1, altitude: 'medium' });
    A({ type: 'ab-sequence', unit: 'Pup-66', seq: 2, altitude: 'medium' });
    G({ type: 'ab-sequence', unit: 'Jasta11', seq: 1, altitude: 'medium' });
    A({ type: 'ab-place', unit: 'FE2b-11', hex: '4412', facing: 5 });
    A({ type: 'ab-place', unit: 'Pup-66', hex: '4411', facing: 5 });
    expect(d.b.order).toEqual(['FE2b-11', 'Jasta11', 'Pup-66']);
    // Round 1
    A(fwd);
    A(fwd);
    A(fwd);
    A(end);
    expect(U(d, 'FE2b-11').hex).toBe('4111');
    G({ type: 'ab-enter-roll' });
    roll(d, 4);
    G({ type: 'ab-enter', hex: '3011', facing: 1 });
    G(fwd);
    G(fwd);
    G(fwd);
    G(fwd);
    G(end);
    A(fwd);
    A(fwd);
    A(fwd);
    A(fwd);
    A(fwd);
    A(end);
    // Round 2
    expect(d.b.round).toBe(2);
    A(fwd);
    A(fwd);
    A(fwd);
    A(end);
    G(fwd);
    G({ type: 'ab-turn', dir: 'right' });
    G({ type: 'ab-fire', target: 'FE2b-11', guns: 'forward' });
    roll(d, 9); // AF 4 + front at a bomber 1 + ace 1 - DF 4 - 2 hexes between = 9 + 0 = 9 >= 8: Reduced
    expect(U(d, 'FE2b-11').reduced).toBe(true);
    expect(U(d, 'FE2b-11').face).toEqual(AIRCRAFT.FE2b.reducedFace);
    roll(d, 3); // observer: unhurt
    expect(U(d, 'FE2b-11').observer).toBe(true);
    G(fwd);
    G(fwd); // leaves 3609, two hexes from the F.E.2b: defensive fire
    expect(d.b.defensive?.shooters).toEqual(['FE2b-11']);
    A({ type: 'ab-defend', unit: 'FE2b-11' });
    roll(d, 10); // 10 + 0 - 4 - 2 (Disrupted) - 1 - 1 (ace) = 2: no effect
    G(end);
    A({ type: 'ab-turn', dir: 'left' });
    A(fwd);
    A({ type: 'ab-fire', target: 'Jasta11', guns: 'forward' });
    roll(d, 10); // 10 + 2 - 4 - 1 (side) - 1 (ace) = 6 > 4: Disrupted
    expect(U(d, 'Jasta11').disrupted).toBe(true);
    A(fwd);
    A(fwd);
    A(end);
    // Round 3: the F.E.2b reaches the target zone and bombs through the AA fire.
    A(fwd);
    expect(U(d, 'FE2b-11').reachedTarget).toBe(true);
    A({ type: 'ab-bomb' });
    roll(d, 10);
    expect(U(d, 'FE2b-11').delivered).toMatchObject({ kind: 'bombing', altitude: 'medium', round: 3, disruptedAtDelivery: true });
    A(fwd);
    A(end);
    // The rest: everyone heads out, dice of 5.
    while (!airBattleOutcome(d.b)) {
      const [role] = airBattleToAct(d.b);
      if (role === CHANCE) {
        roll(d, 5);
        continue;
      }
      const t = legalTypes(d, role);
      const pick = ['ab-exit', 'ab-hold', 'ab-end', 'ab-forward', 'ab-stay-off'].find((x) => t.includes(x))!;
      act(d, role, pick === 'ab-stay-off' ? { type: pick, climb: 0 } : { type: pick });
    }
    const o = airBattleOutcome(d.b)!;
    const byId = Object.fromEntries(o.units.map((u) => [u.id, u]));
    expect(byId['FE2b-11']).toMatchObject({ status: 'reduced', reducedNow: true, aborted: false, reachedTarget: true, eliminated: false });
    expect(byId.Jasta11).toMatchObject({ status: 'disrupted', engaged: true });
    expect(byId['Pup-66']).toMatchObject({ status: 'ok', aborted: false });
    expect(o.rounds).toBeLessThanOrEqual(8);
    expect(log.filter((e) => !e.to).every((e) => e.rule && e.texts?.fr)).toBe(true);
  });
});

describe('8.7 refusals and descriptions', () => {
  it('8.7 every refused action is explained with a rule; every action is described in English and French', async () => {
    const { airBattleCandidates, describeAirBattleAction } = await import('../../../src/games/cruellest-month/air-battle/battle.ts');
    const types = new Set<string>();
    let refused = 0;
    for (let seed = 200; seed < 215; seed++) {
      playRandom(randomInput(rng(seed)), seed, {
        fast: true,
        check: (b) => {
          for (const role of ['allied', 'german']) {
            const legal = new Set(airBattleLegal(b, role).map((a) => JSON.stringify(a)));
            for (const a of airBattleCandidates(b, role)) {
              if (legal.has(JSON.stringify(a))) {
                types.add(a.type);
                const en = describeAirBattleAction(b, role, a, 'en');
                const fr = describeAirBattleAction(b, role, a, 'fr');
                expect(en.length).toBeGreaterThan(3);
                expect(fr.length).toBeGreaterThan(3);
                if (a.type !== 'ab-immelmann') expect(fr).not.toBe(en);
                continue;
              }
              const why = explainAirBattleIllegal(b, role, a);
              expect(why.rule).toMatch(/^(8|15)\./);
              expect(why.message).not.toBe('this action is not legal now');
              refused++;
            }
          }
        },
      });
    }
    expect(refused).toBeGreaterThan(1000);
    expect(types.size).toBeGreaterThan(15);
  });
});

describe('8.7 random play', () => {
  it('8.7.3 the fast legal listing equals the candidates that pass the rule checks, in every phase', async () => {
    const { legalByChecks } = await import('../../../src/games/cruellest-month/air-battle/battle.ts');
    let n = 0;
    let manoeuvres = 0;
    // 200 random battles (wind, sun, balloons, latecomers, Disrupted units, aces): every position of each.
    for (let seed = 100; seed < 300; seed++) {
      const input = randomInput(rng(seed));
      if (seed % 3 === 0) input.options = { ...input.options, literalObserverRoll: true };
      playRandom(input, seed, {
        fast: true,
        check: (b) => {
          for (const role of airBattleToAct(b)) {
            if (role === CHANCE) continue;
            const key = (xs: Action[]) => xs.map((a) => JSON.stringify(a));
            const sorted = (xs: Action[]) => key(xs).sort();
            const fast = airBattleLegal(b, role);
            const slow = legalByChecks(b, role);
            if (b.phase === 'move') {
              // Moving units' actions are listed directly, in the candidates' order (random players pick by index).
              expect(key(fast)).toEqual(key(slow));
              manoeuvres++;
            } else expect(sorted(fast)).toEqual(sorted(slow));
            n++;
          }
        },
      });
    }
    expect(manoeuvres).toBeGreaterThan(5000);
    expect(n).toBeGreaterThan(manoeuvres);
  });

  it('8.7.4 every random battle ends within eight rounds; invariants hold; replays are deterministic', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const input = randomInput(rng(seed));
      const d = playRandom(input, seed, {
        check: (b: AirBattle) => {
          for (const u of b.units) {
            if (u.where === 'board' && b.phase === 'move') expect(u.hex).not.toBeNull();
            expect(['low', 'medium', 'high']).toContain(u.altitude);
            if (u.reduced) expect(u.disrupted).toBe(true);
          }
          expect(b.round).toBeLessThanOrEqual(9);
          if (b.impulse) expect(b.impulse.mp).toBeGreaterThanOrEqual(0);
          for (const u of b.units) if (u.where === 'eliminated' || u.where === 'gone') expect(u.hex).toBeNull();
          if (b.surprise) expect(b.units.find((u) => u.id === b.surprise)!.side).toBe(b.interceptorSide);
        },
      });
      const o = airBattleOutcome(d.b)!;
      expect(o.rounds).toBeGreaterThanOrEqual(1);
      expect(o.rounds).toBeLessThanOrEqual(8);
      for (const u of o.units) if (u.delivered) expect(u.reachedTarget).toBe(true);
      // Replay: the same setup and journal give the same state.
      const again = startAirBattle(structuredClone(input));
      for (const { role, action } of d.journal) airBattlePerform(again, role, action);
      expect(again).toEqual(d.b);
    }
  });
});

describe('8.7.3 hidden information', () => {
  it('8.7.3 a unit whose markers are still secret is neither fired at nor blocks, and does not fire defensively, until it moves', () => {
    const input: AirBattleInput = {
      missionSide: 'german',
      mission: [unitOf('m1', 'AlbDIII', 'escort'), unitOf('m2', 'RolandCII', 'bombing')],
      interceptors: [unitOf('i1', 'SPAD7', 'intercept')],
      targetAaf: 0,
      alliedAcesAvailable: 0,
    };
    const d = ready(input, { m1: [1, 'medium'], m2: [2, 'medium'], i1: [1, 'medium'] }, { m1: ['4404', 5], m2: ['4408', 5] });
    while (d.b.impulse!.unit === 'm1') act(d, 'german', legalTypes(d, 'german').includes('ab-end') ? { type: 'ab-end' } : { type: 'ab-forward' });
    // i1 moves before m2 has revealed its markers.
    const i1 = U(d, 'i1');
    i1.where = 'board';
    i1.hex = '4207';
    i1.facing = 2;
    expect(ahead('4207', 2)).toBe('4308');
    expect(U(d, 'm2').revealed).toBe(false);
    const fire = { type: 'ab-fire', target: 'm2', guns: 'forward' };
    U(d, 'm2').revealed = true; // were it revealed, the shot would be legal
    expect(isLegal(d, 'allied', fire)).toBe(true);
    U(d, 'm2').revealed = false;
    expect(isLegal(d, 'allied', fire)).toBe(false);
    expect(explainAirBattleIllegal(d.b, 'allied', fire).rule).toBe('8.7.3');
    // Flying past the Roland draws no defensive fire from it either (it would, revealed).
    const c = structuredClone(d.b);
    c.units.find((u) => u.id === 'm2')!.revealed = true;
    airBattlePerform(c, 'allied', { type: 'ab-forward' });
    airBattlePerform(c, 'allied', { type: 'ab-forward' });
    expect(c.defensive?.shooters).toEqual(['m2']);
    act(d, 'allied', { type: 'ab-forward' });
    act(d, 'allied', { type: 'ab-forward' }); // leaves 4308, next to the Roland's 4408
    expect(d.b.defensive).toBeNull();
    expect(airBattleToAct(d.b)).toEqual(['allied']);
  });

  it("8.7.3 one side's view is identical whatever the other side's secret sequence and altitude choices", () => {
    const input: AirBattleInput = {
      missionSide: 'allied',
      mission: [unitOf('be', 'BE2', 'bombing'), unitOf('pup', 'Pup', 'escort')],
      interceptors: [unitOf('alb', 'AlbDIII', 'intercept'), unitOf('alb2', 'AlbDII', 'intercept')],
      targetAaf: 1,
      alliedAcesAvailable: 3,
    };
    const views = new Set<string>();
    const logs = new Set<string>();
    for (const [s1, s2, a1, a2] of [
      [1, 2, 'high', 'low'],
      [3, 1, 'medium', 'medium'],
      [2, 3, 'low', 'high'],
    ] as const) {
      const log: LogEntry[] = [];
      const b = startAirBattle(structuredClone(input), (e) => log.push(e));
      airBattlePerform(b, 'german', { type: 'ab-sequence', unit: 'alb', seq: s1, altitude: a1 }, (e) => log.push(e));
      airBattlePerform(b, 'german', { type: 'ab-sequence', unit: 'alb2', seq: s2, altitude: a2 }, (e) => log.push(e));
      airBattlePerform(b, 'allied', { type: 'ab-sequence', unit: 'be', seq: 1, altitude: 'medium' }, (e) => log.push(e));
      airBattlePerform(b, 'allied', { type: 'ab-sequence', unit: 'pup', seq: 2, altitude: 'high' }, (e) => log.push(e));
      airBattlePerform(b, 'allied', { type: 'ab-place', unit: 'be', hex: '4408', facing: 5 }, (e) => log.push(e));
      airBattlePerform(b, 'allied', { type: 'ab-place', unit: 'pup', hex: '4409', facing: 5 }, (e) => log.push(e));
      // The B.E.2 (m1) moves first whatever the Germans chose; compare the Allied view before any German moves.
      views.add(JSON.stringify(airBattleView(b, 'allied')));
      logs.add(JSON.stringify(log.filter((e) => !e.to || e.to.includes('allied'))));
    }
    expect(views.size).toBe(1);
    expect(logs.size).toBe(1);
  });
  it("8.7.3 an interceptor moving before a raider has revealed sees and may do the same whatever that raider's secret altitude", () => {
    const seen = new Set<string>();
    for (const alt of ['low', 'medium'] as const) {
      const input: AirBattleInput = {
        missionSide: 'german',
        mission: [unitOf('m1', 'AlbDIII', 'escort'), unitOf('m2', 'RolandCII', 'bombing')],
        interceptors: [unitOf('i1', 'SPAD7', 'intercept')],
        targetAaf: 0,
        alliedAcesAvailable: 0,
      };
      const d = ready(input, { m1: [1, 'medium'], m2: [2, alt], i1: [1, 'medium'] }, { m1: ['4404', 5], m2: ['4408', 5] });
      while (d.b.impulse!.unit === 'm1') act(d, 'german', legalTypes(d, 'german').includes('ab-end') ? { type: 'ab-end' } : { type: 'ab-forward' });
      act(d, 'allied', { type: 'ab-enter-roll' });
      roll(d, 10); // Surprise: any edge hex, e.g. right next to the Roland
      act(d, 'allied', { type: 'ab-enter', hex: '4407', facing: 4 });
      seen.add(JSON.stringify([airBattleView(d.b, 'allied'), airBattleLegal(d.b, 'allied'), d.log.filter((e) => !e.to || e.to.includes('allied'))]));
    }
    expect(seen.size).toBe(1);
  });
  it("8.7.3 determinization: a whole battle consistent with one side's view, the other side's secrets sampled", async () => {
    const { determinizeAirBattle } = await import('../../../src/games/cruellest-month/ai/air-battle.ts');
    for (let seed = 1; seed <= 20; seed++) {
      const input = randomInput(rng(seed));
      const d = playRandom(input, seed, { stopAfter: 10 + 3 * seed });
      if (airBattleOutcome(d.b)) continue;
      for (const role of ['allied', 'german'] as const) {
        const view = airBattleView(d.b, role);
        const s = determinizeAirBattle(view, role, { next: rng(seed * 7) });
        // The sampled battle looks the same from this side, and offers the same actions if it is to act.
        expect(airBattleView(s, role)).toEqual(view);
        expect(airBattleToAct(s)).toEqual(airBattleToAct(d.b));
        if (airBattleToAct(d.b).includes(role)) expect(airBattleLegal(s, role)).toEqual(airBattleLegal(d.b, role));
        // It plays on to an end.
        expect(airBattleOutcome(finishRandom(s, seed))).not.toBeNull();
      }
    }
  });
  it('8.7.3 the German view during setup does not depend on the Allied choices', () => {
    const input = duel('BE2', 'bombing', 'AlbDIII');
    const seen = new Set<string>();
    for (const [s, a] of [
      [1, 'low'],
      [2, 'medium'],
      [4, 'medium'],
    ] as const) {
      const b = startAirBattle(structuredClone(input));
      airBattlePerform(b, 'allied', { type: 'ab-sequence', unit: 'm', seq: s, altitude: a });
      seen.add(JSON.stringify(airBattleView(b, 'german')) + JSON.stringify(airBattleLegal(b, 'german')));
    }
    expect(seen.size).toBe(1);
  });
});
