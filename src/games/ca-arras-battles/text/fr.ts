// The Battles edition's log in French (see en.ts for what each text is), in the terms of the French
// rulebook: Secteur, Zone, Initiative, Impulsion, Fraîche / Fatiguée, Avantage, Unité de Pointe, Unité
// Avancée, Débordement, PP (Points de Pertes), FM, PV, jd (jet de dé).
import { type IllegalInfo, type LogEntry, RuleError } from '../../../kernel/game.ts';
import { SECTOR_BY_ID } from '../data.ts';
import type { BattlesState, Side } from '../state.ts';
import { type AssaultTerm, type VpPart, type Words, en, labels } from './en.ts';
import { TheSector, auSector, duSector, inSector, name, plural, sectorFr, sideFr, theSector } from './names.ts';

/** A sector or zone with its article, as a step's refusal names it: "le Secteur 5", "la Zone A". */
const labelFr = (a: number) => (SECTOR_BY_ID[a].zone ? `Zone ${SECTOR_BY_ID[a].label}` : `Secteur ${a}`);
const leFr = (a: number) => `${SECTOR_BY_ID[a].zone ? 'la' : 'le'} ${labelFr(a)}`;
const auFr = (a: number) => (SECTOR_BY_ID[a].zone ? `à la ${labelFr(a)}` : `au ${labelFr(a)}`);
const cap = (t: string) => t[0].toUpperCase() + t.slice(1);

/** "Le joueur allié". */
const PlFr = (s: Side) => `Le joueur ${sideFr(s)}`;
/** How a game ended, in French. */
const KIND_FR: Record<string, string> = {
  automatic: 'Victoire Automatique (11.1)',
  gort: 'Décision de Gort (13.5)',
  final: 'Vérification de la Victoire (11.3)',
};
const WHO = { french: 'Corps de Cavalerie Français', panzer: 'Bataillons de Panzers', fifth: 'Éléments de la 5e Panzer Division' };

const TERM = (t: AssaultTerm) => {
  switch (t.k) {
    case 'unit':
      return en.term(t);
    case 'others':
      return `+${t.n} autres unités`;
    case 'mixed':
      return '-1 nationalités mêlées';
    case 'river':
      return '-1 rivière';
    case 'fresh':
      return `+${t.n} unités Fraîches`;
    case 'tem':
      return `+${t.n} MET`;
    case 'rommel':
      return '+2 Rommel';
  }
};

export const fr: Words = {
  log: {
    turn: (turn, clock) => `Tour ${turn} (${clock}).`,
    frenchAuto: 'Le Corps de Cavalerie Français arrive (automatique au tour 3, 17:00).',
    britishReserve: 'Une unité britannique est à Ficheux, Mercatel, Wancourt ou Neuville : le 9e Durham (groupe J) est relâché.',
    earlyReserve: (vp) => `Les Alliés ont ${vp} PV : la réserve britannique arrive.`,
    panzerAuto: 'Les bataillons de Panzers (groupe L) arrivent automatiquement (19:00).',
    autoInitiative: (side, turn) => `${PlFr(side)} a automatiquement l'Initiative au tour ${turn}.`,
    // "le Corps" is singular
    released: (who, dr) => `${WHO[who]} : jd ${dr} - ${who === 'french' ? 'il peut' : 'ils peuvent'} bouger et attaquer dès ce tour.`,
    notReleased: (who, turn, dr) =>
      `${WHO[who]} : jd ${dr} - ${
        who === 'fifth'
          ? turn === 6
            ? 'ils ne peuvent rien faire ce tour'
            : "ils restent à Cambrai jusqu'à la fin de la partie"
          : who === 'french'
            ? 'il arrivera au prochain tour'
            : 'ils arriveront au prochain tour'
      }.`,
    rommel: (dr, drm, total, north) =>
      `Rommel part au nord : jd ${dr}${drm ? ` +${drm}` : ''} = ${total} : ${north ? 'les restrictions de mouvement allemandes de 5.1.2 sont levées' : 'la règle 5.1.2 reste appliquée ; nouveau jet au prochain tour'}.`,
    initiativeTie: (d, mod, allied, german) =>
      `Initiative : allié ${d[0]}+${d[1]}${mod} = ${allied}, allemand ${d[2]}+${d[3]} = ${german} : égalité, les deux joueurs relancent.`,
    initiative: (d, mod, allied, german, winner) =>
      `Initiative : allié ${d[0]}+${d[1]}${mod} = ${allied}, allemand ${d[2]}+${d[3]} = ${german} : le joueur ${sideFr(winner)} a l'Initiative.`,
    air: (allied, german) => `Pions de Soutien Aérien ce tour : allié ${allied}, allemand ${german}.`,
    combatPhase: (side) => `Phase de Combat : le joueur ${sideFr(side)} a l'Initiative.`,
    noneFresh: "Aucun joueur n'a plus d'unités Fraîches : la Phase de Combat est terminée.",
    noFresh: (side) => `${PlFr(side)} n'a plus d'unités Fraîches : l'Initiative passe.`,
    passes: (side) => `${PlFr(side)} passe.`,
    bothPassed: "Les deux joueurs ont passé l'un après l'autre : la Phase de Combat est terminée.",
    failure: (to) => `L'échec fait passer l'Initiative au joueur ${sideFr(to)}.`,
    enter: (side, impulse) => `${PlFr(side)} : impulsion ${impulse}, des unités entrent sur la carte.`,
    activate: (side, impulse, a) => `${PlFr(side)} : impulsion ${impulse}, Secteur Actif : ${sectorFr(a)}.`,
    move: (u, entering, to, cost) => `${name(u)} ${entering ? 'entre sur la carte' : 'se déplace'} ${inSector(to)} (${cost} FM).`,
    assaultInPlace: (side, a) => `${PlFr(side)} donne l'assaut aux unités ennemies du Secteur Actif contesté, ${theSector(a)}.`,
    assault: (overrun, a, units) => `${overrun ? 'Assaut de Débordement' : 'Assaut'} contre ${theSector(a)} par ${units.map(name).join(', ')}.`,
    endImpulse: (side) => `${PlFr(side)} termine l'impulsion.`,
    spearhead: (u) => `Unité de Pointe : ${name(u)}.`,
    advanced: (u) => `Unité Avancée : ${name(u)}.`,
    values: (v) => `Valeur d'Attaque (VA) ${v.av} (${v.avParts.map(TERM).join(' ')}) ; Valeur de Défense (VD) ${v.dv} (${v.dvParts.map(TERM).join(' ')}).`,
    totals: (av, a, ta, dv, d, td) => `Total d'Attaque (TA) ${av} + ${a.join('+')} = ${ta} ; Total de Défense (TD) ${dv} + ${d.join('+')} = ${td}.`,
    assaultFails: (ta, td, spearhead) =>
      `Échec (TA ${ta} ≤ TD ${td}) : l'Unité de Pointe ${name(spearhead)} est éliminée ; les autres unités en attaque sont Fatiguées ; l'Initiative va passer.`,
    assaultSucceeds: (ta, td, pp) =>
      `Réussite (TA ${ta} > TD ${td}) : les unités en attaque sont Fatiguées ; le défenseur doit absorber ${pp} Points de Pertes (PP).`,
    enteredFromEnemy: (u) => `${name(u)} est entrée depuis un secteur contenant des unités ennemies : elle est éliminée.`,
    backOffMap: (u) => `${name(u)} retourne hors de la carte.`,
    noReturn: (u) => `${name(u)} ne peut pas retraiter et est éliminée.`,
    retreats: (u, from, to) => `${name(u)} retraite ${duSector(from)} vers ${theSector(to)}.`,
    wipedOut: (pp, capacity) => `${pp} PP pour une capacité de ${capacity} : toutes les unités en défense sont éliminées.`,
    flipped: (u) => `${name(u)} devient Fatiguée (2 PP).`,
    eliminated: (u, cost) => `${name(u)} est éliminée (${cost} PP).`,
    cannotRetreat: (u) => `${name(u)} ne peut pas retraiter et est éliminée (2 PP).`,
    retreatCost: "(2 PP pour la retraite d'une unité Fatiguée.)",
    noExactLoss: (pp, target) => `Aucune perte exacte de ${pp} PP n'est possible : le défenseur doit en subir ${target} (clarification).`,
    noOverrunInPlace: "Les unités en attaque et en défense ont commencé l'Impulsion dans le même Secteur : pas de Débordement.",
    noOverrunSquare: (a) => `${TheSector(a)} a un Identificateur carré : pas de Débordement.`,
    overrun: (units) =>
      `Débordement ! ${units.map(name).join(', ')} ${plural(units.length, 'peut', 'peuvent')} continuer avec les FM restants, ou entrer dans un Secteur adjacent contenant des unités ennemies et lui donner l'assaut.`,
    bombards: (side, impulse, art, target, av, dv) =>
      `${PlFr(side)} : impulsion ${impulse}, ${name(art)} bombarde ${theSector(target)} (attaque ${av} ; défense ${dv} = MET + la plus forte unité en défense).`,
    bombardSucceeds: (ta, td, pp) => `Le bombardement réussit (TA ${ta} > TD ${td}) : ${pp} PP.`,
    bombardFails: (ta, td) => `Le bombardement échoue (TA ${ta} ≤ TD ${td}).`,
    airSupport: (side) => `${PlFr(side)} utilise un pion de Soutien Aérien : un troisième dé.`,
    artillerySupport: (u) => `${name(u)} apporte son Soutien d'artillerie : un troisième dé.`,
    advantage: (who, to, use) => `${PlFr(who)} utilise l'Avantage ${use} ; l'Avantage passe au joueur ${sideFr(to)}.`,
    use: {
      prolong: 'pour prolonger le tour',
      initiative: "pour forcer une relance du JD d'Initiative",
      reroll: 'pour forcer les deux joueurs à relancer les dés',
      release: 'pour libérer ses unités',
      gort: "contre la Décision de Gort : l'offensive continue",
      refresh: (a) => `pour rafraîchir des unités ${inSector(a)}`,
    },
    allFresh: 'Toutes les unités Fatiguées redeviennent Fraîches ; la Phase de Combat recommence.',
    refreshDie: (dr, a) => `Rafraîchir : jd ${dr} ${inSector(a)}.`,
    refreshed: (n) => `${n} ${plural(n, 'unité redevient Fraîche', 'unités redeviennent Fraîches')}.`,
    refreshedUnit: (u) => `${name(u)} redevient Fraîche.`,
    reorganizationPhase: 'Phase de Réorganisation.',
    replaced: (u, by, a) => `${name(u)} est réorganisée en ${name(by)}, Fatiguée, ${inSector(a)} ; le pion d'origine est définitivement éliminé.`,
    reorganized: (u, a, removed) => `${name(u)} est réorganisée, Fatiguée, ${inSector(a)} ; ${name(removed)} est définitivement retirée du jeu.`,
    victoryPoints: (vp, parts) => `Points de Victoire : ${vp} (${parts.map(fr.log.vpPart).join(', ') || 'aucun'}).`,
    vpPart: (p: VpPart) => {
      switch (p.k) {
        case 'held':
          return `${p.sectors.length} ${plural(p.sectors.length, 'secteur allemand contrôlé', 'secteurs allemands contrôlés')} : ${labels(p.sectors)}`;
        case 'rommel':
          return 'Rommel éliminé +1';
        case 'redRing':
          return 'deux secteurs entourés de rouge +1';
        case 'lost':
          return `${p.n} ${plural(p.n, 'secteur bleu allemand', 'secteurs bleus allemands')} -${p.n}`;
      }
    },
    gortGoesOn: (dr, drm, total) => `Décision de Gort : jd ${dr} +${drm} = ${total} : l'offensive continue.`,
    gortEnds: (dr, drm, total) => `Décision de Gort : jd ${dr} +${drm} = ${total} : Gort met fin à l'offensive.`,
    victory: (winner, automatic, detail) => `${automatic ? 'Victoire Automatique' : 'Victoire'} ${winner === 'allied' ? 'alliée' : 'allemande'} : ${detail}.`,
    historicalSetup: 'Placement historique : chaque groupe commence dans son secteur historique.',
    placed: (side, group, a) => `Le groupe ${group} ${sideFr(side)} est placé ${inSector(a)}.`,
    bidSealed: (side, vp) => `Le siège ${sideFr(side)} scelle une enchère de ${vp} PV pour le camp allié.`,
    bidsRevealed: (allied, german) => `Enchères révélées : ${allied} (siège allié), ${german} (siège allemand).`,
    bidsSettled: (swap, vpNeeded) => `Le siège ${swap ? 'allemand' : 'allié'} commande les Alliés ; il leur faut ${vpNeeded} PV à la fin du dernier tour.`,
    bidTie: (dr, swap) => `Enchères à égalité : jd ${dr} - le siège ${swap ? 'allemand' : 'allié'} prend les Alliés.`,
  },
  term: TERM,
  roll: {
    'bid-tie': 'enchères à égalité : 1-3 le siège allié garde les Alliés, 4-6 le siège allemand les prend',
    french: 'jd du Corps de Cavalerie Français (4-6 : il bouge et attaque dès ce tour)',
    panzer: 'jd des bataillons de Panzers (4-6 : ils bougent et attaquent dès ce tour)',
    fifth: 'jd de la 5e Panzer Division',
    rommel: 'jd de Rommel part au nord (6 ou plus avec les modificateurs)',
    initiative: 'Initiative : JD allié (2 dés), puis JD allemand (2 dés)',
    bombard: "bombardement : JD de l'attaquant (2 dés), puis JD du défenseur (2 dés)",
    refresh: "rafraîchir : combien d'unités Fatiguées redeviennent Fraîches",
    gort: "jd de la Décision de Gort (7 ou plus avec les modificateurs : l'offensive continue)",
  },
  assaultRoll: (a, d) => `assaut : JD de l'attaquant (${a} dés), puis JD du défenseur (${d} dés)`,
  describe: {
    dice: (dice) => `dés ${dice.join(' ')}`,
    bid: (vp) => `enchère de ${vp} PV pour le camp allié (14.1.1)`,
    place: (group, a) => `placer le groupe ${group} ${inSector(a)} (12.2)`,
    advantage: {
      initiative: "forcer une relance du JD d'Initiative",
      combat: 'forcer les deux joueurs à relancer',
      bombard: 'forcer une relance du bombardement',
      french: 'libérer le Corps de Cavalerie Français',
      panzer: 'libérer les bataillons de Panzers',
      fifth: 'libérer les éléments de la 5e Panzer Division',
      gort: 'passer outre la Décision de Gort',
      prolong: 'prolonger le tour : recommencer la Phase de Combat',
      other: "l'utiliser",
    },
    useAdvantage: (what, rule) => `utiliser l'Avantage pour ${what} (${rule})`,
    keepAdvantage: "garder l'Avantage",
    activate: (a) => `activer ${theSector(a)} (5.0)`,
    enter: 'faire entrer des unités sur la carte (13.1-13.3)',
    bombard: (artillery, a) => `${artillery} bombarde ${theSector(a)} (7.0)`,
    refresh: (a) => `utiliser l'Avantage pour rafraîchir 1D6 unités Fatiguées ${inSector(a)} (9.3)`,
    refreshUnit: (unit) => `${unit} redevient Fraîche (9.3)`,
    pass: 'Passer (4.3 A)',
    move: (unit, a, cost) => `déplacer ${unit} ${inSector(a)}${cost !== null ? ` (${cost} FM)` : ''}`,
    attack: (a) => `donner l'assaut ${auSector(a)} (6.0)`,
    end: "terminer l'impulsion",
    join: (unit) => `${unit} participe à l'assaut (5.2.1)`,
    resolve: "donner l'assaut avec les unités choisies",
    spearhead: (unit) => `${unit} est l'Unité de Pointe (6.1)`,
    advanced: (unit) => `${unit} est l'Unité Avancée (6.1)`,
    airSupport: 'Soutien Aérien : un troisième dé (8.3)',
    artillerySupport: (unit) => `Soutien d'artillerie par ${unit} : un troisième dé (8.1)`,
    noSupport: 'pas de Soutien de Combat',
    flip: (unit) => `${unit} devient Fatiguée (2 PP)`,
    eliminate: (unit, pp) => `éliminer ${unit} (${pp} PP)`,
    noRetreat: (unit) => `${unit} ne peut pas retraiter : éliminée (2 PP, 6.6.1)`,
    absorbRetreat: (unit, a) => `${unit} retraite ${inSector(a)} (2 PP)`,
    retreat: (unit, a) => `${unit} retraite ${inSector(a)} (6.6)`,
    done: 'terminé',
    reorganizeR: (unit, a) => `réorganiser ${unit} avec son pion R ${inSector(a)} (10.2)`,
    reorganize: (unit, a, removed) => `réorganiser ${unit} ${inSector(a)}, en retirant ${removed} du jeu (10.1)`,
  },
  preview: {
    bombardAttack: (av) => `Valeur d’Attaque ${av} : l’artillerie`,
    bombardDefense: (dv) => `Valeur de Défense ${dv} = MET + la plus forte unité en défense`,
    attack: (av, terms) => `Valeur d’Attaque ${av} = ${terms}`,
    defense: (dv, terms, best) => `Valeur de Défense ${dv} = ${terms}${best ? ' (si la défense choisit sa meilleure Unité Avancée)' : ''}`,
  },
  render: {
    phase: {
      bid: 'Enchères (14.1)',
      setup: 'Placement (12.2)',
      initiative: "Détermination de l'Initiative (4.1)",
      combat: 'Phase de Combat (4.3)',
      reorganization: 'Phase de Réorganisation (4.4)',
      final: 'Phase Finale (4.5)',
      over: 'partie terminée',
    },
    head: (turn, clock, phase, momentum, impulse, advantage, vp, track, needed) =>
      `Tour ${turn}/7 (${clock})  Phase : ${phase}  Initiative : ${momentum} (impulsion ${impulse})  Avantage : ${advantage}  PV alliés : ${vp} (piste ${track}, il en faut ${needed})`,
    air: (allied, german, rommelNorth) => `Soutien Aérien : allié ${allied}, allemand ${german}${rommelNorth ? '   Rommel est parti au nord (13.6)' : ''}`,
    spent: 'Fatiguée',
    notReleased: 'non relâchée',
    redRing: 'cercle rouge',
    star: (star) => `étoile ${star === 'white' ? 'blanche' : 'noire'}`,
    square: 'carré',
    tem: (tem) => `MET+${tem}`,
    sector: 'Secteur ',
    contested: ', CONTESTÉ',
    waiting: "En attente d'entrée",
    eliminated: 'Éliminées',
    removed: 'Retirées du jeu',
    boxed: (unit, side, notReleased) => `${unit} (${side}${notReleased ? ', non relâchée' : ''})`,
    combat: (a, av, dv, dice, ppLeft) => `Combat ${inSector(a)} : VA ${av} VD ${dv}, dés ${dice.join(' ')}${ppLeft ? `, PP à absorber ${ppLeft}` : ''}`,
    over: (winner, kind, _detail, detailFr) =>
      `PARTIE TERMINÉE : victoire ${winner === 'allied' ? 'alliée' : 'allemande'} (${KIND_FR[kind] ?? kind}) - ${detailFr}`,
  },
  refuse: {
    step: {
      noSector: (to) => `il n'y a pas de secteur ${to}`,
      entry: (unit, sectors) => `${unit} entre sur la carte seulement par ${sectors.map(leFr).join(', ')}`,
      notAdjacent: (to, from, corner) => `${cap(leFr(to))} n'est pas adjacent ${auFr(from)}${corner ? " (ils ne partagent qu'un coin)" : ''}`,
      blue: (to) => `les unités allemandes ne peuvent entrer que dans les secteurs à Identificateur noir ou à moitié noir (${leFr(to)} est bleu)`,
      sealed21: 'aucune unité ne peut entrer à Mont-St-Éloi (21) avant que le Corps de Cavalerie soit relâché',
      sealed19: 'aucune unité ne peut entrer à Haute-Avesnes (19) avant que les Régiments de Panzers soient relâchés',
      stacking: (to, limit) => `${cap(leFr(to))} contient déjà ${limit} unités de ce camp`,
      artilleryEnemy: "les unités d'Artillerie ne peuvent jamais entrer dans un Secteur contenant des unités ennemies",
      pointe: (unit) =>
        `seules les Unités de Pointe (infanterie, blindés, anti-chars, FLAK) peuvent entrer dans un Secteur incontesté sous contrôle ennemi : ${unit} doit en suivre une`,
      artilleryLibre: "les unités d'Artillerie ne peuvent entrer que dans des Secteurs Libres",
      enemyToEnemy: "seules les unités Blindées peuvent sortir d'un Secteur contenant des unités ennemies pour entrer dans un Secteur qui en contient",
      cost: (to, cost, left) => `entrer dans ${leFr(to)} coûte ${cost} FM ; il en reste ${left}`,
    },
    areaHelp: (first, last) => `Secteurs 1-28, Zones ${first}-${last}`,
    noDice: 'aucun jet n’est dû',
    zoneBombard: 'les Zones ne peuvent pas être bombardées',
    blueBombard: (t) =>
      `les unités allemandes ne peuvent opérer que dans les secteurs à Identificateur noir ou à moitié noir : ${theSector(t)} est bleu et ne peut pas être bombardé avant que Rommel parte au nord (13.6)`,
    noFresh: (a) => `${TheSector(a)} ne contient aucune unité Fraîche à vous qui puisse agir`,
    notYours: (u) => `${name(u)} n'est pas à vous`,
    assaultFailed: "un assaut a échoué pendant cette impulsion : plus de mouvement, l'Initiative passe une fois les assauts en attente résolus",
    notActivated: (u) => `${name(u)} n'était pas une unité Fraîche du Secteur Actif lors de son activation`,
    finishedMoving: (u) => `${name(u)} a terminé son mouvement pour cette impulsion (les unités se déplacent une à une)`,
    offMap: (u) => `${name(u)} n'est pas sur la carte`,
    mustAssault: "les unités entrées dans un Secteur contenant des unités ennemies doivent lui donner l'assaut avant la fin de l'impulsion",
    bid: (max) => `une enchère est un nombre entier de PV de 1 à ${max}`,
    notLegal: (key, k) => `${key} n'est pas permis maintenant (étape ${STEP_FR[k] ?? k})`,
    notOpen: (basic, k) => `${basic.texts?.fr ?? basic.message} (étape ${STEP_FR[k] ?? k})`,
    unknownScenario: (id, known) => `scénario inconnu « ${id} » ; scénarios : ${known.join(', ')}`,
    balanceAlternatives: (group, on) => `les options d’équilibre de ${group} sont des alternatives (OU) : choisissez-en une parmi ${on.join(', ')}`,
  },
  result: {
    redRing: 'les Alliés contrôlent les Secteurs 2, 4, 6 et 7',
    zone: (z) => `les Alliés contrôlent ${theSector(z)}`,
    noVp: "les Alliés ont moins d'un Point de Victoire",
    won: (gort, vp, needed) => `${gort ? "Gort a mis fin à l'offensive ; " : ''}${vp} PV (il en fallait ${needed})`,
    short: (gort, vp, needed) => `${gort ? "Gort a mis fin à l'offensive ; " : ''}les Alliés ont ${vp} PV, il en fallait ${needed}`,
  },
  scenarios: {
    standard: {
      label: 'Standard (placement alterné, 12.2)',
      description: 'Groupes placés en alternance, les Allemands d’abord ; les Français, les Panzers et la réserve britannique arrivent plus tard (13.1-13.3).',
    },
    historical: { label: 'Placement historique (14.2)', description: 'Chaque groupe dans son secteur historique.' },
  },
  options: {
    'historical-setup': 'Placement initial historique',
    bids: 'Enchères : mises secrètes en PV pour le commandement allié',
    'fewer-german-air': 'Pour les Alliés : un pion d’appui aérien allemand de moins par tour',
    'early-reserve': 'Pour les Alliés : la réserve britannique arrive dès que les Alliés atteignent 8 PV',
    'fewer-allied-air': 'Pour les Allemands : un pion d’appui aérien allié de moins par tour',
    'german-artillery': 'Pour les Allemands : l’artillerie 7/3/78 rejoint le groupe allemand B',
    'more-german-air': 'Pour les Allemands : un pion d’appui aérien allemand de plus par tour',
  },
};

/**
 * A log entry in English and French, naming its rule: `log?.(told(rule, (w) => w.log.x(...)))`. Without
 * a log (simulations, search) the optional call skips its argument, and no text is built.
 */
export const told = (rule: string, say: (w: Words) => string): LogEntry => ({ rule, text: say(en), texts: { fr: say(fr) } });

/** The French name of each step, for refusals ("(étape impulsion)"); in English a step is named by its id. */
const STEP_FR: Readonly<Record<string, string>> = {
  roll: 'jet de dés',
  impulse: 'impulsion',
  assault: 'mouvement et assaut',
  'attack-select': "choix des unités de l'assaut",
  spearhead: 'Unité de Pointe',
  advanced: 'Unité Avancée',
  absorb: 'Points de Pertes',
  retreat: 'retraite',
  'voluntary-retreat': 'retraite volontaire',
  overrun: 'Débordement',
  'bombard-second': 'second bombardement',
  support: 'Soutien de Combat',
  advantage: 'Avantage',
  'refresh-pick': 'rafraîchir',
  reorganize: 'réorganisation',
  over: 'partie terminée',
  setup: 'placement',
  bid: 'enchères',
} satisfies Record<BattlesState['step']['k'], string>;

/** The words in `lang` (French, else English). */
export const words = (lang: string | undefined): Words => (lang === 'fr' ? fr : en);

/** A refusal in English and French, naming its rule: `refused(rule, (w) => w.refuse.x(...))`. */
export const refused = (rule: string | null, say: (w: Words) => string): IllegalInfo => ({ message: say(en), rule, texts: { fr: say(fr) } });

/** A setup refused in English and French, naming its rule: `throw setupRefused(rule, (w) => w.refuse.x(...))`. */
export const setupRefused = (rule: string | null, say: (w: Words) => string): RuleError => new RuleError(say(en), rule, 'bad-setup', { fr: say(fr) });
