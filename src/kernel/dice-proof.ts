// Verifiable dice (issue 33): nobody chooses or foresees them, and anyone can check them afterwards.
// The server draws each match's dice seed, 128 bits, from a cryptographic source; it publishes a
// commitment to the seed when the match starts (SHA-256 of the seed behind a domain-separation
// prefix) and reveals the seed with the result. A finished match's save then carries both, and
// `verifyDice` (the CLI's `arras verify SAVE`) checks that the seed matches the commitment and that
// every die of the journal is the one the seed gives, in order.
import { createHash, randomBytes } from 'node:crypto';
import { CHANCE, type GameDefinition, RuleError, stableStringify } from './game.ts';
import { Session, checkSaveFile, manualDice, seededDice } from './session.ts';

/** The domain separation of the commitment: a hash of a seed for another purpose never matches it. */
export const COMMITMENT_PREFIX = 'arras-dice-commitment:v1:';

/** A new dice seed: 128 bits from the operating system's cryptographic source, as 32 hex digits. */
export function newDiceSeed(): string {
  return randomBytes(16).toString('hex');
}

/** The commitment published at the start of a match: SHA-256 of the prefixed seed, 64 hex digits. */
export function diceCommitment(seed: string): string {
  return createHash('sha256')
    .update(COMMITMENT_PREFIX + seed)
    .digest('hex');
}

export interface DiceVerdict {
  ok: boolean;
  /** Journal entries replayed. */
  steps: number;
  /** Chance actions checked against the seed, and the dice they hold. */
  rolls: number;
  dice: number;
  /** What does not hold, for a person to read (empty when ok). */
  problems: string[];
}

/**
 * Check a finished match's save: the seed hashes to the commitment (and to `published`, the one the
 * player noted at the start, when given), the journal replays under the rules, and each chance action
 * equals the dice the seed gives at that point. The save's generator state, when present, must be the
 * one left after the last die.
 */
export function verifyDice(game: GameDefinition, file: unknown, published?: string): DiceVerdict {
  const verdict: DiceVerdict = { ok: false, steps: 0, rolls: 0, dice: 0, problems: [] };
  const problem = (s: string) => verdict.problems.push(s);
  let save: ReturnType<typeof checkSaveFile>;
  try {
    save = checkSaveFile(file);
  } catch (e) {
    problem((e as Error).message);
    return verdict;
  }
  if (save.game !== game.id) problem(`the save is of ${save.game}, not ${game.id}`);
  if (!save.seed || !save.commitment) {
    problem('the save carries no revealed seed and commitment (a server match reveals them once it is over)');
    return verdict;
  }
  if (diceCommitment(save.seed) !== save.commitment)
    problem(`the seed does not match the commitment: SHA-256 of the seed is ${diceCommitment(save.seed)}, the save says ${save.commitment}`);
  if (published !== undefined && published.toLowerCase() !== save.commitment)
    problem(`the save's commitment ${save.commitment} is not the one published at the start (${published})`);
  const dice = seededDice(save.seed);
  let session: Session;
  try {
    session = new Session(game, save.config, manualDice());
  } catch (e) {
    problem(`the setup is refused: ${(e as Error).message}`);
    return verdict;
  }
  for (const [i, entry] of save.journal.entries()) {
    // A chance action where no roll is due is refused by the rules below (act).
    const due = session.toAct();
    if (entry.role === CHANCE && due.length === 1 && due[0] === CHANCE) {
      const spec = game.chance(session.state);
      const roll = { type: 'dice', dice: dice.roll(spec) };
      verdict.rolls++;
      verdict.dice += spec.dice;
      if (stableStringify(entry.action) !== stableStringify(roll)) {
        problem(`step ${i} (${spec.label}): the journal has ${JSON.stringify(entry.action)}, the seed gives ${JSON.stringify(roll)}`);
      }
    }
    try {
      session.act(entry.role, entry.action);
    } catch (e) {
      problem(`step ${i} (${entry.role} ${JSON.stringify(entry.action).slice(0, 120)}) does not replay: ${e instanceof RuleError ? e.message : String(e)}`);
      return verdict;
    }
    verdict.steps++;
  }
  if (save.rng && stableStringify(save.rng) !== stableStringify(dice.state!())) {
    problem(`the generator state in the save (${save.rng.join(',')}) is not the one the seed leaves after the last die (${dice.state!().join(',')})`);
  }
  verdict.ok = verdict.problems.length === 0;
  return verdict;
}
