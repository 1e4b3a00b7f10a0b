// Special November 20 Turn: no weather roll during Dawn (weather starts clear: 00-sequence.ts); the
// British first impulse consists only of a Hurricane Barrage on areas 1, 3, 9, 10 and zone H (both
// British markers flipped when completed); the Sunset DR does not end the turn early but may flip the
// weather (02-daylight.ts); operational restrictions, rule 10.5.3 (movement.ts); released cavalry
// has 5 MP (state.ts); +3 to the British ammunition roll (data.ts); +1 for tanks attacking and -1 to
// demolitions (08-combat.ts, 10-bridges.ts).
import { OPENING_BARRAGE } from '../data.ts';
import { promptOf } from '../prompt.ts';
import { cambraiStep } from '../refusals.ts';
import { type CambraiState, activeRole, hasUnits } from '../state.ts';
import type { Log } from '../text/names.ts';
import { told } from '../text/fr.ts';
import { endImpulse } from './05-impulses.ts';
import { toPrimary } from './06-artillery-air.ts';

/** British impulse 1 on 20 November: the opening barrage, target by target. */
export function openingImpulse(s: CambraiState, log: Log) {
  log?.(told('Special November 20 Turn', (w) => w.log.openingImpulse));
  s.hurricane.allied = s.hurricane.allied.map(() => false); // flip both markers when completed
  s.barrage = { attacker: 'allied', target: -1, primary: -1, dice: [], cp: 0, cpLeft: 0, firstTaken: false, opening: [...OPENING_BARRAGE] };
  return nextOpeningTarget(s, log);
}

/** The opening barrage's targets still to fire on (those holding German units), in the order the British choose. */
export function openingTargets(s: CambraiState): number[] {
  return s.barrage ? s.barrage.opening.filter((t) => hasUnits(s, t, 'german')) : [];
}

/** The next target of the opening barrage, or the end of the impulse. */
export function nextOpeningTarget(s: CambraiState, log: Log) {
  if (openingTargets(s).length) {
    s.step = { k: 'opening' };
    return;
  }
  s.barrage = null;
  endImpulse(s, log);
}

function openingBarrage(s: CambraiState, target: number, log: Log) {
  const b = s.barrage!;
  b.opening = b.opening.filter((t) => t !== target);
  b.target = target;
  b.primary = -1;
  b.dice = [];
  log?.(told('Special November 20 Turn', (w) => w.log.openingOn(target)));
  toPrimary(s, log);
}

/** Special November 20 Turn: the British choose the opening barrage's next target. */
export const openingStep = cambraiStep({
  rule: 'Special November 20 Turn',
  actor: activeRole,
  legal: (s, _role, out) => {
    for (const t of openingTargets(s)) out.push({ type: 'hurricane', target: t });
  },
  perform: { hurricane: (s, a, log) => openingBarrage(s, a.target, log) },
  prompt: promptOf('opening', 'Special November 20 Turn'),
});
