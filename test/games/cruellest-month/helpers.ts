// Helpers for The Cruellest Month's strategic tests: act through the kernel (validated), script dice,
// and drive the turn with a default policy (decline, pass, done) to the step a test wants.
import { type Action, type ChanceSpec, type LogEntry, type Role, CHANCE, actionKey, applyAction } from '../../../src/kernel/game.ts';
import { cruellestMonth as game } from '../../../src/games/cruellest-month/game.ts';
import type { State } from '../../../src/games/cruellest-month/state.ts';
import { Rng } from '../../../src/kernel/rng.ts';

export { game };
export type { State };

export function newGame(options: Record<string, boolean | number> = {}): State {
  return game.setup({ options });
}

/** Apply a validated action; returns the log entries it produced. */
export function act(s: State, role: Role, action: Action): LogEntry[] {
  const log: LogEntry[] = [];
  applyAction(game, s, role, action, (e) => log.push(e));
  return log;
}
export function roll(s: State, ...dice: number[]): LogEntry[] {
  return act(s, CHANCE, { type: 'dice', dice });
}

const PREFER = [
  'deploy-done',
  'no-ace',
  'no-general-regroup',
  'designate-done',
  'no-commit',
  'recon-done',
  'construct-done',
  'scramble-done',
  'evacuate-done',
  'pass',
  'move-done',
  'attacks-done',
  'place-done',
  'restore-done',
  'dismantle-done',
  'no-advance',
  'hold',
  'no-advance',
];

export type DicePolicy = (spec: ChanceSpec, s: State) => number[];
/** Default dice: no random event, no reserves, middling rolls. */
export const defaultDice: DicePolicy = (spec) => {
  if (spec.rule === '5.0') return [2];
  if (spec.rule === '12.2.1' || spec.rule === '12.2.3') return Array(spec.dice).fill(6);
  if (spec.rule === '9.4.3') return [3];
  return Array(spec.dice).fill(Math.min(spec.sides, 5));
};
export type Policy = (s: State, role: Role, legal: Action[]) => Action;
export const defaultPolicy: Policy = (_s, _r, legal) => {
  for (const t of PREFER) {
    const a = legal.find((x) => x.type === t);
    if (a) return a;
  }
  return legal[0];
};

/** Play on with the policies until `until(s)` holds (checked before each action). Returns the log. */
export function drive(s: State, until: (s: State) => boolean, opts: { dice?: DicePolicy; policy?: Policy; max?: number } = {}): LogEntry[] {
  const log: LogEntry[] = [];
  const dice = opts.dice ?? defaultDice;
  const policy = opts.policy ?? defaultPolicy;
  for (let i = 0; i < (opts.max ?? 20000); i++) {
    if (until(s)) return log;
    const who = game.toAct(s);
    if (who.length === 0) return log;
    const role = who[0];
    if (role === CHANCE) log.push(...act(s, CHANCE, { type: 'dice', dice: dice(game.chance(s), s) }));
    else log.push(...act(s, role, policy(s, role, game.legalActions(s, role))));
  }
  throw new Error(`drive: not reached after ${opts.max ?? 20000} actions (at ${s.phase}/${s.step})`);
}

/** The game at the first Air Operations decision of turn 1 (default choices, no random event). */
export function atAirOps(options: Record<string, boolean | number> = {}, dice?: DicePolicy): State {
  const s = newGame(options);
  drive(s, (x) => x.step === 'air', { dice });
  return s;
}

/** Keep only the listed divisions on the map, at the given hexes. */
export function only(s: State, where: Record<string, string>): void {
  for (const id in s.ground) {
    if (where[id]) {
      s.ground[id].hex = where[id];
      s.ground[id].where = 'map';
    } else if (s.ground[id].where === 'map') {
      s.ground[id].where = 'dead';
      s.ground[id].hex = null;
    }
  }
}

export const legalTypes = (s: State, role: Role) => game.legalActions(s, role).map((a) => a.type);
export const has = (s: State, role: Role, a: Action) => game.legalActions(s, role).some((x) => actionKey(x) === actionKey(a));

/** Random play (seeded) calling `visit` before every decision; stops when `done()` says so or the game ends. */
export function playVisiting(seed: number, visit: (s: State, role: Role) => void, done: () => boolean = () => false): void {
  const rng = new Rng(seed);
  const s = newGame();
  for (let i = 0; i < 20000 && !done(); i++) {
    const who = game.toAct(s);
    if (who.length === 0) return;
    const role = who[0];
    visit(s, role);
    if (role === CHANCE) {
      const c = game.chance(s);
      game.perform(s, CHANCE, { type: 'dice', dice: Array.from({ length: c.dice }, () => 1 + rng.int(c.sides)) });
    } else {
      const legal = game.legalActions(s, role);
      game.perform(s, role, legal[rng.int(legal.length)]);
    }
  }
}

export type Chooser = (s: State, role: Role, legal: Action[], rng: Rng) => Action;
/**
 * A seeded game played to its end: `choose` picks each player's action (at random by default), the dice are the seed's. `step` sees
 * each action before it is performed and returns what to do with its log entries after it (or `false` to stop there).
 */
export function playSeeded(
  seed: number,
  step: (s: State, role: Role, a: Action, legal: Action[]) => ((log: LogEntry[]) => void) | false | undefined,
  choose: Chooser = (_s, _r, legal, rng) => legal[rng.int(legal.length)],
): void {
  const s = newGame();
  const rng = new Rng(seed);
  while (game.toAct(s).length > 0) {
    const role = game.toAct(s)[0];
    let a: Action;
    let legal: Action[] = [];
    if (role === CHANCE) {
      const c = game.chance(s);
      a = { type: 'dice', dice: Array.from({ length: c.dice }, () => rng.die(c.sides)) };
    } else {
      legal = game.legalActions(s, role);
      a = choose(s, role, legal, rng);
    }
    const after = step(s, role, a, legal);
    if (after === false) return;
    const log: LogEntry[] = [];
    game.perform(s, role, a, after ? (e) => log.push(e) : undefined);
    after?.(log);
  }
}

const ATTACKS = new Set(['ab-bomb', 'ab-strafe', 'ab-spot', 'ab-attack-aa', 'ab-fire', 'ab-defend']);
const STEER = new Set(['ab-forward', 'ab-dive', 'ab-place', 'ab-sequence', 'ab-end']);
/** A chooser that takes the Air Battle Board's attacks when it may, and flies a mission unit on towards the target (forward, down). */
export const towardsAttacks: Chooser = (s, role, legal, rng) => {
  const attacks = legal.filter((x) => ATTACKS.has(x.type));
  const steer = s.battle?.missionSide === role ? legal.filter((x) => STEER.has(x.type)) : [];
  const pool = attacks.length ? attacks : steer.length ? steer : legal;
  return pool[rng.int(pool.length)];
};
