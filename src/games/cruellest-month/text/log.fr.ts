// The Cruellest Month's strategic log in French, typed against the English (log.en.ts): a missing text fails tsc.
import { type Side, baseData } from '../state.ts';
import { GROUND_BY_ID, PLACES, airUnitName as airName } from '../data.ts';
import { EVENT_FR, RESULT_FR, SIDE_FR, TASK_FR, whyFr } from './fr.ts';
import { type INITIATIVE_MOD, type LogWords, areaName, aslText, hexPlace, initiativeMods, missionTarget, signed, whyList } from './log.en.ts';

/** A Corps' or Gruppe's name in French (9.5.1, 9.4.2): "Gruppe Arras", "XVII^e corps", "corps canadien". */
export function sectorName(k: string): string {
  if (k === 'souchez' || k === 'vimy' || k === 'arras') return `Gruppe ${areaName(k)}`;
  return k === 'Canadian' ? 'corps canadien' : `${k}e corps`;
}
/** An airbase by name in French (the RFC Holding Area, 6.3.1: la zone d'attente du RFC). */
export const baseName = (id: string) => (id === 'rfc' ? "la zone d'attente du RFC" : (baseData[id]?.name ?? id));

const gName = (id: string) => GROUND_BY_ID[id].name;
/** The units an attack on `hex` falls on (9.4). */
const defenders = (units: string[], hex: string) => `${units.map(gName).join(' ou ') || "l'ennemi"} en ${hexPlace(hex)}`;

/** The modifiers of the initiative roll (7.5) in French. */
const INITIATIVE_MOD_FR: Record<keyof typeof INITIATIVE_MOD, string> = {
  vimy: 'crête de Vimy alliée',
  lens: 'Lens alliée',
  trenchard: 'intervention de Trenchard',
  alliedRecon: 'reconnaissance alliée',
  germanRegroup: 'regroupement général allemand',
  arrasHits: 'coups au but sur Arras',
  germanRecon: 'reconnaissance allemande sur Arras',
  alliedRegroup: 'regroupement général allié',
};
/** What a mission strikes (8.1.7), in French: an off-map area's airbases are « les aérodromes de Douai ». */
const targetFr = (m: Parameters<typeof missionTarget>[0]) => missionTarget(m, (area) => `les aérodromes de ${area}`);
/** « des aérodromes de Douai », « d'Arras », « de Lens ». */
const ofTargetFr = (m: Parameters<typeof missionTarget>[0]) => {
  const t = targetFr(m);
  return t.startsWith('les ') ? `des ${t.slice(4)}` : /^[AEIOUÉH]/.test(t) ? `d'${t}` : `de ${t}`;
};

export const logFr: LogWords = {
  // 4.0, 5.0 Random Events, 6.1 and 7.4.3 examining an Airbase
  turn: (turn, last) => `Tour ${turn} sur ${last}`,
  randomEvent: (roll, name, id) => `Événement aléatoire ${roll} : ${EVENT_FR[id] ?? name}`,
  nbJoins: 'Le IX/100 Sqdn (NB) rejoint la réserve du RFC',
  examines: (side: Side, base, fighters, bombers) => `Le joueur ${SIDE_FR[side]} examine ${baseName(base)} : ${fighters} chasseurs, ${bombers} bombardiers`,
  examinesNone: (side) => `Le joueur ${SIDE_FR[side]} n'examine aucun aérodrome`,
  // 6.5 Feldflugplatz
  feldBuilt: (hex) => `Un Feldflugplatz est en construction en ${hex}`,
  dismantled: (base, turn) => `${baseName(base)} est démonté ; il pourra être reconstruit à partir du tour ${turn}`,
  // 7.0 Initiative Phase
  rfcHeld: "Le joueur allié n'engage pas la réserve du RFC",
  rfcCommitted: 'Le joueur allié engage la réserve du RFC : +1 PV au joueur allemand',
  rfcEntry: (unit, roll, mod, r, a) =>
    `${airName(unit)} : jet ${roll}${signed(mod)} = ${r} : ${
      a.base === 'away' ? "n'entre pas" : a.reduced ? (a.disrupted ? 'réduit et désorganisé' : 'réduit') : 'à pleine force'
    }`,
  reconFlies: (side, area, roll) => `Reconnaissance ${SIDE_FR[side]}e au-dessus de ${areaName(area)} (jet ${roll})`,
  reconFails: (side, roll) => `La reconnaissance ${SIDE_FR[side]}e échoue (jet ${roll})${roll >= 10 ? " : l'unité perd un pas" : ''}`,
  initiative: (roll, mods, r, side) => `Jet d'initiative ${roll}${initiativeMods(mods, INITIATIVE_MOD_FR)} = ${r} : initiative au joueur ${SIDE_FR[side]}`,
  generalRegroup: (side) => `Le joueur ${SIDE_FR[side]} déclare un tour de regroupement général`,
  reconChosen: (unit, area) => `${airName(unit)} volera en reconnaissance au-dessus de ${areaName(area)}`,
  slatedRegroup: (unit) => `${airName(unit)} est désigné pour un regroupement individuel`,
  turnOneInitiative: "Tour 1 : le joueur allié a l'initiative",
  initiativeMissions: (side, n, roll) => `Missions aériennes d'initiative du joueur ${SIDE_FR[side]} : ${n} (jet ${roll})`,
  // 8.0 Air Operations: the mission turns
  passes: (side) => `Le joueur ${SIDE_FR[side]} passe`,
  stages: (unit, from, to) => `${airName(unit)} fait mouvement de ${baseName(from)} vers ${baseName(to)}`,
  staged: (side) => `Le joueur ${SIDE_FR[side]} fait un mouvement de transfert`,
  lands: (unit, base) => `${airName(unit)} se pose à ${baseName(base)}`,
  airPhaseEnds: 'La phase des opérations aériennes se termine',
  // 8.0 Air Operations: a mission flown
  launch: (m) => {
    const box = m.target === 'box';
    return `Mission aérienne ${SIDE_FR[m.side]}e : ${TASK_FR[m.task] ?? m.task} contre ${targetFr(m)}${box ? '' : ` en ${m.hex}`}`;
  },
  missionUnits: (units) => `Mission : ${units.map(airName).join(', ')}`,
  scramble: (unit, roll, mods, r, sr, ok) =>
    `Décollage d'alerte de ${airName(unit)} : jet ${roll}${whyList(mods, whyFr)} = ${r} contre SR ${sr} : ${ok ? 'réussite' : 'échec'}`,
  scrambleAttempt: (side, ok) => `Tentative de décollage d'un intercepteur ${SIDE_FR[side]} : ${ok ? 'réussite' : 'échec'}`,
  targetScramble: (unit, roll, r, sr, to) =>
    `Décollage d'urgence de ${airName(unit)} : jet ${roll} modifié ${r} contre SR ${sr} : ${to ? `s'échappe vers ${baseName(to)}` : 'reste au sol'}`,
  lateGroup: (roll, diff, late) => `Jet de coordination ${roll} sous l'écart de rayon d'action ${diff} : ${late} unité(s) arrive(nt) en retard`,
  groupsTogether: (roll, diff) => `Jet de coordination ${roll}, écart de rayon d'action ${diff} : les groupes arrivent ensemble`,
  aborts: (unit, scorer) => `${airName(unit)} abandonne sa mission : +1 PV au joueur ${SIDE_FR[scorer]}`,
  balloonDown: (destroyed, sector) => `Le ballon est ${destroyed ? 'détruit' : 'au sol'} : le niveau d'observation par ballon de ${sectorName(sector)} baisse`,
  balloonSurvives: 'Le ballon reste en altitude : la mission a échoué',
  balloonLowFalls: (roll, rounds, sector) => `Jet ${roll} en ${rounds} rounds : le niveau d'observation par ballon de ${sectorName(sector)} baisse`,
  balloonLowKeeps: (roll) => `Jet ${roll} : le ballon bas continue d'observer`,
  // 8.0 Air Operations after the battle: AA fire, observers, strikes, return to base, losses
  aaFire: (aaf, unit, roll, res) => `Tir de DCA (AAF ${aaf}) sur ${airName(unit)} : jet ${roll} : ${RESULT_FR[res] ?? res}`,
  observer: (unit, roll, n, lost) => `Observateur de ${airName(unit)} : jet ${roll}, modifié ${n} : ${lost ? 'perdu (sans observateur)' : 'indemne'}`,
  spottingFails: (unit, r) => `Jet de réglage de ${airName(unit)} ${r} : sans effet`,
  strike: (unit, kind, m, roll, r, bf, hits, severe) =>
    `${airName(unit)}, ${TASK_FR[kind] ?? kind} ${ofTargetFr(m)} : jet ${roll} modifié ${r} contre BF ${bf} : ` +
    (hits ? `${hits} coup(s) au but${severe ? ' (sous 0)' : ''}` : 'sans effet'),
  spottingSecondFails: (r) => `Second jet de réglage ${r} : sans effet`,
  spotted: (unit, n, sector) =>
    `Réglage d'artillerie de ${airName(unit)} : ${n === 2 ? 'double ' : ''}réussite, soutien d'artillerie du ${sectorName(sector)} +${n}`,
  cityHits: (hex, hits) => `${PLACES[hex].name} a désormais ${hits} coups au but`,
  boxHits: (area, hits) => `${areaName(area)} a désormais ${hits} coups au but`,
  interdicted: (unit) => `${gName(unit)} est interdite`,
  nbHits: (sector, hits) => `IX/100 Sqdn : soutien d'artillerie du ${sectorName(sector)} -${hits}`,
  baseEliminated: (base) => `${baseName(base)} est éliminé`,
  baseDisrupted: (base) => `${baseName(base)} est désorganisé`,
  hitOnGround: (unit, roll) => `${airName(unit)} est touché au sol (jet ${roll})`,
  landingAccident: (unit, r) => `${airName(unit)} a un accident à l'atterrissage (jet ${r}) : perd un pas`,
  destroyed: (unit) => `${airName(unit)} est détruit`,
  noBaseToLand: (unit) => `${airName(unit)} n'a plus d'aérodrome ami où rentrer et est perdu (arbitrage)`,
  flownIX: (n) => `${n} unités de la réserve du RFC ont volé : +${n} PV au joueur allemand`,
  // 9.0 Ground Operations, 3.0 control, 6.6 airbases overrun
  overStacked: (unit) => `${gName(unit)} est en surempilement`,
  groundMoves: (unit, from, to) => `${gName(unit)} se déplace ${from ? `de ${from} ` : 'sur la carte '}vers ${to}`,
  control: (hex, side) => `${PLACES[hex].name} (${hex}) passe sous contrôle ${SIDE_FR[side]}`,
  overrun: (base) => `${baseName(base)} est submergé et détruit`,
  evacuates: (unit, base) => `${airName(unit)} évacue vers ${baseName(base)}`,
  allocates: (side, asp, tsp) => `Le joueur ${SIDE_FR[side]} engage ${asp} points de soutien d'artillerie${tsp ? ` et ${tsp} de soutien de chars` : ''}`,
  groundCombat: (c, roll, mods, acf, sum, column, res) =>
    `${gName(c.attacker)} attaque ${gName(c.defender)} : jet ${roll}${mods.map((m) => ` ${m.v} ${whyFr(m.why)}`).join('')} -${c.aspDef} +${c.aspAtt + c.tsp} ` +
    `soutien +${acf} CF = ${sum}, colonne ${column} : ${res}`,
  groundEliminated: (unit) => `${gName(unit)} est éliminée`,
  retreats: (unit, to) => (to ? `${gName(unit)} retraite en ${to}` : `${gName(unit)} retraite hors de la carte`),
  defenders,
  willAttack: (attacker, units, hex) => `${gName(attacker)} attaquera ${defenders(units, hex)}`,
  meetsAttack: (unit, attacker) => `${gName(unit)} reçoit l'attaque de ${gName(attacker)} (au choix du défenseur)`,
  advances: (unit, hex) => `${gName(unit)} avance en ${hex}`,
  tspStart: (n) => `Points de soutien de chars ce tour : ${n} (le marqueur de départ)`,
  noTanks: (roll) => `Jet de soutien de chars ${roll} : plus de chars jusqu'à la fin de la partie`,
  tsp: (n) => `Points de soutien de chars ce tour : ${n}`,
  // 10.0 Supply
  unsuppliedUnit: (unit) => `${gName(unit)} est hors ravitaillement : interdite`,
  unsuppliedBase: (base) => `${baseName(base)} est hors ravitaillement : désorganisé`,
  artillery: (s) => `Soutien d'artillerie du prochain tour : ${aslText(s, sectorName)}`,
  // 11.0 Regroup
  generalRegroupNormal: (side) => `Regroupement général ${SIDE_FR[side]} : les unités désorganisées prêtes et les aérodromes ravitaillés redeviennent normaux`,
  regroups: (unit, roll) => `${airName(unit)} se regroupe (jet ${roll})`,
  baseNormal: (base, roll) => `${baseName(base)} redevient normal (jet ${roll})`,
  notInterdicted: (unit, roll) => `${gName(unit)} n'est plus interdite (jet ${roll})`,
  replacement: (unit, cost, scorer) => `${airName(unit)} reçoit un pas de remplacement : +${cost} PV au joueur ${SIDE_FR[scorer]}`,
  operational: (base, hex) => `${baseName(base)} en ${hex} est opérationnel`,
  cityRepairs: (side, hits, hex) => `Le joueur ${SIDE_FR[side]} répare ${hits} coup(s) au but à ${PLACES[hex].name}`,
  boxRepairs: (hits, area) => `${hits} coup(s) au but réparé(s) à ${areaName(area)}`,
  replacementSteps: (side, n) => `Regroupement général ${SIDE_FR[side]} : ${n} pas de remplacement à 1 PV chacun pour l'adversaire`,
  // 12.0 Reinforcements
  strategicReserve: (n, fighters) => `Réserve stratégique allemande : ${n} appareils disponibles (${fighters} chasseurs : +${fighters} PV au joueur allié)`,
  available: (units) => `Disponibles : ${units.map(airName).join(', ') || 'aucun'}`,
  armeeReserves: (n) => `Réserves de la VI. Armee : ${n} divisions peuvent entrer`,
  based: (unit, base) => `${airName(unit)} est basé à ${baseName(base)}`,
  enters: (unit, hex) => `${gName(unit)} entre en ${hex}`,
  // 13.0 Victory
  arrasHits: (n) => `${n} coups au but sur Arras : +${n} PV allemands`,
  alliedHits: (n) => `${n} coups au but sur Lens, Douai et Cambrai : +${n} PV alliés`,
  clearTurn: 'Un tour de beau temps sans bombardement allié : +4 PV allemands',
  deadIX: (n) => `${n} unités de la IX Brigade détruites : +${n} PV allemands`,
  finalTerms: (f) =>
    `Alliés : ${f.hl} hexagones de la ligne Hindenburg (+${2 * f.hl}), ${f.ridgeA} hexagones de la crête de Vimy (+${3 * f.ridgeA}), villes à l'est de la ` +
    `ligne (+${f.towns}) ; Allemands : Arras (+${f.arras}), ${f.ridgeG} hexagones de la crête de Vimy (+${3 * f.ridgeG})`,
  final: (f, margin, level) =>
    `Final : Alliés ${f.allied} - Allemands ${f.german} = ${margin} : ${{ german: 'victoire allemande', draw: 'match nul', allied: 'victoire alliée' }[level]}`,
  // 14.0 Setup
  setsUp: (unit, hex) => `${gName(unit)} se déploie en ${hex}`,
  baseSetUp: (base, hex) => `${baseName(base)} est installé en ${hex}`,
  alliedAce: (unit) => `Un As allié commence avec ${airName(unit)} de la réserve du RFC`,
  startingSupport: (s) => `Soutien d'artillerie : ${aslText(s, sectorName)} ; soutien de chars 6 ; tous les niveaux d'observation par ballon normaux`,
  germanAce: (unit) => `L'As RB allemand vole avec ${airName(unit)}`,
  roll: {
    event: 'événement aléatoire',
    rfc: 'entrée de la réserve du RFC',
    recon: 'vols de reconnaissance',
    initiative: "détermination de l'initiative (jet allié)",
    initMissions: "missions aériennes d'initiative",
    aa: 'tir de DCA',
    bomb: (kind) => `attaque : ${TASK_FR[kind] ?? kind}`,
    accident: "accident à l'atterrissage",
    balloonLow: 'ballon à basse altitude',
    stageAccident: "test d'accident après un transfert",
    scramble: (side) => `décollage d'interception (${SIDE_FR[side]})`,
    targetScramble: "décollage de l'objectif",
    late: 'coordination du groupe de mission',
    observer: (unit) => `observateur de ${airName(unit)}`,
    spot2: "réglage d'artillerie",
    airbaseDamage: 'avions au sol sur un aérodrome bombardé',
    evacuate: "évacuation d'aérodrome",
    ground: (attacker, defender) => `combat terrestre : ${gName(attacker)} contre ${gName(defender)}`,
    tsp: 'points de soutien de chars',
    regroup: 'jets de regroupement (unités aériennes, aérodromes, unités terrestres)',
    restore: 'pas de remplacement du regroupement général',
    reservesAir: 'avions de la réserve stratégique allemande',
    reservesGround: 'divisions de réserve de la VI. Armee',
    asl: "soutien d'artillerie initial : VI, Canadian, VII Corps ; Gruppen Souchez, Vimy, Arras",
    aceDraw: "quelle unité RB allemande porte l'As (tirage)",
    reserveRbs: 'unités RB de la réserve allemande pour le tour 1',
  },
};
