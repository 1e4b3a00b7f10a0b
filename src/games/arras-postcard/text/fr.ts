// The game's words in French (see en.ts for what they are).
import type { IllegalInfo, LogEntry } from '../../../kernel/game.ts';
import type { Side } from '../data.ts';
import { type Say, type Words, en, say } from './en.ts';

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
  shiftThenCap:
    "Autre lecture de 8.1/8.2 : le décalage de 8.2 depuis une cote inférieure à 1:2 (1:3 devient 1:2), puis les limites (la décision 8 plafonne d'abord)",
  preview: {
    odds: (a, d, col) => `Rapport ${a}:${d} : colonne ${col}`,
    shift: (col) => `1 colonne à droite, combat avant le mouvement : colonne ${col}`,
    arras: (n) => `${n} au dé : le défenseur est dans Arras`,
    flakMay: (tanks) => `L’Allemand peut d’abord tirer le 88 sur ${tanks}`,
    flak: (tank, s, col) => `88 (8) contre ${tank} (${s}) : colonne ${col}`,
    tankArras: (n) => `${n} au dé : le char est dans Arras`,
  },
};

/** The words in `lang` (French, else English). */
export const words = (lang: string | undefined): Words => (lang === 'fr' ? fr : en);

const SIDE_FR: Record<Side, string> = { allied: 'allié', german: 'allemand' };
const PHASE_FR: Record<string, string> = {
  movement: 'mouvement',
  combat: 'combat',
  recovery: 'récupération',
  choose: 'choix de la phase',
  over: 'fin de partie',
};
const ph = (p: string) => PHASE_FR[p] ?? p;
const hexesFr = (n: number) => `${n} hexagone${n > 1 ? 's' : ''}`;
const listFr = (names: string[]) => names.join(', ');

/** The game's other words in French (see `say` in en.ts for what they are). */
export const sayFr: Say = {
  results: {
    Ar: 'l’attaquant retraite d’1 hexagone',
    C: 'contact : sans effet',
    D1: 'le défenseur retraite d’1 hexagone',
    D2: 'le défenseur retraite de 2 hexagones',
    De: 'défenseur éliminé',
    Ex: 'échange : chaque joueur élimine 1 unité',
  },
  setup: {
    unknownScenario: (id) => `scénario inconnu « ${id} » ; ce jeu n’en a qu’un : standard`,
    unknownOption: (id) => `option inconnue « ${id} » ; ce jeu n’en a qu’une : shift-then-cap`,
    flag: 'l’option shift-then-cap est activée ou non (vrai ou faux)',
  },
  unknownPhase: (phase) => `phase inconnue ${JSON.stringify(phase)} : mouvement, combat ou récupération`,
  log: {
    phase: (side, phase) => `phase de ${ph(phase)} ${SIDE_FR[side]}e`,
    combatPhase: (side, shifted) =>
      `phase de combat ${SIDE_FR[side]}e${shifted ? ' avant le mouvement : les attaques alliées sont décalées d’une colonne vers la droite' : ''}`,
    endPhase: (side, phase) => `fin de la phase de ${ph(phase)} ${SIDE_FR[side]}e`,
    germanTurn: (turn) => `tour allemand ${turn}`,
    alliedTurn: (turn) => `tour allié ${turn} : le joueur allié choisit l’ordre de ses phases`,
    endOfTurn: 'fin du tour',
    turnMarker: (why, n, turn, last) =>
      `${why} : le marqueur de tour ${n === 1 ? 'avance à' : `avance de ${n} tours, à`} ${turn > last ? `${turn} (au-delà du tour ${last})` : turn}`,
    breakthrough: (unit, turn) => `${unit} perce par le bord ouest de la carte au tour ${turn} : victoire allemande`,
    held: (last) => `aucune unité allemande n’a percé au tour ${last} : victoire alliée`,
    panicEliminated: (unit) => `panique de Rommel : ${unit} éliminée`,
    panicRetreated: (unit, n) => `panique de Rommel : ${unit} a retraité de ${n}`,
    recovery: (units) =>
      units.length
        ? `récupération : ${listFr(units)} ${units.length === 1 ? 'se réorganise' : 'se réorganisent'}`
        : 'récupération : aucune unité désorganisée à réorganiser',
    moves: (unit, from, to) => `${unit} se déplace de ${from} à ${to}`,
    exits: (unit, from) => `${unit} sort par le bord ouest depuis ${from}`,
    attack: (attackers, attack, defender, defense, hex) => `${attackers} (${attack}) attaquent ${defender} (${defense}) en ${hex}`,
    combat: (attack, defense, column, shifted, die, arras, modified, result, meaning) =>
      `${attack}:${defense} sur la colonne ${column}${shifted ? ', décalée d’une colonne vers la droite (8.2)' : ''} ; dé ${die}${arras ? `, -1 pour Arras (8.3) = ${modified}` : ''} : ${result} (${meaning})`,
    eliminated: (unit) => `${unit} éliminée`,
    noRetreat: (unit, n) => `${unit} n’a aucun hexagone où retraiter de ${n} et est éliminée`,
    retreats: (unit, n, from, to) => `${unit} retraite de ${hexesFr(n)}, de ${from} à ${to}, et est désorganisée`,
    advances: (unit, from, vacated, to) => `${unit} avance après le combat de ${from} à ${to === vacated ? to : `${vacated} puis ${to}`}`,
    fires88: (tank) => `le joueur allemand tire au 88 sur ${tank}`,
    holds88: 'le joueur allemand retient le tir du 88',
    flak: (column, tank, die, modified, result) => `88 à ${column} sur ${tank} : dé ${die}${modified !== die ? ` (modifié ${modified}, 8.3)` : ''}, ${result}`,
    flakIgnored: (meaning) => `${meaning} : les pertes de l’attaquant sont ignorées, sans effet`,
    calledOff: (defender) => `plus aucun attaquant : l’attaque contre ${defender} est annulée`,
  },
  chance: {
    attack: (attackers, defender, attack, defense) => `combat : ${attackers} contre ${defender}, ${attack}:${defense}`,
    flak: (tank) => `le 88 tire sur ${tank}`,
    none: 'aucun jet n’est dû',
  },
  result: {
    breakthrough: (turn) => `une unité allemande a percé par le bord ouest de la carte au tour ${turn}`,
    held: (turn, panic) => `aucune unité allemande n’a percé au tour 8 (marqueur de tour ${turn}, dont ${panic} tours de panique de Rommel)`,
  },
  status: {
    over: (german) => (german ? 'Partie terminée : victoire allemande (percée)' : 'Partie terminée : victoire alliée'),
    flak: (defender) => `Allemand : tirer au 88 sur un char qui attaque ${defender} ? (8.8)`,
    flakRoll: 'Lancez un dé pour le 88 (8.8)',
    roll: (defender) => `Lancez un dé pour l’attaque contre ${defender} (8.1)`,
    retreat: (side, retreats) =>
      `${SIDE_FR[side] === 'allié' ? 'Allié' : 'Allemand'} : faites retraiter ${retreats.map((r) => `${r.unit} de ${hexesFr(r.hexes)}`).join(', ')} (8.5)`,
    loss: (side) => `${side === 'allied' ? 'Allié' : 'Allemand'} : choisissez l’unité attaquante perdue dans l’échange (8.4)`,
    advance: (side, vacated) => `${side === 'allied' ? 'Allié' : 'Allemand'} : avancez après le combat en ${vacated}, ou arrêtez (8.7)`,
    choose: (left) => `Allié : choisissez la prochaine phase (${listFr(left.map(ph))})`,
    phase: (side, phase, shifted) => `phase de ${ph(phase)} ${SIDE_FR[side]}e${shifted ? ' (attaques alliées +1 colonne, 8.2)' : ''}`,
  },
  describe: {
    phase: (phase, shifted) => `phase de ${ph(phase)} alliée${shifted ? ' (avant le mouvement : +1 colonne, 8.2)' : ''}`,
    end: (phase) => `Terminer la phase de ${ph(phase)}`,
    move: (unit, from, to) => `Déplacer ${unit} ${from} -> ${to}`,
    exit: (unit, from) => `${unit} perce par le bord ouest depuis ${from} (victoire allemande)`,
    attack: (defender, at, attackers, attack, defense) => `Attaquer ${defender} (${at}) avec ${attackers.join(' + ')} : ${attack}:${defense}`,
    flak: (unit) => `Tirer au 88 sur ${unit}`,
    noFlak: 'Retenir le 88',
    dice: (dice) => `Dés ${dice.join(', ')}`,
    retreat: (unit, from, to) => `Retraite de ${unit} ${from} -> ${to}`,
    eliminate: (unit) => `Perdre ${unit} dans l’échange`,
    advance: (unit, from, to) => `Avancer ${unit} ${from} -> ${to}`,
    stop: 'Pas d’avance (supplémentaire)',
  },
  render: {
    legend: '  Bord ouest : colonne 01 (sortie allemande).  Ligne 08 : piste des tours.  Minuscules : désorganisée.',
    rivers: (rivers) => `  Rivières : ${listFr(rivers)} (+1 PM sauf le long d’une route).  ARRS = Arras (-1 au dé de son défenseur).`,
    turn: (turn, last) => (turn <= last ? `Tour ${turn} sur ${last}` : `Marqueur de tour ${turn} (au-delà de ${last})`),
    situation: (turn, over, side, done, flakUsed) =>
      `${turn} - ${over ? 'partie terminée' : `tour ${SIDE_FR[side]}`} ; phases faites : ${listFr(done.map(ph)) || 'aucune'} ; 88 ${flakUsed ? 'utilisé' : 'disponible'}`,
    side: (side) => `${side === 'allied' ? 'Allié' : 'Allemand'} :`,
    exited: 'a percé par le bord ouest',
    eliminated: 'éliminée',
    disrupted: 'DÉSORGANISÉE',
    moved: 'a bougé',
    attacked: 'a attaqué',
    combat: (attackers, defender, column, die, result) =>
      `Combat : ${attackers.join(' + ')} contre ${defender}${result ? ` - ${column} dé ${die} : ${result}` : ''}`,
  },
  refuse: {
    notToAct: (role) => `${role === 'allied' ? 'le joueur allié' : role === 'german' ? 'le joueur allemand' : role} ne peut pas agir maintenant`,
    over: 'la partie est terminée',
    notNow: (type, expected) => `« ${type} » n’est pas possible maintenant : ${expected}`,
    unknownUnit: (id) => `unité inconnue ${JSON.stringify(id)}`,
    choosePhase: (left) => `le joueur allié choisit sa prochaine phase : ${listFr(left.map(ph))}`,
    phasePlayed: (phase) => `la phase de ${ph(phase)} alliée a déjà été jouée ce tour`,
    expectMove: 'déplacez des unités ({"type":"move","unit":...,"to":...}) ou terminez la phase ({"type":"end"})',
    attackInMovement: 'les attaques se font en phase de combat, pas en phase de mouvement',
    notYoursToMove: (unit) => `${unit} n’est pas à vous`,
    gone: (unit) => `${unit} n’est plus sur la carte`,
    disruptedMove: (unit) => `${unit} est désorganisée et ne peut pas bouger`,
    moved: (unit) => `${unit} a déjà bougé pendant cette phase`,
    onlyGermanExit: 'seules les unités allemandes percent par le bord ouest',
    cannotExit: (unit) =>
      `${unit} ne peut pas percer par ce mouvement : elle doit atteindre un hexagone du bord ouest (colonne 01) avec le coût de sortie restant (1 PM, 0,5 là où une route quitte la carte), sans s’arrêter dans une ZdC ennemie (6.0) en chemin`,
    offMap: (hex) => `${hex} n’est pas un hexagone de la carte`,
    enemyThere: (hex, unit) => `${hex} contient une unité ennemie (${unit})`,
    stacking: (hex, unit) => `${hex} contient ${unit} : pas d’empilement, une unité peut traverser des amies mais pas finir son mouvement avec elles`,
    zocToZoc: (unit) => `${unit} ne peut pas passer directement d’une ZdC ennemie à une autre`,
    zocStops: (unit, hex) => `${unit} ne peut pas atteindre ${hex} : une unité qui entre dans une ZdC ennemie doit s’y arrêter`,
    tooFar: (unit, hex, ma) => `${unit} ne peut pas atteindre ${hex} avec ${ma} PM (terrain clair 1, route 0,5, rivière +1 sauf le long d’une route)`,
    expectAttack: 'déclarez une attaque ({"type":"attack","defender":...,"attackers":[...]}) ou terminez la phase ({"type":"end"})',
    moveInCombat: 'les unités se déplacent en phase de mouvement, pas en phase de combat',
    unknownDefender: (id) => `défenseur inconnu ${JSON.stringify(id)}`,
    notEnemy: (unit) => `${unit} n’est pas une unité ennemie`,
    notOnMap: (unit) => `${unit} n’est pas sur la carte`,
    defenderAttacked: (unit) => `${unit} a déjà été attaquée pendant cette phase de combat`,
    noAttackers: 'une attaque demande au moins une unité attaquante ("attackers": [...])',
    unknownAttacker: (id) => `unité attaquante inconnue ${JSON.stringify(id)}`,
    twice: (unit) => `${unit} figure deux fois`,
    notYours: (unit) => `${unit} n’est pas à vous`,
    disruptedAttack: (unit) => `${unit} est désorganisée et ne peut pas attaquer`,
    attacked: (unit) => `${unit} a déjà attaqué pendant cette phase de combat`,
    notAdjacent: (unit, defender) => `${unit} n’est pas adjacente à ${defender}`,
    counterOrder: (sorted) => `donnez les attaquants dans l’ordre des pions : ${JSON.stringify(sorted)}`,
    diceDue: 'un jet de dé est dû',
    expectFlak: 'le joueur allemand doit décider s’il tire au 88 ({"type":"flak","unit":...} ou {"type":"no-flak"})',
    flakTarget: (tanks) => `le 88 ne peut tirer que sur un char de l’attaque déclarée (${listFr(tanks)})`,
    expectLoss: 'l’attaquant doit choisir l’unité qu’il perd dans l’échange',
    pickLoss: (attackers) => `choisissez une des unités attaquantes : ${listFr(attackers)}`,
    retreatsFirst: (units) => `les retraites doivent d’abord être faites (${listFr(units)})`,
    noRetreatToMake: (unit) => `${unit} n’a pas de retraite à faire`,
    retreatTo: (unit, n, possible) =>
      `${unit} doit retraiter d’exactement ${hexesFr(n)}, chacun plus loin, ni dans une ZdC ennemie, ni sur une unité ennemie, ni dans l’hexagone d’une autre unité, ni hors de la carte ; possibles : ${listFr(possible) || 'aucun'}`,
    expectAdvance: 'avancez après le combat ({"type":"advance",...}) ou arrêtez ({"type":"stop"})',
    notAttacker: (unit) => `${unit} n’a pas pris part à l’attaque : seuls les attaquants avancent`,
    advanced: (unit) => `${unit} a déjà avancé`,
    cannotAdvance: (unit, vacated) => `${unit} ne peut pas avancer (désorganisée, éliminée, ou l’hexagone libéré ${vacated} est occupé)`,
    advanceTo: (unit, to, vacated, tried) =>
      `${unit} peut avancer en ${listFr(to)} (l’infanterie d’1 hexagone dans l’hexagone libéré ${vacated} ; les chars d’1 hexagone de plus sauf s’ils sont passés d’une ZdC ennemie à une autre), pas en ${JSON.stringify(tried)}`,
  },
};

/** The other words in `lang` (French, else English). */
export const dire = (lang: string | undefined): Say => (lang === 'fr' ? sayFr : say);
/** A log entry in English and French: `log?.(told(rule, (w) => w.log.x(...)))` builds no text without a log. */
export const told = (rule: string, f: (w: Say) => string): LogEntry => ({ rule, text: f(say), texts: { fr: f(sayFr) } });
/** A refusal in English and French, naming its rule. */
export const refusal = <R extends string | null>(rule: R, f: (w: Say) => string): IllegalInfo & { rule: R } => ({
  message: f(say),
  rule,
  texts: { fr: f(sayFr) },
});
