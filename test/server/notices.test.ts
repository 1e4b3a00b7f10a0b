// Turn notices (issue 30.2) against real counterparts on loopback: an SMTP server, a webhook
// receiver and a Web Push service that decrypts the payload. One notice per turn, never per action,
// none while the player's page is open; retries with backoff; a dead endpoint dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountServer, Client, act, claimedMatch, signInByCode, startAccountServer, until } from './accounts-helpers.ts';
import { Watcher } from './helpers.ts';
import { type PushService, type Received, pushService, smtpReceiver, webhookReceiver } from './notice-receivers.ts';

let smtp: Received<{ to: string; subject: string; text: string }>;
let push: PushService;
let server: AccountServer;
const PUBLIC_URL = 'https://arras.example';

beforeAll(async () => {
  smtp = await smtpReceiver();
  push = await pushService();
  server = await startAccountServer({ accounts: { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, pushAgent: push.agent } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await push.close();
});

const settle = () => new Promise((r) => setTimeout(r, 400));

describe('turn notices', () => {
  it('one notice per turn on each channel (not per action), naming the game and match with its address; none while the page is open', async () => {
    const hookA = await webhookReceiver();
    const hookB = await webhookReceiver();
    try {
      // Ann has an account (e-mail and a webhook); Bob plays by link only (a webhook and Web Push for his seat).
      const ann = new Client(server);
      await signInByCode(ann, smtp, 'ann@example.org');
      const { m, a, b } = await claimedMatch(ann);
      expect((await ann.call('POST', '/api/account/notices', { channel: 'email' })).status).toBe(201);
      expect((await ann.call('POST', '/api/account/notices', { channel: 'webhook', address: hookA.url })).status).toBe(201);
      const bob = new Client(server);
      expect((await bob.call('POST', `/api/play/${b}/notices`, { channel: 'webhook', address: hookB.url, lang: 'fr' })).status).toBe(201);
      expect((await bob.call('POST', `/api/play/${b}/notices`, { channel: 'push', subscription: push.subscription, lang: 'fr' })).status).toBe(201);
      const mailsBefore = smtp.items.length;

      await act(ann, a, { type: 'bid', amount: 0 }); // Bob was already to bid: no new turn
      await settle();
      expect(hookB.items.length + push.items.length).toBe(0);
      await act(bob, b, { type: 'bid', amount: 0 }); // equal bids: Ann's turn begins
      await until(() => hookA.items.length === 1 && smtp.items.length === mailsBefore + 1);
      await act(ann, a, { type: 'note' }); // still Ann's turn: no notice
      await act(ann, a, { type: 'note' });
      await act(ann, a, { type: 'roll' }); // the dice, then Bob's turn
      await until(() => hookB.items.length === 1 && push.items.length === 1);
      await settle();
      expect(hookA.items.length).toBe(1);
      expect(smtp.items.length).toBe(mailsBefore + 1);

      const mail = smtp.items[mailsBefore];
      expect(mail.to).toBe('ann@example.org');
      expect(mail.subject).toBe(`Your turn: Dice race (kernel fixture), Standard, match ${m.matchId.slice(0, 8)}`);
      expect(mail.text).toContain(`${PUBLIC_URL}/?match=${m.matchId}`);
      expect(hookA.items[0].body.content).toBe(hookA.items[0].body.text); // Discord's and Slack's field
      expect(hookA.items[0].body.content).toContain('Dice race (kernel fixture)');
      expect(hookB.items[0].body.content).toMatch(/^C’est à vous de jouer dans Dice race \(kernel fixture\) \(Standard, partie /);
      expect(push.items[0].payload).toEqual({
        title: `À vous de jouer : Dice race (kernel fixture), Standard, partie ${m.matchId.slice(0, 8)}`,
        body: expect.stringContaining(`${PUBLIC_URL}/?match=${m.matchId}`),
        url: `${PUBLIC_URL}/?match=${m.matchId}`,
      });
      expect(push.items[0].headers['content-encoding']).toBe('aes128gcm');
      expect(String(push.items[0].headers.authorization)).toMatch(/^vapid t=/);
      // No seat link (a webhook posts where others read) and no token in any notice.
      for (const t of [a, b, m.observer.token]) {
        expect(JSON.stringify([smtp.items, hookA.items, hookB.items, push.items])).not.toContain(t);
      }

      // Ann's page is open (a WebSocket of her seat): when her next turn begins, no notice.
      const page = await Watcher.open({ url: server.url, wsUrl: server.url.replace('http', 'ws') } as never, a);
      try {
        const s = await act(bob, b, { type: 'stop' });
        expect(s.toAct).toEqual(['a']);
        await settle();
        expect(hookA.items.length).toBe(1);
        expect(smtp.items.length).toBe(mailsBefore + 1);
      } finally {
        page.close();
      }
    } finally {
      await hookA.close();
      await hookB.close();
    }
  });

  it('a failed webhook is retried with growing delays and delivered once', async () => {
    const hook = await webhookReceiver((n) => (n <= 2 ? 503 : 204));
    try {
      const { a, b, ann, bob } = await twoPlayers();
      await ann.call('POST', '/api/account/notices', { channel: 'webhook', address: hook.url });
      await act(ann, a, { type: 'bid', amount: 0 });
      const started = Date.now();
      await act(bob, b, { type: 'bid', amount: 0 });
      await until(() => hook.items.length === 1, 8000);
      // retryBaseMs 100: the second try 100 ms after the first, the third 200 ms after the second.
      expect(hook.items[0].at - started).toBeGreaterThanOrEqual(300);
      await settle();
      expect(hook.calls).toBe(3);
      expect(hook.items.length).toBe(1);
    } finally {
      await hook.close();
    }
  });

  it('a dead endpoint (410) is dropped from the settings after one try', async () => {
    const hook = await webhookReceiver(() => 410);
    try {
      const { a, b, ann, bob } = await twoPlayers();
      await ann.call('POST', '/api/account/notices', { channel: 'webhook', address: hook.url });
      expect((await ann.call('GET', '/api/account/notices')).body.targets).toHaveLength(1);
      await act(ann, a, { type: 'bid', amount: 0 });
      await act(bob, b, { type: 'bid', amount: 0 });
      await until(async () => (await ann.call('GET', '/api/account/notices')).body.targets.length === 0);
      await settle();
      expect(hook.calls).toBe(1);
    } finally {
      await hook.close();
    }
  });

  it('a Web Push subscription the push service calls gone (410) is dropped', async () => {
    const { a, b, ann, bob } = await twoPlayers();
    expect((await bob.call('POST', `/api/play/${b}/notices`, { channel: 'push', subscription: push.subscription })).status).toBe(201);
    push.status = 410;
    try {
      const before = push.items.length;
      await act(bob, b, { type: 'bid', amount: 0 });
      await act(ann, a, { type: 'bid', amount: 0 });
      await act(ann, a, { type: 'roll' }); // Bob's turn begins
      await until(async () => (await bob.call('GET', `/api/play/${b}/notices`)).body.targets.length === 0);
      expect(push.items.length).toBe(before);
    } finally {
      push.status = 201;
    }
  });

  it('a webhook must be https (plain http only when the server allows it); settings belong to their owner', async () => {
    const strict = await startAccountServer();
    try {
      const c = new Client(strict);
      await signInByCode(c, strict.mailDir, 'zed@example.org');
      expect((await c.call('POST', '/api/account/notices', { channel: 'webhook', address: 'http://127.0.0.1:9/x' })).status).toBe(201);
    } finally {
      await strict.close();
    }
    const noHttp = await startAccountServer({ accounts: { webhookHttp: false } });
    try {
      const c = new Client(noHttp);
      await signInByCode(c, noHttp.mailDir, 'zed@example.org');
      const r = await c.call('POST', '/api/account/notices', { channel: 'webhook', address: 'http://127.0.0.1:9/x' });
      expect(r.status).toBe(400);
      const ok = await c.call('POST', '/api/account/notices', { channel: 'webhook', address: 'https://discord.example/api/webhooks/1/x' });
      const other = new Client(noHttp);
      await signInByCode(other, noHttp.mailDir, 'yan@example.org');
      expect((await other.call('DELETE', `/api/account/notices/${ok.body.id}`)).status).toBe(404);
      expect((await other.call('GET', '/api/account/notices')).body.targets).toEqual([]);
      expect((await c.call('DELETE', `/api/account/notices/${ok.body.id}`)).status).toBe(200);
    } finally {
      await noHttp.close();
    }
  });
});

async function twoPlayers() {
  const ann = new Client(server);
  await signInByCode(ann, smtp, `p${Math.random().toString(36).slice(2)}@example.org`);
  return { ann, bob: new Client(server), ...(await claimedMatch(ann)) };
}
