// The public lobby (service.ts): the open invitations their creators chose to list, with the pace,
// whether the game is rated and the creator's rating (issue 30), filtered by game, pace and rating
// range (issue 30.6); and a listed seat taken, its link made for its taker only (issue 33).
import type { GameDefinition } from '../kernel/game.ts';
import type { LobbyEntry } from '../protocol/types.ts';
import { hashToken, newToken, refused } from './live.ts';
import type { MatchClocks } from './clocks.ts';
import type { Ratings } from './ratings.ts';
import type { MatchStore } from './storage.ts';

export class Lobby {
  constructor(
    private readonly store: MatchStore,
    private readonly games: Record<string, GameDefinition>,
    private readonly clocks: MatchClocks,
    private readonly ratings: Ratings | null,
  ) {}

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
    if (taken === 'unknown') throw refused(404, 'unknown-link', 'api.unknownInvitation');
    if (taken === 'taken') throw refused(410, 'taken', 'api.seatTaken');
    return { url: `/play/${token}`, token, seat };
  }
}
