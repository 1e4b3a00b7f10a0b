// `arras list` and `arras validate`.
import { type GameDefinition, CHANCE } from '../kernel/game.ts';
import { games, getGame } from '../games/index.ts';
import { type ParsedArgs, UsageError, checkFlags } from './args.ts';
import type { CliIo } from './io.ts';

export function listCommand(args: ParsedArgs, io: CliIo): number {
  checkFlags(args, []);
  const out = (s = '') => io.stdout.write(s + '\n');
  const all = Object.values(games);
  if (all.length === 0) {
    out('No games registered.');
    return 0;
  }
  all.forEach((game, i) => {
    if (i) out('');
    out(`${game.id} - ${game.title}`);
    out(`  sides: ${game.roles.join(', ')}`);
    out('  scenarios:');
    for (const s of game.scenarios) out(`    ${s.id} - ${s.label}${s.description ? `: ${s.description}` : ''}`);
    if (game.options.length === 0) {
      out('  options: none');
    } else {
      out('  options (--option id=value):');
      for (const o of game.options) {
        const rule = o.rule ? `[${o.rule}] ` : '';
        const range = o.kind === 'number' ? `number${o.min !== undefined || o.max !== undefined ? ` ${o.min ?? ''}..${o.max ?? ''}` : ''}` : 'on/off';
        out(`    ${o.id} - ${rule}${o.label} (${range}, default ${o.kind === 'flag' ? (o.default ? 'on' : 'off') : o.default})`);
      }
    }
  });
  return 0;
}

/** Checks every game gets, whatever its data: the contract holds at the start of each scenario. */
export function contractProblems(game: GameDefinition): string[] {
  const problems: string[] = [];
  if (game.roles.length === 0) problems.push('no roles');
  if (game.roles.includes(CHANCE)) problems.push(`"${CHANCE}" must not be listed among the roles`);
  if (game.scenarios.length === 0) problems.push('no scenarios');
  for (const o of game.options) {
    if (o.kind === 'number' && typeof o.default !== 'number') problems.push(`option ${o.id}: a number option needs a number default`);
    if (o.kind === 'flag' && typeof o.default !== 'boolean') problems.push(`option ${o.id}: a flag option needs a true/false default`);
    if (o.kind === 'number' && typeof o.default === 'number' && ((o.min !== undefined && o.default < o.min) || (o.max !== undefined && o.default > o.max))) {
      problems.push(`option ${o.id}: default ${o.default} outside ${o.min}..${o.max}`);
    }
  }
  for (const s of game.scenarios) {
    try {
      const state = game.setup({ scenario: s.id });
      const acting = game.toAct(state);
      if (acting.length === 0) problems.push(`scenario ${s.id}: the game is over at setup`);
      for (const r of acting) {
        if (r !== CHANCE && game.legalActions(state, r).length === 0) problems.push(`scenario ${s.id}: ${r} must act at setup but has no legal action`);
      }
    } catch (e) {
      problems.push(`scenario ${s.id}: setup fails: ${(e as Error).message}`);
    }
  }
  return problems;
}

export function validateCommand(args: ParsedArgs, io: CliIo): number {
  checkFlags(args, []);
  const out = (s = '') => io.stdout.write(s + '\n');
  if (args.positional.length > 1) throw new UsageError(`validate: unexpected argument "${args.positional[1]}"`);
  const list = args.positional[0] ? [getGame(args.positional[0])] : Object.values(games);
  if (list.length === 0) {
    out('No games registered.');
    return 0;
  }
  let total = 0;
  for (const game of list) {
    let problems: string[];
    try {
      problems = [...(game.validateData?.() ?? []), ...contractProblems(game)];
    } catch (e) {
      problems = [`validateData threw: ${(e as Error).message}`];
    }
    total += problems.length;
    if (problems.length === 0) {
      out(`${game.id}: ok${game.validateData ? '' : ' (the game has no data checks; contract checks only)'}`);
    } else {
      out(`${game.id}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
      for (const p of problems) out(`  - ${p}`);
    }
  }
  return total ? 1 : 0;
}
