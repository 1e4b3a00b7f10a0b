// The Cruellest Month's Air Battle Board log in French, keyed as air-battle-log.en.ts (typed against it: every English
// text has its French one, with every detail the English gives: dice, modifiers, costs, reasons).
import type { AirLogWords } from './air-battle-log.en.ts';
import { ALT_FR, DIR_FR } from './fr.ts';
import { modifiersFr } from './modifiers.fr.ts';

const RESULT_FR = { none: 'sans effet', reduced: 'réduit', disrupted: 'désorganisé' };
/** Why a mission unit aborts (8.8, 8.7.11). */
const ABORT_WHY_FR = { chosen: 'le joueur de la mission abandonne', noObserver: 'pas d’observateur' };
const ATTACK_FR = { bombing: 'bombardement', strafing: 'mitraillage', spotting: "réglage d'artillerie" };

export const airLogFr: AirLogWords = {
  // 8.7.3 setting up, 8.7.4 rounds
  battle: (side, mission, interceptors) =>
    `Combat aérien : mission ${side === 'allied' ? 'alliée' : 'allemande'} de ${mission}, ${interceptors} intercepteur(s). Tour de combat aérien 1.`,
  sequence: (name, seq, altitude) => `${name} : marqueur de séquence ${seq}, altitude ${ALT_FR[altitude]} (secret).`,
  sequencesPlaced: 'Les deux camps ont placé leurs marqueurs de séquence.',
  setsUp: (name, hex, facing, late) => `${name} se place en ${hex} (zone d'entrée du raid), face ${DIR_FR[facing]}${late ? ' (retardataire)' : ''}.`,
  round: (round) => `Tour de combat aérien ${round}.`,
  moves: (who, seq, altitude, disrupted, ace) =>
    `${who} se déplace : séquence ${seq}, altitude ${ALT_FR[altitude]}${disrupted ? ', désorganisé' : ''}${ace ? ', as' : ''}.`,
  notDelivered: (who) => `${who} n'a pas mené son attaque : mission abandonnée.`,
  ends: (rounds) => `Le combat aérien s'achève après ${rounds} tour(s).`,
  // 8.7.5 entering, 8.7.6 leaving
  staysOff: (who, climb, altitude) => `${who} reste hors du plateau${climb ? `, ${climb > 0 ? 'monte' : 'descend'} à l'altitude ${ALT_FR[altitude]}` : ''}.`,
  enters: (who, hex, facing) => `${who} entre sur le plateau en ${hex}, face ${DIR_FR[facing]} (1 PM).`,
  entryDie: (who, d, surprise) =>
    `${who} dé d'entrée : ${d}${
      surprise === 'new'
        ? ' : Surprise ! - n’importe quel hex du bord du plateau, +1 au tir ce tour'
        : surprise
          ? ' : n’importe quel hex du bord du plateau (le marqueur Surprise ! est déjà pris)'
          : ''
    }.`,
  leavesHome: (who) => `${who} quitte le plateau et rentre à sa base.`,
  leavesMayReturn: (who, altitude) => `${who} quitte le plateau à altitude ${ALT_FR[altitude]} ; il pourra revenir.`,
  // 8.7.7 manoeuvres
  turns: (who, dir, facing, cost) => `${who} vire à ${dir === 'left' ? 'gauche' : 'droite'}, face ${DIR_FR[facing]} (${cost} PM).`,
  rolls: (who, bomber, dir, hex, cost) =>
    `${who} ${bomber ? 'fait un virage en S' : 'fait un tonneau'} à ${dir === 'left' ? 'gauche' : 'droite'} vers ${hex} (${cost} PM).`,
  immelmann: (who, hex, facing) => `${who} fait un Immelmann vers ${hex}, face ${DIR_FR[facing]}.`,
  climbs: (who, altitude, cost) => `${who} monte à l'altitude ${ALT_FR[altitude]} (${cost} PM).`,
  zooms: (who) => `${who} (Triplane) monte de deux niveaux avec tous ses PM.`,
  dives: (who, altitude, gain) => `${who} pique à l'altitude ${ALT_FR[altitude]} et gagne ${gain} PM.`,
  rotary: (who, d, cost) => `${who} moteur rotatif, manœuvre à droite : 1D6 = ${d}, coûte ${cost} PM.`,
  fragility: (who, d, mod, total) => `${who} fragilité : 1D6 ${d} + ${mod} = ${total}${total > 6 ? ' > 6 : les ailes cèdent' : ' : tient'}.`,
  // 8.7.8, 8.7.9 fire and its results
  fires: (who, target, defensive, mods) =>
    `${who} tire sur ${target}${defensive ? ' (tir défensif)' : ''} : ${mods.map((m) => `${modifiersFr[m.label](m.value)} ${m.value >= 0 ? '+' : ''}${m.value}`).join(', ')}.`,
  fireResult: (d, n, df, res) => `1D10 ${d}, modifié ${n} contre FD ${df} : ${RESULT_FR[res]}.`,
  alreadyDisrupted: (who) => `${who} est déjà désorganisé : sans effet.`,
  disrupted: (who) => `${who} est désorganisé.`,
  eliminated: (who, ace) => `${who} est éliminé${ace ? ' avec son as' : ''}.`,
  reduced: (who) => `${who} est réduit (et désorganisé).`,
  // 8.7.10 aces, 8.7.11 observers
  aceJoins: (who, d) => `${who} : 1D10 = ${d}, un as allié rejoint l'unité.`,
  noAce: (who, d) => `${who} : 1D10 = ${d}, pas d'as.`,
  observer: (who, d, n, lost) => `Observateur de ${who} : 1D6 ${d}, modifié ${n} : ${lost ? 'perdu (pas d’observateur)' : 'indemne'}.`,
  // 8.8 aborting, 8.9 AA fire, 8.10 attacks
  aborts: (who, why, vp) => `${who} abandonne sa mission (${ABORT_WHY_FR[why]})${vp ? " : 1 PV à l'adversaire" : ''}.`,
  aaFire: (aaf, who, d, n, res) => `Tir de DCA (FAA ${aaf}) sur ${who} : 1D10 ${d}, modifié ${n} : ${RESULT_FR[res]}.`,
  attacksTarget: (who, kind, altitude) => `${who} attaque l'objectif (${ATTACK_FR[kind]}) à altitude ${ALT_FR[altitude]}.`,
  delivers: (who, kind) => `${who} mène son attaque de ${ATTACK_FR[kind]} (résolue après le combat).`,
  reachesTarget: (who, hex) => `${who} atteint la zone d'objectif (${hex}).`,
  // 8.11 balloons and their AA
  firesAtBalloon: (who) => `${who} tire sur le ballon.`,
  balloonDestroyed: (d, n, df2) => `1D10 ${d}, modifié ${n} >= ${df2} : le ballon est détruit.`,
  balloonSecond: (d, n, df) => `1D10 ${d}, modifié ${n} > ${df} : second dé pour le ballon.`,
  balloonMissed: (d, n) => `1D10 ${d}, modifié ${n} : sans effet sur le ballon.`,
  secondEven: (d) => `Second dé ${d} (pair) : le ballon est détruit.`,
  secondOdd: (d) => `Second dé ${d} (impair) : sans effet.`,
  aaSetUp: (n, factor, hex) => `Unité de DCA ${n} (facteur ${factor}) placée en ${hex}.`,
  attacksAa: (who, strafing, n) => `${who} ${strafing ? 'mitraille' : 'bombarde'} l'unité de DCA ${n}.`,
  aaLessened: (d, n, bf, factor) => `1D6 ${d}, modifié ${n} <= FB ${bf} : l'unité de DCA est touchée, désorganisée et réduite à 1xCF (facteur ${factor}).`,
  aaRemoved: (d, n, bf) => `1D6 ${d}, modifié ${n} <= FB ${bf} : l'unité de DCA est retirée.`,
  aaMissed: (d, n, bf) => `1D6 ${d}, modifié ${n} > FB ${bf} : sans effet.`,
  balloonFlipped: (up) => `Le ballon est retourné : il commence sa ${up ? 'montée' : 'descente'}.`,
  balloonNow: (altitude) => `Le ballon est ${altitude === 'ground' ? 'au sol' : `à altitude ${ALT_FR[altitude]}`}.`,
  // 15.1 wind, 15.2 sun
  windDir: (dir, d) => `Vent : souffle vers ${DIR_FR[dir]} (1D6 = ${d}).`,
  sunDir: (dir, d) => `Soleil : côté ${DIR_FR[dir]} du plateau (1D6 = ${d}).`,
  windWith: (who, d, sr) => `${who} a le vent dans le dos : +1 PM gratuit (1D6 = ${d} < SR ${sr}).`,
  windAgainst: (who, d, sr) => `${who} a le vent de face : -1 PM (1D6 = ${d} > SR ${sr}).`,
  windNone: (who, d) => `Vent pour ${who} : sans effet (1D6 = ${d}).`,
};
