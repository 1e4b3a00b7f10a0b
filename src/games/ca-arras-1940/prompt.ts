// The options' and scenarios' labels in French (the shell is bilingual; issue 14). The prompt of each
// step is declared with its step (rules/), its words in text/.

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
