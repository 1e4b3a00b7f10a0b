// The impulse listing keeps what it found of a state beside it (rules/06-sequence-of-play.ts, `KeptAreas`)
// for the state's next listings: after any number of actions performed on the state, its listing must be
// the one a fresh copy of the same position gives (a copy has nothing kept, and its counts are built anew).
import { describe, expect, it } from 'vitest';
import type { ArrasState } from '../../../src/games/ca-arras-1940/state.ts';
import { type Action, CHANCE } from '../../../src/kernel/game.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { game } from './helpers.ts';

/** Plays a random game, comparing every decision's listing with the listing of a fresh copy; returns the impulse listings compared. */
function compareListings(seed: number, options: Record<string, boolean>): number {
  const rng = new Rng(seed);
  const s: ArrasState = game.setup({ options });
  let impulses = 0;
  for (let steps = 0; steps < 20000; steps++) {
    const roles = game.toAct(s);
    if (roles.length === 0) return impulses;
    const role = roles[0];
    let action: Action;
    if (role === CHANCE) {
      const spec = game.chance(s);
      action = { type: 'dice', dice: Array.from({ length: spec.dice }, () => rng.die(spec.sides)) };
    } else {
      const legal = game.legalActions(s, role);
      const fresh = game.legalActions(structuredClone(s), role);
      expect(legal, `seed ${seed} step ${steps} (${s.step.k})`).toEqual(fresh);
      if (s.step.k === 'impulse') impulses++;
      action = legal[rng.int(legal.length)];
    }
    game.perform(s, role, action);
  }
  throw new Error(`seed ${seed}: game too long`);
}

describe('the impulse listing kept beside a state', () => {
  it('6.2.2: after the actions performed on a state, its impulse listing equals the listing of a fresh copy of the position', () => {
    const optionSets: Record<string, boolean>[] = [
      {},
      { 'german-air': true, 'allied-air': true, 'rommel-north': true, 'fifth-panzer': true },
      { 'historical-attack-path': true, 'historical-setup': true },
    ];
    let impulses = 0;
    for (let seed = 1; seed <= 20; seed++) impulses += compareListings(seed, optionSets[seed % optionSets.length]);
    expect(impulses).toBeGreaterThan(700);
  });
});
