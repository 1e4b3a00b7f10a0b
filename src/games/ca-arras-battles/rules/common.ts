// Counter-Attack: Arras (Battles Magazine edition) - what every chapter of the rules (rules/NN-*.ts) uses,
// and the shape of a step of its sequence of play (battlesStep, for the kernel's step table).

import { type AreaStep, type StepRefusals, areaSteps } from '../../../families/area-impulse/steps.ts';
import { actionKey } from '../../../kernel/game.ts';
import type { Step } from '../../../kernel/steps.ts';
import type { BattlesAction } from '../actions.ts';
import { UNITS, ZONE } from '../data.ts';
import { type BattlesState, type Side, SECTOR_BY_ID, sideOf, unitOf } from '../state.ts';
import { refused, words } from '../text/fr.ts';

export const SIDES: Side[] = ['allied', 'german'];

export const uid = (u: number) => UNITS[u].id;

/** The index of a unit named by a legal action (the kernel found the action among the legal ones). */
export const U = unitOf;

/** How actions name units (the family's steps). */
export { IDS } from '../state.ts';

/** 14.1.1 the highest bid (VP). */
export const MAX_BID = 30;

/** The players who may act alone in a step. */
export { ONLY } from '../../../families/area-impulse/steps.ts';

/** A step's prompt: [English, French, rule] (the texts are in ../text/prompts.ts). */
export type { Line } from '../../../families/area-impulse/steps.ts';

/** One step of this edition, as its chapter declares it (its French name for refusals: text/fr.ts STEP_FR). */
export type BattlesStep = AreaStep<BattlesState, BattlesAction, Side>;

/** How this edition words the refusals its steps share: units 3.0, sectors 2.1.1, a bid out of range 14.1.1. */
const REFUSALS: StepRefusals<BattlesStep> = {
  knows: {
    unit: (id: unknown) => unitOf(id) >= 0,
    area: (id: unknown) => !!SECTOR_BY_ID[id as number],
    areaHelp: (lang) => words(lang).refuse.areaHelp(ZONE.A, ZONE.F),
    unitRule: '3.0',
    areaRule: '2.1.1',
  },
  notOpen: (basic, k, st) => refused(st.rule, (w) => w.refuse.notOpen(basic, k)),
  notLegal: (a, k, st) => (a.type === 'bid' ? refused('14.1.1', (w) => w.refuse.bid(MAX_BID)) : refused(st.rule, (w) => w.refuse.notLegal(actionKey(a), k))),
};

/** The kernel's step (src/kernel/steps.ts) of step `k` as its chapter declares it. */
export const battlesStep: (k: BattlesState['step']['k'], st: BattlesStep) => Step<BattlesState, BattlesAction> = areaSteps(REFUSALS, sideOf);
