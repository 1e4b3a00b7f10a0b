// Shared pieces of the browser tests: build the client once, launch Debian's Chromium headless.
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ARTIFACTS = path.join(ROOT, 'test-artifacts');

if (!hasChromium) {
  console.warn(`SKIPPED browser tests: ${CHROMIUM} is missing (install it with .ci/system-deps: apt-get install chromium)`);
}

/** Build the client with vite into a fresh directory; returns that directory. */
export async function buildClient(): Promise<string> {
  const { build } = await import('vite');
  const outDir = mkdtempSync(path.join(tmpdir(), 'arras-web-'));
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return outDir;
}

export function artifact(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, name);
}

/** The built client served by a test server (with `games`), and headless Chromium; `close` ends them. */
export async function browserAndServer(opts: { games?: Record<string, import('../../src/kernel/game.ts').GameDefinition> } = {}) {
  const { startServer, cleanup } = await import('../server/helpers.ts');
  const { rmSync } = await import('node:fs');
  const webRoot = await buildClient();
  // No rate limits: a file of these tests drives thousands of requests a minute from one address (the
  // pages, the drivers' polls); the limits themselves are tested in test/server/rate-limit*.test.ts.
  const server = await startServer({ webRoot, games: opts.games, rateLimits: false });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
      cleanup(server);
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/**
 * The built client served by an app with `opts` (buildApp: real games, budgets, paces...) on a
 * throwaway SQLite store, and headless Chromium; `close` ends them and removes the files.
 */
export async function browserAndApp(opts: Omit<import('../../src/server/app.ts').AppOptions, 'store' | 'webRoot'>) {
  const { rmSync } = await import('node:fs');
  const { SqliteStore } = await import('../../src/server/sqlite-store.ts');
  const { serveApp } = await import('../server/app-helpers.ts');
  const webRoot = await buildClient();
  const dir = mkdtempSync(path.join(tmpdir(), 'arras-e2e-app-'));
  const store = new SqliteStore(path.join(dir, 'db.sqlite'));
  const built = await serveApp({ ...opts, store, webRoot });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  return {
    server: built.server,
    store,
    browser,
    async close() {
      await browser.close();
      await built.app.close();
      store.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/** Chromium's virtual authenticator on `page` (a passkey that signs up and in without a person; WebAuthn over the DevTools protocol). */
export async function virtualAuthenticator(context: import('playwright-core').BrowserContext, page: import('playwright-core').Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
