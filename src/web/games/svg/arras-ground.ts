// The ground around Arras that the Arras area maps draw under their areas: rivers and the canal,
// main roads, the railway, Vimy Ridge, places. Latitude / longitude in degrees. Provenance per
// line, in the letters of shared/reference/geography.md: W = village point from an encyclopedia,
// C = commune centroid, M = from memory, E = estimate (course drawn between the places the
// reference names on it). A river's course is estimated from the places on it: it passes between a
// village the reference puts on one bank and one it puts on the other.

import type { GroundLine, GroundPlace, LatLon } from '../../kit/area-geometry.ts';

/** The projection origin: Arras (geography.md, W). */
export const ARRAS: { lat: number; lon: number } = { lat: 50.2897, lon: 2.7808 };

export const SCARPE: GroundLine = {
  id: 'scarpe',
  name: 'Scarpe',
  kind: 'river',
  pts: [
    [50.357, 2.49], // Tincques, its source (M)
    [50.349, 2.585], // Aubigny (M)
    [50.3405, 2.637], // between Haute-Avesnes (S) and Frévin-Capelle (N)
    [50.339, 2.676], // Écoivres, below Mont-St-Éloi
    [50.322, 2.69], // Duisans' north hamlet (E)
    [50.3185, 2.707], // south of Marœuil
    [50.3115, 2.727], // Louez (E)
    [50.309, 2.745], // south of Anzin
    [50.303, 2.762], // Ste-Catherine (E)
    [50.2985, 2.775], // Saint-Nicolas: the canal begins (E)
  ],
  source: 'E: geography.md Watercourses (Tincques, Aubigny, Écoivres, Duisans, Marœuil, Anzin, St-Nicolas) and the banks of the places table',
};

export const SCARPE_CANAL: GroundLine = {
  id: 'scarpe-canal',
  name: 'Scarpe (canal)',
  kind: 'canal',
  pts: [
    [50.2985, 2.775],
    [50.2975, 2.79], // Arras' north edge
    [50.2995, 2.806], // Saint-Laurent-Blangy, both banks
    [50.297, 2.837], // south of Athies
    [50.2925, 2.871], // south of Fampoux
    [50.2945, 2.9], // between Roeux (N) and Monchy (S)
    [50.3, 2.935], // Pelves marshes (E)
    [50.318, 2.975], // towards Vitry and Douai (M)
    [50.33, 3.01],
  ],
  source: "E: geography.md Watercourses (canalised from Saint-Nicolas east past St-Laurent-Blangy, Athies, Fampoux, Roeux; Monchy's north boundary)",
};

export const CRINCHON: GroundLine = {
  id: 'crinchon',
  name: 'Crinchon',
  kind: 'stream',
  pts: [
    [50.212, 2.612], // Bailleulmont, its source (M)
    [50.222, 2.645], // Basseux (M)
    [50.2318, 2.691], // Rivière: between Bellacourt and Bretencourt (E)
    [50.2405, 2.706],
    [50.2485, 2.7225], // Wailly (C)
    [50.2575, 2.745],
    [50.262, 2.757], // Agny (W)
    [50.272, 2.7595], // Achicourt (C)
    [50.283, 2.768], // under Arras
    [50.2975, 2.775], // joins the Scarpe at Saint-Nicolas
  ],
  source: 'E: geography.md Watercourses (Bailleulmont, Basseux, Rivière, Wailly, Agny, Achicourt, under Arras, St-Nicolas)',
};

export const GY: GroundLine = {
  id: 'gy',
  name: 'Gy',
  kind: 'stream',
  pts: [
    [50.307, 2.597], // Habarcq (M)
    [50.2995, 2.625], // Montenescourt (M)
    [50.3005, 2.645], // Gouves (M)
    [50.3055, 2.664], // Agnez-lès-Duisans (M)
    [50.3135, 2.68],
    [50.322, 2.69], // joins the Scarpe at Duisans
  ],
  source: 'E: geography.md Watercourses (Habarcq, Montenescourt, Gouves, Agnez-les-Duisans, joins the Scarpe at Duisans); village points M',
};

export const COJEUL: GroundLine = {
  id: 'cojeul',
  name: 'Cojeul',
  kind: 'stream',
  pts: [
    [50.178, 2.7], // Douchy-lès-Ayette, its source (M)
    [50.205, 2.805], // Boiry-Becquerelle (M)
    [50.222, 2.838], // Hénin (M)
    [50.229, 2.856], // St-Martin (M)
    [50.234, 2.869], // Héninel (geography.md April 1917: 50.232 2.869)
    [50.2455, 2.8745], // Wancourt (W)
    [50.2545, 2.891], // Guémappe (M)
    [50.2615, 2.906], // Monchy's south boundary
    [50.262, 2.94], // towards the Sensée (E)
  ],
  source: "E: geography.md Watercourses (Douchy, Boiry-Becquerelle, Hénin, St-Martin, Héninel, Wancourt, Guémappe, Monchy's south boundary)",
};

export const SENSEE: GroundLine = {
  id: 'sensee',
  name: 'Sensée',
  kind: 'stream',
  pts: [
    [50.203, 2.88], // Croisilles (M)
    [50.222, 2.9],
    [50.2335, 2.9128], // Chérisy (W), on the Sensée
    [50.246, 2.94], // Vis-en-Artois (M)
    [50.262, 2.97],
  ],
  source: 'E: geography.md places (Chérisy on the Sensée); Croisilles and Vis-en-Artois M',
};

const ARRAS_LL: LatLon = [ARRAS.lat, ARRAS.lon];

export const ROADS: GroundLine[] = [
  {
    id: 'n25',
    name: 'N25 Doullens',
    kind: 'road',
    pts: [ARRAS_LL, [50.2828, 2.7281], [50.268, 2.692], [50.2436, 2.6569], [50.215, 2.612], [50.19, 2.57]],
    source: 'E: geography.md Roads (N25: Dainville, Beaumetz-les-Loges)',
  },
  {
    id: 'n319',
    name: 'N319 Amiens',
    kind: 'road',
    pts: [ARRAS_LL, [50.272, 2.765], [50.2272, 2.7397], [50.19, 2.715], [50.16, 2.7]],
    source: 'E: geography.md Roads (N319: Ficheux)',
  },
  {
    id: 'n17s',
    name: 'N17 Bapaume',
    kind: 'road',
    pts: [ARRAS_LL, [50.2639, 2.7894], [50.2363, 2.788], [50.207, 2.807], [50.16, 2.83]],
    source: 'E: geography.md Roads (N17: Beaurains, Mercatel, Boiry-Becquerelle)',
  },
  {
    id: 'n39e',
    name: 'N39 Cambrai',
    kind: 'road',
    pts: [ARRAS_LL, [50.2772, 2.8172], [50.2635, 2.887], [50.246, 2.94], [50.225, 3.01]],
    source: 'E: geography.md Roads (N39: Tilloy, Monchy junction, Vis-en-Artois)',
  },
  {
    id: 'n50',
    name: 'N50 Douai',
    kind: 'road',
    pts: [ARRAS_LL, [50.3031, 2.8036], [50.3267, 2.8822], [50.345, 2.95], [50.36, 3.01]],
    source: 'E: geography.md Roads (N50: St-Laurent-Blangy, Gavrelle)',
  },
  {
    id: 'n17n',
    name: 'N17 Lens',
    kind: 'road',
    pts: [ARRAS_LL, [50.3031, 2.7781], [50.3258, 2.784], [50.3556, 2.8014], [50.3733, 2.8114], [50.41, 2.825]],
    source: 'E: geography.md Roads (N17: St-Nicolas, Roclincourt W edge, Thélus, Vimy)',
  },
  {
    id: 'd937',
    name: 'D937 Béthune',
    kind: 'road',
    pts: [
      [50.3031, 2.7781],
      [50.325, 2.762],
      [50.3505, 2.748],
      [50.41, 2.73],
    ],
    source: 'E: geography.md Roads (D937: La Targette, W edge of Neuville-St-Vaast)',
  },
  {
    id: 'n39w',
    name: 'N39 St-Pol',
    kind: 'road',
    pts: [ARRAS_LL, [50.303, 2.76], [50.315, 2.7], [50.3301, 2.6395], [50.345, 2.57], [50.36, 2.5]],
    source: 'E: geography.md Roads (N39: Haute-Avesnes)',
  },
  {
    id: 'brunehaut',
    name: 'Chaussée Brunehaut',
    kind: 'road',
    pts: [
      [50.3031, 2.7781],
      [50.315, 2.7453],
      [50.3247, 2.7064],
      [50.35, 2.65],
      [50.37, 2.6],
    ],
    source: 'E: geography.md Roads (Chaussée Brunehaut: Anzin) and 1940 data B(22, 23)',
  },
];

export const RAILWAYS: GroundLine[] = [
  {
    id: 'rail-paris',
    name: 'Paris - Lille',
    kind: 'railway',
    pts: [[50.16, 2.76], [50.2608, 2.7603], [50.2723, 2.766], ARRAS_LL, [50.3031, 2.8036], [50.3031, 2.8369], [50.302, 2.9016], [50.33, 2.99]],
    source: 'M: geography.md Railways (S via Achicourt and Agny, NE via St-Laurent-Blangy, Athies, Roeux to Douai)',
  },
];

export const VIMY_RIDGE: GroundLine = {
  id: 'vimy',
  name: 'Vimy Ridge',
  kind: 'ridge',
  pts: [
    [50.39, 2.77], // The Pimple
    [50.379, 2.774], // Hill 145
    [50.356, 2.801], // Thélus
    [50.36, 2.825], // Farbus
  ],
  source: 'geography.md April 1917 (The Pimple, Hill 145, Thélus, Farbus)',
};

export const PLACES: GroundPlace[] = [
  { name: 'Arras', at: [50.2897, 2.7808], town: true, source: 'W' },
  { name: 'Monchy-le-Preux', at: [50.2706, 2.8942], source: 'W' },
  { name: 'Chérisy', at: [50.235, 2.9128], source: 'W' },
  { name: 'Wancourt', at: [50.2483, 2.8717], source: 'W' },
  { name: 'Tilloy', at: [50.2772, 2.8172], source: 'W' },
  { name: 'Neuville-Vitasse', at: [50.2485, 2.821], source: 'C' },
  { name: 'Beaurains', at: [50.2639, 2.7894], source: 'W' },
  { name: 'Mercatel', at: [50.2363, 2.788], source: 'C' },
  { name: 'Ficheux', at: [50.2272, 2.7397], source: 'W' },
  { name: 'Bretencourt', at: [50.229, 2.6985], source: 'E' },
  { name: 'Bellacourt', at: [50.2345, 2.684], source: 'E' },
  { name: 'Wailly', at: [50.248, 2.7197], source: 'C' },
  { name: 'Achicourt', at: [50.2723, 2.7572], source: 'C' },
  { name: 'Agny', at: [50.2608, 2.7603], source: 'W' },
  { name: 'Beaumetz', at: [50.2436, 2.6569], source: 'W' },
  { name: 'Simencourt', at: [50.2544, 2.6319], source: 'C' },
  { name: 'Haute-Avesnes', at: [50.3301, 2.6395], source: 'C' },
  { name: 'Duisans', at: [50.3083, 2.6853], source: 'W' },
  { name: 'Dainville', at: [50.2828, 2.7281], source: 'W' },
  { name: 'Warlus', at: [50.2774, 2.6658], source: 'C' },
  { name: 'Berneville', at: [50.2632, 2.6723], source: 'C' },
  { name: 'Frévin-Capelle', at: [50.3505, 2.6361], source: 'C' },
  { name: 'Mont-St-Éloi', at: [50.3491, 2.6912], source: 'C' },
  { name: 'Marœuil', at: [50.3247, 2.7064], source: 'W' },
  { name: 'Anzin', at: [50.315, 2.7453], source: 'W' },
  { name: 'St-Nicolas', at: [50.3031, 2.7781], source: 'W' },
  { name: 'St-Laurent-Blangy', at: [50.3031, 2.8036], source: 'W' },
  { name: 'Athies', at: [50.3031, 2.8369], source: 'W' },
  { name: 'Fampoux', at: [50.2983, 2.8715], source: 'C' },
  { name: 'Roeux', at: [50.302, 2.9016], source: 'C' },
  { name: 'Gavrelle', at: [50.3267, 2.8822], source: 'C' },
  { name: 'Bailleul', at: [50.3357, 2.8436], source: 'C' },
  { name: 'Neuville-St-Vaast', at: [50.3561, 2.7589], source: 'W' },
  { name: 'Thélus', at: [50.3556, 2.8014], source: 'W' },
  { name: 'Écurie', at: [50.329, 2.765], source: 'E' },
  { name: 'Roclincourt', at: [50.3258, 2.7875], source: 'W' },
  { name: 'Agnez', at: [50.3055, 2.664], source: 'M' },
  { name: 'Ste-Catherine', at: [50.304, 2.7575], source: 'M' },
];

/** Everything drawn under the areas, in drawing order. */
export const GROUND_LINES: GroundLine[] = [...ROADS, ...RAILWAYS, VIMY_RIDGE, SENSEE, COJEUL, GY, CRINCHON, SCARPE, SCARPE_CANAL];
