// The service's side of the clocks (issue 30.3; the clocks themselves: clocks.ts): a pause asked,
// accepted or declined, the clocks resumed; a seat out of time refused; and, once a clock runs out,
// the forfeit of its seat (result kind "time"), ended by whichever instance claims the clock first.
import type { Snapshot } from '../protocol/types.ts';
import type { MatchStore, TokenRecord } from './storage.ts';
import { type Live, forfeitResult, refused } from './live.ts';
import { type ClockRequest, type MatchClocks, outOfTime } from './clocks.ts';

/** What the clocks need of the service (service.ts). */
export interface ClockHost {
  readonly store: MatchStore;
  readonly clocks: MatchClocks;
  closed(): boolean;
  tokenFor(token: string): Promise<TokenRecord>;
  withMatch<T>(id: string, fn: (live: Live) => T | Promise<T>): Promise<T>;
  /** Bring the copy here up to what the store holds (LiveMatches.refresh). */
  refresh(live: Live): Promise<void>;
  commitChange(live: Live, fromSeq: number, undo: number, mutate: () => number | void): Promise<void>;
  broadcast(live: Live): Promise<void>;
  snapshot(token: string, access: TokenRecord, live: Live, lang: string): Promise<Snapshot>;
  /** A line of the chat from the server (chat-room.ts). */
  systemLine(live: Live, key: string, params: Record<string, string>): Promise<void>;
}

/** A seat whose time has run out acts no more: the forfeit follows within a tick of the clocks. */
export function refuseOutOfTime(live: Live): void {
  const seat = outOfTime(live.clock, Date.now());
  if (seat) throw refused(409, 'out-of-time', 'api.outOfTime', { side: seat });
}

export class ClockKeeper {
  private readonly ticker: NodeJS.Timeout;

  constructor(
    private readonly host: ClockHost,
    /** How often to look for clocks that ran out (ms). */
    tickMs: number,
  ) {
    this.ticker = setInterval(() => void this.enforceClocks(), tickMs);
    this.ticker.unref();
  }

  close(): void {
    clearInterval(this.ticker);
  }

  /** Ask for a pause (vacation), accept or decline the other's, or resume the clocks. */
  async clockRequest(token: string, op: ClockRequest, lang = 'en'): Promise<Snapshot> {
    const access = await this.host.tokenFor(token);
    if (access.kind !== 'seat') throw refused(403, 'forbidden', 'api.observerPauses');
    return this.host.withMatch(access.matchId, async (live) => {
      if (this.host.store.onChange) await this.host.clocks.load(live);
      await this.host.clocks.request(live, access.seats, op);
      await this.host.broadcast(live);
      const c = live.clock!;
      const seat = access.seats.find((x) => x in c.remaining) ?? access.seats[0];
      await this.host.systemLine(
        live,
        op === 'pause' && !c.paused
          ? 'chat.sys.pauseAsk'
          : op === 'resume'
            ? 'chat.sys.resumed'
            : op === 'decline'
              ? 'chat.sys.pauseDeclined'
              : 'chat.sys.paused',
        { seat },
      );
      return this.host.snapshot(token, access, live, lang);
    });
  }

  /**
   * Every instance looks for clocks that ran out; the one that claims a clock's row (clocks.ts) ends
   * the match: the seat out of time forfeits (result kind "time"), as a resignation would.
   */
  async enforceClocks(now = Date.now()): Promise<number> {
    const store = this.host.clocks.store;
    if (!store || this.host.closed()) return 0;
    let forfeits = 0;
    try {
      for (const id of await store.due(now)) {
        if (!(await store.claim(id, now))) continue;
        if (await this.forfeitOnTime(id)) forfeits++;
        else await store.release(id);
      }
    } catch (e) {
      if (!this.host.closed()) console.error('clocks:', (e as Error).message);
    }
    return forfeits;
  }

  private async forfeitOnTime(id: string): Promise<boolean> {
    return this.host.withMatch(id, async (live) => {
      // The copy here and its clock as stored: forfeit only on the step the clock was computed at.
      if (this.host.store.onChange) await this.host.refresh(live);
      else await this.host.clocks.load(live);
      const clock = live.clock;
      const seat = outOfTime(clock, Date.now());
      if (!clock || !seat || live.record.status !== 'active' || clock.seq !== live.session.seq) return false;
      await this.host.commitChange(live, live.session.seq, 0, () => {
        live.record.resigned = seat;
        live.record.result = forfeitResult(live, seat, 'time', `${seat} ran out of time and forfeits`);
        // The clock stops with the seat's time at zero.
        live.clock = { ...clock, remaining: { ...clock.remaining, [seat]: 0 }, running: [], since: Date.now(), flagged: seat, pauseAsk: null };
      });
      await this.host.clocks.store!.save(id, live.clock!);
      await this.host.systemLine(live, 'chat.sys.timeForfeit', { seat });
      return true;
    });
  }
}
