// The readable HTML beside the area map (the presentation's Aside; issue 31, item 7: from
// area-map.ts): tracks, side chips, the VP meter, holding boxes, the combat and the map key.
import { h, type VNode } from 'preact';
import type { MessageKey } from '../../i18n/index.ts';
import { phase, role, t } from '../i18n.ts';
import { RuleChip } from '../rule-chip.ts';
import type { BoardProps } from '../games/presentation.ts';
import { HideCountersButton } from '../games/hide-counters.ts';
import type { AreaMarker } from './area-layout.ts';
import { RECENT, WATER } from './area-ground.ts';
import { CONTROL, type MapUnit, counterChip } from './counters.ts';
import { releaseName } from './map-words.ts';

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
    h(
      'span',
      { class: `side-chip ${props.side ?? 'none'}`, style: props.side && CONTROL[props.side] ? { background: CONTROL[props.side], color: '#fff' } : undefined },
      props.shown ?? (props.side ? role(props.side) : t('common.none')),
    ),
  ]);
}

/** A line of the panel with an optional rule chip. */
export function InfoRow(props: { rule?: string; label: string; value: string }): VNode<any> {
  return h('div', { class: 'info-row' }, [
    props.rule ? h(RuleChip, { rule: props.rule }) : null,
    h('span', { class: 'chip-label' }, props.label),
    ' ',
    h('span', null, props.value),
  ]);
}

/** The Allied VP: the number and a bar with the VP needed marked. */
export function VpMeter(props: { label: string; rule: string; vp: number; needed: number; floor: number; note: string }): VNode<any> {
  const max = Math.max(props.needed + 5, props.vp + 1, props.floor);
  const pct = (x: number) => `${((100 * Math.max(0, Math.min(x, max))) / max).toFixed(1)}%`;
  return h('div', { class: 'vp-meter', 'data-track': 'VP' }, [
    h('div', { class: 'track-head' }, [
      h(RuleChip, { rule: props.rule }),
      h('strong', null, `${props.label}: ${props.vp}`),
      ' ',
      h('span', { class: 'muted' }, props.note),
    ]),
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
  return h('section', { class: 'boxes', 'aria-label': t('area.holding') }, [
    ...full.map(([box, label]) => h(HoldingBox, { p: props.p, units: props.units, box, label, spentMark: props.spentMark })),
    empty.length ? h('p', { class: 'muted empty-boxes' }, `${empty.map(([, l]) => l).join(' · ')}: ${t('area.empty')}`) : null,
  ]);
}

/** A holding box (eliminated, removed...) with its counters. */
export function HoldingBox(props: { p: BoardProps; units: readonly MapUnit[]; box: string; label: string; spentMark?: string }): VNode<any> {
  const here = props.units.filter((u) => u.box === props.box);
  return h('section', { class: 'holding-box', 'data-box': props.box }, [
    h('h3', null, `${props.label} (${here.length})`),
    here.length
      ? h(
          'div',
          { class: 'chips' },
          here.map((u) => counterChip(u, props.p, { spentMark: props.spentMark })),
        )
      : h('p', { class: 'muted' }, t('area.empty')),
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
  /** The edition's word for an area (issue 29: the Battles edition's Sector). */
  place: 'area' | 'sector' = 'area',
): VNode<any>[] {
  const out: VNode<any>[] = [];
  const rel = Object.entries(v.released ?? {}).map(([k, n]) => `${releaseName(k)}: ${n > 0 ? `${t('board.turn')} ${n}` : t('area.notYet')}`);
  out.push(h(InfoRow, { rule: rules.released, label: `${t('board.released')}:`, value: rel.join(' · ') + releasedExtra }));
  if (v.bids && (v.bids.allied !== null || v.bids.german !== null)) {
    out.push(
      h(InfoRow, {
        rule: rules.bids,
        label: `${t('board.bids')}:`,
        value: `${role('allied')} ${v.bids.allied ?? '–'} · ${role('german')} ${v.bids.german ?? '–'}${v.swapped ? ` · ${t('board.seatsSwapped')}` : ''}`,
      }),
    );
  }
  out.push(h(InfoRow, { label: `${t('board.phase')}:`, value: `${phase(v.phase)} · ${t('board.step')}: ${phase(v.step)}` }));
  if (v.assault?.area) {
    const mover = v.assault.mover && (v.units?.find((u) => u.id === v.assault!.mover)?.name ?? v.assault.mover);
    const moving = mover ? ` · ${t('board.moving', { unit: mover, mf: v.assault.mfLeft })}` : '';
    out.push(h(InfoRow, { label: '', value: `${t(place === 'sector' ? 'board.activeSector' : 'board.activeArea', { area: v.assault.area })}${moving}` }));
  }
  if (v.combat) {
    const k = v.combat;
    // Before the roll the values are not yet the rules' (AV 0 · DV 0): nothing but the title; the
    // prompt shows the values the roll will use (issue 29).
    const rolled = Array.isArray(k.dice) ? k.dice.length > 0 : k.dice !== null && k.dice !== undefined;
    out.push(
      h(CombatPanel, {
        title: t(place === 'sector' ? 'board.combatOnSector' : 'board.combatOn', { kind: phase(k.kind), area: k.area, attacker: role(k.attacker) }),
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
  words?: Partial<Record<'temKey' | 'activeKey' | 'zoneKey' | 'vpArea', string>>;
}

/** The key rows of the two Counter-Attack editions: their identifier fills, stars and VP areas (rules given). */
export function counterAttackKey(
  fills: Record<string, string>,
  rules: { fills: string; stars: string; roll: 'momentum' | 'initiative' },
): Omit<LegendProps, 'spentMark'> {
  return {
    // The Battles edition names its identifiers by colour (blue, black), the 1940 edition by side.
    fills: Object.entries(fills).map(([k, c]) => [
      c,
      t(`area.fill.${({ blue: 'allied', black: 'german' } as Record<string, string>)[k] ?? k}` as MessageKey, { rule: rules.fills }),
    ]),
    stars: {
      white: t('area.starWhite', { roll: t(`area.${rules.roll}`), rule: rules.stars }),
      black: t('area.starBlack', { roll: t(`area.${rules.roll}`), rule: rules.stars }),
    },
    vp: true,
  };
}

/** The map key: the ground, the borders, each area fill, control, stars, VP, TEM, each mark of the play and each marker (issue 29). */
export function MapLegend(props: LegendProps): VNode<any> {
  const key = (k: 'temKey' | 'activeKey') => props.words?.[k] ?? t(`area.${k}`);
  const sw = (d: VNode<any>[]) => h('svg', { viewBox: '0 0 36 14', width: 36, height: 14, 'aria-hidden': 'true' }, d);
  const ln = (stroke: string, width: number, dash?: string) =>
    h('line', { x1: 1, y1: 7, x2: 35, y2: 7, stroke, 'stroke-width': width, 'stroke-dasharray': dash });
  const box = (fill: string, stroke = '#6f6650', width = 1, dash?: string) =>
    h('rect', { x: 2, y: 1, width: 32, height: 12, rx: 2, fill, stroke, 'stroke-width': width, 'stroke-dasharray': dash });
  const disc = (fill: string, ring = '#fff', rw = 2) => h('circle', { cx: 18, cy: 7, r: 5.5, fill, stroke: ring, 'stroke-width': rw });
  const star = (fill: string) => h('text', { x: 18, y: 12.5, 'text-anchor': 'middle', 'font-size': 14, fill, stroke: '#111', 'stroke-width': 0.8 }, '★');
  const keyed: [string, VNode<any>, string][] = [
    ...(props.fills ?? []).map(([c, text]) => [`fill:${c}`, sw([box(c)]), text] as [string, VNode<any>, string]),
    ['control:allied', sw([disc(CONTROL.allied)]), t('board.control', { side: role('allied') })],
    ['control:german', sw([disc(CONTROL.german)]), t('board.control', { side: role('german') })],
    ['contested', sw([disc(CONTROL.allied, '#e65100', 3)]), t('board.contested')],
    ...(props.stars
      ? ([
          ['star:white', sw([star('#fff')]), props.stars.white],
          ['star:black', sw([star('#111')]), props.stars.black],
        ] as [string, VNode<any>, string][])
      : []),
    ...(props.vp
      ? ([['vp', sw([box('#fffdf5', '#b3261e', 2.5)]), `${t('board.vp')}: ${props.words?.vpArea ?? t('board.vpArea')}`]] as [string, VNode<any>, string][])
      : []),
    [
      'tem',
      sw([
        h('rect', { x: 8, y: 1, width: 20, height: 12, rx: 2, fill: '#2b2820' }),
        h('text', { x: 18, y: 11, 'text-anchor': 'middle', 'font-size': 9, 'font-weight': 700, fill: '#fff' }, '+1'),
      ]),
      key('temKey'),
    ],
    ['mark-choosable', sw([box('rgba(255,213,79,0.35)', '#e0a400', 2.5)]), t('area.choosableKey')],
    ['mark-selected', sw([box('rgba(255,213,79,0.5)', '#000', 3)]), t('area.selectedKey')],
    ['mark-active', sw([box('none', '#e0a400', 3, '5 3')]), key('activeKey')],
    ['mark-combat', sw([box('none', '#c62828', 3)]), t('area.combatKey')],
    ['mark-recent', sw([box('none', RECENT, 2.5, '5 3')]), t('area.recentKey')],
    ...(props.markers ?? []).map(
      (m) =>
        [
          `marker:${m.kind}`,
          sw([
            h('rect', { x: 2, y: 0, width: 32, height: 14, rx: 2, fill: m.fill, stroke: '#1f1c15' }),
            h('text', { x: 18, y: 11, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 800, fill: '#fff' }, m.text),
          ]),
          m.title,
        ] as [string, VNode<any>, string],
    ),
    [
      'stack',
      sw([
        h('rect', { x: 9, y: 2, width: 14, height: 11, fill: '#cfc8b4', stroke: '#333' }),
        h('rect', { x: 6, y: 0, width: 14, height: 11, fill: '#d9c48a', stroke: '#333' }),
        disc('#2b2820'),
      ]),
      t('area.stackKey'),
    ],
    [
      'spent',
      sw([
        h('rect', { x: 8, y: 0, width: 20, height: 14, rx: 2, fill: '#d9d4c7', stroke: '#222' }),
        h('rect', { x: 8, y: 0, width: 20, height: 5, fill: '#8a1c1c' }),
      ]),
      `${props.spentMark ?? t('board.spent')}: ${t('area.spentKey')}`,
    ],
  ];
  const rows: [VNode<any>, string, string?][] = [
    [sw([ln(WATER, 4)]), t('area.river')],
    [sw([ln('#1b4f8f', 7), ln('#9cc7f0', 3)]), t('area.canal')],
    [sw([ln(WATER, 4), h('rect', { x: 13, y: 1, width: 10, height: 12, fill: '#efe6cf', stroke: '#3a2410' })]), t('area.bridge')],
    [sw([ln('#b0603a', 2.4)]), t('area.road')],
    [sw([ln('#444', 1.6), ln('#444', 6, '1.5 6')]), t('area.railway')],
    [sw([ln('#2b2820', 4.5)]), t('area.notAdjacent')],
    [sw([ln('#b3261e', 4, '7 4')]), t('area.prohibited')],
    [sw([h('rect', { x: 1, y: 1, width: 34, height: 12, fill: 'url(#legend-hatch)', stroke: '#b9ae8e' })]), props.words?.zoneKey ?? t('area.zoneKey'), 'zone'],
    ...keyed.map(([key, icon, text]) => [icon, text, key] as [VNode<any>, string, string]),
  ];
  return h('div', { class: 'map-key-tools' }, [
    h(HideCountersButton, null),
    h('details', { class: 'map-legend' }, [
      h('summary', null, t('area.legendTitle')),
      h(
        'svg',
        { width: 0, height: 0, style: { position: 'absolute' }, 'aria-hidden': 'true' },
        h(
          'defs',
          null,
          h(
            'pattern',
            { id: 'legend-hatch', width: 6, height: 6, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
            h('line', { x1: 0, y1: 0, x2: 0, y2: 6, stroke: '#b9ae8e', 'stroke-width': 2 }),
          ),
        ),
      ),
      h(
        'ul',
        null,
        rows.map(([icon, text, key]) => h('li', { 'data-key': key }, [icon, ' ', text])),
      ),
      props.more ? h('p', { class: 'muted' }, props.more) : null,
      h('p', { class: 'muted' }, t('area.lensKey')),
    ]),
  ]);
}
