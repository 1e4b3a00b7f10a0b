// Counterattack at Arras (Command Magazine Japan postcard game, 2009; Banner of War Studio, 2016):
// every datum of the game in one readable file.
//
// The printed postcard (map, counters, combat results table) is not available: only the rules from
// 7.0 on and the summary of setup, victory, sequence and zones of control survive
// (../shared/rules/counterattack-at-arras-postcard.en.txt). Every datum below carries its
// provenance: `rulebook <rule>` when the rules give it, `reconstructed: <reason>` when it was
// rebuilt from real geography (../shared/reference/geography.md) and the order of battle of
// 21 May 1940. The unnumbered paragraphs of the rules are cited by name: `Setup`, `Victory`,
// `Sequence`; the zone-of-control paragraph is `6.0` (rule 8.7 refers to it as "see 6.0").
// Owners of the printed card can correct the data here without touching the rules code.

export type Side = 'allied' | 'german';
export type UnitType = 'tank' | 'infantry';
export type Terrain = 'clear' | 'city';

/** `rulebook <rule>` or `reconstructed: <reason>`. */
export type Provenance = string;

// ---------------------------------------------------------------------------------------------
// The map

export const MAP = {
  // Flat-topped hexes in columns 01-11, rows 01-08, even columns half a hex lower; ids `ccrr`.
  cols: 11,
  rows: 8,
  orientation: 'flat' as const,
  shoved: 'even' as const,
  kmPerHex: 2,
  src:
    'reconstructed: a postcard holds about 11 x 8 hexes; at 2 km a hex the map runs from Simencourt and ' +
    'Haute-Avesnes (west edge) to Fampoux and Wancourt (east edge), and from Mont-St-Eloi and Roclincourt ' +
    '(north) to the Cojeul below Mercatel (south). Hex 0704 is Arras; column centres are 1.73 km apart, ' +
    'rows 2 km, so each place of geography.md falls in the hex nearest its coordinates.',
} as const;

/** Terrain of every hex not listed in HEXES. */
export const DEFAULT_TERRAIN: { terrain: Terrain; src: Provenance } = {
  terrain: 'clear',
  src: 'rulebook 7.1 names only clear terrain (1 MP); the open Artois plateau is clear',
};

export interface HexData {
  name: string;
  terrain: Terrain;
  src: Provenance;
}

/** Named hexes (villages are labels only: the rules give no village terrain). */
export const HEXES: Record<string, HexData> = {
  '0704': { name: 'Arras', terrain: 'city', src: 'rulebook 8.3 (Arras hex, -1 DRM for its defender); reconstructed position: the map is centred on Arras' },
  '0102': { name: 'Haute-Avesnes', terrain: 'clear', src: 'reconstructed: geography.md 50.330 N 2.640 E, south of the Scarpe' },
  '0106': { name: 'Simencourt', terrain: 'clear', src: 'reconstructed: geography.md 50.254 N 2.632 E' },
  '0204': { name: 'Warlus', terrain: 'clear', src: 'reconstructed: geography.md 50.277 N 2.666 E' },
  '0205': { name: 'Berneville', terrain: 'clear', src: 'reconstructed: geography.md 50.263 N 2.672 E' },
  '0206': { name: 'Beaumetz-les-Loges', terrain: 'clear', src: 'reconstructed: geography.md 50.244 N 2.657 E' },
  '0301': { name: 'Mont-St-Eloi', terrain: 'clear', src: 'reconstructed: geography.md 50.349 N 2.691 E' },
  '0303': { name: 'Duisans', terrain: 'clear', src: 'reconstructed: geography.md 50.308 N 2.685 E, Scarpe at its north hamlet' },
  '0402': { name: 'Maroeuil', terrain: 'clear', src: 'reconstructed: geography.md 50.325 N 2.706 E, mainly north of the Scarpe' },
  '0406': { name: 'Wailly', terrain: 'clear', src: 'reconstructed: geography.md 50.248 N 2.720 E, on the Crinchon' },
  '0407': { name: 'Bretencourt', terrain: 'clear', src: 'reconstructed: geography.md 50.229 N 2.699 E, on the Crinchon' },
  '0504': { name: 'Dainville', terrain: 'clear', src: 'reconstructed: geography.md 50.283 N 2.728 E, on the N25' },
  '0507': { name: 'Ficheux', terrain: 'clear', src: 'reconstructed: geography.md 50.227 N 2.740 E, on the N319' },
  '0601': { name: 'Ecurie', terrain: 'clear', src: 'reconstructed: geography.md 50.329 N 2.765 E' },
  '0602': { name: 'Anzin-St-Aubin', terrain: 'clear', src: 'reconstructed: geography.md 50.315 N 2.745 E, mainly north of the Scarpe' },
  '0604': { name: 'Achicourt', terrain: 'clear', src: 'reconstructed: geography.md 50.272 N 2.757 E, on the Crinchon' },
  '0605': { name: 'Agny', terrain: 'clear', src: 'reconstructed: geography.md 50.261 N 2.760 E, on the Crinchon' },
  '0702': { name: 'Roclincourt', terrain: 'clear', src: 'reconstructed: geography.md 50.326 N 2.788 E' },
  '0703': { name: 'St-Nicolas', terrain: 'clear', src: 'reconstructed: geography.md 50.303 N 2.778 E, north bank of the Scarpe' },
  '0705': { name: 'Beaurains', terrain: 'clear', src: 'reconstructed: geography.md 50.264 N 2.789 E, on the N17' },
  '0707': { name: 'Mercatel', terrain: 'clear', src: 'reconstructed: geography.md 50.236 N 2.788 E, on the N17' },
  '0803': { name: 'St-Laurent-Blangy', terrain: 'clear', src: 'reconstructed: geography.md 50.303 N 2.804 E, on the Scarpe' },
  '0804': { name: 'Tilloy', terrain: 'clear', src: 'reconstructed: geography.md 50.277 N 2.817 E, on the N39' },
  '0808': { name: 'Boiry-Becquerelle', terrain: 'clear', src: 'reconstructed: geography.md (N17 and Cojeul) about 50.215 N 2.80 E' },
  '0903': { name: 'Athies', terrain: 'clear', src: 'reconstructed: geography.md 50.303 N 2.837 E, north of the Scarpe' },
  '0906': { name: 'Neuville-Vitasse', terrain: 'clear', src: 'reconstructed: geography.md 50.249 N 2.821 E' },
  '0908': { name: 'Henin', terrain: 'clear', src: 'reconstructed: geography.md (Cojeul) about 50.225 N 2.835 E' },
  '1001': { name: 'Bailleul-Sir-Berthoult', terrain: 'clear', src: 'reconstructed: geography.md 50.336 N 2.844 E' },
  '1007': { name: 'St-Martin-sur-Cojeul', terrain: 'clear', src: 'reconstructed: geography.md (Cojeul) about 50.23 N 2.85 E' },
  '1102': { name: 'Gavrelle', terrain: 'clear', src: 'reconstructed: geography.md 50.327 N 2.882 E, on the N50' },
  '1104': { name: 'Fampoux', terrain: 'clear', src: 'reconstructed: geography.md 50.298 N 2.872 E, north of the Scarpe' },
  '1106': { name: 'Wancourt', terrain: 'clear', src: 'reconstructed: geography.md 50.248 N 2.872 E, on the Cojeul' },
  '1107': { name: 'Heninel', terrain: 'clear', src: 'reconstructed: geography.md (Cojeul) 50.232 N 2.869 E' },
};

/** The west map edge the German player must break through (Victory). */
export const WEST_EDGE = {
  col: 1,
  src: 'rulebook Victory ("breaks through from the west map edge"); reconstructed: column 01, Simencourt and Haute-Avesnes, the road west to Doullens and St-Pol',
} as const;

/** The turn record track: the southernmost hex row, part of the map (units may enter it). */
export const TURN_TRACK = {
  row: 8,
  // Turn n is printed in hex TURN_TRACK.hexes[n-1].
  hexes: ['0208', '0308', '0408', '0508', '0608', '0708', '0808', '0908'],
  lastTurn: 8,
  src:
    'rulebook Setup (southernmost hex row is the Turn Record Track, part of the map) and Victory (Turn 8); ' +
    'reconstructed: the eight boxes in columns 02-09 of row 08',
} as const;

export interface RoadData {
  name: string;
  /** Hexes the road runs through, in order; consecutive hexes are adjacent. */
  path: string[];
  /** The road leaves the map across the west edge from its last hex (exit costs a road move). */
  exitsWest?: boolean;
  src: Provenance;
}

// Roads: 7.1 (0.5 MP along a road, river ignored). All road courses are reconstructed from
// geography.md ("Roads from Arras (1940)") and the routes of 21 May 1940.
export const ROADS: RoadData[] = [
  {
    name: 'N25 to Doullens',
    path: ['0704', '0604', '0504', '0404', '0305', '0205', '0206', '0107'],
    exitsWest: true,
    src: 'reconstructed: geography.md N25 by Dainville and Beaumetz, Warlus/Berneville just north',
  },
  {
    name: 'N39 to St-Pol',
    path: ['0704', '0603', '0503', '0403', '0303', '0202', '0102'],
    exitsWest: true,
    src: 'reconstructed: geography.md N39 WNW by Haute-Avesnes',
  },
  { name: 'N319 to Amiens', path: ['0704', '0705', '0605', '0606', '0507', '0508'], src: 'reconstructed: geography.md N319 SSW by Ficheux' },
  {
    name: 'N17 to Bapaume',
    path: ['0704', '0705', '0706', '0707', '0708'],
    src: 'reconstructed: geography.md N17 S by Beaurains, Mercatel, Boiry-Becquerelle',
  },
  { name: 'N39 to Cambrai', path: ['0704', '0804', '0905', '1005', '1105'], src: 'reconstructed: geography.md N39 ESE by Tilloy towards Monchy' },
  { name: 'N50 to Douai', path: ['0704', '0803', '0903', '1002', '1102'], src: 'reconstructed: geography.md N50 ENE by St-Laurent-Blangy and Gavrelle' },
  { name: 'N17 to Lens', path: ['0704', '0703', '0702', '0701'], src: 'reconstructed: geography.md N17 N by St-Nicolas and Roclincourt' },
  { name: 'D937 to Bethune', path: ['0702', '0601'], src: 'reconstructed: geography.md D937 NNW by La Targette' },
  { name: 'Chaussee Brunehaut to Houdain', path: ['0703', '0602', '0502', '0401', '0301'], src: 'reconstructed: geography.md NW by Anzin' },
  {
    name: 'Maroeuil - Duisans - Warlus - Berneville',
    path: ['0502', '0402', '0303', '0304', '0204', '0205'],
    src: 'reconstructed: local road of the 7 RTR / 8 DLI column (geography.md, 21 May 1940)',
  },
  {
    name: 'Achicourt - Agny - Beaurains',
    path: ['0604', '0605', '0705'],
    src: 'reconstructed: local road of the 4 RTR / 6 DLI column (geography.md, 21 May 1940)',
  },
  {
    name: 'Berneville - Wailly - Ficheux',
    path: ['0205', '0306', '0406', '0507'],
    src: 'reconstructed: local road by Wailly, where Rommel stood (geography.md)',
  },
  {
    name: 'Beaurains - Neuville-Vitasse - Wancourt',
    path: ['0705', '0805', '0906', '1006', '1106'],
    src: 'reconstructed: local road along the Cojeul objective',
  },
  { name: 'Simencourt - Beaumetz', path: ['0106', '0206'], src: 'reconstructed: local road' },
];

export interface RiverData {
  name: string;
  /** The hexsides it runs along, upstream first; each side meets the next at a corner. */
  sides: [string, string][];
  src: Provenance;
}

// Rivers: 7.1 (+1 MP to cross unless along a road). Courses from geography.md "Watercourses".
export const RIVERS: RiverData[] = [
  {
    name: 'Scarpe',
    sides: [
      ['0101', '0102'],
      ['0102', '0201'],
      ['0201', '0202'],
      ['0202', '0302'],
      ['0302', '0303'],
      ['0303', '0402'],
      ['0402', '0403'],
      ['0402', '0503'],
      ['0502', '0503'],
      ['0503', '0602'],
      ['0602', '0603'],
      ['0603', '0703'],
      ['0703', '0704'],
      ['0704', '0803'],
      ['0803', '0804'],
      ['0803', '0904'],
      ['0903', '0904'],
      ['0904', '1003'],
      ['1003', '1004'],
      ['1004', '1104'],
      ['1104', '1105'],
    ],
    src: 'reconstructed: geography.md, west to east past Haute-Avesnes (south bank), Duisans (south), Maroeuil and Anzin (north), St-Nicolas (north), along the north edge of Arras, St-Laurent-Blangy, Athies and Fampoux (north)',
  },
  {
    name: 'Crinchon',
    sides: [
      ['0307', '0407'],
      ['0406', '0407'],
      ['0406', '0507'],
      ['0506', '0507'],
      ['0506', '0606'],
      ['0506', '0605'],
      ['0505', '0605'],
      ['0604', '0605'],
      ['0604', '0705'],
      ['0604', '0704'],
      ['0603', '0704'],
    ],
    src: 'reconstructed: geography.md, from Bretencourt north-east by Wailly, Agny and Achicourt, under Arras, into the Scarpe at St-Nicolas',
  },
  {
    name: 'Cojeul',
    sides: [
      ['0708', '0808'],
      ['0807', '0808'],
      ['0807', '0908'],
      ['0907', '0908'],
      ['0907', '1007'],
      ['1006', '1007'],
      ['1006', '1107'],
      ['1106', '1107'],
    ],
    src: 'reconstructed: geography.md, from Boiry-Becquerelle north-east by Henin, St-Martin and Heninel to Wancourt (the British objective of 21 May)',
  },
];

// ---------------------------------------------------------------------------------------------
// Counters

export interface UnitData {
  id: string;
  name: string;
  side: Side;
  /** Tank units advance 2 hexes after combat, infantry 1 (8.7); 6.0 limits tanks' advance in EZoC. */
  type: UnitType;
  /** One combat strength, used to attack and to defend (8.1). */
  strength: number;
  /** Movement allowance in movement points (7.1). */
  ma: number;
  /** Setup hex ("the hexes on which a unit name is printed", Setup). */
  setup: string;
  /** Four letters for the terminal map. */
  abbr: string;
  src: Provenance;
}

// The rules give one combat strength per unit (8.1 "combat strength") and distinguish Tank and
// Infantry units (8.7). Values are reconstructed: Matildas nearly immune to the German 37 mm guns
// (strong, slow); the Durham Light Infantry on foot and tired (weak, slow); the French SOMUA tanks
// of 3e DLM fast and strong; 7th Panzer's light tanks fast but weak against Matildas; the rifle
// regiments motorised; the SS Totenkopf green infantry.
// Rescale (issue 17). The one combat strength the rules print is the 88's: 8 (8.8). With the
// Matildas at 5-6 it only ever fired at 1:1, a nuisance rather than the gun that stopped the British
// tanks. Every counter was rescaled about by half, so that 8 is a heavy gun (2:1 against the Matilda
// IIs of 7 RTR and the SOMUAs, 4:1 against the Matilda Is of 4 RTR), keeping the historical relations:
// the Matilda IIs (3) stronger than 7th Panzer's light tanks (Pz.Rgt.25 and Pz.Abt.66: 2), the SOMUAs
// as strong as the Matilda IIs, a rifle regiment (2) stronger than a DLI battalion or the motorised
// dragoons (1), the SS-T regiments and the 37 mm anti-tank battalion weak (1). Odds are rounded for
// the defender (8.1), so most pairings keep their column. Balance then comes from setup and movement
// allowances only (docs/games/arras-postcard.md, Balance, "Issue 17").
export const UNITS: UnitData[] = [
  {
    id: '4rtr',
    name: '4 RTR',
    side: 'allied',
    type: 'tank',
    strength: 2,
    ma: 2,
    setup: '0504',
    abbr: '4RTR',
    src: 'reconstructed: 1st Army Tank Brigade, mostly Matilda I; left column by Dainville. Balance (was MA 3 at 0503): MA 2, Matildas at walking pace (about 8 km/h cross-country) and so the counter-attack must be set up in the path of the German columns; set up at Dainville on the N25, where the left column crossed the Arras-Doullens road Rescaled (issue 17, was strength 5): see the rescale note above UNITS',
  },
  {
    id: '7rtr',
    name: '7 RTR',
    side: 'allied',
    type: 'tank',
    strength: 3,
    ma: 2,
    setup: '0304',
    abbr: '7RTR',
    src: "reconstructed: 1st Army Tank Brigade with most of the Matilda IIs; right column between Duisans and Warlus. Balance (was MA 3 at 0303 Duisans): MA 2 (slow Matildas), set up south of Duisans on the column's road to Warlus, so the right column starts across the German line of advance to the west Rescaled (issue 17, was strength 6): see the rescale note above UNITS",
  },
  {
    id: '6dli',
    name: '6 DLI',
    side: 'allied',
    type: 'infantry',
    strength: 1,
    ma: 1,
    setup: '0604',
    abbr: '6DLI',
    src: 'rulebook Setup with the Command Magazine Japan correction (commandmagazine.jp/faq, postcard game Arasu no Hangeki: the Allied counter mix has two "6DLI" counters, one of which should read "8DLI"; the setup labels printed on the map are correct), so 6 DLI and 8 DLI are both Allied counters with printed setup hexes; reconstructed: 151st Brigade, with the left column, on foot and tired after a night march. Balance (was MA 2 at 0603): MA 1, infantry on foot beside the tanks; set up at Achicourt, where the left column went in Rescaled (issue 17, was strength 2): see the rescale note above UNITS',
  },
  {
    id: '8dli',
    name: '8 DLI',
    side: 'allied',
    type: 'infantry',
    strength: 1,
    ma: 1,
    setup: '0204',
    abbr: '8DLI',
    src: 'rulebook Setup with the Command Magazine Japan correction (commandmagazine.jp/faq, postcard game Arasu no Hangeki: the Allied counter mix has two "6DLI" counters, one of which should read "8DLI"; the setup labels printed on the map are correct), so 6 DLI and 8 DLI are both Allied counters with printed setup hexes; reconstructed: 151st Brigade, with the right column, on foot. Balance (was MA 2 at 0403): MA 1; set up at Warlus, which 8 DLI held on the evening of 21 May Rescaled (issue 17, was strength 2): see the rescale note above UNITS',
  },
  {
    id: 'dlm-cuir',
    name: '3e DLM (1er Cuir.)',
    side: 'allied',
    type: 'tank',
    strength: 3,
    ma: 4,
    setup: '0205',
    abbr: 'DLMc',
    src: 'reconstructed: 3e DLM SOMUA tanks covering the west flank. Balance (was MA 5 at 0202): MA 4, still the fastest Allied unit; set up at Berneville on the N25 west of Arras, screening the west map edge that the German must reach Rescaled (issue 17, was strength 4): see the rescale note above UNITS',
  },
  {
    id: 'dlm-rdp',
    name: '3e DLM (11e RDP)',
    side: 'allied',
    type: 'infantry',
    strength: 1,
    ma: 3,
    setup: '0106',
    abbr: 'DLMi',
    src: 'reconstructed: 3e DLM motorised dragoons on the west flank. Balance (was MA 4 at 0102 Haute-Avesnes): MA 3; set up at Simencourt on the west edge, south of the Scarpe where the German approach lies Rescaled (issue 17, was strength 2): see the rescale note above UNITS',
  },
  {
    id: 'pz25-1',
    name: 'I./Pz.Rgt.25',
    side: 'german',
    type: 'tank',
    strength: 2,
    ma: 4,
    setup: '0601',
    abbr: 'Pz25',
    src: 'reconstructed: 7th Panzer Division, Pz 38(t) battalion. Balance (was 3-6 at 0707 Mercatel): with MA 6 and 0.5-MP roads a panzer crossed the whole map in one turn and the German won on turn 1 against any play; MA 3 (a turn is well under an hour of the afternoon of 21 May), strength 4 so that one Matilda alone no longer attacks it at 2:1; set up east of Neuville-Vitasse, the column strung out from the south-east. Balance (was strength 4): 6, so that with a rifle regiment it attacks a 2-strength screening unit at 4:1 (Pz.Rgt.25 had over 100 tanks; with the ZoC-aware computer players the Allied screen on the west edge was otherwise unbreakable, German 0-5%). Balance (issue 5, was set up at 1006): at Ecurie north of Arras, as on the afternoon of 21 May when Pz.Rgt.25 led the division north-west past Arras towards Acq, ahead of the rifle regiments the British struck; it must still cross the Scarpe and the British right column to reach the west edge. Balance (issue 5, was MA 3): MA 4, with the German computer player that counts the Allied threat (ai.ts alliedThreat); a cautious German at MA 3 ran out of turns (heuristic mirror 30-32% German), at MA 4 it reaches the west edge between Allied turns (41% over seeds 1-2). Pz 38(t) and Pz II were road-fast (about 40 km/h), against 8 km/h for the Matildas cross-country Rescaled (issue 17, was strength 6): see the rescale note above UNITS',
  },
  {
    id: 'pz25-2',
    name: 'II./Pz.Rgt.25',
    side: 'german',
    type: 'tank',
    strength: 2,
    ma: 4,
    setup: '0702',
    abbr: 'Pz2b',
    src: "reconstructed: 7th Panzer Division, second battalion of Pz.Rgt.25. Balance (was 3-6 at 0906 Neuville-Vitasse, then strength 4): MA 3 and strength 6 as I./Pz.Rgt.25. Balance (issue 5, was set up at 1107 Heninel, the tail of the column): at Roclincourt north of Arras, behind I./Pz.Rgt.25 on the regiment's road north-west (see I./Pz.Rgt.25). Balance (issue 5, was MA 3): MA 4, with the German computer player that counts the Allied threat (ai.ts alliedThreat); a cautious German at MA 3 ran out of turns (heuristic mirror 30-32% German), at MA 4 it reaches the west edge between Allied turns (41% over seeds 1-2). Pz 38(t) and Pz II were road-fast (about 40 km/h), against 8 km/h for the Matildas cross-country Rescaled (issue 17, was strength 6): see the rescale note above UNITS",
  },
  {
    id: 'pz66',
    name: 'Pz.Abt.66',
    side: 'german',
    type: 'tank',
    strength: 2,
    ma: 4,
    setup: '1005',
    abbr: 'Pz66',
    src: "reconstructed: 7th Panzer Division, attached panzer battalion. Balance (was 2-6 at 0804 Tilloy): MA 3; strength 3 (was 2) so it can join an attack on the screen at 4:1; set up on the N39 from Cambrai east of Tilloy, still coming up. Balance (issue 5, was MA 3): MA 4, with the German computer player that counts the Allied threat (ai.ts alliedThreat); a cautious German at MA 3 ran out of turns (heuristic mirror 30-32% German), at MA 4 it reaches the west edge between Allied turns (41% over seeds 1-2). Pz 38(t) and Pz II were road-fast (about 40 km/h), against 8 km/h for the Matildas cross-country. Balance (issue 5, was strength 3): 4, still the weakest panzer unit (Pz.Rgt.25's battalions are 6); with a rifle regiment it attacks a 2-strength screening unit at 3:1, alone at 2:1. Heuristic mirror over seeds 1-8 (400 distinct games): German 44.8% (at strength 3: 38.5% over seeds 1-4); see docs/games/arras-postcard.md, fifth pass Rescaled (issue 17, was strength 4): see the rescale note above UNITS. Balance (issue 17): 2, the straight half of its 4 (at 1, the weakest panzer unit below Pz.Rgt.25, the heuristic mirror gave the German 14/40 = 35% [22.1, 50.5]; at 2, 21/40 = 52.5% [37.5, 67.1], seed 1; docs/games/arras-postcard.md, Issue 17)",
  },
  {
    id: 'sr6',
    name: 'Schtz.Rgt.6',
    side: 'german',
    type: 'infantry',
    strength: 2,
    ma: 2,
    setup: '0705',
    abbr: 'SR6 ',
    src: 'reconstructed: 7th Panzer Division rifle regiment struck at Agny and Beaurains by 4 RTR. Balance (was MA 4 at 0605 Agny): MA 2 (lorried infantry that dismounted under fire); set up at Beaurains, on the N17 south of Arras Rescaled (issue 17, was strength 3): see the rescale note above UNITS',
  },
  {
    id: 'sr7',
    name: 'Schtz.Rgt.7',
    side: 'german',
    type: 'infantry',
    strength: 2,
    ma: 2,
    setup: '0707',
    abbr: 'SR7 ',
    src: 'reconstructed: 7th Panzer Division rifle regiment, struck by 7 RTR. Balance (was MA 4 at 0507 Ficheux, 3 MP from the west edge along the Wailly road: it broke through on turn 1): MA 2; set up at Mercatel on the N17, behind SR6 Rescaled (issue 17, was strength 3): see the rescale note above UNITS',
  },
  {
    id: 'pzjg42',
    name: 'Pz.Jg.Abt.42',
    side: 'german',
    type: 'infantry',
    strength: 1,
    ma: 2,
    setup: '0806',
    abbr: 'PJ42',
    src: 'reconstructed: 7th Panzer Division anti-tank battalion (37 mm); counts as infantry for 8.7. Balance (was 2-5 at 0705 Beaurains): MA 2, strength 3 (the guns and the divisional artillery that stopped the Matildas round Wailly); set up between Beaurains and Neuville-Vitasse Rescaled (issue 17, was strength 3): see the rescale note above UNITS',
  },
  {
    id: 'sst-1',
    name: 'SS-T Inf.Rgt.1',
    side: 'german',
    type: 'infantry',
    strength: 1,
    ma: 2,
    setup: '0808',
    abbr: 'SST1',
    src: 'reconstructed: SS Totenkopf elements south of the British advance; starts on the turn track row, which is part of the map (Setup). Balance (was 2-3 at 0607): strength 3, MA 2; set up at Boiry-Becquerelle on the N17, out of the first Allied reach Rescaled (issue 17, was strength 3): see the rescale note above UNITS',
  },
  {
    id: 'sst-3',
    name: 'SS-T Inf.Rgt.3',
    side: 'german',
    type: 'infantry',
    strength: 1,
    ma: 2,
    setup: '0908',
    abbr: 'SST3',
    src: 'reconstructed: SS Totenkopf elements; starts on the turn track row, which is part of the map (Setup). Balance (was 2-3 at 0808): strength 3, MA 2; set up at Henin on the Cojeul Rescaled (issue 17, was strength 3): see the rescale note above UNITS',
  },
];

/** The 88 marker, held off the map by the German player (Setup, 8.8). */
export const FLAK88 = {
  strength: 8,
  usesPerGame: 1,
  src: 'rulebook 8.8 (once a game, strength 8, against a Tank in an Allied attack) and Setup (held outside the map)',
} as const;

// ---------------------------------------------------------------------------------------------
// Combat

export type CombatResult = 'Ar' | 'C' | 'D1' | 'D2' | 'De' | 'Ex';

export const RESULTS: Record<CombatResult, { text: string; src: Provenance }> = {
  Ar: { text: 'Attacker retreats 1 hex', src: 'rulebook 8.4' },
  C: { text: 'Contact: no result', src: 'rulebook 8.4' },
  D1: { text: 'Defender retreats 1 hex', src: 'rulebook 8.4' },
  D2: { text: 'Defender retreats 2 hexes', src: 'rulebook 8.4' },
  De: { text: 'Defender eliminated', src: 'rulebook 8.4' },
  Ex: { text: 'Exchange: each player eliminates 1 unit', src: 'rulebook 8.4' },
};

/**
 * The combat results table: one column per odds, one result per modified die roll 0-6
 * (0 happens only with the Arras -1 DRM, 8.3).
 */
export const CRT = {
  columns: ['1:2', '1:1', '2:1', '3:1', '4:1'] as const,
  // Row index = modified die roll 0..6.
  table: {
    '1:2': ['Ar', 'Ar', 'Ar', 'Ar', 'C', 'C', 'D1'],
    '1:1': ['Ar', 'Ar', 'Ar', 'C', 'C', 'D1', 'Ex'],
    '2:1': ['Ar', 'Ar', 'C', 'C', 'D1', 'Ex', 'D2'],
    '3:1': ['Ar', 'C', 'C', 'D1', 'D2', 'Ex', 'De'],
    '4:1': ['C', 'D1', 'D2', 'De', 'De', 'De', 'De'],
  } as Record<string, CombatResult[]>,
  src:
    'rulebook 8.1 (columns 1:2 to 4:1, 1d6) and 8.4 (results Ar, C, D1, D2, De, Ex); reconstructed: the ' +
    'distribution, a classic postcard-game CRT where low rolls hurt the attacker (so the Arras -1 DRM helps ' +
    'the defender), Ex appears from 1:1, De only from 3:1, and a row for a modified 0. Balance (was 4:1 C C D1 D2 Ex De De): ' +
    '4:1 is C D1 D2 De De De De, an overwhelming attack that cannot cost the attacker a unit, so a German ' +
    'concentration can eliminate a screening unit on the west edge (Ex there cost the German 3 turns of panic, 8.6)',
} as const;

export const ARRAS_DRM = { value: -1, src: 'rulebook 8.3' } as const;
export const MOVE_FIRST_SHIFT = { columns: 1, src: 'rulebook 8.2 (Allied combat phase before the Allied movement phase: 1 column right)' } as const;
export const PANIC = { perHexRetreated: 1, perUnitEliminated: 3, src: 'rulebook 8.6' } as const;
export const ADVANCE = { tank: 2, infantry: 1, src: 'rulebook 8.7' } as const;
export const MOVEMENT_COSTS = {
  clear: 2, // in half movement points: 1 MP
  road: 1, // 0.5 MP
  river: 2, // +1 MP
  exitWest: 2, // leaving the map across the west edge: like entering a clear hex (reconstructed, see exitSrc)
  src: 'rulebook 7.1 (clear 1, road 0.5, river +1 unless along a road); costs are kept in half points',
  exitSrc:
    'reconstructed: the rules give no cost for leaving the map (Victory says only "breaks through from the west map edge"); ' +
    'leaving is priced as one more step, 1 MP as into a clear hex, or 0.5 MP where a road (N25, N39) leaves the map (7.1 by analogy)',
} as const;
