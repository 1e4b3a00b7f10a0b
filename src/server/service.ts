// Matches in play: the domain logic of the server, independent of HTTP. A match lives in memory as a
// kernel Session (loaded from the store by replaying its journal); every change is committed to the
// store in one transaction before anyone hears of it, then pushed to every subscribed link. Requests
// on one match run one at a time (Live.lock). With a store shared by several instances (PostgreSQL),
// a change committed elsewhere is replayed here on notice and pushed to this instance's sockets, and
// the computer's seats are played only by the instance holding the match's lease.
//
// Split along its lines: live.ts (a match in memory, errors, links), snapshots.ts (what each link
// sees, the WebSocket messages: the broadcast side), computer-seats.ts (automatic moves and the
// computer's turns), replay.ts (a finished match at any step); this file creates, loads, changes,
// commits and broadcasts matches.
import { randomBytes } from 'node:crypto';
import { newDiceSeed } from '../kernel/dice-proof.ts';
import { type GameDefinition, RuleError, hasOwn, stableStringify } from '../kernel/game.ts';
import { hashState } from '../kernel/hash.ts';
import { type SaveFile, Session, checkDataVersion, dataVersionField, seededDice } from '../kernel/session.ts';
import { ViewDelta } from '../protocol/view-delta.ts';
import type { CreatedMatch, GameInfo, LobbyEntry, LogItem, MatchSummary, ReplayFrame, SeatPlayers, Snapshot } from '../protocol/types.ts';
import { type ComputerOptions, ComputerRunner } from './computer.ts';
import { ComputerSeats, computerDueIn, runAutomatic } from './computer-seats.ts';
import {
  type CreateRequest,
  type Live,
  type Subscriber,
  ApiFailure,
  fromRuleError,
  hashToken,
  newLive,
  newToken,
  rematchToken,
  rolesOf,
  updateStatus,
} from './live.ts';
import { replayFrame } from './replay.ts';
import { Coach, type CoachOptions } from './coach.ts';
import type { AnalysisReply, HintReply } from '../protocol/coach.ts';
import { asLang } from '../i18n/index.ts';
import { type ClockRequest, MatchClocks, clockStoreOf, outOfTime } from './clocks.ts';
import { Ratings } from './ratings.ts';
import { type ChatLine, type ChatStore, PRESENCE_RENEW_MS, PRESENCE_TTL_MS, type Presence, chatStoreOf, cleanLine, lineFor } from './chat.ts';
import type { Pace } from '../protocol/clock.ts';
import { message, snapshotPart, textLang, visibleLogItems, whyIn } from './snapshots.ts';
import { ConflictError, type LobbyRow, type MatchRecord, type MatchStore, type TokenRecord } from './storage.ts';

export { ApiFailure, type CreateRequest } from './live.ts';

export interface ServiceOptions {
  store: MatchStore;
  games: Record<string, GameDefinition>;
  /** Matches kept in memory; the least recently used beyond this are dropped (and reloaded on demand). */
  maxLive?: number;
  /** How long the computer may play in one go before the event loop serves others (ms). */
  computerSliceMs?: number;
  /** Where computer decisions run (worker threads for the thinking levels by default). */
  computer?: ComputerOptions;
  /** How often to look for computer seats left by a dead instance (shared stores only; ms). */
  takeoverMs?: number;
  /**
   * A match nobody watches (no WebSocket) and nobody has used for this long (ms) leaves memory; it
   * is loaded again from the store on the next request. Default 60 s.
   */
  idleMs?: number;
  /**
   * The dice seed of each new match (issue 33): 128 bits from crypto.randomBytes (newDiceSeed) unless
   * given. Only code in the same process can give it (tests and tools that need known dice); no
   * request can: POST /api/matches refuses a "seed".
   */
  diceSeed?: () => string;
  /** Paces beside the standard ones (src/protocol/clock.ts), for tests: in-process only. */
  paces?: Record<string, Pace>;
  /** How often each instance looks for clocks that ran out (ms; default 1 s). */
  clockTickMs?: number;
  /** The coach's search budgets (analysis and hints, issue 32). */
  coach?: CoachOptions;
}

/** A person's turn began (issue 30.2, turn notices): `seat` is to act at step `seq` and was not before. */
/** A rematch's side for a seat of the old match: the other side of a two-sided game (each player plays the other side), else the same. */
export function swapSide(game: GameDefinition, seat: string): string {
  return game.roles.length === 2 ? (game.roles.find((r) => r !== seat) ?? seat) : seat;
}

export interface TurnStart {
  matchId: string;
  seat: string;
  seq: number;
}

export class MatchService {
  private readonly live = new Map<string, Live>();
  private readonly store: MatchStore;
  private readonly games: Record<string, GameDefinition>;
  private readonly maxLive: number;
  private readonly computerSliceMs: number;
  private readonly computer: ComputerRunner;
  private readonly seats: ComputerSeats;
  private readonly idleMs: number;
  private readonly sweeper: NodeJS.Timeout;
  private readonly takeover: NodeJS.Timeout | null = null;
  private readonly loading = new Map<string, Promise<Live>>();
  private readonly newSeed: () => string;
  /**
   * The sockets of each match, by match id, not by the copy in memory: a copy dropped and loaded again
   * (after a failed commit, or while the database is away) hands them on to the next (issue 33.5).
   */
  private readonly watchers = new Map<string, Set<Subscriber>>();
  private closed = false;
  /** Told of each turn a person's seat begins, after its commit (accounts/notices.ts). */
  onTurn: ((turn: TurnStart) => void) | null = null;
  /**
   * Told of each rematch once it is stored, before its creator hears of it (accounts/routes.ts: the
   * accounts holding seats of the old match hold the same players' seats of the new one).
   */
  onRematch: ((from: string, to: string, seatOf: (seat: string) => string) => Promise<void>) | null = null;
  readonly clocks: MatchClocks;
  private readonly clockTicker: NodeJS.Timeout;
  private readonly chat: ChatStore | null;
  readonly ratings: Ratings | null;
  private readonly presenceTicker: NodeJS.Timeout;
  /** Analyses and hints (issue 32). */
  readonly coach: Coach;

  constructor(opts: ServiceOptions) {
    this.store = opts.store;
    this.games = opts.games;
    this.newSeed = opts.diceSeed ?? newDiceSeed;
    this.maxLive = opts.maxLive ?? 2000;
    this.computerSliceMs = opts.computerSliceMs ?? 20;
    this.computer = new ComputerRunner(opts.computer);
    this.seats = new ComputerSeats(
      {
        store: this.store,
        current: (live) => this.current(live),
        closed: () => this.closed,
        withMatch: (id, fn) => this.withMatch(id, fn),
        commitChange: (live, fromSeq, undo, mutate) => this.commitChange(live, fromSeq, undo, mutate),
      },
      this.computer,
      this.computerSliceMs,
    );
    this.idleMs = opts.idleMs ?? 60_000;
    this.sweeper = setInterval(() => this.sweep(), Math.max(10, Math.min(this.idleMs / 2, 30_000)));
    this.sweeper.unref();
    if (this.store.onChange) this.store.onChange((id) => void this.remoteChange(id));
    this.clocks = new MatchClocks(clockStoreOf(this.store), opts.paces);
    this.clockTicker = setInterval(() => void this.enforceClocks(), opts.clockTickMs ?? 1000);
    this.clockTicker.unref();
    this.chat = chatStoreOf(this.store);
    this.ratings = Ratings.of(this.store);
    this.coach = new Coach(
      this.store,
      {
        withMatch: (id, fn) => this.withMatch(id, fn),
        isRated: async (id) => (await this.ratings?.isRated(id)) ?? false,
        changed: async (live) => {
          live.cache.clear();
          await this.broadcast(live);
        },
      },
      this.computer,
      opts.coach,
    );
    this.presenceTicker = setInterval(() => void this.renewPresence(), PRESENCE_RENEW_MS);
    this.presenceTicker.unref();
    if (this.store.computerDue) {
      // A computer seat whose instance died: its lease is free again; take the seat over.
      this.takeover = setInterval(() => void this.takeOver(), opts.takeoverMs ?? 1000);
      this.takeover.unref();
    }
  }

  private async takeOver(): Promise<void> {
    if (this.closed) return;
    try {
      for (const id of await this.store.computerDue!(1500)) {
        const l = this.live.get(id);
        if (l) this.seats.schedule(l);
        else await this.load(id);
      }
    } catch (e) {
      if (!this.closed) console.error('computer seat takeover:', (e as Error).message);
    }
  }

  /** Another instance changed match `id`: bring the copy here up to date and tell its watchers. */
  private async remoteChange(id: string): Promise<void> {
    if (id === '*') {
      await Promise.all([...new Set([...this.live.keys(), ...this.watchers.keys()])].map((k) => this.remoteChange(k)));
      return;
    }
    // A match whose sockets wait for a copy in memory (its reload failed) is loaded again here.
    if ((!this.live.has(id) && !this.watchers.has(id)) || this.closed) return;
    try {
      await this.withMatch(id, (live) => this.refresh(live));
    } catch (e) {
      if (!this.closed) console.error(`match ${id}: refresh failed:`, (e as Error).message);
    }
  }

  /** Replay what the store holds beyond this copy (or rebuild it after an undo elsewhere), then broadcast. */
  private async refresh(live: Live): Promise<void> {
    const stored = await this.store.loadMatch(live.record.id);
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
    await this.clocks.load(live);
    await this.broadcast(live);
    await this.holdPresence(live);
    await this.pushChat(live);
    this.seats.schedule(live);
  }

  /**
   * Run `fn` on match `id` once the requests before it on this match are done. The match is loaded
   * when it is not in memory; if it is replaced meanwhile (reloaded after a failed commit), `fn` runs
   * on the new copy.
   */
  private async withMatch<T>(id: string, fn: (live: Live) => T | Promise<T>): Promise<T> {
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
  private watchersOf(id: string): Set<Subscriber> {
    let set = this.watchers.get(id);
    if (!set) this.watchers.set(id, (set = new Set()));
    return set;
  }
  private forgetWatchers(id: string): void {
    if (!this.live.has(id) && this.watchers.get(id)?.size === 0) this.watchers.delete(id);
  }

  gameList(): GameInfo[] {
    return Object.values(this.games).map((g) => ({
      id: g.id,
      title: g.title,
      roles: [...g.roles],
      scenarios: g.scenarios.map((s) => ({ ...s })),
      options: g.options.map((o) => ({ ...o })),
      languages: [...(g.languages ?? ['en'])],
    }));
  }

  private gameOf(id: string): GameDefinition {
    // Own keys only: "constructor" or "__proto__" name no game.
    const game = hasOwn(this.games, id) ? this.games[id] : undefined;
    if (!game) throw new ApiFailure(404, 'unknown-game', `unknown game "${id}"; known games: ${Object.keys(this.games).join(', ') || 'none'}`);
    return game;
  }

  // ---- creating ------------------------------------------------------------------------------

  async create(req: CreateRequest, rematchOf?: { record: MatchRecord; token: string }): Promise<CreatedMatch> {
    const game = this.gameOf(req.game);
    if (!game.roles.includes(req.seat)) {
      throw new ApiFailure(400, 'bad-setup', `unknown side "${req.seat}" for ${game.id}; sides: ${game.roles.join(', ')}`);
    }
    this.clocks.check(req.pace);
    // Issue 30.5: a rated game is between two people by invitation.
    if (req.rated && (req.opponent !== 'invite' || game.roles.length !== 2)) {
      throw new ApiFailure(400, 'bad-setup', 'a rated game is between two players by invitation: not at one screen, not against the computer');
    }
    if (req.rated && !this.ratings) throw new ApiFailure(400, 'bad-setup', 'this server keeps no ratings');
    const config = { scenario: req.scenario ?? game.scenarios[0]?.id, options: req.options ?? {} };
    const players: SeatPlayers = {};
    for (const seat of game.roles) {
      players[seat] = seat === req.seat || req.opponent !== 'computer' ? { kind: 'human' } : { kind: 'computer', level: req.level ?? 'easy' };
    }
    return this.createWith(game, config, players, req, this.newSeed(), rematchOf);
  }

  private async createWith(
    game: GameDefinition,
    config: MatchRecord['config'],
    players: SeatPlayers,
    req: Pick<CreateRequest, 'seat' | 'opponent' | 'lobby' | 'pace' | 'rated'>,
    seed: string,
    rematchOf?: { record: MatchRecord; token: string },
  ): Promise<CreatedMatch> {
    const dice = seededDice(seed);
    let session: Session;
    try {
      session = new Session(game, config, dice);
    } catch (e) {
      if (e instanceof RuleError) throw new ApiFailure(400, 'bad-setup', e.message, e.rule);
      throw e;
    }
    const id = randomBytes(9).toString('base64url');
    const now = Date.now();
    const record: MatchRecord = {
      id,
      game: game.id,
      config,
      ...dataVersionField(game),
      players,
      seq: 0,
      rng: dice.state!(),
      seed,
      status: 'active',
      result: null,
      resigned: null,
      rematchOf: rematchOf?.record.id ?? null,
      rematch: null,
      createdAt: now,
      updatedAt: now,
    };
    const links: CreatedMatch['links'] = [];
    const tokens: TokenRecord[] = [];
    const lobby: LobbyRow[] = [];
    const humans = game.roles.filter((s) => players[s].kind === 'human');
    let observerToken: string;
    if (rematchOf) {
      // A rematch: the requester's links are derived from their old one; the others' when they visit.
      const mine = await this.tokenFor(rematchOf.token);
      const t = rematchToken(rematchOf.token, id);
      const seats = mine.seats.map((s) => swapSide(game, s));
      tokens.push({ hash: hashToken(t), matchId: id, kind: mine.kind, seats });
      links.push(...seats.map((seat) => ({ seat, token: t, url: `/play/${t}`, mine: true })));
      observerToken = newToken();
    } else {
      const add = (seats: string[], mine: boolean) => {
        const t = newToken();
        tokens.push({ hash: hashToken(t), matchId: id, kind: 'seat', seats });
        for (const seat of seats) links.push({ seat, token: t, url: `/play/${t}`, mine });
      };
      // A seat listed in the public lobby gets no link now: its link is made once, for its taker (joinLobby).
      const listed = req.opponent === 'invite' && !!req.lobby && !!this.store.takeLobby;
      if (req.opponent === 'hotseat') add(humans, true);
      else {
        add([req.seat], true);
        for (const seat of humans) {
          if (seat === req.seat) continue;
          if (listed) lobby.push({ matchId: id, seat, host: req.seat, createdAt: now });
          else add([seat], false);
        }
      }
      observerToken = newToken();
    }
    tokens.push({ hash: hashToken(observerToken), matchId: id, kind: 'observer', seats: [] });
    const live = newLive(record, game, session, dice, this.watchersOf(id));
    const initial = { ...record };
    const initialState = JSON.parse(JSON.stringify(session.state));
    // The computer may have to move (or dice to fall) before the first person acts.
    // Dice due before anyone acts fall now; the computer's first moves follow off the request path.
    const change = runAutomatic(live, this.computer, false);
    record.seq = session.seq;
    record.rng = dice.state!();
    updateStatus(live);
    try {
      await this.store.createMatch(initial, initialState, hashState(initialState), tokens, lobby);
      if (change > 0 || computerDueIn(live)) {
        await this.store.commit(id, {
          fromSeq: 0,
          append: session.journal.slice(0),
          state: session.state,
          stateHash: session.hash(),
          rng: record.rng,
          status: record.status,
          result: record.result,
          computerDue: computerDueIn(live),
        });
      }
    } catch (e) {
      this.forgetWatchers(id);
      if (e instanceof ConflictError) throw new ApiFailure(409, 'conflict', e.message);
      throw e;
    }
    await this.clocks.start(live, this.clocks.check(req.pace));
    if (req.rated) await this.ratings?.markRated(id, game.id);
    this.remember(live);
    this.seats.schedule(live);
    if (rematchOf) {
      await this.onRematch?.(rematchOf.record.id, id, (s) => swapSide(game, s));
      // Tell the old match's players: their pages offer the rematch link.
      rematchOf.record.rematch = id;
      const old = this.live.get(rematchOf.record.id);
      if (old) {
        old.record.rematch = id;
        old.cache.clear();
        await this.broadcast(old);
      }
    }
    return {
      matchId: id,
      links,
      observer: { token: observerToken, url: `/watch/${observerToken}` },
      diceCommitment: live.commitment,
      ...(lobby.length ? { listed: lobby.map((l) => l.seat) } : {}),
    };
  }

  async rematch(token: string): Promise<CreatedMatch> {
    const access = await this.tokenFor(token);
    if (access.kind !== 'seat') throw new ApiFailure(403, 'forbidden', 'an observer link cannot start a rematch');
    const live = await this.load(access.matchId);
    if (live.record.status !== 'over') throw new ApiFailure(409, 'not-over', 'a rematch can start once the game is over');
    if (live.record.rematch) {
      const t = await this.claimRematch(token, access, live.record.rematch, live.game);
      return {
        matchId: live.record.rematch,
        links: access.seats.map((seat) => ({ seat: swapSide(live.game, seat), token: t, url: `/play/${t}`, mine: true })),
        observer: { token: '', url: '' },
      };
    }
    // Sides swapped: each player (or the computer, at its level) plays the other side this time.
    const players = Object.fromEntries(live.game.roles.map((seat) => [seat, live.record.players[swapSide(live.game, seat)]])) as SeatPlayers;
    return this.createWith(
      live.game,
      live.record.config,
      players,
      { seat: access.seats[0], opponent: 'invite', pace: live.clock?.pace, rated: (await this.ratings?.isRated(live.record.id)) ?? false },
      this.newSeed(),
      { record: live.record, token },
    );
  }

  /** The link of `token`'s holder to the rematch (the other side: swapSide), created on first visit. */
  private async claimRematch(token: string, access: TokenRecord, rematchId: string, game: GameDefinition): Promise<string> {
    const t = rematchToken(token, rematchId);
    const hash = hashToken(t);
    if (!this.claimed.has(hash)) {
      if (!(await this.store.findToken(hash)))
        await this.store.addToken({ hash, matchId: rematchId, kind: access.kind, seats: access.seats.map((s) => swapSide(game, s)) });
      this.claimed.add(hash);
    }
    return t;
  }
  /** Rematch links known to be stored (so that each snapshot does not ask the store again). */
  private readonly claimed = new Set<string>();

  // ---- loading -------------------------------------------------------------------------------

  async tokenFor(token: string): Promise<TokenRecord> {
    if (typeof token !== 'string' || token.length < 16 || token.length > 64) throw new ApiFailure(404, 'unknown-link', 'no game has this link');
    const rec = await this.store.findToken(hashToken(token));
    if (!rec) throw new ApiFailure(404, 'unknown-link', 'no game has this link');
    return rec;
  }

  /** The match in memory, loaded from the store (once, however many ask at the same time) when absent. */
  private async load(id: string): Promise<Live> {
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

  private async loadFromStore(id: string, attempt = 0): Promise<Live> {
    const stored = await this.store.loadMatch(id);
    if (!stored) throw new ApiFailure(404, 'unknown-match', `no match ${id}`);
    const game = this.gameOf(stored.record.game);
    const dice = seededDice(stored.record.rng);
    // A match stored on other data (an earlier map) is refused by name, never replayed into a different game.
    try {
      checkDataVersion(game, stored.record.dataVersion);
    } catch (e) {
      const err = e as RuleError;
      throw new ApiFailure(409, 'old-data', err.message, null, err.textsWithRule());
    }
    let session: Session;
    try {
      session = Session.load(
        game,
        { format: 'arras-save', version: 1, game: game.id, config: stored.record.config, dataVersion: stored.record.dataVersion, journal: stored.journal },
        dice,
      );
    } catch (e) {
      throw new ApiFailure(500, 'corrupt', `match ${id} does not replay with the current rules: ${(e as Error).message}`);
    }
    if (session.hash() !== stored.stateHash) {
      console.warn(`match ${id}: replayed state hash ${session.hash()} differs from the stored ${stored.stateHash} (rules changed?); the journal wins`);
    }
    const live = newLive(stored.record, game, session, dice, this.watchersOf(id));
    // A crash between a person's action and the automatic moves it causes: finish them now.
    if (live.record.status === 'active' && !live.record.resigned) {
      const fromSeq = session.seq;
      if (runAutomatic(live, this.computer, false) > 0) {
        updateStatus(live);
        live.record.seq = session.seq;
        live.record.rng = dice.state!();
        try {
          await this.store.commit(id, {
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
    await this.clocks.load(live);
    live.hints = await this.coach.notes(id);
    this.remember(live);
    this.seats.schedule(live);
    return live;
  }

  private remember(live: Live): void {
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

  // ---- playing -------------------------------------------------------------------------------

  /** The match is still the one in memory, active and not closed. */
  private current(live: Live): boolean {
    return !this.closed && this.live.get(live.record.id) === live && live.record.status === 'active';
  }

  /** Resolves when no computer move is due in the match of `token` (for tests and tools). */
  async computerIdle(token: string): Promise<void> {
    await this.seats.whenIdle(await this.load((await this.tokenFor(token)).matchId));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweeper);
    clearInterval(this.clockTicker);
    clearInterval(this.presenceTicker);
    if (this.takeover) clearInterval(this.takeover);
    this.coach.close();
    await this.computer.close();
  }

  /**
   * Run `mutate` on the live session, then commit what it changed in one transaction and broadcast.
   * On any failure the in-memory match is dropped and reloaded from the store, so memory never runs
   * ahead of what is stored.
   */
  private async commitChange(live: Live, fromSeq: number, undo: number, mutate: () => number | void, seatsBefore = this.seatsToAct(live)): Promise<void> {
    const resignedBefore = live.record.resigned;
    const wasActive = live.record.status === 'active';
    try {
      mutate();
      updateStatus(live);
      const changed = live.session.seq !== fromSeq || undo > 0 || live.record.resigned !== resignedBefore;
      if (!changed) return;
      live.record.seq = live.session.seq;
      live.record.rng = live.dice.state!();
      await this.store.commit(live.record.id, {
        fromSeq,
        undo,
        append: live.session.journal.slice(fromSeq - undo),
        state: live.session.state,
        stateHash: live.session.hash(),
        rng: live.record.rng,
        status: live.record.status,
        result: live.record.result,
        resigned: live.record.resigned,
        computerDue: computerDueIn(live),
      });
      await this.clocks.afterChange(live);
    } catch (e) {
      // Memory never runs ahead of the store: drop this copy and load what is stored.
      // Its sockets stay with the match id (watchers) and follow the next copy, even if this load fails.
      if (this.live.get(live.record.id) === live) this.live.delete(live.record.id);
      const fresh = await this.load(live.record.id);
      if (e instanceof ConflictError) {
        // Another instance committed this step first: exactly one writer per step.
        fresh.cache.clear();
        await this.broadcast(fresh);
        throw new ApiFailure(409, 'stale', `stale: another request changed this game first (${e.message}); reload`);
      }
      throw e;
    }
    live.cache.clear();
    await this.broadcast(live);
    // One notice per turn, never per action: only a seat that was not to act before this change.
    for (const seat of this.seatsToAct(live)) if (!seatsBefore.includes(seat)) this.onTurn?.({ matchId: live.record.id, seat, seq: live.session.seq });
    if (wasActive && live.record.status === 'over') await this.rateIfRated(live);
  }

  /** The seats of persons (not the computer) to act now. */
  private seatsToAct(live: Live): string[] {
    if (live.record.status !== 'active') return [];
    const { game, session } = live;
    const seats = session.toAct().map((r) => (game.seatOf ? game.seatOf(session.state, r) : r));
    return [...new Set(seats)].filter((seat) => live.record.players[seat]?.kind === 'human');
  }

  /** Whether a page of `seat` in match `matchId` is open here (a live WebSocket of a link holding that seat). */
  watching(matchId: string, seat: string): boolean {
    for (const sub of this.watchers.get(matchId) ?? []) if (sub.access.seats.includes(seat)) return true;
    return false;
  }

  /**
   * Whether a page of `seat` is open on any instance (issue 30.2: no turn notice then): a socket here,
   * or the seat online in the shared presence (another instance renews it while a socket is open there).
   */
  async pageOpen(matchId: string, seat: string): Promise<boolean> {
    if (this.watching(matchId, seat)) return true;
    const now = Date.now();
    return ((await this.chat?.presence(matchId)) ?? []).some((p) => p.seat === seat && p.online_until > now);
  }

  /** How match `matchId` stands for the holder of `seats` (an account's games), or null when it is gone. */
  async seatSummary(matchId: string, seats: string[]): Promise<MatchSummary | null> {
    try {
      return await this.withMatch(matchId, (live) => this.summaryOf({ hash: '', matchId, kind: 'seat', seats }, live));
    } catch (e) {
      if (e instanceof ApiFailure && e.code === 'unknown-match') return null;
      throw e;
    }
  }

  /** A game just over: rate it if it is rated (once, whichever instance ends it; ratings.ts). */
  private async rateIfRated(live: Live): Promise<void> {
    const { ratings } = this;
    const result = live.record.result;
    if (!ratings || !result || live.game.roles.length !== 2) return;
    const seats = live.game.roles as unknown as [string, string];
    // 1 a win, 0.5 a draw, 0 a loss; a loss on time is a loss (result kind "time").
    const scores = Object.fromEntries(seats.map((s) => [s, result.winner === null ? 0.5 : rolesOf(live, [s]).includes(result.winner) ? 1 : 0]));
    try {
      await ratings.finish(live.record.id, live.game.id, seats, scores);
    } catch (e) {
      console.error(`match ${live.record.id}: rating failed:`, (e as Error).message);
    }
  }

  async player(id: string) {
    if (!this.ratings) throw new ApiFailure(404, 'unknown-player', 'this server keeps no ratings');
    const p = await this.ratings.player(id);
    return { ...p, ratings: p.ratings.map((r) => ({ ...r, title: this.games[r.game]?.title ?? r.game })) };
  }

  async act(token: string, body: { seq: number; action: unknown; role?: string }, lang = 'en'): Promise<Snapshot> {
    const access = await this.tokenFor(token);
    if (access.kind !== 'seat') throw new ApiFailure(403, 'forbidden', 'an observer link cannot act');
    return this.withMatch(access.matchId, async (live) => {
      // A request made on a step this copy has not heard of yet (another instance is ahead): catch up.
      if (body.seq > live.session.seq && this.store.onChange) await this.refresh(live);
      if (live.record.status === 'over') throw new ApiFailure(409, 'game-over', 'the game is over');
      const mine = rolesOf(live, access.seats);
      const acting = live.session.toAct();
      let role = body.role;
      if (role === undefined) role = mine.find((r) => acting.includes(r)) ?? mine[0];
      if (!role || !mine.includes(role)) {
        throw new ApiFailure(403, 'wrong-role', `this link plays ${mine.join(' and ') || 'no side'} now, not ${role}`);
      }
      this.refuseOutOfTime(live);
      // Against the step count this role was shown (Session.seqFor), so that a stale request never
      // reaches the rules.
      let shown = live.session.seqFor(role);
      // A count this copy does not show may be one another instance is at: catch up once, then judge.
      if (body.seq !== shown && this.store.onChange) {
        await this.refresh(live);
        shown = live.session.seqFor(role);
      }
      if (body.seq !== shown) {
        throw new ApiFailure(409, 'stale', `stale action: it was made at step ${body.seq} but the game is at step ${shown}`);
      }
      const fromSeq = live.session.seq;
      const seatsBefore = this.seatsToAct(live);
      try {
        live.session.act(role, body.action, fromSeq);
      } catch (e) {
        if (e instanceof RuleError) throw fromRuleError(e);
        throw e;
      }
      await this.commitChange(live, fromSeq, 0, () => runAutomatic(live, this.computer, false), seatsBefore);
      this.seats.schedule(live);
      return this.snapshot(token, access, live, lang);
    });
  }

  async undo(token: string, body: { seq: number; role?: string }, lang = 'en'): Promise<Snapshot> {
    const access = await this.tokenFor(token);
    if (access.kind !== 'seat') throw new ApiFailure(403, 'forbidden', 'an observer link cannot undo');
    return this.withMatch(access.matchId, async (live) => {
      if (body.seq > live.session.seq && this.store.onChange) await this.refresh(live);
      if (live.record.status === 'over') throw new ApiFailure(409, 'game-over', 'the game is over');
      this.refuseOutOfTime(live);
      const mine = rolesOf(live, access.seats);
      const role = body.role ?? mine.find((r) => live.session.canUndo(r));
      // The step count this role was shown (Session.seqFor).
      const shown = role ? live.session.seqFor(role) : live.session.seq;
      if (body.seq !== shown) throw new ApiFailure(409, 'stale', `stale undo: made at step ${body.seq}, the game is at step ${shown}`);
      if (!role || !mine.includes(role))
        throw new ApiFailure(409, 'illegal', 'nothing to undo: undo never crosses a die roll, a reveal or a change of the player to act');
      const fromSeq = live.session.seq;
      try {
        live.session.undo(role);
      } catch (e) {
        if (e instanceof RuleError) throw fromRuleError(e);
        throw e;
      }
      await this.commitChange(live, fromSeq, 1, () => {});
      return this.snapshot(token, access, live, lang);
    });
  }

  async resign(token: string, body: { role?: string }, lang = 'en'): Promise<Snapshot> {
    const access = await this.tokenFor(token);
    if (access.kind !== 'seat') throw new ApiFailure(403, 'forbidden', 'an observer link cannot resign');
    return this.withMatch(access.matchId, async (live) => {
      if (live.record.status === 'over') throw new ApiFailure(409, 'game-over', 'the game is over');
      const seat = body.role ? access.seats.find((s) => s === body.role || rolesOf(live, [s]).includes(body.role!)) : access.seats[0];
      if (!seat) throw new ApiFailure(403, 'wrong-role', `this link does not hold ${body.role}`);
      const { game, session } = live;
      const fromSeq = session.seq;
      await this.commitChange(live, fromSeq, 0, () => {
        // Resignation is not part of the game contract: the server ends the match for every game alike.
        live.record.resigned = seat;
        const losers = rolesOf(live, [seat]);
        const others = game.roles.filter((r) => !losers.includes(r));
        const scores: Record<string, number> = {};
        for (const r of game.roles) scores[r] = losers.includes(r) ? 0 : 1;
        live.record.result = {
          winner: others.length === 1 ? others[0] : null,
          kind: 'resignation',
          detail: `${seat} resigned at step ${session.seq}`,
          scores,
        };
      });
      // updateStatus keeps the resignation result.
      await this.systemLine(live, 'chat.sys.resigned', { seat });
      return this.snapshot(token, access, live, lang);
    });
  }

  // ---- seeing --------------------------------------------------------------------------------

  async snapshotFor(token: string, lang = 'en'): Promise<Snapshot> {
    const access = await this.tokenFor(token);
    return this.withMatch(access.matchId, async (live) => {
      // Several instances on one store: a change committed through another instance is served at once,
      // not only when its notice arrives (a player's next request may reach either instance).
      if (this.store.storedSeq && (await this.store.storedSeq(live.record.id)) !== live.record.seq) await this.refresh(live);
      return this.snapshot(token, access, live, lang);
    });
  }

  private async snapshot(token: string, access: TokenRecord, live: Live, lang: string): Promise<Snapshot> {
    const { part } = snapshotPart(access, live, lang);
    return { ...part, access: access.kind, seats: access.seats, rematchLink: await this.rematchLinkFor(token, access, live), clock: this.clocks.view(live) };
  }

  private async rematchLinkFor(token: string, access: TokenRecord, live: Live): Promise<string | null> {
    if (!live.record.rematch) return null;
    const t = await this.claimRematch(token, access, live.record.rematch, live.game);
    return access.kind === 'observer' ? `/watch/${t}` : `/play/${t}`;
  }

  /** The view of `role` after `step` steps: any side once the game is over, the link's own during play (replay.ts). */
  async replay(token: string, step: number, role: string, lang = 'en'): Promise<ReplayFrame> {
    const access = await this.tokenFor(token);
    return this.withMatch(access.matchId, (live) => replayFrame(live, access, step, role, lang));
  }

  /** The analysis of the match (coach.ts): kept, running, or (`start`) started now. */
  async analysis(token: string, start: boolean): Promise<AnalysisReply> {
    return this.coach.analysis(await this.tokenFor(token), start);
  }

  /** A hint for the seat of `token` to move, in a game against the computer (coach.ts). */
  async hint(token: string, lang = 'en'): Promise<HintReply> {
    return this.coach.hint(await this.tokenFor(token), asLang(lang) ?? 'en');
  }

  /**
   * A finished match's save (issue 33): setup, journal, the generator's last state, the dice seed
   * revealed and the commitment published at the start, for `arras verify SAVE` (dice-proof.ts).
   * Only once the game is over: before, the journal holds the other side's secrets and the seed
   * would foretell the dice.
   */
  async save(token: string): Promise<SaveFile> {
    const access = await this.tokenFor(token);
    return this.withMatch(access.matchId, (live) => {
      if (live.record.status !== 'over') throw new ApiFailure(409, 'not-over', 'the save (with the dice seed) opens once the game is over');
      const file = live.session.save();
      if (live.record.seed) Object.assign(file, { seed: live.record.seed, commitment: live.commitment });
      return file;
    });
  }

  /** The whole log this link may see now (a snapshot carries only the last LOG_LIMIT entries). */
  async fullLog(token: string, lang = 'en'): Promise<{ log: LogItem[] }> {
    const access = await this.tokenFor(token);
    return this.withMatch(access.matchId, (live) => {
      const { part } = snapshotPart(access, live, lang);
      return { log: visibleLogItems(live.session, part.perspective, textLang(live.game, lang), undefined, live.hints, lang) };
    });
  }

  /**
   * Why a thing of the map (`ref`: an area, hex or unit id) can do nothing now: each kind of legal
   * action is tried with the thing in place of the one it names, and the game's own refusal (with
   * its rule) is given. Null when the game has nothing to say (the page then repeats the prompt).
   */
  async why(token: string, ref: string, fields?: string[]): Promise<{ message: string; rule: string | null } | null> {
    const access = await this.tokenFor(token);
    return this.withMatch(access.matchId, (live) => whyIn(live, access, ref, fields));
  }

  /** How a link's match stands (whose turn), for the start page. */
  async summary(token: string): Promise<MatchSummary> {
    const access = await this.tokenFor(token);
    return this.withMatch(access.matchId, (live) => this.summaryOf(access, live));
  }

  private summaryOf(access: TokenRecord, live: Live): MatchSummary {
    const { part } = snapshotPart(access, live, 'en');
    return {
      matchId: live.record.id,
      game: live.game.id,
      title: live.game.title,
      seq: part.seq,
      status: part.status,
      toAct: part.toAct,
      myRoles: part.myRoles,
      yourTurn: part.legal.length > 0,
      updatedAt: live.record.updatedAt,
      clock: this.clocks.view(live),
    };
  }

  // ---- the public lobby (open invitations the creator chose to list) -----------------------------

  async lobby(filter: { game?: string; pace?: string; minRating?: number; maxRating?: number } = {}): Promise<{ open: LobbyEntry[] }> {
    const open: LobbyEntry[] = [];
    for (const r of (await this.store.listLobby?.()) ?? []) {
      const game = this.games[r.game];
      if (!game) continue;
      // Issue 30: the pace, whether it is rated, and the creator's rating for this game.
      const pace = (await this.clocks.store?.load(r.matchId))?.pace ?? null;
      const rated = (await this.ratings?.isRated(r.matchId)) ?? false;
      // The creator's player, by name, when an account holds the creator's seat.
      const host = (await this.ratings?.playerOf(r.matchId, r.host)) ?? null;
      const hr = rated && host ? await this.ratings!.rating(host.id, game.id) : null;
      // A creator without a rated game of this one yet shows as unrated (null), not as Glicko's 1500.
      const hostRating = hr && hr.games > 0 ? Math.round(hr.rating) : null;
      // Filters (issue 30.6): a rating range keeps rated games whose creator's rating (1500 while unrated) is in it.
      if (filter.game && filter.game !== game.id) continue;
      if (filter.pace && filter.pace !== (pace ?? 'untimed')) continue;
      const shown = hr ? hr.rating : 1500;
      if (
        (filter.minRating !== undefined || filter.maxRating !== undefined) &&
        (!rated || shown < (filter.minRating ?? 0) || shown > (filter.maxRating ?? Infinity))
      )
        continue;
      open.push({
        matchId: r.matchId,
        game: game.id,
        title: game.title,
        scenario: r.scenario,
        seat: r.seat,
        host: r.host,
        createdAt: r.createdAt,
        pace,
        rated,
        hostRating,
        hostPlayer: host?.id ?? null,
        hostName: host?.name ?? null,
      });
    }
    return { open };
  }

  /**
   * Take an open seat of the lobby (issue 33): its link is made now, for this taker only, and stored
   * (as a hash) in the same transaction that unlists the seat; of concurrent takers exactly one gets
   * it, the others 410.
   */
  async joinLobby(matchId: string, seat: string): Promise<{ url: string; token: string; seat: string }> {
    const token = newToken();
    const taken = (await this.store.takeLobby?.(matchId, seat, { hash: hashToken(token), matchId, kind: 'seat', seats: [seat] })) ?? 'unknown';
    if (taken === 'unknown') throw new ApiFailure(404, 'unknown-link', 'no such invitation in the lobby');
    if (taken === 'taken') throw new ApiFailure(410, 'taken', 'this seat has already been taken (or its game is over): the invitation is closed');
    return { url: `/play/${token}`, token, seat };
  }

  /** Live updates for a link: `send` gets each as a WebSocket message (Subscriber.send). */
  async subscribe(token: string, send: (messageJson: string) => void, lang = 'en'): Promise<() => void> {
    const access = await this.tokenFor(token);
    const sub: Subscriber = { token, access, lang, send, delta: new ViewDelta() };
    await this.withMatch(access.matchId, async (live) => {
      live.subscribers.add(sub);
      send(message(sub, live, await this.rematchLinkFor(token, access, live), this.clocks.view(live))!);
      if (access.kind === 'seat') await this.seen(live, access.seats, true);
    });
    return () => {
      const subs = this.watchers.get(access.matchId);
      subs?.delete(sub);
      this.forgetWatchers(access.matchId);
      // The seats of this link with no socket left here: last seen now.
      const gone = access.seats.filter((seat) => ![...(subs ?? [])].some((o) => o.access.kind === 'seat' && o.access.seats.includes(seat)));
      if (access.kind === 'seat' && gone.length) void this.withMatch(access.matchId, (live) => this.seen(live, gone, false)).catch(() => {});
    };
  }

  private async broadcast(live: Live): Promise<void> {
    for (const sub of live.subscribers) {
      // A failure to build the update (the database away) is not the socket's: it stays subscribed.
      const update = message(sub, live, await this.rematchLinkFor(sub.token, sub.access, live), this.clocks.view(live));
      if (update === null) continue;
      try {
        sub.send(update);
      } catch {
        live.subscribers.delete(sub);
      }
    }
  }

  // ---- clocks (issue 30.3) ---------------------------------------------------------------------

  /** A seat whose time has run out acts no more: the forfeit follows within a tick of the clocks. */
  private refuseOutOfTime(live: Live): void {
    const seat = outOfTime(live.clock, Date.now());
    if (seat) throw new ApiFailure(409, 'out-of-time', `${seat} has run out of time: the seat whose time runs out forfeits the game`);
  }

  /** Ask for a pause (vacation), accept or decline the other's, or resume the clocks. */
  async clockRequest(token: string, op: ClockRequest, lang = 'en'): Promise<Snapshot> {
    const access = await this.tokenFor(token);
    if (access.kind !== 'seat') throw new ApiFailure(403, 'forbidden', 'an observer link cannot pause the clocks');
    return this.withMatch(access.matchId, async (live) => {
      if (this.store.onChange) await this.clocks.load(live);
      await this.clocks.request(live, access.seats, op);
      await this.broadcast(live);
      const c = live.clock!;
      const seat = access.seats.find((x) => x in c.remaining) ?? access.seats[0];
      await this.systemLine(
        live,
        op === 'pause' && !c.paused
          ? 'chat.sys.pauseAsk'
          : op === 'resume'
            ? 'chat.sys.resumed'
            : op === 'decline'
              ? 'chat.sys.pauseDeclined'
              : 'chat.sys.paused',
        { seat },
      );
      return this.snapshot(token, access, live, lang);
    });
  }

  /**
   * Every instance looks for clocks that ran out; the one that claims a clock's row (clocks.ts) ends
   * the match: the seat out of time forfeits (result kind "time"), as a resignation would.
   */
  async enforceClocks(now = Date.now()): Promise<number> {
    const store = this.clocks.store;
    if (!store || this.closed) return 0;
    let forfeits = 0;
    try {
      for (const id of await store.due(now)) {
        if (!(await store.claim(id, now))) continue;
        if (await this.forfeitOnTime(id)) forfeits++;
        else await store.release(id);
      }
    } catch (e) {
      if (!this.closed) console.error('clocks:', (e as Error).message);
    }
    return forfeits;
  }

  private async forfeitOnTime(id: string): Promise<boolean> {
    return this.withMatch(id, async (live) => {
      // The copy here and its clock as stored: forfeit only on the step the clock was computed at.
      if (this.store.onChange) await this.refresh(live);
      else await this.clocks.load(live);
      const clock = live.clock;
      const seat = outOfTime(clock, Date.now());
      if (!clock || !seat || live.record.status !== 'active' || clock.seq !== live.session.seq) return false;
      const { game } = live;
      await this.commitChange(live, live.session.seq, 0, () => {
        live.record.resigned = seat;
        const losers = rolesOf(live, [seat]);
        const scores: Record<string, number> = {};
        for (const r of game.roles) scores[r] = losers.includes(r) ? 0 : 1;
        const others = game.roles.filter((r) => !losers.includes(r));
        live.record.result = { winner: others.length === 1 ? others[0] : null, kind: 'time', detail: `${seat} ran out of time and forfeits`, scores };
        // The clock stops with the seat's time at zero.
        live.clock = { ...clock, remaining: { ...clock.remaining, [seat]: 0 }, running: [], since: Date.now(), flagged: seat, pauseAsk: null };
      });
      await this.clocks.store!.save(id, live.clock!);
      await this.systemLine(live, 'chat.sys.timeForfeit', { seat });
      return true;
    });
  }

  // ---- chat and presence (issue 30.4) -----------------------------------------------------------

  private async seatAccess(token: string): Promise<TokenRecord> {
    const access = await this.tokenFor(token);
    // Observers do not see the chat, as on Rally the Troops.
    if (access.kind !== 'seat') throw new ApiFailure(403, 'forbidden', 'the chat is between the players: an observer link does not see it');
    return access;
  }

  private async presenceOf(live: Live): Promise<Record<string, Presence>> {
    const now = Date.now();
    const out: Record<string, Presence> = {};
    for (const seat of live.game.roles) if (live.record.players[seat]?.kind === 'human') out[seat] = { online: false, lastSeen: null };
    for (const p of (await this.chat?.presence(live.record.id)) ?? []) {
      if (out[p.seat]) out[p.seat] = { online: p.online_until > now, lastSeen: p.last_seen };
    }
    return out;
  }

  /** A seat's socket opened (online) or its last one here closed (last seen now). */
  private async seen(live: Live, seats: string[], online: boolean): Promise<void> {
    if (!this.chat) return;
    const now = Date.now();
    for (const seat of seats) await this.chat.setPresence(live.record.id, seat, online ? now + PRESENCE_TTL_MS : now, online ? null : now, true);
    await this.pushChat(live);
  }

  /**
   * A seat whose page closed on another instance while it is still open here stays online (issue
   * 30.2: no turn notice while the page is open anywhere), without waiting for the next renewal.
   */
  private async holdPresence(live: Live): Promise<void> {
    const subs = this.watchers.get(live.record.id);
    if (!this.chat || !subs) return;
    const here = new Set([...subs].filter((s) => s.access.kind === 'seat').flatMap((s) => s.access.seats));
    if (here.size === 0) return;
    const now = Date.now();
    const rows = await this.chat.presence(live.record.id);
    for (const seat of here) {
      if (!rows.some((p) => p.seat === seat && p.online_until > now)) await this.chat.setPresence(live.record.id, seat, now + PRESENCE_TTL_MS, null, true);
    }
  }

  /** Every PRESENCE_RENEW_MS: the seats with a socket here stay online. */
  private async renewPresence(): Promise<void> {
    if (!this.chat || this.closed) return;
    const now = Date.now();
    try {
      for (const [id, subs] of this.watchers) {
        const seats = new Set([...subs].filter((s) => s.access.kind === 'seat').flatMap((s) => s.access.seats));
        for (const seat of seats) await this.chat.setPresence(id, seat, now + PRESENCE_TTL_MS, null, false);
      }
    } catch (e) {
      if (!this.closed) console.error('presence:', (e as Error).message);
    }
  }

  /** What a seat link has not yet received of the chat (blocked seats' lines left out), with the presence of every seat. */
  private async chatFor(live: Live, seats: string[], lang: string, after: number): Promise<{ lines: ChatLine[]; blocked: string[] }> {
    const blocked = await this.chat!.blocked(live.record.id, seats);
    const rows = await this.chat!.lines(
      live.record.id,
      after,
      blocked.filter((s) => !seats.includes(s)),
    );
    return { lines: rows.map((r) => lineFor(r, lang)), blocked };
  }

  /** Send each seat socket of `live` its new chat lines and the seats' presence (never to observers). */
  private async pushChat(live: Live, resetFor?: (sub: Subscriber) => boolean): Promise<void> {
    if (!this.chat) return;
    const reset = !!resetFor;
    const subs = [...live.subscribers].filter((s) => s.access.kind === 'seat' && (!resetFor || resetFor(s)));
    if (subs.length === 0) return;
    const presence = await this.presenceOf(live);
    for (const sub of subs) {
      // The lines are read from the database: if it is away, the socket stays and gets them with the next push.
      const { lines, blocked } = await this.chatFor(live, sub.access.seats, sub.lang, reset ? 0 : (sub.chatAfter ?? 0));
      try {
        sub.send(JSON.stringify({ type: 'chat', reset, lines, blocked, presence }));
        if (lines.length) sub.chatAfter = lines[lines.length - 1].id;
      } catch {
        live.subscribers.delete(sub);
      }
    }
  }

  private async systemLine(live: Live, key: string, params: Record<string, string>): Promise<void> {
    if (!this.chat) return;
    await this.chat.add(live.record.id, null, null, key, params, Date.now());
    await this.pushChat(live);
  }

  /** The chat of a seat link: its lines (the latest CHAT_KEEP), the seats it blocked, and presence. */
  async chatLines(token: string, lang = 'en'): Promise<{ lines: ChatLine[]; blocked: string[]; presence: Record<string, Presence> }> {
    const access = await this.seatAccess(token);
    if (!this.chat) return { lines: [], blocked: [], presence: {} };
    return this.withMatch(access.matchId, async (live) => ({ ...(await this.chatFor(live, access.seats, lang, 0)), presence: await this.presenceOf(live) }));
  }

  async chatSay(token: string, text: string): Promise<{ line: ChatLine }> {
    const access = await this.seatAccess(token);
    const clean = cleanLine(text);
    if (clean === null) throw new ApiFailure(400, 'malformed', 'a chat line has 1 to 500 characters');
    if (!this.chat) throw new ApiFailure(409, 'no-chat', 'this server keeps no chat');
    return this.withMatch(access.matchId, async (live) => {
      const at = Date.now();
      const id = await this.chat!.add(live.record.id, access.seats[0], clean, null, null, at);
      await this.pushChat(live);
      return { line: { id, seat: access.seats[0], text: clean, at } };
    });
  }

  /** Block (or unblock) the other seat: the blocker no longer receives its lines. */
  async chatBlock(token: string, seat: string, on: boolean): Promise<{ blocked: string[] }> {
    const access = await this.seatAccess(token);
    return this.withMatch(access.matchId, async (live) => {
      if (!live.game.roles.includes(seat) || access.seats.includes(seat)) throw new ApiFailure(400, 'malformed', `"${seat}" is not another seat of this game`);
      for (const mine of access.seats) await this.chat?.block(live.record.id, mine, seat, on);
      // The blocker's sockets get the chat again from the start, without the blocked seat's lines.
      await this.pushChat(live, (sub) => sub.token === token);
      return { blocked: (await this.chat?.blocked(live.record.id, access.seats)) ?? [] };
    });
  }

  /** Report another seat's line to the operator (stored with its text in chat_reports). */
  async chatReport(token: string, line: number, reason: string): Promise<{ reported: true }> {
    const access = await this.seatAccess(token);
    const ok = await this.chat?.report(access.matchId, access.seats[0], line, reason, Date.now());
    if (!ok) throw new ApiFailure(404, 'unknown-line', 'no such chat line from a player in this game');
    return { reported: true };
  }

  liveCount(): number {
    return this.live.size;
  }
}
