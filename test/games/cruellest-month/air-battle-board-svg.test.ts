import { describe, expect, it } from 'vitest';
import { airBattleLegal, airBattleToAct, airBattleView } from '../../../src/games/cruellest-month/air-battle/battle.ts';
import { BOARD } from '../../../src/games/cruellest-month/air-battle/data.ts';
import { AirBattleBoard, renderAirBattleSvg } from '../../../src/web/games/cruellest-month/air-battle-board.ts';
import { act, unitOf, walk, type Driver } from './air-battle-helpers.ts';
import { startAirBattle } from '../../../src/games/cruellest-month/air-battle/battle.ts';

describe('Air Battle Board SVG (8.7.2)', () => {
  it('8.7.7 draws every hex, the unit to move, its legal moves and fire, and altitudes once revealed', () => {
    const d: Driver = {
      b: startAirBattle({
        missionSide: 'allied',
        mission: [unitOf('pup', 'Pup', 'escort')],
        interceptors: [unitOf('alb', 'AlbDIII', 'intercept')],
        targetAaf: 0,
        alliedAcesAvailable: 0,
      }),
      log: [],
      steps: 0,
      journal: [],
    };
    act(d, 'allied', { type: 'ab-sequence', unit: 'pup', seq: 2, altitude: 'medium' });
    act(d, 'german', { type: 'ab-sequence', unit: 'alb', seq: 1, altitude: 'medium' });
    act(d, 'allied', { type: 'ab-place', unit: 'pup', hex: '4408', facing: 5 });
    // i1 (off the board) moves first: it enters; then the Pup (m2) moves.
    act(d, 'german', { type: 'ab-enter-roll' });
    act(d, 'chance', { type: 'dice', dice: [3] });
    act(d, 'german', { type: 'ab-enter', hex: '3008', facing: 1 });
    const alb = d.b.units.find((u) => u.id === 'alb')!;
    alb.hex = '4205';
    alb.facing = 3;
    while (airBattleToAct(d.b)[0] === 'german') act(d, 'german', airBattleLegal(d.b, 'german').find((a) => a.type === 'ab-end') ?? { type: 'ab-forward' });
    expect(airBattleToAct(d.b)).toEqual(['allied']);
    alb.hex = '4207'; // two hexes ahead of the Pup, same altitude: a target
    const legal = airBattleLegal(d.b, 'allied').map((action) => ({ role: 'allied', action, text: action.type }));
    const svg = AirBattleBoard({
      view: null,
      snapshot: null as never,
      legal,
      clickable: new Set(),
      selected: [],
      onPick: () => {},
      battle: airBattleView(d.b, 'allied'),
    });
    const nodes = walk(svg);
    expect(nodes.filter((n) => n.props['data-hex'])).toHaveLength(BOARD.cols * BOARD.rows);
    const pup = nodes.find((n) => n.props['data-unit'] === 'pup')!;
    expect(String(pup.props.class)).toMatch(/moving/);
    expect(nodes.some((n) => n.props['data-move'] === 'ab-forward')).toBe(true);
    expect(legal.filter((l) => l.action.type === 'ab-fire')).toHaveLength(1);
    expect(nodes.filter((n) => n.props['data-fire'] === 'alb')).toHaveLength(1);
    // The German view of the same moment: the Pup has moved (revealed), so its altitude shows.
    const g = walk(
      AirBattleBoard({
        view: null,
        snapshot: null as never,
        legal: [],
        clickable: new Set(),
        selected: [],
        onPick: () => {},
        battle: airBattleView(d.b, 'german'),
      }),
    );
    expect(g.find((n) => n.props['data-unit'] === 'pup')!.props['data-altitude']).toBe('medium');
    // The same board as an SVG string.
    const svgText = renderAirBattleSvg(airBattleView(d.b, 'allied'), { legal: legal.map((l) => l.action) });
    expect(svgText.startsWith('<svg')).toBe(true);
    expect(svgText.match(/data-hex="/g)).toHaveLength(BOARD.cols * BOARD.rows);
    expect(svgText).toContain('data-fire="alb"');
  });
});
