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
  return {
    p10: heights.length ? round1(heights[Math.floor(heights.length * 0.1)]) : 0,
    min: round1(heights[0] ?? 0),
    count: heights.length,
    svg: sizes.svg,
    viewport: sizes.viewport,
  };
}

/** Visible buttons that are not part of the map (its zoom tools included in the map). */
export async function buttonsOutsideMap(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('button, [role=button]')].filter((b) => {
        // Rule chips explain a rule (issue 29.5): help, not a control that plays.
        if (b.closest('.mapview') || b.classList.contains('rule')) return false;
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
  // Through the DevTools protocol, as a console would: the page's Content-Security-Policy (script-src
  // 'self') refuses an inline script tag, and rightly so.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Runtime.evaluate', { expression: source });
  await cdp.detach();
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

/**
 * Wait until the page shows this player's decision (the prompt's sentence and the map's choices, or a
 * roll waiting for its confirmation: issue 29, see before you commit; it has neither).
 */
export async function waitForDecision(page: Page, timeout = 60_000): Promise<void> {
  await page.locator('[data-testid=say]').waitFor({ timeout });
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-testid=board] .clickable').length > 0 ||
      document.querySelectorAll('[data-testid=prompt] button.action').length > 0 ||
      document.querySelector('[data-testid=prompt] [data-testid=confirm-roll]') !== null,
    null,
    { timeout },
  );
}

/**
 * The text a person sees on the page, the map's included: each visible text node on its own line, so
 * that a rule chip and the sentence after it stay two words ("Impulses" and "Allied", not
 * "ImpulsesAllied" as innerText joins inline elements).
 */
export async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('script, style, title') || !el.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions)) continue;
      out.push(text);
    }
    return out.join('\n');
  });
}

/**
 * The internal ids of a game's view (the `id` of every object in it, and the roles) that a player
 * would not read as a name: those with a lower-case letter (names are capitalised), not a bare number.
 */
export function internalIds(view: unknown, roles: readonly string[]): Set<string> {
  const out = new Set<string>(roles);
  const walk = (x: unknown) => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      for (const [k, v] of Object.entries(x)) {
        if (k === 'id' && typeof v === 'string') out.add(v);
        else walk(v);
      }
    }
  };
  walk(view);
  return new Set([...out].filter((id) => id.length >= 3 && /[a-z]/.test(id) && !/^\d+$/.test(id)));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ids that appear as whole words (case kept) in `text`, but for those that are also proper names (in `names`). */
export function idsInText(text: string, ids: Set<string>, names = ''): string[] {
  const word = (id: string, s: string) => new RegExp(`(^|[^\\p{L}\\p{N}_-])${escapeRe(id)}($|[^\\p{L}\\p{N}_-])`, 'u').test(s);
  return [...ids].filter((id) => word(id, text) && !word(id, names)).sort();
}

const words = (s: string) => new Set((s.toLowerCase().match(/\p{L}{3,}/gu) ?? []).filter((w) => !/^[ivxlcdm]+$/.test(w)));

/**
 * Words every edition uses as proper names (the published titles, abbreviations of units; units' and
 * places' names are taken from the map and the view), and French words spelt as in English that the
 * interface's catalogue happens not to use (the game's own French texts do).
 */
export const NAME_ALLOWLIST = new Set([
  'arras',
  'cambrai',
  'counter',
  'attack',
  'battles',
  'magazine',
  'edition',
  'breakthrough',
  'player',
  'aid',
  'postcard',
  'cruellest',
  'month',
  'live',
  'english',
  'français',
  'rfc',
  'dlm',
  'bcc',
  'rdp',
  'bav',
  'res',
  'div',
  'gar',
  'bde',
  // French words too
  'corps',
  'destination',
  'active',
  'total',
  'contact',
  'phases',
  'altitude',
  'brigade',
  'division',
  'examine',
  'face',
  'formation',
  'mission',
  'missions',
  'normal',
  'observation',
  'types',
  // proper names: aircraft makers and types, commanders, German formations (Jasta, Gruppe, Armee), the ANZAC corps, the 88 (Flak)
  'flak',
  'panzer',
  'panzers',
  'sopwith',
  'bristol',
  'trenchard',
  'jasta',
  'gruppe',
  'armee',
  'anzac',
  // the Cruellest Month's aircraft (its Aircraft Performance Chart's names, as its log names each unit)
  'nieuport',
  'pup',
  'triplane',
  'spad',
  'strutter',
  'armstrong',
  'whitworth',
  'martinsyde',
  'albatros',
  'halberstadt',
  'roland',
  'rumpler',
  'aeg',
  // places and ground named on the maps' tooltips (issue 29): towns beyond the maps that roads and railways
  // lead to, rivers, the Wehrmacht, the Hindenburg Line; French words of those names
  'amiens',
  'béthune',
  'paris',
  'lille',
  'pol',
  'vimy',
  'cojeul',
  'crinchon',
  'sensée',
  'beaurevoir',
  'hindenburg',
  'wehrmacht',
  'brunehaut',
  'chaussée',
  'escaut',
]);

/**
 * English words on the French page: words of the French page that the same page shows in English,
 * that no French text of the interface uses, and that are not proper names (the map's names of
 * places and units, and the allowlist).
 */
export function englishWordsOnFrench(frText: string, enText: string, frVocabulary: string, names: string): string[] {
  const en = words(enText);
  const fr = words(frVocabulary);
  const proper = words(names);
  return [...words(frText)].filter((w) => en.has(w) && !fr.has(w) && !proper.has(w) && !NAME_ALLOWLIST.has(w)).sort();
}

/** The names the map gives its things (data-name) and its labels: proper names of places and units. */
export async function mapNames(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      ...[...document.querySelectorAll('[data-testid=board] [data-name]')].map((e) => e.getAttribute('data-name')),
      ...[...document.querySelectorAll('[data-testid=board] text')].map((e) => e.textContent),
    ].join('\n'),
  );
}
