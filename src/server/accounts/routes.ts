// The HTTP face of accounts and turn notices (issue 30.1, 30.2), registered by app.ts:
//
//   GET  /api/account                         {account|null, csrf}: who is signed in here
//   POST /api/account/email                   {email, lang?} -> a one-time code and link by mail
//   POST /api/account/email/verify            {email, code} or {link} -> session cookie
//   POST /api/account/passkey/options         {mode: register|login} -> WebAuthn options and their challenge id
//   POST /api/account/passkey/verify          {mode, challengeId, response} -> session cookie (sign-up, sign-in, or a passkey added)
//   POST /api/account/name                    {name}: the name other players see (lobby, player page)
//   POST /api/account/signout                 end this session
//   POST /api/account/delete                  delete the account and its data
//   POST /api/account/claim                   {token} -> the link's seats follow the account
//   GET  /api/account/games                   your games: your turn first, then waiting, then finished
//   POST /api/account/games/:matchId/open     a new link of the account's seats, for this device
//   GET|POST /api/account/notices, DELETE /api/account/notices/:id     the account's notice settings
//   GET|POST /api/play/:token/notices, DELETE /api/play/:token/notices/:id   a link-only seat's
//   GET  /api/push/key                        the VAPID public key (for PushManager.subscribe)
//   GET  /api/account/matchmaking             the account's waiting requests (issue 30.6)
//   POST /api/account/matchmaking             {game, pace, minRating?, maxRating?} -> {matchId|null}: paired at once, or waiting
//   POST /api/account/matchmaking/cancel      {game}
//   POST /api/account/tournaments             {game, pace, places, rated} -> the tournament (round robin, tourney.ts)
//   POST /api/account/tournaments/:id/join, POST /api/account/tournaments/:id/start
//   GET  /api/tournaments, GET /api/tournaments/:id   the list; one with its standings (public)
//
// Sessions: a random secret in an HttpOnly, SameSite=Lax cookie (Secure except on plain http to a
// host other than localhost), only its SHA-256 in the database; a forged or expired one is no session.
// CSRF: a state-changing request whose Origin is not this server's is refused (403), and one made
// in a session must carry the session's token in `x-csrf-token` (double submit: a page of another
// site can neither read it nor set the header without a preflight). Sign-in routes have their own
// rate limit (AccountOptions.signInPerMinute per address) on top of the API's.
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { Agent } from 'node:https';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GameDefinition } from '../../kernel/game.ts';
import type { AccountErrorCode } from '../../protocol/account-errors.ts';
import type { MatchSummary } from '../../protocol/types.ts';
import { ApiFailure, type ApiKey, hashToken, newToken, refused } from '../live.ts';
import type { MatchService } from '../service.ts';
import type { MatchStore } from '../storage.ts';
import { type Account, Accounts, CODE_MINUTES, LIVE_CODES, type Session } from './accounts.ts';
import { Ratings } from '../ratings.ts';
import { sqlDbOf } from './db.ts';
import { type Mailer, makeMailer } from './mail.ts';
import { type Channel, Notices, vapidKeys } from './notices.ts';
import { text, textLangOf } from './texts.ts';
import { PLACES, TOURNEY_SCHEMA, Tourney } from './tourney.ts';

export const SESSION_COOKIE = 'arras_session';
/** Matchmaking requests, tournaments created and started a minute per address (issue 30.6). */
export const MAKE_PER_MINUTE = 20;

export interface AccountOptions {
  /** The server's address as players reach it (PUBLIC_URL); else each request's own origin. */
  publicUrl?: string;
  /** SMTP_URL; without it, mail is written as .eml files into `mailDir`. */
  smtpUrl?: string;
  mailDir: string;
  mailFrom?: string;
  /** VAPID keys from the environment; else made once and stored with the database. */
  vapid?: { publicKey?: string; privateKey?: string; subject?: string };
  /** Sign-in requests (codes asked or tried, passkey ceremonies) a minute per address. */
  signInPerMinute?: number;
  /** Webhooks may be plain http:// (tests, a local network); else https:// only. */
  webhookHttp?: boolean;
  /** How often due notices are looked for, and the first retry's delay (ms). */
  noticePollMs?: number;
  retryBaseMs?: number;
  /** See NoticeOptions.pushAgent (tests). */
  pushAgent?: Agent;
}

const Email = z.string().trim().toLowerCase().email().max(254);
const Lang = z.enum(['en', 'fr']);
const Secret = z
  .string()
  .min(16)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const StartBody = z.object({ email: Email, lang: Lang.optional() }).strict();
const VerifyBody = z.union([
  z.object({ email: Email, code: z.string().regex(/^\d{6}$/), lang: Lang.optional() }).strict(),
  z.object({ link: Secret, lang: Lang.optional() }).strict(),
]);
const PasskeyOptionsBody = z.object({ mode: z.enum(['register', 'login']), lang: Lang.optional() }).strict();
const PasskeyVerifyBody = z
  .object({ mode: z.enum(['register', 'login']), challengeId: Secret, response: z.record(z.string().max(64), z.unknown()), lang: Lang.optional() })
  .strict();
const ClaimBody = z.object({ token: Secret }).strict();
/** A player's name: 2 to 24 letters, digits, spaces and - _ . ' (no address or link can be spelled in it). */
const NameBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(2)
      .max(24)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} _.'-]*$/u),
  })
  .strict();
const MatchParams = z.object({ matchId: z.string().min(1).max(64) }).strict();
const TokenParams = z.object({ token: Secret }).strict();
const Game = z.string().min(1).max(64);
const Pace = z.string().min(1).max(32);
const Rating = z.number().int().min(0).max(4000);
const MatchmakingBody = z.object({ game: Game, pace: Pace, minRating: Rating.optional(), maxRating: Rating.optional() }).strict();
const CancelBody = z.object({ game: Game }).strict();
const TournamentBody = z.object({ game: Game, pace: Pace, places: z.number().int().min(PLACES.min).max(PLACES.max), rated: z.boolean() }).strict();
const TournamentParams = z.object({ id: z.string().uuid() }).strict();
const TargetParams = z.object({ token: Secret.optional(), id: z.string().uuid() }).strict();
const PushSubscription = z
  .object({ endpoint: z.string().url().max(2048), keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(64) }).strict() })
  .strict();
const TargetBody = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), address: Email.optional(), lang: Lang.optional() }).strict(),
  z.object({ channel: z.literal('webhook'), address: z.string().url().max(2048), lang: Lang.optional() }).strict(),
  z.object({ channel: z.literal('push'), subscription: PushSubscription, lang: Lang.optional() }).strict(),
]);

/** A refusal of these routes: its code has an English and French text for the page (protocol/account-errors.ts), its words a key of src/i18n api.*. */
const refuse = (status: number, code: AccountErrorCode, key: ApiKey, params?: Record<string, string | number>) => refused(status, code, key, params);

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const r = schema.safeParse(value);
  if (!r.success) {
    const issues = r.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || what}: ${i.message}`);
    throw refuse(400, 'malformed', 'api.malformed', { what, issues: issues.join('; ') });
  }
  return r.data;
}

function cookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/** Where the game is served, as the browser sees it (PUBLIC_URL, else this request's origin). */
function originOf(req: FastifyRequest, publicUrl?: string): URL {
  return new URL(publicUrl ?? `${req.protocol}://${req.headers.host ?? 'localhost'}`);
}

/** Your games: your turn first, then waiting for the others, then finished; the latest first in each. */
export function sortGames<T extends Pick<MatchSummary, 'status' | 'yourTurn' | 'updatedAt'>>(games: T[]): T[] {
  const rank = (g: T) => (g.status !== 'active' ? 2 : g.yourTurn ? 0 : 1);
  return [...games].sort((a, b) => rank(a) - rank(b) || b.updatedAt - a.updatedAt);
}

export interface AccountsHandle {
  accounts: Accounts;
  notices: Notices;
  mailer: Mailer;
}

export async function registerAccounts(
  app: FastifyInstance,
  deps: { service: MatchService; store: MatchStore; games: Record<string, GameDefinition>; rateLimited: boolean },
  opts: AccountOptions,
): Promise<AccountsHandle | null> {
  const db = sqlDbOf(deps.store);
  if (!db) return null;
  const { service } = deps;
  const accounts = new Accounts(db);
  const ratings = Ratings.of(deps.store);
  const mailer = makeMailer({ smtpUrl: opts.smtpUrl, dir: opts.mailDir, from: opts.mailFrom });
  const vapid = await vapidKeys(db, opts.vapid);
  const notices = new Notices({
    db,
    accounts,
    mailer,
    games: deps.games,
    vapid,
    publicUrl: opts.publicUrl ?? 'http://localhost:8080',
    watching: (m, s) => service.chatRoom.pageOpen(m, s),
    pollMs: opts.noticePollMs,
    retryBaseMs: opts.retryBaseMs,
    pushAgent: opts.pushAgent,
  });
  service.onTurn = (t) => void notices.turnStarted(t.matchId, t.seat, t.seq).catch((e: Error) => console.error('turn notices:', e.message));
  service.onRematch = (from, to, seatOf) => accounts.carry(from, to, seatOf);
  app.addHook('onClose', async () => notices.close());
  // Matchmaking and tournaments (issue 30.6): their tables made here on SQLite (PostgreSQL: migration 11).
  (deps.store as { sqlite?: () => { exec(sql: string): unknown } }).sqlite?.call(deps.store).exec(TOURNEY_SCHEMA);
  const tourney = new Tourney(db, accounts, service, deps.games);

  const signInLimit = deps.rateLimited ? { config: { rateLimit: { max: opts.signInPerMinute ?? 10, timeWindow: 60_000 } } } : {};

  const sessionOf = (req: FastifyRequest): Promise<Session | null> => accounts.session(cookie(req, SESSION_COOKIE));
  const signedIn = async (req: FastifyRequest): Promise<Session> => {
    const s = await sessionOf(req);
    if (!s) throw refuse(401, 'signed-out', 'api.signedOut');
    return s;
  };

  // CSRF on every state-changing account and notice route.
  app.addHook('preHandler', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD') return;
    const url = req.url.split('?')[0];
    if (!url.startsWith('/api/account') && !/^\/api\/play\/[^/]+\/notices/.test(url)) return;
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== originOf(req, opts.publicUrl).origin) {
      throw refuse(403, 'forbidden', 'api.otherSite');
    }
    if (!url.startsWith('/api/account')) return;
    const session = await sessionOf(req);
    if (session && req.headers['x-csrf-token'] !== session.csrf) {
      throw refuse(403, 'forbidden', 'api.badCsrf');
    }
  });

  const startSession = async (req: FastifyRequest, reply: FastifyReply, account: Account) => {
    const old = cookie(req, SESSION_COOKIE);
    if (old) await accounts.endSession(old);
    const s = await accounts.startSession(account.id);
    const origin = originOf(req, opts.publicUrl);
    const secure = origin.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(origin.hostname);
    reply.header('set-cookie', `${SESSION_COOKIE}=${s.token}; Path=/; Max-Age=${s.maxAgeS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
    return { account: await publicAccount(account), csrf: s.csrf };
  };
  const publicAccount = async (a: Account) => ({
    id: a.id,
    email: a.email,
    lang: a.lang,
    passkeys: (await accounts.passkeys(a.id)).length,
    player: await accounts.player(a.id),
  });

  app.get('/api/account', async (req) => {
    const s = await sessionOf(req);
    if (!s) return { account: null, csrf: null };
    return { account: await publicAccount(s.account), csrf: s.csrf };
  });

  // ---- e-mail code or link ----
  app.post('/api/account/email', signInLimit, async (req, reply) => {
    const { email, lang } = parse(StartBody, req.body, 'sign-in');
    const fresh = await accounts.newCode(email);
    if (!fresh) throw refuse(429, 'rate-limited', 'api.codesWaiting', { codes: LIVE_CODES, minutes: CODE_MINUTES });
    const { code, link } = fresh;
    const url = `${originOf(req, opts.publicUrl).origin}/account?link=${link}`;
    await mailer.send({
      to: email,
      subject: text('account.mail.subject', lang, { code }),
      text: text('account.mail.body', lang, { code, link: url, minutes: CODE_MINUTES }),
    });
    return reply.code(202).send({ sent: true });
  });
  app.post('/api/account/email/verify', signInLimit, async (req, reply) => {
    const body = parse(VerifyBody, req.body, 'sign-in');
    const email = 'link' in body ? await accounts.useLink(body.link) : await accounts.useCode(body.email, body.code);
    if (!email) throw refuse(401, 'bad-code', 'api.badCode');
    return startSession(req, reply, await accounts.accountForEmail(email, textLangOf(body.lang)));
  });

  // ---- passkeys ----
  app.post('/api/account/passkey/options', signInLimit, async (req) => {
    const { mode } = parse(PasskeyOptionsBody, req.body, 'passkey');
    const rpID = originOf(req, opts.publicUrl).hostname;
    const session = await sessionOf(req);
    if (mode === 'login') {
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' });
      return { challengeId: await accounts.saveChallenge(options.challenge, null), options };
    }
    const existing = session ? await accounts.passkeys(session.account.id) : [];
    const options = await generateRegistrationOptions({
      rpName: 'Arras',
      rpID,
      userName: session?.account.email ?? `player-${new Date().toISOString().slice(0, 10)}`,
      attestationType: 'none',
      excludeCredentials: existing.map((k) => ({ id: k.id, transports: k.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    return { challengeId: await accounts.saveChallenge(options.challenge, session?.account.id ?? null), options };
  });
  app.post('/api/account/passkey/verify', signInLimit, async (req, reply) => {
    const body = parse(PasskeyVerifyBody, req.body, 'passkey');
    const origin = originOf(req, opts.publicUrl);
    const challenge = await accounts.takeChallenge(body.challengeId);
    const refused = () => refuse(401, 'bad-passkey', 'api.badPasskey');
    if (!challenge) throw refused();
    const check = { expectedChallenge: challenge.challenge, expectedOrigin: origin.origin, expectedRPID: origin.hostname, requireUserVerification: false };
    try {
      if (body.mode === 'register') {
        const r = await verifyRegistrationResponse({ ...check, response: body.response as never });
        if (!r.verified) throw refused();
        const { credential } = r.registrationInfo;
        const account = (challenge.accountId && (await accounts.account(challenge.accountId))) || (await accounts.newAccount(textLangOf(body.lang)));
        await accounts.addPasskey(account.id, {
          id: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
        });
        return startSession(req, reply, account);
      }
      const id = String((body.response as { id?: unknown }).id ?? '');
      const key = await accounts.passkey(id);
      if (!key) throw refused();
      const r = await verifyAuthenticationResponse({
        ...check,
        response: body.response as never,
        credential: {
          id: key.id,
          publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
          counter: key.counter,
          transports: key.transports as never,
        },
      });
      if (!r.verified) throw refused();
      await accounts.setCounter(key.id, r.authenticationInfo.newCounter);
      const account = await accounts.account(key.accountId);
      if (!account) throw refused();
      return startSession(req, reply, account);
    } catch (e) {
      if (e instanceof ApiFailure) throw e;
      throw refused();
    }
  });

  app.post('/api/account/name', async (req) => {
    const s = await signedIn(req);
    const { name } = parse(NameBody, req.body, 'name');
    if (!(await accounts.setName(s.account.id, name))) throw refuse(409, 'name-taken', 'api.nameTaken');
    return { player: await accounts.player(s.account.id) };
  });
  app.post('/api/account/signout', async (req, reply) => {
    const token = cookie(req, SESSION_COOKIE);
    if (token) await accounts.endSession(token);
    reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    return { signedOut: true };
  });
  app.post('/api/account/delete', async (req, reply) => {
    const s = await signedIn(req);
    await ratings?.forget((await accounts.player(s.account.id)).id);
    await tourney.forget(s.account.id);
    await accounts.deleteAccount(s.account.id);
    reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    return { deleted: true };
  });

  // ---- games ----
  app.post('/api/account/claim', async (req) => {
    const s = await signedIn(req);
    const { token } = parse(ClaimBody, req.body, 'claim');
    const access = await service.tokenFor(token);
    if (access.kind !== 'seat') throw refuse(400, 'not-a-seat', 'api.observerClaims');
    await accounts.claim(s.account.id, access.matchId, access.seats);
    return { matchId: access.matchId, seats: access.seats };
  });
  app.get('/api/account/games', async (req) => {
    const s = await signedIn(req);
    const games: (MatchSummary & { seats: string[] })[] = [];
    for (const [matchId, seats] of await accounts.seats(s.account.id)) {
      const summary = await service.seatSummary(matchId, seats);
      if (summary) games.push({ ...summary, seats });
    }
    return { games: sortGames(games) };
  });
  app.post('/api/account/games/:matchId/open', async (req) => {
    const s = await signedIn(req);
    const { matchId } = parse(MatchParams, req.params, 'match');
    const seats = (await accounts.seats(s.account.id)).get(matchId);
    if (!seats) throw refuse(404, 'unknown-match', 'api.noSeatThere');
    // A new link for this device; only its hash is stored, like every link.
    const token = newToken();
    await deps.store.addToken({ hash: hashToken(token), matchId, kind: 'seat', seats });
    return { url: `/play/${token}`, token, seats };
  });

  // ---- matchmaking and tournaments (issue 30.6) ----
  app.get('/api/account/matchmaking', async (req) => ({ requests: await tourney.requests((await signedIn(req)).account.id) }));
  // Requests that make matches have their own limit per address on top of the API's.
  const makeLimit = deps.rateLimited ? { config: { rateLimit: { max: MAKE_PER_MINUTE, timeWindow: 60_000 } } } : {};
  app.post('/api/account/matchmaking', makeLimit, async (req) => {
    const s = await signedIn(req);
    return tourney.request(s.account.id, parse(MatchmakingBody, req.body, 'matchmaking request'));
  });
  app.post('/api/account/matchmaking/cancel', async (req) => {
    const s = await signedIn(req);
    await tourney.cancel(s.account.id, parse(CancelBody, req.body, 'cancel').game);
    return { cancelled: true };
  });
  app.post('/api/account/tournaments', makeLimit, async (req, reply) => {
    const s = await signedIn(req);
    return reply.code(201).send(await tourney.createTournament(s.account.id, parse(TournamentBody, req.body, 'tournament')));
  });
  app.post('/api/account/tournaments/:id/join', async (req) => {
    const s = await signedIn(req);
    return tourney.join(s.account.id, parse(TournamentParams, req.params, 'tournament').id);
  });
  app.post('/api/account/tournaments/:id/start', makeLimit, async (req) => {
    const s = await signedIn(req);
    return tourney.start(s.account.id, parse(TournamentParams, req.params, 'tournament').id);
  });
  app.get('/api/tournaments', async () => tourney.list());
  app.get('/api/tournaments/:id', async (req) => tourney.tournament(parse(TournamentParams, req.params, 'tournament').id));

  // ---- notice settings: the account's, and a link-only seat's ----
  const targetsView = async (owner: string) => ({
    targets: (await notices.targets(owner)).map((t) => ({
      ...t,
      address: t.channel === 'push' ? (JSON.parse(t.address) as { endpoint: string }).endpoint : t.address,
    })),
  });
  const addTarget = async (owner: string, body: unknown, account: Account | null) => {
    const b = parse(TargetBody, body, 'notice setting');
    let address: string;
    if (b.channel === 'email') {
      address = b.address ?? account?.email ?? '';
      if (!address) throw refuse(400, 'malformed', 'api.noticeEmail');
    } else if (b.channel === 'webhook') {
      if (!(b.address.startsWith('https://') || (opts.webhookHttp && b.address.startsWith('http://')))) {
        throw refuse(400, 'malformed', 'api.noticeWebhook');
      }
      address = b.address;
    } else address = JSON.stringify(b.subscription);
    const lang = b.lang ?? account?.lang ?? 'en';
    const t = await notices.addTarget(owner, b.channel as Channel, address, lang);
    return { id: t.id, channel: t.channel };
  };
  app.get('/api/account/notices', async (req) => targetsView(`a:${(await signedIn(req)).account.id}`));
  app.post('/api/account/notices', async (req, reply) => {
    const s = await signedIn(req);
    return reply.code(201).send(await addTarget(`a:${s.account.id}`, req.body, s.account));
  });
  app.delete('/api/account/notices/:id', async (req) => {
    const s = await signedIn(req);
    const { id } = parse(TargetParams, req.params, 'notice setting');
    if (!(await notices.removeTarget(`a:${s.account.id}`, id))) throw refuse(404, 'not-found', 'api.noSuchNotice');
    return { removed: true };
  });
  const seatOwner = async (params: unknown) => {
    const { token } = parse(TokenParams, params, 'link');
    const access = await service.tokenFor(token);
    if (access.kind !== 'seat') throw refuse(400, 'not-a-seat', 'api.observerNotices');
    return `t:${hashToken(token)}`;
  };
  app.get('/api/play/:token/notices', async (req) => targetsView(await seatOwner(req.params)));
  app.post('/api/play/:token/notices', async (req, reply) => reply.code(201).send(await addTarget(await seatOwner(req.params), req.body, null)));
  app.delete('/api/play/:token/notices/:id', async (req) => {
    const { token, id } = parse(TargetParams, req.params, 'notice setting');
    if (!(await notices.removeTarget(await seatOwner({ token }), id))) throw refuse(404, 'not-found', 'api.noSuchNotice');
    return { removed: true };
  });
  app.get('/api/push/key', async () => ({ publicKey: vapid.publicKey }));

  return { accounts, notices, mailer };
}
