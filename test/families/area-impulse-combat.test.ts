// The area-impulse family's assault and combat machine (combat.ts, overrun.ts, losses.ts steps,
// retreat.ts backTo) on a small board: which attacks are open, their declaration, the lead units,
// the result of the totals, voluntary retreats, attackers sent back, moving on after an Overrun.
import { describe, expect, it } from 'vitest';
import { Board, type BoardState, type Side } from '../../src/families/area-impulse/board.ts';
import {
  type Assault,
  type CombatRules,
  type Fight,
  type LeadRules,
  type UnitIds,
  type VoluntaryRules,
  attackOptions,
  declareAttack,
  endWhenIdle,
  joining,
  leadChoice,
  offerRetreats,
  outcome,
  pickLead,
  retreating,
  waitAt,
} from '../../src/families/area-impulse/combat.ts';
import { type ReturnRules, sendBack } from '../../src/families/area-impulse/losses.ts';
import { type MoveOnRules, type OverrunRules, fromAreaWon, moveOn, moveOnActions } from '../../src/families/area-impulse/overrun.ts';
import { type RetreatRules, backTo, retreatInto } from '../../src/families/area-impulse/retreat.ts';
import { AreaGraph } from '../../src/maps/area.ts';

// Areas 1-2-3 in a line, 2-4, 3-5; 5 is a Zone. Units 0-2 allied (2: no attack value), 3-5 german.
const graph = new AreaGraph(
  [1, 2, 3, 4, 5],
  [
    { a: 1, b: 2, kind: 'open' },
    { a: 2, b: 3, kind: 'open' },
    { a: 2, b: 4, kind: 'open' },
    { a: 3, b: 5, kind: 'open' },
  ],
);
const SIDE: Side[] = ['allied', 'allied', 'allied', 'german', 'german', 'german'];
const board = new Board<S>({ side: SIDE, leader: SIDE.map(() => false) }, 6);
const LEADS = [true, true, false, true, true, true];

interface S extends BoardState {
  assault: Assault & { mandatoryAreas: number[] };
  combat: Fight & { lead: number; overrunUnits: number[]; overrunMoved: number[] };
  step: string;
  said: string[];
}

function game(loc: number[]): S {
  return {
    loc,
    spent: loc.map(() => 0),
    control: ['allied', 'allied', 'allied', 'german', 'german', 'german'],
    assault: {
      area: 1,
      eligible: [0, 1, 2],
      done: [],
      mover: -1,
      mfLeft: 0,
      enteredFrom: {},
      waiting: [],
      attacked: [],
      contestedStart: false,
      mandatoryAreas: [],
    },
    combat: {
      area: 0,
      attacker: 'allied',
      participants: [],
      candidates: [],
      inPlace: false,
      retreatQueue: [],
      dice: [],
      firstTaken: false,
      lead: -1,
      overrunUnits: [],
      overrunMoved: [],
    },
    step: 'assault',
    said: [],
  };
}

const RULES: CombatRules<S, S['combat']> = {
  assault: (s) => s.assault,
  combat: (s) => s.combat,
  attacker: () => 'allied',
  hasUnits: (s, area, side) => board.hasUnits(s, area, side),
  mandatory: (s, area) => s.assault.mandatoryAreas.includes(area),
  inPlaceUnits: (s) => s.assault.eligible.filter((u) => s.loc[u] === s.assault.area),
  canLead: (_s, u) => LEADS[u],
  finishMover: (s) => {
    s.assault.mover = -1;
  },
  open: (s, o) => {
    s.combat = { ...s.combat, area: o.area, inPlace: o.inPlace };
  },
  toLead: (s) => {
    s.step = 'lead';
  },
  select: (s) => {
    s.step = 'select';
  },
};

const IDS: UnitIds = { id: (u) => `u${u}`, unit: (id) => Number(id.slice(1)) };

describe('area-impulse combat: the attacks open after movement', () => {
  it('1940 9.1 / 9.2, Cambrai Combat: each entered area with enemies, mandatory where declared, then the Contested Active Area in place', () => {
    const s = game([2, 3, 1, 2, 3, 4]);
    board.invalidate(s);
    s.assault.waiting = [1, 0];
    s.assault.mandatoryAreas = [3];
    expect(attackOptions(RULES, s, s.loc)).toEqual([
      { area: 3, units: [1], mandatory: true, inPlace: false },
      { area: 2, units: [0], mandatory: false, inPlace: false },
    ]);
    // An area already attacked is not attacked again; nothing waiting and no contested start: none.
    s.assault.attacked = [3];
    expect(attackOptions(RULES, s, s.loc).map((o) => o.area)).toEqual([2]);
    s.assault.waiting = [];
    expect(attackOptions(RULES, s, s.loc)).toEqual([]);
  });

  it('Battles 5.2.1: where no attacked areas are kept, a sector assaulted already is assaulted again by the units that enter it next', () => {
    const s = game([2, 2, 1, 2, 3, 4]);
    board.invalidate(s);
    delete s.assault.attacked;
    const R: CombatRules<S, S['combat']> = { ...RULES, mandatory: () => true };
    s.assault.waiting = [0];
    declareAttack(R, s, 2, s.loc, undefined);
    expect([s.step, s.combat.participants, s.assault.attacked]).toEqual(['lead', [0], undefined]);
    s.assault.waiting = [1];
    expect(attackOptions(R, s, s.loc)).toEqual([{ area: 2, units: [1], mandatory: true, inPlace: false }]);
  });

  it('1940 9.3, Battles 5.2.1: the Active Area Contested at its activation is attacked in place by the units there, only if one of them may lead (9.4.2A)', () => {
    const s = game([1, 4, 1, 1, 3, 4]);
    board.invalidate(s);
    expect(attackOptions(RULES, s, s.loc)).toEqual([]); // not Contested at its activation: no attack in place
    s.assault.contestedStart = true;
    expect(attackOptions(RULES, s, s.loc)).toEqual([{ area: 1, units: [0, 2], mandatory: false, inPlace: true }]);
    s.loc[0] = 2;
    board.invalidate(s);
    expect(attackOptions(RULES, s, s.loc)).toEqual([]); // unit 2 alone cannot lead
  });

  it('1940 9.1: a mandatory attack takes every unit that entered; 9.2 an optional one lets the attacker pick, resolve once a leader joined', () => {
    const s = game([2, 2, 2, 2, 5, 4]);
    board.invalidate(s);
    s.assault.waiting = [0, 2];
    s.assault.mandatoryAreas = [2];
    declareAttack(RULES, s, 2, s.loc, undefined);
    expect([s.step, s.combat.participants, s.assault.attacked]).toEqual(['lead', [0, 2], [2]]);

    const t = game([2, 2, 2, 2, 5, 4]);
    board.invalidate(t);
    t.assault.waiting = [2, 0];
    declareAttack(RULES, t, 2, t.loc, undefined);
    expect([t.step, t.combat.candidates, t.combat.participants]).toEqual(['select', [2, 0], []]);
    const step = joining(RULES, IDS);
    const out: { type: string; unit?: string }[] = [];
    step.legal(t, 'allied', out);
    expect(out).toEqual([
      { type: 'join', unit: 'u2' },
      { type: 'join', unit: 'u0' },
    ]);
    step.perform.join(t, { unit: 'u2' });
    out.length = 0;
    step.legal(t, 'allied', out);
    expect(out).toEqual([{ type: 'join', unit: 'u0' }]); // unit 2 cannot lead: no resolve yet
    step.perform.join(t, { unit: 'u0' });
    out.length = 0;
    step.legal(t, 'allied', out);
    expect(out).toEqual([{ type: 'resolve' }]);
  });
});

describe('area-impulse combat: the end of an activation', () => {
  it('1940 8.1, Battles 5.0, Cambrai Impulses: with no attack (or other choice) open and no move, the activation ends by itself; the moves are asked for their first only', () => {
    const ended: string[] = [];
    const asked: boolean[] = [];
    const run = (open: boolean, moves: string[]) =>
      endWhenIdle(
        'impulse',
        () => open,
        (_s: string, out: string[], any: boolean) => {
          asked.push(any);
          out.push(...moves.slice(0, any ? 1 : moves.length));
        },
        (s) => ended.push(s),
        undefined,
      );
    run(true, []); // an attack is open: the player decides
    run(false, ['move-a', 'move-b']); // a move is open
    expect(ended).toEqual([]);
    run(false, []);
    expect(ended).toEqual(['impulse']);
    expect(asked).toEqual([true, true]); // the listing is not asked while an attack is open
  });
});

describe('area-impulse combat: lead units and the result', () => {
  const LEAD: LeadRules<S> = {
    candidates: (s) => s.combat.participants.filter((u) => LEADS[u]),
    chosen: (s, u) => {
      s.combat.lead = u;
    },
    ask: (s) => {
      s.step = 'lead';
    },
  };

  it('9.4.2A, Battles 6.1, Cambrai point unit: a player asked waits at the step of the choice, each game in its own copy of it', () => {
    const ask = waitAt<{ step: { k: string } }>({ k: 'lead-attacker' });
    const [a, b] = [{ step: { k: 'assault' } }, { step: { k: 'assault' } }];
    ask(a);
    ask(b);
    expect(a.step).toEqual({ k: 'lead-attacker' });
    a.step.k = 'lead-defender';
    expect(b.step).toEqual({ k: 'lead-attacker' });
  });

  it('9.4.2A, Battles 6.1, Cambrai point unit: the only candidate leads without a question; with several the player picks', () => {
    const s = game([2, 2, 2, 2, 5, 4]);
    s.combat.participants = [2, 1];
    pickLead(LEAD, s, undefined);
    expect([s.combat.lead, s.step]).toEqual([1, 'assault']);
    s.combat.participants = [0, 1, 2];
    s.combat.lead = -1;
    pickLead(LEAD, s, undefined);
    expect([s.combat.lead, s.step]).toEqual([-1, 'lead']);
    const step = leadChoice('spearhead', LEAD, IDS);
    const out: { type: string; unit: string }[] = [];
    step.legal(s, 'allied', out);
    expect(out).toEqual([
      { type: 'spearhead', unit: 'u0' },
      { type: 'spearhead', unit: 'u1' },
    ]);
    step.perform.spearhead(s, { unit: 'u1' }, undefined);
    expect(s.combat.lead).toBe(1);
  });

  it('1940 9.4.4 and Cambrai: AT < DT Repulse, AT = DT Stalemate, AT > DT Success; Battles 6.4.1: an equal total fails', () => {
    expect([outcome(7, 8, false), outcome(8, 8, false), outcome(9, 8, false)]).toEqual(['repulse', 'stalemate', 'success']);
    expect([outcome(8, 8, true), outcome(9, 8, true)]).toEqual(['repulse', 'success']);
  });
});

describe('area-impulse combat: retreats after a combat', () => {
  it('1940 11.2, Battles 6.6, Cambrai Combat: a retreating unit leaves its area and the control of both areas follows the units', () => {
    const s = game([2, 2, 1, 2, 5, 4]);
    board.invalidate(s);
    const r = { board, updateControl: (st: S, area: number) => void board.updateControl(st, area) };
    expect([retreatInto(r, s, 0, 1), s.loc[0], s.control[2]]).toEqual([2, 1, 'allied']); // unit 1 still contests area 2
    expect([retreatInto(r, s, 1, 4), s.control[2], s.control[4]]).toEqual([2, 'german', 'german']); // 4 stays contested
    expect([retreatInto(r, s, 3, 1), s.control[2]]).toEqual([2, 'german']); // an empty area keeps its control
  });

  it('1940 11.2.3, Battles 6.6.3, Cambrai: a side is asked to retreat only if a unit can; it retreats units voluntarily; when none can retreat any more it is done', () => {
    const s = game([2, 2, 1, 2, 5, 4]);
    const done: Side[] = [];
    const VOL: VoluntaryRules<S> = {
      units: (st, side) => [0, 1, 2].filter((u) => SIDE[u] === side && st.loc[u] === 2),
      options: () => [1],
      retreat: (st, _side, u, to) => {
        st.loc[u] = to;
      },
      ask: (st) => {
        st.step = 'voluntary';
      },
      done: (_st, side) => void done.push(side),
    };
    offerRetreats(VOL, s, 'german', undefined); // no German unit may retreat: done at once, nothing asked
    expect([s.step, done]).toEqual(['assault', ['german']]);
    done.length = 0;
    offerRetreats(VOL, s, 'allied', undefined);
    expect([s.step, done]).toEqual(['voluntary', []]);
    const step = retreating(VOL, () => 'allied', IDS);
    const out: { type: string }[] = [];
    step.legal(s, 'allied', out);
    expect(out).toEqual([{ type: 'retreat', unit: 'u0', to: 1 }, { type: 'retreat', unit: 'u1', to: 1 }, { type: 'done' }]);
    step.perform.retreat(s, { unit: 'u0', to: 1 }, undefined);
    expect(done).toEqual([]);
    step.perform.retreat(s, { unit: 'u1', to: 1 }, undefined);
    expect(done).toEqual(['allied']);
  });

  it('Cambrai Combat: attackers of a repulsed mandatory combat go back without a question (no ask: the first destination), none: eliminated', () => {
    const s = game([2, 2, 1, 2, 5, 4]);
    s.combat.retreatQueue = [0, 1];
    const log: string[] = [];
    const BACK: ReturnRules<S> = {
      queue: (st) => st.combat.retreatQueue,
      options: (_st, u) => (u === 0 ? [1, 4] : []),
      retreat: (st, u, to) => {
        st.loc[u] = to;
      },
      cannot: (st, u) => {
        st.loc[u] = 0;
        log.push(`eliminated ${u}`);
      },
      done: () => void log.push('done'),
    };
    sendBack(BACK, s, undefined);
    expect([s.loc[0], s.loc[1], log]).toEqual([1, 0, ['eliminated 1', 'done']]);
  });

  it('1940 11.2, Battles 6.6.1: attackers go back into the area they entered from, through it by the priorities when it is full', () => {
    const s = game([2, 1, 1, 2, 5, 4]);
    board.invalidate(s);
    let full = false;
    const R: RetreatRules<S> = { graph, board, possible: () => true, full: (_st, _u, to) => full && to === 1 };
    expect(backTo(R, s, 0, 2, 1)).toEqual([1]);
    expect(backTo(R, s, 0, 2, undefined)).toEqual([]);
    expect(backTo(R, s, 0, 2, 0)).toEqual([]); // off the map (Battles: still waiting to enter)
    full = true;
    expect(backTo(R, s, 0, 2, 1)).toEqual([]); // area 1 has no way on but back to 2
  });
});

describe('area-impulse combat: moving on after an Overrun', () => {
  it('1940 9.4.4, Cambrai Overrun: the units in the area won move on once each, never into a Zone or an area attacked this impulse', () => {
    const s = game([3, 3, 1, 4, 0, 0]);
    board.invalidate(s);
    s.combat = { ...s.combat, area: 3, overrunUnits: [0, 1], overrunMoved: [] };
    s.assault.attacked = [3];
    const O: OverrunRules<S> = {
      record: (st) => st.combat,
      loc: (st) => st.loc,
      attacked: (st) => st.assault.attacked ?? [],
      neighbours: graph.neighbours,
      isZone: (a) => a === 5,
      mayEnter: (_st, u) => u === 0 || u === 1,
      enter: (st, u, _from, to) => {
        st.loc[u] = to;
      },
    };
    const out: { type: string; unit: string; to: number }[] = [];
    moveOnActions('overrun-move', fromAreaWon(O), s, IDS, out);
    expect(out).toEqual([
      { type: 'overrun-move', unit: 'u0', to: 2 },
      { type: 'overrun-move', unit: 'u1', to: 2 },
    ]);
    moveOn(O, s, 0, 2, undefined);
    out.length = 0;
    moveOnActions('overrun-move', fromAreaWon(O), s, IDS, out);
    expect([s.loc[0], s.combat.overrunMoved, out]).toEqual([2, [0], [{ type: 'overrun-move', unit: 'u1', to: 2 }]]);
  });

  it('Battles 6.5: the Débordement lists the steps of each unit that may move on from where it stands, in the order the edition gives them', () => {
    const s = game([4, 2, 1, 3, 0, 0]);
    board.invalidate(s);
    const R: MoveOnRules<S> = {
      movers: () => [1, 0], // the armour moving on first, then one not yet started
      loc: (st) => st.loc,
      neighbours: graph.neighbours,
      mayEnter: (_st, u, to) => u === 0 || to !== 3,
    };
    const out: { type: string; unit: string; to: number }[] = [];
    moveOnActions('move', R, s, IDS, out);
    expect(out).toEqual([
      { type: 'move', unit: 'u1', to: 1 },
      { type: 'move', unit: 'u1', to: 4 },
      { type: 'move', unit: 'u0', to: 2 },
    ]);
  });
});
