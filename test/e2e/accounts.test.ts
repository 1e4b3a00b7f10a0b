// Accounts in the browser (issue 30.1) at 1400x900: one person signs up with a passkey (Chromium's
// virtual authenticator over the DevTools protocol), signs out and in again with it; another signs
// in with the code mailed to them, claims the game of this browser and sees it in "your games"; two
// people click "Find an opponent" (issue 30.6) and land in the same game.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { type AccountServer, Client, act, mails, startAccountServer, until } from '../server/accounts-helpers.ts';
import { webhookReceiver } from '../server/notice-receivers.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { CHROMIUM, CHROMIUM_ARGS, artifact, buildClient, hasChromium, virtualAuthenticator } from './helpers.ts';

let server: AccountServer;
let browser: Browser;
let webRoot: string;
let base: string;

describe.skipIf(!hasChromium)('browser: accounts', () => {
  beforeAll(async () => {
    webRoot = await buildClient();
    server = await startAccountServer({ webRoot });
    // A passkey's relying party is a domain name: the page is opened on localhost, not 127.0.0.1.
    base = server.url.replace('127.0.0.1', 'localhost');
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('signs up with a passkey, signs out, and signs in again with the same passkey', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await virtualAuthenticator(context, page);
    await page.goto(base + '/');
    await page.getByTestId('passkey-signup').click();
    const signedIn = page.getByTestId('signed-in');
    await signedIn.waitFor();
    expect(await signedIn.innerText()).toMatch(/Signed in as a passkey account · passkeys: 1/);
    const first = await page.evaluate(() => fetch('/api/account').then((r) => r.json()));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByTestId('passkey-login').waitFor();
    expect(
      await page.evaluate(() =>
        fetch('/api/account')
          .then((r) => r.json())
          .then((r) => r.account),
      ),
    ).toBeNull();
    await page.getByTestId('passkey-login').click();
    await signedIn.waitFor();
    const again = await page.evaluate(() => fetch('/api/account').then((r) => r.json()));
    expect(again.account.id).toBe(first.account.id);
    // The session cookie is out of the page's reach.
    expect(await page.evaluate(() => document.cookie)).not.toContain('arras_session');
    await page.screenshot({ path: artifact('accounts-passkey-1400x900.png') });
    await context.close();
  }, 60_000);

  it('signs in with the e-mail code, claims the game of this browser and lists it under "your games"', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(base + '/');
    // A game by invitation first, as a player without an account.
    await page.check('input[name=opponent][value=invite]');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/play\//);
    await page.goto(base + '/');
    await page.fill('input[name=email]', 'nina@example.org');
    await page.getByRole('button', { name: "M'envoyer un code" }).click();
    await page.locator('input[name=code]').waitFor();
    const mail = await expect
      .poll(async () => (await mails(server.mailDir)).find((m) => m.to === 'nina@example.org'), { timeout: 5000 })
      .toBeTruthy()
      .then(async () => (await mails(server.mailDir)).find((m) => m.to === 'nina@example.org')!);
    expect(mail.subject).toMatch(/^Votre code de connexion Arras : \d{6}$/);
    await page.fill('input[name=code]', /(\d{6})/.exec(mail.subject)![1]);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByTestId('signed-in').waitFor();
    expect(await page.getByTestId('signed-in').innerText()).toContain('Connecté : nina@example.org');
    await page.getByTestId('claim').click();
    const games = page.getByTestId('account-games');
    await games.waitFor();
    expect(await games.locator('li').first().innerText()).toMatch(/^À vous Dice race \(kernel fixture\)/);
    expect(await page.getByTestId('claim').count()).toBe(0);
    // A game started while signed in goes into the account at once.
    await page.check('input[name=opponent][value=invite]');
    await page.click('button[type=submit]');
    await page.waitForURL(/\/play\//);
    await page.goto(base + '/');
    await expect.poll(() => games.locator('li').count()).toBe(2);
    await page.screenshot({ path: artifact('accounts-email-fr-1400x900.png'), fullPage: true });
    // On another device (a new context), the same account by a new code, and the game opens there.
    const other = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR' });
    const p2 = await other.newPage();
    await p2.goto(base + '/');
    await p2.fill('input[name=email]', 'nina@example.org');
    await p2.getByRole('button', { name: "M'envoyer un code" }).click();
    await p2.locator('input[name=code]').waitFor();
    await expect.poll(async () => (await mails(server.mailDir)).filter((m) => m.to === 'nina@example.org').length).toBe(2);
    const second = (await mails(server.mailDir)).filter((m) => m.to === 'nina@example.org')[1];
    await p2.fill('input[name=code]', /(\d{6})/.exec(second.subject)![1]);
    await p2.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await p2.getByTestId('account-games').locator('li button').first().click();
    await p2.waitForURL(/\/play\//);
    await p2.locator('[data-testid=say]').waitFor();
    // The address in a turn notice (/?match=<id>) opens the match from the account.
    const id = await p2.evaluate(() =>
      fetch('/api/account/games')
        .then((r) => r.json())
        .then((r) => r.games[1].matchId as string),
    );
    await p2.goto(`${base}/?match=${id}`);
    await p2.waitForURL(/\/play\//);
    await p2.locator('[data-testid=say]').waitFor();
    // The link in the sign-in mail (/account?link=...), opened in a browser signed in already.
    await new Client(server).call('POST', '/api/account/email', { email: 'nina@example.org' });
    await expect.poll(async () => (await mails(server.mailDir)).filter((m) => m.to === 'nina@example.org').length).toBe(3);
    const third = (await mails(server.mailDir)).filter((m) => m.to === 'nina@example.org')[2];
    const mailed = /(http:\/\/\S+\/account\?link=[A-Za-z0-9_-]+)/.exec(third.text)![1];
    expect(mailed.startsWith(base.replace('localhost', '127.0.0.1'))).toBe(true);
    await page.goto(mailed.replace('127.0.0.1', 'localhost'));
    await page.waitForURL(base + '/');
    await page.getByTestId('signed-in').waitFor();
    await other.close();
    await context.close();
  }, 90_000);

  it('a player by link alone sets a webhook on the game page and gets the notice of their turn once the page is closed', async () => {
    const hook = await webhookReceiver();
    try {
      const api = new Client(server);
      const m = (await api.call<CreatedMatch>('POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'invite' })).body;
      const a = m.links.find((l) => l.seat === 'a')!.token;
      const b = m.links.find((l) => l.seat === 'b')!.token;
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${base}/play/${a}`);
      await page.locator('[data-testid=say]').waitFor();
      await page.locator('details.links summary').click();
      const settings = page.getByTestId('notice-settings');
      await settings.locator('input[name=webhook]').fill(hook.url);
      await settings.locator('input[name=webhook]').press('Enter');
      await settings.getByText(`webhook: ${hook.url}`).waitFor();
      await page.screenshot({ path: artifact('seat-notices-1400x900.png') });
      // Bid, close the page, and the opponent's bid begins this seat's turn.
      await act(api, a, { type: 'bid', amount: 0 });
      await context.close();
      // The server hears the page's WebSocket close.
      await new Promise((r) => setTimeout(r, 500));
      await act(api, b, { type: 'bid', amount: 0 });
      await until(() => hook.items.length === 1);
      expect(hook.items[0].body.content).toContain('It is your turn in Dice race (kernel fixture)');
      expect(hook.items[0].body.content).not.toContain(a);
    } finally {
      await hook.close();
    }
  }, 60_000);

  it('30.6: two players click "Find an opponent" and both land in the same game, one on each side', async () => {
    /** A context signed up with a passkey, on the start page. */
    const signedUp = async () => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
      const page = await context.newPage();
      await virtualAuthenticator(context, page);
      await page.goto(base + '/');
      await page.getByTestId('passkey-signup').click();
      await page.getByTestId('signed-in').waitFor();
      await page.reload();
      await page.getByTestId('find-opponent').waitFor();
      return { context, page };
    };
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
    expect(a.seats).toHaveLength(1);
    expect(b.seats).toHaveLength(1);
    expect(a.seats[0]).not.toBe(b.seats[0]);
    await two.page.screenshot({ path: artifact('matchmaking-1400x900.png') });
    await one.context.close();
    await two.context.close();
  }, 90_000);
});
