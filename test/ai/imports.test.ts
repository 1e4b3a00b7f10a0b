// Issue 17: imports run one way. The games and their AI knowledge (src/games/<id>/ai.ts) use the AI
// kit (src/ai-kit); the players (src/players) reach a game only through the kit's registry. That no
// module of the kit or the players imports a game is checked with every other layer rule in
// test/architecture/layers.test.ts.
import { describe, expect, it } from 'vitest';

describe('AI toolkit import direction (issue 17)', () => {
  it('every game with AI knowledge reaches the players through the game registry', async () => {
    const { games } = await import('../../src/games/index.ts');
    const { hasKnowledge, knowledgeOf } = await import('../../src/ai-kit/registry.ts');
    for (const id of ['ca-arras-1940', 'arras-postcard', 'ca-arras-battles']) {
      expect(games[id]).toBeDefined();
      expect(hasKnowledge(id)).toBe(true);
      expect(knowledgeOf(id)?.gameId).toBe(id);
    }
  });
});
