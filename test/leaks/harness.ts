// The differential leak test: a game played twice from the same seed with the same public choices,
// differing only in one side's secret choice at a "secret choice point". Everything another role (the
// other side, the observer) receives must be byte-identical in both games until a rule discloses the
// secret (the point's "disclosure"): its view, its log (EN and FR), its legal actions with their texts
// (EN and FR), its prompt, who is to act (which questions are asked), its step count and undo, the
// engine protocol's answers for that role (`arras engine`: status, view, legal, log), and what a computer
// player in its seat is given (the game's knowledge's `observe`, src/ai-kit/knowledge.ts). The server
// (snapshots and WebSocket frames) is checked by server.ts, playing the games recorded here.
//
// A game is driven by seeded random choices for every role until the point comes, then each variant's
// secret actions, then: dice from one seeded generator for both, the watching roles choose at random
// from their legal actions (the same lists when nothing leaks, so the same choices), the secret side
// takes the first legal action of the point's `close` types (its public choices, the same in both).
import { type Action, type GameDefinition, type Role, type SetupConfig, CHANCE, OBSERVER, logText } from '../../src/kernel/game.ts';
import { Session, seededDice } from '../../src/kernel/session.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { EngineState } from '../../src/cli/engine.ts';
import { getGame } from '../../src/games/index.ts';
import { observe } from '../../src/ai-kit/registry.ts';

export interface SecretPoint<S = any> {
  /** What is secret, with its rule ("7.2 regroup designations"). */
  name: string;
  game: string;
  config: SetupConfig;
  /** The role whose secret it is. */
  side: Role;
  /** True when `side` may now make the secret choice (`legal`: its legal actions). */
  at(s: S, legal: Action[]): boolean;
  /** Two different secret choices from here (each a list of `side`'s actions), or null if there are not two. */
  variants(s: S, legal: Action[]): [Action[], Action[]] | null;
  /** The action types `side` takes afterwards, in order of preference (its public choices). */
  close: string[];
  /** True once a rule has disclosed the secret (compare no further). */
  disclosed(s: S): boolean;
  /** How many actions to search for the point (default 6000). */
  within?: number;
}

/** One play of a point: the actions taken (dice left to the seeded generator) and what each watcher received, frame by frame. */
/** An action as a player sends it: with the step count it was shown (Session.seqFor). */
export interface Move {
  role: Role;
  action: Action;
  seq: number;
}

export interface Played {
  actions: Move[];
  /** Per watching role: each distinct thing it received, in order (a new frame when anything changed). */
  frames: Record<Role, string[]>;
  /** Actions after the branch until the disclosure (or the end of the comparison). */
  after: number;
  disclosed: boolean;
}

export interface Difference {
  point: string;
  seed: number;
  role: Role;
  frame: number;
  /** The first differing field and the two values, shortened. */
  field: string;
  a: string;
  b: string;
}

const LANGS = ['en', 'fr'];

/** Everything `role` receives at this moment, as one JSON text (fields in a fixed order). */
export function received(session: Session, role: Role, engine: EngineState): string {
  const { game, state } = session;
  const acting = game.toAct(state);
  const legal = acting.includes(role) ? game.legalActions(state, role) : [];
  const langs = (game.languages ?? ['en']).filter((l) => LANGS.includes(l));
  const ask = (req: Record<string, unknown>) => JSON.stringify(engine.handle(JSON.stringify(req)).reply);
  return JSON.stringify({
    seq: session.seqFor(role),
    canUndo: role !== OBSERVER && session.canUndo(role),
    toAct: acting,
    view: game.view(state, role),
    log: langs.map((l) => session.visibleLog(role).map((e) => logText(e, l))),
    legal: legal.map((a) => [a, ...langs.map((l) => game.describeAction(state, role, a, l))]),
    prompt: legal.length && game.prompt ? langs.map((l) => game.prompt!(state, role, l)) : null,
    observation: observe(game, state, role) ?? null,
    engine:
      role === OBSERVER
        ? [ask({ cmd: 'status', role }), ask({ cmd: 'view', role }), ask({ cmd: 'log', role })]
        : [ask({ cmd: 'status', role }), ask({ cmd: 'view', role }), ask({ cmd: 'legal', role }), ask({ cmd: 'log', role })],
  });
}

/** The roles that must not learn `side`'s secret. */
export const watchersOf = (game: GameDefinition, side: Role): Role[] => [...game.roles.filter((r) => r !== side), OBSERVER];

/**
 * Play `point` from `seed` up to its secret choice; null when the point does not come (or offers no
 * two choices) within its budget. Otherwise the journal prefix (non-chance actions) and the variants.
 */
export function findPoint(point: SecretPoint, seed: number): { prefix: Move[]; variants: [Action[], Action[]] } | null {
  const game = getGame(point.game);
  const session = new Session(game, point.config, seededDice(seed));
  const rng = new Rng(seed);
  const prefix: Move[] = [];
  session.settle();
  for (let i = 0; i < (point.within ?? 6000) && !session.isOver(); i++) {
    const acting = session.toAct();
    if (acting.includes(point.side)) {
      const legal = game.legalActions(session.state, point.side);
      if (point.at(session.state, legal)) {
        const variants = point.variants(session.state, legal);
        if (variants) return { prefix, variants };
      }
    }
    const role = acting[rng.int(acting.length)];
    const legal = game.legalActions(session.state, role);
    const action = legal[rng.int(legal.length)];
    prefix.push({ role, action, seq: session.seqFor(role) });
    session.act(role, action);
    session.settle();
  }
  return null;
}

/** Play the prefix, one variant's secret actions, then on until the disclosure (at most `limit` actions). */
export function playVariant(point: SecretPoint, seed: number, prefix: Move[], secret: Action[], limit = 400): Played {
  const game = getGame(point.game);
  const session = new Session(game, point.config, seededDice(seed));
  const engine = new EngineState();
  engine.session = session;
  const watchers = watchersOf(game, point.side);
  const frames: Record<Role, string[]> = Object.fromEntries(watchers.map((r) => [r, []]));
  const record = () => {
    for (const r of watchers) {
      const now = received(session, r, engine);
      const list = frames[r];
      if (list[list.length - 1] !== now) list.push(now);
    }
  };
  const actions = [...prefix];
  session.settle();
  for (const e of prefix) {
    session.act(e.role, e.action);
    session.settle();
  }
  // From here on both games draw the same choices of the watchers.
  const rng = new Rng(seed ^ 0x1eaf);
  record();
  let after = 0;
  let disclosed = false;
  // What the watchers receive once a rule disclosed the secret may differ: it is not recorded.
  const take = (role: Role, action: Action) => {
    actions.push({ role, action, seq: session.seqFor(role) });
    session.act(role, action);
    session.settle();
    after++;
    disclosed = point.disclosed(session.state);
    if (!disclosed) record();
  };
  for (const a of secret) if (!disclosed) take(point.side, a);
  while (!disclosed && after < limit && !session.isOver()) {
    const acting = session.toAct();
    // The secret side first when both are to act, so that the watchers choose after it.
    const role = acting.includes(point.side) ? point.side : acting[0];
    const legal = game.legalActions(session.state, role);
    if (role === point.side) {
      const pick = point.close.map((t) => legal.find((a) => a.type === t)).find((a) => a) ?? legal[0];
      take(role, pick);
    } else take(role, legal[rng.int(legal.length)]);
  }
  return { actions, frames, after, disclosed };
}

/** The first difference between what a watcher received in two plays, or null. */
export function firstDifference(point: SecretPoint, seed: number, a: Played, b: Played): Difference | null {
  for (const role of Object.keys(a.frames)) {
    const fa = a.frames[role];
    const fb = b.frames[role];
    for (let i = 0; i < Math.max(fa.length, fb.length); i++) {
      if (fa[i] === fb[i]) continue;
      const ja = fa[i] === undefined ? {} : JSON.parse(fa[i]);
      const jb = fb[i] === undefined ? {} : JSON.parse(fb[i]);
      const field =
        fa[i] === undefined || fb[i] === undefined ? '(frame count)' : (Object.keys(ja).find((k) => JSON.stringify(ja[k]) !== JSON.stringify(jb[k])) ?? '?');
      const show = (x: unknown) => (JSON.stringify(x) ?? 'none').slice(0, 600);
      return { point: point.name, seed, role, frame: i, field, a: show(ja[field] ?? fa[i]), b: show(jb[field] ?? fb[i]) };
    }
  }
  return null;
}

export interface PointRun {
  found: boolean;
  plays?: [Played, Played];
  frames: number;
  difference: Difference | null;
}

/** Find the point from `seed`, play both variants, compare. */
export function runPoint(point: SecretPoint, seed: number): PointRun {
  const found = findPoint(point, seed);
  if (!found) return { found: false, frames: 0, difference: null };
  const plays: [Played, Played] = [playVariant(point, seed, found.prefix, found.variants[0]), playVariant(point, seed, found.prefix, found.variants[1])];
  const frames = Object.values(plays[0].frames).reduce((t, f) => t + f.length, 0) + Object.values(plays[1].frames).reduce((t, f) => t + f.length, 0);
  return { found: true, plays, frames, difference: firstDifference(point, seed, plays[0], plays[1]) };
}

export { CHANCE };
