// The interface's message catalogues: French and English have the same keys, the same parameters,
// and no empty text; lookups fall back sensibly.
import { describe, expect, it } from 'vitest';
import { LANGS, asLang, catalogues, gameLang, phaseName, roleName, translate } from '../../src/i18n/index.ts';

const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('French and English have the same keys', () => {
    expect(Object.keys(catalogues.fr).sort()).toEqual(Object.keys(catalogues.en).sort());
    expect(LANGS).toEqual(['en', 'fr']);
  });

  it('every message keeps the same parameters and is not empty', () => {
    for (const key of Object.keys(catalogues.en) as (keyof typeof catalogues.en)[]) {
      expect(params(catalogues.fr[key]), key).toEqual(params(catalogues.en[key]));
      for (const lang of LANGS) expect(catalogues[lang][key].trim().length, `${lang} ${key}`).toBeGreaterThan(0);
    }
  });

  it('the French texts are translations, not copies (beyond a few international words)', () => {
    const same = (Object.keys(catalogues.en) as (keyof typeof catalogues.en)[]).filter((k) => catalogues.fr[k] === catalogues.en[k]);
    expect(same.length / Object.keys(catalogues.en).length, same.join(', ')).toBeLessThan(0.06);
  });

  it('translates with parameters and reads language codes', () => {
    expect(translate('en', 'match.yourMove', { role: 'allied' })).toBe('Your move (allied)');
    expect(translate('fr', 'match.yourMove', { role: 'Alliés' })).toBe('À vous de jouer (Alliés)');
    expect(translate('fr', 'cli.rollRule', {})).toBe(' (règle {rule})');
    expect(asLang('fr-FR')).toBe('fr');
    expect(asLang('EN_gb.UTF-8')).toBe('en');
    expect(asLang('de')).toBeNull();
    expect(gameLang(undefined, 'fr')).toBe('en');
    expect(gameLang(['fr', 'en'], 'fr')).toBe('fr');
    expect(roleName('fr', 'german')).toBe('Allemands');
    expect(roleName('en', 'german')).toBe('German');
    expect(phaseName('fr', 'impulse')).toBe('impulsion');
    expect(phaseName('fr', 'no-such-step')).toBe('no-such-step');
  });
});
