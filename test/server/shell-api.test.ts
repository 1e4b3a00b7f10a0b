// The server's parts of the play page of issue 14: the public lobby (opt-in per invitation, each
// open seat taken once), the summary the start page sorts by ("your turn" first), the whole log
// with each entry's side, and the game's prompt in the snapshot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import type { CreatedMatch, LobbyEntry, MatchSummary, Snapshot } from '../../src/protocol/types.ts';
import { type TestServer, api, cleanup, startServer, waitForTurn } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ games: { ...games, [diceRace.id]: diceRace } });
});
afterAll(async () => {
  await server.close();
  cleanup(server);
});

const create = async (body: Record<string, unknown>) =>
  (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', ...body })).body;
const lobby = async () => (await api<{ open: LobbyEntry[] }>(server, 'GET', '/api/lobby')).body.open;

describe('the public lobby', () => {
  it('lists an invitation only when its creator opts in, and gives its seat to one joiner', async () => {
    const hidden = await create({ opponent: 'invite' });
    const listed = await create({ opponent: 'invite', lobby: true });
    const open = await lobby();
    expect(open.some((e) => e.matchId === hidden.matchId)).toBe(false);
    const entry = open.find((e) => e.matchId === listed.matchId);
    expect(entry).toMatchObject({ game: 'dice-race', seat: 'b', host: 'a' });

    const joined = await api<{ url: string; token: string; seat: string }>(server, 'POST', `/api/lobby/${listed.matchId}/b`, {});
    expect(joined.status).toBe(200);
    // The joiner's link is made for the joiner (issue 33): the creator was given none for the listed seat.
    expect(listed.links.some((l) => l.token === joined.body.token || l.seat === 'b')).toBe(false);
    const s = (await api<Snapshot>(server, 'GET', `/api/play/${joined.body.token}`)).body;
    expect(s.seats).toEqual(['b']);
    // Taken: gone from the lobby, and a second joiner is refused.
    expect((await lobby()).some((e) => e.matchId === listed.matchId)).toBe(false);
    const again = await api(server, 'POST', `/api/lobby/${listed.matchId}/b`, {});
    expect(again.status).toBe(410);
  });

  it('does not list games against the computer even when asked', async () => {
    const m = await create({ opponent: 'computer', lobby: true });
    expect((await lobby()).some((e) => e.matchId === m.matchId)).toBe(false);
  });
});

describe('the start page summary and the log', () => {
  it('says whose turn it is for each link', async () => {
    const m = await create({ opponent: 'invite' });
    const a = (await api<MatchSummary>(server, 'GET', `/api/play/${m.links[0].token}/summary`)).body;
    // The secret bid (simultaneous): both seats are to act.
    expect(a).toMatchObject({ matchId: m.matchId, status: 'active', yourTurn: true });
    const s = await waitForTurn(server, m.links[0].token);
    await api(server, 'POST', `/api/play/${m.links[0].token}/action`, { seq: s.seq, action: s.legal[0].action });
    const after = (await api<MatchSummary>(server, 'GET', `/api/play/${m.links[0].token}/summary`)).body;
    expect(after.yourTurn).toBe(false);
    expect((await api<MatchSummary>(server, 'GET', `/api/play/${m.links[1].token}/summary`)).body.yourTurn).toBe(true);
  });

  it('gives the whole log with the side behind each entry', async () => {
    const m = await create({ opponent: 'hotseat' });
    const token = m.links[0].token;
    for (let i = 0; i < 6; i++) {
      const s = await waitForTurn(server, token);
      if (s.status !== 'active') break;
      await api(server, 'POST', `/api/play/${token}/action`, { seq: s.seq, action: s.legal[0].action, role: s.legal[0].role });
    }
    const full = (await api<{ log: { text: string; by?: string }[] }>(server, 'GET', `/api/play/${token}/log`)).body.log;
    const s = (await api<Snapshot>(server, 'GET', `/api/play/${token}`)).body;
    expect(full.length).toBe(s.logTotal);
    expect(full.slice(-s.log.length)).toEqual(s.log);
    expect(full.some((e) => e.by === 'a' || e.by === 'b')).toBe(true);
    expect(full.every((e) => e.by !== 'chance')).toBe(true);
  });
});

describe('the prompt', () => {
  it.each(['ca-arras-1940', 'ca-arras-battles', 'arras-postcard'])('%s: the snapshot says what to do, with a rule, in English and French', async (id) => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: 'allied', opponent: 'hotseat' })).body;
    const en = await waitForTurn(server, m.links[0].token);
    expect(en.prompt?.text.length).toBeGreaterThan(10);
    expect(en.prompt?.rule).toBeTruthy();
    const fr = (await api<Snapshot>(server, 'GET', `/api/play/${m.links[0].token}?lang=fr`)).body;
    expect(fr.prompt?.text).not.toBe(en.prompt?.text);
    expect(fr.prompt?.rule).toBe(en.prompt?.rule);
  });
});

describe('why a thing can do nothing', () => {
  it("gives the game's own reason, with its rule, for a thing of the map no legal action uses", async () => {
    const m = (
      await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'ca-arras-battles', scenario: 'historical', seat: 'allied', opponent: 'invite' })
    ).body;
    const s = await waitForTurn(server, m.links[0].token);
    expect(s.legal.some((l) => l.action.type === 'activate' && l.action.area === 1)).toBe(false);
    // The page says which fields name things of the map: here the Sector an impulse activates.
    const r = (
      await api<{ why: { message: string; rule: string | null } | null }>(server, 'GET', `/api/play/${m.links[0].token}/why?ref=1&fields=activate.area`)
    ).body;
    expect(r.why).toEqual({ message: 'Sector 1 (Monchy) holds no Fresh unit of yours that may act', rule: '5.0' });
    // An observer has nothing to be told.
    const w = (await api<{ why: unknown }>(server, 'GET', `/api/play/${m.observer.token}/why?ref=1&fields=activate.area`)).body;
    expect(w.why).toBeNull();
  });

  it("says nothing when the game's refusal only repeats the action (the page then gives the prompt and its rule)", async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'ca-arras-1940', seat: 'allied', opponent: 'invite' })).body;
    await waitForTurn(server, m.links[0].token);
    const r = (await api<{ why: unknown }>(server, 'GET', `/api/play/${m.links[0].token}/why?ref=1&fields=place.area`)).body;
    expect(r.why).toBeNull();
  });
});
