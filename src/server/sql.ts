// One small SQL face on both databases, for the tables that sit beside the matches (accounts and turn
// notices, ratings): the same statements run on SQLite (better-sqlite3) and PostgreSQL (node-postgres),
// written with `?` placeholders (numbered for PostgreSQL here). One face per connection or pool, so
// that the transactions of every part using it queue on one SQLite connection.
import type Database from 'better-sqlite3';
import type pg from 'pg';
import type { MatchStore } from './storage.ts';

export interface SqlDb {
  /** Rows changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Several statements in one transaction. */
  tx<T>(fn: (db: SqlDb) => Promise<T>): Promise<T>;
  /** Inside tx: hold `key` until the transaction ends (PostgreSQL; SQLite's BEGIN IMMEDIATE already serializes writers). */
  lock(key: string): Promise<void>;
}

function sqliteDb(db: Database.Database): SqlDb {
  // One transaction of ours at a time on this connection (a second BEGIN inside the first would fail): they queue here.
  let queue: Promise<unknown> = Promise.resolve();
  const self: SqlDb = {
    run: async (sql, params = []) => db.prepare(sql).run(...(params as never[])).changes,
    all: async <T>(sql: string, params: unknown[] = []) => db.prepare(sql).all(...(params as never[])) as T[],
    lock: async () => {},
    // better-sqlite3 is synchronous and fn awaits only these statements, so it runs in a few
    // microtasks; a statement of the match store landing between two of them joins this transaction
    // (its own transactions nest as savepoints) and commits with it.
    tx: <T>(fn: (db: SqlDb) => Promise<T>): Promise<T> => {
      const run = queue.then(() => sqliteTx(db, () => fn(self)));
      queue = run.catch(() => {});
      return run;
    },
  };
  return self;
}

/**
 * BEGIN IMMEDIATE takes the write lock; while another connection (another instance on the same file)
 * holds it, wait without blocking the event loop, as busy_timeout would.
 */
async function sqliteTx<T>(db: Database.Database, fn: () => Promise<T>): Promise<T> {
  const timeout = db.pragma('busy_timeout', { simple: true }) as number;
  for (let waited = 0; ; waited += 10) {
    db.pragma('busy_timeout = 0');
    try {
      db.exec('BEGIN IMMEDIATE');
      break;
    } catch (e) {
      if ((e as { code?: string }).code !== 'SQLITE_BUSY' || waited >= timeout) throw e;
    } finally {
      db.pragma(`busy_timeout = ${timeout}`);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  try {
    const out = await fn();
    db.exec('COMMIT');
    return out;
  } catch (e) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw e;
  }
}

const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};
/** BIGINT columns come back from node-postgres as strings. */
const numbers = <T>(rows: Record<string, unknown>[]): T[] =>
  rows.map(
    (r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /_at$|^at$|^counter$|^expires/.test(k) ? Number(v) : v])) as T,
  );

/**
 * One transaction on a client of the pool: BEGIN, fn, COMMIT, or ROLLBACK on failure. A checked-out
 * client whose connection fails (57P01 when the database is stopped) emits 'error', and the pool
 * listens only on idle clients: without a listener here the process would die (issue 33.4). The failed
 * query rejects as well; the broken client is then destroyed instead of going back to the pool.
 */
export async function pgTransaction<T>(pool: pg.Pool, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  let broken: Error | undefined;
  const onError = (e: Error) => (broken = e);
  // The listener goes on in the pool's own callback, not after an await: a new connection's first
  // bytes may carry the ready message and the stop's error together, and the error is emitted before
  // an awaiting function resumes.
  const c = await new Promise<pg.PoolClient>((resolve, reject) =>
    pool.connect((err, client) => {
      if (err || !client) return reject(err);
      client.on('error', onError);
      resolve(client);
    }),
  );
  try {
    await c.query('BEGIN');
    const out = await fn(c);
    await c.query('COMMIT');
    return out;
  } catch (e) {
    if (!broken) await c.query('ROLLBACK').catch((r: Error) => (broken = r));
    throw e;
  } finally {
    c.off('error', onError);
    c.release(broken);
  }
}

function pgDb(q: pg.Pool | pg.PoolClient, pool: pg.Pool | null): SqlDb {
  return {
    run: async (sql, params = []) => (await q.query(numbered(sql), params)).rowCount ?? 0,
    all: async <T>(sql: string, params: unknown[] = []) => numbers<T>((await q.query(numbered(sql), params)).rows),
    lock: async (key) => void (await q.query("SELECT pg_advisory_xact_lock(hashtext('arras-sql:' || $1))", [key])),
    // Inside a transaction already (a client): the statements join it.
    tx: async (fn) => (pool ? pgTransaction(pool, (c) => fn(pgDb(c, null))) : fn(pgDb(q, null))),
  };
}

const faces = new WeakMap<object, SqlDb>();

/** The SQL face of a store's database (null for a store without one, e.g. a test double). */
export function sqlOf(store: MatchStore): SqlDb | null {
  const s = store as { sqlite?: () => Database.Database; pgPool?: () => pg.Pool };
  const handle = s.sqlite?.() ?? s.pgPool?.();
  if (!handle) return null;
  let face = faces.get(handle);
  if (!face) {
    face = s.sqlite ? sqliteDb(handle as Database.Database) : pgDb(handle as pg.Pool, handle as pg.Pool);
    faces.set(handle, face);
  }
  return face;
}
