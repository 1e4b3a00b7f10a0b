// Issue 31 item 2: what an area game's refusal names is worded in the reader's language. The areas there are, in the
// refusal of an unknown one, come from each game's text/ in English and French (1940 3.1, Battles 2.1.1, Cambrai map);
// the family's own check of the flag options (behind the kernel's) gives the kernel's reasons, which the shell words.
import { describe, expect, it } from 'vitest';
import { caArras1940 } from '../../src/games/ca-arras-1940/game.ts';
import { caArrasBattles } from '../../src/games/ca-arras-battles/game.ts';
import { cambrai1917 } from '../../src/games/cambrai-1917/game.ts';
import { parseFlagOptions } from '../../src/families/area-impulse/contract.ts';
import type { RuleError } from '../../src/kernel/game.ts';
import { refusalIn } from '../../src/i18n/index.ts';

describe('an area game’s refusal in the reader’s language', () => {
  it('3.1 / 2.1.1 / map: an unknown area names the areas there are in English and in French', () => {
    const s1940 = caArras1940.setup({ scenario: 'historical' });
    expect(caArras1940.explainIllegal!(s1940, 'allied', { type: 'assault', area: 99 })).toEqual({
      message: 'unknown area 99 (Areas are 1-30, Zones 31-36)',
      rule: '3.1',
      texts: { fr: 'secteur inconnu 99 (les Secteurs vont de 1 à 30, les Zones de 31 à 36)' },
    });
    const sBattles = caArrasBattles.setup({ scenario: 'historical' });
    expect(caArrasBattles.explainIllegal!(sBattles, 'allied', { type: 'activate', area: 99 })).toEqual({
      message: 'unknown area 99 (Sectors 1-28, Zones 31-36)',
      rule: '2.1.1',
      texts: { fr: 'secteur inconnu 99 (Secteurs 1-28, Zones 31-36)' },
    });
    const sCambrai = cambrai1917.setup({});
    expect(cambrai1917.explainIllegal!(sCambrai, 'british', { type: 'assault', area: 99 })).toMatchObject({
      message: 'unknown area 99 (areas are 1-38 and 51-66, zones A-L are 39-50)',
      rule: 'map',
    });
  });

  it('18.0: an option the family reads that is unknown or not a flag is refused with the kernel’s reason, in French too', () => {
    const options = [{ id: 'gort', key: 'gort', default: false }];
    const refusal = (given: Record<string, boolean | number>) => {
      try {
        parseFlagOptions({ options: given }, options, '18.0');
      } catch (e) {
        return e as RuleError;
      }
      throw new Error('accepted');
    };
    const unknown = refusal({ nosuch: true });
    expect(unknown.message).toBe('unknown option "nosuch"; options: gort (rule 18.0)');
    expect(refusalIn(unknown, 'fr')).toBe('option inconnue « nosuch » ; options : gort (règle 18.0)');
    expect(refusalIn(refusal({ gort: 3 }), 'fr')).toBe('l’option « gort » vaut true ou false, pas 3 (règle 18.0)');
  });
});
