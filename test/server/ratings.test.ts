// Ratings (issue 30.5): Glicko-2 per game for rated games between two distinct players; not at one
// screen, not against the computer; a loss on time is a loss; each game rated once (two instances).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { buildApp } from '../../src/server/app.ts';
import { PgStore } from '../../src/server/pg-store.ts';
import { Ratings, newRating, playerIdOf, rate } from '../../src/server/ratings.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { MatchStore } from '../../src/server/storage.ts';
import type { CreatedMatch, LobbyEntry, Snapshot } from '../../src/protocol/types.ts';
import { type TestServer, api } from './helpers.ts';
import { findPostgres } from './postgres.ts';
import { pgForSuite, sqliteSuite } from './app-helpers.ts';

const KEY_A = 'player-key-aaaaaaaaaaaaaaaaaaaaaa';
const KEY_B = 'player-key-bbbbbbbbbbbbbbbbbbbbbb';
const suite = sqliteSuite({ games, rateLimits: false, paces: { blitz: { totalMs: 700, incMs: 0, capMs: 700 } }, clockTickMs: 40 });
let server: TestServer;
beforeAll(() => {
  server = suite().server;
});

async function rated(extra: Record<string, unknown> = {}) {
  const r = await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'invite', rated: true, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const seat = (s: string) => r.body.links.find((l) => l.seat === s)?.token;
  return { allied: seat('allied')!, german: seat('german'), matchId: r.body.matchId };
}
const bind = async (token: string, key: string) => (await api<{ player: string }>(server, 'POST', `/api/play/${token}/player`, { key })).body.player;
const player = async (id: string) => (await api(server, 'GET', `/api/players/${id}`)).body;

describe('Glicko-2', () => {
  it('two new players (1500, RD 350): the winner of one game goes to about 1662 and the loser to about 1338, RD about 290', () => {
    const [w, l] = rate(newRating('g'), newRating('g'), 1);
    expect(w.rating).toBeCloseTo(1662.3, 0);
    expect(l.rating).toBeCloseTo(1337.7, 0);
    expect(w.rd).toBeCloseTo(290.3, 0);
    expect(w.games).toBe(1);
  });
  it('a draw between equals changes no rating', () => {
    const [a, b] = rate(newRating('g'), newRating('g'), 0.5);
    expect(a.rating).toBeCloseTo(1500, 6);
    expect(b.rating).toBeCloseTo(1500, 6);
  });
});

describe('rated games through the server', () => {
  it('a rated game is between two players by invitation: against the computer or at one screen it is refused', async () => {
    for (const opponent of ['computer', 'hotseat']) {
      const r = await api(server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent, rated: true });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain('rated game is between two players');
    }
  });

  it('a rated game between two players changes both ratings for that game, with the history on each player page; the lobby shows the creator\'s rating', async () => {
    const m = await rated();
    const a = await bind(m.allied, KEY_A);
    const b = await bind(m.german!, KEY_B);
    expect(a).toBe(playerIdOf(KEY_A));
    expect(a).not.toBe(b);
    const r = await api<Snapshot>(server, 'POST', `/api/play/${m.german}/resign`, {});
    expect(r.body.result!.winner).toBe('allied');
    const pa = await player(a);
    const pb = await player(b);
    expect(pa.ratings).toHaveLength(1);
    expect(pa.ratings[0].game).toBe('arras-postcard');
    expect(pa.ratings[0].title).toMatch(/Arras/);
    expect(pa.ratings[0].rating).toBeGreaterThan(1600);
    expect(pb.ratings[0].rating).toBeLessThan(1400);
    expect(pa.history).toEqual([expect.objectContaining({ matchId: m.matchId, opponent: b, score: 1, before: 1500 })]);
    expect(pb.history[0]).toEqual(expect.objectContaining({ opponent: a, score: 0 }));
    // A listed rated game shows its creator's rating.
    const listed = await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'invite', rated: true, lobby: true });
    await bind(listed.body.links[0].token, KEY_A);
    const lobby = await api<{ open: LobbyEntry[] }>(server, 'GET', '/api/lobby');
    const entry = lobby.body.open.find((e) => e.matchId === listed.body.matchId)!;
    expect(entry.rated).toBe(true);
    expect(entry.hostRating).toBe(Math.round(pa.ratings[0].rating));
    expect(entry.hostPlayer).toBe(a);
  });

  it('unrated: a seat whose player is unknown, or the same player at both seats, leaves every rating as it was', async () => {
    const KEY_C = 'player-key-cccccccccccccccccccccc';
    const c = playerIdOf(KEY_C);
    const m1 = await rated();
    await bind(m1.allied, KEY_C);
    await api(server, 'POST', `/api/play/${m1.german}/resign`, {});
    const m2 = await rated();
    await bind(m2.allied, KEY_C);
    await bind(m2.german!, KEY_C);
    await api(server, 'POST', `/api/play/${m2.german}/resign`, {});
    expect((await player(c)).ratings).toEqual([]);
    // A seat keeps its first player: binding again with another key changes nothing.
    expect(await bind(m2.german!, KEY_A)).toBe(playerIdOf(KEY_A));
  });

  it('a game lost on time counts as a loss', async () => {
    const KEY_D = 'player-key-dddddddddddddddddddddd';
    const KEY_E = 'player-key-eeeeeeeeeeeeeeeeeeeeee';
    const m = await rated({ pace: 'blitz' });
    const d = await bind(m.allied, KEY_D);
    const e = await bind(m.german!, KEY_E);
    let s = (await api<Snapshot>(server, 'GET', `/api/play/${m.allied}`)).body;
    for (let i = 0; i < 100 && s.status !== 'over'; i++) s = (await new Promise((r) => setTimeout(r, 30)), (await api<Snapshot>(server, 'GET', `/api/play/${m.allied}`)).body);
    expect(s.result!.kind).toBe('time');
    const loser = s.clock!.flagged === 'allied' ? d : e;
    const winner = loser === d ? e : d;
    await expect.poll(async () => (await player(loser)).history[0]?.score).toBe(0);
    expect((await player(loser)).ratings[0].rating).toBeLessThan(1500);
    expect((await player(winner)).ratings[0].rating).toBeGreaterThan(1500);
  });

  it('lobby filters (30.6): by game, by pace, and by the creator\'s rating range (rated games only); bad filters are refused', async () => {
    const FAST = { game: 'arras-postcard', seat: 'allied', opponent: 'invite', lobby: true, pace: 'fast' };
    const timed = await api<CreatedMatch>(server, 'POST', '/api/matches', FAST);
    const strong = await api<CreatedMatch>(server, 'POST', '/api/matches', { ...FAST, pace: undefined, rated: true });
    // The creator of `strong` is KEY_A, who won a rated game above (about 1662).
    await bind(strong.body.links[0].token, KEY_A);
    const ids = async (q: string) => (await api<{ open: LobbyEntry[] }>(server, 'GET', `/api/lobby${q}`)).body.open.map((e) => e.matchId);
    expect(await ids('?pace=fast')).toContain(timed.body.matchId);
    expect(await ids('?pace=fast')).not.toContain(strong.body.matchId);
    expect(await ids('?pace=untimed')).toContain(strong.body.matchId);
    expect(await ids('?game=arras-postcard')).toContain(timed.body.matchId);
    expect(await ids('?game=cambrai-1917')).not.toContain(timed.body.matchId);
    expect(await ids('?minRating=1600')).toEqual(expect.arrayContaining([strong.body.matchId]));
    expect(await ids('?minRating=1600')).not.toContain(timed.body.matchId);
    expect(await ids('?maxRating=1600')).not.toContain(strong.body.matchId);
    expect((await api(server, 'GET', '/api/lobby?minRating=abc')).status).toBe(400);
    expect((await api(server, 'GET', '/api/lobby?colour=red')).status).toBe(400);
  });

  it('the player routes are validated: a bad key or id is refused (400), an observer cannot bind (403)', async () => {
    const m = await rated();
    expect((await api(server, 'POST', `/api/play/${m.allied}/player`, { key: 'short' })).status).toBe(400);
    expect((await api(server, 'GET', '/api/players/not-an-id')).status).toBe(400);
    const obs = await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'invite' });
    expect((await api(server, 'POST', `/api/play/${obs.body.observer.token}/player`, { key: KEY_A })).status).toBe(403);
  });
});

/** The same match finished by two instances at once is rated once. */
async function ratedOnce(open: () => Promise<MatchStore>) {
  const [s1, s2] = [await open(), await open()];
  try {
    const { service } = await buildApp({ store: s1, games, rateLimits: false });
    const created = await service.create({ game: 'arras-postcard', seat: 'allied', opponent: 'invite', rated: true });
    const [r1, r2] = [Ratings.of(s1)!, Ratings.of(s2)!];
    const a = await r1.bind(created.matchId, ['allied'], 'k1-aaaaaaaaaaaaaaaa');
    await r1.bind(created.matchId, ['german'], 'k2-bbbbbbbbbbbbbbbb');
    const done = await Promise.all([r1, r2, r1, r2].map((r) => r.finish(created.matchId, 'arras-postcard', ['allied', 'german'], { allied: 1, german: 0 })));
    expect(done.filter(Boolean)).toHaveLength(1);
    expect((await r2.player(a)).history).toHaveLength(1);
    await service.close();
  } finally {
    await s1.close();
    await s2.close();
  }
}

describe('each rated game is rated once', () => {
  it('two instances on one SQLite file', async () => {
    const d = mkdtempSync(path.join(tmpdir(), 'arras-ratings2-'));
    try {
      await ratedOnce(async () => new SqliteStore(path.join(d, 'db.sqlite')));
    } finally {
      rmSync(d, { recursive: true, force: true });
    }
  });
  describe.skipIf(!findPostgres())('PostgreSQL', () => {
    const database = pgForSuite();
    it('two instances on one PostgreSQL database', async () => {
      const url = await database('ratings');
      await ratedOnce(() => PgStore.open(url));
    }, 60_000);
  });
});
