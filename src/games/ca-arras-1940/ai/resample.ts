// What a seat knows of Counter-Attack (1940), and the models its players search (src/ai-kit/knowledge.ts).
// Everything is public but the other seat's sealed bid (17.1): a seat's observation is the state with
// that bid masked, and a model is a copy of it with the bid drawn uniformly from 0-MAX_BID. (Before
// issue 31 a model was rebuilt from the view, and inside an Impulse some bookkeeping the view does not
// carry was inferred or defaulted; the observation holds it as the rules engine does. A Momentum dr
// awaiting the Advantage holder's decision (13.1A) is public: the dice are rolled in the open.)
import type { Role } from '../../../kernel/game.ts';
import type { Rng } from '../../../kernel/rng.ts';
import { copyData } from '../../../ai-kit/model.ts';
import { type SeenBids, observeBids, resampleBids } from '../../../families/area-impulse/ai/bid.ts';
import { MAX_BID } from '../rules/17-side-determination.ts';
import type { ArrasState } from '../state.ts';

/** What a seat knows: the state, the other seat's bid sealed while bidding (17.1). */
export type ArrasObservation = Omit<ArrasState, 'bids'> & { bids: SeenBids };

export function observe(s: ArrasState, role: Role): ArrasObservation {
  return { ...copyData(s), bids: observeBids(s.bids, s.phase === 'bid', role) };
}

/** A model of what `role` observed: the sealed bid drawn uniformly from 0-MAX_BID (17.1). */
export function resample(o: ArrasObservation, _role: Role, rng: Rng): ArrasState {
  return { ...copyData(o), bids: resampleBids(o.bids, rng, 0, MAX_BID) };
}
