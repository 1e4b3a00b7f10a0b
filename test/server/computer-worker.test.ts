// The computer's thinking levels decide in worker threads: while a slow decision is in progress the
// server goes on answering other requests, and the choice is the one the same player makes on the
// main thread from the same view and seed (determinism).
import { observe } from '../../src/ai-kit/registry.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseIndex, decisionSeed } from '../../src/server/computer.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { type TestServer, api, cleanup, startServer } from './helpers.ts';
import { SLOW_MS } from './slow-computer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ computer: { modules: [new URL('./slow-computer.ts', import.meta.url).href], maxThreads: 1 } });
});
afterAll(async () => {
  await server.close();
  cleanup(server);
});

describe('computer players in worker threads', () => {
  it('the server answers other requests while a slow computer decision is in progress', async () => {
    const t0 = Date.now();
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'computer', level: 'hard' })).body;
    const token = m.links[0].token;
    // The computer (b) must bid at once; the slow player thinks for SLOW_MS in a worker.
    const latencies: number[] = [];
    let other: Snapshot | null = null;
    while (Date.now() - t0 < SLOW_MS) {
      const s = Date.now();
      const h = await api(server, 'GET', '/api/health');
      expect(h.status).toBe(200);
      latencies.push(Date.now() - s);
      if (!other) {
        // Another match is created and played meanwhile.
        const o = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'hotseat' })).body;
        const r = await api<Snapshot>(server, 'POST', `/api/play/${o.links[0].token}/action`, { seq: 0, action: { type: 'bid', amount: 2 }, role: 'a' });
        expect(r.status).toBe(200);
        other = r.body;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(other?.seq).toBe(1);
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(400);
    // The computer's bid arrives once it has thought it over.
    let s: Snapshot;
    for (;;) {
      s = (await api<Snapshot>(server, 'GET', `/api/play/${token}`)).body;
      if (!s.toAct.includes('b')) break;
      expect(Date.now() - t0).toBeLessThan(30_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(Date.now() - t0).toBeGreaterThanOrEqual(SLOW_MS);
    expect(s.seq).toBe(1);

    // The bid is the one the same player chooses on the main thread from b's view with the same seed
    // (from the match's private key, revealed with the dice seed once the game is over).
    const r = await api<Snapshot>(server, 'POST', `/api/play/${token}/action`, { seq: 1, action: { type: 'bid', amount: 0 }, role: 'a' });
    expect(r.status).toBe(200);
    const revealed = r.body.log.map((e) => e.text).find((t) => t.startsWith('bids revealed'))!;
    const bBid = Number(/b (\d)/.exec(revealed)![1]);
    const state = diceRace.setup({});
    const legal = diceRace.legalActions(state, 'b');
    await api(server, 'POST', `/api/play/${token}/resign`, {});
    const key = (await api<Snapshot>(server, 'GET', `/api/play/${token}`)).body.diceSeed!;
    const index = chooseIndex(diceRace, { level: 'hard', role: 'b', observation: observe(diceRace, state, 'b'), legal, seed: decisionSeed(key, 0, 'b') });
    expect(legal[index]).toEqual({ type: 'bid', amount: bBid });
  });
});
