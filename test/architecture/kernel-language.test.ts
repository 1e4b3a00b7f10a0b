// Issue 31 item 2: "The kernel holds no language." A game's refusal carries its texts by language; the
// words around them (the rule: "rule 5.1", « règle 5.1 ») belong to the shell's catalogues (src/i18n).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/kernel/game.ts';
import { refusalIn, refusalTexts } from '../../src/i18n/index.ts';

const KERNEL = 'src/kernel';

describe('the kernel holds no language (issue 31, item 2)', () => {
  it('no kernel source picks a language or holds a French word', () => {
    for (const f of readdirSync(KERNEL).filter((n) => n.endsWith('.ts'))) {
      const text = readFileSync(join(KERNEL, f), 'utf8');
      expect(text, f).not.toMatch(/règle|=== 'fr'|'fr' \?/);
    }
  });

  it('no family source writes a text in a language: the shell words (src/i18n) or the game words (its text/)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
      );
    for (const f of files('src/families')) expect(readFileSync(f, 'utf8'), f).not.toMatch(/=== 'fr' \? ['`"](?!fr['`"])/);
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
});
