// Issue 17, the German reply in the Allied search (src/games/arras-postcard/ai.ts GERMAN_REPLY_HORIZON): the
// Allied search stops at the German turn and reads the German reply from its evaluation (the breakthrough
// to come, Victory and 7.1; the German attack to come, 8.1-8.6) instead of searching near-random German moves.
import { describe, expect, it } from 'vitest';
import { arrasPostcardAI, clearMemos, horizon, observe, resample } from '../../../src/games/arras-postcard/ai/index.ts';
import type { State } from '../../../src/games/arras-postcard/state.ts';
import { moveOptions } from '../../../src/games/arras-postcard/rules/07-movement.ts';
import { type Action, actionKey } from '../../../src/kernel/game.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { SearchPlayer } from '../../../src/players/index.ts';
import { observe as observeFor } from '../../../src/ai-kit/registry.ts';
import { getGame } from '../../../src/games/index.ts';
import { game, inPhase, position } from './helpers.ts';

const model = (s: State, role: 'allied' | 'german', search: boolean) => resample(observe(s, role), role, new Rng(1), search);

/** The Allied movement phase of turn 1, the combat and recovery phases done (ending it ends the Allied turn). */
function lastAlliedPhase(): State {
  const s = game.setup({});
  for (const a of [{ type: 'phase', phase: 'recovery' }, { type: 'phase', phase: 'combat' }, { type: 'end' }, { type: 'phase', phase: 'movement' }])
    game.perform(s, 'allied', a);
  expect(s.phase).toBe('movement');
  expect(s.done).toEqual(['recovery', 'combat']);
  return s;
}

describe('computer players: the Allied search reads the German reply at the German turn', () => {
  it('Sequence: the Allied search stops where the German turn begins; the German search and the heuristic do not', () => {
    const s = lastAlliedPhase();
    const german = JSON.parse(JSON.stringify(s)) as State;
    game.perform(german, 'allied', { type: 'end' });
    expect(german.side).toBe('german');
    // The Allied search's model of the German turn is a horizon; its own turn is not.
    expect(horizon(model(german, 'german', true) as never, 'allied')).toBe(false); // a German-role model is not the Allied search's
    const alliedModel = model(s, 'allied', true);
    game.perform(alliedModel, 'allied', { type: 'end' });
    expect(horizon(alliedModel as never, 'allied')).toBe(true);
    expect(horizon(model(s, 'allied', true) as never, 'allied')).toBe(false);
    // The heuristic's model (not a search) and the German search never stop there.
    const heuristicModel = model(s, 'allied', false);
    game.perform(heuristicModel, 'allied', { type: 'end' });
    expect(horizon(heuristicModel as never, 'allied')).toBe(false);
    expect(horizon(alliedModel as never, 'german')).toBe(false);
  });

  it('Victory (ruling 1): at the horizon, a German unit still to move that can leave the map in this move breaks through, so the Allied value is 0', () => {
    // Pz.Abt.66 two hexes from the west edge with no Allied unit near: it may leave the map in this move (7.1).
    const s = inPhase(position({ pz66: '0204', '7rtr': '0908' }), 'german', 'movement');
    expect(moveOptions(s, 'pz66').canExit).toBe(true);
    const m = model(s, 'german', false) as State & { readsGermanAttack?: boolean };
    m.readsGermanAttack = true;
    expect(arrasPostcardAI.evaluate(m, 'allied')).toBe(0);
    // Once it has moved (or if it is disrupted, 6.0) it cannot leave in this phase: the value is the reading's, above 0.
    m.units.pz66.moved = true;
    clearMemos();
    expect(arrasPostcardAI.evaluate(m, 'allied')).toBeGreaterThan(0);
    // Outside an Allied search's model the plain evaluation is unchanged (a chance, not a certainty).
    const plain = model(s, 'allied', false);
    expect(arrasPostcardAI.evaluate(plain, 'allied')).toBeGreaterThan(0);
  });

  it('Sequence, 8.1-8.6: the Allied search values the end of its turn by its reading of the German reply, not by sampled German moves', () => {
    const s = lastAlliedPhase();
    const legal = game.legalActions(s, 'allied');
    const end = legal.find((a) => a.type === 'end')!;
    const move = legal.find((a) => a.type === 'move')!;
    const player = new SearchPlayer({ iterations: 60, ms: 1e9 });
    player.choose(getGame('arras-postcard'), observeFor(getGame('arras-postcard'), s, 'allied'), 'allied', [end, move], new Rng(3));
    const stats = player.lastStats!;
    const endStats = stats.root.find((e) => actionKey(e.action) === actionKey(end))!;
    expect(endStats.visits).toBeGreaterThan(1);
    // Every line through the end of the Allied turn stops at the German turn: its value is the evaluation there.
    const after = resample(observe(s, 'allied'), 'allied', new Rng(1), true);
    game.perform(after, 'allied', end as Action);
    expect(after.side).toBe('german');
    expect(endStats.value).toBeCloseTo(arrasPostcardAI.evaluate(after, 'allied'), 9);
  });
});
