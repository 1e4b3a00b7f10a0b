import { describe, expect, it } from 'vitest';
import { CHANCE, RuleError, actionKey, applyAction } from '../../src/kernel/game.ts';
import { hashState } from '../../src/kernel/hash.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { Session, manualDice, scriptedDice, seededDice } from '../../src/kernel/session.ts';
import { diceRace } from './fixture-game.ts';

function expectRefused(fn: () => void, code: string) {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    expect((e as RuleError).code).toBe(code);
    return (e as RuleError).message;
  }
  throw new Error('expected the action to be refused');
}

describe('kernel: game contract', () => {
  it('action keys do not depend on property order', () => {
    expect(actionKey({ type: 'move', unit: 'x', to: 3 })).toBe(actionKey({ to: 3, unit: 'x', type: 'move' }));
    expect(actionKey({ type: 'move', to: 3 })).not.toBe(actionKey({ type: 'move', to: 4 }));
  });

  it('refuses malformed input, wrong role and illegal actions without changing the state', () => {
    const s = new Session(diceRace, {}, scriptedDice([]));
    const h = s.hash();
    expectRefused(() => s.act('a', 'bid 2'), 'malformed');
    expectRefused(() => s.act('a', { amount: 2 }), 'malformed');
    expectRefused(() => s.act('a', { type: 'fly' }), 'unknown-action');
    expectRefused(() => s.act('a', { type: 'bid', amount: 7 }), 'illegal');
    expectRefused(() => s.act(CHANCE, { type: 'dice', dice: [3] }), 'wrong-role');
    expect(s.hash()).toBe(h);
    expect(s.seq).toBe(0);
  });

  it('refuses dice of the wrong count or range', () => {
    const s = new Session(diceRace, {}, manualDice());
    s.act('a', { type: 'bid', amount: 1 });
    s.act('b', { type: 'bid', amount: 0 });
    s.act('a', { type: 'roll' });
    expect(s.toAct()).toEqual([CHANCE]);
    expect(s.rollIfDue()).toBe(false); // manual dice: a person must type them
    expectRefused(() => s.act(CHANCE, { type: 'dice', dice: [7] }), 'malformed');
    expectRefused(() => s.act(CHANCE, { type: 'dice', dice: [2, 3] }), 'malformed');
    s.act(CHANCE, { type: 'dice', dice: [6] });
    expect(s.state.score.a).toBe(6);
  });

  it('refuses a stale action (made against an earlier step)', () => {
    const s = new Session(diceRace, {});
    s.act('a', { type: 'bid', amount: 1 }, 0);
    expectRefused(() => s.act('b', { type: 'bid', amount: 1 }, 0), 'stale');
    s.act('b', { type: 'bid', amount: 1 }, 1);
  });

  it('refuses every action once the game is over', () => {
    const s = new Session(diceRace, {}, scriptedDice([]));
    s.act('a', { type: 'bid', amount: 0 });
    s.act('b', { type: 'bid', amount: 0 });
    s.act('a', { type: 'stop' });
    s.act('b', { type: 'stop' });
    expect(diceRace.result(s.state)?.winner).toBeNull();
    expectRefused(() => applyAction(diceRace, s.state, 'a', { type: 'roll' }), 'game-over');
  });
});

describe('kernel: session', () => {
  it('secret simultaneous bids stay hidden from the other role until both are in', () => {
    const s = new Session(diceRace, {});
    expect(s.toAct()).toEqual(['a', 'b']);
    s.act('b', { type: 'bid', amount: 3 });
    expect(JSON.stringify(diceRace.view(s.state, 'a'))).not.toContain('"b":3');
    expect(
      s
        .visibleLog('a')
        .map((e) => e.text)
        .join(),
    ).not.toContain('b bids 3');
    expect(
      s
        .visibleLog('b')
        .map((e) => e.text)
        .join(),
    ).toContain('b bids 3');
    s.act('a', { type: 'bid', amount: 1 });
    expect(
      s
        .visibleLog('a')
        .map((e) => e.text)
        .join(),
    ).toContain('bids revealed: a 1, b 3');
  });

  it("the step count a role is shown leaves out the other roles' secret actions, unless they change who is to act", () => {
    // `note` is taken out of sight; `stop` is declared secret too, but it hands the turn on (seen by all).
    const game = { ...diceRace, secret: (_s: unknown, _r: string, a: { type: string }) => a.type === 'note' || a.type === 'stop' };
    const s = new Session(game, {}, scriptedDice([]));
    s.act('a', { type: 'bid', amount: 1 });
    s.act('b', { type: 'bid', amount: 2 });
    const [p] = s.toAct();
    const q = p === 'a' ? 'b' : 'a';
    s.act(p, { type: 'note' });
    s.act(p, { type: 'note' });
    expect([s.seq, s.seqFor(p), s.seqFor(q), s.seqFor('observer'), s.seqFor(CHANCE)]).toEqual([4, 4, 2, 2, 4]);
    s.act(p, { type: 'stop' });
    expect([s.seqFor(p), s.seqFor(q), s.seqFor('observer')]).toEqual([5, 3, 3]);
    // The journal keeps every action: a loaded save counts the same.
    expect(Session.load(game, s.save()).seqFor(q)).toBe(3);
  });

  it('seeded dice are deterministic and replay reproduces the state hash', () => {
    const play = (seed: number) => {
      const s = new Session(diceRace, {}, seededDice(seed));
      s.act('a', { type: 'bid', amount: 2 });
      s.act('b', { type: 'bid', amount: 1 });
      while (!s.isOver()) {
        s.settle();
        if (s.isOver()) break;
        const r = s.toAct()[0];
        s.act(r, s.state.score[r] < 7 ? { type: 'roll' } : { type: 'stop' });
      }
      return s;
    };
    const s1 = play(42);
    const s2 = play(42);
    expect(s1.hash()).toBe(s2.hash());
    expect(s1.journal).toEqual(s2.journal);
    const replayed = Session.load(diceRace, JSON.parse(JSON.stringify(s1.save())));
    expect(replayed.hash()).toBe(s1.hash());
    expect(hashState(s1.stateAt(3))).toBe(hashState(replayed.stateAt(3)));
  });

  it('a loaded save rolls on with the saved generator', () => {
    const s = new Session(diceRace, {}, seededDice(9));
    s.act('a', { type: 'bid', amount: 0 });
    s.act('b', { type: 'bid', amount: 0 });
    s.act('a', { type: 'roll' });
    const loaded = Session.load(diceRace, s.save());
    s.settle();
    loaded.settle();
    expect(loaded.hash()).toBe(s.hash());
  });

  it('undo never crosses a die roll, a reveal or a change of the player to act', () => {
    const s = new Session(diceRace, {}, seededDice(3));
    s.act('a', { type: 'bid', amount: 0 });
    expect(s.canUndo('a')).toBe(false); // the set of roles to act changed
    s.act('b', { type: 'bid', amount: 0 });
    expect(s.canUndo('b')).toBe(false); // revealed the bids
    s.act('a', { type: 'roll' });
    expect(s.canUndo('a')).toBe(false); // the next to act is chance
    s.settle();
    expect(s.canUndo('b')).toBe(false);
    expectRefused(() => s.undo('a'), 'illegal');
  });

  it('undo restores the exact earlier state when allowed', () => {
    const s = new Session(diceRace, {}, scriptedDice([2]));
    s.act('a', { type: 'bid', amount: 0 });
    s.act('b', { type: 'bid', amount: 0 });
    const h = s.hash();
    s.act('a', { type: 'note' });
    s.act('a', { type: 'note' });
    expect(s.canUndo('a')).toBe(true);
    expect(s.canUndo('b')).toBe(false);
    s.undo('a');
    s.undo('a');
    expect(s.hash()).toBe(h);
    expect(s.canUndo('a')).toBe(false); // the reveal of the bids is behind
    s.act('a', { type: 'roll' });
    s.settle();
    expect(s.state.score.a).toBe(2);
    expect(s.stateAt(2)).toEqual(Session.load(diceRace, { ...s.save(), journal: s.journal.slice(0, 2) }).state);
  });

  it('an engine fault in the middle of an action leaves the session as it was', () => {
    const faulty = {
      ...diceRace,
      perform(st: Parameters<typeof diceRace.perform>[0], role: string, action: Parameters<typeof diceRace.perform>[2]) {
        if (action.type === 'note') {
          st.notes = 99; // half-applied
          throw new Error('engine fault');
        }
        diceRace.perform(st, role, action);
      },
    };
    const s = new Session(faulty, {});
    s.act('a', { type: 'bid', amount: 0 });
    s.act('b', { type: 'bid', amount: 0 });
    const h = s.hash();
    expect(() => s.act('a', { type: 'note' })).toThrow('engine fault');
    expect(s.hash()).toBe(h);
    expect(s.state.notes).toBe(0);
    expect(s.seq).toBe(2);
  });

  it('rejects a corrupt save file with a clear message', () => {
    expectRefused(() => Session.load(diceRace, { format: 'x' }), 'malformed');
    expectRefused(() => Session.load(diceRace, { format: 'arras-save', version: 1, game: 'other', config: {}, journal: [] }), 'malformed');
    const bad = { format: 'arras-save', version: 1, game: 'dice-race', config: {}, journal: [{ role: 'a', action: { type: 'bid', amount: 9 } }] };
    expect(expectRefused(() => Session.load(diceRace, bad), 'malformed')).toMatch(/journal entry 0/);
  });

  it('the generator is reproducible from its saved state', () => {
    const r = new Rng(5);
    r.next();
    const copy = new Rng(r.state());
    expect([r.next(), r.next()]).toEqual([copy.next(), copy.next()]);
    const counts = [0, 0, 0, 0, 0, 0];
    const d = new Rng(1);
    for (let i = 0; i < 60000; i++) counts[d.die() - 1]++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });
});
