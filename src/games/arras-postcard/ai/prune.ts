import type { Action, Role } from '../../../kernel/game.ts';
import type { State } from '../state.ts';
import { arrasPostcard } from '../game.ts';
import { actionKey } from '../../../kernel/game.ts';
import { copyData } from '../../../ai-kit/model.ts';
import { type ModelState, positionValue } from './evaluate.ts';

/** Attacks a computer player keeps in a combat phase (the best by their exact expectation). */
export const ATTACKS_KEPT = 2;

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
        const t = copyData(s);
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
    const t = copyData(s);
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
export const attacksKept = new Map<string, readonly Action[]>();
const ATTACKS_MEMO = 4096;

/** The key of a model position for `role` (what the rules read; the search's root logit left out). */
function positionKey(s: ModelState, role: Role): string {
  const { rootLogit: _r, ...rules } = s;
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
  const t = copyData(s);
  arrasPostcard.perform(t, role, a);
  if (!t.combat || arrasPostcard.toAct(t)[0] !== 'chance') return positionValue(t, role);
  let total = 0;
  for (let die = 1; die <= 6; die++) {
    const u = copyData(t);
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
 * until the search's `deadline` (Knowledge.prune).
 */
export function prune(s: State, role: Role, legal: readonly Action[], root = false, deadline?: number): readonly Action[] {
  if (!s.combat && s.phase === 'combat') return pruneAttacks(s, role, legal, root ? deadline : undefined);
  if (root) return bestAtRoot(s, role, legal, deadline);
  return legal;
}
