// The prompt of each decision (issue 14): one sentence in the game's own terms, with its rule, in
// English and French. The web page shows it above the few buttons that are not on the map.
import type { Action, Preview } from '../../kernel/game.ts';
import { groupPreview } from '../../families/area-impulse/setup-groups.ts';
import { UNITS } from './data.ts';
import { assaultValues, partsText } from './rules/09-combat.ts';
import { words } from './text/fr.ts';
import { type ArrasState, unitsIn } from './state.ts';

/** The options' and scenarios' labels in French (the shell is bilingual; issue 14). */
export const OPTION_TEXTS: Record<string, Record<string, string>> = {
  'historical-setup': { fr: 'Déploiement historique' },
  'historical-attack-path': { fr: 'Axe d’attaque historique : au tour 1, aucun mouvement, attaque ni bombardement allié dans les Secteurs 1 et 3' },
  gort: { fr: 'Gort décide' },
  'rommel-north': { fr: 'Rommel se tourne vers le nord' },
  'fifth-panzer': { fr: 'Éléments de la 5e Panzerdivision' },
  coordination: { fr: 'Coordination et coopération sur le champ de bataille' },
  'german-air': { fr: 'Pion de bombardement aérien allemand (tours 4 à 7)' },
  'allied-air': { fr: 'Pion de bombardement aérien allié (tours 1 à 3)' },
  bids: { fr: 'Enchères : mises secrètes en PV pour le commandement allié' },
};
export const SCENARIO_TEXTS: Record<string, Record<string, { label: string; description: string }>> = {
  standard: {
    fr: {
      label: 'Standard (déploiement libre, 5.3)',
      description: 'Unités obligatoires placées, puis les groupes se déploient en alternance, les Alliés d’abord.',
    },
  },
  historical: { fr: { label: 'Déploiement historique (18.1)', description: 'Chaque unité dans son secteur historique.' } },
};

/**
 * Before an attack is resolved (9.2): the Attack Value with the strongest lead (9.4.2) and the
 * Defense Value with the defender's strongest Lead Defending Unit (9.4.3), each modifier named.
 */
export function preview(s: ArrasState, _role: string, a: Action, lang = 'en'): Preview | null {
  if (a.type === 'place') return groupPreview(UNITS, _role, a, '5.3', lang);
  const c = s.combat;
  if (a.type !== 'resolve' || s.step.k !== 'attack-select' || !c) return null;
  const leads = c.participants.filter((u) => UNITS[u].type !== 'leader' && UNITS[u].attack !== null);
  const defenders = unitsIn(s, c.area, c.victim).filter((u) => UNITS[u].type !== 'leader');
  if (leads.length === 0 || defenders.length === 0) return null;
  const best = (xs: number[], f: (u: number) => number) => xs.reduce((b, u) => (f(u) > f(b) ? u : b), xs[0]);
  const lead = best(leads, (u) => assaultValues(s, { ...c, lead: u, defLead: defenders[0] }).av);
  const defLead = best(defenders, (u) => assaultValues(s, { ...c, lead, defLead: u }).dv);
  const v = assaultValues(s, { ...c, lead, defLead });
  const w = words(lang);
  return {
    lines: [
      { text: w.preview.av(v.av, partsText(v.avParts, w)), rule: '9.4.2' },
      { text: w.preview.dv(v.dv, partsText(v.dvParts, w)), rule: '9.4.3' },
    ],
  };
}
