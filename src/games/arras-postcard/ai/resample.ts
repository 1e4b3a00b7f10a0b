// What a seat knows of the postcard game, and the models its players search (src/ai-kit/knowledge.ts).
// The game has no hidden information: a seat knows the whole state, and a model is a copy of it. A
// model carries besides what its evaluation reads (evaluate.ts): the German root's logit (ANCHORED,
// sharpened) and, for the Allied search, the mark that it reads the German attack of the coming turn
// (READS_GERMAN_ATTACK, issue 17).
import type { Role } from '../../../kernel/game.ts';
import type { Rng } from '../../../kernel/rng.ts';
import { copyData } from '../../../ai-kit/model.ts';
import { view } from '../view.ts';
import type { State } from '../state.ts';
import { sigmoid } from '../../../ai-kit/logistic.ts';
import { ANCHORED, type ModelState, SHARPNESS, clampedLogit, evaluateFor } from './evaluate.ts';
import { READS_GERMAN_ATTACK } from './threat.ts';

/** What `role` knows: the whole state (nothing is hidden), as a copy. */
export function observe(s: State, _role: Role): State {
  return copyData(s);
}

/** A model of the observed state: a copy (nothing to sample), with the marks its evaluation reads. */
export function resample(o: State, role: Role, _rng: Rng, search = false): ModelState {
  const s: ModelState = copyData(o);
  if (ANCHORED.has(role) && !o.winner) s.rootLogit = rootLogitOf(o, role);
  if (search && READS_GERMAN_ATTACK.has(role)) s.readsGermanAttack = true;
  return s;
}

/** The root's logit for the decision whose observation is `o` (computed once per observation: a search resamples it at every iteration). */
const rootLogits = new WeakMap<object, number>();
function rootLogitOf(o: State, role: Role): number {
  let r = rootLogits.get(o);
  if (r === undefined) {
    r = clampedLogit(evaluateFor(view(o, role), role, o));
    rootLogits.set(o, r);
  }
  return r;
}

/**
 * Knowledge.chance (issue 32, item 5): the chance of winning a search value of `role` stands for. An ANCHORED
 * side's search values are sharpened about its root, sigmoid(SHARPNESS × (logit(v) - rootLogit)) (evaluate.ts,
 * issue 17): read back, the chance is sigmoid(rootLogit + logit(value) / SHARPNESS). The Allied value is the
 * chance itself; so is a value of 0 or 1 (a game's end, never sharpened).
 */
export function chance(o: State, role: Role, value: number): number {
  if (!ANCHORED.has(role) || o.winner || value <= 0 || value >= 1) return value;
  return sigmoid(rootLogitOf(o, role) + clampedLogit(value) / SHARPNESS);
}
