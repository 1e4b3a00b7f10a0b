// A text picture of the situation for terminal play, in English or French.
import { SECTORS, UNITS, clock } from './data.ts';
import { areaTitle, counterText, picture } from '../../families/area-impulse/render.ts';
import { type BattlesState, BOARD, ELIMINATED, REMOVED, WAITING, isReleased } from './state.ts';
import { victoryPoints } from './rules/11-victory.ts';
import { type Lang, inSector, sector, side } from './text/names.ts';

function counter(s: BattlesState, u: number, lang: Lang): string {
  const d = UNITS[u];
  const flags = [s.spent[u] ? (lang === 'fr' ? 'Fatiguée' : 'Spent') : '', !isReleased(s, u) ? (lang === 'fr' ? 'non relâchée' : 'not released') : ''];
  return counterText(d.name, `${d.attack ?? '*'}-${d.defense}-${d.move}`, flags, ', ');
}

/** 4.0 the phases of a turn (and the game's own steps before and after it). */
const PHASE: Record<BattlesState['phase'], [string, string]> = {
  bid: ['Bids (14.1)', 'Enchères (14.1)'],
  setup: ['Setup (12.2)', 'Placement (12.2)'],
  initiative: ['Initiative (4.1)', "Détermination de l'Initiative (4.1)"],
  combat: ['Combat (4.3)', 'Phase de Combat (4.3)'],
  reorganization: ['Reorganization (4.4)', 'Phase de Réorganisation (4.4)'],
  final: ['Final (4.5)', 'Phase Finale (4.5)'],
  over: ['game over', 'partie terminée'],
};

/** How a game ended, in French. */
const KIND_FR: Record<string, string> = {
  automatic: 'Victoire Automatique (11.1)',
  gort: 'Décision de Gort (13.5)',
  final: 'Vérification de la Victoire (11.3)',
};

export function render(s: BattlesState, _role: string, lang = 'en'): string {
  const L: Lang = lang === 'fr' ? 'fr' : 'en';
  const fr = L === 'fr';
  const cap = (x: string) => x[0].toUpperCase() + x.slice(1);
  const c = s.combat;
  const marks = (a: (typeof SECTORS)[number]) =>
    [
      a.redRing ? (fr ? 'cercle rouge' : 'red ring') : '',
      a.star ? (fr ? `étoile ${a.star === 'white' ? 'blanche' : 'noire'}` : `${a.star} star`) : '',
      a.square ? (fr ? 'carré' : 'square') : '',
      `${fr ? 'MET' : 'TEM'}+${a.tem}`,
    ]
      .filter(Boolean)
      .join(' ');
  return picture({
    head: [
      fr
        ? `Tour ${s.turn}/7 (${clock(s.turn)})  Phase : ${PHASE[s.phase][1]}  Initiative : ${side(s.momentum, L)} (impulsion ${s.impulse})  Avantage : ${side(s.advantage, L)}  PV alliés : ${victoryPoints(s).vp} (piste ${s.vp}, il en faut ${s.vpNeeded})`
        : `Turn ${s.turn}/7 (${clock(s.turn)})  Phase: ${PHASE[s.phase][0]}  Initiative: ${side(s.momentum, L)} (impulse ${s.impulse})  Avantage (Advantage): ${side(s.advantage, L)}  Allied VP: ${victoryPoints(s).vp} (track ${s.vp}, need ${s.vpNeeded})`,
      fr
        ? `Soutien Aérien : allié ${s.air.allied}, allemand ${s.air.german}${s.rommelNorth ? '   Rommel est parti au nord (13.6)' : ''}`
        : `Air support counters: Allied ${s.air.allied}, German ${s.air.german}${s.rommelNorth ? '   Rommel turned north (13.6)' : ''}`,
    ],
    areas: SECTORS,
    units: UNITS,
    loc: s.loc,
    board: {
      always: (a) => !!a.redRing || !!a.star,
      title: (a) => areaTitle(a, fr ? 'Secteur ' : 'Sector '),
      width: 28,
      tags: (a) => `${cap(side(s.control[a.id], L))}${BOARD.contested(s, a.id) ? (fr ? ', CONTESTÉ' : ', CONTESTED') : ''}; ${marks(a)}`,
      side: (x) => cap(side(x, L)),
      sideWidth: 8,
      counter: (u) => counter(s, u, L),
    },
    boxes: [
      [fr ? "En attente d'entrée" : 'Waiting to enter', WAITING],
      [fr ? 'Éliminées' : 'Eliminated', ELIMINATED],
      [fr ? 'Retirées du jeu' : 'Out of the game', REMOVED],
    ],
    boxed: (u) => `${UNITS[u].name} (${side(UNITS[u].side, L)}${s.loc[u] === WAITING && !isReleased(s, u) ? (fr ? ', non relâchée' : ', not released') : ''})`,
    combat: !c?.dice.length
      ? null
      : fr
        ? `Combat ${inSector(c.area)} : VA ${c.av} VD ${c.dv}, dés ${c.dice.join(' ')}${c.ppLeft ? `, PP à absorber ${c.ppLeft}` : ''}`
        : `Combat in ${sector(c.area)}: VA ${c.av} VD ${c.dv}, dice ${c.dice.join(' ')}${c.ppLeft ? `, PP to absorb ${c.ppLeft}` : ''}`,
    over: !s.result
      ? null
      : fr
        ? `PARTIE TERMINÉE : victoire ${s.result.winner === 'allied' ? 'alliée' : 'allemande'} (${KIND_FR[s.result.kind] ?? s.result.kind}) - ${s.result.detailFr}`
        : `GAME OVER: ${cap(side(s.result.winner, L))} ${s.result.kind} victory - ${s.result.detail}`,
  });
}
