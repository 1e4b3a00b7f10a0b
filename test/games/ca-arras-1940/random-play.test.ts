// Random play: hundreds of complete games with random legal actions, invariants after every step,
// and replay of each journal to the same state hash.
import { describe, expect, it } from 'vitest';
import { STACKING_LIMIT, UNITS, ZONE } from '../../../src/games/ca-arras-1940/data.ts';
import { type ArrasState, AREA_BY_ID, isZone } from '../../../src/games/ca-arras-1940/state.ts';
import { CHANCE, RuleError } from '../../../src/kernel/game.ts';
import { hashState } from '../../../src/kernel/hash.ts';
import { randomGame } from '../../families/area-impulse-helpers.ts';
import { Session } from '../../../src/kernel/session.ts';
import { game, historical, refused } from './helpers.ts';

function checkInvariants(s: ArrasState, where: string) {
  // 7.1 stacking (5.3.1: Group A may exceed it, alone where it set up, until a unit leaves).
  const count = new Map<string, number>();
  const notGroupA = new Set<string>();
  for (let u = 0; u < UNITS.length; u++) {
    const a = s.loc[u];
    if (a <= 0 || isZone(a) || UNITS[u].type === 'leader') continue;
    const key = `${UNITS[u].side} ${a}`;
    count.set(key, (count.get(key) ?? 0) + 1);
    if (UNITS[u].group !== 'A' || UNITS[u].side !== 'allied') notGroupA.add(key);
  }
  for (const [key, n] of count) if (n > STACKING_LIMIT && notGroupA.has(key)) throw new Error(`${where}: ${n} units (${key})`);
  for (let u = 0; u < UNITS.length; u++) {
    const a = s.loc[u];
    if (a <= 0) continue;
    const d = UNITS[u];
    // 8.3.2 / 14.2 operational sectors.
    if (d.side === 'german' && (a === ZONE.D || a === ZONE.E || a === ZONE.F)) throw new Error(`${where}: German ${d.id} in an Allied Zone`);
    if (d.side === 'german' && AREA_BY_ID[a].sector === 'allied' && !AREA_BY_ID[a].zone && !s.rommelNorth)
      throw new Error(`${where}: German ${d.id} in blue Area ${a}`);
    if (d.side === 'allied' && a === ZONE.C) throw new Error(`${where}: Allied ${d.id} in Zone C`);
  }
  if (s.turn > 7) throw new Error(`${where}: turn ${s.turn}`);
}

function playRandom(seed: number, options: Record<string, boolean>) {
  return randomGame(game, { options }, seed, {
    // 8.1 only Fresh units move.
    before(s, action, where) {
      if (action.type === 'move' && s.spent[UNITS.findIndex((d) => d.id === action.unit)])
        throw new Error(`${where}: Spent unit ${action.unit} offered a move`);
    },
    after: checkInvariants,
    maxSteps: 10000,
  });
}

describe('random play', () => {
  it('hundreds of complete random games keep every invariant, always offer an action, end by Turn 7, and replay', () => {
    const results: Record<string, number> = {};
    const optionSets: Record<string, boolean>[] = [
      {},
      { 'historical-setup': true },
      { 'historical-setup': true, gort: true, 'rommel-north': true, 'fifth-panzer': true, coordination: true, 'german-air': true, 'allied-air': true },
      { bids: true, 'historical-attack-path': true, 'historical-setup': true },
    ];
    for (let seed = 1; seed <= 200; seed++) {
      const options = optionSets[seed % optionSets.length];
      const sess = playRandom(seed, options);
      const r = game.result(sess.state)!;
      expect(r).not.toBeNull();
      expect(sess.state.turn).toBeLessThanOrEqual(7);
      if (r.kind === 'operational') expect(sess.state.turn).toBe(7);
      results[`${r.winner} ${r.kind}`] = (results[`${r.winner} ${r.kind}`] ?? 0) + 1;
      // Replay: the journal alone reproduces the game.
      if (seed % 5 === 0) {
        const replayed = Session.load(game, JSON.parse(JSON.stringify(sess.save())));
        expect(replayed.hash()).toBe(sess.hash());
      }
    }
    expect(Object.values(results).reduce((a, b) => a + b, 0)).toBe(200);
  });
});

describe('bad input', () => {
  it('unknown actions, malformed input, the wrong role and stale requests are refused and change nothing', () => {
    const s = historical();
    refused(s, 'allied', { type: 'teleport', unit: '7RT-A' }, null, /"teleport" is not possible now/);
    refused(s, 'allied', '{"type": "assault"', null, /JSON object/);
    refused(s, 'allied', { type: 'assault' }, null);
    refused(s, 'allied', { type: 'assault', area: 99 }, '3.1', /unknown area 99/);
    refused(s, 'german', { type: 'pass' }, null, /german may not act now/);
    refused(s, CHANCE, { type: 'dice', dice: [3] }, null);
    refused(s, 'allied', { type: 'assault', area: 5 }, '6.2.2');
    const sess = new Session(game, { scenario: 'historical' });
    const h = sess.hash();
    expect(() => sess.act('allied', { type: 'pass' }, 3)).toThrow(/stale action/);
    expect(sess.hash()).toBe(h);
    sess.act('allied', { type: 'pass' }, 0);
    expect(() => sess.act('allied', { type: 'pass' }, 0)).toThrow(RuleError); // a duplicate is stale
  });

  it('unknown options and scenarios are refused at setup', () => {
    expect(() => game.setup({ options: { 'no-such-rule': true } })).toThrow(/unknown option/);
    expect(() => game.setup({ scenario: 'moon' })).toThrow(/unknown scenario/);
    expect(() => game.setup({ options: { gort: 3 as unknown as boolean } })).toThrow(/true or false/);
  });

  it('a move of an enemy unit names rule 8.1', () => {
    const s = historical();
    game.perform(s, 'allied', { type: 'assault', area: 22 });
    const e = refused(s, 'allied', { type: 'move', unit: 'Rommel', to: 10 }, '8.1');
    expect(e.message).toMatch(/not yours/);
    expect(hashState(s)).toBe(hashState(s));
  });
});
