// kill -9 under load (issue 18): matches are played through an instance that is killed with SIGKILL
// and started again five times; every action it acknowledged (answered 200) is in the stored
// journal afterwards, at its step, on SQLite and on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { stableStringify } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { type Instance, callInstance, startInstance } from './instances.ts';
import { type TestPostgres, startPostgres } from './postgres.ts';

const KILLS = 5;
const LANES = 6;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

interface Ack {
  matchId: string;
  step: number;
  entry: string;
}

/** A request; null while the instance is down (killed): try again. */
const call = callInstance;

/** Play under load while the instance is killed and restarted KILLS times; return the acknowledged actions. */
async function playThroughKills(env: Record<string, string>): Promise<{ acks: Ack[]; kills: number; restartMs: number[] }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let inst: Instance = await startInstance({ ...env, PORT: String(port) });
  const matches: { id: string; token: string }[] = [];
  const games = ['arras-postcard', 'ca-arras-1940', 'ca-arras-battles'];
  for (let i = 0; i < LANES; i++) {
    const r = await call(base, 'POST', '/api/matches', { game: games[i % games.length], seat: 'allied', opponent: 'hotseat' });
    expect(r?.status).toBe(201);
    const m = r!.body as CreatedMatch;
    matches.push({ id: m.matchId, token: m.links[0].token });
  }
  const acks: Ack[] = [];
  let running = true;
  const lane = async (m: { id: string; token: string }, rng: Rng) => {
    while (running) {
      const s = await call(base, 'GET', `/api/play/${m.token}`);
      if (s?.status !== 200) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      const snap = s.body as Snapshot;
      if (snap.status !== 'active' || snap.legal.length === 0) return;
      const pick = snap.legal[rng.int(snap.legal.length)];
      const r = await call(base, 'POST', `/api/play/${m.token}/action`, { seq: snap.seq, action: pick.action, role: pick.role });
      if (r?.status === 200) acks.push({ matchId: m.id, step: snap.seq, entry: stableStringify({ role: pick.role, action: pick.action }) });
    }
  };
  const lanes = matches.map((m, i) => lane(m, new Rng(100 + i)));
  const restartMs: number[] = [];
  for (let k = 0; k < KILLS; k++) {
    const ackedBefore = acks.length;
    const until = Date.now() + 20_000;
    // Let some actions through between kills.
    while (acks.length < ackedBefore + 12 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    await inst.kill9();
    const t0 = Date.now();
    inst = await startInstance({ ...env, PORT: String(port) });
    restartMs.push(Date.now() - t0);
  }
  const ackedBefore = acks.length;
  while (acks.length < ackedBefore + 10) await new Promise((r) => setTimeout(r, 50));
  running = false;
  await Promise.all(lanes);
  await inst.close();
  return { acks, kills: KILLS, restartMs };
}

function checkAcks(acks: Ack[], journal: (matchId: string) => Map<number, string>) {
  expect(acks.length).toBeGreaterThan(KILLS * 12);
  const cache = new Map<string, Map<number, string>>();
  let missing = 0;
  for (const a of acks) {
    let j = cache.get(a.matchId);
    if (!j) cache.set(a.matchId, (j = journal(a.matchId)));
    if (j.get(a.step) !== a.entry) missing++;
  }
  expect(missing).toBe(0);
}

describe('kill -9 under load: every acknowledged action is still there after restart', () => {
  let pgServer: TestPostgres | null = null;
  const dirs: string[] = [];
  afterAll(async () => {
    await pgServer?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }, 60_000);

  it(`SQLite: ${KILLS} kills`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arras-kill-'));
    dirs.push(dir);
    const file = path.join(dir, 'kill.sqlite');
    const { acks, restartMs } = await playThroughKills({ DATABASE: file });
    const db = new Database(file, { readonly: true });
    checkAcks(acks, (id) => {
      const rows = db.prepare('SELECT seq, role, action FROM journal WHERE match_id = ?').all(id) as { seq: number; role: string; action: string }[];
      return new Map(rows.map((r) => [r.seq, stableStringify({ role: r.role, action: JSON.parse(r.action) })]));
    });
    db.close();
    console.log(`SQLite: ${acks.length} acknowledged actions over ${KILLS} kills, restarts ${restartMs.join(', ')} ms`);
  }, 240_000);

  it(`PostgreSQL: ${KILLS} kills`, async () => {
    pgServer = await startPostgres();
    const url = await pgServer.database('killloop');
    const { acks, restartMs } = await playThroughKills({ DATABASE_URL: url });
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query<{ match_id: string; seq: number; role: string; action: string }>('SELECT match_id, seq, role, action FROM journal');
    await c.end();
    const byMatch = new Map<string, Map<number, string>>();
    for (const r of rows) {
      if (!byMatch.has(r.match_id)) byMatch.set(r.match_id, new Map());
      byMatch.get(r.match_id)!.set(r.seq, stableStringify({ role: r.role, action: JSON.parse(r.action) }));
    }
    checkAcks(acks, (id) => byMatch.get(id) ?? new Map());
    console.log(`PostgreSQL: ${acks.length} acknowledged actions over ${KILLS} kills, restarts ${restartMs.join(', ')} ms`);
  }, 240_000);
});
