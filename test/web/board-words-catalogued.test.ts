// Issue 31 (review): a board's words live in the interface's message catalogues (src/i18n/en.ts and fr.ts, the boards' own in boards.en.ts and boards.fr.ts; read with
// t() from src/web/i18n.ts; fr.ts is typed against en.ts's keys), not in a table of its own repeated once per language.
// Every web source file is parsed (vite's parser) for an object literal holding an `en` and a `fr` table (an object or
// an array literal): a board's words kept once per language, out of reach of the catalogues' typing and tests; and for
// a pick by the language between two words (`lang() === 'fr' ? 'Pions' : 'Counters'`, or between two tables by their
// names). A pick between a game's own texts in two languages (the view's `promptFr` or `prompt`) is the game's data.
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

/** A word written in the source: a string literal or a template literal. */
const isWord = (v: any) => (v?.type === 'Literal' && typeof v.value === 'string') || v?.type === 'TemplateLiteral';
/** A call of `lang()`: the interface's language. */
const isLang = (v: any) => v?.type === 'CallExpression' && v.callee?.type === 'Identifier' && v.callee.name === 'lang';

/** The picks of one file: each `lang() ... ? a : b` (a comparison with lang()) whose two branches are words, as "file:line". */
function wordPicks(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const out: string[] = [];
  for (const n of walk(parseAst(text, { lang: 'ts' })) as Generator<any>) {
    if (n.type !== 'ConditionalExpression' || n.test.type !== 'BinaryExpression' || ![n.test.left, n.test.right].some(isLang)) continue;
    if (isWord(n.consequent) && isWord(n.alternate)) out.push(`${file}:${text.slice(0, n.start).split('\n').length}`);
  }
  return out;
}

describe('board words in the message catalogues (issue 31)', () => {
  it('The Cruellest Month board (strategic map, Airbase Display, tracks, Air Battle Board) keeps no parallel English and French tables', () => {
    expect(tablesUnder('src/web/games/cruellest-month')).toEqual([]);
  });

  it('no web file keeps one: the area map and its panel, the Cambrai board and the hide-counters button read the catalogues too', () => {
    expect(tablesUnder('src/web')).toEqual([]);
  });

  it("no web file picks between two words by the language (lang() === 'fr' ? ... : ...): the catalogue has the word", () => {
    expect(filesUnder('src/web').flatMap(wordPicks)).toEqual([]);
  });
});
