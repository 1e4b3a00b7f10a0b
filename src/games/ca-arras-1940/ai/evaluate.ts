// Computer-player knowledge for Counter-Attack (1940): the value of a position for each side, from what
// every seat sees (game.ts view; issue 4). The Allied hand evaluation (features, WEIGHTS) and the German
// fitted one (GERMAN_MODEL); tools/fit/ca-arras-1940.ts refits it.
import { type LogisticModel, logit, sigmoid } from '../../../ai-kit/logistic.ts';
import { ARRAS, LAST_TURN, VP_AREAS, WHITE_STARS, ZONE } from '../data.ts';
import type { ArrasView } from '../game.ts';
import { AREA_BY_ID, GRAPH } from '../state.ts';
import { successChance } from './prune.ts';

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
        GRAPH.connected(
          z,
          (a) => a === ZONE.E,
          (a) => a === z || ctrl[a] === 'allied',
        ),
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
        if (att.length)
          p = Math.max(
            p,
            successChance('allied', v.turn, att, german, (k) => !german[k].spent, tem),
          );
      }
      threat += p;
    } else {
      let p = german.length ? successChance('german', v.turn, german, allied, (k) => !allied[k].spent, tem) : 0;
      for (const n of GRAPH.neighbours[a] ?? []) {
        const att = sideIn(n, 'german');
        if (att.length)
          p = Math.max(
            p,
            successChance('german', v.turn, att, allied, (k) => !allied[k].spent, tem),
          );
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
  const toLens = (from: number) =>
    GRAPH.connected(
      from,
      (a) => a === ZONE.E,
      (a) => ctrl[a] === 'allied',
    );
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

/** The value of the position a view shows for `role`, the side played (after a side bid the seat may play the other side, 17.1). */
export function evaluateView(v: ArrasView, role: string): number {
  return role === 'allied' ? alliedChance(v) : germanChance(v);
}
