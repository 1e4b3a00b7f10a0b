// Hidden information stays hidden: nothing a link receives (over HTTP or WebSocket) depends on
// another role's secret. Two matches with the same dice differ only in one side's secret bid; every
// byte the other side and the observers receive must be the same in both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { type TestServer, Watcher, api, cleanup, startServer, tokenOf, waitForTurn } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
  cleanup(server);
});

/** Remove what differs between two matches by construction (ids and links). */
function neutral(s: Snapshot): unknown {
  const { matchId: _m, rematchLink: _r, ...rest } = s;
  return rest;
}

function neutralMessage(raw: string) {
  const msg = JSON.parse(raw);
  return { ...msg, snapshot: neutral(msg.snapshot) };
}

async function bidMatch(secret: number) {
  // Both matches on the same dice (and so the same commitment): only the secret differs.
  server.nextSeeds!(42);
  const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'invite' })).body;
  const a = m.links.find((l) => l.seat === 'a')!.token;
  const b = m.links.find((l) => l.seat === 'b')!.token;
  const o = tokenOf(m.observer.url);
  const wb = await Watcher.open(server, b);
  const wo = await Watcher.open(server, o);
  await api(server, 'POST', `/api/play/${a}/action`, { seq: 0, action: { type: 'bid', amount: secret } });
  await wb.until((s) => s.seq === 1);
  await wo.until((s) => s.seq === 1);
  const seen = {
    b: (await api<Snapshot>(server, 'GET', `/api/play/${b}`)).body,
    o: (await api<Snapshot>(server, 'GET', `/api/play/${o}`)).body,
    bWs: wb.snapshots,
    oWs: wo.snapshots,
    // The messages as sent, view patches included (view-delta.ts).
    bRaw: wb.raw.map(neutralMessage),
    oRaw: wo.raw.map(neutralMessage),
  };
  wb.close();
  wo.close();
  return seen;
}

describe("no view carries another role's secrets", () => {
  it("what b and the observer receive after a's secret bid does not depend on the bid", async () => {
    const low = await bidMatch(0);
    const high = await bidMatch(3);
    expect(neutral(high.b)).toEqual(neutral(low.b));
    expect(neutral(high.o)).toEqual(neutral(low.o));
    expect(high.bWs.map(neutral)).toEqual(low.bWs.map(neutral));
    expect(high.oWs.map(neutral)).toEqual(low.oWs.map(neutral));
    expect(high.bRaw).toEqual(low.bRaw);
    expect(high.oRaw).toEqual(low.oRaw);
    // And a's own link does see it.
    expect(JSON.stringify(high.b)).not.toContain('"a bids');
  });

  it("the computer opponent's secret bid is not in the person's view", async () => {
    for (let i = 0; i < 5; i++) {
      const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'computer' })).body;
      const w = await Watcher.open(server, m.links[0].token);
      const s = await w.until((x) => x.seq === 1);
      w.close();
      await waitForTurn(server, m.links[0].token);
      expect((s.view as any).bids.b).toBe('hidden');
      expect(s.log).toEqual([]);
    }
  });
});
