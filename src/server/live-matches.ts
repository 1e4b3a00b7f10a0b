// The matches in memory (service.ts): each loaded from the store once however many ask at the same
// time (its journal replayed, the automatic moves a crash left undone finished), run one request at a
// time (withMatch), the least recently used dropped beyond `maxLive`, and those nobody watches or
// plays dropped after `idleMs`. With a store shared by several instances, a change committed elsewhere
// is replayed here on notice (refresh), and the computer seats of a dead instance are taken over. The
// sockets of each match are kept by match id, so that they follow every copy of the match loaded in
// turn (issue 33.5).
import { type GameDefinition, type RuleError, stableStringify } from '../kernel/game.ts';
import { Session, checkDataVersion, seededDice } from '../kernel/session.ts';
import type { ComputerRunner } from './computer.ts';
import { computerDueIn, runAutomatic } from './computer-seats.ts';
import { type Live, type Subscriber, ApiFailure, newLive, refused, updateStatus } from './live.ts';
import type { HintNote } from './coach.ts';
import type { MatchClocks } from './clocks.ts';
import { ConflictError, type MatchStore } from './storage.ts';
import { refusalTexts } from '../i18n/index.ts';

/** What the matches in memory need of the service (service.ts). */
export interface MatchesHost {
  readonly store: MatchStore;
  readonly clocks: MatchClocks;
  readonly computer: ComputerRunner;
  closed(): boolean;
  gameOf(id: string): GameDefinition;
  /** The hints asked in the match, for its log (Coach.notes). */
  notes(id: string): Promise<HintNote[]>;
  /** Play the computer's seats if one is to move (ComputerSeats.schedule). */
  schedule(live: Live): void;
  broadcast(live: Live): Promise<void>;
  /** The seats with a socket here stay online; their sockets get the chat (chat-room.ts). */
  holdPresence(live: Live): Promise<void>;
  pushChat(live: Live): Promise<void>;
}

export class LiveMatches {
  private readonly live = new Map<string, Live>();
  private readonly loading = new Map<string, Promise<Live>>();
  /**
   * The sockets of each match, by match id, not by the copy in memory: a copy dropped and loaded again
   * (after a failed commit, or while the database is away) hands them on to the next (issue 33.5).
   */
  readonly watchers = new Map<string, Set<Subscriber>>();
  private readonly sweeper: NodeJS.Timeout;
  private readonly takeover: NodeJS.Timeout | null = null;

  constructor(
    private readonly host: MatchesHost,
    /** Matches kept in memory; the least recently used beyond this are dropped. */
    private readonly maxLive: number,
    /** How long a match nobody watches or uses stays in memory (ms). */
    private readonly idleMs: number,
    /** How often to look for computer seats left by a dead instance (shared stores only; ms). */
    takeoverMs: number,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.max(10, Math.min(this.idleMs / 2, 30_000)));
    this.sweeper.unref();
    if (host.store.onChange) host.store.onChange((id) => void this.remoteChange(id));
    if (host.store.computerDue) {
      // A computer seat whose instance died: its lease is free again; take the seat over.
      this.takeover = setInterval(() => void this.takeOver(), takeoverMs);
      this.takeover.unref();
    }
  }

  close(): void {
    clearInterval(this.sweeper);
    if (this.takeover) clearInterval(this.takeover);
  }

  /** The copy of match `id` in memory, if any. */
  get(id: string): Live | undefined {
    return this.live.get(id);
  }

  get size(): number {
    return this.live.size;
  }

  /** Forget this copy of its match (when it is still the one in memory): the next request loads the match again. */
  drop(live: Live): void {
    if (this.live.get(live.record.id) === live) this.live.delete(live.record.id);
  }

  /**
   * Run `fn` on match `id` once the requests before it on this match are done. The match is loaded
   * when it is not in memory; if it is replaced meanwhile (reloaded after a failed commit), `fn` runs
   * on the new copy.
   */
  async withMatch<T>(id: string, fn: (live: Live) => T | Promise<T>): Promise<T> {
    for (;;) {
      const live = await this.load(id);
      const before = live.lock;
      let release!: () => void;
      live.lock = new Promise<void>((r) => (release = r));
      live.busy++;
      try {
        await before;
        if (this.live.get(id) !== live) continue;
        live.usedAt = Date.now();
        return await fn(live);
      } finally {
        live.busy--;
        release();
      }
    }
  }

  /** Drop from memory the matches nobody watches or plays (not even the computer) for `idleMs`. */
  sweep(now = Date.now()): number {
    let dropped = 0;
    for (const [id, l] of this.live) {
      if (l.subscribers.size > 0 || l.computerPending || l.busy > 0 || (l.usedAt ?? 0) > now - this.idleMs) continue;
      this.live.delete(id);
      this.forgetWatchers(id);
      dropped++;
    }
    return dropped;
  }

  /** The sockets of match `id` (one set for every copy of the match loaded in turn). */
  watchersOf(id: string): Set<Subscriber> {
    let set = this.watchers.get(id);
    if (!set) this.watchers.set(id, (set = new Set()));
    return set;
  }
  forgetWatchers(id: string): void {
    if (!this.live.has(id) && this.watchers.get(id)?.size === 0) this.watchers.delete(id);
  }

  /** The match in memory, loaded from the store (once, however many ask at the same time) when absent. */
  async load(id: string): Promise<Live> {
    const cached = this.live.get(id);
    if (cached) {
      // Most recently used last.
      this.live.delete(id);
      this.live.set(id, cached);
      cached.usedAt = Date.now();
      return cached;
    }
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.loadFromStore(id).finally(() => {
        this.loading.delete(id);
        this.forgetWatchers(id);
      });
      this.loading.set(id, pending);
    }
    return pending;
  }

  remember(live: Live): void {
    live.usedAt = Date.now();
    this.live.set(live.record.id, live);
    if (this.live.size > this.maxLive) {
      for (const [id, l] of this.live) {
        if (this.live.size <= this.maxLive) break;
        if (l.subscribers.size === 0 && l.busy === 0 && !l.computerPending) {
          this.live.delete(id);
          this.forgetWatchers(id);
        }
      }
    }
  }

  private async takeOver(): Promise<void> {
    if (this.host.closed()) return;
    try {
      for (const id of await this.host.store.computerDue!(1500)) {
        const l = this.live.get(id);
        if (l) this.host.schedule(l);
        else await this.load(id);
      }
    } catch (e) {
      if (!this.host.closed()) console.error('computer seat takeover:', (e as Error).message);
    }
  }

  /** Another instance changed match `id`: bring the copy here up to date and tell its watchers. */
  private async remoteChange(id: string): Promise<void> {
    if (id === '*') {
      await Promise.all([...new Set([...this.live.keys(), ...this.watchers.keys()])].map((k) => this.remoteChange(k)));
      return;
    }
    // A match whose sockets wait for a copy in memory (its reload failed) is loaded again here.
    if ((!this.live.has(id) && !this.watchers.has(id)) || this.host.closed()) return;
    try {
      await this.withMatch(id, (live) => this.refresh(live));
    } catch (e) {
      if (!this.host.closed()) console.error(`match ${id}: refresh failed:`, (e as Error).message);
    }
  }

  /** Replay what the store holds beyond this copy (or rebuild it after an undo elsewhere), then broadcast. */
  async refresh(live: Live): Promise<void> {
    const stored = await this.host.store.loadMatch(live.record.id);
    if (!stored) return;
    const { session } = live;
    const same = (n: number) => n === 0 || stableStringify(stored.journal[n - 1]) === stableStringify(session.journal[n - 1]);
    if (stored.record.seq >= session.seq && same(session.seq)) {
      for (const e of stored.journal.slice(session.seq)) session.act(e.role, e.action);
    } else {
      live.session = Session.load(live.game, {
        format: 'arras-save',
        version: 1,
        game: live.game.id,
        config: stored.record.config,
        dataVersion: stored.record.dataVersion,
        journal: stored.journal,
      });
      live.players.clear();
    }
    live.record = stored.record;
    live.dice = seededDice(stored.record.rng);
    live.session.dice = live.dice;
    live.cache.clear();
    await this.host.clocks.load(live);
    await this.host.broadcast(live);
    await this.host.holdPresence(live);
    await this.host.pushChat(live);
    this.host.schedule(live);
  }

  private async loadFromStore(id: string, attempt = 0): Promise<Live> {
    const stored = await this.host.store.loadMatch(id);
    if (!stored) throw refused(404, 'unknown-match', 'api.unknownMatch', { match: id });
    const game = this.host.gameOf(stored.record.game);
    const dice = seededDice(stored.record.rng);
    // A match stored on other data (an earlier map) is refused by name, never replayed into a different game.
    try {
      checkDataVersion(game, stored.record.dataVersion);
    } catch (e) {
      const err = e as RuleError;
      throw new ApiFailure(409, 'old-data', err.message, null, refusalTexts(err));
    }
    let session: Session;
    try {
      session = Session.load(
        game,
        { format: 'arras-save', version: 1, game: game.id, config: stored.record.config, dataVersion: stored.record.dataVersion, journal: stored.journal },
        dice,
      );
    } catch (e) {
      throw refused(500, 'corrupt', 'api.corrupt', { match: id, error: (e as Error).message });
    }
    if (session.hash() !== stored.stateHash) {
      console.warn(`match ${id}: replayed state hash ${session.hash()} differs from the stored ${stored.stateHash} (rules changed?); the journal wins`);
    }
    const live = newLive(stored.record, game, session, dice, this.watchersOf(id));
    // A crash between a person's action and the automatic moves it causes: finish them now.
    if (live.record.status === 'active' && !live.record.resigned) {
      const fromSeq = session.seq;
      if (runAutomatic(live, this.host.computer, false) > 0) {
        updateStatus(live);
        live.record.seq = session.seq;
        live.record.rng = dice.state!();
        try {
          await this.host.store.commit(id, {
            fromSeq,
            append: session.journal.slice(fromSeq),
            state: session.state,
            stateHash: session.hash(),
            rng: live.record.rng,
            status: live.record.status,
            result: live.record.result,
            computerDue: computerDueIn(live),
          });
        } catch (e) {
          // Another instance finished them first: load what it stored.
          if (e instanceof ConflictError && attempt < 3) return this.loadFromStore(id, attempt + 1);
          throw e;
        }
      }
    }
    await this.host.clocks.load(live);
    live.hints = await this.host.notes(id);
    this.remember(live);
    this.host.schedule(live);
    return live;
  }
}
