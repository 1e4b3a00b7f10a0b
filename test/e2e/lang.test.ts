// The language setting in real headless Chromium: the selector switches the whole shell to French
// (kept across reloads in localStorage), the game's own texts come in French for a game that has
// them, and a browser whose language is French starts in French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { diceRace } from '../kernel/fixture-game.ts';
import { bilingual } from '../server/bilingual-game.ts';
import type { TestServer } from '../server/helpers.ts';
import { artifact, browserAndServer, hasChromium } from './helpers.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

describe.skipIf(!hasChromium)('browser: languages', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games: { [bilingual.id]: bilingual, [diceRace.id]: diceRace } }));
  });
  afterAll(() => close());

  it("switches the web app to French: shell texts, then the game's own texts; kept after a reload", async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url + '/?game=dice-race-fr');
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    await page.selectOption('select[name=lang]', 'fr');
    await page.getByRole('heading', { name: 'Nouvelle partie' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    const home = await page.locator('main').innerText();
    expect(home).toContain('Votre camp');
    expect(home).toContain('Adversaire');
    expect(home).toContain('Une deuxième personne devant cet écran');
    expect(await page.locator('button[type=submit].primary').innerText()).toBe('Commencer la partie');
    expect(home).not.toContain('New game');

    await page.check('input[name=seat][value=a]');
    await page.check('input[name=opponent][value=hotseat]');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/play\//);
    const prompt = page.locator('[data-testid=prompt]');
    await prompt.locator('.number-choice button').first().waitFor();
    expect(await prompt.locator('h2').innerText()).toBe('À vous de jouer (a)');
    // The game has French: its actions are described in French by the server.
    expect(await prompt.locator('.number-choice button').innerText()).toBe('enchère 0');
    expect(await page.getByRole('button', { name: 'Annuler' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Abandonner' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Journal' }).count()).toBe(1);

    // Both bids at this screen (the curtain asks to hand over), then the log in French.
    await prompt.locator('.number-choice input').fill('1');
    await prompt.locator('.number-choice button', { hasText: 'enchère 1' }).click();
    const curtain = page.getByRole('button', { name: 'Je suis b : montrer ma vue' });
    await curtain.waitFor();
    expect(await page.locator('.curtain').innerText()).toContain("Passez l'écran à b.");
    await curtain.click();
    await prompt.locator('.number-choice input').fill('2');
    await prompt.locator('.number-choice button', { hasText: 'enchère 2' }).click();
    await page.locator('[data-testid=log] li', { hasText: 'enchères révélées : a 1, b 2' }).waitFor();
    await page.screenshot({ path: artifact('lang-fr-game.png'), fullPage: true });

    // Kept after a reload; back to English on demand, the server's texts too.
    await page.reload();
    await page.locator('[data-testid=log] li', { hasText: 'enchères révélées' }).waitFor();
    expect(await page.locator('select[name=lang]').inputValue()).toBe('fr');
    await page.selectOption('select[name=lang]', 'en');
    await page.locator('[data-testid=log] li', { hasText: 'bids revealed: a 1, b 2' }).waitFor();
    await page.getByRole('heading', { name: 'Log' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts in French for a French browser; an English-only game keeps its texts in English under a French shell', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(server.url + '/?game=dice-race');
    await page.getByRole('heading', { name: 'Nouvelle partie' }).waitFor();
    expect(await page.locator('[data-testid=game-texts]').innerText()).toContain("qu'en anglais");
    await page.check('input[name=opponent][value=computer]');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/play\//);
    await page.locator('[data-testid=prompt] .number-choice button').first().waitFor();
    expect(await page.locator('[data-testid=prompt] h2').innerText()).toMatch(/^À vous de jouer/);
    expect(await page.locator('[data-testid=prompt] .number-choice button').first().innerText()).toBe('{"type":"bid","amount":0}');
    expect(await page.locator('.players').innerText()).toContain('ordinateur (facile)');
    await context.close();
  });
});
