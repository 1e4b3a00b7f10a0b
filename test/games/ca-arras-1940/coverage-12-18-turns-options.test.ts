// Coverage of rules 12.0-18.6.3: reorganization, the Advantage, zones, releases, victory, bids and
// the optional rules.
import { describe, expect, it } from 'vitest';
import { ZONE } from '../../../src/games/ca-arras-1940/data.ts';
import { ELIMINATED, OVERRUN_TRACK, type ArrasState } from '../../../src/games/ca-arras-1940/state.ts';
import { dice, emptyBoard, game, idx, isLegal, play, put, refused, where } from './helpers.ts';

const acceptAll = (s: ArrasState) => {
  while (s.step.k === 'combat-reroll' || s.step.k === 'reroll-offer') play(s, s.step.who, { type: 'accept' });
};

/** Play Passes, 6s and 'done' until Turn `turn` has begun (stops at its first Momentum Phase decision). */
function advanceTo(s: ArrasState, turn: number, drs: number[] = []) {
  for (let i = 0; i < 200 && s.turn < turn && s.phase !== 'over'; i++) {
    const st = s.step;
    if (st.k === 'roll') dice(s, ...Array.from({ length: st.dice }, () => drs.shift() ?? 6));
    else if (st.k === 'reroll-offer' || st.k === 'combat-reroll') play(s, st.who, { type: 'accept' });
    else if (st.k === 'impulse') play(s, s.momentum, { type: 'pass' });
    else if (st.k === 'impulse-start') play(s, s.momentum, { type: 'roll-momentum' });
    else if (st.k === 'reorganize') play(s, st.side, { type: 'done' });
    else if (st.k === 'assault') play(s, s.momentum, { type: 'end' });
    else throw new Error(`advanceTo: unexpected step ${st.k}`);
  }
}

describe('12.0 Reorganization', () => {
  it('12.0 / 12.1 with no friendly uncontested Area holding a friendly unit, a unit returns in a friendly Zone', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['6DLI']);
    put(s, 5, ['2-6']);
    put(s, 0, ['4RT-A', '4RT-B']);
    play(s, 'allied', { type: 'pass' });
    play(s, 'german', { type: 'pass' });
    expect(s.step).toMatchObject({ k: 'reorganize', side: 'allied' });
    const areas = new Set(
      game
        .legalActions(s, 'allied')
        .filter((a) => a.type === 'reorganize')
        .map((a) => a.area),
    );
    expect(areas).toEqual(new Set([ZONE.D, ZONE.E, ZONE.F]));
  });

  it('12.2 Leaders neither reorganize other units nor are reorganized by them', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['8DLI']);
    put(s, 13, ['1-6']);
    put(s, 0, ['6DLI', '4RNF-2', 'Martel']);
    play(s, 'allied', { type: 'pass' });
    play(s, 'german', { type: 'pass' });
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'leader-fate' });
    dice(s, 3); // lightly wounded
    const acts = game.legalActions(s, 'allied');
    expect(acts.some((a) => a.unit === 'Martel' || a.remove === 'Martel')).toBe(false);
    expect(acts.some((a) => a.type === 'reorganize' && a.unit === '6DLI' && a.remove === '4RNF-2')).toBe(true);
  });
});

describe('13.0 The Advantage', () => {
  it('13.0 the Allied player begins the game with the Advantage', () => {
    expect(game.setup({}).advantage).toBe('allied');
  });

  it('13.1 / 13.1A / 13.3 the Advantage rerolls a Momentum dr once; it belongs to nobody until the Impulse ends, then to the opponent', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['4RT-A', '4RT-B']);
    put(s, 13, ['1-6']);
    s.impulse = 3;
    s.resetUsed.allied = true;
    s.step = { k: 'roll', purpose: 'momentum', dice: 1 };
    dice(s, 1);
    expect(s.step).toMatchObject({ k: 'reroll-offer', who: 'allied' });
    play(s, 'allied', { type: 'reroll', using: 'advantage' });
    expect(s.advantage).toBeNull();
    dice(s, 5); // a rerolled dr may not be rerolled again
    expect(s.step.k).toBe('impulse');
    expect(s.momentum).toBe('allied');
    play(s, 'allied', { type: 'assault', area: 22 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 23 });
    play(s, 'allied', { type: 'end' });
    expect(s.advantage).toBe('german');
  });

  it("13.1A the Defender holding the Advantage may demand a reroll of the Attacker's Momentum dr", () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    s.advantage = 'german';
    s.impulse = 2;
    s.step = { k: 'roll', purpose: 'momentum', dice: 1 };
    dice(s, 6);
    expect(s.step).toMatchObject({ k: 'reroll-offer', who: 'german' });
    play(s, 'german', { type: 'reroll', using: 'advantage' });
    dice(s, 1);
    expect(s.momentum).toBe('german');
    expect(s.advantage).toBe('allied'); // 13.3 it passes to the player who did not use it
  });

  it('13.2C Rally: the Advantage returns one unit without removing another', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['8DLI']);
    put(s, 13, ['1-6']);
    put(s, 0, ['6DLI']);
    play(s, 'allied', { type: 'pass' });
    play(s, 'german', { type: 'pass' });
    play(s, 'allied', { type: 'rally', unit: '6DLI', area: 22 });
    expect(where(s, '6DLI')).toBe(22);
  });

  it('13.4 the Attacker declares its reroll first, then the Defender; each rerolls a Combat Resolution once', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    dice(s, 1, 1, 6, 6);
    expect(s.step).toMatchObject({ k: 'combat-reroll', who: 'allied' });
    play(s, 'allied', { type: 'reroll', using: 'marker' });
    dice(s, 6, 6, 1, 1);
    expect(s.step).toMatchObject({ k: 'combat-reroll', who: 'german' });
    play(s, 'german', { type: 'reroll', using: 'marker' });
    dice(s, 1, 1, 6, 6);
    expect(s.step.k).not.toBe('combat-reroll'); // no further rerolls, though the Allies hold the Advantage
    expect(where(s, '4RT-A')).toBe(ELIMINATED);
  });
});

describe('14.0 Zones', () => {
  it('14.2 / 14.2.2 Allied units may not enter Zone C', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 8, ['4RT-A']);
    s.control[8] = 'allied';
    play(s, 'allied', { type: 'assault', area: 8 });
    refused(s, 'allied', { type: 'move', unit: '4RT-A', to: ZONE.C }, '14.2.2');
  });

  it('14.3 a Zone holds any number of units', () => {
    const s = emptyBoard(3, 'allied');
    put(s, ZONE.E, ['7RT-A', '7RT-B', '7RT-C', '8DLI', '4RNF-1', '260-65', '151-A']);
    put(s, 30, ['2RIF']);
    put(s, 13, ['1-6']);
    play(s, 'allied', { type: 'assault', area: 30 });
    play(s, 'allied', { type: 'move', unit: '2RIF', to: ZONE.E });
    expect(where(s, '2RIF')).toBe(ZONE.E);
  });

  it('14.4 no Overrun in a Zone', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 7, ['4RT-A', '4RT-B']);
    s.control[7] = 'allied';
    put(s, ZONE.B, ['2-6'], true);
    play(s, 'allied', { type: 'assault', area: 7 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: ZONE.B });
    play(s, 'allied', { type: 'move', unit: '4RT-B', to: ZONE.B });
    play(s, 'allied', { type: 'attack', area: ZONE.B });
    play(s, 'allied', { type: 'lead', unit: '4RT-A' });
    dice(s, 6, 6, 1, 1);
    acceptAll(s);
    expect(where(s, '2-6')).toBe(ELIMINATED);
    expect(s.step.k).not.toBe('overrun');
  });
});

describe('15.0 Releases', () => {
  it('15.0 / 15.1 the 9th Durham is released on a 4-6 on Turn 3, otherwise automatically on Turn 4', () => {
    const s = emptyBoard(2, 'allied');
    s.released['british-reserve'] = 0;
    put(s, ZONE.E, ['9DLI']);
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    advanceTo(s, 3);
    expect(s.step).toMatchObject({ purpose: 'reserve-release' });
    dice(s, 3);
    expect(s.released['british-reserve']).toBe(0);
    expect(isLegal(s, 'allied', { type: 'assault', area: ZONE.E })).toBe(false);
    advanceTo(s, 4);
    advanceTo(s, 5);
    expect(s.released['british-reserve']).toBe(4);
  });

  it('15.2 / 15.3 after a failed French roll on Turn 2 the French are released on Turn 3, and the Panzers roll on Turn 4', () => {
    const s = emptyBoard(1, 'allied');
    s.released = { 'french-cavalry': 0, 'panzer-25': 0, 'british-reserve': 0, 'fifth-panzer': 0 };
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    advanceTo(s, 2);
    expect(s.step).toMatchObject({ purpose: 'french-release' });
    dice(s, 2);
    advanceTo(s, 3);
    expect(s.released['french-cavalry']).toBe(3);
    expect(s.step).toMatchObject({ purpose: 'reserve-release' }); // no Panzer roll on Turn 3
    advanceTo(s, 4);
    expect(s.step).toMatchObject({ purpose: 'panzer-release' });
  });

  it('15.3 unreleased Panzers may not be activated and do not count as Fresh units for 6.2.2C', () => {
    const t = emptyBoard(3, 'german');
    t.released['panzer-25'] = 0;
    put(t, 19, ['1-25Pz']);
    put(t, 13, ['1-6']);
    put(t, 22, ['4RT-A']);
    expect(isLegal(t, 'german', { type: 'assault', area: 19 })).toBe(false);
    const u = emptyBoard(3, 'allied');
    u.released['panzer-25'] = 0;
    put(u, 19, ['1-25Pz']);
    put(u, 22, ['4RT-A']);
    put(u, 23, ['4RT-B']);
    play(u, 'allied', { type: 'pass' });
    expect(u.momentum).toBe('allied'); // the German player has no released Fresh unit: Momentum returns at once
  });
});

describe('16.0 Victory', () => {
  it('16.0 / 16.1 an Automatic Victory ends the game in the End Phase, before the VP tally', () => {
    const s = emptyBoard(3, 'german');
    put(s, 25, ['1-6']);
    s.control[25] = 'german';
    put(s, 22, ['4RT-A']);
    play(s, 'german', { type: 'pass' });
    play(s, 'allied', { type: 'pass' });
    expect(s.result).toMatchObject({ winner: 'german', kind: 'automatic' });
    expect(s.turn).toBe(3);
  });

  it('16.2 a VP Area Allied-Controlled but Contested scores 2; the final tally counts overrun units as lost', () => {
    const s = emptyBoard(7, 'german');
    put(s, 6, ['6DLI', '1-6']);
    s.control[6] = 'allied';
    s.control[5] = 'allied';
    put(s, 22, ['4RT-A']);
    put(s, OVERRUN_TRACK, ['2-6']);
    s.overrunUntil[idx('2-6')] = 8;
    expect((game.view(s, 'allied') as { vpThisTurn: number }).vpThisTurn).toBe(2);
    play(s, 'german', { type: 'pass' });
    play(s, 'allied', { type: 'pass' });
    expect(s.vp).toBe(2 + 1); // 2 for Area 6, +1 for the overrun 2/6 on the Turn Track
  });
});

describe('17.0 Side determination', () => {
  it('17.0 / 17.1 bids are whole VP from 0 to 30; tie bids are settled by a die roll', () => {
    const s = game.setup({ options: { bids: true } });
    const bids = game.legalActions(s, 'allied').map((a) => a.vp);
    expect(bids).toEqual(Array.from({ length: 31 }, (_, i) => i));
    refused(s, 'allied', { type: 'bid', vp: 31 }, '17.1');
    play(s, 'allied', { type: 'bid', vp: 12 });
    play(s, 'german', { type: 'bid', vp: 12 });
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'bid-tie' });
    dice(s, 5);
    expect(s.swapped).toBe(true); // the German seat commands the Allies
    expect(s.vpNeeded).toBe(12);
  });
});

describe('18.0 Optional rules', () => {
  it('18.0 every optional rule is a setup option', () => {
    expect(game.options.map((o) => o.rule).sort()).toEqual(['17.1', '18.1', '18.1.1', '18.2', '18.3', '18.4', '18.5', '18.6.1', '18.6.2']);
  });

  it('18.1.1 no Allied move into, or bombardment of, Area 1 or 3 on Turn 1', () => {
    const s = emptyBoard(1, 'allied', { 'historical-attack-path': true });
    put(s, 26, ['4RT-A', '92-365']);
    put(s, 3, ['1-78']);
    expect(isLegal(s, 'allied', { type: 'bombard', target: 3, artillery: '92-365' })).toBe(false);
    play(s, 'allied', { type: 'assault', area: 26 });
    refused(s, 'allied', { type: 'move', unit: '4RT-A', to: 3 }, '18.1.1');
    const t = emptyBoard(2, 'allied', { 'historical-attack-path': true });
    put(t, 26, ['4RT-A', '92-365']);
    put(t, 3, ['1-78']);
    expect(isLegal(t, 'allied', { type: 'bombard', target: 3, artillery: '92-365' })).toBe(true);
  });

  it("18.2.1 only the Allied player may use the Advantage to change Gort's mind", () => {
    const s = emptyBoard(4, 'german', { gort: true });
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    s.advantage = 'german';
    play(s, 'german', { type: 'pass' });
    play(s, 'allied', { type: 'pass' });
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'gort' });
    dice(s, 1);
    expect(s.result).toMatchObject({ winner: 'german' });
  });

  it('18.3 Rommel turns north: +1 per Area 1/3 Contested, +2 per Area Controlled; 6+ lifts 8.3.2 but not Zones D-F', () => {
    const s = emptyBoard(3, 'german', { 'rommel-north': true });
    put(s, 20, ['1-6']);
    put(s, 13, ['2-6']);
    put(s, 30, ['4GH']);
    s.phase = 'momentum';
    s.reached = { 1: 1, 3: 2 };
    s.step = { k: 'roll', purpose: 'rommel-north', dice: 1 };
    dice(s, 3); // 3 + 3 = 6
    expect(s.rommelNorth).toBe(true);
    dice(s, 1, 6); // Momentum: German
    expect(s.momentum).toBe('german');
    play(s, 'german', { type: 'assault', area: 20 });
    expect(isLegal(s, 'german', { type: 'move', unit: '1-6', to: 21 })).toBe(true);
    refused(s, 'german', { type: 'move', unit: '1-6', to: ZONE.D }, '14.2.1');
    const t = emptyBoard(3, 'german', { 'rommel-north': true });
    t.reached = { 1: 1, 3: 2 };
    t.phase = 'momentum';
    t.step = { k: 'roll', purpose: 'rommel-north', dice: 1 };
    put(t, 13, ['2-6']);
    put(t, 30, ['4GH']);
    dice(t, 2); // 5
    expect(t.rommelNorth).toBe(false);
  });

  it('18.4 the 5th Panzer units roll on Turn 6 (5-6) and Turn 7 (4-6); unreleased they stay in Zone A', () => {
    const s = emptyBoard(5, 'allied', { 'fifth-panzer': true });
    put(s, ZONE.A, ['1-15Pz', '2-15Pz', '1-13']);
    put(s, 13, ['1-6']);
    put(s, 22, ['4RT-A']);
    advanceTo(s, 6);
    expect(s.step).toMatchObject({ purpose: 'fifth-panzer' });
    dice(s, 4);
    expect(isLegal(s, 'german', { type: 'assault', area: ZONE.A })).toBe(false);
    advanceTo(s, 7);
    expect(s.step).toMatchObject({ purpose: 'fifth-panzer' });
    dice(s, 4);
    expect(isLegal(s, 'german', { type: 'assault', area: ZONE.A })).toBe(true);
  });

  it('18.4 an Allied assault on Area 1 before Turn 6 releases the 5th Panzer units at the start of Turn 6', () => {
    const s = emptyBoard(5, 'allied', { 'fifth-panzer': true });
    put(s, ZONE.A, ['1-15Pz', '2-15Pz', '1-13']);
    put(s, 1, ['1-6']);
    put(s, 27, ['2CAM', '4GH']);
    play(s, 'allied', { type: 'assault', area: 27 });
    play(s, 'allied', { type: 'move', unit: '2CAM', to: 1 });
    play(s, 'allied', { type: 'attack', area: 1 });
    dice(s, 1, 1, 6, 6); // Repulse
    acceptAll(s);
    advanceTo(s, 6);
    expect(s.released['fifth-panzer']).toBe(6);
  });

  it('18.5 / 18.5E British and French attacking together -1; Martel adds nothing to an all-French attack', () => {
    const s = emptyBoard(3, 'allied', { coordination: true });
    put(s, 25, ['3DLM', '4RT-A']);
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '3DLM', to: 5 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    play(s, 'allied', { type: 'lead', unit: '3DLM' });
    expect(s.combat!.av).toBe(6 + 1 - 1);
    const t = emptyBoard(3, 'allied', { coordination: true });
    put(t, 25, ['3DLM', '13BCC-1', 'Martel']);
    put(t, 5, ['2-6']);
    play(t, 'allied', { type: 'assault', area: 25 });
    for (const u of ['3DLM', '13BCC-1', 'Martel']) play(t, 'allied', { type: 'move', unit: u, to: 5 });
    play(t, 'allied', { type: 'attack', area: 5 });
    play(t, 'allied', { type: 'lead', unit: '3DLM' });
    expect(t.combat!.av).toBe(6 + 1);
  });

  it('18.6 Air Bombardment: AV the marker (+1 over four units), DV the TEM; any Area but no Zone; once per Turn', () => {
    const s = emptyBoard(2, 'allied', { 'allied-air': true });
    put(s, 22, ['4RT-A']);
    put(s, 10, ['2-6']);
    put(s, ZONE.B, ['1-6']);
    expect(isLegal(s, 'allied', { type: 'air', target: ZONE.B })).toBe(false);
    play(s, 'allied', { type: 'air', target: 10 });
    expect(s.combat!.av).toBe(3);
    expect(s.combat!.dv).toBe(2);
    dice(s, 1, 1, 6, 6);
    acceptAll(s);
    while (s.step.k === 'voluntary-retreat') play(s, s.step.side, { type: 'done' });
    s.step = { k: 'impulse' };
    expect(isLegal(s, 'allied', { type: 'air', target: 10 })).toBe(false); // used this Turn
  });

  it('18.6.1 the German Air marker arrives at the start of Turn 4', () => {
    const s = emptyBoard(3, 'german', { 'german-air': true });
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    expect(s.air.german).toBe(false);
    advanceTo(s, 4);
    expect(s.air.german).toBe(true);
  });

  it('18.6.2 the Allied Air marker serves on Turns 1-3 and is withdrawn in the End Phase of Turn 3', () => {
    const s = emptyBoard(3, 'allied', { 'allied-air': true });
    put(s, 22, ['4RT-A']);
    put(s, 13, ['1-6']);
    expect(s.air.allied).toBe(true);
    advanceTo(s, 4);
    expect(s.air.allied).toBe(false);
  });

  it('18.6.3 a mistaken air attack costs the attacker half its DR', () => {
    const s = emptyBoard(2, 'allied', { 'allied-air': true });
    put(s, 5, ['6DLI', '4RNF-2']);
    put(s, 5, ['2-6', '1-6']);
    play(s, 'allied', { type: 'air', target: 5 });
    play(s, 'allied', { type: 'primary', unit: '2-6' });
    dice(s, 3, 3, 2, 4); // equal DRs (6 = 6) in a Contested Area; AT 9 > DT 7
    acceptAll(s);
    while (s.step.k === 'absorb' || s.step.k === 'voluntary-retreat') {
      const side = game.toAct(s)[0];
      play(s, side, s.step.k === 'absorb' ? game.legalActions(s, side)[0] : { type: 'done' });
    }
    expect(s.step.k).toBe('primary');
    expect(game.toAct(s)).toEqual(['german']); // the Defender picks the unintentional Primary Target
    play(s, 'german', { type: 'primary', unit: '6DLI' });
    expect(s.combat!.apLeft).toBe(3); // half of 6
    expect(game.toAct(s)).toEqual(['allied']);
  });
});
