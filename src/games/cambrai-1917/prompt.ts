// The prompt of each decision (issue 14): one sentence in the player aid's terms, with the section
// of the aid behind it, in English and French (the words: text/en.ts, text/fr.ts). Each step names
// its own (rules/); the web page shows it above the few buttons that are not on the map; the
// terminal prints it before the list.
import type { Role, StepPrompt } from '../../kernel/game.ts';
import type { CambraiState } from './state.ts';
import type { Words } from './text/en.ts';
import { words } from './text/fr.ts';

export type Prompt = (s: CambraiState, role: Role, lang?: string) => StepPrompt;

/** A step's fixed sentence and its rule. */
export function promptOf(k: keyof Words['prompt'], rule: string): Prompt {
  return (_s, _role, lang) => ({ text: words(lang).prompt[k], rule });
}

/** Steps no player meets between actions (the queue runs, dice, the end): no rule to show. */
export function anyPrompt(_s: CambraiState, _role: Role, lang?: string): StepPrompt {
  return { text: words(lang).prompt.other };
}
