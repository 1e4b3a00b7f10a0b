// The area-impulse family's start of a Counter-Attack turn (turn-start.ts): releases by die or
// automatically (1940 15.1-15.3, 18.4; Battles 13.1, 13.2, 13.4) and who begins the Combat Phase (1940
// 6.1.1, Battles 4.1), run on a small state declared here.
import { describe, expect, it } from 'vitest';
import type { Side } from '../../src/families/area-impulse/board.ts';
import {
  type OpeningState,
  initiativeWithoutDice,
  markRolled,
  releaseDue,
  releaseRoll,
  rolledThisTurn,
  starModifier,
} from '../../src/families/area-impulse/turn-start.ts';
import type { LogEntry } from '../../src/kernel/game.ts';

type State = OpeningState<'cavalry', 'cavalry-die'>;
const state = (turn: number): State => ({ turn, released: { cavalry: 0 } });
const said = (text: string) => (): LogEntry => ({ rule: '15.2', text });

describe('area-impulse start of a turn', () => {
  it('1940 15.2 / Battles 13.1: a group held back rolls its die on its turn, once, and comes on automatically on any later turn', () => {
    const log: LogEntry[] = [];
    const sink = (e: LogEntry) => log.push(e);
    const s = state(1);
    expect(releaseDue(s, 'cavalry', 'cavalry-die', 2, sink, said('auto'))).toBe(false); // not yet
    s.turn = 2;
    expect(releaseDue(s, 'cavalry', 'cavalry-die', 2, sink, said('auto'))).toBe(true); // its die is due
    markRolled(s, 'cavalry-die');
    expect(rolledThisTurn(s, 'cavalry-die')).toBe(true);
    expect(releaseDue(s, 'cavalry', 'cavalry-die', 2, sink, said('auto'))).toBe(false); // rolled and failed: not again this turn
    expect(s.released.cavalry).toBe(0);
    s.turn = 3;
    s.rollsDone = [];
    expect(releaseDue(s, 'cavalry', 'cavalry-die', 2, sink, said('auto'))).toBe(false);
    expect(s.released.cavalry).toBe(3);
    expect(log.map((e) => e.text)).toEqual(['auto']);
    expect(releaseDue(s, 'cavalry', 'cavalry-die', 2, sink, said('auto'))).toBe(false); // released: nothing more
    expect(log).toHaveLength(1);
  });

  it('1940 15.3 / Battles 13.4: the release die brings the group on at its number or more, and says either way', () => {
    const s = state(6);
    const log: string[] = [];
    const entry = (yes: boolean): LogEntry => ({ rule: '13.4', text: yes ? 'released' : 'held' });
    expect(releaseRoll(s, 'cavalry', 4, 5, (e) => log.push(e.text), entry)).toBe(false);
    expect(s.released.cavalry).toBe(0);
    expect(releaseRoll(s, 'cavalry', 5, 5, (e) => log.push(e.text), entry)).toBe(true);
    expect(s.released.cavalry).toBe(6);
    expect(log).toEqual(['held', 'released']);
  });

  it('1940 6.1.1 / Battles 4.1: the Allies begin Turns 1-2 and the Germans from Turn 6 without dice; on Turns 3-5 the dice tell', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(initiativeWithoutDice)).toEqual(['allied', 'allied', null, null, null, 'german', 'german', 'german']);
  });

  it('1940 6.1.1 / Battles 4.1: the Allies add 1 per white-star area they control and lose the black star penalty when they do not control its area', () => {
    const control: Side[] = ['german', 'allied', 'german', 'allied', 'german'];
    expect(starModifier(control, [1, 2], 3, 2)).toBe(1); // one white star, the black star held
    expect(starModifier(control, [1, 3], 4, 2)).toBe(0); // 1940: -2 without Area 20
    expect(starModifier(control, [1, 3], 4, 1)).toBe(1); // Battles: -1 when Sector 20 is German
  });
});
