// The knowledge contract (knowledge.ts) over a game's knowledge of the older shape, which evaluated a
// UI view and rebuilt a state from it (`determinize`): for the games whose knowledge has not yet moved
// to src/games/<id>/ai/ (issue 31, item 5). Its observation is the seat's view and legal actions.
import { type Action, type GameDefinition, OBSERVER, type Role } from '../kernel/game.ts';
import type { Rng } from '../kernel/rng.ts';
import type { Knowledge } from './knowledge.ts';
import { copyData } from './model.ts';
import type { TimePlan } from './time.ts';

/** A game's knowledge of the older shape (see Knowledge for the hooks of the same names). */
export interface ViewKnowledge<S = any, V = any> {
  gameId: string;
  /** The value for `role` of the position a view (of any role) shows. */
  evaluate(view: V, role: Role): number;
  /** A complete state consistent with what `role` sees (its view and legal actions), hidden values sampled from `rng`. */
  determinize(view: V, role: Role, legal: readonly Action[], rng: Rng, search?: boolean): S;
  /** The evaluation of a model state without building the view (as `evaluate` of its view otherwise). */
  evaluateState?(state: S, role: Role): number;
  metrics?(view: V): Record<string, number>;
  prune?: Knowledge<S>['prune'];
  actionPrior?(state: S, role: Role, action: Action): number;
  horizon?(state: S, rootRole: Role): boolean;
  /** The time plan, over the view. */
  time?: TimePlan<V>;
}

/** The observation of a game of the older shape: what the seat's prompt shows. */
export interface ViewObservation<V = unknown> {
  view: V;
  legal: Action[];
}

/** `ai` behind the knowledge contract. */
export function fromViewKnowledge<S, V>(game: GameDefinition<S>, ai: ViewKnowledge<S, V>): Knowledge<S, ViewObservation<V>> {
  const k: Knowledge<S, ViewObservation<V>> = {
    gameId: ai.gameId,
    observe: (state, role) => ({ view: copyData(game.view(state, role)) as V, legal: game.toAct(state).includes(role) ? game.legalActions(state, role) : [] }),
    resample: (o, role, rng, search) => ai.determinize(o.view, role, o.legal, rng, search),
    evaluate: ai.evaluateState ? ai.evaluateState : (state, role) => ai.evaluate(game.view(state, role) as V, role),
  };
  if (ai.prune) k.prune = ai.prune;
  if (ai.actionPrior) k.prior = ai.actionPrior;
  if (ai.horizon) k.horizon = ai.horizon;
  const metrics = ai.metrics;
  if (metrics) k.metrics = (state) => metrics(game.view(state, OBSERVER) as V);
  const time = ai.time;
  if (time)
    k.time = {
      shares: time.shares,
      kind: (o, role, legal) => time.kind(o.view, role, legal),
      ...(time.group ? { group: { budgets: time.group.budgets, of: (o: ViewObservation<V>, role: Role) => time.group!.of(o.view, role) } } : {}),
    };
  return k;
}
