// Random play: whole games end with a result and no error; a game is its setup plus its journal (replay).
import { describe, expect, it } from 'vitest';
import { type Action, CHANCE, type Role } from '../../../src/kernel/game.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { game } from './helpers.ts';

function play(seed: number, journal?: { role: Role; action: Action }[]) {
  const rng = new Rng(seed);
  const s = game.setup({});
  const out: { role: Role; action: Action }[] = [];
  for (let i = 0; ; i++) {
    const who = game.toAct(s);
    if (who.length === 0) break;
    let role: Role;
    let action: Action;
    if (journal) ({ role, action } = journal[i]);
    else {
      role = who[rng.int(who.length)];
      if (role === CHANCE) {
        const c = game.chance(s);
        action = { type: 'dice', dice: Array.from({ length: c.dice }, () => rng.die(c.sides)) };
      } else {
        const legal = game.legalActions(s, role);
        expect(legal.length).toBeGreaterThan(0);
        action = legal[rng.int(legal.length)];
      }
    }
    out.push({ role, action });
    game.perform(s, role, action);
  }
  return { s, out };
}

describe('random play', () => {
  it('4.0 13.3 random games end with a result; replaying the journal gives the same game', () => {
    for (const seed of [11, 12]) {
      const a = play(seed);
      expect(game.result(a.s)).not.toBeNull();
      const b = play(0, a.out);
      expect(JSON.stringify(b.s)).toBe(JSON.stringify(a.s));
    }
  }, 300_000);
});
