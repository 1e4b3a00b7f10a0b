// The PostgreSQL backend of MatchStore (node-postgres), for several server instances on one
// database. Each change is one transaction with the step check inside it (the match row is locked
// with FOR UPDATE), so of two instances committing the same step exactly one succeeds. A commit
// sends NOTIFY arras_match (delivered when the transaction commits) so that the other instances
// refresh their copy of the match and push it to their WebSockets. Computer seats are played under
// a session-level advisory lock held on one dedicated connection: if the instance dies, PostgreSQL
// ends the connection and the lock with it, and another instance takes the seat over.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ACCOUNT_SCHEMA, NOTICE_SCHEMA, PLAYER_SCHEMA } from './accounts/schema.ts';
import {
  storedConfig,
  readConfig,
  ConflictError,
  type LobbyRow,
  type LobbyTake,
  type MatchChange,
  type MatchRecord,
  type MatchStore,
  type StoredMatch,
  type TokenRecord,
} from './storage.ts';
import type { JournalEntryLike } from '../protocol/types.ts';
import { PG_CLOCKS_MIGRATION } from './clocks.ts';
import { pgTransaction } from './sql.ts';
import { PG_CHAT_MIGRATION } from './chat.ts';
import { PG_RATINGS_MIGRATION } from './ratings.ts';
import { PG_COACH_MIGRATION } from './coach-schema.ts';
import { PG_TOURNEY_MIGRATION } from './accounts/tourney.ts';

/** Schema migrations, applied in order at start (each once; recorded in arras_migrations). */
export const MIGRATIONS: string[] = [
  `CREATE TABLE matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    config TEXT NOT NULL,
    players TEXT NOT NULL,
    seq INTEGER NOT NULL,
    rng TEXT NOT NULL,
    state TEXT NOT NULL,
    state_hash TEXT NOT NULL,
    status TEXT NOT NULL,
    result TEXT,
    resigned TEXT,
    rematch_of TEXT,
    rematch TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
  );
  CREATE TABLE journal (
    match_id TEXT NOT NULL REFERENCES matches (id),
    seq INTEGER NOT NULL,
    role TEXT NOT NULL,
    action TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (match_id, seq)
  );
  CREATE TABLE tokens (
    hash TEXT PRIMARY KEY,
    match_id TEXT NOT NULL REFERENCES matches (id),
    kind TEXT NOT NULL,
    seats TEXT NOT NULL
  );
  CREATE INDEX tokens_match ON tokens (match_id);`,
  // Matches where a computer seat is to move: any instance may take such a seat over.
  `ALTER TABLE matches ADD COLUMN computer_due BOOLEAN NOT NULL DEFAULT FALSE;
  CREATE INDEX matches_computer_due ON matches (updated_at) WHERE computer_due;`,
  // The public lobby (issue 14): an open seat's link, listed by the creator's choice, taken once.
  `CREATE TABLE lobby (
    match_id TEXT NOT NULL REFERENCES matches (id),
    seat TEXT NOT NULL,
    host TEXT NOT NULL,
    token TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (match_id, seat)
  );`,
  // Issue 33: each match's dice seed (null: created before seeds were committed), and a lobby that
  // holds no link. The old lobby held the listed seats' links in clear: its open listings are dropped
  // (their creators still hold those links, so they cannot be issued "once"); a listed seat's link is
  // now made when it is taken, and only its hash stored (in tokens). DROP TABLE removes the old
  // table's data files at commit (old WAL segments and backups keep what they held: docs/deploy.md).
  `ALTER TABLE matches ADD COLUMN seed TEXT;
  DROP TABLE lobby;
  CREATE TABLE lobby (
    match_id TEXT NOT NULL REFERENCES matches (id),
    seat TEXT NOT NULL,
    host TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    taken_at BIGINT,
    PRIMARY KEY (match_id, seat)
  );`,
  // Issue 30: accounts (sessions, sign-in codes, passkeys, claimed seats), then turn notices.
  ACCOUNT_SCHEMA,
  NOTICE_SCHEMA,
  // Issue 30.3: each timed match's clock (clocks.ts). Migration 7.
  PG_CLOCKS_MIGRATION,
  // Issue 30.4-5: chat lines, blocks, reports and presence (chat.ts); players of seats and ratings
  // (ratings.ts). Migration 8.
  PG_CHAT_MIGRATION + PG_RATINGS_MIGRATION,
  // Issue 30.5: a rated player is an account (its public id and name). Migration 9.
  PLAYER_SCHEMA,
  // Issue 32: analyses kept with their match and the hints asked (coach-schema.ts). Migration 10.
  PG_COACH_MIGRATION,
  // Issue 30.6: matchmaking requests and round-robin tournaments (accounts/tourney.ts). Migration 11.
  PG_TOURNEY_MIGRATION,
];

const CHANNEL = 'arras_match';
/** The columns a commit writes ($1 the id, $2-$10 as `matchUpdateValues` gives them). */
const MATCH_UPDATE = 'seq = $2, rng = $3, state = $4, state_hash = $5, status = $6, result = $7, resigned = $8, updated_at = $9, computer_due = $10';
function matchUpdateValues(id: string, seq: number, change: MatchChange, now: number): unknown[] {
  return [
    id,
    seq,
    JSON.stringify(change.rng),
    JSON.stringify(change.state),
    change.stateHash,
    change.status,
    change.result ? JSON.stringify(change.result) : null,
    change.resigned ?? null,
    now,
    change.computerDue ?? false,
  ];
}
/** A fixed key for the migration lock (two instances starting at once migrate one after the other). */
const MIGRATION_LOCK = 7_146_851_201;

interface MatchRow {
  id: string;
  game: string;
  config: string;
  players: string;
  seq: number;
  rng: string;
  seed: string | null;
  state_hash: string;
  status: string;
  result: string | null;
  resigned: string | null;
  rematch_of: string | null;
  rematch: string | null;
  created_at: string;
  updated_at: string;
}

export class PgStore implements MatchStore {
  /** This instance, in notifications (an instance ignores its own). */
  readonly instance = randomBytes(6).toString('base64url');
  private readonly pool: pg.Pool;
  /** The connection that holds this instance's advisory locks and LISTENs. */
  private session: pg.Client | null = null;
  private readonly held = new Set<string>();
  private listener: ((id: string, seq: number) => void) | null = null;
  /** Session reconnection attempts since it was lost (the delay doubles, 250 ms to 8 s). */
  private attempts = 0;
  private closing = false;

  private constructor(private readonly url: string) {
    // A request waits at most 5 s for a connection: while the database is away it fails fast (503)
    // and the pool opens new connections as soon as the database is back.
    this.pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL ?? 10), connectionTimeoutMillis: 5000 });
    // An idle connection that fails (the database restarted) is dropped by the pool; do not crash.
    this.pool.on('error', (e) => console.error('PostgreSQL pool:', e.message));
  }

  /** Connect, apply the migrations not yet applied, and open the session connection. */
  static async open(url: string): Promise<PgStore> {
    const store = new PgStore(url);
    await store.migrate();
    await store.connectSession();
    return store;
  }

  private async migrate(): Promise<void> {
    await this.tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await c.query('CREATE TABLE IF NOT EXISTS arras_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)');
      const { rows } = await c.query<{ v: number | null }>('SELECT max(version) AS v FROM arras_migrations');
      for (let v = (rows[0].v ?? 0) + 1; v <= MIGRATIONS.length; v++) {
        await c.query(MIGRATIONS[v - 1]);
        await c.query('INSERT INTO arras_migrations (version, applied_at) VALUES ($1, $2)', [v, Date.now()]);
      }
      // The rate-limit counters every instance shares (rateHit): disposable rows, so created where
      // missing rather than by a numbered migration; under the migration lock, since two instances
      // running CREATE TABLE IF NOT EXISTS at once may both try to create it (pg_type_typname_nsp_index).
      await c.query('CREATE TABLE IF NOT EXISTS rate_limits (key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, count INTEGER NOT NULL)');
    });
  }

  private async connectSession(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 5000 });
    let lost = false;
    const onLost = (e: Error) => {
      // The session is lost, and with it the advisory locks and LISTEN: forget them; reconnect with backoff.
      if (lost || this.closing) return;
      lost = true;
      console.error('PostgreSQL session lost:', e.message);
      void client.end().catch(() => {});
      if (this.session === client) {
        this.session = null;
        this.held.clear();
        this.reconnectSession();
      }
    };
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('connection ended')));
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      const [origin, id, seq] = n.payload.split(' ');
      if (origin !== this.instance && id) this.listener?.(id, Number(seq));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (e) {
      lost = true;
      await client.end().catch(() => {});
      throw e;
    }
    if (lost) throw new Error('PostgreSQL session lost while connecting');
    this.session = client;
    this.attempts = 0;
  }

  /** Open the session connection again after 250 ms, 500 ms, ... up to 8 s between attempts, until it holds. */
  private reconnectSession(): void {
    const delay = Math.min(250 * 2 ** this.attempts, 8000);
    this.attempts++;
    setTimeout(() => {
      if (this.closing || this.session) return;
      // Notifications sent meanwhile are lost: once reconnected, every match held in memory is refreshed ("*").
      this.connectSession().then(
        () => this.listener?.('*', -1),
        () => this.reconnectSession(),
      );
    }, delay).unref();
  }

  private tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return pgTransaction(this.pool, fn);
  }

  /** The pool, for the tables of other parts on the same database (clocks.ts, chat.ts, sql.ts). */
  pgPool(): pg.Pool {
    return this.pool;
  }

  async createMatch(record: MatchRecord, state: unknown, stateHash: string, tokens: TokenRecord[], lobby: LobbyRow[] = []): Promise<void> {
    await this.tx(async (c) => {
      await c.query(
        `INSERT INTO matches (id, game, config, players, seq, rng, state, state_hash, status, result, resigned, rematch_of, rematch, created_at, updated_at, seed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          record.id,
          record.game,
          storedConfig(record),
          JSON.stringify(record.players),
          record.seq,
          JSON.stringify(record.rng),
          JSON.stringify(state),
          stateHash,
          record.status,
          record.result ? JSON.stringify(record.result) : null,
          record.resigned,
          record.rematchOf,
          record.rematch,
          record.createdAt,
          record.updatedAt,
          record.seed,
        ],
      );
      for (const t of tokens) {
        await c.query('INSERT INTO tokens (hash, match_id, kind, seats) VALUES ($1, $2, $3, $4)', [t.hash, t.matchId, t.kind, JSON.stringify(t.seats)]);
      }
      for (const l of lobby) {
        await c.query('INSERT INTO lobby (match_id, seat, host, created_at) VALUES ($1, $2, $3, $4)', [l.matchId, l.seat, l.host, l.createdAt]);
      }
      if (record.rematchOf) {
        const r = await c.query('UPDATE matches SET rematch = $1, updated_at = $2 WHERE id = $3 AND rematch IS NULL', [
          record.id,
          record.createdAt,
          record.rematchOf,
        ]);
        if (r.rowCount !== 1) throw new ConflictError('this game already has a rematch');
        await c.query('SELECT pg_notify($1, $2)', [CHANNEL, `${this.instance} ${record.rematchOf} -1`]);
      }
    });
  }

  async loadMatch(id: string): Promise<StoredMatch | null> {
    const { rows } = await this.pool.query<MatchRow>(
      `SELECT id, game, config, players, seq, rng, seed, state_hash, status, result, resigned, rematch_of, rematch, created_at, updated_at FROM matches WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const journal = await this.pool.query<{ role: string; action: string }>('SELECT role, action FROM journal WHERE match_id = $1 ORDER BY seq', [id]);
    return {
      record: {
        id: row.id,
        game: row.game,
        ...readConfig(row.config),
        players: JSON.parse(row.players),
        seq: row.seq,
        rng: JSON.parse(row.rng),
        seed: row.seed,
        status: row.status as MatchRecord['status'],
        result: row.result ? JSON.parse(row.result) : null,
        resigned: row.resigned,
        rematchOf: row.rematch_of,
        rematch: row.rematch,
        createdAt: Number(row.created_at),
        updatedAt: Number(row.updated_at),
      },
      journal: journal.rows.map((e): JournalEntryLike => ({ role: e.role, action: JSON.parse(e.action) })),
      stateHash: row.state_hash,
    };
  }

  async storedSeq(id: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ seq: number }>('SELECT seq FROM matches WHERE id = $1', [id]);
    return rows[0]?.seq ?? null;
  }

  async findToken(hash: string): Promise<TokenRecord | null> {
    const { rows } = await this.pool.query<{ hash: string; match_id: string; kind: string; seats: string }>(
      'SELECT hash, match_id, kind, seats FROM tokens WHERE hash = $1',
      [hash],
    );
    const row = rows[0];
    return row ? { hash: row.hash, matchId: row.match_id, kind: row.kind as TokenRecord['kind'], seats: JSON.parse(row.seats) } : null;
  }

  async addToken(t: TokenRecord): Promise<void> {
    await this.pool.query('INSERT INTO tokens (hash, match_id, kind, seats) VALUES ($1, $2, $3, $4) ON CONFLICT (hash) DO NOTHING', [
      t.hash,
      t.matchId,
      t.kind,
      JSON.stringify(t.seats),
    ]);
  }

  async commit(id: string, change: MatchChange): Promise<void> {
    const now = Date.now();
    if (!change.undo) return this.commitForward(id, change, now);
    await this.tx(async (c) => {
      // The step check, inside the transaction: the row stays locked until COMMIT.
      const { rows } = await c.query<{ seq: number }>('SELECT seq FROM matches WHERE id = $1 FOR UPDATE', [id]);
      if (!rows[0]) throw new ConflictError(`no match ${id}`);
      if (rows[0].seq !== change.fromSeq) throw new ConflictError(`match ${id} is at step ${rows[0].seq}, not ${change.fromSeq}`);
      const seq = change.fromSeq - (change.undo ?? 0);
      await c.query('DELETE FROM journal WHERE match_id = $1 AND seq >= $2', [id, seq]);
      if (change.append.length > 0) {
        const values: unknown[] = [];
        const tuples = change.append.map((e, i) => {
          values.push(id, seq + i, e.role, JSON.stringify(e.action), now);
          const b = i * 5;
          return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5})`;
        });
        await c.query(`INSERT INTO journal (match_id, seq, role, action, at) VALUES ${tuples.join(', ')}`, values);
      }
      const to = seq + change.append.length;
      await c.query(`UPDATE matches SET ${MATCH_UPDATE} WHERE id = $1`, matchUpdateValues(id, to, change, now));
      await c.query('SELECT pg_notify($1, $2)', [CHANNEL, `${this.instance} ${id} ${to}`]);
    });
  }

  /**
   * A change that only appends steps (every action): one statement, so one round trip and one implicit
   * transaction instead of six. The step check is the UPDATE's `seq = fromSeq`: of two instances
   * committing the same step, the second waits for the first's row lock, finds the new step and updates
   * nothing (READ COMMITTED re-reads the row), so it inserts nothing and notifies nobody.
   */
  private async commitForward(id: string, change: MatchChange, now: number): Promise<void> {
    const to = change.fromSeq + change.append.length;
    const values = matchUpdateValues(id, to, change, now);
    values.push(change.fromSeq, CHANNEL, `${this.instance} ${id} ${to}`);
    const rows = change.append.map((e, i) => {
      values.push(change.fromSeq + i, e.role, JSON.stringify(e.action));
      const b = values.length - 3;
      return `($${b + 1}::integer, $${b + 2}::text, $${b + 3}::text)`;
    });
    const journal = rows.length
      ? `, j AS (INSERT INTO journal (match_id, seq, role, action, at) SELECT m.id, v.seq, v.role, v.action, $9 FROM m, (VALUES ${rows.join(', ')}) AS v (seq, role, action))`
      : '';
    const r = await this.pool.query(
      `WITH m AS (UPDATE matches SET ${MATCH_UPDATE} WHERE id = $1 AND seq = $11 RETURNING id)${journal} SELECT pg_notify($12, $13) FROM m`,
      values,
    );
    if (r.rowCount === 1) return;
    const found = await this.pool.query<{ seq: number }>('SELECT seq FROM matches WHERE id = $1', [id]);
    if (!found.rows[0]) throw new ConflictError(`no match ${id}`);
    throw new ConflictError(`match ${id} is at step ${found.rows[0].seq}, not ${change.fromSeq}`);
  }

  async listLobby(limit = 50): Promise<(LobbyRow & { game: string; scenario?: string })[]> {
    const { rows } = await this.pool.query<{ match_id: string; seat: string; host: string; created_at: string; game: string; config: string }>(
      `SELECT l.match_id, l.seat, l.host, l.created_at, m.game, m.config FROM lobby l JOIN matches m ON m.id = l.match_id
       WHERE l.taken_at IS NULL AND m.status = 'active' ORDER BY l.created_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      matchId: r.match_id,
      seat: r.seat,
      host: r.host,
      createdAt: Number(r.created_at),
      game: r.game,
      scenario: JSON.parse(r.config).scenario,
    }));
  }

  async takeLobby(matchId: string, seat: string, token: TokenRecord): Promise<LobbyTake> {
    // One taker only: of concurrent UPDATEs of the row, the later ones wait for the first to commit,
    // then find taken_at set and update nothing (READ COMMITTED re-reads the row).
    return this.tx(async (c): Promise<LobbyTake> => {
      const r = await c.query(
        `UPDATE lobby SET taken_at = $1 WHERE match_id = $2 AND seat = $3 AND taken_at IS NULL
         AND EXISTS (SELECT 1 FROM matches m WHERE m.id = lobby.match_id AND m.status = 'active')`,
        [Date.now(), matchId, seat],
      );
      if (r.rowCount !== 1) {
        const found = await c.query('SELECT 1 FROM lobby WHERE match_id = $1 AND seat = $2', [matchId, seat]);
        return found.rowCount ? 'taken' : 'unknown';
      }
      await c.query('INSERT INTO tokens (hash, match_id, kind, seats) VALUES ($1, $2, $3, $4)', [
        token.hash,
        token.matchId,
        token.kind,
        JSON.stringify(token.seats),
      ]);
      return 'ok';
    });
  }

  private rateSweptAt = Date.now();

  async rateHit(key: string, windowMs: number): Promise<{ count: number; windowStart: number }> {
    const now = Date.now();
    // One statement: the window restarts when it is over, else the count goes up, atomically for every instance.
    const { rows } = await this.pool.query<{ count: number; window_start: string }>(
      `INSERT INTO rate_limits AS r (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.window_start + $3 <= $2 THEN 1 ELSE r.count + 1 END,
         window_start = CASE WHEN r.window_start + $3 <= $2 THEN $2 ELSE r.window_start END
       RETURNING count, window_start`,
      [key, now, windowMs],
    );
    if (now - this.rateSweptAt > 60_000) {
      // Windows over for ten minutes are forgotten (at most one sweep a minute per instance).
      this.rateSweptAt = now;
      void this.pool.query('DELETE FROM rate_limits WHERE window_start < $1', [now - 10 * 60_000]).catch(() => {});
    }
    return { count: rows[0].count, windowStart: Number(rows[0].window_start) };
  }

  async stats(): Promise<{ matches: number; actions: number }> {
    const { rows } = await this.pool.query<{ m: string; a: string }>('SELECT (SELECT count(*) FROM matches) AS m, (SELECT count(*) FROM journal) AS a');
    return { matches: Number(rows[0].m), actions: Number(rows[0].a) };
  }

  onChange(listener: (id: string, seq: number) => void): void {
    this.listener = listener;
  }

  async tryLease(id: string): Promise<boolean> {
    if (this.held.has(id)) return true;
    const s = this.session;
    if (!s) return false;
    const { rows } = await s.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(hashtext('arras:' || $1)) AS ok`, [id]);
    if (rows[0].ok && this.session === s) this.held.add(id);
    return rows[0].ok && this.session === s;
  }

  async releaseLease(id: string): Promise<void> {
    if (!this.held.delete(id) || !this.session) return;
    await this.session.query(`SELECT pg_advisory_unlock(hashtext('arras:' || $1))`, [id]).catch(() => {});
  }

  async computerDue(quietMs: number, limit = 50): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT id FROM matches WHERE computer_due AND status = 'active' AND updated_at < $1 ORDER BY updated_at LIMIT $2`,
      [Date.now() - quietMs, limit],
    );
    return rows.map((r) => r.id);
  }

  async close(): Promise<void> {
    this.closing = true;
    const s = this.session;
    this.session = null;
    this.held.clear();
    await s?.end().catch(() => {});
    await this.pool.end();
  }
}
