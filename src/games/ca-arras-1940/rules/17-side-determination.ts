// Counter-Attack 1940, chapter 17 Side Determination: 17.1 bids (run by the area-impulse family).

import { told } from '../text/fr.ts';
import type { BidRules } from '../../../families/area-impulse/contract.ts';
import type { ArrasState } from '../state.ts';
import { afterSideDetermination } from './05-setup.ts';
import { sealedBidStep, settleTiedBids } from '../../../families/area-impulse/contract.ts';
import { type Log, arrasStep } from './common.ts';
import { PROMPTS } from '../text/prompts.ts';
import { refusal } from '../text/fr.ts';

export const MAX_BID = 30;

/** 17.1 the sealed bids, run by the family (texts and what follows are this edition's). */
export const BIDS: BidRules<ArrasState> = {
  sealed: (role, amount) => told('17.1', (w) => w.log.bidSealed(role, amount)),
  revealed: (allied, german) => told('17.1', (w) => w.log.bidsRevealed(allied, german)),
  settled: (swap, vpNeeded) => told('17.1', (w) => w.log.bidsSettled(swap, vpNeeded)),
  tied: (dr, swap) => told('17.1', (w) => w.log.bidTie(dr, swap)),
  tie: (s) => {
    s.step = { k: 'roll', purpose: 'bid-tie', dice: 1 };
  },
  then: afterSideDetermination,
};

/** 17.1 the simultaneous sealed bids: each seat that has not bid yet bids 0 to MAX_BID VP. */
export const bidStep = arrasStep('bid', {
  rule: '17.1',
  ...sealedBidStep(BIDS, 0, MAX_BID),
  prompt: PROMPTS.bid,
  why: { bid: () => refusal('17.1', (w) => w.refuse.bid(MAX_BID)) },
});

/** 17.1 equal bids: a die (4-6 the German seat takes the Allies). */
export const bidTieDie = (s: ArrasState, dr: number, log: Log) => settleTiedBids(BIDS, s, dr, log);
