// Matchmaking and round-robin tournaments between accounts (issue 30.6): pairing two requests into one
// rated match at once, exactly one match per pair under races (one instance, and two instances on
// PostgreSQL), cancel; a tournament's n(n-1)/2 matches with their seats held by the accounts, its
// standings as results come in, its end and its winner (tie-break: head to head, then second-side wins).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rank, roundRobin } from '../../src/server/accounts/tourney.ts';
import { MAKE_PER_MINUTE } from '../../src/server/accounts/routes.ts';
import { type AccountServer, Client, signInByCode, startAccountServer, until } from './accounts-helpers.ts';
import { webhookReceiver } from './notice-receivers.ts';
import { findPostgres } from './postgres.ts';
import { pgForSuite } from './app-helpers.ts';

let server: AccountServer;
beforeAll(async () => {
  server = await startAccountServer();
});
afterAll(() => server.close());

let n = 0;
async function player(name: string, on: { url: string; mailDir: string } = server) {
  const c = new Client(on);
  const account = await signInByCode(c, on.mailDir, `${name.toLowerCase()}-${++n}@example.org`);
  expect((await c.call('POST', '/api/account/name', { name: `${name} ${n}` })).status).toBe(200);
  return { c, id: account.player.id, name: `${name} ${n}` };
}
type Player = Awaited<ReturnType<typeof player>>;
const games = async (p: Player) => (await p.c.call('GET', '/api/account/games')).body.games as { matchId: string; seats: string[]; status: string }[];
/** A link of p's seats in the match (as "your games" opens it on a device). */
const link = async (p: Player, matchId: string) => (await p.c.call('POST', `/api/account/games/${matchId}/open`, {})).body.token as string;
const resign = async (p: Player, matchId: string) => expect((await p.c.call('POST', `/api/play/${await link(p, matchId)}/resign`, {})).status).toBe(200);
const ask = (p: Player, body: Record<string, unknown> = {}) => p.c.call('POST', '/api/account/matchmaking', { game: 'dice-race', pace: 'untimed', ...body });

describe('matchmaking (30.6)', () => {
  it('a second request for the same game and pace is paired at once into one rated match, each account holding one side', async () => {
    const [ann, bob] = [await player('Ann'), await player('Bob')];
    const first = await ask(ann);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.matchId).toBeNull();
    expect((await ann.c.call('GET', '/api/account/matchmaking')).body.requests).toEqual([{ game: 'dice-race', pace: 'untimed' }]);
    const second = await ask(bob);
    expect(second.body.matchId).toMatch(/.+/);
    const matchId = second.body.matchId as string;
    const [ga, gb] = [await games(ann), await games(bob)];
    expect(ga.map((g) => g.matchId)).toEqual([matchId]);
    expect(gb.map((g) => g.matchId)).toEqual([matchId]);
    expect([...ga[0].seats, ...gb[0].seats].sort()).toEqual(['a', 'b']);
    expect((await ann.c.call('GET', '/api/account/matchmaking')).body.requests).toEqual([]);
    // Rated: the end changes both players' ratings.
    await resign(ann, matchId);
    const page = async (p: Player) => (await new Client(server).call('GET', `/api/players/${p.id}`)).body;
    expect((await page(ann)).history).toHaveLength(1);
    expect((await page(bob)).history[0].score).toBe(1);
  });

  it('the players of a match made by matchmaking get their turn notice, once each, naming the match', async () => {
    const hooks = [await webhookReceiver(), await webhookReceiver()];
    try {
      const [tia, uma] = [await player('Tia'), await player('Uma')];
      for (const [p, hook] of [
        [tia, hooks[0]],
        [uma, hooks[1]],
      ] as const)
        expect((await p.c.call('POST', '/api/account/notices', { channel: 'webhook', address: hook.url })).status).toBe(201);
      await ask(tia);
      const matchId = (await ask(uma)).body.matchId as string;
      // In the dice race both sides bid first: each player is to act.
      await until(() => hooks.every((h) => h.items.length === 1), 5000);
      await new Promise((r) => setTimeout(r, 300));
      for (const h of hooks) {
        expect(h.items).toHaveLength(1);
        expect(JSON.stringify(h.items[0].body)).toContain(matchId);
      }
    } finally {
      await Promise.all(hooks.map((h) => h.close()));
    }
  });

  it('requests of another pace, or with rating windows that do not overlap, are not paired', async () => {
    const [a, b, c] = [await player('Cy'), await player('Di'), await player('Ed')];
    expect((await ask(a, { minRating: 1000, maxRating: 1400 })).body.matchId).toBeNull();
    expect((await ask(b, { minRating: 1401 })).body.matchId).toBeNull();
    expect((await ask(c, { pace: 'slow' })).body.matchId).toBeNull();
    await Promise.all([a, b, c].map((p) => p.c.call('POST', '/api/account/matchmaking/cancel', { game: 'dice-race' })));
  });

  it('one request per account and game; a request cancelled is no longer paired, and cancelling none is refused', async () => {
    const [fay, gus] = [await player('Fay'), await player('Gus')];
    expect((await ask(fay)).body.matchId).toBeNull();
    const again = await ask(fay);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already-waiting');
    expect((await fay.c.call('POST', '/api/account/matchmaking/cancel', { game: 'dice-race' })).status).toBe(200);
    expect((await fay.c.call('POST', '/api/account/matchmaking/cancel', { game: 'dice-race' })).body.error.code).toBe('not-found');
    expect((await ask(gus)).body.matchId).toBeNull();
    expect(await games(fay)).toEqual([]);
    await gus.c.call('POST', '/api/account/matchmaking/cancel', { game: 'dice-race' });
  });

  it('a request needs an account, a known game and pace', async () => {
    const anon = new Client(server);
    expect((await anon.call('POST', '/api/account/matchmaking', { game: 'dice-race', pace: 'untimed' })).body.error.code).toBe('signed-out');
    const p = await player('Hal');
    expect((await ask(p, { pace: 'glacial' })).status).toBe(400);
    expect((await ask(p, { extra: 1 })).body.error.code).toBe('malformed');
  });

  it('ten requests at once make five matches: each account in exactly one, nobody left waiting', async () => {
    const ps = await Promise.all(Array.from({ length: 10 }, (_, i) => player(`Race${i}`)));
    const replies = await Promise.all(ps.map((p) => ask(p)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.filter((r) => r.body.matchId).length).toBe(5);
    await consistentPairs(ps, 5);
  });
});

/** Each player holds exactly one seat of one match, each match two players on its two sides. */
async function consistentPairs(ps: Player[], matches: number) {
  const held = await Promise.all(ps.map(games));
  expect(held.every((g) => g.length === 1 && g[0].seats.length === 1)).toBe(true);
  const byMatch = new Map<string, string[]>();
  for (const g of held) byMatch.set(g[0].matchId, [...(byMatch.get(g[0].matchId) ?? []), g[0].seats[0]]);
  expect(byMatch.size).toBe(matches);
  for (const seats of byMatch.values()) expect(seats.sort()).toEqual(['a', 'b']);
  for (const p of ps) expect((await p.c.call('GET', '/api/account/matchmaking')).body.requests).toEqual([]);
}

describe('round-robin tournaments (30.6)', () => {
  it('create, join until full, start: n(n-1)/2 matches, each pair once, the seats held by the accounts, sides alternating', async () => {
    const ps = await Promise.all(['Ida', 'Jo', 'Kit', 'Lu', 'Mo'].map((x) => player(x)));
    const made = await ps[0].c.call('POST', '/api/account/tournaments', { game: 'dice-race', pace: 'untimed', places: 4, rated: false });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as string;
    expect((await ps[1].c.call('POST', `/api/account/tournaments/${id}/start`, {})).body.error.code).toBe('not-creator');
    expect((await ps[0].c.call('POST', `/api/account/tournaments/${id}/start`, {})).body.error.code).toBe('too-few-players');
    for (const p of ps.slice(1, 4)) expect((await p.c.call('POST', `/api/account/tournaments/${id}/join`, {})).status).toBe(200);
    expect((await ps[1].c.call('POST', `/api/account/tournaments/${id}/join`, {})).body.error.code).toBe('already-joined');
    expect((await ps[4].c.call('POST', `/api/account/tournaments/${id}/join`, {})).body.error.code).toBe('tournament-closed');
    const started = await ps[0].c.call('POST', `/api/account/tournaments/${id}/start`, {});
    expect(started.body.status).toBe('running');
    expect(started.body.matches).toHaveLength(6);
    expect((await ps[0].c.call('POST', `/api/account/tournaments/${id}/start`, {})).body.error.code).toBe('tournament-closed');
    const four = ps.slice(0, 4);
    const pairs = new Set(started.body.matches.map((m: { first: string; second: string }) => [m.first, m.second].sort().join('|')));
    expect(pairs.size).toBe(6);
    for (const p of four) {
      const mine = started.body.matches.filter((m: { first: string; second: string }) => m.first === p.name || m.second === p.name);
      expect(mine).toHaveLength(3);
      // Alternating: of three games, the first side once or twice.
      expect([1, 2]).toContain(mine.filter((m: { first: string }) => m.first === p.name).length);
      const held = await games(p);
      expect(held).toHaveLength(3);
      for (const m of mine) expect(held.find((g) => g.matchId === m.matchId)!.seats).toEqual([m.first === p.name ? 'a' : 'b']);
    }
    expect(await games(ps[4])).toEqual([]);
    const listed = (await new Client(server).call('GET', '/api/tournaments')).body.tournaments.find((t: { id: string }) => t.id === id);
    expect(listed.players).toHaveLength(4);
  });

  it('standings follow the results; when the last match ends the tournament is over and names its winner', async () => {
    const ps = await Promise.all(['Ned', 'Oz', 'Pia'].map((x) => player(x)));
    const id = (await ps[0].c.call('POST', '/api/account/tournaments', { game: 'dice-race', pace: 'untimed', places: 3, rated: true })).body.id;
    for (const p of ps.slice(1)) await p.c.call('POST', `/api/account/tournaments/${id}/join`, {});
    const t = (await ps[0].c.call('POST', `/api/account/tournaments/${id}/start`, {})).body;
    const byName = new Map(ps.map((p) => [p.name, p]));
    const matchOf = (x: Player, y: Player) =>
      t.matches.find((m: { first: string; second: string }) => [m.first, m.second].sort().join() === [x.name, y.name].sort().join());
    // Ned beats Oz (Oz resigns).
    await resign(ps[1], matchOf(ps[0], ps[1]).matchId);
    let view = (await new Client(server).call('GET', `/api/tournaments/${id}`)).body;
    const row = (name: string) => view.standings.find((s: { name: string }) => s.name === name);
    expect(view.status).toBe('running');
    expect(row(ps[0].name)).toMatchObject({ wins: 1, losses: 0, draws: 0, played: 1, remaining: 1 });
    expect(row(ps[1].name)).toMatchObject({ wins: 0, losses: 1, played: 1, remaining: 1 });
    expect(row(ps[2].name)).toMatchObject({ played: 0, remaining: 2 });
    expect(view.winner).toBeNull();
    // Oz beats Pia; Pia beats Ned: one win each, Ned's over Oz... head to head among all three is 1-1-1, so second-side wins decide.
    await resign(ps[2], matchOf(ps[1], ps[2]).matchId);
    await resign(ps[0], matchOf(ps[0], ps[2]).matchId);
    view = (await new Client(server).call('GET', `/api/tournaments/${id}`)).body;
    expect(view.status).toBe('over');
    expect(view.standings.every((s: { wins: number; losses: number; remaining: number }) => s.wins === 1 && s.losses === 1 && s.remaining === 0)).toBe(true);
    const secondWins = (p: Player) =>
      t.matches.filter((m: { second: string; first: string }) => m.second === p.name && byName.get(m.first) && winnerOf(m, p)).length;
    const winnerOf = (m: { first: string; second: string }, p: Player) => {
      const beaten: Record<string, string> = { [ps[0].name]: ps[1].name, [ps[1].name]: ps[2].name, [ps[2].name]: ps[0].name };
      return beaten[p.name] === m.first;
    };
    const expected = [...ps].sort((x, y) => secondWins(y) - secondWins(x) || ps.indexOf(x) - ps.indexOf(y))[0];
    expect(view.winner).toBe(expected.name);
    expect(view.standings[0].name).toBe(expected.name);
    expect(view.standings[0].secondSideWins).toBe(secondWins(expected));
  });

  it('tie-break: on equal points head to head decides, then more wins with the second side', () => {
    // x and y both 2 points of 3; x beat y.
    const g = (first: string, second: string, winner: string | null) => ({ first, second, winner, over: true });
    const games = [g('y', 'x', 'x'), g('x', 'z', 'z'), g('y', 'z', 'y'), g('w', 'x', 'x'), g('w', 'y', 'y'), g('z', 'w', 'w')];
    expect(
      rank(['y', 'x', 'z', 'w'], games)
        .map((s) => s.player)
        .slice(0, 2),
    ).toEqual(['x', 'y']);
    // Head to head equal (a draw): the second side's wins decide.
    const drawn = [g('y', 'x', null), g('x', 'z', 'x'), g('z', 'y', 'y')];
    expect(rank(['x', 'y', 'z'], drawn).map((s) => s.player)).toEqual(['y', 'x', 'z']);
  });

  it('round robin: every pair once, each player as often first as second (one more at most with an even number)', () => {
    for (let size = 3; size <= 8; size++) {
      const ps = Array.from({ length: size }, (_, i) => `p${i}`);
      const pairs = roundRobin(ps);
      expect(pairs).toHaveLength((size * (size - 1)) / 2);
      expect(new Set(pairs.map((p) => [...p].sort().join())).size).toBe(pairs.length);
      for (const p of ps) {
        const firsts = pairs.filter((x) => x[0] === p).length;
        const seconds = pairs.filter((x) => x[1] === p).length;
        expect(Math.abs(firsts - seconds)).toBeLessThanOrEqual(size % 2 === 0 ? 1 : 0);
      }
    }
  });
});

describe.skipIf(!findPostgres())('matchmaking on two PostgreSQL instances', () => {
  const database = pgForSuite();
  it('requests sent at once to two instances make consistent pairs, each match made once', async () => {
    const url = await database('tourney');
    const [one, two] = [await startAccountServer({ databaseUrl: url }), await startAccountServer({ databaseUrl: url })];
    try {
      const ps = await Promise.all(Array.from({ length: 8 }, (_, i) => player(`Pg${i}`, i % 2 ? two : one)));
      const replies = await Promise.all(ps.map((p) => ask(p)));
      expect(replies.filter((r) => r.body.matchId).length).toBe(4);
      await consistentPairs(ps, 4);
    } finally {
      await one.close();
      await two.close();
    }
  }, 60_000);
});

describe('a deleted account (30.1) and matchmaking', () => {
  it('its waiting request and its place in an open tournament go with it', async () => {
    const [quin, rex] = [await player('Quin'), await player('Rex')];
    expect((await ask(quin)).body.matchId).toBeNull();
    const id = (await rex.c.call('POST', '/api/account/tournaments', { game: 'dice-race', pace: 'untimed', places: 3, rated: false })).body.id;
    await quin.c.call('POST', `/api/account/tournaments/${id}/join`, {});
    expect((await new Client(server).call('GET', `/api/tournaments/${id}`)).body.players).toHaveLength(2);
    expect((await quin.c.call('POST', '/api/account/delete', {})).status).toBe(200);
    expect((await new Client(server).call('GET', `/api/tournaments/${id}`)).body.players).toHaveLength(1);
    const sam = await player('Sam');
    expect((await ask(sam)).body.matchId).toBeNull();
  });
});

describe('rate limit of matchmaking (30.6)', () => {
  it(`more than ${MAKE_PER_MINUTE} matchmaking requests a minute from one address are refused 429 rate-limited, and leave no request`, async () => {
    const limited = await startAccountServer({ rateLimits: { requestsPerMinute: 1000, matchesPerMinute: 1000 } });
    try {
      const p = await player('Vic', limited);
      for (let i = 0; i < MAKE_PER_MINUTE; i++) {
        expect((await ask(p)).status).toBe(200);
        expect((await p.c.call('POST', '/api/account/matchmaking/cancel', { game: 'dice-race' })).status).toBe(200);
      }
      const over = await ask(p);
      expect(over.status).toBe(429);
      expect(over.body.error.code).toBe('rate-limited');
      expect((await p.c.call('GET', '/api/account/matchmaking')).body.requests).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
