// The prompt of each decision (issue 14): one sentence in the game's own terms, with its rule, in
// English and French. The web page shows it above the few buttons that are not on the map.
import type { Action, Preview, StepPrompt } from '../../kernel/game.ts';
import { groupPreview } from '../../families/area-impulse/setup-groups.ts';
import { UNITS } from './data.ts';
import { assaultValues, partsText } from './rules/09-combat.ts';
import { words } from './text/fr.ts';
import { type ArrasState, unitsIn } from './state.ts';

type Line = [en: string, fr: string, rule: string];

const STEPS: Record<string, Line> = {
  bid: [
    'Bid secretly the VP you give up to command the Allies, then confirm.',
    'Misez en secret les PV que vous cédez pour commander les Alliés, puis confirmez.',
    '17.1',
  ],
  setup: [
    'Set up your next group: choose an Area where it may set up, then choose the group.',
    'Placez votre prochain groupe : choisissez un Secteur où il peut se placer, puis choisissez le groupe.',
    '5.3',
  ],
  'impulse-start': [
    'Roll for Momentum, or use the Advantage to reset the Impulse Track.',
    'Lancez le dé d’Initiative, ou utilisez l’Avantage pour remettre à zéro la piste d’Impulsion.',
    '6.2.1',
  ],
  impulse: [
    'Activate an Area for an Assault, choose an artillery unit for a Bombardment, or Pass.',
    'Activez un Secteur pour un Assaut, choisissez une artillerie pour un bombardement, ou passez.',
    '6.2',
  ],
  'reroll-offer': ['Accept the roll, or demand a reroll.', 'Acceptez le jet, ou exigez de relancer.', '13.1A'],
  assault: [
    'Move the Fresh units of the Active Area one at a time: choose a unit, then its destination; attack an Area you entered, or end the Impulse.',
    'Déplacez une à une les unités Fraîches du Secteur Actif : choisissez une unité puis sa destination ; attaquez un Secteur où vous êtes entré, ou terminez l’Impulsion.',
    '8.1',
  ],
  'attack-select': ['Choose the units that join the attack, then resolve it.', 'Choisissez les unités qui se joignent à l’attaque, puis résolvez-la.', '9.2'],
  'lead-attacker': ['Choose the unit that leads the attack.', 'Choisissez l’Unité de Pointe.', '9.4.2A'],
  'lead-defender': ['Choose the Lead Defending Unit.', 'Choisissez l’Unité Avancée.', '9.4.3A'],
  support: ['Choose an artillery unit that supports the bombardment, or none.', 'Choisissez une artillerie qui appuie le bombardement, ou aucune.', '10.3B'],
  primary: ['Choose the Primary Target of the bombardment.', 'Choisissez la cible principale du bombardement.', '10.2.1'],
  'combat-reroll': ['Accept the combat roll, or reroll it.', 'Acceptez le jet de combat, ou relancez-le.', '13.4'],
  absorb: [
    'Absorb the Attrition Points: choose a unit to flip, retreat or eliminate it.',
    'Encaissez les points de pertes : choisissez une unité à retourner, retraiter ou éliminer.',
    '11.1',
  ],
  retreat: ['Choose the Area the unit retreats to.', 'Choisissez le Secteur où l’unité retraite.', '11.2.2'],
  'voluntary-retreat': [
    'Retreat defending units if you wish (choose a unit, then an Area), then Done.',
    'Retraitez des défenseurs si vous le souhaitez (une unité, puis un Secteur), puis Terminé.',
    '11.2.3',
  ],
  overrun: ['Overrun: move the overrunning units on, or stop.', 'Débordement : poursuivez avec les unités qui débordent, ou arrêtez.', '9.4.4'],
  reorganize: [
    'Reorganize: return leaders and rebuild units, or use the Advantage to rally, then Done.',
    'Réorganisation : replacez les chefs et reconstituez les unités, ou ralliez avec l’Avantage, puis Terminé.',
    '12.1',
  ],
  'gort-mind': [
    'Gort has decided: accept, or use the Advantage to change his mind.',
    'Gort a décidé : acceptez, ou utilisez l’Avantage pour le faire changer d’avis.',
    '18.2.1',
  ],
};

export function prompt(s: ArrasState, _role: string, lang = 'en'): StepPrompt {
  const line = STEPS[s.step.k];
  if (!line) return lang === 'fr' ? { text: 'Choisissez votre action.' } : { text: 'Choose your action.' };
  return { text: lang === 'fr' ? line[1] : line[0], rule: line[2] };
}

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
