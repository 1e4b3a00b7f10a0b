// The Cruellest Month in English: the descriptions of the Air Battle Board's actions (8.7), keyed by action type.
import type { Action } from '../../../kernel/game.ts';
import { unitName } from '../air-battle/battle.ts';

/** The six facings of the Air Battle Board (8.7.7). */
export const DIR_NAMES = ['N', 'NE', 'SE', 'S', 'SW', 'NW'];
/** A fire target: a unit, or the balloon. */
export const targetNameEn = (id: string) => (id === 'balloon' ? 'the balloon' : unitName(id));
const dir = (d: unknown) => String(d);

/** What an Air Battle Board action does, in English. */
export const AIR_BATTLE_ACTION_EN: Record<string, (a: Action) => string> = {
  dice: (a) => `dice: ${String((a as { dice?: number[] }).dice)}`,
  'ab-sequence': (a) => `${unitName(String(a.unit))}: sequence ${String(a.seq)}, ${String(a.altitude)} altitude`,
  'ab-place': (a) => `set up ${unitName(String(a.unit))} in ${String(a.hex)} facing ${DIR_NAMES[Number(a.facing)]}`,
  'ab-place-aa': (a) => `AA unit ${Number(a.index) + 1} in ${String(a.hex)}`,
  'ab-balloon': (a) => `balloon: ${String(a.move)}`,
  'ab-forward': () => 'move ahead one hex',
  'ab-exit': () => 'leave the board',
  'ab-turn': (a) => `turn ${dir(a.dir)}`,
  'ab-roll': (a) => `roll / S-turn ${dir(a.dir)}`,
  'ab-immelmann': () => 'perform an Immelmann',
  'ab-climb': () => 'move ahead climbing',
  'ab-zoom': () => 'climb two levels (Triplane)',
  'ab-dive': () => 'move ahead diving',
  'ab-fire': (a) => `fire at ${targetNameEn(String(a.target))} (${String(a.guns)} guns)`,
  'ab-bomb': () => 'bomb the target',
  'ab-strafe': () => 'strafe the target',
  'ab-spot': () => 'spot for the artillery',
  'ab-abort': () => 'abort the mission',
  'ab-end': () => 'end movement',
  'ab-stay-off': (a) => `stay off the board (altitude ${Number(a.climb) > 0 ? '+1' : Number(a.climb) < 0 ? '-1' : 'same'})`,
  'ab-enter-roll': () => 'roll to enter',
  'ab-enter': (a) => `enter at ${String(a.hex)} facing ${DIR_NAMES[Number(a.facing)]}`,
  'ab-defend': (a) => `defensive fire by ${unitName(String(a.unit))}`,
  'ab-hold': () => 'no defensive fire',
  'ab-attack-aa': (a) => `attack AA unit ${Number(a.index) + 1}`,
};
