// Issue 14 point 8, "the computer plays like a player": no unit moved back to a sector it already was
// in during the same impulse (seen before: a unit moved Zone E -> 24 -> Zone E -> 21 in one impulse).
// The same in ca-arras-1940. Counted from the true states of games between computer players (see
// returns.ts).
import { describe, expect, it } from 'vitest';
import { countReturns } from './returns.ts';

describe('ca-arras-1940: computer players do not move a unit back where it was in the same impulse', () => {
  it("heuristic (normal) players: 0 returns over the impulses of two games' first turns", () => {
    const r = countReturns('heuristic', 2, 31, 700, 'ca-arras-1940');
    expect(r.impulses).toBeGreaterThan(20);
    expect(r.moves).toBeGreaterThan(60);
    expect(r.returns).toEqual([]);
  }, 120_000);
});

describe('ca-arras-battles: computer players do not move a unit back where it was in the same impulse', () => {
  it("heuristic (normal) players: 0 returns over the impulses of two games' first turns", () => {
    const r = countReturns('heuristic', 2, 21, 500);
    expect(r.impulses).toBeGreaterThan(40);
    expect(r.moves).toBeGreaterThan(150);
    expect(r.returns).toEqual([]);
  }, 120_000);

  it("search (hard) players: 0 returns over the impulses of a game's first turn", () => {
    const r = countReturns('search:12', 1, 5, 400);
    expect(r.impulses).toBeGreaterThan(15);
    expect(r.moves).toBeGreaterThan(60);
    expect(r.returns).toEqual([]);
  }, 120_000);
});
