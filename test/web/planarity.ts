// A planarity test for the adjacency graphs of area maps (ruling M1 of docs/games/cambrai-1917.md):
// regions of a map on a plane always have a planar adjacency graph, so data that is not planar cannot
// be drawn. Demoucron, Malgrange and Pertuiset's path-embedding algorithm, run on each biconnected
// block: embed a cycle, then repeatedly embed a path of a fragment (a piece of the graph not yet
// drawn) into a face holding all its attachment vertices; a fragment with no such face proves the
// graph is not planar, and a graph whose every edge is embedded is planar.

export type Edge = readonly [number, number];

/** True when the simple graph given by its edges (loops and repeated edges ignored) can be drawn on a plane without crossings. */
export function isPlanar(edges: readonly Edge[]): boolean {
  const adj = adjacency(edges);
  const n = adj.size;
  const m = [...adj.values()].reduce((s, x) => s + x.size, 0) / 2;
  if (n >= 3 && m > 3 * n - 6) return false; // Euler's bound
  return blocks(adj).every(planarBlock);
}

function adjacency(edges: readonly Edge[]): Map<number, Set<number>> {
  const adj = new Map<number, Set<number>>();
  for (const [a, b] of edges) {
    if (a === b) continue;
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      if (!adj.has(x)) adj.set(x, new Set());
      adj.get(x)!.add(y);
    }
  }
  return adj;
}

/** The biconnected blocks (Tarjan), each as its list of edges. */
function blocks(adj: Map<number, Set<number>>): Edge[][] {
  const disc = new Map<number, number>();
  const low = new Map<number, number>();
  const stack: Edge[] = [];
  const out: Edge[][] = [];
  let time = 0;
  const visit = (u: number, parent: number) => {
    disc.set(u, time);
    low.set(u, time++);
    for (const v of adj.get(u)!) {
      if (!disc.has(v)) {
        stack.push([u, v]);
        visit(v, u);
        low.set(u, Math.min(low.get(u)!, low.get(v)!));
        if (low.get(v)! >= disc.get(u)!) {
          const block: Edge[] = [];
          let e: Edge;
          do {
            e = stack.pop()!;
            block.push(e);
          } while (e[0] !== u || e[1] !== v);
          out.push(block);
        }
      } else if (v !== parent && disc.get(v)! < disc.get(u)!) {
        stack.push([u, v]);
        low.set(u, Math.min(low.get(u)!, disc.get(v)!));
      }
    }
  };
  for (const u of adj.keys()) if (!disc.has(u)) visit(u, -1);
  return out;
}

const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** One biconnected block: Demoucron-Malgrange-Pertuiset. */
function planarBlock(edges: Edge[]): boolean {
  if (edges.length < 9) return true; // K3,3 (9 edges) is the smallest graph that is not planar
  const adj = adjacency(edges);
  // A first cycle: an edge u-v and the shortest other path from v back to u.
  const [u, v] = edges[0];
  const prev = new Map<number, number>([[v, v]]);
  const queue = [v];
  for (let i = 0; i < queue.length && !prev.has(u); i++)
    for (const w of adj.get(queue[i])!) if (!prev.has(w) && !(queue[i] === v && w === u)) prev.set(w, queue[i]), queue.push(w);
  const cycle = [u];
  while (cycle[cycle.length - 1] !== v) cycle.push(prev.get(cycle[cycle.length - 1])!);
  const drawn = new Set<string>(cycle.map((x, i) => key(x, cycle[(i + 1) % cycle.length])));
  const inH = new Set<number>(cycle);
  let faces: number[][] = [cycle, [...cycle].reverse()];

  while (drawn.size < edges.length) {
    // The fragments: an edge not drawn between drawn vertices, or a component of the vertices not drawn with the edges that attach it.
    const fragments: { attach: number[]; path: () => number[] }[] = [];
    for (const [a, b] of edges) if (inH.has(a) && inH.has(b) && !drawn.has(key(a, b))) fragments.push({ attach: [a, b], path: () => [a, b] });
    const seen = new Set<number>();
    for (const start of adj.keys()) {
      if (inH.has(start) || seen.has(start)) continue;
      const comp = new Set<number>([start]);
      const q = [start];
      const attach = new Set<number>();
      for (let i = 0; i < q.length; i++)
        for (const w of adj.get(q[i])!) {
          if (inH.has(w)) attach.add(w);
          else if (!comp.has(w)) comp.add(w), q.push(w);
        }
      for (const x of comp) seen.add(x);
      const at = [...attach];
      fragments.push({ attach: at, path: () => pathThrough(adj, comp, inH, at[0]) });
    }
    let chosen: { frag: (typeof fragments)[number]; face: number } | null = null;
    for (const frag of fragments) {
      const ok = faces.map((f, i) => (frag.attach.every((x) => f.includes(x)) ? i : -1)).filter((i) => i >= 0);
      if (ok.length === 0) return false;
      if (ok.length === 1 || !chosen) chosen = { frag, face: ok[0] };
      if (ok.length === 1) break;
    }
    const path = chosen!.frag.path();
    const f = faces[chosen!.face];
    const i = f.indexOf(path[0]);
    const j = f.indexOf(path[path.length - 1]);
    const inner = path.slice(1, -1);
    const arc = (from: number, to: number) => {
      const out = [f[from]];
      for (let k = from; k !== to; ) (k = (k + 1) % f.length), out.push(f[k]);
      return out;
    };
    faces = [...faces.slice(0, chosen!.face), ...faces.slice(chosen!.face + 1), [...arc(i, j), ...[...inner].reverse()], [...arc(j, i), ...inner]];
    for (let k = 1; k < path.length; k++) drawn.add(key(path[k - 1], path[k]));
    for (const x of inner) inH.add(x);
  }
  return true;
}

/** A path from the drawn vertex `a` through the component `comp` (not drawn) to another drawn vertex. */
function pathThrough(adj: Map<number, Set<number>>, comp: Set<number>, inH: Set<number>, a: number): number[] {
  const prev = new Map<number, number>();
  const queue: number[] = [];
  for (const w of adj.get(a)!) if (comp.has(w)) prev.set(w, a), queue.push(w);
  for (let i = 0; i < queue.length; i++) {
    const x = queue[i];
    for (const w of adj.get(x)!) {
      if (inH.has(w) && w !== a) {
        const path = [w, x];
        while (path[path.length - 1] !== a) path.push(prev.get(path[path.length - 1])!);
        return path.reverse();
      }
      if (comp.has(w) && !prev.has(w)) prev.set(w, x), queue.push(w);
    }
  }
  throw new Error('a fragment of a biconnected block reaches two drawn vertices');
}
