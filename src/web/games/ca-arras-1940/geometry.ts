// Counter-Attack 1940: where each Area and Zone lies on the ground, for drawing the map. The
// printed map is not available; each area is grown from its village(s) (lat/lon from
// shared/reference/geography.md, letters W/C/M/E as there) up to its neighbours, never across the
// Scarpe, the Gy or the Crinchon stretch that the game's data makes area borders. The rules' data
// (src/games/ca-arras-1940/data.ts: adjacency, boundary kinds) is untouched; the test
// test/web/area-geometry.test.ts lists where the drawn borders and the data's adjacency differ.
// An owner of the printed map corrects a shape by moving or adding places, or by `weight`.
import { ARRAS, CRINCHON, GROUND_LINES, GY, PLACES, SCARPE, SCARPE_CANAL } from '../svg/arras-ground.ts';
import type { AreaMapGeometry } from '../../kit/area-geometry.ts';

export const GEOMETRY: AreaMapGeometry = {
  origin: ARRAS,
  frame: { x0: -12.6, y0: -8.6, x1: 11.2, y1: 8.8 },
  band: 2.5,
  scale: 40,
  res: 0.12,
  areas: {
    1: { at: [[50.2706, 2.8942]], source: 'Monchy-le-Preux W' },
    2: { at: [[50.235, 2.9128]], source: 'Chérisy W' },
    3: { at: [[50.2772, 2.8172]], source: 'Tilloy W' },
    4: { at: [[50.2485, 2.821]], source: 'Neuville-Vitasse C' },
    5: { at: [[50.2639, 2.7894]], source: 'Beaurains W' },
    6: { at: [[50.2363, 2.788]], source: 'Mercatel C' },
    7: { at: [[50.2272, 2.7397]], source: 'Ficheux W' },
    8: { at: [[50.229, 2.6985]], source: 'Bretencourt E' },
    9: {
      at: [
        [50.248, 2.7197],
        [50.2445, 2.69],
      ],
      source: 'Wailly C; reconstructed: the fields west of Wailly towards Beaumetz (data 9/13)',
    },
    10: {
      at: [
        [50.2723, 2.7572],
        [50.2608, 2.7603],
        [50.265, 2.748],
      ],
      source: 'Achicourt C, Agny W (data 6/10: Agny is part of Area 10); reconstructed: west to the corner with Berneville (8.3.6)',
    },
    11: {
      at: [
        [50.2828, 2.7281],
        [50.2865, 2.755],
      ],
      source: "Dainville W; reconstructed: the N25 into Arras's western suburbs (data 11/25)",
    },
    12: {
      at: [
        [50.2632, 2.6723],
        [50.263, 2.69],
      ],
      source: 'Berneville C; reconstructed: east to the corner with Achicourt (8.3.6: 10/12 meet at a corner)',
    },
    13: { at: [[50.2436, 2.6569]], source: 'Beaumetz-les-Loges W' },
    14: { at: [[50.2544, 2.6319]], source: 'Simencourt C' },
    15: { at: [[50.2774, 2.6658]], source: 'Warlus C' },
    16: {
      at: [
        [50.3055, 2.664],
        [50.2995, 2.625],
      ],
      source: 'Agnez-lès-Duisans M; Montenescourt M (the Gy valley to the west edge: data 16/D, 14/16)',
    },
    17: {
      at: [
        [50.3083, 2.6853],
        [50.317, 2.688],
      ],
      source: 'Duisans W; its north hamlet on the Scarpe (data 17/19, 17/22)',
    },
    18: {
      at: [
        [50.304, 2.7575],
        [50.3065, 2.735],
        [50.305, 2.712],
      ],
      source: 'Ste-Catherine M; reconstructed: the south bank of the Scarpe west to Louez (data 15/18, 18/22, 18/23)',
    },
    19: {
      at: [
        [50.3301, 2.6395],
        [50.333, 2.66],
      ],
      source: 'Haute-Avesnes C; reconstructed: the south bank to Écoivres (data 19/21 bridged at Écoivres)',
    },
    20: { at: [[50.3505, 2.6361]], source: 'Frévin-Capelle C' },
    21: { at: [[50.3491, 2.6912]], source: 'Mont-St-Éloi C' },
    22: { at: [[50.3247, 2.7064]], source: 'Marœuil W' },
    23: {
      at: [
        [50.315, 2.7453],
        [50.3075, 2.765],
      ],
      source: 'Anzin-St-Aubin W; reconstructed: the north bank facing Ste-Catherine (data 18/23 bridged at Anzin, 18/24 not adjacent)',
    },
    24: {
      at: [
        [50.3031, 2.7781],
        [50.322, 2.77],
      ],
      weight: 1.1,
      source: 'St-Nicolas W; reconstructed: north between Écurie and Roclincourt (data 24/30)',
    },
    25: {
      at: [
        [50.2897, 2.7808],
        [50.2955, 2.769],
      ],
      weight: 1.25,
      source: 'Arras W; reconstructed: its north-west quarter on the Scarpe, facing St-Nicolas (data 18/24 not adjacent); weight: the town and its suburbs',
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
        [50.2983, 2.8715],
        [50.302, 2.9016],
      ],
      source: 'Fampoux C, Roeux C',
    },
    28: { at: [[50.3267, 2.8822]], source: 'Gavrelle C' },
    29: {
      at: [
        [50.3556, 2.8014],
        [50.3258, 2.7875],
      ],
      source: 'Thélus W; Roclincourt W (data 24/29: the Lens road St-Nicolas - Roclincourt - Thélus)',
    },
    30: { at: [[50.3561, 2.7589]], source: 'Neuville-St-Vaast W' },
  },
  zones: {
    31: { edges: [['E', -8.6, 0.9]], source: 'Zone A (Cambrai): the east edge south of the Scarpe' },
    32: { edges: [['S', -7.2, 13.7]], source: 'Zone B (Bapaume): the south edge' },
    33: {
      edges: [
        ['S', -15.1, -7.8],
        ['W', -8.6, -1.8],
      ],
      source: 'Zone C (Doullens): the south-west corner',
    },
    34: {
      edges: [
        ['W', -1.2, 11.3],
        ['N', -15.1, -8.8],
      ],
      source: 'Zone D (St-Pol): the west edge and the north-west corner',
    },
    35: { edges: [['N', -8, 6.4]], source: 'Zone E (Lens): the north edge' },
    36: {
      edges: [
        ['N', 7, 13.7],
        ['E', 1.5, 8.8],
      ],
      source: 'Zone F (Douai): the east edge north of the Scarpe',
    },
  },
  barriers: [{ line: SCARPE }, { line: SCARPE_CANAL }, { line: GY, to: 4 }, { line: CRINCHON, from: 3, to: 5 }],
  ground: GROUND_LINES,
  places: PLACES,
};
