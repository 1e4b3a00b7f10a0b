// The ground of the Cambrai battlefield (20-26 November 1917) that the Cambrai area map draws under
// its areas: the Canal de St-Quentin (full), the Canal du Nord (unfinished and dry), the Escaut
// (Scheldt), the Hindenburg main and support lines and the Masnières-Beaurevoir line, the main
// roads, the Marcoing railway, the Flesquières ridge, places. Latitude /
// longitude in degrees. Provenance per line, in the letters of shared/reference/cambrai-1917.md:
// W village point, G place point, C commune centroid, E estimate, M from memory. A canal's course
// is estimated from the places the reference puts on either bank of it.
import type { GroundLine, GroundPlace, LatLon } from '../../kit/area-geometry.ts';

/** The projection origin: between Flesquières and Marcoing, the middle of the battlefield (E). */
export const CAMBRAI_ORIGIN: { lat: number; lon: number } = { lat: 50.11, lon: 3.14 };

export const ST_QUENTIN: GroundLine = {
  id: 'st-quentin',
  name: 'Canal de St-Quentin',
  kind: 'canal',
  pts: [
    [50.2, 3.228], // north of Cambrai (M)
    [50.178, 3.222], // Cambrai's west side (E)
    [50.162, 3.2], // between Proville (E bank) and La Folie Wood (E)
    [50.148, 3.19], // between Noyelles (W bank) and Proville (E)
    [50.132, 3.185], // south of Noyelles (E)
    [50.1225, 3.181], // east of Marcoing: road and rail bridges, lock (E)
    [50.1155, 3.195], // the Masnières lock (E)
    [50.1135, 3.209], // Masnières (N bank) / Les Rues Vertes (S bank) bridge (E)
    [50.108, 3.228],
    [50.1, 3.245], // Les Rues-des-Vignes (W bank) / Crèvecoeur (E bank) (E)
    [50.085, 3.232], // Vaucelles (M)
    [50.072, 3.214],
    [50.062, 3.206], // Banteux crossing, east of the village (E)
    [50.048, 3.201],
    [50.036, 3.199], // Honnecourt (M)
    [50.015, 3.19], // towards Vendhuile (M)
  ],
  source: 'E: cambrai-1917.md Canals (from Cambrai south: Proville, Noyelles, Marcoing, Masnières, Crèvecoeur, Banteux; the banks of each place)',
};

export const CANAL_DU_NORD: GroundLine = {
  id: 'canal-du-nord',
  name: 'Canal du Nord (dry)',
  kind: 'canal',
  pts: [
    [50.215, 3.075], // towards Marquion (M)
    [50.196, 3.068],
    [50.18, 3.066], // between Inchy (W) and Quarry Wood (E) (E)
    [50.165, 3.074], // east of Moeuvres (E)
    [50.147, 3.069], // the Bapaume-Cambrai road crossing (M)
    [50.13, 3.069],
    [50.12, 3.073], // Lock 7, north of Havrincourt (E)
    [50.107, 3.071], // west of Havrincourt (E)
    [50.097, 3.058], // through the north-west of Havrincourt Wood towards Ruyaulcourt (M)
    [50.085, 3.04],
    [50.07, 3.02],
  ],
  source:
    'E: cambrai-1917.md Canals (west bank Hermies, Demicourt, Moeuvres, Inchy; east bank Havrincourt, Graincourt, Bourlon; lock 7 north of Havrincourt); the course south of Havrincourt M',
};

/** The river whose valley the canal follows (drawn beside it; the canal is the obstacle). */
export const ESCAUT: GroundLine = {
  id: 'escaut',
  name: 'Escaut (Scheldt)',
  kind: 'stream',
  pts: [
    [50.005, 3.245], // towards its source at Gouy (M)
    [50.035, 3.205], // Honnecourt (M)
    [50.06, 3.211], // Banteux (E)
    [50.083, 3.238], // Vaucelles (M)
    [50.103, 3.25], // Crèvecoeur (E)
    [50.116, 3.212], // Masnières (E)
    [50.126, 3.184], // Marcoing (E)
    [50.15, 3.196], // Noyelles - Proville (E)
    [50.176, 3.226], // Cambrai (E)
  ],
  source:
    'M: the Escaut rises at Gouy and flows north beside the canal past Honnecourt, Banteux, Crèvecoeur, Masnières, Marcoing and Noyelles to Cambrai; points E within ~0.3 km of the canal',
};

export const CAMBRAI_ROADS: GroundLine[] = [
  {
    id: 'bapaume-cambrai',
    name: 'Bapaume - Cambrai road',
    kind: 'road',
    pts: [
      [50.1247, 2.9786],
      [50.137, 3.03],
      [50.147, 3.069],
      [50.152, 3.1],
      [50.157, 3.1251],
      [50.1678, 3.1606],
      [50.176, 3.2347],
    ],
    source: 'E: cambrai-1917.md (Anneux and Fontaine on the Bapaume-Cambrai road; Beaumetz, Boursies M)',
  },
  {
    id: 'arras-cambrai',
    name: 'Arras - Cambrai road',
    kind: 'road',
    pts: [
      [50.215, 3.0],
      [50.212, 3.085],
      [50.19, 3.17],
      [50.176, 3.2347],
    ],
    source: 'M: the Arras road through Marquion and Raillencourt (zones B, C)',
  },
  {
    id: 'cambrai-st-quentin',
    name: 'Cambrai - St-Quentin road',
    kind: 'road',
    pts: [
      [50.176, 3.2347],
      [50.15, 3.215],
      [50.1158, 3.2106],
      [50.111, 3.207],
      [50.076, 3.2],
      [50.05, 3.22],
      [50.02, 3.24],
    ],
    source: 'M: through Masnières, Les Rues Vertes and Bonavis farm (cambrai-1917.md places)',
  },
  {
    id: 'gouzeaucourt-marcoing',
    name: 'Gouzeaucourt - Marcoing road',
    kind: 'road',
    pts: [
      [50.0561, 3.1235],
      [50.0797, 3.135],
      [50.1039, 3.1317],
      [50.1206, 3.1728],
    ],
    source: 'E: Gouzeaucourt, Villers-Plouich, Ribécourt, Marcoing (cambrai-1917.md places)',
  },
  {
    id: 'trescault-graincourt',
    name: 'Trescault - Flesquières - Graincourt road',
    kind: 'road',
    pts: [
      [50.0904, 3.0968],
      [50.1244, 3.1175],
      [50.1453, 3.1103],
      [50.157, 3.1251],
    ],
    source: 'E: Trescault, Flesquières, Graincourt, Anneux (cambrai-1917.md places)',
  },
];

export const CAMBRAI_RAILWAYS: GroundLine[] = [
  {
    id: 'rail-marcoing',
    name: 'Marcoing line',
    kind: 'railway',
    pts: [
      [50.03, 3.1],
      [50.0561, 3.1235],
      [50.0797, 3.14],
      [50.1, 3.16],
      [50.1206, 3.176],
      [50.15, 3.2],
      [50.176, 3.2347],
    ],
    source: 'M: Gouzeaucourt railhead (cambrai-1917.md) up the Couillet valley to Marcoing (its rail bridge) and Cambrai',
  },
];

export const FLESQUIERES_RIDGE: GroundLine = {
  id: 'flesquieres-ridge',
  name: 'Flesquières Ridge',
  kind: 'ridge',
  pts: [
    [50.127, 3.1],
    [50.125, 3.115],
    [50.125, 3.15],
  ],
  source: 'cambrai-1917.md: Flesquières Ridge runs east-west at about 50.125 N from 3.115 to 3.150 E',
};

export const CAMBRAI_PLACES: GroundPlace[] = [
  { name: 'Cambrai', at: [50.176, 3.2347], town: true, source: 'G' },
  { name: 'Havrincourt', at: [50.1119, 3.0869], source: 'W' },
  { name: 'Flesquières', at: [50.1244, 3.1175], source: 'W' },
  { name: 'Ribécourt', at: [50.1039, 3.1317], source: 'C' },
  { name: 'Marcoing', at: [50.1206, 3.1728], source: 'W' },
  { name: 'Masnières', at: [50.1158, 3.2106], source: 'W' },
  { name: 'Crèvecoeur', at: [50.1064, 3.2517], source: 'W' },
  { name: 'Noyelles', at: [50.1389, 3.1831], source: 'W' },
  { name: 'Cantaing', at: [50.1452, 3.1571], source: 'C' },
  { name: 'Fontaine', at: [50.1678, 3.1606], source: 'W' },
  { name: 'Bourlon', at: [50.1769, 3.1143], source: 'G' },
  { name: 'Bourlon Wood', at: [50.17, 3.13], source: 'E' },
  { name: 'Anneux', at: [50.157, 3.1251], source: 'C' },
  { name: 'Graincourt', at: [50.1453, 3.1103], source: 'W' },
  { name: 'Moeuvres', at: [50.1642, 3.065], source: 'W' },
  { name: 'Inchy', at: [50.1806, 3.0526], source: 'G' },
  { name: 'Demicourt', at: [50.127, 3.035], source: 'E' },
  { name: 'Hermies', at: [50.1113, 3.042], source: 'G' },
  { name: 'Havrincourt Wood', at: [50.085, 3.05], source: 'E' },
  { name: 'Trescault', at: [50.0904, 3.0968], source: 'C' },
  { name: 'Villers-Plouich', at: [50.0797, 3.135], source: 'W' },
  { name: 'La Vacquerie', at: [50.077, 3.165], source: 'E' },
  { name: 'Gouzeaucourt', at: [50.0561, 3.1235], source: 'G' },
  { name: 'Gonnelieu', at: [50.0597, 3.1591], source: 'C' },
  { name: 'Villers-Guislain', at: [50.0407, 3.155], source: 'G' },
  { name: 'Banteux', at: [50.0614, 3.1986], source: 'W' },
  { name: 'Bonavis', at: [50.076, 3.2], source: 'E' },
  { name: 'Rumilly', at: [50.1269, 3.2187], source: 'G' },
  { name: 'Les Rues Vertes', at: [50.111, 3.207], source: 'E' },
  { name: 'Les Rues-des-Vignes', at: [50.0958, 3.2385], source: 'G' },
];

/** The German defences (cambrai-1917.md "Canals and lines"); every point E. */
export const HINDENBURG_LINES: GroundLine[] = [
  {
    id: 'hl-main',
    name: 'Hindenburg Line (main)',
    kind: 'trench',
    pts: [
      [50.062, 3.203],
      [50.074, 3.188],
      [50.086, 3.172],
      [50.094, 3.152],
      [50.098, 3.13],
      [50.102, 3.108],
      [50.104, 3.09],
      [50.112, 3.077],
      [50.125, 3.076],
      [50.14, 3.076],
      [50.155, 3.079],
      [50.17, 3.078],
    ],
    source:
      "E: cambrai-1917.md (from the canal at Banteux north-west 6 miles to Havrincourt, behind the outposts at La Vacquerie and Havrincourt Wood's NE corner, then north 4 miles along the Canal du Nord to Moeuvres)",
  },
  {
    id: 'hl-support',
    name: 'Hindenburg support line',
    kind: 'trench',
    pts: [
      [50.128, 3.163],
      [50.128, 3.15],
      [50.126, 3.13],
      [50.124, 3.112],
      [50.128, 3.098],
      [50.14, 3.097],
      [50.155, 3.1],
      [50.168, 3.1],
    ],
    source: 'E: cambrai-1917.md (1-2 km behind the main line: Flesquières-Premy Chapel, north of Graincourt toward Bourlon)',
  },
  {
    id: 'masnieres-beaurevoir',
    name: 'Masnières-Beaurevoir line (incomplete)',
    kind: 'trench',
    pts: [
      [50.14, 3.23],
      [50.128, 3.232],
      [50.115, 3.245],
      [50.103, 3.262],
      [50.085, 3.262],
      [50.065, 3.255],
    ],
    source: 'E: cambrai-1917.md (about 4,000 yd behind the main line, east of the canal, Rumilly-Crèvecoeur, incomplete)',
  },
];

/**
 * A wood's outline around the point the reference gives it: `ew` by `ns` km, an irregular oval
 * (`lobes` wobbles its edge so that it reads as a wood, not a shape of the game).
 */
function woodOutline(at: LatLon, ew: number, ns: number, lobes: number[]): LatLon[] {
  const kmLat = 111.2;
  const kmLon = 111.2 * Math.cos((at[0] * Math.PI) / 180);
  return lobes.map((f, i) => {
    const a = (i / lobes.length) * 2 * Math.PI;
    return [at[0] + (Math.sin(a) * ns * f) / 2 / kmLat, at[1] + (Math.cos(a) * ew * f) / 2 / kmLon] as LatLon;
  });
}

/**
 * The woods the reference names (cambrai-1917.md, every centre E); their extent is from memory (M) of
 * the 1917 trench maps: Havrincourt Wood the largest (the tanks' assembly wood), Bourlon Wood on its
 * hill, the small Nine, La Folie and Lateau Woods. Drawn under the areas as the canals are; the
 * game's areas named after them are the rules' matter (data.ts).
 */
export const CAMBRAI_WOODS: GroundLine[] = [
  {
    id: 'bourlon-wood',
    name: 'Bourlon Wood',
    kind: 'wood',
    pts: woodOutline([50.17, 3.13], 2.0, 1.5, [1, 0.9, 1.05, 0.95, 1.1, 0.85, 1, 1.05, 0.9, 1]),
    source: 'centre E (cambrai-1917.md, hill ~110 m); extent M: about 2 km by 1.5 km',
  },
  {
    id: 'havrincourt-wood',
    name: 'Havrincourt Wood',
    kind: 'wood',
    pts: woodOutline([50.085, 3.05], 3.4, 2.4, [1, 0.85, 1.05, 0.9, 1.1, 0.95, 0.8, 1.05, 0.95, 1.1, 0.9, 1]),
    source: 'centre E (cambrai-1917.md, tank assembly); extent M: about 3.5 km by 2.5 km',
  },
  {
    id: 'nine-wood',
    name: 'Nine Wood',
    kind: 'wood',
    pts: woodOutline([50.13, 3.163], 0.7, 0.55, [1, 0.9, 1.1, 0.95, 1, 0.85, 1.05, 1]),
    source: 'centre E (cambrai-1917.md, NW of Marcoing); extent M',
  },
  {
    id: 'la-folie-wood',
    name: 'La Folie Wood',
    kind: 'wood',
    pts: woodOutline([50.158, 3.178], 1.0, 0.7, [1, 0.9, 1.1, 0.95, 1, 0.85, 1.05, 1]),
    source: 'centre E (cambrai-1917.md); extent M',
  },
  {
    id: 'lateau-wood',
    name: 'Lateau Wood',
    kind: 'wood',
    pts: woodOutline([50.082, 3.207], 1.1, 0.8, [1, 0.9, 1.1, 0.95, 1, 0.85, 1.05, 1]),
    source: 'centre E (cambrai-1917.md); extent M',
  },
];

/** Everything drawn under the areas, in drawing order (woods first: roads and lines run through them). */
export const CAMBRAI_GROUND_LINES: GroundLine[] = [
  ...CAMBRAI_WOODS,
  FLESQUIERES_RIDGE,
  ...HINDENBURG_LINES,
  ...CAMBRAI_ROADS,
  ...CAMBRAI_RAILWAYS,
  ESCAUT,
  CANAL_DU_NORD,
  ST_QUENTIN,
];
export type { LatLon };
