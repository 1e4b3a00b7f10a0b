// Data version 2 of the Cambrai map (issue 28): the small areas of the Hindenburg system, and the checks of
// `arras validate cambrai-1917` that keep the first map's numbers and every datum's provenance.
import { describe, expect, it } from 'vitest';
import { AREAS, AREA_BY_ID, BOUNDARIES, MAP_V1_AREAS, UNITS } from '../../../src/games/cambrai-1917/data.ts';
import { validateData } from '../../../src/games/cambrai-1917/validate.ts';

/** validateData() with one datum changed for the call, then restored. */
function withChange<T extends object, K extends keyof T>(obj: T, key: K, value: T[K]): string[] {
  const was = obj[key];
  obj[key] = value;
  try {
    return validateData();
  } finally {
    obj[key] = was;
  }
}

describe('Cambrai map, data version 2', () => {
  it('the data validates; every area of the first map keeps its number and name, the small areas 58-66 are new German areas', () => {
    expect(validateData()).toEqual([]);
    for (const [id, name] of Object.entries(MAP_V1_AREAS)) expect(AREA_BY_ID[Number(id)].name).toBe(name);
    const added = AREAS.filter((a) => !a.zone && !(a.id in MAP_V1_AREAS));
    expect(added.map((a) => a.id)).toEqual([58, 59, 60, 61, 62, 63, 64, 65, 66]);
    for (const a of added) expect(a.sector).toBe('german');
    // Empty at zero hour: the regiments of the main line stand in its villages.
    for (const a of added)
      expect(
        UNITS.filter((u) => u.setup === a.id),
        a.name,
      ).toEqual([]);
  });

  it('validate refuses an area of the first map renumbered or renamed, and a new area numbered among the old ones', () => {
    expect(withChange(AREA_BY_ID[3], 'name', 'Havrincourt Château')).toContain('area 3 (Havrincourt) of the first map must keep its number and name');
    expect(withChange(AREA_BY_ID[58], 'id', 45).join('\n')).toMatch(/Grand Ravine\): a new area takes a new number above 57/);
  });

  it('validate refuses a datum without its provenance (rulebook or reconstructed)', () => {
    const b = BOUNDARIES.find((x) => x.a === 60 || x.b === 60)!;
    expect(withChange(b, 'source', 'neighbours').join('\n')).toMatch(/boundary .*60.*: its provenance must say rulebook or reconstructed/);
    expect(withChange(AREA_BY_ID[62], 'source', 'Pam Pam Farm').join('\n')).toMatch(/area 62: its provenance must say rulebook or reconstructed/);
    const g = UNITS.find((u) => u.id === 'Gar3')!;
    expect(withChange(g, 'source', 'a garrison')).toContain('unit Gar3: its provenance must say rulebook or reconstructed');
  });
});
