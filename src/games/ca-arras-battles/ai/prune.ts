// The battles' computer players' candidate actions (Knowledge.prune): attacks with concentration, no
// stalling returns, and at the root the ROOT_TOP_K best by one-step value.
import type { Action, Role } from '../../../kernel/game.ts';
import { Rng } from '../../../kernel/rng.ts';
import { UNITS } from '../data.ts';
import { caArrasBattles } from '../game.ts';
import { perform, toAct } from '../steps.ts';
import type { BattlesAction } from '../actions.ts';
import { type BattlesState, type Side, BOARD, other, sideOf } from '../state.ts';
import { MIN_ATTACK_CHANCE, SEC, assaultChance, clone, u, unitOf, winChance } from './assault.ts';
import { evaluate } from './evaluate.ts';

/**
 * Concentration of force (6.2 B: +1 per extra attacker; 6.4.1: a failed assault loses the Unité de
 * Pointe and the Initiative). Computer players do not enter a sector with enemy units unless the mover,
 * the units already waiting there and every Fresh unit still able to start from the Active Sector could
 * together win at least MIN_ATTACK_CHANCE of the time; they do not declare that assault while another
 * unit can still move in to join it; they bring every unit that may join an in-place assault (5.2.1).
 */
function concentrate(s: BattlesState, side: Side, legal: readonly BattlesAction[]): readonly BattlesAction[] {
  const as = s.assault;
  if (!as) return legal;
  if (s.step.k === 'attack-select') {
    const joins = legal.filter((a) => a.type === 'join' && UNITS[u(a.unit)].type !== 'artillery');
    if (joins.length) return joins;
    return legal;
  }
  if (s.step.k !== 'assault') return legal;
  const enemyAt = (a: number) => BOARD.hasUnits(s, a, other(side));
  const joinable = new Set(legal.flatMap((a) => (a.type === 'move' && enemyAt(a.to) ? [a.to] : [])));
  return legal.filter((a) => {
    if (a.type === 'attack') return a.area === as.area || !joinable.has(a.area);
    if (a.type !== 'move') return true;
    const to = a.to;
    if (!enemyAt(to)) return true;
    const mover = u(a.unit);
    const group = new Set<number>([mover, ...as.waiting.filter((i) => s.loc[i] === to)]);
    for (const i of as.eligible) {
      if (s.loc[i] === as.area && !s.spent[i] && !as.done.includes(i) && !as.waiting.includes(i) && UNITS[i].type !== 'artillery') group.add(i);
    }
    return assaultChance(s, side, [...group], to) >= MIN_ATTACK_CHANCE;
  });
}

/**
 * Issue 14 point 8: no unit moved back to where it already was in the same impulse (it pads the log
 * and plays nothing): no step into a sector on the unit's path this impulse (the view shows it; every
 * mover starts in the Active Sector, 5.0, and the sector it has just left is known too). Such a move
 * is kept only when nothing else is offered.
 */
function noReturn(s: BattlesState, legal: readonly BattlesAction[]): readonly BattlesAction[] {
  const as = s.assault;
  if (!as || (s.step.k !== 'assault' && s.step.k !== 'overrun')) return legal;
  const kept = legal.filter((a) => {
    if (a.type !== 'move') return true;
    const m = u(a.unit);
    const to = a.to;
    if (as.paths?.[m]?.includes(to)) return false;
    if (s.loc[m] === as.area) return true;
    return to !== as.area && to !== as.enteredFrom[m];
  });
  return kept.length ? kept : legal;
}

/**
 * The actions worth considering. Besides concentration of force: the strongest Unité de Pointe (6.2 A),
 * the Unité Avancée that gives the highest VD (6.3), combat support whenever it can be given (8.0: air
 * counters are lost at the end of the turn; a third die), and no bombardment of a sector where the
 * bombardment has little chance (7.2: a failure passes the Initiative, 4.3 C).
 */
export function prune(s: BattlesState, role: Role, listed: readonly Action[], root = false): readonly Action[] {
  const side = sideOf(role);
  // The game's own legal actions, of the shapes of actions.ts.
  const legal = noReturn(s, listed as readonly BattlesAction[]);
  let out: readonly BattlesAction[] = concentrate(s, side, legal);
  if (!out.length) out = legal;
  const k = s.step.k;
  if (k === 'spearhead') {
    const best = Math.max(...out.map((a) => UNITS[unitOf(a)].attack ?? 0));
    out = out.filter((a) => (UNITS[unitOf(a)].attack ?? 0) === best).slice(0, 1);
  } else if (k === 'advanced' && s.combat) {
    const c = s.combat;
    const defenders = BOARD.unitsIn(s, c.area, side);
    const dvOf = (a: number) =>
      (s.spent[a] ? UNITS[a].spentDefense : UNITS[a].defense) + defenders.filter((b) => b !== a && !s.spent[b] && UNITS[b].type !== 'artillery').length;
    const best = Math.max(...out.map((a) => dvOf(unitOf(a))));
    // Among equals, the one that loses least when it takes the first PP (a Fraîche unit flips).
    const top = out.filter((a) => dvOf(unitOf(a)) === best);
    out = [top.find((a) => !s.spent[unitOf(a)]) ?? top[0]];
  } else if (k === 'support') {
    const give = out.filter((a) => a.type === 'support');
    if (give.length) out = [give.find((a) => a.air) ?? give[0]];
  } else if (k === 'impulse') {
    const kept = out.filter((a) => {
      if (a.type !== 'bombard') return true;
      const art = u(a.artillery);
      const t = a.target;
      const defenders = BOARD.unitsIn(s, t, other(side));
      const dv = SEC[t].tem + Math.max(...defenders.map((x) => UNITS[x].defense));
      return winChance(UNITS[art].attack ?? 0, dv) >= 0.3;
    });
    if (kept.length) out = kept;
  }
  if (!out.length) out = legal;
  // At the root of a decision (not inside the search tree), the K most promising actions by a one-step
  // look-ahead: the search's iterations then go to the lines worth reading deeper.
  if (out.length > ROOT_TOP_K && TOP_K_STEPS.has(k) && root) {
    const rng = new Rng(s.impulse * 7919 + out.length * 31 + s.turn);
    // Shuffled first: actions of equal value keep an equal chance (the sort is stable).
    const shuffled = [...out];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
    }
    const scored = shuffled.map((a) => ({ a, v: oneStep(s, side, a, rng) }));
    scored.sort((x, y) => y.v - x.v);
    out = scored.slice(0, ROOT_TOP_K).map((x) => x.a);
  }
  return out;
}

/** Actions kept at the root of a decision with many (see prune). */
export const ROOT_TOP_K = 4;
const TOP_K_STEPS = new Set(['impulse', 'assault', 'overrun', 'setup', 'reorganize', 'absorb', 'voluntary-retreat', 'bombard-second', 'refresh-pick']);

/** The evaluation after `a` (dice that follow sampled twice). */
function oneStep(s: BattlesState, side: Side, a: BattlesAction, rng: Rng): number {
  const g = caArrasBattles;
  const value = (x: BattlesState) => {
    for (let i = 0; i < 50 && toAct(x)[0] === 'chance'; i++) {
      const spec = g.chance(x);
      perform(x, 'chance', { type: 'dice', dice: Array.from({ length: spec.dice }, () => rng.die(spec.sides)) }, undefined);
    }
    const r = g.result(x);
    return r ? (r.scores[side] ?? 0) : evaluate(x, side);
  };
  try {
    const t = clone(s);
    perform(t, side, a, undefined);
    if (toAct(t)[0] !== 'chance') return value(t);
    return (value(clone(t)) + value(t)) / 2;
  } catch {
    return 0;
  }
}
