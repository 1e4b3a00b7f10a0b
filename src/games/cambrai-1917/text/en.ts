// The game's words in English: each decision's prompt, what each roll is for, the scenarios (the
// log's sentences are written with their French beside them, in the chapters: `say(log, rule, en, fr)`).
// French: fr.ts, the same shape. The aid's terms: Hurricane Barrage, Sunset DR, Haig Decides, CP.
import type { Side } from '../data.ts';
import { cap, unitName } from '../state.ts';

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
};

export type Words = typeof en;
