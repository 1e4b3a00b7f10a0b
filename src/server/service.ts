// Matches in play: the domain logic of the server, independent of HTTP. A match lives in memory as a
// kernel Session (loaded from the store by replaying its journal); every change is committed to the
// store in one transaction before anyone hears of it, then pushed to every subscribed link. Requests
// on one match run one at a time (Live.lock). With a store shared by several instances (PostgreSQL),
// a change committed elsewhere is replayed here on notice and pushed to this instance's sockets, and
// the computer's seats are played only by the instance holding the match's lease.
//
// Split along its lines: live.ts (a match in memory, errors, links), live-matches.ts (the matches in
// memory: loading, one request at a time, dropping), new-match.ts (new matches and rematches, their
// links), lobby.ts (the public lobby), snapshots.ts (what each link sees, the WebSocket messages: the
// broadcast side), computer-seats.ts (automatic moves and the computer's turns), clock-keeper.ts
// (pauses, forfeits on time), chat-room.ts (chat and presence), replay.ts (a finished match at any
// step); this file loads, changes, commits and broadcasts matches.
import { newDiceSeed } from '../kernel/dice-proof.ts';
import { type GameDefinition, RuleError, hasOwn } from '../kernel/game.ts';
import type { SaveFile } from '../kernel/session.ts';
import { ViewDelta } from '../protocol/view-delta.ts';
import type { CreatedMatch, GameInfo, LobbyEntry, LogItem, MatchSummary, ReplayFrame, Snapshot } from '../protocol/types.ts';
import { type ComputerOptions, ComputerRunner } from './computer.ts';
import { ComputerSeats, computerDueIn, runAutomatic } from './computer-seats.ts';
import { type CreateRequest, type Live, type Subscriber, ApiFailure, forfeitResult, fromRuleError, hashToken, refused, rolesOf, updateStatus } from './live.ts';
import { replayFrame } from './replay.ts';
import { Coach, type CoachOptions } from './coach.ts';
import type { AnalysisReply, HintReply } from '../protocol/coach.ts';
import { asLang, translate } from '../i18n/index.ts';
import { type ClockRequest, MatchClocks, clockStoreOf } from './clocks.ts';
import { Ratings } from './ratings.ts';
import { chatStoreOf } from './chat.ts';
import type { Pace } from '../protocol/clock.ts';
import { message, snapshotPart, textLang, visibleLogItems, whyIn } from './snapshots.ts';
import { ConflictError, type MatchRecord, type MatchStore, type TokenRecord } from './storage.ts';
import { LiveMatches } from './live-matches.ts';
import { NewMatches } from './new-match.ts';
import { Lobby } from './lobby.ts';
import { ClockKeeper, refuseOutOfTime } from './clock-keeper.ts';
import { ChatRoom } from './chat-room.ts';

export { ApiFailure, type CreateRequest } from './live.ts';
export { swapSide } from './new-match.ts';

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
export interface TurnStart {
  matchId: string;
  seat: string;
  seq: number;
}

export class MatchService {
  private readonly store: MatchStore;
  private readonly games: Record<string, GameDefinition>;
  private readonly computerSliceMs: number;
  private readonly computer: ComputerRunner;
  private readonly seats: ComputerSeats;
  private readonly newSeed: () => string;
  /** The matches in memory and the sockets of each match (live-matches.ts). */
  private readonly matches: LiveMatches;
  private closed = false;
  /** Told of each turn a person's seat begins, after its commit (accounts/notices.ts). */
  onTurn: ((turn: TurnStart) => void) | null = null;
  /**
   * Told of each rematch once it is stored, before its creator hears of it (accounts/routes.ts: the
   * accounts holding seats of the old match hold the same players' seats of the new one).
   */
  onRematch: ((from: string, to: string, seatOf: (seat: string) => string) => Promise<void>) | null = null;
  readonly clocks: MatchClocks;
  readonly ratings: Ratings | null;
  /** Analyses and hints (issue 32). */
  readonly coach: Coach;
  private readonly newMatches: NewMatches;
  private readonly openLobby: Lobby;
  private readonly clockKeeper: ClockKeeper;
  /** The chat and presence of the seats (issue 30.4). */
  readonly chatRoom: ChatRoom;

  constructor(opts: ServiceOptions) {
    this.store = opts.store;
    this.games = opts.games;
    this.newSeed = opts.diceSeed ?? newDiceSeed;
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
    this.clocks = new MatchClocks(clockStoreOf(this.store), opts.paces);
    this.matches = new LiveMatches(
      {
        store: this.store,
        clocks: this.clocks,
        computer: this.computer,
        closed: () => this.closed,
        gameOf: (id) => this.gameOf(id),
        notes: (id) => this.coach.notes(id),
        schedule: (live) => this.seats.schedule(live),
        broadcast: (live) => this.broadcast(live),
        holdPresence: (live) => this.chatRoom.holdPresence(live),
        pushChat: (live) => this.chatRoom.pushChat(live),
      },
      opts.maxLive ?? 2000,
      opts.idleMs ?? 60_000,
      opts.takeoverMs ?? 1000,
    );
    const { matches } = this;
    const host = {
      store: this.store,
      clocks: this.clocks,
      closed: () => this.closed,
      tokenFor: (token: string) => this.tokenFor(token),
      withMatch: <T>(id: string, fn: (live: Live) => T | Promise<T>) => this.withMatch(id, fn),
      broadcast: (live: Live) => this.broadcast(live),
    };
    this.clockKeeper = new ClockKeeper(
      {
        ...host,
        refresh: (live) => this.matches.refresh(live),
        commitChange: (live, fromSeq, undo, mutate) => this.commitChange(live, fromSeq, undo, mutate),
        snapshot: (token, access, live, lang) => this.snapshot(token, access, live, lang),
        systemLine: (live, key, params) => this.chatRoom.systemLine(live, key, params),
      },
      opts.clockTickMs ?? 1000,
    );
    this.chatRoom = new ChatRoom(chatStoreOf(this.store), { ...host, watchers: matches.watchers });
    this.ratings = Ratings.of(this.store);
    this.newMatches = new NewMatches({
      ...host,
      ratings: this.ratings,
      computer: this.computer,
      newSeed: () => this.newSeed(),
      gameOf: (id) => this.gameOf(id),
      load: (id) => matches.load(id),
      inMemory: (id) => matches.get(id),
      remember: (live) => matches.remember(live),
      watchersOf: (id) => matches.watchersOf(id),
      forgetWatchers: (id) => matches.forgetWatchers(id),
      schedule: (live) => this.seats.schedule(live),
      onRematch: (from, to, seatOf) => this.onRematch?.(from, to, seatOf),
    });
    this.openLobby = new Lobby(this.store, this.games, this.clocks, this.ratings);
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
  }

  /** Run `fn` on match `id` once the requests before it on this match are done (LiveMatches.withMatch). */
  private withMatch<T>(id: string, fn: (live: Live) => T | Promise<T>): Promise<T> {
    return this.matches.withMatch(id, fn);
  }

  /** Drop from memory the matches nobody watches or plays (not even the computer) for `idleMs`. */
  sweep(now = Date.now()): number {
    return this.matches.sweep(now);
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
    if (!game)
      throw refused(404, 'unknown-game', 'api.unknownGame', (lang) => ({
        game: id,
        known: Object.keys(this.games).join(', ') || translate(lang, 'common.none'),
      }));
    return game;
  }

  // ---- creating (new-match.ts, lobby.ts) -------------------------------------------------------

  create(req: CreateRequest, rematchOf?: { record: MatchRecord; token: string }): Promise<CreatedMatch> {
    return this.newMatches.create(req, rematchOf);
  }

  rematch(token: string): Promise<CreatedMatch> {
    return this.newMatches.rematch(token);
  }

  /** The open invitations their creators chose to list (lobby.ts). */
  lobby(filter: { game?: string; pace?: string; minRating?: number; maxRating?: number } = {}): Promise<{ open: LobbyEntry[] }> {
    return this.openLobby.lobby(filter);
  }

  /** Take an open seat of the lobby: its link, made now, once (lobby.ts). */
  joinLobby(matchId: string, seat: string): Promise<{ url: string; token: string; seat: string }> {
    return this.openLobby.joinLobby(matchId, seat);
  }

  // ---- loading -------------------------------------------------------------------------------

  async tokenFor(token: string): Promise<TokenRecord> {
    if (typeof token !== 'string' || token.length < 16 || token.length > 64) throw refused(404, 'unknown-link', 'api.unknownLink');
    const rec = await this.store.findToken(hashToken(token));
    if (!rec) throw refused(404, 'unknown-link', 'api.unknownLink');
    return rec;
  }

  // ---- playing -------------------------------------------------------------------------------

  /** The match is still the one in memory, active and not closed. */
  private current(live: Live): boolean {
    return !this.closed && this.matches.get(live.record.id) === live && live.record.status === 'active';
  }

  /** Resolves when no computer move is due in the match of `token` (for tests and tools). */
  async computerIdle(token: string): Promise<void> {
    await this.seats.whenIdle(await this.matches.load((await this.tokenFor(token)).matchId));
  }

  async close(): Promise<void> {
    this.closed = true;
    this.matches.close();
    this.clockKeeper.close();
    this.chatRoom.close();
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
      this.matches.drop(live);
      const fresh = await this.matches.load(live.record.id);
      if (e instanceof ConflictError) {
        // Another instance committed this step first: exactly one writer per step.
        fresh.cache.clear();
        await this.broadcast(fresh);
        throw refused(409, 'stale', 'api.staleWrite', { reason: e.message });
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
    if (!this.ratings) throw refused(404, 'unknown-player', 'api.noRatings');
    const p = await this.ratings.player(id);
    return { ...p, ratings: p.ratings.map((r) => ({ ...r, title: this.games[r.game]?.title ?? r.game })) };
  }

  async act(token: string, body: { seq: number; action: unknown; role?: string }, lang = 'en'): Promise<Snapshot> {
    const access = await this.tokenFor(token);
    if (access.kind !== 'seat') throw refused(403, 'forbidden', 'api.observerActs');
    return this.withMatch(access.matchId, async (live) => {
      // A request made on a step this copy has not heard of yet (another instance is ahead): catch up.
      if (body.seq > live.session.seq && this.store.onChange) await this.matches.refresh(live);
      if (live.record.status === 'over') throw refused(409, 'game-over', 'api.gameOver');
      const mine = rolesOf(live, access.seats);
      const acting = live.session.toAct();
      let role = body.role;
      if (role === undefined) role = mine.find((r) => acting.includes(r)) ?? mine[0];
      if (!role || !mine.includes(role)) {
        throw refused(403, 'wrong-role', 'api.wrongSide', (lang) => ({
          sides: mine.join(translate(lang, 'common.and')) || translate(lang, 'api.noSide'),
          side: role,
        }));
      }
      refuseOutOfTime(live);
      // Against the step count this role was shown (Session.seqFor), so that a stale request never
      // reaches the rules.
      let shown = live.session.seqFor(role);
      // A count this copy does not show may be one another instance is at: catch up once, then judge.
      if (body.seq !== shown && this.store.onChange) {
        await this.matches.refresh(live);
        shown = live.session.seqFor(role);
      }
      if (body.seq !== shown) {
        throw refused(409, 'stale', 'api.staleAction', { made: body.seq, now: shown });
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
    if (access.kind !== 'seat') throw refused(403, 'forbidden', 'api.observerUndoes');
    return this.withMatch(access.matchId, async (live) => {
      if (body.seq > live.session.seq && this.store.onChange) await this.matches.refresh(live);
      if (live.record.status === 'over') throw refused(409, 'game-over', 'api.gameOver');
      refuseOutOfTime(live);
      const mine = rolesOf(live, access.seats);
      const role = body.role ?? mine.find((r) => live.session.canUndo(r));
      // The step count this role was shown (Session.seqFor).
      const shown = role ? live.session.seqFor(role) : live.session.seq;
      if (body.seq !== shown) throw refused(409, 'stale', 'api.staleUndo', { made: body.seq, now: shown });
      if (!role || !mine.includes(role)) throw refused(409, 'illegal', 'api.nothingToUndo');
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
    if (access.kind !== 'seat') throw refused(403, 'forbidden', 'api.observerResigns');
    return this.withMatch(access.matchId, async (live) => {
      if (live.record.status === 'over') throw refused(409, 'game-over', 'api.gameOver');
      const seat = body.role ? access.seats.find((s) => s === body.role || rolesOf(live, [s]).includes(body.role!)) : access.seats[0];
      if (!seat) throw refused(403, 'wrong-role', 'api.notHeld', { side: String(body.role) });
      const { session } = live;
      const fromSeq = session.seq;
      await this.commitChange(live, fromSeq, 0, () => {
        // Resignation is not part of the game contract: the server ends the match for every game alike.
        live.record.resigned = seat;
        live.record.result = forfeitResult(live, seat, 'resignation', `${seat} resigned at step ${session.seq}`);
      });
      // updateStatus keeps the resignation result.
      await this.chatRoom.systemLine(live, 'chat.sys.resigned', { seat });
      return this.snapshot(token, access, live, lang);
    });
  }

  // ---- seeing --------------------------------------------------------------------------------

  async snapshotFor(token: string, lang = 'en'): Promise<Snapshot> {
    const access = await this.tokenFor(token);
    return this.withMatch(access.matchId, async (live) => {
      // Several instances on one store: a change committed through another instance is served at once,
      // not only when its notice arrives (a player's next request may reach either instance).
      if (this.store.storedSeq && (await this.store.storedSeq(live.record.id)) !== live.record.seq) await this.matches.refresh(live);
      return this.snapshot(token, access, live, lang);
    });
  }

  private async snapshot(token: string, access: TokenRecord, live: Live, lang: string): Promise<Snapshot> {
    const { part } = snapshotPart(access, live, lang);
    return {
      ...part,
      access: access.kind,
      seats: access.seats,
      rematchLink: await this.newMatches.rematchLinkFor(token, access, live),
      clock: this.clocks.view(live),
    };
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
      if (live.record.status !== 'over') throw refused(409, 'not-over', 'api.saveNotOver');
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

  /** Live updates for a link: `send` gets each as a WebSocket message (Subscriber.send). */
  async subscribe(token: string, send: (messageJson: string) => void, lang = 'en'): Promise<() => void> {
    const access = await this.tokenFor(token);
    const sub: Subscriber = { token, access, lang, send, delta: new ViewDelta() };
    await this.withMatch(access.matchId, async (live) => {
      live.subscribers.add(sub);
      send(message(sub, live, await this.newMatches.rematchLinkFor(token, access, live), this.clocks.view(live))!);
      if (access.kind === 'seat') await this.chatRoom.seen(live, access.seats, true);
    });
    return () => {
      const subs = this.matches.watchers.get(access.matchId);
      subs?.delete(sub);
      this.matches.forgetWatchers(access.matchId);
      // The seats of this link with no socket left here: last seen now.
      const gone = access.seats.filter((seat) => ![...(subs ?? [])].some((o) => o.access.kind === 'seat' && o.access.seats.includes(seat)));
      if (access.kind === 'seat' && gone.length) void this.withMatch(access.matchId, (live) => this.chatRoom.seen(live, gone, false)).catch(() => {});
    };
  }

  private async broadcast(live: Live): Promise<void> {
    for (const sub of live.subscribers) {
      // A failure to build the update (the database away) is not the socket's: it stays subscribed.
      const update = message(sub, live, await this.newMatches.rematchLinkFor(sub.token, sub.access, live), this.clocks.view(live));
      if (update === null) continue;
      try {
        sub.send(update);
      } catch {
        live.subscribers.delete(sub);
      }
    }
  }

  // ---- clocks (clock-keeper.ts, issue 30.3) -----------------------------------------------------

  /** Ask for a pause (vacation), accept or decline the other's, or resume the clocks. */
  clockRequest(token: string, op: ClockRequest, lang = 'en'): Promise<Snapshot> {
    return this.clockKeeper.clockRequest(token, op, lang);
  }

  /** End the matches whose clocks ran out (the seat out of time forfeits). */
  enforceClocks(now = Date.now()): Promise<number> {
    return this.clockKeeper.enforceClocks(now);
  }

  liveCount(): number {
    return this.matches.size;
  }
}
