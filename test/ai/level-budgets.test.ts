// The search levels' budgets per game (issue 32, item 4; issue 31, item 5: time budgeting configured per
// game): each game's knowledge declares hard's and expert's iterations and time caps (Knowledge.levels),
// the levels hard and expert read them when they meet the game, and a search budget (search:400) means
// the same in every game.
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { knowledgeOf } from '../../src/ai-kit/registry.ts';
import type { SearchLevel } from '../../src/ai-kit/knowledge.ts';
import { LEVEL_SEARCH, decide, levelBudget } from '../../src/players/player.ts';
import { createPlayer } from '../../src/players/index.ts';
import type { SearchPlayer } from '../../src/players/search.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { type Action, CHANCE, applyAction } from '../../src/kernel/game.ts';
import { arenaPlayer } from '../../tools/levels.ts';

const LEVELS: SearchLevel[] = ['hard', 'expert'];

describe('search levels budgeted per game (issue 32, item 4)', () => {
  it("hard and expert search each game with the game's own budget, LEVEL_SEARCH's where the game declares none", () => {
    let own = 0;
    for (const id of Object.keys(games)) {
      const k = knowledgeOf(id);
      if (!k) continue;
      for (const level of LEVELS) {
        const declared = k.levels?.[level];
        if (declared) own++;
        const player = createPlayer(level) as SearchPlayer;
        expect(player.budget(k), `${id} ${level}`).toMatchObject(declared ?? LEVEL_SEARCH[level]);
        expect(levelBudget(id, level)).toEqual(declared ?? LEVEL_SEARCH[level]);
        // Expert searches more than hard in every game, and within its 4 s a decision; hard within 1 s.
        if (level === 'expert') expect(player.budget(k).iterations).toBeGreaterThan(levelBudget(id, 'hard').iterations);
        expect(player.budget(k).ms).toBeLessThanOrEqual(level === 'hard' ? 950 : 4000);
      }
    }
    // Some game places its levels otherwise than the default (the ladders of docs/ai/levels.md).
    expect(own).toBeGreaterThan(0);
  });

  it("a decision of hard in Cambrai 1917 runs the game's iterations for hard, not LEVEL_SEARCH's", () => {
    const game = games['cambrai-1917'];
    const declared = knowledgeOf(game)?.levels?.hard;
    expect(declared).toBeDefined();
    expect(declared?.iterations).not.toBe(LEVEL_SEARCH.hard.iterations);
    const hard = createPlayer('hard') as SearchPlayer;
    // The first decision with a choice of a game played at random from the setup.
    const s = game.setup({ scenario: 'campaign' });
    const rng = new Rng(5);
    let role = game.toAct(s)[0];
    let legal: Action[] = [];
    while (role === CHANCE || (legal = game.legalActions(s, role)).length < 2) {
      if (role === CHANCE) {
        const c = game.chance(s);
        applyAction(game, s, CHANCE, { type: 'dice', dice: Array.from({ length: c.dice }, () => rng.die(c.sides)) });
      } else applyAction(game, s, role, legal[0]);
      role = game.toAct(s)[0];
    }
    decide(hard, game, s, role, legal, rng);
    expect(hard.lastStats?.iterations).toBe(declared?.iterations);
  });

  it('a search budget means the same in every game: search:400 searches 400 iterations where hard has its own', () => {
    const k = knowledgeOf('cambrai-1917')!;
    expect((createPlayer('search:400') as SearchPlayer).budget(k)).toMatchObject({ iterations: 400, ms: 950 });
    expect((createPlayer('hard:200') as SearchPlayer).budget(k)).toMatchObject({ iterations: 200 });
  });

  it("the ladder's arenas play each game's budgets without a time limit, and name them in the data", () => {
    for (const id of Object.keys(games))
      for (const level of LEVELS) expect(arenaPlayer(id, level)).toBe(`search:${levelBudget(id, level).iterations}:${Number.MAX_SAFE_INTEGER}ms`);
    expect(arenaPlayer('cambrai-1917', 'normal')).toBe('heuristic');
    expect(arenaPlayer('cambrai-1917', 'easy')).toBe('random');
  });
});
