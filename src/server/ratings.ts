// Ratings (issue 30.5): Glicko-2 (the npm package glicko2, Glickman's algorithm) per game, for rated
// games between two distinct players: not at a shared screen, not against the computer. A rated game
// is rated once when it ends, by the instance that claims it (a conditional UPDATE of its row: of N
// instances exactly one gets it). A loss on time is a loss like any other.
//
// Who a player is: `playerOf(matchId, seat)`, the account that claimed the seat (the first, if the
// link was shared), by its public player id and name (accounts/accounts.ts `player`). A seat no
// account holds (a link-only player) leaves the game unrated, as does one account at both seats.
import { Glicko2 } from 'glicko2';
import { sqlDbOf } from './accounts/db.ts';
import type { SqlDb } from './sql.ts';
import type { MatchStore } from './storage.ts';

/** Glicko-2's usual start: rating 1500, deviation 350, volatility 0.06; tau 0.5 (Glickman's example). */
export const GLICKO = { rating: 1500, rd: 350, vol: 0.06, tau: 0.5 };

export interface Rating {
  game: string;
  rating: number;
  rd: number;
  vol: number;
  games: number;
}
export interface RatingChange {
  game: string;
  matchId: string;
  opponent: string;
  /** 1 a win, 0.5 a draw, 0 a loss. */
  score: number;
  before: number;
  after: number;
  at: number;
}

/** One game between two players: both new ratings (Glicko-2, one rating period). */
export function rate(a: Rating, b: Rating, scoreA: number): [Rating, Rating] {
  const g = new Glicko2({ tau: GLICKO.tau, rating: GLICKO.rating, rd: GLICKO.rd, vol: GLICKO.vol });
  const pa = g.makePlayer(a.rating, a.rd, a.vol);
  const pb = g.makePlayer(b.rating, b.rd, b.vol);
  g.updateRatings([[pa, pb, scoreA]]);
  return [
    { game: a.game, rating: pa.getRating(), rd: pa.getRd(), vol: pa.getVol(), games: a.games + 1 },
    { game: b.game, rating: pb.getRating(), rd: pb.getRd(), vol: pb.getVol(), games: b.games + 1 },
  ];
}

export const newRating = (game: string): Rating => ({ game, rating: GLICKO.rating, rd: GLICKO.rd, vol: GLICKO.vol, games: 0 });

const TABLES = `
CREATE TABLE IF NOT EXISTS rated_matches (match_id TEXT PRIMARY KEY, game TEXT NOT NULL, applied_at INTEGER);
CREATE TABLE IF NOT EXISTS ratings (player_id TEXT NOT NULL, game TEXT NOT NULL, rating REAL NOT NULL, rd REAL NOT NULL, vol REAL NOT NULL, games INTEGER NOT NULL, updated_at INTEGER NOT NULL, PRIMARY KEY (player_id, game));
CREATE TABLE IF NOT EXISTS rating_history (id INTEGER PRIMARY KEY AUTOINCREMENT, player_id TEXT NOT NULL, game TEXT NOT NULL, match_id TEXT NOT NULL, opponent TEXT NOT NULL, score REAL NOT NULL, before REAL NOT NULL, after REAL NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS rating_history_player ON rating_history (player_id, id);
`;

/** PostgreSQL (in the same migration as the chat's: pg-store.ts MIGRATIONS; match_players is no longer used). */
export const PG_RATINGS_MIGRATION = `
  CREATE TABLE match_players (match_id TEXT NOT NULL REFERENCES matches (id), seat TEXT NOT NULL, player_id TEXT NOT NULL, PRIMARY KEY (match_id, seat));
  CREATE TABLE rated_matches (match_id TEXT PRIMARY KEY REFERENCES matches (id), game TEXT NOT NULL, applied_at BIGINT);
  CREATE TABLE ratings (player_id TEXT NOT NULL, game TEXT NOT NULL, rating DOUBLE PRECISION NOT NULL, rd DOUBLE PRECISION NOT NULL, vol DOUBLE PRECISION NOT NULL, games INTEGER NOT NULL, updated_at BIGINT NOT NULL, PRIMARY KEY (player_id, game));
  CREATE TABLE rating_history (id BIGSERIAL PRIMARY KEY, player_id TEXT NOT NULL, game TEXT NOT NULL, match_id TEXT NOT NULL, opponent TEXT NOT NULL, score DOUBLE PRECISION NOT NULL, before DOUBLE PRECISION NOT NULL, after DOUBLE PRECISION NOT NULL, at BIGINT NOT NULL);
  CREATE INDEX rating_history_player ON rating_history (player_id, id);`;

export class Ratings {
  private constructor(private readonly sql: SqlDb) {}

  static of(store: MatchStore): Ratings | null {
    // With the accounts' tables (players), made on SQLite there.
    const sql = sqlDbOf(store);
    if (!sql) return null;
    // SQLite: the tables are made here; PostgreSQL: by the migration above.
    (store as { sqlite?: () => { exec(sql: string): unknown } }).sqlite?.call(store).exec(TABLES);
    return new Ratings(sql);
  }

  /** The player at `seat` of match `matchId`: the account that claimed it first; null for a link-only seat (the game is then unrated). */
  async playerOf(matchId: string, seat: string): Promise<{ id: string; name: string } | null> {
    const rows = await this.sql.all<{ id: string; name: string }>(
      'SELECT p.id, p.name FROM account_seats s JOIN players p ON p.account_id = s.account_id WHERE s.match_id = ? AND s.seat = ? ORDER BY s.claimed_at, s.account_id LIMIT 1',
      [matchId, seat],
    );
    return rows[0] ?? null;
  }

  /** A deleted account's ratings and history go with it (others' history keeps the game, against a player with no name). */
  async forget(player: string): Promise<void> {
    await this.sql.run('DELETE FROM ratings WHERE player_id = ?', [player]);
    await this.sql.run('DELETE FROM rating_history WHERE player_id = ?', [player]);
  }

  async markRated(matchId: string, game: string): Promise<void> {
    await this.sql.run('INSERT INTO rated_matches (match_id, game, applied_at) VALUES (?, ?, NULL)', [matchId, game]);
  }
  async isRated(matchId: string): Promise<boolean> {
    return (await this.sql.all('SELECT 1 AS x FROM rated_matches WHERE match_id = ?', [matchId])).length > 0;
  }

  async rating(player: string, game: string, sql: SqlDb = this.sql): Promise<Rating> {
    const rows = await sql.all<Rating>('SELECT game, rating, rd, vol, games FROM ratings WHERE player_id = ? AND game = ?', [player, game]);
    return rows[0] ? { ...rows[0], rating: Number(rows[0].rating), rd: Number(rows[0].rd), vol: Number(rows[0].vol) } : newRating(game);
  }

  /**
   * A rated game is over: rate it once (the caller that claims its row), if its two seats are two
   * distinct players. `scores` by seat: 1 a win, 0.5 a draw, 0 a loss. Returns whether it was rated here.
   */
  async finish(matchId: string, game: string, seats: [string, string], scores: Record<string, number>): Promise<boolean> {
    const [a, b] = await Promise.all(seats.map((s) => this.playerOf(matchId, s)));
    if (!a || !b || a.id === b.id) return false;
    const [pa, pb] = [a.id, b.id];
    return this.sql.tx(async (sql) => {
      // The claim: of every instance ending this match, one updates the row; the others find it applied.
      if ((await sql.run('UPDATE rated_matches SET applied_at = ? WHERE match_id = ? AND applied_at IS NULL', [Date.now(), matchId])) !== 1) return false;
      // Two games of the same player ending at once on two instances: one waits for the other (no lost update).
      for (const p of [pa, pb].sort()) await sql.lock(`${p}|${game}`);
      const ra = await this.rating(pa, game, sql);
      const rb = await this.rating(pb, game, sql);
      const sa = scores[seats[0]] ?? 0.5;
      const [na, nb] = rate(ra, rb, sa);
      const now = Date.now();
      for (const [id, before, after, opp, score] of [
        [pa, ra, na, pb, sa],
        [pb, rb, nb, pa, 1 - sa],
      ] as const) {
        await sql.run(
          `INSERT INTO ratings (player_id, game, rating, rd, vol, games, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (player_id, game) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol, games = excluded.games, updated_at = excluded.updated_at`,
          [id, game, after.rating, after.rd, after.vol, after.games, now],
        );
        await sql.run('INSERT INTO rating_history (player_id, game, match_id, opponent, score, before, after, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
          id,
          game,
          matchId,
          opp,
          score,
          before.rating,
          after.rating,
          now,
        ]);
      }
      return true;
    });
  }

  /** A player's page: name, ratings per game and the history of rated games, latest first, with the opponents' names (null: a deleted account). */
  async player(id: string): Promise<{ id: string; name: string | null; ratings: Rating[]; history: (RatingChange & { opponentName: string | null })[] }> {
    const [me] = await this.sql.all<{ name: string }>('SELECT name FROM players WHERE id = ?', [id]);
    const ratings = await this.sql.all<Rating>('SELECT game, rating, rd, vol, games FROM ratings WHERE player_id = ? ORDER BY game', [id]);
    const history = await this.sql.all<RatingChange & { match_id: string; opponent_name: string | null }>(
      'SELECT h.game, h.match_id, h.opponent, p.name AS opponent_name, h.score, h.before, h.after, h.at FROM rating_history h LEFT JOIN players p ON p.id = h.opponent WHERE h.player_id = ? ORDER BY h.id DESC LIMIT 200',
      [id],
    );
    return {
      id,
      name: me?.name ?? null,
      ratings: ratings.map((r) => ({ game: r.game, rating: Number(r.rating), rd: Number(r.rd), vol: Number(r.vol), games: Number(r.games) })),
      history: history.map((r) => ({
        game: r.game,
        matchId: r.match_id,
        opponent: r.opponent,
        opponentName: r.opponent_name,
        score: Number(r.score),
        before: Number(r.before),
        after: Number(r.after),
        at: Number(r.at),
      })),
    };
  }
}
