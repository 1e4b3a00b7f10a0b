// The search levels' budgets per game (issue 32, item 4; issue 31, item 5: time budgeting configured per
// game): each game's knowledge declares hard's and expert's iterations and time caps (Knowledge.levels),
// the levels hard and expert read them when they meet the game, and a search budget (search:400) means
// the same in every game.
import { type PickState, pickGameNamed } from './pick-game.ts';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { knowledgeOf } from '../../src/ai-kit/registry.ts';
import type { SearchLevel } from '../../src/ai-kit/knowledge.ts';
import { LEVEL_SEARCH, decide, levelBudget } from '../../src/players/player.ts';
import { createPlayer } from '../../src/players/index.ts';
import type { SearchPlayer } from '../../src/players/search.ts';
import { Rng } from '../../src/kernel/rng.ts';
import type { Role } from '../../src/kernel/game.ts';
import { registerKnowledge } from '../../src/ai-kit/registry.ts';
import { arenaPlayer, currentSteps } from '../../tools/levels.ts';
import { LEVEL_LADDER } from '../../src/web/shell/levels.data.ts';

const LEVELS: SearchLevel[] = ['hard', 'expert'];

/** One decision: `a` picks one of six (its value for `a` a tenth per step); the game places hard at 37 iterations. */
const pickGame = pickGameNamed('budgeted-pick');

registerKnowledge({
  gameId: pickGame.id,
  observe: (s: PickState) => structuredClone(s),
  resample: (o: PickState) => structuredClone(o),
  evaluate: (s: PickState, role: Role) => (role === 'a' ? 0.1 * ((s.picked ?? 0) + 1) : 1 - 0.1 * ((s.picked ?? 0) + 1)),
  // A time cap no test machine reaches: the iterations decide.
  levels: { hard: { iterations: 37, ms: 60000 } },
});

describe('search levels budgeted per game (issue 32, item 4)', () => {
  it("hard and expert search each game with the game's own budget, LEVEL_SEARCH's where the game declares none", () => {
    for (const id of Object.keys(games)) {
      const k = knowledgeOf(id);
      if (!k) continue;
      for (const level of LEVELS) {
        const declared = k.levels?.[level];
        const player = createPlayer(level) as SearchPlayer;
        expect(player.budget(k), `${id} ${level}`).toMatchObject(declared ?? LEVEL_SEARCH[level]);
        expect(levelBudget(id, level)).toEqual(declared ?? LEVEL_SEARCH[level]);
        // Expert searches more than hard in every game, and within its 4 s a decision; hard within 1 s.
        if (level === 'expert') expect(player.budget(k).iterations).toBeGreaterThan(levelBudget(id, 'hard').iterations);
        expect(player.budget(k).ms).toBeLessThanOrEqual(level === 'hard' ? 950 : 4000);
      }
    }
  });

  it("a decision of hard in a game that declares its budget runs the game's iterations, expert (undeclared there) LEVEL_SEARCH's, search:400 its own", () => {
    const iterations = (player: SearchPlayer) => {
      const s = pickGame.setup({});
      decide(player, pickGame, s, 'a', pickGame.legalActions(s, 'a'), new Rng(3));
      return player.lastStats?.iterations;
    };
    expect(iterations(createPlayer('hard') as SearchPlayer)).toBe(37);
    expect(iterations(createPlayer('expert') as SearchPlayer)).toBe(LEVEL_SEARCH.expert.iterations);
    // A budget written out means the same in every game.
    expect(iterations(createPlayer('search:400:60000ms') as SearchPlayer)).toBe(400);
    expect(iterations(createPlayer('hard:200:60000ms') as SearchPlayer)).toBe(200);
  });

  it("the ladder's arenas play each game's budgets without a time limit, and name them in the data", () => {
    for (const id of Object.keys(games))
      for (const level of LEVELS) expect(arenaPlayer(id, level)).toBe(`search:${levelBudget(id, level).iterations}:${Number.MAX_SAFE_INTEGER}ms`);
    expect(arenaPlayer('cambrai-1917', 'normal')).toBe('heuristic');
    expect(arenaPlayer('cambrai-1917', 'easy')).toBe('random');
  });

  it("the ladder keeps only steps played by the game's budgets: a step of other budgets is dropped when the game's ladder is written again", () => {
    // Every step in the repository measures its game's levels as they are now.
    for (const [id, steps] of Object.entries(LEVEL_LADDER)) expect(currentSteps(id, steps)).toEqual(steps);
    const step = LEVEL_LADDER['cambrai-1917'].find((s) => s.level === 'hard')!;
    expect(currentSteps(pickGame.id, [{ ...step, players: { level: 'search:400:9007199254740991ms', below: 'heuristic' } }])).toEqual([]);
    expect(currentSteps(pickGame.id, [{ ...step, players: { level: arenaPlayer(pickGame.id, 'hard'), below: 'heuristic' } }])).toHaveLength(1);
  });
});
