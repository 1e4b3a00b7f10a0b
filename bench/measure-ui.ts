// `npm run measure:ui`: for every game, a match against the computer opened in headless Chromium
// (Debian's /usr/bin/chromium) at 1400x900, measured at the player's first decision (issue 14):
// the 10th percentile of the map's text height, the buttons outside the map, whether Tab reaches
// the map, axe-core's serious+critical count and whether the page fits the window. The bar: >= 9 px,
// <= 20 buttons, yes, 0, yes. `--shots DIR` also saves each page at 1400x900, 1024x700 and 390x844
// (DIR/<game>-<size>.png) and checks the fit at 1024x700; `--detail` adds, for each size measured,
// the map's smallest text, how many texts are visible and the map's size in its viewport; `--seat
// ROLE` takes that side (default: the game's first). Issue 29 adds a second table, per game and
// size (1400x900, 1024x700, 390x844): the dead ends a short robot run finds (test/e2e/robot-driver.ts,
// `--robot-steps N` clicks, default 20), then, over `--decisions N` decisions (default 40) played by
// the map in English and in French (test/e2e/word-scan.ts), the internal ids (ids of the game's view
// and its roles) in the visible text of either language and the English words on the French page
// (proper names of the map and the view, and NAME_ALLOWLIST, aside). Not a test: it prints figures.
// Usage: npm run measure:ui [-- --game ID[,ID...]] [--seat ROLE] [--shots docs/screenshots] [--detail] [--robot-steps N] [--decisions N]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { games } from '../src/games/index.ts';
import { api } from '../test/server/helpers.ts';
import { browserAndServer } from '../test/e2e/helpers.ts';
import { axeSerious, buttonsOutsideMap, fitsWindow, mapTextDetail, mapTextP10, tabReachesMap, waitForDecision } from './ui-measures.ts';
import { scanWords } from '../test/e2e/word-scan.ts';
import { artifact } from '../test/e2e/helpers.ts';
import { DeadEnd, SIZES, TSX_NAME_SHIM, robotPlay } from '../test/e2e/robot-driver.ts';

const args = process.argv.slice(2);
const only = args.includes('--game') ? args[args.indexOf('--game') + 1].split(',') : null;
const shots = args.includes('--shots') ? args[args.indexOf('--shots') + 1] : null;
const seatArg = args.includes('--seat') ? args[args.indexOf('--seat') + 1] : null;
const detail = args.includes('--detail');
const robotSteps = Number(args.includes('--robot-steps') ? args[args.indexOf('--robot-steps') + 1] : 20);
const decisions = Number(args.includes('--decisions') ? args[args.indexOf('--decisions') + 1] : 40);
const words: string[][] = [];
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
    rows.push([
      id,
      `${text}`,
      `${buttons}`,
      tab ? 'yes' : 'no',
      `${axe.length}${axe.length ? ` (${axe.map((a) => a.id).join(', ')})` : ''}`,
      fit.fits ? 'yes' : `no (+${fit.overflowX}x${fit.overflowY} px)`,
    ]);
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
      const phone = await env.browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        locale: 'en-US',
      });
      const p2 = await phone.newPage();
      await p2.goto(url);
      await waitForDecision(p2);
      await note(p2, '390x844');
      await p2.screenshot({ path: path.join(shots, `${id}-390x844.png`) });
      await phone.close();
    }
    await context.close();

    // Issue 29: dead ends (a short robot run), then ids in the visible text (either language) and
    // English words on the French page over `--decisions` decisions played by the map (word-scan.ts).
    for (const { width, height } of SIZES) {
      const phone = width < 600;
      env.server.nextSeeds!(1);
      const mm = (await api(env.server, 'POST', '/api/matches', { game: id, seat, opponent: 'computer', level: 'easy' })).body;
      const ctx = await env.browser.newContext({ viewport: { width, height }, isMobile: phone, hasTouch: phone, locale: 'en-US' });
      await ctx.addInitScript(TSX_NAME_SHIM);
      const p = await ctx.newPage();
      await p.goto(env.server.url + mm.links[0].url);
      await waitForDecision(p);
      const token = mm.links[0].token as string;
      let dead = '0';
      try {
        await robotPlay(p, {
          token,
          seed: 1,
          steps: robotSteps,
          shot: artifact(`measure-robot-${id}-${width}x${height}.png`),
          snapshot: async () => (await api(env.server, 'GET', `/api/play/${token}`)).body,
        });
      } catch (e) {
        if (!(e instanceof DeadEnd)) throw e;
        dead = `1 (${e.message.split('\n')[0].slice(0, 90)})`;
      }
      await ctx.close();
      const scan = await scanWords(env.server, env.browser, game, { seed: 3, decisions, width, height });
      const ids = scan.ids;
      const english = scan.english;
      const list = (xs: string[]) => `${xs.length}${xs.length ? ` (${xs.slice(0, 12).join(', ')}${xs.length > 12 ? ', ...' : ''})` : ''}`;
      words.push([id, `${width}x${height}`, dead, `${scan.decisions.en}+${scan.decisions.fr}`, list(ids), list(english)]);
    }
  }
} finally {
  await env.close();
}
const head = [
  'game',
  'map text p10 (px)',
  'buttons outside map',
  'Tab reaches map',
  'axe serious+critical',
  'fits 1400x900',
  ...(shots ? ['fits 1024x700'] : []),
];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (r: string[]) => `| ${r.map((c, i) => (c ?? '').padEnd(widths[i])).join(' | ')} |`;
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
if (details.length) console.log(`\n${details.join('\n')}`);

const head2 = ['game', 'size', `dead ends (robot, ${robotSteps} clicks)`, 'decisions read (en+fr)', 'ids in visible text', 'English words on the French page'];
const widths2 = head2.map((h, i) => Math.max(h.length, ...words.map((r) => r[i].length)));
const line2 = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths2[i])).join(' | ')} |`;
console.log(`\n${line2(head2)}`);
console.log(`|${widths2.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of words) console.log(line2(r));
