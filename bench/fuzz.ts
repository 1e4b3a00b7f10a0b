// The fuzzer: random games of every game with every option, then malformed and mutated requests to
// the engine protocol, the HTTP API and the WebSocket API (tools/fuzz/server.ts). Exits 1 on any
// crash, 5xx answer or state change from a refused request, and on any fair-play violation (issue 33:
// a lobby race with other than one winner, a dice field accepted, a save whose dice do not verify,
// an engine budget over the caps that runs).
//   npx tsx bench/fuzz.ts [--game-seconds 60] [--request-seconds 60] [--seed 1] [--games N] [--requests N]
//                         [--only GAME[,GAME]] [--first I] [--progress S] [--outages N] [--leak-seeds N] [--leak-server-seeds M]
// A crash names its game's index I: `--only GAME --first I --games 1 --seed S` replays that game alone.
// With --request-seconds 0 only the random games run; with --progress S a line of counts goes to
// stderr every S seconds (long runs). --outages N (3 by default, 0 to skip): then PostgreSQL is
// stopped and started N times under two instances with sockets open (bench/fuzz-outages.ts).
// Then the differential leak test, long form (test/leaks): every secret point of every game from
// `--leak-seeds N` seeds (default 10), the first `--leak-server-seeds M` (default 1) through the server
// too; `--leak-seeds 0` skips it. Exits 1 on any difference.
import { games } from '../src/games/index.ts';
import { runFuzz } from '../tools/fuzz/server.ts';
import { runPoint } from '../test/leaks/harness.ts';
import { POINTS } from '../test/leaks/points.ts';
import { firstServerDifference, serverFrames } from '../test/leaks/server.ts';
import { cleanup, startServer } from '../test/server/helpers.ts';
import { type OutageReport, fuzzOutages, hasPostgres } from './fuzz-outages.ts';

const args = process.argv.slice(2);
const arg = (name: string, dflt: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : dflt;
};
const report = await runFuzz({
  games,
  gameSeconds: Number(arg('game-seconds', '60')),
  requestSeconds: Number(arg('request-seconds', '60')),
  seed: Number(arg('seed', '1')),
  maxGames: args.includes('--games') ? Number(arg('games', '0')) : undefined,
  maxRequests: args.includes('--requests') ? Number(arg('requests', '0')) : undefined,
  first: args.includes('--first') ? Number(arg('first', '0')) : undefined,
  only: args.includes('--only') ? arg('only', '').split(',') : undefined,
  progressSeconds: Number(arg('progress', '60')),
  progress: args.includes('--progress')
    ? (r) =>
        console.error(
          `${new Date().toISOString()} games ${JSON.stringify(r.games)} checked ${JSON.stringify(r.checked)} mutated ${r.mutated} crashes ${r.crashes} state changes ${r.stateChanges}`,
        )
    : undefined,
});
console.log(JSON.stringify(report, null, 2));
const leaks = await runLeaks(Number(arg('leak-seeds', '10')), Number(arg('leak-server-seeds', '1')));
console.log(JSON.stringify({ leaks }, null, 2));
const outages = await databaseOutages();
process.exit(report.crashes + report.serverErrors + report.stateChanges + report.fairPlay.violations + leaks.differences > 0 || outagesFailed(outages) ? 1 : 0);

/**
 * `--outages N` (3 by default; 0 to skip): PostgreSQL stopped and started N times under load with
 * sockets open (bench/fuzz-outages.ts); skipped with a note where PostgreSQL is not installed.
 */
async function databaseOutages(): Promise<OutageReport | null> {
  const n = Number(arg('outages', '3'));
  if (n <= 0) return null;
  if (!hasPostgres()) {
    console.log('database outages: skipped, PostgreSQL is not installed (set PG_BIN, or apt-get install postgresql)');
    return null;
  }
  const r = await fuzzOutages({ outages: n, seed: Number(arg('seed', '1')) });
  console.log(JSON.stringify({ databaseOutages: r }, null, 2));
  console.log(
    `database outages: ${r.survived}/${r.outages} survived by 2 instances; ${r.following}/${r.sockets} sockets following; ` +
      `${r.deadClosed}/${r.deadClients} dead clients closed; ${r.unavailable} answers 503 unavailable, ${r.leaky} with a driver message, ${r.otherServerErrors} other 5xx; ` +
      `serving again ${r.backMs.join(', ')} ms after the database`,
  );
  return r;
}

function outagesFailed(r: OutageReport | null): boolean {
  return !!r && (r.survived < r.outages || r.following < r.sockets || r.deadClosed < r.deadClients || r.leaky + r.otherServerErrors > 0);
}

/**
 * The differential leak test, long form: each secret point (test/leaks/points.ts) from seeds 1..`seeds`,
 * two games differing only in the secret, compared at engine and engine-protocol level; the first
 * `serverSeeds` seeds also through the real server (snapshots and WebSocket frames).
 */
async function runLeaks(seeds: number, serverSeeds: number) {
  const figures = {
    points: POINTS.length,
    seeds,
    games: 0,
    secretPointsVaried: 0,
    notReached: 0,
    framesCompared: 0,
    serverGames: 0,
    serverFramesCompared: 0,
    differences: 0,
    found: [] as unknown[],
  };
  if (seeds <= 0) return figures;
  const server = await startServer({ games, rateLimits: false });
  try {
    for (const point of POINTS) {
      for (let seed = 1; seed <= seeds; seed++) {
        const run = runPoint(point, seed);
        if (!run.found) {
          figures.notReached++;
          continue;
        }
        figures.secretPointsVaried++;
        figures.games += 2;
        figures.framesCompared += run.frames;
        if (run.difference) {
          figures.differences++;
          figures.found.push(run.difference);
          continue;
        }
        if (seed > serverSeeds) continue;
        const [a, b] = run.plays!;
        const frames = [await serverFrames(server, point, seed, a), await serverFrames(server, point, seed, b)];
        figures.serverGames += 2;
        for (const f of frames) figures.serverFramesCompared += Object.values(f).reduce((n, list) => n + list.length, 0);
        const diff = firstServerDifference(frames[0], frames[1]);
        if (diff) {
          figures.differences++;
          figures.found.push({ point: point.name, seed, server: true, ...diff });
        }
      }
      if (args.includes('--progress'))
        console.error(`${new Date().toISOString()} leaks ${point.name}: ${JSON.stringify({ ...figures, found: figures.found.length })}`);
    }
  } finally {
    await server.close();
    cleanup(server);
  }
  return figures;
}
