// Helpers of the issue-30 tests (clocks, chat, ratings): an app in this process on a given store (so
// that a test can hold two on one database), and a throwaway PostgreSQL for a describe block.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import { type AppOptions, buildApp } from '../../src/server/app.ts';
import type { TestServer } from './helpers.ts';
import { type TestPostgres, startPostgres } from './postgres.ts';

/** buildApp on loopback; `server` for the `api` helper. */
export async function serveApp(opts: AppOptions) {
  const built = await buildApp(opts);
  const url = await built.app.listen({ port: 0, host: '127.0.0.1' });
  const server: TestServer = {
    url,
    wsUrl: url.replace('http', 'ws'),
    dbFile: '',
    close: () => built.app.close(),
    restart: () => Promise.reject(new Error('not here')),
  };
  return { ...built, server };
}

/** A PostgreSQL server for the enclosing describe block: call inside it; the getter gives its URL of a fresh database. */
export function pgForSuite(): (name: string) => Promise<string> {
  let pgServer: TestPostgres;
  beforeAll(async () => {
    pgServer = await startPostgres();
  }, 120_000);
  afterAll(async () => {
    await pgServer?.stop();
  }, 60_000);
  return (name) => pgServer.database(name);
}

/** A server on a throwaway SQLite file for the whole test file: call at top level; the getter gives it. */
export function sqliteSuite(opts: Omit<AppOptions, 'store'>): () => { server: TestServer; store: SqliteStore; file: string } {
  let dir: string;
  let store: SqliteStore;
  let server: TestServer;
  let close: () => Promise<unknown>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'arras-suite-'));
    store = new SqliteStore(path.join(dir, 'db.sqlite'));
    const built = await serveApp({ ...opts, store });
    server = built.server;
    close = () => built.app.close();
  });
  afterAll(async () => {
    await close?.();
    store?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return () => ({ server, store, file: path.join(dir, 'db.sqlite') });
}
