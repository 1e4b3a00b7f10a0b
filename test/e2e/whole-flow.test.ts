// The whole flow of playing people over days (issue 30, "Done when"), in real headless Chromium, on
// SQLite and again on two PostgreSQL instances (one player's browser on each): two players sign up -
// Ann by the link in the mail read back from a local SMTP server, Béa by a passkey (Chromium's virtual
// authenticator) - name themselves, set turn notices by e-mail, webhook and Web Push (the browser's
// push service stood in for by a loopback one that decrypts the payload), and play a rated arras-
// postcard game with a clock, made by Ann in the form and joined by Béa from the lobby in one click,
// to its end (the moves sent through the API with their seat links while the pages are open). Each
// receives the turn notice by each channel while their own page is closed, and none while it is
// open; they chat; both ratings change and the player pages show them with the opponent's name.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { arrasPostcard } from '../../src/games/arras-postcard/game.ts';
import type { Snapshot } from '../../src/protocol/types.ts';
import { type AccountServer, Client, startAccountServer, until } from '../server/accounts-helpers.ts';
import { type PushService, type Received, pushService, smtpReceiver, webhookReceiver } from '../server/notice-receivers.ts';
import { pgForSuite } from '../server/app-helpers.ts';
import { findPostgres } from '../server/postgres.ts';
import { CHROMIUM, CHROMIUM_ARGS, ROOT, artifact, buildClient, hasChromium, virtualAuthenticator } from './helpers.ts';

let browser: Browser;
let webRoot: string;
let smtp: Received<{ to: string; subject: string; text: string }>;
let push: PushService;

/** The README's screenshots, taken by the SQLite run: into test-artifacts/, or docs/screenshots/ with ARRAS_SHOTS=docs. */
const shot = (name: string) => {
  if (process.env.ARRAS_SHOTS !== 'docs') return artifact(name);
  const dir = path.join(ROOT, 'docs/screenshots');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
};

describe.skipIf(!hasChromium)('browser: the whole flow of a rated game between two accounts', () => {
  beforeAll(async () => {
    webRoot = await buildClient();
    smtp = await smtpReceiver();
    push = await pushService();
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await smtp?.close();
    await push?.close();
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  const serve = (databaseUrl?: string) =>
    startAccountServer({ webRoot, databaseUrl, games: { [arrasPostcard.id]: arrasPostcard }, accounts: { smtpUrl: smtp.url, pushAgent: push.agent } });

  it('on SQLite: sign-up by mail link and by passkey, a rated game with a clock played to its end, notices on every channel while away, chat, both ratings changed', async () => {
    const server = await serve();
    try {
      await wholeFlow(server, server, 'sqlite', true);
    } finally {
      await server.close();
    }
  }, 150_000);

  describe.skipIf(!findPostgres())('PostgreSQL', () => {
    const database = pgForSuite();
    it('on two PostgreSQL instances, each player on their own: the same flow', async () => {
      const url = await database('wholeflow');
      const [one, two] = [await serve(url), await serve(url)];
      try {
        await wholeFlow(one, two, 'pg', false);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    }, 150_000);
  });
});

/** Ann plays on `one`, Béa on `two` (the same server on SQLite). */
async function wholeFlow(one: AccountServer, two: AccountServer, run: string, screenshots: boolean) {
  const baseA = one.url.replace('127.0.0.1', 'localhost'); // a passkey's relying party is a domain name
  const baseB = two.url.replace('127.0.0.1', 'localhost');
  const annMail = `ann-${run}@example.org`;
  const beaMail = `bea-${run}@example.org`;
  const hookA = await webhookReceiver();
  const hookB = await webhookReceiver();
  const ann = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const bea = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
  const errors: string[] = [];
  try {
    await pushStandIn(ann, `${push.url}/push/ann-${run}`);
    await pushStandIn(bea, `${push.url}/push/bea-${run}`);
    let pageA = await ann.newPage();
    let pageB = await bea.newPage();
    for (const p of [pageA, pageB]) p.on('pageerror', (e) => errors.push(e.message));

    // ---- Ann signs up by the link in the mail ----
    await pageA.goto(`${baseA}/`);
    await pageA.fill('input[name=email]', annMail);
    await pageA.getByRole('button', { name: 'Send me a code' }).click();
    const mail = await until(() => smtp.items.find((m) => m.to === annMail));
    const link = /(http:\/\/\S+\/account\?link=[A-Za-z0-9_-]+)/.exec(mail.text)![1];
    await pageA.goto(link.replace('127.0.0.1', 'localhost'));
    await pageA.waitForURL(`${baseA}/`);
    await pageA.getByTestId('signed-in').waitFor();
    await nameSelf(pageA, 'Ann', 'Save the name');
    const settingsA = pageA.getByTestId('notice-settings');
    await settingsA.getByRole('button', { name: 'Notify me by e-mail' }).click();
    await settingsA.locator('li').first().waitFor();
    await settingsA.locator('input[name=webhook]').fill(hookA.url);
    await settingsA.locator('input[name=webhook]').press('Enter');
    await expect.poll(() => settingsA.locator('li').count()).toBe(2);
    await settingsA.getByRole('button', { name: 'Notify me in this browser' }).click();
    await expect.poll(() => settingsA.locator('li').count()).toBe(3);

    // ---- Béa signs up by a passkey ----
    await virtualAuthenticator(bea, pageB);
    await pageB.goto(`${baseB}/`);
    await pageB.getByTestId('passkey-signup').click();
    await pageB.getByTestId('signed-in').waitFor();
    await nameSelf(pageB, 'Béa', 'Enregistrer le nom');
    const settingsB = pageB.getByTestId('notice-settings');
    await settingsB.locator('input[name=notice-email]').fill(beaMail);
    await settingsB.locator('input[name=notice-email]').press('Enter');
    await settingsB.locator('li').first().waitFor();
    await settingsB.locator('input[name=webhook]').fill(hookB.url);
    await settingsB.locator('input[name=webhook]').press('Enter');
    await expect.poll(() => settingsB.locator('li').count()).toBe(2);
    await settingsB.getByRole('button', { name: "M'avertir dans ce navigateur" }).click();
    await expect.poll(() => settingsB.locator('li').count()).toBe(3);

    // ---- Ann makes a rated game with a clock, listed in the lobby ----
    await pageA.goto(`${baseA}/?game=arras-postcard`);
    await pageA.getByRole('heading', { name: 'New game' }).waitFor();
    await pageA.check('input[name=seat][value=allied]');
    await pageA.check('input[name=opponent][value=invite]');
    await pageA.check('input[name=lobby]');
    await pageA.check('input[name=rated]');
    await pageA.selectOption('[data-testid=pace]', 'live');
    await pageA.click('button[type=submit]');
    await pageA.waitForURL(/\/play\//);
    const tokenA = pageA.url().split('/play/')[1];
    await pageA.locator('[data-testid=clocks]').waitFor();

    // ---- Béa joins from the lobby, one click ----
    await pageB.goto(`${baseB}/`);
    const entry = pageB.locator('[data-testid=lobby] li', { hasText: 'Ann' });
    await entry.waitFor();
    expect(await entry.innerText()).toMatch(/par Ann · classée · créateur non classé/);
    if (screenshots) {
      await pageB.locator('section.lobby').screenshot({ path: shot('lobby-fr.png') });
      const lobbyA = await ann.newPage();
      await lobbyA.goto(`${baseA}/`);
      await lobbyA.locator('[data-testid=lobby] li').first().waitFor();
      await lobbyA.locator('section.lobby').screenshot({ path: shot('lobby-en.png') });
      await lobbyA.close();
    }
    await entry.getByRole('button').click();
    await pageB.waitForURL(/\/play\//);
    const tokenB = pageB.url().split('/play/')[1];
    await pageB.locator('[data-testid=clocks]').waitFor();
    await expect.poll(() => pageA.locator('[data-testid=presence-german]').innerText()).toBe('German is online');

    // ---- they chat ----
    await pageA.fill('[data-testid=chat-input]', 'Good luck at Arras!');
    await pageA.click('[data-testid=chat-send]');
    await expect.poll(() => pageB.locator('[data-testid=chat-lines]').innerText()).toContain('Good luck at Arras!');
    await pageB.fill('[data-testid=chat-input]', 'Merci, à vous aussi !');
    await pageB.click('[data-testid=chat-send]');
    await expect.poll(() => pageA.locator('[data-testid=chat-lines]').innerText()).toContain('Merci, à vous aussi !');

    // ---- the moves, through the API with the seat links (each player's own instance) ----
    const seat = { allied: { c: new Client(one), t: tokenA }, german: { c: new Client(two), t: tokenB } };
    const snap = (side: 'allied' | 'german') => seat[side].c.call<Snapshot>('GET', `/api/play/${seat[side].t}`).then((r) => r.body);
    let moves = 0;
    /** One move of the side to act (the first legal action: the game ends in some 55 moves); its name, or null once over. */
    const step = async (): Promise<'allied' | 'german' | null> => {
      for (const side of ['allied', 'german'] as const) {
        const s = await snap(side);
        if (s.status === 'over') return null;
        if (s.legal.length === 0) continue;
        const r = await seat[side].c.call('POST', `/api/play/${seat[side].t}/action`, { seq: s.seq, action: s.legal[0].action });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        moves++;
        return side;
      }
      throw new Error('nobody to act in an active game');
    };
    const toAct = async (side: 'allied' | 'german') => (await snap(side)).legal.length > 0;
    const online = async (side: 'allied' | 'german') => (await seat.german.c.call(`GET`, `/api/play/${tokenB}/chat`)).body.presence[side].online as boolean;
    const noticesOf = (hook: typeof hookA, who: string) => ({
      mail: smtp.items.filter((m) => m.to === who && /turn|jouer/.test(m.subject)).length,
      hook: hook.calls,
      push: push.items.filter((p) => p.path.endsWith(who.split('@')[0])).length,
    });
    const noneYet = { mail: 0, hook: 0, push: 0 };

    // Both pages open: the turns pass with no notice. Play until it is the German side's turn.
    while (await toAct('allied')) await step();
    await new Promise((r) => setTimeout(r, 300));
    expect(noticesOf(hookA, annMail)).toEqual(noneYet);
    expect(noticesOf(hookB, beaMail)).toEqual(noneYet);
    if (screenshots) {
      await pageA.screenshot({ path: shot('game-clock-chat-en.png') });
      await pageB.screenshot({ path: shot('game-clock-chat-fr.png') });
    }

    // Ann closes her page; Béa plays until Ann's turn begins: Ann hears of it by e-mail, webhook and push.
    await pageA.close();
    await until(async () => !(await online('allied')));
    while (!(await toAct('allied'))) expect(await step()).toBe('german');
    const a1 = await until(() => ((n) => n.mail === 1 && n.hook === 1 && n.push === 1 && n)(noticesOf(hookA, annMail)), 10_000);
    expect(a1).toEqual({ mail: 1, hook: 1, push: 1 });
    expect(noticesOf(hookB, beaMail)).toEqual(noneYet);
    const pushed = push.items.find((p) => p.path.endsWith(`ann-${run}`))!;
    expect(pushed.payload.title).toMatch(/^Your turn: Counterattack at Arras/);
    expect(hookA.items[0].body.content).toContain('It is your turn in');

    // Ann opens the game again from the notice's address; Béa closes hers; Ann plays until Béa's turn.
    pageA = await ann.newPage();
    pageA.on('pageerror', (e) => errors.push(e.message));
    const matchId = /\?match=([A-Za-z0-9_-]+)/.exec(pushed.payload.url)![1];
    await pageA.goto(`${baseA}/?match=${matchId}`);
    await pageA.waitForURL(/\/play\//);
    await pageA.locator('[data-testid=clocks]').waitFor();
    await until(() => online('allied'));
    await pageB.close();
    await until(async () => !(await online('german')));
    while (!(await toAct('german'))) expect(await step()).toBe('allied');
    const b1 = await until(() => ((n) => n.mail === 1 && n.hook === 1 && n.push === 1 && n)(noticesOf(hookB, beaMail)), 10_000);
    expect(b1).toEqual({ mail: 1, hook: 1, push: 1 });
    expect(push.items.find((p) => p.path.endsWith(`bea-${run}`))!.payload.title).toMatch(/^À vous de jouer : /);
    expect(hookB.items[0].body.content).toMatch(/^C’est à vous de jouer dans /);

    // Béa is back; the game is played to its end with both pages open: no more notices.
    pageB = await bea.newPage();
    pageB.on('pageerror', (e) => errors.push(e.message));
    await pageB.goto(`${baseB}/play/${tokenB}`);
    await pageB.locator('[data-testid=clocks]').waitFor();
    await until(() => online('german'));
    while ((await step()) !== null) if (moves > 300) throw new Error('the game does not end');
    await pageA.locator('[data-testid=result]').waitFor();
    await pageB.locator('[data-testid=result]').waitFor();
    await new Promise((r) => setTimeout(r, 300));
    expect(noticesOf(hookA, annMail)).toEqual(a1);
    expect(noticesOf(hookB, beaMail)).toEqual(b1);

    // Both ratings changed; each player page names the opponent.
    const result = (await snap('allied')).result!;
    for (const [page, base, other] of [
      [pageA, baseA, 'Béa'],
      [pageB, baseB, 'Ann'],
    ] as const) {
      await page.goto(`${base}/`);
      const mine = await page.getByTestId('my-ratings').getAttribute('href');
      await page.goto(base + mine!);
      await page.getByTestId('ratings').waitFor();
      expect(await page.getByTestId('ratings').innerText()).toMatch(/Counterattack at Arras.*\s+\d{4}\s+±\d+\s+1/);
      expect(await page.getByTestId('ratings').innerText()).not.toMatch(/\s1500\s/);
      expect(await page.getByTestId('history').innerText()).toContain(other);
    }
    if (result.winner !== null) {
      const winnerPage = result.winner === 'allied' ? pageA : pageB;
      expect(await winnerPage.getByTestId('history').innerText()).toMatch(/1500 → 1662/);
    }
    expect(errors).toEqual([]);
  } finally {
    await ann.close();
    await bea.close();
    await hookA.close();
    await hookB.close();
  }
}

/** Name the signed-in player on the start page. */
async function nameSelf(page: Page, name: string, save: string) {
  await page.fill('input[name=player-name]', name);
  await page.getByRole('button', { name: save }).click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch('/api/account')
          .then((r) => r.json())
          .then((r) => r.account.player.name),
      ),
    )
    .toBe(name);
}

/**
 * The browser's push service, stood in for by the loopback one: PushManager.subscribe answers with a
 * subscription to `endpoint` and the loopback service's keys (headless Chromium has no push service).
 */
async function pushStandIn(context: BrowserContext, endpoint: string) {
  await context.addInitScript(
    ({ endpoint, keys }) => {
      PushManager.prototype.subscribe = async () => ({ endpoint, toJSON: () => ({ endpoint, keys }) }) as unknown as PushSubscription;
    },
    { endpoint, keys: push.subscription.keys },
  );
}
