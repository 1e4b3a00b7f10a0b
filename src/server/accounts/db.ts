// The tables of accounts and turn notices (issue 30), on both stores through one small SQL face:
// the same statements run on SQLite (better-sqlite3) and PostgreSQL (node-postgres), written with
// `?` placeholders (numbered for PostgreSQL here). On SQLite the tables are made at start with
// CREATE TABLE IF NOT EXISTS; on PostgreSQL they are migrations 5 and 6 (pg-store.ts MIGRATIONS).
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { PgStore } from '../pg-store.ts';
import { SqliteStore } from '../sqlite-store.ts';
import type { MatchStore } from '../storage.ts';
import { ACCOUNT_SCHEMA, NOTICE_SCHEMA } from './schema.ts';

/** The few operations the accounts and notices need, alike on both databases. */
export interface SqlDb {
  /** Rows changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements in one transaction. */
  tx<T>(fn: (db: SqlDb) => Promise<T>): Promise<T>;
}

function sqliteDb(db: Database.Database): SqlDb {
  // One transaction of ours at a time (a second BEGIN inside the first would fail): they queue here.
  let queue: Promise<unknown> = Promise.resolve();
  const self: SqlDb = {
    run: async (sql, params = []) => db.prepare(sql).run(...(params as never[])).changes,
    all: async <T>(sql: string, params: unknown[] = []) => db.prepare(sql).all(...(params as never[])) as T[],
    // better-sqlite3 is synchronous and fn awaits only these statements, so it runs in a few
    // microtasks; a statement of the match store landing between two of them joins this transaction
    // (its own transactions nest as savepoints) and commits with it.
    tx: <T>(fn: (db: SqlDb) => Promise<T>): Promise<T> => {
      const run = queue.then(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const r = await fn(self);
          db.exec('COMMIT');
          return r;
        } catch (e) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw e;
        }
      });
      queue = run.catch(() => {});
      return run;
    },
  };
  return self;
}

const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};
/** BIGINT columns come back from node-postgres as strings. */
const numbers = <T>(rows: Record<string, unknown>[]): T[] =>
  rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /_at$|^counter$|^expires/.test(k) ? Number(v) : v])) as T);

function pgDb(q: pg.Pool | pg.PoolClient, pool?: pg.Pool): SqlDb {
  return {
    run: async (sql, params = []) => (await q.query(numbered(sql), params)).rowCount ?? 0,
    all: async <T>(sql: string, params: unknown[] = []) => numbers<T>((await q.query(numbered(sql), params)).rows),
    tx: async (fn) => {
      if (!pool) return fn(pgDb(q));
      const c = await pool.connect();
      try {
        await c.query('BEGIN');
        const r = await fn(pgDb(c));
        await c.query('COMMIT');
        return r;
      } catch (e) {
        await c.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        c.release();
      }
    },
  };
}

/** The SQL face of a store (null for a store without accounts, e.g. a test double). */
export function sqlDbOf(store: MatchStore): SqlDb | null {
  if (store instanceof SqliteStore) {
    store.database.exec(ACCOUNT_SCHEMA + NOTICE_SCHEMA);
    return sqliteDb(store.database);
  }
  // PostgreSQL: the tables come from migrations 5 and 6, run when the store opened.
  if (store instanceof PgStore) return pgDb(store.sqlPool, store.sqlPool);
  return null;
}
