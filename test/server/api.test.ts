// The HTTP API against a real server on loopback, with the kernel's fixture game (a secret
// simultaneous bid, then turns of roll/stop/note with chance rolling the dice).
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { type TestServer, api, cleanup, startServer, tokenOf, waitForTurn } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
  cleanup(server);
});

async function create(body: Record<string, unknown>): Promise<CreatedMatch> {
  const r = await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', ...body });
  expect(r.status).toBe(201);
  return r.body;
}
const snap = async (token: string) => (await api<Snapshot>(server, 'GET', `/api/play/${token}`)).body;
const act = (token: string, seq: number, action: unknown, role?: string) =>
  api<Snapshot & { error?: { code: string; message: string; rule?: string } }>(server, 'POST', `/api/play/${token}/action`, {
    seq,
    action,
    ...(role ? { role } : {}),
  });

/** Play `token`'s turns with the given choice until the game is over (other seats must be automatic). */
async function playOut(token: string, pick: (s: Snapshot) => unknown = (s) => (s.legal.find((l) => l.action.type === 'roll') ?? s.legal[0]).action) {
  let s = await waitForTurn(server, token);
  for (let i = 0; i < 200 && s.status === 'active'; i++) {
    const r = await act(token, s.seq, pick(s));
    expect(r.status).toBe(200);
    s = await waitForTurn(server, token);
  }
  return s;
}

describe('games and matches', () => {
  it('lists the registered games with their sides, scenarios and options', async () => {
    const r = await api(server, 'GET', '/api/games');
    expect(r.status).toBe(200);
    expect(r.body.games).toEqual([
      expect.objectContaining({
        id: 'dice-race',
        roles: ['a', 'b'],
        scenarios: [expect.objectContaining({ id: 'standard' })],
        options: [expect.objectContaining({ id: 'target', kind: 'number' })],
      }),
    ]);
    expect(r.body.levels).toEqual({ easy: 'easy', normal: 'normal', hard: 'hard', expert: 'expert' });
  });

  it('starts a match against the computer: the computer bids at once and the person sees the legal actions with their text', async () => {
    const m = await create({ seat: 'a', opponent: 'computer' });
    expect(m.links).toHaveLength(1);
    expect(m.links[0]).toMatchObject({ seat: 'a', mine: true });
    expect(m.links[0].token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(m.observer.url).toMatch(/^\/watch\//);
    const s = await waitForTurn(server, m.links[0].token);
    expect(s.seq).toBeLessThanOrEqual(1); // the computer's secret bid may already be in
    const after = await act(m.links[0].token, s.seq, { type: 'note' });
    expect(after.status).toBe(422);
    expect(s.toAct).toEqual(['a']);
    expect(s.myRoles).toEqual(['a']);
    expect(s.players).toEqual({ a: { kind: 'human' }, b: { kind: 'computer', level: 'easy' } });
    expect(s.legal.map((l) => l.action)).toEqual([0, 1, 2, 3].map((n) => ({ type: 'bid', amount: n })));
    expect(s.legal[0].text).toBe('{"type":"bid","amount":0}');
    expect((s.view as any).bids.b).toBe('hidden');
  });

  it('plays a whole match against the computer to its result', async () => {
    const m = await create({ seat: 'b', opponent: 'computer', level: 'hard' });
    const end = await playOut(m.links[0].token);
    expect(end.status).toBe('over');
    expect(end.result?.kind).toBe('score');
    expect(end.legal).toEqual([]);
    expect(end.log.some((e) => e.rule === 'R2')).toBe(true);
  });

  it('a rematch against the computer swaps sides: the person plays the other side, the computer the first at its level', async () => {
    const m = await create({ seat: 'b', opponent: 'computer', level: 'hard' });
    await api(server, 'POST', `/api/play/${m.links[0].token}/resign`, {});
    const re = await api<CreatedMatch>(server, 'POST', `/api/play/${m.links[0].token}/rematch`);
    expect(re.status).toBe(201);
    expect(re.body.links.map((l) => l.seat)).toEqual(['a']);
    expect((await snap(re.body.links[0].token)).players).toEqual({ a: { kind: 'human' }, b: { kind: 'computer', level: 'hard' } });
  });

  it('refuses a bad setup with a clear JSON error', async () => {
    const r = await api(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'c', opponent: 'computer' });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/unknown side "c"/);
    const r2 = await api(server, 'POST', '/api/matches', { game: 'nope', seat: 'a', opponent: 'computer' });
    expect(r2.status).toBe(404);
    expect(r2.body.error.code).toBe('unknown-game');
    const r3 = await api(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'computer', scenario: 'other' });
    expect(r3.status).toBe(400);
    expect(r3.body.error.message).toMatch(/unknown scenario/);
  });
});

describe('refusals leave the match unchanged', () => {
  it('a stale or duplicated action is refused, never applied twice', async () => {
    const m = await create({ seat: 'a', opponent: 'invite' });
    const a = m.links.find((l) => l.seat === 'a')!.token;
    const b = m.links.find((l) => l.seat === 'b')!.token;
    expect((await act(b, 0, { type: 'bid', amount: 2 })).status).toBe(200);
    // The same request sent twice at once: one is applied, the other refused as stale.
    const [r1, r2] = await Promise.all([act(a, 1, { type: 'bid', amount: 1 }), act(a, 1, { type: 'bid', amount: 1 })]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const refused = r1.status === 409 ? r1 : r2;
    expect(refused.body.error).toMatchObject({ code: 'stale' });
    expect(refused.body.error!.message).toMatch(/step 1 but the game is at step 2/);
    const s = await snap(a);
    expect(s.seq).toBe(2);
    expect(s.log.filter((e) => e.text.startsWith('a bids'))).toHaveLength(1);
  });

  it('an illegal, unknown, malformed or out-of-turn action gets a JSON error and changes nothing', async () => {
    const m = await create({ seat: 'a', opponent: 'invite' });
    const a = m.links.find((l) => l.seat === 'a')!.token;
    const b = m.links.find((l) => l.seat === 'b')!.token;
    const before = await snap(a);
    let r = await act(a, 0, { type: 'bid', amount: 9 });
    expect(r.status).toBe(422);
    expect(r.body.error!.code).toMatch(/illegal|unknown-action/);
    r = await act(a, 0, { type: 'fly' });
    expect(r.status).toBe(422);
    expect(r.body.error!.message).toMatch(/fly/);
    r = await act(a, 0, { kind: 'bid' });
    expect(r.status).toBe(400);
    expect(r.body.error!.code).toBe('malformed');
    r = await act(a, 0, { type: 'bid', amount: 1 }, 'b');
    expect(r.status).toBe(403);
    expect(r.body.error!.code).toBe('wrong-role');
    // Bids done: now only one side is to act; the other is refused.
    await act(a, 0, { type: 'bid', amount: 0 });
    await act(b, 1, { type: 'bid', amount: 3 });
    const s = await snap(a);
    expect(s.toAct).toEqual(['b']);
    r = await act(a, 2, { type: 'roll' });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: 'wrong-role' });
    expect(r.body.error!.message).toMatch(/a may not act now: waiting for b/);
    expect((await snap(a)).seq).toBe(2);
    expect(before.seq).toBe(0);
  });

  it('refuses bad bodies, oversized bodies, unknown links and observers acting', async () => {
    const m = await create({ seat: 'a', opponent: 'invite' });
    const a = m.links[0].token;
    await act(m.links[1].token, 0, { type: 'bid', amount: 1 });
    let r = await api(server, 'POST', `/api/play/${a}/action`, '{"seq": 1, "action": {');
    expect(r.status).toBe(400);
    expect(r.body.error.message).toBeTruthy();
    r = await api(server, 'POST', `/api/play/${a}/action`, { seq: 'one', action: { type: 'bid' } });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/seq/);
    r = await api(server, 'POST', `/api/play/${a}/action`, { seq: 1, action: { type: 'bid', amount: 1 }, extra: true });
    expect(r.status).toBe(400);
    r = await api(server, 'POST', `/api/play/${a}/action`, { seq: 1, action: { type: 'bid', pad: 'x'.repeat(20_000) } });
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe('too-large');
    r = await api(server, 'GET', `/api/play/${'x'.repeat(32)}`);
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('unknown-link');
    r = await api(server, 'GET', `/api/play/short`);
    expect(r.status).toBe(400);
    r = await act(tokenOf(m.observer.url), 1, { type: 'bid', amount: 1 });
    expect(r.status).toBe(403);
    r = await api(server, 'GET', '/api/nothing');
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('not-found');
    expect((await snap(a)).seq).toBe(1);
  });
});

describe('undo, resign, rematch, replay', () => {
  it('undo works within the rules of undo and never crosses a die roll', async () => {
    const m = await create({ seat: 'a', opponent: 'hotseat' });
    expect(m.links.map((l) => l.seat)).toEqual(['a', 'b']);
    expect(m.links[0].token).toBe(m.links[1].token); // one link holds both seats at one screen
    const t = m.links[0].token;
    let s = (await act(t, 0, { type: 'bid', amount: 1 })).body;
    expect(s.perspective).toBe('b'); // the hand-over at one screen
    s = (await act(t, 1, { type: 'bid', amount: 0 })).body;
    expect(s.canUndo).toBe(false); // the bid revealed both
    const who = s.toAct[0];
    s = (await act(t, 2, { type: 'note' })).body;
    expect(s.canUndo).toBe(true);
    const u = await api<Snapshot>(server, 'POST', `/api/play/${t}/undo`, { seq: 3 });
    expect(u.status).toBe(200);
    expect(u.body.seq).toBe(2);
    expect((u.body.view as any).notes).toBe(0);
    s = (await act(t, 2, { type: 'roll' })).body;
    expect(s.seq).toBe(4); // roll + dice
    expect(s.toAct[0]).not.toBe(who);
    expect(s.canUndo).toBe(false);
    const refused = await api(server, 'POST', `/api/play/${t}/undo`, { seq: 4 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/undo never crosses a die roll/);
  });

  it("resign ends the match; rematch gives each old link its own new link, sides swapped; replay of one's own side during play, of any side once over", async () => {
    const m = await create({ seat: 'a', opponent: 'invite' });
    const a = m.links.find((l) => l.seat === 'a')!.token;
    const b = m.links.find((l) => l.seat === 'b')!.token;
    const obs = tokenOf(m.observer.url);
    await act(a, 0, { type: 'bid', amount: 0 });
    await act(b, 1, { type: 'bid', amount: 1 });
    // During play (issue 29.6): a link steps through its own side's views, never the other side's.
    const own = await api(server, 'GET', `/api/play/${a}/replay?step=1&role=a`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ step: 1, total: 2, role: 'a' });
    expect(own.body.view.bids).toEqual({ a: 0, b: null });
    expect((await api(server, 'GET', `/api/play/${a}/replay?step=2&role=a`)).body.view.bids).toEqual({ a: 0, b: 1 });
    for (const role of ['b', 'observer']) expect((await api(server, 'GET', `/api/play/${a}/replay?step=1&role=${role}`)).body.error.code).toBe('not-yours');
    expect((await api(server, 'GET', `/api/play/${obs}/replay?step=1&role=a`)).status).toBe(403);
    const r = await api<Snapshot>(server, 'POST', `/api/play/${b}/resign`, {});
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('over');
    expect(r.body.result).toMatchObject({ winner: 'a', kind: 'resignation' });
    expect((await act(a, 2, { type: 'roll' })).body.error!.code).toBe('game-over');

    // Replay: any step, from either side (and the observer), once over.
    const f0 = await api(server, 'GET', `/api/play/${a}/replay?step=1&role=b`);
    expect(f0.status).toBe(200);
    expect(f0.body).toMatchObject({ step: 1, total: 2, role: 'b' });
    expect(f0.body.view.bids).toEqual({ a: 'hidden', b: null });
    const f2 = await api(server, 'GET', `/api/play/${obs}/replay?step=2&role=observer`);
    expect(f2.body.view.bids).toEqual({ a: 0, b: 1 });

    const re = await api<CreatedMatch>(server, 'POST', `/api/play/${a}/rematch`);
    expect(re.status).toBe(201);
    const a2 = re.body.links[0].token;
    // Sides swapped: the player of a plays b in the rematch, and the player of b plays a.
    expect(re.body.links[0].seat).toBe('b');
    const sb = await snap(b);
    expect(sb.rematch).toBe(re.body.matchId);
    expect(sb.rematchLink).toMatch(/^\/play\//);
    const b2 = tokenOf(sb.rematchLink!);
    expect(b2).not.toBe(a2);
    const n = await snap(b2);
    expect(n.matchId).toBe(re.body.matchId);
    expect(n.seats).toEqual(['a']);
    expect(n.seq).toBe(0);
    expect((await snap(a2)).seats).toEqual(['b']);
    // A second rematch request returns the same match.
    const again = await api<CreatedMatch>(server, 'POST', `/api/play/${b}/rematch`);
    expect(again.body.matchId).toBe(re.body.matchId);
    expect(again.body.links[0].token).toBe(b2);
  });
});

describe('replay during play', () => {
  it('29.6: a step replayed after an undo shows the game as it now stands, not the state kept before the undo', async () => {
    const m = await create({ seat: 'a', opponent: 'hotseat' });
    const t = m.links[0].token;
    let s = (await act(t, 0, { type: 'bid', amount: 1 })).body;
    s = (await act(t, 1, { type: 'bid', amount: 0 })).body;
    for (let i = 0; i < 100; i++) s = (await act(t, s.seq, { type: 'note' })).body;
    expect(s.seq).toBe(102);
    const replay = async (step: number) => (await api(server, 'GET', `/api/play/${t}/replay?step=${step}&role=${s.toAct[0]}`)).body;
    // Step 102 keeps the state at step 100 (98 notes) for later requests.
    expect((await replay(102)).view.notes).toBe(100);
    expect((await replay(101)).view.notes).toBe(99);
    for (let seq = 102; seq > 99; seq--) expect((await api(server, 'POST', `/api/play/${t}/undo`, { seq })).status).toBe(200);
    s = (await act(t, 99, { type: 'roll' })).body;
    expect(s.seq).toBeGreaterThan(100);
    const after = await replay(101);
    expect(after.view.notes).toBe(97);
    expect(after.view).toEqual((await replay(101)).view);
  });
});

describe('storage', () => {
  it('uses SQLite in WAL mode and keeps links only as hashes', async () => {
    const m = await create({ seat: 'a', opponent: 'invite' });
    const db = new Database(server.dbFile, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const tokens = db.prepare('SELECT hash FROM tokens').all() as { hash: string }[];
    const all = JSON.stringify(db.prepare('SELECT * FROM tokens').all()) + JSON.stringify(db.prepare('SELECT * FROM matches').all());
    for (const l of m.links) expect(all).not.toContain(l.token);
    expect(tokens.every((t) => /^[0-9a-f]{64}$/.test(t.hash))).toBe(true);
    db.close();
  });

  it('a restart loses nothing: every match resumes where it was', async () => {
    const own = await startServer();
    const r = await api<CreatedMatch>(own, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'computer' });
    const t = r.body.links[0].token;
    let s = await waitForTurn(own, t);
    for (let i = 0; i < 3 && s.status === 'active'; i++) {
      await api<Snapshot>(own, 'POST', `/api/play/${t}/action`, { seq: s.seq, action: s.legal.find((l) => l.action.type !== 'stop')!.action });
      s = await waitForTurn(own, t);
    }
    const again = await own.restart();
    const s2 = (await api<Snapshot>(again, 'GET', `/api/play/${t}`)).body;
    expect(s2).toEqual(s);
    if (s2.status === 'active') {
      const r2 = await api<Snapshot>(again, 'POST', `/api/play/${t}/action`, { seq: s2.seq, action: s2.legal[0].action });
      expect(r2.status).toBe(200);
      expect(r2.body.seq).toBeGreaterThan(s2.seq);
    }
    await again.close();
    cleanup(again);
  });
});
