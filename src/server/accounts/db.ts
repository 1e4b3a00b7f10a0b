// The tables of accounts and turn notices (issue 30) through the shared SQL face (../sql.ts). On
// SQLite the tables are made at start with CREATE TABLE IF NOT EXISTS; on PostgreSQL they are
// migrations 5, 6 and 9 (pg-store.ts MIGRATIONS), run when the store opened.
import { type SqlDb, sqlOf } from '../sql.ts';
import type { MatchStore } from '../storage.ts';
import { ACCOUNT_SCHEMA, NOTICE_SCHEMA, PLAYER_SCHEMA } from './schema.ts';

export type { SqlDb };

/** The SQL face of a store with the account tables made (null for a store without accounts, e.g. a test double). */
export function sqlDbOf(store: MatchStore): SqlDb | null {
  const sqlite = (store as { sqlite?: () => { exec(sql: string): unknown } }).sqlite;
  if (sqlite) sqlite.call(store).exec(ACCOUNT_SCHEMA + NOTICE_SCHEMA + PLAYER_SCHEMA);
  return sqlOf(store);
}
