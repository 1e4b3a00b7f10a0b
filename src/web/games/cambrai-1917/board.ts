// Cambrai 1917 - the map and counters, drawn from the view with the shared area map (../area-map.ts):
// German and British ground, the two canals and their bridges (blown ones drawn as canal), area
// identifiers (square, triangle), tank battalions with their step (6, 4, 2) and every unit's
// Exhausted side with its exhausted defence, and the panel of this game's tracks: day, impulse,
// weather, Advantage, Hurricane Barrage markers, ammunition, artillery markers, VP, bridges.
import { h, type VNode } from 'preact';
import { phase, role, t } from '../../i18n.ts';
import { type MapArea, type MapUnit, Track, areaMapLayers, boardSvg, combatBox, fmt, geometry, holdingBoxes, panelCursor, panelLine, sideChip, vpBar } from '../area-map.ts';
import type { BoardProps, Presentation } from '../presentation.ts';

// The view's shapes (src/games/cambrai-1917/game.ts `view`), as far as the board reads them.
interface AreaV {
  id: number;
  label: string;
  name: string;
  tem: number;
  identifier: 'circle' | 'square' | 'triangle';
  sector: 'allied' | 'german';
  zone: boolean;
  eastOfCanal: boolean;
  x: number;
  y: number;
  control: 'allied' | 'german';
  contested: boolean;
}
interface UnitV {
  id: string;
  name: string;
  side: 'allied' | 'german';
  type: 'infantry' | 'cavalry' | 'tank' | 'garrison';
  attack: number | null;
  defense: number;
  exhaustedDefense: number;
  move: number;
  step: number | null;
  dismounted: boolean;
  area: number | null;
  box: string;
  spent: boolean;
}
interface Bridge {
  a: number;
  b: number;
  name: string;
  control: string;
  demolished: boolean;
}
interface CambraiViewLike {
  day: number;
  phase: string;
  step: string;
  weather: 'clear' | 'overcast';
  impulse: number;
  active: string;
  sunset: number | null;
  advantage: string;
  hurricane: Record<string, boolean[]>;
  ammo: Record<string, number>;
  markers: Record<string, number>;
  vp: number;
  vpNeeded: number;
  haigModifier: number;
  bridges: Bridge[];
  areas: AreaV[];
  boundaries: { a: number; b: number; kind: string; canal: string | null }[];
  units: UnitV[];
  assault: { area: number; rolling: number[]; support: Record<string, number>; air: number | null } | null;
  combat: { kind: string; area: number; attacker: string; av: unknown; dv: unknown; dice: unknown; result: unknown; cp: unknown; cpLeft: unknown } | null;
  barrage: { target: number; attacker: string; dice: unknown; cp: unknown } | null;
}

const SIDE_FILL: Record<string, string> = { allied: '#dbe5f3', german: '#e6e3d6' };
const IDENT: Record<string, string> = { circle: '', square: '■', triangle: '▲' };

/** A counter as the shared map draws it: tanks show their step, Exhausted units their exhausted defence. */
function mapUnit(u: UnitV): MapUnit {
  const short = u.type === 'tank' ? `${u.id.replace('Bn', '')} Bn·${u.step}` : u.type === 'garrison' ? u.id.replace('Gar', 'Gar ') : u.id.replace('Bde', '').replace('Cav', ' Cav');
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

function Board(p: BoardProps): VNode<any> {
  const v = p.view as CambraiViewLike;
  if (!v || !Array.isArray(v.areas)) return h('p', null, t('map.none'));
  const geo = geometry(v.areas);
  const areas: MapArea[] = v.areas.map((a) => ({
    id: a.id,
    label: `${a.label}${IDENT[a.identifier] ? ' ' + IDENT[a.identifier] : ''}`,
    name: a.name,
    tem: a.tem,
    fill: a.zone ? '#f1ede0' : SIDE_FILL[a.sector],
    zone: a.zone,
    vp: false,
    star: null,
    x: a.x,
    y: a.y,
    control: a.control,
    contested: a.contested,
    notes: [a.identifier !== 'circle' ? a.identifier : '', a.eastOfCanal ? 'east of the Canal de St-Quentin' : ''].filter(Boolean),
  }));
  // Bridges still standing are drawn as bridges, blown ones as canal without a bridge.
  const blown = new Set(v.bridges.filter((b) => b.demolished).map((b) => `${Math.min(b.a, b.b)}-${Math.max(b.a, b.b)}`));
  const boundaries = v.boundaries.map((b) => ({
    a: b.a,
    b: b.b,
    kind: b.kind === 'canal' ? 'water' : b.kind === 'bridge' ? (blown.has(`${Math.min(b.a, b.b)}-${Math.max(b.a, b.b)}`) ? 'water' : 'canal-bridge') : 'open',
  }));
  const layers = areaMapLayers(p, geo, areas, boundaries, v.units.map(mapUnit), { active: v.assault?.area ?? null, combat: v.combat?.area ?? v.barrage?.target ?? null });

  const px0 = geo.width + 24;
  const c = panelCursor(40);
  const panel: VNode<any>[] = [];
  panel.push(h(Track, { x: px0, y: c.next(62), id: 'Day', label: `${t('board.turn')} · ${t('board.day')}`, values: [20, 21, 22, 23, 24, 25, 26], current: v.day }));
  panel.push(h(Track, { x: px0, y: c.next(62), id: 'Impulse', label: t('board.impulse'), values: Array.from({ length: 13 }, (_, i) => i), current: v.impulse, rule: 'Daylight' }));
  panel.push(sideChip(px0, c.next(34), t('board.impulse'), v.active === 'british' ? 'allied' : 'german', role(v.active)));
  panel.push(sideChip(px0, c.next(34), t('board.advantage'), v.advantage === 'british' ? 'allied' : 'german', role(v.advantage)));
  panel.push(panelLine(px0, c.next(24), `${t('board.weather')}: ${v.weather === 'clear' ? t('board.clear') : t('board.overcast')}${v.sunset !== null ? `  ·  ${t('board.sunset')} ${v.sunset}` : ''}`));
  panel.push(vpBar(px0, c.next(70), `${t('board.britishVp')}: ${v.vp}  ·  ${t('board.needed')} ${v.vpNeeded}`, v.vp, v.vpNeeded, 25));
  panel.push(panelLine(px0, c.next(24), `${t('board.haig')}: +${v.haigModifier}`));
  const bySide = (label: string, m: Record<string, unknown>, f: (x: unknown) => string) => panelLine(px0, c.next(24), `${label}: ${Object.entries(m).map(([s, x]) => `${role(s)} ${f(x)}`).join(' · ')}`);
  panel.push(bySide(t('board.hurricane'), v.hurricane, (x) => (x as boolean[]).map((r) => (r ? t('board.ready') : t('board.used'))).join('/')));
  panel.push(bySide(t('board.ammo'), v.ammo, String));
  panel.push(bySide(t('board.artilleryMarkers'), v.markers, String));
  panel.push(panelLine(px0, c.next(20), `${t('board.bridges')}:`));
  for (const b of v.bridges) panel.push(panelLine(px0 + 12, c.next(18), `${b.name}: ${b.demolished ? t('board.blown') : role(b.control)}`, b.demolished ? '#b3261e' : undefined));
  panel.push(panelLine(px0, c.next(30), `${t('board.phase')}: ${phase(v.phase)} · ${t('board.step')}: ${phase(v.step)}`, '#555'));
  if (v.barrage) {
    panel.push(combatBox(px0, c.next(110), { title: `Hurricane Barrage · ${v.barrage.target} · ${role(v.barrage.attacker)}`, values: '1d6+7 · 1d6+TEM', dice: fmt(v.barrage.dice), result: `CP ${fmt(v.barrage.cp)}` }));
  } else if (v.combat) {
    const k = v.combat;
    panel.push(combatBox(px0, c.next(110), { title: t('board.combatOn', { kind: k.kind, area: k.area, attacker: role(k.attacker) }), values: `AT ${fmt(k.av)} · DT ${fmt(k.dv)}`, dice: fmt(k.dice), result: `${fmt(k.result)} · CP ${fmt(k.cp)} (${t('board.left')} ${fmt(k.cpLeft)})` }));
  }
  if (v.assault) {
    const ds = Object.entries(v.assault.support).map(([a, n]) => `${a}×${n}`).join(' ');
    panel.push(panelLine(px0, c.next(24), `${t('board.activeArea', { area: v.assault.area })} · RB ${v.assault.rolling.join(' ') || '–'} · DS ${ds || '–'} · Air ${v.assault.air ?? '–'}`));
  }
  c.skip(10);
  panel.push(...holdingBoxes(p, v.units.map(mapUnit), [['eliminated', t('board.box.eliminated')], ['removed', t('board.box.removed')]], px0, c));
  return boardSvg(geo, c.y, 'cambrai-1917', t('board.mapCambrai'), [...layers, h('text', { x: 16, y: 24, 'font-size': 13, fill: '#555' }, t('board.cambraiLegend'))], panel);
}

export const cambraiPresentation: Presentation = {
  Board,
  status(view: any) {
    const v = view as CambraiViewLike;
    if (!v || typeof v.day !== 'number') return '';
    return `${v.day} Nov · ${phase(v.phase)} · ${t('board.impulse')} ${v.impulse} (${role(v.active)}) · ${v.weather === 'clear' ? t('board.clear') : t('board.overcast')} · ${t('board.britishVp')} ${v.vp}/${v.vpNeeded}`;
  },
};
