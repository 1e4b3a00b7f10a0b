// The client's language: chosen with the selector (kept in localStorage), first taken from the
// browser's language. The interface's texts come from the shared catalogues (src/i18n); the game's
// own texts (action descriptions, log) are asked from the server in the same language (?lang=).
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { LANGS, type Lang, type MessageKey, asLang, catalogues, phaseName, roleName, ruleName, translate } from '../i18n/index.ts';

const KEY = 'arras.lang';
let current: Lang = initial();
const listeners = new Set<(l: Lang) => void>();

function initial(): Lang {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // storage may be unavailable (private mode): the browser's language then decides
  }
  const langs = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return asLang(stored) ?? langs.map(asLang).find((l) => l !== null) ?? 'en';
}

/** The interface language now. */
export function lang(): Lang {
  return current;
}

export function setLang(l: Lang): void {
  if (l === current) return;
  current = l;
  try {
    localStorage.setItem(KEY, l);
  } catch {
    // not kept, but applied
  }
  applyDocument();
  for (const f of listeners) f(l);
}

function applyDocument(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = current;
  document.title = translate(current, 'home.title');
}
applyDocument();

/** A message of the interface in the current language. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return translate(current, key, params);
}

/** A side's name in the current language (its id when the catalogue has no name for it). */
export function role(r: string): string {
  return roleName(current, r);
}
/** A game's phase or step id in the current language. */
export function phase(id: string): string {
  return phaseName(current, id);
}
/** A rule's number, or a named rule in the current language (the rule chips). */
export function rule(r: string): string {
  return ruleName(current, r);
}
export const roles = (rs: readonly string[]) => rs.map(role).join(t('common.and'));

/** Re-renders the calling component when the language changes; returns the language. */
export function useLang(): Lang {
  const [l, setL] = useState(current);
  useEffect(() => {
    const f = (x: Lang) => setL(x);
    listeners.add(f);
    return () => void listeners.delete(f);
  }, []);
  return l;
}

/** The language selector. */
export function LangSelect() {
  const l = useLang();
  return h('label', { class: 'lang-select' }, [
    h('span', { class: 'sr-only' }, t('lang.label')),
    h(
      'select',
      { name: 'lang', 'aria-label': t('lang.label'), value: l, onChange: (e: Event) => setLang((e.target as HTMLSelectElement).value as Lang) },
      LANGS.map((x) => h('option', { value: x, lang: x }, catalogues[x]['lang.name'])),
    ),
  ]);
}
