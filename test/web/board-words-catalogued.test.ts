// Issue 31 (review): a board's words live in the interface's message catalogues (src/i18n/en.ts and fr.ts, read with
// t() from src/web/i18n.ts; fr.ts is typed against en.ts's keys), not in a table of its own repeated once per language.
// Every web source file is parsed (vite's parser) for an object literal holding an `en` and a `fr` table (an object or
// an array literal): a board's words kept once per language, out of reach of the catalogues' typing and tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../architecture/import-graph.ts';

const ROOT = join(import.meta.dirname, '../..');
type Node = { type: string; start: number; [k: string]: unknown };

function* walk(n: unknown): Generator<Node> {
  if (Array.isArray(n)) for (const x of n) yield* walk(x);
  else if (n && typeof n === 'object') {
    if (typeof (n as Node).type === 'string') yield n as Node;
    for (const v of Object.values(n)) if (v && typeof v === 'object') yield* walk(v);
  }
}
const keyOf = (p: any): string | null => (p.type !== 'Property' ? null : p.key.type === 'Identifier' ? p.key.name : String(p.key.value));
/** A table: an object or array literal (through `as` and `satisfies`). */
function isTable(v: any): boolean {
  while (v?.type === 'TSAsExpression' || v?.type === 'TSSatisfiesExpression') v = v.expression;
  return v?.type === 'ObjectExpression' || v?.type === 'ArrayExpression';
}

/** The parallel tables of one file: each object literal whose `en` and `fr` are both tables, as "file:line". */
function parallelTables(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out: string[] = [];
  for (const n of walk(parseAst(text, { lang: 'ts' }))) {
    if (n.type !== 'ObjectExpression') continue;
    const props = (n.properties as any[]).filter((p) => p.type === 'Property');
    if (['en', 'fr'].every((lang) => isTable(props.find((p) => keyOf(p) === lang)?.value))) out.push(`${file}:${text.slice(0, n.start).split('\n').length}`);
  }
  return out;
}
const tablesUnder = (dir: string) => filesUnder(dir).flatMap(parallelTables);

/** The web files that still keep such a table (issue 31: to be moved into the catalogues in turn); the list only shrinks. */
const LEFT = ['src/web/games/cambrai-1917/board.ts', 'src/web/games/hide-counters.ts', 'src/web/kit/map-words.ts'];

describe('board words in the message catalogues (issue 31)', () => {
  it('The Cruellest Month board (strategic map, Airbase Display, tracks, Air Battle Board) keeps no parallel English and French tables', () => {
    expect(tablesUnder('src/web/games/cruellest-month')).toEqual([]);
  });

  it('no other web file gains one: the tables left are in the listed files only, and each listed file still holds one', () => {
    const files = [...new Set(tablesUnder('src/web').map((x) => x.replace(/:\d+$/, '')))].sort();
    expect(files).toEqual(LEFT);
  });
});
