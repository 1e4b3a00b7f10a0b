// Issue 32, item 5: a search value read as a chance, not a gain. The search models of the ANCHORED sides
// (arras-postcard's German, ca-arras-battles' German, both sides of cruellest-month) score every position
// about the decision's root (issue 17), so their search value is 0.5 plus the action's gain over the
// position; the game's knowledge (Knowledge.chance) reads it back as the side's chance (searchChance),
// which `arras analyse`, the hint and tools/calibration.ts show.
import { describe, expect, it } from 'vitest';
import { type Action, CHANCE, type Role } from '../../src/kernel/game.ts';
import { Session, seededDice } from '../../src/kernel/session.ts';
import { Rng } from '../../src/kernel/rng.ts';
import { getGame } from '../../src/games/index.ts';
import { decide } from '../../src/players/player.ts';
import { createPlayer } from '../../src/players/index.ts';
import type { Observation } from '../../src/ai-kit/knowledge.ts';
import { observe } from '../../src/ai-kit/registry.ts';
import { searchChance } from '../../src/ai-kit/calibration.ts';
import { analyseDecision } from '../../src/sim/analyse.ts';
import { hintFor } from '../../src/sim/hint.ts';
import { copyData } from '../../src/ai-kit/model.ts';

interface Position {
  state: unknown;
  observation: Observation;
  legal: Action[];
}

/**
 * The position of `role`'s first decision after `decisions` decisions of a seeded game in which `role` is
 * played by `mine` and the other side by `theirs` (the players of src/players: "heuristic", "random").
 */
function positionOf(gameId: string, role: Role, mine: string, theirs: string, decisions: number): Position {
  const key = [gameId, role, mine, theirs, decisions].join(' ');
  const known = positions.get(key);
  if (known) return known;
  const p = playTo(gameId, role, mine, theirs, decisions);
  positions.set(key, p);
  return p;
}
const positions = new Map<string, Position>();

function playTo(gameId: string, role: Role, mine: string, theirs: string, decisions: number): Position {
  const game = getGame(gameId);
  const s = new Session(game, {}, seededDice(3));
  const rng = new Rng(4);
  const seats = Object.fromEntries(game.roles.map((r) => [r, createPlayer(r === role ? mine : theirs)]));
  for (let n = 0; !s.isOver(); ) {
    const r = game.toAct(s.state)[0];
    if (r === CHANCE) {
      const spec = game.chance(s.state);
      s.act(r, { type: 'dice', dice: Array.from({ length: spec.dice }, () => rng.die(spec.sides)) });
      continue;
    }
    const legal = game.legalActions(s.state, r);
    if (r === role && n >= decisions && legal.length > 1)
      return { state: copyData(s.state), observation: observe(game, s.state, r)!, legal: copyData(legal as Action[]) };
    s.act(r, decide(seats[r], game, s.state, r, legal, rng));
    n++;
  }
  throw new Error(`${gameId}: the game ended before decision ${decisions}`);
}

// Positions of very different strength for each anchored side: its own heuristic against a random
// opponent, and the other way round (decisions counted so that each side is well ahead or well behind).
const anchored: { gameId: string; role: Role; won: () => Position; lost: () => Position }[] = [
  {
    gameId: 'arras-postcard',
    role: 'german',
    won: () => positionOf('arras-postcard', 'german', 'heuristic', 'random', 20),
    lost: () => positionOf('arras-postcard', 'german', 'random', 'heuristic', 95),
  },
  {
    gameId: 'ca-arras-battles',
    role: 'german',
    won: () => positionOf('ca-arras-battles', 'german', 'heuristic', 'random', 0),
    lost: () => positionOf('ca-arras-battles', 'german', 'random', 'heuristic', 330),
  },
  {
    gameId: 'cruellest-month',
    role: 'allied',
    won: () => positionOf('cruellest-month', 'allied', 'heuristic', 'random', 3545),
    lost: () => positionOf('cruellest-month', 'allied', 'random', 'heuristic', 1375),
  },
  {
    gameId: 'cruellest-month',
    role: 'german',
    won: () => positionOf('cruellest-month', 'german', 'heuristic', 'random', 1375),
    lost: () => positionOf('cruellest-month', 'german', 'random', 'heuristic', 3545),
  },
];

describe('issue 32 item 5: the chance a search value stands for (Knowledge.chance)', () => {
  for (const { gameId, role, won, lost } of anchored) {
    it(`${gameId}, ${role} (anchored about the root): the same gain over the position is a high chance in a won position, a low one in a lost one`, () => {
      const game = getGame(gameId);
      const [w, l] = [won(), lost()];
      // The search value 0.5 is the root's own value (no gain), 0.6 a gain over it: both read as the position's chance.
      for (const value of [0.5, 0.6]) {
        expect(searchChance(game, w.observation, role, value)).toBeGreaterThan(0.7);
        expect(searchChance(game, l.observation, role, value)).toBeLessThan(0.2);
      }
      // A gain is still a gain: a higher value is a higher chance, in either position.
      for (const p of [w, l]) expect(searchChance(game, p.observation, role, 0.6)).toBeGreaterThan(searchChance(game, p.observation, role, 0.5));
    }, 60_000);
  }

  it('the chances stay in [0, 1] and never decrease with the search value (so an analysis loss stays >= 0), for every side of every game', () => {
    const values = [0, 1e-12, 1e-6, 0.001, 0.2, 0.5, 0.8, 0.999, 1 - 1e-6, 1 - 1e-12, 1];
    const positions = anchored.flatMap(({ gameId, won, lost }) => [
      { gameId, p: won() },
      { gameId, p: lost() },
    ]);
    for (const { gameId, p } of positions) {
      for (const role of getGame(gameId).roles) {
        const chances = values.map((v) => searchChance(gameId, p.observation, role, v));
        for (const c of chances) {
          expect(c).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThanOrEqual(1);
        }
        for (let i = 1; i < chances.length; i++) expect(chances[i]).toBeGreaterThanOrEqual(chances[i - 1]);
        // A game's end (0 or 1, never sharpened) is its own chance.
        expect([chances[0], chances[chances.length - 1]]).toEqual([0, 1]);
      }
    }
  }, 120_000);

  it('a side that is not anchored (the Allies of arras-postcard, either side of ca-arras-1940) reads its search value as the chance itself', () => {
    const p = positionOf('arras-postcard', 'german', 'heuristic', 'random', 20);
    for (const v of [0.1, 0.5, 0.77]) expect(searchChance('arras-postcard', p.observation, 'allied', v)).toBe(v);
    const q = positionOf('ca-arras-1940', 'german', 'heuristic', 'random', 10);
    for (const role of ['allied', 'german']) for (const v of [0.1, 0.5, 0.77]) expect(searchChance('ca-arras-1940', q.observation, role, v)).toBe(v);
  });
});

describe('issue 32 item 5: arras analyse and the hint show the chance, not the gain', () => {
  const task = (p: Position, role: Role) => ({
    kind: 'analyse' as const,
    gameId: 'arras-postcard',
    step: 1,
    role,
    observation: p.observation,
    legal: p.legal,
    chosen: p.legal[0],
    budget: 30,
    seed: 1,
  });

  it('arras analyse: the German of arras-postcard in a won position has a high chance, in a lost one a low one (not ~0.5 in both)', () => {
    const won = analyseDecision(task(positionOf('arras-postcard', 'german', 'heuristic', 'random', 20), 'german'));
    const lost = analyseDecision(task(positionOf('arras-postcard', 'german', 'random', 'heuristic', 95), 'german'));
    expect(won.chance).toBeGreaterThan(0.8);
    expect(lost.chance).toBeLessThan(0.2);
    for (const d of [won, lost]) {
      expect(d.loss).toBeGreaterThanOrEqual(0);
      expect(d.bestChance - d.chosenChance).toBeCloseTo(d.loss, 12);
    }
  }, 60_000);

  it("the hint's chance for the German of arras-postcard is higher in a won position than in a lost one", () => {
    const hint = (p: Position) =>
      hintFor({ kind: 'hint', gameId: 'arras-postcard', role: 'german', observation: p.observation, legal: p.legal, seed: 1, budget: 30, ms: 60_000 });
    const won = hint(positionOf('arras-postcard', 'german', 'heuristic', 'random', 20));
    const lost = hint(positionOf('arras-postcard', 'german', 'random', 'heuristic', 95));
    expect(won.chance - lost.chance).toBeGreaterThan(0.3);
  }, 60_000);
});
