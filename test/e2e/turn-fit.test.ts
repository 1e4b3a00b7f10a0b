// Issue 29 points 6 and 7 in real headless Chromium: whose turn it is, unmistakable (the header's
// colour and words on each side, the invitation in view until the opponent joins, their presence in
// the header, stepping through the game so far during play from one's own view, a replay never
// called live); and the pages fit their window (every area and hex of each game's map inside the
// map's window by default at 1024x700 and 1400x900, the start page no wider than a 390 px phone).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { artifact, browserAndServer, hasChromium } from './helpers.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void>;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const tokenOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;
const headColour = (page: Page) => page.locator('[data-testid=match-head]').evaluate((e) => getComputedStyle(e).backgroundColor);

/** Plays the first legal action of `token` until `role` is no longer to act (the server's own rules). */
async function playUntilNot(token: string, role: string): Promise<Snapshot> {
  for (let i = 0; i < 60; i++) {
    const s = (await api<Snapshot>(server, 'GET', `/api/play/${token}`)).body;
    if (!s.toAct.includes(role) || s.legal.length === 0) return s;
    const r = await api(server, 'POST', `/api/play/${token}/action`, { seq: s.seq, action: s.legal[0].action });
    expect(r.status).toBe(200);
  }
  throw new Error(`${role} still to act after 60 actions`);
}

/** The map things ([data-ref]) whose boxes are not inside the map's window (1 px of rounding allowed). */
function outsideMap(page: Page): Promise<{ shown: number; outside: string[]; window: number[] }> {
  return page.evaluate(() => {
    const v = document.querySelector('.map-viewport')!.getBoundingClientRect();
    const boxes = [...document.querySelectorAll('.map-viewport [data-ref]')]
      .map((e) => ({ ref: e.getAttribute('data-ref')!, r: e.getBoundingClientRect() }))
      .filter((b) => b.r.width > 0);
    const out = boxes.filter(({ r }) => r.left < v.left - 1 || r.right > v.right + 1 || r.top < v.top - 1 || r.bottom > v.bottom + 1);
    return { shown: boxes.length, outside: out.map((b) => b.ref), window: [v.left, v.top, v.right, v.bottom].map(Math.round) };
  });
}

describe.skipIf(!hasChromium)('browser: your turn, unmistakable, and pages that fit (issue 29.6-7)', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  }, 180_000);
  afterAll(async () => {
    await close?.();
  });

  it('29.6: the header takes the turn colour and says "Your turn" on the side to move only, on both sides; the invitation stays in view until the opponent joins; their presence is in the header', async () => {
    const desk = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const other = await browser.newContext({ viewport: { width: 1024, height: 700 }, locale: 'fr-FR' });
    const a = await desk.newPage();
    const b = await other.newPage();
    await a.goto(`${server.url}/?game=arras-postcard`);
    await a.check('input[name=seat][value=allied]');
    await a.check('input[name=opponent][value=invite]');
    await a.click('button[type=submit]');
    await a.waitForURL(/\/play\//);

    // Before the German player joins: the invitation is on screen, outside the collapsed "Links".
    const bar = a.locator('[data-testid=invite-bar]');
    await bar.waitFor();
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(await bar.locator('details').count()).toBe(0);
    const invite = await a.locator('[data-testid=invite-german]').getAttribute('href');
    expect(invite).toMatch(/^\/play\//);
    expect(await a.locator('[data-testid=head-presence-german]').innerText()).toBe('German has not opened the game yet');
    // The Allied player moves first: their header is in the turn colour and says so.
    await expect.poll(() => a.locator('[data-testid=turn]').innerText()).toBe('▶ Your turn: Allied');
    expect(await a.locator('[data-testid=match-head]').getAttribute('class')).toContain('my-turn');
    const turnColour = await headColour(a);

    await b.goto(server.url + invite!);
    await b.locator('[data-testid=turn]').waitFor();
    expect(await b.locator('[data-testid=turn]').innerText()).toBe('En attente de Alliés');
    expect(await b.locator('[data-testid=match-head]').getAttribute('class')).not.toContain('my-turn');
    const waitColour = await headColour(b);
    expect(waitColour).not.toBe(turnColour);
    // Joined: the invitation leaves, the header says the opponent is online.
    await expect.poll(() => a.locator('[data-testid=invite-bar]').count()).toBe(0);
    await expect.poll(() => a.locator('[data-testid=head-presence-german]').innerText()).toBe('German is online');
    expect(await b.locator('[data-testid=head-presence-allied]').innerText()).toBe('Alliés : en ligne');

    // The turn passes: the colours and words change sides.
    await playUntilNot(tokenOf(a), 'allied');
    await expect.poll(() => b.locator('[data-testid=turn]').innerText()).toBe('▶ À vous de jouer : Allemands');
    expect(await headColour(b)).toBe(turnColour);
    await expect.poll(() => a.locator('[data-testid=turn]').innerText()).toBe('Waiting for German');
    expect(await headColour(a)).toBe(waitColour);
    await a.screenshot({ path: artifact('turn-fit-waiting-1400.png') });
    await b.screenshot({ path: artifact('turn-fit-your-turn-1024.png') });
    await desk.close();
    await other.close();
  });

  it('29.6: during play a player steps through the game so far from their own view only, and the replay is never called live', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'invite' })).body;
    const allied = m.links.find((l) => l.seat === 'allied')!;
    const german = m.links.find((l) => l.seat === 'german')!;
    await playUntilNot(allied.token, 'allied');
    const ctx = await browser.newContext({ viewport: { width: 1024, height: 700 }, locale: 'en-US' });
    const page = await ctx.newPage();
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/replay?') && asked.push(new URL(r.url()).searchParams.get('role')!));
    await page.goto(server.url + german.url);
    const board = page.locator('[data-testid=board]');
    await board.waitFor();
    const live = await board.textContent();
    expect(await page.locator('.match-head .live').count()).toBe(1);

    await page.click('[data-testid=replay-toggle]');
    await page.locator('[data-testid=replay-panel]').waitFor();
    // A replay, not the live game: the header says so.
    expect(await page.locator('.match-head .live').count()).toBe(0);
    expect(await page.locator('[data-testid=replay-mark]').innerText()).toBe('Replay');
    expect(await page.locator('[data-testid=match-head]').innerText()).not.toMatch(/live/);
    // Only this link's side to choose; at the last step the board is the one the seat sees live.
    expect(await page.locator('[data-testid=replay-side] option').allInnerTexts()).toEqual(['German']);
    const seq = (await api<Snapshot>(server, 'GET', `/api/play/${german.token}`)).body.seq;
    expect(Number(await page.locator('[data-testid=replay]').getAttribute('max'))).toBe(seq);
    await expect.poll(() => page.locator('[data-testid=replay-panel] [data-testid=board]').textContent()).toBe(live);
    // Earlier steps: the Allied moves undone on the board, the log shorter.
    await page.locator('[data-testid=replay]').fill('0');
    await expect.poll(() => page.locator('[data-testid=replay-panel] .log h2').innerText()).toBe('Log at step 0');
    expect(await page.locator('[data-testid=replay-panel] [data-testid=board]').textContent()).not.toBe(live);
    expect(new Set(asked)).toEqual(new Set(['german']));
    // The map keeps most of the column (it was ~360 px in the replay).
    const h = (await page.locator('[data-testid=replay-panel] .map-viewport').boundingBox())!.height;
    expect(h).toBeGreaterThan(0.5 * 700);
    await page.screenshot({ path: artifact('turn-fit-replay-during-play-1024.png') });
    await page.click('[data-testid=replay-toggle]');
    await page.locator('[data-testid=replay-panel]').waitFor({ state: 'detached' });
    expect(await page.locator('.match-head .live').count()).toBe(1);
    await ctx.close();
  });

  const SEATS: Record<string, string> = { 'cambrai-1917': 'british' };
  for (const game of Object.keys(games)) {
    it(`29.7: ${game}: every area or hex of the map is inside the map's window by default at 1024x700 and 1400x900`, async () => {
      const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game, seat: SEATS[game] ?? 'allied', opponent: 'computer' })).body;
      for (const viewport of [
        { width: 1024, height: 700 },
        { width: 1400, height: 900 },
      ]) {
        const ctx = await browser.newContext({ viewport, locale: 'en-US' });
        const page = await ctx.newPage();
        await page.goto(server.url + m.links[0].url);
        await page.locator('[data-testid=board]').waitFor();
        await expect.poll(async () => (await outsideMap(page)).outside, { timeout: 10_000 }).toEqual([]);
        const { shown, window } = await outsideMap(page);
        expect(shown).toBeGreaterThan(20);
        // The map's window itself is inside the browser's.
        expect(window[2]).toBeLessThanOrEqual(viewport.width);
        expect(window[3]).toBeLessThanOrEqual(viewport.height);
        if (viewport.width === 1024) await page.screenshot({ path: artifact(`turn-fit-${game}-1024.png`) });
        // Zoom to go closer: then some of it is outside.
        for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
        await expect.poll(async () => (await outsideMap(page)).outside.length).toBeGreaterThan(0);
        await ctx.close();
      }
    });
  }

  it('29.7: the start page is no wider than a 390 px phone, with every game chosen, a kept game and the lobby, in English and French', async () => {
    await api(server, 'POST', '/api/matches', { game: 'cruellest-month', seat: 'allied', opponent: 'invite', lobby: true });
    for (const locale of ['en-US', 'fr-FR']) {
      const ctx = await browser.newContext({ ...PHONE, locale });
      const page = await ctx.newPage();
      await page.goto(`${server.url}/?game=cambrai-1917`);
      await page.click('.new-game button[type=submit]');
      await page.waitForURL(/\/play\//);
      for (const game of Object.keys(games)) {
        await page.goto(`${server.url}/?game=${game}`);
        await page.locator('.new-game button[type=submit]').waitFor();
        await page.locator('.lobby').waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${game} ${locale}`).toBeLessThanOrEqual(390);
      }
      await ctx.close();
    }
  });
});
