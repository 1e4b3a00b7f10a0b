// Counter-Attack: Arras (Battles Magazine edition) - the rules, in the rulebook's order:
// 4 sequence of play (4.1 initiative, 4.2 air support, 4.3 combat phase), 5 movement (movement.ts),
// 6 assault, 7 bombardment, 8 combat support, 9 the Advantage, 10 reorganization, 11 victory,
// 12 setup, 13 special rules, 14 optional rules, 15 balance options.
//
// `legal(s, role)` lists every legal action; `perform(s, role, action, log)` applies one (the kernel
// has checked it is in the list). The game waits on `s.step`; dice are actions of the chance role.

import type { Action } from '../../kernel/game.ts';
import type { ActionOf, BattlesAction } from './actions.ts';
import { type AbsorbHow, type AttritionCosts, type LossChoice, lossCapacity, lossChoices, lossCost, lossTarget, lossUnits } from '../../families/area-impulse/attrition.ts';
import { type BidRules, sealBid, settleBids } from '../../families/area-impulse/contract.ts';
import { freshCheck, passImpulse, switchInitiative } from '../../families/area-impulse/impulses.ts';
import {
  AIR_SUPPORT,
  ARRAS_STACKING,
  ARTILLERY_RANGE,
  BLACK_STAR,
  FIXED_GROUP,
  GORT_SECTORS,
  HISTORICAL,
  LAST_TURN,
  LATE_GROUPS,
  RED_RING,
  RESERVE_TRIGGER,
  SECTOR_BY_ID as SEC,
  SETUP_SECTORS,
  UNITS,
  VICTORY_VP,
  WHITE_STARS,
  ZONE,
  clock,
} from './data.ts';
import { STEP_CLASS, STEP_CLASSES, activatable, checkStep, entryForbidden, stepsFrom } from './movement.ts';
import { retreatDestinations, returnDestinations } from './retreat.ts';
import {
  type AdvantageUse,
  type AssaultState,
  type BattlesState,
  type CombatState,
  type Options,
  type Release,
  type RollPurpose,
  type Side,
  BOARD,
  ELIMINATED,
  GRAPH,
  N_UNITS,
  OUT,
  REMOVED,
  SIDE_OF,
  TYPE_OF,
  UNIT_INDEX,
  WAITING,
  canAct,
  hasActiveFresh,
  isReleased,
  isZone,
  other,
  releaseOf,
  roomFor,
  stackLimit,
  unitIndex,
} from './state.ts';
import { type Log, TheSector, duSector, inSector, name, plural, entry, sector, sectorFr, sideEn, sideFr, theSector } from './text.ts';

const SIDES: Side[] = ['allied', 'german'];
const Pl = (s: Side) => `The ${sideEn(s)} player`;
const PlFr = (s: Side) => `Le joueur ${sideFr(s)}`;
const uid = (u: number) => UNITS[u].id;

// ---- 12.0 Preparation ----------------------------------------------------------------------------------

export function newGame(options: Options): BattlesState {
  const control: Side[] = new Array(ZONE.F + 1).fill('german');
  for (const id of Object.keys(SEC)) control[+id] = SEC[+id].start; // 2.1.4
  const s: BattlesState = {
    turn: 1,
    step: { k: 'setup', side: 'german' },
    phase: 'setup',
    control,
    loc: new Array(N_UNITS).fill(OUT),
    spent: new Array(N_UNITS).fill(0),
    options,
    toPlace: { allied: [], german: [] },
    released: { french: 0, panzer: 0, reserve: 0, fifth: 0 },
    rommelNorth: false,
    northward: [],
    momentum: 'allied',
    turnInitiative: 'allied',
    impulse: 1,
    lastImpulsePass: false,
    advantage: 'allied', // 9.0, 12.1
    advantageUsed: { allied: false, german: false },
    air: { allied: 0, german: 0 },
    vp: 0,
    vpNeeded: VICTORY_VP,
    bids: { allied: null, german: null },
    swapped: false,
    rollsDone: [],
    pendingInitiative: null,
    pendingRefresh: null,
    bombardFailed: false,
    bombarded: [],
    bombardTargets: [],
    assault: null,
    combat: null,
    result: null,
  };
  UNITS.forEach((d, u) => {
    if (d.rOf || (d.balance && !options.germanArtillery)) return; // 12.1 R counters set aside; 15.2
    if (options.historicalSetup) BOARD.setLoc(s, u, HISTORICAL[d.side][d.group!]); // 14.2
    else if (LATE_GROUPS[d.side].includes(d.group!)) BOARD.setLoc(s, u, WAITING); // 13.1-13.3
  });
  if (!options.historicalSetup) {
    for (const side of SIDES) {
      const groups = new Set(UNITS.filter((d) => d.side === side && d.group && !d.rOf && !LATE_GROUPS[side].includes(d.group)).map((d) => d.group!));
      s.toPlace[side] = [...groups].sort();
    }
  }
  if (options.bids) {
    s.phase = 'bid';
    s.step = { k: 'bid' };
  } else afterSides(s, undefined);
  return s;
}

function afterSides(s: BattlesState, log: Log) {
  if (s.options.historicalSetup) {
    log?.(entry('14.2', 'Historical setup: every group starts in its historical sector.', 'Placement historique : chaque groupe commence dans son secteur historique.'));
    return startTurn(s, log);
  }
  s.phase = 'setup';
  s.step = { k: 'setup', side: 'german' }; // 12.2 the German player places the first group
}

/** Per side, the sectors of its fixed groups (12.2.1); per "side group", its units other than leaders. */
const RESERVED_SECTORS: Record<Side, number[]> = {
  allied: Object.entries(FIXED_GROUP).filter(([k]) => k.startsWith('allied')).map(([, a]) => a),
  german: Object.entries(FIXED_GROUP).filter(([k]) => k.startsWith('german')).map(([, a]) => a),
};
const GROUP_NON_LEADERS = new Map<string, number[]>();
for (let u = 0; u < N_UNITS; u++) {
  if (UNITS[u].type === 'leader') continue;
  const key = `${UNITS[u].side} ${UNITS[u].group}`;
  GROUP_NON_LEADERS.set(key, [...(GROUP_NON_LEADERS.get(key) ?? []), u]);
}

/** 12.2.1 / 12.2.2 the sectors where `group` may be placed now. */
export function setupSectors(s: BattlesState, side: Side, group: string, open = openSetupSectors(s, side)): number[] {
  const key = `${side} ${group}`;
  const fixed = FIXED_GROUP[key];
  if (fixed) return [fixed];
  let size = 0;
  for (const u of GROUP_NON_LEADERS.get(key) ?? []) if (s.loc[u] === OUT) size++;
  // 5.1.3 at most 10 units (5 in sector 25).
  return size <= ARRAS_STACKING ? open : open.filter((a) => size <= stackLimit(a));
}

/** 12.2.1 the setup sectors of `side` still open to a group: one group per sector, none in a fixed group's sector. */
function openSetupSectors(s: BattlesState, side: Side): number[] {
  const reserved = RESERVED_SECTORS[side];
  return SETUP_SECTORS[side].filter((a) => !reserved.includes(a) && !BOARD.hasUnits(s, a, side));
}

function place(s: BattlesState, side: Side, group: string, area: number, log: Log) {
  for (let u = 0; u < N_UNITS; u++) {
    // 12.1 R counters stay aside; 15.2 the 7/3/78 artillery comes with Group B only with its option.
    if (SIDE_OF[u] === side && UNITS[u].group === group && s.loc[u] === OUT && !UNITS[u].rOf && (!UNITS[u].balance || s.options.germanArtillery)) BOARD.setLoc(s, u, area);
  }
  s.toPlace[side] = s.toPlace[side].filter((g) => g !== group);
  log?.(entry('12.2', `${sideEn(side)} Group ${group} is placed in ${sector(area)}.`, `Le groupe ${group} ${sideFr(side)} est placé ${inSector(area)}.`));
  if (s.toPlace[other(side)].length) s.step = { k: 'setup', side: other(side) };
  else if (s.toPlace[side].length) s.step = { k: 'setup', side };
  else startTurn(s, log);
}

// ---- 14.1 Bids ------------------------------------------------------------------------------------------

export const MAX_BID = 30;

/** 14.1.1 the sealed bids, run by the family (texts and what follows are this edition's). */
const BIDS: BidRules<BattlesState> = {
  sealed: (role, vp) => entry('14.1.1', `The ${sideEn(role)} seat seals a bid of ${vp} VP for the Allied command.`, `Le siège ${sideFr(role)} scelle une enchère de ${vp} PV pour le camp allié.`),
  revealed: (allied, german) => entry('14.1.1', `Bids revealed: ${allied} (Allied seat), ${german} (German seat).`, `Enchères révélées : ${allied} (siège allié), ${german} (siège allemand).`),
  settled: (swap, vpNeeded) =>
    entry(
      '14.1.1',
      `The ${swap ? 'German' : 'Allied'} seat commands the Allies; they need ${vpNeeded} VP at the end of the last turn.`,
      `Le siège ${swap ? 'allemand' : 'allié'} commande les Alliés ; il leur faut ${vpNeeded} PV à la fin du dernier tour.`,
    ),
  tie: (s) => {
    s.step = { k: 'roll', purpose: 'bid-tie', dice: 1 };
  },
  then: afterSides,
};

// ---- 4.0 Sequence of play: the start of a turn (13.1-13.6) and 4.1 Initiative ---------------------------

function startTurn(s: BattlesState, log: Log) {
  s.phase = 'initiative';
  s.rollsDone = [];
  s.advantageUsed = { allied: false, german: false };
  log?.(entry('4.0', `Turn ${s.turn} (${clock(s.turn)}).`, `Tour ${s.turn} (${clock(s.turn)}).`));
  turnStart(s, log);
}

const rolled = (s: BattlesState, p: RollPurpose) => s.rollsDone.includes(p);
function roll(s: BattlesState, purpose: RollPurpose, dice = 1) {
  s.step = { k: 'roll', purpose, dice };
}

/** The turn's opening rolls and releases, in order, until a die is due or the Combat Phase begins. */
function turnStart(s: BattlesState, log: Log) {
  const t = s.turn;
  const rel = s.released;
  // 13.1 / 14.2.3a the French Cavalry Corps: dr on Turn 2 (16:00), automatic on Turn 3 (17:00).
  if (!rel.french) {
    if (t === 2 && !rolled(s, 'french')) return roll(s, 'french');
    if (t >= 3) release(s, 'french', log, '13.1', 'The French Cavalry Corps arrives (automatic on Turn 3, 17:00).', 'Le Corps de Cavalerie Français arrive (automatique au tour 3, 17:00).');
  }
  // 13.3 the British reserve: a British unit in 7, 6, 2 or 4 at the start of a turn (15.1: or 8 VP).
  if (!rel.reserve) {
    const british = RESERVE_TRIGGER.some((a) => UNITS.some((d, u) => s.loc[u] === a && d.nation === 'british'));
    if (british) release(s, 'reserve', log, '13.3', 'A British unit holds Ficheux, Mercatel, Wancourt or Neuville: the 9th Durham (Group J) is released.', 'Une unité britannique est à Ficheux, Mercatel, Wancourt ou Neuville : le 9e Durham (groupe J) est relâché.');
    else if (s.options.earlyReserve && s.vp >= 8) release(s, 'reserve', log, '15.1', `The Allies have ${s.vp} VP: the British reserve arrives.`, `Les Alliés ont ${s.vp} PV : la réserve britannique arrive.`);
  }
  // 13.2 / 14.2.3b the Panzer Regiments: dr at 18:00 (Turn 4), automatic at 19:00 (Turn 5). See the ruling.
  if (!rel.panzer) {
    if (t === 4 && !rolled(s, 'panzer')) return roll(s, 'panzer');
    if (t >= 5) release(s, 'panzer', log, '13.2', 'The Panzer battalions (Group L) arrive automatically (19:00).', 'Les bataillons de Panzers (groupe L) arrivent automatiquement (19:00).');
  }
  // 13.4 the 5th Panzer Division: 5-6 on Turn 6, 4-6 on Turn 7.
  if (!rel.fifth && (t === 6 || t === 7) && !rolled(s, 'fifth')) return roll(s, 'fifth');
  // 13.6 Rommel turns north: from Turn 4, every turn until it succeeds.
  if (!s.rommelNorth && t >= 4 && !rolled(s, 'rommel')) return roll(s, 'rommel');
  // 4.1 Initiative.
  if (t >= 3 && t <= 5) {
    if (!rolled(s, 'initiative')) return roll(s, 'initiative', 4);
    return;
  }
  const w: Side = t <= 2 ? 'allied' : 'german';
  log?.(entry('4.1', `${Pl(w)} has the Initiative automatically on Turn ${t}.`, `${PlFr(w)} a automatiquement l'Initiative au tour ${t}.`));
  beginCombatPhase(s, w, log);
}

function release(s: BattlesState, r: Release, log: Log, rule: string, en: string, fr: string) {
  s.released[r] = s.turn;
  log?.(entry(rule, en, fr));
}

const RELEASE_OWNER: Record<'french' | 'panzer' | 'fifth', Side> = { french: 'allied', panzer: 'german', fifth: 'german' };
const RELEASE_RULE: Record<'french' | 'panzer' | 'fifth', string> = { french: '13.1', panzer: '13.2', fifth: '13.4' };

/** 9.5 the Advantage may be used once per turn per player. */
const mayUseAdvantage = (s: BattlesState, who: Side) => s.advantage === who && !s.advantageUsed[who];

/** 9.0 the player who uses the Advantage gives the marker to the opponent. */
function useAdvantage(s: BattlesState, log: Log, en: string, fr: string, rule: string) {
  const who = s.advantage;
  s.advantageUsed[who] = true;
  s.advantage = other(who);
  log?.(entry(rule, `${Pl(who)} uses the Advantage ${en}; the Advantage passes to the ${sideEn(other(who))} player.`, `${PlFr(who)} utilise l'Avantage ${fr} ; l'Avantage passe au joueur ${sideFr(other(who))}.`));
}

function offer(s: BattlesState, who: Side, use: AdvantageUse) {
  s.step = { k: 'advantage', who, use };
}

function openingDie(s: BattlesState, purpose: RollPurpose, dice: number[], log: Log) {
  const dr = dice[0];
  s.rollsDone.push(purpose);
  switch (purpose) {
    case 'french':
    case 'panzer':
    case 'fifth': {
      const need = purpose === 'fifth' && s.turn === 6 ? 5 : 4;
      const rule = RELEASE_RULE[purpose];
      const who = { french: ['French Cavalry Corps', 'Corps de Cavalerie Français'], panzer: ['Panzer battalions', 'Bataillons de Panzers'], fifth: ['5th Panzer Division elements', 'Éléments de la 5e Panzer Division'] }[purpose];
      const one = purpose === 'french'; // "le Corps" is singular
      if (dr >= need) {
        release(s, purpose, log, rule, `${who[0]}: dr ${dr} - they may move and attack this turn.`, `${who[1]} : jd ${dr} - ${one ? 'il peut' : 'ils peuvent'} bouger et attaquer dès ce tour.`);
        break;
      }
      const later = purpose === 'fifth' ? (s.turn === 6 ? ['they may not act this turn', 'ils ne peuvent rien faire ce tour'] : ['they stay in Cambrai for the rest of the game', "ils restent à Cambrai jusqu'à la fin de la partie"]) : ['they arrive next turn', one ? 'il arrivera au prochain tour' : 'ils arriveront au prochain tour'];
      log?.(entry(rule, `${who[0]}: dr ${dr} - ${later[0]}.`, `${who[1]} : jd ${dr} - ${later[1]}.`));
      if (mayUseAdvantage(s, RELEASE_OWNER[purpose])) return offer(s, RELEASE_OWNER[purpose], purpose);
      break;
    }
    case 'rommel': {
      // 13.6 +1 if an Allied unit went from 26/28 into 1/3; +2 if ten did (not cumulative).
      const n = s.northward.length;
      const drm = n >= 10 ? 2 : n >= 1 ? 1 : 0;
      const total = dr + drm;
      s.rommelNorth = total >= 6;
      log?.(entry('13.6', `Rommel turns north: dr ${dr}${drm ? ` +${drm}` : ''} = ${total}: ${s.rommelNorth ? 'the German movement restrictions of 5.1.2 are lifted' : '5.1.2 still applies; roll again next turn'}.`, `Rommel part au nord : jd ${dr}${drm ? ` +${drm}` : ''} = ${total} : ${s.rommelNorth ? 'les restrictions de mouvement allemandes de 5.1.2 sont levées' : 'la règle 5.1.2 reste appliquée ; nouveau jet au prochain tour'}.`));
      break;
    }
  }
  turnStart(s, log);
}

/** 4.1 the Initiative dice: [Allied, Allied, German, German]. */
function initiativeDice(s: BattlesState, dice: number[], log: Log) {
  s.pendingInitiative = dice;
  const tie = dice[0] + dice[1] + initiativeModifier(s) === dice[2] + dice[3];
  if (!tie && mayUseAdvantage(s, s.advantage)) return offer(s, s.advantage, 'initiative');
  settleInitiative(s, log);
}

/** 4.1 Allied modifiers: +1 per white-star sector (9, 5) Allied-controlled; -1 if Sector 20 is German. */
export function initiativeModifier(s: BattlesState): number {
  let drm = 0;
  for (const a of WHITE_STARS) if (s.control[a] === 'allied') drm++;
  if (s.control[BLACK_STAR] === 'german') drm--;
  return drm;
}

function settleInitiative(s: BattlesState, log: Log) {
  const d = s.pendingInitiative!;
  s.pendingInitiative = null;
  const drm = initiativeModifier(s);
  const allied = d[0] + d[1] + drm;
  const german = d[2] + d[3];
  const mod = drm ? ` ${drm > 0 ? '+' : ''}${drm}` : '';
  if (allied === german) {
    log?.(entry('4.1', `Initiative: Allied ${d[0]}+${d[1]}${mod} = ${allied}, German ${d[2]}+${d[3]} = ${german}: a tie, both roll again.`, `Initiative : allié ${d[0]}+${d[1]}${mod} = ${allied}, allemand ${d[2]}+${d[3]} = ${german} : égalité, les deux joueurs relancent.`));
    return roll(s, 'initiative', 4);
  }
  const w: Side = allied > german ? 'allied' : 'german';
  s.rollsDone.push('initiative');
  log?.(entry('4.1', `Initiative: Allied ${d[0]}+${d[1]}${mod} = ${allied}, German ${d[2]}+${d[3]} = ${german}: the ${sideEn(w)} player has the Initiative.`, `Initiative : allié ${d[0]}+${d[1]}${mod} = ${allied}, allemand ${d[2]}+${d[3]} = ${german} : le joueur ${sideFr(w)} a l'Initiative.`));
  beginCombatPhase(s, w, log);
}

/** 4.2 / 8.3 air support counters of the turn (15.1, 15.2 balance options). */
export function airFor(s: BattlesState, side: Side, turn: number): number {
  let n = AIR_SUPPORT[side][turn] ?? 0;
  if (side === 'german' && s.options.fewerGermanAir) n--;
  if (side === 'german' && s.options.moreGermanAir) n++;
  if (side === 'allied' && s.options.fewerAlliedAir) n--;
  return Math.max(0, n);
}

function beginCombatPhase(s: BattlesState, w: Side, log: Log) {
  s.air = { allied: airFor(s, 'allied', s.turn), german: airFor(s, 'german', s.turn) };
  log?.(entry('4.2', `Air support counters this turn: Allied ${s.air.allied}, German ${s.air.german}.`, `Pions de Soutien Aérien ce tour : allié ${s.air.allied}, allemand ${s.air.german}.`));
  s.turnInitiative = w;
  startCombatPhase(s, log);
}

function startCombatPhase(s: BattlesState, log: Log) {
  s.phase = 'combat';
  s.momentum = s.turnInitiative;
  s.impulse = 1;
  s.lastImpulsePass = false;
  log?.(entry('4.3', `Combat Phase: ${Pl(s.momentum).replace('The', 'the')} has the Initiative.`, `Phase de Combat : ${PlFr(s.momentum).replace('Le', 'le')} a l'Initiative.`));
  startImpulse(s, log);
}

// ---- 4.3 Combat Phase: impulses -------------------------------------------------------------------------

function startImpulse(s: BattlesState, log: Log) {
  s.assault = null;
  s.combat = null;
  const fresh = freshCheck(s, (side) => hasActiveFresh(s, side));
  if (fresh === 'end') {
    log?.(entry('4.3', 'Neither player has Fresh units left: the Combat Phase ends.', "Aucun joueur n'a plus d'unités Fraîches : la Phase de Combat est terminée."));
    return endCombatPhase(s, log);
  }
  if (fresh === 'switch') {
    log?.(entry('4.3', `${Pl(s.momentum)} has no Fresh units left: the Initiative passes.`, `${PlFr(s.momentum)} n'a plus d'unités Fraîches : l'Initiative passe.`));
    switchInitiative(s);
    return startImpulse(s, log);
  }
  s.step = { k: 'impulse' };
}

/** 4.3 A pass: the Initiative passes; two passes in a row end the Combat Phase. */
function pass(s: BattlesState, log: Log) {
  log?.(entry('4.3', `${Pl(s.momentum)} passes.`, `${PlFr(s.momentum)} passe.`));
  if (passImpulse(s)) {
    log?.(entry('4.3', 'Both players passed one after the other: the Combat Phase ends.', "Les deux joueurs ont passé l'un après l'autre : la Phase de Combat est terminée."));
    return endCombatPhase(s, log);
  }
  startImpulse(s, log);
}

/** The end of an impulse; `failed` = 4.3 C a failed assault or bombardment hands over the Initiative. */
function endImpulse(s: BattlesState, failed: boolean, log: Log) {
  const as = s.assault;
  if (as) {
    finishMover(s);
    for (const u of as.waiting) flipDone(s, u);
  }
  s.assault = null;
  s.combat = null;
  s.lastImpulsePass = false;
  if (failed) {
    log?.(entry('4.3', `The failure hands the Initiative to the ${sideEn(other(s.momentum))} player.`, `L'échec fait passer l'Initiative au joueur ${sideFr(other(s.momentum))}.`));
    switchInitiative(s);
  } else s.impulse += 1;
  startImpulse(s, log);
}

/** 9.2 / 4.4 the end of the Combat Phase: the Advantage may extend the turn. */
function endCombatPhase(s: BattlesState, log: Log) {
  s.assault = null;
  s.combat = null;
  if (mayUseAdvantage(s, s.advantage)) return offer(s, s.advantage, 'prolong');
  startReorganization(s, 'allied', log);
}

/** 9.2 restart the Combat Phase: every Fatiguée unit on the map is Fraîche again. */
function prolong(s: BattlesState, log: Log) {
  useAdvantage(s, log, 'to extend the turn', 'pour prolonger le tour', '9.2');
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] > 0) BOARD.setSpent(s, u, 0);
  log?.(entry('9.2', 'Every Spent unit is Fresh again; the Combat Phase begins again.', 'Toutes les unités Fatiguées redeviennent Fraîches ; la Phase de Combat recommence.'));
  startCombatPhase(s, log);
}

// ---- 5.0 Movement and assault impulse -------------------------------------------------------------------

function activate(s: BattlesState, area: number, log: Log) {
  const side = s.momentum;
  s.assault = {
    area,
    eligible: activatable(s, area, side),
    done: [],
    mover: -1,
    mfLeft: 0,
    enteredFrom: {},
    mfLeftOf: {},
    crossedRiver: [],
    fromEnemy: [],
    waiting: [],
    contestedStart: area > 0 && BOARD.contested(s, area),
    failed: false,
    overrunUnits: [],
    overrunUsed: [],
    inPlaceDone: false,
    paths: {},
  };
  if (area === WAITING) log?.(entry('13.0', `${Pl(side)}: impulse ${s.impulse}, units enter the map.`, `${PlFr(side)} : impulsion ${s.impulse}, des unités entrent sur la carte.`));
  else log?.(entry('5.0', `${Pl(side)}: impulse ${s.impulse}, Active Sector: ${sector(area)}.`, `${PlFr(side)} : impulsion ${s.impulse}, Secteur Actif : ${sectorFr(area)}.`));
  s.step = { k: 'assault' };
}

/** A unit that has finished acting flips to its Fatiguée face (5.1). */
function flipDone(s: BattlesState, u: number) {
  const as = s.assault!;
  if (!as.done.includes(u)) as.done.push(u);
  if (s.loc[u] > 0 || s.loc[u] === WAITING) BOARD.setSpent(s, u, 1);
}

function finishMover(s: BattlesState) {
  const as = s.assault!;
  if (as.mover >= 0 && !as.waiting.includes(as.mover)) flipDone(s, as.mover);
  as.mover = -1;
}

function canStart(s: BattlesState, u: number): boolean {
  const as = s.assault!;
  return as.eligible.includes(u) && as.mover !== u && !as.done.includes(u) && !as.waiting.includes(u) && s.loc[u] === as.area && !s.spent[u];
}

function moveStep(s: BattlesState, u: number, to: number, log: Log) {
  const as = s.assault!;
  const overrun = s.step.k === 'overrun';
  const first = overrun && !as.overrunUsed.includes(u);
  if (as.mover !== u) {
    finishMover(s);
    as.mover = u;
    as.mfLeft = overrun ? (as.mfLeftOf[u] ?? 0) : UNITS[u].move;
    if (overrun) as.overrunUsed.push(u);
  }
  const from = s.loc[u];
  const side = SIDE_OF[u];
  const check = checkStep(s, u, from, to, as.mfLeft, first);
  if (!check.ok) throw new Error(`internal: illegal step passed validation: ${check.message}`);
  const fromEnemy = from > 0 && BOARD.hasUnits(s, from, other(side));
  BOARD.setLoc(s, u, to);
  as.enteredFrom[u] = from;
  const paths = (as.paths ??= {});
  const path = paths[u];
  if (path) path.push(to);
  else paths[u] = [from, to];
  as.mfLeft -= check.cost;
  if (from > 0) BOARD.updateControl(s, from);
  BOARD.updateControl(s, to);
  // 13.6 Allied units going from 26 or 28 into 1 or 3.
  if (side === 'allied' && (from === 26 || from === 28) && (to === 1 || to === 3) && !s.northward.includes(u)) s.northward.push(u);
  remove(as.crossedRiver, u);
  if (check.river) as.crossedRiver.push(u);
  remove(as.fromEnemy, u);
  log?.(entry('5.2', `${name(u)} ${from === WAITING ? 'enters the map in' : 'moves to'} ${sector(to)} (${check.cost} MF).`, `${name(u)} ${from === WAITING ? 'entre sur la carte' : 'se déplace'} ${inSector(to)} (${check.cost} FM).`));
  if (BOARD.hasUnits(s, to, other(side))) {
    // 5.2.1 units entering a sector with enemy units must assault it.
    as.waiting.push(u);
    as.mfLeftOf[u] = Math.max(0, as.mfLeft);
    if (fromEnemy && UNITS[u].type === 'armor') as.fromEnemy.push(u);
    as.mover = -1;
  } else if (check.stop || as.mfLeft <= 0) {
    flipDone(s, u);
    as.mover = -1;
  }
}

/** Take `u` out of `list` (in place; a unit is listed once). */
function remove(list: number[], u: number) {
  const i = list.indexOf(u);
  if (i >= 0) list.splice(i, 1);
}

/** Numbers the listings of moves and activations, for the per-class tables below (never the same twice). */
let listings = 0;

/**
 * Per step class (`STEP_CLASS`): the listing in which the steps of its first unit from the Active Sector
 * were found, and where they are in that listing's `out` ([first, end)). Reused by every listing, so
 * that listing moves allocates nothing but the actions.
 */
const CLASS_LISTING = new Float64Array(STEP_CLASSES);
const CLASS_FIRST = new Int32Array(STEP_CLASSES);
const CLASS_END = new Int32Array(STEP_CLASSES);

/** The legal moves; with `any`, stops at the first one found (is there a move at all?). */
function legalMoves(s: BattlesState, out: BattlesAction[], any = false) {
  const as = s.assault!;
  if (as.failed) return; // 4.3 C after a failed assault only the pending assaults are made
  // The unit moving now goes on, then any eligible unit may start (5.1: one unit at a time).
  const listing = ++listings;
  if (as.mover >= 0 && unitMoves(s, as.mover, as.mfLeft, out, any) && any) return;
  // Every unit that may start is in the Active Sector with its whole MF: units of one class (`STEP_CLASS`) have the same steps.
  for (const u of as.eligible) {
    if (!mayStart(s, as, u)) continue;
    const c = STEP_CLASS[u];
    if (CLASS_LISTING[c] === listing) {
      // The listing from CLASS_FIRST to CLASS_END is that class's moves.
      for (let i = CLASS_FIRST[c]; i < CLASS_END[c]; i++) out.push({ type: 'move', unit: uid(u), to: (out[i] as ActionOf<'move'>).to });
      continue;
    }
    CLASS_LISTING[c] = listing;
    CLASS_FIRST[c] = out.length;
    if (unitMoves(s, u, UNITS[u].move, out, any) && any) return;
    CLASS_END[c] = out.length;
  }
}

/** `canStart` for a unit of `as.eligible`. */
function mayStart(s: BattlesState, as: AssaultState, u: number): boolean {
  return as.mover !== u && s.loc[u] === as.area && !s.spent[u] && !as.done.includes(u) && !as.waiting.includes(u);
}

/** The steps unit `u` may take with `mf` MF left, appended to `out` (with `any`, the first only); true if it has one. */
function unitMoves(s: BattlesState, u: number, mf: number, out: BattlesAction[], any: boolean): boolean {
  const from = s.loc[u];
  let found = false;
  for (const to of stepsFrom(u, from)) {
    if (!checkStep(s, u, from, to, mf).ok) continue;
    out.push({ type: 'move', unit: uid(u), to });
    if (any) return true;
    found = true;
  }
  return found;
}

const SPEARHEAD_TYPES = ['infantry', 'armor', 'antitank', 'flak'];
/** 6.1 per unit: may it be the Unité de Pointe? */
const SPEARHEAD: readonly boolean[] = TYPE_OF.map((t) => SPEARHEAD_TYPES.includes(t));
const canSpearhead = (u: number) => SPEARHEAD[u];

interface AttackOption {
  area: number;
  units: number[];
  inPlace: boolean;
}

const NO_ATTACKS: readonly AttackOption[] = Object.freeze([]);

/** 5.2.1 the assaults open now: every sector entered this impulse, and the Contested Active Sector. */
function attackOptions(s: BattlesState): readonly AttackOption[] {
  const as = s.assault!;
  if (!as.waiting.length && !as.contestedStart) return NO_ATTACKS; // nothing entered an enemy sector, no assault in place
  const enemy = other(s.momentum);
  // The waiting units by sector, sectors in the order their first unit entered.
  const by: AttackOption[] = [];
  for (const u of as.waiting) {
    const area = s.loc[u];
    if (area <= 0) continue;
    let o: AttackOption | undefined;
    for (const x of by) if (x.area === area) o = x;
    if (o) o.units.push(u);
    else by.push({ area, units: [u], inPlace: false });
  }
  const out: AttackOption[] = [];
  for (const o of by) if (BOARD.hasUnits(s, o.area, enemy) && o.units.some(canSpearhead)) out.push(o);
  if (as.contestedStart && !as.failed && !as.inPlaceDone && s.step.k !== 'overrun' && BOARD.hasUnits(s, as.area, enemy)) {
    const units = as.eligible.filter((u) => canStart(s, u) && TYPE_OF[u] !== 'artillery');
    if (units.some(canSpearhead)) out.push({ area: as.area, units, inPlace: true });
  }
  return out;
}

/** Units waiting in a sector whose enemies are gone (or that cannot assault) simply stop there. */
function settleWaiting(s: BattlesState) {
  const as = s.assault!;
  if (!as.waiting.length) return; // nothing waits (most steps): no assault to look up
  const open = attackOptions(s);
  for (const u of [...as.waiting]) {
    if (!open.some((o) => !o.inPlace && o.units.includes(u))) {
      as.waiting = as.waiting.filter((x) => x !== u);
      flipDone(s, u);
    }
  }
}

function declareAttack(s: BattlesState, area: number, log: Log) {
  finishMover(s);
  const as = s.assault!;
  const opt = attackOptions(s).find((o) => o.area === area)!;
  const overrun = opt.units.some((u) => as.overrunUnits.includes(u));
  const c = newCombat(s, overrun ? 'overrun' : 'assault', area, opt.inPlace);
  s.combat = c;
  if (opt.inPlace) {
    as.inPlaceDone = true;
    c.candidates = opt.units;
    log?.(entry('5.2.1', `${Pl(s.momentum)} assaults the enemy in the Contested Active Sector ${sector(area)}.`, `${PlFr(s.momentum)} donne l'assaut aux unités ennemies du Secteur Actif contesté, ${theSector(area)}.`));
    s.step = { k: 'attack-select' };
    return;
  }
  c.participants = opt.units;
  as.waiting = as.waiting.filter((u) => !opt.units.includes(u));
  log?.(entry('5.2.1', `${overrun ? 'Débordement assault' : 'Assault'} on ${sector(area)} by ${opt.units.map(name).join(', ')}.`, `${overrun ? 'Assaut de Débordement' : 'Assaut'} contre ${theSector(area)} par ${opt.units.map(name).join(', ')}.`));
  toSpearhead(s, log);
}

function newCombat(s: BattlesState, kind: CombatState['kind'], area: number, inPlace: boolean): CombatState {
  const none = { allied: -1, german: -1 };
  return {
    area,
    kind,
    inPlace,
    attacker: s.momentum,
    spearhead: -1,
    advanced: -1,
    participants: [],
    candidates: [],
    support: none,
    supportAsked: [],
    av: 0,
    dv: 0,
    dice: [],
    pp: 0,
    ppLeft: 0,
    firstTaken: false,
    defenderRetreated: false,
    result: 'none',
    retreatQueue: [],
  };
}

function toSpearhead(s: BattlesState, log: Log) {
  const c = s.combat!;
  for (const u of c.participants) flipDone(s, u); // 5.2.1 / 6.0 every unit of the assault has acted
  // 6.1 the attacker picks the Unité de Pointe (no choice with one candidate).
  const candidates = c.participants.filter(canSpearhead);
  if (candidates.length > 1) s.step = { k: 'spearhead' };
  else chooseSpearhead(s, candidates[0], log);
}

function chooseSpearhead(s: BattlesState, u: number, log: Log) {
  const c = s.combat!;
  c.spearhead = u;
  log?.(entry('6.1', `Unité de Pointe (spearhead): ${name(u)}.`, `Unité de Pointe : ${name(u)}.`));
  const candidates = advancedCandidates(s);
  if (candidates.length > 1) s.step = { k: 'advanced' };
  else chooseAdvanced(s, candidates[0], log);
}

/** 6.3 A the defender's Unité Avancée: any defending unit, artillery and leaders only when nothing else is there (5.2.2). */
export function advancedCandidates(s: BattlesState): number[] {
  const c = s.combat!;
  const all = BOARD.unitsIn(s, c.area, other(c.attacker));
  const fighting = all.filter((u) => TYPE_OF[u] !== 'artillery' && TYPE_OF[u] !== 'leader');
  if (fighting.length) return fighting;
  const leaders = all.filter((u) => TYPE_OF[u] === 'leader');
  return leaders.length ? leaders : all;
}

function chooseAdvanced(s: BattlesState, u: number, log: Log) {
  const c = s.combat!;
  c.advanced = u;
  log?.(entry('6.1', `Unité Avancée (lead defender): ${name(u)}.`, `Unité Avancée : ${name(u)}.`));
  const v = assaultValues(s, c);
  c.av = v.av;
  c.dv = v.dv;
  log?.(entry('6.2', `Attack Value (VA) ${v.av} (${v.avParts.join(' ')}); Defense Value (VD) ${v.dv} (${v.dvParts.join(' ')}).`, `Valeur d'Attaque (VA) ${v.av} (${v.avPartsFr.join(' ')}) ; Valeur de Défense (VD) ${v.dv} (${v.dvPartsFr.join(' ')}).`));
  nextSupport(s, log);
}

/** 6.2 Valeur d'Attaque and 6.3 Valeur de Défense. */
export function assaultValues(s: BattlesState, c: CombatState) {
  const lead = UNITS[c.spearhead];
  let av = lead.attack ?? 0;
  const avParts = [`${av} ${lead.name}`];
  const avPartsFr = [`${av} ${lead.name}`];
  const extra = c.participants.length - 1;
  if (extra > 0) {
    av += extra; // B
    avParts.push(`+${extra} other units`);
    avPartsFr.push(`+${extra} autres unités`);
  }
  const nations = new Set(c.participants.map((u) => UNITS[u].nation));
  if ((nations.has('british') && nations.has('french')) || (nations.has('wehrmacht') && nations.has('ss'))) {
    av -= 1; // C
    avParts.push('-1 mixed nationalities');
    avPartsFr.push('-1 nationalités mêlées');
  }
  const as = s.assault;
  const moved = c.participants.filter((u) => as && u in as.enteredFrom);
  if (!c.inPlace && moved.length && moved.every((u) => as!.crossedRiver.includes(u))) {
    av -= 1; // E
    avParts.push('-1 river');
    avPartsFr.push('-1 rivière');
  }
  const def = UNITS[c.advanced];
  let dv = s.spent[c.advanced] ? def.spentDefense : def.defense;
  const dvParts = [`${dv} ${def.name}`];
  const dvPartsFr = [`${dv} ${def.name}`];
  let fresh = 0;
  let rommel = false;
  for (const u of BOARD.unitsIn(s, c.area, other(c.attacker))) {
    if (UNITS[u].id === 'Rommel') rommel = true;
    if (u !== c.advanced && !s.spent[u] && TYPE_OF[u] !== 'artillery') fresh++;
  }
  if (fresh) {
    dv += fresh; // B
    dvParts.push(`+${fresh} Fresh units`);
    dvPartsFr.push(`+${fresh} unités Fraîches`);
  }
  const tem = SEC[c.area].tem;
  dv += tem; // C
  dvParts.push(`+${tem} TEM`);
  dvPartsFr.push(`+${tem} MET`);
  if (rommel) {
    dv += 2; // D
    dvParts.push('+2 Rommel');
    dvPartsFr.push('+2 Rommel');
  }
  return { av, dv, avParts, dvParts, avPartsFr, dvPartsFr };
}

// ---- 8.0 Combat support ----------------------------------------------------------------------------------

const DIST: number[][] = (() => {
  const n = ZONE.F + 1;
  const d = Array.from({ length: n }, () => new Array(n).fill(99));
  for (const a of GRAPH.ids) {
    d[a][a] = 0;
    const queue = [a];
    while (queue.length) {
      const x = queue.shift()!;
      for (const y of GRAPH.neighbours[x]) if (d[a][y] === 99) (d[a][y] = d[a][x] + 1), queue.push(y);
    }
  }
  return d;
})();
export const distance = (a: number, b: number) => DIST[a][b];

/** Each side's artillery units, in unit order. */
const ARTILLERY: Record<Side, readonly number[]> = {
  allied: UNITS.flatMap((d, u) => (d.side === 'allied' && d.type === 'artillery' ? [u] : [])),
  german: UNITS.flatMap((d, u) => (d.side === 'german' && d.type === 'artillery' ? [u] : [])),
};

/** The units of `side` engaged in the current assault. */
function engaged(s: BattlesState, side: Side): number[] {
  const c = s.combat!;
  return side === c.attacker ? c.participants : BOARD.unitsIn(s, c.area, side);
}

/** 8.1 / 8.3 the combat support `side` may give now: -2 = an air support counter, else artillery. */
export function supportOptions(s: BattlesState, side: Side): number[] {
  const c = s.combat!;
  const nations = new Set(engaged(s, side).map((u) => UNITS[u].nation));
  const out: number[] = [];
  // 8.3 air support: no range; Allied air only for assaults with British units.
  if (s.air[side] > 0 && (side === 'german' || nations.has('british'))) out.push(-2);
  for (const u of ARTILLERY[side]) {
    if (s.loc[u] <= 0 || s.spent[u] || !isReleased(s, u)) continue;
    const at = s.loc[u];
    // 8.1 artillery in a Contested sector supports only in its own sector; in a Libre one, within two sectors.
    if (BOARD.contested(s, at) ? at !== c.area : distance(at, c.area) > ARTILLERY_RANGE) continue;
    if (sealedOff(s, at)) continue;
    if (!nations.has(UNITS[u].nation)) continue; // 8.1 Wehrmacht / SS / British artillery
    out.push(u);
  }
  return out;
}

/** 8.0.1 the player without the Advantage chooses first. */
function nextSupport(s: BattlesState, log: Log) {
  const c = s.combat!;
  for (const side of [other(s.advantage), s.advantage]) {
    if (c.supportAsked.includes(side)) continue;
    c.supportAsked.push(side);
    if (supportOptions(s, side).length) {
      s.step = { k: 'support', side };
      return;
    }
  }
  rollCombat(s, log);
}

function giveSupport(s: BattlesState, side: Side, u: number, log: Log) {
  const c = s.combat!;
  c.support[side] = u;
  if (u === -2) {
    s.air[side] -= 1; // 8.3.4 the counter is discarded
    log?.(entry('8.3', `${Pl(side)} uses an air support counter: a third die.`, `${PlFr(side)} utilise un pion de Soutien Aérien : un troisième dé.`));
  } else if (u >= 0) {
    // 8.1 "est ensuite Fatiguée": the artillery flips once the assault is resolved (endCombat), so that
    // in its own sector it absorbs Points de Pertes as the Fraîche unit it still is.
    log?.(entry('8.1', `${name(u)} gives artillery support: a third die.`, `${name(u)} apporte son Soutien d'artillerie : un troisième dé.`));
  }
  nextSupport(s, log);
}

const diceOf = (c: CombatState, side: Side) => (c.support[side] === -1 ? 2 : 3);

function rollCombat(s: BattlesState, _log: Log) {
  const c = s.combat!;
  roll(s, 'combat', diceOf(c, c.attacker) + diceOf(c, other(c.attacker)));
}

export function combatTotals(c: CombatState): { ta: number; td: number; a: number[]; d: number[] } {
  const n = c.kind === 'bombard' ? 2 : diceOf(c, c.attacker);
  const a = c.dice.slice(0, n);
  const d = c.dice.slice(n);
  const sum = (x: number[]) => x.reduce((p, q) => p + q, 0);
  return { ta: c.av + sum(a), td: c.dv + sum(d), a, d };
}

function combatDice(s: BattlesState, dice: number[], log: Log) {
  const c = s.combat!;
  c.dice = dice;
  const t = combatTotals(c);
  log?.(entry('6.1', `Attack Total (TA) ${c.av} + ${t.a.join('+')} = ${t.ta}; Defense Total (TD) ${c.dv} + ${t.d.join('+')} = ${t.td}.`, `Total d'Attaque (TA) ${c.av} + ${t.a.join('+')} = ${t.ta} ; Total de Défense (TD) ${c.dv} + ${t.d.join('+')} = ${t.td}.`));
  // 9.1 the holder of the Advantage may force both players to roll again.
  if (mayUseAdvantage(s, s.advantage)) return offer(s, s.advantage, c.kind === 'bombard' ? 'bombard' : 'combat');
  if (c.kind === 'bombard') return resolveBombard(s, log);
  resolveAssault(s, log);
}

// ---- 6.4 Results -------------------------------------------------------------------------------------------

function resolveAssault(s: BattlesState, log: Log) {
  const c = s.combat!;
  const as = s.assault!;
  const { ta, td } = combatTotals(c);
  if (ta <= td) {
    c.result = 'failure';
    as.failed = true;
    log?.(entry('6.4.1', `Failure (TA ${ta} ≤ TD ${td}): the Unité de Pointe ${name(c.spearhead)} is eliminated; the other attackers are Spent; the Initiative will pass.`, `Échec (TA ${ta} ≤ TD ${td}) : l'Unité de Pointe ${name(c.spearhead)} est éliminée ; les autres unités en attaque sont Fatiguées ; l'Initiative va passer.`));
    eliminate(s, c.spearhead);
    for (const u of c.participants) if (s.loc[u] > 0) BOARD.setSpent(s, u, 1);
    if (!c.inPlace) c.retreatQueue = c.participants.filter((u) => s.loc[u] === c.area);
    BOARD.updateControl(s, c.area);
    return attackerReturns(s, log);
  }
  c.result = 'success';
  for (const u of c.participants) BOARD.setSpent(s, u, 1);
  c.pp = ta - td;
  log?.(entry('6.4.2', `Success (TA ${ta} > TD ${td}): the attackers are Spent; the defender must absorb ${c.pp} Points de Pertes (PP).`, `Réussite (TA ${ta} > TD ${td}) : les unités en attaque sont Fatiguées ; le défenseur doit absorber ${c.pp} Points de Pertes (PP).`));
  startAbsorb(s, log);
}

/** 6.4.1 / 6.6 the attackers of a failed assault go back where they came from, one at a time. */
function attackerReturns(s: BattlesState, log: Log) {
  const c = s.combat!;
  const as = s.assault!;
  while (c.retreatQueue.length) {
    const u = c.retreatQueue[0];
    const from = as.enteredFrom[u];
    if (as.fromEnemy.includes(u)) {
      c.retreatQueue.shift();
      log?.(entry('6.4.1', `${name(u)} entered from a sector with enemy units: it is eliminated.`, `${name(u)} est entrée depuis un secteur contenant des unités ennemies : elle est éliminée.`));
      eliminate(s, u);
      continue;
    }
    if (from === WAITING) {
      c.retreatQueue.shift();
      BOARD.setLoc(s, u, WAITING);
      log?.(entry('6.6', `${name(u)} goes back off the map.`, `${name(u)} retourne hors de la carte.`));
      continue;
    }
    const options = returnDestinations(s, u, c.area, from);
    if (options.length <= 1) {
      c.retreatQueue.shift();
      if (options.length) retreatTo(s, u, options[0], log);
      else {
        log?.(entry('6.6.1', `${name(u)} cannot retreat and is eliminated.`, `${name(u)} ne peut pas retraiter et est éliminée.`));
        eliminate(s, u);
      }
      continue;
    }
    s.step = { k: 'retreat', side: c.attacker, unit: u, options };
    return;
  }
  BOARD.updateControl(s, c.area);
  afterLosses(s, log);
}

function retreatTo(s: BattlesState, u: number, to: number, log: Log) {
  const from = s.loc[u];
  BOARD.setLoc(s, u, to);
  BOARD.updateControl(s, from);
  BOARD.updateControl(s, to);
  log?.(entry('6.6', `${name(u)} retreats from ${sector(from)} to ${sector(to)}.`, `${name(u)} retraite ${duSector(from)} vers ${theSector(to)}.`));
}

function eliminate(s: BattlesState, u: number) {
  BOARD.setLoc(s, u, ELIMINATED);
  BOARD.setSpent(s, u, 0);
}

// ---- 6.4.2.a Points de Pertes -------------------------------------------------------------------------------

/** 6.4.2.a: Fraîche eliminated 5, Fraîche to Fatiguée 2, Fatiguée eliminated 2, Fatiguée retreats 2. */
export const COSTS: AttritionCosts = { freshEliminated: 5, flip: 2, spentEliminated: 2, spentRetreats: 2, eliminationsBeforeRetreats: true };
const victims = (s: BattlesState) => BOARD.unitsIn(s, s.combat!.area, other(s.combat!.attacker));

function startAbsorb(s: BattlesState, log: Log) {
  const c = s.combat!;
  const units = victims(s);
  const capacity = lossCapacity(COSTS, lossUnits(s.spent, units));
  c.firstTaken = false;
  if (c.pp > capacity) {
    // Clarification 6.4.2.a (2): the sum cannot be reached: as close as possible, losses before retreats.
    log?.(entry('6.4.2.a', `${c.pp} PP against a capacity of ${capacity}: every defending unit is eliminated.`, `${c.pp} PP pour une capacité de ${capacity} : toutes les unités en défense sont éliminées.`));
    for (const u of units) eliminate(s, u);
    BOARD.updateControl(s, c.area);
    c.ppLeft = 0;
    return afterLosses(s, log);
  }
  c.ppLeft = lossTarget(COSTS, lossUnits(s.spent, units), c.pp, firstLoss(s));
  if (c.ppLeft > c.pp) log?.(entry('6.4.2.a', `No exact loss of ${c.pp} PP is possible: the defender must take ${c.ppLeft} (clarification).`, `Aucune perte exacte de ${c.pp} PP n'est possible : le défenseur doit en subir ${c.ppLeft} (clarification).`));
  s.step = { k: 'absorb' };
}

/** The first loss falls on the Unité Avancée (7.3: on the strongest unit when bombarded). */
function firstLoss(s: BattlesState): number[] {
  const c = s.combat!;
  if (c.firstTaken) return [-1];
  if (c.kind !== 'bombard') return [c.advanced];
  const units = victims(s);
  const best = Math.max(...units.map((u) => UNITS[u].defense));
  return units.filter((u) => UNITS[u].defense === best);
}

export function absorbOptions(s: BattlesState): LossChoice[] {
  const c = s.combat!;
  return lossChoices(COSTS, lossUnits(s.spent, victims(s)), c.ppLeft, firstLoss(s), c.defenderRetreated, (u) => retreatDestinations(s, u, c.area));
}

function absorb(s: BattlesState, u: number, how: AbsorbHow, to: number | undefined, log: Log) {
  const c = s.combat!;
  const cost = lossCost(COSTS, how, !!s.spent[u]);
  c.ppLeft -= cost;
  c.firstTaken = true;
  if (how === 'flip') {
    BOARD.setSpent(s, u, 1);
    log?.(entry('6.4.2.a', `${name(u)} becomes Spent (2 PP).`, `${name(u)} devient Fatiguée (2 PP).`));
  } else if (how === 'eliminate') {
    log?.(entry('6.4.2.a', `${name(u)} is eliminated (${cost} PP).`, `${name(u)} est éliminée (${cost} PP).`));
    eliminate(s, u);
  } else {
    c.defenderRetreated = true;
    if (to === undefined) {
      log?.(entry('6.6.1', `${name(u)} cannot retreat and is eliminated (2 PP).`, `${name(u)} ne peut pas retraiter et est éliminée (2 PP).`));
      eliminate(s, u);
    } else {
      retreatTo(s, u, to, log);
      log?.(entry('6.4.2.a', '(2 PP for the retreat of a Spent unit.)', "(2 PP pour la retraite d'une unité Fatiguée.)"));
    }
  }
  BOARD.updateControl(s, c.area);
  if (c.ppLeft <= 0 || victims(s).length === 0) {
    c.ppLeft = 0;
    afterLosses(s, log);
  }
}

/** 6.6.3 after an assault the defenders may retreat voluntarily (even when the attacker failed). */
function afterLosses(s: BattlesState, log: Log) {
  const c = s.combat!;
  if (c.kind !== 'bombard' && voluntaryRetreats(s, true).length) {
    s.step = { k: 'voluntary-retreat' };
    return;
  }
  endCombat(s, log);
}

/** 6.6.3 the retreats the defender may still make; with `any`, the first only. */
export function voluntaryRetreats(s: BattlesState, any = false): { unit: number; to: number }[] {
  const c = s.combat!;
  const out: { unit: number; to: number }[] = [];
  for (const u of victims(s)) {
    for (const to of retreatDestinations(s, u, c.area)) out.push({ unit: u, to });
    if (any && out.length) break;
  }
  return out;
}

function endCombat(s: BattlesState, log: Log) {
  const c = s.combat!;
  // 8.1 the supporting artillery is Fatiguée after the assault (if it is still on the map).
  for (const side of SIDES) {
    const art = c.support[side];
    if (art >= 0 && s.loc[art] > 0) BOARD.setSpent(s, art, 1);
  }
  if (c.kind === 'bombard') return afterBombard(s, log);
  const as = s.assault!;
  s.combat = null;
  // 6.5 Débordement: an armored Unité de Pointe, every defender eliminated (none retreated).
  if (c.kind === 'assault' && c.result === 'success' && TYPE_OF[c.spearhead] === 'armor' && !c.defenderRetreated && !BOARD.hasUnits(s, c.area, other(c.attacker))) {
    if (c.inPlace) log?.(entry('6.5.1', 'The attackers and defenders began the impulse in the same sector: no Débordement.', "Les unités en attaque et en défense ont commencé l'Impulsion dans le même Secteur : pas de Débordement."));
    else if (SEC[c.area].square) log?.(entry('6.5.1', `${sector(c.area)} has a square Identifier: no Débordement.`, `${TheSector(c.area)} a un Identificateur carré : pas de Débordement.`));
    else {
      const units = c.participants.filter((u) => s.loc[u] === c.area && UNITS[u].italic);
      if (units.length) {
        as.overrunUnits.push(...units);
        log?.(entry('6.5', `Débordement! ${units.map(name).join(', ')} may move on with the MF left, or enter and assault an adjacent sector with enemy units.`, `Débordement ! ${units.map(name).join(', ')} ${plural(units.length, 'peut', 'peuvent')} continuer avec les FM restants, ou entrer dans un Secteur adjacent contenant des unités ennemies et lui donner l'assaut.`));
      }
    }
  }
  if (as.overrunUnits.length) {
    s.step = { k: 'overrun' };
    return continueOverrun(s, log);
  }
  continueAssault(s, log);
}

// ---- 6.5 Débordement -----------------------------------------------------------------------------------------

function overrunMovers(s: BattlesState): number[] {
  const as = s.assault!;
  const out: number[] = [];
  if (as.mover >= 0 && as.overrunUnits.includes(as.mover)) out.push(as.mover);
  for (const u of as.overrunUnits) if (!as.overrunUsed.includes(u) && s.loc[u] > 0 && !as.waiting.includes(u)) out.push(u);
  return out;
}

function overrunActions(s: BattlesState, out: BattlesAction[]) {
  const as = s.assault!;
  for (const u of as.failed ? [] : overrunMovers(s)) {
    const first = !as.overrunUsed.includes(u);
    const mf = first ? (as.mfLeftOf[u] ?? 0) : as.mfLeft;
    for (const to of GRAPH.neighbours[s.loc[u]]) if (checkStep(s, u, s.loc[u], to, mf, first).ok) out.push({ type: 'move', unit: uid(u), to });
  }
  const pending = attackOptions(s);
  for (const o of pending) out.push({ type: 'attack', area: o.area });
  if (!pending.length) out.push({ type: 'done' });
}

function continueOverrun(s: BattlesState, log: Log) {
  const out: BattlesAction[] = [];
  overrunActions(s, out);
  if (out.length === 1 && out[0].type === 'done') return endOverrun(s, log);
}

function endOverrun(s: BattlesState, log: Log) {
  const as = s.assault!;
  finishMover(s);
  for (const u of as.overrunUnits) if (!as.done.includes(u)) flipDone(s, u);
  as.overrunUnits = [];
  as.overrunUsed = [];
  continueAssault(s, log);
}

function continueAssault(s: BattlesState, log: Log) {
  s.step = { k: 'assault' };
  settleWaiting(s);
  const out: BattlesAction[] = [];
  legalMoves(s, out, true);
  if (!out.length && !attackOptions(s).length) endAssault(s, log);
}

function endAssault(s: BattlesState, log: Log) {
  const failed = s.assault!.failed;
  log?.(entry('5.0', `${Pl(s.momentum)} ends the impulse.`, `${PlFr(s.momentum)} termine l'impulsion.`));
  endImpulse(s, failed, log);
}

// ---- 7.0 Bombardment -----------------------------------------------------------------------------------------

/** Sectors out of play until their units are released (14.2.3a / 14.2.3b, see the rulings). */
function sealedOff(s: BattlesState, area: number): boolean {
  return s.options.historicalSetup && ((area === 21 && !s.released.french) || (area === 19 && !s.released.panzer));
}

/** 7.1 range: German artillery, sectors south of the Scarpe; Allied artillery, sectors north of or along it, any sector once south of it. */
export function inRange(s: BattlesState, u: number, target: number): boolean {
  const at = s.loc[u];
  if (at <= 0 || isZone(target)) return false; // zones cannot be bombarded
  const t = SEC[target];
  // 2.1.4 German units operate only in black or half-black sectors: no bombardment of a blue one (Arras) until 13.6.
  if (SIDE_OF[u] === 'german') return t.scarpe === 'S' && (t.ident !== 'blue' || s.rommelNorth);
  if (SEC[at].scarpe === 'S') return true;
  return t.scarpe === 'N' || t.alongScarpe;
}

function bombardOptions(s: BattlesState, side: Side, from: number | null, out: BattlesAction[]) {
  let targets: number[] | null = null; // the sectors with enemy units not yet bombarded, found once
  for (const u of ARTILLERY[side]) {
    if (s.loc[u] <= 0 || !canAct(s, u)) continue;
    if (from !== null && (s.loc[u] !== from || s.bombarded.includes(u))) continue;
    targets ??= GRAPH.ids.filter((t) => !s.bombardTargets.includes(t) && BOARD.hasUnits(s, t, other(side)) && !sealedOff(s, t));
    for (const t of targets) if (inRange(s, u, t)) out.push({ type: 'bombard', artillery: uid(u), target: t });
  }
}

function bombard(s: BattlesState, art: number, target: number, log: Log) {
  if (!s.bombarded.length) s.bombardFailed = false;
  s.bombarded.push(art);
  s.bombardTargets.push(target);
  const c = newCombat(s, 'bombard', target, false);
  c.spearhead = art;
  c.av = UNITS[art].attack ?? 0;
  const defenders = BOARD.unitsIn(s, target, other(s.momentum));
  c.dv = SEC[target].tem + Math.max(...defenders.map((u) => UNITS[u].defense));
  s.combat = c;
  BOARD.setSpent(s, art, 1); // 7.2 the bombarding artillery is Fatiguée
  log?.(entry('7.2', `${Pl(s.momentum)}: impulse ${s.impulse}, ${name(art)} bombards ${sector(target)} (attack ${c.av}; defense ${c.dv} = TEM + the strongest defender).`, `${PlFr(s.momentum)} : impulsion ${s.impulse}, ${name(art)} bombarde ${theSector(target)} (attaque ${c.av} ; défense ${c.dv} = MET + la plus forte unité en défense).`));
  roll(s, 'bombard', 4);
}

function resolveBombard(s: BattlesState, log: Log) {
  const c = s.combat!;
  const { ta, td } = combatTotals(c);
  if (ta > td) {
    c.result = 'success';
    c.pp = ta - td;
    log?.(entry('7.3', `The bombardment succeeds (TA ${ta} > TD ${td}): ${c.pp} PP.`, `Le bombardement réussit (TA ${ta} > TD ${td}) : ${c.pp} PP.`));
    return startAbsorb(s, log);
  }
  c.result = 'failure';
  s.bombardFailed = true;
  log?.(entry('7.2', `The bombardment fails (TA ${ta} ≤ TD ${td}).`, `Le bombardement échoue (TA ${ta} ≤ TD ${td}).`));
  afterBombard(s, log);
}

/** 7.0 a second artillery unit of the same sector may bombard another sector in the same impulse. */
function afterBombard(s: BattlesState, log: Log) {
  s.combat = null;
  const out: BattlesAction[] = [];
  if (s.bombarded.length < 2) bombardOptions(s, s.momentum, s.loc[s.bombarded[0]], out);
  if (out.length) {
    s.step = { k: 'bombard-second' };
    return;
  }
  endBombardment(s, log);
}

function endBombardment(s: BattlesState, log: Log) {
  const failed = s.bombardFailed;
  s.bombarded = [];
  s.bombardTargets = [];
  s.bombardFailed = false;
  endImpulse(s, failed, log);
}

// ---- 9.3 Refresh ------------------------------------------------------------------------------------------------

function refreshSectors(s: BattlesState, side: Side): number[] {
  const out = new Set<number>();
  for (let u = 0; u < N_UNITS; u++) if (SIDE_OF[u] === side && s.loc[u] > 0 && s.spent[u]) out.add(s.loc[u]);
  return [...out].sort((a, b) => a - b);
}

function refreshDie(s: BattlesState, dr: number, log: Log) {
  const area = s.pendingRefresh!;
  s.pendingRefresh = null;
  const spent = BOARD.unitsIn(s, area, s.momentum).filter((u) => s.spent[u]);
  log?.(entry('9.3', `Refresh dr ${dr} in ${sector(area)}.`, `Rafraîchir : jd ${dr} ${inSector(area)}.`));
  if (dr >= spent.length) {
    for (const u of spent) BOARD.setSpent(s, u, 0);
    log?.(entry('9.3', `${spent.length} ${spent.length === 1 ? 'unit becomes Fresh' : 'units become Fresh'}.`, `${spent.length} ${plural(spent.length, 'unité redevient Fraîche', 'unités redeviennent Fraîches')}.`));
    s.step = { k: 'impulse' };
    return;
  }
  s.step = { k: 'refresh-pick', area, left: dr };
}

function refreshUnit(s: BattlesState, u: number, log: Log) {
  const st = s.step as { k: 'refresh-pick'; area: number; left: number };
  BOARD.setSpent(s, u, 0);
  log?.(entry('9.3', `${name(u)} becomes Fresh.`, `${name(u)} redevient Fraîche.`));
  st.left -= 1;
  if (st.left <= 0) s.step = { k: 'impulse' };
}

// ---- 10.0 Reorganization ---------------------------------------------------------------------------------------

function startReorganization(s: BattlesState, side: Side, log: Log) {
  s.phase = 'reorganization';
  if (side === 'allied') log?.(entry('4.4', 'Reorganization Phase.', 'Phase de Réorganisation.'));
  s.step = { k: 'reorganize', side };
  if (!reorganizeActions(s, side, true).length) finishReorganization(s, side, log);
}

/** 10.1 / 10.2 where a reorganized unit may be placed: uncontested, friendly-controlled, with another friendly unit. */
export function reorganizationSectors(s: BattlesState, u: number): number[] {
  const side = SIDE_OF[u];
  // 5.1.2 also holds: a German unit is never placed in a blue sector (until 13.6).
  return GRAPH.ids.filter((a) => s.control[a] === side && !BOARD.hasUnits(s, a, other(side)) && BOARD.hasUnits(s, a, side) && roomFor(s, u, a) && !sealedOff(s, a) && !entryForbidden(s, u, ELIMINATED, a));
}

/** Units alike for reorganization (same counter values): only one of each is listed. */
const SIGNATURE: readonly string[] = UNITS.map((d) => `${d.side}/${d.type}/${d.nation}/${d.attack}/${d.defense}/${d.spentDefense}/${d.move}/${d.group}/${d.rOf ?? ''}`);
const signature = (u: number) => SIGNATURE[u];
/** 10.2 per armored unit: its R counter (-1: none). */
const R_COUNTER: readonly number[] = UNITS.map((d) => UNIT_INDEX[`${d.id}-R`] ?? -1);

/** The reorganizations open to `side` and `done`; with `any`, only the first reorganization (none: an empty list). */
export function reorganizeActions(s: BattlesState, side: Side, any = false): BattlesAction[] {
  const out: BattlesAction[] = [];
  const box: number[] = [];
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] === ELIMINATED && SIDE_OF[u] === side && TYPE_OF[u] !== 'leader') box.push(u); // 10.3
  const seen = new Set<string>();
  for (const u of box) {
    const sig = signature(u);
    if (seen.has(sig)) continue;
    seen.add(sig);
    const areas = reorganizationSectors(s, u);
    if (!areas.length) continue;
    if (TYPE_OF[u] === 'armor') {
      // 10.2 the R counter with the same identification replaces it.
      const r = R_COUNTER[u];
      if (r >= 0 && s.loc[r] === OUT) for (const a of areas) out.push({ type: 'reorganize', unit: uid(u), area: a });
      if (any && out.length) return out;
      continue;
    }
    // 10.1 another eliminated unit of the same type with at least the same Fatiguée Defense Value leaves the game.
    const removable = new Set<string>();
    for (const v of box) {
      if (v === u || TYPE_OF[v] !== TYPE_OF[u] || UNITS[v].spentDefense < UNITS[u].spentDefense) continue;
      const key = signature(v);
      if (removable.has(key)) continue;
      removable.add(key);
      for (const a of areas) out.push({ type: 'reorganize', unit: uid(u), remove: uid(v), area: a });
      if (any) return out;
    }
  }
  if (any) return out;
  out.push({ type: 'done' });
  return out;
}

function reorganize(s: BattlesState, u: number, v: number | null, area: number, log: Log) {
  if (v === null) {
    const r = R_COUNTER[u];
    BOARD.setLoc(s, u, REMOVED);
    BOARD.setLoc(s, r, area);
    BOARD.setSpent(s, r, 1);
    log?.(entry('10.2', `${name(u)} is reorganized as ${name(r)}, Fatiguée, in ${sector(area)}; the original counter is out of the game.`, `${name(u)} est réorganisée en ${name(r)}, Fatiguée, ${inSector(area)} ; le pion d'origine est définitivement éliminé.`));
  } else {
    BOARD.setLoc(s, u, area);
    BOARD.setSpent(s, u, 1);
    BOARD.setLoc(s, v, REMOVED);
    log?.(entry('10.1', `${name(u)} is reorganized, Fatiguée, in ${sector(area)}; ${name(v)} leaves the game for good.`, `${name(u)} est réorganisée, Fatiguée, ${inSector(area)} ; ${name(v)} est définitivement retirée du jeu.`));
  }
  const side = SIDE_OF[u];
  if (!reorganizeActions(s, side, true).length) finishReorganization(s, side, log);
}

function finishReorganization(s: BattlesState, side: Side, log: Log) {
  if (side === 'allied') return startReorganization(s, 'german', log);
  finalPhase(s, log);
}

// ---- 4.5 Final Phase and 11.0 Victory -------------------------------------------------------------------------

function finalPhase(s: BattlesState, log: Log) {
  s.phase = 'final';
  const vp = victoryPoints(s);
  s.vp = vp.vp;
  log?.(entry('11.2', `Victory Points: ${vp.vp} (${vp.detail.join(', ') || 'none'}).`, `Points de Victoire : ${vp.vp} (${vp.detailFr.join(', ') || 'aucun'}).`));
  const auto = automaticVictory(s);
  if (auto) return finish(s, auto.winner, 'automatic', auto.detail, auto.detailFr, '11.1', log);
  if (s.turn >= 4 && s.turn < LAST_TURN) return roll(s, 'gort'); // 13.5
  closeTurn(s, log);
}

/** 11.1 automatic victory at the end of a turn. */
export function automaticVictory(s: BattlesState): { winner: Side; detail: string; detailFr: string } | null {
  if (RED_RING.every((a) => s.control[a] === 'allied')) return { winner: 'allied', detail: 'the Allies control Sectors 2, 4, 6 and 7', detailFr: 'les Alliés contrôlent les Secteurs 2, 4, 6 et 7' };
  for (const z of [ZONE.A, ZONE.B]) {
    if (s.control[z] === 'allied') return { winner: 'allied', detail: `the Allies control Zone ${SEC[z].label} (${SEC[z].name})`, detailFr: `les Alliés contrôlent la Zone ${SEC[z].label} (${SEC[z].name})` };
  }
  if (victoryPointCount(s) < 1) return { winner: 'german', detail: 'the Allies have less than one Victory Point', detailFr: "les Alliés ont moins d'un Point de Victoire" };
  return null;
}

/** 11.2 an Allied-controlled sector traces a path of Allied-controlled sectors to an Allied (blue) zone. */
export function tracesToBlueZone(s: BattlesState, from: number): boolean {
  return GRAPH.connected(
    from,
    (a) => isZone(a) && SEC[a].ident === 'blue' && s.control[a] === 'allied',
    (a) => s.control[a] === 'allied',
  );
}

const ROMMEL = UNIT_INDEX.Rommel;

/** 11.2 what makes the Allied Victory Points now (13.6: minus one per blue sector under German control). */
function vpParts(s: BattlesState): { held: number[]; rommel: boolean; redRing: boolean; lost: number } {
  const held: number[] = [];
  for (const a of GRAPH.ids) {
    if (SEC[a].start === 'german' && s.control[a] === 'allied' && tracesToBlueZone(s, a)) held.push(a);
  }
  let red = 0;
  for (const a of RED_RING) if (s.control[a] === 'allied') red++;
  // 13.6 only once Rommel has turned north: the paragraph follows the successful roll, and before it
  // German units may not operate in blue sectors (2.1.4); Zone D entered under 13.2's exception costs nothing.
  let lost = 0;
  if (s.rommelNorth) for (const a of GRAPH.ids) if (SEC[a].ident === 'blue' && s.control[a] === 'german') lost++;
  return { held, rommel: s.loc[ROMMEL] === ELIMINATED || s.loc[ROMMEL] === REMOVED, redRing: red >= 2, lost };
}

/** 11.2 the Allied Victory Points now, without their account (`victoryPoints`). */
export function victoryPointCount(s: BattlesState): number {
  const { held, rommel, redRing, lost } = vpParts(s);
  return held.length + (rommel ? 1 : 0) + (redRing ? 1 : 0) - lost;
}

/** 11.2 the Allied Victory Points now and their account in English and French. */
export function victoryPoints(s: BattlesState): { vp: number; detail: string[]; detailFr: string[] } {
  const { held, rommel, redRing, lost } = vpParts(s);
  const detail = held.length ? [`${held.length} German ${held.length === 1 ? 'sector' : 'sectors'} held: ${held.map((a) => SEC[a].label).join(' ')}`] : [];
  const detailFr = held.length ? [`${held.length} ${plural(held.length, 'secteur allemand contrôlé', 'secteurs allemands contrôlés')} : ${held.map((a) => SEC[a].label).join(' ')}`] : [];
  if (rommel) {
    detail.push('Rommel eliminated +1');
    detailFr.push('Rommel éliminé +1');
  }
  if (redRing) {
    detail.push('two red-ringed sectors +1');
    detailFr.push('deux secteurs entourés de rouge +1');
  }
  if (lost) {
    detail.push(`${lost} blue ${lost === 1 ? 'sector' : 'sectors'} German -${lost}`);
    detailFr.push(`${lost} ${plural(lost, 'secteur bleu allemand', 'secteurs bleus allemands')} -${lost}`);
  }
  return { vp: held.length + (rommel ? 1 : 0) + (redRing ? 1 : 0) - lost, detail, detailFr };
}

/**
 * 13.5 Gort's modifiers for Sectors 3, 5 and 7: +2 per one "les Britanniques contrôlent", +1 per one
 * they contest. "Les Britanniques" is the Allied player (13.5 calls him "le joueur Britannique"), and
 * control and contest are the book's: control is the Allied control marker (5.1.4: it stays until a
 * German unit enters the Vacant sector, whoever is in it now), contest is a sector holding units of
 * both sides (5.1.5.a) that the Allies do not control. The two are not added: a controlled sector
 * gives +2 whether or not it is also Contested.
 */
export function gortModifier(s: BattlesState): number {
  let drm = 0;
  for (const a of GORT_SECTORS) {
    if (s.control[a] === 'allied') drm += 2;
    else if (BOARD.contested(s, a)) drm += 1;
  }
  return drm;
}

function gortDie(s: BattlesState, dr: number, log: Log) {
  const drm = gortModifier(s);
  const total = dr + drm;
  if (total >= 7) {
    log?.(entry('13.5', `Gort's decision: dr ${dr} +${drm} = ${total}: the offensive goes on.`, `Décision de Gort : jd ${dr} +${drm} = ${total} : l'offensive continue.`));
    return closeTurn(s, log);
  }
  log?.(entry('13.5', `Gort's decision: dr ${dr} +${drm} = ${total}: Gort ends the offensive.`, `Décision de Gort : jd ${dr} +${drm} = ${total} : Gort met fin à l'offensive.`));
  if (mayUseAdvantage(s, 'allied')) return offer(s, 'allied', 'gort');
  finalVictory(s, log, '13.5');
}

function closeTurn(s: BattlesState, log: Log) {
  if (s.turn >= LAST_TURN) return finalVictory(s, log, '11.3');
  for (let u = 0; u < N_UNITS; u++) BOARD.setSpent(s, u, 0); // 4.5
  s.turn += 1;
  startTurn(s, log);
}

/** 11.3 the Allies win with the VP needed (10, or the winning bid, 14.1). */
function finalVictory(s: BattlesState, log: Log, rule: string) {
  const gort = rule === '13.5';
  const why = gort ? 'Gort ended the offensive; ' : '';
  const whyFr = gort ? "Gort a mis fin à l'offensive ; " : '';
  if (s.vp >= s.vpNeeded) return finish(s, 'allied', gort ? 'gort' : 'final', `${why}${s.vp} VP (needed ${s.vpNeeded})`, `${whyFr}${s.vp} PV (il en fallait ${s.vpNeeded})`, '11.3', log);
  finish(s, 'german', gort ? 'gort' : 'final', `${why}the Allies have ${s.vp} VP, short of ${s.vpNeeded}`, `${whyFr}les Alliés ont ${s.vp} PV, il en fallait ${s.vpNeeded}`, '11.3', log);
}

function finish(s: BattlesState, winner: Side, kind: string, detail: string, detailFr: string, rule: string, log: Log) {
  s.phase = 'over';
  s.step = { k: 'over' };
  s.result = { winner, kind, detail, detailFr };
  const k = kind === 'automatic' ? ['Automatic Victory', 'Victoire Automatique'] : ['Victory', 'Victoire'];
  log?.(entry(rule, `${sideEn(winner)} ${k[0]}: ${detail}.`, `${k[1]} ${winner === 'allied' ? 'alliée' : 'allemande'} : ${detailFr}.`));
}

// ---- Who acts, what they may do, and doing it -------------------------------------------------------------------

/** Who decides at each step (the player with the Initiative unless listed). */
const DECIDES: Partial<Record<BattlesState['step']['k'], (s: BattlesState) => string[]>> = {
  over: () => [],
  bid: (s) => SIDES.filter((r) => s.bids[r] === null), // 14.1.1 simultaneous sealed bids
  roll: () => ['chance'],
  advantage: (s) => [(s.step as { who: Side }).who],
  setup: (s) => [(s.step as { side: Side }).side],
  reorganize: (s) => [(s.step as { side: Side }).side],
  retreat: (s) => [(s.step as { side: Side }).side],
  support: (s) => [(s.step as { side: Side }).side],
  advanced: (s) => [other(s.combat!.attacker)],
  absorb: (s) => [other(s.combat!.attacker)],
  'voluntary-retreat': (s) => [other(s.combat!.attacker)],
};

export function toAct(s: BattlesState): string[] {
  return DECIDES[s.step.k]?.(s) ?? [s.momentum];
}

/** Is `role` to act now (`toAct(s).includes(role)` without the list, for the common steps)? */
function decides(s: BattlesState, role: string): boolean {
  const k = s.step.k;
  return k === 'impulse' || k === 'assault' ? role === s.momentum : toAct(s).includes(role);
}

export function legal(s: BattlesState, role: string): BattlesAction[] {
  if (role === 'chance' || !decides(s, role)) return [];
  const st = s.step;
  const side = role as Side;
  const out: BattlesAction[] = [];
  switch (st.k) {
    case 'bid':
      for (let n = 1; n <= MAX_BID; n++) out.push({ type: 'bid', vp: n });
      break;
    case 'setup': {
      const open = openSetupSectors(s, side);
      for (const g of s.toPlace[side]) for (const a of setupSectors(s, side, g, open)) out.push({ type: 'place', group: g, area: a });
      break;
    }
    case 'advantage':
      out.push({ type: 'use-advantage' }, { type: 'decline' });
      break;
    case 'impulse':
      impulseActions(s, side, out);
      break;
    case 'assault': {
      legalMoves(s, out);
      const attacks = attackOptions(s);
      for (const o of attacks) out.push({ type: 'attack', area: o.area });
      // 5.2.1 assaults are mandatory; an impulse ends once a unit has acted.
      if (!attacks.some((o) => !o.inPlace) && (s.assault!.done.length || s.assault!.mover >= 0)) out.push({ type: 'end' });
      break;
    }
    case 'attack-select': {
      const c = s.combat!;
      for (const u of c.candidates) if (!c.participants.includes(u)) out.push({ type: 'join', unit: uid(u) });
      if (c.participants.some(canSpearhead)) out.push({ type: 'resolve' });
      break;
    }
    case 'spearhead':
      for (const u of s.combat!.participants) if (canSpearhead(u)) out.push({ type: 'spearhead', unit: uid(u) });
      break;
    case 'advanced':
      for (const u of advancedCandidates(s)) out.push({ type: 'advanced', unit: uid(u) });
      break;
    case 'support':
      for (const u of supportOptions(s, side)) out.push(u === -2 ? { type: 'support', air: true } : { type: 'support', unit: uid(u) });
      out.push({ type: 'no-support' });
      break;
    case 'absorb':
      for (const o of absorbOptions(s)) out.push(o.to === undefined ? { type: 'absorb', unit: uid(o.unit), how: o.how } : { type: 'absorb', unit: uid(o.unit), how: o.how, to: o.to });
      break;
    case 'retreat':
      for (const a of st.options) out.push({ type: 'retreat', unit: uid(st.unit), to: a });
      break;
    case 'voluntary-retreat':
      for (const r of voluntaryRetreats(s)) out.push({ type: 'retreat', unit: uid(r.unit), to: r.to });
      out.push({ type: 'done' });
      break;
    case 'overrun':
      overrunActions(s, out);
      break;
    case 'bombard-second':
      bombardOptions(s, side, s.loc[s.bombarded[0]], out);
      out.push({ type: 'done' });
      break;
    case 'refresh-pick':
      for (const u of BOARD.unitsIn(s, st.area, side)) if (s.spent[u]) out.push({ type: 'refresh-unit', unit: uid(u) });
      break;
    case 'reorganize':
      out.push(...reorganizeActions(s, side));
      break;
  }
  return out;
}

/**
 * The units that may act, by sector, for one listing of impulse choices: the units of sector `a` are
 * `UNITS_AT[a * N_UNITS + i]` for i < `COUNT_AT[a]` (WAITING at index 0). Reused by every listing.
 */
const UNITS_AT = new Int16Array((ZONE.F + 1) * N_UNITS);
const COUNT_AT = new Int16Array(ZONE.F + 1);
const STUCK = new Float64Array(STEP_CLASSES);

/** 4.3 the choices of the player with the Initiative at the start of an impulse. */
function impulseActions(s: BattlesState, side: Side, out: BattlesAction[]) {
  // The units that may act, by sector in increasing order, WAITING (< 0) first (one pass: activatable()
  // per sector would scan every unit again).
  COUNT_AT.fill(0);
  let last = -1;
  for (let u = 0; u < N_UNITS; u++) {
    if (SIDE_OF[u] !== side || !canAct(s, u)) continue;
    const i = s.loc[u] === WAITING ? 0 : s.loc[u];
    UNITS_AT[i * N_UNITS + COUNT_AT[i]++] = u;
    if (i > last) last = i;
  }
  for (let i = 0; i <= last; i++) {
    const a = i === 0 ? WAITING : i;
    if (!COUNT_AT[i] || !canDoSomething(s, a, i * N_UNITS, COUNT_AT[i])) continue;
    out.push(a === WAITING ? { type: 'enter' } : { type: 'activate', area: a });
  }
  bombardOptions(s, side, null, out);
  if (mayUseAdvantage(s, side)) for (const a of refreshSectors(s, side)) out.push({ type: 'refresh', area: a }); // 9.3
  out.push({ type: 'pass' });
}

/**
 * An activation must let at least one unit move or assault (so that every impulse changes something):
 * may one of the `n` units from `UNITS_AT[first]` on, in `area`, move or assault in place?
 */
function canDoSomething(s: BattlesState, area: number, first: number, n: number): boolean {
  const contested = area > 0 && BOARD.contested(s, area);
  const call = ++listings; // STUCK[c] === call: class c (`STEP_CLASS`) already found without a step from `area`
  for (let k = first; k < first + n; k++) {
    const u = UNITS_AT[k];
    if (contested && canSpearhead(u)) return true; // 5.2.1 assault in place
    const c = STEP_CLASS[u];
    if (STUCK[c] === call) continue;
    for (const to of stepsFrom(u, area)) if (checkStep(s, u, area, to, UNITS[u].move).ok) return true;
    STUCK[c] = call;
  }
  return false;
}

const U = (id: unknown) => unitIndex(id)!;

type Handler<A = BattlesAction> = (s: BattlesState, side: Side, a: A, log: Log) => void;

/** 6.6 a retreat: an attacker going back (6.6.1) or a defender retreating voluntarily (6.6.3, the unit is Fatiguée). */
function retreatAction(s: BattlesState, _side: Side, a: ActionOf<'retreat'>, log: Log) {
  const u = U(a.unit);
  if (s.step.k === 'retreat') {
    s.combat!.retreatQueue.shift();
    retreatTo(s, u, a.to, log);
    attackerReturns(s, log);
    return;
  }
  s.combat!.defenderRetreated = true;
  BOARD.setSpent(s, u, 1);
  retreatTo(s, u, a.to, log);
  if (!voluntaryRetreats(s, true).length) endCombat(s, log);
}

function doneAction(s: BattlesState, side: Side, _a: ActionOf<'done'>, log: Log) {
  const k = s.step.k;
  if (k === 'voluntary-retreat') endCombat(s, log);
  else if (k === 'overrun') endOverrun(s, log);
  else if (k === 'bombard-second') endBombardment(s, log);
  else finishReorganization(s, side, log);
}

/** What each action does (the kernel has checked that it is legal). */
const HANDLERS: { [K in BattlesAction['type']]: Handler<ActionOf<K>> } = {
  dice: (s, _, a, log) => onDice(s, a.dice, log),
  bid: (s, side, a, log) => sealBid(BIDS, s, side, a.vp, log),
  place: (s, side, a, log) => place(s, side, a.group, a.area, log),
  'use-advantage': (s, _, __, log) => advantageDecision(s, true, log),
  decline: (s, _, __, log) => advantageDecision(s, false, log),
  activate: (s, _, a, log) => activate(s, a.area, log),
  enter: (s, _, __, log) => activate(s, WAITING, log),
  bombard: (s, _, a, log) => bombard(s, U(a.artillery), a.target, log),
  refresh: (s, _, a, log) => {
    useAdvantage(s, log, `to refresh units in ${sector(a.area)}`, `pour rafraîchir des unités ${inSector(a.area)}`, '9.3');
    s.pendingRefresh = a.area;
    roll(s, 'refresh');
  },
  'refresh-unit': (s, _, a, log) => refreshUnit(s, U(a.unit), log),
  pass: (s, _, __, log) => pass(s, log),
  move: (s, _, a, log) => {
    moveStep(s, U(a.unit), a.to, log);
    if (s.step.k === 'overrun') continueOverrun(s, log);
    else continueAssault(s, log);
  },
  attack: (s, _, a, log) => declareAttack(s, a.area, log),
  end: (s, _, __, log) => {
    finishMover(s);
    endAssault(s, log);
  },
  join: (s, _, a) => void s.combat!.participants.push(U(a.unit)),
  resolve: (s, _, __, log) => toSpearhead(s, log),
  spearhead: (s, _, a, log) => chooseSpearhead(s, U(a.unit), log),
  advanced: (s, _, a, log) => chooseAdvanced(s, U(a.unit), log),
  support: (s, side, a, log) => giveSupport(s, side, a.air ? -2 : U(a.unit), log),
  'no-support': (s, _, __, log) => nextSupport(s, log),
  absorb: (s, _, a, log) => absorb(s, U(a.unit), a.how, a.to, log),
  retreat: retreatAction,
  done: doneAction,
  reorganize: (s, _, a, log) => reorganize(s, U(a.unit), a.remove === undefined ? null : U(a.remove), a.area, log),
};

export function perform(s: BattlesState, role: string, a: Action, log: Log): void {
  // The handler of the action's type takes it: the kernel hands perform only actions it found among
  // the legal ones (of the shapes of actions.ts).
  const handler = (HANDLERS as Record<string, Handler | undefined>)[a.type];
  if (!handler) throw new Error(`internal: unhandled action ${a.type}`);
  handler(s, role as Side, a as BattlesAction, log);
}

function advantageDecision(s: BattlesState, use: boolean, log: Log) {
  const st = s.step as { k: 'advantage'; who: Side; use: AdvantageUse };
  switch (st.use) {
    case 'initiative':
      if (!use) return settleInitiative(s, log);
      useAdvantage(s, log, 'to force a new Initiative roll', "pour forcer une relance du JD d'Initiative", '9.4');
      s.pendingInitiative = null;
      return roll(s, 'initiative', 4);
    case 'combat':
    case 'bombard': {
      const c = s.combat!;
      if (!use) return c.kind === 'bombard' ? resolveBombard(s, log) : resolveAssault(s, log);
      useAdvantage(s, log, 'to force both players to roll again', 'pour forcer les deux joueurs à relancer les dés', '9.1');
      return roll(s, c.kind === 'bombard' ? 'bombard' : 'combat', c.dice.length);
    }
    case 'french':
    case 'panzer':
    case 'fifth':
      if (use) {
        useAdvantage(s, log, 'to release its units', 'pour libérer ses unités', '9.4');
        s.released[st.use] = s.turn;
      }
      return turnStart(s, log);
    case 'gort':
      if (!use) return finalVictory(s, log, '13.5');
      useAdvantage(s, log, "against Gort's decision: the offensive goes on", "contre la Décision de Gort : l'offensive continue", '9.4');
      return closeTurn(s, log);
    case 'prolong':
      if (use) return prolong(s, log);
      return startReorganization(s, 'allied', log);
  }
}

function onDice(s: BattlesState, dice: number[], log: Log) {
  const st = s.step as { k: 'roll'; purpose: RollPurpose };
  switch (st.purpose) {
    case 'bid-tie': {
      const swap = dice[0] >= 4;
      log?.(entry('14.1.2', `Equal bids: dr ${dice[0]} - the ${swap ? 'German' : 'Allied'} seat takes the Allies.`, `Enchères à égalité : jd ${dice[0]} - le siège ${swap ? 'allemand' : 'allié'} prend les Alliés.`));
      return settleBids(BIDS, s, swap, log);
    }
    case 'initiative':
      return initiativeDice(s, dice, log);
    case 'combat':
    case 'bombard':
      return combatDice(s, dice, log);
    case 'refresh':
      return refreshDie(s, dice[0], log);
    case 'gort':
      return gortDie(s, dice[0], log);
    default:
      return openingDie(s, st.purpose, dice, log);
  }
}

export { releaseOf };
