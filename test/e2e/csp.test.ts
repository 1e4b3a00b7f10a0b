// The built page under the server's security headers (issue 33.8): the start page and a game of every
// registered game's page play with the Content-Security-Policy on, and the browser reports no violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { browserAndServer, hasChromium } from './helpers.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

/** Every CSP violation the page meets (the DOM event and the console's report of it). */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.exposeFunction('__cspViolation', (v: string) => void seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => (window as any).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return seen;
}

describe.skipIf(!hasChromium)('browser: the page under the Content-Security-Policy', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  }, 120_000);
  afterAll(() => close());

  it("the start page and each game's page render, connect their WebSocket and show no CSP violation", async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const home = await page.goto(server.url + '/');
    expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    for (const id of Object.keys(games)) {
      const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'hotseat' })).body;
      await page.goto(server.url + m.links[0].url);
      await page.locator('[data-testid=say]').waitFor();
      await page.locator('.live.on').waitFor();
    }
    expect(violations).toEqual([]);
    await context.close();
  }, 120_000);
});
