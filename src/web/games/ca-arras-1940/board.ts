// Counter-Attack: The Battle of Arras, 1940 - the map and counters, drawn from the view with the
// shared area map (src/web/kit/area-map.ts) on this game's ground (./geometry.ts): sector colours, the
// Scarpe side of each area; beside the map (Aside) this game's tracks (turn, impulse, momentum,
// Advantage, VP), markers, holding boxes and the combat.
import { h, type VNode } from 'preact';
import { phase, role, t } from '../../i18n.ts';
import { AreaMap } from '../../kit/area-map.ts';
import type { MapArea } from '../../kit/area-layout.ts';
import { HoldingBoxes, MapLegend, SideChip, TrackRow, VpMeter, InfoRow, commonAside, counterAttackKey, fmt, resultWord } from '../../kit/aside.ts';
import type { ArrasView } from '../../../games/ca-arras-1940/view.ts';
import type { BoardProps, Presentation } from '../presentation.ts';
import { GEOMETRY } from './geometry.ts';

/** 3.1.4 Identifier colours, pale enough to read counters on. */
const SIDE_FILL: Record<string, string> = { allied: '#d5e2f4', german: '#e4e0d0', half: '#dde2e6' };
const BOXES = ['eliminated', 'removed', 'overrun', 'wounded', 'kia'] as const;

function Board(p: BoardProps): VNode<any> {
  const v = p.view as ArrasView;
  if (!v || !Array.isArray(v.areas)) return h('p', null, t('map.none'));
  const areas: MapArea[] = v.areas.map((a) => ({
    ...a,
    fill: a.zone ? '#eee9da' : SIDE_FILL[a.sector],
    notes: [a.scarpe === 'N' ? t('board.north') : t('board.south')],
  }));
  return h(AreaMap, {
    p,
    geometry: GEOMETRY,
    areas,
    boundaries: v.boundaries,
    units: v.units,
    marks: { active: v.assault?.area ?? null, combat: v.combat?.area ?? null },
    caption: `${t('board.mapOf')} · ${t('board.impulse')} ${v.impulse} · ${phase(v.phase)}`,
    turnTrack: { label: t('board.turn'), values: [1, 2, 3, 4, 5, 6, 7], current: v.turn },
    cls: 'arras-1940',
    label: t('board.mapOf'),
  });
}

function Aside(p: BoardProps): VNode<any> | null {
  const v = p.view as ArrasView;
  if (!v || !Array.isArray(v.areas)) return null;
  const impulses = Array.from({ length: Math.max(8, v.impulse + 1) }, (_, i) => i);
  const markers = (m: Record<string, boolean>) =>
    Object.entries(m ?? {})
      .map(([s, ok]) => `${role(s)} ${ok ? t('board.available') : '–'}`)
      .join(' · ');
  return h('div', { class: 'board-aside arras-1940' }, [
    h('section', { class: 'tracks', 'aria-label': t('area.tracks') }, [
      h(TrackRow, { id: 'Turn', label: t('board.turn'), values: [1, 2, 3, 4, 5, 6, 7], current: v.turn, rule: '6.0' }),
      h(TrackRow, { id: 'Impulse', label: t('board.impulse'), values: impulses, current: v.impulse, rule: '6.2' }),
      h(SideChip, { label: t('board.momentum'), rule: '6.1', side: v.momentum }),
      h(SideChip, { label: t('board.advantage'), rule: '13.0', side: v.advantage }),
      h(VpMeter, {
        label: t('board.alliedVp'),
        rule: '16.0',
        vp: v.vp,
        needed: v.vpNeeded,
        floor: 25,
        note: `${t('board.thisTurn')} ${v.vpThisTurn >= 0 ? '+' : ''}${v.vpThisTurn} · ${t('board.needed')} ${v.vpNeeded}`,
      }),
    ]),
    h('section', { class: 'markers', 'aria-label': t('area.markers') }, [
      h(InfoRow, { rule: '13.4', label: `${t('board.rerollMarkers')}:`, value: markers(v.rerollMarkers) }),
      h(InfoRow, { rule: '18.6', label: `${t('board.airMarkers')}:`, value: markers(v.airMarkers) }),
      ...commonAside(v, { released: '15', bids: '17.1' }, (k) => `${resultWord(k.result)}  ·  AP ${fmt(k.ap)} (${t('board.left')} ${fmt(k.apLeft)})`),
    ]),
    h(HoldingBoxes, { p, units: v.units, boxes: BOXES.map((b) => [b, t(`board.box.${b}`)] as [string, string]) }),
    h(MapLegend, { spentMark: t('board.spent'), ...counterAttackKey(SIDE_FILL, { fills: '3.1.4', stars: '6.1.1', roll: 'momentum' }) }),
  ]);
}

export const arras1940Presentation: Presentation = {
  Board,
  Aside,
  status(view: any) {
    const v = view as ArrasView;
    if (!v || typeof v.turn !== 'number') return '';
    return `${t('board.turn')} ${v.turn} · ${phase(v.phase)} · ${t('board.impulse')} ${v.impulse} · ${t('board.momentum')} ${v.momentum ? role(v.momentum) : '–'} · ${t('board.alliedVp')} ${v.vp}`;
  },
};
