import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 120_000,
    // The browser tests build the client and launch Chromium in beforeAll: 10 s (the default) was
    // exceeded on a loaded 2-core machine.
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
