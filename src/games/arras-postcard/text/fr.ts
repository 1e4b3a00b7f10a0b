// The game's words in French (see en.ts for what they are).
import { type Words, en } from './en.ts';

export const fr: Words = {
  prompt: {
    choose: 'Choisissez votre prochaine phase : mouvement, combat ou récupération.',
    movement: 'Déplacez vos unités : choisissez une unité, puis l’hexagone d’arrivée ; terminez la phase ensuite.',
    combat: 'Attaquez : choisissez une unité ennemie, puis les attaquants ; terminez la phase ensuite.',
    flak: 'Tirez au 88 sur un char attaquant, ou retenez le tir.',
    retreat: 'Choisissez l’hexagone où l’unité battue retraite.',
    loss: 'Choisissez l’unité attaquante éliminée.',
    advance: 'Avancez une unité victorieuse dans l’hexagone libéré, ou arrêtez.',
    other: 'Choisissez votre action.',
  },
  scenario: {
    label: '21 mai 1940',
    description: 'La contre-attaque britannique au sud d’Arras contre la 7e Panzer et la SS Totenkopf ; 8 tours, les Alliés jouent en premier.',
  },
  shiftThenCap: 'Autre lecture de 8.1/8.2 : le décalage de 8.2 depuis une cote inférieure à 1:2 (1:3 devient 1:2), puis les limites (la décision 8 plafonne d\'abord)',
};

/** The words in `lang` (French, else English). */
export const words = (lang: string | undefined): Words => (lang === 'fr' ? fr : en);
