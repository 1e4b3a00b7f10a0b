// The game server for the load benchmark and the multi-instance tests, in its own process (so that
// the load generator does not share its event loop, and so that it can be killed): every registered
// game plus the kernel's fixture game, loopback only, port PORT (random by default). On PostgreSQL
// with DATABASE_URL, else on the SQLite file DATABASE (in memory by default). RATE_LIMITS=off lifts
// the per-address limits (all the benchmark's traffic comes from one address). Prints "READY <url>".
import { games } from '../src/games/index.ts';
import { buildApp } from '../src/server/app.ts';
import { PgStore } from '../src/server/pg-store.ts';
import { SqliteStore } from '../src/server/sqlite-store.ts';
import type { MatchStore } from '../src/server/storage.ts';
import { diceRace } from '../test/kernel/fixture-game.ts';

const store: MatchStore = process.env.DATABASE_URL ? await PgStore.open(process.env.DATABASE_URL) : new SqliteStore(process.env.DATABASE ?? ':memory:');
const { app } = await buildApp({
  store,
  games: { ...games, [diceRace.id]: diceRace },
  // RATE_LIMITS=off: none; RATE_LIMITS=<requests>/<matches>: those a minute per address.
  rateLimits: process.env.RATE_LIMITS === 'off' ? false : rateLimitsFrom(process.env.RATE_LIMITS),
  idleMs: process.env.IDLE_SECONDS ? Number(process.env.IDLE_SECONDS) * 1000 : undefined,
  timeouts: {
    ...(process.env.REQUEST_TIMEOUT_SECONDS ? { requestMs: Number(process.env.REQUEST_TIMEOUT_SECONDS) * 1000 } : {}),
    ...(process.env.WS_PING_SECONDS ? { pingMs: Number(process.env.WS_PING_SECONDS) * 1000 } : {}),
  },
});
function rateLimitsFrom(text: string | undefined) {
  const m = text?.match(/^(\d+)\/(\d+)$/);
  return m ? { requestsPerMinute: Number(m[1]), matchesPerMinute: Number(m[2]) } : undefined;
}
const url = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`READY ${url}`);
const stop = async () => {
  console.log(`STATS ${JSON.stringify(await store.stats())}`);
  await app.close();
  await store.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Never outlive the benchmark.
process.on('disconnect', stop);
setTimeout(stop, Number(process.env.MAX_SECONDS ?? 300) * 1000).unref();
