import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/kernel/game.ts';
import { airBattleLegal, airBattlePerform, airBattleToAct, airBattleView, startAirBattle } from '../../../src/games/cruellest-month/air-battle/battle.ts';
import { drawAirBattle, renderAirBattleText } from '../../../src/games/cruellest-month/air-battle/board-view.ts';
import { BOARD, INTERCEPTOR_ENTRY, RAID_ENTRY_AREA, TARGET_ZONE } from '../../../src/games/cruellest-month/air-battle/data.ts';
import { playRandom, randomInput, rng, unitOf } from './air-battle-helpers.ts';

describe('Air Battle Board drawing (8.7.2 components)', () => {
  it('8.7.3 / 8.7.5 / 8.10.4 the board shows its Raid Entry Area, numbered entry hexes and T hexes', () => {
    const d = playRandom(randomInput(rng(3)), 3);
    const draw = drawAirBattle(airBattleView(d.b, 'allied'));
    expect(draw.hexes).toHaveLength(BOARD.cols * BOARD.rows);
    expect(
      draw.hexes
        .filter((h) => h.kind === 'raid-entry')
        .map((h) => h.id)
        .sort(),
    ).toEqual([...RAID_ENTRY_AREA.hexes].sort());
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

  it('8.7.3 the text board shows T hexes and the Raid Entry Area, and hides unrevealed altitudes', () => {
    const b = startAirBattle({
      missionSide: 'allied',
      mission: [unitOf('be', 'BE2', 'bombing'), unitOf('pup', 'Pup', 'escort')],
      interceptors: [unitOf('alb', 'AlbDIII', 'intercept')],
      targetAaf: 0,
      alliedAcesAvailable: 0,
    });
    airBattlePerform(b, 'allied', { type: 'ab-sequence', unit: 'be', seq: 1, altitude: 'low' });
    airBattlePerform(b, 'allied', { type: 'ab-sequence', unit: 'pup', seq: 2, altitude: 'high' });
    airBattlePerform(b, 'german', { type: 'ab-sequence', unit: 'alb', seq: 1, altitude: 'medium' });
    airBattlePerform(b, 'allied', { type: 'ab-place', unit: 'be', hex: '4404', facing: 5 });
    airBattlePerform(b, 'allied', { type: 'ab-place', unit: 'pup', hex: '4412', facing: 5 });
    const german = renderAirBattleText(airBattleView(b, 'german'));
    expect(german.match(/ T /g)).toHaveLength(TARGET_ZONE.hexes.length);
    expect(german.match(/#/g)).toHaveLength(RAID_ENTRY_AREA.hexes.length - 2);
    expect(german).toContain('m1L\\'); // the B.E.2 is moving: revealed, low, facing NW
    expect(german).toContain('m??\\'); // the Pup has not moved: sequence and altitude hidden
    expect(renderAirBattleText(airBattleView(b, 'allied'))).toContain('m2H\\');
    expect(renderAirBattleText(airBattleView(b, 'allied'), 'fr')).toMatch(/Tour de combat aérien 1\/8/);
    // 8.7 the units listed by the name the game gives, their facings and marks in the reader's language.
    const named = (u: { id: string }) => `Unit ${u.id.toUpperCase()}`;
    const fr = renderAirBattleText(airBattleView(b, 'allied'), 'fr', named);
    expect(fr).toContain('Unit BE ');
    expect(fr).toContain(' NO'); // facing 5, north-west: nord-ouest
    expect(fr).toContain(' en mouvement : Unit BE (');
    expect(renderAirBattleText(airBattleView(b, 'allied'), 'en', named)).toContain(' NW');
  });
});
