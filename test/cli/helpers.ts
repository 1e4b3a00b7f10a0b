// Running the `arras` command in tests: in process (fast) or as a child process (the real thing).
import { spawnSync } from 'node:child_process';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE_CLI = fileURLToPath(new URL('./fixture-cli.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** `main` in this process, with `input` as piped (non-TTY) standard input. */
export async function runCli(argv: string[], input = ''): Promise<CliRun> {
  let out = '';
  let err = '';
  const code = await main(argv, {
    stdin: Readable.from(input ? [input] : []),
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    interactive: false,
  });
  return { code, out, err };
}

/** The CLI as a child process with the fixture game registered, stdin piped from `input`. */
export function spawnFixtureCli(argv: string[], input = '', cwd = ROOT): CliRun {
  const r = spawnSync(process.execPath, ['--import', TSX, FIXTURE_CLI, ...argv], { input, cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}

/** The real entry point, bin/arras.js (the real registry). */
export function spawnBin(argv: string[], input = ''): CliRun {
  const r = spawnSync(process.execPath, [ROOT + 'bin/arras.js', ...argv], { input, cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}
