// The Cambrai counters as the board draws them, from the game's own view: a tank battalion carries
// its step (6 -> 4 -> 2, Night Phase), an Exhausted unit shows its exhausted defence.
import { describe, expect, it } from 'vitest';
import { cambrai1917 } from '../../src/games/cambrai-1917/game.ts';
import { TANK_STEPS, UNITS } from '../../src/games/cambrai-1917/data.ts';
import { mapUnit } from '../../src/web/games/cambrai-1917/board.ts';

const view = (mutate: (s: any) => void) => {
  const s = cambrai1917.setup({ scenario: 'campaign', options: {} } as any) as any;
  mutate(s);
  return cambrai1917.view(s, 'british') as any;
};
const tankIdx = UNITS.findIndex((u) => u.type === 'tank');
const infIdx = UNITS.findIndex((u) => u.type === 'infantry');

describe('cambrai-1917 counters on the board', () => {
  it("Night Phase: a tank battalion stepped down shows its new step and that step's values", () => {
    const step = TANK_STEPS[1];
    const v = view((s) => {
      s.tank[tankIdx] = step.step;
    });
    const u = mapUnit(v.units.find((x: any) => x.id === UNITS[tankIdx].id));
    expect(u.name).toMatch(new RegExp(`\\b${step.step}$`));
    expect([u.attack, u.defense, u.move]).toEqual([step.attack, step.defense, step.move]);
    expect(u.type).toBe('armor');
  });

  it('an Exhausted unit is drawn on its Exhausted side with its exhausted defence', () => {
    const v = view((s) => {
      s.spent[infIdx] = true;
    });
    const raw = v.units.find((x: any) => x.id === UNITS[infIdx].id);
    const u = mapUnit(raw);
    expect(u.spent).toBe(true);
    expect(u.defense).toBe(raw.exhaustedDefense);
    expect(u.defense).toBe(UNITS[infIdx].exhaustedDefense);
    const fresh = mapUnit(view(() => {}).units.find((x: any) => x.id === UNITS[infIdx].id));
    expect(fresh.spent).toBe(false);
    expect(fresh.defense).toBe(UNITS[infIdx].defense);
  });
});
