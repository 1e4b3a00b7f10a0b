// The simulation module (src/sim/simulate.ts) and the random player, used by the CLI, the bench and
// later the worker-thread balance analysis.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/kernel/rng.ts';
import { Session, scriptedDice } from '../../src/kernel/session.ts';
import { randomPlayer } from '../../src/players/random.ts';
import { createPlayer, playerNames } from '../../src/players/player.ts';
import { addOutcome, gameSeed, mergeTallies, newTally, playGame, recordGame, simulate } from '../../src/sim/simulate.ts';
import { diceRace } from '../kernel/fixture-game.ts';

describe('random player', () => {
  it('chooses uniformly among the legal actions from the seeded Rng', () => {
    const legal = [0, 1, 2, 3].map((n) => ({ type: 'bid', amount: n }));
    const rng = new Rng(9);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) counts[randomPlayer.choose(diceRace, undefined, 'a', legal, rng).amount as number]++;
    for (const c of counts) expect(c).toBeGreaterThan(850);
    const again = new Rng(9);
    expect(randomPlayer.choose(diceRace, undefined, 'a', legal, again)).toEqual(randomPlayer.choose(diceRace, undefined, 'a', legal, new Rng(9)));
  });

  it('is known to the command line by name', () => {
    expect(playerNames()).toContain('random');
    expect(createPlayer('random').name).toBe('random');
    expect(() => createPlayer('oracle')).toThrow(/known players: random/);
  });
});

describe('simulate', () => {
  it('a batch split in two gives the same tally as the whole (worker threads)', () => {
    const whole = simulate({ game: diceRace, games: 40, seed: 5 });
    const a = newTally(diceRace.roles);
    const b = newTally(diceRace.roles);
    for (let i = 0; i < 40; i++) addOutcome(i < 25 ? a : b, playGame(diceRace, {}, gameSeed(5, i), {}, i));
    const merged = mergeTallies(a, b);
    expect(merged.wins).toEqual(whole.wins);
    expect(merged.draws).toBe(whole.draws);
    expect(merged.actions).toBe(whole.actions.total);
    expect(merged.minActions).toBe(whole.actions.min);
    const tail = simulate({ game: diceRace, games: 15, seed: 5, first: 25 });
    expect(tail.actions.total).toBe(b.actions);
  });

  it('records a game that a session replays to the same state', () => {
    const { outcome, save } = recordGame(diceRace, {}, 8, 3);
    expect(outcome.error).toBeNull();
    expect(save.journal.length).toBe(outcome.actions + outcome.rolls);
    const s = Session.load(diceRace, save, scriptedDice([]));
    expect(s.isOver()).toBe(true);
    expect(diceRace.result(s.state)).toEqual(outcome.result);
  });

  it('validates every action with check: true (a cheating player is an error)', () => {
    const cheat = { name: 'cheat', observes: false, choose: () => ({ type: 'bid', amount: 9 }) };
    const o = playGame(diceRace, {}, 1, { players: { a: cheat }, check: true });
    expect(o.error).toMatchObject({ kind: 'exception', role: 'a', action: { type: 'bid', amount: 9 } });
  });

  it("passes its seat's observation to players that use it (R1: the other bid hidden)", () => {
    const seen: unknown[] = [];
    const viewer = { name: 'viewer', observes: true, choose: (_g: unknown, view: unknown, _r: string, legal: readonly any[]) => (seen.push(view), legal[1]) };
    playGame(diceRace, {}, 1, { players: { a: viewer, b: viewer } });
    expect(seen[1]).toMatchObject({ bids: { a: 'hidden', b: null } });
  });
});
