// Coverage of rules 9.0-11.2.4 and 14.5: combat, bombardment, attrition and retreat.
import { describe, expect, it } from 'vitest';
import { ZONE } from '../../../src/games/ca-arras-1940/data.ts';
import { ELIMINATED, OVERRUN_TRACK, type ArrasState } from '../../../src/games/ca-arras-1940/state.ts';
import { dice, emptyBoard, game, idx, isLegal, isSpent, legalTypes, play, put, refused, where } from './helpers.ts';

const acceptAll = (s: ArrasState) => {
  while (s.step.k === 'combat-reroll' || s.step.k === 'reroll-offer') play(s, s.step.who, { type: 'accept' });
};
const retreatsOf = (s: ArrasState, side: 'allied' | 'german', unit: string) =>
  game
    .legalActions(s, side)
    .filter((a) => a.type === 'retreat' && a.unit === unit)
    .map((a) => a.to as number)
    .sort((a, b) => a - b);

/** Allied artillery in `from` bombards `target`; the bombardment has no effect. */
function missedBombardment(s: ArrasState, art: string, target: number) {
  play(s, 'allied', { type: 'bombard', target, artillery: art });
  if (s.step.k === 'support') play(s, 'allied', { type: 'no-support' });
  if (s.step.k === 'primary') play(s, 'allied', game.legalActions(s, 'allied')[0]);
  dice(s, 1, 1, 6, 6);
  acceptAll(s);
}

describe('9.0 Combat', () => {
  it('9.0 an Area may only be attacked once per Impulse', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A', '4RT-B']);
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    dice(s, 2, 3, 3, 4); // 11 = 11 Stalemate
    acceptAll(s);
    while (s.step.k === 'voluntary-retreat') play(s, s.step.side, { type: 'done' });
    expect(isLegal(s, 'allied', { type: 'attack', area: 5 })).toBe(false);
    refused(s, 'allied', { type: 'move', unit: '4RT-B', to: 5 }, '8.2.1');
  });

  it('9.2 entering an Area Contested at the start of the Impulse: the attack is optional', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A', '4RT-B']);
    put(s, 5, ['6DLI']);
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'move', unit: '4RT-B', to: 5 });
    expect(legalTypes(s, 'allied')).toContain('end'); // not a Mandatory Attack
    play(s, 'allied', { type: 'attack', area: 5 });
    expect(s.step.k).toBe('attack-select'); // all, some or none (9.2)
    play(s, 'allied', { type: 'join', unit: '4RT-B' });
    play(s, 'allied', { type: 'resolve' });
    expect(s.combat!.participants.length).toBe(1);
  });

  it('9.4A / 9.4B / 9.4C / 9.4D Combat Resolution order: A lead attacker, B lead defender, C values, D dice', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A', '6DLI']);
    put(s, 5, ['2-6', '1-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'move', unit: '6DLI', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    expect(s.step.k).toBe('lead-attacker');
    play(s, 'allied', { type: 'lead', unit: '4RT-A' });
    expect(s.step.k).toBe('lead-defender');
    play(s, 'german', { type: 'lead', unit: '1-6' });
    expect(s.combat!.av).toBe(7);
    expect(s.combat!.dv).toBe(5);
    expect(s.step).toMatchObject({ k: 'roll', purpose: 'combat', dice: 4 });
  });

  it("9.4.1 each player rolls a DR: the first two dice are the Attack Total's, the last two the Defense Total's", () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    dice(s, 1, 2, 5, 6); // AT 6 + 3 = 9 < DT 4 + 11 = 15: Repulse
    acceptAll(s);
    expect(where(s, '4RT-A')).toBe(ELIMINATED);
  });

  it('9.4.2A only Infantry and Armor may be the Lead Attacking Unit', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A', '6DLI', '206-52']);
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    for (const u of ['4RT-A', '6DLI', '206-52']) play(s, 'allied', { type: 'move', unit: u, to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    const leads = game
      .legalActions(s, 'allied')
      .map((a) => a.unit)
      .sort();
    expect(leads).toEqual(['4RT-A', '6DLI']);
  });

  it('9.4.2B +1 for each additional unit, +2 for Rommel', () => {
    const s = emptyBoard(3, 'german');
    put(s, 10, ['1-6', '2-6', 'Rommel']);
    put(s, 11, ['4GH']);
    s.control[11] = 'allied';
    play(s, 'german', { type: 'assault', area: 10 });
    for (const u of ['1-6', '2-6', 'Rommel']) play(s, 'german', { type: 'move', unit: u, to: 11 });
    play(s, 'german', { type: 'attack', area: 11 });
    play(s, 'german', { type: 'lead', unit: '1-6' });
    expect(s.combat!.av).toBe(3 + 1 + 2);
  });

  it('9.4.2C Leaders do not count towards the Combined Arms Bonus; three unit types do', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A', '6DLI', 'Martel']);
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    for (const u of ['4RT-A', '6DLI', 'Martel']) play(s, 'allied', { type: 'move', unit: u, to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    play(s, 'allied', { type: 'lead', unit: '4RT-A' });
    expect(s.combat!.av).toBe(6 + 1 + 1); // no combined arms
    const t = emptyBoard(3, 'allied');
    put(t, 25, ['4RT-A', '6DLI', '206-52']);
    put(t, 5, ['2-6']);
    play(t, 'allied', { type: 'assault', area: 25 });
    for (const u of ['4RT-A', '6DLI', '206-52']) play(t, 'allied', { type: 'move', unit: u, to: 5 });
    play(t, 'allied', { type: 'attack', area: 5 });
    play(t, 'allied', { type: 'lead', unit: '4RT-A' });
    expect(t.combat!.av).toBe(6 + 1 + 1 + 1);
  });

  it('9.4.2D German attacks get +1 air support from Turn 4, not before', () => {
    for (const [turn, av] of [
      [3, 3],
      [4, 4],
    ] as const) {
      const s = emptyBoard(turn, 'german');
      put(s, 10, ['1-6']);
      put(s, 11, ['4GH']);
      s.control[11] = 'allied';
      play(s, 'german', { type: 'assault', area: 10 });
      play(s, 'german', { type: 'move', unit: '1-6', to: 11 });
      play(s, 'german', { type: 'attack', area: 11 });
      expect(s.combat!.av).toBe(av);
    }
  });

  it('9.4.3A a Spent Lead Defending Unit defends with its printed Defense Factor (20.0: the Spent 42 AT gives 3)', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 5, ['42-AT'], true);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    expect(s.combat!.dv).toBe(3 + 1);
  });

  it('9.4.3B / 9.4.3E only Fresh non-Leader defenders add +1; every defending Leader adds +1, Fresh or Spent', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 5, ['1-6', '1-7']);
    put(s, 5, ['2-6', 'Furst'], true);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    play(s, 'german', { type: 'lead', unit: '1-6' });
    // 3 (1/6) + 1 (Fresh 1/7) + 0 (Spent 2/6) + 1 (TEM) + 1 (Spent Fürst)
    expect(s.combat!.dv).toBe(6);
  });

  it('9.4.3C the TEM of the attacked Area is added to the DV', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 10, ['2-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 10 });
    play(s, 'allied', { type: 'attack', area: 10 });
    expect(s.combat!.dv).toBe(3 + 2);
  });

  it('9.4.3D +1 when every attacker crossed natural water (bridged 9/7); nothing if one did not', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 9, ['4RT-A', '6DLI']);
    s.control[9] = 'allied';
    put(s, 7, ['42-AT']);
    play(s, 'allied', { type: 'assault', area: 9 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 7 });
    play(s, 'allied', { type: 'move', unit: '6DLI', to: 7 });
    play(s, 'allied', { type: 'attack', area: 7 });
    play(s, 'allied', { type: 'lead', unit: '4RT-A' });
    expect(s.combat!.dv).toBe(3 + 1 + 1);
    const t = emptyBoard(3, 'allied');
    put(t, 9, ['4RT-A', 'Martel']);
    t.control[9] = 'allied';
    t.control[8] = 'allied';
    put(t, 7, ['42-AT']);
    play(t, 'allied', { type: 'assault', area: 9 });
    play(t, 'allied', { type: 'move', unit: '4RT-A', to: 7 });
    play(t, 'allied', { type: 'move', unit: 'Martel', to: 8 });
    play(t, 'allied', { type: 'move', unit: 'Martel', to: 7 }); // 2 + 4 MF of its 6, over open ground
    play(t, 'allied', { type: 'attack', area: 7 });
    expect(t.combat!.dv).toBe(3 + 1);
  });

  it('9.4.4 Overrun: a Leader goes to the Eliminated Units Box; only one enemy-occupied Area may be entered; no second Overrun', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A', '4RT-B']);
    put(s, 5, ['2-6'], true);
    put(s, 5, ['Furst']);
    put(s, 4, ['1-7'], true);
    put(s, 6, ['1-6'], true);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'move', unit: '4RT-B', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    play(s, 'allied', { type: 'lead', unit: '4RT-A' });
    play(s, 'german', { type: 'lead', unit: '2-6' });
    dice(s, 6, 6, 1, 1);
    acceptAll(s);
    expect(where(s, '2-6')).toBe(OVERRUN_TRACK);
    expect(where(s, 'Furst')).toBe(ELIMINATED);
    expect(s.step.k).toBe('overrun');
    play(s, 'allied', { type: 'overrun-move', unit: '4RT-A', to: 4 });
    expect(isLegal(s, 'allied', { type: 'overrun-move', unit: '4RT-B', to: 6 })).toBe(false);
    play(s, 'allied', { type: 'overrun-move', unit: '4RT-B', to: 4 });
    play(s, 'allied', { type: 'attack', area: 4 });
    play(s, 'allied', { type: 'join', unit: '4RT-A' });
    play(s, 'allied', { type: 'join', unit: '4RT-B' });
    play(s, 'allied', { type: 'resolve' });
    play(s, 'allied', { type: 'lead', unit: '4RT-A' });
    dice(s, 6, 6, 1, 1);
    acceptAll(s);
    expect(where(s, '1-7')).toBe(ELIMINATED); // not the Turn Track: no second Overrun
    expect(s.step.k).not.toBe('overrun');
  });

  it('9.4.4 Repulse and Stalemate do not lose Momentum', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A', '4RT-B']);
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    dice(s, 1, 1, 6, 6);
    acceptAll(s);
    if (s.step.k === 'assault') play(s, 'allied', { type: 'end' });
    expect(s.momentum).toBe('allied');
    expect(s.impulse).toBe(2);
  });
});

describe('10.0 Bombardment', () => {
  it('10.1 only Fresh Artillery bombards, with no movement; it flips Spent afterwards', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 24, ['92-365'], true);
    put(s, 5, ['2-6']);
    expect(isLegal(s, 'allied', { type: 'bombard', target: 5, artillery: '92-365' })).toBe(false);
    missedBombardment(s, '92-368', 5);
    expect(isSpent(s, '92-368')).toBe(true);
    expect(where(s, '92-368')).toBe(25);
  });

  it('10.1.1 Artillery in a Contested Area may only bombard its own Area', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 5, ['92-368', '4GH']);
    put(s, 5, ['2-6']);
    put(s, 10, ['1-6']);
    expect(isLegal(s, 'allied', { type: 'bombard', target: 5, artillery: '92-368' })).toBe(true);
    expect(isLegal(s, 'allied', { type: 'bombard', target: 10, artillery: '92-368' })).toBe(false);
  });

  it('10.1.1 German Artillery north of the Scarpe bombards Areas north of or along it', () => {
    const s = emptyBoard(3, 'german');
    put(s, 20, ['1-78']);
    put(s, 21, ['3DLM']);
    put(s, 22, ['4GH']);
    put(s, 16, ['6DLI']);
    expect(isLegal(s, 'german', { type: 'bombard', target: 21, artillery: '1-78' })).toBe(true);
    expect(isLegal(s, 'german', { type: 'bombard', target: 22, artillery: '1-78' })).toBe(true);
    expect(isLegal(s, 'german', { type: 'bombard', target: 16, artillery: '1-78' })).toBe(false); // south, not on the Scarpe
  });

  it('10.1.1 / 14.4 Artillery in a Zone bombards only its Zone, and a Zone is bombarded only from inside it', () => {
    const s = emptyBoard(3, 'german');
    put(s, ZONE.A, ['1-78']);
    put(s, ZONE.A, ['6DLI']);
    put(s, 2, ['4GH']);
    s.control[2] = 'allied';
    put(s, 1, ['2-78']);
    expect(isLegal(s, 'german', { type: 'bombard', target: ZONE.A, artillery: '1-78' })).toBe(true);
    expect(isLegal(s, 'german', { type: 'bombard', target: 2, artillery: '1-78' })).toBe(false);
    expect(isLegal(s, 'german', { type: 'bombard', target: ZONE.A, artillery: '2-78' })).toBe(false);
  });

  it('10.1.2 nobody bombards Area 21 before the French are released', () => {
    const s = emptyBoard(3, 'german');
    s.released['french-cavalry'] = 0;
    put(s, 20, ['1-78']);
    put(s, 21, ['3DLM']);
    expect(isLegal(s, 'german', { type: 'bombard', target: 21, artillery: '1-78' })).toBe(false);
    s.released['french-cavalry'] = 2;
    expect(isLegal(s, 'german', { type: 'bombard', target: 21, artillery: '1-78' })).toBe(true);
  });

  it('10.2 / 10.2.1 the Attacker chooses the Primary Target, which takes the first AP', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 5, ['2-6', '1-6']);
    play(s, 'allied', { type: 'bombard', target: 5, artillery: '92-368' });
    expect(game.toAct(s)).toEqual(['allied']);
    play(s, 'allied', { type: 'primary', unit: '1-6' });
    dice(s, 1, 1, 1, 1); // AT 3 + 2 = 5 > DT 1 + 2 = 3: 2 AP
    acceptAll(s);
    const first = game.legalActions(s, 'german').map((a) => a.unit);
    expect(new Set(first)).toEqual(new Set(['1-6']));
  });

  it("10.3A / 10.3B AV: one Artillery unit's factor, +2 for a supporting unit in another Area", () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 11, ['92-365']); // south of the Scarpe: in range of Area 5
    s.control[11] = 'allied';
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'bombard', target: 5, artillery: '92-368' });
    play(s, 'allied', { type: 'support', unit: '92-365' });
    expect(s.combat!.av).toBe(5);
  });

  it('10.3 / 10.4: before the roll the preview names each term of both values with its rule, in English and in French', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 11, ['92-365']);
    s.control[11] = 'allied';
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'bombard', target: 5, artillery: '92-368' });
    const support = { type: 'support', unit: '92-365' };
    const [en, fr] = ['en', 'fr'].map((lang) => game.preview!(s, 'allied', support, lang)!.lines.map((l) => l.text));
    expect(en[0]).toMatch(/^Attack Value 5 = 3 .+ \(10\.3A\) \+2 support .+ \(10\.3B\)$/);
    expect(fr[0]).toMatch(/^Valeur d’attaque 5 = 3 .+ \(10\.3A\) \+2 appui .+ \(10\.3B\)$/);
    expect(en[1]).toMatch(/^Defense Value \d+ = \d+ TEM \(10\.4A\)$/);
    expect(fr[1]).toMatch(/^Valeur de défense \d+ = \d+ MET \(10\.4A\)$/);
  });

  it("10.3C +1 if the Target Area holds more than four units: the defender's units are counted", () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 5, ['2-6', '1-6', '1-7', '2-7', '42-AT']);
    play(s, 'allied', { type: 'bombard', target: 5, artillery: '92-368' });
    play(s, 'allied', { type: 'primary', unit: '2-6' });
    expect(s.combat!.av).toBe(4);
    const t = emptyBoard(3, 'allied');
    put(t, 25, ['92-368']);
    put(t, 5, ['2-6', '1-6', '1-7']);
    put(t, 5, ['4GH', '6DLI', '8DLI']); // six units in the Area, three of them the defender's
    play(t, 'allied', { type: 'bombard', target: 5, artillery: '92-368' });
    play(t, 'allied', { type: 'primary', unit: '2-6' });
    expect(t.combat!.av).toBe(3);
  });

  it('10.4A / 10.4B DV: TEM +1 per defending Artillery unit, Fresh or Spent; equal totals have no effect', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 5, ['1-78']);
    put(s, 5, ['2-78'], true);
    play(s, 'allied', { type: 'bombard', target: 5, artillery: '92-368' });
    play(s, 'allied', { type: 'primary', unit: '1-78' });
    expect(s.combat!.dv).toBe(1 + 2);
    dice(s, 3, 3, 3, 3); // 9 = 9
    acceptAll(s);
    expect(isSpent(s, '1-78')).toBe(false);
  });

  it('13.4 Reroll markers may not reroll a bombardment: only the Advantage is offered', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 5, ['2-6']);
    play(s, 'allied', { type: 'bombard', target: 5, artillery: '92-368' });
    dice(s, 1, 1, 6, 6);
    expect(s.step.k).toBe('reroll-offer');
    expect(game.legalActions(s, 'allied').map((a) => a.using ?? a.type)).toEqual(['accept', 'advantage']);
    expect(game.legalActions(s, 'german')).toEqual([]);
  });
});

describe('21.0 Glossary', () => {
  it('21.0 FLAK units are Anti-Tank units: they may not enter an enemy-occupied Area first (8.3.5) nor lead an attack', () => {
    const s = emptyBoard(3, 'german');
    put(s, 6, ['23-Flak', '1-6']);
    put(s, 11, ['4GH']);
    s.control[11] = 'allied';
    put(s, 10, ['6DLI']);
    s.control[10] = 'allied';
    play(s, 'german', { type: 'assault', area: 6 });
    refused(s, 'german', { type: 'move', unit: '23-Flak', to: 10 }, '8.3.5');
    play(s, 'german', { type: 'move', unit: '1-6', to: 10 });
    play(s, 'german', { type: 'move', unit: '23-Flak', to: 10 });
    play(s, 'german', { type: 'attack', area: 10 });
    expect(s.combat!.lead).toBe(idx('1-6')); // the only possible lead: chosen without asking
  });
});

describe('11.0 Attrition and retreat', () => {
  it('11.1 a Spent unit that retreats absorbs 1 AP; the first AP goes to the Primary Target', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 5, ['1-6']);
    put(s, 5, ['2-6'], true);
    play(s, 'allied', { type: 'bombard', target: 5, artillery: '92-368' });
    play(s, 'allied', { type: 'primary', unit: '1-6' });
    dice(s, 1, 1, 1, 1); // 2 AP
    acceptAll(s);
    expect(isLegal(s, 'german', { type: 'absorb', unit: '2-6', how: 'eliminate' })).toBe(false);
    play(s, 'german', { type: 'absorb', unit: '1-6', how: 'flip' });
    const retreat = game.legalActions(s, 'german').find((a) => a.unit === '2-6' && a.how === 'retreat')!;
    play(s, 'german', retreat);
    expect(where(s, '2-6')).toBe(retreat.to);
    expect(s.combat?.apLeft ?? 0).toBe(0);
  });

  it('11.1 exact losses: a unit may not be eliminated for more AP than remain', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 5, ['1-6', '2-6']);
    play(s, 'allied', { type: 'bombard', target: 5, artillery: '92-368' });
    play(s, 'allied', { type: 'primary', unit: '1-6' });
    dice(s, 1, 1, 1, 1); // 2 AP
    acceptAll(s);
    expect(isLegal(s, 'german', { type: 'absorb', unit: '1-6', how: 'eliminate' })).toBe(false); // 3 AP > 2
    expect(isLegal(s, 'german', { type: 'absorb', unit: '1-6', how: 'flip' })).toBe(true);
  });

  it('11.2 when both sides may retreat, the Attacker retreats first', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 5, ['1-6']);
    put(s, 5, ['2-6'], true);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    play(s, 'german', { type: 'lead', unit: '1-6' });
    dice(s, 2, 3, 3, 4); // 11 = 11 Stalemate
    acceptAll(s);
    expect(s.step).toMatchObject({ k: 'voluntary-retreat', side: 'allied' });
    expect(retreatsOf(s, 'allied', '4RT-A')).toEqual([25]); // only where it came from
    play(s, 'allied', { type: 'done' });
    expect(s.step).toMatchObject({ k: 'voluntary-retreat', side: 'german' });
  });

  it('11.2.1 / 11.2.2D a retreat continues through a fully stacked Area and never goes back into an Area it left', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 11, ['92-365']);
    s.control[11] = 'allied';
    put(s, 12, ['2-6'], true);
    put(s, 9, ['1-6', '2-7', '42-AT', '7-PzJg', '59-Flak', '86-Flak']);
    for (const a of [8, 10, 13, 14, 15]) s.control[a] = 'allied';
    missedBombardment(s, '92-365', 12);
    expect(s.step).toMatchObject({ k: 'voluntary-retreat', side: 'german' });
    expect(retreatsOf(s, 'german', '2-6')).toEqual([7]); // through Area 9, not back into 12
  });

  it('11.2.2B / 11.2.2C a friendly-Controlled Contested Area comes before an enemy-Controlled Contested one', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 5, ['2-6'], true);
    put(s, 4, ['1-6', '6DLI']); // German-Controlled, Contested
    put(s, 6, ['1-7', '8DLI']);
    s.control[6] = 'allied'; // Allied-Controlled, Contested
    s.control[3] = 'allied';
    s.control[10] = 'allied';
    missedBombardment(s, '92-368', 5);
    expect(retreatsOf(s, 'german', '2-6')).toEqual([4]);
    const t = emptyBoard(3, 'allied');
    put(t, 25, ['92-368']);
    put(t, 5, ['2-6'], true);
    put(t, 6, ['1-7', '8DLI']);
    t.control[6] = 'allied';
    for (const a of [3, 4, 10]) t.control[a] = 'allied';
    missedBombardment(t, '92-368', 5);
    expect(retreatsOf(t, 'german', '2-6')).toEqual([6]);
  });

  it('11.2.2A a retreat goes to the Free Areas adjacent to the fewest enemy-Controlled Areas', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 5, ['2-6'], true);
    missedBombardment(s, '92-368', 5);
    // Allied-Controlled neighbours: Area 3 has two (25, 26), Area 10 one (25), Areas 4 and 6 none.
    expect(retreatsOf(s, 'german', '2-6')).toEqual([4, 6]);
  });

  it('11.2.3 attackers may not retreat voluntarily after a Success', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['4RT-A']);
    put(s, 5, ['1-6', '2-6']);
    play(s, 'allied', { type: 'assault', area: 25 });
    play(s, 'allied', { type: 'move', unit: '4RT-A', to: 5 });
    play(s, 'allied', { type: 'attack', area: 5 });
    play(s, 'german', { type: 'lead', unit: '1-6' });
    dice(s, 3, 3, 1, 1); // AT 12 > DT 5 + 2 = 7: 5 AP
    acceptAll(s);
    const steps: string[] = [];
    while (s.step.k === 'absorb' || s.step.k === 'voluntary-retreat') {
      steps.push(`${s.step.k}:${game.toAct(s)[0]}`);
      const side = game.toAct(s)[0];
      play(s, side, s.step.k === 'absorb' ? game.legalActions(s, side)[0] : { type: 'done' });
    }
    expect(steps.some((x) => x === 'voluntary-retreat:allied')).toBe(false);
  });

  it('11.2.4 a German unit that could only retreat into the Allied sector is eliminated', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 25, ['92-368']);
    put(s, 18, ['2-6'], true);
    for (const a of [11, 15, 17]) s.control[a] = 'allied';
    play(s, 'allied', { type: 'bombard', target: 18, artillery: '92-368' });
    dice(s, 1, 1, 1, 2); // AT 5 > DT 1 + 3 = 4: 1 AP
    acceptAll(s);
    expect(game.legalActions(s, 'german')).toContainEqual({ type: 'absorb', unit: '2-6', how: 'retreat' }); // no destination
    play(s, 'german', { type: 'absorb', unit: '2-6', how: 'retreat' });
    expect(where(s, '2-6')).toBe(ELIMINATED);
  });

  it('14.5 a unit may retreat into a friendly, uncontested Zone even against the Retreat Priorities', () => {
    const s = emptyBoard(3, 'allied');
    put(s, 9, ['92-365']);
    s.control[9] = 'allied';
    s.control[13] = 'allied';
    put(s, 8, ['2-6'], true);
    missedBombardment(s, '92-365', 8);
    expect(retreatsOf(s, 'german', '2-6')).toEqual([7, ZONE.B, ZONE.C]);
  });
});
