// The interface's languages: message catalogues shared by the web client and the terminal player.
// A game's own texts (log, action descriptions, render) come from the game in the languages it
// lists (GameDefinition.languages); the interface around them comes from here.
import type { IllegalInfo, RuleError } from '../kernel/game.ts';
import { en, type MessageKey } from './en.ts';
import { fr } from './fr.ts';

export type { MessageKey };
export type Messages = { readonly [K in MessageKey]: string };
export type Lang = 'en' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'fr'];
export const catalogues: Record<Lang, Messages> = { en, fr };

/** A language code (`fr`, `fr-FR`, `FR`...) as one of LANGS, or null. */
export function asLang(code: string | null | undefined): Lang | null {
  if (!code) return null;
  const base = code.trim().toLowerCase().split(/[-_.]/)[0];
  return (LANGS as readonly string[]).includes(base) ? (base as Lang) : null;
}

/** The message `key` in `lang`, with `{name}` replaced by `params.name` (others left as they are). */
export function translate(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const text = catalogues[lang]?.[key] ?? en[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** The language a game's own texts come in for a person reading `lang`: `lang` if the game has it, else English. */
export function gameLang(languages: readonly string[] | undefined, lang: string): string {
  return (languages ?? ['en']).includes(lang) ? lang : 'en';
}

/** Names of the common sides, for the interface; a side not listed shows as its id. */
const ROLE_NAMES: Record<Lang, Record<string, string>> = {
  en: { allied: 'Allied', german: 'German', british: 'British', french: 'French', observer: 'observer' },
  fr: { allied: 'Alliés', german: 'Allemands', british: 'Britanniques', french: 'Français', observer: 'observateur' },
};

export function roleName(lang: Lang, role: string): string {
  return ROLE_NAMES[lang][role] ?? role;
}

/** A kind of result ("automatic" -> "victoire automatique"); a kind the catalogue lacks shows as it is. */
export function kindName(lang: Lang, kind: string): string {
  const key = `kind.${kind}`;
  return key in en ? translate(lang, key as MessageKey) : kind;
}

/** A game's phase or step id in `lang` ("impulse" -> "impulsion"); an id the catalogue lacks shows as it is. */
/** A rule as its chip shows it: a number as it is, a named rule ("Impulses") in `lang`. */
export function ruleName(lang: Lang, rule: string): string {
  const key = `rule.${rule}`;
  return key in en ? translate(lang, key as MessageKey) : rule;
}

export function phaseName(lang: Lang, id: string): string {
  const key = `phase.${id}`;
  return key in en ? translate(lang, key as MessageKey) : id;
}

/**
 * A refusal in `lang` with its rule worded in `lang` ("… (règle 5.1)"): a refusal the kernel makes (a setup)
 * from this catalogue by its reason, a game's from the game's text when it has one, else English.
 */
export function refusalIn(e: RuleError, lang: string): string {
  const l = asLang(lang) ?? 'en';
  const key = e.reason && `refuse.${e.reason.key}`;
  const text = key && key in en ? translate(l, key as MessageKey, e.reason!.params) : e.textIn(lang);
  return e.rule ? `${text} (${translate(l, 'common.rule')} ${e.rule})` : text;
}

/** A refusal in each language besides English that the game (or, for the kernel's own, this catalogue) gives, with its rule (the API's `texts`). */
export function refusalTexts(e: RuleError): Record<string, string> | undefined {
  const langs = e.reason ? LANGS.filter((l) => l !== 'en') : Object.keys(e.texts ?? {});
  return langs.length ? Object.fromEntries(langs.map((l) => [l, refusalIn(e, l)])) : undefined;
}

/** A refusal the shell words (shared by a family of games), in English with its other languages: `params` per language. */
export function shellRefusal(key: MessageKey, rule: string | null, params: (lang: Lang) => Record<string, string | number>): IllegalInfo {
  return {
    message: translate('en', key, params('en')),
    rule,
    texts: Object.fromEntries(LANGS.filter((l) => l !== 'en').map((l) => [l, translate(l, key, params(l))])),
  };
}
