// Random play: complete games with random legal actions, invariants after every step, and replay of
// journals to the same state hash.
import { describe, expect, it } from 'vitest';
import { AREA_BY_ID, BRIDGE_LIMIT, LAST_DAY, LAST_IMPULSE, STACKING_LIMIT, UNITS } from '../../../src/games/cambrai-1917/data.ts';
import { type CambraiState, isBritishZone, isZone } from '../../../src/games/cambrai-1917/state.ts';
import { Session } from '../../../src/kernel/session.ts';
import { randomGame } from '../../families/area-impulse-helpers.ts';
import { game } from './helpers.ts';

function checkInvariants(s: CambraiState, where: string) {
  const count = new Map<string, number>();
  for (let u = 0; u < UNITS.length; u++) {
    const a = s.loc[u];
    if (a <= 0) continue;
    const d = UNITS[u];
    // German units never enter the British zones (ruling Z1).
    if (d.side === 'german' && isBritishZone(a)) throw new Error(`${where}: German ${d.id} in zone ${AREA_BY_ID[a].label}`);
    // Garrisons never move.
    if (d.type === 'garrison' && d.setup !== a && AREA_BY_ID[a].zone) throw new Error(`${where}: Garrison ${d.id} in a zone`);
    if (d.type === 'tank' && ![2, 4, 6].includes(s.tank[u])) throw new Error(`${where}: tank ${d.id} at step ${s.tank[u]}`);
    if (isZone(a) || d.type === 'tank' || d.type === 'garrison') continue;
    const key = `${d.side} ${a}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  // Stacking: 9 units excluding tanks and Garrisons (retreats respect it too).
  for (const [key, n] of count) if (n > STACKING_LIMIT) throw new Error(`${where}: ${n} units (${key})`);
  if (s.assault) for (const [b, n] of Object.entries(s.assault.bridgeUse)) if (n > BRIDGE_LIMIT) throw new Error(`${where}: ${n} units over bridge ${b}`);
  if (s.day > LAST_DAY) throw new Error(`${where}: day ${s.day}`);
  // Ruling D1: British impulse 13 (its Sunset DR always below 13) is the last; no German impulse 13.
  if (s.impulse > LAST_IMPULSE + 1 || (s.impulse > LAST_IMPULSE && s.active === 'german')) throw new Error(`${where}: ${s.active} impulse ${s.impulse}`);
  if (s.markers.allied < 0 || s.markers.german < 0 || s.ammo.allied < 0 || s.ammo.german < 0) throw new Error(`${where}: negative ammunition or markers`);
  // Control: an area with units of one side only is that side's.
  for (const a of Object.values(AREA_BY_ID)) {
    const sides = new Set<string>();
    for (let u = 0; u < UNITS.length; u++) if (s.loc[u] === a.id) sides.add(UNITS[u].side);
    if (sides.size === 1 && !sides.has(s.control[a.id]))
      throw new Error(`${where}: area ${a.id} held only by ${[...sides][0]} but controlled by ${s.control[a.id]}`);
  }
}

describe('random play', () => {
  it('complete random games keep every invariant, always offer an action, end by 26 November, and replay', () => {
    const results: Record<string, number> = {};
    const n = 60;
    for (let seed = 1; seed <= n; seed++) {
      const scenario = seed % 4 === 0 ? 'first-day' : 'campaign';
      const sess = randomGame(game, { scenario }, seed, {
        before(s, action, where) {
          // Only fresh units take part in an Assault (ruling I1).
          if (action.type === 'move' && s.step.k === 'assault' && s.spent[UNITS.findIndex((d) => d.id === action.unit)])
            throw new Error(`${where}: exhausted unit ${action.unit} offered an assault move`);
        },
        after: checkInvariants,
        maxSteps: 20000,
      });
      const r = game.result(sess.state)!;
      expect(r).not.toBeNull();
      if (scenario === 'first-day') expect(sess.state.day).toBe(20);
      results[`${r.winner} ${r.kind}`] = (results[`${r.winner} ${r.kind}`] ?? 0) + 1;
      if (seed % 6 === 0) {
        const replayed = Session.load(game, JSON.parse(JSON.stringify(sess.save())));
        expect(replayed.hash()).toBe(sess.hash());
      }
    }
    expect(Object.values(results).reduce((a, b) => a + b, 0)).toBe(n);
  });
});
