// Issue 29, item 4: names, never ids, and every word in the player's language. Plays a match of a
// game against the computer by the map and the prompt (map-driver.ts), once in English and once in
// French with the same dice and the same random choices, and reads the visible text at every decision:
// the internal ids of the game's view in either language's text, and the English words of the French
// page (bench/ui-measures.ts: words the English page shows that no French text of the interface uses,
// proper names aside). Used by test/e2e/words.test.ts and `npm run measure:ui`.
import type { Browser } from 'playwright-core';
import { catalogues } from '../../src/i18n/index.ts';
import type { GameDefinition } from '../../src/kernel/game.ts';
import { englishWordsOnFrench, idsInText, internalIds, mapNames, visibleText } from '../../bench/ui-measures.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { pageState, playStep, rng, settle } from './map-driver.ts';
import { TSX_NAME_SHIM } from './robot-driver.ts';

export interface WordScan {
  /** Internal ids seen in the visible text (either language), each with where it was first read. */
  ids: string[];
  /** English words seen on the French page. */
  english: string[];
  /** The decisions played in each language. */
  decisions: { en: number; fr: number };
  /** A line of text around each finding, for the report. */
  where: Record<string, string>;
}

const FR_VOCABULARY = Object.values(catalogues.fr).join('\n');

/** The line of `text` holding `word` (whole word, any case). */
function lineOf(text: string, word: string): string {
  const re = (flags: string) => new RegExp(`(^|[^\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, flags);
  const lines = text.split('\n');
  // The exact spelling first (an id is case-sensitive), else any case (a word).
  return (lines.find((l) => re('u').test(l)) ?? lines.find((l) => re('iu').test(l)))?.trim().slice(0, 160) ?? '';
}

/** The `name` and `label` strings of a view: the names the game gives its units, places and sides. */
function viewNames(view: unknown): string[] {
  const out: string[] = [];
  const walk = (x: unknown) => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object')
      for (const [k, v] of Object.entries(x)) (k === 'name' || k === 'label') && typeof v === 'string' ? out.push(v) : walk(v);
  };
  walk(view);
  return out;
}

/** Plays `decisions` decisions of `game` in one language and returns the text read at each one, and the ids found. */
async function playAndRead(
  server: TestServer,
  browser: Browser,
  game: GameDefinition,
  o: { locale: string; seed: number; decisions: number; width: number; height: number },
) {
  server.nextSeeds!(o.seed);
  const m = (await api(server, 'POST', '/api/matches', { game: game.id, seat: game.roles[0], opponent: 'computer', level: 'easy' })).body;
  const phone = o.width < 600;
  const ctx = await browser.newContext({ viewport: { width: o.width, height: o.height }, isMobile: phone, hasTouch: phone, locale: o.locale });
  await ctx.addInitScript(TSX_NAME_SHIM);
  const page = await ctx.newPage();
  const token = m.links[0].token as string;
  const texts: string[] = [];
  const names: string[] = [];
  const ids = new Map<string, string>();
  let played = 0;
  try {
    await page.goto(server.url + m.links[0].url);
    const random = rng(o.seed);
    for (let tries = 0; played < o.decisions && tries < o.decisions * 6; tries++) {
      await page.waitForFunction(() => !!document.querySelector('[data-testid=say]') || !!document.querySelector('[data-testid=result]'), null, {
        timeout: 60_000,
      });
      const before = await pageState(page);
      const text = await visibleText(page);
      const mapped = await mapNames(page);
      texts.push(text);
      const view = (await api(server, 'GET', `/api/play/${token}`)).body.view;
      // The names the view gives its things ("Petre Force") and the game's published title are names, not ids.
      const named = `${mapped}\n${viewNames(view).join('\n')}\n${game.title}`;
      names.push(named);
      for (const id of idsInText(text, internalIds(view, game.roles), named)) if (!ids.has(id)) ids.set(id, lineOf(text, id));
      if (before.over) break;
      const did = await playStep(page, random, played % 4 === 3);
      if (did === null) {
        await page.waitForTimeout(200);
        continue;
      }
      if (did !== 'changed') played++;
      await settle(page, before);
    }
  } finally {
    await ctx.close();
  }
  return { text: texts.join('\n'), names: names.join('\n'), ids, played };
}

/** The ids and English words of a game's page over `decisions` decisions in each language. */
export async function scanWords(
  server: TestServer,
  browser: Browser,
  game: GameDefinition,
  o: { seed?: number; decisions?: number; width?: number; height?: number } = {},
): Promise<WordScan> {
  const run = { seed: o.seed ?? 3, decisions: o.decisions ?? 40, width: o.width ?? 1400, height: o.height ?? 900 };
  const en = await playAndRead(server, browser, game, { ...run, locale: 'en-US' });
  const fr = await playAndRead(server, browser, game, { ...run, locale: 'fr-FR' });
  const where: Record<string, string> = {};
  for (const [id, line] of [...en.ids, ...fr.ids]) where[id] ??= line;
  const english = englishWordsOnFrench(fr.text, en.text, FR_VOCABULARY, `${en.names}\n${fr.names}`);
  for (const w of english) where[w] = lineOf(fr.text, w);
  return { ids: [...new Set([...en.ids.keys(), ...fr.ids.keys()])].sort(), english, decisions: { en: en.played, fr: fr.played }, where };
}
