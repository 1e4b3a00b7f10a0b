// Cambrai 1917 - the map and counters, drawn from the view with the shared area map (src/web/kit/area-map.ts)
// on the Cambrai ground (./geometry.ts): German and British ground, the Canal de St-Quentin and the
// Canal du Nord with their bridges (blown ones drawn as canal without a bridge), area identifiers
// (square, triangle), tank battalions with their step (6, 4, 2) and every unit's Exhausted side with
// its exhausted defence. Beside the map (Aside): day, impulse, weather, Advantage, VP, Hurricane
// Barrage and artillery markers, ammunition, bridges, holding boxes and the combat or barrage.
import { h, type VNode } from 'preact';
import { phase, role, rule, t } from '../../i18n.ts';
import { AreaMap } from '../../kit/area-map.ts';
import type { AreaMarker, MapArea } from '../../kit/area-layout.ts';
import type { MapUnit } from '../../kit/counters.ts';
import { CombatPanel, HoldingBoxes, InfoRow, MapLegend, SideChip, TrackRow, VpMeter, fmt, resultWord } from '../../kit/aside.ts';
import type { CambraiView } from '../../../games/cambrai-1917/view.ts';
import type { BoardProps, Presentation } from '../presentation.ts';
import { GEOMETRY } from './geometry.ts';

type UnitV = CambraiView['units'][number];
type Bridge = CambraiView['bridges'][number];

/** The view's roles are british/german; the shared map colours sides allied/german. */
const side = (r: string | null) => (r === 'british' || r === 'allied' ? 'allied' : r === 'german' ? 'german' : null);
const SIDE_FILL: Record<string, string> = { allied: '#d5e2f4', german: '#e4e0d0' };
const IDENT: Record<string, string> = { circle: '', square: '■', triangle: '▲' };
const DAYS = [20, 21, 22, 23, 24, 25, 26];

const MARKER_FILL = { rolling: '#b34700', support: '#7b1fa2', air: '#0b5e8a', hurricane: '#c62828' } as const;

/**
 * A marker of a kind an assault puts on the map (player aid, "Artillery & Air Support"), with a count when there are
 * several (Direct Support): its tag (in the French rules' words in French) and its name with the rule that places it.
 */
export function cambraiMarker(kind: keyof typeof MARKER_FILL, n = 1): AreaMarker {
  const text = t(`cambrai.marker.${kind}`);
  return { kind, text: n > 1 ? `${text}×${n}` : text, title: t(`cambrai.markerTitle.${kind}`), fill: MARKER_FILL[kind] };
}

/** The markers in each area: the assault's Rolling Barrage, Direct Support and Air Support markers, the Hurricane Barrage's target. */
function markersIn(v: CambraiView, area: number): AreaMarker[] {
  const out: AreaMarker[] = [];
  if (v.barrage && v.barrage.target === area) out.push(cambraiMarker('hurricane'));
  if (v.assault?.rolling.includes(area)) out.push(cambraiMarker('rolling'));
  const ds = v.assault?.support?.[area] ?? 0;
  if (ds > 0) out.push(cambraiMarker('support', ds));
  if (v.assault?.air === area) out.push(cambraiMarker('air'));
  return out;
}

/** A counter as the shared map draws it: tanks show their step, Exhausted units their exhausted defence. */
export function mapUnit(u: UnitV): MapUnit {
  const short =
    u.type === 'tank'
      ? `${u.id.replace('Bn', '')} Bn ${u.step ?? ''}`.trim()
      : u.type === 'garrison'
        ? u.id.replace('Gar', 'Gar ')
        : u.type === 'cavalry'
          ? `${u.id.replace('Cav', '')} Cav`
          : u.side === 'allied'
            ? u.id.replace('Bde', ' Bde')
            : u.id;
  return {
    id: u.id,
    name: short,
    nation: u.side === 'allied' ? 'british' : 'wehrmacht',
    type: u.type === 'tank' ? 'armor' : u.type === 'cavalry' && !u.dismounted ? 'cavalry' : 'infantry',
    attack: u.attack,
    defense: u.spent ? u.exhaustedDefense : u.defense,
    move: u.move,
    area: u.area,
    box: u.box,
    spent: u.spent,
    released: true,
  };
}

/** The areas as the shared map draws them: number with identifier, TEM, fill by sector, control. */
export function boardAreas(v: CambraiView): MapArea[] {
  return v.areas.map((a) => ({
    id: a.id,
    label: `${a.label}${IDENT[a.identifier] ? ` ${IDENT[a.identifier]}` : ''}`,
    name: a.name,
    tem: a.tem,
    fill: a.zone ? '#eee9da' : SIDE_FILL[a.sector],
    zone: a.zone,
    vp: false,
    star: null,
    x: a.x,
    y: a.y,
    control: side(a.control),
    contested: a.contested,
    // The identifier's name, as the map key names it.
    notes: a.identifier !== 'circle' ? [`${IDENT[a.identifier]} ${t(`cambrai.ident.${a.identifier}`)}`] : [],
    // One word for an area in this edition (issue 29): "Zone" in French, where a secteur is a corps' sector (10.5.3).
    kind: a.zone ? t('board.zone') : t('board.cambraiArea'),
    markers: markersIn(v, a.id),
  }));
}

function Board(p: BoardProps): VNode<any> {
  const v = p.view as CambraiView;
  if (!v || !Array.isArray(v.areas)) return h('p', null, t('map.none'));
  const areas = boardAreas(v);
  // Bridges still standing are drawn as bridges, blown ones as canal without a bridge.
  const pair = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
  const blown = new Set(v.bridges.filter((b) => b.demolished).map((b) => pair(b.a, b.b)));
  const boundaries = v.boundaries.map((b) => ({
    a: b.a,
    b: b.b,
    kind: b.kind === 'canal' ? 'water' : b.kind === 'bridge' ? (blown.has(pair(b.a, b.b)) ? 'water' : 'canal-bridge') : 'open',
  }));
  return h(AreaMap, {
    p,
    geometry: GEOMETRY,
    areas,
    boundaries,
    units: v.units.map(mapUnit),
    marks: { active: v.assault?.area ?? null, combat: v.combat?.area ?? (v.barrage && v.barrage.target >= 0 ? v.barrage.target : null) },
    caption: `${t('board.mapCambrai')} · ${t('board.impulse')} ${v.impulse} · ${phase(v.phase)} · ${phase(v.step)}`,
    turnTrack: { label: `${t('board.turn')} · ${t('board.day')}`, values: DAYS, current: v.day },
    cls: 'cambrai-1917',
    label: t('board.mapCambrai'),
    spentMark: t('board.exhausted'),
  });
}

/** The bridges by who holds them: the German ones counted, the British and blown ones by name (each is drawn on the map). */
function bridges(bs: Bridge[]): string {
  const held = new Map<string, string[]>();
  for (const b of bs) if (!b.demolished) held.set(b.control, [...(held.get(b.control) ?? []), b.name]);
  const blown = bs.filter((b) => b.demolished).map((b) => b.name);
  return [
    ...[...held].map(([c, names]) => `${role(c)} ${names.length}${c === 'german' ? '' : ` (${names.join(', ')})`}`),
    ...(blown.length ? [`${t('board.blown')}: ${blown.join(', ')}`] : []),
  ].join(' · ');
}

/** An area's number or a zone's letter, as printed. */
const label = (v: CambraiView, id: number) => v.areas.find((a) => a.id === id)?.label ?? String(id);
/** "Area 6" / "Zone 6" (French), "Zone B": an area as the map names it. */
const place = (v: CambraiView, id: number) => `${v.areas.find((a) => a.id === id)?.zone ? t('board.zone') : t('board.cambraiArea')} ${label(v, id)}`;

function Aside(p: BoardProps): VNode<any> | null {
  const v = p.view as CambraiView;
  if (!v || !Array.isArray(v.areas)) return null;
  const impulses = Array.from({ length: Math.max(12, v.impulse) }, (_, i) => i + 1);
  const weather = `${v.weather === 'clear' ? t('board.clear') : t('board.overcast')}${v.sunset !== null && v.sunset !== undefined ? ` · ${t('board.sunset')} ${v.sunset}` : ''}`;
  const out: VNode<any>[] = [];
  const sides = Object.keys(v.ammo ?? {}) as (keyof CambraiView['ammo'])[];
  if (v.barrage) {
    const b = v.barrage;
    const where = b.target >= 0 ? ` · ${place(v, b.target)}` : '';
    out.push(
      h(CombatPanel, {
        title: `${t('board.hurricane')}${where} · ${role(b.attacker)}`,
        values: '1d6+7 · 1d6 + TEM',
        dice: fmt(v.barrage.dice),
        result: `CP ${fmt(v.barrage.cp)}`,
      }),
    );
  } else if (v.combat) {
    const k = v.combat;
    out.push(
      h(CombatPanel, {
        title: t('board.cambraiCombatOn', { kind: phase(k.kind), area: label(v, k.area), attacker: role(k.attacker) }),
        values: `AT ${fmt(k.av)}  ·  DT ${fmt(k.dv)}`,
        dice: fmt(k.dice),
        result: `${resultWord(k.result)}  ·  CP ${fmt(k.cp)} (${t('board.left')} ${fmt(k.cpLeft)})`,
      }),
    );
  }
  if (v.assault) {
    const ds = Object.entries(v.assault.support ?? {})
      .map(([a, n]) => `${a}×${n}`)
      .join(' ');
    out.push(
      h(InfoRow, {
        rule: 'Assault',
        label: `${t('board.cambraiActiveArea', { area: label(v, v.assault.area) })}:`,
        value: `${rule('Rolling Barrage')} ${v.assault.rolling.join(' ') || '–'} · ${rule('Direct Support')} ${ds || '–'} · ${rule('Air Support')} ${v.assault.air ?? '–'}`,
      }),
    );
  }
  return h('div', { class: 'board-aside cambrai-1917' }, [
    h('section', { class: 'tracks', 'aria-label': t('area.tracks') }, [
      h(TrackRow, { id: 'Day', label: t('board.day'), values: DAYS, current: v.day, rule: 'Sequence of Play' }),
      h(TrackRow, { id: 'Impulse', label: `${t('board.impulse')} · ${role(v.active)}`, values: impulses, current: v.impulse, rule: 'Daylight' }),
      h(SideChip, { label: t('board.advantage'), rule: 'Advantage Marker', side: side(v.advantage), shown: role(v.advantage) }),
      h(InfoRow, { rule: 'Dawn Phase', label: `${t('board.weather')}:`, value: weather }),
      h(VpMeter, {
        label: t('board.britishVp'),
        rule: 'End Phase',
        vp: v.vp,
        needed: v.vpNeeded,
        floor: 20,
        note: `${t('board.needed')} ${v.vpNeeded} · ${t('board.haig')} +${v.haigModifier}`,
      }),
    ]),
    h('section', { class: 'markers', 'aria-label': t('area.markers') }, [
      // A column a side: Hurricane Barrage markers (● ready, ○ used), ammunition, artillery markers.
      h('table', { class: 'marker-table' }, [
        h('thead', null, h('tr', null, [h('td', null, ''), ...sides.map((s) => h('th', { scope: 'col' }, role(s)))])),
        h('tbody', null, [
          h('tr', null, [
            h('th', { scope: 'row' }, t('board.hurricane')),
            ...sides.map((s) => h('td', null, (v.hurricane?.[s] ?? []).map((r) => (r ? '●' : '○')).join(' ') || '–')),
          ]),
          h('tr', null, [h('th', { scope: 'row' }, t('board.ammo')), ...sides.map((s) => h('td', null, String(v.ammo?.[s] ?? 0)))]),
          h('tr', null, [h('th', { scope: 'row' }, t('board.artilleryMarkers')), ...sides.map((s) => h('td', null, String(v.markers?.[s] ?? 0)))]),
        ]),
      ]),
      h(InfoRow, { rule: 'Demolish Bridges', label: `${t('board.bridges')}:`, value: bridges(v.bridges) }),
      ...out,
    ]),
    h(HoldingBoxes, {
      p,
      units: v.units.map(mapUnit),
      boxes: [
        ['eliminated', t('board.box.eliminated')],
        ['removed', t('board.box.removed')],
      ],
      spentMark: t('board.exhausted'),
    }),
    h(MapLegend, {
      spentMark: t('board.exhausted'),
      // The area fills: whose side of the line the area lies on (the map's two grounds).
      fills: [
        [SIDE_FILL.allied, t('cambrai.ground.allied')],
        [SIDE_FILL.german, t('cambrai.ground.german')],
      ],
      markers: (['hurricane', 'rolling', 'support', 'air'] as const).map((k) => cambraiMarker(k)),
      more: t('board.cambraiLegend'),
      words: { temKey: t('board.cambraiTemKey'), activeKey: t('board.cambraiActiveKey'), zoneKey: t('board.cambraiZoneKey') },
    }),
  ]);
}

export const cambraiPresentation: Presentation = {
  Board,
  Aside,
  status(view: any) {
    const v = view as CambraiView;
    if (!v || typeof v.day !== 'number') return '';
    return `${t('board.dayNov', { day: v.day })} · ${phase(v.phase)} · ${t('board.impulse')} ${v.impulse} (${role(v.active)}) · ${v.weather === 'clear' ? t('board.clear') : t('board.overcast')} · ${t('board.britishVp')} ${v.vp}/${v.vpNeeded}`;
  },
};
