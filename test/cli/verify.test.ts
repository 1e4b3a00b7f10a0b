// arras verify SAVE (issue 33): the dice of a finished server match, checked by either player from
// its save: the revealed seed matches the commitment published at the start, and every die of the
// journal is the one the seed gives.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { Rng } from '../../src/kernel/rng.ts';
import type { SaveFile } from '../../src/kernel/session.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { type TestServer, api, cleanup, startServer } from '../server/helpers.ts';
import { runCli } from './helpers.ts';

let server: TestServer;
let dir: string;
let save: SaveFile;
let created: CreatedMatch;
beforeAll(async () => {
  server = await startServer({ games });
  dir = mkdtempSync(path.join(tmpdir(), 'arras-verify-'));
  // A shared-screen game of the postcard, random legal moves until the end (or resigned after 300).
  created = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'hotseat' })).body;
  const t = created.links[0].token;
  const rng = new Rng(5);
  let s = (await api<Snapshot>(server, 'GET', `/api/play/${t}`)).body;
  for (let i = 0; i < 300 && s.status === 'active'; i++) {
    const pick = s.legal[rng.int(s.legal.length)];
    s = (await api<Snapshot>(server, 'POST', `/api/play/${t}/action`, { seq: s.seq, action: pick.action, role: pick.role })).body;
  }
  if (s.status === 'active') await api(server, 'POST', `/api/play/${t}/resign`, {});
  save = (await api<SaveFile>(server, 'GET', `/api/play/${t}/save`)).body;
}, 120_000);
afterAll(async () => {
  await server.close();
  cleanup(server);
  rmSync(dir, { recursive: true, force: true });
});

const write = (name: string, content: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
};

describe('arras verify', () => {
  it("a finished match's save from the server verifies: exit 0, every roll checked, against the commitment published at the start", async () => {
    expect(save.seed).toMatch(/^[0-9a-f]{32}$/);
    const r = await runCli(['verify', write('good.json', save), '--commitment', created.diceCommitment!]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const rolls = save.journal.filter((e) => e.role === 'chance').length;
    expect(rolls).toBeGreaterThan(0);
    expect(r.out).toContain(`Verified: ${games['arras-postcard'].title} (arras-postcard)`);
    expect(r.out).toMatch(new RegExp(`each of the ${rolls} rolls`));
    const fr = await runCli(['verify', write('good.json', save), '--lang', 'fr']);
    expect(fr.code).toBe(0);
    expect(fr.out).toMatch(/^Vérifié : /);
  });

  it('a die changed in the journal: exit 1, naming the step and both dice', async () => {
    const forged = structuredClone(save);
    const i = forged.journal.findIndex((e) => e.role === 'chance');
    const dice = forged.journal[i].action.dice as number[];
    dice[0] = dice[0] === 6 ? 1 : dice[0] + 1;
    const r = await runCli(['verify', write('forged.json', forged)]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^NOT verified/);
    expect(r.out).toMatch(new RegExp(`step ${i} \\(.*\\): the journal has .*the seed gives`));
  });

  it('a commitment other than the one published, or a save without a revealed seed: exit 1', async () => {
    const other = await runCli(['verify', write('good2.json', save), '--commitment', 'ab'.repeat(32)]);
    expect(other.code).toBe(1);
    expect(other.out).toMatch(/not the one published at the start/);
    const { seed: _seed, commitment: _c, ...bare } = save;
    const none = await runCli(['verify', write('bare.json', bare)]);
    expect(none.code).toBe(1);
    expect(none.out).toMatch(/no revealed seed/);
  });
});
