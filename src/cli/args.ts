// A small argument parser: positional arguments and `--flag value` / `--flag=value` pairs (repeatable),
// with a set of boolean flags that take no value. Role flags (`--german random`) depend on the game, so
// flags are not declared up front; commands check what they accept.
import type { GameDefinition, SetupConfig } from '../kernel/game.ts';

/** Bad command-line input: the CLI prints the message and exits with status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string[]>;
}

export function parseArgs(argv: readonly string[], booleans: ReadonlySet<string> = new Set()): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string[]>();
  const add = (name: string, value: string) => {
    const list = flags.get(name) ?? [];
    list.push(value);
    flags.set(name, list);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg.length === 2) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
    if (eq >= 0) {
      add(name, arg.slice(eq + 1));
    } else if (booleans.has(name)) {
      add(name, 'true');
    } else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      add(name, value);
      i++;
    }
  }
  return { positional, flags };
}

/** The last value of a flag, or undefined. */
export function flag(args: ParsedArgs, name: string): string | undefined {
  const list = args.flags.get(name);
  return list ? list[list.length - 1] : undefined;
}

export function intFlag(args: ParsedArgs, name: string, fallback: number, min = -Infinity): number {
  const v = flag(args, name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be an integer${min > -Infinity ? ` >= ${min}` : ''}, not "${v}"`);
  return n;
}

/** Refuse flags a command does not know (`extra` are game-dependent, such as role names). */
export function checkFlags(args: ParsedArgs, known: readonly string[], extra: readonly string[] = []): void {
  for (const name of args.flags.keys()) {
    if (!known.includes(name) && !extra.includes(name)) {
      const all = [...known, ...extra].map((k) => '--' + k).join(', ');
      throw new UsageError(`unknown flag --${name} (this command takes ${all})`);
    }
  }
}

const TRUE = new Set(['true', 'on', 'yes', '1']);
const FALSE = new Set(['false', 'off', 'no', '0']);

/** Setup from `--scenario S` and `--option id=value` (repeatable; a bare `id` turns a flag on). */
export function setupConfig(game: GameDefinition, args: ParsedArgs): SetupConfig {
  const config: SetupConfig = {};
  const scenario = flag(args, 'scenario');
  if (scenario !== undefined) {
    if (!game.scenarios.some((s) => s.id === scenario)) {
      throw new UsageError(`unknown scenario "${scenario}" for ${game.id}; scenarios: ${game.scenarios.map((s) => s.id).join(', ')}`);
    }
    config.scenario = scenario;
  }
  const values = args.flags.get('option') ?? [];
  if (values.length) config.options = {};
  for (const text of values) {
    const eq = text.indexOf('=');
    const id = eq < 0 ? text : text.slice(0, eq);
    const raw =
      eq < 0
        ? undefined
        : text
            .slice(eq + 1)
            .trim()
            .toLowerCase();
    const opt = game.options.find((o) => o.id === id);
    if (!opt) {
      const known = game.options.map((o) => o.id).join(', ') || 'none';
      throw new UsageError(`unknown option "${id}" for ${game.id}; options: ${known}`);
    }
    if (opt.kind === 'flag') {
      if (raw === undefined || TRUE.has(raw)) config.options![id] = true;
      else if (FALSE.has(raw)) config.options![id] = false;
      else throw new UsageError(`option ${id} is on or off (true/false), not "${raw}"`);
    } else {
      const n = Number(raw);
      if (raw === undefined || raw === '' || !Number.isFinite(n)) throw new UsageError(`option ${id} needs a number: --option ${id}=N`);
      if ((opt.min !== undefined && n < opt.min) || (opt.max !== undefined && n > opt.max)) {
        throw new UsageError(`option ${id} must be between ${opt.min ?? '-inf'} and ${opt.max ?? 'inf'}, not ${n}`);
      }
      config.options![id] = n;
    }
  }
  return config;
}
