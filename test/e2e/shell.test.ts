// End to end in real headless Chromium (Debian's package, driven by playwright-core): start a game
// against the computer from the start page, play by clicking the board and the prompt, reload and
// go on, and watch from the observer link. Runs on the kernel's fixture game (generic shell with
// the fallback presentation), so it does not depend on any one game's map.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type TestServer, cleanup, startServer } from '../server/helpers.ts';
import { CHROMIUM, CHROMIUM_ARGS, artifact, buildClient, hasChromium } from './helpers.ts';

let server: TestServer;
let browser: Browser;
let webRoot: string;

const seqOf = async (page: Page) => Number(await page.getAttribute('[data-testid=prompt]', 'data-seq'));

describe.skipIf(!hasChromium)('browser: the generic shell', () => {
  beforeAll(async () => {
    webRoot = await buildClient();
    server = await startServer({ webRoot });
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (server) cleanup(server);
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  it('creates a game against the computer, plays by clicking, survives a reload, and shows the observer the same board', async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url + '/');
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.check('input[name=seat][value=a]');
    await page.check('input[name=opponent][value=computer]');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/play\//);
    const playUrl = page.url();

    // The secret bid: a number (issue 14: numbers are number fields), its action named on the button.
    const bid = page.locator('[data-testid=prompt] .number-choice');
    await bid.locator('input').waitFor();
    expect(await bid.locator('input').getAttribute('min')).toBe('0');
    expect(await bid.locator('input').getAttribute('max')).toBe('3');
    // Against the computer there is nobody to chat with: no chat panel.
    expect(await page.locator('[data-testid=chat]').count()).toBe(0);
    await bid.locator('input').fill('2');
    await expect.poll(() => bid.locator('button').innerText()).toMatch(/2/);
    const seq0 = await seqOf(page);
    await bid.locator('button').click();
    await expect.poll(() => seqOf(page)).toBeGreaterThan(seq0);

    // A few turns from the prompt: note, roll.
    for (let i = 0; i < 4; i++) {
      const over = await page.locator('[data-testid=result]').count();
      if (over) break;
      const button = page.locator('[data-testid=prompt] button.action', { hasText: i % 2 === 0 ? 'note' : 'roll' });
      await button.waitFor();
      const before = await seqOf(page);
      await button.click();
      await expect.poll(() => seqOf(page)).toBeGreaterThan(before);
    }
    const logBefore = await page.locator('[data-testid=log] li').allTextContents();
    const seqBefore = await seqOf(page);
    await page.screenshot({ path: artifact('shell-game.png'), fullPage: true });

    // Reload: the same game, at the same step, and it goes on.
    await page.reload();
    await page.locator('[data-testid=prompt]').waitFor();
    expect(await seqOf(page)).toBe(seqBefore);
    // The log's entries arrive with the page's first snapshot, maybe after the prompt (a loaded machine).
    await expect.poll(() => page.locator('[data-testid=log] li').allTextContents(), { timeout: 15_000 }).toEqual(logBefore);
    if ((await page.locator('[data-testid=result]').count()) === 0) {
      await page.locator('[data-testid=prompt] button.action', { hasText: 'note' }).click();
      await expect.poll(() => seqOf(page)).toBe(seqBefore + 1);
    }

    // The observer link (from the Links panel) shows the same board, without the prompt's actions.
    await page.click('details.links summary');
    const observerHref = await page.getAttribute('[data-testid=observer-link]', 'href');
    expect(observerHref).toMatch(/^\/watch\//);
    const watcher = await context.newPage();
    await watcher.goto(server.url + observerHref);
    await watcher.locator('[data-testid=board]').waitFor();
    expect(await seqOf(watcher)).toBe(await seqOf(page));
    expect(await watcher.locator('[data-testid=prompt] button.action').count()).toBe(0);
    const score = async (p: Page) => (await p.locator('[data-testid=board]').innerText()).replace(/\s+/g, ' ');
    expect((await score(watcher)).includes('score')).toBe(true);
    await watcher.screenshot({ path: artifact('shell-observer.png') });

    // Live: the player's next action reaches the observer without a reload.
    if ((await page.locator('[data-testid=result]').count()) === 0) {
      const s = await seqOf(page);
      await page.locator('[data-testid=prompt] button.action', { hasText: 'note' }).click();
      await expect.poll(() => seqOf(watcher)).toBe(s + 1);
    }
    expect(playUrl).toMatch(/\/play\/[A-Za-z0-9_-]{32}$/);

    // Resign; once over, the replay slider steps through the game from either side.
    if ((await page.locator('[data-testid=result]').count()) === 0) {
      page.once('dialog', (d) => d.accept());
      await page.getByRole('button', { name: 'Resign' }).click();
    }
    await page.locator('[data-testid=result]').waitFor();
    const slider = page.locator('[data-testid=replay]');
    await slider.waitFor();
    await slider.fill('0');
    const board = async () => (await page.locator('[data-testid=board]').innerText()).replace(/\s+/g, ' ');
    await expect.poll(board).toMatch(/phase bid/);
    // Step 1 is the first secret bid: its bidder sees it, the other side sees it sealed.
    await slider.fill('1');
    await expect.poll(async () => (await page.locator('.replay-bar').innerText()).includes('step 1 /')).toBe(true);
    await expect.poll(board).toMatch(/phase bid/);
    await expect.poll(board).toMatch(/bids a (\d|hidden) b|b (\d|hidden) score/);
    const asA = await board();
    await page.selectOption('.replay-bar select', 'b');
    await expect.poll(board).not.toBe(asA);
    const asB = await board();
    // Exactly one side sees the first bid as "hidden": the side that did not make it.
    expect([/hidden/.test(asA), /hidden/.test(asB)].filter(Boolean)).toHaveLength(1);
    await page.screenshot({ path: artifact('shell-replay.png') });
    // The observer's page shows the result too, live.
    await watcher.locator('[data-testid=result]').waitFor();

    // Rematch: a new game with the same settings, at a new link.
    await page.getByRole('button', { name: 'Rematch' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/play/') && u.href !== playUrl);
    await page.locator('[data-testid=say]').waitFor();
    expect(await page.locator('[data-testid=result]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is usable on a narrow phone screen and by keyboard', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(server.url + '/');
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await page.click('button[type=submit]');
    await page.waitForURL(/\/play\//);
    const first = page.locator('[data-testid=prompt] .number-choice button').first();
    await first.waitFor();
    // Keyboard: focus the bid's button and press Enter.
    await first.focus();
    const before = await seqOf(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => seqOf(page)).toBeGreaterThan(before);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(400);
    await page.screenshot({ path: artifact('shell-phone.png'), fullPage: true });
    await context.close();
  });
});
