// Counter-Attack Battles edition, chapter 14 Règles optionnelles: 14.1.1 bids (run by the area-impulse
// family; 14.1.2 the tie roll in ../steps.ts).

import { type BidRules, sealedBidStep, settleTiedBids } from '../../../families/area-impulse/contract.ts';
import type { BattlesState } from '../state.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { afterSides } from './12-setup.ts';
import { MAX_BID, battlesStep } from './common.ts';
import { PROMPTS } from '../text/prompts.ts';

export { MAX_BID };

/** 14.1.1 the sealed bids, run by the family (texts and what follows are this edition's). */
export const BIDS: BidRules<BattlesState> = {
  sealed: (role, vp) => told('14.1.1', (w) => w.log.bidSealed(role, vp)),
  revealed: (allied, german) => told('14.1.1', (w) => w.log.bidsRevealed(allied, german)),
  settled: (swap, vpNeeded) => told('14.1.1', (w) => w.log.bidsSettled(swap, vpNeeded)),
  tied: (dr, swap) => told('14.1.2', (w) => w.log.bidTie(dr, swap)),
  tie: (s) => {
    s.step = { k: 'roll', purpose: 'bid-tie', dice: 1 };
  },
  then: afterSides,
};

/** 14.1.1 the simultaneous sealed bids: each seat that has not bid yet bids 1 to MAX_BID VP. */
export const bidStep = battlesStep('bid', {
  rule: '14.1',
  ...sealedBidStep(BIDS, 1, MAX_BID),
  prompt: PROMPTS.bid,
});

/** 14.1.2 equal bids: a die (4-6 the German seat takes the Allies). */
export const bidTieDie = (s: BattlesState, dr: number, log: Log) => settleTiedBids(BIDS, s, dr, log);
