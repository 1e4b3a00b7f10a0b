// Counter-Attack: The Battle of Arras, 1940 - what every chapter of the rules (rules/NN-*.ts) uses, and
// the shape of a step of its sequence of play (arrasStep, for the kernel's step table).

import { sideOfRole } from '../../../families/area-impulse/board.ts';
import type { UnitIds } from '../../../families/area-impulse/combat.ts';
import { explainBasics } from '../../../families/area-impulse/contract.ts';
import { type Action, type IllegalInfo, type LogSink, type Role, actionKey } from '../../../kernel/game.ts';
import { type Step, step } from '../../../kernel/steps.ts';
import type { ArrasAction } from '../actions.ts';
import { AREA_BY_ID, UNITS, ZONE } from '../data.ts';
import type { ArrasState, Side } from '../state.ts';
import { en } from '../text/en.ts';
import { fr, refusal } from '../text/fr.ts';

export type Log = LogSink | undefined;

/** The players who may act alone in a step, one shared list each (no list built per call). */
export const ONLY: Readonly<Record<Side, Role[]>> = { allied: ['allied'], german: ['german'] };

/** A step's prompt: [English, French, rule] (the texts are in ../text/prompts.ts). */
export type Line = readonly [en: string, fr: string, rule: string];

/** A step's own reason to refuse an action of one type (null: the generic reasons apply). */
type Why<A> = (s: ArrasState, role: Side, a: A) => IllegalInfo | null;

/** One step of the 1940 edition, as its chapter declares it. */
export interface ArrasStep {
  /** The rule that governs the step (named in its refusals). */
  rule: string | null;
  actor(s: ArrasState): Role[];
  legal?(s: ArrasState, role: Side, out: ArrasAction[]): void;
  perform: Step<ArrasState, ArrasAction>['perform'];
  chance?: Step<ArrasState, ArrasAction>['chance'];
  /** The step's one-line instruction (none: "Choose your action."). */
  prompt?: Line;
  /** The step's own reasons to refuse an action, by type (after an unknown unit or area). */
  why?: { [T in ArrasAction['type']]?: Why<Extract<ArrasAction, { type: T }>> };
}

const KNOWS = {
  unit: (id: unknown) => UNIT_AT.has(id as string),
  area: (id: unknown) => !!AREA_BY_ID[id as number],
  areaHelp: en.refuse.areaHelp(String(ZONE.A), String(ZONE.F)),
  unitRule: '4.0',
  areaRule: '3.1',
};

const UNIT_AT = new Map(UNITS.map((d, i) => [d.id, i]));

/** The index of a unit named by an action (-1: none). */
export const U = (id: unknown) => UNIT_AT.get(id as string) ?? -1;

/** How actions name units (the family's steps). */
export const IDS: UnitIds = { id: (u) => UNITS[u].id, unit: U };

/**
 * Why `a` is refused in step `k` (`st`): an unknown unit or area first, then the step's own reason
 * (`why`), then an action type the step does not take, or the step's rule.
 */
function explain(st: ArrasStep, k: string, s: ArrasState, role: Side, a: Action, why: Why<Action> | undefined): IllegalInfo {
  const open: ArrasAction[] = [];
  st.legal?.(s, role, open);
  const basic = explainBasics(a, open, KNOWS);
  if (basic?.rule) return basic;
  const own = why?.(s, role, a);
  if (own) return own;
  if (basic)
    return { message: `${basic.message} (${en.steps[k] ?? k})`, rule: st.rule, texts: { fr: `${basic.texts?.fr ?? basic.message} (${fr.steps[k] ?? k})` } }; // not open at this step
  return refusal(st.rule, (w) => w.refuse.notNow(actionKey(a), w.steps[k] ?? k));
}

/** The kernel's step (src/kernel/steps.ts) of step `k` as its chapter declares it. */
export function arrasStep(k: ArrasState['step']['k'], st: ArrasStep): Step<ArrasState, ArrasAction> {
  const refuse: Record<string, (s: ArrasState, a: Action, role: Role) => IllegalInfo> = {};
  for (const [type, why] of Object.entries(st.why ?? {})) refuse[type] = (s, a, role) => explain(st, k, s, sideOfRole(role), a, why as Why<Action>);
  const line = st.prompt;
  return step<ArrasState, ArrasAction>({
    rule: st.rule ?? '',
    actor: st.actor,
    legal: st.legal as Step<ArrasState, ArrasAction>['legal'],
    perform: st.perform,
    chance: st.chance,
    prompt: (_s, _role, lang) => {
      if (!line) return lang === 'fr' ? { text: 'Choisissez votre action.' } : { text: 'Choose your action.' };
      return { text: lang === 'fr' ? line[1] : line[0], rule: line[2] };
    },
    refuse,
    refuseOther: (s, a, role) => explain(st, k, s, sideOfRole(role), a, undefined),
  });
}
