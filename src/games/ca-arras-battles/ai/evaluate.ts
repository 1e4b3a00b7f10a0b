// Computer-player knowledge for Counter-Attack (the battles): the value of a position for each side
// (features, WEIGHTS: 11.1-11.3 victory, 13.5 Gort, 4.1 Initiative), its sharpening for the search, and
// what a search model reads besides (pending assaults, 5.2.1; exposure).
import type { Role } from '../../../kernel/game.ts';
import { GORT_SECTORS, LAST_TURN, LATE_GROUPS, RED_RING, SECTORS, UNITS, WHITE_STARS, ZONE, BLACK_STAR } from '../data.ts';
import type { BattlesView } from '../game.ts';
import { gortModifier, victoryPointCount } from '../rules/11-victory.ts';
import { type BattlesState, type Side, BOARD, ELIMINATED, GRAPH, N_UNITS, OUT, REMOVED, WAITING, isReleased, other } from '../state.ts';
import { ASSAULT_UNIT, NEIGHBOURS, N_AREAS, PRESENT, READY, SEC, SPEARHEAD, assaultChance, takeChance, u } from './assault.ts';

const BOX: Record<string, number> = { eliminated: ELIMINATED, removed: REMOVED, waiting: WAITING, out: OUT };

type VUnit = BattlesView['units'][number];
const ZONES_AB = [ZONE.A, ZONE.B];
const BLUE_ZONES = SECTORS.filter((a) => a.zone && a.ident === 'blue').map((a) => a.id);
const GERMAN_START = SECTORS.filter((a) => a.start === 'german').map((a) => a.id);

/**
 * The cost for the Allies to reach each sector (5.2): from every released Allied unit that may lead
 * into enemy ground (5.2.2), entering a sector costs 1, 2 next to a Fresh German unit (5.2 B), and a
 * sector held by German units costs its assault (5.2.1: a stop and a fight, counted as 6). German units
 * shape this map: it is how the German sees its screen, and the Allies the gaps in it.
 */
function alliedReach(v: BattlesView, germanIn: Uint8Array, germanFresh: Uint8Array): Float64Array {
  const d = new Float64Array(N_AREAS).fill(Infinity);
  for (const x of v.units) {
    if (x.side !== 'allied' || !x.released || x.area === null || !SPEARHEAD.has(x.type)) continue;
    const c0 = x.spent ? 1 : 0; // a Fatiguée unit acts again next turn (or after 9.2/9.3)
    if (d[x.area] > c0) d[x.area] = c0;
  }
  // Entering cost of each sector: 6 held by Germans, 2 next to a Fresh German unit (5.2 B), else 1.
  const enter = new Float64Array(N_AREAS).fill(1);
  for (const a of GRAPH.ids) {
    if (germanIn[a]) enter[a] = 6;
    else if (NEIGHBOURS[a].some((m) => germanFresh[m])) enter[a] = 2;
  }
  // Dijkstra on 34 sectors (a linear scan is enough).
  const done = new Uint8Array(N_AREAS);
  for (;;) {
    let best = -1;
    for (const a of GRAPH.ids) if (!done[a] && d[a] < Infinity && (best < 0 || d[a] < d[best])) best = a;
    if (best < 0) break;
    done[best] = 1;
    for (const n of NEIGHBOURS[best]) {
      let c = enter[n];
      if (germanIn[best] && !germanIn[n]) c = Math.max(c, 3); // 5.2 E/F leaving an enemy sector
      if (d[best] + c < d[n]) d[n] = d[best] + c;
    }
  }
  return d;
}

/** A threat from a reach cost: 1 within one impulse's move (about 5 MF), fading over two more. */
const threat = (cost: number) => (cost === Infinity ? 0 : cost <= 4 ? 1 : cost <= 8 ? 0.6 : cost <= 12 ? 0.3 : 0.1);

function unitStrength(type: string, id: string, attack: number | null, defense: number): number {
  if (type === 'leader') return id === 'Rommel' ? 3 : 1;
  return (attack ?? 0) + defense;
}
const strength = (x: VUnit) => unitStrength(x.type, x.id, x.attack, x.defense);

/** ln(Allied / German strength) of the armies at the start (late groups at 0.6: waiting, not released). */
const BASE_RATIO = (() => {
  let a = 0;
  let g = 0;
  for (const d of UNITS) {
    if (d.rOf || d.balance) continue;
    const w = unitStrength(d.type, d.id, d.attack, d.defense) * (d.group && LATE_GROUPS[d.side].includes(d.group) ? 0.6 : 1);
    if (d.side === 'german') g += w;
    else a += w;
  }
  return Math.log(a / g);
})();

export interface BattlesFeatures {
  vp: number;
  vpNeeded: number;
  /** Gort rolls still to come (13.5: End Phases of Turns 4-6). */
  gortLeft: number;
  /** 13.5 this turn's Gort roll is still to come (Turns 4-6, before the End Phase's roll). */
  gortNow: boolean;
  /** 13.5 the Gort modifier now (rules.ts gortModifier: Sectors 3, 5, 7 controlled +2, contested +1). */
  gortDrm: number;
  redRing: number;
  /** Zone A or B under Allied control (11.1: an automatic victory at the end of the turn). */
  zoneTaken: boolean;
  /** Zones A/B without German units, by the Allied reach (11.1). */
  zoneThreat: number;
  /** Red-ringed sectors not held by the Allies, by the Allied reach (11.1). */
  ringThreat: number;
  /** Gort sectors 3, 5, 7 neither controlled nor contested by the Allies (adding nothing to 13.5), by the Allied reach. */
  gortThreat: number;
  /** German-start sectors the Allies contest (VP to come, 11.2). */
  contestedGerman: number;
  /** Sectors the Allies control but that do not trace to a blue zone (no VP, 11.2). */
  untraced: number;
  alliedStrength: number;
  germanStrength: number;
  /** Units lost (eliminated or removed): German minus Allied. */
  lossDiff: number;
  /** 4.1 Initiative DRM of the Allies (white stars, black star). */
  initiativeDrm: number;
}

/**
 * 13.5 the Gort modifier of the position a view shows, by the rules' own function (gortModifier reads
 * control, 5.1.4, and contest, 5.1.5.a): it is given the board the view shows (units' sectors and
 * faces, sectors' control).
 */
export function gortDrmOf(v: BattlesView): number {
  const loc = new Array<number>(N_UNITS).fill(OUT);
  const spent = new Array<number>(N_UNITS).fill(0);
  for (const x of v.units) {
    const i = u(x.id);
    if (i < 0) continue;
    loc[i] = x.area !== null && x.area > 0 ? x.area : (BOX[x.box] ?? OUT);
    spent[i] = x.spent ? 1 : 0;
  }
  const control: Side[] = new Array(N_AREAS).fill('german');
  for (const a of v.sectors) control[a.id] = a.control;
  return gortModifier({ loc, spent, control } as unknown as BattlesState);
}

/** The evaluation's terms; `gortDrm`: the 13.5 modifier (gortModifier of the state when the caller has it). */
export function features(v: BattlesView, gortDrm: number = gortDrmOf(v)): BattlesFeatures {
  const ctrl: Side[] = new Array(N_AREAS).fill('german');
  for (const a of v.sectors) ctrl[a.id] = a.control;
  const germanIn = new Uint8Array(N_AREAS);
  const germanFresh = new Uint8Array(N_AREAS);
  const alliedIn = new Uint8Array(N_AREAS);
  let alliedStrength = 0;
  let germanStrength = 0;
  let lossDiff = 0;
  for (const x of v.units) {
    if (x.area !== null) {
      const w = strength(x) * (x.spent ? 0.85 : 1) * (x.released ? 1 : 0.7);
      if (x.side === 'german') {
        germanIn[x.area] = 1;
        if (!x.spent) germanFresh[x.area] = 1;
        germanStrength += w;
      } else {
        alliedIn[x.area] = 1;
        alliedStrength += w;
      }
    } else if (x.box === 'waiting') {
      const w = strength(x) * (x.released ? 0.9 : 0.6);
      if (x.side === 'german') germanStrength += w;
      else alliedStrength += w;
    } else if (x.box === 'eliminated' || x.box === 'removed') {
      if (!x.reorganized) lossDiff += x.side === 'german' ? 1 : -1;
    }
  }
  if (v.phase === 'setup' || v.phase === 'bid') {
    // 12.2 groups still to place are not in the view: they count at full strength.
    const shown = new Set(v.units.map((x) => x.id));
    for (const d of UNITS) {
      if (d.rOf || d.balance || shown.has(d.id)) continue;
      if (d.side === 'german') germanStrength += unitStrength(d.type, d.id, d.attack, d.defense);
      else alliedStrength += unitStrength(d.type, d.id, d.attack, d.defense);
    }
  }
  const reach = alliedReach(v, germanIn, germanFresh);
  let zoneThreat = 0;
  for (const z of ZONES_AB) if (!germanIn[z]) zoneThreat += threat(reach[z]);
  let ringThreat = 0;
  for (const a of RED_RING) if (ctrl[a] !== 'allied') ringThreat += threat(reach[a]) * (germanIn[a] ? 0.5 : 1);
  // 13.5 sectors that add nothing to the Gort modifier yet, by what the Allies can bring there.
  let gortThreat = 0;
  for (const a of GORT_SECTORS) if (ctrl[a] !== 'allied' && !alliedIn[a]) gortThreat += threat(reach[a]);
  // 11.2 sectors that trace to an Allied blue zone through Allied-controlled sectors: one search.
  const traced = new Uint8Array(N_AREAS);
  const stack: number[] = [];
  for (const z of BLUE_ZONES) if (ctrl[z] === 'allied') (traced[z] = 1), stack.push(z);
  while (stack.length) {
    const a = stack.pop()!;
    for (const n of NEIGHBOURS[a]) if (!traced[n] && ctrl[n] === 'allied') (traced[n] = 1), stack.push(n);
  }
  let contestedGerman = 0;
  let untraced = 0;
  for (const a of GERMAN_START) {
    if (ctrl[a] === 'allied') {
      if (!traced[a]) untraced++;
    } else if (alliedIn[a]) contestedGerman++;
  }
  let initiativeDrm = 0;
  for (const a of WHITE_STARS) if (ctrl[a] === 'allied') initiativeDrm++;
  if (ctrl[BLACK_STAR] === 'german') initiativeDrm--;
  // Gort rolls left: End Phases of Turns max(turn, 4)..6 not yet passed (13.5; none on Turn 7).
  const passed = v.phase === 'final' && v.step !== 'reorganize' ? 1 : 0;
  const gortLeft = Math.max(0, LAST_TURN - 1 - Math.max(v.turn, 4) + 1 - (v.turn >= 4 ? passed : 0));
  return {
    vp: v.vpNow,
    vpNeeded: v.vpNeeded,
    gortLeft,
    gortNow: v.turn >= 4 && v.turn < LAST_TURN && !(v.turn >= 4 && passed),
    gortDrm,
    redRing: RED_RING.filter((a) => ctrl[a] === 'allied').length,
    zoneTaken: ZONES_AB.some((z) => ctrl[z] === 'allied'),
    zoneThreat,
    ringThreat,
    gortThreat,
    contestedGerman,
    untraced,
    alliedStrength,
    germanStrength,
    lossDiff,
    initiativeDrm,
  };
}

/**
 * The weights of the evaluation (logit of the Allied chance of winning), each on its term of logitTerms.
 * Hand-set (issues 4, 17). A fit to 33 search mirror games (tools/fit/ca-arras-battles.ts; issue 32, item 5)
 * rescales them, 0.405·logit − 1.50 (the 11.1 terms kept): its chances are nearer the outcomes (mirror Brier
 * 0.4969 → 0.2253) but it plays weaker (the hand weights scored 10 of 12 against it at search:100, seats
 * swapped), so they stay: docs/games/ca-arras-battles.md, "Calibration".
 */
export const WEIGHTS = {
  vp: 0.3, // per VP above the pace to the VP needed (11.2, 11.3)
  floor: 1.2, // fewer than 1 VP during the Combat Phase (11.1: a German automatic victory at the end of the turn)
  floorLate: 4, // fewer than 1 VP once the Combat Phase is over
  zone: 5, // Zone A or B Allied-controlled: an Allied automatic victory at the end of the turn (11.1)
  zoneThreat: 0.8, // per Zone A/B open to the Allies (11.1)
  ring: 0.35, // per red-ringed sector held (11.1: all four win; two give +1 VP, 11.2)
  ringAll: 4, // all four red-ringed sectors held (11.1)
  ringThreat: 0.15, // per red-ringed sector within Allied reach
  gort: 0.8, // per log-chance of Gort letting the offensive go on (13.5), by the VP still missing
  gortThreat: 0.15, // per Gort sector within British reach
  contested: 0.15, // per German sector the Allies contest (VP to come)
  material: 2, // per unit of log strength ratio (Allied / German) above the armies' starting ratio
  loss: 0.08, // per unit lost (German minus Allied)
  initiative: 0.1, // per point of Allied Initiative DRM (4.1)
  advantage: 0.2, // the Allies hold the Advantage (9.4: may overrule Gort)
  bias: 1.2,
};

/** The terms of the Allied logit, in the order of TERMS: alliedLogit is their sum weighted by WEIGHTS. */
export const TERMS = Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[];

/** Fills `out` with the terms of the Allied logit of a view (the game not over), one per WEIGHTS entry in the order of TERMS. */
export function logitTerms(v: BattlesView, f: BattlesFeatures = features(v), out: Float64Array = new Float64Array(TERMS.length)): Float64Array {
  const short = Math.max(0, f.vpNeeded - f.vp);
  // 11.2 / 11.3 VP: a running count, against the pace that reaches the VP needed on Turn 7.
  const late = v.phase === 'reorganization' || v.phase === 'final';
  const pace = (f.vpNeeded * Math.min(7, v.turn - (late ? 0 : 0.5))) / LAST_TURN;
  // 13.5 Gort: each End Phase of Turns 4-6, 1d6 + DRM >= 7 or the game ends (the Allies then win only
  // with the VP needed). This turn's roll is a mixture in alliedChance; the rolls of later turns count
  // here, with the DRM the British may reach by then (Gort sectors within reach count 1, plus 1).
  const future = f.gortLeft - (f.gortNow ? 1 : 0);
  const hope = Math.min(1, Math.max(0.35, (f.gortDrm + f.gortThreat + 2) / 6));
  let i = 0;
  out[i++] = f.vp - pace; // vp
  out[i++] = f.vp < 1 && !late ? -1 : 0; // floor (a penalty): 11.1 fewer than one VP at the end of any turn, German automatic victory
  out[i++] = f.vp < 1 && late ? -1 : 0; // floorLate (a penalty)
  out[i++] = f.zoneTaken ? 1 : 0; // zone: 11.1 Zone A or B, Allied automatic victory at the end of the turn
  out[i++] = f.zoneThreat;
  out[i++] = f.redRing; // ring
  out[i++] = f.redRing === 4 ? 1 : 0; // ringAll: 11.1 all four red-ringed sectors
  out[i++] = f.ringThreat;
  out[i++] = future > 0 && short > 0 ? future * Math.log(hope) * Math.min(1, short / 4) : 0; // gort
  out[i++] = f.gortThreat;
  out[i++] = f.contestedGerman; // contested
  out[i++] = Math.log(f.alliedStrength / Math.max(1, f.germanStrength)) - BASE_RATIO; // material
  out[i++] = f.lossDiff; // loss
  out[i++] = f.initiativeDrm * (v.turn <= 5 ? 1 : 0); // initiative
  out[i++] = v.advantage === 'allied' ? 1 : 0; // advantage
  out[i++] = 1; // bias
  return out;
}

const TERMS_SCRATCH = new Float64Array(TERMS.length);

/** The logit of the Allied chance of winning (the game not over): WEIGHTS times logitTerms. */
export function alliedLogit(v: BattlesView, f: BattlesFeatures = features(v)): number {
  const t = logitTerms(v, f, TERMS_SCRATCH);
  const w = WEIGHTS;
  // In the order of TERMS, written out (a loop of WEIGHTS[TERMS[i]] took 4 times as long: keyed reads).
  return (
    w.vp * t[0] +
    w.floor * t[1] +
    w.floorLate * t[2] +
    w.zone * t[3] +
    w.zoneThreat * t[4] +
    w.ring * t[5] +
    w.ringAll * t[6] +
    w.ringThreat * t[7] +
    w.gort * t[8] +
    w.gortThreat * t[9] +
    w.contested * t[10] +
    w.material * t[11] +
    w.loss * t[12] +
    w.initiative * t[13] +
    w.advantage * t[14] +
    w.bias * t[15]
  );
}

/** The Allied player's chance of winning, estimated from the view. */
export function alliedChance(v: BattlesView, gortDrm?: number): number {
  if (v.result) return v.result.winner === 'allied' ? 1 : 0;
  const f = features(v, gortDrm);
  const p = sigmoid(alliedLogit(v, f));
  if (!f.gortNow || f.vp >= f.vpNeeded) return p;
  // 13.5 this turn's Gort roll: the offensive goes on with 1d6 + DRM >= 7 (or when the Allies overrule
  // with the Advantage, 9.4); otherwise the game ends now and the Allies need the VP needed (11.3).
  const go = Math.min(1, f.gortDrm / 6);
  const adv = v.advantage === 'allied' && !v.advantageUsed.allied ? 1 : 0;
  const cont = go + (1 - go) * adv;
  return cont * p + (1 - cont) * sigmoid(1.5 * (f.vp - f.vpNeeded + 0.5));
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Per unit, the view's fields that never change (as game.ts shows them). */
const SECTOR_IDS = SECTORS.map((a) => a.id);
const UNIT_STATIC = UNITS.map((d) => ({ id: d.id, side: d.side, nation: d.nation, type: d.type, attack: d.attack, defense: d.defense, reorganized: !!d.rOf }));

/**
 * The part of the view that the evaluation reads (alliedChance: units, sectors' control, turn, phase,
 * step, VP, Advantage, result), built from a model state without the rest of game.view (names, texts,
 * VP details): the search evaluates one at every leaf. Equal to game.view on those fields
 * (test/ai/ca-arras-battles-ai.test.ts).
 */
export function evaluationView(s: BattlesState): BattlesView {
  const units = [];
  for (let i = 0; i < N_UNITS; i++) {
    const l = s.loc[i];
    const box = l === ELIMINATED ? 'eliminated' : l === REMOVED ? 'removed' : l === WAITING ? 'waiting' : l > 0 ? 'map' : 'out';
    if (box === 'out') continue;
    const d = UNIT_STATIC[i];
    // One object shape, fields written out (a spread here took a quarter of the search's time).
    units.push({
      id: d.id,
      side: d.side,
      nation: d.nation,
      type: d.type,
      attack: d.attack,
      defense: d.defense,
      reorganized: d.reorganized,
      area: l > 0 ? l : null,
      box,
      spent: !!s.spent[i],
      released: isReleased(s, i),
    });
  }
  return {
    turn: s.turn,
    phase: s.phase,
    step: s.step.k,
    vpNow: victoryPointCount(s),
    vpNeeded: s.vpNeeded,
    advantage: s.advantage,
    advantageUsed: s.advantageUsed,
    result: s.result,
    sectors: SECTOR_IDS.map((id) => ({ id, control: s.control[id] })),
    units,
  } as unknown as BattlesView;
}
/** See caArrasBattlesAI.evaluate. */
export const SHARPNESS = 2;

export function logitOf(p: number): number {
  const q = Math.min(1 - 1e-9, Math.max(1e-9, p));
  return Math.log(q / (1 - q));
}

/**
 * The value for `role` of an Allied chance `p`, as the players see it: SHARPNESS times the logit; in a
 * search's model state of an ANCHORED side (`rootLogit`, put there by `determinize` for the search),
 * SHARPNESS times the logit's difference from the decision's root, so that the root scores 0.5.
 */
function sharpened(p: number, role: Role, rootLogit?: number): number {
  if (p <= 0 || p >= 1) return role === 'allied' ? p : 1 - p;
  const x = logitOf(p);
  if (rootLogit !== undefined) return sigmoid(SHARPNESS * (role === 'allied' ? x - rootLogit : rootLogit - x));
  const q = sigmoid(SHARPNESS * x);
  return role === 'allied' ? q : 1 - q;
}

/**
 * The sides whose search values are read about the decision's root (issue 17). About 0 instead, the
 * evaluation saturates once the Allies hold their first VP: the German values of Turn 1 lay at
 * 0.000-0.03 (Allied chance 0.92-0.99 after the Allies' first impulses) for every root move, and 200
 * iterations visited the four root moves 50/50/50/50: the choice was a draw among them. The
 * transform is monotone: one-step choices (prune, the heuristic player) are unchanged.
 */
export const ANCHORED: ReadonlySet<Role> = new Set(['german']);
/** A model state with the Allied logit at the root of its decision (search models of ANCHORED sides). */
export type ModelState = BattlesState & { rootLogit?: number; exposed?: boolean };

/**
 * The sides whose search models read `exposure` (an ANCHORED side's always do, about its root; the others
 * add it to the plain logit).
 */
export const EXPOSED: ReadonlySet<Role> = new Set(['german', 'allied']);

/** Logit per pending assault, by its chance (see pendingAssaults). */
export const PENDING_WEIGHT = 0.5;

/**
 * The assaults an impulse has committed to (5.2.1: units that entered a sector with enemy units must
 * assault it before the impulse ends), as the Allied logit: PENDING_WEIGHT × (2c - 1) for each such
 * sector, c the chance of its assault by the units there now (6.1-6.3: best case, 2d6 against 2d6), for
 * the side with the Initiative. The evaluation of a position sees an assault only once it is fought:
 * without this, the search's steps of a move (one unit entering alone, then the others going
 * elsewhere) all scored alike, and a lone unit's hopeless assault (VA 2 against VD 4) cost its Unité de
 * Pointe (6.4.1). Read by the search's models of ANCHORED sides.
 */
export function pendingAssaults(s: BattlesState): number {
  const as = s.assault;
  if (!as?.waiting.length) return 0;
  const side = s.momentum;
  let x = 0;
  const seen: number[] = [];
  for (const w of as.waiting) {
    const area = s.loc[w];
    if (area <= 0 || seen.includes(area) || !BOARD.hasUnits(s, area, other(side))) continue;
    seen.push(area);
    const attackers = as.waiting.filter((i) => s.loc[i] === area);
    x += PENDING_WEIGHT * (2 * assaultChance(s, side, attackers, area) - 1);
  }
  return side === 'allied' ? x : -x;
}

/** Logit per Victory Point within reach of an assault or a walk-in of the opponent's next impulse (see exposure). */
export const EXPOSURE_WEIGHT = 0.3;
/** 11.1 a Zone A or B taken ends the game: its exposure counts this many VP more. */
const ZONE_EXPOSURE = 3;

/**
 * The sectors each side could take from the other in one impulse (5.0: the units of one Active Sector), as
 * the Allied logit: EXPOSURE_WEIGHT × (Σ Allied − Σ German) of value × chance, during the Combat Phase.
 * A sector counts for the Allies when it is a German start sector (11.2: 1 VP; Zones A/B 11.1: more) not
 * under their control, for the German when it is one the Allies control (the VP it would take back). The
 * chance: 1 for a Vacant sector next to a Fresh released unit that may lead (5.2.2); else the best
 * assaultChance (6.1-6.3) of the Fresh released units of one neighbouring sector that can pay the entry
 * (5.2 C/D: 3 MF into Fatiguée units, 4 into Fresh ones; a unit in a Contesté sector leaves it only if
 * armor, 5.2 E/F), or of those already in the sector (an in-place assault, 5.2.1). German units enter
 * blue sectors only once Rommel has turned north (5.1.2, 13.6).
 *
 * The evaluation sees a sector's loss only once the opponent has moved: the search's German impulses
 * (12 decisions deep, each a step of a move) ended before any Allied reply, so every step of a walk
 * scored alike, and on Turn 1 the German walked unit after unit through its own rear (each left
 * Fatiguée, 5.1: weaker in defense, no 5.2 B cost around it) while the Allies waited, then took 7 VP
 * against the spent screen (dice seed gameSeed(201, 1)). Read by the search's models (EXPOSED; about the
 * root for ANCHORED sides), not by the heuristic's.
 */
export function exposure(s: BattlesState): number {
  if (s.phase !== 'combat') return 0;
  // The Fresh released units that may take part in an assault (not artillery, not leaders), by side and sector.
  const anyReady = [false, false];
  for (const l of READY) for (const a of l) a.length = 0;
  for (const l of PRESENT) for (const a of l) a.length = 0;
  for (let i = 0; i < N_UNITS; i++) {
    const l = s.loc[i];
    if (l <= 0) continue;
    const k = UNITS[i].side === 'allied' ? 0 : 1;
    PRESENT[k][l].push(i);
    if (s.spent[i] || !ASSAULT_UNIT[i] || !isReleased(s, i)) continue;
    READY[k][l].push(i);
    anyReady[k] = true;
  }
  let x = 0;
  for (const a of GRAPH.ids) {
    if (SEC[a].start !== 'german') continue;
    const side: Side = s.control[a] === 'allied' ? 'german' : 'allied';
    const k = side === 'allied' ? 0 : 1;
    if (!anyReady[k] || (side === 'german' && SEC[a].ident === 'blue' && !s.rommelNorth)) continue;
    const c = takeChance(s, side, READY[k], a);
    if (!c) continue;
    const value = side === 'allied' && (a === ZONE.A || a === ZONE.B) ? 1 + ZONE_EXPOSURE : 1;
    x += (side === 'allied' ? 1 : -1) * value * c;
  }
  return EXPOSURE_WEIGHT * x;
}

/**
 * The knowledge's evaluation (src/ai-kit/knowledge.ts) of a model state for `role`, the side played
 * (after a side bid the seat may play the other side, 14.1): the Allied chance of the position,
 * sharpened (SHARPNESS times the logit: the search's UCB1, exploration 0.7 on values in [0, 1], then
 * tells good moves from bad ones; argmax players are not affected); a search model reads besides the
 * pending assaults and the exposure about its root (ANCHORED) or the exposure alone (EXPOSED).
 */
export function evaluate(s: ModelState, role: Role): number {
  const p = alliedChance(evaluationView(s), gortModifier(s));
  if (p <= 0 || p >= 1) return sharpened(p, role);
  if (s.rootLogit === undefined) return s.exposed ? sharpened(sigmoid(logitOf(p) + exposure(s)), role) : sharpened(p, role);
  return sharpened(sigmoid(logitOf(p) + pendingAssaults(s) + exposure(s)), role, s.rootLogit);
}

/** The value for `role` of the position a view shows (any seat's view: the evaluation reads only what every seat sees), sharpened. */
export function evaluateView(v: BattlesView, role: Role): number {
  return sharpened(alliedChance(v), role);
}
