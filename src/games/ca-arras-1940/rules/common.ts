// Counter-Attack: The Battle of Arras, 1940 - what every chapter of the rules (rules/NN-*.ts) uses, and
// the shape of a step of its sequence of play (arrasStep, for the kernel's step table).

import { sideOfRole } from '../../../families/area-impulse/board.ts';
import { type AreaStep, type StepRefusals, areaSteps } from '../../../families/area-impulse/steps.ts';
import { type LogSink, actionKey } from '../../../kernel/game.ts';
import type { Step } from '../../../kernel/steps.ts';
import type { ArrasAction } from '../actions.ts';
import { AREA_BY_ID, UNITS, ZONE } from '../data.ts';
import { type ArrasState, type Side, unitOf } from '../state.ts';
import { en } from '../text/en.ts';
import { fr, refusal, words } from '../text/fr.ts';

export type Log = LogSink | undefined;

/** The players who may act alone in a step. */
export { ONLY } from '../../../families/area-impulse/steps.ts';

/** A step's prompt: [English, French, rule] (the texts are in ../text/prompts.ts). */
export type { Line } from '../../../families/area-impulse/steps.ts';

/** One step of the 1940 edition, as its chapter declares it. */
export type ArrasStep = AreaStep<ArrasState, ArrasAction, Side>;

/** The index of a unit named by an action (-1: none). */
export const U = unitOf;

/**
 * The listings' most frequent actions, one frozen object each, built on first use (an assault
 * listing is made after every step; nothing writes into an action): less for the collector.
 */
const SLOTS = ZONE.F + 1;
// Sized up front: filled at scattered indexes from empty, an array turns into a dictionary (a hash lookup per read).
const MOVE_ACTIONS: (ArrasAction | undefined)[] = new Array(UNITS.length * SLOTS);
const BOMBARD_ACTIONS: (ArrasAction | undefined)[] = new Array(UNITS.length * SLOTS);
const AREA_ACTIONS = { assault: [] as ArrasAction[], attack: [] as ArrasAction[], air: [] as ArrasAction[] };
export const moveAction = (u: number, to: number): ArrasAction => (MOVE_ACTIONS[u * SLOTS + to] ??= Object.freeze({ type: 'move', unit: UNITS[u].id, to }));
export const bombardAction = (u: number, target: number): ArrasAction =>
  (BOMBARD_ACTIONS[u * SLOTS + target] ??= Object.freeze({ type: 'bombard', target, artillery: UNITS[u].id }));
export const areaAction = (type: 'assault' | 'attack', area: number): ArrasAction => (AREA_ACTIONS[type][area] ??= Object.freeze({ type, area }));
export const airAction = (target: number): ArrasAction => (AREA_ACTIONS.air[target] ??= Object.freeze({ type: 'air', target }));
export const PASS: ArrasAction = Object.freeze({ type: 'pass' });
export const END: ArrasAction = Object.freeze({ type: 'end' });
export const ACCEPT: ArrasAction = Object.freeze({ type: 'accept' });
export const DONE: ArrasAction = Object.freeze({ type: 'done' });
export const RESET: ArrasAction = Object.freeze({ type: 'reset' });
export const ROLL_MOMENTUM: ArrasAction = Object.freeze({ type: 'roll-momentum' });
export const NO_SUPPORT: ArrasAction = Object.freeze({ type: 'no-support' });
export const REROLL: Readonly<Record<'advantage' | 'marker', ArrasAction>> = {
  advantage: Object.freeze({ type: 'reroll', using: 'advantage' }),
  marker: Object.freeze({ type: 'reroll', using: 'marker' }),
};

/** How actions name units (the family's steps). */
export { IDS } from '../state.ts';

/** How this edition words the refusals its steps share: units 4.0, areas 3.1, each step by its name. */
const REFUSALS: StepRefusals<ArrasStep> = {
  knows: {
    unit: (id: unknown) => unitOf(id) >= 0,
    area: (id: unknown) => !!AREA_BY_ID[id as number],
    areaHelp: (lang) => words(lang).refuse.areaHelp(String(ZONE.A), String(ZONE.F)),
    unitRule: '4.0',
    areaRule: '3.1',
  },
  notOpen: (basic, k, st) => ({
    message: `${basic.message} (${en.steps[k] ?? k})`,
    rule: st.rule,
    texts: { fr: `${basic.texts?.fr ?? basic.message} (${fr.steps[k] ?? k})` },
  }),
  notLegal: (a, k, st) => refusal(st.rule, (w) => w.refuse.notNow(actionKey(a), w.steps[k] ?? k)),
};

/** The kernel's step (src/kernel/steps.ts) of step `k` as its chapter declares it. */
export const arrasStep: (k: ArrasState['step']['k'], st: ArrasStep) => Step<ArrasState, ArrasAction> = areaSteps(REFUSALS, sideOfRole);
