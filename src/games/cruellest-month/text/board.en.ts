// The Air Battle Board in the terminal picture (air-battle/board-view.ts, 8.7) in English (board.fr.ts: the same in French,
// typed against these keys). The browser loads it with the board: it imports no rules.
import type { Altitude } from '../air-battle/contract.ts';

const ALTITUDE: Record<Altitude, string> = { low: 'L', medium: 'M', high: 'H' };
const WHERE: Record<string, string> = { board: 'board', off: 'off board', waiting: 'to come', gone: 'returned', eliminated: 'eliminated' };
const ATTACK: Record<string, string> = { bombing: 'bombing', strafing: 'strafing', spotting: 'spotting' };

export const boardEn = {
  altitude: ALTITUDE,
  round: (round: number) => `Air Battle Round ${round}/8`,
  moving: (unit: string, mp: number, bonus: number) => ` · moving: ${unit} (${mp} MP${bonus ? ` +${bonus}` : ''})`,
  where: WHERE,
  /** The six facings (8.7.7), by direction number. */
  facing: ['N', 'NE', 'SE', 'S', 'SW', 'NW'],
  /** A unit's markers (8.7.9 Disrupted, Reduced; 8.7.10 ace; 8.7.11 no observer; 8.8 aborted). */
  marks: { disrupted: 'D', reduced: 'R', ace: 'Ace', noObserver: 'NoObs', aborted: 'abort' },
  /** The attack a mission unit delivered (8.10). */
  attack: ATTACK,
};
/** The board's words; board.fr.ts gives each in French. */
export type BoardWords = typeof boardEn;
