// The Cambrai counters during play, counted: at each position of test/web/cambrai-positions.ts (random
// and heuristic games, the 3rd and 7th impulses of each day from the 21st), the overlaps of counter
// blocks with labels and with each other, from the layout code (mapLayouts, both sides' views) and
// from the boxes Chromium draws at 1400x900 and 390x844 (the positions replayed on a test server).
//
//   npx tsx tools/cambrai-counters.ts [--no-browser]
import { cambrai1917 as game } from '../src/games/cambrai-1917/game.ts';
import { games } from '../src/games/index.ts';
import { GEOMETRY } from '../src/web/games/cambrai-1917/geometry.ts';
import { boardAreas, mapUnit } from '../src/web/games/cambrai-1917/board.ts';
import { type Rect, mapLayouts } from '../src/web/kit/area-layout.ts';
import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { cleanup, startServer } from '../test/server/helpers.ts';
import { CHROMIUM, CHROMIUM_ARGS, buildClient } from '../test/e2e/helpers.ts';
import { onServer, overlapsOnPage, positions, stateOf } from '../test/web/cambrai-positions.ts';

const SIZES = [
  { name: '1400x900', viewport: { width: 1400, height: 900 } },
  { name: '390x844', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
];
const hit = (p: Rect, q: Rect) => p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1;
function layoutOverlaps(view: any): string[] {
  const l = mapLayouts(GEOMETRY, boardAreas(view), view.units.map(mapUnit));
  const out: string[] = [];
  for (const a of l)
    for (const b of l) {
      if (a.block && hit(a.block, b.label)) out.push(`counters ${a.id} / label ${b.id}`);
      if (a.block && b.block && b.id > a.id && hit(a.block, b.block)) out.push(`counters ${a.id} / counters ${b.id}`);
    }
  return out;
}

const all = positions();
const totals = { layout: 0, layoutPositions: 0, browser: 0, browserPositions: 0, pages: 0 };
const rows: string[] = [];
for (const p of all) {
  const s = stateOf(p);
  const views = ['british', 'german'].map((r) => layoutOverlaps(game.view(s, r)));
  const units = (game.view(s, 'british') as any).units.filter((u: any) => u.box === 'map').length;
  totals.layout += views.flat().length;
  totals.layoutPositions += views.some((v) => v.length) ? 1 : 0;
  rows.push(
    `seed ${p.seed} ${p.british}/${p.german} day ${p.day} impulse ${p.impulse}: ${units} units on the map; layout ${views.map((v) => v.length).join('/')} ${[...new Set(views.flat())].join('; ')}`,
  );
}
console.log(rows.join('\n'));
console.log(`${all.length} positions; layout code: ${totals.layout} overlaps (both views) in ${totals.layoutPositions} positions`);

if (!process.argv.includes('--no-browser')) {
  // A server without rate limits: the positions' actions are replayed faster than a person plays.
  const webRoot = await buildClient();
  const server = await startServer({ webRoot, games, rateLimits: false });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    await onServer(server, all, async (url, p) => {
      const found: string[] = [];
      for (const { name, ...opts } of SIZES) {
        const context = await browser.newContext({ ...opts, locale: 'en-US' });
        const page = await context.newPage();
        await page.goto(server.url + url);
        await page.locator('svg[data-testid=board] .counters g.counter').first().waitFor();
        const f = await overlapsOnPage(page);
        totals.pages++;
        totals.browser += f.out.length;
        if (f.out.length) found.push(`${name}: ${f.out.join('; ')}`);
        if (process.argv.includes('--shots')) await page.screenshot({ path: `test-artifacts/cambrai-play-${p.seed}-${p.day}-${p.impulse}-${name}.png` });
        await context.close();
      }
      totals.browserPositions += found.length ? 1 : 0;
      console.log(`seed ${p.seed} day ${p.day} impulse ${p.impulse}: ${found.length ? found.join(' | ') : 'no overlap'}`);
    });
  } finally {
    await browser.close();
    await server.close();
    cleanup(server);
    rmSync(webRoot, { recursive: true, force: true });
  }
  console.log(
    `Chromium: ${totals.browser} overlaps on ${totals.pages} pages (${all.length} positions x 2 sizes), ${totals.browserPositions} positions with any`,
  );
}
