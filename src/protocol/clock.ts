// Clocks (issue 30.3): what the server and the page share. Time is a server fact: the server keeps
// each seat's time; a snapshot carries the clock as of the server's `at`, and the page only counts
// down from it for display.

/** A pace: each seat starts with `totalMs`, gains `incMs` each time its turn passes, never beyond `capMs`. */
export interface Pace {
  totalMs: number;
  incMs: number;
  capMs: number;
}

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/**
 * The paces offered at match creation, after Rally the Troops' live, fast and slow: a live game is
 * played in one sitting, a fast one over a few days (several moves a day), a slow one at about a move a
 * day. "untimed" has no clock.
 */
export const PACES: Record<string, Pace> = {
  live: { totalMs: 20 * MIN, incMs: 30_000, capMs: 30 * MIN },
  fast: { totalMs: 1 * DAY, incMs: 4 * HOUR, capMs: 2 * DAY },
  slow: { totalMs: 3 * DAY, incMs: 1 * DAY, capMs: 5 * DAY },
};
export const PACE_NAMES = ['untimed', ...Object.keys(PACES)] as const;

/** A match's clock as a snapshot shows it. */
export interface ClockView {
  pace: string;
  totalMs: number;
  incMs: number;
  capMs: number;
  /** Each human seat's time left, as of `at`. */
  remaining: Record<string, number>;
  /** The seats whose time runs now (those to act). */
  running: string[];
  /** Both players agreed to stop the clocks (vacation). */
  paused: boolean;
  /** A seat asked for a pause; the other may accept it. */
  pauseAsk: string | null;
  /** The seat whose time ran out (it forfeits). */
  flagged: string | null;
  /** The server's time of this view (ms since the epoch). */
  at: number;
}

/** "1d 04:05", "12:05:09", "04:59": time left for display (never negative). */
export function formatClock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(s / 86400);
  const hh = Math.floor((s % 86400) / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${d}d ${two(hh)}:${two(mm)}`;
  if (hh > 0) return `${hh}:${two(mm)}:${two(ss)}`;
  return `${two(mm)}:${two(ss)}`;
}

/** A seat's time left at `now` (the page's own time, for display only). */
export function clockLeft(clock: ClockView, seat: string, now: number, receivedAt: number): number {
  const left = clock.remaining[seat] ?? 0;
  if (clock.paused || clock.flagged || !clock.running.includes(seat)) return left;
  return left - Math.max(0, now - receivedAt);
}
