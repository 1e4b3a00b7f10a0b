// Chat and presence (issue 30.4): between the seats only (observers get none of it, on the wire),
// system lines in each reader's language, block and report, length and rate limits, presence.
import Database from 'better-sqlite3';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { PgStore } from '../../src/server/pg-store.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { type TestServer, api } from './helpers.ts';
import { findPostgres } from './postgres.ts';
import { pgForSuite, serveApp, sqliteSuite } from './app-helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const suite = sqliteSuite({
  games,
  rateLimits: { requestsPerMinute: 10_000, matchesPerMinute: 1000 },
  paces: { long: { totalMs: 600_000, incMs: 0, capMs: 600_000 } },
});
let server: TestServer;
beforeAll(() => {
  server = suite().server;
});

async function invite(pace?: string) {
  const r = await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'invite', ...(pace ? { pace } : {}) });
  expect(r.status).toBe(201);
  const seat = (s: string) => r.body.links.find((l) => l.seat === s)!.token;
  return { allied: seat('allied'), german: seat('german'), observer: r.body.observer.token };
}

/** Every frame a socket receives, raw. */
class Frames {
  readonly all: string[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => this.all.push(String(d)));
  }
  static async open(token: string, lang = 'en', on: TestServer = server) {
    const ws = new WebSocket(`${on.wsUrl}/api/play/${token}/ws?lang=${lang}`);
    const f = new Frames(ws);
    await new Promise<void>((res, rej) => (ws.once('open', () => res()), ws.once('error', rej)));
    return f;
  }
  chats() {
    return this.all.map((m) => JSON.parse(m)).filter((m) => m.type === 'chat');
  }
  lines(): string[] {
    return this.chats().flatMap((m) => m.lines.map((l: { text: string }) => l.text));
  }
  async until(pred: () => boolean, ms = 3000) {
    const end = Date.now() + ms;
    while (!pred()) {
      if (Date.now() > end)
        throw new Error(
          `timed out; frames: ${this.all
            .map((m) => m.slice(0, 200))
            .slice(-4)
            .join('\n')}`,
        );
      await sleep(10);
    }
  }
  close() {
    this.ws.close();
  }
}

const say = (token: string, text: string) => api(server, 'POST', `/api/play/${token}/chat`, { text });
const read = (token: string, lang = 'en') => api(server, 'GET', `/api/play/${token}/chat?lang=${lang}`);

describe('chat between the seats', () => {
  it('a line from one seat reaches the other seat at once (WebSocket) and is kept with the match', async () => {
    const m = await invite();
    const g = await Frames.open(m.german);
    const r = await say(m.allied, 'Bonne chance !');
    expect(r.status).toBe(200);
    await g.until(() => g.lines().includes('Bonne chance !'));
    const kept = await read(m.german);
    expect(kept.body.lines.map((l: { seat: string; text: string }) => [l.seat, l.text])).toEqual([['allied', 'Bonne chance !']]);
    g.close();
  });

  it('observers do not see the chat: GET /chat is refused and no observer frame or snapshot carries a line', async () => {
    const m = await invite();
    const o = await Frames.open(m.observer);
    await say(m.allied, 'secret plan XYZZY');
    await api(server, 'POST', `/api/play/${m.german}/chat`, { text: 'reply PLUGH' });
    expect((await read(m.observer)).status).toBe(403);
    expect((await say(m.observer, 'hello')).status).toBe(403);
    const snap = await api<Snapshot>(server, 'GET', `/api/play/${m.observer}`);
    // A move, so that the observer receives frames after the lines were said.
    const a = await api<Snapshot>(server, 'GET', `/api/play/${m.allied}`);
    const g = await api<Snapshot>(server, 'GET', `/api/play/${m.german}`);
    const mover = a.body.legal.length ? { t: m.allied, s: a.body } : { t: m.german, s: g.body };
    await api(server, 'POST', `/api/play/${mover.t}/action`, { seq: mover.s.seq, action: mover.s.legal[0].action, role: mover.s.legal[0].role });
    await o.until(() => o.all.length >= 2);
    const wire = o.all.join('\n') + JSON.stringify(snap.body);
    expect(wire).not.toContain('XYZZY');
    expect(wire).not.toContain('PLUGH');
    expect(o.chats()).toEqual([]);
    o.close();
  });

  it("system lines are written in each reader's language", async () => {
    const m = await invite('long');
    const en = await Frames.open(m.allied, 'en');
    const fr = await Frames.open(m.german, 'fr');
    await api(server, 'POST', `/api/play/${m.allied}/clock`, { request: 'pause' });
    await en.until(() => en.lines().some((l) => l.includes('asks to pause the clocks')));
    await fr.until(() => fr.lines().some((l) => l.includes("demande d'arrêter les pendules")));
    expect((await read(m.german, 'fr')).body.lines[0].text).toBe("Alliés : demande d'arrêter les pendules.");
    expect((await read(m.allied, 'en')).body.lines[0].seat).toBeNull();
    en.close();
    fr.close();
  });

  it("block: the blocker no longer sees the other's lines (old and new); the blocked seat still sees the blocker's; unblock restores them", async () => {
    const m = await invite();
    await say(m.allied, 'before the block');
    const g = await Frames.open(m.german);
    const b = await api(server, 'POST', `/api/play/${m.german}/chat/block`, { seat: 'allied', block: true });
    expect(b.body.blocked).toEqual(['allied']);
    await say(m.allied, 'after the block');
    await say(m.german, 'from german');
    const seen = (await read(m.german)).body.lines.map((l: { text: string }) => l.text);
    expect(seen).toEqual(['from german']);
    expect((await read(m.allied)).body.lines.map((l: { text: string }) => l.text)).toEqual(['before the block', 'after the block', 'from german']);
    await g.until(() => g.lines().includes('from german'));
    const last = g.chats().at(-1);
    expect(
      JSON.stringify(
        g
          .chats()
          .filter((c) => c.reset || c.lines.length)
          .slice(-2),
      ),
    ).not.toContain('after the block');
    expect(last.blocked).toEqual(['allied']);
    // Blocking oneself or an unknown seat is refused.
    expect((await api(server, 'POST', `/api/play/${m.german}/chat/block`, { seat: 'german', block: true })).status).toBe(400);
    await api(server, 'POST', `/api/play/${m.german}/chat/block`, { seat: 'allied', block: false });
    expect((await read(m.german)).body.lines.length).toBe(3);
    g.close();
  });

  it("report: another seat's line is stored for the operator with its text; one's own line or an unknown line is refused", async () => {
    const m = await invite();
    const r = await say(m.allied, 'rude words');
    const id = r.body.line.id;
    expect((await api(server, 'POST', `/api/play/${m.allied}/chat/report`, { line: id, reason: 'mine' })).status).toBe(404);
    expect((await api(server, 'POST', `/api/play/${m.german}/chat/report`, { line: 999_999, reason: 'x' })).status).toBe(404);
    const ok = await api(server, 'POST', `/api/play/${m.german}/chat/report`, { line: id, reason: 'insults' });
    expect(ok.status).toBe(200);
    const db = new Database(suite().file, { readonly: true });
    const rows = db.prepare('SELECT reporter, seat, text, reason FROM chat_reports WHERE line_id = ?').all(id);
    db.close();
    expect(rows).toEqual([{ reporter: 'german', seat: 'allied', text: 'rude words', reason: 'insults' }]);
  });

  it('length limits: an empty line or one over 500 characters is refused and stores nothing; HTML is kept as text', async () => {
    const m = await invite();
    expect((await say(m.allied, '   ')).status).toBe(400);
    expect((await say(m.allied, 'x'.repeat(501))).status).toBe(400);
    expect((await say(m.allied, 'y'.repeat(500))).status).toBe(200);
    expect((await say(m.allied, '<img src=x onerror=alert(1)>')).status).toBe(200);
    const lines = (await read(m.german)).body.lines.map((l: { text: string }) => l.text);
    expect(lines).toEqual(['y'.repeat(500), '<img src=x onerror=alert(1)>']);
  });

  it('rate limit: over 30 lines a minute from one address get 429 (rate-limited) and are not stored', async () => {
    const m = await invite();
    // The tests above said some lines from this address in this minute already: at most 30 in all.
    const codes: number[] = [];
    for (let i = 0; i < 31 && !codes.includes(429); i++) codes.push((await say(m.allied, `line ${i}`)).status);
    expect(codes.at(-1)).toBe(429);
    const r = await say(m.allied, 'one more');
    expect(r.status).toBe(429);
    expect((r.body as { error: { code: string } }).error.code).toBe('rate-limited');
    expect((await read(m.german)).body.lines.length).toBe(codes.filter((c) => c === 200).length);
  });

  it('presence: a seat with a live socket is online; when its socket closes it is "last seen" at that time', async () => {
    const m = await invite();
    const before = (await read(m.allied)).body.presence;
    expect(before.german).toEqual({ online: false, lastSeen: null });
    const a = await Frames.open(m.allied);
    const g = await Frames.open(m.german);
    await a.until(() => a.chats().some((c) => c.presence.german.online));
    expect((await read(m.allied)).body.presence.german.online).toBe(true);
    const t0 = Date.now();
    g.close();
    await a.until(() => a.chats().some((c) => !c.presence.german.online && c.presence.german.lastSeen));
    const p = (await read(m.allied)).body.presence.german;
    expect(p.online).toBe(false);
    expect(p.lastSeen).toBeGreaterThanOrEqual(t0 - 50);
    a.close();
  });
});

describe.skipIf(!findPostgres())('chat with two instances on one PostgreSQL database', () => {
  const database = pgForSuite();

  it("a line said through one instance reaches the other seat's socket on the other instance, presence too; the observer there gets none", async () => {
    const url = await database('chat');
    const stores = [await PgStore.open(url), await PgStore.open(url)];
    const apps = await Promise.all(stores.map((store) => serveApp({ store, games, rateLimits: false })));
    const [a, b] = apps.map((x) => x.server);
    try {
      const r = await api<CreatedMatch>(a, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'invite' });
      const allied = r.body.links.find((l) => l.seat === 'allied')!.token;
      const german = r.body.links.find((l) => l.seat === 'german')!.token;
      const onB = await Frames.open(german, 'en', b);
      const observerOnB = await Frames.open(r.body.observer.token, 'en', b);
      const onA = await Frames.open(allied, 'en', a);
      await onA.until(() => onA.chats().some((c) => c.presence.german.online));
      expect((await api(a, 'POST', `/api/play/${allied}/chat`, { text: 'across instances' })).status).toBe(200);
      await onB.until(() => onB.lines().includes('across instances'));
      await sleep(200);
      expect(observerOnB.all.join('\n')).not.toContain('across instances');
      expect(observerOnB.chats()).toEqual([]);
      for (const f of [onA, onB, observerOnB]) f.close();
    } finally {
      for (const { app } of apps) await app.close();
      for (const s of stores) await s.close();
    }
  }, 60_000);
});
