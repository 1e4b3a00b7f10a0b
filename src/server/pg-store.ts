// The PostgreSQL backend of MatchStore (node-postgres), for several server instances on one
// database. Each change is one transaction with the step check inside it (the match row is locked
// with FOR UPDATE), so of two instances committing the same step exactly one succeeds. A commit
// sends NOTIFY arras_match (delivered when the transaction commits) so that the other instances
// refresh their copy of the match and push it to their WebSockets. Computer seats are played under
// a session-level advisory lock held on one dedicated connection: if the instance dies, PostgreSQL
// ends the connection and the lock with it, and another instance takes the seat over.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { storedConfig, readConfig, ConflictError, type LobbyRow, type MatchChange, type MatchRecord, type MatchStore, type StoredMatch, type TokenRecord } from './storage.ts';
import type { JournalEntryLike } from '../protocol/types.ts';

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
];

const CHANNEL = 'arras_match';
/** The columns a commit writes ($1 the id, $2-$10 as `matchUpdateValues` gives them). */
const MATCH_UPDATE =
  'seq = $2, rng = $3, state = $4, state_hash = $5, status = $6, result = $7, resigned = $8, updated_at = $9, computer_due = $10';
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

  private constructor(private readonly url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL ?? 10) });
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
    });
  }

  private async connectSession(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (e) => {
      // The session is lost, and with it the advisory locks: forget them; reconnect shortly.
      console.error('PostgreSQL session:', e.message);
      if (this.session === client) {
        this.session = null;
        this.held.clear();
        // Notifications sent meanwhile are lost: once reconnected, every match held in memory is refreshed ("*").
        const retry = () =>
          void this.connectSession()
            .then(() => this.listener?.('*', -1))
            .catch(() => setTimeout(retry, 1000).unref());
        setTimeout(retry, 1000).unref();
      }
    });
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      const [origin, id, seq] = n.payload.split(' ');
      if (origin !== this.instance && id) this.listener?.(id, Number(seq));
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.session = client;
  }

  private async tx<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
  }

  async createMatch(record: MatchRecord, state: unknown, stateHash: string, tokens: TokenRecord[]): Promise<void> {
    await this.tx(async (c) => {
      await c.query(
        `INSERT INTO matches (id, game, config, players, seq, rng, state, state_hash, status, result, resigned, rematch_of, rematch, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
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
        ],
      );
      for (const t of tokens) {
        await c.query('INSERT INTO tokens (hash, match_id, kind, seats) VALUES ($1, $2, $3, $4)', [t.hash, t.matchId, t.kind, JSON.stringify(t.seats)]);
      }
      if (record.rematchOf) {
        const r = await c.query('UPDATE matches SET rematch = $1, updated_at = $2 WHERE id = $3 AND rematch IS NULL', [record.id, record.createdAt, record.rematchOf]);
        if (r.rowCount !== 1) throw new ConflictError('this game already has a rematch');
        await c.query('SELECT pg_notify($1, $2)', [CHANNEL, `${this.instance} ${record.rematchOf} -1`]);
      }
    });
  }

  async loadMatch(id: string): Promise<StoredMatch | null> {
    const { rows } = await this.pool.query<MatchRow>(
      `SELECT id, game, config, players, seq, rng, state_hash, status, result, resigned, rematch_of, rematch, created_at, updated_at FROM matches WHERE id = $1`,
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

  async addLobby(e: LobbyRow): Promise<void> {
    await this.pool.query(
      `INSERT INTO lobby (match_id, seat, host, token, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (match_id, seat) DO UPDATE SET host = EXCLUDED.host, token = EXCLUDED.token, created_at = EXCLUDED.created_at`,
      [e.matchId, e.seat, e.host, e.token, e.createdAt],
    );
  }

  async listLobby(limit = 50): Promise<(Omit<LobbyRow, 'token'> & { game: string; scenario?: string })[]> {
    const { rows } = await this.pool.query<{ match_id: string; seat: string; host: string; created_at: string; game: string; config: string }>(
      `SELECT l.match_id, l.seat, l.host, l.created_at, m.game, m.config FROM lobby l JOIN matches m ON m.id = l.match_id
       WHERE m.status = 'active' ORDER BY l.created_at DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ matchId: r.match_id, seat: r.seat, host: r.host, createdAt: Number(r.created_at), game: r.game, scenario: JSON.parse(r.config).scenario }));
  }

  async takeLobby(matchId: string, seat: string): Promise<string | null> {
    // One taker only: the row is deleted by the statement that reads it.
    const { rows } = await this.pool.query<{ token: string }>('DELETE FROM lobby WHERE match_id = $1 AND seat = $2 RETURNING token', [matchId, seat]);
    return rows[0]?.token ?? null;
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
    const s = this.session;
    this.session = null;
    this.held.clear();
    await s?.end().catch(() => {});
    await this.pool.end();
  }
}
