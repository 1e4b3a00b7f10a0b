// Computer-player knowledge for Counterattack at Arras (postcard game), issue 4: an evaluation of a
// position from a VIEW and a determinizer that builds a State from a view.
//
// The game has no hidden information: the view carries the whole position except three pieces of
// combat bookkeeping, rebuilt here: `stage` ('main'), `retreatBy` (the role to act at a retreat
// prompt, else the attacker) and `advanced` (attackers already standing in the vacated hex).
import type { Action, Role } from '../../kernel/game.ts';
import type { Rng } from '../../kernel/rng.ts';
import type { GameAI } from '../../ai-kit/registry.ts';
import { type LogisticModel, logit, sigmoid } from '../../ai-kit/logistic.ts';
import { type CombatResult, MOVEMENT_COSTS, PANIC, TURN_TRACK } from './data.ts';
import { ARRAS_INDEX, grid, occupancy, unitData, unitOrder, westEdge, westRoadExit } from './state.ts';
import type { CombatState, State, UnitState } from './state.ts';
import { arrasPostcard } from './game.ts';
import { actionKey } from '../../kernel/game.ts';
import { crtResult, oddsColumn, shiftColumn } from './rules/08-combat.ts';
import { moveOptions, stepCost } from './rules/07-movement.ts';
import { zocOf } from './rules/06-zones-of-control.ts';

export interface PostcardView {
  turn: number;
  side: 'allied' | 'german';
  phase: State['phase'];
  phasesDone: State['done'];
  columnShift: number;
  flak88: { available: boolean };
  units: { id: string; side: 'allied' | 'german'; type: string; strength: number; ma: number; hex: string | null; disrupted: boolean; moved: boolean; attacked: boolean; out: UnitState['out'] }[];
  combat: null | {
    step: CombatState['step'];
    attacker: 'allied' | 'german';
    defender: string;
    attackers: string[];
    column: string | null;
    die: number | null;
    result: CombatState['result'];
    flakTarget: string | null;
    retreats: CombatState['retreats'];
    vacated: string | null;
  };
  panicTurns: number;
  winner: 'allied' | 'german' | null;
  winKind: string | null;
}

/**
 * The game has no hidden information: the model state is the one the view shows. A search's model
 * (`search`) carries what its evaluation reads besides: the German root's logit (ANCHORED, sharpened)
 * and, for the Allied search, the German attack of the coming turn (READS_GERMAN_ATTACK).
 */
export function determinize(v: PostcardView, role: Role, _legal: readonly Action[], _rng: Rng, search = false): State {
  const s: ModelState = stateFromView(v, role);
  if (ANCHORED.has(role) && !v.winner) s.rootLogit = rootLogitOf(v, role, s);
  if (search && READS_GERMAN_ATTACK.has(role)) s.readsGermanAttack = true;
  return s;
}

/** The state a view shows (`role`: whose retreat choice a pending retreat is, 8.5). */
function stateFromView(v: PostcardView, role: Role): State {
  const units: Record<string, UnitState> = {};
  for (const x of v.units) units[x.id] = { hex: x.hex, disrupted: x.disrupted, moved: x.moved, attacked: x.attacked, out: x.out };
  const c = v.combat;
  return {
    turn: v.turn,
    side: v.side,
    phase: v.phase,
    done: [...v.phasesDone],
    shift: v.columnShift,
    units,
    combat: c
      ? {
          step: c.step,
          attacker: c.attacker,
          defender: c.defender,
          attackers: [...c.attackers],
          flakTarget: c.flakTarget,
          stage: 'main',
          column: c.column,
          die: c.die,
          result: c.result,
          retreats: c.retreats.map((r) => ({ ...r })),
          retreatBy: c.step === 'retreat' ? (role as 'allied' | 'german') : c.attacker,
          vacated: c.vacated,
          advanced: c.vacated ? c.attackers.filter((a) => units[a]?.hex === c.vacated) : [],
        }
      : null,
    flakUsed: !v.flak88.available,
    winner: v.winner,
    winKind: v.winKind,
    panicTurns: v.panicTurns,
  };
}

/** 7.1 the cost in movement points of each step (costs of data.ts, kept there in half points): stepMP[from * 6 + d]. */
const stepMP = new Float64Array(grid.size * 6);
for (let i = 0; i < grid.size; i++) {
  const row = grid.neighbourIndexes(i);
  for (let d = 0; d < 6; d++) if (row[d] >= 0) stepMP[i * 6 + d] = stepCost(i, row[d]) / 2;
}
/** Victory and 7.1: the cost in movement points of leaving the map from each west-edge hex (a road exit is cheaper). */
const exitMP = new Float64Array(grid.size);
for (let i = 0; i < grid.size; i++) if (westEdge[i]) exitMP[i] = (westRoadExit[i] ? MOVEMENT_COSTS.road : MOVEMENT_COSTS.exitWest) / 2;
const MIN_EXIT_MP = Math.min(MOVEMENT_COSTS.road, MOVEMENT_COSTS.exitWest) / 2;

/**
 * Further German movement phases, after the one the unit is in (or next moves in), a German unit with
 * movement allowance `ma` needs to break through: to reach a west-edge hex and leave the map from it,
 * paying the exit cost, in one move (Victory, ruling 1). 0 when path + exit fit in its allowance.
 *
 * Movement is counted in movement points along the real step costs (7.1: roads, rivers), phase by
 * phase: a step or the exit that does not fit in what is left of a phase waits for the next one, and
 * entering an Allied zone of control (6.0) ends the move, so it costs the rest of the phase (the exit
 * from such a hex comes in the next phase; a unit that begins there may leave, ruling 1). A screen
 * that movement cannot pass (a step from one Allied zone straight into another, or into an Allied
 * unit) must be broken by combat: such steps are allowed at a price in phases, so the German still
 * sees which part of the screen is thinnest and what an attack on a screening unit opens.
 *
 * The result is the whole number of further phases, less a small share (PROGRESS) for the part of the
 * last phase the exit leaves unused, so that one step nearer the edge counts a little even when it
 * does not save a phase (the one-ply players see each unit's progress).
 */
export function turnsToBreakThrough(start: number, ma: number, alliedHex: Uint8Array, alliedZoc: Uint8Array): number {
  ma = Math.max(1, ma);
  const n = grid.size;
  const cost = new Float64Array(n).fill(Infinity);
  const done = new Uint8Array(n);
  cost[start] = 0;
  /** Where a step of `x` MP from cumulative cost `c` ends: in this phase if it fits, else from the next one. */
  const after = (c: number, x: number) => {
    const used = c - Math.floor(c / ma) * ma;
    return used + x <= ma ? c + x : Math.ceil(c / ma) * ma + x;
  };
  // Dijkstra by buckets of half a movement point: every cost is a multiple of 0.5 (steps of 0.5, 1 or
  // 2 MP, whole phases of `ma` MP, screen prices of 1.5 or 2.5 phases). `after` is monotone in c, so the
  // first time a hex is taken out its cost is the least.
  const buckets: number[][] = [[start]];
  let bestExit = Infinity;
  for (let b = 0; b < buckets.length && b / 2 + MIN_EXIT_MP < bestExit; b++) {
    const list = buckets[b];
    if (!list) continue;
    for (const h of list) {
      if (done[h] || cost[h] * 2 !== b) continue;
      done[h] = 1;
      // Victory: leave from here in the same move if the exit fits in what is left of this phase.
      if (westEdge[h]) bestExit = Math.min(bestExit, after(cost[h], exitMP[h]));
      const row = grid.neighbourIndexes(h);
      for (let d = 0; d < 6; d++) {
        const m = row[d];
        if (m < 0 || done[m]) continue;
        let c = after(cost[h], stepMP[h * 6 + d]);
        // 6.0 never from one enemy zone straight into another, nor into an enemy unit: fight through.
        if (alliedHex[m]) c = Math.ceil(cost[h] / ma) * ma + BLOCKED_UNIT * ma;
        else if (alliedZoc[h] && alliedZoc[m]) c = Math.ceil(cost[h] / ma) * ma + BLOCKED_ZOC * ma;
        // Entering a zone of control stops the unit: its next step (or exit) starts a new phase.
        if (alliedZoc[m]) c = Math.ceil(c / ma) * ma;
        if (c < cost[m]) {
          cost[m] = c;
          (buckets[c * 2] ??= []).push(m);
        }
      }
    }
  }
  if (bestExit === Infinity) return Infinity;
  // The exit ends in phase k (0: this one) at `used` of that phase's allowance.
  const k = Math.ceil(bestExit / ma) - 1;
  if (k <= 0) return 0;
  const used = (bestExit - k * ma) / ma;
  return k - PROGRESS * (1 - used);
}

/** Share of a phase by which the unused part of the last phase lowers turnsToBreakThrough. */
const PROGRESS = 0.25;
/** Turns charged for a step movement cannot make through the screen (ZoC to ZoC, into a unit). */
const BLOCKED_ZOC = 1.5;
const BLOCKED_UNIT = 2.5;
/** Sharpness of the soft minimum over German units' turns to break through. */
const SOFT = 1.5;

/** Attacks a computer player keeps in a combat phase (the best by their exact expectation). */
export const ATTACKS_KEPT = 2;

/** Turns of Rommel's panic (8.6) a result costs the German defender (a retreat blocked by ZoC is ignored). */
const PANIC_OF: Record<CombatResult, number> = { Ar: 0, C: 0, D1: PANIC.perHexRetreated, D2: 2 * PANIC.perHexRetreated, De: PANIC.perUnitEliminated, Ex: PANIC.perUnitEliminated };

/** Expected panic (8.6) of an Allied attack of `att` on a German `def`, over the die (8.1-8.4). */
const expectedPanicTable: number[][] = [0, 1].map((arras) =>
  [0, 1, 2, 3, 4].map((col) => {
    let t = 0;
    for (let die = 1; die <= 6; die++) t += PANIC_OF[crtResult(col, die, arras === 1).result];
    return t / 6;
  }),
);
export function expectedPanic(att: number, def: number, shift: number, inArras: boolean): number {
  return expectedPanicTable[inArras ? 1 : 0][shiftColumn(oddsColumn(att, def), shift)];
}

/**
 * The Rommel's panic (8.6, in turns) the Allied player can expect to inflict in his next (or current)
 * combat phase on the German units as they stand: each Allied unit joins at most one attack, attacks
 * are picked greedily (the target with the largest expected panic first, with the fewest attackers that
 * reach its best column), over the two orders the Allied player may choose (Sequence, 8.2): combat first
 * (units already adjacent, one column right) or movement first (every unit that can reach a hex next to
 * the target, 7.1 and 6.0 with the German zones of control, no shift). The 88 (8.8) and blocked
 * retreats are ignored. Used by the German player only (see `evaluateFor`).
 */
export function alliedThreat(s: State, mode: 'both' | 'adjacent' | 'reach' = 'both'): number {
  const t = alliedThreats(s, mode !== 'adjacent');
  return mode === 'adjacent' ? t.adjacent : mode === 'reach' ? t.reach : Math.max(t.adjacent, t.reach);
}

/** alliedThreat by the two orders: combat first (`adjacent`) and movement first (`reach`, when `withReach`). */
export function alliedThreats(s: State, withReach = true): { adjacent: number; reach: number } {
  const none = { adjacent: 0, reach: 0 };
  if (s.winner || s.phase === 'over') return none;
  let adjacentShift = 1;
  let canMove = true;
  if (s.side === 'allied') {
    if (s.done.includes('combat')) return none;
    if (s.phase === 'combat') {
      adjacentShift = s.shift;
      canMove = false;
    } else if (s.phase === 'movement') {
      // 8.2 the movement phase has begun: the combat phase comes after it, without the shift.
      adjacentShift = 0;
    } else if (s.done.includes('movement')) {
      adjacentShift = 0;
      canMove = false;
    }
  }
  // The model of the Allied turn: German units recover at the end of their turn (6.0); Allied units
  // may recover before they act, unless the Allied recovery phase is already done.
  const m: State = { ...s, units: {} };
  for (const id of unitOrder) {
    const u = s.units[id];
    const side = unitData[id].side;
    const recovers = s.side === 'german' ? true : side === 'allied' && !s.done.includes('recovery');
    m.units[id] = { ...u, disrupted: recovers ? false : u.disrupted };
  }
  const allied: string[] = [];
  const german: string[] = [];
  for (const id of unitOrder) {
    const u = m.units[id];
    if (u.hex === null) continue;
    if (unitData[id].side === 'allied') {
      if (!u.disrupted && !(s.phase === 'combat' && s.side === 'allied' && u.attacked)) allied.push(id);
    } else if (!(s.phase === 'combat' && s.side === 'allied' && u.attacked)) german.push(id);
  }
  if (!allied.length || !german.length) return none;
  const hexIndex = new Map<string, number>();
  for (const id of [...allied, ...german]) hexIndex.set(id, grid.indexOf(m.units[id].hex!));
  const hexOf = (id: string) => hexIndex.get(id)!;
  // Hexes each Allied unit can attack from: where it stands, and where it can move to.
  const near = (a: number, b: number) => grid.neighbourIndexes(a).includes(b);
  const adjacent = new Map<string, string[]>();
  const reach = new Map<string, string[]>();
  for (const g of german) {
    adjacent.set(g, []);
    reach.set(g, []);
  }
  for (const a of allied) {
    const ah = hexOf(a);
    let ends: number[] | null = null;
    if (canMove && !(s.side === 'allied' && s.phase === 'movement' && m.units[a].moved)) {
      ends = moveOptions(m, a).destinations.map((h) => grid.indexOf(h));
    }
    for (const g of german) {
      const gh = hexOf(g);
      if (near(ah, gh)) {
        adjacent.get(g)!.push(a);
        reach.get(g)!.push(a);
      } else if (ends?.some((e) => near(e, gh))) reach.get(g)!.push(a);
    }
  }
  const greedy = (can: Map<string, string[]>, shift: number): number => {
    const used = new Set<string>();
    const left = new Set(german);
    let total = 0;
    for (;;) {
      let best = 0;
      let bestTarget = '';
      let bestUnits: string[] = [];
      for (const g of left) {
        const avail = can.get(g)!.filter((a) => !used.has(a)).sort((x, y) => unitData[y].strength - unitData[x].strength);
        const def = unitData[g].strength;
        const arras = hexOf(g) === ARRAS_INDEX;
        let att = 0;
        let v = 0;
        let k = 0;
        for (let i = 0; i < avail.length; i++) {
          att += unitData[avail[i]].strength;
          const e = expectedPanic(att, def, shift, arras);
          if (e > v + 1e-9) {
            v = e;
            k = i + 1;
          }
        }
        if (v > best + 1e-9) {
          best = v;
          bestTarget = g;
          bestUnits = avail.slice(0, k);
        }
      }
      if (!bestTarget) return total;
      total += best;
      left.delete(bestTarget);
      for (const a of bestUnits) used.add(a);
    }
  };
  const first = greedy(adjacent, adjacentShift);
  return { adjacent: first, reach: canMove && withReach ? greedy(reach, 0) : first };
}

/**
 * Weight of the Allied threat (turns of panic) in the German player's evaluation. alliedThreat is what
 * a player who made every attack available would inflict; the heuristic Allied player inflicted about
 * a third of it (40 games). Heuristic mirror, 100 games, German wins seeds 1/2 (with German tanks MA 4):
 * weight 0.35 36%/40%, 0.5 46%/36%, 0.75 30%/26%; weight 1 (MA 3, adjacent attacks only) 12%/12%.
 */
export const THREAT_WEIGHT = 0.5;

/** The German chance of breaking through, from the view; `panic`: turns of panic to expect first. */
export function germanChance(v: PostcardView, panic = 0): number {
  if (v.winner) return v.winner === 'german' ? 1 : 0;
  return chanceFromTerms(breakthroughTerms(v), panic);
}

/**
 * The German chance from breakthroughTerms, `panic` turns of Rommel's panic (8.6) to come first.
 * `calibrated`: its logit rescaled to outcomes (ALLIED_READING_CALIBRATION), for the Allied search's reading.
 */
function chanceFromTerms(t: ReturnType<typeof breakthroughTerms>, panic: number, calibrated = false): number {
  if (t.best === Infinity) return 0.02;
  const turnsLeft = Math.max(0, t.turnsLeft - panic);
  // The phases the nearest unit needs, counting the one it next moves in (t.best counts those after it).
  let x = 0.9 * (turnsLeft - 1.5 * (t.best + 1)) + 0.12 * (t.german - t.allied);
  if (calibrated) x = ALLIED_READING_CALIBRATION.scale * x + ALLIED_READING_CALIBRATION.shift;
  return 1 / (1 + Math.exp(-x));
}

/**
 * The Allied search's reading of the German chance (READS_GERMAN_ATTACK: the breakthrough and the German
 * attack to come) takes the hand evaluation's logit rescaled to the outcomes of played games:
 * scale × logit + shift, the fit of the sixth pass (184 search mirror games, 6,269 positions, 5-fold
 * cross-validated log-loss 0.595 against 1.54 for the logit as it is; docs/games/arras-postcard.md,
 * "Sixth pass"). As it is, the hand evaluation expects the German to win almost every game (0.99 on
 * Turn 1, against about 0.3 in play), so the Allied value of the German reply, 1 - min(1, chance + the
 * gain of the best German attack), was pressed against the cap: at the end of the Allied Turn 1 every
 * Allied move scored below 0.008, a German attack estimated at 0.04 counted 0.0035, and the search's
 * visits went to its five root moves alike. Rescaled, the same moves score 0.50-0.54 and the attack's
 * gain counts in full. The German players and the Allied heuristic read the hand evaluation as it is.
 * Measured: docs/games/arras-postcard.md, ninth pass.
 */
export const ALLIED_READING_CALIBRATION = { scale: 0.215, shift: -1.357 } as const;

/**
 * turnsToBreakThrough for one Allied screen (`screen`: its units' hexes and whether each has a zone of
 * control, 6.0), memoized by screen, movement allowance and start hex. The value depends on nothing
 * else, and a decision's one-ply look-ahead (every German move of a movement phase, every attack's die)
 * asks it again and again of the same screen: a third of a search decision went into it.
 */
function screenTurns(screen: string, alliedHex: Uint8Array, alliedZoc: Uint8Array): (start: number, ma: number) => number {
  return (start, ma) => {
    const key = `${screen}${ma}`;
    let row = turnsMemo.get(key);
    if (!row) {
      if (turnsMemo.size >= TURNS_MEMO) turnsMemo.clear();
      row = new Float64Array(grid.size).fill(NaN);
      turnsMemo.set(key, row);
    }
    if (Number.isNaN(row[start])) row[start] = turnsToBreakThrough(start, ma, alliedHex, alliedZoc);
    return row[start];
  };
}
const turnsMemo = new Map<string, Float64Array>();
const TURNS_MEMO = 2048;

/** Empty the evaluation's memos (turnsToBreakThrough and the German reach by screen, pruneAttacks by position): for tests. */
export function clearMemos(): void {
  turnsMemo.clear();
  attacksKept.clear();
  reachMemo.clear();
}

/**
 * What germanChance weighs: the turns left on the track, the soft minimum over the German units of
 * the further movement phases each needs to break through (turnsToBreakThrough, a disrupted unit one
 * more; Infinity when none can), and the strengths on the map (disrupted units count half).
 */
export function breakthroughTerms(v: PostcardView, without?: string): { turnsLeft: number; best: number; german: number; allied: number; exitsNow: boolean } {
  const turnsLeft = Math.max(0, TURN_TRACK.lastTurn - v.turn + 1);
  const alliedHex = new Uint8Array(grid.size);
  const alliedZoc = new Uint8Array(grid.size);
  let german = 0;
  let allied = 0;
  // A disrupted Allied unit recovers in the Allied recovery phase before the German moves again (ruling
  // 4), so outside the German movement phase it still screens: only an eliminated screen opens a path.
  // Not once the Allied recovery phase of this turn is done (6.0): a unit disrupted after it (an Ar of
  // its own attack, 8.4-8.5) stays so, without a zone of control, through the German movement phase.
  const zocBack = v.side === 'german' ? v.phase !== 'movement' : !v.phasesDone.includes('recovery');
  let screen = '';
  for (const u of v.units) {
    if (!u.hex || u.side !== 'allied' || u.id === without) continue;
    const i = grid.indexOf(u.hex);
    alliedHex[i] = 1;
    const zoc = !u.disrupted || zocBack;
    if (zoc) for (const m of grid.neighbourIndexes(i)) if (m >= 0) alliedZoc[m] = 1; // 6.0 disrupted units have no ZoC
    screen += `${i}${zoc ? '+' : '-'},`;
  }
  const turnsTo = screenTurns(screen, alliedHex, alliedZoc);
  // Soft minimum over the German units of the turns each needs: the nearest unit counts most, but
  // every unit's progress counts a little, so a one-ply look-ahead still sees each unit's move.
  let sum = 0;
  // Victory: in the German movement phase, a unit still to move that can leave the map in this move.
  const moving = v.side === 'german' && v.phase === 'movement' && !v.combat;
  let exitsNow = false;
  for (const u of v.units) {
    if (!u.hex || u.id === without) continue;
    const w = u.strength * (u.disrupted ? 0.5 : 1);
    if (u.side === 'german') {
      german += w;
      const t = turnsTo(grid.indexOf(u.hex), u.ma) + (u.disrupted ? 1 : 0);
      if (Number.isFinite(t)) sum += Math.exp(-SOFT * t);
      if (moving && t === 0 && !u.moved) exitsNow = true;
    } else allied += w;
  }
  return { turnsLeft, best: sum === 0 ? Infinity : -Math.log(sum) / SOFT, german, allied, exitsNow };
}

/**
 * The value of a position for `role`. The German player also counts the panic the Allied player can
 * inflict on his units as they stand (alliedThreat): without it his one-ply look-ahead walked units
 * into the Matildas' reach, and the games were decided by the panic of Allied attacks (8.6).
 */
function evaluateFor(v: PostcardView, role: Role, s?: State): number {
  if (EVALUATION.fitted[role]) {
    if (v.winner) return v.winner === role ? 1 : 0;
    const g = sigmoid(logit(POSTCARD_MODEL, postcardFeatures(v, s ?? stateFromView(v, role))));
    return role === 'german' ? g : 1 - g;
  }
  if (role !== 'german') {
    if (v.winner) return v.winner === role ? 1 : 0;
    if (!(s as ModelState | undefined)?.readsGermanAttack) return 1 - germanChance(v);
    const t = breakthroughTerms(v);
    // At the search's horizon (the German movement phase, GERMAN_REPLY_HORIZON) the German reply is read,
    // not searched: a unit that can leave the map in this move does (Victory, ruling 1).
    if (t.exitsNow) return 0;
    const now = chanceFromTerms(t, 0, true);
    return 1 - Math.min(1, now + Math.max(0, germanThreatGain(v, s ?? stateFromView(v, role), t, now, true)));
  }
  if (v.winner) return v.winner === 'german' ? 1 : 0;
  const st = s ?? stateFromView(v, role);
  const panic = THREAT_WEIGHT * alliedThreat(st);
  const t = breakthroughTerms(v);
  const now = chanceFromTerms(t, panic);
  return now + Math.max(0, germanAttackGain(v, t, panic, now));
}

/**
 * In the German movement phase, what the German combat phase that follows can add (8.1-8.6): for each
 * Allied unit, the attack of the fewest undisrupted German units next to it that reach the best odds
 * column (8.1), over the die (8.3 in Arras, 8.4): De removes the defender (germanChance without it), Ex
 * too at the cost of a German unit (8.6: 3 turns), Ar retreats every attacker (8.6: 1 turn each); D1
 * and D2 count nothing (the defender recovers before the German moves again). The best attack's
 * expected gain over the chance now, when positive. Without it the German player, one move at a time,
 * saw no value in bringing a second unit next to a screening unit: the attack that opens the screen
 * was three or more decisions deep.
 */
export function germanAttackGain(v: PostcardView, t: ReturnType<typeof breakthroughTerms>, panic: number, now: number): number {
  if (v.side !== 'german' || v.phase !== 'movement' || v.combat) return 0;
  let best = 0;
  for (const d of v.units) {
    if (!d.hex || d.side !== 'allied') continue;
    const dh = grid.indexOf(d.hex);
    const near = grid.neighbourIndexes(dh);
    const att = v.units
      .filter((g) => g.hex && g.side === 'german' && !g.disrupted && near.includes(grid.indexOf(g.hex)))
      .sort((a, b) => b.strength - a.strength);
    if (!att.length) continue;
    best = Math.max(best, attackGain(v, t, panic, now, att, d.id, d.strength, dh));
  }
  return best;
}

/**
 * The sides whose search (not the one-ply heuristic) counts the German attack of the coming turn
 * (germanThreatGain) in its evaluation: a reading of the German movement and combat to come, which
 * the search's 100 iterations cannot reach (the Allied turn, then eight German moves, then the
 * attack: twenty decisions deep). Allied search:100 without the clock against the heuristic German,
 * dice seeds 1-40: 27/40 with it, 17/40 without (docs/games/arras-postcard.md, fifth pass). It is
 * the search's reading only: a look at the opponent's coming turn is look-ahead, which the one-ply
 * heuristic by definition does not have, and it costs a German reach (moveOptions) per evaluation.
 * (Shared with the heuristic Allied player, the German search won 10/20 against it on seeds 1-20,
 * 12/20 without: not a difference 20 games can show.)
 */
export const READS_GERMAN_ATTACK: ReadonlySet<Role> = new Set(['allied']);

/** Hex distances between every two hexes: HEX_DISTANCE[a * grid.size + b]. */
const HEX_DISTANCE = new Uint8Array(grid.size * grid.size);
for (let a = 0; a < grid.size; a++) for (let b = 0; b < grid.size; b++) HEX_DISTANCE[a * grid.size + b] = grid.distance(grid.idAt(a), grid.idAt(b));

/**
 * The hexes a German unit on `at` may reach in a move (1), passing through friends (7.2: where it may
 * end is the empty ones), by the rules' moveOptions (7.1, 6.0), memoized by screen (the Allied hexes
 * and which of them have a zone of control), start hex and movement allowance, on which alone the
 * reach depends: German units never block a German move. The Allied search asks it of every German
 * unit at every leaf (germanThreatGain), and a decision's leaves share a few screens.
 */
function germanReach(screen: string, m: State, id: string, at: number, alliedZoc: Uint8Array, occ: string[]): Uint8Array {
  const key = `${screen}|${at}|${unitData[id].ma}`;
  let row = reachMemo.get(key);
  if (!row) {
    if (reachMemo.size >= REACH_MEMO) reachMemo.clear();
    // Friends off the board: every hex the unit reaches is then a destination (an Allied unit's hex never is).
    const alone = occ.map((o) => (o !== '' && unitData[o].side === 'allied' ? o : ''));
    row = new Uint8Array(grid.size);
    for (const h of moveOptions(m, id, alliedZoc, alone).destinations) row[grid.indexOf(h)] = 1;
    reachMemo.set(key, row);
  }
  return row;
}
const reachMemo = new Map<string, Uint8Array>();
const REACH_MEMO = 8192;

/**
 * The Allied counterpart of germanAttackGain: what the best German attack of the coming German combat
 * phase adds to the German chance (8.1-8.6, valued as germanAttackGain values it). Counted for every
 * position before that combat phase: in an Allied phase, every German unit undisrupted now may move
 * next to a screening unit in the German movement phase (7.1 and 6.0 against the Allied zones of
 * control; German units disrupted now stay so through the German turn, recovering at its end); in the
 * German movement phase, units not yet moved may, units moved attack from where they stand.
 */
export function germanThreatGain(v: PostcardView, s: State, t: ReturnType<typeof breakthroughTerms>, now: number, calibrated = false): number {
  if (v.winner || v.combat) return 0;
  if (v.side === 'german' && v.phase !== 'movement') return 0;
  // The German movement to come: Allied units recover first unless the Allied recovery is done (6.0).
  const m: State = { ...s, units: {} };
  for (const id of unitOrder) {
    const u = s.units[id];
    const recovers = v.side === 'allied' && unitData[id].side === 'allied' && !s.done.includes('recovery');
    m.units[id] = recovers && u.disrupted ? { ...u, disrupted: false } : u;
  }
  const alliedZoc = zocOf(m, 'allied');
  const occ = occupancy(m);
  const alliedAt: number[] = [];
  // The screen the German move meets (6.0, 7.1): the Allied hexes and which of them have a zone of control.
  let screen = '';
  for (const d of v.units)
    if (d.hex && d.side === 'allied') {
      const i = grid.indexOf(d.hex);
      alliedAt.push(i);
      screen += `${i}${m.units[d.id].disrupted ? '-' : '+'},`;
    }
  /** Hexes each German unit may attack from: where it stands, or where it may still move to. */
  const from: { id: string; strength: number; hexes: Set<number> }[] = [];
  for (const id of unitOrder) {
    const u = m.units[id];
    if (unitData[id].side !== 'german' || u.hex === null || u.disrupted) continue;
    const at = grid.indexOf(u.hex);
    const hexes = new Set<number>([at]);
    // 7.1 a step costs at least half a point (roads): a unit farther than 2 MA + 1 hexes from every
    // Allied unit cannot end next to one.
    const near = alliedAt.some((a) => HEX_DISTANCE[at * grid.size + a] <= 2 * unitData[id].ma + 1);
    if (near && !(v.side === 'german' && u.moved)) {
      const ends = germanReach(screen, m, id, at, alliedZoc, occ);
      for (let h = 0; h < ends.length; h++) if (ends[h] && occ[h] === '') hexes.add(h); // 7.2 a move ends alone
    }
    from.push({ id, strength: unitData[id].strength, hexes });
  }
  let best = 0;
  for (const d of v.units) {
    if (!d.hex || d.side !== 'allied') continue;
    const dh = grid.indexOf(d.hex);
    const near = grid.neighbourIndexes(dh).filter((h) => h >= 0);
    const att = from.filter((g) => near.some((h) => g.hexes.has(h))).sort((a, b) => b.strength - a.strength);
    if (!att.length) continue;
    best = Math.max(best, attackGain(v, t, 0, now, att.slice(0, near.length), d.id, d.strength, dh, calibrated));
  }
  return best;
}

/**
 * The expected gain over `now` of the German attack on the Allied unit `defender` (strength `def`,
 * on hex `dh`) by the fewest of `att` (strongest first) that reach the best odds column (8.1), over
 * the die (8.3, 8.4): De removes the defender, Ex too at 3 turns of panic, Ar costs a turn per
 * attacker (8.6); D1 and D2 count nothing (the defender recovers before the German moves again).
 */
function attackGain(v: PostcardView, t: ReturnType<typeof breakthroughTerms>, panic: number, now: number, att: { strength: number }[], defender: string, def: number, dh: number, calibrated = false): number {
  const total = att.reduce((x, g) => x + g.strength, 0);
  const column = oddsColumn(total, def);
  let n = 0;
  for (let sum = 0; n < att.length; ) {
    sum += att[n++].strength;
    if (oddsColumn(sum, def) === column) break;
  }
  const inArras = dh === ARRAS_INDEX;
  let opened: ReturnType<typeof breakthroughTerms> | null = null;
  let gain = 0;
  for (let die = 1; die <= 6; die++) {
    const r = crtResult(column, die, inArras).result;
    if (r === 'De' || r === 'Ex') {
      opened ??= breakthroughTerms(v, defender);
      gain += chanceFromTerms(opened, panic + (r === 'Ex' ? PANIC.perUnitEliminated : 0), calibrated) - now;
    } else if (r === 'Ar') gain += chanceFromTerms(t, panic + n * PANIC.perHexRetreated, calibrated) - now;
  }
  return gain / 6;
}

/** The hand evaluation's German value (germanChance with `threat`, alliedThreat), as a logit. */
function handGermanLogit(t: ReturnType<typeof breakthroughTerms>, threat: number): number {
  const p = Math.min(1 - 1e-6, Math.max(1e-6, chanceFromTerms(t, THREAT_WEIGHT * threat)));
  return Math.log(p / (1 - p));
}

export const POSTCARD_FEATURES = [
  'hand', // handGermanLogit
  'turnsLeft',
  'best', // soft-min turns to break through (capped at 12)
  'noPath', // no German unit can break through
  'germanStrength',
  'alliedStrength',
  'threatAdjacent', // alliedThreat, units already adjacent
  'threatReach', // alliedThreat, movement first
  'germanDisrupted',
  'alliedDisrupted',
  'germanUnits',
  'alliedUnits',
  'flak88',
  'germanTurn',
  'westmost', // column of the westmost undisrupted German unit
  'germanWest', // German units in columns 1-3
] as const;

export function postcardFeatures(v: PostcardView, s: State = stateFromView(v, v.side)): number[] {
  const t = breakthroughTerms(v);
  const threat = alliedThreats(s);
  let gd = 0;
  let ad = 0;
  let gu = 0;
  let au = 0;
  let westmost = 12;
  let west = 0;
  for (const u of v.units) {
    if (!u.hex) continue;
    const col = grid.coord(u.hex).col;
    if (u.side === 'german') {
      gu++;
      if (u.disrupted) gd++;
      else westmost = Math.min(westmost, col);
      if (col <= 3) west++;
    } else {
      au++;
      if (u.disrupted) ad++;
    }
  }
  return [
    handGermanLogit(t, Math.max(threat.adjacent, threat.reach)),
    t.turnsLeft,
    Math.min(12, t.best),
    t.best === Infinity ? 1 : 0,
    t.german,
    t.allied,
    threat.adjacent,
    threat.reach,
    gd,
    ad,
    gu,
    au,
    v.flak88.available ? 1 : 0,
    v.side === 'german' ? 1 : 0,
    westmost,
    west,
  ];
}

/**
 * Which evaluation each side uses: the fitted one (POSTCARD_MODEL) or the hand one (germanChance).
 * Both play with the hand evaluation: the fitted model below predicts no better (cross-validated
 * log-loss 0.594 against 0.595 for the hand evaluation rescaled) and plays worse (the heuristic German
 * with it won 3/50 against 26/50); see docs/games/arras-postcard.md, "Sixth pass".
 */
export const EVALUATION: { fitted: Record<string, boolean> } = { fitted: { german: false, allied: false } };

/**
 * P(German wins) = sigmoid(b + w . postcardFeatures), fitted by `tools/fit/arras-postcard.ts fit` on 184
 * search:200 mirror games (seeds 1000-1106 and 2000-2076, German won 50), 6,269 positions, played
 * before the seventh balance pass let a German unit break through from an edge hex in an Allied ZoC
 * (ruling 1); a next fit needs new games. Not used in play (EVALUATION).
 */
export const POSTCARD_MODEL: LogisticModel = {
  w: [
    0.099159, // hand
    0.16088, // turnsLeft
    -0.031044, // best
    0, // noPath
    0.054515, // germanStrength
    0.059922, // alliedStrength
    -0.51808, // threatAdjacent
    0.24652, // threatReach
    -0.056816, // germanDisrupted
    -0.21064, // alliedDisrupted
    0.73238, // germanUnits
    -0.38073, // alliedUnits
    -0.25167, // flak88
    0.013058, // germanTurn
    -0.40437, // westmost
    -0.14742, // germanWest
  ],
  b: -6.3818,
};

/** The value of a model state for `role` (1/0 once over). */
function positionValue(s: State, role: Role): number {
  const r = arrasPostcard.result(s);
  if (r) return r.scores[role] ?? 0;
  return evaluateFor(arrasPostcard.view(s, role) as PostcardView, role, s);
}

/**
 * Finish the pending combat of a model state: each choice (88, retreat, loss, advance) by its one-ply
 * value for the player making it, `die` for the attack's roll (an 88 shot rolls the same face: an
 * approximation that keeps the expectation to six lines).
 */
function finishCombat(s: State, die: number): void {
  for (let i = 0; i < 20 && s.combat && s.phase !== 'over'; i++) {
    const acting = arrasPostcard.toAct(s);
    if (acting.length !== 1) return;
    const who = acting[0];
    if (who === 'chance') {
      arrasPostcard.perform(s, who, { type: 'dice', dice: [die] });
      continue;
    }
    const legal = arrasPostcard.legalActions(s, who);
    if (!legal.length) return;
    let best = legal[0];
    let bestV = -Infinity;
    if (legal.length > 1)
      for (const a of legal) {
        const t = JSON.parse(JSON.stringify(s)) as State;
        arrasPostcard.perform(t, who, a);
        const v = positionValue(t, who);
        if (v > bestV) {
          bestV = v;
          best = a;
        }
      }
    arrasPostcard.perform(s, who, best);
  }
}

/** Expected value for `role` of declaring attack `a`, over the six faces of the die. */
export function attackValue(s: State, role: Role, a: Action): number {
  let total = 0;
  for (let die = 1; die <= 6; die++) {
    const t = JSON.parse(JSON.stringify(s)) as State;
    arrasPostcard.perform(t, role, a);
    finishCombat(t, die);
    total += positionValue(t, role);
  }
  return total / 6;
}

/**
 * Attacks: the heuristic player judges an attack by four sampled dice and the search player by a few
 * more, so both declared hopeless attacks (a German 1:2, half of them Ar and a turn of Rommel's panic,
 * 8.6) and missed good ones. In a combat phase the computer players consider only the attacks worth
 * more than ending the phase, by the exact expectation over the die (the two best), or else ending it.
 */
function pruneAttacks(s: State, role: Role, legal: readonly Action[], deadline = Infinity): readonly Action[] {
  const end = legal.find((a) => a.type === 'end');
  if (!end) return legal;
  // The result depends on the position only (the legal attacks are the position's): memoized.
  const key = positionKey(s, role);
  const known = attacksKept.get(key);
  if (known) return known;
  const { kept, whole } = keptAttacks(s, role, legal, end, deadline);
  if (!whole) return kept;
  if (attacksKept.size >= ATTACKS_MEMO) attacksKept.clear();
  attacksKept.set(key, kept);
  return kept;
}

/**
 * pruneAttacks by position. A search visits the same combat phase at every iteration that passes
 * through it (there are no hidden pieces, and the dice before it often fall alike), and each call
 * weighs every attack over the six faces of the die with the one-ply choices of finishCombat: without
 * the memo these calls took 70-95% of a search decision (1-4 s at 100 iterations on a quiet machine).
 */
const attacksKept = new Map<string, readonly Action[]>();
const ATTACKS_MEMO = 4096;

/** The key of a model position for `role` (what the rules read; the search's root logit left out). */
function positionKey(s: State, role: Role): string {
  const { rootLogit: _r, ...rules } = s as ModelState;
  return `${role}|${JSON.stringify(rules)}`;
}

/** The attacks worth declaring, judged in the given order until `deadline` (`whole`: all were judged). */
function keptAttacks(s: State, role: Role, legal: readonly Action[], end: Action, deadline: number): { kept: readonly Action[]; whole: boolean } {
  const base = positionValue(s, role);
  const good: { a: Action; v: number }[] = [];
  let whole = true;
  let judged = 0;
  for (const a of legal) {
    if (a.type !== 'attack') continue;
    // Past the search's deadline (under load) the attacks judged so far stand for the rest.
    if (judged++ >= ATTACKS_KEPT && performance.now() > deadline) {
      whole = false;
      break;
    }
    const v = attackValue(s, role, a);
    if (v > base + 0.002) good.push({ a, v });
  }
  if (!good.length) return { kept: [end], whole };
  good.sort((x, y) => y.v - x.v || actionKey(x.a).localeCompare(actionKey(y.a)));
  return { kept: good.slice(0, ATTACKS_KEPT).map((x) => x.a), whole };
}

/** The value for `role` of taking action `a` now: a move at once, a choice followed by a die over its six faces. */
export function actionValue(s: State, role: Role, a: Action): number {
  const t = JSON.parse(JSON.stringify(s)) as State;
  arrasPostcard.perform(t, role, a);
  if (!t.combat || arrasPostcard.toAct(t)[0] !== 'chance') return positionValue(t, role);
  let total = 0;
  for (let die = 1; die <= 6; die++) {
    const u = JSON.parse(JSON.stringify(t)) as State;
    finishCombat(u, die);
    total += positionValue(u, role);
  }
  return total / 6;
}

/**
 * Decisions the search player keeps at its root: the ROOT_KEPT best by their one-ply value. A movement
 * decision offers 30-80 moves (every unit, every end of its move, 7.1); a search of 100-400 iterations
 * over all of them visits each once or twice and played worse than the one-ply heuristic (search:100
 * against the heuristic 11/20, German 4/10). Over the best few it spends its iterations looking ahead.
 */
export const ROOT_KEPT = 5;

function bestAtRoot(s: State, role: Role, legal: readonly Action[], deadline = Infinity): readonly Action[] {
  if (legal.length <= ROOT_KEPT) return legal;
  const scored: { a: Action; v: number; k: string }[] = [];
  for (const a of scoringOrder(legal)) {
    // Past the search's deadline (under load) the moves judged so far stand for the rest.
    if (scored.length >= ROOT_KEPT && performance.now() > deadline) break;
    scored.push({ a, v: actionValue(s, role, a), k: actionKey(a) });
  }
  scored.sort((x, y) => y.v - x.v || x.k.localeCompare(y.k));
  return scored.slice(0, ROOT_KEPT).map((x) => x.a);
}

/**
 * The order in which bestAtRoot judges a decision's actions, so that a prune cut short by the clock
 * has seen some of everything: the actions other than moves first (a breakthrough's exit, the end of
 * the phase), then the moves taking each unit in turn (its first destination, then every unit's
 * second, ...). A whole prune keeps the same actions in any order (ties go by actionKey).
 */
export function scoringOrder(legal: readonly Action[]): Action[] {
  const others: Action[] = [];
  const byUnit = new Map<string, Action[]>();
  for (const a of legal) {
    if (a.type === 'move') {
      const u = String(a.unit);
      let list = byUnit.get(u);
      if (!list) byUnit.set(u, (list = []));
      list.push(a);
    } else others.push(a);
  }
  const lists = [...byUnit.values()];
  const out = others;
  for (let i = 0; out.length < legal.length; i++) for (const list of lists) if (i < list.length) out.push(list[i]);
  return out;
}

/**
 * Computer players' candidate actions: in a combat phase, only the attacks worth declaring
 * (pruneAttacks); at the root of any other decision, the best few by one-ply value (bestAtRoot), judged
 * until the search's `deadline` (GameAI.prune).
 */
export function prune(s: State, role: Role, legal: readonly Action[], root = false, deadline?: number): readonly Action[] {
  if (!s.combat && s.phase === 'combat') return pruneAttacks(s, role, legal, root ? deadline : undefined);
  if (root) return bestAtRoot(s, role, legal, deadline);
  return legal;
}

/**
 * The German values the search sees are sharpened about the value of the decision's root position:
 * sigmoid(SHARPNESS × (logit(v) - logit(root))), so that the root scores 0.5. The hand evaluation
 * saturates (0.99 on Turn 1, 0.3 two turns later), so the five root moves of a German decision scored
 * within 0.01-0.05 of each other and 100 iterations of UCB1 (constant 0.7) visited them alike (about 20
 * each): the choice by visits was a draw among the five. The root's logit rides on the model state
 * (`determinize` puts it there, from the view it is given), so the values of one decision share it.
 * The transform is monotone: one-ply choices (prune, the heuristic player) are unchanged.
 */
export const SHARPNESS = 3;
/** The sides whose search values are sharpened about the root. */
export const ANCHORED: ReadonlySet<Role> = new Set(['german']);
/**
 * A model state with the logit of its decision's root value (for ANCHORED roles) and, in an Allied
 * search's model, the mark that its evaluation reads the German attack to come (READS_GERMAN_ATTACK).
 */
type ModelState = State & { rootLogit?: number; readsGermanAttack?: boolean };
const rootLogits = new WeakMap<object, number>();
function clampedLogit(p: number): number {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
}
/** The root's logit for the decision whose view is `v` (computed once per view). */
function rootLogitOf(v: PostcardView, role: Role, s: State): number {
  let r = rootLogits.get(v);
  if (r === undefined) {
    r = clampedLogit(evaluateFor(v, role, s));
    rootLogits.set(v, r);
  }
  return r;
}
/** The value `v` for `role` as the search sees it from the model state `s`. */
export function sharpened(v: number, s: ModelState): number {
  if (s.rootLogit === undefined || v <= 0 || v >= 1) return v;
  return sigmoid(SHARPNESS * (clampedLogit(v) - s.rootLogit));
}

/**
 * The sides whose search stops at the German turn (GameAI.horizon) and reads the German reply from its
 * evaluation instead of searching it: the Allied search. Below its root a German movement decision offers
 * 30-80 moves, which the tree tried one at a time in random order, so every line that reached the German
 * turn was valued after a near-random German move, and the lines that got there soonest looked best: in
 * watched losses the Allied root chose "end the movement phase" at 0.805 against 0.570 for its best move
 * and left units where the German then attacked them at 2:1-4:1 (docs/games/arras-postcard.md, seventh
 * and eighth passes). The Allied search's evaluation already reads what a competent German does next
 * (READS_GERMAN_ATTACK): the phases each unit needs to break through against the screen (7.1, 6.0), a
 * unit that can leave the map now doing so (Victory), and the best attack the German units can bring
 * against a screening unit (germanThreatGain, 8.1-8.6). So its lines end where the German turn begins
 * and are all valued by that reading.
 */
export const GERMAN_REPLY_HORIZON: ReadonlySet<Role> = new Set(['allied']);

/** GameAI.horizon: in a search for a GERMAN_REPLY_HORIZON side, a German-turn position of its model. */
export function horizon(s: ModelState, rootRole: Role): boolean {
  return GERMAN_REPLY_HORIZON.has(rootRole) && s.readsGermanAttack === true && s.side === 'german' && !s.winner;
}

export const arrasPostcardAI: GameAI<State, PostcardView> = {
  gameId: 'arras-postcard',
  prune,
  horizon,
  evaluate(v, role) {
    return evaluateFor(v, role);
  },
  evaluateState(s: ModelState, role) {
    const r = arrasPostcard.result(s);
    if (r) return r.scores[role] ?? 0;
    const v = evaluateFor(arrasPostcard.view(s, role) as PostcardView, role, s);
    return s.rootLogit !== undefined && ANCHORED.has(role) ? sharpened(v, s) : v;
  },
  determinize,
  metrics(v) {
    let german = 0;
    let allied = 0;
    for (const u of v.units) if (u.hex) u.side === 'german' ? (german += u.strength) : (allied += u.strength);
    return { turn: v.turn, germanStrength: german, alliedStrength: allied };
  },
};
