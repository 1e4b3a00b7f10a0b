// What the tournament routes answer (issue 30.6; src/server/accounts/tourney.ts), read by the home page (src/web/shell/tourney.ts).

export interface Standing {
  player: string;
  name: string;
  wins: number;
  losses: number;
  draws: number;
  played: number;
  remaining: number;
  /** Wins with the game's second side (the second tie-break). */
  secondSideWins: number;
}

export interface TournamentView {
  id: string;
  game: string;
  title: string;
  pace: string;
  places: number;
  rated: boolean;
  status: 'open' | 'running' | 'over';
  creator: string | null;
  players: { player: string; name: string }[];
  standings: Standing[];
  matches: { matchId: string; first: string; second: string; status: 'active' | 'over'; winner: string | null }[];
  /** The winner's player name once over. */
  winner: string | null;
}
