// Issue 31, item 5: the import rules of docs/architecture.md ("Layers"), checked over the whole
// import graph, directly and transitively. A planted bad import must be found (the last tests).
import { describe, expect, it } from 'vitest';
import { type Edge, importGraph, reachable } from './import-graph.ts';

/** The layer a file belongs to. */
export function layerOf(file: string): string {
  const p = file.split('/');
  if (p[0] !== 'src') return p[0]; // tools, bench, test, scripts
  if (p[1] === 'games') return p.length === 3 ? 'registry' : 'game';
  return p.length === 2 ? 'src' : p[1];
}

/** What each layer may import directly (its own layer always). */
const MAY_IMPORT: Record<string, string[]> = {
  kernel: [],
  maps: ['kernel'],
  i18n: ['kernel'],
  protocol: ['kernel'],
  families: ['kernel', 'maps', 'i18n'],
  'ai-kit': ['kernel'],
  game: ['kernel', 'maps', 'i18n', 'families', 'ai-kit'],
  players: ['kernel', 'ai-kit'],
  registry: ['kernel', 'game', 'ai-kit'],
  sim: ['kernel', 'ai-kit', 'players', 'registry'],
  cli: ['kernel', 'i18n', 'ai-kit', 'players', 'registry', 'sim'],
  server: ['kernel', 'i18n', 'protocol', 'ai-kit', 'players', 'registry', 'sim'],
  web: ['kernel', 'maps', 'i18n', 'protocol', 'game'],
};

/** The files of a game the browser may load: its data, its view and what draws from them, its texts; never its rules or AI. */
const WEB_MAY_LOAD = /^src\/games\/[^/]+\/(?:.*\/)?(?:data|view|geometry|board-view)\.ts$|^src\/games\/[^/]+\/text\//;

export function violations(graph: Map<string, Edge[]>): string[] {
  const out: string[] = [];
  for (const [file, edges] of graph) {
    const from = layerOf(file);
    for (const e of edges) {
      const to = layerOf(e.to);
      if (from.startsWith('src') || from in MAY_IMPORT) {
        if (['tools', 'bench', 'test', 'scripts'].includes(to)) out.push(`${file} imports ${e.to}: nothing in src imports ${to}/`);
        else if (to !== from && !(MAY_IMPORT[from] ?? []).includes(to)) out.push(`${file} imports ${e.to}: ${from} may not import ${to}`);
        // A game imports no other game.
        if (from === 'game' && to === 'game' && file.split('/')[2] !== e.to.split('/')[2]) out.push(`${file} imports ${e.to}: a game imports no other game`);
      }
    }
  }
  // Transitively: what the browser loads holds no rules, players, server or command line.
  for (const file of graph.keys()) {
    if (layerOf(file) !== 'web') continue;
    for (const [reached, path] of reachable(file, graph)) {
      const l = layerOf(reached);
      if (l === 'web' || ['kernel', 'maps', 'i18n', 'protocol'].includes(l)) continue;
      if (l === 'game' && WEB_MAY_LOAD.test(reached)) continue;
      out.push(`${file} loads ${reached} (${path.join(' -> ')}): the browser loads a game only through its data, view and texts`);
    }
  }
  // Transitively: a game's rules reach no player, simulation, server, browser or command line.
  for (const file of graph.keys()) {
    if (layerOf(file) !== 'game') continue;
    for (const [reached, path] of reachable(file, graph, true)) {
      if (['players', 'sim', 'server', 'web', 'cli', 'registry'].includes(layerOf(reached))) out.push(`${file} reaches ${reached} (${path.join(' -> ')})`);
    }
  }
  return [...new Set(out)];
}

describe('the layers of docs/architecture.md', () => {
  const graph = importGraph();

  it('the graph is read: every relative import names a source file of the repository', () => {
    const missing = [...graph.values()].flat().filter((e) => !graph.has(e.to));
    expect(missing).toEqual([]);
    expect(graph.size).toBeGreaterThan(300);
  });

  it('no import runs against the layers, directly or transitively', () => {
    expect(violations(graph)).toEqual([]);
  });

  const planted = (from: string, to: string, typeOnly = false) => {
    const g = new Map(graph);
    g.set(from, [...(g.get(from) ?? []), { from, to, typeOnly }]);
    return violations(g);
  };

  it('finds a planted import of the server by the kernel', () => {
    expect(planted('src/kernel/game.ts', 'src/server/app.ts').join('\n')).toMatch(/kernel may not import server/);
  });

  it('finds a planted import of a tool by src (the fit tools live in tools/)', () => {
    expect(planted('src/players/search.ts', 'tools/fit/fit-data.ts').join('\n')).toMatch(/nothing in src imports tools/);
  });

  it('finds a game reaching a player through the AI kit (transitively)', () => {
    expect(planted('src/ai-kit/model.ts', 'src/players/search.ts').join('\n')).toMatch(/ai-kit may not import players|reaches src\/players\/search\.ts/);
  });

  it("finds the browser loading a game's rules through a board (transitively)", () => {
    const v = planted('src/games/cruellest-month/data.ts', 'src/games/cruellest-month/engine.ts').join('\n');
    expect(v).toMatch(/loads src\/games\/cruellest-month\/engine\.ts .*the browser loads a game only through/);
  });
});
