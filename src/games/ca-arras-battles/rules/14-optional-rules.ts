// Counter-Attack Battles edition, chapter 14 Règles optionnelles: 14.1.1 bids (run by the area-impulse
// family; 14.1.2 the tie roll in ../steps.ts).

import type { BidRules } from '../../../families/area-impulse/contract.ts';
import type { BattlesState } from '../state.ts';
import { entry, sideEn, sideFr } from '../text.ts';
import { afterSides } from './12-setup.ts';

export const MAX_BID = 30;

/** 14.1.1 the sealed bids, run by the family (texts and what follows are this edition's). */
export const BIDS: BidRules<BattlesState> = {
  sealed: (role, vp) => entry('14.1.1', `The ${sideEn(role)} seat seals a bid of ${vp} VP for the Allied command.`, `Le siège ${sideFr(role)} scelle une enchère de ${vp} PV pour le camp allié.`),
  revealed: (allied, german) => entry('14.1.1', `Bids revealed: ${allied} (Allied seat), ${german} (German seat).`, `Enchères révélées : ${allied} (siège allié), ${german} (siège allemand).`),
  settled: (swap, vpNeeded) =>
    entry(
      '14.1.1',
      `The ${swap ? 'German' : 'Allied'} seat commands the Allies; they need ${vpNeeded} VP at the end of the last turn.`,
      `Le siège ${swap ? 'allemand' : 'allié'} commande les Alliés ; il leur faut ${vpNeeded} PV à la fin du dernier tour.`,
    ),
  tied: (dr, swap) =>
    entry('14.1.2', `Equal bids: dr ${dr} - the ${swap ? 'German' : 'Allied'} seat takes the Allies.`, `Enchères à égalité : jd ${dr} - le siège ${swap ? 'allemand' : 'allié'} prend les Alliés.`),
  tie: (s) => {
    s.step = { k: 'roll', purpose: 'bid-tie', dice: 1 };
  },
  then: afterSides,
};
