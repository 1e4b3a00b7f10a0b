// The project's own import graph, read from the sources (issue 31, item 5): every relative `import`
// and `export ... from` of the TypeScript and .mjs files, with whether it is type-only (erased at
// build, so it carries no code).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

const ROOT = normalize(join(dirname(new URL(import.meta.url).pathname), '../..'));
const SOURCE = /\.(ts|mjs)$/;
// import ... from, a bare import of a path, export ... from, and a dynamic import() of a relative path.
const IMPORT =
  /(?:^|\n)\s*(import|export)(\s+type)?\b([^'"\n;]*?(?:\n[^'"\n;]*?)*?)\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|\n)\s*import\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(join(ROOT, d))) {
      const p = join(d, name);
      if (statSync(join(ROOT, p)).isDirectory()) walk(p);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/** The relative imports of one file (paths from the repository's root). */
export function importsOf(file: string, text = readFileSync(join(ROOT, file), 'utf8')): Edge[] {
  const edges: Edge[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[4] ?? m[5] ?? m[6];
    const braces = m[3] ?? '';
    // `import { type A, type B } from` is type-only as well as `import type { A } from`.
    const names = braces.match(/\{([^}]*)\}/)?.[1];
    const allTyped =
      !!names &&
      names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)
        .every((n) => n.startsWith('type '));
    const typeOnly = !!m[2] || (allTyped && !/^\s*[\w$]+\s*,/.test(braces) && !braces.includes('*'));
    edges.push({ from: file, to: relative(ROOT, normalize(join(ROOT, dirname(file), spec))), typeOnly });
  }
  return edges;
}

/** Every file reachable from `start` by imports that carry code (type-only imports left out unless asked). */
export function reachable(start: string, graph: Map<string, Edge[]>, withTypes = false): Map<string, string[]> {
  const path = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  while (queue.length) {
    const f = queue.shift()!;
    for (const e of graph.get(f) ?? []) {
      if ((e.typeOnly && !withTypes) || path.has(e.to)) continue;
      path.set(e.to, [...path.get(f)!, e.to]);
      queue.push(e.to);
    }
  }
  return path;
}

export function importGraph(dirs = ['src', 'tools', 'bench', 'test', 'scripts']): Map<string, Edge[]> {
  const graph = new Map<string, Edge[]>();
  for (const d of dirs) for (const f of filesUnder(d)) graph.set(f, importsOf(f));
  return graph;
}
