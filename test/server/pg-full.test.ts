// A full disk on PostgreSQL (issue 33, item 8): the arras database lives in a tablespace on a 48 MB
// tmpfs, a filler file takes the rest of it, and actions go through the API until a commit cannot
// extend a table (PostgreSQL 53100, disk_full). The WAL and the catalogs stay on the ordinary disk, so
// the database itself lives on: only writes that need a new page fail. Mounting a tmpfs needs root
// (CAP_SYS_ADMIN); where it is not permitted the test is skipped and says why.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { buildApp } from '../../src/server/app.ts';
import { PgStore } from '../../src/server/pg-store.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { type TestServer, api } from './helpers.ts';
import { startPostgres } from './postgres.ts';

/** Why a tmpfs cannot be mounted here (null: it can). */
function mountRefused(): string | null {
  if (userInfo().uid !== 0) return 'mounting a tmpfs needs root';
  const probe = mkdtempSync(path.join(tmpdir(), 'arras-mount-probe-'));
  try {
    const r = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { encoding: 'utf8' });
    if (r.status !== 0) return `mount -t tmpfs is not permitted here: ${(r.stderr || String(r.error)).trim()}`;
    spawnSync('umount', [probe]);
    return null;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

const refused = mountRefused();
if (refused) console.warn(`pg-full.test.ts skipped: ${refused}`);

/** Fill the file system under `file` to the last byte: large writes first, then down to one byte. */
function fill(file: string): void {
  const fd = openSync(file, 'w');
  try {
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      const chunk = Buffer.alloc(size, 1);
      for (;;) {
        try {
          writeSync(fd, chunk);
        } catch (e) {
          if ((e as { code?: string }).code !== 'ENOSPC') throw e;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

describe('33.8: a full disk on PostgreSQL', () => {
  it.skipIf(refused !== null)(
    '33.8: a full disk on PostgreSQL answers 507 storage-full, changes nothing, and the server serves on',
    async () => {
      const pgServer = await startPostgres();
      const disk = mkdtempSync(path.join(tmpdir(), 'arras-pg-disk-'));
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', disk]);
      let server: (TestServer & { store: PgStore }) | null = null;
      let reader: pg.Client | null = null;
      try {
        // The tablespace directory belongs to the user PostgreSQL runs as (postgres.ts: `postgres` under root).
        const space = path.join(disk, 'space');
        mkdirSync(space);
        chownSync(space, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
        const admin = new pg.Client({ connectionString: pgServer.url });
        await admin.connect();
        await admin.query(`CREATE TABLESPACE small LOCATION '${space}'`);
        await admin.query('CREATE DATABASE full_disk TABLESPACE small');
        await admin.end();
        const url = pgServer.url.replace(/\/postgres$/, '/full_disk');
        const store = await PgStore.open(url);
        const { app } = await buildApp({ store, games: { [diceRace.id]: diceRace }, rateLimits: false });
        const base = await app.listen({ port: 0, host: '127.0.0.1' });
        server = {
          url: base,
          wsUrl: base.replace('http', 'ws'),
          dbFile: '',
          store,
          async close() {
            await app.close();
            await store.close();
          },
          restart: () => Promise.reject(new Error('not here')),
        };
        const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'hotseat' })).body;
        const token = m.links[0].token;
        const act = async (s: Snapshot) => {
          const pick = s.legal.find((l) => l.action.type === 'note') ?? s.legal[0];
          return api(server!, 'POST', `/api/play/${token}/action`, { seq: s.seq, action: pick.action, role: pick.role });
        };
        const db = new pg.Client({ connectionString: url });
        reader = db;
        await db.connect();
        const stored = async () => ({
          match: (await db.query('SELECT seq, state_hash FROM matches WHERE id = $1', [m.matchId])).rows,
          journal: (await db.query('SELECT seq, role, action FROM journal WHERE match_id = $1 ORDER BY seq', [m.matchId])).rows,
        });

        // Both bids and a few notes before the disk fills: the journal that must stay as it was is not empty.
        let s = (await api<Snapshot>(server, 'GET', `/api/play/${token}`)).body;
        for (let i = 0; i < 5; i++) {
          const played = await act(s);
          expect(played.status, JSON.stringify(played.body)).toBe(200);
          s = played.body;
        }
        const filler = path.join(disk, 'filler');
        fill(filler);
        let before = await stored();
        expect(before.journal).toHaveLength(5);
        let r = await act(s);
        // Each note adds a journal row and a new version of the match row: pages that still have room
        // take them, until a table or an index must grow by one page.
        let committed = 0;
        for (; committed < 3000 && r.status === 200; committed++) {
          s = r.body;
          before = await stored();
          r = await act(s);
        }
        console.log(`33.8 on PostgreSQL: ${committed} actions committed on the full disk before one found no room`);
        expect(r.status, JSON.stringify(r.body)).toBe(507);
        expect(r.body).toEqual({
          error: { code: 'storage-full', message: expect.stringMatching(/full/), rule: null, texts: { fr: expect.stringMatching(/plein/) } },
        });
        // No driver message: no path, table, tablespace or PostgreSQL wording reaches the client.
        expect(JSON.stringify(r.body)).not.toMatch(/extend|pg_tblspc|journal|matches|space|block|53100|device/i);
        expect(await stored()).toEqual(before);

        // The server serves on: the match reads as it was; with room again, the same action commits.
        const after = await api<Snapshot>(server, 'GET', `/api/play/${token}`);
        expect(after.status).toBe(200);
        expect(after.body.seq).toBe(s.seq);
        rmSync(filler);
        const again = await act(s);
        expect(again.status, JSON.stringify(again.body)).toBe(200);
        expect(again.body.seq).toBe(s.seq + 1);
        expect((await stored()).journal).toHaveLength(before.journal.length + 1);
      } finally {
        await reader?.end();
        await server?.close();
        await pgServer.stop();
        spawnSync('umount', [disk]);
        rmSync(disk, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
