// The options' and scenarios' texts, and the preview of an assault (the prompts: text/prompts.ts).
import type { Action, Preview } from '../../kernel/game.ts';
import { groupPreview } from '../../families/area-impulse/setup-groups.ts';
import { UNITS } from './data.ts';
import { assaultValues } from './rules/06-assault.ts';
import { words } from './text/fr.ts';
import { BOARD, type BattlesState, other, unitIndex } from './state.ts';

/** The options' and scenarios' labels in English and French (the game's own labels mix both; issue 14). */
export const OPTION_TEXTS: Record<string, Record<string, string>> = {
  'historical-setup': { en: 'Historical setup', fr: 'Placement initial historique' },
  bids: { en: 'Bids: secret VP bids for the Allied command', fr: 'Enchères : mises secrètes en PV pour le commandement allié' },
  'fewer-german-air': { fr: 'Pour les Alliés : un pion d’appui aérien allemand de moins par tour' },
  'early-reserve': { fr: 'Pour les Alliés : la réserve britannique arrive dès que les Alliés atteignent 8 PV' },
  'fewer-allied-air': { fr: 'Pour les Allemands : un pion d’appui aérien allié de moins par tour' },
  'german-artillery': { fr: 'Pour les Allemands : l’artillerie 7/3/78 rejoint le groupe allemand B' },
  'more-german-air': { fr: 'Pour les Allemands : un pion d’appui aérien allemand de plus par tour' },
};
export const SCENARIO_TEXTS: Record<string, Record<string, { label: string; description: string }>> = {
  standard: {
    fr: {
      label: 'Standard (placement alterné, 12.2)',
      description: 'Groupes placés en alternance, les Allemands d’abord ; les Français, les Panzers et la réserve britannique arrivent plus tard (13.1-13.3).',
    },
  },
  historical: {
    en: { label: 'Historical setup (14.2)', description: 'Every group in its historical sector.' },
    fr: { label: 'Placement historique (14.2)', description: 'Chaque groupe dans son secteur historique.' },
  },
};

/**
 * Before an assault is resolved (5.2.1) or its Unité de Pointe chosen (6.1): the Valeur d'Attaque with that (or the strongest) Unité de Pointe
 * (6.2) and the Valeur de Défense with the defender's strongest Unité Avancée (6.3), each modifier named.
 */
export function preview(s: BattlesState, _role: string, a: Action, lang = 'en'): Preview | null {
  if (a.type === 'place') return groupPreview(UNITS, _role, a, '12.2', lang);
  const c = s.combat;
  const choosing = a.type === 'spearhead' && s.step.k === 'spearhead';
  if (!c || !(choosing || (a.type === 'resolve' && s.step.k === 'attack-select'))) return null;
  const leads = choosing ? [unitIndex(a.unit)!] : c.participants.filter((u) => UNITS[u].type !== 'leader' && UNITS[u].attack !== null);
  const defenders = BOARD.unitsIn(s, c.area, other(c.attacker)).filter((u) => UNITS[u].type !== 'leader');
  if (leads.length === 0 || defenders.length === 0) return null;
  const best = (xs: number[], f: (u: number) => number) => xs.reduce((b, u) => (f(u) > f(b) ? u : b), xs[0]);
  const spearhead = best(leads, (u) => assaultValues(s, { ...c, spearhead: u, advanced: defenders[0] }).av);
  const advanced = best(defenders, (u) => assaultValues(s, { ...c, spearhead, advanced: u }).dv);
  const v = assaultValues(s, { ...c, spearhead, advanced });
  const fr = lang === 'fr';
  return {
    lines: [
      { text: `${fr ? 'Valeur d’Attaque' : 'Attack Value'} ${v.av} = ${v.avParts.map(words(lang).term).join(' ')}`, rule: '6.2' },
      {
        text: `${fr ? 'Valeur de Défense' : 'Defense Value'} ${v.dv} = ${v.dvParts.map(words(lang).term).join(' ')}${fr ? ' (si la défense choisit sa meilleure Unité Avancée)' : ' (if the defender picks its best Unité Avancée)'}`,
        rule: '6.3',
      },
    ],
  };
}
