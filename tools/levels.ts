// Levels on one scale (issue 32, item 4): arenas between adjacent levels of the computer (easy, normal,
// hard, expert) per game, each level's score against the level below with its 95% interval, the Elo
// difference it implies, and the ladder of each game on one Elo-like scale (easy = 0). Writes the figures
// to src/web/shell/levels.data.ts, which the home page's level chooser reads, keeping the steps of other
// games and pairs it did not run.
//
//   npx tsx tools/levels.ts --game GAME [--game GAME ...] [--step normal|hard|expert ...] [--games N] [--seed S] [--threads T] [--dry-run]
//   npx tsx tools/levels.ts --game GAME --print     the game's steps and ladder from the data file (its doc's rows)
//   npx tsx tools/levels.ts --game GAME --step LEVEL --games N --seed S --play-on   the step as measured (its first
//       games, seed S) played on to N games: games k..N-1 only, as a run of N games from 0 plays them
//
// Each level plays as the game's player for it (the game's Knowledge.levels, else LEVEL_PLAYERS of
// src/players/player.ts: normal = heuristic, hard = search:400, expert = search:1600), a search with its
// iterations and no time limit, so that the result does not depend on the load of the machine; the spec played is kept with the step, and each level's time
// per decision is recorded with it. Games are played in pairs on the same
// dice with the seats swapped (src/sim/arena.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { flag, intFlag, parseArgs } from '../src/cli/args.ts';
import { getGame } from '../src/games/index.ts';
import { levelSpec } from '../src/players/index.ts';
import { levelPlayer } from '../src/players/player.ts';
import { type ArenaOptions, type ArenaReport, arena, summarizeArena } from '../src/sim/arena.ts';
import type { MatchOutcome } from '../src/sim/match.ts';
import { type Rate, rate } from '../src/sim/stats.ts';
import { LADDER_LEVELS, type LadderLevel, type LadderStep, type LevelLadder } from '../src/web/shell/level-ladder.ts';
import { LEVEL_LADDER } from '../src/web/shell/levels.data.ts';

const DATA_FILE = new URL('../src/web/shell/levels.data.ts', import.meta.url);

/** The player `level` is measured as in `game` (a search with the game's iterations, without a time limit). */
export function arenaPlayer(game: string, level: LadderLevel): string {
  return level === 'easy' ? 'random' : levelSpec(levelPlayer(game, level), true);
}

/**
 * The steps of `game` that measure its levels as they are now: a step played by other budgets (the game's
 * budgets changed since, Knowledge.levels) is dropped when the game's ladder is written again.
 */
export function currentSteps(game: string, steps: readonly LadderStep[]): LadderStep[] {
  return steps.filter((s) => s.players.level === arenaPlayer(game, s.level) && s.players.below === arenaPlayer(game, s.below));
}

/**
 * `steps` with `step` in its level's place, and without the steps that played either of its two levels by
 * another player (that level's player has changed since). The other steps are kept as they are: a run of
 * this tool reads the game's players when it starts, and another run may have measured them since.
 */
export function withStep(steps: readonly LadderStep[], step: LadderStep): LadderStep[] {
  const playedBy = (s: LadderStep, level: LadderLevel) => (s.level === level ? s.players.level : s.below === level ? s.players.below : null);
  const stale = (s: LadderStep) =>
    [step.level, step.below].some((l) => {
      const p = playedBy(s, l);
      return p !== null && p !== playedBy(step, l);
    });
  return [...steps.filter((s) => s.level !== step.level && !stale(s)), step];
}

/** The Elo difference that gives an expected score `s` (null at 0 and 1: unbounded). */
export function eloOfScore(s: number): number | null {
  if (s <= 0 || s >= 1) return null;
  return -400 * Math.log10(1 / s - 1);
}

/** The expected score of a player `elo` points above its opponent. */
export function scoreOfElo(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

/** A step of the ladder from an arena where player A was `level` and player B the level below. */
export function ladderStepOf(level: LadderLevel, below: LadderLevel, r: ArenaReport, command: string, date: string): LadderStep {
  const d = r.decisions.a;
  return stepOf(level, below, { level: r.players.a, below: r.players.b }, r.results.a, d.meanMs, d.maxMs, d.count, command, date);
}

/** A step from the level's results against the level below (`a`: its wins, draws and games). */
function stepOf(
  level: LadderLevel,
  below: LadderLevel,
  players: LadderStep['players'],
  a: Rate,
  meanMs: number,
  maxMs: number,
  decisions: number | undefined,
  command: string,
  date: string,
): LadderStep {
  const round = (x: number | null) => (x === null ? null : Math.round(x));
  return {
    level,
    below,
    players,
    games: a.games,
    wins: a.wins,
    draws: a.draws,
    losses: a.losses,
    score: a.winRate,
    scoreCi95: a.ci95,
    elo: round(eloOfScore(a.winRate)),
    // The Wilson interval of the score, read on the Elo scale (the end of a score of 0 or 1 is unbounded).
    eloCi95: [round(eloOfScore(a.ci95[0])), round(eloOfScore(a.ci95[1]))],
    meanMs: Math.round(meanMs),
    maxMs: Math.round(maxMs),
    ...(decisions === undefined ? {} : { decisions }),
    date,
    command,
  };
}

/**
 * A step played on (--play-on): `prior`, the first games of an arena, and `more`, its next games (the same
 * players and seed), as one step of all of them: what one run of that many games gives (games are seeded by
 * their index), but for the time per decision, measured in two runs. The mean is weighted by decisions, or
 * by games where `prior` did not count its decisions (steps written before the count was kept).
 */
export function playedOn(prior: LadderStep, more: LadderStep, command: string, date: string): LadderStep {
  if (prior.level !== more.level || prior.below !== more.below || prior.players.level !== more.players.level || prior.players.below !== more.players.below)
    throw new Error(
      `levels: a step is played on by the same players (${prior.players.level} vs ${prior.players.below}, not ${more.players.level} vs ${more.players.below})`,
    );
  const games = prior.games + more.games;
  const a = rate(prior.wins + more.wins, prior.draws + more.draws, games);
  const byDecisions = prior.decisions !== undefined && more.decisions !== undefined;
  const [w0, w1] = byDecisions ? [prior.decisions!, more.decisions!] : [prior.games, more.games];
  const meanMs = w0 + w1 > 0 ? (prior.meanMs * w0 + more.meanMs * w1) / (w0 + w1) : 0;
  const decisions = byDecisions ? w0 + w1 : undefined;
  return stepOf(prior.level, prior.below, prior.players, a, meanMs, Math.max(prior.maxMs, more.maxMs), decisions, command, date);
}

/**
 * The step `level` of `game` to play on from: as the game's players play it now, measured with `seed` on fewer
 * than `games` games, a whole number of pairs (each pair is one seed with the seats swapped).
 */
export function stepToPlayOn(game: string, level: LadderLevel, seed: number, games: number, ladder: LevelLadder = LEVEL_LADDER): LadderStep {
  const prior = currentSteps(game, ladder[game] ?? []).find((s) => s.level === level);
  if (!prior) throw new Error(`levels: --play-on: ${game} has no step ${level} played by its present players to play on from`);
  const priorSeed = Number(/--seed (\d+)/.exec(prior.command)?.[1] ?? 1);
  if (priorSeed !== seed) throw new Error(`levels: --play-on: ${game}'s step ${level} was played with --seed ${priorSeed}, not ${seed}`);
  if (prior.games % 2 !== 0) throw new Error(`levels: --play-on: ${game}'s step ${level} has ${prior.games} games, not whole pairs`);
  if (prior.games >= games) throw new Error(`levels: --play-on: ${game}'s step ${level} has ${prior.games} games already (--games ${games})`);
  return prior;
}

export interface LadderRung {
  level: LadderLevel;
  /** Elo on the game's scale (easy = 0) and its 95% interval (null: unbounded, or a step not measured). */
  elo: number | null;
  ci95: [number | null, number | null];
}

/**
 * The levels of one game on one scale: easy at 0, each level the sum of the steps below it. The interval
 * adds the steps' half-widths in quadrature on each side (independent arenas). A step won (or lost) in
 * every game has no finite estimate: from it on a level's Elo is unknown (null) and its interval only
 * has the lower end (upper) it can be sure of, the sum of the steps' lower (upper) ends.
 */
export function ladderOf(steps: readonly LadderStep[]): LadderRung[] {
  const rungs: LadderRung[] = [{ level: 'easy', elo: 0, ci95: [0, 0] }];
  let elo: number | null = 0;
  let lo: { sq: number; sum: number } | null = { sq: 0, sum: 0 };
  let hi: { sq: number; sum: number } | null = { sq: 0, sum: 0 };
  for (const level of LADDER_LEVELS.slice(1)) {
    const s = steps.find((x) => x.level === level);
    const [l, h] = s ? s.eloCi95 : [null, null];
    lo = lo && l !== null ? { sq: lo.sq + (s?.elo != null ? (s.elo - l) ** 2 : 0), sum: lo.sum + l } : null;
    hi = hi && h !== null ? { sq: hi.sq + (s?.elo != null ? (h - s.elo) ** 2 : 0), sum: hi.sum + h } : null;
    elo = elo !== null && s && s.elo !== null ? elo + s.elo : null;
    const end = (side: typeof lo, sign: number) => (side === null ? null : Math.round(elo === null ? side.sum : elo + sign * Math.sqrt(side.sq)));
    rungs.push({ level, elo, ci95: [end(lo, -1), end(hi, 1)] });
  }
  return rungs;
}

/** The data file's text for `ladder` (games and steps in a stable order). */
export function ladderFileText(ladder: LevelLadder): string {
  const sorted = Object.fromEntries(
    Object.keys(ladder)
      .sort()
      .map((g) => [g, [...ladder[g]].sort((x, y) => LADDER_LEVELS.indexOf(x.level) - LADDER_LEVELS.indexOf(y.level))]),
  );
  return [
    '// Written by tools/levels.ts (npx tsx tools/levels.ts --game GAME ...): do not edit by hand.',
    "import type { LevelLadder } from './level-ladder.ts';",
    '',
    // One step a line: the file reads as a table.
    `export const LEVEL_LADDER: LevelLadder = {\n${Object.entries(sorted)
      .map(([g, steps]) => `  ${JSON.stringify(g)}: [\n${steps.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`)
      .join(',\n')}\n};`,
    '',
  ].join('\n');
}

/**
 * The ladder in the data file as it is now (another run of this tool may have written it since this one
 * started), read at once: the file's object is JSON as ladderFileText writes it (the file is left out of
 * the formatter).
 */
function ladderOnDisk(): LevelLadder {
  const text = readFileSync(DATA_FILE, 'utf8');
  return JSON.parse(text.slice(text.indexOf('= {') + 2, text.lastIndexOf('}') + 1)) as LevelLadder;
}

const fmtElo = (x: number | null) => (x === null ? '?' : `${x > 0 ? '+' : ''}${x}`);

/** The game's ladder in one line: each level's Elo on its scale (easy = 0) with its 95% interval. */
function ladderLine(id: string, steps: readonly LadderStep[]): string {
  return `${id} ladder: ${ladderOf(steps)
    .map((r) => `${r.level} ${fmtElo(r.elo)} [${fmtElo(r.ci95[0])}, ${fmtElo(r.ci95[1])}]`)
    .join(' · ')}`;
}

/** The step as a line of the game's doc. */
export function stepLine(s: LadderStep): string {
  const pc = (x: number) => `${(100 * x).toFixed(1)}%`;
  // A search without a time limit is written by its iterations alone (search:400).
  const name = (p: string) => p.replace(/:\d{10,}ms$/, '');
  return `| ${s.level} vs ${s.below} | ${name(s.players.level)} vs ${name(s.players.below)} | ${s.games} | ${s.wins}-${s.draws}-${s.losses} | ${pc(s.score)} [${pc(s.scoreCi95[0])}, ${pc(s.scoreCi95[1])}] | ${fmtElo(s.elo)} [${fmtElo(s.eloCi95[0])}, ${fmtElo(s.eloCi95[1])}] | ${s.meanMs} / ${s.maxMs} |`;
}

async function main(argv: readonly string[]): Promise<void> {
  const args = parseArgs(argv, new Set(['dry-run', 'print', 'play-on']));
  const ids = args.flags.get('game') ?? [];
  if (!ids.length) throw new Error('levels: which game? (--game GAME)');
  // --print: the game's steps and ladder as the data file has them (the rows of its doc's table), no arena.
  if (flag(args, 'print') === 'true') {
    for (const id of ids) {
      const steps = [...(LEVEL_LADDER[id] ?? [])].sort((x, y) => LADDER_LEVELS.indexOf(x.level) - LADDER_LEVELS.indexOf(y.level));
      for (const step of steps) process.stdout.write(`${stepLine(step)}\n`);
      process.stdout.write(`${ladderLine(id, steps)}\n`);
    }
    return;
  }
  const wanted = (args.flags.get('step') ?? LADDER_LEVELS.slice(1)) as LadderLevel[];
  for (const l of wanted) if (!LADDER_LEVELS.includes(l) || l === 'easy') throw new Error(`levels: --step ${l}: one of ${LADDER_LEVELS.slice(1).join(', ')}`);
  const games = intFlag(args, 'games', 40, 2);
  const seed = intFlag(args, 'seed', 1);
  const threads = intFlag(args, 'threads', 1, 1);
  const ladder: LevelLadder = structuredClone(LEVEL_LADDER);
  for (const id of ids) {
    const game = getGame(id);
    for (const level of wanted) {
      const below = LADDER_LEVELS[LADDER_LEVELS.indexOf(level) - 1];
      const command = (n: number) => `npx tsx tools/levels.ts --game ${id} --step ${level} --games ${n} --seed ${seed}`;
      // The step, written into the file as it is now (runs of other games or steps at the same time keep theirs).
      // Read and written at once (the arena plays its games without yielding: a read left to the event loop
      // would see the file as it was games ago, and write that back over other runs' steps).
      const write = (step: LadderStep) => {
        const onDisk = flag(args, 'dry-run') === 'true' ? ladder : ladderOnDisk();
        onDisk[id] = withStep(onDisk[id] ?? [], step);
        ladder[id] = onDisk[id];
        if (flag(args, 'dry-run') !== 'true') writeFileSync(DATA_FILE, ladderFileText(onDisk));
      };
      // The games so far, with the level's wins, draws and losses: a run stopped at a deadline still says what it played.
      const played: MatchOutcome[] = [];
      // --play-on: the step as measured (its first games) goes on from its last game, on the same seed.
      const prior = flag(args, 'play-on') === 'true' ? stepToPlayOn(id, level, seed, games) : undefined;
      const from = prior?.games ?? 0;
      const withPrior = (step: LadderStep, n: number) => (prior ? playedOn(prior, step, command(from + n), step.date) : step);
      const opts: ArenaOptions = { game, a: arenaPlayer(id, level), b: arenaPlayer(id, below), games, seed, threads, from };
      const r = await arena({
        ...opts,
        onResult: (o, done) => {
          played.push(o);
          const so = summarizeArena(opts, played, 0);
          const a = so.results.a;
          const before = prior ? ` (and ${prior.wins}-${prior.draws}-${prior.losses} of the first ${from})` : '';
          process.stderr.write(
            `\n${new Date().toISOString()} ${id} ${level} vs ${below}: ${from + done}/${games}, ${a.wins}-${a.draws}-${a.losses}${before}, ${Math.round(so.decisions.a.meanMs)} ms a decision`,
          );
          // Each whole pair of the games' first ones played so far (games are seeded by their index, so they are
          // what a run of that many games plays) is written as the step: a run stopped half-way keeps them.
          const n = played.length;
          if (from + n < games && n % 2 === 0 && played.every((x) => x.index < from + n)) {
            const partial = ladderStepOf(level, below, { ...so, games: n }, command(from + n), new Date().toISOString().slice(0, 10));
            write(withPrior(partial, n));
          }
        },
      });
      process.stderr.write('\n');
      if (r.errors) throw new Error(`${id}: ${r.errors} games failed: ${r.errorSamples.map((e) => e.error).join('; ')}`);
      const step = withPrior(ladderStepOf(level, below, r, command(games), new Date().toISOString().slice(0, 10)), games - from);
      process.stdout.write(`${id} ${stepLine(step)} (${(r.elapsedMs / 1000).toFixed(0)} s)\n`);
      write(step);
    }
    process.stdout.write(`${ladderLine(id, ladder[id])}\n`);
  }
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) await main(process.argv.slice(2));
