// Cambrai 1917 (the area-impulse game of the player aid, almost certainly Breakthrough: Cambrai,
// MMP 2011) - the map, every counter, the reinforcement cards and the tables, in one file.
//
// Only the player aid survives (shared/rules/cambrai-1917-player-aid.en.txt). Every datum says where
// it comes from:
//   rulebook <item>       - stated by the player aid (its section name or the rule it cites)
//   reconstructed: why    - chosen by us so that every line of the aid makes sense, from the ground
//                           and the orders of battle of 20-26 November 1917
//                           (shared/reference/cambrai-1917.md) and, where the aid is silent, the
//                           1940 rulebook of the same system (counter-attack-arras-1940.en.txt).
// An owner of the printed game can correct any value here without touching the rules code;
// `arras validate cambrai-1917` checks the result.

import type { Side } from '../../families/area-impulse/board.ts';
import type { AreaRecord, BoundaryRecord, CounterRecord } from '../../families/area-impulse/data.ts';

export type { Side };
/** 'allied' is the British side throughout (the family's name for the side that is not German). */
export type UnitType = 'infantry' | 'cavalry' | 'tank' | 'garrison';
export type Nation = 'british' | 'german';
/** 'canal': a canal boundary without a bridge; 'bridge': a canal boundary crossed by a bridge. */
export type BoundaryKind = 'open' | 'canal' | 'bridge';
/** Area identifiers: a square reduces Hurricane Barrage and attack CP by 1, a triangle reduces attack CP by 1 and forbids overruns (11.6.1). */
export type Identifier = 'circle' | 'square' | 'triangle';
export type Canal = 'nord' | 'st-quentin';

export interface AreaData extends AreaRecord {
  /** Who holds it on 20 November at zero hour. */
  sector: Side;
  identifier: Identifier;
  /** East (or north) of the Canal de St-Quentin (the Haig Decides roll). */
  eastOfCanal: boolean;
  /** 10.5.3 (reconstructed) the corps sector of the British attack on 20-21 November; null: a zone. */
  corps: 'III' | 'IV' | null;
  /** Position in degrees, for drawing on the real ground. */
  lat: number;
  lon: number;
}

export interface BoundaryData extends BoundaryRecord<BoundaryKind> {
  canal?: Canal;
  /** The bridge's name, when kind is 'bridge'. */
  bridge?: string;
}

export interface UnitData extends CounterRecord<Side, Nation, UnitType> {
  /** Infantry and cavalry: the division (for the -1 per different division, Attack Mod.). */
  division: string | null;
  /** Defense on the Exhausted side (tanks: the refit number of the Night Phase). */
  exhaustedDefense: number;
  /** Where it is at zero hour on 20 November (area id), or null when it arrives by card. */
  setup: number | null;
  /** 10.5.3 (reconstructed) the corps it belongs to on 20-21 November. */
  corps?: 'III' | 'IV' | 'cavalry';
}

/** A tank battalion's fresh values by step (6 -> 4 -> 2, Night Phase). */
export interface TankStep {
  step: number;
  attack: number;
  defense: number;
  exhaustedDefense: number;
  move: number;
  source: string;
}

export interface ReinforcementCard {
  id: string;
  side: Side;
  /** Day of November at whose Dawn Phase the units arrive. */
  day: number;
  units: string[];
  /** The zones the units may be placed in (5.5: the player swaps units among them as desired). */
  zones: number[];
  /** British cavalry: released earlier, at the end of a British impulse, once the British control any of these areas. */
  earlyRelease?: number[];
  source: string;
}

const R = 'rulebook';
const REF = 'reconstructed from cambrai-1917.md';

/** Km east and north of Arras (50.2897 N, 2.7808 E), the frame of every map of the project. */
const xy = (lat: number, lon: number) => ({ lat, lon, x: Math.round((lon - 2.7808) * 71.2 * 10) / 10, y: Math.round((lat - 50.2897) * 111.2 * 10) / 10 });

export const ZONE = { A: 39, B: 40, C: 41, D: 42, E: 43, F: 44, G: 45, H: 46, I: 47, J: 48, K: 49, L: 50 } as const;
export const GERMAN_ZONES: number[] = [ZONE.A, ZONE.B, ZONE.C, ZONE.D, ZONE.E, ZONE.F, ZONE.G, ZONE.H];
export const BRITISH_ZONES: number[] = [ZONE.I, ZONE.J, ZONE.K, ZONE.L];

type A = Omit<AreaData, 'x' | 'y' | 'lat' | 'lon' | 'label' | 'zone'> & { at: [number, number]; label?: string; zone?: boolean };
const area = (a: A): AreaData => {
  const { at, ...rest } = a;
  return { label: String(a.id), ...rest, ...xy(at[0], at[1]) };
};
const HL = 'the Hindenburg Line, highest terrain values (games.md)';
const HS = (what: string) =>
  `reconstructed: a small area of the Hindenburg system (the real game's map has many small areas there, issue 28), empty at zero hour: the main line's regiments hold its villages; ${what} (place and its role from memory, unchecked (m); the point estimated (E) between the reference's places)`;
const OUTPOST =
  "reconstructed: the German outpost zone in front of the Hindenburg main line, overrun at zero hour (cambrai-1917.md: outposts at La Vacquerie and Havrincourt Wood's NE corner); its Control markers are the easy gains of 20 November";

export const AREAS: AreaData[] = [
  area({
    id: 1,
    name: 'Bourlon Wood',
    tem: 3,
    identifier: 'triangle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.17, 3.13],
    source: `${R} Special November 20 Turn (opening barrage on area 1), Haig Decides (+2 area 1); name, TEM and triangle reconstructed: the wooded hill (110 m) that decided the battle, where Haig's decision to go on turned (${REF})`,
  }),
  area({
    id: 2,
    name: 'Bourlon',
    tem: 2,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.1769, 3.1143],
    source: `reconstructed: Bourlon village, never securely held (${REF}); square: a village with cellars`,
  }),
  area({
    id: 3,
    name: 'Havrincourt',
    tem: 4,
    identifier: 'triangle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.1119, 3.0869],
    source: `${R} Special November 20 Turn (opening barrage on area 3); name reconstructed: the main-line bastion east of the Canal du Nord facing the 62nd Division; TEM +4 and triangle: ${HL}, château and park`,
  }),
  area({
    id: 4,
    name: 'Moeuvres',
    tem: 2,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.1642, 3.065],
    source: `reconstructed: west of the Canal du Nord, held by the 20th Landwehr Division (${REF})`,
  }),
  area({
    id: 5,
    name: 'Graincourt',
    tem: 3,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.1453, 3.1103],
    source: `reconstructed: Hindenburg support line (${REF}); TEM +3: support line`,
  }),
  area({
    id: 6,
    name: 'Flesquières',
    tem: 4,
    identifier: 'triangle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.1244, 3.1175],
    source: `${R} Haig Decides (+2 area 6); name reconstructed: the ridge held on the 20th and evacuated that night (${REF}); TEM +4 and triangle: ${HL}`,
  }),
  area({
    id: 7,
    name: 'Anneux',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.157, 3.1251],
    source: `reconstructed: on the Bapaume-Cambrai road, taken on the 21st (${REF})`,
  }),
  area({
    id: 8,
    name: 'Fontaine-Notre-Dame',
    tem: 2,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.1678, 3.1606],
    source: `reconstructed: taken on the 21st, lost on the 22nd (${REF})`,
  }),
  area({
    id: 9,
    name: 'Ribécourt',
    tem: 4,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.1039, 3.1317],
    source: `${R} Special November 20 Turn (opening barrage on area 9); name reconstructed: Hindenburg main line facing the 6th Division; TEM +4: ${HL}`,
  }),
  area({
    id: 10,
    name: 'La Vacquerie',
    tem: 4,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.077, 3.165],
    source: `${R} Special November 20 Turn (opening barrage on area 10); name reconstructed: the fortified outpost facing the 20th Division; TEM +4: ${HL}`,
  }),
  area({
    id: 11,
    name: 'Cantaing',
    tem: 2,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.1452, 3.1571],
    source: `reconstructed: taken on the 21st (${REF})`,
  }),
  area({
    id: 12,
    name: 'Premy Chapel',
    tem: 3,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.128, 3.15],
    source: `reconstructed: east end of the Hindenburg support line (${REF}); TEM +3: support line`,
  }),
  area({
    id: 13,
    name: 'Marcoing',
    tem: 2,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.1206, 3.1728],
    source: `reconstructed: west bank, road and rail bridges (${REF})`,
  }),
  area({
    id: 14,
    name: 'Noyelles',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.1389, 3.1831],
    source: `reconstructed: west bank, taken on the 20th (${REF})`,
  }),
  area({
    id: 15,
    name: 'Les Rues Vertes',
    tem: 2,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.111, 3.207],
    source: `reconstructed: south-bank suburb of Masnières (${REF})`,
  }),
  area({
    id: 16,
    name: 'Masnières',
    tem: 2,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: true,
    corps: 'III',
    at: [50.1158, 3.2106],
    source: `reconstructed: north bank, its bridge broke under a tank (${REF})`,
  }),
  area({
    id: 17,
    name: 'Rumilly',
    tem: 3,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: true,
    corps: 'III',
    at: [50.1269, 3.2187],
    source: `reconstructed: Masnières-Beaurevoir line, east of the canal (${REF}); TEM +3: the incomplete line`,
  }),
  area({
    id: 18,
    name: 'Crèvecoeur',
    tem: 3,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: true,
    corps: 'III',
    at: [50.1064, 3.2517],
    source: `reconstructed: east bank, Masnières-Beaurevoir line (${REF})`,
  }),
  area({
    id: 19,
    name: 'Bonavis Ridge',
    tem: 3,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.076, 3.2],
    source: `reconstructed: Bonavis farm and ridge, main line facing the 12th Division (${REF}); TEM +3: the main line on a gentler slope than Flesquières`,
  }),
  area({
    id: 20,
    name: 'Banteux',
    tem: 3,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.0614, 3.1986],
    source: `reconstructed: west-bank bridgehead where the main line meets the canal (${REF}); TEM +3`,
  }),
  area({
    id: 21,
    name: 'Inchy',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.1806, 3.0526],
    source: `reconstructed: Inchy-en-Artois, west of the Canal du Nord (${REF})`,
  }),
  area({
    id: 22,
    name: 'Les Rues-des-Vignes',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.0958, 3.2385],
    source: `reconstructed: west bank opposite Crèvecoeur (${REF})`,
  }),
  area({
    id: 23,
    name: 'La Folie Wood',
    tem: 2,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.158, 3.178],
    source: `reconstructed: wood between Fontaine and the canal (${REF})`,
  }),
  area({
    id: 24,
    name: 'Lateau Wood',
    tem: 3,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.082, 3.207],
    source: `reconstructed: wood behind Bonavis Ridge (${REF}); TEM +3: support positions`,
  }),
  area({
    id: 25,
    name: 'Welsh Ridge',
    tem: 3,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.095, 3.16],
    source: `reconstructed: the ridge north of La Vacquerie (${REF}); TEM +3: main line trenches`,
  }),
  area({
    id: 26,
    name: 'Nine Wood',
    tem: 2,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.13, 3.163],
    source: `reconstructed: north-west of Marcoing (${REF})`,
  }),
  area({
    id: 27,
    name: 'Lock 7 (Spoil Heap)',
    tem: 3,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.135, 3.078],
    source: `reconstructed: the Hindenburg Line along the east bank of the Canal du Nord between Havrincourt and the Bapaume road (${REF}); TEM +3`,
  }),
  area({
    id: 28,
    name: 'Proville',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: true,
    corps: 'III',
    at: [50.16, 3.205],
    source: `reconstructed: east bank, Cambrai's south-west suburb; a canal crossing (${REF})`,
  }),
  area({
    id: 29,
    name: 'Séranvillers',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: true,
    corps: 'III',
    at: [50.127, 3.258],
    source: `reconstructed: behind the Masnières-Beaurevoir line between Rumilly and Crèvecoeur`,
  }),
  area({
    id: 30,
    name: 'Quarry Wood',
    tem: 2,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.18, 3.085],
    source: `reconstructed: east of the Canal du Nord between Moeuvres and Bourlon (${REF})`,
  }),
  area({
    id: 31,
    name: 'Boursies-Demicourt',
    tem: 1,
    identifier: 'circle',
    sector: 'allied',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.13, 3.03],
    source: `reconstructed: British front west of the Canal du Nord, on the Bapaume road (${REF})`,
  }),
  area({
    id: 32,
    name: 'Hermies',
    tem: 1,
    identifier: 'circle',
    sector: 'allied',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.1113, 3.042],
    source: `reconstructed: British front west of the Canal du Nord (${REF})`,
  }),
  area({
    id: 33,
    name: 'Havrincourt Wood',
    tem: 2,
    identifier: 'circle',
    sector: 'allied',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.085, 3.05],
    source: `reconstructed: the tanks' assembly wood (${REF})`,
  }),
  area({
    id: 34,
    name: 'Trescault',
    tem: 1,
    identifier: 'circle',
    sector: 'allied',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.0904, 3.0968],
    source: `reconstructed: British front facing Flesquières (${REF})`,
  }),
  area({
    id: 35,
    name: 'Villers-Plouich',
    tem: 1,
    identifier: 'circle',
    sector: 'allied',
    eastOfCanal: false,
    corps: 'III',
    at: [50.0797, 3.135],
    source: `reconstructed: British front facing Ribécourt and La Vacquerie (${REF})`,
  }),
  area({
    id: 36,
    name: 'Gouzeaucourt',
    tem: 1,
    identifier: 'circle',
    sector: 'allied',
    eastOfCanal: false,
    corps: 'III',
    at: [50.0561, 3.1235],
    source: `reconstructed: railhead behind the front (${REF})`,
  }),
  area({
    id: 37,
    name: 'Gonnelieu',
    tem: 2,
    identifier: 'circle',
    sector: 'allied',
    eastOfCanal: false,
    corps: 'III',
    at: [50.0597, 3.1591],
    source: `reconstructed: British front facing Bonavis Ridge (${REF}); TEM +2: the ridge`,
  }),
  area({
    id: 38,
    name: 'Villers-Guislain',
    tem: 1,
    identifier: 'circle',
    sector: 'allied',
    eastOfCanal: false,
    corps: 'III',
    at: [50.0407, 3.155],
    source: `reconstructed: the British right flank (${REF})`,
  }),
  // Reconstructed outpost areas between the British front and the Hindenburg main line (ids 51-57).
  area({
    id: 51,
    name: 'Havrincourt Wood NE',
    tem: 2,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.098, 3.072],
    source: OUTPOST,
  }),
  area({
    id: 52,
    name: 'Trescault spur',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.104, 3.107],
    source: OUTPOST,
  }),
  area({
    id: 53,
    name: 'Beaucamp ridge',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.091, 3.128],
    source: OUTPOST,
  }),
  area({
    id: 54,
    name: 'Couillet Valley',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.084, 3.15],
    source: OUTPOST,
  }),
  area({ id: 55, name: 'Bleak House', tem: 2, identifier: 'circle', sector: 'german', eastOfCanal: false, corps: 'III', at: [50.068, 3.178], source: OUTPOST }),
  area({
    id: 56,
    name: 'Banteux ravine',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.05, 3.183],
    source: OUTPOST,
  }),
  area({
    id: 57,
    name: 'Tadpole Copse',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.152, 3.048],
    source: OUTPOST,
  }),
  // Reconstructed small areas of the Hindenburg system (ids 58-66, data version 2, issue 28): the real game's map has
  // many small areas there, and on the first map (areas 1-57) no computer British came near the aid's 20 Control
  // markers (heuristic mirror 0/60). Each is a place of the 20-21 November fighting, drawn from its point
  // (src/web/games/cambrai-1917/geometry.ts). Where one lies between two older areas, those two no longer share a
  // boundary (the drawing and the data agree, test/web/cambrai-geometry.test.ts): Boursies-Moeuvres (Canal Bank
  // 64), Havrincourt-Graincourt (Support Line 65), Flesquières-Ribécourt (Grand Ravine 58), Ribécourt-Marcoing
  // (Couillet Wood 60), Marcoing-Welsh Ridge and Les Rues Vertes-Welsh Ridge (Marcoing Copse 61), Welsh
  // Ridge-Lateau Wood and La Vacquerie-Lateau Wood (Pam Pam Farm 62), Masnières-Crèvecoeur (Mon Plaisir Farm
  // 63), Bonavis Ridge-Les Rues-des-Vignes and Banteux-Les Rues-des-Vignes (Vaucelles 66).
  area({
    id: 58,
    name: 'Grand Ravine',
    tem: 2,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.1135, 3.108],
    source: HS('the valley from Havrincourt to Ribécourt under the Flesquières ridge, crossed by the 51st and 62nd Divisions on the 20th'),
  }),
  area({
    id: 59,
    name: 'Orival Wood',
    tem: 2,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.136, 3.133],
    source: HS('the wood north-east of Flesquières on the way to Cantaing, reached by the 51st Division on the 21st'),
  }),
  area({
    id: 60,
    name: 'Couillet Wood',
    tem: 2,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.108, 3.152],
    source: HS('the wood east of Ribécourt towards Marcoing, taken by the 6th Division on the 20th'),
  }),
  area({
    id: 61,
    name: 'Marcoing Copse',
    tem: 2,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.107, 3.178],
    source: HS("the copse south of Marcoing on the 20th Division's way from Welsh Ridge to the canal"),
  }),
  area({
    id: 62,
    name: 'Pam Pam Farm',
    tem: 2,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.088, 3.188],
    source: HS('the farm between La Vacquerie and Lateau Wood, taken by the 12th and 20th Divisions on the 20th'),
  }),
  area({
    id: 63,
    name: 'Mon Plaisir Farm',
    tem: 2,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: true,
    corps: 'III',
    at: [50.112, 3.234],
    source: HS('the farm on the Crèvecoeur road east of Masnières, in the Masnières-Beaurevoir line, attacked by the 29th Division on the 20th'),
  }),
  area({
    id: 64,
    name: 'Canal Bank',
    tem: 3,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.1478, 3.0616],
    source: HS(
      'the Hindenburg main line on the west bank of the Canal du Nord from Lock 7 up to the Bapaume road, taken by the 36th Division on the 20th (cambrai-1917.md: the main line runs north along the canal to Moeuvres); TEM +3: main line trenches without a village',
    ),
  }),
  area({
    id: 65,
    name: 'Support Line',
    tem: 3,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: 'IV',
    at: [50.1271, 3.0994],
    source: HS(
      'the support line between Havrincourt and Graincourt (cambrai-1917.md: support line 1-2 km behind, north of Graincourt towards Bourlon), crossed by the 62nd Division on the 20th; TEM +3: support line',
    ),
  }),
  area({
    id: 66,
    name: 'Vaucelles',
    tem: 2,
    identifier: 'square',
    sector: 'german',
    eastOfCanal: false,
    corps: 'III',
    at: [50.0794, 3.2212],
    source: `reconstructed: Vaucelles and its abbey on the west bank of the Canal de St-Quentin below Bonavis Ridge (M, cambrai-1917.md Canals: the Vaucelles-Crèvecoeur crossing), a small area of the Hindenburg system (the real game's map has many small areas there, issue 28), empty at zero hour; square: a village with cellars`,
  }),
  area({
    id: ZONE.A,
    label: 'A',
    zone: true,
    name: 'Quéant',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: null,
    at: [50.19, 2.99],
    source: `${R} End Phase (German supply zones A-H); name and place reconstructed: north-west edge, Quéant-Pronville`,
  }),
  area({
    id: ZONE.B,
    label: 'B',
    zone: true,
    name: 'Marquion',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: null,
    at: [50.21, 3.085],
    source: `${R} End Phase (sudden death in zone B); name reconstructed: north edge on the Arras-Cambrai road, behind Bourlon`,
  }),
  area({
    id: ZONE.C,
    label: 'C',
    zone: true,
    name: 'Raillencourt',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: null,
    at: [50.2, 3.165],
    source: `${R} End Phase (sudden death in zone C); name reconstructed: north edge, Sains-Raillencourt, the cavalry's road round Cambrai`,
  }),
  area({
    id: ZONE.D,
    label: 'D',
    zone: true,
    name: 'Cambrai',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: null,
    at: [50.1764, 3.2356],
    source: `${R} End Phase (sudden death in zone D); name reconstructed: the objective and rail hub, north-east edge`,
  }),
  area({
    id: ZONE.E,
    label: 'E',
    zone: true,
    name: 'Niergnies',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: true,
    corps: null,
    at: [50.15, 3.27],
    source: `${R} End Phase (zones A-H); name reconstructed: east edge beyond the canal`,
  }),
  area({
    id: ZONE.F,
    label: 'F',
    zone: true,
    name: 'Wambaix',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: true,
    corps: null,
    at: [50.115, 3.295],
    source: `${R} End Phase (zones A-H); name reconstructed: east edge behind Crèvecoeur`,
  }),
  area({
    id: ZONE.G,
    label: 'G',
    zone: true,
    name: 'Lesdain',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: true,
    corps: null,
    at: [50.08, 3.27],
    source: `${R} Haig Decides (zone G); name reconstructed: south-east edge beyond the canal, the rear of the Masnières-Beaurevoir line`,
  }),
  area({
    id: ZONE.H,
    label: 'H',
    zone: true,
    name: 'Honnecourt',
    tem: 1,
    identifier: 'circle',
    sector: 'german',
    eastOfCanal: false,
    corps: null,
    at: [50.035, 3.205],
    source: `${R} Special November 20 Turn (opening barrage on zone H); name reconstructed: south edge, the German flank opposite Villers-Guislain`,
  }),
  area({
    id: ZONE.I,
    label: 'I',
    zone: true,
    name: 'Beaumetz',
    tem: 1,
    identifier: 'circle',
    sector: 'allied',
    eastOfCanal: false,
    corps: null,
    at: [50.125, 2.97],
    source: `${R} End Phase (British supply zones I-L); name reconstructed: west edge on the Bapaume road`,
  }),
  area({
    id: ZONE.J,
    label: 'J',
    zone: true,
    name: 'Bertincourt',
    tem: 1,
    identifier: 'circle',
    sector: 'allied',
    eastOfCanal: false,
    corps: null,
    at: [50.085, 2.985],
    source: `${R} Night Phase (Nov. 25 refresh in zone J or K); name reconstructed: south-west edge, Bertincourt-Ytres`,
  }),
  area({
    id: ZONE.K,
    label: 'K',
    zone: true,
    name: 'Metz-en-Couture',
    tem: 1,
    identifier: 'circle',
    sector: 'allied',
    eastOfCanal: false,
    corps: null,
    at: [50.055, 3.06],
    source: `${R} Night Phase (zone J or K); name reconstructed: south-west edge, Metz-Fins`,
  }),
  area({
    id: ZONE.L,
    label: 'L',
    zone: true,
    name: 'Heudicourt',
    tem: 1,
    identifier: 'circle',
    sector: 'allied',
    eastOfCanal: false,
    corps: null,
    at: [50.025, 3.125],
    source: `${R} End Phase (zones I-L); name reconstructed: south edge, Heudicourt-Epehy`,
  }),
];

/** The areas of the first map (data version 1, areas 1-38 and 51-57): each keeps its number and name (`arras validate`). */
export const MAP_V1_AREAS: Record<number, string> = {
  1: 'Bourlon Wood',
  2: 'Bourlon',
  3: 'Havrincourt',
  4: 'Moeuvres',
  5: 'Graincourt',
  6: 'Flesquières',
  7: 'Anneux',
  8: 'Fontaine-Notre-Dame',
  9: 'Ribécourt',
  10: 'La Vacquerie',
  11: 'Cantaing',
  12: 'Premy Chapel',
  13: 'Marcoing',
  14: 'Noyelles',
  15: 'Les Rues Vertes',
  16: 'Masnières',
  17: 'Rumilly',
  18: 'Crèvecoeur',
  19: 'Bonavis Ridge',
  20: 'Banteux',
  21: 'Inchy',
  22: 'Les Rues-des-Vignes',
  23: 'La Folie Wood',
  24: 'Lateau Wood',
  25: 'Welsh Ridge',
  26: 'Nine Wood',
  27: 'Lock 7 (Spoil Heap)',
  28: 'Proville',
  29: 'Séranvillers',
  30: 'Quarry Wood',
  31: 'Boursies-Demicourt',
  32: 'Hermies',
  33: 'Havrincourt Wood',
  34: 'Trescault',
  35: 'Villers-Plouich',
  36: 'Gouzeaucourt',
  37: 'Gonnelieu',
  38: 'Villers-Guislain',
  51: 'Havrincourt Wood NE',
  52: 'Trescault spur',
  53: 'Beaucamp ridge',
  54: 'Couillet Valley',
  55: 'Bleak House',
  56: 'Banteux ravine',
  57: 'Tadpole Copse',
};

export const AREA_BY_ID: Record<number, AreaData> = Object.fromEntries(AREAS.map((a) => [a.id, a]));

const B = (a: number, b: number, kind: BoundaryKind, source: string, canal?: Canal, bridge?: string): BoundaryData => ({
  a,
  b,
  kind,
  source,
  ...(canal ? { canal } : {}),
  ...(bridge ? { bridge } : {}),
});
const OPEN = 'reconstructed: neighbouring places on the ground';
const CDN = `reconstructed: the Canal du Nord, unfinished and dry, a deep cut that stops tanks (${REF})`;
const CSQ = `reconstructed: the Canal de St-Quentin, full of water (${REF})`;

export const BOUNDARIES: BoundaryData[] = [
  // West of the Canal du Nord and along it.
  B(21, ZONE.A, 'open', OPEN),
  B(21, ZONE.B, 'open', OPEN),
  B(21, 4, 'open', OPEN),
  B(21, 30, 'canal', CDN, 'nord'),
  B(4, 27, 'canal', CDN, 'nord'),
  B(4, 30, 'canal', CDN, 'nord'),
  B(31, 27, 'bridge', `${CDN}; the Bapaume-Cambrai road crossing (${REF})`, 'nord', 'Bapaume road'),
  B(31, ZONE.A, 'open', OPEN),
  B(31, 32, 'open', OPEN),
  B(31, ZONE.I, 'open', OPEN),
  B(32, 3, 'bridge', `${CDN}; lock 7 north of Havrincourt (${REF})`, 'nord', 'Lock 7'),
  B(32, 33, 'open', OPEN),
  B(32, ZONE.I, 'open', OPEN),
  B(32, ZONE.J, 'open', OPEN),
  // The Hindenburg Line and the ground behind it.
  B(27, 3, 'open', OPEN),
  B(27, 5, 'open', OPEN),
  B(27, 30, 'open', OPEN),
  B(30, 2, 'open', OPEN),
  B(30, 5, 'open', OPEN),
  B(30, ZONE.B, 'open', OPEN),
  B(3, 33, 'open', 'reconstructed: the 62nd Division attacked Havrincourt out of Havrincourt Wood'),
  B(3, 34, 'open', OPEN),
  B(3, 6, 'open', OPEN),
  B(5, 2, 'open', OPEN),
  B(5, 7, 'open', 'reconstructed: the Bapaume-Cambrai road'),
  B(5, 6, 'open', OPEN),
  B(6, 7, 'open', OPEN),
  B(6, 11, 'open', OPEN),
  B(6, 12, 'open', 'reconstructed: the Hindenburg support line Flesquières-Premy Chapel'),
  B(7, 2, 'open', OPEN),
  B(7, 1, 'open', OPEN),
  B(7, 11, 'open', OPEN),
  B(2, 1, 'open', OPEN),
  B(2, ZONE.B, 'open', OPEN),
  B(2, ZONE.C, 'open', OPEN),
  B(1, 11, 'open', OPEN),
  B(1, 8, 'open', OPEN),
  B(1, ZONE.C, 'open', OPEN),
  B(8, 11, 'open', OPEN),
  B(8, 23, 'open', OPEN),
  B(8, ZONE.C, 'open', OPEN),
  B(8, ZONE.D, 'open', 'reconstructed: the Bapaume road enters Cambrai'),
  B(11, 23, 'open', OPEN),
  B(11, 26, 'open', OPEN),
  B(11, 12, 'open', OPEN),
  B(23, 26, 'open', OPEN),
  B(23, 14, 'open', OPEN),
  B(23, ZONE.D, 'open', OPEN),
  B(26, 12, 'open', OPEN),
  B(26, 14, 'open', OPEN),
  B(26, 13, 'open', OPEN),
  B(12, 13, 'open', OPEN),
  B(12, 9, 'open', OPEN),
  B(9, 25, 'open', OPEN),
  B(9, 34, 'open', OPEN),
  B(13, 14, 'open', OPEN),
  B(13, 15, 'open', 'reconstructed: both on the south bank of the canal'),
  // The Canal de St-Quentin.
  B(13, 16, 'canal', `${CSQ}; the Masnières lock, where the Fort Garry Horse crossed on foot`, 'st-quentin'),
  B(13, 17, 'bridge', `${CSQ}; the Marcoing road and rail bridges (${REF})`, 'st-quentin', 'Marcoing'),
  B(14, 17, 'canal', CSQ, 'st-quentin'),
  B(14, 28, 'bridge', `${CSQ}; the Noyelles crossing (${REF})`, 'st-quentin', 'Noyelles'),
  B(15, 16, 'bridge', `${CSQ}; the Masnières bridge (${REF})`, 'st-quentin', 'Masnières'),
  B(22, 18, 'bridge', `${CSQ}; the Vaucelles-Crèvecoeur crossing (${REF})`, 'st-quentin', 'Crèvecoeur'),
  B(20, ZONE.G, 'bridge', `${CSQ}; the Banteux crossing (${REF})`, 'st-quentin', 'Banteux'),
  B(22, ZONE.G, 'canal', CSQ, 'st-quentin'),
  B(ZONE.G, ZONE.H, 'canal', CSQ, 'st-quentin'),
  // East of the canal.
  B(16, 17, 'open', OPEN),
  B(16, 29, 'open', OPEN),
  B(17, 29, 'open', OPEN),
  B(17, 28, 'open', OPEN),
  B(17, ZONE.E, 'open', OPEN),
  B(28, ZONE.D, 'open', OPEN),
  B(28, ZONE.E, 'open', OPEN),
  B(29, 18, 'open', OPEN),
  B(29, ZONE.E, 'open', OPEN),
  B(29, ZONE.F, 'open', OPEN),
  B(18, ZONE.F, 'open', OPEN),
  B(18, ZONE.G, 'open', OPEN),
  // South of Marcoing, the Bonavis and Welsh ridges.
  B(15, 24, 'open', OPEN),
  B(15, 22, 'open', OPEN),
  B(22, 24, 'open', OPEN),
  B(24, 19, 'open', OPEN),
  B(25, 10, 'open', OPEN),
  B(10, 19, 'open', OPEN),
  B(10, 35, 'open', 'reconstructed: the 20th Division attacked La Vacquerie from Villers-Plouich'),
  B(10, 37, 'open', OPEN),
  B(19, 20, 'open', OPEN),
  B(20, ZONE.H, 'open', OPEN),
  // The British side.
  B(33, 34, 'open', OPEN),
  B(33, ZONE.J, 'open', OPEN),
  B(33, ZONE.K, 'open', OPEN),
  B(34, 35, 'open', OPEN),
  B(34, 36, 'open', OPEN),
  B(34, ZONE.K, 'open', OPEN),
  B(35, 36, 'open', OPEN),
  B(35, 37, 'open', OPEN),
  B(36, 37, 'open', OPEN),
  B(36, 38, 'open', OPEN),
  B(36, ZONE.K, 'open', OPEN),
  B(36, ZONE.L, 'open', OPEN),
  B(37, 38, 'open', OPEN),
  B(38, ZONE.H, 'open', OPEN),
  B(38, ZONE.L, 'open', OPEN),
  // The outpost areas (51-57), each between the British front and the main line; then the small areas 58-66.
  B(51, 33, 'open', OPEN),
  B(51, 34, 'open', OPEN),
  B(51, 3, 'open', OPEN),
  B(52, 34, 'open', `${OPEN}; ruling M1: the 51st Division's way from Trescault to Flesquières`),
  B(52, 3, 'open', OPEN),
  B(52, 6, 'open', `${OPEN}; ruling M1: the 51st Division's way from Trescault to Flesquières`),
  B(52, 9, 'open', OPEN),
  B(53, 34, 'open', OPEN),
  B(53, 35, 'open', `${OPEN}; ruling M1: the 6th Division's way from Villers-Plouich to Ribécourt`),
  B(53, 9, 'open', `${OPEN}; ruling M1: the 6th Division's way from Villers-Plouich to Ribécourt`),
  B(53, 25, 'open', OPEN),
  B(53, 54, 'open', OPEN),
  B(54, 35, 'open', OPEN),
  B(54, 25, 'open', OPEN),
  B(54, 10, 'open', OPEN),
  B(55, 37, 'open', `${OPEN}; ruling M1: the 12th Division's way from Gonnelieu to Bonavis Ridge`),
  B(55, 10, 'open', OPEN),
  B(55, 19, 'open', `${OPEN}; ruling M1: the 12th Division's way from Gonnelieu to Bonavis Ridge`),
  B(55, 56, 'open', OPEN),
  B(56, 37, 'open', OPEN),
  B(56, 38, 'open', OPEN),
  B(56, 20, 'open', OPEN),
  B(56, ZONE.H, 'open', OPEN),
  B(58, 52, 'open', OPEN),
  B(58, 6, 'open', OPEN),
  B(58, 9, 'open', OPEN),
  B(59, 6, 'open', OPEN),
  B(59, 11, 'open', OPEN),
  B(59, 12, 'open', OPEN),
  B(60, 9, 'open', OPEN),
  B(60, 12, 'open', OPEN),
  B(60, 13, 'open', OPEN),
  B(60, 25, 'open', OPEN),
  B(61, 13, 'open', OPEN),
  B(61, 25, 'open', OPEN),
  B(61, 15, 'open', OPEN),
  B(61, 60, 'open', OPEN),
  B(62, 10, 'open', OPEN),
  B(62, 19, 'open', OPEN),
  B(62, 24, 'open', OPEN),
  B(62, 25, 'open', OPEN),
  B(63, 16, 'open', OPEN),
  B(63, 18, 'open', OPEN),
  B(63, 29, 'open', OPEN),
  B(64, 31, 'open', OPEN),
  B(64, 4, 'open', OPEN),
  B(64, 57, 'open', OPEN),
  B(64, 27, 'canal', CDN, 'nord'),
  B(65, 3, 'open', OPEN),
  B(65, 27, 'open', OPEN),
  B(65, 5, 'open', OPEN),
  B(65, 6, 'open', OPEN),
  B(66, 19, 'open', OPEN),
  B(66, 24, 'open', OPEN),
  B(66, 22, 'open', OPEN),
  B(66, 20, 'open', OPEN),
  B(66, ZONE.G, 'canal', CSQ, 'st-quentin'),
  B(62, 15, 'open', OPEN),
  B(62, 61, 'open', OPEN),
  B(57, 31, 'open', OPEN),
  B(57, 4, 'open', OPEN),
  B(57, 21, 'open', OPEN),
  B(57, ZONE.A, 'open', OPEN),
  // Zones along the edges.
  B(ZONE.A, ZONE.B, 'open', OPEN),
  B(ZONE.B, ZONE.C, 'open', OPEN),
  B(ZONE.C, ZONE.D, 'open', OPEN),
  B(ZONE.D, ZONE.E, 'open', OPEN),
  B(ZONE.E, ZONE.F, 'open', OPEN),
  B(ZONE.F, ZONE.G, 'open', OPEN),
  B(ZONE.I, ZONE.J, 'open', OPEN),
  B(ZONE.J, ZONE.K, 'open', OPEN),
  B(ZONE.K, ZONE.L, 'open', OPEN),
];

const M1 = "reconstructed: ruling M1 (docs/games/cambrai-1917.md), the data's adjacency made planar so that a map can show it";
/**
 * Pairs of places that are near on the ground but do NOT share a boundary (ruling M1). The first
 * data joined them; with the outposts 51-57 between the British front and the main line, the
 * adjacency was not planar (a subdivision of K3,3 on 10, 19, 56 | 24, 37, 55), so no map could be
 * drawn with it. These ten are the fewest pairs whose removal makes it planar that the map grown
 * from the real villages also leaves apart; `arras validate` refuses them in BOUNDARIES.
 */
export const NOT_ADJACENT: { a: number; b: number; source: string }[] = [
  { a: 6, b: 34, source: `${M1}: Flesquières-Trescault (4.1 km): the outpost Trescault spur (52) lies between` },
  { a: 9, b: 35, source: `${M1}: Ribécourt-Villers-Plouich (2.7 km): the outpost Beaucamp ridge (53) lies between` },
  { a: 25, b: 35, source: `${M1}: Welsh Ridge-Villers-Plouich (2.5 km): the outpost Couillet Valley (54) lies between` },
  { a: 19, b: 37, source: `${M1}: Bonavis Ridge-Gonnelieu (3.4 km): the outpost Bleak House (55) lies between` },
  { a: 37, b: 54, source: `${M1}: Gonnelieu-Couillet Valley (2.8 km): La Vacquerie (10) meets Bleak House (55) between them` },
  { a: 19, b: ZONE.H, source: `${M1}: Bonavis Ridge-zone H (4.5 km): Banteux (20) and the Banteux ravine (56) lie between the ridge and the south edge` },
  { a: 37, b: ZONE.H, source: `${M1}: Gonnelieu-zone H (4.3 km): Villers-Guislain (38) and the Banteux ravine (56) lie between` },
  { a: 4, b: ZONE.A, source: `${M1}: Moeuvres-zone A (6.0 km): Tadpole Copse (57) touches Inchy (21) and zone A, closing Moeuvres off the west edge` },
  { a: 51, b: 52, source: `${M1}: the outposts Havrincourt Wood NE and Trescault spur (2.6 km): Havrincourt (3) meets Trescault (34) between them` },
  { a: 52, b: 53, source: `${M1}: the outposts Trescault spur and Beaucamp ridge (2.1 km): Ribécourt (9) meets Trescault (34) between them` },
];

// ---- counters ----------------------------------------------------------------------------------

/** Tank battalion steps (Night Phase: "the next lower value ... eliminated if already a 2-1-5 tank"). */
export const TANK_STEPS: TankStep[] = [
  {
    step: 6,
    attack: 6,
    defense: 4,
    exhaustedDefense: 3,
    move: 5,
    source: `${R} Night Phase (steps 6 -> 4 -> 2, games.md); defense and exhausted defense reconstructed: a refit on 1-3 for a full battalion`,
  },
  { step: 4, attack: 4, defense: 3, exhaustedDefense: 2, move: 5, source: `reconstructed: the middle step between 6 and the printed 2-1-5` },
  { step: 2, attack: 2, defense: 1, exhaustedDefense: 1, move: 5, source: `${R} Night Phase ("a 2-1-5 tank"); exhausted defense reconstructed` },
];

const INF = 'reconstructed: a brigade (British) or regiment (German) of the division';
type U = Omit<UnitData, 'nation' | 'side' | 'source'> & { source?: string };
const brit = (u: U): UnitData => ({ ...u, side: 'allied', nation: 'british', source: u.source ?? INF });
const ger = (u: U): UnitData => ({ ...u, side: 'german', nation: 'german', source: u.source ?? INF });

const bInf = (div: string, brigades: string[], setup: number | null, corps: 'III' | 'IV', values: [number, number, number] = [3, 3, 2]) =>
  brigades.map((b) =>
    brit({
      id: `${b}Bde`,
      name: `${b} Bde (${div})`,
      type: 'infantry',
      division: div,
      attack: values[0],
      defense: values[1],
      exhaustedDefense: values[2],
      move: 4,
      setup,
      corps,
    }),
  );
const gInf = (div: string, regts: string[], setup: (number | null)[], values: [number, number, number] = [3, 4, 2]) =>
  regts.map((r, i) =>
    ger({
      id: `${r}`,
      name: `${r} (${div})`,
      type: 'infantry',
      division: div,
      attack: values[0],
      defense: values[1],
      exhaustedDefense: values[2],
      move: 4,
      setup: setup[i],
    }),
  );
const cav = (div: string, brigades: string[]) =>
  brigades.map((b) =>
    brit({
      id: `${b}Cav`,
      name: `${b} Cav Bde (${div})`,
      type: 'cavalry',
      division: div,
      attack: 3,
      defense: 2,
      exhaustedDefense: 1,
      move: 6,
      setup: null,
      corps: 'cavalry',
      source: `reconstructed: a cavalry brigade (${REF}: 1st, 2nd, 5th Cavalry Divisions forward); move 6 so that the 20 November limit of 5 MP (rulebook Special November 20 Turn) bites`,
    }),
  );
const tank = (bn: string, setup: number, corps: 'III' | 'IV', div: string) =>
  brit({
    id: `${bn}Bn`,
    name: `${bn} Bn Tank Corps`,
    type: 'tank',
    division: null,
    attack: 6,
    defense: 4,
    exhaustedDefense: 3,
    move: 5,
    setup,
    corps,
    source: `reconstructed: tank battalion ${bn}, 42 tanks, with the ${div} Division on 20 November (${REF}); values: the 6 step of TANK_STEPS`,
  });
const garrison = (n: number, setup: number) =>
  ger({
    id: `Gar${n}`,
    name: `Garrison ${n}`,
    type: 'garrison',
    division: null,
    attack: null,
    defense: 2,
    exhaustedDefense: 1,
    move: 0,
    setup,
    source: `rulebook Dawn Phase (Garrison units); values and placement reconstructed: static trench garrisons of the Hindenburg Line, which cannot move`,
  });

export const UNITS: UnitData[] = [
  // British Third Army, 20 November (cambrai-1917.md).
  ...bInf('36th', ['107', '108', '109'], 31, 'IV'),
  ...bInf('62nd', ['185', '186', '187'], 33, 'IV'),
  ...bInf('51st', ['152', '153', '154'], 34, 'IV'),
  ...bInf('6th', ['16', '18', '71'], 35, 'III'),
  ...bInf('20th', ['59', '60', '61'], 35, 'III'),
  ...bInf('12th', ['35', '36', '37'], 37, 'III'),
  ...bInf('29th', ['86', '87', '88'], 36, 'III'),
  ...bInf('55th', ['164', '165', '166'], 38, 'III', [2, 3, 2]),
  ...bInf('56th', ['167', '168', '169'], null, 'IV'),
  ...bInf('40th', ['119', '120', '121'], null, 'IV'),
  ...bInf('Guards', ['1Gds', '2Gds', '3Gds'], null, 'IV', [4, 3, 2]),
  tank('G', 33, 'IV', '62nd'),
  tank('D', 34, 'IV', '51st'),
  tank('E', 34, 'IV', '51st'),
  tank('B', 35, 'III', '6th'),
  tank('H', 35, 'III', '6th'),
  tank('A', 35, 'III', '20th'),
  tank('I', 35, 'III', '20th'),
  tank('C', 37, 'III', '12th'),
  tank('F', 37, 'III', '12th'),
  ...cav('1st Cav', ['1', '2', '9']),
  ...cav('2nd Cav', ['3', '4', '5']),
  ...cav('5th Cav', ['Sec', 'Amb', 'Can']),
  // German 2nd Army, Gruppe Caudry, 20 November, and the divisions that came up.
  ...gInf('20th Ldw', ['IR384', 'IR386', 'IR387'], [4, 27, 3], [2, 3, 2]),
  ...gInf('54th', ['IR27', 'IR84', 'RIR90'], [6, 9, 25]),
  ...gInf('9th Res', ['RIR6', 'RIR19', 'RIR395'], [10, 19, ZONE.H]),
  ...gInf('107th', ['IR52', 'IR227', 'IR232'], [null, null, null]),
  ...gInf('214th', ['IR50', 'IR358', 'IR363'], [null, null, null]),
  ...gInf('119th', ['IR46', 'IR58', 'RIR46'], [null, null, null]),
  ...gInf('3rd Gd', ['GdFus', 'Lehr', 'Gren9'], [null, null, null], [4, 4, 2]),
  ...gInf('21st Res', ['RIR80', 'RIR87', 'RIR88'], [null, null, null]),
  ...gInf('20th', ['IR77', 'IR79', 'IR92'], [null, null, null]),
  // Reconstructed: the trench garrisons of the Hindenburg support line and the rear strongpoints; the rear was thinly held (cambrai-1917.md).
  // Data version 2 (issue 28): none beside the regiments of the main line (Havrincourt, Lock 7, Welsh Ridge) or
  // Flesquières, none in Marcoing: the regiment is the line's garrison (the 20th Landwehr and 54th Divisions held
  // it with three regiments each, cambrai-1917.md), Marcoing was taken on the 20th by the 29th Division crossing
  // its bridges. Each removal measured (heuristic mirror, 40-60 games, seed 1; docs Balance): the three main-line
  // Garrisons and Marcoing's with the small areas 58-62, VP at the end 13.0 -> 14.7, British 1/40 -> 5/40;
  // Flesquières's, British 19/60 -> 23/60 (seed 2: 29/60). Ids kept (Gar1, 2, 4, 6 and 9 are gone).
  garrison(3, 5),
  garrison(5, 12),
  garrison(7, 24),
  garrison(8, 20),
  garrison(10, 1),
];

// ---- reinforcement cards (5.5) -------------------------------------------------------------------

const ids = (prefix: string[], suffix: string) => prefix.map((p) => `${p}${suffix}`);
export const CARDS: ReinforcementCard[] = [
  {
    id: 'B1',
    side: 'allied',
    day: 21,
    units: ids(['1', '2', '9'], 'Cav'),
    zones: [ZONE.J, ZONE.K],
    earlyRelease: [3, 6, 9],
    source: `reconstructed: 1st Cavalry Division behind IV Corps, released once the Hindenburg main line is broken (games.md: "some British reinforcements release early if certain areas are captured"); cavalry released on 20 November have 5 MP (${R} Special November 20 Turn)`,
  },
  {
    id: 'B2',
    side: 'allied',
    day: 21,
    units: ids(['3', '4', '5'], 'Cav'),
    zones: [ZONE.K, ZONE.L],
    earlyRelease: [10, 19, 25],
    source: `reconstructed: 2nd Cavalry Division behind III Corps, released once La Vacquerie, Bonavis or Welsh Ridge is British`,
  },
  {
    id: 'B3',
    side: 'allied',
    day: 21,
    units: ids(['Sec', 'Amb', 'Can'], 'Cav'),
    zones: [ZONE.K, ZONE.L],
    earlyRelease: [13, 15, 16],
    source: `reconstructed: 5th Cavalry Division (Canadian Cavalry Brigade crossed at Masnières), released once a canal crossing (Marcoing, Les Rues Vertes, Masnières) is British`,
  },
  {
    id: 'B4',
    side: 'allied',
    day: 21,
    units: ids(['167', '168', '169'], 'Bde'),
    zones: [ZONE.I],
    source: `reconstructed: the 56th Division, holding west of the Canal du Nord, joins on the 21st (${REF})`,
  },
  {
    id: 'B5',
    side: 'allied',
    day: 22,
    units: ids(['119', '120', '121'], 'Bde'),
    zones: [ZONE.I, ZONE.J],
    source: `reconstructed: the 40th Division, in reserve, attacked Bourlon on the 23rd (${REF})`,
  },
  {
    id: 'B6',
    side: 'allied',
    day: 24,
    units: ids(['1Gds', '2Gds', '3Gds'], 'Bde'),
    zones: [ZONE.J, ZONE.K],
    source: `reconstructed: the Guards Division from V Corps reserve (${REF}, m)`,
  },
  {
    id: 'G1',
    side: 'german',
    day: 21,
    units: ['IR52', 'IR227', 'IR232'],
    zones: [ZONE.D, ZONE.E],
    source: `reconstructed: the 107th Division detrained at Cambrai on the 20th (${REF})`,
  },
  {
    id: 'G2',
    side: 'german',
    day: 22,
    units: ['IR50', 'IR358', 'IR363'],
    zones: [ZONE.B, ZONE.C],
    source: `reconstructed: the 214th Division from Gruppe Arras, from the 21st (${REF})`,
  },
  {
    id: 'G3',
    side: 'german',
    day: 22,
    units: ['IR46', 'IR58', 'RIR46'],
    zones: [ZONE.F, ZONE.G, ZONE.H],
    source: 'reconstructed: the 119th Division to the southern flank',
  },
  {
    id: 'G4',
    side: 'german',
    day: 23,
    units: ['GdFus', 'Lehr', 'Gren9'],
    zones: [ZONE.B, ZONE.C],
    source: `reconstructed: the 3rd Guard Division for Bourlon (${REF})`,
  },
  {
    id: 'G5',
    side: 'german',
    day: 24,
    units: ['RIR80', 'RIR87', 'RIR88'],
    zones: [ZONE.C, ZONE.D],
    source: `reconstructed: the 21st Reserve Division as counterattack division (${REF})`,
  },
  {
    id: 'G6',
    side: 'german',
    day: 25,
    units: ['IR77', 'IR79', 'IR92'],
    zones: [ZONE.A, ZONE.B],
    source: 'reconstructed: a further division for the counterattack of the 30th',
  },
];

// ---- tables and constants -------------------------------------------------------------------------

export const FIRST_DAY = 20;
export const LAST_DAY = 26;
/** Stacking: no area may contain more than 9 units, excluding tanks and Garrisons (Move Units). */
export const STACKING_LIMIT = 9;
/** At most 5 units across one bridge in an impulse, retreats excepted (Move Units). */
export const BRIDGE_LIMIT = 5;
/** The impulse track: reconstructed: boxes 1-12 (2d6 cannot be below 13: Daylight always ends by then). */
export const LAST_IMPULSE = 12;
export const VP_TO_WIN = 20; // rulebook End Phase
/** Attack CP table (rulebook): eliminate fresh 3, exhaust fresh 1, eliminate exhausted 2, retreat exhausted 1. */
export const ATTACK_CP = { freshEliminated: 3, flip: 1, spentEliminated: 2, spentRetreats: 1 };
/** Barrage CP table (rulebook): non-tank units 2 to exhaust, 2 to eliminate exhausted; tanks 4 and 4. */
export const BARRAGE_CP = { exhaust: 2, eliminateExhausted: 2, exhaustTank: 4, eliminateExhaustedTank: 4 };
/** Hurricane Barrage: 1d6+7, +2 against four or more units; the defender 1d6 + TEM, +2 Overcast (rulebook). */
export const HURRICANE = { base: 7, manyUnits: 4, manyBonus: 2, overcast: 2, range: 2 };
/** Hurricane Barrage markers per side. British: rulebook Special November 20 Turn ("flip both"); German: reconstructed, one marker ("each in-play marker"). */
export const HURRICANE_MARKERS = { allied: 2, german: 1 };
/** Artillery markers (Rolling Barrage / Direct Support, one two-sided counter each). */
export const ARTILLERY = {
  price: 2,
  priceSource:
    'reconstructed: 2 ammunition points a marker, so that the 20 November ammunition (2d6+3, about 10) buys about five markers and the 1d6 of the last days one or two',
  max: { allied: 12, german: 6 },
  maxSource: 'games.md (12 British artillery counters); German 6 reconstructed: the weaker German artillery of Gruppe Caudry',
  start: { allied: 12, german: 2 },
  startSource: 'reconstructed: the British open the battle with every counter (about 1,000 guns, cambrai-1917.md); the German two',
};
/** Night Phase ammunition (rulebook): British 2d6+3 on Nov 20, 2d6 on Nov 21-22, 1d6 after; German 1d6 on Nov 20-22, 2d6 after. */
export function ammoDice(side: Side, day: number): { dice: number; plus: number } {
  if (side === 'allied') return day === 20 ? { dice: 2, plus: 3 } : day <= 22 ? { dice: 2, plus: 0 } : { dice: 1, plus: 0 };
  return day <= 22 ? { dice: 1, plus: 0 } : { dice: 2, plus: 0 };
}
/** The opening barrage of 20 November (rulebook Special November 20 Turn). */
export const OPENING_BARRAGE = [1, 3, 9, 10, ZONE.H];
/** Haig Decides (rulebook End Phase): areas 1 and 6 give +2 each. */
export const HAIG_AREAS = [1, 6];
export const HAIG_ZONE = ZONE.G;
/** Sudden death: a Fresh British cavalry unit in zone B, C or D in supply (rulebook End Phase). */
export const SUDDEN_DEATH_ZONES: number[] = [ZONE.B, ZONE.C, ZONE.D];
/** Reconstructed: the first-day scenario's victory level (see docs: the British took about ten of these areas on 20 November). */
export const FIRST_DAY_VP = 12;
