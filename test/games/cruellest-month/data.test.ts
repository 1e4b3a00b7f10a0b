// The Cruellest Month's data: the map, setup, hosting capacities, tables (validateData) and the rules
// that read them directly (2.1.1, 3.0, 6.3, 8.2, 8.9.2, 14.x).
import { describe, expect, it } from 'vitest';
import {
  AA_CRT,
  AIR_BY_ID,
  GROUND_UNITS,
  HL_HEXES,
  PLACES,
  RIDGE_HEXES,
  aaFire,
  grid,
  isHindenburg,
  westOfHindenburg,
} from '../../../src/games/cruellest-month/data.ts';
import { overCapacity, rangePoints, setup, supplied, unitsAt } from '../../../src/games/cruellest-month/state.ts';
import { validateData } from '../../../src/games/cruellest-month/validate.ts';

describe('data', () => {
  it('14.1 14.2 6.3 validateData finds no problem in the map, setup, capacities and tables', () => {
    expect(validateData()).toEqual([]);
  });

  it('3.0 the Hindenburg Line and everything east of it start German, the rest Allied; 7.5 Vimy Ridge has 3 hexes', () => {
    const s = setup();
    expect(RIDGE_HEXES).toHaveLength(3);
    for (const h of grid.ids) expect(s.control[h]).toBe(westOfHindenburg(h) ? 'allied' : 'german');
    expect(s.control['2208']).toBe('allied');
    expect(s.control['1607']).toBe('german');
    for (const h of RIDGE_HEXES) expect(s.control[h]).toBe('german');
    expect(HL_HEXES.every(isHindenburg)).toBe(true);
    expect(PLACES['2208'].name).toBe('Arras');
  });

  it('8.2 range points: off-map legs count 2 and the first map hex entered counts (Cambrai to Arras is 10)', () => {
    expect(rangePoints('cambrai', '2208')).toBe(10);
    expect(rangePoints('2208', 'cambrai')).toBe(rangePoints('cambrai', '2208'));
    // 8.4.1 example: from Cambrai to 2502 is four range points (2 for entering, then 2501 and 2502).
    expect(rangePoints('cambrai', '2502')).toBe(4);
    expect(rangePoints('2410', '2208')).toBe(grid.distance('2410', '2208'));
  });

  it('8.9.2 the AA example: roll 10 with Lens AAF 2 reads column 12; a Disrupted F.K.8 (DF 4-1) is D at medium, X at low', () => {
    expect(aaFire(2, 10, 'medium', 3)).toBe('disrupted');
    expect(aaFire(2, 10, 'low', 3)).toBe('reduced');
    expect(aaFire(2, 1, 'medium', 3)).toBe('none');
    // 8.9.1: high altitude reads the upper half like medium.
    expect(aaFire(2, 10, 'high', 3)).toBe(aaFire(2, 10, 'medium', 3));
    expect(AA_CRT.low.length).toBe(AA_CRT.medium.length);
  });

  it('6.3.1 an Aerodrome hosts 3 units of one Brigade and one type, or 2 of differing Brigades', () => {
    const s = setup();
    // Bruay holds three I Brigade B.E.2s.
    expect(unitsAt(s, 'ae-bruay')).toHaveLength(3);
    expect(overCapacity(s, 'ae-bruay')).toBeNull();
    expect(overCapacity(s, 'ae-bruay', 'a-16')).toMatch(/6\.3\.1/); // a fourth
    // Two units of differing brigades at Auchel (one I Bde RB + one III Bde RB) fit; a fighter does not mix in.
    s.air['a-35'].base = 'ae-auchel';
    expect(overCapacity(s, 'ae-auchel')).toBeNull();
    expect(overCapacity(s, 'ae-auchel', 'a-12')).toMatch(/2 of differing/);
    expect(overCapacity(s, 'ae-avesnes', 'a-40')).toBeNull();
    s.air['a-12'].base = 'ae-avesnes';
    expect(overCapacity(s, 'ae-avesnes', 'a-40')).toMatch(/one type/);
  });

  it('6.3.1 the NB is based free at an Aerodrome and the RFC Holding Area hosts the IX Brigade and one other', () => {
    const s = setup();
    s.air['a-100'].base = 'ae-bruay';
    expect(overCapacity(s, 'ae-bruay')).toBeNull();
    for (const id of Object.keys(AIR_BY_ID).filter((u) => AIR_BY_ID[u].group === 'IX')) s.air[id].base = 'rfc';
    s.air['a-40'].base = 'rfc';
    expect(overCapacity(s, 'rfc')).toBeNull();
    expect(overCapacity(s, 'rfc', 'a-29')).toMatch(/6\.3\.1/);
  });

  it('6.3.2 a Feldflugplatz hosts one F unit; 6.3.1 an off-map base hosts 2 units a Feldflugplatz in its area, 6 at most', () => {
    const s = setup();
    expect(overCapacity(s, 'ff-1')).toBeNull();
    expect(overCapacity(s, 'ff-1', 'g-j3')).toMatch(/6\.3\.2/);
    expect(overCapacity(s, 'ff-2', 'g-fa235')).toMatch(/6\.3\.2/);
    // Douai: 3 Feldflugplatz in the area, so 6 units.
    for (const id of ['g-j5', 'g-j28', 'g-j27']) s.air[id].base = 'off-douai';
    expect(overCapacity(s, 'off-douai')).toBeNull();
    expect(overCapacity(s, 'off-douai', 'g-j26')).toMatch(/6\.3\.1/);
    s.bases['ff-3'].area = null;
    s.bases['ff-3'].hex = '1901';
    expect(overCapacity(s, 'off-douai')).toMatch(/4 units/);
  });

  it('14.1 the Allied divisions set up on or next to their hexes; 14.2 German divisions in or next to the Hindenburg Line', () => {
    for (const g of GROUND_UNITS.filter((u) => u.hex && u.side === 'german'))
      expect(isHindenburg(g.hex!) || grid.neighbours(g.hex!).some(isHindenburg)).toBe(true);
    expect(GROUND_UNITS.filter((u) => u.formation === 'allied-reserve').map((u) => u.name)).toEqual(['4 Div', '5 Div', '17 Div', '37 Div']);
    expect(GROUND_UNITS.filter((u) => u.formation === 'german-reserve')).toHaveLength(6);
  });

  it('10.1 10.2 supply: Allied traces to the west edge, German to the east edge, through friendly-controlled hexes', () => {
    const s = setup();
    const a = supplied(s, 'allied');
    const g = supplied(s, 'german');
    expect(a.has('2208')).toBe(true);
    expect(g.has('1607')).toBe(true);
    expect(a.has('1607')).toBe(false);
    // Cut Arras off: make every hex around it German.
    for (const n of grid.neighbours('2208')) s.control[n] = 'german';
    s.cityHits.arras = 3; // 10.1: Arras is a source only with 2 or fewer hits
    expect(supplied(s, 'allied').has('2208')).toBe(false);
    s.cityHits.arras = 2;
    expect(supplied(s, 'allied').has('2208')).toBe(true);
  });
});
