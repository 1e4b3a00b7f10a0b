// Guards for the fast code of the strategic engine: on many positions of random games, what the optimized
// listing and searches give equals a plain reading of the rules (written here the simple way).
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/kernel/game.ts';
import {
  AIR_BY_ID,
  AIR_UNITS,
  AIRBASES,
  AIRCRAFT,
  EAST_ROW,
  GROUND_BY_ID,
  OFFMAP_CAPACITY,
  STACKING,
  WEST_ROW,
  grid,
  westOfHindenburg,
} from '../../../src/games/cruellest-month/data.ts';
import {
  ARRAS,
  type Side,
  feldInArea,
  hexDistance,
  hexNo,
  operating,
  other,
  overCapacity,
  ownBases,
  supplied,
  unitsAt,
  unitsIn,
  zoc,
} from '../../../src/games/cruellest-month/state.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { game, playVisiting, type State } from './helpers.ts';

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
  while (queue.length)
    for (const n of grid.neighbours(queue.shift()!))
      if (!seen.has(n) && open(n)) {
        seen.add(n);
        queue.push(n);
      }
  return seen;
}

const typeOf = (u: string) => AIRCRAFT[AIR_BY_ID[u].aircraft].type;
/** 6.3 the plain way: whether `units` may all be based at `base`. */
function plainFits(s: State, base: string, units: string[]): boolean {
  // 6.3.1 (3): the RFC Holding Area hosts the IX Brigade and one other unit.
  if (base === 'rfc') return units.filter((u) => AIR_BY_ID[u].group !== 'IX').length <= 1;
  const d = AIRBASES.find((b) => b.id === base)!;
  // 6.3.1: an off-map airbase hosts 6 units at most and 2 for each Feldflugplatz standing in its area.
  if (d.kind === 'offmap') return units.length <= Math.min(OFFMAP_CAPACITY, 2 * feldInArea(s, d.area!));
  // 6.3.2: a Feldflugplatz hosts one F unit.
  if (d.kind === 'feld') return units.length <= 1 && units.every((u) => typeOf(u) === 'F' || typeOf(u) === 'FB');
  // 6.3.1: an Aerodrome hosts units of one type (FB as either; NB free), 3 of one Brigade or 2 of differing ones.
  const hosted = units.filter((u) => typeOf(u) !== 'NB');
  if (hosted.some((u) => typeOf(u) === 'F') && hosted.some((u) => typeOf(u) === 'RB')) return false;
  return hosted.length <= (new Set(hosted.map((u) => AIR_BY_ID[u].group)).size <= 1 ? 3 : 2);
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
      if (b === u.base || !plainFits(s, b, [...unitsAt(s, b), id])) continue;
      if (b === 'rfc' && AIR_BY_ID[id].group !== 'IX' && unitsAt(s, 'rfc').some((x) => AIR_BY_ID[x].group !== 'IX')) continue;
      out.push(`${id}>${b}`);
    }
  }
  return out;
}

/** 9.1, 9.2, 9.3, 9.3.1, 9.3.2, 9.4.6 the plain way: each own division not yet moved nor Interdicted, to each
 * neighbouring hex (or, off the map, each hex of the edge it left by) without enemy units and under the stacking limit,
 * not from one enemy ZOC hex to another, keeping an Allied at-start division within 2 hexes of another of its Corps. */
function plainMoves(s: State, side: Side): string[] {
  const ez = zoc(s, other(side));
  const out: string[] = [];
  const fits = (h: string) => unitsIn(s, h, other(side)).length === 0 && unitsIn(s, h, side).length < STACKING;
  for (const id in s.ground) {
    const g = s.ground[id];
    const d = GROUND_BY_ID[id];
    if (d.side !== side || s.moved.includes(id) || g.interdicted) continue;
    if (g.where === 'off') {
      const row = g.offEdge === 'east' ? EAST_ROW : WEST_ROW;
      for (const h of grid.ids) if (grid.coord(h).row === row && fits(h)) out.push(`${id}>${h}`);
      continue;
    }
    if (g.where !== 'map' || !g.hex) continue;
    if (side === 'german' && westOfHindenburg(g.hex) && s.initiative !== 'german') continue; // 9.1
    if (side === 'allied' && grid.coord(g.hex).row <= 2 && s.initiative !== 'allied') continue;
    for (const n of grid.neighbours(g.hex)) {
      if (!fits(n) || (ez.has(g.hex) && ez.has(n))) continue;
      if (side === 'allied' && d.formation !== 'allied-reserve') {
        const mates = Object.keys(s.ground).filter((o) => o !== id && s.ground[o].where === 'map' && GROUND_BY_ID[o].formation === d.formation);
        if (mates.length && !mates.some((o) => grid.distance(s.ground[o].hex!, n) <= 2)) continue;
      }
      out.push(`${id}>${n}`);
    }
  }
  return out;
}

/** 8.12 and 6.3 the plain way: the unit landing goes to an operating own base it fits in (the RFC Holding Area for the IX
 * Brigade only), or to any of them if none has room. */
function plainLandings(s: State, u: string): string[] {
  const own = ownBases(s, AIR_BY_ID[u].side).filter((b) => operating(s, b) && (b !== 'rfc' || AIR_BY_ID[u].group === 'IX'));
  const fits = own.filter((b) => plainFits(s, b, [...unitsAt(s, b).filter((x) => x !== u), u]));
  return (fits.length ? fits : own).map((b) => `${u}>${b}`);
}
/** 8.5.1 and 6.3 the plain way: each unit at the target base not intercepting nor already tried, to each other operating,
 * un-Disrupted own base it fits in. */
function plainEvacuations(s: State, side: Side): string[] {
  const m = s.mission!;
  const base = m.target.slice(5);
  const dests = ownBases(s, side).filter((b) => b !== base && operating(s, b) && (b === 'rfc' || s.bases[b].status === 'normal'));
  const out: string[] = [];
  for (const id of unitsAt(s, base)) {
    if (m.intercepting.includes(id) || m.targetScrambles.some((x) => x.unit === id)) continue;
    for (const to of dests) if (plainFits(s, to, [...unitsAt(s, to), id])) out.push(`${id}>${to}`);
  }
  return out;
}

describe('The Cruellest Month: fast listings equal the rules read plainly', () => {
  it('6.3 6.3.1 6.3.2 the hosting capacity judged by class counts equals a plain reading, on random sets of units at every base', () => {
    const rng = new Rng(63);
    let checked = 0;
    let refused = 0;
    playVisiting(64, (s) => {
      if (rng.int(400)) return;
      for (const base of [...AIRBASES.map((b) => b.id), 'rfc']) {
        for (let k = 0; k < 20; k++) {
          const units = AIR_UNITS.filter(() => rng.int(8) === 0)
            .map((u) => u.id)
            .slice(0, 1 + rng.int(5));
          const extra = rng.int(2) ? AIR_UNITS[rng.int(AIR_UNITS.length)].id : undefined;
          const all = extra && !units.includes(extra) ? [...units, extra] : units;
          const fast = overCapacity(s, base, extra, units);
          expect(fast === null, `${base}: ${all.join(' ')}`).toBe(plainFits(s, base, all));
          if (fast) refused++;
          checked++;
        }
      }
    });
    expect(checked).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(100);
    expect(checked - refused).toBeGreaterThan(100);
  });

  it('8.12 8.5.1 6.3 the landings and target scrambles listed are exactly those the hosting rules allow, in order, on random positions', () => {
    let landings = 0;
    let evacuations = 0;
    for (const seed of [65, 66]) {
      playVisiting(seed, (s, role) => {
        if (role === CHANCE || s.battle || s.step !== 'air' || !s.mission) return;
        const listed = game.legalActions(s, role);
        if (s.mission.step === 'land') {
          expect(listed.map((a) => `${a.unit}>${a.base}`)).toEqual(plainLandings(s, s.mission.landing[0]));
          landings++;
        } else if (s.mission.step === 'target-scramble') {
          expect(listed.filter((a) => a.type === 'evacuate').map((a) => `${a.unit}>${a.to}`)).toEqual(plainEvacuations(s, role as Side));
          evacuations++;
        }
      });
    }
    expect(landings).toBeGreaterThan(100);
    expect(evacuations).toBeGreaterThan(10);
  });

  it('3.0 hex numbers: hexNo is the index in the grid (-1 off the map) and hexDistance the grid distance', () => {
    grid.ids.forEach((h, i) => expect(hexNo(h)).toBe(i));
    for (const x of ['douai', 'cambrai', 'rfc', '0000', '9999', '12a4', '']) expect(hexNo(x)).toBe(-1);
    for (let i = 0; i < grid.ids.length; i += 7)
      for (let j = 0; j < grid.ids.length; j += 3) expect(hexDistance(i, j)).toBe(grid.distance(grid.ids[i], grid.ids[j]));
  });

  it('9.1 9.2 9.3 9.3.1 9.3.2 9.4.6 the moves listed are exactly those the movement rules allow, in order, on random positions', () => {
    let checked = 0;
    for (const seed of [71, 72]) {
      playVisiting(seed, (s, role) => {
        if (role === CHANCE || s.battle || s.step !== 'move') return;
        const listed = game
          .legalActions(s, role)
          .filter((a) => a.type === 'move')
          .map((a) => `${a.unit}>${a.to}`);
        expect(listed).toEqual(plainMoves(s, role as Side));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(100);
  });

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
        const listed = game
          .legalActions(s, role)
          .filter((a) => a.type === 'stage')
          .map((a) => `${a.unit}>${a.to}`);
        expect(listed).toEqual(plainStages(s, role as Side));
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(100);
  });
});
