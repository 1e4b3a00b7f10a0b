// Measures of a play page in a real browser (issue 14), shared by `npm run measure:ui` and the
// browser tests: the map's text height, the buttons outside the map, whether Tab reaches the map,
// axe-core's serious and critical findings, whether the page fits the window.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The rendered heights (px, sorted) of the map's visible texts, in the window. */
async function mapTextHeights(page: Page): Promise<number[]> {
  const heights = await page.evaluate(() => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    return [...document.querySelectorAll('[data-testid=board] text')]
      .filter((e) => e.textContent?.trim())
      .map((e) => (e as SVGGraphicsElement).getBoundingClientRect())
      .filter((r) => r.height > 0 && r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < vh && r.left < vw)
      .map((r) => r.height);
  });
  return heights.sort((a, b) => a - b);
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The 10th percentile of the rendered height (px) of the map's visible texts. */
export async function mapTextP10(page: Page): Promise<number> {
  const heights = await mapTextHeights(page);
  return heights.length ? round1(heights[Math.floor(heights.length * 0.1)]) : 0;
}

/** The map's texts (10th percentile, smallest, how many are visible) and its sizes on screen. */
export async function mapTextDetail(page: Page): Promise<{ p10: number; min: number; count: number; svg: string; viewport: string }> {
  const heights = await mapTextHeights(page);
  // No named function inside evaluate: tsx would wrap it in a helper the page does not have.
  const sizes = await page.evaluate(() =>
    Object.fromEntries(
      [
        ['svg', 'svg[data-testid=board]'],
        ['viewport', '.map-viewport'],
      ].map(([k, sel]) => {
        const r = document.querySelector(sel)?.getBoundingClientRect();
        return [k, r ? `${Math.round(r.width)}x${Math.round(r.height)}` : '-'];
      }),
    ),
  );
  return { p10: heights.length ? round1(heights[Math.floor(heights.length * 0.1)]) : 0, min: round1(heights[0] ?? 0), count: heights.length, svg: sizes.svg, viewport: sizes.viewport };
}

/** Visible buttons that are not part of the map (its zoom tools included in the map). */
export async function buttonsOutsideMap(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, [role=button]')].filter((b) => {
      if (b.closest('.mapview')) return false;
      const r = b.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(b).visibility !== 'hidden';
    }).length,
  );
}

/** Whether pressing Tab from the top of the page reaches a choosable thing on the map (within `max` presses). */
export async function tabReachesMap(page: Page, max = 80): Promise<boolean> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('body').focus();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const onMap = await page.evaluate(() => {
      const a = document.activeElement;
      return !!a && !!a.closest('[data-testid=board]') && a.hasAttribute('data-ref');
    });
    if (onMap) return true;
  }
  return false;
}

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: number;
  target: string;
}

/** axe-core's serious and critical violations on the page. */
export async function axeSerious(page: Page): Promise<AxeFinding[]> {
  const source = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: any) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length, target: String(v.nodes[0]?.target ?? '') }));
  });
  return (violations as AxeFinding[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Whether the page fits the window: no scrolling needed, across or down. */
export async function fitsWindow(page: Page): Promise<{ fits: boolean; overflowX: number; overflowY: number }> {
  return page.evaluate(() => {
    const d = document.documentElement;
    const overflowX = Math.max(0, d.scrollWidth - window.innerWidth);
    const overflowY = Math.max(0, d.scrollHeight - window.innerHeight);
    return { fits: overflowX === 0 && overflowY === 0, overflowX, overflowY };
  });
}

/** Wait until the page shows this player's decision (the prompt's sentence and the map's choices). */
export async function waitForDecision(page: Page, timeout = 60_000): Promise<void> {
  await page.locator('[data-testid=say]').waitFor({ timeout });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=board] .clickable').length > 0 || document.querySelectorAll('[data-testid=prompt] button.action').length > 0, null, { timeout });
}
