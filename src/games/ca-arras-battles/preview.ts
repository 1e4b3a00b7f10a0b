// See before you commit (issue 29): the values an assault (6.2, 6.3) or a bombardment (7.2) will be
// rolled with, before the action that rolls its dice (the last support choice, 8.0; a bombardment).
// The action is played on a copy of the state by the rules' own perform; when the dice are then due,
// the values are those the rules computed (assaultValues, the bombardment's own): nothing is computed
// twice. Otherwise the estimate of prompt.ts (before the Unité de Pointe is chosen).
import type { Action, Preview } from '../../kernel/game.ts';
import { preview as estimate } from './prompt.ts';
import { assaultValues } from './rules/06-assault.ts';
import { words } from './text/fr.ts';
import { perform } from './steps.ts';
import type { BattlesState } from './state.ts';

/** The actions that may bring the dice of an assault or a bombardment at once (a reroll by the advantage too). */
const COMMITS = new Set(['attack', 'resolve', 'spearhead', 'advanced', 'support', 'no-support', 'bombard', 'use-advantage']);

export function preview(s: BattlesState, role: string, a: Action, lang = 'en'): Preview | null {
  return rollPreview(s, role, a, lang) ?? estimate(s, role, a, lang);
}

function rollPreview(s: BattlesState, role: string, a: Action, lang: string): Preview | null {
  if (!COMMITS.has(a.type)) return null;
  const next = structuredClone(s);
  perform(next, role, a, undefined);
  const c = next.combat;
  if (next.step.k !== 'roll' || !c) return null;
  const fr = lang === 'fr';
  if (next.step.purpose === 'combat') {
    const v = assaultValues(next, c);
    return {
      lines: [
        { text: `${fr ? 'Valeur d’Attaque' : 'Attack Value'} ${v.av} = ${v.avParts.map(words(lang).term).join(' ')}`, rule: '6.2' },
        { text: `${fr ? 'Valeur de Défense' : 'Defense Value'} ${v.dv} = ${v.dvParts.map(words(lang).term).join(' ')}`, rule: '6.3' },
      ],
    };
  }
  if (next.step.purpose === 'bombard') {
    return {
      lines: [
        { text: fr ? `Valeur d’Attaque ${c.av} : l’artillerie` : `Attack Value ${c.av}: the artillery`, rule: '7.2' },
        { text: fr ? `Valeur de Défense ${c.dv} = MET + la plus forte unité en défense` : `Defense Value ${c.dv} = TEM + the strongest defender`, rule: '7.2' },
      ],
    };
  }
  return null;
}
