// The browser client: `npx vite build` writes dist/web, which the game server serves.
// `npx vite` serves the client with hot reload and sends /api to a server on PORT (default 8080).
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';

const api = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  root: 'src/web',
  plugins: [preact()],
  build: { outDir: '../../dist/web', emptyOutDir: true },
  server: { proxy: { '/api': { target: api, ws: true } } },
});
