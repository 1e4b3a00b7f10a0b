// Coverage of rules 6.0-8.3.6: sequence of play, stacking and control, movement.
import { describe, expect, it } from 'vitest';
import type { ArrasState } from '../../../src/games/ca-arras-1940/state.ts';
import { dice, emptyBoard, game, isLegal, isSpent, legalTypes, play, put, refused, where } from './helpers.ts';

const acceptAll = (s: ArrasState) => {
  while (s.step.k === 'combat-reroll' || s.step.k === 'reroll-offer') play(s, s.step.who, { type: 'accept' });
};

describe('6.0 Sequence of play', () => {
  it('6.0 a Turn runs the Momentum, Combat, Reorganization and End Phases in that order', () => {
    const s = emptyBoard(5, 'german');
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    const log = [...play(s, 'german', { type: 'pass' }), ...play(s, 'allied', { type: 'pass' })];
    const rules = log.map((e) => e.rule);
    const order = ['6.3', '6.4', '6.1', '6.1.1'].map((r) => rules.indexOf(r));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(s.turn).toBe(6);
    expect(s.phase).toBe('combat');
  });

  it('6.1 release rolls are made before Momentum is determined (Turn 3: British reserve, then Momentum)', () => {
    const s = emptyBoard(2, 'allied');
    s.released['british-reserve'] = 0;
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    play(s, 'allied', { type: 'pass' });
    play(s, 'german', { type: 'pass' });
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'reserve-release', dice: 1 });
    dice(s, 2);
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'momentum-phase', dice: 2 });
  });

  it('6.2 no enemy unit may act during a friendly Impulse', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 5, ['2-6']);
    expect(game.legalActions(s, 'german')).toEqual([]);
    refused(s, 'german', { type: 'assault', area: 5 }, null);
  });

  it('6.2.2A / 6.2.2B losing Momentum or passing hands it to the opponent at Impulse 1; the Advantage is kept', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    s.impulse = 3;
    s.resetUsed.allied = true; // no 13.1B offer
    s.step = { k: 'roll', purpose: 'momentum', dice: 1 };
    dice(s, 2);
    acceptAll(s); // the Advantage holder declines to reroll
    expect(s.momentum).toBe('german');
    expect(s.impulse).toBe(1);
    expect(s.advantage).toBe('allied'); // 6.2.2 note
    play(s, 'german', { type: 'pass' }); // B
    expect(s.momentum).toBe('allied');
    expect(s.impulse).toBe(1);
  });

  it('6.2.3 Assault: the Attacker may activate any Area holding one of its Fresh units', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['4RT-A']);
    put(s, 23, ['4RT-B'], true);
    put(s, 13, ['1-6']);
    expect(isLegal(s, 'allied', { type: 'assault', area: 22 })).toBe(true);
    expect(isLegal(s, 'allied', { type: 'assault', area: 23 })).toBe(false); // only Spent units there
    expect(isLegal(s, 'allied', { type: 'assault', area: 13 })).toBe(false);
  });

  it('6.2.4 Bombardment: the Target Area must contain at least one enemy unit', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 5, ['2-6']);
    expect(isLegal(s, 'allied', { type: 'bombard', target: 5, artillery: '92-368' })).toBe(true);
    expect(isLegal(s, 'allied', { type: 'bombard', target: 10, artillery: '92-368' })).toBe(false);
  });

  it('6.3 the Allied player reorganizes first, then the German player', () => {
    const s = emptyBoard(3, 'german');
    put(s, 22, ['4RT-A']);
    put(s, 23, ['4RT-B']);
    put(s, 13, ['1-6']);
    put(s, 14, ['2-6']);
    for (const id of ['7RT-A', '7RT-B', '1-7', '2-7']) put(s, 0, [id]); // Eliminated Units Box
    play(s, 'german', { type: 'pass' });
    play(s, 'allied', { type: 'pass' });
    expect(s.step).toMatchObject({ k: 'reorganize', side: 'allied' });
    play(s, 'allied', { type: 'done' });
    expect(s.step).toMatchObject({ k: 'reorganize', side: 'german' });
  });
});

describe('7.0 Stacking and control', () => {
  it('7.4 / 7.5 a unit leaving a Contested Area may enter a Free Area (Vacant and friendly) but not a Vacant enemy Area', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['4RT-A']);
    put(s, 5, ['2-6']);
    put(s, 24, ['6DLI']);
    play(s, 'allied', { type: 'assault', area: 5 });
    expect(isLegal(s, 'allied', { type: 'move', unit: '4RT-A', to: 25 })).toBe(true); // Free
    refused(s, 'allied', { type: 'move', unit: '4RT-A', to: 10 }, '8.3.3'); // Vacant, enemy-Controlled
  });
});

describe('8.0 Movement', () => {
  it('8.0 / 8.1 Spent units may not be activated; activated units that neither move nor attack stay Fresh', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['4RT-A', '4RT-B']);
    put(s, 22, ['6DLI'], true);
    put(s, 13, ['1-6']);
    play(s, 'allied', { type: 'assault', area: 22 });
    refused(s, 'allied', { type: 'move', unit: '6DLI', to: 23 }, '8.1');
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 23 });
    play(s, 'allied', { type: 'end' });
    expect(isSpent(s, '4RT-A')).toBe(true);
    expect(isSpent(s, '4RT-B')).toBe(false);
  });

  it('8.1 units move one at a time: once another unit moves, the first one has finished', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['4RT-A', '4RT-B']);
    put(s, 13, ['1-6']);
    play(s, 'allied', { type: 'assault', area: 22 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 23 });
    play(s, 'allied', { type: 'move', unit: '4RT-B', to: 30 });
    refused(s, 'allied', { type: 'move', unit: '4RT-A', to: 24 }, '8.1');
  });

  it('8.1.1 every Fresh unit of the Active Area may move', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['4RT-A', '4RT-B', '6DLI', 'Martel']);
    put(s, 13, ['1-6']);
    play(s, 'allied', { type: 'assault', area: 22 });
    for (const u of ['4RT-A', '4RT-B', '6DLI', 'Martel']) expect(isLegal(s, 'allied', { type: 'move', unit: u, to: 23 })).toBe(true);
  });

  it("8.2 crossing a water boundary without a bridge must be the unit's first step and ends its move", () => {
    const s = emptyBoard(3, 'allied');
    put(s, 23, ['6DLI']);
    put(s, 22, ['4RNF-2']);
    put(s, 14, ['1-3SS']);
    play(s, 'allied', { type: 'assault', area: 23 });
    play(s, 'allied', { type: 'move', unit: '6DLI', to: 22 });
    refused(s, 'allied', { type: 'move', unit: '6DLI', to: 18 }, '8.2'); // not its first step
    const t = emptyBoard(3, 'allied');
    put(t, 22, ['6DLI']);
    put(t, 14, ['1-3SS']);
    play(t, 'allied', { type: 'assault', area: 22 });
    play(t, 'allied', { type: 'move', unit: '6DLI', to: 18 });
    expect(where(t, '6DLI')).toBe(18);
    expect(t.assault!.done).toContain(t.assault!.eligible[0]); // ALL MF: it has finished
  });

  it('8.2.1 units of one Active Area may attack different Areas, one after the other', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A', '4RT-B']);
    put(s, 5, ['2-6']);
    put(s, 10, ['1-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    dice(s, 1, 1, 1, 1); // AT 6 + 2 = 8 against DT 3 + 1 + 2 = 6: Success
    acceptAll(s);
    while (s.step.k === 'absorb') play(s, 'german', game.legalActions(s, 'german')[0]);
    while (s.step.k === 'voluntary-retreat') play(s, s.step.side, { type: 'done' });
    while (s.step.k === 'overrun') play(s, 'allied', { type: 'done' });
    play(s, 'allied', { type: 'move', unit: '4RT-B', to: 10 });
    expect(legalTypes(s, 'allied')).toContain('attack');
    play(s, 'allied', { type: 'attack', area: 10 });
    expect(s.combat!.area).toBe(10);
  });

  it('8.3 / 8.3.1 a unit may not move into an Area holding six friendly units', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 23, ['4RT-A']);
    put(s, 22, ['7RT-A', '7RT-B', '7RT-C', '8DLI', '4RNF-1', '260-65']);
    put(s, 13, ['1-6']);
    play(s, 'allied', { type: 'assault', area: 23 });
    refused(s, 'allied', { type: 'move', unit: '4RT-A', to: 22 }, '8.3.1');
  });

  it('8.3.4 "accompanied" means the escort enters first: artillery follows once an Infantry unit has taken the Area', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368', '4GH']);
    put(s, 14, ['1-3SS']);
    play(s, 'allied', { type: 'assault', area: 25 });
    expect(isLegal(s, 'allied', { type: 'move', unit: '92-368', to: 10 })).toBe(false);
    play(s, 'allied', { type: 'move', unit: '4GH', to: 10 });
    expect(s.control[10]).toBe('allied');
    expect(isLegal(s, 'allied', { type: 'move', unit: '92-368', to: 10 })).toBe(true);
  });
});
