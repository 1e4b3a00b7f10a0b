// 9.0 Combat, 10.0 Bombardment, 11.0 Attrition and Retreat.
import { describe, expect, it } from 'vitest';
import { ELIMINATED, OVERRUN_TRACK } from '../../../src/games/ca-arras-1940/state.ts';
import type { ArrasState } from '../../../src/games/ca-arras-1940/state.ts';
import { dice, emptyBoard, game, idx, isLegal, isSpent, play, put, refused, where } from './helpers.ts';

/** Accept every pending reroll offer. */
function acceptRerolls(s: ArrasState) {
  while (s.step.k === 'combat-reroll' || s.step.k === 'reroll-offer') play(s, s.step.who, { type: 'accept' });
}

function assault(s: ArrasState, side: 'allied' | 'german', from: number, moves: [string, number][], target: number) {
  play(s, side, { type: 'assault', area: from });
  for (const [unit, to] of moves) play(s, side, { type: 'move', unit, to });
  play(s, side, { type: 'attack', area: target });
}

describe('9.0 Combat', () => {
  it('9.1 every unit that entered an uncontested enemy Area attacks; a Repulse eliminates the lead and forces a retreat', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A', '6DLI']);
    put(s, 5, ['2-6']);
    put(s, 14, ['1-3SS']);
    assault(
      s,
      'allied',
      25,
      [
        ['4RT-A', 5],
        ['6DLI', 5],
      ],
      5,
    );
    expect(s.combat!.participants.length).toBe(2); // no choice: both attack
    play(s, 'allied', { type: 'lead', unit: '4RT-A' });
    dice(s, 1, 1, 6, 6);
    acceptRerolls(s);
    expect(where(s, '4RT-A')).toBe(ELIMINATED);
    expect(where(s, '6DLI')).toBe(25); // 11.2 back into the Area it entered from
    expect(isSpent(s, '6DLI')).toBe(true);
  });

  it('9.3 units attacking from a Contested Active Area do not retreat after a Repulse', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['4RT-A', '6DLI']);
    put(s, 5, ['2-6']);
    put(s, 14, ['1-3SS']);
    play(s, 'allied', { type: 'assault', area: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    expect(s.step.k).toBe('attack-select'); // 9.3 all, some or none
    play(s, 'allied', { type: 'join', unit: '6DLI' });
    play(s, 'allied', { type: 'resolve' });
    dice(s, 1, 1, 6, 6);
    acceptRerolls(s);
    expect(where(s, '6DLI')).toBe(ELIMINATED);
    expect(where(s, '4RT-A')).toBe(5);
    expect(isSpent(s, '4RT-A')).toBe(false); // did not take part: still Fresh
  });

  it('9.4.2 Rommel adds +2, combined arms +1, German air support +1 from Turn 4', () => {
    const s = emptyBoard(4, 'german');
    put(s, 10, ['1-6', '7-PzJg', 'Rommel', '1-25Pz']);
    put(s, 25, ['4GH']);
    put(s, 29, ['2WILTS']);
    put(s, 5, []);
    s.rommelNorth = true;
    assault(
      s,
      'german',
      10,
      [
        ['1-25Pz', 25],
        ['1-6', 25],
        ['7-PzJg', 25],
        ['Rommel', 25],
      ],
      25,
    );
    play(s, 'german', { type: 'lead', unit: '1-25Pz' });
    // AV 5 + 1 + 1 + 2 (Rommel) + 1 (armor, infantry, AT) + 1 (air) = 11
    expect(s.combat!.av).toBe(11);
    // DV 3 (4 GH) + 3 (TEM of Arras)
    expect(s.combat!.dv).toBe(6);
  });

  it('9.4.2 only Infantry and Armor may lead; 9.4.3 DV counts Fresh non-leaders, TEM, canal crossing and leaders', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 26, ['4RT-A', '206-52']);
    put(s, 3, ['1-78', '2-78', 'Furst']);
    put(s, 14, ['1-3SS']);
    assault(
      s,
      'allied',
      26,
      [
        ['4RT-A', 3],
        ['206-52', 3],
      ],
      3,
    );
    expect(s.step.k).toBe('lead-defender'); // only one possible lead attacker: chosen
    refused(s, 'german', { type: 'lead', unit: 'Rommel' }, null);
    play(s, 'german', { type: 'lead', unit: '1-78' });
    // DV 2 (1/78) + 1 (Fresh 2/78) + 3 (TEM) + 2 (all crossed the canal) + 1 (Fürst)
    expect(s.combat!.dv).toBe(9);
  });

  it('9.4.4 a Success beyond the defenders capacity with an Armor lead is an Overrun: units go to the Turn Track', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A', '4RT-B']);
    put(s, 5, ['2-6'], true);
    put(s, 14, ['1-3SS']);
    assault(
      s,
      'allied',
      25,
      [
        ['4RT-A', 5],
        ['4RT-B', 5],
      ],
      5,
    );
    play(s, 'allied', { type: 'lead', unit: '4RT-A' });
    dice(s, 6, 6, 1, 1);
    acceptRerolls(s);
    expect(where(s, '2-6')).toBe(OVERRUN_TRACK);
    expect(s.step.k).toBe('overrun');
    expect(s.control[5]).toBe('allied');
    play(s, 'allied', { type: 'overrun-move', unit: '4RT-A', to: 6 });
    refused(s, 'allied', { type: 'overrun-move', unit: '4RT-A', to: 4 }, null); // once each
    play(s, 'allied', { type: 'done' });
    expect(where(s, '4RT-A')).toBe(6);
  });

  it('9.4.4 overrun is not allowed in TEM +3 areas', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 26, ['4RT-A', '4RT-B', '6DLI']);
    put(s, 3, ['1-78'], true);
    put(s, 14, ['1-3SS']);
    assault(
      s,
      'allied',
      26,
      [
        ['4RT-A', 3],
        ['4RT-B', 3],
        ['6DLI', 3],
      ],
      3,
    );
    play(s, 'allied', { type: 'lead', unit: '4RT-A' });
    dice(s, 6, 6, 1, 1);
    acceptRerolls(s);
    expect(where(s, '1-78')).toBe(ELIMINATED);
    expect(s.step.k).not.toBe('overrun');
  });

  it('9.4.4 Stalemate: every attacker is Spent and the defenders are untouched', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 5, ['2-6']);
    put(s, 14, ['1-3SS']);
    assault(s, 'allied', 25, [['4RT-A', 5]], 5);
    // AV 6, DV 3 + 1 = 4: attacker DR 5, defender DR 7 -> 11 = 11
    dice(s, 2, 3, 3, 4);
    acceptRerolls(s);
    expect(isSpent(s, '4RT-A')).toBe(true);
    expect(isSpent(s, '2-6')).toBe(false);
  });
});

describe('10.0 Bombardment', () => {
  it('10.1.1 Allied artillery north of the Scarpe bombards north of or along it; German artillery south of it only south', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 24, ['92-365']);
    put(s, 4, ['2-6']);
    put(s, 18, ['1-6']);
    expect(isLegal(s, 'allied', { type: 'bombard', target: 18, artillery: '92-365' })).toBe(true); // along the Scarpe
    expect(isLegal(s, 'allied', { type: 'bombard', target: 4, artillery: '92-365' })).toBe(false);
    const t = emptyBoard(3, 'german');
    put(t, 3, ['1-78']);
    put(t, 24, ['4GH']);
    put(t, 25, ['5GH']);
    expect(isLegal(t, 'german', { type: 'bombard', target: 25, artillery: '1-78' })).toBe(true);
    expect(isLegal(t, 'german', { type: 'bombard', target: 24, artillery: '1-78' })).toBe(false);
  });

  it('10.3 a supporting artillery unit adds +2; SS artillery may not support Wehrmacht artillery', () => {
    const s = emptyBoard(3, 'german');
    put(s, 3, ['1-78', '2-78']);
    put(s, 7, ['SS-Art']);
    put(s, 25, ['4GH']);
    play(s, 'german', { type: 'bombard', target: 25, artillery: '1-78' });
    expect(isLegal(s, 'german', { type: 'support', unit: 'SS-Art' })).toBe(false);
    play(s, 'german', { type: 'support', unit: '2-78' });
    expect(s.combat!.av).toBe(5); // 3 + 2
    expect(s.combat!.dv).toBe(3); // TEM of Arras
  });

  it('10.1.2 / 15.3.2 nobody bombards Area 19 before release; the Allies not until the Germans activated it', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 21, ['92-365']);
    put(s, 19, ['1-25Pz']);
    s.released['panzer-25'] = 0;
    expect(isLegal(s, 'allied', { type: 'bombard', target: 19, artillery: '92-365' })).toBe(false);
    s.released['panzer-25'] = 3;
    expect(isLegal(s, 'allied', { type: 'bombard', target: 19, artillery: '92-365' })).toBe(false);
    s.area19Activated = true;
    expect(isLegal(s, 'allied', { type: 'bombard', target: 19, artillery: '92-365' })).toBe(true);
  });

  it('10.2.1 a Leader is not a Primary Target unless it is the only unit type there', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 24, ['92-365']);
    put(s, 18, ['1-6', 'Furst']);
    play(s, 'allied', { type: 'bombard', target: 18, artillery: '92-365' });
    // Only one legal Primary Target (not Fürst): chosen automatically, and the dice are due.
    expect(s.combat!.defLead).toBe(idx('1-6'));
    expect(s.step).toEqual({ k: 'roll', purpose: 'bombardment', dice: 4 });
  });
});

describe('11.0 Attrition and Retreat', () => {
  it('11.1 the Lead Defending Unit takes the first AP, and exact losses are applied', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 5, ['2-6', '42-AT']);
    put(s, 14, ['1-3SS']);
    assault(s, 'allied', 25, [['4RT-A', 5]], 5);
    play(s, 'german', { type: 'lead', unit: '42-AT' });
    // AV 6; DV 3 + 1 + 1 = 5; 6+6 vs 5+3 -> 4 AP
    dice(s, 3, 3, 1, 2);
    acceptRerolls(s);
    expect(s.step.k).toBe('absorb');
    refused(s, 'german', { type: 'absorb', unit: '2-6', how: 'flip' }, '11.1');
    play(s, 'german', { type: 'absorb', unit: '42-AT', how: 'eliminate' }); // 3 AP
    // 1 AP left: eliminating the Fresh 2/6 (3 AP) would not be exact
    expect(isLegal(s, 'german', { type: 'absorb', unit: '2-6', how: 'eliminate' })).toBe(false);
    play(s, 'german', { type: 'absorb', unit: '2-6', how: 'flip' });
    expect(s.combat?.apLeft ?? 0).toBe(0);
  });

  it('11.2.2 a retreat goes to the Free Area adjacent to the fewest enemy-Controlled Areas', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-365']);
    put(s, 11, ['1-6'], true);
    s.control[25] = 'allied';
    play(s, 'allied', { type: 'bombard', target: 11, artillery: '92-365' });
    dice(s, 1, 1, 1, 2); // 3 + 2 = 5 vs 1 + 3 = 4: 1 AP
    acceptRerolls(s);
    const moves = game
      .legalActions(s, 'german')
      .filter((a) => a.how === 'retreat')
      .map((a) => a.to);
    // Free German Areas next to 11: 10, 12, 15, 18. 12 and 15 touch no Allied-Controlled Area.
    expect(moves.sort()).toEqual([12, 15]);
  });

  it('11.2.3 Fresh defenders may not retreat voluntarily; Spent ones may', () => {
    const t = emptyBoard(3, 'allied');
    put(t, 24, ['92-365']);
    put(t, 18, ['1-6', '2-6']);
    play(t, 'allied', { type: 'bombard', target: 18, artillery: '92-365' });
    play(t, 'allied', { type: 'primary', unit: '1-6' });
    dice(t, 1, 1, 1, 2); // 5 vs 4: 1 AP
    acceptRerolls(t);
    play(t, 'german', { type: 'absorb', unit: '1-6', how: 'flip' });
    expect(t.step).toEqual({ k: 'voluntary-retreat', side: 'german' });
    const units = new Set(
      game
        .legalActions(t, 'german')
        .filter((a) => a.type === 'retreat')
        .map((a) => a.unit),
    );
    expect([...units]).toEqual(['1-6']);
  });

  it('11.2.4 units other than Infantry and Leaders cannot retreat over a water boundary without a bridge', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 9, ['92-365']);
    put(s, 7, ['42-AT', '2-6'], true);
    for (const a of [6, 8, 9, 32]) s.control[a] = 'allied'; // every other exit of Area 7 is Allied
    put(s, 28, ['2WILTS']);
    play(s, 'allied', { type: 'bombard', target: 7, artillery: '92-365' });
    play(s, 'allied', { type: 'primary', unit: '42-AT' });
    dice(s, 1, 1, 1, 1); // 5 vs 3: 2 AP
    acceptRerolls(s);
    const retreats = game.legalActions(s, 'german').filter((a) => a.how === 'retreat');
    expect(retreats).toEqual([{ type: 'absorb', unit: '42-AT', how: 'retreat' }]); // no destination: eliminated
    play(s, 'german', { type: 'absorb', unit: '42-AT', how: 'retreat' });
    expect(where(s, '42-AT')).toBe(ELIMINATED);
    expect(game.legalActions(s, 'german')).toContainEqual({ type: 'absorb', unit: '2-6', how: 'retreat', to: 10 });
  });
});

describe('11.1 losses and 18.3 tracking', () => {
  it('18.3 defenders of Area 1 eliminated by Attrition Points: the Allies Control it, and Rommel turning north counts it (+2)', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 1, ['4RT-A', '6DLI']);
    put(s, 1, ['42-AT']);
    put(s, 14, ['1-3SS']);
    s.control[1] = 'german';
    s.reached = { 1: 1, 3: 0 }; // Contested so far
    play(s, 'allied', { type: 'assault', area: 1 });
    play(s, 'allied', { type: 'attack', area: 1 }); // 9.3 in the Contested Active Area
    play(s, 'allied', { type: 'join', unit: '4RT-A' });
    play(s, 'allied', { type: 'resolve' });
    dice(s, 6, 6, 1, 1);
    acceptRerolls(s);
    expect(where(s, '42-AT')).toBe(ELIMINATED);
    expect(s.control[1]).toBe('allied');
    expect(s.reached[1]).toBe(2);
  });
});
