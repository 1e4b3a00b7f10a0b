// 4.0 sequence of play, 9.0 the Advantage, 10.0 reorganization, 11.0 victory, 12.0 setup, 13.0 special rules, 14-15 options.
import { describe, expect, it } from 'vitest';
import { ELIMINATED, OUT, REMOVED, WAITING, type BattlesState } from '../../../src/games/ca-arras-battles/state.ts';
import { SECTOR_BY_ID, UNITS, ZONE } from '../../../src/games/ca-arras-battles/data.ts';
import { automaticVictory, victoryPoints } from '../../../src/games/ca-arras-battles/rules/11-victory.ts';
import { en } from '../../../src/games/ca-arras-battles/text/en.ts';
import { dice, emptyBoard, game, historical, idx, isLegal, isSpent, legalTypes, play, put, refused, texts, where } from './helpers.ts';

/** Pass twice: the Combat Phase ends (the Advantage may not be used: both used it). */
const passBoth = (s: BattlesState) => {
  play(s, s.momentum, { type: 'pass' });
  play(s, s.momentum, { type: 'pass' });
};

describe('12.0 preparation', () => {
  it('12.1 the turn marker on 15:00, the Advantage to the Allies, R counters set aside', () => {
    const s = game.setup({});
    expect(s.turn).toBe(1);
    expect(s.advantage).toBe('allied');
    for (const [i, u] of UNITS.entries()) if (u.rOf) expect(s.loc[i]).toBe(OUT);
  });

  it('12.2 groups are placed alternately, German first, one group per sector; Group M only in Zone A', () => {
    const s = game.setup({});
    expect(game.toAct(s)).toEqual(['german']);
    expect(isLegal(s, 'german', { type: 'place', group: 'M', area: ZONE.B })).toBe(false);
    expect(isLegal(s, 'german', { type: 'place', group: 'A', area: ZONE.A })).toBe(false); // reserved for Group M
    play(s, 'german', { type: 'place', group: 'A', area: 2 });
    expect(game.toAct(s)).toEqual(['allied']);
    expect(isLegal(s, 'allied', { type: 'place', group: 'B', area: 19 })).toBe(false); // 12.2.1 sectors 20-28, zones D-F
    expect(isLegal(s, 'allied', { type: 'place', group: 'B', area: 25 })).toBe(false); // 9 units > 5 in Arras (5.1.3)
    play(s, 'allied', { type: 'place', group: 'D', area: 25 });
    play(s, 'german', { type: 'place', group: 'B', area: 3 });
    expect(isLegal(s, 'allied', { type: 'place', group: 'E', area: 25 })).toBe(false); // one group per sector
    while (s.step.k === 'setup') play(s, s.step.side, game.legalActions(s, s.step.side)[0]);
    expect(s.turn).toBe(1);
    expect(where(s, '13BCC-1')).toBe(WAITING); // Groups A, J and L are not placed (13.0)
    expect(where(s, '1-25')).toBe(WAITING);
    expect(where(s, '1-15')).toBe(ZONE.A);
  });

  it('14.2 historical setup puts every group in its sector', () => {
    const s = historical();
    expect(where(s, '7RT-A')).toBe(22);
    expect(where(s, '2WIL-A')).toBe(27);
    expect(where(s, '2RIF-A')).toBe(27);
    expect(where(s, 'Rommel')).toBe(9);
    expect(where(s, '1-25')).toBe(19);
    expect(where(s, '9DLI-1')).toBe(ZONE.E);
  });

  it('14.2.3a / 14.2.3b no unit may move into Mont-St-Éloi or Haute-Avesnes before the release; the units there do not act', () => {
    const s = historical();
    play(s, 'allied', { type: 'activate', area: 22 });
    refused(s, 'allied', { type: 'move', unit: '7RT-A', to: 21 }, '14.2.3a');
    expect(legalTypes(s, 'allied')).not.toContain('enter');
    expect(isLegal(historical(), 'allied', { type: 'activate', area: 21 })).toBe(false);
  });

  it('validateData finds no problem in the data', () => {
    expect(game.validateData!()).toEqual([]);
  });
});

describe('4.1 Initiative', () => {
  it('4.1 the Allies have the Initiative on Turns 1 and 2, the Germans on Turns 6 and 7', () => {
    const s = historical();
    expect(s.momentum).toBe('allied');
    expect(s.phase).toBe('combat');
  });

  it('4.1 Turns 3-5: a DR each; +1 per white-star sector (9, 5) Allied, -1 if Sector 20 is German; a tie is rolled again', () => {
    const s = emptyBoard(2, 'allied');
    put(s, 22, ['8DLI-1']);
    put(s, 9, ['1-6']);
    s.control[5] = 'allied';
    s.control[20] = 'german';
    s.released.reserve = 0;
    s.released.panzer = 0;
    passBoth(s);
    while (s.step.k === 'reorganize') play(s, s.step.side, { type: 'done' });
    expect(s.turn).toBe(3);
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'initiative' });
    const log = dice(s, 3, 3, 3, 3); // 6 + 1 - 1 = 6 vs 6: tie
    expect(texts(log)).toMatch(/tie/);
    dice(s, 4, 3, 3, 3);
    expect(s.step).toEqual({ k: 'advantage', who: 'allied', use: 'initiative' }); // 9.4
    const log2 = play(s, 'allied', { type: 'decline' });
    expect(texts(log2)).toMatch(/Allied player has the Initiative/);
  });

  it('9.4 the Advantage may force a new Initiative roll and passes to the other player', () => {
    const s = emptyBoard(3, 'allied');
    s.advantageUsed = { allied: false, german: false };
    s.step = { k: 'roll', purpose: 'initiative', dice: 4 };
    s.phase = 'initiative';
    dice(s, 1, 1, 6, 6);
    expect(s.step).toEqual({ k: 'advantage', who: 'allied', use: 'initiative' });
    play(s, 'allied', { type: 'use-advantage' });
    expect(s.advantage).toBe('german');
    dice(s, 6, 6, 1, 1);
    expect(s.step).toEqual({ k: 'advantage', who: 'german', use: 'initiative' });
    play(s, 'german', { type: 'decline' });
    expect(s.momentum).toBe('allied');
  });
});

describe('4.2 / 8.3 air support counters', () => {
  it('8.3.2 / 8.3.3 the Germans get 0, 0, 1, 2, 2, 3, 4 counters, the Allies 2 each turn; 15.1 / 15.2 change them', () => {
    const v = game.view(historical(), 'allied') as { airSchedule: { allied: number[]; german: number[] } };
    expect(v.airSchedule.german).toEqual([0, 0, 1, 2, 2, 3, 4]);
    expect(v.airSchedule.allied).toEqual([2, 2, 2, 2, 2, 2, 2]);
    const w = game.view(historical({ 'more-german-air': true }), 'allied') as typeof v;
    expect(w.airSchedule.german).toEqual([1, 1, 2, 3, 3, 4, 5]);
    const x = game.view(historical({ 'fewer-german-air': true }), 'allied') as typeof v;
    expect(x.airSchedule.german).toEqual([0, 0, 0, 1, 1, 2, 3]);
    expect(historical().air).toEqual({ allied: 2, german: 0 });
  });
});

describe('4.3 Combat Phase', () => {
  it('4.3 A a pass hands the Initiative over; two passes in a row end the Combat Phase', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['8DLI-1']);
    put(s, 9, ['1-6']);
    play(s, 'allied', { type: 'pass' });
    expect(s.momentum).toBe('german');
    play(s, 'german', { type: 'pass' });
    expect(s.phase).not.toBe('combat');
  });

  it('4.3 B a player without Fresh units loses the Initiative; the phase ends when neither has any', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['8DLI-1']);
    put(s, 9, ['1-6'], true);
    play(s, 'allied', { type: 'pass' });
    expect(s.momentum).toBe('allied'); // the Germans have no Fresh unit
  });

  it('4.3 an activation must let a unit act; the impulse then goes on with the same player', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['8DLI-1', '8DLI-2']);
    put(s, 9, ['1-6']);
    play(s, 'allied', { type: 'activate', area: 22 });
    expect(legalTypes(s, 'allied')).not.toContain('end');
    play(s, 'allied', { type: 'move', unit: '8DLI-1', to: 23 });
    play(s, 'allied', { type: 'end' });
    expect(s.momentum).toBe('allied');
    expect(s.impulse).toBe(2);
  });
});

describe('9.0 the Advantage', () => {
  it('9.1 the holder may force both players to roll the assault again, then holds it no more', () => {
    const s = emptyBoard(3, 'allied');
    s.advantageUsed = { allied: false, german: true };
    put(s, 5, ['1-6']);
    put(s, 25, ['7RT-A']);
    play(s, 'allied', { type: 'activate', area: 25 });
    play(s, 'allied', { type: 'move', unit: '7RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    dice(s, 1, 1, 6, 6);
    expect(s.step).toEqual({ k: 'advantage', who: 'allied', use: 'combat' });
    play(s, 'allied', { type: 'use-advantage' });
    expect(s.advantage).toBe('german');
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'combat', dice: 4 });
    dice(s, 6, 6, 1, 1);
    expect(where(s, '1-6')).toBe(ELIMINATED); // 9.5 the Germans used theirs this turn: no new offer
  });

  it('9.2 the holder may restart the Combat Phase: every Fatiguée unit is Fraîche again', () => {
    const s = emptyBoard(3, 'allied');
    s.advantageUsed = { allied: false, german: true };
    put(s, 22, ['8DLI-1']);
    put(s, 23, ['8DLI-2'], true);
    put(s, 9, ['1-6']);
    passBoth(s);
    expect(s.step).toEqual({ k: 'advantage', who: 'allied', use: 'prolong' });
    play(s, 'allied', { type: 'use-advantage' });
    expect(isSpent(s, '8DLI-2')).toBe(false);
    expect(s.phase).toBe('combat');
    expect(s.momentum).toBe('allied');
  });

  it('9.3 the holder may refresh 1D6 Fatiguée units in a sector; 9.5 once per turn', () => {
    const s = emptyBoard(3, 'allied');
    s.advantageUsed = { allied: false, german: true };
    put(s, 22, ['8DLI-1', '8DLI-2', '8DLI-3'], true);
    put(s, 23, ['8DLI-4']);
    put(s, 9, ['1-6']);
    play(s, 'allied', { type: 'refresh', area: 22 });
    dice(s, 2);
    expect(s.step).toMatchObject({ k: 'refresh-pick', left: 2 });
    play(s, 'allied', { type: 'refresh-unit', unit: '8DLI-1' });
    play(s, 'allied', { type: 'refresh-unit', unit: '8DLI-3' });
    expect([isSpent(s, '8DLI-1'), isSpent(s, '8DLI-2'), isSpent(s, '8DLI-3')]).toEqual([false, true, false]);
    expect(s.step.k).toBe('impulse');
    s.advantage = 'allied';
    expect(legalTypes(s, 'allied')).not.toContain('refresh'); // 9.5
  });
});

describe('10.0 Reorganization', () => {
  function toReorganization(s: BattlesState) {
    passBoth(s);
  }

  it('10.1 a non-armored unit returns Fatiguée, and another of the same type with at least its Fatiguée Defense Value leaves the game', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['8DLI-1']);
    put(s, 9, ['1-6']);
    put(s, ELIMINATED, ['8DLI-2', '8DLI-3', '260-65']);
    toReorganization(s);
    expect(s.step).toEqual({ k: 'reorganize', side: 'allied' });
    expect(isLegal(s, 'allied', { type: 'reorganize', unit: '8DLI-2', remove: '260-65', area: 22 })).toBe(false); // another type
    play(s, 'allied', { type: 'reorganize', unit: '8DLI-2', remove: '8DLI-3', area: 22 });
    expect(where(s, '8DLI-2')).toBe(22);
    expect(where(s, '8DLI-3')).toBe(REMOVED);
  });

  it('10.2 an armored unit comes back as its R counter; 10.3 leaders never come back', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['8DLI-1']);
    put(s, 9, ['1-6']);
    put(s, ELIMINATED, ['7RT-A', 'Martel']);
    toReorganization(s);
    expect(legalTypes(s, 'allied').filter((t) => t === 'reorganize').length).toBeGreaterThan(0);
    expect(game.legalActions(s, 'allied').some((a) => a.unit === 'Martel')).toBe(false);
    play(s, 'allied', { type: 'reorganize', unit: '7RT-A', area: 22 });
    expect(where(s, '7RT-A-R')).toBe(22);
    expect(where(s, '7RT-A')).toBe(REMOVED);
  });
});

describe('11.0 Victory', () => {
  it('11.2 a VP per German sector held with a path to an Allied zone, +1 for Rommel eliminated, +1 for two red-ringed sectors', () => {
    const s = emptyBoard(3, 'allied');
    for (const a of [5, 6, 4]) s.control[a] = 'allied';
    expect(victoryPoints(s).vp).toBe(3 + 1); // 5 traces by 25 to 24 and Zone E; 4 and 6 through 5; two red rings
    s.loc[idx('Rommel')] = ELIMINATED;
    expect(victoryPoints(s).vp).toBe(5);
    s.control[25] = 'german';
    s.control[3] = 'german';
    s.control[18] = 'german';
    expect(victoryPoints(s).vp).toBeLessThan(5); // the path is cut, and a blue sector is German (13.6)
  });

  it('11.1 the Allies win automatically holding 2, 4, 6 and 7, or Zone A or B; the Germans if the Allies have no VP', () => {
    const s = emptyBoard(3, 'allied');
    expect(automaticVictory(s)!.winner).toBe('german');
    for (const a of [2, 4, 6, 7, 5]) s.control[a] = 'allied';
    expect(automaticVictory(s)!.winner).toBe('allied');
    const t = emptyBoard(3, 'allied');
    t.control[5] = 'allied';
    t.control[ZONE.B] = 'allied';
    expect(automaticVictory(t)!.detail(en)).toBe('the Allies control Zone B (Bapaume)');
  });

  it('11.3 at the end of Turn 7 the Allies win with 10 VP or more', () => {
    const s = emptyBoard(7, 'german');
    put(s, 22, ['8DLI-1']);
    put(s, 9, ['1-6']);
    for (const a of [5, 10, 18, 11, 3]) s.control[a] = 'allied';
    passBoth(s);
    expect(s.result!.winner).toBe('german');
    expect(s.result!.kind).toBe('final');
  });
});

describe('13.0 special rules', () => {
  it('13.1 the French Cavalry Corps: a dr on Turn 2, 4-6 they act this turn, else they arrive on Turn 3', () => {
    const s = emptyBoard(1, 'allied');
    s.released.french = 0;
    put(s, 22, ['8DLI-1']);
    put(s, 9, ['1-6']);
    put(s, WAITING, ['13BCC-1']);
    s.control[5] = 'allied';
    passBoth(s);
    while (s.step.k === 'reorganize') play(s, s.step.side, { type: 'done' });
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'french' });
    const log = dice(s, 3);
    expect(texts(log)).toMatch(/next turn/);
    expect(s.released.french).toBe(0);
  });

  it('13.2 the Panzers roll at 18:00 (Turn 4), arrive automatically at 19:00; 13.6 Rommel turns north from Turn 4', () => {
    const s = emptyBoard(3, 'german');
    s.released.panzer = 0;
    put(s, 22, ['8DLI-1']);
    put(s, 9, ['1-6']);
    s.control[5] = 'allied';
    passBoth(s);
    while (s.step.k === 'reorganize') play(s, s.step.side, { type: 'done' });
    expect(s.turn).toBe(4); // 13.5 Gort does not roll before Turn 4
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'panzer' });
    dice(s, 2);
    expect(s.step).toEqual({ k: 'advantage', who: 'german', use: 'panzer' }); // 9.4 the Advantage may release them
    play(s, 'german', { type: 'decline' });
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'rommel' });
    const log = dice(s, 5);
    expect(texts(log)).toMatch(/5.1.2 still applies/);
    expect(s.rommelNorth).toBe(false);
  });

  it('13.3 a British unit in Ficheux, Mercatel, Wancourt or Neuville at the start of a turn releases the 9th Durham', () => {
    const s = emptyBoard(1, 'allied');
    s.released.reserve = 0;
    put(s, 7, ['8DLI-1']);
    put(s, 9, ['1-6']);
    s.control[6] = s.control[5] = 'allied'; // 11.1: a path to Zone E, so the Allies have VP
    passBoth(s);
    while (s.step.k === 'reorganize') play(s, s.step.side, { type: 'done' });
    expect(s.released.reserve).toBe(2);
  });

  it('13.4 the 5th Panzer Division acts on Turn 6 with 5-6', () => {
    const s = emptyBoard(5, 'german');
    s.released.fifth = 0;
    s.rommelNorth = true;
    put(s, 22, ['8DLI-1']);
    put(s, 9, ['1-6']);
    put(s, 3, ['4GH-1']);
    s.control[3] = 'allied';
    passBoth(s);
    while (s.step.k === 'reorganize') play(s, s.step.side, { type: 'done' });
    dice(s, 6); // Gort
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'fifth' });
    dice(s, 4);
    expect(s.released.fifth).toBe(0);
  });

  it('13.5 Gort decides: +1 per sector 3, 5, 7 the British contest, +2 per one they control; 6 or less ends the game', () => {
    const s = emptyBoard(4, 'german');
    put(s, 22, ['8DLI-1']);
    put(s, 9, ['1-6']);
    put(s, 5, ['4GH-1']);
    passBoth(s);
    while (s.step.k === 'reorganize') play(s, s.step.side, { type: 'done' });
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'gort' });
    const log = dice(s, 4); // 4 + 2 = 6
    expect(texts(log)).toMatch(/Gort ends the offensive/);
    expect(s.result!.kind).toBe('gort');
  });

  it('13.6 Rommel turns north: +1 once an Allied unit went from 26 or 28 into 1 or 3', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 26, ['8DLI-1']);
    put(s, 9, ['1-6']);
    play(s, 'allied', { type: 'activate', area: 26 });
    play(s, 'allied', { type: 'move', unit: '8DLI-1', to: 3 });
    expect(s.northward).toEqual([idx('8DLI-1')]);
  });
});

describe('14.1 bids and 15 balance options', () => {
  it('14.1.1 sealed bids: the higher bid takes the Allies and sets the VP needed; the other bid stays sealed until both are in', () => {
    const s = game.setup({ options: { bids: true } });
    expect(game.toAct(s).sort()).toEqual(['allied', 'german']);
    play(s, 'allied', { type: 'bid', vp: 5 });
    expect((game.view(s, 'german') as { bids: unknown }).bids).toEqual({ allied: 'sealed', german: null });
    play(s, 'german', { type: 'bid', vp: 7 });
    expect(s.swapped).toBe(true);
    expect(s.vpNeeded).toBe(7);
    expect(game.seatOf!(s, 'allied')).toBe('german');
  });

  it('14.1.2 equal bids: a die decides', () => {
    const s = game.setup({ options: { bids: true } });
    play(s, 'allied', { type: 'bid', vp: 4 });
    play(s, 'german', { type: 'bid', vp: 4 });
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'bid-tie' });
    dice(s, 2);
    expect(s.swapped).toBe(false);
    expect(s.vpNeeded).toBe(4);
  });

  it('15.2 the 7/3/78 artillery joins German Group B; 15.1/15.2 choices are alternatives', () => {
    const s = game.setup({ scenario: 'historical', options: { 'german-artillery': true } });
    expect(where(s, '3-78')).toBe(3);
    expect(where(historical(), '3-78')).toBe(OUT);
    expect(() => game.setup({ options: { 'fewer-allied-air': true, 'more-german-air': true } })).toThrow(/alternatives/);
  });

  it('15.1 the British reserve arrives once the Allies reach 8 VP', () => {
    const s = emptyBoard(2, 'allied', { 'early-reserve': true });
    s.released.reserve = 0;
    s.vp = 8;
    s.phase = 'initiative';
    s.turn = 3;
    s.rollsDone = [];
    (game as unknown as { perform: unknown }).perform;
    // run the start of the turn through a Gort-free pass of turn 2
    const t = emptyBoard(2, 'allied', { 'early-reserve': true });
    t.released.reserve = 0;
    put(t, 22, ['8DLI-1']);
    put(t, 9, ['1-6']);
    for (const a of [10, 18, 11, 12, 13, 14, 15, 16, 17, 5, 3]) t.control[a] = 'allied';
    passBoth(t);
    while (t.step.k === 'reorganize') play(t, t.step.side, { type: 'done' });
    expect(t.vp).toBeGreaterThanOrEqual(8);
    expect(t.released.reserve).toBe(3);
    expect(SECTOR_BY_ID[ZONE.E].name).toBe('Lens');
  });
});
