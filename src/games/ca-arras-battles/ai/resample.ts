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
import type { Rng } from '../../../kernel/rng.ts';
import { copyData } from '../../../ai-kit/model.ts';
import { type SeenBids, observeBids, resampleBids } from '../../../families/area-impulse/ai/bid.ts';
import { view } from '../view.ts';
import { MAX_BID } from '../rules/14-optional-rules.ts';
import type { BattlesState } from '../state.ts';
import { ANCHORED, EXPOSED, type ModelState, alliedChance, exposure, logitOf, pendingAssaults } from './evaluate.ts';

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
