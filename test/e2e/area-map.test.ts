// The area maps as a player sees them at 1400x900 in headless Chromium (issue 14, point 2): every
// text of the map at least 9 px high, no counter or stack over an area's number or name (at the
// first decision and with every unit set up historically), stacks that open
// on a click and show their units, and the hex map's place names whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { browserAndServer, hasChromium } from './helpers.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

const GAMES = ['ca-arras-1940', 'ca-arras-battles', 'arras-postcard'].filter((g) => games[g]);

async function open(id: string, scenario?: string, locale = 'en-US'): Promise<Page> {
  const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: 'german', opponent: 'hotseat', ...(scenario ? { scenario } : {}) }))
    .body;
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale });
  const page = await context.newPage();
  await page.goto(server.url + m.links[0].url);
  await page.locator('svg[data-testid=board]').waitFor();
  return page;
}

/** The rendered height (font size times the map's scale on screen) of every text on the map. */
const textHeights = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('svg[data-testid=board] text')]
      .filter((t) => t.textContent?.trim() && t.getBoundingClientRect().width > 0)
      .map((t) => {
        const m = (t as SVGTextElement).getScreenCTM()!;
        return { text: t.textContent!, px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b) };
      }),
  );

describe.skipIf(!hasChromium)('browser: the area and hex maps at 1400x900', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  });
  afterAll(() => close());

  it.each(GAMES)('%s in French: the map and its panel name things in French, not by English words or ids', async (id) => {
    const page = await open(id, id === 'arras-postcard' ? undefined : 'historical', 'fr-FR');
    await page.locator('.side-col').waitFor();
    // The map is drawn by the page (always in the page's language); the panel also shows the game's
    // own texts, French only where the game has them (the postcard game's are English).
    const panel = id !== 'arras-postcard';
    const shown = await page.evaluate(
      (withPanel) =>
        [
          ...[...document.querySelectorAll('svg[data-testid=board] title, svg[data-testid=board] text')].map((e) => e.textContent ?? ''),
          ...[...document.querySelectorAll('svg[data-testid=board] [data-name]')].map((e) => e.getAttribute('data-name') ?? ''),
          withPanel ? (document.querySelector('.side-col') as HTMLElement).innerText : '',
        ].join('\n'),
      panel,
    );
    // The English terrain modifier, the data's nation and type ids, the postcard's English counter
    // words and the release groups' ids (french-cavalry...) must not reach a French player.
    const english =
      /\bTEM\b|\b(british|french|wehrmacht|ss) (infantry|armor|antitank|artillery|flak|leader)\b|\b(strength|movement|attacked)\b|Vimy Ridge|french-cavalry|panzer-25|british-reserve|fifth-panzer/;
    expect(shown.split('\n').filter((l) => english.test(l))).toEqual([]);
    await page.context().close();
  });

  // Issue 29.7: the map is fitted to its window by default (Cambrai's whole map at 1400x900 is drawn
  // at 0.77 of its size, its text below 9 px); at its actual size (the ⟲ button) every text is readable.
  it.each([...GAMES, 'cambrai-1917', 'cruellest-month'].filter((g) => games[g]))(
    '%s: every text on the map is at least 9 px high at its actual size',
    async (id) => {
      const page = await open(id);
      await page.getByRole('button', { name: 'Actual size' }).click();
      const small = (await textHeights(page)).filter((x) => x.px < 9);
      expect(small).toEqual([]);
      await page.context().close();
    },
  );

  const AREA_GAMES = GAMES.filter((g) => g !== 'arras-postcard');
  it.each([...AREA_GAMES.map((g) => [g, 'the first decision']), ...AREA_GAMES.map((g) => [g, 'historical'])])(
    '%s (%s): no counter or stack covers an area number',
    async (id, scenario) => {
      const page = await open(id, scenario === 'historical' ? scenario : undefined);
      const hits = await page.evaluate(() => {
        const boxes = (sel: string) => [...document.querySelectorAll(sel)].map((e) => ({ e, r: e.getBoundingClientRect() }));
        const numbers = boxes('svg[data-testid=board] text.area-number, svg[data-testid=board] text.area-name');
        const pieces = boxes('svg[data-testid=board] .counters g.counter, svg[data-testid=board] .counters g.stack');
        const out: string[] = [];
        for (const n of numbers)
          for (const p of pieces) {
            const a = n.r;
            const b = p.r;
            if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
              out.push(`${n.e.textContent} under ${p.e.getAttribute('data-unit') ?? p.e.getAttribute('data-stack')}`);
          }
        return out;
      });
      expect(hits).toEqual([]);
      await page.context().close();
    },
  );

  it('ca-arras-1940: a click on a stack opens it with its units, and its close button closes it', async () => {
    const page = await open('ca-arras-1940');
    const stack = page.locator('svg[data-testid=board] g.stack').first();
    expect(await stack.count()).toBe(1);
    const area = await stack.getAttribute('data-stack');
    const n = Number(await stack.locator('text').last().textContent());
    expect(n).toBeGreaterThan(1);
    await stack.click();
    const opened = page.locator(`svg[data-testid=board] [data-open-stack="${area}"]`);
    await opened.waitFor();
    expect(await opened.locator('g.counter').count()).toBe(n);
    await opened.locator('g.close').click();
    expect(await opened.count()).toBe(0);
    // The keyboard opens it too.
    await stack.focus();
    await page.keyboard.press('Enter');
    await opened.waitFor();
    await page.context().close();
  });

  it('arras-postcard: place names are whole on the map, and the Flak 88 line is beside it, not on it', async () => {
    const page = await open('arras-postcard');
    const names = await page.locator('svg[data-testid=board] text.place-name').allTextContents();
    expect(names.some((x) => x.includes('…'))).toBe(false);
    expect(names).toContain('Mont-St-Eloi');
    expect(names.some((x) => x.startsWith('Bretencourt'))).toBe(true);
    expect(await page.locator('svg[data-testid=board]').textContent()).not.toContain('Flak 88');
    await page.context().close();
  });
});
