// 2.1 map, 5.0 movement: operational sectors, stacking, control, costs A-F, Unités de Pointe.
import { describe, expect, it } from 'vitest';
import { BOARD } from '../../../src/games/ca-arras-battles/state.ts';
import { ZONE } from '../../../src/games/ca-arras-battles/data.ts';
import { applyAction } from '../../../src/kernel/game.ts';
import { emptyBoard, game, isLegal, isSpent, play, put, refused, where } from './helpers.ts';

const mfCost = (log: { text: string }[]) => Number(/\((\d+) MF\)/.exec(log.map((e) => e.text).join(' '))![1]);

describe('2.1 the map', () => {
  it('2.1.1.b sectors 9 and 11, 11 and 22 share only a corner: no movement between them', () => {
    const s = emptyBoard(3, 'german');
    put(s, 9, ['1-6']);
    play(s, 'german', { type: 'activate', area: 9 });
    refused(s, 'german', { type: 'move', unit: '1-6', to: 11 }, '2.1.1.b', /only a corner/);
  });
});

describe('5.1 procedure', () => {
  it('5.1 a unit that has moved is Fatiguée', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['8DLI-1']);
    play(s, 'allied', { type: 'activate', area: 22 });
    play(s, 'allied', { type: 'move', unit: '8DLI-1', to: 23 });
    play(s, 'allied', { type: 'end' });
    expect(isSpent(s, '8DLI-1')).toBe(true);
  });

  it('5.1.2 German units enter only black or half-black sectors; 13.6 lifts it', () => {
    const s = emptyBoard(3, 'german');
    put(s, 19, ['1-6']);
    play(s, 'german', { type: 'activate', area: 19 });
    expect(isLegal(s, 'german', { type: 'move', unit: '1-6', to: 20 })).toBe(true); // half black
    refused(s, 'german', { type: 'move', unit: '1-6', to: 21 }, '5.1.2', /black/);
    s.rommelNorth = true;
    expect(isLegal(s, 'german', { type: 'move', unit: '1-6', to: 21 })).toBe(true);
  });

  it('5.1.3 no more than 10 units per side in a sector; leaders do not count', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 23, ['8DLI-1', '8DLI-2', '8DLI-3', '8DLI-4', '6DLI-1', '6DLI-2', '6DLI-3', '6DLI-4', '4GH-1', '4GH-2']);
    put(s, 22, ['4GH-3', 'Martel']);
    play(s, 'allied', { type: 'activate', area: 22 });
    refused(s, 'allied', { type: 'move', unit: '4GH-3', to: 23 }, '5.1.3');
    play(s, 'allied', { type: 'move', unit: 'Martel', to: 23 });
    expect(where(s, 'Martel')).toBe(23);
  });

  it('5.1.3 no more than 5 units per side in Arras (Sector 25)', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4GH-1', '4GH-2', '4GH-3', '4GH-4', '5GH-1']);
    put(s, 24, ['5GH-2']);
    play(s, 'allied', { type: 'activate', area: 24 });
    refused(s, 'allied', { type: 'move', unit: '5GH-2', to: 25 }, '5.1.3', /5 units/);
  });

  it('5.1.4 control changes when a side has a unit in a Vacant sector the enemy controls, even while moving on', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['7RT-A']);
    play(s, 'allied', { type: 'activate', area: 25 });
    play(s, 'allied', { type: 'move', unit: '7RT-A', to: 5 });
    play(s, 'allied', { type: 'move', unit: '7RT-A', to: 6 });
    expect(s.control[5]).toBe('allied');
    expect(s.control[6]).toBe('allied');
  });

  it('5.1.5.a / 5.1.4.b / 5.1.4.c Contesté, Vacant and Libre', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['8DLI-1']);
    put(s, 5, ['1-6']);
    expect(BOARD.contested(s, 5)).toBe(true);
    expect(s.control[5]).toBe('allied'); // contesting does not change control
    expect(BOARD.vacant(s, 24, 'allied')).toBe(true);
    expect(BOARD.free(s, 24, 'allied')).toBe(true);
    expect(BOARD.free(s, 5, 'allied')).toBe(false);
  });

  it('5.1.4.c artillery enters only Libre sectors', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-365']);
    put(s, 3, ['1-6']);
    play(s, 'allied', { type: 'activate', area: 25 });
    expect(isLegal(s, 'allied', { type: 'move', unit: '92-365', to: 24 })).toBe(true);
    refused(s, 'allied', { type: 'move', unit: '92-365', to: 3 }, '5.2.2', /never enter/); // enemy units
    refused(s, 'allied', { type: 'move', unit: '92-365', to: 5 }, '5.2.2'); // German-controlled, Vacant
  });
});

describe('5.2 movement costs', () => {
  it('5.2 A 1 MF into a sector without enemy units and not next to Fresh enemy units', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['8DLI-1']);
    play(s, 'allied', { type: 'activate', area: 22 });
    expect(mfCost(play(s, 'allied', { type: 'move', unit: '8DLI-1', to: 23 }))).toBe(1);
  });

  it('5.2 B 2 MF next to an uncontested sector with a Fresh enemy unit, 1 MF if that sector is contested', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['8DLI-1', '8DLI-2']);
    put(s, 11, ['1-6']);
    play(s, 'allied', { type: 'activate', area: 22 });
    expect(mfCost(play(s, 'allied', { type: 'move', unit: '8DLI-1', to: 23 }))).toBe(2);
    put(s, 11, ['4GH-1']);
    expect(mfCost(play(s, 'allied', { type: 'move', unit: '8DLI-2', to: 23 }))).toBe(1);
  });

  it('5.2 B the cost follows the position: a move that makes the Fresh enemy sector Contesté brings the cost next to it back to 1 MF', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 23, ['8DLI-1', '8DLI-2']);
    put(s, 11, ['1-6']);
    play(s, 'allied', { type: 'activate', area: 23 });
    const step = { type: 'move', unit: '8DLI-2', to: 17 };
    const cost = () => /\((\d) MF\)/.exec(game.describeAction!(s, 'allied', step, 'en'))![1];
    expect(game.legalActions(s, 'allied')).toContainEqual(step);
    expect(cost()).toBe('2'); // 17 is next to 11, held by a Fresh German unit alone
    // Through the kernel without `play` (which rebuilds the board's index): the costs listed before the move must not be reused.
    applyAction(game, s, 'allied', { type: 'move', unit: '8DLI-1', to: 11 });
    expect(game.legalActions(s, 'allied')).toContainEqual(step);
    expect(cost()).toBe('1');
  });

  it('5.2 C 3 MF into a sector with only Fatiguée enemy units; D 4 MF with a Fresh one', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['8DLI-1', '8DLI-2']);
    put(s, 5, ['1-6'], true);
    put(s, 3, ['2-6']);
    play(s, 'allied', { type: 'activate', area: 25 });
    expect(mfCost(play(s, 'allied', { type: 'move', unit: '8DLI-1', to: 5 }))).toBe(3);
    expect(mfCost(play(s, 'allied', { type: 'move', unit: '8DLI-2', to: 3 }))).toBe(4);
  });

  it('5.2 E leaving a sector with a Fresh enemy unit costs all MF; F with only Fatiguée ones 3 MF', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['8DLI-1', '8DLI-2']);
    put(s, 5, ['1-6']);
    play(s, 'allied', { type: 'activate', area: 5 });
    expect(mfCost(play(s, 'allied', { type: 'move', unit: '8DLI-1', to: 25 }))).toBe(5);
    const t = emptyBoard(3, 'allied');
    put(t, 5, ['8DLI-1']);
    put(t, 5, ['1-6'], true);
    play(t, 'allied', { type: 'activate', area: 5 });
    expect(mfCost(play(t, 'allied', { type: 'move', unit: '8DLI-1', to: 25 }))).toBe(3);
  });

  it('5.2 E/F only armored units leave a sector with enemy units for another with enemy units', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['8DLI-1', '7RT-A']);
    put(s, 5, ['1-6'], true);
    put(s, 4, ['2-6'], true);
    play(s, 'allied', { type: 'activate', area: 5 });
    refused(s, 'allied', { type: 'move', unit: '8DLI-1', to: 4 }, '5.2', /armored/);
    expect(isLegal(s, 'allied', { type: 'move', unit: '7RT-A', to: 4 })).toBe(true);
  });

  it('5.2.1 units entering a sector with enemy units must assault it: the impulse cannot end first', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['8DLI-1']);
    put(s, 5, ['1-6']);
    play(s, 'allied', { type: 'activate', area: 25 });
    play(s, 'allied', { type: 'move', unit: '8DLI-1', to: 5 });
    refused(s, 'allied', { type: 'end' }, '5.2.1');
    expect(isLegal(s, 'allied', { type: 'attack', area: 5 })).toBe(true);
  });

  it('5.2.2 only Unités de Pointe enter an uncontested enemy sector: not artillery, not a leader first', () => {
    const s = emptyBoard(3, 'german');
    put(s, 10, ['1-78', 'Rommel', '23-HB2']);
    s.control[18] = 'allied';
    play(s, 'german', { type: 'activate', area: 10 });
    refused(s, 'german', { type: 'move', unit: 'Rommel', to: 18 }, '5.2.2', /Unités de Pointe/);
    refused(s, 'german', { type: 'move', unit: '1-78', to: 18 }, '5.2.2');
    // FLAK is an Unité de Pointe; the leader may then follow.
    play(s, 'german', { type: 'move', unit: '23-HB2', to: 18 });
    expect(s.control[18]).toBe('german');
    play(s, 'german', { type: 'move', unit: 'Rommel', to: 18 });
    expect(where(s, 'Rommel')).toBe(18);
  });

  it('13.2 the Panzers enter by Zone D (an exception to 2.1.4) or Sectors 14, 15, 17', () => {
    const s = emptyBoard(5, 'german');
    put(s, -6, ['1-25']);
    expect(isLegal(s, 'german', { type: 'enter' })).toBe(true);
    play(s, 'german', { type: 'enter' });
    for (const to of [ZONE.D, 14, 15, 17]) expect(isLegal(s, 'german', { type: 'move', unit: '1-25', to })).toBe(true);
    refused(s, 'german', { type: 'move', unit: '1-25', to: 19 }, '13.2', /enters the map/);
  });
});
