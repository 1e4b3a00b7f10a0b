// The searches' state copy (src/ai-kit/model.ts copyData): what the JSON round trip gives, without the text.
import { describe, expect, it } from 'vitest';
import { copyData } from '../../src/ai-kit/model.ts';
import { games } from '../../src/games/index.ts';
import { CHANCE } from '../../src/kernel/game.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { Session, seededDice } from '../../src/kernel/session.ts';

const viaJson = (x: unknown) => JSON.parse(JSON.stringify(x));

describe('copyData, the model state copy of the searches', () => {
  it('gives what JSON.parse(JSON.stringify(x)) gives: undefined fields dropped, undefined items, NaN, Infinity and functions as null', () => {
    const x = {
      a: 1,
      b: 'two',
      c: true,
      d: null,
      e: undefined,
      f: Number.NaN,
      g: -Infinity,
      h: () => 1,
      list: [1, undefined, null, Number.NaN, Infinity, 'x', false, () => 2, [3, [4]], { k: undefined, m: 0 }],
      nested: { deep: { deeper: [{ z: -0.5 }] } },
    };
    const y = copyData(x);
    expect(y).toStrictEqual(viaJson(x));
    // A copy: nothing shared with the original.
    y.list[8] = 0;
    y.nested.deep.deeper[0].z = 9;
    expect(x.list[8]).toEqual([3, [4]]);
    expect(x.nested.deep.deeper[0].z).toBe(-0.5);
  });

  it('copies every game state of a random game of each game as the JSON round trip does', () => {
    for (const game of Object.values(games)) {
      const s = new Session(game, {}, seededDice(2));
      const rng = new Rng(3);
      for (let i = 0; i < 200 && !s.isOver(); i++) {
        const role = s.toAct()[0];
        if (role === CHANCE) s.rollIfDue();
        else {
          const legal = game.legalActions(s.state, role);
          s.act(role, legal[rng.int(legal.length)]);
        }
        if (i % 20 === 0) expect(copyData(s.state)).toStrictEqual(viaJson(s.state));
      }
    }
  });
});
