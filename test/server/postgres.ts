// A throwaway PostgreSQL server for the tests: initdb in a temporary directory, a random port on
// loopback, trust authentication, fsync off (the tests kill the game server, never the database).
// The binaries are looked for in PG_BIN, /usr/local/bin, /usr/lib/postgresql/<version>/bin and PATH
// (.ci/system-deps installs Debian's postgresql where missing). PostgreSQL refuses to run as root:
// as root, the cluster belongs to the user `postgres` (created by Debian's package) and the
// commands run through runuser.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export function findPostgres(): string | null {
  const dirs = [process.env.PG_BIN, '/usr/local/bin'];
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    for (const v of versions) dirs.push(`/usr/lib/postgresql/${v}/bin`);
  } catch {
    // no Debian cluster layout
  }
  dirs.push(...(process.env.PATH ?? '').split(':'));
  for (const d of dirs) if (d && existsSync(path.join(d, 'postgres')) && existsSync(path.join(d, 'initdb'))) return d;
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface TestPostgres {
  url: string;
  /** A fresh empty database on this server (each test file or case its own). */
  database(name: string): Promise<string>;
  /** Stop the server as `pg_ctl stop -m fast` does (SIGINT), keeping its data and port. */
  down(): Promise<void>;
  /** Start it again after down() (same data, same port); resolves once it accepts connections. */
  up(): Promise<void>;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = findPostgres();
  if (!bin) throw new Error("PostgreSQL binaries not found (set PG_BIN, or run .ci/system-deps to install Debian's postgresql)");
  const dir = mkdtempSync(path.join(tmpdir(), 'arras-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = userInfo().uid === 0;
  let owner: { uid: number; gid: number } | null = null;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    owner = { uid, gid };
    chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) => (asRoot ? (['runuser', ['-u', 'postgres', '--', cmd, ...args]] as const) : ([cmd, args] as const));
  const [initCmd, initArgs] = run(path.join(bin, 'initdb'), ['-D', data, '-U', 'arras', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  execFileSync(initCmd, [...initArgs], { stdio: 'pipe' });
  const port = await freePort();
  const [pgCmd, pgArgs] = run(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${dir}`,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  let child!: ChildProcess;
  let log = '';
  const url = `postgres://arras@127.0.0.1:${port}/postgres`;
  const launch = async () => {
    child = spawn(pgCmd, [...pgArgs], { stdio: ['ignore', 'ignore', 'pipe'] });
    log = '';
    child.stderr!.on('data', (d) => (log += String(d)));
    const until = Date.now() + 30_000;
    for (;;) {
      const c = new pg.Client({ connectionString: url });
      try {
        await c.connect();
        await c.end();
        break;
      } catch {
        await c.end().catch(() => {});
        if (child.exitCode !== null || Date.now() > until) throw new Error(`PostgreSQL did not start:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  // SIGINT to the postmaster: PostgreSQL's fast shutdown (pg_ctl stop -m fast), sessions ended with
  // 57P01. The signal goes to the postmaster itself (its pid is the first line of postmaster.pid):
  // runuser, the child as root, does not pass SIGINT on, and killing it left PostgreSQL running.
  const postmaster = (): number | null => {
    try {
      return Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
    } catch {
      return null;
    }
  };
  const signal = (sig: NodeJS.Signals) => {
    const pid = postmaster();
    try {
      if (pid) process.kill(pid, sig);
      else child.kill(sig);
    } catch {
      // already gone
    }
  };
  const shutdown = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signal('SIGINT');
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => (signal('SIGKILL'), child.kill('SIGKILL'), resolve()), 10_000);
      child.once('exit', () => (clearTimeout(t), resolve()));
    });
  };
  await launch();
  void owner;
  return {
    url,
    async database(name: string) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`CREATE DATABASE "${name.replace(/[^a-z0-9_]/gi, '_')}"`);
      await c.end();
      return `postgres://arras@127.0.0.1:${port}/${name.replace(/[^a-z0-9_]/gi, '_')}`;
    },
    down: shutdown,
    up: launch,
    async stop() {
      await shutdown();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
