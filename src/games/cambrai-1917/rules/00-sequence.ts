// Sequence of Play (the player aid's first page): each day from 20 to 26 November is a Dawn Phase, a
// Daylight Phase of impulses, a Night Phase (the British, then the German) and an End Phase. Setup
// (the Special November 20 Turn starts with Daylight: no Dawn weather roll, weather clear), and the
// queue of the aid's ordered lists (Dawn: cards, Garrisons, weather; Night: each side's rolls,
// purchases, refits and refreshes, in the aid's order) with the steps that wait on nothing: `idle`
// while the queue runs, `roll` for the dice (each roll's effect in its chapter), `over`.
// Why a queue: the aid's phases are lists done in order, some items once per marker, tank or card;
// a list of tasks is that list, each task handled in its chapter (see docs/games/cambrai-1917.md,
// "Where each rule lives").
import { type Rolls, diceStep } from '../../../families/area-impulse/dice.ts';
import { ARTILLERY, AREAS, FIRST_DAY, FIRST_DAY_VP, HURRICANE_MARKERS, UNITS, VP_TO_WIN } from '../data.ts';
import type { CambraiAction } from '../actions.ts';
import {
  BOARD,
  type CambraiState,
  type RollPurpose,
  type Side,
  type Step,
  type Task,
  type Variant,
  AREA_IDS,
  BRIDGES0,
  NOBODY,
  NO_VARIANT,
  OFF_MAP,
  stepAt,
} from '../state.ts';
import { anyPrompt } from '../prompt.ts';
import type { Log } from '../text/names.ts';
import { type Words, en } from '../text/en.ts';
import { fr } from '../text/fr.ts';
import { dawn, garrisonTask, placeTask, weatherRoll } from './01-dawn.ts';
import { impulseEnd, startDaylight, startImpulse, sunsetRoll } from './02-daylight.ts';
import { ammoRoll, ammoTask, buyTask, cavalryTask, hbRefreshRoll, hbRefreshTask, nightFor, refitRoll, refitTask, refreshTask } from './03-night.ts';
import { endPhase, haigRoll } from './04-end.ts';

import { hurricaneRoll } from './06-artillery-air.ts';
import { attackRoll, defenseRoll } from './08-combat.ts';
import { demolitionRoll } from './10-bridges.ts';
import { advantageAmmoRoll, tankAdvantageTask } from './11-advantage.ts';
import { cambraiStep } from '../refusals.ts';

/** `vpToWin`: the Control markers the British need (the handicap option; the aid's 20 by default, ruling S1's number on the first day). */
export function newGame(
  scenario: 'campaign' | 'first-day',
  vpToWin = scenario === 'first-day' ? FIRST_DAY_VP : VP_TO_WIN,
  variant: Partial<Variant> = {},
): CambraiState {
  const control = new Array(Math.max(...AREA_IDS) + 1).fill('german');
  for (const a of AREAS) control[a.id] = a.sector;
  const s: CambraiState = {
    scenario,
    vpToWin,
    day: FIRST_DAY,
    phase: 'dawn',
    step: { k: 'idle' },
    queue: [],
    loc: UNITS.map((u) => u.setup ?? OFF_MAP),
    spent: UNITS.map(() => 0),
    control,
    tank: UNITS.map((u) => (u.type === 'tank' ? 6 : 0)),
    dismounted: UNITS.map(() => 0),
    cards: [],
    weather: 'clear', // Special November 20 Turn: no weather roll, weather starts clear
    impulse: 0,
    active: 'allied',
    passes: 0,
    sunset: null,
    advantage: 'allied',
    advantageSpent: [],
    variant: { ...NO_VARIANT, ...variant },
    hurricane: { allied: new Array(HURRICANE_MARKERS.allied).fill(true), german: new Array(HURRICANE_MARKERS.german).fill(true) },
    ammo: { allied: 0, german: 0 },
    markers: { ...ARTILLERY.start },
    bridges: BRIDGES0.map((b) => ({ ...b })),
    assault: null,
    combat: null,
    barrage: null,
    result: null,
    haig: null,
  };
  // Special November 20 Turn: no weather roll; the British first impulse is the opening barrage.
  s.queue = [{ t: 'daylight' }];
  advance(s, undefined);
  return s;
}

// ---- the queue -----------------------------------------------------------------------------------

/** Put tasks at the head of the queue (done before what was queued). */
export function push(s: CambraiState, ...tasks: Task[]) {
  s.queue.unshift(...tasks);
}

/** The dice of `purpose` are due (the chance role rolls them). */
export function roll(s: CambraiState, purpose: RollPurpose, dice: number, extra: Partial<{ unit: number; marker: number; bridge: number; side: Side }> = {}) {
  s.step = { k: 'roll', purpose, dice, ...extra };
}

/** Run tasks until the game waits for a decision or dice. */
export function advance(s: CambraiState, log: Log) {
  while (s.step.k === 'idle' && s.queue.length && !s.result) runTask(s, s.queue.shift()!, log);
  if (s.result) s.step = { k: 'over' };
}

type TaskOf<T extends Task['t']> = Extract<Task, { t: T }>;

/** Each task's handler, in the chapter of its rule (function declarations: this table is read while the chapters load). */
const TASKS: { [T in Task['t']]: (s: CambraiState, task: TaskOf<T>, log: Log) => void } = {
  dawn: (s, _t, log) => dawn(s, log), // Dawn Phase
  place: placeTask, // 5.5
  garrison: garrisonTask, // Dawn Phase
  weather: (s) => roll(s, 'weather', 1), // Dawn Phase
  daylight: (s, _t, log) => startDaylight(s, log), // Daylight Phase
  impulse: (s, _t, log) => startImpulse(s, log), // Impulses
  'impulse-end': (s, _t, log) => impulseEnd(s, log), // Daylight Phase, Sunset DR
  night: (s, t, log) => nightFor(s, t.side, log), // Night Phase
  'hb-refresh': hbRefreshTask,
  ammo: ammoTask,
  buy: buyTask,
  'tank-advantage': tankAdvantageTask, // Advantage Marker
  refit: refitTask,
  refresh: refreshTask,
  cavalry: cavalryTask,
  end: (s, _t, log) => endPhase(s, log), // End Phase
};

function runTask<T extends Task['t']>(s: CambraiState, task: TaskOf<T> & { t: T }, log: Log) {
  const handler: (s: CambraiState, task: TaskOf<T>, log: Log) => void = TASKS[task.t];
  handler(s, task, log);
}

// ---- the listing kept for the next decision -------------------------------------------------------

/**
 * A listing found at the end of an action to know whether a step goes on (the Assault and Regroup after
 * a move, the Night cavalry's), kept for the listing of the next decision: nothing changes the state
 * between the end of an action and that listing, and every action forgets it first (`forgetListing`,
 * the step table's beforeEach). Served only for the same state, step object and board counts: a cache of
 * one entry keyed by the state, as the family Board's last state looked up (docs/architecture.md, "Module
 * state"); a WeakMap of every state measured slower (3 of 4 interleaved pairs, session 11).
 */
const KEPT = { s: null as CambraiState | null, step: null as object | null, stamp: 0, list: [] as CambraiAction[] };

export function keep(s: CambraiState, list: CambraiAction[]) {
  KEPT.s = s;
  KEPT.step = s.step;
  KEPT.stamp = BOARD.stamp(s);
  KEPT.list = list;
}

/** The listing kept for `s` (once), or null. */
export function kept(s: CambraiState): CambraiAction[] | null {
  if (KEPT.s !== s || KEPT.step !== s.step || KEPT.stamp !== BOARD.stamp(s)) return null;
  KEPT.s = null;
  return KEPT.list;
}

/** Every action first forgets the listing kept for the decision it answers. */
export function forgetListing() {
  KEPT.s = null;
}

// ---- the steps that wait on no player ------------------------------------------------------------

type RollStep = Extract<Step, { k: 'roll' }>;

/** The dice due: the chance role rolls them; each roll's rule, and what it does (in the chapter of its rule). */
const ROLLS: Rolls<CambraiState, RollStep, Words> = {
  at: (s) => stepAt(s, 'roll'),
  rules: {
    weather: { rule: 'Dawn Phase', effect: weatherRoll },
    hurricane: { rule: 'Hurricane Barrage', effect: hurricaneRoll },
    attack: { rule: 'Combat', effect: attackRoll },
    defense: { rule: 'Combat', effect: defenseRoll },
    sunset: { rule: 'Sunset DR', effect: sunsetRoll },
    demolition: { rule: 'Demolish Bridges', effect: demolitionRoll },
    'hb-refresh': { rule: 'Night Phase', effect: hbRefreshRoll },
    ammo: { rule: 'Night Phase', effect: ammoRoll },
    'advantage-ammo': { rule: 'Advantage Marker', effect: advantageAmmoRoll },
    refit: { rule: 'Night Phase', effect: refitRoll },
    haig: { rule: 'Haig Decides', effect: haigRoll },
  },
  label: (w, _s, st) => w.chance[st.purpose](st.side, st.unit),
  en,
  fr,
  // The queue runs on once the roll's effect is done.
  rolled: (s) => {
    s.step = { k: 'idle' };
  },
};

/** A roll: the chance role rolls the dice due (ROLLS). */
export const rollStep = cambraiStep({ rule: 'Sequence of Play', ...diceStep(ROLLS), prompt: anyPrompt });

/** The queue runs (never seen between actions: advance runs it until a decision or dice). */
export const idleStep = cambraiStep({ rule: 'Sequence of Play', actor: () => NOBODY, perform: {}, prompt: anyPrompt });

/** The game is over (End Phase, Haig Decides, or the first day's nightfall). */
export const overStep = cambraiStep({ rule: 'End Phase', actor: () => NOBODY, perform: {}, prompt: anyPrompt });

/** `done` in a Night decision (refreshes, cavalry, the tank Advantage): the Night goes on; a refresh task's remaining count is dropped. */
export function doneChoosing(s: CambraiState, log: Log) {
  s.step = { k: 'idle' };
  if (s.queue[0]?.t === 'refresh') s.queue.shift();
  advance(s, log);
}
