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
 * Allied-occupied hexes are closed, and entering an Allied zone of control (6.0) ends the move, so it
 * costs the rest of the turn; leaving the map takes one more turn from the edge (breakthrough ruling).
 */
function turnsToBreakThrough(start: number, ma: number, alliedHex: Uint8Array, alliedZoc: Uint8Array): number {
  const n = grid.size;
  const cost = new Float64Array(n).fill(Infinity);
  cost[start] = 0;
  const queue = [start];
  // Costs are whole MP (roads ignored: an estimate); a tiny map, so relax with a simple queue.
  while (queue.length) {
    const h = queue.shift()!;
    for (const m of grid.neighbourIndexes(h)) {
      if (m < 0 || alliedHex[m]) continue;
      if (alliedZoc[h] && alliedZoc[m]) continue; // 6.0 never from one enemy zone straight into another
      // Entering a zone of control stops the unit: its next step starts a new turn.
      const c = alliedZoc[m] ? Math.ceil((cost[h] + 1) / ma) * ma : cost[h] + 1;
      if (c < cost[m]) {
        cost[m] = c;
        queue.push(m);
      }
    }
  }
  let best = Infinity;
  for (let h = 0; h < n; h++) if (westEdge[h] && cost[h] < best) best = cost[h];
  return Math.ceil(best / Math.max(1, ma)) + 1;
}

/** The German chance of breaking through, from the view. */
export function germanChance(v: PostcardView): number {
  if (v.winner) return v.winner === 'german' ? 1 : 0;
  const turnsLeft = Math.max(0, TURN_TRACK.lastTurn - v.turn + 1);
  const alliedHex = new Uint8Array(grid.size);
  const alliedZoc = new Uint8Array(grid.size);
  let german = 0;
  let allied = 0;
  for (const u of v.units) {
    if (!u.hex || u.side !== 'allied') continue;
    const i = grid.indexOf(u.hex);
    alliedHex[i] = 1;
    if (!u.disrupted) for (const m of grid.neighbourIndexes(i)) if (m >= 0) alliedZoc[m] = 1; // 6.0 disrupted units have no ZoC
  }
  let best = Infinity;
  for (const u of v.units) {
    if (!u.hex) continue;
    const w = u.strength * (u.disrupted ? 0.5 : 1);
    if (u.side === 'german') {
      german += w;
      best = Math.min(best, turnsToBreakThrough(grid.indexOf(u.hex), u.ma, alliedHex, alliedZoc) + (u.disrupted ? 1 : 0));
    } else allied += w;
  }
  if (!Number.isFinite(best)) return 0.02;
  const x = 0.9 * (turnsLeft - 1.5 * best) + 0.12 * (german - allied);
  return 1 / (1 + Math.exp(-x));
}

export const arrasPostcardAI: GameAI<State, PostcardView> = {
  gameId: 'arras-postcard',
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
