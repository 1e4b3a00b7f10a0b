// Issue 17, the postcard computer players' clock (src/games/arras-postcard/ai.ts): the memos of the
// evaluation give the values computed afresh, and the root prune keeps within the deadline the search
// gives it while judging every action when it has the time.
import { decide } from '../../src/players/player.ts';
import { describe, expect, it } from 'vitest';
import {
  ATTACKS_KEPT,
  ROOT_KEPT,
  actionValue,
  arrasPostcardAI,
  breakthroughTerms,
  clearMemos,
  germanChance,
  germanThreatGain,
  observe,
  prune,
  resample,
  scoringOrder,
} from '../../src/games/arras-postcard/ai/index.ts';
import type { PostcardView } from '../../src/games/arras-postcard/view.ts';
import { grid, unitData } from '../../src/games/arras-postcard/state.ts';
import { oddsColumn } from '../../src/games/arras-postcard/rules/08-combat.ts';
import { moveOptions } from '../../src/games/arras-postcard/rules/07-movement.ts';
import { inPhase, position, rescaledChance, strength } from '../games/arras-postcard/helpers.ts';
import { arrasPostcard as game } from '../../src/games/arras-postcard/game.ts';
import type { State } from '../../src/games/arras-postcard/state.ts';
import { type Action, CHANCE, actionKey } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { SearchPlayer } from '../../src/players/index.ts';
import { knowledgeOf } from '../../src/ai-kit/registry.ts';
import { ROOT_PRUNE_SHARE } from '../../src/players/search.ts';
import { getGame } from '../../src/games/index.ts';

const clone = (s: State): State => JSON.parse(JSON.stringify(s)) as State;

/** Positions met in random games (every decision of a player), from seed `seed`. */
function randomPositions(seed: number, games: number): State[] {
  const rng = new Rng(seed);
  const out: State[] = [];
  for (let g = 0; g < games; g++) {
    const s = game.setup({});
    for (let step = 0; step < 400; step++) {
      const acting = game.toAct(s);
      if (!acting.length) break;
      const role = acting[0];
      if (role === CHANCE) {
        game.perform(s, role, { type: 'dice', dice: [rng.die(6)] });
        continue;
      }
      out.push(clone(s));
      const legal = game.legalActions(s, role);
      game.perform(s, role, legal[rng.int(legal.length)]);
    }
  }
  return out;
}

/** The German movement phase of turn 1 (the Allied player's phases done without moving). */
function germanTurnOne(): State {
  const s = game.setup({});
  for (const a of [
    { type: 'phase', phase: 'recovery' },
    { type: 'phase', phase: 'combat' },
    { type: 'end' },
    { type: 'phase', phase: 'movement' },
    { type: 'end' },
  ])
    game.perform(s, 'allied', a);
  expect(s.side).toBe('german');
  expect(s.phase).toBe('movement');
  return s;
}

describe('computer players: the postcard evaluation memos give the values computed afresh', () => {
  const positions = randomPositions(17, 4);

  it('Victory, 7.1, 6.0: the turns to break through, read by screen from the memo, equal a fresh count (screens with disrupted units, each screening unit taken away)', () => {
    const cases: { v: PostcardView; without?: string }[] = [];
    for (const s of positions) {
      const v = game.view(s, 'german') as PostcardView;
      cases.push({ v });
      for (const u of v.units) if (u.hex && u.side === 'allied') cases.push({ v, without: u.id });
    }
    expect(cases.some((c) => c.v.units.some((u) => u.side === 'allied' && u.disrupted))).toBe(true);
    const fresh = cases.map((c) => {
      clearMemos();
      return breakthroughTerms(c.v, c.without);
    });
    clearMemos();
    // Warm: each answer may come from a screen counted for an earlier position.
    const warm = cases.map((c) => breakthroughTerms(c.v, c.without));
    expect(warm).toEqual(fresh);
  });

  it('7.1, 7.2, 6.0: the German attack to come that the Allied search counts, read from the memo of German reaches, equals a fresh count', () => {
    // Allied phases and the German movement phase (where germanThreatGain reads the German reach), with
    // German units passing through friends and Allied screens with disrupted units.
    const cases = positions.filter((s) => !s.combat && !s.winner && (s.side === 'allied' || s.phase === 'movement'));
    expect(cases.length).toBeGreaterThan(20);
    expect(cases.some((s) => Object.entries(s.units).some(([id, u]) => u.disrupted && u.hex && unitData[id].side === 'allied'))).toBe(true);
    const gain = (s: State) => {
      const v = game.view(s, 'allied') as PostcardView;
      return germanThreatGain(v, s, breakthroughTerms(v), germanChance(v));
    };
    const fresh = cases.map((s) => {
      clearMemos();
      return gain(s);
    });
    expect(fresh.some((g) => g > 0)).toBe(true);
    clearMemos();
    const warm = cases.map(gain);
    const again = cases.map(gain);
    expect(warm).toEqual(fresh);
    expect(again).toEqual(fresh);
  });

  it('8.1-8.4: the attacks a computer player keeps in a combat phase are the same from the memo as judged afresh', () => {
    const combat = positions.filter((s) => s.phase === 'combat' && !s.combat);
    expect(combat.length).toBeGreaterThan(5);
    const keys = (s: State) => prune(s, s.side, game.legalActions(s, s.side)).map(actionKey);
    const fresh = combat.map((s) => {
      clearMemos();
      return keys(s);
    });
    clearMemos();
    const warm = combat.map(keys);
    const again = combat.map(keys);
    expect(warm).toEqual(fresh);
    expect(again).toEqual(fresh);
  });
});

describe("computer players: the postcard root prune and the search's clock", () => {
  it("7.1 the actions are judged unit by unit: moves of every unit before any unit's second, other actions first", () => {
    const s = germanTurnOne();
    const legal = game.legalActions(s, 'german');
    const order = scoringOrder(legal);
    expect(order.map(actionKey).sort()).toEqual(legal.map(actionKey).sort());
    const units = new Set(legal.filter((a) => a.type === 'move').map((a) => a.unit));
    const others = legal.filter((a) => a.type !== 'move').length;
    expect(order.slice(0, others).every((a) => a.type !== 'move')).toBe(true);
    expect(new Set(order.slice(others, others + units.size).map((a) => a.unit)).size).toBe(units.size);
  });

  it('without a deadline (or one not reached) the root keeps the ROOT_KEPT best of all actions by one-ply value', () => {
    const s = germanTurnOne();
    const legal = game.legalActions(s, 'german');
    expect(legal.length).toBeGreaterThan(ROOT_KEPT * 4);
    const kept = prune(clone(s), 'german', legal, true);
    expect(prune(clone(s), 'german', legal, true, Infinity).map(actionKey)).toEqual(kept.map(actionKey));
    expect(kept).toHaveLength(ROOT_KEPT);
    const keptKeys = new Set(kept.map(actionKey));
    const value = (a: Action) => actionValue(clone(s), 'german', a);
    const worstKept = Math.min(...kept.map(value));
    const bestDropped = Math.max(...legal.filter((a) => !keptKeys.has(actionKey(a))).map(value));
    expect(worstKept).toBeGreaterThanOrEqual(bestDropped);
  });

  it('past its deadline the root prune judges only the first ROOT_KEPT actions of its order', () => {
    const s = germanTurnOne();
    const legal = game.legalActions(s, 'german');
    const kept = prune(clone(s), 'german', legal, true, 0);
    expect(kept.map(actionKey).sort()).toEqual(scoringOrder(legal).slice(0, ROOT_KEPT).map(actionKey).sort());
  });

  it("8.1 past its deadline a combat phase's root prune judges only the first attacks, and does not keep that cut answer for later", () => {
    const combat = randomPositions(17, 4).filter(
      (s) => s.phase === 'combat' && !s.combat && game.legalActions(s, s.side).filter((a) => a.type === 'attack').length > ATTACKS_KEPT + 1,
    );
    expect(combat.length).toBeGreaterThan(0);
    for (const s of combat) {
      clearMemos();
      const legal = game.legalActions(s, s.side);
      const first = new Set(
        legal
          .filter((a) => a.type === 'attack')
          .slice(0, ATTACKS_KEPT)
          .map(actionKey),
      );
      const cut = prune(clone(s), s.side, legal, true, 0);
      expect(cut.every((a) => a.type === 'end' || first.has(actionKey(a)))).toBe(true);
      const whole = prune(clone(s), s.side, legal, true);
      clearMemos();
      expect(whole.map(actionKey)).toEqual(prune(clone(s), s.side, legal, true).map(actionKey));
    }
  });

  it('a time-budgeted search gives its root prune ROOT_PRUNE_SHARE of the budget and its iterations the rest', () => {
    const s = germanTurnOne();
    const ai = knowledgeOf(getGame('arras-postcard'))!;
    expect(ai.prune).toBeDefined();
    const original = ai.prune!;
    const deadlines: { at: number; deadline: number | undefined }[] = [];
    ai.prune = (st, role, legal, root, deadline) => {
      if (root) deadlines.push({ at: performance.now(), deadline });
      return original(st, role, legal, root, deadline);
    };
    try {
      const budget = 3000;
      const player = new SearchPlayer({ iterations: 2, ms: budget });
      const t0 = performance.now();
      decide(player, game, s, 'german', game.legalActions(s, 'german'), new Rng(1));
      expect(deadlines).toHaveLength(1);
      const { at, deadline } = deadlines[0];
      // The deadline is ROOT_PRUNE_SHARE of the budget after the decision began (before the prune).
      expect(deadline).toBeDefined();
      const began = deadline! - budget * ROOT_PRUNE_SHARE;
      expect(began).toBeGreaterThanOrEqual(t0);
      expect(began).toBeLessThanOrEqual(at);
      // An iteration-only search (no clock) gives no deadline: its prune is whole.
      deadlines.length = 0;
      decide(new SearchPlayer({ iterations: 2, ms: Infinity }), game, s, 'german', game.legalActions(s, 'german'), new Rng(1));
      expect(deadlines[0].deadline).toBe(Infinity);
    } finally {
      ai.prune = original;
    }
  });
});

describe('computer players: the German attack to come, as the Allied search counts it', () => {
  it('8.1-8.4, 7.1, 6.0 in his turn the Allied search counts the attack German units can bring against a screening unit in the next German turn', () => {
    // 8 DLI screens the west edge at 0104; Schtz.Rgt.6 stands next to it; Schtz.Rgt.7 can reach a hex
    // next to it in the German movement phase (the rules' moveOptions), or stands out of reach.
    const screen = '0104';
    const s0 = (where: Record<string, string>) => inPhase(position({ '8dli': screen, ...where }), 'allied', 'movement');
    const gain = (s: State) => {
      const v = game.view(s, 'allied') as PostcardView;
      return { g: germanThreatGain(v, s, breakthroughTerms(v), germanChance(v)), v, s };
    };
    const reaches = (s: State, unit: string) => {
      const g = inPhase(clone(s), 'german', 'movement');
      return moveOptions(g, unit).destinations.some((h) => grid.neighbours(screen).includes(h));
    };
    const near = s0({ sr6: '0204', sr7: '0406' });
    const far = s0({ sr6: '0204', sr7: '1108' });
    expect(reaches(near, 'sr7')).toBe(true);
    expect(reaches(far, 'sr7')).toBe(false);
    // Two rifle regiments reach a better column (8.1) than one, with De or Ex on it (8.4), from the data.
    expect(oddsColumn(strength('sr6') + strength('sr7'), strength('8dli'))).toBeGreaterThan(oddsColumn(strength('sr6'), strength('8dli')));
    const both = gain(near);
    const alone = gain(far);
    expect(both.g).toBeGreaterThan(0);
    expect(both.g).toBeGreaterThan(alone.g);
    // What the Allied search's evaluation gives: one less the German chance now, rescaled to outcomes
    // (ALLIED_READING_CALIBRATION), and the attack's gain read against it; the one-ply heuristic's (a model
    // made for it, or the view) reads the German chance only, as it is.
    const model = (search: boolean) => resample(observe(near, 'allied'), 'allied', new Rng(1), search);
    const now = rescaledChance(germanChance(both.v));
    const read = germanThreatGain(both.v, near, breakthroughTerms(both.v), now, true);
    expect(read).toBeGreaterThan(0);
    expect(arrasPostcardAI.evaluate(model(true), 'allied')).toBeCloseTo(1 - Math.min(1, now + read), 12);
    expect(arrasPostcardAI.evaluate(model(false), 'allied')).toBeCloseTo(1 - germanChance(both.v), 12);
    expect(arrasPostcardAI.evaluate(both.s, 'allied')).toBeCloseTo(1 - germanChance(both.v), 12);
    // 6.0 a German unit disrupted now stays disrupted through the German turn (recovery comes last): no attack.
    const disrupted = s0({ sr6: '0204', sr7: '0406' });
    disrupted.units.sr6.disrupted = true;
    disrupted.units.sr7.disrupted = true;
    expect(gain(disrupted).g).toBe(0);
    // In the German combat phase the attacks are being made: nothing counted ahead.
    const combat = inPhase(position({ '8dli': screen, sr6: '0204', sr7: '0105' }), 'german', 'combat');
    expect(gain(combat).g).toBe(0);
  });
});
