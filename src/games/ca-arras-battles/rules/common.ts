// Counter-Attack: Arras (Battles Magazine edition) - what every chapter of the rules (rules/NN-*.ts) uses,
// and the shape of a step of its sequence of play (battlesStep, for the kernel's step table).

import type { UnitIds } from '../../../families/area-impulse/combat.ts';
import { explainBasics } from '../../../families/area-impulse/contract.ts';
import { type Action, type IllegalInfo, type Role, type StepPrompt, actionKey } from '../../../kernel/game.ts';
import { type Step, step } from '../../../kernel/steps.ts';
import type { ActionOf, BattlesAction } from '../actions.ts';
import { UNITS, ZONE } from '../data.ts';
import { type BattlesState, type Side, SECTOR_BY_ID, sideOf, unitIndex } from '../state.ts';

export const SIDES: Side[] = ['allied', 'german'];

export const uid = (u: number) => UNITS[u].id;

/** The index of a unit named by a legal action (the kernel found the action among the legal ones). */
export const U = (id: unknown) => unitIndex(id)!;

/** How actions name units (the family's steps). */
export const IDS: UnitIds = { id: uid, unit: U };

/** 14.1.1 the highest bid (VP). */
export const MAX_BID = 30;

/** The players who may act alone in a step, one shared list each (no list built per call). */
export const ONLY: Readonly<Record<Side, Role[]>> = { allied: ['allied'], german: ['german'] };

/** A step's prompt: [English, French, rule] (the texts are in ../prompt.ts). */
export type Line = readonly [en: string, fr: string, rule: string];

/** A step's own reason to refuse an action of one type (null: the generic reasons apply). */
type Why<A> = (s: BattlesState, role: Side, a: A) => IllegalInfo | null;

/** One step of this edition, as its chapter declares it. */
export interface BattlesStep {
  /** The rule that governs the step (named in its refusals). */
  rule: string | null;
  /** The French name of the step, for refusals ("(étape impulsion)"). */
  fr: string;
  actor(s: BattlesState): Role[];
  legal?(s: BattlesState, role: Side, out: BattlesAction[]): void;
  perform: Step<BattlesState, BattlesAction>['perform'];
  chance?: Step<BattlesState, BattlesAction>['chance'];
  /** The step's one-line instruction (none: "Choose your action."). */
  prompt?: Line | ((s: BattlesState) => Line);
  /** The step's own reasons to refuse an action, by type (after the unknown unit or sector). */
  why?: { [T in BattlesAction['type']]?: Why<ActionOf<T>> };
}

const refusal = (message: string, rule: string | null, fr: string): IllegalInfo => ({ message, rule, texts: { fr } });

const KNOWS = {
  unit: (id: unknown) => unitIndex(id) !== undefined,
  area: (id: unknown) => !!SECTOR_BY_ID[id as number],
  areaHelp: `Secteurs 1-28, Zones ${ZONE.A}-${ZONE.F}`,
  unitRule: '3.0',
  areaRule: '2.1.1',
};

/**
 * Why `a` is refused in step `k` (`st`): an unknown unit or sector first, then the step's own reason
 * (`why`), then an action type the step does not take, a bid out of range, or the step's rule.
 */
function explain(st: BattlesStep, k: string, s: BattlesState, role: Side, a: Action, why: Why<Action> | undefined): IllegalInfo {
  const open: BattlesAction[] = [];
  st.legal?.(s, role, open);
  const basic = explainBasics(a, open, KNOWS);
  if (basic?.rule) return basic;
  const own = why?.(s, role, a);
  if (own) return own;
  if (basic) return refusal(`${basic.message} (${k} step)`, st.rule, `${basic.texts?.fr ?? basic.message} (étape ${st.fr})`);
  if (a.type === 'bid')
    return refusal(`a bid is a whole number of VP from 1 to ${MAX_BID}`, '14.1.1', `une enchère est un nombre entier de PV de 1 à ${MAX_BID}`);
  return refusal(`${actionKey(a)} is not legal now (${k} step)`, st.rule, `${actionKey(a)} n'est pas permis maintenant (étape ${st.fr})`);
}

const NO_PROMPT: StepPrompt = { text: 'Choose your action.' };
const NO_PROMPT_FR: StepPrompt = { text: 'Choisissez votre action.' };

/** The kernel's step (src/kernel/steps.ts) of step `k` as its chapter declares it. */
export function battlesStep(k: BattlesState['step']['k'], st: BattlesStep): Step<BattlesState, BattlesAction> {
  const refuse: Record<string, (s: BattlesState, a: Action, role: Role) => IllegalInfo> = {};
  for (const [type, why] of Object.entries(st.why ?? {})) refuse[type] = (s, a, role) => explain(st, k, s, sideOf(role), a, why as Why<Action>);
  const { prompt } = st;
  return step<BattlesState, BattlesAction>({
    rule: st.rule ?? '',
    actor: st.actor,
    legal: st.legal as Step<BattlesState, BattlesAction>['legal'],
    perform: st.perform,
    chance: st.chance,
    prompt: (s, _role, lang) => {
      const line = typeof prompt === 'function' ? prompt(s) : prompt;
      if (!line) return lang === 'fr' ? { ...NO_PROMPT_FR } : { ...NO_PROMPT };
      return { text: lang === 'fr' ? line[1] : line[0], rule: line[2] };
    },
    refuse,
    refuseOther: (s, a, role) => explain(st, k, s, sideOf(role), a, undefined),
  });
}
