// Counter-Attack 1940, chapter 13 The Advantage: 13.1 in the Combat Phase (13.1A rerolls, 13.1B resetting
// the Impulse Track), 13.3 the Advantage shift. (13.2 in chapter 12, 13.4 reroll markers in 9 and 10.)

import { allFreshAgain } from '../../../families/area-impulse/advantage.ts';
import { sideOfRole } from '../../../families/area-impulse/board.ts';
import { stepAt } from '../../../families/area-impulse/steps.ts';
import { told } from '../text/fr.ts';
import { type ArrasState, type Side, BOARD, other } from '../state.ts';
import type { Log } from './common.ts';
import { roll, momentumDr } from './06-sequence-of-play.ts';
import { resolveBombardment } from './10-bombardment.ts';
import { PROMPTS } from '../text/prompts.ts';
import { ACCEPT, ONLY, REROLL, arrasStep } from './common.ts';

/** 13.1B the Attacker with the Advantage may reset the Impulse Track once per Turn. */
export function canReset(s: ArrasState): boolean {
  return s.advantage === s.momentum && !s.resetUsed[s.momentum];
}

export function resetImpulseTrack(s: ArrasState, log: Log) {
  const att = s.momentum;
  useAdvantage(s, att);
  s.resetUsed[att] = true;
  allFreshAgain(BOARD, s);
  s.impulse = 1;
  log?.(told('13.1B', (w) => w.log.reset(att)));
  s.step = { k: 'impulse' };
}

/** 13.3 A used Advantage belongs to neither player until the end of the Phase or Impulse. */
export function useAdvantage(s: ArrasState, by: Side) {
  s.advantage = null;
  s.advantageUsedBy = by;
}

export function settleAdvantage(s: ArrasState, log: Log) {
  if (s.advantageUsedBy) {
    s.advantage = other(s.advantageUsedBy);
    log?.(told('13.3', (w) => w.log.advantageTo(s.advantage!)));
    s.advantageUsedBy = null;
  }
}

export function rerollOffer(s: ArrasState, who: Side, accept: boolean, log: Log) {
  const step = stepAt(s, 'reroll-offer');
  if (step.purpose === 'momentum') {
    if (accept) {
      s.momentumRerolled = false;
      return momentumDr(s, s.pendingDr!, log);
    }
    useAdvantage(s, who);
    log?.(told('13.1A', (w) => w.log.rerollMomentum(who)));
    s.momentumRerolled = true;
    return roll(s, 'momentum');
  }
  const c = s.combat!;
  if (accept) {
    (c.declined ??= []).push(who);
    return resolveBombardment(s, log);
  }
  c.rerolled[who] = true;
  useAdvantage(s, who);
  log?.(told('13.1A', (w) => w.log.rerollBombardment(who)));
  roll(s, 'bombardment', 4);
}

/** 13.1A the holder of the Advantage may demand a reroll of the Momentum or bombardment roll. */
export const rerollOfferStep = arrasStep('reroll-offer', {
  rule: '13.1A',
  actor: (s) => ONLY[stepAt(s, 'reroll-offer').who],
  legal: (_s, _side, out) => {
    out.push(ACCEPT, REROLL.advantage);
  },
  perform: {
    accept: (s, _a, log, role) => rerollOffer(s, sideOfRole(role), true, log),
    reroll: (s, _a, log, role) => rerollOffer(s, sideOfRole(role), false, log),
  },
  prompt: PROMPTS['reroll-offer'],
});
