// Accounts (issue 30.1) against a real server on loopback over SQLite: sign-in by e-mail code and
// link, sessions, CSRF, rate limits, claiming seats, "your games", deleting an account.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { sortGames } from '../../src/server/accounts/routes.ts';
import { type AccountServer, Client, mails, signInByCode, startAccountServer } from './accounts-helpers.ts';

let server: AccountServer;
beforeAll(async () => {
  server = await startAccountServer();
});
afterAll(() => server.close());

const newMatch = async (c: Client) => (await c.call<CreatedMatch>('POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'invite' })).body;

describe('sign-in by e-mail', () => {
  it('the code mailed signs in (sign-up on first use), once; its link is used up with it', async () => {
    const c = new Client(server);
    expect((await c.call('GET', '/api/account')).body.account).toBeNull();
    expect((await c.call('POST', '/api/account/email', { email: 'Ann@Example.org', lang: 'fr' })).status).toBe(202);
    const [mail] = (await mails(server.mailDir)).filter((m) => m.to === 'ann@example.org');
    expect(mail.subject).toMatch(/^Votre code de connexion Arras : \d{6}$/);
    const code = /(\d{6})/.exec(mail.subject)![1];
    const link = /\/account\?link=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const r = await c.call('POST', '/api/account/email/verify', { email: 'ann@example.org', code });
    expect(r.status).toBe(200);
    expect(r.body.account.email).toBe('ann@example.org');
    expect((await c.call('GET', '/api/account')).body.account.email).toBe('ann@example.org');
    expect((await new Client(server).call('POST', '/api/account/email/verify', { email: 'ann@example.org', code })).status).toBe(401);
    expect((await new Client(server).call('POST', '/api/account/email/verify', { link })).status).toBe(401);
  });

  it('the one-time link mailed signs in to the same account, once', async () => {
    const c = new Client(server);
    const first = await signInByCode(c, server.mailDir, 'ivy@example.org');
    await c.call('POST', '/api/account/email', { email: 'ivy@example.org' });
    const mail = (await mails(server.mailDir)).filter((m) => m.to === 'ivy@example.org').pop()!;
    expect(mail.subject).toMatch(/^Your Arras sign-in code: \d{6}$/);
    const link = /\/account\?link=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const d = new Client(server);
    expect((await d.call('POST', '/api/account/email/verify', { link })).status).toBe(200);
    expect((await d.call('GET', '/api/account')).body.account.id).toBe(first.id);
    expect((await new Client(server).call('POST', '/api/account/email/verify', { link })).status).toBe(401);
  });

  it('five wrong codes void the code sent, even the right one after them', async () => {
    const c = new Client(server);
    await c.call('POST', '/api/account/email', { email: 'bob@example.org' });
    const code = /(\d{6})/.exec((await mails(server.mailDir)).find((m) => m.to === 'bob@example.org')!.subject)![1];
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await c.call('POST', '/api/account/email/verify', { email: 'bob@example.org', code: wrong })).status).toBe(401);
    expect((await c.call('POST', '/api/account/email/verify', { email: 'bob@example.org', code })).status).toBe(401);
    expect((await c.call('GET', '/api/account')).body.account).toBeNull();
  });

  it('a forged or ended session gets nothing', async () => {
    const forged = new Client(server);
    forged.cookie = 'arras_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect((await forged.call('GET', '/api/account')).body.account).toBeNull();
    expect((await forged.call('GET', '/api/account/games')).status).toBe(401);
    const c = new Client(server);
    await signInByCode(c, server.mailDir, 'carl@example.org');
    const cookie = c.cookie;
    expect((await c.call('POST', '/api/account/signout', {})).status).toBe(200);
    const replayed = new Client(server);
    replayed.cookie = cookie;
    expect((await replayed.call('GET', '/api/account/games')).status).toBe(401);
  });

  it('the session cookie is HttpOnly and SameSite, and holds no account id or e-mail', async () => {
    const c = new Client(server);
    await c.call('POST', '/api/account/email', { email: 'dora@example.org' });
    const code = /(\d{6})/.exec((await mails(server.mailDir)).find((m) => m.to === 'dora@example.org')!.subject)![1];
    const res = await fetch(`${server.url}/api/account/email/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dora@example.org', code }),
    });
    const set = res.headers.get('set-cookie')!;
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Secure/); // 127.0.0.1 is a secure context for browsers
    const body = await res.json();
    expect(set).not.toContain(body.account.id);
    expect(set).not.toContain('dora');
  });
});

describe('passkeys (refusals; the ceremony itself: test/e2e/accounts.test.ts)', () => {
  it('a forged response, an unknown challenge or a challenge used twice gets 401 and no session', async () => {
    const c = new Client(server);
    const opts = await c.call('POST', '/api/account/passkey/options', { mode: 'login' });
    expect(opts.status).toBe(200);
    expect(opts.body.options.rpId).toBe('127.0.0.1');
    const forged = {
      id: 'AAAA',
      rawId: 'AAAA',
      type: 'public-key',
      response: { clientDataJSON: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    };
    const r1 = await c.call('POST', '/api/account/passkey/verify', { mode: 'login', challengeId: opts.body.challengeId, response: forged });
    expect([r1.status, r1.body.error.code]).toEqual([401, 'bad-passkey']);
    const r2 = await c.call('POST', '/api/account/passkey/verify', { mode: 'login', challengeId: opts.body.challengeId, response: forged });
    expect(r2.status).toBe(401);
    const r3 = await c.call('POST', '/api/account/passkey/verify', { mode: 'register', challengeId: 'B'.repeat(32), response: forged });
    expect(r3.status).toBe(401);
    expect(c.cookie).toBe('');
    expect((await c.call('GET', '/api/account')).body.account).toBeNull();
  });
});

describe('CSRF', () => {
  it('a state-changing request from another origin is refused and changes nothing', async () => {
    const c = new Client(server);
    const me = await signInByCode(c, server.mailDir, 'eve@example.org');
    const r = await c.call('POST', '/api/account/delete', {}, { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
    expect((await c.call('GET', '/api/account')).body.account.id).toBe(me.id);
    const asked = await new Client(server).call('POST', '/api/account/email', { email: 'x@example.org' }, { origin: 'https://evil.example' });
    expect(asked.status).toBe(403);
  });

  it("a signed-in request without the session's x-csrf-token is refused", async () => {
    const c = new Client(server);
    const me = await signInByCode(c, server.mailDir, 'fay@example.org');
    const csrf = c.csrf;
    c.csrf = null;
    expect((await c.call('POST', '/api/account/delete', {})).status).toBe(403);
    c.csrf = 'not-the-token';
    expect((await c.call('POST', '/api/account/delete', {})).status).toBe(403);
    c.csrf = csrf;
    expect((await c.call('GET', '/api/account')).body.account.id).toBe(me.id);
  });
});

describe('your games', () => {
  it('sorts your turn first, then waiting, then finished; the latest first in each', () => {
    const g = (id: string, status: 'active' | 'over', yourTurn: boolean, updatedAt: number) => ({ id, status, yourTurn, updatedAt });
    const sorted = sortGames([g('over', 'over', false, 9), g('wait-old', 'active', false, 1), g('turn', 'active', true, 2), g('wait-new', 'active', false, 5)]);
    expect(sorted.map((x) => x.id)).toEqual(['turn', 'wait-new', 'wait-old', 'over']);
  });

  it('a claimed seat link follows the account to another device, which opens it by a new link of that seat', async () => {
    const phone = new Client(server);
    const laptop = new Client(server);
    await signInByCode(phone, server.mailDir, 'gil@example.org');
    await signInByCode(laptop, server.mailDir, 'gil@example.org');
    const m1 = await newMatch(phone);
    const m2 = await newMatch(phone);
    const seatA = m1.links.find((l) => l.seat === 'a')!.token;
    // m2: bid as a, so that a waits for b; m1: a has still to bid (a's turn).
    await phone.call('POST', `/api/play/${m2.links.find((l) => l.seat === 'a')!.token}/action`, { seq: 0, action: { type: 'bid', amount: 1 } });
    expect((await phone.call('POST', '/api/account/claim', { token: seatA })).body).toEqual({ matchId: m1.matchId, seats: ['a'] });
    await phone.call('POST', '/api/account/claim', { token: m2.links.find((l) => l.seat === 'a')!.token });
    expect((await phone.call('POST', '/api/account/claim', { token: m1.observer.token })).status).toBe(400);
    const games = (await laptop.call('GET', '/api/account/games')).body.games;
    expect(games.map((x: { matchId: string; yourTurn: boolean }) => [x.matchId, x.yourTurn])).toEqual([
      [m1.matchId, true],
      [m2.matchId, false],
    ]);
    const opened = await laptop.call('POST', `/api/account/games/${m1.matchId}/open`, {});
    expect(opened.body.token).not.toBe(seatA);
    const snap = await laptop.call('GET', `/api/play/${opened.body.token}`);
    expect(snap.body.myRoles).toEqual(['a']);
    expect(snap.body.legal.length).toBeGreaterThan(0);
    // A match the account holds no seat in cannot be opened.
    const other = await newMatch(new Client(server));
    expect((await laptop.call('POST', `/api/account/games/${other.matchId}/open`, {})).status).toBe(404);
  });
});

describe('deleting an account', () => {
  it('removes the account, its sessions, seats and notice settings; the matches stay', async () => {
    const c = new Client(server);
    const me = await signInByCode(c, server.mailDir, 'hal@example.org');
    const other = new Client(server);
    await signInByCode(other, server.mailDir, 'hal@example.org');
    const m = await newMatch(c);
    await c.call('POST', '/api/account/claim', { token: m.links[0].token });
    expect((await c.call('POST', '/api/account/notices', { channel: 'email' })).status).toBe(201);
    expect((await c.call('POST', '/api/account/delete', {})).status).toBe(200);
    expect((await other.call('GET', '/api/account')).body.account).toBeNull();
    expect((await c.call('GET', '/api/account/games')).status).toBe(401);
    expect((await c.call('GET', `/api/play/${m.links[0].token}`)).status).toBe(200);
    const db = new Database(dbFileOf(server), { readonly: true });
    for (const [table, col] of [
      ['accounts', 'id'],
      ['sessions', 'account_id'],
      ['account_seats', 'account_id'],
      ['passkeys', 'account_id'],
    ]) {
      expect(db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${col} = ?`).get(me.id)).toEqual({ n: 0 });
    }
    expect(db.prepare(`SELECT count(*) AS n FROM notice_targets WHERE owner = ?`).get(`a:${me.id}`)).toEqual({ n: 0 });
    expect(db.prepare(`SELECT count(*) AS n FROM accounts WHERE email = ?`).get('hal@example.org')).toEqual({ n: 0 });
    db.close();
  });
});

describe('rate limits', () => {
  it('at most 3 codes wait for one address at once: a 4th request gets 429 and sends no mail', async () => {
    const c = new Client(server);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await c.call('POST', '/api/account/email', { email: 'busy@example.org' })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect((await mails(server.mailDir)).filter((m) => m.to === 'busy@example.org')).toHaveLength(3);
  });

  it('sign-in requests beyond the limit get 429 and no mail', async () => {
    const limited = await startAccountServer({ rateLimits: { requestsPerMinute: 1000, matchesPerMinute: 10 }, accounts: { signInPerMinute: 3 } });
    try {
      const c = new Client(limited);
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await c.call('POST', '/api/account/email', { email: `r${i}@example.org` })).status);
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
      expect((await mails(limited.mailDir)).length).toBe(3);
    } finally {
      await limited.close();
    }
  });
});

function dbFileOf(s: AccountServer): string {
  return `${s.mailDir.replace(/\/mail$/, '')}/test.sqlite`;
}

describe('privacy', () => {
  it("the mailed sign-in link's secret and the e-mail address never reach a log line", async () => {
    const { Writable } = await import('node:stream');
    const { buildApp } = await import('../../src/server/app.ts');
    const { SqliteStore } = await import('../../src/server/sqlite-store.ts');
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(`${tmpdir()}/arras-log-`);
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) });
    const store = new SqliteStore(':memory:');
    const { app } = await buildApp({ store, games: {}, logger: { level: 'info', stream }, rateLimits: false, accounts: { mailDir: dir } });
    try {
      await app.inject({ method: 'POST', url: '/api/account/email', payload: { email: 'secret.person@example.org' } });
      const link = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
      await app.inject({ method: 'POST', url: `/api/account/email/verify?link=${link}`, payload: { link } });
      await app.inject({ method: 'GET', url: `/account?link=${link}` });
      const log = lines.join('');
      expect(log).toContain('/account?link=***');
      expect(log).not.toContain(link);
      expect(log).not.toContain('secret.person');
    } finally {
      await app.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sessions and codes in the database', () => {
  it('a session expires after 30 days; concurrent uses of one code sign in once', async () => {
    const { Accounts } = await import('../../src/server/accounts/accounts.ts');
    const { sqlDbOf } = await import('../../src/server/accounts/db.ts');
    const { SqliteStore } = await import('../../src/server/sqlite-store.ts');
    const store = new SqliteStore(':memory:');
    let now = 1_000_000;
    const accounts = new Accounts(sqlDbOf(store)!, () => now);
    try {
      const me = await accounts.accountForEmail('time@example.org', 'en');
      const s = await accounts.startSession(me.id);
      now += 29 * 86_400_000;
      expect((await accounts.session(s.token))?.account.id).toBe(me.id);
      now += 2 * 86_400_000;
      expect(await accounts.session(s.token)).toBeNull();
      const { code } = (await accounts.newCode('time@example.org'))!;
      const uses = await Promise.all(Array.from({ length: 5 }, () => accounts.useCode('time@example.org', code)));
      expect(uses.filter((u) => u === 'time@example.org')).toHaveLength(1);
    } finally {
      store.close();
    }
  });
});
