// Test helpers shared by the area-impulse games' tests: refusals that leave the state unchanged,
// and complete random games through a Session with a check after every step.
import { expect } from 'vitest';
import { type Action, type GameDefinition, RuleError, type SetupConfig, applyAction } from '../../src/kernel/game.ts';
import { hashState } from '../../src/kernel/hash.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { Session, seededDice } from '../../src/kernel/session.ts';

/** Expect `action` to be refused with a RuleError naming `rule` (null: any), the state's hash unchanged. */
export function expectRefused<S>(game: GameDefinition<S>, s: S, role: string, action: unknown, rule: string | null, message?: RegExp): RuleError {
  const before = hashState(s);
  const err = (() => {
    try {
      applyAction(game, s, role, action);
    } catch (e) {
      return e;
    }
    return undefined;
  })();
  expect(err, `expected ${JSON.stringify(action)} to be refused`).toBeInstanceOf(RuleError);
  const refusal = err as RuleError;
  if (rule !== null) expect(refusal.rule).toBe(rule);
  if (message) expect(refusal.message).toMatch(message);
  expect(hashState(s)).toBe(before);
  return refusal;
}

/**
 * One complete game between random players (seeded), `check(state, action, where)` before each action
 * and `after(state, where)` after it; throws on a dead end or a game longer than `maxSteps`.
 */
export function randomGame<S>(
  game: GameDefinition<S>,
  config: SetupConfig,
  seed: number,
  hooks: { before?: (s: S, a: Action, where: string) => void; after?: (s: S, where: string) => void; maxSteps?: number } = {},
): Session<S> {
  const rng = new Rng(seed);
  const sess = new Session(game, config, seededDice(seed * 7919));
  for (let steps = 0; ; steps++) {
    sess.settle();
    if (sess.isOver()) return sess;
    if (steps > (hooks.maxSteps ?? 20000)) throw new Error(`seed ${seed}: game too long`);
    const roles = sess.toAct();
    const role = roles[rng.int(roles.length)];
    const legal = game.legalActions(sess.state, role);
    if (!legal.length) throw new Error(`seed ${seed}: no legal action for ${role}`);
    const action = rng.pick(legal);
    hooks.before?.(sess.state, action, `seed ${seed} step ${sess.seq}`);
    sess.act(role, action);
    hooks.after?.(sess.state, `seed ${seed} step ${sess.seq}`);
  }
}
