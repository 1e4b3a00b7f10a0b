// Ratings (issue 30.5): Glicko-2 per game for rated games between two accounts; not at one screen,
// not against the computer, not a link-only player; a loss on time is a loss; each game rated once
// (two instances).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { buildApp } from '../../src/server/app.ts';
import { PgStore } from '../../src/server/pg-store.ts';
import { Ratings, newRating, rate } from '../../src/server/ratings.ts';
import { Accounts } from '../../src/server/accounts/accounts.ts';
import { sqlDbOf } from '../../src/server/accounts/db.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { MatchStore } from '../../src/server/storage.ts';
import type { CreatedMatch, LobbyEntry, Snapshot } from '../../src/protocol/types.ts';
import { type AccountServer, Client, signInByCode, startAccountServer } from './accounts-helpers.ts';
import { findPostgres } from './postgres.ts';
import { pgForSuite } from './app-helpers.ts';

const start = () => startAccountServer({ games, app: { paces: { blitz: { totalMs: 700, incMs: 0, capMs: 700 } }, clockTickMs: 40 } });
let server: AccountServer;
beforeAll(async () => {
  server = await start();
});
afterAll(() => server.close());

let n = 0;
/** A signed-in player (an account, by the e-mail code), with a name. */
async function signedIn(name: string) {
  const c = new Client(server);
  const account = await signInByCode(c, server.mailDir, `${name.toLowerCase()}-${++n}@example.org`);
  const named = await c.call('POST', '/api/account/name', { name: `${name} ${n}` });
  expect(named.status, JSON.stringify(named.body)).toBe(200);
  return { c, id: account.player.id, name: `${name} ${n}` };
}
/** A rated arras-postcard match made by `host` (allied, its seat claimed into host's account); the German link is given out. */
async function rated(host: Client, extra: Record<string, unknown> = {}) {
  const r = await host.call<CreatedMatch>('POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'invite', rated: true, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  const seat = (s: string) => r.body.links.find((l) => l.seat === s)?.token;
  await claim(host, seat('allied')!);
  return { allied: seat('allied')!, german: seat('german'), matchId: r.body.matchId };
}
const claim = async (c: Client, token: string) => expect((await c.call('POST', '/api/account/claim', { token })).status).toBe(200);
const player = async (id: string) => (await new Client(server).call('GET', `/api/players/${id}`)).body;
const resign = (token: string) => new Client(server).call<Snapshot>('POST', `/api/play/${token}/resign`, {});

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

describe('rated games between accounts (30.5)', () => {
  it('a rated game is between two players by invitation: against the computer or at one screen it is refused', async () => {
    for (const opponent of ['computer', 'hotseat']) {
      const r = await new Client(server).call('POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent, rated: true });
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain('rated game is between two players');
    }
  });

  it("a rated game between two accounts changes both ratings for that game, with the history and the opponent's name on each player page; the lobby shows the creator's name and rating", async () => {
    const ann = await signedIn('Ann');
    const bob = await signedIn('Bob');
    const m = await rated(ann.c);
    await claim(bob.c, m.german!);
    expect(ann.id).toMatch(/^[0-9a-f]{16}$/);
    expect(ann.id).not.toBe(bob.id);
    expect((await resign(m.german!)).body.result!.winner).toBe('allied');
    const pa = await player(ann.id);
    const pb = await player(bob.id);
    expect(pa.name).toBe(ann.name);
    expect(pa.ratings).toHaveLength(1);
    expect(pa.ratings[0].game).toBe('arras-postcard');
    expect(pa.ratings[0].title).toMatch(/Arras/);
    expect(pa.ratings[0].rating).toBeGreaterThan(1600);
    expect(pb.ratings[0].rating).toBeLessThan(1400);
    expect(pa.history).toEqual([expect.objectContaining({ matchId: m.matchId, opponent: bob.id, opponentName: bob.name, score: 1, before: 1500 })]);
    expect(pb.history[0]).toEqual(expect.objectContaining({ opponent: ann.id, opponentName: ann.name, score: 0 }));
    // No e-mail address and no account id on a player page.
    expect(JSON.stringify([pa, pb])).not.toMatch(/@example\.org/);
    // A listed rated game shows its creator's name and rating.
    const listed = await rated(ann.c, { lobby: true });
    const lobby = (await new Client(server).call<{ open: LobbyEntry[] }>('GET', '/api/lobby')).body;
    const entry = lobby.open.find((e) => e.matchId === listed.matchId)!;
    expect(entry.rated).toBe(true);
    expect(entry.hostRating).toBe(Math.round(pa.ratings[0].rating));
    expect(entry.hostPlayer).toBe(ann.id);
    expect(entry.hostName).toBe(ann.name);
  });

  it('unrated: a link-only seat (no account), or one account at both seats, leaves every rating as it was', async () => {
    const cy = await signedIn('Cy');
    const m1 = await rated(cy.c);
    await resign(m1.german!); // the German side played by link only
    const m2 = await rated(cy.c);
    await claim(cy.c, m2.german!);
    await resign(m2.german!);
    expect((await player(cy.id)).ratings).toEqual([]);
  });

  it('a game lost on time counts as a loss', async () => {
    const dee = await signedIn('Dee');
    const eve = await signedIn('Eve');
    const m = await rated(dee.c, { pace: 'blitz' });
    await claim(eve.c, m.german!);
    let s = (await dee.c.call<Snapshot>('GET', `/api/play/${m.allied}`)).body;
    for (let i = 0; i < 100 && s.status !== 'over'; i++)
      s = (await new Promise((r) => setTimeout(r, 30)), (await dee.c.call<Snapshot>('GET', `/api/play/${m.allied}`)).body);
    expect(s.result!.kind).toBe('time');
    const loser = s.clock!.flagged === 'allied' ? dee.id : eve.id;
    const winner = loser === dee.id ? eve.id : dee.id;
    await expect.poll(async () => (await player(loser)).history[0]?.score).toBe(0);
    expect((await player(loser)).ratings[0].rating).toBeLessThan(1500);
    expect((await player(winner)).ratings[0].rating).toBeGreaterThan(1500);
  });

  it("lobby filters (30.6): by game, by pace, and by the creator's rating range (rated games only); bad filters are refused", async () => {
    const fay = await signedIn('Fay');
    const gus = await signedIn('Gus');
    const won = await rated(fay.c);
    await claim(gus.c, won.german!);
    await resign(won.german!); // Fay about 1662
    const FAST = { game: 'arras-postcard', seat: 'allied', opponent: 'invite', lobby: true, pace: 'fast' };
    const timed = await fay.c.call<CreatedMatch>('POST', '/api/matches', FAST);
    const strong = await rated(fay.c, { lobby: true });
    const ids = async (q: string) => (await new Client(server).call<{ open: LobbyEntry[] }>('GET', `/api/lobby${q}`)).body.open.map((e) => e.matchId);
    expect(await ids('?pace=fast')).toContain(timed.body.matchId);
    expect(await ids('?pace=fast')).not.toContain(strong.matchId);
    expect(await ids('?pace=untimed')).toContain(strong.matchId);
    expect(await ids('?game=arras-postcard')).toContain(timed.body.matchId);
    expect(await ids('?game=cambrai-1917')).not.toContain(timed.body.matchId);
    expect(await ids('?minRating=1600')).toEqual(expect.arrayContaining([strong.matchId]));
    expect(await ids('?minRating=1600')).not.toContain(timed.body.matchId);
    expect(await ids('?maxRating=1600')).not.toContain(strong.matchId);
    expect((await new Client(server).call('GET', '/api/lobby?minRating=abc')).status).toBe(400);
    expect((await new Client(server).call('GET', '/api/lobby?colour=red')).status).toBe(400);
  });

  it('names: one per player regardless of case (409 name-taken), letters and digits only (400); a bad player id is refused (400)', async () => {
    const hal = await signedIn('Hal');
    const ian = await signedIn('Ian');
    const taken = await ian.c.call('POST', '/api/account/name', { name: hal.name.toUpperCase() });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'name-taken']);
    expect((await player(ian.id)).name).toBe(ian.name);
    for (const name of ['x', 'ann@example.org', 'https://x.example', 'a'.repeat(25)]) {
      expect((await ian.c.call('POST', '/api/account/name', { name })).status, name).toBe(400);
    }
    expect((await new Client(server).call('GET', '/api/players/not-an-id')).status).toBe(400);
    expect((await new Client(server).call('POST', '/api/account/name', { name: 'Nobody' })).status).toBe(401);
  });

  it("rematch (30.6): one click, sides swapped, the accounts' seats carried into it; rated again", async () => {
    const lu = await signedIn('Lu');
    const mo = await signedIn('Mo');
    const m = await rated(lu.c);
    await claim(mo.c, m.german!);
    await resign(m.german!);
    const re = await lu.c.call<CreatedMatch>('POST', `/api/play/${m.allied}/rematch`, {});
    expect(re.status).toBe(201);
    expect(re.body.links.map((l) => l.seat)).toEqual(['german']);
    // Without claiming anything, each account holds its new side of the rematch.
    const seatsIn = async (c: Client) =>
      (await c.call<{ games: { matchId: string; seats: string[] }[] }>('GET', '/api/account/games')).body.games.find((g) => g.matchId === re.body.matchId)
        ?.seats;
    expect(await seatsIn(lu.c)).toEqual(['german']);
    expect(await seatsIn(mo.c)).toEqual(['allied']);
    // Mo's old link leads to the rematch at the Allied side; Mo resigns it: both ratings change again.
    const moLink = (await mo.c.call<Snapshot>('GET', `/api/play/${m.german}`)).body.rematchLink!;
    const moNew = moLink.replace('/play/', '');
    expect((await mo.c.call<Snapshot>('GET', `/api/play/${moNew}`)).body.seats).toEqual(['allied']);
    await resign(moNew);
    expect((await player(lu.id)).history.map((x: { score: number }) => x.score)).toEqual([1, 1]);
    expect((await player(mo.id)).history.map((x: { score: number }) => x.score)).toEqual([0, 0]);
  });

  it("a deleted account takes its ratings and name with it; the opponent's history keeps the game against a nameless player", async () => {
    const jo = await signedIn('Jo');
    const kit = await signedIn('Kit');
    const m = await rated(jo.c);
    await claim(kit.c, m.german!);
    await resign(m.german!);
    expect((await player(jo.id)).ratings).toHaveLength(1);
    expect((await jo.c.call('POST', '/api/account/delete', {})).status).toBe(200);
    expect(await player(jo.id)).toEqual({ id: jo.id, name: null, ratings: [], history: [] });
    expect((await player(kit.id)).history[0]).toEqual(expect.objectContaining({ opponent: jo.id, opponentName: null, score: 0 }));
  });
});

/** The same match finished by two instances at once is rated once. */
async function ratedOnce(open: () => Promise<MatchStore>) {
  const [s1, s2] = [await open(), await open()];
  try {
    const { service } = await buildApp({ store: s1, games, rateLimits: false });
    const created = await service.create({ game: 'arras-postcard', seat: 'allied', opponent: 'invite', rated: true });
    const [r1, r2] = [Ratings.of(s1)!, Ratings.of(s2)!];
    const accounts = new Accounts(sqlDbOf(s1)!);
    const [one, two] = [await accounts.newAccount('en'), await accounts.newAccount('en')];
    await accounts.claim(one.id, created.matchId, ['allied']);
    await accounts.claim(two.id, created.matchId, ['german']);
    const a = (await accounts.player(one.id)).id;
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
