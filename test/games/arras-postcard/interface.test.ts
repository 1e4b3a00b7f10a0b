// Bad input, the view, the terminal picture, action descriptions and the data checks.
import { describe, expect, it } from 'vitest';
import { refusal as refused } from '../../kernel/refusal.ts';
import { hashState } from '../../../src/kernel/hash.ts';
import { Session, scriptedDice } from '../../../src/kernel/session.ts';
import { validateData } from '../../../src/games/arras-postcard/validate.ts';
import { act, game, inPhase, need, position, strength } from './helpers.ts';

describe('bad input is refused with the state unchanged', () => {
  it('malformed, unknown, wrong-role, out-of-phase and illegal actions', () => {
    const s = new Session(game, {}, scriptedDice([]));
    const h = s.hash();
    expect(refused(() => s.act('allied', 'move 7rtr')).code).toBe('malformed');
    expect(refused(() => s.act('allied', { unit: '7rtr' })).code).toBe('malformed');
    expect(refused(() => s.act('german', { type: 'phase', phase: 'movement' })).code).toBe('wrong-role');
    expect(refused(() => s.act('chance', { type: 'dice', dice: [3] })).code).toBe('wrong-role');
    const fly = refused(() => s.act('allied', { type: 'fly' }));
    expect(fly.code).toBe('unknown-action'); // no action of this type is open: the engine protocol's documented code
    expect(fly.message).toMatch(/chooses his next phase.*Sequence/);
    expect(refused(() => s.act('allied', { type: 'phase', phase: 'lunch' })).message).toMatch(/unknown phase.*Sequence/);
    expect(refused(() => s.act('allied', { type: 'move', unit: '7rtr', to: '0304' })).message).toMatch(/Sequence/);
    s.act('allied', { type: 'phase', phase: 'movement' });
    const h2 = s.hash();
    expect(refused(() => s.act('allied', { type: 'move', unit: 'tiger', to: '0304' })).message).toMatch(/unknown unit/);
    expect(refused(() => s.act('allied', { type: 'move', unit: 'sr6', to: '0606' })).message).toMatch(/not yours/);
    expect(refused(() => s.act('allied', { type: 'move', unit: '7rtr', to: '9999' })).message).toMatch(/not a hex.*7\.1/);
    expect(refused(() => s.act('allied', { type: 'move', unit: '7rtr', to: '0204' })).message).toMatch(/no stacking.*7\.2/);
    expect(refused(() => s.act('allied', { type: 'move', unit: '7rtr', to: '1104' })).message).toMatch(/cannot reach.*7\.1/);
    expect(refused(() => s.act('allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr'] })).message).toMatch(/combat phase.*Sequence/);
    expect(refused(() => s.act('allied', { type: 'exit', unit: '7rtr' })).message).toMatch(/only German units.*Victory/);
    expect(s.hash()).toBe(h2);
    expect(s.seq).toBe(1);
    expect(h).not.toBe(h2);
  });

  it('typed actions (issue 31): a move, attack or phase with a field of the wrong shape is malformed, naming the rule of the decision (7.1, 8.1, Sequence)', () => {
    const s = new Session(game, {}, scriptedDice([]));
    const lunch = refused(() => s.act('allied', { type: 'phase', phase: 'lunch' }));
    expect([lunch.code, lunch.rule]).toEqual(['malformed', 'Sequence']);
    expect(lunch.message).toMatch(/unknown phase "lunch": movement, combat or recovery/);
    s.act('allied', { type: 'phase', phase: 'movement' });
    const move = refused(() => s.act('allied', { type: 'move', unit: 7, to: '0305' }));
    expect([move.code, move.rule]).toEqual(['malformed', '7.1']);
    expect(move.message).toMatch(/"unit"/);
    expect(refused(() => s.act('allied', { type: 'move', unit: '7rtr' })).code).toBe('malformed');
    s.act('allied', { type: 'end' });
    s.act('allied', { type: 'phase', phase: 'combat' });
    const h = s.hash();
    const attack = refused(() => s.act('allied', { type: 'attack', defender: 'sr6', attackers: '7rtr' }));
    expect([attack.code, attack.rule]).toEqual(['malformed', '8.1']);
    expect(refused(() => s.act('allied', { type: 'fly' })).code).toBe('unknown-action');
    expect(s.seq).toBe(3);
    expect(s.hash()).toBe(h);
  });

  it('a stale action (made against an earlier step) is refused', () => {
    const s = new Session(game, {});
    s.act('allied', { type: 'phase', phase: 'movement' }, 0);
    expect(refused(() => s.act('allied', { type: 'end' }, 0)).code).toBe('stale');
  });

  it('combat input: wrong defender, attackers not adjacent, retreat to a wrong hex', () => {
    const s = inPhase(position({ '7rtr': '0902', '6dli': '0801', sr6: '0903' }, { flakUsed: true }), 'allied', 'combat', ['movement']);
    const h = hashState(s);
    expect(() => act(s, 'allied', { type: 'attack', defender: '6dli', attackers: ['7rtr'] })).toThrow(/not an enemy unit.*8\.1/);
    expect(() => act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: [] })).toThrow(/at least one.*8\.1/);
    expect(() => act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['6dli'] })).toThrow(/not adjacent.*8\.1/);
    expect(() => act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr', '7rtr'] })).toThrow(/twice/);
    expect(hashState(s)).toBe(h);
    act(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['7rtr'] });
    expect(() => act(s, 'chance', { type: 'dice', dice: [7] })).toThrow(/1-6/);
    act(s, 'chance', { type: 'dice', dice: [need('D1', ['7rtr'], 'sr6')] });
    const h3 = hashState(s);
    expect(() => act(s, 'allied', { type: 'retreat', unit: 'sr6', to: '0802' })).toThrow(/possible: 0803, 0904, 1003.*8\.5/);
    expect(() => act(s, 'allied', { type: 'end' })).toThrow(/retreats must be carried out first/);
    expect(hashState(s)).toBe(h3);
  });
});

describe('what players see', () => {
  it('view: the map (hexes with coordinates, terrain, roads, rivers, track), units, turn, phase, prompt', () => {
    const s = game.setup({});
    const v = game.view(s, 'allied') as any;
    expect(v.map.hexes).toHaveLength(88);
    const arras = v.map.hexes.find((h: any) => h.id === '0704');
    expect(arras).toMatchObject({ terrain: 'city', name: 'Arras', col: 7, row: 4 });
    expect(arras.roads.length).toBeGreaterThanOrEqual(5);
    expect(arras.rivers.map((r: any) => r.river).sort()).toEqual(['Crinchon', 'Crinchon', 'Scarpe', 'Scarpe']);
    expect(v.map.hexes.filter((h: any) => h.turnTrack !== null)).toHaveLength(8);
    expect(v.map.hexes.filter((h: any) => h.westEdge)).toHaveLength(8);
    expect(v.units).toHaveLength(14);
    expect(v).toMatchObject({ turn: 1, side: 'allied', phase: 'choose', turnMarkerHex: '0208' });
    expect(v.prompt).toMatch(/choose the next phase/);
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    expect(game.view(s, 'german')).toEqual(v); // no hidden information in this game
  });

  it('render: a hex map with units, the turn and the phase; describeAction: short text', () => {
    const s = game.setup({});
    const text = game.render!(s, 'allied');
    expect(text).toContain('7RTR');
    expect(text).toContain('ARRS');
    expect(text).toContain('Turn 1 of 8');
    expect(text).toContain('SR6');
    expect(game.describeAction(s, 'allied', { type: 'phase', phase: 'combat' })).toMatch(/8\.2/);
    act(s, 'allied', { type: 'phase', phase: 'movement' });
    expect(game.describeAction(s, 'allied', { type: 'move', unit: '7rtr', to: '0305' })).toBe('Move 7 RTR 0304 -> 0305');
    expect(game.describeAction(s, 'allied', { type: 'attack', defender: 'sr6', attackers: ['4rtr', '6dli'] })).toContain(
      `4 RTR + 6 DLI: ${strength('4rtr') + strength('6dli')}:${strength('sr6')}`,
    );
  });
});

describe('data', () => {
  it('validateData finds no problem (symmetric adjacency, setup hexes, stacking, rivers, CRT, provenance)', () => {
    expect(validateData()).toEqual([]);
    expect(game.validateData!()).toEqual([]);
  });
});
