// The game's own texts in the reader's language: `?lang=fr` on the play routes and the WebSocket
// gives action descriptions and log texts in French for a game that has French, and English for a
// game that has only English. Every registered game that lists French is checked the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch, ReplayFrame, Snapshot } from '../../src/protocol/types.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { bilingual } from './bilingual-game.ts';
import { type TestServer, Watcher, api, cleanup, startServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ games: { ...games, [diceRace.id]: diceRace, [bilingual.id]: bilingual } });
});
afterAll(async () => {
  await server.close();
  cleanup(server);
});

const hotseat = async (game: string) => (await api<CreatedMatch>(server, 'POST', '/api/matches', { game, seat: 'a', opponent: 'hotseat' })).body.links[0].token;

describe("the game's texts in the reader's language", () => {
  it('lists the languages of each game', async () => {
    const r = await api(server, 'GET', '/api/games');
    const byId = Object.fromEntries(r.body.games.map((g: { id: string; languages: string[] }) => [g.id, g.languages]));
    expect(byId['dice-race-fr']).toEqual(['en', 'fr']);
    expect(byId['dice-race']).toEqual(['en']);
  });

  it('action descriptions and log texts come back in French for a game that has French', async () => {
    const t = await hotseat('dice-race-fr');
    const fr = (await api<Snapshot>(server, 'GET', `/api/play/${t}?lang=fr`)).body;
    expect(fr.lang).toBe('fr');
    expect(fr.legal.map((l) => l.text)).toEqual(['enchère 0', 'enchère 1', 'enchère 2', 'enchère 3']);
    const en = (await api<Snapshot>(server, 'GET', `/api/play/${t}`)).body;
    expect(en.lang).toBe('en');
    expect(en.legal.map((l) => l.text)).toEqual(['bid 0', 'bid 1', 'bid 2', 'bid 3']);
    // Regional codes count as the language; a watcher in French hears French.
    const w = await Watcher.open(server, t, 'fr-FR');
    await w.until((s) => s.seq === 0);
    const a = await api<Snapshot>(server, 'POST', `/api/play/${t}/action?lang=fr`, { seq: 0, action: { type: 'bid', amount: 1 }, role: 'a' });
    // The shared screen now shows b's view: a's secret bid is not in its log.
    expect(a.body.perspective).toBe('b');
    expect(a.body.legal[0].text).toBe('enchère 0');
    const b = await api<Snapshot>(server, 'POST', `/api/play/${t}/action?lang=fr`, { seq: 1, action: { type: 'bid', amount: 2 }, role: 'b' });
    expect(b.body.log.map((e) => e.text)).toContain('enchères révélées : a 1, b 2');
    expect(b.body.log.every((e) => e.rule === 'R1')).toBe(true);
    expect(b.body.legal.map((l) => l.text)).toEqual(['lancer', 'arrêter', 'noter']);
    const seen = await w.until((s) => s.seq === 2);
    expect(seen.lang).toBe('fr');
    expect(seen.log.map((e) => e.text)).toContain('enchères révélées : a 1, b 2');
    w.close();
    const inEnglish = (await api<Snapshot>(server, 'GET', `/api/play/${t}?lang=en`)).body;
    expect(inEnglish.log.map((e) => e.text)).toContain('bids revealed: a 1, b 2');
    // The replay of a finished game too.
    await api(server, 'POST', `/api/play/${t}/resign?lang=fr`, {});
    const frame = (await api<ReplayFrame>(server, 'GET', `/api/play/${t}/replay?step=2&role=a&lang=fr`)).body;
    expect(frame.log.map((e) => e.text)).toContain('enchères révélées : a 1, b 2');
  });

  it('a game with only English answers in English whatever the language asked', async () => {
    const t = await hotseat('dice-race');
    const s = (await api<Snapshot>(server, 'GET', `/api/play/${t}?lang=fr`)).body;
    expect(s.lang).toBe('en');
    expect(s.legal[0].text).toBe('{"type":"bid","amount":0}');
    const bad = await api(server, 'GET', `/api/play/${t}?lang=${encodeURIComponent('<script>')}`);
    expect(bad.status).toBe(400);
  });

  const french = Object.values(games).filter((g) => (g.languages ?? []).includes('fr'));
  it.each(french.map((g) => [g.id, g] as const))('%s: descriptions in French differ from the English ones', async (_id, game) => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: game.id, seat: game.roles[0], opponent: 'hotseat' })).body;
    const t = m.links[0].token;
    const fr = (await api<Snapshot>(server, 'GET', `/api/play/${t}?lang=fr`)).body;
    const en = (await api<Snapshot>(server, 'GET', `/api/play/${t}?lang=en`)).body;
    expect(fr.lang).toBe('fr');
    expect(fr.legal.length).toBe(en.legal.length);
    expect(fr.legal.length).toBeGreaterThan(0);
    expect(fr.legal.map((l) => l.text)).not.toEqual(en.legal.map((l) => l.text));
  });
});
