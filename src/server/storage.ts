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

/** An invitation listed in the public lobby: the open seat's link itself (its holder chose to publish it). */
export interface LobbyRow {
  matchId: string;
  seat: string;
  /** The creator's seat. */
  host: string;
  token: string;
  createdAt: number;
}

export class ConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConflictError';
  }
}

export interface MatchStore {
  /** Store a new match with its links (and, for a rematch, point the old match at it), atomically. */
  createMatch(record: MatchRecord, state: unknown, stateHash: string, tokens: TokenRecord[]): Promise<void>;
  loadMatch(id: string): Promise<StoredMatch | null>;
  findToken(hash: string): Promise<TokenRecord | null>;
  /** Add a link to an existing match (a rematch link claimed by an old link's holder); idempotent. */
  addToken(token: TokenRecord): Promise<void>;
  /** Apply a change in one transaction; throws ConflictError when the stored journal is not at `fromSeq`. */
  commit(id: string, change: MatchChange): Promise<void>;
  /** The public lobby (issue 14), optional for a store: list an open seat's link (the link is public by choice). */
  addLobby?(entry: LobbyRow): Promise<void>;
  /** Open seats of active matches, newest first, at most `limit`. */
  listLobby?(limit?: number): Promise<(Omit<LobbyRow, 'token'> & { game: string; scenario?: string })[]>;
  /** Take an open seat's link out of the lobby, once: its token, or null when already taken. */
  takeLobby?(matchId: string, seat: string): Promise<string | null>;
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
