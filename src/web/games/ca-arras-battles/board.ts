// Counter-Attack: Arras (Battles Magazine edition) - its 28 Secteurs and 6 Zones, drawn from the
// view with the shared area map (src/web/kit/area-map.ts) on this edition's ground (./geometry.ts):
// Identifier colours (2.1.4), red-ringed VP Secteurs (2.1.5), stars (4.1), rivers (2.1.1), counters
// with their Fraîche/Fatiguée side; beside the map (Aside) this edition's tracks: Initiative (4.0),
// Advantage (4.2), air support (8.3), VP (11.2), the holding boxes and the combat.
import { h, type VNode } from 'preact';
import { phase, role, t } from '../../i18n.ts';
import { AreaMap } from '../../kit/area-map.ts';
import type { MapArea } from '../../kit/area-layout.ts';
import { HoldingBoxes, InfoRow, MapLegend, SideChip, TrackRow, VpMeter, commonAside, counterAttackKey, fmt, resultWord } from '../../kit/aside.ts';
import type { BattlesView } from '../../../games/ca-arras-battles/view.ts';
import type { BoardProps, Presentation } from '../presentation.ts';
import { GEOMETRY } from './geometry.ts';

/** 2.1.4 Identifier colours, pale enough to read counters on. */
const IDENT_FILL: Record<string, string> = { blue: '#d5e2f4', black: '#e4e0d0', half: '#dde2e6' };
/** Holding boxes beside the map; units waiting to enter are drawn in a tray under the map. */
const BOXES = ['eliminated', 'removed'] as const;

function Board(p: BoardProps): VNode<any> {
  const v = p.view as BattlesView;
  if (!v || !Array.isArray(v.sectors)) return h('p', null, t('map.none'));
  const areas: MapArea[] = v.sectors.map((a) => ({
    ...a,
    fill: a.zone ? '#eee9da' : IDENT_FILL[a.ident],
    vp: a.redRing,
    // One word for an area in this edition (issue 29): "Sector" in English, "Secteur" in French; its Zones stay Zones.
    kind: a.zone ? t('board.zone') : t('board.sector'),
    notes: [a.scarpe === 'N' ? t('board.north') : t('board.south'), ...(a.square ? [t('board.squareId') + ' (2.1.2)'] : [])],
  }));
  return h(AreaMap, {
    p,
    geometry: GEOMETRY,
    areas,
    boundaries: v.boundaries,
    units: v.units,
    marks: { active: v.assault?.area ?? null, combat: v.combat?.area ?? null },
    caption: `${t('board.mapBattles')} · ${v.clock} · ${t('board.impulse')} ${v.impulse} · ${phase(v.phase)}`,
    turnTrack: { label: t('board.turn'), values: [1, 2, 3, 4, 5, 6, 7], current: v.turn },
    trays: [{ box: 'waiting', label: t('board.box.waiting') }],
    cls: 'arras-battles',
    label: t('board.mapBattles'),
    spentMark: t('area.fatigued'),
    vpWord: t('board.vpSector'),
  });
}

function Aside(p: BoardProps): VNode<any> | null {
  const v = p.view as BattlesView;
  if (!v || !Array.isArray(v.sectors)) return null;
  const impulses = Array.from({ length: Math.max(8, v.impulse + 1) }, (_, i) => i);
  const advUsed = v.advantage && v.advantageUsed?.[v.advantage] ? ` · ${t('board.used.adv')}` : '';
  const rommel = v.rommelNorth ? ` · ${t('board.rommelNorth')} (13.6)` : '';
  return h('div', { class: 'board-aside arras-battles' }, [
    h('section', { class: 'tracks', 'aria-label': t('area.tracks') }, [
      h(TrackRow, { id: 'Turn', label: `${t('board.turn')} · ${v.clock}`, values: [1, 2, 3, 4, 5, 6, 7], current: v.turn, rule: '4.0' }),
      h(TrackRow, { id: 'Impulse', label: t('board.impulse'), values: impulses, current: v.impulse, rule: '4.3' }),
      h(SideChip, { label: t('board.initiative'), rule: '4.1', side: v.initiative }),
      h(SideChip, { label: t('board.advantage'), rule: '4.2', side: v.advantage, shown: v.advantage ? role(v.advantage) + advUsed : undefined }),
      h(VpMeter, {
        label: t('board.alliedVp'),
        rule: '11.2',
        vp: v.vp,
        needed: v.vpNeeded,
        floor: 20,
        note: `${t('board.vpNow')} ${v.vpNow} · ${t('board.needed')} ${v.vpNeeded}`,
      }),
    ]),
    h('section', { class: 'markers', 'aria-label': t('area.markers') }, [
      h(InfoRow, {
        rule: '8.3',
        label: `${t('board.airSupport')}:`,
        value: Object.entries(v.air ?? {})
          .map(([s, n]) => `${role(s)} ${n}`)
          .join(' · '),
      }),
      ...commonAside(
        v,
        { released: '13', bids: '14.1' },
        (k) => `${resultWord(k.result)}  ·  PP ${fmt(k.pp)} (${t('board.left')} ${fmt(k.ppLeft)})`,
        rommel,
        'sector',
      ),
    ]),
    h(HoldingBoxes, { p, units: v.units, boxes: BOXES.map((b) => [b, t(`board.box.${b}`)] as [string, string]), spentMark: t('area.fatigued') }),
    h(MapLegend, {
      spentMark: t('area.fatigued'),
      ...counterAttackKey(IDENT_FILL, { fills: '2.1.4', stars: '4.1', roll: 'initiative' }),
      words: { temKey: t('board.sectorTemKey'), activeKey: t('board.sectorActiveKey'), vpArea: t('board.vpSector') },
    }),
  ]);
}

export const battlesPresentation: Presentation = {
  Board,
  Aside,
  status(view: any) {
    const v = view as BattlesView;
    if (!v || typeof v.turn !== 'number') return '';
    return `${t('board.turn')} ${v.turn} (${v.clock}) · ${phase(v.phase)} · ${t('board.impulse')} ${v.impulse} · ${t('board.initiative')} ${v.initiative ? role(v.initiative) : '–'} · ${t('board.alliedVp')} ${v.vp}`;
  },
};
