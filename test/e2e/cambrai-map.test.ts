// The Cambrai map as a player sees it at zero hour in headless Chromium, at desktop and phone sizes:
// no counter or stack covers another area's counters or any part of an area's label (number, TEM,
// control disc, name), counted from the boxes the browser draws (issue 15: Gar 5 sat on IR27 by
// Flesquières, RIR90 on the end of "Beaucamp ridge").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { browserAndServer, hasChromium } from './helpers.ts';
import type { Browser } from 'playwright-core';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

const SIZES = [
  { name: 'desktop 1400x900', viewport: { width: 1400, height: 900 } },
  { name: 'phone 390x844', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
];

describe.skipIf(!hasChromium)('browser: the Cambrai map at zero hour', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  });
  afterAll(() => close());

  it.each(SIZES)('$name: no counter block overlaps another block or a label', async ({ name: _name, ...opts }) => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'cambrai-1917', seat: 'british', opponent: 'hotseat', seed: 1, scenario: 'campaign' })).body;
    const context = await browser.newContext({ ...opts, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(server.url + m.links[0].url);
    await page.locator('svg[data-testid=board] .counters g.counter').first().waitFor();
    const found = await page.evaluate(() => {
      const board = 'svg[data-testid=board]';
      const boxes = (sel: string) => [...document.querySelectorAll(sel)].map((e) => ({ e, r: e.getBoundingClientRect() }));
      const labels = boxes(`${board} g.area-label text, ${board} g.area-label rect, ${board} g.area-label g.control`);
      // Counters and stacks, a stack's own top counter counted once (as the stack).
      const all = boxes(`${board} .counters g.counter, ${board} .counters g.stack`);
      const pieces = all.filter((p) => !all.some((q) => q.e !== p.e && q.e.contains(p.e)));
      const hit = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      const id = (e: Element) => e.getAttribute('data-unit') ?? `stack ${e.getAttribute('data-stack')}`;
      const out: string[] = [];
      for (const p of pieces) for (const l of labels) if (hit(p.r, l.r)) out.push(`${id(p.e)} on the label of area ${l.e.closest('g.area-label')!.getAttribute('data-label')}`);
      for (let i = 0; i < pieces.length; i++) for (let j = i + 1; j < pieces.length; j++) if (hit(pieces[i].r, pieces[j].r)) out.push(`${id(pieces[i].e)} on ${id(pieces[j].e)}`);
      return { pieces: pieces.length, labels: labels.length, out: [...new Set(out)] };
    });
    // Every area and zone has its label drawn, and the zero-hour counters are on the map.
    expect(found.labels).toBeGreaterThan(3 * 50);
    expect(found.pieces).toBeGreaterThan(20);
    expect(found.out).toEqual([]);
    await context.close();
  });
});
