// The computer's levels per game (issue 32, item 4; issue 31, item 5: time budgeting configured per game):
// each game's knowledge may declare the player of normal, hard and expert (Knowledge.levels: the heuristic
// with a share of random decisions, or a search with its iterations and time cap), the levels play each game's
// player when they meet the game, and a search budget written out (search:400) means the same in every game.

import { describe, expect, it } from 'vitest';
import type { ComputerLevel } from '../../src/ai-kit/knowledge.ts';
import { knowledgeOf } from '../../src/ai-kit/registry.ts';
import { games } from '../../src/games/index.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { createPlayer, HeuristicPlayer, levelSpec } from '../../src/players/index.ts';
import { type ComputerLevelPlayer, decide, LEVEL_PLAYERS, levelPlayer } from '../../src/players/player.ts';
import { SearchPlayer } from '../../src/players/search.ts';
import { LEVEL_LADDER } from '../../src/web/shell/levels.data.ts';
import { arenaPlayer, currentSteps, withStep } from '../../tools/levels.ts';
import { pickGameNamed, registerPickKnowledge } from './pick-game.ts';

const LEVELS: ComputerLevel[] = ['normal', 'hard', 'expert'];

/** One decision: `a` picks one of six (its value for `a` a tenth per step); the game places hard at 37 iterations and normal at noise 1. */
const pickGame = pickGameNamed('budgeted-pick');

registerPickKnowledge(pickGame, 0.1, {
  // A time cap no test machine reaches: the iterations decide.
  levels: { normal: { player: 'heuristic', noise: 1 }, hard: { player: 'search', iterations: 37, ms: 60000 } },
});

/** The same pick game whose prune leaves the best pick alone (a game whose candidates are all sound). */
const prunedGame = pickGameNamed('pruned-pick');
registerPickKnowledge(prunedGame, 0.1, { prune: (_s, _role, legal) => legal.filter((a) => a.n === 5) });

/** The same pick game whose prune leaves only the worst pick (0): a player that weighs every legal action finds pick 5. */
const narrowGame = pickGameNamed('narrow-pick');
registerPickKnowledge(narrowGame, 0.1, { prune: (_s, _role, legal) => legal.filter((a) => a.n === 0) });

/** The pick `player` makes in the pick game with the generator seeded `seed`. */
function pick(player: ReturnType<typeof createPlayer>, seed: number): number {
  const s = pickGame.setup({});
  return decide(player, pickGame, s, 'a', pickGame.legalActions(s, 'a'), new Rng(seed)).n as number;
}

describe('computer levels per game (issue 32, item 4)', () => {
  it("normal, hard and expert play each game's own player for the level, LEVEL_PLAYERS' where the game declares none", () => {
    for (const id of Object.keys(games)) {
      const k = knowledgeOf(id);
      if (!k) continue;
      const game = games[id as keyof typeof games];
      for (const level of LEVELS) {
        const spec = k.levels?.[level] ?? LEVEL_PLAYERS[level];
        expect(levelPlayer(id, level)).toEqual(spec);
        const player = (createPlayer(level) as ComputerLevelPlayer).in(game);
        if (spec.player === 'heuristic') {
          expect(player, `${id} ${level}`).toBeInstanceOf(HeuristicPlayer);
          expect((player as HeuristicPlayer).noise).toBe(spec.noise);
        } else {
          expect(player, `${id} ${level}`).toBeInstanceOf(SearchPlayer);
          expect((player as SearchPlayer).opts).toMatchObject({ iterations: spec.iterations, ms: spec.ms });
          // Hard decides within a second, expert within 4 s.
          expect(spec.ms).toBeLessThanOrEqual(level === 'expert' ? 4000 : 950);
        }
      }
      // Expert searches in every game, more than hard where hard searches too.
      const expert = levelPlayer(id, 'expert');
      const hard = levelPlayer(id, 'hard');
      expect(expert.player).toBe('search');
      if (expert.player === 'search' && hard.player === 'search') expect(expert.iterations).toBeGreaterThan(hard.iterations);
    }
  });

  it("a decision of hard in a game that declares its player runs the game's iterations, expert (undeclared there) LEVEL_PLAYERS', search:400 its own", () => {
    const iterations = (player: SearchPlayer) => {
      const s = pickGame.setup({});
      decide(player, pickGame, s, 'a', pickGame.legalActions(s, 'a'), new Rng(3));
      return player.lastStats?.iterations;
    };
    const hard = createPlayer('hard') as ComputerLevelPlayer;
    pick(hard, 3);
    expect((hard.in(pickGame) as SearchPlayer).lastStats?.iterations).toBe(37);
    const expert = createPlayer('expert') as ComputerLevelPlayer;
    pick(expert, 3);
    expect((expert.in(pickGame) as SearchPlayer).lastStats?.iterations).toBe(LEVEL_PLAYERS.expert.player === 'search' ? LEVEL_PLAYERS.expert.iterations : NaN);
    // A budget written out means the same in every game.
    expect(iterations(createPlayer('search:400:60000ms') as SearchPlayer)).toBe(400);
    expect(iterations(createPlayer('hard:200:60000ms') as SearchPlayer)).toBe(200);
  });

  it("normal's noise: the heuristic plays that share of its decisions (of the kinds named, when named) at random among the candidates (or all the legal actions), its best move otherwise; without the prune it weighs every legal action", () => {
    // Noise 0 (the plain heuristic): the best pick (5) at every seed.
    for (let seed = 1; seed <= 20; seed++) expect(pick(createPlayer('heuristic'), seed)).toBe(5);
    // The game's normal plays at noise 1: every decision at random, so several picks over 40 seeds.
    const normal = createPlayer('normal');
    const picks = new Set(Array.from({ length: 40 }, (_, seed) => pick(normal, seed + 1)));
    expect(picks.size).toBeGreaterThanOrEqual(4);
    // Noise 0.5 written out: about half the decisions are the best pick (the others a sixth each: 7/12 in all).
    const half = createPlayer('heuristic:noise0.5');
    const best = Array.from({ length: 400 }, (_, seed) => pick(half, seed + 1)).filter((n) => n === 5).length;
    expect(best).toBeGreaterThan(180);
    expect(best).toBeLessThan(290);
    // Among the candidates, noise cannot leave the prune's one candidate; among the legal actions it does.
    const pruned = (spec: string, seed: number) => {
      const st = prunedGame.setup({});
      return decide(createPlayer(spec), prunedGame, st, 'a', prunedGame.legalActions(st, 'a'), new Rng(seed)).n as number;
    };
    expect(new Set(Array.from({ length: 40 }, (_, seed) => pruned('heuristic:noise1', seed + 1)))).toEqual(new Set([5]));
    expect(new Set(Array.from({ length: 40 }, (_, seed) => pruned('heuristic:noise1:legal', seed + 1))).size).toBeGreaterThanOrEqual(4);
    expect(levelSpec({ player: 'heuristic', noise: 0.4, amongLegal: true })).toBe('heuristic:noise0.4:legal');
    // Without the prune the heuristic weighs every legal action: the narrow prune's pick 0 with it, the best without.
    const narrow = (spec: string) => {
      const st = narrowGame.setup({});
      return decide(createPlayer(spec), narrowGame, st, 'a', narrowGame.legalActions(st, 'a'), new Rng(1)).n as number;
    };
    expect(narrow('heuristic')).toBe(0);
    expect(narrow('heuristic:unpruned1')).toBe(5);
    expect(levelSpec({ player: 'heuristic', noise: 0, unpruned: 0.5 })).toBe('heuristic:unpruned0.5');
    // Half the decisions unpruned: both picks over 40 seeds.
    const st = narrowGame.setup({});
    const halfUnpruned = createPlayer('heuristic:unpruned0.5');
    expect(
      new Set(Array.from({ length: 40 }, (_, seed) => decide(halfUnpruned, narrowGame, st, 'a', narrowGame.legalActions(st, 'a'), new Rng(seed + 1)).n)),
    ).toEqual(new Set([0, 5]));
    // The noise kept to some kinds of decision (on=, off=: the first legal action's type starts with a prefix).
    const kinds = (spec: string) => new Set(Array.from({ length: 40 }, (_, seed) => pick(createPlayer(spec), seed + 1)));
    expect(kinds('heuristic:noise1:legal:on=pi').size).toBeGreaterThanOrEqual(4);
    expect(kinds('heuristic:noise1:legal:on=move,bid')).toEqual(new Set([5]));
    expect(kinds('heuristic:noise1:off=pick')).toEqual(new Set([5]));
    expect(kinds('heuristic:noise1:off=move').size).toBeGreaterThanOrEqual(4);
    expect(levelSpec({ player: 'heuristic', noise: 0.3, amongLegal: true, noiseOn: ['ab-forward', 'ab-exit'] })).toBe(
      'heuristic:noise0.3:legal:on=ab-forward,ab-exit',
    );
    expect(() => createPlayer('heuristic:noise2')).toThrow(/noiseX/);
    expect(() => createPlayer('heuristic:400')).toThrow(/bad heuristic setting/);
  });

  it("the ladder's arenas play each game's level players, searches without a time limit, and name them in the data", () => {
    for (const id of Object.keys(games))
      for (const level of LEVELS) {
        const spec = levelPlayer(id, level);
        expect(arenaPlayer(id, level)).toBe(levelSpec(spec, true));
        if (spec.player === 'search') expect(arenaPlayer(id, level)).toBe(`search:${spec.iterations}:${Number.MAX_SAFE_INTEGER}ms`);
      }
    expect(arenaPlayer(pickGame.id, 'normal')).toBe('heuristic:noise1');
    expect(arenaPlayer('cambrai-1917', 'easy')).toBe('random');
  });

  it("the ladder keeps only steps played by the game's level players: a step of other players is dropped when the game's ladder is written again", () => {
    // Every step in the repository measures its game's levels as they are now.
    for (const [id, steps] of Object.entries(LEVEL_LADDER)) expect(currentSteps(id, steps)).toEqual(steps);
    const step = LEVEL_LADDER['cambrai-1917'].find((s) => s.level === 'hard')!;
    expect(currentSteps(pickGame.id, [{ ...step, players: { level: 'search:400:9007199254740991ms', below: 'heuristic:noise1' } }])).toEqual([]);
    expect(currentSteps(pickGame.id, [{ ...step, players: { level: arenaPlayer(pickGame.id, 'hard'), below: 'heuristic:noise1' } }])).toHaveLength(1);
  });

  it("a step written replaces its level's step and drops the steps that played its two levels by other players, keeping the rest", () => {
    const base = LEVEL_LADDER['cambrai-1917'][0];
    const normal = { ...base, level: 'normal' as const, below: 'easy' as const, players: { level: 'heuristic:noise0.9', below: 'random' } };
    const hard = { ...base, level: 'hard' as const, below: 'normal' as const, players: { level: 'heuristic', below: 'heuristic:noise0.9' } };
    const expert = { ...base, level: 'expert' as const, below: 'hard' as const, players: { level: 'search:1600', below: 'heuristic' } };
    // hard measured again by the same players: normal's and expert's steps stay.
    expect(withStep([normal, hard, expert], { ...hard, wins: 1 }).map((s) => s.level)).toEqual(['normal', 'expert', 'hard']);
    // hard played by another player: expert's step (which played the old hard) goes, normal's stays.
    const newHard = { ...hard, players: { level: 'search:20', below: hard.players.below } };
    expect(withStep([normal, hard, expert], newHard).map((s) => s.level)).toEqual(['normal', 'hard']);
    // normal played by another player in hard's new step: normal's old step goes too.
    expect(withStep([normal, hard, expert], { ...hard, players: { level: hard.players.level, below: 'heuristic:noise0.1' } }).map((s) => s.level)).toEqual([
      'expert',
      'hard',
    ]);
  });
});
