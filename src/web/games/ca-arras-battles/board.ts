// Counter-Attack: Arras (Battles Magazine edition) - its 28 Secteurs and 6 Zones, drawn from the
// view with the shared area map (../area-map.ts): Identifier colours (2.1.4), red-ringed VP
// Secteurs (2.1.5), stars (4.1), rivers (2.1.1), counters with their Fraîche/Fatiguée side; the
// panel holds this edition's tracks: Initiative (4.0), Advantage (4.2), air support (8.3), VP (11.2).
import { h, type VNode } from 'preact';
import { phase, role, t } from '../../i18n.ts';
import { type MapArea, type MapUnit, Track, areaMapLayers, boardSvg, commonPanel, fmt, geometry, holdingBoxes, panelCursor, panelLine, sideChip, vpBar } from '../area-map.ts';
import type { BoardProps, Presentation } from '../presentation.ts';

// The view's shapes (src/games/ca-arras-battles/game.ts `view`), as far as the board reads them.
interface SectorV {
  id: number;
  label: string;
  name: string;
  tem: number;
  square: boolean;
  ident: 'black' | 'blue' | 'half';
  redRing: boolean;
  star: 'white' | 'black' | null;
  scarpe: 'N' | 'S';
  zone: boolean;
  x: number;
  y: number;
  control: 'allied' | 'german' | null;
  contested: boolean;
}
interface BattlesViewLike {
  turn: number;
  clock: string;
  phase: string;
  step: string;
  initiative: string | null;
  impulse: number;
  advantage: string | null;
  advantageUsed: Record<string, boolean>;
  air: Record<string, number>;
  vp: number;
  vpNow: number;
  vpNeeded: number;
  released: Record<string, number>;
  rommelNorth: boolean;
  bids: Record<string, unknown>;
  swapped: boolean;
  sectors: SectorV[];
  boundaries: { a: number; b: number; kind: string }[];
  units: MapUnit[];
  assault: { area: number | null; mover: string | null; mfLeft: number; failed: boolean } | null;
  combat: { kind: string; area: number; attacker: string; av: unknown; dv: unknown; dice: unknown; pp: unknown; ppLeft: unknown; result: unknown } | null;
}

const IDENT_FILL: Record<string, string> = { blue: '#dbe5f3', black: '#e6e3d6', half: '#e2e4e6' };
const BOXES = ['waiting', 'eliminated', 'removed'] as const;

function Board(p: BoardProps): VNode<any> {
  const v = p.view as BattlesViewLike;
  if (!v || !Array.isArray(v.sectors)) return h('p', null, t('map.none'));
  const geo = geometry(v.sectors);
  const areas: MapArea[] = v.sectors.map((a) => ({
    ...a,
    fill: a.zone ? '#f1ede0' : IDENT_FILL[a.ident],
    vp: a.redRing,
    notes: [a.scarpe === 'N' ? t('board.north') : t('board.south'), ...(a.square ? [t('board.squareId') + ' (2.1.2)'] : [])],
  }));
  const layers = areaMapLayers(p, geo, areas, v.boundaries, v.units, { active: v.assault?.area ?? null, combat: v.combat?.area ?? null });

  const px0 = geo.width + 24;
  const c = panelCursor(40);
  const panel: VNode<any>[] = [];
  panel.push(h(Track, { x: px0, y: c.next(62), id: 'Turn', label: `${t('board.turn')} · ${v.clock}`, values: [1, 2, 3, 4, 5, 6, 7], current: v.turn, rule: '4.0' }));
  const impulses = Array.from({ length: Math.max(8, v.impulse + 1) }, (_, i) => i);
  panel.push(h(Track, { x: px0, y: c.next(62), id: 'Impulse', label: t('board.impulse'), values: impulses, current: v.impulse, rule: '4.3' }));
  panel.push(sideChip(px0, c.next(34), `${t('board.initiative')} (4.1)`, v.initiative, v.initiative ? role(v.initiative) : undefined));
  const advUsed = v.advantage && v.advantageUsed?.[v.advantage] ? ` · ${t('board.used.adv')}` : '';
  panel.push(sideChip(px0, c.next(34), `${t('board.advantage')} (4.2)`, v.advantage, v.advantage ? role(v.advantage) + advUsed : undefined));
  panel.push(panelLine(px0, c.next(24), `${t('board.airSupport')} (8.3): ${Object.entries(v.air ?? {}).map(([s, n]) => `${role(s)} ${n}`).join(' · ')}`));
  panel.push(vpBar(px0, c.next(70), `${t('board.alliedVp')} (11.2): ${v.vp}  ·  ${t('board.vpNow')} ${v.vpNow}  ·  ${t('board.needed')} ${v.vpNeeded}`, v.vp, v.vpNeeded, 20));
  const rommel = v.rommelNorth ? ` · ${t('board.rommelNorth')} (13.6)` : '';
  panel.push(...commonPanel(px0, c, v, { released: '13', bids: '14.1' }, (k) => `${fmt(k.result)}  ·  PP ${fmt(k.pp)} (${t('board.left')} ${fmt(k.ppLeft)})`, rommel));
  c.skip(10);
  panel.push(...holdingBoxes(p, v.units, BOXES.map((b) => [b, t(`board.box.${b}`)] as [string, string]), px0, c));
  return boardSvg(geo, c.y, 'arras-battles', t('board.mapBattles'), layers, panel);
}

export const battlesPresentation: Presentation = {
  Board,
  status(view: any) {
    const v = view as BattlesViewLike;
    if (!v || typeof v.turn !== 'number') return '';
    return `${t('board.turn')} ${v.turn} (${v.clock}) · ${phase(v.phase)} · ${t('board.impulse')} ${v.impulse} · ${t('board.initiative')} ${v.initiative ? role(v.initiative) : '–'} · ${t('board.alliedVp')} ${v.vp}`;
  },
};
