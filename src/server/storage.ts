// Storage of matches (games in progress) behind one small interface with two backends: SQLite (one
// server instance, sqlite-store.ts) and PostgreSQL (several instances on one database, pg-store.ts).
//
// A match is (game id, setup config, journal). The stored state and its hash are a copy kept for
// inspection and a consistency check on load; the journal is the authority (replay rebuilds it).
import type { GameResult, JournalEntryLike, SeatPlayers } from '../protocol/types.ts';
import type { RngState } from '../kernel/rng.ts';

export interface MatchRecord {
  id: string;
  game: string;
  config: { scenario?: string; options?: Record<string, boolean | number> };
  /** GameDefinition.dataVersion the match was created with; absent = 1. Stored inside the config column (storedConfig). */
  dataVersion?: number;
  /** Who sits at each seat: a person or the computer (with its level). */
  players: SeatPlayers;
  /** Journal length. */
  seq: number;
  /** The dice generator's state after the last stored action. */
  rng: RngState;
  /**
   * The dice seed (128 bits as 32 hex digits, drawn by the server from crypto.randomBytes), secret
   * until the match is over: its commitment is published at the start, the seed itself with the
   * result (src/kernel/dice-proof.ts). Null for a match created before seeds were committed.
   */
  seed: string | null;
  status: 'active' | 'over';
  result: GameResult | null;
  /** The seat that resigned, if any. */
  resigned: string | null;
  rematchOf: string | null;
  rematch: string | null;
  createdAt: number;
  updatedAt: number;
}

/** A secret link: only its SHA-256 hash is stored. `seats` is empty for an observer link. */
export interface TokenRecord {
  hash: string;
  matchId: string;
  kind: 'seat' | 'observer';
  seats: string[];
}

export interface StoredMatch {
  record: MatchRecord;
  journal: JournalEntryLike[];
  stateHash: string;
}

/** One transaction: the journal goes from `fromSeq` entries to `fromSeq - undo + append.length`. */
export interface MatchChange {
  fromSeq: number;
  /** Journal entries removed from the end first (undo). */
  undo?: number;
  append: JournalEntryLike[];
  state: unknown;
  stateHash: string;
  rng: RngState;
  status: MatchRecord['status'];
  result: GameResult | null;
  resigned?: string | null;
  /** A computer seat is to move after this change (any instance may take it over). */
  computerDue?: boolean;
}

/**
 * An invitation listed in the public lobby (issue 14). It holds no link: a listed seat's link is made
 * once, when the seat is taken, and only its hash is stored (issue 33: nobody reading the database or
 * a backup holds a working seat, and nobody but the one taker holds the link).
 */
export interface LobbyRow {
  matchId: string;
  seat: string;
  /** The creator's seat. */
  host: string;
  createdAt: number;
}

/** Taking a listed seat: `ok` (the link was stored, the seat is no longer listed), `taken` (by someone else first, or the game is over), `unknown`. */
export type LobbyTake = 'ok' | 'taken' | 'unknown';

export class ConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

/**
 * What a store's failure means for the client (issue 33.4, 33.8): the database is away (down,
 * restarting, refusing connections: 503 `unavailable`, the page shows "reconnecting"), its disk is
 * full (SQLITE_FULL, PostgreSQL 53100, ENOSPC: 507 `storage-full`), or neither (null). The driver's
 * own message (host, port, relation names) never reaches a client.
 */
export function storeFault(e: unknown): 'unavailable' | 'full' | null {
  const err = e as { code?: unknown; message?: unknown } | null;
  const code = typeof err?.code === 'string' ? err.code : '';
  const message = typeof err?.message === 'string' ? err.message : '';
  if (code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC') return 'full';
  // PostgreSQL: class 08 (connection exception), 57P01-57P03 (shutdown, crash, not yet accepting), 53300 (too many connections).
  if (/^08...$/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300') return 'unavailable';
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'EPIPE',
      'ETIMEDOUT',
      'EHOSTUNREACH',
      'ENOTFOUND',
      'EAI_AGAIN',
      'SQLITE_BUSY',
      'SQLITE_CANTOPEN',
      'SQLITE_READONLY',
    ].includes(code)
  )
    return 'unavailable';
  // node-postgres' own errors on a lost connection carry no code.
  if (/Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|Cannot use a pool after calling end/.test(message))
    return 'unavailable';
  return null;
}

export interface MatchStore {
  /**
   * Store a new match with its links (and, for a rematch, point the old match at it; with `lobby`, list
   * those open seats in the public lobby), atomically.
   */
  createMatch(record: MatchRecord, state: unknown, stateHash: string, tokens: TokenRecord[], lobby?: LobbyRow[]): Promise<void>;
  loadMatch(id: string): Promise<StoredMatch | null>;
  findToken(hash: string): Promise<TokenRecord | null>;
  /** Add a link to an existing match (a rematch link claimed by an old link's holder); idempotent. */
  addToken(token: TokenRecord): Promise<void>;
  /** Apply a change in one transaction; throws ConflictError when the stored journal is not at `fromSeq`. */
  commit(id: string, change: MatchChange): Promise<void>;
  /** The public lobby (issue 14), optional for a store: open seats of active matches, newest first, at most `limit`. */
  listLobby?(limit?: number): Promise<(LobbyRow & { game: string; scenario?: string })[]>;
  /**
   * Take a listed seat, once: in one transaction, mark it taken (of concurrent takers, on any number
   * of instances, exactly one succeeds) and store `token`, the new link of the seat.
   */
  takeLobby?(matchId: string, seat: string, token: TokenRecord): Promise<LobbyTake>;
  /**
   * Count one request of `key` (a client address and what it asks for) in the fixed window of
   * `windowMs` it falls in, for stores several instances share (issue 33.8: N instances must not give
   * N times the limit): the count so far in this window, and when the window started.
   */
  rateHit?(key: string, windowMs: number): Promise<{ count: number; windowStart: number }>;
  /** Numbers for health checks and the benchmark. */
  stats(): Promise<{ matches: number; actions: number }>;
  close(): Promise<void> | void;

  // Several instances on one database (absent for a store that only one process uses):
  /**
   * `listener` hears of every change committed by another instance (seq -1: a change of the match's
   * record; id "*": notices may have been lost, refresh every match in memory).
   */
  onChange?(listener: (id: string, seq: number) => void): void;
  /**
   * The step of match `id` as stored, or null when there is no such match: an instance reads it before
   * serving a snapshot, so that a read through one instance shows a change committed through another
   * even before its notice arrives (read-your-writes across instances).
   */
  storedSeq?(id: string): Promise<number | null>;
  /** Take the right to play a match's computer seats; false while another instance holds it. */
  tryLease?(id: string): Promise<boolean>;
  releaseLease?(id: string): Promise<void>;
  /** Active matches where a computer seat has been due for at least `quietMs` (an instance may have died). */
  computerDue?(quietMs: number): Promise<string[]>;
}

/** The config column: the match's config, with its data version when past 1 (no schema change; older rows read as version 1). */
export function storedConfig(record: MatchRecord): string {
  return JSON.stringify(record.dataVersion !== undefined ? { ...record.config, dataVersion: record.dataVersion } : record.config);
}

/** The record's config and data version back from the config column. */
export function readConfig(column: string): Pick<MatchRecord, 'config' | 'dataVersion'> {
  const { dataVersion, ...config } = JSON.parse(column) as MatchRecord['config'] & { dataVersion?: number };
  return dataVersion !== undefined ? { config, dataVersion } : { config };
}
