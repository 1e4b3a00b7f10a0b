// The drawn area maps against the rules' data: the shapes grown from each area's villages must
// show exactly the adjacency the game plays with (areas adjacent in the data share a border; areas
// that are not adjacent touch at most at a corner), with every boundary kind on a real border.
import { describe, expect, it } from 'vitest';
import * as battles from '../../src/games/ca-arras-battles/data.ts';
import * as arras1940 from '../../src/games/ca-arras-1940/data.ts';
import { GEOMETRY as G1940 } from '../../src/web/games/ca-arras-1940/geometry.ts';
import { GEOMETRY as GBATTLES } from '../../src/web/games/ca-arras-battles/geometry.ts';
import { adjacencyMismatches, areaGeometry } from '../../src/web/kit/area-geometry.ts';
import { partition } from '../../src/web/kit/partition.ts';

const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
/** Shorter shared borders than this (km) read as a corner. */
const CORNER = 0.35;

const games = [
  {
    id: 'ca-arras-1940',
    geometry: G1940,
    areas: arras1940.AREAS,
    boundaries: arras1940.BOUNDARIES,
    corners: arras1940.CORNERS,
    zoneIds: Object.values(arras1940.ZONE) as number[],
  },
  {
    id: 'ca-arras-battles',
    geometry: GBATTLES,
    areas: battles.SECTORS,
    boundaries: battles.BOUNDARIES,
    corners: battles.CORNERS,
    zoneIds: Object.values(battles.ZONE) as number[],
  },
];

describe.each(games)('$id map drawn on the ground', (g) => {
  const geo = areaGeometry(g.geometry);

  it('every area and zone of the data has a shape, and only those', () => {
    expect([...geo.paths.keys()].sort((a, b) => a - b)).toEqual(g.areas.map((a) => a.id).sort((a, b) => a - b));
    for (const a of g.areas) expect(geo.part.rings.get(a.id)?.length, `area ${a.id} is one piece`).toBe(1);
  });

  it('areas adjacent in the data share a border on the map (no dashed links needed)', () => {
    expect(adjacencyMismatches(geo, g.boundaries, CORNER).missing).toEqual([]);
  });

  it('areas that are not adjacent in the data touch at most at a corner (zones with zones excepted: they meet in the edge band)', () => {
    const zones = new Set(g.zoneIds);
    const extra = adjacencyMismatches(geo, g.boundaries, CORNER).extra.filter((e) => {
      const [a, b] = e.split(' ')[0].split('-').map(Number);
      return !(zones.has(a) && zones.has(b));
    });
    expect(extra).toEqual([]);
  });

  it('the corner pairs of the rules (8.3.6 / 2.1.1.b) meet at most at a corner', () => {
    for (const [a, b] of g.corners) expect(geo.part.borders.get(key(a, b)) ?? 0, `${a}/${b}`).toBeLessThanOrEqual(CORNER);
  });

  it('each area has room for its label and a counter (a free circle of at least 0.9 km)', () => {
    for (const a of g.areas) expect(geo.poles.get(a.id)!.r / g.geometry.scale, `area ${a.id}`).toBeGreaterThanOrEqual(0.9);
  });

  it('areas north of the Scarpe are drawn north of the river where it passes their anchor village', () => {
    // The Scarpe is a barrier: an area's anchor is on its bank (10.1.1), so N areas' anchors lie north of the river line.
    const scarpe = [...g.geometry.barriers[0].line.pts, ...g.geometry.barriers[1].line.pts].map(([lat, lon]) => geo.ll([lat, lon]));
    const riverY = (x: number) => {
      for (let i = 0; i + 1 < scarpe.length; i++) {
        const [p, q] = [scarpe[i], scarpe[i + 1]];
        if ((p.x - x) * (q.x - x) <= 0) return p.y + ((q.y - p.y) * (x - p.x)) / (q.x - p.x || 1);
      }
      return null;
    };
    for (const a of g.areas) {
      if (a.zone) continue;
      const at = geo.anchors.get(a.id)!;
      const y = riverY(at.x);
      if (y === null) continue;
      expect(a.scarpe === 'N' ? at.y < y : at.y > y, `area ${a.id} ${a.name} (${a.scarpe})`).toBe(true);
    }
  });
});

describe('partition of a map into regions', () => {
  it('a barrier line is the border between the regions on either side of it', () => {
    const p = partition({
      frame: { x0: 0, y0: 0, x1: 10, y1: 10 },
      band: 0,
      res: 0.25,
      regions: [
        { id: 1, seeds: [{ x: 2, y: 2 }] },
        { id: 2, seeds: [{ x: 2, y: 8 }] },
      ],
      // A river at y = 3, much nearer to region 1's seed than the bisector at y = 5.
      barriers: [
        [
          { x: -1, y: 3 },
          { x: 11, y: 3 },
        ],
      ],
    });
    const border = p.chains.find((c) => key(c.left, c.right) === '1-2')!;
    expect(border).toBeDefined();
    for (const q of border.pts) expect(Math.abs(q.y - 3)).toBeLessThan(0.3);
    expect(p.borders.get('1-2')).toBeGreaterThan(9);
  });

  it('without a barrier two regions meet halfway, and a heavier region grows further', () => {
    const even = partition({
      frame: { x0: 0, y0: 0, x1: 10, y1: 4 },
      band: 0,
      res: 0.2,
      regions: [
        { id: 1, seeds: [{ x: 2, y: 2 }] },
        { id: 2, seeds: [{ x: 8, y: 2 }] },
      ],
      barriers: [],
    });
    const mid = (p: typeof even) => {
      const c = p.chains.find((x) => key(x.left, x.right) === '1-2')!;
      return c.pts.reduce((s, q) => s + q.x, 0) / c.pts.length;
    };
    expect(mid(even)).toBeCloseTo(5, 0);
    const heavy = partition({
      frame: { x0: 0, y0: 0, x1: 10, y1: 4 },
      band: 0,
      res: 0.2,
      regions: [
        { id: 1, seeds: [{ x: 2, y: 2 }], weight: 1.5 },
        { id: 2, seeds: [{ x: 8, y: 2 }] },
      ],
      barriers: [],
    });
    expect(mid(heavy)).toBeGreaterThan(5.8);
  });

  it('zones grow only in the band around the frame, areas only inside it', () => {
    const p = partition({
      frame: { x0: 0, y0: 0, x1: 6, y1: 6 },
      band: 1,
      res: 0.25,
      regions: [
        { id: 1, seeds: [{ x: 3, y: 3 }] },
        { id: 9, seeds: [{ x: -0.5, y: 3 }], zone: true },
      ],
      barriers: [],
    });
    const ring = p.rings.get(9)![0];
    const inside = ring.filter((q) => q.x > 0.01 && q.x < 5.99 && q.y > 0.01 && q.y < 5.99);
    expect(inside).toEqual([]);
    expect(p.borders.get('1-9')).toBeGreaterThan(20);
  });
});

describe('an area map without ground data (a new game) is drawn from its view x/y', () => {
  it('every area gets one shape, the zones stay in the band, and neighbours in x/y share a border', async () => {
    const { geometryFromPoints } = await import('../../src/web/kit/area-ground.ts');
    const areas = arras1940.AREAS.map((a) => ({ id: a.id, x: a.x, y: a.y, zone: !!a.zone }));
    const geo = areaGeometry(geometryFromPoints(areas));
    for (const a of areas) expect(geo.part.rings.get(a.id)?.length ?? 0, `area ${a.id}`).toBeGreaterThanOrEqual(1);
    // Arras (25) and Beaurains (5) are 2.9 units apart with nothing between them.
    expect(geo.part.borders.get('5-25')).toBeGreaterThan(0);
  });
});
