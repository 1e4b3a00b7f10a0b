// Computer-player knowledge for Cambrai 1917: an evaluation of a position from a VIEW, a
// determinizer, and the pruning of actions a computer player should not consider.
//
// Nothing is hidden in this game (no bids, no secret setup, dice are public chance actions), so the
// view carries a copy of the whole state (game.ts `view`) and `determinize` returns a copy of it:
// the model is exact. The evaluation follows the victory conditions of the player aid (its two main
// weights fitted to game outcomes, WEIGHTS):
//   - Control markers in supply (End Phase, 20 to win) and the days left to gain more,
//   - the fighting power of both sides (fresh attack of the British, fresh defence of the Germans;
//     exhausted units count little: few are refreshed at Night),
//   - the Haig Decides modifiers (below 7 the game ends at once, usually a German win),
//   - the cavalry threat of a sudden death (a fresh mounted cavalry unit next to zones B, C, D).

import type { Action, Role } from '../../kernel/game.ts';
import type { Rng } from '../../kernel/rng.ts';
import type { GameAI } from '../../ai-kit/registry.ts';
import { sigmoid } from '../../ai-kit/logistic.ts';
import { AREA_BY_ID, HAIG_AREAS, HAIG_ZONE, LAST_DAY, LAST_IMPULSE, type Side, SUDDEN_DEATH_ZONES, UNITS } from './data.ts';
import type { CambraiAction } from './actions.ts';
import type { CambraiView } from './game.ts';
import { haigModifier, suddenDeathCavalry } from './rules/04-end.ts';
import { defenseValues } from './rules/08-combat.ts';
import { zoneForbidden } from './movement.ts';
import { type CambraiState, GRAPH, isZone as isZoneArea, N_UNITS, UNIT_INDEX, attackOf, britishVp, defenseOf, hasUnits, inSupply, isTank } from './state.ts';

/**
 * Weights of the British win logit. vp and perDay fitted to game outcomes (issue 15, third session):
 * log loss on 2,518 impulse positions of 40 heuristic-mirror games at british-vp 11 (seed 7), by
 * coordinate search, 1.102 with the hand-set weights (0.45, 3, and 0.5 a contested area, 0.05 a point
 * of British attack in contact) down to 0.449; the two contact terms fitted to 0 and were removed.
 * The hand-set weights saw a British chance of 0.8-0.95 on the evening of the 20th in games the
 * British then lost, and search values of 0.001-0.05 for every German choice (the search blind).
 * cavalry hand-set (the sudden death was too rare in the data to fit).
 */
export const WEIGHTS = { vp: 0.65, cavalry: 0.8, perDay: 1.65 };

export interface CambraiFeatures {
  vp: number;
  needed: number;
  /** Days of fighting left, counting what remains of this Daylight. */
  daysLeft: number;
  britishPower: number;
  germanPower: number;
  haig: number;
  cavalryThreat: number;
}

export function features(s: CambraiState): CambraiFeatures {
  let britishPower = 0;
  let germanPower = 0;
  let cavalryThreat = 0;
  for (let u = 0; u < N_UNITS; u++) {
    const at = s.loc[u];
    if (at <= 0) continue;
    if (UNITS[u].side === 'allied') {
      britishPower += s.spent[u] ? 0.25 * attackOf(s, u) : attackOf(s, u);
      if (suddenDeathCavalry(s, u) && GRAPH.neighbours[at].some((n) => SUDDEN_DEATH_ZONES.includes(n) || SUDDEN_DEATH_ZONES.includes(at)) && inSupply(s, 'allied', at)) cavalryThreat += 1;
    } else germanPower += s.spent[u] ? 0.5 * defenseOf(s, u) : defenseOf(s, u);
  }
  const partDay = s.phase === 'daylight' ? Math.max(0, LAST_IMPULSE - s.impulse) / LAST_IMPULSE : 0;
  const daysLeft = s.scenario === 'first-day' ? partDay : LAST_DAY - s.day + partDay;
  return {
    vp: britishVp(s),
    needed: s.vpToWin,
    daysLeft,
    britishPower,
    germanPower,
    haig: s.scenario === 'first-day' || s.day >= LAST_DAY ? 6 : haigModifier(s).mod,
    cavalryThreat: Math.min(cavalryThreat, 2),
  };
}

/**
 * The British player's chance of winning, from the features. Two ways the game ends: Haig closes the
 * offensive at an End Phase (21-25 November) when 1d6 + modifier < 7, the British winning only if
 * they hold the Control markers needed then; or it runs to 26 November. With p = modifier / 6 the
 * chance that a Haig roll lets the offensive go on (today's modifier held), the game ends at the k-th
 * roll left with chance p^(k-1) (1 - p) and reaches the last day with chance p^rolls; each ending is
 * weighed by the chance of the Control markers needed by that day, Control markers growing at a rate
 * set by the share of fighting power. (The first version mixed only the next roll and the last day:
 * a modifier of 2 or 4 was then worth little, and the search British seldom went for areas 1 and 6.)
 */
export function britishChance(s: CambraiState): number {
  const f = features(s);
  const w = WEIGHTS;
  const share = f.britishPower / Math.max(1, f.britishPower + f.germanPower);
  const rate = w.perDay * 2 * share; // Control markers a day at this balance of power
  const today = s.phase === 'daylight' ? Math.max(0, LAST_IMPULSE - s.impulse) / LAST_IMPULSE : 0;
  const base = f.vp - f.needed;
  const cav = w.cavalry * f.cavalryThreat;
  const by = (days: number) => sigmoid(w.vp * (base + days * rate) + cav);
  if (s.scenario === 'first-day') return by(today);
  const rolls = s.day <= 25 ? 25 - Math.max(s.day, 21) + 1 : 0;
  // Before the 21st's End Phase the first roll comes after the days still to fight before it.
  const first = today + Math.max(0, 21 - s.day);
  const p = Math.max(0, Math.min(6, f.haig)) / 6;
  let chance = 0;
  let reach = 1; // the chance that the game reaches the k-th Haig roll left
  for (let k = 0; k < rolls; k++) {
    chance += reach * (1 - p) * by(first + k);
    reach *= p;
  }
  return chance + reach * by(f.daysLeft);
}

export function determinize(v: CambraiView, _role: Role, _legal: readonly Action[], _rng: Rng): CambraiState {
  return JSON.parse(JSON.stringify(v.state)) as CambraiState;
}

/**
 * Drop what a computer player should not consider: buying fewer artillery markers than it can
 * (ammunition is kept, but markers unused are lost and ammunition comes every night), keeping the
 * Advantage against a Haig Decides end it would lose by, moving a lone unit into an enemy area that
 * it cannot hope to take (the mandatory combat that follows is a repulse and a forced retreat).
 */
export function prune(s: CambraiState, role: Role, listed: readonly Action[]): readonly Action[] {
  // The game's own legal actions, of the shapes of actions.ts.
  const legal = listed as readonly CambraiAction[];
  let out: readonly CambraiAction[] = legal;
  const side = role === 'british' ? 'allied' : 'german';
  if (s.step.k === 'buy') {
    const n = (a: CambraiAction) => (a.type === 'buy' ? a.n : Number.NaN);
    const max = Math.max(...legal.map(n));
    out = legal.filter((a) => n(a) === max);
  } else if (s.step.k === 'advantage' && s.step.use === 'haig') {
    const britishWins = britishVp(s) >= s.vpToWin;
    const wantEnd = side === 'allied' ? britishWins : !britishWins;
    out = legal.filter((a) => a.type === 'advantage' && a.use === !wantEnd);
  } else if (s.step.k === 'assault' && s.assault) {
    const as = s.assault;
    const enemy = side === 'allied' ? 'german' : 'allied';
    // Artillery and air support go where the enemy is (markers unused are lost at nightfall); none elsewhere.
    const support = legal.filter((a) => a.type === 'marker' && a.kind !== 'rolling' && hasUnits(s, a.area, enemy));
    if (support.length) return support;
    // Concentration: once a unit has entered an enemy-occupied area, the others follow it there (or
    // into vacant areas) before the combat; before that, moves into enemy areas go only to the one
    // the active area's fresh units attack best (total attack less the defence they would meet).
    const waitingIn = new Set(as.waiting.filter((u) => s.loc[u] > 0 && !as.attacked.includes(s.loc[u])).map((u) => s.loc[u]));
    const occupied = (a: CambraiAction) => a.type === 'move' && hasUnits(s, a.to, enemy);
    let target = -1;
    if (waitingIn.size) target = [...waitingIn][0];
    else {
      let best = -Infinity;
      for (const a of legal) {
        if (a.type !== 'move' || !occupied(a)) continue;
        const to = a.to;
        let power = 0;
        for (const u of as.eligible) if (s.loc[u] === as.area && !s.spent[u]) power += attackOf(s, u);
        const value = power - defenceIn(s, to, side) + (side === 'allied' ? haigBonus(s, to) : stake(s, to));
        if (value > best) {
          best = value;
          target = to;
        }
      }
    }
    out = legal.filter((a) => {
      if (a.type === 'marker') return false;
      if (a.type === 'move' && occupied(a)) return a.to === target;
      if (a.type === 'attack' && waitingIn.size && legal.some((m) => m.type === 'move' && m.to === a.area)) return false;
      return true;
    });
  } else if (s.step.k === 'point' && s.combat) {
    // Combat: the attacker rolls before the defender picks his forward unit, so a look one decision
    // ahead sees no result: the point units of the highest attack, a tank first (only a tank overruns).
    const value = (a: CambraiAction) => (a.type === 'point' ? 2 * attackOf(s, UNIT_INDEX[a.unit]) + (isTank(UNIT_INDEX[a.unit]) ? 1 : 0) : Number.NaN);
    const best = Math.max(...legal.map(value));
    out = legal.filter((a) => value(a) === best);
  } else if (s.step.k === 'forward' && s.combat) {
    // The forward unit, the attack total known: those giving the highest defense total (the
    // evaluation, after the defender's dice, chooses among them who takes the first CP).
    const c = s.combat;
    const keep = c.forward;
    const dt = (a: CambraiAction) => {
      if (a.type !== 'forward') return Number.NaN;
      c.forward = UNIT_INDEX[a.unit];
      return defenseValues(s, c).dt;
    };
    const totals = legal.map(dt);
    c.forward = keep;
    const best = Math.max(...totals);
    out = legal.filter((_, i) => totals[i] === best);
  } else if (s.step.k === 'impulse' && side === 'german') {
    // The defender's impulse: the counter-attacks and regroups worth most (impulseValue), at most
    // GERMAN_CHOICES of them, and always Pass (it moves the track on, and with the option two-passes
    // ends Daylight after a British pass: often the German's best move, and the evaluation sees it).
    const scored = legal.filter((a) => a.type !== 'pass').map((a) => ({ a, v: impulseValue(s, 'german', a) })).filter((x) => x.v > 0);
    scored.sort((x, y) => y.v - x.v);
    out = [...legal.filter((a) => a.type === 'pass'), ...scored.slice(0, GERMAN_CHOICES).map((x) => x.a)];
  } else if (s.step.k === 'impulse' && side === 'allied') {
    // The attacker does not spend impulses regrouping or passing while it can assault (an Assault
    // leaves the evaluation unchanged until its moves, so a one-ply player would pick at random);
    // it assaults from the areas whose fresh units can strike hardest at a German-held neighbour,
    // counting the Haig Decides modifier a neighbour would add.
    const assaults = legal.filter((a) => a.type === 'assault');
    if (assaults.length) {
      const scored = assaults.map((a) => ({ a, v: assaultValue(s, a.area) })).filter((x) => x.v > 0);
      scored.sort((x, y) => y.v - x.v);
      out = scored.length ? scored.slice(0, ASSAULT_CHOICES).map((x) => x.a) : assaults;
    }
  }
  return out.length ? out : legal;
}

/**
 * The British attack target's weight in the Haig Decides modifier it would add (End Phase): +2 for
 * area 1 or 6 not yet held, +2 for the first foothold beyond the Canal de St-Quentin (or zone G).
 * From the 20th to the 24th only (no Haig roll after the 25th). A unit merely in the area counts for
 * areas 1 and 6, so entering is worth it even when the combat stalls.
 */
export function haigBonus(s: CambraiState, to: number): number {
  if (s.scenario === 'first-day' || s.day > 25) return 0;
  const held = (a: number) => s.control[a] === 'allied' || hasUnits(s, a, 'allied');
  if (HAIG_AREAS.includes(to)) return held(to) ? 0 : HAIG_WEIGHT;
  const beyond = (a: number) => (AREA_BY_ID[a].eastOfCanal && !AREA_BY_ID[a].zone) || a === HAIG_ZONE;
  if (!beyond(to)) return 0;
  for (const a of EAST) if (held(a)) return 0;
  return HAIG_WEIGHT;
}
/** The British impulse: how many of the best assault areas a computer player considers (hand-set). */
export const ASSAULT_CHOICES = 3;

/**
 * The worth of a British Assault from `area`: the fresh attack of its units (tanks, infantry,
 * cavalry) when a neighbour (or the area itself) holds German units or German control outside the
 * zones, plus the best Haig Decides bonus among those neighbours; 0 when there is nothing to attack.
 */
export function assaultValue(s: CambraiState, area: number): number {
  let power = 0;
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] === area && UNITS[u].side === 'allied' && !s.spent[u]) power += attackOf(s, u);
  if (power <= 0) return 0;
  const enemyHeld = (a: number) => hasUnits(s, a, 'german') || (s.control[a] === 'german' && !isZoneArea(a));
  let bonus = -1;
  if (hasUnits(s, area, 'german')) bonus = 0;
  for (const n of GRAPH.neighbours[area]) if (enemyHeld(n)) bonus = Math.max(bonus, haigBonus(s, n));
  return bonus < 0 ? 0 : power + bonus;
}

/** Attack value (attack less defence points) of a Haig Decides modifier of +2 (hand-set). */
export const HAIG_WEIGHT = 4;
/** Attack value of one Control marker (one victory point, End Phase) (hand-set). */
export const VP_WEIGHT = 2;
/** The German impulse: how many of the best counter-attacks and regroups a computer player considers besides Pass (hand-set). */
export const GERMAN_CHOICES = 3;

/** The defence an attacker of `side` meets in `to`: its terrain plus each enemy unit (fresh: half its defence + 1; exhausted 0.5). */
export function defenceIn(s: CambraiState, to: number, side: Side): number {
  let def = AREA_BY_ID[to].tem;
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] === to && UNITS[u].side !== side) def += s.spent[u] ? 0.5 : defenseOf(s, u) / 2 + 1;
  return def;
}

/**
 * What holding `area` is worth to the German, in attack points: a Control marker (VP_WEIGHT) for a
 * German-sector area outside the zones; while Haig Decides rolls remain (21-25 November), area 1 or 6
 * (+2 to the roll, HAIG_WEIGHT), an area east of the Canal de St-Quentin or zone G (half: one of
 * several); zones B-D twice HAIG_WEIGHT (a fresh British cavalry unit there is a sudden death).
 */
export function stake(s: CambraiState, area: number): number {
  const a = AREA_BY_ID[area];
  let v = 0;
  if (!a.zone && a.sector === 'german') v += VP_WEIGHT;
  v += VP_WEIGHT * supplyCut(s, area);
  if (s.scenario !== 'first-day' && s.day <= 25) {
    if (HAIG_AREAS.includes(area)) v += HAIG_WEIGHT;
    else if (EAST.includes(area)) v += HAIG_WEIGHT / 2;
  }
  if (SUDDEN_DEATH_ZONES.includes(area)) v += 2 * HAIG_WEIGHT;
  return v;
}

/**
 * Control markers, other than `area`'s own, that would lose their supply line to I-L if `area` turned
 * German (End Phase: 1 VP per Control marker tracing a supply line through British-controlled areas
 * to zones I-L): retaking a link of the British supply chain is worth every marker beyond it.
 */
export function supplyCut(s: CambraiState, area: number): number {
  if (s.control[area] !== 'allied' || AREA_BY_ID[area].zone) return 0;
  const before = britishVp(s);
  s.control[area] = 'german';
  const after = britishVp(s);
  s.control[area] = 'allied';
  const own = AREA_BY_ID[area].sector === 'german' && inSupply(s, 'allied', area) ? 1 : 0;
  return before - after - own;
}

const britishHeld = (s: CambraiState, a: number) => hasUnits(s, a, 'allied') || (s.control[a] === 'allied' && !isZoneArea(a));

/**
 * The German counter-attack from `area`: the fresh attack of its units (Garrisons cannot attack) less
 * the defence met, plus the stake, at the best British-held target (the area itself when contested, or
 * a neighbour the German may enter); 0 when nothing is worth it.
 */
export function counterAttackValue(s: CambraiState, area: number): number {
  let power = 0;
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] === area && UNITS[u].side === 'german' && !s.spent[u]) power += attackOf(s, u);
  if (power <= 0) return 0;
  let best = 0;
  const consider = (t: number) => {
    if (!britishHeld(s, t) || zoneForbidden('german', t)) return;
    best = Math.max(best, power - defenceIn(s, t, 'german') + stake(s, t));
  };
  if (hasUnits(s, area, 'allied')) consider(area);
  for (const n of GRAPH.neighbours[area]) consider(n);
  return best;
}

/**
 * The German Regroup from `area`: units away from the British (an area in contact keeps its units)
 * moving into a free neighbour the British threaten: the fresh British attack next to it (halved) plus
 * its stake, less the German defence already there, at most the defence the moving units bring.
 */
export function regroupValue(s: CambraiState, area: number): number {
  if (hasUnits(s, area, 'allied') || GRAPH.neighbours[area].some((n) => hasUnits(s, n, 'allied'))) return 0;
  let bring = 0;
  for (let u = 0; u < N_UNITS; u++) if (s.loc[u] === area && UNITS[u].side === 'german' && UNITS[u].type !== 'garrison') bring += defenseOf(s, u);
  if (bring <= 0) return 0;
  let best = 0;
  for (const n of GRAPH.neighbours[area]) {
    if (hasUnits(s, n, 'allied') || zoneForbidden('german', n) || s.control[n] === 'allied') continue;
    let threat = 0;
    for (const m of GRAPH.neighbours[n]) for (let u = 0; u < N_UNITS; u++) if (s.loc[u] === m && UNITS[u].side === 'allied' && !s.spent[u]) threat += attackOf(s, u);
    if (threat <= 0) continue;
    const need = threat / 2 + stake(s, n) - (defenceIn(s, n, 'allied') - AREA_BY_ID[n].tem);
    best = Math.max(best, Math.min(need, bring));
  }
  return best;
}

/** The worth of an impulse action for `side`: Assault (British: assaultValue; German: counterAttackValue), Regroup (German: regroupValue; British: 0), Pass 0. */
export function impulseValue(s: CambraiState, side: Side, a: CambraiAction): number {
  if (a.type === 'assault') return side === 'allied' ? assaultValue(s, a.area) : counterAttackValue(s, a.area);
  if (a.type === 'regroup') return side === 'german' ? regroupValue(s, a.area) : 0;
  return 0;
}

/**
 * The evaluation's term for an impulse declared but not begun (nothing moved, fired or placed): its
 * impulseValue at PENDING_WEIGHT a point, added to the British win logit (subtracted for a German
 * impulse). Declaring an Assault or a Regroup changes no unit, so without it a one-ply player saw
 * Pass, Regroup and every area alike.
 */
export function pendingImpulse(s: CambraiState): number {
  const as = s.assault;
  if (!as || as.started || as.hbUsed || as.done.length || as.markersPlaced || (s.step.k !== 'assault' && s.step.k !== 'regroup')) return 0;
  const v = impulseValue(s, s.active, { type: as.regroup ? 'regroup' : 'assault', area: as.area });
  return (s.active === 'allied' ? 1 : -1) * PENDING_WEIGHT * v;
}
/**
 * Logit per attack point of a declared impulse (hand-set). A Pass moves the impulse track on at once,
 * worth up to about 0.1 in the logit of the days left (WEIGHTS.vp x perDay x 2 / LAST_IMPULSE), so a
 * counter-attack of three points (0.12) beats a Pass; 0.5 for a strong one of 12 points.
 */
export const PENDING_WEIGHT = 0.04;

/** The British chance with the term of a declared impulse (the logit moved by pendingImpulse). */
export function evaluationChance(s: CambraiState): number {
  const p = britishChance(s);
  const shift = pendingImpulse(s);
  if (shift === 0 || p <= 0 || p >= 1) return p;
  return sigmoid(Math.log(p / (1 - p)) + shift);
}
const EAST = Object.values(AREA_BY_ID).filter((a) => (a.eastOfCanal && !a.zone) || a.id === HAIG_ZONE).map((a) => a.id);

export const cambrai1917AI: GameAI<CambraiState, CambraiView> = {
  gameId: 'cambrai-1917',
  evaluate(v, role) {
    if (v.result) return v.result.winner === role ? 1 : 0;
    const p = evaluationChance(v.state);
    return role === 'british' ? p : 1 - p;
  },
  determinize,
  prune,
  metrics(v) {
    const f = features(v.state);
    return { turn: v.day - 19, vp: f.vp, britishPower: Math.round(f.britishPower), germanPower: Math.round(f.germanPower), haig: f.haig };
  },
};
