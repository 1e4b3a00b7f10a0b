// The start page for games played by link over days (issue 14): an invitation listed in the public
// lobby is joined from another browser's start page; each browser's list of games puts those where
// it is the player's turn first, marked, and the tab's title says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestServer } from '../server/helpers.ts';
import { browserAndServer, hasChromium } from './helpers.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

describe.skipIf(!hasChromium)('browser: the start page', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer());
  }, 120_000);
  afterAll(() => close());

  it('lists an invitation in the public lobby, another browser joins it, and "your turn" comes first', async () => {
    const host = await browser.newContext({ viewport: { width: 1200, height: 800 }, locale: 'en-US' });
    const a = await host.newPage();
    // A first game against the computer, then one by invitation, listed in the lobby.
    await a.goto(server.url + '/');
    await a.getByRole('heading', { name: 'New game' }).waitFor();
    await a.check('input[name=opponent][value=invite]');
    await a.check('input[name=lobby]');
    await a.click('button[type=submit]');
    await a.waitForURL(/\/play\//);
    await a.locator('[data-testid=say]').waitFor();
    await expect.poll(() => a.title()).toMatch(/^▶ Your turn/);
    // The host bids: now it waits for the guest.
    await a.locator('[data-testid=prompt] .number-choice button').click();
    await expect.poll(() => a.title()).not.toMatch(/Your turn/);

    const guest = await browser.newContext({ viewport: { width: 1200, height: 800 }, locale: 'en-US' });
    const b = await guest.newPage();
    await b.goto(server.url + '/');
    const entry = b.locator('[data-testid=lobby] li').first();
    await entry.waitFor();
    expect(await entry.innerText()).toContain('Dice race');
    await entry.getByRole('button', { name: /Join/ }).click();
    await b.waitForURL(/\/play\//);
    await b.locator('[data-testid=say]').waitFor();
    // Issue 33: the dice commitment is on the page from the start (the seed only at the end).
    expect(await b.locator('[data-testid=dice-commitment]').textContent()).toMatch(/^[0-9a-f]{64}$/);
    expect(await b.locator('[data-testid=dice-seed]').count()).toBe(0);
    // The host's page says the seat is listed, with no link of its own to it.
    expect(await a.locator('.links').textContent()).toMatch(/listed in the public lobby/);
    // Taken: no longer open to others.
    const other = await (await browser.newContext()).newPage();
    await other.goto(server.url + '/');
    await other.getByRole('heading', { name: 'Open invitations' }).waitFor();
    await expect.poll(() => other.locator('[data-testid=lobby] li').count()).toBe(0);

    // The guest's start page: its game, its turn, marked and first.
    await b.goto(server.url + '/');
    const mine = b.locator('[data-testid=my-games] li').first();
    await mine.waitFor();
    await expect.poll(() => mine.getAttribute('class')).toBe('your-turn');
    expect(await mine.innerText()).toMatch(/^Your turn/);
    await expect.poll(() => b.title()).toMatch(/^▶ Your turn/);
    // The host's: waiting.
    await a.goto(server.url + '/');
    await expect.poll(() => a.locator('[data-testid=my-games] li').first().innerText()).toMatch(/^Waiting/);
    await host.close();
    await guest.close();
  });
});
