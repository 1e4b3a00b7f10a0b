// The boards the web app draws for the area games other than Cambrai (ca-arras-1940, ca-arras-battles,
// arras-postcard),
// as Chromium serialises them: every scenario at its setup and after a few seeded random actions, at
// 1400x900 and 390x844. Run it before and after a change of the shared map code (src/web/games/svg/,
// src/web/kit/) and compare the two directories: a change that is meant to touch only another board
// must leave every file byte-identical.
//
//   npx tsx tools/area-board-svg.ts --out /tmp/before [--games id,id]   (then, after the change)
//   npx tsx tools/area-board-svg.ts --out /tmp/after && diff -r /tmp/before /tmp/after
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { games } from '../src/games/index.ts';
import type { CreatedMatch, Snapshot } from '../src/protocol/types.ts';
import { api } from '../test/server/helpers.ts';
import { browserAndServer } from '../test/e2e/helpers.ts';
import { rng } from '../test/e2e/map-driver.ts';

const DEFAULT_GAMES = ['ca-arras-1940', 'ca-arras-battles', 'arras-postcard'];
/** Random actions played (through the API, seat by seat) before each drawing. */
const STEPS = [0, 20, 60, 120];
const SIZES = [
  { name: '1400x900', viewport: { width: 1400, height: 900 } },
  { name: '390x844', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
];

const args = process.argv.slice(2);
const out = args[args.indexOf('--out') + 1];
if (!args.includes('--out') || !out) {
  console.error('usage: tsx tools/area-board-svg.ts --out DIR');
  process.exit(2);
}
const GAMES = args.includes('--games') ? args[args.indexOf('--games') + 1].split(',') : DEFAULT_GAMES;
mkdirSync(out, { recursive: true });

// The server limits each address to 1200 API requests a minute: over it, wait and ask again (a
// snapshot without `legal` would otherwise end the game's random actions early, or crash).
async function call<T>(server: Parameters<typeof api>[0], method: string, url: string, body?: unknown) {
  for (;;) {
    const r = await api<T>(server, method, url, body);
    if (r.status !== 429) return r;
    await new Promise((ok) => setTimeout(ok, 5000));
  }
}

const { server, browser, close } = await browserAndServer({ games });
try {
  for (const id of GAMES) {
    for (const sc of games[id].scenarios.length ? games[id].scenarios.map((s) => s.id) : [undefined]) {
      // The same dice every run, given in process (no request may choose them).
      server.nextSeeds!(4);
      const m = (
        await call<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'hotseat', ...(sc ? { scenario: sc } : {}) })
      ).body;
      const token = m.links[0].token;
      const random = rng(7);
      let played = 0;
      for (const steps of STEPS) {
        while (played < steps) {
          const s = (await call<Snapshot>(server, 'GET', `/api/play/${token}`)).body;
          if (s.status === 'over' || !s.legal.length) break;
          const pick = s.legal[Math.floor(random() * s.legal.length)];
          const r = await call(server, 'POST', `/api/play/${token}/action`, { seq: s.seq, action: pick.action, role: pick.role });
          if (r.status !== 200) throw new Error(`${id} ${sc}: ${JSON.stringify(r.body)}`);
          played++;
        }
        for (const size of steps === 0 ? SIZES : SIZES.slice(0, 1)) {
          const { name, ...opts } = size;
          const context = await browser.newContext({ ...opts, locale: 'en-US' });
          const page = await context.newPage();
          await page.goto(server.url + m.links[0].url);
          await page.locator('svg[data-testid=board] g.area').first().waitFor();
          await page.locator('[data-testid=prompt]').waitFor();
          await page.waitForTimeout(300);
          const svg = await page.locator('svg[data-testid=board]').evaluate((e) => e.outerHTML);
          const file = `${id}-${sc ?? 'default'}-${String(played).padStart(3, '0')}-${name}.svg`;
          writeFileSync(path.join(out, file), svg);
          console.log(`${createHash('sha256').update(svg).digest('hex').slice(0, 16)}  ${file}  (${svg.length} bytes)`);
          await context.close();
        }
      }
    }
  }
} finally {
  await close();
}
