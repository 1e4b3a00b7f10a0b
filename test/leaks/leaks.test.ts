// The differential leak test, short form (the long form, many seeds, is the `leaks` part of
// `npm run fuzz`): for every secret choice point of every game with hidden information (points.ts),
// two games differing only in that secret give the other side and the observer the same bytes until a
// rule discloses it - engine, engine protocol and server (snapshots and WebSocket frames).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.ts';
import { type TestServer, cleanup, startServer } from '../server/helpers.ts';
import { runPoint } from './harness.ts';
import { POINTS } from './points.ts';
import { firstServerDifference, serverFrames } from './server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ games: Object.fromEntries(POINTS.map((p) => [p.game, getGame(p.game)])), rateLimits: false });
});
afterAll(async () => {
  await server.close();
  cleanup(server);
});

/** A seed that reaches each point early (the first found by test/leaks/points.ts's random play); 1 when not listed. */
const SEEDS: Record<string, number> = {
  'cruellest-month 7.2 regroup designations': 6,
  'cruellest-month 7.4 reconnaissance flights chosen': 4,
  'cruellest-month 8.1.5 mission composition': 4,
  'cruellest-month 8.5 target scramble destination': 6,
  'cruellest-month 8.9 striking altitude': 4,
  'cruellest-month 12.2.1 Strategic Reserve placement (Airbase contents)': 4,
};
/** The points played through the server too in the short form (a server step costs ~50 ms: the others, whose games run longer, in `npm run fuzz`). */
const ON_SERVER = new Set([
  'ca-arras-1940 17.1 side bids',
  'ca-arras-battles 14.1 side bids',
  'cruellest-month 7.4 reconnaissance flights chosen',
  'cruellest-month 8.1.5 mission composition',
  'cruellest-month 8.7.3 sequence and altitude markers',
  'cruellest-month 8.9 striking altitude',
]);

describe('no secret leaked by any game (differential)', () => {
  for (const point of POINTS) {
    it(`${point.name}: what the other side and the observer receive is the same whatever the secret, until a rule discloses it`, async () => {
      const seed = SEEDS[point.name] ?? 1;
      const run = runPoint(point, seed);
      expect(run.found, 'the point comes in the game').toBe(true);
      const [a, b] = run.plays!;
      // The two games differ in the secret side's own actions: the variants are different secrets.
      expect(a.actions).not.toEqual(b.actions);
      expect(run.difference).toBeNull();
      if (!ON_SERVER.has(point.name)) return;
      const onServer = [await serverFrames(server, point, seed, a), await serverFrames(server, point, seed, b)];
      expect(firstServerDifference(onServer[0], onServer[1])).toBeNull();
      expect(onServer[0].observer.length).toBeGreaterThan(0);
    }, 60_000);
  }
});
