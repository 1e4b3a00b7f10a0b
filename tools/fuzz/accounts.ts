// The accounts' and notices' routes under the fuzzer (issue 30; called from ../fuzz.ts): mutated
// bodies, odd parameters, no cookie, a forged one or a real session with or without its CSRF token.
// No request may get a 5xx, and a refused one may change none of the accounts' tables.
import type { Rng } from '../../src/kernel/rng.ts';
import type { MatchStore } from '../../src/server/storage.ts';
import { Accounts } from '../../src/server/accounts/accounts.ts';
import { sqlDbOf } from '../../src/server/accounts/db.ts';

export interface AccountFuzz {
  store: MatchStore;
  rng: Rng;
  call(method: string, p: string, body?: string, headers?: Record<string, string>): Promise<{ status: number; text: string }>;
  mutate(value: Record<string, unknown>, rng: Rng): Record<string, unknown>;
  oddValue(rng: Rng): unknown;
  /** A seat link and its match to claim and to set notices on. */
  seat: { token: string; matchId: string };
  /** Requests to send; each counted by `sent`, each refusal by `refused`, each problem reported. */
  requests: number;
  sent(): void;
  refused(): void;
  problem(s: string): void;
  stateChanged(): void;
}

const TABLES = [
  'accounts',
  'sessions',
  'sign_in_codes',
  'passkeys',
  'account_seats',
  'notice_targets',
  'notices',
  'players',
  'match_requests',
  'tournaments',
  'tournament_players',
  'tournament_matches',
];

export async function fuzzAccountRoutes(f: AccountFuzz): Promise<void> {
  const db = sqlDbOf(f.store);
  if (!db) return;
  const accounts = new Accounts(db);
  const account = await accounts.accountForEmail('fuzz@example.org', 'en');
  const session = await accounts.startSession(account.id);
  const fingerprint = async () => JSON.stringify(await Promise.all(TABLES.map((t) => db.all(`SELECT count(*) AS n FROM ${t}`))));
  const { rng } = f;
  // A tournament of this account to join and start (issue 30.6).
  const made = await f.call('POST', '/api/account/tournaments', JSON.stringify({ game: 'arras-postcard', pace: 'untimed', places: 3, rated: false }), {
    cookie: `arras_session=${session.token}`,
    'x-csrf-token': session.csrf,
    'content-type': 'application/json',
  });
  const tournament = made.status === 201 ? (JSON.parse(made.text) as { id: string }).id : '00000000-0000-4000-8000-000000000000';
  const routes: [string, string, Record<string, unknown>][] = [
    ['POST', '/api/account/email', { email: 'someone@example.org', lang: 'fr' }],
    ['POST', '/api/account/email/verify', { email: 'someone@example.org', code: '123456' }],
    ['POST', '/api/account/email/verify', { link: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['POST', '/api/account/passkey/options', { mode: 'register' }],
    ['POST', '/api/account/passkey/verify', { mode: 'login', challengeId: 'AAAAAAAAAAAAAAAAAAAAAAAA', response: { id: 'x', type: 'public-key' } }],
    ['POST', '/api/account/claim', { token: f.seat.token }],
    ['POST', '/api/account/notices', { channel: 'webhook', address: 'https://hooks.example/x' }],
    ['DELETE', '/api/account/notices/00000000-0000-4000-8000-000000000000', {}],
    ['POST', `/api/play/${f.seat.token}/notices`, { channel: 'email', address: 'seat@example.org' }],
    ['POST', `/api/account/games/${f.seat.matchId}/open`, {}],
    ['GET', '/api/account/games', {}],
    ['POST', '/api/account/name', { name: 'Fuzzy Player' }],
    ['POST', '/api/account/delete', {}],
    ['POST', '/api/account/signout', {}],
    ['GET', '/api/account/matchmaking', {}],
    ['POST', '/api/account/matchmaking', { game: 'arras-postcard', pace: 'untimed', minRating: 1200, maxRating: 1800 }],
    ['POST', '/api/account/matchmaking/cancel', { game: 'arras-postcard' }],
    ['POST', '/api/account/tournaments', { game: 'arras-postcard', pace: 'slow', places: 4, rated: true }],
    ['POST', `/api/account/tournaments/${tournament}/join`, {}],
    ['POST', `/api/account/tournaments/${tournament}/start`, {}],
    ['GET', '/api/tournaments', {}],
    ['GET', `/api/tournaments/${tournament}`, {}],
  ];
  for (let i = 0; i < f.requests; i++) {
    const [method, p, valid] = rng.pick(routes);
    const path = rng.int(6) === 0 ? p.replace(/[^/]+$/, encodeURIComponent(String(f.oddValue(rng))).slice(0, 80) || 'x') : p;
    const cookie = rng.pick(['', 'arras_session=forged-forged-forged-forged', `arras_session=${session.token}`]);
    // A real session without its CSRF token (or with a wrong one), or from another origin: refused.
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (cookie.endsWith(session.token) && rng.int(3) > 0) headers['x-csrf-token'] = rng.int(2) ? 'wrong' : '';
    if (rng.int(4) === 0) headers.origin = 'https://elsewhere.example';
    const body = method === 'GET' ? undefined : rng.int(5) === 0 ? JSON.stringify(valid).slice(0, rng.int(40)) : JSON.stringify(f.mutate(valid, rng));
    const before = await fingerprint();
    f.sent();
    const r = await f.call(method, path, body, headers);
    if (r.status >= 500) f.problem(`HTTP ${method} ${path} ${body?.slice(0, 200)} -> ${r.status} ${r.text.slice(0, 200)}`);
    if (r.status >= 400) {
      f.refused();
      if ((await fingerprint()) !== before) {
        f.stateChanged();
        f.problem(`HTTP refused ${method} ${path} ${body?.slice(0, 200)} changed the accounts' tables`);
      }
    }
  }
}
