// An area map: numbered areas joined by typed boundaries. Game-agnostic graph queries for
// area-impulse games (adjacency, boundary kinds, connectivity), with O(1) lookups for the hot path.

export interface AreaBoundary<K extends string = string> {
  a: number;
  b: number;
  kind: K;
}

export class AreaGraph<K extends string = string> {
  /** neighbours[a] = areas adjacent to a (every boundary kind listed in `passable`). */
  readonly neighbours: number[][];
  private readonly kinds: (K | undefined)[];
  private readonly size: number;

  constructor(
    readonly ids: readonly number[],
    boundaries: readonly AreaBoundary<K>[],
    /** Boundary kinds that make two areas adjacent for movement (e.g. not 'prohibited'). */
    passable: (kind: K) => boolean = () => true,
  ) {
    this.size = Math.max(...ids) + 1;
    this.kinds = new Array(this.size * this.size);
    this.neighbours = Array.from({ length: this.size }, () => []);
    for (const { a, b, kind } of boundaries) {
      this.kinds[a * this.size + b] = kind;
      this.kinds[b * this.size + a] = kind;
      if (passable(kind)) {
        this.neighbours[a].push(b);
        this.neighbours[b].push(a);
      }
    }
    for (const n of this.neighbours) n.sort((x, y) => x - y);
  }

  /** The kind of the boundary between a and b, or undefined when they do not touch. */
  boundary(a: number, b: number): K | undefined {
    return this.kinds[a * this.size + b];
  }

  adjacent(a: number, b: number): boolean {
    return this.neighbours[a].includes(b);
  }

  /** True when a path from `from` reaches any area in `targets` moving only through areas `ok` accepts. */
  connected(from: number, targets: (area: number) => boolean, ok: (area: number) => boolean): boolean {
    if (!ok(from)) return false;
    const seen = new Uint8Array(this.size);
    const stack = [from];
    seen[from] = 1;
    while (stack.length) {
      const a = stack.pop()!;
      if (targets(a)) return true;
      for (const n of this.neighbours[a]) {
        if (!seen[n] && ok(n)) {
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    return false;
  }
}
