// `arras simulate`: N complete games between random players, straight on the game definition.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getGame } from '../games/index.ts';
import { DEFAULT_MAX_STEPS, type SimulationSummary, recordGame, simulate } from '../sim/simulate.ts';
import { type ParsedArgs, UsageError, checkFlags, flag, intFlag, setupConfig } from './args.ts';
import type { CliIo } from './io.ts';
import { pct } from './show.ts';

export function simulateCommand(args: ParsedArgs, io: CliIo): number {
  checkFlags(args, ['game', 'games', 'seed', 'json', 'option', 'scenario', 'max-steps', 'save-errors']);
  const out = (s = '') => io.stdout.write(s + '\n');
  const gameId = flag(args, 'game') ?? args.positional[0];
  if (!gameId) throw new UsageError('simulate: which game? (arras simulate --game GAME --games N --seed S)');
  const game = getGame(gameId);
  const config = setupConfig(game, args);
  const games = intFlag(args, 'games', 100, 1);
  const seed = intFlag(args, 'seed', 1);
  const maxSteps = intFlag(args, 'max-steps', DEFAULT_MAX_STEPS, 1);
  // Setup errors are the user's (bad option combination), not the engine's: refuse them up front.
  game.setup(config);
  const summary = simulate({ game, config, games, seed, maxSteps });

  const saveDir = flag(args, 'save-errors');
  const savedFiles: string[] = [];
  if (saveDir && summary.errorSamples.length) {
    mkdirSync(resolve(saveDir), { recursive: true });
    for (const e of summary.errorSamples) {
      const { save } = recordGame(game, config, seed, e.game, { maxSteps });
      const file = join(saveDir, `${game.id}-seed${seed}-game${e.game}.json`);
      writeFileSync(resolve(file), JSON.stringify(save) + '\n');
      savedFiles.push(file);
    }
  }

  if (flag(args, 'json') === 'true') {
    out(JSON.stringify(savedFiles.length ? { ...summary, savedErrors: savedFiles } : summary));
  } else {
    printSummary(out, summary, Object.fromEntries(game.options.map((o) => [o.id, o.default])));
    for (const f of savedFiles) out(`  saved the failing game up to its error: ${f} (arras replay ${f})`);
  }
  return summary.errors ? 1 : 0;
}

/** The summary as text; `defaults` (the game's option defaults) shortens the options to those changed. */
export function printSummary(out: (s?: string) => void, s: SimulationSummary, defaults: Record<string, boolean | number> = {}): void {
  const n = s.games;
  const changed = Object.entries(s.options).filter(([k, v]) => defaults[k] !== v);
  const opts = changed.length ? changed.map(([k, v]) => `${k}=${v}`).join(' ') : Object.keys(s.options).length ? 'default' : '';
  out(`simulate ${s.game}, scenario ${s.scenario ?? '-'}${opts ? `, options ${opts}` : ''}, seed ${s.seed}`);
  out(`games played      ${n}`);
  const wins = Object.entries(s.wins).map(([r, w]) => `${r} ${w} (${pct(w, n)})`);
  wins.push(`draw ${s.draws} (${pct(s.draws, n)})`);
  out(`wins              ${wins.join(', ')}`);
  const kinds = Object.entries(s.kinds)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`);
  if (kinds.length) out(`results           ${kinds.join(', ')}`);
  out(
    `actions per game  ${s.actions.average.toFixed(1)} average (min ${s.actions.min}, max ${s.actions.max}); dice rolls ${s.rolls.average.toFixed(1)} average`,
  );
  out(
    `errors            ${s.errors}${
      s.errors
        ? ` (${Object.entries(s.errorKinds)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')})`
        : ''
    }`,
  );
  for (const e of s.errorSamples) {
    out(
      `  game ${e.game} (seed ${e.seed}), step ${e.step}${e.role ? `, ${e.role}` : ''}${e.action ? ` ${JSON.stringify(e.action)}` : ''}: ${e.kind}: ${e.message.split('\n').slice(0, 4).join('\n    ')}`,
    );
  }
  out(
    `elapsed           ${(s.elapsedMs / 1000).toFixed(2)} s: ${fmt(s.gamesPerSecond)} games/s, ${fmt(s.actionsPerSecond)} actions/s (${fmt(s.stepsPerSecond)}/s with dice)`,
  );
}

function fmt(x: number): string {
  return x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toFixed(1);
}
