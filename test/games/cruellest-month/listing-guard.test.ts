// Guards for the fast code of the strategic engine: on many positions of random games, what the optimized
// listing and searches give equals a plain reading of the rules (written here the simple way).
import { describe, expect, it } from 'vitest';
import { CHANCE, type Role } from '../../../src/kernel/game.ts';
import { AIR_BY_ID, EAST_ROW, GROUND_BY_ID, WEST_ROW, grid } from '../../../src/games/cruellest-month/data.ts';
import { ARRAS, type Side, operating, overCapacity, ownBases, supplied, unitsAt } from '../../../src/games/cruellest-month/state.ts';
import { game, newGame, playVisiting, type State } from './helpers.ts';

/** 10.1, 10.2 the plain way: from every source hex, through friendly-controlled hexes free of enemy units. */
function plainSupply(s: State, side: Side): Set<string> {
  const enemyAt = new Set<string>();
  for (const id in s.ground) if (s.ground[id].where === 'map' && GROUND_BY_ID[id].side !== side) enemyAt.add(s.ground[id].hex!);
  const open = (h: string) => s.control[h] === side && !enemyAt.has(h);
  const source = (h: string) => {
    const { row, col } = grid.coord(h);
    if (side === 'allied') return row === WEST_ROW || (h === ARRAS && s.cityHits.arras <= 2);
    return row === EAST_ROW && s.boxHits[col <= 21 ? 'douai' : 'cambrai'] < 4; // 8.10.6
  };
  const seen = new Set(grid.ids.filter((h) => source(h) && open(h)));
  const queue = [...seen];
  while (queue.length) for (const n of grid.neighbours(queue.shift()!)) if (!seen.has(n) && open(n)) { seen.add(n); queue.push(n); }
  return seen;
}

/** 8.3 and 6.3 the plain way: each unit at an airbase, not yet staged nor flying reconnaissance, to each other operating,
 * un-Disrupted own base it fits in (the RFC Holding Area: the IX Brigade and one other unit). */
function plainStages(s: State, side: Side): string[] {
  const dests = ownBases(s, side).filter((b) => operating(s, b) && (b === 'rfc' || s.bases[b].status === 'normal'));
  if (dests.length < 2) return [];
  const out: string[] = [];
  for (const id in s.air) {
    const u = s.air[id];
    if (AIR_BY_ID[id].side !== side || ['away', 'reserve', 'event', 'dead'].includes(u.base)) continue;
    if ((u as { staged?: boolean }).staged || s.recon.some((r) => r.unit === id && r.status === 'flying')) continue;
    for (const b of dests) {
      if (b === u.base || overCapacity(s, b, id, unitsAt(s, b)) !== null) continue;
      if (b === 'rfc' && AIR_BY_ID[id].group !== 'IX' && unitsAt(s, 'rfc').some((x) => AIR_BY_ID[x].group !== 'IX')) continue;
      out.push(`${id}>${b}`);
    }
  }
  return out;
}

describe('The Cruellest Month: fast listings equal the rules read plainly', () => {
  it('10.1 10.2 8.10.6 the supply search gives the hexes a plain search gives, on random positions', () => {
    let checked = 0;
    for (const seed of [51]) {
      let n = 0;
      playVisiting(seed, (s) => {
        if (n++ % 120) return;
        for (const side of ['allied', 'german'] as Side[]) {
          const fast = supplied(s, side);
          const plain = plainSupply(s, side);
          for (const h of grid.ids) expect(fast.has(h), `${side} ${h}`).toBe(plain.has(h));
        }
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('8.3 6.3 6.3.1 the stage-moves listed are exactly those the hosting rules allow, in order, on random positions', () => {
    let checked = 0;
    for (const seed of [61, 62]) {
      playVisiting(seed, (s, role) => {
        if (role === CHANCE || s.battle || s.step !== 'air' || s.mission) return;
        const listed = game.legalActions(s, role).filter((a) => a.type === 'stage').map((a) => `${a.unit}>${a.to}`);
        expect(listed).toEqual(plainStages(s, role as Side));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});
