// The log's texts in English and French (issue 15): the aid's terms in French are those of the
// prompts (prompt.ts) and the board (src/i18n/fr.ts): barrage d'ouragan, jet du crépuscule,
// « Haig décide », Avantage, PC, unité de pointe, unité avancée, épuisé, impasse.
// Place, unit and bridge names stay as printed (proper names).
// The texts live in text/en.ts and text/fr.ts (issue 31): a chapter logs one with
// `log?.(told(rule, (w) => w.log.x(...)))` (text/fr.ts). `say` is for the chapters not moved yet (05, 07, 08, 09).

import type { LogEntry } from '../../kernel/game.ts';
import { AREA_BY_ID, type Side } from './data.ts';

export type Log = ((e: LogEntry) => void) | undefined;
/** A modifier of a roll as it is shown: [English, French]. */
export type Part = readonly [en: string, fr: string];

/** A log entry in English with its French text, both written at the call site (the chapters not moved to text/ yet; the others use `told`). */
export function say(log: Log, rule: string, en: string, fr: string): void {
  log?.({ rule, text: en, texts: { fr } });
}

/** "British" / "German" (English adjective and noun). */
export const capEn = (s: Side) => (s === 'allied' ? 'British' : 'German');
/** "britannique" / "allemand" (French adjective, masculine). */
export const sideFr = (s: Side) => (s === 'allied' ? 'britannique' : 'allemand');
/** "britannique" / "allemande" (French adjective, feminine: impulsion, carte, phase; plural adds s). */
export const sideFrF = (s: Side) => (s === 'allied' ? 'britannique' : 'allemande');
/** "Le joueur britannique" / "Le joueur allemand". */
export const PlayerFr = (s: Side) => `Le joueur ${sideFr(s)}`;

/** "zone 6 (Flesquières)" for an area (the prompts' word), "zone B (Marquion)" for a zone. */
export const areaFr = (a: number) => {
  const d = AREA_BY_ID[a];
  return d.zone ? `zone ${d.label} (${d.name})` : `zone ${d.id} (${d.name})`;
};
export const weatherFr = (w: 'clear' | 'overcast') => (w === 'clear' ? 'Dégagé' : 'Couvert');
export const weatherEn = (w: 'clear' | 'overcast') => (w === 'clear' ? 'Clear' : 'Overcast');
export const dayEn = (d: number) => `${d} November`;
export const dayFr = (d: number) => `${d} novembre`;
/** The modifiers of a roll joined with a separator, in one language. */
export const joinParts = (parts: readonly Part[], lang: 0 | 1, sep: string) => parts.map((p) => p[lang]).join(sep);
