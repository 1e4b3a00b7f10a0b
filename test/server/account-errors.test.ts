// Every refusal of the account and notice routes (issue 30) reaches the page as a text in English and
// in French: each code they answer with is listed in protocol/account-errors.ts, and each listed code
// has its own text in both catalogues.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ERRORS } from '../../src/protocol/account-errors.ts';
import { catalogues } from '../../src/i18n/index.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { type AccountServer, Client, claimedMatch, signInByCode, startAccountServer } from './accounts-helpers.ts';

let server: AccountServer;
beforeAll(async () => {
  // A game of three sides beside the dice race: matchmaking refuses it (two-sided-only).
  server = await startAccountServer({ games: { [diceRace.id]: diceRace, 'three-sided': { ...diceRace, id: 'three-sided', roles: ['a', 'b', 'c'] } } });
});
afterAll(() => server.close());

describe('account refusals in English and French', () => {
  it('every account error code has a text in English and a different one in French', () => {
    for (const code of ACCOUNT_ERRORS) {
      const key = `account.error.${code}` as keyof typeof catalogues.en;
      expect(catalogues.en[key], `en ${code}`).toBeTruthy();
      expect(catalogues.fr[key], `fr ${code}`).toBeTruthy();
      expect(catalogues.fr[key], `fr ${code}`).not.toBe(catalogues.en[key]);
    }
  });

  it('each refusal the account routes answer with carries one of those codes', async () => {
    const seen = new Set<string>();
    const code = async (r: Promise<{ status: number; body: any }>) => {
      const { status, body } = await r;
      expect(status).toBeGreaterThanOrEqual(400);
      seen.add(body.error.code);
      return body.error.code as string;
    };
    const anon = new Client(server);
    expect(await code(anon.call('GET', '/api/account/games'))).toBe('signed-out');
    expect(await code(anon.call('POST', '/api/account/email', { email: 'not an address' }))).toBe('malformed');
    expect(await code(anon.call('POST', '/api/account/email/verify', { email: 'zoe@example.org', code: '123456' }))).toBe('bad-code');
    expect(await code(anon.call('POST', '/api/account/passkey/verify', { mode: 'login', challengeId: 'A'.repeat(32), response: {} }))).toBe('bad-passkey');
    expect(await code(anon.call('POST', '/api/account/email', { email: 'zoe@example.org' }, { origin: 'https://elsewhere.example' }))).toBe('forbidden');
    for (let i = 0; i < 3; i++) await anon.call('POST', '/api/account/email', { email: 'yan@example.org' });
    expect(await code(anon.call('POST', '/api/account/email', { email: 'yan@example.org' }))).toBe('rate-limited');

    const c = new Client(server);
    await signInByCode(c, server.mailDir, 'max@example.org');
    const { m } = await claimedMatch(c);
    expect(await code(c.call('POST', '/api/account/claim', { token: m.observer.token }))).toBe('not-a-seat');
    expect(await code(c.call('POST', '/api/account/games/nosuchmatch/open', {}))).toBe('unknown-match');
    expect(await code(c.call('DELETE', '/api/account/notices/00000000-0000-4000-8000-000000000000'))).toBe('not-found');
    expect((await c.call('POST', '/api/account/name', { name: 'Max' })).status).toBe(200);
    const other = new Client(server);
    await signInByCode(other, server.mailDir, 'mia@example.org');
    expect(await code(other.call('POST', '/api/account/name', { name: 'MAX' }))).toBe('name-taken');
    // Matchmaking and tournaments (30.6).
    expect(await code(c.call('POST', '/api/account/matchmaking', { game: 'three-sided', pace: 'untimed' }))).toBe('two-sided-only');
    expect((await c.call('POST', '/api/account/matchmaking', { game: 'dice-race', pace: 'untimed' })).status).toBe(200);
    expect(await code(c.call('POST', '/api/account/matchmaking', { game: 'dice-race', pace: 'untimed' }))).toBe('already-waiting');
    const t = (await c.call('POST', '/api/account/tournaments', { game: 'dice-race', pace: 'untimed', places: 3, rated: false })).body.id;
    expect(await code(other.call('POST', `/api/account/tournaments/${t}/start`, {}))).toBe('not-creator');
    expect(await code(c.call('POST', `/api/account/tournaments/${t}/join`, {}))).toBe('already-joined');
    expect(await code(c.call('POST', `/api/account/tournaments/${t}/start`, {}))).toBe('too-few-players');
    const third = new Client(server);
    await signInByCode(third, server.mailDir, 'noa@example.org');
    for (const p of [other, third]) await p.call('POST', `/api/account/tournaments/${t}/join`, {});
    expect((await c.call('POST', `/api/account/tournaments/${t}/start`, {})).status).toBe(200);
    expect(await code(new Client(server).call('GET', '/api/tournaments/00000000-0000-4000-8000-000000000000'))).toBe('not-found');
    const late = new Client(server);
    await signInByCode(late, server.mailDir, 'ove@example.org');
    expect(await code(late.call('POST', `/api/account/tournaments/${t}/join`, {}))).toBe('tournament-closed');
    for (const s of seen) expect(ACCOUNT_ERRORS as readonly string[]).toContain(s);
    expect([...seen].sort()).toEqual([...ACCOUNT_ERRORS].sort());
  });
});
