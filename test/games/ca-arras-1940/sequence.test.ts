// 5.0 Setup, 6.0 Sequence of Play, 12.0 Reorganization, 13.0 the Advantage, 15.0 releases,
// 16.0 Victory, 17.0 Bids.
import { describe, expect, it } from 'vitest';
import { UNITS, ZONE } from '../../../src/games/ca-arras-1940/data.ts';
import { ELIMINATED, KIA, OVERRUN_TRACK, REMOVED, WOUNDED, type ArrasState } from '../../../src/games/ca-arras-1940/state.ts';
import { automaticVictory, turnVp } from '../../../src/games/ca-arras-1940/rules/16-victory.ts';
import { Session, scriptedDice } from '../../../src/kernel/session.ts';
import { dice, emptyBoard, game, historical, idx, isLegal, isSpent, play, put, refused, texts, where } from './helpers.ts';

function passBoth(s: ArrasState) {
  play(s, s.momentum, { type: 'pass' });
  play(s, s.momentum, { type: 'pass' });
}

describe('5.0 Prepare for play', () => {
  it("5.3 groups set up alternately, Allied first, one group per Area, in each side's setup Areas", () => {
    const s = game.setup({});
    expect(s.step).toEqual({ k: 'setup', side: 'allied' });
    expect(where(s, 'Petre')).toBe(25); // mandatory setups first
    expect(where(s, '3DLM')).toBe(21);
    expect(where(s, '1-25Pz')).toBe(19);
    refused(s, 'allied', { type: 'place', group: 'A', area: 5 }, '5.3');
    refused(s, 'allied', { type: 'place', group: 'A', area: 25 }, '5.3'); // only Group D may use Arras
    expect(isLegal(s, 'allied', { type: 'place', group: 'D', area: 25 })).toBe(true);
    play(s, 'allied', { type: 'place', group: 'A', area: 22 });
    expect(s.step).toEqual({ k: 'setup', side: 'german' });
    play(s, 'german', { type: 'place', group: 'A', area: 2 });
    expect(isLegal(s, 'allied', { type: 'place', group: 'B', area: 22 })).toBe(false); // one group per Area
  });

  it('5.3 setup ends when both sides have placed every group, and Turn 1 begins with Allied Momentum', () => {
    const s = game.setup({});
    while (s.step.k === 'setup') play(s, s.step.side, game.legalActions(s, s.step.side)[0]);
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('combat');
    expect(s.momentum).toBe('allied');
    for (let u = 0; u < UNITS.length; u++) if (!UNITS[u].optional) expect(s.loc[u]).toBeGreaterThan(0);
  });

  it('18.1 the historical setup puts every unit in its historical Area', () => {
    const s = historical();
    expect(where(s, '7RT-A')).toBe(22);
    expect(where(s, 'Rommel')).toBe(9);
    expect(where(s, '1-15Pz')).toBeLessThan(0); // 18.4 units only with their option
    expect(where(historical({ 'fifth-panzer': true }), '1-15Pz')).toBe(ZONE.A);
  });
});

describe('6.0 Sequence of play', () => {
  it('6.1.1 the Allies have Momentum on Turns 1 and 2, the Germans on Turns 6 and 7', () => {
    const s = historical();
    expect(s.momentum).toBe('allied');
    expect(s.germanBonus).toBe(false);
  });

  it('6.1.1 Momentum on Turns 3-5: +1 per white star Area held, -2 without Area 20, ties to the German player', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    s.phase = 'momentum';
    s.control[5] = 'allied';
    s.control[9] = 'allied';
    s.control[20] = 'german';
    s.step = { k: 'roll', purpose: 'momentum-phase', dice: 2 };
    s.rollsDone = [];
    expect(texts(dice(s, 4, 4))).toMatch(/Allied dr 4 = 4, German dr 4: German Momentum/);
    expect(s.momentum).toBe('german');
    expect(s.germanBonus).toBe(true); // 6.1.2
    expect(s.advantage).toBe('german');
    const t = emptyBoard(3, 'allied');
    put(t, 22, ['4RT-A']);
    put(t, 13, ['1-6']);
    t.control[5] = 'allied';
    t.step = { k: 'roll', purpose: 'momentum-phase', dice: 2 };
    dice(t, 4, 4); // +1 for Area 5
    expect(t.momentum).toBe('allied');
    expect(t.germanBonus).toBe(false);
  });

  it('6.2.1 Impulse 2 loses Momentum on a 1; from Impulse 6 on a 1-5', () => {
    for (const [impulse, dr, loses] of [
      [2, 1, true],
      [2, 2, false],
      [4, 3, true],
      [4, 4, false],
      [6, 5, true],
      [9, 6, false],
    ] as const) {
      const s = emptyBoard(3, 'allied');
      put(s, 22, ['4RT-A']);
      put(s, 13, ['1-6']);
      s.advantage = null;
      s.impulse = impulse;
      s.step = { k: 'roll', purpose: 'momentum', dice: 1 };
      dice(s, dr);
      expect(s.momentum).toBe(loses ? 'german' : 'allied');
    }
  });

  it('6.2.5 two consecutive Passes end the Combat Phase', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    play(s, 'allied', { type: 'pass' });
    expect(s.momentum).toBe('german');
    expect(s.phase).toBe('combat');
    play(s, 'german', { type: 'pass' });
    expect(s.phase).not.toBe('combat');
  });

  it('6.2.2 C a player with no Fresh units loses Momentum at once', () => {
    const s = emptyBoard(3, 'german');
    put(s, 22, ['4RT-A'], true);
    put(s, 13, ['1-6']);
    play(s, 'german', { type: 'pass' });
    expect(s.momentum).toBe('german'); // the Allies had no Fresh unit
  });

  it('6.4 the End Phase flips every unit Fresh, restores Reroll markers and advances the Turn', () => {
    const s = emptyBoard(1, 'allied');
    put(s, 22, ['4RT-A'], true);
    put(s, 23, ['4RT-B']);
    put(s, 13, ['1-6']);
    s.rerollMarker.allied = false;
    passBoth(s);
    expect(s.turn).toBe(2);
    expect(isSpent(s, '4RT-A')).toBe(false);
    expect(s.rerollMarker.allied).toBe(true);
  });
});

describe('13.0 The Advantage', () => {
  it('13.1B resetting the Impulse Track flips every Spent unit Fresh; once per side per Turn', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['4RT-A'], true);
    put(s, 23, ['4RT-B']);
    put(s, 13, ['1-6'], true);
    s.impulse = 3;
    s.step = { k: 'impulse-start' };
    play(s, 'allied', { type: 'reset' });
    expect(isSpent(s, '4RT-A') || isSpent(s, '1-6')).toBe(false);
    expect(s.impulse).toBe(1);
    expect(s.advantage).toBe(null); // 13.3 belongs to neither until the Impulse ends
    play(s, 'allied', { type: 'pass' });
    expect(s.advantage).toBe('german');
  });

  it('13.4 each side may reroll a Combat Resolution once per Turn with its Reroll marker', () => {
    const s = emptyBoard(3, 'allied');
    s.advantage = 'german';
    put(s, 25, ['4RT-A']);
    put(s, 5, ['2-6']);
    put(s, 14, ['1-3SS']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    dice(s, 1, 1, 6, 6);
    expect(game.legalActions(s, 'allied')).toEqual([{ type: 'accept' }, { type: 'reroll', using: 'marker' }]);
    play(s, 'allied', { type: 'reroll', using: 'marker' });
    dice(s, 1, 1, 6, 6);
    // The German player may reroll with the marker or the Advantage (13.1A).
    expect(game.legalActions(s, 'german').length).toBe(3);
    play(s, 'german', { type: 'accept' });
    expect(s.rerollMarker.allied).toBe(false);
  });

  it('13.2 the player with the Advantage may rally one unit without removing another', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    s.loc[idx('4RT-B')] = ELIMINATED;
    passBoth(s);
    // The Allied pass gave the Advantage? No: it is unused, so the Allies still hold it.
    expect(s.step).toEqual({ k: 'reorganize', side: 'allied' });
    expect(isLegal(s, 'allied', { type: 'rally', unit: '4RT-B', area: 22 })).toBe(true);
    play(s, 'allied', { type: 'rally', unit: '4RT-B', area: 22 });
    expect(where(s, '4RT-B')).toBe(22);
    expect(s.turn).toBe(4); // nothing else to do: the Turn ended
    expect(s.advantage).not.toBe('allied');
  });
});

describe('12.0 Reorganization', () => {
  it('12.1 a unit returns by permanently removing another eliminated unit of the same type', () => {
    const s = emptyBoard(3, 'allied');
    s.advantage = 'german';
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    for (const id of ['4RT-B', '7RT-C', '6DLI']) s.loc[idx(id)] = ELIMINATED;
    passBoth(s);
    refused(s, 'allied', { type: 'reorganize', unit: '4RT-B', remove: '6DLI', area: 22 }, '12.1');
    play(s, 'allied', { type: 'reorganize', unit: '4RT-B', remove: '7RT-C', area: 22 });
    expect(where(s, '4RT-B')).toBe(22);
    expect(where(s, '7RT-C')).toBe(REMOVED);
    expect(isSpent(s, '4RT-B')).toBe(false);
  });

  it('12.2 an eliminated Leader rolls for its fate: 1-2 killed, 3-4 back next Turn, 5-6 back now', () => {
    for (const [dr, fate] of [
      [2, KIA],
      [4, WOUNDED],
      [6, 22],
    ] as const) {
      const s = emptyBoard(3, 'allied');
      s.advantage = 'german';
      put(s, 22, ['4RT-A']);
      put(s, 13, ['1-6']);
      s.loc[idx('Martel')] = ELIMINATED;
      passBoth(s);
      expect(s.step).toEqual({ k: 'roll', purpose: 'leader-fate', dice: 1, unit: idx('Martel') });
      dice(s, dr);
      if (fate === 22) play(s, 'allied', { type: 'place-leader', unit: 'Martel', area: 22 });
      expect(where(s, 'Martel')).toBe(fate);
    }
  });

  it('9.4.4 units overrun stay on the Turn Track through the next Reorganization Phase', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    s.loc[idx('2-6')] = OVERRUN_TRACK;
    s.overrunUntil[idx('2-6')] = 4;
    passBoth(s);
    expect(where(s, '2-6')).toBe(OVERRUN_TRACK);
    expect(s.turn).toBe(4);
  });
});

describe('15.0 Releases', () => {
  it('15.2 / 15.3 the French roll on Turn 2; the Panzers follow a Turn later', () => {
    const s = historical();
    passBoth(s); // Turn 1 ends
    expect(s.step).toEqual({ k: 'roll', purpose: 'french-release', dice: 1 });
    dice(s, 5);
    expect(s.released['french-cavalry']).toBe(2);
    // Turn 2: no Panzer roll yet; Allied Momentum.
    expect(s.momentum).toBe('allied');
    passBoth(s);
    expect(s.step).toEqual({ k: 'roll', purpose: 'reserve-release', dice: 1 });
    dice(s, 1); // 9th Durham not yet
    expect(s.step).toEqual({ k: 'roll', purpose: 'panzer-release', dice: 1 });
    dice(s, 3);
    expect(s.released['panzer-25']).toBe(0);
    expect(s.step.k).toBe('roll'); // Momentum, Turn 3
    dice(s, 1, 6);
    passBoth(s);
    expect(s.released['panzer-25']).toBe(4); // automatic on Turn 4
    expect(s.released['british-reserve']).toBe(4);
  });

  it('15.3.1 an Allied move into Area 1 or 3 on Turn 1 or 2 gives the Panzer release roll +2', () => {
    const s = historical();
    s.alliesTurnedEast = true;
    s.released['french-cavalry'] = 2;
    s.turn = 3;
    s.step = { k: 'roll', purpose: 'panzer-release', dice: 1 };
    expect(texts(dice(s, 2))).toMatch(/\+2 \(15.3.1 Allies turn east\) = 4: the 25th Panzer Regiment is released/);
  });
});

describe('16.0 Victory', () => {
  it('16.2 VP Areas score 2 if Allied-Controlled and 1 if Contested, only with a path to Zone E', () => {
    const s = historical();
    s.control[5] = 'allied';
    s.control[6] = 'allied';
    s.control[4] = 'german';
    put(s, 4, ['4RT-A']);
    expect(turnVp(s).vp).toBe(2 + 1); // 6 controlled (path 6-5-25-24-29-E), 4 contested (path via 5)
    s.control[5] = 'german';
    s.control[25] = 'german';
    expect(turnVp(s).vp).toBe(0);
  });

  it('16.1.2 the German player wins automatically holding Arras while the Allies hold under two Areas south of the Scarpe', () => {
    const s = historical();
    s.control[25] = 'german';
    expect(automaticVictory(s)?.winner).toBe('german');
    s.control[5] = 'allied';
    s.control[10] = 'allied';
    expect(automaticVictory(s)).toBeNull();
  });

  it('16.1.1 the Allies win automatically with a Free Zone B traced to Zone E', () => {
    const s = historical();
    s.control[ZONE.B] = 'allied';
    expect(automaticVictory(s)).toBeNull();
    s.control[6] = 'allied';
    s.control[5] = 'allied';
    expect(automaticVictory(s)?.winner).toBe('allied');
  });

  it('16.3 the Allies need 10 VP at the end of Turn 7, counting losses', () => {
    const s = emptyBoard(7, 'german');
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    s.vp = 10;
    s.loc[idx('2-6')] = ELIMINATED;
    s.loc[idx('4RT-B')] = REMOVED;
    s.loc[idx('7RT-B')] = ELIMINATED;
    passBoth(s);
    // No reorganization possible for the lone eliminated German; Allied 4RT-B is gone.
    while (s.step.k === 'reorganize') play(s, s.step.side, { type: 'done' });
    expect(s.result?.winner).toBe('german'); // 10 + 1 - 2 = 9
    expect(s.vp).toBe(9);
  });
});

describe('17.1 Bids', () => {
  it('bids are secret until both are in, the higher bid takes the Allies and sets the VP needed', () => {
    const sess = new Session(game, { options: { bids: true, 'historical-setup': true } }, scriptedDice([]));
    expect(sess.toAct()).toEqual(['allied', 'german']);
    sess.act('german', { type: 'bid', vp: 12 });
    // The Allied seat's view is the same whatever the German bid is.
    const other = new Session(game, { options: { bids: true, 'historical-setup': true } });
    other.act('german', { type: 'bid', vp: 3 });
    expect(game.view(sess.state, 'allied')).toEqual(game.view(other.state, 'allied'));
    expect(game.view(sess.state, 'observer')).toEqual(game.view(other.state, 'observer'));
    expect((game.view(sess.state, 'allied') as { bids: unknown }).bids).toEqual({ allied: null, german: 'sealed' });
    expect(
      sess
        .visibleLog('allied')
        .map((e) => e.text)
        .join(' '),
    ).not.toContain('12');
    expect(sess.canUndo('german')).toBe(false);
    sess.act('allied', { type: 'bid', vp: 8 });
    expect(sess.state.swapped).toBe(true);
    expect(sess.state.vpNeeded).toBe(12);
    expect(game.seatOf!(sess.state, 'allied')).toBe('german');
  });
});

describe('18.2 Gort decides', () => {
  it('a low roll ends the game in a German victory unless the Allies spend the Advantage', () => {
    const s = emptyBoard(4, 'allied', { gort: true });
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    s.advantage = 'allied';
    s.vp = 2;
    play(s, 'allied', { type: 'pass' });
    play(s, 'german', { type: 'pass' });
    while (s.step.k === 'reorganize') play(s, s.step.side, { type: 'done' });
    expect(s.step).toEqual({ k: 'roll', purpose: 'gort', dice: 1 });
    dice(s, 3);
    expect(s.step.k).toBe('gort-mind');
    play(s, 'allied', { type: 'change-gort' });
    expect(s.turn).toBe(5);
    expect(s.result).toBeNull();
  });
});
