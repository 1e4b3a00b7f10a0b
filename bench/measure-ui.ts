// `npm run measure:ui`: for every game, a match against the computer opened in headless Chromium
// (Debian's /usr/bin/chromium) at 1400x900, measured at the player's first decision (issue 14):
// the 10th percentile of the map's text height, the buttons outside the map, whether Tab reaches
// the map, axe-core's serious+critical count and whether the page fits the window. The bar: >= 9 px,
// <= 20 buttons, yes, 0, yes. `--shots DIR` also saves each page at 1400x900, 1024x700 and 390x844
// (DIR/<game>-<size>.png) and checks the fit at 1024x700; `--detail` adds, for each size measured,
// the map's smallest text, how many texts are visible and the map's size in its viewport; `--seat
// ROLE` takes that side (default: the game's first). Not a test: it prints figures.
// Usage: npm run measure:ui [-- --game ID[,ID...]] [--seat ROLE] [--shots docs/screenshots] [--detail]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { games } from '../src/games/index.ts';
import { api } from '../test/server/helpers.ts';
import { browserAndServer } from '../test/e2e/helpers.ts';
import { axeSerious, buttonsOutsideMap, fitsWindow, mapTextDetail, mapTextP10, tabReachesMap, waitForDecision } from './ui-measures.ts';

const args = process.argv.slice(2);
const only = args.includes('--game') ? args[args.indexOf('--game') + 1].split(',') : null;
const shots = args.includes('--shots') ? args[args.indexOf('--shots') + 1] : null;
const seatArg = args.includes('--seat') ? args[args.indexOf('--seat') + 1] : null;
const detail = args.includes('--detail');
const details: string[] = [];
if (shots) mkdirSync(shots, { recursive: true });

const env = await browserAndServer({ games });
const rows: string[][] = [];
try {
  for (const id of Object.keys(games)) {
    if (only && !only.includes(id)) continue;
    const game = games[id];
    const seat = seatArg && game.roles.includes(seatArg) ? seatArg : game.roles[0];
    const note = async (p: import('playwright-core').Page, size: string) => {
      if (!detail) return;
      const d = await mapTextDetail(p);
      details.push(`${id} ${size}: map text p10 ${d.p10} px, min ${d.min} px, ${d.count} texts visible; map ${d.svg} in viewport ${d.viewport}`);
    };
    // The same dice every run, given in process (no request may choose them).
    env.server.nextSeeds!(1);
    const m = (await api(env.server, 'POST', '/api/matches', { game: id, seat, opponent: 'computer', level: 'easy' })).body;
    const url = env.server.url + m.links[0].url;
    const context = await env.browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(url);
    await waitForDecision(page);
    const text = await mapTextP10(page);
    await note(page, '1400x900');
    const buttons = await buttonsOutsideMap(page);
    const fit = await fitsWindow(page);
    const tab = await tabReachesMap(page);
    const axe = await axeSerious(page);
    rows.push([id, `${text}`, `${buttons}`, tab ? 'yes' : 'no', `${axe.length}${axe.length ? ` (${axe.map((a) => a.id).join(', ')})` : ''}`, fit.fits ? 'yes' : `no (+${fit.overflowX}x${fit.overflowY} px)`]);
    if (shots) {
      await page.reload();
      await waitForDecision(page);
      await page.screenshot({ path: path.join(shots, `${id}-1400x900.png`) });
      await page.setViewportSize({ width: 1024, height: 700 });
      await page.waitForTimeout(300);
      const small = await fitsWindow(page);
      await note(page, '1024x700');
      rows[rows.length - 1].push(small.fits ? 'yes' : `no (+${small.overflowX}x${small.overflowY} px)`);
      await page.screenshot({ path: path.join(shots, `${id}-1024x700.png`) });
      const phone = await env.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-US' });
      const p2 = await phone.newPage();
      await p2.goto(url);
      await waitForDecision(p2);
      await note(p2, '390x844');
      await p2.screenshot({ path: path.join(shots, `${id}-390x844.png`) });
      await phone.close();
    }
    await context.close();
  }
} finally {
  await env.close();
}
const head = ['game', 'map text p10 (px)', 'buttons outside map', 'Tab reaches map', 'axe serious+critical', 'fits 1400x900', ...(shots ? ['fits 1024x700'] : [])];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (r: string[]) => `| ${r.map((c, i) => (c ?? '').padEnd(widths[i])).join(' | ')} |`;
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
if (details.length) console.log(`\n${details.join('\n')}`);
