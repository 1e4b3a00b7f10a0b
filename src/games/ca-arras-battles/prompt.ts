// The options' and scenarios' texts (the prompts: text/prompts.ts).
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
