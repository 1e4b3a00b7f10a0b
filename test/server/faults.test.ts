// Faults on one instance (issue 33, items 5-8): a failed commit, dead clients, memory a link holder can
// grow, and the hygiene of the answers. The database outages on PostgreSQL are in pg-outage.test.ts.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import type { GameDefinition } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { Session } from '../../src/kernel/session.ts';
import { type AppOptions, buildApp } from '../../src/server/app.ts';
import type { Live } from '../../src/server/live.ts';
import { MatchService } from '../../src/server/service.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { type FlakyStore, flakyStore } from './flaky-store.ts';
import { type TestServer, Watcher, api } from './helpers.ts';

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

/** A raw TCP connection to the server that writes `text` and then stays silent. */
async function rawClient(server: TestServer, text: string): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  let got = '';
  socket.on('data', (d) => (got += d.toString('latin1')));
  const t0 = Date.now();
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - t0)));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(text);
  return { socket, received: () => got, closed };
}
const within = <T>(p: Promise<T>, ms: number) => Promise.race([p, new Promise<'open'>((r) => setTimeout(() => r('open'), ms))]);

describe('33.6: dead clients are dropped', () => {
  it('a POST whose body never completes is closed once the request timeout passes', async () => {
    const server = await serverWith({ timeouts: { requestMs: 300 } });
    const c = await rawClient(server, `POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"game":`);
    expect(await within(c.closed, 3000)).not.toBe('open');
    expect(c.received()).toMatch(/^HTTP\/1.1 408/);
    c.socket.destroy();
    await server.close();
  });

  it('a WebSocket stopped in the middle of a frame (it answers no ping) is closed, and its match leaves memory', async () => {
    const server = await serverWith({ timeouts: { pingMs: 100 }, idleMs: 100 });
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'invite' })).body;
    const key = randomBytes(16).toString('base64');
    const c = await rawClient(
      server,
      `GET /api/play/${m.links[0].token}/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    // The snapshot arrives; then the first two bytes of a masked text frame of 100 bytes, and nothing more.
    const until = Date.now() + 3000;
    while (!c.received().includes('"type":"snapshot"') && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect(c.received()).toMatch(/^HTTP\/1.1 101/);
    expect((await api(server, 'GET', '/api/health')).body.live).toBe(1);
    c.socket.write(Buffer.from([0x81, 0x80 | 100]));
    expect(await within(c.closed, 3000)).not.toBe('open');
    // With no socket left, the match nobody uses leaves memory at the next sweep.
    const swept = Date.now() + 3000;
    while ((await api(server, 'GET', '/api/health')).body.live !== 0 && Date.now() < swept) await new Promise((r) => setTimeout(r, 50));
    expect((await api(server, 'GET', '/api/health')).body.live).toBe(0);
    await server.close();
  });
});

/** The copy of a match the service holds in memory (what a test measures of its memory). */
const liveOf = (service: MatchService, id: string) => (service as unknown as { matches: { get(id: string): Live | undefined } }).matches.get(id)!;

describe('33.7: what a link holder can make the server keep', () => {
  it('snapshots are cached per supported language: 60 unknown ?lang= codes add no cache entry', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arras-faults-'));
    dirs.push(dir);
    const store = new SqliteStore(path.join(dir, 'lang.sqlite'));
    const service = new MatchService({ store, games });
    const m = await service.create({ game: 'arras-postcard', seat: 'allied', opponent: 'hotseat' });
    const token = m.links[0].token;
    await service.snapshotFor(token, 'en');
    await service.snapshotFor(token, 'fr');
    const known = liveOf(service, m.matchId).cache.size;
    for (let i = 0; i < 60; i++) {
      const code = String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + Math.floor(i / 26)) + 'x';
      expect((await service.snapshotFor(token, code)).lang).toBe('en');
    }
    expect(liveOf(service, m.matchId).cache.size).toBe(known);
    await service.close();
    store.close();
  });

  it('a replay request of a long finished match plays on from the nearest kept state (at most 99 steps), with the same frame', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arras-faults-'));
    dirs.push(dir);
    const store = new SqliteStore(path.join(dir, 'replay.sqlite'));
    const base = games['ca-arras-1940'];
    // The game, counting the legal-action lists asked for (each replayed step asks for one).
    let asked = 0;
    const counted: GameDefinition = Object.create(base);
    counted.legalActions = (s, r) => (asked++, base.legalActions(s, r));
    const service = new MatchService({ store, games: { [base.id]: counted }, diceSeed: () => '5' });
    const m = await service.create({ game: base.id, seat: 'allied', opponent: 'hotseat' });
    const token = m.links[0].token;
    const rng = new Rng(5);
    let snap = await service.snapshotFor(token);
    while (snap.seq < 260 && snap.status === 'active') {
      const pick = snap.legal[rng.int(snap.legal.length)];
      snap = await service.act(token, { seq: snap.seq, action: pick.action, role: pick.role });
    }
    snap = await service.resign(token, {});
    const step = snap.seq - 3;
    await service.replay(token, 10, 'allied');
    asked = 0;
    const frame = await service.replay(token, step, 'german');
    expect(asked).toBeLessThan(100);
    // The same view as a replay from step 0.
    const { journal, record } = (await store.loadMatch(m.matchId))!;
    const s = new Session(base, record.config);
    for (const e of journal.slice(0, step)) s.act(e.role, e.action);
    expect(frame.view).toEqual(base.view(s.state, 'german'));
    expect(frame.step).toBe(step);
    await service.close();
    store.close();
  });
});

/** A raw HTTP exchange (fetch would refuse a malformed URL before sending it). */
async function rawRequest(server: TestServer, text: string): Promise<{ status: number; headers: string; body: string }> {
  const c = await rawClient(server, text);
  await within(c.closed, 3000);
  c.socket.destroy();
  const got = c.received();
  const [head, ...rest] = got.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') };
}

describe('33.8: hygiene', () => {
  it('every error, Fastify\'s own included (bad URL, 404, 413, bad JSON, wrong type), is {"error":{code,message,rule}} with no token in it', async () => {
    const server = await serverWith();
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    const answers = [
      await rawRequest(server, `GET /api/play/${token}/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      await rawRequest(server, `GET /api/play/${token}/nowhere HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      await rawRequest(
        server,
        `POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{"a":`,
      ),
      await rawRequest(server, `POST /api/matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi`),
      await rawRequest(
        server,
        `POST /api/play/${token}/action HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 20000\r\nConnection: close\r\n\r\n{"seq":0,"action":"${'x'.repeat(19970)}"}`,
      ),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 404, 400, 415, 413]);
    for (const a of answers) {
      const body = JSON.parse(a.body.slice(a.body.indexOf('{'), a.body.lastIndexOf('}') + 1));
      expect(Object.keys(body.error).sort(), a.body).toEqual(['code', 'message', 'rule']);
      expect(typeof body.error.code).toBe('string');
      expect(a.body).not.toContain(token);
    }
    await server.close();
  });

  it("security headers: a Content-Security-Policy with frame-ancestors 'none', Referrer-Policy no-referrer, nosniff", async () => {
    const server = await serverWith();
    const r = await fetch(server.url + '/api/games');
    const csp = r.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    await server.close();
  });

  it('the request log (LOG=1) holds no link token', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    const server = await serverWith({ logger: { level: 'info', stream } });
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'invite' })).body;
    const token = m.links[0].token;
    await api(server, 'GET', `/api/play/${token}`);
    await api(server, 'GET', `/api/play/${token}/replay?step=0&role=a`);
    await fetch(`${server.url}/watch/${m.observer.token}`);
    await server.close();
    const log = lines.join('');
    expect(log).toContain('/api/play/***');
    expect(log).not.toContain(token);
    expect(log).not.toContain(m.observer.token);
  });

  it('/api/health shows its figures only to the operator (ADMIN_TOKEN), or without one only to a direct loopback connection', async () => {
    const server = await serverWith({ adminToken: 's3cret-operator-token' });
    expect(Object.keys((await api(server, 'GET', '/api/health')).body)).toEqual(['ok']);
    const wrong = await fetch(server.url + '/api/health', { headers: { authorization: 'Bearer guess' } });
    expect(Object.keys(await wrong.json())).toEqual(['ok']);
    const right = await (await fetch(server.url + '/api/health', { headers: { authorization: 'Bearer s3cret-operator-token' } })).json();
    expect(right).toMatchObject({ ok: true, live: expect.any(Number), heapMB: expect.any(Number), matches: expect.any(Number) });
    await server.close();
    const open = await serverWith();
    expect((await api(open, 'GET', '/api/health')).body).toHaveProperty('heapMB');
    const proxied = await (await fetch(open.url + '/api/health', { headers: { 'x-forwarded-for': '203.0.113.9' } })).json();
    expect(Object.keys(proxied)).toEqual(['ok']);
    await open.close();
  });
});

describe('33.8: a full disk', () => {
  it('SQLITE_FULL answers 507 storage-full, changes nothing, and the server serves on', async () => {
    const server = await serverWith();
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'hotseat' })).body;
    const token = m.links[0].token;
    const db = (server.store.inner as unknown as { db: { pragma(s: string, o?: object): unknown } }).db;
    // The database may not grow by one more page: as a full disk would.
    db.pragma(`max_page_count = ${Number(db.pragma('page_count', { simple: true }))}`);
    let r: { status: number; body: any } = { status: 201, body: null };
    for (let i = 0; i < 200 && r.status === 201; i++) r = await api(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'hotseat' });
    expect(r.status).toBe(507);
    expect(r.body).toEqual({
      error: { code: 'storage-full', message: expect.stringMatching(/full/), rule: null, texts: { fr: expect.stringMatching(/plein/) } },
    });
    const before = (await api(server, 'GET', `/api/play/${token}`)).body;
    expect(before.seq).toBe(0);
    await server.close();
  });
});

describe('33.8: starting', () => {
  it('on a DATABASE that cannot be written, the server says so in one line and exits with status 1', () => {
    const web = mkdtempSync(path.join(tmpdir(), 'arras-web-'));
    dirs.push(web);
    writeFileSync(path.join(web, 'index.html'), '<!doctype html>');
    // A path under a file: no process, root included, can create it.
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATABASE: '/etc/hostname/arras.sqlite', WEB_ROOT: web, PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    const lines = r.stderr.trim().split('\n');
    expect(lines, r.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^Arras cannot start: the database \/etc\/hostname\/arras.sqlite cannot be opened for writing: /);
  }, 60_000);
});
