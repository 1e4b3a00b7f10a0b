// Server instances as child processes (bench/server-host.ts), so that a test can kill one with
// SIGKILL as a crash would, and start it again on the same database.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestServer } from './helpers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Instance extends TestServer {
  child: ChildProcess;
  /** SIGKILL: no cleanup, no last words. */
  kill9(): Promise<void>;
  /** What the instance has written to stderr so far (its last words when it exits). */
  stderr(): string;
}

export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/server-host.ts')], {
    cwd: ROOT,
    env: { ...process.env, RATE_LIMITS: 'off', MAX_SECONDS: '600', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d) => (err += String(d)));
  const url: string = await new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`instance did not start in 60 s: ${err}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = out.match(/READY (\S+)/);
      if (m) {
        clearTimeout(t);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(t);
      reject(new Error(`instance exited with ${code}: ${err}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const instance: Instance = {
    url,
    wsUrl: url.replace('http', 'ws'),
    dbFile: env.DATABASE ?? '',
    child,
    stderr: () => err,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async restart() {
      await instance.close();
      return startInstance(env);
    },
  };
  return instance;
}

export interface Answer {
  status: number;
  body: any;
  text: string;
}

/** A JSON request to an instance that may be down (killed, or its database away): null when nothing answers in 10 s. */
export async function callInstance(base: string, method: string, p: string, body?: unknown): Promise<Answer | null> {
  try {
    const res = await fetch(base + p, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text), text };
  } catch {
    return null;
  }
}
