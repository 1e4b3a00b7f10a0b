// The Cruellest Month: the strategic hex map drawn from one side's view (north up, east right: the map's
// columns 10-30 run north to south, its rows 01-14 east to west), with terrain, Vimy Ridge, the Hindenburg
// Line, railways, the Scarpe and Cojeul, control, divisions, airbases, reconnaissance and the mission
// target; the Douai and Cambrai areas on the east edge and the RFC Holding Area on the west. Beside the map,
// inside the same SVG so that every unit is chosen by a click on it, the viewer's own Airbase Display
// (Ready/Flown x Normal/Disrupted marked on each counter, 6.4) and its divisions in reserve. The Aside holds
// the tracks and what the viewer knows of the other side's airbases (6.1, 7.4.3) as readable HTML. While an
// air battle runs, the Air Battle Board (air-battle-board.ts, drawn from the air battle's view) replaces the map.
import { h, type VNode } from 'preact';
import { AIR_BY_ID, AIRBASES, GROUND_BY_ID, HINDENBURG, HL_HEXES, PLACES, RAILWAYS, RIVERS, grid } from '../../../games/cruellest-month/data.ts';
import { lang } from '../../i18n.ts';
import { type BoardProps, type Presentation, actionRefs, pickable } from '../presentation.ts';
import { AirBattleBoard, airBattleRefs } from './air-battle-board.ts';

const TEXT = {
  en: {
    map: 'Strategic map', turn: 'Turn', of: 'of', initiative: 'initiative', weather: 'Poor Weather', vp: 'VP', allied: 'Allied', german: 'German',
    display: 'Airbase Display', ready: 'Ready', flown: 'Flown', normal: 'Normal', disrupted: 'Disrupted', known: 'Known of the enemy airbases', none: 'nothing disclosed yet',
    fighters: 'fighters', bombers: 'bombers', hits: 'Hits', artillery: 'Artillery Support', balloons: 'Balloons', tanks: 'Tank Support', mission: 'Mission',
    target: 'target', rfc: 'RFC Holding Area', reserve: 'Strategic Reserve', away: 'elsewhere', dead: 'destroyed', regroup: 'regroup', construction: 'under construction',
    bosl: ['Normal', 'Weakened', 'Reduced'], legend: 'red: Hindenburg Line · brown: Vimy Ridge · dashed: railway · blue: river · grey: German control',
    marks: 'F Flown · D Disrupted · R Reduced · ★ Ace · ↻ regroup', divisions: 'Divisions in reserve', area: 'area', douai: 'Douai', cambrai: 'Cambrai',
    hl: 'Hindenburg Line', vimy: 'Vimy Ridge', recon: 'reconnaissance', airbase: 'Airbase', canadian: 'Canadian', gruppe: 'Gruppe', empty: 'no aerial unit', phase: { setup: 'set-up', initiative: 'Initiative Phase', air: 'Air Operations', ground: 'Ground Operations', supply: 'Supply', events: 'Random Events', over: 'game over', regroup: 'Regroup', reinforcement: 'Reinforcements', victory: 'Victory' } as Record<string, string>,
    status: { normal: 'operating', disrupted: 'Disrupted', construction: 'under construction', destroyed: 'destroyed', dismantled: 'dismantled' } as Record<string, string>,
  },
  fr: {
    map: 'Carte stratégique', turn: 'Tour', of: 'sur', initiative: 'initiative', weather: 'Mauvais temps', vp: 'PV', allied: 'Allié', german: 'Allemand',
    display: 'Tableau des aérodromes', ready: 'Prêt', flown: 'A volé', normal: 'Normal', disrupted: 'Désorganisé', known: 'Connu des aérodromes ennemis', none: 'rien de révélé pour l’instant',
    fighters: 'chasseurs', bombers: 'bombardiers', hits: 'Coups', artillery: "Soutien d'artillerie", balloons: 'Ballons', tanks: 'Chars', mission: 'Mission',
    target: 'cible', rfc: 'Réserve du RFC', reserve: 'Réserve stratégique', away: 'ailleurs', dead: 'détruit', regroup: 'regroupement', construction: 'en construction',
    bosl: ['Normal', 'Affaibli', 'Réduit'], legend: 'rouge : ligne Hindenburg · brun : crête de Vimy · tirets : voie ferrée · bleu : rivière · gris : contrôle allemand',
    marks: 'F a volé · D désorganisé · R réduit · ★ as · ↻ regroupement', divisions: 'Divisions en réserve', area: 'zone', douai: 'Douai', cambrai: 'Cambrai',
    hl: 'Ligne Hindenburg', vimy: 'Crête de Vimy', recon: 'reconnaissance', airbase: 'Aérodrome', canadian: 'Canadien', gruppe: 'Gruppe', empty: 'aucune unité aérienne', phase: { setup: 'déploiement', initiative: "Phase d'initiative", air: 'Opérations aériennes', ground: 'Opérations terrestres', supply: 'Ravitaillement', events: 'Événements aléatoires', over: 'partie terminée', regroup: 'Regroupement', reinforcement: 'Renforts', victory: 'Victoire' } as Record<string, string>,
    status: { normal: 'opérationnel', disrupted: 'désorganisé', construction: 'en construction', destroyed: 'détruit', dismantled: 'démonté' } as Record<string, string>,
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
const W = M * 2 + SQ3 * R * (maxRow + 1);
const H = M * 2 + R * 2 + 1.5 * R * (grid.lastCol - grid.firstCol) + R;
/** The east-edge boxes (Douai, Cambrai) and the Airbase Display to their right. */
const BOX_X = W;
const BOX_W = 64;
const PANEL_X = W + BOX_W + 16;
const CW = 58; // a counter of the display
const CH = 32;
const PER_ROW = 5;
const PANEL_W = PER_ROW * (CW + 4);
/** A halo under map texts so that they read over lines and hexes. */
const HALO = { 'paint-order': 'stroke', stroke: '#f7f3e3', 'stroke-width': 3, 'stroke-linejoin': 'round' };

const sideName = (t: Tx, s: string) => (s === 'allied' ? t.allied : t.german);
/** A formation's name: the Allied corps as printed, the German Gruppen by name. */
const formation = (t: Tx, f: string) => (f === 'Canadian' ? t.canadian : /^[a-z]/.test(f) ? `${t.gruppe} ${f[0].toUpperCase()}${f.slice(1)}` : f);
const baseStatus = (t: Tx, s: string) => t.status[s] ?? s;

function hexes(v: CmView, p: BoardProps): VNode<any>[] {
  return grid.ids.map((id) => {
    const { x, y } = pos(id);
    const pl = PLACES[id];
    const fill = pl?.terrain === 'city' ? '#c9b08e' : pl?.terrain === 'ridge' ? '#b98f5a' : pl?.terrain === 'town' ? '#e6dcbc' : '#e9ecd2';
    const attrs = pickable(id, p, `${id}${pl ? ' ' + pl.name : ''}`);
    const pts = corners(id).map((c) => c.join(',')).join(' ');
    return h('g', { ...attrs, class: `area hex ${attrs.class}`, 'data-hex': id }, [
      h('title', null, `${id}${pl ? ' ' + pl.name : ''}`),
      h('polygon', { class: 'shape', points: pts, fill, stroke: '#b3ad94', 'stroke-width': 0.8 }),
      v.control[id] === 'german' && h('polygon', { points: pts, fill: '#5f6a72', opacity: 0.18, 'pointer-events': 'none' }),
      h('text', { x, y: y - R * 0.52, 'text-anchor': 'middle', 'font-size': 9.5, fill: '#77705e', 'pointer-events': 'none' }, id),
    ]);
  });
}

/** Town and city names, drawn above the lines with a halo (full names, never cut). */
function placeNames(cities: boolean): VNode<any>[] {
  return Object.entries(PLACES).filter(([, pl]) => pl.terrain !== 'ridge' && (pl.terrain === 'city') === cities).map(([id, pl]) => {
    const { x, y } = pos(id);
    const city = pl.terrain === 'city';
    // Towns of neighbouring hexes of a column sit side by side: odd rows named above the dot, even rows below.
    const above = !city && grid.coord(id).row % 2 === 1;
    return h('g', { 'pointer-events': 'none' }, [
      !city && h('rect', { x: x - 3, y: y - 1, width: 6, height: 6, fill: '#6d5a45' }),
      h('text', { x, y: city ? y - R * 0.9 : above ? y - 4 : y + R * 0.62, 'text-anchor': 'middle', 'font-size': city ? 14 : 9.5, 'font-weight': city ? 800 : 600, fill: city ? '#3b2410' : '#2c2418', ...HALO }, pl.name),
    ]);
  });
}

function lines(t: Tx): VNode<any>[] {
  const out: VNode<any>[] = [];
  for (const r of RAILWAYS) {
    const pts = r.path.map((id) => { const q = pos(id); return `${q.x},${q.y}`; }).join(' ');
    out.push(h('polyline', { points: pts, fill: 'none', stroke: '#3a3328', 'stroke-width': 1.8, 'stroke-dasharray': '6 3', 'pointer-events': 'none' }, h('title', null, r.name)));
  }
  for (const r of RIVERS) {
    // The river along its hexsides: one segment a side, then its name by its middle.
    const segs = r.sides.map(([a, b]) => {
      const pa = pos(a);
      const pb = pos(b);
      const mx = (pa.x + pb.x) / 2;
      const my = (pa.y + pb.y) / 2;
      const dx = pb.x - pa.x;
      const dy = pb.y - pa.y;
      const len = Math.hypot(dx, dy) || 1;
      const nx = (-dy / len) * (R / 1.8);
      const ny = (dx / len) * (R / 1.8);
      return { x1: mx - nx, y1: my - ny, x2: mx + nx, y2: my + ny, mx, my };
    });
    for (const s of segs) out.push(h('line', { x1: s.x1, y1: s.y1, x2: s.x2, y2: s.y2, stroke: '#2f7fd0', 'stroke-width': 4, 'stroke-linecap': 'round', 'pointer-events': 'none' }, h('title', null, r.name)));
    const mid = segs[Math.floor(segs.length * 0.35)];
    if (mid) out.push(h('text', { x: mid.mx, y: mid.my - 6, 'text-anchor': 'middle', 'font-size': 12, 'font-style': 'italic', 'font-weight': 700, fill: '#1d5fa8', 'pointer-events': 'none', ...HALO }, r.name));
  }
  // The Hindenburg Line: a heavy red line through its hexes, column by column (3.0), and its name.
  const hl = Object.keys(HINDENBURG.rowByCol).map(Number).sort((a, b) => a - b).map((c) => HL_HEXES.find((id) => grid.coord(id).col === c)).filter(Boolean) as string[];
  out.push(h('polyline', { points: hl.map((id) => { const q = pos(id); return `${q.x},${q.y}`; }).join(' '), fill: 'none', stroke: '#b3261e', 'stroke-width': 5, opacity: 0.55, 'stroke-linejoin': 'round', 'pointer-events': 'none' }, h('title', null, t.hl)));
  const lab = pos(hl[Math.floor(hl.length * 0.8)]);
  out.push(h('text', { x: lab.x + R * 0.9, y: lab.y, 'font-size': 12, 'font-weight': 700, fill: '#8f1c15', 'pointer-events': 'none', ...HALO }, t.hl));
  const ridge = pos('1908');
  out.push(h('text', { x: ridge.x - R * 1.1, y: ridge.y + 4, 'text-anchor': 'end', 'font-size': 12, 'font-weight': 700, 'font-style': 'italic', fill: '#6b4216', 'pointer-events': 'none', ...HALO }, t.vimy));
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
    ids.forEach((id, i) => out.push(division(id, v, p, x - 13 + i * 7 - (ids.length - 1) * 3, y - 15 + i * 7 - (ids.length - 1) * 3)));
  }
  return out;
}

/** A division counter (26 x 26) with its number and Combat Factor; red border when Interdicted. */
function division(id: string, v: CmView, p: BoardProps, cx: number, cy: number): VNode<any> {
  const d = GROUND_BY_ID[id];
  const g = v.ground[id];
  const s = 26;
  const cf = g.reduced ? d.reducedCf : d.cf;
  const attrs = pickable(id, p, `${d.name} CF ${cf}`);
  return h('g', { ...attrs, class: `counter ${attrs.class}`, 'data-unit': id }, [
    h('title', null, `${d.name} (${d.formation}) CF ${cf}${g.reduced ? ' R' : ''}${g.interdicted ? ', Interdicted' : ''}`),
    h('rect', { class: 'body', x: cx, y: cy, width: s, height: s, rx: 2, fill: d.side === 'allied' ? '#d9c58a' : '#9fa9ae', stroke: g.interdicted ? '#b3261e' : '#222', 'stroke-width': g.interdicted ? 2 : 0.9 }),
    h('text', { x: cx + s / 2, y: cy + 10, 'text-anchor': 'middle', 'font-size': 9.5, 'font-weight': 600 }, d.name.split(' ')[0]),
    h('text', { x: cx + s / 2, y: cy + s - 3, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700 }, String(cf)),
  ]);
}

function airbases(v: CmView, p: BoardProps, t: Tx): VNode<any>[] {
  const out: VNode<any>[] = [];
  for (const b of AIRBASES) {
    const st = v.bases[b.id];
    if (!st?.hex || st.status === 'destroyed') continue;
    const { x, y } = pos(st.hex);
    const mine = Object.values(v.air).filter((u) => u.base === b.id).length;
    const attrs = pickable(b.id, p, `${b.name} (${baseStatus(t, st.status)})`);
    const cx = x + R * 0.5;
    const cy = y - R * 0.05;
    out.push(h('g', { ...attrs, class: `airbase ${attrs.class}`, 'data-base': b.id }, [
      h('title', null, `${b.name}: ${baseStatus(t, st.status)}${mine ? ` (${mine})` : ''}`),
      h('circle', { class: 'body', cx, cy, r: 8, fill: b.side === 'allied' ? '#f3e3b0' : '#cfd6da', stroke: st.status === 'normal' ? '#222' : '#b3261e', 'stroke-width': 1.2, 'stroke-dasharray': st.status === 'construction' ? '2 1' : undefined }),
      h('text', { x: cx, y: cy + 3.5, 'text-anchor': 'middle', 'font-size': 10, 'font-weight': 700 }, mine ? String(mine) : '✈'),
    ]));
  }
  const m = v.mission;
  if (m?.hex && grid.has(m.hex)) {
    const { x, y } = pos(m.hex);
    out.push(h('g', { class: 'mission-target', 'pointer-events': 'none' }, [h('circle', { cx: x, cy: y, r: R * 0.85, fill: 'none', stroke: '#e0a400', 'stroke-width': 3 }), h('title', null, `${t.mission}: ${m.task ?? ''}`)]));
  }
  return out;
}

/** The Douai and Cambrai areas beyond the east edge (their reconnaissance areas, 7.4.2, and off-map Airbases, 6.2). */
function eastBoxes(v: CmView, p: BoardProps, t: Tx): VNode<any>[] {
  const span = (c1: number, c2: number) => {
    const ys = grid.ids.filter((id) => grid.coord(id).row === 1 && grid.coord(id).col >= c1 && grid.coord(id).col <= c2).map((id) => pos(id).y);
    return [Math.min(...ys) - R * 0.8, Math.max(...ys) + R * 0.8];
  };
  return (['douai', 'cambrai'] as const).map((area) => {
    const [y1, y2] = area === 'douai' ? span(10, 21) : span(22, 30);
    const base = `off-${area}`;
    const st = v.bases[base];
    const n = Object.values(v.air).filter((u) => u.base === base).length;
    const recon = v.recon.filter((r) => r.area === area);
    const a = pickable(area, p, `${t[area]} (${t.area})`);
    const b = pickable(base, p, `${t[area]} ${t.display}`);
    const x = BOX_X;
    return h('g', null, [
      h('g', { ...a, class: `area offmap ${a.class}` }, [
        h('title', null, `${t[area]}: ${t.area} (7.4.2)`),
        h('rect', { class: 'shape', x, y: y1, width: BOX_W, height: y2 - y1, rx: 4, fill: '#d5d9dc', stroke: '#6d7378' }),
        h('text', { x: x + BOX_W / 2, y: y1 + 18, 'text-anchor': 'middle', 'font-size': 13, 'font-weight': 700 }, `${t[area]} →`),
        h('text', { x: x + BOX_W / 2, y: y1 + 32, 'text-anchor': 'middle', 'font-size': 10, fill: '#444' }, t.area),
        ...recon.map((r, i) => h('text', { x: x + BOX_W / 2, y: y1 + 46 + i * 13, 'text-anchor': 'middle', 'font-size': 10, fill: '#0b3d91' }, `${t.recon} ${sideName(t, r.side)}`)),
      ]),
      st && h('g', { ...b, class: `airbase ${b.class}`, 'data-base': base }, [
        h('title', null, `${t.airbase} ${t[area]}: ${baseStatus(t, st.status)}`),
        h('circle', { class: 'body', cx: x + BOX_W / 2, cy: (y1 + y2) / 2 + 10, r: 14, fill: '#cfd6da', stroke: st.status === 'normal' ? '#222' : '#b3261e', 'stroke-width': 1.4 }),
        h('text', { x: x + BOX_W / 2, y: (y1 + y2) / 2 + 14, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700 }, n ? String(n) : '✈'),
      ]),
    ]);
  });
}

/** An aerial unit of the viewer's display: squadron, aircraft, Flown/Disrupted/Reduced/Ace/regroup marks. */
function airCounter(u: AirV, x: number, y: number, side: string, p: BoardProps, t: Tx): VNode<any> {
  const attrs = pickable(u.id, p, `${u.name} ${u.aircraft}`);
  const marks = `${u.flown ? 'F' : ''}${u.disrupted ? 'D' : ''}${u.reduced ? 'R' : ''}${u.ace ? '★' : ''}${u.regroup ? '↻' : ''}`;
  const fill = u.flown ? '#c9c6bd' : side === 'allied' ? '#e5d39c' : '#b8c0c4';
  return h('g', { ...attrs, class: `counter aircraft ${attrs.class}`, 'data-unit': u.id }, [
    h('title', null, `${u.name} ${u.aircraft}: ${u.flown ? t.flown : t.ready}, ${u.disrupted ? t.disrupted : t.normal}${u.reduced ? ', R' : ''}${u.ace ? ', Ace' : ''}${u.regroup ? `, ${t.regroup}` : ''}`),
    h('rect', { class: 'body', x, y, width: CW, height: CH, rx: 3, fill, stroke: u.disrupted ? '#b3261e' : '#222', 'stroke-width': u.disrupted ? 2.2 : 0.9 }),
    h('text', { x: x + 4, y: y + 12, 'font-size': 10, 'font-weight': 700 }, u.name.replace(' Naval Sqn', ' Naval')),
    h('text', { x: x + 4, y: y + 26, 'font-size': 10 }, u.aircraft),
    marks && h('text', { x: x + CW - 3, y: y + 26, 'text-anchor': 'end', 'font-size': 10, 'font-weight': 700, fill: '#7a0c0c' }, marks),
  ]);
}

/** The viewer's Airbase Display (6.4) and its divisions in reserve, beside the map: returns the nodes and the bottom. */
function display(v: CmView, p: BoardProps, t: Tx, me: string): { nodes: VNode<any>[]; bottom: number } {
  const byBase = new Map<string, AirV[]>();
  for (const id in v.air) {
    const u = v.air[id];
    if (u.base === 'dead') continue;
    byBase.set(u.base, [...(byBase.get(u.base) ?? []), u]);
  }
  const baseLabel = (b: string) => (b === 'rfc' ? t.rfc : b === 'reserve' ? t.reserve : b === 'away' || b === 'event' ? t.away : AIRBASES.find((x) => x.id === b)?.name ?? b);
  const order = [...AIRBASES.map((b) => b.id), 'rfc', 'reserve', 'away', 'event'].filter((b) => byBase.has(b));
  const nodes: VNode<any>[] = [
    h('text', { x: PANEL_X, y: 30, 'font-size': 15, 'font-weight': 700 }, `${t.display} · ${sideName(t, me)}`),
    h('text', { x: PANEL_X, y: 46, 'font-size': 10, fill: '#555' }, t.marks),
  ];
  let y = 58;
  for (const b of order) {
    const us = byBase.get(b)!.sort((a, c) => Number(!!a.flown) - Number(!!c.flown) || Number(!!a.disrupted) - Number(!!c.disrupted));
    const st = v.bases[b];
    const hex = st?.hex ? ` · ${st.hex}` : '';
    nodes.push(h('text', { x: PANEL_X, y: y + 11, 'font-size': 11, 'font-weight': 700, fill: '#2c2418' }, `${baseLabel(b)}${hex}${st && st.status !== 'normal' ? ` (${baseStatus(t, st.status)})` : ''}`));
    y += 15;
    us.forEach((u, i) => nodes.push(airCounter(u, PANEL_X + (i % PER_ROW) * (CW + 4), y + Math.floor(i / PER_ROW) * (CH + 4), me, p, t)));
    y += Math.ceil(us.length / PER_ROW) * (CH + 4) + 4;
  }
  if (order.length === 0) nodes.push(h('text', { x: PANEL_X, y: y + 12, 'font-size': 11 }, t.empty)), (y += 18);
  const reserve = Object.keys(v.ground).filter((id) => v.ground[id].where === 'reserve' && GROUND_BY_ID[id]?.side === me);
  if (reserve.length) {
    nodes.push(h('text', { x: PANEL_X, y: y + 14, 'font-size': 11, 'font-weight': 700 }, t.divisions));
    y += 20;
    reserve.forEach((id, i) => nodes.push(division(id, v, p, PANEL_X + (i % 8) * 32, y + Math.floor(i / 8) * 30)));
    y += Math.ceil(reserve.length / 8) * 30;
  }
  return { nodes, bottom: y };
}

function Board(p: BoardProps): VNode<any> {
  const v = p.view as CmView;
  if (v?.battle) return AirBattleBoard({ ...p, battle: v.battle as never });
  const t = tx();
  if (!v?.control) return h('p', null, t.map);
  // The viewer: the seat shown, else the side of the aerial units the view holds (only its own, 6.1).
  const own = Object.values(v.air).find((u) => u.base !== 'dead' && AIR_BY_ID[u.id]);
  const me = p.snapshot?.perspective === 'german' || p.snapshot?.perspective === 'allied' ? p.snapshot.perspective : own ? AIR_BY_ID[own.id].side : 'allied';
  const d = display(v, p, t, me);
  const rfc = pickable('rfc', p, t.rfc);
  const height = Math.max(H + 40, d.bottom + 10);
  return h('svg', { viewBox: `0 0 ${PANEL_X + PANEL_W + 6} ${height}`, preserveAspectRatio: 'xMidYMin meet', 'data-testid': 'board', class: 'board cruellest-month', role: 'img', 'aria-label': t.map }, [
    h('rect', { x: 0, y: 0, width: W + BOX_W + 4, height: H + 40, fill: '#f4f1e4' }),
    h('g', { class: 'regions' }, hexes(v, p)),
    h('g', { class: 'lines' }, lines(t)),
    h('g', { class: 'places' }, placeNames(false)),
    h('g', { class: 'airbases' }, airbases(v, p, t)),
    h('g', { class: 'offmap' }, eastBoxes(v, p, t)),
    h('g', { class: 'labels' }, counters(v, p)),
    h('g', { class: 'cities' }, placeNames(true)),
    h('g', { ...rfc, class: `area offmap ${rfc.class}` }, [
      h('title', null, `${t.rfc} (8.2)`),
      h('rect', { class: 'shape', x: M, y: H - 6, width: 150, height: 20, rx: 3, fill: '#efe3bd', stroke: '#8a7a4a' }),
      h('text', { x: M + 6, y: H + 8, 'font-size': 11, 'font-weight': 700 }, `← ${t.rfc} (${Object.values(v.air).filter((u) => u.base === 'rfc').length})`),
    ]),
    h('text', { x: M, y: H + 30, 'font-size': 10, fill: '#444' }, `${t.turn} ${v.turn}/${v.lastTurn} · ${t.legend}`),
    h('g', { class: 'display' }, d.nodes),
  ]);
}

/** The tracks (HTML beside the map) and what the viewer knows of the other side's airbases (6.1, 7.4.3). */
function Aside(p: BoardProps): VNode<any> | null {
  const v = p.view as CmView;
  if (!v?.air) return null;
  const t = tx();
  const name = (b: string) => AIRBASES.find((x) => x.id === b)?.name ?? b;
  const dead = Object.values(v.air).filter((u) => u.base === 'dead');
  return h('div', { class: 'aside cruellest-month' }, [
    h('p', null, `${t.turn} ${v.turn} ${t.of} ${v.lastTurn} · ${sideName(t, v.initiative)} ${t.initiative}${v.poorWeather ? ` · ${t.weather}` : ''}`),
    h('p', null, `${t.vp}: ${t.allied} ${v.vp.allied} · ${t.german} ${v.vp.german}`),
    h('p', null, `${t.hits}: Arras ${v.cityHits.arras}, Lens ${v.cityHits.lens}, Douai ${v.boxHits.douai}, Cambrai ${v.boxHits.cambrai} · ${t.tanks} ${v.tsp}`),
    h('p', null, `${t.artillery}: ${Object.entries(v.asl).map(([k, x]) => `${formation(t, k)} ${x}`).join(', ')}`),
    h('p', null, `${t.balloons}: ${Object.entries(v.bosl).map(([k, x]) => `${formation(t, k)} ${t.bosl[x] ?? x}`).join(', ')}`),
    dead.length > 0 && h('p', null, `${t.dead}: ${dead.map((u) => `${u.name} ${u.aircraft}`).join(', ')}`),
    h('h3', null, t.known),
    v.known.length ? h('ul', null, v.known.map((k) => h('li', null, `${t.turn} ${k.turn}: ${name(k.base)} - ${k.fighters} ${t.fighters}, ${k.bombers} ${t.bombers}`))) : h('p', null, t.none),
  ]);
}

export const cruellestMonthPresentation: Presentation = {
  Board,
  Aside,
  // A manoeuvre on the Air Battle Board (8.7.7) names no hex: its marker on the board stands for it.
  refsOf: (a) => airBattleRefs(a) ?? actionRefs(a),
  status(view: any) {
    const v = view as CmView;
    const t = tx();
    return v && typeof v.turn === 'number' ? `${t.turn} ${v.turn}/${v.lastTurn} · ${t.phase[v.phase] ?? v.phase}` : '';
  },
};
