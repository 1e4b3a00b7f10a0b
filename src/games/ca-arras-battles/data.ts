// Counter-Attack: Arras (Battles Magazine edition) - the map and every counter, in one file.
//
// The printed map and counter sheet are not available. Every datum says where it comes from:
//   règle <n>         - stated by the rulebook (counter-attack-arras-battles.fr.txt), rule number n
//   reconstructed: …  - chosen so that every rule of the book stays true, from real geography
//                       (shared/reference/geography.md) and, for unit values, the 1940 edition's
//                       counters (same designer) where this book is silent.
// An owner of the printed game can correct any value here without touching the rules code;
// `arras validate ca-arras-battles` checks the result.

import type { AreaRecord, BoundaryRecord, CounterRecord } from '../../families/area-impulse/data.ts';

export type Side = 'allied' | 'german';
export type UnitType = 'infantry' | 'armor' | 'antitank' | 'flak' | 'artillery' | 'leader';
export type Nation = 'british' | 'french' | 'wehrmacht' | 'ss';
/** 2.1.1.a sector limits: green double lines or rivers (6.2 E: -1 when the attackers crossed a river). */
export type BoundaryKind = 'open' | 'river';

export interface SectorData extends AreaRecord {
  /** 2.1.2 square Identifier: woods, rough ground or a ridge (6.5.1: no Débordement into it). */
  square: boolean;
  /** 2.1.4 Identifier colour: black (German operational), blue (Allied), half (Sectors 1 and 20). */
  ident: 'black' | 'blue' | 'half';
  /** 2.1.4 Who controls it at the start. */
  start: Side;
  /** 2.1.5 Identifier ringed in red (11.1 automatic victory, 11.2 VP). */
  redRing?: boolean;
  /** 4.1 white star (Allied initiative +1) or black star (Allied initiative -1 if German). */
  star?: 'white' | 'black';
  /** 7.1 Which bank of the Scarpe; `alongScarpe` = the river forms part of its limits. */
  scarpe: 'N' | 'S';
  alongScarpe: boolean;
}

export type BoundaryData = BoundaryRecord<BoundaryKind>;

/** A counter (3.3): leaders print no attack factor (3.2.6). */
export interface UnitData extends CounterRecord<Side, Nation, UnitType> {
  /** 10.1 Defense Value printed on the Fatiguée face. */
  spentDefense: number;
  /** 3.3.1 attack factor printed in italic: may make a Débordement (armor, anti-tank, reconnaissance). */
  italic: boolean;
  /** 12.2 setup group letter; null for R counters. */
  group: string | null;
  /** 3.3.2 / 10.2 an R (reorganized) counter: the id of the armored unit it replaces. */
  rOf?: string;
  /** 15.2 present only with that balance option. */
  balance?: '15.2-artillery';
}

export const ZONE = { A: 31, B: 32, C: 33, D: 34, E: 35, F: 36 } as const;

const R = 'règle';
const G = 'reconstructed from geography.md';

const S = (
  id: number,
  name: string,
  tem: number,
  ident: SectorData['ident'],
  scarpe: 'N' | 'S',
  alongScarpe: boolean,
  x: number,
  y: number,
  source: string,
  extra: Partial<SectorData> = {},
): SectorData => ({
  id,
  label: id >= ZONE.A ? 'ABCDEF'[id - ZONE.A] : String(id),
  name,
  tem,
  square: false,
  ident,
  start: ident === 'blue' || id === 20 ? 'allied' : 'german',
  scarpe,
  alongScarpe,
  x,
  y,
  source,
  // Every sector has the same fields in the same order (undefined where absent), as the counters below.
  zone: undefined,
  redRing: undefined,
  star: undefined,
  ...extra,
});

export const SECTORS: SectorData[] = [
  S(
    1,
    'Monchy',
    3,
    'half',
    'S',
    true,
    6.0,
    -2.2,
    `${R} 2.1.4 (half blue/half black, starts German), 11.2 (VP), 13.6 (entered from 26 or 28); name, TEM and square reconstructed: the hill of Monchy-le-Preux (1940 edition Area 1, TEM +3), the Scarpe its north limit`,
    { square: true },
  ),
  S(
    2,
    'Wancourt',
    2,
    'black',
    'S',
    false,
    5.5,
    -5.2,
    `${R} 13.3 (name), 2.1.5/11.1 (red ring); TEM and square reconstructed: the Wancourt ridge above the Cojeul`,
    { redRing: true, square: true },
  ),
  S(
    3,
    'Tilloy',
    3,
    'black',
    'S',
    true,
    2.6,
    -1.4,
    `${R} 13.5 (name), 13.6 (entered from 26 or 28); TEM and square reconstructed: Telegraph Hill (1940 edition Area 3, TEM +3), faces St-Laurent across the Scarpe`,
    { square: true },
  ),
  S(4, 'Neuville', 2, 'black', 'S', false, 2.9, -4.6, `${R} 13.3 (name), 11.1 (red ring); TEM reconstructed: the fortified village of Neuville-Vitasse`, {
    redRing: true,
  }),
  S(5, 'Beaurains', 1, 'black', 'S', false, 0.6, -2.8, `${R} 4.1 (white star, name), 13.5; TEM reconstructed: open ground south of Arras`, { star: 'white' }),
  S(6, 'Mercatel', 1, 'black', 'S', false, 0.5, -6.0, `${R} 13.3 (name), 11.1 (red ring); TEM reconstructed: open plateau on the N17`, { redRing: true }),
  S(7, 'Ficheux', 1, 'black', 'S', false, -2.9, -6.9, `${R} 13.3 (name), 11.1 (red ring), 13.5; TEM +1 as the 1940 edition's example of play`, {
    redRing: true,
  }),
  S(8, 'Bellacourt', 1, 'black', 'S', false, -6.4, -6.9, `${R} 14.2.2 (name); TEM reconstructed`),
  S(
    9,
    'Wailly',
    2,
    'black',
    'S',
    false,
    -4.4,
    -4.7,
    `${R} 4.1 (white star, name "Wally"), 14.2.2, 2.1.1.b (corner with 11); TEM reconstructed: village and château on the Crinchon`,
    { star: 'white' },
  ),
  S(10, 'Agny', 2, 'black', 'S', false, -1.2, -4.0, `${R} 14.2.2 (name); TEM reconstructed: village on the Crinchon`),
  S(
    11,
    'Dainville',
    1,
    'black',
    'S',
    true,
    -4.3,
    0.4,
    `reconstructed: unnamed in the book; 2.1.1.b puts it at a corner with 9 and with 22, so it stretches from the fields west of Achicourt to the Scarpe at Ste-Catherine`,
  ),
  S(12, 'Berneville', 1, 'black', 'S', false, -7.6, -3.0, `reconstructed: unnamed; Warlus-Berneville, on the British right column's route (geography.md)`),
  S(13, 'Beaumetz', 1, 'black', 'S', false, -8.9, -5.6, `${R} 14.2.2 (name); TEM reconstructed`),
  S(14, 'Simencourt', 1, 'black', 'S', false, -11.0, -3.6, `${R} 14.2.2 (name), 13.2 (Panzer entry); TEM reconstructed`),
  S(
    15,
    'Warlus',
    1,
    'black',
    'S',
    false,
    -8.0,
    -0.6,
    `reconstructed: unnamed; 13.2 lets the Panzers enter by it, as Panzer Regiment 25 came back on the British right flank at Warlus (geography.md)`,
  ),
  S(16, 'Agnez-lès-Duisans', 2, 'black', 'S', false, -10.2, 1.4, `reconstructed: unnamed; the Gy valley at the west edge, wooded (TEM +2)`),
  S(17, 'Duisans', 1, 'black', 'S', true, -6.8, 2.2, `reconstructed: unnamed; 13.2 Panzer entry; Duisans, where the Scarpe meets the Gy`),
  S(
    18,
    'Achicourt',
    2,
    'black',
    'S',
    false,
    -2.0,
    -1.6,
    `reconstructed: unnamed; the built-up suburb between Arras, Agny and Dainville (1940 edition Area 10)`,
  ),
  S(19, 'Haute-Avesnes', 1, 'black', 'S', true, -10.9, 4.5, `${R} 14.2.2 (name), 14.2.3b; ${G}: south of the upper Scarpe`),
  S(
    20,
    'Frévin',
    1,
    'half',
    'N',
    true,
    -11.6,
    6.8,
    `${R} 2.1.4 (half, starts Allied), 4.1 (black star, name), 13.1 (French entry); ${G}: Frévin-Capelle north of the upper Scarpe`,
    { star: 'black' },
  ),
  S(21, 'Mont-St-Éloi', 2, 'blue', 'N', true, -6.8, 6.6, `${R} 13.1, 14.2.1 (name); TEM and square reconstructed: the hill and abbey above Écoivres`, {
    square: true,
  }),
  S(22, 'Maroeuil', 1, 'blue', 'N', true, -5.0, 4.2, `${R} 14.2.1 (name), 2.1.1.b (corner with 11); ${G}: north bank of the Scarpe`),
  S(23, 'Anzin', 1, 'blue', 'N', true, -2.4, 2.8, `${R} 14.2.1 (name); ${G}: north bank`),
  S(24, 'St-Nicolas', 2, 'blue', 'N', true, -0.2, 1.8, `${R} 14.2.1 (name); ${G}: north bank where the Scarpe becomes a canal; TEM reconstructed: built-up`),
  S(
    25,
    'Arras',
    3,
    'blue',
    'S',
    true,
    0,
    0,
    `${R} 5.1.3 (5 units per side), 14.2.1 (name); TEM reconstructed: the town (1940 edition TEM +3); ${G}: the Scarpe skirts its north edge`,
  ),
  S(
    26,
    'St-Laurent',
    2,
    'blue',
    'N',
    true,
    2.2,
    1.6,
    `${R} 14.2.1 (name), 13.6 (exit to 1 or 3); ${G}: St-Laurent-Blangy and Athies; TEM reconstructed: built-up`,
  ),
  S(27, 'Bailleul', 1, 'blue', 'N', false, 4.6, 5.4, `${R} 14.2.1 (name); ${G}: Bailleul-Sir-Berthoult on the road north-east`),
  S(28, 'Fampoux', 1, 'blue', 'N', true, 6.6, 1.2, `${R} 14.2.1 (name), 13.6 (exit to 1 or 3); ${G}: north bank, marshy valley`),
  S(
    ZONE.A,
    'Cambrai',
    1,
    'black',
    'S',
    false,
    11.0,
    -3.6,
    `${R} 12.2.2 (German zone A, name), 13.4, 11.1; TEM reconstructed (2.1.3: zones follow the sector rules)`,
    { zone: true },
  ),
  S(ZONE.B, 'Bapaume', 1, 'black', 'S', false, 1.5, -9.8, `${R} 12.2.2 (German zone B), 11.1; name reconstructed: the N17 leaves the map south to Bapaume`, {
    zone: true,
  }),
  S(ZONE.C, 'Doullens', 1, 'black', 'S', false, -12.6, -7.2, `${R} 12.2.2 (German zone C); name reconstructed: the N25 leaves the map south-west to Doullens`, {
    zone: true,
  }),
  S(
    ZONE.D,
    'St-Pol',
    1,
    'blue',
    'N',
    false,
    -15.0,
    3.2,
    `${R} 12.2.1 (Allied zone D), 13.2, 13.3; name reconstructed: the N39 leaves the map west-north-west to St-Pol`,
    { zone: true },
  ),
  S(ZONE.E, 'Lens', 1, 'blue', 'N', false, -1.0, 10.2, `${R} 12.2.1, 14.2.1 (Zone E (Lens))`, { zone: true }),
  S(
    ZONE.F,
    'Douai',
    1,
    'blue',
    'N',
    false,
    11.0,
    3.4,
    `${R} 12.2.1 (Allied zone F), 13.3; name reconstructed: the Scarpe and the N50 leave the map east to Douai`,
    { zone: true },
  ),
];

/** Sectors and zones by id. */
export const SECTOR_BY_ID: Record<number, SectorData> = Object.fromEntries(SECTORS.map((a) => [a.id, a]));

const B = (a: number, b: number, kind: BoundaryKind, source: string): BoundaryData => ({ a, b, kind, source });
const OPEN = 'reconstructed: neighbouring villages on the ground';
const SCARPE = 'reconstructed: the Scarpe';
const ARROW = 'reconstructed: an arrow from the map edge (2.1.3)';

/** Open limits (green double lines, 2.1.1.a) between neighbouring villages, as "a-b" pairs. */
const OPEN_LIMITS =
  '1-2 1-4 3-4 3-5 4-5 4-6 5-10 5-18 6-7 6-10 7-8 8-9 8-13 9-12 9-13 9-18 11-12 11-17 11-18 12-13 12-14 12-15 12-18 13-14 14-15 14-16 15-16 15-17 16-19 17-19 20-21 21-22 23-24 24-26 24-27 26-27 27-28';
const isZoneLetter = (x: string): x is keyof typeof ZONE => Object.hasOwn(ZONE, x);
const areaOf = (x: string) => (isZoneLetter(x) ? ZONE[x] : Number(x));

export const BOUNDARIES: BoundaryData[] = [
  ...OPEN_LIMITS.split(' ').map((p) => {
    const [a, b] = p.split('-').map(areaOf);
    return B(a, b, 'open', OPEN);
  }),
  B(1, 3, 'open', 'reconstructed: the Cambrai road (N39) runs Tilloy - Monchy'),
  B(1, 28, 'river', `${R} 13.6 (Allied units go from 28 to 1); ${SCARPE} between Monchy/Roeux and Fampoux`),
  B(1, ZONE.A, 'open', `${ARROW}: the Cambrai road`),
  B(2, 4, 'river', 'reconstructed: the Cojeul between Neuville-Vitasse and Wancourt'),
  B(2, ZONE.A, 'open', ARROW),
  B(2, ZONE.B, 'open', ARROW),
  B(3, 25, 'open', 'reconstructed: the Cambrai road leaves Arras through Tilloy'),
  B(3, 26, 'river', `${R} 13.6 (Allied units go from 26 to 3); ${SCARPE}, bridged at Blangy`),
  B(4, ZONE.B, 'open', ARROW),
  B(5, 6, 'open', 'reconstructed: the Bapaume road (N17) runs Beaurains - Mercatel'),
  B(5, 25, 'open', 'reconstructed: Beaurains adjoins Arras to the south'),
  B(6, ZONE.B, 'open', ARROW),
  B(7, 9, 'river', 'reconstructed: the Crinchon between Wailly and Ficheux'),
  B(7, 10, 'river', 'reconstructed: the Crinchon between Agny and Ficheux'),
  B(7, ZONE.B, 'open', ARROW),
  B(8, ZONE.B, 'open', ARROW),
  B(8, ZONE.C, 'open', ARROW),
  B(9, 10, 'open', 'reconstructed: Wailly and Agny share the Crinchon valley'),
  B(10, 18, 'open', 'reconstructed: Agny - Achicourt on the Crinchon'),
  B(11, 15, 'open', 'reconstructed: the Doullens road (N25) runs Dainville - Warlus'),
  B(11, 23, 'river', `${SCARPE} between Ste-Catherine and Anzin`),
  B(11, 25, 'open', 'reconstructed: Dainville adjoins Arras to the west'),
  B(13, ZONE.C, 'open', `${ARROW}: the Doullens road`),
  B(14, ZONE.C, 'open', ARROW),
  B(16, 17, 'river', 'reconstructed: the Gy between Agnez and Duisans'),
  B(16, ZONE.D, 'open', ARROW),
  B(17, 22, 'river', `${SCARPE} between Duisans and Maroeuil`),
  B(17, 23, 'river', `${SCARPE} at Louez`),
  B(18, 25, 'open', 'reconstructed: Achicourt adjoins Arras to the south-west'),
  B(19, 20, 'river', `${SCARPE} (upper course) between Haute-Avesnes and Frévin-Capelle`),
  B(19, 21, 'river', `${SCARPE} (upper course) at Écoivres`),
  B(19, ZONE.D, 'open', `${ARROW}: the St-Pol road`),
  B(20, ZONE.D, 'open', ARROW),
  B(21, ZONE.E, 'open', `${ARROW}: the Béthune road`),
  B(22, 23, 'open', 'reconstructed: the Chaussée Brunehaut, Anzin - Maroeuil'),
  B(22, ZONE.E, 'open', ARROW),
  B(23, ZONE.E, 'open', ARROW),
  B(24, 25, 'river', `${SCARPE}: St-Nicolas faces Arras across the canal`),
  B(24, ZONE.E, 'open', `${ARROW}: the Lens road (N17)`),
  B(25, 26, 'river', `${SCARPE} between Arras and St-Laurent-Blangy`),
  B(26, 28, 'open', 'reconstructed: Athies - Fampoux along the north bank'),
  B(27, ZONE.E, 'open', ARROW),
  B(27, ZONE.F, 'open', `${ARROW}: the Douai road (N50)`),
  B(28, ZONE.F, 'open', `${ARROW}: the Scarpe valley to Douai`),
];

/** 2.1.1.b sectors that share only a corner. */
export const CORNERS: [number, number][] = [
  [9, 11],
  [11, 22],
];

// ---- counters ----------------------------------------------------------------------------------------

// Every counter has the same fields in the same order (`rOf` and `balance` undefined where absent): the
// rules read these objects in their hottest loops, and objects of one shape keep those reads monomorphic.
const U = (d: Omit<UnitData, 'spentDefense' | 'italic'> & { italic?: boolean; spentDefense?: number }): UnitData => ({
  id: d.id,
  name: d.name,
  side: d.side,
  nation: d.nation,
  type: d.type,
  attack: d.attack,
  defense: d.defense,
  move: d.move,
  group: d.group,
  source: d.source,
  italic: d.italic ?? (d.type === 'armor' || d.type === 'antitank'),
  spentDefense: d.spentDefense ?? d.defense,
  rOf: d.rOf,
  balance: d.balance,
});

const GR = (g: string, side: Side) => `${R} 12.2.${side === 'allied' ? 1 : 2} (group ${g})`;
const V40 = 'values reconstructed from the 1940 edition';
const SPENT = 'the Fatiguée face prints the same Defense Value (reconstructed)';

function company(
  prefix: string,
  name: string,
  n: string[],
  group: string,
  nation: Nation,
  attack: number,
  defense: number,
  move: number,
  why: string,
): UnitData[] {
  return n.map((k) =>
    U({
      id: `${prefix}-${k}`,
      name: `${name} ${k}`,
      side: nation === 'british' || nation === 'french' ? 'allied' : 'german',
      nation,
      type: 'infantry',
      attack,
      defense,
      move,
      group,
      source: `${GR(group, 'allied')}; ${why}; ${SPENT}`,
    }),
  );
}

export const UNITS: UnitData[] = [
  // Allied Group B: 7th Royal Tank Regiment, 8th Durham Light Infantry (the right column).
  U({
    id: '7RT-A',
    name: '7 Royal Tank A',
    side: 'allied',
    nation: 'british',
    type: 'armor',
    attack: 6,
    defense: 7,
    move: 5,
    group: 'B',
    source: `${GR('B', 'allied')}; ${V40} (7RT/A 6-7-5)`,
  }),
  U({
    id: '7RT-B',
    name: '7 Royal Tank B',
    side: 'allied',
    nation: 'british',
    type: 'armor',
    attack: 5,
    defense: 6,
    move: 5,
    group: 'B',
    source: `${GR('B', 'allied')}; ${V40} (7RT/B 5-6-5)`,
  }),
  U({
    id: '7RT-C',
    name: '7 Royal Tank C',
    side: 'allied',
    nation: 'british',
    type: 'armor',
    attack: 5,
    defense: 6,
    move: 5,
    group: 'B',
    source: `${GR('B', 'allied')}; ${V40} (7RT/C 5-6-5)`,
  }),
  ...company('8DLI', '8 Durham Lt.', ['1', '2', '3', '4'], 'B', 'british', 2, 3, 5, `${V40} (8 Durham 2-3-5, motorised)`),
  U({
    id: '4RNF-1',
    name: '4 RN Fusiliers',
    side: 'allied',
    nation: 'british',
    type: 'infantry',
    attack: 2,
    defense: 3,
    move: 5,
    group: 'B',
    source: `${GR('B', 'allied')}; ${V40} (4 RNF/1 2-3-5)`,
  }),
  U({
    id: '260-65',
    name: '260/65th AT',
    side: 'allied',
    nation: 'british',
    type: 'antitank',
    attack: 2,
    defense: 4,
    move: 5,
    group: 'B',
    source: `${GR('B', 'allied')}; defense and MF ${V40} (*-4-5); attack 2 reconstructed: here AT units may be Unités de Pointe (5.2.2), so they print an (italic, 3.3.1) attack factor`,
  }),
  // Allied Group C: 4th Royal Tank Regiment, 6th Durham Light Infantry (the left column), Martel.
  U({
    id: '4RT-A',
    name: '4 Royal Tank A',
    side: 'allied',
    nation: 'british',
    type: 'armor',
    attack: 6,
    defense: 7,
    move: 5,
    group: 'C',
    source: `${GR('C', 'allied')}; ${V40} (4RT/A 6-7-5)`,
  }),
  U({
    id: '4RT-B',
    name: '4 Royal Tank B',
    side: 'allied',
    nation: 'british',
    type: 'armor',
    attack: 5,
    defense: 6,
    move: 5,
    group: 'C',
    source: `${GR('C', 'allied')}; ${V40} (4RT/B 5-6-5)`,
  }),
  ...company('6DLI', '6 Durham Lt.', ['1', '2', '3', '4'], 'C', 'british', 2, 3, 5, `${V40} (6 Durham 2-3-5)`),
  U({
    id: '4RNF-2',
    name: '4 RN Fusiliers 2',
    side: 'allied',
    nation: 'british',
    type: 'infantry',
    attack: 2,
    defense: 3,
    move: 5,
    group: 'C',
    source: `${GR('C', 'allied')}; ${V40} (4 RNF/2 2-3-5)`,
  }),
  U({
    id: '206-52',
    name: '206/52nd AT',
    side: 'allied',
    nation: 'british',
    type: 'antitank',
    attack: 2,
    defense: 4,
    move: 5,
    group: 'C',
    source: `${GR('C', 'allied')}; as 260/65th AT`,
  }),
  U({
    id: 'Martel',
    name: 'Martel',
    side: 'allied',
    nation: 'british',
    type: 'leader',
    attack: null,
    defense: 1,
    move: 6,
    group: 'C',
    source: `${GR('C', 'allied')}, 3.2.6 (no attack factor); ${V40} (*-1-6)`,
  }),
  // Allied Groups D-I: the 150th and 13th Brigades, four companies each.
  ...company('4GH', '4 Gr. Howard', ['1', '2', '3', '4'], 'D', 'british', 2, 3, 4, `${V40} (battalions on foot 2-3-4)`),
  ...company('5GH', '5 Gr. Howard', ['1', '2', '3', '4'], 'E', 'british', 2, 3, 4, `${V40} (battalions on foot 2-3-4)`),
  ...company('4EY', '4 E. Yorkshire', ['1', '2', '3', '4'], 'F', 'british', 2, 3, 4, `${V40} (battalions on foot 2-3-4)`),
  ...company('2CAM', '2 Cameronians', ['A', 'B', 'C', 'D'], 'G', 'british', 2, 3, 4, `${V40} (battalions on foot 2-3-4)`),
  ...company('2WIL', '2 Wiltshire', ['A', 'B', 'C', 'D'], 'H', 'british', 2, 3, 4, `${V40} (battalions on foot 2-3-4)`),
  ...company('2RIF', '2 Royal IF', ['A', 'B', 'C', 'D'], 'I', 'british', 2, 3, 4, `${V40} (battalions on foot 2-3-4)`),
  // Allied Group A: the French Cavalry Corps (13.1).
  U({
    id: '13BCC-1',
    name: '13e BCC-1',
    side: 'allied',
    nation: 'french',
    type: 'armor',
    attack: 4,
    defense: 5,
    move: 5,
    group: 'A',
    source: `${GR('A', 'allied')}, 13.1; ${V40} (Hotchkiss H39 companies 4-5-5)`,
  }),
  U({
    id: '13BCC-2',
    name: '13e BCC-2',
    side: 'allied',
    nation: 'french',
    type: 'armor',
    attack: 4,
    defense: 5,
    move: 5,
    group: 'A',
    source: `${GR('A', 'allied')}, 13.1; ${V40}`,
  }),
  U({
    id: '13BCC-3',
    name: '13e BCC-3',
    side: 'allied',
    nation: 'french',
    type: 'armor',
    attack: 4,
    defense: 5,
    move: 5,
    group: 'A',
    source: `${GR('A', 'allied')}, 13.1; ${V40}`,
  }),
  U({
    id: '3DLM',
    name: '3e DLM',
    side: 'allied',
    nation: 'french',
    type: 'armor',
    attack: 6,
    defense: 6,
    move: 6,
    group: 'A',
    source: `${GR('A', 'allied')}, 13.1; ${V40} (Somua S35 squadrons 6-6-6)`,
  }),
  U({
    id: '11RDP-1',
    name: '11e RDP-1',
    side: 'allied',
    nation: 'french',
    type: 'infantry',
    attack: 2,
    defense: 3,
    move: 5,
    group: 'A',
    source: `${GR('A', 'allied')}, 13.1; ${V40} (motorised dragoons 2-3-5)`,
  }),
  U({
    id: '11RDP-2',
    name: '11e RDP-2',
    side: 'allied',
    nation: 'french',
    type: 'infantry',
    attack: 2,
    defense: 3,
    move: 5,
    group: 'A',
    source: `${GR('A', 'allied')}, 13.1; ${V40}`,
  }),
  // Allied Group J: the British reserve (13.3).
  U({
    id: '92-365',
    name: '365/92nd RA',
    side: 'allied',
    nation: 'british',
    type: 'artillery',
    attack: 3,
    defense: 2,
    move: 4,
    group: 'J',
    source: `${GR('J', 'allied')}, 13.3; ${V40} (attack 3 stated by the 1940 example of play)`,
  }),
  U({
    id: '92-368',
    name: '368/92nd RA',
    side: 'allied',
    nation: 'british',
    type: 'artillery',
    attack: 3,
    defense: 2,
    move: 4,
    group: 'J',
    source: `${GR('J', 'allied')}, 13.3; ${V40}`,
  }),
  ...company('9DLI', '9 Durham Lt.', ['1', '2', '3', '4'], 'J', 'british', 2, 3, 5, `13.3; ${V40} (Durham 2-3-5)`),

  // German Group A: reconnaissance (37 Recce armoured cars, 7 motorcycle battalion).
  U({
    id: '37-Recce',
    name: '7th Pz. 37 Recce',
    side: 'german',
    nation: 'wehrmacht',
    type: 'armor',
    attack: 3,
    defense: 3,
    move: 6,
    group: 'A',
    source: `${GR('A', 'german')}; 3.2.2 (armoured cars are Blindé); ${V40} (3-3-6)`,
  }),
  U({
    id: '7-MC',
    name: '7th Pz. 7 MC',
    side: 'german',
    nation: 'wehrmacht',
    type: 'infantry',
    attack: 2,
    defense: 3,
    move: 6,
    group: 'A',
    italic: true,
    source: `${GR('A', 'german')}; 3.2.1 (motorcycles are infantry), 3.3.1 (reconnaissance: italic attack); ${V40} (2-3-6)`,
  }),
  // German Group B: artillery regiment 78.
  U({
    id: '1-78',
    name: '7th Pz. Art. 1/78',
    side: 'german',
    nation: 'wehrmacht',
    type: 'artillery',
    attack: 3,
    defense: 2,
    move: 4,
    group: 'B',
    source: `${GR('B', 'german')}; 3.2.5 (105 mm); ${V40} (3-2-4)`,
  }),
  U({
    id: '2-78',
    name: '7th Pz. Art. 2/78',
    side: 'german',
    nation: 'wehrmacht',
    type: 'artillery',
    attack: 3,
    defense: 2,
    move: 4,
    group: 'B',
    source: `${GR('B', 'german')}; ${V40}`,
  }),
  U({
    id: '3-78',
    name: '7th Pz. Art. 3/78',
    side: 'german',
    nation: 'wehrmacht',
    type: 'artillery',
    attack: 3,
    defense: 2,
    move: 4,
    group: 'B',
    balance: '15.2-artillery',
    source: `${R} 15.2 (balance option: the 7/3/78 artillery joins German group B); values as 1/78`,
  }),
  // German Groups C-K: rifle regiments 6 and 7, anti-tank, FLAK, the SS Totenkopf.
  U({
    id: '1-7',
    name: '7th Pz. 1/7 RR',
    side: 'german',
    nation: 'wehrmacht',
    type: 'infantry',
    attack: 3,
    defense: 3,
    move: 5,
    group: 'C',
    source: `${GR('C', 'german')}; ${V40} (Schützen 3-3-5)`,
  }),
  U({
    id: '2-6',
    name: '7th Pz. 2/6 RR',
    side: 'german',
    nation: 'wehrmacht',
    type: 'infantry',
    attack: 3,
    defense: 3,
    move: 5,
    group: 'D',
    source: `${GR('D', 'german')}; ${V40}`,
  }),
  U({
    id: '6-AT',
    name: '7th Pz. 6 AT',
    side: 'german',
    nation: 'wehrmacht',
    type: 'antitank',
    attack: 2,
    defense: 3,
    move: 5,
    group: 'D',
    source: `${GR('D', 'german')}; 3.2.3 (37 mm PAK); defense ${V40} (42 AT defense 3); attack 2 reconstructed (5.2.2)`,
  }),
  U({
    id: '1-42',
    name: '7th Pz. 1/42 AT',
    side: 'german',
    nation: 'wehrmacht',
    type: 'antitank',
    attack: 2,
    defense: 3,
    move: 5,
    group: 'D',
    source: `${GR('D', 'german')}; as 6 AT`,
  }),
  U({
    id: '2-42',
    name: '7th Pz. 2/42 AT',
    side: 'german',
    nation: 'wehrmacht',
    type: 'antitank',
    attack: 2,
    defense: 3,
    move: 5,
    group: 'D',
    source: `${GR('D', 'german')}; as 6 AT`,
  }),
  U({
    id: '23-HB2',
    name: '23 FLAK HB2',
    side: 'german',
    nation: 'wehrmacht',
    type: 'flak',
    attack: 3,
    defense: 4,
    move: 4,
    group: 'E',
    source: `${GR('E', 'german')}; 3.2.4 (heavy battery, 88 mm); ${V40} (88s defense 4, MF 4); attack 3 reconstructed (FLAK may be Unité de Pointe, 5.2.2)`,
  }),
  U({
    id: '2-7',
    name: '7th Pz. 2/7 RR',
    side: 'german',
    nation: 'wehrmacht',
    type: 'infantry',
    attack: 3,
    defense: 3,
    move: 5,
    group: 'F',
    source: `${GR('F', 'german')}; ${V40}`,
  }),
  U({
    id: 'SS-Art',
    name: 'SS Artillerie 1',
    side: 'german',
    nation: 'ss',
    type: 'artillery',
    attack: 3,
    defense: 2,
    move: 4,
    group: 'F',
    source: `${GR('F', 'german')}; 8.1 (SS artillery); ${V40}`,
  }),
  U({
    id: '2-86',
    name: '2/86 FLAK',
    side: 'german',
    nation: 'wehrmacht',
    type: 'flak',
    attack: 2,
    defense: 3,
    move: 4,
    group: 'F',
    source: `${GR('F', 'german')}; ${V40} (86 Flak defense 3); attack 2 reconstructed: 20 mm light guns`,
  }),
  U({
    id: '3-3SS',
    name: 'SS Totenkopf 3/3',
    side: 'german',
    nation: 'ss',
    type: 'infantry',
    attack: 2,
    defense: 3,
    move: 4,
    group: 'G',
    source: `${GR('G', 'german')}; ${V40} (SS infantry 2-3-4)`,
  }),
  U({
    id: '7-AT',
    name: '7th Pz. 7 AT',
    side: 'german',
    nation: 'wehrmacht',
    type: 'antitank',
    attack: 2,
    defense: 3,
    move: 5,
    group: 'H',
    source: `${GR('H', 'german')}; as 6 AT`,
  }),
  U({
    id: '23-HB1',
    name: '23 FLAK HB1',
    side: 'german',
    nation: 'wehrmacht',
    type: 'flak',
    attack: 3,
    defense: 4,
    move: 4,
    group: 'H',
    source: `${GR('H', 'german')}; as 23 FLAK HB2`,
  }),
  U({
    id: '23-LB1',
    name: '23 FLAK LB1',
    side: 'german',
    nation: 'wehrmacht',
    type: 'flak',
    attack: 2,
    defense: 3,
    move: 4,
    group: 'H',
    source: `${GR('H', 'german')}; as 2/86 FLAK (light battery)`,
  }),
  U({
    id: '3-59',
    name: '3/59 FLAK',
    side: 'german',
    nation: 'wehrmacht',
    type: 'flak',
    attack: 2,
    defense: 3,
    move: 4,
    group: 'H',
    source: `${GR('H', 'german')}; as 2/86 FLAK`,
  }),
  U({
    id: 'Rommel',
    name: 'Rommel',
    side: 'german',
    nation: 'wehrmacht',
    type: 'leader',
    attack: null,
    defense: 1,
    move: 6,
    group: 'H',
    source: `${GR('H', 'german')}, 3.2.6, 6.3 D; ${V40} (*-1-6)`,
  }),
  U({
    id: '1-6',
    name: '7th Pz. 1/6 RR',
    side: 'german',
    nation: 'wehrmacht',
    type: 'infantry',
    attack: 3,
    defense: 3,
    move: 5,
    group: 'I',
    source: `${GR('I', 'german')}; ${V40}`,
  }),
  U({
    id: 'Eiche',
    name: 'Eiche',
    side: 'german',
    nation: 'ss',
    type: 'leader',
    attack: null,
    defense: 1,
    move: 6,
    group: 'J',
    source: `${GR('J', 'german')}, 3.2.6; ${V40}`,
  }),
  U({
    id: '2-3SS',
    name: 'SS Totenkopf 2/3',
    side: 'german',
    nation: 'ss',
    type: 'infantry',
    attack: 2,
    defense: 3,
    move: 4,
    group: 'J',
    source: `${GR('J', 'german')}; ${V40}`,
  }),
  U({
    id: 'SS-HC',
    name: 'SS Totenkopf HC',
    side: 'german',
    nation: 'ss',
    type: 'antitank',
    attack: 2,
    defense: 3,
    move: 4,
    group: 'J',
    source: `${GR('J', 'german')}; ${V40} (HC AT defense 3); attack 2 reconstructed`,
  }),
  U({
    id: '1-3SS',
    name: 'SS Totenkopf 1/3',
    side: 'german',
    nation: 'ss',
    type: 'infantry',
    attack: 2,
    defense: 3,
    move: 4,
    group: 'K',
    source: `${GR('K', 'german')}; ${V40}`,
  }),
  // German Group L: Panzer Regiment 25 (13.2).
  U({
    id: '1-25',
    name: '7th Pz. 1/25',
    side: 'german',
    nation: 'wehrmacht',
    type: 'armor',
    attack: 5,
    defense: 5,
    move: 5,
    group: 'L',
    source: `${GR('L', 'german')}, 13.2; ${V40} (Pz 38(t) battalions 5-5-5)`,
  }),
  U({
    id: '2-25',
    name: '7th Pz. 2/25',
    side: 'german',
    nation: 'wehrmacht',
    type: 'armor',
    attack: 5,
    defense: 5,
    move: 5,
    group: 'L',
    source: `${GR('L', 'german')}, 13.2; ${V40}`,
  }),
  U({
    id: '1-66',
    name: '7th Pz. 1/66',
    side: 'german',
    nation: 'wehrmacht',
    type: 'armor',
    attack: 4,
    defense: 4,
    move: 5,
    group: 'L',
    source: `${GR('L', 'german')}, 13.2; ${V40} (66 Panzer 4-4-5)`,
  }),
  U({
    id: 'Rothenburg',
    name: 'Rothenburg',
    side: 'german',
    nation: 'wehrmacht',
    type: 'leader',
    attack: null,
    defense: 1,
    move: 6,
    group: 'L',
    source: `${GR('L', 'german')}, 3.2.6; ${V40}`,
  }),
  // German Group M: 5th Panzer Division elements (13.4); the book does not list them.
  U({
    id: '1-15',
    name: '5th Pz. 1/15',
    side: 'german',
    nation: 'wehrmacht',
    type: 'armor',
    attack: 5,
    defense: 5,
    move: 5,
    group: 'M',
    source: `${R} 12.2.2 (group M in Zone A), 13.4 (three units); identity and values reconstructed as the 1940 edition (5th Panzer's Panzer Regiment 15)`,
  }),
  U({
    id: '2-15',
    name: '5th Pz. 2/15',
    side: 'german',
    nation: 'wehrmacht',
    type: 'armor',
    attack: 5,
    defense: 5,
    move: 5,
    group: 'M',
    source: `${R} 13.4; as 1/15`,
  }),
  U({
    id: '1-13',
    name: '5th Pz. 1/13 RR',
    side: 'german',
    nation: 'wehrmacht',
    type: 'infantry',
    attack: 3,
    defense: 3,
    move: 5,
    group: 'M',
    source: `${R} 13.4; identity and values reconstructed (Schützen Regiment 13, 3-3-5)`,
  }),
];

// 3.3.2 / 10.2 R counters: the reduced face of every armored unit, set aside at the start (12.1).
const R_SOURCE = `${R} 3.3.2, 10.2 (a reduced counter with the same identification for each armored unit); values reconstructed: two less in attack and defense, same MF`;
for (const u of UNITS.filter((x) => x.type === 'armor')) {
  UNITS.push(
    U({
      id: `${u.id}-R`,
      name: `${u.name} (R)`,
      side: u.side,
      nation: u.nation,
      type: 'armor',
      attack: Math.max(1, (u.attack ?? 0) - 2),
      defense: Math.max(2, u.defense - 2),
      move: u.move,
      group: null,
      rOf: u.id,
      source: R_SOURCE,
    }),
  );
}

/** 12.2.1 / 12.2.2 where each side may place its groups. */
export const SETUP_SECTORS: Record<Side, number[]> = {
  allied: [20, 21, 22, 23, 24, 25, 26, 27, 28, ZONE.D, ZONE.E, ZONE.F],
  german: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, ZONE.A, ZONE.B, ZONE.C],
};
/** 12.2.2 Group M must be placed in Zone A; 12.2.1/12.2.2 groups placed later (13.0). */
export const FIXED_GROUP: Record<string, number> = { 'german M': ZONE.A };
export const LATE_GROUPS: Record<Side, string[]> = { allied: ['A', 'J'], german: ['L'] };

/** 14.2 historical setup: sector of each group. */
export const HISTORICAL: Record<Side, Record<string, number>> = {
  allied: { A: 21, B: 22, C: 23, E: 24, D: 25, F: 26, I: 27, H: 27, G: 28, J: ZONE.E },
  german: { A: 2, B: 3, C: 4, D: 5, E: 6, F: 7, G: 8, H: 9, I: 10, J: 13, K: 14, L: 19, M: ZONE.A },
};

/** 13.1 / 13.2 / 13.3 where arriving groups enter the map. */
export const ENTRY: Record<string, number[]> = {
  'allied A': [20, 21],
  'german L': [ZONE.D, 14, 15, 17],
  'allied J': [ZONE.D, ZONE.E, ZONE.F],
};

/** 8.3.2 / 8.3.3 Air support counters per turn (index 1-7), before balance options. */
export const AIR_SUPPORT: Record<Side, number[]> = {
  german: [0, 0, 0, 1, 2, 2, 3, 4],
  allied: [0, 2, 2, 2, 2, 2, 2, 2],
};

export const RED_RING = [2, 4, 6, 7];
export const WHITE_STARS = [9, 5];
export const BLACK_STAR = 20;
export const ARRAS = 25;
export const STACKING = 10; // 5.1.3
export const ARRAS_STACKING = 5; // 5.1.3
export const LAST_TURN = 7;
export const VICTORY_VP = 10; // 11.3
export const ARTILLERY_RANGE = 2; // 8.1
/** 13.3 sectors where a British unit releases the reserve. */
export const RESERVE_TRIGGER = [7, 6, 2, 4];
/** 13.5 Gort's modifiers: sectors. */
export const GORT_SECTORS = [3, 5, 7];
/** 4.1 turn of day of each turn. */
export const clock = (turn: number) => `${14 + turn}:00`;
