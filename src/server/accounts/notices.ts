// Turn notices (issue 30.2): when a person's turn begins and their page is not open, a notice goes to
// each channel they set: e-mail (mail.ts), a webhook (Discord- and Slack-compatible JSON), Web Push
// (web-push, VAPID keys made once and stored with the database). Settings belong to an account
// ("a:<account id>") or, for a link-only player, to the seat's link ("t:<token hash>").
//
// Exactly once with several instances: the instance that commits the step which begins a turn
// inserts one row per (target, match, seat, turn step) - a second insert of the same key does
// nothing - and a sender takes a row by one conditional UPDATE (claimed_until), which only one
// instance can win. A failed delivery is retried with backoff (RETRY_BASE_MS doubling, at most
// MAX_ATTEMPTS); an endpoint that answers 404 or 410 is dead and its setting is dropped.
//
// A notice carries the match's address on this server (PUBLIC_URL/?match=<id>), never a seat's link:
// a webhook posts into a channel others read, and the link would give them the seat. The home page
// opens the match from the account, or from the links this browser holds.
import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { GameDefinition } from '../../kernel/game.ts';
import type { Accounts } from './accounts.ts';
import type { SqlDb } from '../sql.ts';
import type { Mailer } from './mail.ts';
import { text } from './texts.ts';

export type Channel = 'email' | 'webhook' | 'push';
export const MAX_ATTEMPTS = 8;
export const RETRY_BASE_MS = 5_000;
const CLAIM_MS = 60_000;

export interface NoticeTarget {
  id: string;
  channel: Channel;
  address: string;
  lang: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The server's VAPID keys: from the environment when given (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY),
 * else made on first start and stored with the database (server_keys); every instance reads the
 * same pair (of two instances making them at once, the first insert wins).
 */
export async function vapidKeys(db: SqlDb, env: { publicKey?: string; privateKey?: string; subject?: string } = {}): Promise<VapidKeys> {
  const subject = env.subject || 'mailto:arras@localhost';
  if (env.publicKey && env.privateKey) return { publicKey: env.publicKey, privateKey: env.privateKey, subject };
  const made = webPush.generateVAPIDKeys();
  await db.run("INSERT INTO server_keys (name, value) VALUES ('vapid', ?) ON CONFLICT (name) DO NOTHING", [JSON.stringify(made)]);
  const [row] = await db.all<{ value: string }>("SELECT value FROM server_keys WHERE name = 'vapid'");
  const keys = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
}

export interface NoticeOptions {
  db: SqlDb;
  accounts: Accounts;
  mailer: Mailer;
  games: Record<string, GameDefinition>;
  vapid: VapidKeys;
  /** The server's address as players reach it (PUBLIC_URL), for the links in notices. */
  publicUrl: string;
  /** Whether a page of this seat is open on any instance (ChatRoom.pageOpen). */
  watching: (matchId: string, seat: string) => Promise<boolean>;
  /** How often due notices are looked for (ms). */
  pollMs?: number;
  retryBaseMs?: number;
  now?: () => number;
  /** The HTTPS agent of Web Push requests (tests: one that trusts a loopback push service's certificate). */
  pushAgent?: Agent;
}

/** A delivery that failed: `dead` when the endpoint is gone for good (404, 410). */
class DeliveryError extends Error {
  constructor(
    message: string,
    readonly dead: boolean,
  ) {
    super(message);
  }
}

export class Notices {
  private readonly db: SqlDb;
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private closed = false;
  readonly instance = randomUUID();

  constructor(private readonly opts: NoticeOptions) {
    this.db = opts.db;
    this.now = opts.now ?? Date.now;
    this.timer = setInterval(() => void this.tick(), opts.pollMs ?? 1000);
    this.timer.unref();
  }

  close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    return this.running ?? Promise.resolve();
  }

  // ---- settings --------------------------------------------------------------------------------

  async targets(owner: string): Promise<NoticeTarget[]> {
    return this.db.all<NoticeTarget>('SELECT id, channel, address, lang FROM notice_targets WHERE owner = ? ORDER BY created_at', [owner]);
  }

  async addTarget(owner: string, channel: Channel, address: string, lang: string): Promise<NoticeTarget> {
    await this.db.run(
      'INSERT INTO notice_targets (id, owner, channel, address, lang, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (owner, channel, address) DO UPDATE SET lang = excluded.lang',
      [randomUUID(), owner, channel, address, lang, this.now()],
    );
    const [row] = await this.db.all<NoticeTarget>('SELECT id, channel, address, lang FROM notice_targets WHERE owner = ? AND channel = ? AND address = ?', [
      owner,
      channel,
      address,
    ]);
    return row;
  }

  /** Remove a setting of `owner` (and its pending notices); false when it is not theirs. */
  async removeTarget(owner: string, id: string): Promise<boolean> {
    return this.db.tx(async (db) => {
      if ((await db.run('DELETE FROM notice_targets WHERE id = ? AND owner = ?', [id, owner])) === 0) return false;
      await db.run('DELETE FROM notices WHERE target_id = ?', [id]);
      return true;
    });
  }

  // ---- a turn begins ---------------------------------------------------------------------------

  /**
   * `seat` is to act in `matchId` from step `seq`: one notice row per target of the seat's holders,
   * unless the seat's page is open (on any instance). A second call for the same turn adds nothing.
   */
  async turnStarted(matchId: string, seat: string, seq: number): Promise<number> {
    if (await this.opts.watching(matchId, seat)) return 0;
    const owners = [
      ...(await this.opts.accounts.holders(matchId, seat)).map((a) => `a:${a}`),
      ...(await this.db.all<{ hash: string; seats: string }>("SELECT hash, seats FROM tokens WHERE match_id = ? AND kind = 'seat'", [matchId]))
        .filter((t) => (JSON.parse(t.seats) as string[]).includes(seat))
        .map((t) => `t:${t.hash}`),
    ];
    let added = 0;
    for (const owner of owners) {
      for (const t of await this.targets(owner)) {
        added += await this.db.run(
          'INSERT INTO notices (target_id, match_id, seat, turn_seq, attempts, next_at) VALUES (?, ?, ?, ?, 0, ?) ON CONFLICT DO NOTHING',
          [t.id, matchId, seat, seq, this.now()],
        );
      }
    }
    if (added > 0) void this.tick();
    return added;
  }

  // ---- delivery --------------------------------------------------------------------------------

  /** Send what is due (one run at a time in this instance; instances share the rows by claims). */
  tick(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (!this.running) this.running = this.deliverDue().finally(() => (this.running = null));
    return this.running;
  }

  private async deliverDue(): Promise<void> {
    try {
      const now = this.now();
      const due = await this.db.all<NoticeRow>(
        `SELECT n.target_id, n.match_id, n.seat, n.turn_seq, n.attempts, t.channel, t.address, t.lang
         FROM notices n JOIN notice_targets t ON t.id = n.target_id
         WHERE n.sent_at IS NULL AND n.failed IS NULL AND n.next_at <= ? AND (n.claimed_until IS NULL OR n.claimed_until < ?)
         ORDER BY n.next_at LIMIT 50`,
        [now, now],
      );
      for (const n of due) {
        if (this.closed) return;
        const key = [n.target_id, n.match_id, n.seat, n.turn_seq];
        // The claim: of all instances, exactly one changes this row.
        const claimed = await this.db.run(
          'UPDATE notices SET claimed_until = ? WHERE target_id = ? AND match_id = ? AND seat = ? AND turn_seq = ? AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < ?)',
          [now + CLAIM_MS, ...key, now],
        );
        if (claimed !== 1) continue;
        if (await this.opts.watching(n.match_id, n.seat)) {
          // The player opened the page meanwhile: no notice.
          await this.db.run("UPDATE notices SET failed = 'watching' WHERE target_id = ? AND match_id = ? AND seat = ? AND turn_seq = ?", key);
          continue;
        }
        try {
          await this.deliver(n);
          await this.db.run('UPDATE notices SET sent_at = ?, attempts = attempts + 1 WHERE target_id = ? AND match_id = ? AND seat = ? AND turn_seq = ?', [
            this.now(),
            ...key,
          ]);
        } catch (e) {
          const dead = e instanceof DeliveryError && e.dead;
          if (dead) {
            // A gone endpoint (404/410): the setting is dropped, with its pending notices.
            await this.db.run('DELETE FROM notices WHERE target_id = ?', [n.target_id]);
            await this.db.run('DELETE FROM notice_targets WHERE id = ?', [n.target_id]);
            continue;
          }
          const attempts = n.attempts + 1;
          const failed = attempts >= MAX_ATTEMPTS ? String((e as Error).message).slice(0, 200) : null;
          await this.db.run(
            'UPDATE notices SET attempts = ?, next_at = ?, claimed_until = NULL, failed = ? WHERE target_id = ? AND match_id = ? AND seat = ? AND turn_seq = ?',
            [attempts, this.now() + (this.opts.retryBaseMs ?? RETRY_BASE_MS) * 2 ** (attempts - 1), failed, ...key],
          );
        }
      }
    } catch (e) {
      if (!this.closed) console.error('turn notices:', (e as Error).message);
    }
  }

  /** What a notice says: the game, the match (scenario and id) and the match's address. */
  async message(matchId: string, lang: string): Promise<{ subject: string; body: string; link: string; game: string; match: string }> {
    const [m] = await this.db.all<{ game: string; config: string }>('SELECT game, config FROM matches WHERE id = ?', [matchId]);
    const game = m ? this.opts.games[m.game] : undefined;
    const config = m ? (JSON.parse(m.config) as { scenario?: string }) : {};
    const scenario = game?.scenarios.find((s) => s.id === config.scenario) ?? game?.scenarios[0];
    const scenarioName = (scenario && (scenario.texts?.[lang]?.label ?? scenario.label)) ?? game?.title ?? '';
    const vars = { game: game?.title ?? m?.game ?? '', match: text('notice.match', lang, { scenario: scenarioName, id: matchId.slice(0, 8) }) };
    const link = `${this.opts.publicUrl.replace(/\/$/, '')}/?match=${encodeURIComponent(matchId)}`;
    return { ...vars, link, subject: text('notice.subject', lang, vars), body: text('notice.body', lang, { ...vars, link }) };
  }

  private async deliver(n: NoticeRow): Promise<void> {
    const m = await this.message(n.match_id, n.lang);
    await this.send(n.channel, n.address, m.subject, m.body, { title: m.subject, body: m.body, url: m.link });
  }

  /** One message on one channel (also used for the "send a test" button of the settings). */
  async send(channel: Channel, address: string, subject: string, body: string, push: { title: string; body: string; url: string }): Promise<void> {
    if (channel === 'email') return this.opts.mailer.send({ to: address, subject, text: body });
    if (channel === 'webhook') {
      // Discord reads `content`, Slack reads `text`; each ignores the other's field.
      const res = await fetch(address, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: body, text: body }),
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      }).catch((e: Error) => {
        throw new DeliveryError(`webhook: ${e.message}`, false);
      });
      if (!res.ok) throw new DeliveryError(`webhook: HTTP ${res.status}`, res.status === 404 || res.status === 410);
      return;
    }
    const { vapid } = this.opts;
    try {
      await webPush.sendNotification(JSON.parse(address) as webPush.PushSubscription, JSON.stringify(push), {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: 24 * 3600,
        timeout: 10_000,
        ...(this.opts.pushAgent ? { agent: this.opts.pushAgent } : {}),
      });
    } catch (e) {
      const status = (e as { statusCode?: number }).statusCode;
      throw new DeliveryError(`push: ${status ? `HTTP ${status}` : (e as Error).message}`, status === 404 || status === 410);
    }
  }
}

interface NoticeRow {
  target_id: string;
  match_id: string;
  seat: string;
  turn_seq: number;
  attempts: number;
  channel: Channel;
  address: string;
  lang: string;
}
