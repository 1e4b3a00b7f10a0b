// The Cambrai map as a player sees it in headless Chromium, at desktop and phone sizes: no counter
// or stack covers another area's counters or any part of an area's label (number, TEM, control disc,
// name), counted from the boxes the browser draws - at zero hour (issue 15: Gar 5 sat on IR27 by
// Flesquières, RIR90 on the end of "Beaucamp ridge") and at positions of random and heuristic games
// on the 21st and after (test/web/cambrai-positions.ts), where many units crowd small areas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { browserAndServer, hasChromium } from './helpers.ts';
import type { Browser } from 'playwright-core';
import { onServer, overlapsOnPage, positions } from '../web/cambrai-positions.ts';
import { axeSerious } from '../../bench/ui-measures.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

const SIZES = [
  { name: 'desktop 1400x900', viewport: { width: 1400, height: 900 } },
  { name: 'phone 390x844', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
];

async function onPage(url: string, size: (typeof SIZES)[number], axe = false) {
  const { name: _name, ...opts } = size;
  const context = await browser.newContext({ ...opts, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(server.url + url);
  await page.locator('svg[data-testid=board] .counters g.counter').first().waitFor();
  const found = await overlapsOnPage(page);
  // Moved and shortened labels, stacks beside them: still no serious or critical axe finding.
  const findings = axe ? await axeSerious(page) : [];
  await context.close();
  return { ...found, findings };
}

describe.skipIf(!hasChromium)('browser: the Cambrai map at zero hour and during play', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  });
  afterAll(() => close());

  it.each(SIZES)('$name: at zero hour no counter block overlaps another block or a label', async (size) => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'cambrai-1917', seat: 'british', opponent: 'hotseat', scenario: 'campaign' }))
      .body;
    const found = await onPage(m.links[0].url, size);
    // Every area and zone has its label drawn, and the zero-hour counters are on the map.
    expect(found.labels).toBeGreaterThan(3 * 50);
    expect(found.pieces).toBeGreaterThan(20);
    expect(found.out).toEqual([]);
  });

  // A game between random players: its positions at the 3rd and 7th impulses of each
  // day from the 21st, replayed on the server from the seed and the players' actions.
  it('during play (positions of the 21st to the 23rd): no counter block covers another, and none covers a label in at least 3 positions of 4', {
    timeout: 300_000,
  }, async () => {
    const all = positions([{ seed: 21, british: 'random', german: 'random' }]);
    expect(all.length).toBeGreaterThanOrEqual(4);
    const results: string[][] = [];
    await onServer(server, all, async (url, p, last) => {
      for (const size of SIZES) {
        const found = await onPage(url, size, last);
        expect(found.findings).toEqual([]);
        expect(found.pieces).toBeGreaterThan(20);
        expect(
          found.out.filter((o) => !o.includes('label')),
          `seed ${p.seed} day ${p.day} impulse ${p.impulse} ${size.name}`,
        ).toEqual([]);
        results.push(found.out);
      }
    });
    expect(results.filter((o) => o.length === 0).length / results.length).toBeGreaterThanOrEqual(0.75);
  });
});
