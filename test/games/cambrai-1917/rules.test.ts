// The mechanics of the Cambrai player aid, each test named after the aid's own terms.
import { describe, expect, it } from 'vitest';
import {
  AREA_BY_ID,
  ARTILLERY,
  ATTACK_CP,
  FIRST_DAY_VP,
  BARRAGE_CP,
  HURRICANE,
  TANK_STEPS,
  UNITS,
  ZONE,
  ammoDice,
} from '../../../src/games/cambrai-1917/data.ts';
import { advance } from '../../../src/games/cambrai-1917/rules/00-sequence.ts';
import { haigModifier, suddenDeath } from '../../../src/games/cambrai-1917/rules/04-end.ts';
import { barrageTotals } from '../../../src/games/cambrai-1917/rules/06-artillery-air.ts';
import { combatValues } from '../../../src/games/cambrai-1917/rules/08-combat.ts';
import { demolitionModifier } from '../../../src/games/cambrai-1917/rules/10-bridges.ts';
import { checkStep } from '../../../src/games/cambrai-1917/movement.ts';
import {
  type CambraiState,
  ELIMINATED,
  REMOVED,
  bridgeBetween,
  britishVp,
  invalidateOccupancy,
  movementPoints,
} from '../../../src/games/cambrai-1917/state.ts';
import type { CambraiView } from '../../../src/games/cambrai-1917/game.ts';
import {
  attackWith,
  campaign,
  dice,
  emptyBoard,
  frontPair,
  game,
  idx,
  isLegal,
  legalOf,
  openNeighbours,
  pathToBritish,
  fight,
  play,
  playUntil,
  put,
  refused,
  texts,
} from './helpers.ts';

describe('Special November 20 Turn', () => {
  it('scripted first day: the opening Hurricane Barrage fires on areas 1, 3, 9, 10 and zone H only, with the stated dice, and flips both markers', () => {
    const s = campaign();
    expect(s.weather).toBe('clear'); // no weather roll: weather starts clear
    // The British impulse is only the opening barrage: they fire on 1, 3, 9, 10 and zone H, in the order they choose.
    expect(legalOf(s, 'british').map((a) => a.target)).toEqual([1, 3, 9, 10, ZONE.H]);
    expect(legalOf(s, 'british').every((a) => a.type === 'hurricane')).toBe(true);
    play(s, 'british', { type: 'hurricane', target: 1 });
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'hurricane' });
    expect(s.barrage!.target).toBe(1);
    const log: string[] = [];
    // Area 1 (Bourlon Wood, one Garrison): 6+7 = 13 against 1 + TEM.
    log.push(texts(dice(s, 6, 1)));
    const cp1 = 13 - (1 + AREA_BY_ID[1].tem);
    expect(log[0]).toContain(`${cp1} CP`);
    // The Garrison absorbs the largest exact total (2 to exhaust + 2 to eliminate).
    expect(s.step.k).toBe('barrage-absorb');
    play(s, 'german', { type: 'absorb', unit: 'Gar10', how: 'flip' });
    play(s, 'german', { type: 'absorb', unit: 'Gar10', how: 'eliminate' });
    expect(s.loc[idx('Gar10')]).toBe(ELIMINATED);
    // Area 3 (Havrincourt): one regiment (IR387, no Garrison since data version 2), the primary target at once.
    play(s, 'british', { type: 'hurricane', target: 3 });
    expect(s.barrage!.target).toBe(3);
    dice(s, 1, 6); // 8 against 6 + 4: no CP
    expect(s.spent[idx('IR387')]).toBe(0);
    // Area 9 (Ribécourt): one regiment, the primary target at once.
    play(s, 'british', { type: 'hurricane', target: 9 });
    expect(s.barrage!.target).toBe(9);
    dice(s, 5, 2); // 12 against 2 + 4 = 6, minus 1 for the square identifier: 5 CP -> 4 absorbed
    expect(s.barrage!.cpLeft).toBe(4);
    play(s, 'german', { type: 'absorb', unit: 'IR84', how: 'flip' });
    play(s, 'german', { type: 'absorb', unit: 'IR84', how: 'eliminate' });
    expect(s.loc[idx('IR84')]).toBe(ELIMINATED);
    expect(legalOf(s, 'british').map((a) => a.target)).toEqual([10, ZONE.H]);
    play(s, 'british', { type: 'hurricane', target: 10 });
    dice(s, 3, 3); // La Vacquerie: one unit (RIR6), 10 against 7 -> 2 CP after the square
    expect(s.barrage!.cpLeft).toBe(2);
    play(s, 'german', { type: 'absorb', unit: 'RIR6', how: 'flip' });
    expect(s.spent[idx('RIR6')]).toBe(1);
    play(s, 'british', { type: 'hurricane', target: ZONE.H });
    dice(s, 1, 1); // zone H: 8 against 2 -> 6 CP; RIR395 exhausted then eliminated
    play(s, 'german', { type: 'absorb', unit: 'RIR395', how: 'flip' });
    play(s, 'german', { type: 'absorb', unit: 'RIR395', how: 'eliminate' });
    // Both British markers used; the impulse ended: the Sunset DR is rolled at its end.
    expect(s.hurricane.allied).toEqual([false, false]);
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'sunset' });
    dice(s, 1, 1); // 2 > impulse 1: Daylight continues
    expect(s.active).toBe('german');
    expect(s.step.k).toBe('impulse');
  });

  it('Sunset DR does not end 20 November early, but may change the weather', () => {
    const s = emptyBoard(20, 'allied', 6);
    put(s, 34, ['152Bde']);
    play(s, 'british', { type: 'pass' });
    const log = texts(dice(s, 1, 2));
    expect(log).toMatch(/does not end 20 November/);
    expect(s.phase).toBe('daylight');
    const t = emptyBoard(20, 'allied', 6);
    put(t, 34, ['152Bde']);
    play(t, 'british', { type: 'pass' });
    dice(t, 3, 3);
    expect(t.weather).toBe('overcast');
  });

  it('cavalry released as reinforcements have only 5 MP; attacks that include tanks get +1', () => {
    const s = emptyBoard(20);
    put(s, ZONE.K, ['1Cav']);
    expect(movementPoints(s, idx('1Cav'))).toBe(5);
    s.day = 22;
    expect(movementPoints(s, idx('1Cav'))).toBe(UNITS[idx('1Cav')].move);
  });
});

describe('Scenarios', () => {
  it('first day (ruling S1): the game ends at nightfall on 20 November; the British win with FIRST_DAY_VP Control markers in supply', () => {
    for (const [areas, winner] of [
      [[51, 52, 53, 54, 55, 56, 57, 3, 6, 9, 10, 25], 'british'],
      [[51, 52, 53], 'german'],
    ] as const) {
      const s = emptyBoard(20, 'allied', 13);
      s.scenario = 'first-day';
      s.vpToWin = FIRST_DAY_VP;
      put(s, 34, ['152Bde']);
      put(s, 6, ['IR27']);
      for (const a of areas) s.control[a] = 'allied';
      expect(britishVp(s)).toBe(areas.length);
      play(s, 'british', { type: 'pass' });
      playUntil(
        s,
        (x) => !!x.result,
        () => 6,
      ); // cavalry cards released, then British impulse 13's Sunset DR ends the day (ruling D1)
      expect(game.result(s)).toMatchObject({ winner, kind: 'scenario' });
      expect(FIRST_DAY_VP).toBeLessThanOrEqual(12);
    }
  });
});

describe('Daylight Phase rulings (D1, D2) and their options', () => {
  const withVariant = (s: CambraiState, v: Partial<CambraiState['variant']>) => {
    s.variant = { ...s.variant, ...v };
    return s;
  };
  const board = (day: number, side: 'allied' | 'german', impulse: number) => {
    const s = emptyBoard(day, side, impulse);
    put(s, 34, ['152Bde']);
    put(s, 6, ['IR27']);
    return s;
  };

  it('ruling D1: after German impulse 12 the British play impulse 13, whose Sunset DR (2d6, below 13) ends Daylight, 20 November too', () => {
    for (const day of [22, 20]) {
      const s = board(day, 'german', 12);
      play(s, 'german', { type: 'pass' });
      expect(s).toMatchObject({ phase: 'daylight', active: 'allied', impulse: 13, step: { k: 'impulse' } });
      expect(legalOf(s, 'british').some((a) => a.type === 'assault')).toBe(true);
      play(s, 'british', { type: 'pass' });
      const log = texts(dice(s, 6, 6));
      // On the 22nd the DR itself ends the day; on the 20th, whose Sunset DR "does not end the turn early", the track's end does.
      expect(log).toMatch(day === 20 ? /Impulse 13: no Sunset DR reaches it, Daylight ends \(ruling D1\)/ : /Sunset DR 12 < impulse 13: Daylight ends/);
      expect(s.phase).toBe('night');
    }
  });

  it('option impulse-track-12: Daylight ends after German impulse 12', () => {
    const s = withVariant(board(22, 'german', 12), { track12: true });
    play(s, 'german', { type: 'pass' });
    expect(s.phase).toBe('night');
    expect(game.setup({ options: { 'impulse-track-12': true } }).variant.track12).toBe(true);
  });

  it('ruling D2: Pass is "do nothing except make a Sunset DR roll if British": two passes in a row do not end Daylight', () => {
    const s = board(22, 'allied', 3);
    play(s, 'british', { type: 'pass' });
    dice(s, 4, 4); // 8 >= 3: Daylight continues
    play(s, 'german', { type: 'pass' });
    expect(s).toMatchObject({ phase: 'daylight', active: 'allied', impulse: 4, step: { k: 'impulse' } });
    play(s, 'british', { type: 'pass' });
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'sunset' }); // the British Sunset DR is never skipped
  });

  it('option two-passes (1940 6.2.5): two consecutive passes end Daylight, a British second pass after its Sunset DR', () => {
    const s = withVariant(board(22, 'allied', 3), { twoPasses: true });
    play(s, 'british', { type: 'pass' });
    dice(s, 4, 4);
    play(s, 'german', { type: 'pass' });
    expect(s.phase).toBe('night');
    const t = withVariant(board(22, 'german', 3), { twoPasses: true });
    play(t, 'german', { type: 'pass' });
    play(t, 'british', { type: 'pass' });
    expect(t.step).toMatchObject({ k: 'roll', purpose: 'sunset' });
    dice(t, 6, 6);
    expect(t.phase).toBe('night');
    expect(game.setup({ options: { 'two-passes': true } }).variant.twoPasses).toBe(true);
  });
});

describe('Sunset DR', () => {
  it('below the impulse number ends Daylight; equal flips the weather; otherwise Daylight continues', () => {
    const s = emptyBoard(22, 'allied', 5);
    put(s, 34, ['152Bde']);
    play(s, 'british', { type: 'pass' });
    dice(s, 2, 2);
    expect(s.phase).toBe('night');
    const t = emptyBoard(22, 'allied', 5);
    put(t, 34, ['152Bde']);
    play(t, 'british', { type: 'pass' });
    dice(t, 2, 3);
    expect(t.weather).toBe('overcast');
    expect(t.active).toBe('german');
  });

  it('the British first 2d6 of his impulse (the attack roll) is also the Sunset DR', () => {
    const [from, to] = frontPair();
    const s = emptyBoard(22, 'allied', 5);
    put(s, from, ['152Bde', '153Bde']);
    put(s, to, ['IR27']);
    play(s, 'british', { type: 'assault', area: from });
    play(s, 'british', { type: 'move', unit: '152Bde', to });
    play(s, 'british', { type: 'attack', area: to });
    fight(s, [1, 1], [6, 6]); // repulse
    expect(s.sunset).toBe(2);
  });
});

describe('Hurricane Barrage', () => {
  it('1d6+7 (+2 against four or more units) against 1d6 + terrain (+2 Overcast); -1 CP for a square identifier', () => {
    const s = emptyBoard();
    put(s, 13, ['IR27', 'IR84', 'RIR90']);
    const sq = AREA_BY_ID[13].identifier === 'square' ? 1 : 0;
    expect(barrageTotals(s, 13, 'allied', [4, 2]).cp).toBe(4 + HURRICANE.base - (2 + AREA_BY_ID[13].tem) - sq);
    put(s, 13, ['IR52']);
    expect(barrageTotals(s, 13, 'allied', [4, 2]).at).toBe(4 + HURRICANE.base + HURRICANE.manyBonus);
    s.weather = 'overcast';
    expect(barrageTotals(s, 13, 'allied', [4, 2]).dt).toBe(2 + AREA_BY_ID[13].tem + HURRICANE.overcast);
  });

  it('targets an area up to two areas from the active area, before movement, and flips the marker to used', () => {
    const s = emptyBoard();
    s.hurricane.allied = [true, false];
    put(s, 34, ['152Bde']);
    put(s, 12, ['IR27']); // 34 -> 9 -> 12
    put(s, 14, ['IR84']); // three areas away
    play(s, 'british', { type: 'assault', area: 34 });
    expect(isLegal(s, 'british', { type: 'hurricane', target: 12 })).toBe(true);
    expect(isLegal(s, 'british', { type: 'hurricane', target: 14 })).toBe(false);
    play(s, 'british', { type: 'hurricane', target: 12 });
    expect(s.hurricane.allied).toEqual([false, false]);
  });

  it('Barrage CP: exhausting a fresh tank costs 4, a fresh non-tank unit 2', () => {
    const s = emptyBoard(22, 'german');
    s.hurricane.german = [true];
    put(s, 6, ['IR27']);
    put(s, 34, ['DBn', '152Bde']);
    play(s, 'german', { type: 'assault', area: 6 });
    play(s, 'german', { type: 'hurricane', target: 34 });
    play(s, 'german', { type: 'primary', unit: 'DBn' });
    dice(s, 6, 1); // 13 against 2: 11 CP -> the largest exact total is 10 (4 + 2 + 2 + ... )
    const opts = legalOf(s, 'british');
    expect(opts).toEqual([{ type: 'absorb', unit: 'DBn', how: 'flip' }]);
    play(s, 'british', opts[0]);
    expect(s.spent[idx('DBn')]).toBe(1);
    expect(s.barrage!.cpLeft).toBe(s.barrage!.cp - 1 - BARRAGE_CP.exhaustTank);
  });
});

describe('Move Units', () => {
  it('MP costs: 1 vacant, 2 next to a fresh enemy, 3 only exhausted enemy, 4 fresh enemy; -1 MP Overcast', () => {
    const [from, enemy] = frontPair();
    const near = openNeighbours(from).find((a) => a !== enemy && openNeighbours(a).includes(enemy))!;
    const far = openNeighbours(from).find((a) => a !== enemy && !openNeighbours(a).includes(enemy))!;
    const s = emptyBoard();
    put(s, from, ['152Bde']);
    put(s, enemy, ['IR27']);
    const u = idx('152Bde');
    const step = (to: number) => checkStep(s, u, from, to, 4, true, false, {});
    expect(step(near)).toMatchObject({ ok: true, cost: 2 }); // vacant, next to the fresh enemy unit
    expect(step(enemy)).toMatchObject({ ok: true, cost: 4, stop: true });
    s.spent[idx('IR27')] = 1;
    invalidateOccupancy(s);
    expect(step(enemy)).toMatchObject({ ok: true, cost: 3 });
    expect(step(near)).toMatchObject({ ok: true, cost: 1 }); // next to an exhausted enemy only
    expect(step(far)).toMatchObject({ ok: true, cost: 1 });
    s.weather = 'overcast';
    expect(movementPoints(s, u)).toBe(UNITS[u].move - 1);
  });

  it('Move Units: a unit moves one step at a time, its path this impulse kept (public) and its MP counted down; it has moved once another unit starts', () => {
    const s = emptyBoard(22);
    put(s, 34, ['DBn', '152Bde']);
    play(s, 'british', { type: 'assault', area: 34 });
    const u = idx('DBn');
    const moveOf = (id: string) => legalOf(s, 'british').find((a) => a.type === 'move' && a.unit === id) as { type: 'move'; unit: string; to: number };
    const first = moveOf('DBn');
    play(s, 'british', first);
    const second = moveOf('DBn');
    play(s, 'british', second);
    const as = s.assault!;
    expect(as.paths?.[u]).toEqual([34, first.to, second.to]);
    expect([as.mover, as.mp[u], as.mfLeft]).toEqual([u, movementPoints(s, u) - 2, movementPoints(s, u) - 2]); // 1 MP per vacant area
    play(s, 'british', moveOf('152Bde'));
    expect([as.mover, as.done.includes(u)]).toEqual([idx('152Bde'), true]);
  });

  it('cross a canal without a bridge: all MP, infantry only; the Rolling Barrage does not reduce it', () => {
    const s = emptyBoard();
    put(s, 13, ['152Bde', 'DBn']);
    s.control[13] = 'allied';
    const inf = checkStep(s, idx('152Bde'), 13, 16, 4, true, true, {});
    expect(inf).toMatchObject({ ok: true, cost: 4, stop: true });
    expect(checkStep(s, idx('152Bde'), 13, 16, 3, false, true, {}).ok).toBe(false);
    expect(checkStep(s, idx('DBn'), 13, 16, 5, true, false, {})).toMatchObject({ ok: false, rule: 'Move Units' });
  });

  it('Rolling Barrage markers reduce the cost of entering by 2', () => {
    const s = emptyBoard();
    put(s, 34, ['152Bde']);
    put(s, 9, ['IR27']);
    expect(checkStep(s, idx('152Bde'), 34, 9, 4, false, true, {})).toMatchObject({ ok: true, cost: 2 });
  });

  it('enter any adjacent area if the unit has not spent any MP', () => {
    const s = emptyBoard();
    s.weather = 'overcast';
    put(s, 34, ['152Bde']);
    put(s, 9, ['IR27']);
    expect(checkStep(s, idx('152Bde'), 34, 9, 3, true, false, {})).toMatchObject({ ok: true, stop: true });
    expect(checkStep(s, idx('152Bde'), 34, 9, 3, false, false, {}).ok).toBe(false);
  });

  it('no area may hold more than 9 units, tanks and Garrisons excluded', () => {
    const s = emptyBoard();
    const nine = ['152', '153', '154', '16', '18', '71', '59', '60', '61'].map((b) => `${b}Bde`);
    put(s, 35, nine);
    put(s, 34, ['35Bde', 'DBn']);
    expect(checkStep(s, idx('35Bde'), 34, 35, 4, true, false, {})).toMatchObject({ ok: false });
    expect(checkStep(s, idx('DBn'), 34, 35, 5, true, false, {}).ok).toBe(true);
  });

  it('no more than 5 units may cross a single bridge during an impulse', () => {
    const s = emptyBoard();
    put(s, 15, ['152Bde']);
    s.control[15] = 'allied';
    const b = bridgeBetween(s, 15, 16);
    expect(checkStep(s, idx('152Bde'), 15, 16, 4, true, false, { [b]: 4 }).ok).toBe(true);
    expect(checkStep(s, idx('152Bde'), 15, 16, 4, true, false, { [b]: 5 })).toMatchObject({ ok: false, message: /5 units/ });
  });

  it('10.5.3 operational restrictions: on 20-21 November British units keep to their corps sector', () => {
    const s = emptyBoard(21);
    put(s, 35, ['16Bde']); // III Corps
    expect(AREA_BY_ID[34].corps).toBe('IV');
    expect(checkStep(s, idx('16Bde'), 35, 34, 4, true, false, {})).toMatchObject({ ok: false, rule: '10.5.3' });
    s.day = 22;
    expect(checkStep(s, idx('16Bde'), 35, 34, 4, true, false, {}).ok).toBe(true);
  });
});

/** The point unit's and the forward unit's log entries of the combat above (terrain `tem`). */
const COMBAT_LOG = (tem: number) => [
  [
    'Combat',
    'Point unit: D Bn Tank Corps; attack 9 + 2d6 (6 point unit, +2 additional units, +1 Direct Support, +1 Air Support, -1 different divisions).',
    'Unité de pointe : D Bn Tank Corps ; attaque 9 + 2d6 (6 unité de pointe, +2 unités supplémentaires, +1 appui direct, +1 appui aérien, -1 divisions différentes).',
  ],
  [
    'Combat',
    `Forward unit: IR27 (54th); defense ${6 + tem} + 2d6 (4 forward unit, +1 additional fresh units, +${tem} terrain, +1 unused Hurricane Barrage).`,
    `Unité avancée : IR27 (54th) ; défense ${6 + tem} + 2d6 (4 unité avancée, +1 unités fraîches supplémentaires, +${tem} terrain, +1 barrage d’ouragan inutilisé).`,
  ],
];

describe('Combat', () => {
  it('attack and defence modifiers: additional units, Direct Support, Air Support, -1 per extra division, terrain, unused Hurricane Barrage, -2 canal; the log names each, in English and French', () => {
    const [from, to] = frontPair();
    const s = emptyBoard(22);
    s.hurricane.german = [true];
    s.markers.allied = 2;
    put(s, from, ['152Bde', '185Bde', 'DBn']);
    put(s, to, ['IR27', 'IR84']);
    play(s, 'british', { type: 'assault', area: from });
    play(s, 'british', { type: 'marker', area: to, kind: 'support' });
    play(s, 'british', { type: 'marker', area: to, kind: 'air' });
    for (const u of ['152Bde', '185Bde', 'DBn']) play(s, 'british', { type: 'move', unit: u, to });
    play(s, 'british', { type: 'attack', area: to });
    const point = play(s, 'british', { type: 'point', unit: 'DBn' });
    dice(s, 3, 4);
    const forward = play(s, 'german', { type: 'forward', unit: 'IR27' });
    const v = combatValues(s, s.combat!);
    expect(v.av).toBe(TANK_STEPS[0].attack + 2 + 1 + 1 - 1); // two more units, DS, air, 51st + 62nd
    expect(v.dv).toBe(UNITS[idx('IR27')].defense + 1 + AREA_BY_ID[to].tem + 1);
    const combat = [...point, ...forward].filter((e) => /^(Point|Forward)/.test(e.text));
    expect(combat.map((e) => [e.rule, e.text, e.texts?.fr])).toEqual(COMBAT_LOG(AREA_BY_ID[to].tem));
  });

  it('the attacking player selects the point unit and rolls 2d6, then the defending player selects the forward unit (seeing the attack total) and rolls 2d6', () => {
    const [from, to] = frontPair();
    const s = emptyBoard(22);
    put(s, from, ['152Bde', '153Bde']);
    put(s, to, ['IR27', 'IR84']);
    attackWith(s, from, to, ['152Bde', '153Bde']);
    play(s, 'british', { type: 'point', unit: '152Bde' });
    // The attacker's 2d6 come first: one roll of two dice, no forward unit yet.
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'attack', dice: 2 });
    expect(game.chance(s)).toMatchObject({ dice: 2, rule: 'Combat' });
    expect(s.combat!.forward).toBe(-1);
    const log = texts(dice(s, 5, 4));
    const at = s.combat!.at + 9;
    expect(log).toContain(`Attack total ${at}`);
    // Then the defender chooses, the attack total before him.
    expect(s.step.k).toBe('forward');
    expect(game.toAct(s)).toEqual(['german']);
    expect(legalOf(s, 'german').map((a) => a.unit)).toEqual(['IR27', 'IR84']);
    expect(game.prompt!(s, 'german', 'en').text).toContain(`The attack total is ${at}`);
    expect(game.prompt!(s, 'german', 'fr').text).toContain(`Le total d’attaque est de ${at}`);
    expect((game.view(s, 'german') as CambraiView).combat).toMatchObject({ attackTotal: at, dv: null });
    play(s, 'german', { type: 'forward', unit: 'IR84' });
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'defense', dice: 2 });
    const dt = s.combat!.dt + 12;
    expect(texts(dice(s, 6, 6))).toContain(`AT ${at} (dice 5+4) against DT ${dt} (dice 6+6)`);
  });

  it("the defender with a single unit has no forward unit to choose: his 2d6 follow the attacker's", () => {
    const [from, to] = frontPair();
    const s = emptyBoard(22);
    put(s, from, ['152Bde']);
    put(s, to, ['IR27']);
    attackWith(s, from, to, ['152Bde']);
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'attack', dice: 2 });
    dice(s, 1, 1);
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'defense', dice: 2 });
    expect(s.combat!.forward).toBe(idx('IR27'));
  });

  it('repulse in a mandatory combat: every attacker is exhausted and retreats to the area it entered from', () => {
    const s = emptyBoard(22);
    const [from, to] = frontPair();
    s.advantage = 'german';
    put(s, from, ['152Bde', '153Bde']);
    put(s, to, ['IR27']);
    play(s, 'british', { type: 'assault', area: from });
    play(s, 'british', { type: 'move', unit: '152Bde', to });
    play(s, 'british', { type: 'move', unit: '153Bde', to });
    expect(isLegal(s, 'british', { type: 'end' })).toBe(false); // mandatory combat first
    play(s, 'british', { type: 'attack', area: to });
    play(s, 'british', { type: 'point', unit: '152Bde' });
    fight(s, [1, 1], [6, 6]);
    expect(s.loc[idx('152Bde')]).toBe(from);
    expect(s.loc[idx('153Bde')]).toBe(from);
    expect(s.spent[idx('152Bde')] + s.spent[idx('153Bde')]).toBe(2);
  });

  it('stalemate: the point and forward units and any participating tank are exhausted', () => {
    const [from, to] = frontPair();
    const s = emptyBoard(22);
    put(s, from, ['152Bde', 'DBn']);
    put(s, to, ['IR27', 'IR84']);
    play(s, 'british', { type: 'assault', area: from });
    play(s, 'british', { type: 'move', unit: '152Bde', to });
    play(s, 'british', { type: 'move', unit: 'DBn', to });
    play(s, 'british', { type: 'attack', area: to });
    play(s, 'british', { type: 'point', unit: '152Bde' });
    dice(s, 6, 6);
    play(s, 'german', { type: 'forward', unit: 'IR27' });
    const c = s.combat!;
    const d = c.at + 12 - c.dt; // the defender's 2d6 that tie
    const d1 = Math.min(6, d - 1);
    dice(s, d1, d - d1);
    expect(s.spent[idx('152Bde')]).toBe(1);
    expect(s.spent[idx('DBn')]).toBe(1);
    expect(s.spent[idx('IR27')]).toBe(1);
    expect(s.spent[idx('IR84')]).toBe(0);
  });

  it('success: the forward unit takes the first CP, -1 CP in a square or triangle area (11.6.1)', () => {
    const [from, to] = frontPair('square');
    const s = emptyBoard(22);
    put(s, from, ['16Bde', '18Bde', '71Bde']);
    put(s, to, ['IR27', 'IR84']);
    play(s, 'british', { type: 'assault', area: from });
    for (const u of ['16Bde', '18Bde', '71Bde']) play(s, 'british', { type: 'move', unit: u, to });
    play(s, 'british', { type: 'attack', area: to });
    play(s, 'british', { type: 'point', unit: '16Bde' });
    dice(s, 6, 6);
    play(s, 'german', { type: 'forward', unit: 'IR27' });
    const c = s.combat!;
    const roll = c.at + 12 - c.dt - 4; // the defender's 2d6 that the attack total beats by 4
    dice(s, Math.min(6, roll - 1), roll - Math.min(6, roll - 1));
    expect(s.combat!.cp).toBe(4 - 1); // the attacked area has a square identifier
    expect(legalOf(s, 'german').every((a) => a.unit === 'IR27')).toBe(true);
    expect(s.spent[idx('16Bde')]).toBe(1); // the point unit is exhausted
    expect(s.spent[idx('18Bde')]).toBe(0);
  });

  it('overrun: a tank point unit, more CP than the defenders can absorb, no triangle: move on and attack again', () => {
    const t = emptyBoard(22);
    put(t, 33, ['GBn', '185Bde']);
    put(t, 3, ['Gar3'], true);
    play(t, 'british', { type: 'assault', area: 33 });
    play(t, 'british', { type: 'move', unit: 'GBn', to: 3 });
    play(t, 'british', { type: 'attack', area: 3 });
    fight(t, [6, 6], [1, 1]);
    expect(t.step.k).not.toBe('overrun'); // Havrincourt has a triangle identifier
    const u = emptyBoard(22);
    put(u, 34, ['DBn']);
    put(u, 7, ['Gar7'], true);
    u.control[7] = 'german';
    put(u, 5, ['IR27']);
    u.loc[idx('DBn')] = 6;
    u.control[6] = 'allied';
    invalidateOccupancy(u);
    play(u, 'british', { type: 'assault', area: 6 });
    play(u, 'british', { type: 'move', unit: 'DBn', to: 7 });
    play(u, 'british', { type: 'attack', area: 7 });
    fight(u, [6, 6], [1, 1]);
    expect(u.step.k).toBe('overrun');
    expect(u.loc[idx('Gar7')]).toBe(ELIMINATED);
    expect(u.spent[idx('DBn')]).toBe(0); // exhaustion waits for the end of the overrun
    expect(isLegal(u, 'british', { type: 'move', unit: 'DBn', to: 1 }) || isLegal(u, 'british', { type: 'move', unit: 'DBn', to: 2 })).toBe(true);
    play(u, 'british', { type: 'done' });
    expect(u.spent[idx('DBn')]).toBe(1);
  });

  it('attack CP table: eliminate fresh 3, exhaust fresh 1, eliminate exhausted 2, retreat exhausted 1', () => {
    expect(ATTACK_CP).toEqual({ freshEliminated: 3, flip: 1, spentEliminated: 2, spentRetreats: 1 });
  });
});

describe('Demolish Bridges', () => {
  it('demolition: 1d6 >= 7 with +3 free, +2 contested friendly, +1 contested enemy, -1 Canal du Nord, -1 on 20 November', () => {
    const s = emptyBoard(22, 'german');
    put(s, 16, ['IR27']);
    put(s, 15, ['152Bde']);
    const b = bridgeBetween(s, 15, 16);
    expect(demolitionModifier(s, b, 'german').mod).toBe(3); // Masnières free; Les Rues Vertes British-controlled
    put(s, 15, ['IR84']);
    s.control[15] = 'german';
    expect(demolitionModifier(s, b, 'german').mod).toBe(5);
    s.day = 20;
    expect(demolitionModifier(s, b, 'german').mod).toBe(4);
    const n = bridgeBetween(s, 32, 3);
    s.day = 22;
    put(s, 3, ['IR387']);
    put(s, 32, ['107Bde']);
    expect(demolitionModifier(s, n, 'german').mod).toBe(3 - 1);
  });

  it('the active player may try to demolish a bridge he controls in the active area when the enemy contests or controls a side', () => {
    const s = emptyBoard(22, 'german');
    put(s, 16, ['IR27']);
    put(s, 15, ['152Bde']);
    s.bridges[bridgeBetween(s, 15, 16)].control = 'german';
    play(s, 'german', { type: 'assault', area: 16 });
    const b = bridgeBetween(s, 15, 16);
    expect(isLegal(s, 'german', { type: 'demolish', bridge: b })).toBe(true);
    play(s, 'german', { type: 'demolish', bridge: b });
    dice(s, 4); // 4 + 3 = 7
    expect(s.bridges[b].demolished).toBe(true);
  });

  it('bridges become British-controlled if crossed during an assault resulting in stalemate or success', () => {
    const s = emptyBoard(22);
    put(s, 15, ['152Bde', '153Bde', '154Bde']);
    put(s, 16, ['Gar10'], true);
    const b = bridgeBetween(s, 15, 16);
    play(s, 'british', { type: 'assault', area: 15 });
    for (const u of ['152Bde', '153Bde', '154Bde']) play(s, 'british', { type: 'move', unit: u, to: 16 });
    play(s, 'british', { type: 'attack', area: 16 });
    play(s, 'british', { type: 'point', unit: '152Bde' });
    fight(s, [6, 6], [1, 1]);
    expect(s.bridges[b].control).toBe('allied');
  });
});

describe('Night Phase', () => {
  function night(day: number) {
    const s = emptyBoard(day, 'german', 12);
    put(s, 34, ['152Bde']);
    put(s, 6, ['IR27']);
    return s;
  }

  it('ammunition by date: British 2d6+3 on 20 November, 2d6 on 21-22, 1d6 after; German 1d6 then 2d6', () => {
    expect(ammoDice('allied', 20)).toEqual({ dice: 2, plus: 3 });
    expect(ammoDice('allied', 22)).toEqual({ dice: 2, plus: 0 });
    expect(ammoDice('allied', 23)).toEqual({ dice: 1, plus: 0 });
    expect(ammoDice('german', 22)).toEqual({ dice: 1, plus: 0 });
    expect(ammoDice('german', 23)).toEqual({ dice: 2, plus: 0 });
  });

  it('Hurricane Barrage refresh (>= 4 on 20 November), ammunition, markers bought; exhausted tank refit against its exhausted defence or steps 6 -> 4', () => {
    const s = night(20);
    s.advantage = 'german';
    put(s, 35, ['DBn', 'EBn'], true);
    s.phase = 'night';
    s.step = { k: 'idle' };
    s.queue = [{ t: 'night', side: 'allied' }];
    advance(s, undefined);
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'hb-refresh' });
    dice(s, 4); // >= 4 on 20 November
    dice(s, 3);
    expect(s.hurricane.allied).toEqual([true, false]);
    dice(s, 5, 5); // 5+5+3
    expect(s.ammo.allied).toBe(13);
    play(s, 'british', { type: 'buy', n: 6 });
    expect(s.markers.allied).toBe(6);
    expect(s.ammo.allied).toBe(13 - 6 * ARTILLERY.price);
    dice(s, TANK_STEPS[0].exhaustedDefense); // refit succeeds
    expect(s.spent[idx('DBn')]).toBe(0);
    expect(s.tank[idx('DBn')]).toBe(6);
    dice(s, 6); // fails: a fresh 4-step unit
    expect(s.tank[idx('EBn')]).toBe(4);
    expect(s.spent[idx('EBn')]).toBe(0);
  });

  it('Night Phase: all unused Hurricane Barrage markers are lost at the end of Daylight; the British roll for each marker, the German for each in-play marker', () => {
    const s = emptyBoard(22, 'allied', 5);
    put(s, 1, ['152Bde']); // area 1: +2 to Haig Decides, so the game goes on to the 23rd
    s.hurricane = { allied: [true, false], german: [true] };
    play(s, 'british', { type: 'pass' });
    const log = texts(dice(s, 2, 2)); // Sunset DR 4 < impulse 5: Daylight ends
    expect(log).toMatch(/British Hurricane Barrage markers unused this Daylight are lost \(1\)/);
    expect(log).toMatch(/German Hurricane Barrage markers unused this Daylight are lost \(1\)/);
    expect(s.hurricane).toEqual({ allied: [false, false], german: [false] });
    const rolls = playUntil(
      s,
      (x) => x.day === 23 && x.step.k === 'roll' && x.step.purpose === 'weather',
      (p) => (p === 'haig' ? 6 : 1),
    );
    const refresh = rolls.filter((r) => r.purpose === 'hb-refresh');
    expect(refresh.filter((r) => r.side === 'allied')).toHaveLength(2);
    expect(refresh.filter((r) => r.side === 'german')).toHaveLength(1);
    // Every refresh roll failed: on the 23rd the German defends without the +1 of an unused marker.
    expect(s.hurricane).toEqual({ allied: [false, false], german: [false] });
  });

  it('a 2-1-5 tank that fails its refit is eliminated; a tank without a supply line to I-L steps down without a roll', () => {
    const s = emptyBoard(23, 'german', 12);
    put(s, 35, ['DBn'], true);
    s.tank[idx('DBn')] = 2;
    put(s, ZONE.D, ['EBn'], true);
    s.phase = 'night';
    s.step = { k: 'idle' };
    s.queue = [
      { t: 'refit', unit: idx('EBn') },
      { t: 'refit', unit: idx('DBn') },
    ];
    advance(s, undefined);
    expect(s.tank[idx('EBn')]).toBe(4);
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'refit', unit: idx('DBn') });
    dice(s, 6);
    expect(s.loc[idx('DBn')]).toBe(REMOVED);
  });

  it('German infantry refresh: one exhausted unit in supply to A-H until 24 November, two after', () => {
    for (const [day, n] of [
      [23, 1],
      [25, 2],
    ] as const) {
      const s = emptyBoard(day, 'german', 12);
      put(s, 6, ['IR27', 'IR84', 'RIR90'], true);
      s.phase = 'night';
      s.step = { k: 'idle' };
      s.queue = [{ t: 'refresh', side: 'german', left: day <= 24 ? 1 : 2, where: 'supply' }];
      advance(s, undefined);
      for (let i = 0; i < n; i++) play(s, 'german', legalOf(s, 'german')[0]);
      expect(['IR27', 'IR84', 'RIR90'].filter((u) => !s.spent[idx(u)]).length).toBe(n);
      expect(s.step.k).not.toBe('refresh');
    }
  });

  it('cavalry: dismount as desired; remove a cavalry unit from the game to refresh an infantry unit, both in supply', () => {
    const s = emptyBoard(23, 'german', 12);
    put(s, 34, ['1Cav', '2Cav']);
    put(s, 35, ['16Bde'], true);
    s.phase = 'night';
    s.step = { k: 'idle' };
    s.queue = [{ t: 'cavalry' }];
    advance(s, undefined);
    expect(s.step.k).toBe('cavalry');
    play(s, 'british', { type: 'dismount', unit: '2Cav' });
    expect(s.dismounted[idx('2Cav')]).toBe(1);
    play(s, 'british', { type: 'trade', unit: '1Cav', refresh: '16Bde' });
    expect(s.loc[idx('1Cav')]).toBe(REMOVED);
    expect(s.spent[idx('16Bde')]).toBe(0);
  });
});

describe('End Phase', () => {
  it('Haig Decides modifiers: +2 area 1, +2 area 6, +1 contest / +2 control east of the canal or zone G', () => {
    const s = emptyBoard(22);
    expect(haigModifier(s).mod).toBe(0);
    put(s, 6, ['152Bde']);
    expect(haigModifier(s).mod).toBe(2);
    put(s, 1, ['IR27']);
    put(s, 1, ['153Bde']);
    expect(haigModifier(s).mod).toBe(4);
    put(s, 16, ['IR84', '154Bde']);
    expect(haigModifier(s).mod).toBe(5);
    put(s, 18, ['16Bde']);
    expect(haigModifier(s).mod).toBe(6);
  });

  it('Haig Decides: below 7 the game ends and the British win only with 20 VP', () => {
    const s = emptyBoard(22, 'german', 12);
    s.phase = 'end';
    s.advantage = 'german';
    s.step = { k: 'roll', purpose: 'haig', dice: 1 };
    const log = texts(dice(s, 1)); // 1 + 0 < 7; the German holds the Advantage and keeps it
    expect(log).toMatch(/Haig closes the offensive/);
    expect(s.step.k).toBe('advantage');
    play(s, 'german', { type: 'advantage', use: false });
    expect(game.result(s)).toMatchObject({ winner: 'german', kind: 'haig' });
  });

  it('Advantage: avoid the end after a Haig Decides roll', () => {
    const s = emptyBoard(22, 'german', 12);
    s.phase = 'end';
    s.advantage = 'allied';
    s.step = { k: 'roll', purpose: 'haig', dice: 1 };
    dice(s, 1);
    play(s, 'british', { type: 'advantage', use: true });
    expect(game.result(s)).toBeNull();
    expect(s.day).toBe(23);
    expect(s.advantage).toBe('german');
  });

  it('sudden death (ruling V1): a "fresh calvary unit" in zone B, C or D with a supply line to I-L, mounted or dismounted; exhausted it does not count', () => {
    const s = emptyBoard(22);
    put(s, ZONE.C, ['1Cav']);
    expect(suddenDeath(s)).toBe(-1); // German-controlled areas cut the line
    for (const a of pathToBritish(ZONE.C).slice(1)) s.control[a] = 'allied';
    expect(suddenDeath(s)).toBe(idx('1Cav'));
    s.dismounted[idx('1Cav')] = 1;
    expect(suddenDeath(s)).toBe(idx('1Cav'));
    s.spent[idx('1Cav')] = 1;
    expect(suddenDeath(s)).toBe(-1);
  });

  it('option sudden-death-mounted: only a mounted cavalry unit wins by sudden death', () => {
    const s = emptyBoard(22);
    s.variant = { ...s.variant, mountedCavalry: true };
    put(s, ZONE.C, ['1Cav']);
    for (const a of pathToBritish(ZONE.C).slice(1)) s.control[a] = 'allied';
    expect(suddenDeath(s)).toBe(idx('1Cav'));
    s.dismounted[idx('1Cav')] = 1;
    expect(suddenDeath(s)).toBe(-1);
    expect(game.setup({ scenario: 'campaign', options: { 'sudden-death-mounted': true } }).variant.mountedCavalry).toBe(true);
  });

  it('1 VP per British Control marker tracing a line to zones I-L', () => {
    const s = emptyBoard(22);
    expect(britishVp(s)).toBe(0);
    s.control[7] = 'allied';
    expect(britishVp(s)).toBe(0); // Anneux alone is cut off by German-controlled areas
    const line = pathToBritish(7); // Anneux, German areas, then a British-sector area
    for (const a of line) s.control[a] = 'allied';
    expect(britishVp(s)).toBe(line.length - 1); // every German-sector area of the line traces to zones I-L
  });
});

describe('The Advantage', () => {
  /** 22 November, British impulse 5: a lone British attack repulsed (attack roll 2, also the Sunset DR, which will end the day); the British spend the Advantage. */
  function spendOnRepulse(variant: Partial<CambraiState['variant']> = {}) {
    const s = emptyBoard(22, 'allied', 5);
    s.variant = { ...s.variant, ...variant };
    const [from, to] = frontPair();
    s.advantage = 'allied';
    put(s, from, ['152Bde']);
    put(s, to, ['IR27']);
    attackWith(s, from, to, ['152Bde']);
    fight(s, [1, 1], [6, 6]);
    expect(s.step).toMatchObject({ k: 'advantage', use: 'repulse' });
    play(s, 'british', { type: 'advantage', use: true });
    expect(s.advantage).toBe('german');
    return s;
  }

  it('as attacker, turn a repulse into a stalemate; it then passes to the other player', () => {
    const s = spendOnRepulse();
    expect(s.spent[idx('IR27')]).toBe(1); // stalemate: the forward unit is exhausted
  });

  it('if not spent during a Daylight Phase, the Advantage passes to the other player', () => {
    const s = emptyBoard(22, 'allied', 5);
    s.advantage = 'german';
    s.advantageSpent = [];
    put(s, 34, ['152Bde']);
    put(s, 6, ['IR27']);
    play(s, 'british', { type: 'pass' });
    dice(s, 2, 2); // Sunset DR 4 < 5
    expect(s.phase).toBe('night');
    expect(s.advantage).toBe('allied');
  });

  it('ruling V2, "Once spent, or if not spent during a Daylight Phase, the Advantage marker transfers": a marker spent this Daylight stays with its new holder at sunset', () => {
    const s = spendOnRepulse();
    playUntil(
      s,
      (x) => x.phase === 'night',
      () => 1,
    );
    expect(s.advantage).toBe('german');
  });

  it('option advantage-sunset: at sunset the Advantage passes unless its holder spent it this Daylight, one received during it too', () => {
    const s = spendOnRepulse({ advantageAtSunset: true });
    playUntil(
      s,
      (x) => x.phase === 'night',
      () => 1,
    );
    expect(s.advantage).toBe('allied');
    expect(game.setup({ options: { 'advantage-sunset': true } }).variant.advantageAtSunset).toBe(true);
  });
});

describe('Dawn Phase', () => {
  it('weather 1-4 Overcast, 5-6 Clear; eliminated Garrisons return, one per German-controlled free area; reinforcement cards (5.5)', () => {
    const s = campaign();
    s.day = 21;
    s.phase = 'dawn';
    s.step = { k: 'idle' };
    s.queue = [{ t: 'dawn' }];
    s.loc[idx('Gar7')] = ELIMINATED;
    s.advantage = 'german';
    invalidateOccupancy(s);
    advance(s, undefined);
    const step = () => s.step as CambraiState['step'];
    // Card G1 (the 107th Division) may go to zone D or E: the German player swaps them as desired.
    expect(s.step).toMatchObject({ k: 'place' });
    while (step().k === 'place' && (step() as { unit: number }).unit !== idx('Gar7'))
      play(
        s,
        (step() as { side: 'allied' | 'german' }).side,
        legalOf(s, (step() as { side: 'allied' | 'german' }).side === 'allied' ? 'british' : 'german')[0],
      );
    expect(s.step).toMatchObject({ k: 'place', unit: idx('Gar7') });
    const options = (step() as { options: number[] }).options;
    expect(options).not.toContain(5); // Graincourt keeps its own Garrison
    expect(options.every((a) => s.control[a] === 'german')).toBe(true);
    play(s, 'german', { type: 'place', unit: 'Gar7', area: options[0] });
    while (step().k === 'place')
      play(
        s,
        (step() as { side: 'allied' | 'german' }).side,
        legalOf(s, (step() as { side: 'allied' | 'german' }).side === 'allied' ? 'british' : 'german')[0],
      );
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'weather' });
    dice(s, 4);
    expect(s.weather).toBe('overcast');
    expect(s.step).toMatchObject({ k: 'advantage', use: 'weather' });
    play(s, 'german', { type: 'advantage', use: true }); // reverse the Dawn Phase weather roll
    expect(s.weather).toBe('clear');
    expect(s.advantage).toBe('allied');
  });
});

describe('bad input', () => {
  it('unknown actions and scenarios are refused and change nothing', () => {
    const s = emptyBoard();
    put(s, 34, ['152Bde']);
    refused(s, 'british', { type: 'teleport' }, null, /not possible now/);
    refused(s, 'german', { type: 'pass' }, null, /may not act now/);
    refused(s, 'british', { type: 'assault', area: 99 }, 'map', /unknown area/);
    expect(() => game.setup({ scenario: 'moon' })).toThrow(/unknown scenario/);
  });

  it("a move beyond the unit's MP names the rule", () => {
    const s = emptyBoard();
    put(s, 33, ['185Bde']);
    play(s, 'british', { type: 'assault', area: 33 });
    refused(s, 'british', { type: 'move', unit: '185Bde', to: 9 }, 'Move Units', /not adjacent/);
  });
});
