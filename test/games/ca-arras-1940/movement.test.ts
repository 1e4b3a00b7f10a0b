// 7.0 Stacking and Control, 8.0 Movement, 14.0 Zones.
import { describe, expect, it } from 'vitest';
import { ZONE } from '../../../src/games/ca-arras-1940/data.ts';
import { type LogEntry, applyAction } from '../../../src/kernel/game.ts';
import { emptyBoard, game, isLegal, play, put, refused, texts, where } from './helpers.ts';

describe('7.0 Stacking and Control', () => {
  it('7.1 units may not move into an Area already holding six friendly units; leaders do not count', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['7RT-A', '7RT-B', '7RT-C', '8DLI', '4RNF-1', '260-65']);
    put(s, 23, ['4RT-A', 'Martel']);
    play(s, 'allied', { type: 'assault', area: 23 });
    refused(s, 'allied', { type: 'move', unit: '4RT-A', to: 22 }, '8.3.1', /already holds 6/);
    expect(isLegal(s, 'allied', { type: 'move', unit: 'Martel', to: 22 })).toBe(true);
  });

  it('7.2 control changes as soon as a unit enters a Vacant enemy-Controlled Area, without stopping', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 14, ['1-3SS']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    expect(s.control[5]).toBe('allied');
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 6 });
    expect(s.control[6]).toBe('allied');
    expect(s.control[5]).toBe('allied');
  });

  it('7.3 contesting an enemy-Controlled Area does not change its control', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 10, ['4RT-A']);
    s.control[10] = 'allied';
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'assault', area: 10 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    expect(s.control[5]).toBe('german');
  });
});

describe('8.2 Movement costs', () => {
  it('1 MF into a Vacant Area, 2 MF next to a Fresh enemy, 1 MF next to only Spent enemies', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 4, ['2-6']); // Fresh, adjacent to 5
    play(s, 'allied', { type: 'assault', area: 25 });
    expect(texts(play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 }))).toMatch(/\(2 MF\)/);
    const t = emptyBoard(3, 'allied');
    put(t, 25, ['4RT-A']);
    put(t, 4, ['2-6'], true); // Spent
    play(t, 'allied', { type: 'assault', area: 25 });
    expect(texts(play(t, 'allied', { type: 'move', unit: '4RT-A', to: 5 }))).toMatch(/\(1 MF\)/);
  });

  it('3 MF into an Area with only Spent enemies, 4 MF with a Fresh enemy; the unit must stop', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A', '4RT-B']);
    put(s, 5, ['2-6'], true);
    put(s, 10, ['1-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    expect(texts(play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 }))).toMatch(/\(3 MF, stops\)/);
    refused(s, 'allied', { type: 'move', unit: '4RT-A', to: 6 }, '8.1', /finished its movement/);
    expect(texts(play(s, 'allied', { type: 'move', unit: '4RT-B', to: 10 }))).toMatch(/\(4 MF, stops\)/);
  });

  it('a unit may not spend more MF than it has', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4GH']); // 4 MF
    put(s, 4, ['2-6']);
    put(s, 6, ['1-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4GH', to: 5 }); // 2 MF (next to Fresh enemies)
    refused(s, 'allied', { type: 'move', unit: '4GH', to: 4 }, '8.2', /costs 4 MF; 2 left/);
  });

  it('crossing a water boundary without a bridge costs ALL MF and only Infantry and Leaders may do it', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 22, ['6DLI', '4RT-A', 'Martel']);
    play(s, 'allied', { type: 'assault', area: 22 });
    refused(s, 'allied', { type: 'move', unit: '4RT-A', to: 18 }, '8.2', /only Infantry and Leader/);
    expect(texts(play(s, 'allied', { type: 'move', unit: '6DLI', to: 18 }))).toMatch(/\(5 MF, stops\)/);
    expect(where(s, '6DLI')).toBe(18);
  });

  it('6.1.2 German units with 5 MF have 6 MF when the German player won the Momentum', () => {
    const s = emptyBoard(3, 'german');
    s.germanBonus = true;
    put(s, 2, ['1-7']);
    play(s, 'german', { type: 'assault', area: 2 });
    for (const to of [4, 6, 7, 8, 13]) play(s, 'german', { type: 'move', unit: '1-7', to });
    expect(where(s, '1-7')).toBe(13);
    expect(isLegal(s, 'german', { type: 'move', unit: '1-7', to: 14 })).toBe(true); // sixth MF
  });
});

describe('8.3 Movement restrictions', () => {
  it('8.3.2 German units may not enter an Area with a blue Identifier', () => {
    const s = emptyBoard(3, 'german');
    put(s, 18, ['1-6']);
    put(s, 29, ['2WILTS']);
    play(s, 'german', { type: 'assault', area: 18 });
    refused(s, 'german', { type: 'move', unit: '1-6', to: 25 }, '8.3.2', /blue Identifier/);
  });

  it('8.3.2 German units may enter half-gray Area 20', () => {
    const s = emptyBoard(3, 'german');
    put(s, 19, ['1-25Pz']);
    put(s, 29, ['2WILTS']);
    play(s, 'german', { type: 'assault', area: 19 });
    play(s, 'german', { type: 'move', unit: '1-25Pz', to: 20 });
    expect(s.control[20]).toBe('german');
  });

  it('8.3.3 units leaving a Contested Area must first move to a Free Area', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['4RT-A']);
    put(s, 5, ['2-6']);
    s.control[25] = 'allied';
    play(s, 'allied', { type: 'assault', area: 5 });
    refused(s, 'allied', { type: 'move', unit: '4RT-A', to: 4 }, '8.3.3', /Free Area/);
    expect(isLegal(s, 'allied', { type: 'move', unit: '4RT-A', to: 25 })).toBe(true);
  });

  it('8.3.4 Artillery and Leaders may not enter an enemy-Controlled, uncontested Area alone', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368', 'Martel', '4GH']);
    put(s, 14, ['1-3SS']);
    play(s, 'allied', { type: 'assault', area: 25 });
    refused(s, 'allied', { type: 'move', unit: '92-368', to: 5 }, '8.3.4');
    refused(s, 'allied', { type: 'move', unit: 'Martel', to: 5 }, '8.3.4');
    play(s, 'allied', { type: 'move', unit: '4GH', to: 5 }); // the escort takes the Area
    play(s, 'allied', { type: 'move', unit: '92-368', to: 5 });
    expect(where(s, '92-368')).toBe(5);
  });

  it('8.3.5 AT units may enter an enemy-occupied, enemy-Controlled Area only with Armor or Infantry', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['206-52', '4RT-A']);
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    refused(s, 'allied', { type: 'move', unit: '206-52', to: 5 }, '8.3.5');
    expect(isLegal(s, 'allied', { type: 'move', unit: '206-52', to: 10 })).toBe(true); // Vacant: allowed
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'move', unit: '206-52', to: 5 });
    expect(where(s, '206-52')).toBe(5);
  });

  it('8.3.6 Area 9 and Area 11 are not Adjacent, nor are 10 and 12', () => {
    const s = emptyBoard(3, 'german');
    put(s, 9, ['1-6']);
    put(s, 10, ['2-6']);
    put(s, 29, ['2WILTS']);
    play(s, 'german', { type: 'assault', area: 9 });
    refused(s, 'german', { type: 'move', unit: '1-6', to: 11 }, '8.3.6');
    const t = emptyBoard(3, 'german');
    put(t, 10, ['2-6']);
    put(t, 29, ['2WILTS']);
    play(t, 'german', { type: 'assault', area: 10 });
    refused(t, 'german', { type: 'move', unit: '2-6', to: 12 }, '8.3.6');
  });

  it('8.2.1 no unit may enter an Area attacked earlier in the Impulse', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A', '4RT-B']);
    put(s, 5, ['2-6'], true);
    put(s, 14, ['1-3SS']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    play(s, 'chance', { type: 'dice', dice: [1, 1, 6, 6] });
    while (s.step.k === 'combat-reroll') play(s, s.step.who, { type: 'accept' });
    while (s.step.k === 'retreat' || s.step.k === 'voluntary-retreat')
      play(s, s.step.side, s.step.k === 'retreat' ? { type: 'retreat', unit: '4RT-A', to: s.step.options[0] } : { type: 'done' });
    refused(s, 'allied', { type: 'move', unit: '4RT-B', to: 5 }, '8.2.1');
  });
});

describe('14.0 Zones', () => {
  it('14.2.3 Allied units enter Zone B only by exiting an Allied-Controlled Area 2, 4, 6, 7 or 8', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 6, ['4RT-A']);
    s.control[6] = 'allied';
    put(s, 14, ['1-3SS']);
    play(s, 'allied', { type: 'assault', area: 6 });
    expect(isLegal(s, 'allied', { type: 'move', unit: '4RT-A', to: ZONE.B })).toBe(true);
    const t = emptyBoard(3, 'allied');
    put(t, 6, ['4RT-A']);
    put(t, 5, ['2-6']); // Area 6 Contested and German-Controlled
    t.control[6] = 'german';
    put(t, 6, ['1-6']);
    play(t, 'allied', { type: 'assault', area: 6 });
    refused(t, 'allied', { type: 'move', unit: '4RT-A', to: ZONE.B }, '14.2.3');
  });

  it('14.1 a Zone may only be entered by a unit that begins its movement next to it, and ends its move there', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 14, ['1-3SS']);
    s.control[6] = 'allied';
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 6 });
    refused(s, 'allied', { type: 'move', unit: '4RT-A', to: ZONE.B }, '14.1');
  });

  it('14.2.1 German units may never enter Zones D, E and F', () => {
    const s = emptyBoard(3, 'german');
    s.rommelNorth = true;
    put(s, 19, ['1-25Pz']);
    put(s, 29, ['2WILTS']);
    play(s, 'german', { type: 'assault', area: 19 });
    refused(s, 'german', { type: 'move', unit: '1-25Pz', to: ZONE.D }, '14.2.1');
  });

  it('14.2.4 movement between Zones A and F is prohibited', () => {
    const s = emptyBoard(3, 'german');
    put(s, ZONE.A, ['1-7']);
    put(s, 29, ['2WILTS']);
    play(s, 'german', { type: 'assault', area: ZONE.A });
    refused(s, 'german', { type: 'move', unit: '1-7', to: ZONE.F }, null);
  });
});

describe('15.0 Special rules: unit release', () => {
  it('15.2 nobody moves into Area 21 before the French release, and unreleased units cannot be activated', () => {
    const s = emptyBoard(1, 'allied');
    s.released['french-cavalry'] = 0;
    put(s, 21, ['3DLM']);
    put(s, 22, ['4RT-A']);
    put(s, 14, ['1-3SS']);
    refused(s, 'allied', { type: 'assault', area: 21 }, null);
    play(s, 'allied', { type: 'assault', area: 22 });
    refused(s, 'allied', { type: 'move', unit: '4RT-A', to: 21 }, '15.2');
  });

  /** Turn 1, the Panzers in Area 19 not released; an Allied Assault from 22, whose 4RT-A may enter 17 next to them. */
  const nextToUnreleasedPanzers = () => {
    const s = emptyBoard(1, 'allied');
    s.released['panzer-25'] = 0;
    put(s, 19, ['1-25Pz']);
    put(s, 22, ['4RT-A']);
    put(s, 14, ['1-3SS'], true);
    play(s, 'allied', { type: 'assault', area: 22 });
    return s;
  };

  it('15.3 Allied units pay 1 MF next to unreleased Germans in Area 19', () => {
    const s = nextToUnreleasedPanzers();
    expect(texts(play(s, 'allied', { type: 'move', unit: '4RT-A', to: 17 }))).toMatch(/\(1 MF\)/);
  });

  it('15.3 once the Panzers in Area 19 are released, the Allies pay 2 MF next to them, though no unit moved since the cost was last asked', () => {
    const s = nextToUnreleasedPanzers();
    const move = { type: 'move', unit: '4RT-A', to: 17 };
    expect(game.legalActions(s, 'allied')).toContainEqual(move); // the cost of entering 17 is asked: 1 MF
    s.released['panzer-25'] = 1; // released, and no unit moved or flipped (no play(): it would rebuild the board's counts)
    const log: LogEntry[] = [];
    applyAction(game, s, 'allied', move, (e) => log.push(e));
    expect(texts(log)).toMatch(/\(2 MF\)/);
  });
});

describe('8.1 Assault Impulses', () => {
  it('8.1 an Assault may only activate an Area whose units can move or attack, and may not end before one acts', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 24, ['92-365']);
    for (const a of [23, 25, 26, 29, 30]) s.control[a] = 'german'; // 8.3.4: the artillery cannot go anywhere
    put(s, 22, ['4RT-A']);
    put(s, 14, ['1-3SS']);
    expect(isLegal(s, 'allied', { type: 'assault', area: 24 })).toBe(false);
    play(s, 'allied', { type: 'assault', area: 22 });
    refused(s, 'allied', { type: 'end' }, null);
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 17 });
    expect(isLegal(s, 'allied', { type: 'end' })).toBe(true);
  });

  it('9.2 a declared optional attack cannot be called off: the units chosen attack', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['4RT-A', '6DLI']);
    put(s, 5, ['2-6']);
    put(s, 14, ['1-3SS']);
    play(s, 'allied', { type: 'assault', area: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    expect(game.legalActions(s, 'allied').map((a) => a.type)).toEqual(['join', 'join']);
  });
});
