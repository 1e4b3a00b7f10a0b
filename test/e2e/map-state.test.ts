// The whole state on the map, in headless Chromium (issue 29, item 3): the "hide counters" key (H
// and its button) hides every counter to show the bare map and shows them again; the magnifier
// shows a counter large; and the marks of the last moves show only the opponent's moves, never the
// player's own (two links of one game, each in its own browser context, played by clicks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { browserAndServer, hasChromium } from './helpers.ts';
import { pageState, playStep, rng, settle } from './map-driver.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

const visibleCounters = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('svg[data-testid=board] g.counter')].filter(
        (e) => (e as SVGGraphicsElement).getBBox().width > 0 && getComputedStyle(e).display !== 'none',
      ).length,
  );
/** What the page marks as the opponent's last moves: counters and areas. */
const recentMarks = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('svg[data-testid=board] .recent, svg[data-testid=board] .mark-recent').length);

/** Points at a counter: the magnifier shows that counter, more than 2.5 times larger. */
async function magnified(page: Page, counter: Locator): Promise<Locator> {
  await counter.hover();
  const lens = page.locator('svg[data-testid=board] g.lens');
  await lens.waitFor();
  expect(await lens.getAttribute('data-lens')).toBe(await counter.getAttribute('data-unit'));
  const [small, large] = await Promise.all([counter.locator('rect.body').boundingBox(), lens.locator('rect.body').boundingBox()]);
  expect(large!.width).toBeGreaterThan(2.5 * small!.width);
  return lens;
}

describe.skipIf(!hasChromium)('browser: the state on the map (issue 29)', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  });
  afterAll(() => close());

  it('the hide-counters key: H and the button hide every counter (the bare map) and show them again; the magnifier shows a counter large', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'ca-arras-1940', seat: 'allied', opponent: 'hotseat' })).body;
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(server.url + m.links[0].url);
    await page.locator('svg[data-testid=board] g.counter').first().waitFor();
    const shown = await visibleCounters(page);
    expect(shown).toBeGreaterThan(10);
    const button = page.getByTestId('hide-counters');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    await page.locator('body').press('h');
    await expect.poll(() => visibleCounters(page)).toBe(0);
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await button.innerText()).toMatch(/Show counters/);
    // The map itself stays: every area can still be seen and chosen.
    expect(await page.locator('svg[data-testid=board] g.area').count()).toBeGreaterThan(30);
    await button.click();
    await expect.poll(() => visibleCounters(page)).toBe(shown);
    await button.click();
    await expect.poll(() => visibleCounters(page)).toBe(0);
    await page.locator('body').press('H');
    await expect.poll(() => visibleCounters(page)).toBe(shown);
    // The magnifier: pointing at a counter shows it three times larger, with its values in words.
    const first = page.locator('svg[data-testid=board] .counters g.counter').first();
    const lens = await magnified(page, first);
    expect(await lens.textContent()).toMatch(/\S+-\d+-\d+: attack-defence-movement/);
    await context.close();
  });

  it('arras-postcard: the magnifier shows the counter under the pointer large, with its strength and movement', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'hotseat' })).body;
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(server.url + m.links[0].url);
    const first = page.locator('svg[data-testid=board] g.counter').first();
    await first.waitFor();
    expect(await page.locator('svg[data-testid=board] g.lens').count()).toBe(0);
    expect(await (await magnified(page, first)).textContent()).toMatch(/\d+-\d+/);
    await page.mouse.move(2, 2);
    await expect.poll(() => page.locator('svg[data-testid=board] g.lens').count()).toBe(0);
    await context.close();
  });

  it('cruellest-month: the magnifier shows a division of the strategic map and an aerial unit of the Airbase Display large, by pointer, focus and long press', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'cruellest-month', seat: 'allied', opponent: 'hotseat' })).body;
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(server.url + m.links[0].url);
    const board = page.locator('svg[data-testid=board]');
    const division = board.locator('.labels g.counter').first();
    await division.waitFor();
    expect(await board.locator('g.lens').count()).toBe(0);
    expect(await (await magnified(page, division)).textContent()).toMatch(/Facteur de combat \d+/);
    await page.mouse.move(2, 2);
    await expect.poll(() => board.locator('g.lens').count()).toBe(0);
    // The keyboard: the focus on an aerial unit of the display shows it, in French.
    const air = board.locator('.display g.counter.aircraft').first();
    await air.focus();
    await expect.poll(() => board.locator('g.lens').getAttribute('data-lens')).toBe(await air.getAttribute('data-unit'));
    expect(await board.locator('g.lens').textContent()).toMatch(/Prêt|A volé/);
    await air.blur();
    await expect.poll(() => board.locator('g.lens').count()).toBe(0);
    // A long press (the context menu on a touch screen) holds it; a click elsewhere lets it go.
    await division.dispatchEvent('contextmenu');
    await expect.poll(() => board.locator('g.lens').getAttribute('data-lens')).toBe(await division.getAttribute('data-unit'));
    await context.close();
  });

  it("the last moves are marked only on the opponent's page: a player's own moves are never outlined on its page, the opponent's are", {
    timeout: 300_000,
  }, async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'ca-arras-1940', seat: 'allied', opponent: 'invite' })).body;
    const pages: Page[] = [];
    for (const link of m.links) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(server.url + link.url);
      await page.locator('[data-testid=prompt]').waitFor();
      pages.push(page);
    }
    expect(pages).toHaveLength(2);
    const random = rng(29);
    let ownChecks = 0;
    let seenOpponent = 0;
    for (let step = 0; step < 120 && (ownChecks < 15 || seenOpponent < 2); step++) {
      const states = await Promise.all(pages.map(pageState));
      if (states.some((s) => s.over)) break;
      const i = states.findIndex((s) => s.deciding);
      if (i < 0) {
        await pages[0].waitForTimeout(100);
        continue;
      }
      const me = pages[i];
      const other = pages[1 - i];
      const did = await playStep(me, random, step % 6 === 5);
      if (!did || did === 'changed') continue;
      await settle(me, states[i]);
      const after = await pageState(me);
      // After its own action (and while it is still this page's turn, so the opponent has done
      // nothing since), the page marks nothing: its own moves are not the opponent's.
      if (after.seq > states[i].seq && after.deciding) {
        await me.waitForTimeout(150);
        expect(await recentMarks(me), `own move marked on the ${m.links[i].seat} page after ${did}`).toBe(0);
        ownChecks++;
      }
      // The opponent's page, once it has the new step, marks what moved.
      if (after.seq > states[i].seq) {
        await expect.poll(async () => (await pageState(other)).seq).toBeGreaterThanOrEqual(after.seq);
        if ((await recentMarks(other)) > 0) seenOpponent++;
      }
    }
    expect(ownChecks).toBeGreaterThanOrEqual(5);
    expect(seenOpponent).toBeGreaterThanOrEqual(1);
  });
});
