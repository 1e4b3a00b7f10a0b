// The log in English and French, and the balance handicap option (issue 15).
import { describe, expect, it } from 'vitest';
import { VP_TO_WIN } from '../../../src/games/cambrai-1917/data.ts';
import { randomGame } from '../../families/area-impulse-helpers.ts';
import { dice, emptyBoard, game, play, put } from './helpers.ts';
import { RuleError } from '../../../src/kernel/game.ts';
import { britishVp } from '../../../src/games/cambrai-1917/state.ts';

describe('French game log', () => {
  it('every log entry shown to players, and the result, has its French text (random games of both scenarios)', () => {
    const rules = new Set<string>();
    for (const [seed, scenario] of [
      [1, 'campaign'],
      [2, 'campaign'],
      [7, 'first-day'],
    ] as const) {
      const labels = new Set<string>();
      const sess = randomGame(game, { scenario }, seed, {
        // Every roll's label (the prompt of a person rolling real dice) has its French text too.
        after(s) {
          if (game.toAct(s)[0] !== 'chance') return;
          const c = game.chance(s);
          expect(c.texts?.fr, c.label).toBeTruthy();
          expect(c.texts!.fr).not.toBe(c.label);
          labels.add(c.rule!);
        },
      });
      expect(labels.size, `${scenario} seed ${seed}`).toBeGreaterThan(3);
      const log = sess.visibleLog();
      expect(log.length).toBeGreaterThan(50);
      for (const e of log) {
        const fr = e.texts?.fr;
        expect(fr, `no French text for "${e.text}"`).toBeTruthy();
        // Not an English copy: the French of each sentence differs from its English.
        expect(fr, `French equals English: "${e.text}"`).not.toBe(e.text);
        if (e.rule) rules.add(e.rule);
      }
      const r = game.result(sess.state)!;
      expect(r.texts?.fr).toBeTruthy();
      expect(r.texts!.fr).not.toBe(r.detail);
    }
    // The random games met the main sections of the aid.
    for (const rule of ['Dawn Phase', 'Daylight Phase', 'Impulses', 'Combat', 'Night Phase', 'Sunset DR', 'Hurricane Barrage']) expect(rules).toContain(rule);
  });

  it('the game declares French; every action description and the terminal picture exist in French', () => {
    expect(game.languages).toEqual(['en', 'fr']);
    const kinds = new Set<string>();
    const sess = randomGame(game, { scenario: 'campaign' }, 4, {
      after(s) {
        for (const role of game.toAct(s)) {
          if (role === 'chance') continue;
          for (const a of game.legalActions(s, role)) {
            const en = game.describeAction(s, role, a, 'en');
            const fr = game.describeAction(s, role, a, 'fr');
            expect(fr, en).toBeTruthy();
            expect(fr, en).not.toBe(en);
            kinds.add(a.type);
          }
        }
      },
    });
    expect(kinds.size).toBeGreaterThan(12);
    const picture = game.render!(sess.state, 'british', 'fr');
    expect(picture).toMatch(/novembre/);
    expect(picture).toMatch(/PARTIE TERMINÉE/);
    expect(game.render!(sess.state, 'british', 'en')).toMatch(/GAME OVER/);
  });

  it('the Haig Decides log names the modifiers in both languages', () => {
    const s = emptyBoard(22, 'german', 12);
    s.phase = 'end';
    s.advantage = 'german';
    put(s, 6, ['152Bde']);
    s.step = { k: 'roll', purpose: 'haig', dice: 1 };
    const [e] = dice(s, 6);
    expect(e.text).toBe('Haig Decides: dr 6 +2 area 6 = 8 >= 7: the offensive goes on.');
    expect(e.texts?.fr).toBe('Haig décide : jet 6 +2 zone 6 = 8 >= 7 : l’offensive continue.');
  });
});

describe('Balance handicap (option british-vp)', () => {
  it("by default the British need the aid's 20 Control markers; the option lowers the number for the campaign only", () => {
    expect(game.setup({ scenario: 'campaign' }).vpToWin).toBe(VP_TO_WIN);
    expect(game.options!.find((o) => o.id === 'british-vp')).toMatchObject({ kind: 'number', default: VP_TO_WIN });
    expect(game.options!.find((o) => o.id === 'british-vp')!.texts?.fr).toMatch(/Handicap/);
    expect(game.setup({ scenario: 'campaign', options: { 'british-vp': 10 } }).vpToWin).toBe(10);
    expect(game.view(game.setup({ scenario: 'campaign', options: { 'british-vp': 12 } }), 'german')).toMatchObject({ vpNeeded: 12 });
    for (const bad of [7, 21, 12.5, true]) expect(() => game.setup({ scenario: 'campaign', options: { 'british-vp': bad } })).toThrow(RuleError);
    expect(() => game.setup({ scenario: 'first-day', options: { 'british-vp': 12 } })).toThrow(/campaign/);
    expect(() => game.setup({ scenario: 'campaign', options: { other: 1 } })).toThrow(/unknown option/);
  });

  it('Haig Decides end: with the handicap the British win with that many Control markers in supply', () => {
    const areas = [51, 52, 53, 54, 55, 56, 57, 3, 6, 9, 10, 25];
    for (const [needed, winner] of [
      [areas.length, 'british'],
      [areas.length + 1, 'german'],
      [VP_TO_WIN, 'german'],
    ] as const) {
      const s = emptyBoard(22, 'german', 12);
      s.vpToWin = needed;
      s.phase = 'end';
      s.advantage = 'german';
      put(s, 34, ['152Bde']);
      for (const a of areas) s.control[a] = 'allied';
      expect(britishVp(s)).toBe(areas.length);
      s.step = { k: 'roll', purpose: 'haig', dice: 1 };
      dice(s, 1);
      if ((s.step as { k: string }).k === 'advantage') play(s, 'german', { type: 'advantage', use: false });
      const r = game.result(s)!;
      expect(r).toMatchObject({ winner, kind: 'haig' });
      expect(r.detail).toContain(`(${needed} needed)`);
      expect(r.texts?.fr).toContain(`(${needed} requis)`);
    }
  });
});
