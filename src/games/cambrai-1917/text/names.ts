// The names the texts are built with, in English and French (issue 15): the aid's terms in French are
// those of the prompts (prompt.ts) and the board (src/i18n/fr.ts): barrage d'ouragan, jet du
// crépuscule, « Haig décide », Avantage, PC, unité de pointe, unité avancée, épuisé, impasse.
// Place, unit and bridge names stay as printed (proper names). The texts themselves are in en.ts and
// fr.ts: a chapter logs one with `log?.(told(rule, (w) => w.log.x(...)))` (fr.ts).

import type { LogSink } from '../../../kernel/game.ts';
import { AREA_BY_ID, type Side } from '../data.ts';

export type Log = LogSink | undefined;

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
