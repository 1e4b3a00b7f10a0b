// Issue 29, "one word for one thing in each edition": the Battles edition (ca-arras-battles) calls its
// areas Sectors (docs/games/ca-arras-battles.md, Words): "Sector" in English and "Secteur" in French on
// its whole page (the map's titles and names, the key, the Active Sector and combat lines), never "Area".
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { randomViews } from './random-views.ts';
import { setLang } from '../../src/web/i18n.ts';
import { AreaMap, type AreaMapProps, areaMapSvg } from '../../src/web/kit/area-map.ts';
import '../../src/web/games/all.ts';
import { presentationFor } from '../../src/web/games/index.ts';
import type { BoardProps } from '../../src/web/games/presentation.ts';

/** The element nodes, function components (the key, the rows) expanded. */
function walk(v: unknown, out: VNode<any>[] = []): VNode<any>[] {
  if (Array.isArray(v)) v.forEach((x) => walk(x, out));
  else if (v && typeof v === 'object' && 'props' in (v as object)) {
    const n = v as VNode<any>;
    // A component that needs a page (hooks: a rule chip, the hide-counters button) is read by its children and props only.
    if (typeof n.type === 'function' && n.type !== AreaMap) walk(rendered(n), out);
    else out.push(n), walk(n.props.children, out);
  }
  return out;
}
function rendered(n: VNode<any>): unknown {
  try {
    return (n.type as (p: unknown) => unknown)(n.props);
  } catch {
    return n.props.children;
  }
}
/** Every word the page shows or names: texts, titles, accessible names. */
function words(root: unknown): string[] {
  return walk(root).flatMap((n) => [
    ...(typeof n.props.children === 'string' || typeof n.props.children === 'number' ? [String(n.props.children)] : []),
    ...(Array.isArray(n.props.children) ? n.props.children.filter((c: unknown) => typeof c === 'string') : []),
    ...['aria-label', 'data-name', 'title'].flatMap((k) => (typeof n.props[k] === 'string' ? [n.props[k]] : [])),
  ]);
}
const props = (view: unknown): BoardProps => ({ view, snapshot: null as never, legal: [], clickable: new Set(), selected: [], onPick: () => {} });
const still = { opened: null, setOpened: () => {}, lens: null, setLens: () => {} };

/** Views of random games of the Battles edition, both sides', with an Active Sector and a combat among them. */
const views = () => randomViews('ca-arras-battles', [29], 10, 400).map((x) => x.v);

describe('ca-arras-battles: one word for a Sector (issue 29)', () => {
  const all = views();
  const page = (v: any) => {
    const p = props(v);
    const board = presentationFor('ca-arras-battles').Board(p);
    return [...words(areaMapSvg(board.props as AreaMapProps, still)), ...words(presentationFor('ca-arras-battles').Aside!(p))];
  };
  it('Words: in English the map, the key, the Active Sector and combat lines say Sector, never Area', () => {
    setLang('en');
    expect(all.some((v) => v.assault?.area) && all.some((v) => v.combat)).toBe(true);
    const seen = all.flatMap(page);
    expect(seen.filter((s) => /\barea/i.test(s))).toEqual([]);
    expect(seen.some((s) => /^Sector \d+/.test(s))).toBe(true);
    expect(seen.some((s) => /Active Sector \d+/.test(s))).toBe(true);
  });
  it('Words: in French they say Secteur, never Area or Zone for a Sector', () => {
    setLang('fr');
    const seen = all.flatMap(page);
    expect(seen.filter((s) => /\barea|\bzone \d/i.test(s))).toEqual([]);
    expect(seen.some((s) => /^Secteur \d+/.test(s))).toBe(true);
    setLang('en');
  });
});
