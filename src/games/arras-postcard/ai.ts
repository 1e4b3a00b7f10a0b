// Computer-player knowledge for Counterattack at Arras (postcard game), issue 4: an evaluation of a
// position from a VIEW and a determinizer that builds a State from a view.
//
// The game has no hidden information: the view carries the whole position except three pieces of
// combat bookkeeping, rebuilt here: `stage` ('main'), `retreatBy` (the role to act at a retreat
// prompt, else the attacker) and `advanced` (attackers already standing in the vacated hex).
import type { Action, Role } from '../../kernel/game.ts';
import type { Rng } from '../../kernel/rng.ts';
import type { GameAI } from '../../ai/registry.ts';
import { TURN_TRACK } from './data.ts';
import { grid, westEdge } from './board.ts';
import type { CombatState, State, UnitState } from './board.ts';
import { arrasPostcard } from './game.ts';
import { actionKey } from '../../kernel/game.ts';

interface PostcardView {
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

export function determinize(v: PostcardView, role: Role, _legal: readonly Action[], _rng: Rng): State {
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

/**
 * Turns a German unit needs to reach a west-edge hex and leave from it, through the Allied screen:
 * entering an Allied zone of control (6.0) ends the move, so it costs the rest of the turn; leaving
 * the map takes one more turn from the edge (breakthrough ruling). A screen that movement cannot pass
 * (a step from one Allied zone straight into another, or through an Allied unit) must be broken by
 * combat: such steps are allowed at a price in turns, so the German still sees which part of the
 * screen is thinnest and what an attack on a screening unit opens.
 */
function turnsToBreakThrough(start: number, ma: number, alliedHex: Uint8Array, alliedZoc: Uint8Array): number {
  const n = grid.size;
  const cost = new Float64Array(n).fill(Infinity);
  const done = new Uint8Array(n);
  cost[start] = 0;
  // Dijkstra on a tiny map (88 hexes): pick the cheapest open hex each time. Whole MP (roads ignored).
  for (;;) {
    let h = -1;
    for (let i = 0; i < n; i++) if (!done[i] && cost[i] < Infinity && (h < 0 || cost[i] < cost[h])) h = i;
    if (h < 0) break;
    done[h] = 1;
    for (const m of grid.neighbourIndexes(h)) {
      if (m < 0 || done[m]) continue;
      let c = cost[h] + 1;
      // 6.0 never from one enemy zone straight into another, nor into an enemy unit: fight through.
      if (alliedHex[m]) c = Math.ceil(cost[h] / ma) * ma + BLOCKED_UNIT * ma;
      else if (alliedZoc[h] && alliedZoc[m]) c = Math.ceil(cost[h] / ma) * ma + BLOCKED_ZOC * ma;
      // Entering a zone of control stops the unit: its next step starts a new turn.
      if (alliedZoc[m]) c = Math.ceil(c / ma) * ma;
      if (c < cost[m]) cost[m] = c;
    }
  }
  let best = Infinity;
  for (let h = 0; h < n; h++) if (westEdge[h] && cost[h] < best) best = cost[h];
  return best / Math.max(1, ma) + 1;
}

/** Turns charged for a step movement cannot make through the screen (ZoC to ZoC, into a unit). */
const BLOCKED_ZOC = 1.5;
const BLOCKED_UNIT = 2.5;
/** Sharpness of the soft minimum over German units' turns to break through. */
const SOFT = 1.5;

/** Attacks a computer player keeps in a combat phase (the best by their exact expectation). */
const ATTACKS_KEPT = 2;

/** The German chance of breaking through, from the view. */
export function germanChance(v: PostcardView): number {
  if (v.winner) return v.winner === 'german' ? 1 : 0;
  const turnsLeft = Math.max(0, TURN_TRACK.lastTurn - v.turn + 1);
  const alliedHex = new Uint8Array(grid.size);
  const alliedZoc = new Uint8Array(grid.size);
  let german = 0;
  let allied = 0;
  // A disrupted Allied unit recovers in the Allied recovery phase before the German moves again (ruling
  // 4), so outside the German movement phase it still screens: only an eliminated screen opens a path.
  const zocBack = !(v.side === 'german' && v.phase === 'movement');
  for (const u of v.units) {
    if (!u.hex || u.side !== 'allied') continue;
    const i = grid.indexOf(u.hex);
    alliedHex[i] = 1;
    if (!u.disrupted || zocBack) for (const m of grid.neighbourIndexes(i)) if (m >= 0) alliedZoc[m] = 1; // 6.0 disrupted units have no ZoC
  }
  // Soft minimum over the German units of the turns each needs: the nearest unit counts most, but
  // every unit's progress counts a little, so a one-ply look-ahead still sees each unit's move.
  let sum = 0;
  for (const u of v.units) {
    if (!u.hex) continue;
    const w = u.strength * (u.disrupted ? 0.5 : 1);
    if (u.side === 'german') {
      german += w;
      const t = turnsToBreakThrough(grid.indexOf(u.hex), u.ma, alliedHex, alliedZoc) + (u.disrupted ? 1 : 0);
      if (Number.isFinite(t)) sum += Math.exp(-SOFT * t);
    } else allied += w;
  }
  if (sum === 0) return 0.02;
  const best = -Math.log(sum) / SOFT;
  const x = 0.9 * (turnsLeft - 1.5 * best) + 0.12 * (german - allied);
  return 1 / (1 + Math.exp(-x));
}

/** The value of a model state for `role` (1/0 once over). */
function valueOf(s: State, role: Role): number {
  const r = arrasPostcard.result(s);
  if (r) return r.scores[role] ?? 0;
  const p = germanChance(arrasPostcard.view(s, role) as PostcardView);
  return role === 'german' ? p : 1 - p;
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
        const v = valueOf(t, who);
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
    total += valueOf(t, role);
  }
  return total / 6;
}

/**
 * Attacks: the heuristic player judges an attack by four sampled dice and the search player by a few
 * more, so both declared hopeless attacks (a German 1:2, half of them Ar and a turn of Rommel's panic,
 * 8.6) and missed good ones. In a combat phase the computer players consider only the attacks worth
 * more than ending the phase, by the exact expectation over the die (the two best), or else ending it.
 */
function pruneAttacks(s: State, role: Role, legal: readonly Action[]): readonly Action[] {
  const end = legal.find((a) => a.type === 'end');
  if (!end) return legal;
  const base = valueOf(s, role);
  const good: { a: Action; v: number }[] = [];
  for (const a of legal) {
    if (a.type !== 'attack') continue;
    const v = attackValue(s, role, a);
    if (v > base + 0.002) good.push({ a, v });
  }
  if (!good.length) return [end];
  good.sort((x, y) => y.v - x.v || actionKey(x.a).localeCompare(actionKey(y.a)));
  return good.slice(0, ATTACKS_KEPT).map((x) => x.a);
}

/** Computer players' candidate actions: in a combat phase, only the attacks worth declaring (pruneAttacks). */
export function prune(s: State, role: Role, legal: readonly Action[]): readonly Action[] {
  if (!s.combat && s.phase === 'combat') return pruneAttacks(s, role, legal);
  return legal;
}

export const arrasPostcardAI: GameAI<State, PostcardView> = {
  gameId: 'arras-postcard',
  prune,
  evaluate(v, role) {
    const p = germanChance(v);
    return role === 'german' ? p : 1 - p;
  },
  determinize,
  metrics(v) {
    let german = 0;
    let allied = 0;
    for (const u of v.units) if (u.hex) u.side === 'german' ? (german += u.strength) : (allied += u.strength);
    return { turn: v.turn, germanStrength: german, alliedStrength: allied };
  },
};
