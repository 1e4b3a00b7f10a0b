// The Battles edition's log in English (fr.ts: the same in French). Each text is keyed by what it says,
// grouped by the chapter that writes it; the rule numbers stay at the call sites. Sectors are given by
// id and named here (names.ts), units by index, sides by id.
import type { IllegalInfo } from '../../../kernel/game.ts';
import { SECTOR_BY_ID, UNITS } from '../data.ts';
import type { AdvantageUse, BattlesState, Release, RollPurpose, Side } from '../state.ts';

type Phase = BattlesState['phase'];
import { name, sector, sideEn } from './names.ts';

/** "The Allied player". */
const Pl = (s: Side) => `The ${sideEn(s)} player`;
/** The reinforcements whose release is rolled for (13.1, 13.2, 13.4). */
type Rolled = Exclude<Release, 'reserve'>;
/** A term of an assault's values (6.2 Valeur d'Attaque, 6.3 Valeur de Défense): the Unité de Pointe's or the Unité Avancée's value, then each modifier. */
export type AssaultTerm = { k: 'unit'; n: number; u: number } | { k: 'others' | 'fresh' | 'tem'; n: number } | { k: 'mixed' | 'river' | 'rommel' };
/** An assault's values with their terms (6.2, 6.3). */
export type Values = { av: number; dv: number; avParts: AssaultTerm[]; dvParts: AssaultTerm[] };
const TERM = (t: AssaultTerm) => {
  switch (t.k) {
    case 'unit':
      return `${t.n} ${UNITS[t.u].name}`;
    case 'others':
      return `+${t.n} other units`;
    case 'mixed':
      return '-1 mixed nationalities';
    case 'river':
      return '-1 river';
    case 'fresh':
      return `+${t.n} Fresh units`;
    case 'tem':
      return `+${t.n} TEM`;
    case 'rommel':
      return '+2 Rommel';
  }
};
const WHO: Record<Rolled, string> = { french: 'French Cavalry Corps', panzer: 'Panzer battalions', fifth: '5th Panzer Division elements' };
/** A term of the Allied Victory Points (11.2, 13.2, 13.6): German sectors held, Rommel eliminated, two red-ringed sectors, blue sectors lost. */
export type VpPart = { k: 'held'; sectors: number[] } | { k: 'rommel' | 'redRing' } | { k: 'lost'; n: number };
/** A sector or zone by its label alone ("Sector 5", "Zone A"), as a step's refusal names it. */
const stepLabel = (a: number) => (SECTOR_BY_ID[a].zone ? `Zone ${SECTOR_BY_ID[a].label}` : `Sector ${a}`);
/** The sectors' labels ("5 12 25"). */
export const labels = (sectors: number[]) => sectors.map((a) => SECTOR_BY_ID[a].label).join(' ');

export const en = {
  log: {
    // 4 Séquence de jeu, 13 reinforcements
    turn: (turn: number, clock: string) => `Turn ${turn} (${clock}).`,
    frenchAuto: 'The French Cavalry Corps arrives (automatic on Turn 3, 17:00).',
    britishReserve: 'A British unit holds Ficheux, Mercatel, Wancourt or Neuville: the 9th Durham (Group J) is released.',
    earlyReserve: (vp: number) => `The Allies have ${vp} VP: the British reserve arrives.`,
    panzerAuto: 'The Panzer battalions (Group L) arrive automatically (19:00).',
    autoInitiative: (side: Side, turn: number) => `${Pl(side)} has the Initiative automatically on Turn ${turn}.`,
    released: (who: Rolled, dr: number) => `${WHO[who]}: dr ${dr} - they may move and attack this turn.`,
    notReleased: (who: Rolled, turn: number, dr: number) =>
      `${WHO[who]}: dr ${dr} - ${who === 'fifth' ? (turn === 6 ? 'they may not act this turn' : 'they stay in Cambrai for the rest of the game') : 'they arrive next turn'}.`,
    rommel: (dr: number, drm: number, total: number, north: boolean) =>
      `Rommel turns north: dr ${dr}${drm ? ` +${drm}` : ''} = ${total}: ${north ? 'the German movement restrictions of 5.1.2 are lifted' : '5.1.2 still applies; roll again next turn'}.`,
    initiativeTie: (d: number[], mod: string, allied: number, german: number) =>
      `Initiative: Allied ${d[0]}+${d[1]}${mod} = ${allied}, German ${d[2]}+${d[3]} = ${german}: a tie, both roll again.`,
    initiative: (d: number[], mod: string, allied: number, german: number, winner: Side) =>
      `Initiative: Allied ${d[0]}+${d[1]}${mod} = ${allied}, German ${d[2]}+${d[3]} = ${german}: the ${sideEn(winner)} player has the Initiative.`,
    air: (allied: number, german: number) => `Air support counters this turn: Allied ${allied}, German ${german}.`,
    combatPhase: (side: Side) => `Combat Phase: the ${sideEn(side)} player has the Initiative.`,
    noneFresh: 'Neither player has Fresh units left: the Combat Phase ends.',
    noFresh: (side: Side) => `${Pl(side)} has no Fresh units left: the Initiative passes.`,
    passes: (side: Side) => `${Pl(side)} passes.`,
    bothPassed: 'Both players passed one after the other: the Combat Phase ends.',
    failure: (to: Side) => `The failure hands the Initiative to the ${sideEn(to)} player.`,
    // 5 Mouvement
    enter: (side: Side, impulse: number) => `${Pl(side)}: impulse ${impulse}, units enter the map.`,
    activate: (side: Side, impulse: number, a: number) => `${Pl(side)}: impulse ${impulse}, Active Sector: ${sector(a)}.`,
    move: (u: number, entering: boolean, to: number, cost: number) => `${name(u)} ${entering ? 'enters the map in' : 'moves to'} ${sector(to)} (${cost} MF).`,
    assaultInPlace: (side: Side, a: number) => `${Pl(side)} assaults the enemy in the Contested Active Sector ${sector(a)}.`,
    assault: (overrun: boolean, a: number, units: number[]) =>
      `${overrun ? 'Débordement assault' : 'Assault'} on ${sector(a)} by ${units.map(name).join(', ')}.`,
    endImpulse: (side: Side) => `${Pl(side)} ends the impulse.`,
    // 6 Assaut
    spearhead: (u: number) => `Unité de Pointe (spearhead): ${name(u)}.`,
    advanced: (u: number) => `Unité Avancée (lead defender): ${name(u)}.`,
    values: (v: Values) => `Attack Value (VA) ${v.av} (${v.avParts.map(TERM).join(' ')}); Defense Value (VD) ${v.dv} (${v.dvParts.map(TERM).join(' ')}).`,
    totals: (av: number, a: number[], ta: number, dv: number, d: number[], td: number) =>
      `Attack Total (TA) ${av} + ${a.join('+')} = ${ta}; Defense Total (TD) ${dv} + ${d.join('+')} = ${td}.`,
    assaultFails: (ta: number, td: number, spearhead: number) =>
      `Failure (TA ${ta} ≤ TD ${td}): the Unité de Pointe ${name(spearhead)} is eliminated; the other attackers are Spent; the Initiative will pass.`,
    assaultSucceeds: (ta: number, td: number, pp: number) =>
      `Success (TA ${ta} > TD ${td}): the attackers are Spent; the defender must absorb ${pp} Points de Pertes (PP).`,
    enteredFromEnemy: (u: number) => `${name(u)} entered from a sector with enemy units: it is eliminated.`,
    backOffMap: (u: number) => `${name(u)} goes back off the map.`,
    noReturn: (u: number) => `${name(u)} cannot retreat and is eliminated.`,
    retreats: (u: number, from: number, to: number) => `${name(u)} retreats from ${sector(from)} to ${sector(to)}.`,
    wipedOut: (pp: number, capacity: number) => `${pp} PP against a capacity of ${capacity}: every defending unit is eliminated.`,
    flipped: (u: number) => `${name(u)} becomes Spent (2 PP).`,
    eliminated: (u: number, cost: number) => `${name(u)} is eliminated (${cost} PP).`,
    cannotRetreat: (u: number) => `${name(u)} cannot retreat and is eliminated (2 PP).`,
    retreatCost: '(2 PP for the retreat of a Spent unit.)',
    noExactLoss: (pp: number, target: number) => `No exact loss of ${pp} PP is possible: the defender must take ${target} (clarification).`,
    noOverrunInPlace: 'The attackers and defenders began the impulse in the same sector: no Débordement.',
    noOverrunSquare: (a: number) => `${sector(a)} has a square Identifier: no Débordement.`,
    overrun: (units: number[]) =>
      `Débordement! ${units.map(name).join(', ')} may move on with the MF left, or enter and assault an adjacent sector with enemy units.`,
    // 7 Bombardement
    bombards: (side: Side, impulse: number, art: number, target: number, av: number, dv: number) =>
      `${Pl(side)}: impulse ${impulse}, ${name(art)} bombards ${sector(target)} (attack ${av}; defense ${dv} = TEM + the strongest defender).`,
    bombardSucceeds: (ta: number, td: number, pp: number) => `The bombardment succeeds (TA ${ta} > TD ${td}): ${pp} PP.`,
    bombardFails: (ta: number, td: number) => `The bombardment fails (TA ${ta} ≤ TD ${td}).`,
    // 8 Soutien au combat
    airSupport: (side: Side) => `${Pl(side)} uses an air support counter: a third die.`,
    artillerySupport: (u: number) => `${name(u)} gives artillery support: a third die.`,
    // 9 L'Avantage
    advantage: (who: Side, to: Side, use: string) => `${Pl(who)} uses the Advantage ${use}; the Advantage passes to the ${sideEn(to)} player.`,
    /** What the Advantage is used for (the end of the sentence of `advantage`). */
    use: {
      prolong: 'to extend the turn',
      initiative: 'to force a new Initiative roll',
      reroll: 'to force both players to roll again',
      release: 'to release its units',
      gort: "against Gort's decision: the offensive goes on",
      refresh: (a: number) => `to refresh units in ${sector(a)}`,
    },
    allFresh: 'Every Spent unit is Fresh again; the Combat Phase begins again.',
    refreshDie: (dr: number, a: number) => `Refresh dr ${dr} in ${sector(a)}.`,
    refreshed: (n: number) => `${n} ${n === 1 ? 'unit becomes Fresh' : 'units become Fresh'}.`,
    refreshedUnit: (u: number) => `${name(u)} becomes Fresh.`,
    // 10 Réorganisation
    reorganizationPhase: 'Reorganization Phase.',
    replaced: (u: number, by: number, a: number) =>
      `${name(u)} is reorganized as ${name(by)}, Fatiguée, in ${sector(a)}; the original counter is out of the game.`,
    reorganized: (u: number, a: number, removed: number) => `${name(u)} is reorganized, Fatiguée, in ${sector(a)}; ${name(removed)} leaves the game for good.`,
    // 11 Conditions de victoire, 13.5
    victoryPoints: (vp: number, parts: readonly VpPart[]) => `Victory Points: ${vp} (${parts.map(en.log.vpPart).join(', ') || 'none'}).`,
    /** A term of the Victory Points (the log, and the view's account). */
    vpPart: (p: VpPart): string => {
      switch (p.k) {
        case 'held':
          return `${p.sectors.length} German ${p.sectors.length === 1 ? 'sector' : 'sectors'} held: ${labels(p.sectors)}`;
        case 'rommel':
          return 'Rommel eliminated +1';
        case 'redRing':
          return 'two red-ringed sectors +1';
        case 'lost':
          return `${p.n} blue ${p.n === 1 ? 'sector' : 'sectors'} German -${p.n}`;
      }
    },
    gortGoesOn: (dr: number, drm: number, total: number) => `Gort's decision: dr ${dr} +${drm} = ${total}: the offensive goes on.`,
    gortEnds: (dr: number, drm: number, total: number) => `Gort's decision: dr ${dr} +${drm} = ${total}: Gort ends the offensive.`,
    victory: (winner: Side, automatic: boolean, detail: string) => `${sideEn(winner)} ${automatic ? 'Automatic Victory' : 'Victory'}: ${detail}.`,
    // 12 Mise en place, 14.2
    historicalSetup: 'Historical setup: every group starts in its historical sector.',
    placed: (side: Side, group: string, a: number) => `${sideEn(side)} Group ${group} is placed in ${sector(a)}.`,
    // 14.1 the bid
    bidSealed: (side: Side, vp: number) => `The ${sideEn(side)} seat seals a bid of ${vp} VP for the Allied command.`,
    bidsRevealed: (allied: number, german: number) => `Bids revealed: ${allied} (Allied seat), ${german} (German seat).`,
    bidsSettled: (swap: boolean, vpNeeded: number) =>
      `The ${swap ? 'German' : 'Allied'} seat commands the Allies; they need ${vpNeeded} VP at the end of the last turn.`,
    bidTie: (dr: number, swap: boolean) => `Equal bids: dr ${dr} - the ${swap ? 'German' : 'Allied'} seat takes the Allies.`,
  },
  /** The detail of a result (11.1, 11.3, 13.5 `gort`: Gort ended the offensive). */
  /** A term of an assault's values (6.2, 6.3), as the log, the preview and the prompt show it. */
  term: TERM,
  /** What each roll but the assault's is for (the prompt of a person rolling real dice). */
  roll: {
    'bid-tie': 'equal bids: 1-3 the Allied seat keeps the Allies, 4-6 the German seat takes them',
    french: 'French Cavalry Corps dr (4-6: they move and attack this turn)',
    panzer: 'Panzer battalions dr (4-6: they move and attack this turn)',
    fifth: '5th Panzer Division dr',
    rommel: 'Rommel turns north dr (6+ with the modifiers)',
    initiative: 'Initiative: Allied DR (2 dice), then German DR (2 dice)',
    bombard: 'bombardment: attacker DR (2 dice), then defender DR (2 dice)',
    refresh: 'refresh: how many Spent units become Fresh',
    gort: "Gort's decision dr (7+ with the modifiers: the offensive goes on)",
  } satisfies Record<Exclude<RollPurpose, 'combat'>, string>,
  /** The assault's roll (6.1.1): the attacker's dice `a`, then the defender's `d`. */
  assaultRoll: (a: number, d: number) => `assault: attacker DR (${a} dice), then defender DR (${d} dice)`,
  /** One line per action (the prompt's buttons, the shell's log); `unit` is the unit's name. */
  describe: {
    dice: (dice: number[]) => `dice ${dice.join(' ')}`,
    bid: (vp: number) => `bid ${vp} VP for the Allied command (14.1.1)`,
    place: (group: string, a: number) => `place Group ${group} in ${sector(a)} (12.2)`,
    /** What the Avantage does at each step where it may be used (9.1-9.4); the rule stays at the call site. */
    advantage: {
      initiative: 'force a new Initiative roll',
      combat: 'force both players to roll again',
      bombard: 'force a new bombardment roll',
      french: 'release the French Cavalry Corps',
      panzer: 'release the Panzer battalions',
      fifth: 'release the 5th Panzer Division elements',
      gort: "overrule Gort's decision",
      prolong: 'extend the turn: restart the Combat Phase',
      other: 'use it',
    } satisfies Record<AdvantageUse | 'other', string>,
    useAdvantage: (what: string, rule: string) => `use the Avantage (Advantage) to ${what} (${rule})`,
    keepAdvantage: 'keep the Avantage (Advantage)',
    activate: (a: number) => `activate ${sector(a)} (5.0)`,
    enter: 'bring units onto the map (13.1-13.3)',
    bombard: (artillery: string, a: number) => `${artillery} bombards ${sector(a)} (7.0)`,
    refresh: (a: number) => `use the Avantage to refresh 1D6 Spent units in ${sector(a)} (9.3)`,
    refreshUnit: (unit: string) => `${unit} becomes Fresh (9.3)`,
    pass: 'Pass (4.3 A)',
    move: (unit: string, a: number, cost: number | null) => `move ${unit} to ${sector(a)}${cost !== null ? ` (${cost} MF)` : ''}`,
    attack: (a: number) => `assault ${sector(a)} (6.0)`,
    end: 'end the impulse',
    join: (unit: string) => `${unit} joins the assault (5.2.1)`,
    resolve: 'assault with the units chosen',
    spearhead: (unit: string) => `${unit} is the Unité de Pointe (6.1)`,
    advanced: (unit: string) => `${unit} is the Unité Avancée (6.1)`,
    airSupport: 'air support: a third die (8.3)',
    artillerySupport: (unit: string) => `artillery support by ${unit}: a third die (8.1)`,
    noSupport: 'no combat support',
    flip: (unit: string) => `${unit} becomes Spent (2 PP)`,
    eliminate: (unit: string, pp: number) => `eliminate ${unit} (${pp} PP)`,
    noRetreat: (unit: string) => `${unit} cannot retreat: eliminated (2 PP, 6.6.1)`,
    absorbRetreat: (unit: string, a: number) => `${unit} retreats to ${sector(a)} (2 PP)`,
    retreat: (unit: string, a: number) => `${unit} retreats to ${sector(a)} (6.6)`,
    done: 'done',
    reorganizeR: (unit: string, a: number) => `reorganize ${unit} as its R counter in ${sector(a)} (10.2)`,
    reorganize: (unit: string, a: number, removed: string) => `reorganize ${unit} in ${sector(a)}, removing ${removed} from the game (10.1)`,
  },
  /** The values an assault or a bombardment will be rolled with (preview.ts; 6.2, 6.3, 7.2); `terms` as `term` gives them. */
  preview: {
    bombardAttack: (av: number) => `Attack Value ${av}: the artillery`,
    bombardDefense: (dv: number) => `Defense Value ${dv} = TEM + the strongest defender`,
    attack: (av: number, terms: string) => `Attack Value ${av} = ${terms}`,
    defense: (dv: number, terms: string, best: boolean) => `Defense Value ${dv} = ${terms}${best ? ' (if the defender picks its best Unité Avancée)' : ''}`,
  },
  /** The terminal picture (render.ts). */
  render: {
    /** 4.0 the phases of a turn (and the game's own steps before and after it). */
    phase: {
      bid: 'Bids (14.1)',
      setup: 'Setup (12.2)',
      initiative: 'Initiative (4.1)',
      combat: 'Combat (4.3)',
      reorganization: 'Reorganization (4.4)',
      final: 'Final (4.5)',
      over: 'game over',
    } satisfies Record<Phase, string>,
    head: (turn: number, clock: string, phase: string, momentum: string, impulse: number, advantage: string, vp: number, track: number, needed: number) =>
      `Turn ${turn}/7 (${clock})  Phase: ${phase}  Initiative: ${momentum} (impulse ${impulse})  Avantage (Advantage): ${advantage}  Allied VP: ${vp} (track ${track}, need ${needed})`,
    air: (allied: number, german: number, rommelNorth: boolean) =>
      `Air support counters: Allied ${allied}, German ${german}${rommelNorth ? '   Rommel turned north (13.6)' : ''}`,
    spent: 'Spent',
    notReleased: 'not released',
    redRing: 'red ring',
    star: (star: 'white' | 'black') => `${star} star`,
    square: 'square',
    tem: (tem: number) => `TEM+${tem}`,
    sector: 'Sector ',
    contested: ', CONTESTED',
    waiting: 'Waiting to enter',
    eliminated: 'Eliminated',
    removed: 'Out of the game',
    boxed: (unit: string, side: string, notReleased: boolean) => `${unit} (${side}${notReleased ? ', not released' : ''})`,
    combat: (a: number, av: number, dv: number, dice: number[], ppLeft: number) =>
      `Combat in ${sector(a)}: VA ${av} VD ${dv}, dice ${dice.join(' ')}${ppLeft ? `, PP to absorb ${ppLeft}` : ''}`,
    over: (winner: Side, kind: string, detail: string, _detailFr: string) => `GAME OVER: ${sideEn(winner)} ${kind} victory - ${detail}`,
  },
  /** Why an action is refused (the rule stays at the call site). */
  refuse: {
    /** Why one step of a unit is refused (movement.ts; 2.1.1, 5.1.2, 5.1.3, 5.2, 13.1-13.3, 13.6, 14.2.3); sectors by id, the unit by name. */
    step: {
      noSector: (to: number) => `there is no sector ${to}`,
      entry: (unit: string, sectors: number[]) => `${unit} enters the map only in ${sectors.map(stepLabel).join(', ')}`,
      notAdjacent: (to: number, from: number, corner: boolean) =>
        `${stepLabel(to)} is not adjacent to ${stepLabel(from)}${corner ? ' (they share only a corner)' : ''}`,
      blue: (to: number) => `German units may enter only sectors with a black or half-black Identifier (${stepLabel(to)} is blue)`,
      sealed21: 'no unit may move into Mont-St-Éloi (21) before the French Cavalry Corps is released',
      sealed19: 'no unit may move into Haute-Avesnes (19) before the Panzer Regiments are released',
      stacking: (to: number, limit: number) => `${stepLabel(to)} already holds ${limit} units of this side`,
      artilleryEnemy: 'Artillery units may never enter a sector containing enemy units',
      pointe: (unit: string) =>
        `only Unités de Pointe (infantry, armor, anti-tank, FLAK) may enter an uncontested enemy-controlled sector: ${unit} must follow one`,
      artilleryLibre: 'Artillery units may enter only Libre sectors',
      enemyToEnemy: 'only armored units may leave a sector with enemy units for another sector with enemy units',
      cost: (to: number, cost: number, left: number) => `entering ${stepLabel(to)} costs ${cost} MF; ${left} left`,
    },
    /** The sectors there are, in the refusal of an unknown one (2.1.1). */
    areaHelp: (first: number, last: number) => `Sectors 1-28, Zones ${first}-${last}`,
    noDice: 'no dice are due',
    zoneBombard: 'zones cannot be bombarded',
    blueBombard: (t: number) =>
      `German units operate only in black or half-black sectors: ${sector(t)} is blue and may not be bombarded until Rommel turns north (13.6)`,
    noFresh: (a: number) => `${sector(a)} holds no Fresh unit of yours that may act`,
    notYours: (u: number) => `${name(u)} is not yours`,
    assaultFailed: 'an assault failed this impulse: no more movement, the Initiative passes once the pending assaults are made',
    notActivated: (u: number) => `${name(u)} was not a Fresh unit of the Active Sector when it was activated`,
    finishedMoving: (u: number) => `${name(u)} has finished moving this impulse (units move one at a time)`,
    offMap: (u: number) => `${name(u)} is not on the map`,
    mustAssault: 'units that entered a sector with enemy units must assault it before the impulse ends',
    bid: (max: number) => `a bid is a whole number of VP from 1 to ${max}`,
    /** An action not legal in step `k` (French: the step's French name, text/fr.ts STEP_FR). */
    notLegal: (key: string, k: string) => `${key} is not legal now (${k} step)`,
    /** The kernel's refusal `basic` in step `k` (French: its French text, the step's French name). */
    notOpen: (basic: IllegalInfo, k: string) => `${basic.message} (${k} step)`,
    /** A setup refused (game.ts): a scenario the edition lacks (12.0), two balance options of one group (15.1, 15.2 "OU"). */
    unknownScenario: (id: string, known: string[]) => `unknown scenario "${id}"; scenarios: ${known.join(', ')}`,
    balanceAlternatives: (group: string, on: string[]) => `the balance options of ${group} are alternatives (OU): choose one of ${on.join(', ')}`,
  },
  result: {
    redRing: 'the Allies control Sectors 2, 4, 6 and 7',
    zone: (z: number) => `the Allies control ${sector(z)}`,
    noVp: 'the Allies have less than one Victory Point',
    won: (gort: boolean, vp: number, needed: number) => `${gort ? 'Gort ended the offensive; ' : ''}${vp} VP (needed ${needed})`,
    short: (gort: boolean, vp: number, needed: number) => `${gort ? 'Gort ended the offensive; ' : ''}the Allies have ${vp} VP, short of ${needed}`,
  },
  /** The setup form (game.ts): each scenario's label and description, each option's label, by id (its rule in game.ts). */
  scenarios: {
    standard: {
      label: 'Standard (12.2 alternate setup)',
      description: 'Groups placed alternately, German first; the French, the Panzers and the British reserve arrive later (13.1-13.3).',
    },
    historical: { label: 'Historical setup (14.2)', description: 'Every group in its historical sector.' },
  },
  options: {
    'historical-setup': 'Historical setup',
    bids: 'Bids: secret VP bids for the Allied command',
    'fewer-german-air': 'For the Allies: one German air support counter less per turn',
    'early-reserve': 'For the Allies: the British reserve arrives once the Allies reach 8 VP',
    'fewer-allied-air': 'For the Germans: one Allied air support counter less per turn',
    'german-artillery': 'For the Germans: the 7/3/78 artillery joins German Group B',
    'more-german-air': 'For the Germans: one German air support counter more per turn',
  },
};

export type Words = typeof en;
