// Issue 29, item 4: no English word on the French page, in the map's tooltips too. Every game's board and
// the panel beside it are drawn in English and in French for positions of a random game, and the
// tooltips (<title> elements, title and aria-label attributes) are read: a word of the French tooltips
// that the English ones use, that no French text of the interface uses and that is not a proper name
// (a name the view or the map gives, or bench/ui-measures.ts's allowlist) is an English word on the
// French page (as `npm run measure:ui` counts them in the visible text).
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { VNode } from 'preact';

// The board's components drawn by a plain call, outside a page: their state at its first value.
vi.mock('preact/hooks', async (original) => ({
  ...(await original<typeof import('preact/hooks')>()),
  useState: (x: unknown) => [typeof x === 'function' ? (x as () => unknown)() : x, () => {}],
  useReducer: (_: unknown, x: unknown) => [x, () => {}],
  useEffect: () => {},
  useLayoutEffect: () => {},
  useRef: (x: unknown) => ({ current: x }),
  useMemo: (f: () => unknown) => f(),
  useCallback: (f: unknown) => f,
  useContext: () => undefined,
}));

const { englishWordsOnFrench } = await import('../../bench/ui-measures.ts');
const { catalogues } = await import('../../src/i18n/index.ts');
const { games } = await import('../../src/games/index.ts');
const { randomViews } = await import('./random-views.ts');
const { setLang } = await import('../../src/web/i18n.ts');
await import('../../src/web/games/all.ts');
const { presentationFor } = await import('../../src/web/games/index.ts');

/** A drawing's element nodes, function components drawn. */
function walk(v: unknown, out: VNode<any>[] = []): VNode<any>[] {
  if (Array.isArray(v)) v.forEach((x) => walk(x, out));
  else if (v && typeof v === 'object' && 'props' in v) {
    const n = v as VNode<any>;
    if (typeof n.type === 'function') walk((n.type as (p: unknown) => unknown)(n.props), out);
    else out.push(n), walk(n.props.children, out);
  }
  return out;
}
const textOf = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : Array.isArray(v) ? v.map(textOf).join('') : '');

/** The names a view gives its things (`name`, `label`). */
function viewNames(view: unknown, out: string[] = []): string[] {
  if (Array.isArray(view)) view.forEach((x) => viewNames(x, out));
  else if (view && typeof view === 'object')
    for (const [k, x] of Object.entries(view)) k === 'name' || k === 'label' ? typeof x === 'string' && out.push(x) : viewNames(x, out);
  return out;
}

/** The tooltips of a game's board and panel for a view, and the names its map draws (place and unit labels). */
function read(id: string, view: unknown): { tips: string[]; names: string[] } {
  const pres = presentationFor(id);
  const p = { view, snapshot: null as never, legal: [], clickable: new Set<string>(), selected: [], onPick: () => {} };
  const nodes = walk([pres.Board(p), pres.Aside?.(p)]);
  const tips = nodes.flatMap((n) => [
    ...(n.type === 'title' ? [textOf(n.props.children)] : []),
    ...['title', 'aria-label'].flatMap((k) => (typeof n.props[k] === 'string' ? [n.props[k] as string] : [])),
  ]);
  const names = nodes.flatMap((n) => [
    ...(n.type === 'text' ? [textOf(n.props.children)] : []),
    ...(typeof n.props['data-name'] === 'string' ? [n.props['data-name']] : []),
  ]);
  return { tips, names: [...names, ...viewNames(view)] };
}

describe("the maps' tooltips in French (issue 29)", () => {
  afterAll(() => setLang('en'));
  it.each(Object.keys(games))("%s: no English word in the French page's map tooltips (names and the allowlist aside)", (id) => {
    const all = randomViews(id, [29], 25, 300).map((x) => x.v);
    expect(all.length).toBeGreaterThan(0);
    setLang('en');
    const en = all.map((v) => read(id, v));
    setLang('fr');
    const fr = all.map((v) => read(id, v));
    const english = englishWordsOnFrench(
      fr.flatMap((x) => x.tips).join('\n'),
      en.flatMap((x) => x.tips).join('\n'),
      Object.values(catalogues.fr).join('\n'),
      [...en, ...fr].flatMap((x) => x.names).join('\n'),
    );
    const where = english.map((w) => `${w}: ${fr.flatMap((x) => x.tips).find((t) => new RegExp(`(^|[^\\p{L}])${w}($|[^\\p{L}])`, 'iu').test(t))}`);
    expect(where).toEqual([]);
  });
});
