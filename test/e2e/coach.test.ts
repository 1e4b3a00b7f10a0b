// The computer as coach in Chromium (issue 32, items 2 and 3): a finished game's replay with the
// winning-chance graph of both sides and the mistakes marked, a mark that takes the replay to the
// mistake with "the computer would have played ..." drawn on the map; and a hint in a game against
// the computer, written in the log. Small search budgets keep it under a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { artifact, browserAndApp, hasChromium } from './helpers.ts';

const GAME = 'arras-postcard';
let server: TestServer;
let browser: Browser;
let close: () => Promise<unknown>;

describe.skipIf(!hasChromium)('browser: the coach', () => {
  beforeAll(async () => {
    // Known dice: the analysis (seeded from the match's private key) then finds the same mistakes each run.
    const env = await browserAndApp({
      games,
      rateLimits: false,
      diceSeed: () => '0123456789abcdef0123456789abcdef',
      coach: { analysisBudget: 8, hintBudget: 60, hintMs: 1500 },
    });
    ({ server, browser, close } = env);
  }, 120_000);
  afterAll(async () => {
    await close?.();
  });

  it("a finished game's replay shows both sides' winning chances, marks the mistakes, and draws what the computer would have played", async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: GAME, seat: 'allied', opponent: 'hotseat' })).body;
    const token = m.links[0].token;
    // Both sides play the last legal action each time (poor moves), then the German side resigns.
    for (let i = 0; i < 16; i++) {
      const s = (await api<Snapshot>(server, 'GET', `/api/play/${token}`)).body;
      const l = s.legal[s.legal.length - 1];
      expect((await api(server, 'POST', `/api/play/${token}/action`, { seq: s.seq, action: l.action, role: l.role })).status).toBe(200);
    }
    expect((await api(server, 'POST', `/api/play/${token}/resign`, { role: 'german' })).status).toBe(200);
    // The desktop in English, the phone in French.
    const pages = [
      { name: 'desktop', viewport: { width: 1400, height: 900 }, locale: 'en-US', wouldHave: /The computer would have played: .+ \(\d+%; played: \d+%\)/ },
      { name: 'phone', viewport: { width: 390, height: 844 }, locale: 'fr-FR', wouldHave: /L'ordinateur aurait joué : .+ \(\d+% ; coup joué : \d+%\)/ },
    ];
    for (const { name, viewport, locale, wouldHave: expected } of pages) {
      const context = await browser.newContext({ viewport, locale });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}/play/${token}`);
      // The first page to come asks for the analysis; the second finds it kept.
      if (name === 'desktop') await page.click('[data-testid=analyse]');
      const graph = page.locator('[data-testid=analysis-graph]');
      await graph.waitFor({ timeout: 40_000 });
      expect(await graph.locator('polyline').count()).toBe(2);
      const marks = page.locator('[data-testid=mistake-mark]');
      expect(await marks.count()).toBeGreaterThan(0);
      await marks.first().click();
      const wouldHave = page.locator('[data-testid=would-have]');
      await expect.poll(() => wouldHave.innerText()).toMatch(expected);
      // Its things drawn on the map as the board draws a chosen action.
      await expect.poll(() => page.locator('.replay [data-ref].selected').count()).toBeGreaterThan(0);
      await page.screenshot({ path: artifact(`coach-replay-${name}.png`), fullPage: name === 'phone' });
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 90_000);

  it('a hint in a game against the computer: its suggestion and reason, its things selected on the map, and the log says it was asked', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: GAME, seat: 'allied', opponent: 'computer', level: 'easy' })).body;
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${server.url}/play/${m.links[0].token}`);
    // The Allied movement phase: moves are drawn on the map.
    await page.getByRole('button', { name: 'Allied movement phase' }).click();
    await page.locator('[data-testid=hint-button]').waitFor();
    await page.click('[data-testid=hint-button]');
    const hint = page.locator('[data-testid=hint]');
    await hint.waitFor({ timeout: 10_000 });
    expect(await hint.innerText()).toMatch(/The computer would play: .+ — .*chance \d+% with this move/);
    await expect.poll(() => page.locator('[data-testid=log]').innerText()).toContain('Allied asked for a hint');
    // Its things are selected on the map: the prompt narrows to the suggested action.
    await expect.poll(() => page.locator('.board-col [data-ref].selected').count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifact('coach-hint-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: artifact('coach-hint-phone.png'), fullPage: true });
    await page.close();
  }, 60_000);
});
