// The area-impulse family's phases shared by the area games: the alternate setup (1940 5.3, Battles 12.2),
// artillery range (Battles 8.1, Cambrai Hurricane Barrage), reorganization (1940 12.1, Battles 10.1-10.2),
// the commander's decision (1940 18.2, Battles 13.5, Cambrai Haig Decides), the Advantage (Battles 9, Cambrai).
import { describe, expect, it } from 'vitest';
import { Board, type BoardState, type Side } from '../../src/families/area-impulse/board.ts';
import { type AdvantageUse, allFreshAgain, decideAdvantage, passAdvantage } from '../../src/families/area-impulse/advantage.ts';
import { areaDistances } from '../../src/families/area-impulse/artillery.ts';
import { AreaGraph } from '../../src/maps/area.ts';
import { overStacked } from '../../src/families/area-impulse/data.ts';
import { type OpeningState, groupPlaced, groupsToPlace, openGame, setupOrStart } from '../../src/families/area-impulse/setup-groups.ts';
import { type CommanderDecides, commanderDecides, gameOver, nextTurn } from '../../src/families/area-impulse/victory.ts';
import {
  ReorganizationPhase,
  type ReorganizeAction,
  type Reorganization,
  comebackAreas,
  reorganizations,
} from '../../src/families/area-impulse/reorganization.ts';

type S = { loc: number[] };
type Listed = ReorganizeAction | { type: 'reorganize'; unit: string; area: number };
// Units: 0-2 allied infantry (2 is weaker), 3 allied armour, 4 allied leader, 5 german infantry.
const BOX = 0;
const base: Reorganization<S, Listed[]> = {
  eliminated: BOX,
  side: ['allied', 'allied', 'allied', 'allied', 'allied', 'german'] as Side[],
  type: ['infantry', 'infantry', 'infantry', 'armor', 'leader', 'infantry'],
  id: ['i1', 'i2', 'i3', 'tank', 'gort', 'g1'],
  areas: (_s, _side, u) => (u === 1 ? [] : [7, 8]),
};
const list = (r: Reorganization<S, Listed[]>, s: S, first = false) => {
  const out: Listed[] = [];
  reorganizations(r, s, 'allied', out, first);
  return out.map((a) => `${a.unit}${'remove' in a ? `-${a.remove}` : ''}@${a.area}`);
};

describe('area-impulse reorganization', () => {
  const s: S = { loc: [BOX, BOX, BOX, BOX, BOX, BOX] };
  it('1940 12.1: an eliminated unit with an area to go to comes back for another of its type and side, leaders never', () => {
    expect(list(base, s)).toEqual(['i1-i2@7', 'i1-i2@8', 'i1-i3@7', 'i1-i3@8', 'i3-i1@7', 'i3-i1@8', 'i3-i2@7', 'i3-i2@8']);
  });
  it('Battles 10.1: the unit leaving needs the same Fatiguée Defense; alike units are listed once; `first` stops at one', () => {
    const spentDefense = [2, 2, 1, 3, 0, 2];
    const battles = { ...base, mayLeave: (u: number, v: number) => spentDefense[v] >= spentDefense[u], alike: ['a', 'a', 'b', 'c', 'd', 'e'] };
    // i2 is listed as i1 is; i3 (Fatiguée Defense 1) may not leave for i1 (2), i1 may leave for i3.
    expect(list(battles, s)).toEqual(['i1-i2@7', 'i1-i2@8', 'i3-i1@7', 'i3-i1@8']);
    expect(list(battles, s, true)).toEqual(['i1-i2@7', 'i1-i2@8']);
    expect(list(battles, { loc: [BOX, 5, 5, BOX, BOX, BOX] }, true)).toEqual([]);
  });
  it('1940 12.1: where every unit of the box has the same areas (no leader in it), they are found once per listing', () => {
    let asked = 0;
    const same = { ...base, areas: () => (asked++, [7, 8]), sameAreas: true };
    expect(list(same, s)).toEqual([
      'i1-i2@7',
      'i1-i2@8',
      'i1-i3@7',
      'i1-i3@8',
      'i2-i1@7',
      'i2-i1@8',
      'i2-i3@7',
      'i2-i3@8',
      'i3-i1@7',
      'i3-i1@8',
      'i3-i2@7',
      'i3-i2@8',
    ]);
    expect(asked).toBe(1);
  });
  it('Battles 10.2: an armoured unit comes back its own way (its R counter), never for another unit', () => {
    const battles = {
      ...base,
      otherWay: (_s: S, u: number, areas: readonly number[], out: Listed[]) => {
        if (u !== 3) return false;
        for (const a of areas) out.push({ type: 'reorganize', unit: 'tank', area: a });
        return true;
      },
    };
    expect(list(battles, { loc: [5, 5, 5, BOX, BOX, BOX] })).toEqual(['tank@7', 'tank@8']);
  });
  it('1940 12.1 / Battles 10.1: a unit comes back to an area its side controls, with one of its units and none of the enemy, where the edition allows', () => {
    const board = new Board<BoardState>({ side: ['allied', 'allied', 'german', 'allied', 'allied'], leader: [false, false, false, false, false] }, 5);
    // Area 1: allied unit; 2: allied and german; 3: allied control, no unit; 4: german control, allied unit; 5: allied unit.
    const b: BoardState = { loc: [1, 2, 2, 4, 5], spent: [0, 0, 0, 0, 0], control: ['german', 'allied', 'allied', 'allied', 'german', 'allied'] };
    expect(comebackAreas(board, b, 'allied', [1, 2, 3, 4, 5], () => true)).toEqual([1, 5]);
    expect(comebackAreas(board, b, 'allied', [1, 2, 3, 4, 5], (a) => a !== 5)).toEqual([1]);
    expect(comebackAreas(board, b, 'german', [1, 2, 3, 4, 5], () => true)).toEqual([]);
  });
});

describe('area-impulse: the Reorganization Phase, side by side', () => {
  type P = { step: { k: string; side?: Side }; left: Record<Side, number>; said: string[] };
  const PHASE: ReorganizationPhase<P> = new ReorganizationPhase<P>({
    mayAct: (s, side) => s.left[side] > 0,
    begin: (s, side) => PHASE.ask(s, side, undefined),
    closed: (s, side) => s.said.push(`${side} done`),
    next: (s) => s.said.push('next phase'),
  });

  it('1940 6.3 / Battles 4.4: the Allies reorganize until done, then the Germans, then the next phase', () => {
    const s: P = { step: { k: 'combat' }, left: { allied: 2, german: 1 }, said: [] };
    PHASE.ask(s, 'allied', undefined);
    expect(s.step).toEqual({ k: 'reorganize', side: 'allied' });
    s.left.allied = 1;
    PHASE.after(s, 'allied', undefined); // one more to do: still the Allies
    expect([s.step, s.said]).toEqual([{ k: 'reorganize', side: 'allied' }, []]);
    PHASE.done(s, 'allied', undefined); // done, with something left
    expect([s.step, s.said]).toEqual([{ k: 'reorganize', side: 'german' }, ['allied done']]);
    s.left.german = 0;
    PHASE.after(s, 'german', undefined);
    expect(s.said).toEqual(['allied done', 'german done', 'next phase']);
  });

  it('1940 12.1 / Battles 10.0: a side with nothing to reorganize is done at once', () => {
    const s: P = { step: { k: 'combat' }, left: { allied: 0, german: 0 }, said: [] };
    PHASE.ask(s, 'allied', undefined);
    expect(s.said).toEqual(['allied done', 'german done', 'next phase']);
  });
});

describe('area-impulse: the commander decides', () => {
  type G = { mod: number; advantage: boolean; said: string[] };
  const GORT: CommanderDecides<G> = {
    modifier: (g) => g.mod,
    decided: (g, dr, mod, total, goesOn) => g.said.push(`${dr}+${mod}=${total} ${goesOn ? 'on' : 'stop'}`),
    goOn: (g) => g.said.push('next turn'),
    offerChange: (g) => g.advantage && g.said.push('advantage offered') > 0,
    end: (g) => g.said.push('game over'),
  };
  const decide = (dr: number, mod: number, advantage: boolean) => {
    const g: G = { mod, advantage, said: [] };
    commanderDecides(GORT, g, dr, undefined);
    return g.said;
  };
  it('1940 18.2 / Battles 13.5 / Haig Decides: a total of 7 or more and the offensive goes on', () => {
    expect(decide(4, 3, false)).toEqual(['4+3=7 on', 'next turn']);
  });
  it('1940 18.2.1 / Battles 9.4 / Advantage Marker: below 7 the holder of the Advantage may change his mind, else the game ends', () => {
    expect(decide(3, 3, true)).toEqual(['3+3=6 stop', 'advantage offered']);
    expect(decide(3, 3, false)).toEqual(['3+3=6 stop', 'game over']);
  });
});

describe('area-impulse: the Advantage', () => {
  type G = { advantage: Side; said: string[] };
  const USES: Record<'reroll' | 'gort', AdvantageUse<G>> = {
    reroll: {
      spend: (g, _log, who) => g.said.push(`${passAdvantage(g)} spends it for ${who}'s reroll`),
      keep: (g) => g.said.push('dice stand'),
    },
    gort: { spend: (g) => g.said.push('play on'), keep: (g) => g.said.push('game over') },
  };
  it('Battles 9.0 / Advantage Marker: spent, the Advantage passes at once to the other player; kept, what follows the use', () => {
    const g: G = { advantage: 'german', said: [] };
    decideAdvantage(USES, g, { k: 'advantage', who: 'german', use: 'reroll' }, true, undefined);
    expect(g.advantage).toBe('allied');
    expect(g.said).toEqual(["german spends it for german's reroll"]);
    decideAdvantage(USES, g, { k: 'advantage', who: 'allied', use: 'gort' }, false, undefined);
    expect(g.said.at(-1)).toBe('game over');
    expect(g.advantage).toBe('allied');
  });
});

describe('area-impulse: the alternate setup', () => {
  it('1940 5.3 / Battles 12.2: the groups a side sets up in turns, each once, by name', () => {
    const units = [
      { side: 'allied', group: 'B' },
      { side: 'allied', group: 'A' },
      { side: 'allied', group: 'B' },
      { side: 'allied', group: 'L', late: true },
      { side: 'german', group: 'C' },
      { side: 'allied', group: null },
    ];
    expect(groupsToPlace(units, 'allied', (u) => !u.late)).toEqual(['A', 'B']);
  });
  it('1940 5.3 / Battles 12.2: the sides place one group in turns; a side with none left lets the other go on; then the first turn starts', () => {
    const s: OpeningState = {
      phase: 'setup',
      step: { k: 'setup', side: 'allied' },
      toPlace: { allied: ['A', 'B'], german: ['C'] },
      options: { historicalSetup: false, bids: false },
    };
    const log: string[] = [];
    const place = (side: Side, group: string) => {
      groupPlaced(
        s,
        side,
        group,
        (e) => log.push(e.text),
        () => ({ rule: '5.3', text: `${side} ${group}` }),
        (t) => log.push(`turn 1 (${t.step.k})`),
      );
      return s.step;
    };
    expect(place('allied', 'A')).toEqual({ k: 'setup', side: 'german' });
    expect(place('german', 'C')).toEqual({ k: 'setup', side: 'allied' });
    place('allied', 'B');
    expect([s.toPlace, log]).toEqual([{ allied: [], german: [] }, ['allied A', 'german C', 'allied B', 'turn 1 (setup)']]);
  });
});

describe('area-impulse: the setup respects stacking', () => {
  it("1940 7.1 / Battles 5.1.3 / Move Units: a side's units set up in one area above its limit are a stack too many; units that do not count, and the other side, are apart", () => {
    const units = [
      { side: 'allied', at: 3 },
      { side: 'allied', at: 3 },
      { side: 'allied', at: 3 },
      { side: 'allied', at: null },
      { side: 'german', at: 3 },
      { side: 'allied', at: 25 },
      { side: 'allied', at: 25 },
    ];
    const limit = (a: number) => (a === 25 ? 1 : 2);
    expect(overStacked(units, (u) => u.at, limit)).toEqual([
      { side: 'allied', area: 3, n: 3 },
      { side: 'allied', area: 25, n: 2 },
    ]);
    expect(overStacked(units.slice(1), (u) => u.at, limit)).toEqual([{ side: 'allied', area: 25, n: 2 }]);
    expect(
      overStacked(
        units,
        (u) => u.at,
        () => 3,
      ),
    ).toEqual([]);
  });
});

describe('area-impulse: artillery range', () => {
  it('Battles 8.1 / Hurricane Barrage: the distance counts the boundaries crossed; an area off the map is out of reach', () => {
    const edges = [
      [1, 2],
      [2, 3],
      [3, 4],
      [2, 5],
    ].map(([a, b]) => ({ a, b, kind: 'open' }));
    const dist = areaDistances(new AreaGraph([1, 2, 3, 4, 5, 6], edges), 7);
    expect([dist[1][1], dist[1][2], dist[1][3], dist[1][4], dist[4][5], dist[5][1]]).toEqual([0, 1, 2, 3, 3, 2]);
    expect(dist[1][6]).toBe(99);
  });
});

describe('area-impulse: the Advantage starts the Combat Phase again', () => {
  it('1940 13.1B / Battles 9.2: every Spent unit on the map is Fresh again; units off the map stay as they are', () => {
    const board = new Board<BoardState>({ side: ['allied', 'german', 'german'], leader: [false, false, false] }, 3);
    const s: BoardState = { loc: [1, 2, 0], spent: [1, 1, 1], control: ['allied', 'allied', 'german'] };
    expect(board.hasFresh(s, 2, 'german')).toBe(false);
    allFreshAgain(board, s);
    expect(s.spent).toEqual([0, 0, 1]);
    expect(board.hasFresh(s, 2, 'german')).toBe(true);
  });
});

describe('area-impulse: the end of a turn and of the game', () => {
  it('1940 6.4 / Battles 4.5: at the end of a turn every unit is Fresh again, on the map or not, and the next turn starts', () => {
    const board = new Board<BoardState & { turn: number }>({ side: ['allied', 'german', 'german'], leader: [false, false, false] }, 3);
    const s = { loc: [1, 2, 0], spent: [1, 1, 1], control: ['allied', 'allied', 'german'] as Side[], turn: 3 };
    const started: number[] = [];
    nextTurn(board, s, undefined, (t) => started.push(t.turn));
    expect([s.spent, s.turn, started]).toEqual([[0, 0, 0], 4, [4]]);
    expect(board.hasFresh(s, 2, 'german')).toBe(true);
  });

  it('1940 16.3 / Battles 11.3 / End Phase: the game is over: its result is kept, nobody acts, the log says who won', () => {
    const s = { phase: 'end', step: { k: 'roll' }, result: null as { winner: Side } | null };
    const log: string[] = [];
    gameOver(
      s,
      { winner: 'german' },
      (e) => log.push(`${e.rule}: ${e.text}`),
      () => ({ rule: '16.3', text: 'German victory' }),
    );
    expect([s.phase, s.step, s.result, log]).toEqual(['over', { k: 'over' }, { winner: 'german' }, ['16.3: German victory']]);
  });
});

describe('area-impulse: the opening of a game', () => {
  const UNITS = [
    { side: 'allied', group: 'B' },
    { side: 'allied', group: 'A' },
    { side: 'german', group: 'C' },
    { side: 'german', group: 'L' }, // a late group, not placed in turns
  ];
  const opening = (historicalSetup: boolean, bids: boolean): OpeningState => ({
    phase: 'setup',
    step: { k: 'none' },
    toPlace: { allied: [], german: [] },
    options: { historicalSetup, bids },
  });
  const open = (s: OpeningState) => {
    let known = 0;
    openGame(
      s,
      UNITS,
      (u) => u.group !== 'L',
      () => known++,
    );
    return known;
  };

  it('1940 5.3 / Battles 12.2 and 14.1: a new game lists the groups each side places in turns, then asks for the bids when they are played', () => {
    const s = opening(false, true);
    expect(open(s)).toBe(0);
    expect([s.toPlace, s.phase, s.step]).toEqual([{ allied: ['A', 'B'], german: ['C'] }, 'bid', { k: 'bid' }]);
    const t = opening(false, false);
    expect(open(t)).toBe(1); // no bids: the sides are known at once
    setupOrStart(t, 'german', () => t.phase === 'never');
    expect([t.phase, t.step]).toEqual(['setup', { k: 'setup', side: 'german' }]);
  });

  it('1940 18.1 / Battles 14.2: the historical setup places no group in turns and starts the first turn', () => {
    const s = opening(true, false);
    expect(open(s)).toBe(1);
    expect(s.toPlace).toEqual({ allied: [], german: [] });
    let started = false;
    setupOrStart(s, 'allied', () => {
      started = true;
    });
    expect([started, s.step]).toEqual([true, { k: 'none' }]);
  });
});
