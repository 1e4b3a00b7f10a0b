// tools/levels.ts (issue 32, item 4): the levels of the computer on one Elo-like scale per game, from
// arenas between adjacent levels.
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/games/index.ts';
import type { GameDefinition } from '../../src/kernel/game.ts';
import { createPlayer } from '../../src/players/index.ts';
import { type ComputerLevelPlayer, LEVEL_PLAYERS } from '../../src/players/player.ts';
import { SearchPlayer } from '../../src/players/search.ts';
import { LEVELS } from '../../src/protocol/types.ts';
import { computerPlayer, levelNames } from '../../src/server/computer.ts';
import type { ArenaReport } from '../../src/sim/arena.ts';
import { arenaTasks } from '../../src/sim/arena.ts';
import { rate } from '../../src/sim/stats.ts';
import { ladderStep } from '../../src/web/shell/level-ladder.ts';
import { LEVEL_LADDER } from '../../src/web/shell/levels.data.ts';
import { arenaPlayer, eloOfScore, ladderFileText, ladderOf, ladderStepOf, playedOn, scoreOfElo, stepLine, stepToPlayOn } from '../../tools/levels.ts';

/** An arena report with player A's wins, draws and games (the rest of the report as the tool reads it). */
function report(wins: number, draws: number, games: number): ArenaReport {
  const a = rate(wins, draws, games);
  const b = rate(games - wins - draws, draws, games);
  const d = { count: 10, meanMs: 12.4, maxMs: 40 };
  return {
    game: 'g',
    scenario: null,
    options: {},
    seed: 1,
    games,
    players: { a: 'search:400:9007199254740991ms', b: 'heuristic' },
    results: { a, b },
    bySide: { a: {}, b: {} },
    kinds: {},
    decisions: { a: d, b: d },
    averageActions: 0,
    errors: 0,
    errorSamples: [],
    elapsedMs: 0,
  };
}

describe('levels on one scale', () => {
  it('the Elo difference of a score is the logistic one: 0.5 is 0, 10:1 odds are 400, and back again', () => {
    expect(eloOfScore(0.5)).toBeCloseTo(0, 12);
    expect(eloOfScore(10 / 11)).toBeCloseTo(400, 9);
    expect(eloOfScore(1 / 11)).toBeCloseTo(-400, 9);
    expect(eloOfScore(0.76)).toBeCloseTo(200.2, 1);
    for (const e of [-350, -35, 0, 120, 700]) expect(eloOfScore(scoreOfElo(e))).toBeCloseTo(e, 9);
    // Every game won or lost: no finite estimate.
    expect(eloOfScore(1)).toBeNull();
    expect(eloOfScore(0)).toBeNull();
  });

  it('a step gives the score with its 95% Wilson interval and the Elo of both ends (a synthetic table: 30 won, 4 drawn, 6 lost of 40)', () => {
    const s = ladderStepOf('hard', 'normal', report(30, 4, 40), 'cmd', '2026-11-28');
    expect(s).toMatchObject({ level: 'hard', below: 'normal', games: 40, wins: 30, draws: 4, losses: 6, score: 0.8, meanMs: 12, maxMs: 40 });
    // Score 0.8: 400·log10(4) = 240.8 points.
    expect(s.elo).toBe(241);
    // Wilson 95% interval of 32 of 40: [0.6524, 0.8950].
    expect(s.scoreCi95[0]).toBeCloseTo(0.6524, 3);
    expect(s.scoreCi95[1]).toBeCloseTo(0.895, 3);
    expect(s.eloCi95).toEqual([Math.round(eloOfScore(s.scoreCi95[0])!), Math.round(eloOfScore(s.scoreCi95[1])!)]);
    expect(s.eloCi95[0]!).toBeGreaterThan(100);
    expect(s.eloCi95[1]!).toBeLessThan(400);
    // The doc's line: the search without a time limit is named by its iterations.
    expect(stepLine(s)).toBe(
      `| hard vs normal | search:400 vs heuristic | 40 | 30-4-6 | 80.0% [65.2%, 89.5%] | +241 [+${s.eloCi95[0]}, +${s.eloCi95[1]}] | 12 / 40 |`,
    );
  });

  it('a level that won every game has only a lower bound', () => {
    const s = ladderStepOf('normal', 'easy', report(20, 0, 20), 'cmd', '2026-11-28');
    expect(s.elo).toBeNull();
    expect(s.eloCi95[1]).toBeNull();
    // Wilson lower end of 20 of 20 is 0.839: at least 287 points.
    expect(s.eloCi95[0]).toBe(Math.round(eloOfScore(s.scoreCi95[0])!));
    expect(s.eloCi95[0]).toBe(287);
  });

  it('the ladder adds the steps from easy = 0, their intervals in quadrature', () => {
    const normal = ladderStepOf('normal', 'easy', report(30, 4, 40), 'cmd', 'd');
    const hard = ladderStepOf('hard', 'normal', report(24, 0, 40), 'cmd', 'd');
    const rungs = ladderOf([hard, normal]);
    expect(rungs.map((r) => r.level)).toEqual(['easy', 'normal', 'hard', 'expert']);
    expect(rungs[0]).toEqual({ level: 'easy', elo: 0, ci95: [0, 0] });
    expect(rungs[1]).toEqual({ level: 'normal', elo: normal.elo, ci95: normal.eloCi95 });
    expect(rungs[2].elo).toBe(normal.elo! + hard.elo!);
    const lo = Math.sqrt((normal.elo! - normal.eloCi95[0]!) ** 2 + (hard.elo! - hard.eloCi95[0]!) ** 2);
    expect(rungs[2].ci95[0]).toBe(Math.round(rungs[2].elo! - lo));
    // Expert not measured: unknown.
    expect(rungs[3]).toEqual({ level: 'expert', elo: null, ci95: [null, null] });
  });

  it('above a step won every game, a level keeps only the sum of the lower ends', () => {
    const normal = ladderStepOf('normal', 'easy', report(20, 0, 20), 'cmd', 'd');
    const hard = ladderStepOf('hard', 'normal', report(30, 4, 40), 'cmd', 'd');
    const rungs = ladderOf([normal, hard]);
    expect(rungs[2]).toEqual({ level: 'hard', elo: null, ci95: [normal.eloCi95[0]! + hard.eloCi95[0]!, null] });
  });

  it("the data file is the text the tool writes of it, and the chooser finds a game's step in it", () => {
    const step = ladderStepOf('hard', 'normal', report(30, 4, 40), 'cmd', 'd');
    const text = ladderFileText({ g: [step] });
    expect(text).toContain('export const LEVEL_LADDER: LevelLadder = {');
    const json = text.slice(text.indexOf('= ') + 2, text.lastIndexOf(';'));
    const ladder = JSON.parse(json);
    expect(ladderStep('g', 'hard', ladder)).toEqual(step);
    expect(ladderStep('g', 'expert', ladder)).toBeUndefined();
    // Every step kept in the repository is one the tool could have written: a level above the one below.
    for (const steps of Object.values(LEVEL_LADDER)) for (const s of steps) expect(LEVELS.indexOf(s.level)).toBe(LEVELS.indexOf(s.below) + 1);
  });

  it("expert searches four times hard's iterations by default with a longer time limit; the arenas play both without a time limit", () => {
    const { hard, expert } = LEVEL_PLAYERS;
    if (hard.player !== 'search' || expert.player !== 'search') throw new Error('LEVEL_PLAYERS: hard and expert search by default');
    expect(expert.iterations).toBe(4 * hard.iterations);
    expect(expert.ms).toBeGreaterThan(hard.ms);
    // A game without levels of its own (the pick game has no knowledge: it searches as LEVEL_PLAYERS says).
    const game = { id: 'no-levels-here' } as GameDefinition;
    const seat = (createPlayer('expert') as ComputerLevelPlayer).in(game) as SearchPlayer;
    expect(seat).toBeInstanceOf(SearchPlayer);
    expect(seat.opts).toMatchObject({ iterations: expert.iterations, ms: expert.ms });
    expect(((createPlayer('hard') as ComputerLevelPlayer).in(game) as SearchPlayer).opts).toMatchObject({ iterations: hard.iterations, ms: hard.ms });
    // The arenas play each search level with the game's settings, without a time limit (test/ai/level-budgets.test.ts).
    expect(arenaPlayer('ca-arras-1940', 'expert')).toMatch(new RegExp(`^search:\\d+:${Number.MAX_SAFE_INTEGER}ms$`));
    expect((createPlayer(arenaPlayer('ca-arras-1940', 'expert')) as SearchPlayer).opts.ms).toBe(Number.MAX_SAFE_INTEGER);
    expect(arenaPlayer('ca-arras-1940', 'easy')).toBe('random');
  });

  it("the server offers expert: a match may ask for it, and its computer seat plays each game's expert", () => {
    expect(LEVELS).toEqual(['easy', 'normal', 'hard', 'expert']);
    const seat = computerPlayer('expert') as ComputerLevelPlayer;
    expect(seat.name).toBe('expert');
    const { expert } = LEVEL_PLAYERS;
    expect((seat.in({ id: 'no-levels-here' } as GameDefinition) as SearchPlayer).opts).toMatchObject({
      iterations: expert.player === 'search' ? expert.iterations : NaN,
    });
    expect(levelNames().expert).toBe('expert');
  });

  it('a step played on is the step of all its games: counts added, the interval of the whole, the mean time weighted by decisions', () => {
    const first = ladderStepOf('hard', 'normal', report(30, 4, 40), 'cmd 40', 'd');
    const next = { ...ladderStepOf('hard', 'normal', report(20, 2, 24), 'cmd 64', 'd'), meanMs: 30, maxMs: 90, decisions: 30 };
    const whole = playedOn(first, next, 'cmd 64', 'd2');
    // What one run of the 64 games gives (30 + 20 won, 4 + 2 drawn of 40 + 24).
    const once = ladderStepOf('hard', 'normal', report(50, 6, 64), 'cmd 64', 'd2');
    expect({ ...whole, meanMs: 0, maxMs: 0, decisions: 0 }).toEqual({ ...once, meanMs: 0, maxMs: 0, decisions: 0 });
    expect(whole.eloCi95[1]! - whole.eloCi95[0]!).toBeLessThan(first.eloCi95[1]! - first.eloCi95[0]!);
    // 10 decisions at 12 ms (the report's), 30 at 30 ms: 25.5 ms, 40 decisions; the longest of both.
    expect(whole).toMatchObject({ meanMs: 26, maxMs: 90, decisions: 40 });
    // Another player's games are not the same step.
    expect(() => playedOn(first, { ...next, players: { level: 'search:1600:9007199254740991ms', below: 'heuristic' } }, 'c', 'd')).toThrow(/same players/);
  });

  it('a step is played on from its own seed and whole pairs, and the arena then plays only the games after them, as a whole run does', () => {
    const game = 'cambrai-1917';
    const step = { ...ladderStepOf('hard', 'normal', report(30, 4, 40), `npx tsx tools/levels.ts --game ${game} --step hard --games 40 --seed 7`, 'd') };
    step.players = { level: arenaPlayer(game, 'hard'), below: arenaPlayer(game, 'normal') };
    const ladder = { [game]: [step] };
    expect(stepToPlayOn(game, 'hard', 7, 64, ladder)).toBe(step);
    expect(() => stepToPlayOn(game, 'hard', 8, 64, ladder)).toThrow(/--seed 7, not 8/);
    expect(() => stepToPlayOn(game, 'hard', 7, 40, ladder)).toThrow(/40 games already/);
    expect(() => stepToPlayOn(game, 'hard', 7, 64, { [game]: [{ ...step, games: 39 }] })).toThrow(/whole pairs/);
    expect(() => stepToPlayOn(game, 'expert', 7, 64, ladder)).toThrow(/no step expert/);
    const opts = { game: getGame(game), a: 'heuristic', b: 'random', games: 64, seed: 7 };
    expect(arenaTasks({ ...opts, from: 40 })).toEqual(arenaTasks(opts).slice(40));
  });
});
