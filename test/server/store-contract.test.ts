// The MatchStore contract, the same cases on both backends (SQLite in a temporary file and a real
// PostgreSQL started by the suite): a commit applies only at the step it was made from, a refused
// commit changes nothing, undo removes steps, and of two commits of the same step exactly one lands.
// PostgreSQL's forward commits are one statement (pg-store.ts `commitForward`); undo keeps its
// transaction; these cases hold both routes to the same contract as SQLite's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { MIGRATIONS, PgStore } from '../../src/server/pg-store.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import { ConflictError, type MatchChange, type MatchRecord, type MatchStore } from '../../src/server/storage.ts';
import { type TestPostgres, startPostgres } from './postgres.ts';

let pgServer: TestPostgres;
let pgUrl: string;
let dir: string;
const opened: MatchStore[] = [];

beforeAll(async () => {
  pgServer = await startPostgres();
  pgUrl = await pgServer.database('contract');
  dir = mkdtempSync(path.join(tmpdir(), 'arras-store-'));
}, 120_000);
afterAll(async () => {
  for (const s of opened) await s.close();
  await pgServer?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

let n = 0;
function record(id: string): MatchRecord {
  const now = Date.now();
  return {
    id,
    game: 'arras-postcard',
    config: {},
    players: { allied: { kind: 'human' }, german: { kind: 'human' } },
    seq: 0,
    rng: [1, 2, 3, 4],
    seed: null,
    status: 'active',
    result: null,
    resigned: null,
    rematchOf: null,
    rematch: null,
    createdAt: now,
    updatedAt: now,
  };
}
const step = (k: number) => ({ role: 'allied', action: { type: 'test', k } });
function change(fromSeq: number, append: number[], undo = 0): MatchChange {
  return {
    fromSeq,
    undo,
    append: append.map(step),
    state: { at: fromSeq - undo + append.length },
    stateHash: `h${fromSeq}`,
    rng: [fromSeq, 0, 0, 1],
    status: 'active',
    result: null,
  };
}

/** A store on database `db` (SQLite: a file of that name; PostgreSQL: the one test database). */
const backends: [string, (db: string) => Promise<MatchStore>][] = [
  ['SQLite', async (db) => new SqliteStore(path.join(dir, `${db}.sqlite`))],
  ['PostgreSQL', async () => PgStore.open(pgUrl)],
];

describe.each(backends)('%s store', (name, open) => {
  const newMatch = async () => {
    const id = `${name}-${++n}`;
    const store = await open(id);
    opened.push(store);
    await store.createMatch(record(id), { at: 0 }, 'h0', []);
    return { store, id };
  };

  it('a commit from the stored step appends its steps, in order, with the new step count', async () => {
    const { store, id } = await newMatch();
    await store.commit(id, change(0, [1]));
    await store.commit(id, change(1, [2, 3]));
    const m = (await store.loadMatch(id))!;
    expect(m.record.seq).toBe(3);
    expect(m.journal.map((e) => e.action.k)).toEqual([1, 2, 3]);
    expect(m.record.rng).toEqual([1, 0, 0, 1]);
  });

  it('a commit from a stale step is refused (ConflictError) and changes nothing', async () => {
    const { store, id } = await newMatch();
    await store.commit(id, change(0, [1, 2]));
    await expect(store.commit(id, change(1, [9]))).rejects.toBeInstanceOf(ConflictError);
    await expect(store.commit(id, change(5, [9]))).rejects.toThrow(/at step 2, not 5/);
    await expect(store.commit(`${id}-missing`, change(0, [9]))).rejects.toBeInstanceOf(ConflictError);
    const m = (await store.loadMatch(id))!;
    expect(m.record.seq).toBe(2);
    expect(m.journal.map((e) => e.action.k)).toEqual([1, 2]);
    expect(m.stateHash).toBe('h0');
  });

  it('undo removes the last steps before appending the new ones', async () => {
    const { store, id } = await newMatch();
    await store.commit(id, change(0, [1, 2, 3]));
    await store.commit(id, change(3, [7], 2));
    const m = (await store.loadMatch(id))!;
    expect(m.record.seq).toBe(2);
    expect(m.journal.map((e) => e.action.k)).toEqual([1, 7]);
  });

  it('of two commits of the same step at once, exactly one lands', async () => {
    const { store, id } = await newMatch();
    const other = await open(id);
    opened.push(other);
    await store.commit(id, change(0, [1]));
    const results = await Promise.allSettled([store.commit(id, change(1, [2])), other.commit(id, change(1, [3]))]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ConflictError);
    const m = (await store.loadMatch(id))!;
    expect(m.record.seq).toBe(2);
    expect(m.journal).toHaveLength(2);
  });

  it('issue 33: a match keeps its dice seed (secret until the end) as stored', async () => {
    const id = `${name}-${++n}`;
    const store = await open(id);
    opened.push(store);
    await store.createMatch({ ...record(id), seed: '00ff'.repeat(8) }, { at: 0 }, 'h0', []);
    expect((await store.loadMatch(id))!.record.seed).toBe('00ff'.repeat(8));
  });

  it('issue 33: a listed seat is taken once: of 16 concurrent takes through two stores on one database, exactly one stores its link; the lobby holds no link', async () => {
    const id = `${name}-${++n}`;
    const store = await open(id);
    const other = await open(id);
    opened.push(store, other);
    await store.createMatch(record(id), { at: 0 }, 'h0', [], [{ matchId: id, seat: 'german', host: 'allied', createdAt: 1 }]);
    expect((await store.listLobby!()).filter((l) => l.matchId === id)).toEqual([
      { matchId: id, seat: 'german', host: 'allied', createdAt: 1, game: 'arras-postcard' },
    ]);
    const takes = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? other : store).takeLobby!(id, 'german', { hash: `hash-${id}-${i}`, matchId: id, kind: 'seat', seats: ['german'] }),
      ),
    );
    expect(takes.filter((t) => t === 'ok')).toHaveLength(1);
    expect(takes.filter((t) => t === 'taken')).toHaveLength(15);
    const winner = takes.indexOf('ok');
    for (let i = 0; i < 16; i++)
      expect(await store.findToken(`hash-${id}-${i}`), `take ${i}`).toEqual(
        i === winner ? { hash: `hash-${id}-${winner}`, matchId: id, kind: 'seat', seats: ['german'] } : null,
      );
    expect((await store.listLobby!()).some((l) => l.matchId === id)).toBe(false);
    expect(await store.takeLobby!(id, 'allied', { hash: `hash-${id}-x`, matchId: id, kind: 'seat', seats: ['allied'] })).toBe('unknown');
  });
});

describe('issue 33: PostgreSQL migration of a database made before it', () => {
  it('the lobby loses its links in clear (listings dropped, the old table gone) and matches gain a null seed', async () => {
    const url = await pgServer.database('legacy');
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    // The first three migrations, as an older version applied them, and a listing holding its link.
    await c.query('CREATE TABLE arras_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)');
    for (let v = 1; v <= 3; v++) {
      await c.query(MIGRATIONS[v - 1]);
      await c.query('INSERT INTO arras_migrations VALUES ($1, 0)', [v]);
    }
    const m = record('old');
    await c.query(
      `INSERT INTO matches (id, game, config, players, seq, rng, state, state_hash, status, created_at, updated_at) VALUES ('old', $1, '{}', $2, 0, '[1,2,3,4]', '{}', 'h', 'active', 1, 1)`,
      [m.game, JSON.stringify(m.players)],
    );
    await c.query(`INSERT INTO lobby (match_id, seat, host, token, created_at) VALUES ('old', 'german', 'allied', 'LEGACYTOKEN', 1)`);
    const store = await PgStore.open(url);
    opened.push(store);
    expect((await store.loadMatch('old'))!.record.seed).toBeNull();
    expect(await store.listLobby()).toEqual([]);
    const columns = await c.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'lobby'`);
    expect(columns.rows.map((r) => r.column_name)).not.toContain('token');
    expect((await c.query('SELECT count(*)::int AS n FROM lobby')).rows[0].n).toBe(0);
    await c.end();
  });
});
