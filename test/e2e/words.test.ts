// Issue 29, item 4: names, never ids, in both languages. Every game is played against the computer by
// the map and the prompt (map-driver.ts) for 40 decisions, in English and in French with the same dice
// and choices, and the visible text is read at every decision (word-scan.ts): no internal id of the
// game's view (units, areas, hexes, sides, steps as the game data names them, where they differ from
// the displayed name) in either language, and no English word on the French page (proper names of
// the map and the view, and the allowlist of bench/ui-measures.ts, aside).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import type { TestServer } from '../server/helpers.ts';
import { browserAndServer, hasChromium } from './helpers.ts';
import { scanWords } from './word-scan.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

describe.skipIf(!hasChromium)('browser: names, never ids, and no English word on the French page (issue 29)', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  }, 120_000);
  afterAll(() => close());

  it.each(Object.keys(games))(
    '%s: 40 decisions in English and in French show no internal id and no English word in French',
    async (id) => {
      const scan = await scanWords(server, browser, games[id], { seed: 3, decisions: 40 });
      expect(scan.decisions.en).toBeGreaterThan(10);
      expect(scan.decisions.fr).toBeGreaterThan(10);
      // Each finding with the line it was read in, so a failure says where to look.
      expect(scan.ids.map((x) => `${x}: ${scan.where[x]}`)).toEqual([]);
      expect(scan.english.map((x) => `${x}: ${scan.where[x]}`)).toEqual([]);
    },
    240_000,
  );
});
