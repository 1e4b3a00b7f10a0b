// Issue 31 item 2: "The kernel holds no language." A game's refusal carries its texts by language; the
// words around them (the rule: "rule 5.1", « règle 5.1 ») belong to the shell's catalogues (src/i18n).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RuleError, checkSetup } from '../../src/kernel/game.ts';
import { getGame } from '../../src/games/index.ts';
import { refusalIn, refusalTexts } from '../../src/i18n/index.ts';

const KERNEL = 'src/kernel';

describe('the kernel holds no language (issue 31, item 2)', () => {
  it('no kernel source picks a language or holds a French word', () => {
    for (const f of readdirSync(KERNEL).filter((n) => n.endsWith('.ts'))) {
      const text = readFileSync(join(KERNEL, f), 'utf8');
      expect(text, f).not.toMatch(/règle|=== 'fr'|'fr' \?/);
      // No French in a string (a refusal's other languages are the shell's, by its reason: RuleError.reason).
      const code = text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      expect(code.match(/['`"][^'`"\n]*(?:[«»]|[a-z][éèàùçêô])[^'`"\n]*['`"]/g) ?? [], f).toEqual([]);
    }
  });

  it('no family source writes a text in a language: the shell words (src/i18n) or the game words (its text/)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      );
    for (const f of files('src/families')) {
      const code = readFileSync(f, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '');
      expect(code, f).not.toMatch(/=== 'fr' \? ['`"](?!fr['`"])/);
      // No French in a string: « », or a word with an accent (the texts live in src/i18n or a game's text/).
      expect(code.match(/['`"][^'`"\n]*(?:[«»]|[a-z][éèàùçêô])[^'`"\n]*['`"]/g) ?? [], f).toEqual([]);
    }
  });

  it('a refusal is worded with its rule in the reader’s language by the shell, the game’s text kept as given', () => {
    const e = new RuleError('Sector 7 is not adjacent to Sector 3', '5.1', 'illegal', { fr: "Le Secteur 7 n'est pas adjacent au Secteur 3" });
    expect(e.textIn('fr')).toBe("Le Secteur 7 n'est pas adjacent au Secteur 3");
    expect(refusalIn(e, 'fr')).toBe("Le Secteur 7 n'est pas adjacent au Secteur 3 (règle 5.1)");
    expect(refusalIn(e, 'en')).toBe(e.message);
    expect(refusalTexts(e)).toEqual({ fr: "Le Secteur 7 n'est pas adjacent au Secteur 3 (règle 5.1)" });
    // No French text from the game: the English one, the rule in French.
    expect(refusalIn(new RuleError('no such unit', '4.1'), 'fr')).toBe('no such unit (règle 4.1)');
  });

  it('a setup the kernel refuses reads in the reader’s language: the catalogue words its reason, in English as the kernel’s own message', () => {
    const refused = (game: string, config: unknown): RuleError => {
      try {
        checkSetup(getGame(game), config);
      } catch (e) {
        return e as RuleError;
      }
      throw new Error('accepted');
    };
    const cases: [string, unknown, RegExp][] = [
      ['ca-arras-1940', 'historical', /^une mise en place est un objet/],
      ['ca-arras-1940', { scenario: 7 }, /^un scénario se nomme par une chaîne, pas 7/],
      ['ca-arras-1940', { scenario: 'nowhere' }, /^scénario inconnu « nowhere » ; scénarios : standard, historical/],
      ['ca-arras-1940', { options: [] }, /^les options sont un objet/],
      ['ca-arras-battles', { options: { nope: true } }, /^option inconnue « nope »/],
      ['ca-arras-1940', { options: { gort: 1 } }, /^l’option « gort » vaut true ou false, pas 1 \(règle 18.2\)$/],
      ['cambrai-1917', { options: { 'british-vp': 3 } }, /^l’option « british-vp » est comprise entre 8 et \d+, pas 3/],
      ['cambrai-1917', { options: { 'british-vp': 'x' } }, /^l’option « british-vp » prend un nombre, pas "x"/],
      ['ca-arras-battles', { options: { 'more-german-air': true, 'fewer-german-air': true } }, /s’excluent : choisissez-en une \(règle 15.2\)$/],
    ];
    for (const [game, config, fr] of cases) {
      const e = refused(game, config);
      expect(refusalIn(e, 'en')).toBe(e.message);
      expect(refusalIn(e, 'fr')).toMatch(fr);
      expect(refusalTexts(e)?.fr).toBe(refusalIn(e, 'fr'));
    }
  });
});
