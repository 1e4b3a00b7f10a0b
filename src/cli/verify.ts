// `arras verify SAVE [--commitment HEX]`: check the dice of a finished server match (issue 33). The
// save (GET /api/play/<link>/save) carries the dice seed, revealed at the end, and the commitment
// published at the start; the seed must hash to the commitment (and to the one the player noted, with
// --commitment), and every chance action of the journal must be the die that seed gives
// (src/kernel/dice-proof.ts). Exit status 0 when everything holds, 1 when anything does not.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { verifyDice } from '../kernel/dice-proof.ts';
import { games, getGame } from '../games/index.ts';
import { translate } from '../i18n/index.ts';
import { type ParsedArgs, UsageError, checkFlags, flag } from './args.ts';
import type { CliIo } from './io.ts';
import { cliLang } from './show.ts';

export async function verifyCommand(args: ParsedArgs, io: CliIo): Promise<number> {
  checkFlags(args, ['commitment', 'lang']);
  const lang = cliLang(flag(args, 'lang'));
  const path = args.positional[0];
  if (!path) throw new UsageError('verify: which file? (arras verify SAVE [--commitment HEX])');
  const published = flag(args, 'commitment');
  if (published !== undefined && !/^[0-9a-fA-F]{64}$/.test(published)) throw new UsageError(`--commitment is 64 hex digits (SHA-256), not "${published}"`);
  let file: { game?: unknown };
  try {
    file = JSON.parse(readFileSync(resolve(path), 'utf8'));
  } catch (e) {
    throw new UsageError(`cannot read save file ${path}: ${(e as Error).message}`);
  }
  if (!file || typeof file.game !== 'string' || !Object.hasOwn(games, file.game)) {
    throw new UsageError(`${path} is not a save of a known game (games: ${Object.keys(games).join(', ')})`);
  }
  const game = getGame(file.game);
  const v = verifyDice(game, file, published);
  if (v.ok) {
    const commitment = (file as { commitment?: string }).commitment ?? '';
    io.stdout.write(translate(lang, 'cli.verifyOk', { title: game.title, id: game.id, steps: v.steps, rolls: v.rolls, dice: v.dice, commitment }) + '\n');
    return 0;
  }
  io.stdout.write(translate(lang, 'cli.verifyFail', { title: game.title, id: game.id, count: v.problems.length }) + '\n');
  for (const p of v.problems) io.stdout.write(`  - ${p}\n`);
  return 1;
}
