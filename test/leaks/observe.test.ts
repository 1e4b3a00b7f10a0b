// Issue 31, item 5: what a computer player is given - its seat's observation (the game's `observe`,
// src/ai-kit/knowledge.ts) - holds none of the other side's secrets. The differential harness
// (harness.ts `received`) compares it with everything else a watching seat receives, at every secret
// choice point of every game (leaks.test.ts); here: it does, for the points whose games run quickly, and
// it would catch an `observe` that copied a secret.
import { describe, expect, it } from 'vitest';
import type { Knowledge } from '../../src/ai-kit/knowledge.ts';
import { knowledgeOf, registerKnowledge } from '../../src/ai-kit/registry.ts';
import { getGame } from '../../src/games/index.ts';
import { observe } from '../../src/ai-kit/registry.ts';
import { runPoint } from './harness.ts';
import { POINTS } from './points.ts';

const BIDS = POINTS.filter((p) => p.name.endsWith('side bids'));

describe("a computer seat's observation keeps the other side's secrets (issue 31, item 5)", () => {
  for (const point of BIDS) {
    it(`${point.name}: the German seat's observation is the same whatever the Allied sealed bid, until both bids are in`, () => {
      const run = runPoint(point, 1);
      expect(run.found).toBe(true);
      const game = getGame(point.game);
      // The observation is part of what each watching seat receives, frame by frame.
      const frame = JSON.parse(run.plays![0].frames.german[0]) as { observation: unknown };
      expect(frame.observation).not.toBeNull();
      expect(knowledgeOf(game)).not.toBeNull();
      expect(run.difference).toBeNull();
    });
  }

  it("17.1: an observe that copied the Allied sealed bid into the German seat's observation is caught", () => {
    const point = BIDS.find((p) => p.game === 'ca-arras-1940')!;
    const game = getGame(point.game);
    const honest = knowledgeOf(game)!;
    // Planted: the German observation carries the state's bids (the Allied one still sealed).
    const leaky: Knowledge = {
      ...honest,
      observe: (s: { bids: unknown }, role) => ({ ...(honest.observe(s, role) as object), bids: structuredClone(s.bids) }),
    };
    registerKnowledge(leaky);
    try {
      const run = runPoint(point, 1);
      expect(run.difference).not.toBeNull();
      expect(run.difference!.role).toBe('german');
      expect(run.difference!.field).toBe('observation');
    } finally {
      registerKnowledge(honest);
    }
    // Restored: the German observation holds the Allied bid sealed.
    const s = game.setup({ options: { bids: true } });
    game.perform(s, 'allied', game.legalActions(s, 'allied').find((a) => a.type === 'bid')!);
    expect((observe(game, s, 'german') as unknown as { bids: { allied: unknown } }).bids.allied).toBe('sealed');
  });
});
