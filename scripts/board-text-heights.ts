// Measures the boards as a player sees them: opens each game's play page (a match against the
// computer, first decision) in headless Chromium and prints, for the map SVG, the rendered height
// of its texts (font size times the SVG's scale on screen, in CSS pixels): 10th percentile,
// minimum and count. With --shots DIR it also saves screenshots at 1400x900, 1024x700 and 390x844 as
// DIR/maps-<game>-<size>.png.
//   npx tsx scripts/board-text-heights.ts [--shots docs/screenshots] [--seat german] [game...]
import { games } from '../src/games/index.ts';
import { api } from '../test/server/helpers.ts';
import { browserAndServer } from '../test/e2e/helpers.ts';

const args = process.argv.slice(2);
const shotsAt = args.indexOf('--shots');
const shots = shotsAt >= 0 ? args.splice(shotsAt, 2)[1] : null;
const seatAt = args.indexOf('--seat');
const seatArg = seatAt >= 0 ? args.splice(seatAt, 2)[1] : null;
const wanted = args.length ? args : ['ca-arras-1940', 'ca-arras-battles', 'arras-postcard', 'cambrai-1917'];

const { server, browser, close } = await browserAndServer({ games });
try {
  for (const id of wanted) {
    const game = games[id];
    const seat = seatArg && game.roles.includes(seatArg) ? seatArg : game.roles[0];
    const m = (await api(server, 'POST', '/api/matches', { game: id, seat, opponent: 'computer', seed: 4 })).body;
    for (const [w, hgt] of [
      [1400, 900],
      [1024, 700],
      [390, 844],
    ]) {
      const context = await browser.newContext({ viewport: { width: w, height: hgt }, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(server.url + m.links[0].url);
      await page.locator('svg[data-testid=board]').waitFor();
      await page.waitForTimeout(400);
      const r = await page.evaluate(() => {
        const svg = document.querySelector('svg[data-testid=board]') as SVGSVGElement;
        const hs: number[] = [];
        for (const el of svg.querySelectorAll('text')) {
          const t = el as SVGTextElement;
          if (!t.textContent?.trim()) continue;
          const box = t.getBoundingClientRect();
          if (box.width === 0) continue;
          const m = t.getScreenCTM();
          const k = m ? Math.hypot(m.a, m.b) : 1;
          hs.push(parseFloat(getComputedStyle(t).fontSize) * k);
        }
        hs.sort((a, b) => a - b);
        const vb = svg.getBoundingClientRect();
        const vp = document.querySelector('.map-viewport')?.getBoundingClientRect();
        return {
          n: hs.length,
          p10: hs[Math.floor(hs.length * 0.1)] ?? 0,
          min: hs[0] ?? 0,
          svg: `${Math.round(vb.width)}x${Math.round(vb.height)}`,
          viewport: vp ? `${Math.round(vp.width)}x${Math.round(vp.height)}` : '-',
        };
      });
      console.log(`${id} ${w}x${hgt}: text p10 ${r.p10.toFixed(1)} px, min ${r.min.toFixed(1)} px, ${r.n} texts; svg ${r.svg} in viewport ${r.viewport}`);
      if (shots) await page.screenshot({ path: `${shots}/maps-${id}-${w}x${hgt}.png` });
      await context.close();
    }
  }
} finally {
  await close();
}
