// Every registered game through the real server, with no game-specific server code: play against
// the computer through the API, survive a restart, and keep every secret decision hidden (the
// simultaneous decisions of a game, such as the side bids of 17.1 in Counter-Attack, are found by
// trying each flag option and looking for a step where several roles act at once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import type { GameDefinition } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { type TestServer, Watcher, api, cleanup, startServer, tokenOf, waitForTurn } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ games, rateLimits: false }); // every game's matches, more than the 30 a minute one address may start;
});
afterAll(async () => {
  await server.close();
  cleanup(server);
});

const registered = Object.values(games) as GameDefinition[];

describe.each(registered.map((g) => [g.id, g] as const))('%s through the server', (_id, game) => {
  it('plays against the computer through the API and resumes after a restart', async () => {
    const own = await startServer({ games, rateLimits: false });
    const m = (await api<CreatedMatch>(own, 'POST', '/api/matches', { game: game.id, seat: game.roles[0], opponent: 'computer' })).body;
    const t = m.links[0].token;
    const rng = new Rng(3);
    let s = await waitForTurn(own, t);
    let actions = 0;
    for (; actions < 60 && s.status === 'active'; actions++) {
      expect(s.legal.length).toBeGreaterThan(0);
      for (const l of s.legal) expect(typeof l.text).toBe('string');
      const pick = s.legal[rng.int(s.legal.length)];
      const r = await api<Snapshot>(own, 'POST', `/api/play/${t}/action`, { seq: s.seq, action: pick.action, role: pick.role });
      expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
      expect(r.body.seq).toBeGreaterThan(s.seq);
      s = await waitForTurn(own, t);
    }
    expect(actions).toBeGreaterThan(0);
    const again = await own.restart();
    const s2 = (await api<Snapshot>(again, 'GET', `/api/play/${t}`)).body;
    expect(s2).toEqual(s);
    await again.close();
    cleanup(again);
  });

  it('the WebSocket sends the view whole once, then only its changed parts, which merge into the view sent over HTTP', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: game.id, seat: game.roles[0], opponent: 'hotseat' })).body;
    const t = m.links[0].token;
    const w = await Watcher.open(server, t);
    let s = await w.until((x) => x.seq === 0);
    for (let i = 0; i < 6 && s.status === 'active' && s.legal.length; i++) {
      const pick = s.legal[s.legal.length - 1];
      const r = await api<Snapshot>(server, 'POST', `/api/play/${t}/action`, { seq: s.seq, action: pick.action, role: pick.role });
      expect(r.status).toBe(200);
      s = (await api<Snapshot>(server, 'GET', `/api/play/${t}`)).body;
      // A link holding both seats sees each side's step count in turn (Session.seqFor leaves out the
      // other side's secret actions): the frame to compare is the one of the same step and perspective.
      const live = await w.until((x) => x.seq === s.seq && x.perspective === s.perspective);
      expect(live.view).toEqual(s.view);
    }
    const sent = w.raw.map((x) => JSON.parse(x) as { kept: string[]; items: Record<string, unknown> });
    expect(sent[0].kept).toEqual([]);
    expect(sent[0].items).toEqual({});
    expect(sent.length).toBeGreaterThan(1);
    for (const msg of sent.slice(1)) expect(msg.kept.length).toBeGreaterThan(0);
    // The view's part of each later message (the patch and its changed items) is smaller than the whole
    // view first sent (the rest of a message - legal actions, log - varies with the step).
    const viewPart = (x: string) => {
      const j = JSON.parse(x) as { snapshot: { view: unknown }; kept: unknown; items: unknown };
      return JSON.stringify(j.snapshot.view).length + JSON.stringify(j.items).length + JSON.stringify(j.kept).length;
    };
    expect(Math.max(...w.raw.slice(1).map(viewPart))).toBeLessThan(viewPart(w.raw[0]));
    w.close();
  });

  const flags = [null, ...game.options.filter((o) => o.kind === 'flag').map((o) => o.id)];
  it.each(flags)("no link sees another role's simultaneous secret decision (option %s)", async (flag) => {
    const options = flag ? { [flag]: true } : {};
    const start = async () => {
      // Every match of this comparison on the same dice: only the secret decision differs.
      server.nextSeeds!(5);
      const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: game.id, seat: game.roles[0], opponent: 'invite', options })).body;
      return { links: Object.fromEntries(m.links.map((l) => [l.seat, l.token])), observer: tokenOf(m.observer.url) };
    };
    const probe = await start();
    const first = (await api<Snapshot>(server, 'GET', `/api/play/${probe.links[game.roles[0]]}`)).body;
    const simultaneous = first.toAct.filter((r) => game.roles.includes(r));
    // Counter-Attack's side bids (17.1) are the first such secret: make sure the test really meets them.
    if (flag === 'bids') expect(simultaneous.length).toBe(2);
    if (simultaneous.length < 2) return; // no secret simultaneous decision at the start with this option
    const [secretRole, ...others] = simultaneous;
    const legal = first.perspective === secretRole ? first.legal : (await api<Snapshot>(server, 'GET', `/api/play/${probe.links[secretRole]}`)).body.legal;
    expect(legal.length).toBeGreaterThan(1);
    const seen = async (choice: number) => {
      const m = await start();
      const watchers = await Promise.all([...others.map((r) => m.links[r]), m.observer].map((tok) => Watcher.open(server, tok)));
      const r = await api<Snapshot>(server, 'POST', `/api/play/${m.links[secretRole]}/action`, { seq: 0, action: legal[choice].action });
      expect(r.status).toBe(200);
      await Promise.all(watchers.map((w) => w.until((s) => s.seq === r.body.seq)));
      const http = await Promise.all([...others.map((o) => m.links[o]), m.observer].map((tok) => api<Snapshot>(server, 'GET', `/api/play/${tok}`)));
      watchers.forEach((w) => w.close());
      const strip = ({ matchId: _m, rematchLink: _r, ...rest }: Snapshot) => rest;
      return { ws: watchers.map((w) => w.snapshots.map(strip)), http: http.map((x) => strip(x.body)) };
    };
    const low = await seen(0);
    const high = await seen(legal.length - 1);
    expect(high.http).toEqual(low.http);
    expect(high.ws).toEqual(low.ws);
  });
});
