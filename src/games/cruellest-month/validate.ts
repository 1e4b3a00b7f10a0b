// Checks of data.ts (`arras validate cruellest-month`): the map, setup hexes against 14.1/14.2, hosting
// capacities (6.3), every table complete, provenance on every datum; plus the Air Battle Board data.
import { checkPath, checkSideChain } from '../../maps/hex.ts';
import { validateAirBattleData } from './air-battle/data.ts';
import { AIRCRAFT as BOARD_AIRCRAFT } from './air-battle/data.ts';
import {
  AA_COLUMNS,
  AA_CRT,
  AA_ROWS,
  AIR_UNITS,
  AIRBASES,
  AIRCRAFT,
  EDGE_SRC,
  GROUND_COLUMNS,
  GROUND_CRT,
  GROUND_UNITS,
  GRUPPEN,
  HINDENBURG,
  HL_HEXES,
  INITIAL_ASL,
  MAP,
  PLACES,
  RAIL_HEXES,
  RAILWAYS,
  RANDOM_EVENTS,
  RIDGE_HEXES,
  RIVERS,
  TEC,
  TURNS,
  VICTORY,
  eastOfHindenburg,
  grid,
  gruppenOf,
  isHindenburg,
  westOfHindenburg,
} from './data.ts';
import { overCapacity, setup } from './state.ts';

const goodSrc = (src: unknown) => typeof src === 'string' && (/^rulebook /.test(src) || /^reconstructed: /.test(src));

export function validateData(): string[] {
  const p: string[] = [];
  const src = (what: string, s: unknown) => {
    if (!goodSrc(s)) p.push(`${what}: provenance must start with "rulebook <rule>" or "reconstructed: <reason>"`);
  };
  for (const [w, s] of [
    ['map', MAP.src],
    ['edges', EDGE_SRC],
    ['Hindenburg Line', HINDENBURG.src],
    ['Gruppen', GRUPPEN.src],
    ['ground CRT', GROUND_CRT.src],
    ['AA CRT', AA_CRT.src],
    ['turns', TURNS.src],
    ['victory', VICTORY.src],
  ] as const)
    src(w, s);
  // The map (2.1.1).
  if (grid.size !== MAP.cols * MAP.rows) p.push(`map: ${grid.size} hexes, expected ${MAP.cols * MAP.rows}`);
  if (PLACES['2208']?.name !== 'Arras' || PLACES['2208'].terrain !== 'city') p.push('map: Arras must be the city in hex 2208 (2.1.1)');
  const cities = Object.values(PLACES)
    .filter((x) => x.terrain === 'city')
    .map((x) => x.name)
    .sort();
  if (cities.join() !== 'Arras,Lens') p.push(`map: the two cities are Arras and Lens (3.0), found ${cities.join(', ')}`);
  if (RIDGE_HEXES.length !== 3) p.push(`map: Vimy Ridge has three hexes (7.5), found ${RIDGE_HEXES.length}`);
  for (const [h, d] of Object.entries(PLACES)) {
    if (!grid.has(h)) p.push(`place ${d.name}: hex ${h} is not on the map`);
    src(`place ${h}`, d.src);
  }
  for (let c = MAP.firstCol; c < MAP.firstCol + MAP.cols; c++) if (!HINDENBURG.rowByCol[c]) p.push(`Hindenburg Line: no hex in column ${c}`);
  if (HL_HEXES.length !== MAP.cols) p.push('Hindenburg Line: one hex per column expected');
  for (const h of RIDGE_HEXES) if (westOfHindenburg(h)) p.push(`Vimy Ridge ${h} lies west of the Hindenburg Line: it would start Allied (3.0, 7.5)`);
  if (!westOfHindenburg('2208')) p.push('Arras must start Allied-controlled, west of the Hindenburg Line (3.0)');
  if (!eastOfHindenburg('1607')) p.push('Lens must start German-controlled, east of the Hindenburg Line (3.0, 13.1)');
  for (const h of grid.ids) if (gruppenOf(h).length === 0) p.push(`Gruppe borders: hex ${h} lies in no Gruppe (2.1.1)`);
  for (const r of RAILWAYS) {
    p.push(...checkPath(grid, r.path, `railway ${r.name}`));
    src(`railway ${r.name}`, r.src);
  }
  for (const r of RIVERS) {
    p.push(...checkSideChain(grid, r.sides, `river ${r.name}`).filter((x) => !/connect|chain/.test(x)));
    src(`river ${r.name}`, r.src);
  }
  // Airbases and setup (14.1, 14.2).
  const hexes = new Set<string>();
  for (const b of AIRBASES) {
    src(`airbase ${b.id}`, b.src);
    if (!b.hex) continue;
    if (hexes.has(b.hex)) p.push(`airbase ${b.id}: only one Airbase to a hex (14.1, 6.5.1)`);
    hexes.add(b.hex);
    if (PLACES[b.hex]?.terrain === 'ridge') p.push(`airbase ${b.id}: Aerodromes may not stand in a Ridge hex (14.1)`);
    const { col, row } = grid.coord(b.hex);
    if (b.side === 'allied') {
      if (!westOfHindenburg(b.hex)) p.push(`airbase ${b.id} must be on the Allied side of the line`);
      const band: Record<string, [number, number]> = { I: [11, 17], III: [18, 23], X: [24, 29] };
      const bb = band[b.brigade!];
      if (bb && (col < bb[0] || col > bb[1] || row < 13))
        p.push(`airbase ${b.id}: ${b.brigade} Brigade Aerodromes stand on or next to the west edge in hexrows ${bb[0]}xx-${bb[1]}xx (14.1)`);
      if (b.brigade === '13A' && Math.min(...HL_HEXES.map((x) => grid.distance(x, b.hex!))) < 3)
        p.push(`airbase ${b.id}: 13th Army Aerodromes stand at least 3 hexes from the Hindenburg Line (14.1)`);
    } else {
      if (!RAIL_HEXES.has(b.hex)) p.push(`airbase ${b.id}: a Feldflugplatz stands on a railway hex (6.5.1, 14.2)`);
      if (Math.min(...HL_HEXES.map((x) => grid.distance(x, b.hex!))) <= 3) p.push(`airbase ${b.id}: not within 3 hexes of the Hindenburg Line at start (14.2)`);
    }
  }
  const counts: Record<string, number> = {};
  for (const u of AIR_UNITS) {
    src(`air unit ${u.id}`, u.src);
    if (!AIRCRAFT[u.aircraft]) p.push(`air unit ${u.id}: unknown aircraft ${u.aircraft}`);
    if (!BOARD_AIRCRAFT[u.aircraft]) p.push(`air unit ${u.id}: aircraft ${u.aircraft} missing from the Aircraft Performance Chart (air-battle/data.ts)`);
    counts[u.group] = (counts[u.group] ?? 0) + 1;
  }
  const expect: Record<string, number> = { I: 4, III: 4, X: 5, '13A': 5, IX: 8, jasta: 7, 'jasta-reserve': 5, 'fa-reserve': 4 };
  for (const [g, n] of Object.entries(expect)) if (counts[g] !== n) p.push(`air units: ${n} expected in group ${g} (14.1, 14.2, 7.3), found ${counts[g] ?? 0}`);
  for (const [k, a] of Object.entries(AIRCRAFT)) {
    src(`aircraft ${k}`, a.src);
    for (const f of [a.full, a.reduced])
      if (f.df < 1 || f.sr < 1 || (typeof f.bf === 'number' && f.bf < 0)) p.push(`aircraft ${k}: a face has a factor out of range`);
    if ((a.type === 'RB' || a.type === 'NB') && (typeof a.full.bf !== 'number' || a.full.bf < 1))
      p.push(`aircraft ${k}: a bomber needs a bombing factor (3.0)`);
  }
  const s = setup();
  for (const b of AIRBASES) if (overCapacity(s, b.id)) p.push(`setup: ${b.id} is over its hosting capacity (6.3): ${overCapacity(s, b.id)}`);
  const stack = new Map<string, number>();
  for (const g of GROUND_UNITS) {
    src(`ground unit ${g.id}`, g.src);
    if (!g.hex) continue;
    stack.set(g.hex, (stack.get(g.hex) ?? 0) + 1);
    if (g.side === 'german') {
      if (westOfHindenburg(g.hex)) p.push(`ground unit ${g.id}: German setup hexes are German-controlled (14.2)`);
      if (!isHindenburg(g.hex) && !grid.neighbours(g.hex).some(isHindenburg)) p.push(`ground unit ${g.id}: sets up in or next to a Hindenburg Line hex (14.2)`);
      if (!gruppenOf(g.hex).some((x) => x === g.formation)) p.push(`ground unit ${g.id}: outside its Gruppe's deployment area (14.2)`);
    } else {
      const anchors: Record<string, string[]> = { XXIV: ['1210'], Canadian: ['1410', '1610', '1810', '2009'], VI: ['2208'], VII: ['2408', '2608', '2807'] };
      const an = anchors[g.formation];
      if (an && !an.some((h) => h === g.hex || grid.adjacent(h, g.hex!))) p.push(`ground unit ${g.id}: sets up on or next to ${an.join(', ')} (14.1)`);
      if (!westOfHindenburg(g.hex)) p.push(`ground unit ${g.id}: Allied setup hexes are Allied-controlled`);
    }
  }
  for (const [h, n] of stack) if (n > 2) p.push(`setup: ${n} divisions in ${h}, the stacking limit is 2 (9.3)`);
  // Tables complete.
  for (let r = 1; r <= 10; r++) {
    if (!RANDOM_EVENTS[r]) p.push(`random events: no entry for ${r} (5.0)`);
    else src(`random event ${r}`, RANDOM_EVENTS[r].src);
  }
  for (const [k, t] of Object.entries(TEC)) src(`TEC ${k}`, t.src);
  if (GROUND_CRT.rows.length !== 6) p.push('ground CRT: rows for defender CF 1-6 expected');
  for (const row of GROUND_CRT.rows) if (row.length !== GROUND_COLUMNS.length) p.push('ground CRT: a row lacks a column');
  for (let i = 1; i < GROUND_COLUMNS.length; i++) if (GROUND_COLUMNS[i].min !== GROUND_COLUMNS[i - 1].max + 1) p.push('ground CRT: columns leave a gap');
  for (const half of [AA_CRT.medium, AA_CRT.low]) {
    if (half.length !== AA_ROWS.length) p.push('AA CRT: a row is missing');
    for (const row of half) if (row.length !== AA_COLUMNS.length) p.push('AA CRT: a row lacks a column');
  }
  for (const [k, v] of Object.entries(INITIAL_ASL)) src(`initial ASL ${k}`, v.src);
  p.push(...validateAirBattleData().map((x) => `air battle: ${x}`));
  return p;
}
