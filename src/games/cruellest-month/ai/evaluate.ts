// The Cruellest Month's evaluation of a position: the Allied-minus-German margin if the game ended now, with
// what is under way (ground.ts, air.ts), as a chance of winning (13.3).
import type { Role } from '../../../kernel/game.ts';
import { AIR_BY_ID, GROUND_BY_ID, HL_SCORING_HEXES, PLACES, RIDGE_HEXES, VICTORY, eastOfHindenburg } from '../data.ts';
import { type State, other } from '../state.ts';
import { airPlan, disruptedExposure, missionValue, standingSupport } from './air.ts';
import { type Position, AIRCRAFT_LOST, STRENGTH_WEIGHT, attackValue, groundPlan, hitStream } from './ground.ts';

/** The towns east of the Hindenburg Line (13.2: the Allied player scores 1 VP for every two he controls). */
const EAST_TOWNS = Object.keys(PLACES).filter((h) => PLACES[h].terrain === 'town' && eastOfHindenburg(h));

/**
 * The Allied-minus-German margin if the game ended now (13.1 so far + 13.2 from the map), with what is under
 * way: the mission in the air as `reader` knows it (`missionValue`; by default whoever's view `v` is),
 * declared ground attacks, standing Artillery Support and Interdictions. Reads only what `reader`'s view
 * holds (a State may be passed with its reader: the same fields, the hidden ones not read, `evaluateState`).
 * For the Allied `planner` (the side whose evaluation it is) it adds the Allied plan (`groundPlan`, `airPlan`).
 */
export function projectedMargin(v: Position, reader: Role = viewReader(v), planner: Role = 'observer', deep = false): number {
  if (v.finalMargin !== null) return v.finalMargin;
  let allied = v.vp.allied;
  let german = v.vp.german;
  for (const h of HL_SCORING_HEXES) if (v.control[h] === 'allied') allied += 2;
  for (const h of RIDGE_HEXES) v.control[h] === 'allied' ? (allied += 3) : (german += 3);
  let towns = 0;
  for (const h of EAST_TOWNS) if (v.control[h] === 'allied') towns++;
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
    if (id.startsWith('i-')) strengthA += w;
    else strengthG += w;
  }
  const plan = planner === 'allied' ? (left > 0 || !AFTER_GROUND.has(v.phase) ? groundPlan(v, deep) : 0) + airPlan(v).value : 0;
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
function viewReader(v: Position): Role {
  const m = v.mission;
  if (!m) return 'observer';
  return Array.isArray(m.units) ? m.side : other(m.side);
}

const erf = (x: number) => {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return x >= 0 ? y : -y;
};
const phi = (z: number) => 0.5 * (1 + erf(z / Math.SQRT2));

/** P(Allied win) + half P(draw), for the Allied side (13.3); the German value is its complement. */
export function evaluate(v: Position, role: Role): number {
  return winChance(v, projectedMargin(v, viewReader(v), role), role);
}
/** The margin `m` of the position `v` as P(win) + half P(draw) for `role` (13.3). */
export function winChance(v: Position, m: number, role: Role): number {
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
export function evaluateState(s: ModelState, role: Role): number {
  const v = winChance(s, projectedMargin(s, role, role, s.deep === true), role);
  return s.rootLogit === undefined ? v : sharpened(v, s.rootLogit);
}

/**
 * The values the search sees are sharpened about the value of the decision's root position, as
 * arras-postcard's (issue 17): sigmoid(SHARPNESS x (logit(v) - logit(root))), so that the root scores 0.5.
 * The win chance saturates here (the Allied side starts near 0.05, and +4 VP moves it by about 0.01), so the
 * 4 root candidates of a decision scored within 0.01-0.02 of each other and 24 iterations of UCB1 visited them
 * alike: the Allied search's choice by visits was a draw among them. The root's logit rides on the model state
 * (`resample` puts it there, from the observation it is given); the transform is monotone, so one-ply choices
 * (prune, the heuristic player) keep their order, up to the averaging of dice samples.
 */
export const SHARPNESS = 3;
/** A model state carrying the logit of its decision's root value, and whether the search made it (`resample`). */
export type ModelState = State & { rootLogit?: number; deep?: boolean };
const clampedLogit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};
export function sharpened(v: number, rootLogit: number): number {
  if (v <= 0 || v >= 1) return v;
  return 1 / (1 + Math.exp(-SHARPNESS * (clampedLogit(v) - rootLogit)));
}
/**
 * Knowledge.chance (issue 32, item 5): the chance of winning a search value of `role` stands for. Both sides'
 * search values are sharpened about the root (above): read back, the chance is
 * sigmoid(rootLogit + logit(value) / SHARPNESS), the root's logit as the search's models carry it (the deep
 * evaluation: `resample` for the search). A value of 0 or 1 (a game's end, never sharpened) is the chance itself.
 */
export function chance(o: Position & { over?: unknown }, role: Role, value: number): number {
  if (o.over || (role !== 'allied' && role !== 'german') || value <= 0 || value >= 1) return value;
  return 1 / (1 + Math.exp(-(rootLogitOf(o, role, true) + clampedLogit(value) / SHARPNESS)));
}
/** The root's logit for the decision whose view or observation is `v`, computed once for each (and per depth of the evaluation). */
const rootLogits = new WeakMap<object, number>();
const deepRootLogits = new WeakMap<object, number>();
export function rootLogitOf(v: Position, role: Role, deep = false): number {
  const cache = deep ? deepRootLogits : rootLogits;
  let r = cache.get(v);
  if (r === undefined) {
    r = clampedLogit(winChance(v, projectedMargin(v, viewReader(v), role, deep), role));
    cache.set(v, r);
  }
  return r;
}
