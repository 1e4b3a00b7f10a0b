// The counters of the area map (issue 31, item 7: from area-map.ts): a unit's NATO symbol,
// attack-defense-movement, Fresh/Spent side and a name short enough for its band, drawn in SVG on the
// map or as a chip in the HTML beside it.
import { h, type VNode } from 'preact';
import { t } from '../i18n.ts';
import { type BoardProps, pickable } from '../games/presentation.ts';
import { unitKind, unitType } from './map-words.ts';

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

/** Counter size in map units (the map is drawn at the geometry's scale, about 1 unit per screen pixel at 1400x900). */
export const COUNTER = 50;
export const GAP = 5;

export const CONTROL: Record<string, string> = { allied: '#2f5fa7', german: '#5b5d4a' };
const NATION: Record<string, { bg: string; fg: string }> = {
  british: { bg: '#d9c48a', fg: '#1d1a10' },
  french: { bg: '#9bbbe6', fg: '#0f1d33' },
  wehrmacht: { bg: '#a9b1b5', fg: '#111' },
  ss: { bg: '#3d3d3d', fg: '#f3f3f3' },
};

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
      return [
        frame,
        h('rect', { x: x + wd * 0.16, y: y + hh * 0.2, width: wd * 0.68, height: hh * 0.6, rx: hh * 0.3, fill: 'none', stroke: color, 'stroke-width': sw }),
      ];
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
      return [
        line(x + 4, y + hh, x + 4, y - 1),
        h('rect', { x: x + 4, y: y - 1, width: wd - 8, height: hh * 0.62, fill: 'none', stroke: color, 'stroke-width': sw }),
      ];
    default:
      return [frame];
  }
}

/** The most characters a counter's name band holds, its glyphs drawn at least 3/4 of their width (issue 29: no name squeezed to glyphs). */
export const NAME_MAX = 8;

/** The usual short forms of words in unit names (British regimental and German unit abbreviations). */
const ABBREVIATIONS: Record<string, string> = {
  Panzer: 'Pz',
  Schützen: 'Sch',
  Artillerie: 'Art',
  Totenkopf: 'T',
  Royal: 'R',
  Tank: 'T',
  Durham: 'Dur',
  Howards: 'How',
  Howard: 'How',
  Green: 'Gr',
  Cameronians: 'Cam',
  Wiltshire: 'Wilts',
  Fusiliers: 'Fus',
  Yorkshire: 'Yorks',
  Yorks: 'Yorks',
  East: 'E',
  Recce: 'Rec',
  Rothenburg: 'Rothenb',
  Inniskilling: 'Innis',
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
  const join = () =>
    words
      .join(' ')
      .replace(/\b([A-Z]) (?=[A-Z]\b)/g, '$1')
      .replace(/\b([A-Z]) (?=[A-Z]\b)/g, '$1');
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
    h('rect', {
      class: 'body',
      x,
      y,
      width: size,
      height: size,
      rx: 4,
      fill: u.spent ? '#d9d4c7' : c.bg,
      stroke: '#222',
      'stroke-width': 1.2,
      opacity: u.released ? 1 : 0.62,
    }),
    // The Spent side: a pale body under a dark red name band (values and symbol stay readable).
    u.spent && h('rect', { class: 'spent-band', x: x + 1, y: y + 1, width: size - 2, height: 14 * k, rx: 3, fill: '#8a1c1c', 'pointer-events': 'none' }),
    h(
      'text',
      {
        class: 'counter-name',
        x: x + size / 2,
        y: y + 12 * k,
        'text-anchor': 'middle',
        'font-size': font,
        'font-weight': 600,
        fill: u.spent ? '#fff' : fg,
        ...fit,
      },
      name,
    ),
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
