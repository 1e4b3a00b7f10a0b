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

async function open(game: string, seat: string, size: { width: number; height: number }, locale = 'en-US', config: Record<string, unknown> = {}, before?: (m: CreatedMatch) => Promise<void>) {
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

  for (const size of [{ width: 1400, height: 900 }, { width: 390, height: 844 }]) {
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
      await page.keyboard.press('Escape');
      await expect.poll(() => confirm.count()).toBe(0);
      await sr6.focus();
      await page.keyboard.press('Enter');
      await confirm.waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-roll');
      await page.keyboard.press('Enter');
      await expect.poll(() => logText(page)).toMatch(/on the 1:1 column, shifted 1 column right \(8\.2\); die \d/);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('ca-arras-1940 9.4, 10.3-10.4: an assault or bombardment shows its AV and DV with their rules and waits; Back rolls nothing, Attack/Fire rolls; the combat box shows no AV 0 · DV 0', async () => {
    // Both links play at random through the API until the side on the first link may make an
    // action that brings the dice of a Combat Resolution (its preview is exact: no "if the defender").
    const ROLLS = ['attack', 'resolve', 'lead', 'bombard', 'air', 'support', 'no-support', 'primary'];
    let target: { text: string; type: string } | null = null;
    const random = rng(5);
    const { context, page, errors, m } = await open('ca-arras-1940', 'allied', { width: 1400, height: 900 }, 'en-US', { scenario: 'historical' }, async (match) => {
      for (let i = 0; i < 3000 && !target; i++) {
        const snaps = await Promise.all(match.links.map(async (l) => ({ l, s: (await api(server, 'GET', `/api/play/${l.token}`)).body })));
        const acting = snaps.find((x) => x.s.legal.length > 0);
        if (!acting) continue;
        const { l, s } = acting;
        if (l === match.links[0]) {
          const rolls = s.legal.find((x: any) => ROLLS.includes(x.action.type) && x.preview !== undefined && !/if the defender/.test(s.previews[x.preview].map((p: any) => p.text).join()) && x.action.type !== 'lead');
          if (rolls) {
            target = { text: rolls.text, type: rolls.action.type };
            break;
          }
        }
        const a = s.legal[Math.floor(random() * s.legal.length)];
        await api(server, 'POST', `/api/play/${l.token}/action`, { seq: s.seq, action: a.action, role: a.role });
      }
    });
    expect(target).not.toBeNull();
    const { text, type } = target!;
    const choose = async () => {
      const button = page.locator('[data-testid=prompt] button.action', { hasText: text });
      if (await button.count()) return button.first().click();
      await page.locator('[data-testid=prompt] details.all-choices > summary').click();
      const menu = page.locator('[data-testid=prompt] details.all-choices .menu');
      await menu.locator('select').selectOption({ label: text });
      await menu.locator('button').click();
    };
    const seq = await seqOf(page);
    await choose();
    const confirm = page.locator('[data-testid=confirm]');
    await confirm.waitFor();
    const shown = (await confirm.innerText()).replace(/\s+/g, ' ');
    expect(shown).toMatch(/Attack Value \d+ = /);
    expect(shown).toMatch(/Defense Value \d+ = /);
    expect((await confirm.locator('.rule').allInnerTexts()).length).toBe(2);
    expect(await page.locator('[data-testid=confirm-roll]').innerText()).toBe(['attack', 'resolve'].includes(type) ? 'Attack' : 'Fire');
    await page.screenshot({ path: artifact('see-first-1940.png') });
    // The combat box (when a combat is already open) does not show values before the roll.
    expect(await page.locator('[data-testid=aside]').innerText()).not.toMatch(/AV 0 · DV 0|Dice:\s*$/m);
    await page.locator('[data-testid=confirm-back]').click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await seqOf(page)).toBe(seq);
    await choose();
    await confirm.waitFor();
    await page.locator('[data-testid=confirm-roll]').click();
    // The dice were rolled: the log gives the totals (9.4.1 or 10.4), and the combat box the values.
    await expect.poll(() => logText(page), { timeout: 10_000 }).toMatch(/Attack Total/);
    await expect.poll(async () => (await page.locator('[data-testid=aside]').innerText()).replace(/\s+/g, ' ')).toMatch(/AV \d+ · DV \d+|Dice/);
    expect(errors).toEqual([]);
    await context.close();
    void m;
  }, 240_000);
});
