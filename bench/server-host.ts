// The game server for the load benchmark, in its own process (so that the load generator does not
// share its event loop): every registered game plus the kernel's fixture game, a throwaway SQLite
// database, loopback only, a random port. Prints "READY <url>" when listening.
import { games } from '../src/games/index.ts';
import { buildApp } from '../src/server/app.ts';
import { SqliteStore } from '../src/server/sqlite-store.ts';
import { diceRace } from '../test/kernel/fixture-game.ts';

const store = new SqliteStore(process.env.DATABASE ?? ':memory:');
const { app } = await buildApp({ store, games: { ...games, [diceRace.id]: diceRace } });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${url}`);
const stop = async () => {
  console.log(`STATS ${JSON.stringify(store.stats())}`);
  await app.close();
  store.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Never outlive the benchmark.
process.on('disconnect', stop);
setTimeout(stop, Number(process.env.MAX_SECONDS ?? 300) * 1000).unref();
