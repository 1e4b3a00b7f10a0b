// The Cruellest Month: the strategic hex map drawn from one side's view (north up, east right: the map's
// columns 10-30 run north to south, its rows 01-14 east to west), with terrain, Vimy Ridge, the Hindenburg
// Line, railways, the Scarpe and Cojeul, control, divisions, airbases, reconnaissance and the mission
// target; the Douai and Cambrai areas on the east edge and the RFC Holding Area on the west. Beside the map,
// inside the same SVG so that every unit is chosen by a click on it, the viewer's own Airbase Display
// (Ready/Flown x Normal/Disrupted marked on each counter, 6.4) and its divisions in reserve. The Aside holds
// the tracks and what the viewer knows of the other side's airbases (6.1, 7.4.3) as readable HTML. While an
// air battle runs, the Air Battle Board (air-battle-board.ts, drawn from the air battle's view) replaces the map.
import { h, type VNode } from 'preact';
import {
  AIR_BY_ID,
  AIRBASES,
  CITY_HITS_MAX,
  GROUND_BY_ID,
  OFFMAP_HITS_MAX,
  HINDENBURG,
  HL_HEXES,
  PLACES,
  RAILWAYS,
  RIVERS,
  grid,
} from '../../../games/cruellest-month/data.ts';
import type { CmView } from '../../../games/cruellest-month/view.ts';
import { lang } from '../../i18n.ts';
import { type BoardProps, type Presentation, actionRefs, pickable } from '../presentation.ts';
import { HideCountersButton } from '../hide-counters.ts';
import { hexCell, hexCorners, hexside, polygonPoints } from '../../kit/hex-map.ts';
import { lensEvents, lensFrame } from '../../kit/lens.ts';
import { AirBattleBoard, airBattleRefs } from './air-battle-board.ts';
import {
  type Box,
  type Lattice,
  type NameAt,
  type Named,
  type Prepared,
  arrange,
  nameText,
  nearest,
  prepare,
  reach,
  sizeOf,
  textWidth,
  wordings,
} from '../../kit/labels.ts';

const TEXT = {
  en: {
    map: 'Strategic map',
    turn: 'Turn',
    of: 'of',
    initiative: 'initiative',
    weather: 'Poor Weather',
    vp: 'VP',
    allied: 'Allied',
    german: 'German',
    display: 'Airbase Display',
    ready: 'Ready',
    flown: 'Flown',
    normal: 'Normal',
    disrupted: 'Disrupted',
    known: 'Known of the enemy airbases',
    none: 'nothing disclosed yet',
    fighters: 'fighters',
    bombers: 'bombers',
    hits: 'Hits',
    artillery: 'Artillery Support',
    balloons: 'Balloons',
    tanks: 'Tank Support',
    mission: 'Mission',
    target: 'target',
    rfc: 'RFC Holding Area',
    reserve: 'Strategic Reserve',
    away: 'elsewhere',
    eventWait: 'until Random Event #1 (5.0)',
    reconShort: 'recon.',
    dead: 'destroyed',
    regroup: 'regroup',
    construction: 'under construction',
    bosl: ['Normal', 'Weakened', 'Reduced'],
    legend: 'red: Hindenburg Line · brown: Vimy Ridge · dashed: railway · blue: river · grey: German control',
    marks: 'F Flown · D Disrupted · R Reduced · ★ Ace · ↻ regroup',
    divisions: 'Divisions in reserve',
    area: 'area',
    douai: 'Douai',
    cambrai: 'Cambrai',
    hl: 'Hindenburg Line',
    vimy: 'Vimy Ridge',
    recon: 'reconnaissance',
    airbase: 'Airbase',
    canadian: 'Canadian',
    gruppe: 'Gruppe',
    empty: 'no aerial unit',
    phase: {
      setup: 'set-up',
      initiative: 'Initiative Phase',
      air: 'Air Operations',
      ground: 'Ground Operations',
      supply: 'Supply',
      events: 'Random Events',
      over: 'game over',
      regroup: 'Regroup',
      reinforcement: 'Reinforcements',
      victory: 'Victory',
    } as Record<string, string>,
    initiativeIs: 'Initiative:',
    state: 'The turn',
    formation: 'Formation',
    asl: 'Artillery',
    lens: { cf: 'Combat Factor', reduced: 'Reduced', interdicted: 'Interdicted', ace: 'Ace', reserve: 'in reserve', at: 'hex' },
    task: { bombing: 'bombing', strafing: 'strafing', spotting: 'artillery spotting', balloon: 'balloon attack' } as Record<string, string>,
    status: { normal: 'operating', disrupted: 'Disrupted', construction: 'under construction', destroyed: 'destroyed', dismantled: 'dismantled' } as Record<
      string,
      string
    >,
  },
  fr: {
    map: 'Carte stratégique',
    turn: 'Tour',
    of: 'sur',
    initiative: 'initiative',
    weather: 'Mauvais temps',
    vp: 'PV',
    allied: 'Allié',
    german: 'Allemand',
    display: 'Tableau des aérodromes',
    ready: 'Prêt',
    flown: 'A volé',
    normal: 'Normal',
    disrupted: 'Désorganisé',
    known: 'Connu des aérodromes ennemis',
    none: 'rien de révélé pour l’instant',
    fighters: 'chasseurs',
    bombers: 'bombardiers',
    hits: 'Coups',
    artillery: "Soutien d'artillerie",
    balloons: 'Ballons',
    tanks: 'Chars',
    mission: 'Mission',
    target: 'cible',
    rfc: 'Réserve du RFC',
    reserve: 'Réserve stratégique',
    away: 'ailleurs',
    eventWait: "jusqu'à l'événement aléatoire n° 1 (5.0)",
    reconShort: 'reco.',
    dead: 'détruit',
    regroup: 'regroupement',
    construction: 'en construction',
    bosl: ['Normal', 'Affaibli', 'Réduit'],
    legend: 'rouge : ligne Hindenburg · brun : crête de Vimy · tirets : voie ferrée · bleu : rivière · gris : contrôle allemand',
    marks: 'F a volé · D désorganisé · R réduit · ★ as · ↻ regroupement',
    divisions: 'Divisions en réserve',
    area: 'zone',
    douai: 'Douai',
    cambrai: 'Cambrai',
    hl: 'Ligne Hindenburg',
    vimy: 'Crête de Vimy',
    recon: 'reconnaissance',
    airbase: 'Aérodrome',
    canadian: 'Canadien',
    gruppe: 'Gruppe',
    empty: 'aucune unité aérienne',
    phase: {
      setup: 'déploiement',
      initiative: "Phase d'initiative",
      air: 'Opérations aériennes',
      ground: 'Opérations terrestres',
      supply: 'Ravitaillement',
      events: 'Événements aléatoires',
      over: 'partie terminée',
      regroup: 'Regroupement',
      reinforcement: 'Renforts',
      victory: 'Victoire',
    } as Record<string, string>,
    initiativeIs: 'Initiative :',
    state: 'Le tour',
    formation: 'Formation',
    asl: 'Artillerie',
    lens: { cf: 'Facteur de combat', reduced: 'réduite', interdicted: 'interdite', ace: 'as', reserve: 'en réserve', at: 'hex' },
    task: { bombing: 'bombardement', strafing: 'mitraillage', spotting: "réglage d'artillerie", balloon: 'attaque de ballon' } as Record<string, string>,
    status: { normal: 'opérationnel', disrupted: 'désorganisé', construction: 'en construction', destroyed: 'détruit', dismantled: 'démonté' } as Record<
      string,
      string
    >,
  },
};
type Tx = typeof TEXT.en;
const tx = (): Tx => TEXT[lang() === 'fr' ? 'fr' : 'en'];

type AirV = CmView['air'][string];

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
  return hexCorners(x, y, R, Math.PI / 6);
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

function hexes(v: CmView, p: BoardProps, occupied: Set<string>): VNode<any>[] {
  return grid.ids.map((id) => {
    const { x, y } = pos(id);
    const pl = PLACES[id];
    const fill = pl?.terrain === 'city' ? '#c9b08e' : pl?.terrain === 'ridge' ? '#b98f5a' : pl?.terrain === 'town' ? '#e6dcbc' : '#e9ecd2';
    const name = `${id}${pl ? ' ' + pl.name : ''}`;
    const pts = polygonPoints(corners(id));
    return hexCell({
      id,
      points: pts,
      p,
      label: name,
      fill,
      stroke: '#b3ad94',
      strokeWidth: 0.8,
      before: [h('title', null, name)],
      after: [
        v.control[id] === 'german' && h('polygon', { points: pts, fill: '#5f6a72', opacity: 0.18, 'pointer-events': 'none' }),
        // The hex number: faint where a counter or an Airbase stands, so that it never competes with them.
        h(
          'text',
          {
            class: 'hex-number',
            x,
            y: y - R * 0.52,
            'text-anchor': 'middle',
            'font-size': 9.5,
            fill: '#77705e',
            opacity: occupied.has(id) ? 0.3 : 1,
            'pointer-events': 'none',
          },
          id,
        ),
      ],
    });
  });
}

/** Where the counters of a hex stand: one alone in the middle; two (the stacking limit, 9.3) side by side,
 * narrower, so that both numbers and Combat Factors show; more (never in play) overlapping down and right. */
const DIV = 28;
const PAIR_W = 19;
function stackAt(hex: string, i: number, n: number, base: boolean): { x: number; y: number; w: number } {
  const { x, y } = pos(hex);
  // With an Airbase in the hex the stack moves left, the Airbase stands on its right.
  const left = x - (base ? 5 : 0);
  if (n === 2) return { x: left - PAIR_W - 0.5 + i * (PAIR_W + 1), y: y - DIV / 2 - 1, w: PAIR_W };
  return { x: left - DIV / 2 + i * 7 - (n - 1) * 3.5, y: y - DIV / 2 - 1 + i * 7 - (n - 1) * 3.5, w: DIV };
}
/** Where an Airbase's disc stands in its hex (right of the centre, or lower right beside a stack). */
function baseAt(hex: string, stacked: boolean): { x: number; y: number; r: number } {
  const { x, y } = pos(hex);
  return stacked ? { x: x + R * 0.55, y: y + R * 0.42, r: 7.5 } : { x: x + R * 0.5, y: y - R * 0.05, r: 8 };
}

/** What stands on the map: the divisions by hex and the Airbases by hex. */
function occupants(v: CmView): { stacks: Map<string, string[]>; bases: Map<string, string> } {
  const stacks = new Map<string, string[]>();
  for (const id in v.ground) {
    const g = v.ground[id];
    if (g.where === 'map' && g.hex) stacks.set(g.hex, [...(stacks.get(g.hex) ?? []), id]);
  }
  const bases = new Map<string, string>();
  for (const b of AIRBASES) {
    const st = v.bases[b.id];
    if (st?.hex && st.status !== 'destroyed') bases.set(st.hex, b.id);
  }
  return { stacks, bases };
}

/** A placed name; `leader`, a thin line from its hex to it, where it stands beyond 1.5 NAME_REACH. */
export interface Label extends NameAt {
  box: Box;
  leader?: { x1: number; y1: number; x2: number; y2: number };
}
/** The map's own extent (its hexes): no name leaves it. */
const MAP_BOX: Box = (() => {
  const cs = grid.ids.flatMap(corners);
  return {
    x1: Math.min(...cs.map((c) => c[0])),
    y1: Math.min(...cs.map((c) => c[1])),
    x2: Math.max(...cs.map((c) => c[0])),
    y2: Math.max(...cs.map((c) => c[1])),
  };
})();
/** The RFC Holding Area's box, drawn over the map's south-west corner. */
const RFC_BOX: Box = { x1: M - 1, y1: H - 7, x2: M + 151, y2: H + 15 };
/** How far a town's or a city's name may stand from its hex centre (the nearest point of its box): inside the hex's circle. */
export const NAME_REACH = R;
/** How a name is drawn at a spot: its lines and size, and the point a leader line runs from (beyond 1.5 NAME_REACH). */
type Drawn = { lines: string[]; fs: number; from?: { x: number; y: number } };
/**
 * The spots of a place's name around its point (px, py), on one line or wrapped: within NAME_REACH on a 4 px
 * grid, the nearer and the more centred the cheaper; then out to 1.5 NAME_REACH on a 6 x 5 px grid, dearer;
 * then, with a leader line from the point, out to 3 NAME_REACH on a 10 x 8 px grid, and last out to 4.5 on a
 * 16 x 12 px grid. None nearer another place (`others`) than its own by more than 4 px; with a leader line,
 * none within 8 px of another place (4 px in the last tier).
 */
function spotsNear(name: string, fs: number, px: number, py: number, tiers = 3, others: { x: number; y: number }[] = []): Lattice<Drawn>[] {
  const out: Lattice<Drawn>[] = [];
  // The other places near enough to be mistaken for this one.
  const rivals = others.filter((o) => Math.hypot(o.x - px, o.y - py) < NAME_REACH * 4.5 + textWidth(name, fs) + 2 * fs);
  wordings(name).forEach((lines, wi) => {
    const { w, h } = sizeOf(lines, fs);
    const ring = (d0: number, d1: number, sx: number, sy: number, extra: number, tier: number) => {
      const leader = tier >= 2;
      const x0 = px - w / 2 - Math.ceil((w / 2 + d1) / sx) * sx;
      const y0 = py - h / 2 - Math.ceil((h / 2 + d1) / sy) * sy;
      out.push({
        x0,
        y0,
        sx,
        sy,
        nx: Math.floor((px + d1 - x0) / sx) + 1,
        ny: Math.floor((py + d1 - y0) / sy) + 1,
        w,
        h,
        tier,
        data: leader ? { lines, fs, from: { x: px, y: py } } : { lines, fs },
        cost: (x1, y1) => {
          const b = { x1, y1, x2: x1 + w, y2: y1 + h };
          const r = reach(px, py, b);
          if (r > d1 || r <= d0) return Infinity;
          // Never read as another place's: a leader line shows whose it is, but not right against another dot.
          if (rivals.some((o) => reach(o.x, o.y, b) + 4 < (tier === 3 ? 8 : leader ? 12 : r))) return Infinity;
          return r + 0.08 * Math.abs(x1 + w / 2 - px) + 0.04 * Math.abs(y1 + h / 2 - py) + wi * 8 + extra;
        },
      });
    };
    ring(-1, NAME_REACH, 4, 4, 0, 0);
    if (tiers > 1) ring(NAME_REACH, NAME_REACH * 1.5, 6, 5, 15, 1);
    if (tiers > 2) ring(NAME_REACH * 1.5, NAME_REACH * 3, 10, 8, 60, 2);
    // The last resort, rather than no name: farther out, 4 px clear of other places.
    if (tiers > 2) ring(NAME_REACH * 3, NAME_REACH * 4.5, 16, 12, 150, 3);
  });
  return out;
}

/** The names and their spots, which depend on the language only: laid out once for each. */
const NAMES = new Map<string, Prepared<Drawn>>();
function mapNames(t: Tx): Prepared<Drawn> {
  const key = `${t.vimy}|${t.hl}`;
  const known = NAMES.get(key);
  if (known) return known;
  const names: Named<Drawn>[] = [];
  const dots: Box[] = [];
  // Each city's centre and each town's dot: the point its name is read by.
  const points = new Map(
    Object.entries(PLACES)
      .filter(([, pl]) => pl.terrain !== 'ridge')
      .map(([id, pl]) => {
        const { x, y } = pos(id);
        return [id, { x, y: pl.terrain === 'town' ? y + 2 : y }];
      }),
  );
  for (const [id, pl] of Object.entries(PLACES)) {
    const p = points.get(id);
    if (!p) continue;
    const others = [...points].filter(([o]) => o !== id).map(([, q]) => q);
    if (pl.terrain === 'city') names.push({ id, rank: 0, lattices: spotsNear(pl.name, 14, p.x, p.y, 3, others) });
    if (pl.terrain === 'town') {
      // The town's dot (townDots) is an obstacle too: a name never hides it.
      dots.push({ x1: p.x - 4, y1: p.y - 4, x2: p.x + 4, y2: p.y + 4 });
      names.push({ id, rank: 1, lattices: spotsNear(pl.name, 9.5, p.x, p.y, 3, others) });
    }
  }
  // Vimy Ridge by any of its hexes, nearest its middle one first.
  const mid = pos('1908');
  names.push({
    id: 'vimy',
    rank: 2,
    lattices: Object.keys(PLACES)
      .filter((id) => PLACES[id].terrain === 'ridge')
      .flatMap((id) => {
        const q = pos(id);
        return spotsNear(t.vimy, 12, q.x, q.y, 2);
      })
      .map((l) => ({ ...l, cost: (x1: number, y1: number) => l.cost(x1, y1) + 0.1 * Math.hypot(x1 + l.w / 2 - mid.x, y1 + l.h / 2 - mid.y) })),
  });
  // The Hindenburg Line beside its course, left or right of the red line (5 px wide), anywhere along it.
  const hl = hlPath().map(pos);
  const south = hl[Math.floor(hl.length * 0.8)].y;
  const hlSpots: Lattice<Drawn>[] = [];
  wordings(t.hl).forEach((lines, wi) => {
    const { w, h } = sizeOf(lines, 12);
    for (let y1 = hl[0].y; y1 + h <= hl[hl.length - 1].y; y1 += 4) {
      const [lo, hi] = xSpan(hl, y1 - 3, y1 + h + 3);
      const cost = (d: number) => (d / 5) * 3 + wi * 8 + 0.02 * Math.abs(y1 - south);
      hlSpots.push({ x0: lo - 15 - w, y0: y1, sx: 5, sy: 1, nx: 3, ny: 1, w, h, data: { lines, fs: 12 }, cost: (x1) => cost(lo - 5 - w - x1) });
      hlSpots.push({ x0: hi + 5, y0: y1, sx: 5, sy: 1, nx: 3, ny: 1, w, h, data: { lines, fs: 12 }, cost: (x1) => cost(x1 - hi - 5) });
    }
  });
  names.push({ id: 'hl', rank: 2, lattices: hlSpots });
  // Each river's name just above or below its line (4 px wide), anywhere along its course.
  for (const r of RIVERS) {
    const segs = riverSegments(r.sides);
    const top = Math.min(...segs.flatMap((s) => [s.y1, s.y2])) - 3;
    const bottom = Math.max(...segs.flatMap((s) => [s.y1, s.y2])) + 3;
    const left = Math.min(...segs.flatMap((s) => [s.x1, s.x2]));
    const right = Math.max(...segs.flatMap((s) => [s.x1, s.x2]));
    const lattices: Lattice<Drawn>[] = [];
    wordings(r.name).forEach((lines, wi) => {
      const { w, h } = sizeOf(lines, 12);
      const nx = Math.floor((right - left - w) / 4) + 1;
      const cost = (x1: number, d: number) => d + wi * 8 + 0.02 * Math.abs(x1 + w / 2 - (left + right) / 2);
      lattices.push({ x0: left, y0: top - h - 6, sx: 4, sy: 3, nx, ny: 3, w, h, data: { lines, fs: 12 }, cost: (x1, y1) => cost(x1, top - h - y1) });
      lattices.push({ x0: left, y0: bottom, sx: 4, sy: 3, nx, ny: 3, w, h, data: { lines, fs: 12 }, cost: (x1, y1) => cost(x1, y1 - bottom + 1) });
    });
    names.push({ id: `river-${r.name}`, rank: 3, lattices });
  }
  // Within the map, clear of the town dots and of the RFC Holding Area's box.
  const out = prepare(names, MAP_BOX, [RFC_BOX, ...dots]);
  NAMES.set(key, out);
  return out;
}

/**
 * The names of the map, each clear of every division counter, Airbase, town dot and other name, whole
 * within the map and at least 9.5 px: the cities and towns near their hex centre (dot; beyond 1.5 NAME_REACH
 * with a leader line), Vimy Ridge by its hexes, the Hindenburg Line beside any stretch of its course and each
 * river beside any stretch of its own. `arrange` (labels.ts) chooses; where a position cannot hold every name
 * clear, the rivers' names yield first, then the Hindenburg Line's and Vimy Ridge's (all four drawn in their
 * own colour, which the legend explains), then the towns', the cities' last (docs/games/cruellest-month.md, "The web board: names on the
 * strategic map").
 */
export function placeLabels(v: CmView, t: Tx = tx(), { stacks, bases } = occupants(v)): Label[] {
  const names = mapNames(t);
  const obstacles: Box[] = [];
  for (const [hex, ids] of stacks) {
    ids.forEach((_, i) => {
      const c = stackAt(hex, i, ids.length, bases.has(hex));
      obstacles.push({ x1: c.x - 1, y1: c.y - 1, x2: c.x + c.w + 1, y2: c.y + DIV + 1 });
    });
  }
  for (const [hex] of bases) {
    const c = baseAt(hex, stacks.has(hex));
    obstacles.push({ x1: c.x - c.r - 1, y1: c.y - c.r - 1, x2: c.x + c.r + 1, y2: c.y + c.r + 1 });
  }
  const chosen = arrange(names, obstacles);
  return names.names.flatMap((nm, i) => {
    const s = chosen[i];
    if (!s) return [];
    const { lines, fs, from } = s.data;
    // The text's anchor from its box (boxOf backwards).
    const x = (s.box.x1 + s.box.x2) / 2;
    const y = s.box.y1 + fs * 0.95 + 0.5;
    const to = from && nearest(from.x, from.y, s.box);
    return [{ id: nm.id, lines, fs, x, y, box: s.box, ...(from && to ? { leader: { x1: from.x, y1: from.y, x2: to.x, y2: to.y } } : {}) }];
  });
}
/** The page draws the board again on every choice, most often with nothing moved: the last layout is kept. */
let lastLayout: { key: string; labels: Label[] } | null = null;
/** The names as the board draws them: placeLabels, kept while no division or Airbase moves. */
export function boardLabels(v: CmView, t: Tx = tx()): Label[] {
  const occupied = occupants(v);
  const { stacks, bases } = occupied;
  const key = `${t.vimy}|${t.hl}|${[...stacks].map(([hx, ids]) => `${hx}:${ids.length}`).join()}|${[...bases.keys()].join()}`;
  if (lastLayout?.key !== key) lastLayout = { key, labels: placeLabels(v, t, occupied) };
  return lastLayout.labels;
}

/** The Hindenburg Line's hexes, one a column, north to south (3.0). */
const hlPath = () =>
  Object.keys(HINDENBURG.rowByCol)
    .map(Number)
    .sort((a, b) => a - b)
    .map((c) => HL_HEXES.find((id) => grid.coord(id).col === c))
    .filter(Boolean) as string[];
/** The least and greatest x of a polyline over the band y1..y2. */
function xSpan(pts: { x: number; y: number }[], y1: number, y2: number): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i + 1 < pts.length; i++) {
    const a = pts[i];
    const b = pts[i + 1];
    const ya = Math.min(a.y, b.y);
    const yb = Math.max(a.y, b.y);
    if (yb < y1 || ya > y2) continue;
    // The segment's part within the band.
    for (const y of [Math.max(ya, y1), Math.min(yb, y2)]) {
      const x = yb === ya ? a.x : a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y);
      lo = Math.min(lo, x, yb === ya ? b.x : x);
      hi = Math.max(hi, x, yb === ya ? b.x : x);
    }
  }
  return [lo, hi];
}
/** A river drawn along its hexsides: one short segment across each pair of hexes it separates. */
function riverSegments(sides: [string, string][]) {
  return sides.map(([a, b]) => hexside(pos(a), pos(b), R / 1.8));
}

/** The town dots, under everything that stands in their hex. */
function townDots(): VNode<any>[] {
  return Object.entries(PLACES)
    .filter(([, pl]) => pl.terrain === 'town')
    .map(([id]) => {
      const { x, y } = pos(id);
      return h('rect', { x: x - 3, y: y - 1, width: 6, height: 6, fill: '#6d5a45', 'pointer-events': 'none' });
    });
}

/** The names, drawn above the counters with a halo where they were placed (full names, never cut). */
function names(labels: Label[]): VNode<any>[] {
  return labels.map((l) => {
    const city = PLACES[l.id]?.terrain === 'city';
    const river = l.id.startsWith('river-');
    const style = city
      ? { 'font-weight': 800, fill: '#3b2410' }
      : river
        ? { 'font-weight': 700, 'font-style': 'italic', fill: '#1d5fa8' }
        : l.id === 'hl'
          ? { 'font-weight': 700, fill: '#8f1c15' }
          : l.id === 'vimy'
            ? { 'font-weight': 700, 'font-style': 'italic', fill: '#6b4216' }
            : { 'font-weight': 600, fill: '#2c2418' };
    return nameText(l, { ...style, 'pointer-events': 'none' }, HALO.stroke);
  });
}

function lines(t: Tx): VNode<any>[] {
  const out: VNode<any>[] = [];
  for (const r of RAILWAYS) {
    const pts = r.path
      .map((id) => {
        const q = pos(id);
        return `${q.x},${q.y}`;
      })
      .join(' ');
    out.push(
      h(
        'polyline',
        { points: pts, fill: 'none', stroke: '#3a3328', 'stroke-width': 1.8, 'stroke-dasharray': '6 3', 'pointer-events': 'none' },
        h('title', null, r.name),
      ),
    );
  }
  for (const r of RIVERS) {
    // The river along its hexsides: one segment a side; its name is placed with the other names (placeLabels).
    const segs = riverSegments(r.sides);
    for (const s of segs)
      out.push(
        h(
          'line',
          { x1: s.x1, y1: s.y1, x2: s.x2, y2: s.y2, stroke: '#2f7fd0', 'stroke-width': 4, 'stroke-linecap': 'round', 'pointer-events': 'none' },
          h('title', null, r.name),
        ),
      );
  }
  // The Hindenburg Line: a heavy red line through its hexes, column by column (3.0).
  const hl = hlPath();
  out.push(
    h(
      'polyline',
      {
        points: hl
          .map((id) => {
            const q = pos(id);
            return `${q.x},${q.y}`;
          })
          .join(' '),
        fill: 'none',
        stroke: '#b3261e',
        'stroke-width': 5,
        opacity: 0.55,
        'stroke-linejoin': 'round',
        'pointer-events': 'none',
      },
      h('title', null, t.hl),
    ),
  );
  return out;
}

function counters(v: CmView, p: BoardProps): VNode<any>[] {
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
function division(id: string, v: CmView, p: BoardProps | null, cx: number, cy: number, w = DIV): VNode<any> {
  const d = GROUND_BY_ID[id];
  const g = v.ground[id];
  const s = DIV;
  const cf = g.reduced ? d.reducedCf : d.cf;
  const num = d.name.split(' ')[0];
  const attrs = p ? pickable(id, p, `${d.name} CF ${cf}`) : { class: '' };
  return h('g', { ...attrs, class: `counter ${attrs.class}`, ...(p ? { 'data-unit': id } : {}) }, [
    h('title', null, `${d.name} (${formation(tx(), d.formation)}) CF ${cf}${g.reduced ? ' R' : ''}${g.interdicted ? `, ${tx().lens.interdicted}` : ''}`),
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

function airbases(v: CmView, p: BoardProps, t: Tx): VNode<any>[] {
  const out: VNode<any>[] = [];
  const { stacks } = occupants(v);
  for (const b of AIRBASES) {
    const st = v.bases[b.id];
    if (!st?.hex || st.status === 'destroyed') continue;
    const mine = Object.values(v.air).filter((u) => u.base === b.id).length;
    const attrs = pickable(b.id, p, `${b.name} (${baseStatus(t, st.status)})`);
    const { x: cx, y: cy, r } = baseAt(st.hex, stacks.has(st.hex));
    out.push(
      h('g', { ...attrs, class: `airbase ${attrs.class}`, 'data-base': b.id }, [
        h('title', null, `${b.name}: ${baseStatus(t, st.status)}${mine ? ` (${mine})` : ''}`),
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
        h('title', null, `${t.mission}: ${m.task ? (t.task[m.task] ?? m.task) : ''}`),
      ]),
    );
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
        // 7.4.2: each reconnaissance of the area, in two short lines that fit the box (the whole word in the title).
        ...recon.flatMap((r, i) => [
          h(
            'text',
            { x: x + BOX_W / 2, y: y1 + 46 + i * 26, 'text-anchor': 'middle', 'font-size': 10, fill: '#0b3d91' },
            h('title', null, `${t.recon} ${sideName(t, r.side)}`),
            t.reconShort,
          ),
          h(
            'text',
            { x: x + BOX_W / 2, y: y1 + 58 + i * 26, 'text-anchor': 'middle', 'font-size': 10, fill: '#0b3d91', ...fit(sideName(t, r.side), 10, BOX_W - 6) },
            sideName(t, r.side),
          ),
        ]),
      ]),
      st &&
        h('g', { ...b, class: `airbase ${b.class}`, 'data-base': base }, [
          h('title', null, `${t.airbase} ${t[area]}: ${baseStatus(t, st.status)}`),
          h('circle', {
            class: 'body shape',
            cx: x + BOX_W / 2,
            cy: (y1 + y2) / 2 + 10,
            r: 14,
            fill: '#cfd6da',
            stroke: st.status === 'normal' ? '#222' : '#b3261e',
            'stroke-width': 1.4,
          }),
          h('text', { x: x + BOX_W / 2, y: (y1 + y2) / 2 + 14, 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700 }, n ? String(n) : '✈'),
        ]),
    ]);
  });
}

/** A text too long for its counter is drawn narrower to fit (whole, never cut). */
const fit = (s: string, fs: number, room: number) => (textWidth(s, fs) > room ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {});

/** An aerial unit of the viewer's display: squadron, aircraft, Flown/Disrupted/Reduced/Ace/regroup marks. */
function airCounter(u: AirV, x: number, y: number, side: string, p: BoardProps | null, t: Tx): VNode<any> {
  const attrs = p ? pickable(u.id, p, `${u.name} ${u.aircraft}`) : { class: '' };
  const marks = `${u.flown ? 'F' : ''}${u.disrupted ? 'D' : ''}${u.reduced ? 'R' : ''}${u.ace ? '★' : ''}${u.regroup ? '↻' : ''}`;
  const fill = u.flown ? '#c9c6bd' : side === 'allied' ? '#e5d39c' : '#b8c0c4';
  const name = u.name.replace(' Naval Sqn', ' Naval');
  return h('g', { ...attrs, class: `counter aircraft ${attrs.class}`, ...(p ? { 'data-unit': u.id } : {}) }, [
    h(
      'title',
      null,
      `${u.name} ${u.aircraft}: ${u.flown ? t.flown : t.ready}, ${u.disrupted ? t.disrupted : t.normal}${u.reduced ? ', R' : ''}${u.ace ? `, ${t.lens.ace}` : ''}${u.regroup ? `, ${t.regroup}` : ''}`,
    ),
    h('rect', { class: 'body', x, y, width: CW, height: CH, rx: 3, fill, stroke: u.disrupted ? '#b3261e' : '#222', 'stroke-width': u.disrupted ? 2.2 : 0.9 }),
    h('text', { x: x + 4, y: y + 12, 'font-size': 10, 'font-weight': 700, ...fit(name, 10, CW - 7) }, name),
    h('text', { x: x + 4, y: y + 26, 'font-size': 10, ...fit(u.aircraft, 10, CW - 7 - (marks ? textWidth(marks, 10) + 2 : 0)) }, u.aircraft),
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
  const baseLabel = (b: string) =>
    b === 'rfc' ? t.rfc : b === 'reserve' ? t.reserve : b === 'away' ? t.away : b === 'event' ? t.eventWait : (AIRBASES.find((x) => x.id === b)?.name ?? b);
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
    const heading = `${baseLabel(b)}${hex}${st && st.status !== 'normal' ? ` (${baseStatus(t, st.status)})` : ''}`;
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

/**
 * The counter under the magnifier (issue 29, as the area maps and the Air Battle Board have): the one under the pointer or the focus,
 * or held (a long press opens the context menu on touch screens), for the view drawn. Kept here, not in a hook (the board is drawn by a
 * plain call in tests): each hover reaches the shell too (p.onHover), whose state change draws the board again.
 */
let lensOn: { view: CmView; id: string } | null = null;

/** What the magnifier shows of a division (its Combat Factor, 9.0; Interdicted, 8.10.6) or an aerial unit of the display (6.4). */
function lensed(v: CmView, id: string, me: string, t: Tx, at: number): Parameters<typeof lensFrame>[0] | null {
  const d = GROUND_BY_ID[id];
  const g = v.ground[id];
  if (d && g) {
    const where = g.where === 'reserve' ? t.lens.reserve : g.where === 'map' && g.hex ? `${t.lens.at} ${g.hex}` : '';
    return {
      id,
      at,
      picture: division(id, v, null, 0, 0),
      w: DIV,
      h: DIV,
      lines: [
        d.name,
        `${formation(t, d.formation)} · ${sideName(t, d.side)}${where ? ` · ${where}` : ''}`,
        `${t.lens.cf} ${g.reduced ? d.reducedCf : d.cf}${g.reduced ? ` (${t.lens.reduced})` : ''}${g.interdicted ? ` · ${t.lens.interdicted}` : ''}`,
      ],
    };
  }
  const u = v.air[id];
  if (!u) return null;
  return {
    id,
    at,
    picture: airCounter(u, 0, 0, me, null, t),
    w: CW,
    h: CH,
    lines: [
      u.name,
      u.aircraft,
      [u.flown ? t.flown : t.ready, u.disrupted ? t.disrupted : t.normal, u.reduced && t.lens.reduced, u.ace && t.lens.ace, u.regroup && t.regroup]
        .filter(Boolean)
        .join(' · '),
    ],
  };
}

function Board(props: BoardProps & { lens?: string | null }): VNode<any> {
  const v = props.view as CmView;
  if (v?.battle) return AirBattleBoard({ ...props, battle: v.battle as never });
  const t = tx();
  if (!v?.control) return h('p', null, t.map);
  const setLens = (id: string | null) => {
    lensOn = id !== null && (GROUND_BY_ID[id] || v.air[id]) ? { view: v, id } : null;
  };
  const hover = (ref: string | null) => (setLens(ref), props.onHover?.(ref));
  const p: BoardProps = { ...props, onHover: hover };
  const lens = props.lens !== undefined ? props.lens : lensOn?.view === v ? lensOn.id : null;
  // The viewer: the seat shown, else the side of the aerial units the view holds (only its own, 6.1).
  const own = Object.values(v.air).find((u) => u.base !== 'dead' && AIR_BY_ID[u.id]);
  const me = p.snapshot?.perspective === 'german' || p.snapshot?.perspective === 'allied' ? p.snapshot.perspective : own ? AIR_BY_ID[own.id].side : 'allied';
  const d = display(v, p, t, me);
  const { stacks, bases } = occupants(v);
  const occupied = new Set([...stacks.keys(), ...bases.keys()]);
  const rfc = pickable('rfc', p, t.rfc);
  const height = Math.max(H + 40, d.bottom + 10);
  const labels = boardLabels(v, t);
  return h(
    'svg',
    {
      viewBox: `0 0 ${PANEL_X + PANEL_W + 6} ${height}`,
      preserveAspectRatio: 'xMidYMin meet',
      'data-testid': 'board',
      class: 'board cruellest-month',
      role: 'img',
      'aria-label': t.map,
      ...lensEvents(lens, hover),
    },
    [
      h('rect', { x: 0, y: 0, width: W + BOX_W + 4, height: H + 40, fill: '#f4f1e4' }),
      h('g', { class: 'regions' }, hexes(v, p, occupied)),
      h('g', { class: 'lines' }, lines(t)),
      h('g', { class: 'towns' }, townDots()),
      h('g', { class: 'offmap' }, eastBoxes(v, p, t)),
      h(
        'g',
        { class: 'leaders' },
        labels.flatMap((l) => (l.leader ? [h('line', { ...l.leader, stroke: '#2c2418', 'stroke-width': 0.8, 'pointer-events': 'none' })] : [])),
      ),
      h('g', { class: 'labels' }, counters(v, p)),
      h('g', { class: 'airbases' }, airbases(v, p, t)),
      h('g', { class: 'places' }, names(labels)),
      h('g', { ...rfc, class: `area offmap ${rfc.class}` }, [
        h('title', null, `${t.rfc} (8.2)`),
        h('rect', { class: 'shape', x: M, y: H - 6, width: 150, height: 20, rx: 3, fill: '#efe3bd', stroke: '#8a7a4a' }),
        h('text', { x: M + 6, y: H + 8, 'font-size': 11, 'font-weight': 700 }, `← ${t.rfc} (${Object.values(v.air).filter((u) => u.base === 'rfc').length})`),
      ]),
      h('text', { x: M, y: H + 30, 'font-size': 10, fill: '#444' }, `${t.turn} ${v.turn}/${v.lastTurn} · ${t.legend}`),
      h('g', { class: 'display' }, d.nodes),
      lens && lensAt(v, lens, me, t),
    ],
  );
}

/** The magnifier of the counter `id` where the board draws it (on the map or in the display). */
function lensAt(v: CmView, id: string, me: string, t: Tx): VNode<any> | null {
  const g = v.ground[id];
  const { stacks, bases } = occupants(v);
  const hex = g?.where === 'map' && g.hex && stacks.has(g.hex) ? g.hex : null;
  const at = hex ? stackAt(hex, stacks.get(hex)!.indexOf(id), stacks.get(hex)!.length, bases.has(hex)).x : PANEL_X;
  const u = lensed(v, id, me, t, at);
  return u && lensFrame(u, PANEL_X + PANEL_W + 6);
}

/** A small table: a head row, then rows whose first cell names the row (th) and, where given, a group row. */
function table(cls: string, caption: string | null, head: string[], rows: (string | number)[][], rowHeads = true): VNode<any> {
  return h('table', { class: `marker-table ${cls}` }, [
    caption && h('caption', null, caption),
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        head.map((c, i) => (i === 0 && !c ? h('td', null, '') : h('th', { scope: 'col' }, c))),
      ),
    ),
    h(
      'tbody',
      null,
      rows.map((r) =>
        r.length === 1
          ? h('tr', { class: 'group' }, h('th', { scope: 'colgroup', colSpan: head.length }, String(r[0])))
          : h(
              'tr',
              null,
              r.map((c, i) => (i === 0 && rowHeads ? h('th', { scope: 'row' }, String(c)) : h('td', null, String(c)))),
            ),
      ),
    ),
  ]);
}

/** The tracks (HTML beside the map) as compact tables, and what the viewer knows of the other side's airbases (6.1, 7.4.3). */
function Aside(p: BoardProps): VNode<any> | null {
  const v = p.view as CmView;
  if (!v?.air) return null;
  const t = tx();
  const name = (b: string) => AIRBASES.find((x) => x.id === b)?.name ?? b;
  const dead = Object.values(v.air).filter((u) => u.base === 'dead');
  // The Allied corps are printed in capitals (XXIV, VI...) or as Canadian; the German Gruppen in lower case.
  const allied = (f: string) => !/^[a-z]/.test(f);
  const forms = [...new Set([...Object.keys(v.asl), ...Object.keys(v.bosl)])];
  const formRows = (['allied', 'german'] as const).flatMap((side) => {
    const fs = forms.filter((f) => allied(f) === (side === 'allied'));
    return fs.length
      ? [[sideName(t, side)], ...fs.map((f) => [formation(t, f), v.asl[f] ?? '–', v.bosl[f] === undefined ? '–' : (t.bosl[v.bosl[f]] ?? v.bosl[f])])]
      : [];
  });
  return h('div', { class: 'board-aside aside cruellest-month' }, [
    h(HideCountersButton, null),
    h('section', { class: 'tracks', 'aria-label': t.state }, [
      h('p', null, [
        h('strong', null, `${t.turn} ${v.turn} ${t.of} ${v.lastTurn}`),
        ` · ${t.initiativeIs} ${sideName(t, v.initiative)}${v.poorWeather ? ` · ${t.weather}` : ''}`,
      ]),
      // 13.0: the points; 8.10.6: hits on the cities and the off-map areas (4 at most each).
      table('cm-score', null, ['', t.allied, t.german], [[`${t.vp} (13.0)`, v.vp.allied, v.vp.german]]),
      table(
        'cm-hits',
        `${t.hits} (8.10.6)`,
        ['Arras', 'Lens', 'Douai', 'Cambrai'],
        [
          [
            `${v.cityHits.arras}/${CITY_HITS_MAX}`,
            `${v.cityHits.lens}/${CITY_HITS_MAX}`,
            `${v.boxHits.douai}/${OFFMAP_HITS_MAX}`,
            `${v.boxHits.cambrai}/${OFFMAP_HITS_MAX}`,
          ],
        ],
        false,
      ),
      h('p', null, [h('strong', null, `${t.tanks} (9.4.3)`), `: ${v.tsp}`]),
      // 9.5.1 Artillery Support Level and 8.11.2 Balloon Observation Level, a row a formation.
      table('cm-formations', `${t.artillery} (9.5.1) · ${t.balloons} (8.11.2)`, [t.formation, t.asl, t.balloons], formRows),
      dead.length > 0 && h('p', null, `${t.dead}: ${dead.map((u) => `${u.name} ${u.aircraft}`).join(', ')}`),
    ]),
    h(
      'section',
      { class: 'known' },
      v.known.length
        ? table(
            'cm-known',
            `${t.known} (7.4.3)`,
            [t.turn, t.airbase, t.fighters, t.bombers],
            v.known.map((k) => [k.turn, name(k.base), k.fighters, k.bombers]),
          )
        : [h('h3', null, `${t.known} (7.4.3)`), h('p', null, t.none)],
    ),
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
