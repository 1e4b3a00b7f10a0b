// See before you commit (issue 29): the values an assault (9.4) or a bombardment (10.3, 10.4, 18.6)
// will be rolled with, before the action that rolls its dice. The action is played on a copy of the
// state by the rules' own perform; when the dice of a Combat Resolution are then due, the values are
// those the rules computed (assaultValues, bombardmentValues): nothing is computed twice. Before
// the leads are chosen, the estimate of prompt.ts (with the best leads).
import type { ArrasAction } from './actions.ts';
import type { Action, Preview } from '../../kernel/game.ts';
import { preview as estimate } from './prompt.ts';
import { assaultValues, partsText } from './rules/09-combat.ts';
import { type BombardmentTerm, bombardmentValues } from './rules/10-bombardment.ts';
import { perform } from './steps.ts';
import { words } from './text/fr.ts';
import type { ArrasState } from './state.ts';

/** The actions that may bring the dice of an assault or a bombardment at once (a reroll, 13.4, too). */
const COMMITS = new Set(['attack', 'resolve', 'lead', 'bombard', 'air', 'support', 'no-support', 'primary', 'reroll']);

const T = {
  en: { av: 'Attack Value', dv: 'Defense Value' },
  fr: { av: 'Valeur d’attaque', dv: 'Valeur de défense' },
};

export function preview(s: ArrasState, role: string, a: Action, lang = 'en'): Preview | null {
  return rollPreview(s, role, a, lang) ?? estimate(s, role, a, lang);
}

/** The exact values when `a` brings the dice of a Combat Resolution; null otherwise. */
export function rollPreview(s: ArrasState, role: string, a: Action, lang = 'en'): Preview | null {
  if (!COMMITS.has(a.type)) return null;
  const next = structuredClone(s);
  perform(next, role, a as ArrasAction, undefined); // a preview is asked for a listed action
  const c = next.combat;
  if (next.step.k !== 'roll' || !c) return null;
  const say = lang === 'fr' ? T.fr : T.en;
  if (next.step.purpose === 'combat') {
    const v = assaultValues(next, c);
    const w = words(lang);
    return {
      lines: [
        { text: `${say.av} ${v.av} = ${partsText(v.avParts, w)}`, rule: '9.4.2' },
        { text: `${say.dv} ${v.dv} = ${partsText(v.dvParts, w)}`, rule: '9.4.3' },
      ],
    };
  }
  if (next.step.purpose === 'bombardment') {
    const v = bombardmentValues(next, c);
    const parts = (xs: BombardmentTerm[]) => xs.map(([n, en, fr, rule], i) => `${i ? '+' : ''}${n} ${lang === 'fr' ? fr : en} (${rule})`).join(' ');
    const air = c.kind === 'air';
    return {
      lines: [
        { text: `${say.av} ${v.av} = ${parts(v.avParts)}`, rule: air ? '18.6' : '10.3' },
        { text: `${say.dv} ${v.dv} = ${parts(v.dvParts)}`, rule: air ? '18.6' : '10.4' },
      ],
    };
  }
  return null;
}
