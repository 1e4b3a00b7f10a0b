// `npm run robot`: the robot of issue 29 (test/e2e/robot-driver.ts) plays whole games against the
// computer (easy) by clicks alone, in headless Chromium, and reports the first dead end it meets
// (with a screenshot in test-artifacts/) or how the game ended. Not a test: it prints figures.
// Usage: npm run robot -- [--game ID[,ID...]] [--size WxH[,WxH...]] [--seed S] [--steps N] [--seat ROLE]
// (--seat: the side the robot plays where the game has it, default the game's first)
import { games } from '../src/games/index.ts';
import { api } from '../test/server/helpers.ts';
import { artifact, browserAndServer } from '../test/e2e/helpers.ts';
import { DeadEnd, SIZES, TSX_NAME_SHIM, robotPlay } from '../test/e2e/robot-driver.ts';

const args = process.argv.slice(2);
const arg = (k: string) => (args.includes(k) ? args[args.indexOf(k) + 1] : null);
const only = arg('--game')?.split(',') ?? Object.keys(games);
const sizes =
  arg('--size')
    ?.split(',')
    .map((s) => s.split('x').map(Number)) ?? SIZES.map((s) => [s.width, s.height]);
const seed = Number(arg('--seed') ?? 1);
const steps = Number(arg('--steps') ?? 5000);
const seatArg = arg('--seat');

const env = await browserAndServer({ games });
let deadEnds = 0;
try {
  for (const id of only) {
    for (const [width, height] of sizes) {
      env.server.nextSeeds!(seed);
      const seat = seatArg && games[id].roles.includes(seatArg) ? seatArg : games[id].roles[0];
      const m = (await api(env.server, 'POST', '/api/matches', { game: id, seat, opponent: 'computer', level: 'easy' })).body;
      const phone = width < 600;
      const context = await env.browser.newContext({ viewport: { width, height }, isMobile: phone, hasTouch: phone, locale: 'en-US' });
      await context.addInitScript(TSX_NAME_SHIM);
      const page = await context.newPage();
      await page.goto(env.server.url + m.links[0].url);
      const token = m.links[0].token;
      const t0 = Date.now();
      try {
        const r = await robotPlay(page, {
          token,
          seed,
          steps,
          shot: artifact(`robot-${id}-${width}x${height}-${seed}-${seat}.png`),
          snapshot: async () => {
            // The robot polls often: past the server's per-address limit (429), wait and ask again.
            let r = await api(env.server, 'GET', `/api/play/${token}`);
            for (let k = 0; r.status === 429 && k < 30; k++) {
              await new Promise((ok) => setTimeout(ok, 2000));
              r = await api(env.server, 'GET', `/api/play/${token}`);
            }
            if (!Array.isArray(r.body?.legal)) throw new Error(`GET /api/play answered ${r.status}: ${JSON.stringify(r.body).slice(0, 400)}`);
            return r.body;
          },
        });
        const end = r.over ? `game over: ${(await api(env.server, 'GET', `/api/play/${token}`)).body.result?.detail ?? ''}` : 'not over';
        console.log(
          `${id} ${width}x${height} seed ${seed} ${seat}: no dead end in ${r.clicks} clicks (${JSON.stringify(r.kinds)}), ${end}, ${Math.round((Date.now() - t0) / 1000)} s; hard to hit: ${r.thin.length}${r.thin.length ? ` (${r.thin.slice(0, 8).join(', ')})` : ''}`,
        );
      } catch (e) {
        if (!(e instanceof DeadEnd)) throw e;
        deadEnds++;
        console.log(`${id} ${width}x${height} seed ${seed} ${seat}: DEAD END ${e.message}`);
      }
      await context.close();
    }
  }
} finally {
  await env.close();
}
console.log(`dead ends: ${deadEnds}`);
process.exitCode = deadEnds ? 1 : 0;
