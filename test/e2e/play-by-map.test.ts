// Issue 14, "Done when": every game played for a full turn in headless Chromium through the map and
// the prompt's few controls only (map-driver.ts: no action chosen by its JSON), against the computer
// and between two links; axe-core finds no serious or critical violation on each game's play page;
// the first decision offers at most 20 buttons outside the map and Tab reaches the map.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { artifact, browserAndServer, hasChromium } from './helpers.ts';
import { axeSerious, buttonsOutsideMap, fitsWindow, tabReachesMap, waitForDecision } from '../../bench/ui-measures.ts';
import { pageState, playStep, rng, settle } from './map-driver.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

/** The turn (Cambrai: the day) shown to a link; past the last one once the game is over (a turn can end the game). */
const turnOf = async (token: string) => {
  const s = (await api(server, 'GET', `/api/play/${token}`)).body;
  const v = s.view as { turn?: number; day?: number };
  return s.status === 'over' ? Infinity : (v.turn ?? v.day ?? 0);
};

/** Play by the map on `pages` (one per link) until the game's turn number moves on from where it was. */
async function playFullTurn(pages: { page: Page; token: string }[], seed: number): Promise<{ steps: number; map: number; turn: number }> {
  const random = rng(seed);
  const start = await turnOf(pages[0].token);
  let steps = 0;
  let map = 0;
  let idle = 0;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    let acted = false;
    for (const { page } of pages) {
      const before = await pageState(page);
      const did = await playStep(page, random, steps > 30);
      if (!did) continue;
      acted = true;
      steps++;
      if (did.startsWith('map')) map++;
      await settle(page, before);
    }
    const now = await turnOf(pages[0].token);
    if (now > start) {
      console.log(`turn ${start} played in ${steps} steps, ${map} on the map${now === Infinity ? ' (the game ended with it)' : ''}`);
      return { steps, map, turn: start + 1 };
    }
    if (!acted) {
      idle++;
      await pages[0].page.waitForTimeout(100);
      if (idle > 600) {
        const snaps = await Promise.all(pages.map(async (p) => (await api(server, 'GET', `/api/play/${p.token}`)).body));
        const states = await Promise.all(pages.map((p) => pageState(p.page)));
        throw new Error(`no page had a decision for a minute: ${JSON.stringify(snaps.map((s) => ({ toAct: s.toAct, legal: s.legal.length, seq: s.seq, result: s.result, log: s.log.slice(-6) })))} ${JSON.stringify(states)}`);
      }
    } else idle = 0;
  }
  throw new Error(`turn ${start} did not end after ${steps} steps`);
}

async function open(url: string, errors: string[]) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + url);
  return { context, page };
}

describe.skipIf(!hasChromium)('browser: every game played through its map', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  }, 120_000);
  afterAll(() => close());

  it.each(Object.keys(games))('%s: first decision - few buttons, Tab reaches the map, no serious axe finding, the page fits', async (id) => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'computer', seed: 2 })).body;
    const errors: string[] = [];
    const { context, page } = await open(m.links[0].url, errors);
    await waitForDecision(page);
    expect(await buttonsOutsideMap(page)).toBeLessThanOrEqual(20);
    expect((await fitsWindow(page)).fits).toBe(true);
    expect(await axeSerious(page)).toEqual([]);
    expect(await tabReachesMap(page)).toBe(true);
    // Enter on a thing of the map: a choosable one is selected (or its one action played); one that
    // can do nothing says why, with the rule.
    const before = await pageState(page);
    if (before.clickable.length) {
      await page.locator(`[data-testid=board] [data-ref="${before.clickable[0]}"]`).first().focus();
      await page.keyboard.press('Enter');
      await settle(page, before);
      const after = await pageState(page);
      expect(after.seq !== before.seq || after.selected.length > 0).toBe(true);
    } else {
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=why]').waitFor();
      expect(await page.locator('[data-testid=why] .rule').count()).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it.each(Object.keys(games))('%s: a full turn against the computer, by the map and the prompt only', async (id) => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'computer', seed: 3 })).body;
    const errors: string[] = [];
    const { context, page } = await open(m.links[0].url, errors);
    await waitForDecision(page);
    const r = await playFullTurn([{ page, token: m.links[0].token }], 7);
    expect(r.map).toBeGreaterThan(0);
    await page.screenshot({ path: artifact(`map-turn-${id}.png`) });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  it.each(Object.keys(games))('%s: a full turn between two links, by the map and the prompt only', async (id) => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'invite', seed: 5 })).body;
    const errors: string[] = [];
    const a = await open(m.links[0].url, errors);
    const b = await open(m.links[1].url, errors);
    const r = await playFullTurn([{ page: a.page, token: m.links[0].token }, { page: b.page, token: m.links[1].token }], 11);
    expect(r.map).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  }, 300_000);

  it.each(Object.keys(games))('%s: on a 390x844 phone the map and the prompt are both on screen, and a move does not scroll the page', async (id) => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'computer', seed: 6 })).body;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(server.url + m.links[0].url);
    await waitForDecision(page);
    const onScreen = async (sel: string) => {
      const b = await page.locator(sel).first().boundingBox();
      return !!b && b.y >= 0 && b.y < 844 && b.height > 0;
    };
    expect(await onScreen('.map-viewport')).toBe(true);
    expect(await onScreen('[data-testid=say]')).toBe(true);
    expect((await fitsWindow(page)).overflowX).toBe(0);
    const random = rng(3);
    for (let i = 0; i < 4; i++) {
      await waitForDecision(page);
      const y = await page.evaluate(() => window.scrollY);
      const before = await pageState(page);
      await playStep(page, random, false);
      await settle(page, before);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
    }
    await page.screenshot({ path: artifact(`phone-${id}.png`) });
    await context.close();
  }, 120_000);

  it('the replay\'s header follows the step shown, and its log is whole, with rule chips and each side marked', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'computer', seed: 8 })).body;
    const errors: string[] = [];
    const { context, page } = await open(m.links[0].url, errors);
    await waitForDecision(page);
    await playFullTurn([{ page, token: m.links[0].token }], 12);
    await waitForDecision(page);
    const status = page.locator('[data-testid=status]');
    expect(await status.innerText()).toMatch(/Turn 2\//);
    // The play page's log marks each side's entries, the player's own shaded.
    expect(await page.locator('[data-testid=log] li.side-0.mine').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=log] li.side-1').count()).toBeGreaterThan(0);
    page.once('dialog', (d) => d.accept());
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.locator('[data-testid=result]').waitFor();
    const slider = page.locator('[data-testid=replay]');
    await slider.fill('0');
    await expect.poll(() => status.innerText()).toMatch(/Turn 1\//);
    const total = Number(await slider.getAttribute('max'));
    await slider.fill(String(total));
    await expect.poll(() => status.innerText()).toMatch(/Turn 2\//);
    const frame = (await api(server, 'GET', `/api/play/${m.links[0].token}/replay?step=${total}&role=allied`)).body;
    await expect.poll(() => page.locator('[data-testid=log] li').count()).toBe(frame.log.length);
    expect(await page.locator('[data-testid=log] .rule.chip').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
