// Counter-Attack: Arras (Battles Magazine edition): where each Secteur and Zone lies on the ground,
// for drawing the map. The printed map is not available; each sector is grown from its village(s)
// (lat/lon from shared/reference/geography.md, letters W/C/M/E as there) up to its neighbours,
// never across the Scarpe, the Gy, the Crinchon or the Cojeul stretches that the game's data makes
// sector limits (rivers, 2.1.1). The rules' data (src/games/ca-arras-battles/data.ts) is untouched;
// test/web/area-geometry.test.ts lists where the drawn borders and the data's adjacency differ.
// This edition has no Vimy Ridge sectors: Zone E (Lens) holds the whole north edge.
import { ARRAS, COJEUL, CRINCHON, GROUND_LINES, GY, PLACES, SCARPE, SCARPE_CANAL } from '../svg/arras-ground.ts';
import type { AreaMapGeometry } from '../../kit/area-geometry.ts';

export const GEOMETRY: AreaMapGeometry = {
  origin: ARRAS,
  frame: { x0: -12.8, y0: -8.6, x1: 11.2, y1: 7.4 },
  band: 2.5,
  scale: 40,
  res: 0.12,
  areas: {
    1: { at: [[50.2706, 2.8942]], source: 'Monchy-le-Preux W' },
    2: {
      at: [
        [50.2483, 2.886],
        [50.235, 2.9128],
      ],
      source: 'reconstructed: Wancourt W moved east of the Cojeul (data 2/4 is the Cojeul); Chérisy W',
    },
    3: { at: [[50.2772, 2.8172]], source: 'Tilloy W' },
    4: { at: [[50.2485, 2.821]], source: 'Neuville-Vitasse C' },
    5: { at: [[50.2639, 2.7894]], source: 'Beaurains W' },
    6: { at: [[50.2363, 2.788]], source: 'Mercatel C' },
    7: { at: [[50.2272, 2.7397]], source: 'Ficheux W' },
    8: {
      at: [
        [50.2345, 2.684],
        [50.226, 2.703],
      ],
      source: 'Bellacourt E; Bretencourt E (its south side)',
    },
    9: {
      at: [
        [50.248, 2.7197],
        [50.2445, 2.69],
      ],
      source: 'Wailly C; reconstructed: the fields west of Wailly towards Beaumetz (data 9/13)',
    },
    10: { at: [[50.2608, 2.7603]], source: 'Agny W' },
    11: {
      at: [
        [50.2828, 2.7281],
        [50.3, 2.745],
        [50.276, 2.703],
      ],
      source: 'Dainville W; reconstructed: north to the Scarpe at Ste-Catherine (data 11/23, 2.1.1.b)',
    },
    12: { at: [[50.2632, 2.6723]], source: 'Berneville C' },
    13: { at: [[50.2436, 2.6569]], source: 'Beaumetz-les-Loges W' },
    14: { at: [[50.2544, 2.6319]], source: 'Simencourt C' },
    15: { at: [[50.2774, 2.6658]], source: 'Warlus C' },
    16: {
      at: [
        [50.3055, 2.664],
        [50.2995, 2.625],
        [50.297, 2.608],
      ],
      source: 'Agnez-lès-Duisans M; Montenescourt M; reconstructed: the Gy valley to the west edge (data 16/D, 14/16)',
    },
    17: {
      at: [
        [50.3083, 2.6853],
        [50.317, 2.688],
        // biome-ignore lint/suspicious/noApproximativeNumericConstant: 2.718 is a longitude (Louez), not e
        [50.308, 2.718],
      ],
      source: 'Duisans W; its north hamlet; Louez (E) (data 17/22, 17/23 on the Scarpe)',
    },
    18: {
      at: [
        [50.2723, 2.7572],
        [50.2675, 2.735],
        [50.262, 2.712],
      ],
      source: 'Achicourt C; reconstructed: the fields west to Berneville between Dainville and Wailly (data 9/18, 12/18)',
    },
    19: {
      at: [
        [50.3301, 2.6395],
        [50.333, 2.66],
      ],
      source: 'Haute-Avesnes C; reconstructed: the south bank to Écoivres (data 19/21 at Écoivres)',
    },
    20: { at: [[50.3505, 2.6361]], source: 'Frévin-Capelle C' },
    21: { at: [[50.3491, 2.6912]], source: 'Mont-St-Éloi C' },
    22: {
      at: [
        [50.3247, 2.7064],
        [50.352, 2.722],
      ],
      source: 'Marœuil W; reconstructed: north to the map edge by the Béthune road (data 22/E)',
    },
    23: {
      at: [
        [50.315, 2.7453],
        [50.3561, 2.7589],
      ],
      source: 'Anzin-St-Aubin W; Neuville-St-Vaast W (north to Zone E, data 23/E)',
    },
    24: {
      at: [
        [50.3031, 2.7781],
        [50.3258, 2.7875],
        [50.3556, 2.8014],
      ],
      source: 'St-Nicolas W; Roclincourt W; Thélus W (north to Zone E: the Lens road)',
    },
    25: {
      at: [
        [50.2897, 2.7808],
        [50.2955, 2.769],
      ],
      weight: 1.25,
      source: 'Arras W; reconstructed: its north-west quarter on the Scarpe; weight: the town and its suburbs',
    },
    26: {
      at: [
        [50.3031, 2.8036],
        [50.3031, 2.845],
      ],
      source: 'St-Laurent-Blangy W, Athies W (east side)',
    },
    27: {
      at: [
        [50.3357, 2.8436],
        [50.3267, 2.8822],
      ],
      source: 'Bailleul-Sir-Berthoult C; Gavrelle C (the Douai road, data 27/F)',
    },
    28: {
      at: [
        [50.2983, 2.8715],
        [50.302, 2.9016],
      ],
      source: 'Fampoux C, Roeux C',
    },
  },
  zones: {
    31: { edges: [['E', -8.6, 0.9]], source: 'Zone A (Cambrai): the east edge south of the Scarpe' },
    32: { edges: [['S', -7.4, 13.7]], source: 'Zone B (Bapaume): the south edge' },
    33: {
      edges: [
        ['S', -15.3, -8],
        ['W', -8.6, -2.2],
      ],
      source: 'Zone C (Doullens): the south-west corner',
    },
    34: {
      edges: [
        ['W', -1.6, 9.9],
        ['N', -15.3, -8.8],
      ],
      source: 'Zone D (St-Pol): the west edge',
    },
    35: { edges: [['N', -8, 6.6]], source: 'Zone E (Lens): the north edge' },
    36: {
      edges: [
        ['N', 7.2, 13.7],
        ['E', 1.5, 7.4],
      ],
      source: 'Zone F (Douai): the east edge north of the Scarpe',
    },
  },
  barriers: [{ line: SCARPE }, { line: SCARPE_CANAL }, { line: GY, to: 4 }, { line: CRINCHON, from: 3, to: 5 }, { line: COJEUL, from: 3, to: 7 }],
  ground: GROUND_LINES,
  places: PLACES,
};
