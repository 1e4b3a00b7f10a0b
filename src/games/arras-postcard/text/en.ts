// The game's words in English: `en`, the words French has too (the prompt of each decision, issue 14:
// one sentence in the game's own terms, its rule given by the step; the scenario; the option), and
// `say`, the words in English only so far (setup errors, the log, the dice labels, the result, the
// view's status line, action descriptions, the terminal picture, refusals). Units and places are
// given by name. The rules (rules/) and the view hold no words of their own.
import { type CombatResult, RESULTS, type Side } from '../data.ts';

const SIDE: Record<Side, string> = { allied: 'Allied', german: 'German' };
const hexes = (n: number) => `${n} hex${n > 1 ? 'es' : ''}`;
const list = (names: string[]) => names.join(', ');

export const en = {
  prompt: {
    choose: 'Choose your next phase: movement, combat or recovery.',
    movement: 'Move your units: choose a unit, then its destination hex; end the phase when done.',
    combat: 'Attack: choose an enemy unit, then the attackers; end the phase when done.',
    flak: 'Fire the 88 at an attacking tank, or hold fire.',
    retreat: 'Choose the hex the defeated unit retreats to.',
    loss: 'Choose the attacking unit that is eliminated.',
    advance: 'Advance a victorious unit into the vacated hex, or stop.',
    /** A step with no decision of a player (dice, the end of the game). */
    other: 'Choose your action.',
  },
  scenario: {
    label: '21 May 1940',
    description: 'The British counterattack south of Arras against 7th Panzer and SS Totenkopf; 8 turns, Allied turn first.',
  },
  shiftThenCap: 'Other reading of 8.1/8.2: the 8.2 shift from odds below 1:2 (1:3 shifts to 1:2), then the limits (ruling 8 caps first)',
  /** The odds column, its shift and the die modifier of an attack or of the 88 (preview.ts; 8.1-8.3, 8.8). */
  preview: {
    odds: (a: number, d: number, col: string) => `Odds ${a}:${d}: the ${col} column`,
    shift: (col: string) => `1 column right, combat before movement: the ${col} column`,
    arras: (n: number) => `${n} to the die: the defender is in Arras`,
    flakMay: (tanks: string) => `The German may first fire the 88 at ${tanks}`,
    flak: (tank: string, s: number, col: string) => `88 (8) against ${tank} (${s}): the ${col} column`,
    tankArras: (n: number) => `${n} to the die: the tank is in Arras`,
  },
};

/** The game's other words in English (fr.ts: `sayFr`, the same in French). */
export const say = {
  /** The meaning of each combat result (8.4). */
  results: Object.fromEntries(Object.entries(RESULTS).map(([k, r]) => [k, r.text])) as Record<CombatResult, string>,
  setup: {
    unknownScenario: (id: string) => `unknown scenario "${id}"; this game has one: standard`,
    unknownOption: (id: string) => `unknown option "${id}"; this game has one: shift-then-cap`,
    flag: 'option shift-then-cap is on or off',
  },
  unknownPhase: (phase: unknown) => `unknown phase ${JSON.stringify(phase)}: movement, combat or recovery`,
  log: {
    // Sequence
    phase: (side: Side, phase: string) => `${SIDE[side]} ${phase} phase`,
    combatPhase: (side: Side, shifted: boolean) => `${SIDE[side]} combat phase${shifted ? ' before movement: Allied attacks shift 1 column right' : ''}`,
    endPhase: (side: Side, phase: string) => `end of the ${SIDE[side]} ${phase} phase`,
    germanTurn: (turn: number) => `German turn ${turn}`,
    alliedTurn: (turn: number) => `Allied turn ${turn}: the Allied player chooses the order of his phases`,
    endOfTurn: 'end of the turn',
    // Victory, 8.6
    turnMarker: (why: string, n: number, turn: number, last: number) =>
      `${why}: turn marker ${n === 1 ? 'advances to' : `advances ${n} turns to`} ${turn > last ? `${turn} (past turn ${last})` : turn}`,
    breakthrough: (unit: string, turn: number) => `${unit} breaks through the west map edge on turn ${turn}: German victory`,
    held: (last: number) => `no German unit broke through by turn ${last}: Allied victory`,
    panicEliminated: (unit: string) => `Rommel's panic: ${unit} eliminated`,
    panicRetreated: (unit: string, n: number) => `Rommel's panic: ${unit} retreated ${n}`,
    // 6.0
    recovery: (units: string[]) =>
      units.length ? `recovery: ${list(units)} recover${units.length === 1 ? 's' : ''}` : 'recovery: no disrupted unit to recover',
    // 7.1, Victory
    moves: (unit: string, from: string | null, to: string) => `${unit} moves ${from} to ${to}`,
    exits: (unit: string, from: string | null) => `${unit} moves off the west edge from ${from}`,
    // 8.1-8.8
    attack: (attackers: string, attack: number, defender: string, defense: number, hex: string | null) =>
      `${attackers} (${attack}) attack ${defender} (${defense}) in ${hex}`,
    combat: (
      attack: number,
      defense: number,
      column: string | null,
      shifted: boolean,
      die: number,
      arras: boolean,
      modified: number,
      result: string,
      meaning: string,
    ) =>
      `${attack}:${defense} on the ${column} column${shifted ? ', shifted 1 column right (8.2)' : ''}; die ${die}${arras ? `, -1 for Arras (8.3) = ${modified}` : ''}: ${result} (${meaning})`,
    eliminated: (unit: string) => `${unit} eliminated`,
    noRetreat: (unit: string, n: number) => `${unit} has no hex to retreat ${n} and is eliminated`,
    retreats: (unit: string, n: number, from: string | null, to: string) => `${unit} retreats ${hexes(n)}, ${from} to ${to}, and is disrupted`,
    advances: (unit: string, from: string | null, vacated: string | null, to: string) =>
      `${unit} advances after combat ${from} to ${to === vacated ? to : `${vacated} and ${to}`}`,
    fires88: (tank: string) => `the German player fires the 88 at ${tank}`,
    holds88: 'the German player holds the 88',
    flak: (column: string, tank: string, die: number, modified: number, result: string) =>
      `88 at ${column} on ${tank}: die ${die}${modified !== die ? ` (modified ${modified}, 8.3)` : ''}, ${result}`,
    flakIgnored: (meaning: string) => `${meaning}: the attacker's damage is ignored, no effect`,
    calledOff: (defender: string) => `no attacker is left: the attack on ${defender} is called off`,
  },
  chance: {
    attack: (attackers: string, defender: string, attack: number, defense: number) => `combat: ${attackers} against ${defender}, ${attack}:${defense}`,
    flak: (tank: string) => `88 fires at ${tank}`,
    none: 'no roll is due',
  },
  result: {
    breakthrough: (turn: number) => `a German unit broke through the west map edge on turn ${turn}`,
    held: (turn: number, panic: number) => `no German unit broke through by turn 8 (turn marker ${turn}, ${panic} turns from Rommel's panic)`,
  },
  /** The view's one-line status (the terminal and the page's header). */
  status: {
    over: (german: boolean): string => (german ? 'Game over: German victory (breakthrough)' : 'Game over: Allied victory'),
    flak: (defender: string) => `German: fire the 88 at a tank attacking ${defender}? (8.8)`,
    flakRoll: 'Roll a die for the 88 (8.8)',
    roll: (defender: string) => `Roll a die for the attack on ${defender} (8.1)`,
    retreat: (side: Side, retreats: { unit: string; hexes: number }[]) =>
      `${SIDE[side]}: retreat ${retreats.map((r) => `${r.unit} ${hexes(r.hexes)}`).join(', ')} (8.5)`,
    loss: (side: Side) => `${SIDE[side]}: choose the attacking unit lost in the exchange (8.4)`,
    advance: (side: Side, vacated: string | null) => `${SIDE[side]}: advance after combat into ${vacated}, or stop (8.7)`,
    choose: (left: string[]) => `Allied: choose the next phase (${list(left)})`,
    phase: (side: Side, phase: string, shifted: boolean) => `${SIDE[side]} ${phase} phase${shifted ? ' (Allied attacks +1 column, 8.2)' : ''}`,
  },
  /** One line per action (prompts, logs of the shell). */
  describe: {
    phase: (phase: string, shifted: boolean) => `Allied ${phase} phase${shifted ? ' (before movement: +1 column, 8.2)' : ''}`,
    end: (phase: string) => `End the ${phase} phase`,
    move: (unit: string, from: string, to: string) => `Move ${unit} ${from} -> ${to}`,
    exit: (unit: string, from: string) => `${unit} breaks through off the west edge from ${from} (German victory)`,
    attack: (defender: string, at: string, attackers: string[], attack: number, defense: number) =>
      `Attack ${defender} (${at}) with ${attackers.join(' + ')}: ${attack}:${defense}`,
    flak: (unit: string) => `Fire the 88 at ${unit}`,
    noFlak: 'Hold the 88',
    dice: (dice: number[]) => `Roll ${dice.join(', ')}`,
    retreat: (unit: string, from: string, to: string) => `Retreat ${unit} ${from} -> ${to}`,
    eliminate: (unit: string) => `Lose ${unit} in the exchange`,
    advance: (unit: string, from: string, to: string) => `Advance ${unit} ${from} -> ${to}`,
    stop: 'No (further) advance',
  },
  /** The terminal picture's words. */
  render: {
    legend: '  West edge: column 01 (German exit).  Row 08: turn track.  Lower case: disrupted.',
    rivers: (rivers: string[]) => `  Rivers: ${list(rivers)} (+1 MP unless along a road).  ARRS = Arras (-1 DRM for its defender).`,
    turn: (turn: number, last: number) => (turn <= last ? `Turn ${turn} of ${last}` : `Turn marker ${turn} (past ${last})`),
    situation: (turn: string, over: boolean, side: Side, done: string[], flakUsed: boolean) =>
      `${turn} - ${over ? 'game over' : `${SIDE[side]} turn`}; phases done: ${list(done) || 'none'}; 88 ${flakUsed ? 'used' : 'available'}`,
    side: (side: Side) => `${SIDE[side]}:`,
    exited: 'broke through the west edge',
    eliminated: 'eliminated',
    disrupted: 'DISRUPTED',
    moved: 'moved',
    attacked: 'attacked',
    combat: (attackers: string[], defender: string, column: string | null, die: number | null, result: string | null) =>
      `Combat: ${attackers.join(' + ')} against ${defender}${result ? ` - ${column} die ${die}: ${result}` : ''}`,
  },
  refuse: {
    notToAct: (role: string) => `${role} may not act now`,
    over: 'the game is over',
    notNow: (type: string, expected: string) => `"${type}" is not possible now: ${expected}`,
    unknownUnit: (id: unknown) => `unknown unit ${JSON.stringify(id)}`,
    // Sequence
    choosePhase: (left: string[]) => `the Allied player chooses his next phase: ${list(left)}`,
    phasePlayed: (phase: string) => `the Allied ${phase} phase has already been played this turn`,
    // 7.1, 7.2, 6.0, Victory
    expectMove: 'move units ({"type":"move","unit":...,"to":...}) or end the phase ({"type":"end"})',
    attackInMovement: 'attacks are made in the combat phase, not the movement phase',
    notYoursToMove: (unit: string) => `${unit} is not yours to move`,
    gone: (unit: string) => `${unit} is no longer on the map`,
    disruptedMove: (unit: string) => `${unit} is disrupted and may not move`,
    moved: (unit: string) => `${unit} has already moved this phase`,
    onlyGermanExit: 'only German units break through the west edge',
    cannotExit: (unit: string) =>
      `${unit} cannot break through this move: it must reach a west-edge hex (column 01) with the exit cost left (1 MP, 0.5 where a road leaves the map), without stopping in an enemy ZoC (6.0) on the way`,
    offMap: (hex: string) => `${hex} is not a hex of the map`,
    enemyThere: (hex: string, unit: string) => `${hex} holds an enemy unit (${unit})`,
    stacking: (hex: string, unit: string) => `${hex} holds ${unit}: no stacking, a unit may pass through friends but not end its move with them`,
    zocToZoc: (unit: string) => `${unit} may not move from an enemy ZoC directly into another enemy ZoC`,
    zocStops: (unit: string, hex: string) => `${unit} cannot reach ${hex}: a unit entering an enemy ZoC must stop there`,
    tooFar: (unit: string, hex: string, ma: number) => `${unit} cannot reach ${hex} with ${ma} MP (clear 1, road 0.5, river +1 unless along a road)`,
    // 8.1
    expectAttack: 'declare an attack ({"type":"attack","defender":...,"attackers":[...]}) or end the phase ({"type":"end"})',
    moveInCombat: 'units move in the movement phase, not the combat phase',
    unknownDefender: (id: unknown) => `unknown defender ${JSON.stringify(id)}`,
    notEnemy: (unit: string) => `${unit} is not an enemy unit`,
    notOnMap: (unit: string) => `${unit} is not on the map`,
    defenderAttacked: (unit: string) => `${unit} has already been attacked this combat phase`,
    noAttackers: 'an attack needs at least one attacking unit ("attackers": [...])',
    unknownAttacker: (id: unknown) => `unknown attacking unit ${JSON.stringify(id)}`,
    twice: (unit: string) => `${unit} is listed twice`,
    notYours: (unit: string) => `${unit} is not yours`,
    disruptedAttack: (unit: string) => `${unit} is disrupted and may not attack`,
    attacked: (unit: string) => `${unit} has already attacked this combat phase`,
    notAdjacent: (unit: string, defender: string) => `${unit} is not adjacent to ${defender}`,
    counterOrder: (sorted: string[]) => `list the attackers in counter order: ${JSON.stringify(sorted)}`,
    diceDue: 'dice are due',
    // 8.8
    expectFlak: 'the German player must decide whether to fire the 88 ({"type":"flak","unit":...} or {"type":"no-flak"})',
    flakTarget: (tanks: string[]) => `the 88 may only fire at a Tank in the declared attack (${list(tanks)})`,
    // 8.4, 8.5
    expectLoss: 'the attacker must pick the unit it loses in the exchange',
    pickLoss: (attackers: string[]) => `pick one of the attacking units: ${list(attackers)}`,
    retreatsFirst: (units: string[]) => `retreats must be carried out first (${list(units)})`,
    noRetreatToMake: (unit: string) => `${unit} has no retreat to make`,
    retreatTo: (unit: string, n: number, possible: string[]) =>
      `${unit} must retreat exactly ${hexes(n)}, each farther away, not into an enemy ZoC, an enemy unit, another unit's hex or off the map; possible: ${list(possible) || 'none'}`,
    // 8.7
    expectAdvance: 'advance after combat ({"type":"advance",...}) or stop ({"type":"stop"})',
    notAttacker: (unit: string) => `${unit} did not take part in the attack: only attackers advance`,
    advanced: (unit: string) => `${unit} has already advanced`,
    cannotAdvance: (unit: string, vacated: string | null) => `${unit} cannot advance (disrupted, eliminated or the vacated hex ${vacated} is taken)`,
    advanceTo: (unit: string, to: string[], vacated: string | null, tried: string) =>
      `${unit} may advance to ${list(to)} (infantry 1 hex into the vacated hex ${vacated}; tanks 1 more hex unless they moved from an enemy ZoC into another), not to ${JSON.stringify(tried)}`,
  },
};

export type Words = typeof en;
export type Say = typeof say;
