// Matchmaking in the browser (issue 30.6): two people, each signed up with a passkey in their own
// browser context, click "Find an opponent" for the same game and pace, and both land in the same game,
// one on each side.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AccountServer, startAccountServer } from '../server/accounts-helpers.ts';
import { CHROMIUM, CHROMIUM_ARGS, artifact, buildClient, hasChromium } from './helpers.ts';

let server: AccountServer;
let browser: Browser;
let webRoot: string;
let base: string;

/** A context signed up with a passkey (Chromium's virtual authenticator), on the start page. */
async function signedUp(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await page.goto(base + '/');
  await page.getByTestId('passkey-signup').click();
  await page.getByTestId('signed-in').waitFor();
  await page.reload();
  await page.getByTestId('find-opponent').waitFor();
  return { context, page };
}

describe.skipIf(!hasChromium)('browser: matchmaking', () => {
  beforeAll(async () => {
    webRoot = await buildClient();
    server = await startAccountServer({ webRoot });
    base = server.url.replace('127.0.0.1', 'localhost');
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('30.6: two players click "Find an opponent" and both land in the same game, one on each side', async () => {
    const one = await signedUp();
    const two = await signedUp();
    await one.page.getByTestId('find-opponent').click();
    await one.page.getByTestId('finding').waitFor();
    await two.page.getByTestId('find-opponent').click();
    await Promise.all([one.page.waitForURL(/\/play\//, { timeout: 15_000 }), two.page.waitForURL(/\/play\//, { timeout: 15_000 })]);
    const snap = (p: Page) => p.evaluate(() => fetch(`/api/play/${location.pathname.split('/').pop()}`).then((r) => r.json()));
    const [a, b] = [await snap(one.page), await snap(two.page)];
    expect(a.matchId).toBeTruthy();
    expect(b.matchId).toBe(a.matchId);
    expect([...a.seats, ...b.seats].sort()).toHaveLength(2);
    expect(a.seats[0]).not.toBe(b.seats[0]);
    await two.page.screenshot({ path: artifact('matchmaking-1400x900.png') });
    await one.context.close();
    await two.context.close();
  }, 90_000);
});
