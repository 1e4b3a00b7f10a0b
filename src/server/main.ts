// Start the game server: `PORT=8080 DATABASE=arras.sqlite tsx src/server/main.ts`, or on PostgreSQL
// (several instances may share it): `DATABASE_URL=postgres://user@host/db PORT=8081 tsx src/server/main.ts`.
// Serves the built client from dist/web (build it with `npx vite build`) and the API on one port.
// The environment variables are described in docs/deploy.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { games } from '../games/index.ts';
import { buildApp } from './app.ts';
import { PgStore } from './pg-store.ts';
import { SqliteStore } from './sqlite-store.ts';
import type { MatchStore } from './storage.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const database = process.env.DATABASE ?? path.join(root, 'arras.sqlite');
const webRoot = process.env.WEB_ROOT ?? path.join(root, 'dist/web');

if (!existsSync(path.join(webRoot, 'index.html'))) {
  console.warn(`The browser client is not built (${webRoot}/index.html is missing): run \`npm run build\`. The API works without it.`);
}
const databaseUrl = process.env.DATABASE_URL;
const shownDb = databaseUrl ? databaseUrl.replace(/\/\/[^@/]*@/, '//***@') : database;
/** A start that cannot go on: one line for the operator, exit status 1, no stack (issue 33.8). */
function cannotStart(what: string, e: unknown): never {
  console.error(`Arras cannot start: ${what}: ${String((e as Error)?.message ?? e).split('\n')[0]}`);
  process.exit(1);
}
if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) cannotStart('DATABASE_URL', 'it must be a postgres:// (or postgresql://) URL');
let store: MatchStore;
try {
  store = databaseUrl ? await PgStore.open(databaseUrl) : new SqliteStore(database);
} catch (e) {
  cannotStart(`the database ${shownDb} cannot be opened for writing`, e);
}
const idle = process.env.IDLE_SECONDS;
const { app } = await buildApp({
  store,
  games,
  webRoot,
  logger: process.env.LOG === '1',
  idleMs: idle ? Number(idle) * 1000 : undefined,
  rateLimits: process.env.RATE_LIMITS === 'off' ? false : undefined,
  trustProxy: process.env.TRUST_PROXY || undefined,
  adminToken: process.env.ADMIN_TOKEN || undefined,
  // Accounts and turn notices (issue 30): nothing to set for a first run (mail into MAIL_DIR, VAPID keys made once).
  accounts: {
    publicUrl: process.env.PUBLIC_URL || undefined,
    smtpUrl: process.env.SMTP_URL || undefined,
    mailDir: process.env.MAIL_DIR || path.join(root, 'mail'),
    mailFrom: process.env.MAIL_FROM || undefined,
    vapid: {
      publicKey: process.env.VAPID_PUBLIC_KEY || undefined,
      privateKey: process.env.VAPID_PRIVATE_KEY || undefined,
      subject: process.env.VAPID_SUBJECT || undefined,
    },
  },
  timeouts: {
    ...(process.env.REQUEST_TIMEOUT_SECONDS ? { requestMs: Number(process.env.REQUEST_TIMEOUT_SECONDS) * 1000 } : {}),
    ...(process.env.WS_PING_SECONDS ? { pingMs: Number(process.env.WS_PING_SECONDS) * 1000 } : {}),
  },
});
const address = await app.listen({ port, host }).catch((e) => cannotStart(`port ${port} on ${host}`, e));
const bound = app.server.address();
const shown = host === '0.0.0.0' || host === '::' ? `http://localhost:${typeof bound === 'object' && bound ? bound.port : port}` : address;
console.log(`Arras web app: ${shown}/  (games: ${Object.keys(games).join(', ') || 'none'}; database: ${shownDb})`);
console.log(
  process.env.SMTP_URL
    ? 'Mail (sign-in codes, turn notices): over SMTP_URL'
    : `Mail (sign-in codes, turn notices): written as .eml files into ${process.env.MAIL_DIR || path.join(root, 'mail')} (set SMTP_URL to send it)`,
);

const stop = async () => {
  await app.close();
  await store.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
