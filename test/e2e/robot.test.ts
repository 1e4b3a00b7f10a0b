// Issue 29, item 1: no dead end, proved by a robot. Every game against the computer (easy), at
// 1400x900, 1024x700 and 390x844, played by mouse clicks alone on the controls a person can see in
// the window (robot-driver.ts), for a bounded number of decisions: the robot fails when a legal
// action has no visible control, when a control of the prompt is outside the window or clipped, when
// a menu is too narrow to read, or when clicks change nothing while legal actions exist. Whole games:
// `npm run robot -- --game G --size WxH --seed S --steps N`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { artifact, browserAndServer, hasChromium } from './helpers.ts';
import { SIZES, robotPlay, scan } from './robot-driver.ts';
import { pageState, settle } from './map-driver.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

/** Decisions per game and size in the short run (the whole suite stays under about 3 minutes). */
const STEPS = 16;

/** Game and size pairs left out of the short run, each with the dead end that remains. */
const LEFT_OUT: Record<string, string> = {};

const cases = Object.keys(games)
  .flatMap((id) => SIZES.map((s) => ({ id, size: `${s.width}x${s.height}`, ...s })))
  .filter((c) => !LEFT_OUT[`${c.id} ${c.size}`]);

describe.skipIf(!hasChromium)('browser: the robot meets no dead end (issue 29)', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  }, 120_000);
  afterAll(() => close());

  it.each(cases)(
    '$id at $size: every decision reachable by a visible control, no control out of the window, no click without effect',
    async ({ id, size, width, height }) => {
      server.nextSeeds!(5);
      const m = (await api(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'computer', level: 'easy' })).body;
      const phone = width < 600;
      const context = await browser.newContext({ viewport: { width, height }, isMobile: phone, hasTouch: phone, locale: 'en-US' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(server.url + m.links[0].url);
      const token = m.links[0].token;
      const run = await robotPlay(page, {
        token,
        seed: 5,
        steps: STEPS,
        shot: artifact(`robot-${id}-${size}.png`),
        snapshot: async () => (await api(server, 'GET', `/api/play/${token}`)).body,
      });
      expect(run.clicks > 0 || run.over).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('the robot: a rule chip among the values before a roll (10.3) is no control of the roll - it explains a rule and plays nothing', async () => {
    // ca-arras-1940 at 1400x900, seed 1: the robot clicked the chip "10.3" of a bombardment's values
    // 8 times (its explanation covered the Attack button) and called it a dead end.
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.setContent(`<div data-testid="prompt"><div class="confirm-roll"><ul class="preview"><li>Attack Value 3 <span class="rule-help"><button class="rule chip">10.3</button></span></li></ul>
      <div class="confirm-buttons"><button class="primary">Attack</button><button>Back</button></div></div></div>`);
    expect((await scan(page)).controls.map((c) => c.label)).toEqual(['Attack', 'Back']);
    await page.close();
  });

  it.each([
    { id: 'cambrai-1917', width: 1400, height: 900 },
    { id: 'ca-arras-1940', width: 1400, height: 900 },
    { id: 'ca-arras-1940', width: 390, height: 844 },
  ])(
    '$id at $width: a long list is a usable list - the menu as wide as the panel, its list and Play button inside the window, no sideways scroll',
    async ({ id, width, height }) => {
      // Issue 29: Cambrai's menu put its Play button at x 1404-1465 in a 1400 px window and scrolled the
      // panel sideways; the 1940 edition's "choose from the list" collapsed to the width of "se".
      const m = (await api(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'computer', level: 'easy' })).body;
      const phone = width < 600;
      const context = await browser.newContext({ viewport: { width, height }, isMobile: phone, hasTouch: phone, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(server.url + m.links[0].url);
      await page.locator('[data-testid=say]').waitFor();
      const summary = page.locator('[data-testid=prompt] details.all-choices > summary');
      if (await summary.count()) await summary.click();
      const menus = page.locator('[data-testid=prompt] .menu');
      expect(await menus.count()).toBeGreaterThan(0);
      for (let i = 0; i < (await menus.count()); i++) {
        const menu = menus.nth(i);
        await menu.scrollIntoViewIfNeeded();
        const panel = (await page.locator('.side-col').boundingBox())!;
        const choices = (await page.locator('[data-testid=prompt] .choices').boundingBox())!;
        for (const part of [menu.locator('select'), menu.locator('button.primary')]) {
          const b = (await part.boundingBox())!;
          expect(b.x).toBeGreaterThanOrEqual(Math.max(0, panel.x) - 1);
          expect(b.x + b.width).toBeLessThanOrEqual(Math.min(width, panel.x + panel.width) + 1);
        }
        expect((await menu.locator('select').boundingBox())!.width).toBeGreaterThanOrEqual(choices.width * 0.9);
        // An open list, not a one-line popover.
        expect(Number(await menu.locator('select').getAttribute('size'))).toBeGreaterThan(1);
      }
      expect(
        await page.evaluate(() => {
          const p = document.querySelector('.side-col')!;
          return p.scrollWidth - p.clientWidth;
        }),
      ).toBeLessThanOrEqual(0);
      await context.close();
    },
    120_000,
  );

  it.each(['ca-arras-1940'])(
    '%s: a click on a counter that can do nothing, over a choosable area or hex, chooses that place',
    async (id) => {
      // Issue 29: "Nothing can be done with 9 Durham" for a counter inside a legal area (Cruellest
      // Month's hexes that answer on a ~5 px rim are not met at its first decision: see the README).
      server.nextSeeds!(5);
      const m = (await api(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'computer', level: 'easy' })).body;
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(server.url + m.links[0].url);
      await page.locator('[data-testid=say]').waitFor();
      const before = await pageState(page);
      // A point where a thing that can do nothing lies over a choosable one.
      const spot = await page.evaluate(() => {
        for (const el of document.querySelectorAll('[data-testid=board] [data-ref]:not(.clickable)')) {
          const b = el.getBoundingClientRect();
          const x = b.left + b.width / 2;
          const y = b.top + b.height / 2;
          if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
          const top = document.elementFromPoint(x, y)?.closest('[data-ref]');
          if (top !== el) continue;
          const under = document
            .elementsFromPoint(x, y)
            .map((e) => e.closest('[data-ref].clickable'))
            .find((e) => e && e !== el);
          if (under) return { x, y, ref: under.getAttribute('data-ref')! };
        }
        return null;
      });
      expect(spot).not.toBeNull();
      await page.mouse.click(spot!.x, spot!.y);
      await settle(page, before);
      const after = await pageState(page);
      expect(after.seq !== before.seq || after.selected.includes(spot!.ref)).toBe(true);
      expect(await page.locator('[data-testid=why]').count()).toBe(0);
      await context.close();
    },
    120_000,
  );
});
