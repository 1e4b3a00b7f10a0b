// Data versions (issue 28): a game whose reconstructed data changed (Cambrai 1917's map, version 2)
// never replays an older journal into a different game. Saves and stored matches carry the version
// they were played on (absent = 1); one of another version is refused with a message naming it.
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/kernel/game.ts';
import { Session, checkSaveFile, seededDice } from '../../src/kernel/session.ts';
import { getGame } from '../../src/games/index.ts';
import { refusalIn } from '../../src/i18n/index.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { api, cleanup, startServer, waitForTurn } from './helpers.ts';

const cambrai = getGame('cambrai-1917');

/** A Cambrai session `n` player actions in (the first legal action each time; dice from the seed). */
function played(n: number): Session {
  const s = new Session(cambrai, {}, seededDice(3));
  for (let i = 0; i < n; i++) {
    s.settle();
    const role = s.toAct()[0];
    s.act(role, cambrai.legalActions(s.state, role)[0]);
  }
  return s;
}

describe('data versions of saves and stored matches', () => {
  it('a Cambrai save records the data version it was played on, and loads again on the same data', () => {
    expect(cambrai.dataVersion).toBe(2);
    const s = played(5);
    const file = s.save();
    expect(file.dataVersion).toBe(2);
    expect(Session.load(cambrai, file).hash()).toBe(s.hash());
  });

  it('a Cambrai save of the earlier map (no data version = 1) is refused naming data version 1, in English and French', () => {
    const s = played(3);
    const { dataVersion: _, ...old } = s.save();
    let refused: RuleError | null = null;
    try {
      Session.load(cambrai, old);
    } catch (e) {
      refused = e as RuleError;
    }
    expect(refused).toMatchObject({
      name: 'RuleError',
      message: expect.stringMatching(/earlier map \(data version 1; this build has data version 2\); it cannot be continued/),
    });
    // The kernel holds no language: the shell words its reason in French (src/i18n refuse.data.*).
    expect(refusalIn(refused!, 'fr')).toMatch(/antérieure de la carte \(données en version 1/);
    expect(() => Session.load(cambrai, { ...old, dataVersion: 3 })).toThrow(/later map \(data version 3/);
  });

  it('games without a data version keep their save format byte for byte (no dataVersion field), and a bad one is malformed', () => {
    const s = new Session(diceRace, {}, seededDice(1));
    const file = s.save();
    expect('dataVersion' in file).toBe(false);
    expect(JSON.stringify(Session.load(diceRace, file).save())).toBe(JSON.stringify(file));
    expect(() => checkSaveFile({ ...file, dataVersion: 0 })).toThrow(/dataVersion/);
    expect(() => Session.load(diceRace, { ...file, dataVersion: 2 })).toThrow(RuleError);
  });

  it('the server shows a stored match of an older data version as "played on an earlier map (data version 1)" instead of replaying it', async () => {
    const server = await startServer();
    server.nextSeeds!(7);
    const r = await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'computer' });
    const t = r.body.links[0].token;
    const s = await waitForTurn(server, t);
    await api<Snapshot>(server, 'POST', `/api/play/${t}/action`, { seq: s.seq, action: s.legal.find((l) => l.action.type !== 'stop')!.action });
    await server.close();
    // The same database, the game's data now at version 2.
    const newer = await startServer({ dbFile: server.dbFile, games: { [diceRace.id]: { ...diceRace, dataVersion: 2 } } });
    const got = await api(newer, 'GET', `/api/play/${t}`);
    expect(got.status).toBe(409);
    expect(JSON.stringify(got.body)).toMatch(/earlier map \(data version 1; this build has data version 2\); it cannot be continued/);
    expect((got.body as { error: { texts: { fr: string } } }).error.texts.fr).toMatch(/une version antérieure de la carte \(données en version 1/);
    // A match created on version 2 records it and resumes after a restart.
    newer.nextSeeds!(8);
    const r2 = await api<CreatedMatch>(newer, 'POST', '/api/matches', { game: 'dice-race', seat: 'a', opponent: 'computer' });
    const t2 = r2.body.links[0].token;
    const s2 = await waitForTurn(newer, t2);
    const again = await newer.restart();
    expect((await api<Snapshot>(again, 'GET', `/api/play/${t2}`)).body.seq).toBe(s2.seq);
    await again.close();
    cleanup(again);
  });
});
