import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/kernel/game.ts';
import { airBattleLegal, airBattlePerform, airBattleToAct, airBattleView } from '../../../src/games/cruellest-month/air-battle/battle.ts';
import { drawAirBattle } from '../../../src/games/cruellest-month/air-battle/board-view.ts';
import { BOARD, INTERCEPTOR_ENTRY, RAID_ENTRY_AREA, TARGET_ZONE } from '../../../src/games/cruellest-month/air-battle/data.ts';
import { playRandom, randomInput, rng } from './air-battle-helpers.ts';

describe('Air Battle Board drawing (8.7.2 components)', () => {
  it('8.7.3 / 8.7.5 / 8.10.4 the board shows its Raid Entry Area, numbered entry hexes and T hexes', () => {
    const d = playRandom(randomInput(rng(3)), 3);
    const draw = drawAirBattle(airBattleView(d.b, 'allied'));
    expect(draw.hexes).toHaveLength(BOARD.cols * BOARD.rows);
    expect(draw.hexes.filter((h) => h.kind === 'raid-entry').map((h) => h.id).sort()).toEqual([...RAID_ENTRY_AREA.hexes].sort());
    expect(draw.hexes.filter((h) => h.kind === 'target-zone')).toHaveLength(TARGET_ZONE.hexes.length);
    expect(draw.hexes.filter((h) => h.entry !== null)).toHaveLength(Object.values(INTERCEPTOR_ENTRY.byNumber).flat().length);
  });

  it('8.7.7 every movement highlight shows where the unit really ends, facing and altitude', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      playRandom(randomInput(rng(seed)), seed, {
        check: (b) => {
          const roles = airBattleToAct(b);
          if (b.phase !== 'move' || !b.impulse || roles.includes(CHANCE) || b.defensive) return;
          const role = roles[0];
          const legal = airBattleLegal(b, role);
          const draw = drawAirBattle(airBattleView(b, role), legal);
          expect(draw.moving).toBe(b.impulse.unit);
          for (const m of draw.moves) {
            if (m.action.type === 'ab-turn' || m.action.type === 'ab-roll') {
              const u = b.units.find((x) => x.id === b.impulse!.unit)!;
              if (u.rotary && m.action.dir === 'right') continue; // needs a die first
            }
            const c = structuredClone(b);
            airBattlePerform(c, role, m.action);
            const u = c.units.find((x) => x.id === b.impulse!.unit)!;
            if (u.where === 'eliminated') continue;
            expect(u.hex).toBe(m.to);
            if (m.to) {
              expect(u.facing).toBe(m.facing);
              expect(u.altitude).toBe(m.altitude);
            }
            checked++;
          }
          for (const f of draw.fire) expect(legal).toContainEqual(f.action);
        },
      });
    }
    expect(checked).toBeGreaterThan(40);
  });
});
