// Counter-Attack 1940, chapter 6 Sequence of Play: 6.1 the Momentum Phase (6.1.1 Momentum, 6.1.2 the
// German movement bonus; 15.1-15.3 releases, 18.3 Rommel, 18.4), 6.2 the Combat Phase: 6.2.1 the Momentum
// dr, 6.2.2 types of Impulses, 6.2.5 the Pass Impulse. (6.2.3 in chapter 8, 6.2.4 in 10, 6.3 in 12, 6.4 in 16.)

import { sideOfRole } from '../../../families/area-impulse/board.ts';
import { stepAt } from '../../../families/area-impulse/steps.ts';
import * as Turn from '../../../families/area-impulse/turn-start.ts';
import { told } from '../text/fr.ts';
import { BLACK_STAR, WHITE_STARS } from '../data.ts';
import { type ImpulseLoop, endImpulse as endImpulseOf, handOver, openCombatPhase, pass as passOf } from '../../../families/area-impulse/impulses.ts';
import { type ArrasState, type RollPurpose, type Side, type Step, hasActivatableFresh, setSpent } from '../state.ts';
import type { Log } from './common.ts';
import { canReset, settleAdvantage } from './13-advantage.ts';
import { endCombatPhase } from './12-reorganization.ts';
import { type Rolls, diceStep, noDiceDue } from '../../../families/area-impulse/dice.ts';
import type { ArrasAction } from '../actions.ts';
import { UNITS } from '../data.ts';
import { MOVES, movementFactor } from '../movement.ts';
import { BOARD, GRAPH, N_AREA_SLOTS, N_UNITS, isReleased, isZone, unitName } from '../state.ts';
import { type Words, en } from '../text/en.ts';
import { fr } from '../text/fr.ts';
import { PROMPTS } from '../text/prompts.ts';
import { ONLY, PASS, RESET, ROLL_MOMENTUM, U, airAction, areaAction, arrasStep, bombardAction } from './common.ts';
import { declareAssault, noteAlliesEast } from './08-movement.ts';
import { canLead, combatDice, newCombat } from './09-combat.ts';
import { bombardTargetOk, bombardmentDice, declareBombardment, fixedRange, inRangeFrom, toPrimary } from './10-bombardment.ts';
import { leaderFate } from './12-reorganization.ts';
import { resetImpulseTrack } from './13-advantage.ts';
import { gortDr } from './16-victory.ts';
import { bidTieDie } from './17-side-determination.ts';

export function startTurn(s: ArrasState, log: Log) {
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
  if (Turn.releaseDue(s, 'french-cavalry', 'french-release', 2, log, () => told('15.2', (w) => w.log.frenchAuto))) return roll(s, 'french-release');
  // 15.1 British Reserve: dr on Turn 3, automatic on Turn 4.
  if (Turn.releaseDue(s, 'british-reserve', 'reserve-release', 3, log, () => told('15.1', (w) => w.log.reserveAuto))) return roll(s, 'reserve-release');
  // 15.3 German release follows the French release by one Turn.
  if (!rel['panzer-25'] && rel['french-cavalry']) {
    if (Turn.releaseDue(s, 'panzer-25', 'panzer-release', rel['french-cavalry'] + 1, log, () => told('15.3', (w) => w.log.panzerAuto)))
      return roll(s, 'panzer-release');
    if (rel['panzer-25'] && s.options.rommelNorth) return roll(s, 'rommel-north');
  }
  // 18.4 5th Panzer Division elements.
  if (s.options.fifthPanzer && !rel['fifth-panzer'] && (t === 6 || t === 7) && !Turn.rolledThisTurn(s, 'fifth-panzer')) {
    if (t === 6 && s.alliesAssaulted13) {
      Turn.release(s, 'fifth-panzer', log, () => told('18.4', (w) => w.log.fifthAuto));
    } else return roll(s, 'fifth-panzer');
  }
  // 6.1.1 Determining Momentum.
  const winner = Turn.initiativeWithoutDice(t);
  if (!winner) {
    if (!Turn.rolledThisTurn(s, 'momentum-phase')) return roll(s, 'momentum-phase', 2);
  } else {
    log?.(told('6.1.1', (w) => w.log.automaticMomentum(winner, t)));
    beginCombatPhase(s, winner, t >= 6, log);
  }
}

export function roll(s: ArrasState, purpose: RollPurpose, dice = 1, unit?: number) {
  s.step = unit === undefined ? { k: 'roll', purpose, dice } : { k: 'roll', purpose, dice, unit };
}

/** Momentum-phase dice (one die each, momentum determination two). */
export function momentumPhaseDice(s: ArrasState, purpose: RollPurpose, dice: number[], log: Log) {
  const dr = dice[0];
  Turn.markRolled(s, purpose);
  switch (purpose) {
    case 'french-release':
      Turn.releaseRoll(s, 'french-cavalry', dr, 4, log, (yes) => told('15.2', (w) => (yes ? w.log.frenchReleased : w.log.frenchNotReleased)(dr)));
      break;
    case 'reserve-release':
      Turn.releaseRoll(s, 'british-reserve', dr, 4, log, (yes) => told('15.1', (w) => (yes ? w.log.reserveReleased : w.log.reserveNotReleased)(dr)));
      break;
    case 'panzer-release': {
      const drm = s.alliesTurnedEast ? 2 : 0; // 15.3.1
      const total = dr + drm;
      const yes = Turn.releaseRoll(s, 'panzer-25', total, 4, log, (yes) =>
        told('15.3', (w) => (yes ? w.log.panzerReleased : w.log.panzerNotReleased)(dr, drm, total)),
      );
      if (yes && s.options.rommelNorth) return roll(s, 'rommel-north');
      break;
    }
    case 'rommel-north': {
      const drm = s.reached[1] + s.reached[3];
      const total = dr + drm;
      s.rommelNorth = total >= 6;
      log?.(told('18.3', (w) => w.log.rommelNorth(dr, drm, total, s.rommelNorth)));
      break;
    }
    case 'fifth-panzer':
      Turn.releaseRoll(s, 'fifth-panzer', dr, s.turn === 6 ? 5 : 4, log, (yes) =>
        told('18.4', (w) => (yes ? w.log.fifthReleased(dr) : w.log.fifthNotReleased(dr, s.turn === 7))),
      );
      break;
    case 'momentum-phase': {
      // 6.1.1 +1 per white star Area the Allies control, -2 if they do not control Area 20.
      const drm = Turn.starModifier(s.control, WHITE_STARS, BLACK_STAR, 2);
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
  openCombatPhase(IMPULSES, s, winner, log);
}

/** 6.2 the Combat Phase's Impulses as this edition plays them (the family's loop). */
const IMPULSES: ImpulseLoop<ArrasState, Log> = {
  hasFresh: hasActivatableFresh, // 6.2.2 C
  // 6.2.1 from the second Impulse on, the Momentum dr (or the reset of the Impulse Track, 13.1B) comes first.
  open: (s) => {
    if (s.impulse < 2) s.step = { k: 'impulse' };
    else if (canReset(s)) s.step = { k: 'impulse-start' };
    else roll(s, 'momentum');
  },
  noFresh: (s, log) => log?.(told('6.2.2', (w) => w.log.noFresh(s.momentum))), // 6.2.2 C
  handedOver: (s, log) => log?.(told('6.2.2', (w) => w.log.impulseOne(s.momentum))),
  passes: (s, log) => {
    log?.(told('6.2.5', (w) => w.log.passes(s.momentum)));
    settleAdvantage(s, log); // 13.3
  },
  close: (s, log) => {
    if (s.assault) for (const u of s.assault.done) if (s.loc[u] > 0) setSpent(s, u, 1); // 8.1
    settleAdvantage(s, log); // 13.3
  },
  end: (s, why, log) => {
    if (why === 'passes') log?.(told('6.2.5', (w) => w.log.bothPassed));
    else log?.(told('6.2.2', (w) => w.log.noFreshBoth)); // 6.2.2 C
    endCombatPhase(s, log);
  },
};

/** 6.2.1 The Momentum die roll. A dr below the Impulse number (max 6) loses Momentum. */
export function momentumDr(s: ArrasState, dr: number, log: Log) {
  const loses = dr < Math.min(s.impulse, 6);
  log?.(told('6.2.1', (w) => w.log.momentumDr(s.momentum, s.impulse, dr, loses)));
  if (loses) {
    settleAdvantage(s, log);
    return handOver(IMPULSES, s, log);
  }
  s.step = { k: 'impulse' };
}

/** 6.2.5 a Pass Impulse. */
export function pass(s: ArrasState, log: Log) {
  passOf(IMPULSES, s, log);
}

/** The end of an Assault or Bombardment Impulse. */
export function endImpulse(s: ArrasState, log: Log) {
  endImpulseOf(IMPULSES, s, false, log);
}

type RollStep = Extract<Step, { k: 'roll' }>;

/** The Momentum Phase's rolls (15.1-15.3, 18.3, 18.4, 6.1.1): their dice read by `momentumPhaseDice`. */
const opening = (s: ArrasState, dice: number[], st: RollStep, log: Log) => momentumPhaseDice(s, st.purpose, dice, log);

/** A die roll (2.1): each roll's rule, and what its dice do (in the chapter of its rule). */
const ROLLS: Rolls<ArrasState, RollStep, Words> = {
  at: (s) => stepAt(s, 'roll'),
  rules: {
    'bid-tie': { rule: '17.1', effect: (s, dice, _st, log) => bidTieDie(s, dice[0], log) },
    'french-release': { rule: '15.2', effect: opening },
    'reserve-release': { rule: '15.1', effect: opening },
    'panzer-release': { rule: '15.3', effect: opening },
    'rommel-north': { rule: '18.3', effect: opening },
    'fifth-panzer': { rule: '18.4', effect: opening },
    'momentum-phase': { rule: '6.1.1', effect: opening },
    momentum: { rule: '6.2.1', effect: (s, dice, _st, log) => momentumRoll(s, dice[0], log) },
    bombardment: { rule: '10.4', effect: (s, dice, _st, log) => bombardmentDice(s, dice, log) },
    combat: { rule: '9.4.1', effect: (s, dice, _st, log) => combatDice(s, dice, log) },
    'leader-fate': { rule: '12.2', effect: (s, dice, st, log) => leaderFate(s, st.unit!, dice[0], log) },
    gort: { rule: '18.2', effect: (s, dice, _st, log) => gortDr(s, dice[0], log) },
  },
  // What a roll is for (module-level: no closure built per roll).
  label: (w, s, st) => {
    const c = w.chance;
    if (st.purpose === 'momentum') return c.momentum(s.impulse);
    if (st.purpose === 'leader-fate') return c['leader-fate'](st.unit !== undefined ? unitName(st.unit) : null);
    return c[st.purpose];
  },
  en,
  fr,
};

/** Outside a roll no dice are due. */
export const noRoll = noDiceDue(en.refuse.noDice, fr.refuse.noDice);

/** A die roll (2.1): the chance role rolls; the roll's purpose reads the dice. */
export const rollStep = arrasStep('roll', { rule: '2.1', ...diceStep(ROLLS) });

/** 6.2.1 the Momentum dr: 13.1A the holder of the Advantage may demand a reroll (not of a roll already rerolled). */
function momentumRoll(s: ArrasState, dr: number, log: Log) {
  if (s.advantage && !s.momentumRerolled) {
    s.pendingDr = dr;
    log?.(told('6.2.1', (w) => w.log.momentumDrRolled(dr, s.impulse)));
    s.step = { k: 'reroll-offer', who: s.advantage, purpose: 'momentum' };
    return;
  }
  s.momentumRerolled = false;
  momentumDr(s, dr, log);
}

/** 6.2.1 / 13.1B the start of an impulse: roll for Momentum, or use the Advantage to reset the Impulse Track. */
export const impulseStartStep = arrasStep('impulse-start', {
  rule: '13.1B',
  actor: (s) => ONLY[s.momentum],
  legal: (_s, _side, out) => {
    out.push(ROLL_MOMENTUM, RESET);
  },
  perform: {
    'roll-momentum': (s) => roll(s, 'momentum'),
    reset: (s, _a, log) => resetImpulseTrack(s, log),
  },
  prompt: PROMPTS['impulse-start'],
});

/** Could unit `u` (Fresh, in `area`, `contested` or not) move or attack if `area` were activated? */
function canActInAssault(s: ArrasState, u: number, area: number, contested: boolean): boolean {
  // 9.3 an attack within a Contested Active Area, led by Infantry or Armor.
  if (contested && CAN_LEAD[u]) return true;
  return MOVES.canStep(s, u, area, movementFactor(s, u), true);
}
/** 9.4.2A per unit: may it lead an attack (Infantry, Armor)? */
const CAN_LEAD: readonly boolean[] = UNITS.map((_, u) => canLead(u));

/** Per area: the impulse listing that found it may be activated. Reused scratch, nothing allocated, not a cache (each
 * listing numbers itself and reads only the marks it wrote; docs/architecture.md, "Module state"). */
const ASSAULT_FOUND = { listing: 0, area: new Float64Array(N_AREA_SLOTS) };
/** The listing's Fresh Artillery units (10.1), in unit order, and the Areas they may bombard: reused scratch. */
const ARTILLERY = new Int16Array(N_UNITS);
const TARGETS = new Int16Array(N_AREA_SLOTS);
const IS_ARTILLERY: readonly boolean[] = UNITS.map((d) => d.type === 'artillery');

/** 6.2.2 the choices of the player with the Momentum in an impulse. */
function impulseActions(s: ArrasState, side: Side, out: ArrasAction[]) {
  // 6.2.3 Assault: an Area with a Fresh activatable unit that can move or attack (an Assault in
  // which nothing could act would be a Pass that does not count as one: ruling, see the notes).
  const listing = ++ASSAULT_FOUND.listing;
  const found = ASSAULT_FOUND.area;
  MOVES.begin();
  const units = BOARD.occupancy(s).units; // 7.3 Contested: units of both sides (counts read directly)
  const german = BOARD.offset('german');
  let artillery = 0;
  for (const u of BOARD.ofSide(side)) {
    const a = s.loc[u];
    if (a <= 0 || s.spent[u] || !isReleased(s, u)) continue;
    if (IS_ARTILLERY[u]) ARTILLERY[artillery++] = u; // 10.1 (as freshArtillery)
    if (found[a] !== listing && canActInAssault(s, u, a, units[a] > 0 && units[german + a] > 0)) found[a] = listing;
  }
  for (let a = 1; a < N_AREA_SLOTS; a++) if (found[a] === listing) out.push(areaAction('assault', a));
  // 6.2.4 Bombardment with Artillery (10.1) and Air Bombardment markers (18.6).
  if (artillery || s.air[side]) {
    let targets = 0;
    // 10.1 a target holds enemy units (the counts read directly: most Areas are passed over without a call).
    const foe = side === 'allied' ? german : 0;
    for (const t of GRAPH.ids) if (units[foe + t] > 0 && bombardTargetOk(s, side, t)) TARGETS[targets++] = t;
    for (let i = 0; i < artillery; i++) {
      const u = ARTILLERY[i];
      const at = s.loc[u];
      const fixed = fixedRange(s, at);
      for (let j = 0; j < targets; j++) if (inRangeFrom(side, at, fixed, TARGETS[j])) out.push(bombardAction(u, TARGETS[j]));
    }
    if (s.air[side]) for (let j = 0; j < targets; j++) if (!isZone(TARGETS[j])) out.push(airAction(TARGETS[j]));
  }
  out.push(PASS);
  if (s.impulse === 1 && canReset(s)) out.push(RESET);
}

/** 6.2.2 an impulse: Assault (6.2.3), Bombardment (6.2.4, 18.6), Pass, or the reset of the Impulse Track (13.1B). */
export const impulseStep = arrasStep('impulse', {
  rule: '6.2.2',
  actor: (s) => ONLY[s.momentum],
  legal: impulseActions,
  perform: {
    assault: (s, a, log) => declareAssault(s, a.area, log),
    bombard: (s, a, log) => declareBombardment(s, a.target, U(a.artillery), log),
    air: (s, a, log, role) => {
      const side = sideOfRole(role);
      s.air[side] = false;
      const c = newCombat(s, 'air', a.target, false, false);
      s.combat = c;
      noteAlliesEast(s, side, c.area, false);
      log?.(told('18.6', (w) => w.log.airBombardment(side, s.impulse, c.area)));
      toPrimary(s, log);
    },
    pass: (s, _a, log) => pass(s, log),
    reset: (s, _a, log) => resetImpulseTrack(s, log),
  },
  prompt: PROMPTS.impulse,
});
