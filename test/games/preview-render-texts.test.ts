// Issue 31, item 2: every game's previews (preview.ts, issue 29) and terminal picture (render.ts) read their English and
// French from the game's text/ files; neither writes a text inline, in a table of its own or in a sentence.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const GAMES = ['arras-postcard', 'ca-arras-1940', 'ca-arras-battles', 'cambrai-1917', 'cruellest-month'];
const FILES = GAMES.flatMap((g) => ['preview', 'render'].map((f) => `${g}/${f}.ts`)).filter((f) =>
  existsSync(new URL(`../../src/games/${f}`, import.meta.url)),
);
/** A rule a line cites by its name (Cambrai's aid names its sections). */
const RULE_NAMES = new Set(['Hurricane Barrage']);

describe('previews and pictures read text/ (issue 31, item 2)', () => {
  it('covers the five previews and the three area games’ pictures', () => expect(FILES).toHaveLength(8));

  it.each(FILES)('%s writes no text inline, in either language', (file) => {
    const src = readFileSync(new URL(`../../src/games/${file}`, import.meta.url), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    const strings = [...src.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map((m) => m[0].slice(1, -1));
    expect(strings.filter((t) => /[A-Za-zé] [A-Za-zé]/.test(t) && !RULE_NAMES.has(t))).toEqual([]);
    // No table of its own in two languages ({ en: ..., fr: ... }).
    expect(src).not.toMatch(/\bfr: \{/);
  });
});
