// Airbases (6.0): types, layout, over-capacity, attacks on Feldflugplatz, destruction; the phases that
// hand over to the Air Operations Phase (4.3, 4.4, 12.0) and the optional rules' switches (15.0).
import { describe, expect, it } from 'vitest';
import { AIRBASES } from '../../../src/games/cruellest-month/data.ts';
import { applyOverCapacity } from '../../../src/games/cruellest-month/state.ts';
import { act, atAirOps, drive, game, has, newGame, roll } from './helpers.ts';

describe('6.0 airbases', () => {
  it('6.2 eight Allied Aerodromes, eight German Feldflugplatz and the two off-map bases Douai and Cambrai', () => {
    expect(AIRBASES.filter((b) => b.kind === 'aerodrome')).toHaveLength(8);
    expect(AIRBASES.filter((b) => b.kind === 'feld')).toHaveLength(8);
    expect(AIRBASES.filter((b) => b.kind === 'offmap').map((b) => b.name)).toEqual(['Douai', 'Cambrai']);
  });

  it('6.4 a unit that flew is in the Flown half; 6.3.4 an over-capacity base puts all its units in Flown (stage-moves only)', () => {
    const s = atAirOps();
    s.air['a-16'].base = 'ae-bruay';
    applyOverCapacity(s, 'ae-bruay');
    for (const u of ['a-2', 'a-5', 'a-10', 'a-16']) expect(s.air[u].flown).toBe(true);
    act(s, 'allied', { type: 'mission', task: 'bombing', hex: '1607', target: 'city' });
    expect(has(s, 'allied', { type: 'add', unit: 'a-2' })).toBe(false);
    act(s, 'allied', { type: 'cancel' });
    expect(has(s, 'allied', { type: 'stage', unit: 'a-16', to: 'ae-auchel' })).toBe(true);
  });

  it('6.5.3 a Feldflugplatz under construction has no AA and is removed when bombing Disrupts it', () => {
    const s = atAirOps();
    s.bases['ff-3'] = { ...s.bases['ff-3'], hex: '1902', area: null, status: 'construction' };
    act(s, 'allied', { type: 'mission', task: 'strafing', hex: '1902', target: 'base:ff-3' });
    act(s, 'allied', { type: 'add', unit: 'a-40' });
    act(s, 'allied', { type: 'launch' });
    act(s, 'german', { type: 'scramble-done' });
    act(s, 'german', { type: 'evacuate-done' }); // 8.5: asked though no aircraft stands there (6.1)
    roll(s, 10); // AA: AAF 0, no effect
    expect(s.air['a-40'].disrupted).toBe(false);
    roll(s, 1);
    expect(s.bases['ff-3']).toMatchObject({ status: 'dismantled', hex: null, readyTurn: s.turn + 1 });
  });

  it('6.6 6.6.3 8.10.6 an Airbase already Disrupted eliminated by bombing (a result below 0, ruling) is removed with every aircraft on the ground', () => {
    const s = atAirOps();
    s.air['a-40'].ace = true;
    act(s, 'allied', { type: 'mission', task: 'strafing', hex: '2003', target: 'base:ff-1' });
    act(s, 'allied', { type: 'add', unit: 'a-40' });
    act(s, 'allied', { type: 'launch' });
    act(s, 'german', { type: 'scramble-done' });
    act(s, 'german', { type: 'evacuate-done' });
    roll(s, 1);
    s.bases['ff-1'].status = 'disrupted'; // Disrupted by an earlier mission
    roll(s, 1); // 1 - 2 (strafing) - 1 (ace) = -2
    expect(s.air['g-j4'].base).toBe('dead');
    expect(s.bases['ff-1'].hex).toBeNull();
  });
});

describe('the sequence of play around the air war', () => {
  it('4.3 4.4 12.0 German reinforcements enter at the end of the Initiative Phase, before the Air Operations Phase', () => {
    const s = newGame();
    const log = drive(s, (x) => x.phase === 'air');
    const rules = log.map((e) => e.rule);
    expect(rules.lastIndexOf('12.2')).toBeGreaterThan(rules.indexOf('7.6'));
    expect(s.step).toBe('air');
  });

  it('15.0 15.1 15.2 the optional rules are options of the game, off by default', () => {
    const ids = game.options.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(['wind', 'sun']));
    expect(newGame().options).toMatchObject({ wind: false, sun: false });
    expect(newGame({ wind: true, sun: true }).options).toMatchObject({ wind: true, sun: true });
  });
});
