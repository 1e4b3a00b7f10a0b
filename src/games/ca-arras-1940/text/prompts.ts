// The prompt of each decision (issue 14): one sentence in the game's own terms, with its rule, in
// English and French, as [English, French, rule]. Each step of the rules (rules/NN-*.ts) names its own.
import type { Line } from '../rules/common.ts';

export const PROMPTS = {
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
} satisfies Record<string, Line>;
