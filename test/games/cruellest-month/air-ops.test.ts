// The Air Operations Phase outside the Air Battle Board (8.1-8.6, 8.9-8.13) and one whole air mission
// with scripted dice from the scramble to the return to base, through the air battle contract.
import { describe, expect, it } from 'vitest';
import { AIR_BY_ID, aaFire } from '../../../src/games/cruellest-month/data.ts';
import { act, atAirOps, drive, game, has, legalTypes, roll } from './helpers.ts';
import type { LogEntry } from '../../../src/kernel/game.ts';

describe('8.1 air missions', () => {
  it('8.0 8.1.1 8.1.2 the initiative player flies his initiative missions, then the players alternate from the reaction player', () => {
    const s = atAirOps();
    expect(s.initiative).toBe('allied');
    expect(s.initiativeMissions).toBe(2);
    expect(game.toAct(s)).toEqual(['allied']);
    for (const expected of ['allied', 'german'] as const) {
      expect(game.toAct(s)).toEqual([expected]);
      act(s, expected, { type: 'stage', unit: expected === 'allied' ? 'a-16' : 'g-j3', to: expected === 'allied' ? 'ae-avesnes' : 'off-cambrai' });
      if (expected === 'allied') expect(game.toAct(s)).toEqual(['allied']); // second initiative mission
      if (expected === 'allied') act(s, 'allied', { type: 'stage', unit: 'a-10', to: 'ae-auchel' });
    }
    expect(game.toAct(s)).toEqual(['allied']);
  });

  it('8.1.3 8.1.4 passing hands the turn over; two passes in succession close the phase', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'pass' });
    expect(game.toAct(s)).toEqual(['german']);
    expect(s.ops.initiativeLeft).toBe(0);
    act(s, 'german', { type: 'pass' });
    expect(s.phase).toBe('ground');
  });

  it('8.1.5 a mission declared, composed and cancelled gives back the listing of the position it was declared from', () => {
    const s = atAirOps();
    const fresh = (st: typeof s) => game.legalActions(structuredClone(st), 'allied'); // a copy: nothing kept from earlier listings
    const before = game.legalActions(s, 'allied');
    expect(before).toEqual(fresh(s));
    act(s, 'allied', { type: 'mission', task: 'strafing', hex: '1607', target: 'city' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'cancel' });
    const after = game.legalActions(s, 'allied');
    expect(after).toEqual(before);
    expect(after).toEqual(fresh(s));
    // Any other action forgets it: a staging move changes the listing, and it is listed anew.
    act(s, 'allied', { type: 'stage', unit: 'a-16', to: 'ae-avesnes' });
    expect(game.legalActions(s, 'allied')).toEqual(fresh(s));
    expect(game.legalActions(s, 'allied')).not.toEqual(before);
  });

  it('8.1.5 composition: 4 Allied units of one Brigade, 2 of differing Brigades; 3 German', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    for (const u of ['a-2', 'a-5', 'a-10', 'a-16']) act(s, 'allied', { type: 'add', unit: u });
    expect(legalTypes(s, 'allied')).not.toContain('add');
    act(s, 'allied', { type: 'cancel' });
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'add', unit: 'a-12' }); // III Brigade
    expect(has(s, 'allied', { type: 'add', unit: 'a-5' })).toBe(false);
  });

  it('11.2.1 8.1.5 in a General Regroup Turn every mission has 2 units at most', () => {
    const s = atAirOps();
    s.generalRegroup = 'german';
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'add', unit: 'a-5' });
    expect(legalTypes(s, 'allied')).not.toContain('add');
  });

  it('8.1.6 a regrouping unit may not fly a mission; 8.1.7 8.6 missions name their target: spotting needs a friendly ZOC', () => {
    const s = atAirOps();
    s.air['a-2'].regroup = true;
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    expect(has(s, 'allied', { type: 'add', unit: 'a-2' })).toBe(false);
    act(s, 'allied', { type: 'cancel' });
    const spots = game.legalActions(s, 'allied').filter((a) => a.type === 'mission' && a.task === 'spotting');
    expect(spots.length).toBeGreaterThan(0);
    for (const a of spots) {
      const target = (a.target as string).slice(5);
      const hex = s.ground[target].hex!;
      expect(
        Object.keys(s.ground).some(
          (id) =>
            AIR_BY_ID[id] === undefined &&
            id.startsWith('i-') &&
            s.ground[id].hex &&
            s.ground[id].where === 'map' &&
            ['allied'].length &&
            isAdj(s.ground[id].hex!, hex),
        ),
      ).toBe(true);
    }
    // 8.6: the German Strategic Reserve Holding Area and the RFC Holding Area are no targets.
    expect(game.legalActions(s, 'allied').some((a) => a.type === 'mission' && (a.target === 'base:rfc' || a.hex === 'reserve'))).toBe(false);
  });

  it('8.3 staging moves a unit out of sight to an un-Disrupted base: it becomes Flown and loses its regroup', () => {
    const s = atAirOps();
    s.air['a-16'].regroup = true;
    const log = act(s, 'allied', { type: 'stage', unit: 'a-16', to: 'ae-avesnes' });
    expect(s.air['a-16']).toMatchObject({ base: 'ae-avesnes', flown: true, regroup: false });
    const seenByGerman = log
      .filter((e) => !e.to || e.to.includes('german'))
      .map((e) => e.text)
      .join(' ');
    expect(seenByGerman).not.toContain('16 Sqn');
    s.bases['ae-savy'].status = 'disrupted';
    expect(has(s, 'allied', { type: 'stage', unit: 'a-10', to: 'ae-savy' })).toBe(false); // not to a Disrupted base
    expect(has(s, 'allied', { type: 'stage', unit: 'a-16', to: 'ae-auchel' })).toBe(false); // once a phase (ruling)
  });
});

function isAdj(a: string, b: string): boolean {
  const ca = [Number(a.slice(0, 2)), Number(a.slice(2))];
  const cb = [Number(b.slice(0, 2)), Number(b.slice(2))];
  return Math.abs(ca[0] - cb[0]) <= 1 && Math.abs(ca[1] - cb[1]) <= 1 && a !== b;
}

describe('8.4 8.9 8.10 8.12 a mission without aerial combat', () => {
  it('8.4.3 8.9 8.9.1 8.9.2 8.10 8.10.1 8.10.5 8.10.6 8.12 8.12.1 11.5 11.5.1 a B.E.2 bombs Lens: AA, bombing, landing, accident check, VPs', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'launch' });
    expect(s.air['a-2'].flown).toBe(true);
    expect(game.toAct(s)).toEqual(['german']);
    act(s, 'german', { type: 'scramble-done' }); // no interception: no Air Battle Board (8.4.3)
    expect(game.toAct(s)).toEqual(['allied']);
    act(s, 'allied', { type: 'altitude', unit: 'a-2', altitude: 'medium' });
    expect(game.chance(s).rule).toBe('8.9.2');
    // Lens AAF 2 (8.9.1): roll 10 -> column 12 against DF 2: D at medium altitude.
    expect(aaFire(2, 10, 'medium', 2)).toBe('disrupted');
    roll(s, 10);
    expect(s.air['a-2'].disrupted).toBe(true);
    expect(game.chance(s).rule).toBe('8.7.11'); // the Observer roll (ruling): 2, kept
    roll(s, 2);
    expect(game.chance(s).rule).toBe('8.10.5');
    // 1 + 1 (Disrupted) = 2 against BF 2: equal to the BF still scores 1 hit (8.10.6).
    roll(s, 1);
    expect(s.cityHits.lens).toBe(1);
    expect(game.toAct(s)).toEqual(['allied']);
    expect(legalTypes(s, 'allied')).toEqual(['land', 'land', 'land', 'land', 'land', 'land', 'land', 'land'].slice(0, game.legalActions(s, 'allied').length));
    act(s, 'allied', { type: 'land', unit: 'a-2', base: 'ae-bruay' });
    expect(game.chance(s).rule).toBe('8.12.1');
    roll(s, 10); // 10 - 1 (B.E.2, stable) = 9: no accident
    expect(s.air['a-2']).toMatchObject({ base: 'ae-bruay', flown: true, disrupted: true, reduced: false });
    expect(s.mission).toBeNull();
    expect(s.ops.alliedBombed).toBe(true);
    expect(game.toAct(s)).toEqual(['allied']); // second initiative mission
    // 11.5.1: the German player, who controls Lens, repairs the hit in the Regroup Phase, before 13.1 counts it.
    const later = drive(s, (x) => x.turn === 2);
    expect(later.some((e) => e.rule === '11.5.1' && /Lens/.test(e.text))).toBe(true);
    expect(s.cityHits.lens).toBe(0);
  });

  it('8.12 ruling: a unit with no friendly Airbase left to return to is lost, and the mission ends (no dead end)', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'launch' });
    act(s, 'german', { type: 'scramble-done' });
    act(s, 'allied', { type: 'altitude', unit: 'a-2', altitude: 'medium' });
    roll(s, 1); // AA: no effect
    if (game.chance(s).rule === '8.7.11') roll(s, 2);
    // Every Allied Aerodrome destroyed meanwhile (6.6.3), the RFC Reserve not committed: nowhere to land (8.12).
    for (const id in s.bases) if (id.startsWith('ae-')) s.bases[id].status = 'destroyed';
    s.rfcCommitted = false;
    const log = roll(s, 6);
    expect(log.some((e) => e.rule === '8.12' && /no friendly Airbase left/.test(e.text))).toBe(true);
    expect(s.air['a-2'].base).toBe('dead');
    expect(s.mission).toBeNull();
    // The game goes on: the second initiative mission, with a legal action to take.
    expect(game.toAct(s)).toEqual(['allied']);
    expect(game.legalActions(s, 'allied').length).toBeGreaterThan(0);
  });

  it('8.10.2 8.10.5 strafing is flown at low altitude with -2 and a BF of 1', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'strafing', hex: '2107', target: 'unit:g-11' });
    act(s, 'allied', { type: 'add', unit: 'a-40' });
    act(s, 'allied', { type: 'launch' });
    act(s, 'german', { type: 'scramble-done' });
    expect(game.chance(s).rule).toBe('8.9.2'); // no altitude choice: always low
    roll(s, 1);
    const log = roll(s, 1); // 1 - 2 = -1 < 0: the division is Interdicted
    expect(s.ground['g-11'].interdicted).toBe(true);
    expect(log.map((e) => e.text).join(' ')).toMatch(/modified -1 against BF 1/);
  });

  it('6.6.1 6.6.2 8.10.6 a Disrupted Airbase: AAF 1 and every aircraft on the ground rolls, 6 or more Disrupted', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'strafing', hex: '2003', target: 'base:ff-1' });
    act(s, 'allied', { type: 'add', unit: 'a-29' });
    act(s, 'allied', { type: 'launch' });
    act(s, 'german', { type: 'scramble-done' });
    expect(game.toAct(s)).toEqual(['german']); // 8.5 target scramble offered for Jasta 4
    act(s, 'german', { type: 'evacuate-done' });
    roll(s, 1); // AA
    roll(s, 2); // 2 - 2 = 0: 1 hit -> the Airbase is Disrupted (ruling)
    expect(s.bases['ff-1'].status).toBe('disrupted');
    expect(game.chance(s)).toMatchObject({ rule: '8.10.6', dice: 1 });
    roll(s, 6);
    expect(s.air['g-j4'].disrupted).toBe(true);
  });

  it('8.5 8.5.1 8.5.2 target scramble: units at the target base roll with +N for the units there and escape on SR or less', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '2003', target: 'base:ff-1' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'launch' });
    act(s, 'german', { type: 'scramble-done' });
    act(s, 'german', { type: 'evacuate', unit: 'g-j4', to: 'off-cambrai' });
    roll(s, 1);
    expect(s.air['g-j4']).toMatchObject({ base: 'off-cambrai', flown: true });
  });
});

describe('8.4 interceptor scramble', () => {
  it('8.4 8.4.1 8.4.2 up to two fighters roll 1D10 with -N for range and -1 per 2 observed hexes; SR or less succeeds', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'launch' });
    act(s, 'german', { type: 'scramble', unit: 'g-j4' });
    expect(game.chance(s).rule).toBe('8.4.1');
    const log: LogEntry[] = roll(s, 10);
    expect(s.mission!.scrambles[0].ok).toBe(false);
    expect(s.air['g-j4'].intercepted).toBe(true);
    expect(log.some((e) => e.rule === '8.4.2' && e.to?.includes('german'))).toBe(true);
    act(s, 'german', { type: 'scramble', unit: 'g-j12' });
    roll(s, 1);
    expect(s.mission!.intercepting).toEqual(['g-j12']);
    expect(legalTypes(s, 'german')).toEqual(['scramble-done']); // two attempts at most
  });

  it('8.1.6 a fighter that attempted an interception before flying a mission may not fly one this phase', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'launch' });
    act(s, 'german', { type: 'scramble', unit: 'g-j4' });
    roll(s, 10);
    expect(s.air['g-j4'].flown).toBe(true);
    expect(s.air['g-j4'].missioned).toBe(false);
  });
});

describe('8.11 balloon busting', () => {
  it('8.11 8.11.1 a balloon mission always goes to the Air Battle Board, with three 2xCF AA units for a full Normal division', () => {
    const s = atAirOps();
    const m = game.legalActions(s, 'allied').find((a) => a.type === 'mission' && a.task === 'balloon' && a.target === 'unit:g-11r')!;
    expect(m).toBeDefined();
    act(s, 'allied', m);
    expect(has(s, 'allied', { type: 'add', unit: 'a-2' })).toBe(true); // an escort may come along
    act(s, 'allied', { type: 'add', unit: 'a-29' });
    act(s, 'allied', { type: 'launch' });
    act(s, 'german', { type: 'scramble-done' });
    expect(s.battle).not.toBeNull();
    expect(s.battle!.balloon!.aa.map((x) => x.factor)).toEqual([2, 2, 2]);
  });
});

describe('a whole air mission through the Air Battle Board', () => {
  it('8.1.7 8.2 8.4.2 8.7 8.12 8.13 scripted: two B.E.2s bomb Lens, Jasta 4 intercepts, the battle runs, everyone lands Flown', () => {
    const s = atAirOps();
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    act(s, 'allied', { type: 'add', unit: 'a-2' });
    act(s, 'allied', { type: 'add', unit: 'a-5' });
    const all: LogEntry[] = [];
    all.push(...act(s, 'allied', { type: 'launch' }));
    expect(s.mission!.range['a-2']).toBeGreaterThan(0);
    all.push(...act(s, 'german', { type: 'scramble', unit: 'g-j4' }));
    all.push(...roll(s, 1));
    all.push(...act(s, 'german', { type: 'scramble-done' }));
    expect(s.battle).not.toBeNull();
    // Drive the battle: first legal action, every die a 5, until the mission is over.
    all.push(...drive(s, (x) => x.mission === null, { dice: (spec) => Array(spec.dice).fill(Math.min(5, spec.sides)), policy: (_x, _r, legal) => legal[0] }));
    const rules = all.map((e) => e.rule ?? '');
    const first = (r: string) => rules.findIndex((x) => x === r || x.startsWith(r + '.'));
    expect(first('8.1.7')).toBeLessThan(first('8.4.2'));
    expect(first('8.4.2')).toBeLessThan(first('8.7'));
    expect(first('8.7')).toBeGreaterThanOrEqual(0);
    for (const id of ['a-2', 'a-5', 'g-j4']) {
      const u = s.air[id];
      if (u.base !== 'dead') expect(u.flown).toBe(true);
    }
    expect(s.battle).toBeNull();
  });
});
