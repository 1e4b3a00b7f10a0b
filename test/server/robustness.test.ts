// The HTTP API under malformed and mutated requests (issue 18): never a 500, a refused request
// changes nothing, contradictory setups are refused, and matches nobody watches leave memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { MatchService } from '../../src/server/service.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import { type TestServer, api, cleanup, startServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ games, rateLimits: false });
});
afterAll(async () => {
  await server.close();
  cleanup(server);
});

/** Mutations of a legal action: each field removed, nulled, or replaced by a value of another type. */
function mutations(action: Record<string, unknown>, rng: Rng): unknown[] {
  const out: unknown[] = [];
  const odd = [null, 17, 'x', [], { side: 'allied' }];
  for (const key of Object.keys(action)) {
    if (key !== 'type') {
      const { [key]: _gone, ...rest } = action;
      out.push(rest);
    }
    for (const v of odd) out.push({ ...action, [key]: v });
  }
  out.push({ ...action, extra: rng.int(100) });
  return out;
}

describe('HTTP API: bad input never reaches a 500', () => {
  it('game names are own keys only: constructor, __proto__ and toString are unknown games (404), not 500', async () => {
    for (const game of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const r = await api(server, 'POST', '/api/matches', { game, seat: 'allied', opponent: 'hotseat' });
      expect(r.status, game).toBe(404);
      expect(r.body.error.code).toBe('unknown-game');
    }
  });

  it('15.1/15.2: a match with one German air counter less and one more is refused at creation', async () => {
    const r = await api(server, 'POST', '/api/matches', {
      game: 'ca-arras-battles',
      seat: 'allied',
      opponent: 'hotseat',
      options: { 'fewer-german-air': true, 'more-german-air': true },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'bad-setup', message: expect.stringMatching(/exclude each other/) });
    const opt = await api(server, 'POST', '/api/matches', { game: 'ca-arras-battles', seat: 'allied', opponent: 'hotseat', options: { constructor: true } });
    expect(opt.status).toBe(400);
  });

  it.each(Object.keys(games))('%s: every mutated action is a 4xx with a clear error and leaves the journal as it was', async (id) => {
    const game = games[id];
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: game.roles[0], opponent: 'hotseat' })).body;
    const t = m.links[0].token;
    const rng = new Rng(9);
    let s = (await api<Snapshot>(server, 'GET', `/api/play/${t}`)).body;
    for (let step = 0; step < 40 && s.status === 'active'; step++) {
      // Each step: the legal actions with the most fields, one of each type.
      const types = new Map(s.legal.map((l) => [l.action.type, l]));
      for (const legal of [...types.values()].sort((a, b) => Object.keys(b.action).length - Object.keys(a.action).length).slice(0, 2)) {
        for (const action of mutations(legal.action as Record<string, unknown>, rng)) {
          const r = await api(server, 'POST', `/api/play/${t}/action`, { seq: s.seq, action, role: legal.role });
          expect(r.status, JSON.stringify(action)).toBeGreaterThanOrEqual(200);
          expect(r.status, `${JSON.stringify(action)} -> ${JSON.stringify(r.body)}`).toBeLessThan(500);
          if (r.status === 200) {
            // A mutation that is itself legal (a field the game ignores): it was applied once.
            s = r.body as Snapshot;
            break;
          }
          expect(r.body.error.message.length).toBeGreaterThan(0);
        }
      }
      const now = (await api<Snapshot>(server, 'GET', `/api/play/${t}`)).body;
      expect(now.seq).toBe(s.seq);
      expect(now.view).toEqual(s.view);
      if (now.legal.length === 0) break;
      const pick = now.legal[rng.int(now.legal.length)];
      s = (await api<Snapshot>(server, 'POST', `/api/play/${t}/action`, { seq: now.seq, action: pick.action, role: pick.role })).body;
    }
  });

  it('wrong types and deep nesting are refused as malformed (400)', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'hotseat' })).body;
    const t = m.links[0].token;
    const s = (await api<Snapshot>(server, 'GET', `/api/play/${t}`)).body;
    const legal = s.legal[0];
    expect((await api(server, 'POST', `/api/play/${t}/action`, { seq: true, action: legal.action })).status).toBe(400);
    expect((await api(server, 'POST', `/api/play/${t}/action`, { seq: s.seq, action: null })).status).toBe(400);
    const deep = `{"seq":${s.seq},"action":{"type":"move","x":${'['.repeat(1000)}${']'.repeat(1000)}}}`;
    const r = await api(server, 'POST', `/api/play/${t}/action`, deep);
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/nested deeper/);
    expect((await api<Snapshot>(server, 'GET', `/api/play/${t}`)).body.seq).toBe(s.seq);
  });
});

describe('memory: matches nobody watches leave it', () => {
  it('an idle match without subscribers is dropped from memory and loaded again, unchanged, on the next request', async () => {
    const store = new SqliteStore(':memory:');
    const service = new MatchService({ store, games, idleMs: 60_000 });
    try {
      const idle = await service.create({ game: 'ca-arras-1940', seat: 'allied', opponent: 'hotseat' });
      const watched = await service.create({ game: 'ca-arras-1940', seat: 'allied', opponent: 'hotseat' });
      const t = idle.links[0].token;
      const before = await service.snapshotFor(t);
      const messages: string[] = [];
      const off = await service.subscribe(watched.links[0].token, (m) => messages.push(m));
      expect(service.liveCount()).toBe(2);
      // Not yet idle for 60 s: both stay.
      expect(service.sweep(Date.now() + 1000)).toBe(0);
      // Idle for longer: only the watched one stays.
      expect(service.sweep(Date.now() + 61_000)).toBe(1);
      expect(service.liveCount()).toBe(1);
      expect(await service.snapshotFor(t)).toEqual(before);
      expect(service.liveCount()).toBe(2);
      off();
      expect(service.sweep(Date.now() + 61_000)).toBe(2);
      expect(messages.length).toBeGreaterThan(0);
    } finally {
      await service.close();
      store.close();
    }
  });
});
