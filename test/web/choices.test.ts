// The shell's binding of legal actions to the map (issue 14), on plain lists: a click narrows the
// actions to those using every thing clicked, plays the one left, says "none" for a useless thing;
// numbers become a number field; the opponent's changes are found in the views.
import { describe, expect, it } from 'vitest';
import { actionRefs } from '../../src/web/games/presentation.ts';
import { changedRefs, classify, narrow, numberGroups, pick, reachable } from '../../src/web/shell/choices.ts';

const item = (action: { type: string; [k: string]: unknown }) => ({ role: 'allied', action, text: JSON.stringify(action) });
const MAP = new Set(['u1', 'u2', '20', '21', '22']);
const legal = [
  item({ type: 'move', unit: 'u1', to: 20 }),
  item({ type: 'move', unit: 'u1', to: 21 }),
  item({ type: 'move', unit: 'u2', to: 22 }),
  item({ type: 'place', group: 'A', area: 22 }),
  item({ type: 'place', group: 'B', area: 22 }),
  item({ type: 'bid', vp: 0 }),
  item({ type: 'bid', vp: 1 }),
  item({ type: 'bid', vp: 2 }),
  item({ type: 'pass' }),
];
const choices = classify(legal, actionRefs, (r) => MAP.has(r));

describe('binding actions to the map', () => {
  it('an action is on the map when it names a thing drawn there, else it is a button', () => {
    expect(choices.filter((c) => c.map.length > 0).map((c) => c.item.action.type)).toEqual(['move', 'move', 'move', 'place', 'place']);
    expect(choices.find((c) => c.item.action.type === 'place')!.map).toEqual(['22']);
  });

  it('a first click selects and marks what it reaches; a second that leaves one action plays it', () => {
    const first = pick(choices, [], 'u1');
    expect(first).toEqual({ kind: 'select', selected: ['u1'] });
    expect([...reachable(choices, ['u1'])].sort()).toEqual(['20', '21', 'u1']);
    const second = pick(choices, ['u1'], '21');
    expect(second.kind).toBe('play');
    expect(second.kind === 'play' && second.choice.item.action).toEqual({ type: 'move', unit: 'u1', to: 21 });
  });

  it('a click that leaves exactly one action plays it at once', () => {
    const out = pick(choices, [], 'u2');
    expect(out.kind === 'play' && out.choice.item.action).toEqual({ type: 'move', unit: 'u2', to: 22 });
  });

  it('a click outside the selection starts again from the thing clicked', () => {
    expect(pick(choices, ['u1'], '22')).toEqual({ kind: 'select', selected: ['22'] });
    expect(narrow(choices, ['22']).map((c) => c.item.action.type)).toEqual(['move', 'place', 'place']);
  });

  it('a thing no action uses gives "none" (the page then says why)', () => {
    expect(pick(choices, [], 'u9')).toEqual({ kind: 'none' });
    expect(pick(choices, [], '20').kind).toBe('play');
  });

  it('a click on a selected thing unselects it', () => {
    expect(pick(choices, ['u1'], 'u1')).toEqual({ kind: 'select', selected: [] });
  });

  it('actions differing only in a whole number are one number field', () => {
    const off = choices.filter((c) => c.map.length === 0);
    const { groups, rest } = numberGroups(off);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ type: 'bid', field: 'vp', min: 0, max: 2 });
    expect(rest.map((c) => c.item.action.type)).toEqual(['pass']);
  });
});

describe("the opponent's last moves", () => {
  it('are the units and areas that changed between two views, and their new places', () => {
    const before = {
      turn: 1,
      units: [
        { id: 'u1', area: 20, spent: false },
        { id: 'u2', area: 22, spent: false },
      ],
      areas: [
        { id: 20, control: 'allied' },
        { id: 21, control: null },
      ],
    };
    const after = {
      turn: 1,
      units: [
        { id: 'u1', area: 21, spent: true },
        { id: 'u2', area: 22, spent: false },
      ],
      areas: [
        { id: 20, control: 'allied' },
        { id: 21, control: 'allied' },
      ],
    };
    expect([...changedRefs(before, after)].sort()).toEqual(['21', 'u1']);
    expect(changedRefs(after, after).size).toBe(0);
  });
});
