// The rule reference of each game (issue 29.5): a short explanation of every rule number the game
// cites, in English and French, in the project's own words. It is public data, so it travels in the
// client bundle: one small chunk per game and language, loaded when a page of that game opens.
import type { Lang } from '../../i18n/index.ts';

export type RuleReference = Readonly<Record<string, string>>;
type Loader = () => Promise<{ RULES: RuleReference }>;

const LOADERS: Record<string, Record<Lang, Loader>> = {
  'ca-arras-1940': { en: () => import('../../games/ca-arras-1940/text/rules.en.ts'), fr: () => import('../../games/ca-arras-1940/text/rules.fr.ts') },
  'ca-arras-battles': { en: () => import('../../games/ca-arras-battles/text/rules.en.ts'), fr: () => import('../../games/ca-arras-battles/text/rules.fr.ts') },
  'arras-postcard': { en: () => import('../../games/arras-postcard/text/rules.en.ts'), fr: () => import('../../games/arras-postcard/text/rules.fr.ts') },
  'cambrai-1917': { en: () => import('../../games/cambrai-1917/text/rules.en.ts'), fr: () => import('../../games/cambrai-1917/text/rules.fr.ts') },
  'cruellest-month': { en: () => import('../../games/cruellest-month/text/rules.en.ts'), fr: () => import('../../games/cruellest-month/text/rules.fr.ts') },
};

const loaded = new Map<string, Promise<RuleReference>>();

/** The game's reference in `lang` (empty for a game without one); fetched once per game and language. */
export function ruleReference(game: string, lang: Lang): Promise<RuleReference> {
  const key = `${game}/${lang}`;
  let p = loaded.get(key);
  if (!p) {
    const load = LOADERS[game]?.[lang];
    p = load
      ? load()
          .then((m) => m.RULES)
          .catch(() => ({}))
      : Promise.resolve({});
    loaded.set(key, p);
  }
  return p;
}

/**
 * The explanation of `rule`: its own entry, else its nearest parent's (8.7.9 -> 8.7 -> 8), since a
 * chip may name a sub-rule the game cites only through its section. Null when neither exists.
 */
export function explain(ref: RuleReference, rule: string): string | null {
  for (let r = rule.trim(); r; r = r.includes('.') ? r.slice(0, r.lastIndexOf('.')) : '') {
    if (ref[r]) return ref[r];
  }
  return null;
}
