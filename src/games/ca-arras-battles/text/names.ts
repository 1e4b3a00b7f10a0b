// English and French names of the things the log, prompts and render talk about. The rules' own
// terms are French (Secteur, Fraîche, Fatiguée, Initiative, Avantage, Unité de Pointe...) and keep
// their rule numbers in both languages.

import type { LogSink } from '../../../kernel/game.ts';
import { SECTOR_BY_ID, type Side, UNITS } from '../data.ts';

export type Lang = 'en' | 'fr';
export type Log = LogSink | undefined;

export const sideEn = (s: Side) => (s === 'allied' ? 'Allied' : 'German');
export const sideFr = (s: Side) => (s === 'allied' ? 'allié' : 'allemand');
export const side = (s: Side, lang: Lang) => (lang === 'fr' ? sideFr(s) : sideEn(s));
/** "le joueur allié" / "the Allied player". */
export const player = (s: Side, lang: Lang) => (lang === 'fr' ? `le joueur ${sideFr(s)}` : `the ${sideEn(s)} player`);
export const Player = (s: Side, lang: Lang) => (lang === 'fr' ? `Le joueur ${sideFr(s)}` : `The ${sideEn(s)} player`);

/** "Sector 5 (Beaurains)" / "Secteur 5 (Beaurains)"; "Zone A (Cambrai)". */
export function sector(a: number, lang: Lang = 'en'): string {
  const d = SECTOR_BY_ID[a];
  if (!d) return lang === 'fr' ? 'hors carte' : 'off the map';
  if (d.zone) return `Zone ${d.label} (${d.name})`;
  return `${lang === 'fr' ? 'Secteur' : 'Sector'} ${d.id} (${d.name})`;
}
export const sectorFr = (a: number) => sector(a, 'fr');

// French articles: "le Secteur 5", "la Zone A"; "dans le", "au" / "à la", "du" / "de la".
const isZoneId = (a: number) => !!SECTOR_BY_ID[a]?.zone;
/** "le Secteur 5 (Beaurains)" / "la Zone A (Cambrai)" (English: the sector's name alone). */
export const theSector = (a: number, lang: Lang = 'fr') => (lang === 'fr' ? `${isZoneId(a) ? 'la' : 'le'} ${sectorFr(a)}` : sector(a));
/** "dans le Secteur 5 (Beaurains)" / "in Sector 5 (Beaurains)". */
export const inSector = (a: number, lang: Lang = 'fr') => (lang === 'fr' ? `dans ${theSector(a)}` : `in ${sector(a)}`);
/** "au Secteur 5 (Beaurains)" / "à la Zone A (Cambrai)". */
export const auSector = (a: number) => (isZoneId(a) ? `à la ${sectorFr(a)}` : `au ${sectorFr(a)}`);
/** "du Secteur 5 (Beaurains)" / "de la Zone A (Cambrai)". */
export const duSector = (a: number) => (isZoneId(a) ? `de la ${sectorFr(a)}` : `du ${sectorFr(a)}`);
/** "Le Secteur 5 (Beaurains)" at the start of a sentence. */
export const TheSector = (a: number) => {
  const t = theSector(a);
  return t[0].toUpperCase() + t.slice(1);
};
/** French verb agreement: `n` units "peut" / "peuvent". */
export const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const name = (u: number) => UNITS[u].name;

/** Fraîche / Fatiguée in French, Fresh / Spent in English (one word per thing in each language). */
export const freshWord = (spent: boolean, lang: Lang) => (lang === 'fr' ? (spent ? 'Fatiguée' : 'Fraîche') : spent ? 'Spent' : 'Fresh');
