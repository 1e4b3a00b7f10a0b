// Matchmaking and round-robin tournaments (issue 30.6, as Rally the Troops has them), between accounts.
//
// Matchmaking: a signed-in player asks for a rated game of a game and pace, optionally within a rating
// window; a second account asking for the same game and pace, with an overlapping window, is paired at
// once: the sides are drawn by the server (crypto.randomInt), the match is created rated, and each
// account holds its seat ("your games"). One request per account and game. Pairing takes the waiting
// request by deleting its row inside a transaction holding a lock on (game, pace): of many requests at
// once, on one instance or several (PostgreSQL), each waiting request is taken by one requester only.
//
// Tournaments: a round robin of 3 to 8 accounts; starting it creates every pairing's match once (sides
// alternate: roundRobin), seats held by the accounts. Standings are read from the matches' results; the
// tournament is over when all its matches are, and its winner is the most points (a win 1, a draw
// 1/2), then head to head among the tied, then more wins with the second side (ruling of this project).
import { randomInt, randomUUID } from 'node:crypto';
import type { GameDefinition, GameResult } from '../../kernel/game.ts';
import type { AccountErrorCode } from '../../protocol/account-errors.ts';
import type { Standing, TournamentView } from '../../protocol/tourney.ts';
import { type ApiKey, refused } from '../live.ts';
import type { MatchService } from '../service.ts';
import type { SqlDb } from '../sql.ts';
import type { Accounts } from './accounts.ts';

/** A refusal of these routes: its code has an English and French text for the page (protocol/account-errors.ts), its words a key of src/i18n api.*. */
const refuse = (status: number, code: AccountErrorCode, key: ApiKey, params?: Record<string, string | number>) => refused(status, code, key, params);

/** The tables, SQLite (made at start) and PostgreSQL (migration 11, pg-store.ts): `big` is the integer type of times. */
const tables = (big: string, ifNot: string) => `
CREATE TABLE ${ifNot}match_requests (account_id TEXT NOT NULL, game TEXT NOT NULL, pace TEXT NOT NULL, min_rating INTEGER, max_rating INTEGER, created_at ${big} NOT NULL, PRIMARY KEY (account_id, game));
CREATE TABLE ${ifNot}tournaments (id TEXT PRIMARY KEY, game TEXT NOT NULL, pace TEXT NOT NULL, places INTEGER NOT NULL, rated INTEGER NOT NULL, creator TEXT NOT NULL, status TEXT NOT NULL, winner TEXT, created_at ${big} NOT NULL);
CREATE TABLE ${ifNot}tournament_players (tournament_id TEXT NOT NULL, account_id TEXT NOT NULL, joined_at ${big} NOT NULL, PRIMARY KEY (tournament_id, account_id));
CREATE TABLE ${ifNot}tournament_matches (match_id TEXT PRIMARY KEY, tournament_id TEXT NOT NULL, first_account TEXT NOT NULL, second_account TEXT NOT NULL);
`;
export const TOURNEY_SCHEMA = tables('INTEGER', 'IF NOT EXISTS ');
export const PG_TOURNEY_MIGRATION = tables('BIGINT', '');

export const PLACES = { min: 3, max: 8 };

export interface MatchRequest {
  game: string;
  pace: string;
  minRating?: number;
  maxRating?: number;
}

interface TournamentRow {
  id: string;
  game: string;
  pace: string;
  places: number;
  rated: number;
  creator: string;
  status: 'open' | 'running' | 'over';
  winner: string | null;
}

/** A window [min, max] (either end open): two overlap when neither lies wholly above the other. */
const overlaps = (a: MatchRequest, b: MatchRequest) =>
  (a.minRating ?? -Infinity) <= (b.maxRating ?? Infinity) && (b.minRating ?? -Infinity) <= (a.maxRating ?? Infinity);

export class Tourney {
  constructor(
    private readonly db: SqlDb,
    private readonly accounts: Accounts,
    private readonly service: MatchService,
    private readonly games: Record<string, GameDefinition>,
  ) {}

  private gameOf(id: string): GameDefinition {
    const game = Object.hasOwn(this.games, id) ? this.games[id] : undefined;
    if (!game) throw refused(404, 'unknown-game', 'api.unknownGameAlone', { game: id });
    if (game.roles.length !== 2) throw refuse(400, 'two-sided-only', 'api.twoSidedOnly', { game: game.title });
    return game;
  }

  /** A match between two accounts: `first` plays the game's first side. Seats held by the accounts. */
  private async makeMatch(game: GameDefinition, pace: string, rated: boolean, first: string, second: string): Promise<string> {
    const [a, b] = game.roles;
    const m = await this.service.create({ game: game.id, seat: a, opponent: 'invite', pace, rated });
    await this.accounts.claim(first, m.matchId, [a]);
    await this.accounts.claim(second, m.matchId, [b]);
    // Nobody has this game open yet: the seats to act first get their turn notice now, as after any change (notices.ts).
    const summary = await this.service.seatSummary(m.matchId, [...game.roles]);
    for (const seat of summary?.toAct ?? []) this.service.onTurn?.({ matchId: m.matchId, seat, seq: summary!.seq });
    return m.matchId;
  }

  // ---- matchmaking ----------------------------------------------------------------------------

  /**
   * Ask for a rated game: paired at once with a waiting request of another account (its match id),
   * or left waiting (null).
   */
  async request(accountId: string, req: MatchRequest): Promise<{ matchId: string | null }> {
    const game = this.gameOf(req.game);
    this.service.clocks.check(req.pace);
    if (req.minRating !== undefined && req.maxRating !== undefined && req.minRating > req.maxRating) throw refuse(400, 'malformed', 'api.emptyWindow');
    const partner = await this.db.tx(async (sql) => {
      await sql.lock(`match-request|${game.id}|${req.pace}`);
      const mine = await sql.all('SELECT 1 AS x FROM match_requests WHERE account_id = ? AND game = ?', [accountId, game.id]);
      if (mine.length) throw refuse(409, 'already-waiting', 'api.alreadyWaiting', { game: game.title });
      const waiting = await sql.all<{ account_id: string; min_rating: number | null; max_rating: number | null }>(
        'SELECT account_id, min_rating, max_rating FROM match_requests WHERE game = ? AND pace = ? AND account_id <> ? ORDER BY created_at, account_id',
        [game.id, req.pace, accountId],
      );
      const other = waiting.find((w) => overlaps(req, { ...req, minRating: w.min_rating ?? undefined, maxRating: w.max_rating ?? undefined }));
      // The claim: the waiting row deleted here is deleted by no other requester.
      if (other && (await sql.run('DELETE FROM match_requests WHERE account_id = ? AND game = ?', [other.account_id, game.id])) === 1) return other.account_id;
      await sql.run('INSERT INTO match_requests (account_id, game, pace, min_rating, max_rating, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        accountId,
        game.id,
        req.pace,
        req.minRating ?? null,
        req.maxRating ?? null,
        Date.now(),
      ]);
      return null;
    });
    if (!partner) return { matchId: null };
    // Sides drawn by the server's generator: no player chooses them.
    const [first, second] = randomInt(2) === 0 ? [accountId, partner] : [partner, accountId];
    return { matchId: await this.makeMatch(game, req.pace, true, first, second) };
  }

  async cancel(accountId: string, game: string): Promise<void> {
    if ((await this.db.run('DELETE FROM match_requests WHERE account_id = ? AND game = ?', [accountId, game])) !== 1)
      throw refuse(404, 'not-found', 'api.noRequestWaiting');
  }

  async requests(accountId: string): Promise<MatchRequest[]> {
    const rows = await this.db.all<{ game: string; pace: string; min_rating: number | null; max_rating: number | null }>(
      'SELECT game, pace, min_rating, max_rating FROM match_requests WHERE account_id = ? ORDER BY game',
      [accountId],
    );
    return rows.map((r) => ({
      game: r.game,
      pace: r.pace,
      ...(r.min_rating === null ? {} : { minRating: r.min_rating }),
      ...(r.max_rating === null ? {} : { maxRating: r.max_rating }),
    }));
  }

  /** A deleted account: its waiting requests go, and its places in tournaments not yet started (its matches stay). */
  async forget(accountId: string): Promise<void> {
    await this.db.run('DELETE FROM match_requests WHERE account_id = ?', [accountId]);
    await this.db.run("DELETE FROM tournament_players WHERE account_id = ? AND tournament_id IN (SELECT id FROM tournaments WHERE status = 'open')", [
      accountId,
    ]);
  }

  // ---- tournaments ----------------------------------------------------------------------------

  async createTournament(accountId: string, t: { game: string; pace: string; places: number; rated: boolean }): Promise<TournamentView> {
    const game = this.gameOf(t.game);
    this.service.clocks.check(t.pace);
    if (t.rated && !this.service.ratings) throw refuse(400, 'malformed', 'api.noRatings');
    const id = randomUUID();
    await this.accounts.player(accountId);
    await this.db.tx(async (sql) => {
      await sql.run('INSERT INTO tournaments (id, game, pace, places, rated, creator, status, winner, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)', [
        id,
        game.id,
        t.pace,
        t.places,
        t.rated ? 1 : 0,
        accountId,
        'open',
        Date.now(),
      ]);
      await sql.run('INSERT INTO tournament_players (tournament_id, account_id, joined_at) VALUES (?, ?, ?)', [id, accountId, Date.now()]);
    });
    // The player's public id and name (made on first use), after the checks: a refused join changes nothing.
    await this.accounts.player(accountId);
    return this.tournament(id);
  }

  private async row(sql: SqlDb, id: string): Promise<TournamentRow> {
    const [row] = await sql.all<TournamentRow>('SELECT id, game, pace, places, rated, creator, status, winner FROM tournaments WHERE id = ?', [id]);
    if (!row) throw refuse(404, 'not-found', 'api.noSuchTournament');
    return row;
  }

  async join(accountId: string, id: string): Promise<TournamentView> {
    await this.db.tx(async (sql) => {
      await sql.lock(`tournament|${id}`);
      const t = await this.row(sql, id);
      if (t.status !== 'open') throw refuse(409, 'tournament-closed', 'api.tournamentStarted');
      const players = await sql.all<{ account_id: string }>('SELECT account_id FROM tournament_players WHERE tournament_id = ?', [id]);
      if (players.some((p) => p.account_id === accountId)) throw refuse(409, 'already-joined', 'api.alreadyJoined');
      if (players.length >= t.places) throw refuse(409, 'tournament-closed', 'api.tournamentFull');
      await sql.run('INSERT INTO tournament_players (tournament_id, account_id, joined_at) VALUES (?, ?, ?)', [id, accountId, Date.now()]);
    });
    // The player's public id and name (made on first use), after the checks: a refused join changes nothing.
    await this.accounts.player(accountId);
    return this.tournament(id);
  }

  /** Only its creator starts a tournament, with 3 players or more: every pair plays once. */
  async start(accountId: string, id: string): Promise<TournamentView> {
    const { t, players } = await this.db.tx(async (sql) => {
      await sql.lock(`tournament|${id}`);
      const t = await this.row(sql, id);
      if (t.creator !== accountId) throw refuse(403, 'not-creator', 'api.notCreator');
      if (t.status !== 'open') throw refuse(409, 'tournament-closed', 'api.startedAlready');
      const players = (
        await sql.all<{ account_id: string }>('SELECT account_id FROM tournament_players WHERE tournament_id = ? ORDER BY joined_at, account_id', [id])
      ).map((p) => p.account_id);
      if (players.length < PLACES.min) throw refuse(409, 'too-few-players', 'api.tooFewPlayers', { min: PLACES.min, players: players.length });
      // Claimed: a second start (another instance) finds it running.
      await sql.run("UPDATE tournaments SET status = 'running' WHERE id = ?", [id]);
      return { t, players };
    });
    const game = this.gameOf(t.game);
    for (const [first, second] of roundRobin(players)) {
      const matchId = await this.makeMatch(game, t.pace, t.rated === 1, first, second);
      await this.db.run('INSERT INTO tournament_matches (match_id, tournament_id, first_account, second_account) VALUES (?, ?, ?, ?)', [
        matchId,
        id,
        first,
        second,
      ]);
    }
    return this.tournament(id);
  }

  async list(): Promise<{ tournaments: Omit<TournamentView, 'standings' | 'matches'>[] }> {
    const rows = await this.db.all<{ id: string }>('SELECT id FROM tournaments ORDER BY created_at DESC LIMIT 100');
    const views = await Promise.all(rows.map((r) => this.tournament(r.id)));
    return { tournaments: views.map(({ standings: _s, matches: _m, ...rest }) => rest) };
  }

  /** A tournament with its standings, read from its matches; it ends (and names its winner) when all of them are over. */
  async tournament(id: string): Promise<TournamentView> {
    const t = await this.row(this.db, id);
    const game = this.games[t.game];
    const joined = await this.db.all<{ account_id: string; id: string; name: string }>(
      'SELECT tp.account_id, p.id, p.name FROM tournament_players tp JOIN players p ON p.account_id = tp.account_id WHERE tp.tournament_id = ? ORDER BY tp.joined_at, tp.account_id',
      [id],
    );
    const playerOf = new Map(joined.map((j) => [j.account_id, { player: j.id, name: j.name }]));
    const rows = await this.db.all<{ match_id: string; first_account: string; second_account: string; status: 'active' | 'over'; result: string | null }>(
      'SELECT tm.match_id, tm.first_account, tm.second_account, m.status, m.result FROM tournament_matches tm JOIN matches m ON m.id = tm.match_id WHERE tm.tournament_id = ? ORDER BY m.created_at, tm.match_id',
      [id],
    );
    const [firstSide] = game?.roles ?? [];
    const games = rows.map((r) => {
      const result = r.result ? (JSON.parse(r.result) as GameResult) : null;
      const winner = r.status !== 'over' || !result || result.winner === null ? null : result.winner === firstSide ? r.first_account : r.second_account;
      return { matchId: r.match_id, first: r.first_account, second: r.second_account, status: r.status, winner, over: r.status === 'over' };
    });
    const standings = rank(
      joined.map((j) => j.account_id),
      games,
    );
    let winner = t.winner;
    if (t.status === 'running' && games.length > 0 && games.every((g) => g.over)) {
      winner = standings[0]?.player ?? null;
      // Claimed once: the first reader after the last result ends it.
      await this.db.run("UPDATE tournaments SET status = 'over', winner = ? WHERE id = ? AND status = 'running'", [winner, id]);
      t.status = 'over';
    }
    const named = (account: string | null) => (account ? (playerOf.get(account)?.name ?? null) : null);
    return {
      id,
      game: t.game,
      title: game?.title ?? t.game,
      pace: t.pace,
      places: Number(t.places),
      rated: Number(t.rated) === 1,
      status: t.status,
      creator: named(t.creator),
      players: joined.map((j) => ({ player: j.id, name: j.name })),
      standings: standings.map((s) => ({ ...s, player: playerOf.get(s.player)?.player ?? '', name: named(s.player) ?? '' })),
      matches: games.map((g) => ({
        matchId: g.matchId,
        first: named(g.first) ?? '',
        second: named(g.second) ?? '',
        status: g.status,
        winner: named(g.winner),
      })),
      winner: t.status === 'over' ? named(winner) : null,
    };
  }
}

/**
 * Every pair once; sides alternate: of players i < j (in join order), i takes the first side when i + j
 * is odd, j when it is even. Each player has the first side (n-1)/2 times with n odd, and the two sides'
 * counts differ by one at most with n even.
 */
export function roundRobin(players: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < players.length; i++) {
    for (let j = i + 1; j < players.length; j++) pairs.push((i + j) % 2 === 1 ? [players[i], players[j]] : [players[j], players[i]]);
  }
  return pairs;
}

/**
 * Standings: points (a win 1, a draw 1/2), then head to head among the players tied on points (points
 * in their games with each other), then more wins with the second side; then the order of joining.
 */
export function rank(players: string[], games: { first: string; second: string; winner: string | null; over: boolean }[]): Standing[] {
  const rows = new Map<string, Standing>(
    players.map((p) => [p, { player: p, name: '', wins: 0, losses: 0, draws: 0, played: 0, remaining: 0, secondSideWins: 0 }]),
  );
  for (const g of games) {
    for (const p of [g.first, g.second]) {
      const s = rows.get(p);
      if (!s) continue;
      if (!g.over) {
        s.remaining++;
        continue;
      }
      s.played++;
      if (g.winner === null) s.draws++;
      else if (g.winner === p) {
        s.wins++;
        if (p === g.second) s.secondSideWins++;
      } else s.losses++;
    }
  }
  const points = (s: Standing) => s.wins + s.draws / 2;
  const headToHead = (p: string, tied: Set<string>) =>
    games
      .filter((g) => g.over && (g.first === p || g.second === p) && tied.has(g.first) && tied.has(g.second))
      .reduce((n, g) => n + (g.winner === p ? 1 : g.winner === null ? 0.5 : 0), 0);
  const list = [...rows.values()];
  const order = new Map(players.map((p, i) => [p, i]));
  return list.sort((a, b) => {
    if (points(a) !== points(b)) return points(b) - points(a);
    const tied = new Set(list.filter((s) => points(s) === points(a)).map((s) => s.player));
    const h = headToHead(b.player, tied) - headToHead(a.player, tied);
    if (h !== 0) return h;
    if (a.secondSideWins !== b.secondSideWins) return b.secondSideWins - a.secondSideWins;
    return order.get(a.player)! - order.get(b.player)!;
  });
}
