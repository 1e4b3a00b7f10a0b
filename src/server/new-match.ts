// New matches (service.ts): a match created with its links - a seat link each, one for both seats at
// a shared screen, an observer link, seats listed in the public lobby (lobby.ts) instead - its dice
// seed drawn and committed to; and rematches, the sides swapped, each old link's holder (and only
// they) deriving their link to the new match.
import { randomBytes } from 'node:crypto';
import { type GameDefinition, RuleError } from '../kernel/game.ts';
import { hashState } from '../kernel/hash.ts';
import { Session, dataVersionField, seededDice } from '../kernel/session.ts';
import type { CreatedMatch, SeatPlayers } from '../protocol/types.ts';
import type { ComputerRunner } from './computer.ts';
import { computerDueIn, runAutomatic } from './computer-seats.ts';
import { type CreateRequest, type Live, type Subscriber, ApiFailure, hashToken, newLive, newToken, refused, rematchToken, updateStatus } from './live.ts';
import type { MatchClocks } from './clocks.ts';
import type { Ratings } from './ratings.ts';
import { ConflictError, type LobbyRow, type MatchRecord, type MatchStore, type TokenRecord } from './storage.ts';
import { refusalTexts } from '../i18n/index.ts';

/** A rematch's side for a seat of the old match: the other side of a two-sided game (each player plays the other side), else the same. */
export function swapSide(game: GameDefinition, seat: string): string {
  return game.roles.length === 2 ? (game.roles.find((r) => r !== seat) ?? seat) : seat;
}

/** What creating matches needs of the service (service.ts). */
export interface NewMatchHost {
  readonly store: MatchStore;
  readonly clocks: MatchClocks;
  readonly ratings: Ratings | null;
  readonly computer: ComputerRunner;
  /** The dice seed of a new match (ServiceOptions.diceSeed). */
  newSeed(): string;
  gameOf(id: string): GameDefinition;
  tokenFor(token: string): Promise<TokenRecord>;
  load(id: string): Promise<Live>;
  /** The copy of match `id` in memory, if any. */
  inMemory(id: string): Live | undefined;
  /** Keep a new match in memory (LiveMatches.remember). */
  remember(live: Live): void;
  watchersOf(id: string): Set<Subscriber>;
  forgetWatchers(id: string): void;
  /** Play the computer's seats if one is to move (ComputerSeats.schedule). */
  schedule(live: Live): void;
  broadcast(live: Live): Promise<void>;
  /** Told of each rematch once it is stored (MatchService.onRematch). */
  onRematch(from: string, to: string, seatOf: (seat: string) => string): Promise<void> | undefined;
}

export class NewMatches {
  constructor(private readonly host: NewMatchHost) {}

  async create(req: CreateRequest, rematchOf?: { record: MatchRecord; token: string }): Promise<CreatedMatch> {
    const game = this.host.gameOf(req.game);
    if (!game.roles.includes(req.seat)) {
      throw refused(400, 'bad-setup', 'api.unknownSideOf', { side: req.seat, game: game.id, known: game.roles.join(', ') });
    }
    this.host.clocks.check(req.pace);
    // Issue 30.5: a rated game is between two people by invitation.
    if (req.rated && (req.opponent !== 'invite' || game.roles.length !== 2)) {
      throw refused(400, 'bad-setup', 'api.ratedConditions');
    }
    if (req.rated && !this.host.ratings) throw refused(400, 'bad-setup', 'api.noRatings');
    const config = { scenario: req.scenario ?? game.scenarios[0]?.id, options: req.options ?? {} };
    const players: SeatPlayers = {};
    for (const seat of game.roles) {
      players[seat] = seat === req.seat || req.opponent !== 'computer' ? { kind: 'human' } : { kind: 'computer', level: req.level ?? 'easy' };
    }
    return this.createWith(game, config, players, req, this.host.newSeed(), rematchOf);
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
      if (e instanceof RuleError) throw new ApiFailure(400, 'bad-setup', e.message, e.rule, refusalTexts(e));
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
      const mine = await this.host.tokenFor(rematchOf.token);
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
      const listed = req.opponent === 'invite' && !!req.lobby && !!this.host.store.takeLobby;
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
    const live = newLive(record, game, session, dice, this.host.watchersOf(id));
    const initial = { ...record };
    const initialState = JSON.parse(JSON.stringify(session.state));
    // The computer may have to move (or dice to fall) before the first person acts.
    // Dice due before anyone acts fall now; the computer's first moves follow off the request path.
    const change = runAutomatic(live, this.host.computer, false);
    record.seq = session.seq;
    record.rng = dice.state!();
    updateStatus(live);
    try {
      await this.host.store.createMatch(initial, initialState, hashState(initialState), tokens, lobby);
      if (change > 0 || computerDueIn(live)) {
        await this.host.store.commit(id, {
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
      this.host.forgetWatchers(id);
      if (e instanceof ConflictError) throw refused(409, 'conflict', 'api.conflict', { reason: e.message });
      throw e;
    }
    await this.host.clocks.start(live, this.host.clocks.check(req.pace));
    if (req.rated) await this.host.ratings?.markRated(id, game.id);
    this.host.remember(live);
    this.host.schedule(live);
    if (rematchOf) {
      await this.host.onRematch(rematchOf.record.id, id, (s) => swapSide(game, s));
      // Tell the old match's players: their pages offer the rematch link.
      rematchOf.record.rematch = id;
      const old = this.host.inMemory(rematchOf.record.id);
      if (old) {
        old.record.rematch = id;
        old.cache.clear();
        await this.host.broadcast(old);
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
    const access = await this.host.tokenFor(token);
    if (access.kind !== 'seat') throw refused(403, 'forbidden', 'api.observerRematch');
    const live = await this.host.load(access.matchId);
    if (live.record.status !== 'over') throw refused(409, 'not-over', 'api.rematchNotOver');
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
      { seat: access.seats[0], opponent: 'invite', pace: live.clock?.pace, rated: (await this.host.ratings?.isRated(live.record.id)) ?? false },
      this.host.newSeed(),
      { record: live.record, token },
    );
  }

  /** The link of `token`'s holder to the rematch (the other side: swapSide), created on first visit. */
  private async claimRematch(token: string, access: TokenRecord, rematchId: string, game: GameDefinition): Promise<string> {
    const t = rematchToken(token, rematchId);
    const hash = hashToken(t);
    if (!this.claimed.has(hash)) {
      if (!(await this.host.store.findToken(hash)))
        await this.host.store.addToken({ hash, matchId: rematchId, kind: access.kind, seats: access.seats.map((s) => swapSide(game, s)) });
      this.claimed.add(hash);
    }
    return t;
  }
  /** Rematch links known to be stored (so that each snapshot does not ask the store again). */
  private readonly claimed = new Set<string>();

  /** The link of a link's holder to the rematch of its match, once there is one. */
  async rematchLinkFor(token: string, access: TokenRecord, live: Live): Promise<string | null> {
    if (!live.record.rematch) return null;
    const t = await this.claimRematch(token, access, live.record.rematch, live.game);
    return access.kind === 'observer' ? `/watch/${t}` : `/play/${t}`;
  }
}
