// Area-impulse family: the dice step. A roll is a step of its own (1940 2.1, Battles 6.1.1, Cambrai's
// Sequence of Play): the chance role rolls, then the roll's purpose reads the dice. Each game declares
// its purposes in one table, each with its rule and its effect (in the chapter of its rule), and how it
// words a roll in English and French.

import { CHANCE, type ChanceSpec, type LogSink, type Role, RuleError } from '../../kernel/game.ts';

type Log = LogSink | undefined;

/** The roll step of a game: what the dice are for, and how many. */
export interface RollAt {
  purpose: string;
  dice: number;
}

/** What a game declares about its rolls (`W`: its words). */
export interface Rolls<S, St extends RollAt, W> {
  /** The roll step at hand. */
  at: (s: S) => St;
  /** Per purpose: the rule named with the roll, and what the dice do. */
  rules: Record<St['purpose'], { rule: string; effect: (s: S, dice: number[], st: St, log: Log) => void }>;
  /** What the roll is for, in the words `w` (English, French). */
  label: (w: W, s: S, st: St) => string;
  en: W;
  fr: W;
  /** The step once the dice are rolled, before their effect (default: the roll step until the effect moves on). */
  rolled?: (s: S) => void;
}

const CHANCE_ONLY: Role[] = [CHANCE];

/** The dice step's actor (the chance role), its dice and their effect, for the game's declaration of the step. */
export function diceStep<S, St extends RollAt, W>(rolls: Rolls<S, St, W>) {
  return {
    actor: (): Role[] => CHANCE_ONLY,
    chance: (s: S): ChanceSpec => {
      const st = rolls.at(s);
      const rule = rolls.rules[st.purpose as St['purpose']].rule;
      return { dice: st.dice, sides: 6, label: rolls.label(rolls.en, s, st), rule, texts: { fr: rolls.label(rolls.fr, s, st) } };
    },
    perform: {
      dice: (s: S, a: { dice: number[] }, log: Log) => {
        const st = rolls.at(s);
        rolls.rolled?.(s);
        rolls.rules[st.purpose as St['purpose']].effect(s, a.dice, st, log);
      },
    },
  };
}

/** Outside a roll no dice are due: the refusal of the chance role, in English and French. */
export function noDiceDue(en: string, fr: string): () => ChanceSpec {
  return () => {
    throw new RuleError(en, null, 'wrong-role', { fr });
  };
}
