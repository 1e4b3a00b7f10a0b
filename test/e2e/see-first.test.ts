// Issue 29.2, see before you commit: an action that rolls dice is not sent on its click; the prompt
// shows the values the roll will use, each with its rule, and asks for an explicit Attack (or Fire).
// Back returns to the choices without rolling; the confirmation rolls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { artifact, browserAndServer, hasChromium } from './helpers.ts';
import { rng } from './map-driver.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

const seqOf = async (page: Page) => Number(await page.locator('[data-testid=prompt]').getAttribute('data-seq'));
const logText = async (page: Page) => (await page.locator('[data-testid=log]').innerText()).replace(/\s+/g, ' ');

async function open(
  game: string,
  seat: string,
  size: { width: number; height: number },
  locale = 'en-US',
  config: Record<string, unknown> = {},
  before?: (m: CreatedMatch) => Promise<void>,
) {
  const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game, seat, opponent: 'invite', ...config })).body;
  await before?.(m);
  const context = await browser.newContext({ viewport: size, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + m.links[0].url);
  await page.locator('[data-testid=say]').waitFor();
  return { context, page, errors, m };
}

describe.skipIf(!hasChromium)('browser: see before you commit (issue 29.2)', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  }, 120_000);
  afterAll(() => close());

  for (const size of [
    { width: 1400, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`arras-postcard 8.1-8.2 at ${size.width}x${size.height}: the attack shows its odds column and shift and waits for Attack; Back rolls nothing, Attack rolls`, async () => {
      const { context, page, errors } = await open('arras-postcard', 'allied', size);
      // Sequence: the Allied player chooses the combat phase first (8.2: one column right).
      await page.locator('[data-testid=prompt] button.action', { hasText: /combat/i }).click();
      const sr6 = page.locator('[data-testid=board] [data-ref="sr6"].clickable').first();
      await sr6.waitFor();
      const seq = await seqOf(page);
      await sr6.focus();
      await page.keyboard.press('Enter');
      const confirm = page.locator('[data-testid=confirm]');
      await confirm.waitFor();
      const shown = (await confirm.innerText()).replace(/\s+/g, ' ');
      expect(shown).toContain('Odds 1:2: the 1:2 column');
      expect(shown).toContain('1 column right, combat before movement: the 1:1 column');
      expect(await confirm.locator('.rule').allInnerTexts()).toEqual(['8.1', '8.2']);
      // The buttons lie whole inside the window.
      for (const b of await confirm.locator('button').all()) {
        const r = (await b.boundingBox())!;
        expect(r.x >= 0 && r.y >= 0 && r.x + r.width <= size.width && r.y + r.height <= size.height).toBe(true);
      }
      await page.screenshot({ path: artifact(`see-first-postcard-${size.width}.png`) });
      // Nothing was sent: same step, no combat in the log.
      expect(await seqOf(page)).toBe(seq);
      expect(await logText(page)).not.toMatch(/column; die/);
      // Back: the choices again, still no roll.
      await page.locator('[data-testid=confirm-back]').click();
      await expect.poll(() => confirm.count()).toBe(0);
      expect(await seqOf(page)).toBe(seq);
      expect(await logText(page)).not.toMatch(/column; die/);
      // Escape goes back too; Enter (the Attack button has the focus) rolls.
      await sr6.focus();
      await page.keyboard.press('Enter');
      await confirm.waitFor();
      // The box listens for keys once it has given the Attack button the focus (its effects run after the paint).
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-roll');
      await page.keyboard.press('Escape');
      await expect.poll(() => confirm.count()).toBe(0);
      await sr6.focus();
      await page.keyboard.press('Enter');
      await confirm.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-roll');
      await page.keyboard.press('Enter');
      await expect.poll(() => logText(page)).toMatch(/on the 1:1 column, shifted 1 column right \(8\.2\); die \d/);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  const AREA_CASES = [
    {
      id: 'ca-arras-1940',
      rule: '9.4, 10.3-10.4',
      config: { scenario: 'historical' },
      size: { width: 1400, height: 900 },
      rolls: ['attack', 'resolve', 'lead', 'bombard', 'air', 'support', 'no-support', 'primary'],
      shows: /(Attack Value \d+ = .*Defense Value \d+ = )/,
      rolled: /Attack Total/,
    },
    {
      id: 'ca-arras-battles',
      rule: '6.2-6.3, 7.2',
      config: {},
      size: { width: 390, height: 844 },
      rolls: ['attack', 'resolve', 'advanced', 'support', 'no-support', 'bombard'],
      shows: /Attack Value \d+.*Defense Value \d+/,
      rolled: /Attack Total \(TA\)|bombardment (succeeds|fails)/i,
    },
    {
      id: 'cruellest-month',
      rule: '9.4',
      config: {},
      size: { width: 1400, height: 900 },
      rolls: ['support'],
      prefer: ['pass', 'attack', 'support'],
      shows: /against .+: 1d10 [+-]\d+ \(.*defender’s CF row \d/,
      rolled: /attacks .+: roll \d+ .* = -?\d+, column \d+/,
    },
    {
      id: 'cambrai-1917',
      rule: 'Hurricane Barrage, Combat',
      config: { scenario: 'campaign' },
      size: { width: 1400, height: 900 },
      rolls: ['hurricane', 'primary', 'resolve', 'point', 'forward'],
      shows: /Barrage: attacker 1d6 \+ \d+ against defender 1d6 \+ \d+|Attack -?\d+ \+ 2d6 \(|Defense -?\d+ \+ 2d6 \(/,
      rolled: /Barrage \d+ \(dr \d\)|Attack total \d+|AT \d+/,
    },
  ];
  it.each(AREA_CASES)(
    '$id $rule at $size.width: the roll shows its values with their rules and waits; Back rolls nothing, the confirmation rolls; the combat box shows no AV 0 · DV 0',
    async ({
      id,
      config,
      size,
      rolls,
      shows,
      rolled,
      prefer,
    }: {
      id: string;
      config: Record<string, unknown>;
      size: { width: number; height: number };
      rolls: string[];
      shows: RegExp;
      rolled: RegExp;
      prefer?: string[];
    }) => {
      // Both links play at random (among the preferred actions when there are) through the API until the side on the first link may make an
      // action that brings the dice (its preview is exact: no "if the defender picks its best").
      let target: { text: string } | null = null;
      const random = rng(5);
      const { context, page, errors } = await open(id, games[id].roles[0], size, 'en-US', config, async (match) => {
        for (let i = 0; i < 3000 && !target; i++) {
          const snaps = await Promise.all(match.links.map(async (l) => ({ l, s: (await api(server, 'GET', `/api/play/${l.token}`)).body })));
          // No legal list: the server refuses more requests (its rate limit); the target was not found in time.
          if (snaps.some((x) => !x.s.legal)) break;
          const acting = snaps.find((x) => x.s.legal.length > 0);
          if (!acting) continue;
          const { l, s } = acting;
          if (l === match.links[0]) {
            const exact = (x: any) => x.preview !== undefined && !/if the defender/.test(s.previews[x.preview].map((p: any) => p.text).join());
            const roll = s.legal.find((x: any) => rolls.includes(x.action.type) && exact(x));
            if (roll) {
              target = { text: roll.text };
              break;
            }
          }
          // A game with long steps before its rolls (the Cruellest Month's air operations) prefers some actions (passing).
          const preferred = s.legal.filter((x: any) => prefer?.includes(x.action.type));
          const pool = preferred.length ? preferred : s.legal;
          const a = pool[Math.floor(random() * pool.length)];
          await api(server, 'POST', `/api/play/${l.token}/action`, { seq: s.seq, action: a.action, role: a.role });
        }
      });
      expect(target).not.toBeNull();
      const { text } = target!;
      const choose = async () => {
        // The choices are drawn (as a button, a menu line, or a number field showing it) before they are looked for.
        await page
          .locator('[data-testid=prompt]')
          .locator('.choices button.action, .choices option, .number-choice button')
          .filter({ hasText: text })
          .first()
          .waitFor({ state: 'attached' });
        const button = page.locator('[data-testid=prompt] .choices button.action', { hasText: text });
        if (await button.count()) return button.first().click();
        const field = page.locator('[data-testid=prompt] .number-choice button', { hasText: text });
        if (await field.count()) return field.first().click();
        const menus = page.locator('[data-testid=prompt] .choices > .menu').filter({ has: page.locator(`option[title="${text.replace(/"/g, '\\"')}"]`) });
        const inList = (await menus.count()) === 0;
        if (inList) await page.locator('[data-testid=prompt] details.all-choices > summary').click();
        const menu = inList ? page.locator('[data-testid=prompt] details.all-choices .menu') : menus.first();
        await menu.locator('select').selectOption({ label: text });
        await menu.locator('button.primary').click();
      };
      const seq = await seqOf(page);
      await choose();
      const confirm = page.locator('[data-testid=confirm]');
      await confirm.waitFor();
      expect((await confirm.innerText()).replace(/\s+/g, ' ')).toMatch(shows);
      expect((await confirm.locator('.rule').allInnerTexts()).length).toBeGreaterThan(0);
      expect(['Attack', 'Fire', 'Roll']).toContain(await page.locator('[data-testid=confirm-roll]').innerText());
      for (const b of await confirm.locator('button').all()) {
        await b.scrollIntoViewIfNeeded();
        const r = (await b.boundingBox())!;
        expect(r.x >= 0 && r.x + r.width <= size.width).toBe(true);
      }
      await page.screenshot({ path: artifact(`see-first-${id}-${size.width}.png`) });
      // The combat box (when a combat is already open) does not show values before the roll.
      expect(await page.locator('[data-testid=aside]').innerText()).not.toMatch(/AV 0 · DV 0/);
      await page.locator('[data-testid=confirm-back]').click();
      await expect.poll(() => confirm.count()).toBe(0);
      expect(await seqOf(page)).toBe(seq);
      expect(await logText(page)).not.toMatch(rolled);
      await choose();
      await confirm.waitFor();
      await page.locator('[data-testid=confirm-roll]').click();
      // The dice were rolled: the log gives their totals.
      await expect.poll(() => logText(page), { timeout: 10_000 }).toMatch(rolled);
      expect(errors).toEqual([]);
      await context.close();
    },
    240_000,
  );
});
