import { defineConfig } from 'vitest/config';

// Two projects (issue 31, item 6): `unit` (rules, players, server, tools: no browser) and `browser`
// (test/e2e: the built client in Debian's Chromium). `npm test` runs both, unit first, so a rules
// failure is reported within minutes; `npm run test:unit` / `npm run test:browser` run one.
const common = {
  testTimeout: 120_000,
  // The browser tests build the client and launch Chromium in beforeAll: 10 s (the default) was
  // exceeded on a loaded 2-core machine.
  hookTimeout: 120_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...common, name: 'unit', include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: ['test/e2e/**'] } },
      { test: { ...common, name: 'browser', include: ['test/e2e/**/*.test.ts'] } },
    ],
  },
});
