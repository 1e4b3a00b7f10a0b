// The Cruellest Month: the strategic hex map drawn from one side's view (north up, east right: the map's
// columns 10-30 run north to south, its rows 01-14 east to west), with terrain, Vimy Ridge, the Hindenburg
// Line, railways, the Scarpe and Cojeul, control, divisions, airbases, reconnaissance and the mission
// target; beside it (Aside) the viewer's own Airbase Display (Ready/Flown x Normal/Disrupted, 6.4), what it
// knows of the other side's (6.1, 7.4.3), and the tracks. While an air battle runs, the Air Battle Board
// (air-battle-board.ts, drawn from the air battle's view) replaces the map.
import { h, type VNode } from 'preact';
import { AIR_BY_ID, AIRBASES, GROUND_BY_ID, HL_HEXES, PLACES, RAILWAYS, RIVERS, grid } from '../../../games/cruellest-month/data.ts';
import { lang } from '../../i18n.ts';
import { type BoardProps, type Presentation, pickable } from '../presentation.ts';
import { AirBattleBoard } from './air-battle-board.ts';

const TEXT = {
  en: {
    map: 'Strategic map', turn: 'Turn', of: 'of', initiative: 'initiative', weather: 'Poor Weather', vp: 'VP', allied: 'Allied', german: 'German',
    display: 'Airbase Display', ready: 'Ready', flown: 'Flown', normal: 'Normal', disrupted: 'Disrupted', known: 'Known of the enemy', none: 'nothing disclosed',
    fighters: 'fighters', bombers: 'bombers', hits: 'Hits', artillery: 'Artillery Support', balloons: 'Balloons', tanks: 'Tank Support', mission: 'Mission',
    target: 'target', rfc: 'RFC Holding Area', reserve: 'Strategic Reserve', away: 'elsewhere', dead: 'destroyed', regroup: 'regroup', construction: 'under construction',
    bosl: ['Normal', 'Weakened', 'Reduced'], legend: 'red: Hindenburg Line · brown: Vimy Ridge · black: railway · blue: river · grey tint: German control',
  },
  fr: {
    map: 'Carte stratégique', turn: 'Tour', of: 'sur', initiative: 'initiative', weather: 'Mauvais temps', vp: 'PV', allied: 'Allié', german: 'Allemand',
    display: 'Tableau des aérodromes', ready: 'Prêt', flown: 'A volé', normal: 'Normal', disrupted: 'Désorganisé', known: "Connu de l'ennemi", none: 'rien de révélé',
    fighters: 'chasseurs', bombers: 'bombardiers', hits: 'Coups', artillery: "Soutien d'artillerie", balloons: 'Ballons', tanks: 'Chars', mission: 'Mission',
    target: 'cible', rfc: 'Réserve du RFC', reserve: 'Réserve stratégique', away: 'ailleurs', dead: 'détruit', regroup: 'regroupement', construction: 'en construction',
    bosl: ['Normal', 'Affaibli', 'Réduit'], legend: 'rouge : ligne Hindenburg · brun : crête de Vimy · noir : voie ferrée · bleu : rivière · gris : contrôle allemand',
  },
};
type Tx = typeof TEXT.en;
const tx = (): Tx => TEXT[lang() === 'fr' ? 'fr' : 'en'];

interface AirV { id: string; base: string; flown?: boolean; disrupted?: boolean; reduced?: boolean; regroup?: boolean; ace?: boolean; name: string; aircraft: string }
interface CmView {
  turn: number; lastTurn: number; phase: string; step: string; initiative: string; poorWeather: boolean;
  air: Record<string, AirV>; ground: Record<string, { hex: string | null; where: string; reduced: boolean; interdicted: boolean }>;
  bases: Record<string, { hex: string | null; area: string | null; status: string }>; control: Record<string, string>;
  cityHits: Record<string, number>; boxHits: Record<string, number>; asl: Record<string, number>; bosl: Record<string, number>; tsp: number;
  vp: Record<string, number>; known: { turn: number; base: string; fighters: number; bombers: number }[];
  recon: { side: string; area: string; status: string }[]; mission: { side: string; task?: string; hex?: string; launched: boolean } | null;
  battle: unknown;
}

const R = 22;
const M = 20;
const SQ3 = Math.sqrt(3);
// Map col (north->south) to screen y and row (east->west) to screen x, east on the right.
const maxRow = grid.lastRow;
function pos(id: string): { x: number; y: number } {
  const c = grid.center(id, R);
  return { x: M + (SQ3 * R * (maxRow - 1) + SQ3 * R) - c.y, y: M + R + c.x };
}
const corners = (id: string) => {
  const { x, y } = pos(id);
  return Array.from({ length: 6 }, (_, i) => [x + R * Math.cos((Math.PI / 3) * i + Math.PI / 6), y + R * Math.sin((Math.PI / 3) * i + Math.PI / 6)]);
};
const HL = new Set(HL_HEXES);
const W = M * 2 + SQ3 * R * (maxRow + 1);
const H = M * 2 + R * 2 + 1.5 * R * (grid.lastCol - grid.firstCol) + R;

function hexes(v: CmView, p: BoardProps): VNode<any>[] {
  return grid.ids.map((id) => {
    const { x, y } = pos(id);
    const pl = PLACES[id];
    const fill = pl?.terrain === 'city' ? '#bfae95' : pl?.terrain === 'ridge' ? '#c8a777' : '#ece5c9';
    const attrs = pickable(id, p, `${id}${pl ? ' ' + pl.name : ''}`);
    return h('g', { ...attrs, class: `area hex ${attrs.class}`, 'data-hex': id }, [
      h('polygon', { class: 'shape', points: corners(id).map((c) => c.join(',')).join(' '), fill, stroke: HL.has(id) ? '#b3261e' : '#a39b82', 'stroke-width': HL.has(id) ? 2.2 : 0.8 }),
      v.control[id] === 'german' && h('polygon', { points: corners(id).map((c) => c.join(',')).join(' '), fill: '#6d7378', opacity: 0.16, 'pointer-events': 'none' }),
      h('text', { x, y: y - R * 0.5, 'text-anchor': 'middle', 'font-size': 6.5, fill: '#6b665a' }, id),
      pl && pl.terrain !== 'clear' && h('text', { x, y: y + R * 0.72, 'text-anchor': 'middle', 'font-size': 7, 'font-weight': pl.terrain === 'city' ? 700 : 500 }, pl.name.replace('Vimy Ridge ', '').slice(0, 14)),
    ]);
  });
}

function lines(): VNode<any>[] {
  const out: VNode<any>[] = [];
  for (const r of RAILWAYS) {
    const pts = r.path.map((id) => { const q = pos(id); return `${q.x},${q.y}`; }).join(' ');
    out.push(h('polyline', { points: pts, fill: 'none', stroke: '#222', 'stroke-width': 1.6, 'stroke-dasharray': '5 2', 'pointer-events': 'none' }, h('title', null, r.name)));
  }
  for (const r of RIVERS) for (const [a, b] of r.sides) {
    const pa = pos(a);
    const pb = pos(b);
    const mx = (pa.x + pb.x) / 2;
    const my = (pa.y + pb.y) / 2;
    const dx = pb.x - pa.x;
    const dy = pb.y - pa.y;
    const len = Math.hypot(dx, dy) || 1;
    const nx = (-dy / len) * (R / 2);
    const ny = (dx / len) * (R / 2);
    out.push(h('line', { x1: mx - nx, y1: my - ny, x2: mx + nx, y2: my + ny, stroke: '#2f7fd0', 'stroke-width': 3, 'stroke-linecap': 'round', 'pointer-events': 'none' }, h('title', null, r.name)));
  }
  return out;
}

function counters(v: CmView, p: BoardProps): VNode<any>[] {
  const per = new Map<string, string[]>();
  for (const id in v.ground) {
    const g = v.ground[id];
    if (g.where === 'map' && g.hex) per.set(g.hex, [...(per.get(g.hex) ?? []), id]);
  }
  const out: VNode<any>[] = [];
  for (const [hex, ids] of per) {
    const { x, y } = pos(hex);
    ids.forEach((id, i) => {
      const d = GROUND_BY_ID[id];
      const g = v.ground[id];
      const s = 20;
      const cx = x - s / 2 + i * 5;
      const cy = y - s / 2 + i * 5;
      const attrs = pickable(id, p, `${d.name} ${g.reduced ? d.reducedCf : d.cf}`);
      out.push(h('g', { ...attrs, class: `counter ${attrs.class}`, 'data-unit': id }, [
        h('title', null, `${d.name} (${d.formation}) CF ${g.reduced ? d.reducedCf : d.cf}${g.interdicted ? ', Interdicted' : ''}`),
        h('rect', { class: 'body', x: cx, y: cy, width: s, height: s, rx: 2, fill: d.side === 'allied' ? '#d2bf86' : '#a4acb0', stroke: g.interdicted ? '#b3261e' : '#222', 'stroke-width': g.interdicted ? 2 : 0.8 }),
        h('text', { x: cx + s / 2, y: cy + 8, 'text-anchor': 'middle', 'font-size': 6 }, d.name.split(' ')[0]),
        h('text', { x: cx + s / 2, y: cy + s - 3, 'text-anchor': 'middle', 'font-size': 8, 'font-weight': 700 }, String(g.reduced ? d.reducedCf : d.cf)),
      ]));
    });
  }
  return out;
}

function airbases(v: CmView, p: BoardProps, t: Tx): VNode<any>[] {
  const out: VNode<any>[] = [];
  for (const b of AIRBASES) {
    const st = v.bases[b.id];
    if (!st?.hex || st.status === 'destroyed') continue;
    const { x, y } = pos(st.hex);
    const mine = Object.values(v.air).filter((u) => u.base === b.id).length;
    const attrs = pickable(b.id, p, `${b.name} ${st.status}`);
    out.push(h('g', { ...attrs, class: `airbase ${attrs.class}`, 'data-base': b.id }, [
      h('title', null, `${b.name}: ${st.status === 'construction' ? t.construction : st.status}${mine ? ` (${mine})` : ''}`),
      h('circle', { cx: x + R * 0.55, cy: y - R * 0.3, r: 6, fill: b.side === 'allied' ? '#f3e3b0' : '#cfd6da', stroke: st.status === 'normal' ? '#222' : '#b3261e', 'stroke-dasharray': st.status === 'construction' ? '2 1' : undefined }),
      h('text', { x: x + R * 0.55, y: y - R * 0.3 + 3, 'text-anchor': 'middle', 'font-size': 7, 'font-weight': 700 }, mine ? String(mine) : '✈'),
    ]));
  }
  const m = v.mission;
  if (m?.hex && grid.has(m.hex)) {
    const { x, y } = pos(m.hex);
    out.push(h('g', { class: 'mission-target', 'pointer-events': 'none' }, [h('circle', { cx: x, cy: y, r: R * 0.85, fill: 'none', stroke: '#e0a400', 'stroke-width': 3 }), h('title', null, `${t.mission}: ${m.task ?? ''}`)]));
  }
  return out;
}

function Board(p: BoardProps): VNode<any> {
  const v = p.view as CmView;
  if (v?.battle) return AirBattleBoard({ ...p, battle: v.battle as never });
  const t = tx();
  if (!v?.control) return h('p', null, t.map);
  return h('svg', { viewBox: `0 0 ${W} ${H + 32}`, preserveAspectRatio: 'xMidYMin meet', 'data-testid': 'board', class: 'board cruellest-month', role: 'img', 'aria-label': t.map }, [
    h('g', { class: 'regions' }, hexes(v, p)),
    h('g', { class: 'lines' }, lines()),
    h('g', { class: 'airbases' }, airbases(v, p, t)),
    h('g', { class: 'labels' }, counters(v, p)),
    h('text', { x: M, y: H + 4, 'font-size': 12, 'font-weight': 700 }, `${t.turn} ${v.turn} ${t.of} ${v.lastTurn} · ${v.initiative === 'allied' ? t.allied : t.german} ${t.initiative} · ${t.vp} ${v.vp.allied}-${v.vp.german}`),
    h('text', { x: M, y: H + 20, 'font-size': 10, fill: '#555' }, `${t.legend} · Douai, Cambrai →`),
  ]);
}

/** The viewer's Airbase Display (6.4), what it knows of the enemy's (6.1, 7.4.3), and the tracks. */
function Aside(p: BoardProps): VNode<any> | null {
  const v = p.view as CmView;
  if (!v?.air) return null;
  const t = tx();
  const byBase = new Map<string, AirV[]>();
  for (const id in v.air) {
    const u = v.air[id];
    if (u.base === 'dead' && AIR_BY_ID[id]) byBase.set('dead', [...(byBase.get('dead') ?? []), u]);
    else byBase.set(u.base, [...(byBase.get(u.base) ?? []), u]);
  }
  const name = (b: string) => b === 'rfc' ? t.rfc : b === 'reserve' ? t.reserve : b === 'away' || b === 'event' ? t.away : b === 'dead' ? t.dead : AIRBASES.find((x) => x.id === b)?.name ?? b;
  const unit = (u: AirV) => h('li', { 'data-unit': u.id, ...pickable(u.id, p, u.name) }, `${u.name} ${u.aircraft}${u.reduced ? ' (R)' : ''}${u.ace ? ' ★' : ''}${u.regroup ? ` [${t.regroup}]` : ''}`);
  const quadrant = (us: AirV[], flown: boolean, dis: boolean) => us.filter((u) => !!u.flown === flown && !!u.disrupted === dis);
  const displays = [...byBase.entries()].map(([b, us]) => h('section', { class: 'airbase-display', 'data-base': b }, [
    h('h4', null, `${name(b)}${v.bases[b] && v.bases[b].status !== 'normal' ? ` (${v.bases[b].status})` : ''}`),
    ['away', 'event', 'reserve', 'dead'].includes(b)
      ? h('ul', null, us.map(unit))
      : h('table', null, [
          h('tr', null, [h('th', null, ''), h('th', null, t.normal), h('th', null, t.disrupted)]),
          ...[false, true].map((flown) => h('tr', null, [h('th', null, flown ? t.flown : t.ready), ...[false, true].map((dis) => h('td', null, h('ul', null, quadrant(us, flown, dis).map(unit))))])),
        ]),
  ]));
  return h('div', { class: 'aside cruellest-month' }, [
    h('p', null, `${t.turn} ${v.turn} ${t.of} ${v.lastTurn} · ${v.initiative === 'allied' ? t.allied : t.german} ${t.initiative}${v.poorWeather ? ` · ${t.weather}` : ''}`),
    h('p', null, `${t.vp}: ${t.allied} ${v.vp.allied} · ${t.german} ${v.vp.german}`),
    h('p', null, `${t.hits}: Arras ${v.cityHits.arras}, Lens ${v.cityHits.lens}, Douai ${v.boxHits.douai}, Cambrai ${v.boxHits.cambrai} · ${t.tanks} ${v.tsp}`),
    h('p', null, `${t.artillery}: ${Object.entries(v.asl).map(([k, x]) => `${k} ${x}`).join(', ')}`),
    h('p', null, `${t.balloons}: ${Object.entries(v.bosl).map(([k, x]) => `${k} ${t.bosl[x] ?? x}`).join(', ')}`),
    h('h3', null, t.display),
    ...displays,
    h('h3', null, t.known),
    v.known.length ? h('ul', null, v.known.map((k) => h('li', null, `${t.turn} ${k.turn}: ${name(k.base)} - ${k.fighters} ${t.fighters}, ${k.bombers} ${t.bombers}`))) : h('p', null, t.none),
  ]);
}

export const cruellestMonthPresentation: Presentation = {
  Board,
  Aside,
  status(view: any) {
    const v = view as CmView;
    const t = tx();
    return v && typeof v.turn === 'number' ? `${t.turn} ${v.turn}/${v.lastTurn} · ${v.phase}` : '';
  },
};
