// The ground side of The Cruellest Month's evaluation (13.2 over 9.x): the value of declared attacks (9.4), what
// an attack risks, and the Allied ground plan (the valuable hexes each side may take at its next ground phase).
// It reads what every seat sees (the map, Artillery Support, control).
import { CORPS, GROUND_BY_ID, GROUND_CRT, PLACES, TEC, eastOfHindenburg, grid, groundColumn, isHindenburg } from '../data.ts';
import { HEX_INFO, NBR_INDEX, hexNo, other } from '../state.ts';
import type { AirUnit } from '../state.ts';
import type { CmView } from '../view.ts';

/**
 * A position as the evaluation reads it: a seat's view (view.ts), its observation (resample.ts) or a model state.
 * Each holds the public fields as the state has them, and of the hidden ones only what its seat may know (of the
 * other side's aircraft only the destroyed ones, 6.1).
 */
export type Position = Omit<CmView, 'game' | 'air' | 'known' | 'toPlace' | 'toAct' | 'battle' | 'roll'> & {
  air: Record<string, Partial<AirUnit> & { id: string; base: string }>;
};

/** The margin's weights (VP): an aircraft lost, by the share of the 12 turns still to play; a division's strength. */
export const AIRCRAFT_LOST = 0.8;
export const STRENGTH_WEIGHT = 0.6;

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
export function attackValue(v: Position, attacker: string, defender: string, support: number | null, deep = false): number {
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
export function attackRisk(v: Position, attacker: string, ax: number): number {
  const g = v.ground[attacker];
  if (g?.where !== 'map' || !g.hex || ax <= 0) return 0;
  let cost = 0.5 * STRENGTH_WEIGHT; // a step: half a division
  if (g.reduced) {
    const side = GROUND_BY_ID[attacker].side;
    let alone = true;
    for (const id in v.ground) {
      if (id !== attacker && v.ground[id].where === 'map' && v.ground[id].hex === g.hex && GROUND_BY_ID[id].side === side) {
        alone = false;
        break;
      }
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
  const key = acf >= 0 && acf < 8 && dcf >= 0 && dcf < 8 && mods >= -32 && mods < 32 ? (((acf << 3) | dcf) << 6) | (mods + 32) : -1;
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
    const add = (k: number, p: number) => {
      if (p > 0) next.set(k, (next.get(k) ?? 0) + p);
    };
    for (const [k, p] of dist) {
      const gone = k >> 1;
      if (gone >= n) {
        add(k, p);
        continue;
      }
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
  if (PLACES[h]?.terrain === 'ridge')
    w += 6; // 13.2: +3 Allied, and not +3 German (not also a Hindenburg Line hex's 2)
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

/**
 * Scratch of `groundPlan`, per hex: the divisions in it (`at`, valid where `atStamp` carries the call's stamp) and whether
 * the call looks at it (`lookStamp`). Not a cache: each call numbers itself and reads only what it marked
 * (docs/architecture.md, "Module state").
 */
const PLAN_HEXES = { stamp: 0, at: HEX_INFO.map((): string[] => []), atStamp: new Int32Array(HEX_INFO.length), lookStamp: new Int32Array(HEX_INFO.length) };
const NONE: readonly string[] = [];
/** The Allied Corps (9.4.1, 9.5.1: each with its own Artillery Support). */
export const ALLIED_CORPS: ReadonlySet<string> = new Set(CORPS);

/**
 * The ground plan, for the Allied side (VP of margin): the Allied valuable hexes the German can take at his next
 * ground phase (minus) and the German ones the Allies can take (plus), each weighed by PLAN_WEIGHT. It reads only
 * the divisions on the map, the control of the hexes worth something, Artillery Support, Balloon Observation Levels
 * and tanks (`PlanInputs`): the last value of each depth is kept with them, and given again for the same inputs - a
 * search's positions keep its root's ground through the air phase (an analysis evaluated the same plan at nearly
 * every iteration: 7% of its time).
 */
export function groundPlan(v: Position, deep = false): number {
  const last = deep ? DEEP_PLAN : PLAN;
  if (last.inputs.same(v)) return last.value;
  last.inputs.take(v);
  last.value = planOf(v, deep);
  return last.value;
}

/** The hexes whose control the plan reads: those worth something (the plan's targets), Arras among them. */
const WORTH_HEXES = HEX_INFO.flatMap((x, k) => (WORTH[k] > 0 ? [x.h] : []));
/** What `planOf` reads of a position, as last given (`same` compares a position with it, `take` keeps it). */
class PlanInputs {
  private ids: string[] = [];
  /** Each division's place and state: (hex number + 1) x 4 + reduced x 2 + interdicted when on the map, else 0. */
  private units: number[] = [];
  private control: Position['control'] | null = null;
  private owners: (string | undefined)[] = [];
  private asl: Record<string, number> = {};
  private bosl: Record<string, number> = {};
  private tsp = 0;

  same(v: Position): boolean {
    if (v.tsp !== this.tsp || !sameRecord(v.asl, this.asl) || !sameRecord(v.bosl, this.bosl)) return false;
    let i = 0;
    for (const id in v.ground) {
      if (id !== this.ids[i] || unitCode(v.ground[id]) !== this.units[i]) return false;
      i++;
    }
    if (i !== this.ids.length) return false;
    if (v.control !== this.control) for (let j = 0; j < WORTH_HEXES.length; j++) if (v.control[WORTH_HEXES[j]] !== this.owners[j]) return false;
    return true;
  }

  take(v: Position): void {
    this.ids = Object.keys(v.ground);
    this.units = this.ids.map((id) => unitCode(v.ground[id]));
    this.control = v.control;
    this.owners = WORTH_HEXES.map((h) => v.control[h]);
    this.asl = { ...v.asl };
    this.bosl = { ...v.bosl };
    this.tsp = v.tsp;
  }
}
function unitCode(g: Position['ground'][string]): number {
  return g.where === 'map' && g.hex ? ((hexNo(g.hex) + 1) << 2) | (g.reduced ? 2 : 0) | (g.interdicted ? 1 : 0) : 0;
}
/** Whether two records of numbers hold the same keys in the same order, with the same values. */
function sameRecord(a: Record<string, number>, b: Record<string, number>): boolean {
  let n = 0;
  for (const k in a) {
    if (a[k] !== b[k]) return false;
    n++;
  }
  for (const _ in b) n--;
  return n === 0;
}
const PLAN = { inputs: new PlanInputs(), value: 0 };
const DEEP_PLAN = { inputs: new PlanInputs(), value: 0 };

/** `groundPlan` computed. */
function planOf(v: Position, deep: boolean): number {
  // The divisions on the map by hex number; the hexes worth something next to a division of the other side.
  const stamp = ++PLAN_HEXES.stamp;
  const { at: atHex, atStamp, lookStamp } = PLAN_HEXES;
  const look: number[] = [];
  for (const id in v.ground) {
    const g = v.ground[id];
    if (g.where !== 'map' || !g.hex) continue;
    const n = hexNo(g.hex);
    if (atStamp[n] !== stamp) {
      atStamp[n] = stamp;
      atHex[n].length = 0;
    }
    atHex[n].push(id);
    const side = GROUND_BY_ID[id].side;
    const nb = NBR_INDEX[n];
    for (let i = 0; i < nb.length; i++) {
      const k = nb[i];
      if (WORTH[k] > 0 && lookStamp[k] !== stamp) {
        const c = v.control[HEX_INFO[k].h];
        if (c && c !== side) {
          lookStamp[k] = stamp;
          look.push(k);
        }
      }
    }
  }
  const at = (n: number): readonly string[] => (atStamp[n] === stamp ? atHex[n] : NONE);
  let corpsBest = 0;
  for (const c of CORPS) corpsBest = Math.max(corpsBest, v.asl[c] ?? 0);
  const germanAsl = Math.max(v.asl.souchez, v.asl.vimy, v.asl.arras);
  const aslOf = (id: string) => {
    const d = GROUND_BY_ID[id];
    if (d.side === 'german') return germanAsl;
    return ALLIED_CORPS.has(d.formation) ? (v.asl[d.formation] ?? 0) : corpsBest;
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
    if (!here.length)
      p = WALK_IN; // walked into (9.2), unless a zone of control stops it (9.3.2)
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
      p = takeChance(
        odds,
        here.map((id) => v.ground[id].interdicted),
      );
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
export function arrasExposure(v: Position, here: readonly string[]): number {
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
