// Fair play (issue 33, items 1-2) against a real server on loopback (SQLite): no seat theft through
// the lobby, no dice chosen or foreseen by a player, and dice anyone can verify afterwards.
// The same on PostgreSQL with two instances: store-contract.test.ts and multi-instance.test.ts.
import { decide } from '../../src/players/player.ts';
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomPlayer } from '../../src/players/index.ts';
import { verifyDice } from '../../src/kernel/dice-proof.ts';
import { Rng } from '../../src/kernel/rng.ts';
import type { SaveFile } from '../../src/kernel/session.ts';
import { SqliteStore } from '../../src/server/sqlite-store.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { Watcher, api, suiteServer, waitForTurn } from './helpers.ts';

const server = suiteServer();

async function create(body: Record<string, unknown>): Promise<CreatedMatch> {
  const r = await api<CreatedMatch>(server(), 'POST', '/api/matches', { game: 'dice-race', seat: 'a', ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}
const snap = async (token: string) => (await api<Snapshot>(server(), 'GET', `/api/play/${token}`)).body;

/** A hotseat game of the fixture played with rolls (dice fall) until `steps` actions or its end. */
async function playHotseat(token: string, steps = 40): Promise<Snapshot> {
  let s = await snap(token);
  for (let i = 0; i < steps && s.status === 'active'; i++) {
    const pick = s.legal.find((l) => l.action.type === 'roll') ?? s.legal[0];
    const r = await api<Snapshot>(server(), 'POST', `/api/play/${token}/action`, { seq: s.seq, action: pick.action, role: pick.role });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    s = r.body;
  }
  return s;
}
const resign = (token: string) => api<Snapshot>(server(), 'POST', `/api/play/${token}/resign`, {});

describe('issue 33: dice nobody chooses', () => {
  it('POST /api/matches refuses a seed (and any dice field): seed is chosen by the server', async () => {
    for (const field of ['seed', 'rng', 'diceSeed', 'dice']) {
      const r = await api(server(), 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'invite', [field]: 424242 });
      expect(r.status, field).toBe(400);
      expect(r.body.error, field).toMatchObject({ code: 'malformed', message: expect.stringMatching(/seed is chosen by the server/) });
    }
  });

  it('each match has its own 128-bit seed from a cryptographic source: commitments all differ, revealed seeds are 32 hex digits', async () => {
    const seeds = new Set<string>();
    const commitments = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const m = await create({ opponent: 'hotseat' });
      expect(m.diceCommitment).toMatch(/^[0-9a-f]{64}$/);
      commitments.add(m.diceCommitment!);
      await resign(m.links[0].token);
      const s = await snap(m.links[0].token);
      expect(s.diceSeed).toMatch(/^[0-9a-f]{32}$/);
      seeds.add(s.diceSeed!);
    }
    expect(seeds.size).toBe(6);
    expect(commitments.size).toBe(6);
  });

  it('the commitment is published from the start; the seed reaches no client before the end (snapshot, WebSocket, log, summary, replay, save), then comes with the result', async () => {
    const seed = '0123456789abcdef0123456789abcdef';
    server().nextSeeds!(seed);
    const m = await create({ opponent: 'invite' });
    const commitment = createHash('sha256').update(`arras-dice-commitment:v1:${seed}`).digest('hex');
    expect(m.diceCommitment).toBe(commitment);
    const [mine, theirs] = m.links.map((l) => l.token);
    const watcher = await Watcher.open(server(), m.observer.token);
    await watcher.until((s) => s.seq === 0);
    // Both bid; dice fall as the game goes.
    await api(server(), 'POST', `/api/play/${mine}/action`, { seq: 0, action: { type: 'bid', amount: 1 } });
    await api(server(), 'POST', `/api/play/${theirs}/action`, { seq: 1, action: { type: 'bid', amount: 2 } });
    // One roll each (a die falls each time; a score of 10 would end the game).
    for (const t of [mine, theirs, mine, theirs]) {
      const s = await snap(t);
      const roll = s.legal.find((l) => l.action.type === 'roll');
      if (roll) await api(server(), 'POST', `/api/play/${t}/action`, { seq: s.seq, action: roll.action });
    }
    const during = await snap(mine);
    expect(during.status).toBe('active');
    expect(during.log.filter((e) => e.rule === 'R2').length).toBeGreaterThanOrEqual(2);
    const seen: string[] = [...watcher.raw];
    for (const t of [mine, theirs, m.observer.token]) {
      const one = await api(server(), 'GET', `/api/play/${t}`);
      expect(one.body.diceCommitment).toBe(commitment);
      expect(one.body.diceSeed).toBeNull();
      seen.push(JSON.stringify(one.body));
      for (const p of ['log', 'summary', 'replay?step=0&role=a', 'save']) seen.push(JSON.stringify((await api(server(), 'GET', `/api/play/${t}/${p}`)).body));
    }
    expect((await api(server(), 'GET', `/api/play/${mine}/save`)).status).toBe(409);
    // Neither the seed nor the generator's state (which foretells the dice as well) reaches a client.
    const stored = new SqliteStore(server().dbFile);
    const rngState = (await stored.loadMatch(m.matchId))!.record.rng;
    stored.close();
    for (const text of seen) {
      expect(text).not.toContain(seed);
      expect(text).not.toContain(JSON.stringify(rngState));
    }
    // Over (here by resignation): the seed comes with the result, to every link.
    await resign(mine);
    await watcher.until((x) => x.status === 'over');
    expect(watcher.last!.diceSeed).toBe(seed);
    for (const t of [mine, theirs, m.observer.token]) expect((await snap(t)).diceSeed).toBe(seed);
    watcher.close();
  });

  it('the save of a finished match carries the seed and the commitment, and every die checks out (verifyDice); a changed die, seed or commitment does not', async () => {
    const m = await create({ opponent: 'hotseat' });
    const t = m.links[0].token;
    await playHotseat(t);
    if ((await snap(t)).status === 'active') await resign(t);
    const r = await api<SaveFile>(server(), 'GET', `/api/play/${t}/save`);
    expect(r.status).toBe(200);
    const save = r.body;
    expect(save.commitment).toBe(m.diceCommitment);
    const verdict = verifyDice(diceRace, save, m.diceCommitment!);
    expect(verdict.problems).toEqual([]);
    expect(verdict.ok).toBe(true);
    expect(verdict.rolls).toBeGreaterThan(0);
    // A die changed in the journal.
    const i = save.journal.findIndex((e) => e.role === 'chance');
    const forged = structuredClone(save);
    const die = (forged.journal[i].action.dice as number[])[0];
    forged.journal[i].action.dice = [die === 6 ? 5 : die + 1];
    const bad = verifyDice(diceRace, forged);
    expect(bad.ok).toBe(false);
    expect(bad.problems.join('\n')).toMatch(new RegExp(`step ${i} \\(roll\\): the journal has`));
    // Another seed (with its own matching commitment) than the one published at the start.
    const other = {
      ...save,
      seed: 'f'.repeat(32),
      commitment: createHash('sha256')
        .update(`arras-dice-commitment:v1:${'f'.repeat(32)}`)
        .digest('hex'),
    };
    expect(verifyDice(diceRace, other, m.diceCommitment!).problems.join('\n')).toMatch(/not the one published at the start/);
    expect(verifyDice(diceRace, { ...save, commitment: 'a'.repeat(64) }).problems.join('\n')).toMatch(/does not match the commitment/);
  });

  it("the computer's choices are keyed by a private secret: they cannot be computed from the public match id, step and role", async () => {
    // What a player could compute before the fix (FNV-1a of "matchId:step:role"), and the random player's bid from it.
    const publicSeed = (matchId: string, seq: number, role: string) => {
      let h = 0x811c9dc5;
      for (const ch of `${matchId}:${seq}:${role}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
      return h & 0x7fffffff;
    };
    const state = diceRace.setup({});
    const legal = diceRace.legalActions(state, 'b');
    let foretold = 0;
    const n = 12;
    for (let i = 0; i < n; i++) {
      const m = await create({ opponent: 'computer', level: 'easy' });
      const t = m.links[0].token;
      // The computer (b) bids at once, at step 0.
      const s = await waitForTurn(server(), t);
      const r = await api<Snapshot>(server(), 'POST', `/api/play/${t}/action`, { seq: s.seq, action: { type: 'bid', amount: 0 } });
      expect(r.status).toBe(200);
      const revealed = (await waitForTurn(server(), t)).log.map((e) => e.text).find((x) => x.startsWith('bids revealed'))!;
      const bid = Number(/b (\d)/.exec(revealed)![1]);
      const guess = decide(randomPlayer, diceRace, state, 'b', legal, new Rng(publicSeed(m.matchId, 0, 'b')));
      if (guess.amount === bid) foretold++;
    }
    // Four bids: a guess is right one time in four by chance; all twelve right is the old formula.
    expect(foretold).toBeLessThan(n);
  });
});

describe('issue 33: no seat theft through the lobby', () => {
  it('a listed seat has no link until it is taken: the creator gets none, the taker gets a new one, and no one else can take it', async () => {
    const m = await create({ opponent: 'invite', lobby: true });
    expect(m.links.map((l) => l.seat)).toEqual(['a']);
    expect(m.listed).toEqual(['b']);
    const taken = await api<{ token: string; seat: string }>(server(), 'POST', `/api/lobby/${m.matchId}/b`, {});
    expect(taken.status).toBe(200);
    expect(m.links.map((l) => l.token)).not.toContain(taken.body.token);
    expect((await snap(taken.body.token)).myRoles).toEqual(['b']);
    const again = await api(server(), 'POST', `/api/lobby/${m.matchId}/b`, {});
    expect(again.status).toBe(410);
    expect(again.body.error).toMatchObject({ code: 'taken', message: expect.stringMatching(/already been taken/) });
    expect((await api(server(), 'POST', `/api/lobby/${m.matchId}/zz`, {})).status).toBe(404);
  });

  it('of 12 concurrent takes of one listed seat exactly one gets a link; the 11 others get 410 taken', async () => {
    const m = await create({ opponent: 'invite', lobby: true });
    const takes = await Promise.all(Array.from({ length: 12 }, () => api<{ token: string }>(server(), 'POST', `/api/lobby/${m.matchId}/b`, {})));
    expect(takes.filter((t) => t.status === 200)).toHaveLength(1);
    expect(takes.filter((t) => t.status === 410)).toHaveLength(11);
  });

  it('the database holds no working link of a listed seat, before or after it is taken (only hashes, in tokens)', async () => {
    const m = await create({ opponent: 'invite', lobby: true });
    const dump = () => {
      const db = new Database(server().dbFile, { readonly: true });
      const text = ['lobby', 'tokens', 'matches'].map((t) => JSON.stringify(db.prepare(`SELECT * FROM ${t}`).all())).join('\n');
      const columns = (db.prepare(`SELECT name FROM pragma_table_info('lobby')`).all() as { name: string }[]).map((c) => c.name);
      db.close();
      return { text, columns };
    };
    const before = dump();
    expect(before.columns).not.toContain('token');
    for (const l of m.links) expect(before.text).not.toContain(l.token);
    const taken = await api<{ token: string }>(server(), 'POST', `/api/lobby/${m.matchId}/b`, {});
    const after = dump();
    expect(after.text).not.toContain(taken.body.token);
    expect(after.text).toContain(createHash('sha256').update(taken.body.token).digest('hex'));
  });

  it('migration: a database made before issue 33 loses its lobby links (listings dropped, wiped from the file) and its matches gain a null seed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arras-legacy-'));
    const file = `${dir}/legacy.sqlite`;
    const legacy = new Database(file);
    legacy.pragma('journal_mode = WAL');
    legacy.exec(`CREATE TABLE matches (id TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL, players TEXT NOT NULL, seq INTEGER NOT NULL,
        rng TEXT NOT NULL, state TEXT NOT NULL, state_hash TEXT NOT NULL, status TEXT NOT NULL, result TEXT, resigned TEXT, rematch_of TEXT,
        rematch TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
      CREATE TABLE lobby (match_id TEXT NOT NULL, seat TEXT NOT NULL, host TEXT NOT NULL, token TEXT NOT NULL, created_at INTEGER NOT NULL,
        PRIMARY KEY (match_id, seat)) WITHOUT ROWID;`);
    const state = diceRace.setup({});
    legacy
      .prepare(
        `INSERT INTO matches VALUES ('old', 'dice-race', '{}', '{"a":{"kind":"human"},"b":{"kind":"human"}}', 0, '[1,2,3,4]', ?, 'x', 'active', NULL, NULL, NULL, NULL, 1, 1)`,
      )
      .run(JSON.stringify(state));
    const raw = 'LEGACYTOKENxxxxxxxxxxxxxxxxxxxxxxxx';
    legacy.prepare(`INSERT INTO lobby VALUES ('old', 'b', 'a', ?, 1)`).run(raw);
    legacy.close();
    const store = new SqliteStore(file);
    expect((await store.loadMatch('old'))!.record.seed).toBeNull();
    expect(await store.listLobby()).toEqual([]);
    store.close();
    const db = new Database(file, { readonly: true });
    expect((db.prepare(`SELECT name FROM pragma_table_info('lobby')`).all() as { name: string }[]).map((c) => c.name)).not.toContain('token');
    db.close();
    for (const f of [file, `${file}-wal`]) {
      let bytes = '';
      try {
        bytes = readFileSync(f).toString('latin1');
      } catch {
        continue;
      }
      expect(bytes.includes(raw), f).toBe(false);
    }
    rmSync(dir, { recursive: true, force: true });
  });
});
