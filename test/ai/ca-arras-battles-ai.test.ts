// Computer players for Counter-Attack: Arras (Battles Magazine edition): the model's
// fidelity, legal choices only, heuristic and search stronger than random.
import { decide } from '../../src/players/player.ts';
import { describe, expect, it } from 'vitest';
import { type Action, CHANCE, type GameDefinition, type SetupConfig, applyAction } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { getGame } from '../../src/games/index.ts';
import { SearchPlayer, createPlayer, hasKnowledge } from '../../src/players/index.ts';
import type { Player } from '../../src/players/player.ts';
import { playMatch } from '../../src/sim/match.ts';
import {
  ANCHORED,
  IMPULSE_BUDGETS,
  IMPULSE_SHARE,
  PENDING_WEIGHT,
  STEP_SHARE,
  TIME,
  alliedChance,
  pendingAssaults,
  caArrasBattlesAI,
  clone,
  evaluateView,
  features,
  observe,
  resample,
  type BattlesObservation,
} from '../../src/games/ca-arras-battles/ai/index.ts';
import { GroupClock, MIN_TIME_SHARE, timeShare } from '../../src/ai-kit/time.ts';
import { gortModifier } from '../../src/games/ca-arras-battles/rules/11-victory.ts';
import type { BattlesView } from '../../src/games/ca-arras-battles/game.ts';
import { type BattlesState, BOARD, OUT } from '../../src/games/ca-arras-battles/state.ts';
import { GORT_SECTORS, ZONE } from '../../src/games/ca-arras-battles/data.ts';
import { emptyBoard, play, put } from '../games/ca-arras-battles/helpers.ts';
import { modelFidelity } from './fidelity.ts';

const GAME = 'ca-arras-battles';
const game = getGame(GAME) as GameDefinition<BattlesState>;

/** One random game from `config`: dice from `rng`, each player decision shown to `visit` (state, role, legal actions, step number) before a random choice. */
function randomSteps(
  config: SetupConfig,
  rng: Rng,
  maxSteps: number,
  visit: (s: BattlesState, role: string, legal: readonly Action[], step: number) => void,
): void {
  const s = game.setup(config);
  for (let step = 0; step < maxSteps; step++) {
    const acting = game.toAct(s);
    if (!acting.length) break;
    const role = acting[0];
    if (role === CHANCE) {
      const c = game.chance(s);
      applyAction(game, s, role, { type: 'dice', dice: Array.from({ length: c.dice }, () => rng.die(c.sides)) });
      continue;
    }
    const legal = game.legalActions(s, role);
    visit(s, role, legal, step);
    applyAction(game, s, role, legal[rng.int(legal.length)]);
  }
}

describe('ca-arras-battles AI', () => {
  it('is registered', () => {
    expect(hasKnowledge(GAME)).toBe(true);
  });

  it('the model of what a seat knows has the true legal actions at every decision of random games (all setups and options)', () => {
    const rng = new Rng(3);
    const configs: SetupConfig[] = [
      {},
      { scenario: 'historical' },
      { options: { bids: true } },
      { options: { 'german-artillery': true, 'fewer-german-air': true } },
    ];
    const { n, same } = modelFidelity(game, (s, role, r) => resample(observe(s, role), role, r), configs, rng);
    console.log(`ca-arras-battles model: ${same}/${n} decisions with the true legal actions (${((100 * same) / n).toFixed(2)}%)`);
    expect(n).toBeGreaterThan(1000);
    expect(same).toBe(n);
  });

  it("14.1.1 the model never carries the other seat's sealed bid but samples it", () => {
    const s = game.setup({ options: { bids: true } });
    game.perform(s, 'allied', { type: 'bid', vp: 17 });
    const v = game.view(s, 'german') as BattlesView;
    expect(v.bids.allied).toBe('sealed');
    const rng = new Rng(5);
    const sampled = new Set<number | null>();
    for (let i = 0; i < 30; i++) sampled.add(resample(observe(s, 'german'), 'german', rng).bids.allied);
    expect(sampled.size).toBeGreaterThan(5);
  });

  for (const spec of ['heuristic', 'search:8']) {
    it(`${spec} chooses only legal actions (every choice validated by applyAction), with and without bids`, () => {
      // The historical setup (14.2) starts at the first impulse; with bids (14.1) the seats bid, may swap, and place.
      for (const [config, maxSteps] of [
        [{ scenario: 'historical' }, 60],
        [{ options: { bids: true } }, 12],
      ] as [SetupConfig, number][]) {
        // playMatch applies every choice with applyAction, which throws on an illegal action.
        const o = playMatch({ gameId: GAME, config, seed: 11, index: 0, players: { allied: spec, german: spec }, maxSteps });
        if (o.error) expect(o.error).toMatch(/^step-cap/);
        expect(o.actions).toBeGreaterThanOrEqual(Math.min(20, maxSteps));
      }
    });
  }

  it('the evaluation of a model state (evaluateState) equals the evaluation of its view, at every 7th decision of random games', () => {
    const rng = new Rng(17);
    let n = 0;
    for (let g = 0; g < 4; g++) {
      randomSteps(g % 2 ? { options: { bids: true } } : {}, rng, 3000, (s, _role, _legal, step) => {
        if (step % 7 !== 0) return;
        for (const r of game.roles) {
          expect(caArrasBattlesAI.evaluate(s, r)).toBeCloseTo(evaluateView(game.view(s, r) as BattlesView, r), 12);
          n++;
        }
      });
    }
    expect(n).toBeGreaterThan(200);
  });

  it('the model copy (clone) equals a JSON round trip of the states and views of random games, and shares nothing with the original', () => {
    const rng = new Rng(23);
    let n = 0;
    for (let g = 0; g < 2; g++) {
      randomSteps(g ? { scenario: 'historical', options: { bids: true } } : {}, rng, 2000, (s, _role, _legal, step) => {
        if (step % 11 !== 0) return;
        for (const x of [s, game.view(s, 'german')]) {
          const copy = clone(x);
          expect(JSON.stringify(copy)).toBe(JSON.stringify(x));
          expect(copy).toStrictEqual(JSON.parse(JSON.stringify(x)));
          n++;
        }
        const copy = clone(s);
        copy.loc[0] = 999;
        copy.control.fill('german');
        if (copy.assault) copy.assault.done.push(999);
        expect(s.loc[0]).not.toBe(999);
        expect(s.assault?.done ?? []).not.toContain(999);
      });
    }
    expect(n).toBeGreaterThan(50);
  });

  it('issue 17: the decisions of an impulse (4.3) share one time budget: steps get their whole share while the impulse has time, and a whole impulse stays within IMPULSE_BUDGETS budgets', () => {
    // Random games; each seat has a GroupClock as a time-budgeted player has. Per impulse (from the
    // decision that opens it, 4.3, to the next one) and seat: the caps of its decisions when each
    // decision spends its whole cap (the slowest machine), and when each spends 1 ms (a fast one).
    const MS = 950;
    const rng = new Rng(29);
    let impulses = 0;
    let longest = 0;
    let fullSteps = 0;
    for (let g = 0; g < 3; g++) {
      const slow = { allied: new GroupClock(), german: new GroupClock() };
      const fast = { allied: new GroupClock(), german: new GroupClock() };
      let total = { allied: 0, german: 0 };
      let decisions = { allied: 0, german: 0 };
      randomSteps({}, rng, 4000, (s, role, legal) => {
        const side = role as 'allied' | 'german';
        const view = observe(s, role);
        const opens = s.phase === 'combat' && s.step.k === 'impulse' && !s.assault;
        if (opens) {
          impulses++;
          total = { allied: 0, german: 0 };
          decisions = { allied: 0, german: 0 };
        }
        const slowCap = slow[side].cap(TIME, view, role, legal, MS);
        slow[side].spend(slowCap);
        const fastCap = fast[side].cap(TIME, view, role, legal, MS);
        fast[side].spend(1);
        if (s.phase !== 'combat' || !(s.assault || s.combat || opens || s.step.k === 'bombard-second' || s.step.k === 'refresh-pick')) return;
        total[side] += slowCap;
        decisions[side]++;
        longest = Math.max(longest, decisions[side]);
        // The opening decision keeps its share; on a fast machine every later one gets its whole share.
        const share = timeShare(TIME, view, role, legal);
        if (opens) expect(slowCap).toBe(IMPULSE_SHARE * MS);
        expect(fastCap).toBe(share * MS);
        if (!opens && s.assault) {
          expect(share).toBe(STEP_SHARE);
          fullSteps++;
        }
        // On a slow one the impulse's decisions of a seat stay within its budget (plus the floor of each).
        expect(total[side]).toBeLessThanOrEqual(IMPULSE_BUDGETS * MS + MIN_TIME_SHARE * MS * decisions[side] + 1e-6);
      });
    }
    expect(impulses).toBeGreaterThan(50);
    expect(fullSteps).toBeGreaterThan(500);
    // Long impulses exist: their steps' whole shares alone would exceed the impulse's budget.
    expect(longest * STEP_SHARE).toBeGreaterThan(IMPULSE_BUDGETS);
  });

  it("14.1.1 players see their seat's observation, never the state: the other seat's bid sealed while bidding", () => {
    const seen: { role: string; o: BattlesObservation }[] = [];
    const spy = (inner: Player): Player => ({
      name: inner.name,
      observes: true,
      choose: (g, o, role, legal, rng) => (seen.push({ role, o: o as unknown as BattlesObservation }), inner.choose(g, o, role, legal, rng)),
    });
    playMatch(
      { gameId: GAME, config: { options: { bids: true } }, seed: 2, index: 0, players: {}, maxSteps: 40 },
      { allied: spy(createPlayer('heuristic')), german: spy(createPlayer('random')) },
    );
    expect(seen.length).toBeGreaterThan(5);
    const bidding = seen.filter((x) => x.o.phase === 'bid');
    expect(bidding.length).toBeGreaterThan(0);
    for (const { role, o } of bidding) expect(o.bids[role === 'allied' ? 'german' : 'allied']).not.toEqual(expect.any(Number));
    expect(bidding.some(({ o }) => Object.values(o.bids).includes('sealed'))).toBe(true);
  });

  it('evaluation follows the victory conditions (11.1, 11.2, 13.5)', () => {
    const s = emptyBoard(2, 'allied');
    put(s, 23, ['8DLI-1', '8DLI-2', '8DLI-3', '8DLI-4', '7RT-A']);
    put(s, 9, ['1-6', '2-7']);
    const v0 = game.view(s, 'allied') as BattlesView;
    // No VP: a German automatic victory at the end of the turn (11.1).
    const base = alliedChance(v0);
    // A German sector tracing to a blue zone: one VP (11.2).
    const t = JSON.parse(JSON.stringify(s)) as BattlesState;
    put(t, 11, ['8DLI-1']);
    const v1 = game.view(t, 'allied') as BattlesView;
    expect(v1.vpNow).toBe(1);
    expect(alliedChance(v1)).toBeGreaterThan(base);
    // Zone B taken: an Allied automatic victory at the end of the turn (11.1).
    const z = JSON.parse(JSON.stringify(t)) as BattlesState;
    put(z, ZONE.B, ['8DLI-2']);
    expect(alliedChance(game.view(z, 'allied') as BattlesView)).toBeGreaterThan(0.9);
    // Both sides' values are complements.
    expect(evaluateView(v1, 'german')).toBeCloseTo(1 - evaluateView(v1, 'allied'), 9);
    // 13.5 from Turn 4, British units in 3, 5, 7 keep Gort's offensive going.
    const g = emptyBoard(4, 'allied');
    put(g, 23, ['8DLI-1']);
    put(g, 11, ['8DLI-2']);
    put(g, 9, ['1-6']);
    const before = alliedChance(game.view(g, 'allied') as BattlesView);
    put(g, 3, ['8DLI-3']);
    put(g, 5, ['8DLI-4']);
    expect(alliedChance(game.view(g, 'allied') as BattlesView)).toBeGreaterThan(before);
  });

  it('5.2.1 the German search reads the assaults its impulse has committed to: a lone unit in a defended sector counts against it, the units that join it for it (6.2 B)', () => {
    // Turn 3, a German impulse from Sector 7; one Allied infantry unit holds Sector 8 (black, TEM 1).
    const s = emptyBoard(3, 'german');
    put(s, 7, ['1-7', '2-6', '2-7']);
    put(s, 8, ['8DLI-1']);
    play(s, 'german', { type: 'activate', area: 7 });
    expect(pendingAssaults(s)).toBe(0);
    play(s, 'german', { type: 'move', unit: '1-7', to: 8 });
    expect(s.assault!.waiting).toHaveLength(1);
    // One unit (VA 3) against VD 4: under even, so the Allied logit rises.
    const lone = pendingAssaults(s);
    expect(lone).toBeGreaterThan(0);
    expect(lone).toBeLessThanOrEqual(PENDING_WEIGHT);
    play(s, 'german', { type: 'move', unit: '2-6', to: 8 });
    play(s, 'german', { type: 'move', unit: '2-7', to: 8 });
    // Three units (VA 3 + 2): the assault is likely to succeed, the Allied logit falls.
    const joined = pendingAssaults(s);
    expect(joined).toBeLessThan(0);
    expect(joined).toBeGreaterThanOrEqual(-PENDING_WEIGHT);
    // The German search's model scores its root 0.5 (values read about the root, with the pending
    // assault); the heuristic's model (not for the search) is the plain evaluation of the view.
    const view = game.view(s, 'german') as BattlesView;
    expect(ANCHORED.has('german')).toBe(true);
    const model = resample(observe(s, 'german'), 'german', new Rng(3), true);
    expect(caArrasBattlesAI.evaluate(model, 'german')).toBeCloseTo(0.5, 12);
    const plain = resample(observe(s, 'german'), 'german', new Rng(3));
    expect(caArrasBattlesAI.evaluate(plain, 'german')).toBeCloseTo(evaluateView(view, 'german'), 12);
  });

  it('13.5 the evaluation reads the Gort modifier of the rules (control +2, contest +1, by side, whatever the nation)', () => {
    // Turn 4, before the End Phase's roll: the British hold the VP sectors, the Gort sectors are German.
    const g = emptyBoard(4, 'allied');
    put(g, 23, ['8DLI-1']);
    put(g, 11, ['8DLI-2']);
    put(g, 9, ['1-6']);
    const [first, second] = GORT_SECTORS;
    const view = (s: BattlesState) => game.view(s, 'allied') as BattlesView;
    expect(features(view(g)).gortDrm).toBe(gortModifier(g));
    const before = alliedChance(view(g));
    // French units (not British) control one Gort sector and contest another: the rules count 2 + 1.
    const f = JSON.parse(JSON.stringify(g)) as BattlesState;
    put(f, first, ['13BCC-1']);
    put(f, second, ['3-3SS']);
    put(f, second, ['13BCC-2']);
    expect(f.control[first]).toBe('allied');
    expect(BOARD.contested(f, second)).toBe(true);
    expect(gortModifier(f)).toBeGreaterThan(gortModifier(g));
    expect(features(view(f)).gortDrm).toBe(gortModifier(f));
    expect(caArrasBattlesAI.evaluate(f, 'allied')).toBeCloseTo(evaluateView(view(f), 'allied'), 12);
    expect(alliedChance(view(f))).toBeGreaterThan(before);
    // A sector the Allies control with no unit in it still counts (5.1.4: control stays until the enemy enters).
    const empty = JSON.parse(JSON.stringify(f)) as BattlesState;
    empty.loc[empty.loc.findIndex((_, i) => f.loc[i] === first)] = OUT;
    BOARD.invalidate(empty);
    expect(empty.control[first]).toBe('allied');
    expect(features(view(empty)).gortDrm).toBe(gortModifier(empty));
    expect(gortModifier(empty)).toBe(gortModifier(f));
  });
});

/** Play one position to the end: `a` for the Allies, `b` for the Germans; returns the winner. */
function playOut(s: BattlesState, a: Player, b: Player, seed: number, maxSteps = 3000): string | null {
  const dice = new Rng(seed);
  const rng = new Rng(seed * 7 + 1);
  BOARD.invalidate(s);
  for (let i = 0; i < maxSteps && game.toAct(s).length; i++) {
    const role = game.toAct(s)[0];
    if (role === CHANCE) {
      const spec = game.chance(s);
      game.perform(s, role, { type: 'dice', dice: Array.from({ length: spec.dice }, () => dice.die(spec.sides)) });
      continue;
    }
    const p = role === 'allied' ? a : b;
    applyAction(game, s, role, decide(p, game, s, role, game.legalActions(s, role), rng));
  }
  return game.result(s)?.winner ?? null;
}

describe('ca-arras-battles: computer players beat random', () => {
  // Zone B (11.1) open two sectors from Allied units: an Allied automatic victory for the taking, with
  // German units that must come back to close it.
  const zoneRace = (): BattlesState => {
    const s = emptyBoard(2, 'allied');
    put(s, 5, ['8DLI-1', '8DLI-2', '7RT-B']);
    put(s, 25, ['6DLI-1']);
    s.control[18] = 'allied';
    put(s, 9, ['1-6', '2-7', '1-7']);
    put(s, 13, ['3-3SS', '2-6']);
    BOARD.invalidate(s);
    return s;
  };

  it('search:100 takes the open Zone B (11.1) as the Allies; random players mostly do not', () => {
    const search = new SearchPlayer({ iterations: 100, ms: 1e9 });
    const random = createPlayer('random');
    let searchWins = 0;
    let randomWins = 0;
    for (let seed = 1; seed <= 2; seed++) if (playOut(zoneRace(), search, random, seed) === 'allied') searchWins++;
    for (let seed = 1; seed <= 20; seed++) if (playOut(zoneRace(), random, random, seed) === 'allied') randomWins++;
    expect(searchWins).toBe(2);
    expect(randomWins / 20).toBeLessThan(0.8);
  });

  it('search:100 as the Germans closes Zone B (11.1) against random Allies', () => {
    const search = new SearchPlayer({ iterations: 100, ms: 1e9 });
    const random = createPlayer('random');
    const germanFirst = (): BattlesState => {
      const s = zoneRace();
      s.momentum = s.turnInitiative = 'german';
      return s;
    };
    let searchWins = 0;
    if (playOut(germanFirst(), random, search, 1) === 'german') searchWins++;
    expect(searchWins).toBe(1);
  });

  for (const side of ['allied', 'german'] as const) {
    it(`heuristic beats random as the ${side === 'allied' ? 'Allies' : 'Germans'} (complete games)`, () => {
      // One complete game per side keeps the test short; the arena figures (docs) measure 20-40 games.
      let wins = 0;
      const n = 1;
      for (let i = 0; i < n; i++) {
        const players = { allied: side === 'allied' ? 'heuristic' : 'random', german: side === 'german' ? 'heuristic' : 'random' };
        // The historical setup (14.2): the same armies, without the 20 placement decisions.
        const o = playMatch({ gameId: GAME, config: { scenario: 'historical' }, seed: 40 + i, index: i, players });
        expect(o.error).toBeNull();
        if (o.winner === side) wins++;
      }
      expect(wins).toBe(n);
    }, 120_000);
  }
});
