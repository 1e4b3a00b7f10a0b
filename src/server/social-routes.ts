// The routes of issue 30 (clocks, chat and presence, ratings), registered by app.ts in one call.
//
//   POST /api/play/:token/clock          {request: pause|accept|decline|resume} -> Snapshot
//   GET  /api/play/:token/chat           seats only: {lines, blocked, presence}
//   POST /api/play/:token/chat           {text} (1-500 characters; CHAT_RATE a minute per address)
//   POST /api/play/:token/chat/block     {seat, block}
//   POST /api/play/:token/chat/report    {line, reason}
//   GET  /api/players/:id                a player's ratings per game and history
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MatchService } from './service.ts';

/** Chat lines one client address may send in a minute. */
export const CHAT_RATE = 30;

type Parse = <T>(schema: z.ZodType<T>, value: unknown, what: string) => T;

const TokenParams = z.object({
  token: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
const ClockBody = z.object({ request: z.enum(['pause', 'accept', 'decline', 'resume']) }).strict();
const SayBody = z.object({ text: z.string().min(1).max(2000) }).strict();
const BlockBody = z.object({ seat: z.string().min(1).max(64), block: z.boolean() }).strict();
const PlayerParams = z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) }).strict();
const ReportBody = z.object({ line: z.number().int().min(1), reason: z.string().max(500) }).strict();

export function registerSocialRoutes(
  app: FastifyInstance,
  service: MatchService,
  parse: Parse,
  langOf: (query: unknown) => string | undefined,
  rateLimited: boolean,
): void {
  const tokenOf = (params: unknown) => parse(TokenParams, params, 'link').token;
  const chatLimit = rateLimited ? { config: { rateLimit: { max: CHAT_RATE, timeWindow: 60_000 } } } : {};
  app.post('/api/play/:token/clock', async (req) =>
    service.clockRequest(tokenOf(req.params), parse(ClockBody, req.body, 'clock request').request, langOf(req.query)),
  );
  app.get('/api/play/:token/chat', async (req) => service.chatRoom.chatLines(tokenOf(req.params), langOf(req.query)));
  app.post('/api/play/:token/chat', chatLimit, async (req) => service.chatRoom.chatSay(tokenOf(req.params), parse(SayBody, req.body, 'chat line').text));
  app.post('/api/play/:token/chat/block', async (req) => {
    const body = parse(BlockBody, req.body, 'block');
    return service.chatRoom.chatBlock(tokenOf(req.params), body.seat, body.block);
  });
  app.get('/api/players/:id', async (req) => service.player(parse(PlayerParams, req.params, 'player').id));
  app.post('/api/play/:token/chat/report', chatLimit, async (req) => {
    const body = parse(ReportBody, req.body, 'report');
    return service.chatRoom.chatReport(tokenOf(req.params), body.line, body.reason);
  });
}
