// An area map's shapes from data: each area's places (lat/lon), the zones' stretches of the map
// edge, the rivers that are area borders, and the ground drawn under the areas (rivers, roads,
// places). `areaGeometry` turns it into SVG coordinates (north up) once per data object; a game
// passes its own data (see ../games/ca-arras-1940/geometry.ts), so nothing here is about one game.
import { type Box, type Partition, type Pt, partition, project } from './partition.ts';

/** A point of the ground: latitude, longitude in degrees. */
export type LatLon = [lat: number, lon: number];

export interface GroundLine {
  id: string;
  name: string;
  kind: 'river' | 'canal' | 'stream' | 'road' | 'railway' | 'ridge' | 'trench' | 'wood';
  /** A wood: its outline, closed. */
  pts: LatLon[];
  source: string;
}

export interface GroundPlace {
  name: string;
  at: LatLon;
  /** A town drawn as a built-up block, not a dot. */
  town?: boolean;
  source: string;
}

export interface AreaShapeData {
  /** The places of the area; the first is its anchor (drawn as the area's dot). */
  at: LatLon[];
  /** > 1 grows the area faster than its neighbours (a larger region), < 1 slower. */
  weight?: number;
  /** Moves the label (and its counters) off the largest free circle's centre by [east, north] km, where labels of small neighbouring areas would overlap. */
  labelShift?: [number, number];
  /** Stretches of the map edge the area reaches through the zones' band (side, from/to km as a zone's), where the two zones on either side are not adjacent. */
  edges?: [Edge, number, number][];
  source: string;
}

export type Edge = 'N' | 'E' | 'S' | 'W';

export interface ZoneShapeData {
  /** Stretches of the map edge the zone holds: side, and from/to in km along it (x for N/S, y for E/W). */
  edges: [Edge, number, number][];
  /**
   * Land inside the frame that belongs to the zone (a town, a river bank), where the game's adjacency
   * needs it: places (lat/lon) from which the zone grows as an area does, and that growth's speed.
   * The land must reach the zone's stretch of edge, so that the zone stays one shape.
   */
  inland?: { at: LatLon[]; weight?: number };
  source: string;
}

export interface AreaMapGeometry {
  /** Projection origin. */
  origin: { lat: number; lon: number };
  /** The areas' frame in km east/north of the origin. */
  frame: Box;
  /** Width of the zones' band around the frame, km. */
  band: number;
  /** SVG units per km. */
  scale: number;
  /** Grid step for the shapes, km (smaller: finer borders, slower). */
  res?: number;
  areas: Record<number, AreaShapeData>;
  zones: Record<number, ZoneShapeData>;
  /** Watercourse stretches that are area borders: a line and the range of its points used. */
  barriers: { line: GroundLine; from?: number; to?: number }[];
  /** Lines drawn under the areas, in order. */
  ground: GroundLine[];
  places: GroundPlace[];
}

export interface SvgGeometry {
  width: number;
  height: number;
  /** km -> SVG. */
  at(p: Pt): Pt;
  ll(p: LatLon): Pt;
  part: Partition;
  /** Each region's outline as an SVG path. */
  paths: Map<number, string>;
  /** Label / counter centre and free radius per region, SVG units. */
  poles: Map<number, Pt & { r: number }>;
  anchors: Map<number, Pt>;
  /** The frame (areas) in SVG units. */
  frame: Box;
  /**
   * Where a region lies on both sides of the frame (a zone's land inside it, an area's way to the map
   * edge), the frame is drawn only where it separates two regions: its path (SVG). Null when the frame
   * is a plain rectangle.
   */
  frameEdges: string | null;
}

/** Seed points along a zone's stretches of edge, in the middle of the band. */
function zoneSeeds(z: { edges: ZoneShapeData['edges'] }, f: Box, band: number): Pt[] {
  const out: Pt[] = [];
  const mid = band / 2;
  for (const [side, a, b] of z.edges) {
    const n = Math.max(2, Math.ceil(Math.abs(b - a) / 0.8));
    for (let i = 0; i <= n; i++) {
      const t = a + ((b - a) * i) / n;
      if (side === 'N') out.push({ x: t, y: f.y1 + mid });
      if (side === 'S') out.push({ x: t, y: f.y0 - mid });
      if (side === 'E') out.push({ x: f.x1 + mid, y: t });
      if (side === 'W') out.push({ x: f.x0 - mid, y: t });
    }
  }
  return out;
}

const cache = new WeakMap<AreaMapGeometry, SvgGeometry>();

export function areaGeometry(g: AreaMapGeometry): SvgGeometry {
  const hit = cache.get(g);
  if (hit) return hit;
  const km = project(g.origin);
  const llKm = (p: LatLon) => km(p[0], p[1]);
  const sliceOf = (b: AreaMapGeometry['barriers'][number]) => b.line.pts.slice(b.from ?? 0, (b.to ?? b.line.pts.length - 1) + 1).map(llKm);
  const part = partition({
    frame: g.frame,
    band: g.band,
    res: g.res ?? 0.1,
    regions: [
      ...Object.entries(g.areas).map(([id, a]) => ({
        id: Number(id),
        seeds: a.at.map(llKm),
        weight: a.weight,
        ...(a.edges ? { across: zoneSeeds({ edges: a.edges }, g.frame, g.band) } : {}),
      })),
      ...Object.entries(g.zones).map(([id, z]) => ({
        id: Number(id),
        seeds: zoneSeeds(z, g.frame, g.band),
        zone: true,
        ...(z.inland ? { across: z.inland.at.map(llKm), acrossWeight: z.inland.weight } : {}),
      })),
    ],
    barriers: g.barriers.map(sliceOf),
  });
  const b = part.box;
  const at = (p: Pt): Pt => ({ x: (p.x - b.x0) * g.scale, y: (b.y1 - p.y) * g.scale });
  const ring = (r: Pt[]) =>
    'M' +
    r
      .map((p) => at(p))
      .map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
      .join('L') +
    'Z';
  const paths = new Map([...part.rings].map(([id, rs]) => [id, rs.map(ring).join('')]));
  const poles = new Map(
    [...part.poles].map(([id, p]) => {
      const shift = g.areas[id]?.labelShift;
      return [id, { ...at(shift ? { x: p.x + shift[0], y: p.y + shift[1] } : p), r: p.r * g.scale }];
    }),
  );
  // A zone's label goes in the middle of its longest stretch of edge, not in a corner of the band.
  for (const [id, z] of Object.entries(g.zones)) {
    const [side, a0, a1] = [...z.edges].sort((x, y) => Math.abs(y[2] - y[1]) - Math.abs(x[2] - x[1]))[0];
    const f = g.frame;
    const lo = side === 'N' || side === 'S' ? f.x0 : f.y0;
    const hi = side === 'N' || side === 'S' ? f.x1 : f.y1;
    const mid = (Math.max(lo, Math.min(a0, a1)) + Math.min(hi, Math.max(a0, a1))) / 2;
    const band = g.band / 2;
    const p =
      side === 'N'
        ? { x: mid, y: f.y1 + band }
        : side === 'S'
          ? { x: mid, y: f.y0 - band }
          : side === 'E'
            ? { x: f.x1 + band, y: mid }
            : { x: f.x0 - band, y: mid };
    poles.set(Number(id), { ...at(p), r: band * g.scale });
  }
  const anchors = new Map(Object.entries(g.areas).map(([id, a]) => [Number(id), at(llKm(a.at[0]))]));
  const f0 = at({ x: g.frame.x0, y: g.frame.y1 });
  const f1 = at({ x: g.frame.x1, y: g.frame.y0 });
  const across = Object.values(g.zones).some((z) => z.inland) || Object.values(g.areas).some((a) => a.edges);
  const geo: SvgGeometry = {
    width: (b.x1 - b.x0) * g.scale,
    height: (b.y1 - b.y0) * g.scale,
    at,
    ll: (p) => at(llKm(p)),
    part,
    paths,
    poles,
    anchors,
    frame: { x0: f0.x, y0: f0.y, x1: f1.x, y1: f1.y },
    frameEdges: across
      ? part.frameRuns
          .map(([p, q]) => [at(p), at(q)])
          .map(([p, q]) => `M${p.x.toFixed(1)},${p.y.toFixed(1)}L${q.x.toFixed(1)},${q.y.toFixed(1)}`)
          .join('')
      : null,
  };
  cache.set(g, geo);
  return geo;
}

/**
 * Where the drawn shapes disagree with the game's adjacency: pairs adjacent in the data whose
 * shapes do not share a border (`missing`), and pairs whose shapes share a border longer than
 * `corner` km that the data does not make adjacent (`extra`; a shorter one is a corner, 8.3.6).
 */
export function adjacencyMismatches(geo: SvgGeometry, boundaries: readonly { a: number; b: number }[], corner = 0.35): { missing: string[]; extra: string[] } {
  const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
  const data = new Set(boundaries.map((x) => key(x.a, x.b)));
  const missing = [...data].filter((k) => !geo.part.borders.has(k));
  const extra = [...geo.part.borders].filter(([k, len]) => !data.has(k) && len > corner).map(([k, len]) => `${k} (${len.toFixed(2)} km)`);
  return { missing, extra };
}
