// The prompt of each decision of The Cruellest Month in English (prompt.fr.ts: the same in French), keyed by its step;
// prompt.ts gives each its rule and picks the one the game stands at.
export const promptEn = {
  steps: {
    'deploy-allied': 'Adjust your set-up: click a division or an Aerodrome, then a highlighted hex; Done when ready.',
    'deploy-german': 'Adjust your set-up: click a division or a Feldflugplatz, then a highlighted hex; Done when ready.',
    'allied-ace': 'Give the Allied Ace to an IX Brigade squadron: click it in your Airbase Display, or set the Ace aside.',
    'gr-allied': 'Declare a General Regroup Turn, or not.',
    'gr-german': 'Declare a General Regroup Turn, or not.',
    designate: 'Secretly slate Disrupted units for an individual regroup: click them in your Airbase Display, then Done.',
    rfc: 'Commit the RFC Reserve (the German gains 1 VP), or not.',
    'recon-allied': 'Choose reconnaissance flights: click a Ready RB unit, then Douai or Cambrai; Done when chosen.',
    'recon-german': 'Choose a reconnaissance flight: click a Ready RB unit, then Arras; Done when chosen.',
    spy: 'Espionage: choose the enemy Airbase whose contents you learn.',
    examine: 'Reconnaissance: choose the enemy Airbase to examine (numbers and types), or none.',
    construct: 'Build a Feldflugplatz: click a highlighted railway hex, or end construction.',
    'place-air': 'Base the arriving aerial unit: choose Douai, Cambrai or an empty Feldflugplatz.',
    'place-ground': 'Place the arriving division on a highlighted hex, or hold it in reserve.',
    'place-allied': 'Place reserve divisions: click a division, then a highlighted hex; Done when finished.',
    restore: 'Spend replacement steps: click a Reduced unit to restore it, then Done.',
    dismantle: 'Dismantle a Feldflugplatz to rebuild it elsewhere, or keep them.',
    move: 'Ground movement: click a division, then the adjacent hex it moves to; end movement when done.',
    attack:
      'Ground combat: click an attacking division, then the adjacent enemy hex it attacks (the defender chooses ' +
      'which of his divisions there meets it); then resolve the attacks.',
    defend: 'Your hex is attacked: choose which of your divisions there meets the attack.',
    support: 'Choose the Artillery (and Tank) Support for this combat.',
    retreat: 'Choose the hex the defeated division retreats to.',
    advance: 'Advance into the vacated hex, or stay.',
  },
  relocate: 'Airbase overrun: choose the Airbase the evacuating unit flies to.',
  mission: {
    choose: 'Fly a mission (click its target on the map: an Airbase, a city, a division), stage a unit, or pass.',
    compose: 'Compose the mission: click Ready units in your Airbase Display to add them, then launch it.',
    scramble: 'Interceptor scramble: click up to two Ready fighters to intercept, then Done.',
    'target-scramble': 'Target scramble: move units out of the threatened Airbase, then Done.',
    late: 'Choose the Airbase whose units arrive late.',
    altitude: 'Choose the altitude at which each unit attacks the target.',
    land: 'Return to base: click the Airbase where the unit lands (outlined on the map and in your Airbase Display).',
  },
  battle: {
    sequence: 'Secretly give each of your aircraft its movement sequence and altitude: click an aircraft under the board, then choose.',
    place: 'Place the raid: click an aircraft, then a hex of the Raid Entry Area with its facing.',
    'aa-place': 'Place your AA units on the Air Battle Board.',
    balloon: 'Raise or lower the balloon.',
    move: 'Move the highlighted aircraft: click a hex it may reach (arrows) or a target it may fire at, or end its move.',
    defensive: 'Defensive fire: choose which of your aircraft fires back, or hold.',
  },
  fallback: 'Choose your action.',
};
/** The prompts, keyed; prompt.fr.ts gives each in French. */
export type PromptWords = typeof promptEn;
