// Issue 31 item 2: "Derived caches live in one place keyed by state (a WeakMap), never in module-level lets."
// A game or the family keeps no state of its own between calls in a module-level `let` (or `var`): a derived cache is
// a WeakMap keyed by the state; a mode or a listing's memo is an argument; reused scratch is a `const` object holding
// its arrays and the number of the call that marked them (docs/architecture.md, "Module state").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './import-graph.ts';

/**
 * The module-level `let` and `var` declarations of a source, as `name:line`. The formatter runs in CI (biome), so a
 * statement at module level starts its line and one inside a function or block is indented.
 */
export function moduleLets(text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const m = /^(?:export\s+)?(?:let|var)\s+([\w$]+)/.exec(line);
    return m ? [`${m[1]}:${i + 1}`] : [];
  });
}

describe('module state (issue 31, item 2)', () => {
  it('no module-level let or var in src/games or src/families: caches are WeakMaps keyed by state, modes are arguments', () => {
    const found = [...filesUnder('src/games'), ...filesUnder('src/families')]
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => moduleLets(readFileSync(f, 'utf8')).map((d) => `${f} ${d}`));
    expect(found).toEqual([]);
  });

  it('finds a planted module-level let or var, exported or not, and passes over those inside a function', () => {
    const planted = [
      'const K = 1;',
      'let cache: number[] | null = null;',
      'export let explaining = false;',
      'var old = 0;',
      'function f() {',
      '  let inner = 0;',
      '  return inner;',
      '}',
      "const text = 'let us not count this';",
      'export const SCRATCH = { stamp: 0, seen: new Float64Array(4) };',
    ].join('\n');
    expect(moduleLets(planted)).toEqual(['cache:2', 'explaining:3', 'old:4']);
  });
});
