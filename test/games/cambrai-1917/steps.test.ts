// The shape of the game (issue 31): the rules by the player aid's sections, each decision a step of
// the kernel's step table with its rule and its prompt in English and French.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STEPS } from '../../../src/games/cambrai-1917/steps.ts';
import type { CambraiState } from '../../../src/games/cambrai-1917/state.ts';
import { RULES } from '../../../src/games/cambrai-1917/text/rules.en.ts';
import { randomGame } from '../../families/area-impulse-helpers.ts';
import { game } from './helpers.ts';

const DIR = 'src/games/cambrai-1917';

describe('Sequence of Play: every decision is a step of the table', () => {
  it('Sequence of Play: each step met in random games names who acts, lists actions for them, and prompts them in English and French with a rule of the aid', () => {
    const met = new Set<string>();
    for (const seed of [3, 4]) {
      randomGame(game, { scenario: 'campaign' }, seed, {
        after(s: CambraiState) {
          const acting = STEPS.toAct(s);
          met.add(s.step.k);
          if (s.step.k === 'over') return expect(acting).toEqual([]);
          expect(acting.length).toBe(1);
          const role = acting[0];
          if (role === 'chance') return expect(game.chance(s).label).not.toBe('');
          expect(STEPS.legalActions(s, role).length).toBeGreaterThan(0);
          const en = STEPS.prompt!(s, role, 'en');
          const fr = STEPS.prompt!(s, role, 'fr');
          expect(en.rule, s.step.k).toBeDefined();
          expect(Object.hasOwn(RULES, en.rule!), `${s.step.k}: ${en.rule}`).toBe(true);
          expect(fr.text).not.toBe(en.text);
          expect(fr.rule).toBe(en.rule);
        },
      });
    }
    for (const k of ['impulse', 'assault', 'regroup', 'roll', 'place', 'hb-primary', 'buy', 'refresh', 'over']) expect(met, k).toContain(k);
  });

  it('a role that is not to act is refused with the step it is waiting in, in both languages', () => {
    const s = game.setup({ scenario: 'campaign' });
    const why = game.explainIllegal!(s, 'german', { type: 'pass' });
    expect(why.message).toBe('german may not act now: waiting for british (opening step)');
    expect(why.texts?.fr).toBe('le joueur allemand ne peut pas agir maintenant (étape barrage d’ouverture)');
  });
});

describe('Rules by chapter', () => {
  it('each rules/ file is named NN-chapter, opens with a comment of the aid sections it holds, and no source file passes 600 lines (data.ts aside)', () => {
    const chapters = readdirSync(`${DIR}/rules`).sort();
    expect(chapters.length).toBeGreaterThanOrEqual(12);
    for (const f of chapters) {
      expect(f).toMatch(/^\d\d-[a-z0-9-]+\.ts$/);
      expect(readFileSync(`${DIR}/rules/${f}`, 'utf8').startsWith('// '), f).toBe(true);
    }
    const sources = [
      ...readdirSync(DIR)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => `${DIR}/${f}`),
      ...chapters.map((f) => `${DIR}/rules/${f}`),
    ];
    for (const f of sources) {
      if (f.endsWith('/data.ts')) continue;
      expect(readFileSync(f, 'utf8').split('\n').length, f).toBeLessThanOrEqual(600);
    }
    expect(sources.some((f) => f.endsWith('/rules.ts'))).toBe(false);
  });
});
