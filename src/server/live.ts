// A match in memory and what surrounds it: the errors sent to clients (ApiFailure), links (tokens,
// stored only as hashes), the subscribers of a match's live updates, the roles a link plays now, and
// the match's status from its state. Used by the service (service.ts) and its parts: the matches in
// memory (live-matches.ts), new matches (new-match.ts), the snapshots and broadcast (snapshots.ts), the
// computer seats (computer-seats.ts), the clocks (clock-keeper.ts), the chat (chat-room.ts) and the
// replay (replay.ts).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { diceCommitment } from '../kernel/dice-proof.ts';
import type { GameDefinition, Role, RuleError } from '../kernel/game.ts';
import type { Session, DiceSource } from '../kernel/session.ts';
import type { Player } from '../players/player.ts';
import type { MatchRecord, TokenRecord } from './storage.ts';
import type { ViewDelta } from '../protocol/view-delta.ts';
import type { GameResult, Level } from '../protocol/types.ts';
import type { CacheEntry, LogItemsCache } from './snapshots.ts';
import type { ClockState } from './clocks.ts';
import { type Lang, refusalTexts, shellRefusal } from '../i18n/index.ts';
import type { apiEn } from '../i18n/api.en.ts';

/** An error with an HTTP status, sent to clients as {"error": {code, message, rule}}. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly rule: string | null = null,
    /** The message in other languages (RuleError.texts with the rule), sent as `texts` when present. */
    readonly texts?: Record<string, string>,
  ) {
    super(message);
  }
}

type Params = Record<string, string | number>;
export type ApiKey = keyof typeof apiEn;

/**
 * A refusal the server words by its catalogue key (src/i18n api.*): the English is its `message` (for API
 * clients), the other languages its `texts` (the browser shows the reader's). `params` per language if they differ.
 */
export function refused(status: number, code: string, key: ApiKey, params: Params | ((lang: Lang) => Params) = {}): ApiFailure {
  const { message, texts } = shellRefusal(key, null, typeof params === 'function' ? params : () => params);
  return new ApiFailure(status, code, message, null, texts);
}

const STATUS_OF_RULE_ERROR: Record<string, number> = {
  malformed: 400,
  'bad-setup': 400,
  'unknown-action': 422,
  illegal: 422,
  'wrong-role': 409,
  stale: 409,
  'game-over': 409,
};

export function fromRuleError(e: RuleError): ApiFailure {
  return new ApiFailure(STATUS_OF_RULE_ERROR[e.code] ?? 400, e.code, e.message, e.rule, refusalTexts(e));
}

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
/** The link a holder of `token` gets to a rematch: only a holder of the old link can compute it. */
export function rematchToken(token: string, rematchId: string): string {
  return createHmac('sha256', token).update(`rematch:${rematchId}`).digest('base64url').slice(0, 32);
}

export interface Subscriber {
  token: string;
  access: TokenRecord;
  /** The language the subscriber reads (action descriptions and log texts where the game has it). */
  lang: string;
  /**
   * Receives each update as the JSON text of a WebSocket message,
   * {"type":"snapshot","snapshot":...,"kept":[...],"items":{...}}, whose view holds only what changed
   * since the previous message to this subscriber (view-delta.ts).
   */
  send(messageJson: string): void;
  /** What this subscriber was sent of the view. */
  delta: ViewDelta;
  /** The rest of the last snapshot it was sent (all but the view), to send nothing when nothing changed. */
  sent?: string;
  /** The last chat line sent to this (seat) subscriber (chat.ts). */
  chatAfter?: number;
}

export interface Live {
  record: MatchRecord;
  game: GameDefinition;
  session: Session;
  dice: DiceSource;
  /** The commitment to the dice seed, published from the start (null: a match made before seeds were committed). */
  commitment: string | null;
  /**
   * The private key of the computer's decisions (computer.ts decisionSeed): the dice seed, or, for a
   * match made before seeds, a random key kept in memory. Never sent to a client before the end.
   */
  secret: string;
  subscribers: Set<Subscriber>;
  /** The computer's players by seat. */
  players: Map<string, Player>;
  /** A computer move is scheduled. */
  computerPending?: boolean;
  /** Views, legal actions and logs by perspective at the current step. */
  cache: Map<string, CacheEntry>;
  /** Log items by reader (role and language), kept between steps (snapshots.ts cachedLogItems). */
  logs?: Map<string, LogItemsCache>;
  /** The match's states every CHECKPOINT_EVERY steps, for its replay (replay.ts). */
  checkpoints?: import('./replay.ts').Checkpoint[];
  /** When the match was last used (ms since the epoch): matches nobody uses leave memory. */
  usedAt?: number;
  /** The end of the queue of requests on this match (they run one at a time). */
  lock: Promise<void>;
  /** Requests queued or running on this match. */
  busy: number;
  /** The match's clock (clocks.ts); absent or null when untimed. */
  clock?: ClockState | null;
  /** The hints asked (coach.ts), shown in the log after the step they were asked at. */
  hints?: { step: number; role: Role }[];
}

export interface CreateRequest {
  game: string;
  scenario?: string;
  options?: Record<string, boolean | number>;
  /** The creator's seat. */
  seat: string;
  /** The other seats: the computer, a second person at this screen, or persons invited by link. */
  opponent: 'computer' | 'hotseat' | 'invite';
  level?: Level;
  /** List the invitation in the public lobby (opponent 'invite' only). */
  lobby?: boolean;
  /** The clock's pace (src/protocol/clock.ts PACES; 'untimed' or absent: no clock). */
  pace?: string;
  /** A rated game (issue 30.5): two people by invitation. */
  rated?: boolean;
}

/** A match in memory, as created or loaded. */
export function newLive(record: MatchRecord, game: GameDefinition, session: Session, dice: DiceSource, subscribers: Set<Subscriber> = new Set()): Live {
  return {
    record,
    game,
    session,
    dice,
    commitment: record.seed ? diceCommitment(record.seed) : null,
    secret: record.seed ?? randomBytes(16).toString('hex'),
    subscribers,
    cache: new Map(),
    players: new Map(),
    lock: Promise.resolve(),
    busy: 0,
  };
}

/** The roles the holder of `seats` plays now (after side bids a seat may play another role). */
export function rolesOf(live: Live, seats: string[]): Role[] {
  const { game, session } = live;
  return game.roles.filter((r) => seats.includes(game.seatOf ? game.seatOf(session.state, r) : r));
}

/**
 * The result when `seat` leaves the game (a resignation, or a forfeit on time): the server ends the
 * match for every game alike; the seat's roles lose, the others win.
 */
export function forfeitResult(live: Live, seat: string, kind: string, detail: string): GameResult {
  const { game } = live;
  const losers = rolesOf(live, [seat]);
  const others = game.roles.filter((r) => !losers.includes(r));
  const scores: Record<string, number> = {};
  for (const r of game.roles) scores[r] = losers.includes(r) ? 0 : 1;
  return { winner: others.length === 1 ? others[0] : null, kind, detail, scores };
}

/** The match's status and result from its state (a resignation keeps its own result). */
export function updateStatus(live: Live): void {
  const { game, session, record } = live;
  if (record.resigned) {
    record.status = 'over';
    return;
  }
  const result = game.result(session.state) as GameResult | null;
  record.result = result;
  record.status = result || session.isOver() ? 'over' : 'active';
}
