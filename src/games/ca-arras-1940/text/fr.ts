// The 1940 edition's words in French (see en.ts for what they are), in the terms of the Battles
// edition's French rulebook: Secteur (Area), Zone, Initiative (Momentum), Impulsion, Fraîche /
// Fatiguée (Fresh / Spent), Avantage, Unité de Pointe (Lead Attacking Unit), Unité Avancée (Lead
// Defending Unit), Débordement (Overrun), PP, points de pertes (Attrition Points), PM (MF), PV (VP),
// Chef (Leader), jet (dr, DR). The glossary is in docs/games/ca-arras-1940.md.
import { AREA_BY_ID } from '../data.ts';
import type { Side } from '../state.ts';
import type { IllegalInfo, LogEntry } from '../../../kernel/game.ts';
import { type Words, en } from './en.ts';

const SIDE: Record<Side, string> = { allied: 'allié', german: 'allemand' };
/** "Le joueur allié". */
const Player = (s: Side) => `Le joueur ${SIDE[s]}`;
const zone = (a: number) => !!AREA_BY_ID[a].zone;
/** "Secteur 5 (Beaurains)" / "Zone A (Cambrai)". */
const area = (a: number) => {
  const d = AREA_BY_ID[a];
  return d.zone ? `Zone ${d.label} (${d.name})` : `Secteur ${d.id} (${d.name})`;
};
const short = (a: number) => (zone(a) ? `Zone ${AREA_BY_ID[a].label}` : `Secteur ${a}`);
/** "le Secteur 5 (Beaurains)" / "la Zone A (Cambrai)". */
const le = (a: number) => `${zone(a) ? 'la' : 'le'} ${area(a)}`;
const Le = (a: number) => `${zone(a) ? 'La' : 'Le'} ${area(a)}`;
/** "au Secteur 5" / "à la Zone A". */
const au = (a: number) => `${zone(a) ? 'à la' : 'au'} ${area(a)}`;
/** "du Secteur 5" / "de la Zone A". */
const du = (a: number) => `${zone(a) ? 'de la' : 'du'} ${area(a)}`;
/** The phases of the terminal picture. */
const PHASE: Record<string, string> = {
  bid: 'enchères',
  setup: 'déploiement',
  momentum: 'Initiative',
  combat: 'combat',
  reorganization: 'Réorganisation',
  end: 'phase finale',
  over: 'partie terminée',
};
const signed = (n: number) => (n > 0 ? ` +${n}` : n < 0 ? ` ${n}` : '');
const s = (n: number) => (n > 1 ? 's' : '');

export const fr: Words = {
  area,
  side: (side: Side) => (side === 'allied' ? 'Allié' : 'Allemand'),
  render: {
    head: (turn, phase, momentum, impulse, advantage, vp, needed) =>
      `Tour ${turn}/7 (${13 + turn} h)  Phase : ${PHASE[phase] ?? phase}  Initiative : ${momentum} Impulsion ${impulse}  Avantage : ${advantage}  PV alliés : ${vp} (il en faut ${needed})`,
    inUse: 'en cours d’usage',
    rerolls: (allied, german) => `Marqueurs de Relance : allié ${allied ? 'disponible' : 'utilisé'}, allemand ${german ? 'disponible' : 'utilisé'}`,
    air: (allied, german) => `   Aviation : alliée ${allied ? 'prête' : '-'}, allemande ${german ? 'prête' : '-'}`,
    bonus: '   Allemands +1 PM (6.1.2)',
    vp: 'PV',
    star: (star) => `étoile ${star === 'white' ? 'blanche' : star === 'black' ? 'noire' : star}`,
    contested: 'CONTESTÉ',
    spent: 'Fatiguée',
    unreleased: 'non libérée',
    eliminated: 'Éliminées',
    overrun: 'Sur la piste des tours (Débordement)',
    removed: 'Définitivement retirées',
    wounded: 'Chefs blessés',
    killed: 'Chefs tués',
    combat: (a, av, dv, dice, apLeft) => `Combat dans ${le(a)} : VA ${av} VD ${dv}, dés ${dice.join(' ')}${apLeft ? `, PP à encaisser ${apLeft}` : ''}`,
    over: (winner, automatic, detail) => `PARTIE TERMINÉE : victoire ${automatic ? 'automatique' : 'opérationnelle'} (${winner}) - ${detail}`,
  },
  term: {
    combinedArms: 'armes combinées',
    airSupport: 'appui aérien',
    coordination: 'coordination (18.5)',
    fresh: 'Fraîche',
    tem: 'MET',
    canal: 'canal',
    water: 'cours d’eau',
    leader: 'Chef',
    airMarker: 'pion de bombardement aérien',
    support: (unit) => `appui ${unit}`,
    moreThanFour: 'plus de quatre unités',
    artilleryInArea: 'artillerie dans la zone',
  },
  preview: {
    av: (av, parts) => `Valeur d’Attaque ${av} = ${parts}`,
    dv: (dv, parts) => `Valeur Défensive ${dv} = ${parts} (si la défense choisit sa meilleure Unité Avancée)`,
    attackValue: 'Valeur d’attaque',
    defenseValue: 'Valeur de défense',
  },
  log: {
    historicalSetup: 'Déploiement historique : chaque unité commence dans son secteur historique.',
    groupSetUp: (side, group, a) => `Le groupe ${side === 'allied' ? 'allié' : 'allemand'} ${group} se déploie dans ${le(a)}.`,
    bidSealed: (side, vp) => `Le siège ${SIDE[side]} mise en secret ${vp} PV pour le commandement allié.`,
    bidsRevealed: (allied, german) => `Mises révélées : ${allied} (siège allié), ${german} (siège allemand).`,
    bidsSettled: (swap, vp) => `Le siège ${swap ? 'allemand' : 'allié'} commande les Alliés ; une victoire opérationnelle demande ${vp} PV.`,
    bidTie: (dr, swap) => `Mises égales : jet ${dr} - le siège ${swap ? 'allemand' : 'allié'} prend les Alliés.`,
    momentumPhase: (turn) => `Tour ${turn} (${13 + turn} h) : phase d’Initiative.`,
    germanAirPlaced: 'Le pion de bombardement aérien allemand est placé dans sa case d’attente.',
    alliedAirWithdrawn: 'Le pion de bombardement aérien allié est retiré.',
    automaticMomentum: (side, turn) => `Initiative ${SIDE[side]}e automatique au tour ${turn}.`,
    frenchAuto: 'Le Corps de Cavalerie français est libéré automatiquement.',
    reserveAuto: 'Le 9th Durham Light Infantry est libéré automatiquement.',
    panzerAuto: 'Le 25e régiment de panzers est libéré automatiquement.',
    fifthAuto: 'Les Alliés ont donné l’assaut au Secteur 1 ou 3 : les éléments de la 5e Panzer sont libérés.',
    frenchReleased: (dr) => `Jet de libération français ${dr} : le Corps de Cavalerie est libéré.`,
    frenchNotReleased: (dr) => `Jet de libération français ${dr} : pas de libération ; il le sera au tour 3.`,
    reserveReleased: (dr) => `Jet de la réserve britannique ${dr} : le 9th Durham est libéré.`,
    reserveNotReleased: (dr) => `Jet de la réserve britannique ${dr} : pas de libération ; elle le sera au tour 4.`,
    panzerReleased: (dr, drm, total) =>
      `Jet de libération des panzers ${dr}${drm ? ` +${drm} (15.3.1 les Alliés tournent vers l’est)` : ''} = ${total} : le 25e régiment de panzers est libéré.`,
    panzerNotReleased: (dr, drm, total) =>
      `Jet de libération des panzers ${dr}${drm ? ` +${drm}` : ''} = ${total} : pas de libération ; automatique au prochain tour.`,
    rommelNorth: (dr, drm, total, north) =>
      `Rommel se tourne vers le nord, jet ${dr} +${drm} = ${total} : ${north ? 'les unités allemandes peuvent désormais entrer dans les Secteurs bleus (8.3.2 levée)' : '8.3.2 s’applique jusqu’à la fin de la partie'}.`,
    fifthReleased: (dr) => `Jet de la 5e Panzer ${dr} : les trois unités de la Zone A sont libérées.`,
    fifthNotReleased: (dr, last) =>
      `Jet de la 5e Panzer ${dr} : pas de libération${last ? ' ; elles restent dans la Zone A jusqu’à la fin de la partie' : ' ce tour'}.`,
    momentum: (allied, drm, total, german, winner) =>
      `Initiative : jet allié ${allied}${signed(drm)} = ${total}, jet allemand ${german} : Initiative ${SIDE[winner]}e${total === german ? ' (l’égalité profite au joueur allemand)' : ''}.`,
    advantagePasses: (side) => `L’Avantage passe au joueur ${SIDE[side]} avec l’Initiative.`,
    advantageTo: (side) => `L’Avantage passe au joueur ${SIDE[side]}.`,
    germanBonus: 'Les unités allemandes à 5 PM ont 6 PM ce tour.',
    noFreshBoth: 'Aucun camp n’a d’unité Fraîche : la phase de combat prend fin.',
    noFresh: (side) => `${Player(side)} n’a pas d’unité Fraîche : l’Initiative change de camp.`,
    reset: (side) => `${Player(side)} utilise l’Avantage pour remettre à zéro la piste d’Impulsion : toutes les unités Fatiguées redeviennent Fraîches.`,
    momentumDr: (side, impulse, dr, lost) =>
      `Jet d’Initiative ${SIDE[side]} pour l’Impulsion ${impulse} : ${dr} - ${lost ? 'Initiative perdue' : 'Initiative conservée'}.`,
    momentumDrRolled: (dr, impulse) => `Jet d’Initiative ${dr} (Impulsion ${impulse}).`,
    impulseOne: (side) => `Impulsion ${SIDE[side]}e 1.`,
    passes: (side) => `${Player(side)} passe.`,
    bothPassed: 'Les deux joueurs ont passé lors d’Impulsions consécutives : la phase de combat prend fin.',
    assault: (side, impulse, a) => `Impulsion ${SIDE[side]}e ${impulse} : Assaut, Secteur Actif : ${area(a)}.`,
    moves: (unit, a, cost, stop) => `${unit} entre dans ${le(a)} (${cost} PM${stop ? ', s’arrête' : ''}).`,
    attack: (side, mandatory, a) => `Attaque ${SIDE[side]}e ${mandatory ? 'obligatoire' : 'facultative'} contre ${le(a)}.`,
    leadAttacker: (unit) => `Unité de Pointe : ${unit}.`,
    leadDefender: (unit) => `Unité Avancée : ${unit}.`,
    values: (av, avParts, dv, dvParts) => `Valeur d’Attaque ${av} (${avParts}) ; Valeur Défensive ${dv} (${dvParts}).`,
    totals: (av, ad, at, dv, dd, dt) => `Total d’Attaque ${av} + ${ad} = ${at} ; Total Défensif ${dv} + ${dd} = ${dt}.`,
    rerollMarker: (side) => `${Player(side)} utilise son marqueur de Relance : les quatre dés sont relancés.`,
    rerollAdvantage: (side) => `${Player(side)} utilise l’Avantage pour exiger une relance.`,
    rerollMomentum: (side) => `${Player(side)} utilise l’Avantage pour exiger une relance du jet d’Initiative.`,
    rerollBombardment: (side) => `${Player(side)} utilise l’Avantage pour exiger une relance du bombardement.`,
    repulse: (at, dt, lead) => `Attaque repoussée (${at} < ${dt}) : ${lead} est éliminée ; les autres attaquants sont Fatigués.`,
    mandatoryRepulsed: 'L’attaque obligatoire a été repoussée : toutes les unités participantes retraitent.',
    stalemate: (at, dt) => `Impasse (${at} = ${dt}) : toutes les unités attaquantes sont Fatiguées.`,
    success: (at, dt, ap) => `Succès (${at} > ${dt}) : le défenseur doit encaisser ${ap} point${s(ap)} de pertes.`,
    cannotRetreat: (unit) => `${unit} ne peut pas retraiter et est éliminée.`,
    cannotRetreatAp: (unit) => `${unit} ne peut pas retraiter et est éliminée (1 PP).`,
    retreats: (unit, from, to) => `${unit} retraite ${du(from)} vers ${le(to)}.`,
    endAssault: (side) => `${Player(side)} termine l’Impulsion d’Assaut.`,
    wipedOut: (ap, capacity, side, a) =>
      `${ap} PP pour une capacité de ${capacity} : toutes les unités ${SIDE[side]}es ${zone(a) ? 'de la' : 'du'} ${area(a)} sont éliminées.`,
    overrun: 'Débordement ! Les unités de l’attaque peuvent être activées une seconde fois.',
    flips: (unit) => `${unit} est retournée Fatiguée (1 PP).`,
    eliminated: (unit, ap) => `${unit} est éliminée (${ap} PP).`,
    spentRetreat: '(1 PP pour la retraite d’une unité Fatiguée.)',
    overrunsInto: (unit, a) => `${unit} déborde dans ${le(a)}.`,
    overrunAttack: (a) => `Attaque de Débordement contre ${le(a)} (aucun autre Débordement n’est possible).`,
    bombardment: (side, impulse, a, artillery) => `Impulsion ${SIDE[side]}e ${impulse} : bombardement ${du(a)} par ${artillery}.`,
    airBombardment: (side, impulse, a) => `Impulsion ${SIDE[side]}e ${impulse} : bombardement aérien ${du(a)}.`,
    supports: (unit) => `${unit} appuie le bombardement (+2).`,
    mistakenTarget: (side, unit) => `${Player(side)} désigne ${unit} comme cible principale de l’attaque par erreur.`,
    primary: (unit) => `Cible principale : ${unit}.`,
    bombardValues: (av, dv) => `Bombardement : Valeur d’Attaque ${av}, Valeur Défensive ${dv}.`,
    bombardTotals: (at, dt) => `Total d’Attaque ${at}, Total Défensif ${dt}.`,
    mistaken: (ap) => `Attaque par erreur : jets égaux dans un Secteur Contesté - l’attaquant subit ${ap} PP.`,
    bombardSucceeds: (ap) => `Le bombardement réussit : ${ap} PP.`,
    bombardFails: 'Le bombardement reste sans effet.',
    reorganizationPhase: (turn) => `Tour ${turn} : phase de Réorganisation.`,
    kia: (unit, dr) => `${unit}, jet de sort ${dr} : tué au combat.`,
    wounded: (unit, dr) => `${unit}, jet de sort ${dr} : légèrement blessé, revient au prochain tour.`,
    returnsNow: (unit, dr) => `${unit}, jet de sort ${dr} : revient en jeu immédiatement.`,
    leaderReturns: (unit, a) => `${unit} revient en jeu dans ${le(a)}.`,
    reorganized: (unit, a, removed) => `${unit} est réorganisée dans ${le(a)} ; ${removed} est définitivement retirée.`,
    rally: (side, unit, a) => `${Player(side)} utilise l’Avantage pour rallier ${unit} dans ${le(a)}.`,
    endPhase: (turn) => `Tour ${turn} : phase finale.`,
    turnVp: (vp, detail, total) => `PV alliés ce tour : ${vp}${detail.length ? ` (${detail.join(', ')})` : ''} ; total ${total}.`,
    gortContinues: (dr, vp, total) => `Gort décide : jet ${dr} + ${vp} PV = ${total} : l’offensive continue.`,
    gortStops: (dr, vp, total) => `Gort décide : jet ${dr} + ${vp} PV = ${total} : Gort arrête l’offensive.`,
    gortChanged: 'Le joueur allié utilise l’Avantage pour faire changer Gort d’avis : la partie continue.',
    losses: (german, allied, total) =>
      `Pertes : +${german} pour les unités allemandes perdues, -${allied} pour les unités alliées perdues ; total final ${total} PV.`,
    victory: (side, automatic, detail) => `Victoire ${automatic ? 'automatique' : 'opérationnelle'} ${SIDE[side]}e : ${detail}.`,
  },
  result: {
    path: (z) => `la Zone ${z}, sous Contrôle allié, est reliée à la Zone E (Lens) par des Secteurs sous Contrôle allié`,
    arras: (south) => `le joueur allemand contrôle Arras et les Alliés contrôlent ${south} Secteur${s(south)} au sud de la Scarpe`,
    gort: 'Lord Gort a arrêté l’offensive (18.2)',
    won: (vp, needed) => `${vp} PV (il en fallait ${needed})`,
    short: (vp, needed) => `les Alliés ont ${vp} PV, il en fallait ${needed}`,
  },
  chance: {
    'bid-tie': 'mises égales : 1-3 le siège allié garde les Alliés, 4-6 le siège allemand les prend',
    'french-release': 'jet de libération du Corps de Cavalerie français (4-6 : libéré)',
    'reserve-release': 'jet de libération de la réserve britannique (4-6 : libérée)',
    'panzer-release': 'jet de libération du 25e régiment de panzers (4-6 : libéré)',
    'rommel-north': 'jet « Rommel se tourne vers le nord »',
    'fifth-panzer': 'jet de libération de la 5e Panzer',
    'momentum-phase': 'Initiative : jet allié, puis jet allemand',
    momentum: (impulse) => `jet d’Initiative pour l’Impulsion ${impulse}`,
    bombardment: 'bombardement : jet de l’attaquant (2 dés), puis jet du défenseur (2 dés)',
    combat: 'combat : jet de l’attaquant (2 dés), puis jet du défenseur (2 dés)',
    'leader-fate': (unit) => `sort de ${unit ?? 'ce Chef'} (1-2 tué, 3-4 blessé, 5-6 revient)`,
    gort: 'jet « Gort décide »',
  },
  describe: {
    dice: (dice) => `dés ${dice.join(' ')}`,
    bid: (vp) => `miser ${vp} PV pour le commandement allié (17.1)`,
    place: (group, a) => `déployer le groupe ${group} dans ${le(a)} (5.3)`,
    rollMomentum: 'lancer le dé d’Initiative (6.2.1)',
    reset: 'utiliser l’Avantage pour remettre à zéro la piste d’Impulsion (13.1B)',
    assault: (a) => `Impulsion d’Assaut : activer ${le(a)} (6.2.3)`,
    bombard: (artillery, a) => `Impulsion de bombardement : ${artillery} bombarde ${le(a)} (10.1)`,
    air: (a) => `bombardement aérien ${du(a)} (18.6)`,
    pass: 'Passer l’Impulsion (6.2.5)',
    move: (unit, a, cost) => `déplacer ${unit} ${au(a)}${cost !== null ? ` (${cost} PM)` : ''}`,
    attack: (a) => `attaquer ${le(a)} (9.0)`,
    end: 'terminer l’Impulsion',
    join: (unit) => `${unit} se joint à l’attaque (9.2)`,
    resolve: 'résoudre l’attaque avec les unités choisies',
    leadAttacker: (unit) => `${unit} est l’Unité de Pointe (9.4.2A)`,
    leadDefender: (unit) => `${unit} est l’Unité Avancée (9.4.3A)`,
    acceptGort: 'accepter la décision de Gort (la partie prend fin)',
    accept: 'accepter le jet',
    rerollMarker: 'relancer avec le marqueur de Relance (13.4)',
    rerollAdvantage: 'utiliser l’Avantage pour exiger une relance (13.1A)',
    support: (unit) => `${unit} appuie le bombardement (+2, 10.3B)`,
    noSupport: 'aucune artillerie en appui',
    primary: (unit) => `${unit} est la cible principale (10.2.1)`,
    flip: (unit) => `retourner ${unit} Fatiguée (1 PP)`,
    eliminate: (unit, ap) => `éliminer ${unit} (${ap} PP)`,
    noRetreat: (unit) => `${unit} retraite - aucune retraite possible, éliminée (1 PP, 11.2.4)`,
    absorbRetreat: (unit, a) => `${unit} retraite ${au(a)} (1 PP)`,
    retreat: (unit, a) => `${unit} retraite ${au(a)} (11.2)`,
    done: 'terminé',
    overrun: (unit, a) => `${unit} déborde dans ${le(a)} (9.4.4)`,
    placeLeader: (unit, a) => `${unit} revient dans ${le(a)} (12.2)`,
    reorganize: (unit, a, removed) => `réorganiser ${unit} dans ${le(a)} en retirant définitivement ${removed} (12.1)`,
    rally: (unit, a) => `utiliser l’Avantage pour rallier ${unit} dans ${le(a)} (13.2)`,
    changeGort: 'utiliser l’Avantage pour faire changer Gort d’avis (18.2.1)',
  },
  refuse: {
    mandatoryFirst: 'une attaque obligatoire doit être faite avant la fin de l’Impulsion',
    notYours: (unit) => `${unit} n’est pas à vous`,
    notEligible: (unit, a) => `${unit} n’était pas Fraîche dans le Secteur Actif (${area(a)}) au début de l’Impulsion`,
    finished: (unit) => `${unit} a terminé son mouvement pour cette Impulsion (les unités se déplacent une à une)`,
    attacked: (a) => `${Le(a)} a été attaqué${zone(a) ? 'e' : ''} pendant cette Impulsion : aucune autre unité ne peut y entrer`,
    bid: (max) => `une mise est un nombre entier de PV de 0 à ${max}`,
    notNow: (action, step) => `${action} n’est pas possible maintenant (${step})`,
    areaHelp: (first, last) => `les Secteurs vont de 1 à 30, les Zones de ${first} à ${last}`,
    unknownScenario: (id) => `scénario inconnu « ${id} » ; scénarios : standard, historical`,
    noDice: 'aucun jet n’est dû',
    prohibited: (from, to) => `le mouvement entre ${short(from)} et ${short(to)} est interdit`,
    notAdjacent: (from, to) => `${short(to)} n’est pas adjacent${zone(to) ? 'e' : ''} à ${short(from)}`,
    germanZone: (to) => `les unités allemandes ne peuvent pas entrer dans ${le(to)}`,
    blue: (to) => `les unités allemandes ne peuvent pas entrer dans ${le(to)} : il porte un identifiant bleu (secteur opérationnel allié)`,
    zoneC: 'les unités alliées ne peuvent pas entrer dans la Zone C',
    betweenAB: 'les unités alliées en Zone A ou B ne peuvent pas passer d’une de ces Zones à l’autre',
    exitToAB: 'les unités alliées n’entrent en Zone A ou B qu’en sortant d’un Secteur 2, 4, 6, 7 ou 8 sous Contrôle allié',
    area21: 'aucune unité ne peut entrer dans le Secteur 21 avant la libération du Corps de Cavalerie français',
    area19: 'aucune unité ne peut entrer dans le Secteur 19 avant la libération du 25e régiment de panzers',
    zoneAto1: 'les unités alliées ne peuvent pas aller de la Zone A au Secteur 1',
    turn1: 'les unités alliées ne peuvent pas entrer dans les Secteurs 1 et 3 au tour 1',
    zoneFirst: 'on n’entre dans une Zone qu’avec une unité qui commence son mouvement dans un Secteur ou une Zone adjacents',
    stacking: (to, limit) => `${Le(to)} contient déjà ${limit} unités amies`,
    contested: 'les unités d’un Secteur Contesté doivent d’abord gagner un Secteur Libre avant d’entrer dans un Secteur Contrôlé ou Contesté par l’ennemi',
    unaccompanied: (leader) =>
      `les ${leader ? 'Chefs' : 'unités d’Artillerie'} n’entrent dans un Secteur sous Contrôle ennemi non contesté qu’accompagnés d’une unité d’un autre type : déplacez-la d’abord`,
    antitank:
      'les unités antichars et de DCA n’entrent dans un Secteur sous Contrôle ennemi non contesté occupé par l’ennemi qu’accompagnées de Blindés ou d’Infanterie : déplacez-les d’abord',
    allMfType: 'seules l’Infanterie et les Chefs franchissent une limite d’eau sans pont',
    allMfMoved: 'franchir une limite d’eau sans pont coûte TOUS les PM : l’unité ne doit pas encore avoir bougé',
    cost: (to, cost, left) => `entrer dans ${zone(to) ? 'la' : 'le'} ${short(to)} coûte ${cost} PM ; il en reste ${left}`,
  },
  steps: {
    bid: 'les enchères',
    setup: 'le déploiement',
    roll: 'un jet de dés',
    'reroll-offer': 'accepter ou relancer',
    'impulse-start': 'le début d’une Impulsion',
    impulse: 'une Impulsion',
    assault: 'l’Assaut',
    'attack-select': 'l’attaque',
    'lead-attacker': 'l’Unité de Pointe',
    'lead-defender': 'l’Unité Avancée',
    support: 'l’artillerie en appui',
    primary: 'la cible principale',
    'combat-reroll': 'le jet de combat',
    absorb: 'l’encaissement des pertes',
    retreat: 'une retraite',
    'voluntary-retreat': 'les retraites volontaires',
    overrun: 'le Débordement',
    reorganize: 'la Réorganisation',
    'gort-mind': 'la décision de Gort',
    over: 'la fin de la partie',
  },
  scenarios: {
    standard: {
      label: 'Standard (déploiement libre, 5.3)',
      description: 'Unités obligatoires placées, puis les groupes se déploient en alternance, les Alliés d’abord.',
    },
    historical: { label: 'Déploiement historique (18.1)', description: 'Chaque unité dans son secteur historique.' },
  },
  options: {
    'historical-setup': 'Déploiement historique',
    'historical-attack-path': 'Axe d’attaque historique : au tour 1, aucun mouvement, attaque ni bombardement allié dans les Secteurs 1 et 3',
    gort: 'Gort décide',
    'rommel-north': 'Rommel se tourne vers le nord',
    'fifth-panzer': 'Éléments de la 5e Panzerdivision',
    coordination: 'Coordination et coopération sur le champ de bataille',
    'german-air': 'Pion de bombardement aérien allemand (tours 4 à 7)',
    'allied-air': 'Pion de bombardement aérien allié (tours 1 à 3)',
    bids: 'Enchères : mises secrètes en PV pour le commandement allié',
  },
};

/** The words in `lang` (French, else English). */
export const words = (lang: string | undefined): Words => (lang === 'fr' ? fr : en);

/** A log entry in English and French: `log?.(told(rule, (w) => w.log.x(...)))` builds no text without a log. */
export const told = (rule: string, say: (w: Words) => string): LogEntry => ({ rule, text: say(en), texts: { fr: say(fr) } });
/** A refusal in English and French, naming its rule. */
export const refusal = (rule: string | null, say: (w: Words) => string): IllegalInfo => ({ message: say(en), rule, texts: { fr: say(fr) } });
