// Issue 33.4 on PostgreSQL: a transaction of the SQL face (sql.ts, used by accounts, tournaments,
// ratings and the coach) whose connection the database ends between two statements rejects, and the
// process lives on. Before the fix, the checked-out client's 'error' (57P01) had no listener and
// killed the instance (seen in CI: "outage 3: instance exited (1)" in test/server/pg-outage.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgStore } from '../../src/server/pg-store.ts';
import { sqlOf } from '../../src/server/sql.ts';
import { type TestPostgres, findPostgres, startPostgres } from './postgres.ts';

describe.skipIf(!findPostgres())('33.4: a transaction cut by a database restart (PostgreSQL)', () => {
  let pg: TestPostgres;
  let store: PgStore;
  const uncaught: Error[] = [];
  const onUncaught = (e: Error) => void uncaught.push(e);

  beforeAll(async () => {
    pg = await startPostgres();
    store = await PgStore.open(await pg.database('tx_cut'));
    process.prependListener('uncaughtException', onUncaught);
  }, 60_000);
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await store?.close();
    await pg?.stop();
  });

  it('a transaction whose connection is ended between two statements rejects, nothing escapes as an uncaught error, and the next transaction commits once the database is back', async () => {
    const db = sqlOf(store)!;
    await db.run('CREATE TABLE IF NOT EXISTS tx_probe (n INTEGER)');
    const cut = db.tx(async (t) => {
      await t.run('INSERT INTO tx_probe (n) VALUES (?)', [1]);
      // The database stops fast while this client sits checked out between two statements.
      await pg.down();
      await new Promise((r) => setTimeout(r, 300));
      await t.run('INSERT INTO tx_probe (n) VALUES (?)', [2]);
    });
    await expect(cut).rejects.toThrow();
    expect(uncaught.map((e) => e.message)).toEqual([]);
    await pg.up();
    let committed = false;
    for (let i = 0; i < 50 && !committed; i++) {
      committed = await db
        .tx(async (t) => void (await t.run('INSERT INTO tx_probe (n) VALUES (?)', [3])))
        .then(
          () => true,
          () => new Promise<boolean>((r) => setTimeout(() => r(false), 100)),
        );
    }
    expect(committed).toBe(true);
    // The cut transaction left nothing: only the row of the transaction after the restart.
    expect(await db.all<{ n: number }>('SELECT n FROM tx_probe ORDER BY n')).toEqual([{ n: 3 }]);
  }, 60_000);
});
