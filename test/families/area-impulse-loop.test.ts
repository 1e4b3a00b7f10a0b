// The area-impulse family's board tables (areaBoard), its impulse loop (1940 6.2, Battles 4.3) and its
// dice step, each run with a small game declared here.
import { describe, expect, it } from 'vitest';
import { type BoardState, type Side, areaBoard } from '../../src/families/area-impulse/board.ts';
import { type Rolls, diceStep, noDiceDue } from '../../src/families/area-impulse/dice.ts';
import { type ImpulseLoop, type LoopState, UnitsByArea, endImpulse, openCombatPhase, pass, startImpulse } from '../../src/families/area-impulse/impulses.ts';

describe('area-impulse areaBoard', () => {
  // Areas 1-2-3 and Zone 7 (ids need not be consecutive); 2/3 prohibited; units: a leader, two allied, one german.
  const UNITS = [
    { id: 'lead', side: 'allied' as Side, leader: true },
    { id: 'a1', side: 'allied' as Side, leader: false },
    { id: 'a2', side: 'allied' as Side, leader: false },
    { id: 'g1', side: 'german' as Side, leader: false },
  ];
  const T = areaBoard<BoardState, 'open' | 'prohibited'>({
    units: UNITS,
    areas: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 7, zone: true }],
    boundaries: [
      { a: 1, b: 2, kind: 'open' },
      { a: 2, b: 3, kind: 'prohibited' },
      { a: 3, b: 7, kind: 'open' },
    ],
    passable: (k) => k !== 'prohibited',
    unstacked: (u) => UNITS[u].leader,
  });

  it('derives units by index (an unknown id names no unit), the area ids, slots and Zones, and the graph joined only by passable boundaries', () => {
    expect(T.UNIT_INDEX).toEqual({ lead: 0, a1: 1, a2: 2, g1: 3 });
    expect([T.unitOf('g1'), T.unitOf('nobody'), T.unitOf(3), T.unitOf('toString')]).toEqual([3, -1, -1, -1]);
    expect([T.IDS.id(2), T.IDS.unit('a2')]).toEqual(['a2', 2]);
    expect(T.N_UNITS).toBe(4);
    expect(T.AREA_IDS).toEqual([1, 2, 3, 7]);
    expect(T.N_AREA_SLOTS).toBe(8);
    expect(T.GRAPH.neighbours[2]).toEqual([1]);
    expect(T.GRAPH.boundary(2, 3)).toBe('prohibited');
    expect([1, 3, 7, 0, -2].map(T.isZone)).toEqual([false, false, true, false, false]);
  });

  it('1940 7.1 / Battles 5.1.3: the unstacked units (leaders) do not count against stacking; the queries follow setLoc', () => {
    const s: BoardState = { loc: [1, 1, 1, 2], spent: [0, 0, 1, 0], control: ['allied', 'allied', 'german', 'german', 'german', 'german', 'german', 'german'] };
    expect(T.stackCount(s, 1, 'allied')).toBe(2);
    expect(T.unitsIn(s, 1)).toEqual([0, 1, 2]);
    expect(T.hasFresh(s, 1, 'allied')).toBe(true);
    expect(T.free(s, 1, 'allied')).toBe(true);
    T.setLoc(s, 1, 2);
    expect(T.contested(s, 2)).toBe(true);
    expect(T.vacant(s, 2, 'allied')).toBe(false);
    T.setLoc(s, 3, 0);
    expect(T.updateControl(s, 2)).toBe('allied');
    expect(s.control[2]).toBe('allied');
  });
});

// An edition of three impulses' worth: `fresh` says which sides may still act; every hook is recorded.
interface S extends LoopState {
  fresh: Record<Side, boolean>;
  step: string;
  said: string[];
}
const LOOP: ImpulseLoop<S, string[]> = {
  hasFresh: (s, side) => s.fresh[side],
  open: (s) => {
    s.step = `impulse ${s.momentum} ${s.impulse}`;
  },
  noFresh: (s, log) => log.push(`no fresh ${s.momentum}`),
  handedOver: (s, log) => log.push(`to ${s.momentum}`),
  passes: (s, log) => log.push(`pass ${s.momentum}`),
  close: (s, log) => log.push(`close ${s.assault ? 'assault' : 'none'}`),
  failed: (s, log) => log.push(`failed ${s.momentum}`),
  end: (s, why, log) => {
    log.push(`end ${why}`);
    s.step = 'reorganization';
  },
};
const game = (): S => ({
  momentum: 'allied',
  impulse: 1,
  lastImpulsePass: false,
  assault: null,
  combat: null,
  fresh: { allied: true, german: true },
  step: '',
  said: [],
});
/** A game at its first impulse. */
function started(): S {
  const s = game();
  startImpulse(LOOP, s, s.said);
  return s;
}

describe('area-impulse impulse loop', () => {
  it('1940 6.1.1 / Battles 4.1: the Combat Phase opens with Impulse 1 of the side with the initiative, no pass counted', () => {
    const s = { ...game(), impulse: 7, lastImpulsePass: true };
    openCombatPhase(LOOP, s, 'german', s.said);
    expect(s).toMatchObject({ momentum: 'german', impulse: 1, lastImpulsePass: false, step: 'impulse german 1' });
  });

  it('1940 6.2.5 / Battles 4.3: a pass hands the initiative over, Impulse 1; the second pass in a row ends the Combat Phase', () => {
    const s = started();
    expect(s.step).toBe('impulse allied 1');
    pass(LOOP, s, s.said);
    expect(s.step).toBe('impulse german 1');
    pass(LOOP, s, s.said);
    expect(s.step).toBe('reorganization');
    expect(s.said).toEqual(['pass allied', 'pass german', 'end passes']);
  });

  it('1940 6.2.5: an impulse between two passes restarts the count; the impulse after an assault is the next', () => {
    const s = started();
    pass(LOOP, s, s.said);
    s.assault = {};
    endImpulse(LOOP, s, false, s.said);
    expect(s).toMatchObject({ momentum: 'german', impulse: 2, lastImpulsePass: false, assault: null, step: 'impulse german 2' });
    pass(LOOP, s, s.said);
    expect(s.step).toBe('impulse allied 1');
    expect(s.said).toEqual(['pass allied', 'close assault', 'pass german']);
  });

  it('Battles 4.3 C: a failed impulse hands over the initiative (said before), Impulse 1', () => {
    const s = started();
    s.impulse = 3;
    endImpulse(LOOP, s, true, s.said);
    expect(s).toMatchObject({ momentum: 'german', impulse: 1, step: 'impulse german 1' });
    expect(s.said).toEqual(['close none', 'failed allied', 'to german']);
  });

  it('1940 6.2.2 C / Battles 4.3 B: no Fresh unit hands over the initiative; none on either side ends the Combat Phase', () => {
    const s = game();
    s.fresh.allied = false;
    startImpulse(LOOP, s, s.said);
    expect(s.step).toBe('impulse german 1');
    s.fresh.german = false;
    endImpulse(LOOP, s, false, s.said);
    expect(s.step).toBe('reorganization');
    expect(s.said).toEqual(['no fresh allied', 'to german', 'close none', 'end no-fresh']);
  });
});

describe('area-impulse units by area', () => {
  const units = (by: UnitsByArea, a: number) => Array.from(by.units.subarray(a * by.stride, a * by.stride + by.count[a]));
  const fill = (by: UnitsByArea, slots: [number, number][]) => {
    by.clear();
    for (const [slot, u] of slots) by.add(slot, u);
  };

  it("Battles 4.3 / Cambrai's Impulses: the units that may act are listed by area, each area's in the order added, and the listing is reused", () => {
    const by = new UnitsByArea(6, 5);
    fill(by, [
      [3, 0],
      [1, 2],
      [3, 3],
      [0, 4],
    ]); // units 1 and 5 may not act; slot 0 (Battles: units waiting to enter)
    expect([0, 1, 2, 3, 4].map((a) => units(by, a))).toEqual([[4], [2], [], [0, 3], []]);
    fill(by, [
      [2, 1],
      [2, 4],
      [4, 5],
    ]);
    expect([0, 1, 2, 3, 4].map((a) => units(by, a))).toEqual([[], [], [1, 4], [], [5]]);
  });
});

describe('area-impulse dice step', () => {
  // A game with two rolls: its step says what the dice are for; its words say so in English and French.
  type Roll = { k: 'roll'; purpose: 'weather' | 'combat'; dice: number };
  interface G {
    step: Roll | { k: 'idle' };
    seen: string[];
  }
  const words = (lang: string) => ({ weather: `${lang} weather`, combat: (n: number) => `${lang} combat ${n}` });
  const ROLLS: Rolls<G, Roll, ReturnType<typeof words>> = {
    at: (s) => s.step as Roll,
    rules: {
      weather: { rule: 'Dawn Phase', effect: (s, dice, st) => s.seen.push(`${s.step.k} ${st.purpose} ${dice}`) },
      combat: { rule: '9.4.1', effect: (s, dice, st) => s.seen.push(`${s.step.k} ${st.purpose} ${dice}`) },
    },
    label: (w, _s, st) => (st.purpose === 'combat' ? w.combat(st.dice) : w.weather),
    en: words('en'),
    fr: words('fr'),
  };

  it("1940 2.1 / Cambrai's Sequence of Play: the chance role rolls the dice of the roll's purpose, named with its rule in both languages", () => {
    const step = diceStep(ROLLS);
    const s: G = { step: { k: 'roll', purpose: 'combat', dice: 4 }, seen: [] };
    expect(step.actor()).toEqual(['chance']);
    expect(step.chance(s)).toEqual({ dice: 4, sides: 6, label: 'en combat 4', rule: '9.4.1', texts: { fr: 'fr combat 4' } });
    step.perform.dice(s, { dice: [1, 2, 3, 4] }, undefined);
    expect(s.seen).toEqual(['roll combat 1,2,3,4']);
  });

  it("Cambrai's Sequence of Play: a game may leave the roll step before the dice take effect (the queue runs on)", () => {
    const step = diceStep({ ...ROLLS, rolled: (s) => (s.step = { k: 'idle' }) });
    const s: G = { step: { k: 'roll', purpose: 'weather', dice: 1 }, seen: [] };
    step.perform.dice(s, { dice: [5] }, undefined);
    expect(s.seen).toEqual(['idle weather 5']);
  });

  it('no dice are due outside a roll: the chance role is refused, in English and French', () => {
    const noRoll = noDiceDue('no dice are due', 'aucun jet n’est dû');
    expect(noRoll).toThrowError(expect.objectContaining({ message: 'no dice are due', code: 'wrong-role', texts: { fr: 'aucun jet n’est dû' } }));
  });
});
