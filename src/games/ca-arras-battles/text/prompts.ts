// The prompt of each decision (issue 14): one sentence in the game's own terms, with its rule, in
// English and French, as [English, French, rule]. Each step of the rules (rules/NN-*.ts) names its own.
import type { Line } from '../rules/common.ts';

export const PROMPTS = {
  bid: ['Bid secretly the VP you give up to command the Allies.', 'Misez en secret les PV que vous cédez pour commander les Alliés.', '14.1'],
  setup: [
    'Place your next group: choose a Sector where it may set up, then choose the group.',
    'Placez votre prochain groupe : choisissez un Secteur où il peut se placer, puis choisissez le groupe.',
    '12.2',
  ],
  impulse: ['Activate a Sector, bombard with an artillery unit, or Pass.', 'Activez un Secteur, bombardez avec une artillerie, ou passez.', '4.3'],
  assault: [
    'Move the Fresh units of the Active Sector one at a time (choose a unit, then its destination), then assault a Sector you entered.',
    'Déplacez une à une les unités Fraîches du Secteur actif (une unité, puis sa destination), puis donnez l’assaut à un Secteur où vous êtes entré.',
    '5.0',
  ],
  'attack-select': ['Choose the units that join the assault, then resolve it.', 'Choisissez les unités qui se joignent à l’assaut, puis résolvez-le.', '5.2.1'],
  spearhead: ['Choose your Unité de Pointe.', 'Choisissez votre Unité de Pointe.', '6.1'],
  advanced: ['Choose your Unité Avancée.', 'Choisissez votre Unité Avancée.', '6.1'],
  support: [
    'Add a support (a third die) with an artillery unit, or no support.',
    'Ajoutez un appui (un troisième dé) avec une artillerie, ou aucun appui.',
    '8.0',
  ],
  absorb: [
    'Absorb the losses: choose a unit to flip, retreat or eliminate it.',
    'Encaissez les pertes : choisissez une unité à retourner, retraiter ou éliminer.',
    '6.4.2.a',
  ],
  retreat: ['Choose the Sector the unit retreats to.', 'Choisissez le Secteur où l’unité retraite.', '6.6.2'],
  'voluntary-retreat': [
    'Retreat defending units if you wish (a unit, then a Sector), then Done.',
    'Retraitez des défenseurs si vous le souhaitez (une unité, puis un Secteur), puis Terminé.',
    '6.6.3',
  ],
  overrun: ['Overrun: move on with the victorious units, or stop.', 'Débordement : poursuivez avec les unités victorieuses, ou arrêtez.', '6.5'],
  'bombard-second': ['Bombard with a second artillery unit, or Done.', 'Bombardez avec une deuxième artillerie, ou Terminé.', '7.0'],
  'refresh-pick': ['Choose the Spent units the Avantage refreshes.', 'Choisissez les unités Épuisées que l’Avantage rafraîchit.', '9.3'],
  reorganize: ['Reorganize your units, then Done.', 'Réorganisez vos unités, puis Terminé.', '10.0'],
} satisfies Record<string, Line>;

export const ADVANTAGE: Record<string, Line> = {
  initiative: ['Use the Avantage to take the Initiative, or decline.', 'Utilisez l’Avantage pour prendre l’Initiative, ou refusez.', '9.1'],
  combat: ['Use the Avantage to have both players roll again, or decline.', 'Utilisez l’Avantage pour faire relancer les deux joueurs, ou refusez.', '9.1'],
  bombard: ['Use the Avantage to roll the bombardment again, or decline.', 'Utilisez l’Avantage pour relancer le bombardement, ou refusez.', '9.1'],
  prolong: ['Use the Avantage to prolong the turn, or decline.', 'Utilisez l’Avantage pour prolonger le tour, ou refusez.', '9.4'],
};
export const ADVANTAGE_OTHER: Line = ['Use the Avantage on this roll, or decline.', 'Utilisez l’Avantage sur ce jet, ou refusez.', '9.0'];
