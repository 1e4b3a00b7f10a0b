// `arras validate ca-arras-1940`: checks of the data that every rule relies on.
import { overStacked, validateAreaMap, validateCounters } from '../../families/area-impulse/data.ts';
import { AREAS, AREA_BY_ID, BOUNDARIES, CORNERS, SETUP_AREAS, STACKING_LIMIT, UNITS, VP_AREAS, WHITE_STARS, BLACK_STAR, ZONE } from './data.ts';

export function validateData(): string[] {
  const { problems, kind } = validateAreaMap(AREAS, BOUNDARIES, { tem: [1, 3], hub: 25, impassable: ['prohibited'] });
  const ids = new Set(AREAS.map((a) => a.id));
  for (let i = 1; i <= 30; i++) if (!ids.has(i)) problems.push(`Area ${i} is missing (3.1: 30 Areas)`);
  for (const z of Object.values(ZONE)) if (!ids.has(z)) problems.push(`Zone ${z} is missing (3.1: Zones A-F)`);
  // Rules that name map facts.
  for (const a of [1, 3, 25, 29, 30]) if (AREA_BY_ID[a]?.tem !== 3) problems.push(`Area ${a} must have TEM +3 (9.4.4)`);
  if (AREA_BY_ID[7]?.tem !== 1) problems.push('Area 7 must have TEM +1 (20.0)');
  for (const a of VP_AREAS) if (!AREA_BY_ID[a]?.vp) problems.push(`Area ${a} must be a VP Area (16.2)`);
  for (const a of WHITE_STARS) if (AREA_BY_ID[a]?.star !== 'white') problems.push(`Area ${a} must carry a white star (6.1.1)`);
  if (AREA_BY_ID[BLACK_STAR]?.star !== 'black') problems.push('Area 20 must carry a black star (6.1.1)');
  for (let a = 1; a <= 19; a++) if (AREA_BY_ID[a]?.sector !== 'german') problems.push(`Area ${a} must have a gray Identifier (3.1.4)`);
  for (let a = 21; a <= 30; a++) if (AREA_BY_ID[a]?.sector !== 'allied') problems.push(`Area ${a} must have a blue Identifier (3.1.4)`);
  if (AREA_BY_ID[20]?.sector !== 'half') problems.push('Area 20 must be half blue, half gray (3.1.4)');
  for (const [a, b] of [
    [7, 10],
    [16, 17],
    [18, 22],
  ])
    if (kind(a, b) !== 'water') problems.push(`${a}/${b} must be a water boundary without a bridge (8.2)`);
  if (kind(7, 9) !== 'water-bridge') problems.push('9/7 must be a natural water boundary with a bridge (20.0)');
  for (const [a, b] of CORNERS) if (kind(a, b)) problems.push(`${a} and ${b} must not be adjacent (8.3.6)`);
  if (kind(1, ZONE.A) === undefined) problems.push('Area 1 must border Zone A (11.2.4)');
  for (const a of [2, 4, 6, 7, 8])
    if (kind(a, ZONE.A) === undefined && kind(a, ZONE.B) === undefined) problems.push(`Area ${a} must border Zone A or B (14.2.3)`);
  if (kind(ZONE.A, ZONE.F) !== 'prohibited' || kind(ZONE.C, ZONE.D) !== 'prohibited') problems.push('A/F and C/D must be marked Movement Prohibited (14.2.4)');
  // Counters.
  problems.push(...validateCounters(UNITS));
  for (const u of UNITS) {
    if (!ids.has(u.historical)) problems.push(`unit ${u.id}: historical area ${u.historical} does not exist`);
    if (u.mandatory !== undefined && !SETUP_AREAS[u.side].includes(u.mandatory) && u.mandatory !== 25)
      problems.push(`unit ${u.id}: mandatory area ${u.mandatory} is not a ${u.side} setup area`);
    if ((u.type === 'armor' || u.type === 'infantry' || u.type === 'artillery') && u.attack === null)
      problems.push(`unit ${u.id}: ${u.type} needs an attack factor`);
    if ((u.type === 'antitank' || u.type === 'leader') && u.attack !== null) problems.push(`unit ${u.id}: ${u.type} units print * for attack (4.2.2)`);
  }
  // The historical setup respects stacking (7.1), but in the zones and for Group A's setup allowance in Area 22 (5.3.1).
  const limit = (a: number, side: string) => (a >= ZONE.A || (side === 'allied' && a === 22) ? Number.POSITIVE_INFINITY : STACKING_LIMIT);
  for (const { side, area, n } of overStacked(UNITS, (u) => (u.type === 'leader' || u.optional ? null : u.historical), limit))
    problems.push(`historical setup puts ${n} ${side} units in area ${area} (7.1)`);
  return problems;
}
