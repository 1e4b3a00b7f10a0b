// The step table: one shape for every game (issue 31).
//
// Each step of a game's sequence of play is declared once, with everything about it side by side:
// who acts, the legal actions, what each action does, the one-line prompt, the dice it asks for,
// and why a refused action is refused (Rally the Troops' `states`, typed). `stepTable` derives the
// GameDefinition's `toAct`, `chance`, `legalActions`, `perform`, `explainIllegal` and `prompt` from
// the table, so a game has no central switch over its steps.
//
// Design, and why:
// - The game says which step a state is in (`stepOf`). The postcard derives it from its phase and
//   pending combat; the area-impulse games keep a step record (`s.step.k` in ca-arras-1940) and
//   pass `(s) => s.step.k`. No layout of the state is imposed, so a game moves onto the table
//   without its journal or state changing.
// - `actor` returns the roles to act (several for simultaneous secret decisions such as the 17.1
//   bid of the area games; [CHANCE] for dice; [] when over), as `toAct` does.
// - `legal(s, role, out)` pushes the step's actions (or returns a listing made whole elsewhere), in
//   the order the game has always listed them
//   (the order is behaviour: random play and the fingerprint depend on it).
// - `perform` maps each action type open in the step to its effect. The same type may mean
//   different things in different steps (`accept`, `retreat`, `lead` in the area games), so
//   handlers are per step, typed by the action they receive (the game's discriminated union).
//   A handler may move the game to any step: flow between steps is the state the handlers leave.
// - `refuse` maps the step's action types to the explanation of a refusal of that type;
//   `refuseOther` explains an action of a type the step does not take. Both return the game's own
//   words and rule: the kernel holds no language.
// - `prompt` gives the step's sentence in a language (the game's text/ modules hold the words).
// - A game whose turn runs on through automatic steps after a decision (The Cruellest Month's `run`)
//   says so once with `afterEach`; `beforeEach` does what every action does first (forgetting what
//   was kept for the position it leaves). Both are optional and called around every effect.
// The helper costs one `stepOf` and one lookup per call over a hand-written switch.
import type { Action, ChanceSpec, GameDefinition, IllegalInfo, LogSink, Role, StepPrompt } from './game.ts';

/** The effect of one action type in one step. */
export type Effect<S, A extends Action> = (s: S, action: A, log: LogSink | undefined, role: Role) => void;
/** Why an action of one type is refused in one step (called only for refused actions). */
export type Refusal<S, A extends Action> = (s: S, action: A, role: Role) => IllegalInfo;

/** One step of the sequence of play: everything about it side by side. */
export interface Step<S, A extends Action> {
  /** The rule that governs the step. */
  rule: string;
  /** Who acts in this step. */
  actor(s: S): Role[];
  /** Push every legal action of `role` (who is known to act) in this step; or return them, when a listing comes whole from
   *  elsewhere (a game's sub-module), to spare copying it. */
  legal?(s: S, role: Role, out: A[]): A[] | void;
  /** The effect of each action type the step takes. */
  perform: { [T in A['type']]?: Effect<S, Extract<A, { type: T }>> };
  /** For a step of the chance role: the dice to roll. */
  chance?(s: S): ChanceSpec;
  /** The step's one-line instruction to `role`, in `lang`. */
  prompt(s: S, role: Role, lang: string): StepPrompt;
  /** Why an action of a type the step takes was refused. */
  refuse?: { [T in A['type']]?: Refusal<S, Extract<A, { type: T }>> };
  /** Why an action of a type the step does not take (or one without its own refusal) was refused. */
  refuseOther(s: S, action: Action, role: Role): IllegalInfo;
}

export interface StepTable<S, A extends Action, K extends string> {
  /** The step the state is in. */
  stepOf(s: S): K;
  steps: { [k in K]: Step<S, A> };
  /** What to answer when the chance role is asked for dice outside a chance step. */
  noRoll(s: S): ChanceSpec;
  /** Why a role that is not to act was refused (`action` is the refused action). */
  notToAct(s: S, role: Role, action: Action): IllegalInfo;
  /** The game's action schema: a refusal handler only sees actions that pass it (others: refuseOther). */
  schema?: { safeParse(value: unknown): { success: boolean } };
  /** Called before every action's effect. */
  beforeEach?(s: S): void;
  /** Called after every action's effect: the flow on to the next decision. */
  afterEach?(s: S, log: LogSink | undefined): void;
}

type Derived<S> = Pick<GameDefinition<S>, 'toAct' | 'chance' | 'legalActions' | 'perform' | 'explainIllegal' | 'prompt'>;

/** A frozen list of roles, for an `actor` to hand out as it is (shared: callers only read it). */
export function roles(...list: Role[]): Role[] {
  Object.freeze(list);
  return list;
}

/** Declare a step (identity: it types the handlers by the game's action union). */
export function step<S, A extends Action>(spec: Step<S, A>): Step<S, A> {
  return spec;
}

/** The GameDefinition hooks a step table gives. */
export function stepTable<S, A extends Action, K extends string>(table: StepTable<S, A, K>): Derived<S> {
  // Every step with the same properties in the same order: one hidden class, so that reading a
  // step's hooks stays monomorphic in the engine's inner loop.
  // Each step's effects in a Map: one lookup shape for every step (the steps' `perform` objects have
  // different keys, which would make reading one by the action's type a megamorphic keyed load).
  // The steps by name in an object without prototype (read by key faster than a Map in the inner loop).
  const steps: Record<string, Step<S, A> & { effects: Map<string, Effect<S, Action>> }> = Object.create(null);
  for (const [k, st] of Object.entries(table.steps) as [K, Step<S, A>][]) {
    const effects = new Map(Object.entries(st.perform) as [string, Effect<S, Action>][]);
    steps[k] = {
      rule: st.rule,
      actor: st.actor,
      legal: st.legal,
      perform: st.perform,
      effects,
      chance: st.chance,
      prompt: st.prompt,
      refuse: st.refuse,
      refuseOther: st.refuseOther,
    };
  }
  // The step last resolved: toAct, legalActions and perform of one decision ask for the same step, so
  // the lookup by name is done once per step the game passes through (a string compare otherwise).
  let lastKey: string | undefined;
  let lastStep = steps[''];
  const at = (s: S) => {
    const k = table.stepOf(s);
    if (k !== lastKey) {
      lastKey = k;
      lastStep = steps[k];
    }
    return lastStep;
  };
  const toAct = (s: S): Role[] => at(s).actor(s);
  const { beforeEach, afterEach } = table;
  return {
    toAct,
    chance: (s) => at(s).chance?.(s) ?? table.noRoll(s),
    legalActions(s, role) {
      const st = at(s);
      if (!st.legal || !st.actor(s).includes(role)) return [];
      const out: A[] = [];
      return st.legal(s, role, out) || out;
    },
    perform(s, role, action, log) {
      const effect = at(s).effects.get(action.type);
      if (!effect) throw new Error(`step ${table.stepOf(s)} has no effect for a legal action of type "${action.type}"`);
      if (beforeEach) beforeEach(s);
      effect(s, action, log, role);
      if (afterEach) afterEach(s, log);
    },
    explainIllegal(s, role, action) {
      const st = at(s);
      if (!st.actor(s).includes(role)) return table.notToAct(s, role, action);
      const refusal = st.refuse?.[action.type as A['type']] as Refusal<S, Action> | undefined;
      const wellFormed = !table.schema || table.schema.safeParse(action).success;
      return refusal && wellFormed ? refusal(s, action, role) : st.refuseOther(s, action, role);
    },
    prompt: (s, role, lang = 'en') => at(s).prompt(s, role, lang),
  };
}
