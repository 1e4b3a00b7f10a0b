// Hidden information stays hidden when a game hides the very taking of an action
// (GameDefinition.secret): the other links get no frame for it and a step count that does not count
// it; the computer's choices do not depend on it either. (Secret contents: leak.test.ts, test/leaks.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDefinition } from '../../src/kernel/game.ts';
import { Session, seededDice } from '../../src/kernel/session.ts';
import { getGame } from '../../src/games/index.ts';
import type { CreatedMatch, Snapshot } from '../../src/protocol/types.ts';
import { runAutomatic } from '../../src/server/computer-seats.ts';
import type { ComputerRunner } from '../../src/server/computer.ts';
import type { Live } from '../../src/server/live.ts';
import { type DiceRaceState, diceRace } from '../kernel/fixture-game.ts';
import { findPoint } from '../leaks/harness.ts';
import { POINTS } from '../leaks/points.ts';
import { type TestServer, Watcher, api, cleanup, startServer } from './helpers.ts';

/** A message with what differs between two matches by construction (ids and links) left out. */
function neutralMessage(raw: string) {
  const msg = JSON.parse(raw);
  const { matchId: _m, rematchLink: _r, ...snapshot } = msg.snapshot;
  return { ...msg, snapshot };
}
function neutral(s: Snapshot): unknown {
  const { matchId: _m, rematchLink: _r, ...rest } = s;
  return rest;
}

describe("a role's secret actions (GameDefinition.secret) are not seen happening", () => {
  // dice-race where `note` is taken out of sight (no view shows the notes).
  const secretNotes: GameDefinition<DiceRaceState> = {
    ...diceRace,
    id: 'dice-race-notes',
    view: (s, role) => ({ ...(diceRace.view(s, role) as object), notes: null }),
    secret: (_s, _r, a) => a.type === 'note',
  };
  let notes: TestServer;
  beforeAll(async () => {
    notes = await startServer({ games: { [secretNotes.id]: secretNotes } });
  });
  afterAll(async () => {
    await notes.close();
    cleanup(notes);
  });

  it('the other link gets no frame, the same step count and the same replay during play whatever the number of secret actions; the actor sends its own count', async () => {
    const seen = [];
    for (const count of [0, 2]) {
      notes.nextSeeds!('7'); // the same dice (and commitment) for both matches
      const m = (await api<CreatedMatch>(notes, 'POST', '/api/matches', { game: secretNotes.id, seat: 'a', opponent: 'invite' })).body;
      const token = (seat: string) => m.links.find((l) => l.seat === seat)!.token;
      await api(notes, 'POST', `/api/play/${token('a')}/action`, { seq: 0, action: { type: 'bid', amount: 1 } });
      await api(notes, 'POST', `/api/play/${token('b')}/action`, { seq: 1, action: { type: 'bid', amount: 2 } });
      const first = (await api<Snapshot>(notes, 'GET', `/api/play/${token('a')}`)).body.toAct[0];
      const other = first === 'a' ? 'b' : 'a';
      const w = await Watcher.open(notes, token(other));
      await w.until((s) => s.seq === 2);
      for (let i = 0; i < count; i++) {
        const r = await api(notes, 'POST', `/api/play/${token(first)}/action`, { seq: 2 + i, action: { type: 'note' } });
        expect(r.status).toBe(200);
      }
      await api(notes, 'POST', `/api/play/${token(first)}/action`, { seq: 2 + count, action: { type: 'stop' } });
      const last = await w.until((s) => s.toAct[0] !== first);
      // Its replay during play (issue 29.6): the same steps and frames, and the other side's view refused.
      const replay = [];
      for (let step = 0; step <= last.seq + 1; step++)
        replay.push((await api(notes, 'GET', `/api/play/${token(other)}/replay?step=${step}&role=${other}`)).body);
      const theirs = await api(notes, 'GET', `/api/play/${token(other)}/replay?step=1&role=${first}`);
      expect(theirs.status).toBe(403);
      expect(theirs.body.error.code).toBe('not-yours');
      seen.push({
        frames: w.raw.map(neutralMessage),
        seq: last.seq,
        snapshot: neutral((await api<Snapshot>(notes, 'GET', `/api/play/${token(other)}`)).body),
        replay,
      });
      w.close();
      // Once the game is over every step is counted (the replay opens them all).
      await api(notes, 'POST', `/api/play/${token(first)}/resign`, {});
      expect((await api<Snapshot>(notes, 'GET', `/api/play/${token(other)}`)).body.seq).toBe(3 + count);
    }
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0].seq).toBe(3);
  });
});

describe("the computer's choices do not depend on the other side's secret actions", () => {
  it('8.1.6 note: a computer German decides the same whatever the number of units added to the Allied mission', () => {
    const point = POINTS.find((p) => p.name === 'cruellest-month 8.1.5 mission composition')!;
    const found = findPoint(point, 4)!;
    const runner = { inWorker: () => false } as unknown as ComputerRunner;
    for (const id of ['m1', 'm2', 'm3', 'm4', 'm5', 'm6']) {
      const chosen = found.variants.map((secret) => {
        const session = new Session(getGame('cruellest-month'), point.config, seededDice(4));
        session.settle();
        for (const e of found.prefix) {
          session.act(e.role, e.action);
          session.settle();
        }
        for (const a of [...secret, { type: 'launch' }]) session.act('allied', a);
        const from = session.seq;
        const live = {
          game: session.game,
          session,
          players: new Map(),
          secret: `decisions of ${id}`,
          record: { id, resigned: null, players: { allied: { kind: 'human' }, german: { kind: 'computer', level: 'easy' } } },
        } as unknown as Live;
        runAutomatic(live, runner, true);
        return session.journal.slice(from).filter((e) => e.role === 'german');
      });
      expect(chosen[0].length).toBeGreaterThan(0);
      expect(chosen[1]).toEqual(chosen[0]);
    }
  });
});
