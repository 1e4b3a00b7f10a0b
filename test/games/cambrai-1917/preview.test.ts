// See before you commit (issue 29): the preview of the action that brings the dice of a Hurricane
// Barrage or of a combat gives the values the rules then roll with: the barrage's 1d6 + n against
// 1d6 + m (checked against the totals logged once the dice are in), the attack's and the defense's
// modifiers (checked against the values stored in the combat). Over seeded random games.
import { describe, expect, it } from 'vitest';
import { cambrai1917 as game } from '../../../src/games/cambrai-1917/game.ts';
import { CHANCE, type LogEntry, applyAction } from '../../../src/kernel/game.ts';
import { Rng } from '../../../src/kernel/rng.ts';

describe('cambrai-1917 preview (issue 29: see before you commit)', () => {
  it('Hurricane Barrage, Combat: the previewed values are those the dice are rolled with, over seeded games', () => {
    const seen = { hurricane: 0, attack: 0, defense: 0 };
    // The barrage's previewed values, until its dice are in.
    let pending: { at: number; dt: number } | null = null;
    for (let g = 0; g < 4; g++) {
      const s = game.setup({ scenario: 'campaign' });
      const rng = new Rng(70 + g);
      for (let i = 0; i < 4000 && game.result(s) === null; i++) {
        const who = game.toAct(s)[0];
        if (who === CHANCE) {
          const spec = game.chance(s);
          const dice = Array.from({ length: spec.dice }, () => 1 + rng.int(6));
          const log: LogEntry[] = [];
          const barrage = s.step.k === 'roll' && s.step.purpose === 'hurricane';
          applyAction(game, s, CHANCE, { type: 'dice', dice }, (e) => log.push(e));
          if (barrage)
            expect(log.map((e) => e.text).join('\n')).toMatch(
              new RegExp(`Barrage ${dice[0] + pending!.at} \\(dr ${dice[0]}\\) against ${dice[1] + pending!.dt} \\(dr ${dice[1]}\\)`),
            );
          pending = null;
          continue;
        }
        const legal = game.legalActions(s, who);
        const commits = legal.filter((a) => ['hurricane', 'primary', 'attack', 'resolve', 'point', 'forward'].includes(a.type));
        const a = commits.length && rng.int(2) === 0 ? commits[rng.int(commits.length)] : legal[rng.int(legal.length)];
        const p = game.preview!(s, who, a, 'en');
        applyAction(game, s, who, a);
        if (s.step.k !== 'roll' || !['hurricane', 'attack', 'defense'].includes(s.step.purpose)) continue;
        expect(p, JSON.stringify(a)).not.toBeNull();
        const text = p!.lines[0].text;
        if (s.step.purpose === 'hurricane') {
          const m = /1d6 \+ (\d+) against defender 1d6 \+ (\d+)/.exec(text)!;
          pending = { at: Number(m[1]), dt: Number(m[2]) };
          seen.hurricane++;
        } else if (s.step.purpose === 'attack') {
          expect(Number(/^Attack (-?\d+) \+ 2d6/.exec(text)![1])).toBe(s.combat!.at);
          seen.attack++;
        } else {
          expect(Number(/^Defense (-?\d+) \+ 2d6/.exec(text)![1])).toBe(s.combat!.dt);
          seen.defense++;
        }
      }
    }
    expect(seen.hurricane).toBeGreaterThan(2);
    expect(seen.attack).toBeGreaterThan(2);
    expect(seen.defense).toBeGreaterThan(2);
  });
});
