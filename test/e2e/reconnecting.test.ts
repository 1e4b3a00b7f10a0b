// The page while the server's database is away (issue 33.4): it says it is reconnecting, in the
// reader's language, and shows the game once the database answers again, with no reload.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildApp } from '../../src/server/app.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { type FlakyStore, flakyStore } from '../server/flaky-store.ts';
import { CHROMIUM, CHROMIUM_ARGS, buildClient, hasChromium } from './helpers.ts';

let browser: Browser;
let store: FlakyStore;
let url: string;
let close: () => Promise<void> = async () => {};

describe.skipIf(!hasChromium)('browser: the database away', () => {
  beforeAll(async () => {
    const webRoot = await buildClient();
    const dir = mkdtempSync(path.join(tmpdir(), 'arras-reconnect-'));
    store = flakyStore(path.join(dir, 'db.sqlite'));
    const { app } = await buildApp({ store, games: { [diceRace.id]: diceRace }, webRoot, rateLimits: false });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    close = async () => {
      await browser.close();
      await app.close();
      store.inner.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(webRoot, { recursive: true, force: true });
    };
  }, 120_000);
  afterAll(() => close());

  it.each([
    ['en-US', /reconnecting to its database/],
    ['fr-FR', /se reconnecte à sa base de données/],
  ])(
    '%s: the page says it is reconnecting while the database is away, then shows the game by itself',
    async (locale, text) => {
      const res = await fetch(url + '/api/matches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: 'dice-race', seat: 'a', opponent: 'hotseat' }),
      });
      const m = (await res.json()) as CreatedMatch;
      store.failNext('findToken', 1_000_000);
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(url + m.links[0].url);
      await expect.poll(() => page.locator('main').innerText(), { timeout: 10_000 }).toMatch(text);
      store.failNext('findToken', 0);
      await page.locator('[data-testid=say]').waitFor({ timeout: 10_000 });
      await page.locator('.live.on').waitFor({ timeout: 10_000 });
      await context.close();
    },
    60_000,
  );
});
