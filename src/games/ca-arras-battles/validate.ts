// `arras validate ca-arras-battles`: checks of the data that the rules rely on.
import { overStacked, validateAreaMap, validateCounters } from '../../families/area-impulse/data.ts';
import { ARRAS, BLACK_STAR, BOUNDARIES, CORNERS, ENTRY, HISTORICAL, RED_RING, SECTORS, SECTOR_BY_ID, SETUP_SECTORS, UNITS, WHITE_STARS, ZONE } from './data.ts';

export function validateData(): string[] {
  // The checks every area map needs (unique ids, MET +1..+3, provenance, boundaries, one connected map).
  const { problems, kind } = validateAreaMap(SECTORS, BOUNDARIES, { tem: [1, 3], hub: ARRAS });
  const ids = new Set(SECTORS.map((a) => a.id));
  for (const a of SECTORS) if (!!a.zone !== a.id >= ZONE.A) problems.push(`sector ${a.id}: zones are 31-36 (A-F)`);
  for (let i = 1; i <= 28; i++) if (!ids.has(i)) problems.push(`Sector ${i} is missing (2.1.1: 28 sectors)`);
  for (const z of Object.values(ZONE)) if (!ids.has(z)) problems.push(`Zone ${z} is missing (2.1.1: 6 zones)`);
  // Map facts named by the rules.
  for (let a = 2; a <= 19; a++) if (SECTOR_BY_ID[a]?.ident !== 'black') problems.push(`Sector ${a} must have a black Identifier (2.1.4, 12.2.2)`);
  for (let a = 21; a <= 28; a++) if (SECTOR_BY_ID[a]?.ident !== 'blue') problems.push(`Sector ${a} must have a blue Identifier (2.1.4, 12.2.1)`);
  if (SECTOR_BY_ID[1]?.ident !== 'half' || SECTOR_BY_ID[1]?.start !== 'german') problems.push('Sector 1 must be half blue/half black and start German (2.1.4)');
  if (SECTOR_BY_ID[20]?.ident !== 'half' || SECTOR_BY_ID[20]?.start !== 'allied')
    problems.push('Sector 20 must be half blue/half black and start Allied (2.1.4)');
  for (const z of [ZONE.A, ZONE.B, ZONE.C]) if (SECTOR_BY_ID[z]?.ident !== 'black') problems.push(`Zone ${SECTOR_BY_ID[z]?.label} must be German (12.2.2)`);
  for (const z of [ZONE.D, ZONE.E, ZONE.F]) if (SECTOR_BY_ID[z]?.ident !== 'blue') problems.push(`Zone ${SECTOR_BY_ID[z]?.label} must be Allied (12.2.1)`);
  for (const a of RED_RING) if (!SECTOR_BY_ID[a]?.redRing) problems.push(`Sector ${a} must be ringed in red (2.1.5, 11.1)`);
  for (const a of SECTORS) if (a.redRing && !RED_RING.includes(a.id)) problems.push(`Sector ${a.id}: only 2, 4, 6 and 7 are ringed in red (11.1)`);
  for (const a of WHITE_STARS) if (SECTOR_BY_ID[a]?.star !== 'white') problems.push(`Sector ${a} must carry a white star (4.1)`);
  if (SECTOR_BY_ID[BLACK_STAR]?.star !== 'black') problems.push('Sector 20 must carry a black star (4.1)');
  if (SECTOR_BY_ID[ARRAS]?.name !== 'Arras') problems.push('Sector 25 is Arras (5.1.3)');
  const names: Record<number, string> = {
    2: 'Wancourt',
    3: 'Tilloy',
    4: 'Neuville',
    5: 'Beaurains',
    6: 'Mercatel',
    7: 'Ficheux',
    8: 'Bellacourt',
    9: 'Wailly',
    10: 'Agny',
    13: 'Beaumetz',
    14: 'Simencourt',
    19: 'Haute-Avesnes',
    20: 'Frévin',
    21: 'Mont-St-Éloi',
    22: 'Maroeuil',
    23: 'Anzin',
    24: 'St-Nicolas',
    26: 'St-Laurent',
    27: 'Bailleul',
    28: 'Fampoux',
    [ZONE.A]: 'Cambrai',
    [ZONE.E]: 'Lens',
  };
  for (const [a, n] of Object.entries(names)) if (SECTOR_BY_ID[+a]?.name !== n) problems.push(`Sector ${a} is ${n} in the rules (13.x, 14.2)`);
  for (const b of BOUNDARIES)
    if (SECTOR_BY_ID[b.a]?.zone && SECTOR_BY_ID[b.b]?.zone) problems.push(`boundary ${b.a}/${b.b} joins two zones (zones touch sectors only, 2.1.3)`);
  const adjacent = (a: number, b: number) => kind(a, b) !== undefined;
  for (const [a, b] of CORNERS) if (adjacent(a, b)) problems.push(`${a} and ${b} share only a corner and must not be adjacent (2.1.1.b)`);
  if (!adjacent(26, 3) && !adjacent(28, 3)) problems.push('Sector 3 must border 26 or 28 (13.6)');
  if (!adjacent(26, 1) && !adjacent(28, 1)) problems.push('Sector 1 must border 26 or 28 (13.6)');
  if (!adjacent(1, ZONE.A) && !adjacent(2, ZONE.A)) problems.push('Zone A must border the map (11.1)');
  for (const [key, list] of Object.entries(ENTRY)) for (const a of list) if (!ids.has(a)) problems.push(`entry ${key}: unknown sector ${a} (13.1-13.3)`);
  // Scarpe: both banks exist, and sectors along it border the other bank.
  for (const a of SECTORS) {
    if (a.zone || !a.alongScarpe) continue;
    const across = BOUNDARIES.some((b) => (b.a === a.id || b.b === a.id) && b.kind === 'river' && SECTOR_BY_ID[b.a === a.id ? b.b : b.a].scarpe !== a.scarpe);
    if (!across && a.id !== 20) problems.push(`Sector ${a.id} lies along the Scarpe but borders no sector across it (7.1)`);
  }
  // Counters.
  problems.push(...validateCounters(UNITS));
  const groups: Record<string, number> = {};
  for (const u of UNITS) {
    if (u.type === 'leader' ? u.attack !== null : u.attack === null)
      problems.push(`unit ${u.id}: ${u.type === 'leader' ? 'leaders have no attack factor (3.2.6)' : 'needs an attack factor'}`);
    if (u.italic !== (u.type === 'armor' || u.type === 'antitank' || u.id === '7-MC'))
      problems.push(`unit ${u.id}: italic attack factors are for armor, anti-tank and reconnaissance (3.3.1)`);
    if (u.rOf) {
      const o = UNITS.find((x) => x.id === u.rOf);
      if (o?.type !== 'armor') problems.push(`R counter ${u.id} must replace an armored unit (10.2)`);
      continue;
    }
    if (!u.group) problems.push(`unit ${u.id}: no setup group (3.3.2)`);
    else if (!u.balance) groups[`${u.side} ${u.group}`] = (groups[`${u.side} ${u.group}`] ?? 0) + 1;
  }
  for (const u of UNITS) if (u.type === 'armor' && !u.rOf && !UNITS.some((r) => r.rOf === u.id)) problems.push(`armored unit ${u.id} has no R counter (10.2)`);
  // 12.2 group sizes of the book.
  const sizes: Record<string, number> = {
    'allied A': 6,
    'allied B': 9,
    'allied C': 9,
    'allied D': 4,
    'allied E': 4,
    'allied F': 4,
    'allied G': 4,
    'allied H': 4,
    'allied I': 4,
    'allied J': 6,
    'german A': 2,
    'german B': 2,
    'german C': 1,
    'german D': 4,
    'german E': 1,
    'german F': 3,
    'german G': 1,
    'german H': 5,
    'german I': 1,
    'german J': 3,
    'german K': 1,
    'german L': 4,
    'german M': 3,
  };
  for (const [g, n] of Object.entries(sizes)) if (groups[g] !== n) problems.push(`${g}: ${groups[g] ?? 0} units, the book lists ${n} (12.2, 13.4)`);
  // 14.2 historical setup: legal sectors and stacking (5.1.3: 10 units, 5 in Arras).
  for (const side of ['allied', 'german'] as const)
    for (const [g, a] of Object.entries(HISTORICAL[side]))
      if (!SETUP_SECTORS[side].includes(a)) problems.push(`historical ${side} group ${g} in ${a}: not a ${side} setup sector (12.2)`);
  const stacked = (u: (typeof UNITS)[number]) => (u.rOf || u.balance || u.type === 'leader' || !u.group ? null : HISTORICAL[u.side][u.group]);
  for (const { side, area, n } of overStacked(UNITS, stacked, (a) => (a === ARRAS ? 5 : 10)))
    problems.push(`historical setup puts ${n} ${side} units in ${area} (5.1.3)`);
  return problems;
}
