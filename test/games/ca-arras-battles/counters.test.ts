// 3.0 the counters (3.1-3.4.3) and the rules the other files do not name: 5.1.1, 6.1.1, 6.6.1,
// 8.0.2, 8.0.3, 8.3.1, 12.2.2, 14.2.1, 14.2.2. Each test asserts its rule.
import { describe, expect, it } from 'vitest';
import { HISTORICAL, SECTOR_BY_ID, UNITS, ZONE, clock } from '../../../src/games/ca-arras-battles/data.ts';
import { checkStep } from '../../../src/games/ca-arras-battles/movement.ts';
import { airFor } from '../../../src/games/ca-arras-battles/rules/04-sequence-of-play.ts';
import { setupSectors } from '../../../src/games/ca-arras-battles/rules/12-setup.ts';
import { OUT, type BattlesState } from '../../../src/games/ca-arras-battles/state.ts';
import { assault, dice, emptyBoard, game, historical, idx, isLegal, isSpent, play, put, where } from './helpers.ts';

const byId = (id: string) => UNITS[idx(id)];
const ofType = (t: string) => UNITS.filter((u) => u.type === t && !u.rOf).map((u) => u.id);

describe('3.1-3.2 colours and types of the units', () => {
  it('3.1 British and French units are Allied, Wehrmacht and SS units German; the SS counters are the SS nation', () => {
    for (const u of UNITS) {
      if (u.side === 'allied') expect(['british', 'french']).toContain(u.nation);
      else expect(['wehrmacht', 'ss']).toContain(u.nation);
      if (/^SS /.test(u.name)) expect(u.nation).toBe('ss');
    }
    expect(byId('13BCC-1').nation).toBe('french');
    expect(byId('7RT-A').nation).toBe('british');
  });

  it('3.2 six unit types, each counter printed on two faces: Fraîche (front) and Fatiguée (back, 10.1 its Defense Value)', () => {
    expect(new Set(UNITS.map((u) => u.type))).toEqual(new Set(['infantry', 'armor', 'antitank', 'flak', 'artillery', 'leader']));
    for (const u of UNITS) expect(Number.isInteger(u.spentDefense)).toBe(true);
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['8DLI-1']);
    const d = byId('8DLI-1');
    expect(game.render!(s, 'allied', 'fr')).toContain(`8 Durham Lt. 1 ${d.attack}-${d.defense}-${d.move}`);
    put(s, 25, ['8DLI-1'], true);
    expect(game.render!(s, 'allied', 'fr')).toMatch(/8 Durham Lt\. 1 \d+-\d+-\d+ \(Fatiguée\)/);
  });

  it('3.2.1 infantry includes motorised infantry and motorcycles (7th Pz. 7 MC)', () => {
    expect(byId('7-MC').type).toBe('infantry');
    expect(byId('1-6').type).toBe('infantry');
  });

  it('3.2.2 armor includes tanks and armoured cars; a Débordement only with an armored Unité de Pointe', () => {
    expect(byId('37-Recce').type).toBe('armor');
    expect(byId('7RT-A').type).toBe('armor');
    // An infantry Unité de Pointe that eliminates every defender makes no Débordement.
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RNF-1']);
    put(s, 18, ['1-6'], true);
    assault(s, 'allied', 25, [['4RNF-1', 18]], 18);
    while (s.step.k === 'support') play(s, s.step.side, { type: 'no-support' });
    dice(s, 6, 6, 1, 1);
    while (s.step.k === 'absorb') play(s, 'german', game.legalActions(s, 'german')[0]);
    expect(where(s, '1-6')).toBe(0);
    expect(s.step.k).not.toBe('overrun');
  });

  it('3.2.3 anti-tank units: the British 2-pounders and the German 37 mm PAK', () => {
    expect(ofType('antitank')).toEqual(expect.arrayContaining(['260-65', '206-52', '6-AT', '1-42', '2-42', '7-AT']));
    expect(ofType('antitank').every((id) => ['british', 'wehrmacht', 'ss'].includes(byId(id).nation))).toBe(true);
  });

  it('3.2.4 FLAK units are German (Luftwaffe 20 mm and 88 mm batteries)', () => {
    expect(ofType('flak')).toEqual(expect.arrayContaining(['23-HB1', '23-HB2', '23-LB1', '2-86', '3-59']));
    expect(ofType('flak').every((id) => byId(id).side === 'german')).toBe(true);
  });

  it('3.2.5 artillery units: the British 25-pounders and the German 105 mm', () => {
    expect(ofType('artillery')).toEqual(expect.arrayContaining(['92-365', '92-368', '1-78', '2-78']));
    expect(byId('92-365').side).toBe('allied');
    expect(byId('1-78').side).toBe('german');
  });

  it('3.2.6 the leaders Martel, Rommel, Eiche and Rothenburg have no attack factor and never lead an assault', () => {
    expect(ofType('leader').sort()).toEqual(['Eiche', 'Martel', 'Rommel', 'Rothenburg']);
    for (const id of ofType('leader')) expect(byId(id).attack).toBeNull();
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['Martel']);
    put(s, 5, ['1-6']);
    play(s, 'allied', { type: 'activate', area: 25 });
    expect(isLegal(s, 'allied', { type: 'move', unit: 'Martel', to: 5 })).toBe(false);
  });
});

describe('3.3 unit information', () => {
  it('3.3 every counter prints its strength and movement: attack (none for leaders), defense, movement factor', () => {
    for (const u of UNITS) {
      expect(u.type === 'leader' ? u.attack === null : Number.isInteger(u.attack)).toBe(true);
      expect(u.defense).toBeGreaterThan(0);
      expect(u.move).toBeGreaterThan(0);
    }
  });

  it('3.3.1 attack, defense, movement in that order; italic attack factors for armor, anti-tank and reconnaissance (Débordement, 6.5)', () => {
    for (const u of UNITS) if (u.type === 'armor' || u.type === 'antitank') expect(u.italic).toBe(true);
    expect(byId('7-MC').italic).toBe(true); // reconnaissance motorcycles
    expect(byId('1-6').italic).toBe(false);
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['7RT-A']);
    const d = byId('7RT-A');
    expect(game.render!(s, 'allied', 'en')).toContain(`7 Royal Tank A ${d.attack}-${d.defense}-${d.move}`);
  });

  it('3.3.2 each counter carries its setup group letter; R counters are set aside and do not start on the map (12.1)', () => {
    for (const u of UNITS) {
      if (u.rOf) expect(u.group).toBeNull();
      else expect(u.group).toMatch(/^[A-M]$/);
    }
    const s = game.setup({});
    for (let u = 0; u < UNITS.length; u++) if (UNITS[u].rOf) expect(s.loc[u]).toBe(OUT);
  });
});

describe('3.4 markers', () => {
  it('3.4 markers: air support counters, control markers and the turn marker are shown', () => {
    const s = historical();
    const v = game.view(s, 'allied') as { air: unknown; turn: number; clock: string; sectors: { id: number; control: string }[] };
    expect(v.air).toEqual({ allied: 2, german: 0 });
    expect(v.sectors.every((a) => a.control === 'allied' || a.control === 'german')).toBe(true);
    expect(v.clock).toBe('15:00');
  });

  it('3.4.1 air support counters: the counters of the turn are given at 4.2 and one is discarded per use (8.3.4)', () => {
    const s = emptyBoard(3, 'allied');
    s.air = { allied: 2, german: 1 };
    put(s, 5, ['1-6']);
    put(s, 25, ['7RT-A']);
    assault(s, 'allied', 25, [['7RT-A', 5]], 5);
    play(s, 'german', { type: 'support', air: true });
    expect(s.air.german).toBe(0);
  });

  it('3.4.2 control: a German operational sector without an Allied control marker is German; one with it is Allied', () => {
    const s = emptyBoard(3, 'allied');
    expect(s.control[5]).toBe('german');
    put(s, 5, ['8DLI-1']);
    expect(s.control[5]).toBe('allied'); // the marker is placed (5.1.4)
    s.loc[idx('8DLI-1')] = 25;
    expect(s.control[5]).toBe('allied'); // it stays when the unit leaves
  });

  it('3.4.3 the turn marker shows the turn (15:00 to 21:00) and advances one box at the end of each turn (2.2)', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(clock)).toEqual(['15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '21:00']);
    const s = emptyBoard(1, 'allied');
    put(s, 3, ['8DLI-1']); // a VP, so that the game goes on (11.1)
    put(s, 9, ['1-6']);
    play(s, 'allied', { type: 'pass' });
    play(s, 'german', { type: 'pass' });
    while (s.step.k === 'reorganize') play(s, s.step.side, { type: 'done' });
    expect(s.turn).toBe(2);
    expect((game.view(s, 'allied') as { clock: string }).clock).toBe('16:00');
  });
});

describe('rules named nowhere else', () => {
  it('5.1.1 terrain has no effect on movement: entering a TEM +3 square sector costs as a TEM +1 sector', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 26, ['8DLI-1']);
    expect(SECTOR_BY_ID[3].tem).toBe(3);
    expect(SECTOR_BY_ID[3].square).toBe(true);
    expect(SECTOR_BY_ID[27].tem).toBe(1);
    const into1 = checkStep(s, idx('8DLI-1'), 26, 3, 4);
    const into27 = checkStep(s, idx('8DLI-1'), 26, 27, 4);
    expect(into1.ok && into27.ok && into1.cost === into27.cost && into1.cost === 1).toBe(true);
  });

  it('6.1.1 each player rolls two dice (a JD) and adds his VA or VD', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['7RT-A']);
    put(s, 5, ['1-6']);
    assault(s, 'allied', 25, [['7RT-A', 5]], 5);
    expect(game.chance(s)).toMatchObject({ dice: 4, rule: '6.1.1' });
    dice(s, 2, 2, 1, 2);
    // TA = VA 6 + 2 + 2 = 10; TD = VD (3 + MET 1) + 1 + 2 = 7: 3 PP.
    expect(s.combat!.av + 2 + 2).toBe(10);
    expect(s.combat!.pp).toBe(6 + 2 + 2 - (3 + 1 + 1 + 2));
  });

  it('6.6.1 units retreat one at a time; when a sector is full the rest go on by the priorities; a unit unable to retreat is eliminated', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['7RT-A', '8DLI-1']);
    put(s, 5, ['1-6', '2-6']);
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
    play(s, 'allied', { type: 'spearhead', unit: '7RT-A' });
    play(s, 'german', { type: 'advanced', unit: '1-6' });
    put(s, 25, ['8DLI-2', '8DLI-3', '8DLI-4', '4RNF-1', '4RNF-2']); // Arras (5 per side) is now full
    dice(s, 1, 1, 6, 6); // a failure: 8 DLI 1 must go back to 25, which is full
    while (s.step.k === 'retreat') play(s, 'allied', game.legalActions(s, 'allied')[0]);
    const at = where(s, '8DLI-1');
    expect(at).not.toBe(25);
    expect(at).not.toBe(5);
    if (at > 0) expect([3, 11, 18, 24, 26]).toContain(at); // beyond Arras, by the priorities
  });

  it('8.0.2 combat support comes from an air support counter or a Fraîche artillery unit (never a Fatiguée one)', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['1-6']);
    put(s, 25, ['7RT-A']);
    put(s, 24, ['92-365'], true);
    assault(s, 'allied', 25, [['7RT-A', 5]], 5);
    expect(s.step.k).toBe('roll'); // the only artillery is Fatiguée, no air counter: no support asked
    const t = emptyBoard(3, 'allied');
    put(t, 5, ['1-6']);
    put(t, 25, ['7RT-A']);
    put(t, 24, ['92-365']);
    assault(t, 'allied', 25, [['7RT-A', 5]], 5);
    expect(isLegal(t, 'allied', { type: 'support', unit: '92-365' })).toBe(true);
  });

  it('8.0.3 one combat support per side per assault', () => {
    const s = emptyBoard(3, 'allied');
    s.air = { allied: 2, german: 0 };
    put(s, 5, ['1-6']);
    put(s, 25, ['7RT-A']);
    put(s, 24, ['92-365']);
    assault(s, 'allied', 25, [['7RT-A', 5]], 5);
    expect(s.step).toEqual({ k: 'support', side: 'allied' });
    play(s, 'allied', { type: 'support', air: true });
    expect(s.step.k).toBe('roll'); // not asked again: the artillery cannot add a fourth die
    expect(game.chance(s).dice).toBe(3 + 2);
    expect(isSpent(s, '92-365')).toBe(false);
  });

  it('8.3.1 both players get air support counters according to the turn (8.3.2, 8.3.3), at 4.2', () => {
    const s = historical();
    expect([1, 2, 3, 4, 5, 6, 7].map((t) => airFor(s, 'german', t))).toEqual([0, 0, 1, 2, 2, 3, 4]);
    expect([1, 2, 3, 4, 5, 6, 7].map((t) => airFor(s, 'allied', t))).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(s.air).toEqual({ allied: airFor(s, 'allied', 1), german: airFor(s, 'german', 1) });
  });

  it('12.2.2 German groups are placed in Sectors 1-19 and Zones A, B, C, one per sector; Group M only in Zone A', () => {
    const s = game.setup({});
    expect(s.step).toEqual({ k: 'setup', side: 'german' });
    const sectorsOf = (g: string) => setupSectors(s, 'german', g);
    expect(sectorsOf('M')).toEqual([ZONE.A]);
    expect(sectorsOf('A').sort((a, b) => a - b)).toEqual([...Array.from({ length: 19 }, (_, i) => i + 1), ZONE.B, ZONE.C]);
    play(s, 'german', { type: 'place', group: 'A', area: 7 });
    play(s, 'allied', game.legalActions(s, 'allied')[0]);
    expect(setupSectors(s, 'german', 'B')).not.toContain(7);
    expect(isLegal(s, 'german', { type: 'place', group: 'B', area: 20 })).toBe(false);
  });

  it('12.2.1 Allied groups are placed in Sectors 20-28 and Zones D, E, F, one group per sector', () => {
    const s = game.setup({});
    play(s, 'german', { type: 'place', group: 'A', area: 7 });
    const where = setupSectors(s, 'allied', 'B').sort((a, b) => a - b);
    expect(where).toEqual([20, 21, 22, 23, 24, 26, 27, 28, ZONE.D, ZONE.E, ZONE.F]); // 25 holds 5 units only (5.1.3): Group B has 9
    expect(setupSectors(s, 'allied', 'D')).toContain(25);
    play(s, 'allied', { type: 'place', group: 'D', area: 25 });
    play(s, 'german', game.legalActions(s, 'german')[0]);
    expect(setupSectors(s, 'allied', 'E')).not.toContain(25);
  });

  it('14.2.3c / 14.2.3e the historical setup keeps 13.4 (Group M in Cambrai) and 13.6 (Rommel turns north)', () => {
    const s = historical();
    expect(s.loc[idx('1-15')]).toBe(ZONE.A);
    expect(s.released.fifth).toBe(0);
    // 13.6 and 13.5 on Turn 4: Rommel's roll before the Initiative; Gort's in the Final Phase.
    const t = historical();
    t.turn = 4;
    t.rollsDone = [];
    t.released.panzer = 1;
    t.step = { k: 'roll', purpose: 'rommel', dice: 1 };
    dice(t, 6);
    expect(t.rommelNorth).toBe(true);
  });

  it('14.2.1 historical Allied setup: A 21, B 22, C 23, E 24, D 25, F 26, H and I 27, G 28, J Zone E', () => {
    expect(HISTORICAL.allied).toEqual({ A: 21, B: 22, C: 23, E: 24, D: 25, F: 26, I: 27, H: 27, G: 28, J: ZONE.E });
    const s = historical();
    for (let u = 0; u < UNITS.length; u++)
      if (UNITS[u].side === 'allied' && UNITS[u].group && !UNITS[u].rOf) expect(s.loc[u]).toBe(HISTORICAL.allied[UNITS[u].group!]);
  });

  it('14.2.2 historical German setup: A 2, B 3, C 4, D 5, E 6, F 7, G 8, H 9, I 10, J 13, K 14, L 19 (M in Zone A, 13.4)', () => {
    expect(HISTORICAL.german).toEqual({ A: 2, B: 3, C: 4, D: 5, E: 6, F: 7, G: 8, H: 9, I: 10, J: 13, K: 14, L: 19, M: ZONE.A });
    const s: BattlesState = historical();
    for (let u = 0; u < UNITS.length; u++) {
      const d = UNITS[u];
      if (d.side === 'german' && d.group && !d.rOf && !d.balance) expect(s.loc[u]).toBe(HISTORICAL.german[d.group]);
    }
  });
});
