// Computer-player knowledge for The Cruellest Month: an evaluation of a position from a VIEW, and a
// determinizer that builds a full State from what one side knows, sampling the hidden contents of the
// other side's Airbase Display (6.1): where each enemy aircraft is based and in what state, what an
// enemy mission carries, and (through the air-battle module) the unrevealed markers of an air battle.
// It never reads the true state: only game.view(state, role).
import { type Action, type Role, actionKey } from '../../kernel/game.ts';
import { Rng } from '../../kernel/rng.ts';
import type { ViewKnowledge } from '../../ai-kit/legacy.ts';
import type { TimePlan } from '../../ai-kit/time.ts';
import { copyData, rollChance } from '../../ai-kit/model.ts';
import { cruellestMonth } from './game.ts';
import * as AB from './air-battle/battle.ts';
import { determinizeAirBattle } from './air-battle/ai.ts';
import { chooseAirBattleAction } from './air-battle/heuristic.ts';
import type { AirBattle } from './air-battle/contract.ts';
import type { CmView } from './view.ts';
export type { CmView } from './view.ts';
import { AIRBASE_AAF, AIRBASE_AAF_DISRUPTED, AIRCRAFT, RANDOM_EVENTS, aaFire, AIR_BY_ID, AIR_UNITS, ASL_MAX, CITY_AAF, CITY_HITS_MAX, CORPS, GROUND_BY_ID,
  GROUND_CRT, HL_SCORING_HEXES, INFANTRY_AAF, OFFMAP_HITS_MAX, RIDGE_HEXES, PLACES, TEC, VICTORY, eastOfHindenburg, grid, groundColumn, isHindenburg,
    westOfHindenburg } from './data.ts';
import { type AirUnit, type Side, type State, HEX_INFO, NBR_INDEX, baseLoc, hexNo, faceOf, flightPath, other, operating,
  overCapacity, ownBases, rangePoints, setup } from './state.ts';


// ---------------------------------------------------------------------------------------------
// Evaluation

/** The margin's weights (VP): an aircraft lost, by the share of the 12 turns still to play; a division's strength. */
export const AIRCRAFT_LOST = 0.8;
export const STRENGTH_WEIGHT = 0.6;

/**
 * The Allied-minus-German margin if the game ended now (13.1 so far + 13.2 from the map), with what is under
 * way: the mission in the air as `reader` knows it (`missionValue`; by default whoever's view `v` is),
 * declared ground attacks, standing Artillery Support and Interdictions. Reads only what `reader`'s view
 * holds (a State may be passed with its reader: the same fields, the hidden ones not read, `evaluateState`).
 * For the Allied `planner` (the side whose evaluation it is) it adds the Allied plan (`groundPlan`, `airPlan`).
 */
export function projectedMargin(v: CmView, reader: Role = viewReader(v), planner: Role = 'observer', deep = false): number {
  if (v.finalMargin !== null) return v.finalMargin;
  let allied = v.vp.allied;
  let german = v.vp.german;
  for (const h of HL_SCORING_HEXES) if (v.control[h] === 'allied') allied += 2;
  for (const h of RIDGE_HEXES) v.control[h] === 'allied' ? (allied += 3) : (german += 3);
  let towns = 0;
  for (const h in PLACES) if (PLACES[h].terrain === 'town' && eastOfHindenburg(h) && v.control[h] === 'allied') towns++;
  allied += Math.floor(towns / 2);
  if (v.control['2208'] === 'german') german += 5;
  // What remains to be won: the German scores about 4 VP a clear turn the Allies do not bomb (13.1),
  // plus the RFC Reserve's cost; a side's surviving air strength is its future (public losses only).
  // 13.1 awards still due this turn: hits standing at the Victory Points Phase, and +4 German for a
  // clear turn without an Allied bombing attack.
  const left = Math.max(0, v.lastTurn - v.turn);
  if (v.phase !== 'victory' && !v.over) {
    // An Allied bombing mission in flight is counted as executed (13.1 ruling: its first bombing roll settles it).
    const inFlight = v.mission?.side === 'allied' && v.mission.task === 'bombing' && v.mission.launched;
    if (!v.poorWeather && !v.ops.alliedBombed && !inFlight) german += 4;
    // Hits score at each Victory Points Phase while they stand (13.1), after the Regroup Phase has removed
    // up to 3 a turn: from the cities a side controls (11.5.1, the Allied repairs go to Arras first) and
    // from Douai and Cambrai together (11.5.2).
    const repaired = v.phase === 'reinforcement' || (v.phase === 'regroup' && v.step === 'reinforce');
    if (v.control['2208'] !== 'german') german += hitStream(v.cityHits.arras, left + 1, repaired);
    if (v.control['1607'] !== 'allied') allied += hitStream(v.cityHits.lens, left + 1, repaired);
    allied += hitStream(v.boxHits.douai + v.boxHits.cambrai, left + 1, repaired);
  }
  // Ground attacks declared or under way (9.4): the expected value of a DX on the defender's hex.
  if (v.combat) {
    const c = v.combat;
    allied += (GROUND_BY_ID[c.attacker]?.side === 'allied' ? 1 : -1) * attackValue(v, c.attacker, c.defender, c.aspAtt + c.tsp - c.aspDef, deep);
  }
  for (const a of v.attacks) {
    // A declared attack is on a hex: its holder meets it with the unit that leaves the attacker least (9.4).
    const side = GROUND_BY_ID[a.attacker]?.side;
    let worst: number | null = null;
    for (const id in v.ground) {
      const g = v.ground[id];
      if (g.where !== 'map' || g.hex !== a.hex || GROUND_BY_ID[id].side === side) continue;
      const x = attackValue(v, a.attacker, id, null, deep);
      if (worst === null || x < worst) worst = x;
    }
    if (worst !== null) allied += (side === 'allied' ? 1 : -1) * worst;
  }
  let deadA = 0;
  let deadG = 0;
  for (const id in v.air) if (v.air[id].base === 'dead') AIR_BY_ID[id].side === 'allied' ? deadA++ : deadG++;
  let strengthA = 0;
  let strengthG = 0;
  for (const id in v.ground) {
    const g = v.ground[id];
    if (g.where !== 'map') continue;
    const w = g.reduced ? 0.5 : 1;
    if (id.startsWith('i-')) strengthA += w; else strengthG += w;
  }
  const plan = planner === 'allied' ? ((left > 0 || !AFTER_GROUND.has(v.phase)) ? groundPlan(v, deep) : 0) + airPlan(v).value : 0;
  const exposed = deep && planner === 'allied' && v.phase === 'air' ? disruptedExposure(v) : 0;
  const underWay = v.phase !== 'victory' && !v.over ? missionValue(v, reader, planner, deep) + standingSupport(v) + plan - exposed : 0;
  return allied - german - left * 1.5 + (deadG - deadA) * AIRCRAFT_LOST * (left / 12) + (strengthA - strengthG) * STRENGTH_WEIGHT + underWay;
}

/** The phases of a turn after its ground phase (9.0): on the last turn the plan has no ground phase left to value. */
const AFTER_GROUND = new Set(['supply', 'regroup', 'reinforcement', 'victory', 'over']);

/**
 * Whose knowledge of the mission under way a view holds: the mission side's (its view lists the units, 8.1.6
 * note) or the other side's. So the evaluation of a view does not depend on the role it is made for, and the
 * two sides' values add up to 1.
 */
function viewReader(v: CmView): Role {
  const m = v.mission;
  if (!m) return 'observer';
  return Array.isArray((m as { units?: unknown }).units) ? m.side : other(m.side);
}

/**
 * The VP that `hits` standing on a target (or on Douai and Cambrai together) yield over the `phases`
 * Victory Points Phases to come if nobody bombs it again: 3 removed at each Regroup Phase before the
 * count (11.5), unless this turn's removal is already `repaired`.
 */
export function hitStream(hits: number, phases: number, repaired: boolean): number {
  let vp = 0;
  let h = hits;
  for (let i = 0; i < phases && h > 0; i++) {
    if (i > 0 || !repaired) h = Math.max(0, h - 3);
    vp += h;
  }
  return vp;
}

/**
 * P(DX) x what the defender's hex is worth at the end (13.2) plus a step (13.1 and strength); for the search's
 * models (`deep`) less what the attacker risks (`attackRisk`).
 */
export function attackValue(v: CmView, attacker: string, defender: string, support: number | null, deep = false): number {
  const ga = v.ground[attacker];
  const gd = v.ground[defender];
  const da = GROUND_BY_ID[attacker];
  const dd = GROUND_BY_ID[defender];
  if (!ga || !gd || !da || !dd || !gd.hex || gd.where !== 'map') return 0;
  const hex = gd.hex;
  let mods = v.poorWeather ? -4 : 0;
  if (dd.side === 'german') mods += isHindenburg(hex) ? TEC.hindenburg.combat : eastOfHindenburg(hex) ? TEC['east-of-hl'].combat : 0;
  if (PLACES[hex]?.terrain === 'city') mods += TEC.city.combat;
  if (PLACES[hex]?.terrain === 'ridge') mods += TEC.ridge.combat;
  const acf = (ga.reduced ? da.reducedCf : da.cf) >> (ga.interdicted ? 1 : 0);
  const dcf = gd.reduced ? dd.reducedCf : dd.cf;
  // Support not yet allocated: the attacker's Corps/Gruppe artillery up to its CF (9.4.1), tanks (9.4.3),
  // less one for the defender's guns.
  const asl = da.side === 'allied' ? (v.asl[da.formation] ?? v.asl.VI ?? 0) : Math.max(v.asl.souchez, v.asl.vimy, v.asl.arras);
  const sup = support ?? Math.min(asl, acf) + (da.side === 'allied' ? Math.min(v.tsp, ga.reduced ? 1 : 2) : 0) - 1;
  const p = retreatChance(acf, dcf, mods + sup, gd.interdicted);
  const worth = (PLACES[hex]?.terrain === 'ridge' ? 3 : isHindenburg(hex) ? 2 : 0) + (hex === '2208' ? 5 : 0) + 1;
  return p * worth - (deep ? attackRisk(v, attacker, attackerLoss(acf, dcf, mods + sup)) : 0);
}

/** P(AX) of one attack (9.4, 9.4.4): the attacking division loses a step (eliminated if already Reduced). */
export function attackerLoss(acf: number, dcf: number, mods: number): number {
  let ax = 0;
  for (let r = 1; r <= 10; r++) if (crtCell(r + mods + acf, dcf) === 'AX') ax += 0.1;
  return ax;
}
/** The Ground Combat Table's result (9.4) for a sum of 1D10 + CF + modifiers, on the row of the defender's CF. */
function crtCell(sum: number, dcf: number): string {
  return GROUND_CRT.rows[Math.max(0, Math.min(5, dcf - 1))][Math.max(0, Math.min(GROUND_CRT.rows[0].length - 1, groundColumn(sum)))];
}

/**
 * What an attack risks for the attacker, in VP of margin for its side: an AX (9.4.4) costs a step (the
 * evaluation's strength, 0.6 a division) and eliminates a Reduced attacker; one that stood alone in a hex worth
 * something (`hexWorth`: Arras, the Ridge, the Hindenburg Line) leaves it empty next to the enemy, to be walked
 * into (9.2: the chance groundPlan gives an empty hex, weighed as the plan's next phase). Watched game (search:24
 * Allied against the German heuristic, seed 506): the two divisions holding Arras attacked the Reduced German
 * division next door at poor odds on turns 3 and 4, one AX each on Reduced attackers eliminated both, and a German
 * division walked into the empty Arras on turn 5 (+5 German, 13.2, and -2 Artillery Support for every Corps at
 * each Supply Phase, 9.5.1): the attack's value counted the DX it might win, not the AX it risked.
 */
export function attackRisk(v: CmView, attacker: string, ax: number): number {
  const g = v.ground[attacker];
  if (g?.where !== 'map' || !g.hex || ax <= 0) return 0;
  let cost = 0.5 * STRENGTH_WEIGHT; // a step: half a division
  if (g.reduced) {
    const side = GROUND_BY_ID[attacker].side;
    let alone = true;
    for (const id in v.ground) {
      if (id !== attacker && v.ground[id].where === 'map' && v.ground[id].hex === g.hex && GROUND_BY_ID[id].side === side) { alone = false; break; }
    }
    if (alone && v.control[g.hex] === side) cost += hexWorth(g.hex) * WALK_IN * PLAN_WEIGHT;
  }
  return ax * cost;
}
/** P(an enemy division next door walks into an empty hex at its next ground phase), a judgement (9.2, 9.3.2). */
export const WALK_IN = 0.7;

/** P(the defender retreats) in one attack (9.4, 9.4.4): 1D10 + `mods` + the attacker's CF on the Ground Combat
 * Table, row the defender's CF; a DX, or a DI on an Interdicted defender, makes it retreat. */
export function retreatChance(acf: number, dcf: number, mods: number, interdicted: boolean): number {
  const o = combatOdds(acf, dcf, mods);
  return interdicted ? o.dx + o.di : o.dx;
}
/** P(DX) and P(DI) of one attack (9.4, 9.4.4), as `retreatChance`. */
export function combatOdds(acf: number, dcf: number, mods: number): { dx: number; di: number } {
  const key = acf >= 0 && acf < 8 && dcf >= 0 && dcf < 8 && mods >= -32 && mods < 32 ? ((acf << 3) | dcf) << 6 | (mods + 32) : -1;
  const hit = key >= 0 ? ODDS[key] : undefined;
  if (hit) return hit;
  let dx = 0;
  let di = 0;
  for (let r = 1; r <= 10; r++) {
    const res = crtCell(r + mods + acf, dcf);
    if (res === 'DX') dx += 0.1;
    else if (res === 'DI') di += 0.1;
  }
  const o = { dx, di };
  if (key >= 0) ODDS[key] = o;
  return o;
}
/** `combatOdds` by CF, CF and modifiers, once computed. */
const ODDS: ({ dx: number; di: number } | undefined)[] = new Array(8 * 8 * 64);

/**
 * P(a hex is emptied) by `attacks` made one after another on its `defenders` (9.4: one defender meets each attack;
 * 9.4.4: a DX makes it retreat, a DI Interdicts it and a second DI makes it retreat; every defender must go).
 */
export function takeChance(attacks: readonly { dx: number; di: number }[], interdicted: readonly boolean[]): number {
  // State: how many defenders are gone, and whether the one meeting the attacks is Interdicted.
  const n = interdicted.length;
  let dist = new Map<number, number>([[interdicted[0] ? 1 : 0, 1]]); // key = gone * 2 + interdicted
  for (const a of attacks) {
    const next = new Map<number, number>();
    const add = (k: number, p: number) => { if (p > 0) next.set(k, (next.get(k) ?? 0) + p); };
    for (const [k, p] of dist) {
      const gone = k >> 1;
      if (gone >= n) { add(k, p); continue; }
      const ind = (k & 1) === 1;
      const out = ind ? a.dx + a.di : a.dx;
      const nextGone = gone + 1;
      add(nextGone >= n ? nextGone << 1 : (nextGone << 1) | (interdicted[nextGone] ? 1 : 0), p * out);
      if (!ind) add(k | 1, p * a.di);
      add(k, p * (1 - out - (ind ? 0 : a.di)));
    }
    dist = next;
  }
  return dist.get(n << 1) ?? 0;
}

// ---------------------------------------------------------------------------------------------
// The Allied ground plan (13.2 over 9.x)
//
// The one-ply look sees a hex's 13.2 worth only once a unit stands in it, and a ground move is a chore settled
// by that look: the Allied players left Arras with one division (the German took it in 3 of 4 watched games, on
// turn 1 in one: +5 German, 13.2, and -2 Artillery Support for every Corps at each Supply Phase, 9.5.1) and
// never lined up the Vimy Ridge assault (3 hexes, 3 VP each way, 13.2, and Hindenburg Line hexes). The plan
// values, in VP of margin, the next ground phase: each valuable hex a side holds next to enemy divisions, by the
// chance that their attacks empty it (every defender in it must retreat, 9.3, 9.4.4) or that they walk into it,
// less the same for the hexes the Allies can take. The attacks are the rules' (9.4: 1D10 + CF + terrain + each
// side's Artillery Support still standing, up to the CF, 9.4.1, tanks, 9.4.3); what a hex is worth and the weight
// of a next phase are the players' judgement.

/** What holding a hex is worth to the Allies (13.2; Arras also for 9.5.1 and the 13.1 hits it stops). */
export function hexWorth(h: string): number {
  if (h === '2208') return ARRAS_WORTH;
  let w = 0;
  if (PLACES[h]?.terrain === 'ridge') w += 6; // 13.2: +3 Allied, and not +3 German (not also a Hindenburg Line hex's 2)
  else if (isHindenburg(h)) w += 2; // 13.2
  if (PLACES[h]?.terrain === 'town' && eastOfHindenburg(h)) w += 0.5; // 13.2: 1 VP for every 2
  return w;
}
/** Arras: 5 VP (13.2) and -2 Artillery Support for every Allied Corps at each Supply Phase while German (9.5.1). */
export const ARRAS_WORTH = 8;
/** The weight of what the next ground phase may bring (it may not come: weather, 9.1, other targets). */
export const PLAN_WEIGHT = 0.5;
/** Each hex's worth (`hexWorth`) and terrain modifier for its defender (9.4), by hex number (state.ts `hexNo`). */
const WORTH = HEX_INFO.map((x) => hexWorth(x.h));
const TERRAIN_MOD = HEX_INFO.map((x) => (PLACES[x.h]?.terrain === 'city' ? TEC.city.combat : PLACES[x.h]?.terrain === 'ridge' ? TEC.ridge.combat : 0));
const GERMAN_MOD = HEX_INFO.map((x) => (isHindenburg(x.h) ? TEC.hindenburg.combat : eastOfHindenburg(x.h) ? TEC['east-of-hl'].combat : 0));

/** Scratch of `groundPlan`: the divisions in each hex, valid where the hex carries the call's stamp. */
const AT: string[][] = HEX_INFO.map(() => []);
const AT_STAMP = new Int32Array(HEX_INFO.length);
const LOOK_STAMP = new Int32Array(HEX_INFO.length);
let planStamp = 0;
const NONE: readonly string[] = [];

/**
 * The ground plan, for the Allied side (VP of margin): the Allied valuable hexes the German can take at his next
 * ground phase (minus) and the German ones the Allies can take (plus), each weighed by PLAN_WEIGHT.
 */
export function groundPlan(v: CmView, deep = false): number {
  // The divisions on the map by hex number; the hexes worth something next to a division of the other side.
  const stamp = ++planStamp;
  const look: number[] = [];
  for (const id in v.ground) {
    const g = v.ground[id];
    if (g.where !== 'map' || !g.hex) continue;
    const n = hexNo(g.hex);
    if (AT_STAMP[n] !== stamp) { AT_STAMP[n] = stamp; AT[n].length = 0; }
    AT[n].push(id);
    const side = GROUND_BY_ID[id].side;
    const nb = NBR_INDEX[n];
    for (let i = 0; i < nb.length; i++) {
      const k = nb[i];
      if (WORTH[k] > 0 && LOOK_STAMP[k] !== stamp) {
        const c = v.control[HEX_INFO[k].h];
        if (c && c !== side) { LOOK_STAMP[k] = stamp; look.push(k); }
      }
    }
  }
  const at = (n: number): readonly string[] => (AT_STAMP[n] === stamp ? AT[n] : NONE);
  let corpsBest = 0;
  for (const c of CORPS) corpsBest = Math.max(corpsBest, v.asl[c] ?? 0);
  const germanAsl = Math.max(v.asl.souchez, v.asl.vimy, v.asl.arras);
  const aslOf = (id: string) => {
    const d = GROUND_BY_ID[id];
    if (d.side === 'german') return germanAsl;
    return (CORPS as string[]).includes(d.formation) ? v.asl[d.formation] ?? 0 : corpsBest;
  };
  // 9.4.2: a Normal Balloon Observation Level shifts a column (2 points) for its owner, Reduced against.
  const balloon = (id: string) => {
    const d = GROUND_BY_ID[id];
    const b = d.side === 'german' ? Math.min(v.bosl.souchez ?? 1, v.bosl.vimy ?? 1, v.bosl.arras ?? 1) : (v.bosl[d.formation] ?? 1);
    return b === 0 ? 2 : b === 2 ? -2 : 0;
  };
  const cfOf = (id: string) => (v.ground[id].reduced ? GROUND_BY_ID[id].reducedCf : GROUND_BY_ID[id].cf);
  let x = 0;
  for (const k of look) {
    const h = HEX_INFO[k].h;
    const holder = v.control[h];
    const foe = other(holder);
    const here = at(k).filter((id) => GROUND_BY_ID[id].side === holder);
    const attackers: string[] = [];
    for (const n of NBR_INDEX[k]) for (const id of at(n)) if (GROUND_BY_ID[id].side === foe) attackers.push(id);
    if (!attackers.length) continue;
    let p: number;
    if (!here.length) p = WALK_IN; // walked into (9.2), unless a zone of control stops it (9.3.2)
    else {
      // Each defender must retreat; the holder meets each attack with its strongest (9.4), with its guns (9.4.1).
      let dcf = 0;
      let def = -99;
      for (const id of here) {
        dcf = Math.max(dcf, cfOf(id));
        def = Math.max(def, Math.min(aslOf(id), cfOf(id)) + balloon(id));
      }
      const mods = TERRAIN_MOD[k] + (holder === 'german' ? GERMAN_MOD[k] : 0) - def;
      // The attackers share their Artillery Support (9.4.1): the best gets it all, the next half, the rest none.
      const acfs = attackers.map((id) => ({ id, acf: cfOf(id) >> (v.ground[id].interdicted ? 1 : 0) })).sort((a, b) => b.acf - a.acf);
      const odds = acfs.map(({ id, acf }, i) => {
        const sup = i < 2 ? Math.min(aslOf(id) >> i, acf) + (foe === 'allied' ? Math.min(v.tsp, 2) : 0) : 0;
        return combatOdds(acf, dcf, mods + sup + balloon(id));
      });
      p = takeChance(odds, here.map((id) => v.ground[id].interdicted));
    }
    x += (holder === 'allied' ? -1 : 1) * WORTH[k] * p;
  }
  return PLAN_WEIGHT * (deep ? x - ARRAS_WORTH * arrasExposure(v, at(hexNo(ARRAS))) : x);
}

const ARRAS = '2208';
/**
 * The chance that the German reaches Arras from further than next door (the loop above sees only the hexes next
 * to a German division): a German division 2 or 3 hexes away walks in over the coming turns (9.2) if the Allies
 * have left it empty, or is too late for a division standing in it to be brought back. Watched games (search:24
 * Allied, seed 21): the Allied divisions advanced east and left Arras empty from turn 3 on; a German division got
 * behind them and walked in on turn 7 (+5 German, 13.2, and -2 Artillery Support for every Corps at each Supply
 * Phase, 9.5.1), the margin fell from 42.7 to 13.6 by turn 10; in another, one Reduced division held it alone and
 * was pushed out. The chances by distance are the players' judgement (`ARRAS_EXPOSURE`), a garrison of one
 * division a third of them, of two none.
 */
export function arrasExposure(v: CmView, here: readonly string[]): number {
  if (v.control[ARRAS] !== 'allied') return 0;
  let d = 99;
  for (const id in v.ground) {
    const g = v.ground[id];
    if (g.where === 'map' && g.hex && GROUND_BY_ID[id].side === 'german') d = Math.min(d, grid.distance(g.hex, ARRAS));
  }
  if (d < 2 || d >= ARRAS_EXPOSURE.length) return 0; // next door: the loop above weighs the attacks
  const n = here.filter((id) => GROUND_BY_ID[id].side === 'allied').length;
  return n >= 2 ? 0 : n === 1 ? ARRAS_EXPOSURE[d] / 3 : ARRAS_EXPOSURE[d];
}
/** P(a German division at distance d, by index, takes an Arras the Allies leave empty), a judgement. */
export const ARRAS_EXPOSURE = [0, 0, 0.4, 0.2];

// ---------------------------------------------------------------------------------------------
// The Allied air plan (13.1 +4, 11.2)
//
// Every clear turn without an Allied bombing attack gives the German 4 VP (13.1). In the watched games the Allied
// players flew 3-6 missions a turn, lost 10 of their 18 units by turn 3 and 16 by turn 8, and from then on had
// nothing left to bomb with: +4 German on each clear turn to the end (20 VP in one game). The plan values the
// bombers still flying as the clear turns they can still cover: a force of n bombers covers about n / ATTRITION
// more turns, and each clear turn (P_CLEAR) left uncovered is worth 4 VP to the German; a softplus makes the
// shortfall smooth. The General Regroup (11.2.3: 1D10 steps, 1 VP each to the German) is counted as the bombers
// it will bring back: once declared, up to 5.5 (the mean roll) of the dead; while unused, an option on half as
// many, so that it is declared once enough bombers are gone.

/** P(a turn is clear): the random events table's Poor Weather results (5.0). */
export const P_CLEAR = 1 - Object.values(RANDOM_EVENTS).filter((e) => e.id === 'poor-weather').length / 10;
/** Bombers lost a turn by a force that flies (the watched games: 1.5-2 a turn early on), a judgement. */
export const ATTRITION = 1.5;
/** The mean General Regroup roll (11.2.3: 1D10). */
const REGROUP_STEPS = 5.5;
/** A unit's chance of being destroyed in an intercepted mission (the air battle, 8.7), an estimate. */
export const LOSS_IF_INTERCEPTED = 0.25;
/**
 * The same, measured: in 6 games of the Allied search against the German heuristic (seed 22, scratch driver counting
 * the Allied units of each mission that met an air battle and the Allied aircraft destroyed in them) 73 of 164 Allied
 * units were destroyed once intercepted (45%), and 164 of the 235 launched were intercepted. The search's Allied
 * evaluation uses it; the heuristic's keeps LOSS_IF_INTERCEPTED (so that the German search's Allied opponent is
 * the one measured before).
 */
export const MEASURED_LOSS_IF_INTERCEPTED = 0.45;

/** Can bomb (8.10.1): a printed bombing factor, not a fighter; the RFC Reserve (7.3) and the IX/100 aside. */
const BOMBER = new Set(AIR_UNITS.filter((d) => d.side === 'allied' && !d.reserve && AIRCRAFT[d.aircraft].type !== 'F'
  && typeof AIRCRAFT[d.aircraft].full.bf === 'number' && (AIRCRAFT[d.aircraft].full.bf as number) > 0).map((d) => d.id));

const softplus = (x: number) => (x > 30 ? x : Math.log1p(Math.exp(x)));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The phases of a turn before its Regroup Phase, where a declared General Regroup's roll is still to come (11.2.3). */
const BEFORE_REGROUP = new Set(['events', 'initiative', 'air', 'ground', 'supply']);

/**
 * The +4 German (13.1) the Allied bombers cannot cover in the turns after this one, what one more bomber is worth,
 * and the General Regroup's bombers: each brought back is worth a bomber less the VP it costs (11.2.3, 13.1).
 */
export function airPlan(v: CmView): { value: number; perBomber: number } {
  const left = Math.max(0, v.lastTurn - v.turn);
  let n = 0;
  let dead = 0;
  for (const id of BOMBER) {
    const u = v.air[id];
    if (!u || u.base === 'dead') dead++;
    else n++;
  }
  const x = left - n / ATTRITION;
  const perBomber = left > 0 ? ((4 * P_CLEAR) / ATTRITION) * logistic(x) : 0;
  let back = 0;
  if (v.generalRegroup === 'allied'
    && (BEFORE_REGROUP.has(v.phase) || (v.phase === 'regroup' && (v.step === 'regroup' || v.step === 'restore-roll')))) back = Math.min(REGROUP_STEPS, dead);
  else if (!v.regroupUsed.allied && v.generalRegroup !== 'allied') back = 0.5 * REGROUP_STEPS;
  return { value: -4 * P_CLEAR * softplus(x) + back * Math.max(0, perBomber - 1), perBomber };
}

// ---------------------------------------------------------------------------------------------
// What an air mission can earn (8.10, 8.11, 13.1), weighed by its risk (8.4, 8.9)
//
// Weights of the computer players' judgement, not game data: the mission's chances are the rules' own
// (the bombing roll 8.10.5, its results 8.10.6, the scramble roll 8.4.1, the 13.1 awards); what the rules
// leave to the air battle (how often a bomber gets through once intercepted, how often a balloon falls)
// is an estimate.

/** The worth, in VP of margin, of one Artillery Support point standing in a Corps or Gruppe (9.4.1, 9.5.1). */
export const ASL_WORTH = 0.1;
/** The worth of an Interdicted enemy division in contact with a friendly one (8.10.6: it cannot move, attacks at half, a DI makes it retreat, 9.4.4). */
export const INTERDICT_WORTH = 0.5;
/** The share of a mission's strikes delivered once intercepted (an estimate of the air battle, 8.7), and what each escort adds. */
const THROUGH_IF_INTERCEPTED = 0.5;
const ESCORT_HELP = 0.12;
/** The chance that a balloon-busting unit grounds or destroys the balloon (8.11: DF 2, SR 0, its AA units), an estimate. */
const BALLOON_P = 0.35;

/** One bombing, strafing or spotting roll (8.10.5): 1D6 + `mod` against `bf`; the expected hits (8.10.6), P(below 0), P(any effect). */
export function strikeOdds(bf: number, mod: number): { hits: number; severe: number; any: number; dist: number[] } {
  const key = `${bf}|${mod}`;
  let o = STRIKE_ODDS.get(key);
  if (!o) STRIKE_ODDS.set(key, (o = strikeOddsOf(bf, mod)));
  return o;
}
/** `strikeOdds` by BF and modifier, once computed (callers only read them). */
const STRIKE_ODDS = new Map<string, { hits: number; severe: number; any: number; dist: number[] }>();
function strikeOddsOf(bf: number, mod: number): { hits: number; severe: number; any: number; dist: number[] } {
  let hits = 0;
  let severe = 0;
  let any = 0;
  const dist = [1];
  const add = (k: number) => { while (dist.length <= k) dist.push(0); dist[k] += 1 / 6; dist[0] -= 1 / 6; };
  for (let d = 1; d <= 6; d++) {
    const r = d + mod;
    if (r < 0) { hits += (bf - r) / 6; severe += 1 / 6; any += 1 / 6; add(bf - r); }
    else if (r <= bf) { hits += Math.max(1, bf - r) / 6; any += 1 / 6; add(Math.max(1, bf - r)); }
  }
  return { hits, severe, any, dist };
}

/** The distribution of a sum of independent hit counts (distributions as arrays, index = hits). */
function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) if (a[i]) for (let j = 0; j < b.length; j++) out[i + j] += a[i] * b[j];
  return out;
}

/** E[VP] of the hits `dist` added to `now` standing hits (at most `cap` more), as their 13.1 stream after 11.5. */
function streamGain(dist: readonly number[], now: number, cap: number, phases: number, repaired: boolean): number {
  const base = hitStream(now, phases, repaired);
  let e = 0;
  for (let k = 1; k < dist.length; k++) if (dist[k]) e += dist[k] * (hitStream(now + Math.min(k, cap), phases, repaired) - base);
  return e;
}

/** A unit flying a mission, as its owner knows it (or a typical one of the enemy, whose units stay hidden, 8.1.6 note). */
interface Flyer { aircraft: string; bf: number | 'S'; disrupted: boolean; ace: boolean; observerLost: boolean; base: string | null; group: string }
/** 8.1.6, 8.10.1-8.10.3, 8.11: what a unit does on a mission of this task ('escort' when it cannot). */
function roleOf(f: Flyer, task: string): 'bombing' | 'strafing' | 'spotting' | 'balloon' | 'escort' {
  const type = AIRCRAFT[f.aircraft].type;
  if (task === 'strafing') return 'strafing';
  if (task === 'bombing') return typeof f.bf === 'number' && f.bf > 0 && type !== 'F' && !(AIRCRAFT[f.aircraft].observer && f.observerLost) ? 'bombing'
    : 'escort';
  if (task === 'spotting') return type === 'RB' && !f.observerLost ? 'spotting' : 'escort';
  return type === 'F' || type === 'FB' ? 'balloon' : 'escort';
}

/** The AA factor over the target (8.9.1), from what every side sees. */
function aafOf(v: CmView, hex: string, target: string): number {
  if (target.startsWith('base:')) {
    const b = v.bases[target.slice(5)];
    return b?.status === 'construction' ? 0 : b?.status === 'disrupted' ? AIRBASE_AAF_DISRUPTED : AIRBASE_AAF;
  }
  if (target === 'box') return AIRBASE_AAF;
  if (target === 'city') return Math.max(0, CITY_AAF - Math.floor((hex === '2208' ? v.cityHits.arras : v.cityHits.lens) / 2));
  return INFANTRY_AAF;
}

/**
 * P(the mission is intercepted) before the scramble (8.4): two attempts by the enemy's fighters still flying,
 * each succeeding when 1D10 - N - observers <= SR (8.4.1, 8.4.2), from the nearest operating enemy airbase
 * (public, 6.1: the bases are on the map, their contents are not) and the enemy fighters' printed SR.
 */
function interceptChance(v: CmView, side: Side, hex: string, range: number, from: string | null): number {
  const foe = other(side);
  let sr = 0;
  let n = 0;
  for (const d of AIR_UNITS) {
    if (d.side !== foe || d.reserve && !(foe === 'allied' && v.rfcCommitted)) continue;
    const type = AIRCRAFT[d.aircraft].type;
    if ((type !== 'F' && type !== 'FB') || v.air[d.id]?.base === 'dead') continue;
    sr += AIRCRAFT[d.aircraft].full.sr;
    n++;
  }
  if (!n) return 0;
  sr /= n;
  const vs = v as unknown as State;
  let near = 99;
  for (const b of ownBases(vs, foe)) if (b !== 'rfc' && operating(vs, b)) near = Math.min(near, rangePoints(baseLoc(vs, b), hex));
  if (near === 99) return 0;
  const bonus = Math.min(4, Math.max(0, near - range));
  let observed = 0;
  if (from) for (const h of flightPath(from, hex)) if (side === 'allied' ? eastOfHindenburg(h) : westOfHindenburg(h)) observed++;
  // The attempts' own penalties (Flown, Disrupted, 8.4.1) are unknown to the mission side: half a point on average.
  const p = Math.max(0, Math.min(1, (sr + bonus + Math.floor(observed / 2) - 0.5) / 10));
  return 1 - (1 - p) ** Math.min(2, n);
}

/**
 * The value (VP of margin, Allied plus) that the strikes of `flyers` on mission `m` will bring, each delivered
 * with probability `through` (times the AA's toll, 8.9): hits on Douai/Cambrai and the cities as the VP their
 * stream yields (13.1 after 11.5), an Airbase Disrupted or destroyed (6.6, 8.10.6), a division Interdicted
 * (8.10.6), the IX/100's hits on Artillery Support (9.5.1), spotting (8.10.6) and balloons (8.11) as Artillery
 * Support points.
 */
function strikesValue(v: CmView, m: { side: Side; task: string; hex: string; target: string }, flyers: readonly Flyer[], through: number,
  power?: { x: number }, groundedWorth?: number): number {
  const sign = m.side === 'allied' ? 1 : -1;
  const aaToll = 1 - 0.05 * aafOf(v, m.hex, m.target);
  const unitTarget = m.target.startsWith('unit:') ? m.target.slice(5) : null;
  const gd = unitTarget ? v.ground[unitTarget] : null;
  let hits = 0;
  let dist = [1];
  let severe = 0;
  let asl = 0;
  let balloonMiss = 1;
  let nbHits = 0;
  for (const f of flyers) {
    const job = roleOf(f, m.task);
    if (job === 'escort') continue;
    const p = through * aaToll;
    if (job === 'balloon') { balloonMiss *= 1 - BALLOON_P * p; continue; }
    const bf = job === 'strafing' ? (f.bf === 'S' ? 1 : Math.max(1, f.bf)) : f.bf === 'S' ? 1 : f.bf;
    // 8.10.5 modifiers (medium altitude; strafing is at low altitude).
    let mod = (job === 'strafing' ? -2 : 0) + (f.ace ? -1 : 0) + (f.disrupted ? 1 : 0) + (v.poorWeather ? 1 : 0) + (gd?.interdicted ? -1 : 0);
    if (job === 'bombing' && unitTarget && (PLACES[m.hex]?.terrain === 'city' || GROUND_BY_ID[unitTarget].side === 'german')) mod += 1;
    const o = strikeOdds(bf, mod);
    if (job === 'spotting') {
      // 8.10.6: below 0 a double success; else a second 1D6 <= BF a success.
      asl += p * (2 * o.severe + (o.any - o.severe) * Math.min(1, bf / 6));
      continue;
    }
    hits += p * o.hits;
    dist = convolve(dist, o.dist.map((x, k) => (k === 0 ? 1 - p * (1 - x) : p * x)));
    severe = 1 - (1 - severe) * (1 - p * o.severe);
    if (AIRCRAFT[f.aircraft].type === 'NB') nbHits += p * o.hits;
  }
  let value = 0;
  const left = Math.max(0, v.lastTurn - v.turn);
  const repaired = v.phase === 'reinforcement' || (v.phase === 'regroup' && v.step === 'reinforce');
  if (m.target === 'box') {
    const k = m.hex as 'douai' | 'cambrai';
    value += streamGain(dist, v.boxHits.douai + v.boxHits.cambrai, OFFMAP_HITS_MAX - v.boxHits[k], left + 1, repaired);
  } else if (m.target === 'city') {
    const now = m.hex === '2208' ? v.cityHits.arras : v.cityHits.lens;
    value += streamGain(dist, now, CITY_HITS_MAX - now, left + 1, repaired);
  } else if (m.target.startsWith('base:')) {
    // 8.10.6: below 0 eliminates the Airbase and what is on the ground; a hit Disrupts it and each grounded
    // unit (half of the enemy's aircraft per operating base, as far as one knows) on 6+ of 1D10.
    const worth = groundedWorth ?? groundedGuess(v, other(m.side)) * AIRCRAFT_LOST * (left / 12);
    const hitP = Math.min(1, hits > 0 ? 1 - Math.exp(-hits) : 0);
    // Ruling (8.10.6): below 0 eliminates only an Airbase already Disrupted (option airbaseBelowZero: any).
    const elim = v.bases[m.target.slice(5)]?.status === 'disrupted' || v.options?.airbaseBelowZero ? severe : 0;
    value += elim * worth + Math.max(0, hitP - elim) * worth * 0.5 * 0.5 + hitP * 0.2;
  } else if (unitTarget && gd && !gd.interdicted && inContact(v, unitTarget)) value += severe * INTERDICT_WORTH;
  if (nbHits && unitTarget && GROUND_BY_ID[unitTarget].side === 'german') value += nbHits * ASL_WORTH; // 9.5.1
  value += asl * ASL_WORTH;
  // 8.11: the balloon grounded or destroyed lowers the enemy's Balloon Observation Level: a point less of
  // Artillery Support at the next Supply Phase (9.5.1) and the column shift of this turn's combats there.
  value += (1 - balloonMiss) * 2 * ASL_WORTH;
  if (power) power.x = hits + asl + (1 - balloonMiss) + severe;
  return sign * value;
}

/** The enemy aircraft on the ground at one of its operating airbases, as far as a side can guess (6.1: hidden). */
function groundedGuess(v: CmView, foe: Side): number {
  const vs = v as unknown as State;
  let bases = 0;
  for (const b of ownBases(vs, foe)) if (b !== 'rfc' && operating(vs, b)) bases++;
  let n = 0;
  for (const d of AIR_UNITS) if (d.side === foe && !d.reserve && v.air[d.id]?.base !== 'dead') n++;
  return bases ? (0.5 * n) / bases : 0;
}

/** A division on the map next to an enemy one (9.3.2). */
function inContact(v: CmView, id: string): boolean {
  const g = v.ground[id];
  if (g?.where !== 'map' || !g.hex) return false;
  const side = GROUND_BY_ID[id].side;
  for (const o in v.ground) {
    const x = v.ground[o];
    if (x.where === 'map' && x.hex && GROUND_BY_ID[o].side !== side && grid.adjacent(x.hex, g.hex)) return true;
  }
  return false;
}

/** A friendly unit as a mission flyer. */
function flyerOf(v: CmView, id: string): Flyer {
  const u = v.air[id] as AirUnit;
  return { aircraft: AIR_BY_ID[id].aircraft, bf: faceOf({ ...u, id }).bf, disrupted: !!u.disrupted, ace: !!u.ace, observerLost: !!u.observerLost,
    base: u.base, group: AIR_BY_ID[id].group };
}

/** Two typical enemy flyers of a task: the enemy's mission units stay hidden until combat (8.1.6 note). */
function typicalFlyers(side: Side, task: string): Flyer[] {
  const f: Flyer = task === 'strafing' || task === 'balloon'
    ? { aircraft: side === 'allied' ? 'N17' : 'AlbDIII', bf: 'S', disrupted: false, ace: false, observerLost: false, base: null, group: '' }
    : { aircraft: side === 'allied' ? 'FE2b' : 'RolandCII', bf: side === 'allied' ? 3 : 2, disrupted: false, ace: false, observerLost: false, base: null,
      group: '' };
  return [f, f];
}

/** 8.1.5: the units a mission of `side` may hold, with these units in it. */
function compositionLimit(v: CmView, side: Side, units: readonly string[]): number {
  if (v.generalRegroup) return 2;
  if (side === 'german') return 3;
  return new Set(units.map((u) => AIR_BY_ID[u].group)).size <= 1 ? 4 : 2;
}

/** 8.1.6: a friendly unit that may still join a mission (as the engine's eligibility, from the owner's view). */
function mayJoin(v: CmView, id: string, m: { units?: string[] }): boolean {
  const u = v.air[id];
  if (!u || u.flown || u.missioned || u.regroup || u.intercepted) return false;
  if (u.base === 'dead' || u.base === 'away' || u.base === 'reserve' || u.base === 'event' || u.base === 'nowhere') return false;
  if (!operating(v as unknown as State, u.base)) return false;
  if (v.recon.some((r) => r.unit === id)) return false;
  return !m.units?.includes(id);
}

/** The value of a composed mission (not launched): its strikes weighed by the chance of interception. */
function composedValue(v: CmView, m: { side: Side; task: string; hex: string; target: string }, units: readonly string[], power?: { x: number },
  worth?: (id: string) => number, loss = LOSS_IF_INTERCEPTED): number {
  if (!units.length) return 0;
  const flyers = units.map((id) => flyerOf(v, id));
  let far = flyers[0];
  let range = -1;
  for (const f of flyers) {
    const r = rangePoints(baseLoc(v as unknown as State, f.base!), m.hex);
    if (r > range) { range = r; far = f; }
  }
  const pInt = m.task === 'balloon' ? 1 : interceptChance(v, m.side, m.hex, range, baseLoc(v as unknown as State, far.base!));
  const escorts = flyers.filter((f) => roleOf(f, m.task) === 'escort' && (AIRCRAFT[f.aircraft].type === 'F' || AIRCRAFT[f.aircraft].type === 'FB')).length;
  const through = (1 - pInt) + pInt * Math.min(0.85, THROUGH_IF_INTERCEPTED + ESCORT_HELP * escorts);
  // The Allied air plan: what the units risk in the air battle once intercepted (8.7), and the strikers the AA
  // fire over the target (8.9: an X result costs a step, the last one the unit).
  let risk = 0;
  if (worth) {
    const aaf = aafOf(v, m.hex, m.target);
    for (let i = 0; i < units.length; i++) {
      const id = units[i];
      risk += pInt * loss * worth(id);
      if (aaf > 0 && roleOf(flyers[i], m.task) !== 'escort') {
        const u = v.air[id] as AirUnit;
        const df = faceOf({ ...u, id }).df - (u.disrupted ? 1 : 0);
        // Low altitude: strafing always (8.9), and the players' bombers for the better roll (8.10.5).
        risk += through * aaStepLoss(aaf, 'low', df) * (u.reduced ? 1 : STEP_SHARE) * worth(id);
      }
    }
  }
  return strikesValue(v, m, flyers, through, power) - risk;
}

/** `aaStepLoss` by AA factor, altitude and DF, once computed. */
const AA_LOSS = new Map<string, number>();
/** What the first of a unit's two steps is worth, as a share of the unit (a Reduced unit still flies). */
const STEP_SHARE = 0.4;
/** P(the AA fire costs a step) (8.9.2: the X result), over the 1D10. */
function aaStepLoss(aaf: number, altitude: 'low' | 'medium', df: number): number {
  const key = `${aaf}|${altitude}|${df}`;
  let p = AA_LOSS.get(key);
  if (p !== undefined) return p;
  p = 0;
  for (let r = 1; r <= 10; r++) if (aaFire(aaf, r, altitude, df) === 'reduced') p += 0.1;
  AA_LOSS.set(key, p);
  return p;
}

/** What an Allied unit is worth to the Allied air plan: a bomber its `perBomber`, another unit a third of it. */
function unitWorth(perBomber: number): (id: string) => number {
  return (id) => (BOMBER.has(id) ? perBomber : perBomber / 3);
}

/**
 * What the mission under way is still worth (VP of margin, Allied plus), for `role`: its own mission with its
 * units (while composing, the best completion of it within 8.1.5; an Allied bombing mission also spares the
 * 13.1 +4 German of a clear turn, which the launch settles); the enemy's launched mission with two typical
 * units, since its composition stays hidden (8.1.6 note); 0 once its strikes are resolved. This is what makes
 * one mission differ from another in a one-ply look (before it, ~43 missions and `pass` had the same value).
 */
export function missionValue(v: CmView, role: Role, planner: Role = 'observer', deep = false): number {
  const m = v.mission;
  if (!m?.task || !m.hex || !m.target) return 0;
  const mission = { side: m.side, task: m.task, hex: m.hex, target: m.target };
  const mine = m.side === role;
  if (m.step === 'land' || m.step === 'done') return 0;
  if (!mine) {
    if (!m.launched) return 0;
    const flyers = typicalFlyers(m.side, m.task);
    const own = deep && planner === 'allied' && role === 'allied' && m.target.startsWith('base:') ? groundedWorth(v, m) : undefined;
    if (m.step === 'strike') return strikesValue(v, mission, flyers.slice(1), 1, undefined, own);
    // The interception is known to the side that scrambled (8.4); before it, or to an onlooker, a guess.
    const seen = (role === 'allied' || role === 'german') && m.step !== 'scramble';
    const pInt = seen ? ((m.intercepting?.length ?? 0) > 0 ? 1 : 0) : 0.7;
    return strikesValue(v, mission, flyers, (1 - pInt) + pInt * THROUGH_IF_INTERCEPTED, undefined, own);
  }
  const own = m as State['mission'] & object;
  if (own.step === 'strike') {
    const strikers = own.strikes.map((x) => ({ ...flyerOf(v, x.unit), disrupted: x.disrupted, ace: x.ace }));
    return strikesValue(v, mission, strikers, 1);
  }
  const alive = own.units.filter((id) => v.air[id] && v.air[id].base !== 'dead');
  // The Allied air plan weighs what the Allied units risk (`airPlan`).
  const unitRisk = planner === 'allied' && m.side === 'allied' ? unitWorth(airPlan(v).perBomber) : undefined;
  const loss = deep ? MEASURED_LOSS_IF_INTERCEPTED : LOSS_IF_INTERCEPTED;
  if (own.launched) {
    if (own.step === 'scramble') return composedValue(v, mission, alive, undefined, unitRisk, loss);
    const intercepted = own.intercepting.length > 0 || own.task === 'balloon';
    const flyers = alive.map((id) => flyerOf(v, id));
    const escorts = flyers.filter((f) => roleOf(f, own.task) === 'escort').length;
    let risk = 0;
    if (unitRisk && intercepted && own.step !== 'altitude') for (const id of alive) risk += loss * unitRisk(id);
    return strikesValue(v, mission, flyers, intercepted ? Math.min(0.85, THROUGH_IF_INTERCEPTED + ESCORT_HELP * escorts) : 1) - risk;
  }
  // Composing (8.1.5): the best completion, unit by unit, among those that may still join. A unit is added
  // while it raises the value, or, at equal value, the mission's strike power (two bombers may reach what one
  // cannot: the first 3 hits a turn on Douai and Cambrai score nothing, 11.5.2). Values for the mission's
  // side; `sign` turns them into the Allied-plus margin.
  const sign = m.side === 'allied' ? 1 : -1;
  // 13.1: an Allied bombing attack on a clear turn spares the +4 German (settled at the launch).
  const spared = m.side === 'allied' && m.task === 'bombing' && !v.poorWeather && !v.ops.alliedBombed ? 4 : 0;
  const power = { x: 0 };
  const worth = (list: readonly string[]) => {
    const x = sign * composedValue(v, mission, list, power, unitRisk, loss);
    return spared && list.some((id) => roleOf(flyerOf(v, id), 'bombing') === 'bombing') ? x + spared : x;
  };
  const units = [...alive];
  let best = worth(units);
  let bestPower = power.x;
  const pool = Object.keys(v.air).filter((id) => AIR_BY_ID[id].side === m.side && mayJoin(v, id, own));
  for (;;) {
    let pick: string | null = null;
    let pickValue = best;
    let pickPower = bestPower;
    for (const id of pool) {
      if (units.includes(id)) continue;
      const next = [...units, id];
      if (next.length > compositionLimit(v, m.side, next)) continue;
      const val = worth(next);
      if (val > pickValue + 1e-3 || (val > pickValue - 1e-3 && power.x > pickPower + 0.05)) { pick = id; pickValue = val; pickPower = power.x; }
    }
    if (!pick) break;
    units.push(pick);
    best = pickValue;
    bestPower = pickPower;
  }
  return sign * best;
}

/**
 * What the Allied aircraft on the ground at the Airbase a German mission strikes are worth to the Allied player
 * (he knows his own display, 6.1): a result below 0 destroys them all with the base, a hit Disrupts each on 6+
 * (8.10.6). Each is worth the evaluation's air strength (0.8 a unit over the turns left) and what the Allied air
 * plan gives it (a bomber `perBomber`, another unit a third). The units flying as interceptors are not on the
 * ground; those that escaped by Target Scramble (8.5) stand at their new base. Watched games (search:24 Allied,
 * seed 21): German strafing of Allied Airbases (2-4 missions a turn) destroyed 9 of the 14 Allied aircraft lost in
 * one game, while the Allied evaluation counted a guessed half of an average base whatever stood there, so that
 * neither an interception nor a Target Scramble changed its value.
 */
function groundedWorth(v: CmView, m: NonNullable<CmView['mission']>): number {
  const base = String(m.target).slice(5);
  const left = Math.max(0, v.lastTurn - v.turn);
  const worth = unitWorth(airPlan(v).perBomber);
  let x = 0;
  for (const id in v.air) {
    if (v.air[id].base !== base || AIR_BY_ID[id].side !== 'allied' || m.intercepting?.includes(id)) continue;
    x += AIRCRAFT_LOST * (left / 12) + worth(id);
  }
  return x;
}

/**
 * What the Allied aircraft standing on the ground at a Disrupted Airbase risk in the rest of the Air Operations
 * Phase (VP of margin, for the Allied side): each at the air strength and air plan worth of `groundedWorth`, by
 * DISRUPTED_RISK. A Disrupted base's AA fire drops to 1 (6.6.2, 8.9), its grounded aircraft are Disrupted or Reduced
 * by a hit (8.10.6) and destroyed with it by a result below 0, and the German strikes it again: watched games
 * (search:24 Allied against the German heuristic, seeds 507-508), 25 of 53 German strikes on Allied Airbases fell on
 * a base already Disrupted (ae-doullens 8 times in one game, ae-bruay 11 with 2 aircraft on it each time), and the
 * Allied players landed and left their aircraft there, as on any base: 5 lost on the ground in each game. So the
 * Allied search lands its returning units (8.12) on Normal bases. Not the base of a German mission under way
 * (`groundedWorth` counts those), nor the units of the Allied mission in the air.
 */
export function disruptedExposure(v: CmView): number {
  const m = v.mission;
  const struck = m && m.side === 'german' && m.launched && typeof m.target === 'string' && m.target.startsWith('base:') ? m.target.slice(5) : null;
  const flying = m && m.side === 'allied' && Array.isArray(m.units) ? m.units : null;
  let x = 0;
  let worth: ((id: string) => number) | null = null;
  const strength = AIRCRAFT_LOST * (Math.max(0, v.lastTurn - v.turn) / 12);
  for (const id in v.air) {
    const base = v.air[id].base;
    const b = v.bases[base];
    if (b?.status !== 'disrupted' || base === struck || AIR_BY_ID[id].side !== 'allied' || flying?.includes(id)) continue;
    worth ??= unitWorth(airPlan(v).perBomber);
    x += strength + worth(id);
  }
  return DISRUPTED_RISK * x;
}
/** The chance that an Allied aircraft left at a Disrupted Airbase is lost to a German strike later in the phase, a judgement. */
export const DISRUPTED_RISK = 0.15;

/** Standing Artillery Support (9.5.1: it carries over from turn to turn) and Interdicted divisions in contact (8.10.6). */
function standingSupport(v: CmView): number {
  let x = 0;
  for (const k in v.asl) x += ((CORPS as string[]).includes(k) ? 1 : -1) * Math.min(ASL_MAX, v.asl[k]) * ASL_WORTH;
  for (const id in v.ground) if (v.ground[id].interdicted && inContact(v, id)) x += (GROUND_BY_ID[id].side === 'german' ? 1 : -1) * INTERDICT_WORTH;
  return x;
}

const erf = (x: number) => {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return x >= 0 ? y : -y;
};
const phi = (z: number) => 0.5 * (1 + erf(z / Math.SQRT2));

/** P(Allied win) + half P(draw), for the Allied side (13.3); the German value is its complement. */
export function evaluate(v: CmView, role: Role): number {
  return winChance(v, projectedMargin(v, viewReader(v), role), role);
}
/** The margin `m` of the position `v` as P(win) + half P(draw) for `role` (13.3). */
export function winChance(v: CmView, m: number, role: Role): number {
  const sd = 4 + 2.5 * Math.max(0, v.lastTurn - v.turn);
  const pAllied = 1 - phi((VICTORY.drawMax + 0.5 - m) / sd);
  const pGerman = phi((VICTORY.germanMax + 0.5 - m) / sd);
  const allied = pAllied + 0.5 * Math.max(0, 1 - pAllied - pGerman);
  return role === 'german' ? 1 - allied : allied;
}

/**
 * `evaluate` without building the view (the players evaluate a model state at every one-ply look and search
 * leaf): `projectedMargin` reads the state's public fields, which the view copies as they are, and of the
 * hidden ones only what `role` may know (its own mission's units; of the other side's aircraft only the
 * destroyed ones, 6.1). On a true state it equals `evaluate(game.view(state, role), role)` (tested).
 */
export function evaluateState(s: State, role: Role): number {
  const cm = s as unknown as CmView;
  const v = winChance(cm, projectedMargin(cm, role, role, (s as ModelState).deep === true), role);
  const root = (s as ModelState).rootLogit;
  return root === undefined ? v : sharpened(v, root);
}

/**
 * The values the search sees are sharpened about the value of the decision's root position, as
 * arras-postcard's (issue 17): sigmoid(SHARPNESS x (logit(v) - logit(root))), so that the root scores 0.5.
 * The win chance saturates here (the Allied side starts near 0.05, and +4 VP moves it by about 0.01), so the
 * 4 root candidates of a decision scored within 0.01-0.02 of each other and 24 iterations of UCB1 visited them
 * alike: the Allied search's choice by visits was a draw among them. The root's logit rides on the model state
 * (`determinize` puts it there, from the view it is given); the transform is monotone, so one-ply choices
 * (prune, the heuristic player) keep their order, up to the averaging of dice samples.
 */
export const SHARPNESS = 3;
/** A model state carrying the logit of its decision's root value. */
type ModelState = State & { rootLogit?: number; deep?: boolean };
const clampedLogit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};
export function sharpened(v: number, rootLogit: number): number {
  if (v <= 0 || v >= 1) return v;
  return 1 / (1 + Math.exp(-SHARPNESS * (clampedLogit(v) - rootLogit)));
}
/** The root's logit for the decision whose view is `v`, computed once per view (and per depth of the evaluation). */
const rootLogits = new WeakMap<object, number>();
const deepRootLogits = new WeakMap<object, number>();
function rootLogitOf(v: CmView, role: Role, deep = false): number {
  const cache = deep ? deepRootLogits : rootLogits;
  let r = cache.get(v);
  if (r === undefined) {
    r = clampedLogit(winChance(v, projectedMargin(v, viewReader(v), role, deep), role));
    cache.set(v, r);
  }
  return r;
}

// ---------------------------------------------------------------------------------------------
// Determinization

const clone = copyData;
/** The standard set-up (14.0) of each game length, made once: `determinize` starts from a copy. */
const SETUPS = new Map<number, State>();
function setupCopy(turns: number): State {
  let s = SETUPS.get(turns);
  if (!s) SETUPS.set(turns, (s = setup({ turns })));
  return copyData(s);
}

/** A full state consistent with `v`, the view of `role`: the other side's hidden aircraft sampled. */
export function determinize(v: CmView, role: Role, _legal: readonly Action[], rng: Rng, search = false): State {
  const me = role as Side;
  const foe = other(me);
  const s = setupCopy(v.lastTurn);
  const copy = <K extends keyof State>(k: K, x: unknown) => { (s as unknown as Record<string, unknown>)[k] = copyData(x); };
  for (const k of ['turn', 'phase', 'step', 'initiative', 'initiativeMissions', 'poorWeather', 'events', 'generalRegroup', 'regroupUsed', 'rfcCommitted',
    'pendingExamine', 'ground', 'bases', 'control', 'cityHits', 'boxHits', 'asl', 'bosl', 'tsp', 'tanksGone', 'vp', 'ops', 'groundSide', 'attacks', 'combat',
      'restoreSteps', 'over', 'finalMargin', 'options', 'captured', 'relocate'] as const) if (v[k] !== undefined) copy(k, v[k]);
  s.known = { allied: [], german: [] };
  s.known[me] = copyData(v.known);
  s.designated = { allied: true, german: true };
  if (v.step === 'designate') s.designated[me] = false;
  if (v.alliedAcesFree !== null) s.alliedAcesFree = v.alliedAcesFree;
  s.recon = v.recon.filter((r) => r.unit).map((r) => ({ unit: r.unit!, side: r.side, area: r.area, status: r.status as 'flying' }));
  s.roll = v.roll ? { purpose: 'unknown', ...v.roll } : null;
  // My own aircraft as I see them.
  for (const id in v.air) {
    const u = v.air[id];
    if (AIR_BY_ID[id].side === me) {
      s.air[id] = { id, base: u.base, flown: !!u.flown, disrupted: !!u.disrupted, reduced: !!u.reduced, regroup: !!u.regroup, ace: !!u.ace,
        observerLost: !!u.observerLost, intercepted: !!u.intercepted, missioned: !!u.missioned };
      if ((u as { staged?: boolean }).staged) (s.air[id] as { staged?: boolean }).staged = true;
    } else if (u.base === 'dead') s.air[id].base = 'dead';
  }
  // The enemy's: sampled where the view says nothing (6.1). Reserves stay in their holding areas unless
  // the RFC Reserve is committed; the others are spread over the enemy's operating bases within capacity,
  // preferring their setup base; a disclosed base gets its disclosed numbers if they still fit.
  const hidden = AIR_UNITS.filter((d) => d.side === foe && s.air[d.id].base !== 'dead');
  for (const d of hidden) {
    const u = s.air[d.id];
    u.flown = false; u.disrupted = rng.float() < 0.15; u.reduced = rng.float() < 0.1; u.regroup = false;
    if (d.group === 'IX') { u.base = d.id === 'a-100' && rng.float() < 0.7 ? 'event' : v.rfcCommitted ? 'rfc' : 'away'; continue; }
    if (d.group === 'jasta-reserve' || d.group === 'fa-reserve') { u.base = 'reserve'; continue; }
    u.base = 'nowhere';
  }
  const bases = ownBases(s, foe).filter((b) => b !== 'rfc' && operating(s, b));
  for (const d of hidden) {
    const u = s.air[d.id];
    if (u.base !== 'nowhere') continue;
    const start = d.start;
    const choices = [start, ...bases.filter((b) => b !== start).sort(() => rng.float() - 0.5)];
    u.base = choices.find((b) => operating(s, b) && !overCapacity(s, b, d.id)) ?? bases[0] ?? start;
  }
  // An enemy mission: its units are unknown until combat (8.1.6 note) - sample eligible ones.
  const vm = v.mission;
  if (vm) {
    if (vm.side === me) {
      s.mission = copyData(vm) as State['mission'];
      // 8.4: a scramble attempt that did not intercept is seen, not its fighter: any enemy fighter stands for it.
      const fighter = hidden.find((d) => AIRCRAFT[d.aircraft]?.type === 'F')?.id;
      for (const x of s.mission!.scrambles) if (!x.unit && fighter) x.unit = fighter;
    }
    else {
      const m = {
        side: vm.side, task: vm.task ?? 'bombing', hex: vm.hex ?? '2208', target: vm.target ?? 'city', units: [] as string[], range: {} as Record<string,
          number>,
        // Copies: the view may share these lists with the real game, which the model must never change.
        launched: vm.launched, scrambles: clone(vm.scrambles ?? []), intercepting: clone(vm.intercepting ?? []),
          targetScrambles: clone(vm.targetScrambles ?? []), late: [],
        altitude: {}, strikes: [], landing: clone(vm.landing ?? []), accidents: [], step: vm.step as State['mission'] extends infer M
          ? M extends { step: infer T } ? T : never : never,
      };
      const pool = hidden.filter((d) => d.side === foe && (s.air[d.id].base !== 'reserve' && s.air[d.id].base !== 'away' && s.air[d.id].base !== 'event'));
      const n = Math.min(pool.length, 1 + rng.int(2));
      for (let i = 0; i < n; i++) {
        const d = pool.splice(rng.int(pool.length), 1)[0];
        m.units.push(d.id);
        s.air[d.id].flown = true;
        s.air[d.id].missioned = true;
        m.range[d.id] = 6 + rng.int(6);
      }
      s.mission = m as State['mission'];
    }
  }
  // The air battle: the air-battle module samples its unrevealed markers when it can.
  if (v.battle) {
    s.battle = determinizeAirBattle(v.battle as AB.AirBattleView, role, rng) as AirBattle;
  }
  if (!v.over && (role === 'allied' || role === 'german')) (s as ModelState).rootLogit = rootLogitOf(v, role, search);
  if (search) (s as ModelState).deep = true;
  return s;
}

/**
 * The decisions that shape the score: whether and where to fly a mission (8.1, 8.6), its composition
 * (8.1.5), interception and target scrambles (8.4, 8.5), the Initiative Phase choices (7.x), ground
 * attacks and their support (9.4). The rest (ground moves, landing, altitude, set-up and regroup chores)
 * are chores: the computer players take the best by one-ply value there (see `prune`).
 */
const DECISIVE_STEPS = new Set(['air', 'attack', 'support', 'gr-allied', 'gr-german', 'rfc', 'designate', 'recon-allied', 'recon-german', 'allied-ace']);
const DECISIVE_MISSION_STEPS = new Set(['compose', 'scramble', 'target-scramble']);
export function decisive(step: string, missionStep: string | null, battle: boolean, legal: readonly Action[]): boolean {
  if (battle) return false;
  if (step === 'air' && missionStep !== null) return DECISIVE_MISSION_STEPS.has(missionStep)
    && legal.some((a) => a.type === 'add' || a.type === 'scramble' || a.type === 'evacuate');
  return DECISIVE_STEPS.has(step);
}

/**
 * Decisions the search player keeps at its root: the ROOT_KEPT best by one-ply value (the heuristic's
 * look: each action applied to the model, the dice that follow sampled, the position evaluated). An air
 * step offers 40-95 actions and a ground move 30-55; a search of 20-100 iterations over all of them
 * visits each at most twice and played worse than the one-ply heuristic (25% in 4 games, see the doc).
 */
export const ROOT_KEPT = 4;
/** Dice samples per action for the one-ply values (the heuristic player's default). */
const ONE_PLY_SAMPLES = 4;

/**
 * A seed for the one-ply dice and tie-breaks of a decision, from the model state: its position and the
 * other side's sampled Airbase Display (which the determinization draws anew from the player's own
 * generator at each decision), so that the same position twice (a mission composed and cancelled) is not
 * settled the same way forever.
 */
function seedOf(s: State, role: Role, legal: readonly Action[]): number {
  let h = (s.turn * 7919) ^ legal.length;
  let k = s.step + (s.mission?.step ?? '') + actionKey(legal[0]);
  for (const id in s.air) {
    const u = s.air[id];
    if (AIR_BY_ID[id].side !== role) k += u.base + (u.disrupted ? 'd' : '') + (u.reduced ? 'r' : '');
  }
  for (let i = 0; i < k.length; i++) h = (Math.imul(h, 31) + k.charCodeAt(i)) | 0;
  return h >>> 0;
}

/**
 * The one-ply value of `a` for `role` on the model `s`: the action applied, the dice that follow sampled,
 * the position evaluated. An action after which only `cancel` remains (a mission no unit can fly, or a
 * composition no longer launchable, 8.1.5) is a dead end and scores below everything.
 */
/** A model state's value for `role`: its result when over, else the evaluation. */
function modelValue(s: State, role: Role): number {
  const r = cruellestMonth.result(s);
  return r ? (r.scores[role] ?? 0) : evaluateState(s, role);
}

function onePlyValue(s: State, role: Role, a: Action, rng: Rng, samples = ONE_PLY_SAMPLES): number {
  const game = cruellestMonth;
  const t = copyData(s);
  try {
    game.perform(t, role, a);
    const acting = game.toAct(t);
    if (acting.length === 1 && acting[0] === role && a.type !== 'cancel') {
      const next = game.legalActions(t, role);
      if (next.every((x) => x.type === 'cancel')) return -1;
    }
    if (acting.length !== 1 || acting[0] !== 'chance') return modelValue(t, role);
    let total = 0;
    for (let i = 0; i < samples; i++) {
      const u = copyData(t);
      rollChance(game, u, rng);
      total += modelValue(u, role);
    }
    return total / samples;
  } catch {
    return modelValue(s, role);
  }
}

/**
 * The wall clock of a root ranking (ms from its start): every action gets its full one-ply value (4 dice
 * samples) until RANK_FULL_MS, one sample until RANK_MAX_MS, and past it none (the actions not yet scored rank
 * after the scored ones, above the dead ends). The first air step's 42 actions take 30-60 ms of CPU, so a free
 * core never reaches the limits; at load 15 the same ranking took 235-350 ms of wall time (the process had a
 * sixth of a core), and a larger step 1.4 s before the search could look at its clock (the doc's 1.43 s).
 * The search's clock starts before the ranking (src/players/search.ts), so its iterations fill what is left of its
 * budget. What the clock cannot bound: the view and the model built before it, and a process descheduled.
 */
export const RANK_FULL_MS = 250;
export const RANK_MAX_MS = 400;
/** The ranking's clock (a test that needs the same choices whatever the machine's load freezes it). */
export const rankClock = { now: (): number => performance.now() };
/** How many root rankings this process made, and how many its clock cut short (for the benches and the doc). */
export const rankingStats = { rankings: 0, cut: 0, last: { ms: 0, actions: 0, step: '' } };
/** The value of an action the ranking had no time to score: below every scored one, above a dead end. */
const UNSCORED = -0.5;

/** `legal` ordered best first by one-ply value for `role` on the model `s`; ties in a random order. */
export function rankOnePly(s: State, role: Role, legal: readonly Action[], clock: () => number = rankClock.now): { action: Action; value: number }[] {
  const rng = new Rng(seedOf(s, role, legal));
  const t0 = clock();
  let cut = false;
  const scored = legal.map((action) => {
    const t = clock() - t0;
    cut ||= t >= RANK_FULL_MS;
    const value = t < RANK_FULL_MS ? onePlyValue(s, role, action, rng) : t < RANK_MAX_MS ? onePlyValue(s, role, action, rng, 1) : UNSCORED;
    return { action, value, tie: rng.float() };
  });
  rankingStats.rankings++;
  if (cut) rankingStats.cut++;
  rankingStats.last = { ms: clock() - t0, actions: legal.length, step: s.step + (s.mission ? '/' + s.mission.step : '') };
  scored.sort((x, y) => y.value - x.value || x.tie - y.tie);
  return scored.map(({ action, value }) => ({ action, value }));
}

/**
 * The actions the computer players consider. Everywhere: no `cancel` and no stage-moves (stalling
 * moves of random air phases); the standard set-up (14.1, 14.2); on the Air Battle Board the air-battle
 * module's greedy policy (it reads only this side's view: thousands of manoeuvres are not worth a
 * look-ahead each). At the player's own decision (`root`): on a chore the one-ply best alone, on a
 * decisive decision the ROOT_KEPT best by one-ply value, among which the search looks ahead.
 */
export function prune(s: State, role: Role, legal: readonly Action[], root = false): readonly Action[] {
  if (legal.length <= 1) return legal;
  if (s.battle) return role === 'allied' || role === 'german' ? [chooseAirBattleAction(AB.airBattleView(s.battle, role), role, legal)] : legal;
  const done = legal.find((a) => a.type === 'deploy-done');
  if (done) return [done];
  let keep: readonly Action[] = legal.filter((a) => a.type !== 'cancel' && a.type !== 'stage');
  if (!keep.length) keep = legal;
  // 12.1.1: the Strategic Reserve divisions are placed one at a time; the players place the first listed one
  // (each placement then looks at the next), not every division in every hex (up to 169 actions to rank).
  if (s.step === 'place-allied') {
    const first = keep.find((a) => a.type === 'place');
    if (first) keep = keep.filter((a) => a.type !== 'place' || a.unit === first.unit);
  }
  if (!root || keep.length <= 1) return keep;
  const ranked = rankOnePly(s, role, keep);
  const n = decisive(s.step, s.mission && s.step === 'air' ? s.mission.step : null, !!s.battle, keep) ? ROOT_KEPT : 1;
  return ranked.slice(0, n).map((x) => x.action);
}

/**
 * The search's time plan: DECISIVE_SHARE of the budget on the decisive decisions; a twentieth on the rest,
 * which `prune` settles at the root anyway (one candidate left, no search). Not the whole budget: the search
 * starts its first iteration without knowing how long one takes, so under load that iteration may run past
 * the time asked; the 30% left (285 ms of the default 950) is its margin, and the view's. (0.6 and a ranking cut
 * at 200/300 ms were tried on 24 Nov: the longest decision was no shorter, 1.31 s at load 16, and the Allied search
 * played worse under load, its rankings cut sooner; see the doc.)
 */
export const DECISIVE_SHARE = 0.7;
/** The players' time plan (src/ai-kit/time.ts): DECISIVE_SHARE on the decisive decisions, a twentieth on the rest. */
export const TIME: TimePlan<CmView> = {
  kind: (v, _role, legal) => (decisive(v.step, v.mission && v.step === 'air' ? String(v.mission.step) : null, !!v.battle, legal) ? 'decisive' : 'step'),
  shares: { decisive: DECISIVE_SHARE, step: 0.05 },
};

export const cruellestMonthAI: ViewKnowledge<State, CmView> = {
  gameId: 'cruellest-month',
  evaluate,
  evaluateState,
  determinize,
  prune,
  time: TIME,
  metrics(v) {
    return { turn: v.turn, alliedVp: v.vp.allied, germanVp: v.vp.german, margin: projectedMargin(v) };
  },
};
