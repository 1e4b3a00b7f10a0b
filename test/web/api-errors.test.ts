// A refusal the server sends is shown in the reader's language: a game's refusal (an illegal action) comes with
// its texts in the game's other languages (the API's `texts`, the rule worded by src/i18n refusalTexts).
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, errorText } from '../../src/web/api.ts';
import { setLang } from '../../src/web/i18n.ts';

describe('refusals in the reader’s language', () => {
  afterEach(() => setLang('en'));

  it('a game’s refusal reads in French from its French text, in English from its message', () => {
    const e = new ApiError(400, 'illegal', 'Sector 7 is not adjacent to Sector 3 (rule 5.1)', '5.1', {
      fr: "Le Secteur 7 n'est pas adjacent au Secteur 3 (règle 5.1)",
    });
    expect(errorText(e)).toBe('Sector 7 is not adjacent to Sector 3 (rule 5.1)');
    setLang('fr');
    expect(errorText(e)).toBe("Le Secteur 7 n'est pas adjacent au Secteur 3 (règle 5.1)");
    // A refusal without a French text stays in English rather than showing nothing.
    expect(errorText(new ApiError(400, 'illegal', 'no such unit (rule 4.1)', '4.1'))).toBe('no such unit (rule 4.1)');
  });
});
