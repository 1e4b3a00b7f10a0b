// The Cruellest Month: the Air Battle Board (8.7) as SVG, drawn from one side's air-battle view via
// drawAirBattle (src/games/cruellest-month/air-battle/board-view.ts). Hexes with the Raid Entry
// Area, the T hexes and the numbered interceptor entry hexes; aircraft pointing along their facing,
// with sequence, altitude (L/M/H), Disrupted, Reduced and Ace; the unit to move highlighted; where
// each legal movement takes it (arrows, altitude change marked); the targets it may fire at; the
// balloon and AA units; the round, wind and sun. The strategic board embeds it while a battle runs:
// `AirBattleBoard({ ...boardProps, battle: view.airBattle })`.
import { h, type VNode } from 'preact';
import type { AirBattleView } from '../../../games/cruellest-month/air-battle/battle.ts';
import { drawAirBattle, type UnitDrawing } from '../../../games/cruellest-month/air-battle/board-view.ts';
import type { Altitude } from '../../../games/cruellest-month/air-battle/contract.ts';
import { AIR_BY_ID, airUnitName } from '../../../games/cruellest-month/data.ts';
import { t } from '../../i18n.ts';
import { type BoardProps, pickable } from '../presentation.ts';
import { lensEvents } from '../../kit/lens.ts';
import { named } from './words.ts';

const DIRS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
const SQ3 = Math.sqrt(3);
/** An aircraft's Movement Sequence (8.7.3) in words, and an altitude's letter and name; '?' for what is not known yet. */
const seqName = (seq: number | null) => (seq === null ? t('cm.ab.seqUnknown') : t('cm.ab.seq', { n: seq }));
const altLetter = (alt: Altitude | null) => (alt ? t(`cm.ab.alt.${alt}`) : '?');
const altName = (alt: Altitude | null) => (alt ? t(`cm.ab.altName.${alt}`) : '?');
/** The manoeuvres of 8.7.7, drawn as markers on the board (a letter each). */
const GLYPH: Record<string, string> = {
  'ab-forward': 'F',
  'ab-climb': '↑',
  'ab-dive': '↓',
  'ab-zoom': 'Z',
  'ab-immelmann': 'I',
  'ab-roll': 'R',
  'ab-turn': 'T',
  'ab-exit': '⇥',
};
const MANOEUVRES = new Set(Object.keys(GLYPH));

/** The board's reference of a manoeuvre (it names no hex): the marker drawn where it takes the unit. */
export function moveRef(a: { type: string; dir?: unknown }): string {
  return `${a.type}${a.dir ? `:${a.dir}` : ''}`;
}

/** The board's chips for a Movement Sequence marker and an altitude (8.7.3). */
export const seqRef = (seq: unknown) => `seq:${seq}`;
export const altRef = (altitude: unknown) => `alt:${altitude}`;

/**
 * The references of an Air Battle action: a manoeuvre is its marker; a Movement Sequence and altitude (8.7.3) are the aircraft
 * and two chips of the board, chosen in any order (issue 29: not one 12-item menu after a click on the aircraft); the altitude of
 * a mission's strike (8.9) names one aircraft, a button of the prompt; anything else its fields.
 */
export function airBattleRefs(a: { type: string; [k: string]: unknown }): string[] | null {
  if (a.type === 'ab-sequence') return [String(a.unit), seqRef(a.seq), altRef(a.altitude)];
  if (a.type === 'altitude') return [];
  return MANOEUVRES.has(a.type) ? [moveRef(a)] : null;
}
const FILL = { plain: '#dfe9f3', 'raid-entry': '#2c4f86', 'target-zone': '#f1d9a8', target: '#e3b96a' } as const;

/** A unit's name short enough for its counter ("Jasta 11" -> "J11", "8 Naval Sqn" -> "8N Sq", "FA(A) 235" -> "FA235"); its full name is in the title. */
export function airShort(name: string): string {
  return name
    .replace(/^Jasta Boelcke$/, 'JB')
    .replace(/^Jasta /, 'J')
    .replace(/^FA\(A\) /, 'FA')
    .replace(/ Naval Sqn$/, 'N Sq')
    .replace(/ Sqn$/, ' Sq');
}

/** An aircraft counter; with `p` null, a picture only (the magnifier's: no reference, not focusable). */
function aircraft(u: UnitDrawing, s: number, p: BoardProps | null): VNode<any> {
  const x = u.x! + u.stackIndex * s * 0.28;
  const y = u.y! + u.stackIndex * s * 0.28;
  // Named by its squadron or Jasta (issue 29: not "i? N17"); its Movement Sequence (8.7.3) on a badge.
  const name = AIR_BY_ID[u.id]?.name ?? u.aircraft;
  const short = airShort(name);
  const attrs = p ? pickable(u.id, p, `${name} ${u.aircraft}`) : { class: '' };
  const bg = u.side === 'allied' ? '#d2bf86' : '#a4acb0';
  const alt = altLetter(u.altitude);
  return h(
    'g',
    {
      ...attrs,
      class: `counter aircraft ${attrs.class} ${u.moving ? 'moving' : ''}`,
      ...(p ? { 'data-unit': u.id } : {}),
      'data-altitude': u.altitude ?? 'unknown',
      'data-facing': u.facing,
    },
    [
      h(
        'title',
        null,
        `${name}, ${u.aircraft} (${u.type}) · ${seqName(u.seq)} · ${altName(u.altitude)}${u.disrupted ? ' D' : ''}${u.reduced ? ' R' : ''}${u.ace ? ` ${t('cm.ab.ace')}` : ''} ${DIRS[u.facing]}`,
      ),
      // The unit to move: a wide blue ring (the manoeuvre markers around it are gold).
      u.moving && h('circle', { class: 'to-move', cx: x, cy: y, r: s * 0.95, fill: '#0b3d91', 'fill-opacity': 0.12, stroke: '#0b3d91', 'stroke-width': 3.5 }),
      h('rect', {
        class: 'body',
        x: x - s * 0.6,
        y: y - s * 0.6,
        width: s * 1.2,
        height: s * 1.2,
        rx: 3,
        fill: bg,
        stroke: u.disrupted ? '#b3261e' : '#222',
        'stroke-width': u.disrupted ? 2.5 : 1,
      }),
      // The aircraft: a fuselage and wings pointing along its facing.
      h('g', { transform: `translate(${x} ${y}) rotate(${u.rotation})`, 'pointer-events': 'none' }, [
        h('line', { x1: 0, y1: s * 0.42, x2: 0, y2: -s * 0.48, stroke: '#111', 'stroke-width': 2.2 }),
        h('line', { x1: -s * 0.42, y1: -s * 0.12, x2: s * 0.42, y2: -s * 0.12, stroke: '#111', 'stroke-width': 2.2 }),
        h('line', { x1: -s * 0.18, y1: s * 0.36, x2: s * 0.18, y2: s * 0.36, stroke: '#111', 'stroke-width': 1.6 }),
        // The nose: an arrowhead beyond the counter's edge, so that the facing (8.7.7) reads at a glance.
        h('path', { class: 'facing', d: `M 0 ${-s * 0.86} L ${s * 0.2} ${-s * 0.6} L ${-s * 0.2} ${-s * 0.6} Z`, fill: '#111' }),
      ]),
      h(
        'text',
        {
          class: 'air-name',
          x,
          y: y - s * 0.3,
          'text-anchor': 'middle',
          'font-size': s * 0.34,
          'font-weight': 700,
          stroke: bg,
          'stroke-width': 2.5,
          'paint-order': 'stroke',
          ...(short.length * s * 0.34 * 0.6 > s * 1.15 ? { textLength: s * 1.15, lengthAdjust: 'spacingAndGlyphs' } : {}),
        },
        short,
      ),
      // The Movement Sequence (8.7.3): a numbered disc at the counter's top-right corner, '?' until revealed.
      h('g', { class: 'seq', 'pointer-events': 'none' }, [
        h('circle', { cx: x + s * 0.6, cy: y - s * 0.6, r: s * 0.26, fill: u.side === 'allied' ? '#5a4a1a' : '#2b2f33', stroke: '#fff', 'stroke-width': 1 }),
        h(
          'text',
          { x: x + s * 0.6, y: y - s * 0.6 + s * 0.12, 'text-anchor': 'middle', 'font-size': s * 0.32, 'font-weight': 700, fill: '#fff' },
          u.seq === null ? '?' : String(u.seq),
        ),
      ]),
      // Its altitude (8.7.3): a letter on a dark badge at the corner.
      h('rect', {
        x: x + s * 0.6 - s * 0.46,
        y: y + s * 0.6 - s * 0.46,
        width: s * 0.46,
        height: s * 0.46,
        rx: 2,
        fill: u.altitude ? '#0b3d91' : '#777',
        'pointer-events': 'none',
      }),
      h(
        'text',
        {
          x: x + s * 0.6 - s * 0.23,
          y: y + s * 0.6 - s * 0.09,
          'text-anchor': 'middle',
          'font-size': s * 0.4,
          'font-weight': 700,
          fill: '#fff',
          'pointer-events': 'none',
        },
        alt,
      ),
      u.ace && h('text', { x: x - s * 0.55 + (u.reduced ? s * 0.3 : 0), y: y + s * 0.55, 'font-size': s * 0.36, fill: '#7a0c0c' }, '★'),
      u.reduced && h('text', { x: x - s * 0.55, y: y + s * 0.55, 'font-size': s * 0.36, fill: '#7a0c0c' }, 'R'),
    ],
  );
}

/**
 * The aircraft under the magnifier (issue 29, as the area maps have): the one under the pointer or the focus, or held (a long press
 * opens the context menu on touch screens), for the battle drawn. Kept here, not in a hook (the board is drawn by a plain call): each
 * hover reaches the shell too (p.onHover), whose state change draws the board again.
 */
let lensOn: { battle: AirBattleView; id: string } | null = null;

/** The magnifier: the counter at three times its size, its name and its values in words (its face, 2.2; its markers, 8.7.3). */
function magnifier(u: UnitDrawing, face: AirBattleView['units'][number]['face'] | undefined, s: number, width: number): VNode<any> {
  const big = s * 3;
  const wd = Math.min(width - 16, 430);
  const x = (u.x ?? 0) > width / 2 ? 8 : width - wd - 8;
  const lines = [
    AIR_BY_ID[u.id] ? airUnitName(u.id) : u.aircraft,
    `${t('cm.ab.type', { type: u.type })}${face ? ` · ${t('cm.ab.af')} ${face.af ?? '–'} · ${t('cm.ab.df')} ${face.df} · BF ${face.bf ?? '–'} · SR ${face.sr}` : ''}`,
    `${seqName(u.seq)} · ${altName(u.altitude)}${u.x !== null ? ` · ${t('cm.ab.facing', { dir: DIRS[u.facing] })}` : ''}`,
    [u.disrupted && t('cm.ab.disrupted'), u.reduced && t('cm.ab.reduced'), u.ace && t('cm.ab.ace')].filter(Boolean).join(' · '),
  ].filter(Boolean);
  return h('g', { class: 'lens', 'data-lens': u.id, 'pointer-events': 'none', 'aria-hidden': 'true' }, [
    h('rect', { x, y: 8, width: wd, height: big * 1.3 + 28 + lines.length * 22, rx: 6, fill: '#fffdf7', stroke: '#2b2820', 'stroke-width': 2 }),
    aircraft({ ...u, x: x + wd / 2, y: 8 + big * 0.75, stackIndex: 0, moving: false }, big, null),
    ...lines.map((line, i) =>
      h('text', { x: x + wd / 2, y: 8 + big * 1.3 + 26 + i * 22, 'text-anchor': 'middle', 'font-size': i ? 16 : 19, 'font-weight': i ? 500 : 700 }, line),
    ),
  ]);
}

export function AirBattleBoard(props: BoardProps & { battle: AirBattleView; lens?: string | null }): VNode<any> {
  const ids = new Set(props.battle.units.map((u) => u.id));
  const setLens = (id: string | null) => {
    lensOn = id !== null && ids.has(id) ? { battle: props.battle, id } : null;
  };
  const p = { ...props, onHover: (ref: string | null) => (setLens(ref), props.onHover?.(ref)) };
  const lens = props.lens !== undefined ? props.lens : lensOn?.battle === props.battle ? lensOn.id : null;
  const legal = p.legal.map((l) => l.action);
  const d = drawAirBattle(p.battle, legal, 26);
  const s = d.size;
  const hexes = d.hexes.map((x) => {
    const attrs = pickable(x.id, p, `${x.id}`);
    return h('g', { ...attrs, class: `area hex ${attrs.class}`, 'data-hex': x.id, 'data-kind': x.kind }, [
      h('polygon', { class: 'shape', points: x.points.map((c) => c.join(',')).join(' '), fill: FILL[x.kind], stroke: '#8aa0b8', 'stroke-width': 1 }),
      h('text', { x: x.x, y: x.y - s * 0.55, 'text-anchor': 'middle', 'font-size': 9, fill: x.kind === 'raid-entry' ? '#dfe9f3' : '#6b7a8a' }, x.id),
      x.kind === 'target-zone' && h('text', { x: x.x, y: x.y + s * 0.62, 'text-anchor': 'middle', 'font-size': 9, 'font-weight': 700, fill: '#7a4a00' }, 'T'),
      x.entry !== null && h('text', { x: x.x - s * 0.6, y: x.y + 4, 'font-size': 11, 'font-weight': 700, fill: '#0b3d91' }, String(x.entry)),
    ]);
  });
  // Each manoeuvre the moving unit may make (8.7.7) is a thing of the board: a marker where it would
  // take the unit (a turn: on its new facing; leaving the board: beside it), chosen by a click.
  const mover = d.units.find((x) => x.id === d.moving);
  // Every marker stands on a ring around the unit at one hex's distance, in the direction the manoeuvre takes
  // it (towards the hex it enters; a turn: towards its new facing; leaving: straight ahead), then spread
  // round the ring so that no two markers overlap: each reads on its own, its arrow shows where it goes.
  const ring = s * SQ3;
  const rm = s * 0.46;
  const angleOf = (f: number) => ((f * 60 - 90) * Math.PI) / 180;
  const placed =
    mover?.x && mover.y
      ? d.moves.map((m, i) => {
          const ang =
            m.x === null || m.y === null ? angleOf(mover.facing) : m.to === mover.hex ? angleOf(m.facing!) : Math.atan2(m.y - mover.y!, m.x - mover.x!);
          return { m, i, ang };
        })
      : [];
  const gap = (2 * rm + 3) / ring;
  placed.sort((p1, p2) => p1.ang - p2.ang || p1.i - p2.i);
  for (let k = 0; k < 60 && placed.length > 1; k++) {
    let moved = false;
    for (let j = 0; j < placed.length; j++) {
      const a1 = placed[j];
      const a2 = placed[(j + 1) % placed.length];
      const diff = j + 1 < placed.length ? a2.ang - a1.ang : a2.ang + 2 * Math.PI - a1.ang;
      if (diff < gap - 1e-6) {
        a1.ang -= (gap - diff) / 2;
        a2.ang += (gap - diff) / 2;
        moved = true;
      }
    }
    if (!moved) break;
  }
  const moves = placed.map(({ m, ang }) => {
    const u = mover!;
    const ref = moveRef(m.action);
    const mx = u.x! + Math.cos(ang) * ring;
    const my = u.y! + Math.sin(ang) * ring;
    // An arrow to the hex it enters; a turn or a roll in place: a dashed tick; leaving the board: an arrow off it.
    const hexMove = m.x !== null && m.y !== null && m.to !== u.hex;
    const arrow = hexMove
      ? h('line', { x1: u.x, y1: u.y, x2: m.x, y2: m.y, stroke: '#e0a400', 'stroke-width': 2.5, 'marker-end': 'url(#ab-arrow)', 'pointer-events': 'none' })
      : h('line', { x1: u.x, y1: u.y, x2: mx, y2: my, stroke: '#e0a400', 'stroke-width': 2, 'stroke-dasharray': '3 2', 'pointer-events': 'none' });
    const dir = m.action.dir === 'left' ? '↶' : m.action.dir === 'right' ? '↷' : '';
    const glyph = m.action.type === 'ab-turn' && dir ? dir : `${GLYPH[m.action.type] ?? '•'}${dir}`;
    const label = `${named('cm.ab.move', m.action.type)}${m.action.dir ? ` ${m.action.dir === 'left' ? t('cm.ab.left') : t('cm.ab.right')}` : ''}${m.to && m.to !== u.hex ? ` → ${m.to}` : ''}${m.altitude ? ` (${altLetter(m.altitude)})` : ''}`;
    const attrs = pickable(ref, p, label);
    return h('g', { 'data-move': m.action.type }, [
      arrow,
      h('g', { ...attrs, class: `manoeuvre ${attrs.class}` }, [
        h('title', null, label),
        h('circle', { class: 'shape', cx: mx, cy: my, r: rm, fill: '#fff6d6', stroke: '#e0a400', 'stroke-width': 2.5 }),
        h('text', { x: mx, y: my + 4.5, 'text-anchor': 'middle', 'font-size': glyph.length > 1 ? 12 : 14, 'font-weight': 700, fill: '#5a3d00' }, glyph),
        // The altitude the manoeuvre ends at (8.7.7), under the glyph.
        m.altitude &&
          h(
            'text',
            {
              x: mx + rm * 0.7,
              y: my + rm + 2,
              'text-anchor': 'middle',
              'font-size': 10,
              'font-weight': 700,
              fill: '#fff',
              stroke: '#0b3d91',
              'stroke-width': 3,
              'paint-order': 'stroke',
            },
            altLetter(m.altitude),
          ),
      ]),
    ]);
  });
  const fire = d.fire.map((f) => {
    const u = d.units.find((x) => x.id === d.moving);
    return u?.x && u.y
      ? h('line', {
          x1: u.x,
          y1: u.y,
          x2: f.x,
          y2: f.y,
          stroke: '#b3261e',
          'stroke-width': 1.8,
          'stroke-dasharray': '6 3',
          'data-fire': f.target,
          'pointer-events': 'none',
        })
      : null;
  });
  const places = d.placements.map((pl) =>
    h('circle', { cx: pl.x, cy: pl.y, r: s * 0.3, fill: 'none', stroke: '#e0a400', 'stroke-width': 2, 'data-place': pl.hex, 'pointer-events': 'none' }),
  );
  const onBoard = d.units.filter((u) => u.x !== null);
  const offBoard = d.units.filter((u) => u.x === null);
  const where = (u: UnitDrawing) => (u.where === 'off' || u.where === 'waiting' || u.where === 'gone' || u.where === 'eliminated' ? t(`cm.ab.${u.where}`) : '');
  const st = d.status;
  const line = `${t('cm.ab.round', { round: st.round })}${st.wind !== null ? ` · ${t('cm.ab.wind', { dir: DIRS[st.wind] })}` : ''}${st.sun !== null ? ` · ${t('cm.ab.sun', { dir: DIRS[st.sun] })}` : ''}${st.surprise ? ` · ${t('cm.ab.surprise', { side: st.surprise })}` : ''}${d.defensive ? ` · ${t('cm.ab.defensive')}` : ''}`;
  // 8.7.3: the Movement Sequence markers and altitudes still to give, chips under the board, highlighted while they may be
  // chosen (with the aircraft, in any order).
  const seqs = legal.filter((a) => a.type === 'ab-sequence');
  const seqValues = [...new Set(seqs.map((a) => Number(a.seq)))].sort((x, y) => x - y);
  const altValues = (['low', 'medium', 'high'] as const).filter((x) => seqs.some((a) => a.altitude === x));
  const TRAY = seqs.length ? 54 : 0;
  const chip = (ref: string, i: number, label: string, text: string, fill: string) => {
    const attrs = pickable(ref, p, label);
    const x = 10 + i * 50;
    const y = d.height + 54;
    return h('g', { ...attrs, class: `chip ${attrs.class}` }, [
      h('title', null, label),
      h('rect', { class: 'shape', x, y, width: 44, height: 38, rx: 6, fill, stroke: '#e0a400', 'stroke-width': 2.5 }),
      h('text', { x: x + 22, y: y + 26, 'text-anchor': 'middle', 'font-size': 20, 'font-weight': 700, fill: '#fff', 'pointer-events': 'none' }, text),
    ]);
  };
  const tray =
    seqs.length > 0 &&
    h('g', { class: 'sequence-tray', 'data-testid': 'sequence-tray' }, [
      h('text', { x: 10, y: d.height + 48, 'font-size': 12, 'font-weight': 700 }, t('cm.ab.choose', { rule: '8.7.3' })),
      ...seqValues.map((n, i) => chip(seqRef(n), i, seqName(n), String(n), '#5a4a1a')),
      ...altValues.map((x, i) => chip(altRef(x), seqValues.length + 1 + i, altName(x), altLetter(x), '#0b3d91')),
    ]);
  // Units not on the board (to come, off it, returned): counters in a row under it, chosen by a click like
  // the others (movement sequence and altitude, 8.7.3; entry, 8.7.5).
  const STEP = 150;
  const perRow = Math.max(1, Math.floor((d.width - 10) / STEP));
  const rows = Math.ceil(offBoard.length / perRow);
  const waiting = offBoard.map((u, i) => {
    const x = 10 + s * 0.7 + (i % perRow) * STEP;
    const y = d.height + 62 + TRAY + Math.floor(i / perRow) * (s * 2.2);
    return h('g', null, [aircraft({ ...u, x, y, stackIndex: 0 }, s, p), h('text', { x: x + s * 0.75, y: y + 4, 'font-size': 10, fill: '#333' }, where(u))]);
  });
  const extra = rows * s * 2.2 + TRAY;
  const lensed = lens ? d.units.find((u) => u.id === lens) : undefined;

  return h(
    'svg',
    {
      viewBox: `0 0 ${d.width} ${d.height + 70 + extra}`,
      preserveAspectRatio: 'xMidYMin meet',
      class: 'board air-battle',
      'data-testid': 'board',
      'data-board': 'air-battle',
      role: 'img',
      'aria-label': t('cm.ab.board'),
      ...lensEvents(lens, p.onHover),
    },
    h('g', { 'data-testid': 'air-battle-board' }, [
      h(
        'defs',
        null,
        h(
          'marker',
          { id: 'ab-arrow', viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse' },
          h('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: '#e0a400' }),
        ),
      ),
      h('g', { class: 'regions' }, hexes),
      h('g', { class: 'placements' }, places),
      d.balloon &&
        !d.balloon.destroyed &&
        h('g', { ...pickable('balloon', p, t('cm.ab.balloon')), class: `balloon ${pickable('balloon', p, t('cm.ab.balloon')).class}` }, [
          h('ellipse', { cx: d.balloon.x, cy: d.balloon.y, rx: s * 0.3, ry: s * 0.45, fill: '#c8c0a8', stroke: '#444' }),
          h(
            'text',
            { x: d.balloon.x, y: d.balloon.y + s * 0.8, 'text-anchor': 'middle', 'font-size': 9 },
            `${t('cm.ab.balloon')} ${d.balloon.altitude === 'ground' ? '—' : altLetter(d.balloon.altitude)}${d.balloon.changing ? ' ↕' : ''}`,
          ),
        ]),
      h(
        'g',
        { class: 'aa' },
        d.aa.map((a) => h('text', { x: a.x, y: a.y + 4, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700, fill: '#7a0c0c' }, `AA${a.factor}`)),
      ),
      h('g', { class: 'fire' }, fire),
      h(
        'g',
        { class: 'labels' },
        [...onBoard.filter((u) => u.id !== d.moving), ...onBoard.filter((u) => u.id === d.moving)].map((u) => aircraft(u, s, p)),
      ),
      h('g', { class: 'moves' }, moves),
      h('g', { class: 'panel' }, [
        h('text', { x: 10, y: d.height + 18, 'font-size': 14, 'font-weight': 700 }, line),
        h('text', { x: 10, y: d.height + 36, 'font-size': 11, fill: '#555' }, `${t('cm.ab.raid')} · ${t('cm.ab.target')}`),
        tray,
        h('g', { class: 'waiting' }, waiting),
      ]),
      lensed && magnifier(lensed, p.battle.units.find((u) => u.id === lensed.id)?.face, s, d.width),
    ]),
  );
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A VNode tree of plain SVG elements as markup (no event handlers). */
function markup(v: unknown): string {
  if (v === null || v === undefined || v === false || v === true) return '';
  if (Array.isArray(v)) return v.map(markup).join('');
  if (typeof v === 'string' || typeof v === 'number') return esc(String(v));
  const n = v as VNode<any>;
  if (typeof n.type !== 'string') return '';
  const attrs = Object.entries(n.props ?? {})
    .filter(([k, x]) => k !== 'children' && typeof x !== 'function' && x !== undefined && x !== null && x !== false)
    .map(([k, x]) => ` ${k === 'tabIndex' ? 'tabindex' : k}="${esc(String(x))}"`)
    .join('');
  return `<${n.type}${attrs}>${markup(n.props?.children)}</${n.type}>`;
}

/** The board as an SVG string, for embedding without Preact (the strategic engineer's request). */
export function renderAirBattleSvg(view: AirBattleView, opts: { legal?: { type: string; [k: string]: unknown }[] } = {}): string {
  const legal = (opts.legal ?? []).map((action) => ({ role: '', action, text: action.type }));
  return markup(AirBattleBoard({ view: null, snapshot: null as never, legal, clickable: new Set(), selected: [], onPick: () => {}, battle: view }));
}
