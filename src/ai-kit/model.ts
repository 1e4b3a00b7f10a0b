// Look-ahead on a model of the game: the heuristic and search players simulate on states the game's
// knowledge `resample`s from their seat's observation (src/ai-kit/knowledge.ts), never on the true state.
import { type Action, type GameDefinition, type Role, CHANCE, actionKey } from '../kernel/game.ts';
import type { Rng } from '../kernel/rng.ts';
import type { Knowledge } from './knowledge.ts';

/**
 * A deep copy of plain game data, as JSON.parse(JSON.stringify(x)) gives it (an undefined field dropped, an
 * undefined array item, NaN and Infinity turned to null), without the text in between: the searches and one-ply looks
 * copy a model state for every action and dice sample (in cruellest-month the JSON round trip was a third of a
 * search game's CPU).
 */
export function copyData<T>(x: T): T {
  return copy(x) as T;
}
function copy(x: unknown): unknown {
  if (typeof x !== 'object' || x === null) return typeof x === 'number' && !Number.isFinite(x) ? null : x;
  // The items and fields that are not objects are copied here, without a call each (most of a state).
  if (Array.isArray(x)) {
    const n = x.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const y = x[i];
      if (typeof y === 'object') out[i] = y === null ? null : copy(y);
      else if (typeof y === 'number') out[i] = Number.isFinite(y) ? y : null;
      else out[i] = y === undefined || typeof y === 'function' ? null : y;
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  const o = x as Record<string, unknown>;
  for (const k in o) {
    const y = o[k];
    if (typeof y === 'object') out[k] = y === null ? null : copy(y);
    else if (typeof y === 'number') out[k] = Number.isFinite(y) ? y : null;
    else if (y !== undefined && typeof y !== 'function') out[k] = y;
  }
  return out;
}
/** A model state's copy (copyData: the JSON round trip's result). */
export const cloneState: <S>(s: S) => S = copyData;

/**
 * The key of an action inside a search tree: its JSON, not the kernel's order-independent actionKey
 * (a sort of the fields at every call, a sixth of a search's time in arras-postcard). The actions a
 * tree compares all come from the game's legalActions, whose fields come in one order; an action
 * written in another order would only look unavailable to the search, never be played wrongly (the
 * players return actions from the legal list they were given).
 */
export const treeKey = (a: Action): string => JSON.stringify(a);

/** Roll every due die of the model from `rng` (dice as sampled chance outcomes). */
export function rollChance(game: GameDefinition, s: unknown, rng: Rng, maxRolls = 1000): void {
  for (let i = 0; i < maxRolls; i++) {
    const acting = game.toAct(s);
    if (acting.length !== 1 || acting[0] !== CHANCE) return;
    const spec = game.chance(s);
    const dice = new Array<number>(spec.dice);
    for (let d = 0; d < spec.dice; d++) dice[d] = rng.die(spec.sides);
    game.perform(s, CHANCE, { type: 'dice', dice });
  }
}

/** The value of a model state for `role` (its result when over, else the game's evaluation). */
export function evaluateModel(game: GameDefinition, knowledge: Knowledge, s: unknown, role: Role): number {
  const r = game.result(s);
  if (r) return r.scores[role] ?? 0;
  return knowledge.evaluate(s, role);
}

/**
 * Apply `action` for `role` to a model state, in place. The model's secrets are sampled (the other side's hidden
 * units, `resample`), so an action the caller was given as legal may not be legal in the model:
 * it is applied only if the model lists it; returns false otherwise.
 */
export function applyInModel(game: GameDefinition, s: unknown, role: Role, action: Action): boolean {
  if (!game.toAct(s).includes(role)) return false;
  const key = actionKey(action);
  if (!game.legalActions(s, role).some((a) => actionKey(a) === key)) return false;
  game.perform(s, role, action);
  return true;
}
