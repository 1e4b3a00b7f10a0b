// A server with accounts and notices (issue 30) on loopback over SQLite or PostgreSQL, a client that
// keeps its session cookie and CSRF token like a browser, and the mail written as .eml files.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { GameDefinition } from '../../src/kernel/game.ts';
import { type AppOptions, type RateLimits, buildApp } from '../../src/server/app.ts';
import type { AccountOptions } from '../../src/server/accounts/routes.ts';
import { PgStore } from '../../src/server/pg-store.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { MatchStore } from '../../src/server/storage.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { diceRace } from '../kernel/fixture-game.ts';

export interface AccountServer {
  url: string;
  mailDir: string;
  close(): Promise<void>;
}

export async function startAccountServer(
  opts: {
    accounts?: Partial<AccountOptions>;
    rateLimits?: RateLimits | false;
    databaseUrl?: string;
    games?: Record<string, GameDefinition>;
    webRoot?: string;
    app?: Partial<AppOptions>;
  } = {},
): Promise<AccountServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'arras-accounts-'));
  const mailDir = path.join(dir, 'mail');
  const store: MatchStore = opts.databaseUrl ? await PgStore.open(opts.databaseUrl) : new SqliteStore(path.join(dir, 'test.sqlite'));
  const { app } = await buildApp({
    ...opts.app,
    store,
    games: opts.games ?? { [diceRace.id]: diceRace },
    rateLimits: opts.rateLimits ?? false,
    webRoot: opts.webRoot,
    accounts: { mailDir, webhookHttp: true, noticePollMs: 50, retryBaseMs: 100, ...opts.accounts },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    mailDir,
    async close() {
      await app.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A browser-like client: its own cookie jar (the session) and the CSRF token it was given. */
export class Client {
  cookie = '';
  csrf: string | null = null;
  constructor(public server: { url: string }) {}
  async call<T = any>(method: string, p: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const res = await fetch(this.server.url + p, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0].endsWith('=') ? '' : set.split(';')[0];
    const text = await res.text();
    const parsed = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object' && 'csrf' in parsed) this.csrf = parsed.csrf;
    return { status: res.status, body: parsed };
  }
}

/** The messages written into the mail folder so far, parsed, oldest first. */
export async function mails(dir: string): Promise<{ to: string; subject: string; text: string }[]> {
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (f) => {
      const m = await simpleParser(readFileSync(path.join(dir, f)));
      const to = Array.isArray(m.to) ? m.to[0] : m.to;
      return { to: to?.value[0]?.address ?? '', subject: m.subject ?? '', text: m.text ?? '' };
    }),
  );
}

type Inbox = string | { items: { to: string; subject: string }[] };
const read = async (inbox: Inbox) => (typeof inbox === 'string' ? mails(inbox) : inbox.items);

/** Sign `client` in by the code mailed to `email` (into a folder of .eml files, or an SMTP receiver); returns the account. */
export async function signInByCode(client: Client, inbox: Inbox, email: string): Promise<{ id: string; email: string; player: { id: string; name: string } }> {
  const asked = await client.call('POST', '/api/account/email', { email });
  if (asked.status !== 202) throw new Error(`sign-in: ${asked.status} ${JSON.stringify(asked.body)}`);
  const mail = await until(async () => (await read(inbox)).filter((m) => m.to === email).pop());
  const code = /\b(\d{6})\b/.exec(mail.subject)![1];
  const r = await client.call('POST', '/api/account/email/verify', { email, code });
  if (r.status !== 200) throw new Error(`verify: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.account;
}

export async function until<T>(fn: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Take `action` with `token` at the match's current step (it must be accepted). */
export async function act(c: Client, token: string, action: Record<string, unknown>): Promise<Snapshot> {
  const s = (await c.call<Snapshot>('GET', `/api/play/${token}`)).body;
  const r = await c.call<Snapshot>('POST', `/api/play/${token}/action`, { seq: s.seq, action });
  if (r.status !== 200) throw new Error(`action ${JSON.stringify(action)}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A dice-race match by invitation made by `c` (seat a), its seat a claimed into c's account: the links of both seats. */
export async function claimedMatch(c: Client): Promise<{ m: CreatedMatch; a: string; b: string }> {
  const m = (await c.call<CreatedMatch>('POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'invite' })).body;
  const a = m.links.find((l) => l.seat === 'a')!.token;
  const b = m.links.find((l) => l.seat === 'b')!.token;
  await c.call('POST', '/api/account/claim', { token: a });
  return { m, a, b };
}
