// See before you commit (issue 29): the values a Hurricane Barrage or a combat will be rolled with,
// before the action that rolls its dice. The action is played on a copy of the state by the rules'
// own perform; when the dice are then due, the values are the rules' own (barrageTotals with the dice
// left out, attackValues, defenseValues): nothing is computed twice.
import type { Preview } from '../../kernel/game.ts';
import { areaPreview } from '../../families/area-impulse/preview.ts';
import { barrageTotals } from './rules/06-artillery-air.ts';
import { attackTotal, attackValues, defenseValues } from './rules/08-combat.ts';
import type { CambraiState, RollPurpose } from './state.ts';
import { STEPS } from './steps.ts';
import { words } from './text/fr.ts';

/** The actions that may bring the dice of a barrage or of a combat at once. */
const COMMITS = new Set(['hurricane', 'primary', 'attack', 'resolve', 'point', 'forward']);

export const preview = areaPreview(COMMITS, STEPS.perform, rolled);

/** The values of a barrage or a combat whose dice are due (`next`: the state then); null otherwise. */
function rolled(next: CambraiState, purpose: RollPurpose, lang: string): Preview | null {
  const w = words(lang);
  const say = w.preview;
  const b = next.barrage;
  if (purpose === 'hurricane' && b) {
    const zero = barrageTotals(next, b.target, b.attacker, [0, 0]);
    return { lines: [{ text: say.barrage(zero.at, zero.dt), rule: 'Hurricane Barrage' }] };
  }
  const c = next.combat;
  if (purpose === 'attack' && c) {
    const v = attackValues(next, c);
    return {
      lines: [
        { text: say.attack(v.at, v.parts.map(w.combatMod).join(', ')), rule: 'Combat' },
        { text: say.then, rule: 'Combat' },
      ],
    };
  }
  if (purpose === 'defense' && c) {
    const v = defenseValues(next, c);
    return { lines: [{ text: say.defense(v.dt, v.parts.map(w.combatMod).join(', '), attackTotal(c)), rule: 'Combat' }] };
  }
  return null;
}
