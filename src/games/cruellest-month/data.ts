// The Cruellest Month: Air War over Arras, April 1917 (Against the Odds 2020 Annual, Paul Rohrbaugh):
// every datum of the strategic game in one readable file.
//
// The printed map, counters, Player Aid Charts and results tables are not available; only the rules
// 1.0-15.1 (text ends inside 15.2) survive (../shared/rules/the-cruellest-month.en.txt). Every datum
// carries its provenance: `rulebook <rule>` where the rules state it, `reconstructed: <reason>`
// otherwise (from ../shared/reference/air-war-1917.md and geography.md). The Air Battle Board, the
// Aircraft Performance Chart and the Aerial Combat Movement Table live in air-battle/ (the other
// engineer's module). Owners of the printed game can correct the data here without touching rules code.

import { HexGrid, type HexId } from '../../maps/hex.ts';

export type Side = 'allied' | 'german';
/** `rulebook <rule>` or `reconstructed: <reason>`. */
export type Provenance = string;

// ---------------------------------------------------------------------------------------------
// The strategic map (2.1.1)

export const MAP = {
  firstCol: 10,
  cols: 21,
  firstRow: 1,
  rows: 14,
  src:
    'reconstructed: 2.1.1 numbers hexes ccrr with Arras in 2208; 9.1 puts the east map edge in rows xx01-xx02 and 14.1 ' +
    'spreads the Allied brigades along hexrows 11xx (north) to 29xx (south), so the first pair runs north to south and ' +
    'the second from east (01) to west. At 2 miles (3.2 km) a hex, columns 10-30 span Bethune to Bapaume and rows 01-14 ' +
    'span the Douai plain to the RFC airfields of Savy, Filescamp and Avesnes (geography.md); each place falls in the ' +
    'hex nearest its coordinates.',
} as const;

/** Flat-topped columns; column cc is a north-south band, so hex ccrr's neighbours along the column are cc(rr±1). */
export const grid = new HexGrid({ cols: MAP.cols, rows: MAP.rows, firstCol: MAP.firstCol, firstRow: MAP.firstRow });

export const EAST_ROW = 1;
export const WEST_ROW = 14;
export const EDGE_SRC: Provenance = 'rulebook 9.1 (xx01 and xx02 lie on the east edge); reconstructed: row 14 is the west edge';

export type Terrain = 'clear' | 'city' | 'town' | 'ridge';
export interface PlaceData {
  name: string;
  terrain: Terrain;
  src: Provenance;
}

/** Named hexes. Terrain of every other hex is clear. */
export const PLACES: Record<HexId, PlaceData> = {
  '2208': { name: 'Arras', terrain: 'city', src: 'rulebook 2.1.1 (Arras is in hex 2208), 3.0 (one of two cities)' },
  '1607': { name: 'Lens', terrain: 'city', src: 'rulebook 3.0 (city); reconstructed: 16.3 km NNE of Arras' },
  '1808': { name: 'Vimy Ridge (Hill 145)', terrain: 'ridge', src: 'rulebook 7.5 (three Vimy Ridge hexes); reconstructed: Givenchy and Hill 145' },
  '1908': { name: 'Vimy Ridge (Thelus)', terrain: 'ridge', src: 'rulebook 7.5; reconstructed: Thelus, 7.5 km NNE of Arras' },
  '2008': {
    name: 'Vimy Ridge (Farbus)',
    terrain: 'ridge',
    src: 'rulebook 7.5; reconstructed: the south end of the ridge by Farbus, next to the Canadian start hex 2009 (14.1)',
  },
  '1705': { name: 'Henin-Lietard', terrain: 'town', src: 'reconstructed: 50.42 N 2.95 E' },
  '1707': { name: 'Avion', terrain: 'town', src: 'reconstructed: 50.41 N 2.83 E' },
  '1806': { name: 'Mericourt', terrain: 'town', src: 'reconstructed: 50.40 N 2.86 E' },
  '1805': { name: 'Drocourt', terrain: 'town', src: 'reconstructed: geography.md Drocourt 50.390 2.933' },
  '1907': { name: 'Vimy', terrain: 'town', src: 'reconstructed: geography.md Vimy, below the steep east face of the ridge' },
  '1906': { name: 'Fresnoy', terrain: 'town', src: 'reconstructed: 50.365 N 2.885 E' },
  '2006': { name: 'Oppy', terrain: 'town', src: 'reconstructed: 50.345 N 2.89 E' },
  '2007': { name: 'Bailleul', terrain: 'town', src: 'reconstructed: geography.md Bailleul-Sir-Berthoult' },
  '2106': { name: 'Gavrelle', terrain: 'town', src: 'reconstructed: geography.md Gavrelle' },
  '2105': { name: 'Roeux', terrain: 'town', src: 'reconstructed: geography.md Roeux (one hex east of Gavrelle to keep one town a hex)' },
  '2104': { name: 'Vitry', terrain: 'town', src: 'reconstructed: 50.327 N 2.98 E, on the Drocourt-Queant switch' },
  '2206': { name: 'Fampoux', terrain: 'town', src: 'reconstructed: geography.md Fampoux' },
  '2306': { name: 'Monchy', terrain: 'town', src: 'reconstructed: geography.md Monchy-le-Preux' },
  '2406': { name: 'Wancourt', terrain: 'town', src: 'reconstructed: geography.md Wancourt and Heninel' },
  '2405': { name: 'Cherisy', terrain: 'town', src: 'reconstructed: geography.md Cherisy' },
  '2403': { name: 'Dury', terrain: 'town', src: 'reconstructed: geography.md Dury, on the Drocourt-Queant switch' },
  '2506': { name: 'Fontaine', terrain: 'town', src: 'reconstructed: geography.md Fontaine-les-Croisilles' },
  '2504': { name: 'Cagnicourt', terrain: 'town', src: 'reconstructed: geography.md Cagnicourt' },
  '2704': { name: 'Queant', terrain: 'town', src: 'reconstructed: geography.md Queant' },
  '2207': { name: 'Tilloy', terrain: 'town', src: 'reconstructed: geography.md Tilloy, where the Hindenburg Line began' },
  '2407': { name: 'Neuville-Vitasse', terrain: 'town', src: 'reconstructed: geography.md' },
  '2605': { name: 'Bullecourt', terrain: 'town', src: 'reconstructed: geography.md Bullecourt' },
  '2107': { name: 'Athies', terrain: 'town', src: 'reconstructed: geography.md Athies' },
  '2606': { name: 'Croisilles', terrain: 'town', src: 'reconstructed: 50.20 N 2.88 E (British from 2 April 1917)' },
  '1909': { name: 'Neuville-St-Vaast', terrain: 'town', src: 'reconstructed: geography.md' },
  '1809': { name: 'Souchez', terrain: 'town', src: 'reconstructed: 50.39 N 2.74 E' },
  '2010': { name: 'Mont-St-Eloi', terrain: 'town', src: 'reconstructed: geography.md' },
  '2110': { name: 'Maroeuil', terrain: 'town', src: 'reconstructed: geography.md' },
  '2308': { name: 'Beaurains', terrain: 'town', src: 'reconstructed: geography.md' },
  '2408': { name: 'Mercatel', terrain: 'town', src: 'reconstructed: geography.md' },
  '2608': { name: 'Boisleux', terrain: 'town', src: 'reconstructed: 50.20 N 2.77 E, on the Paris-Arras railway' },
  '2907': { name: 'Bapaume', terrain: 'town', src: 'reconstructed: geography.md Bapaume' },
  '1211': { name: 'Bethune', terrain: 'town', src: 'reconstructed: 50.53 N 2.64 E' },
  '1413': { name: 'Bruay', terrain: 'town', src: 'reconstructed: geography.md RFC airfield Bruay' },
};

/** The Hindenburg Line: the row of its hex in each column (3.0, 7.5, 13.2). */
export const HINDENBURG: { rowByCol: Record<number, number>; src: Provenance } = {
  rowByCol: {
    10: 9,
    11: 9,
    12: 9,
    13: 9,
    14: 9,
    15: 9,
    16: 9,
    17: 9,
    18: 8,
    19: 8,
    20: 8,
    21: 7,
    22: 7,
    23: 7,
    24: 7,
    25: 6,
    26: 5,
    27: 4,
    28: 4,
    29: 4,
    30: 4,
  },
  src:
    'reconstructed: one hex a column, the German main position of April 1917: the Loos-Lievin front (row 09) east of the ' +
    'Allied start hexes 1210-1810 (14.1), along Vimy Ridge (the ridge hexes are Hindenburg Line hexes, so they start German, ' +
    '3.0, 7.5; at the end they score as Vimy Ridge hexes only, 13.2, HL_SCORING_HEXES), Athies, Tilloy and Neuville-Vitasse next to the VI and VII Corps ' +
    'start hexes 2208-2408, then south-east by ' +
    'Fontaine and Bullecourt to Queant (geography.md).',
};

/** Each hex's side of the Hindenburg Line (-1 east, 0 on it, 1 west), computed once from HINDENBURG. */
const HL_SIDE = new Map<HexId, number>(
  grid.ids.map((h) => {
    const { col, row } = grid.coord(h);
    return [h, Math.sign(row - HINDENBURG.rowByCol[col])];
  }),
);
export function isHindenburg(h: HexId): boolean {
  return HL_SIDE.get(h) === 0;
}
/** East of the Hindenburg Line (not on it). */
export function eastOfHindenburg(h: HexId): boolean {
  return HL_SIDE.get(h) === -1;
}
export function westOfHindenburg(h: HexId): boolean {
  return HL_SIDE.get(h) === 1;
}
export const HL_HEXES: HexId[] = grid.ids.filter(isHindenburg);
export const RIDGE_HEXES: HexId[] = Object.keys(PLACES).filter((h) => PLACES[h].terrain === 'ridge');
/**
 * The Hindenburg Line hexes that score 2 VP at the end (13.2): every one but the Vimy Ridge hexes. The reconstructed
 * line runs along the ridge (HINDENBURG.src), but 13.2 lists the Vimy Ridge hexes apart (+3 each, to either side),
 * so a ridge hex scores 3, not 2 + 3. Source: rulebook 13.2; reconstructed: the ridge hexes on the line (HINDENBURG).
 */
export const HL_SCORING_HEXES: HexId[] = HL_HEXES.filter((h) => !RIDGE_HEXES.includes(h));

export type Gruppe = 'souchez' | 'vimy' | 'arras';
/** German Army borders (2.1.1, 9.3.1): columns of each Gruppe; a shared column is a boundary hex column. */
export const GRUPPEN: { cols: Record<Gruppe, [number, number]>; src: Provenance } = {
  cols: { souchez: [10, 17], vimy: [17, 21], arras: [21, 30] },
  src:
    'reconstructed: 2.1.1 names Souchez, Vimy and Arras north to south; Vimy from the Souchez valley (column 17) to the Scarpe (column 21), as ' +
    'geography.md places the 6th Army Gruppen; columns 17 and 21 are the boundary hexes (9.3.1)',
};
/** The Gruppe areas of each hex (one, or two on a boundary hex), computed once: callers must not change the list. */
const GRUPPEN_OF = new Map<HexId, readonly Gruppe[]>(
  grid.ids.map((h) => {
    const { col } = grid.coord(h);
    return [h, (Object.keys(GRUPPEN.cols) as Gruppe[]).filter((g) => col >= GRUPPEN.cols[g][0] && col <= GRUPPEN.cols[g][1])];
  }),
);
export function gruppenOf(h: HexId): readonly Gruppe[] {
  return GRUPPEN_OF.get(h) ?? [];
}

/** Each hex by its cube coordinates "q,r" (for hexLine). */
const HEX_BY_CUBE = new Map<string, HexId>(
  grid.ids.map((h) => {
    const c = grid.cube(h);
    return [`${c.q},${c.r}`, h];
  }),
);
/** A straight run of hexes from a to b (cube interpolation). */
export function hexLine(a: HexId, b: HexId): HexId[] {
  const A = grid.cube(a);
  const B = grid.cube(b);
  const n = grid.distance(a, b);
  const out: HexId[] = [];
  for (let i = 0; i <= n; i++) {
    const t = n === 0 ? 0 : i / n;
    const q = A.q + (B.q - A.q) * t + 1e-6;
    const r = A.r + (B.r - A.r) * t + 1e-6;
    const s = -q - r;
    let rq = Math.round(q),
      rr = Math.round(r);
    const rs = Math.round(s);
    const dq = Math.abs(rq - q),
      dr = Math.abs(rr - r),
      ds = Math.abs(rs - s);
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    const id = HEX_BY_CUBE.get(`${rq},${rr}`);
    if (id && out[out.length - 1] !== id) out.push(id);
  }
  return out;
}
function via(...points: HexId[]): HexId[] {
  const out: HexId[] = [];
  for (let i = 0; i + 1 < points.length; i++) for (const h of hexLine(points[i], points[i + 1])) if (out[out.length - 1] !== h) out.push(h);
  return out;
}

export interface Railway {
  name: string;
  path: HexId[];
  src: Provenance;
}
export const RAILWAYS: Railway[] = [
  {
    name: 'Arras-Douai',
    path: via('2208', '2107', '2104', '1902', '1901'),
    src: 'reconstructed: geography.md, the Paris-Lille main line NE by St-Laurent-Blangy, Athies and Roeux to Douai',
  },
  { name: 'Arras-Lens', path: via('2208', '2008', '1907', '1607'), src: 'reconstructed: geography.md, Arras-Lens by Farbus and Vimy' },
  { name: 'Lens-Douai', path: via('1607', '1705', '1801'), src: 'reconstructed: the Lens-Henin-Lietard-Douai line (m)' },
  { name: 'Arras-Cambrai', path: via('2208', '2306', '2504', '2701'), src: 'reconstructed: the Arras-Marquion-Cambrai line (m)' },
  {
    name: 'Douai-Cambrai',
    path: via('1901', '2302', '2701', '3001'),
    src: 'reconstructed: the lateral line behind the front that carried the Jastas (1.0; m)',
  },
  { name: 'Paris-Arras', path: via('2208', '2308', '2608', '3009'), src: 'reconstructed: geography.md, the main line south by Achicourt and Agny' },
  { name: 'Arras-St-Pol', path: via('2208', '2110', '2014'), src: 'reconstructed: geography.md, Arras-Saint-Pol by Maroeuil' },
  { name: 'Lens-Bethune', path: via('1607', '1609', '1211', '1014'), src: 'reconstructed: the Lens-Bethune line (m)' },
];
export const RAIL_HEXES: Set<HexId> = new Set(RAILWAYS.flatMap((r) => r.path));

/** River hexsides, as pairs of adjacent hexes. */
export interface River {
  name: string;
  sides: [HexId, HexId][];
  src: Provenance;
}
function sidesBetweenCols(c1: number, rows: [number, number]): [HexId, HexId][] {
  const out: [HexId, HexId][] = [];
  for (const h of grid.ids) {
    const { col, row } = grid.coord(h);
    if (col !== c1 || row < rows[0] || row > rows[1]) continue;
    for (const n of grid.neighbours(h)) if (grid.coord(n).col === c1 + 1 && grid.coord(n).row >= rows[0] && grid.coord(n).row <= rows[1]) out.push([h, n]);
  }
  return out;
}
export const RIVERS: River[] = [
  {
    name: 'Scarpe',
    sides: sidesBetweenCols(21, [1, 14]),
    src:
      'reconstructed: geography.md, the Scarpe runs west to east along the north edge of Arras, past Athies, Fampoux and Roeux to Douai (between columns ' +
      '21 and 22)',
  },
  {
    name: 'Cojeul-Sensee',
    sides: sidesBetweenCols(24, [1, 9]),
    src: 'reconstructed: geography.md, the Cojeul runs NE by Wancourt to the Sensee (between columns 24 and 25)',
  },
];
const RIVER_KEYS = new Set(RIVERS.flatMap((r) => r.sides.map(([a, b]) => (a < b ? a + b : b + a))));
export function acrossRiver(a: HexId, b: HexId): boolean {
  return RIVER_KEYS.has(a < b ? a + b : b + a);
}

// ---------------------------------------------------------------------------------------------
// Off-map areas, airbases (6.2), Offensive Patrol Areas (7.4.2)

export type OffMap = 'douai' | 'cambrai' | 'rfc';
export const OFFMAP_EDGE: Record<OffMap, { hexes: HexId[]; src: Provenance }> = {
  douai: {
    hexes: grid.ids.filter((h) => grid.coord(h).row === EAST_ROW && grid.coord(h).col <= 21),
    src: 'rulebook 8.2 (off-map Airbases are entered from designated east-edge hexes); reconstructed: Douai lies east of columns 10-21',
  },
  cambrai: {
    hexes: grid.ids.filter((h) => grid.coord(h).row === EAST_ROW && grid.coord(h).col >= 22),
    src: 'rulebook 8.2; reconstructed: Cambrai lies east of columns 22-30',
  },
  rfc: {
    hexes: grid.ids.filter((h) => grid.coord(h).row === WEST_ROW),
    src: 'rulebook 8.2 (the RFC Strategic Reserve Holding Area is reached by the west edge)',
  },
};
export const OFFMAP_RANGE = 2; // rulebook 8.2: moving to or from an off-map area counts as 2 hexes.
export const OFFMAP_CAPACITY = 6; // rulebook 6.3.1 (second): up to 6 F or RB units at each off-map Airbase.
export const OFFMAP_HITS_MAX = 4; // rulebook 8.10.6
export const CITY_HITS_MAX = 4; // rulebook 8.10.6

/** Offensive Patrol Areas where reconnaissance flies (7.4.2). */
export const PATROL_AREAS = {
  german: ['arras'] as const,
  allied: ['douai', 'cambrai'] as const,
  src: 'rulebook 7.4.2 (German reconnaissance over Arras, Allied over the Cambrai or Douai Offensive Patrol Areas)',
};

export interface AirbaseData {
  id: string;
  side: Side;
  kind: 'aerodrome' | 'feld' | 'offmap';
  name: string;
  /** Starting hex (on-map), or null (off-map box / in Cambrai-Douai areas). */
  hex: HexId | null;
  brigade?: Brigade;
  /** For off-map boxes and Feldflugplatz starting off map. */
  area?: 'douai' | 'cambrai';
  src: Provenance;
}

export type Brigade = 'I' | 'III' | 'IX' | 'X' | '13A';
export const AIRBASES: AirbaseData[] = [
  {
    id: 'ae-bruay',
    side: 'allied',
    kind: 'aerodrome',
    name: 'Bruay',
    hex: '1413',
    brigade: 'I',
    src:
      'rulebook 14.1 (two I Brigade Aerodromes on or next to the west edge in hexrows 11xx-17xx; 14.1 prints "east", a misprint: the Allied side is the ' +
      'west); reconstructed: Bruay (geography.md)',
  },
  {
    id: 'ae-auchel',
    side: 'allied',
    kind: 'aerodrome',
    name: 'Auchel',
    hex: '1214',
    brigade: 'I',
    src: 'rulebook 14.1; reconstructed: Auchel, just off the map to the north-west, placed on the edge',
  },
  {
    id: 'ae-savy',
    side: 'allied',
    kind: 'aerodrome',
    name: 'Savy',
    hex: '2013',
    brigade: 'III',
    src: 'rulebook 14.1 (III Brigade, hexrows 18xx-23xx); reconstructed: Savy (geography.md)',
  },
  {
    id: 'ae-avesnes',
    side: 'allied',
    kind: 'aerodrome',
    name: 'Avesnes-le-Comte',
    hex: '2314',
    brigade: 'III',
    src: 'rulebook 14.1; reconstructed: Avesnes-le-Comte (geography.md)',
  },
  {
    id: 'ae-bellevue',
    side: 'allied',
    kind: 'aerodrome',
    name: 'Bellevue',
    hex: '2514',
    brigade: 'X',
    src: 'rulebook 14.1 (X Brigade, hexrows 24xx-29xx); reconstructed: the Doullens road (m)',
  },
  { id: 'ae-doullens', side: 'allied', kind: 'aerodrome', name: 'Doullens road', hex: '2713', brigade: 'X', src: 'rulebook 14.1; reconstructed (m)' },
  {
    id: 'ae-filescamp',
    side: 'allied',
    kind: 'aerodrome',
    name: 'Filescamp (Le Hameau)',
    hex: '2114',
    brigade: '13A',
    src: 'rulebook 14.1 (13th Army: west of and at least 3 hexes from the Hindenburg Line); reconstructed: Filescamp/Le Hameau (geography.md; 60 Sqn)',
  },
  {
    id: 'ae-warlus',
    side: 'allied',
    kind: 'aerodrome',
    name: 'Warlus',
    hex: '2311',
    brigade: '13A',
    src: 'rulebook 14.1; reconstructed: Warlus, 4 hexes from the Hindenburg Line',
  },
  { id: 'off-douai', side: 'german', kind: 'offmap', name: 'Douai', hex: null, area: 'douai', src: 'rulebook 6.2, 6.3.1 (second)' },
  { id: 'off-cambrai', side: 'german', kind: 'offmap', name: 'Cambrai', hex: null, area: 'cambrai', src: 'rulebook 6.2, 6.3.1 (second)' },
  {
    id: 'ff-1',
    side: 'german',
    kind: 'feld',
    name: 'Feldflugplatz 1 (Roucourt)',
    hex: '2003',
    src: 'rulebook 14.2 (two Feldflugplatz on railway hexes not within 3 hexes of the Hindenburg Line); reconstructed: near Roucourt',
  },
  {
    id: 'ff-2',
    side: 'german',
    kind: 'feld',
    name: 'Feldflugplatz 2 (Epinoy)',
    hex: '2401',
    src: 'rulebook 14.2; reconstructed: on the Douai-Cambrai line near Epinoy',
  },
  {
    id: 'ff-3',
    side: 'german',
    kind: 'feld',
    name: 'Feldflugplatz 3',
    hex: null,
    area: 'douai',
    src: 'rulebook 14.2 (the others begin off map at Cambrai and/or Douai)',
  },
  { id: 'ff-4', side: 'german', kind: 'feld', name: 'Feldflugplatz 4', hex: null, area: 'douai', src: 'rulebook 14.2' },
  { id: 'ff-5', side: 'german', kind: 'feld', name: 'Feldflugplatz 5', hex: null, area: 'douai', src: 'rulebook 14.2' },
  { id: 'ff-6', side: 'german', kind: 'feld', name: 'Feldflugplatz 6', hex: null, area: 'cambrai', src: 'rulebook 14.2' },
  { id: 'ff-7', side: 'german', kind: 'feld', name: 'Feldflugplatz 7', hex: null, area: 'cambrai', src: 'rulebook 14.2' },
  { id: 'ff-8', side: 'german', kind: 'feld', name: 'Feldflugplatz 8', hex: null, area: 'cambrai', src: 'rulebook 14.2' },
];
export const AIRBASE_AAF = 2; // rulebook 2.2.4, 6.6.1, 8.9.1
export const AIRBASE_AAF_DISRUPTED = 1; // rulebook 6.6.1
export const CITY_AAF = 2; // rulebook 8.9.1 (2.2.4 prints 1: 8.9.1, the case itself, rules)
export const INFANTRY_AAF = 1; // rulebook 8.9.1

// ---------------------------------------------------------------------------------------------
// Aerial units (2.2.2)

export type AirType = 'F' | 'FB' | 'RB' | 'NB';
export interface Face {
  af: number;
  df: number;
  /** Bombing factor; 'S' = strafing fighter (BF 1, 8.10.2); 0 = none. */
  bf: number | 'S';
  sr: number;
}
export interface AircraftData {
  name: string;
  type: AirType;
  rotary: boolean;
  /** "L": +1 SR after bombing or on spotting (2.2.2). */
  accel: boolean;
  /** Circled observer / all-round fire (8.7.8). */
  allRound: boolean;
  /** Has an observer (RB and the F2a, 8.7.11). */
  observer: boolean;
  full: Face;
  reduced: Face;
  src: Provenance;
}
const R =
  'reconstructed: from air-war-1917.md relative ratings (S A D B on 0-10): SR ~ S*0.8, AF ~ A*0.45, DF ~ D*0.6, BF ~ B*0.6; reduced face one less ' +
  'in each (2.2)';
function ac(
  name: string,
  type: AirType,
  f: [number, number, number | 'S', number],
  flags: { rotary?: boolean; accel?: boolean; allRound?: boolean } = {},
  src = R,
): AircraftData {
  const [af, df, bf, sr] = f;
  return {
    name,
    type,
    rotary: !!flags.rotary,
    accel: !!flags.accel,
    allRound: !!flags.allRound,
    observer: type === 'RB' || type === 'NB' || name === 'Bristol F.2A',
    full: { af, df, bf, sr },
    reduced: { af: Math.max(0, af - 1), df: Math.max(1, df - 1), bf: bf === 'S' ? 'S' : Math.max(1, bf - 1), sr: Math.max(1, sr - 1) },
    src,
  };
}
export const AIRCRAFT: Record<string, AircraftData> = {
  BE2: ac('B.E.2c/d', 'RB', [0, 2, 2, 2], {}, R + '; BF 2: rulebook 8.10.6 example (a roll of 0 with a B.E.2 is 2 hits)'),
  BE2e: ac('B.E.2e', 'RB', [0, 2, 2, 3], {}, R + '; BF 2 as the B.E.2 of 8.10.6'),
  FE2b: ac('F.E.2b', 'RB', [2, 3, 3, 4], { allRound: true }, R + '; all-round observer: rulebook 8.7.8 (F.E.2)'),
  FE2d: ac('F.E.2d', 'RB', [3, 4, 3, 5], { allRound: true }, R + '; all-round observer: rulebook 8.7.8 (F.E.2)'),
  'FE2b-night': ac('F.E.2b (night)', 'NB', [1, 4, 5, 4], {}, R + '; NB: rulebook 12.1 (IX/100 Sqdn)'),
  N17: ac('Nieuport 17', 'F', [3, 2, 'S', 7], { rotary: true }),
  Pup: ac('Sopwith Pup', 'F', [3, 3, 'S', 7], { rotary: true }),
  Triplane: ac('Sopwith Triplane', 'F', [3, 3, 'S', 8], { rotary: true }),
  SPAD7: ac('SPAD VII', 'F', [3, 4, 'S', 8]),
  Strutter: ac('Sopwith 1 1/2 Strutter', 'FB', [1, 2, 2, 5], { rotary: true }),
  F2A: ac('Bristol F.2A', 'FB', [2, 3, 1, 6], {}, R + '; FB with an observer: rulebook 8.7.11 (F2a)'),
  RE8: ac('R.E.8', 'RB', [1, 2, 3, 5]),
  FK8: ac('Armstrong Whitworth F.K.8', 'RB', [1, 3, 4, 4]),
  G100: ac('Martinsyde G.100', 'RB', [1, 1, 4, 4], { accel: true }),
  DH4: ac('D.H.4', 'RB', [1, 4, 5, 7], { accel: true }),
  AlbDIII: ac('Albatros D.III', 'F', [4, 4, 'S', 7]),
  AlbDII: ac('Albatros D.II', 'F', [4, 4, 'S', 6]),
  HalbDII: ac('Halberstadt D.II', 'F', [2, 3, 'S', 4]),
  RolandCII: ac('Roland C.II', 'RB', [1, 3, 2, 5], { allRound: true }, R + '; all-round observer: rulebook 8.7.8 (Roland C.II)'),
  AlbCIII: ac('Albatros C.III', 'RB', [1, 2, 2, 3]),
  RumplerCIV: ac('Rumpler C.IV', 'RB', [1, 5, 2, 6], { accel: true }),
  AEGCIV: ac('AEG C.IV', 'RB', [1, 3, 2, 5]),
};

export type AirGroup = Brigade | 'jasta' | 'jasta-reserve' | 'fa-reserve';
export interface AirUnitData {
  id: string;
  side: Side;
  name: string;
  aircraft: keyof typeof AIRCRAFT;
  /** Allied brigade, or the German group (14.2). */
  group: AirGroup;
  /** Striped: strategic / RFC reserve (2.2.2). */
  reserve: boolean;
  /** Starting airbase id, or 'rfc' (RFC Holding Area), 'reserve' (German Strategic Reserve Holding Area), 'event' (Random Event #1). */
  start: string;
  ace?: boolean;
  src: Provenance;
}
function au(
  id: string,
  side: Side,
  name: string,
  aircraft: string,
  group: AirGroup,
  start: string,
  src: string,
  extra: Partial<AirUnitData> = {},
): AirUnitData {
  return { id, side, name, aircraft, group, reserve: group === 'IX' || group === 'jasta-reserve' || group === 'fa-reserve', start, src, ...extra };
}
const OB = 'reconstructed: air-war-1917.md RFC order of battle';
export const AIR_UNITS: AirUnitData[] = [
  // I Brigade: corps wing B.E.2s (14.1: four units, two Aerodromes).
  au('a-2', 'allied', '2 Sqn', 'BE2', 'I', 'ae-bruay', `rulebook 14.1 (four I Brigade units); ${OB} (I Bde corps wing)`),
  au('a-5', 'allied', '5 Sqn', 'BE2', 'I', 'ae-bruay', `rulebook 14.1; ${OB}`),
  au('a-10', 'allied', '10 Sqn', 'BE2e', 'I', 'ae-bruay', `rulebook 14.1; ${OB}`),
  au('a-16', 'allied', '16 Sqn', 'BE2e', 'I', 'ae-auchel', `rulebook 14.1; ${OB} (16 Sqn with the Canadian Corps)`),
  // III Brigade: corps wing.
  au('a-12', 'allied', '12 Sqn', 'BE2e', 'III', 'ae-savy', `rulebook 14.1 (four III Brigade units); ${OB}`),
  au('a-13', 'allied', '13 Sqn', 'BE2e', 'III', 'ae-savy', `rulebook 14.1; ${OB}`),
  au('a-59', 'allied', '59 Sqn', 'RE8', 'III', 'ae-savy', `rulebook 14.1; ${OB}`),
  au('a-35', 'allied', '35 Sqn', 'FK8', 'III', 'ae-avesnes', `rulebook 14.1; ${OB}`),
  // X Brigade (10th Army Wing).
  au('a-25', 'allied', '25 Sqn', 'FE2b', 'X', 'ae-bellevue', `rulebook 14.1 (five X Brigade units); ${OB} (10th Army Wing)`),
  au('a-43', 'allied', '43 Sqn', 'Strutter', 'X', 'ae-bellevue', `rulebook 14.1; ${OB}`),
  au('a-40', 'allied', '40 Sqn', 'N17', 'X', 'ae-doullens', `rulebook 14.1; ${OB}`),
  au('a-8N', 'allied', '8 Naval Sqn', 'Triplane', 'X', 'ae-doullens', `rulebook 14.1; ${OB}`),
  au('a-3N', 'allied', '3 Naval Sqn', 'Pup', 'X', 'ae-doullens', `rulebook 14.1; ${OB} (V Bde, Bullecourt)`),
  // 13th Army Wing.
  au('a-11', 'allied', '11 Sqn', 'FE2b', '13A', 'ae-warlus', `rulebook 14.1 (five 13th Army units); ${OB} (13th Army Wing)`),
  au('a-48', 'allied', '48 Sqn', 'F2A', '13A', 'ae-warlus', `rulebook 14.1; ${OB}`),
  au('a-29', 'allied', '29 Sqn', 'N17', '13A', 'ae-filescamp', `rulebook 14.1; ${OB}`),
  au('a-60', 'allied', '60 Sqn', 'N17', '13A', 'ae-filescamp', `rulebook 14.1; ${OB}`),
  au('a-23', 'allied', '23 Sqn', 'SPAD7', '13A', 'ae-filescamp', `rulebook 14.1; ${OB} (SPAD squadron)`),
  // IX Brigade: the RFC Reserve (7.3: 8 striped units, the NB by Random Event #1).
  au('a-19', 'allied', '19 Sqn', 'SPAD7', 'IX', 'rfc', `rulebook 7.3, 14.1 (seven RFC Reserve units); ${OB} (9th HQ Wing)`),
  au('a-27', 'allied', '27 Sqn', 'G100', 'IX', 'rfc', `rulebook 7.3, 14.1; ${OB}`),
  au('a-55', 'allied', '55 Sqn', 'DH4', 'IX', 'rfc', `rulebook 7.3, 14.1; ${OB}`),
  au('a-57', 'allied', '57 Sqn', 'FE2d', 'IX', 'rfc', `rulebook 7.3, 14.1; ${OB}`),
  au('a-66', 'allied', '66 Sqn', 'Pup', 'IX', 'rfc', `rulebook 7.3, 14.1; ${OB}`),
  au('a-70', 'allied', '70 Sqn', 'Strutter', 'IX', 'rfc', `rulebook 7.3, 14.1; ${OB}`),
  au(
    'a-45',
    'allied',
    '45 Sqn',
    'Strutter',
    'IX',
    'rfc',
    `rulebook 7.3, 14.1; reconstructed: the seventh unit (56 Sqn's S.E.5 came late in the month; 45 Sqn flew Strutters over Arras, m)`,
  ),
  au('a-100', 'allied', '100 Sqn', 'FE2b-night', 'IX', 'event', 'rulebook 12.1, 14.1 (IX/100 Sqdn NB, only by Random Event #1)'),
  // German at-start Jastas (14.2: seven, Jasta 11 with an Ace).
  au('g-j11', 'german', 'Jasta 11', 'AlbDIII', 'jasta', 'off-douai', 'rulebook 14.2 (Ace with Jasta 11); reconstructed: Douai-La Brayelle (air-war-1917.md)', {
    ace: true,
  }),
  au(
    'g-j2',
    'german',
    'Jasta Boelcke',
    'AlbDIII',
    'jasta',
    'off-cambrai',
    'rulebook 14.2 (seven at-start fighters); reconstructed: Pronville (air-war-1917.md)',
  ),
  au('g-j12', 'german', 'Jasta 12', 'AlbDIII', 'jasta', 'ff-2', 'rulebook 14.2; reconstructed: Epinoy (air-war-1917.md)'),
  au('g-j3', 'german', 'Jasta 3', 'AlbDII', 'jasta', 'off-douai', 'rulebook 14.2; reconstructed: Douai area'),
  au('g-j4', 'german', 'Jasta 4', 'AlbDII', 'jasta', 'ff-1', 'rulebook 14.2; reconstructed: Douai area'),
  au('g-j33', 'german', 'Jasta 33', 'HalbDII', 'jasta', 'off-douai', 'rulebook 14.2; reconstructed: Douai area'),
  au('g-j30', 'german', 'Jasta 30', 'AlbDII', 'jasta', 'off-cambrai', 'rulebook 14.2; reconstructed: (m)'),
  // German Strategic Reserve fighters (12.2.2: five; 14.2 one Ace with them).
  au(
    'g-j5',
    'german',
    'Jasta 5',
    'AlbDIII',
    'jasta-reserve',
    'reserve',
    'rulebook 12.2.2, 14.2 (five Reserve F units; one Ace among them); reconstructed: Jasta 5',
    { ace: true },
  ),
  au('g-j28', 'german', 'Jasta 28', 'AlbDIII', 'jasta-reserve', 'reserve', 'rulebook 12.2.2; reconstructed'),
  au('g-j27', 'german', 'Jasta 27', 'AlbDII', 'jasta-reserve', 'reserve', 'rulebook 12.2.2; reconstructed'),
  au('g-j26', 'german', 'Jasta 26', 'AlbDII', 'jasta-reserve', 'reserve', 'rulebook 12.2.2; reconstructed'),
  au('g-j34', 'german', 'Jasta 34', 'HalbDII', 'jasta-reserve', 'reserve', 'rulebook 12.2.2; reconstructed'),
  // German RB (12.2.1: four, one with an Ace drawn at setup, 14.2).
  au('g-fa235', 'german', 'FA(A) 235', 'RolandCII', 'fa-reserve', 'reserve', 'rulebook 12.2.1, 14.2 (four RB units); reconstructed: Roland C.II unit'),
  au('g-fa227', 'german', 'FA(A) 227', 'AlbCIII', 'fa-reserve', 'reserve', 'rulebook 12.2.1; reconstructed: Albatros C.III, the commonest C-type'),
  au('g-fa211', 'german', 'FA(A) 211', 'RumplerCIV', 'fa-reserve', 'reserve', 'rulebook 12.2.1; reconstructed'),
  au('g-fa288', 'german', 'FA(A) 288', 'AEGCIV', 'fa-reserve', 'reserve', 'rulebook 12.2.1; reconstructed'),
];
export const AIR_BY_ID: Record<string, AirUnitData> = Object.fromEntries(AIR_UNITS.map((u) => [u.id, u]));
/** An aerial unit as its counter and the Airbase Display show it: squadron or Jasta and aircraft ("16 Sqn (B.E.2e)"). */
export const airUnitName = (id: string): string => `${AIR_BY_ID[id].name} (${AIRCRAFT[AIR_BY_ID[id].aircraft].name})`;
export const ALLIED_ACES = 3; // rulebook 14.1, 14.3.3 (three Allied Aces)

// ---------------------------------------------------------------------------------------------
// Ground units (2.2.3)

export type Corps = 'XXIV' | 'Canadian' | 'VI' | 'VII';
export type Formation = Corps | Gruppe | 'allied-reserve' | 'german-reserve';
export interface GroundUnitData {
  id: string;
  side: Side;
  name: string;
  formation: Formation;
  cf: number;
  reducedCf: number;
  /** Start hex, or null in the Strategic Reserve Holding Area. */
  hex: HexId | null;
  src: Provenance;
}
const CF = 'reconstructed: CF 4 (2 reduced) for a division of April 1917; 5 for the Canadian and Guard divisions (elite); 14.2 names a "4 CF" German reserve';
function gu(id: string, side: Side, name: string, formation: Formation, cf: number, hex: HexId | null, src: string): GroundUnitData {
  return { id, side, name, formation, cf, reducedCf: Math.ceil(cf / 2), hex, src: `${src}; ${CF}` };
}
export const GROUND_UNITS: GroundUnitData[] = [
  gu('i-24', 'allied', '24 Div', 'XXIV', 4, '1210', 'rulebook 14.1 (1210)'),
  gu('i-1c', 'allied', '1 Cdn Div', 'Canadian', 5, '1410', 'rulebook 14.1 (1410, 1610, 1810, 2009)'),
  gu('i-2c', 'allied', '2 Cdn Div', 'Canadian', 5, '1610', 'rulebook 14.1'),
  gu('i-3c', 'allied', '3 Cdn Div', 'Canadian', 5, '1810', 'rulebook 14.1'),
  gu('i-4c', 'allied', '4 Cdn Div', 'Canadian', 5, '2009', 'rulebook 14.1'),
  gu('i-3', 'allied', '3 Div', 'VI', 4, '2208', 'rulebook 14.1 (VI Corps on or next to 2208)'),
  gu('i-9', 'allied', '9 (Scottish) Div', 'VI', 4, '2208', 'rulebook 14.1'),
  gu('i-12', 'allied', '12 Div', 'VI', 4, '2109', 'rulebook 14.1 (adjacent to 2208)'),
  gu('i-34', 'allied', '34 Div', 'VI', 4, '2109', 'rulebook 14.1'),
  gu('i-51', 'allied', '51 (Highland) Div', 'VI', 4, '2308', 'rulebook 14.1'),
  gu('i-14', 'allied', '14 Div', 'VII', 4, '2408', 'rulebook 14.1 (VII Corps on or next to 2408, 2608, 2807)'),
  gu('i-21', 'allied', '21 Div', 'VII', 4, '2608', 'rulebook 14.1'),
  gu('i-30', 'allied', '30 Div', 'VII', 4, '2608', 'rulebook 14.1'),
  gu('i-56', 'allied', '56 (London) Div', 'VII', 4, '2807', 'rulebook 14.1'),
  gu('i-62', 'allied', '62 Div', 'VII', 4, '2807', 'rulebook 14.1'),
  gu('i-4', 'allied', '4 Div', 'allied-reserve', 4, null, 'rulebook 14.1, 12.1.1 (Strategic Reserve 4, 5, 17, 37)'),
  gu('i-5', 'allied', '5 Div', 'allied-reserve', 4, null, 'rulebook 14.1'),
  gu('i-17', 'allied', '17 Div', 'allied-reserve', 4, null, 'rulebook 14.1'),
  gu('i-37', 'allied', '37 Div', 'allied-reserve', 4, null, 'rulebook 14.1'),
  gu('g-16br', 'german', '16 Bav Res Div', 'souchez', 4, '1609', 'rulebook 14.2 (Gruppe Souchez, in or next to a Hindenburg Line hex); reconstructed hex'),
  gu('g-80', 'german', '80 Res Div', 'souchez', 4, '1409', 'rulebook 14.2; reconstructed hex'),
  gu('g-1br', 'german', '1 Bav Res Div', 'vimy', 4, '1908', 'rulebook 14.2 (Gruppe Vimy); reconstructed hex'),
  gu('g-14br', 'german', '14 Bav Res Div', 'vimy', 4, '2008', 'rulebook 14.2; reconstructed hex'),
  gu('g-79', 'german', '79 Res Div', 'vimy', 4, '1808', 'rulebook 14.2; reconstructed hex'),
  gu('g-11', 'german', '11 Div', 'arras', 4, '2107', 'rulebook 14.2 (Gruppe Arras); reconstructed hex'),
  gu('g-11r', 'german', '11 Res Div', 'arras', 4, '2207', 'rulebook 14.2; reconstructed hex'),
  gu('g-17r', 'german', '17 Res Div', 'arras', 4, '2407', 'rulebook 14.2; reconstructed hex'),
  gu('g-18r', 'german', '18 Res Div', 'arras', 4, '2506', 'rulebook 14.2; reconstructed hex'),
  gu('g-1gr', 'german', '1 Gd Res Div', 'german-reserve', 5, null, 'rulebook 14.2, 12.2.3 (VI Armee reserves)'),
  gu('g-4gr', 'german', '4 Gd Res Div', 'german-reserve', 5, null, 'rulebook 14.2'),
  gu('g-17', 'german', '17 Div', 'german-reserve', 4, null, 'rulebook 14.2'),
  gu('g-18', 'german', '18 Div', 'german-reserve', 4, null, 'rulebook 14.2'),
  gu('g-26', 'german', '26 Div', 'german-reserve', 4, null, 'rulebook 14.2'),
  gu('g-111', 'german', '111 Div', 'german-reserve', 4, null, 'rulebook 14.2'),
];
export const GROUND_BY_ID: Record<string, GroundUnitData> = Object.fromEntries(GROUND_UNITS.map((u) => [u.id, u]));
export const STACKING = 2; // rulebook 9.3

// ---------------------------------------------------------------------------------------------
// Tables

/** Random Events Table (5.0), 1D10. */
export type EventId = 'nb-arrives' | 'none' | 'poor-weather' | 'allied-spies' | 'german-spies' | 'france-attacks' | 'trenchard-anzac';
export const RANDOM_EVENTS: Record<number, { id: EventId; name: string; src: Provenance }> = {
  1: { id: 'nb-arrives', name: 'IX/100 Sqdn (NB) arrives', src: 'rulebook 12.1, 14.1 (Random Event #1)' },
  2: { id: 'none', name: 'No event', src: 'reconstructed: the rules name no event 2' },
  3: { id: 'poor-weather', name: 'Poor Weather', src: 'rulebook 11.1.1, 8.10.5 (Random Event #3)' },
  4: {
    id: 'allied-spies',
    name: 'Allied Spies (espionage)',
    src: 'rulebook 6.1 (Random Events 4 and 6 are espionage); reconstructed: 4 the Allied spies (12.2 names both)',
  },
  5: { id: 'none', name: 'No event', src: 'reconstructed: the rules name no event 5' },
  6: { id: 'german-spies', name: 'German Spies (espionage)', src: 'rulebook 6.1 (Random Events 4 and 6); reconstructed: 6 the German spies' },
  7: { id: 'france-attacks', name: 'France Attacks (Nivelle Offensive)', src: 'rulebook 12.2.2, 12.2.3 name the event; reconstructed: number 7' },
  8: {
    id: 'trenchard-anzac',
    name: 'Trenchard Intervenes / ANZAC Attacks',
    src: 'rulebook 7.3 (ANZAC Attacks, Random Event #8) and 7.5 (Trenchard Intervenes, Random Event #8): both effects',
  },
  9: { id: 'poor-weather', name: 'Poor Weather', src: 'reconstructed: April 1917 had 8-10 bad days (air-war-1917.md), so poor weather on 3 and 9' },
  10: { id: 'none', name: 'No event', src: 'reconstructed: the rules name no event 10' },
};

/** Terrain Effects Chart (9.4 modifiers to the attacker's roll; AA, 8.9.1). */
export const TEC: Record<Terrain | 'hindenburg' | 'river' | 'east-of-hl', { combat: number; src: Provenance }> = {
  clear: { combat: 0, src: 'rulebook 9.4 (no modifier)' },
  town: { combat: 0, src: 'rulebook 9.4 (a mere town gives no modifier)' },
  city: { combat: -1, src: 'rulebook 9.4' },
  ridge: { combat: -1, src: 'rulebook 9.4' },
  hindenburg: { combat: -2, src: 'rulebook 9.4 (German defending)' },
  'east-of-hl': { combat: -1, src: 'rulebook 9.4 (German defending in any other hex east of the Hindenburg Line)' },
  river: { combat: -1, src: 'rulebook 9.4 (attacked across a river hexside)' },
};
export const POOR_WEATHER_COMBAT = -4; // rulebook 9.4

/** Ground Combat Table (9.4): columns are (modified 1D10 + attacker CF), rows the defender's printed CF. */
export type GroundResult = '-' | 'AI' | 'AX' | 'DI' | 'DX';
export const GROUND_COLUMNS: { min: number; max: number }[] = [
  { min: -99, max: 2 },
  { min: 3, max: 4 },
  { min: 5, max: 6 },
  { min: 7, max: 8 },
  { min: 9, max: 10 },
  { min: 11, max: 12 },
  { min: 13, max: 14 },
  { min: 15, max: 16 },
  { min: 17, max: 99 },
];
/** Row = defender CF 1..6 (index 0..5); one result per column. */
export const GROUND_CRT: { rows: GroundResult[][]; src: Provenance } = {
  rows: [
    ['AX', 'AI', '-', 'DI', 'DI', 'DX', 'DX', 'DX', 'DX'],
    ['AX', 'AX', 'AI', '-', 'DI', 'DI', 'DX', 'DX', 'DX'],
    ['AX', 'AX', 'AI', 'AI', '-', 'DI', 'DI', 'DX', 'DX'],
    ['AX', 'AX', 'AX', 'AI', '-', '-', 'DI', 'DI', 'DX'],
    ['AX', 'AX', 'AX', 'AI', 'AI', '-', '-', 'DI', 'DX'],
    ['AX', 'AX', 'AX', 'AX', 'AI', 'AI', '-', 'DI', 'DI'],
  ],
  src:
    'reconstructed: the printed table is lost; columns of two points each from the 1D10 + CF sum (9.4), rows the defender CF; ' +
    'an even 4 CF attack with no support (sums 5-14) goes AX/AI on a low roll and DI/DX on a high one, so a broken ' +
    "trench line needs artillery, balloons and tanks, as in April 1917 (the rules' own modifiers of -1 to -4 for the defence)",
};
export function groundColumn(sum: number): number {
  return GROUND_COLUMNS.findIndex((c) => sum >= c.min && sum <= c.max);
}

/** Anti-Aircraft Combat Table (8.9.2). Columns: 1D10 + AAF + DRMs; rows: the target's DF (-1 if Disrupted). */
export type AaResult = '-' | 'D' | 'X';
export const AA_COLUMNS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]; // a sum below 2 reads 2, above 14 reads 14
export const AA_ROWS = [0, 1, 2, 3, 4, 5, 6];
function aaRow(df: number, low: boolean): AaResult[] {
  // Medium/high: D when the sum beats DF by 8, X by 11; low altitude: D by 6, X by 9.
  const [d, x] = low ? [6, 9] : [8, 11];
  return AA_COLUMNS.map((c) => (c - df >= x ? 'X' : c - df >= d ? 'D' : '-'));
}
export const AA_CRT: { medium: AaResult[][]; low: AaResult[][]; src: Provenance } = {
  medium: AA_ROWS.map((df) => aaRow(df, false)),
  low: AA_ROWS.map((df) => aaRow(df, true)),
  src:
    'rulebook 8.9.2 example (a roll of 10 against Lens, AAF 2, reads column 12; row 3 for a Disrupted F.K.8 of DF 4 gives D ' +
    'in the upper half, X in the lower, low-altitude half); reconstructed: the thresholds around that example',
};
/**
 * One AA shot (8.9.2, read by its example): column = 1D10 + AAF + DRMs (`modifiedRoll` is the die with its DRMs,
 * the AAF is added here), row = the target's DF (pass DF - 1 for a Disrupted target, as the example does).
 * High altitude reads the upper half like medium. 'reduced' is the X result (the caller eliminates a Reduced unit).
 */
export function aaFire(aaf: number, modifiedRoll: number, altitude: 'low' | 'medium' | 'high', df: number): 'none' | 'disrupted' | 'reduced' {
  const sum = modifiedRoll + aaf;
  const col = Math.max(0, Math.min(AA_COLUMNS.length - 1, sum - AA_COLUMNS[0]));
  const row = Math.max(0, Math.min(AA_ROWS.length - 1, df));
  const r = (altitude === 'low' ? AA_CRT.low : AA_CRT.medium)[row][col];
  return r === 'X' ? 'reduced' : r === 'D' ? 'disrupted' : 'none';
}

// ---------------------------------------------------------------------------------------------
// Markers and schedules (14.3, 9.4.3, 12)

export const TANK_START = 6; // rulebook 14.3.1
export const ASL_MAX = 10; // rulebook 9.5.1
export const INITIAL_ASL = {
  XXIV: { fixed: 2, src: 'rulebook 14.3.1 (2 points)' },
  VI: { plus: 2, max: 8, src: 'rulebook 14.3.1 (1D6 + 2, 8 maximum)' },
  Canadian: { plus: 0, max: 6, src: 'rulebook 14.3.1 (1D6)' },
  VII: { plus: 0, max: 6, src: 'rulebook 14.3.1 (1D6)' },
  souchez: { plus: 2, max: 8, src: 'rulebook 14.3.2 (1D6 + 2, 8 maximum)' },
  vimy: { plus: 2, max: 8, src: 'rulebook 14.3.2' },
  arras: { plus: 2, max: 8, src: 'rulebook 14.3.2' },
} as const;
export const CORPS: Corps[] = ['XXIV', 'Canadian', 'VI', 'VII'];
export const GRUPPE_LIST: Gruppe[] = ['souchez', 'vimy', 'arras'];

/** Reinforcement schedule (12): German reserves roll each turn; Allied reserve divisions from the Allied General Regroup Turn. */
export const REINFORCEMENTS = {
  germanRB: { target: 4, src: 'rulebook 12.2.1 (modified 1D6 of 4 or less)' },
  germanF: { target: 4, src: 'rulebook 12.2.2 (modified 1D6 of 4 or less)' },
  germanInfantry: { target: 3, src: 'rulebook 12.2.3 (modified 1D6 of 3 or less)' },
  alliedReserve: { src: 'rulebook 12.1.1 (on the Allied General Regroup Turn or later)' },
  nb: { src: 'rulebook 12.1 (only by Random Event #1)' },
};

/** Victory levels (13.3): Allied total minus German total. */
export const VICTORY = { germanMax: 19, drawMax: 40, src: 'rulebook 13.3' };
export const TURNS = { default: 12, alternative: 10, src: 'rulebook 4.0, 4.9, 14.0 (12 turns); 13.0 and 13.2 say Turn 10: option' };

export const TURN_DATES = [
  '1-2 Apr',
  '3-4 Apr',
  '5-6 Apr',
  '7-8 Apr',
  '9-10 Apr',
  '11-12 Apr',
  '13-14 Apr',
  '15-16 Apr',
  '17-18 Apr',
  '19-20 Apr',
  '21-22 Apr',
  '23-24 Apr',
];
