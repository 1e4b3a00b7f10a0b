// Start the game server: `PORT=8080 DATABASE=arras.sqlite tsx src/server/main.ts`.
// Serves the built client from dist/web (build it with `npx vite build`) and the API on one port.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { games } from '../games/index.ts';
import { buildApp } from './app.ts';
import { SqliteStore } from './sqlite-store.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const database = process.env.DATABASE ?? path.join(root, 'arras.sqlite');
const webRoot = process.env.WEB_ROOT ?? path.join(root, 'dist/web');

if (!existsSync(path.join(webRoot, 'index.html'))) {
  console.warn(`The browser client is not built (${webRoot}/index.html is missing): run \`npm run build\`. The API works without it.`);
}
const store = new SqliteStore(database);
const { app } = await buildApp({ store, games, webRoot, logger: process.env.LOG === '1' });
const address = await app.listen({ port, host });
const bound = app.server.address();
const shown = host === '0.0.0.0' || host === '::' ? `http://localhost:${typeof bound === 'object' && bound ? bound.port : port}` : address;
console.log(`Arras web app: ${shown}/  (games: ${Object.keys(games).join(', ') || 'none'}; database: ${database})`);

const stop = async () => {
  await app.close();
  store.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
