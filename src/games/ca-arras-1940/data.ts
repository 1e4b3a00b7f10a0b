// Counter-Attack: The Battle of Arras, 1940 - the map and every counter, in one file.
//
// The printed map and counter sheet are not available. Every datum below says where it comes from:
//   rulebook <rule>      - stated by the rulebook (counter-attack-arras-1940.en.txt)
//   reconstructed: why   - chosen by us so that every rule and example of the rulebook stays true,
//                          from real geography (shared/reference/geography.md) and the Battles
//                          Magazine edition's order of battle (its rule 12.2) where the English book
//                          is silent.
// An owner of the printed game can correct any value here without touching the rules code;
// `arras validate ca-arras-1940` checks the result.

import type { Side } from '../../families/area-impulse/board.ts';
import type { AreaRecord, BoundaryRecord, CounterRecord } from '../../families/area-impulse/data.ts';

export type { Side };
export type UnitType = 'armor' | 'infantry' | 'antitank' | 'artillery' | 'leader';
export type Nation = 'british' | 'french' | 'wehrmacht' | 'ss';
export type BoundaryKind = 'open' | 'water' | 'water-bridge' | 'canal-bridge' | 'prohibited';

/** An Area or Zone (the family's AreaRecord: id, label, name, TEM, zone, x/y, source). */
export interface AreaData extends AreaRecord {
  /** 3.1.4 Identifier colour: gray (German operational sector), blue (Allied), half (Area 20). */
  sector: 'german' | 'allied' | 'half';
  /** 10.1.1 Which bank of the Scarpe; `alongScarpe` = the Scarpe forms part of its boundary. */
  scarpe: 'N' | 'S';
  alongScarpe: boolean;
  star?: 'white' | 'black';
  vp?: boolean;
}

export type BoundaryData = BoundaryRecord<BoundaryKind>;

/** A counter (the family's CounterRecord: id, name, side, nation, type, attack, defense, move, source). */
export interface UnitData extends CounterRecord<Side, Nation, UnitType> {
  /** FLAK units are Anti-Tank units (4.2.2, 21.0) that print FLAK. */
  flak?: boolean;
  /** Setup group letter, or null for units with a mandatory setup location. */
  group: string | null;
  /** Historical setup area (18.1), area id. */
  historical: number;
  /** Mandatory setup area (5.3.1, 5.3.2, 18.4), area id. */
  mandatory?: number;
  /** Units that may not act until released (15.1-15.3, 18.4). */
  release?: 'british-reserve' | 'french-cavalry' | 'panzer-25' | 'fifth-panzer';
  /** Present only with an optional rule. */
  optional?: '18.4';
}

export const ZONE = { A: 31, B: 32, C: 33, D: 34, E: 35, F: 36 } as const;

const R = 'rulebook';
const G = 'reconstructed from geography.md';

export const AREAS: AreaData[] = [
  { id: 1, label: '1', name: 'Monchy', tem: 3, sector: 'german', scarpe: 'S', alongScarpe: true, x: 6.0, y: -2.2, source: `${R} 9.4.4 (TEM +3), 15.3.1 (name), 11.2.4 (borders Zone A); ${G}: the Scarpe is Monchy's north boundary` },
  { id: 2, label: '2', name: 'Chérisy', tem: 2, sector: 'german', scarpe: 'S', alongScarpe: false, vp: true, x: 8.2, y: -6.1, source: `${R} 16.2 (VP area, name), 14.2.3 (exit to Zones A and B); TEM reconstructed: village on the Sensée with Wancourt ridge` },
  { id: 3, label: '3', name: 'Tilloy', tem: 3, sector: 'german', scarpe: 'S', alongScarpe: true, x: 2.6, y: -1.4, source: `${R} 9.4.4 (TEM +3), 18.3 (name); ${G}: faces St-Laurent across the canalised Scarpe` },
  { id: 4, label: '4', name: 'Neuville (Vitasse)', tem: 2, sector: 'german', scarpe: 'S', alongScarpe: false, vp: true, x: 2.9, y: -4.6, source: `${R} 16.2 (VP area, name); TEM reconstructed: fortified village` },
  { id: 5, label: '5', name: 'Beaurains', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, star: 'white', x: 0.6, y: -2.8, source: `${R} 6.1.1 (white star, name); TEM reconstructed: open ground south of Arras` },
  { id: 6, label: '6', name: 'Mercatel', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, vp: true, x: 0.5, y: -6.0, source: `${R} 16.2 (VP area, name); TEM reconstructed: open plateau on the N17` },
  { id: 7, label: '7', name: 'Ficheux', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, vp: true, x: -2.9, y: -6.9, source: `${R} 16.2 (VP area, name), 20.0 (TEM +1)` },
  { id: 8, label: '8', name: 'Brétencourt', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, x: -5.9, y: -6.7, source: `${R} 18.1 (name), 14.2.3 (exit to Zones A and B); TEM reconstructed` },
  { id: 9, label: '9', name: 'Wailly', tem: 2, sector: 'german', scarpe: 'S', alongScarpe: false, star: 'white', x: -4.4, y: -4.7, source: `${R} 6.1.1 (white star, name); TEM reconstructed: village and château on the Crinchon` },
  { id: 10, label: '10', name: 'Achicourt', tem: 2, sector: 'german', scarpe: 'S', alongScarpe: false, x: -1.7, y: -2.0, source: `${R} 18.1 (name); TEM reconstructed: built-up suburb with Agny` },
  { id: 11, label: '11', name: 'Dainville', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, x: -3.7, y: -0.8, source: `reconstructed: unnamed in the rulebook; the area between Arras, Achicourt and Warlus, which 8.3.6 puts at a corner with 9` },
  { id: 12, label: '12', name: 'Berneville', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, x: -7.7, y: -3.0, source: `reconstructed: unnamed in the rulebook; 8.3.6 puts it at a corner with 10; the right column's route (Warlus, Berneville)` },
  { id: 13, label: '13', name: 'Beaumetz', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, x: -8.8, y: -5.1, source: `${R} 18.1 (name); TEM reconstructed` },
  { id: 14, label: '14', name: 'Simencourt', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, x: -10.6, y: -3.9, source: `${R} 18.1 (name); TEM reconstructed` },
  { id: 15, label: '15', name: 'Warlus', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, x: -8.2, y: -1.0, source: `reconstructed: unnamed in the rulebook; Warlus, on the right column's route (geography.md)` },
  { id: 16, label: '16', name: 'Agnez-lès-Duisans', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, x: -9.6, y: 1.6, source: `reconstructed: unnamed; 8.2 puts a water boundary without bridge at 16/17 - the Gy, which separates Agnez from Duisans` },
  { id: 17, label: '17', name: 'Duisans', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: true, x: -6.8, y: 2.1, source: `reconstructed: unnamed; Duisans, east bank of the Gy, Scarpe at its north hamlet` },
  { id: 18, label: '18', name: 'Sainte-Catherine', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: true, x: -3.0, y: 1.6, source: `reconstructed: unnamed; 8.2 puts a water boundary without bridge at 18/22 - the south bank of the Scarpe facing Maroeuil, between Arras and Duisans` },
  { id: 19, label: '19', name: 'Haute Avesne', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: true, x: -10.9, y: 4.5, source: `${R} 15.3 (name, Panzer Regiment 25); ${G}: south of the upper Scarpe` },
  { id: 20, label: '20', name: 'Frévin', tem: 1, sector: 'half', scarpe: 'N', alongScarpe: true, star: 'black', x: -11.4, y: 6.7, source: `${R} 3.1.4 (half blue/half gray, starts Allied), 6.1.1 (black star, name); ${G}: north of the upper Scarpe` },
  { id: 21, label: '21', name: 'Mont-St-Éloi', tem: 2, sector: 'allied', scarpe: 'N', alongScarpe: true, x: -6.5, y: 6.6, source: `${R} 15.2 (name, French Cavalry Corps); TEM reconstructed: the hill and abbey` },
  { id: 22, label: '22', name: 'Marœuil', tem: 1, sector: 'allied', scarpe: 'N', alongScarpe: true, x: -5.3, y: 3.9, source: `${R} 8.2 (water boundary 18/22), 18.1 (name)` },
  { id: 23, label: '23', name: 'Anzin', tem: 1, sector: 'allied', scarpe: 'N', alongScarpe: true, x: -2.5, y: 2.8, source: `${R} 18.1 (name); ${G}: north bank` },
  { id: 24, label: '24', name: 'St-Nicolas', tem: 2, sector: 'allied', scarpe: 'N', alongScarpe: true, x: -0.2, y: 1.8, source: `${R} 18.1 (name); ${G}: north bank, where the Scarpe becomes a canal; TEM reconstructed: built-up` },
  { id: 25, label: '25', name: 'Arras', tem: 3, sector: 'allied', scarpe: 'S', alongScarpe: true, x: 0, y: 0, source: `${R} 9.4.4 (TEM +3), 16.1.2 (name); ${G}: the Scarpe skirts the town's north edge` },
  { id: 26, label: '26', name: 'St-Laurent', tem: 2, sector: 'allied', scarpe: 'N', alongScarpe: true, x: 1.9, y: 1.6, source: `${R} 18.1 (name); ${G}: St-Laurent-Blangy and Athies, north of the canal; TEM reconstructed: built-up` },
  { id: 27, label: '27', name: 'Fampoux', tem: 1, sector: 'allied', scarpe: 'N', alongScarpe: true, x: 6.4, y: 0.9, source: `${R} 18.1 (name); ${G}: north bank, marshy valley` },
  { id: 28, label: '28', name: 'Gavrelle', tem: 1, sector: 'allied', scarpe: 'N', alongScarpe: false, x: 5.9, y: 4.1, source: `${R} 18.1 (name); ${G}: with Bailleul, on the Douai road` },
  { id: 29, label: '29', name: 'Thélus', tem: 3, sector: 'allied', scarpe: 'N', alongScarpe: false, x: 1.4, y: 6.5, source: `${R} 9.4.4 (TEM +3); name reconstructed: unnamed in the rulebook; the TEM +3 fits Vimy Ridge (Thélus, Roclincourt)` },
  { id: 30, label: '30', name: 'Neuville-St-Vaast', tem: 3, sector: 'allied', scarpe: 'N', alongScarpe: false, x: -2.0, y: 7.0, source: `${R} 9.4.4 (TEM +3), 18.1 (name); ${G}: west end of Vimy Ridge` },
  { id: ZONE.A, label: 'A', name: 'Cambrai', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, zone: true, x: 11.0, y: -3.5, source: `${R} 14.2.2 (German zone, name), 11.2.4 (borders Area 1); TEM reconstructed (zones are Areas in every respect, 3.1)` },
  { id: ZONE.B, label: 'B', name: 'Bapaume', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, zone: true, x: 2.0, y: -9.5, source: `${R} 14.2.2 (German zone, name); TEM reconstructed` },
  { id: ZONE.C, label: 'C', name: 'Doullens', tem: 1, sector: 'german', scarpe: 'S', alongScarpe: false, zone: true, x: -12.5, y: -6.5, source: `${R} 14.2.2 (German zone); name reconstructed: unnamed; the road to Doullens leaves the map south-west, and 14.2.4 makes C border D` },
  { id: ZONE.D, label: 'D', name: 'St-Pol', tem: 1, sector: 'allied', scarpe: 'N', alongScarpe: false, zone: true, x: -14.5, y: 3.0, source: `${R} 14.2.1 (Allied zone); name reconstructed: unnamed; the road to St-Pol leaves the map west-north-west` },
  { id: ZONE.E, label: 'E', name: 'Lens', tem: 1, sector: 'allied', scarpe: 'N', alongScarpe: false, zone: true, x: 1.5, y: 10.0, source: `${R} 14.2.1 (Allied zone), 16.1.1 (name)` },
  { id: ZONE.F, label: 'F', name: 'Douai', tem: 1, sector: 'allied', scarpe: 'N', alongScarpe: false, zone: true, x: 10.5, y: 2.5, source: `${R} 14.2.1 (Allied zone); name reconstructed: unnamed; the Scarpe and the N50 leave the map east towards Douai, and 14.2.4 makes F border A` },
];

/** Areas and Zones by id. */
export const AREA_BY_ID: Record<number, AreaData> = Object.fromEntries(AREAS.map((a) => [a.id, a]));

const B = (a: number, b: number, kind: BoundaryKind, source: string): BoundaryData => ({ a, b, kind, source });
const OPEN = 'reconstructed: neighbouring villages on the ground';

export const BOUNDARIES: BoundaryData[] = [
  // German sector, east and south of Arras.
  B(1, 2, 'open', OPEN),
  B(1, 3, 'open', 'reconstructed: the Cambrai road (N39) runs Tilloy - Monchy'),
  B(1, 4, 'open', OPEN),
  B(1, 27, 'canal-bridge', 'reconstructed: the canalised Scarpe between Monchy/Roeux and Fampoux, bridged at Roeux'),
  B(1, ZONE.A, 'open', `${R} 11.2.4 (Area 1 and Zone A are adjacent)`),
  B(2, 4, 'open', OPEN),
  B(2, ZONE.A, 'open', `${R} 14.2.3 (Zone A entered from Area 2)`),
  B(2, ZONE.B, 'open', `${R} 14.2.3 (Zone B entered from Area 2)`),
  B(3, 4, 'open', OPEN),
  B(3, 5, 'open', OPEN),
  B(3, 25, 'open', 'reconstructed: the Cambrai road leaves Arras through Tilloy'),
  B(3, 26, 'canal-bridge', 'reconstructed: the canalised Scarpe between Tilloy and St-Laurent-Blangy, bridged at Blangy'),
  B(4, 5, 'open', OPEN),
  B(4, 6, 'open', OPEN),
  B(4, ZONE.B, 'open', `${R} 14.2.3 (Zone B entered from Area 4)`),
  B(5, 6, 'open', 'reconstructed: the Bapaume road (N17) runs Beaurains - Mercatel'),
  B(5, 10, 'open', OPEN),
  B(5, 25, 'open', 'reconstructed: Beaurains adjoins Arras to the south'),
  B(6, 7, 'open', OPEN),
  B(6, 10, 'open', 'reconstructed: Agny (part of Area 10) lies between Achicourt and Mercatel, east of the Crinchon'),
  B(6, ZONE.B, 'open', `${R} 14.2.3 (Zone B entered from Area 6)`),
  B(7, 8, 'open', OPEN),
  B(7, 9, 'water-bridge', `${R} 20.0 (9 -> 7 crosses a natural water boundary, with a bridge): the Crinchon`),
  B(7, 10, 'water', `${R} 8.2 (water boundary without bridge 7/10): the Crinchon`),
  B(7, ZONE.B, 'open', `${R} 14.2.3 (Zone B entered from Area 7)`),
  B(8, 9, 'open', OPEN),
  B(8, 13, 'open', OPEN),
  B(8, ZONE.B, 'open', `${R} 14.2.3 (Zone B entered from Area 8)`),
  B(8, ZONE.C, 'open', 'reconstructed: the Amiens/Doullens roads leave the map south-west'),
  B(9, 10, 'open', 'reconstructed: Wailly and Achicourt/Agny share the Crinchon valley'),
  B(9, 12, 'open', OPEN),
  B(9, 13, 'open', OPEN),
  B(10, 11, 'open', OPEN),
  B(10, 25, 'open', 'reconstructed: Achicourt adjoins Arras to the south-west'),
  B(11, 12, 'open', OPEN),
  B(11, 15, 'open', 'reconstructed: the Doullens road (N25) runs Dainville - Warlus'),
  B(11, 18, 'open', OPEN),
  B(11, 25, 'open', 'reconstructed: Dainville adjoins Arras to the west'),
  B(12, 13, 'open', OPEN),
  B(12, 14, 'open', OPEN),
  B(12, 15, 'open', OPEN),
  B(13, 14, 'open', OPEN),
  B(13, ZONE.C, 'open', 'reconstructed: the Doullens road (N25) leaves the map past Beaumetz'),
  B(14, 15, 'open', OPEN),
  B(14, 16, 'open', OPEN),
  B(14, ZONE.C, 'open', 'reconstructed: south-west map edge'),
  B(15, 16, 'open', OPEN),
  B(15, 17, 'open', OPEN),
  B(15, 18, 'open', OPEN),
  B(16, 17, 'water', `${R} 8.2 (water boundary without bridge 16/17): the Gy`),
  B(16, 19, 'open', OPEN),
  B(16, ZONE.D, 'open', 'reconstructed: west map edge, the roads to Avesnes-le-Comte'),
  B(17, 18, 'open', OPEN),
  B(17, 19, 'open', OPEN),
  B(17, 22, 'water-bridge', 'reconstructed: the Scarpe between Duisans and Marœuil, bridged at Louez'),
  B(18, 22, 'water', `${R} 8.2 (water boundary without bridge 18/22): the Scarpe`),
  B(18, 23, 'water-bridge', 'reconstructed: the Scarpe between Ste-Catherine and Anzin, bridged at Anzin'),
  B(18, 25, 'open', 'reconstructed: Ste-Catherine adjoins Arras to the north-west, south of the Scarpe'),
  B(19, 20, 'water-bridge', 'reconstructed: the upper Scarpe between Haute-Avesnes and Frévin-Capelle, bridged on the St-Pol road (N39)'),
  B(19, 21, 'water-bridge', 'reconstructed: the upper Scarpe between Haute-Avesnes and Mont-St-Éloi, bridged at Écoivres'),
  B(19, ZONE.D, 'open', 'reconstructed: the St-Pol road (N39) leaves the map west-north-west'),
  // Allied sector, north of the Scarpe.
  B(20, 21, 'open', OPEN),
  B(20, ZONE.D, 'open', 'reconstructed: west map edge'),
  B(21, 22, 'open', OPEN),
  B(21, 30, 'open', OPEN),
  B(21, ZONE.E, 'open', 'reconstructed: the Béthune road runs north from Mont-St-Éloi'),
  B(22, 23, 'open', 'reconstructed: the Chaussée Brunehaut, Anzin - Marœuil'),
  B(22, 30, 'open', OPEN),
  B(23, 24, 'open', OPEN),
  B(23, 30, 'open', OPEN),
  B(24, 25, 'canal-bridge', 'reconstructed: the canalised Scarpe between St-Nicolas and Arras, bridged on the Lens road'),
  B(24, 26, 'open', OPEN),
  B(24, 29, 'open', 'reconstructed: the Lens road (N17) runs St-Nicolas - Roclincourt - Thélus'),
  B(24, 30, 'open', OPEN),
  B(25, 26, 'canal-bridge', 'reconstructed: the canalised Scarpe between Arras and St-Laurent-Blangy, bridged on the Douai road'),
  B(26, 27, 'open', OPEN),
  B(26, 28, 'open', OPEN),
  B(26, 29, 'open', OPEN),
  B(27, 28, 'open', OPEN),
  B(27, ZONE.F, 'open', 'reconstructed: the Scarpe valley leaves the map east towards Douai'),
  B(28, 29, 'open', OPEN),
  B(28, ZONE.E, 'open', 'reconstructed: north-east map edge'),
  B(28, ZONE.F, 'open', 'reconstructed: the Douai road (N50) leaves the map east past Gavrelle'),
  B(29, 30, 'open', 'reconstructed: Vimy Ridge'),
  B(29, ZONE.E, 'open', 'reconstructed: the Lens road (N17) leaves the map north'),
  B(30, ZONE.E, 'open', 'reconstructed: the Béthune road (D937) leaves the map north'),
  // Zone to zone.
  B(ZONE.A, ZONE.B, 'open', `${R} 14.2.3 (Allied units in Zone A or B may not move between these Zones: they border)`),
  B(ZONE.B, ZONE.C, 'open', 'reconstructed: south map edge'),
  B(ZONE.A, ZONE.F, 'prohibited', `${R} 14.2.4 ("Movement Prohibited" printed between A and F)`),
  B(ZONE.C, ZONE.D, 'prohibited', `${R} 14.2.4 ("Movement Prohibited" printed between C and D)`),
  B(ZONE.D, ZONE.E, 'open', 'reconstructed: north-west map edge'),
  B(ZONE.E, ZONE.F, 'open', 'reconstructed: north-east map edge'),
];

/** 8.3.6 Pairs that touch only at a corner (listed so that validation checks they stay non-adjacent). */
export const CORNERS: [number, number][] = [
  [9, 11],
  [10, 12],
];

const U = (u: UnitData) => u;
const FE = 'reconstructed from the Battles Magazine edition 12.2';

export const UNITS: UnitData[] = [
  // Allied Group A (5.3.1, 18.1: Area 22)
  U({ id: '7RT-A', name: '7RT/A', side: 'allied', nation: 'british', type: 'armor', attack: 6, defense: 7, move: 5, group: 'A', historical: 22, source: `${R} 5.3.1` }),
  U({ id: '7RT-B', name: '7RT/B', side: 'allied', nation: 'british', type: 'armor', attack: 5, defense: 6, move: 5, group: 'A', historical: 22, source: `${R} 5.3.1` }),
  U({ id: '7RT-C', name: '7RT/C', side: 'allied', nation: 'british', type: 'armor', attack: 5, defense: 6, move: 5, group: 'A', historical: 22, source: `${R} 5.3.1` }),
  U({ id: '8DLI', name: '8 Durham', side: 'allied', nation: 'british', type: 'infantry', attack: 2, defense: 3, move: 5, group: 'A', historical: 22, source: `${R} 5.3.1` }),
  U({ id: '4RNF-1', name: '4 RNF/1', side: 'allied', nation: 'british', type: 'infantry', attack: 2, defense: 3, move: 5, group: 'A', historical: 22, source: `${R} 5.3.1` }),
  U({ id: '260-65', name: '260/65 AT', side: 'allied', nation: 'british', type: 'antitank', attack: null, defense: 4, move: 5, group: 'A', historical: 22, source: `${R} 5.3.1` }),
  U({ id: '151-A', name: '151/A AT', side: 'allied', nation: 'british', type: 'antitank', attack: null, defense: 2, move: 5, group: 'A', historical: 22, source: `${R} 5.3.1` }),
  // Allied Group B (Area 23)
  U({ id: '4RT-A', name: '4RT/A', side: 'allied', nation: 'british', type: 'armor', attack: 6, defense: 7, move: 5, group: 'B', historical: 23, source: `${R} 5.3.1` }),
  U({ id: '4RT-B', name: '4RT/B', side: 'allied', nation: 'british', type: 'armor', attack: 5, defense: 6, move: 5, group: 'B', historical: 23, source: `${R} 5.3.1` }),
  U({ id: '6DLI', name: '6 Durham', side: 'allied', nation: 'british', type: 'infantry', attack: 2, defense: 3, move: 5, group: 'B', historical: 23, source: `${R} 5.3.1` }),
  U({ id: '206-52', name: '206/52 AT', side: 'allied', nation: 'british', type: 'antitank', attack: null, defense: 4, move: 5, group: 'B', historical: 23, source: `${R} 5.3.1` }),
  U({ id: '4RNF-2', name: '4 RNF/2', side: 'allied', nation: 'british', type: 'infantry', attack: 2, defense: 3, move: 5, group: 'B', historical: 23, source: `${R} 5.3.1` }),
  U({ id: '151-B', name: '151/B AT', side: 'allied', nation: 'british', type: 'antitank', attack: null, defense: 2, move: 5, group: 'B', historical: 23, source: `${R} 5.3.1` }),
  U({ id: 'Martel', name: 'Martel', side: 'allied', nation: 'british', type: 'leader', attack: null, defense: 1, move: 6, group: 'B', historical: 23, source: `${R} 5.3.1` }),
  // Allied Group C (Area 24): 5th Green Howards (150 Bde) with 365 Battery, 92nd Field Regiment RA.
  U({ id: '5GH', name: '5 Green Howards', side: 'allied', nation: 'british', type: 'infantry', attack: 2, defense: 3, move: 4, group: 'C', historical: 24, source: `${FE} (group E, St-Nicolas); values reconstructed: foot infantry, one MF less than the motorised Durhams` }),
  U({ id: '92-365', name: '92/365 Art', side: 'allied', nation: 'british', type: 'artillery', attack: 3, defense: 2, move: 4, group: 'C', historical: 24, source: `${R} 20.0 (artillery, Attack Factor 3); group, defense and MF reconstructed from the Battles edition group J` }),
  // Allied Group D (Area 25, Arras)
  U({ id: '4GH', name: '4 Green Howards', side: 'allied', nation: 'british', type: 'infantry', attack: 2, defense: 3, move: 4, group: 'D', historical: 25, source: `${FE} (group D, Arras); values reconstructed` }),
  U({ id: '92-368', name: '92/368 Art', side: 'allied', nation: 'british', type: 'artillery', attack: 3, defense: 2, move: 4, group: 'D', historical: 25, source: `${FE} (group J: 368/92nd RA); values as 92/365 (20.0)` }),
  U({ id: 'Petre', name: 'Petre Force', side: 'allied', nation: 'british', type: 'infantry', attack: 1, defense: 4, move: 3, group: null, mandatory: 25, historical: 25, source: `${R} 5.3.1 (mandatory setup in Area 25, design note); values reconstructed: a scratch garrison, stubborn in defence, slow` }),
  // Allied Group E (Area 26)
  U({ id: '4EY', name: '4 East Yorks', side: 'allied', nation: 'british', type: 'infantry', attack: 2, defense: 3, move: 4, group: 'E', historical: 26, source: `${FE} (group F, St-Laurent); values reconstructed` }),
  // Allied Group F (Area 27)
  U({ id: '2CAM', name: '2 Cameronians', side: 'allied', nation: 'british', type: 'infantry', attack: 2, defense: 3, move: 4, group: 'F', historical: 27, source: `${FE} (group G, 13th Brigade on the Scarpe); values reconstructed` }),
  // Allied Group G (Area 28)
  U({ id: '2WILTS', name: '2 Wiltshire', side: 'allied', nation: 'british', type: 'infantry', attack: 2, defense: 3, move: 4, group: 'G', historical: 28, source: `${FE} (group H, 13th Brigade); values reconstructed` }),
  // Allied Group H (Area 30)
  U({ id: '2RIF', name: '2 Royal Inniskilling', side: 'allied', nation: 'british', type: 'infantry', attack: 2, defense: 3, move: 4, group: 'H', historical: 30, source: `${FE} (group I, 13th Brigade); values reconstructed` }),
  // British Reserve (Zone E, 15.1)
  U({ id: '9DLI', name: '9 Durham', side: 'allied', nation: 'british', type: 'infantry', attack: 2, defense: 3, move: 5, group: null, mandatory: ZONE.E, historical: ZONE.E, release: 'british-reserve', source: `${R} 5.3.1, 15.1 (Zone E, released turn 3 or 4); values as the other Durham battalions (5.3.1)` }),
  // French Cavalry Corps (Area 21, 15.2)
  U({ id: '13BCC-1', name: '13e BCC-1', side: 'allied', nation: 'french', type: 'armor', attack: 4, defense: 5, move: 5, group: null, mandatory: 21, historical: 21, release: 'french-cavalry', source: `${R} 15.2, 18.1; values reconstructed: Hotchkiss H39 tank companies, weaker than the Matildas` }),
  U({ id: '13BCC-2', name: '13e BCC-2', side: 'allied', nation: 'french', type: 'armor', attack: 4, defense: 5, move: 5, group: null, mandatory: 21, historical: 21, release: 'french-cavalry', source: `${R} 15.2, 18.1; values reconstructed` }),
  U({ id: '13BCC-3', name: '13e BCC-3', side: 'allied', nation: 'french', type: 'armor', attack: 4, defense: 5, move: 5, group: null, mandatory: 21, historical: 21, release: 'french-cavalry', source: `${R} 15.2, 18.1; values reconstructed` }),
  U({ id: '3DLM', name: '3e DLM', side: 'allied', nation: 'french', type: 'armor', attack: 6, defense: 6, move: 6, group: null, mandatory: 21, historical: 21, release: 'french-cavalry', source: `${R} 15.2, 18.1; values reconstructed: Somua S35 squadrons, fast and strong` }),
  U({ id: '11RDP', name: '11e RDP', side: 'allied', nation: 'french', type: 'infantry', attack: 2, defense: 3, move: 5, group: null, mandatory: 21, historical: 21, release: 'french-cavalry', source: `${R} 15.2, 18.1; values reconstructed: motorised dragoons, as the Durhams` }),

  // German Group A (18.1: Area 2)
  U({ id: '37-Aufkl', name: '37 Recce', side: 'german', nation: 'wehrmacht', type: 'armor', attack: 3, defense: 3, move: 6, group: 'A', historical: 2, source: `${FE} (group A, Wancourt: 7th Pz 37 Recce); values reconstructed: armoured cars, fast and light` }),
  U({ id: '7-Krad', name: '7 Krad', side: 'german', nation: 'wehrmacht', type: 'infantry', attack: 2, defense: 3, move: 6, group: 'A', historical: 2, source: `${FE} (group A: 7th Pz 7 MC, motorcycle battalion); values reconstructed` }),
  // German Group B (Area 3)
  U({ id: '1-78', name: '1/78 Art', side: 'german', nation: 'wehrmacht', type: 'artillery', attack: 3, defense: 2, move: 4, group: 'B', historical: 3, source: `${R} 20.0 (artillery 1/78); ${FE} (group B); values reconstructed as the British 25-pounders` }),
  U({ id: '2-78', name: '2/78 Art', side: 'german', nation: 'wehrmacht', type: 'artillery', attack: 3, defense: 2, move: 4, group: 'B', historical: 3, source: `${FE} (group B); values reconstructed` }),
  // German Group C (Area 4)
  U({ id: '1-7', name: '1/7 Schützen', side: 'german', nation: 'wehrmacht', type: 'infantry', attack: 3, defense: 3, move: 5, group: 'C', historical: 4, source: `${FE} (group C: 1/7 RR); values reconstructed: motorised rifle battalion` }),
  U({ id: 'Furst', name: 'Fürst', side: 'german', nation: 'wehrmacht', type: 'leader', attack: null, defense: 1, move: 6, group: 'C', historical: 4, source: `${R} 18.5 (Wehrmacht leader Fürst); group and values reconstructed as the other leaders (Martel *-1-6)` }),
  // German Group D (Area 5)
  U({ id: '2-6', name: '2/6 Schützen', side: 'german', nation: 'wehrmacht', type: 'infantry', attack: 3, defense: 3, move: 5, group: 'D', historical: 5, source: `${R} 20.0 (infantry 2/6); ${FE} (group D); values reconstructed` }),
  U({ id: '42-AT', name: '42 AT', side: 'german', nation: 'wehrmacht', type: 'antitank', attack: null, defense: 3, move: 5, group: 'D', historical: 5, source: `${R} 20.0 (AT, Defense Factor 3); ${FE} (group D: 1/42 and 2/42 AT); MF reconstructed` }),
  // German Group E (Area 6)
  U({ id: '23-Flak', name: '23 Flak (88)', side: 'german', nation: 'wehrmacht', type: 'antitank', flak: true, attack: null, defense: 4, move: 4, group: 'E', historical: 6, source: `${FE} (group E: 23 FLAK HB2, 88 mm); values reconstructed: the 88s that stopped the Matildas` }),
  // German Group F (Area 7)
  U({ id: '2-7', name: '2/7 Schützen', side: 'german', nation: 'wehrmacht', type: 'infantry', attack: 3, defense: 3, move: 5, group: 'F', historical: 7, source: `${FE} (group F: 2/7 RR); values reconstructed` }),
  U({ id: 'SS-Art', name: 'SS Art', side: 'german', nation: 'ss', type: 'artillery', attack: 3, defense: 2, move: 4, group: 'F', historical: 7, source: `${R} 10.3B (SS artillery exists); ${FE} (group F: SS Artillerie 1); values reconstructed` }),
  U({ id: '86-Flak', name: '86 Flak', side: 'german', nation: 'wehrmacht', type: 'antitank', flak: true, attack: null, defense: 3, move: 4, group: 'F', historical: 7, source: `${FE} (group F: 2/86 FLAK); values reconstructed` }),
  // German Group G (Area 9)
  U({ id: '7-PzJg', name: '7 AT', side: 'german', nation: 'wehrmacht', type: 'antitank', attack: null, defense: 3, move: 5, group: 'G', historical: 9, source: `${FE} (group H, Wailly: 7th Pz 7 AT); values reconstructed` }),
  U({ id: '59-Flak', name: '59 Flak', side: 'german', nation: 'wehrmacht', type: 'antitank', flak: true, attack: null, defense: 3, move: 4, group: 'G', historical: 9, source: `${FE} (group H: 3/59 FLAK); values reconstructed` }),
  U({ id: 'Rommel', name: 'Rommel', side: 'german', nation: 'wehrmacht', type: 'leader', attack: null, defense: 1, move: 6, group: 'G', historical: 9, source: `${R} 9.4.2B (Rommel adds +2); ${FE} (group H, Wailly, where Rommel was); values reconstructed` }),
  // German Group H (Area 10)
  U({ id: '1-6', name: '1/6 Schützen', side: 'german', nation: 'wehrmacht', type: 'infantry', attack: 3, defense: 3, move: 5, group: 'H', historical: 10, source: `${FE} (group I, Agny: 1/6 RR); values reconstructed` }),
  // German mandatory setups (5.3.2, 18.1)
  U({ id: '3-3SS', name: '3/3 SS', side: 'german', nation: 'ss', type: 'infantry', attack: 2, defense: 3, move: 4, group: null, mandatory: 8, historical: 8, source: `${R} 5.3.2, 18.1 (Area 8); values reconstructed: SS Totenkopf infantry, green but determined` }),
  U({ id: '2-3SS', name: '2/3 SS', side: 'german', nation: 'ss', type: 'infantry', attack: 2, defense: 3, move: 4, group: null, mandatory: 13, historical: 13, source: `${R} 5.3.2, 18.1 (Area 13); values reconstructed` }),
  U({ id: 'HC-AT', name: 'HC AT', side: 'german', nation: 'ss', type: 'antitank', attack: null, defense: 3, move: 4, group: null, mandatory: 13, historical: 13, source: `${R} 18.1 (Area 13); values reconstructed` }),
  U({ id: 'Eiche', name: 'Eiche', side: 'german', nation: 'ss', type: 'leader', attack: null, defense: 1, move: 6, group: null, mandatory: 13, historical: 13, source: `${R} 18.1, 18.5 (SS leader, Area 13); values reconstructed` }),
  U({ id: '1-3SS', name: '1/3 SS', side: 'german', nation: 'ss', type: 'infantry', attack: 2, defense: 3, move: 4, group: null, mandatory: 14, historical: 14, source: `${R} 5.3.2, 18.1 (Area 14); values reconstructed` }),
  // 25th Panzer Regiment (Area 19, 15.3)
  U({ id: '1-25Pz', name: '1/25 Panzer', side: 'german', nation: 'wehrmacht', type: 'armor', attack: 5, defense: 5, move: 5, group: null, mandatory: 19, historical: 19, release: 'panzer-25', source: `${R} 15.3, 18.1; values reconstructed: Pz 38(t) battalions, outgunned by the Matilda` }),
  U({ id: '2-25Pz', name: '2/25 Panzer', side: 'german', nation: 'wehrmacht', type: 'armor', attack: 5, defense: 5, move: 5, group: null, mandatory: 19, historical: 19, release: 'panzer-25', source: `${R} 15.3, 18.1; values reconstructed` }),
  U({ id: '66Pz', name: '66 Panzer', side: 'german', nation: 'wehrmacht', type: 'armor', attack: 4, defense: 4, move: 5, group: null, mandatory: 19, historical: 19, release: 'panzer-25', source: `${R} 15.3, 18.1; values reconstructed: a weaker battalion of light tanks` }),
  U({ id: 'Rothenburg', name: 'Rothenburg', side: 'german', nation: 'wehrmacht', type: 'leader', attack: null, defense: 1, move: 6, group: null, mandatory: 19, historical: 19, release: 'panzer-25', source: `${R} 15.3, 18.1; values reconstructed` }),
  // 5th Panzer Division elements (optional 18.4, Zone A)
  U({ id: '1-15Pz', name: '1/15 Panzer', side: 'german', nation: 'wehrmacht', type: 'armor', attack: 5, defense: 5, move: 5, group: null, mandatory: ZONE.A, historical: ZONE.A, release: 'fifth-panzer', optional: '18.4', source: `${R} 18.4 (three units, Zone A); identity and values reconstructed: 5th Panzer Division's Panzer Regiment 15` }),
  U({ id: '2-15Pz', name: '2/15 Panzer', side: 'german', nation: 'wehrmacht', type: 'armor', attack: 5, defense: 5, move: 5, group: null, mandatory: ZONE.A, historical: ZONE.A, release: 'fifth-panzer', optional: '18.4', source: `${R} 18.4; identity and values reconstructed` }),
  U({ id: '1-13', name: '1/13 Schützen', side: 'german', nation: 'wehrmacht', type: 'infantry', attack: 3, defense: 3, move: 5, group: null, mandatory: ZONE.A, historical: ZONE.A, release: 'fifth-panzer', optional: '18.4', source: `${R} 18.4; identity and values reconstructed: 5th Panzer Division's Schützen Regiment 13` }),
];

/** 5.3.1 / 5.3.2 Where each side may set up its groups. */
export const SETUP_AREAS: Record<Side, number[]> = {
  allied: [20, 21, 22, 23, 24, 26, 27, 28, 29, 30, ZONE.E],
  german: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, ZONE.A],
};
/** 5.3.1 Allied Group D (only) may set up in Area 25. */
export const ARRAS_GROUP = 'D';

/** 18.6 Air Bombardment markers: Attack Factors printed on the markers (not in the rulebook). */
export const AIR_MARKERS: Record<Side, { attack: number; source: string }> = {
  german: { attack: 4, source: 'reconstructed: Stukas of VIII Fliegerkorps, stronger than the bombardment of one artillery unit (3)' },
  allied: { attack: 3, source: 'reconstructed: the promised RAF support, equal to one artillery unit' },
};

export const VP_AREAS = [2, 4, 6, 7];
export const WHITE_STARS = [5, 9];
export const BLACK_STAR = 20;
export const ARRAS = 25;
export const STACKING_LIMIT = 6;
export const LAST_TURN = 7;
export const OPERATIONAL_VP = 10;
