// Live updates over WebSocket: every seat and observer hears each change as it happens.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, Watcher, api, cleanup, startServer, tokenOf } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
  cleanup(server);
});

describe('WebSocket', () => {
  it('pushes a snapshot on connect and after every action to both seats and the observer, each with its own view', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'invite' })).body;
    const a = m.links.find((l) => l.seat === 'a')!.token;
    const b = m.links.find((l) => l.seat === 'b')!.token;
    const [wa, wb, wo] = await Promise.all([Watcher.open(server, a), Watcher.open(server, b), Watcher.open(server, tokenOf(m.observer.url))]);
    for (const w of [wa, wb, wo]) expect((await w.until((s) => s.seq === 0)).seq).toBe(0);

    await api(server, 'POST', `/api/play/${a}/action`, { seq: 0, action: { type: 'bid', amount: 2 } });
    const [sa, sb, so] = await Promise.all([wa, wb, wo].map((w) => w.until((s) => s.seq === 1)));
    expect((sa.view as any).bids).toEqual({ a: 2, b: null });
    expect((sb.view as any).bids).toEqual({ a: 'hidden', b: null });
    expect((so.view as any).bids).toEqual({ a: 'hidden', b: null });
    expect(sb.legal).toHaveLength(4);
    expect(sa.legal).toEqual([]);
    expect(so.access).toBe('observer');
    expect(so.legal).toEqual([]);

    await api(server, 'POST', `/api/play/${b}/action`, { seq: 1, action: { type: 'bid', amount: 1 } });
    const after = await Promise.all([wa, wb, wo].map((w) => w.until((s) => s.seq === 2)));
    for (const s of after) expect((s.view as any).bids).toEqual({ a: 2, b: 1 });
    expect(after[2].log.map((e) => e.text)).toEqual(['bids revealed: a 2, b 1']);
    // Exactly one snapshot per change, in order.
    expect(wo.snapshots.map((s) => s.seq)).toEqual([0, 1, 2]);
    for (const w of [wa, wb, wo]) w.close();
  });

  it('a computer opponent moves at once and the person hears the result', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'b', opponent: 'computer' })).body;
    const t = m.links[0].token;
    const w = await Watcher.open(server, t);
    const first = await w.until((x) => x.legal.length > 0);
    await api(server, 'POST', `/api/play/${t}/action`, { seq: first.seq, action: { type: 'bid', amount: 0 } });
    // The computer (a) bids and, if it plays first, plays until b's turn or the end: each of its
    // moves arrives over the socket.
    const s = await w.until((x) => x.seq > first.seq && (x.status === 'over' || x.legal.length > 0));
    expect((s.view as any).phase).not.toBe('bid');
    expect(w.snapshots.map((x) => x.seq)).toEqual([...w.snapshots.map((x) => x.seq)].sort((a, b) => a - b));
    w.close();
  });

  it('refuses an unknown link with an error message and closes', async () => {
    const ws = new WebSocket(`${server.wsUrl}/api/play/${'y'.repeat(32)}/ws`);
    const msg = await new Promise<any>((resolve) => ws.once('message', (d) => resolve(JSON.parse(String(d)))));
    // The refusal in English, and in French for a French reader (src/i18n api.*), as the HTTP API answers.
    expect(msg).toEqual({ type: 'error', error: { code: 'unknown-link', message: 'no game has this link', texts: { fr: 'aucune partie n’a ce lien' } } });
    const code = await new Promise<number>((resolve) => ws.once('close', (c) => resolve(c)));
    expect(code).toBe(4000);
  });

  it('answers ping with pong', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'computer' })).body;
    const w = await Watcher.open(server, m.links[0].token);
    await w.until(() => true);
    const pong = new Promise<any>((resolve) =>
      w.ws.on('message', (d) => {
        const x = JSON.parse(String(d));
        if (x.type === 'pong') resolve(x);
      }),
    );
    w.ws.send('ping');
    expect(await pong).toEqual({ type: 'pong' });
    w.close();
  });
});
