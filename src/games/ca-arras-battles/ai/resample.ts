// What a seat knows of Counter-Attack (the battles), and the models its players search
// (src/ai-kit/knowledge.ts). Everything is public but the other seat's sealed bid (14.1.1): a seat's
// observation is the state with that bid masked, and a model is a copy of it with the bid drawn from
// 1-MAX_BID (src/families/area-impulse/ai/bid.ts). Dice already rolled are public (the Initiative dice
// an Advantage may cancel, 9.4; a refresh dr, 10.2): a model keeps them. (Before issue 31 a model was
// rebuilt from the view: the bookkeeping the view does not carry was inferred from the legal actions,
// and those dice were sampled.) A search's model carries besides what its evaluation reads
// (evaluate.ts): the Allied logit at its root (ANCHORED sides) or the mark that it reads the exposure
// (EXPOSED sides).
import type { Role } from '../../../kernel/game.ts';
import { Rng } from '../../../kernel/rng.ts';
import { copyData } from '../../../ai-kit/model.ts';
import { type SeenBids, observeBids, resampleBids } from '../../../families/area-impulse/ai/bid.ts';
import { view } from '../view.ts';
import { MAX_BID } from '../rules/14-optional-rules.ts';
import type { BattlesState } from '../state.ts';
import { ANCHORED, EXPOSED, type ModelState, SHARPNESS, alliedChance, exposure, logitOf, pendingAssaults } from './evaluate.ts';

/** What a seat knows: the state, the other seat's bid sealed while bidding (14.1.1). */
export type BattlesObservation = Omit<BattlesState, 'bids'> & { bids: SeenBids };

export function observe(s: BattlesState, role: Role): BattlesObservation {
  return { ...copyData(s), bids: observeBids(s.bids, s.phase === 'bid', role) };
}

/** A model of what `role` observed: the sealed bid drawn from 1-MAX_BID (14.1.1), and a search model's marks. */
export function resample(o: BattlesObservation, role: Role, rng: Rng, search = false): ModelState {
  const s: ModelState = { ...copyData(o), bids: resampleBids(o.bids, rng, 1, MAX_BID) };
  if (search && ANCHORED.has(role) && !o.result) s.rootLogit = rootLogitOf(o, s, role);
  else if (search && EXPOSED.has(role)) s.exposed = true;
  return s;
}

/** The Allied logit of the decision's root (the position `role` sees, its pending assaults and exposure), once per observation. */
const rootLogits = new WeakMap<object, number>();
function rootLogitOf(o: BattlesObservation, s: BattlesState, role: Role): number {
  let r = rootLogits.get(o);
  if (r === undefined) {
    r = logitOf(alliedChance(view(s, role))) + pendingAssaults(s) + exposure(s);
    rootLogits.set(o, r);
  }
  return r;
}

/**
 * Knowledge.chance (issue 32, item 5): the chance of winning a search value of `role` stands for. The search
 * values SHARPNESS times the Allied logit x (evaluate.ts: sharpened), about the root's for an ANCHORED side:
 * sigmoid(SHARPNESS × (rootLogit - x)) for the German (issue 17), sigmoid(±SHARPNESS × x) otherwise. Read back,
 * the side's chance is sigmoid(logit(value) / SHARPNESS ± rootLogit), the evaluation's own: the two sides'
 * chances add up to 1. A value of 0 or 1 (a game's end, never sharpened) is the chance itself.
 */
export function chance(o: BattlesObservation, role: Role, value: number): number {
  if (value <= 0 || value >= 1) return value;
  // The root's logit as the search's models carry it (the sealed bid drawn for the model does not enter it).
  const root = resample(o, role, new Rng(0), true).rootLogit ?? 0;
  return 1 / (1 + Math.exp(-(logitOf(value) / SHARPNESS + (role === 'allied' ? root : -root))));
}
