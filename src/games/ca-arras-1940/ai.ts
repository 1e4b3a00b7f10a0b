// Computer-player knowledge for Counter-Attack: The Battle of Arras, 1940 (issue 4): an evaluation of
// a position from a VIEW, and a determinizer that builds an ArrasState consistent with a view.
//
// The players (src/ai) never see the true state. In this game everything is public except the other
// seat's sealed bid (17.1), so `determinize` copies the view into a state and samples that bid. The
// view (game.ts `view`) does not carry some public bookkeeping of the rules engine; a person at the
// table would know it from the game log, but a player here must infer it. How each field is built:
//
//   copied from the view   turn, phase, step kind, momentum, impulse, Advantage, VP, VP needed, bids
//                          (the own one), side swap, reroll and air markers, German bonus, releases,
//                          Rommel north, control, every unit's area/box and Fresh/Spent side, the
//                          Assault's active area, mover, MF left, areas attacked, units done, and the
//                          Combat's kind, area, attacker, participants, leads, AV, DV, dice, AP, result.
//   sampled                the other seat's sealed bid (uniform 0-MAX_BID; 17.1).
//   from the legal actions step details the prompt shows: the unit and areas of a forced retreat
//                          (11.2.2), the units that may join an attack (9.2), whether the Advantage
//                          may reset the Impulse Track (13.1B resetUsed), whether a Mandatory Attack
//                          is pending (9.1), 15.3.2 (Allied bombardment of Area 19).
//   inferred               Assault bookkeeping: eligible units = done + mover + Fresh units in the
//                          active area + "waiting" units (Fresh attackers that entered an enemy-occupied
//                          area: Fresh attacking units outside the active area in an area holding enemy
//                          units); the area each moved unit came from = the active area (its usual
//                          origin); Mandatory areas = enemy-occupied areas not Contested now, plus
//                          entered areas when `end` is not legal; the options the view omits (Gort 18.2,
//                          coordination 18.5, historical attack path 18.1.1) are taken as off; 18.4 is
//                          on when its units are on the map; air markers from the markers shown.
//   unknown, defaulted     lastImpulsePass (false), the Momentum dr awaiting a 13.1A decision (sampled
//                          1-6), whether a side already rerolled this combat (false), 15.3.1/18.4
//                          history flags (false), the turn an overrun unit returns (next turn).
//
// So the model is exact after each Impulse (when the Assault and Combat bookkeeping is cleared) except
// for lastImpulsePass, and approximate inside an Impulse; test/ai/determinize.test.ts measures how
// often its legal actions equal the true ones. The search plays the ROOT actions it was given (the
// true legal actions) and uses the model only to look ahead.

import type { ArrasAction } from './actions.ts';
import type { Action, Role } from '../../kernel/game.ts';
import type { Rng } from '../../kernel/rng.ts';
import type { ViewKnowledge } from '../../ai-kit/legacy.ts';
import { type LogisticModel, logit, sigmoid } from '../../ai-kit/logistic.ts';
import { ARRAS, LAST_TURN, UNITS, VP_AREAS, WHITE_STARS, ZONE } from './data.ts';
import type { ArrasView } from './game.ts';
import { MAX_BID, legal as legal_, perform } from './rules.ts';
import { movementFactor } from './movement.ts';
import {
  type ArrasState,
  type AssaultState,
  type CombatState,
  type Side,
  type Step,
  AREA_BY_ID,
  ELIMINATED,
  GRAPH,
  KIA,
  N_UNITS,
  OUT_OF_PLAY,
  OVERRUN_TRACK,
  REMOVED,
  UNIT_INDEX,
  WOUNDED,
  other,
} from './state.ts';

const BOX: Record<string, number> = { eliminated: ELIMINATED, removed: REMOVED, overrun: OVERRUN_TRACK, kia: KIA, wounded: WOUNDED };
const u = (id: unknown): number => UNIT_INDEX[id as string] ?? -1;

// ---- determinization ----------------------------------------------------------------------------------

export function determinize(v: ArrasView, role: Role, legal: readonly Action[], rng: Rng): ArrasState {
  const loc = new Array<number>(N_UNITS).fill(OUT_OF_PLAY);
  const spent = new Array<number>(N_UNITS).fill(0);
  const overrunUntil: Record<number, number> = {};
  for (const x of v.units) {
    const i = u(x.id);
    if (i < 0) continue;
    loc[i] = x.area !== null ? x.area : (BOX[x.box] ?? OUT_OF_PLAY);
    spent[i] = x.spent ? 1 : 0;
    if (loc[i] === OVERRUN_TRACK) overrunUntil[i] = v.turn + 1;
  }
  const control: Side[] = new Array(ZONE.F + 1).fill('german');
  for (const a of v.areas) control[a.id] = a.control as Side;

  const fifthPanzer = UNITS.some((d, i) => d.optional === '18.4' && loc[i] !== OUT_OF_PLAY);
  const bidsOn = v.phase === 'bid' || v.bids.allied !== null || v.bids.german !== null;
  const bids = { allied: sampleBid(v.bids.allied, rng), german: sampleBid(v.bids.german, rng) };

  const toPlace = { allied: [] as string[], german: [] as string[] };
  if (v.phase === 'setup' || v.phase === 'bid') {
    for (const side of ['allied', 'german'] as const) {
      toPlace[side] = [...new Set(UNITS.filter((d, i) => d.side === side && d.group && loc[i] === OUT_OF_PLAY && d.optional !== '18.4').map((d) => d.group!))].sort();
    }
  }

  const has = (type: string) => legal.some((a) => a.type === type);
  const me = role as Side;
  const s: ArrasState = {
    options: {
      historicalSetup: false,
      historicalAttackPath: false,
      gort: false,
      rommelNorth: false,
      fifthPanzer,
      coordination: false,
      germanAir: v.airMarkers.german,
      alliedAir: v.airMarkers.allied,
      bids: bidsOn,
    },
    turn: v.turn,
    phase: v.phase as ArrasState['phase'],
    step: { k: 'over' },
    loc,
    spent,
    overrunUntil,
    control,
    toPlace,
    released: { ...v.released },
    momentum: v.momentum as Side,
    impulse: v.impulse,
    lastImpulsePass: (v as { lastImpulsePass?: boolean }).lastImpulsePass ?? false,
    advantage: v.advantage as Side | null,
    advantageUsedBy: v.advantage === null ? (v.momentum as Side) : null,
    resetUsed: { allied: false, german: false },
    rerollMarker: { ...v.rerollMarkers },
    air: { ...v.airMarkers },
    germanBonus: v.germanBonus,
    vp: v.vp,
    vpNeeded: v.vpNeeded,
    bids,
    swapped: v.swapped,
    alliesTurnedEast: false,
    alliesAssaulted13: false,
    reached: { 1: reach(v, 1), 3: reach(v, 3) },
    rommelNorth: v.rommelNorth,
    area19Activated: legal.some((a) => a.type === 'bombard' && a.target === 19),
    assault: null,
    combat: null,
    leaderQueue: [],
    leadersToPlace: legal.filter((a) => a.type === 'place-leader').map((a) => u(a.unit)).slice(0, 1),
    rallied: false,
    result: v.result ? { ...v.result } : null,
    rollsDone: [],
  };
  if (v.phase === 'reorganization' && s.advantage === me && !has('rally') && legal.some((a) => a.type === 'reorganize')) s.rallied = true;
  // 13.1B: the Attacker with the Advantage at Impulse 1 may reset unless it already has this Turn.
  if (v.step === 'impulse' && v.impulse === 1 && s.advantage === me && s.momentum === me && !has('reset')) s.resetUsed[me] = true;
  if (v.step === 'impulse-start' && !has('reset')) s.resetUsed[me] = true;

  if (v.assault) s.assault = assaultFromView(v, s, legal);
  if (v.combat) s.combat = combatFromView(v, s, role, legal);
  s.step = stepFromView(v, s, role, legal, rng);
  return s;
}

function sampleBid(b: number | string | null, rng: Rng): number | null {
  if (typeof b === 'number' || b === null) return b;
  return rng.int(MAX_BID + 1); // 'sealed': the other seat's bid, unknown to this seat

}

function reach(v: ArrasView, area: number): number {
  const a = v.areas.find((x) => x.id === area)!;
  if (a.control === 'allied') return 2;
  return v.units.some((x) => x.area === area && x.side === 'allied') ? 1 : 0;
}

function enemyIn(s: ArrasState, area: number, side: Side): boolean {
  for (let i = 0; i < N_UNITS; i++) if (s.loc[i] === area && UNITS[i].side !== side) return true;
  return false;
}
function friendIn(s: ArrasState, area: number, side: Side): boolean {
  for (let i = 0; i < N_UNITS; i++) if (s.loc[i] === area && UNITS[i].side === side) return true;
  return false;
}

function assaultFromView(v: ArrasView, s: ArrasState, legal: readonly Action[]): AssaultState {
  const va = v.assault!;
  const att = s.momentum;
  const done = va.done.map(u);
  const mover = va.mover ? u(va.mover) : -1;
  const combatParts = v.combat ? v.combat.participants.map(u) : [];
  // Waiting: Fresh attacking units outside the active area, in an area with enemy units (or taking
  // part in the combat under way), not done.
  const waiting: number[] = [];
  for (let i = 0; i < N_UNITS; i++) {
    if (UNITS[i].side !== att || s.loc[i] <= 0 || s.loc[i] === va.area || done.includes(i) || i === mover) continue;
    if (combatParts.includes(i)) {
      waiting.push(i);
      continue;
    }
    if (s.spent[i] || !enemyIn(s, s.loc[i], att)) continue;
    // At the Assault prompt an area with waiting units is offered for attack (when one can lead).
    if (v.step === 'assault' && !legal.some((a) => a.type === 'attack' && a.area === s.loc[i])) continue;
    waiting.push(i);
  }
  const eligible = new Set<number>([...done, ...waiting]);
  if (mover >= 0) eligible.add(mover);
  for (let i = 0; i < N_UNITS; i++) {
    if (s.loc[i] === va.area && UNITS[i].side === att && !s.spent[i] && (!UNITS[i].release || s.released[UNITS[i].release!] > 0)) eligible.add(i);
  }
  const enteredFrom: Record<number, number> = {};
  const enteredBy: Record<number, number[]> = {};
  const moved = (i: number) => s.loc[i] !== va.area;
  for (const i of eligible) {
    if (!moved(i) && i !== mover) continue;
    if (i === mover && !moved(i) && va.mfLeft >= movementFactor(s, i)) continue;
    // The view shows each unit's path this impulse (older views: inferred).
    const path = va.paths?.[UNITS[i].id];
    const from = path && path.length >= 2 ? path[path.length - 2] : GRAPH.neighbours[s.loc[i]]?.includes(va.area) ? va.area : (GRAPH.neighbours[s.loc[i]]?.[0] ?? va.area);
    enteredFrom[i] = from;
    (enteredBy[s.loc[i]] ??= []).push(i);
  }
  const mandatoryAreas: number[] = [];
  for (const a of GRAPH.ids) if (enemyIn(s, a, att) && !friendIn(s, a, att)) mandatoryAreas.push(a);
  if (v.step === 'assault' && !legal.some((a) => a.type === 'end')) {
    for (const a of legal) if (a.type === 'attack' && a.area !== va.area) mandatoryAreas.push(a.area as number);
  }
  const contestedStart = legal.some((a) => a.type === 'attack' && a.area === va.area) || (enemyIn(s, va.area, att) && v.step === 'assault');
  const paths: Record<number, number[]> = Object.fromEntries(Object.entries(va.paths ?? {}).map(([id, p]) => [u(id), [...p]]));
  return { area: va.area, eligible: [...eligible].sort((a, b) => a - b), done, mover, mfLeft: va.mfLeft, enteredFrom, attacked: [...va.attacked], mandatoryAreas, waiting, contestedStart, enteredBy, paths };
}

function combatFromView(v: ArrasView, s: ArrasState, role: Role, legal: readonly Action[]): CombatState {
  const vc = v.combat!;
  const attacker = vc.attacker as Side;
  const participants = vc.participants.map(u);
  const candidates = [...participants, ...legal.filter((a) => a.type === 'join').map((a) => u(a.unit))];
  const mistaken = (v.step === 'absorb' && role === attacker) || (v.step === 'primary' && role !== attacker);
  const inPlace = vc.kind === 'assault' && !!s.assault && vc.area === s.assault.area;
  const mandatory =
    vc.kind === 'assault' && !inPlace && !!s.assault && participants.length > 0 && participants.every((i) => i in s.assault!.enteredFrom) && v.step !== 'attack-select';
  const overrunUnits = v.step === 'overrun' ? [...new Set([...participants.filter((i) => s.loc[i] === vc.area), ...legal.filter((a) => a.type === 'overrun-move').map((a) => u(a.unit))])] : [];
  const overrunAttack = legal.find((a) => a.type === 'attack' && v.step === 'overrun');
  return {
    kind: vc.kind as CombatState['kind'],
    attacker,
    victim: mistaken ? attacker : other(attacker),
    area: vc.area,
    participants,
    candidates: v.step === 'attack-select' ? candidates : [],
    mandatory,
    inPlace,
    lead: vc.lead ? u(vc.lead) : -1,
    defLead: vc.defLead ? u(vc.defLead) : -1,
    support: -1,
    av: vc.av,
    dv: vc.dv,
    dice: [...vc.dice],
    rerolled: { allied: false, german: false },
    ap: vc.ap,
    apLeft: vc.apLeft,
    firstTaken: vc.apLeft < vc.ap,
    result: vc.result as CombatState['result'],
    overrun: v.step === 'overrun',
    overrunUnits,
    overrunEnemyArea: overrunAttack ? (overrunAttack.area as number) : -1,
    friendlyAp: mistaken ? Math.max(1, vc.apLeft) : 0,
    friendlyPrimary: mistaken ? (legal.find((a) => a.type === 'absorb') ? u(legal.find((a) => a.type === 'absorb')!.unit) : undefined) : undefined,
    retreatQueue: v.step === 'retreat' && legal[0] ? [u(legal[0].unit)] : [],
    overrunMoved: [],
  };
}

function stepFromView(v: ArrasView, s: ArrasState, role: Role, legal: readonly Action[], rng: Rng): Step {
  const side = role as Side;
  switch (v.step) {
    case 'setup':
    case 'reorganize':
    case 'voluntary-retreat':
      return { k: v.step, side } as Step;
    case 'retreat': {
      const unit = legal[0] ? u(legal[0].unit) : -1;
      return { k: 'retreat', side, unit, options: legal.map((a) => a.to as number), voluntary: false };
    }
    case 'reroll-offer': {
      const purpose = v.combat && (v.combat.kind === 'bombardment' || v.combat.kind === 'air') ? 'bombardment' : 'momentum';
      if (purpose === 'momentum') s.pendingDr = 1 + rng.int(6);
      return { k: 'reroll-offer', who: side, purpose };
    }
    case 'combat-reroll':
      return { k: 'combat-reroll', who: side };
    case 'roll':
      // Not a decision of a player; a model of a roll step is never needed at the root.
      return { k: 'roll', purpose: 'momentum', dice: 1 };
    default:
      return { k: v.step } as Step;
  }
}

// ---- evaluation ---------------------------------------------------------------------------------------

const SOUTH_AREAS = GRAPH.ids.filter((a) => AREA_BY_ID[a].scarpe === 'S' && !AREA_BY_ID[a].zone);

/** Steps (areas crossed, costs ignored) from each area to the nearest of `targets`. */
function distances(targets: number[]): Record<number, number> {
  const d: Record<number, number> = {};
  let frontier = [...targets];
  for (const a of frontier) d[a] = 0;
  while (frontier.length) {
    const next: number[] = [];
    for (const a of frontier) for (const b of GRAPH.neighbours[a] ?? []) if (d[b] === undefined) (d[b] = d[a] + 1), next.push(b);
    frontier = next;
  }
  return d;
}
/** Steps to the nearest VP area (16.2), and to Zones A and B (16.1.1). */
const VP_DISTANCE = distances(VP_AREAS);
const ZONE_DISTANCE: Record<number, Record<number, number>> = { [ZONE.A]: distances([ZONE.A]), [ZONE.B]: distances([ZONE.B]) };
/** Credit for an Allied unit by its distance to the nearest VP area (0 = in one). */
const PROXIMITY = [1, 0.75, 0.5, 0.25];
const LOST = new Set(['eliminated', 'removed', 'overrun', 'kia', 'wounded']);

/** Strength of a unit for material counts: attack + defense (leaders count 1). */
function strength(x: ArrasView['units'][number]): number {
  if (x.type === 'leader') return 1;
  return (x.attack ?? 0) + x.defense;
}

export interface ArrasFeatures {
  /** Turns whose End Phase is still to come (VP awards left, this one included). */
  awardsLeft: number;
  vp: number;
  vpThisTurn: number;
  /** German units lost minus Allied units lost (the final tally, 16.2). */
  lossDiff: number;
  /** Strength on the map (Spent units count 0.75). */
  alliedStrength: number;
  germanStrength: number;
  /** South-of-Scarpe areas the Allies control (16.1.2 needs 2 when Arras falls). */
  southAllied: number;
  arrasGerman: boolean;
  arrasContested: boolean;
  /** VP areas the Allies control or contest. */
  vpAreasAllied: number;
  whiteStars: number;
  /**
   * Net Allied power within reach of the VP areas (16.2): each released Allied Armor, Infantry or AT
   * unit on the map counts its Attack Factor (AT units 1), each German one minus its Attack Factor
   * (AT units their Defense Factor), scaled by PROXIMITY to the nearest VP area. The VP areas are
   * taken by stacks that arrive over several Impulses (9.4.2B: +1 per extra attacker); without this
   * term a one-ply player sees no value in any Allied move until a VP area is actually entered, and
   * the Allied computer players shuffled units behind the Scarpe while the Germans won by default.
   */
  alliedPressure: number;
  /** 16.1.1 holds now: an Allied-Controlled Zone A or B, free of German units, traces to Zone E. */
  alliedBreakout: boolean;
  /** Zones A and B free of German units (16.1.1), each counting the PROXIMITY of the nearest Allied unit. */
  breakoutThreat: number;
}

export function features(v: ArrasView): ArrasFeatures {
  const ctrl: Record<number, string> = {};
  const contested: Record<number, boolean> = {};
  for (const a of v.areas) {
    ctrl[a.id] = a.control;
    contested[a.id] = a.contested;
  }
  let alliedStrength = 0;
  let germanStrength = 0;
  let lossDiff = 0;
  const alliedIn = new Set<number>();
  let alliedPressure = 0;
  for (const x of v.units) {
    if (x.area !== null && x.released && x.type !== 'leader' && x.type !== 'artillery') {
      const near = PROXIMITY[VP_DISTANCE[x.area] ?? 9] ?? 0;
      alliedPressure += x.side === 'allied' ? (x.attack ?? 1) * near : -(x.attack ?? x.defense) * near;
    }
    if (x.area !== null) {
      const w = strength(x) * (x.spent ? 0.75 : 1) * (x.released ? 1 : 0.8);
      if (x.side === 'allied') {
        alliedStrength += w;
        alliedIn.add(x.area);
      } else germanStrength += w;
    } else if (LOST.has(x.box)) lossDiff += x.side === 'german' ? 1 : -1;
  }
  const over = v.phase === 'end' || v.phase === 'over';
  // 16.1.1 needs Zone A or B free of German units: an open Zone counts the proximity of the
  // nearest Allied unit that could enter it.
  let breakoutThreat = 0;
  for (const z of [ZONE.A, ZONE.B]) {
    if (v.units.some((x) => x.area === z && x.side === 'german')) continue;
    let best = 0;
    for (const x of v.units) {
      if (x.area === null || x.side !== 'allied' || !x.released || x.type === 'leader' || x.type === 'artillery') continue;
      best = Math.max(best, PROXIMITY[ZONE_DISTANCE[z][x.area] ?? 9] ?? 0);
    }
    breakoutThreat += best;
  }
  return {
    breakoutThreat,
    awardsLeft: Math.max(0, LAST_TURN - v.turn + (over ? 0 : 1)),
    vp: v.vp,
    vpThisTurn: v.vpThisTurn,
    lossDiff,
    alliedStrength,
    germanStrength,
    southAllied: SOUTH_AREAS.filter((a) => ctrl[a] === 'allied').length,
    arrasGerman: ctrl[ARRAS] === 'german',
    arrasContested: !!contested[ARRAS],
    vpAreasAllied: VP_AREAS.filter((a) => ctrl[a] === 'allied' || alliedIn.has(a)).length,
    whiteStars: WHITE_STARS.filter((a) => ctrl[a] === 'allied').length,
    alliedPressure,
    alliedBreakout: [ZONE.A, ZONE.B].some(
      (z) =>
        ctrl[z] === 'allied' &&
        !v.units.some((x) => x.area === z && x.side === 'german') &&
        GRAPH.connected(z, (a) => a === ZONE.E, (a) => a === z || ctrl[a] === 'allied'),
    ),
  };
}

/** Tunable weights of the evaluation (logit of the Allied chance of winning). */
export const WEIGHTS = {
  margin: 0.45, // per VP of projected margin
  material: 0.09, // per point of strength difference
  arrasFalls: 2.5, // German control of Arras with < 2 Allied areas south of the Scarpe (16.1.2)
  arrasThreat: 0.6, // Arras contested
  vpAreas: 0.25, // VP areas held or contested (future VP)
  stars: 0.15, // white stars (6.1.1 momentum DRM)
  breakout: 3, // 16.1.1 would be won at this End Phase (Allied-Controlled Zone A/B traced to Zone E)
  threat: 1, // per Zone A/B open to an Allied unit nearby (breakoutThreat, 16.1.1)
  pressure: 0.02, // per point of net Allied power near the VP areas (alliedPressure)
  bias: -0.3,
};

/** The Allied player's chance of winning, estimated from the view. */
export function alliedChance(v: ArrasView): number {
  if (v.result) return v.result.winner === 'allied' ? 1 : 0;
  return 1 / (1 + Math.exp(-alliedLogit(v)));
}

/** The logit of alliedChance (the game not over); `f`: the view's features when already computed. */
function alliedLogit(v: ArrasView, f: ArrasFeatures = features(v)): number {
  const w = WEIGHTS;
  // Projected VP: what has been earned, this Turn's award if the map stays as it is, later awards
  // at a discount (the map will change), and the loss tally of 16.2.
  const later = Math.max(0, f.awardsLeft - 1);
  const projected = f.vp + (f.awardsLeft > 0 ? f.vpThisTurn : 0) + 0.6 * later * f.vpThisTurn + f.lossDiff;
  const margin = projected - v.vpNeeded + 0.5;
  const uncertainty = 1 + 0.35 * f.awardsLeft;
  let x = (w.margin * margin) / uncertainty;
  x += w.material * (f.alliedStrength - f.germanStrength) * (f.awardsLeft > 0 ? 1 : 0) * 0.5;
  x += w.vpAreas * f.vpAreasAllied * (f.awardsLeft > 1 ? 1 : 0);
  x += w.stars * f.whiteStars;
  if (f.alliedBreakout) x += w.breakout;
  x += w.threat * f.breakoutThreat * (f.awardsLeft > 0 ? 1 : 0);
  x += w.pressure * f.alliedPressure * (f.awardsLeft > 1 ? 1 : 0);
  if (f.arrasGerman) x -= w.arrasFalls * (f.southAllied < 2 ? 2 : 0.5);
  else if (f.arrasContested) x -= w.arrasThreat;
  x += w.bias;
  return x;
}

/**
 * Extra terms of the German player's evaluation (weights in logits of the Allied chance, subtracted
 * from the German side's value). The shared evaluation teaches the Allies to advance (alliedPressure,
 * breakoutThreat); a German player scoring positions with it alone left Zones A and B empty until an
 * Allied unit was 3 Areas away, too late for units that move 1-2 Areas an Impulse, and lost to the
 * 16.1.1 breakout (the heuristic Allies beat the search Germans 65%).
 *
 * - `open`: per Zone A/B free of German units, scaled by the nearest released Allied combat unit
 *   (WIDE_PROXIMITY, up to 5 Areas away);
 * - `exposed`: per Zone A/B free of German units next to an Allied-Controlled Area that traces to
 *   Zone E (one Allied move into the Zone would then win at the End Phase, 16.1.1);
 * - `hold`: per unit of vpFront `threat` (the German-held VP areas that an Adjacent Allied stack could
 *   take, 16.2);
 * - `retake`: per unit of vpFront `counter` (German stacks placed to hit the Allied units in VP areas).
 *
 * A `cut` term (credit for Allied VP areas that do not trace to Zone E) was tried and made no
 * difference: vpThisTurn already counts only traced areas.
 */
export const GERMAN_WEIGHTS = { open: 0.8, exposed: 1.5, hold: 0.5, retake: 0.4 };
const WIDE_PROXIMITY = [1, 0.8, 0.6, 0.4, 0.25, 0.1];

/**
 * The fight for the VP areas (16.2), as attack chances from the stacks next to them: `threat` sums,
 * over the German-held VP areas, the best chance that one Allied stack in an Adjacent Area takes it
 * (an empty one counts 1); `counter` sums, over the VP areas holding Allied units, the best chance
 * that one German stack (in the Area itself when Contested, or Adjacent) hits them. Both are 0 once
 * no End Phase award is left. The German player defends the VP areas by keeping them strong against
 * the stacks that could attack next, not only after they fall, and values stacks placed to retake
 * them.
 */
export function vpFront(v: ArrasView): { threat: number; counter: number } {
  const over = v.phase === 'end' || v.phase === 'over';
  if (LAST_TURN - v.turn + (over ? 0 : 1) <= 0) return { threat: 0, counter: 0 };
  // Released combat units by Area and side (artillery does not assault, 9.2).
  const byArea = new Map<string, ArrasView['units']>();
  for (const x of v.units) {
    if (x.area === null || !x.released || x.type === 'artillery') continue;
    const k = `${x.area}${x.side}`;
    let l = byArea.get(k);
    if (!l) byArea.set(k, (l = []));
    l.push(x);
  }
  const NONE: ArrasView['units'] = [];
  const sideIn = (area: number, side: string) => byArea.get(`${area}${side}`) ?? NONE;
  let threat = 0;
  let counter = 0;
  for (const a of VP_AREAS) {
    const tem = AREA_BY_ID[a].tem;
    const allied = sideIn(a, 'allied');
    const german = sideIn(a, 'german');
    if (allied.length === 0) {
      let p = 0;
      for (const n of GRAPH.neighbours[a] ?? []) {
        const att = sideIn(n, 'allied');
        if (att.length) p = Math.max(p, successChance('allied', v.turn, att, german, (k) => !german[k].spent, tem));
      }
      threat += p;
    } else {
      let p = german.length ? successChance('german', v.turn, german, allied, (k) => !allied[k].spent, tem) : 0;
      for (const n of GRAPH.neighbours[a] ?? []) {
        const att = sideIn(n, 'german');
        if (att.length) p = Math.max(p, successChance('german', v.turn, att, allied, (k) => !allied[k].spent, tem));
      }
      counter += p;
    }
  }
  return { threat, counter };
}

export function germanRisk(v: ArrasView, front = vpFront(v), zone = zoneRisk(v)): number {
  return zone + GERMAN_WEIGHTS.hold * front.threat - GERMAN_WEIGHTS.retake * front.counter;
}

/**
 * The `open` and `exposed` terms: Zones A and B without a German unit (16.1.1). (A cost for garrisons
 * that an Allied stack in an exit Area, 14.2.3, could attack with success was tried: the German
 * players then crowded the Zones, left the VP areas, and fell from 9/15 to 4/20 against the
 * heuristic Allies.)
 */
export function zoneRisk(v: ArrasView): number {
  const ctrl: Record<number, string> = {};
  for (const a of v.areas) ctrl[a.id] = a.control;
  const w = GERMAN_WEIGHTS;
  let x = 0;
  const toLens = (from: number) => GRAPH.connected(from, (a) => a === ZONE.E, (a) => ctrl[a] === 'allied');
  for (const z of [ZONE.A, ZONE.B]) {
    if (v.units.some((x) => x.area === z && x.side === 'german')) continue;
    let best = 0;
    for (const y of v.units) {
      if (y.area === null || y.side !== 'allied' || !y.released || y.type === 'leader' || y.type === 'artillery') continue;
      best = Math.max(best, WIDE_PROXIMITY[ZONE_DISTANCE[z][y.area] ?? 9] ?? 0);
    }
    x += w.open * best;
    if (best > 0 && (GRAPH.neighbours[z] ?? []).some((n) => ctrl[n] === 'allied' && toLens(n))) x += w.exposed * best;
  }
  return x;
}

/**
 * The hand-set German evaluation: the logit of the Allied chance plus `germanRisk`. The German
 * computer players no longer use it directly; it is the first feature of the fitted one below (and
 * what `tools/fit/ca-arras-1940.ts generate --german hand` plays with, to reproduce the fit's data).
 */
export function germanHandLogit(v: ArrasView): number {
  return alliedLogit(v) + germanRisk(v);
}

/** Names of the German evaluation's features, in the order of `germanFeatures` and GERMAN_MODEL.w. */
export const GERMAN_FEATURES = [
  'hand', // germanHandLogit
  'turnsLeft', // End Phase awards still to come / 7
  'vpMargin', // (VP - VP needed) / 10 (16.3)
  'vpThisTurn', // this Turn's award if the map stays (16.2)
  'vpThisTurnLeft', // vpThisTurn x turnsLeft
  'lossDiff', // German units lost - Allied units lost (16.2 tally)
  'alliedStrength', // / 10
  'germanStrength', // / 10
  'vpAreasAllied', // VP areas Allied-Controlled or holding Allied units
  'vpAreasAlliedLeft', // x turnsLeft
  'breakoutThreat', // 16.1.1: open Zones A/B by the nearest Allied unit
  'alliedBreakout', // 16.1.1 would be won now
  'alliedPressure', // / 10
  'vpThreat', // vpFront.threat
  'vpCounter', // vpFront.counter
  'zoneRisk', // open / exposed Zones A and B
  'germanMomentum', // 6.2.1
  'germanAdvantage', // 13.0
  'panzerReleased', // 15.3
  'arrasGerman', // 16.1.2
  'southAllied', // Allied Areas south of the Scarpe (16.1.2)
] as const;

export function germanFeatures(v: ArrasView): number[] {
  // Each term once: the hand logit is made of the same features, vpFront and zoneRisk.
  const f = features(v);
  const front = vpFront(v);
  const zone = zoneRisk(v);
  const left = f.awardsLeft / LAST_TURN;
  return [
    alliedLogit(v, f) + germanRisk(v, front, zone), // germanHandLogit
    left,
    (v.vp - v.vpNeeded) / 10,
    f.vpThisTurn,
    f.vpThisTurn * left,
    f.lossDiff,
    f.alliedStrength / 10,
    f.germanStrength / 10,
    f.vpAreasAllied,
    f.vpAreasAllied * left,
    f.breakoutThreat,
    f.alliedBreakout ? 1 : 0,
    f.alliedPressure / 10,
    front.threat,
    front.counter,
    zone,
    v.momentum === 'german' ? 1 : 0,
    v.advantage === 'german' ? 1 : 0,
    v.released['panzer-25'] > 0 ? 1 : 0,
    f.arrasGerman ? 1 : 0,
    f.southAllied,
  ];
}

/**
 * The German computer players' evaluation: the logit of the Allied chance of winning, a logistic
 * regression on `germanFeatures` fitted to the outcomes of search:200 German against heuristic
 * Allied games, whose German players used the hand evaluation (`germanHandLogit`). Command, data and
 * figures: docs/games/ca-arras-1940.md, "Fitted German evaluation". The hand terms score the position
 * one Impulse ahead; the fit weighs them, and the rest of the position, by what they meant for the
 * result in 356 games.
 */
export const GERMAN_MODEL: LogisticModel = {
  // Fitted by `tools/fit/ca-arras-1940.ts fit` on 356 games (seeds 1000-1177 and 2000-2177, German won 136),
  // 41,180 positions; 5-fold CV log-loss 0.501 (the hand evaluation alone, rescaled: 0.537).
  w: [
    0.27198, // hand
    3.2816, // turnsLeft
    1.938, // vpMargin
    0.12782, // vpThisTurn
    -0.23718, // vpThisTurnLeft
    0.082752, // lossDiff
    -0.055195, // alliedStrength
    -0.11824, // germanStrength
    -0.041498, // vpAreasAllied
    0.16555, // vpAreasAlliedLeft
    1.4651, // breakoutThreat
    0.48784, // alliedBreakout
    0.19568, // alliedPressure
    -0.21376, // vpThreat
    -0.27045, // vpCounter
    -0.83921, // zoneRisk
    0.091625, // germanMomentum
    -0.026064, // germanAdvantage
    -4.8952, // panzerReleased
    0, // arrasGerman (never seen in the data)
    0.10567, // southAllied
  ],
  b: 5.7063,
};

/** The German player's chance of winning (the fitted evaluation). */
export function germanChance(v: ArrasView): number {
  if (v.result) return v.result.winner === 'german' ? 1 : 0;
  return 1 - sigmoid(logit(GERMAN_MODEL, germanFeatures(v)));
}

/** P(AT - DT = k), k = -10..10 at index k + 10: attacker 2d6 against defender 2d6 (9.4.1). */
const DR_DIFF: number[] = (() => {
  const p = new Array<number>(21).fill(0);
  for (let a = 2; a <= 12; a++) for (let b = 2; b <= 12; b++) p[a - b + 10] += ((6 - Math.abs(a - 7)) * (6 - Math.abs(b - 7))) / 1296;
  return p;
})();
/** A computer player does not begin a Mandatory Attack whose best case wins less often than this. */
export const MIN_ATTACK_CHANCE = 0.3;

/** What the attack-chance estimate needs of a unit (a counter of data.ts or a unit of the view). */
interface CombatUnit {
  id: string;
  type: string;
  attack?: number | null;
  defense: number;
}

/**
 * The chance that an attack by `attackers` on `defenders` in an Area of TEM `tem` succeeds (AT > DT,
 * 9.4.4), from AV (9.4.2: best Armor/Infantry lead, +1 per other unit, +2 Rommel, +1 combined arms,
 * +1 German air support from Turn 4) and DV (9.4.3: best defender, +1 per other Fresh non-Leader,
 * TEM, +1 per Leader; the water/canal bonus is left out: an upper bound).
 */
function successChance(side: Side, turn: number, attackers: readonly CombatUnit[], defenders: readonly CombatUnit[], defenderFresh: (i: number) => boolean, tem: number): number {
  let lead = -1;
  for (const x of attackers) if ((x.type === 'armor' || x.type === 'infantry') && (x.attack ?? 0) > lead) lead = x.attack ?? 0;
  if (lead < 0 || !defenders.length) return lead < 0 ? 0 : 1;
  let av = lead + attackers.length - 1;
  if (attackers.some((x) => x.id === 'Rommel')) av += 1;
  if (new Set(attackers.filter((x) => x.type !== 'leader').map((x) => x.type)).size >= 3) av += 1;
  if (side === 'german' && turn >= 4) av += 1;
  let best = -1;
  let troops = 0;
  let fresh = 0;
  for (let k = 0; k < defenders.length; k++) {
    const x = defenders[k];
    if (x.type === 'leader') continue;
    troops++;
    if (defenderFresh(k)) fresh++;
    if (best < 0 || x.defense > defenders[best].defense) best = k;
  }
  if (best < 0) for (let k = 0; k < defenders.length; k++) if (best < 0 || defenders[k].defense > defenders[best].defense) best = k;
  const dv = defenders[best].defense + Math.max(0, fresh - (defenderFresh(best) ? 1 : 0)) + tem + (defenders.length - troops);
  let p = 0;
  for (let k = -10; k <= 10; k++) if (av + k > dv) p += DR_DIFF[k + 10];
  return p;
}

/** successChance for unit indexes on a model state. */
function attackChance(s: ArrasState, side: Side, attackers: number[], area: number): number {
  const defenders: number[] = [];
  for (let i = 0; i < N_UNITS; i++) if (s.loc[i] === area && UNITS[i].side !== side) defenders.push(i);
  return successChance(side, s.turn, attackers.map((i) => UNITS[i]), defenders.map((i) => UNITS[i]), (k) => !s.spent[defenders[k]], AREA_BY_ID[area].tem);
}

/**
 * Concentration of force (9.4.2B: +1 per extra attacker). Without it the computer players sent
 * single units into full stacks (AV 2 against DV 10): the move into an enemy-occupied Area scores
 * the Contested Area, not the Mandatory Attack that must follow. So they do not enter an
 * enemy-occupied Area unless the mover, the units already there and every Fresh unit still able to
 * act in the Active Area could together win at least MIN_ATTACK_CHANCE of the time; and they do
 * not declare that attack while another unit can still move in to join it.
 */
function concentrate(s: ArrasState, role: Role, legal: readonly ArrasAction[]): readonly ArrasAction[] {
  const as = s.assault;
  if (!as || s.step.k !== 'assault') return legal;
  const side = role as Side;
  const enemyAt = (a: number) => {
    for (let i = 0; i < N_UNITS; i++) if (s.loc[i] === a && UNITS[i].side !== side) return true;
    return false;
  };
  const joiners = new Set(legal.flatMap((a) => (a.type === 'move' && enemyAt(a.to) ? [`${a.to}`] : [])));
  return legal.filter((a) => {
    if (a.type === 'attack') return a.area === as.area || !joiners.has(`${a.area}`);
    if (a.type !== 'move') return true;
    const to = a.to;
    if (!enemyAt(to) || as.attacked.includes(to)) return true;
    const mover = u(a.unit);
    const group = new Set<number>([mover, ...(as.enteredBy[to] ?? []).filter((i) => s.loc[i] === to && !s.spent[i])]);
    for (let i = 0; i < N_UNITS; i++) {
      if (s.loc[i] === as.area && UNITS[i].side === side && !s.spent[i] && !as.done.includes(i) && as.eligible.includes(i)) group.add(i);
    }
    return attackChance(s, side, [...group], to) >= MIN_ATTACK_CHANCE;
  });
}

/** 14.2.3: the Areas from which Allied units may enter Zone A and Zone B (Area 2 is the only one next to A). */
const ALLIED_EXITS: Record<number, number[]> = { [ZONE.A]: [2], [ZONE.B]: [2, 4, 6, 7, 8] };

/**
 * The German garrisons of Zones A and B (16.1.1: the Allied Automatic Victory needs Zone A or B Free of
 * German units). A German computer player does not move the last German unit out of either Zone, nor
 * its best defender while an Allied unit stands in an Area from which it may enter the Zone (14.2.3):
 * the Allies must then attack a real garrison instead of winning the game at the End Phase by walking
 * in, or by beating a lone artillery battalion. Without the first rule the German players lost a third
 * of their games (search:200 against the heuristic Allies) to 16.1.1 with the Zones left empty; the
 * second came from games lost after the 7 PzJg left a recce unit alone in Zone B.
 */
function leavesZoneOpen(s: ArrasState, mover: number): boolean {
  const from = s.loc[mover];
  if (from !== ZONE.A && from !== ZONE.B) return false;
  let others = 0;
  let stronger = false;
  for (let i = 0; i < N_UNITS; i++) {
    if (i === mover || s.loc[i] !== from || UNITS[i].side !== 'german') continue;
    others++;
    if (UNITS[i].defense >= UNITS[mover].defense) stronger = true;
  }
  if (others === 0) return true;
  if (stronger) return false;
  for (const n of ALLIED_EXITS[from]) for (let i = 0; i < N_UNITS; i++) if (s.loc[i] === n && UNITS[i].side === 'allied' && UNITS[i].type !== 'artillery') return true;
  return false;
}

/**
 * Issue 14 point 8: no unit moved back to where it already was in the same impulse (it pads the log
 * and plays nothing): no step into an area on the unit's path this impulse (the view shows it), nor,
 * for a unit that left it, into the Active Area (every mover starts there, 8.1). Such a move is kept
 * only when nothing else is offered.
 */
function noReturn(s: ArrasState, legal: readonly ArrasAction[]): readonly ArrasAction[] {
  const as = s.assault;
  if (!as) return legal;
  const kept = legal.filter((a) => {
    if (a.type !== 'move') return true;
    const m = u(a.unit);
    const to = a.to;
    if (as.paths?.[m]?.includes(to)) return false;
    return s.loc[m] === as.area || to !== as.area;
  });
  return kept.length ? kept : legal;
}

/**
 * Drop stalling moves. Empty Assault Impulses: The rules let an Attacker activate an Area and end the Impulse with no
 * unit acting (8.1: such units stay Fresh); when the other side has no Fresh unit, Momentum returns
 * at once (6.2.2C) and nothing ever ends the Combat Phase. A computer player never does that: it does
 * not end an Assault Impulse before some unit has moved or attacked, and it does not activate an Area
 * whose units can do nothing (the engine would end that Impulse at once) - it passes instead.
 */
export function prune(s: ArrasState, role: Role, listed: readonly Action[]): readonly Action[] {
  // The game's own legal actions, of the shapes of actions.ts.
  const legal = noReturn(s, listed as readonly ArrasAction[]);
  let out: readonly ArrasAction[] = concentrate(s, role, legal);
  if (out.length === 0) out = legal;
  if (role === 'german' && s.step.k === 'assault') {
    const kept = out.filter((a) => !(a.type === 'move' && leavesZoneOpen(s, u(a.unit))));
    if (kept.length) out = kept;
  }
  if (s.step.k === 'assault' && s.assault && s.assault.done.length === 0 && s.assault.mover < 0 && s.assault.attacked.length === 0 && s.assault.waiting.length === 0) {
    out = out.filter((a) => a.type !== 'end');
  } else if (s.step.k === 'attack-select') {
    // Declaring an optional attack and cancelling it could be repeated for ever (the Area is not marked
    // attacked, 9.2); the game lists no cancel (a declared attack is carried out), so all stay.
    out = legal;
  } else if (s.step.k === 'impulse') {
    out = legal.filter((a) => {
      if (a.type !== 'assault') return true;
      // Declaring an Assault (rules.ts declareAssault) sets only the assault, the step and the
      // 15.3.2 flag: try it in place and put them back (no copy of the state; this runs inside the
      // search tree).
      const { assault, step, area19Activated } = s;
      try {
        perform(s, role, a, undefined);
        return s.step.k === 'assault' && legal_(s, role).some((x) => x.type !== 'end');
      } catch {
        return true;
      } finally {
        s.assault = assault;
        s.step = step;
        s.area19Activated = area19Activated;
      }
    });
  }
  return out.length ? out : legal;
}

export const caArras1940AI: ViewKnowledge<ArrasState, ArrasView> = {
  gameId: 'ca-arras-1940',
  prune,
  evaluate(v, role) {
    // After a side bid the seat may play the other side (17.1): the view's role is the side played.
    if (role === 'allied') return alliedChance(v);
    return germanChance(v);
  },
  determinize,
  metrics(v) {
    const f = features(v);
    return {
      turn: v.turn,
      vp: v.vp,
      vpThisTurn: v.vpThisTurn,
      lossDiff: f.lossDiff,
      alliedStrength: Math.round(f.alliedStrength * 10) / 10,
      germanStrength: Math.round(f.germanStrength * 10) / 10,
      arrasGerman: f.arrasGerman ? 1 : 0,
    };
  },
};
