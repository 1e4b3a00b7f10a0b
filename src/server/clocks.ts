// Clocks (issue 30.3): a pace chosen at match creation (src/protocol/clock.ts), each human seat's time
// kept by the server, stored in its own table beside the match, and enforced by exactly one instance.
//
// - A seat's time runs while it is to act (its roles are in toAct); when its turn passes (it is no
//   longer to act after a change) it gains the pace's increment, up to the cap.
// - Running out of time forfeits the game (result kind "time").
// - A pause (vacation) needs both seats: one asks, the other accepts; either may resume.
// - Enforcement: every instance looks for clocks whose deadline has passed; one claims the clock by a
//   conditional UPDATE of its row (of N instances exactly one gets the row), checks it against the
//   match's step, and commits the forfeit. A claim older than CLAIM_STALE_MS (its instance died) may
//   be taken again.
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { CHANCE, hasOwn } from '../kernel/game.ts';
import { type ClockView, type Pace, PACES } from '../protocol/clock.ts';
import { type Live, refused } from './live.ts';
import type { MatchStore } from './storage.ts';

export interface ClockState {
  pace: string;
  /** Each human seat's time left at `since` (ms). */
  remaining: Record<string, number>;
  /** The seats whose time runs since `since`. */
  running: string[];
  since: number;
  paused: boolean;
  pauseAsk: string | null;
  flagged: string | null;
  /** The match's step this state was computed at (a forfeit is committed only on the same step). */
  seq: number;
}

export const CLAIM_STALE_MS = 30_000;

/** When the first running seat runs out, or null (no clock running). */
export function deadlineOf(c: ClockState): number | null {
  if (c.paused || c.flagged || c.running.length === 0) return null;
  return c.since + Math.min(...c.running.map((s) => c.remaining[s] ?? 0));
}

/** The seat (if any) whose time has run out at `now`. */
export function outOfTime(c: ClockState | null | undefined, now: number): string | null {
  if (!c) return null;
  const d = deadlineOf(c);
  if (d === null || d > now) return null;
  return c.running.find((s) => (c.remaining[s] ?? 0) - (now - c.since) <= 0) ?? null;
}

/** The human seats to act now in `live` (their time runs). */
export function runningSeats(live: Live): string[] {
  const { game, session, record } = live;
  if (record.status !== 'active' || record.resigned) return [];
  const seats = new Set<string>();
  for (const role of session.toAct()) {
    if (role === CHANCE) continue;
    const seat = game.seatOf ? game.seatOf(session.state, role) : role;
    if (record.players[seat]?.kind === 'human') seats.add(seat);
  }
  return [...seats].sort();
}

export function newClock(pace: string, p: Pace, live: Live, now: number): ClockState {
  const remaining: Record<string, number> = {};
  for (const seat of live.game.roles) if (live.record.players[seat]?.kind === 'human') remaining[seat] = p.totalMs;
  return { pace, remaining, running: runningSeats(live), since: now, paused: false, pauseAsk: null, flagged: null, seq: live.session.seq };
}

/** Charge the running seats for the time since `since`; a seat whose turn passed gains the increment (capped). */
export function advance(c: ClockState, pace: Pace, running: string[], seq: number, now: number): ClockState {
  const remaining = { ...c.remaining };
  if (!c.paused) for (const s of c.running) remaining[s] = (remaining[s] ?? 0) - Math.max(0, now - c.since);
  for (const s of c.running) if (!running.includes(s) && remaining[s] > 0) remaining[s] = Math.min(pace.capMs, remaining[s] + pace.incMs);
  return { ...c, remaining, running, since: now, seq };
}

export function clockView(c: ClockState | null | undefined, p: Pace | undefined, now: number): ClockView | null {
  if (!c || !p) return null;
  const remaining: Record<string, number> = {};
  for (const [s, ms] of Object.entries(c.remaining)) {
    remaining[s] = c.paused || c.flagged || !c.running.includes(s) ? ms : Math.max(0, ms - (now - c.since));
  }
  return {
    pace: c.pace,
    totalMs: p.totalMs,
    incMs: p.incMs,
    capMs: p.capMs,
    remaining,
    running: c.running,
    paused: c.paused,
    pauseAsk: c.pauseAsk,
    flagged: c.flagged,
    at: now,
  };
}

/** Where clocks are kept: one row per timed match, beside the match's own rows. */
export interface ClockStore {
  save(id: string, c: ClockState): Promise<void>;
  load(id: string): Promise<ClockState | null>;
  /** Matches whose clock's deadline is at or before `now` and which nobody holds a fresh claim on. */
  due(now: number, limit?: number): Promise<string[]>;
  /** Claim the enforcement of a passed deadline: true for exactly one caller. */
  claim(id: string, now: number): Promise<boolean>;
  release(id: string): Promise<void>;
}

export const SQLITE_CLOCKS = `
CREATE TABLE IF NOT EXISTS clocks (
  match_id TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  deadline INTEGER,
  claimed_at INTEGER
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS clocks_deadline ON clocks (deadline) WHERE deadline IS NOT NULL;
`;

/** PostgreSQL migration (pg-store.ts MIGRATIONS): the clocks table. */
export const PG_CLOCKS_MIGRATION = `CREATE TABLE clocks (
    match_id TEXT PRIMARY KEY REFERENCES matches (id),
    state TEXT NOT NULL,
    deadline BIGINT,
    claimed_at BIGINT
  );
  CREATE INDEX clocks_deadline ON clocks (deadline) WHERE deadline IS NOT NULL;`;

export class SqliteClockStore implements ClockStore {
  private readonly s;
  constructor(db: Database.Database) {
    db.exec(SQLITE_CLOCKS);
    this.s = {
      save: db.prepare(
        `INSERT INTO clocks (match_id, state, deadline, claimed_at) VALUES (?, ?, ?, NULL)
         ON CONFLICT (match_id) DO UPDATE SET state = excluded.state, deadline = excluded.deadline, claimed_at = NULL`,
      ),
      load: db.prepare(`SELECT state FROM clocks WHERE match_id = ?`),
      due: db.prepare(`SELECT match_id FROM clocks WHERE deadline <= ? AND (claimed_at IS NULL OR claimed_at < ?) ORDER BY deadline LIMIT ?`),
      claim: db.prepare(`UPDATE clocks SET claimed_at = ? WHERE match_id = ? AND deadline <= ? AND (claimed_at IS NULL OR claimed_at < ?)`),
      release: db.prepare(`UPDATE clocks SET claimed_at = NULL WHERE match_id = ?`),
    };
  }
  async save(id: string, c: ClockState): Promise<void> {
    this.s.save.run(id, JSON.stringify(c), deadlineOf(c));
  }
  async load(id: string): Promise<ClockState | null> {
    const row = this.s.load.get(id) as { state: string } | undefined;
    return row ? (JSON.parse(row.state) as ClockState) : null;
  }
  async due(now: number, limit = 50): Promise<string[]> {
    return (this.s.due.all(now, now - CLAIM_STALE_MS, limit) as { match_id: string }[]).map((r) => r.match_id);
  }
  async claim(id: string, now: number): Promise<boolean> {
    return this.s.claim.run(now, id, now, now - CLAIM_STALE_MS).changes === 1;
  }
  async release(id: string): Promise<void> {
    this.s.release.run(id);
  }
}

export class PgClockStore implements ClockStore {
  constructor(
    private readonly pool: pg.Pool,
    /** Notifies the other instances (as a change of the match's record) so that their pages see a pause at once. */
    private readonly notify: (id: string) => string,
  ) {}
  async save(id: string, c: ClockState): Promise<void> {
    await this.pool.query(
      `WITH u AS (INSERT INTO clocks (match_id, state, deadline, claimed_at) VALUES ($1, $2, $3, NULL)
       ON CONFLICT (match_id) DO UPDATE SET state = excluded.state, deadline = excluded.deadline, claimed_at = NULL RETURNING match_id)
       SELECT pg_notify('arras_match', $4) FROM u`,
      [id, JSON.stringify(c), deadlineOf(c), this.notify(id)],
    );
  }
  async load(id: string): Promise<ClockState | null> {
    const { rows } = await this.pool.query<{ state: string }>('SELECT state FROM clocks WHERE match_id = $1', [id]);
    return rows[0] ? (JSON.parse(rows[0].state) as ClockState) : null;
  }
  async due(now: number, limit = 50): Promise<string[]> {
    const { rows } = await this.pool.query<{ match_id: string }>(
      'SELECT match_id FROM clocks WHERE deadline <= $1 AND (claimed_at IS NULL OR claimed_at < $2) ORDER BY deadline LIMIT $3',
      [now, now - CLAIM_STALE_MS, limit],
    );
    return rows.map((r) => r.match_id);
  }
  async claim(id: string, now: number): Promise<boolean> {
    // Of concurrent UPDATEs the later ones wait for the first's row lock, then re-read claimed_at and update nothing.
    const r = await this.pool.query('UPDATE clocks SET claimed_at = $1 WHERE match_id = $2 AND deadline <= $1 AND (claimed_at IS NULL OR claimed_at < $3)', [
      now,
      id,
      now - CLAIM_STALE_MS,
    ]);
    return r.rowCount === 1;
  }
  async release(id: string): Promise<void> {
    await this.pool.query('UPDATE clocks SET claimed_at = NULL WHERE match_id = $1', [id]);
  }
}

/** The clock store on the same database as `store` (SQLite or PostgreSQL); null for a store with neither. */
export function clockStoreOf(store: MatchStore): ClockStore | null {
  const s = store as { sqlite?: () => Database.Database; pgPool?: () => pg.Pool; instance?: string };
  if (s.sqlite) return new SqliteClockStore(s.sqlite());
  if (s.pgPool) return new PgClockStore(s.pgPool(), (id) => `${s.instance} ${id} -1`);
  return null;
}

export type ClockRequest = 'pause' | 'accept' | 'decline' | 'resume';

/** The clocks of the matches of one service: started at creation, advanced after each commit, paused by agreement. */
export class MatchClocks {
  readonly paces: Record<string, Pace>;
  constructor(
    readonly store: ClockStore | null,
    paces: Record<string, Pace> = {},
  ) {
    this.paces = { ...PACES, ...paces };
  }

  /** A pace named at creation: 'untimed' (or none), or one of the paces; else 400. */
  check(pace: string | undefined): string | null {
    if (pace === undefined || pace === 'untimed') return null;
    if (!hasOwn(this.paces, pace)) throw refused(400, 'bad-setup', 'api.unknownPace', { pace, known: Object.keys(this.paces).join(', ') });
    if (!this.store) throw refused(400, 'bad-setup', 'api.noClocks');
    return pace;
  }

  async start(live: Live, pace: string | null): Promise<void> {
    if (!pace || !this.store) return;
    live.clock = newClock(pace, this.paces[pace], live, Date.now());
    await this.store.save(live.record.id, live.clock);
  }

  async load(live: Live): Promise<void> {
    live.clock = this.store ? await this.store.load(live.record.id) : null;
  }

  /** After a committed change: charge the seats that were to act, and start the clocks of those to act now. */
  async afterChange(live: Live): Promise<void> {
    const c = live.clock;
    if (!c || !this.store || c.flagged) return;
    const running = runningSeats(live);
    const next = advance(c, this.paces[c.pace], running, live.session.seq, Date.now());
    if (running.length === 0 && live.record.status === 'over') next.pauseAsk = null;
    live.clock = next;
    await this.store.save(live.record.id, next);
  }

  view(live: Live, now = Date.now()): ClockView | null {
    return clockView(live.clock, live.clock ? this.paces[live.clock.pace] : undefined, now);
  }

  /**
   * A pause (vacation) by agreement: `seat` asks, the other seat accepts (or declines); either resumes.
   * A link holding every seat (a shared screen) pauses at once. Refused with 409 when it does not apply.
   */
  async request(live: Live, seats: string[], op: ClockRequest): Promise<void> {
    const c = live.clock;
    if (!c || !this.store) throw refused(409, 'untimed', 'api.untimed');
    if (live.record.status !== 'active' || c.flagged) throw refused(409, 'game-over', 'api.gameOver');
    const timed = Object.keys(c.remaining);
    const mine = seats.filter((s) => timed.includes(s));
    if (mine.length === 0) throw refused(403, 'forbidden', 'api.noTimedSeat');
    const now = Date.now();
    const charged = advance(c, this.paces[c.pace], c.running, c.seq, now);
    let next: ClockState;
    if (op === 'pause') {
      if (c.paused) throw refused(409, 'paused', 'api.paused');
      const all = timed.every((s) => mine.includes(s));
      next = all ? { ...charged, paused: true, pauseAsk: null } : { ...c, pauseAsk: mine[0] };
    } else if (op === 'accept' || op === 'decline') {
      if (!c.pauseAsk || mine.includes(c.pauseAsk)) throw refused(409, 'no-request', 'api.noPauseAsked');
      next = op === 'accept' ? { ...charged, paused: true, pauseAsk: null } : { ...c, pauseAsk: null };
    } else {
      if (!c.paused) throw refused(409, 'not-paused', 'api.notPaused');
      next = { ...c, paused: false, since: now, pauseAsk: null };
    }
    live.clock = next;
    await this.store.save(live.record.id, next);
  }
}
