// The Cruellest Month board's counters (board.ts): the divisions on the map, the Airbases and the
// mission target, the viewer's Airbase Display (6.4) with its aerial units and divisions in reserve,
// and what the magnifier shows of a counter.
import { h, type VNode } from 'preact';
import { AIRBASES, GROUND_BY_ID, grid } from '../../../games/cruellest-month/data.ts';
import type { CmView } from '../../../games/cruellest-month/view.ts';
import { type BoardProps, pickable } from '../presentation.ts';
import { lensFrame } from '../../kit/lens.ts';
import { textWidth } from '../../kit/labels.ts';
import { CH, CW, DIV, PANEL_W, PANEL_X, PER_ROW, R, baseAt, occupants, pos, stackAt } from './geometry.ts';
import { t } from '../../i18n.ts';
import { baseStatus, formation, named, sideName } from './words.ts';

type AirV = CmView['air'][string];

export function counters(v: CmView, p: BoardProps): VNode<any>[] {
  const { stacks, bases } = occupants(v);
  const out: VNode<any>[] = [];
  for (const [hex, ids] of stacks)
    ids.forEach((id, i) => {
      const c = stackAt(hex, i, ids.length, bases.has(hex));
      out.push(division(id, v, p, c.x, c.y, c.w));
    });
  return out;
}

/** A division counter (w x DIV) with its number over its Combat Factor; red border when Interdicted. */
/** With `p` null, a picture only (the magnifier's: no reference, not focusable). */
export function division(id: string, v: CmView, p: BoardProps | null, cx: number, cy: number, w = DIV): VNode<any> {
  const d = GROUND_BY_ID[id];
  const g = v.ground[id];
  const s = DIV;
  const cf = g.reduced ? d.reducedCf : d.cf;
  const num = d.name.split(' ')[0];
  const attrs = p ? pickable(id, p, `${d.name} CF ${cf}`) : { class: '' };
  return h('g', { ...attrs, class: `counter ${attrs.class}`, ...(p ? { 'data-unit': id } : {}) }, [
    h('title', null, `${d.name} (${formation(d.formation)}) CF ${cf}${g.reduced ? ' R' : ''}${g.interdicted ? `, ${t('cm.lens.interdicted')}` : ''}`),
    h('rect', {
      class: 'body',
      x: cx,
      y: cy,
      width: w,
      height: s,
      rx: 2,
      fill: d.side === 'allied' ? '#d9c58a' : '#9fa9ae',
      stroke: g.interdicted ? '#b3261e' : '#222',
      'stroke-width': g.interdicted ? 2 : 0.9,
    }),
    h('text', { x: cx + w / 2, y: cy + 11, 'text-anchor': 'middle', 'font-size': 10.5, 'font-weight': 700, ...fit(num, 10.5, w - 3) }, num),
    h('line', { x1: cx + 3, y1: cy + s / 2 + 0.5, x2: cx + w - 3, y2: cy + s / 2 + 0.5, stroke: '#222', 'stroke-width': 0.6, opacity: 0.5 }),
    h('text', { x: cx + w / 2, y: cy + s - 3.5, 'text-anchor': 'middle', 'font-size': 11.5, 'font-weight': 800 }, String(cf)),
  ]);
}

export function airbases(v: CmView, p: BoardProps): VNode<any>[] {
  const out: VNode<any>[] = [];
  const { stacks } = occupants(v);
  for (const b of AIRBASES) {
    const st = v.bases[b.id];
    if (!st?.hex || st.status === 'destroyed') continue;
    const mine = Object.values(v.air).filter((u) => u.base === b.id).length;
    const attrs = pickable(b.id, p, `${b.name} (${baseStatus(st.status)})`);
    const { x: cx, y: cy, r } = baseAt(st.hex, stacks.has(st.hex));
    out.push(
      h('g', { ...attrs, class: `airbase ${attrs.class}`, 'data-base': b.id }, [
        h('title', null, `${b.name}: ${baseStatus(st.status)}${mine ? ` (${mine})` : ''}`),
        // `shape`: outlined like every choosable thing when it can be chosen (issue 29: Airbases looked alike).
        h('circle', {
          class: 'body shape',
          cx,
          cy,
          r,
          fill: b.side === 'allied' ? '#f3e3b0' : '#cfd6da',
          stroke: st.status === 'normal' ? '#222' : '#b3261e',
          'stroke-width': 1.2,
          'stroke-dasharray': st.status === 'construction' ? '2 1' : undefined,
        }),
        h('text', { x: cx, y: cy + 3.5, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 700 }, mine ? String(mine) : '✈'),
      ]),
    );
  }
  const m = v.mission;
  if (m?.hex && grid.has(m.hex)) {
    const { x, y } = pos(m.hex);
    out.push(
      h('g', { class: 'mission-target', 'pointer-events': 'none' }, [
        h('circle', { cx: x, cy: y, r: R * 0.85, fill: 'none', stroke: '#e0a400', 'stroke-width': 3 }),
        h('title', null, `${t('cm.mission')}: ${m.task ? named('cm.task', m.task) : ''}`),
      ]),
    );
  }
  return out;
}

/** A text too long for its counter is drawn narrower to fit (whole, never cut). */
export const fit = (s: string, fs: number, room: number) => (textWidth(s, fs) > room ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {});

/** An aerial unit of the viewer's display: squadron, aircraft, Flown/Disrupted/Reduced/Ace/regroup marks. */
function airCounter(u: AirV, x: number, y: number, side: string, p: BoardProps | null): VNode<any> {
  const attrs = p ? pickable(u.id, p, `${u.name} ${u.aircraft}`) : { class: '' };
  const marks = `${u.flown ? 'F' : ''}${u.disrupted ? 'D' : ''}${u.reduced ? 'R' : ''}${u.ace ? '★' : ''}${u.regroup ? '↻' : ''}`;
  const fill = u.flown ? '#c9c6bd' : side === 'allied' ? '#e5d39c' : '#b8c0c4';
  const name = u.name.replace(' Naval Sqn', ' Naval');
  return h('g', { ...attrs, class: `counter aircraft ${attrs.class}`, ...(p ? { 'data-unit': u.id } : {}) }, [
    h(
      'title',
      null,
      `${u.name} ${u.aircraft}: ${u.flown ? t('cm.flown') : t('cm.ready')}, ${u.disrupted ? t('cm.disrupted') : t('cm.normal')}${u.reduced ? ', R' : ''}${u.ace ? `, ${t('cm.lens.ace')}` : ''}${u.regroup ? `, ${t('cm.regroup')}` : ''}`,
    ),
    h('rect', { class: 'body', x, y, width: CW, height: CH, rx: 3, fill, stroke: u.disrupted ? '#b3261e' : '#222', 'stroke-width': u.disrupted ? 2.2 : 0.9 }),
    h('text', { x: x + 4, y: y + 12, 'font-size': 10, 'font-weight': 700, ...fit(name, 10, CW - 7) }, name),
    h('text', { x: x + 4, y: y + 26, 'font-size': 10, ...fit(u.aircraft, 10, CW - 7 - (marks ? textWidth(marks, 10) + 2 : 0)) }, u.aircraft),
    marks && h('text', { x: x + CW - 3, y: y + 26, 'text-anchor': 'end', 'font-size': 10, 'font-weight': 700, fill: '#7a0c0c' }, marks),
  ]);
}

/** The viewer's Airbase Display (6.4) and its divisions in reserve, beside the map: returns the nodes and the bottom. */
export function display(v: CmView, p: BoardProps, me: string): { nodes: VNode<any>[]; bottom: number } {
  const byBase = new Map<string, AirV[]>();
  for (const id in v.air) {
    const u = v.air[id];
    if (u.base === 'dead') continue;
    byBase.set(u.base, [...(byBase.get(u.base) ?? []), u]);
  }
  const baseLabel = (b: string) =>
    b === 'rfc'
      ? t('cm.rfc')
      : b === 'reserve'
        ? t('cm.reserve')
        : b === 'away'
          ? t('cm.away')
          : b === 'event'
            ? t('cm.eventWait', { rule: '5.0' })
            : (AIRBASES.find((x) => x.id === b)?.name ?? b);
  const order = [...AIRBASES.map((b) => b.id), 'rfc', 'reserve', 'away', 'event'].filter((b) => byBase.has(b));
  const nodes: VNode<any>[] = [
    h('text', { x: PANEL_X, y: 30, 'font-size': 15, 'font-weight': 700 }, `${t('cm.display')} · ${sideName(me)}`),
    h('text', { x: PANEL_X, y: 46, 'font-size': 10, fill: '#555' }, t('cm.marks')),
  ];
  let y = 58;
  for (const b of order) {
    const us = byBase.get(b)!.sort((a, c) => Number(!!a.flown) - Number(!!c.flown) || Number(!!a.disrupted) - Number(!!c.disrupted));
    const st = v.bases[b];
    const hex = st?.hex ? ` · ${st.hex}` : '';
    const heading = `${baseLabel(b)}${hex}${st && st.status !== 'normal' ? ` (${baseStatus(st.status)})` : ''}`;
    const text = h('text', { x: PANEL_X, y: y + 11, 'font-size': 11, 'font-weight': 700, fill: '#2c2418' }, heading);
    // An Airbase's (or the RFC Holding Area's) heading chooses it too, beside its units: at return to base
    // (8.12) the place to land is then outlined next to the squadron, not only as a small disc on the map (issue 29).
    const own = st || b === 'rfc' ? pickable(b, p, baseLabel(b)) : null;
    nodes.push(
      own
        ? h('g', { ...own, class: `display-base ${own.class}` }, [
            h('title', null, heading),
            h('rect', { class: 'shape', x: PANEL_X - 3, y: y - 1, width: PANEL_W + 2, height: 16, rx: 3, fill: '#fffaf0', 'fill-opacity': 0, stroke: 'none' }),
            text,
          ])
        : text,
    );
    y += 15;
    us.forEach((u, i) => nodes.push(airCounter(u, PANEL_X + (i % PER_ROW) * (CW + 4), y + Math.floor(i / PER_ROW) * (CH + 4), me, p)));
    y += Math.ceil(us.length / PER_ROW) * (CH + 4) + 4;
  }
  if (order.length === 0) nodes.push(h('text', { x: PANEL_X, y: y + 12, 'font-size': 11 }, t('cm.empty'))), (y += 18);
  const reserve = Object.keys(v.ground).filter((id) => v.ground[id].where === 'reserve' && GROUND_BY_ID[id]?.side === me);
  if (reserve.length) {
    nodes.push(h('text', { x: PANEL_X, y: y + 14, 'font-size': 11, 'font-weight': 700 }, t('cm.divisions')));
    y += 20;
    reserve.forEach((id, i) => nodes.push(division(id, v, p, PANEL_X + (i % 8) * 32, y + Math.floor(i / 8) * 30)));
    y += Math.ceil(reserve.length / 8) * 30;
  }
  return { nodes, bottom: y };
}

/** What the magnifier shows of a division (its Combat Factor, 9.0; Interdicted, 8.10.6) or an aerial unit of the display (6.4). */
function lensed(v: CmView, id: string, me: string, at: number): Parameters<typeof lensFrame>[0] | null {
  const d = GROUND_BY_ID[id];
  const g = v.ground[id];
  if (d && g) {
    const where = g.where === 'reserve' ? t('cm.lens.reserve') : g.where === 'map' && g.hex ? t('cm.lens.at', { hex: g.hex }) : '';
    return {
      id,
      at,
      picture: division(id, v, null, 0, 0),
      w: DIV,
      h: DIV,
      lines: [
        d.name,
        `${formation(d.formation)} · ${sideName(d.side)}${where ? ` · ${where}` : ''}`,
        `${t('cm.lens.cf')} ${g.reduced ? d.reducedCf : d.cf}${g.reduced ? ` (${t('cm.lens.reduced')})` : ''}${g.interdicted ? ` · ${t('cm.lens.interdicted')}` : ''}`,
      ],
    };
  }
  const u = v.air[id];
  if (!u) return null;
  return {
    id,
    at,
    picture: airCounter(u, 0, 0, me, null),
    w: CW,
    h: CH,
    lines: [
      u.name,
      u.aircraft,
      [
        u.flown ? t('cm.flown') : t('cm.ready'),
        u.disrupted ? t('cm.disrupted') : t('cm.normal'),
        u.reduced && t('cm.lens.reduced'),
        u.ace && t('cm.lens.ace'),
        u.regroup && t('cm.regroup'),
      ]
        .filter(Boolean)
        .join(' · '),
    ],
  };
}

/** The magnifier of the counter `id` where the board draws it (on the map or in the display). */
export function lensAt(v: CmView, id: string, me: string): VNode<any> | null {
  const g = v.ground[id];
  const { stacks, bases } = occupants(v);
  const hex = g?.where === 'map' && g.hex && stacks.has(g.hex) ? g.hex : null;
  const at = hex ? stackAt(hex, stacks.get(hex)!.indexOf(id), stacks.get(hex)!.length, bases.has(hex)).x : PANEL_X;
  const u = lensed(v, id, me, at);
  return u && lensFrame(u, PANEL_X + PANEL_W + 6);
}
