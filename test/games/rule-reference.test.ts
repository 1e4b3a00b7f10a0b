// Issue 29.5, the rules at hand: every rule a game cites to players has a short explanation in English
// and French in the game's rule reference (src/games/<id>/text/rules.<lang>.ts), in the project's own
// words: no entry shares a run of 8 consecutive words with any rulebook in shared/rules (plain text).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { citedRules } from './rule-citations.ts';

const GAMES = ['ca-arras-1940', 'cruellest-month', 'ca-arras-battles', 'arras-postcard', 'cambrai-1917'] as const;
/** The rulebooks (README: ../shared/rules/ beside the checkout), looked for upwards from this file; null when absent (CI). */
const RULEBOOKS = (() => {
  for (let d = dirname(fileURLToPath(import.meta.url)); d !== dirname(d); d = dirname(d)) {
    if (existsSync(join(d, 'shared', 'rules'))) return join(d, 'shared', 'rules');
  }
  return null;
})();
const RUN = 8;

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFC')
    .replace(/[’']/g, ' ')
    .match(/[\p{L}\p{N}]+/gu) ?? [];
const runs = (ws: string[]) => Array.from({ length: Math.max(0, ws.length - RUN + 1) }, (_, i) => ws.slice(i, i + RUN).join(' '));

function rulebookRuns(): Set<string> {
  const out = new Set<string>();
  if (!RULEBOOKS) return out;
  for (const f of readdirSync(RULEBOOKS).filter((f) => f.endsWith('.txt'))) for (const r of runs(words(readFileSync(join(RULEBOOKS, f), 'utf8')))) out.add(r);
  return out;
}

const load = async (game: string, lang: 'en' | 'fr') => (await import(`../../src/games/${game}/text/rules.${lang}.ts`)).RULES as Record<string, string>;

describe('rule reference (issue 29.5)', () => {
  const book = rulebookRuns();

  it.each(GAMES)('29.5: every rule %s cites to players is explained in English and French', async (game) => {
    const cited = citedRules(game);
    expect(cited.length).toBeGreaterThan(3);
    for (const lang of ['en', 'fr'] as const) {
      const ref = await load(game, lang);
      const missing = cited.filter((r) => !ref[r]?.trim());
      expect(missing, `${game} ${lang}: rules without an explanation`).toEqual([]);
    }
  });

  it.skipIf(!RULEBOOKS).each(GAMES)("29.5: the %s reference is in the project's own words (no 8 words in a row from a rulebook)", async (game) => {
    expect(book.size, 'the rulebooks in shared/rules are read').toBeGreaterThan(10000);
    for (const lang of ['en', 'fr'] as const) {
      const ref = await load(game, lang);
      const copied = Object.entries(ref).flatMap(([rule, text]) =>
        runs(words(text))
          .filter((r) => book.has(r))
          .map((r) => `${rule}: "${r}"`),
      );
      expect(copied, `${game} ${lang}`).toEqual([]);
    }
  });

  it.each(GAMES)('29.5: each %s entry is short (at most 3 sentences) and the two languages name the same rules', async (game) => {
    const en = await load(game, 'en');
    const fr = await load(game, 'fr');
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [rule, text] of [...Object.entries(en), ...Object.entries(fr)]) {
      expect(text.length, rule).toBeLessThanOrEqual(420);
      expect(text.split(/[.!?](\s|$)/).filter((s) => s?.trim()).length, rule).toBeLessThanOrEqual(3);
    }
  });
});
