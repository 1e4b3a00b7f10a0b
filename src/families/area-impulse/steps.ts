// Area-impulse family: a step of the sequence of play as an area game's chapter declares it (who acts,
// its actions, their effects, its prompt, its own reasons to refuse), and why an action is refused at a
// step. Each game declares how it words a refusal (its StepRefusals: step names, texts, rule numbers).

import type { Action, IllegalInfo, Role, StepPrompt } from '../../kernel/game.ts';
import { type Step, type StepTable, stepTable } from '../../kernel/steps.ts';
import type { Side } from './board.ts';
import { type Knows, explainBasics } from './contract.ts';
import { asLang, shellRefusal, translate } from '../../i18n/index.ts';

/** The players who may act alone in a step, one shared list each (no list built per call). */
export const ONLY: Readonly<Record<Side, Role[]>> = { allied: ['allied'], german: ['german'] };

const isStep = <St extends { k: string }, K extends St['k']>(st: St, k: K): st is Extract<St, { k: K }> => st.k === k;

/** The step at hand, which is step `k`: a step's own handlers run only in it (anything else is an internal error). */
export function stepAt<St extends { k: string }, K extends St['k']>(s: { step: St }, k: K): Extract<St, { k: K }> {
  const st = s.step;
  if (!isStep(st, k)) throw new Error(`internal: step ${st.k} where ${k} was due`);
  return st;
}

/** A refusal in English and French (IllegalInfo.texts), naming its rule. */
export const refusal = (message: string, rule: string | null, fr: string): IllegalInfo => ({ message, rule, texts: { fr } });

/** A step's prompt: [English, French, rule] (the texts are in each game's text/ folder). */
export type Line = readonly [en: string, fr: string, rule: string];

/** A step's own reason to refuse an action of one type (null: the generic reasons apply). */
export type Why<S, Side, A> = (s: S, role: Side, a: A) => IllegalInfo | null;

/** One step of an area game, as its chapter declares it. */
export interface AreaStep<S, A extends Action, Side extends string> {
  /** The rule that governs the step (named in its refusals). */
  rule: string | null;
  actor(s: S): Role[];
  legal?(s: S, role: Side, out: A[]): void;
  perform: Step<S, A>['perform'];
  chance?: Step<S, A>['chance'];
  /** The step's one-line instruction (none: "Choose your action."). */
  prompt?: Line | ((s: S) => Line);
  /** The step's own reasons to refuse an action, by type (after an unknown unit or area). */
  why?: { [T in A['type']]?: Why<S, Side, Extract<A, { type: T }>> };
}

/** How a game words the refusals its steps share, for a step declared as `St`. */
export interface StepRefusals<St> {
  /** Its units and areas, for the refusal of an unknown one. */
  knows: Knows;
  /** An action of a type step `k` does not take (`basic`: what is possible now). */
  notOpen(basic: IllegalInfo, k: string, st: St): IllegalInfo;
  /** Nothing more to say: the action is not legal now at step `k`. */
  notLegal(a: Action, k: string, st: St): IllegalInfo;
}

/**
 * Why `a` is refused at step `k` (`open`: what the step lists now): an unknown unit or area first, then
 * the step's own reason (`own`), then an action type the step does not take, or the step's rule.
 */
export function explainAtStep<St>(words: StepRefusals<St>, k: string, st: St, a: Action, open: readonly Action[], own?: () => IllegalInfo | null): IllegalInfo {
  const basic = explainBasics(a, open, words.knows);
  if (basic?.rule) return basic;
  const mine = own?.();
  if (mine) return mine;
  return basic ? words.notOpen(basic, k, st) : words.notLegal(a, k, st);
}

/**
 * The kernel's step (src/kernel/steps.ts) of each step as its chapter declares it (`St`), for a game
 * that words its refusals as `words` and reads a role as its side with `sideOf`.
 */
export function areaSteps<S, A extends Action, Side extends string, St extends AreaStep<S, A, Side>>(
  words: StepRefusals<St>,
  sideOf: (role: Role) => Side,
): (k: string, st: St) => Step<S, A> {
  return (k, st) => {
    const legal = st.legal as Step<S, A>['legal'];
    const explain = (s: S, a: Action, role: Role, why: Why<S, Side, Action> | undefined): IllegalInfo => {
      const side = sideOf(role);
      const open: A[] = [];
      st.legal?.(s, side, open);
      return explainAtStep(words, k, st, a, open, why && (() => why(s, side, a)));
    };
    const refuse: Step<S, A>['refuse'] = {};
    for (const [type, why] of Object.entries(st.why ?? {}))
      Object.assign(refuse, { [type]: (s: S, a: Action, role: Role) => explain(s, a, role, why as Why<S, Side, Action>) });
    const { prompt } = st;
    return {
      rule: st.rule ?? '',
      actor: st.actor,
      legal,
      perform: st.perform,
      chance: st.chance,
      prompt: (s, _role, lang): StepPrompt => {
        const line = typeof prompt === 'function' ? prompt(s) : prompt;
        if (!line) return { text: translate(asLang(lang) ?? 'en', 'area.chooseAction') };
        return { text: lang === 'fr' ? line[1] : line[0], rule: line[2] };
      },
      refuse,
      refuseOther: (s, a, role) => explain(s, a, role, undefined),
    };
  };
}

/** A role that is not to act (the kernel answers these itself before asking the game; for direct callers). */
const notToAct = (_s: unknown, role: Role): IllegalInfo => shellRefusal('area.refuse.notToAct', null, () => ({ role }));

/** An area game's step table: the kernel's (src/kernel/steps.ts) without what every area game declares the same way. */
export interface AreaStepTable<S extends { step: { k: string } }, A extends Action>
  extends Pick<StepTable<S, A, S['step']['k']>, 'steps' | 'noRoll' | 'beforeEach'> {
  /** Why a role that is not to act was refused (none: as above). */
  notToAct?: StepTable<S, A, S['step']['k']>['notToAct'];
  /** The game's actions as one schema (a step's refusals see only actions that pass it). */
  actionSchema(): { safeParse(value: unknown): { success: boolean } };
}

/** The kernel's hooks of an area game's step table: its steps by the state's `step.k`. */
export function areaStepTable<S extends { step: { k: string } }, A extends Action>({ actionSchema, ...table }: AreaStepTable<S, A>) {
  return stepTable<S, A, S['step']['k']>({ stepOf: (s) => s.step.k, notToAct, ...table, schema: { safeParse: (value) => actionSchema().safeParse(value) } });
}
