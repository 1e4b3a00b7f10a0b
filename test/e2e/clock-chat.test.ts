// Clocks and chat on the page (issue 30.3, 30.4), in real headless Chromium: two players in two
// browser contexts (a 1400x900 desktop in English, a phone in French) on an invitation with a clock:
// the pace chosen in the new-game form, both clocks shown with the one to act running, the opponent
// shown online, chat lines shown as text (HTML escaped), a pause asked by one and accepted by the
// other with the system lines in each reader's language, the observer seeing no chat; and a game lost
// on time, the result saying so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import { buildApp } from '../../src/server/app.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { CHROMIUM, CHROMIUM_ARGS, artifact, buildClient, hasChromium } from './helpers.ts';

let browser: Browser;
let webRoot: string;
let dir: string;
let store: SqliteStore;
let url: string;
let close: () => Promise<unknown>;

describe.skipIf(!hasChromium)('browser: clocks and chat', () => {
  beforeAll(async () => {
    webRoot = await buildClient();
    dir = mkdtempSync(path.join(tmpdir(), 'arras-e2e-clock-'));
    store = new SqliteStore(path.join(dir, 'db.sqlite'));
    const built = await buildApp({ store, games, webRoot, rateLimits: false, paces: { blitz: { totalMs: 4000, incMs: 0, capMs: 4000 } }, clockTickMs: 100 });
    url = await built.app.listen({ port: 0, host: '127.0.0.1' });
    close = () => built.app.close();
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await close?.();
    store?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  it('two players: clocks with the pace chosen, opponent online, chat as text, a pause by agreement with system lines in each language; observers see no chat', async () => {
    const desk = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'fr-FR' });
    const a = await desk.newPage();
    const b = await phone.newPage();
    const errors: string[] = [];
    for (const p of [a, b]) p.on('pageerror', (e) => errors.push(e.message));

    await a.goto(`${url}/?game=arras-postcard`);
    await a.getByRole('heading', { name: 'New game' }).waitFor();
    await a.check('input[name=seat][value=allied]');
    await a.check('input[name=opponent][value=invite]');
    await a.selectOption('[data-testid=pace]', 'live');
    await a.click('button[type=submit]');
    await a.waitForURL(/\/play\//);
    const clocks = a.locator('[data-testid=clocks]');
    await clocks.waitFor();
    expect(await clocks.innerText()).toMatch(/Live: 20:00, \+00:30 a move, at most 30:00/);
    // The Allied player moves first: their clock runs, the German one stands at the total.
    await expect.poll(() => a.locator('[data-testid=clock-allied]').getAttribute('class')).toContain('running');
    expect(await a.locator('[data-testid=clock-german] .time').innerText()).toBe('20:00');

    // The invitation link, from the page's links, opened on the phone.
    await a.locator('details.links summary').click();
    const invite = await a.locator('details.links li', { hasText: 'German' }).locator('a').first().getAttribute('href');
    await b.goto(url + invite!);
    await b.locator('[data-testid=clocks]').waitFor();
    expect(await b.locator('[data-testid=clocks] h2').innerText()).toContain('Pendules');
    await expect.poll(() => a.locator('[data-testid=presence-german]').innerText()).toBe('German is online');
    await expect.poll(() => b.locator('[data-testid=presence-allied]').innerText()).toBe('Alliés : en ligne');

    // Chat: an HTML line is shown as its characters.
    await a.fill('[data-testid=chat-input]', '<b>Hello</b> from Arras');
    await a.click('[data-testid=chat-send]');
    const bLines = b.locator('[data-testid=chat-lines]');
    await expect.poll(() => bLines.innerText()).toContain('<b>Hello</b> from Arras');
    expect(await bLines.locator('b').count()).toBe(0);
    await b.fill('[data-testid=chat-input]', 'Bonjour !');
    await b.click('[data-testid=chat-send]');
    await expect.poll(() => a.locator('[data-testid=chat-lines]').innerText()).toContain('Bonjour !');

    // A pause: asked in English, accepted in French; each reads the system lines in their language.
    await a.click('[data-testid=clock-pause]');
    await expect.poll(() => bLines.innerText()).toContain("Alliés : demande d'arrêter les pendules.");
    await b.click('[data-testid=clock-accept]');
    await a.locator('[data-testid=clock-paused]').waitFor();
    await expect.poll(() => a.locator('[data-testid=chat-lines]').innerText()).toContain('German accepted: the clocks are paused.');
    await expect.poll(() => bLines.innerText()).toContain('Allemands : pause acceptée, les pendules sont arrêtées.');
    await a.screenshot({ path: artifact('clock-chat-desktop-en.png') });
    await b.screenshot({ path: artifact('clock-chat-phone-fr.png'), fullPage: true });

    // The observer's page has no chat.
    const kept = await a.evaluate(() => JSON.parse(localStorage.getItem('arras.matches') ?? '[]'));
    const o = await desk.newPage();
    await o.goto(url + kept[0].observer.url);
    await o.locator('[data-testid=clocks]').waitFor();
    expect(await o.locator('[data-testid=chat]').count()).toBe(0);
    expect(await o.content()).not.toContain('Hello</b> from Arras');

    // Closing the phone's page: the desktop shows when the German player was last seen.
    await b.close();
    await expect.poll(() => a.locator('[data-testid=presence-german]').innerText(), { timeout: 10_000 }).toMatch(/^German was last seen /);
    expect(errors).toEqual([]);
    await desk.close();
    await phone.close();
  }, 120_000);

  it('a game lost on time: the result names the side out of time and says it forfeits, in English and French', async () => {
    const res = await fetch(`${url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'arras-postcard', seat: 'allied', opponent: 'invite', pace: 'blitz' }),
    });
    const m = (await res.json()) as CreatedMatch;
    const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const p = await ctx.newPage();
    await p.goto(url + m.links.find((l) => l.seat === 'allied')!.url);
    const result = p.locator('[data-testid=result]');
    await result.waitFor({ timeout: 15_000 });
    expect(await result.innerText()).toMatch(/German wins · Allied ran out of time and forfeits the game/);
    expect(await p.locator('[data-testid=clock-allied] .time').innerText()).toBe('00:00');
    expect(await p.locator('[data-testid=clocks] h2').innerText()).toContain('blitz: 00:04, +00:00 a move, at most 00:04');
    await p.screenshot({ path: artifact('clock-forfeit-en.png') });
    const fr = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, locale: 'fr-FR' });
    const q = await fr.newPage();
    await q.goto(url + m.links.find((l) => l.seat === 'german')!.url);
    await q.locator('[data-testid=result]').waitFor();
    expect(await q.locator('[data-testid=result]').innerText()).toMatch(/Alliés : temps écoulé, partie perdue par forfait/);
    await ctx.close();
    await fr.close();
  }, 60_000);
});
