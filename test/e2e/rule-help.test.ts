// Issue 29.5, the rules at hand, in headless Chromium: a rule chip of the prompt opens a short
// explanation of its rule from the game's reference, in the page's language (English, then French on
// a fr-FR browser), reachable by keyboard (Enter opens, Escape closes and gives the focus back), closed
// by a click outside, and without a serious axe finding. Screenshots in test-artifacts/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import { RULES as EN } from '../../src/games/ca-arras-1940/text/rules.en.ts';
import { RULES as FR } from '../../src/games/ca-arras-1940/text/rules.fr.ts';
import { explain } from '../../src/web/games/rule-reference.ts';
import type { TestServer } from '../server/helpers.ts';
import { ROOT, artifact, browserAndServer, hasChromium } from './helpers.ts';

const GAME = 'ca-arras-1940';
let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

/** Serious or critical axe findings inside `selector` (axe injected through DevTools: the page's CSP refuses inline scripts). */
async function axeIn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Runtime.evaluate', { expression: readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8') });
  await cdp.detach();
  return page.evaluate(async (sel) => {
    const r = await (window as any).axe.run(sel, { resultTypes: ['violations'] });
    return r.violations.filter((v: any) => v.impact === 'serious' || v.impact === 'critical').map((v: any) => `${v.id}: ${v.help}`);
  }, selector);
}

async function openGame(locale: string, viewport: { width: number; height: number }, seat = 'allied') {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/?game=${GAME}`);
  await page.selectOption('select[name=game]', GAME);
  await page.check(`input[name=seat][value=${seat}]`);
  await page.check('input[name=opponent][value=computer]');
  await page.click('button[type=submit]');
  await page.waitForURL(/\/play\//);
  const chip = page.locator('[data-testid=say] button.rule');
  await chip.waitFor({ timeout: 60_000 });
  return { context, page, chip, errors };
}

describe.skipIf(!hasChromium || !games[GAME])('browser: rule help (issue 29.5)', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  }, 300_000);
  afterAll(() => close());

  it("29.5: the prompt's rule chip opens its explanation in English by Enter, Escape closes it and the focus returns", async () => {
    const { context, page, chip, errors } = await openGame('en-US', { width: 1400, height: 900 });
    const rule = (await chip.innerText()).trim();
    const expected = explain(EN, rule);
    expect(expected, `the reference explains ${rule}`).toBeTruthy();
    expect(await page.locator('[data-testid=rule-help]').count()).toBe(0);

    await chip.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Rule ${rule}` });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('.rule-text').innerText()).toBe(expected);
    expect(await chip.getAttribute('aria-expanded')).toBe('true');
    // Inside the window, wholly.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1400);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(await axeIn(page, '.rule-help')).toEqual([]);
    await page.screenshot({ path: artifact('rule-help-en-1400.png') });

    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-testid=rule-help]').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('rule'))).toBe(true);
    expect(await chip.getAttribute('aria-expanded')).toBe('false');

    // A click outside closes it too.
    await chip.click();
    await dialog.waitFor();
    await page.locator('header h1').click();
    await expect.poll(() => page.locator('[data-testid=rule-help]').count()).toBe(0);

    // The chips beside the board's tracks open theirs too.
    const aside = page.locator('[data-testid=aside] button.rule').first();
    const asideRule = (await aside.innerText()).trim();
    await aside.click();
    const asideDialog = page.getByRole('dialog', { name: `Rule ${asideRule}` });
    await asideDialog.waitFor();
    await expect.poll(() => asideDialog.locator('.rule-text').innerText()).toBe(explain(EN, asideRule));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-testid=rule-help]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("29.5: on a French page the explanation is the French one, and it fits a phone; the log's chips are reached by the arrow keys", async () => {
    // The Germans: the computer's Allies set up first, so the log already has entries with their rule.
    const { context, page, chip, errors } = await openGame('fr-FR', { width: 390, height: 844 }, 'german');
    const rule = (await chip.innerText()).trim();
    const expected = explain(FR, rule);
    expect(expected).toBeTruthy();
    expect(expected).not.toBe(explain(EN, rule));
    await chip.click();
    const dialog = page.getByRole('dialog', { name: `Règle ${rule}` });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('.rule-text').innerText()).toBe(expected);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: artifact('rule-help-fr-390.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-testid=rule-help]').count()).toBe(0);

    // The log is one Tab stop; inside it the arrow keys reach its chips, and Enter opens one.
    const logChips = page.locator('[data-testid=log] button.rule');
    await logChips.first().waitFor();
    expect(await logChips.first().getAttribute('tabindex')).toBe('-1');
    await page.locator('[data-testid=log]').focus();
    await page.keyboard.press('ArrowDown');
    const logRule = await page.evaluate(() =>
      document.activeElement?.closest('[data-testid=log]') && document.activeElement.classList.contains('rule')
        ? (document.activeElement as HTMLElement).innerText.trim()
        : null,
    );
    expect(logRule).toBeTruthy();
    await page.keyboard.press('Enter');
    const logDialog = page.getByRole('dialog', { name: `Règle ${logRule}` });
    await logDialog.waitFor();
    await expect.poll(() => logDialog.locator('.rule-text').innerText()).toBe(explain(FR, logRule!));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-testid=rule-help]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
