// The Cruellest Month's previews in French, keyed as preview.en.ts (typed against it).
import { ALT_FR, TASK_FR, whyFr } from './fr.ts';
import { modifiersFr } from './modifiers.fr.ts';
import { type PreviewWords, signed } from './preview.en.ts';

export const previewFr: PreviewWords = {
  why: whyFr,
  mod: (key, v) => modifiersFr[key](v),
  defenderArtillery: (n) => `-${n} artillerie du défenseur`,
  attackerArtillery: (n) => `+${n} artillerie de l’attaquant`,
  tanks: (n) => `+${n} chars`,
  attackerCf: (n, interdicted) => `+${n} CF de l’attaquant${interdicted ? ' (interdit, moitié, 9.4.5)' : ''}`,
  ground: (attacker, defender, add, parts, dcf) => `${attacker} contre ${defender} : 1d10 ${signed(add)} (${parts}), ligne CF ${dcf} du défenseur`,
  balloons: (shift) => `Ballons : ${signed(shift)} colonne(s)`,
  noInterceptor: 'Si aucun intercepteur ne vient, sans combat aérien :',
  moreStrikes: (n) => `Puis ${n} autre(s) attaque(s), contre l’objectif tel que les précédentes le laissent`,
  aa: (unit, aaf, df, altitude) => `DCA sur ${unit} : 1d10 + AAF ${aaf} contre FD ${df}, altitude ${ALT_FR[altitude]}`,
  ifReduced: (bf) => ` (${bf} s’il est réduit)`,
  afterBattle: 'Après le combat aérien, ',
  then: 'Puis ',
  strike: (unit, kind) => `${TASK_FR[kind] ?? kind} de ${unit}`,
  bomb: (when, what, add, parts, bf, ifReduced, afterAa) =>
    `${when}${what} : 1d6 ${signed(add)}${parts} contre BF ${bf}${ifReduced}${afterAa ? ', +1 si la DCA le désorganise' : ''}`,
  boardAa: (unit, add, parts, aaf, df, altitude) => `DCA sur ${unit} : 1D10 ${signed(add)}${parts}, FAA ${aaf} contre FD ${df}, altitude ${ALT_FR[altitude]}`,
  attackAa: (unit, n, add, parts, bf) => `${unit} contre l’unité de DCA ${n} : 1D6 ${signed(add)}${parts} ; au plus BF ${bf} : touchée`,
  balloon: 'le ballon',
  shooter: (unit, defensive) => `${unit}${defensive ? ' (tir défensif)' : ''}`,
  balloonEffect: 'au-dessus du FD : second dé (pair : détruit), au double : détruit',
  effect: 'au-dessus du FD : désorganisé, au double : réduit',
  fire: (by, target, add, parts, effect) => `${by}, tir sur ${target} : 1D10 ${signed(add)} (${parts}) ; ${effect}`,
};
