// A real server on loopback (port 0) over a throwaway SQLite file, with the kernel's fixture game.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { newDiceSeed } from '../../src/kernel/dice-proof.ts';
import type { GameDefinition } from '../../src/kernel/game.ts';
import { type RateLimits, buildApp } from '../../src/server/app.ts';
import type { ComputerOptions } from '../../src/server/computer.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { Snapshot } from '../../src/protocol/types.ts';
import { mergeView } from '../../src/protocol/view-delta.ts';
import { diceRace } from '../kernel/fixture-game.ts';

export interface TestServer {
  url: string;
  wsUrl: string;
  dbFile: string;
  close(): Promise<void>;
  /** Stop and start again on the same database (a restart). */
  restart(): Promise<TestServer>;
  /**
   * The dice seeds of the next matches created, in order (numbers: the same dice as the kernel's
   * `seededDice(n)`); afterwards seeds are random again. In-process only: no request can set them.
   */
  nextSeeds?(...seeds: (number | string)[]): void;
}

export async function startServer(
  opts: {
    games?: Record<string, GameDefinition>;
    dbFile?: string;
    webRoot?: string;
    computer?: ComputerOptions;
    rateLimits?: RateLimits | false;
    idleMs?: number;
    trustProxy?: string;
  } = {},
): Promise<TestServer> {
  const games = opts.games ?? { [diceRace.id]: diceRace };
  const dir = opts.dbFile ? null : mkdtempSync(path.join(tmpdir(), 'arras-server-'));
  const dbFile = opts.dbFile ?? path.join(dir!, 'test.sqlite');
  const store = new SqliteStore(dbFile);
  const seeds: string[] = [];
  const diceSeed = () => seeds.shift() ?? newDiceSeed();
  const { app } = await buildApp({
    store,
    games,
    webRoot: opts.webRoot,
    computer: opts.computer,
    rateLimits: opts.rateLimits,
    idleMs: opts.idleMs,
    trustProxy: opts.trustProxy,
    diceSeed,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const server: TestServer = {
    url: address,
    wsUrl: address.replace('http', 'ws'),
    dbFile,
    async close() {
      await app.close();
      store.close();
    },
    async restart() {
      await app.close();
      store.close();
      return startServer({ ...opts, games, dbFile });
    },
    nextSeeds: (...next) => seeds.push(...next.map(String)),
  };
  return server;
}

export function cleanup(server: TestServer): void {
  rmSync(path.dirname(server.dbFile), { recursive: true, force: true });
}

/** A server for one test file: started before its tests, closed and removed after them; call the result for it. */
export function suiteServer(opts: Parameters<typeof startServer>[0] = {}): () => TestServer {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(opts);
  });
  afterAll(async () => {
    await server.close();
    cleanup(server);
  });
  return () => server;
}

export async function api<T = any>(server: TestServer, method: string, p: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(server.url + p, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A WebSocket subscription that collects snapshots. */
export class Watcher {
  readonly snapshots: Snapshot[] = [];
  /** The snapshot messages as received (views as deltas, view-delta.ts). */
  readonly raw: string[] = [];
  private waiters: { pred: (s: Snapshot) => boolean; resolve: (s: Snapshot) => void }[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data));
      if (msg.type !== 'snapshot') return;
      this.raw.push(String(data));
      msg.snapshot.view = mergeView(this.last?.view ?? null, { view: msg.snapshot.view, kept: msg.kept, items: msg.items });
      this.snapshots.push(msg.snapshot);
      this.waiters = this.waiters.filter((w) => {
        if (w.pred(msg.snapshot)) {
          w.resolve(msg.snapshot);
          return false;
        }
        return true;
      });
    });
  }
  static async open(server: TestServer, token: string, lang?: string): Promise<Watcher> {
    const ws = new WebSocket(`${server.wsUrl}/api/play/${token}/ws${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`);
    const w = new Watcher(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return w;
  }
  get last(): Snapshot | undefined {
    return this.snapshots[this.snapshots.length - 1];
  }
  until(pred: (s: Snapshot) => boolean, timeoutMs = 5000): Promise<Snapshot> {
    const hit = this.snapshots.find(pred);
    if (hit) return Promise.resolve(hit);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a snapshot')), timeoutMs);
      this.waiters.push({ pred, resolve: (s) => (clearTimeout(timer), resolve(s)) });
    });
  }
  close(): void {
    this.ws.close();
  }
}

/**
 * The snapshot of `token` once it is this link's turn or the game is over: the computer plays off
 * the request path, so after an action the answer may still show the computer to act. Waits up to
 * 30 s: on a machine running two test runs at once the worker pool's first start (it loads every game)
 * took longer than 10 s.
 */
export async function waitForTurn(server: TestServer, token: string, timeoutMs = 30_000): Promise<Snapshot> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await api<Snapshot>(server, 'GET', `/api/play/${token}`);
    if (r.status !== 200) throw new Error(`GET snapshot: ${r.status} ${JSON.stringify(r.body)}`);
    if (r.body.status === 'over' || r.body.legal.length > 0) return r.body;
    if (Date.now() > until) throw new Error("timed out waiting for this link's turn");
    await new Promise((res) => setTimeout(res, 5));
  }
}

/** A token from a link such as /play/<token>. */
export const tokenOf = (url: string) => url.split('/').pop()!;
