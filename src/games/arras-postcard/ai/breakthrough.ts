import { MOVEMENT_COSTS, TURN_TRACK } from '../data.ts';
import { grid, westEdge, westRoadExit } from '../state.ts';
import { stepCost } from '../rules/07-movement.ts';
import type { PostcardView } from '../view.ts';

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
export function chanceFromTerms(t: ReturnType<typeof breakthroughTerms>, panic: number, calibrated = false): number {
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
export const turnsMemo = new Map<string, Float64Array>();
const TURNS_MEMO = 2048;

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
