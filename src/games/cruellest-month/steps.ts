// The Cruellest Month's step table (kernel/steps.ts): every step where someone acts, with who acts, the legal actions,
// the effect of each action type, the prompt and the explanation of a refusal. The kernel derives toAct, chance,
// legalActions, perform, explainIllegal and prompt from it. One turn (4.0): Random Events (5) - Airbase Construction
// (6.5) - Initiative (7.1-7.6, 12.2, 9.4.3) - Air Operations (8) - Ground Operations (9) - Supply (10, 9.5.1) - Regroup
// (11) - Reinforcements (12.1, 4.8) - Victory Points (13).
//
// Every decision is declared in the chapter of its rule (rules/NN-chapter.ts), with its automatic steps and the effect
// of each roll of the dice. The state says where the turn stands (`phase`, `step`); after every action `run` carries on
// through the automatic steps until a player must decide or dice must fall (`s.roll`). Three things interrupt the
// chapters' steps: dice due (`s.roll`), the air battle (8.7, the air-battle module's, through its contract: while
// `s.battle` is set, every call is handed to it) and an evacuating unit's relocation (6.6.5).
import { type Action, CHANCE, type Role } from '../../kernel/game.ts';
import { type Step, roles, stepTable } from '../../kernel/steps.ts';
import type { AirBattleAction, CmAction } from './actions.ts';
import * as AB from './air-battle/battle.ts';
import { forgetListings } from './cache.ts';
import * as D from './data.ts';
import { airPrompt, battlePrompt, prompt, relocatePrompt, stepPrompt } from './prompt.ts';
import { airRule, notToAct, refuseAt } from './refusals.ts';
import { refusalsEn } from './text/refusals.en.ts';
import { refusalsFr } from './text/refusals.fr.ts';
import type { State } from './state.ts';
import { type Auto, type Chapter, type Decision, type DiceEffect, type Log, only } from './rules/common.ts';
import { EVENTS } from './rules/05-random-events.ts';
import { AIRBASES_CHAPTER } from './rules/06-airbases.ts';
import { INITIATIVE } from './rules/07-initiative.ts';
import { AIR_OPERATIONS } from './rules/08-air-operations.ts';
import { AIR_MISSIONS, afterBattle } from './rules/08-air-missions.ts';
import { relocate, relocateOptions } from './rules/09-ground-movement.ts';
import { GROUND_OPERATIONS } from './rules/09-ground-operations.ts';
import { SUPPLY } from './rules/10-supply.ts';
import { REGROUP } from './rules/11-regroup.ts';
import { REINFORCEMENTS } from './rules/12-reinforcements.ts';
import { VICTORY_POINTS } from './rules/13-victory.ts';
import { SETUP } from './rules/14-setup.ts';
const { AIR_BY_ID } = D;

type CmStep = Step<State, CmAction>;

const CHAPTERS: Chapter[] = [
  SETUP,
  EVENTS,
  AIRBASES_CHAPTER,
  INITIATIVE,
  REINFORCEMENTS,
  AIR_OPERATIONS,
  AIR_MISSIONS,
  GROUND_OPERATIONS,
  SUPPLY,
  REGROUP,
  VICTORY_POINTS,
];
/** Every decision, automatic step and roll by name, from the chapters. */
const DECISIONS: Record<string, Decision> = Object.assign({}, ...CHAPTERS.map((c) => c.decisions ?? {}));
const AUTO: Record<string, Auto> = Object.assign({}, ...CHAPTERS.map((c) => c.auto ?? {}));
const DICE: Record<string, DiceEffect> = Object.assign({}, ...CHAPTERS.map((c) => c.dice ?? {}));

const CHANCE_ACTS = roles(CHANCE);
const NOBODY = roles();

/** The rule of the step the game stands at (for a refusal while dice are due or the game is over). */
const ruleNow = (s: State) => (s.relocate ? '6.6.5' : s.mission ? airRule(s) : (DECISIONS[s.step]?.rule ?? '4.0'));
/** Why `a` is refused at the step `s` stands at, under `rule`. */
const refuseUnder = (rule: (s: State) => string) => (s: State, a: Action, role: Role) => refuseAt(s, a, rule(s), STEPS.legalActions(s, role));

/** A chapter's decision, with its prompt and refusals. */
function decisionStep(name: string, d: Decision): CmStep {
  const air = name === 'air';
  return {
    ...d,
    prompt: air ? airPrompt : stepPrompt(name),
    refuseOther: refuseUnder(air ? airRule : () => d.rule),
  };
}

/** Dice are due (`need`): the roll's effect, named by its purpose. */
const roll: CmStep = {
  rule: '4.0',
  actor: () => CHANCE_ACTS,
  chance(s) {
    const r = s.roll!;
    return { dice: r.dice, sides: r.sides, label: r.label, rule: r.rule, texts: { fr: r.fr ?? r.label } };
  },
  perform: {
    dice(s, a, log) {
      const r = s.roll!;
      s.roll = null;
      DICE[r.purpose](s, a.dice, r.ctx ?? {}, log);
    },
  },
  prompt,
  refuseOther: refuseUnder(ruleNow),
};

/** 8.7: the Air Battle Board, through its contract (air-battle/battle.ts); at its end, back to the mission (8.7.12). */
function battleEffect(s: State, a: AirBattleAction, log: Log, role: Role): void {
  const b = s.battle!;
  AB.airBattlePerform(b, role, a, log);
  if (AB.airBattleOutcome(b)) afterBattle(s, log);
}
const AIR_BATTLE_TYPES = [
  'dice',
  'ab-sequence',
  'ab-place',
  'ab-place-aa',
  'ab-balloon',
  'ab-defend',
  'ab-hold',
  'ab-stay-off',
  'ab-enter-roll',
  'ab-enter',
  'ab-forward',
  'ab-turn',
  'ab-roll',
  'ab-immelmann',
  'ab-climb',
  'ab-dive',
  'ab-zoom',
  'ab-fire',
  'ab-bomb',
  'ab-strafe',
  'ab-spot',
  'ab-exit',
  'ab-abort',
  'ab-end',
  'ab-attack-aa',
] as const satisfies readonly CmAction['type'][];
const airBattle: CmStep = {
  rule: '8.7',
  actor: (s) => AB.airBattleToAct(s.battle!),
  // The Air Battle Board lists actions of the game's shapes (AirBattleAction, actions.ts).
  legal: (s, role) => AB.airBattleLegal(s.battle!, role) as AirBattleAction[],
  chance: (s) => AB.airBattleChance(s.battle!),
  perform: Object.fromEntries(AIR_BATTLE_TYPES.map((t) => [t, battleEffect])),
  prompt: battlePrompt,
  refuseOther: (s, a, role) => AB.explainAirBattleIllegal(s.battle!, role, a),
};

/** 6.6.5: a unit evacuating an overrun Airbase relocates (it interrupts any step). */
const relocation: CmStep = {
  rule: '6.6.5',
  actor: (s) => only(AIR_BY_ID[s.relocate!.units[0]].side),
  legal(s, _role, out) {
    const unit = s.relocate!.units[0];
    for (const to of relocateOptions(s)) out.push({ type: 'relocate', unit, to });
  },
  perform: { relocate: (s, a, log) => relocate(s, a.to, log) },
  prompt: relocatePrompt,
  refuseOther: refuseUnder(() => '6.6.5'),
};

/** No one acts: the game is over, or (never met in play) the flow stopped at a step without a decision. */
const idle: CmStep = { rule: '4.0', actor: () => NOBODY, perform: {}, prompt, refuseOther: refuseUnder(ruleNow) };

const SPECIAL = { over: idle, roll, 'air-battle': airBattle, relocate: relocation };
/** Every step by name: the interruptions, the chapters' decisions, and their automatic steps (where the flow never stops). */
const STEP_OF: Record<string, CmStep> = {
  ...Object.fromEntries(Object.keys(AUTO).map((k) => [k, idle])),
  ...Object.fromEntries(Object.entries(DECISIONS).map(([k, d]) => [k, decisionStep(k, d)])),
  ...SPECIAL,
};

/** The step a state is in: what interrupts the chapters' steps first, else the chapter's decision. */
function stepOf(s: State): string {
  if (s.over) return 'over';
  if (s.battle) return 'air-battle';
  if (s.roll) return 'roll';
  if (s.relocate) return 'relocate';
  return s.step;
}

export const STEPS: ReturnType<typeof stepTable<State, CmAction, string>> = stepTable<State, CmAction, string>({
  stepOf,
  steps: STEP_OF,
  noRoll: () => ({ dice: 1, sides: 10, label: refusalsEn.noRoll, texts: { fr: refusalsFr.noRoll } }),
  notToAct: (s, role, a) => (s.battle ? AB.explainAirBattleIllegal(s.battle, role, a) : notToAct(role, STEPS.toAct(s))),
  beforeEach: forgetListings,
  afterEach: run,
});
export const { toAct, legalActions: legal, perform } = STEPS;

/** Carry on through the automatic steps until a decision or a roll is due, or the game is over. */
export function run(s: State, log: Log): void {
  for (let guard = 0; guard < 10000; guard++) {
    if (s.over || s.roll || s.battle || s.relocate) return;
    const before = s.step;
    AUTO[s.step]?.(s, log);
    if (s.step === before && !s.roll && !s.battle) return; // a decision is due
  }
  throw new Error(`cruellest-month: the flow does not settle at ${s.phase}/${s.step}`);
}
