// Cambrai 1917: the actions a computer player should not consider (Knowledge.prune), and the values by
// which it ranks the impulses it keeps.
import type { Action, Role } from '../../../kernel/game.ts';
import { AREA_BY_ID, HAIG_AREAS, HAIG_ZONE, type Side, SUDDEN_DEATH_ZONES, UNITS } from '../data.ts';
import type { CambraiAction } from '../actions.ts';
import { defenseValues } from '../rules/08-combat.ts';
import { zoneForbidden } from '../movement.ts';
import { MARKER_AREAS, britishVpByFlood, suppliedAreas } from './supply.ts';
import { type CambraiState, GRAPH, isZone as isZoneArea, N_UNITS, UNIT_INDEX, attackOf, defenseOf, hasUnits, isTank } from '../state.ts';

/** The areas east of the canal (and Haig's zone), by the player aid's map. */
const EAST = Object.values(AREA_BY_ID)
  .filter((a) => (a.eastOfCanal && !a.zone) || a.id === HAIG_ZONE)
  .map((a) => a.id);

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
    const britishWins = britishVpByFlood(s) >= s.vpToWin;
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
    const scored = legal
      .filter((a) => a.type !== 'pass')
      .map((a) => ({ a, v: impulseValue(s, 'german', a) }))
      .filter((x) => x.v > 0);
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
  // The markers tracing to I-L are those the British supply flood reaches (britishVp's count, one flood
  // instead of a search per marker); an area it does not reach cuts nothing.
  const before = suppliedAreas(s, -1);
  if (!before[area]) return 0;
  const after = suppliedAreas(s, area);
  let cut = 0;
  for (const m of MARKER_AREAS) if (m !== area && before[m] && !after[m]) cut++;
  return cut;
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
    for (const m of GRAPH.neighbours[n])
      for (let u = 0; u < N_UNITS; u++) if (s.loc[u] === m && UNITS[u].side === 'allied' && !s.spent[u]) threat += attackOf(s, u);
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
