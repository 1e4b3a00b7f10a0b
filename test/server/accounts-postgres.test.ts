// Accounts and turn notices on PostgreSQL with two instances on one database (issue 30): a session
// made through one instance works through the other, both serve the same VAPID key, and each turn
// notice is sent exactly once although both instances look for due notices.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type AccountServer, Client, act, claimedMatch, signInByCode, startAccountServer, until } from './accounts-helpers.ts';
import { Watcher } from './helpers.ts';
import { type Received, smtpReceiver, webhookReceiver } from './notice-receivers.ts';
import { type TestPostgres, startPostgres } from './postgres.ts';

let pgServer: TestPostgres;
let url: string;
let smtp: Received<{ to: string; subject: string; text: string }>;
let one: AccountServer;
let two: AccountServer;

beforeAll(async () => {
  pgServer = await startPostgres();
  url = await pgServer.database('accounts');
  smtp = await smtpReceiver();
  // Both poll every 20 ms, so that they race for every due notice.
  const accounts = { smtpUrl: smtp.url, noticePollMs: 20 };
  one = await startAccountServer({ databaseUrl: url, accounts });
  two = await startAccountServer({ databaseUrl: url, accounts });
}, 120_000);
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await smtp?.close();
  await pgServer?.stop();
}, 60_000);

describe('accounts on PostgreSQL, two instances', () => {
  const openPage = (server: AccountServer, token: string) => Watcher.open({ url: server.url, wsUrl: server.url.replace('http', 'ws') } as never, token);

  it('a session made through one instance works through the other; both serve the same VAPID key', async () => {
    const c = new Client(one);
    const me = await signInByCode(c, smtp, 'pg@example.org');
    c.server = two;
    expect((await c.call('GET', '/api/account')).body.account.id).toBe(me.id);
    const k1 = (await c.call('GET', '/api/push/key')).body.publicKey;
    c.server = one;
    expect((await c.call('GET', '/api/push/key')).body.publicKey).toBe(k1);
    expect(k1).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });

  it('each turn notice is sent exactly once with both instances sending', async () => {
    const hookA = await webhookReceiver();
    const hookB = await webhookReceiver();
    try {
      const ann = new Client(one);
      await signInByCode(ann, smtp, 'ann-pg@example.org');
      const { a, b } = await claimedMatch(ann);
      await ann.call('POST', '/api/account/notices', { channel: 'webhook', address: hookA.url });
      const bob = new Client(two);
      await bob.call('POST', `/api/play/${b}/notices`, { channel: 'webhook', address: hookB.url });
      // Ann plays through instance one, Bob through instance two, until the game ends.
      await act(ann, a, { type: 'bid', amount: 0 });
      let s = await act(bob, b, { type: 'bid', amount: 0 });
      let turnsA = 1;
      let turnsB = 0;
      for (let i = 0; i < 40 && s.status === 'active'; i++) {
        const mover = s.toAct[0] === 'a' ? { c: ann, t: a } : { c: bob, t: b };
        const before = s.toAct[0];
        s = await act(mover.c, mover.t, { type: 'roll' });
        if (s.status === 'active' && s.toAct[0] !== before) s.toAct[0] === 'a' ? turnsA++ : turnsB++;
      }
      expect(turnsA + turnsB).toBeGreaterThan(2);
      await until(() => hookA.items.length >= turnsA && hookB.items.length >= turnsB, 10_000);
      await new Promise((r) => setTimeout(r, 500));
      expect([hookA.calls, hookB.calls]).toEqual([turnsA, turnsB]);
    } finally {
      await hookA.close();
      await hookB.close();
    }
  }, 60_000);

  /** Ann (an account with a webhook, signed in through one) holds seat a of a new match; Bob plays b by link through `bobOn`. */
  async function annAndBob(
    email: string,
    bobOn: AccountServer,
    test: (p: { ann: Client; bob: Client; a: string; b: string; hook: { calls: number }; annOnline: () => Promise<boolean> }) => Promise<void>,
  ) {
    const hook = await webhookReceiver();
    try {
      const ann = new Client(one);
      await signInByCode(ann, smtp, email);
      const { a, b } = await claimedMatch(ann);
      await ann.call('POST', '/api/account/notices', { channel: 'webhook', address: hook.url });
      const bob = new Client(bobOn);
      const annOnline = async () => (await bob.call('GET', `/api/play/${b}/chat`)).body.presence.a.online as boolean;
      await test({ ann, bob, a, b, hook, annOnline });
    } finally {
      await hook.close();
    }
  }

  it(
    '30.2: no turn notice while the page of the seat is open on the other instance; one once it is closed',
    () =>
      annAndBob('ann-open@example.org', one, async ({ ann, bob, a, b, hook, annOnline }) => {
        // Ann's page is open on instance two; every move is committed on instance one.
        const page = await openPage(two, a);
        try {
          await until(annOnline);
          await act(ann, a, { type: 'bid', amount: 0 });
          const s = await act(bob, b, { type: 'bid', amount: 0 }); // equal bids: Ann's turn begins
          expect(s.toAct).toEqual(['a']);
          await new Promise((r) => setTimeout(r, 500));
          expect(hook.calls).toBe(0);
        } finally {
          page.close();
        }
        await until(async () => !(await annOnline()));
        await act(ann, a, { type: 'roll' }); // Bob's turn
        const s = await act(bob, b, { type: 'stop' }); // Ann's turn again, her page closed: one notice
        expect(s.toAct).toEqual(['a']);
        await until(() => hook.calls === 1);
      }),
    60_000,
  );

  it(
    '30.2: a page open on both instances and closed on one still counts as open: no turn notice',
    () =>
      annAndBob('ann-both@example.org', two, async ({ ann, bob, a, b, hook, annOnline }) => {
        const [onOne, onTwo] = [await openPage(one, a), await openPage(two, a)];
        try {
          await until(annOnline);
          onTwo.close();
          // Instance two marks the seat closed; instance one, which still has the page, marks it open again.
          await new Promise((r) => setTimeout(r, 300));
          await until(annOnline, 3000);
          await act(ann, a, { type: 'bid', amount: 0 });
          expect((await act(bob, b, { type: 'bid', amount: 0 })).toAct).toEqual(['a']); // committed on two
          await new Promise((r) => setTimeout(r, 500));
          expect(hook.calls).toBe(0);
        } finally {
          onOne.close();
        }
      }),
    60_000,
  );

  it('of 60 due notices, both instances racing, each is delivered exactly once', async () => {
    const hook = await webhookReceiver();
    try {
      const c = new Client(one);
      await signInByCode(c, smtp, 'race@example.org');
      const m = (await c.call<CreatedMatch>('POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'invite' })).body;
      const target = (await c.call('POST', '/api/account/notices', { channel: 'webhook', address: hook.url })).body.id;
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        const now = Date.now();
        for (let i = 0; i < 60; i++)
          await db.query('INSERT INTO notices (target_id, match_id, seat, turn_seq, attempts, next_at) VALUES ($1, $2, $3, $4, 0, $5)', [
            target,
            m.matchId,
            'a',
            1000 + i,
            now,
          ]);
        await until(() => hook.calls >= 60, 15_000);
        await new Promise((r) => setTimeout(r, 500));
        expect(hook.calls).toBe(60);
        const sent = await db.query('SELECT count(*)::int AS n FROM notices WHERE target_id = $1 AND sent_at IS NOT NULL', [target]);
        expect(sent.rows[0].n).toBe(60);
      } finally {
        await db.end();
      }
    } finally {
      await hook.close();
    }
  }, 60_000);
});
