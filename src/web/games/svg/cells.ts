// Regions for an area map that gives only one point per area: the Voronoi cell of each point inside
// a bounding box (a convex polygon clipped by the half-plane towards each other point). Each edge
// remembers which neighbour's bisector made it, so two cells' shared border can be found and drawn
// with the kind of boundary the game's data gives it.

export interface Pt {
  x: number;
  y: number;
}
export interface Cell {
  id: number;
  site: Pt;
  /** Polygon vertices; edge i runs from poly[i] to poly[i+1] and was cut by `by[i]` (-1: the box). */
  poly: Pt[];
  by: number[];
}

function clip(poly: Pt[], by: number[], a: Pt, b: Pt, otherId: number): { poly: Pt[]; by: number[] } {
  // Keep the points nearer to a than to b: (p - m) . (b - a) <= 0 with m the midpoint.
  const mx = (a.x + b.x) / 2;
  const my = (a.y + b.y) / 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const side = (p: Pt) => (p.x - mx) * dx + (p.y - my) * dy;
  const outPoly: Pt[] = [];
  const outBy: number[] = [];
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % n];
    const sp = side(p);
    const sq = side(q);
    const inP = sp <= 0;
    const inQ = sq <= 0;
    if (inP) {
      outPoly.push(p);
      outBy.push(inQ ? by[i] : by[i]);
    }
    if (inP !== inQ) {
      const t = sp / (sp - sq);
      const r = { x: p.x + t * (q.x - p.x), y: p.y + t * (q.y - p.y) };
      if (inP) {
        // Leaving: edge p->r keeps by[i] (already pushed), r starts the cut edge.
        outPoly.push(r);
        outBy.push(otherId);
      } else {
        // Entering: r starts the rest of edge i.
        outPoly.push(r);
        outBy.push(by[i]);
      }
    }
  }
  return { poly: outPoly, by: outBy };
}

export function voronoi(sites: { id: number; x: number; y: number }[], box: { x0: number; y0: number; x1: number; y1: number }): Cell[] {
  return sites.map((s) => {
    let poly: Pt[] = [
      { x: box.x0, y: box.y0 },
      { x: box.x1, y: box.y0 },
      { x: box.x1, y: box.y1 },
      { x: box.x0, y: box.y1 },
    ];
    let by = [-1, -1, -1, -1];
    for (const o of sites) {
      if (o === s) continue;
      const r = clip(poly, by, s, o, o.id);
      poly = r.poly;
      by = r.by;
    }
    return { id: s.id, site: { x: s.x, y: s.y }, poly, by };
  });
}

/** The border shared by cell `c` and the cell of `otherId`, if any. */
export function sharedEdge(c: Cell, otherId: number): [Pt, Pt] | null {
  const n = c.poly.length;
  for (let i = 0; i < n; i++) if (c.by[i] === otherId) return [c.poly[i], c.poly[(i + 1) % n]];
  return null;
}

export const pathOf = (poly: Pt[]) => 'M' + poly.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('L') + 'Z';
