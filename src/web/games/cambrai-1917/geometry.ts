// Cambrai 1917: where each Area and Zone lies on the ground, for drawing the map. The printed map
// of Breakthrough: Cambrai is not available; each area is grown from its village(s) (lat/lon from
// shared/reference/cambrai-1917.md, letters W/G/C/E/M as there, the same points as
// src/games/cambrai-1917/data.ts) up to its neighbours, never across the Canal de St-Quentin or the
// Canal du Nord where the game's data makes them area borders. The rules' data (adjacency, canal
// and bridge boundaries) is untouched; test/web/cambrai-geometry.test.ts checks that the drawn borders
// are exactly the data's adjacency (ruling M1). Zones G and D hold land inside the frame (`inland`:
// the east bank of the canal south of Crèvecoeur, Cambrai), areas 31 and 38 reach the map edge between
// two zones that are not adjacent (`edges`). An owner of the printed map corrects a shape by moving or
// adding places, or by `weight`. `labelShift` (km east, north) moves a label off its area's largest free
// circle where the labels of small neighbouring areas overlapped (test/web/cambrai-geometry.test.ts).
import { CAMBRAI_GROUND_LINES, CAMBRAI_ORIGIN, CAMBRAI_PLACES, CANAL_DU_NORD, ST_QUENTIN } from '../svg/cambrai-ground.ts';
import type { AreaMapGeometry } from '../../kit/area-geometry.ts';

export const GEOMETRY: AreaMapGeometry = {
  origin: CAMBRAI_ORIGIN,
  frame: { x0: -9.4, y0: -8.8, x1: 9.8, y1: 9.0 },
  band: 1.7,
  scale: 64,
  res: 0.12,
  areas: {
    1: {
      at: [
        [50.17, 3.13],
        [50.1622, 3.1428],
      ],
      source: "Bourlon Wood E; reconstructed: the wood's south-east edge towards Cantaing (data 1/11)",
      labelShift: [-0.6, -0.3],
    },
    2: { at: [[50.1769, 3.1143]], source: 'Bourlon G' },
    3: { at: [[50.1119, 3.0869]], source: 'Havrincourt W' },
    4: { at: [[50.1642, 3.065]], source: 'Moeuvres W' },
    5: { at: [[50.1453, 3.1103]], source: 'Graincourt W' },
    6: {
      at: [
        [50.1244, 3.1175],
        [50.137, 3.1288],
      ],
      source: "Flesquières W; reconstructed: the ridge's northern slope towards Anneux and Cantaing (data 6/7, 6/11)",
    },
    7: { at: [[50.157, 3.1251]], source: 'Anneux C' },
    8: { at: [[50.1678, 3.1606]], source: 'Fontaine-Notre-Dame W' },
    9: {
      at: [
        [50.1039, 3.1317],
        [50.0992, 3.1195],
      ],
      source: 'Ribécourt C; reconstructed: its ground south-west towards Trescault (data 9/34)',
      labelShift: [0, -0.5],
    },
    10: {
      at: [
        [50.077, 3.165],
        [50.0787, 3.1797],
      ],
      source: 'La Vacquerie E; reconstructed: the spur east towards Lateau Wood (data 10/24)',
    },
    11: {
      at: [
        [50.1452, 3.1571],
        [50.155, 3.1596],
      ],
      source: 'Cantaing C; reconstructed: north towards Fontaine and Anneux (data 8/11, 7/11)',
    },
    12: { at: [[50.128, 3.15]], source: 'Premy Chapel E' },
    13: { at: [[50.1206, 3.1728]], source: 'Marcoing W' },
    14: {
      at: [
        [50.1389, 3.1831],
        [50.147, 3.1885],
      ],
      source:
        'Noyelles W; reconstructed: its bank of the canal north to the Proville crossing (data 14/28; La Folie Wood does not reach the canal: 23/28 not adjacent); weight: room for its label between the canal and Cantaing',
      weight: 1.1,
      labelShift: [0.15, 0.6],
    },
    15: { at: [[50.111, 3.207]], source: 'Les Rues Vertes E' },
    16: {
      at: [
        [50.1158, 3.2106],
        [50.1181, 3.1946],
        [50.1127, 3.224],
      ],
      source: 'Masnières W; reconstructed: its lock facing Marcoing (data 13/16) and its east end towards Crèvecoeur (data 16/18)',
    },
    17: {
      at: [
        [50.1269, 3.2187],
        [50.128, 3.189],
        [50.1442, 3.2562],
      ],
      source: 'Rumilly G; reconstructed: west to the Marcoing bridges (data 13/17), east towards Niergnies (data 17/E)',
    },
    18: {
      at: [
        [50.1064, 3.2517],
        [50.1055, 3.232],
      ],
      source:
        'Crèvecoeur W; reconstructed: its bank of the canal west to the Crèvecoeur crossing (data 18/22), between Masnières and Les Rues-des-Vignes (16/22 not adjacent)',
    },
    19: { at: [[50.076, 3.2]], source: 'Bonavis farm E' },
    20: {
      at: [
        [50.0614, 3.1986],
        [50.047, 3.1974],
      ],
      source: 'Banteux W; reconstructed: the west bank south towards Honnecourt (data 20/H)',
      labelShift: [0, 0.45],
    },
    21: { at: [[50.1806, 3.0526]], source: 'Inchy-en-Artois G' },
    22: { at: [[50.0958, 3.2385]], source: 'Les Rues-des-Vignes G', labelShift: [0.6, 0] },
    23: {
      at: [
        [50.158, 3.178],
        [50.1505, 3.1736],
      ],
      source: 'La Folie Wood E; reconstructed: south towards Nine Wood (data 23/26)',
    },
    24: { at: [[50.082, 3.207]], source: 'Lateau Wood E', labelShift: [-0.5, 0] },
    25: { at: [[50.095, 3.16]], source: 'Welsh Ridge E' },
    26: {
      at: [
        [50.13, 3.163],
        [50.1424, 3.1722],
      ],
      source: 'Nine Wood E; reconstructed: its north end towards La Folie Wood (data 23/26)',
    },
    27: {
      at: [[50.135, 3.078]],
      source: 'reconstructed: the Hindenburg Line on the east bank of the Canal du Nord between Havrincourt and the Bapaume road (data.ts)',
    },
    28: {
      at: [
        [50.16, 3.205],
        [50.155, 3.259],
      ],
      source: 'Proville E; reconstructed: east towards Niergnies (data 28/E)',
    },
    29: {
      at: [
        [50.127, 3.258],
        [50.1226, 3.2352],
      ],
      source: 'reconstructed: Séranvillers, behind the Masnières-Beaurevoir line (data.ts)',
    },
    30: { at: [[50.18, 3.085]], source: 'Quarry Wood E' },
    31: {
      at: [
        [50.13, 3.03],
        [50.127, 3.035],
        [50.1388, 3.0532],
      ],
      edges: [['W', 3.0, 3.6]],
      source:
        'Boursies-Demicourt: data.ts point; Demicourt E; reconstructed: the Bapaume road to its canal crossing (data 27/31 bridge), and west to the map edge between zones A and I (not adjacent: A German, I British)',
    },
    32: { at: [[50.1113, 3.042]], source: 'Hermies G' },
    33: {
      at: [
        [50.085, 3.05],
        [50.0992, 3.0588],
      ],
      source: "Havrincourt Wood E; reconstructed: the wood's northern part towards Havrincourt (data 3/33; Hermies and the NE corner not adjacent)",
      labelShift: [0.3, -0.3],
    },
    34: {
      at: [
        [50.0904, 3.0968],
        [50.0704, 3.0896],
      ],
      source: 'Trescault C; reconstructed: south towards Metz-en-Couture (data 34/K)',
    },
    35: { at: [[50.0797, 3.135]], source: 'Villers-Plouich W', labelShift: [-0.3, -0.9] },
    36: { at: [[50.0561, 3.1235]], source: 'Gouzeaucourt G' },
    37: { at: [[50.0597, 3.1591]], source: 'Gonnelieu C', labelShift: [-0.6, 0] },
    38: {
      at: [[50.0407, 3.155]],
      edges: [['S', -0.5, 0.5]],
      source: 'Villers-Guislain G; reconstructed: its ground runs south to the map edge between zones H and L (not adjacent: H German, L British)',
      labelShift: [-0.45, -0.15],
    },
    51: {
      at: [[50.098, 3.072]],
      source: "reconstructed: Havrincourt Wood's north-east corner, the outpost zone (data.ts)",
      weight: 0.75,
      labelShift: [0, -0.3],
    },
    52: { at: [[50.104, 3.107]], source: 'reconstructed: the spur between Trescault and Flesquières (data.ts)', weight: 0.75 },
    53: { at: [[50.091, 3.128]], source: 'reconstructed: Beaucamp ridge (data.ts)', weight: 0.75, labelShift: [0, 0.3] },
    54: { at: [[50.084, 3.15]], source: 'reconstructed: the Couillet valley (data.ts)', weight: 0.75, labelShift: [-0.3, 0] },
    55: { at: [[50.068, 3.178]], source: 'reconstructed: Bleak House, between Gonnelieu and Bonavis (data.ts)', weight: 0.75 },
    56: {
      at: [
        [50.05, 3.183],
        [50.0345, 3.1792],
        [50.061, 3.187],
      ],
      source:
        'reconstructed: the Banteux ravine (data.ts); south towards Honnecourt (data 56/H) and its head north-west of Banteux, between Bleak House and Banteux (20/55 not adjacent); weight: a narrow ravine, so that Banteux too reaches the south edge (data 20/H)',
      weight: 0.65,
      labelShift: [0, 0.15],
    },
    57: { at: [[50.152, 3.048]], source: 'reconstructed: Tadpole Copse, west of the Canal du Nord (data.ts)' },
    58: { at: [[50.1125, 3.123]], source: 'Grand Ravine E (data.ts)', weight: 0.7, labelShift: [0, 0.25] },
    59: { at: [[50.136, 3.133]], source: 'Orival Wood E (data.ts)', weight: 0.85 },
    60: { at: [[50.108, 3.152]], source: 'Couillet Wood E (data.ts)', weight: 0.75, labelShift: [-0.5, 0.5] },
    61: { at: [[50.107, 3.178]], source: 'Marcoing Copse E (data.ts)', weight: 0.75, labelShift: [-0.5, 0] },
    62: { at: [[50.088, 3.188]], source: 'Pam Pam Farm E (data.ts)', weight: 0.75, labelShift: [0, 0.75] },
    63: { at: [[50.112, 3.234]], source: 'Mon Plaisir Farm E (data.ts)', weight: 1.25 },
    64: { at: [[50.1478, 3.0616]], source: 'reconstructed: the main line on the west bank of the Canal du Nord (data.ts)', weight: 0.75 },
    65: {
      at: [[50.1271, 3.0994]],
      source: 'reconstructed: the Hindenburg support line between Havrincourt and Graincourt (data.ts)',
      weight: 0.75,
      labelShift: [-0.25, 0],
    },
    66: {
      at: [
        [50.0794, 3.2212],
        [50.0769, 3.2166],
      ],
      source: 'Vaucelles M; reconstructed: the west bank down to the Banteux bank (data 20/66)',
    },
  },
  zones: {
    39: {
      edges: [
        ['W', 3.6, 11.2],
        ['N', -11.2, -6.0],
      ],
      source: 'Zone A (Quéant): the north-west corner, west of the Canal du Nord (data.ts)',
    },
    40: { edges: [['N', -6.0, -1.0]], source: 'Zone B (Marquion): the north edge on the Arras road behind Bourlon' },
    41: { edges: [['N', -1.0, 3.6]], source: 'Zone C (Raillencourt): the north edge' },
    42: {
      edges: [
        ['N', 3.6, 12.0],
        ['E', 5.6, 11.2],
      ],
      inland: {
        at: [
          [50.176, 3.2347],
          [50.163, 3.205],
        ],
      },
      source:
        'Zone D (Cambrai): the north-east corner; inland: Cambrai itself (G) and reconstructed: the east bank of the canal opposite La Folie Wood (data 23/D; 23/28 not adjacent: Proville meets the canal at the Noyelles crossing, 14/28)',
    },
    43: { edges: [['E', 1.8, 5.6]], source: 'Zone E (Niergnies): the east edge beyond the canal' },
    44: { edges: [['E', -1.6, 1.8]], source: 'Zone F (Wambaix): the east edge behind Crèvecoeur' },
    45: {
      edges: [
        ['E', -11, -1.6],
        ['S', 4.2, 12.0],
      ],
      inland: {
        at: [
          [50.07, 3.228],
          [50.05, 3.215],
          [50.085, 3.25],
        ],
        weight: 0.65,
      },
      source:
        'Zone G (Lesdain): the south-east edge and corner beyond the canal; inland, reconstructed: the east bank from the south edge up to opposite Les Rues-des-Vignes (data 20/G the Banteux bridge, 22/G the canal; 18/20 not adjacent), weight 0.65 so that Crèvecoeur keeps its bank at the Crèvecoeur crossing (data 18/22)',
    },
    46: { edges: [['S', 0.5, 4.2]], source: 'Zone H (Honnecourt): the south edge west of the canal (data G/H: the canal)' },
    47: { edges: [['W', -0.6, 3.0]], source: 'Zone I (Beaumetz): the west edge on the Bapaume road' },
    48: { edges: [['W', -5, -0.6]], source: 'Zone J (Bertincourt): the west edge' },
    49: {
      edges: [
        ['W', -11, -5],
        ['S', -11.6, -3.4],
      ],
      source: 'Zone K (Metz-en-Couture): the south-west corner',
    },
    50: { edges: [['S', -3.4, -0.5]], source: 'Zone L (Heudicourt): the south edge' },
  },
  barriers: [{ line: ST_QUENTIN }, { line: CANAL_DU_NORD, to: 7 }],
  ground: CAMBRAI_GROUND_LINES,
  places: CAMBRAI_PLACES,
};
