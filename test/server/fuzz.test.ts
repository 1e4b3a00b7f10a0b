// The short form of the fuzzer (bench/fuzz.ts runs the long one): random games of every game and
// malformed requests to the engine protocol, HTTP and WebSocket, with no crash, no 5xx and no state
// changed by a refused request.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { runFuzz } from '../../tools/fuzz/server.ts';

describe('fuzz (short form)', () => {
  it('random games and malformed requests: 0 crashes, 0 5xx, 0 state changes from refused requests', async () => {
    const report = await runFuzz({ games, gameSeconds: 4, requestSeconds: 2, seed: 7, maxGames: 30, maxRequests: 600, atLeast: 4 });
    expect(report.problems).toEqual([]);
    expect(report.crashes).toBe(0);
    expect(report.serverErrors).toBe(0);
    expect(report.stateChanges).toBe(0);
    for (const id of Object.keys(games)) {
      expect(report.games[id], id).toBeGreaterThan(0);
      // The first game of each is replayed at its end through the kernel's checks.
      expect(report.checked[id], id).toBeGreaterThan(0);
    }
    expect(report.mutated).toBeGreaterThan(0);
    expect(report.requests.engine).toBeGreaterThan(50);
    expect(report.requests.http).toBeGreaterThan(20);
    expect(report.requests.ws).toBeGreaterThan(5);
    expect(report.refused).toBeGreaterThan(0);
    // Issue 33 (at least 4 of each, however loaded the machine): lobby races (one winner each), dice fields refused with verified saves, engine budgets over the caps refused.
    expect(report.fairPlay.violations).toBe(0);
    expect(report.fairPlay.lobbyRaces).toBeGreaterThan(3);
    expect(report.fairPlay.seedFields).toBeGreaterThan(3);
    expect(report.fairPlay.verifiedMatches).toBe(report.fairPlay.seedFields);
    for (const kind of ['search', 'hard', 'uct']) expect(report.fairPlay.engineBudgets[kind], kind).toBeGreaterThan(0);
  }, 90_000);
});
