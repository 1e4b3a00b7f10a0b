// The listings' shortcuts (docs/benchmarks.md, the speedcam round) answer as the rules do: the impulse
// listing asks each first step once per step class (MP table: MP play no part in a first step), and a
// listing found at the end of a move serves the next decision. Both are checked here against the
// rules asked afresh, unit by unit, over seeded random games.
import { describe, expect, it } from 'vitest';
import { checkStep, zoneForbidden } from '../../../src/games/cambrai-1917/movement.ts';
import { AREA_BY_ID, STACKING_LIMIT, UNITS } from '../../../src/games/cambrai-1917/data.ts';
import { type CambraiState, AREA_IDS, GRAPH, attackOf, contested, free, isGarrison, movementPoints, roleOf } from '../../../src/games/cambrai-1917/state.ts';
import { CHANCE, type Action } from '../../../src/kernel/game.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { emptyBoard, game, put } from './helpers.ts';

/** Play seeded random games, calling `at` before each player decision with the acting role. */
function play(seed: number, at: (s: CambraiState, role: string, legal: Action[]) => void, listEvery = 1) {
  const rng = new Rng(seed);
  const s = game.setup({}) as CambraiState;
  for (let step = 0; step < 20000; step++) {
    const acting = game.toAct(s);
    if (!acting.length) return;
    const role = acting[0];
    if (role === CHANCE) {
      const spec = game.chance(s);
      game.perform(s, role, { type: 'dice', dice: Array.from({ length: spec.dice }, () => rng.die(spec.sides)) });
      continue;
    }
    // The choice comes from a fresh copy's listing; the game's own state is listed only every `listEvery` decisions.
    const legal = game.legalActions(structuredClone(s), role);
    if (step % listEvery === 0) at(s, role, legal);
    game.perform(s, role, legal[rng.int(legal.length)]);
  }
  throw new Error(`seed ${seed}: game too long`);
}

const NO_BRIDGE_USE = {};

/** Impulses, as the aid says, unit by unit: Pass, then each area where an Assault or a Regroup can do something. */
function impulseByRule(s: CambraiState): Action[] {
  const side = s.active;
  const out: Action[] = [{ type: 'pass' }];
  for (const a of [...AREA_IDS].sort((x, y) => x - y)) {
    const units = UNITS.map((_, u) => u).filter((u) => s.loc[u] === a && UNITS[u].side === side && !isGarrison(u));
    const fresh = units.filter((u) => !s.spent[u]);
    const step = (u: number, to: number, mp: number) => checkStep(s, u, a, to, mp, true, false, NO_BRIDGE_USE).ok;
    const assault =
      fresh.length > 0 &&
      ((contested(s, a) && fresh.some((u) => attackOf(s, u) > 0)) || fresh.some((u) => GRAPH.neighbours[a].some((to) => step(u, to, movementPoints(s, u)))));
    const regroup = units.some((u) => GRAPH.neighbours[a].some((to) => free(s, to, side) && !zoneForbidden(side, to) && step(u, to, 99)));
    if (assault) out.push({ type: 'assault', area: a });
    if (regroup) out.push({ type: 'regroup', area: a });
  }
  return out;
}

/** Regroup, as the aid says, unit by unit: each unit of the active area that has not moved, into each adjacent free area its step check allows. */
function regroupByRule(s: CambraiState): Action[] {
  const as = s.assault!;
  const out: Action[] = [];
  for (const u of as.eligible) {
    if (as.done.includes(u) || s.loc[u] !== as.area) continue;
    for (const to of GRAPH.neighbours[as.area])
      if (free(s, to, s.active) && !zoneForbidden(s.active, to) && checkStep(s, u, as.area, to, 99, true, false, as.bridgeUse).ok)
        out.push({ type: 'move', unit: UNITS[u].id, to });
  }
  if (as.done.length) out.push({ type: 'end' });
  return out;
}

describe('cambrai-1917 listings', () => {
  it('Move Units: a unit still to start may not follow into an Area a move has just filled to 9 units (the listing after the move, kept for the next decision)', () => {
    const open = (a: number, b: number) => GRAPH.boundary(a, b) === 'open' && !AREA_BY_ID[a].zone && !AREA_BY_ID[b].zone;
    const from = AREA_IDS.find((a) => AREA_BY_ID[a].sector === 'allied' && GRAPH.neighbours[a].some((b) => open(a, b)))!;
    const to = GRAPH.neighbours[from].find((b) => open(from, b))!;
    const infantry = UNITS.filter((d) => d.side === 'allied' && d.type === 'infantry').map((d) => d.id);
    const s = emptyBoard(22, 'allied');
    put(s, from, infantry.slice(0, 2));
    put(s, to, infantry.slice(2, 2 + STACKING_LIMIT - 1));
    const move = (id: string) => ({ type: 'move', unit: id, to });
    game.perform(s, 'british', { type: 'assault', area: from });
    const before = game.legalActions(s, 'british');
    expect(before).toContainEqual(move(infantry[0]));
    expect(before).toContainEqual(move(infantry[1]));
    game.perform(s, 'british', move(infantry[0]));
    const after = game.legalActions(s, 'british');
    expect(after).not.toContainEqual(move(infantry[1]));
    expect(after).toEqual(game.legalActions(structuredClone(s), 'british'));
  });

  it('Impulses and Regroup: an area is offered for an Assault or a Regroup, and a unit its Regroup moves, exactly as the step check of each unit allows', () => {
    let impulses = 0;
    let regroups = 0;
    for (let seed = 1; seed <= 6; seed++)
      play(seed, (s, role, legal) => {
        if (s.step.k === 'regroup') {
          regroups++;
          expect(legal).toEqual(regroupByRule(s));
        }
        if (s.step.k !== 'impulse') return;
        impulses++;
        expect(role).toBe(roleOf(s.active));
        expect(game.legalActions(s, role)).toEqual(impulseByRule(s));
        expect(legal).toEqual(impulseByRule(s));
      });
    expect(impulses).toBeGreaterThan(100);
    expect(regroups).toBeGreaterThan(100);
  });

  it('Move Units, Regroup and the Night cavalry: a listing kept from the end of an action is the listing of the position itself (a fresh copy), at every decision and every third', () => {
    for (const every of [1, 3]) {
      let served = 0;
      for (const seed of [4, 5, 6])
        play(
          seed,
          (s, role, fresh) => {
            if (s.step.k === 'assault' || s.step.k === 'regroup' || s.step.k === 'cavalry') served++;
            expect(game.legalActions(s, role)).toEqual(fresh);
            // Asked again: the same listing (a kept one is served once, then found anew).
            expect(game.legalActions(s, role)).toEqual(fresh);
          },
          every,
        );
      expect(served).toBeGreaterThan(100);
    }
  });
});
