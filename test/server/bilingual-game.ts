// The kernel's fixture game with French texts (languages ['en', 'fr']): its action descriptions and
// its log in both languages, for the language tests of the server and the browser.
import type { Action, GameDefinition, LogSink } from '../../src/kernel/game.ts';
import { type DiceRaceState, diceRace } from '../kernel/fixture-game.ts';

const FR: Record<string, string> = { bid: 'enchère', roll: 'lancer', stop: 'arrêter', note: 'noter' };

/** The fixture game with French texts: its actions and its log in both languages. */
export const bilingual: GameDefinition<DiceRaceState> = {
  ...diceRace,
  id: 'dice-race-fr',
  languages: ['en', 'fr'],
  describeAction: (_s, _r, a: Action, lang?: string) =>
    lang === 'fr' ? `${FR[a.type] ?? a.type}${a.amount !== undefined ? ` ${a.amount}` : ''}` : `${a.type}${a.amount !== undefined ? ` ${a.amount}` : ''}`,
  perform(s, role, action, log?: LogSink) {
    diceRace.perform.call(
      this,
      s,
      role,
      action,
      log &&
        ((e) => {
          const fr = e.text
            .replace(/^bids revealed: a (\d), b (\d)$/, 'enchères révélées : a $1, b $2')
            .replace(/^(\w) bids (\d)$/, '$1 mise $2')
            .replace(/^(\w) rolls (\d)$/, '$1 obtient $2');
          log({ ...e, texts: { fr } });
        }),
    );
  },
};
