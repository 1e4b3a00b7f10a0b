// The game's words in French (see en.ts for what they are), in the aid's French terms: barrage
// d'ouragan, jet du crépuscule, « Haig décide », Avantage, PC, unité de pointe, unité avancée.
import { type IllegalInfo, type LogEntry, RuleError } from '../../../kernel/game.ts';
import { FIRST_DAY_VP, VP_TO_WIN } from '../data.ts';
import { type ResultKind, other, unitName } from '../state.ts';
import { PlayerFr, areaFr, dayFr, sideFr, sideFrF, weatherFr } from './names.ts';
import { type AdvantageSpent, type AdvantageUse, type CombatMod, type DemolitionMod, type HaigMod, type MarkerKind, type Words, en } from './en.ts';

const DEMOLITION_MOD = (m: DemolitionMod) => {
  switch (m.k) {
    case 'free':
      return `+3 ${areaFr(m.area)} libre`;
    case 'friendly':
      return `+2 ${areaFr(m.area)} amie contestée`;
    case 'enemy':
      return `+1 ${areaFr(m.area)} ennemie contestée`;
    case 'canal':
      return '-1 canal du Nord';
    case 'surprise':
      return '-1 surprise (20 novembre)';
  }
};
const COMBAT_MOD = (m: CombatMod) => {
  switch (m.k) {
    case 'point':
      return `${m.n} unité de pointe`;
    case 'more':
      return `+${m.n} unités supplémentaires`;
    case 'support':
      return `+${m.n} appui direct`;
    case 'air':
      return '+1 appui aérien';
    case 'divisions':
      return `-${m.n} divisions différentes`;
    case 'tanks':
      return '+1 chars le 20 novembre';
    case 'forward':
      return `${m.n} unité avancée`;
    case 'fresh':
      return `+${m.n} unités fraîches supplémentaires`;
    case 'terrain':
      return `+${m.n} terrain`;
    case 'hb':
      return `+${m.n} barrage d’ouragan inutilisé`;
    case 'canal':
      return '-2 l’attaquant a franchi un canal';
  }
};
const SPEND: Record<AdvantageUse, string> = {
  weather: 'inverser le jet de météo',
  repulse: 'changer l’échec en impasse',
  success: 'changer le succès en impasse',
  ammo: 'recevoir 2d6 munitions de plus',
  haig: 'poursuivre la partie après le jet « Haig décide »',
};
const MARKER: Record<MarkerKind, string> = { rolling: 'de barrage roulant', support: 'd’appui direct', air: 'd’appui aérien' };
const HAIG_MOD = (m: HaigMod) => {
  switch (m.k) {
    case 'area':
      return `+2 zone ${m.area}`;
    case 'control':
      return '+2 contrôle britannique à l’est du canal ou zone G';
    case 'contest':
      return '+1 présence britannique contestée à l’est du canal ou zone G';
  }
};
/** How the game ended, in French (the result's kind). */
/** The phases of a day, in French (the English says the phase's id). */
const PHASE_FR: Record<string, string> = { dawn: 'aube', daylight: 'jour', night: 'nuit', end: 'fin', over: 'terminée' };
export const KIND_FR: Record<ResultKind, string> = { 'sudden death': 'mort subite', normal: 'fin normale', haig: 'Haig décide', scenario: 'scénario' };
const SPENT = (x: AdvantageSpent) => {
  switch (x.k) {
    case 'weather':
      return `le jet de météo est inversé (${weatherFr(x.w)})`;
    case 'repulse':
      return 'l’échec devient une impasse';
    case 'success':
      return 'le succès devient une impasse';
    case 'ammo':
      return 'recevoir 2d6 munitions de plus';
    case 'haig':
      return 'la partie continue après le jet « Haig décide »';
    case 'refit':
      return `${unitName(x.u)} est remis en état sans jet`;
  }
};

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
  combatMod: COMBAT_MOD,
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
  log: {
    // Phase de l'aube
    dawn: (day) => `Aube du ${dayFr(day)}.`,
    card: (side, card) => `La carte de renfort ${sideFrF(side)} ${card} arrive.`,
    noGarrisonArea: (u) => `${unitName(u)} ne peut être remplacée : aucune zone libre sous contrôle allemand sans Garnison.`,
    placed: (u, a) => `${unitName(u)} est placée en ${areaFr(a)}.`,
    weather: (dr, w) => `Jet de météo ${dr} : ${weatherFr(w)}.`,
    // Phase de jour, jet du crépuscule
    daylight: (day, w) => `Jour, ${dayFr(day)} (${weatherFr(w)}).`,
    cavalryReleased: (held, card) => `Les Britanniques contrôlent ${held.map((a) => `la ${areaFr(a)}`).join(', ')} : la carte ${card} (cavalerie) est libérée.`,
    noSunsetReaches: (impulse) => `Impulsion ${impulse} : aucun jet du crépuscule ne l’atteint, le jour prend fin (décision D1).`,
    twoPasses: 'Les deux joueurs ont passé lors d’impulsions consécutives : le jour prend fin (option, 1940 6.2.5).',
    trackEnd: (last) => `La piste des impulsions est à sa dernière case (${last}) : le jour prend fin (option).`,
    sunsetFlips: (dr, impulse, w) => `Jet du crépuscule ${dr} = impulsion ${impulse} : la météo passe à ${weatherFr(w)}.`,
    sunsetNotFirstDay: (dr, impulse) => `Jet du crépuscule ${dr} < impulsion ${impulse}, mais le jet du crépuscule n’abrège pas le 20 novembre.`,
    sunsetEnds: (dr, impulse) => `Jet du crépuscule ${dr} < impulsion ${impulse} : le jour prend fin.`,
    sunsetContinues: (dr, impulse) => `Jet du crépuscule ${dr} >= impulsion ${impulse} : le jour continue.`,
    hurricaneLost: (side, unused) => `Les marqueurs de barrage d’ouragan ${sideFrF(side)}s inutilisés ce jour sont perdus (${unused}).`,
    advantagePasses: (holder) => `${PlayerFr(holder)} n’a pas dépensé l’Avantage pendant ce jour : il passe au joueur ${sideFr(other(holder))}.`,
    night: (day) => `Nuit du ${dayFr(day)} : le marqueur de tour revient à l’impulsion 0.`,
    firstDayHeld: (vp, needed) => `les Britanniques tiennent ${vp} marqueurs de contrôle ravitaillés (${needed} requis)`,
    sunsetRoll: (d, total) => `Jet du crépuscule britannique : ${d[0]}+${d[1]} = ${total}.`,
    // Destruction des ponts
    bridgeTaken: (bridge) => `Le pont de ${bridge} passe sous contrôle britannique.`,
    demolition: (bridge, dr, mods, total, blown) =>
      `Destruction du pont de ${bridge} : jet ${dr} ${mods.map(DEMOLITION_MOD).join(' ')} = ${total} ${blown ? '>= 7 : le pont saute' : '< 7 : il tient'}.`,
    demolishes: (side, bridge) => `${PlayerFr(side)} tente de détruire le pont de ${bridge}.`,
    // Phase de nuit
    nightFor: (side) => `Phase de nuit ${sideFrF(side)}.`,
    hbRefresh: (side, marker, dr, need) =>
      `Marqueur de barrage d’ouragan ${sideFr(side)} ${marker + 1} : jet ${dr} ${dr >= need ? `>= ${need}, rétabli` : `< ${need}, reste utilisé`}.`,
    ammo: (side, dice, plus, n, total) => `Munitions ${sideFrF(side)}s : ${dice.join('+')}${plus ? `+${plus}` : ''} = ${n} (total ${total}).`,
    buys: (side, n, cost, left) => `${PlayerFr(side)} achète ${n} marqueur(s) d’artillerie pour ${cost} munitions (reste ${left}).`,
    noSupplyLine: (u) => `${unitName(u)} ne peut tracer de ligne de ravitaillement vers les zones I-L.`,
    refitted: (u, steps, dr, need) => `${unitName(u)} (${steps}) jet de remise en état ${dr} <= ${need} : rétabli.`,
    refitFails: (u, steps, dr, need) => `${unitName(u)} (${steps}) jet de remise en état ${dr} > ${need}.`,
    tankEliminated: (u) => `${unitName(u)} était un char 2-1-5 : éliminé.`,
    tankReplaced: (u, steps) => `${unitName(u)} est remplacé par une unité fraîche de palier ${steps}.`,
    refreshed: (u) => `${unitName(u)} est rétablie.`,
    dismounts: (u) => `${unitName(u)} met pied à terre.`,
    traded: (u, refreshed) => `${unitName(u)} est retirée du jeu ; ${unitName(refreshed)} est rétablie.`,
    // Phase de fin, « Haig décide »
    suddenDeath: (u, a) => `${unitName(u)} est fraîche en ${areaFr(a)} avec une ligne de ravitaillement vers les zones I-L`,
    lastDayHeld: (vp, needed) => `${vp} marqueurs de contrôle britanniques sont ravitaillés depuis les zones I-L (${needed} requis)`,
    haigClosed: (day, vp, needed) => `Haig a arrêté l’offensive le ${dayFr(day)} avec ${vp} marqueurs de contrôle britanniques ravitaillés (${needed} requis)`,
    victory: (winner, kind, detail) => `Victoire ${sideFrF(winner)} (${KIND_FR[kind]}) : ${detail}.`,
    haigDecides: (dr, mods, total, goesOn) =>
      `Haig décide : jet ${dr} ${mods.map(HAIG_MOD).join(' ')} = ${total} ${goesOn ? '>= 7 : l’offensive continue' : '< 7 : Haig arrête l’offensive'}.`,
    // Appui d'artillerie et aérien
    hurricaneOn: (side, a) => `Barrage d’ouragan ${sideFr(side)} sur la ${areaFr(a)}.`,
    primaryTarget: (u) => `Cible principale : ${unitName(u)}.`,
    barrage: (at, atDr, dt, dtDr, cp, square) => `Barrage ${at} (jet ${atDr}) contre ${dt} (jet ${dtDr}) : ${cp} PC${square ? ' (-1 identifiant carré)' : ''}.`,
    exhaustedCp: (u, cp) => `${unitName(u)} est épuisée (${cp} PC).`,
    eliminatedCp: (u, cp) => `${unitName(u)} est éliminée (${cp} PC).`,
    airSupport: (side, a) => `Marqueur d’appui aérien ${sideFr(side)} en ${areaFr(a)} (+1 au combat là).`,
    rollingBarrage: (a) => `Marqueur de barrage roulant en ${areaFr(a)} (-2 PM pour y entrer).`,
    directSupport: (a) => `Marqueur d’appui direct en ${areaFr(a)} (+1 au combat là).`,
    // Impulsions
    passes: (side, impulse) => `Impulsion ${sideFrF(side)} ${impulse} : passe.`,
    activates: (side, impulse, regroup, a) => `Impulsion ${sideFrF(side)} ${impulse} : ${regroup ? 'Regroupement' : 'Assaut'}, zone active : ${areaFr(a)}.`,
    regroups: (u, a) => `${unitName(u)} se regroupe en ${areaFr(a)}.`,
    endsAssault: (side) => `${PlayerFr(side)} termine l’Assaut.`,
    // Déplacement des unités
    moves: (u, a, cost, stops) => `${unitName(u)} se déplace en ${areaFr(a)} (${cost} PM${stops ? ', s’arrête' : ''}).`,
    // Combat
    combatOpens: (side, mandatory, inPlace, a) =>
      `Combat ${sideFr(side)} ${mandatory ? 'obligatoire' : inPlace ? 'optionnel (avant le mouvement)' : 'optionnel'} en ${areaFr(a)}.`,
    inPlaceCost: (cost) =>
      `Combat avant le mouvement : chaque attaquant dépense ${cost} PM pour s’activer ; les autres unités de la zone paient +${cost} PM pour se déplacer.`,
    pointUnit: (u, at, mods) => `Unité de pointe : ${unitName(u)} ; attaque ${at} + 2d6 (${mods.map(COMBAT_MOD).join(', ')}).`,
    attackTotal: (total, at, dice) => `Total d’attaque ${total} (${at} + dés ${dice[0]}+${dice[1]}).`,
    attackIsSunset: (dr) => `Le jet d’attaque britannique ${dr} est aussi le jet du crépuscule de cette impulsion.`,
    forwardUnit: (u, dt, mods) => `Unité avancée : ${unitName(u)} ; défense ${dt} + 2d6 (${mods.map(COMBAT_MOD).join(', ')}).`,
    totals: (at, atDice, dt, dtDice) => `TA ${at} (dés ${atDice[0]}+${atDice[1]}) contre TD ${dt} (dés ${dtDice[0]}+${dtDice[1]}).`,
    repulse: (mustRetreat) => `Échec : chaque unité attaquante est épuisée${mustRetreat ? ' et doit retraiter' : ''}.`,
    stalemate: 'Impasse : l’unité de pointe, l’unité avancée et chaque char participant sont épuisés.',
    success: (cp, ident) =>
      `Succès : le défenseur doit absorber ${cp} PC${ident !== 'circle' ? ` (-1 identifiant ${ident === 'square' ? 'carré' : 'triangle'}, 11.6.1)` : ''}.`,
    wipeOut: (cp, capacity) => `${cp} PC contre une capacité de ${capacity} : chaque unité en défense est éliminée.`,
    noRetreatArea: (u) => `${unitName(u)} n’a pas de zone de retraite et est éliminée (1 PC).`,
    overrun: 'Débordement : le char en pointe a percé ; les attaquants peuvent placer des marqueurs, poursuivre et attaquer encore.',
    retreats: (u, from, to) => `${unitName(u)} retraite de la ${areaFr(from)} vers la ${areaFr(to)}.`,
    cannotRetreat: (u) => `${unitName(u)} doit retraiter mais n’a pas de zone de retraite valide : éliminée.`,
    // Débordement
    movesOn: (u, a, cost) => `${unitName(u)} poursuit en ${areaFr(a)} (${cost} PM).`,
    overrunEnds: 'Le débordement prend fin : son unité de pointe et ses chars sont épuisés.',
    // Marqueur d'Avantage
    advantageSpent: (by, what) => `${PlayerFr(by)} dépense l’Avantage : ${SPENT(what)}. Il passe au joueur ${sideFr(other(by))}.`,
    advantageAmmo: (side, n, total) => `${PlayerFr(side)} reçoit ${n} munitions de plus (total ${total}).`,
    // Tour spécial du 20 novembre
    openingImpulse: 'Impulsion britannique 1 : le barrage d’ouragan d’ouverture sur les zones 1, 3, 9, 10 et la zone H.',
    openingOn: (a) => `Barrage d’ouragan d’ouverture sur la ${areaFr(a)}.`,
  },
  refuse: {
    areaHelp: 'les zones numérotées vont de 1 à 38 et de 51 à 66, les zones A-L sont 39-50',
    unknownArea: (area) => `zone inconnue ${area} (les zones numérotées vont de 1 à 38 et de 51 à 66, les zones A-L sont 39-50)`,
    notOpen: (basic, k) => `${basic.texts?.fr ?? basic.message} (étape ${STEP_FR[k] ?? k})`,
    notLegal: (key, k) => `${key} n’est pas permis maintenant (étape ${STEP_FR[k] ?? k})`,
    mandatoryCombat: 'chaque combat obligatoire doit être résolu avant la fin de l’impulsion',
    notYours: (unit) => `${unit} n’est pas à vous`,
    notFresh: (unit) => `${unit} n’était pas fraîche dans la zone active lors de son activation`,
    combatBegun: 'le mouvement est terminé dès que le combat a commencé (sauf après un débordement)',
    finishedMoving: (unit) => `${unit} a terminé son mouvement pour cette impulsion`,
    noDice: 'aucun jet n’est dû',
    notToAct: (role, _acting, k) =>
      `${role === 'british' ? 'le joueur britannique' : role === 'german' ? 'le joueur allemand' : role} ne peut pas agir maintenant (étape ${STEP_FR[k] ?? k})`,
  },
  step: {
    notAdjacent: (to, from) => `la ${areaFr(to)} n’est pas adjacente à la ${areaFr(from)}`,
    britishZone: 'les unités allemandes ne peuvent pas entrer dans les zones britanniques I-L',
    corps: (unit, corps, to, areaCorps) =>
      `${unit} appartient au ${corps}e corps et ne peut pas entrer dans la ${areaFr(to)} (secteur du ${areaCorps}e corps) les 20 et 21 novembre`,
    zoneFirst: 'seule une unité qui ne s’est pas encore déplacée pendant cette impulsion peut entrer dans une zone (elle s’y arrête)',
    stacking: (to, limit) => `la ${areaFr(to)} contient déjà ${limit} unités (chars et Garnisons exclus)`,
    contested: 'les unités qui quittent une zone contestée doivent d’abord entrer dans une zone libre',
    bridge: (limit, bridge) => `${limit} unités ont déjà franchi le pont de ${bridge} pendant cette impulsion`,
    allMfType: 'seule l’infanterie peut franchir un canal sans pont',
    allMfMoved: 'franchir un canal sans pont coûte tous les PM : l’unité ne doit en avoir dépensé aucun',
    cost: (to, cost, left) => `entrer dans la ${areaFr(to)} coûte ${cost} PM ; il en reste ${left}`,
  },
  preview: {
    barrage: (at, dt) => `Barrage : attaquant 1d6 + ${at} contre défenseur 1d6 + ${dt}`,
    attack: (at, parts) => `Attaque ${at} + 2d6 (${parts})`,
    then: 'puis le défenseur choisit son unité avancée, en connaissant le total d’attaque',
    defense: (dt, parts, total) => `Défense ${dt} + 2d6 (${parts}) contre le total d’attaque ${total}`,
  },
  setup: {
    unknownScenario: (id) => `scénario inconnu « ${id} » ; scénarios : campaign, first-day`,
    unknownOption: (id, known) => `option inconnue « ${id} » ; options : ${known.join(', ')}`,
    optionFlag: (id) => `l’option « ${id} » vaut true ou false`,
    handicapCampaign: (id) => `l’option « ${id} » est pour la campagne (le premier jour a son propre nombre, décision S1)`,
    handicapRange: (id, min, max) => `l’option « ${id} » est un nombre entier de ${min} à ${max}`,
  },
  render: {
    side: (x) => sideFr(x),
    head: (day, phase, weather, impulse, active, advantage, vp, toWin) =>
      `${day} novembre  Phase : ${PHASE_FR[phase] ?? phase}  Météo : ${weatherFr(weather)}  Impulsion ${impulse} (${sideFr(active)})  Avantage : ${sideFr(advantage)}  PV britanniques : ${vp} (${toWin} requis)`,
    ready: (ready) => (ready ? 'prêt' : 'utilisé'),
    support: (hbAllied, hbGerman, ammo, markers) =>
      `Barrage d’ouragan : britannique ${hbAllied}, allemand ${hbGerman}   Munitions : britanniques ${ammo.allied}, allemandes ${ammo.german}   Marqueurs d’artillerie : britanniques ${markers.allied}, allemands ${markers.german}`,
    bridges: (list) => `Ponts : ${list}`,
    blown: 'DÉTRUIT',
    identifier: (id) => ` ${id === 'square' ? 'carré' : 'triangle'}`,
    contested: ', CONTESTÉE',
    tem: (tem) => `MET+${tem}`,
    eliminated: 'Éliminées',
    removed: 'Retirées',
    exhausted: 'ÉPUISÉ',
    step: (n) => `palier ${n}`,
    dismounted: 'à pied',
    combat: (area, at, dt, dice, cpLeft) =>
      `Combat en zone ${area} : attaque ${at}${dt !== null ? ` défense ${dt}` : ''}, dés ${dice.join(' ')}${cpLeft ? `, PC à absorber ${cpLeft}` : ''}`,
    over: (winner, kind, _detail, detailFr) =>
      `PARTIE TERMINÉE : victoire ${winner === 'allied' ? 'britannique' : 'allemande'} (${KIND_FR[kind]}) - ${detailFr}`,
  },
  describe: {
    dice: (dice) => `dés ${dice.join(' ')}`,
    place: (u, a) => `placer ${u} en ${areaFr(a)}`,
    spend: (use) => `dépenser l’Avantage : ${use ? SPEND[use] : ''}`,
    keep: 'garder l’Avantage',
    pass: 'Passer l’Impulsion',
    assault: (a) => `Impulsion d’Assaut : activer la ${areaFr(a)}`,
    regroup: (a) => `Impulsion de Regroupement : activer la ${areaFr(a)}`,
    opening: (a) => `barrage d’ouragan d’ouverture sur la ${areaFr(a)} (tour spécial du 20 novembre)`,
    hurricane: (a) => `barrage d’ouragan sur la ${areaFr(a)}`,
    marker: (kind, a) => `marqueur ${MARKER[kind]} en ${areaFr(a)}`,
    move: (u, a, mp) => `déplacer ${u} en ${areaFr(a)}${mp !== null ? ` (${mp} PM)` : ''}`,
    attack: (a, mandatory) => `combat ${mandatory ? 'obligatoire' : 'optionnel'} en ${areaFr(a)}`,
    demolish: (bridge) => `tenter de détruire le pont de ${bridge}`,
    end: 'terminer l’impulsion',
    primary: (u) => `${u} est la cible principale`,
    flip: (u) => `${u} est épuisée`,
    eliminate: (u) => `éliminer ${u}`,
    noRetreat: (u) => `${u} retraite - pas de zone de retraite, éliminée`,
    retreat: (u, a) => `${u} retraite en ${areaFr(a)}`,
    join: (u) => `${u} se joint à l’attaque`,
    resolve: 'résoudre le combat avec les unités choisies',
    point: (u, attack) => `${u} est l’unité de pointe (attaque ${attack})`,
    forward: (u, defense) => `${u} est l’unité avancée (défense ${defense})`,
    done: 'terminé',
    buy: (n) => `acheter ${n} marqueur(s) d’artillerie`,
    refit: (u) => `dépenser l’Avantage : remettre en état ${u} sans jet`,
    refresh: (u) => `rétablir ${u}`,
    dismount: (u) => `faire mettre pied à terre à ${u}`,
    trade: (u, refreshed) => `retirer ${u} du jeu pour rétablir ${refreshed}`,
  },
  scenarios: {
    campaign: {
      label: 'Campagne, 20-26 novembre 1917',
      description:
        'Toute la bataille : les Britanniques doivent avoir 20 marqueurs de contrôle ravitaillés (ou le nombre de l’option de handicap) à la fin, ou quand Haig arrête l’offensive.',
    },
    'first-day': {
      label: 'Le premier jour, 20 novembre 1917',
      description: `Le tour spécial du 20 novembre seul : les Britanniques doivent tenir ${FIRST_DAY_VP} marqueurs de contrôle ravitaillés à la tombée de la nuit (reconstitué).`,
    },
  },
  options: {
    'british-vp': `Handicap : marqueurs de contrôle nécessaires aux Britanniques pour gagner la campagne (l’aide de jeu : ${VP_TO_WIN}, qui donne des parties équilibrées sur cette carte)`,
    'two-passes': 'Deux passes consécutives terminent le jour (la règle 6.2.5 de 1940 ; l’aide de jeu n’a que le jet du crépuscule)',
    'impulse-track-12': 'La piste des impulsions s’arrête à 12 : le jour prend fin après l’impulsion allemande 12 (pas d’impulsion britannique 13)',
    'advantage-sunset': 'Au crépuscule l’Avantage change de camp sauf si son détenteur l’a dépensé ce jour-là (même reçu pendant le jour)',
    'sudden-death-mounted': 'La mort subite exige une unité de cavalerie montée (une cavalerie à pied ne compte pas)',
  },
};

/** The words in `lang` (French, else English). */
export const words = (lang: string | undefined): Words => (lang === 'fr' ? fr : en);

/** A refusal in English and French, naming its rule: `refused(rule, (w) => w.refuse.x(...))`. */
export const refused = (rule: string | null, say: (w: Words) => string): IllegalInfo => ({ message: say(en), rule, texts: { fr: say(fr) } });

/** A setup refused in English and French, naming its rule: `throw setupRefused(rule, (w) => w.setup.x(...))`. */
export const setupRefused = (rule: string | null, say: (w: Words) => string): RuleError => new RuleError(say(en), rule, 'bad-setup', { fr: say(fr) });

/**
 * A log entry in English and French, naming its rule: `log?.(told(rule, (w) => w.log.x(...)))`. Without
 * a log (simulations, search) the optional call skips its argument, and no text is built.
 */
export const told = (rule: string, say: (w: Words) => string): LogEntry => ({ rule, text: say(en), texts: { fr: say(fr) } });

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
