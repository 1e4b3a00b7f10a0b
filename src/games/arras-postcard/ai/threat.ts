import type { Role } from '../../../kernel/game.ts';
import { type CombatResult, PANIC } from '../data.ts';
import { ARRAS_INDEX, grid, occupancy, unitData, unitOrder } from '../state.ts';
import type { State } from '../state.ts';
import type { PostcardView } from '../view.ts';
import { crtResult, oddsColumn, shiftColumn } from '../rules/08-combat.ts';
import { moveOptions } from '../rules/07-movement.ts';
import { zocOf } from '../rules/06-zones-of-control.ts';
import { THREAT_WEIGHT, breakthroughTerms, chanceFromTerms } from './breakthrough.ts';

/** Turns of Rommel's panic (8.6) a result costs the German defender (a retreat blocked by ZoC is ignored). */
const PANIC_OF: Record<CombatResult, number> = {
  Ar: 0,
  C: 0,
  D1: PANIC.perHexRetreated,
  D2: 2 * PANIC.perHexRetreated,
  De: PANIC.perUnitEliminated,
  Ex: PANIC.perUnitEliminated,
};

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
        const avail = can
          .get(g)!
          .filter((a) => !used.has(a))
          .sort((x, y) => unitData[y].strength - unitData[x].strength);
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
export const reachMemo = new Map<string, Uint8Array>();
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
function attackGain(
  v: PostcardView,
  t: ReturnType<typeof breakthroughTerms>,
  panic: number,
  now: number,
  att: { strength: number }[],
  defender: string,
  def: number,
  dh: number,
  calibrated = false,
): number {
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
export function handGermanLogit(t: ReturnType<typeof breakthroughTerms>, threat: number): number {
  const p = Math.min(1 - 1e-6, Math.max(1e-6, chanceFromTerms(t, THREAT_WEIGHT * threat)));
  return Math.log(p / (1 - p));
}
