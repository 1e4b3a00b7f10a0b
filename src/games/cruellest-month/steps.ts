// The Cruellest Month: the technical part of the turn - who acts, the legal actions, the dispatch of an action to its
// rule, and the flow through everything automatic. One turn (4.0): Random Events (5) - Airbase Construction (6.5) -
// Initiative (7.1-7.6, 12.2, 9.4.3) - Air Operations (8) - Ground Operations (9) - Supply (10, 9.5.1) - Regroup (11) -
// Reinforcements (12.1, 4.8) - Victory Points (13).
//
// Every step is declared in the chapter of its rule (rules/NN-chapter.ts): a decision step with who acts, its legal
// actions and their effects; an automatic step; the effect of each roll of the dice. The state says where the turn
// stands (`phase`, `step`); `run` carries on through the automatic steps until a player must decide or dice must fall
// (`s.roll`). The air battle (8.7) is the air-battle module's, through its contract; while `s.battle` is set, every
// call is handed to it. An evacuating unit's relocation (6.6.5) interrupts any step.
import { CHANCE, type Action, type ChanceSpec, type Role } from '../../kernel/game.ts';
import * as AB from './air-battle/battle.ts';
import { takeListing } from './cache.ts';
import * as D from './data.ts';
import type { Side, State } from './state.ts';
import { type Auto, type Chapter, type Decision, type DiceEffect, type Log, only } from './rules/common.ts';
import { EVENTS } from './rules/05-random-events.ts';
import { AIRBASES_CHAPTER } from './rules/06-airbases.ts';
import { INITIATIVE } from './rules/07-initiative.ts';
import { AIR_OPERATIONS } from './rules/08-air-operations.ts';
import { AIR_MISSIONS, afterBattle } from './rules/08-air-missions.ts';
import { GROUND_OPERATIONS, relocate, relocateOptions } from './rules/09-ground-operations.ts';
import { SUPPLY } from './rules/10-supply.ts';
import { REGROUP } from './rules/11-regroup.ts';
import { REINFORCEMENTS } from './rules/12-reinforcements.ts';
import { VICTORY_POINTS } from './rules/13-victory.ts';
import { SETUP } from './rules/14-setup.ts';
const { AIR_BY_ID } = D;

const CHAPTERS: Chapter[] = [SETUP, EVENTS, AIRBASES_CHAPTER, INITIATIVE, REINFORCEMENTS, AIR_OPERATIONS, AIR_MISSIONS, GROUND_OPERATIONS, SUPPLY, REGROUP,
  VICTORY_POINTS];
/** Every step and roll by name, from the chapters. */
const DECISIONS: Record<string, Decision> = Object.assign({}, ...CHAPTERS.map((c) => c.decisions ?? {}));
const AUTO: Record<string, Auto> = Object.assign({}, ...CHAPTERS.map((c) => c.auto ?? {}));
const DICE: Record<string, DiceEffect> = Object.assign({}, ...CHAPTERS.map((c) => c.dice ?? {}));

const CHANCE_ACTS: Role[] = Object.freeze([CHANCE]) as Role[];
const NOBODY: Role[] = Object.freeze([] as Role[]) as Role[];

export function toAct(s: State): Role[] {
  if (s.over) return NOBODY;
  if (s.battle) return AB.airBattleToAct(s.battle);
  if (s.roll) return CHANCE_ACTS;
  if (s.relocate) return only(AIR_BY_ID[s.relocate.units[0]].side);
  const d = DECISIONS[s.step];
  return d ? d.actor(s) : NOBODY;
}

export function chanceSpec(s: State): ChanceSpec {
  if (s.battle) return AB.airBattleChance(s.battle);
  const r = s.roll;
  if (!r) return { dice: 1, sides: 10, label: 'no roll is due', texts: { fr: 'aucun jet de dé attendu' } };
  return { dice: r.dice, sides: r.sides, label: r.label, rule: r.rule, texts: { fr: r.fr ?? r.label } };
}

export function legal(s: State, role: Role): Action[] {
  if (s.over || role === CHANCE) return [];
  if (s.battle) return AB.airBattleLegal(s.battle, role);
  if (!toAct(s).includes(role)) return [];
  if (s.relocate) return relocateOptions(s).map((to) => ({ type: 'relocate', unit: s.relocate!.units[0], to }));
  return DECISIONS[s.step].legal(s, role as Side);
}

export function perform(s: State, role: Role, a: Action, log: Log): void {
  const listed = takeListing(s);
  if (s.battle) {
    AB.airBattlePerform(s.battle, role, a, log);
    if (AB.airBattleOutcome(s.battle)) afterBattle(s, log);
  } else if (role === CHANCE) {
    const r = s.roll!;
    s.roll = null;
    DICE[r.purpose](s, a.dice as number[], r.ctx ?? {}, log);
  } else if (a.type === 'relocate') relocate(s, a.to as string, log);
  else DECISIONS[s.step].perform(s, role as Side, a, log, listed);
  run(s, log);
}

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
