// Ground Operations (9), supply (10), regroup (11), reinforcements (12.1), victory (13).
import { describe, expect, it } from 'vitest';
import { GROUND_COLUMNS, GROUND_CRT, POOR_WEATHER_COMBAT, RIDGE_HEXES, TEC, groundColumn } from '../../../src/games/cruellest-month/data.ts';
import { groundModifiers } from '../../../src/games/cruellest-month/rules/09-ground-operations.ts';
import { finalScore } from '../../../src/games/cruellest-month/rules/13-victory.ts';
import type { State } from '../../../src/games/cruellest-month/state.ts';
import { act, drive, game, has, legalTypes, newGame, only, roll } from './helpers.ts';

/** The last decision before the automatic Supply Phase: the reaction player's attack declarations. */
const lastGroundDecision = (x: State) => x.phase === 'ground' && x.groundSide !== x.initiative && x.step === 'attack';
function finishGround(s: State): void {
  act(s, s.groundSide, { type: 'attacks-done' });
}
function atGround(): State {
  const s = newGame();
  drive(s, (x) => x.phase === 'ground');
  return s;
}

describe('9 ground operations', () => {
  it('4.5 9.0 the initiative player moves and fights first, then the reaction player', () => {
    const s = atGround();
    expect(game.toAct(s)).toEqual(['allied']);
    act(s, 'allied', { type: 'move-done' });
    act(s, 'allied', { type: 'attacks-done' });
    expect(game.toAct(s)).toEqual(['german']);
    expect(s.step).toBe('move');
  });

  it('9.2 a division moves one hex; 9.3 two divisions stack at most; 3.0 control passes to the last player through a hex', () => {
    const s = atGround();
    only(s, { 'i-3': '2210', 'i-9': '2211', 'i-12': '2212', 'g-11': '2204' });
    expect(has(s, 'allied', { type: 'move', unit: 'i-3', to: '2209' })).toBe(true);
    expect(has(s, 'allied', { type: 'move', unit: 'i-3', to: '2208' })).toBe(false);
    s.ground['i-34'].hex = '2209';
    s.ground['i-34'].where = 'map';
    s.ground['i-51'].hex = '2209';
    s.ground['i-51'].where = 'map';
    expect(has(s, 'allied', { type: 'move', unit: 'i-3', to: '2209' })).toBe(false);
    s.control['2110'] = 'german';
    act(s, 'allied', { type: 'move', unit: 'i-3', to: '2110' });
    expect(s.control['2110']).toBe('allied');
    expect(has(s, 'allied', { type: 'move', unit: 'i-3', to: '2111' })).toBe(false); // moved already
  });

  it('9.3 units over-stacked after a retreat are eliminated unless they comply by the end of their next movement phase', () => {
    const s = atGround();
    only(s, { 'i-3': '2210', 'i-9': '2210', 'i-12': '2210', 'g-11': '2204' });
    act(s, 'allied', { type: 'move', unit: 'i-3', to: '2211' });
    act(s, 'allied', { type: 'move-done' });
    expect(['i-3', 'i-9', 'i-12'].map((u) => s.ground[u].where)).toEqual(['map', 'map', 'map']);
    const t = atGround();
    only(t, { 'i-3': '2210', 'i-9': '2210', 'i-12': '2210', 'g-11': '2204' });
    act(t, 'allied', { type: 'move-done' });
    expect(['i-3', 'i-9', 'i-12'].filter((u) => t.ground[u].where === 'dead')).toHaveLength(1);
  });

  it('9.3.2 a division may not move from one enemy ZOC hex to another', () => {
    const s = atGround();
    only(s, { 'i-3': '2207', 'g-11': '2206', 'i-9': '2208' });
    const zocHexes = ['2106', '2107', '2306', '2307', '2205'];
    for (const to of game
      .legalActions(s, 'allied')
      .filter((a) => a.unit === 'i-3')
      .map((a) => a.to as string))
      expect(zocHexes).not.toContain(to);
  });

  it('9.3.1 an Allied at-start division keeps within 2 hexes of another of its Corps', () => {
    const s = atGround();
    only(s, { 'i-3': '2210', 'i-9': '2212', 'g-11': '2204' });
    expect(has(s, 'allied', { type: 'move', unit: 'i-9', to: '2213' })).toBe(false);
    expect(has(s, 'allied', { type: 'move', unit: 'i-9', to: '2211' })).toBe(true);
  });

  it('9.1 a German division west of the Hindenburg Line operates only on German initiative turns', () => {
    const s = atGround();
    only(s, { 'g-11': '2210', 'i-3': '2214' });
    act(s, 'allied', { type: 'move-done' });
    act(s, 'allied', { type: 'attacks-done' });
    expect(legalTypes(s, 'german')).toEqual(['move-done']);
  });

  it('9.4 9.4.1 9.4.4 ground combat: non-initiative support first, ASP up to the unit CF, TEC modifiers, column and row', () => {
    const s = atGround();
    only(s, { 'i-3': '2208', 'g-11r': '2207' });
    act(s, 'allied', { type: 'move-done' });
    act(s, 'allied', { type: 'attack', attacker: 'i-3', hex: '2207' });
    act(s, 'allied', { type: 'attacks-done' });
    expect(game.toAct(s)).toEqual(['german']); // the non-initiative player allocates first
    const max = Math.max(...game.legalActions(s, 'german').map((a) => a.asp as number));
    expect(max).toBe(Math.min(s.asl.arras, 4));
    act(s, 'german', { type: 'support', asp: 0, tsp: 0 });
    expect(game.legalActions(s, 'allied').some((a) => a.tsp === 2)).toBe(true); // 9.4.3: 2 TSP for a full division
    act(s, 'allied', { type: 'support', asp: 0, tsp: 0 });
    const mods = groundModifiers(s, 'i-3', 'g-11r');
    expect(mods).toEqual([{ v: TEC.hindenburg.combat, why: 'Hindenburg Line' }]);
    // 9.4.2 both balloons Normal: the shifts cancel.
    const r = 10;
    const col = groundColumn(r + TEC.hindenburg.combat + 4);
    roll(s, r);
    const res = GROUND_CRT.rows[3][col];
    if (res === 'DI') expect(s.ground['g-11r'].interdicted).toBe(true);
    if (res === '-') expect(s.ground['g-11r'].interdicted).toBe(false);
    expect(['DI', '-', 'DX']).toContain(res);
  });

  it('9.4 -4 Poor Weather, -1 ridge, -1 across a river, -1 east of the Hindenburg Line (German defending)', () => {
    const s = atGround();
    s.poorWeather = true;
    only(s, { 'i-4c': '2009', 'g-14br': RIDGE_HEXES[2], 'i-3': '2208', 'g-11': '2106' });
    expect(groundModifiers(s, 'i-4c', 'g-14br').map((m) => m.v)).toEqual([POOR_WEATHER_COMBAT, TEC.hindenburg.combat, TEC.ridge.combat]);
    s.ground['i-3'].hex = '2206';
    s.poorWeather = false;
    expect(groundModifiers(s, 'i-3', 'g-11').map((m) => m.why)).toEqual(['east of the Hindenburg Line', 'river']);
    expect(GROUND_COLUMNS.length).toBe(GROUND_CRT.rows[0].length);
  });

  it('9.4.4 9.4.6 DX: the defender is Reduced, Interdicted and retreats away from the attacker; the attacker may advance', () => {
    const s = atGround();
    only(s, { 'i-1c': '1410', 'g-80': '1409' });
    s.asl.Canadian = 10;
    act(s, 'allied', { type: 'move-done' });
    act(s, 'allied', { type: 'attack', attacker: 'i-1c', hex: '1409' });
    act(s, 'allied', { type: 'attacks-done' });
    act(s, 'german', { type: 'support', asp: 0, tsp: 0 });
    act(s, 'allied', { type: 'support', asp: 5, tsp: 2 });
    roll(s, 10); // 10 - 2 + 5 + 2 + 5 = 20: the last column, DX on a 4 CF defender
    expect(s.ground['g-80']).toMatchObject({ reduced: true, interdicted: true });
    expect(game.toAct(s)).toEqual(['german']);
    const to = game.legalActions(s, 'german')[0].to as string;
    act(s, 'german', { type: 'retreat', to });
    expect(s.ground['g-80'].hex).toBe(to);
    expect(legalTypes(s, 'allied')).toEqual(['advance', 'no-advance']);
    act(s, 'allied', { type: 'advance' });
    expect(s.ground['i-1c'].hex).toBe('1409');
    expect(s.control['1409']).toBe('allied');
  });

  it('9.4.5 an Interdicted division does not move and attacks at half strength', () => {
    const s = atGround();
    only(s, { 'i-3': '2208', 'g-11r': '2207' });
    s.ground['i-3'].interdicted = true;
    expect(game.legalActions(s, 'allied').some((a) => a.type === 'move' && a.unit === 'i-3')).toBe(false);
    expect(has(s, 'allied', { type: 'move-done' })).toBe(true);
  });

  it('6.6.4 6.6.5 an Airbase in a hex entered by enemy infantry is destroyed; its aircraft roll to evacuate', () => {
    const s = atGround();
    only(s, { 'g-11': '1412', 'i-24': '1210' });
    s.initiative = 'german';
    s.groundSide = 'german';
    s.control['1413'] = 'german';
    act(s, 'german', { type: 'move', unit: 'g-11', to: '1413' });
    expect(s.bases['ae-bruay'].status).toBe('destroyed');
    expect(game.chance(s)).toMatchObject({ rule: '6.6.5', dice: 3 });
    roll(s, 1, 1, 10);
    expect(['a-2', 'a-5', 'a-10'].map((u) => s.air[u].base === 'dead')).toEqual([false, false, true]);
  });
});

describe('10 supply, 11 regroup, 12.1 reinforcements, 13 victory', () => {
  it('4.6 10.0 10.3 9.5 9.5.1 out of supply divisions are Interdicted; Artillery Support grows by the balloon level, 10 at most', () => {
    const s = newGame();
    drive(s, lastGroundDecision);
    s.asl.VI = 9;
    s.bosl.VII = 2;
    const v7 = s.asl.VII;
    s.ground['i-24'].hex = '1603'; // deep in German-controlled ground: no line to the west edge (10.2)
    finishGround(s);
    expect(s.ground['i-24'].interdicted).toBe(true);
    expect(s.asl.VI).toBe(10);
    expect(s.asl.VII).toBe(Math.min(10, v7 + 1));
  });

  it('4.7 11.0 11.1 11.1.1 11.1.2 11.1.3 regroup: designated aerial units on 6 or less, Allied bases 6, German bases 7, divisions 5/6', () => {
    const s = newGame();
    s.air['a-2'].disrupted = true;
    drive(s, (x) => x.step === 'designate');
    act(s, 'allied', { type: 'designate', unit: 'a-2' });
    drive(s, lastGroundDecision);
    s.bases['ae-savy'].status = 'disrupted';
    s.bases['ff-1'].status = 'disrupted';
    s.ground['i-3'].interdicted = true;
    s.ground['g-11'].interdicted = true;
    finishGround(s);
    const items = (s.roll!.ctx as { items: string[] }).items;
    expect(items[0]).toBe('air:a-2'); // aerial units first
    const dice = items.map((it) =>
      it === 'air:a-2' ? 6 : it === 'base:ae-savy' ? 7 : it === 'base:ff-1' ? 7 : it === 'ground:i-3' ? 6 : it === 'ground:g-11' ? 6 : 10,
    );
    roll(s, ...dice);
    expect(s.air['a-2'].disrupted).toBe(false);
    expect(s.bases['ae-savy'].status).toBe('disrupted');
    expect(s.bases['ff-1'].status).toBe('normal');
    expect(s.ground['i-3'].interdicted).toBe(true);
    expect(s.ground['g-11'].interdicted).toBe(false);
  });

  it('11.2 11.2.2 11.2.3 a General Regroup restores Ready units and gives replacement steps: 1 VP each, then 2', () => {
    const s = newGame();
    drive(s, (x) => x.step === 'gr-allied');
    act(s, 'allied', { type: 'general-regroup' });
    s.air['a-2'].disrupted = true;
    s.air['a-5'].reduced = true;
    s.air['a-10'].reduced = true;
    drive(s, (x) => x.step === 'restore-roll' || x.roll?.rule === '11.2.3');
    drive(s, (x) => x.roll?.rule === '11.2.3');
    roll(s, 1);
    expect(s.air['a-2'].disrupted).toBe(false);
    const vp = s.vp.german;
    act(s, 'allied', { type: 'restore', unit: 'a-5' });
    expect(s.vp.german).toBe(vp + 1);
    act(s, 'allied', { type: 'restore', unit: 'a-10' });
    expect(s.vp.german).toBe(vp + 3);
  });

  it('11.3 11.4 reorganization readies Flown units; a supplied Feldflugplatz under construction becomes operational; 6.5.4 empty ones may be dismantled', () => {
    const s = newGame();
    drive(s, lastGroundDecision);
    s.air['g-j3'].flown = true;
    s.bases['ff-3'].hex = '1901';
    s.bases['ff-3'].area = null;
    s.bases['ff-3'].status = 'construction';
    finishGround(s);
    drive(s, (x) => x.step === 'dismantle');
    expect(s.air['g-j3'].flown).toBe(false);
    expect(s.bases['ff-3'].status).toBe('normal');
    act(s, 'german', { type: 'dismantle', base: 'ff-3' });
    expect(s.bases['ff-3']).toMatchObject({ status: 'dismantled', hex: null, readyTurn: s.turn + 1 });
  });

  it('11.5.2 up to 3 hits are repaired at Cambrai/Douai; 13.1 remaining hits score for the Allied player', () => {
    const s = newGame();
    drive(s, lastGroundDecision);
    s.boxHits.douai = 4;
    s.boxHits.cambrai = 2;
    const before = s.vp.allied;
    drive(s, (x) => x.turn === 2);
    expect(s.boxHits.douai + s.boxHits.cambrai).toBe(3);
    expect(s.vp.allied).toBe(before + 3);
  });

  it('4.8 12.1 12.1.1 Allied Strategic Reserve divisions enter from the Allied General Regroup Turn; balloons reset to Normal', () => {
    const s = newGame();
    drive(s, (x) => x.step === 'gr-allied');
    act(s, 'allied', { type: 'general-regroup' });
    drive(s, lastGroundDecision);
    s.bosl.VI = 2;
    drive(s, (x) => x.step === 'place-allied');
    expect(s.bosl.VI).toBe(0);
    const a = game.legalActions(s, 'allied').find((x) => x.type === 'place')!;
    act(s, 'allied', a);
    expect(s.ground[a.unit as string].where).toBe('map');
  });

  it('13.0 13.1 13.2 13.3 4.9 the game ends after the last turn with the map VPs; 41+ Allied victory, 20-40 draw', () => {
    const s = newGame({ turns: 10 });
    drive(s, (x) => x.over);
    expect(s.turn).toBe(10);
    const f = finalScore(s);
    expect(s.finalMargin).toBe(f.allied - f.german);
    const r = game.result(s)!;
    expect(r.winner).toBe(s.finalMargin! <= 19 ? 'german' : s.finalMargin! >= 41 ? 'allied' : null);
    // 13.2: every Hindenburg Line hex Allied is +2, every ridge hex +3.
    for (const h in s.control) s.control[h] = 'allied';
    const all = finalScore(s);
    expect(all.allied - s.vp.allied).toBeGreaterThanOrEqual(21 * 2 + 3 * 3);
    expect(all.german).toBe(s.vp.german);
  });

  it('4.0 14.0 the game lasts 12 turns by default (the 13.0 reading of 10 is an option)', () => {
    expect(newGame().lastTurn).toBe(12);
    expect(newGame({ turns: 10 }).lastTurn).toBe(10);
    expect(() => newGame({ turns: 11 })).toThrow(/14\.0/);
  });
});
