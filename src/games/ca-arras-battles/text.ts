// English and French names of the things the log, prompts and render talk about. The rules' own
// terms are French (Secteur, Fraîche, Fatiguée, Initiative, Avantage, Unité de Pointe...) and keep
// their rule numbers in both languages.

import type { LogSink } from '../../kernel/game.ts';
import { SECTOR_BY_ID, type Side, UNITS } from './data.ts';

export type Lang = 'en' | 'fr';
export type Log = LogSink | undefined;

/** A log entry in English with its French text. */
export function say(log: Log, rule: string, en: string, fr: string): void {
  log?.({ rule, text: en, texts: { fr } });
}

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

export const name = (u: number) => UNITS[u].name;

/** Fraîche / Fatiguée with the English gloss. */
export const freshWord = (spent: boolean, lang: Lang) => (lang === 'fr' ? (spent ? 'Fatiguée' : 'Fraîche') : spent ? 'Fatiguée (Spent)' : 'Fraîche (Fresh)');
