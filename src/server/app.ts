// The HTTP + WebSocket face of the match service (fastify 5, @fastify/websocket, zod at the boundary).
//
//   GET  /api/games                         the games, their sides, scenarios and options
//   POST /api/matches                       start a match -> links (seat links are secret; only hashes are stored)
//   GET  /api/play/:token                   what this link may see now (a Snapshot)
//                                           (?lang=fr on any play route: the game's texts in French when it has them)
//   POST /api/play/:token/action            {seq, action, role?} -> Snapshot; stale or duplicate -> 409
//   POST /api/play/:token/undo              {seq, role?}
//   POST /api/play/:token/resign            {role?}
//   POST /api/play/:token/rematch           -> links to a new match with the same settings
//   GET  /api/play/:token/replay?step&role  a view at any step: any side once over, the link's own during play
//   GET|POST /api/play/:token/analysis       the coach's analysis: kept, running (progress), started by POST
//   POST /api/play/:token/hint               a hint in a game against the computer (never a rated one)
//   GET  /api/play/:token/save              a finished game's save with its dice seed and commitment (arras verify)
//   GET  /api/play/:token/ws                WebSocket: a Snapshot on connect and after every change
//                                           ({type, snapshot, kept, items}: the view's unchanged parts
//                                           are left out, see view-delta.ts)
//   GET  /play/:token, /watch/:token, /     the browser client (when built)
//
// Every /api route is rate-limited per client address (@fastify/rate-limit): a 429 with
// {error: {code: 'rate-limited'}} and a retry-after header when a client goes over.
import { timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { GameDefinition } from '../kernel/game.ts';
import { type AccountOptions, registerAccounts } from './accounts/routes.ts';
import type { CoachOptions } from './coach.ts';
import { type ComputerOptions, levelNames } from './computer.ts';
import { ApiFailure, MatchService } from './service.ts';
import { refused } from './live.ts';
import { type MatchStore, storeFault } from './storage.ts';
import type { Pace } from '../protocol/clock.ts';
import { LEVELS } from '../protocol/types.ts';
import { registerSocialRoutes } from './social-routes.ts';

/** Largest request body (bytes): an action is a small JSON object. */
export const BODY_LIMIT = 16 * 1024;
const MAX_WS_MESSAGE = 4 * 1024;

/** Requests one client address may make in a minute. */
export interface RateLimits {
  /** Any /api route (a game in play takes a few requests a move; a browser tab a few more). */
  requestsPerMinute: number;
  /** New matches (POST /api/matches and rematches): each is stored, and may start computer players. */
  matchesPerMinute: number;
}
export const DEFAULT_RATE_LIMITS: RateLimits = { requestsPerMinute: 1200, matchesPerMinute: 30 };
const MINUTE_MS = 60_000;

const optionValue = z.union([z.boolean(), z.number().finite()]);
const name = z.string().min(1).max(64);

const WhyQuery = z.object({ ref: z.string().min(1).max(64), fields: z.string().max(1000).optional(), lang: z.string().max(16).optional() });
/** Lobby filters (issue 30.6): game, pace (untimed or a pace), the creator's rating range (rated games only when given). */
const LobbyQuery = z
  .object({
    game: name.optional(),
    pace: name.optional(),
    minRating: z.coerce.number().int().min(0).max(5000).optional(),
    maxRating: z.coerce.number().int().min(0).max(5000).optional(),
  })
  .strict();
const LobbyParams = z.object({ matchId: z.string().min(1).max(64), seat: name }).strict();

const CreateBody = z
  .object({
    game: name,
    scenario: name.optional(),
    options: z.record(name, optionValue).optional(),
    seat: name,
    opponent: z.enum(['computer', 'hotseat', 'invite']),
    level: z.enum(LEVELS).optional(),
    lobby: z.boolean().optional(),
    pace: name.optional(),
    rated: z.boolean().optional(),
  })
  .strict();

/** A JSON action: an object with a string type and plain JSON fields, a few levels deep at most. */
const jsonValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.string().max(256), z.number().finite(), z.boolean(), z.null(), z.array(jsonValue).max(64), z.record(z.string().max(64), jsonValue)]),
);
const ActionSchema = z.object({ type: z.string().min(1).max(64) }).catchall(jsonValue);

const ActBody = z.object({ seq: z.number().int().min(0), action: ActionSchema, role: name.optional() }).strict();
const UndoBody = z.object({ seq: z.number().int().min(0), role: name.optional() }).strict();
const ResignBody = z.object({ role: name.optional() }).strict();
const TokenParams = z.object({
  token: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const LangCode = z
  .string()
  .min(2)
  .max(16)
  .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]+)*$/)
  .transform((s) => s.toLowerCase().split(/[-_]/)[0]);
const ReplayQuery = z.object({ step: z.coerce.number().int().min(0), role: name, lang: LangCode.optional() });
/** `?lang=fr`: the language of the game's texts (action descriptions, log) in the answer. */
const LangQuery = z.object({ lang: LangCode.optional() });

/** How deep a request body may nest (an action is a flat object with small arrays). */
const MAX_BODY_DEPTH = 10;
function deeperThan(value: unknown, max: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (max <= 0) return true;
  for (const v of Object.values(value)) if (deeperThan(v, max - 1)) return true;
  return false;
}

/** Fields of a request body that would let a player choose or know the dice: the server alone chooses them. */
export const DICE_FIELDS = ['seed', 'rng', 'diceSeed', 'dice'];

/** Refuse a body that names the dice (issue 33: no player chooses the dice), with a message that says so. */
function refuseDiceFields(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const field = DICE_FIELDS.find((k) => Object.hasOwn(body, k));
  if (field) throw refused(400, 'malformed', 'api.diceField', { field });
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  // Bounded before validation: a deeply nested body is refused without walking it all.
  if (deeperThan(value, MAX_BODY_DEPTH)) throw refused(400, 'malformed', 'api.tooDeep', { what, max: MAX_BODY_DEPTH });
  const r = schema.safeParse(value);
  if (!r.success) {
    const issues = r.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || what}: ${i.message}`);
    throw refused(400, 'malformed', 'api.malformed', { what, issues: issues.join('; ') });
  }
  return r.data;
}

/**
 * A failure of the server itself as the client reads it: the database away (503 `unavailable`, which
 * the page shows as "reconnecting"), its disk full (507 `storage-full`), or anything else (500
 * `internal`). Never the driver's message: it names hosts, ports and tables (issue 33.4).
 */
export function serverFailure(e: unknown): { status: number; error: { code: string; message: string; rule: null; texts?: Record<string, string> } } {
  const fault = storeFault(e);
  const f =
    fault === 'unavailable'
      ? refused(503, 'unavailable', 'api.unavailable')
      : fault === 'full'
        ? refused(507, 'storage-full', 'api.storageFull')
        : refused(500, 'internal', 'api.internal');
  return { status: f.status, error: { code: f.code, message: f.message, rule: null, ...(f.texts && { texts: f.texts }) } };
}

type RateHit = NonNullable<MatchStore['rateHit']>;
/**
 * @fastify/rate-limit's store on MatchStore.rateHit (issue 33.8): every instance on one database
 * counts into the same fixed windows, so N instances do not give N times the limit. The routes with
 * their own limit (new matches) count apart, by route.
 */
function sharedRateStore(hit: RateHit) {
  return class SharedRateStore {
    constructor(private readonly scope: unknown = 'api') {}
    incr(key: string, cb: (err: Error | null, res?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hit(`${typeof this.scope === 'string' ? this.scope : 'api'}|${key}`, timeWindow).then(
        ({ count, windowStart }) => cb(null, { current: count, ttl: Math.max(0, windowStart + timeWindow - Date.now()) }),
        (e: Error) => cb(e),
      );
    }
    // Called with the route's merged rate-limit settings, which carry the route as routeInfo.
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new SharedRateStore(`${route?.method ?? ''} ${route?.url ?? ''}`);
    }
  };
}

/** A link's token out of a path (`/play/<token>`, `/watch/<token>`, `/api/play/<token>/...`): logs and error bodies never hold one. */
export function redactTokens(url: string): string {
  // The sign-in link's secret (/account?link=...) too (issue 30).
  return url.replace(/\/(play|watch)\/[^/?#]+/g, '/$1/***').replace(/([?&]link=)[^&#]+/g, '$1***');
}

/** Fastify's request log (LOG=1) with the links' tokens taken out of every logged URL (issue 33.8). */
const requestLogSerializers = {
  req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactTokens(req.url), remoteAddress: req.ip }),
};

/**
 * Security headers on every answer (@fastify/helmet, issue 33.8). The page loads only its own
 * scripts, styles, images and fonts, connects only to its own origin (the API and its WebSocket),
 * and may not be framed; seat tokens are in URLs, so no Referer ever leaves the page.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export interface AppOptions {
  store: MatchStore;
  games: Record<string, GameDefinition>;
  /** The built client (vite's output); the API works without it. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where computer decisions run (worker threads for the thinking levels by default). */
  computer?: ComputerOptions;
  /** Per-address request limits (DEFAULT_RATE_LIMITS unless given; false: none, for the benchmark). */
  rateLimits?: RateLimits | false;
  /** How long a match nobody watches stays in memory (ms; see ServiceOptions.idleMs). */
  idleMs?: number;
  /**
   * Behind a reverse proxy: the proxy's addresses (e.g. "127.0.0.1" or "10.0.0.0/8"), whose
   * X-Forwarded-For is then believed, so that rate limits count each client, not the proxy. Off by
   * default: a client cannot choose its address with a header.
   */
  trustProxy?: string;
  /** The dice seed of each new match (ServiceOptions.diceSeed): in-process only, for tests and tools; never from a request. */
  diceSeed?: () => string;
  /** Extra paces and the clocks' tick (ServiceOptions.paces, clockTickMs): in-process only, for tests. */
  paces?: Record<string, Pace>;
  clockTickMs?: number;
  /** The coach's search budgets (ServiceOptions.coach, issue 32). */
  coach?: CoachOptions;
  /** How long the server waits on a client (DEFAULT_TIMEOUTS unless given; tests use short ones). */
  timeouts?: Partial<Timeouts>;
  /**
   * The operator's secret for `/api/health`'s figures (memory, matches, actions): given as
   * `Authorization: Bearer <adminToken>`. Without one, only a direct loopback connection (no proxy
   * header) sees them. Anyone else gets `{ok: true}`.
   */
  adminToken?: string;
  /**
   * Accounts and turn notices (issue 30, accounts/routes.ts) on the store's database; on by default
   * (mail into `mail/` under the working directory), false: none.
   */
  accounts?: Partial<AccountOptions> | false;
}

/** Dead clients are dropped (issue 33.6). */
export interface Timeouts {
  /** A request (headers and body) must arrive whole within this (ms); else 408 and the connection is closed. */
  requestMs: number;
  /**
   * A WebSocket is pinged this often (ms); one that has not answered the previous ping by then (a
   * silent client, or one stopped in the middle of a frame) is closed, and its match may leave memory.
   */
  pingMs: number;
}
export const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 30_000, pingMs: 30_000 };

export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; service: MatchService }> {
  const service = new MatchService({
    store: opts.store,
    games: opts.games,
    computer: opts.computer,
    idleMs: opts.idleMs,
    diceSeed: opts.diceSeed,
    paces: opts.paces,
    clockTickMs: opts.clockTickMs,
    coach: opts.coach,
  });
  const webRoot = opts.webRoot && existsSync(path.join(opts.webRoot, 'index.html')) ? path.resolve(opts.webRoot) : null;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...opts.timeouts };
  const app = Fastify({
    logger: opts.logger ? { ...(typeof opts.logger === 'object' ? opts.logger : {}), serializers: requestLogSerializers } : false,
    bodyLimit: BODY_LIMIT,
    trustProxy: opts.trustProxy ?? false,
    requestTimeout: timeouts.requestMs,
    // Errors met before routing (FST_ERR_BAD_URL: a path that does not decode) skip the error handler.
    frameworkErrors: (err, _req, reply) =>
      void (reply as FastifyReply)
        .code(err.statusCode ?? 400)
        .send({ error: { code: 'malformed', message: 'bad request: the path does not decode as a URL', rule: null } }),
    // Node checks the requests in progress against requestTimeout this often (its default, 30 s, would
    // let a stalled body live up to a minute).
    http: { headersTimeout: timeouts.requestMs, connectionsCheckingInterval: Math.max(20, Math.min(5000, timeouts.requestMs / 4)) },
  });
  app.addHook('onClose', async () => service.close());

  app.setErrorHandler((err: unknown, _req, reply: FastifyReply) => {
    if (err instanceof ApiFailure) {
      return reply.code(err.status).send({ error: { code: err.code, message: err.message, rule: err.rule, ...(err.texts ? { texts: err.texts } : {}) } });
    }
    const e = err as { statusCode?: number; code?: string; message?: string };
    // Fastify's own refusals (a bad URL, bad JSON, a body too large...) in the same shape as ours.
    if (e.statusCode === 413 || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: { code: 'too-large', message: `request body larger than ${BODY_LIMIT} bytes`, rule: null } });
    }
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.code(e.statusCode).send({ error: { code: 'malformed', message: redactTokens(e.message ?? 'bad request'), rule: null } });
    }
    const failure = serverFailure(err);
    if (failure.status === 500) {
      app.log.error(err);
      console.error(err);
    } else console.error(`${failure.error.code}: ${e.message ?? err}`);
    if (failure.status === 503) reply.header('retry-after', '2');
    return reply.code(failure.status).send({ error: failure.error });
  });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !webRoot || req.method !== 'GET') {
      return reply.code(404).send({ error: { code: 'not-found', message: `no route ${req.method} ${redactTokens(req.url.split('?')[0])}`, rule: null } });
    }
    return reply.sendFile('index.html');
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });

  const limits = opts.rateLimits === false ? null : (opts.rateLimits ?? DEFAULT_RATE_LIMITS);
  // Without the plugin (rateLimits: false) the routes' rateLimit settings below are ignored.
  if (limits)
    await app.register(fastifyRateLimit, {
      // A store the instances share counts for all of them (PostgreSQL); else this process counts alone.
      ...(opts.store.rateHit ? { store: sharedRateStore(opts.store.rateHit.bind(opts.store)) } : {}),
      max: limits.requestsPerMinute,
      timeWindow: MINUTE_MS,
      // The client's files are not counted; only the API is.
      allowList: (req) => !req.url.startsWith('/api/'),
      errorResponseBuilder: (_req, ctx) => refused(429, 'rate-limited', 'api.rateLimited', { max: ctx.max, after: ctx.after }),
    });
  const newMatchLimit = { config: { rateLimit: { max: limits?.matchesPerMinute ?? 0, timeWindow: MINUTE_MS } } };
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_WS_MESSAGE } });
  // Every pingMs each socket is pinged; one that did not answer the previous ping is closed (issue 33.6).
  const answered = new Map<WebSocket, boolean>();
  const pinger = setInterval(() => {
    for (const [socket, ok] of answered) {
      if (!ok) {
        answered.delete(socket);
        socket.terminate();
        continue;
      }
      answered.set(socket, false);
      socket.ping();
    }
  }, timeouts.pingMs);
  pinger.unref();
  app.addHook('onClose', async () => clearInterval(pinger));

  // Anyone may ask whether the server is up; its figures are for the operator only (AppOptions.adminToken).
  const operator = (req: FastifyRequest): boolean => {
    if (opts.adminToken) {
      const given = Buffer.from(String(req.headers.authorization ?? ''));
      const wanted = Buffer.from(`Bearer ${opts.adminToken}`);
      return given.length === wanted.length && timingSafeEqual(given, wanted);
    }
    const direct = !req.headers['x-forwarded-for'] && !req.headers.forwarded && !req.headers['x-real-ip'];
    return direct && /^(127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '');
  };
  app.get('/api/health', async (req) => {
    if (!operator(req)) return { ok: true };
    return {
      ok: true,
      live: service.liveCount(),
      rssMB: Math.round(process.memoryUsage().rss / 2 ** 20),
      heapMB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
      ...(await opts.store.stats()),
    };
  });
  app.get('/api/games', async () => ({ games: service.gameList(), levels: levelNames() }));
  app.post('/api/matches', newMatchLimit, async (req, reply) => {
    refuseDiceFields(req.body);
    const body = parse(CreateBody, req.body, 'new game');
    return reply.code(201).send(await service.create(body));
  });
  const langOf = (query: unknown) => parse(LangQuery, query ?? {}, 'query').lang;
  app.get('/api/play/:token', async (req) => {
    const { token } = parse(TokenParams, req.params, 'link');
    return service.snapshotFor(token, langOf(req.query));
  });
  app.post('/api/play/:token/action', async (req) => {
    const { token } = parse(TokenParams, req.params, 'link');
    const body = parse(ActBody, req.body, 'action');
    return service.act(token, body, langOf(req.query));
  });
  app.post('/api/play/:token/undo', async (req) => {
    const { token } = parse(TokenParams, req.params, 'link');
    return service.undo(token, parse(UndoBody, req.body, 'undo'), langOf(req.query));
  });
  app.post('/api/play/:token/resign', async (req) => {
    const { token } = parse(TokenParams, req.params, 'link');
    return service.resign(token, parse(ResignBody, req.body ?? {}, 'resign'), langOf(req.query));
  });
  app.post('/api/play/:token/rematch', newMatchLimit, async (req, reply) => {
    const { token } = parse(TokenParams, req.params, 'link');
    return reply.code(201).send(await service.rematch(token));
  });
  registerSocialRoutes(app, service, parse, langOf, !!limits);
  app.get('/api/play/:token/log', async (req) => {
    const { token } = parse(TokenParams, req.params, 'link');
    return service.fullLog(token, langOf(req.query));
  });
  app.get('/api/play/:token/why', async (req) => {
    const { token } = parse(TokenParams, req.params, 'link');
    const { ref, fields } = parse(WhyQuery, req.query, 'query');
    return { why: await service.why(token, ref, fields ? fields.split(',') : undefined) };
  });
  app.get('/api/play/:token/summary', async (req) => {
    const { token } = parse(TokenParams, req.params, 'link');
    return service.summary(token);
  });
  app.get('/api/lobby', async (req) => service.lobby(parse(LobbyQuery, req.query ?? {}, 'lobby filters')));
  app.post('/api/lobby/:matchId/:seat', async (req) => {
    const { matchId, seat } = parse(LobbyParams, req.params, 'invitation');
    return service.joinLobby(matchId, seat);
  });
  app.get('/api/play/:token/save', async (req) => {
    const { token } = parse(TokenParams, req.params, 'link');
    return service.save(token);
  });
  // The coach (issue 32, coach.ts): a match's analysis (GET: kept or its progress; POST: start it), a hint.
  app.get('/api/play/:token/analysis', async (req) => service.analysis(parse(TokenParams, req.params, 'link').token, false));
  app.post('/api/play/:token/analysis', async (req) => service.analysis(parse(TokenParams, req.params, 'link').token, true));
  app.post('/api/play/:token/hint', async (req) => service.hint(parse(TokenParams, req.params, 'link').token, langOf(req.query)));
  app.get('/api/play/:token/replay', async (req) => {
    const { token } = parse(TokenParams, req.params, 'link');
    const q = parse(ReplayQuery, req.query, 'replay query');
    return service.replay(token, q.step, q.role, q.lang);
  });

  app.get('/api/play/:token/ws', { websocket: true }, (socket, req) => {
    const params = TokenParams.safeParse(req.params);
    const query = LangQuery.safeParse(req.query ?? {});
    const lang = query.success ? query.data.lang : undefined;
    let unsubscribe: (() => void) | null = null;
    let closed = false;
    answered.set(socket, true);
    socket.on('pong', () => answered.set(socket, true));
    const fail = ({ code, message, texts }: { code: string; message: string; texts?: Record<string, string> | undefined }) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'error', error: { code, message, ...(texts ? { texts } : {}) } }));
      socket.close(4000, code);
    };
    // The socket carries updates to the client; actions go through POST. Answer pings so that a
    // client can check the connection.
    socket.on('message', (data) => {
      answered.set(socket, true);
      if (String(data) === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    });
    socket.on('close', () => {
      closed = true;
      answered.delete(socket);
      unsubscribe?.();
    });
    if (!params.success) return fail(refused(404, 'unknown-link', 'api.unknownLink'));
    // Each message carries only the view's parts that changed on this socket (view-delta.ts).
    service
      .subscribe(
        params.data.token,
        (message) => {
          if (socket.readyState === socket.OPEN) socket.send(message);
        },
        lang,
      )
      .then((off) => {
        if (closed) off();
        else unsubscribe = off;
      })
      .catch((e) => fail(e instanceof ApiFailure ? e : serverFailure(e).error));
  });

  if (opts.accounts !== false) {
    await registerAccounts(
      app,
      { service, store: opts.store, games: opts.games, rateLimited: limits !== null },
      { mailDir: path.resolve('mail'), ...opts.accounts },
    );
  }

  if (webRoot) {
    await app.register(fastifyStatic, { root: webRoot, prefix: '/', index: ['index.html'], wildcard: false });
    const page = (_req: unknown, reply: FastifyReply) => reply.sendFile('index.html');
    app.get('/play/:token', page);
    app.get('/watch/:token', page);
    app.get('/new', page);
    app.get('/account', page);
  }
  return { app, service };
}
