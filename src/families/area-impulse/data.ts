// Area-impulse family: the shape of a game's map data and the checks every such map needs.
// Each game's data.ts extends these records with its own facts (TEM, sectors, stars, rivers...)
// and keeps the provenance of each datum in `source`.

/** One area or zone of the map. */
export interface AreaRecord {
  id: number;
  /** What the map prints in the identifier ('1'..'30', 'A'..'F'). */
  label: string;
  name: string;
  /** Terrain Effects Modifier. */
  tem: number;
  zone?: boolean;
  /** Centre of the area, km east and north of Arras, for drawing the map. */
  x: number;
  y: number;
  /** 'rulebook <rule>' or 'reconstructed: <why>'. */
  source: string;
}

/** A boundary between two areas, of a game-specific kind. */
export interface BoundaryRecord<K extends string = string> {
  a: number;
  b: number;
  kind: K;
  source: string;
}

export interface MapChecks {
  /** The TEM range of the game (e.g. 1..3). */
  tem: [number, number];
  /** Every area must be reachable from this one. */
  hub: number;
  /** Boundary kinds that do not join areas for movement. */
  impassable?: readonly string[];
}

/**
 * Checks every area map needs: unique ids, TEM range, provenance, sound boundaries, one connected map;
 * with the kind of the boundary between two areas (undefined: not adjacent), for a game's own checks.
 */
export function validateAreaMap(
  areas: readonly AreaRecord[],
  boundaries: readonly BoundaryRecord[],
  checks: MapChecks,
): { problems: string[]; kind: (a: number, b: number) => string | undefined } {
  const problems: string[] = [];
  const ids = new Set<number>();
  for (const a of areas) {
    if (ids.has(a.id)) problems.push(`area ${a.id} is listed twice`);
    ids.add(a.id);
    if (a.tem < checks.tem[0] || a.tem > checks.tem[1]) problems.push(`area ${a.id}: TEM ${a.tem} outside ${checks.tem[0]}..${checks.tem[1]}`);
    if (!a.source) problems.push(`area ${a.id}: no provenance`);
  }
  const kinds = new Map<string, string>();
  const links = new Map<number, number[]>();
  for (const b of boundaries) {
    const key = [b.a, b.b].sort((x, y) => x - y).join('/');
    if (!ids.has(b.a) || !ids.has(b.b)) problems.push(`boundary ${key} names an unknown area`);
    if (b.a === b.b) problems.push(`boundary ${key} joins an area to itself`);
    if (kinds.has(key)) problems.push(`boundary ${key} is listed twice`);
    if (!b.source) problems.push(`boundary ${key}: no provenance`);
    kinds.set(key, b.kind);
    if (checks.impassable?.includes(b.kind)) continue;
    links.set(b.a, [...(links.get(b.a) ?? []), b.b]);
    links.set(b.b, [...(links.get(b.b) ?? []), b.a]);
  }
  const reached = new Set([checks.hub]);
  const todo = [checks.hub];
  while (todo.length) {
    for (const n of links.get(todo.pop()!) ?? []) {
      if (reached.has(n)) continue;
      reached.add(n);
      todo.push(n);
    }
  }
  for (const a of ids) if (!reached.has(a)) problems.push(`area ${a} cannot be reached from area ${checks.hub}`);
  return { problems, kind: (a, b) => kinds.get([a, b].sort((x, y) => x - y).join('/')) };
}

/** Checks every counter table needs: unique ids and the provenance of each counter. */
export function validateCounters(units: readonly { id: string; source?: string }[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const u of units) {
    if (ids.has(u.id)) problems.push(`unit ${u.id} is listed twice`);
    ids.add(u.id);
    if (!u.source) problems.push(`unit ${u.id}: no provenance`);
  }
  return problems;
}

/** One counter: its identity and printed factors (each game adds its own fields). */
export interface CounterRecord<Side extends string, Nation extends string, Type extends string> {
  id: string;
  name: string;
  side: Side;
  nation: Nation;
  type: Type;
  /** null = no attack factor printed ('*'). */
  attack: number | null;
  defense: number;
  move: number;
  source: string;
}

/**
 * The setup respects stacking (1940 7.1, Battles 5.1.3, Cambrai's Move Units): the stacks of a side's
 * units that `at` sets up in one area (null: a unit that does not count) above `limit(area, side)`.
 */
export function overStacked<U extends { side: string }>(
  units: readonly U[],
  at: (u: U) => number | null | undefined,
  limit: (area: number, side: string) => number,
): { side: string; area: number; n: number }[] {
  const stacks = new Map<string, number>();
  for (const u of units) {
    const a = at(u);
    if (a != null) stacks.set(`${u.side}@${a}`, (stacks.get(`${u.side}@${a}`) ?? 0) + 1);
  }
  const over: { side: string; area: number; n: number }[] = [];
  for (const [key, n] of stacks) {
    const [side, area] = key.split('@');
    if (n > limit(Number(area), side)) over.push({ side, area: Number(area), n });
  }
  return over;
}
