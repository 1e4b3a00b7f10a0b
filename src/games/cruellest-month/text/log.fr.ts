// The Cruellest Month's strategic log in French, typed against the English (log.en.ts): a missing text fails tsc.
import { type Side, baseName, sectorName } from '../state.ts';
import { airUnitName as airName } from '../data.ts';
import { EVENT_FR, SIDE_FR, TASK_FR, whyFr } from './fr.ts';
import { type LogWords, areaName, initiativeMods, missionTarget, signed, whyList } from './log.en.ts';

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
  initiative: (roll, mods, r, side) => `Jet d'initiative ${roll}${initiativeMods(mods)} = ${r} : initiative au joueur ${SIDE_FR[side]}`,
  generalRegroup: (side) => `Le joueur ${SIDE_FR[side]} déclare un tour de regroupement général`,
  reconChosen: (unit, area) => `${airName(unit)} volera en reconnaissance au-dessus de ${areaName(area)}`,
  slatedRegroup: (unit) => `${airName(unit)} est désigné pour un regroupement individuel`,
  turnOneInitiative: "Tour 1 : le joueur allié a l'initiative",
  initiativeMissions: (side, n, roll) => `Missions aériennes d'initiative du joueur ${SIDE_FR[side]} : ${n} (jet ${roll})`,
  // 8.0 Air Operations: a mission flown
  launch: (m) => {
    const box = m.target === 'box';
    return `Mission aérienne ${SIDE_FR[m.side]}e : ${TASK_FR[m.task] ?? m.task} contre ${box ? `les aérodromes de ${areaName(m.hex)}` : missionTarget(m)}${box ? '' : ` en ${m.hex}`}`;
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
  balloonDown: (destroyed, sector) =>
    `Le ballon est ${destroyed ? 'détruit' : 'au sol'} : le niveau d'observation par ballon de ${sectorName(sector, true)} baisse`,
  balloonSurvives: 'Le ballon reste en altitude : la mission a échoué',
  balloonLowFalls: (roll, rounds, sector) => `Jet ${roll} en ${rounds} rounds : le niveau d'observation par ballon de ${sectorName(sector, true)} baisse`,
  balloonLowKeeps: (roll) => `Jet ${roll} : le ballon bas continue d'observer`,
};
