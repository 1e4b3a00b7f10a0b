// Chat and presence (issue 30.4): a chat per match between its seats, kept with the match in the same
// database; observers never receive it (no chat in any snapshot; chat frames go to seat sockets only;
// GET /chat refuses observer links). System lines (pause, forfeit, resignation) are stored as a
// catalogue key with parameters and written in each reader's language when read. A seat may block the
// other (it no longer receives the other's lines) and report a line (stored for the operator, with the
// line's text as it was: `SELECT * FROM chat_reports`). Presence: a seat is online while it has a live
// WebSocket on some instance (each instance renews `online_until` for its sockets every
// PRESENCE_RENEW_MS), else "last seen" at its last socket's close.
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { type Lang, type MessageKey, asLang, roleName, translate } from '../i18n/index.ts';
import type { MatchStore } from './storage.ts';
import type { ChatLine, Presence } from '../protocol/chat.ts';

export type { ChatLine, Presence };

/** Longest chat line (characters). */
export const CHAT_MAX = 500;
/** Lines a match keeps and a reader receives at most (the latest). */
export const CHAT_KEEP = 500;
export const PRESENCE_RENEW_MS = 20_000;
/** A seat's sockets count as online this long after the last renewal (an instance that died stops renewing). */
export const PRESENCE_TTL_MS = 3 * PRESENCE_RENEW_MS;

interface Row {
  id: number;
  seat: string | null;
  text: string | null;
  key: string | null;
  params: string | null;
  at: number;
}

export interface ChatStore {
  add(matchId: string, seat: string | null, text: string | null, key: string | null, params: Record<string, string> | null, at: number): Promise<number>;
  /** Lines after `afterId`, oldest first, the latest CHAT_KEEP at most, without those of `hidden` seats. */
  lines(matchId: string, afterId: number, hidden: string[]): Promise<Row[]>;
  block(matchId: string, blocker: string, blocked: string, on: boolean): Promise<void>;
  blocked(matchId: string, blockers: string[]): Promise<string[]>;
  report(matchId: string, reporter: string, lineId: number, reason: string, at: number): Promise<boolean>;
  /** `notify`: tell the other instances (a socket opened or closed; not for renewals). */
  setPresence(matchId: string, seat: string, onlineUntil: number, lastSeen: number | null, notify: boolean): Promise<void>;
  presence(matchId: string): Promise<{ seat: string; online_until: number; last_seen: number | null }[]>;
}

const TABLES = `
CREATE TABLE IF NOT EXISTS chat_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  match_id TEXT NOT NULL,
  seat TEXT,
  text TEXT,
  key TEXT,
  params TEXT,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_lines_match ON chat_lines (match_id, id);
CREATE TABLE IF NOT EXISTS chat_blocks (
  match_id TEXT NOT NULL,
  blocker TEXT NOT NULL,
  blocked TEXT NOT NULL,
  PRIMARY KEY (match_id, blocker, blocked)
);
CREATE TABLE IF NOT EXISTS chat_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  match_id TEXT NOT NULL,
  reporter TEXT NOT NULL,
  line_id INTEGER NOT NULL,
  seat TEXT,
  text TEXT,
  reason TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS presence (
  match_id TEXT NOT NULL,
  seat TEXT NOT NULL,
  online_until INTEGER NOT NULL,
  last_seen INTEGER,
  PRIMARY KEY (match_id, seat)
);
`;

/** PostgreSQL migration (pg-store.ts MIGRATIONS): the chat, its blocks and reports, and presence. */
export const PG_CHAT_MIGRATION = `CREATE TABLE chat_lines (
    id BIGSERIAL PRIMARY KEY,
    match_id TEXT NOT NULL REFERENCES matches (id),
    seat TEXT,
    text TEXT,
    key TEXT,
    params TEXT,
    at BIGINT NOT NULL
  );
  CREATE INDEX chat_lines_match ON chat_lines (match_id, id);
  CREATE TABLE chat_blocks (
    match_id TEXT NOT NULL REFERENCES matches (id),
    blocker TEXT NOT NULL,
    blocked TEXT NOT NULL,
    PRIMARY KEY (match_id, blocker, blocked)
  );
  CREATE TABLE chat_reports (
    id BIGSERIAL PRIMARY KEY,
    match_id TEXT NOT NULL REFERENCES matches (id),
    reporter TEXT NOT NULL,
    line_id BIGINT NOT NULL,
    seat TEXT,
    text TEXT,
    reason TEXT NOT NULL,
    at BIGINT NOT NULL
  );
  CREATE TABLE presence (
    match_id TEXT NOT NULL REFERENCES matches (id),
    seat TEXT NOT NULL,
    online_until BIGINT NOT NULL,
    last_seen BIGINT,
    PRIMARY KEY (match_id, seat)
  );`;

const inList = (n: number, from: number, dollar: boolean) => Array.from({ length: n }, (_, i) => (dollar ? `$${from + i}` : '?')).join(', ');

export class SqliteChatStore implements ChatStore {
  constructor(private readonly db: Database.Database) {
    db.exec(TABLES);
  }
  async add(matchId: string, seat: string | null, text: string | null, key: string | null, params: Record<string, string> | null, at: number): Promise<number> {
    const r = this.db
      .prepare('INSERT INTO chat_lines (match_id, seat, text, key, params, at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(matchId, seat, text, key, params && JSON.stringify(params), at);
    return Number(r.lastInsertRowid);
  }
  async lines(matchId: string, afterId: number, hidden: string[]): Promise<Row[]> {
    const rows = this.db
      .prepare(
        `SELECT id, seat, text, key, params, at FROM chat_lines WHERE match_id = ? AND id > ? ${hidden.length ? `AND (seat IS NULL OR seat NOT IN (${inList(hidden.length, 0, false)}))` : ''} ORDER BY id DESC LIMIT ?`,
      )
      .all(matchId, afterId, ...hidden, CHAT_KEEP) as Row[];
    return rows.reverse();
  }
  async block(matchId: string, blocker: string, blocked: string, on: boolean): Promise<void> {
    if (on) this.db.prepare('INSERT OR IGNORE INTO chat_blocks (match_id, blocker, blocked) VALUES (?, ?, ?)').run(matchId, blocker, blocked);
    else this.db.prepare('DELETE FROM chat_blocks WHERE match_id = ? AND blocker = ? AND blocked = ?').run(matchId, blocker, blocked);
  }
  async blocked(matchId: string, blockers: string[]): Promise<string[]> {
    if (blockers.length === 0) return [];
    const rows = this.db
      .prepare(`SELECT DISTINCT blocked FROM chat_blocks WHERE match_id = ? AND blocker IN (${inList(blockers.length, 0, false)})`)
      .all(matchId, ...blockers) as { blocked: string }[];
    return rows.map((r) => r.blocked);
  }
  async report(matchId: string, reporter: string, lineId: number, reason: string, at: number): Promise<boolean> {
    const r = this.db
      .prepare(
        'INSERT INTO chat_reports (match_id, reporter, line_id, seat, text, reason, at) SELECT match_id, ?, id, seat, text, ?, ? FROM chat_lines WHERE id = ? AND match_id = ? AND seat IS NOT NULL AND seat <> ?',
      )
      .run(reporter, reason, at, lineId, matchId, reporter);
    return r.changes === 1;
  }
  async setPresence(matchId: string, seat: string, onlineUntil: number, lastSeen: number | null, _notify: boolean): Promise<void> {
    this.db
      .prepare(
        'INSERT INTO presence (match_id, seat, online_until, last_seen) VALUES (?, ?, ?, ?) ON CONFLICT (match_id, seat) DO UPDATE SET online_until = excluded.online_until, last_seen = coalesce(excluded.last_seen, presence.last_seen)',
      )
      .run(matchId, seat, onlineUntil, lastSeen);
  }
  async presence(matchId: string) {
    return this.db.prepare('SELECT seat, online_until, last_seen FROM presence WHERE match_id = ?').all(matchId) as {
      seat: string;
      online_until: number;
      last_seen: number | null;
    }[];
  }
}

export class PgChatStore implements ChatStore {
  constructor(
    private readonly pool: pg.Pool,
    /** A NOTIFY payload for match `id`: the other instances push the new lines or presence to their sockets. */
    private readonly notice: (id: string) => string,
  ) {}
  private async notify(id: string): Promise<void> {
    await this.pool.query("SELECT pg_notify('arras_match', $1)", [this.notice(id)]);
  }
  async add(matchId: string, seat: string | null, text: string | null, key: string | null, params: Record<string, string> | null, at: number): Promise<number> {
    const { rows } = await this.pool.query<{ id: string }>(
      `WITH i AS (INSERT INTO chat_lines (match_id, seat, text, key, params, at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id)
       SELECT i.id, pg_notify('arras_match', $7) FROM i`,
      [matchId, seat, text, key, params && JSON.stringify(params), at, this.notice(matchId)],
    );
    return Number(rows[0].id);
  }
  async lines(matchId: string, afterId: number, hidden: string[]): Promise<Row[]> {
    const { rows } = await this.pool.query<Row & { id: string; at: string }>(
      `SELECT id, seat, text, key, params, at FROM chat_lines WHERE match_id = $1 AND id > $2 ${hidden.length ? `AND (seat IS NULL OR seat NOT IN (${inList(hidden.length, 4, true)}))` : ''} ORDER BY id DESC LIMIT $3`,
      [matchId, afterId, CHAT_KEEP, ...hidden],
    );
    return rows.reverse().map((r) => ({ ...r, id: Number(r.id), at: Number(r.at) }));
  }
  async block(matchId: string, blocker: string, blocked: string, on: boolean): Promise<void> {
    if (on)
      await this.pool.query('INSERT INTO chat_blocks (match_id, blocker, blocked) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [matchId, blocker, blocked]);
    else await this.pool.query('DELETE FROM chat_blocks WHERE match_id = $1 AND blocker = $2 AND blocked = $3', [matchId, blocker, blocked]);
  }
  async blocked(matchId: string, blockers: string[]): Promise<string[]> {
    if (blockers.length === 0) return [];
    const { rows } = await this.pool.query<{ blocked: string }>(
      `SELECT DISTINCT blocked FROM chat_blocks WHERE match_id = $1 AND blocker IN (${inList(blockers.length, 2, true)})`,
      [matchId, ...blockers],
    );
    return rows.map((r) => r.blocked);
  }
  async report(matchId: string, reporter: string, lineId: number, reason: string, at: number): Promise<boolean> {
    const r = await this.pool.query(
      'INSERT INTO chat_reports (match_id, reporter, line_id, seat, text, reason, at) SELECT match_id, $1, id, seat, text, $2, $3 FROM chat_lines WHERE id = $4 AND match_id = $5 AND seat IS NOT NULL AND seat <> $1',
      [reporter, reason, at, lineId, matchId],
    );
    return r.rowCount === 1;
  }
  async setPresence(matchId: string, seat: string, onlineUntil: number, lastSeen: number | null, notify: boolean): Promise<void> {
    await this.pool.query(
      `INSERT INTO presence (match_id, seat, online_until, last_seen) VALUES ($1, $2, $3, $4)
       ON CONFLICT (match_id, seat) DO UPDATE SET online_until = excluded.online_until, last_seen = coalesce(excluded.last_seen, presence.last_seen)`,
      [matchId, seat, onlineUntil, lastSeen],
    );
    if (notify) await this.notify(matchId);
  }
  async presence(matchId: string) {
    const { rows } = await this.pool.query<{ seat: string; online_until: string; last_seen: string | null }>(
      'SELECT seat, online_until, last_seen FROM presence WHERE match_id = $1',
      [matchId],
    );
    return rows.map((r) => ({ seat: r.seat, online_until: Number(r.online_until), last_seen: r.last_seen === null ? null : Number(r.last_seen) }));
  }
}

export function chatStoreOf(store: MatchStore): ChatStore | null {
  const s = store as { sqlite?: () => Database.Database; pgPool?: () => pg.Pool; instance?: string };
  if (s.sqlite) return new SqliteChatStore(s.sqlite());
  if (s.pgPool) return new PgChatStore(s.pgPool(), (id) => `${s.instance} ${id} -1`);
  return null;
}

/** A system line's text in `lang`: its catalogue key with the seats named in that language. */
export function systemText(lang: string, key: string, params: Record<string, string>): string {
  const l: Lang = asLang(lang) ?? 'en';
  const named: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) named[k] = k === 'seat' ? roleName(l, v) : v;
  return translate(l, key as MessageKey, named);
}

export function lineFor(r: Row, lang: string): ChatLine {
  return { id: r.id, seat: r.seat, text: r.key ? systemText(lang, r.key, r.params ? JSON.parse(r.params) : {}) : (r.text ?? ''), at: Number(r.at) };
}

/** The chat text a seat may send: trimmed, control characters out, 1 to CHAT_MAX characters. */
export function cleanLine(text: string): string | null {
  // eslint-disable-next-line no-control-regex
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters from a chat line is the point
  const t = text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
  return t.length === 0 || [...t].length > CHAT_MAX ? null : t;
}
