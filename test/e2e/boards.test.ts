// Every registered game in real headless Chromium, with no game-specific test code: its board is
// its own presentation (an SVG map, not the fallback outline), the prompt's first action plays, and
// in French the shell, the board's labels and (for a game that has French) the actions are French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { artifact, browserAndServer, hasChromium } from './helpers.ts';
import { waitForDecision } from '../../bench/ui-measures.ts';
import { pageState, playStep, rng, settle } from './map-driver.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

describe.skipIf(!hasChromium)("browser: every game's board", () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  });
  afterAll(() => close());

  it.each(Object.keys(games))('%s: its own map, an action from the prompt, then French', async (id) => {
    const game = games[id];
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: game.roles[0], opponent: 'hotseat' })).body;
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url + m.links[0].url);
    await page.locator('svg[data-testid=board]').waitFor();
    expect(await page.locator('.fallback-board').count()).toBe(0);
    expect(await page.locator('[data-testid=board] g.area').count()).toBeGreaterThan(5);
    expect(await page.locator('[data-testid=board] g.counter').count()).toBeGreaterThan(3);
    await waitForDecision(page);
    const seq = Number(await page.getAttribute('[data-testid=prompt]', 'data-seq'));
    const english = await page.locator('[data-testid=say]').innerText();
    // Play through the map and the prompt (issue 14) until the game moves on.
    const random = rng(4);
    for (let i = 0; i < 6 && Number(await page.getAttribute('[data-testid=prompt]', 'data-seq')) === seq; i++) {
      const before = await pageState(page);
      await playStep(page, random, false);
      await settle(page, before);
    }
    await expect.poll(async () => Number(await page.getAttribute('[data-testid=prompt]', 'data-seq'))).toBeGreaterThan(seq);
    await page.screenshot({ path: artifact(`board-${id}.png`) });

    await page.selectOption('select[name=lang]', 'fr');
    await page.getByRole('heading', { name: 'Journal' }).waitFor();
    // The live indicator in French; under load the socket may be between reconnects (api.ts subscribe): wait for it.
    await page.locator('.live.on', { hasText: 'en direct' }).waitFor();
    const board = await page.locator('svg[data-testid=board]').textContent();
    expect(board).toMatch(/Tour/);
    if ((game.languages ?? []).includes('fr')) {
      // This game has French: the server's texts follow the reader's language.
      const snap = (await api(server, 'GET', `/api/play/${m.links[0].token}?lang=fr`)).body;
      expect(snap.lang).toBe('fr');
      await page.locator('[data-testid=say]').waitFor();
      expect(await page.locator('[data-testid=say]').innerText()).toContain(snap.prompt.text);
      await page.screenshot({ path: artifact(`board-${id}-fr.png`) });
    }
    expect(english.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
