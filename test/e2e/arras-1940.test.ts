// End to end on the flagship, Counter-Attack: The Battle of Arras, 1940, in headless Chromium:
// start from the start page against the computer, play by clicking areas and counters on the map
// and then the prompt, reload and go on, watch from the observer link; screenshots kept in
// test-artifacts/.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import { type TestServer, cleanup, startServer } from '../server/helpers.ts';
import { CHROMIUM, CHROMIUM_ARGS, artifact, buildClient, hasChromium } from './helpers.ts';
import { waitForDecision } from '../../bench/ui-measures.ts';
import { pageState, playStep, rng, settle } from './map-driver.ts';

const GAME = 'ca-arras-1940';
let server: TestServer;
let browser: Browser;
let webRoot: string;

const seqOf = async (page: Page) => Number(await page.getAttribute('[data-testid=prompt]', 'data-seq'));

describe.skipIf(!hasChromium || !games[GAME])(`browser: ${GAME}`, () => {
  beforeAll(async () => {
    webRoot = await buildClient();
    server = await startServer({ games, webRoot });
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (server) cleanup(server);
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  it('plays against the computer by clicking the map and the prompt, reloads, and the observer sees the same map', async () => {
    const context = await browser.newContext({ viewport: { width: 1500, height: 950 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url + '/');
    await page.selectOption('select[name=game]', GAME);
    await page.selectOption('select[name=scenario]', 'historical');
    await page.check('input[name=seat][value=allied]');
    await page.check('input[name=opponent][value=computer]');
    // Issue 32 item 4: the chosen level's measure written out under the chooser (none for easy, the floor).
    expect(await page.locator('[data-testid=level-measure]').count()).toBe(0);
    await page.selectOption('select[name=level]', 'hard');
    expect(await page.textContent('[data-testid=level-measure]')).toMatch(
      /^Measured in this game: scores \d+% against normal \(95% interval \d+-\d+%, over \d+ games\)\.$/,
    );
    await page.selectOption('select[name=level]', 'easy');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/play\//);
    await page.locator('svg[data-testid=board]').waitFor();

    // The map as the rules describe it: 30 areas and 6 zones, boundary kinds, counters with their side.
    expect(await page.locator('[data-testid=board] g.area').count()).toBe(36);
    expect(await page.locator('[data-testid=board] g.zone').count()).toBe(6);
    for (const kind of ['water', 'water-bridge', 'canal-bridge', 'prohibited']) {
      expect(await page.locator(`[data-testid=board] [data-kind="${kind}"]`).count(), kind).toBeGreaterThan(0);
    }
    expect(await page.locator('[data-testid=board] g.counter[data-state=Fresh]').count()).toBeGreaterThan(10);
    expect(await page.locator('[data-testid=board] [data-track=Turn]').count()).toBe(1);

    // Eight steps through the map and the prompt (issue 14): a first click selects and marks what
    // it reaches, a click that leaves one action plays it, the prompt's few buttons do the rest.
    let mapClicks = 0;
    const random = rng(8);
    for (let i = 0; i < 8; i++) {
      if ((await page.locator('[data-testid=result]').count()) > 0) break;
      await waitForDecision(page);
      const before = await pageState(page);
      const did = await playStep(page, random, false);
      if (did?.startsWith('map')) mapClicks++;
      await settle(page, before);
      const after = await pageState(page);
      // ... or a roll now waits for its confirmation, or went back from it (issue 29: see before you commit).
      expect(after.seq > before.seq || after.selected.length !== before.selected.length || after.menu || after.confirm !== before.confirm).toBe(true);
    }
    expect(mapClicks).toBeGreaterThan(0);
    const logBefore = await page.locator('[data-testid=log] li').allTextContents();
    expect(logBefore.length).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=log] .rule').count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifact('arras-1940-game.png') });

    // Reload: same step, same log, and play goes on.
    const seq = await seqOf(page);
    await page.reload();
    await page.locator('svg[data-testid=board]').waitFor();
    expect(await seqOf(page)).toBe(seq);
    expect(await page.locator('[data-testid=log] li').allTextContents()).toEqual(logBefore);
    if ((await page.locator('[data-testid=result]').count()) === 0) {
      const random2 = rng(9);
      for (let i = 0; i < 6 && (await seqOf(page)) === seq; i++) {
        await waitForDecision(page);
        const before = await pageState(page);
        await playStep(page, random2, false);
        await settle(page, before);
      }
      await expect.poll(() => seqOf(page), { timeout: 15_000 }).toBeGreaterThan(seq);
    }

    // The observer: same map, same counters, no actions.
    await page.click('details.links summary');
    const href = await page.getAttribute('[data-testid=observer-link]', 'href');
    const watcher = await context.newPage();
    await watcher.goto(server.url + href);
    await watcher.locator('svg[data-testid=board]').waitFor();
    expect(await seqOf(watcher)).toBe(await seqOf(page));
    const counters = async (p: Page) =>
      p.locator('[data-testid=board] g.counter').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-unit')}:${e.getAttribute('data-state')}`).sort());
    expect(await counters(watcher)).toEqual(await counters(page));
    expect(await watcher.locator('[data-testid=prompt] button.action').count()).toBe(0);
    await watcher.screenshot({ path: artifact('arras-1940-observer.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
