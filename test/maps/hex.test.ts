import { describe, expect, it } from 'vitest';
import {
  HexGrid,
  HexsideSet,
  checkPath,
  checkSideChain,
  cubeToOffset,
  hexId,
  offsetToCube,
  parseHexId,
  pathSides,
  pathTo,
  reachOver,
  reachable,
  shortestPath,
  sideKey,
  zoneMask,
  zoneOf,
} from '../../src/maps/hex.ts';

describe('hex ids and coordinates', () => {
  it('ids are ccrr, zero padded, and parse back', () => {
    expect(hexId(7, 4)).toBe('0704');
    expect(hexId(22, 8)).toBe('2208');
    expect(parseHexId('2208')).toEqual({ col: 22, row: 8 });
    expect(parseHexId('22-8')).toBeNull();
    expect(parseHexId('220')).toBeNull();
    expect(hexId(101, 7, 3)).toBe('101007');
  });

  it('offset <-> cube round trips for every layout', () => {
    for (const orientation of ['flat', 'pointy'] as const) {
      for (const shoved of ['even', 'odd'] as const) {
        for (let col = -3; col < 12; col++) {
          for (let row = -3; row < 12; row++) {
            const c = offsetToCube({ col, row }, orientation, shoved);
            expect(c.q + c.r + c.s).toBe(0);
            expect(cubeToOffset(c, orientation, shoved)).toEqual({ col, row });
          }
        }
      }
    }
  });
});

describe('HexGrid (flat, even columns shoved down)', () => {
  const grid = new HexGrid({ cols: 40, rows: 20 });

  it('follows The Cruellest Month example: from 3709 facing 3708, a roll to the right ends in 3808', () => {
    expect(grid.neighbour('3709', 'N')).toBe('3708');
    expect(grid.neighbour('3709', 'NE')).toBe('3808');
    expect(grid.neighbour('3709', 'SE')).toBe('3809');
    expect(grid.neighbour('3808', 'NE')).toBe('3908');
    expect(grid.neighbour('3808', 'SE')).toBe('3909');
  });

  it('adjacency is symmetric and every inner hex has six neighbours', () => {
    for (const id of grid.ids) {
      for (const n of grid.neighbours(id)) expect(grid.neighbours(n)).toContain(id);
      const { col, row } = grid.coord(id);
      if (col > 1 && col < 40 && row > 1 && row < 20) expect(grid.neighbours(id)).toHaveLength(6);
    }
    expect(grid.neighbours('0101').length).toBeLessThan(6);
  });

  it('distances count hexes', () => {
    expect(grid.distance('0101', '0101')).toBe(0);
    expect(grid.distance('0704', '0705')).toBe(1);
    expect(grid.distance('0704', '0803')).toBe(1);
    expect(grid.distance('0704', '0904')).toBe(2);
    expect(grid.distance('0101', '0401')).toBe(3);
    expect(grid.ring('1010', 1)).toHaveLength(6);
    expect(grid.ring('1010', 2)).toHaveLength(12);
    expect(grid.within('1010', 2)).toHaveLength(19);
  });

  it('directionTo and adjacent', () => {
    expect(grid.directionTo('0704', '0603')).toBe('NW');
    expect(grid.directionTo('0704', '0604')).toBe('SW');
    expect(grid.directionTo('0604', '0504')).toBe('NW');
    expect(grid.adjacent('0704', '0906')).toBe(false);
  });

  it('edges and drawing coordinates', () => {
    const small = new HexGrid({ cols: 11, rows: 8 });
    expect(small.edges('0101').sort()).toEqual(['N', 'W']);
    expect(small.edges('1108').sort()).toEqual(['E', 'S']);
    const a = small.center('0101', 10);
    const b = small.center('0201', 10);
    expect(b.x - a.x).toBeCloseTo(15);
    expect(b.y - a.y).toBeCloseTo((10 * Math.sqrt(3)) / 2); // even column is half a hex lower
    expect(small.corners('0101', 10)).toHaveLength(6);
    const seg = small.sideSegment('0101', '0102', 10)!;
    expect(Math.hypot(seg[0].x - seg[1].x, seg[0].y - seg[1].y)).toBeCloseTo(10);
    expect(small.sideSegment('0101', '0103', 10)).toBeNull();
  });

  it('pointy layouts have E/W neighbours', () => {
    const p = new HexGrid({ cols: 5, rows: 5, orientation: 'pointy' });
    expect(p.neighbour('0303', 'E')).toBe('0403');
    expect(p.neighbour('0303', 'W')).toBe('0203');
    expect(p.neighbours('0303')).toHaveLength(6);
    for (const id of p.ids) for (const n of p.neighbours(id)) expect(p.neighbours(n)).toContain(id);
  });

  it('irregular maps leave hexes out', () => {
    const g = new HexGrid({ cols: 3, rows: 3, exists: (c, r) => !(c === 2 && r === 2) });
    expect(g.has('0202')).toBe(false);
    expect(g.size).toBe(8);
    expect(g.neighbours('0102')).not.toContain('0202');
  });
});

describe('hexsides', () => {
  const grid = new HexGrid({ cols: 11, rows: 8 });

  it('side keys do not depend on order', () => {
    expect(sideKey('0704', '0603')).toBe(sideKey('0603', '0704'));
    const s = new HexsideSet([['0704', '0803']]);
    expect(s.has('0803', '0704')).toBe(true);
    expect(s.has('0704', '0804')).toBe(false);
  });

  it('road paths become sides and are checked for adjacency', () => {
    expect(pathSides(['0704', '0604', '0504'])).toEqual([
      ['0704', '0604'],
      ['0604', '0504'],
    ]);
    expect(checkPath(grid, ['0704', '0604', '0504'], 'road')).toEqual([]);
    expect(checkPath(grid, ['0704', '0504'], 'road')[0]).toContain('not adjacent');
    expect(checkPath(grid, ['0704', '9999'], 'road')[0]).toContain('not on the map');
  });

  it('a river is a chain of sides meeting at corners', () => {
    const good: [string, string][] = [
      ['0101', '0102'],
      ['0102', '0201'],
      ['0201', '0202'],
    ];
    expect(checkSideChain(grid, good, 'river')).toEqual([]);
    const broken: [string, string][] = [
      ['0101', '0102'],
      ['0302', '0303'],
    ];
    expect(checkSideChain(grid, broken, 'river')[0]).toContain('does not meet');
  });
});

describe('zones of control and movement', () => {
  const grid = new HexGrid({ cols: 11, rows: 8 });
  const idx = (h: string) => grid.indexOf(h);

  it('a zone of control is the six adjacent hexes', () => {
    const z = zoneOf(grid, ['0704']);
    expect([...z].sort()).toEqual(['0603', '0604', '0703', '0705', '0803', '0804']);
    const mask = zoneMask(grid, [idx('0704')]);
    expect(mask[idx('0603')]).toBe(1);
    expect(mask[idx('0704')]).toBe(0);
  });

  it('reachable: costs, roads at half cost (in half points), stops and forbidden first steps', () => {
    const road = new HexsideSet(pathSides(['0101', '0102', '0103', '0104']));
    const cost = (a: number, b: number) => (road.has(grid.idAt(a), grid.idAt(b)) ? 1 : 2);
    const r = reachable(grid, idx('0101'), { budget: 4, cost });
    expect(r.cost[idx('0104')]).toBe(3); // three road hexes at half a point each (1 in halves)
    expect(r.cost[idx('0201')]).toBe(2);
    expect(r.cost[idx('0401')]).toBe(Infinity); // three clear hexes = 6 halves > 4
    expect(pathTo(grid, r.prev, idx('0101'), idx('0104'))).toEqual(['0101', '0102', '0103', '0104']);

    // A zone of control around 0302 stops movement on entry.
    const zone = zoneMask(grid, [idx('0302')]);
    const z = reachable(grid, idx('0101'), { budget: 20, cost: () => 2, stops: (h) => zone[h] === 1 });
    expect(z.cost[idx('0201')]).toBe(2); // entered, in the zone
    expect(z.prev[idx('0301')]).not.toBe(idx('0201')); // not continued from 0201

    // From inside a zone, no first step into the zone.
    const f = reachable(grid, idx('0201'), { budget: 2, cost: () => 2, firstStepForbidden: (h) => zone[h] === 1 });
    expect(f.cost[idx('0202')]).toBe(Infinity);
    expect(f.cost[idx('0101')]).toBe(2);
  });

  it('reachOver: the same search on tables (step costs by direction, blocked hexes, stops, forbidden first steps)', () => {
    const road = new HexsideSet(pathSides(['0101', '0102', '0103', '0104']));
    const stepCost = new Float64Array(grid.size * 6);
    for (let i = 0; i < grid.size; i++) {
      for (let d = 0; d < 6; d++) {
        const j = grid.neighbourTable[i * 6 + d];
        if (j >= 0) stepCost[i * 6 + d] = road.has(grid.idAt(i), grid.idAt(j)) ? 1 : 2;
      }
    }
    const cost = new Float64Array(grid.size);
    const prev = new Int16Array(grid.size);
    reachOver(grid, idx('0101'), { budget: 4, stepCost }, cost, prev);
    expect(cost[idx('0104')]).toBe(3);
    expect(cost[idx('0401')]).toBe(Infinity);
    expect(pathTo(grid, prev, idx('0101'), idx('0104'))).toEqual(['0101', '0102', '0103', '0104']);

    // A blocked hex is never entered: the road beyond it is reached the long way round, or not at all.
    const blocked = new Uint8Array(grid.size);
    blocked[idx('0102')] = 1;
    reachOver(grid, idx('0101'), { budget: 4, stepCost, blocked }, cost, prev);
    expect(cost[idx('0102')]).toBe(Infinity);
    expect(cost[idx('0104')]).toBe(Infinity); // 0201 (2) then 0202/0103: 4 at best for 0103, none left for 0104
    expect(prev[idx('0103')]).not.toBe(idx('0102'));

    // The same answers as reachable's callbacks, for stops and a forbidden first step.
    const zone = zoneMask(grid, [idx('0302')]);
    const flat = new Float64Array(grid.size * 6).fill(2);
    for (const [start, budget] of [
      ['0101', 20],
      ['0201', 2],
      ['0201', 6],
    ] as const) {
      const viaCallbacks = reachable(grid, idx(start), { budget, cost: () => 2, stops: (h) => zone[h] === 1, firstStepForbidden: (h) => zone[h] === 1 });
      reachOver(grid, idx(start), { budget, stepCost: flat, stops: zone, firstStepForbidden: zone }, cost, prev);
      expect([...cost]).toEqual([...viaCallbacks.cost]);
      expect([...prev]).toEqual([...viaCallbacks.prev]);
    }
    reachOver(grid, idx('0201'), { budget: 2, stepCost: flat, stops: zone, firstStepForbidden: zone }, cost);
    expect(cost[idx('0202')]).toBe(Infinity); // from the zone straight into it
    expect(cost[idx('0101')]).toBe(2);
  });

  it('shortestPath finds a cheapest path around a forbidden hex', () => {
    expect(shortestPath(grid, '0103', '0303', { cost: () => 1 })?.cost).toBe(2);
    const blocked = new Set([idx('0202'), idx('0203')]);
    const p = shortestPath(grid, '0103', '0303', { cost: (_a, b) => (blocked.has(b) ? null : 1) });
    expect(p?.cost).toBe(4);
    expect(p?.path[0]).toBe('0103');
    expect(p?.path).not.toContain('0203');
    expect(shortestPath(grid, '0103', '9999', { cost: () => 1 })).toBeNull();
  });
});
