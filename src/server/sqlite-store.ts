// The SQLite backend of MatchStore (better-sqlite3, WAL mode). Each commit is one transaction:
// append to the journal (and remove undone entries), update the stored state and the match row.
import Database from 'better-sqlite3';
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

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  config TEXT NOT NULL,
  players TEXT NOT NULL,
  seq INTEGER NOT NULL,
  rng TEXT NOT NULL,
  seed TEXT,
  state TEXT NOT NULL,
  state_hash TEXT NOT NULL,
  status TEXT NOT NULL,
  result TEXT,
  resigned TEXT,
  rematch_of TEXT,
  rematch TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS journal (
  match_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  role TEXT NOT NULL,
  action TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (match_id, seq)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tokens (
  hash TEXT PRIMARY KEY,
  match_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  seats TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS tokens_match ON tokens (match_id);
CREATE TABLE IF NOT EXISTS lobby (
  match_id TEXT NOT NULL,
  seat TEXT NOT NULL,
  host TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  taken_at INTEGER,
  PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;
`;

/**
 * A database made before issue 33: matches get their dice seed column (null: dice not committed), and
 * the lobby, which held the listed seats' links in clear, is made again without them. Its open
 * listings are dropped (their creators still hold those links; a link cannot be issued "once" when
 * the creator holds it too), with secure_delete so that the old links leave the file's free pages.
 */
function migrate(db: Database.Database): void {
  const columns = (table: string) => (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).map((c) => c.name);
  if (!columns('matches').includes('seed')) db.exec('ALTER TABLE matches ADD COLUMN seed TEXT');
  if (columns('lobby').includes('token')) {
    db.pragma('secure_delete = ON');
    db.transaction(() => {
      db.exec('DELETE FROM lobby; DROP TABLE lobby');
      db.exec(SCHEMA);
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.pragma('secure_delete = OFF');
  }
}

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
  created_at: number;
  updated_at: number;
}

export class SqliteStore implements MatchStore {
  private readonly db: Database.Database;
  private readonly stmts;

  /** `file` is a path, or ':memory:' for a throwaway database. */
  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // WAL + NORMAL: a commit survives a crash of the process; only a power loss may drop the last few.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    migrate(this.db);
    const db = this.db;
    this.stmts = {
      insertMatch: db.prepare(
        `INSERT INTO matches (id, game, config, players, seq, rng, seed, state, state_hash, status, result, resigned, rematch_of, rematch, created_at, updated_at)
         VALUES (@id, @game, @config, @players, @seq, @rng, @seed, @state, @state_hash, @status, @result, @resigned, @rematch_of, @rematch, @created_at, @updated_at)`,
      ),
      setRematch: db.prepare(`UPDATE matches SET rematch = ?, updated_at = ? WHERE id = ? AND rematch IS NULL`),
      insertToken: db.prepare(`INSERT INTO tokens (hash, match_id, kind, seats) VALUES (?, ?, ?, ?)`),
      addToken: db.prepare(`INSERT OR IGNORE INTO tokens (hash, match_id, kind, seats) VALUES (?, ?, ?, ?)`),
      getMatch: db.prepare(
        `SELECT id, game, config, players, seq, rng, seed, state_hash, status, result, resigned, rematch_of, rematch, created_at, updated_at FROM matches WHERE id = ?`,
      ),
      getJournal: db.prepare(`SELECT role, action FROM journal WHERE match_id = ? ORDER BY seq`),
      getToken: db.prepare(`SELECT hash, match_id, kind, seats FROM tokens WHERE hash = ?`),
      getSeq: db.prepare(`SELECT seq FROM matches WHERE id = ?`),
      deleteFrom: db.prepare(`DELETE FROM journal WHERE match_id = ? AND seq >= ?`),
      insertEntry: db.prepare(`INSERT INTO journal (match_id, seq, role, action, at) VALUES (?, ?, ?, ?, ?)`),
      update: db.prepare(
        `UPDATE matches SET seq = @seq, rng = @rng, state = @state, state_hash = @state_hash, status = @status, result = @result,
         resigned = @resigned, updated_at = @updated_at WHERE id = @id`,
      ),
      addLobby: db.prepare(`INSERT INTO lobby (match_id, seat, host, created_at) VALUES (?, ?, ?, ?)`),
      listLobby: db.prepare(
        `SELECT l.match_id, l.seat, l.host, l.created_at, m.game, m.config FROM lobby l JOIN matches m ON m.id = l.match_id
         WHERE l.taken_at IS NULL AND m.status = 'active' ORDER BY l.created_at DESC LIMIT ?`,
      ),
      takeLobby: db.prepare(
        `UPDATE lobby SET taken_at = ? WHERE match_id = ? AND seat = ? AND taken_at IS NULL
         AND EXISTS (SELECT 1 FROM matches m WHERE m.id = lobby.match_id AND m.status = 'active')`,
      ),
      lobbyRow: db.prepare(`SELECT 1 AS listed FROM lobby WHERE match_id = ? AND seat = ?`),
      countMatches: db.prepare(`SELECT count(*) AS n FROM matches`),
      countActions: db.prepare(`SELECT count(*) AS n FROM journal`),
    };
  }

  /** The database, for the tables of other parts on the same file (clocks.ts, chat.ts, sql.ts). */
  sqlite(): Database.Database {
    return this.db;
  }

  async createMatch(record: MatchRecord, state: unknown, stateHash: string, tokens: TokenRecord[], lobby: LobbyRow[] = []): Promise<void> {
    this.db.transaction(() => {
      this.stmts.insertMatch.run({
        id: record.id,
        game: record.game,
        config: storedConfig(record),
        players: JSON.stringify(record.players),
        seq: record.seq,
        rng: JSON.stringify(record.rng),
        seed: record.seed,
        state: JSON.stringify(state),
        state_hash: stateHash,
        status: record.status,
        result: record.result ? JSON.stringify(record.result) : null,
        resigned: record.resigned,
        rematch_of: record.rematchOf,
        rematch: record.rematch,
        created_at: record.createdAt,
        updated_at: record.updatedAt,
      });
      for (const t of tokens) this.stmts.insertToken.run(t.hash, t.matchId, t.kind, JSON.stringify(t.seats));
      for (const l of lobby) this.stmts.addLobby.run(l.matchId, l.seat, l.host, l.createdAt);
      if (record.rematchOf) {
        const r = this.stmts.setRematch.run(record.id, record.createdAt, record.rematchOf);
        if (r.changes !== 1) throw new ConflictError('this game already has a rematch');
      }
    })();
  }

  async loadMatch(id: string): Promise<StoredMatch | null> {
    const row = this.stmts.getMatch.get(id) as MatchRow | undefined;
    if (!row) return null;
    const journal = (this.stmts.getJournal.all(id) as { role: string; action: string }[]).map(
      (e): JournalEntryLike => ({ role: e.role, action: JSON.parse(e.action) }),
    );
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
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      },
      journal,
      stateHash: row.state_hash,
    };
  }

  async findToken(hash: string): Promise<TokenRecord | null> {
    const row = this.stmts.getToken.get(hash) as { hash: string; match_id: string; kind: string; seats: string } | undefined;
    if (!row) return null;
    return { hash: row.hash, matchId: row.match_id, kind: row.kind as TokenRecord['kind'], seats: JSON.parse(row.seats) };
  }

  async addToken(t: TokenRecord): Promise<void> {
    this.stmts.addToken.run(t.hash, t.matchId, t.kind, JSON.stringify(t.seats));
  }

  async commit(id: string, change: MatchChange): Promise<void> {
    const now = Date.now();
    this.db.transaction(() => {
      const row = this.stmts.getSeq.get(id) as { seq: number } | undefined;
      if (!row) throw new ConflictError(`no match ${id}`);
      if (row.seq !== change.fromSeq) throw new ConflictError(`match ${id} is at step ${row.seq}, not ${change.fromSeq}`);
      let seq = change.fromSeq;
      if (change.undo) {
        seq -= change.undo;
        this.stmts.deleteFrom.run(id, seq);
      }
      for (const e of change.append) this.stmts.insertEntry.run(id, seq++, e.role, JSON.stringify(e.action), now);
      this.stmts.update.run({
        id,
        seq,
        rng: JSON.stringify(change.rng),
        state: JSON.stringify(change.state),
        state_hash: change.stateHash,
        status: change.status,
        result: change.result ? JSON.stringify(change.result) : null,
        resigned: change.resigned ?? null,
        updated_at: now,
      });
    })();
  }

  async listLobby(limit = 50): Promise<(LobbyRow & { game: string; scenario?: string })[]> {
    const rows = this.stmts.listLobby.all(limit) as { match_id: string; seat: string; host: string; created_at: number; game: string; config: string }[];
    return rows.map((r) => ({
      matchId: r.match_id,
      seat: r.seat,
      host: r.host,
      createdAt: r.created_at,
      game: r.game,
      scenario: JSON.parse(r.config).scenario,
    }));
  }

  async takeLobby(matchId: string, seat: string, token: TokenRecord): Promise<LobbyTake> {
    // One transaction: the seat is marked taken only if it was open, and its new link stored with it.
    return this.db.transaction((): LobbyTake => {
      if (this.stmts.takeLobby.run(Date.now(), matchId, seat).changes !== 1) return this.stmts.lobbyRow.get(matchId, seat) ? 'taken' : 'unknown';
      this.stmts.insertToken.run(token.hash, token.matchId, token.kind, JSON.stringify(token.seats));
      return 'ok';
    })();
  }

  async stats(): Promise<{ matches: number; actions: number }> {
    return {
      matches: (this.stmts.countMatches.get() as { n: number }).n,
      actions: (this.stmts.countActions.get() as { n: number }).n,
    };
  }

  close(): void {
    this.db.close();
  }
}
