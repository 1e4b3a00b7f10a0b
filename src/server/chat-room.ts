// The chat and presence of a match's seats (issue 30.4; the store: chat.ts): the lines between the
// players (observers never see them), system lines (a resignation, a pause, a forfeit on time), blocks
// and reports, and which seat has its page open (a socket here, or the shared presence another
// instance renews). Seat sockets get their new lines and the presence with each change.
import type { TokenRecord } from './storage.ts';
import { type Live, type Subscriber, refused } from './live.ts';
import { type ChatLine, type ChatStore, PRESENCE_RENEW_MS, PRESENCE_TTL_MS, type Presence, cleanLine, lineFor } from './chat.ts';

/** What the chat needs of the service (service.ts). */
export interface ChatHost {
  /** The sockets of each match, by match id (LiveMatches.watchers). */
  readonly watchers: ReadonlyMap<string, Set<Subscriber>>;
  closed(): boolean;
  tokenFor(token: string): Promise<TokenRecord>;
  withMatch<T>(id: string, fn: (live: Live) => T | Promise<T>): Promise<T>;
}

export class ChatRoom {
  private readonly presenceTicker: NodeJS.Timeout;

  constructor(
    /** Null when the store keeps no chat. */
    readonly store: ChatStore | null,
    private readonly host: ChatHost,
  ) {
    this.presenceTicker = setInterval(() => void this.renewPresence(), PRESENCE_RENEW_MS);
    this.presenceTicker.unref();
  }

  close(): void {
    clearInterval(this.presenceTicker);
  }

  /** Whether a page of `seat` in match `matchId` is open here (a live WebSocket of a link holding that seat). */
  watching(matchId: string, seat: string): boolean {
    for (const sub of this.host.watchers.get(matchId) ?? []) if (sub.access.seats.includes(seat)) return true;
    return false;
  }

  /**
   * Whether a page of `seat` is open on any instance (issue 30.2: no turn notice then): a socket here,
   * or the seat online in the shared presence (another instance renews it while a socket is open there).
   */
  async pageOpen(matchId: string, seat: string): Promise<boolean> {
    if (this.watching(matchId, seat)) return true;
    const now = Date.now();
    return ((await this.store?.presence(matchId)) ?? []).some((p) => p.seat === seat && p.online_until > now);
  }

  private async seatAccess(token: string): Promise<TokenRecord> {
    const access = await this.host.tokenFor(token);
    // Observers do not see the chat, as on Rally the Troops.
    if (access.kind !== 'seat') throw refused(403, 'forbidden', 'api.observerChat');
    return access;
  }

  async presenceOf(live: Live): Promise<Record<string, Presence>> {
    const now = Date.now();
    const out: Record<string, Presence> = {};
    for (const seat of live.game.roles) if (live.record.players[seat]?.kind === 'human') out[seat] = { online: false, lastSeen: null };
    for (const p of (await this.store?.presence(live.record.id)) ?? []) {
      if (out[p.seat]) out[p.seat] = { online: p.online_until > now, lastSeen: p.last_seen };
    }
    return out;
  }

  /** A seat's socket opened (online) or its last one here closed (last seen now). */
  async seen(live: Live, seats: string[], online: boolean): Promise<void> {
    if (!this.store) return;
    const now = Date.now();
    for (const seat of seats) await this.store.setPresence(live.record.id, seat, online ? now + PRESENCE_TTL_MS : now, online ? null : now, true);
    await this.pushChat(live);
  }

  /**
   * A seat whose page closed on another instance while it is still open here stays online (issue
   * 30.2: no turn notice while the page is open anywhere), without waiting for the next renewal.
   */
  async holdPresence(live: Live): Promise<void> {
    const subs = this.host.watchers.get(live.record.id);
    if (!this.store || !subs) return;
    const here = new Set([...subs].filter((s) => s.access.kind === 'seat').flatMap((s) => s.access.seats));
    if (here.size === 0) return;
    const now = Date.now();
    const rows = await this.store.presence(live.record.id);
    for (const seat of here) {
      if (!rows.some((p) => p.seat === seat && p.online_until > now)) await this.store.setPresence(live.record.id, seat, now + PRESENCE_TTL_MS, null, true);
    }
  }

  /** Every PRESENCE_RENEW_MS: the seats with a socket here stay online. */
  private async renewPresence(): Promise<void> {
    if (!this.store || this.host.closed()) return;
    const now = Date.now();
    try {
      for (const [id, subs] of this.host.watchers) {
        const seats = new Set([...subs].filter((s) => s.access.kind === 'seat').flatMap((s) => s.access.seats));
        for (const seat of seats) await this.store.setPresence(id, seat, now + PRESENCE_TTL_MS, null, false);
      }
    } catch (e) {
      if (!this.host.closed()) console.error('presence:', (e as Error).message);
    }
  }

  /** What a seat link has not yet received of the chat (blocked seats' lines left out), with the presence of every seat. */
  private async chatFor(live: Live, seats: string[], lang: string, after: number): Promise<{ lines: ChatLine[]; blocked: string[] }> {
    const blocked = await this.store!.blocked(live.record.id, seats);
    const rows = await this.store!.lines(
      live.record.id,
      after,
      blocked.filter((s) => !seats.includes(s)),
    );
    return { lines: rows.map((r) => lineFor(r, lang)), blocked };
  }

  /** Send each seat socket of `live` its new chat lines and the seats' presence (never to observers). */
  async pushChat(live: Live, resetFor?: (sub: Subscriber) => boolean): Promise<void> {
    if (!this.store) return;
    const reset = !!resetFor;
    const subs = [...live.subscribers].filter((s) => s.access.kind === 'seat' && (!resetFor || resetFor(s)));
    if (subs.length === 0) return;
    const presence = await this.presenceOf(live);
    for (const sub of subs) {
      // The lines are read from the database: if it is away, the socket stays and gets them with the next push.
      const { lines, blocked } = await this.chatFor(live, sub.access.seats, sub.lang, reset ? 0 : (sub.chatAfter ?? 0));
      try {
        sub.send(JSON.stringify({ type: 'chat', reset, lines, blocked, presence }));
        if (lines.length) sub.chatAfter = lines[lines.length - 1].id;
      } catch {
        live.subscribers.delete(sub);
      }
    }
  }

  async systemLine(live: Live, key: string, params: Record<string, string>): Promise<void> {
    if (!this.store) return;
    await this.store.add(live.record.id, null, null, key, params, Date.now());
    await this.pushChat(live);
  }

  /** The chat of a seat link: its lines (the latest CHAT_KEEP), the seats it blocked, and presence. */
  async chatLines(token: string, lang = 'en'): Promise<{ lines: ChatLine[]; blocked: string[]; presence: Record<string, Presence> }> {
    const access = await this.seatAccess(token);
    if (!this.store) return { lines: [], blocked: [], presence: {} };
    return this.host.withMatch(access.matchId, async (live) => ({
      ...(await this.chatFor(live, access.seats, lang, 0)),
      presence: await this.presenceOf(live),
    }));
  }

  async chatSay(token: string, text: string): Promise<{ line: ChatLine }> {
    const access = await this.seatAccess(token);
    const clean = cleanLine(text);
    if (clean === null) throw refused(400, 'malformed', 'api.chatLength');
    if (!this.store) throw refused(409, 'no-chat', 'api.noChat');
    return this.host.withMatch(access.matchId, async (live) => {
      const at = Date.now();
      const id = await this.store!.add(live.record.id, access.seats[0], clean, null, null, at);
      await this.pushChat(live);
      return { line: { id, seat: access.seats[0], text: clean, at } };
    });
  }

  /** Block (or unblock) the other seat: the blocker no longer receives its lines. */
  async chatBlock(token: string, seat: string, on: boolean): Promise<{ blocked: string[] }> {
    const access = await this.seatAccess(token);
    return this.host.withMatch(access.matchId, async (live) => {
      if (!live.game.roles.includes(seat) || access.seats.includes(seat)) throw refused(400, 'malformed', 'api.notOtherSeat', { side: seat });
      for (const mine of access.seats) await this.store?.block(live.record.id, mine, seat, on);
      // The blocker's sockets get the chat again from the start, without the blocked seat's lines.
      await this.pushChat(live, (sub) => sub.token === token);
      return { blocked: (await this.store?.blocked(live.record.id, access.seats)) ?? [] };
    });
  }

  /** Report another seat's line to the operator (stored with its text in chat_reports). */
  async chatReport(token: string, line: number, reason: string): Promise<{ reported: true }> {
    const access = await this.seatAccess(token);
    const ok = await this.store?.report(access.matchId, access.seats[0], line, reason, Date.now());
    if (!ok) throw refused(404, 'unknown-line', 'api.unknownLine');
    return { reported: true };
  }
}
