// The game's words in French (see en.ts for what they are), in the aid's French terms: barrage
// d'ouragan, jet du crépuscule, « Haig décide », Avantage, PC, unité de pointe, unité avancée.
import { unitName } from '../state.ts';
import { sideFrF } from '../text.ts';
import { type Words, en } from './en.ts';

export const fr: Words = {
  prompt: {
    place: 'Choisissez où cette unité entre sur la carte (un renfort, ou une Garnison remplacée).',
    impulse: 'Choisissez une zone à activer pour un Assaut ou un Regroupement, ou passez.',
    regroup: 'Regroupement : déplacez une à une les unités de la zone active, puis terminez l’impulsion.',
    assault: 'Assaut : tirez le barrage d’ouragan, placez les marqueurs, déplacez les unités une à une, puis attaquez une zone ou terminez l’impulsion.',
    opening: 'Tirez le barrage d’ouverture sur sa cible suivante.',
    'hb-primary': 'Choisissez la cible principale du barrage d’ouragan.',
    'barrage-absorb': 'Absorbez les PC du barrage : choisissez une unité à épuiser ou éliminer.',
    'attack-select': 'Choisissez les unités qui se joignent à l’attaque, puis résolvez-la.',
    point: 'Choisissez l’unité de pointe de l’attaque ; vous lancez ensuite 2d6, avant que le défenseur choisisse son unité avancée.',
    absorb: 'Absorbez les PC de l’attaque : choisissez une unité à épuiser, réduire, retraiter ou éliminer.',
    'voluntary-retreat': 'Retraitez des défenseurs si vous le souhaitez, puis Terminé.',
    overrun: 'Débordement : poursuivez avec les unités qui débordent et attaquez encore, ou arrêtez.',
    buy: 'Achetez des marqueurs d’artillerie avec vos points de munitions, puis Terminé.',
    'tank-advantage': 'Dépensez l’Avantage pour remettre en état un char épuisé sans jet, ou gardez-le.',
    refresh: 'Choisissez une unité d’infanterie épuisée à ravitailler.',
    cavalry: 'Démontez la cavalerie ou échangez une cavalerie retirée contre le rétablissement d’une infanterie, puis Terminé.',
    other: 'Choisissez votre action.',
  },
  advantage: {
    weather: 'Dépensez l’Avantage pour inverser le jet de météo de l’aube, ou gardez-le.',
    repulse: 'Dépensez l’Avantage pour changer cet échec en impasse, ou gardez-le.',
    success: 'Dépensez l’Avantage pour changer ce succès en impasse, ou gardez-le.',
    ammo: 'Dépensez l’Avantage pour 2d6 points de munitions de plus, ou gardez-le.',
    haig: 'Dépensez l’Avantage pour poursuivre la partie après le jet « Haig décide », ou gardez-le.',
  },
  forward: (at) => `Le total d’attaque est de ${at} : choisissez l’unité avancée de la défense, puis lancez 2d6.`,
  chance: {
    weather: () => 'jet de météo (1-4 Couvert, 5-6 Dégagé)',
    hurricane: () => 'barrage d’ouragan : jet de l’attaquant, jet du défenseur',
    attack: () => 'combat : l’attaquant lance 2d6',
    defense: () => 'combat : le défenseur lance 2d6',
    sunset: () => 'jet du crépuscule britannique (2d6)',
    demolition: () => 'jet de destruction du pont',
    'hb-refresh': () => 'jet de rétablissement du barrage d’ouragan',
    ammo: (side) => `munitions ${side ? `${sideFrF(side)}s` : ''}`,
    'advantage-ammo': () => 'Avantage : 2d6 munitions de plus',
    refit: (_side, u) => `jet de remise en état ${u !== undefined ? `de ${unitName(u)}` : 'du char'}`,
    haig: () => 'jet « Haig décide »',
  },
};

/** The words in `lang` (French, else English). */
export const words = (lang: string | undefined): Words => (lang === 'fr' ? fr : en);

/** The French name of each step, for refusals ("(étape impulsion)"). */
export const STEP_FR: Record<string, string> = {
  idle: 'attente',
  roll: 'jet de dés',
  place: 'placement des renforts',
  advantage: 'Avantage',
  impulse: 'impulsion',
  regroup: 'regroupement',
  assault: 'assaut',
  opening: 'barrage d’ouverture',
  'hb-primary': 'cible principale du barrage d’ouragan',
  'barrage-absorb': 'PC du barrage',
  'attack-select': 'choix des unités du combat',
  point: 'unité de pointe',
  forward: 'unité avancée',
  absorb: 'PC du combat',
  'voluntary-retreat': 'retraite volontaire',
  overrun: 'débordement',
  buy: 'achat de marqueurs d’artillerie',
  'tank-advantage': 'Avantage : remise en état d’un char',
  refresh: 'rétablissement',
  cavalry: 'cavalerie',
  over: 'partie terminée',
};

/** The scenarios in French (the shell is bilingual; issue 14). */
export const SCENARIO_TEXTS: Record<string, Record<string, { label: string; description: string }>> = {
  campaign: {
    fr: {
      label: 'Campagne, 20-26 novembre 1917',
      description:
        'Toute la bataille : les Britanniques doivent avoir 20 marqueurs de contrôle ravitaillés (ou le nombre de l’option de handicap) à la fin, ou quand Haig arrête l’offensive.',
    },
  },
  'first-day': {
    fr: {
      label: 'Le premier jour, 20 novembre 1917',
      description:
        'Le tour spécial du 20 novembre seul : les Britanniques doivent tenir un nombre de marqueurs de contrôle ravitaillés à la tombée de la nuit (reconstitué).',
    },
  },
};
