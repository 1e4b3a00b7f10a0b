// The Cruellest Month - data of the Air Battle Board (8.7): the board, the Aircraft Performance
// Chart and the Aerial Combat Movement Table.
//
// None of these survives in print: the rulebook refers to the board (2.1.2, 8.7.3, 8.7.5), to the
// chart ("the first numeric column of the Aircraft Performance Chart" holds the MPs, 8.7.7) and to
// the table (turn, roll/S-turn, climb and dive costs by type and status, 8.7.7). Every datum below
// carries its provenance: `rulebook <rule>` where the rules state it, else `reconstructed: <reason>`.
// The aircraft's relative qualities come from ../../../../../shared/reference/air-war-1917.md
// (its S/A/D/B columns and top speeds).

import { HexGrid } from '../../../maps/hex.ts';
import type { Altitude, Face, UnitType } from './contract.ts';

/** `rulebook <rule>` or `reconstructed: <reason>`. */
export type Provenance = string;

// ---------------------------------------------------------------------------------------------
// The board

export const BOARD = {
  firstCol: 30,
  cols: 15,
  firstRow: 1,
  rows: 15,
  src:
    'reconstructed: flat-topped hexes numbered ccrr with even columns half a hex lower, because 8.7.7 has ' +
    '3709 facing 3708 (north) roll right into 3808 facing 3807, and 8.7.5 names entry hexes 3009-3012; ' +
    'so columns 30 on, and 15 x 15 hexes (30-44, 01-15) hold both and give the eight rounds room',
} as const;

export const BOARD_GRID = new HexGrid({
  cols: BOARD.cols,
  rows: BOARD.rows,
  firstCol: BOARD.firstCol,
  firstRow: BOARD.firstRow,
  orientation: 'flat',
  shoved: 'even',
});

/** The hex the mission's target stands for; the six T hexes ring it (8.10.4 "six target zone hexes"). */
export const TARGET_HEX = {
  hex: '3708',
  src:
    'reconstructed: 8.10.4 has six T hexes, read as the ring around one centre hex (the Balloon of 8.11.1 stands on it); 3708 is the hex of the 8.7.7 ' +
    'example, 7 hexes from either entry edge',
};
export const TARGET_ZONE: { hexes: string[]; src: Provenance } = {
  hexes: [...BOARD_GRID.neighbours(TARGET_HEX.hex)],
  src: 'rulebook 8.10.4 (six target zone hexes labelled T); their place reconstructed: the ring around 3708',
};

/** Dark blue board edge hexes where the raid sets up (8.7.3). */
export const RAID_ENTRY_AREA: { hexes: string[]; src: Provenance } = {
  hexes: ['4404', '4405', '4406', '4407', '4408', '4409', '4410', '4411', '4412'],
  src:
    "rulebook 8.7.3 (board edge hexes, one unit a hex, up to 4 mission units); reconstructed: nine hexes of the east edge facing the interceptors' " +
    'numbered west edge, 7 hexes from the target zone',
};

/** Interceptor entry hexes by the number printed on them (8.7.5). */
export const INTERCEPTOR_ENTRY: { byNumber: Record<number, string[]>; src: Provenance } = {
  byNumber: {
    1: ['3001', '3002', '3003'],
    2: ['3004', '3005', '3006'],
    3: ['3007', '3008', '3009'],
    4: ['3010', '3011', '3012'],
    5: ['3013', '3014', '3015'],
  },
  src:
    'rulebook 8.7.5 (numbers 1-5, three hexes each, on the 30xx edge: "3009 through 3012" for a 4); ' +
    "reconstructed: consecutive triples down column 30 - the example's 3009 (four hexes) cannot hold with three hexes a number, ruling in RULINGS.md",
};

/** 8.7.5: what the entry die means. */
export const ENTRY_DIE: { numbered: number[]; anyNumbered: number[]; surprise: number; src: Provenance } = {
  numbered: [1, 2, 3, 4, 5],
  anyNumbered: [6, 7, 8, 9],
  surprise: 10,
  src: 'rulebook 8.7.5 (1-5 the numbered hexes, 6 any numbered hex, 0 Surprise and any edge hex); reconstructed: 7-9, which the rule leaves out, read as 6',
};

export const ROUNDS = { count: 8, src: 'rulebook 8.7.4 (eight rounds), 8.8' };

/** 8.7.2: 4 Allied and 3 German Movement Sequence markers. */
export const SEQUENCE_MARKERS: Record<'allied' | 'german', { count: number; src: Provenance }> = {
  allied: { count: 4, src: 'rulebook 8.7.2' },
  german: { count: 3, src: 'rulebook 8.7.2' },
};

export const RANGES = {
  fighter: { hexes: 4, src: 'rulebook 8.7.8 (up to four hexes, three between)' },
  observer: { hexes: 2, src: 'rulebook 8.7.8 (up to two hexes, one between)' },
  balloonAa: { hexes: 1, src: 'rulebook 8.11.1 (range of 1 hex at any altitude)' },
  aaPlacement: { hexes: 4, src: 'rulebook 8.11.1 (on or within 4 hexes of the Target hex)' },
} as const;

export const BALLOON: { df: number; sr: number; altitude: Altitude; src: string } = {
  df: 2,
  sr: 0,
  altitude: 'high',
  src: 'rulebook 8.11 (DF 2, SR 0), 8.11.1 (set up at High Altitude)',
};

// ---------------------------------------------------------------------------------------------
// The Aerial Combat Movement Table (8.7.7): costs by class and status.

export type MoveClass = 'fighter' | 'two-seater' | 'loaded';
export type MoveStatus = 'normal' | 'disrupted';

export interface MoveCosts {
  /** MPs to change facing one hexside (60 degrees). */
  turn: number;
  /** MPs for a Roll (F, FB not carrying bombs) or S-Turn (RB); null: not allowed. */
  roll: number | null;
  /** MPs for an Immelmann (F, FB); null: not allowed. */
  immelmann: number | null;
  /** MPs on top of the 1 for the hex, to move forward and climb one level. */
  climb: number;
  /** MPs gained by moving forward and diving one level. */
  dive: number;
  src: Provenance;
}

const ACMT_SRC =
  'reconstructed: 8.7.7 says the table prices turns, rolls/S-turns, climbs and dives by type and status; ' +
  'fighters turn for 1 and roll for 2, two-seaters pay more, loaded bombers most, Disruption costs one more on the hard manoeuvres; ' +
  'a dive gains 2 (1 when loaded) so that diving repays the hex and one more, as "gaining MPs by diving" needs';

export const MOVEMENT_TABLE: Record<MoveClass, Record<MoveStatus, MoveCosts>> = {
  fighter: {
    normal: { turn: 1, roll: 2, immelmann: 3, climb: 1, dive: 2, src: ACMT_SRC },
    disrupted: { turn: 1, roll: 3, immelmann: 4, climb: 2, dive: 2, src: ACMT_SRC },
  },
  'two-seater': {
    normal: { turn: 1, roll: 2, immelmann: null, climb: 1, dive: 2, src: ACMT_SRC + '; no Immelmann for RBs (rulebook 8.7.7)' },
    disrupted: { turn: 2, roll: 3, immelmann: null, climb: 2, dive: 2, src: ACMT_SRC + '; no Immelmann for RBs (rulebook 8.7.7)' },
  },
  loaded: {
    normal: { turn: 2, roll: 3, immelmann: null, climb: 2, dive: 1, src: ACMT_SRC + '; loaded: S-turn only for RB/NB, no Roll (rulebook 8.7.7)' },
    disrupted: { turn: 2, roll: 4, immelmann: null, climb: 3, dive: 1, src: ACMT_SRC + '; loaded: S-turn only for RB/NB, no Roll (rulebook 8.7.7)' },
  },
};

// ---------------------------------------------------------------------------------------------
// The Aircraft Performance Chart

export interface AircraftData {
  name: string;
  side: 'allied' | 'german';
  type: UnitType;
  /** The first numeric column: basic MPs a round (8.7.7). */
  mp: number;
  /** Suggested counter faces (the counters are the strategic engine's; 2.2.2). */
  face: Face;
  reducedFace: Face | null;
  rotary: boolean;
  accel: boolean;
  allRound: boolean;
  /** Sheds its wings in dives even at Normal status (8.7.7 Fragility). */
  fragile: boolean;
  /** Levels it may dive in a round (8.7.7: 2 only for the SPAD 7). */
  maxDive: number;
  /** Levels it may climb in a round (8.7.7: 2 only for the Triplane, using all its MPs). */
  maxClimb: number;
  /** An F.E.2 pusher: the engine shields the observer from behind (8.7.11). */
  pusher: boolean;
  /** Accident-prone new type (8.12.1): F2a, R.E.8; stable: B.E.2 (-1). For the strategic engine. */
  accidentDrm: number;
  /** Extra MP on every turn (very slow to manoeuvre). */
  turnExtra: number;
  src: Partial<Record<keyof Omit<AircraftData, 'src' | 'name' | 'side'>, Provenance>>;
}

const MP_SRC = (mph: number, mp: number) =>
  `reconstructed: MP = round((top speed ${mph} mph - 40) / 15) = ${mp}, from the reference's speeds (8.7.7 first numeric column)`;
const FACE_SRC = (sadb: string) =>
  `reconstructed: AF = round(A/2.5), DF = round(D/2)+1, BF = round(B/2) for bombers ('S' for strafing fighters), SR = S, from the reference's S A D B ` +
  `${sadb}; reduced face one less in AF, DF, BF and SR`;

function face(af: number | null, df: number, bf: number | 'S' | null, sr: number): Face {
  return { af, df, bf, sr };
}
function reducedOf(f: Face): Face {
  const dec = (n: number) => Math.max(0, n - 1);
  return {
    af: f.af === null ? null : dec(f.af),
    df: Math.max(1, f.df - 1),
    bf: typeof f.bf === 'number' ? dec(f.bf) : f.bf,
    sr: Math.max(1, f.sr - 1),
  };
}

interface Row {
  name: string;
  side: 'allied' | 'german';
  type: UnitType;
  mph: number;
  sadb: [number, number, number, number];
  rotary?: boolean;
  accel?: boolean;
  allRound?: boolean;
  fragile?: boolean;
  maxDive?: number;
  maxClimb?: number;
  pusher?: boolean;
  accidentDrm?: number;
  turnExtra?: number;
  notes?: Partial<Record<string, Provenance>>;
}

// The rows: type, side, speed and the reference's S A D B ratings; the rules' traits with their rule.
const ROWS: Record<string, Row> = {
  BE2: {
    name: 'B.E.2c/d',
    side: 'allied',
    type: 'RB',
    mph: 72,
    sadb: [1, 1, 1, 3],
    accidentDrm: -1,
    turnExtra: 1,
    notes: { accidentDrm: 'rulebook 8.12.1 (-1 B.E.2)', turnExtra: 'reconstructed: "very stable, cannot escape" (reference)' },
  },
  BE2e: { name: 'B.E.2e', side: 'allied', type: 'RB', mph: 82, sadb: [3, 1, 2, 3], accidentDrm: -1, notes: { accidentDrm: 'rulebook 8.12.1 (-1 B.E.2)' } },
  FE2b: {
    name: 'F.E.2b',
    side: 'allied',
    type: 'RB',
    mph: 91,
    sadb: [4, 3, 5, 4],
    allRound: true,
    pusher: true,
    notes: { allRound: 'rulebook 8.7.8 (F.E.2 has a circled observer factor)', pusher: 'rulebook 8.7.11 (F.E.2 engine shields the observer)' },
  },
  'FE2b-night': {
    name: 'F.E.2b (night, 100 Sqn)',
    side: 'allied',
    type: 'NB',
    mph: 91,
    sadb: [4, 1, 7, 9],
    allRound: true,
    pusher: true,
    turnExtra: 1,
    notes: { allRound: 'rulebook 8.7.8 (F.E.2)', pusher: 'rulebook 8.7.11 (F.E.2)', turnExtra: 'reconstructed: heavy night load' },
  },
  FE2d: {
    name: 'F.E.2d',
    side: 'allied',
    type: 'RB',
    mph: 94,
    sadb: [5, 4, 6, 4],
    allRound: true,
    pusher: true,
    notes: { allRound: 'rulebook 8.7.8 (F.E.2)', pusher: 'rulebook 8.7.11 (F.E.2)' },
  },
  DH2: { name: 'D.H.2', side: 'allied', type: 'F', mph: 93, sadb: [5, 4, 3, 0], rotary: true, notes: { rotary: 'reconstructed: 100 hp rotary (reference)' } },
  N17: {
    name: 'Nieuport 17',
    side: 'allied',
    type: 'F',
    mph: 107,
    sadb: [8, 6, 4, 0],
    rotary: true,
    fragile: true,
    notes: { rotary: 'reconstructed: 110/120 hp rotary (reference)', fragile: 'rulebook 8.7.7 (Fragility: N-17)' },
  },
  Pup: {
    name: 'Sopwith Pup',
    side: 'allied',
    type: 'F',
    mph: 108,
    sadb: [8, 6, 5, 0],
    rotary: true,
    notes: { rotary: 'reconstructed: 80 hp rotary (reference)' },
  },
  Triplane: {
    name: 'Sopwith Triplane',
    side: 'allied',
    type: 'F',
    mph: 117,
    sadb: [9, 7, 6, 0],
    rotary: true,
    maxClimb: 2,
    notes: { rotary: 'reconstructed: 130 hp rotary (reference)', maxClimb: 'rulebook 8.7.7 (Triplane climbs 2 levels using all its MPs)' },
  },
  SPAD7: {
    name: 'SPAD VII',
    side: 'allied',
    type: 'F',
    mph: 119,
    sadb: [9, 7, 6, 0],
    maxDive: 2,
    turnExtra: 0,
    notes: { maxDive: 'rulebook 8.7.7 (only the Spad 7 dives more than 1 level)' },
  },
  Strutter: {
    name: 'Sopwith 1 1/2 Strutter',
    side: 'allied',
    type: 'RB',
    mph: 100,
    sadb: [6, 3, 3, 3],
    rotary: true,
    notes: { rotary: 'reconstructed: 110/130 hp rotary (reference)' },
  },
  F2A: {
    name: 'Bristol F.2A',
    side: 'allied',
    type: 'FB',
    mph: 110,
    sadb: [8, 5, 6, 1],
    accidentDrm: 1,
    notes: { accidentDrm: 'rulebook 8.12.1 (+1 F2a)', type: 'rulebook 8.7.11 (F2a (FB))' },
  },
  RE8: { name: 'R.E.8', side: 'allied', type: 'RB', mph: 103, sadb: [6, 2, 3, 5], accidentDrm: 1, notes: { accidentDrm: 'rulebook 8.12.1 (+1 R.E.8)' } },
  FK8: {
    name: 'Armstrong Whitworth F.K.8',
    side: 'allied',
    type: 'RB',
    mph: 93,
    sadb: [4, 2, 5, 6],
    notes: { type: "rulebook 8.9.2 (the example's Fk-8 bomber, 4 DF)" },
  },
  G100: {
    name: 'Martinsyde G.100/102',
    side: 'allied',
    type: 'RB',
    mph: 102,
    sadb: [5, 2, 2, 6],
    accel: true,
    notes: { accel: 'reconstructed: long-range single-seat bomber, much faster once the bombs are gone' },
  },
  DH4: {
    name: 'Airco D.H.4',
    side: 'allied',
    type: 'RB',
    mph: 115,
    sadb: [9, 3, 6, 9],
    accel: true,
    notes: { accel: 'reconstructed: the fastest bomber of April 1917 (reference), L' },
  },
  AlbDIII: {
    name: 'Albatros D.III',
    side: 'german',
    type: 'F',
    mph: 109,
    sadb: [8, 9, 6, 0],
    fragile: true,
    notes: { fragile: 'rulebook 8.7.7 (Fragility: Albatros D.III)' },
  },
  AlbDII: { name: 'Albatros D.II', side: 'german', type: 'F', mph: 102, sadb: [7, 8, 6, 0] },
  HalbDII: { name: 'Halberstadt D.II/III', side: 'german', type: 'F', mph: 92, sadb: [5, 5, 5, 0] },
  RolandCII: {
    name: 'LFG Roland C.II',
    side: 'german',
    type: 'RB',
    mph: 103,
    sadb: [6, 3, 5, 3],
    allRound: true,
    notes: { allRound: 'rulebook 8.7.8 (Roland C.II has a circled observer factor)' },
  },
  AlbCIII: { name: 'Albatros C.III', side: 'german', type: 'RB', mph: 87, sadb: [4, 2, 4, 4] },
  RumplerCIV: {
    name: 'Rumpler C.IV',
    side: 'german',
    type: 'RB',
    mph: 106,
    sadb: [7, 2, 8, 4],
    accel: true,
    notes: { accel: 'reconstructed: 260 hp high-altitude machine (reference), L' },
  },
  AEGCIV: { name: 'AEG C.IV', side: 'german', type: 'RB', mph: 98, sadb: [6, 2, 5, 4] },
  DFWCV: { name: 'DFW C.V', side: 'german', type: 'RB', mph: 96, sadb: [5, 3, 6, 4] },
};

function build(_key: string, r: Row): AircraftData {
  const [s, a, d, bomb] = r.sadb;
  const mp = Math.max(2, Math.round((r.mph - 40) / 15));
  const bf: number | 'S' | null = r.type === 'F' ? 'S' : Math.max(1, Math.round(bomb / 2));
  const f = face(Math.round(a / 2.5), Math.round(d / 2) + 1, bf, Math.max(1, s));
  const sadb = `${s} ${a} ${d} ${bomb}`;
  const src: AircraftData['src'] = {
    type: r.notes?.type ?? `reconstructed: ${r.type} from the reference's role for the ${r.name}`,
    mp: MP_SRC(r.mph, mp) + (mp === 2 && Math.round((r.mph - 40) / 15) < 2 ? ' (at least 2, so a Disrupted unit keeps 1)' : ''),
    face: FACE_SRC(sadb),
    reducedFace: 'reconstructed: every aerial counter has a Reduced back (rulebook 2.2), one less in each factor',
    rotary: r.notes?.rotary ?? (r.rotary ? 'reconstructed: rotary engine (reference)' : 'reconstructed: inline engine (reference)'),
    accel: r.notes?.accel ?? 'reconstructed: no L (rulebook 8.7.7: most, not all bombers)',
    allRound: r.notes?.allRound ?? 'rulebook 8.7.8 names only the F.E.2 and Roland C.II as circled',
    fragile: r.notes?.fragile ?? 'rulebook 8.7.7 names only the N-17 and Albatros D.III',
    maxDive: r.notes?.maxDive ?? 'rulebook 8.7.7 (1 level a round)',
    maxClimb: r.notes?.maxClimb ?? 'rulebook 8.7.7 (1 level a round)',
    pusher: r.notes?.pusher ?? 'rulebook 8.7.11 (only the F.E.2)',
    accidentDrm: r.notes?.accidentDrm ?? 'rulebook 8.12.1 (no modifier)',
    turnExtra: r.notes?.turnExtra ?? 'reconstructed: none',
  };
  return {
    name: r.name,
    side: r.side,
    type: r.type,
    mp,
    face: f,
    reducedFace: reducedOf(f),
    rotary: !!r.rotary,
    accel: !!r.accel,
    allRound: !!r.allRound,
    fragile: !!r.fragile,
    maxDive: r.maxDive ?? 1,
    maxClimb: r.maxClimb ?? 1,
    pusher: !!r.pusher,
    accidentDrm: r.accidentDrm ?? 0,
    turnExtra: r.turnExtra ?? 0,
    src,
  };
}

/** The Aircraft Performance Chart, by the strategic engine's aircraft keys. */
export const AIRCRAFT: Record<string, AircraftData> = Object.fromEntries(Object.entries(ROWS).map(([k, r]) => [k, build(k, r)]));

/** The Aerial Combat Movement Table class of a unit (8.7.7). */
export function moveClass(type: UnitType, loaded: boolean): MoveClass {
  if (loaded) return 'loaded';
  return type === 'F' || type === 'FB' ? 'fighter' : 'two-seater';
}

/** Problems in the board and chart data (empty when sound). */
export function validateAirBattleData(): string[] {
  const problems: string[] = [];
  const has = (h: string) => BOARD_GRID.has(h);
  if (BOARD_GRID.size !== BOARD.cols * BOARD.rows) problems.push('board: grid size');
  for (const h of ['3709', '3708', '3808', '3807', '3009', '3012']) if (!has(h)) problems.push(`board: rule example hex ${h} missing`);
  if (BOARD_GRID.neighbour('3709', 'NE') !== '3808') problems.push('board: 8.7.7 roll example (3709 facing 3708 rolls right into 3808) fails');
  if (TARGET_ZONE.hexes.length !== 6) problems.push('target zone: 8.10.4 needs six T hexes');
  const edge = (h: string) => BOARD_GRID.neighbours(h).length < 6;
  for (const h of RAID_ENTRY_AREA.hexes) {
    if (!has(h)) problems.push(`raid entry ${h} not on the board`);
    else if (!edge(h)) problems.push(`raid entry ${h} is not a board edge hex (8.7.3)`);
  }
  if (RAID_ENTRY_AREA.hexes.length < SEQUENCE_MARKERS.allied.count) problems.push('raid entry area smaller than the largest raid (8.7.3)');
  const seen = new Set<string>();
  for (const n of ENTRY_DIE.numbered) {
    const hs = INTERCEPTOR_ENTRY.byNumber[n];
    if (hs?.length !== 3) problems.push(`interceptor entry ${n}: 8.7.5 needs three hexes`);
    for (const h of hs ?? []) {
      if (!has(h) || !edge(h)) problems.push(`interceptor entry ${h} is not a board edge hex`);
      if (seen.has(h)) problems.push(`interceptor entry ${h} numbered twice`);
      seen.add(h);
    }
  }
  const dieFaces = [...ENTRY_DIE.numbered, ...ENTRY_DIE.anyNumbered, ENTRY_DIE.surprise].sort((a, b) => a - b);
  if (dieFaces.join() !== '1,2,3,4,5,6,7,8,9,10') problems.push('entry die: every face 1-10 needs a meaning (8.7.5)');
  for (const cls of ['fighter', 'two-seater', 'loaded'] satisfies MoveClass[]) {
    for (const st of ['normal', 'disrupted'] satisfies MoveStatus[]) {
      const c = MOVEMENT_TABLE[cls][st];
      if (!c) {
        problems.push(`movement table ${cls}/${st} missing`);
        continue;
      }
      if (c.turn < 1 || c.climb < 0 || c.dive < 1) problems.push(`movement table ${cls}/${st}: bad costs`);
      if (cls !== 'fighter' && c.immelmann !== null) problems.push(`movement table ${cls}/${st}: only F/FB Immelmann (8.7.7)`);
      if (!c.src) problems.push(`movement table ${cls}/${st}: no provenance`);
    }
  }
  for (const [k, a] of Object.entries(AIRCRAFT)) {
    if (a.mp < 2) problems.push(`${k}: MP ${a.mp} leaves a Disrupted unit no move`);
    if (a.type === 'F' && a.face.bf !== 'S') problems.push(`${k}: a fighter's BF is S (8.10.2)`);
    if (a.face.df < 1 || a.face.sr < 1 || a.face.sr > 10) problems.push(`${k}: bad face`);
    if (a.maxClimb === 2 && k !== 'Triplane') problems.push(`${k}: only the Triplane climbs 2 levels (8.7.7)`);
    if (a.maxDive === 2 && k !== 'SPAD7') problems.push(`${k}: only the Spad 7 dives 2 levels (8.7.7)`);
    if (a.fragile && k !== 'N17' && k !== 'AlbDIII') problems.push(`${k}: only the N-17 and Albatros D.III are fragile at Normal (8.7.7)`);
    if (a.pusher && !k.startsWith('FE2')) problems.push(`${k}: only F.E.2 are pushers (8.7.11)`);
    for (const field of [
      'type',
      'mp',
      'face',
      'reducedFace',
      'rotary',
      'accel',
      'allRound',
      'fragile',
      'maxDive',
      'maxClimb',
      'pusher',
      'accidentDrm',
      'turnExtra',
    ] as const) {
      const p = a.src[field];
      if (!p || !(p.startsWith('rulebook ') || p.startsWith('reconstructed: '))) problems.push(`${k}.${field}: provenance missing or malformed`);
    }
  }
  for (const d of [BOARD.src, TARGET_HEX.src, TARGET_ZONE.src, RAID_ENTRY_AREA.src, INTERCEPTOR_ENTRY.src, ENTRY_DIE.src, ROUNDS.src, BALLOON.src]) {
    if (!(d.startsWith('rulebook ') || d.startsWith('reconstructed: '))) problems.push(`provenance malformed: ${d.slice(0, 40)}`);
  }
  return problems;
}
