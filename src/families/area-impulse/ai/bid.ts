// The side bids' part of what a seat knows, and of the models its computer players search, for the two
// Counter-Attack editions (17.1 in ca-arras-1940, 14.1.1 in ca-arras-battles; issue 31, item 5): while
// the bids are being sealed, a seat knows its own bid and whether the other is in, never its amount. The
// rest of these games is public.
import type { Rng } from '../../../kernel/rng.ts';
import { bidsSeenBy } from '../contract.ts';

export interface Bids {
  allied: number | null;
  german: number | null;
}
/** The bids as a seat knows them: the other side's sealed bid is only 'sealed'. */
export type SeenBids = ReturnType<typeof bidsSeenBy>;

/** 17.1, 14.1.1: what `role` knows of the bids (`bidding`: the bids are not all revealed yet). */
export function observeBids(bids: Bids, bidding: boolean, role: string): SeenBids {
  return { ...bidsSeenBy(bids, bidding, role) };
}

/** The bids of a model: each sealed one drawn uniformly from [min, max] (the Allied one first), the others as known. */
export function resampleBids(seen: SeenBids, rng: Rng, min: number, max: number): Bids {
  const draw = (b: number | 'sealed' | null) => (b === 'sealed' ? min + rng.int(max - min + 1) : b);
  const allied = draw(seen.allied);
  return { allied, german: draw(seen.german) };
}
