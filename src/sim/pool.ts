// Runs tasks (matches, decisions to analyse) on every core with worker threads (piscina), or in this
// thread when asked for one thread (tests, or where workers cannot load TypeScript). Results come back
// in task order. worker.ts runs a task by its kind, as `local` does in this thread.
import { availableParallelism } from 'node:os';
import { type MatchOutcome, type MatchTask, playMatch } from './match.ts';

export interface PoolOptions<R = MatchOutcome> {
  /** Worker threads (default: every core). 1 plays in this thread. */
  threads?: number;
  onResult?: (o: R, done: number, total: number) => void;
}

export function defaultThreads(): number {
  return Math.max(1, availableParallelism());
}

export function runMatches(tasks: readonly MatchTask[], opts: PoolOptions = {}): Promise<MatchOutcome[]> {
  return runTasks(tasks, playMatch, opts);
}

/** Run `tasks` with `local` in this thread (one thread) or worker.ts in worker threads. */
export async function runTasks<T, R>(tasks: readonly T[], local: (t: T) => R, opts: PoolOptions<R> = {}): Promise<R[]> {
  const threads = Math.max(1, opts.threads ?? defaultThreads());
  const results = new Array<R>(tasks.length);
  let done = 0;
  const finish = (i: number, o: R) => {
    results[i] = o;
    done++;
    opts.onResult?.(o, done, tasks.length);
  };
  if (threads === 1 || tasks.length <= 1) {
    for (let i = 0; i < tasks.length; i++) {
      finish(i, local(tasks[i]));
      // Let progress output flush between tasks.
      await new Promise((r) => setImmediate(r));
    }
    return results;
  }
  const { Piscina } = await import('piscina');
  const pool = new Piscina({
    // worker-entry.mjs registers tsx's loader in the thread, then loads worker.ts.
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: Math.min(threads, tasks.length),
    maxThreads: Math.min(threads, tasks.length),
  });
  try {
    await Promise.all(tasks.map((t, i) => pool.run(t).then((o: R) => finish(i, o))));
  } finally {
    await pool.destroy();
  }
  return results;
}
