// Every registered game through the generic command line: listed, and a few complete random games
// with `arras simulate` without an error (a smoke test; each game has its own thorough tests).
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { runCli } from './helpers.ts';

describe('registered games through the CLI', () => {
  if (Object.keys(games).length === 0) it.skip('no game registered yet', () => {});
  for (const id of Object.keys(games)) {
    it(`${id}: listed, and 5 random games simulate without error`, async () => {
      expect((await runCli(['list'])).out).toContain(`${id} - `);
      const r = await runCli(['simulate', '--game', id, '--games', '5', '--seed', '1', '--json']);
      const s = JSON.parse(r.out);
      expect(s.errorSamples).toEqual([]);
      expect(s.errors).toBe(0);
      expect(r.code).toBe(0);
    });
  }
});
