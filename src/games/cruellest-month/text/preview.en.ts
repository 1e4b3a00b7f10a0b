// The Cruellest Month's previews (preview.ts: the values a roll will use, issue 29) in English (preview.fr.ts: the same
// in French, typed against these keys). Each takes what it names (units by name) and its numbers; the rules stay in preview.ts.
import type { Altitude } from '../air-battle/contract.ts';
import { type ModKey, modifiersEn } from './modifiers.en.ts';

/** "+2", "-1", "+0". */
export const signed = (v: number) => `${v >= 0 ? '+' : ''}${v}`;

export const previewEn = {
  /** A strategic modifier's name (rules/ Why, its French in text/fr.ts WHY_FR). */
  why: (why: string) => why,
  /** An Air Battle Board modifier (air-battle/contract.ts Mod). */
  mod: (key: ModKey, v: number) => modifiersEn[key](v),
  // 9.4 ground combat
  defenderArtillery: (n: number) => `-${n} defender’s artillery`,
  attackerArtillery: (n: number) => `+${n} attacker’s artillery`,
  tanks: (n: number) => `+${n} tanks`,
  attackerCf: (n: number, interdicted: boolean) => `+${n} attacker’s CF${interdicted ? ' (interdicted, halved, 9.4.5)' : ''}`,
  ground: (attacker: string, defender: string, add: number, parts: string, dcf: number) =>
    `${attacker} against ${defender}: 1d10 ${signed(add)} (${parts}), defender’s CF row ${dcf}`,
  balloons: (shift: number) => `Balloons: ${signed(shift)} column(s)`,
  // 8.4.3, 8.9.2, 8.10 a mission's AA fire and strikes
  noInterceptor: 'If no interceptor comes, without an air battle:',
  moreStrikes: (n: number) => `Then ${n} more strike(s), against the target as the ones before leave it`,
  aa: (unit: string, aaf: number, df: number, altitude: Altitude) => `AA fire at ${unit}: 1d10 + AAF ${aaf} against DF ${df}, ${altitude} altitude`,
  ifReduced: (bf: number) => ` (${bf} if it is Reduced)`,
  afterBattle: 'After the air battle, ',
  then: 'Then ',
  strike: (unit: string, kind: string) => `${unit}’s ${kind}`,
  bomb: (when: string, what: string, add: number, parts: string, bf: number, ifReduced: string, afterAa: boolean) =>
    `${when}${what}: 1d6 ${signed(add)}${parts} against BF ${bf}${ifReduced}${afterAa ? ', +1 if the AA fire disrupts it' : ''}`,
  // 8.7.9, 8.11.1 the Air Battle Board's rolls
  boardAa: (unit: string, add: number, parts: string, aaf: number, df: number, altitude: Altitude) =>
    `AA fire at ${unit}: 1D10 ${signed(add)}${parts}, AAF ${aaf} against DF ${df}, ${altitude} altitude`,
  attackAa: (unit: string, n: number, add: number, parts: string, bf: number) =>
    `${unit} against AA unit ${n}: 1D6 ${signed(add)}${parts}; at most BF ${bf} hits it`,
  balloon: 'the balloon',
  shooter: (unit: string, defensive: boolean) => `${unit}${defensive ? ' (defensive fire)' : ''}`,
  balloonEffect: 'above the DF a second die (even destroys it), twice the DF destroys it',
  effect: 'above the DF disrupts, twice the DF reduces',
  fire: (by: string, target: string, add: number, parts: string, effect: string) => `${by}, fire at ${target}: 1D10 ${signed(add)} (${parts}); ${effect}`,
};
/** The previews' words; preview.fr.ts gives each in French. */
export type PreviewWords = typeof previewEn;
