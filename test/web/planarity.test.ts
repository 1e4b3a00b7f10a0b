// The planarity test used for ruling M1 (test/web/planarity.ts) on graphs whose answer is known.
import { describe, expect, it } from 'vitest';
import { type Edge, isPlanar } from './planarity.ts';

const complete = (n: number): Edge[] => Array.from({ length: n }, (_, a) => Array.from({ length: n - a - 1 }, (_, i) => [a, a + i + 1] as const)).flat();
const bipartite = (p: number, q: number): Edge[] => Array.from({ length: p }, (_, a) => Array.from({ length: q }, (_, b) => [a, p + b] as const)).flat();
/** Every edge split in two by a new vertex (a subdivision: planar exactly when the graph is). */
const subdivide = (edges: Edge[], from: number): Edge[] =>
  edges.flatMap(
    ([a, b], i) =>
      [
        [a, from + i],
        [from + i, b],
      ] as const,
  );
const grid = (w: number, h: number): Edge[] => {
  const out: Edge[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (x + 1 < w) out.push([y * w + x, y * w + x + 1]);
      if (y + 1 < h) out.push([y * w + x, (y + 1) * w + x]);
    }
  return out;
};

describe('planarity (Kuratowski: no subdivision of K5 or K3,3)', () => {
  it('K4, a grid, a triangulated grid and the wheel are planar', () => {
    expect(isPlanar(complete(4))).toBe(true);
    expect(isPlanar(grid(8, 7))).toBe(true);
    expect(
      isPlanar([
        ...grid(6, 6),
        ...grid(6, 6)
          .filter(([a, b]) => b === a + 1 && a + 7 < 36)
          .map(([a]) => [a, a + 7] as const),
      ]),
    ).toBe(true);
    expect(isPlanar([...Array.from({ length: 10 }, (_, i) => [i, (i + 1) % 10] as const), ...Array.from({ length: 10 }, (_, i) => [10, i] as const)])).toBe(
      true,
    );
  });

  it('K5 and K3,3 are not planar, nor their subdivisions, nor a planar graph with either attached', () => {
    expect(isPlanar(complete(5))).toBe(false);
    expect(isPlanar(bipartite(3, 3))).toBe(false);
    expect(isPlanar(subdivide(complete(5), 100))).toBe(false);
    expect(isPlanar(subdivide(bipartite(3, 3), 100))).toBe(false);
    expect(isPlanar([...grid(5, 5), ...bipartite(3, 3).map(([a, b]) => [a + 200, b + 200] as const), [0, 200]])).toBe(false);
    expect(isPlanar(complete(5).filter(([a, b]) => !(a === 0 && b === 1)))).toBe(true); // K5 less one edge
  });

  it('both diagonals of a corner cell of a grid are planar (one goes round outside); both diagonals of an inner cell are not', () => {
    expect(isPlanar([...grid(4, 4), [0, 5], [1, 4]])).toBe(true); // K4 on one cell: draw one diagonal outside
    expect(isPlanar([...grid(4, 4), [5, 10], [6, 9]])).toBe(false); // both diagonals of an inner cell
  });
});
