// Computer players: only legal actions, only the view, and search stronger than random.
import { ComputerLevelPlayer, decide } from '../../src/players/player.ts';
import { describe, expect, it } from 'vitest';
import { actionKey } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { getGame } from '../../src/games/index.ts';
import { HeuristicPlayer, SearchPlayer, createPlayer, levelOf } from '../../src/players/index.ts';
import type { Player } from '../../src/players/player.ts';
import { playMatch } from '../../src/sim/match.ts';
import { type ArrasObservation, observe, resample } from '../../src/games/ca-arras-1940/ai/index.ts';
import type { ArrasState } from '../../src/games/ca-arras-1940/state.ts';
import { modelFidelity } from './fidelity.ts';

describe('createPlayer', () => {
  it('knows the levels, the aliases easy/normal/hard and search budgets', () => {
    expect(createPlayer('random').name).toBe('random');
    expect(createPlayer('easy').name).toBe('random');
    // normal, hard and expert play each game's player for the level (test/ai/level-budgets.test.ts).
    expect(createPlayer('normal')).toBeInstanceOf(ComputerLevelPlayer);
    expect(createPlayer('hard').name).toBe('hard');
    expect(createPlayer('heuristic')).toBeInstanceOf(HeuristicPlayer);
    expect((createPlayer('heuristic:noise0.25') as HeuristicPlayer).noise).toBe(0.25);
    expect((createPlayer('search:50') as SearchPlayer).opts.iterations).toBe(50);
    expect((createPlayer('search:20ms') as SearchPlayer).opts.ms).toBe(20);
    expect(levelOf('hard')).toBe('search');
    expect(() => createPlayer('grandmaster')).toThrow(/unknown player/);
  });
});

describe('players choose only legal actions (every choice validated by applyAction)', () => {
  for (const gameId of ['ca-arras-1940', 'arras-postcard']) {
    for (const spec of ['heuristic', 'search:8']) {
      it(`${spec} on ${gameId}`, () => {
        const game = getGame(gameId);
        const players = Object.fromEntries(game.roles.map((r) => [r, spec]));
        // playMatch applies every choice with applyAction, which throws on an illegal action.
        const o = playMatch({ gameId, config: {}, seed: 11, index: 0, players, maxSteps: gameId === 'arras-postcard' ? 20_000 : 400 });
        if (o.error) expect(o.error).toMatch(/^step-cap/);
        expect(o.actions).toBeGreaterThan(5);
      });
    }
  }

  it('with side bids (17.1), where the seats may swap sides', () => {
    const o = playMatch({
      gameId: 'ca-arras-1940',
      config: { options: { bids: true } },
      seed: 4,
      index: 0,
      players: { allied: 'search:6', german: 'heuristic' },
      maxSteps: 300,
    });
    if (o.error) expect(o.error).toMatch(/^step-cap/);
  });
});

/** A spy that records what the player was given. */
describe('hidden information stays hidden', () => {
  const game = getGame('ca-arras-1940');
  /** A game with bids where the Allied seat has bid `bid` and the German seat must now bid. */
  function afterAlliedBid(bid: number): ArrasState {
    const s = game.setup({ options: { bids: true } }) as ArrasState;
    game.perform(s, 'allied', { type: 'bid', vp: bid });
    return s;
  }

  it('the German view does not show the Allied bid, and the decision is the same whatever that bid is', () => {
    const a = afterAlliedBid(3);
    const b = afterAlliedBid(25);
    expect(a.bids.allied).not.toBe(b.bids.allied);
    const va = game.view(a, 'german');
    const vb = game.view(b, 'german');
    expect(JSON.stringify(va)).toBe(JSON.stringify(vb));
    for (const make of [() => new HeuristicPlayer(), () => new SearchPlayer({ iterations: 60 })]) {
      const choose = (s: ArrasState) => decide(make(), game, s, 'german', game.legalActions(s, 'german'), new Rng(99));
      expect(actionKey(choose(a))).toBe(actionKey(choose(b)));
    }
  });

  it('17.1 the German observation holds the Allied bid sealed; its models draw it, never carry the true one except by chance, and vary with the sample', () => {
    const s = afterAlliedBid(17);
    const o = observe(s, 'german');
    expect(o.bids.allied).toBe('sealed');
    expect(observe(s, 'allied').bids.allied).toBe(17);
    const rng = new Rng(5);
    const sampled = new Set<number | null>();
    for (let i = 0; i < 30; i++) sampled.add(resample(o, 'german', rng).bids.allied);
    expect(sampled.size).toBeGreaterThan(5);
  });

  it("players are called with the observation of their seat, never the state: the other seat's bid sealed (17.1)", () => {
    const seen: { role: string; o: ArrasObservation }[] = [];
    const watch = (inner: Player): Player => ({
      name: inner.name,
      observes: true,
      choose: (g, o, role, legal, rng) => (seen.push({ role, o: o as unknown as ArrasObservation }), inner.choose(g, o, role, legal, rng)),
    });
    const o = playMatch(
      { gameId: 'ca-arras-1940', config: { options: { bids: true } }, seed: 2, index: 0, players: {}, maxSteps: 60 },
      { allied: watch(new HeuristicPlayer()), german: watch(createPlayer('random')) },
    );
    expect(o.error ?? '').toMatch(/^(step-cap|)/);
    expect(seen.length).toBeGreaterThan(5);
    const bidding = seen.filter((x) => x.o.phase === 'bid');
    for (const { role, o: obs } of bidding) expect(obs.bids[role === 'allied' ? 'german' : 'allied']).not.toEqual(expect.any(Number));
    expect(bidding.some(({ o: obs }) => Object.values(obs.bids).includes('sealed'))).toBe(true);
  });
});

describe('the model of what a seat knows matches the truth', () => {
  it('gives the same legal actions as the true state at every decision of random games (nothing is rebuilt from the view)', () => {
    const game = getGame('ca-arras-1940');
    const rng = new Rng(3);
    const { n, same } = modelFidelity(game, (s, role, r) => resample(observe(s as ArrasState, role), role, r), [{}, {}, {}], rng);
    expect(n).toBeGreaterThan(100);
    expect(same).toBe(n);
  });
});

describe('search beats random on a small budget', () => {
  it('ca-arras-1940, search:12 against random, both sides, 4 games', () => {
    let wins = 0;
    for (let i = 0; i < 4; i++) {
      const searchSide = i % 2 === 0 ? 'allied' : 'german';
      const players = { allied: searchSide === 'allied' ? 'search:12' : 'random', german: searchSide === 'german' ? 'search:12' : 'random' };
      const o = playMatch({ gameId: 'ca-arras-1940', config: {}, seed: 100 + Math.floor(i / 2), index: i, players });
      expect(o.error).toBeNull();
      if (o.winnerSeat === searchSide) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(3);
  });
});
