// Checks of data.ts: the map, roads and rivers, counters and setup, the CRT, provenance.
import { checkPath, checkSideChain } from '../../maps/hex.ts';
import { ADVANCE, CRT, DEFAULT_TERRAIN, FLAK88, HEXES, MAP, RESULTS, RIVERS, ROADS, TURN_TRACK, UNITS, WEST_EDGE } from './data.ts';
import { grid } from './state.ts';

const goodSrc = (src: unknown) => typeof src === 'string' && (/^rulebook /.test(src) || /^reconstructed: /.test(src));

export function validateData(): string[] {
  const p: string[] = [];
  const src = (what: string, s: unknown) => {
    if (!goodSrc(s)) p.push(`${what}: provenance must start with "rulebook <rule>" or "reconstructed: <reason>"`);
  };
  src('map', MAP.src);
  src('default terrain', DEFAULT_TERRAIN.src);
  src('west edge', WEST_EDGE.src);
  src('turn track', TURN_TRACK.src);
  src('88 marker', FLAK88.src);
  src('CRT', CRT.src);
  src('advance', ADVANCE.src);

  // Adjacency is symmetric and the grid is whole.
  if (grid.size !== MAP.cols * MAP.rows) p.push(`map: ${grid.size} hexes, expected ${MAP.cols * MAP.rows}`);
  for (const id of grid.ids) {
    for (const n of grid.neighbours(id)) if (!grid.neighbours(n).includes(id)) p.push(`map: ${id} lists ${n} as neighbour but not the reverse`);
  }
  // Named hexes.
  const cities = Object.keys(HEXES).filter((h) => HEXES[h].terrain === 'city');
  if (cities.length !== 1) p.push(`map: exactly one Arras (city) hex expected, found ${cities.length}`);
  for (const [h, d] of Object.entries(HEXES)) {
    if (!grid.has(h)) p.push(`hex ${h} (${d.name}) is not on the map`);
    if (d.terrain !== 'clear' && d.terrain !== 'city') p.push(`hex ${h}: unknown terrain ${d.terrain}`);
    src(`hex ${h}`, d.src);
  }
  // West edge and turn track.
  if (!grid.ids.some((h) => grid.coord(h).col === WEST_EDGE.col)) p.push('west edge: no hex in its column');
  if (TURN_TRACK.hexes.length < TURN_TRACK.lastTurn) p.push(`turn track: ${TURN_TRACK.hexes.length} boxes for ${TURN_TRACK.lastTurn} turns`);
  for (const h of TURN_TRACK.hexes) {
    if (!grid.has(h)) p.push(`turn track: hex ${h} is not on the map`);
    else if (grid.coord(h).row !== TURN_TRACK.row || TURN_TRACK.row !== grid.lastRow) p.push(`turn track: hex ${h} is not on the southernmost row`);
  }
  if (new Set(TURN_TRACK.hexes).size !== TURN_TRACK.hexes.length) p.push('turn track: a box is repeated');
  // Roads and rivers.
  for (const r of ROADS) {
    p.push(...checkPath(grid, r.path, `road ${r.name}`));
    src(`road ${r.name}`, r.src);
    if (r.exitsWest && grid.has(r.path[r.path.length - 1]) && grid.coord(r.path[r.path.length - 1]).col !== WEST_EDGE.col)
      p.push(`road ${r.name}: marked as leaving the west edge but ends in ${r.path[r.path.length - 1]}`);
  }
  const names = ['Scarpe', 'Crinchon', 'Cojeul'];
  for (const n of names) if (!RIVERS.some((r) => r.name === n)) p.push(`river ${n} missing (issue 5)`);
  for (const r of RIVERS) {
    p.push(...checkSideChain(grid, r.sides, `river ${r.name}`));
    src(`river ${r.name}`, r.src);
  }
  // Counters and setup.
  const ids = new Set<string>();
  const setupHexes = new Map<string, string>();
  for (const u of UNITS) {
    if (ids.has(u.id)) p.push(`unit ${u.id}: duplicate id`);
    ids.add(u.id);
    src(`unit ${u.id}`, u.src);
    if (u.side !== 'allied' && u.side !== 'german') p.push(`unit ${u.id}: unknown side ${u.side}`);
    if (u.type !== 'tank' && u.type !== 'infantry') p.push(`unit ${u.id}: unknown type ${u.type}`);
    if (!(u.strength > 0) || !Number.isInteger(u.strength)) p.push(`unit ${u.id}: combat strength must be a positive integer`);
    if (!(u.ma > 0) || !Number.isInteger(u.ma * 2)) p.push(`unit ${u.id}: movement allowance must be a positive multiple of 0.5`);
    if (!grid.has(u.setup)) p.push(`unit ${u.id}: setup hex ${u.setup} is not on the map`);
    const other = setupHexes.get(u.setup);
    if (other) p.push(`units ${other} and ${u.id} both set up in ${u.setup}: no stacking (7.2)`);
    setupHexes.set(u.setup, u.id);
    if (u.side === 'german' && grid.has(u.setup) && grid.coord(u.setup).col === WEST_EDGE.col)
      p.push(`unit ${u.id}: a German unit may not start on the west edge it must break through`);
  }
  for (const side of ['allied', 'german']) if (!UNITS.some((u) => u.side === side)) p.push(`no ${side} units`);
  // CRT: every column, a result for every modified roll 0..6, only the results of 8.4.
  if (CRT.columns.join(',') !== '1:2,1:1,2:1,3:1,4:1') p.push(`CRT: columns must run 1:2 to 4:1 (8.1), found ${CRT.columns.join(' ')}`);
  for (const col of CRT.columns) {
    const row = CRT.table[col];
    if (row?.length !== 7) p.push(`CRT column ${col}: needs results for modified rolls 0-6`);
    else
      row.forEach((r, i) => {
        if (!(r in RESULTS)) p.push(`CRT column ${col}, roll ${i}: unknown result ${r}`);
      });
  }
  for (const r of Object.keys(RESULTS)) if (!CRT.columns.some((c) => CRT.table[c]?.some((x) => x === r))) p.push(`CRT: result ${r} never occurs`);
  return p;
}
