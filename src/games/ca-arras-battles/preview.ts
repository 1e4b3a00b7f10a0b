// See before you commit (issue 29): the values an assault (6.2, 6.3) or a bombardment (7.2) will be
// rolled with, before the action that rolls its dice (the last support choice, 8.0; a bombardment).
// The action is played on a copy of the state by the rules' own perform; when the dice are then due,
// the values are those the rules computed (assaultValues, the bombardment's own): nothing is computed
// twice. Otherwise the values with the strongest Unité de Pointe and Unité Avancée.
import type { Action, Preview } from '../../kernel/game.ts';
import { areaPreview, strongestLeads } from '../../families/area-impulse/preview.ts';
import { groupPreview } from '../../families/area-impulse/setup-groups.ts';
import { UNITS } from './data.ts';
import { assaultValues } from './rules/06-assault.ts';
import { words } from './text/fr.ts';
import { perform } from './steps.ts';
import { BOARD, type BattlesState, type RollPurpose, other, unitIndex } from './state.ts';

/** The actions that may bring the dice of an assault or a bombardment at once (a reroll by the advantage too). */
const COMMITS = new Set(['attack', 'resolve', 'spearhead', 'advanced', 'support', 'no-support', 'bombard', 'use-advantage']);

export const preview = areaPreview(COMMITS, perform, rolled, estimate);

/** The exact values when the dice of an assault or a bombardment are due (`next`: the state then); null otherwise. */
function rolled(next: BattlesState, purpose: RollPurpose, lang: string): Preview | null {
  const c = next.combat;
  if (!c) return null;
  if (purpose === 'combat') return valueLines(assaultValues(next, c), lang, false);
  if (purpose === 'bombard') {
    const t = words(lang).preview;
    return {
      lines: [
        { text: t.bombardAttack(c.av), rule: '7.2' },
        { text: t.bombardDefense(c.dv), rule: '7.2' },
      ],
    };
  }
  return null;
}

/**
 * Before an assault is resolved (5.2.1) or its Unité de Pointe chosen (6.1): the Valeur d'Attaque with that (or the strongest) Unité de Pointe
 * (6.2) and the Valeur de Défense with the defender's strongest Unité Avancée (6.3), each modifier named.
 */
function estimate(s: BattlesState, role: string, a: Action, lang: string): Preview | null {
  if (a.type === 'place') return groupPreview(UNITS, role, a, '12.2', lang);
  const c = s.combat;
  const choosing = a.type === 'spearhead' && s.step.k === 'spearhead';
  if (!c || !(choosing || (a.type === 'resolve' && s.step.k === 'attack-select'))) return null;
  const leads = choosing ? [unitIndex(a.unit)!] : c.participants.filter((u) => UNITS[u].type !== 'leader' && UNITS[u].attack !== null);
  const defenders = BOARD.unitsIn(s, c.area, other(c.attacker)).filter((u) => UNITS[u].type !== 'leader');
  const v = strongestLeads(leads, defenders, (spearhead, advanced) => assaultValues(s, { ...c, spearhead, advanced }));
  return v && valueLines(v, lang, true);
}

/** The Valeur d'Attaque (6.2) and de Défense (6.3), each modifier named (`best`: with the defender's strongest Unité Avancée). */
function valueLines(v: ReturnType<typeof assaultValues>, lang: string, best: boolean): Preview {
  const w = words(lang);
  return {
    lines: [
      { text: w.preview.attack(v.av, v.avParts.map(w.term).join(' ')), rule: '6.2' },
      { text: w.preview.defense(v.dv, v.dvParts.map(w.term).join(' '), best), rule: '6.3' },
    ],
  };
}
