// Faults on one instance (issue 33, items 5-8): a failed commit, dead clients, memory a link holder can
// grow, and the hygiene of the answers. The database outages on PostgreSQL are in pg-outage.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '../../src/server/app.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { MatchStore } from '../../src/server/storage.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { type TestServer, Watcher, api } from './helpers.ts';

/** A SQLite store whose next calls of a method can be made to fail, as a database going away would. */
interface FlakyStore extends MatchStore {
  inner: SqliteStore;
  failNext(method: keyof MatchStore, times?: number): void;
}
function flakyStore(file: string): FlakyStore {
  const inner = new SqliteStore(file);
  const failures = new Map<string, number>();
  const failNext = (method: string, times = 1) => failures.set(method, times);
  return new Proxy(inner, {
    get: (target, prop: string) => {
      if (prop === 'failNext') return failNext;
      if (prop === 'inner') return inner;
      const v = (target as any)[prop];
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        const n = failures.get(prop) ?? 0;
        if (n > 0) {
          failures.set(prop, n - 1);
          return Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:5432 (relation "matches")'));
        }
        return v.apply(target, args);
      };
    },
  }) as unknown as FlakyStore;
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function serverWith(opts: Partial<AppOptions> = {}): Promise<TestServer & { store: FlakyStore }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'arras-faults-'));
  dirs.push(dir);
  const store = flakyStore(path.join(dir, 'test.sqlite'));
  const { app } = await buildApp({ store, games: { [diceRace.id]: diceRace }, rateLimits: false, ...opts });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    wsUrl: url.replace('http', 'ws'),
    dbFile: path.join(dir, 'test.sqlite'),
    store,
    async close() {
      await app.close();
      store.inner.close();
    },
    restart: () => Promise.reject(new Error('not here')),
  };
}

describe('33.5: open sockets follow a match through a reload', () => {
  it('a commit fails and the reload after it fails too: the socket still gets the later steps', async () => {
    const server = await serverWith();
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'invite' })).body;
    const a = m.links.find((l) => l.seat === 'a')!.token;
    const b = m.links.find((l) => l.seat === 'b')!.token;
    const wb = await Watcher.open(server, b);
    await wb.until((s) => s.seq === 0);
    server.store.failNext('commit');
    server.store.failNext('loadMatch');
    const failed = await api(server, 'POST', `/api/play/${a}/action`, { seq: 0, action: { type: 'bid', amount: 2 } });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    // The database is back: the same action again, then the other seat's.
    expect((await api(server, 'POST', `/api/play/${a}/action`, { seq: 0, action: { type: 'bid', amount: 2 } })).status).toBe(200);
    expect((await wb.until((s) => s.seq === 1)).seq).toBe(1);
    expect((await api(server, 'POST', `/api/play/${b}/action`, { seq: 1, action: { type: 'bid', amount: 1 } })).status).toBe(200);
    expect((await wb.until((s) => s.seq === 2)).seq).toBe(2);
    wb.close();
    await server.close();
  });
});
