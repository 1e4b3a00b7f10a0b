// Why an action is refused in the strategic game, in English and French (IllegalInfo.texts; the texts are in
// text/refusals.en.ts and .fr.ts): a role that is not to act, an action type that is not open now (naming the types
// that are), or an action of an open type that breaks its rule.
// The step table (steps.ts) asks for these; the Air Battle Board explains its own refusals (air-battle/battle.ts).
import type { Action, IllegalInfo, Role } from '../../kernel/game.ts';
import type { State } from './state.ts';
import { type RefusalWords, refusalsEn } from './text/refusals.en.ts';
import { refusalsFr } from './text/refusals.fr.ts';

/** A refusal naming its rule, its texts read from text/refusals.en.ts and .fr.ts by `words`. */
const refusal = (rule: string | null, words: (w: RefusalWords) => string): IllegalInfo => ({
  message: words(refusalsEn),
  rule,
  texts: { fr: words(refusalsFr) },
});
/** Why an action of `type` is refused when its type is open, if the steps give a reason. */
const whyOf = (w: RefusalWords, type: string): string | undefined => {
  const why: Record<string, string | undefined> = w.why;
  return why[type];
};

/** 4.0: `role` is not to act now; `acting` are. */
export function notToAct(role: Role, acting: Role[]): IllegalInfo {
  return refusal('4.0', (w) => w.notToAct(role, acting));
}

/** Why `a` is refused at a step whose rule is `rule`, `legal` being what `role` may do there. */
export function refuseAt(s: State, a: Action, rule: string, legal: Action[]): IllegalInfo {
  const types = [...new Set(legal.map((x) => x.type))];
  if (!types.includes(a.type)) {
    const where = s.mission ? 'mission ' + s.mission.step : s.step;
    return refusal(rule, (w) => w.notOpen(a.type, s.phase, where, types));
  }
  return refusal(rule, (w) => whyOf(w, a.type) ?? w.notLegal(a.type));
}

/** The rule of the air step's decision: the mission's step (8.1.5-8.12), or the choice of a mission (8.1). */
export function airRule(s: State): string {
  return (s.mission && MISSION_RULE[s.mission.step]) || '8.1';
}
const MISSION_RULE: Record<string, string> = { compose: '8.1.5', scramble: '8.4', 'target-scramble': '8.5', late: '8.7.1', altitude: '8.9', land: '8.12' };
