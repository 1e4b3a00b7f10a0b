// The prompt of each decision (issue 14): one sentence in the game's own terms, with its rule, in English and French
// (text/prompt.en.ts and prompt.fr.ts, keyed by step). The web page shows it above the few buttons that are not on the map.
import type { Role, StepPrompt } from '../../kernel/game.ts';
import type { State } from './state.ts';
import { type PromptWords, promptEn } from './text/prompt.en.ts';
import { promptFr } from './text/prompt.fr.ts';

/** The rule of each strategic step's prompt (4.0 sequence of play). */
const STEPS: Record<keyof PromptWords['steps'], string> = {
  'deploy-allied': '14.1',
  'deploy-german': '14.2',
  'allied-ace': '14.1',
  'gr-allied': '7.1',
  'gr-german': '7.1',
  designate: '7.2',
  rfc: '7.3',
  'recon-allied': '7.4',
  'recon-german': '7.4',
  spy: '6.1',
  examine: '7.4.3',
  construct: '6.5',
  'place-air': '12.2',
  'place-ground': '12.2.3',
  'place-allied': '12.1.1',
  restore: '11.2.3',
  dismantle: '6.5.4',
  move: '9.2',
  attack: '9.4',
  defend: '9.4',
  support: '9.4.1',
  retreat: '9.4.6',
  advance: '9.4.4',
};
/** Air Operations Phase (8.0): the mission's step, or the choice of the next mission. */
const MISSION: Record<keyof PromptWords['mission'], string> = {
  choose: '8.1',
  compose: '8.1.5',
  scramble: '8.4',
  'target-scramble': '8.5',
  late: '8.7.1',
  altitude: '8.9',
  land: '8.12',
};
/** The Air Battle Board (8.7). */
const BATTLE: Record<keyof PromptWords['battle'], string> = {
  sequence: '8.7.3',
  place: '8.7.5',
  'aa-place': '8.11.1',
  balloon: '8.11.2',
  move: '8.7.7',
  defensive: '8.7.8',
};

const words = (lang: string): PromptWords => (lang === 'fr' ? promptFr : promptEn);
/** The prompt of `step` in `group` (its text in `lang`, its rule), or the fallback (4.0) for a step without one. */
function pick(group: (w: PromptWords) => Record<string, string>, rules: Record<string, string>, step: string, lang: string): StepPrompt {
  const w = words(lang);
  const rule = rules[step];
  return rule ? { text: group(w)[step], rule } : { text: w.fallback, rule: '4.0' };
}
type Prompt = (s: State, role: Role, lang?: string) => StepPrompt;

/** The prompt of a strategic decision step. */
export const stepPrompt =
  (step: string): Prompt =>
  (_s, _role, lang = 'en') =>
    pick((w) => w.steps, STEPS, step, lang);
/** The prompt of the air step (8.1): the mission's step, or the choice of the next mission. */
export const airPrompt: Prompt = (s, _role, lang = 'en') => pick((w) => w.mission, MISSION, s.mission ? s.mission.step : 'choose', lang);
/** The prompt of an evacuating unit's relocation (6.6.5: an overrun Airbase's unit that made its evacuation roll). */
export const relocatePrompt: Prompt = (_s, _role, lang = 'en') => ({ text: words(lang).relocate, rule: '6.6.5' });
/** The prompt of the Air Battle Board (8.7). */
export const battlePrompt: Prompt = (s, _role, lang = 'en') => {
  const b = s.battle!;
  return pick((w) => w.battle, BATTLE, b.phase === 'move' && b.defensive ? 'defensive' : b.phase, lang);
};

/** The prompt wherever the game stands (while dice are due or when it is over: the step they interrupt). */
export function prompt(s: State, role: Role, lang = 'en'): StepPrompt {
  if (s.battle) return battlePrompt(s, role, lang);
  if (s.relocate) return relocatePrompt(s, role, lang);
  if (s.step === 'air') return airPrompt(s, role, lang);
  return stepPrompt(s.step)(s, role, lang);
}
