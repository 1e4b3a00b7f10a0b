// Tests per rule of Counterattack at Arras, named after the rule they check.
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/kernel/game.ts';
import { grid } from '../../../src/games/arras-postcard/state.ts';
import { crtResult, currentOdds, oddsColumn, shiftColumn, shiftThenCapColumn } from '../../../src/games/arras-postcard/rules/08-combat.ts';
import { CRT, MOVEMENT_COSTS, UNITS } from '../../../src/games/arras-postcard/data.ts';
import { stepCost } from '../../../src/games/arras-postcard/rules/07-movement.ts';
import { FLAK, act, columnOf, destinations, game, inPhase, need, pick, position, roll, rules, strength, types } from './helpers.ts';

const idx = (h: string) => grid.indexOf(h);

describe('Setup', () => {
  it('Setup: every unit starts on its printed hex, the Allied turn 1 comes first, the 88 is held off the map', () => {
    const s = game.setup({});
    for (const u of UNITS) expect(s.units[u.id].hex).toBe(u.setup);
    expect(s.turn).toBe(1);
    expect(game.toAct(s)).toEqual(['allied']);
    expect(s.flakUsed).toBe(false);
    expect(() => game.setup({ scenario: 'nope' })).toThrow(/unknown scenario/);
  });
});

describe('Victory', () => {
  it('Victory: a German unit leaving the west map edge wins at once', () => {
    const s = inPhase(position({ 'pz25-1': '0104' }), 'german', 'movement');
    expect(game.legalActions(s, 'german')).toContainEqual({ type: 'exit', unit: 'pz25-1' });
    const log = act(s, 'german', { type: 'exit', unit: 'pz25-1' });
    expect(rules(log)).toContain('Victory');
    expect(game.result(s)?.winner).toBe('german');
    expect(game.result(s)?.kind).toBe('breakthrough');
    expect(game.toAct(s)).toEqual([]);
  });

  it('Victory: a German unit that must stop in an enemy ZoC on the edge cannot break through', () => {
    const s = inPhase(position({ 'sst-1': '0203', 'dlm-rdp': '0102', '8dli': '0105' }), 'german', 'movement');
    expect(types(s, 'german')).not.toContain('exit');
    expect(() => act(s, 'german', { type: 'exit', unit: 'sst-1' })).toThrow(/enemy ZoC.*Victory/);
  });

  it('Victory: a unit breaks through during its move: it reaches the west edge and leaves the map in the same move, paying the exit cost', () => {
    // Plain reading of "breaks through from the west map edge": no need to begin the phase on the edge.
    const s = inPhase(position({ 'pz25-1': '0204' }), 'german', 'movement');
    const pz = UNITS.find((u) => u.id === 'pz25-1')!;
    const need = stepCost(idx('0204'), idx('0104')) + MOVEMENT_COSTS.exitWest; // half MP, from the data
    expect(types(s, 'german').includes('exit')).toBe(pz.ma * 2 >= need);
    if (pz.ma * 2 >= need) {
      act(s, 'german', { type: 'exit', unit: 'pz25-1' });
      expect(game.result(s)?.winner).toBe('german');
    }
  });

  it('Victory and 7.1: the exit costs 1 MP (0.5 MP where a road leaves the map); a unit without it left stays on the map', () => {
    // A unit whose whole allowance is spent reaching the edge cannot leave: give it just that allowance.
    const s = inPhase(position({ 'sst-1': '0206' }), 'german', 'movement');
    const sst = UNITS.find((u) => u.id === 'sst-1')!;
    const orig = sst.ma;
    try {
      (sst as { ma: number }).ma = 0.5; // 0206 -> 0107 along the N25 costs 0.5 MP; the N25 exit 0.5 more
      expect(destinations(s, 'sst-1')).toContain('0107');
      expect(types(s, 'german')).not.toContain('exit');
      expect(() => act(s, 'german', { type: 'exit', unit: 'sst-1' })).toThrow(/exit cost.*Victory/);
      (sst as { ma: number }).ma = 1;
      expect(types(s, 'german')).toContain('exit');
    } finally {
      (sst as { ma: number }).ma = orig;
    }
  });

  it('Victory and 6.0: a unit that began its movement phase on the west edge breaks through even from an enemy ZoC', () => {
    // SS-T on the N25 edge hex 0107 next to 11e RDP at 0106: 6.0 forbids only EZoC to EZoC, and off the map is no zone.
    const s = inPhase(position({ 'sst-1': '0107', 'dlm-rdp': '0106' }), 'german', 'movement');
    expect(game.legalActions(s, 'german')).toContainEqual({ type: 'exit', unit: 'sst-1' });
    act(s, 'german', { type: 'exit', unit: 'sst-1' });
    expect(game.result(s)?.winner).toBe('german');
  });

  it('Victory and 6.0: a disrupted unit on the west edge cannot break through (disrupted units may not move)', () => {
    const s = inPhase(position({ 'sst-1': '0107', 'dlm-rdp': '0106' }), 'german', 'movement');
    s.units['sst-1'].disrupted = true;
    expect(types(s, 'german')).not.toContain('exit');
    expect(() => act(s, 'german', { type: 'exit', unit: 'sst-1' })).toThrow(/disrupted.*6\.0/);
    expect(game.result(s)).toBeNull();
  });

  it('Victory: Allied units never leave the map', () => {
    const s = inPhase(position({ 'dlm-cuir': '0104' }), 'allied', 'movement');
    expect(types(s, 'allied')).not.toContain('exit');
  });

  it('Victory: when the turn marker passes turn 8 the Allied player wins', () => {
    const s = inPhase(position({ '7rtr': '0801', sr6: '1005' }, { turn: 8 }), 'german', 'combat', ['movement']);
    const log = act(s, 'german', { type: 'end' });
    expect(rules(log)).toContain('Victory');
    expect(game.result(s)?.winner).toBe('allied');
    expect(game.result(s)?.kind).toBe('held');
  });
});

describe('Sequence', () => {
  it('Sequence: the Allied player performs his three phases in the order he chooses, each once', () => {
    const s = game.setup({});
    expect(game.legalActions(s, 'allied')).toEqual([
      { type: 'phase', phase: 'movement' },
      { type: 'phase', phase: 'combat' },
      { type: 'phase', phase: 'recovery' },
    ]);
    act(s, 'allied', { type: 'phase', phase: 'recovery' });
    expect(game.legalActions(s, 'allied')).toEqual([
      { type: 'phase', phase: 'movement' },
      { type: 'phase', phase: 'combat' },
    ]);
    expect(() => act(s, 'allied', { type: 'phase', phase: 'recovery' })).toThrow(/already been played.*Sequence/);
    act(s, 'allied', { type: 'phase', phase: 'combat' });
    act(s, 'allied', { type: 'end' });
    act(s, 'allied', { type: 'phase', phase: 'movement' });
    expect(s.phase).toBe('movement');
    act(s, 'allied', { type: 'end' });
    expect(s.side).toBe('german');
    expect(s.phase).toBe('movement');
  });

  it('Sequence: the German turn runs movement, combat, recovery in that order, then the marker advances', () => {
    const s = game.setup({});
    for (const p of ['movement', 'combat', 'recovery']) {
      act(s, 'allied', { type: 'phase', phase: p });
      if (p !== 'recovery') act(s, 'allied', { type: 'end' });
    }
    expect(game.toAct(s)).toEqual(['german']);
    expect(types(s, 'german')).not.toContain('phase');
    expect(s.phase).toBe('movement');
    act(s, 'german', { type: 'end' });
    expect(s.phase).toBe('combat');
    const log = act(s, 'german', { type: 'end' });
    expect(rules(log)).toContain('6.0'); // recovery phase, automatic
    expect(s.turn).toBe(2);
    expect(s.side).toBe('allied');
    expect(s.phase).toBe('choose');
  });
});

describe('6.0 zones of control and disruption', () => {
  it('6.0 a unit entering an enemy ZoC must stop, and a disrupted unit has no ZoC', () => {
    // 11e RDP (4 MP) in the corner 0101: both ways out (0102, 0201) lie in the ZoC of Schtz.Rgt.6 at 0202.
    const s = inPhase(position({ 'dlm-rdp': '0101', sr6: '0202' }), 'allied', 'movement');
    expect(destinations(s, 'dlm-rdp')).toEqual(['0102', '0201']); // may enter the zone, must stop there
    expect(() => act(s, 'allied', { type: 'move', unit: 'dlm-rdp', to: '0301' })).toThrow(/must stop there.*6\.0/);
    s.units.sr6.disrupted = true; // no ZoC any more
    const d = destinations(s, 'dlm-rdp');
    expect(d).toContain('0301');
    expect(d).toContain('0103');
    expect(d).not.toContain('0202'); // its hex stays closed
  });

  it('6.0 no unit moves from an enemy ZoC directly into another enemy ZoC, but it may leave the zone', () => {
    // 4 RTR (2 MP) at 0902 next to Schtz.Rgt.6 at 0903: 1002 and 0802 are in the zone too. Disrupted
    // German units (no ZoC) close 0901 and 1001, so the only way out is 0801.
    const s = inPhase(position({ '4rtr': '0902', sr6: '0903', sr7: '1001', 'sst-1': '0901' }), 'allied', 'movement');
    s.units.sr7.disrupted = true;
    s.units['sst-1'].disrupted = true;
    const d = destinations(s, '4rtr');
    expect(d).not.toContain('1002');
    expect(d).toContain('0801');
    expect(d).toContain('0802'); // into the zone again, but by way of 0801 outside it
    expect(() => act(s, 'allied', { type: 'move', unit: '4rtr', to: '1002' })).toThrow(/directly into another enemy ZoC.*6\.0/);
  });

  it('6.0 disrupted units may neither move nor attack, but may be attacked', () => {
    const s = inPhase(position({ '7rtr': '0902', sr6: '0903' }, { flakUsed: true }), 'allied', 'movement');
    s.units['7rtr'].disrupted = true;
    expect(destinations(s, '7rtr')).toEqual([]);
    expect(() => act(s, 'allied', { type: 'move', unit: '7rtr', to: '0901' })).toThrow(/disrupted.*6\.0/);
    inPhase(s, 'allied', 'combat', ['movement']);
    expect(types(s, 'allied')).toEqual(['end']);
    inPhase(s, 'german', 'combat', ['movement']);
    expect(game.legalActions(s, 'german')).toContainEqual({ type: 'attack', defender: '7rtr', attackers: ['sr6'] });
  });

  it('6.0 disrupted units recover automatically in the friendly recovery phase, even in an enemy ZoC', () => {
    const s = position({ '7rtr': '0902', sr6: '0903' });
    s.units['7rtr'].disrupted = true;
    s.units.sr6.disrupted = true;
    const log = act(s, 'allied', { type: 'phase', phase: 'recovery' });
    expect(rules(log)).toContain('6.0');
    expect(s.units['7rtr'].disrupted).toBe(false);
    expect(s.units.sr6.disrupted).toBe(true); // the German recovers in his own recovery phase
  });
});

describe('7.1 movement', () => {
  it('7.1 clear costs 1 MP, a road 0.5, a river +1 unless the move is along a road (costs in half points)', () => {
    expect(stepCost(idx('0801'), idx('0802'))).toBe(2); // clear
    expect(stepCost(idx('0504'), idx('0404'))).toBe(1); // N25 road
    expect(stepCost(idx('0403'), idx('0402'))).toBe(4); // across the Scarpe, no road
    expect(stepCost(idx('0303'), idx('0402'))).toBe(1); // across the Scarpe by the Duisans road bridge
    expect(stepCost(idx('0603'), idx('0704'))).toBe(1); // into Arras over the Crinchon by the St-Pol road
    expect(stepCost(idx('1006'), idx('1007'))).toBe(4); // across the Cojeul
  });

  it('7.1 a unit spends at most its movement allowance', () => {
    // 4 RTR (2 MP) on the N25 at Dainville: four road hexes to Beaumetz, not five.
    const s = inPhase(position({ '4rtr': '0504' }), 'allied', 'movement');
    const d = destinations(s, '4rtr');
    expect(d).toContain('0206');
    expect(d).not.toContain('0107');
    expect(() => act(s, 'allied', { type: 'move', unit: '4rtr', to: '0107' })).toThrow(/cannot reach 0107.*7\.1/);
    act(s, 'allied', { type: 'move', unit: '4rtr', to: '0206' });
    expect(destinations(s, '4rtr')).toEqual([]); // each unit moves once a phase
    expect(() => act(s, 'allied', { type: 'move', unit: '4rtr', to: '0205' })).toThrow(/already moved.*7\.1/);
  });
});

describe('7.2 stacking', () => {
  it('7.2 no stacking: a unit may pass through a friendly unit but not end its move with it', () => {
    const s = inPhase(position({ '4rtr': '0801', '6dli': '0802' }), 'allied', 'movement');
    const d = destinations(s, '4rtr');
    expect(d).toContain('0803'); // only reachable through 0802
    expect(d).not.toContain('0802');
    expect(() => act(s, 'allied', { type: 'move', unit: '4rtr', to: '0802' })).toThrow(/no stacking.*7\.2/);
  });

  it('7.2 no setup hex holds two units', () => {
    const hexes = UNITS.map((u) => u.setup);
    expect(new Set(hexes).size).toBe(hexes.length);
  });
});

describe('8.1 combat basics', () => {
  it("8.1 odds are rounded in the defender's favour", () => {
    expect(CRT.columns[oddsColumn(5, 3)]).toBe('1:1');
    expect(CRT.columns[oddsColumn(7, 2)]).toBe('3:1');
    expect(CRT.columns[oddsColumn(8, 3)]).toBe('2:1');
    expect(CRT.columns[oddsColumn(2, 3)]).toBe('1:2');
    expect(CRT.columns[oddsColumn(6, 3)]).toBe('2:1');
  });

  it('8.1 odds under 1:2 use the 1:2 column and over 4:1 the 4:1 column; shifts stop at those limits', () => {
    expect(CRT.columns[oddsColumn(1, 5)]).toBe('1:2');
    expect(CRT.columns[oddsColumn(12, 2)]).toBe('4:1');
    expect(CRT.columns[shiftColumn(oddsColumn(12, 2), 1)]).toBe('4:1');
    expect(CRT.columns[shiftColumn(oddsColumn(1, 5), 1)]).toBe('1:1'); // capped at 1:2 first, then shifted
  });

  it('8.1 / 8.2 the other reading (option shift-then-cap): shift from the odds below 1:2, then apply the limits', () => {
    // Ruling 8 (default): 1:3 is read as 1:2, then shifted to 1:1. The other reading: 1:3 shifted is 1:2.
    expect(CRT.columns[shiftColumn(oddsColumn(1, 3), 1)]).toBe('1:1');
    expect(CRT.columns[shiftThenCapColumn(1, 3, 1)]).toBe('1:2');
    expect(CRT.columns[shiftThenCapColumn(1, 5, 1)]).toBe('1:2'); // 1:5 + 1 = 1:4, capped at 1:2
    expect(CRT.columns[shiftThenCapColumn(2, 5, 1)]).toBe('1:2'); // 2:5 is 1:3 for the defender
    // The readings agree from 1:2 up, and above 4:1 (the shift only goes further past the cap).
    for (const [a, d] of [
      [1, 2],
      [3, 2],
      [5, 2],
      [7, 2],
      [12, 2],
    ])
      expect(shiftThenCapColumn(a, d, 1)).toBe(shiftColumn(oddsColumn(a, d), 1));
    // The option is a setup option of the game, carried in the state and used for the odds of an attack.
    expect(game.setup({}).shiftThenCap).toBeUndefined();
    const s = inPhase(position({ '6dli': '0902', sr6: '0903' }, { flakUsed: true, shiftThenCap: true }), 'allied', 'combat', []);
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['6dli'] });
    expect(currentOdds(s).column).toBe(shiftThenCapColumn(strength('6dli'), strength('sr6'), 1));
    expect(game.setup({ options: { 'shift-then-cap': true } }).shiftThenCap).toBe(true);
    expect(() => game.setup({ options: { nope: true } })).toThrow(/unknown option/);
  });

  it('8.1 attacking is optional, against an adjacent enemy unit, by any set of adjacent units', () => {
    const s = inPhase(position({ '7rtr': '0902', '6dli': '0802', sr6: '0903', sr7: '1106' }, { flakUsed: true }), 'allied', 'combat', ['movement']);
    const attacks = game.legalActions(s, 'allied').filter((a) => a.type === 'attack');
    expect(attacks).toEqual([
      { type: 'attack', defender: 'sr6', attackers: ['7rtr'] },
      { type: 'attack', defender: 'sr6', attackers: ['6dli'] },
      { type: 'attack', defender: 'sr6', attackers: ['7rtr', '6dli'] },
    ]);
    expect(types(s, 'allied')).toContain('end');
    expect(() => act(s, 'allied', { type: 'attack', defender: 'sr7', attackers: ['7rtr'] })).toThrow(/not adjacent.*8\.1/);
    expect(() => act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['6dli', '7rtr'] })).toThrow(/counter order/);
  });

  it('8.1 each unit attacks once and each enemy unit is attacked once per combat phase', () => {
    const s = inPhase(position({ '7rtr': '0902', '6dli': '1002', sr6: '0903' }, { flakUsed: true }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr'] });
    roll(s, need('C', ['7rtr'], 'sr6'));
    expect(s.combat).toBeNull();
    expect(types(s, 'allied')).toEqual(['end']);
    expect(() => act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['6dli'] })).toThrow(/already been attacked.*8\.1/);
  });
});

describe('8.2 column shift', () => {
  it('8.2 Allied combat before movement shifts the Allied attacks one column right', () => {
    const s = position({ '7rtr': '0902', sr6: '0903' }, { flakUsed: true });
    const log = act(s, 'allied', { type: 'phase', phase: 'combat' });
    expect(rules(log)).toContain('8.2');
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr'] });
    const col = columnOf(['7rtr'], 'sr6', 1); // one column right of the odds, from the data
    expect(col).toBe(columnOf(['7rtr'], 'sr6') + 1);
    const res = roll(s, 1);
    expect(res.map((e) => e.text).join()).toContain(CRT.columns[col]);
    expect(res.map((e) => e.text).join()).toContain(CRT.table[CRT.columns[col]][1]);
  });

  it('8.2 no shift once the Allied movement phase is done, nor in the German turn', () => {
    const s = position({ '7rtr': '0902', sr6: '0903' }, { flakUsed: true });
    act(s, 'allied', { type: 'phase', phase: 'movement' });
    act(s, 'allied', { type: 'end' });
    act(s, 'allied', { type: 'phase', phase: 'combat' });
    expect(s.shift).toBe(0);
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr'] });
    const log = roll(s, need('Ar', ['7rtr'], 'sr6')); // Ar on the unshifted column
    expect(log.map((e) => e.text).join()).toContain(CRT.columns[columnOf(['7rtr'], 'sr6')]);
    expect(s.combat?.step === 'retreat' || s.units['7rtr'].disrupted).toBe(true);
    const g = inPhase(position({ '7rtr': '0902', sr6: '0903' }), 'german', 'combat', ['movement']);
    expect(g.shift).toBe(0);
  });
});

describe('8.3 die roll modifier', () => {
  it('8.3 a defender in Arras subtracts 1 from the die', () => {
    expect(crtResult(2, 2, true)).toEqual({ modified: 1, result: CRT.table['2:1'][1] });
    expect(crtResult(2, 1, true).modified).toBe(0);
    const s = inPhase(position({ '7rtr': '0705', sr6: '0704' }, { flakUsed: true }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr'] });
    const log = roll(s, 3); // 3 - 1 = 2; check the text
    expect(log.some((e) => e.rule === '8.4' && /-1 for Arras \(8\.3\) = 2/.test(e.text))).toBe(true);
  });
});

describe('8.4 combat results', () => {
  /** 7 RTR at 0902 attacks `defender` at 0903 after movement and rolls the die that gives `want` (from the data). */
  const attack = (want: 'C' | 'Ar' | 'D1' | 'D2', defenders = ['sr6', 'pzjg42', 'sst-1']) => {
    const { defender, die } = pick(want, ['7rtr'], defenders);
    const s = inPhase(position({ '7rtr': '0902', [defender]: '0903' }, { flakUsed: true }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender, attackers: ['7rtr'] });
    roll(s, die);
    return { s, defender };
  };

  it('8.4 C: contact, no result', () => {
    const { s, defender } = attack('C');
    expect(s.units[defender].hex).toBe('0903');
    expect(s.units['7rtr'].hex).toBe('0902');
    expect(s.turn).toBe(1);
  });

  it('8.4 Ar: the attacker retreats 1 hex, chosen by the attacking player, and is disrupted', () => {
    const { s } = attack('Ar');
    expect(game.toAct(s)).toEqual(['allied']);
    expect(
      game
        .legalActions(s, 'allied')
        .map((a) => a.to)
        .sort(),
    ).toEqual(['0801', '0901', '1001']);
    act(s, 'allied', { type: 'retreat', unit: '7rtr', to: '0901' });
    expect(s.units['7rtr']).toMatchObject({ hex: '0901', disrupted: true });
  });

  it('8.4 D1: the defender retreats 1 hex; D2: 2 hexes', () => {
    const { s } = attack('D1');
    expect(
      game
        .legalActions(s, 'allied')
        .filter((a) => a.type === 'retreat')
        .map((a) => a.to)
        .sort(),
    ).toEqual(['0803', '0904', '1003']);
    const { s: t } = attack('D2');
    const ends = game
      .legalActions(t, 'allied')
      .filter((a) => a.type === 'retreat')
      .map((a) => a.to as string);
    expect(ends.length).toBeGreaterThan(0);
    for (const h of ends) expect(grid.distance('0903', h)).toBe(2);
  });

  it('8.4 De: the defender is eliminated', () => {
    const s = inPhase(position({ '7rtr': '0902', pzjg42: '0903' }, { flakUsed: true }), 'allied', 'combat', []);
    act(s, 'allied', { type: 'attack', defender: 'pzjg42', attackers: ['7rtr'] });
    roll(s, need('De', ['7rtr'], 'pzjg42', 1)); // with the 8.2 shift
    expect(s.units.pzjg42).toMatchObject({ hex: null, out: 'eliminated' });
  });

  it('8.4 Ex: each player eliminates 1 unit, the attacker choosing which of his attackers', () => {
    const s = inPhase(position({ '7rtr': '0902', '6dli': '1002', sr6: '0903' }, { flakUsed: true }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr', '6dli'] });
    roll(s, need('Ex', ['7rtr', '6dli'], 'sr6'));
    expect(s.units.sr6.hex).toBeNull();
    expect(game.legalActions(s, 'allied')).toEqual([
      { type: 'eliminate', unit: '7rtr' },
      { type: 'eliminate', unit: '6dli' },
    ]);
    act(s, 'allied', { type: 'eliminate', unit: '6dli' });
    expect(s.units['6dli'].hex).toBeNull();
    expect(s.units['7rtr'].hex).toBe('0902');
  });
});

describe('8.5 retreats', () => {
  it('8.5 the attacking player retreats the defender, never into an enemy ZoC or off the map', () => {
    // Schtz.Rgt.6 at 0903 struck from 0902: 0802 and 1002 are in 7 RTR's ZoC.
    const s = inPhase(position({ '7rtr': '0902', sr6: '0903' }, { flakUsed: true }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr'] });
    roll(s, need('D1', ['7rtr'], 'sr6'));
    expect(game.toAct(s)).toEqual(['allied']); // the attacking player carries out the defender's retreat
    expect(
      game
        .legalActions(s, 'allied')
        .map((a) => a.to)
        .sort(),
    ).toEqual(['0803', '0904', '1003']);
    expect(() => act(s, 'allied', { type: 'retreat', unit: 'sr6', to: '1002' })).toThrow(/8\.5/);
    // On the west edge at 0104, struck from 0204 with 11e RDP at 0102: 0103 and 0105/0205 are in
    // Allied ZoCs and the other sides lead off the map, so the unit is eliminated.
    const t = inPhase(position({ '7rtr': '0204', 'dlm-rdp': '0102', sr6: '0104' }, { flakUsed: true }), 'allied', 'combat', ['movement']);
    act(t, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr'] });
    const log = roll(t, need('D1', ['7rtr'], 'sr6'));
    expect(log.some((e) => e.rule === '8.5' && /no hex to retreat/.test(e.text))).toBe(true);
    expect(t.units.sr6.hex).toBeNull();
  });

  it('8.5 a unit without a hex to retreat to is eliminated', () => {
    const s = inPhase(position({ '7rtr': '0201', 'dlm-rdp': '0102', sr6: '0101' }, { flakUsed: true }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr'] });
    const log = roll(s, need('D1', ['7rtr'], 'sr6')); // D1, but the corner hex has no free neighbour
    expect(rules(log)).toContain('8.5');
    expect(s.units.sr6.hex).toBeNull();
    expect(s.turn).toBe(4); // 8.6: +3 for a German unit eliminated
  });

  it('8.5 a retreat must not end on another unit but may pass through a friend', () => {
    const { defender, die } = pick('D2', ['7rtr'], ['sr6', 'pzjg42', 'sst-1']);
    const s = inPhase(position({ '7rtr': '0902', [defender]: '0903', sr7: '0904' }, { flakUsed: true }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender, attackers: ['7rtr'] });
    roll(s, die);
    const ends = game.legalActions(s, 'allied').map((a) => a.to as string);
    expect(ends).toContain('0905'); // through Schtz.Rgt.7 in 0904
    expect(ends).not.toContain('0904');
  });

  it('8.5 units retreated by Ar after an early Allied recovery stay disrupted through the German turn', () => {
    const t = position({ '6dli': '0902', sr6: '0903' }, { flakUsed: true });
    act(t, 'allied', { type: 'phase', phase: 'recovery' });
    act(t, 'allied', { type: 'phase', phase: 'combat' });
    act(t, 'allied', { type: 'attack', defender: 'sr6', attackers: ['6dli'] });
    roll(t, need('Ar', ['6dli'], 'sr6', 1)); // combat before movement: 8.2 shift
    act(t, 'allied', { type: 'retreat', unit: '6dli', to: '0901' });
    expect(t.units['6dli'].disrupted).toBe(true);
    act(t, 'allied', { type: 'end' });
    act(t, 'allied', { type: 'phase', phase: 'movement' });
    expect(destinations(t, '6dli')).toEqual([]);
    act(t, 'allied', { type: 'end' });
    expect(t.side).toBe('german');
    expect(t.units['6dli'].disrupted).toBe(true); // not recovered this turn
    act(t, 'german', { type: 'end' });
    act(t, 'german', { type: 'end' });
    act(t, 'allied', { type: 'phase', phase: 'recovery' });
    expect(t.units['6dli'].disrupted).toBe(false); // next Allied recovery phase
  });
});

describe("8.6 Rommel's panic", () => {
  it('8.6 every hex a German unit retreats advances the turn marker 1 turn', () => {
    const { defender, die } = pick('D2', ['7rtr'], ['sr6', 'pzjg42', 'sst-1']);
    const s = inPhase(position({ '7rtr': '0902', [defender]: '0903' }, { flakUsed: true }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender, attackers: ['7rtr'] });
    roll(s, die); // D2
    const log = act(s, 'allied', game.legalActions(s, 'allied').find((a) => a.type === 'retreat')!);
    expect(rules(log)).toContain('8.6');
    expect(s.turn).toBe(3);
  });

  it('8.6 a German attacker retreating after Ar also moves the marker; an Allied retreat does not', () => {
    const s = inPhase(position({ '6dli': '0902', sr6: '0903' }), 'german', 'combat', ['movement']);
    act(s, 'german', { type: 'attack', defender: '6dli', attackers: ['sr6'] });
    roll(s, need('Ar', ['sr6'], '6dli'));
    act(s, 'german', game.legalActions(s, 'german')[0]);
    expect(s.turn).toBe(2);
    const t = inPhase(position({ '6dli': '0902', sr6: '0903' }), 'german', 'combat', ['movement']);
    act(t, 'german', { type: 'attack', defender: '6dli', attackers: ['sr6'] });
    roll(t, need('D1', ['sr6'], '6dli'));
    if (t.combat?.step === 'retreat') act(t, 'german', game.legalActions(t, 'german')[0]);
    expect(t.turn).toBe(1);
  });

  it('8.6 every German unit eliminated advances the turn marker 3 turns', () => {
    const s = inPhase(position({ '7rtr': '0902', pzjg42: '0903' }, { flakUsed: true }), 'allied', 'combat', []);
    act(s, 'allied', { type: 'attack', defender: 'pzjg42', attackers: ['7rtr'] });
    const log = roll(s, need('De', ['7rtr'], 'pzjg42', 1)); // with the 8.2 shift
    expect(rules(log)).toContain('8.6');
    expect(s.turn).toBe(4);
  });

  it('8.6 a marker pushed past turn 8 ends the game at once', () => {
    const s = inPhase(position({ '7rtr': '0902', pzjg42: '0903' }, { flakUsed: true, turn: 6 }), 'allied', 'combat', []);
    act(s, 'allied', { type: 'attack', defender: 'pzjg42', attackers: ['7rtr'] });
    roll(s, need('De', ['7rtr'], 'pzjg42', 1));
    expect(game.result(s)?.winner).toBe('allied');
    expect(game.toAct(s)).toEqual([]);
  });
});

describe('8.7 advance after combat', () => {
  it('8.7 infantry may advance 1 hex, into the vacated hex', () => {
    const s = inPhase(position({ '6dli': '0902', pz66: '0903' }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender: 'pz66', attackers: ['6dli'] });
    roll(s, need('D1', ['6dli'], 'pz66'));
    act(s, 'allied', { type: 'retreat', unit: 'pz66', to: '0904' });
    expect(game.legalActions(s, 'allied')).toEqual([{ type: 'advance', unit: '6dli', to: '0903' }, { type: 'stop' }]);
    const log = act(s, 'allied', { type: 'advance', unit: '6dli', to: '0903' });
    expect(rules(log)).toContain('8.7');
    expect(s.units['6dli'].hex).toBe('0903');
    expect(s.combat).toBeNull();
  });

  it('8.7 tanks may advance 2 hexes: the vacated hex, then one more', () => {
    const s = inPhase(position({ '7rtr': '0902', pzjg42: '0903' }, { flakUsed: true }), 'allied', 'combat', []);
    act(s, 'allied', { type: 'attack', defender: 'pzjg42', attackers: ['7rtr'] });
    roll(s, need('D1', ['7rtr'], 'pzjg42', 1)); // with the 8.2 shift
    act(s, 'allied', { type: 'retreat', unit: 'pzjg42', to: '1003' });
    const to = game
      .legalActions(s, 'allied')
      .filter((a) => a.type === 'advance')
      .map((a) => a.to as string)
      .sort();
    expect(to).toEqual(['0802', '0803', '0903', '0904', '1002']); // 0903, then its free neighbours (1003 is occupied)
  });

  it('6.0 a tank advancing from an enemy ZoC into another stops in the vacated hex', () => {
    // Schtz.Rgt.7 at 0802 covers both 0902 (the tank) and 0903 (the vacated hex).
    const s = inPhase(position({ '7rtr': '0902', pzjg42: '0903', sr7: '0802' }, { flakUsed: true }), 'allied', 'combat', []);
    act(s, 'allied', { type: 'attack', defender: 'pzjg42', attackers: ['7rtr'] });
    roll(s, need('D1', ['7rtr'], 'pzjg42', 1));
    act(s, 'allied', { type: 'retreat', unit: 'pzjg42', to: '1003' });
    expect(game.legalActions(s, 'allied')).toEqual([{ type: 'advance', unit: '7rtr', to: '0903' }, { type: 'stop' }]);
    expect(() => act(s, 'allied', { type: 'advance', unit: '7rtr', to: '0904' })).toThrow(/8\.7/);
  });
});

describe('8.8 Flak 88', () => {
  it('8.8 once a game, after an Allied attack with a tank is declared, the 88 may fire at that tank with strength 8', () => {
    const s = inPhase(position({ '7rtr': '0902', '6dli': '1002', sr6: '0903' }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr', '6dli'] });
    expect(game.toAct(s)).toEqual(['german']);
    expect(game.legalActions(s, 'german')).toEqual([{ type: 'flak', unit: '7rtr' }, { type: 'no-flak' }]);
    act(s, 'german', { type: 'flak', unit: '7rtr' });
    expect(game.toAct(s)).toEqual([CHANCE]);
    const log = roll(s, need('Ex', FLAK, '7rtr')); // Ex: the tank is eliminated, the 88's loss ignored
    expect(rules(log)).toContain('8.8');
    expect(s.units['7rtr'].hex).toBeNull();
    expect(s.flakUsed).toBe(true);
    // The Allied attack is then resolved with what is left: 6 DLI alone.
    expect(game.toAct(s)).toEqual([CHANCE]);
    expect(game.chance(s).label).toContain(`${strength('6dli')}:${strength('sr6')}`);
    roll(s, 4);
    expect(s.combat).toBeNull();
  });

  it('8.8 the 88 is not offered again, nor without a tank, nor in the German turn', () => {
    const s = inPhase(position({ '6dli': '0902', sr6: '0903' }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['6dli'] });
    expect(game.toAct(s)).toEqual([CHANCE]); // infantry only: no 88
    const t = inPhase(position({ '7rtr': '0902', sr6: '0903' }, { flakUsed: true }), 'allied', 'combat', ['movement']);
    act(t, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr'] });
    expect(game.toAct(t)).toEqual([CHANCE]);
    const g = inPhase(position({ '7rtr': '0902', sr6: '0903' }), 'german', 'combat', ['movement']);
    act(g, 'german', { type: 'attack', defender: '7rtr', attackers: ['sr6'] });
    expect(game.toAct(g)).toEqual([CHANCE]);
  });

  it('8.8 a tank driven off by the 88 leaves the attack; with no attacker left the attack is called off', () => {
    const s = inPhase(position({ '7rtr': '0902', sr6: '0903' }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr'] });
    act(s, 'german', { type: 'flak', unit: '7rtr' });
    roll(s, need('D1', FLAK, '7rtr')); // D1: the German retreats the tank
    expect(game.toAct(s)).toEqual(['german']);
    act(s, 'german', game.legalActions(s, 'german')[0]);
    expect(s.units['7rtr'].disrupted).toBe(true);
    expect(s.combat).toBeNull();
    expect(s.units.sr6.attacked).toBe(false);
    expect(s.turn).toBe(1); // an Allied retreat moves no marker
  });

  it("8.8 C or Ar on the 88 has no effect: the attacker's damage is ignored", () => {
    const s = inPhase(position({ '7rtr': '0902', sr6: '0903' }), 'allied', 'combat', ['movement']);
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr'] });
    act(s, 'german', { type: 'flak', unit: '7rtr' });
    roll(s, need('Ar', FLAK, '7rtr')); // Ar, ignored
    expect(s.units['7rtr']).toMatchObject({ hex: '0902', disrupted: false });
    expect(game.toAct(s)).toEqual([CHANCE]); // the Allied attack goes on
  });
});
