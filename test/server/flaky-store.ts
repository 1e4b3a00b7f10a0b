// A SQLite store whose next calls of a method can be made to fail as a database going away would (the
// error a driver gives when its server is down): for the tests of what clients get meanwhile.
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { MatchStore } from '../../src/server/storage.ts';

/** A SQLite store whose next calls of a method can be made to fail, as a database going away would. */
export interface FlakyStore extends MatchStore {
  inner: SqliteStore;
  failNext(method: keyof MatchStore, times?: number): void;
}
export function flakyStore(file: string): FlakyStore {
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
          return Promise.reject(Object.assign(new Error('connect ECONNREFUSED 10.1.2.3:5432 (relation "matches")'), { code: 'ECONNREFUSED' }));
        }
        return v.apply(target, args);
      };
    },
  }) as unknown as FlakyStore;
}
