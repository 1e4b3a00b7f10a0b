// The `arras` command: list, play, replay, analyse, validate, verify, simulate. `main` takes its arguments and streams
// so that tests can run it in process; bin/arras.js and `tsx src/cli/main.ts` run it on the process.
import { pathToFileURL } from 'node:url';
import { RuleError } from '../kernel/game.ts';
import { UsageError, parseArgs } from './args.ts';
import { listCommand, validateCommand } from './info.ts';
import { type CliIo, processIo } from './io.ts';
import { playCommand } from './play.ts';
import { replayCommand } from './replay.ts';
import { simulateCommand } from './simulate.ts';
import { ARENA_USAGE, arenaCommand } from './arena.ts';
import { BALANCE_USAGE, balanceCommand, isBalanceRun } from './balance.ts';
import { engineCommand } from './engine.ts';
import { verifyCommand } from './verify.ts';
import { ANALYSE_USAGE, analyseCommand } from './analyse.ts';

export const USAGE = `Usage: arras COMMAND [...]

  arras list
      the games, their sides, scenarios and options (with rule numbers)
  arras play GAME [--seed N] [--dice manual] [--SIDE human|random|heuristic|search[:N|:Nms] ...]
                  [--scenario S] [--option id=value ...] [--load FILE] [--lang en|fr]
      play in the terminal; every side is human unless given a computer player
  arras replay FILE [--role SIDE] [--lang en|fr]
      step through a saved game (Enter next, b back, g N go to step N, q quit)
${ANALYSE_USAGE}  arras verify SAVE [--commitment HEX] [--lang en|fr]
      check the dice of a finished server match's save: its seed matches the commitment published
      at the start, and every die is the one the seed gives; exit status 1 when anything does not
  arras validate [GAME]
      check the data of one game or all; exit status 1 on any problem
  arras simulate --game GAME [--games N] [--seed S] [--json] [--scenario S]
                 [--option id=value ...] [--max-steps N] [--save-errors DIR]
      N complete games between random players; exit status 1 on any error
${BALANCE_USAGE}${ARENA_USAGE}  arras engine
      JSON-lines engine protocol on stdin/stdout for outside programs (see README.md)

  --lang fr (or the ARRAS_LANG environment variable) shows the terminal player in French, and
  a game's own texts too when the game has French (otherwise they stay in English).
`;

const BOOLEANS = new Set(['json', 'help', 'sweep']);

export async function main(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (!command || command === 'help' || command === '--help' || command === '-h') {
      io.stdout.write(USAGE);
      return command ? 0 : 2;
    }
    const args = parseArgs(rest, BOOLEANS);
    if (args.flags.has('help')) {
      io.stdout.write(USAGE);
      return 0;
    }
    switch (command) {
      case 'list':
        return listCommand(args, io);
      case 'play':
        return await playCommand(args, io);
      case 'replay':
        return await replayCommand(args, io);
      case 'analyse':
        return await analyseCommand(args, io);
      case 'validate':
        return validateCommand(args, io);
      case 'verify':
        return await verifyCommand(args, io);
      case 'simulate':
        return isBalanceRun(args) ? await balanceCommand(args, io) : simulateCommand(args, io);
      case 'arena':
        return await arenaCommand(args, io);
      case 'engine':
        return await engineCommand(args, io);
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr.write(`arras: ${e.message}\n(arras help shows the commands)\n`);
      return 2;
    }
    if (e instanceof RuleError) {
      io.stderr.write(`arras: ${e.message}\n`);
      return 2;
    }
    io.stderr.write(`arras: ${(e as Error)?.stack ?? String(e)}\n`);
    return 1;
  }
}

/** Run on the real process and set its exit status. */
export async function run(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  // `arras replay x.json | head`: a closed pipe ends the command quietly.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  process.exitCode = await main(argv);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) await run();
