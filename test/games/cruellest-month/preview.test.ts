// See before you commit (issue 29): the preview of the action that brings the dice of a ground combat (the last support
// allocation, 9.4.1), of a mission's AA fire and strike (the altitude, 8.9.2, 8.10.5) or of a unit's fire on the Air Battle
// Board (8.7.9) gives the values the dice are
// then rolled with: checked against the log of the rolls that follow, over seeded random games.
import { describe, expect, it } from 'vitest';
import { CHANCE, type Action, type LogEntry } from '../../../src/kernel/game.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { game } from './helpers.ts';

const num = (re: RegExp, text: string) => Number(re.exec(text)![1]);

describe('cruellest-month preview (issue 29: see before you commit)', () => {
  it('9.4, 8.9.2, 8.10.5, 8.7.9: the previewed modifiers are those of the ground combat, AA fire, strike and air battle fire rolls that follow, over seeded games', () => {
    const seen = { ground: 0, aa: 0, strike: 0, fire: 0 };
    for (let g = 0; g < 3; g++) {
      const s = game.setup({});
      const rng = new Rng(300 + g);
      let ground: number | null = null;
      let fire: number | null = null;
      let strike: { unit: string; aaf: number; add: number; bf: number; aa?: string } | null = null;
      while (game.toAct(s).length > 0) {
        const who = game.toAct(s)[0];
        let a: Action;
        if (who === CHANCE) {
          const c = game.chance(s);
          a = { type: 'dice', dice: Array.from({ length: c.dice }, () => rng.die(c.sides)) };
        } else {
          const legal = game.legalActions(s, who);
          a = legal[rng.int(legal.length)];
        }
        const p = game.preview!(s, who, a, 'en');
        const log: LogEntry[] = [];
        game.perform(s, who, a, (e) => log.push(e));
        if (p && a.type === 'ab-fire') fire = num(/1D10 ([+-]\d+) \(/, p.lines[0].text);
        if (p && a.type === 'support') ground = num(/1d10 ([+-]\d+) \(/, p.lines[0].text);
        if (p && a.type === 'altitude') {
          const aa = p.lines[0].text;
          strike = { unit: /^AA fire at (.+): 1d10/.exec(aa)![1], aaf: num(/AAF (\d+)/, aa), add: num(/1d6 ([+-]\d+)/, p.lines[1].text), bf: num(/BF (\d+)/, p.lines[1].text) };
        }
        if (who !== CHANCE) continue;
        for (const e of log) {
          const shot = /^1D10 (\d+), modified (-?\d+)/.exec(e.text);
          if (e.rule === '8.7.9' && shot && fire !== null) {
            expect(Number(shot[2]) - Number(shot[1]), e.text).toBe(fire);
            fire = null;
            seen.fire++;
          }
          if (e.rule === '9.4' && ground !== null) {
            const m = /: roll (\d+) .* = (-?\d+), column/.exec(e.text)!;
            expect(Number(m[2]) - Number(m[1]), e.text).toBe(ground);
            ground = null;
            seen.ground++;
          }
          if (e.rule === '8.9.2' && strike && strike.aa === undefined && e.text.includes(` at ${strike.unit}: roll`)) {
            expect(num(/AAF (\d+)/, e.text), e.text).toBe(strike.aaf);
            strike.aa = /: (\w+)$/.exec(e.text)![1];
            seen.aa++;
          }
          const hit = /roll (\d+) modified (-?\d+) against BF (\d+)/.exec(e.text);
          if (e.rule === '8.10.6' && hit && strike?.aa !== undefined && e.text.startsWith(`${strike.unit} `)) {
            const add = Number(hit[2]) - Number(hit[1]);
            // A Disrupted or Reduced result of the AA fire may add its +1 (8.10.5) to an aircraft that was not Disrupted.
            if (strike.aa === 'none') expect(add, e.text).toBe(strike.add);
            else expect([strike.add, strike.add + 1], e.text).toContain(add);
            expect(Number(hit[3])).toBe(strike.bf);
            strike = null;
            seen.strike++;
          }
        }
      }
    }
    expect(seen.ground).toBeGreaterThan(5);
    expect(seen.fire).toBeGreaterThan(5);
    expect(seen.aa).toBeGreaterThan(2);
    expect(seen.strike).toBeGreaterThan(2);
  }, 120_000);
});
