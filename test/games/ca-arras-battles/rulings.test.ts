// Rulings of issue 17 (the Battles edition read against its rulebook): 13.5 Gort's modifiers by
// control, 13.6 with 13.2, 2.1.4 / 7.1 bombardment of blue sectors, 13.4 Group M held in Cambrai,
// 8.1 supporting artillery flipped after the assault.
import { describe, expect, it } from 'vitest';
import { ZONE } from '../../../src/games/ca-arras-battles/data.ts';
import { automaticVictory, gortModifier, victoryPoints } from '../../../src/games/ca-arras-battles/rules/11-victory.ts';
import type { BattlesState } from '../../../src/games/ca-arras-battles/state.ts';
import { assault, dice, emptyBoard, game, isLegal, isSpent, play, put, refused, texts, where } from './helpers.ts';

/** Pass twice and skip the reorganizations: the Final Phase of the turn. */
function toFinalPhase(s: BattlesState) {
  play(s, s.momentum, { type: 'pass' });
  play(s, s.momentum, { type: 'pass' });
  while (s.step.k === 'reorganize') play(s, s.step.side, { type: 'done' });
}

describe('13.5 Gort: control and contest as the book defines them', () => {
  it('13.5 (14.2.3d: also in the historical setup) +2 for an Allied-controlled sector 3, 5 or 7 with no unit in it (5.1.4: control stays until a German unit enters)', () => {
    const s = emptyBoard(4, 'german');
    expect(s.options.historicalSetup).toBe(true);
    put(s, 22, ['8DLI-1']);
    put(s, 9, ['1-6']);
    s.control[5] = 'allied'; // 4GH-1 went 25 -> 5 -> 25: Sector 5 stays Allied
    expect(gortModifier(s)).toBe(2);
    toFinalPhase(s);
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'gort' });
    const log = dice(s, 5); // 5 + 2 = 7
    expect(texts(log)).toMatch(/dr 5 \+2 = 7: the offensive goes on/);
    expect(s.result).toBeNull();
  });

  it('13.5 +2 for a sector held by French units only ("le joueur Britannique" is the Allied player)', () => {
    const s = emptyBoard(4, 'german');
    put(s, 7, ['13BCC-1']);
    expect(s.control[7]).toBe('allied');
    expect(gortModifier(s)).toBe(2);
  });

  it('13.5 +1 for a German-controlled sector the Allies contest (5.1.5.a), +2 once they control it, never both', () => {
    const s = emptyBoard(4, 'german');
    put(s, 3, ['2-6']);
    put(s, 3, ['13BCC-1']);
    expect(s.control[3]).toBe('german');
    expect(gortModifier(s)).toBe(1);
    s.control[3] = 'allied'; // Contested and Allied-controlled: control gives +2, not 3
    expect(gortModifier(s)).toBe(2);
    s.control[3] = 'german';
    put(s, 5, ['4GH-1']);
    put(s, 7, ['8DLI-2']);
    expect(gortModifier(s)).toBe(1 + 2 + 2);
  });
});

describe('13.6 and 13.2: blue sectors lost cost VP only once Rommel has turned north', () => {
  it('13.6 a Panzer in Zone D under 13.2 costs no VP before Rommel turns north; once he has, each blue sector or zone German costs 1', () => {
    const s = emptyBoard(4, 'german');
    put(s, 3, ['8DLI-1']); // Tilloy, a German sector held next to 26
    expect(victoryPoints(s).vp).toBe(1);
    put(s, ZONE.D, ['1-25']); // 13.2: the Panzers enter by Zone D, an exception to 2.1.4
    expect(s.control[ZONE.D]).toBe('german');
    expect(victoryPoints(s).vp).toBe(1);
    expect(automaticVictory(s)).toBeNull(); // 11.1: the Allies still have a VP
    s.rommelNorth = true; // 2.1.3: zones follow the sectors' rules, so Zone D now counts
    expect(victoryPoints(s).vp).toBe(0);
    expect(automaticVictory(s)?.winner).toBe('german');
  });
});

describe('2.1.4 / 7.1 German bombardment of blue sectors', () => {
  it('2.1.4 German artillery may not bombard Arras (blue) until Rommel turns north; black sectors stay open (7.1)', () => {
    const s = emptyBoard(3, 'german');
    put(s, 10, ['1-78']);
    put(s, 25, ['8DLI-1']);
    put(s, 5, ['8DLI-2']);
    expect(isLegal(s, 'german', { type: 'bombard', artillery: '1-78', target: 25 })).toBe(false);
    refused(s, 'german', { type: 'bombard', artillery: '1-78', target: 25 }, '2.1.4');
    expect(isLegal(s, 'german', { type: 'bombard', artillery: '1-78', target: 5 })).toBe(true);
    s.rommelNorth = true; // 13.6 lifts 5.1.2 / 2.1.4
    expect(isLegal(s, 'german', { type: 'bombard', artillery: '1-78', target: 25 })).toBe(true);
  });
});

describe('13.4 Group M stays in Cambrai', () => {
  it('13.4 unreleased 5th Panzer units in Zone A are offered no voluntary retreat (6.6.3) out of Cambrai', () => {
    const s = emptyBoard(5, 'allied');
    s.released.fifth = 0;
    put(s, ZONE.A, ['1-15', '1-13']);
    put(s, 2, ['7RT-A']);
    assault(s, 'allied', 2, [['7RT-A', ZONE.A]], ZONE.A);
    play(s, 'german', { type: 'advanced', unit: '1-15' });
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'combat' });
    dice(s, 1, 1, 6, 6); // a failure
    expect(s.step.k).not.toBe('voluntary-retreat');
    expect(where(s, '1-15')).toBe(ZONE.A);
    expect(where(s, '1-13')).toBe(ZONE.A);
  });

  it('13.4 once released, the 5th Panzer units may retreat like any unit', () => {
    const s = emptyBoard(6, 'allied');
    put(s, ZONE.A, ['1-15', '1-13']);
    put(s, 2, ['7RT-A']);
    assault(s, 'allied', 2, [['7RT-A', ZONE.A]], ZONE.A);
    play(s, 'german', { type: 'advanced', unit: '1-15' });
    dice(s, 1, 1, 6, 6);
    expect(s.step.k).toBe('voluntary-retreat');
  });
});

describe('8.1 the supporting artillery is Fatiguée after the assault', () => {
  it('8.1 artillery supporting its own sector absorbs losses as a Fraîche unit and flips only after the assault', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['1-6', '1-78']);
    put(s, 25, ['7RT-A']);
    assault(s, 'allied', 25, [['7RT-A', 5]], 5);
    expect(s.step).toEqual({ k: 'support', side: 'german' }); // 8.0.1 the player without the Advantage first
    play(s, 'german', { type: 'support', unit: '1-78' });
    expect(isSpent(s, '1-78')).toBe(false);
    expect(s.step).toMatchObject({ k: 'roll', dice: 5 });
    // TA 6 + 6 + 6 = 18; TD 3 + 1 (MET) + 2 + 2 + 2 = 10: 8 PP against 5 + 5 = 10 (was 5 + 2 = 7: all eliminated).
    dice(s, 6, 6, 2, 2, 2);
    expect(s.combat!.pp).toBe(8);
    expect(s.step.k).toBe('absorb');
    expect(isSpent(s, '1-78')).toBe(false);
    while (s.step.k === 'absorb' || s.step.k === 'voluntary-retreat') {
      const acts = game.legalActions(s, 'german');
      play(s, 'german', acts.find((a) => a.type === 'done') ?? acts[0]);
    }
    if (where(s, '1-78') > 0) expect(isSpent(s, '1-78')).toBe(true);
  });
});
