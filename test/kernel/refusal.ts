// The RuleError a refused request throws, for the kernel's tests.
import { expect } from 'vitest';
import { RuleError } from '../../src/kernel/game.ts';

/** The RuleError `f` throws (the test fails when it throws nothing or something else). */
export function refusal(f: () => void): RuleError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    return e as RuleError;
  }
  throw new Error('not refused');
}
