// 6.0 Assault, 7.0 Bombardment, 8.0 Combat support.
import { describe, expect, it } from 'vitest';
import { ELIMINATED, type BattlesState } from '../../../src/games/ca-arras-battles/state.ts';
import { ZONE } from '../../../src/games/ca-arras-battles/data.ts';
import { assault, dice, emptyBoard, game, idx, isLegal, isSpent, legalTypes, noSupport, play, put, refused, texts, where } from './helpers.ts';

/** Allied 7RT-A and 8DLI-1 from Arras into Beaurains (5) against 1-6; the tank leads. */
function tankAssault(s: BattlesState) {
  put(s, 25, ['7RT-A', '8DLI-1']);
  const log = assault(
    s,
    'allied',
    25,
    [
      ['7RT-A', 5],
      ['8DLI-1', 5],
    ],
    5,
  );
  log.push(...play(s, 'allied', { type: 'spearhead', unit: '7RT-A' }));
  noSupport(s);
  return log;
}

/** 1/6 (Fraîche, Unité Avancée) and 2/6 (Fatiguée) in Beaurains under the tank assault, the dice due. */
function freshAndSpentDefenders(): BattlesState {
  const s = emptyBoard(3, 'allied');
  put(s, 5, ['1-6']);
  put(s, 5, ['2-6'], true);
  tankAssault(s);
  play(s, 'german', { type: 'advanced', unit: '1-6' });
  noSupport(s);
  return s;
}

function skipVoluntary(s: BattlesState) {
  if (s.step.k === 'voluntary-retreat') play(s, 'german', { type: 'done' });
}

describe('6.1-6.3 assault values', () => {
  it('6.1 the attacker chooses the Unité de Pointe, then the defender the Unité Avancée; 6.2 A/B VA = spearhead + 1 per other unit', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['1-6', '6-AT']);
    put(s, 25, ['7RT-A', '8DLI-1']);
    assault(
      s,
      'allied',
      25,
      [
        ['7RT-A', 5],
        ['8DLI-1', 5],
      ],
      5,
    );
    expect(s.step.k).toBe('spearhead');
    refused(s, 'allied', { type: 'spearhead', unit: '1-6' }, '6.1');
    play(s, 'allied', { type: 'spearhead', unit: '7RT-A' });
    expect(s.step.k).toBe('advanced');
    play(s, 'german', { type: 'advanced', unit: '6-AT' });
    expect(s.combat!.av).toBe(7); // 6 + 1
    // 6.3 A/B/C: 3 (6 AT) + 1 (Fresh 1/6) + MET 1
    expect(s.combat!.dv).toBe(5);
  });

  it('6.2 C -1 for British and French units in the same assault; 6.3 D +2 for Rommel; the log names each term, in English and French', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['1-6', 'Rommel']);
    put(s, 25, ['7RT-A', '13BCC-1']);
    assault(
      s,
      'allied',
      25,
      [
        ['7RT-A', 5],
        ['13BCC-1', 5],
      ],
      5,
    );
    const log = play(s, 'allied', { type: 'spearhead', unit: '7RT-A' });
    expect(s.combat!.advanced).toBe(idx('1-6')); // a leader is not the Unité Avancée while other units defend
    expect(s.combat!.av).toBe(6); // 6 + 1 - 1
    expect(s.combat!.dv).toBe(3 + 1 + 1 + 2); // 1/6, Fresh Rommel, MET, Rommel
    expect(log.filter((e) => e.rule === '6.2').map((e) => [e.text, e.texts?.fr])).toEqual([
      [
        'Attack Value (VA) 6 (6 7 Royal Tank A +1 other units -1 mixed nationalities); Defense Value (VD) 7 (3 7th Pz. 1/6 RR +1 Fresh units +1 TEM +2 Rommel).',
        "Valeur d'Attaque (VA) 6 (6 7 Royal Tank A +1 autres unités -1 nationalités mêlées) ; Valeur de Défense (VD) 7 (3 7th Pz. 1/6 RR +1 unités Fraîches +1 MET +2 Rommel).",
      ],
    ]);
  });

  it('6.2 E -1 when the attackers crossed a river', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 3, ['1-6']);
    put(s, 26, ['7RT-A']);
    assault(s, 'allied', 26, [['7RT-A', 3]], 3);
    expect(s.combat!.av).toBe(5);
    expect(texts([]) + JSON.stringify(s.combat)).toContain('"av":5');
  });
});

describe('6.4 results', () => {
  it('6.4.1 failure: the Unité de Pointe is eliminated, the others are Fatiguées and go back; the Initiative passes', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['1-6']);
    tankAssault(s);
    dice(s, 1, 1, 6, 6);
    skipVoluntary(s);
    expect(where(s, '7RT-A')).toBe(ELIMINATED);
    expect(where(s, '8DLI-1')).toBe(25);
    expect(isSpent(s, '8DLI-1')).toBe(true);
    expect(s.momentum).toBe('german'); // 4.3 C
  });

  it('6.4.1 TA = TD is a failure', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['1-6']);
    tankAssault(s);
    // VA 7, VD 4: 7 + 2 = 9 vs 4 + 5 = 9
    const log = dice(s, 1, 1, 2, 3);
    expect(texts(log)).toMatch(/Failure \(TA 9 ≤ TD 9\)/);
  });

  it('6.4.1 armored units that entered from a sector with enemy units are eliminated after a failure', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['7RT-A', '7RT-B']);
    put(s, 5, ['2-6'], true);
    put(s, 4, ['1-6']);
    assault(
      s,
      'allied',
      5,
      [
        ['7RT-A', 4],
        ['7RT-B', 4],
      ],
      4,
    );
    play(s, 'allied', { type: 'spearhead', unit: '7RT-A' });
    noSupport(s);
    dice(s, 1, 1, 6, 6);
    expect(where(s, '7RT-B')).toBe(ELIMINATED);
  });

  it('6.4.2 success: the attackers are Fatiguées and the defender absorbs TA - TD Points de Pertes', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['1-6', '2-6', '6-AT']);
    tankAssault(s);
    play(s, 'german', { type: 'advanced', unit: '1-6' });
    noSupport(s);
    // VA 7, VD 3 + 2 + 1 = 6: 7 + 5 = 12 vs 6 + 4 = 10: 2 PP
    dice(s, 2, 3, 2, 2);
    expect(s.step.k).toBe('absorb');
    expect(s.combat!.ppLeft).toBe(2);
    expect(isSpent(s, '7RT-A') && isSpent(s, '8DLI-1')).toBe(true);
    // 6.4.2.a the Unité Avancée takes the first PP.
    expect(legalTypes(s, 'german').length).toBeGreaterThan(0);
    refused(s, 'german', { type: 'absorb', unit: '2-6', how: 'flip' }, '6.4.2.a');
    play(s, 'german', { type: 'absorb', unit: '1-6', how: 'flip' });
    expect(isSpent(s, '1-6')).toBe(true);
  });

  it('6.4.2.a clarification: when no exact loss exists the defender exceeds it', () => {
    const s = freshAndSpentDefenders();
    // VA 7, VD 3 + 1 = 4: 7 + 4 = 11 vs 4 + 4 = 8: 3 PP, impossible exactly with the lead first: 4.
    const log = dice(s, 2, 2, 2, 2);
    expect(texts(log)).toMatch(/must take 4/);
    expect(s.combat!.ppLeft).toBe(4);
  });

  it('6.4.2.a Points de Pertes: Fraîche eliminated 5; more PP than the defenders can absorb eliminates them all', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['1-6']);
    put(s, 4, ['2-6']);
    tankAssault(s);
    // 7 + 12 = 19 vs 4 + 2 = 6: 13 PP > 5
    dice(s, 6, 6, 1, 1);
    expect(where(s, '1-6')).toBe(ELIMINATED);
    expect(s.control[5]).toBe('allied');
  });
});

describe('6.5 Débordement', () => {
  it('6.5 an armored Unité de Pointe that eliminates every defender lets units with italic attack move on or assault again', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['1-6']);
    put(s, 4, ['2-6']);
    tankAssault(s);
    dice(s, 6, 6, 1, 1);
    expect(s.step.k).toBe('overrun');
    expect(isLegal(s, 'allied', { type: 'move', unit: '7RT-A', to: 4 })).toBe(true); // enter and assault, whatever the MF
    expect(isLegal(s, 'allied', { type: 'move', unit: '8DLI-1', to: 4 })).toBe(false); // infantry attack factor is not italic
    play(s, 'allied', { type: 'move', unit: '7RT-A', to: 4 });
    play(s, 'allied', { type: 'attack', area: 4 });
    expect(s.combat!.kind).toBe('overrun');
  });

  it('6.5.1 no Débordement into a sector with a square Identifier', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 3, ['1-6']);
    put(s, 25, ['7RT-A']);
    assault(s, 'allied', 25, [['7RT-A', 3]], 3);
    noSupport(s);
    const log = dice(s, 6, 6, 1, 1);
    expect(texts(log)).toMatch(/square Identifier: no Débordement/);
    expect(s.step.k).not.toBe('overrun');
  });

  it('6.5.1 no Débordement when attackers and defenders began the impulse in the same sector (5.2.1 assault in place)', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['7RT-A', '8DLI-1']);
    put(s, 5, ['1-6']);
    play(s, 'allied', { type: 'activate', area: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    expect(s.step.k).toBe('attack-select');
    play(s, 'allied', { type: 'join', unit: '7RT-A' });
    play(s, 'allied', { type: 'resolve' });
    noSupport(s);
    const log = dice(s, 6, 6, 1, 1);
    expect(texts(log)).toMatch(/same sector: no Débordement/);
    expect(isSpent(s, '8DLI-1')).toBe(false); // did not take part
  });
});

describe('6.6 retreats', () => {
  it('6.6.2 a Fatiguée defender may retreat for 2 PP to a sector chosen by the priorities', () => {
    const s = freshAndSpentDefenders();
    dice(s, 2, 3, 2, 2); // 12 vs 8: 4 PP
    play(s, 'german', { type: 'absorb', unit: '1-6', how: 'flip' });
    const retreats = legalTypes(s, 'german');
    expect(retreats).toContain('absorb');
    play(s, 'german', { type: 'absorb', unit: '2-6', how: 'retreat', to: 4 });
    expect(where(s, '2-6')).toBe(4);
  });

  it('6.6.3 defenders may retreat voluntarily after the assault, even if the attacker failed; they are Fatiguées', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['1-6']);
    tankAssault(s);
    dice(s, 1, 1, 6, 6);
    expect(s.step.k).toBe('voluntary-retreat');
    play(s, 'german', { type: 'retreat', unit: '1-6', to: 4 });
    expect(where(s, '1-6')).toBe(4);
    expect(isSpent(s, '1-6')).toBe(true);
  });
});

describe('7.0 Bombardment', () => {
  it('7.1 German artillery bombards sectors south of the Scarpe; zones cannot be bombarded', () => {
    const s = emptyBoard(3, 'german');
    put(s, 10, ['1-78']);
    put(s, 5, ['8DLI-1']);
    put(s, 23, ['8DLI-2']);
    put(s, ZONE.B, ['8DLI-3']);
    expect(isLegal(s, 'german', { type: 'bombard', artillery: '1-78', target: 5 })).toBe(true);
    expect(isLegal(s, 'german', { type: 'bombard', artillery: '1-78', target: 23 })).toBe(false);
    refused(s, 'german', { type: 'bombard', artillery: '1-78', target: ZONE.B }, '7.1');
  });

  it('7.1 Allied artillery north of the Scarpe reaches sectors north of or along it; south of it, any sector', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 24, ['92-365']);
    put(s, 3, ['1-6']);
    put(s, 4, ['2-6']);
    expect(isLegal(s, 'allied', { type: 'bombard', artillery: '92-365', target: 3 })).toBe(true);
    expect(isLegal(s, 'allied', { type: 'bombard', artillery: '92-365', target: 4 })).toBe(false);
    put(s, 25, ['92-365']);
    expect(isLegal(s, 'allied', { type: 'bombard', artillery: '92-365', target: 4 })).toBe(true);
  });

  it('7.2 TA = attack factor + DR against MET + the strongest defender + DR; 7.3 losses as 6.4.2.a, the first on the strongest; 7.0 two artillery of a sector bombard different sectors', () => {
    const s = emptyBoard(3, 'german');
    put(s, 10, ['1-78', '2-78']);
    put(s, 5, ['8DLI-1', '260-65']);
    put(s, 18, ['8DLI-2']);
    play(s, 'german', { type: 'bombard', artillery: '1-78', target: 5 });
    expect(s.combat!.dv).toBe(1 + 4); // MET 1 + 260/65 AT defense 4
    dice(s, 6, 6, 1, 1); // 15 vs 7: 8 PP
    expect(s.step.k).toBe('absorb');
    // 7.3: the first PP on the strongest unit.
    refused(s, 'allied', { type: 'absorb', unit: '8DLI-1', how: 'flip' }, '6.4.2.a');
    play(s, 'allied', { type: 'absorb', unit: '260-65', how: 'flip' });
    while (s.step.k === 'absorb') play(s, 'allied', game.legalActions(s, 'allied')[0]);
    expect(s.step.k).toBe('bombard-second');
    expect(isLegal(s, 'german', { type: 'bombard', artillery: '2-78', target: 5 })).toBe(false);
    expect(isLegal(s, 'german', { type: 'bombard', artillery: '2-78', target: 18 })).toBe(true);
    expect(isSpent(s, '1-78')).toBe(true);
  });

  it('4.3 C a failed bombardment hands the Initiative over', () => {
    const s = emptyBoard(3, 'german');
    put(s, 10, ['1-78']);
    put(s, 5, ['8DLI-1']);
    play(s, 'german', { type: 'bombard', artillery: '1-78', target: 5 });
    dice(s, 1, 1, 6, 6);
    expect(s.momentum).toBe('allied');
  });
});

describe('8.0 Combat support', () => {
  it('8.0 / 8.3 a third die; 8.0.1 the player without the Advantage chooses first; 8.3.4 the counter is discarded', () => {
    const s = emptyBoard(3, 'allied');
    s.air = { allied: 2, german: 1 };
    put(s, 5, ['1-6']);
    put(s, 25, ['7RT-A']);
    assault(s, 'allied', 25, [['7RT-A', 5]], 5);
    expect(s.step).toEqual({ k: 'support', side: 'german' }); // the Allies hold the Advantage
    play(s, 'german', { type: 'support', air: true });
    play(s, 'allied', { type: 'support', air: true });
    expect(s.air).toEqual({ allied: 1, german: 0 });
    expect(s.step).toMatchObject({ k: 'roll', dice: 6 });
  });

  it('8.3 Allied air support only for assaults with British units', () => {
    const s = emptyBoard(3, 'allied');
    s.air = { allied: 2, german: 0 };
    put(s, 5, ['1-6']);
    put(s, 25, ['13BCC-1']);
    assault(s, 'allied', 25, [['13BCC-1', 5]], 5);
    expect(s.step.k).toBe('roll'); // French only: no support offered
  });

  it('8.1 artillery supports within two sectors from a Libre sector, only in its own if Contested; by nationality', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['1-6']);
    put(s, 25, ['7RT-A']);
    put(s, 24, ['92-365']); // 24 -> 25 -> 5: two sectors
    put(s, 27, ['92-368']); // three sectors away
    put(s, 10, ['SS-Art']); // SS artillery: no SS unit engaged
    assault(s, 'allied', 25, [['7RT-A', 5]], 5);
    expect(s.step).toEqual({ k: 'support', side: 'allied' });
    expect(isLegal(s, 'allied', { type: 'support', unit: '92-365' })).toBe(true);
    expect(isLegal(s, 'allied', { type: 'support', unit: '92-368' })).toBe(false);
    play(s, 'allied', { type: 'support', unit: '92-365' });
    expect(s.step).toMatchObject({ k: 'roll', dice: 5 });
    expect(isSpent(s, '92-365')).toBe(false); // "ensuite Fatiguée": once the assault is resolved
    dice(s, 1, 1, 1, 6, 6); // a failure
    skipVoluntary(s);
    expect(isSpent(s, '92-365')).toBe(true);
  });
});
