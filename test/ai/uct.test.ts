// The plain UCT reference player (src/players/uct.ts, issue 17): UCB1 tree search with uniformly random
// playouts to the end of the game, no game knowledge (no evaluation, pruning or priors), chance
// nodes sampled, hidden information through the game's determinization.
import { decide } from '../../src/players/player.ts';
import { describe, expect, it, vi } from 'vitest';
import type { GameDefinition, Role } from '../../src/kernel/game.ts';
import { applyAction, CHANCE } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { createPlayer, type SearchPlayer, UctPlayer } from '../../src/players/index.ts';
import { createPlayer as createNamed, playerNames } from '../../src/players/player.ts';
import { registerKnowledge } from '../../src/ai-kit/registry.ts';
import type { Player } from '../../src/players/player.ts';
import { playMatch } from '../../src/sim/match.ts';
import { diceRace, type DiceRaceState } from '../kernel/fixture-game.ts';

// Dice race with a determinizer only: any use of game knowledge would throw.
const knowledge = () => {
  throw new Error('uct used game knowledge');
};
registerKnowledge({
  gameId: diceRace.id,
  evaluate: knowledge,
  prune: knowledge,
  prior: knowledge,
  observe: (s: DiceRaceState, role: Role) => JSON.parse(JSON.stringify(diceRace.view(s, role))) as DiceRaceState,
  resample(o: DiceRaceState, _role: Role, rng: Rng): DiceRaceState {
    const s = JSON.parse(JSON.stringify(o)) as DiceRaceState;
    for (const r of ['a', 'b'] as const) if ((s.bids[r] as unknown) === 'hidden') s.bids[r] = rng.int(4); // the sealed bid, sampled
    return s;
  },
});

/** Play one dice race; returns the winner. */
function play(game: GameDefinition<DiceRaceState>, players: Record<string, Player>, seed: number): Role | null {
  const s = game.setup({});
  const dice = new Rng(seed);
  const choices = new Rng(seed + 1);
  for (let i = 0; i < 500; i++) {
    const acting = game.toAct(s);
    if (!acting.length) break;
    const role = acting[0];
    if (role === CHANCE) {
      applyAction(game, s, role, { type: 'dice', dice: [dice.die(6)] });
      continue;
    }
    const legal = game.legalActions(s, role);
    applyAction(game, s, role, decide(players[role], game, s, role, legal, choices));
  }
  return game.result(s)?.winner ?? null;
}

describe('uct player', () => {
  it('is registered by name, with the search budgets', () => {
    expect(playerNames()).toContain('uct');
    expect(createNamed('uct')).toBeInstanceOf(UctPlayer);
    expect((createPlayer('uct:50') as UctPlayer).opts.iterations).toBe(50);
    expect((createPlayer('uct:30ms') as UctPlayer).opts.ms).toBe(30);
  });

  it('keeps to its iteration budget and chooses among the legal actions given', () => {
    const p = createPlayer('uct:40') as UctPlayer;
    const s = diceRace.setup({});
    s.phase = 'play';
    s.bids = { a: 1, b: 0 };
    const legal = diceRace.legalActions(s, 'a');
    const a = decide(p, diceRace, s, 'a', legal, new Rng(5));
    expect(legal).toContainEqual(a);
    expect(p.lastIterations).toBe(40);
  });

  it('wins the dice race against the random player without any game knowledge', () => {
    let wins = 0;
    const n = 30;
    for (let g = 0; g < n; g++) {
      const uctSeat = g % 2 === 0 ? 'a' : 'b';
      const players = { a: createPlayer(uctSeat === 'a' ? 'uct:150' : 'random'), b: createPlayer(uctSeat === 'b' ? 'uct:150' : 'random') };
      if (play(diceRace, players, 100 + g) === uctSeat) wins++;
    }
    expect(wins / n).toBeGreaterThanOrEqual(0.75);
  });

  it("spends the game's budget share of its time on a decision, as the search player does (issue 17: same time per decision)", () => {
    // The dice race under another id, whose AI gives every decision a tenth of the time budget.
    const shared: GameDefinition<DiceRaceState> = { ...diceRace, id: 'dice-race-shared' };
    registerKnowledge({
      gameId: shared.id,
      evaluate: () => 0.5,
      observe: (x: DiceRaceState) => JSON.parse(JSON.stringify(x)) as DiceRaceState,
      resample: (o: DiceRaceState) => JSON.parse(JSON.stringify(o)) as DiceRaceState,
      time: { kind: () => 'any', shares: { any: 0.1 } },
    });
    const s = diceRace.setup({});
    s.phase = 'play';
    s.bids = { a: 1, b: 0 };
    const legal = diceRace.legalActions(s, 'a');
    // A clock that advances 1 ms at every reading, so iterations count time without the machine's load.
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock++);
    try {
      const iterationsOf = (game: GameDefinition<DiceRaceState>, p: UctPlayer) => {
        decide(p, game, s, 'a', legal, new Rng(5));
        return p.lastIterations;
      };
      const whole = iterationsOf(diceRace, createPlayer('uct:400ms') as UctPlayer);
      const tenth = iterationsOf(shared, createPlayer('uct:400ms') as UctPlayer);
      const search = createPlayer('search:400ms') as SearchPlayer;
      decide(search, shared, s, 'a', legal, new Rng(5));
      expect(whole).toBeGreaterThan(100);
      expect(tenth).toBeGreaterThan(0);
      expect(tenth).toBeLessThanOrEqual(Math.ceil(whole / 10) + 1);
      // Both players stop at the same share of the budget (40 of 400 fake ms).
      expect(search.lastStats!.ms).toBeLessThanOrEqual(400 * 0.1 + 2);
    } finally {
      now.mockRestore();
    }
  });

  it('plays only legal actions in arras-postcard (every choice checked by applyAction)', () => {
    const o = playMatch({ gameId: 'arras-postcard', config: {}, seed: 3, index: 0, players: { allied: 'uct:6', german: 'uct:6' }, maxSteps: 120 });
    if (o.error) expect(o.error).toMatch(/^step-cap/);
    expect(o.actions).toBeGreaterThan(20);
  });
});
