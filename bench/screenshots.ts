// `npm run screenshots`: the README's pictures, one per game (docs/screenshots/<game>.png, 1400x900,
// English). Each game is played against the computer (easy, the same dice every run: seed 1) by its
// first side taking its first legal action, `--steps N` times (default 16), so that the picture shows
// a game under way, then the page is taken at its next decision, the map fitted to its window.
// Usage: npm run screenshots [-- --game ID[,ID...]] [--steps N] [--out DIR]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { games } from '../src/games/index.ts';
import type { CreatedMatch, Snapshot } from '../src/protocol/types.ts';
import { api } from '../test/server/helpers.ts';
import { ROOT, browserAndServer } from '../test/e2e/helpers.ts';
import { waitForDecision } from './ui-measures.ts';

const args = process.argv.slice(2);
const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : null);
const only = arg('--game')?.split(',') ?? null;
const steps = Number(arg('--steps') ?? 16);
const out = path.resolve(arg('--out') ?? path.join(ROOT, 'docs/screenshots'));
mkdirSync(out, { recursive: true });

const env = await browserAndServer({ games });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
try {
  for (const [id, game] of Object.entries(games)) {
    if (only && !only.includes(id)) continue;
    const seat = game.roles[0];
    env.server.nextSeeds!(1);
    const m = (await api<CreatedMatch>(env.server, 'POST', '/api/matches', { game: id, seat, opponent: 'computer', level: 'easy' })).body;
    const token = m.links[0].token;
    // The first side's first legal action, the computer answering in between (it plays on its own).
    for (let done = 0, waited = 0; done < steps && waited < 600; ) {
      const s = (await api<Snapshot>(env.server, 'GET', `/api/play/${token}`)).body;
      if (s.status === 'over') break;
      if (s.legal.length === 0) {
        waited++;
        await sleep(100);
        continue;
      }
      await api(env.server, 'POST', `/api/play/${token}/action`, { seq: s.seq, action: s.legal[0].action });
      done++;
    }
    const context = await env.browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(env.server.url + m.links[0].url);
    await waitForDecision(page);
    await page.waitForTimeout(500);
    const file = path.join(out, `${id}.png`);
    await page.screenshot({ path: file });
    console.log(`${id}: ${path.relative(ROOT, file)}`);
    await context.close();
  }
} finally {
  await env.close();
}
