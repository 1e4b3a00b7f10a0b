// Counter-Attack: The Battle of Arras, 1940 - the rules, in the rulebook's order:
// 5 setup, 6 sequence of play (momentum phase, impulses), 8-9 assault (movement in movement.ts),
// 9.4 combat resolution, 10 bombardment, 11 attrition and retreat (retreat.ts), 12 reorganization,
// 13 the Advantage, 15 releases, 16 victory, 17 bids, 18 optional rules.
//
// `legal(s, role)` lists every legal action; `perform(s, role, action, log)` applies one (the kernel
// has checked it is in the list). Each function names the rule it implements.

import type { ArrasAction } from './actions.ts';
import type { Action, LogSink } from '../../kernel/game.ts';
import { type Words, en } from './text/en.ts';
import { fr, told } from './text/fr.ts';
import {
  AIR_MARKERS,
  AREA_BY_ID as AREA,
  ARRAS,
  ARRAS_GROUP,
  BLACK_STAR,
  LAST_TURN,
  OPERATIONAL_VP,
  SETUP_AREAS,
  STACKING_LIMIT,
  UNITS,
  VP_AREAS,
  WHITE_STARS,
  ZONE,
} from './data.ts';
import { type AbsorbHow, type AttritionCosts, type LossChoice, lossCapacity, lossChoices, lossCost, lossTarget, lossUnits } from '../../families/area-impulse/attrition.ts';
import { type BidRules, sealBid, settleBids } from '../../families/area-impulse/contract.ts';
import { freshCheck, passImpulse, switchInitiative } from '../../families/area-impulse/impulses.ts';
import { activatable, checkStep, entryForbidden, movementFactor } from './movement.ts';
import { attackerRetreatDestinations, retreatDestinations } from './retreat.ts';
import {
  type ArrasState,
  type CombatState,
  type Options,
  type RollPurpose,
  type Side,
  ELIMINATED,
  GRAPH,
  KIA,
  N_UNITS,
  OUT_OF_PLAY,
  OVERRUN_TRACK,
  REMOVED,
  SIDES,
  WOUNDED,
  contested,
  hasActivatableFresh,
  hasUnits,
  isReleased,
  isZone,
  other,
  setLoc,
  setSpent,
  stackCount,
  unitName,
  unitsIn,
  updateControl,
} from './state.ts';

type Log = LogSink | undefined;

// ---- 5.0 Prepare for play ---------------------------------------------------------------------------

export function newGame(options: Options): ArrasState {
  const control: Side[] = new Array(ZONE.F + 1).fill('german');
  for (let a = 20; a <= 30; a++) control[a] = 'allied'; // 5.2
  control[ZONE.D] = control[ZONE.E] = control[ZONE.F] = 'allied';
  const s: ArrasState = {
    options,
    turn: 1,
    phase: 'setup',
    step: { k: 'setup', side: 'allied' },
    loc: UNITS.map(() => OUT_OF_PLAY),
    spent: UNITS.map(() => 0),
    overrunUntil: {},
    control,
    toPlace: { allied: [], german: [] },
    released: { 'french-cavalry': 0, 'panzer-25': 0, 'british-reserve': 0, 'fifth-panzer': 0 },
    momentum: 'allied',
    impulse: 1,
    lastImpulsePass: false,
    advantage: 'allied', // 13.0 the Allied player begins with the Advantage
    advantageUsedBy: null,
    resetUsed: { allied: false, german: false },
    rerollMarker: { allied: true, german: true }, // 5.2, 13.4
    air: { allied: options.alliedAir, german: false }, // 18.6.2 / 18.6.1
    germanBonus: false,
    vp: 0,
    vpNeeded: OPERATIONAL_VP,
    bids: { allied: null, german: null },
    swapped: false,
    alliesTurnedEast: false,
    alliesAssaulted13: false,
    reached: { 1: 0, 3: 0 },
    rommelNorth: false,
    area19Activated: false,
    assault: null,
    combat: null,
    leaderQueue: [],
    leadersToPlace: [],
    rallied: false,
    result: null,
  };
  UNITS.forEach((u, i) => {
    if (u.optional === '18.4' && !options.fifthPanzer) return;
    if (options.historicalSetup) setLoc(s, i, u.historical); // 18.1
    else if (u.mandatory !== undefined) setLoc(s, i, u.mandatory); // 5.3 mandatory locations first
  });
  if (!options.historicalSetup) {
    for (const side of SIDES) {
      s.toPlace[side] = [...new Set(UNITS.filter((u) => u.side === side && u.group).map((u) => u.group!))].sort();
    }
  }
  if (options.bids) {
    s.phase = 'bid';
    s.step = { k: 'bid' };
  } else {
    afterSideDetermination(s, undefined);
  }
  return s;
}

function afterSideDetermination(s: ArrasState, log: Log) {
  if (s.options.historicalSetup) {
    log?.(told('18.1', (w) => w.log.historicalSetup));
    startTurn(s, log);
  } else {
    s.phase = 'setup';
    s.step = { k: 'setup', side: 'allied' };
  }
}

/** 5.3 Where a group may be placed. */
/** Units of each group ("side group") that count against stacking (leaders do not). */
const GROUP_SIZE = new Map<string, number>();
for (const u of UNITS) if (u.type !== 'leader') GROUP_SIZE.set(`${u.side} ${u.group}`, (GROUP_SIZE.get(`${u.side} ${u.group}`) ?? 0) + 1);

function setupAreasFor(s: ArrasState, side: Side, group: string): number[] {
  const areas = [...SETUP_AREAS[side]];
  if (side === 'allied' && group === ARRAS_GROUP) areas.push(ARRAS);
  const size = GROUP_SIZE.get(`${side} ${group}`) ?? 0;
  // Only one group per Area (mandatory setups are not groups): the Areas holding a group already.
  const taken: boolean[] = [];
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] > 0 && UNITS[u].group && UNITS[u].side === side) taken[s.loc[u]] = true;
  return areas.filter((a) => {
    if (taken[a]) return false;
    if (isZone(a)) return true;
    // 7.1 stacking; 5.3.1 Allied Group A (7 units) may exceed it, alone in its setup Area.
    if (side === 'allied' && group === 'A') return stackCount(s, a, side) === 0;
    return stackCount(s, a, side) + size <= STACKING_LIMIT;
  });
}

function placeGroup(s: ArrasState, side: Side, group: string, area: number, log: Log) {
  UNITS.forEach((u, i) => {
    if (u.side === side && u.group === group) setLoc(s, i, area);
  });
  s.toPlace[side] = s.toPlace[side].filter((g) => g !== group);
  log?.(told('5.3', (w) => w.log.groupSetUp(side, group, area)));
  const next = other(side);
  if (s.toPlace[next].length) s.step = { k: 'setup', side: next };
  else if (s.toPlace[side].length) s.step = { k: 'setup', side };
  else startTurn(s, log);
}

// ---- 17.1 Bids ----------------------------------------------------------------------------------------

export const MAX_BID = 30;

/** 17.1 the sealed bids, run by the family (texts and what follows are this edition's). */
const BIDS: BidRules<ArrasState> = {
  sealed: (role, amount) => told('17.1', (w) => w.log.bidSealed(role, amount)),
  revealed: (allied, german) => told('17.1', (w) => w.log.bidsRevealed(allied, german)),
  settled: (swap, vpNeeded) => told('17.1', (w) => w.log.bidsSettled(swap, vpNeeded)),
  tie: (s) => {
    s.step = { k: 'roll', purpose: 'bid-tie', dice: 1 };
  },
  then: afterSideDetermination,
};

// ---- 6.1 Momentum Phase (with 15 releases and 18.3, 18.4) ---------------------------------------------

function startTurn(s: ArrasState, log: Log) {
  s.phase = 'momentum';
  log?.(told('6.1', (w) => w.log.momentumPhase(s.turn)));
  if (s.turn === 4 && s.options.germanAir) {
    s.air.german = true;
    log?.(told('18.6.1', (w) => w.log.germanAirPlaced));
  }
  momentumPhase(s, log);
}

/** Runs the Momentum Phase until a die must be rolled or the Combat Phase begins. */
function momentumPhase(s: ArrasState, log: Log) {
  const t = s.turn;
  const rel = s.released;
  // 15.2 French Cavalry Corps: dr on Turn 2, automatic before Momentum on Turn 3.
  if (!rel['french-cavalry']) {
    if (t === 2 && !s.rollsDone?.includes('french-release')) return roll(s, 'french-release');
    if (t >= 3) release(s, 'french-cavalry', log, '15.2', (w) => w.log.frenchAuto);
  }
  // 15.1 British Reserve: dr on Turn 3, automatic on Turn 4.
  if (!rel['british-reserve']) {
    if (t === 3 && !s.rollsDone?.includes('reserve-release')) return roll(s, 'reserve-release');
    if (t >= 4) release(s, 'british-reserve', log, '15.1', (w) => w.log.reserveAuto);
  }
  // 15.3 German release follows the French release by one Turn.
  if (!rel['panzer-25'] && rel['french-cavalry']) {
    const rollTurn = rel['french-cavalry'] + 1;
    if (t === rollTurn && !s.rollsDone?.includes('panzer-release')) return roll(s, 'panzer-release');
    if (t > rollTurn) {
      release(s, 'panzer-25', log, '15.3', (w) => w.log.panzerAuto);
      if (s.options.rommelNorth) return roll(s, 'rommel-north');
    }
  }
  // 18.4 5th Panzer Division elements.
  if (s.options.fifthPanzer && !rel['fifth-panzer'] && (t === 6 || t === 7) && !s.rollsDone?.includes('fifth-panzer')) {
    if (t === 6 && s.alliesAssaulted13) {
      release(s, 'fifth-panzer', log, '18.4', (w) => w.log.fifthAuto);
    } else return roll(s, 'fifth-panzer');
  }
  // 6.1.1 Determining Momentum.
  if (t === 3 || t === 4 || t === 5) {
    if (!s.rollsDone?.includes('momentum-phase')) return roll(s, 'momentum-phase', 2);
  } else {
    const winner: Side = t <= 2 ? 'allied' : 'german';
    log?.(told('6.1.1', (w) => w.log.automaticMomentum(winner, t)));
    beginCombatPhase(s, winner, t >= 6, log);
  }
}

function release(s: ArrasState, group: keyof ArrasState['released'], log: Log, rule: string, say: (w: Words) => string) {
  s.released[group] = s.turn;
  log?.(told(rule, say));
}

function roll(s: ArrasState, purpose: RollPurpose, dice = 1, unit?: number) {
  s.step = unit === undefined ? { k: 'roll', purpose, dice } : { k: 'roll', purpose, dice, unit };
}

function markRolled(s: ArrasState, purpose: RollPurpose) {
  (s.rollsDone ??= []).push(purpose);
}

/** Momentum-phase dice (one die each, momentum determination two). */
function momentumPhaseDice(s: ArrasState, purpose: RollPurpose, dice: number[], log: Log) {
  const dr = dice[0];
  markRolled(s, purpose);
  switch (purpose) {
    case 'french-release':
      if (dr >= 4) release(s, 'french-cavalry', log, '15.2', (w) => w.log.frenchReleased(dr));
      else log?.(told('15.2', (w) => w.log.frenchNotReleased(dr)));
      break;
    case 'reserve-release':
      if (dr >= 4) release(s, 'british-reserve', log, '15.1', (w) => w.log.reserveReleased(dr));
      else log?.(told('15.1', (w) => w.log.reserveNotReleased(dr)));
      break;
    case 'panzer-release': {
      const drm = s.alliesTurnedEast ? 2 : 0; // 15.3.1
      const total = dr + drm;
      if (total >= 4) {
        release(s, 'panzer-25', log, '15.3', (w) => w.log.panzerReleased(dr, drm, total));
        if (s.options.rommelNorth) return roll(s, 'rommel-north');
      } else log?.(told('15.3', (w) => w.log.panzerNotReleased(dr, drm, total)));
      break;
    }
    case 'rommel-north': {
      const drm = s.reached[1] + s.reached[3];
      const total = dr + drm;
      s.rommelNorth = total >= 6;
      log?.(told('18.3', (w) => w.log.rommelNorth(dr, drm, total, s.rommelNorth)));
      break;
    }
    case 'fifth-panzer': {
      const need = s.turn === 6 ? 5 : 4;
      if (dr >= need) release(s, 'fifth-panzer', log, '18.4', (w) => w.log.fifthReleased(dr));
      else log?.(told('18.4', (w) => w.log.fifthNotReleased(dr, s.turn === 7)));
      break;
    }
    case 'momentum-phase': {
      // 6.1.1 +1 per white star Area the Allies control, -2 if they do not control Area 20.
      let drm = 0;
      for (const a of WHITE_STARS) if (s.control[a] === 'allied') drm++;
      if (s.control[BLACK_STAR] !== 'allied') drm -= 2;
      const allied = dice[0] + drm;
      const german = dice[1];
      const winner: Side = allied > german ? 'allied' : 'german';
      log?.(told('6.1.1', (w) => w.log.momentum(dice[0], drm, allied, german, winner)));
      beginCombatPhase(s, winner, winner === 'german', log);
      return;
    }
  }
  momentumPhase(s, log);
}

function beginCombatPhase(s: ArrasState, winner: Side, germanBonus: boolean, log: Log) {
  s.rollsDone = [];
  // 6.1.1 the Advantage marker is flipped to the side that begins the Turn with Momentum.
  if (s.advantage !== winner) log?.(told('6.1.1', (w) => w.log.advantagePasses(winner)));
  s.advantage = winner;
  s.advantageUsedBy = null;
  s.germanBonus = germanBonus; // 6.1.2
  if (germanBonus) log?.(told('6.1.2', (w) => w.log.germanBonus));
  s.phase = 'combat';
  s.momentum = winner;
  s.impulse = 1;
  s.lastImpulsePass = false;
  startImpulse(s, log);
}

// ---- 6.2 Combat Phase: Impulses -----------------------------------------------------------------------

function startImpulse(s: ArrasState, log: Log) {
  const att = s.momentum;
  s.assault = null;
  s.combat = null;
  // 6.2.2 C: no Fresh units on the map loses Momentum; both without Fresh units ends the Phase.
  const fresh = freshCheck(s, (side) => hasActivatableFresh(s, side));
  if (fresh === 'end') {
    log?.(told('6.2.2', (w) => w.log.noFreshBoth));
    return endCombatPhase(s, log);
  }
  if (fresh === 'switch') {
    log?.(told('6.2.2', (w) => w.log.noFresh(att)));
    return switchMomentum(s, log);
  }
  if (s.impulse >= 2) {
    if (canReset(s)) s.step = { k: 'impulse-start' };
    else roll(s, 'momentum');
  } else s.step = { k: 'impulse' };
}

/** 13.1B the Attacker with the Advantage may reset the Impulse Track once per Turn. */
function canReset(s: ArrasState): boolean {
  return s.advantage === s.momentum && !s.resetUsed[s.momentum];
}

function resetImpulseTrack(s: ArrasState, log: Log) {
  const att = s.momentum;
  useAdvantage(s, att);
  s.resetUsed[att] = true;
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] > 0) setSpent(s, u, 0);
  s.impulse = 1;
  log?.(told('13.1B', (w) => w.log.reset(att)));
  s.step = { k: 'impulse' };
}

/** 13.3 A used Advantage belongs to neither player until the end of the Phase or Impulse. */
function useAdvantage(s: ArrasState, by: Side) {
  s.advantage = null;
  s.advantageUsedBy = by;
}

function settleAdvantage(s: ArrasState, log: Log) {
  if (s.advantageUsedBy) {
    s.advantage = other(s.advantageUsedBy);
    log?.(told('13.3', (w) => w.log.advantageTo(s.advantage!)));
    s.advantageUsedBy = null;
  }
}

/** 6.2.1 The Momentum die roll. A dr below the Impulse number (max 6) loses Momentum. */
function momentumDr(s: ArrasState, dr: number, log: Log) {
  const loses = dr < Math.min(s.impulse, 6);
  log?.(told('6.2.1', (w) => w.log.momentumDr(s.momentum, s.impulse, dr, loses)));
  if (loses) {
    settleAdvantage(s, log);
    return switchMomentum(s, log);
  }
  s.step = { k: 'impulse' };
}

function switchMomentum(s: ArrasState, log: Log) {
  switchInitiative(s);
  log?.(told('6.2.2', (w) => w.log.impulseOne(s.momentum)));
  startImpulse(s, log);
}

function pass(s: ArrasState, log: Log) {
  log?.(told('6.2.5', (w) => w.log.passes(s.momentum)));
  settleAdvantage(s, log);
  if (passImpulse(s)) {
    log?.(told('6.2.5', (w) => w.log.bothPassed));
    return endCombatPhase(s, log);
  }
  startImpulse(s, log);
}

/** The end of an Assault or Bombardment Impulse. */
function endImpulse(s: ArrasState, log: Log) {
  if (s.assault) for (const u of s.assault.done) if (s.loc[u] > 0) setSpent(s, u, 1); // 8.1
  s.assault = null;
  s.combat = null;
  s.lastImpulsePass = false;
  settleAdvantage(s, log);
  s.impulse += 1;
  startImpulse(s, log);
}

// ---- 6.2.3 / 8.0 / 9.0 Assault Impulse -------------------------------------------------------------------

function declareAssault(s: ArrasState, area: number, log: Log) {
  const att = s.momentum;
  const mandatoryAreas: number[] = [];
  for (const a of GRAPH.ids) if (hasUnits(s, a, other(att)) && !contested(s, a)) mandatoryAreas.push(a);
  s.assault = {
    area,
    eligible: activatable(s, area, att),
    done: [],
    mover: -1,
    mfLeft: 0,
    enteredFrom: {},
    attacked: [],
    mandatoryAreas,
    waiting: [],
    contestedStart: contested(s, area),
    enteredBy: {},
    paths: {},
  };
  if (att === 'german' && area === 19) s.area19Activated = true; // 15.3.2
  log?.(told('6.2.3', (w) => w.log.assault(att, s.impulse, area)));
  s.step = { k: 'assault' };
}

/**
 * 15.3.1 Allied moves into, attacks or bombardments of Area 1 or 3 on Turns 1-2 (+2 to the Panzer
 * release dr); 18.4 Allied assaults on Area 1 or 3 before Turn 6 (the 5th Panzer is released).
 */
function noteAlliesEast(s: ArrasState, side: Side, area: number, assault: boolean) {
  if (side !== 'allied' || (area !== 1 && area !== 3)) return;
  if (s.turn <= 2) s.alliesTurnedEast = true;
  if (assault && s.turn < 6) s.alliesAssaulted13 = true;
}

/** Units of the Active Area that may still start moving (8.1). */
function canStartMoving(s: ArrasState, u: number): boolean {
  const as = s.assault!;
  return as.eligible.includes(u) && !as.done.includes(u) && !as.waiting.includes(u) && as.mover !== u && s.loc[u] === as.area;
}

function finishMover(s: ArrasState) {
  const as = s.assault!;
  if (as.mover >= 0) {
    if (!as.waiting.includes(as.mover) && !as.done.includes(as.mover)) as.done.push(as.mover);
    as.mover = -1;
  }
}

function moveStep(s: ArrasState, u: number, to: number, log: Log) {
  const as = s.assault!;
  if (as.mover !== u) {
    finishMover(s);
    as.mover = u;
    as.mfLeft = movementFactor(s, u);
  }
  const from = s.loc[u];
  const first = !(u in as.enteredFrom);
  const check = checkStep(s, u, from, to, as.mfLeft, first);
  if (!check.ok) throw new Error(`internal: illegal step passed validation: ${check.message}`);
  setLoc(s, u, to);
  as.enteredFrom[u] = from;
  ((as.paths ??= {})[u] ??= [from]).push(to);
  (as.enteredBy[to] ??= []).push(u);
  as.mfLeft -= check.cost;
  updateControl(s, from);
  updateControl(s, to);
  noteAlliesEast(s, s.momentum, to, false);
  log?.(told('8.2', (w) => w.log.moves(unitName(u), to, check.cost, check.stop)));
  if (hasUnits(s, to, other(s.momentum))) {
    as.waiting.push(u);
    as.mover = -1;
  } else if (check.stop || as.mfLeft <= 0) {
    as.done.push(u);
    as.mover = -1;
  }
}

function legalMoves(s: ArrasState, out: Action[]) {
  const as = s.assault!;
  const movers: number[] = [];
  if (as.mover >= 0) movers.push(as.mover);
  for (const u of as.eligible) if (canStartMoving(s, u)) movers.push(u);
  for (const u of movers) {
    const from = s.loc[u];
    const mf = as.mover === u ? as.mfLeft : movementFactor(s, u);
    const first = !(u in as.enteredFrom);
    for (const to of GRAPH.neighbours[from]) {
      if (as.attacked.includes(to)) continue; // 8.2.1
      if (checkStep(s, u, from, to, mf, first).ok) out.push(({ type: 'move', unit: UNITS[u].id, to }));
    }
  }
}

/** Areas the Attacker may attack now, with the units that would take part. */
function attackOptions(s: ArrasState): { area: number; units: number[]; mandatory: boolean; inPlace: boolean }[] {
  const as = s.assault!;
  const out: { area: number; units: number[]; mandatory: boolean; inPlace: boolean }[] = [];
  const byArea = new Map<number, number[]>();
  for (const u of as.waiting) {
    if (s.loc[u] <= 0) continue;
    const list = byArea.get(s.loc[u]) ?? [];
    list.push(u);
    byArea.set(s.loc[u], list);
  }
  for (const [area, units] of byArea) {
    if (as.attacked.includes(area) || !hasUnits(s, area, other(s.momentum))) continue;
    out.push({ area, units, mandatory: as.mandatoryAreas.includes(area), inPlace: false });
  }
  // 9.3 units in a Contested Active Area may attack there (without moving).
  if (as.contestedStart && !as.attacked.includes(as.area) && hasUnits(s, as.area, other(s.momentum))) {
    const units = as.eligible.filter((u) => canStartMoving(s, u) && !(u in as.enteredFrom));
    if (units.length) out.push({ area: as.area, units, mandatory: false, inPlace: true });
  }
  // Only Infantry and Armor can lead an attack (9.4.2A).
  return out.filter((o) => o.units.some((u) => canLead(u)));
}

const canLead = (u: number) => UNITS[u].type === 'infantry' || UNITS[u].type === 'armor';

function pendingMandatory(s: ArrasState): boolean {
  return attackOptions(s).some((o) => o.mandatory);
}

function declareAttack(s: ArrasState, area: number, log: Log) {
  finishMover(s);
  const opt = attackOptions(s).find((o) => o.area === area)!;
  const as = s.assault!;
  as.attacked.push(area);
  noteAlliesEast(s, s.momentum, area, true);
  s.combat = newCombat(s, 'assault', area, opt.mandatory, opt.inPlace);
  log?.(told(opt.mandatory ? '9.1' : '9.2', (w) => w.log.attack(s.momentum, opt.mandatory, area)));
  if (opt.mandatory) {
    s.combat.participants = opt.units; // 9.1 every unit that entered attacks
    toLeadAttacker(s, log);
  } else {
    s.combat.candidates = opt.units;
    s.step = { k: 'attack-select' };
  }
}

function newCombat(s: ArrasState, kind: CombatState['kind'], area: number, mandatory: boolean, inPlace: boolean): CombatState {
  return {
    kind,
    attacker: s.momentum,
    area,
    participants: [],
    candidates: [],
    mandatory,
    inPlace,
    lead: -1,
    defLead: -1,
    support: -1,
    av: 0,
    dv: 0,
    dice: [],
    rerolled: { allied: false, german: false },
    ap: 0,
    apLeft: 0,
    firstTaken: false,
    result: 'none',
    overrun: false,
    overrunUnits: [],
    overrunEnemyArea: -1,
    friendlyAp: 0,
    victim: other(s.momentum),
    retreatQueue: [],
    overrunMoved: [],
  };
}

function toLeadAttacker(s: ArrasState, log: Log) {
  const c = s.combat!;
  const leads = c.participants.filter(canLead);
  if (leads.length === 1) return chooseLead(s, leads[0], log);
  s.step = { k: 'lead-attacker' };
}

function chooseLead(s: ArrasState, u: number, log: Log) {
  const c = s.combat!;
  c.lead = u;
  log?.(told('9.4.2A', (w) => w.log.leadAttacker(unitName(u))));
  const defenders = unitsIn(s, c.area, c.victim);
  if (defenders.length === 1) return chooseDefLead(s, defenders[0], log);
  s.step = { k: 'lead-defender' };
}

function chooseDefLead(s: ArrasState, u: number, log: Log) {
  const c = s.combat!;
  c.defLead = u;
  log?.(told('9.4.3A', (w) => w.log.leadDefender(unitName(u))));
  computeAssaultValues(s, log);
  roll(s, 'combat', 4);
}

/** 9.4.2 Attack Value and 9.4.3 Defense Value. */
/** One term of an Attack or Defense Value ("+1 Fresh 2/25 Panzer"), in a language's words. */
export type Part = (w: Words) => string;
export const partsText = (parts: Part[], w: Words) => parts.map((p) => p(w)).join(' ');

export function assaultValues(s: ArrasState, c: CombatState): { av: number; dv: number; avParts: Part[]; dvParts: Part[] } {
  const lead = UNITS[c.lead];
  const avParts: Part[] = [() => `${lead.attack} ${lead.name}`];
  let av = lead.attack ?? 0;
  const nonLeaders = c.participants.filter((u) => UNITS[u].type !== 'leader');
  const onlyNation = (n: string[]) => nonLeaders.every((u) => n.includes(UNITS[u].nation));
  for (const u of c.participants) {
    if (u === c.lead) continue;
    const d = UNITS[u];
    if (d.type === 'leader' && s.options.coordination) {
      // 18.5 leaders do not add to an attack made only by the other nationality.
      if (d.nation === 'british' && onlyNation(['french'])) continue;
      if (d.nation === 'wehrmacht' && onlyNation(['ss'])) continue;
      if (d.nation === 'ss' && onlyNation(['wehrmacht'])) continue;
    }
    const add = d.id === 'Rommel' ? 2 : 1; // 9.4.2B
    av += add;
    avParts.push(() => `+${add} ${d.name}`);
  }
  const types = new Set(nonLeaders.map((u) => UNITS[u].type)); // 9.4.2C leaders do not count
  if (types.size >= 3) {
    av += 1;
    avParts.push((w) => `+1 ${w.term.combinedArms}`);
  }
  if (c.attacker === 'german' && s.turn >= 4) {
    av += 1;
    avParts.push((w) => `+1 ${w.term.airSupport}`); // 9.4.2D
  }
  if (s.options.coordination) {
    const nations = new Set(nonLeaders.map((u) => UNITS[u].nation));
    if ((nations.has('british') && nations.has('french')) || (nations.has('ss') && nations.has('wehrmacht'))) {
      av -= 1;
      avParts.push((w) => `-1 ${w.term.coordination}`);
    }
  }
  const def = UNITS[c.defLead];
  let dv = def.defense;
  const dvParts: Part[] = [() => `${def.defense} ${def.name}`];
  const defenders = unitsIn(s, c.area, c.victim);
  for (const u of defenders) {
    if (u !== c.defLead && !s.spent[u] && UNITS[u].type !== 'leader') {
      dv += 1;
      dvParts.push((w) => `+1 ${w.term.fresh} ${UNITS[u].name}`); // 9.4.3B
    }
  }
  dv += AREA[c.area].tem;
  dvParts.push((w) => `+${AREA[c.area].tem} ${w.term.tem}`); // 9.4.3C
  if (c.mandatory && c.kind === 'assault') {
    // 9.4.3D every attacking unit crossed a natural water (+1) or canal (+2) boundary.
    const kinds = c.participants.map((u) => GRAPH.boundary(s.assault!.enteredFrom[u], c.area));
    if (kinds.every((k) => k === 'canal-bridge')) {
      dv += 2;
      dvParts.push((w) => `+2 ${w.term.canal}`);
    } else if (kinds.every((k) => k === 'water' || k === 'water-bridge' || k === 'canal-bridge')) {
      dv += 1;
      dvParts.push((w) => `+1 ${w.term.water}`);
    }
  }
  for (const u of defenders) {
    if (UNITS[u].type === 'leader') {
      dv += 1;
      dvParts.push((w) => `+1 ${w.term.leader} ${UNITS[u].name}`); // 9.4.3E
    }
  }
  return { av, dv, avParts, dvParts };
}

function computeAssaultValues(s: ArrasState, log: Log) {
  const c = s.combat!;
  const v = assaultValues(s, c);
  c.av = v.av;
  c.dv = v.dv;
  log?.(told('9.4.2', (w) => w.log.values(v.av, partsText(v.avParts, w), v.dv, partsText(v.dvParts, w))));
}

/** Dice of an assault Combat Resolution: [attacker DR die, die, defender DR die, die]. */
function combatDice(s: ArrasState, dice: number[], log: Log) {
  const c = s.combat!;
  c.dice = dice;
  const at = c.av + dice[0] + dice[1];
  const dt = c.dv + dice[2] + dice[3];
  log?.(told('9.4.1', (w) => w.log.totals(c.av, dice[0] + dice[1], at, c.dv, dice[2] + dice[3], dt)));
  offerCombatReroll(s, log);
}

/** 13.4 / 13.1A The Attacker, then the Defender, may reroll a Combat Resolution once each. */
function offerCombatReroll(s: ArrasState, log: Log) {
  const c = s.combat!;
  for (const who of [c.attacker, other(c.attacker)]) {
    if (c.rerolled[who] || c.declined?.includes(who)) continue;
    if (s.rerollMarker[who] || s.advantage === who) {
      s.step = { k: 'combat-reroll', who };
      return;
    }
  }
  resolveAssault(s, log);
}

function combatReroll(s: ArrasState, who: Side, using: 'marker' | 'advantage' | null, log: Log) {
  const c = s.combat!;
  if (!using) {
    (c.declined ??= []).push(who);
    return offerCombatReroll(s, log);
  }
  c.rerolled[who] = true;
  if (using === 'marker') {
    s.rerollMarker[who] = false;
    log?.(told('13.4', (w) => w.log.rerollMarker(who)));
  } else {
    useAdvantage(s, who);
    log?.(told('13.1A', (w) => w.log.rerollAdvantage(who)));
  }
  roll(s, 'combat', 4);
}

/** 9.4.4 Computing results. */
function resolveAssault(s: ArrasState, log: Log) {
  const c = s.combat!;
  const at = c.av + c.dice[0] + c.dice[1];
  const dt = c.dv + c.dice[2] + c.dice[3];
  const as = s.assault!;
  for (const u of c.participants) if (!as.done.includes(u)) as.done.push(u);
  as.waiting = as.waiting.filter((u) => !c.participants.includes(u));
  if (at < dt) {
    c.result = 'repulse';
    log?.(told('9.4.4', (w) => w.log.repulse(at, dt, unitName(c.lead))));
    eliminate(s, c.lead, false);
    for (const u of c.participants) if (u !== c.lead) setSpent(s, u, 1);
    if (c.mandatory) {
      log?.(told('9.1', (w) => w.log.mandatoryRepulsed));
      c.retreatQueue = c.participants.filter((u) => s.loc[u] === c.area);
      return processAttackerRetreats(s, log);
    }
    return afterAttackerResult(s, log);
  }
  for (const u of c.participants) setSpent(s, u, 1);
  if (at === dt) {
    c.result = 'stalemate';
    log?.(told('9.4.4', (w) => w.log.stalemate(at, dt)));
    return afterAttackerResult(s, log);
  }
  c.result = 'success';
  c.ap = at - dt;
  log?.(told('9.4.4', (w) => w.log.success(at, dt, c.ap)));
  startAbsorb(s, c.ap, log);
}

/** After a Repulse or Stalemate: the attacker may retreat voluntarily (not from a Contested Active Area, 9.3). */
function afterAttackerResult(s: ArrasState, log: Log) {
  const c = s.combat!;
  if (!c.inPlace && voluntaryRetreatUnits(s, c.attacker).length) {
    s.step = { k: 'voluntary-retreat', side: c.attacker };
    return;
  }
  defenderVoluntaryRetreat(s, log);
}

function processAttackerRetreats(s: ArrasState, log: Log) {
  const c = s.combat!;
  while (c.retreatQueue.length) {
    const u = c.retreatQueue[0];
    const options = attackerRetreatDestinations(s, u, c.area, s.assault!.enteredFrom[u]);
    if (options.length === 0) {
      c.retreatQueue.shift();
      log?.(told('11.2.4', (w) => w.log.cannotRetreat(unitName(u))));
      eliminate(s, u, false);
      continue;
    }
    if (options.length === 1) {
      c.retreatQueue.shift();
      retreatUnit(s, u, options[0], log);
      continue;
    }
    s.step = { k: 'retreat', side: c.attacker, unit: u, options, voluntary: false };
    return;
  }
  defenderVoluntaryRetreat(s, log);
}

function retreatUnit(s: ArrasState, u: number, to: number, log: Log) {
  const from = s.loc[u];
  setLoc(s, u, to);
  updateControl(s, from);
  updateControl(s, to);
  log?.(told('11.2', (w) => w.log.retreats(unitName(u), from, to)));
}

/** Units that may retreat voluntarily (11.2.3): Spent defenders; attackers after Repulse/Stalemate. */
function voluntaryRetreatUnits(s: ArrasState, side: Side): number[] {
  const c = s.combat!;
  if (side === c.attacker) return c.participants.filter((u) => s.loc[u] === c.area);
  return unitsIn(s, c.area, side).filter((u) => s.spent[u]);
}

function voluntaryRetreatOptions(s: ArrasState, side: Side, u: number): number[] {
  const c = s.combat!;
  if (side === c.attacker) return attackerRetreatDestinations(s, u, c.area, s.assault!.enteredFrom[u]);
  return retreatDestinations(s, u, c.area);
}

function defenderVoluntaryRetreat(s: ArrasState, log: Log) {
  const c = s.combat!;
  const def = other(c.attacker);
  const any = voluntaryRetreatUnits(s, def).some((u) => voluntaryRetreatOptions(s, def, u).length > 0);
  if (any) {
    s.step = { k: 'voluntary-retreat', side: def };
    return;
  }
  endCombat(s, log);
}

function endCombat(s: ArrasState, log: Log) {
  const c = s.combat!;
  if (c.friendlyAp > 0) return mistakenAttack(s, log);
  if (c.overrun && c.kind === 'assault') {
    c.kind = 'overrun-pending';
    s.step = { k: 'overrun' };
    return;
  }
  if (c.kind === 'bombardment' || c.kind === 'air') return endImpulse(s, log);
  s.combat = null;
  continueAssault(s, log);
}

function continueAssault(s: ArrasState, log: Log) {
  s.step = { k: 'assault' };
  // Nothing left to do: the Impulse ends by itself.
  const out: Action[] = [];
  legalMoves(s, out);
  if (!out.length && !attackOptions(s).length) endAssault(s, log);
}

function endAssault(s: ArrasState, log: Log) {
  finishMover(s);
  const as = s.assault!;
  for (const u of as.waiting) if (!as.done.includes(u)) as.done.push(u);
  log?.(told('8.1', (w) => w.log.endAssault(s.momentum)));
  endImpulse(s, log);
}

// ---- 11.1 Attrition Points ----------------------------------------------------------------------------------

/** 11.1 Attrition costs: Fresh eliminated 3, Fresh flipped 1, Spent eliminated 2, Spent retreats 1. */
const COSTS: AttritionCosts = { freshEliminated: 3, flip: 1, spentEliminated: 2, spentRetreats: 1 };

function startAbsorb(s: ArrasState, ap: number, log: Log) {
  const c = s.combat!;
  const victims = unitsIn(s, c.area, c.victim);
  const units = lossUnits(s.spent, victims);
  const capacity = lossCapacity(COSTS, units);
  c.apLeft = lossTarget(COSTS, units, ap);
  c.firstTaken = false;
  if (ap >= capacity) {
    // 9.4.4 more AP than the defenders can absorb: all are eliminated, the rest ignored; Overrun?
    const overrun =
      c.kind === 'assault' && ap > capacity && UNITS[c.lead].type === 'armor' && AREA[c.area].tem < 3 && !isZone(c.area) && c.victim !== c.attacker;
    log?.(told('11.1', (w) => w.log.wipedOut(ap, capacity, c.victim, c.area)));
    for (const u of victims) eliminate(s, u, overrun);
    updateControl(s, c.area);
    c.apLeft = 0;
    if (overrun) {
      c.overrun = true;
      c.overrunUnits = c.participants.filter((u) => s.loc[u] === c.area);
      log?.(told('9.4.4', (w) => w.log.overrun));
    }
    return afterAbsorb(s, log);
  }
  s.step = { k: 'absorb' };
}

/** 11.1 The AP allocations open to the victim now (first AP on the lead/Primary Target, exact losses). */
export function absorbOptions(s: ArrasState): LossChoice[] {
  const c = s.combat!;
  const first = c.firstTaken ? -1 : c.victim === c.attacker ? c.friendlyPrimary! : c.defLead;
  return lossChoices(COSTS, lossUnits(s.spent, unitsIn(s, c.area, c.victim)), c.apLeft, [first], false, (u) => retreatDestinations(s, u, c.area));
}

function absorb(s: ArrasState, u: number, how: AbsorbHow, to: number | undefined, log: Log) {
  const c = s.combat!;
  const cost = lossCost(COSTS, how, !!s.spent[u]);
  c.apLeft -= cost;
  c.firstTaken = true;
  if (how === 'flip') {
    setSpent(s, u, 1);
    log?.(told('11.1', (w) => w.log.flips(unitName(u))));
  } else if (how === 'eliminate') {
    log?.(told('11.1', (w) => w.log.eliminated(unitName(u), cost)));
    eliminate(s, u, false);
    updateControl(s, c.area);
  } else if (to === undefined) {
    log?.(told('11.2.4', (w) => w.log.cannotRetreatAp(unitName(u))));
    eliminate(s, u, false);
    updateControl(s, c.area);
  } else {
    retreatUnit(s, u, to, log);
    log?.(told('11.1', (w) => w.log.spentRetreat));
  }
  if (c.apLeft <= 0 || unitsIn(s, c.area, c.victim).length === 0) {
    c.apLeft = 0;
    return afterAbsorb(s, log);
  }
}

function afterAbsorb(s: ArrasState, log: Log) {
  const c = s.combat!;
  if (c.victim === c.attacker) {
    // 18.6.3 the mistaken attack's losses are taken; the impulse ends.
    c.friendlyAp = 0;
    return endImpulse(s, log);
  }
  defenderVoluntaryRetreat(s, log);
}

/** Put a unit in the Eliminated Units Box (or on the Turn Track after an Overrun, 9.4.4). */
function eliminate(s: ArrasState, u: number, overrun: boolean) {
  if (overrun && UNITS[u].type !== 'leader') {
    setLoc(s, u, OVERRUN_TRACK);
    s.overrunUntil[u] = s.turn + 1;
  } else setLoc(s, u, ELIMINATED);
  setSpent(s, u, 0);
}

// ---- 9.4.4 Overrun ------------------------------------------------------------------------------------------

function overrunMoves(s: ArrasState): Action[] {
  const c = s.combat!;
  const out: Action[] = [];
  for (const u of c.overrunUnits) {
    if (s.loc[u] !== c.area || c.overrunMoved.includes(u)) continue;
    for (const to of GRAPH.neighbours[c.area]) {
      if (isZone(to)) continue; // 9.4.4 Overrun movement may not enter a Zone
      if (s.assault!.attacked.includes(to)) continue;
      if (entryForbidden(s, c.attacker, c.area, to)) continue;
      if (s.options.historicalAttackPath && c.attacker === 'allied' && s.turn === 1 && (to === 1 || to === 3)) continue; // 18.1.1
      if (GRAPH.boundary(c.area, to) === 'water' && UNITS[u].type !== 'infantry' && UNITS[u].type !== 'leader') continue;
      if (UNITS[u].type !== 'leader' && stackCount(s, to, c.attacker) >= STACKING_LIMIT) continue;
      const enemy = hasUnits(s, to, other(c.attacker));
      if (enemy && c.overrunEnemyArea >= 0 && c.overrunEnemyArea !== to) continue; // only one enemy-occupied area
      if (s.control[to] !== c.attacker && !hasUnits(s, to, c.attacker)) {
        const t = UNITS[u].type;
        if (t === 'artillery' || t === 'leader') continue; // 8.3.4
        if (t === 'antitank' && enemy) continue; // 8.3.5
      }
      out.push(({ type: 'overrun-move', unit: UNITS[u].id, to }));
    }
  }
  if (c.overrunEnemyArea >= 0) {
    const units = c.overrunUnits.filter((u) => s.loc[u] === c.overrunEnemyArea);
    if (units.some(canLead) && hasUnits(s, c.overrunEnemyArea, other(c.attacker))) out.push(({ type: 'attack', area: c.overrunEnemyArea }));
  }
  out.push(({ type: 'done' }));
  return out;
}

function overrunMove(s: ArrasState, u: number, to: number, log: Log) {
  const c = s.combat!;
  const from = s.loc[u];
  setLoc(s, u, to);
  s.assault!.enteredFrom[u] = from;
  ((s.assault!.paths ??= {})[u] ??= [from]).push(to);
  c.overrunMoved.push(u);
  updateControl(s, from);
  updateControl(s, to);
  if (hasUnits(s, to, other(c.attacker))) c.overrunEnemyArea = to;
  noteAlliesEast(s, c.attacker, to, false);
  log?.(told('9.4.4', (w) => w.log.overrunsInto(unitName(u), to)));
}

function overrunAttack(s: ArrasState, log: Log) {
  const c = s.combat!;
  const area = c.overrunEnemyArea;
  const units = c.overrunUnits.filter((u) => s.loc[u] === area);
  s.assault!.attacked.push(area);
  noteAlliesEast(s, c.attacker, area, true);
  const next = newCombat(s, 'overrun', area, false, false);
  next.candidates = units;
  s.combat = next;
  log?.(told('9.4.4', (w) => w.log.overrunAttack(area)));
  s.step = { k: 'attack-select' };
}

// ---- 10.0 Bombardment -----------------------------------------------------------------------------------

/** 10.1.1 May artillery unit `u` bombard `target`? */
export function inRange(s: ArrasState, u: number, target: number): boolean {
  const at = s.loc[u];
  if (at <= 0) return false;
  if (isZone(at) || isZone(target)) return at === target; // 10.1.1, 14.4
  if (contested(s, at)) return at === target; // 10.1.1 artillery in a Contested Area
  const side = UNITS[u].side;
  const bank = AREA[at].scarpe;
  const t = AREA[target];
  if (side === 'german' && bank === 'S') return t.scarpe === 'S';
  return t.scarpe === bank || t.alongScarpe;
}

function bombardTargetOk(s: ArrasState, side: Side, target: number): boolean {
  if (!hasUnits(s, target, other(side))) return false;
  if (target === 19 && !s.released['panzer-25']) return false; // 10.1.2
  if (target === 21 && !s.released['french-cavalry']) return false; // 10.1.2
  if (side === 'allied' && target === 19 && !s.area19Activated) return false; // 15.3.2
  if (side === 'allied' && s.options.historicalAttackPath && s.turn === 1 && (target === 1 || target === 3)) return false; // 18.1.1
  return true;
}

function freshArtillery(s: ArrasState, side: Side): number[] {
  const out: number[] = [];
  for (let u = 0; u < N_UNITS; u++) {
    if (s.loc[u] > 0 && !s.spent[u] && UNITS[u].side === side && UNITS[u].type === 'artillery' && isReleased(s, u)) out.push(u);
  }
  return out;
}

function declareBombardment(s: ArrasState, target: number, artillery: number, log: Log) {
  const c = newCombat(s, 'bombardment', target, false, false);
  c.lead = artillery;
  s.combat = c;
  noteAlliesEast(s, s.momentum, target, false);
  log?.(told('6.2.4', (w) => w.log.bombardment(s.momentum, s.impulse, target, unitName(artillery))));
  if (supportOptions(s).length) s.step = { k: 'support' };
  else toPrimary(s, log);
}

/** 10.3B a second Artillery unit may support; SS and Wehrmacht artillery do not support each other. */
function supportOptions(s: ArrasState): number[] {
  const c = s.combat!;
  const lead = UNITS[c.lead];
  return freshArtillery(s, c.attacker).filter((u) => {
    if (u === c.lead || !inRange(s, u, c.area)) return false;
    const n = UNITS[u].nation;
    return !((n === 'ss' && lead.nation === 'wehrmacht') || (n === 'wehrmacht' && lead.nation === 'ss'));
  });
}

/** 10.2.1 Leaders may be the Primary Target only if they are the only enemy unit type there. */
function primaryOptions(s: ArrasState, victim: Side): number[] {
  const c = s.combat!;
  const units = unitsIn(s, c.area, victim);
  const nonLeaders = units.filter((u) => UNITS[u].type !== 'leader');
  return nonLeaders.length ? nonLeaders : units;
}

function toPrimary(s: ArrasState, log: Log) {
  const opts = primaryOptions(s, s.combat!.victim);
  if (opts.length === 1) return choosePrimary(s, opts[0], log);
  s.step = { k: 'primary' };
}

function choosePrimary(s: ArrasState, u: number, log: Log) {
  const c = s.combat!;
  if (c.friendlyAp > 0) {
    c.friendlyPrimary = u;
    log?.(told('18.6.3', (w) => w.log.mistakenTarget(other(c.attacker), unitName(u))));
    c.victim = c.attacker;
    return startAbsorb(s, c.friendlyAp, log);
  }
  c.defLead = u;
  log?.(told('10.2.1', (w) => w.log.primary(unitName(u))));
  const v = bombardmentValues(s, c);
  c.av = v.av;
  c.dv = v.dv;
  log?.(told(c.kind === 'air' ? '18.6' : '10.3', (w) => w.log.bombardValues(c.av, c.dv)));
  roll(s, 'bombardment', 4);
}

/** A term of a bombardment's value: its number, what it is in English and in French, its rule. */
export type BombardmentTerm = [n: number, en: string, fr: string, rule: string];

/** 10.3 / 10.4 (18.6 for Air Bombardment): the Attack and Defense Values of a bombardment, each term with its rule. */
export function bombardmentValues(s: ArrasState, c: CombatState): { av: number; dv: number; avParts: BombardmentTerm[]; dvParts: BombardmentTerm[] } {
  const avParts: BombardmentTerm[] = [];
  const dvParts: BombardmentTerm[] = [];
  const air = c.kind === 'air';
  if (air) avParts.push([AIR_MARKERS[c.attacker].attack, 'air bombardment marker', 'pion de bombardement aérien', '18.6']);
  else {
    avParts.push([UNITS[c.lead].attack ?? 0, UNITS[c.lead].name, UNITS[c.lead].name, '10.3A']);
    if (c.support >= 0) avParts.push([2, `support ${UNITS[c.support].name}`, `appui ${UNITS[c.support].name}`, '10.3B']);
  }
  if (unitsIn(s, c.area, c.victim).length > 4) avParts.push([1, 'more than four units', 'plus de quatre unités', air ? '18.6' : '10.3C']);
  dvParts.push([AREA[c.area].tem, 'TEM', 'MET', air ? '18.6' : '10.4A']);
  if (!air) {
    let arty = 0;
    for (const v of unitsIn(s, c.area, c.victim)) if (UNITS[v].type === 'artillery') arty++;
    if (arty) dvParts.push([arty, 'artillery in the area', 'artillerie dans la zone', '10.4B']);
  }
  const sum = (xs: BombardmentTerm[]) => xs.reduce((t, [n]) => t + n, 0);
  return { av: sum(avParts), dv: sum(dvParts), avParts, dvParts };
}

function bombardmentDice(s: ArrasState, dice: number[], log: Log) {
  const c = s.combat!;
  c.dice = dice;
  const at = c.av + dice[0] + dice[1];
  const dt = c.dv + dice[2] + dice[3];
  log?.(told('10.4', (w) => w.log.bombardTotals(at, dt)));
  // 13.1A the holder of the Advantage may demand a reroll (Reroll markers may not be used, 13.4).
  if (s.advantage && !c.rerolled[s.advantage] && !c.declined?.includes(s.advantage)) {
    s.step = { k: 'reroll-offer', who: s.advantage, purpose: 'bombardment' };
    return;
  }
  resolveBombardment(s, log);
}

function resolveBombardment(s: ArrasState, log: Log) {
  const c = s.combat!;
  const da = c.dice[0] + c.dice[1];
  const dd = c.dice[2] + c.dice[3];
  const at = c.av + da;
  const dt = c.dv + dd;
  // Attacking artillery flips Spent (10.4); an Air marker is flipped to its used side (18.6).
  if (c.kind === 'bombardment') {
    setSpent(s, c.lead, 1);
    if (c.support >= 0) setSpent(s, c.support, 1);
  }
  // 18.6.3 Mistaken attack: a Contested target and equal unmodified DRs.
  if (c.kind === 'air' && da === dd && contested(s, c.area)) {
    c.friendlyAp = Math.ceil(da / 2);
    log?.(told('18.6.3', (w) => w.log.mistaken(c.friendlyAp)));
  }
  if (at > dt) {
    c.result = 'success';
    c.ap = at - dt;
    log?.(told('10.4', (w) => w.log.bombardSucceeds(c.ap)));
    return startAbsorb(s, c.ap, log);
  }
  log?.(told('10.4', (w) => w.log.bombardFails));
  defenderVoluntaryRetreat(s, log);
}

function mistakenAttack(s: ArrasState, log: Log) {
  const c = s.combat!;
  if (!hasUnits(s, c.area, c.attacker)) {
    c.friendlyAp = 0;
    return endImpulse(s, log);
  }
  const opts = primaryOptions(s, c.attacker);
  if (opts.length === 1) return choosePrimary(s, opts[0], log);
  s.step = { k: 'primary' };
}

// ---- 6.2 / 13.1A momentum rolls and rerolls -----------------------------------------------------------------

function rerollOffer(s: ArrasState, who: Side, accept: boolean, log: Log) {
  const step = s.step as { k: 'reroll-offer'; purpose: 'momentum' | 'bombardment' };
  if (step.purpose === 'momentum') {
    if (accept) {
      s.momentumRerolled = false;
      return momentumDr(s, s.pendingDr!, log);
    }
    useAdvantage(s, who);
    log?.(told('13.1A', (w) => w.log.rerollMomentum(who)));
    s.momentumRerolled = true;
    return roll(s, 'momentum');
  }
  const c = s.combat!;
  if (accept) {
    (c.declined ??= []).push(who);
    return resolveBombardment(s, log);
  }
  c.rerolled[who] = true;
  useAdvantage(s, who);
  log?.(told('13.1A', (w) => w.log.rerollBombardment(who)));
  roll(s, 'bombardment', 4);
}

// ---- 12.0 Reorganization ---------------------------------------------------------------------------------

function endCombatPhase(s: ArrasState, log: Log) {
  s.assault = null;
  s.combat = null;
  s.phase = 'reorganization';
  settleAdvantage(s, log);
  log?.(told('6.3', (w) => w.log.reorganizationPhase(s.turn)));
  startReorganization(s, 'allied', log);
}

function startReorganization(s: ArrasState, side: Side, log: Log) {
  s.rallied = false;
  s.leaderQueue = [];
  s.leadersToPlace = [];
  for (let u = 0; u < N_UNITS; u++) {
    if (UNITS[u].side !== side || UNITS[u].type !== 'leader') continue;
    if (s.loc[u] === ELIMINATED) s.leaderQueue.push(u);
    if (s.loc[u] === WOUNDED) s.leadersToPlace.push(u); // 12.2 lightly wounded last Turn
  }
  nextLeaderFate(s, side, log);
}

function nextLeaderFate(s: ArrasState, side: Side, log: Log) {
  if (s.leaderQueue.length) return roll(s, 'leader-fate', 1, s.leaderQueue[0]);
  s.step = { k: 'reorganize', side };
  if (!reorganizeActions(s, side).some((a) => a.type !== 'done')) finishReorganization(s, side, log);
}

/** 12.2 The fate of an eliminated Leader. */
function leaderFate(s: ArrasState, u: number, dr: number, log: Log) {
  s.leaderQueue.shift();
  const side = UNITS[u].side;
  if (dr <= 2) {
    setLoc(s, u, KIA);
    log?.(told('12.2', (w) => w.log.kia(unitName(u), dr)));
  } else if (dr <= 4) {
    setLoc(s, u, WOUNDED);
    log?.(told('12.2', (w) => w.log.wounded(unitName(u), dr)));
  } else {
    s.leadersToPlace.push(u);
    log?.(told('12.2', (w) => w.log.returnsNow(unitName(u), dr)));
  }
  nextLeaderFate(s, side, log);
}

/** 12.1 Areas a returning unit may be placed in. */
export function placementAreas(s: ArrasState, side: Side, u: number): number[] {
  const out: number[] = [];
  for (const a of GRAPH.ids) {
    if (isZone(a) || s.control[a] !== side || contested(s, a)) continue;
    if ((a === 19 && !s.released['panzer-25']) || (a === 21 && !s.released['french-cavalry'])) continue;
    if (!hasUnits(s, a, side)) continue;
    if (UNITS[u].type !== 'leader' && stackCount(s, a, side) >= STACKING_LIMIT) continue;
    out.push(a);
  }
  if (out.length) return out;
  return GRAPH.ids.filter((a) => isZone(a) && s.control[a] === side && !hasUnits(s, a, other(side)));
}

/** 12.1 British and French reorganize each other, as do SS and Wehrmacht: same side, same type. */
function reorganizeActions(s: ArrasState, side: Side): Action[] {
  const out: Action[] = [];
  if (s.leadersToPlace.length) {
    const u = s.leadersToPlace[0];
    const areas = placementAreas(s, side, u);
    for (const a of areas) out.push(({ type: 'place-leader', unit: UNITS[u].id, area: a }));
    if (areas.length) return out;
  }
  const box: number[] = [];
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] === ELIMINATED && UNITS[u].side === side && UNITS[u].type !== 'leader') box.push(u);
  // Identical units (same type, values and nation) give identical results: list one of each.
  for (const u of box) {
    const areas = placementAreas(s, side, u);
    if (!areas.length) continue;
    for (const v of box) {
      if (v === u || UNITS[v].type !== UNITS[u].type) continue;
      for (const a of areas) out.push(({ type: 'reorganize', unit: UNITS[u].id, remove: UNITS[v].id, area: a }));
    }
    if (s.advantage === side && !s.rallied) for (const a of areas) out.push(({ type: 'rally', unit: UNITS[u].id, area: a })); // 13.2
  }
  out.push(({ type: 'done' }));
  return out;
}

function placeReturning(s: ArrasState, u: number, area: number) {
  setLoc(s, u, area);
  setSpent(s, u, 0);
  updateControl(s, area);
}

function finishReorganization(s: ArrasState, side: Side, log: Log) {
  // Leaders who could not be placed stay out until a later phase (12.2: WOUNDED keeps them queued).
  for (const u of s.leadersToPlace) setLoc(s, u, WOUNDED);
  s.leadersToPlace = [];
  if (side === 'allied') return startReorganization(s, 'german', log);
  settleAdvantage(s, log); // 13.3 at the end of the Phase
  // 12.1 Units overrun last Turn move from the Turn Track to the Eliminated Units Box.
  for (let u = 0; u < N_UNITS; u++) {
    if (s.loc[u] === OVERRUN_TRACK && s.overrunUntil[u] <= s.turn) {
      setLoc(s, u, ELIMINATED);
      delete s.overrunUntil[u];
    }
  }
  endPhase(s, log);
}

// ---- 6.4 End Phase and 16.0 Victory -------------------------------------------------------------------------

function endPhase(s: ArrasState, log: Log) {
  s.phase = 'end';
  log?.(told('6.4', (w) => w.log.endPhase(s.turn)));
  const auto = automaticVictory(s);
  if (auto) return finish(s, auto.winner, 'automatic', auto.detail, log, auto.rule);
  const gained = turnVp(s);
  s.vp += gained.vp;
  log?.(told('16.2', (w) => w.log.turnVp(gained.vp, gained.detail, s.vp)));
  if (s.turn === 4 && s.options.gort) return roll(s, 'gort');
  closeTurn(s, log);
}

/** 16.1 Automatic Victory. */
export function automaticVictory(s: ArrasState): { winner: Side; detail: (w: Words) => string; rule: string } | null {
  for (const z of [ZONE.A, ZONE.B]) {
    if (s.control[z] === 'allied' && !hasUnits(s, z, 'german') && tracesToLens(s, z)) {
      return { winner: 'allied', detail: (w) => w.result.path(AREA[z].label), rule: '16.1.1' };
    }
  }
  if (s.control[ARRAS] === 'german') {
    const south = GRAPH.ids.filter((a) => AREA[a].scarpe === 'S' && s.control[a] === 'allied').length;
    if (south < 2) return { winner: 'german', detail: (w) => w.result.arras(south), rule: '16.1.2' };
  }
  return null;
}

/** A path of contiguous Allied-Controlled Areas from `from` to Zone E (16.1.1, 16.2). */
export function tracesToLens(s: ArrasState, from: number): boolean {
  return GRAPH.connected(
    from,
    (a) => a === ZONE.E,
    (a) => a === from || s.control[a] === 'allied',
  );
}

/** 16.2 VP this End Phase: 2 per Allied-Controlled, 1 per Allied-Contested VP Area tracing to Lens. */
export function turnVp(s: ArrasState): { vp: number; detail: string[] } {
  let vp = 0;
  const detail: string[] = [];
  for (const a of VP_AREAS) {
    const value = s.control[a] === 'allied' ? 2 : hasUnits(s, a, 'allied') ? 1 : 0;
    if (value && tracesToLens(s, a)) {
      vp += value;
      detail.push(`${AREA[a].name} ${value}`);
    }
  }
  return { vp, detail };
}

/** 16.2 Final tally: +1 per German unit lost, -1 per Allied unit lost. */
export function lossVp(s: ArrasState): { german: number; allied: number } {
  const lost = { german: 0, allied: 0 };
  for (let u = 0; u < N_UNITS; u++) {
    const l = s.loc[u];
    if (l === ELIMINATED || l === REMOVED || l === OVERRUN_TRACK || l === KIA || l === WOUNDED) lost[UNITS[u].side]++;
  }
  return lost;
}

function gortDr(s: ArrasState, dr: number, log: Log) {
  const total = dr + s.vp;
  if (total >= 7) {
    log?.(told('18.2', (w) => w.log.gortContinues(dr, s.vp, total)));
    return closeTurn(s, log);
  }
  log?.(told('18.2', (w) => w.log.gortStops(dr, s.vp, total)));
  if (s.advantage === 'allied') {
    s.step = { k: 'gort-mind' };
    return;
  }
  finish(s, 'german', 'automatic', (w) => w.result.gort, log, '18.2');
}

function closeTurn(s: ArrasState, log: Log) {
  if (s.turn === LAST_TURN) {
    const lost = lossVp(s);
    s.vp += lost.german - lost.allied;
    log?.(told('16.2', (w) => w.log.losses(lost.german, lost.allied, s.vp)));
    // 16.3 Final Victory Check
    if (s.vp >= s.vpNeeded) return finish(s, 'allied', 'operational', (w) => w.result.won(s.vp, s.vpNeeded), log, '16.3');
    return finish(s, 'german', 'operational', (w) => w.result.short(s.vp, s.vpNeeded), log, '16.3');
  }
  // 6.4 flip Spent units, reroll and air markers back; advance the Turn.
  for (let u = 0; u < N_UNITS; u++) setSpent(s, u, 0);
  s.rerollMarker = { allied: true, german: true };
  if (s.turn === 3 && s.options.alliedAir) log?.(told('18.6.2', (w) => w.log.alliedAirWithdrawn));
  s.air = { allied: s.options.alliedAir && s.turn + 1 <= 3, german: s.options.germanAir && s.turn + 1 >= 4 };
  s.resetUsed = { allied: false, german: false };
  s.impulse = 1;
  s.turn += 1;
  startTurn(s, log);
}

function finish(s: ArrasState, winner: Side, kind: string, detail: (w: Words) => string, log: Log, rule: string) {
  s.phase = 'over';
  s.step = { k: 'over' };
  s.result = { winner, kind, detail: detail(en), texts: { fr: detail(fr) } };
  log?.(told(rule, (w) => w.log.victory(winner, kind === 'automatic', detail(w))));
}

// ---- Who acts, what they may do, and doing it -------------------------------------------------------------

export function toAct(s: ArrasState): string[] {
  const st = s.step;
  switch (st.k) {
    case 'over':
      return [];
    case 'bid':
      return SIDES.filter((r) => s.bids[r] === null);
    case 'setup':
    case 'reorganize':
    case 'voluntary-retreat':
    case 'retreat':
      return [st.side];
    case 'roll':
      return ['chance'];
    case 'reroll-offer':
    case 'combat-reroll':
      return [st.who];
    case 'lead-defender':
      return [other(s.combat!.attacker)];
    case 'absorb':
      return [s.combat!.victim];
    case 'primary':
      return [s.combat!.friendlyAp > 0 ? other(s.combat!.attacker) : s.combat!.attacker];
    case 'gort-mind':
      return ['allied'];
    default:
      return [s.momentum];
  }
}

export function legal(s: ArrasState, role: string): Action[] {
  if (!toAct(s).includes(role) || role === 'chance') return [];
  const st = s.step;
  const side = role as Side;
  const out: Action[] = [];
  switch (st.k) {
    case 'bid':
      for (let n = 0; n <= MAX_BID; n++) out.push(({ type: 'bid', vp: n }));
      break;
    case 'setup':
      for (const g of s.toPlace[side]) for (const a of setupAreasFor(s, side, g)) out.push(({ type: 'place', group: g, area: a }));
      break;
    case 'impulse-start':
      out.push(({ type: 'roll-momentum' }), ({ type: 'reset' }));
      break;
    case 'impulse':
      impulseActions(s, side, out);
      break;
    case 'reroll-offer':
      out.push(({ type: 'accept' }), ({ type: 'reroll', using: 'advantage' }));
      break;
    case 'assault': {
      legalMoves(s, out);
      for (const o of attackOptions(s)) out.push(({ type: 'attack', area: o.area }));
      // 8.1 at least one unit must act in an Assault Impulse before it may end.
      const as = s.assault!;
      if (!pendingMandatory(s) && (as.done.length || as.mover >= 0 || as.waiting.length)) out.push({ type: 'end' });
      break;
    }
    case 'attack-select': {
      const c = s.combat!;
      for (const u of c.candidates) if (!c.participants.includes(u)) out.push(({ type: 'join', unit: UNITS[u].id }));
      if (c.participants.some(canLead)) out.push(({ type: 'resolve' }));
      break;
    }
    case 'lead-attacker':
      for (const u of s.combat!.participants) if (canLead(u)) out.push(({ type: 'lead', unit: UNITS[u].id }));
      break;
    case 'lead-defender':
      for (const u of unitsIn(s, s.combat!.area, s.combat!.victim)) out.push(({ type: 'lead', unit: UNITS[u].id }));
      break;
    case 'combat-reroll':
      out.push(({ type: 'accept' }));
      if (s.rerollMarker[side]) out.push(({ type: 'reroll', using: 'marker' }));
      if (s.advantage === side) out.push(({ type: 'reroll', using: 'advantage' }));
      break;
    case 'support':
      for (const u of supportOptions(s)) out.push(({ type: 'support', unit: UNITS[u].id }));
      out.push(({ type: 'no-support' }));
      break;
    case 'primary': {
      const c = s.combat!;
      const victim = c.friendlyAp > 0 ? c.attacker : c.victim;
      for (const u of primaryOptions(s, victim)) out.push(({ type: 'primary', unit: UNITS[u].id }));
      break;
    }
    case 'absorb':
      for (const o of absorbOptions(s)) out.push(o.to === undefined ? { type: 'absorb', unit: UNITS[o.unit].id, how: o.how } : { type: 'absorb', unit: UNITS[o.unit].id, how: o.how, to: o.to });
      break;
    case 'retreat':
      for (const a of st.options) out.push(({ type: 'retreat', unit: UNITS[st.unit].id, to: a }));
      break;
    case 'voluntary-retreat':
      for (const u of voluntaryRetreatUnits(s, side)) for (const a of voluntaryRetreatOptions(s, side, u)) out.push(({ type: 'retreat', unit: UNITS[u].id, to: a }));
      out.push(({ type: 'done' }));
      break;
    case 'overrun':
      out.push(...overrunMoves(s));
      break;
    case 'reorganize':
      out.push(...reorganizeActions(s, side));
      break;
    case 'gort-mind':
      out.push(({ type: 'change-gort' }), ({ type: 'accept' }));
      break;
  }
  return out;
}

/** Could unit `u` (Fresh, in `area`) move or attack if `area` were activated? */
function canActInAssault(s: ArrasState, u: number, area: number): boolean {
  // 9.3 an attack within a Contested Active Area, led by Infantry or Armor.
  if (canLead(u) && contested(s, area)) return true;
  const mf = movementFactor(s, u);
  for (const to of GRAPH.neighbours[area]) if (checkStep(s, u, area, to, mf, true).ok) return true;
  return false;
}

function impulseActions(s: ArrasState, side: Side, out: Action[]) {
  // 6.2.3 Assault: an Area with a Fresh activatable unit that can move or attack (an Assault in
  // which nothing could act would be a Pass that does not count as one: ruling, see the notes).
  const areas: number[] = [];
  for (let u = 0; u < N_UNITS; u++) {
    const a = s.loc[u];
    if (a > 0 && !s.spent[u] && UNITS[u].side === side && isReleased(s, u) && !areas.includes(a) && canActInAssault(s, u, a)) areas.push(a);
  }
  for (const a of areas.sort((x, y) => x - y)) out.push({ type: 'assault', area: a });
  // 6.2.4 Bombardment with Artillery (10.1) and Air Bombardment markers (18.6).
  const artillery = freshArtillery(s, side);
  if (artillery.length || s.air[side]) {
    const targets = GRAPH.ids.filter((t) => bombardTargetOk(s, side, t));
    for (const u of artillery) for (const t of targets) if (inRange(s, u, t)) out.push({ type: 'bombard', target: t, artillery: UNITS[u].id });
    if (s.air[side]) for (const t of targets) if (!isZone(t)) out.push({ type: 'air', target: t });
  }
  out.push(({ type: 'pass' }));
  if (s.impulse === 1 && canReset(s)) out.push(({ type: 'reset' }));
}

const UNIT_AT = new Map(UNITS.map((d, i) => [d.id, i]));
const U = (id: unknown) => UNIT_AT.get(id as string) ?? -1;

export function perform(s: ArrasState, role: string, a: ArrasAction, log: Log): void {
  const side = role as Side;
  switch (a.type) {
    case 'dice':
      return onDice(s, a.dice, log);
    case 'bid':
      return sealBid(BIDS, s, side, a.vp, log);
    case 'place':
      return placeGroup(s, side, a.group, a.area, log);
    case 'roll-momentum':
      return roll(s, 'momentum');
    case 'reset':
      return resetImpulseTrack(s, log);
    case 'assault':
      return declareAssault(s, a.area, log);
    case 'bombard':
      return declareBombardment(s, a.target, U(a.artillery), log);
    case 'air': {
      s.air[side] = false;
      const c = newCombat(s, 'air', a.target, false, false);
      s.combat = c;
      noteAlliesEast(s, side, c.area, false);
      log?.(told('18.6', (w) => w.log.airBombardment(side, s.impulse, c.area)));
      return toPrimary(s, log);
    }
    case 'pass':
      return pass(s, log);
    case 'move':
      return moveStep(s, U(a.unit), a.to, log);
    case 'attack':
      if (s.step.k === 'overrun') return overrunAttack(s, log);
      return declareAttack(s, a.area, log);
    case 'end':
      return endAssault(s, log);
    case 'join':
      s.combat!.participants.push(U(a.unit));
      return;
    case 'resolve':
      return toLeadAttacker(s, log);
    case 'lead':
      if (s.step.k === 'lead-attacker') return chooseLead(s, U(a.unit), log);
      return chooseDefLead(s, U(a.unit), log);
    case 'accept':
      if (s.step.k === 'combat-reroll') return combatReroll(s, side, null, log);
      if (s.step.k === 'gort-mind') return finish(s, 'german', 'automatic', (w) => w.result.gort, log, '18.2');
      return rerollOffer(s, side, true, log);
    case 'reroll':
      if (s.step.k === 'combat-reroll') return combatReroll(s, side, a.using, log);
      return rerollOffer(s, side, false, log);
    case 'support':
      s.combat!.support = U(a.unit);
      log?.(told('10.3B', (w) => w.log.supports(unitName(U(a.unit)))));
      return toPrimary(s, log);
    case 'no-support':
      return toPrimary(s, log);
    case 'primary':
      return choosePrimary(s, U(a.unit), log);
    case 'absorb':
      return absorb(s, U(a.unit), a.how, a.to, log);
    case 'retreat': {
      const u = U(a.unit);
      if (s.step.k === 'retreat') {
        s.combat!.retreatQueue.shift();
        retreatUnit(s, u, a.to, log);
        return processAttackerRetreats(s, log);
      }
      retreatUnit(s, u, a.to, log);
      if (!voluntaryRetreatUnits(s, side).some((v) => voluntaryRetreatOptions(s, side, v).length)) return doneVoluntary(s, side, log);
      return;
    }
    case 'done':
      if (s.step.k === 'voluntary-retreat') return doneVoluntary(s, side, log);
      if (s.step.k === 'overrun') {
        s.combat = null;
        return continueAssault(s, log);
      }
      return finishReorganization(s, side, log);
    case 'overrun-move':
      return overrunMove(s, U(a.unit), a.to, log);
    case 'place-leader': {
      const u = U(a.unit);
      s.leadersToPlace.shift();
      placeReturning(s, u, a.area);
      log?.(told('12.2', (w) => w.log.leaderReturns(unitName(u), a.area)));
      return afterReorgAction(s, side, log);
    }
    case 'reorganize': {
      const u = U(a.unit);
      const v = U(a.remove);
      placeReturning(s, u, a.area);
      setLoc(s, v, REMOVED);
      log?.(told('12.1', (w) => w.log.reorganized(unitName(u), a.area, unitName(v))));
      return afterReorgAction(s, side, log);
    }
    case 'rally': {
      const u = U(a.unit);
      placeReturning(s, u, a.area);
      s.rallied = true;
      useAdvantage(s, side);
      log?.(told('13.2', (w) => w.log.rally(side, unitName(u), a.area)));
      return afterReorgAction(s, side, log);
    }
    case 'change-gort':
      useAdvantage(s, 'allied');
      log?.(told('18.2.1', (w) => w.log.gortChanged));
      settleAdvantage(s, log);
      return closeTurn(s, log);
  }
  throw new Error(`internal: unhandled action ${JSON.stringify(a)}`);
}

function afterReorgAction(s: ArrasState, side: Side, log: Log) {
  if (!reorganizeActions(s, side).some((x) => x.type !== 'done')) finishReorganization(s, side, log);
}

function doneVoluntary(s: ArrasState, side: Side, log: Log) {
  const c = s.combat!;
  if (side === c.attacker) return defenderVoluntaryRetreat(s, log);
  endCombat(s, log);
}

function onDice(s: ArrasState, dice: number[], log: Log) {
  const st = s.step as { k: 'roll'; purpose: RollPurpose; unit?: number };
  switch (st.purpose) {
    case 'bid-tie': {
      const swap = dice[0] >= 4;
      log?.(told('17.1', (w) => w.log.bidTie(dice[0], swap)));
      return settleBids(BIDS, s, swap, log);
    }
    case 'momentum': {
      // 13.1A the holder of the Advantage may demand a reroll (not of a roll already rerolled).
      if (s.advantage && !s.momentumRerolled) {
        s.pendingDr = dice[0];
        log?.(told('6.2.1', (w) => w.log.momentumDrRolled(dice[0], s.impulse)));
        s.step = { k: 'reroll-offer', who: s.advantage, purpose: 'momentum' };
        return;
      }
      s.momentumRerolled = false;
      return momentumDr(s, dice[0], log);
    }
    case 'combat':
      return combatDice(s, dice, log);
    case 'bombardment':
      return bombardmentDice(s, dice, log);
    case 'leader-fate':
      return leaderFate(s, st.unit!, dice[0], log);
    case 'gort':
      return gortDr(s, dice[0], log);
    default:
      return momentumPhaseDice(s, st.purpose, dice, log);
  }
}
