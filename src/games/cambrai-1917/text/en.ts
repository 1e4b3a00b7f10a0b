// The game's words in English: each decision's prompt, what each roll is for, the log, the actions'
// descriptions. French: fr.ts, the same shape. The aid's terms: Hurricane Barrage, Sunset DR, Haig
// Decides, CP. The log's texts are keyed by what they say, grouped by the chapter that writes them;
// the rule numbers stay at the call sites (`log?.(told(rule, (w) => w.log.x(...)))`, fr.ts). The
// names they are built with (areas, sides, days, weather in French): names.ts.
import type { IllegalInfo } from '../../../kernel/game.ts';
import { FIRST_DAY_VP, type Identifier, type Side, VP_TO_WIN } from '../data.ts';
import { type ResultKind, type Step, areaName, cap, other, unitName } from '../state.ts';
import { dayEn, weatherEn } from './names.ts';

type Weather = 'clear' | 'overcast';
/** A modifier of the bridge demolition dr (Demolish Bridges): a side of the bridge by its state, the Canal du Nord, the surprise of 20 November. */
export type DemolitionMod = { k: 'free' | 'friendly' | 'enemy'; area: number } | { k: 'canal' | 'surprise' };
/** The Advantage's uses offered in a decision (Advantage Marker). */
export type AdvantageUse = Extract<Step, { k: 'advantage' }>['use'];
/** The kinds of artillery and air markers (Artillery and Air Support). */
export type MarkerKind = 'rolling' | 'support' | 'air';
/** A modifier of the Haig Decides dr (End Phase): +2 per Haig area held, +2 British control (+1 contest) east of the canal or zone G. */
export type HaigMod = { k: 'area'; area: number } | { k: 'control' | 'contest' };
/** What spending the Advantage did (Advantage Marker): a use, with the weather reversed to or the tank refitted. */
export type AdvantageSpent = { k: 'weather'; w: Weather } | { k: 'repulse' | 'success' | 'ammo' | 'haig' } | { k: 'refit'; u: number };
/** A term of a combat total (Combat: Attack Mod. and Def. Mod. charts): the point or forward unit's value, then each modifier. */
export type CombatMod =
  | { k: 'point' | 'more' | 'support' | 'divisions' | 'forward' | 'fresh' | 'terrain' | 'hb'; n: number }
  | { k: 'air' | 'tanks' | 'canal' };

const DEMOLITION_MOD = (m: DemolitionMod) => {
  switch (m.k) {
    case 'free':
      return `+3 free ${areaName(m.area)}`;
    case 'friendly':
      return `+2 contested friendly ${areaName(m.area)}`;
    case 'enemy':
      return `+1 contested enemy ${areaName(m.area)}`;
    case 'canal':
      return '-1 Canal du Nord';
    case 'surprise':
      return '-1 surprise (20 November)';
  }
};
const COMBAT_MOD = (m: CombatMod) => {
  switch (m.k) {
    case 'point':
      return `${m.n} point unit`;
    case 'more':
      return `+${m.n} additional units`;
    case 'support':
      return `+${m.n} Direct Support`;
    case 'air':
      return '+1 Air Support';
    case 'divisions':
      return `-${m.n} different divisions`;
    case 'tanks':
      return '+1 tanks on 20 November';
    case 'forward':
      return `${m.n} forward unit`;
    case 'fresh':
      return `+${m.n} additional fresh units`;
    case 'terrain':
      return `+${m.n} terrain`;
    case 'hb':
      return `+${m.n} unused Hurricane Barrage`;
    case 'canal':
      return '-2 attacker crossed a canal';
  }
};
const SPEND: Record<AdvantageUse, string> = {
  weather: 'reverse the weather roll',
  repulse: 'turn the repulse into a stalemate',
  success: 'turn the success into a stalemate',
  ammo: 'receive 2d6 more ammunition',
  haig: 'continue the game after the Haig Decides roll',
};
const MARKER: Record<MarkerKind, string> = { rolling: 'Rolling Barrage', support: 'Direct Support', air: 'Air Support' };
const HAIG_MOD = (m: HaigMod) => {
  switch (m.k) {
    case 'area':
      return `+2 area ${m.area}`;
    case 'control':
      return '+2 British control east of the canal or zone G';
    case 'contest':
      return '+1 British contest east of the canal or zone G';
  }
};
const SPENT = (x: AdvantageSpent) => {
  switch (x.k) {
    case 'weather':
      return `the weather roll is reversed (${weatherEn(x.w)})`;
    case 'repulse':
      return 'the repulse becomes a stalemate';
    case 'success':
      return 'the success becomes a stalemate';
    case 'ammo':
      return 'receive 2d6 more ammunition';
    case 'haig':
      return 'the game continues after the Haig Decides roll';
    case 'refit':
      return `${unitName(x.u)} refits without a roll`;
  }
};

export const en = {
  /** Each step's one-line prompt. */
  prompt: {
    place: 'Choose where this unit enters the map (a reinforcement, or a replaced Garrison).',
    impulse: 'Choose an area to activate for an Assault or a Regroup, or Pass.',
    regroup: 'Regroup: move units of the active area one at a time, then end the impulse.',
    assault: 'Assault: fire the Hurricane Barrage, place markers, move units one at a time, then attack an area or end the impulse.',
    opening: 'Fire the opening barrage on its next target.',
    'hb-primary': 'Choose the primary target of the Hurricane Barrage.',
    'barrage-absorb': 'Absorb the barrage CP: choose a unit to exhaust or eliminate.',
    'attack-select': 'Choose the units that join the attack, then resolve it.',
    point: 'Choose the point unit of the attack; you then roll 2d6, before the defender chooses his forward unit.',
    absorb: 'Absorb the attack CP: choose a unit to exhaust, step down, retreat or eliminate.',
    'voluntary-retreat': 'Retreat defending units if you wish, then Done.',
    overrun: 'Overrun: move the overrunning units on and attack again, or stop.',
    buy: 'Buy artillery markers with your ammunition points, then Done.',
    'tank-advantage': 'Spend the Advantage to refit an exhausted tank without a roll, or keep it.',
    refresh: 'Choose an exhausted infantry unit to refresh.',
    cavalry: 'Dismount cavalry or trade a removed cavalry unit for an infantry refresh, then Done.',
    other: 'Choose your action.',
  },
  /** The Advantage's prompt, by its use. */
  advantage: {
    weather: 'Spend the Advantage to reverse the Dawn weather roll, or keep it.',
    repulse: 'Spend the Advantage to turn this repulse into a stalemate, or keep it.',
    success: 'Spend the Advantage to turn this success into a stalemate, or keep it.',
    ammo: 'Spend the Advantage for 2d6 more ammunition points, or keep it.',
    haig: 'Spend the Advantage to continue the game after the Haig Decides roll, or keep it.',
  },
  /** Combat: the defender chooses his forward unit knowing the attack total. */
  forward: (at: number) => `The attack total is ${at}: choose the forward unit of the defence, then roll 2d6.`,
  /** A term of a combat total, as the log and the preview show it. */
  combatMod: COMBAT_MOD,
  /** What each roll is for (the prompt of a person rolling real dice). */
  chance: {
    weather: () => 'weather dr (1-4 Overcast, 5-6 Clear)',
    hurricane: () => 'Hurricane Barrage: attacker dr, defender dr',
    attack: () => 'combat: the attacker rolls 2d6',
    defense: () => 'combat: the defender rolls 2d6',
    sunset: () => 'British Sunset DR (2d6)',
    demolition: () => 'bridge demolition dr',
    'hb-refresh': () => 'Hurricane Barrage refresh dr',
    ammo: (side: Side | undefined) => `${side ? cap(side) : ''} ammunition`,
    'advantage-ammo': () => 'Advantage: 2d6 more ammunition',
    refit: (_side: Side | undefined, u: number | undefined) => `refit dr for ${u !== undefined ? unitName(u) : 'the tank'}`,
    haig: () => 'Haig Decides dr',
  },
  log: {
    // Dawn Phase (01-dawn.ts)
    dawn: (day: number) => `Dawn, ${dayEn(day)}.`,
    card: (side: Side, card: string) => `${cap(side)} reinforcement card ${card} arrives.`,
    noGarrisonArea: (u: number) => `${unitName(u)} cannot be replaced: no German-controlled free area without a Garrison.`,
    placed: (u: number, a: number) => `${unitName(u)} is placed in ${areaName(a)}.`,
    weather: (dr: number, w: Weather) => `Weather dr ${dr}: ${weatherEn(w)}.`,
    // Daylight Phase, Sunset DR (02-daylight.ts)
    daylight: (day: number, w: Weather) => `Daylight, ${dayEn(day)} (${weatherEn(w)}).`,
    cavalryReleased: (held: number[], card: string) => `The British control ${held.map(areaName).join(', ')}: card ${card} (cavalry) is released.`,
    noSunsetReaches: (impulse: number) => `Impulse ${impulse}: no Sunset DR reaches it, Daylight ends (ruling D1).`,
    twoPasses: 'Both players passed in consecutive impulses: Daylight ends (option, 1940 6.2.5).',
    trackEnd: (last: number) => `The impulse track is at its last box (${last}): Daylight ends (option).`,
    sunsetFlips: (dr: number, impulse: number, w: Weather) => `Sunset DR ${dr} = impulse ${impulse}: the weather flips to ${weatherEn(w)}.`,
    sunsetNotFirstDay: (dr: number, impulse: number) => `Sunset DR ${dr} < impulse ${impulse}, but the Sunset DR does not end 20 November early.`,
    sunsetEnds: (dr: number, impulse: number) => `Sunset DR ${dr} < impulse ${impulse}: Daylight ends.`,
    sunsetContinues: (dr: number, impulse: number) => `Sunset DR ${dr} >= impulse ${impulse}: Daylight continues.`,
    hurricaneLost: (side: Side, unused: number) => `${cap(side)} Hurricane Barrage markers unused this Daylight are lost (${unused}).`,
    advantagePasses: (holder: Side) => `The ${cap(holder)} player did not spend the Advantage this Daylight: it passes to the ${cap(other(holder))} player.`,
    night: (day: number) => `Night, ${dayEn(day)}: the turn marker returns to impulse 0.`,
    /** The first day's result (ruling S1), in the result and its log entry. */
    firstDayHeld: (vp: number, needed: number) => `the British hold ${vp} Control markers in supply (${needed} needed)`,
    sunsetRoll: (d: number[], total: number) => `British Sunset DR: ${d[0]}+${d[1]} = ${total}.`,
    // Demolish Bridges (10-bridges.ts)
    bridgeTaken: (bridge: string) => `The ${bridge} bridge becomes British-controlled.`,
    demolition: (bridge: string, dr: number, mods: readonly DemolitionMod[], total: number, blown: boolean) =>
      `Demolition of the ${bridge} bridge: dr ${dr} ${mods.map(DEMOLITION_MOD).join(' ')} = ${total} ${blown ? '>= 7: the bridge is blown' : '< 7: it stands'}.`,
    demolishes: (side: Side, bridge: string) => `${cap(side)} attempts to demolish the ${bridge} bridge.`,
    // Night Phase (03-night.ts)
    nightFor: (side: Side) => `${cap(side)} Night Phase.`,
    hbRefresh: (side: Side, marker: number, dr: number, need: number) =>
      `${cap(side)} Hurricane Barrage marker ${marker + 1}: dr ${dr} ${dr >= need ? `>= ${need}, refreshed` : `< ${need}, stays used`}.`,
    ammo: (side: Side, dice: number[], plus: number, n: number, total: number) =>
      `${cap(side)} ammunition: ${dice.join('+')}${plus ? `+${plus}` : ''} = ${n} (total ${total}).`,
    buys: (side: Side, n: number, cost: number, left: number) => `${cap(side)} buys ${n} artillery marker(s) for ${cost} ammunition (${left} left).`,
    noSupplyLine: (u: number) => `${unitName(u)} cannot trace a supply line to zones I-L.`,
    refitted: (u: number, steps: number, dr: number, need: number) => `${unitName(u)} (${steps}) refit dr ${dr} <= ${need}: refreshed.`,
    refitFails: (u: number, steps: number, dr: number, need: number) => `${unitName(u)} (${steps}) refit dr ${dr} > ${need}.`,
    tankEliminated: (u: number) => `${unitName(u)} was a 2-1-5 tank: eliminated.`,
    tankReplaced: (u: number, steps: number) => `${unitName(u)} is replaced by a fresh ${steps}-step unit.`,
    refreshed: (u: number) => `${unitName(u)} is refreshed.`,
    dismounts: (u: number) => `${unitName(u)} dismounts.`,
    traded: (u: number, refreshed: number) => `${unitName(u)} is removed from the game; ${unitName(refreshed)} is refreshed.`,
    // End Phase, Haig Decides (04-end.ts)
    /** The result's details (End Phase, Haig Decides), in the result and its log entry. */
    suddenDeath: (u: number, a: number) => `${unitName(u)} is fresh in ${areaName(a)} with a supply line to zones I-L`,
    lastDayHeld: (vp: number, needed: number) => `${vp} British Control markers trace to zones I-L (${needed} needed)`,
    haigClosed: (day: number, vp: number, needed: number) =>
      `Haig closed the offensive on ${dayEn(day)} with ${vp} British Control markers in supply (${needed} needed)`,
    victory: (winner: Side, kind: ResultKind, detail: string) => `${cap(winner)} victory (${kind}): ${detail}.`,
    haigDecides: (dr: number, mods: readonly HaigMod[], total: number, goesOn: boolean) =>
      `Haig Decides: dr ${dr} ${mods.map(HAIG_MOD).join(' ')} = ${total} ${goesOn ? '>= 7: the offensive goes on' : '< 7: Haig closes the offensive'}.`,
    // Artillery and Air Support (06-artillery-air.ts)
    hurricaneOn: (side: Side, a: number) => `${cap(side)} Hurricane Barrage on ${areaName(a)}.`,
    primaryTarget: (u: number) => `Primary target: ${unitName(u)}.`,
    barrage: (at: number, atDr: number, dt: number, dtDr: number, cp: number, square: boolean) =>
      `Barrage ${at} (dr ${atDr}) against ${dt} (dr ${dtDr}): ${cp} CP${square ? ' (-1 square identifier)' : ''}.`,
    exhaustedCp: (u: number, cp: number) => `${unitName(u)} is exhausted (${cp} CP).`,
    eliminatedCp: (u: number, cp: number) => `${unitName(u)} is eliminated (${cp} CP).`,
    airSupport: (side: Side, a: number) => `${cap(side)} Air Support marker in ${areaName(a)} (+1 to combat there).`,
    rollingBarrage: (a: number) => `Rolling Barrage marker in ${areaName(a)} (-2 MP to enter).`,
    directSupport: (a: number) => `Direct Support marker in ${areaName(a)} (+1 to combat there).`,
    // Impulses (05-impulses.ts)
    passes: (side: Side, impulse: number) => `${cap(side)} impulse ${impulse}: Pass.`,
    activates: (side: Side, impulse: number, regroup: boolean, a: number) =>
      `${cap(side)} impulse ${impulse}: ${regroup ? 'Regroup' : 'Assault'}, active area ${areaName(a)}.`,
    regroups: (u: number, a: number) => `${unitName(u)} regroups to ${areaName(a)}.`,
    endsAssault: (side: Side) => `${cap(side)} ends the Assault.`,
    // Move Units (07-move-units.ts)
    moves: (u: number, a: number, cost: number, stops: boolean) => `${unitName(u)} moves to ${areaName(a)} (${cost} MP${stops ? ', stops' : ''}).`,
    // Combat (08-combat.ts)
    combatOpens: (side: Side, mandatory: boolean, inPlace: boolean, a: number) =>
      `${cap(side)} ${mandatory ? 'mandatory' : inPlace ? 'optional (before movement)' : 'optional'} combat in ${areaName(a)}.`,
    inPlaceCost: (cost: number) => `Combat before movement: each attacker spends ${cost} MP to activate; the other units of the area pay +${cost} MP to move.`,
    pointUnit: (u: number, at: number, mods: readonly CombatMod[]) => `Point unit: ${unitName(u)}; attack ${at} + 2d6 (${mods.map(COMBAT_MOD).join(', ')}).`,
    attackTotal: (total: number, at: number, dice: readonly number[]) => `Attack total ${total} (${at} + dice ${dice[0]}+${dice[1]}).`,
    attackIsSunset: (dr: number) => `The British attack roll ${dr} is also this impulse's Sunset DR.`,
    forwardUnit: (u: number, dt: number, mods: readonly CombatMod[]) =>
      `Forward unit: ${unitName(u)}; defense ${dt} + 2d6 (${mods.map(COMBAT_MOD).join(', ')}).`,
    totals: (at: number, atDice: readonly number[], dt: number, dtDice: readonly number[]) =>
      `AT ${at} (dice ${atDice[0]}+${atDice[1]}) against DT ${dt} (dice ${dtDice[0]}+${dtDice[1]}).`,
    repulse: (mustRetreat: boolean) => `Repulse: every attacking unit is exhausted${mustRetreat ? ' and must retreat' : ''}.`,
    stalemate: 'Stalemate: the point and forward units and every participating tank are exhausted.',
    success: (cp: number, ident: Identifier) => `Success: the defender must absorb ${cp} CP${ident !== 'circle' ? ` (-1 ${ident} identifier, 11.6.1)` : ''}.`,
    wipeOut: (cp: number, capacity: number) => `${cp} CP against a capacity of ${capacity}: every defending unit is eliminated.`,
    noRetreatArea: (u: number) => `${unitName(u)} has no retreat area and is eliminated (1 CP).`,
    overrun: 'Overrun: the tank point unit broke through; the attackers may place markers, move on and attack again.',
    retreats: (u: number, from: number, to: number) => `${unitName(u)} retreats from ${areaName(from)} to ${areaName(to)}.`,
    cannotRetreat: (u: number) => `${unitName(u)} must retreat but has no valid retreat area: eliminated.`,
    // Overrun (09-overrun.ts)
    movesOn: (u: number, a: number, cost: number) => `${unitName(u)} moves on to ${areaName(a)} (${cost} MP).`,
    overrunEnds: 'The overrun ends: its point unit and tanks are exhausted.',
    // Advantage Marker (11-advantage.ts)
    advantageSpent: (by: Side, what: AdvantageSpent) => `${cap(by)} spends the Advantage: ${SPENT(what)}. It passes to the ${cap(other(by))} player.`,
    advantageAmmo: (side: Side, n: number, total: number) => `${cap(side)} receives ${n} more ammunition (total ${total}).`,
    // Special November 20 Turn (12-november-20.ts)
    openingImpulse: 'British impulse 1: the opening Hurricane Barrage on areas 1, 3, 9, 10 and zone H.',
    openingOn: (a: number) => `Opening Hurricane Barrage on ${areaName(a)}.`,
  },
  /** One line per action (the prompt's buttons, the shell's log); `u` is a unit's name. */
  describe: {
    dice: (dice: number[]) => `dice ${dice.join(' ')}`,
    place: (u: string, a: number) => `place ${u} in ${areaName(a)}`,
    /** Spend the Advantage for `use` (the decision's; none outside an Advantage decision). */
    spend: (use: AdvantageUse | undefined) => `spend the Advantage: ${use ? SPEND[use] : ''}`,
    keep: 'keep the Advantage',
    pass: 'Pass impulse',
    assault: (a: number) => `Assault impulse: activate ${areaName(a)}`,
    regroup: (a: number) => `Regroup impulse: activate ${areaName(a)}`,
    opening: (a: number) => `opening Hurricane Barrage on ${areaName(a)} (Special November 20 Turn)`,
    hurricane: (a: number) => `Hurricane Barrage on ${areaName(a)}`,
    marker: (kind: MarkerKind, a: number) => `${MARKER[kind]} marker in ${areaName(a)}`,
    move: (u: string, a: number, mp: number | null) => `move ${u} to ${areaName(a)}${mp !== null ? ` (${mp} MP)` : ''}`,
    attack: (a: number, mandatory: boolean) => `${mandatory ? 'mandatory' : 'optional'} combat in ${areaName(a)}`,
    demolish: (bridge: string) => `attempt to demolish the ${bridge} bridge`,
    end: 'end the impulse',
    primary: (u: string) => `${u} is the primary target`,
    flip: (u: string) => `${u} is exhausted`,
    eliminate: (u: string) => `eliminate ${u}`,
    noRetreat: (u: string) => `${u} retreats - no retreat area, eliminated`,
    retreat: (u: string, a: number) => `${u} retreats to ${areaName(a)}`,
    join: (u: string) => `${u} joins the attack`,
    resolve: 'resolve the combat with the units chosen',
    point: (u: string, attack: number) => `${u} is the point unit (attack ${attack})`,
    forward: (u: string, defense: number) => `${u} is the forward unit (defense ${defense})`,
    done: 'done',
    buy: (n: number) => `buy ${n} artillery marker(s)`,
    refit: (u: string) => `spend the Advantage: refit ${u} without a roll`,
    refresh: (u: string) => `refresh ${u}`,
    dismount: (u: string) => `dismount ${u}`,
    trade: (u: string, refreshed: string) => `remove ${u} from the game to refresh ${refreshed}`,
  },
  /** Why an action is refused (refusals.ts, steps.ts; the rule stays at the call site); `k` a step's id. */
  refuse: {
    areaHelp: 'areas are 1-38 and 51-66, zones A-L are 39-50',
    unknownArea: (area: string) => `unknown area ${area} (areas are 1-38 and 51-66, zones A-L are 39-50)`,
    notOpen: (basic: IllegalInfo, k: string) => `${basic.message} (${k} step)`,
    notLegal: (key: string, k: string) => `${key} is not legal now (${k} step)`,
    mandatoryCombat: 'every mandatory combat must be resolved before the impulse ends',
    notYours: (unit: string) => `${unit} is not yours`,
    notFresh: (unit: string) => `${unit} was not fresh in the active area when it was activated`,
    combatBegun: 'movement is over once combat has begun (except after an overrun)',
    finishedMoving: (unit: string) => `${unit} has finished moving this impulse`,
    noDice: 'no dice are due',
    notToAct: (role: string, acting: string, k: string) => `${role} may not act now: waiting for ${acting} (${k} step)`,
  },
  /** Why one step of a unit is refused (movement.ts; Move Units, the zones, the Corps sectors, bridges and canals). */
  step: {
    notAdjacent: (to: number, from: number) => `${areaName(to)} is not adjacent to ${areaName(from)}`,
    britishZone: 'German units may not enter the British zones I-L',
    corps: (unit: string, corps: string, to: number, areaCorps: string) =>
      `${unit} belongs to ${corps} Corps and may not enter ${areaName(to)} (${areaCorps} Corps sector) on 20-21 November`,
    zoneFirst: 'a zone may only be entered by a unit that has not moved yet this impulse (it stops there)',
    stacking: (to: number, limit: number) => `${areaName(to)} already holds ${limit} units (tanks and Garrisons excluded)`,
    contested: 'units leaving a contested area must first move to a free area',
    bridge: (limit: number, bridge: string) => `${limit} units have crossed the ${bridge} bridge this impulse`,
    allMfType: 'only infantry may cross a canal without a bridge',
    allMfMoved: 'crossing a canal without a bridge costs all MP: the unit must not have spent any',
    cost: (to: number, cost: number, left: number) => `entering ${areaName(to)} costs ${cost} MP; ${left} left`,
  },
  /** The values a Hurricane Barrage or a combat will be rolled with (preview.ts); `parts` as `combatMod` gives them. */
  preview: {
    barrage: (at: number, dt: number) => `Barrage: attacker 1d6 + ${at} against defender 1d6 + ${dt}`,
    attack: (at: number, parts: string) => `Attack ${at} + 2d6 (${parts})`,
    then: 'then the defender chooses its forward unit, knowing the attack total',
    defense: (dt: number, parts: string, total: number) => `Defense ${dt} + 2d6 (${parts}) against the attack total ${total}`,
  },
  /** Why a setup is refused (game.ts `setup`; the kernel's own check refuses all but `handicapCampaign` first). */
  setup: {
    unknownScenario: (id: string) => `unknown scenario "${id}"; scenarios: campaign, first-day`,
    unknownOption: (id: string, known: string[]) => `unknown option "${id}"; options: ${known.join(', ')}`,
    optionFlag: (id: string) => `option "${id}" takes true or false`,
    handicapCampaign: (id: string) => `option "${id}" is for the campaign (the first day has its own number, ruling S1)`,
    handicapRange: (id: string, min: number, max: number) => `option "${id}" must be a whole number from ${min} to ${max}`,
  },
  /** The terminal picture (render.ts). */
  render: {
    side: (x: Side): string => cap(x),
    head: (day: number, phase: string, weather: Weather, impulse: number, active: Side, advantage: Side, vp: number, toWin: number) =>
      `${day} November  Phase: ${phase}  Weather: ${weatherEn(weather)}  Impulse ${impulse} (${cap(active)})  Advantage: ${cap(advantage)}  British VP: ${vp} (${toWin} needed)`,
    ready: (ready: boolean): string => (ready ? 'ready' : 'used'),
    support: (hbAllied: string, hbGerman: string, ammo: Record<Side, number>, markers: Record<Side, number>) =>
      `Hurricane Barrage: British ${hbAllied}, German ${hbGerman}   Ammo: British ${ammo.allied}, German ${ammo.german}   Artillery markers: British ${markers.allied}, German ${markers.german}`,
    bridges: (list: string) => `Bridges: ${list}`,
    blown: 'BLOWN',
    identifier: (id: Identifier) => ` ${id}`,
    contested: ', CONTESTED',
    tem: (tem: number) => `TEM+${tem}`,
    eliminated: 'Eliminated',
    removed: 'Removed',
    exhausted: 'EXHAUSTED',
    step: (n: number) => `step ${n}`,
    dismounted: 'dismounted',
    combat: (area: number, at: number, dt: number | null, dice: number[], cpLeft: number) =>
      `Combat in area ${area}: attack ${at}${dt !== null ? ` defense ${dt}` : ''}, dice ${dice.join(' ')}${cpLeft ? `, CP to absorb ${cpLeft}` : ''}`,
    over: (winner: Side, kind: ResultKind, detail: string, _detailFr: string) => `GAME OVER: ${cap(winner)} victory (${kind}) - ${detail}`,
  },
  /** The setup form (game.ts): each scenario's label and description, each option's label, by id (its rule in game.ts). */
  scenarios: {
    campaign: {
      label: 'Campaign, 20-26 November 1917',
      description:
        'The whole battle: the British need 20 Control markers in supply (or the number of the handicap option) at the end, or when Haig closes the offensive.',
    },
    'first-day': {
      label: 'The first day, 20 November 1917',
      description: `The special 20 November turn alone: the British need ${FIRST_DAY_VP} Control markers in supply at nightfall (reconstructed).`,
    },
  },
  options: {
    'british-vp': `Handicap: Control markers the British need to win the campaign (the aid: ${VP_TO_WIN}, which gives even games on this map)`,
    'two-passes': 'Two consecutive passes end the Daylight (the 1940 rule 6.2.5; the aid has only the Sunset DR)',
    'impulse-track-12': 'The impulse track stops at 12: Daylight ends after German impulse 12 (no British impulse 13)',
    'advantage-sunset': 'At sunset the Advantage passes unless its holder spent it that Daylight (one received during the Daylight too)',
    'sudden-death-mounted': 'Sudden death needs a mounted cavalry unit (a dismounted one does not count)',
  },
};

export type Words = typeof en;
