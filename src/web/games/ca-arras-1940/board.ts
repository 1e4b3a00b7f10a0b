// Counter-Attack: The Battle of Arras, 1940 - the map and counters, drawn from the view with the
// shared area map (../area-map.ts): sector colours, the Scarpe side of each area, and the panel of
// this game's tracks (turn, impulse, momentum, Advantage, VP), markers and holding boxes.
import { h, type VNode } from 'preact';
import { phase, role, t } from '../../i18n.ts';
import { type MapArea, type MapUnit, Track, areaMapLayers, boardSvg, commonPanel, fmt, geometry, holdingBoxes, panelCursor, panelLine, sideChip, vpBar } from '../area-map.ts';
import type { BoardProps, Presentation } from '../presentation.ts';

// The view's shapes (src/games/ca-arras-1940/game.ts `view`), as far as the board reads them.
interface AreaV {
  id: number;
  label: string;
  name: string;
  tem: number;
  sector: 'allied' | 'german' | 'half';
  scarpe: 'N' | 'S';
  zone: boolean;
  vp: boolean;
  star: 'white' | 'black' | null;
  x: number;
  y: number;
  control: 'allied' | 'german' | null;
  contested: boolean;
}
interface UnitV extends MapUnit {
  side: 'allied' | 'german';
  flak: boolean;
}
interface ArrasViewLike {
  turn: number;
  phase: string;
  step: string;
  momentum: string | null;
  impulse: number;
  advantage: string | null;
  vp: number;
  vpNeeded: number;
  vpThisTurn: number;
  rerollMarkers: Record<string, boolean>;
  airMarkers: Record<string, boolean>;
  released: Record<string, number>;
  bids: Record<string, unknown>;
  swapped: boolean;
  areas: AreaV[];
  boundaries: { a: number; b: number; kind: string }[];
  units: UnitV[];
  assault: { area: number; mover: string | null; mfLeft: number; attacked: number[]; done: string[] } | null;
  combat: { kind: string; area: number; attacker: string; participants: string[]; lead: string | null; defLead: string | null; av: unknown; dv: unknown; dice: unknown; ap: unknown; apLeft: unknown; result: unknown } | null;
  result: { winner: string; kind: string; detail: string } | null;
}

const SIDE_FILL: Record<string, string> = { allied: '#dbe5f3', german: '#e6e3d6', half: '#e2e4e6' };
const BOXES = ['eliminated', 'removed', 'overrun', 'wounded', 'kia'] as const;

function Board(p: BoardProps): VNode<any> {
  const v = p.view as ArrasViewLike;
  if (!v || !Array.isArray(v.areas)) return h('p', null, t('map.none'));
  const geo = geometry(v.areas);
  const areas: MapArea[] = v.areas.map((a) => ({ ...a, fill: a.zone ? '#f1ede0' : SIDE_FILL[a.sector], notes: [a.scarpe === 'N' ? t('board.north') : t('board.south')] }));
  const layers = areaMapLayers(p, geo, areas, v.boundaries, v.units, { active: v.assault?.area ?? null, combat: v.combat?.area ?? null });

  // The panel: tracks, markers and holding boxes.
  const px0 = geo.width + 24;
  const c = panelCursor(40);
  const panel: VNode<any>[] = [];
  panel.push(h(Track, { x: px0, y: c.next(62), id: 'Turn', label: t('board.turn'), values: [1, 2, 3, 4, 5, 6, 7], current: v.turn, rule: '6.0' }));
  const impulses = Array.from({ length: Math.max(8, v.impulse + 1) }, (_, i) => i);
  panel.push(h(Track, { x: px0, y: c.next(62), id: 'Impulse', label: t('board.impulse'), values: impulses, current: v.impulse, rule: '6.2' }));
  panel.push(sideChip(px0, c.next(34), `${t('board.momentum')} (6.1)`, v.momentum, v.momentum ? role(v.momentum) : undefined));
  panel.push(sideChip(px0, c.next(34), `${t('board.advantage')} (13.0)`, v.advantage, v.advantage ? role(v.advantage) : undefined));
  panel.push(vpBar(px0, c.next(70), `${t('board.alliedVp')} (16.0): ${v.vp}  ·  ${t('board.thisTurn')} ${v.vpThisTurn >= 0 ? '+' : ''}${v.vpThisTurn}  ·  ${t('board.needed')} ${v.vpNeeded}`, v.vp, v.vpNeeded, 25));
  const markers = (label: string, m: Record<string, boolean>) =>
    panelLine(px0, c.next(24), `${label}: ${Object.entries(m ?? {}).map(([s, ok]) => `${role(s)} ${ok ? t('board.available') : '–'}`).join(' · ')}`);
  panel.push(markers(`${t('board.rerollMarkers')} (13.4)`, v.rerollMarkers));
  panel.push(markers(`${t('board.airMarkers')} (18.6)`, v.airMarkers));
  panel.push(...commonPanel(px0, c, v, { released: '15', bids: '17.1' }, (k) => `${fmt(k.result)}  ·  AP ${fmt(k.ap)} (${t('board.left')} ${fmt(k.apLeft)})`));
  c.skip(10);
  panel.push(...holdingBoxes(p, v.units, BOXES.map((b) => [b, t(`board.box.${b}`)] as [string, string]), px0, c));
  return boardSvg(geo, c.y, 'arras-1940', t('board.mapOf'), layers, panel);
}

export const arras1940Presentation: Presentation = {
  Board,
  status(view: any) {
    const v = view as ArrasViewLike;
    if (!v || typeof v.turn !== 'number') return '';
    return `${t('board.turn')} ${v.turn} · ${phase(v.phase)} · ${t('board.impulse')} ${v.impulse} · ${t('board.momentum')} ${v.momentum ? role(v.momentum) : '–'} · ${t('board.alliedVp')} ${v.vp}`;
  },
};
