// The air side of The Cruellest Month's evaluation: the Allied air plan (13.1 +4, 11.2) and what the air mission
// under way can earn (8.10, 8.11, 13.1), weighed by its risk (8.4, 8.9). The other side's mission units stay
// hidden (8.1.6 note): they are valued as typical units.
import type { Role } from '../../../kernel/game.ts';
import {
  AIRBASE_AAF,
  AIRBASE_AAF_DISRUPTED,
  AIRCRAFT,
  AIR_BY_ID,
  AIR_UNITS,
  ASL_MAX,
  CITY_AAF,
  CITY_HITS_MAX,
  GROUND_BY_ID,
  INFANTRY_AAF,
  OFFMAP_HITS_MAX,
  PLACES,
  RANDOM_EVENTS,
  aaFire,
  eastOfHindenburg,
  grid,
  westOfHindenburg,
} from '../data.ts';
import { type Side, type State, aircraftOf, baseLoc, flightPath, other, operating, ownBases, rangePoints } from '../state.ts';
import { type Position, AIRCRAFT_LOST, ALLIED_CORPS, hitStream } from './ground.ts';

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
const BOMBER = new Set(
  AIR_UNITS.filter((d) => {
    const bf = AIRCRAFT[d.aircraft].full.bf;
    return d.side === 'allied' && !d.reserve && AIRCRAFT[d.aircraft].type !== 'F' && typeof bf === 'number' && bf > 0;
  }).map((d) => d.id),
);
/** A unit's face, full or Reduced, as its owner sees it. */
const faceOfSeen = (id: string, reduced: boolean | undefined) => (reduced ? aircraftOf(id).reduced : aircraftOf(id).full);

const softplus = (x: number) => (x > 30 ? x : Math.log1p(Math.exp(x)));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The phases of a turn before its Regroup Phase, where a declared General Regroup's roll is still to come (11.2.3). */
const BEFORE_REGROUP = new Set(['events', 'initiative', 'air', 'ground', 'supply']);

/**
 * The +4 German (13.1) the Allied bombers cannot cover in the turns after this one, what one more bomber is worth,
 * and the General Regroup's bombers: each brought back is worth a bomber less the VP it costs (11.2.3, 13.1).
 */
export function airPlan(v: Position): { value: number; perBomber: number } {
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
  if (v.generalRegroup === 'allied' && (BEFORE_REGROUP.has(v.phase) || (v.phase === 'regroup' && (v.step === 'regroup' || v.step === 'restore-roll'))))
    back = Math.min(REGROUP_STEPS, dead);
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
  const add = (k: number) => {
    while (dist.length <= k) dist.push(0);
    dist[k] += 1 / 6;
    dist[0] -= 1 / 6;
  };
  for (let d = 1; d <= 6; d++) {
    const r = d + mod;
    if (r < 0) {
      hits += (bf - r) / 6;
      severe += 1 / 6;
      any += 1 / 6;
      add(bf - r);
    } else if (r <= bf) {
      hits += Math.max(1, bf - r) / 6;
      any += 1 / 6;
      add(Math.max(1, bf - r));
    }
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
interface Flyer {
  aircraft: string;
  bf: number | 'S';
  disrupted: boolean;
  ace: boolean;
  observerLost: boolean;
  base: string | null;
  group: string;
}
/** 8.1.6, 8.10.1-8.10.3, 8.11: what a unit does on a mission of this task ('escort' when it cannot). */
function roleOf(f: Flyer, task: string): 'bombing' | 'strafing' | 'spotting' | 'balloon' | 'escort' {
  const type = AIRCRAFT[f.aircraft].type;
  if (task === 'strafing') return 'strafing';
  if (task === 'bombing')
    return typeof f.bf === 'number' && f.bf > 0 && type !== 'F' && !(AIRCRAFT[f.aircraft].observer && f.observerLost) ? 'bombing' : 'escort';
  if (task === 'spotting') return type === 'RB' && !f.observerLost ? 'spotting' : 'escort';
  return type === 'F' || type === 'FB' ? 'balloon' : 'escort';
}

/** The AA factor over the target (8.9.1), from what every side sees. */
function aafOf(v: Position, hex: string, target: string): number {
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
function interceptChance(v: Position, side: Side, hex: string, range: number, from: string | null): number {
  const foe = other(side);
  let sr = 0;
  let n = 0;
  for (const d of AIR_UNITS) {
    if (d.side !== foe || (d.reserve && !(foe === 'allied' && v.rfcCommitted))) continue;
    const type = AIRCRAFT[d.aircraft].type;
    if ((type !== 'F' && type !== 'FB') || v.air[d.id]?.base === 'dead') continue;
    sr += AIRCRAFT[d.aircraft].full.sr;
    n++;
  }
  if (!n) return 0;
  sr /= n;
  let near = 99;
  for (const b of ownBases(v, foe)) if (b !== 'rfc' && operating(v, b)) near = Math.min(near, rangePoints(baseLoc(v, b), hex));
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
function strikesValue(
  v: Position,
  m: { side: Side; task: string; hex: string; target: string },
  flyers: readonly Flyer[],
  through: number,
  power?: { x: number },
  groundedWorth?: number,
): number {
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
    if (job === 'balloon') {
      balloonMiss *= 1 - BALLOON_P * p;
      continue;
    }
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
    dist = convolve(
      dist,
      o.dist.map((x, k) => (k === 0 ? 1 - p * (1 - x) : p * x)),
    );
    severe = 1 - (1 - severe) * (1 - p * o.severe);
    if (AIRCRAFT[f.aircraft].type === 'NB') nbHits += p * o.hits;
  }
  let value = 0;
  const left = Math.max(0, v.lastTurn - v.turn);
  const repaired = v.phase === 'reinforcement' || (v.phase === 'regroup' && v.step === 'reinforce');
  if (m.target === 'box') {
    const k = m.hex === 'cambrai' ? 'cambrai' : 'douai';
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
function groundedGuess(v: Position, foe: Side): number {
  let bases = 0;
  for (const b of ownBases(v, foe)) if (b !== 'rfc' && operating(v, b)) bases++;
  let n = 0;
  for (const d of AIR_UNITS) if (d.side === foe && !d.reserve && v.air[d.id]?.base !== 'dead') n++;
  return bases ? (0.5 * n) / bases : 0;
}

/** A division on the map next to an enemy one (9.3.2). */
function inContact(v: Position, id: string): boolean {
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
function flyerOf(v: Position, id: string): Flyer {
  const u = v.air[id];
  return {
    aircraft: AIR_BY_ID[id].aircraft,
    bf: faceOfSeen(id, u.reduced).bf,
    disrupted: !!u.disrupted,
    ace: !!u.ace,
    observerLost: !!u.observerLost,
    base: u.base,
    group: AIR_BY_ID[id].group,
  };
}

/** Two typical enemy flyers of a task: the enemy's mission units stay hidden until combat (8.1.6 note). */
function typicalFlyers(side: Side, task: string): Flyer[] {
  const f: Flyer =
    task === 'strafing' || task === 'balloon'
      ? { aircraft: side === 'allied' ? 'N17' : 'AlbDIII', bf: 'S', disrupted: false, ace: false, observerLost: false, base: null, group: '' }
      : {
          aircraft: side === 'allied' ? 'FE2b' : 'RolandCII',
          bf: side === 'allied' ? 3 : 2,
          disrupted: false,
          ace: false,
          observerLost: false,
          base: null,
          group: '',
        };
  return [f, f];
}

/** 8.1.5: the units a mission of `side` may hold, with these units in it. */
function compositionLimit(v: Position, side: Side, units: readonly string[]): number {
  if (v.generalRegroup) return 2;
  if (side === 'german') return 3;
  return new Set(units.map((u) => AIR_BY_ID[u].group)).size <= 1 ? 4 : 2;
}

/** 8.1.6: a friendly unit that may still join a mission (as the engine's eligibility, from the owner's view). */
function mayJoin(v: Position, id: string, m: { units?: string[] }): boolean {
  const u = v.air[id];
  if (!u || u.flown || u.missioned || u.regroup || u.intercepted) return false;
  if (u.base === 'dead' || u.base === 'away' || u.base === 'reserve' || u.base === 'event' || u.base === 'nowhere') return false;
  if (!operating(v, u.base)) return false;
  if (v.recon.some((r) => r.unit === id)) return false;
  return !m.units?.includes(id);
}

/** The value of a composed mission (not launched): its strikes weighed by the chance of interception. */
function composedValue(
  v: Position,
  m: { side: Side; task: string; hex: string; target: string },
  units: readonly string[],
  power?: { x: number },
  worth?: (id: string) => number,
  loss = LOSS_IF_INTERCEPTED,
): number {
  if (!units.length) return 0;
  const flyers = units.map((id) => flyerOf(v, id));
  let far = flyers[0];
  let range = -1;
  for (const f of flyers) {
    const r = rangePoints(baseLoc(v, f.base!), m.hex);
    if (r > range) {
      range = r;
      far = f;
    }
  }
  const pInt = m.task === 'balloon' ? 1 : interceptChance(v, m.side, m.hex, range, baseLoc(v, far.base!));
  const escorts = flyers.filter((f) => roleOf(f, m.task) === 'escort' && (AIRCRAFT[f.aircraft].type === 'F' || AIRCRAFT[f.aircraft].type === 'FB')).length;
  const through = 1 - pInt + pInt * Math.min(0.85, THROUGH_IF_INTERCEPTED + ESCORT_HELP * escorts);
  // The Allied air plan: what the units risk in the air battle once intercepted (8.7), and the strikers the AA
  // fire over the target (8.9: an X result costs a step, the last one the unit).
  let risk = 0;
  if (worth) {
    const aaf = aafOf(v, m.hex, m.target);
    for (let i = 0; i < units.length; i++) {
      const id = units[i];
      risk += pInt * loss * worth(id);
      if (aaf > 0 && roleOf(flyers[i], m.task) !== 'escort') {
        const u = v.air[id];
        const df = faceOfSeen(id, u.reduced).df - (u.disrupted ? 1 : 0);
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
export function missionValue(v: Position, role: Role, planner: Role = 'observer', deep = false): number {
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
    return strikesValue(v, mission, flyers, 1 - pInt + pInt * THROUGH_IF_INTERCEPTED, undefined, own);
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
      if (val > pickValue + 1e-3 || (val > pickValue - 1e-3 && power.x > pickPower + 0.05)) {
        pick = id;
        pickValue = val;
        pickPower = power.x;
      }
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
function groundedWorth(v: Position, m: NonNullable<Position['mission']>): number {
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
export function disruptedExposure(v: Position): number {
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
export function standingSupport(v: Position): number {
  let x = 0;
  for (const k in v.asl) x += (ALLIED_CORPS.has(k) ? 1 : -1) * Math.min(ASL_MAX, v.asl[k]) * ASL_WORTH;
  for (const id in v.ground) if (v.ground[id].interdicted && inContact(v, id)) x += (GROUND_BY_ID[id].side === 'german' ? 1 : -1) * INTERDICT_WORTH;
  return x;
}
