// 20.0 Example of Play, step by step with the dice the rulebook states.
import { describe, expect, it } from 'vitest';
import { dice, emptyBoard, isSpent, play, put, texts, where } from './helpers.ts';
import { ELIMINATED } from '../../../src/games/ca-arras-1940/state.ts';

describe('20.0 Example of Play', () => {
  it('reproduces the bombardment, the assault with a reroll, and the loss of Momentum', () => {
    // Turn 3, Allied Impulse 1, the Allied player holds Momentum and the Advantage.
    const s = emptyBoard(3, 'allied');
    put(s, 9, ['92-365', '7RT-A', '8DLI', '260-65']);
    s.control[9] = 'allied';
    put(s, 7, ['42-AT', '1-78', '2-6']);
    // Units elsewhere on the map, away from the action, so that both sides keep Fresh units (6.2.2C).
    put(s, 28, ['2WILTS']);
    put(s, 14, ['1-3SS']);

    // Bombardment Impulse against Area 7; Primary Target the 42 AT.
    play(s, 'allied', { type: 'bombard', target: 7, artillery: '92-365' });
    play(s, 'allied', { type: 'primary', unit: '42-AT' });
    // AV 3 (92/365); DV 1 (TEM of Area 7) + 1 (the German 1/78 Artillery) = 2.
    expect(s.combat!.av).toBe(3);
    expect(s.combat!.dv).toBe(2);
    let log = dice(s, 4, 4, 3, 4); // Allied DR 8, German DR 7
    expect(texts(log)).toMatch(/Attack Total 11, Defense Total 9/);
    // The Allied player could use the Advantage to demand a second DR but declines.
    expect(s.step).toEqual({ k: 'reroll-offer', who: 'allied', purpose: 'bombardment' });
    log = play(s, 'allied', { type: 'accept' });
    expect(texts(log)).toMatch(/2 AP/);
    // The first AP must be applied to the Primary Target.
    expect(s.step.k).toBe('absorb');
    play(s, 'german', { type: 'absorb', unit: '42-AT', how: 'flip' });
    play(s, 'german', { type: 'absorb', unit: '1-78', how: 'flip' });
    expect(isSpent(s, '42-AT') && isSpent(s, '1-78')).toBe(true);
    // The German player could retreat the Spent units but declines.
    expect(s.step).toEqual({ k: 'voluntary-retreat', side: 'german' });
    play(s, 'german', { type: 'done' });
    expect(isSpent(s, '92-365')).toBe(true);

    // Impulse 2: Momentum dr 3 retains Momentum.
    expect(s.impulse).toBe(2);
    play(s, 'allied', { type: 'roll-momentum' });
    dice(s, 3);
    play(s, 'allied', { type: 'accept' });
    expect(s.step.k).toBe('impulse');
    expect(s.momentum).toBe('allied');

    // Assault from Area 9: the three Fresh units move to Area 7, 4 MF each.
    play(s, 'allied', { type: 'assault', area: 9 });
    for (const unit of ['7RT-A', '8DLI', '260-65']) {
      log = play(s, 'allied', { type: 'move', unit, to: 7 });
      expect(texts(log)).toMatch(/\(4 MF, stops\)/);
    }
    expect(where(s, '92-365')).toBe(9); // Spent: not eligible to move
    // Mandatory Attack: the Impulse may not end before it.
    expect(() => play(s, 'allied', { type: 'end' })).toThrow(/Mandatory Attack/);
    play(s, 'allied', { type: 'attack', area: 7 });
    play(s, 'allied', { type: 'lead', unit: '7RT-A' });
    play(s, 'german', { type: 'lead', unit: '42-AT' });
    // AV 6 + 2 (two more units) + 1 (combined arms) = 9; DV 3 + 1 (Fresh 2/6) + 1 (TEM) + 1 (water) = 6.
    expect(s.combat!.av).toBe(9);
    expect(s.combat!.dv).toBe(6);
    log = dice(s, 3, 4, 5, 6); // Allied 7, German 11
    expect(texts(log)).toMatch(/Attack Total 9 \+ 7 = 16; Defense Total 6 \+ 11 = 17/);
    // Repulsed: the Allied player uses the Reroll marker.
    expect(s.step).toEqual({ k: 'combat-reroll', who: 'allied' });
    play(s, 'allied', { type: 'reroll', using: 'marker' });
    expect(s.rerollMarker.allied).toBe(false);
    log = dice(s, 4, 4, 4, 4); // Allied 8, German 8
    expect(texts(log)).toMatch(/= 17; Defense Total 6 \+ 8 = 14/);
    // The German player may use their own Reroll marker but declines.
    expect(s.step).toEqual({ k: 'combat-reroll', who: 'german' });
    log = play(s, 'german', { type: 'accept' });
    expect(texts(log)).toMatch(/Success \(17 > 14\): the defender must absorb 3 Attrition Points/);
    // The German player eliminates the Spent 42 AT (2 AP) and flips the 2/6 Infantry (1 AP).
    play(s, 'german', { type: 'absorb', unit: '42-AT', how: 'eliminate' });
    play(s, 'german', { type: 'absorb', unit: '2-6', how: 'flip' });
    expect(where(s, '42-AT')).toBe(ELIMINATED);
    expect(isSpent(s, '2-6')).toBe(true);
    play(s, 'german', { type: 'done' }); // no voluntary retreat
    // All three Allied units flip Spent; nothing else can act, so the Impulse ends.
    for (const u of ['7RT-A', '8DLI', '260-65']) expect(isSpent(s, u)).toBe(true);

    // Impulse 3: Momentum dr 1 loses Momentum; German Impulse 1.
    expect(s.impulse).toBe(3);
    play(s, 'allied', { type: 'roll-momentum' });
    dice(s, 1);
    log = play(s, 'allied', { type: 'accept' });
    expect(texts(log)).toMatch(/Momentum lost/);
    expect(s.momentum).toBe('german');
    expect(s.impulse).toBe(1);
  });
});
