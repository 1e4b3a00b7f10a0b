// The area map shared by the area-impulse games (Counter-Attack 1940, Counter-Attack Battles
// edition, Cambrai...): areas shaped on the ground from the game's geometry data (svg/area-geometry:
// each area grown from its villages up to its neighbours and the rivers that bound it), rivers,
// canal, roads and places under them, borders drawn by the kind the rules' data gives (water,
// bridge, canal, prohibited; touching areas that are not adjacent get a heavy border), zones as
// labelled stretches of the map edge; in each area its number, TEM, name, markers and counters
// (NATO symbol, attack-defense-movement, Fresh/Spent side), laid out inside the area or, when they
// do not fit, as a stack that a click opens. Beside the map (the presentation's Aside), readable
// HTML: tracks, markers, holding boxes and the combat. Each game's board keeps only what differs.
import { h, type VNode } from 'preact';
import { useState } from 'preact/hooks';
import { lang, phase, role, t } from '../i18n.ts';
import { RuleChip } from '../rule-chip.ts';
import { type BoardProps, pickable } from './presentation.ts';
import { HideCountersButton } from './hide-counters.ts';
import { type AreaMapGeometry, type SvgGeometry, areaGeometry } from './svg/area-geometry.ts';
import type { Pt } from './svg/partition.ts';

export { pickable };
export type { AreaMapGeometry };

export interface MapArea {
  id: number;
  label: string;
  name: string;
  tem: number;
  /** The region's fill colour. */
  fill: string;
  zone: boolean;
  vp: boolean;
  star: 'white' | 'black' | null;
  x: number;
  y: number;
  control: string | null;
  contested: boolean;
  /** More words for the area's tooltip (e.g. north of the Scarpe). */
  notes?: string[];
  /** Markers the rules put in the area (a Rolling Barrage, Direct Support...), drawn over its label. */
  markers?: AreaMarker[];
  /** The edition's word for this area where it is not the shared "Area"/"Zone" (Cambrai's French "Zone", issue 29). */
  kind?: string;
}

/** A marker in an area: a short tag on the map, its full name (with its rule) in the tag's title and the key. */
export interface AreaMarker {
  /** What kind of marker (the key lists each kind the board draws once). */
  kind: string;
  /** The tag drawn on the map ("RB", "DS 2"). */
  text: string;
  /** Its name with its rule, for the title and the key ("Rolling Barrage (Assault)"). */
  title: string;
  fill: string;
}

/** A marker tag's width for its text. */
const markerW = (m: AreaMarker) => m.text.length * 8 + 10;
/** The markers' row over a label: its width, centred on the label. */
const markersW = (ms: readonly AreaMarker[]) => ms.reduce((n, m) => n + markerW(m) + 3, -3);

export interface MapUnit {
  id: string;
  name: string;
  nation: string;
  type: string;
  /** null: no attack factor, printed '*' (AT, FLAK, leaders: 4.2.2). */
  attack: number | null;
  defense: number;
  move: number;
  area: number | null;
  box: string;
  spent: boolean;
  released: boolean;
  /** An 88 mm Flak gun (anti-tank). */
  flak?: boolean;
}

export interface MapBoundary {
  a: number;
  b: number;
  kind: string;
}

/** Counter size in map units (the map is drawn at the geometry's scale, about 1 unit per screen pixel at 1400x900). */
export const COUNTER = 50;
const GAP = 5;
const LABEL_H = 44;

export const CONTROL: Record<string, string> = { allied: '#2f5fa7', german: '#5b5d4a' };
const NATION: Record<string, { bg: string; fg: string }> = {
  british: { bg: '#d9c48a', fg: '#1d1a10' },
  french: { bg: '#9bbbe6', fg: '#0f1d33' },
  wehrmacht: { bg: '#a9b1b5', fg: '#111' },
  ss: { bg: '#3d3d3d', fg: '#f3f3f3' },
};

// ---- the few words of the map and its panel that the shared catalogues do not have
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
  },
} as const;
export type WordKey = keyof (typeof WORDS)['en'];
/** A word of the map in the interface language. */
export function w(key: WordKey, params: Record<string, string | number> = {}): string {
  const table = (WORDS as Record<string, Record<WordKey, string>>)[lang()] ?? WORDS.en;
  return table[key].replace(/\{(\w+)\}/g, (_, k) => String(params[k] ?? `{${k}}`));
}

/** A word of the map looked up by a data id (a unit's nation or type, a ground feature), the id itself when the map has no word for it. */
function wordOr(key: string, fallback: string): string {
  const table = (WORDS as Record<string, Record<string, string>>)[lang()] ?? WORDS.en;
  return table[key] ?? fallback;
}

/** A unit's type ("armor"), in the interface language. */
export function unitType(type: string): string {
  return wordOr(`type.${type}`, type);
}

/** A unit's nation and type ("British infantry"), in the interface language. */
function unitKind(u: { nation: string; type: string }): string {
  return w('kind', { nation: wordOr(`nation.${u.nation}`, u.nation), type: unitType(u.type) });
}

/** A group of units released during play (15, 13), by name. */
export function releaseName(id: string): string {
  const k = `release.${id}` as WordKey;
  return k in WORDS.en ? w(k) : phase(id);
}

/** The geometry of a map that has no ground data: each area grown from its view x/y (km-like units). */
const pointCache = new Map<string, AreaMapGeometry>();
export function geometryFromPoints(areas: readonly { id: number; x: number; y: number; zone?: boolean }[]): AreaMapGeometry {
  const key = areas.map((a) => `${a.id}:${a.x}:${a.y}`).join('|');
  const hit = pointCache.get(key);
  if (hit) return hit;
  const inner = areas.filter((a) => !a.zone);
  const xs = inner.map((a) => a.x);
  const ys = inner.map((a) => a.y);
  const frame = { x0: Math.min(...xs) - 1.4, y0: Math.min(...ys) - 1.4, x1: Math.max(...xs) + 1.4, y1: Math.max(...ys) + 1.4 };
  const g: AreaMapGeometry = {
    origin: { lat: 0, lon: 0 },
    frame,
    band: areas.some((a) => a.zone) ? 2 : 0,
    scale: 40,
    res: 0.12,
    // Points as if lat/lon at the origin: 1 unit = 1 km.
    areas: Object.fromEntries(inner.map((a) => [a.id, { at: [[a.y / 110.57, a.x / 111.32]], source: 'the view x/y' }])),
    zones: Object.fromEntries(
      areas
        .filter((a) => a.zone)
        .map((a) => {
          const cx = Math.max(frame.x0, Math.min(frame.x1, a.x));
          const cy = Math.max(frame.y0, Math.min(frame.y1, a.y));
          const dx = Math.min(Math.abs(a.x - frame.x0), Math.abs(a.x - frame.x1));
          const dy = Math.min(Math.abs(a.y - frame.y0), Math.abs(a.y - frame.y1));
          const side = dx < dy ? (a.x < 0 ? 'W' : 'E') : a.y < 0 ? 'S' : 'N';
          const along = side === 'N' || side === 'S' ? cx : cy;
          return [a.id, { edges: [[side, along - 2, along + 2]], source: 'the view x/y' }];
        }),
    ) as AreaMapGeometry['zones'],
    barriers: [],
    ground: [],
    places: [],
  };
  pointCache.set(key, g);
  return g;
}

// ---------------------------------------------------------------- counters

/** The NATO symbol of a unit type inside a w x h frame at (x, y). */
function natoSymbol(type: string, x: number, y: number, wd: number, hh: number, color: string): VNode<any>[] {
  const sw = 1.6;
  const frame = h('rect', { x, y, width: wd, height: hh, fill: 'none', stroke: color, 'stroke-width': sw });
  const line = (x1: number, y1: number, x2: number, y2: number) => h('line', { x1, y1, x2, y2, stroke: color, 'stroke-width': sw });
  switch (type) {
    case 'infantry':
      return [frame, line(x, y, x + wd, y + hh), line(x, y + hh, x + wd, y)];
    case 'armor':
    case 'tank':
      return [frame, h('rect', { x: x + wd * 0.16, y: y + hh * 0.2, width: wd * 0.68, height: hh * 0.6, rx: hh * 0.3, fill: 'none', stroke: color, 'stroke-width': sw })];
    case 'antitank':
    case 'flak':
      return [frame, line(x, y + hh, x + wd / 2, y), line(x + wd / 2, y, x + wd, y + hh)];
    case 'artillery':
      return [frame, h('circle', { cx: x + wd / 2, cy: y + hh / 2, r: hh * 0.22, fill: color })];
    case 'recce':
    case 'cavalry':
      return [frame, line(x, y + hh, x + wd, y)];
    case 'leader':
      // A commander: the flag of a headquarters on its staff.
      return [line(x + 4, y + hh, x + 4, y - 1), h('rect', { x: x + 4, y: y - 1, width: wd - 8, height: hh * 0.62, fill: 'none', stroke: color, 'stroke-width': sw })];
    default:
      return [frame];
  }
}

/** The most characters a counter's name band holds, its glyphs drawn at least 3/4 of their width (issue 29: no name squeezed to glyphs). */
export const NAME_MAX = 8;

/** The usual short forms of words in unit names (British regimental and German unit abbreviations). */
const ABBREVIATIONS: Record<string, string> = {
  Panzer: 'Pz', Schützen: 'Sch', Artillerie: 'Art', Totenkopf: 'T', Royal: 'R', Tank: 'T', Durham: 'Dur', Howards: 'How', Howard: 'How', Green: 'Gr',
  Cameronians: 'Cam', Wiltshire: 'Wilts', Fusiliers: 'Fus', Yorkshire: 'Yorks', Yorks: 'Yorks', East: 'E', Recce: 'Rec', Rothenburg: 'Rothenb', Inniskilling: 'Innis',
};

/**
 * A unit's name short enough for its counter (its full name stays in the counter's title), by steps
 * taken only while it is too long: a division's designation before the unit's own dropped ("7th Pz.
 * 1/7 RR" -> "1/7 RR"), ordinals bare ("260/65th AT" -> "260/65 AT"), a word the NATO symbol already
 * says dropped ("23 FLAK HB2" -> "23 HB2"), the usual short forms ("2/6 Schützen" -> "2/6 Sch", "1/25
 * Panzer" -> "1/25 Pz"), then the longest words cut: a lone long word to what fits, several to
 * initials ("4 Gr. Howard 1" -> "4 GH 1"); a reduced side's "(R)" joined, a leading number set close.
 */
export function shortName(name: string): string {
  if (name.length <= NAME_MAX) return name;
  let words = name.split(/\s+/);
  const join = () => words.join(' ').replace(/\b([A-Z]) (?=[A-Z]\b)/g, '$1').replace(/\b([A-Z]) (?=[A-Z]\b)/g, '$1');
  const fits = () => join().length <= NAME_MAX;
  if (words.length > 2 && /^\d+(st|nd|rd|th|e) \S+\.$/.test(`${words[0]} ${words[1]}`)) words = words.slice(2);
  if (!fits()) words = words.map((x) => x.replace(/^(\d+(?:\/\d+)?)(st|nd|rd|th|e)$/, '$1'));
  if (!fits() && words.length > 1) words = words.filter((x) => !/^(AT|FLAK|Flak|Art\.?|RA)$/.test(x));
  if (!fits()) words = words.map((x) => ABBREVIATIONS[x.replace(/\.$/, '')] ?? x);
  const isWord = (x: string) => /^[A-Za-zÀ-ÿ]+\.?$/.test(x) && !/^[A-Z]+$/.test(x) && x.replace('.', '').length > 1;
  const bare = (x: string) => x.replace(/\./g, '');
  for (let guard = 0; !fits() && guard < 12; guard++) {
    const long = words.map((x, i) => ({ x, i })).filter((c) => isWord(c.x));
    if (!long.length) break;
    const c = long.sort((p, q) => bare(q.x).length - bare(p.x).length)[0];
    const x = bare(c.x);
    const room = NAME_MAX - (join().length - c.x.length) - 1;
    words[c.i] = long.length === 1 && room >= 3 ? `${x.slice(0, room)}.` : x[0].toUpperCase();
  }
  // A reduced counter's "(R)" joined to the name ("7 RTA(R)", else "13 BCC-1R").
  if (!fits() && words.length > 1 && /^\(\w\)$/.test(words[words.length - 1])) {
    const [last, mark] = words.splice(-2);
    words.push(`${last}${mark}`);
    if (!fits()) words[words.length - 1] = `${last}${mark.slice(1, -1)}`;
  }
  // Last, a leading number set against the next word ("13BCC-1R").
  if (!fits() && words.length > 1 && /^\d+$/.test(words[0])) words = [`${words[0]}${words[1]}`, ...words.slice(2)];
  return join();
}

export interface CounterOpts {
  size?: number;
  /** Not a pickable element itself (drawn inside a closed stack). */
  plain?: boolean;
  /** The name of the Spent side (Fatigued in the Battles edition). */
  spentMark?: string;
}

export function counter(u: MapUnit, x: number, y: number, p: BoardProps, opts: CounterOpts = {}): VNode<any> {
  const size = opts.size ?? COUNTER;
  const c = NATION[u.nation] ?? NATION.british;
  const fg = c.fg;
  const flak = u.flak || u.type === 'flak';
  const state = u.spent ? 'Spent' : 'Fresh';
  const shown = u.spent ? (opts.spentMark ?? t('board.spent')) : t('board.fresh');
  const values = `${u.attack ?? '*'}-${u.defense}-${u.move}`;
  const label = `${u.name}, ${unitType(u.type)}${flak ? ' 88' : ''}, ${values}, ${shown}${u.released ? '' : `, ${t('board.notReleased')}`}`;
  const attrs = opts.plain ? { class: '' } : pickable(u.id, p, label);
  const k = size / COUNTER;
  const name = shortName(u.name);
  // 12.6 units (9 px on Cambrai's map at the default zoom); bold glyphs about 0.6 em wide: up to 6
  // characters fit, NAME_MAX are drawn a little narrower (to 78% of their width).
  const font = 12.6 * k;
  const fit = name.length * font * 0.6 > size - 4 ? { textLength: size - 4, lengthAdjust: 'spacingAndGlyphs' } : {};
  return h('g', { ...attrs, class: `counter ${attrs.class} ${u.spent ? 'spent' : 'fresh'}`, 'data-unit': u.id, 'data-state': state }, [
    h('title', null, `${u.name} (${unitKind(u)}${flak ? ', Flak 88' : ''}) ${values} · ${shown}${u.released ? '' : ` · ${t('board.notReleased')}`}`),
    h('rect', { class: 'body', x, y, width: size, height: size, rx: 4, fill: u.spent ? '#d9d4c7' : c.bg, stroke: '#222', 'stroke-width': 1.2, opacity: u.released ? 1 : 0.62 }),
    // The Spent side: a pale body under a dark red name band (values and symbol stay readable).
    u.spent && h('rect', { class: 'spent-band', x: x + 1, y: y + 1, width: size - 2, height: 14 * k, rx: 3, fill: '#8a1c1c', 'pointer-events': 'none' }),
    h('text', { class: 'counter-name', x: x + size / 2, y: y + 12 * k, 'text-anchor': 'middle', 'font-size': font, 'font-weight': 600, fill: u.spent ? '#fff' : fg, ...fit }, name),
    ...natoSymbol(u.type, x + size * 0.2, y + 16 * k, size * 0.6, 15 * k, u.spent ? '#333' : fg),
    flak && h('text', { x: x + size - 3 * k, y: y + 29 * k, 'text-anchor': 'end', 'font-size': 11 * k, 'font-weight': 700, fill: u.spent ? '#333' : fg }, '88'),
    h('text', { x: x + size / 2, y: y + size - 5 * k, 'text-anchor': 'middle', 'font-size': 14 * k, 'font-weight': 700, fill: u.spent ? '#222' : fg }, values),
  ]);
}

/** A counter as a small inline SVG for HTML panels. */
export function counterChip(u: MapUnit, p: BoardProps, opts: CounterOpts = {}): VNode<any> {
  const size = COUNTER;
  return h('svg', { class: 'counter-chip', viewBox: `-2 -2 ${size + 4} ${size + 4}`, width: size + 4, height: size + 4 }, counter(u, 0, 0, p, opts));
}

// ---------------------------------------------------------------- borders and ground

const WATER = '#3d85c6';
/** The colour of the opponent's last moves (style.css draws moved counters in it too). */
const RECENT = '#c2185b';

function polyline(pts: Pt[]): string {
  return pts.map((q, i) => `${i ? 'L' : 'M'}${q.x.toFixed(1)},${q.y.toFixed(1)}`).join('');
}

function segCross(p: Pt, q: Pt, a: Pt, b: Pt): Pt | null {
  const r = { x: q.x - p.x, y: q.y - p.y };
  const s = { x: b.x - a.x, y: b.y - a.y };
  const d = r.x * s.y - r.y * s.x;
  if (Math.abs(d) < 1e-9) return null;
  const tt = ((a.x - p.x) * s.y - (a.y - p.y) * s.x) / d;
  const u = ((a.x - p.x) * r.y - (a.y - p.y) * r.x) / d;
  return tt >= 0 && tt <= 1 && u >= 0 && u <= 1 ? { x: p.x + tt * r.x, y: p.y + tt * r.y } : null;
}

/** Where a border chain is crossed by a road (the bridge), else its middle; and the chain's direction there. */
function bridgePoint(chain: Pt[], roads: Pt[][]): { at: Pt; angle: number } {
  for (let i = 0; i + 1 < chain.length; i++)
    for (const r of roads)
      for (let j = 0; j + 1 < r.length; j++) {
        const x = segCross(chain[i], chain[i + 1], r[j], r[j + 1]);
        if (x) return { at: x, angle: Math.atan2(chain[i + 1].y - chain[i].y, chain[i + 1].x - chain[i].x) };
      }
  let len = 0;
  for (let i = 1; i < chain.length; i++) len += Math.hypot(chain[i].x - chain[i - 1].x, chain[i].y - chain[i - 1].y);
  let run = 0;
  for (let i = 1; i < chain.length; i++) {
    const d = Math.hypot(chain[i].x - chain[i - 1].x, chain[i].y - chain[i - 1].y);
    if (run + d >= len / 2) {
      const f = (len / 2 - run) / (d || 1);
      return { at: { x: chain[i - 1].x + f * (chain[i].x - chain[i - 1].x), y: chain[i - 1].y + f * (chain[i].y - chain[i - 1].y) }, angle: Math.atan2(chain[i].y - chain[i - 1].y, chain[i].x - chain[i - 1].x) };
    }
    run += d;
  }
  return { at: chain[0], angle: 0 };
}

function bridge(at: Pt, angle: number): VNode<any> {
  const deg = (angle * 180) / Math.PI;
  return h('g', { class: 'bridge', transform: `translate(${at.x.toFixed(1)} ${at.y.toFixed(1)}) rotate(${deg.toFixed(1)})`, 'pointer-events': 'none' }, [
    h('rect', { x: -6, y: -9, width: 12, height: 18, fill: '#efe6cf', stroke: '#3a2410', 'stroke-width': 1.5 }),
    h('line', { x1: -9, y1: -11, x2: -6, y2: -9, stroke: '#3a2410', 'stroke-width': 1.5 }),
    h('line', { x1: -9, y1: 11, x2: -6, y2: 9, stroke: '#3a2410', 'stroke-width': 1.5 }),
    h('line', { x1: 9, y1: -11, x2: 6, y2: -9, stroke: '#3a2410', 'stroke-width': 1.5 }),
    h('line', { x1: 9, y1: 11, x2: 6, y2: 9, stroke: '#3a2410', 'stroke-width': 1.5 }),
  ]);
}

function groundLayer(geo: SvgGeometry, g: AreaMapGeometry): VNode<any>[] {
  const out: VNode<any>[] = [];
  for (const line of g.ground) {
    const d = polyline(line.pts.map((x) => geo.ll(x)));
    const title = h('title', null, wordOr(`ground.${line.name}`, line.name));
    switch (line.kind) {
      case 'road':
        out.push(h('path', { class: 'road', d, fill: 'none', stroke: '#fffaf0', 'stroke-width': 5, 'stroke-linejoin': 'round' }));
        out.push(h('path', { class: 'road', d, fill: 'none', stroke: '#b0603a', 'stroke-width': 2.4, 'stroke-linejoin': 'round' }, title));
        break;
      case 'railway':
        out.push(h('path', { class: 'railway', d, fill: 'none', stroke: '#444', 'stroke-width': 1.6 }));
        out.push(h('path', { class: 'railway', d, fill: 'none', stroke: '#444', 'stroke-width': 6, 'stroke-dasharray': '1.5 9' }, title));
        break;
      case 'ridge':
        out.push(h('path', { class: 'ridge', d, fill: 'none', stroke: '#9a7b4f', 'stroke-width': 14, 'stroke-opacity': 0.28, 'stroke-linecap': 'round' }));
        out.push(h('path', { class: 'ridge', d, fill: 'none', stroke: '#7a5b33', 'stroke-width': 9, 'stroke-dasharray': '1.5 4', 'stroke-opacity': 0.7 }, title));
        break;
      case 'trench':
        // A fortified line (e.g. the Hindenburg Line): a dark red line with teeth on its front.
        out.push(h('path', { class: 'trench', d, fill: 'none', stroke: '#8a1c1c', 'stroke-width': 2.2, 'stroke-opacity': 0.8, 'stroke-linejoin': 'round' }));
        out.push(h('path', { class: 'trench', d, fill: 'none', stroke: '#8a1c1c', 'stroke-width': 7, 'stroke-dasharray': '2 7', 'stroke-opacity': 0.8 }, title));
        break;
      case 'wood':
        // A wood: green, with tree dots (the pattern of the map's defs), its name on hover.
        out.push(h('path', { class: 'wood', d: `${d}Z`, fill: '#6f9a4a', 'fill-opacity': 0.42, stroke: '#4d7a2e', 'stroke-width': 1.5, 'stroke-opacity': 0.8 }));
        out.push(h('path', { class: 'wood', d: `${d}Z`, fill: 'url(#wood-trees)', stroke: 'none' }, title));
        break;
      case 'canal':
        out.push(h('path', { class: 'canal', 'data-kind': 'canal', d, fill: 'none', stroke: '#1b4f8f', 'stroke-width': 7, 'stroke-linejoin': 'round' }));
        out.push(h('path', { class: 'canal', d, fill: 'none', stroke: '#9cc7f0', 'stroke-width': 3, 'stroke-linejoin': 'round' }, title));
        break;
      default:
        out.push(h('path', { class: 'river', 'data-kind': line.kind, d, fill: 'none', stroke: WATER, 'stroke-width': line.kind === 'river' ? 4.5 : 3, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }, title));
    }
  }
  return out;
}

// ---------------------------------------------------------------- the map

export interface AreaMapProps {
  p: BoardProps;
  geometry: AreaMapGeometry;
  areas: readonly MapArea[];
  boundaries: readonly MapBoundary[];
  units: readonly MapUnit[];
  marks: { active: number | null; combat: number | null };
  /** The SVG's class and accessible name. */
  cls: string;
  label: string;
  spentMark?: string;
  /** A line over the map (the turn, as on a printed map's title strip). */
  caption?: string;
  /** The turn track, drawn in the title strip as on a printed map sheet. */
  turnTrack?: { label: string; values: (string | number)[]; current: string | number | null };
  /** Off-map boxes drawn in a strip under the map when they hold units (e.g. units waiting to enter). */
  trays?: { box: string; label: string }[];
}

/** What an area is called on the map: its edition's word, else the shared Area or Zone. */
const kindOf = (a: MapArea) => a.kind ?? (a.zone ? t('board.zone') : t('board.area'));

const HEAD = 30;
/** A marker tag's height. */
const MARKER_H = 18;

interface Layout {
  area: MapArea;
  /** Top-left of the label block's centre line. */
  x: number;
  y: number;
  units: MapUnit[];
  pile: boolean;
  cols: number;
  /** The counters' block: its centre x and top y (under the label unless moved off another label). */
  bx: number;
  by: number;
  /** The label without the area's name: an area too small for its name and its counters. */
  short?: boolean;
}

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const overlaps = (a: Rect, b: Rect) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** The box an area's label covers, as `areaLabel` draws it: the number and TEM row centred on x with the
 * star to its left, the VP mark and control disc to its right, the name under it, "contested" over it. */
function labelRect(l: Layout): Rect {
  const a = l.area;
  const num = a.zone ? `${t('board.zone')} ${a.label}` : a.label;
  const row = Math.max(26, num.length * 10 + 10) + 28;
  const name = l.short ? 0 : (a.name.length * 8.8) / 2;
  const right = a.control ? (a.vp ? 42 : 12) + 9 + (a.contested ? 2 : 1) : a.vp ? 23 : 0;
  const marks = a.markers?.length ? markersW(a.markers) / 2 : 0;
  return { x0: Math.min(l.x - name, l.x - row / 2 - (a.star ? 22 : 0), l.x - marks), y0: l.y - (a.contested ? 16 : 2) - (marks ? MARKER_H + 2 : 0), x1: Math.max(l.x + name, l.x + row / 2 + right, l.x + marks), y1: l.y + (l.short ? 22 : LABEL_H - 2) };
}

/** The bounding box of points. */
function boundsOf(pts: readonly { x: number; y: number }[]): Rect {
  return { x0: Math.min(...pts.map((q) => q.x)), y0: Math.min(...pts.map((q) => q.y)), x1: Math.max(...pts.map((q) => q.x)), y1: Math.max(...pts.map((q) => q.y)) };
}

/** The box an area's counters cover. */
function blockRect(l: Layout): Rect {
  const cell = COUNTER + GAP;
  // A stack as `stackPile` draws it: its focus ring 2 units out from the top counter, the count disc right and below.
  if (l.pile) return { x0: l.bx - (COUNTER + 8) / 2 - 2, y0: l.by - 2, x1: l.bx + (COUNTER + 8) / 2 + 18, y1: l.by + COUNTER + 18 };
  const rows = Math.ceil(l.units.length / l.cols);
  const w = Math.min(l.cols, l.units.length) * cell - GAP;
  return { x0: l.bx - w / 2, y0: l.by, x1: l.bx + w / 2, y1: l.by + rows * cell - GAP };
}

function pointInRing(x: number, y: number, r: Pt[]): boolean {
  let inside = false;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) {
    if (r[i].y > y !== r[j].y > y && x < ((r[j].x - r[i].x) * (y - r[i].y)) / (r[j].y - r[i].y) + r[i].x) inside = !inside;
  }
  return inside;
}

/** Counters must not cover a label or another area's counters: stack them, then move the block beside its own label. */
function avoidLabels(geo: SvgGeometry, layouts: Layout[]): void {
  const labels = layouts.map(labelRect);
  // Where a label and its block stand, kept to be put back when a try fails.
  const placeOf = (o: Layout) => ({ x: o.x, y: o.y, bx: o.bx, by: o.by, short: o.short });
  const putBack = (j: number, was: ReturnType<typeof placeOf>) => {
    Object.assign(layouts[j], was);
    labels[j] = labelRect(layouts[j]);
  };
  // Every label (its own too: a moved block may reach it) and every other block where it stands now.
  const clear = (l: Layout) => {
    const b = blockRect(l);
    return !layouts.some((o, j) => overlaps(b, labels[j]) || (o !== l && o.units.length > 0 && overlaps(b, blockRect(o))));
  };
  const ringOf = (l: Layout) => (geo.part.rings.get(l.area.id) ?? []).map((r) => r.map((q) => geo.at(q)));
  /**
   * The label moves with its counters (under it, beside it or over it): every place on an 8 px grid
   * where the label's middle and the block's are inside the area's own shape, neither covers another
   * label or block (nor `avoid`), nearest the label's place first; then the same with the label cut
   * to its number and TEM (its name stays in the area's tooltip), for an area too small for both.
   * False, and nothing changed, when there is no such place.
   */
  /** The places for a label inside its area's own shape on a grid of `step`, nearest its place first. */
  const labelSpots = (l: Layout, step: number) => {
    const ring = ringOf(l);
    const pts = ring.flat();
    const first = placeOf(l);
    const spots: { x: number; y: number; d: number }[] = [];
    if (!pts.length) return { ring, first, spots };
    const { x0, x1, y0, y1 } = boundsOf(pts);
    for (let x = x0; x <= x1; x += step)
      for (let y = y0 - LABEL_H / 2; y <= y1; y += step) if (ring.some((r) => pointInRing(x, y + 11, r))) spots.push({ x, y, d: Math.hypot(x - first.x, y - first.y) });
    spots.sort((p, q) => p.d - q.d);
    return { ring, first, spots };
  };
  const relabel = (l: Layout, avoid?: Rect): boolean => {
    const i = layouts.indexOf(l);
    const { ring, first, spots } = labelSpots(l, 8);
    if (!spots.length) return false;
    const inOwn = (c: { bx: number; by: number }) => ring.some((r) => pointInRing(c.bx, c.by + COUNTER / 2, r));
    const b0 = blockRect({ ...l, bx: 0, by: 0 });
    const w2 = (b0.x1 - b0.x0) / 2;
    const h = b0.y1 - b0.y0;
    const fits = () =>
      spots.some((s) => {
        l.x = s.x;
        l.y = s.y;
        if (l.x - 60 < 0 || l.x + 60 > geo.width || l.y < 0) return false;
        const lr = (labels[i] = labelRect(l));
        if ((avoid && overlaps(lr, avoid)) || layouts.some((o, j) => j !== i && (overlaps(lr, labels[j]) || (o.units.length > 0 && overlaps(lr, blockRect(o)))))) return false;
        if (!l.units.length) return true;
        return [
          { bx: l.x, by: lr.y1 + 2 },
          { bx: lr.x1 + w2 + 2, by: l.y },
          { bx: lr.x0 - w2 - 2, by: l.y },
          { bx: l.x, by: lr.y0 - h - 2 },
        ].some((c) => {
          l.bx = c.bx;
          l.by = c.by;
          return inOwn(c) && c.bx - w2 > 0 && c.bx + w2 < geo.width && c.by > 0 && c.by + COUNTER + 18 < geo.height && !(avoid && overlaps(blockRect(l), avoid)) && clear(l);
        });
      });
    if (fits()) return true;
    if (!l.short) {
      l.short = true;
      if (fits()) return true;
    }
    putBack(i, first);
    return false;
  };
  for (const l of layouts) {
    if (!l.units.length || clear(l)) continue;
    // A block that only grazes something: nudged a little under its own label, before it is stacked.
    const ring = (geo.part.rings.get(l.area.id) ?? []).map((r) => r.map((q) => geo.at(q)));
    const inOwn = (c: { bx: number; by: number }) => ring.some((r) => pointInRing(c.bx, c.by + COUNTER / 2, r));
    const start = { bx: l.bx, by: l.by };
    const nudged = [[10, 0], [-10, 0], [20, 0], [-20, 0], [0, 8], [10, 8], [-10, 8], [30, 0], [-30, 0], [0, 16]].find(([dx, dy]) => {
      l.bx = start.bx + dx;
      l.by = start.by + dy;
      return inOwn(l) && clear(l);
    });
    if (nudged) continue;
    Object.assign(l, start);
    if (!l.pile && l.units.length > 1) {
      l.pile = true;
      if (clear(l)) continue;
    }
    const own = labels[layouts.indexOf(l)];
    const home = { bx: l.bx, by: l.by };
    const w = (COUNTER + 26) / 2;
    const all = [
      { bx: l.x + 45, by: home.by },
      { bx: l.x - 45, by: home.by },
      { bx: l.x, by: home.by + 25 },
      { bx: own.x1 + w, by: l.y - 8 },
      { bx: own.x0 - w, by: l.y - 8 },
      { bx: l.x, by: l.y - COUNTER - 22 },
      { bx: l.x + 70, by: home.by + 20 },
      { bx: l.x - 70, by: home.by + 20 },
      // Further out, for crowded maps (Cambrai's outposts).
      { bx: own.x1 + w, by: l.y + 22 },
      { bx: own.x0 - w, by: l.y + 22 },
      { bx: l.x + 45, by: l.y - COUNTER - 22 },
      { bx: l.x - 45, by: l.y - COUNTER - 22 },
      { bx: l.x + 95, by: home.by + 10 },
      { bx: l.x - 95, by: home.by + 10 },
      { bx: l.x, by: home.by + 50 },
    ].filter((c) => c.bx - w > 0 && c.bx + w < geo.width && c.by > 0 && c.by + COUNTER + 18 < geo.height);
    // Places whose middle is inside the area's own shape first.
    const tries = [...all.filter(inOwn), ...all.filter((c) => !inOwn(c))];
    const ok = tries.find((c) => {
      l.bx = c.bx;
      l.by = c.by;
      return clear(l);
    });
    if (ok) continue;
    // Then every place on a fine grid over the area's shape, its own shape first, nearest first.
    const pts = ring.flat();
    const grid: { bx: number; by: number; d: number; own: boolean }[] = [];
    if (pts.length) {
      const { x0, x1, y0, y1 } = boundsOf(pts);
      for (let bx = x0; bx <= x1; bx += 8)
        for (let by = y0 - COUNTER / 2; by <= y1 - COUNTER / 2; by += 8) {
          const c = { bx, by };
          if (c.bx - w > 0 && c.bx + w < geo.width && c.by > 0 && c.by + COUNTER + 18 < geo.height) grid.push({ ...c, d: Math.hypot(bx - home.bx, by - home.by), own: inOwn(c) });
        }
      grid.sort((p, q) => Number(q.own) - Number(p.own) || p.d - q.d);
      const near = grid.find((c) => {
        l.bx = c.bx;
        l.by = c.by;
        return c.own && clear(l);
      });
      if (near) continue;
      // Then the label moves too, with its counters (relabel, below); failing that, a neighbour's
      // label that lies over this area's shape moves off it first.
      if (relabel(l)) continue;
      const box = { x0, y0, x1, y1 };
      const moved = layouts.some((o, j) => {
        if (o === l || !overlaps(labels[j], box)) return false;
        const was = placeOf(o);
        if (relabel(o, box) && relabel(l)) return true;
        putBack(j, was);
        return false;
      });
      if (moved) continue;
    }
    // Nowhere clear: the place that covers the least of the labels (its own included) and counters.
    const covered = (c: { bx: number; by: number }) => {
      l.bx = c.bx;
      l.by = c.by;
      const b = blockRect(l);
      const over = (r: Rect) => Math.max(0, Math.min(b.x1, r.x1) - Math.max(b.x0, r.x0)) * Math.max(0, Math.min(b.y1, r.y1) - Math.max(b.y0, r.y0));
      // Labels, and the other areas' counters (never one block over another).
      // A covered label or counter weighs the same; nearer places first among equals.
      return layouts.reduce((sum, o, j) => sum + 10 * over(labels[j]) + (o !== l && o.units.length ? 10 * over(blockRect(o)) : 0), 0) + Math.hypot(c.bx - home.bx, c.by - home.by);
    };
    // A ring of places around the label, further out each time.
    const ringTries = [60, 90, 120].flatMap((r) => Array.from({ length: 12 }, (_, i) => ({ bx: l.x + r * Math.cos((i * Math.PI) / 6), by: home.by + r * Math.sin((i * Math.PI) / 6) })));
    const inside = (c: { bx: number; by: number }) => c.bx - w > 0 && c.bx + w < geo.width && c.by > 0 && c.by + COUNTER + 18 < geo.height;
    // Only places inside the area's own shape: counters drawn in a neighbour would read as the neighbour's.
    // Never over another area's counters: among the places that cover none of them, these first, then the
    // fine grid over its own shape, then (a shape full of counters) the grid around it and wider rings.
    const onBlock = (c: { bx: number; by: number }) => {
      const b = blockRect({ ...l, bx: c.bx, by: c.by });
      return layouts.some((o) => o !== l && o.units.length > 0 && overlaps(b, blockRect(o)));
    };
    const places = [home, ...[...tries, ...ringTries.filter(inside)].filter(inOwn)];
    const wide = [150, 200, 250, 300, 400].flatMap((r) => Array.from({ length: 24 }, (_, i) => ({ bx: l.x + r * Math.cos((i * Math.PI) / 12), by: home.by + r * Math.sin((i * Math.PI) / 12) })));
    const free = [places, grid.filter((c) => c.own), grid.filter((c) => !c.own), wide.filter(inside)].map((cs) => cs.filter((c) => !onBlock(c))).find((cs) => cs.length) ?? places;
    const ranked = free.map((c) => ({ c, a: covered(c) })).sort((p, q) => p.a - q.a).map((x) => x.c);
    // Then the labels it covers move off it, each inside its own area, where they can: the least
    // covered place first; where a label cannot move, the next places in turn (then the fine grid over
    // its own shape, 40 places in all), else the first.
    const settle = (c: { bx: number; by: number }) => {
      Object.assign(l, { bx: c.bx, by: c.by });
      const b = blockRect(l);
      layouts.forEach((o, j) => {
        if (o !== l && overlaps(b, labels[j])) relabel(o, b);
      });
      return !labels.some((r) => overlaps(b, r));
    };
    const was = layouts.map(placeOf);
    const undo = () => was.forEach((w, j) => putBack(j, w));
    const more = grid.filter((c) => c.own && !onBlock(c)).map((c) => ({ c, a: covered(c) })).sort((p, q) => p.a - q.a).map((x) => x.c);
    if (![...ranked, ...more].slice(0, 40).some((c) => settle(c) || (undo(), false))) settle(ranked[0]);
  }
  // Last, no label under counters (issue 29): a label some block still covers moves alone, its
  // counters staying, to the nearest place inside its own area clear of every block and label (with
  // its name, else cut to its number and TEM).
  const blocks = () => layouts.filter((o) => o.units.length > 0).map(blockRect);
  layouts.forEach((l, i) => {
    if (!blocks().some((b) => overlaps(b, labels[i]))) return;
    const { first, spots } = labelSpots(l, 6);
    if (!spots.length) return;
    const bs = blocks();
    const free = () =>
      spots.some((sp) => {
        l.x = sp.x;
        l.y = sp.y;
        const lr = (labels[i] = labelRect(l));
        return lr.x0 >= 0 && lr.x1 <= geo.width && lr.y0 >= 0 && lr.y1 <= geo.height && !bs.some((b) => overlaps(b, lr)) && !labels.some((o, j) => j !== i && overlaps(o, lr));
      });
    if (free()) return;
    l.short = true;
    if (free()) return;
    putBack(i, first);
  });
}

/** Where the map puts each area's label and counter block (as `AreaMap` draws them), for measuring overlaps. */
export function mapLayouts(geometry: AreaMapGeometry, areas: readonly MapArea[], units: readonly MapUnit[]): { id: number; label: Rect; block: Rect | null; pile: boolean }[] {
  const geo = areaGeometry(geometry);
  const layouts = areas.map((a) => layout(geo, a, units.filter((u) => u.box === 'map' && u.area === a.id)));
  avoidLabels(geo, layouts);
  return layouts.map((l) => ({ id: l.area.id, label: labelRect(l), block: l.units.length ? blockRect(l) : null, pile: l.pile }));
}

/** Where an area's label and counters go: the largest free circle of its shape, the counters in a grid under the label, or one stack. */
function layout(geo: SvgGeometry, a: MapArea, here: MapUnit[]): Layout {
  const pole = geo.poles.get(a.id) ?? { x: 0, y: 0, r: 40 };
  const d = 2 * pole.r;
  const cell = COUNTER + GAP;
  const maxCols = Math.max(1, Math.floor((d * 1.15) / cell));
  const maxRows = Math.max(0, Math.floor((d * 1.1 - LABEL_H) / cell));
  let cols = Math.min(maxCols, Math.max(1, here.length));
  let rows = Math.ceil(here.length / cols);
  if (here.length && cols > 1 && rows === 1 && here.length > 2 && maxRows >= 2) {
    cols = Math.ceil(here.length / 2);
    rows = 2;
  }
  const pile = here.length > 1 && (rows > maxRows || here.length > maxCols * Math.max(1, maxRows));
  const blockH = LABEL_H + (here.length ? (pile ? COUNTER + 8 : rows * cell) : 0);
  const half = Math.max(70, pile ? 0 : (cols * cell) / 2);
  const x = Math.max(half + 4, Math.min(geo.width - half - 4, pole.x));
  const y = Math.max(6, Math.min(geo.height - blockH - 6, pole.y - blockH / 2));
  return { area: a, x, y, units: here, pile, cols, bx: x, by: y + LABEL_H };
}

function areaLabel(l: Layout): VNode<any> {
  const a = l.area;
  const x = l.x;
  const y = l.y;
  const num = a.zone ? `${t('board.zone')} ${a.label}` : a.label;
  const numW = Math.max(26, num.length * 10 + 10);
  const temW = 28;
  const rowW = numW + temW;
  const x0 = x - rowW / 2;
  return h('g', { class: 'area-label', 'data-label': a.id, 'pointer-events': 'none' }, [
    h('rect', { x: x0, y, width: numW, height: 22, rx: 3, fill: '#fffdf5', stroke: a.vp ? '#b3261e' : '#2b2820', 'stroke-width': a.vp ? 2.5 : 1.3 }),
    h('text', { class: 'area-number', x: x0 + numW / 2, y: y + 17, 'text-anchor': 'middle', 'font-size': 17, 'font-weight': 800, fill: '#1f1c15' }, num),
    h('rect', { x: x0 + numW, y, width: temW, height: 22, rx: 3, fill: '#2b2820' }),
    h('text', { class: 'area-tem', x: x0 + numW + temW / 2, y: y + 16, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: '#fff' }, `+${a.tem}`, h('title', null, `${w('tem')} +${a.tem}`)),
    a.star && h('text', { x: x0 - 12, y: y + 18, 'text-anchor': 'middle', 'font-size': 20, fill: a.star === 'white' ? '#fff' : '#111', stroke: '#111', 'stroke-width': 0.9 }, '★'),
    a.vp && h('text', { x: x0 + rowW + 4, y: y + 16, 'font-size': 13, 'font-weight': 800, fill: '#b3261e' }, t('board.vp')),
    a.control &&
      h('g', { class: 'control', 'data-control': a.control }, [
        h('circle', { cx: x0 + rowW + (a.vp ? 42 : 12), cy: y + 11, r: 9, fill: CONTROL[a.control] ?? '#888', stroke: a.contested ? '#e65100' : '#fff', 'stroke-width': a.contested ? 4 : 2 }),
        h('title', null, `${t('board.control', { side: role(a.control) })}${a.contested ? `, ${t('board.contested')}` : ''}`),
      ]),
    !l.short && h('text', { class: 'area-name', x, y: y + 36, 'text-anchor': 'middle', 'font-size': 13.5, 'font-weight': 600, fill: '#1f1c15', stroke: '#fffdf5', 'stroke-width': 3.5, 'paint-order': 'stroke', 'stroke-linejoin': 'round' }, a.name),
    a.contested && h('text', { x, y: y - 4, 'text-anchor': 'middle', 'font-size': 12, fill: '#b34700', 'font-weight': 700, stroke: '#fffdf5', 'stroke-width': 3, 'paint-order': 'stroke' }, t('board.contested')),
    ...markerTags(a.markers ?? [], x, y - (a.contested ? 16 : 2) - MARKER_H - 1),
  ]);
}

/** An area's markers as tags in a row centred on x, top at y. */
function markerTags(ms: readonly AreaMarker[], x: number, y: number): VNode<any>[] {
  let at = x - markersW(ms) / 2;
  return ms.map((m) => {
    const x0 = at;
    at += markerW(m) + 3;
    return h('g', { class: 'marker', 'data-marker': m.kind }, [
      h('title', null, m.title),
      h('rect', { x: x0, y, width: markerW(m), height: MARKER_H, rx: 3, fill: m.fill, stroke: '#1f1c15', 'stroke-width': 1.2 }),
      h('text', { x: x0 + markerW(m) / 2, y: y + 13.5, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 800, fill: '#fff' }, m.text),
    ]);
  });
}

function stackPile(l: Layout, p: BoardProps, open: () => void, spentMark?: string): VNode<any> {
  const top = l.units[0];
  const x = l.bx - (COUNTER + 8) / 2;
  const y = l.by;
  const n = l.units.length;
  const live = l.units.some((u) => p.clickable.has(u.id));
  const chosen = l.units.some((u) => p.selected.includes(u.id));
  const name = `${kindOf(l.area)} ${l.area.label} ${l.area.name}`;
  const go = (e: Event) => {
    e.stopPropagation();
    open();
  };
  return h(
    'g',
    {
      class: `stack ${live ? 'live' : ''} ${chosen ? 'selected' : ''}`,
      'data-stack': l.area.id,
      tabindex: 0, // lower case: an SVG attribute
      role: 'button',
      // Named by its <title>, as every thing on the map (see pickable): an aria-label would differ
      // from the texts drawn on the pile (axe label-content-name-mismatch, WCAG 2.5.3).
      onClick: go,
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') go(e);
      },
    },
    [
      h('title', null, w('stack', { n, area: name, units: l.units.map((u) => u.name).join(' · ') })),
      ...[3, 2, 1].filter((i) => i < n).map((i) => h('rect', { x: x + i * 3.5, y: y + i * 3.5, width: COUNTER, height: COUNTER, rx: 4, fill: '#cfc8b4', stroke: '#333' })),
      counter(top, x, y, p, { plain: true, spentMark }),
      h('rect', { class: 'body stack-ring', x: x - 2, y: y - 2, width: COUNTER + 4 + Math.min(3, n - 1) * 3.5, height: COUNTER + 4 + Math.min(3, n - 1) * 3.5, rx: 5, fill: 'none', stroke: 'none' }),
      h('circle', { cx: x + COUNTER + 6, cy: y + COUNTER - 2, r: 12, fill: live ? '#e0a400' : '#2b2820', stroke: '#fff', 'stroke-width': 2 }),
      h('text', { x: x + COUNTER + 6, y: y + COUNTER + 3, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': 800, fill: live ? '#000' : '#fff' }, String(n)),
    ],
  );
}

/** An opened stack: its counters at full size with their names, over the map, and a close button. */
function openStack(geo: SvgGeometry, l: Layout, p: BoardProps, close: () => void, spentMark?: string): VNode<any> {
  const n = l.units.length;
  const cellW = 96;
  const cellH = COUNTER + 26;
  const cols = Math.min(n, n > 8 ? 5 : 4);
  const rows = Math.ceil(n / cols);
  const wd = cols * cellW + 16;
  const ht = rows * cellH + 46;
  const x = Math.max(4, Math.min(geo.width - wd - 4, l.bx - wd / 2));
  const y = Math.max(4, Math.min(geo.height - ht - 4, l.by - 10));
  const title = w('stackTitle', { area: `${kindOf(l.area)} ${l.area.label} ${l.area.name}`, n });
  const shut = (e: Event) => {
    e.stopPropagation();
    close();
  };
  return h('g', { class: 'open-stack', 'data-open-stack': l.area.id, role: 'group', 'aria-label': title }, [
    h('rect', { x, y, width: wd, height: ht, rx: 6, fill: '#fffdf7', stroke: '#2b2820', 'stroke-width': 2, filter: 'url(#lift)' }),
    h('text', { x: x + 10, y: y + 22, 'font-size': 14, 'font-weight': 700 }, title),
    h(
      'g',
      {
        class: 'close',
        tabindex: 0,
        role: 'button',
        'aria-label': w('closeStack'),
        onClick: shut,
        onKeyDown: (e: KeyboardEvent) => {
          if (e.key === 'Enter' || e.key === ' ' || e.key === 'Escape') shut(e);
        },
      },
      [h('title', null, w('close')), h('rect', { class: 'body', x: x + wd - 34, y: y + 6, width: 28, height: 26, rx: 4, fill: '#eee8d8', stroke: '#6b665a' }), h('text', { x: x + wd - 20, y: y + 25, 'text-anchor': 'middle', 'font-size': 18, 'font-weight': 700 }, '×')],
    ),
    ...l.units.map((u, i) => {
      const cx = x + 8 + (i % cols) * cellW;
      const cy = y + 38 + Math.floor(i / cols) * cellH;
      const nm = u.name.length > 14 ? `${u.name.slice(0, 13)}…` : u.name;
      return h('g', null, [
        counter(u, cx + (cellW - COUNTER) / 2, cy, p, { spentMark }),
        h('text', { x: cx + cellW / 2, y: cy + COUNTER + 16, 'text-anchor': 'middle', 'font-size': 12 }, nm),
      ]);
    }),
  ]);
}

/** A turn track in the title strip, ending at x. */
function turnStrip(tr: NonNullable<AreaMapProps['turnTrack']>, x1: number): VNode<any> {
  const bw = 24;
  const x0 = x1 - tr.values.length * bw;
  return h('g', { class: 'track', 'data-track': 'Turn', role: 'img', 'aria-label': `${tr.label} ${tr.current ?? '–'}` }, [
    h('text', { x: x0 - 8, y: -9, 'text-anchor': 'end', 'font-size': 14, fill: '#f4f1e8' }, tr.label),
    ...tr.values.map((v, i) => {
      const on = String(v) === String(tr.current);
      return h('g', null, [
        h('rect', { x: x0 + i * bw, y: -26, width: bw - 2, height: 22, rx: 2, fill: on ? '#e0a400' : '#4a463c', stroke: '#f4f1e8', 'stroke-width': on ? 2 : 0.5 }),
        h('text', { x: x0 + i * bw + (bw - 2) / 2, y: -10, 'text-anchor': 'middle', 'font-size': 14, 'font-weight': on ? 800 : 400, fill: on ? '#000' : '#f4f1e8' }, String(v)),
      ]);
    }),
  ]);
}

/** The map with its open stack and its magnifier kept between renders. */
export function AreaMap(props: AreaMapProps): VNode<any> {
  const [opened, setOpened] = useState<number | null>(null);
  const [lens, setLens] = useState<string | null>(null);
  return areaMapSvg(props, { opened, setOpened, lens, setLens });
}

/** What the map keeps between renders: the stack opened, the counter under the magnifier. */
export interface MapState {
  opened: number | null;
  setOpened(id: number | null): void;
  lens: string | null;
  setLens(id: string | null): void;
}

/** The map drawn for a state of its own (AreaMap holds it; tests pass one). */
export function areaMapSvg(props: AreaMapProps, st: MapState): VNode<any> {
  const { areas, boundaries, units, marks } = props;
  const { opened, setOpened } = st;
  // A counter under the pointer or the focus, or held down (a long press opens the context menu on
  // touch screens), is shown large with its values: the magnifier (issue 29).
  const p: BoardProps = { ...props.p, onHover: (ref) => (props.p.onHover?.(ref), st.setLens(ref !== null && units.some((u) => u.id === ref) ? ref : null)) };
  const geo = areaGeometry(props.geometry);
  const byArea = new Map<number, MapUnit[]>();
  for (const u of units) if (u.box === 'map' && u.area !== null) byArea.set(u.area, [...(byArea.get(u.area) ?? []), u]);
  const kinds = new Map(boundaries.map((b) => [`${Math.min(b.a, b.b)}-${Math.max(b.a, b.b)}`, b.kind]));

  const regions = areas.map((a) => {
    const d = geo.paths.get(a.id) ?? '';
    const kind = kindOf(a);
    const attrs = pickable(String(a.id), p, `${kind} ${a.label} ${a.name}, ${w('tem')} +${a.tem}`);
    const notes = [`${w('tem')} +${a.tem}`, ...(a.notes ?? []), ...(a.vp ? [t('board.vpArea')] : []), ...(a.control ? [t('board.control', { side: role(a.control) })] : []), ...(a.contested ? [t('board.contested')] : [])];
    return h('g', { ...attrs, class: `area ${attrs.class} ${a.zone ? 'zone' : ''}`, 'data-area': a.id }, [
      h('title', null, `${kind} ${a.label}: ${a.name} · ${notes.join(' · ')}`),
      h('path', { class: 'shape', d, fill: a.fill, 'fill-rule': 'evenodd', stroke: 'none' }),
      a.zone && h('path', { d, fill: 'url(#zone-hatch)', 'pointer-events': 'none' }),
    ]);
  });
  const marksLayer = areas.flatMap((a) => {
    const d = geo.paths.get(a.id) ?? '';
    const ref = String(a.id);
    return [
      // What the player may choose now, drawn over the borders and the ground so that it shows (the
      // region's own outline lies under them): a tinted area with a yellow edge; the selection in black.
      p.clickable.has(ref) && !p.selected.includes(ref) && h('path', { class: 'mark-choosable', d, fill: '#ffd54f', 'fill-opacity': 0.2, 'fill-rule': 'evenodd', stroke: '#e0a400', 'stroke-width': 3.5, 'stroke-linejoin': 'round', 'pointer-events': 'none' }),
      p.selected.includes(ref) && h('path', { class: 'mark-selected', d, fill: '#ffd54f', 'fill-opacity': 0.35, 'fill-rule': 'evenodd', stroke: '#000', 'stroke-width': 4.5, 'stroke-linejoin': 'round', 'pointer-events': 'none' }),
      a.id === marks.active && h('path', { class: 'mark-active', d, fill: 'none', stroke: '#e0a400', 'stroke-width': 6, 'stroke-dasharray': '12 6', 'pointer-events': 'none' }),
      a.id === marks.combat && h('path', { class: 'mark-combat', d, fill: 'none', stroke: '#c62828', 'stroke-width': 6, 'pointer-events': 'none' }),
      // What the opponent changed since this player's last action (an area entered or taken): a
      // dashed magenta edge over the borders (the region's own outline lies under them, issue 29).
      p.recent?.has(ref) && h('path', { class: 'mark-recent', d, fill: 'none', stroke: RECENT, 'stroke-width': 4.5, 'stroke-dasharray': '10 5', 'stroke-linejoin': 'round', 'pointer-events': 'none' }),
    ].filter(Boolean) as VNode<any>[];
  });

  // Borders between regions, by the kind the rules' data gives the pair.
  const roads = props.geometry.ground.filter((x) => x.kind === 'road').map((x) => x.pts.map((q) => geo.ll(q)));
  const borders: VNode<any>[] = [];
  const bridges: VNode<any>[] = [];
  const touching = new Set<string>();
  for (const ch of geo.part.chains) {
    if (ch.left < 0 || ch.right < 0) continue;
    const key = `${Math.min(ch.left, ch.right)}-${Math.max(ch.left, ch.right)}`;
    touching.add(key);
    const pts = ch.pts.map((q) => geo.at(q));
    const d = polyline(pts);
    const kind = kinds.get(key);
    const data = { class: `boundary ${kind ?? 'none'}`, 'data-kind': kind ?? 'none', 'data-pair': key, 'pointer-events': 'none' };
    switch (kind) {
      case undefined:
        borders.push(h('path', { ...data, d, fill: 'none', stroke: '#2b2820', 'stroke-width': 4.5, 'stroke-linecap': 'round' }));
        break;
      case 'water':
      case 'river':
        borders.push(h('path', { ...data, d, fill: 'none', stroke: WATER, 'stroke-width': 4, 'stroke-linecap': 'round' }));
        break;
      case 'water-bridge':
      case 'canal-bridge': {
        borders.push(h('path', { ...data, d, fill: 'none', stroke: kind === 'canal-bridge' ? '#1b4f8f' : WATER, 'stroke-width': kind === 'canal-bridge' ? 6 : 4, 'stroke-linecap': 'round' }));
        const b = bridgePoint(pts, roads);
        bridges.push(bridge(b.at, b.angle));
        break;
      }
      case 'prohibited': {
        borders.push(h('path', { ...data, d, fill: 'none', stroke: '#b3261e', 'stroke-width': 5, 'stroke-dasharray': '10 6' }));
        const m = bridgePoint(pts, []);
        // Kept inside the map whatever the language's words (under 0.72 em per bold character, with its halo).
        const label = t('board.noMovement');
        const half = (label.length * 13 * 0.72) / 2 + 10;
        const tx = Math.max(half, Math.min(geo.width - half, m.at.x));
        bridges.push(h('text', { x: tx, y: m.at.y + 5, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700, fill: '#b3261e', stroke: '#fffdf5', 'stroke-width': 3.5, 'paint-order': 'stroke', transform: Math.abs(Math.cos(m.angle)) < 0.5 ? `rotate(-90 ${tx} ${m.at.y})` : undefined }, label));
        break;
      }
      default:
        borders.push(h('path', { ...data, d, fill: 'none', stroke: '#6f6650', 'stroke-width': 1.4 }));
    }
  }
  // Adjacent in the data but not touching on this drawing: a dashed link.
  for (const b of boundaries) {
    const key = `${Math.min(b.a, b.b)}-${Math.max(b.a, b.b)}`;
    if (touching.has(key)) continue;
    const pa = geo.poles.get(b.a);
    const pb = geo.poles.get(b.b);
    if (!pa || !pb) continue;
    borders.push(h('line', { class: 'boundary link', 'data-kind': b.kind, 'data-pair': key, x1: pa.x, y1: pa.y, x2: pb.x, y2: pb.y, stroke: b.kind === 'open' ? '#6f6650' : WATER, 'stroke-width': 2.5, 'stroke-dasharray': '5 5', 'pointer-events': 'none' }));
  }

  const layouts = areas.map((a) => layout(geo, a, byArea.get(a.id) ?? []));
  avoidLabels(geo, layouts);

  // Places: each as a small block; the name of a place that is not an area's own village, where it
  // does not run into an area's label or counters.
  const anchors = [...geo.anchors.values()];
  const busy = [...layouts.map(labelRect), ...layouts.filter((l) => l.units.length).map(blockRect)];
  const places = props.geometry.places.map((pl) => {
    const at = geo.ll(pl.at);
    if (pl.town) return h('circle', { class: 'town', cx: at.x, cy: at.y, r: 22, fill: '#c9a98a', 'fill-opacity': 0.55, stroke: '#8a6a4a', 'pointer-events': 'none' });
    const own = anchors.some((q) => Math.hypot(q.x - at.x, q.y - at.y) < 2);
    const wd = pl.name.length * 6.5;
    const free = !busy.some((b) => at.x + 6 < b.x1 && at.x + 6 + wd > b.x0 && at.y - 16 < b.y1 && at.y > b.y0);
    return h('g', { class: 'place', 'pointer-events': 'none' }, [
      h('rect', { x: at.x - 3.5, y: at.y - 3.5, width: 7, height: 7, fill: '#3b3428' }),
      !own && free && h('text', { x: at.x + 6, y: at.y - 5, 'font-size': 12, 'font-style': 'italic', fill: '#4b4433', stroke: '#fffdf5', 'stroke-width': 3, 'paint-order': 'stroke' }, pl.name),
    ]);
  });

  const counters = layouts.flatMap((l) => {
    if (!l.units.length) return [];
    if (l.pile) return [stackPile(l, p, () => setOpened(l.area.id), props.spentMark)];
    const cell = COUNTER + GAP;
    return l.units.map((u, i) => {
      const row = Math.floor(i / l.cols);
      const inRow = Math.min(l.cols, l.units.length - row * l.cols);
      const cx = l.bx - (inRow * cell - GAP) / 2 + (i % l.cols) * cell;
      return counter(u, cx, l.by + row * cell, p, { spentMark: props.spentMark });
    });
  });
  const openL = layouts.find((l) => l.area.id === opened && l.pile);

  // The trays under the map: each box's label, then its counters in rows.
  const cell = COUNTER + GAP;
  const perRow = Math.max(1, Math.floor((geo.width - 24) / cell));
  let trayY = geo.height + 10;
  const trays: VNode<any>[] = [];
  for (const tr of props.trays ?? []) {
    const here = units.filter((u) => u.box === tr.box);
    if (!here.length) continue;
    trays.push(
      h('g', { class: 'tray holding-box', 'data-box': tr.box }, [
        h('text', { x: 12, y: trayY + 16, 'font-size': 15, 'font-weight': 700 }, `${tr.label} (${here.length})`),
        ...here.map((u, i) => counter(u, 12 + (i % perRow) * cell, trayY + 24 + Math.floor(i / perRow) * cell, p, { spentMark: props.spentMark })),
      ]),
    );
    trayY += 24 + Math.ceil(here.length / perRow) * cell + 8;
  }
  const height = trays.length ? trayY : geo.height;

  return h('svg', { viewBox: `0 ${-HEAD} ${geo.width.toFixed(0)} ${(height + HEAD).toFixed(0)}`, preserveAspectRatio: 'xMidYMid meet', 'data-testid': 'board', class: `board area-board ${props.cls}`, role: 'group', 'aria-label': props.label, onClick: () => (opened !== null && setOpened(null), st.lens !== null && st.setLens(null)), onContextMenu: (e: MouseEvent) => {
        const unit = (e.target as Element | null)?.closest?.('[data-unit]')?.getAttribute('data-unit');
        if (!unit) return;
        e.preventDefault();
        st.setLens(unit);
      } }, [
    h('defs', null, [
      h('pattern', { id: 'zone-hatch', width: 12, height: 12, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, h('line', { x1: 0, y1: 0, x2: 0, y2: 12, stroke: '#b9ae8e', 'stroke-width': 2.5 })),
      h('pattern', { id: 'wood-trees', width: 14, height: 12, patternUnits: 'userSpaceOnUse' }, [h('circle', { cx: 4, cy: 4, r: 2.4, fill: '#3f6b24', 'fill-opacity': 0.55 }), h('circle', { cx: 11, cy: 10, r: 2.4, fill: '#3f6b24', 'fill-opacity': 0.55 })]),
      h('clipPath', { id: `clip-${props.cls}` }, h('rect', { x: 0, y: 0, width: geo.width, height: geo.height })),
      h('filter', { id: 'lift', x: '-10%', y: '-10%', width: '130%', height: '130%' }, h('feDropShadow', { dx: 2, dy: 3, stdDeviation: 3, 'flood-opacity': 0.35 })),
    ]),
    h('rect', { x: 0, y: -HEAD, width: geo.width, height: height + HEAD, fill: '#efe9d8' }),
    h('rect', { x: 0, y: -HEAD, width: geo.width, height: HEAD, fill: '#2b2820' }),
    h('text', { class: 'caption', x: 12, y: -9, 'font-size': 16, 'font-weight': 700, fill: '#f4f1e8' }, props.caption ?? props.label),
    h('text', { class: 'north', x: geo.width - 12, y: -9, 'text-anchor': 'end', 'font-size': 16, 'font-weight': 800, fill: '#f4f1e8' }, 'N ↑'),
    props.turnTrack && turnStrip(props.turnTrack, geo.width - 60),
    ...trays,
    h('g', { class: 'regions' }, regions),
    h('g', { class: 'ground', 'pointer-events': 'none', 'clip-path': `url(#clip-${props.cls})` }, groundLayer(geo, props.geometry)),
    h('g', { class: 'boundaries' }, borders),
    h('g', { class: 'bridges' }, bridges),
    geo.frameEdges
      ? h('path', { class: 'frame', d: geo.frameEdges, fill: 'none', stroke: '#2b2820', 'stroke-width': 2, 'pointer-events': 'none' })
      : h('rect', { class: 'frame', x: geo.frame.x0, y: geo.frame.y0, width: geo.frame.x1 - geo.frame.x0, height: geo.frame.y1 - geo.frame.y0, fill: 'none', stroke: '#2b2820', 'stroke-width': 2, 'pointer-events': 'none' }),
    h('g', { class: 'places' }, places),
    h('g', { class: 'marks' }, marksLayer),
    h('g', { class: 'labels' }, layouts.map(areaLabel)),
    h('g', { class: 'counters' }, counters),
    openL ? openStack(geo, openL, p, () => setOpened(null), props.spentMark) : null,
    magnifier(units.find((u) => u.id === st.lens), layouts, geo.width, props.spentMark),
  ]);
}

/** The magnifier: a counter at three times its size with its name and values in words, in the map's top corner away from it. */
function magnifier(u: MapUnit | undefined, layouts: readonly Layout[], width: number, spentMark?: string): VNode<any> | null {
  if (!u) return null;
  const size = COUNTER * 3;
  const wd = size + 80;
  const at = layouts.find((l) => l.units.includes(u));
  const x = at && at.bx > width / 2 ? 8 : width - wd - 8;
  const y = 8;
  const still: BoardProps = { view: null, snapshot: null as never, legal: [], clickable: new Set(), selected: [], onPick: () => {} };
  const lines = [u.name, unitKind(u), `${u.attack ?? '*'}-${u.defense}-${u.move}: ${w('values')}`, u.spent ? (spentMark ?? t('board.spent')) : t('board.fresh')];
  return h('g', { class: 'lens', 'data-lens': u.id, 'pointer-events': 'none', 'aria-hidden': 'true' }, [
    h('rect', { x, y, width: wd, height: size + 24 + lines.length * 18, rx: 6, fill: '#fffdf7', stroke: '#2b2820', 'stroke-width': 2, filter: 'url(#lift)' }),
    counter(u, x + (wd - size) / 2, y + 12, still, { size, plain: true, spentMark }),
    ...lines.map((line, i) => h('text', { x: x + wd / 2, y: y + size + 36 + i * 18, 'text-anchor': 'middle', 'font-size': i ? 13 : 15, 'font-weight': i ? 500 : 700 }, line)),
  ]);
}

// ---------------------------------------------------------------- the HTML beside the map

/** A numbered track (turn, impulse) as a row of boxes, the current one marked. */
export function TrackRow(props: { label: string; rule?: string; values: (string | number)[]; current: string | number | null; id?: string }): VNode<any> {
  return h('div', { class: 'track', 'data-track': props.id ?? props.label }, [
    h('div', { class: 'track-head' }, [props.rule ? h(RuleChip, { rule: props.rule }) : null, h('strong', null, props.label)]),
    h(
      'ol',
      { class: 'track-boxes' },
      props.values.map((v) => {
        const on = String(v) === String(props.current);
        return h('li', { class: on ? 'on' : '', 'aria-current': on ? 'step' : undefined }, String(v));
      }),
    ),
  ]);
}

/** A labelled value, e.g. the side holding the Momentum, as a coloured chip. */
export function SideChip(props: { label: string; rule?: string; side: string | null; shown?: string }): VNode<any> {
  return h('div', { class: 'chip-row' }, [
    props.rule ? h(RuleChip, { rule: props.rule }) : null,
    h('span', { class: 'chip-label' }, props.label),
    h('span', { class: `side-chip ${props.side ?? 'none'}`, style: props.side && CONTROL[props.side] ? { background: CONTROL[props.side], color: '#fff' } : undefined }, props.shown ?? (props.side ? role(props.side) : t('common.none'))),
  ]);
}

/** A line of the panel with an optional rule chip. */
export function InfoRow(props: { rule?: string; label: string; value: string }): VNode<any> {
  return h('div', { class: 'info-row' }, [props.rule ? h(RuleChip, { rule: props.rule }) : null, h('span', { class: 'chip-label' }, props.label), ' ', h('span', null, props.value)]);
}

/** The Allied VP: the number and a bar with the VP needed marked. */
export function VpMeter(props: { label: string; rule: string; vp: number; needed: number; floor: number; note: string }): VNode<any> {
  const max = Math.max(props.needed + 5, props.vp + 1, props.floor);
  const pct = (x: number) => `${((100 * Math.max(0, Math.min(x, max))) / max).toFixed(1)}%`;
  return h('div', { class: 'vp-meter', 'data-track': 'VP' }, [
    h('div', { class: 'track-head' }, [h(RuleChip, { rule: props.rule }), h('strong', null, `${props.label}: ${props.vp}`), ' ', h('span', { class: 'muted' }, props.note)]),
    h('div', { class: 'vp-bar', role: 'meter', 'aria-valuemin': 0, 'aria-valuemax': max, 'aria-valuenow': props.vp, 'aria-label': props.label }, [
      h('span', { class: 'vp-fill', style: { width: pct(props.vp) } }),
      h('span', { class: 'vp-need', style: { left: pct(props.needed) }, title: `${t('board.needed')} ${props.needed}` }),
    ]),
  ]);
}

/** Holding boxes: those with counters each with its counters, the empty ones on one line. */
export function HoldingBoxes(props: { p: BoardProps; units: readonly MapUnit[]; boxes: [string, string][]; spentMark?: string }): VNode<any> {
  const full = props.boxes.filter(([b]) => props.units.some((u) => u.box === b));
  const empty = props.boxes.filter(([b]) => !props.units.some((u) => u.box === b));
  return h('section', { class: 'boxes', 'aria-label': w('holding') }, [
    ...full.map(([box, label]) => h(HoldingBox, { p: props.p, units: props.units, box, label, spentMark: props.spentMark })),
    empty.length ? h('p', { class: 'muted empty-boxes' }, `${empty.map(([, l]) => l).join(' · ')}: ${w('empty')}`) : null,
  ]);
}

/** A holding box (eliminated, removed...) with its counters. */
export function HoldingBox(props: { p: BoardProps; units: readonly MapUnit[]; box: string; label: string; spentMark?: string }): VNode<any> {
  const here = props.units.filter((u) => u.box === props.box);
  return h('section', { class: 'holding-box', 'data-box': props.box }, [
    h('h3', null, `${props.label} (${here.length})`),
    here.length ? h('div', { class: 'chips' }, here.map((u) => counterChip(u, props.p, { spentMark: props.spentMark }))) : h('p', { class: 'muted' }, w('empty')),
  ]);
}

/** A combat's result (repulse, stalemate, success...) in the page's language. */
export const resultWord = (x: unknown) => (typeof x === 'string' ? phase(x) : fmt(x));
export const fmt = (x: unknown) => (x === null || x === undefined ? '–' : Array.isArray(x) ? x.join(' ') : String(x));

/** The combat in progress: kind, area, AV and DV, dice, result. */
/** A combat: its title, then (once rolled; null before) the values, the dice and the result. */
export function CombatPanel(props: { title: string; values: string | null; dice: string | null; result: string | null }): VNode<any> {
  return h('section', { class: 'combat-panel', 'data-testid': 'combat' }, [
    h('h3', null, props.title),
    props.values !== null && h('p', null, props.values),
    props.dice !== null && h('p', { 'data-testid': 'dice' }, `${t('board.dice')}: ${props.dice}`),
    props.result !== null && h('p', null, `${t('board.result')}: ${props.result}`),
  ]);
}

/** The lines the area-impulse games share: releases, bids, phase, combat, active area. */
export function commonAside<C extends { kind: string; area: number; attacker: string; av: unknown; dv: unknown; dice: unknown }>(
  v: {
    released?: Record<string, number>;
    bids?: Record<string, unknown>;
    swapped?: boolean;
    phase: string;
    step: string;
    combat: C | null;
    assault: { area: number | null; mover: string | null; mfLeft: number } | null;
    /** The units, to name the mover (never its id). */
    units?: readonly { id: string; name: string }[];
  },
  rules: { released: string; bids: string },
  /** The combat's result line (result, attrition points). */
  points: (combat: C) => string,
  releasedExtra = '',
): VNode<any>[] {
  const out: VNode<any>[] = [];
  const rel = Object.entries(v.released ?? {}).map(([k, n]) => `${releaseName(k)}: ${n > 0 ? `${t('board.turn')} ${n}` : w('notYet')}`);
  out.push(h(InfoRow, { rule: rules.released, label: `${t('board.released')}:`, value: rel.join(' · ') + releasedExtra }));
  if (v.bids && (v.bids.allied !== null || v.bids.german !== null)) {
    out.push(h(InfoRow, { rule: rules.bids, label: `${t('board.bids')}:`, value: `${role('allied')} ${v.bids.allied ?? '–'} · ${role('german')} ${v.bids.german ?? '–'}${v.swapped ? ` · ${t('board.seatsSwapped')}` : ''}` }));
  }
  out.push(h(InfoRow, { label: `${t('board.phase')}:`, value: `${phase(v.phase)} · ${t('board.step')}: ${phase(v.step)}` }));
  if (v.assault?.area) {
    const mover = v.assault.mover && (v.units?.find((u) => u.id === v.assault!.mover)?.name ?? v.assault.mover);
    const moving = mover ? ` · ${t('board.moving', { unit: mover, mf: v.assault.mfLeft })}` : '';
    out.push(h(InfoRow, { label: '', value: `${t('board.activeArea', { area: v.assault.area })}${moving}` }));
  }
  if (v.combat) {
    const k = v.combat;
    // Before the roll the values are not yet the rules' (AV 0 · DV 0): nothing but the title; the
    // prompt shows the values the roll will use (issue 29).
    const rolled = Array.isArray(k.dice) ? k.dice.length > 0 : k.dice !== null && k.dice !== undefined;
    out.push(
      h(CombatPanel, {
        title: t('board.combatOn', { kind: phase(k.kind), area: k.area, attacker: role(k.attacker) }),
        values: rolled ? `AV ${fmt(k.av)}  ·  DV ${fmt(k.dv)}` : null,
        dice: rolled ? fmt(k.dice) : null,
        result: rolled ? points(k) : null,
      }),
    );
  }
  return out;
}

/** What a game's map key adds to the shared rows: its area fills, stars and markers, and the name of its Spent side. */
export interface LegendProps {
  spentMark?: string;
  /** The area fills the board uses: [colour, meaning]. */
  fills?: [string, string][];
  /** The stars' meaning, where the map prints them (with the rule). */
  stars?: { white: string; black: string };
  /** Whether some areas are VP areas (the red-ringed number). */
  vp?: boolean;
  /** Every kind of marker the board may draw in an area. */
  markers?: AreaMarker[];
  /** More of the key in words (a game's own ground and symbols). */
  more?: string;
  /** The edition's own words for shared rows, where its word for an area differs (issue 29). */
  words?: Partial<Record<WordKey, string>>;
}

/** The key rows of the two Counter-Attack editions: their identifier fills, stars and VP areas (rules given). */
export function counterAttackKey(fills: Record<string, string>, rules: { fills: string; stars: string; roll: 'momentum' | 'initiative' }): Omit<LegendProps, 'spentMark'> {
  return {
    // The Battles edition names its identifiers by colour (blue, black), the 1940 edition by side.
    fills: Object.entries(fills).map(([k, c]) => [c, w(`fill.${({ blue: 'allied', black: 'german' } as Record<string, string>)[k] ?? k}` as WordKey, { rule: rules.fills })]),
    stars: { white: w('starWhite', { roll: w(rules.roll), rule: rules.stars }), black: w('starBlack', { roll: w(rules.roll), rule: rules.stars }) },
    vp: true,
  };
}

/** The map key: the ground, the borders, each area fill, control, stars, VP, TEM, each mark of the play and each marker (issue 29). */
export function MapLegend(props: LegendProps): VNode<any> {
  const key = (k: WordKey) => props.words?.[k] ?? w(k);
  const sw = (d: VNode<any>[]) => h('svg', { viewBox: '0 0 36 14', width: 36, height: 14, 'aria-hidden': 'true' }, d);
  const ln = (stroke: string, width: number, dash?: string) => h('line', { x1: 1, y1: 7, x2: 35, y2: 7, stroke, 'stroke-width': width, 'stroke-dasharray': dash });
  const box = (fill: string, stroke = '#6f6650', width = 1, dash?: string) => h('rect', { x: 2, y: 1, width: 32, height: 12, rx: 2, fill, stroke, 'stroke-width': width, 'stroke-dasharray': dash });
  const disc = (fill: string, ring = '#fff', rw = 2) => h('circle', { cx: 18, cy: 7, r: 5.5, fill, stroke: ring, 'stroke-width': rw });
  const star = (fill: string) => h('text', { x: 18, y: 12.5, 'text-anchor': 'middle', 'font-size': 14, fill, stroke: '#111', 'stroke-width': 0.8 }, '★');
  const keyed: [string, VNode<any>, string][] = [
    ...(props.fills ?? []).map(([c, text]) => [`fill:${c}`, sw([box(c)]), text] as [string, VNode<any>, string]),
    ['control:allied', sw([disc(CONTROL.allied)]), t('board.control', { side: role('allied') })],
    ['control:german', sw([disc(CONTROL.german)]), t('board.control', { side: role('german') })],
    ['contested', sw([disc(CONTROL.allied, '#e65100', 3)]), t('board.contested')],
    ...(props.stars ? ([['star:white', sw([star('#fff')]), props.stars.white], ['star:black', sw([star('#111')]), props.stars.black]] as [string, VNode<any>, string][]) : []),
    ...(props.vp ? ([['vp', sw([box('#fffdf5', '#b3261e', 2.5)]), `${t('board.vp')}: ${t('board.vpArea')}`]] as [string, VNode<any>, string][]) : []),
    ['tem', sw([h('rect', { x: 8, y: 1, width: 20, height: 12, rx: 2, fill: '#2b2820' }), h('text', { x: 18, y: 11, 'text-anchor': 'middle', 'font-size': 9, 'font-weight': 700, fill: '#fff' }, '+1')]), key('temKey')],
    ['mark-choosable', sw([box('rgba(255,213,79,0.35)', '#e0a400', 2.5)]), w('choosableKey')],
    ['mark-selected', sw([box('rgba(255,213,79,0.5)', '#000', 3)]), w('selectedKey')],
    ['mark-active', sw([box('none', '#e0a400', 3, '5 3')]), key('activeKey')],
    ['mark-combat', sw([box('none', '#c62828', 3)]), w('combatKey')],
    ['mark-recent', sw([box('none', RECENT, 2.5, '5 3')]), w('recentKey')],
    ...(props.markers ?? []).map((m) => [`marker:${m.kind}`, sw([h('rect', { x: 2, y: 0, width: 32, height: 14, rx: 2, fill: m.fill, stroke: '#1f1c15' }), h('text', { x: 18, y: 11, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 800, fill: '#fff' }, m.text)]), m.title] as [string, VNode<any>, string]),
    ['stack', sw([h('rect', { x: 9, y: 2, width: 14, height: 11, fill: '#cfc8b4', stroke: '#333' }), h('rect', { x: 6, y: 0, width: 14, height: 11, fill: '#d9c48a', stroke: '#333' }), disc('#2b2820')]), w('stackKey')],
    ['spent', sw([h('rect', { x: 8, y: 0, width: 20, height: 14, rx: 2, fill: '#d9d4c7', stroke: '#222' }), h('rect', { x: 8, y: 0, width: 20, height: 5, fill: '#8a1c1c' })]), `${props.spentMark ?? t('board.spent')}: ${w('spentKey')}`],
  ];
  const rows: [VNode<any>, string, string?][] = [
    [sw([ln(WATER, 4)]), w('river')],
    [sw([ln('#1b4f8f', 7), ln('#9cc7f0', 3)]), w('canal')],
    [sw([ln(WATER, 4), h('rect', { x: 13, y: 1, width: 10, height: 12, fill: '#efe6cf', stroke: '#3a2410' })]), w('bridge')],
    [sw([ln('#b0603a', 2.4)]), w('road')],
    [sw([ln('#444', 1.6), ln('#444', 6, '1.5 6')]), w('railway')],
    [sw([ln('#2b2820', 4.5)]), w('notAdjacent')],
    [sw([ln('#b3261e', 4, '7 4')]), w('prohibited')],
    [sw([h('rect', { x: 1, y: 1, width: 34, height: 12, fill: 'url(#legend-hatch)', stroke: '#b9ae8e' })]), key('zoneKey'), 'zone'],
    ...keyed.map(([key, icon, text]) => [icon, text, key] as [VNode<any>, string, string]),
  ];
  return h('div', { class: 'map-key-tools' }, [h(HideCountersButton, null), h('details', { class: 'map-legend' }, [
    h('summary', null, w('legendTitle')),
    h('svg', { width: 0, height: 0, style: { position: 'absolute' }, 'aria-hidden': 'true' }, h('defs', null, h('pattern', { id: 'legend-hatch', width: 6, height: 6, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' }, h('line', { x1: 0, y1: 0, x2: 0, y2: 6, stroke: '#b9ae8e', 'stroke-width': 2 })))),
    h('ul', null, rows.map(([icon, text, key]) => h('li', { 'data-key': key }, [icon, ' ', text]))),
    props.more ? h('p', { class: 'muted' }, props.more) : null,
    h('p', { class: 'muted' }, w('lensKey')),
  ])]);
}
