// Issue 31, item 2: The Cruellest Month's log texts live in text/log.en.ts and text/log.fr.ts (French typed against the
// English keys), keyed by what they say; a chapter logs one with tell(log, rule, (w) => w.x(...)).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WHY_FR } from '../../../src/games/cruellest-month/text/fr.ts';

/** Every chapter of rules/ (common.ts too): their log texts are in text/. */
const MOVED = readdirSync(new URL('../../../src/games/cruellest-month/rules/', import.meta.url)).map((f) => f.replace(/\.ts$/, ''));
/** The code of a chapter, its comments, its requests for dice (`need(...)`, whose labels are still inline) and its
 * internal errors (`new Error(...)`: no player meets them) removed. */
const code = (chapter: string) =>
  readFileSync(new URL(`../../../src/games/cruellest-month/rules/${chapter}.ts`, import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/\b(?:need|new Error)\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)/g, '');

describe('log texts in text/ (issue 31, item 2)', () => {
  it('the list covers all 14 files of rules/', () => expect(MOVED).toHaveLength(14));

  it.each(MOVED)('rules/%s.ts writes no log text inline, in either language', (chapter) => {
    // Every string literal in order (a closing quote opens no string); a text has two words. A roll modifier's name
    // ('interceptor range') is a key of text/fr.ts WHY_FR, which names it in French.
    const strings = [...code(chapter).matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0].slice(1, -1));
    expect(strings.filter((t) => /[A-Za-zé] [A-Za-zé]/.test(t) && !(t in WHY_FR))).toEqual([]);
  });
});
