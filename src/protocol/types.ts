import type { ClockView } from './clock.ts';
// The wire types of the HTTP and WebSocket API, shared by the server (src/server) and the browser client (src/web).
// Keep it free of Node imports.

export interface GameResult {
  winner: string | null;
  kind: string;
  detail: string;
  /** The detail in other languages, by language code (the game's GameResult.texts). */
  texts?: Record<string, string>;
  scores: Record<string, number>;
}

export interface JournalEntryLike {
  role: string;
  action: { type: string; [key: string]: unknown };
}

/** The computer's levels, from the weakest up (expert takes its time: issue 32, item 4). */
export const LEVELS = ['easy', 'normal', 'hard', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

export type SeatPlayer = { kind: 'human' } | { kind: 'computer'; level: Level };
export type SeatPlayers = Record<string, SeatPlayer>;

export interface GameInfo {
  id: string;
  title: string;
  roles: string[];
  scenarios: { id: string; label: string; description: string; texts?: Record<string, { label: string; description: string }> }[];
  options: {
    id: string;
    label: string;
    rule?: string;
    kind: 'flag' | 'number';
    default: boolean | number;
    min?: number;
    max?: number;
    excludes?: readonly string[];
    texts?: Record<string, string>;
  }[];
  /** Languages of the game's own texts (log, action descriptions); the interface has its own. */
  languages: string[];
}

export interface LegalItem {
  /** Index in the role's legal action list at this step (what the client sends back is the action itself). */
  role: string;
  action: { type: string; [key: string]: unknown };
  text: string;
  /** What the action would lead to (AV/DV with modifiers and rules): an index in Snapshot.previews. */
  preview?: number;
}

export interface LogItem {
  rule?: string;
  text: string;
  /** The side whose action produced the entry (absent for dice and setup). */
  by?: string;
}

export interface CreatedMatch {
  matchId: string;
  /** Links by seat for the seats the creator holds or invites; the creator's own first. */
  links: { seat: string; url: string; token: string; mine: boolean }[];
  observer: { url: string; token: string };
  /** The commitment to the match's dice seed (Snapshot.diceCommitment), when the match was created. */
  diceCommitment?: string | null;
  /** Seats listed in the public lobby: they have no link yet (their taker gets one, once). */
  listed?: string[];
}

/** Everything one link may see at one step. Sent on load and pushed over the WebSocket on each change. */
export interface Snapshot {
  matchId: string;
  game: { id: string; title: string; roles: string[] };
  config: { scenario?: string; options?: Record<string, boolean | number> };
  /** 'seat' links act; 'observer' links watch. */
  access: 'seat' | 'observer';
  /** The seats this link holds (two for a shared screen). */
  seats: string[];
  players: SeatPlayers;
  seq: number;
  /** The language of the game's texts in this snapshot (legal[].text, log): the one asked for when the game has it, else 'en'. */
  lang: string;
  /** The role whose view this is ('observer' for watchers). */
  perspective: string;
  /** Roles this link plays now (after side bids a seat may play another role). */
  myRoles: string[];
  toAct: string[];
  /** A person must type the dice (manual dice). */
  chance: { dice: number; sides: number; label: string; rule?: string } | null;
  view: unknown;
  legal: LegalItem[];
  /** The previews of the legal actions (GameDefinition.preview), each once (many actions share one). */
  previews?: { text: string; rule?: string }[][];
  /** What the player must do now, in the game's terms, with its rule (GameDefinition.prompt). */
  prompt?: { text: string; rule?: string } | null;
  log: LogItem[];
  logTotal: number;
  canUndo: boolean;
  status: 'active' | 'over';
  result: GameResult | null;
  resigned: string | null;
  rematch: string | null;
  /**
   * Verifiable dice (issue 33): SHA-256 of the match's dice seed behind the prefix
   * "arras-dice-commitment:v1:", published from the start (null for a match made before seeds were
   * committed); the seed itself (32 hex digits) only once the game is over. `arras verify SAVE` checks
   * every die of the save (GET /api/play/:token/save) against them.
   */
  diceCommitment: string | null;
  diceSeed: string | null;
  /** For a seat link of a finished game that has a rematch: this seat's link to it. */
  rematchLink: string | null;
  /** The match's clock (issue 30.3) as of the server's time; null when untimed. */
  clock?: ClockView | null;
}

export interface ReplayFrame {
  step: number;
  total: number;
  role: string;
  view: unknown;
  log: LogItem[];
}

/** How one link's match stands, for the start page's list of games. */
export interface MatchSummary {
  matchId: string;
  game: string;
  title: string;
  seq: number;
  status: 'active' | 'over';
  toAct: string[];
  myRoles: string[];
  yourTurn: boolean;
  updatedAt: number;
  /** The match's clock (issue 30.3); null when untimed. */
  clock?: ClockView | null;
}

/** An open invitation listed in the public lobby. */
export interface LobbyEntry {
  matchId: string;
  game: string;
  title: string;
  scenario?: string;
  /** The seat the joiner takes, and the creator's. */
  seat: string;
  host: string;
  createdAt: number;
  /** The clock's pace (issue 30.3); null: untimed. */
  pace?: string | null;
  /** A rated game, and the creator's rating for this game (Glicko-2, rounded) and player id and name when an account holds the creator's seat (issue 30.5). */
  rated?: boolean;
  hostRating?: number | null;
  hostPlayer?: string | null;
  hostName?: string | null;
}

export interface ApiError {
  error: { code: string; message: string; rule?: string | null };
}
