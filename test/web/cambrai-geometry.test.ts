// The Cambrai map drawn on the ground against the rules' data (src/games/cambrai-1917/data.ts): the
// shapes grown from each area's village(s) (src/web/games/cambrai-1917/geometry.ts) show the
// adjacency the game plays with, except for the pairs listed below, each with the reason the real
// ground and the reconstructed data cannot both be kept. The lists are exact: a change of the
// geometry or the data that adds or removes a mismatch fails here until the list is revised.
import { describe, expect, it } from 'vitest';
import { AREAS, BOUNDARIES, BRITISH_ZONES, GERMAN_ZONES, NOT_ADJACENT } from '../../src/games/cambrai-1917/data.ts';
import { cambrai1917 } from '../../src/games/cambrai-1917/game.ts';
import { GEOMETRY } from '../../src/web/games/cambrai-1917/geometry.ts';
import { CAMBRAI_WOODS, CANAL_DU_NORD, ST_QUENTIN } from '../../src/web/games/svg/cambrai-ground.ts';
import { adjacencyMismatches, areaGeometry } from '../../src/web/games/svg/area-geometry.ts';
import { type Pt, project } from '../../src/web/games/svg/partition.ts';
import { isPlanar } from './planarity.ts';

/** Shorter shared borders than this (km) read as a corner. */
const CORNER = 0.35;
const geo = areaGeometry(GEOMETRY);
const zones = new Set<number>([...GERMAN_ZONES, ...BRITISH_ZONES]);
const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;

/** Adjacent in the data, not touching on the drawing (the map draws a dashed link instead). */
const MISSING: Record<string, string> = {
  '20-45': 'Banteux-zone G (the Banteux crossing): the real canal runs south-south-west from Crèvecoeur, so the east bank between it and the map edge is Crèvecoeur\'s (18); zone G, at the edge, is beyond it',
  '22-45': 'Les Rues-des-Vignes-zone G: as 20-45',
};
/** Sharing a border on the drawing, not adjacent in the data (drawn as a heavy border). */
const EXTRA: Record<string, string> = {
  '18-20': 'Crèvecoeur-Banteux: across the canal (see 20-45)',
  '23-28': 'La Folie Wood-Proville: across the canal north of Noyelles\' bank (14/28 is the crossing)',
};

describe('cambrai-1917 map drawn on the ground', () => {
  const m = adjacencyMismatches(geo, BOUNDARIES, CORNER);

  it('every area and zone of the data has a shape, in one piece (grid crumbs under 0.05 km² aside)', () => {
    expect([...geo.paths.keys()].sort((a, b) => a - b)).toEqual(AREAS.map((a) => a.id).sort((a, b) => a - b));
    const area = (r: Pt[]) => Math.abs(r.reduce((s, p, i) => s + p.x * r[(i + 1) % r.length].y - r[(i + 1) % r.length].x * p.y, 0) / 2);
    for (const a of AREAS) expect(geo.part.rings.get(a.id)!.filter((r) => area(r) >= 0.05).length, `area ${a.id} ${a.name}`).toBe(1);
  });

  // Ruling M1: regions of a map on a plane have a planar adjacency graph, so data that is not planar
  // cannot be drawn. The zones lie along the frame, so a vertex for the world outside it joins every zone.
  const OUTSIDE = 0;
  const withFrame = (pairs: { a: number; b: number }[]) => [...pairs.map((b) => [b.a, b.b] as const), ...[...zones].map((z) => [OUTSIDE, z] as const)];

  it('M1: the data\'s adjacency is planar with every zone on the map frame, so a map can show all of it', () => {
    expect(isPlanar(withFrame(BOUNDARIES))).toBe(true);
  });

  it('M1: with any one of the pairs the ruling keeps apart the adjacency would not be planar (each removal is needed)', () => {
    expect(isPlanar(withFrame([...BOUNDARIES, ...NOT_ADJACENT]))).toBe(false);
    for (const n of NOT_ADJACENT) expect(isPlanar(withFrame([...BOUNDARIES, n])), `${n.a}-${n.b} back in the data`).toBe(false);
  });

  it('M1: the pairs kept apart do not touch on the map grown from the real villages either', () => {
    const drawn = new Set(geo.part.chains.filter((c) => c.left !== c.right).map((c) => key(c.left, c.right)));
    for (const n of NOT_ADJACENT) expect(drawn.has(key(n.a, n.b)), `${n.a}-${n.b}`).toBe(false);
  });

  it('areas adjacent in the data share a border on the map, except the listed pairs', () => {
    expect(m.missing.sort()).toEqual(Object.keys(MISSING).sort());
  });

  it('areas that are not adjacent in the data touch at most at a corner, except the listed pairs (zones with zones excepted: they meet in the edge band)', () => {
    const extra = m.extra.map((e) => e.split(' ')[0]).filter((k) => !k.split('-').map(Number).every((x) => zones.has(x)));
    expect(extra.sort()).toEqual(Object.keys(EXTRA).sort());
  });

  it('areas the data separates by a canal or joins by a bridge meet along the Canal de St-Quentin or the Canal du Nord', () => {
    const km = project(GEOMETRY.origin);
    const canals = [ST_QUENTIN, CANAL_DU_NORD].map((l) => l.pts.map(([la, lo]) => km(la, lo)));
    const dist = (p: Pt) => Math.min(...canals.flatMap((c) => c.slice(1).map((q, i) => segDist(p, c[i], q))));
    for (const b of BOUNDARIES.filter((x) => x.kind !== 'open')) {
      const k = key(b.a, b.b);
      if (k in MISSING) continue;
      const chains = geo.part.chains.filter((c) => key(c.left, c.right) === k);
      expect(chains.length, `${k} ${b.kind}`).toBeGreaterThan(0);
      const pts = chains.flatMap((c) => c.pts);
      const near = pts.filter((p) => dist(p) < 0.4).length / pts.length;
      expect(near, `${k} ${b.kind}: share of its border within 0.4 km of a canal`).toBeGreaterThan(0.8);
    }
  });

  // 0.45 km is 23 map units at this scale: the number and TEM box fits, a long name runs over the border.
  // The narrowest is Noyelles (14), between the canal and Cantaing, at 0.47 km.
  it('each area has room for its number and TEM (a free circle of at least 0.45 km)', () => {
    
    for (const a of AREAS) expect(geo.poles.get(a.id)!.r / GEOMETRY.scale, `area ${a.id} ${a.name}`).toBeGreaterThanOrEqual(0.45);
  });
});

describe('cambrai-1917 area labels', () => {
  // The label box as src/web/games/area-map.ts lays it out (`layout`, `labelRect`): number with
  // identifier, TEM and control mark over the name (8.8 px a letter), 44 px high, raised by half the
  // block of counters under it.
  const IDENT: Record<string, string> = { circle: '', square: '■', triangle: '▲' };
  const COUNTER = 50;
  const CELL = COUNTER + 5;
  const LABEL_H = 44;
  const box = (a: (typeof AREAS)[number], n: number) => {
    const p = geo.poles.get(a.id)!;
    const d = 2 * p.r;
    const maxCols = Math.max(1, Math.floor((d * 1.15) / CELL));
    const maxRows = Math.max(0, Math.floor((d * 1.1 - LABEL_H) / CELL));
    let cols = Math.min(maxCols, Math.max(1, n));
    let rows = Math.ceil(n / cols);
    if (n && cols > 1 && rows === 1 && n > 2 && maxRows >= 2) [cols, rows] = [Math.ceil(n / 2), 2];
    const pile = n > 1 && (rows > maxRows || n > maxCols * Math.max(1, maxRows));
    const blockH = LABEL_H + (n ? (pile ? COUNTER + 8 : rows * CELL) : 0);
    const hx = Math.max(70, pile ? 0 : (cols * CELL) / 2);
    const x = Math.max(hx + 4, Math.min(geo.width - hx - 4, p.x));
    const y = Math.max(6, Math.min(geo.height - blockH - 6, p.y - blockH / 2));
    const num = a.zone ? `Zone ${a.label}` : `${a.label}${IDENT[a.identifier] ? ` ${IDENT[a.identifier]}` : ''}`;
    const half = Math.max(Math.max(26, num.length * 10 + 10) + 28 + 24, a.name.length * 8.8) / 2;
    return { x0: x - half, y0: y - 2, x1: x + half, y1: y + LABEL_H - 2 };
  };
  const overlaps = (counters: (id: number) => number) => {
    const boxes = AREAS.map((a) => ({ a, b: box(a, counters(a.id)) }));
    const out: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [p, q] = [boxes[i].b, boxes[j].b];
        if (p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1) out.push(`${boxes[i].a.id} ${boxes[i].a.name} / ${boxes[j].a.id} ${boxes[j].a.name}`);
      }
    return out;
  };

  it('no two area labels overlap with the counters of zero hour (labelShift where small areas crowd)', () => {
    const s = cambrai1917.setup({ scenario: 'campaign' });
    const n = (id: number) => s.loc.filter((l) => l === id).length;
    expect(overlaps(n)).toEqual([]);
  });

  it('without counters only La Vacquerie and Couillet Valley overlap (their labels sit for the counters of zero hour)', () => {
    expect(overlaps(() => 0)).toEqual(['10 La Vacquerie / 54 Couillet Valley']);
  });

  it('each shifted label stays inside its own area', () => {
    const toKm = (p: Pt) => ({ x: p.x / GEOMETRY.scale + geo.part.box.x0, y: geo.part.box.y1 - p.y / GEOMETRY.scale });
    for (const [id, s] of Object.entries(GEOMETRY.areas)) {
      if (!s.labelShift) continue;
      const c = toKm(geo.poles.get(Number(id))!);
      expect(geo.part.rings.get(Number(id))!.some((r) => inside(c, r)), `area ${id}`).toBe(true);
    }
  });
});

describe('cambrai-1917 woods drawn under the areas', () => {
  const km = project(GEOMETRY.origin);

  it('every wood the reference names is on the map, and lies on the area the data names after it', () => {
    expect(CAMBRAI_WOODS.map((x) => x.name).sort()).toEqual(['Bourlon Wood', 'Havrincourt Wood', 'La Folie Wood', 'Lateau Wood', 'Nine Wood']);
    for (const wood of CAMBRAI_WOODS) {
      expect(GEOMETRY.ground).toContain(wood);
      const area = AREAS.find((a) => a.name === wood.name)!;
      expect(area, wood.name).toBeTruthy();
      const pts = wood.pts.map(([la, lo]) => km(la, lo));
      const c = { x: pts.reduce((s, p) => s + p.x, 0) / pts.length, y: pts.reduce((s, p) => s + p.y, 0) / pts.length };
      expect(geo.part.rings.get(area.id)!.some((r) => inside(c, r)), `${wood.name}: its middle in area ${area.id}`).toBe(true);
    }
  });
});

function inside(p: Pt, ring: Pt[]): boolean {
  let c = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) c = !c;
  }
  return c;
}

function segDist(p: Pt, a: Pt, b: Pt): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}
