// The German computer player's knowledge of Rommel's panic (8.6) from Allied attacks (8.1-8.4),
// with the combat-first shift (8.2): src/games/arras-postcard/ai.ts alliedThreat.
import { describe, expect, it } from 'vitest';
import { type PostcardView, view } from '../../../src/games/arras-postcard/view.ts';
import {
  alliedThreat,
  arrasPostcardAI,
  breakthroughTerms,
  evaluateFor,
  expectedPanic,
  observe,
  resample,
  germanAttackGain,
  germanChance,
} from '../../../src/games/arras-postcard/ai/index.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import type { State } from '../../../src/games/arras-postcard/state.ts';
import { grid, unitData, unitOrder } from '../../../src/games/arras-postcard/state.ts';
import { MOVEMENT_COSTS } from '../../../src/games/arras-postcard/data.ts';
import { crtResult, oddsColumn } from '../../../src/games/arras-postcard/rules/08-combat.ts';
import { moveOptions } from '../../../src/games/arras-postcard/rules/07-movement.ts';
import { game, inPhase, position, strength } from './helpers.ts';

/** The expected panic of 7 RTR attacking a rifle regiment, from the data (8.2: `shift`). */
const matildaOnRifles = (shift: number) => expectedPanic(strength('7rtr'), strength('sr6'), shift, false);

describe('computer players: the Allied threat the German player counts', () => {
  it('8.6 the expected panic of an attack is the CRT turns over the die: D1 1, D2 2, De and Ex 3 (8.4)', () => {
    // 6:3 is 2:1 (Ar C C D1 Ex D2 on 1-6): (1 + 3 + 2) / 6.
    expect(expectedPanic(6, 3, 0, false)).toBeCloseTo(1, 9);
    // 8.2 one column right: 3:1 (C C D1 D2 Ex De): (1 + 2 + 3 + 3) / 6.
    expect(expectedPanic(6, 3, 1, false)).toBeCloseTo(1.5, 9);
    // 8.1 below 1:2 is read as 1:2 (D1 only on a 6); 8.3 in Arras the 6 becomes a 5 (C): no panic.
    expect(expectedPanic(1, 6, 0, false)).toBeCloseTo(1 / 6, 9);
    expect(expectedPanic(1, 6, 0, true)).toBe(0);
  });

  it('8.2 a German unit left next to a Matilda at the end of his turn faces a combat-first attack one column right', () => {
    const s = inPhase(position({ '7rtr': '0902', sr6: '0903' }), 'german', 'movement');
    expect(matildaOnRifles(1)).toBeGreaterThan(matildaOnRifles(0));
    expect(alliedThreat(s)).toBeCloseTo(matildaOnRifles(1), 9);
    expect(alliedThreat(s, 'adjacent')).toBeCloseTo(matildaOnRifles(1), 9);
    // Moving first, the Matilda attacks without the shift.
    expect(alliedThreat(s, 'reach')).toBeCloseTo(matildaOnRifles(0), 9);
  });

  it('8.2 once the Allied movement phase has begun, the attack of a Matilda already next to a German unit comes after movement, without the shift', () => {
    const choose = { ...position({ '7rtr': '0902', sr6: '0903' }), side: 'allied', phase: 'choose', done: [], shift: 0 } as State;
    const moving = inPhase(position({ '7rtr': '0902', sr6: '0903' }), 'allied', 'movement');
    expect(alliedThreat(choose, 'adjacent')).toBeCloseTo(matildaOnRifles(1), 9);
    expect(alliedThreat(moving, 'adjacent')).toBeCloseTo(matildaOnRifles(0), 9);
  });

  it("7.1 and 6.0 a German unit out of the Allied units' reach faces no attack", () => {
    const s = inPhase(position({ '7rtr': '0102', sr6: '1106' }), 'german', 'movement');
    expect(alliedThreat(s)).toBe(0);
  });

  it('8.1 each Allied unit joins one attack: one Matilda next to two rifle regiments threatens one of them', () => {
    const s = inPhase(position({ '7rtr': '0902', sr6: '0903', sr7: '1002' }), 'german', 'movement');
    expect(alliedThreat(s, 'adjacent')).toBeCloseTo(matildaOnRifles(1), 9);
  });

  it('8.6 only the German player counts the threat; the Allied evaluation of a position is unchanged', () => {
    const near = inPhase(position({ '7rtr': '0902', sr6: '0903' }), 'german', 'movement');
    const v = game.view(near, 'german') as never;
    const plain = germanChance(v);
    expect(arrasPostcardAI.evaluate(near, 'german')).toBeLessThan(plain);
    expect(arrasPostcardAI.evaluate(near, 'allied')).toBeCloseTo(1 - plain, 12);
  });

  it('8.1-8.4 in his movement phase the German player counts the attack his units next to a screening unit can make', () => {
    // 8 DLI screens the west edge at 0104; Schtz.Rgt.6 stands next to it, Schtz.Rgt.7 comes up or not.
    const gain = (where: Record<string, string>, side: 'allied' | 'german' = 'german') => {
      const s = inPhase(position({ '8dli': '0104', ...where }), side, 'movement');
      const v = game.view(s, 'german') as never;
      const t = breakthroughTerms(v);
      const panic = 0.5 * alliedThreat(s);
      return { g: germanAttackGain(v, t, panic, germanChance(v, panic)), v, s, panic };
    };
    const alone = gain({ sr6: '0204', sr7: '0406' });
    const both = gain({ sr6: '0204', sr7: '0105' });
    // Two rifle regiments reach a better column (8.1) than one, from the data.
    const col1 = oddsColumn(strength('sr6'), strength('8dli'));
    const col2 = oddsColumn(strength('sr6') + strength('sr7'), strength('8dli'));
    expect(col2).toBeGreaterThan(col1);
    const de = (col: number) => [1, 2, 3, 4, 5, 6].filter((d) => ['De', 'Ex'].includes(crtResult(col, d, false).result)).length;
    expect(de(col2)).toBeGreaterThan(0);
    expect(both.g).toBeGreaterThan(alone.g);
    expect(both.g).toBeGreaterThan(0);
    // What the evaluation gives the German: the chance now plus the attack's gain.
    expect(arrasPostcardAI.evaluate(both.s, 'german')).toBeCloseTo(germanChance(both.v, both.panic) + both.g, 12);
    // Outside the German movement phase it counts nothing (the combat phase weighs attacks exactly).
    expect(gain({ sr6: '0204', sr7: '0105' }, 'allied').g).toBe(0);
  });

  it("Victory: the German search values a decision's moves about its root (root 0.5, one-ply order kept, spread wider); Allied values unchanged", () => {
    const s = inPhase(game.setup({}), 'german', 'movement');
    const legal = game.legalActions(s, 'german');
    const m = resample(observe(s, 'german'), 'german', new Rng(1));
    const value = (x: State) => arrasPostcardAI.evaluate(x, 'german');
    expect(value(m)).toBeCloseTo(0.5, 9);
    // Each move's value as the search sees it against the hand evaluation of the same position.
    const pairs = legal.slice(0, 40).map((a) => {
      const t = JSON.parse(JSON.stringify(m)) as State;
      game.perform(t, 'german', a);
      return { seen: value(t), plain: evaluateFor(view(t, 'german'), 'german', t) };
    });
    pairs.sort((x, y) => x.plain - y.plain);
    for (let i = 1; i < pairs.length; i++) expect(pairs[i].seen).toBeGreaterThanOrEqual(pairs[i - 1].seen - 1e-12);
    const lo = pairs[0];
    const hi = pairs[pairs.length - 1];
    expect(hi.plain).toBeGreaterThan(lo.plain);
    expect(hi.seen - lo.seen).toBeGreaterThan(hi.plain - lo.plain);
    // The Allied player's model is not anchored: its value is the evaluation of the position.
    const a = inPhase(game.setup({}), 'allied', 'movement');
    const am = resample(observe(a, 'allied'), 'allied', new Rng(1));
    expect(arrasPostcardAI.evaluate(am, 'allied')).toBeCloseTo(arrasPostcardAI.evaluate(a, 'allied'), 12);
  });
});

// ---- The German player's count of the phases to break through (ai.ts turnsToBreakThrough), against
// the rules' own answer (movement.ts moveOptions: Victory, ruling 1; 7.1 costs and MA from data.ts).

/** The phases the evaluation counts for `unit` alone at `hex` (with `allied` on the map), German movement phase. */
function phasesCounted(unit: string, hex: string, allied: Record<string, string>): number {
  const s = inPhase(position({ ...allied, [unit]: hex }), 'german', 'movement');
  return breakthroughTerms(game.view(s, 'german') as never).best;
}

/** The rules' answer: may `unit` at `hex` leave the map in this move (Victory: path + exit cost within its MA)? */
function rulesExit(unit: string, hex: string, allied: Record<string, string>): { now: boolean; nextPhase: boolean } {
  const s = inPhase(position({ ...allied, [unit]: hex }), 'german', 'movement');
  const o = moveOptions(s, unit);
  // Whether some end of this move lets it leave in the next German movement phase (same Allied units).
  const nextPhase = o.destinations.some((to) => moveOptions(inPhase(position({ ...allied, [unit]: to }), 'german', 'movement'), unit).canExit);
  return { now: o.canExit, nextPhase };
}

const SCREENS: Record<string, Record<string, string>> = {
  'no Allied unit': {},
  'the Allied setup': Object.fromEntries(unitOrder.filter((id) => unitData[id].side === 'allied').map((id) => [id, unitData[id].setup])),
};

describe('computer players: the phases a German unit needs to break through (Victory, 7.1, 6.0)', () => {
  for (const unit of ['pz25-1', 'sr6']) {
    for (const [screen, allied] of Object.entries(SCREENS)) {
      it(`Victory and 7.1 ${unit} (MA ${unitData[unit].ma}, exit ${MOVEMENT_COSTS.exitWest / 2} MP), ${screen}: 0 further phases exactly where the rules let it leave in this move`, () => {
        const occupied = new Set(Object.values(allied));
        let exitsNow = 0;
        let offEdge = 0;
        for (const hex of grid.ids) {
          if (occupied.has(hex)) continue;
          const t = phasesCounted(unit, hex, allied);
          const r = rulesExit(unit, hex, allied);
          expect(t === 0, `${unit} at ${hex}: counted ${t}, rules ${r.now ? 'may' : 'may not'} leave now`).toBe(r.now);
          if (r.now) {
            exitsNow++;
            if (grid.coord(hex).col > 1) offEdge++;
          }
          // One more phase (0 < t <= 1) wherever the rules give no exit now but one from an end of this move.
          if (!r.now && r.nextPhase) expect(t > 0 && t <= 1, `${unit} at ${hex}: counted ${t}`).toBe(true);
        }
        // The defect fixed: units off the edge with path + exit within their MA count 0, not 1 or more.
        expect(exitsNow).toBeGreaterThan(0);
        expect(offEdge).toBeGreaterThan(0);
      });
    }
  }

  it('Victory and 6.0 a unit that begins on the edge in an Allied zone of control leaves at once (0); one that must enter such a zone to reach the edge leaves in its next phase', () => {
    const dli = unitData['8dli'].setup;
    const screen = { '8dli': dli };
    const zoneOnEdge = grid.ids.filter((h) => grid.coord(h).col === 1 && grid.neighbours(dli).includes(h));
    expect(zoneOnEdge.length).toBeGreaterThan(0);
    expect(rulesExit('pz25-1', zoneOnEdge[0], screen).now).toBe(true);
    expect(phasesCounted('pz25-1', zoneOnEdge[0], screen)).toBeCloseTo(0, 12);
    // Every hex from which the rules give no exit now but one next phase: counted in (0, 1].
    let cases = 0;
    for (const hex of grid.ids) {
      if (hex === dli) continue;
      const r = rulesExit('sr6', hex, screen);
      if (r.now || !r.nextPhase) continue;
      cases++;
      const t = phasesCounted('sr6', hex, screen);
      expect(t > 0 && t <= 1, `sr6 at ${hex}: counted ${t}`).toBe(true);
    }
    expect(cases).toBeGreaterThan(0);
  });
});

describe('computer players: an Allied unit disrupted after the Allied recovery phase (6.0)', () => {
  it('6.0 a screening unit disrupted once the Allied recovery phase is done stays disrupted, without a zone of control, through the German movement: the evaluation counts the path it opens', () => {
    // 8 DLI alone screens at its setup hex, disrupted (an Ar of its own attack, 8.4-8.5) in the Allied
    // combat phase, before or after the Allied recovery phase; a rifle regiment on a hex where 8 DLI's
    // zone of control slows it (found from the rules' data, not pinned).
    const dli = unitData['8dli'].setup;
    const terms = (hex: string, side: 'allied' | 'german', done: ('movement' | 'combat' | 'recovery')[], disrupted: boolean) => {
      const s = inPhase(position({ '8dli': dli, sr6: hex }), side, side === 'allied' ? 'combat' : 'movement', done);
      s.units['8dli'].disrupted = disrupted;
      return breakthroughTerms(game.view(s, 'allied') as PostcardView);
    };
    // In the German movement phase a disrupted unit has no zone of control (6.0).
    const hex = grid.ids.find((h) => h !== dli && terms(h, 'german', [], true).best < terms(h, 'german', [], false).best);
    expect(hex).toBeDefined();
    const open = terms(hex!, 'german', [], true).best;
    const screened = terms(hex!, 'german', [], false).best;
    // Recovery still to come this Allied turn: 8 DLI recovers before the German moves (it screens).
    expect(terms(hex!, 'allied', [], true).best).toBe(screened);
    // Recovery done: 8 DLI stays disrupted through the German movement (the path is open).
    expect(terms(hex!, 'allied', ['recovery'], true).best).toBe(open);
    // So the German chance the Allied player reads is higher after the recovery phase.
    const chance = (done: ('movement' | 'combat' | 'recovery')[]) => {
      const s = inPhase(position({ '8dli': dli, sr6: hex! }), 'allied', 'combat', done);
      s.units['8dli'].disrupted = true;
      return germanChance(game.view(s, 'allied') as PostcardView);
    };
    expect(chance(['recovery'])).toBeGreaterThan(chance([]));
  });
});
