// The Cruellest Month's Air Battle Board log in French, keyed as air-battle-log.en.ts (typed against it: every English
// text has its French one). Some French lines leave out a roll's detail the English gives (hence the `_` arguments).
import type { AirLogWords } from './air-battle-log.en.ts';
import { ALT_FR, DIR_FR } from './fr.ts';

const RESULT_FR = { none: 'sans effet', reduced: 'réduit', disrupted: 'désorganisé' };
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
  staysOff: (who, climb, altitude) => `${who} reste hors du plateau${climb ? `, altitude ${ALT_FR[altitude]}` : ''}.`,
  enters: (who, hex, facing) => `${who} entre sur le plateau en ${hex}, face ${DIR_FR[facing]} (1 PM).`,
  entryDie: (who, d, surprise) => `${who} dé d'entrée : ${d}${surprise ? ' (Surprise !)' : ''}.`,
  leavesHome: (who) => `${who} quitte le plateau et rentre à sa base.`,
  leavesMayReturn: (who, altitude) => `${who} quitte le plateau à altitude ${ALT_FR[altitude]} ; il pourra revenir.`,
  // 8.7.7 manoeuvres
  turns: (who, dir, facing, cost) => `${who} vire à ${dir === 'left' ? 'gauche' : 'droite'}, face ${DIR_FR[facing]} (${cost} PM).`,
  rolls: (who, bomber, _dir, hex, cost) => `${who} ${bomber ? 'fait un virage en S' : 'fait un tonneau'} vers ${hex} (${cost} PM).`,
  immelmann: (who, hex, facing) => `${who} fait un Immelmann vers ${hex}, face ${DIR_FR[facing]}.`,
  climbs: (who, altitude, _cost) => `${who} monte à l'altitude ${ALT_FR[altitude]}.`,
  zooms: (who) => `${who} (Triplane) monte de deux niveaux avec tous ses PM.`,
  dives: (who, altitude, gain) => `${who} pique à l'altitude ${ALT_FR[altitude]} et gagne ${gain} PM.`,
  rotary: (who, d, cost) => `${who} moteur rotatif, manœuvre à droite : 1D6 = ${d}, coûte ${cost} PM.`,
  fragility: (who, _d, _mod, total) => `${who} fragilité : ${total}${total > 6 ? ' > 6 : les ailes cèdent' : ' : tient'}.`,
  // 8.7.8, 8.7.9 fire and its results
  fires: (who, target, defensive, _mods) => `${who} tire sur ${target}${defensive ? ' (tir défensif)' : ''}.`,
  fireResult: (d, n, df, res) => `1D10 ${d}, modifié ${n} contre FD ${df} : ${RESULT_FR[res]}.`,
  alreadyDisrupted: (who) => `${who} est déjà désorganisé : sans effet.`,
  disrupted: (who) => `${who} est désorganisé.`,
  eliminated: (who, ace) => `${who} est éliminé${ace ? ' avec son as' : ''}.`,
  reduced: (who) => `${who} est réduit (et désorganisé).`,
  // 8.7.10 aces, 8.7.11 observers
  aceJoins: (who, d) => `${who} : 1D10 = ${d}, un as allié rejoint l'unité.`,
  noAce: (who, d) => `${who} : 1D10 = ${d}, pas d'as.`,
  observer: (who, _d, n, lost) => `Observateur de ${who} : ${n} : ${lost ? 'perdu' : 'indemne'}.`,
  // 8.8 aborting, 8.9 AA fire, 8.10 attacks
  aborts: (who, _why, vp) => `${who} abandonne sa mission${vp ? " : 1 PV à l'adversaire" : ''}.`,
  aaFire: (aaf, who, _d, n, res) => `Tir de DCA (FAA ${aaf}) sur ${who} : ${n} : ${RESULT_FR[res]}.`,
  attacksTarget: (who, kind, altitude) => `${who} attaque l'objectif (${ATTACK_FR[kind]}) à altitude ${ALT_FR[altitude]}.`,
  delivers: (who, _kind) => `${who} mène son attaque (résolue après le combat).`,
  reachesTarget: (who, hex) => `${who} atteint la zone d'objectif (${hex}).`,
  // 8.11 balloons and their AA
  firesAtBalloon: (who) => `${who} tire sur le ballon.`,
  balloonDestroyed: (d, n, _df2) => `1D10 ${d}, modifié ${n} : le ballon est détruit.`,
  balloonSecond: (d, n, _df) => `1D10 ${d}, modifié ${n} : second dé pour le ballon.`,
  balloonMissed: (d, n) => `1D10 ${d}, modifié ${n} : sans effet sur le ballon.`,
  secondEven: (d) => `Second dé ${d} (pair) : le ballon est détruit.`,
  secondOdd: (d) => `Second dé ${d} (impair) : sans effet.`,
  aaSetUp: (n, factor, hex) => `Unité de DCA ${n} (facteur ${factor}) placée en ${hex}.`,
  attacksAa: (who, strafing, n) => `${who} ${strafing ? 'mitraille' : 'bombarde'} l'unité de DCA ${n}.`,
  aaLessened: (d, n, _bf, factor) => `1D6 ${d}, modifié ${n} : l'unité de DCA est touchée, désorganisée et réduite (facteur ${factor}).`,
  aaRemoved: (d, n, _bf) => `1D6 ${d}, modifié ${n} : l'unité de DCA est retirée.`,
  aaMissed: (d, n, _bf) => `1D6 ${d}, modifié ${n} : sans effet.`,
  balloonFlipped: (up) => `Le ballon est retourné : il commence sa ${up ? 'montée' : 'descente'}.`,
  balloonNow: (altitude) => `Le ballon est ${altitude === 'ground' ? 'au sol' : `à altitude ${ALT_FR[altitude]}`}.`,
  // 15.1 wind, 15.2 sun
  windDir: (dir, d) => `Vent : souffle vers ${DIR_FR[dir]} (1D6 = ${d}).`,
  sunDir: (dir, d) => `Soleil : côté ${DIR_FR[dir]} du plateau (1D6 = ${d}).`,
  windWith: (who, _d, _sr) => `${who} a le vent dans le dos : +1 PM gratuit.`,
  windAgainst: (who, _d, _sr) => `${who} a le vent de face : -1 PM.`,
  windNone: (who, _d) => `Vent pour ${who} : sans effet.`,
};
