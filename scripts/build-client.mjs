// Build the browser client (dist/web) at install time (npm's "prepare") and before `npm start`, so
// the server never needs Vite at runtime (issue 33.8). In a production install (`npm ci --omit=dev`)
// Vite is absent: the client must then have been built before (`npm run build` where the dev
// dependencies are), and this says so instead of failing the install.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = existsSync(path.join(root, 'dist/web/index.html'));
if (process.argv.includes('--if-missing') && built) process.exit(0);
let vite;
try {
  createRequire(path.join(root, 'package.json')).resolve('vite');
  vite = await import('vite');
} catch {
  console.warn(
    built
      ? 'Vite is not installed (production install): serving the client built before, dist/web.'
      : 'Vite is not installed and dist/web is missing: build the client where the dev dependencies are (npm ci && npm run build) and copy dist/web here. The API works without it.',
  );
  process.exit(0);
}
await vite.build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
console.log('Built the browser client into dist/web.');
