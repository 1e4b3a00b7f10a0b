// The few words of the area map and its panel that the shared catalogues do not have, in English and
// French, and the names drawn from data ids (a unit's nation and type, a ground feature, a release).
import { lang, phase } from '../i18n.ts';

const WORDS = {
  en: {
    stack: 'Stack of {n} units in {area}: {units} (open it)',
    stackTitle: '{area}: {n} units',
    close: 'Close',
    closeStack: 'Close the stack',
    legendTitle: 'Map key',
    river: 'river or stream (a border: no crossing without a bridge)',
    canal: 'canalised Scarpe',
    bridge: 'bridge',
    road: 'main road',
    railway: 'railway',
    ridge: 'ridge',
    notAdjacent: 'heavy border: not adjacent',
    prohibited: 'red dashes: movement prohibited',
    zoneKey: 'hatched band: zones at the map edge',
    markers: 'Markers',
    tracks: 'Tracks',
    holding: 'Holding boxes',
    combat: 'Combat',
    empty: 'empty',
    fatigued: 'Spent',
    spentKey: 'pale counter under a red name band',
    values: 'attack-defence-movement',
    temKey: 'TEM: the area’s Terrain Effects Modifier',
    choosableKey: 'yellow: can be chosen now',
    selectedKey: 'black edge: chosen',
    activeKey: 'dashed gold edge: the active area',
    combatKey: 'red edge: the combat or barrage under way',
    recentKey: 'dashed magenta: the opponent’s last moves',
    stackKey: 'a stack: the number of units, a click opens it',
    lensKey: 'Point at a counter (or hold it) to see it large.',
    'fill.allied': 'blue identifier: Allied at the start ({rule})',
    'fill.german': 'grey identifier: German at the start ({rule})',
    'fill.half': 'half blue, half grey identifier ({rule})',
    starWhite: 'white star: +1 to the Allied {roll} roll while Allied ({rule})',
    starBlack: 'black star: a penalty to the Allied {roll} roll unless Allied ({rule})',
    momentum: 'Momentum',
    initiative: 'Initiative',
    'release.french-cavalry': 'French Cavalry Corps',
    'release.french': 'French units',
    'release.panzer-25': 'Panzer Regiment 25',
    'release.panzer': 'Panzer Regiment 25',
    'release.british-reserve': 'British reserve',
    'release.reserve': 'British reserve',
    'release.fifth-panzer': '5th Panzer Division',
    'release.fifth': '5th Panzer Division',
    notYet: 'not yet',
    tem: 'TEM',
    kind: '{nation} {type}',
    'nation.british': 'British',
    'nation.french': 'French',
    'nation.wehrmacht': 'Wehrmacht',
    'nation.ss': 'SS',
    'type.infantry': 'infantry',
    'type.armor': 'armor',
    'type.tank': 'tank',
    'type.antitank': 'anti-tank',
    'type.flak': 'flak',
    'type.artillery': 'artillery',
    'type.recce': 'reconnaissance',
    'type.cavalry': 'cavalry',
    'type.leader': 'leader',
    'ground.Vimy Ridge': 'Vimy Ridge',
    'ground.Scarpe (canal)': 'Scarpe (canal)',
  },
  fr: {
    stack: 'Pile de {n} unités en {area} : {units} (l’ouvrir)',
    stackTitle: '{area} : {n} unités',
    close: 'Fermer',
    closeStack: 'Fermer la pile',
    legendTitle: 'Légende',
    river: 'rivière ou ruisseau (une limite : pas de passage sans pont)',
    canal: 'Scarpe canalisée',
    bridge: 'pont',
    road: 'route principale',
    railway: 'voie ferrée',
    ridge: 'crête',
    notAdjacent: 'trait épais : non adjacents',
    prohibited: 'tirets rouges : mouvement interdit',
    zoneKey: 'bande hachurée : zones au bord de la carte',
    markers: 'Marqueurs',
    tracks: 'Pistes',
    holding: 'Cases',
    combat: 'Combat',
    empty: 'vide',
    fatigued: 'Fatiguée',
    spentKey: 'pion pâle sous un bandeau rouge',
    values: 'attaque-défense-mouvement',
    temKey: 'MET : modificateur des effets du terrain du secteur',
    choosableKey: 'jaune : peut être choisi maintenant',
    selectedKey: 'bord noir : choisi',
    activeKey: 'bord doré en tirets : le secteur actif',
    combatKey: 'bord rouge : le combat ou le barrage en cours',
    recentKey: 'tirets magenta : les derniers mouvements de l’adversaire',
    stackKey: 'une pile : le nombre d’unités, un clic l’ouvre',
    lensKey: 'Pointez un pion (ou maintenez-le) pour le voir en grand.',
    'fill.allied': 'identifiant bleu : allié au départ ({rule})',
    'fill.german': 'identifiant gris : allemand au départ ({rule})',
    'fill.half': 'identifiant moitié bleu, moitié gris ({rule})',
    starWhite: 'étoile blanche : +1 au jet {roll} allié si l’Allié la contrôle ({rule})',
    starBlack: 'étoile noire : un malus au jet {roll} allié si l’Allié ne la contrôle pas ({rule})',
    momentum: 'd’élan',
    initiative: 'd’initiative',
    'release.french-cavalry': 'Corps de cavalerie français',
    'release.french': 'unités françaises',
    'release.panzer-25': '25e régiment de panzers',
    'release.panzer': '25e régiment de panzers',
    'release.british-reserve': 'réserve britannique',
    'release.reserve': 'réserve britannique',
    'release.fifth-panzer': '5e Panzerdivision',
    'release.fifth': '5e Panzerdivision',
    notYet: 'pas encore',
    // the French rules' name (Battles edition): Modificateur des Effets du Terrain
    tem: 'MET',
    kind: '{type}, {nation}',
    'nation.british': 'armée britannique',
    'nation.french': 'armée française',
    'nation.wehrmacht': 'Wehrmacht',
    'nation.ss': 'SS',
    'type.infantry': 'infanterie',
    'type.armor': 'blindés',
    'type.tank': 'chars',
    'type.antitank': 'antichar',
    'type.flak': 'flak',
    'type.artillery': 'artillerie',
    'type.recce': 'reconnaissance',
    'type.cavalry': 'cavalerie',
    'type.leader': 'chef',
    'ground.Vimy Ridge': 'crête de Vimy',
    'ground.Scarpe (canal)': 'Scarpe (canalisée)',
    'ground.Bourlon Wood': 'bois de Bourlon',
    'ground.Havrincourt Wood': 'bois d’Havrincourt',
    'ground.Nine Wood': 'bois Neuf',
    'ground.La Folie Wood': 'bois de la Folie',
    'ground.Lateau Wood': 'bois Lateau',
    // Cambrai's ground lines (issue 29: their tooltips were English on the French page).
    'ground.Flesquières Ridge': 'crête de Flesquières',
    'ground.Hindenburg Line (main)': 'ligne Hindenburg (principale)',
    'ground.Hindenburg support line': 'ligne de soutien Hindenburg',
    'ground.Masnières-Beaurevoir line (incomplete)': 'ligne Masnières-Beaurevoir (inachevée)',
    'ground.Bapaume - Cambrai road': 'route Bapaume - Cambrai',
    'ground.Arras - Cambrai road': 'route Arras - Cambrai',
    'ground.Cambrai - St-Quentin road': 'route Cambrai - St-Quentin',
    'ground.Gouzeaucourt - Marcoing road': 'route Gouzeaucourt - Marcoing',
    'ground.Trescault - Flesquières - Graincourt road': 'route Trescault - Flesquières - Graincourt',
    'ground.Marcoing line': 'voie ferrée de Marcoing',
    'ground.Escaut (Scheldt)': 'Escaut',
    'ground.Canal du Nord (dry)': 'canal du Nord (à sec)',
  },
} as const;
export type WordKey = keyof (typeof WORDS)['en'];
/** A word of the map in the interface language. */
export function w(key: WordKey, params: Record<string, string | number> = {}): string {
  const table = (WORDS as Record<string, Record<WordKey, string>>)[lang()] ?? WORDS.en;
  return table[key].replace(/\{(\w+)\}/g, (_, k) => String(params[k] ?? `{${k}}`));
}

/** A word of the map looked up by a data id (a unit's nation or type, a ground feature), the id itself when the map has no word for it. */
export function wordOr(key: string, fallback: string): string {
  const table = (WORDS as Record<string, Record<string, string>>)[lang()] ?? WORDS.en;
  return table[key] ?? fallback;
}

/** A unit's type ("armor"), in the interface language. */
export function unitType(type: string): string {
  return wordOr(`type.${type}`, type);
}

/** A unit's nation and type ("British infantry"), in the interface language. */
export function unitKind(u: { nation: string; type: string }): string {
  return w('kind', { nation: wordOr(`nation.${u.nation}`, u.nation), type: unitType(u.type) });
}

/** A group of units released during play (15, 13), by name. */
export function releaseName(id: string): string {
  const k = `release.${id}` as WordKey;
  return k in WORDS.en ? w(k) : phase(id);
}
