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
import { randomBytes, randomInt } from 'node:crypto';
import { type GameDefinition, RuleError, hasOwn, stableStringify } from '../kernel/game.ts';
import { hashState } from '../kernel/hash.ts';
import { Session, checkDataVersion, dataVersionField, seededDice } from '../kernel/session.ts';
import { ViewDelta } from '../protocol/view-delta.ts';
import type { CreatedMatch, GameInfo, LobbyEntry, LogItem, MatchSummary, ReplayFrame, SeatPlayers, Snapshot } from '../protocol/types.ts';
import { type ComputerOptions, ComputerRunner } from './computer.ts';
import { ComputerSeats, computerDueIn, runAutomatic } from './computer-seats.ts';
import { type CreateRequest, type Live, type Subscriber, ApiFailure, fromRuleError, hashToken, newToken, rematchToken, rolesOf, updateStatus } from './live.ts';
import { replayFrame } from './replay.ts';
import { message, snapshotPart, textLang, visibleLogItems, whyIn } from './snapshots.ts';
import { ConflictError, type MatchRecord, type MatchStore, type TokenRecord } from './storage.ts';

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
  private closed = false;

  constructor(opts: ServiceOptions) {
    this.store = opts.store;
    this.games = opts.games;
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
      await Promise.all([...this.live.keys()].map((k) => this.remoteChange(k)));
      return;
    }
    if (!this.live.has(id) || this.closed) return;
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
      live.session = Session.load(live.game, { format: 'arras-save', version: 1, game: live.game.id, config: stored.record.config, dataVersion: stored.record.dataVersion, journal: stored.journal });
      live.players.clear();
    }
    live.record = stored.record;
    live.dice = seededDice(stored.record.rng);
    live.session.dice = live.dice;
    live.cache.clear();
    await this.broadcast(live);
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
      dropped++;
    }
    return dropped;
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
    const config = { scenario: req.scenario ?? game.scenarios[0]?.id, options: req.options ?? {} };
    const players: SeatPlayers = {};
    for (const seat of game.roles) {
      players[seat] = seat === req.seat || req.opponent !== 'computer' ? { kind: 'human' } : { kind: 'computer', level: req.level ?? 'easy' };
    }
    const created = await this.createWith(game, config, players, req, req.seed ?? randomInt(0, 2 ** 31), rematchOf);
    if (req.lobby && req.opponent === 'invite') await this.listInLobby(created.matchId, created.links, req.seat);
    return created;
  }

  private async createWith(
    game: GameDefinition,
    config: MatchRecord['config'],
    players: SeatPlayers,
    req: Pick<CreateRequest, 'seat' | 'opponent'>,
    seed: number,
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
    const humans = game.roles.filter((s) => players[s].kind === 'human');
    let observerToken: string;
    if (rematchOf) {
      // A rematch: the requester's links are derived from their old one; the others' when they visit.
      const mine = await this.tokenFor(rematchOf.token);
      const t = rematchToken(rematchOf.token, id);
      tokens.push({ hash: hashToken(t), matchId: id, kind: mine.kind, seats: mine.seats });
      links.push(...mine.seats.map((seat) => ({ seat, token: t, url: `/play/${t}`, mine: true })));
      observerToken = newToken();
    } else {
      const add = (seats: string[], mine: boolean) => {
        const t = newToken();
        tokens.push({ hash: hashToken(t), matchId: id, kind: 'seat', seats });
        for (const seat of seats) links.push({ seat, token: t, url: `/play/${t}`, mine });
      };
      if (req.opponent === 'hotseat') add(humans, true);
      else {
        add([req.seat], true);
        for (const seat of humans) if (seat !== req.seat) add([seat], false);
      }
      observerToken = newToken();
    }
    tokens.push({ hash: hashToken(observerToken), matchId: id, kind: 'observer', seats: [] });
    const live: Live = { record, game, session, dice, subscribers: new Set(), cache: new Map(), players: new Map(), lock: Promise.resolve(), busy: 0 };
    const initial = { ...record };
    const initialState = JSON.parse(JSON.stringify(session.state));
    // The computer may have to move (or dice to fall) before the first person acts.
    // Dice due before anyone acts fall now; the computer's first moves follow off the request path.
    const change = runAutomatic(live, this.computer, false);
    record.seq = session.seq;
    record.rng = dice.state!();
    updateStatus(live);
    try {
      await this.store.createMatch(initial, initialState, hashState(initialState), tokens);
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
      if (e instanceof ConflictError) throw new ApiFailure(409, 'conflict', e.message);
      throw e;
    }
    this.remember(live);
    this.seats.schedule(live);
    if (rematchOf) {
      // Tell the old match's players: their pages offer the rematch link.
      rematchOf.record.rematch = id;
      const old = this.live.get(rematchOf.record.id);
      if (old) {
        old.record.rematch = id;
        old.cache.clear();
        await this.broadcast(old);
      }
    }
    return { matchId: id, links, observer: { token: observerToken, url: `/watch/${observerToken}` } };
  }

  async rematch(token: string): Promise<CreatedMatch> {
    const access = await this.tokenFor(token);
    if (access.kind !== 'seat') throw new ApiFailure(403, 'forbidden', 'an observer link cannot start a rematch');
    const live = await this.load(access.matchId);
    if (live.record.status !== 'over') throw new ApiFailure(409, 'not-over', 'a rematch can start once the game is over');
    if (live.record.rematch) {
      const t = await this.claimRematch(token, access, live.record.rematch);
      return { matchId: live.record.rematch, links: access.seats.map((seat) => ({ seat, token: t, url: `/play/${t}`, mine: true })), observer: { token: '', url: '' } };
    }
    return this.createWith(
      live.game,
      live.record.config,
      live.record.players,
      { seat: access.seats[0], opponent: 'invite' },
      randomInt(0, 2 ** 31),
      { record: live.record, token },
    );
  }

  /** The link of `token`'s holder to the rematch, created on first visit. */
  private async claimRematch(token: string, access: TokenRecord, rematchId: string): Promise<string> {
    const t = rematchToken(token, rematchId);
    const hash = hashToken(t);
    if (!this.claimed.has(hash)) {
      if (!(await this.store.findToken(hash))) await this.store.addToken({ hash, matchId: rematchId, kind: access.kind, seats: access.seats });
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
      pending = this.loadFromStore(id).finally(() => this.loading.delete(id));
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
      session = Session.load(game, { format: 'arras-save', version: 1, game: game.id, config: stored.record.config, dataVersion: stored.record.dataVersion, journal: stored.journal }, dice);
    } catch (e) {
      throw new ApiFailure(500, 'corrupt', `match ${id} does not replay with the current rules: ${(e as Error).message}`);
    }
    if (session.hash() !== stored.stateHash) {
      console.warn(`match ${id}: replayed state hash ${session.hash()} differs from the stored ${stored.stateHash} (rules changed?); the journal wins`);
    }
    const live: Live = { record: stored.record, game, session, dice, subscribers: new Set(), cache: new Map(), players: new Map(), lock: Promise.resolve(), busy: 0 };
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
        if (l.subscribers.size === 0 && l.busy === 0 && !l.computerPending) this.live.delete(id);
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
    if (this.takeover) clearInterval(this.takeover);
    await this.computer.close();
  }

  /**
   * Run `mutate` on the live session, then commit what it changed in one transaction and broadcast.
   * On any failure the in-memory match is dropped and reloaded from the store, so memory never runs
   * ahead of what is stored.
   */
  private async commitChange(live: Live, fromSeq: number, undo: number, mutate: () => number | void): Promise<void> {
    const resignedBefore = live.record.resigned;
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
    } catch (e) {
      // Memory never runs ahead of the store: drop this copy and load what is stored.
      if (this.live.get(live.record.id) === live) this.live.delete(live.record.id);
      const fresh = await this.load(live.record.id);
      for (const s of live.subscribers) fresh.subscribers.add(s);
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
      const fromSeq = live.session.seq;
      if (body.seq !== fromSeq) {
        // Checked here too (Session.act checks it again) so that a stale request never reaches the rules.
        throw new ApiFailure(409, 'stale', `stale action: it was made at step ${body.seq} but the game is at step ${fromSeq}`);
      }
      try {
        live.session.act(role, body.action, body.seq);
      } catch (e) {
        if (e instanceof RuleError) throw fromRuleError(e);
        throw e;
      }
      await this.commitChange(live, fromSeq, 0, () => runAutomatic(live, this.computer, false));
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
      if (body.seq !== live.session.seq) throw new ApiFailure(409, 'stale', `stale undo: made at step ${body.seq}, the game is at step ${live.session.seq}`);
      const mine = rolesOf(live, access.seats);
      const role = body.role ?? mine.find((r) => live.session.canUndo(r));
      if (!role || !mine.includes(role)) throw new ApiFailure(409, 'illegal', 'nothing to undo: undo never crosses a die roll, a reveal or a change of the player to act');
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
    return { ...part, access: access.kind, seats: access.seats, rematchLink: await this.rematchLinkFor(token, access, live) };
  }

  private async rematchLinkFor(token: string, access: TokenRecord, live: Live): Promise<string | null> {
    if (!live.record.rematch) return null;
    const t = await this.claimRematch(token, access, live.record.rematch);
    return access.kind === 'observer' ? `/watch/${t}` : `/play/${t}`;
  }

  /** The view of `role` (either side, or observer) after `step` actions; only once the game is over. */
  async replay(token: string, step: number, role: string, lang = 'en'): Promise<ReplayFrame> {
    const access = await this.tokenFor(token);
    return replayFrame(await this.load(access.matchId), step, role, lang);
  }

  /** The whole log this link may see now (a snapshot carries only the last LOG_LIMIT entries). */
  async fullLog(token: string, lang = 'en'): Promise<{ log: LogItem[] }> {
    const access = await this.tokenFor(token);
    return this.withMatch(access.matchId, (live) => {
      const { part } = snapshotPart(access, live, lang);
      return { log: visibleLogItems(live.session, part.perspective, textLang(live.game, lang)) };
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
    return this.withMatch(access.matchId, (live) => {
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
    };
    });
  }

  // ---- the public lobby (open invitations the creator chose to list) -----------------------------

  /** List an invitation: its link is stored so that anyone may take the seat, once. */
  private async listInLobby(matchId: string, links: CreatedMatch['links'], host: string): Promise<void> {
    if (!this.store.addLobby) return; // a store without a lobby: the links are still given to the creator
    const now = Date.now();
    for (const l of links) if (!l.mine) await this.store.addLobby({ matchId, seat: l.seat, host, token: l.token, createdAt: now });
  }

  async lobby(): Promise<{ open: LobbyEntry[] }> {
    const open: LobbyEntry[] = [];
    for (const r of (await this.store.listLobby?.()) ?? []) {
      const game = this.games[r.game];
      if (game) open.push({ matchId: r.matchId, game: game.id, title: game.title, scenario: r.scenario, seat: r.seat, host: r.host, createdAt: r.createdAt });
    }
    return { open };
  }

  /** Take an open seat of the lobby: its link, which leaves the lobby. */
  async joinLobby(matchId: string, seat: string): Promise<{ url: string; token: string; seat: string }> {
    const token = (await this.store.takeLobby?.(matchId, seat)) ?? null;
    if (!token) throw new ApiFailure(404, 'unknown-link', 'this invitation is no longer open');
    return { url: `/play/${token}`, token, seat };
  }

  /** Live updates for a link: `send` gets each as a WebSocket message (Subscriber.send). */
  async subscribe(token: string, send: (messageJson: string) => void, lang = 'en'): Promise<() => void> {
    const access = await this.tokenFor(token);
    const sub: Subscriber = { token, access, lang, send, delta: new ViewDelta() };
    await this.withMatch(access.matchId, async (live) => {
      live.subscribers.add(sub);
      send(message(sub, live, await this.rematchLinkFor(token, access, live)));
    });
    return () => {
      this.live.get(access.matchId)?.subscribers.delete(sub);
    };
  }

  private async broadcast(live: Live): Promise<void> {
    for (const sub of live.subscribers) {
      try {
        sub.send(message(sub, live, await this.rematchLinkFor(sub.token, sub.access, live)));
      } catch {
        live.subscribers.delete(sub);
      }
    }
  }

  liveCount(): number {
    return this.live.size;
  }
}
