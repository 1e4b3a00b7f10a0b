// See before you commit (issue 29): the preview of an attack names the column and modifiers the die
// is then rolled on. Checked against what the resolved combat logged, over seeded random games.
import { describe, expect, it } from 'vitest';
import { CHANCE, type Action, type LogEntry } from '../../../src/kernel/game.ts';
import { ARRAS } from '../../../src/games/arras-postcard/state.ts';
import { act, game, inPhase, position, roll } from './helpers.ts';

/** A small seeded generator (the tests' own: the game's dice are not involved). */
function lcg(seed: number) {
  let x = seed >>> 0;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

describe('arras-postcard preview (issue 29: see before you commit)', () => {
  it('8.1-8.3: the previewed column of every attack is the column the die is rolled on, over 6 seeded games', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const rnd = lcg(seed);
      const s = game.setup({});
      for (let n = 0; n < 400 && game.result(s) === null; n++) {
        const who = game.toAct(s)[0];
        if (who === CHANCE) {
          roll(s, 1 + rnd(6));
          continue;
        }
        const legal = game.legalActions(s, who);
        const attacks = legal.filter((a) => a.type === 'attack');
        const a: Action = attacks.length && rnd(3) > 0 ? attacks[rnd(attacks.length)] : legal[rnd(legal.length)];
        if (a.type !== 'attack') {
          act(s, who, a);
          continue;
        }
        const lines = game.preview!(s, who, a)!.lines;
        const column = /the (\d:\d) column$/.exec(lines.find((l) => l.rule === '8.2')?.text ?? lines[0].text)![1];
        act(s, who, a);
        if (game.toAct(s)[0] === 'german' && s.combat?.step === 'flak') act(s, 'german', { type: 'no-flak' });
        const log: LogEntry[] = roll(s, 1 + rnd(6));
        const resolved = log.find((e) => e.rule === '8.4')!;
        expect(resolved.text).toContain(`on the ${column} column`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('8.2, 8.3: an Allied attack before movement on a unit in Arras shows the shift and the -1', () => {
    // 4 RTR (a tank: the 88 may fire) next to Schtz.Rgt.6 in Arras, in the Allied combat phase before movement.
    const s = inPhase(position({ '4rtr': '0703', sr6: ARRAS }), 'allied', 'combat');
    const attack = game.legalActions(s, 'allied').find((a) => a.type === 'attack');
    expect(attack).toBeDefined();
    const lines = game.preview!(s, 'allied', attack!, 'fr')!.lines;
    expect(lines.map((l) => l.rule)).toEqual(['8.1', '8.2', '8.3', '8.8']);
    expect(lines[2].text).toBe('-1 au dé : le défenseur est dans Arras');
  });
});
