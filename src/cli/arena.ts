// `arras arena --game GAME --a PLAYER --b PLAYER --games N [--seed S] [--json] [--threads T]`
import { getGame } from '../games/index.ts';
import { createPlayer } from '../players/index.ts';
import { type ArenaReport, arena } from '../sim/arena.ts';
import { defaultThreads } from '../sim/pool.ts';
import type { Rate } from '../sim/stats.ts';
import { type ParsedArgs, UsageError, checkFlags, flag, intFlag, setupConfig } from './args.ts';
import type { CliIo } from './io.ts';
import { progressBar } from './progress.ts';

export const ARENA_USAGE = `  arras arena --game GAME --a PLAYER --b PLAYER [--games N] [--seed S] [--json]
              [--threads T] [--scenario S] [--option id=value ...] [--max-steps N]
      N games between two computer players, sides alternating (each dice seed is played with
      both seatings); win rates per player and per side with 95% confidence intervals.
      PLAYER: random, heuristic, search (or easy/normal/hard); search:200 = 200 iterations
      per decision, search:250ms = 250 ms per decision; uct (plain UCT, random playouts, no
      game knowledge) with the same budgets, uct:250ms
`;

export async function arenaCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  checkFlags(args, ['game', 'a', 'b', 'games', 'seed', 'json', 'threads', 'scenario', 'option', 'max-steps']);
  const gameId = flag(args, 'game') ?? args.positional[0];
  if (!gameId) throw new UsageError('arena: which game? (arras arena --game GAME --a PLAYER --b PLAYER --games N)');
  const game = getGame(gameId);
  const a = flag(args, 'a');
  const b = flag(args, 'b');
  if (!a || !b) throw new UsageError('arena needs two players: --a PLAYER --b PLAYER');
  for (const p of [a, b]) {
    try {
      createPlayer(p);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  const config = setupConfig(game, args);
  game.setup(config);
  const games = intFlag(args, 'games', 20, 1);
  const seed = intFlag(args, 'seed', 1);
  const threads = intFlag(args, 'threads', defaultThreads(), 1);
  const maxSteps = intFlag(args, 'max-steps', 20_000, 1);
  const bar = progressBar(io.stderr, games, `arena ${a} vs ${b}`);
  let aw = 0;
  let bw = 0;
  const report = await arena({
    game,
    config,
    a,
    b,
    games,
    seed,
    threads,
    maxSteps,
    onResult(o, done) {
      const seatA = o.index % 2 === 0 ? game.roles[0] : game.roles[1];
      if (o.winnerSeat === seatA) aw++;
      else if (o.winnerSeat) bw++;
      bar.tick(done, `a ${aw} b ${bw}`);
    },
  });
  bar.end();
  if (flag(args, 'json') === 'true') io.stdout.write(JSON.stringify(report) + '\n');
  else printArena((s = '') => io.stdout.write(s + '\n'), report);
  return report.errors ? 1 : 0;
}

const pc = (x: number) => `${(100 * x).toFixed(1)}%`;
const line = (r: Rate) =>
  `${pc(r.winRate)} [${pc(r.ci95[0])}, ${pc(r.ci95[1])}]  (${r.wins} won, ${r.losses} lost${r.draws ? `, ${r.draws} drawn` : ''} of ${r.games})`;

export function printArena(out: (s?: string) => void, r: ArenaReport): void {
  out(`arena ${r.game}, scenario ${r.scenario ?? '-'}, seed ${r.seed}: ${r.games} games`);
  out(`  a = ${r.players.a}, b = ${r.players.b}`);
  out(`win rate (95% CI)`);
  for (const who of ['a', 'b'] as const) {
    out(`  ${who} ${r.players[who].padEnd(14)} ${line(r.results[who])}`);
    for (const [side, rate] of Object.entries(r.bySide[who])) out(`      as ${side.padEnd(10)} ${line(rate)}`);
  }
  const kinds = Object.entries(r.kinds)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  if (kinds) out(`results: ${kinds}; ${r.averageActions.toFixed(0)} actions per game`);
  for (const who of ['a', 'b'] as const) {
    const d = r.decisions[who];
    out(`time per decision, ${who}: mean ${d.meanMs.toFixed(1)} ms, max ${d.maxMs.toFixed(0)} ms (${d.count} decisions)`);
  }
  out(`errors: ${r.errors}`);
  for (const e of r.errorSamples) out(`  game ${e.index} (seed ${e.seed}): ${e.error}`);
  out(`elapsed ${(r.elapsedMs / 1000).toFixed(1)} s`);
}
