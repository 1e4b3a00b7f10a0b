// Issue 29: every text a player of the 1940 edition meets exists in French, in the Battles edition's
// French terms (Secteur, Initiative, Fraîche, Unité de Pointe...), and names things, never ids.
import { describe, expect, it } from 'vitest';
import { UNITS } from '../../../src/games/ca-arras-1940/data.ts';
import { CHANCE, type RuleError } from '../../../src/kernel/game.ts';
import { randomGame } from '../../families/area-impulse-helpers.ts';
import { game } from './helpers.ts';
import { refusalIn } from '../../../src/i18n/index.ts';

const ENGLISH = /\b(the|Area|Areas|Momentum|Impulse Track|Fresh|Spent|Lead Attacking|Attrition|moves|retreats|attack on|is eliminated|Turn)\b/;
const word = (id: string, t: string) => new RegExp(`(^|[^\\w-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(t);
/** Unit ids that are not also (part of) a name a player reads. */
const IDS = UNITS.map((u) => u.id).filter((id) => /[a-z]/.test(id) && !UNITS.some((d) => word(id, d.name)));
const hasId = (t: string) => IDS.find((id) => word(id, t));

describe('issue 29: the 1940 edition speaks French', () => {
  it('every log entry, action description, roll label and the terminal picture of whole games has a French text with no English words and no unit ids', () => {
    for (const seed of [1, 2]) {
      const sess = randomGame(game, { options: { gort: true, 'rommel-north': true, 'fifth-panzer': true } }, seed, {
        before(s, action) {
          const fr = game.describeAction(s, s.step.k === 'roll' ? CHANCE : 'allied', action, 'fr');
          expect(fr, `${JSON.stringify(action)}`).not.toMatch(ENGLISH);
          expect(hasId(fr)).toBeUndefined();
          if (game.toAct(s)[0] === CHANCE) expect(game.chance(s).texts?.fr).toBeTruthy();
        },
      });
      const log = sess.visibleLog();
      expect(log.length).toBeGreaterThan(50);
      for (const e of log) {
        expect(e.texts?.fr, e.text).toBeTruthy();
        expect(e.texts!.fr, e.text).not.toMatch(ENGLISH);
        expect(hasId(e.texts!.fr)).toBeUndefined();
      }
      // The terminal picture of the end of the game.
      expect(game.render!(sess.state, 'allied', 'fr')).not.toMatch(ENGLISH);
      expect(game.render!(sess.state, 'allied', 'fr')).toMatch(/PARTIE TERMINÉE : victoire/);
      const result = game.result(sess.state)!;
      expect(result.texts?.fr).toBeTruthy();
      expect(result.texts!.fr).not.toMatch(ENGLISH);
    }
  });

  it('8.2 a refused move and 5.0 an unknown scenario are explained in French, naming the Secteur', () => {
    const s = game.setup({ scenario: 'historical' });
    const info = game.explainIllegal!(s, 'allied', { type: 'move', unit: UNITS[0].id, to: 1 });
    expect(info.texts?.fr).toBeTruthy();
    expect(info.texts!.fr).not.toMatch(ENGLISH);
    let error: RuleError | null = null;
    try {
      game.setup({ scenario: 'nowhere' });
    } catch (e) {
      error = e as RuleError;
    }
    expect(error && refusalIn(error, 'fr')).toMatch(/^scénario inconnu « nowhere »/);
  });
});
