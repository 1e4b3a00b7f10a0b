// `arras simulate` in balance-analysis mode (issue 4), entered with --players, --sweep, --out or
// --threads: games between computer players on every core, per setup (scenario x options), written
// as JSON and an HTML report with charts.
//
//   arras simulate --game GAME --players P [--games N] [--seed S] [--sweep] [--out DIR] [--json]
//                  [--threads T] [--scenario S] [--option id=value ...] [--max-steps N]
//
// --players: one player for every seat (`heuristic`), one per seat in seat order
// (`heuristic,random`), or by seat (`allied=search:100,german=heuristic`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { GameDefinition, Role } from '../kernel/game.ts';
import { getGame } from '../games/index.ts';
import { createPlayer } from '../players/index.ts';
import { type BalanceReport, balance, sweepConfigs } from '../sim/balance.ts';
import { balanceHtml } from '../sim/balance-report.ts';
import { defaultThreads } from '../sim/pool.ts';
import { type ParsedArgs, UsageError, checkFlags, flag, intFlag, setupConfig } from './args.ts';
import type { CliIo } from './io.ts';
import { progressBar } from './progress.ts';

export const BALANCE_FLAGS = ['players', 'sweep', 'out', 'threads'];

export const BALANCE_USAGE = `  arras simulate --game GAME --players P [--games N] [--seed S] [--sweep] [--out DIR]
                 [--json] [--threads T] [--scenario S] [--option id=value ...]
      balance analysis: games between computer players (P: heuristic, or heuristic,random in
      seat order, or allied=search:100,german=random) on every core; per setup (--sweep: every
      scenario and each flag option turned on) win rate per side with 95% CI, victory types,
      VP and game-length distributions, VP by turn; DIR/balance.json and DIR/balance.html
`;

export function isBalanceRun(args: ParsedArgs): boolean {
  return BALANCE_FLAGS.some((f) => args.flags.has(f));
}

export function parsePlayers(game: GameDefinition, spec: string): Record<Role, string> {
  const parts = spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const out: Record<Role, string> = {};
  if (parts.length && parts.every((p) => p.includes('='))) {
    for (const p of parts) {
      const [seat, player] = p.split('=');
      if (!game.roles.includes(seat)) throw new UsageError(`--players: unknown seat "${seat}"; seats: ${game.roles.join(', ')}`);
      out[seat] = player;
    }
    for (const r of game.roles) out[r] ??= 'random';
  } else if (parts.length === 1) {
    for (const r of game.roles) out[r] = parts[0];
  } else if (parts.length === game.roles.length) {
    game.roles.forEach((r, i) => (out[r] = parts[i]));
  } else throw new UsageError(`--players: one player, one per seat (${game.roles.join(',')}), or SEAT=PLAYER pairs`);
  for (const p of Object.values(out)) {
    try {
      createPlayer(p);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  return out;
}

export async function balanceCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  checkFlags(args, ['game', 'games', 'seed', 'json', 'option', 'scenario', 'max-steps', ...BALANCE_FLAGS]);
  const gameId = flag(args, 'game') ?? args.positional[0];
  if (!gameId) throw new UsageError('simulate: which game? (arras simulate --game GAME --players P)');
  const game = getGame(gameId);
  const players = parsePlayers(game, flag(args, 'players') ?? 'random');
  const configs = flag(args, 'sweep') !== undefined ? sweepConfigs(game) : [setupConfig(game, args)];
  for (const c of configs) game.setup(c);
  const games = intFlag(args, 'games', 100, 1);
  const seed = intFlag(args, 'seed', 1);
  const threads = intFlag(args, 'threads', defaultThreads(), 1);
  const maxSteps = intFlag(args, 'max-steps', 20_000, 1);
  const bar = progressBar(io.stderr, games * configs.length, `simulate ${game.id}`);
  const report = await balance({ game, configs, players, games, seed, threads, maxSteps, onResult: (_o, done) => bar.tick(done) });
  bar.end();
  const dir = resolve(flag(args, 'out') ?? 'balance-report');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'balance.json'), JSON.stringify(report, null, 1) + '\n');
  writeFileSync(join(dir, 'balance.html'), balanceHtml(report));
  if (flag(args, 'json') === 'true') io.stdout.write(JSON.stringify(report) + '\n');
  else printBalance((s = '') => io.stdout.write(s + '\n'), report);
  io.stderr.write(`wrote ${join(dir, 'balance.json')} and ${join(dir, 'balance.html')}\n`);
  return report.setups.some((s) => s.errors) ? 1 : 0;
}

const pc = (x: number) => `${(100 * x).toFixed(1)}%`;

export function printBalance(out: (s?: string) => void, r: BalanceReport): void {
  out(`balance ${r.game}: ${r.roles.map((x) => `${x} ${r.players[x]}`).join(' vs ')}, ${r.gamesPerSetup} games per setup, seed ${r.seed}`);
  for (const s of r.setups) {
    out(`${s.label}`);
    out(
      `  wins      ${r.roles.map((x) => `${x} ${pc(s.winRate[x].winRate)} [${pc(s.winRate[x].ci95[0])}, ${pc(s.winRate[x].ci95[1])}]`).join(', ')}${s.draws ? `, draws ${s.draws}` : ''}`,
    );
    out(
      `  victories ${Object.entries(s.victoryTypes)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    const m = r.mainMetric ? s.final[r.mainMetric] : undefined;
    if (m) out(`  final ${r.mainMetric}  mean ${m.mean.toFixed(1)}, median ${m.median}, 10-90% ${m.p10}..${m.p90}, range ${m.min}..${m.max}`);
    out(`  length    mean ${s.length.mean.toFixed(0)} actions (10-90% ${s.length.p10}..${s.length.p90})`);
    const bt = r.mainMetric ? s.byTurn[r.mainMetric] : undefined;
    if (bt)
      out(
        `  ${r.mainMetric} by turn ${Object.entries(bt)
          .map(([t, v]) => `T${t} ${v.mean.toFixed(1)}`)
          .join(', ')}`,
      );
    out(`  errors    ${s.errors}`);
    for (const e of s.errorSamples) out(`    game ${e.index} (seed ${e.seed}): ${e.error}`);
  }
}
